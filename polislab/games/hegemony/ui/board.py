"""How a *Polis: Fight for the Hegemony* state looks: a schematic map with both sides at a
glance and a key (the default view), or the player boards and the market chart in full
(``view="boards"``).

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The map view, top to bottom: the round track (3, 4, 5α, 5β with their capacities, the current
round in yellow) with whose turn it is, the round's event card and any decision the game waits
for; the map, with the 12 land territories as stone boxes and the 5 seas as pale blue boxes
with cut corners, placed by hand roughly as on the board in six columns (the Ionian sea and
Sikelia west, Makedonia north, Attika east of Boiotia and Megaris, Lakedaimon south in the
Peloponnese, Ionia across the Aegean), thin lines joining neighbours, the foreign markets
beside their seas and the trade ports; under it a row per side (whose turn, Prestige,
resources) and the key, which names every symbol and number on the map. While a battle is
fought its panel covers the bottom corner away from the battle (its hands face up or as card
backs: see :func:`visible_hands`). The map view is 1400 x 966 and made to be shown at 840 x 580
(a tutorial player's board box at 1366 x 768): no text in it is under 20 px, so none is under
12 px there. The boards view is 840 x 580 with text of 12 px and more. What the widgets need to
play the game by clicks (which places offer which actions, the keyboard cursor, the words of
the side panel) is in :mod:`.clicks`, and both meet in the game's interface
(:data:`polislab.games.hegemony.ui.INTERFACE`).

The look is made for a classroom projector and for colour-blind readers: Athens is the
Okabe-Ito blue and Sparta the vermillion, *and* their pieces differ in shape (Athens
diamonds, Sparta circles, marked A and S where they are large enough; a neutral polis has a
grey ring). Every number below is presentation, not game data: the layout table
(:data:`LAYOUT`) is where the map's boxes stand, nothing more.

This module reads a state only through its public fields and methods (``round``, ``phase``,
``sides``, ``polis()``, ``territory()``, ``market``, ``pending``...) and the component data,
and never changes it.

>>> from polislab.games.hegemony import engine
>>> state = engine.initial_state(3)
>>> picture = scene(state)
>>> picture.width, picture.height
(1400.0, 966.0)
>>> picture.region_at(*picture.center_of("Athenai")), picture.region_at(1040, 450)
('Athenai', 'Kyklades')
>>> boards = scene(state, view="boards")
>>> (boards.width, boards.height), "market metal" in boards.regions
((840.0, 580.0), True)
>>> describe(state)[:72]
'Round 3 (capacity 3), action phase: Sparta to act, 0 of 2 actions taken.'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="960"')  # shown scaled
True
"""

from __future__ import annotations

import functools
import itertools
import math
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.games.hegemony.components import COMPONENTS, GOODS, RESOURCES, SIDES
from polislab.games.hegemony.state import CARD_DRAW, other, side_title
from polislab.games.hegemony.summary import summary
from polislab.render.scene import (
    Circle,
    Line,
    Point,
    Polygon,
    Rect,
    Scene,
    Shape,
    Text,
    transformed,
    zoomed,
)
from polislab.render.svg import to_svg

__all__ = [
    "COLORS",
    "LAYOUT",
    "LEGEND",
    "MARK_KINDS",
    "ROUTES",
    "SIZE",
    "adjacency_paths",
    "default_marks",
    "describe",
    "scene",
    "svg",
    "territory_box",
    "visible_hands",
]

Box = tuple[float, float, float, float]  # x, y, width, height

# --- the picture's frame ---------------------------------------------------------------------
#
# Two views. The map view (the default) is 1400 x 966: shown in the tutorial player's 840 x 580
# box it is drawn at 0.6, so no text is under 20 px here (12 px there). The boards view (the
# player boards and the market chart) is drawn at 840 x 580 itself, its text 12 px or more.

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
VIEWS = ("map", "boards")  #: what ``scene(view=...)`` can show
WIDTH = 1400.0  #: natural width of the map view, in pixels
HEIGHT = 966.0  #: natural height of the map view
MARGIN = 14.0

BAND_H = 100.0  # the top band: round track, whose turn, event, pending decision
MAP_Y = BAND_H + 6  # the map's top edge on the canvas
MAP_H = 690.0  # the map's height
STRIP_Y = MAP_Y + MAP_H + 8  # the strip under the map: both sides, and the key
PANEL_Y = STRIP_Y  # (the map ends where the strip begins)
STRIP_H = HEIGHT - STRIP_Y - MARGIN
SIDE_W = 600.0  # a side's row in the strip
BOARDS_W, BOARDS_H = 840.0, 580.0  #: natural size of the boards view

# Font sizes (px) of the map view: nothing smaller than SMALL, 12 px when fitted to 840 wide.
SMALL = 20.0
TEXT = 21.0
NAME = 21.0
HEAD = 24.0
BIG = 28.0

# --- the map's boxes -------------------------------------------------------------------------

BOX_W = 212.0  # every box on the map: territories, foreign markets, trade ports
BOX_HEAD = 32.0  # a box's name row
POLIS_ROW = 54.0  # one polis: name line and details line
UNITS_ROW = 34.0  # the units of both sides
BOX_PAD = 4.0
SHIPLOAD_ROW = 27.0  # one shipload space of a foreign market
PORT_H = 92.0
CHAMFER = 14.0  # the cut corners of a sea
ICON = 1.6  # the symbols (towers, temples, figures, boats) drawn this much larger

COLUMNS = tuple(MARGIN + i * 230.0 for i in range(6))  # the map's six columns (left edges)

#: Where each territory's box stands: its top-left corner in map coordinates (x from the
#: canvas's left edge, y from the map's top edge). Heights follow from the poleis it holds.
LAYOUT: dict[str, tuple[float, float]] = {
    "Akarnania": (COLUMNS[0], 160),
    "Ionio Pelagos": (COLUMNS[0], 300),
    "Sikelia": (COLUMNS[0], 436),
    "Makedonia": (COLUMNS[1], 0),
    "Thessalia": (COLUMNS[1], 196),
    "Achaia": (COLUMNS[1], 346),
    "Messenia": (COLUMNS[1], 440),
    "Boiotia": (COLUMNS[2], 80),
    "Megaris": (COLUMNS[2], 220),
    "Arkadia": (COLUMNS[2], 360),
    "Lakedaimon": (COLUMNS[2], 500),
    "Attika": (COLUMNS[3], 110),
    "Myrtöo Pelagos": (COLUMNS[3], 540),
    "Thrakiko Pelagos": (COLUMNS[4], 160),
    "Kyklades": (COLUMNS[4], 310),
    "Ionia": (COLUMNS[5], 168),
    "Noties Sporades": (COLUMNS[5], 368),
}

#: Neighbours whose straight line would pass behind another box go round it, through these
#: waypoints (map coordinates): the north Aegean above Boiotia and Attika, the gulf of Korinth
#: north of Achaia, and the sea route south of the Peloponnese.
ROUTES: dict[frozenset[str], tuple[Point, ...]] = {
    frozenset({"Makedonia", "Thrakiko Pelagos"}): (
        (COLUMNS[2] + 106, 42), (COLUMNS[4] - 9, 42), (COLUMNS[4] - 9, 200)),
    frozenset({"Megaris", "Ionio Pelagos"}): ((COLUMNS[2] - 9, 333), (COLUMNS[1] - 9, 333)),
    frozenset({"Myrtöo Pelagos", "Ionio Pelagos"}): (
        (COLUMNS[3] + 106, 684), (COLUMNS[1] - 9, 684), (COLUMNS[1] - 9, 400)),
    frozenset({"Attika", "Kyklades"}): ((COLUMNS[4] - 9, 320),),
    frozenset({"Thrakiko Pelagos", "Noties Sporades"}): (
        (COLUMNS[5] - 9, 230), (COLUMNS[5] - 9, 400)),
    frozenset({"Noties Sporades", "Myrtöo Pelagos"}): (
        (COLUMNS[5] - 9, 450), (COLUMNS[4] - 9, 450)),
}

