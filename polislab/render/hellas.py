"""How a *Hellas* state looks: the hex map with land and water, cities, temples, Greeks and
ships, the places where a tile may go, each player's supply and hand, the decks and the stack,
as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The map is on the left: every tile a flat-topped hexagon, water pale blue, land sandy, a bridge
as a brown plank over the water, the city a small tower with its name on a plate in its owner's
colour, a temple as a pediment above it; Greeks are standing figures and ships small boats, in
their owner's colour, with their counts. Light's figures are ivory with a dark outline and
light's plates read "L"; dark's are charcoal with a white outline and read "D": shape and letter,
not colour alone. Each tile shows its place ``q,r`` (what the notation types), and the empty
places where a tile may go by adjacency are dashed outlines with theirs. On the right: whose turn
it is and what the game waits for, each player's panel (supply, cities, temples, hand: cards
face up in their god's colour, cards not yet looked at as backs), the stack (with the tiles put
under it), the drawn tile, the god decks and discard piles, and the cards in play.

This module reads a state only through its public fields and methods and never changes it.

>>> from polislab.games.hellas.position import position, turned
>>> state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
...                   ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)],
...                  hands={"light": ["Storm"]})
>>> picture = scene(state)
>>> picture.width, picture.height
(1120.0, 760.0)
>>> picture.region_at(*picture.center_of("Argos"))
'Argos'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="1120"')
True
>>> describe(state).split(";")[0]
"Turn 2, Light's turn: Light to choose a Burst of Strength, a voyage or an attack"
"""

from __future__ import annotations

import math
import textwrap
from typing import Any

from polislab.games.hellas import board
from polislab.games.hellas.components import GODS
from polislab.games.hellas.hexes import CENTRE, centre_xy, corners, format_place
from polislab.games.hellas.state import CHANCE, plural, title
from polislab.games.hellas.summary import headline

from .scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text
from .svg import to_svg

__all__ = [
    "COLORS",
    "CONFIRM_CHOICE",
    "KEY_STEPS",
    "SIZE",
    "action_path",
    "action_paths",
    "choice_label",
    "click_hint",
    "default_marks",
    "describe",
    "event_text",
    "explain_click",
    "scene",
    "side_label",
    "svg",
    "turn_text",
    "visible_hands",
]

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 1120.0
HEIGHT = 760.0
MAP_W = 700.0  # the map's area on the left
PANEL_X = MAP_W + 16
PANEL_W = WIDTH - PANEL_X - 14
HEX = 50.0  # the largest tile radius; smaller when the map is wide

SMALL = 11.0
TEXT = 13.0
NAME = 10.5
HEAD = 16.0

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
    "light": "#f6f0dc",
    "light_edge": "#222222",
    "dark": "#3a3a3a",
    "dark_edge": "#ffffff",
    "temple": "#ffffff",
    "highlight": "#d55e00",
    "back": "#6b5b45",
    "Ares": "#D55E00",
    "Poseidon": "#0072B2",
    "Zeus": "#E69F00",
}


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: dict[str, list[str]] | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, hands: str = "both",
          show_all: bool | None = None, seen_by: str | None = None) -> Scene:
    """The state as a :class:`Scene`: the map on the left, the players and decks on the right.

    ``marks`` frames places: ``{"highlight": ["Argos", "1,-2"]}`` (a city or a place ``q,r``);
    by default the drawn tile's possible places are not marked, the attacked city is.
    ``size`` scales the picture (56, the default, draws it at its natural 1120 pixels wide);
    ``flipped`` changes nothing (a map has no side to be seen from); ``status`` False leaves
    out the line saying whose turn it is. ``hands`` says whose cards are shown face up:
    "both" (the default, a teacher's view), "light", "dark" or "none"; the cards taken in a
    burst and not yet drawn are always backs.

    ``show_all`` and ``seen_by`` are what the live widgets pass instead of ``hands`` (see
    :func:`visible_hands`): ``show_all`` True shows both hands; False shows only the hand of
    ``seen_by`` or, when it is None, of the player deciding now (none while chance draws).

    Regions: every city by name, the ships beside a city as "ships NAME", every empty place
    where a tile may go as "q,r", "panel light", "panel dark", each face-up card of a hand as
    "light card Storm" (the copies of a card share one), "stack", "drawn tile" (while a tile
    is drawn), one deck per god as "deck Ares".
    """
    if show_all is not None:
        hands = visible_hands(state, show_all, seen_by)
    if hands not in ("both", "light", "dark", "none"):
        raise ValueError("hands is 'both', 'light', 'dark' or 'none'")
    out = Scene(WIDTH, HEIGHT, title=f"Hellas, {headline(state)}",
                description=describe(state))
    out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
    _draw_map(out, state)
    _draw_panel(out, state, status, hands)
    chosen = _marks(state) if marks is None else list(marks.get("highlight", ()))
    for name in chosen:
        if name not in out.regions:
            raise ValueError(f"{name!r} is neither a city on the map nor an open place q,r")
        x, y, w, h = out.regions[name]
        out.add("marks", Rect(x - 3, y - 3, w + 6, h + 6, None, COLORS["highlight"], 3))
    k = float(size) / SIZE
    return out if k == 1 else out.scaled(k)


