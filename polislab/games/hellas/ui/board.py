"""How a *Hellas* state looks: the hex map with land and water, cities, temples, Greeks and
ships, the places where a tile may go, each player's supply and hand, the decks and the stack,
as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The map is on the left, filling its part of the picture whatever its size: every tile a
flat-topped hexagon, water pale blue, land sandy, a bridge as a brown plank over the water. A
city is drawn in fixed slots, so nothing covers anything: a small tower in the middle (a temple
as a pediment above it), its Greeks (standing figures) on the left and its ships (small boats)
on the right, each with its count on a white label, and its name on a plate below in its
owner's colour. Light's pieces and plates are ivory with a strong dark outline and read "L";
dark's are charcoal and read "D": shape and letter, not colour alone. The empty places where a
tile may go by adjacency are dashed outlines with their place ``q,r`` (what the notation
types); ``coordinates=True`` labels the tiles' places too. On the right: whose turn it is and
what the game waits for, each player's panel (supply, cities, temples, hand), the stack (with
the tiles put under it), the drawn tile, the god decks and discard piles, and the cards in
play. Each god card the board may show is drawn as its face: its god's letter on its god's
colour, its name, when it is played ("your attack", "opponent's attack": seed 003 §7's symbol)
and what it does in a few words (``short`` in gods.json), "new" if drawn this turn; a hand the
board hides shows only backs, one per god with their number (seed 003 §3: hands secret). When a
full hand leaves no room, a face drops its effect, then the cards become small chips; the
description always gives each visible card's whole text. The picture is 840 x 580, the size of
a tutorial player's board box at 1366 x 768, and no text in it is under 12 px.

This module reads a state only through its public fields and methods and never changes it.

>>> from polislab.games.hellas.position import position, turned
>>> state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
...                   ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)],
...                  hands={"light": ["Storm"]})
>>> picture = scene(state)
>>> picture.width, picture.height
(840.0, 580.0)
>>> picture.region_at(*picture.center_of("Argos"))
'Argos'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="840"')
True
>>> describe(state).split(";")[0]
"Turn 3, Light's turn: Light to choose a Burst of Strength, a voyage or an attack"
"""

from __future__ import annotations

import functools
import math
import textwrap
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import shown
from polislab.games.hellas import board
from polislab.games.hellas.components import GODS
from polislab.games.hellas.hexes import CENTRE, centre_xy, corners, format_place
from polislab.games.hellas.rules import deck_on_table
from polislab.games.hellas.state import CHANCE, plural, title
from polislab.games.hellas.summary import drawn_text, headline
from polislab.render.place_marks import add_place_marks, marks_sentence, unknown_place
from polislab.render.scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text
from polislab.render.svg import to_svg

__all__ = [
    "COLORS",
    "MARK_KINDS",
    "SIZE",
    "default_marks",
    "describe",
    "scene",
    "svg",
    "visible_hands",
]

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 840.0  #: natural width: made to be shown at 840 x 580, a tutorial player's board box
HEIGHT = 580.0
MAP_W = 530.0  # the map's area on the left, filled by the map whatever its size
PANEL_X = MAP_W + 10
PANEL_W = WIDTH - PANEL_X - 12
HEX = 92.0  # the largest tile radius; smaller when the map is wide

# Font sizes (px): nothing under 12, so every word reads on a projector.
SMALL = 12.0
TEXT = 13.0
NAME = 12.0
HEAD = 15.0
CHAR_W = 0.6  # a generous average character width of the sans-serif face, in ems
FACE_W = 0.56  # DejaVu Sans's average character width, in ems (a little over): card faces
BOLD_W = 0.62  # the same, bold
HEADER_H = 56.0  # a player's panel above the cards: name, cities and temples, supply
FACE_H = 32.0  # a card face up: name and timing, then what it does
FACE_GAP = 3.0  # between two cards face up
LINE_H = 20.0  # a card face up on one line (name and timing), when the hands are many
CHIP_STEP = 24.0  # a row of card chips (backs)
STRIPE_W = 16.0  # the god's colour and letter on a card's left edge
DECKS_H = 115.0  # the stack, the three god decks and the legend (a line more: a tile drawn)
DRAWN_R = 32.0  # the radius of the drawn tile, drawn as printed beside the decks
#: The legend's line for a drawn tile (the choices say where each rotation puts its land).
ROTATION = "rotation k: turned k sixths clockwise"
OUTLINE = 2.0  # the dark outline of light's ivory pieces and plates (pale on sand otherwise)

COLORS: dict[str, str] = {
    "background": "#fbf8f1",
    "water": "#a9d4ee",
    "water_edge": "#5b8fb0",
    "land": "#e3cf98",
    "land_edge": "#a98c4f",
    "bridge": "#8a5a2b",
    "open": "#8a8a8a",
    "text": "#222222",
    "muted": "#666666",
    "panel": "#ffffff",
    "panel_edge": "#bbbbbb",
    "light": "#fffaea",
    "light_edge": "#1a1a1a",
    "dark": "#3a3a3a",
    "dark_edge": "#ffffff",
    "temple": "#ffffff",
    "highlight": "#ad4e00",  # vermillion, darkened: 5.4:1 on white
    "back": "#6b5b45",
    "Ares": "#AD4E00",
    "Poseidon": "#0072B2",
    "Zeus": "#E69F00",  # Okabe-Ito orange: light, told from Ares's dark vermillion in any vision
}
#: What a panel says when its hand is face up only because the board shows both hands.
TEACHER = "a teacher's view"
#: The ink of a god's letter on its colour (4.5:1 at least).
GOD_INK: dict[str, str] = {"Ares": "#ffffff", "Poseidon": "#ffffff", "Zeus": "#1a1a1a"}