#: A foreign market's line to its sea, where a straight one would pass behind another box.
MARKET_ROUTES: dict[str, tuple[Point, ...]] = {
    "Illyria": ((COLUMNS[1] - 9, 120), (COLUMNS[1] - 9, 380)),
}

#: Where each foreign market's box stands (map coordinates), beside the sea it opens onto.
MARKET_LAYOUT: dict[str, tuple[float, float]] = {
    "Illyria": (COLUMNS[0], 0),
    "Thraki": (COLUMNS[4], 0),
    "Pontos Euxeinos": (COLUMNS[5], 0),
    "Aegyptus": (COLUMNS[4], 490),
    "Persia": (COLUMNS[5], 490),
}

#: Where the market's values stand (map coordinates): the south-west corner.
MARKET_VALUES_AT: Point = (COLUMNS[0], 620)

#: Where each side's trade port stands (map coordinates).
PORT_LAYOUT: dict[str, tuple[float, float]] = {
    "athens": (COLUMNS[3], 360),
    "sparta": (COLUMNS[1], 584),
}

# --- colours (Okabe & Ito, "Color Universal Design", 2002, for the sides and marks) ----------

COLORS: dict[str, str] = {
    "background": "#FBFAF7",
    "land": "#EEE8DC",  # pale marble
    "land_edge": "#5B5040",
    "sea": "#DCEBF2",  # pale water
    "sea_edge": "#4A6B7A",
    "link": "#8A7F6E",  # a line between neighbours
    "panel": "#FFFFFF",
    "panel_edge": "#5B5040",
    "label": "#3D352A",
    "muted": "#6B6256",
    "athens": "#0072B2",  # Okabe-Ito blue
    "athens_edge": "#00405F",
    "athens_tint": "#E3F0F8",
    "sparta": "#AD4E00",  # Okabe-Ito vermillion, darkened: 5.4:1 with white (WCAG 1.4.3)
    "sparta_edge": "#7A3500",
    "sparta_tint": "#FAE9DC",
    "neutral": "#767676",  # 4.5:1 on white
    "letter": "#FFFFFF",
    "now": "#F0E442",  # Okabe-Ito yellow: the current round, a pending decision, highlights
    "now_edge": "#3D352A",
    "star": "#F0E442",
    "tower": "#6B6256",
    "temple": "#3D352A",
    "tribute": "#E8D9A8",  # the tribute box a disc sits on
    "marker": "#1A1A1A",  # a market marker
    "cell": "#F4F1EA",
    "cell_alt": "#E6E0D3",
}

#: What the symbols mean, in words; ends every scene's description.
LEGEND = (
    "Key: Athens pieces are blue diamonds and Sparta pieces vermillion circles; a grey ring is "
    "a neutral polis; a yellow star marks a capital; numbers such as 2/3 beside a polis are its "
    "population and maximum population; the tower and its number give a polis's "
    "fortification; a dark temple is a completed project and an open one a project underway; "
    "a white shape marked P is a proxenos; a figure and its number count hoplites and a boat "
    "and its number galleys; a disc on a pale box is tribute collected there; a row such as "
    "'wood → wheat 3' is a shipload space of a foreign market (give wood, get wheat), and a "
    "disc on it a merchant there; a yellow frame marks a battle due or the place of a pending "
    "decision."
)

#: The kinds of marks ``scene`` accepts, and what each holds.
MARK_KINDS: dict[str, str] = {
    "highlight": "territories, poleis, foreign markets, market-chart rows ('market wine'), "
                 "boards ('board athens'), 'decision' or 'battle' to frame in yellow (by "
                 "default: the battle being fought, the battles due and the place of a pending "
                 "decision)",
}

Marks = Mapping[str, Sequence[Any]]


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: Marks | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, show_all: bool = False,
          seen_by: str | None = None, view: str = "map") -> Scene:
    """The state as a :class:`Scene`: the map (``view="map"``, the default) or the player
    boards and the market chart (``view="boards"``).

    The map view: the round track, whose turn it is and the event on top; the map; under it
    a row per side (Prestige, resources, whose turn) and the key. The boards view: both player
    boards in full (supply, merchants, poleis, proxenos, projects) and the market chart with
    the projects on offer.

    ``marks`` replaces the default marks (:func:`default_marks`: battles due and the place of a
    pending decision framed); pass ``{}`` for none. ``size`` scales the picture like the hopping
    board's square side: 56 (the default) draws it at its natural size (the map 1400 x 966,
    made to be shown at 840 x 580; the boards 840 x 580). A map has no side to see it from, so
    ``flipped`` changes nothing (it is accepted so that the widgets can draw every game's
    board alike); ``status`` False leaves out the line saying whose turn it is (a widget
    shows it elsewhere).

    Hidden information: during a battle only one hand of combat cards is face up, the hand of
    ``seen_by`` ("athens" or "sparta"), or by default of the side to decide now; the other is
    drawn as card backs, and neither while a card is being drawn. ``show_all=True`` shows
    both hands (a tutorial, or a teacher's screen).

    Regions of the map view: every territory, polis and foreign market by name; ``"trade port
    athens"``, ``"board athens"`` (a side's row under the map; Sparta's too), ``"round 3"``
    (one per round of the track), ``"decision"`` (the top band, where a pending decision is
    shown), and during a battle ``"battle"`` (its panel), ``"hand athens"``, ``"hand
    sparta"``, ``"combat deck"`` and one per card of a face-up hand (``"athens card Phalanx
    2"``). Of the boards view: ``"board athens"``, ``"board sparta"``, ``"market chart"`` and
    ``"market metal"`` (one per good).
    """
    if view not in VIEWS:
        raise ValueError(f"view is one of {', '.join(map(repr, VIEWS))}, not {view!r}")
    chosen = _check_marks(default_marks(state) if marks is None else marks)
    shown = visible_hands(state, show_all, seen_by)
    description = describe(state) + _hands_text(state, shown)
    if marks is not None and chosen["highlight"]:
        description += f" Marked: {', '.join(chosen['highlight'])}."
    title = f"Polis: Fight for the Hegemony, {_headline(state)}"
    if view == "boards":
        out = Scene(BOARDS_W, BOARDS_H, title=f"{title} (player boards and market)",
                    description=description)
        _draw_boards_view(out, state)
    else:
        out = Scene(WIDTH, HEIGHT, title=title, description=f"{description} {LEGEND}")
        out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
        _draw_band(out, state, status)
        _draw_map(out, state)
        for row, side in enumerate(SIDES):
            _draw_side_row(out, state, side, STRIP_Y + row * (STRIP_H + 6) / 2)
        _draw_legend(out)
        if state.battle is not None:
            _draw_battle(out, state, shown)
    for name in chosen["highlight"]:
        if name in out.regions:  # "battle" and the like exist only at times
            out.add("marks", *_frame(out.regions[name]))
    scale = float(size) / SIZE
    return out if scale == 1 else out.scaled(scale)