def svg(state: Any, marks: dict[str, list[str]] | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, hands: str = "both",
        show_all: bool | None = None, seen_by: str | None = None) -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, hands=hands,
                        show_all=show_all, seen_by=seen_by))


def visible_hands(state: Any, show_all: bool = False, seen_by: str | None = None) -> str:
    """Whose god cards a shared screen shows face up (a ``hands`` value of :func:`scene`):
    both with ``show_all``; else those of ``seen_by`` (the learner against the computer), or
    of the player deciding now; none while chance draws (seed 003 §3: "keep hands secret")."""
    if show_all:
        return "both"
    who = seen_by if seen_by is not None else _actor(state)
    return who if who in ("light", "dark") else "none"


def describe(state: Any) -> str:
    """The state in words: whose turn and what the game waits for, each player's supply,
    cities and number of cards, the stack and the decks."""
    parts = [headline(state)]
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
    parts.append("Decks: " + ", ".join(f"{g} {len(state.deck(g))} (discarded "
                                        f"{len(state.discard(g))})" for g in GODS) + ".")
    return " ".join(parts).replace("citys", "cities").replace("1 cities", "1 city")


# --- the map ---------------------------------------------------------------------------------


def _layout(state: Any) -> tuple[float, float, float]:
    """The tile radius and the pixel centre of place 0,0, so that the map fits its area."""
    places = [CENTRE, *(c.place for c in state.cities), *board.open_places(state.occupied())]
    xs = [centre_xy(p, 1)[0] for p in places]
    ys = [centre_xy(p, 1)[1] for p in places]
    span_x = max(xs) - min(xs) + 2.0
    span_y = max(ys) - min(ys) + math.sqrt(3)
    size = min(HEX, (MAP_W - 20) / span_x, (HEIGHT - 20) / span_y)
    ox = 10 + (MAP_W - 20 - span_x * size) / 2 - (min(xs) - 1.0) * size
    oy = 10 + (HEIGHT - 20 - span_y * size) / 2 - (min(ys) - math.sqrt(3) / 2) * size
    return size, ox, oy


def _draw_map(out: Scene, state: Any) -> None:
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
                                      COLORS["open"], 1.2))
        label = format_place(place)
        out.add("board", Text(cx, cy, label, SMALL, COLORS["muted"]))
        out.regions[label] = (cx - size * 0.7, cy - size * 0.7, size * 1.4, size * 1.4)
    _draw_tile(out, c.start, 0, at(CENTRE), size, None)
    cx, cy = at(CENTRE)
    out.add("pieces", *_dolphin(cx, cy, size))
    for city in state.cities:
        _draw_tile(out, c.tile(city.tile), city.rotation, at(city.place), size, city)


def _draw_tile(out: Scene, tile: Any, rotation: int, centre: Point, size: float,
               city: Any) -> None:
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
    out.add("pieces", *_tower(cx, cy, size))
    if tile.temple:
        out.add("pieces", *_temple(cx, cy - size * 0.36, size))
    plate_w = min(len(tile.name) * NAME * 0.62 + 18, size * 1.7)
    py = cy + size * 0.36
    owner = city.owner
    ink = COLORS[f"{owner}_edge"]
    out.add("pieces", Rect(cx - plate_w / 2, py - 7.5, plate_w, 15, COLORS[owner], ink, 1))
    out.add("pieces", Text(cx - plate_w / 2 + 6, py + 0.5, owner[0].upper(), 9, ink,
                           weight="bold"))
    out.add("pieces", Line(cx - plate_w / 2 + 12, py - 6, cx - plate_w / 2 + 12, py + 6, ink,
                           0.8))
    out.add("pieces", Text(cx + 6, py + 0.5, tile.name, NAME, ink, weight="bold"))
    # Greeks left of the tower, ships out on the water, each with its count
    gx = cx - size * 0.34
    out.add("pieces", *_greek(gx, cy - size * 0.04, owner, size))
    out.add("pieces", Text(gx - size * 0.15, cy - size * 0.06, str(city.greeks), SMALL,
                           COLORS["text"], anchor="end", weight="bold"))
    out.add("pieces", Text(cx, cy - size * 0.66, f"{city.place[0]},{city.place[1]}", 9.5,
                           COLORS["muted"]))
    if city.ships:
        water = [e for e in (1, 5, 0, 2, 4, 3) if o.kinds[e] == "W"] or [1]
        e = water[0]
        a, b = pts[e], pts[(e + 1) % 6]
        reach = 0.6 if e in (0, 1, 5) else 0.8  # below the centre: clear of the name plate
        mx = cx + ((a[0] + b[0]) / 2 - cx) * reach
        my = cy + ((a[1] + b[1]) / 2 - cy) * reach
        out.add("pieces", *_ship(mx, my, owner, size))
        out.add("pieces", Text(mx + size * 0.2, my - size * 0.02, str(city.ships), SMALL,
                               COLORS["text"], anchor="start", weight="bold"))
        # added before the city's own region, so that a click on the boat finds the ships
        out.regions[f"ships {tile.name}"] = (mx - size * 0.22, my - size * 0.22, size * 0.6,
                                             size * 0.3 + 4)
    out.regions[tile.name] = (cx - size * 0.8, cy - size * 0.8, size * 1.6, size * 1.6)


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