#: The kinds of marks ``scene`` accepts, and what each holds: a place is any region of the
#: scene (what a click names: a city, an empty place ``q,r``, "ships Argos", a panel, a card).
MARK_KINDS: dict[str, str] = {
    "highlight": "places to frame in vermillion (by default the attacked city, or the city "
                 "being regrouped)",
    "arrows": "[from, to] pairs of places, each drawn as an arrow: a voyage, an attack "
              "(none by default)",
    "crosses": "places to cross out: a city lost, a place a tile may not go (none by default)",
    "dots": "places to dot: where a tile may go (none by default)",
}
#: The marks' size: a hopping square's (a cross or a dot is smaller on a small place).
MARK_UNIT = 56.0


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: Mapping[str, Sequence[str]] | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, hands: str | None = None,
          show_all: bool | None = None, seen_by: str | None = None,
          coordinates: bool = False) -> Scene:
    """The state as a :class:`Scene`: the map on the left, the players and decks on the right.

    ``marks`` marks places, any region below (:data:`MARK_KINDS`): ``{"highlight": ["Argos",
    "1,-2"], "arrows": [["Argos", "Sparta"]]}``; by default the drawn tile's possible places
    are not marked, the attacked city is.
    ``size`` scales the picture (56, the default, draws it at its natural 840 x 580, the map
    filling its part whatever its size); the empty places where a tile may go are labelled
    with their ``q,r`` (what the notation types); ``coordinates`` True labels every tile's
    place too (for a learner typing the notation of a move between cities);
    ``flipped`` changes nothing (a map has no side to be seen from); ``status`` False leaves
    out the line saying whose turn it is. ``hands`` says whose cards are shown face up:
    "both" (a teacher's view, which the board says on the other player's panel), "light",
    "dark" or "none"; by default (None) those of the player deciding now, as that player's
    own screen would show them (seed 003 §3: "keep hands secret"; none while chance draws).
    The cards taken in a burst and not yet looked at are always backs.

    ``show_all`` and ``seen_by`` are what the live widgets pass instead of ``hands`` (see
    :func:`visible_hands`): ``show_all`` True shows both hands; False shows only the hand of
    ``seen_by`` or, when it is None, of the player deciding now.

    Regions: every city by name, the ships beside a city as "ships NAME", every empty place
    where a tile may go as "q,r", "panel light", "panel dark", each face-up card of a hand as
    "light card Storm" (the copies of a card share one), "stack", "drawn tile" (while a tile
    is drawn), one deck per god as "deck Ares".
    """
    if show_all is not None or hands is None:
        hands = visible_hands(state, bool(show_all), seen_by)
    if hands not in ("both", "light", "dark", "none"):
        raise ValueError("hands is 'both', 'light', 'dark' or 'none'")
    out = Scene(WIDTH, HEIGHT, title=f"Hellas, {headline(state)}",
                description=describe(state, hands))
    out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
    _draw_map(out, state, coordinates)
    _draw_panel(out, state, status, hands)
    _draw_marks(out, state, default_marks(state) if marks is None else marks,
                marks is not None)
    k = float(size) / SIZE
    return out if k == 1 else out.scaled(k)


def svg(state: Any, marks: Mapping[str, Sequence[str]] | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, hands: str | None = None,
        show_all: bool | None = None, seen_by: str | None = None,
        coordinates: bool = False) -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, hands=hands,
                        show_all=show_all, seen_by=seen_by, coordinates=coordinates))


def visible_hands(state: Any, show_all: bool = False, seen_by: str | None = None) -> str:
    """Whose god cards a shared screen shows face up (a ``hands`` value of :func:`scene`):
    both with ``show_all``; else those of ``seen_by`` (the learner against the computer), or
    of the player deciding now; none while chance draws (seed 003 §3: "keep hands secret")."""
    if show_all:
        return "both"
    who = seen_by if seen_by is not None else _actor(state)
    return who if who in ("light", "dark") else "none"