def svg(state: Any, marks: Marks | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, show_all: bool = False,
        seen_by: str | None = None, view: str = "map") -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, show_all=show_all,
                        seen_by=seen_by, view=view))


def visible_hands(state: Any, show_all: bool = False,
                  seen_by: str | None = None) -> tuple[str, ...]:
    """The sides whose battle hand is drawn face up: both with ``show_all``, else ``seen_by``'s,
    else the hand of the side that decides now (none while a card is drawn: chance decides)."""
    if show_all:
        return SIDES
    if seen_by is not None:
        if seen_by not in SIDES:
            raise ValueError(f"seen_by is 'athens', 'sparta' or None, not {seen_by!r}")
        return (seen_by,)
    pending = state.pending
    if pending is not None:
        return (pending.actor,) if pending.actor in SIDES else ()
    return (state.player,) if state.phase == "actions" else ()


def default_marks(state: Any) -> dict[str, list[str]]:
    """The places framed by default: territories where a battle is due, and the polis,
    territory, foreign market or market-chart row a pending decision is about."""
    places = list(state.battles)
    if state.battle is not None:
        places.insert(0, state.battle.territory)
    if state.pending is not None:
        wanted = [state.pending.get(key) for key in ("polis", "territory", "market")]
        good = state.pending.get("good")
        if isinstance(good, str):
            wanted.append(f"market {good}")
        for where in wanted:
            if isinstance(where, str) and where in _mark_names() and where not in places:
                places.append(where)
    return {"highlight": places}


def describe(state: Any) -> str:
    """The state in words, for screen readers and for printing: the round, whose turn, the
    event, each side's Prestige, resources, supply and pieces, the market and any pending
    decision (:func:`~polislab.games.hegemony.summary.summary`), then what only the map shows:
    neutral poleis, projects completed, tribute collected, merchants at markets, captured
    proxenoi."""
    parts = [_sentence(line[2].upper() + line[3:] if line.startswith("  ") else line)
             for line in summary(state).splitlines()]
    neutral = [f"{p.name} {p.population}" for p in state.poleis if p.owner is None]
    if neutral:
        parts.append(f"Neutral poleis: {', '.join(neutral)}.")
    done = [f"{project} in {p.name}" for p in state.poleis for project in p.completed]
    if done:
        parts.append(f"Projects completed: {', '.join(done)}.")
    if state.tribute_discs:
        parts.append("Tribute collected: " + ", ".join(
            f"{side_title(d.side)} in {d.territory}" for d in state.tribute_discs) + ".")
    if state.merchants_at_markets:
        parts.append("Merchants at markets: " + ", ".join(
            f"{side_title(m.side)} at {m.market} (space {m.shipload + 1})"
            for m in state.merchants_at_markets) + ".")
    for side in state.sides:
        if side.proxenos is None:
            parts.append(f"{side_title(side.name)}'s proxenos is captured, held by "
                         f"{side_title(other(side.name))}.")
    return " ".join(parts)


@functools.cache
def territory_box(name: str) -> Box:
    """Where the box of the territory ``name`` is drawn at natural size: (x, y, w, h)."""
    x, y = LAYOUT[name]
    height = BOX_HEAD + len(COMPONENTS.poleis_in(name)) * POLIS_ROW + UNITS_ROW + BOX_PAD
    return (x, MAP_Y + y, BOX_W, height)


@functools.cache
def market_box(name: str) -> Box:
    """Where the foreign market ``name`` is drawn at natural size."""
    x, y = MARKET_LAYOUT[name]
    rows = len(COMPONENTS.market(name).shiploads)
    return (x, MAP_Y + y, BOX_W, BOX_HEAD + rows * SHIPLOAD_ROW + BOX_PAD)


def port_box(side: str) -> Box:
    """Where ``side``'s trade port is drawn at natural size."""
    x, y = PORT_LAYOUT[side]
    return (x, MAP_Y + y, BOX_W, PORT_H)


@functools.cache
def adjacency_paths() -> tuple[tuple[str, str, tuple[Point, ...]], ...]:
    """Every line the map draws, as (a, b, points from a's centre to b's centre): one per pair
    of neighbouring territories (through :data:`ROUTES`' waypoints where given), and one from
    each foreign market to its sea."""
    paths = []
    for territory in COMPONENTS.territories:
        for neighbour in territory.neighbours:
            if territory.name < neighbour:
                via = ROUTES.get(frozenset({territory.name, neighbour}), ())
                points = [_centre(territory_box(territory.name)),
                          *((x, MAP_Y + y) for x, y in _ordered(via, territory.name, neighbour)),
                          _centre(territory_box(neighbour))]
                paths.append((territory.name, neighbour, tuple(points)))
    for market in COMPONENTS.markets:
        via = tuple((x, MAP_Y + y) for x, y in MARKET_ROUTES.get(market.name, ()))
        paths.append((market.name, market.sea,
                      (_centre(market_box(market.name)), *via,
                       _centre(territory_box(market.sea)))))
    return tuple(paths)


# --- helpers: the state ----------------------------------------------------------------------


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", ".)")) else text + "."


def _outcome(state: Any) -> str:
    return "a draw" if state.result == "draw" else f"{side_title(state.result)} has won"


def _headline(state: Any) -> str:
    if state.phase == "game_over":
        return f"round {state.round}, game over: {_outcome(state)}"
    if state.pending is not None:
        return f"round {state.round}, waiting for {state.pending.describe()}"
    if state.phase == "actions":
        return f"round {state.round}, {side_title(state.player)} to act"
    return f"round {state.round}, end of the round"


def _status(state: Any) -> str:
    """Whose turn it is and what the phase is, in one line."""
    if state.phase == "game_over":
        return f"Game over: {_outcome(state)}."
    if state.phase == "actions":
        taken = len(state.actions_taken)
        total = COMPONENTS.round_track.actions_per_turn
        text = (f"{side_title(state.player)} to act: action phase, {taken} of {total} actions "
                "taken")
        if state.passed:
            text += f"; {side_title(state.passed[0])} has passed"
        return text + "."
    return "End of the round: both players have passed."


def _event_text(state: Any) -> str:
    """The round's event card and what it does: 'Event card "Philopersians": Each ...'; the
    blank card says so plainly."""
    if state.event is None:
        return "Event card: not drawn yet."
    card = next((c for c in COMPONENTS.event_deck(state.round).cards if c.name == state.event),
                None)
    if card is not None and not card.effects and state.event == "No Event":
        return "Event card: none this round (a blank card was drawn)."
    effect = card.effect if card is not None else None
    return f'Event card "{state.event}"' + (f": {effect}" if effect else ".")


_DETAIL_ORDER = ("side", "polis", "territory", "market", "good", "direction")


def _pending_text(state: Any) -> str:
    """"Waiting for a roll of 1d4 (siege): side Athens, polis Thebai": the decision and its
    details, who and where first."""
    pending = state.pending
    if pending.kind == CARD_DRAW or pending.kind.startswith("event"):
        return f"Waiting for {pending.describe()}"  # the sentence says it all
    data = dict(pending.data)
    if data.get("take") == "only":  # one die, nothing to take: not worth saying
        del data["take"]
    keys = sorted(data, key=lambda k: (_DETAIL_ORDER.index(k) if k in _DETAIL_ORDER
                                       else len(_DETAIL_ORDER), k))
    details = ", ".join(f"{key} {_plain(data[key])}" for key in keys)
    return f"Waiting for {pending.describe()}" + (f": {details}" if details else "")