def _greek(cx: float, cy: float, owner: str, size: float) -> list[Shape]:
    k = size / 44
    fill, edge = COLORS[owner], COLORS["light_edge"] if owner == "light" else "#000000"
    return [Polygon(((cx - 5.5 * k, cy + 7 * k), (cx + 5.5 * k, cy + 7 * k),
                     (cx + 2.5 * k, cy - 1.5 * k), (cx - 2.5 * k, cy - 1.5 * k)), fill, edge, 1),
            Circle(cx, cy - 4.5 * k, 3.2 * k, fill, edge, 1)]


def _ship(cx: float, cy: float, owner: str, size: float) -> list[Shape]:
    k = size / 44
    fill, edge = COLORS[owner], COLORS["light_edge"] if owner == "light" else "#000000"
    return [Polygon(((cx - 8 * k, cy), (cx + 8 * k, cy), (cx + 5 * k, cy + 4.5 * k),
                     (cx - 5 * k, cy + 4.5 * k)), fill, edge, 1),
            Polygon(((cx, cy - 1), (cx, cy - 9 * k), (cx + 5 * k, cy - 2 * k)), fill, edge, 1)]


def _dolphin(cx: float, cy: float, size: float) -> list[Shape]:
    k = size / 44
    body = ((cx - 14 * k, cy + 4 * k), (cx - 6 * k, cy - 5 * k), (cx + 6 * k, cy - 6 * k),
            (cx + 14 * k, cy - 1 * k), (cx + 6 * k, cy + 1 * k), (cx - 4 * k, cy + 4 * k))
    return [Polygon(body, "#6f9fbf", "#3c6a88", 1),
            Polygon(((cx + 1 * k, cy - 5.5 * k), (cx + 4 * k, cy - 11 * k),
                     (cx + 6 * k, cy - 5.8 * k)), "#6f9fbf", "#3c6a88", 1),
            Text(cx, cy + 14 * k, "0,0", 9.5, COLORS["muted"])]


# --- the panel -------------------------------------------------------------------------------


def _draw_panel(out: Scene, state: Any, status: bool, hands: str) -> None:
    x, y = PANEL_X, 14.0
    if status:
        for line in textwrap.wrap(headline(state), 50)[:3]:
            out.add("pieces", Text(x, y + 8, line, TEXT, COLORS["text"], anchor="start"))
            y += 17
        y += 6
    for name in ("light", "dark"):
        y = _draw_player(out, state, name, x, y, hands) + 10
    y = _draw_decks(out, state, x, y) + 8
    _draw_turn(out, state, x, y)


def _draw_player(out: Scene, state: Any, name: str, x: float, y: float, hands: str) -> float:
    p = state.side(name)
    c = state.components
    h = 112.0
    acting = state.phase != "over" and _actor(state) == name
    out.add("board", Rect(x, y, PANEL_W, h, COLORS["panel"],
                          COLORS["highlight"] if acting else COLORS["panel_edge"],
                          2.5 if acting else 1))
    out.add("pieces", *_greek(x + 16, y + 18, name, 40))
    cities = state.cities_of(name)
    head = (f"{title(name)}: {plural(len(cities), 'city')}, "
            f"{plural(state.temples(name), 'temple')}").replace("citys", "cities")
    out.add("pieces", Text(x + 30, y + 16, head, HEAD - 2, COLORS["text"], anchor="start",
                           weight="bold"))
    out.add("pieces", Text(x + 30, y + 36, f"supply: {plural(p.greeks, 'Greek')}, "
                           f"{plural(p.ships, 'ship')}", TEXT, COLORS["text"], anchor="start"))
    show = hands in ("both", name)
    cards = list(p.cards)
    fresh = list(p.fresh)
    cx, cy = x + 10, y + 50
    w, ch = 52.0, 52.0
    for card in cards:
        god = c.card(card).god
        new = card in fresh
        if new:
            fresh.remove(card)
        left = cx
        cx = _card(out, cx, cy, w, ch, god, card if show else None, new)
        if show:  # a hidden card has no region: its name must not reach the page
            key = f"{name} card {card}"
            start = out.regions.get(key, (left, cy, 0, ch))[0]  # copies lie side by side
            out.regions[key] = (start, cy, cx - 4 - start, ch)
    for god in p.unseen:
        cx = _card(out, cx, cy, w, ch, god, None, True)
    if not cards and not p.unseen:
        out.add("pieces", Text(x + 12, cy + ch / 2, "no god cards", TEXT, COLORS["muted"],
                               anchor="start"))
    out.regions[f"panel {name}"] = (x, y, PANEL_W, h)
    return y + h