def describe(state: Any, hands: str | None = None) -> str:
    """The state in words: whose turn and what the game waits for, each player's supply,
    cities and god cards (in full, each card the board shows face up; by god, those it shows
    as backs; ``hands`` as :func:`scene` takes it), the drawn tile, the cards in play, the
    stack and the decks with the card on top of each discard pile."""
    if hands is None:
        hands = visible_hands(state)
    parts = [headline(state)]
    if hands == "both":
        parts.append(f"{TEACHER.capitalize()}: both hands are shown face up (in the game each "
                     "hand is secret).")
    c = state.components
    for p in state.players:
        cities = state.cities_of(p.name)
        where = ", ".join(f"{x.tile} ({x.greeks} Greek{'s' * (x.greeks != 1)}, "
                          f"{x.ships} ship{'s' * (x.ships != 1)}"
                          f"{', temple' if c.tile(x.tile).temple else ''})" for x in cities)
        parts.append(f"{title(p.name)}: {plural(p.greeks, 'Greek')} and "
                     f"{plural(p.ships, 'ship')} in the supply, "
                     f"{plural(len(p.cards) + len(p.unseen), 'god card')}; "
                     f"{plural(len(cities), 'city')}" + (f": {where}." if where else "."))
        parts.append(_describe_hand(state, p.name, hands in ("both", p.name)))
    if state.drawn:
        parts.append(f"{drawn_text(state)}.")
    parts.extend(f"{line}." for line in _turn_lines(state))
    if state.set_aside:
        parts.append(f"Tiles set aside in the initial map: {', '.join(state.set_aside)} "
                     "(shuffled back into the stack when it ends).")
    decks = {g: deck_on_table(state, g) for g in GODS}
    parts.append("Decks: " + ", ".join(
        f"{g} {left} (discarded {len(discard)}"
        + (f", {discard[-1]} on top" if discard else "") + ")"
        for g, (left, discard) in decks.items()) + ".")
    parts.append("The tiles and god cards are polislab edition.")
    return " ".join(x for x in parts if x).replace("citys", "cities").replace("1 cities",
                                                                                "1 city")


def _describe_hand(state: Any, name: str, shown: bool) -> str:
    """A player's god cards in words: each face up card with when it is played and its whole
    text, the backs by god."""
    out = []
    for face in _hand(state, name, shown):
        if face.name is None:
            cards = f"{face.count} {face.god} card{'s' * (face.count > 1)}"
            new = ", taken this turn and not yet seen" if face.new else ""
            out.append(f"{title(name)} holds {cards} face down{new}.")
        else:
            out.append(card_text(state, face.name, face.count, face.new, title(name)))
    return " ".join(out)


def card_text(state: Any, card_name: str, count: int = 1, new: bool = False,
              owner: str | None = None) -> str:
    """One god card in words, as its face says it in full: "Dark's Storm, a Poseidon card
    (opponent's voyage): Play when ..."."""
    card = state.components.card(card_name)
    god = f"{'an' if card.god[0] in 'AEIOU' else 'a'} {card.god} card"
    whose = f"{owner}'s " if owner else ""
    copies = f" (\u00d7{count})" if count > 1 else ""
    fresh = ", drawn this turn: not playable before a later turn" if new else ""
    return f"{whose}{card.name}{copies}, {god} ({card.timing}){fresh}: {card.text}"


# --- the map ---------------------------------------------------------------------------------


def _layout(state: Any) -> tuple[float, float, float]:
    """The tile radius and the pixel centre of place 0,0, so that the map fits its area."""
    places = [CENTRE, *(c.place for c in state.cities), *board.open_places(state.occupied())]
    xs = [centre_xy(p, 1)[0] for p in places]
    ys = [centre_xy(p, 1)[1] for p in places]
    span_x = max(xs) - min(xs) + 2.0
    span_y = max(ys) - min(ys) + math.sqrt(3)
    size = min(HEX, (MAP_W - 12) / span_x, (HEIGHT - 12) / span_y)
    ox = 6 + (MAP_W - 12 - span_x * size) / 2 - (min(xs) - 1.0) * size
    oy = 6 + (HEIGHT - 12 - span_y * size) / 2 - (min(ys) - math.sqrt(3) / 2) * size
    return size, ox, oy


def _draw_map(out: Scene, state: Any, coordinates: bool) -> None:
    size, ox, oy = _layout(state)
    c = state.components

    def at(place: tuple[int, int]) -> Point:
        x, y = centre_xy(place, size)
        return ox + x, oy + y

    for place in board.open_places(state.occupied()):
        cx, cy = at(place)
        pts = corners(cx, cy, size * 0.96)
        for i in range(6):  # dashes: every other third of each side
            (x1, y1), (x2, y2) = pts[i], pts[(i + 1) % 6]
            for t0, t1 in ((0.0, 0.3), (0.45, 0.55), (0.7, 1.0)):
                out.add("board", Line(x1 + (x2 - x1) * t0, y1 + (y2 - y1) * t0,
                                      x1 + (x2 - x1) * t1, y1 + (y2 - y1) * t1,
                                      COLORS["open"], 1.5))
        label = format_place(place)
        out.add("board", Text(cx, cy, label, TEXT, COLORS["muted"]))
        out.regions[label] = (cx - size * 0.7, cy - size * 0.7, size * 1.4, size * 1.4)
    _draw_tile(out, c.start, 0, at(CENTRE), size, None)
    cx, cy = at(CENTRE)
    out.add("pieces", *_dolphin(cx, cy, size))
    if coordinates:
        out.add("pieces", Text(cx, cy + size * 0.5, format_place(CENTRE), SMALL,
                               COLORS["text"]))
    for city in state.cities:
        _draw_tile(out, c.tile(city.tile), city.rotation, at(city.place), size, city,
                   coordinates)