def _plain(value: Any) -> str:
    if isinstance(value, str):
        return side_title(value) if value in SIDES else value
    if isinstance(value, (list, tuple)):
        return " ".join(_plain(v) for v in value)
    return str(value)


@functools.lru_cache(maxsize=1)
def _mark_names() -> frozenset[str]:
    return frozenset([*LAYOUT, *(p.name for p in COMPONENTS.poleis),
                      *(m.name for m in COMPONENTS.markets), *(f"market {g}" for g in GOODS),
                      *(f"{place} {side}" for place in ("board", "trade port", "hand")
                        for side in SIDES),
                      *(f"{side} card {card.name}" for side in SIDES
                        for card in COMPONENTS.combat_cards),
                      "market chart", "decision", "battle", "combat deck"])


def _check_marks(marks: Marks) -> dict[str, list[str]]:
    unknown = set(marks) - set(MARK_KINDS)
    if unknown:
        raise ValueError(
            f"unknown mark kind(s) {', '.join(sorted(unknown))}; use {', '.join(MARK_KINDS)}")
    places = list(marks.get("highlight", ()))
    for place in places:
        if not isinstance(place, str) or place not in _mark_names():
            raise ValueError(f"{place!r} is not a territory, polis or foreign market of the "
                             "Hegemony map, nor a market-chart row ('market metal'), a board "
                             "('board athens'), 'decision' or 'battle'")
    return {"highlight": places}


# --- helpers: geometry -----------------------------------------------------------------------


def _centre(box: Box) -> Point:
    x, y, w, h = box
    return (x + w / 2, y + h / 2)


def _ordered(via: tuple[Point, ...], a: str, b: str) -> tuple[Point, ...]:
    """The waypoints in the order that leads from ``a``'s box to ``b``'s."""
    if len(via) < 2:
        return via
    ax, ay = _centre(territory_box(a))
    first, last = via[0], via[-1]
    near_first = math.hypot(first[0] - ax, first[1] + MAP_Y - ay)
    near_last = math.hypot(last[0] - ax, last[1] + MAP_Y - ay)
    return via if near_first <= near_last else tuple(reversed(via))


CHAR_W = 0.56  # average character width of DejaVu Sans, a wide face, in ems (a little over)
CHAR_W_BOLD = 0.64


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """An estimate, on the generous side, of the drawn width of ``text``."""
    return len(text) * size * (CHAR_W_BOLD if bold else CHAR_W)


def _fit(text: str, size: float, width: float, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if it would not fit in ``width`` pixels."""
    if _text_width(text, size, bold) <= width:
        return text
    keep = max(1, int(width / (size * (CHAR_W_BOLD if bold else CHAR_W))) - 1)
    return text[:keep].rstrip(" ,;") + "…"


def _wrap(text: str, size: float, width: float, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines of at most ``width`` pixels (the last one cut)."""
    chars = max(8, int(width / (size * CHAR_W)))
    wrapped = textwrap.wrap(text, chars) or [""]
    if len(wrapped) > lines:
        wrapped = [*wrapped[:lines - 1], _fit(" ".join(wrapped[lines - 1:]), size, width)]
    return wrapped


# --- helpers: symbols ------------------------------------------------------------------------


def _side_mark(cx: float, cy: float, side: str | None, r: float = 8.0,
               letter: bool = True) -> list[Shape]:
    """A side's piece: a blue diamond marked A, a vermillion circle marked S, or (None) the
    grey ring of a neutral polis."""
    if side is None:
        return [Circle(cx, cy, r - 1, COLORS["panel"], COLORS["neutral"], r / 3)]
    shapes: list[Shape]
    if side == "athens":
        d = r * 1.25
        shapes = [Polygon(((cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)),
                          COLORS["athens"], COLORS["athens_edge"], 1.2)]
    else:
        shapes = [Circle(cx, cy, r, COLORS["sparta"], COLORS["sparta_edge"], 1.2)]
    if letter and r * 1.2 >= SMALL:  # a letter too small to read is left out: the shape tells
        shapes.append(Text(cx, cy + 0.5, "A" if side == "athens" else "S", r * 1.2,
                           COLORS["letter"], weight="bold"))
    return shapes


def _proxenos(cx: float, cy: float, side: str, k: float = ICON) -> list[Shape]:
    """A proxenos: the side's shape in white with a thick side-coloured edge, marked P."""
    r = 8.0
    colour = COLORS[side]
    if side == "athens":
        d = r * 1.3
        body: Shape = Polygon(((cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)),
                              COLORS["panel"], colour, 2.5)
    else:
        body = Circle(cx, cy, r, COLORS["panel"], colour, 2.5)
    return zoomed([body, Text(cx, cy + 0.5, "P", 12.5, colour, weight="bold")], k, cx, cy)


def _hoplite(cx: float, cy: float, side: str, k: float = ICON) -> list[Shape]:
    """A standing figure: head and body."""
    fill, edge = COLORS[side], COLORS[f"{side}_edge"]
    return zoomed([Polygon(((cx - 5.5, cy + 7), (cx + 5.5, cy + 7), (cx + 2.5, cy - 1.5),
                            (cx - 2.5, cy - 1.5)), fill, edge, 1),
                   Circle(cx, cy - 4.5, 3.2, fill, edge, 1)], k, cx, cy)


def _galley(cx: float, cy: float, side: str, k: float = ICON) -> list[Shape]:
    """A boat: hull and sail."""
    fill, edge = COLORS[side], COLORS[f"{side}_edge"]
    return zoomed([Polygon(((cx - 1, cy - 8), (cx - 1, cy), (cx + 6, cy)), fill, edge, 1),
                   Polygon(((cx - 9, cy + 1), (cx + 9, cy + 1), (cx + 5, cy + 6),
                            (cx - 6, cy + 6)), fill, edge, 1)], k, cx, cy)


def _star(cx: float, cy: float, r: float = 7.0 * ICON) -> Polygon:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), COLORS["star"], COLORS["now_edge"], 1)


def _tower(x: float, cy: float, k: float = ICON) -> list[Shape]:
    """A small crenellated tower, ``10 * k`` px wide, its left edge at ``x``."""
    top, bottom = cy - 6, cy + 6
    return zoomed([Polygon(((x, bottom), (x, top), (x + 2.5, top), (x + 2.5, top + 2.5),
                            (x + 3.8, top + 2.5), (x + 3.8, top), (x + 6.2, top),
                            (x + 6.2, top + 2.5), (x + 7.5, top + 2.5), (x + 7.5, top),
                            (x + 10, top), (x + 10, bottom)), COLORS["tower"])], k, x, cy)


def _temple(x: float, cy: float, built: bool, k: float = ICON) -> list[Shape]:
    """A temple ``14 * k`` px wide: dark when completed, open (outline only) while being
    built."""
    colour = COLORS["temple"]
    fill = colour if built else None
    return zoomed([Polygon(((x, cy - 2), (x + 7, cy - 7), (x + 14, cy - 2)), fill, colour, 1.2),
                   Rect(x + 1.5, cy - 1, 2.2, 6, fill, colour, 0.8),
                   Rect(x + 5.9, cy - 1, 2.2, 6, fill, colour, 0.8),
                   Rect(x + 10.3, cy - 1, 2.2, 6, fill, colour, 0.8),
                   Rect(x, cy + 5.2, 14, 1.8, colour)], k, x, cy)