def _card(out: Scene, x: float, y: float, w: float, h: float, god: str, name: str | None,
          new: bool) -> float:
    if name is None:
        out.add("pieces", Rect(x, y, w, h, COLORS["back"], COLORS[god], 2.5))
        out.add("pieces", Text(x + w / 2, y + h / 2, god[0], HEAD, "#ffffff", weight="bold"))
    else:
        out.add("pieces", Rect(x, y, w, h, "#ffffff", COLORS[god], 2.5))
        out.add("pieces", Rect(x, y, w, 12, COLORS[god], None))
        out.add("pieces", Text(x + w / 2, y + 6.5, god, 9, "#ffffff", weight="bold"))
        words = textwrap.wrap(name, 10, break_long_words=False)[:3]
        small = 9 if max(len(line) for line in words) <= 8 else 8
        for i, line in enumerate(words):
            out.add("pieces", Text(x + w / 2, y + 22 + i * 10, line, small, COLORS["text"]))
    if new:
        out.add("pieces", Text(x + w / 2, y + h - 6, "new", 9, COLORS["highlight"],
                               weight="bold"))
    return x + w + 4


def _draw_decks(out: Scene, state: Any, x: float, y: float) -> float:
    h = 84.0
    out.add("board", Rect(x, y, PANEL_W, h, COLORS["panel"], COLORS["panel_edge"], 1))
    # the stack of tiles: three offset hexagons and the count
    for i in range(3):
        out.add("pieces", Polygon(corners(x + 40 + i * 2, y + 40 - i * 3, 22), COLORS["back"],
                                  "#ffffff", 1))
    under = f" + {len(state.bottom)} under" if state.bottom else ""
    out.add("pieces", Text(x + 42, y + 36, str(len(state.stack)), HEAD, "#ffffff",
                           weight="bold"))
    out.add("pieces", Text(x + 78, y + 24, f"stack: {plural(state.stack_size, 'tile')}",
                           TEXT, COLORS["text"], anchor="start"))
    if under:
        out.add("pieces", Text(x + 78, y + 42, under.strip(" +"), SMALL, COLORS["muted"],
                               anchor="start"))
    if state.drawn:
        out.add("pieces", Text(x + 78, y + 60, f"drawn: {state.drawn}", TEXT,
                               COLORS["highlight"], anchor="start", weight="bold"))
        out.regions["drawn tile"] = (x + 74, y + 50, 124, 22)
    out.regions["stack"] = (x, y, 198, h)  # after the drawn tile, which lies inside it
    gx = x + 200
    for i, god in enumerate(GODS):
        gy = y + 20 + i * 22
        out.regions[f"deck {god}"] = (gx - 4, gy - 11, PANEL_W - 204, 22)
        out.add("pieces", Rect(gx, gy - 8, 14, 16, COLORS[god], None))
        out.add("pieces", Text(gx + 20, gy, f"{god}: deck {len(state.deck(god))}, discard "
                               f"{len(state.discard(god))}", SMALL, COLORS["text"],
                               anchor="start"))
    return y + h


def _draw_turn(out: Scene, state: Any, x: float, y: float) -> None:
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
    for line in lines:
        for part in textwrap.wrap(line, 52):
            out.add("pieces", Text(x, y + 8, part, TEXT, COLORS["text"], anchor="start"))
            y += 17


# --- helpers ---------------------------------------------------------------------------------


def _actor(state: Any) -> str | None:
    from polislab.games.hellas.rules import actor

    who = actor(state)
    return None if who == CHANCE else who


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


# --- playing by clicks (the widgets' click protocol, in its own module) ----------------------
from .hellas_clicks import (  # noqa: E402
    CONFIRM_CHOICE,
    KEY_STEPS,
    action_path,
    action_paths,
    choice_label,
    click_hint,
    event_text,
    explain_click,
    side_label,
    turn_text,
)