def _draw_tile(out: Scene, tile: Any, rotation: int, centre: Point, size: float,
               city: Any, coordinates: bool = False) -> None:
    cx, cy = centre
    pts = corners(cx, cy, size)
    out.add("board", Polygon(pts, COLORS["water"], COLORS["water_edge"], 1.2))
    o = tile.orientations[rotation]
    inner = 0.52  # how far towards the centre an edge's land reaches
    for region in tile.land:
        edges = [(e + rotation) % 6 for e in region.edges]
        tips = []
        for e in edges:
            a, b = pts[e], pts[(e + 1) % 6]
            mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            tip = (cx + (mid[0] - cx) * (1 - inner), cy + (mid[1] - cy) * (1 - inner))
            ia = (cx + (a[0] - cx) * 0.62, cy + (a[1] - cy) * 0.62)
            ib = (cx + (b[0] - cx) * 0.62, cy + (b[1] - cy) * 0.62)
            out.add("board", Polygon((a, b, ib, tip, ia), COLORS["land"], None))
            tips.append(tip)
        if region.bridge:
            for tip in tips:
                out.add("board", Line(tip[0], tip[1], cx, cy, COLORS["bridge"], size * 0.09))
        elif region.city or len(tips) > 1:
            for e, tip in zip(edges, tips, strict=True):
                out.add("board", Line(tip[0], tip[1], cx, cy, COLORS["land"], size * 0.42))
                if (e + 1) % 6 in edges:  # two land edges side by side: fill between them
                    nxt = tips[edges.index((e + 1) % 6)]
                    corner = pts[(e + 1) % 6]
                    inner_corner = (cx + (corner[0] - cx) * 0.62, cy + (corner[1] - cy) * 0.62)
                    out.add("board", Polygon((tip, inner_corner, nxt, (cx, cy)), COLORS["land"],
                                             None))
            out.add("board", Circle(cx, cy, size * (0.42 if not edges else 0.3),
                                    COLORS["land"], COLORS["land_edge"] if not edges else None,
                                    1))
    for e in range(6):  # the coast: the land edges drawn darker
        if o.kinds[e] == "L":
            a, b = pts[e], pts[(e + 1) % 6]
            out.add("board", Line(a[0], a[1], b[0], b[1], COLORS["land_edge"], 2.2))
    if city is None:
        return
    _draw_city(out, tile, city, cx, cy, size, coordinates)


def _draw_city(out: Scene, tile: Any, city: Any, cx: float, cy: float, size: float,
               coordinates: bool) -> None:
    """A city in fixed slots, so that nothing covers anything: the temple over the tower in
    the middle, the Greeks and their count on the left, the ships and theirs on the right,
    the name plate below and (``coordinates``) the place on top."""
    owner = city.owner
    ink = COLORS[f"{owner}_edge"]
    out.add("pieces", *_tower(cx, cy + size * 0.08, size))
    if tile.temple:
        out.add("pieces", *_temple(cx, cy - size * 0.24, size))
    gx = cx - size * 0.3
    out.add("pieces", *_greek(gx, cy, owner, size))
    out.add("pieces", *_count(gx - size * 0.13, cy, str(city.greeks), "end"))
    sx = cx + size * 0.3
    if city.ships:
        out.add("pieces", *_ship(sx, cy + size * 0.02, owner, size))
        out.add("pieces", *_count(sx + size * 0.19, cy, str(city.ships), "start"))
        # added before the city's own region, so that a click on the boat finds the ships
        out.regions[f"ships {tile.name}"] = (sx - size * 0.2, cy - size * 0.22, size * 0.55,
                                             size * 0.36)
    plate_w = len(tile.name) * NAME * 0.66 + 24
    py = cy + size * 0.5
    out.add("pieces", Rect(cx - plate_w / 2, py - 9, plate_w, 18, COLORS[owner], ink,
                           OUTLINE if owner == "light" else 1))
    out.add("pieces", Text(cx - plate_w / 2 + 7, py + 0.5, owner[0].upper(), NAME, ink,
                           weight="bold"))
    out.add("pieces", Line(cx - plate_w / 2 + 14, py - 7, cx - plate_w / 2 + 14, py + 7, ink,
                           1))
    out.add("pieces", Text(cx + 7, py + 0.5, tile.name, NAME, ink, weight="bold"))
    if coordinates:
        out.add("pieces", Text(cx, cy - size * 0.62, f"{city.place[0]},{city.place[1]}",
                               SMALL, COLORS["text"]))
    out.regions[tile.name] = (cx - size * 0.8, cy - size * 0.8, size * 1.6, size * 1.6)


def _count(x: float, cy: float, text: str, anchor: str) -> list[Shape]:
    """A count beside a piece, on a small white label so that it reads on land or water."""
    w = len(text) * SMALL * 0.7 + 6
    left = x - w if anchor == "end" else x
    return [Rect(left, cy - 8, w, 16, "#ffffff", "#555555", 1.2),
            Text(left + w / 2, cy + 0.5, text, SMALL, COLORS["text"], weight="bold")]


def _tower(cx: float, cy: float, size: float) -> list[Shape]:
    w, h = size * 0.16, size * 0.2
    return [Rect(cx - w / 2, cy - h, w, h, "#f2efe8", "#555555", 1),
            Polygon(((cx - w / 2 - 2, cy - h), (cx, cy - h - size * 0.1),
                     (cx + w / 2 + 2, cy - h)), "#b5543a", "#555555", 1)]