def _sea_shape(box: Box, fill: str, edge: str, width: float = 1.5) -> Polygon:
    x, y, w, h = box
    c = CHAMFER
    return Polygon(((x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
                    (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)),
                   fill, edge, width)


def _frame(box: Box) -> list[Shape]:
    """A yellow highlight frame on the edge of ``box``, with a dark edge so it shows on any
    fill; it reaches only 4 px outside, so it covers no neighbouring text."""
    x, y, w, h = box
    return [Rect(x, y, w, h, None, COLORS["now_edge"], 8),
            Rect(x, y, w, h, None, COLORS["now"], 5)]


# --- drawing: the top band -------------------------------------------------------------------

ROUND_W, ROUND_H = 96.0, 86.0  # a round of the round track


def _draw_band(out: Scene, state: Any, status: bool) -> None:
    track = COMPONENTS.round_track
    x, y, w, h = MARGIN, 7.0, ROUND_W, ROUND_H
    current = track.names.index(state.round)
    for index, entry in enumerate(track.rounds):
        box = (x + index * (w + 8), y, w, h)
        out.regions[f"round {entry.name}"] = box
        now = index == current
        fill = COLORS["now"] if now else COLORS["panel"]
        edge_w = 4.5 if now else 1.5
        layer = "pieces" if now else "board"
        ink = COLORS["muted"] if index < current else COLORS["label"]  # past rounds paler
        out.add(layer, Rect(*box, fill, COLORS["now_edge"], edge_w),
                Text(box[0] + w / 2, y + 24, entry.name, BIG, ink, weight="bold"),
                Text(box[0] + w / 2, y + 52, "capacity", SMALL, ink),
                Text(box[0] + w / 2, y + 73, str(entry.capacity), SMALL, ink, weight="bold"))
    left = MARGIN + 4 * (w + 8) + 12
    width = WIDTH - MARGIN - left
    out.regions["decision"] = (left - 6, 0, width + 6, BAND_H)  # a click here lists the answers
    line_y = 20.0
    if status:
        mover = state.player if state.phase == "actions" and state.pending is None else None
        text_x = left
        if mover is not None:
            out.add("pieces", *_side_mark(left + 11, line_y, mover, 10))
            text_x = left + 30
        out.add("pieces", Text(text_x, line_y, _fit(_status(state), HEAD, width - 30, True),
                               HEAD, COLORS["label"], "start", "bold"))
        line_y += 30
    lines = 1 if state.pending is not None or status else 2
    for line in _wrap(_event_text(state), TEXT, width, lines):
        out.add("pieces", Text(left, line_y, line, TEXT, COLORS["label"], "start"))
        line_y += 26
    if state.pending is not None:
        text = _fit(_pending_text(state), TEXT, width - 20, True)
        box_w = min(width, _text_width(text, TEXT, True) + 20)
        top = max(line_y - 14, 66.0)
        out.add("pieces", Rect(left, top, box_w, 30, COLORS["now"], COLORS["now_edge"], 1.5),
                Text(left + 10, top + 15, text, TEXT, COLORS["label"], "start", "bold"))


# --- drawing: the map ------------------------------------------------------------------------


def _draw_map(out: Scene, state: Any) -> None:
    for _, _, points in adjacency_paths():
        for (x1, y1), (x2, y2) in itertools.pairwise(points):
            out.add("board", Line(x1, y1, x2, y2, COLORS["link"], 2.4))
    for territory in COMPONENTS.territories:
        _draw_territory(out, state, territory)
    for market in COMPONENTS.markets:
        _draw_foreign_market(out, state, market)
    for side in SIDES:
        _draw_port(out, state, side)
    _draw_market_values(out, state)


def _draw_market_values(out: Scene, state: Any) -> None:
    """The value under each good's marker this round, two goods a line (the chart itself is
    on the boards view); each good is the region "market metal" and so on."""
    x, y = MARKET_VALUES_AT[0], MAP_Y + MARKET_VALUES_AT[1]
    w, h = BOX_W, MAP_H - MARKET_VALUES_AT[1]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5),
            Text(x + 10, y + 13, "Market values", SMALL, COLORS["label"], "start", "bold"))
    values = COMPONENTS.market_chart.band(state.round).values
    for i, (good, space) in enumerate(zip(GOODS, state.market, strict=True)):
        gx, gy = x + 4 + (i % 2) * (w - 8) / 2, y + 24 + (i // 2) * 22
        out.regions[f"market {good}"] = (gx, gy, (w - 8) / 2, 22)
        out.add("board", Text(gx + 6, gy + 11, good, SMALL, COLORS["muted"], "start"))
        out.add("pieces", Text(gx + (w - 8) / 2 - 6, gy + 11, str(values[space]), TEXT,
                               COLORS["label"], "end", "bold"))
    out.regions["market chart"] = (x, y, w, h)


def _draw_territory(out: Scene, state: Any, territory: Any) -> None:
    box = territory_box(territory.name)
    x, y, w, h = box
    if territory.is_sea:
        out.add("board", _sea_shape(box, COLORS["sea"], COLORS["sea_edge"], 2))
    else:
        out.add("board", Rect(*box, COLORS["land"], COLORS["land_edge"], 2))
    out.add("board", Text(x + 10, y + 17, territory.name, NAME, COLORS["label"], "start",
                          "bold"))
    if territory.is_land:
        discs = [d.side for d in state.tribute_discs if d.territory == territory.name]
        for i, side in enumerate(discs):
            tx = x + w - 20 - i * 30
            out.add("pieces", Rect(tx - 13, y + 4, 26, 26, COLORS["tribute"], COLORS["label"],
                                   1.2),
                    *_side_mark(tx, y + 17, side, 8.5))
    for i, polis in enumerate(COMPONENTS.poleis_in(territory.name)):
        row = (x + 2, y + BOX_HEAD + i * POLIS_ROW, w - 4, POLIS_ROW)
        out.regions[polis.name] = row
        _draw_polis(out, state, polis, row)
    _draw_units(out, state, territory.name, (x, y + h - UNITS_ROW - BOX_PAD, w, UNITS_ROW))
    out.regions[territory.name] = box


def _draw_polis(out: Scene, state: Any, info: Any, row: Box) -> None:
    """Line 1: the owner's mark, the name, population/maximum; line 2: the fortification, a
    star for a capital, projects completed and being built, a proxenos standing here."""
    x, y, w, _ = row
    polis = state.polis(info.name)
    top, bottom = y + 14, y + 40
    out.add("pieces", *_side_mark(x + 15, top, polis.owner, 9.5))
    out.add("board", Text(x + 32, top, info.name, TEXT, COLORS["label"], "start",
                          "bold" if info.is_capital else "normal"))
    out.add("pieces", Text(x + w - 6, top, f"{polis.population}/{info.max_population}", TEXT,
                           COLORS["label"], "end", "bold"))
    out.add("board", *_tower(x + 32, bottom),
            Text(x + 52, bottom, str(info.fortification), SMALL, COLORS["label"], "start"))
    cursor = x + 76
    if info.is_capital:
        out.add("board", _star(cursor + 11, bottom - 1))
        cursor += 30
    if polis.completed:
        out.add("pieces", *_temple(cursor, bottom - 1, True))
        cursor += 26
        if len(polis.completed) > 1:
            out.add("pieces", Text(cursor, bottom, f"×{len(polis.completed)}", SMALL,
                                   COLORS["label"], "start"))
            cursor += 30
    if polis.project:
        out.add("pieces", *_temple(cursor, bottom - 1, False))
    here = [s.name for s in state.sides if s.proxenos == info.name]
    for i, side in enumerate(here):
        out.add("pieces", *_proxenos(x + w - 18 - i * 32, bottom, side))


def _draw_units(out: Scene, state: Any, territory: str, row: Box) -> None:
    """One chip per side with units here: the side's mark, then a count per kind of unit."""
    x, y, w, h = row
    cy = y + h / 2
    chips = []
    for side in SIDES:
        units = state.units(territory, side)
        kinds = [(kind, n) for kind, n in (("hoplite", units.hoplites),
                                           ("galley", units.galleys)) if n]
        if kinds:
            chips.append((side, kinds))
    # A count per kind takes 54 px; squeeze them if a territory holds an unusual mix (the
    # rules keep hoplites on land and galleys at sea, so a row rarely needs more than one).
    counts = sum(len(kinds) for _, kinds in chips)
    step = min(54.0, (w - 16 - len(chips) * 36) / counts) if counts else 54.0
    cursor = x + 8
    for side, kinds in chips:
        chip_w = 30 + step * len(kinds)
        out.add("pieces", Rect(cursor, cy - 14, chip_w, 28, COLORS[f"{side}_tint"],
                               COLORS[side], 1.5),
                *_side_mark(cursor + 13, cy, side, 8.5))
        at = cursor + 30
        for kind, count in kinds:
            icon = _hoplite(at + 9, cy, side) if kind == "hoplite" else _galley(at + 14, cy, side)
            out.add("pieces", *icon, Text(at + 29, cy, str(count), TEXT, COLORS["label"],
                                          "start", "bold"))
            at += step
        cursor += chip_w + 8


def _draw_foreign_market(out: Scene, state: Any, market: Any) -> None:
    box = market_box(market.name)
    x, y, w, _ = box
    out.regions[market.name] = box
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 2),
            Text(x + 10, y + 17, market.name, NAME, COLORS["label"], "start", "bold"))
    taken = {m.shipload: m.side for m in state.merchants_at_markets if m.market == market.name}
    for ship in market.shiploads:
        top = y + BOX_HEAD + ship.index * SHIPLOAD_ROW
        fill = COLORS["cell"] if ship.index % 2 == 0 else COLORS["cell_alt"]
        out.add("board", Rect(x + 4, top, w - 8, SHIPLOAD_ROW, fill),
                Text(x + 10, top + SHIPLOAD_ROW / 2, f"{ship.give} → {ship.get} {ship.number}",
                     SMALL, COLORS["label"], "start"))
        side = taken.get(ship.index)
        if side is not None:
            out.add("pieces", *_side_mark(x + w - 18, top + SHIPLOAD_ROW / 2, side, 9.5))


