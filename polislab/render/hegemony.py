"""How a *Polis: Fight for the Hegemony* state looks: a schematic map, both player boards, the
market chart and the round track, as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The picture, top to bottom: the round track (3, 4, 5α, 5β, the current round in yellow) with
whose turn it is, the round's event card and any decision the game waits for; the map, with the
12 land territories as stone boxes and the 5 seas as pale blue boxes with cut corners, placed by
hand roughly as on the board (Sikelia and the Ionian sea west, Makedonia north, Attika east of
Boiotia and Megaris, Lakedaimon south in the Peloponnese, Ionia across the Aegean), thin lines
joining neighbours, the foreign markets beside their seas and the trade ports; then the Athens
board, the market chart (with the projects on offer) and the Sparta board; a key on the map,
which a battle panel covers while a battle is fought (its hands face up or as card backs: see
:func:`visible_hands`). What the widgets need to play the game by clicks (which places offer
which actions, the keyboard cursor, the words of the side panel) is in :mod:`.hegemony_clicks`,
whose names this module re-exports for ``renderer_for``.

The look is made for a classroom projector and for colour-blind readers: Athens is the
Okabe-Ito blue and Sparta the vermillion, *and* their pieces differ in shape and letter (Athens
diamonds marked A, Sparta circles marked S; a neutral polis has a grey ring). Every number
below is presentation, not game data: the layout table (:data:`LAYOUT`) is where the map's
boxes stand, nothing more.

This module reads a state only through its public fields and methods (``round``, ``phase``,
``sides``, ``polis()``, ``territory()``, ``market``, ``pending``...) and the component data,
and never changes it.

>>> from polislab.games.hegemony import engine
>>> state = engine.initial_state(3)
>>> picture = scene(state)
>>> picture.width, picture.height
(1400.0, 1062.0)
>>> picture.region_at(*picture.center_of("Athenai")), picture.region_at(1100, 430)
('Athenai', 'Kyklades')
>>> describe(state)[:72]
'Round 3 (capacity 3), action phase: Sparta to act, 0 of 2 actions taken.'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="1400"')
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

from .scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text, transformed
from .svg import to_svg

__all__ = [
    "COLORS",
    "CONFIRM_CHOICE",
    "CURSOR_START",
    "KEY_STEPS",
    "LAYOUT",
    "LEGEND",
    "MARK_KINDS",
    "ROUTES",
    "SIZE",
    "action_path",
    "action_paths",
    "adjacency_paths",
    "choice_label",
    "click_hint",
    "cursor_shapes",
    "default_marks",
    "describe",
    "event_text",
    "explain_click",
    "scene",
    "side_label",
    "step_cursor",
    "svg",
    "territory_box",
    "turn_text",
    "visible_hands",
]

Box = tuple[float, float, float, float]  # x, y, width, height

# --- the picture's frame ---------------------------------------------------------------------

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 1400.0  #: natural width in pixels
MARGIN = 14.0

BAND_H = 96.0  # the top band: round track, whose turn, event, pending decision
MAP_Y = BAND_H + 6  # the map's top edge on the canvas
MAP_H = 716.0  # the map's height
PANEL_Y = MAP_Y + MAP_H + 8  # the player boards and the market chart
PANEL_H = 222.0
PANEL_GAP = 12.0
PANEL_W = (WIDTH - 2 * MARGIN - 2 * PANEL_GAP) / 3  # Athens board, market chart, Sparta board
HEIGHT = PANEL_Y + PANEL_H + MARGIN  #: natural height in pixels

# Font sizes (px): nothing smaller than SMALL, so every word reads on a projector.
SMALL = 12.0
TEXT = 13.0
NAME = 14.0
HEAD = 16.0
BIG = 20.0

# --- the map's boxes -------------------------------------------------------------------------

BOX_W = 160.0  # every box on the map: territories, foreign markets, trade ports
BOX_HEAD = 26.0  # a box's name row
POLIS_ROW = 38.0  # one polis: name line and details line
UNITS_ROW = 28.0  # the units of both sides
BOX_PAD = 4.0
SHIPLOAD_ROW = 24.0  # one shipload space of a foreign market
PORT_H = 70.0
CHAMFER = 12.0  # the cut corners of a sea

COLUMNS = tuple(MARGIN + i * 203.0 for i in range(7))  # the map's seven columns (left edges)

#: Where each territory's box stands: its top-left corner in map coordinates (x from the
#: canvas's left edge, y from the map's top edge). Heights follow from the poleis it holds.
LAYOUT: dict[str, tuple[float, float]] = {
    "Sikelia": (COLUMNS[0], 330),
    "Akarnania": (COLUMNS[1], 118),
    "Ionio Pelagos": (COLUMNS[1], 300),
    "Makedonia": (COLUMNS[2], 0),
    "Thessalia": (COLUMNS[2], 176),
    "Achaia": (COLUMNS[2], 345),
    "Messenia": (COLUMNS[2], 448),
    "Boiotia": (COLUMNS[3], 150),
    "Megaris": (COLUMNS[3], 290),
    "Arkadia": (COLUMNS[3], 420),
    "Lakedaimon": (COLUMNS[3], 552),
    "Attika": (COLUMNS[4], 166),
    "Myrtöo Pelagos": (COLUMNS[4], 466),
    "Thrakiko Pelagos": (COLUMNS[5], 150),
    "Kyklades": (COLUMNS[5], 300),
    "Ionia": (COLUMNS[6], 148),
    "Noties Sporades": (COLUMNS[6], 336),
}

#: Neighbours whose straight line would pass behind another box go round it, through these
#: waypoints (map coordinates): the north Aegean above Attika, the gulf of Korinth north of
#: Achaia, and the sea route south of the Peloponnese.
ROUTES: dict[frozenset[str], tuple[Point, ...]] = {
    frozenset({"Makedonia", "Thrakiko Pelagos"}): ((COLUMNS[4] + 80, 110),),
    frozenset({"Megaris", "Ionio Pelagos"}): ((COLUMNS[2] + 80, 310),),
    frozenset({"Myrtöo Pelagos", "Ionio Pelagos"}): (
        (COLUMNS[4] + 80, 700), (COLUMNS[1] + 130, 700)),
}

#: Where each foreign market's box stands (map coordinates), beside the sea it opens onto.
MARKET_LAYOUT: dict[str, tuple[float, float]] = {
    "Illyria": (COLUMNS[0], 24),
    "Thraki": (COLUMNS[5], 0),
    "Pontos Euxeinos": (COLUMNS[6], 0),
    "Aegyptus": (COLUMNS[5], 500),
    "Persia": (COLUMNS[6], 500),
}

#: Where each side's trade port stands (map coordinates).
PORT_LAYOUT: dict[str, tuple[float, float]] = {
    "athens": (COLUMNS[4], 350),
    "sparta": (COLUMNS[2], 580),
}

LEGEND_AT: Point = (COLUMNS[0], 494)  # the key, in the empty south-west corner of the map

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
    "sparta": "#D55E00",  # Okabe-Ito vermillion
    "sparta_edge": "#7A3500",
    "sparta_tint": "#FAE9DC",
    "neutral": "#8C8C8C",
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
    "Key: Athens pieces are blue diamonds marked A and Sparta pieces vermillion circles marked "
    "S; a grey ring is a neutral polis; a yellow star marks a capital; the tower and its number "
    "give a polis's fortification and population/maximum its population; a dark temple is a "
    "completed project and an open one a project being built; a white shape marked P is a "
    "proxenos; a figure counts hoplites and a boat galleys; a disc on a pale box is tribute "
    "collected there; a disc on a shipload space is a merchant at that market; a yellow frame "
    "marks a battle due or the place of a pending decision."
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
          seen_by: str | None = None) -> Scene:
    """The state as a :class:`Scene`: the round track, the map, the boards and the market.

    ``marks`` replaces the default marks (:func:`default_marks`: battles due and the place of a
    pending decision framed); pass ``{}`` for none. ``size`` scales the picture like the hopping
    board's square side: 56 (the default) draws it at its natural 1400 pixels wide. A map has
    no side to see it from, so ``flipped`` changes nothing (it is accepted so that the widgets
    can call every game's renderer alike); ``status`` False leaves out the line saying whose
    turn it is (a widget shows it elsewhere).

    Hidden information: during a battle only one hand of combat cards is face up, the hand of
    ``seen_by`` ("athens" or "sparta"), or by default of the side to decide now; the other is
    drawn as card backs, and neither while a card is being drawn. ``show_all=True`` shows
    both hands (a tutorial, or a teacher's screen).

    Regions: every territory, polis and foreign market by name; ``"trade port athens"``,
    ``"board athens"`` (and Sparta's), ``"market chart"``, ``"market metal"`` (one per good),
    ``"round 3"`` (one per round of the track), ``"decision"`` (the top band, where a pending
    decision is shown), and during a battle ``"battle"`` (its panel), ``"hand athens"``,
    ``"hand sparta"``, ``"combat deck"`` and one per card of a face-up hand
    (``"athens card Phalanx 2"``).
    """
    chosen = _check_marks(default_marks(state) if marks is None else marks)
    shown = visible_hands(state, show_all, seen_by)
    description = describe(state) + _hands_text(state, shown)
    if marks is not None and chosen["highlight"]:
        description += f" Marked: {', '.join(chosen['highlight'])}."
    out = Scene(WIDTH, HEIGHT, title=f"Polis: Fight for the Hegemony, {_headline(state)}",
                description=f"{description} {LEGEND}")
    out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
    _draw_band(out, state, status)
    _draw_map(out, state)
    _draw_board(out, state, "athens", (MARGIN, PANEL_Y))
    _draw_market(out, state, (MARGIN + PANEL_W + PANEL_GAP, PANEL_Y))
    _draw_board(out, state, "sparta", (WIDTH - MARGIN - PANEL_W, PANEL_Y))
    if state.battle is not None:
        _draw_battle(out, state, shown)
    for name in chosen["highlight"]:
        if name in out.regions:  # "battle" and the like exist only at times
            out.add("marks", *_frame(out.regions[name]))
    scale = float(size) / SIZE
    return out if scale == 1 else out.scaled(scale)


def svg(state: Any, marks: Marks | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, show_all: bool = False,
        seen_by: str | None = None) -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, show_all=show_all,
                        seen_by=seen_by))


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
        paths.append((market.name, market.sea,
                      (_centre(market_box(market.name)), _centre(territory_box(market.sea)))))
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
    if state.event is None:
        return "Event: not drawn yet."
    card = next((c for c in COMPONENTS.event_deck(state.round).cards if c.name == state.event),
                None)
    effect = card.effect if card is not None else None
    return f"Event: {state.event}" + (f": {effect}" if effect else ".")


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
        return [Circle(cx, cy, r - 1, COLORS["panel"], COLORS["neutral"], 2.5)]
    shapes: list[Shape]
    if side == "athens":
        d = r * 1.25
        shapes = [Polygon(((cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)),
                          COLORS["athens"], COLORS["athens_edge"], 1.2)]
    else:
        shapes = [Circle(cx, cy, r, COLORS["sparta"], COLORS["sparta_edge"], 1.2)]
    if letter:
        shapes.append(Text(cx, cy + 0.5, "A" if side == "athens" else "S", r * 1.2,
                           COLORS["letter"], weight="bold"))
    return shapes


def _proxenos(cx: float, cy: float, side: str) -> list[Shape]:
    """A proxenos: the side's shape in white with a thick side-coloured edge, marked P."""
    r = 8.0
    colour = COLORS[side]
    if side == "athens":
        d = r * 1.3
        body: Shape = Polygon(((cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)),
                              COLORS["panel"], colour, 2.5)
    else:
        body = Circle(cx, cy, r, COLORS["panel"], colour, 2.5)
    return [body, Text(cx, cy + 0.5, "P", 10.5, colour, weight="bold")]


def _hoplite(cx: float, cy: float, side: str) -> list[Shape]:
    """A standing figure: head and body."""
    fill, edge = COLORS[side], COLORS[f"{side}_edge"]
    return [Polygon(((cx - 5.5, cy + 7), (cx + 5.5, cy + 7), (cx + 2.5, cy - 1.5),
                     (cx - 2.5, cy - 1.5)), fill, edge, 1),
            Circle(cx, cy - 4.5, 3.2, fill, edge, 1)]


def _galley(cx: float, cy: float, side: str) -> list[Shape]:
    """A boat: hull and sail."""
    fill, edge = COLORS[side], COLORS[f"{side}_edge"]
    return [Polygon(((cx - 1, cy - 8), (cx - 1, cy), (cx + 6, cy)), fill, edge, 1),
            Polygon(((cx - 9, cy + 1), (cx + 9, cy + 1), (cx + 5, cy + 6), (cx - 6, cy + 6)),
                    fill, edge, 1)]


def _star(cx: float, cy: float, r: float = 7.0) -> Polygon:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return Polygon(tuple(points), COLORS["star"], COLORS["now_edge"], 1)


def _tower(x: float, cy: float) -> Polygon:
    """A small crenellated tower, 10 px wide, its left edge at ``x``."""
    top, bottom = cy - 6, cy + 6
    return Polygon(((x, bottom), (x, top), (x + 2.5, top), (x + 2.5, top + 2.5),
                    (x + 3.8, top + 2.5), (x + 3.8, top), (x + 6.2, top), (x + 6.2, top + 2.5),
                    (x + 7.5, top + 2.5), (x + 7.5, top), (x + 10, top), (x + 10, bottom)),
                   COLORS["tower"])


def _temple(x: float, cy: float, built: bool) -> list[Shape]:
    """A temple 14 px wide: dark when completed, open (outline only) while being built."""
    colour = COLORS["temple"]
    fill = colour if built else None
    return [Polygon(((x, cy - 2), (x + 7, cy - 7), (x + 14, cy - 2)), fill, colour, 1.2),
            Rect(x + 1.5, cy - 1, 2.2, 6, fill, colour, 0.8),
            Rect(x + 5.9, cy - 1, 2.2, 6, fill, colour, 0.8),
            Rect(x + 10.3, cy - 1, 2.2, 6, fill, colour, 0.8),
            Rect(x, cy + 5.2, 14, 1.8, colour)]


def _sea_shape(box: Box, fill: str, edge: str, width: float = 1.5) -> Polygon:
    x, y, w, h = box
    c = CHAMFER
    return Polygon(((x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
                    (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)),
                   fill, edge, width)


def _frame(box: Box) -> list[Shape]:
    """A yellow highlight frame on the edge of ``box``, with a dark edge so it shows on any
    fill; it reaches only 3 px outside, so it covers no neighbouring text."""
    x, y, w, h = box
    return [Rect(x, y, w, h, None, COLORS["now_edge"], 6),
            Rect(x, y, w, h, None, COLORS["now"], 3.5)]


# --- drawing: the top band -------------------------------------------------------------------


def _draw_band(out: Scene, state: Any, status: bool) -> None:
    track = COMPONENTS.round_track
    out.add("board", Text(MARGIN, 20, "Round track", NAME, COLORS["label"], "start", "bold"))
    x, y, w, h = MARGIN, 34.0, 78.0, 50.0
    current = track.names.index(state.round)
    for index, entry in enumerate(track.rounds):
        box = (x + index * (w + 8), y, w, h)
        out.regions[f"round {entry.name}"] = box
        now = index == current
        fill = COLORS["now"] if now else COLORS["panel"]
        edge_w = 3.5 if now else 1.2
        layer = "pieces" if now else "board"
        opacity = 0.55 if index < current else 1.0
        out.add(layer, Rect(*box, fill, COLORS["now_edge"], edge_w),
                Text(box[0] + w / 2, y + 17, entry.name, BIG, COLORS["label"], weight="bold",
                     opacity=opacity),
                Text(box[0] + w / 2, y + 38, f"capacity {entry.capacity}", SMALL,
                     COLORS["label"], opacity=opacity))
    left = MARGIN + 4 * (w + 8) + 20
    width = WIDTH - MARGIN - left
    out.regions["decision"] = (left - 8, 0, width + 8, BAND_H)  # a click here lists the answers
    line_y = 20.0
    if status:
        mover = state.player if state.phase == "actions" and state.pending is None else None
        text_x = left
        if mover is not None:
            out.add("pieces", *_side_mark(left + 9, line_y, mover, 8.5))
            text_x = left + 24
        out.add("pieces", Text(text_x, line_y, _fit(_status(state), HEAD, width - 24, True),
                               HEAD, COLORS["label"], "start", "bold"))
        line_y += 24
    for line in _wrap(_event_text(state), TEXT, width, 2):
        out.add("pieces", Text(left, line_y, line, TEXT, COLORS["label"], "start"))
        line_y += 18
    if state.pending is not None:
        text = _fit(_pending_text(state), TEXT, width - 16, True)
        box_w = min(width, _text_width(text, TEXT, True) + 16)
        top = max(line_y - 10, 60.0)
        out.add("pieces", Rect(left, top, box_w, 24, COLORS["now"], COLORS["now_edge"], 1.5),
                Text(left + 8, top + 12, text, TEXT, COLORS["label"], "start", "bold"))


# --- drawing: the map ------------------------------------------------------------------------


def _draw_map(out: Scene, state: Any) -> None:
    for _, _, points in adjacency_paths():
        for (x1, y1), (x2, y2) in itertools.pairwise(points):
            out.add("board", Line(x1, y1, x2, y2, COLORS["link"], 1.6))
    for territory in COMPONENTS.territories:
        _draw_territory(out, state, territory)
    for market in COMPONENTS.markets:
        _draw_foreign_market(out, state, market)
    for side in SIDES:
        _draw_port(out, state, side)
    _draw_legend(out)


def _draw_territory(out: Scene, state: Any, territory: Any) -> None:
    box = territory_box(territory.name)
    x, y, w, h = box
    if territory.is_sea:
        out.add("board", _sea_shape(box, COLORS["sea"], COLORS["sea_edge"]))
    else:
        out.add("board", Rect(*box, COLORS["land"], COLORS["land_edge"], 1.5))
    out.add("board", Text(x + 10, y + 14, territory.name, NAME, COLORS["label"], "start",
                          "bold"))
    if territory.is_land:
        discs = [d.side for d in state.tribute_discs if d.territory == territory.name]
        for i, side in enumerate(discs):
            tx = x + w - 24 - i * 24
            out.add("pieces", Rect(tx - 9, y + 4, 20, 20, COLORS["tribute"], COLORS["label"], 1),
                    *_side_mark(tx + 1, y + 14, side, 6.5))
    for i, polis in enumerate(COMPONENTS.poleis_in(territory.name)):
        row = (x + 2, y + BOX_HEAD + i * POLIS_ROW, w - 4, POLIS_ROW)
        out.regions[polis.name] = row
        _draw_polis(out, state, polis, row)
    _draw_units(out, state, territory.name, (x, y + h - UNITS_ROW - BOX_PAD, w, UNITS_ROW))
    out.regions[territory.name] = box


def _draw_polis(out: Scene, state: Any, info: Any, row: Box) -> None:
    x, y, w, _ = row
    polis = state.polis(info.name)
    top, bottom = y + 10, y + 28
    out.add("pieces", *_side_mark(x + 13, top, polis.owner, 7.5))
    bold = info.is_capital
    out.add("board", Text(x + 28, top, info.name, TEXT, COLORS["label"], "start",
                          "bold" if bold else "normal"))
    if info.is_capital:
        out.add("board", _star(x + 28 + _text_width(info.name, TEXT, bold) + 6, top - 0.5))
    out.add("pieces", Text(x + w - 6, top, f"{polis.population}/{info.max_population}", TEXT,
                           COLORS["label"], "end", "bold"))
    out.add("board", _tower(x + 28, bottom),
            Text(x + 42, bottom, str(info.fortification), SMALL, COLORS["label"], "start"))
    cursor = x + 60
    if polis.completed:
        out.add("pieces", *_temple(cursor, bottom - 1, True))
        cursor += 17
        if len(polis.completed) > 1:
            out.add("pieces", Text(cursor, bottom, f"×{len(polis.completed)}", SMALL,
                                   COLORS["label"], "start"))
            cursor += 22
    if polis.project:
        out.add("pieces", *_temple(cursor, bottom - 1, False))
    here = [s.name for s in state.sides if s.proxenos == info.name]
    for i, side in enumerate(here):
        out.add("pieces", *_proxenos(x + w - 14 - i * 24, bottom, side))


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
    # A count per kind takes 38 px; squeeze them if a territory holds an unusual mix (the
    # rules keep hoplites on land and galleys at sea, so a row rarely needs more than one).
    counts = sum(len(kinds) for _, kinds in chips)
    step = min(38.0, (w - 16 - len(chips) * 28) / counts) if counts else 38.0
    cursor = x + 8
    for side, kinds in chips:
        chip_w = 22 + step * len(kinds)
        out.add("pieces", Rect(cursor, cy - 11, chip_w, 22, COLORS[f"{side}_tint"],
                               COLORS[side], 1.2),
                *_side_mark(cursor + 10, cy, side, 6.5))
        at = cursor + 24
        for kind, count in kinds:
            icon = _hoplite(at + 6, cy, side) if kind == "hoplite" else _galley(at + 8, cy, side)
            out.add("pieces", *icon, Text(at + 18, cy, str(count), NAME, COLORS["label"],
                                          "start", "bold"))
            at += step
        cursor += chip_w + 6


def _draw_foreign_market(out: Scene, state: Any, market: Any) -> None:
    box = market_box(market.name)
    x, y, w, _ = box
    out.regions[market.name] = box
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 1.5),
            Text(x + 10, y + 14, market.name, NAME, COLORS["label"], "start", "bold"))
    taken = {m.shipload: m.side for m in state.merchants_at_markets if m.market == market.name}
    for ship in market.shiploads:
        top = y + BOX_HEAD + ship.index * SHIPLOAD_ROW
        fill = COLORS["cell"] if ship.index % 2 == 0 else COLORS["cell_alt"]
        out.add("board", Rect(x + 4, top, w - 8, SHIPLOAD_ROW, fill),
                Text(x + 10, top + SHIPLOAD_ROW / 2, f"{ship.give} → {ship.get} {ship.number}",
                     SMALL, COLORS["label"], "start"))
        side = taken.get(ship.index)
        if side is not None:
            out.add("pieces", *_side_mark(x + w - 18, top + SHIPLOAD_ROW / 2, side, 7.5))


def _draw_port(out: Scene, state: Any, side: str) -> None:
    box = port_box(side)
    x, y, w, h = box
    out.regions[f"trade port {side}"] = box
    seas = COMPONENTS.trade_port(side).seas
    out.add("board", Rect(*box, COLORS[f"{side}_tint"], COLORS[side], 1.5),
            Text(x + 10, y + 13, f"{side_title(side)} trade port", TEXT, COLORS["label"], "start",
                 "bold"),
            Text(x + 10, y + 31, _fit("sails to " + ", ".join(s.split()[0] for s in seas),
                                      SMALL, w - 10), SMALL, COLORS["muted"], "start"))
    count = state.side(side).merchants_in_port
    for i in range(count):
        out.add("pieces", *_side_mark(x + 16 + i * 19, y + 52, side, 7, letter=False))
    out.add("pieces", Text(x + w - 8, y + 52, f"{count}", NAME, COLORS["label"], "end", "bold"))


def _draw_legend(out: Scene) -> None:
    x, y = LEGEND_AT[0], MAP_Y + LEGEND_AT[1]
    out.add("board", Text(x, y, "Key", NAME, COLORS["label"], "start", "bold"))
    entries: list[tuple[list[Shape], str]] = [
        (_side_mark(x + 9, 0, "athens", 7), "Athens"),
        (_side_mark(x + 9, 0, "sparta", 7), "Sparta"),
        (_side_mark(x + 9, 0, None, 7), "neutral polis"),
        ([_star(x + 9, 0)], "capital"),
        ([_tower(x + 4, 0)], "fortification"),
        (_temple(x + 2, -1, True), "project completed"),
        (_temple(x + 2, -1, False), "project being built"),
        (_proxenos(x + 9, 0, "athens"), "proxenos"),
        (_hoplite(x + 9, 0, "athens"), "hoplites"),
        (_galley(x + 9, 0, "athens"), "galleys"),
        ([Rect(x, -9, 18, 18, COLORS["tribute"], COLORS["label"], 1),
          *_side_mark(x + 9, 0, "athens", 6)], "tribute collected"),
    ]
    for i, (shapes, label) in enumerate(entries):
        cy = y + 22 + i * 19
        out.add("board", *(transformed(s, dy=cy) for s in shapes),
                Text(x + 26, cy, label, SMALL, COLORS["label"], "start"))


# --- drawing: a battle being fought ---------------------------------------------------------

BATTLE_AT: Point = (MARGIN, 470.0)  # map coordinates: over the key, under Sikelia
BATTLE_W, BATTLE_H = 396.0, 244.0
CARD_W, CARD_H = 58.0, 40.0


def _draw_battle(out: Scene, state: Any, shown: tuple[str, ...]) -> None:
    """The battle panel: where and who attacks, the cards on the table, both hands (face up or
    as backs), the deck and the discard. Its regions come first, so they win over the map's."""
    from polislab.games.hegemony.battle import deck

    battle = state.battle
    x, y = BATTLE_AT[0], MAP_Y + BATTLE_AT[1]
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
    out.regions = {**regions, **out.regions}


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
                           Text(cx, y + 12, _fit(name, SMALL, width - 4), SMALL,
                                COLORS["label"])]
    if value:
        bold = value.isdigit()
        shapes.append(Text(cx, y + 29, value, NAME if bold else SMALL, COLORS["label"],
                           weight="bold" if bold else "normal"))
    if count > 1:
        shapes.append(Text(x + width - 3, y + CARD_H - 6, f"×{count}", SMALL, COLORS["label"],
                           "end", "bold"))
    return shapes


def _card_back(x: float, y: float, label: str, width: float = CARD_W) -> list[Shape]:
    """A combat card face down (a dark back with a light inner frame)."""
    shapes: list[Shape] = [Rect(x, y, width, CARD_H, COLORS["label"], COLORS["now_edge"], 1.2),
                           Rect(x + 4, y + 4, width - 8, CARD_H - 8, None, COLORS["cell_alt"], 1)]
    if label:
        shapes.append(Text(x + width / 2, y + CARD_H / 2, label, NAME, COLORS["letter"],
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


def _draw_board(out: Scene, state: Any, name: str, at: Point) -> None:
    x, y = at
    w, h = PANEL_W, PANEL_H
    out.regions[f"board {name}"] = (x, y, w, h)
    side = state.side(name)
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS[name], 2),
            Rect(x, y, w, 36, COLORS[f"{name}_tint"], COLORS[name], 2))
    out.add("pieces", *_side_mark(x + 18, y + 18, name, 9.5))
    out.add("board", Text(x + 36, y + 18, side_title(name), HEAD + 2, COLORS["label"], "start",
                          "bold"))
    tag = ""
    if state.phase == "actions" and state.player == name and state.pending is None:
        tag = "to act"
    elif name in state.passed:
        tag = "passed"
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
        f"Merchants: {side.merchants_in_port} in trade port, {at_markets} at markets",
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
    wrapped = _wrap("Projects: " + ("; ".join(projects) if projects else "none"), TEXT, text_w, 3)
    for i, line in enumerate([*(_fit(t, TEXT, text_w) for t in lines), *wrapped]):
        out.add("pieces", Text(x + 12, y + 106 + i * 19, line, TEXT, COLORS["label"], "start"))


def _draw_market(out: Scene, state: Any, at: Point) -> None:
    x, y = at
    w, h = PANEL_W, PANEL_H
    chart = COMPONENTS.market_chart
    values = chart.band(state.round).values
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    out.add("pieces", Text(x + 12, y + 16, f"Market chart (values in round {state.round})", NAME,
                           COLORS["label"], "start", "bold"))
    label_w, cell = 52.0, 28.0
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
    lines = _wrap(f"Projects on offer: {offer}", TEXT, w - 24, 2)
    lines.append(f"{len(state.project_deck)} face down, {len(state.project_discard)} discarded")
    for i, line in enumerate(lines):
        out.add("pieces", Text(x + 12, y + 174 + i * 18, line, TEXT, COLORS["label"], "start"))
    out.regions["market chart"] = (x, y, w, h)  # after the rows: a click on a row finds the row


# --- playing by clicks (the widgets' click protocol, in its own module) ----------------------
from .hegemony_clicks import (  # noqa: E402  (it reads this module's scene)
    CONFIRM_CHOICE,
    CURSOR_START,
    KEY_STEPS,
    action_path,
    action_paths,
    choice_label,
    click_hint,
    cursor_shapes,
    event_text,
    explain_click,
    side_label,
    step_cursor,
    turn_text,
)