def _temple(cx: float, cy: float, size: float) -> list[Shape]:
    w = size * 0.34
    h = size * 0.1
    shapes: list[Shape] = [Polygon(((cx - w / 2, cy), (cx, cy - h), (cx + w / 2, cy)),
                                   COLORS["temple"], "#444444", 1)]
    for i in range(4):
        x = cx - w / 2 + 2 + i * (w - 4) / 3
        shapes.append(Line(x, cy + 1, x, cy + h, "#444444", 1.4))
    shapes.append(Line(cx - w / 2, cy + h + 0.5, cx + w / 2, cy + h + 0.5, "#444444", 1.4))
    return shapes


def _piece_style(owner: str) -> tuple[str, str, float]:
    """Fill, outline and outline width of a piece: light's ivory gets a strong dark outline,
    so it never reads pale on the sand; dark's charcoal a black one."""
    if owner == "light":
        return COLORS["light"], COLORS["light_edge"], OUTLINE
    return COLORS[owner], "#000000", 1.2


def _greek(cx: float, cy: float, owner: str, size: float) -> list[Shape]:
    k = min(size / 38, 2.2)
    fill, edge, width = _piece_style(owner)
    return [Polygon(((cx - 5.5 * k, cy + 7 * k), (cx + 5.5 * k, cy + 7 * k),
                     (cx + 2.5 * k, cy - 1.5 * k), (cx - 2.5 * k, cy - 1.5 * k)), fill, edge,
                    width),
            Circle(cx, cy - 4.5 * k, 3.2 * k, fill, edge, width)]


def _ship(cx: float, cy: float, owner: str, size: float) -> list[Shape]:
    k = min(size / 38, 2.2)
    fill, edge, width = _piece_style(owner)
    return [Polygon(((cx - 8 * k, cy), (cx + 8 * k, cy), (cx + 5 * k, cy + 4.5 * k),
                     (cx - 5 * k, cy + 4.5 * k)), fill, edge, width),
            Polygon(((cx, cy - 1), (cx, cy - 9 * k), (cx + 5 * k, cy - 2 * k)), fill, edge,
                    width)]


def _dolphin(cx: float, cy: float, size: float) -> list[Shape]:
    k = size / 44
    body = ((cx - 14 * k, cy + 4 * k), (cx - 6 * k, cy - 5 * k), (cx + 6 * k, cy - 6 * k),
            (cx + 14 * k, cy - 1 * k), (cx + 6 * k, cy + 1 * k), (cx - 4 * k, cy + 4 * k))
    return [Polygon(body, "#6f9fbf", "#3c6a88", 1),
            Polygon(((cx + 1 * k, cy - 5.5 * k), (cx + 4 * k, cy - 11 * k),
                     (cx + 6 * k, cy - 5.8 * k)), "#6f9fbf", "#3c6a88", 1)]


# --- the panel -------------------------------------------------------------------------------


def _wrap_px(text: str, size: float, width: float) -> list[str]:
    return textwrap.wrap(text, max(8, int(width / (size * CHAR_W)))) or [""]


def text_width(text: str, size: float = SMALL, bold: bool = False) -> float:
    """A text's width in px, a little over DejaVu Sans's (the face the SVG asks for first)."""
    return len(text) * size * (BOLD_W if bold else FACE_W)


def _draw_panel(out: Scene, state: Any, status: bool, hands: str) -> None:
    x, y = PANEL_X, 8.0
    if status:
        for line in _wrap_px(headline(state), TEXT, PANEL_W)[:4]:
            out.add("pieces", Text(x, y + 9, line, TEXT, COLORS["text"], anchor="start"))
            y += 17
        y += 6
    reserve = 17.0 * sum(len(_wrap_px(line, TEXT, PANEL_W)) for line in _turn_lines(state))
    room = HEIGHT - 6 - y - _decks_height(state) - 3 * 8 - reserve
    hands_of = {name: _hand(state, name, hands in ("both", name)) for name in ("light", "dark")}
    style = next((s for s in ("full", "line") if sum(
        _player_height(h, s) for h in hands_of.values()) <= room), "chips")
    for name in ("light", "dark"):
        note = hands == "both" and _actor(state) != name  # seen only on a teacher's screen
        y = _draw_player(out, state, name, x, y, hands_of[name], style, note) + 8
    y = _draw_decks(out, state, x, y) + 8
    _draw_turn(out, state, x, y)


class _Face:
    """What a hand shows of one card, or of its copies: face up (name, god, timing, effect)
    or as a back (the god only); ``new`` if drawn this turn (or taken and not yet seen)."""

    def __init__(self, god: str, name: str | None, count: int, new: bool) -> None:
        self.god, self.name, self.count, self.new = god, name, count, new

    @property
    def title(self) -> str:
        """The name on a card face up ("Storm ×2"), or the god on a back ("Ares card",
        "Ares ×2": the backs of one god side by side)."""
        if self.count == 1:
            return self.name or f"{self.god} card"
        return f"{self.name or self.god} \u00d7{self.count}"

    @property
    def chip(self) -> str:
        """The words on a chip: the title, and "(new)" for a card drawn this turn."""
        return self.title + (" (new)" if self.new else "")