def _draw_port(out: Scene, state: Any, side: str) -> None:
    box = port_box(side)
    x, y, w, h = box
    out.regions[f"trade port {side}"] = box
    seas = COMPONENTS.trade_port(side).seas
    out.add("board", Rect(*box, COLORS[f"{side}_tint"], COLORS[side], 2),
            Text(x + 10, y + 16, f"{side_title(side)} port", NAME, COLORS["label"], "start",
                 "bold"),
            Text(x + 10, y + 42, _fit("to " + ", ".join(s.split()[0] for s in seas),
                                      SMALL, w - 16), SMALL, COLORS["muted"], "start"))
    count = state.side(side).merchants_in_port
    for i in range(min(count, 5)):
        out.add("pieces", *_side_mark(x + 20 + i * 26, y + 70, side, 9, letter=False))
    out.add("pieces", Text(x + w - 10, y + 70, f"{count}", TEXT, COLORS["label"], "end", "bold"))


# --- drawing: the strip under the map: both sides and the key --------------------------------


def _draw_side_row(out: Scene, state: Any, name: str, y: float) -> None:
    """A side at a glance: its name, whose turn, Prestige and resources (the boards view
    has the rest)."""
    x, w, h = MARGIN, SIDE_W, (STRIP_H - 6) / 2
    side = state.side(name)
    out.regions[f"board {name}"] = (x, y, w, h)
    out.add("board", Rect(x, y, w, h, COLORS[f"{name}_tint"], COLORS[name], 2))
    out.add("pieces", *_side_mark(x + 26, y + h / 2, name, 17))
    out.add("board", Text(x + 54, y + 20, side_title(name), HEAD, COLORS["label"], "start",
                          "bold"))
    tag = _turn_tag(state, name)
    if tag:
        out.add("pieces", Rect(x + 170, y + 6, 96, 28, COLORS["now"] if tag == "to act"
                               else COLORS["cell_alt"], COLORS["now_edge"], 1.2),
                Text(x + 218, y + 20, tag, SMALL, COLORS["label"], weight="bold"))
    out.add("board", Text(x + w - 52, y + 20, "Prestige", TEXT, COLORS["label"], "end"))
    out.add("pieces", Text(x + w - 12, y + 20, str(side.prestige), BIG, COLORS["label"], "end",
                           "bold"))
    cell = (w - 60) / len(RESOURCES)
    for i, resource in enumerate(RESOURCES):
        cx = x + 50 + i * cell
        count = str(side.resources[resource])  # the count first: "4 wood", "10 silver"
        out.add("pieces", Text(cx + 2, y + h - 18, count, TEXT, COLORS["label"], "start",
                               "bold"))
        out.add("board", Text(cx + 9 + len(count) * 13, y + h - 18, resource, SMALL,
                              COLORS["muted"], "start"))


KEY_X = MARGIN + SIDE_W + 12  # the key, right of the sides' rows
KEY_COLUMNS = 3


def _key_entries(x: float) -> list[tuple[list[Shape], str]]:
    """The key's symbols (drawn about y = 0, starting at ``x``) and what they mean."""
    return [
        (_side_mark(x + 12, 0, "athens", 9.5), "Athens"),
        (_side_mark(x + 12, 0, "sparta", 9.5), "Sparta"),
        (_side_mark(x + 12, 0, None, 9.5), "neutral polis"),
        ([_star(x + 12, 0)], "capital"),
        ([Text(x, 0, "2/3", TEXT, COLORS["label"], "start", "bold")], "population/max."),
        ([*_tower(x + 2, 0), Text(x + 22, 0, "2", SMALL, COLORS["label"], "start")],
         "fortification"),
        (_temple(x + 2, -1, True), "project completed"),
        (_temple(x + 2, -1, False), "project underway"),
        (_proxenos(x + 12, 0, "athens"), "proxenos"),
        ([*_hoplite(x + 12, 0, "athens"), Text(x + 28, 0, "3", TEXT, COLORS["label"], "start",
                                               "bold")], "hoplites"),
        ([*_galley(x + 12, 0, "athens"), Text(x + 33, 0, "2", TEXT, COLORS["label"], "start",
                                              "bold")], "galleys"),
        ([Rect(x, -13, 26, 26, COLORS["tribute"], COLORS["label"], 1.2),
          *_side_mark(x + 13, 0, "athens", 8.5)], "tribute collected"),
        ([Rect(x, -12, 40, 24, COLORS["cell"]),
          *_side_mark(x + 28, 0, "sparta", 9.5)], "merchant"),
        ([Rect(x, -12, 40, 24, COLORS["cell_alt"]),
          Text(x + 20, 0, "→", SMALL, COLORS["label"])], "trade: give → get"),
        ([Rect(x + 2, -10, 34, 20, None, COLORS["now_edge"], 8),
          Rect(x + 2, -10, 34, 20, None, COLORS["now"], 5)], "battle, decision"),
    ]


def _draw_legend(out: Scene) -> None:
    x0, y0 = KEY_X, STRIP_Y
    w = WIDTH - MARGIN - x0
    out.add("board", Rect(x0, y0, w, STRIP_H, COLORS["panel"], COLORS["panel_edge"], 1.5))
    entries = _key_entries(0.0)
    rows = math.ceil(len(entries) / KEY_COLUMNS)
    col_w, row_h = (w - 12) / KEY_COLUMNS, (STRIP_H - 8) / rows
    for i, (shapes, label) in enumerate(entries):
        col, row = divmod(i, rows)
        x, cy = x0 + 10 + col * col_w, y0 + 4 + (row + 0.5) * row_h
        out.add("board", *(transformed(s, dy=cy, dx=x) for s in shapes),
                Text(x + 58, cy, label, SMALL, COLORS["label"], "start"))


# --- drawing: a battle being fought ---------------------------------------------------------

BATTLE_W, BATTLE_H = 396.0, 244.0  # the battle panel, drawn with the fonts below ...
BATTLE_K = 1.7  # ... then this much larger: 673 x 415 on the map, its text 20 px or more
P_SMALL, P_TEXT, P_NAME = 12.0, 13.0, 14.0
CARD_W, CARD_H = 58.0, 40.0


def _draw_battle(out: Scene, state: Any, shown: tuple[str, ...]) -> None:
    """The battle panel: where and who attacks, the cards on the table, both hands (face up or
    as backs), the deck and the discard; over the bottom corner of the map away from the
    battle. Its regions come first, so they win over the map's."""
    panel = Scene(BATTLE_W, BATTLE_H)
    _draw_battle_panel(panel, state, shown)
    k = BATTLE_K
    bx, _, bw, _ = territory_box(state.battle.territory)
    west = bx + bw / 2 > WIDTH / 2
    x = MARGIN if west else WIDTH - MARGIN - BATTLE_W * k
    y = HEIGHT - MARGIN - BATTLE_H * k
    out.add("pieces", *(transformed(s, k, y / k, x / k) for s in panel.layers["pieces"]))
    regions = {name: (x + rx * k, y + ry * k, rw * k, rh * k)
               for name, (rx, ry, rw, rh) in panel.regions.items()}
    out.regions = {**regions, **out.regions}


def _draw_battle_panel(out: Scene, state: Any, shown: tuple[str, ...]) -> None:
    from polislab.games.hegemony.battle import deck

    SMALL, TEXT, NAME = P_SMALL, P_TEXT, P_NAME  # noqa: N806  (the panel's own sizes)
    battle = state.battle
    x, y = 0.0, 0.0
    regions: dict[str, Box] = {}
    out.add("pieces", Rect(x, y, BATTLE_W, BATTLE_H, COLORS["panel"], COLORS["now_edge"], 2.5),
            Rect(x, y, BATTLE_W, 30, COLORS["now"], COLORS["now_edge"], 2.5),
            Text(x + 10, y + 15, f"Battle of {battle.territory}, round {battle.round}", NAME,
                 COLORS["label"], "start", "bold"),
            *_side_mark(x + BATTLE_W - 132, y + 15, battle.attacker, 7),
            Text(x + BATTLE_W - 8, y + 15, f"{side_title(battle.attacker)} attacks", TEXT,
                 COLORS["label"], "end", "bold"))
    left = sum(deck(battle).values())
    regions["combat deck"] = (x + 8, y + 36, 120, 44)
    out.add("pieces", *_card_back(x + 8, y + 38, f"{left}"),
            Text(x + 8 + CARD_W + 6, y + 52, "deck", SMALL, COLORS["muted"], "start"),
            Text(x + 8 + CARD_W + 6, y + 68, f"{len(battle.discard)} played", SMALL,
                 COLORS["muted"], "start"))
    out.add("pieces", Text(x + 140, y + 58, "on the table:", SMALL, COLORS["muted"], "start"))
    for i, card in enumerate(battle.attack):
        out.add("pieces", *_card_face(x + 230 + i * (CARD_W + 6), y + 38, card))
    for row, side in enumerate(SIDES):
        top = y + 90 + row * 76
        cards = battle.hands[0] if side == "athens" else battle.hands[1]
        units = state.units(battle.territory, side).total
        noun = "hoplite" if battle.kind == "land" else "galley"
        out.add("pieces", *_side_mark(x + 16, top + 6, side, 7),
                Text(x + 30, top + 6, f"{side_title(side)}: {units} {noun}{'s' * (units != 1)}"
                     f", {len(cards)} card{'s' * (len(cards) != 1)}"
                     + ("" if side in shown or not cards else " (hidden)"), TEXT,
                     COLORS["label"], "start", "bold"))
        faces = _grouped(cards) if side in shown else []
        step = min(CARD_W + 6, (BATTLE_W - 20) / max(len(faces) or len(cards), 1))
        if side in shown:
            for i, (card, count) in enumerate(faces):
                at = x + 10 + i * step
                regions[f"{side} card {card}"] = (at, top + 18, step - 4, CARD_H)
                out.add("pieces", *_card_face(at, top + 18, card, count, step - 4))
        else:
            for i in range(len(cards)):
                out.add("pieces", *_card_back(x + 10 + i * step, top + 18, "", step - 4))
        regions[f"hand {side}"] = (x + 4, top - 4, BATTLE_W - 8, CARD_H + 30)  # after its cards
    regions["battle"] = (x, y, BATTLE_W, BATTLE_H)
    out.regions = regions