def _hand(state: Any, name: str, shown: bool) -> list[_Face]:
    """The hand of ``name`` as the board shows it: when ``shown``, each card face up (copies
    together, those drawn this turn apart) and the cards taken in a burst and not yet seen as
    backs marked new (seed 003 §5 Option 1: not looked at until it ends); else every card as
    a back, one chip per god (seed 003 §3: hands kept secret)."""
    p = state.side(name)
    c = state.components
    if not shown:
        gods = Counter([c.card(card).god for card in p.cards] + list(p.unseen))
        return [_Face(god, None, gods[god], False) for god in GODS if gods[god]]
    fresh = Counter(p.fresh)
    counts: Counter[tuple[str, bool]] = Counter()
    for card in p.cards:
        new = fresh[card] > 0
        fresh[card] -= new
        counts[(card, new)] += 1
    faces = [_Face(c.card(card).god, card, n, new) for (card, new), n in counts.items()]
    unseen = Counter(p.unseen)
    return faces + [_Face(god, None, unseen[god], True) for god in GODS if unseen[god]]


def _player_height(faces: list[_Face], style: str) -> float:
    """The height of a player's panel with its hand drawn in ``style``."""
    up = [f for f in faces if f.name is not None]
    backs = [f for f in faces if f.name is None]
    if style == "chips" or not up:
        rows = _flow([f.chip for f in faces], PANEL_W - 20)[1] if faces else 1
        return HEADER_H + rows * CHIP_STEP + 4
    face_h = FACE_H if style == "full" else LINE_H
    rows = _flow([f.chip for f in backs], PANEL_W - 20)[1] if backs else 0
    return HEADER_H + len(up) * (face_h + FACE_GAP) + rows * CHIP_STEP + 4


def _draw_player(out: Scene, state: Any, name: str, x: float, y: float, faces: list[_Face],
                 style: str, note: bool = False) -> float:
    """A player's panel: name, cities and temples, supply, then the god cards: each card the
    board may show as its face (``style`` "full": name, god, when it is played, what it does;
    "line": without what it does, when the hands are too many for the picture), the others as
    backs naming their god ("chips": every card as a small chip). ``note``: the hand is face
    up only on a teacher's screen, and the panel says so."""
    p = state.side(name)
    h = _player_height(faces, style)
    acting = state.phase != "over" and _actor(state) == name
    out.add("board", Rect(x, y, PANEL_W, h, COLORS["panel"],
                          COLORS["highlight"] if acting else COLORS["panel_edge"],
                          3 if acting else 1))
    out.add("pieces", *_greek(x + 14, y + 18, name, 40))
    out.add("pieces", Text(x + 28, y + 15, title(name), HEAD, COLORS["text"], anchor="start",
                           weight="bold"))
    if acting:
        out.add("pieces", Text(x + PANEL_W - 8, y + 15, "to play", SMALL, COLORS["highlight"],
                               anchor="end", weight="bold"))
    elif note and faces:
        out.add("pieces", Text(x + PANEL_W - 8, y + 15, f"face up: {TEACHER}", SMALL,
                               COLORS["muted"], anchor="end"))
    cities = state.cities_of(name)
    out.add("pieces", Text(x + 10, y + 32, (f"{plural(len(cities), 'city')}, "
                                            f"{plural(state.temples(name), 'temple')}")
                           .replace("citys", "cities"), SMALL, COLORS["text"], anchor="start"))
    out.add("pieces", Text(x + 10, y + 47, f"supply: {plural(p.greeks, 'Greek')}, "
                           f"{plural(p.ships, 'ship')}", SMALL, COLORS["text"], anchor="start"))
    top = y + HEADER_H
    if not faces:
        out.add("pieces", Text(x + 10, top + 10, "no god cards", SMALL, COLORS["muted"],
                               anchor="start"))
    chips = faces
    if style != "chips":
        chips = [f for f in faces if f.name is None]
        face_h = FACE_H if style == "full" else LINE_H
        for face in (f for f in faces if f.name is not None):
            _draw_face(out, state, name, face, x + 10, top, face_h)
            top += face_h + FACE_GAP
    placed, _ = _flow([f.chip for f in chips], PANEL_W - 20)
    for face, (cx, row, w) in zip(chips, placed, strict=True):
        _draw_chip(out, name, face, x + 10 + cx, top + row * CHIP_STEP, w)
    out.regions[f"panel {name}"] = (x, y, PANEL_W, h)
    return y + h


def _draw_face(out: Scene, state: Any, owner: str, face: _Face, x: float, y: float,
               h: float) -> None:
    """A card face up: its god's colour and letter on a stripe, its name (and copies), when
    it is played on the right, what it does below (when ``h`` has room), "new" if drawn this
    turn (not playable before a later turn)."""
    assert face.name is not None
    card = state.components.card(face.name)
    w = PANEL_W - 20
    full = h >= FACE_H
    name = face.title if full else face.chip
    out.add("pieces", Rect(x, y, w, h, "#ffffff", COLORS["light_edge"], 1.2),
            Rect(x, y, STRIPE_W, h, COLORS[face.god], COLORS["light_edge"], 1.2),
            Text(x + STRIPE_W / 2, y + 10.5, face.god[0], SMALL, GOD_INK[face.god],
                 weight="bold"),
            Text(x + STRIPE_W + 6, y + 10.5, name, SMALL, COLORS["text"], anchor="start",
                 weight="bold"))
    if full or text_width(name, bold=True) + text_width(card.timing) + 12 <= w - STRIPE_W:
        out.add("pieces", Text(x + w - 6, y + 10.5, card.timing, SMALL, COLORS["text"],
                               anchor="end"))
    if full:
        out.add("pieces", Text(x + STRIPE_W + 6, y + 25, card.face, SMALL, COLORS["text"],
                               anchor="start"))
        if face.new:
            out.add("pieces", Text(x + w - 6, y + 25, "new", SMALL, COLORS["highlight"],
                                   anchor="end", weight="bold"))
    out.regions[f"{owner} card {face.name}"] = (x, y, w, h)


def _draw_chip(out: Scene, owner: str, face: _Face, x: float, y: float, w: float) -> None:
    """A card as a small chip: a back naming its god, or (when the hands are many) a card
    face up by its name only. A hidden card has no region: its name must not reach the
    page."""
    up = face.name is not None
    out.add("pieces", Rect(x, y, w, 20, "#ffffff" if up else COLORS["back"],
                           COLORS["light_edge"], 1.2),
            Rect(x, y, STRIPE_W, 20, COLORS[face.god],
                 COLORS["light_edge"] if up else "#ffffff", 1.2),
            Text(x + STRIPE_W / 2, y + 10.5, face.god[0], SMALL, GOD_INK[face.god],
                 weight="bold"),
            Text(x + STRIPE_W + 5, y + 10.5, face.chip, SMALL,
                 COLORS["text"] if up else "#ffffff", anchor="start"))
    if up:
        out.regions[f"{owner} card {face.name}"] = (x, y, w, 20)


def _flow(texts: list[str], width: float) -> tuple[list[tuple[float, int, float]], int]:
    """Where each chip goes: (x from the left, row, width), rows wrapping at ``width``; and
    the rows used."""
    placed, at, row = [], 0.0, 0
    for text in texts:
        w = text_width(text) + STRIPE_W + 13
        if at > 0 and at + w > width:
            at, row = 0.0, row + 1
        placed.append((at, row, w))
        at += w + 5
    return placed, row + 1 if texts else 0


def _decks_height(state: Any) -> float:
    """The height of the box of the stack and the decks: a line more with a tile drawn, and
    the lines of the tiles set aside in the initial map."""
    return DECKS_H + (17 if state.drawn else 0) + 17 * len(_aside_lines(state))


def _aside_lines(state: Any) -> list[str]:
    """The tiles set aside in the initial map (seed 003 §4), wrapped to the panel: "set aside:
    Delos, Milos" (none once they are shuffled back into the stack)."""
    if not state.set_aside:
        return []
    return _wrap_px(f"set aside: {', '.join(state.set_aside)}", SMALL, PANEL_W - 20)


def _draw_decks(out: Scene, state: Any, x: float, y: float) -> float:
    """The stack of tiles and the tile drawn from it (its face as printed, its name below),
    then each god's deck and discard pile (the card on top is in the description), and the
    legend: the tiles and cards are polislab's own design (the published ones are not known
    to us: docs/rules/hellas.md), and with a tile drawn, what "rotation k" does to it."""
    h = _decks_height(state)
    out.add("board", Rect(x, y, PANEL_W, h, COLORS["panel"], COLORS["panel_edge"], 1))
    if state.drawn:  # first, so that a click on it finds it before the stack and the decks
        _draw_drawn(out, state, x + PANEL_W - DRAWN_R - 10, y + 6)
    for i in range(3):  # the stack: three offset hexagons and the count
        out.add("pieces", Polygon(corners(x + 26 + i * 2, y + 24 - i * 2, 17), COLORS["back"],
                                  "#ffffff", 1))
    out.add("pieces", Text(x + 30, y + 21, str(len(state.stack)), HEAD, "#ffffff",
                           weight="bold"))
    out.add("pieces", Text(x + 56, y + 14, f"stack: {plural(state.stack_size, 'tile')}",
                           TEXT, COLORS["text"], anchor="start"))
    if state.bottom:
        out.add("pieces", Text(x + 56, y + 31, f"{len(state.bottom)} under", SMALL,
                               COLORS["muted"], anchor="start"))
    out.regions["stack"] = (x, y, PANEL_W, 42)
    for i, god in enumerate(GODS):
        gy = y + 52 + i * 17
        out.regions[f"deck {god}"] = (x + 4, gy - 8.5, PANEL_W - 8, 17)
        out.add("pieces", Rect(x + 10, gy - 7, STRIPE_W, 14, COLORS[god], COLORS["light_edge"],
                               1.2),
                Text(x + 10 + STRIPE_W / 2, gy + 0.5, god[0], SMALL, GOD_INK[god],
                     weight="bold"))
        left, discard = deck_on_table(state, god)
        words = f"{god}: deck {left}, discard {len(discard)}"
        out.add("pieces", Text(x + 14 + STRIPE_W, gy + 0.5, words, SMALL, COLORS["text"],
                               anchor="start"))
    legend = ["tiles and god cards: polislab edition"]
    if state.drawn:
        legend.append(ROTATION)
    for i, line in enumerate(legend):
        out.add("pieces", Text(x + 10, y + 52 + (len(GODS) + i) * 17, line, SMALL,
                               COLORS["muted"], anchor="start"))
    for i, line in enumerate(_aside_lines(state), len(GODS) + len(legend)):
        out.add("pieces", Text(x + 10, y + 52 + i * 17, line, SMALL, COLORS["text"],
                               anchor="start"))
    return y + h