def _grouped(cards: Sequence[str]) -> list[tuple[str, int]]:
    """A hand's cards with their copies counted, in the hand's order."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return list(counts.items())


_CARD_LINES = {"Mercenaries": ("Merce-", "naries"), "Salpinx Call": ("Salpinx", "Call")}


def _card_face(x: float, y: float, card: str, count: int = 1,
               width: float = CARD_W) -> list[Shape]:
    """A combat card face up: its formation (or name) and its Prestige, "×2" for two copies."""
    name, _, value = card.rpartition(" ")
    if not value.isdigit():  # no Prestige number: the name on two lines
        name, value = _CARD_LINES.get(card, (card, ""))
    cx = x + width / 2
    shapes: list[Shape] = [Rect(x, y, width, CARD_H, COLORS["cell"], COLORS["label"], 1.2),
                           Text(cx, y + 12, _fit(name, P_SMALL, width - 4), P_SMALL,
                                COLORS["label"])]
    if value:
        bold = value.isdigit()
        shapes.append(Text(cx, y + 29, value, P_NAME if bold else P_SMALL, COLORS["label"],
                           weight="bold" if bold else "normal"))
    if count > 1:
        shapes.append(Text(x + width - 3, y + CARD_H - 6, f"×{count}", P_SMALL, COLORS["label"],
                           "end", "bold"))
    return shapes


def _card_back(x: float, y: float, label: str, width: float = CARD_W) -> list[Shape]:
    """A combat card face down (a dark back with a light inner frame)."""
    shapes: list[Shape] = [Rect(x, y, width, CARD_H, COLORS["label"], COLORS["now_edge"], 1.2),
                           Rect(x + 4, y + 4, width - 8, CARD_H - 8, None, COLORS["cell_alt"], 1)]
    if label:
        shapes.append(Text(x + width / 2, y + CARD_H / 2, label, P_NAME, COLORS["letter"],
                           weight="bold"))
    return shapes


def _hands_text(state: Any, shown: tuple[str, ...]) -> str:
    """The face-up battle hands in words (the hidden ones are counted by the summary)."""
    if state.battle is None:
        return ""
    said = [f" {side_title(side)}'s hand: {', '.join(cards) or 'no cards'}."
            for side, cards in zip(SIDES, state.battle.hands, strict=True) if side in shown]
    return "".join(said)


# --- drawing: the player boards and the market chart -----------------------------------------


# The boards view is drawn at 840 x 580 itself: its own font sizes, 12 px and more.
B_SMALL, B_TEXT, B_NAME, B_HEAD, B_BIG = 12.0, 13.0, 14.0, 16.0, 20.0
B_BOARD_H, B_MARKET_H = 170.0, 196.0


def _draw_boards_view(out: Scene, state: Any) -> None:
    """Both player boards in full and the market chart, one under the other."""
    out.add("board", Rect(0, 0, BOARDS_W, BOARDS_H, COLORS["background"]))
    w = BOARDS_W - 2 * MARGIN
    _draw_board(out, state, "athens", (MARGIN, MARGIN), (w, B_BOARD_H))
    _draw_board(out, state, "sparta", (MARGIN, MARGIN + B_BOARD_H + 8), (w, B_BOARD_H))
    _draw_market(out, state, (MARGIN, MARGIN + 2 * B_BOARD_H + 16), (w, B_MARKET_H))


def _draw_board(out: Scene, state: Any, name: str, at: Point, size: Point) -> None:
    SMALL, TEXT, HEAD, BIG = B_SMALL, B_TEXT, B_HEAD, B_BIG  # noqa: N806
    x, y = at
    w, h = size
    out.regions[f"board {name}"] = (x, y, w, h)
    side = state.side(name)
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS[name], 2),
            Rect(x, y, w, 36, COLORS[f"{name}_tint"], COLORS[name], 2))
    out.add("pieces", *_side_mark(x + 18, y + 18, name, 9.5))
    out.add("board", Text(x + 36, y + 18, side_title(name), HEAD + 2, COLORS["label"], "start",
                          "bold"))
    tag = _turn_tag(state, name)
    if tag:
        out.add("pieces", Rect(x + 120, y + 8, 70, 20, COLORS["now"] if tag == "to act"
                               else COLORS["cell_alt"], COLORS["now_edge"], 1),
                Text(x + 155, y + 18, tag, SMALL, COLORS["label"], weight="bold"))
    out.add("board", Text(x + w - 52, y + 18, "Prestige", TEXT, COLORS["label"], "end"))
    out.add("pieces", Text(x + w - 12, y + 18, str(side.prestige), BIG + 2, COLORS["label"],
                           "end", "bold"))
    cell_w = (w - 24) / len(RESOURCES)
    for i, resource in enumerate(RESOURCES):
        cx = x + 12 + i * cell_w
        out.add("board", Rect(cx + 2, y + 44, cell_w - 4, 46, COLORS["cell"]),
                Text(cx + cell_w / 2, y + 55, resource, SMALL, COLORS["muted"]))
        out.add("pieces", Text(cx + cell_w / 2, y + 76, str(side.resources[resource]), BIG,
                               COLORS["label"], weight="bold"))
    pool = side.pool
    at_markets = sum(1 for m in state.merchants_at_markets if m.side == name)
    owned = state.owned_poleis(name)
    if side.proxenos is not None:
        proxenos = f"proxenos in {side.proxenos}"
    else:
        proxenos = f"proxenos captured by {side_title(other(name))}"
    lines = [
        f"Supply: {pool.cubes} cubes, {pool.discs} discs, {pool.merchants} merchants, "
        f"{pool.proxenoi} proxenoi",
        f"Merchants: {side.merchants_in_port} in trade port, {at_markets} at markets. "
        f"Poleis: {len(owned)}, population {sum(p.population for p in owned)}; {proxenos}",
    ]
    building = [f"{p.project} ({p.name})" for p in owned if p.project]
    done = [f"{project} ({p.name})" for p in owned for project in p.completed]
    projects = []
    if building:
        projects.append("building " + ", ".join(building))
    if done:
        projects.append("completed " + ", ".join(done))
    text_w = w - 24
    wrapped = _wrap("Projects: " + ("; ".join(projects) if projects else "none"), TEXT, text_w, 2)
    for i, line in enumerate([*(_fit(t, TEXT, text_w) for t in lines), *wrapped]):
        out.add("pieces", Text(x + 12, y + 106 + i * 19, line, TEXT, COLORS["label"], "start"))


def _draw_market(out: Scene, state: Any, at: Point, size: Point) -> None:
    SMALL, TEXT, NAME = B_SMALL, B_TEXT, B_NAME  # noqa: N806
    x, y = at
    w, h = size
    chart = COMPONENTS.market_chart
    values = chart.band(state.round).values
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    out.add("pieces", Text(x + 12, y + 16, f"Market chart (values in round {state.round})", NAME,
                           COLORS["label"], "start", "bold"))
    label_w = 52.0
    cell = (w - 24 - label_w) / len(values)
    left = x + 12 + label_w
    out.add("board", Text(x + 12, y + 38, "value", SMALL, COLORS["muted"], "start"))
    for space, value in enumerate(values):
        out.add("pieces", Text(left + (space + 0.5) * cell, y + 38, str(value), SMALL,
                               COLORS["muted"]))
    for row, (good, space) in enumerate(zip(GOODS, state.market, strict=True)):
        top = y + 48 + row * 28
        out.regions[f"market {good}"] = (x + 8, top, w - 16, 26)
        out.add("board", Text(x + 12, top + 13, good, TEXT, COLORS["label"], "start", "bold"))
        for i in range(len(values)):
            fill = COLORS["cell"] if i % 2 == 0 else COLORS["cell_alt"]
            out.add("board", Rect(left + i * cell, top, cell, 26, fill))
        cx = left + (space + 0.5) * cell
        out.add("pieces", Circle(cx, top + 13, 11, COLORS["marker"], COLORS["panel"], 1.5),
                Text(cx, top + 13.5, str(values[space]), SMALL, COLORS["letter"], weight="bold"))
    offer = ", ".join(state.project_offer) or "none"
    line = (f"Projects on offer: {offer} ({len(state.project_deck)} face down, "
            f"{len(state.project_discard)} discarded)")
    out.add("pieces", Text(x + 12, y + 178, _fit(line, TEXT, w - 24), TEXT, COLORS["label"],
                           "start"))
    out.regions["market chart"] = (x, y, w, h)  # after the rows: a click on a row finds the row


def _turn_tag(state: Any, name: str) -> str:
    """"to act", "passed" or "" for a side's panel."""
    if state.phase == "actions" and state.player == name and state.pending is None:
        return "to act"
    return "passed" if name in state.passed else ""