def _draw_drawn(out: Scene, state: Any, cx: float, top: float) -> None:
    """The drawn tile as printed (rotation 0): "drawn" above, its land and water (and its
    bridge), its city's tower and temple, its name below, framed in the highlight colour."""
    tile = state.components.tile(state.drawn)
    cy = top + 14 + DRAWN_R * math.sqrt(3) / 2
    out.add("pieces", Text(cx, top + 5, "drawn", SMALL, COLORS["highlight"], weight="bold"))
    _draw_tile(out, tile, 0, (cx, cy), DRAWN_R, None)
    out.add("pieces", *_tower(cx, cy + DRAWN_R * 0.08, DRAWN_R * 1.4))
    if tile.temple:
        out.add("pieces", *_temple(cx, cy - DRAWN_R * 0.3, DRAWN_R * 1.4))
    out.add("pieces", Polygon(corners(cx, cy, DRAWN_R + 2), None, COLORS["highlight"], 2))
    bottom = cy + DRAWN_R * math.sqrt(3) / 2
    out.add("pieces", Text(cx, bottom + 11, tile.name, SMALL, COLORS["text"], weight="bold"))
    out.regions["drawn tile"] = (cx - DRAWN_R - 4, top - 4, 2 * DRAWN_R + 8, bottom + 22 - top)


def _turn_lines(state: Any) -> list[str]:
    """The cards in play this turn and the attack under way, in sentences."""
    lines = []
    if state.effects:
        lines.append(f"In play this turn: {', '.join(state.effects)}")
    a = state.attack
    if a is not None:
        how = "over land" if a.kind == "land" else "over water"
        lines.append(f"Attack on {a.target} {how}: {plural(a.greeks, 'Greek')} from "
                     + ", ".join(f"{s} ({n})" for s, n in a.sources))
        if a.attacker_cards or a.defender_cards:
            lines.append(f"cards: attacker {', '.join(a.attacker_cards) or 'none'}; defender "
                         f"{', '.join(a.defender_cards) or 'none'}")
    return lines


def _draw_turn(out: Scene, state: Any, x: float, y: float) -> None:
    for parts in (_wrap_px(line, TEXT, PANEL_W) for line in _turn_lines(state)):
        if y + 8 + 17 * (len(parts) - 1) > HEIGHT - 6:
            return  # no room for the whole sentence: the description has it all
        for part in parts:
            out.add("pieces", Text(x, y + 8, part, TEXT, COLORS["text"], anchor="start"))
            y += 17


# --- helpers ---------------------------------------------------------------------------------


def _actor(state: Any) -> str | None:
    from polislab.games.hellas.rules import actor

    who = actor(state)
    return None if who == CHANCE else who


def _draw_marks(out: Scene, state: Any, marks: Mapping[str, Sequence[Any]],
                said: bool) -> None:
    """Frame the highlighted places, then draw the arrows, crosses and dots over them (each
    place a region of ``out``, or a card of a hand this view hides, left out); with
    ``said``, the description says them in words."""
    unknown = sorted(str(kind) for kind in marks if kind not in MARK_KINDS)
    if unknown:
        raise ScenarioError(f"unknown kind of mark {shown(unknown[0])}; the kinds are "
                            f"{', '.join(MARK_KINDS)}")
    hidden = functools.partial(_hidden_card, state)
    framed = []
    for place in marks.get("highlight", ()):
        if isinstance(place, str) and place in out.regions:
            framed.append(place)
            x, y, w, h = out.regions[place]
            out.add("marks", Rect(x - 3, y - 3, w + 6, h + 6, None, COLORS["highlight"], 4))
        elif not (isinstance(place, str) and hidden(place)):
            raise unknown_place(place, out.regions)
    drawn = add_place_marks(out, marks, MARK_UNIT, hidden)
    if said:
        from .clicks import place_words  # here: the clicks module imports this one

        out.description = " ".join(filter(None, [
            out.description, marks_sentence({"highlight": framed, **drawn}, place_words)]))


def _hidden_card(state: Any, place: str) -> bool:
    """Whether ``place`` is a god card of a hand ("light card Storm"): a region only where
    the hand is drawn face up (a mark made on a teacher's view is left out of a player's)."""
    owner, sep, card = place.partition(" card ")
    return bool(sep) and owner in ("light", "dark") and card in {
        c.name for c in state.components.cards}


def default_marks(state: Any) -> dict[str, list[str]]:
    """The marks drawn when none are given: the attacked city, or the city being regrouped
    into (after a voyage or a win)."""
    return {"highlight": _marks(state)}


def _marks(state: Any) -> list[str]:
    if state.attack is not None:
        return [state.attack.target]
    if state.regroup_to is not None and state.step in ("regroup", "capture", "voyage ship"):
        return [state.regroup_to]
    return []
