"""How a *Polis: Fight for the Hegemony* state looks: a schematic map with both sides at a
glance and a key (the default view), or the player boards and the market chart in full
(``view="boards"``).

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The map view, top to bottom: the band (the round track, 3, 4, 5α, 5β with their capacities, the
current round in yellow; a line per side with its Prestige and resources, and the enemy
proxenos it holds; whose turn it is, or the decision the game waits for); the map, with the 12
land territories as stone boxes and the 5 seas as pale blue boxes with cut corners, placed by
hand roughly as on the board in six columns (the Ionian sea and Sikelia west, Makedonia north,
Boiotia above Attika, Lakedaimon south in the Peloponnese, Ionia across the Aegean), thin lines
joining neighbours, a dark arrowhead where a land territory's line meets the sea its poleis'
galleys go to (the galley arrows), the diolkos in dashed blue through Megaris, each polis with
its tile's numbers, an anchor if it is a commercial city, and its projects (completed, with
their Prestige for posterity; underway), each land territory with its tribute box, the foreign
markets beside their seas (the closed "wheat → silver" shiploads struck through), the trade
ports, the market values and what a tribute row's number means; under it the table: the round's
event card with its text, the project tiles on offer (name and kind, cost, Prestige, posterity,
the poleis that take it) and underway, the names of the completed ones when there is room, and
the key, which names every symbol and marks the prototype and polislab-edition values. While a
battle is fought its panel covers the event card and the project tiles, and says so; the map
and the key stay in view (its hands face up or as card backs: see :func:`visible_hands`). The
map view is 1400 x 966 and made to be shown at 840 x 580 (a tutorial player's board box at 1366
x 768): no text in it is under 20 px, so none is under 12 px there. The boards view is 840 x
580 with text of 12 px and more. What the widgets need to play the game by clicks (which places
offer which actions, the keyboard cursor, the words of the side panel) is in :mod:`.clicks`,
the words about the components in :mod:`.texts`, and they meet in the game's interface
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
>>> picture.region_at(*picture.center_of("Athenai")), picture.region_at(1040, 400)
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
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.games.hegemony import event_cards
from polislab.games.hegemony.components import COMPONENTS, GOODS, RESOURCES, SIDES
from polislab.games.hegemony.state import CARD_DRAW, other, side_title
from polislab.games.hegemony.summary import acting_text, outcome_words, summary
from polislab.games.hegemony.trade import is_traded
from polislab.render.place_marks import add_place_marks, marks_sentence, unknown_place
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

from . import texts

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
#
# The map view, top to bottom: the band (the round track; a line per side; whose turn or the
# decision the game waits for), the map, and the table under it (the event card, the project
# tiles, the key).

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
VIEWS = ("map", "boards")  #: what ``scene(view=...)`` can show
WIDTH = 1400.0  #: natural width of the map view, in pixels
HEIGHT = 966.0  #: natural height of the map view
MARGIN = 14.0

BAND_H = 98.0  # the top band: round track, the two sides, whose turn or the pending decision
MAP_Y = BAND_H + 6  # the map's top edge on the canvas
MAP_H = 640.0  # the map's height
TABLE_Y = MAP_Y + MAP_H + 6  # the table under the map: event card, project tiles, key
PANEL_Y = TABLE_Y  # (the map ends where the table begins)
TABLE_H = HEIGHT - TABLE_Y - MARGIN
BOARDS_W, BOARDS_H = 840.0, 580.0  #: natural size of the boards view

# Font sizes (px) of the map view: nothing smaller than SMALL, 12 px when fitted to 840 wide.
SMALL = 20.0
TEXT = 21.0
NAME = 21.0
HEAD = 24.0
BIG = 28.0

# --- the map's boxes -------------------------------------------------------------------------

BOX_W = 212.0  # every box on the map: territories, foreign markets, trade ports
BOX_HEAD = 30.0  # a box's name row
POLIS_ROW = 48.0  # one polis: name line and details line
TRIBUTE_ROW = 22.0  # one line of a tribute box (two rows of it side by side)
UNITS_ROW = 30.0  # the units of both sides
BOX_PAD = 4.0
SHIPLOAD_ROW = 24.0  # one shipload space of a foreign market
PORT_H = 58.0
VALUES_H = 78.0  # the market values box
TRIBUTE_KEY_H = 100.0  # the box saying what a tribute row's number means
CHAMFER = 14.0  # the cut corners of a sea
ICON = 1.6  # the symbols (towers, temples, figures, boats) drawn this much larger

COLUMNS = tuple(MARGIN + i * 230.0 for i in range(6))  # the map's six columns (left edges)
GAPS = tuple(x - 9 for x in COLUMNS)  # the middle of the gap left of each column

#: Where each territory's box stands: its top-left corner in map coordinates (x from the
#: canvas's left edge, y from the map's top edge). Heights follow from the poleis it holds
#: and its tribute box.
LAYOUT: dict[str, tuple[float, float]] = {
    "Akarnania": (COLUMNS[0], 143),
    "Ionio Pelagos": (COLUMNS[0], 312),
    "Sikelia": (COLUMNS[0], 436),
    "Makedonia": (COLUMNS[1], 0),
    "Thessalia": (COLUMNS[1], 216),
    "Achaia": (COLUMNS[1], 384),
    "Messenia": (COLUMNS[1], 506),
    "Megaris": (COLUMNS[2], 92),
    "Arkadia": (COLUMNS[2], 262),
    "Lakedaimon": (COLUMNS[2], 436),
    "Boiotia": (COLUMNS[3], 40),
    "Attika": (COLUMNS[3], 208),
    "Myrtöo Pelagos": (COLUMNS[3], 576),
    "Thrakiko Pelagos": (COLUMNS[4], 144),
    "Kyklades": (COLUMNS[4], 270),
    "Ionia": (COLUMNS[5], 144),
    "Noties Sporades": (COLUMNS[5], 362),
}

#: Neighbours whose straight line would pass behind another box go round it, through these
#: waypoints (map coordinates, in the gaps between the boxes; two lines sharing a gap keep
#: 6 px apart, and two lines entering a sea's box from one side enter it 20 px apart, room
#: for their galley arrows).
ROUTES: dict[frozenset[str], tuple[Point, ...]] = {
    frozenset({"Makedonia", "Thrakiko Pelagos"}): (
        (GAPS[2], 85), (GAPS[3], 85), (GAPS[3], 20), (GAPS[4], 20), (GAPS[4], 200)),
    frozenset({"Boiotia", "Thessalia"}): ((GAPS[3] + 3, 150), (GAPS[3] + 3, 255),
                                          (GAPS[2] - 3, 255)),
    frozenset({"Achaia", "Megaris"}): ((GAPS[2] - 3, 438), (GAPS[2] - 3, 210)),
    frozenset({"Ionio Pelagos", "Megaris"}): ((GAPS[1], 378), (GAPS[2] + 3, 378),
                                              (GAPS[2] + 3, 225)),
    frozenset({"Arkadia", "Messenia"}): ((GAPS[2], 330), (GAPS[2], 573)),
    frozenset({"Arkadia", "Myrtöo Pelagos"}): ((GAPS[3] - 3, 330), (GAPS[3] - 3, 600)),
    frozenset({"Kyklades", "Megaris"}): ((GAPS[3], 202), (GAPS[4] - 3, 202),
                                         (GAPS[4] - 3, 284)),
    frozenset({"Kyklades", "Myrtöo Pelagos"}): ((GAPS[4] - 3, 308), (GAPS[4] - 3, 608)),
    frozenset({"Myrtöo Pelagos", "Noties Sporades"}): (
        (GAPS[4] + 3, 616), (GAPS[4] + 3, 455), (GAPS[5] - 3, 455), (GAPS[5] - 3, 400)),
    frozenset({"Noties Sporades", "Thrakiko Pelagos"}): ((GAPS[5], 388), (GAPS[5], 200)),
    frozenset({"Ionio Pelagos", "Messenia"}): ((GAPS[1], 356), (GAPS[1], 573)),
    frozenset({"Ionio Pelagos", "Myrtöo Pelagos"}): (
        (GAPS[1] + 3, 396), (GAPS[1] + 3, 499), (GAPS[2] + 3, 499), (GAPS[2] + 3, 427),
        (GAPS[3] + 3, 427), (GAPS[3] + 3, 616)),
}

#: A foreign market's line to its sea, where a straight one would pass behind another box.
MARKET_ROUTES: dict[str, tuple[Point, ...]] = {
    "Illyria": ((GAPS[1], 65), (GAPS[1], 340)),
    "Aegyptus": ((GAPS[5] + 3, 551), (GAPS[5] + 3, 410)),
}

#: Where each foreign market's box stands (map coordinates), beside the sea it opens onto.
MARKET_LAYOUT: dict[str, tuple[float, float]] = {
    "Illyria": (COLUMNS[0], 0),
    "Thraki": (COLUMNS[4], 0),
    "Pontos Euxeinos": (COLUMNS[5], 0),
    "Aegyptus": (COLUMNS[4], 462),
    "Persia": (COLUMNS[5], 462),
}

#: Where the market's values stand (map coordinates).
MARKET_VALUES_AT: Point = (COLUMNS[2], 0)

#: Where the key to the tribute boxes stands (map coordinates).
TRIBUTE_KEY_AT: Point = (COLUMNS[4], 348)

#: Where each side's trade port stands (map coordinates).
PORT_LAYOUT: dict[str, tuple[float, float]] = {
    "athens": (COLUMNS[3], 430),
    "sparta": (COLUMNS[3], 502),
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
    "a neutral polis; a yellow star marks a capital; numbers such as 2/3 beside a polis are its"
    " population and maximum population; the tower and its number give a polis's fortification "
    "(polislab edition); b2 and ↑1 its base population and the most it grows in a round "
    "(prototype values); an anchor after them marks a commercial city, where merchants are "
    "created (Hegemony reference §5.3); a dark temple is a polis's completed projects, followed"
    " in brackets by their Prestige for posterity (the number alone where its line has no room "
    "for both), and an open one a project underway; a white shape marked P is a proxenos, and "
    "'holds' with the other side's P at the end of a side's line (the P alone where the line is"
    " full) the enemy proxenos it captured; a figure and its number count hoplites and a boat "
    "and its number galleys; a dark arrowhead where the line from a land territory meets a sea "
    "is a galley arrow: the poleis of that territory create their galleys in that sea "
    "(prototype values; Sparta and Thebai create none); dashed blue lines through Megaris are "
    "the diolkos; a pale band in a land territory is its tribute box, 'wood 10' a row of it "
    "whose last space is 10 (1, 2, 3, 4, 5 hoplites on a row collect 1, 3, 6, 10, 15, up to "
    "that number; prototype values), and a disc on a pale square beside the territory's name "
    "tribute collected there this round; a row such as 'wood → wheat 3' is a shipload space of "
    "a foreign market (give wood, get wheat; prototype values, as are the market values), a "
    "disc on it a merchant there, and a row struck through a closed shipload; the lines between"
    " the territories and where each polis stands are prototype values too; the combat cards of"
    " a battle are polislab edition; a project tile's cost, its Prestige when completed and, in"
    " brackets, its Prestige for posterity, and the poleis that may take it, are prototype "
    "values; a yellow frame marks a battle due or the place of a pending decision."
)

#: The kinds of marks ``scene`` accepts, and what each holds: a place is any region of the
#: scene (what a click names), or one drawn only at times ('battle', a hand) left out when not.
MARK_KINDS: dict[str, str] = {
    "highlight": "places to frame in yellow: territories, poleis, foreign markets, "
                 "market-chart rows ('market wine'), boards ('board athens'), rounds ('round "
                 "3'), project tiles, 'decision', 'battle' (by default: the battle being "
                 "fought, the battles due and the place of a pending decision)",
    "arrows": "[from, to] pairs of places, each drawn as an arrow: a march, a fleet's move, "
              "a trade route (none by default)",
    "crosses": "places to cross out: a polis lost, a territory out of reach (none by default)",
    "dots": "places to dot: where a piece may go (none by default)",
}
#: The marks' size on the map (natural size, shown at 60 %): a hopping square's on screen.
MARK_UNIT = 96.0

Marks = Mapping[str, Sequence[Any]]


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: Marks | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, show_all: bool = False,
          seen_by: str | None = None, view: str = "map") -> Scene:
    """The state as a :class:`Scene`: the map (``view="map"``, the default) or the player
    boards and the market chart (``view="boards"``).

    The map view: on top the round track, a line per side (Prestige, resources, whose turn)
    and whose turn it is or the decision the game waits for; the map, each land territory
    with its tribute box; under it the round's event card, the project tiles on offer and
    underway, and the key. The boards view: both player boards in full (supply, merchants,
    poleis, proxenos, projects) and the market chart with the projects on offer.

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
    athens"``, ``"board athens"`` (a side's line in the band; Sparta's too), ``"round 3"``
    (one per round of the track), ``"decision"`` (the band's last line, where a pending
    decision is shown), ``"event card"``, ``"projects"`` (the tiles on offer and underway)
    and one per tile on offer (``"project Temple of Zeus"``), and during a battle
    ``"battle"`` (its panel), ``"hand athens"``, ``"hand sparta"``, ``"combat deck"`` and one
    per card of a face-up hand (``"athens card Phalanx 2"``). Of the boards view: ``"board
    athens"``, ``"board sparta"``, ``"market chart"`` and ``"market metal"`` (one per good).
    """
    if view not in VIEWS:
        raise ValueError(f"view is one of {', '.join(map(repr, VIEWS))}, not {view!r}")
    chosen = _check_marks(default_marks(state) if marks is None else marks)
    shown = visible_hands(state, show_all, seen_by)
    description = describe(state) + _hands_text(state, shown)
    title = f"Polis: Fight for the Hegemony, {_headline(state)}"
    if view == "boards":
        out = Scene(BOARDS_W, BOARDS_H, title=f"{title} (player boards and market)",
                    description=description)
        _draw_boards_view(out, state)
    else:
        out = Scene(WIDTH, HEIGHT, title=title, description=description)
        out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
        _draw_band(out, state, status)
        _draw_map(out, state)
        _draw_table(out, state)
        if state.battle is not None:
            _draw_battle(out, state, shown)
    drawn = _draw_marks(out, chosen)
    if marks is not None:
        out.description = " ".join(filter(None, [out.description,
                                                 marks_sentence(drawn, texts.place_name)]))
    if view != "boards":
        out.description += f" {LEGEND}"
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
    event card and what it does, each side's Prestige, resources, supply and pieces, the
    market and any pending decision (:func:`~polislab.games.hegemony.summary.summary`), then
    what else the map shows: the project tiles on offer (cost, Prestige, posterity) and
    underway, the polis tiles (base population, growth, maximum, fortification), the tribute
    boxes and who collected, projects completed, merchants at markets, captured proxenoi."""
    parts = []
    for line in summary(state).splitlines():
        if line.startswith(("Projects on offer", "Projects begun", "Event:")):
            continue  # said in full below
        parts.append(_sentence(line[2].upper() + line[3:] if line.startswith("  ") else line))
    name, effect, kind = texts.event_card(state)
    event = (f"Event card of round {state.round}: {name}: {effect}" if name
             else "Event card: not drawn yet.")
    parts.insert(1, _sentence(event) + (f" ({kind}.)" if kind else ""))
    offer = "; ".join(texts.project_sentence(p) for p in state.project_offer) or "none"
    parts.append(f"Project tiles on offer ({len(state.project_deck)} face down): {offer}.")
    begun = [f"{p.project} in {p.name}" for p in state.poleis if p.project]
    if begun:
        parts.append(f"Projects underway: {', '.join(begun)}.")
    done = [f"{project} in {p.name}" for p in state.poleis for project in p.completed]
    if done:
        parts.append(f"Projects completed: {', '.join(done)}.")
    closed = [m.name for m in COMPONENTS.markets if not all(map(is_traded, m.shiploads))]
    parts.append(f"The shiploads 'wheat → silver' of {', '.join(closed[:-1])} and {closed[-1]} "
                 "are struck through: "
                 "they are closed, the rule texts offering no sale of wheat (polislab ruling "
                 "HG44).")
    diolkos = COMPONENTS.diolkos
    parts.append(f"The diolkos, across the isthmus of {diolkos.polis}, joins the "
                 f"{diolkos.seas[0]} and the {diolkos.seas[1]} (dashed blue lines through "
                 f"{COMPONENTS.polis(diolkos.polis).territory}): only the owner of "
                 f"{diolkos.polis} may use it, for its merchants and its proxenos (Hegemony "
                 "reference §5.10, §7 Trade Routes; polislab ruling HG5).")
    neutral = [f"{p.name} {p.population}" for p in state.poleis if p.owner is None]
    if neutral:
        parts.append(f"Neutral poleis: {', '.join(neutral)}.")
    parts.append("Polis tiles: " + "; ".join(
        texts.polis_sentence(state, p.name) for p in COMPONENTS.poleis) + ".")
    parts.append("Tribute boxes (what 1, 2, 3... hoplites on a row collect): " + "; ".join(
        f"{box.territory}: {texts.tribute_sentence(state, box.territory)}"
        for box in COMPONENTS.tribute_boxes) + ".")
    if state.merchants_at_markets:
        parts.append("Merchants at markets: " + ", ".join(
            f"{side_title(m.side)} at {m.market} (space {m.shipload + 1})"
            for m in state.merchants_at_markets) + ".")
    for side in state.sides:
        if side.proxenos is None:
            captor = side_title(other(side.name))
            parts.append(f"{side_title(side.name)}'s proxenos is captured, held by {captor} "
                         f"(drawn at the end of {captor}'s line: 'holds' and "
                         f"{side_title(side.name)}'s P) until {side_title(side.name)} pays "
                         f"{captor} 2 silver to release it (Hegemony reference §5.11).")
    return " ".join(parts)


def tribute_line_count(territory: str) -> int:
    """How many lines the territory's tribute box takes on the map: two rows a line (none
    at sea)."""
    if not COMPONENTS.territory(territory).is_land:
        return 0
    return math.ceil(len(COMPONENTS.tribute_box(territory).rows) / 2)


@functools.cache
def territory_box(name: str) -> Box:
    """Where the box of the territory ``name`` is drawn at natural size: (x, y, w, h)."""
    x, y = LAYOUT[name]
    height = (BOX_HEAD + len(COMPONENTS.poleis_in(name)) * POLIS_ROW
              + tribute_line_count(name) * TRIBUTE_ROW + UNITS_ROW + BOX_PAD)
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


def map_boxes() -> dict[str, Box]:
    """Every box on the map at natural size, by name: the territories, the foreign markets,
    the trade ports (``"trade port athens"``), ``"market values"`` and ``"tribute key"``."""
    boxes = {t.name: territory_box(t.name) for t in COMPONENTS.territories}
    boxes.update({m.name: market_box(m.name) for m in COMPONENTS.markets})
    boxes.update({f"trade port {side}": port_box(side) for side in SIDES})
    boxes["market values"] = (MARKET_VALUES_AT[0], MAP_Y + MARKET_VALUES_AT[1], BOX_W, VALUES_H)
    boxes["tribute key"] = (TRIBUTE_KEY_AT[0], MAP_Y + TRIBUTE_KEY_AT[1], BOX_W,
                            TRIBUTE_KEY_H)
    return boxes


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


@functools.cache
def galley_arrows() -> tuple[tuple[str, str, Point, Point], ...]:
    """The galley arrows (Hegemony reference §5.2: a polis's galleys go to the sea its arrow
    points to; which seas: prototype values), drawn as an arrowhead on the line from a land
    territory to that sea, where the line enters the sea's box: (territory, sea, the
    arrowhead's tip, its direction). A polis standing on a sea (Abdera, Epidamnos) puts its
    galleys there: no arrow."""
    arrows = []
    for territory in COMPONENTS.land_territories:
        seas = {sea for polis in COMPONENTS.poleis_in(territory.name)
                for sea in polis.galley_seas}
        for a, b, points in adjacency_paths():
            if {a, b} & seas and territory.name in (a, b):
                sea = b if a == territory.name else a
                ordered = points if a == territory.name else tuple(reversed(points))
                tip, direction = _entry(ordered[-2], ordered[-1],
                                        _sea_points(territory_box(sea)))
                arrows.append((territory.name, sea, tip, direction))
    return tuple(arrows)


@functools.cache
def diolkos_paths() -> tuple[tuple[Point, ...], ...]:
    """The lines from the territory of Korinthos to the two seas the diolkos joins (ruling HG5),
    drawn over in dashes of sea blue."""
    diolkos = COMPONENTS.diolkos
    land = COMPONENTS.polis(diolkos.polis).territory
    return tuple(points for a, b, points in adjacency_paths()
                 if land in (a, b) and {a, b} & set(diolkos.seas))


def _entry(outside: Point, inside: Point, polygon: Sequence[Point]) -> tuple[Point, Point]:
    """Where the segment from ``outside`` to ``inside`` first crosses the edge of
    ``polygon``, and the segment's direction (a unit vector)."""
    (x0, y0), (x1, y1) = outside, inside
    dx, dy = x1 - x0, y1 - y0
    best = 1.0
    for (ax, ay), (bx, by) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        ex, ey = bx - ax, by - ay
        den = dx * ey - dy * ex
        if abs(den) < 1e-9:
            continue
        t = ((ax - x0) * ey - (ay - y0) * ex) / den
        u = ((ax - x0) * dy - (ay - y0) * dx) / den
        if 0 <= t <= best and 0 <= u <= 1:
            best = t
    length = math.hypot(dx, dy)
    return (x0 + dx * best, y0 + dy * best), (dx / length, dy / length)


def _dashes(points: Sequence[Point], on: float = 12.0, off: float = 8.0) -> list[Shape]:
    """A dashed line along ``points``."""
    shapes: list[Shape] = []
    drawn = 0.0  # how far into the current dash-and-gap period
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        length = math.hypot(x2 - x1, y2 - y1)
        at = 0.0
        while at < length:
            if drawn < on:
                step = min(on - drawn, length - at)
                f0, f1 = at / length, (at + step) / length
                shapes.append(Line(x1 + (x2 - x1) * f0, y1 + (y2 - y1) * f0,
                                   x1 + (x2 - x1) * f1, y1 + (y2 - y1) * f1,
                                   COLORS["sea_edge"], 3.0))
            else:
                step = min(on + off - drawn, length - at)
            at += step
            drawn = (drawn + step) % (on + off)
    return shapes


# --- helpers: the state ----------------------------------------------------------------------


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?", ".)")) else text + "."


def _headline(state: Any) -> str:
    if state.phase == "game_over":
        return f"round {state.round}, game over: {outcome_words(state)}"
    if state.pending is not None:
        return f"round {state.round}, waiting for {state.pending.describe()}"
    if state.phase == "actions":
        return f"round {state.round}, {side_title(state.player)} to act"
    return f"round {state.round}, end of the round"


def _status(state: Any) -> str:
    """Whose turn it is and what the phase is, in one line."""
    if state.phase == "game_over":
        return f"Game over: {outcome_words(state)}."
    if state.phase == "actions":
        return acting_text(state) + "."
    return "End of the round: both players have passed."


_DETAIL_ORDER = ("side", "polis", "territory", "market", "good", "direction")


def _pending_text(state: Any) -> str:
    """"Waiting for a roll of 1d4 (siege): side Athens, polis Thebai"; a player's decision
    as its question (:func:`.texts.decision_text`)."""
    pending = state.pending
    if not pending.is_chance:
        return texts.decision_text(pending)  # "Athens to answer Philopersians: which ..."
    if pending.kind == CARD_DRAW:
        return f"Waiting for {pending.describe()}"
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
                      *(f"project {p.name}" for p in COMPONENTS.projects),
                      *(f"round {entry.name}" for entry in COMPONENTS.round_track.rounds),
                      "market chart", "decision", "battle", "combat deck", "event card",
                      "projects"])


def _check_marks(marks: Marks) -> Marks:
    unknown = set(marks) - set(MARK_KINDS)
    if unknown:
        raise ScenarioError(f"unknown mark kind(s) {', '.join(sorted(map(str, unknown)))}; "
                            f"use {', '.join(MARK_KINDS)}")
    return marks


def _draw_marks(out: Scene, marks: Marks) -> dict[str, list[Any]]:
    """Frame the highlighted places, then draw the arrows, crosses and dots over them; a
    place must be a region of ``out``, or one drawn only at times (left out now). Returns the
    marks drawn."""
    framed = []
    for place in marks.get("highlight", ()):
        if isinstance(place, str) and place in out.regions:
            framed.append(place)
            out.add("marks", *_frame(out.regions[place]))
        elif not (isinstance(place, str) and _drawn_at_times(place)):
            raise unknown_place(place, out.regions)
    return {"highlight": framed, **add_place_marks(out, marks, MARK_UNIT, _drawn_at_times)}


def _drawn_at_times(place: str) -> bool:
    """Whether ``place`` is a region the map or the boards view draws at some times only
    ("battle", a hand of combat cards, a project on offer, the other view's regions)."""
    return place in _mark_names()


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


# The advance widths of DejaVu Sans, the first face the SVG names, in thousandths of an em: the
# printable ASCII characters from the space on, then the few others the board writes. Other
# faces of the list (Verdana, Arial) are no wider; a character not listed counts as 1 em.
_NORMAL_WIDTHS = (
    "318 401 460 838 636 950 780 275 390 390 500 838 318 361 318 337 636 636 636 636 636 636 "
    "636 636 636 636 337 337 838 838 838 531 1000 684 686 698 770 632 575 775 752 295 295 656 "
    "557 863 748 787 603 787 695 635 611 732 684 989 685 611 685 390 337 390 838 500 500 613 "
    "635 550 635 615 352 635 634 278 278 579 278 974 634 612 635 635 411 521 392 634 592 818 "
    "592 592 525 636 337 636 838 →838 ↑838 ½969 ×838 †500 ★896 α659 β638 …1000 –500 ·318 ö612")
_BOLD_WIDTHS = (
    "348 456 521 838 696 1002 872 306 457 457 523 838 380 415 380 365 696 696 696 696 696 696 "
    "696 696 696 696 400 400 838 838 838 580 1000 774 762 734 830 683 683 821 837 372 372 775 "
    "637 995 837 850 733 850 770 720 682 812 774 1103 771 724 725 457 365 457 838 500 500 675 "
    "716 593 716 678 435 716 712 343 343 665 343 1042 712 687 716 716 493 595 478 712 652 924 "
    "645 652 582 712 365 712 838 →838 ↑838 ½1035 ×838 †500 ★896 α687 β716 …1000 –500 ·380 "
    "ö687")


def _width_table(numbers: str) -> dict[str, int]:
    """The widths above by character: a bare number for the next ASCII character, a number
    after its character for the others."""
    table: dict[str, int] = {}
    for code, item in enumerate(numbers.split(), start=32):
        if item[0].isdigit():
            table[chr(code)] = int(item)
        else:
            table[item[0]] = int(item[1:])
    return table


_WIDTHS = {False: _width_table(_NORMAL_WIDTHS), True: _width_table(_BOLD_WIDTHS)}
MARGIN_W = 1.04  # a little room for a face slightly wider than DejaVu Sans


def _text_width(text: str, size: float, bold: bool = False) -> float:
    """The drawn width of ``text`` in DejaVu Sans, a little over."""
    widths = _WIDTHS[bold]
    return sum(widths.get(c, 1000) for c in text) * size / 1000 * MARGIN_W


def _fit(text: str, size: float, width: float, bold: bool = False) -> str:
    """``text``, cut with an ellipsis if it would not fit in ``width`` pixels."""
    if _text_width(text, size, bold) <= width:
        return text
    while text and _text_width(text + "…", size, bold) > width:
        text = text[:-1]
    return text.rstrip(" ,;") + "…"


def _wrap(text: str, size: float, width: float, lines: int, bold: bool = False) -> list[str]:
    """``text`` in at most ``lines`` lines of at most ``width`` pixels (the last one cut)."""
    wrapped: list[str] = []
    for word in text.split():
        if wrapped and _text_width(f"{wrapped[-1]} {word}", size, bold) <= width:
            wrapped[-1] = f"{wrapped[-1]} {word}"
        else:
            wrapped.append(word)
    wrapped = wrapped or [""]
    if len(wrapped) > lines:
        wrapped = [*wrapped[:lines - 1], _fit(" ".join(wrapped[lines - 1:]), size, width, bold)]
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
    letter = Text(cx, cy + 0.5, "P", max(12.5 * k, SMALL), colour, weight="bold")
    return [*zoomed([body], k, cx, cy), letter]  # the letter never under SMALL


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


def _anchor(cx: float, cy: float, k: float = ICON) -> list[Shape]:
    """An anchor, the mark of a commercial city: ring, shank, stock and curved arms, about
    ``12 * k`` px wide and ``15 * k`` high."""
    ink, w = COLORS["label"], 1.4
    arms = ((-6, 1), (-5, 4), (-2.5, 6.3), (0, 7), (2.5, 6.3), (5, 4), (6, 1))
    return zoomed([Circle(cx, cy - 6, 1.6, None, ink, w),
                   Line(cx, cy - 4.4, cx, cy + 7, ink, w),
                   Line(cx - 3.5, cy - 2.2, cx + 3.5, cy - 2.2, ink, w),
                   *(Line(cx + x1, cy + y1, cx + x2, cy + y2, ink, w)
                     for (x1, y1), (x2, y2) in itertools.pairwise(arms)),
                   Line(cx - 6, cy + 1, cx - 7.5, cy + 2.8, ink, w),
                   Line(cx + 6, cy + 1, cx + 7.5, cy + 2.8, ink, w)], k, cx, cy)


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


def _sea_points(box: Box) -> tuple[Point, ...]:
    """The outline of a sea's box: a rectangle with its corners cut."""
    x, y, w, h = box
    c = CHAMFER
    return ((x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
            (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c))


def _sea_shape(box: Box, fill: str, edge: str, width: float = 1.5) -> Polygon:
    return Polygon(_sea_points(box), fill, edge, width)


def _frame(box: Box) -> list[Shape]:
    """A yellow highlight frame on the edge of ``box``, with a dark edge so it shows on any
    fill; it reaches only 4 px outside, so it covers no neighbouring text."""
    x, y, w, h = box
    return [Rect(x, y, w, h, None, COLORS["now_edge"], 8),
            Rect(x, y, w, h, None, COLORS["now"], 5)]


# --- drawing: the top band -------------------------------------------------------------------

ROUND_W, ROUND_H = 96.0, 84.0  # a round of the round track
LINES_X = MARGIN + 4 * (ROUND_W + 8) + 14  # the band's lines, right of the round track
LINE_Y = (19.0, 49.0, 81.0)  # the middles of the band's three lines


def _draw_band(out: Scene, state: Any, status: bool) -> None:
    """The round track; a line per side; whose turn it is, or the decision the game waits
    for, in yellow."""
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
                Text(box[0] + w / 2, y + 23, entry.name, BIG, ink, weight="bold"),
                Text(box[0] + w / 2, y + 51, "capacity", SMALL, ink),
                Text(box[0] + w / 2, y + 72, str(entry.capacity), SMALL, ink, weight="bold"))
    left = LINES_X
    width = WIDTH - MARGIN - left
    for side, cy in zip(SIDES, LINE_Y, strict=False):
        _draw_side_line(out, state, side, (left, cy - 14, width, 28))
    cy = LINE_Y[2]
    out.regions["decision"] = (left, cy - 15, width, 30)  # a click here lists the answers
    if state.pending is not None:
        text = _fit(_pending_text(state), TEXT, width - 20, True)
        box_w = min(width, _text_width(text, TEXT, True) + 20)
        out.add("pieces", Rect(left, cy - 14, box_w, 28, COLORS["now"], COLORS["now_edge"], 1.5),
                Text(left + 10, cy, text, TEXT, COLORS["label"], "start", "bold"))
    elif status:
        mover = state.player if state.phase == "actions" else None
        text_x = left
        if mover is not None:
            out.add("pieces", *_side_mark(left + 11, cy, mover, 10))
            text_x = left + 30
        out.add("pieces", Text(text_x, cy, _fit(_status(state), TEXT, width - 30, True),
                               TEXT, COLORS["label"], "start", "bold"))


def _draw_side_line(out: Scene, state: Any, name: str, box: Box) -> None:
    """A side at a glance, on one line: its name, whether it acts or has passed, its
    Prestige and its resources (the boards view has the rest)."""
    x, y, w, h = box
    cy = y + h / 2
    side = state.side(name)
    out.regions[f"board {name}"] = box
    out.add("board", Rect(*box, COLORS[f"{name}_tint"], COLORS[name], 1.5))
    out.add("pieces", *_side_mark(x + 16, cy, name, 10, letter=False))
    out.add("board", Text(x + 34, cy, side_title(name), HEAD, COLORS["label"], "start", "bold"))
    tag = _turn_tag(state, name)
    if tag:
        out.add("pieces", Rect(x + 128, y + 2, 88, h - 4, COLORS["now"] if tag == "to act"
                               else COLORS["cell_alt"], COLORS["now_edge"], 1.2),
                Text(x + 172, cy, tag, SMALL, COLORS["label"], weight="bold"))
    out.add("board", Text(x + 224, cy, "Prestige", SMALL, COLORS["label"], "start"))
    prestige = str(side.prestige)
    out.add("pieces", Text(x + 314, cy, prestige, HEAD, COLORS["label"], "start", "bold"))
    counts = [(str(side.resources[resource]), resource) for resource in RESOURCES]
    words = sum(_text_width(count, TEXT, True) + 4 + _text_width(resource, SMALL)
                for count, resource in counts)
    cursor = x + 314 + _text_width(prestige, HEAD, True) + 14
    end = x + w - 4
    # The enemy proxenos this side captured, at the line's end: a chip of the enemy's colour,
    # "holds" and its mark (ruling HG47); only the mark where six two-digit counts leave no
    # room for the word.
    held = other(name) if state.side(other(name)).proxenos is None else None
    chip = 0.0
    if held:
        chip = 5 + _text_width("holds", SMALL) + 4 + HELD_W + 3
        if cursor + words + 5 * HELD_GAP + HELD_GAP + chip > end:
            chip = 3 + HELD_W + 3
    # the gaps between the resources shrink, to a space or so, to leave the chip its room
    room = end - chip - (HELD_GAP if held else 0) - cursor - words
    gap = max(HELD_GAP, min(16.0, room / (len(counts) - 1)))
    for count, resource in counts:  # the count first: "4 wood", "10 silver"
        out.add("pieces", Text(cursor, cy, count, TEXT, COLORS["label"], "start", "bold"))
        cursor += _text_width(count, TEXT, True) + 4
        out.add("board", Text(cursor, cy, resource, SMALL, COLORS["muted"], "start"))
        cursor += _text_width(resource, SMALL) + gap
    if held:
        out.add("pieces", Rect(end - chip, y + 3, chip, h - 6, COLORS[f"{held}_tint"],
                               COLORS[held], 1.5))
        if chip > 6 + HELD_W:
            out.add("pieces", Text(end - chip + 5, cy, "holds", SMALL, COLORS["label"],
                                   "start"))
        out.add("pieces", *_proxenos(end - 3 - HELD_W / 2, cy, held, HELD_ICON))


HELD_ICON = 1.0  # a captured proxenos on its captor's line
HELD_W = 2 * 8 * 1.3 * HELD_ICON  # its width (a diamond's, the wider shape)
HELD_GAP = 5.5  # the least gap between two resources of a side's line: about a space


# --- drawing: the map ------------------------------------------------------------------------


def _draw_map(out: Scene, state: Any) -> None:
    for _, _, points in adjacency_paths():
        for (x1, y1), (x2, y2) in itertools.pairwise(points):
            out.add("board", Line(x1, y1, x2, y2, COLORS["link"], 2.4))
    for points in diolkos_paths():
        out.add("board", *_dashes(points))
    for territory in COMPONENTS.territories:
        _draw_territory(out, state, territory)
    for _, _, tip, direction in galley_arrows():
        out.add("board", _arrowhead(tip, direction))
    for market in COMPONENTS.markets:
        _draw_foreign_market(out, state, market)
    for side in SIDES:
        _draw_port(out, state, side)
    _draw_market_values(out, state)
    _draw_tribute_key(out)


def _draw_market_values(out: Scene, state: Any) -> None:
    """The value under each good's marker this round, two goods a line (the chart itself is
    on the boards view); each good is the region "market metal" and so on."""
    x, y, w, h = map_boxes()["market values"]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5),
            Text(x + 10, y + 15, "Market values†", NAME, COLORS["label"], "start", "bold"))
    values = COMPONENTS.market_chart.band(state.round).values
    for i, (good, space) in enumerate(zip(GOODS, state.market, strict=True)):
        gx, gy = x + 4 + (i % 2) * (w - 8) / 2, y + 30 + (i // 2) * 22
        out.regions[f"market {good}"] = (gx, gy, (w - 8) / 2, 22)
        out.add("board", Text(gx + 6, gy + 11, good, SMALL, COLORS["muted"], "start"))
        out.add("pieces", Text(gx + (w - 8) / 2 - 6, gy + 11, str(values[space]), TEXT,
                               COLORS["label"], "end", "bold"))
    out.regions["market chart"] = (x, y, w, h)


def _draw_tribute_key(out: Scene) -> None:
    """What a tribute row's number means: what 1, 2, 3, 4, 5 hoplites on a row collect."""
    x, y, w, h = map_boxes()["tribute key"]
    scale = texts.TRIBUTE_SCALE
    pairs = [f"{n}→{value}" for n, value in enumerate(scale, 1)]
    lines = ["  ".join(pairs[:3]), "  ".join(pairs[3:])]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5),
            Rect(x + 4, y + 50, w - 8, len(lines) * TRIBUTE_ROW, COLORS["tribute"]),
            Text(x + 10, y + 15, "Tribute box†", NAME, COLORS["label"], "start", "bold"),
            Text(x + 10, y + 38, "hoplites→collect", SMALL, COLORS["muted"], "start"))
    for i, line in enumerate(lines):
        out.add("board", Text(x + 10, y + 50 + (i + 0.5) * TRIBUTE_ROW, line, SMALL,
                              COLORS["label"], "start", "bold"))


def _draw_territory(out: Scene, state: Any, territory: Any) -> None:
    box = territory_box(territory.name)
    x, y, w, h = box
    if territory.is_sea:
        out.add("board", _sea_shape(box, COLORS["sea"], COLORS["sea_edge"], 2))
    else:
        out.add("board", Rect(*box, COLORS["land"], COLORS["land_edge"], 2))
    out.add("board", Text(x + 10, y + BOX_HEAD / 2, territory.name, NAME, COLORS["label"],
                          "start", "bold"))
    if territory.name == COMPONENTS.polis(COMPONENTS.diolkos.polis).territory:
        # the diolkos's name, left of where a tribute disc may stand (ruling HG5)
        out.add("board", Text(x + w - 34, y + BOX_HEAD / 2, "diolkos", SMALL, COLORS["sea_edge"],
                              "end"))
    if territory.is_land:
        discs = [d.side for d in state.tribute_discs if d.territory == territory.name]
        for i, side in enumerate(discs):
            tx = x + w - 18 - i * 30
            out.add("pieces", Rect(tx - 12, y + 3, 24, 24, COLORS["tribute"], COLORS["label"],
                                   1.2),
                    *_side_mark(tx, y + 15, side, 8))
    poleis = COMPONENTS.poleis_in(territory.name)
    for i, polis in enumerate(poleis):
        row = (x + 2, y + BOX_HEAD + i * POLIS_ROW, w - 4, POLIS_ROW)
        out.regions[polis.name] = row
        _draw_polis(out, state, polis, row)
    if territory.is_land:
        _draw_tribute(out, state, territory.name, y + BOX_HEAD + len(poleis) * POLIS_ROW)
    _draw_units(out, state, territory.name, (x, y + h - UNITS_ROW - BOX_PAD, w, UNITS_ROW))
    out.regions[territory.name] = box


def _draw_tribute(out: Scene, state: Any, territory: str, top: float) -> None:
    """The territory's tribute box: a pale band, two rows a line, each row its resource and
    its last value ("wood 10": 4 spaces, 1 to 10); greyed while an event closes it."""
    x = territory_box(territory)[0]
    rows = texts.tribute_rows(state, territory)
    lines = math.ceil(len(rows) / 2)
    out.add("board", Rect(x + 4, top, BOX_W - 8, lines * TRIBUTE_ROW, COLORS["tribute"]))
    ink = COLORS["muted"] if territory in state.blocked_collection else COLORS["label"]
    for i, (resource, values) in enumerate(rows):
        line, column = divmod(i, 2)
        cx, cy = x + 10 + column * 104, top + (line + 0.5) * TRIBUTE_ROW
        out.add("pieces", Text(cx, cy, resource, SMALL, ink, "start"),
                Text(cx + 92, cy, texts.tribute_top(values), SMALL, ink, "end", "bold"))


def _draw_polis(out: Scene, state: Any, info: Any, row: Box) -> None:
    """Line 1: the owner's mark, the name, a star for a capital, population/maximum; line 2:
    the fortification, base population and most growth a round, the projects completed here
    with their Prestige for posterity in brackets, a project being built, a proxenos standing
    here."""
    x, y, w, _ = row
    polis = state.polis(info.name)
    top, bottom = y + 13, y + 35
    out.add("pieces", *_side_mark(x + 15, top, polis.owner, 9.5))
    bold = info.is_capital
    out.add("board", Text(x + 32, top, info.name, TEXT, COLORS["label"], "start",
                          "bold" if bold else "normal"))
    if info.is_capital:
        out.add("board", _star(x + 44 + _text_width(info.name, TEXT, True), top - 1, 6.0 * ICON))
    out.add("pieces", Text(x + w - 6, top, f"{polis.population}/{info.max_population}", TEXT,
                           COLORS["label"], "end", "bold"))
    cursor = x + 8
    out.add("board", *_tower(cursor, bottom, ROW_ICON))
    cursor += 10 * ROW_ICON + 3
    for label in (str(info.fortification), f"b{info.base_population}", f"↑{info.max_growth}"):
        out.add("board", Text(cursor, bottom, label, SMALL, COLORS["label"], "start"))
        cursor += _text_width(label, SMALL) + 5
    if info.commercial:  # merchants are created here (Hegemony reference §5.3)
        out.add("board", *_anchor(cursor + 9, bottom - 1, ANCHOR_ICON))
        cursor += 12 * ANCHOR_ICON + 8
    here = [s.name for s in state.sides if s.proxenos == info.name]  # one at most
    right = x + w - 8 - 2 * 8 * 1.3 * ROW_ICON * len(here)  # where a proxenos begins
    for side in here:
        out.add("pieces", *_proxenos(x + w - 18, bottom, side, ROW_ICON))
    _draw_polis_projects(out, polis, cursor + 1, right, bottom)


ROW_ICON = 1.4  # the polis rows' tower and proxenos, a little smaller than the map's symbols
ANCHOR_ICON = 1.2  # a commercial city's anchor, in the polis rows and the key
TEMPLE_W = 14 * 1.4  # a temple as the polis rows draw it


def _draw_polis_projects(out: Scene, polis: Any, left: float, right: float, cy: float) -> None:
    """A polis's projects between ``left`` and ``right``: a dark temple for those completed,
    followed by their Prestige for posterity in brackets (summed if there are several), and
    an open temple for the one being built. Where all do not fit the open temple is left out
    (the project tiles under the map say where a project is underway), then the dark one
    (the number in brackets says the posterity, which the score counts)."""
    posterity = f"({sum(COMPONENTS.project(p).posterity for p in polis.completed)})"
    number_w = _text_width(posterity, SMALL, True)
    if polis.completed and left + TEMPLE_W + 2 + number_w <= right:
        out.add("pieces", *_temple(left, cy - 1, True, 1.4),
                Text(left + TEMPLE_W + 2, cy, posterity, SMALL, COLORS["label"], "start",
                     "bold"))
        left += TEMPLE_W + 2 + number_w + 6
    elif polis.completed:  # no room for both (a commercial city with a proxenos): the number
        out.add("pieces", Text(left, cy, posterity, SMALL, COLORS["label"], "start", "bold"))
        left += number_w + 6
    if polis.project and left + TEMPLE_W <= right:
        out.add("pieces", *_temple(left, cy - 1, False, 1.4))


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
        out.add("pieces", Rect(cursor, cy - 13, chip_w, 26, COLORS[f"{side}_tint"],
                               COLORS[side], 1.5),
                *_side_mark(cursor + 13, cy, side, 8.5))
        at = cursor + 30
        for kind, count in kinds:
            icon = (_hoplite(at + 9, cy, side, 1.5) if kind == "hoplite"
                    else _galley(at + 14, cy, side, 1.5))
            out.add("pieces", *icon, Text(at + 29, cy, str(count), TEXT, COLORS["label"],
                                          "start", "bold"))
            at += step
        cursor += chip_w + 8


def _draw_foreign_market(out: Scene, state: Any, market: Any) -> None:
    box = market_box(market.name)
    x, y, w, _ = box
    out.regions[market.name] = box
    title = f"{market.name}†"  # its shiploads are prototype values
    bold = _text_width(title, NAME, True) <= w - 16  # Pontos Euxeinos† fits only in plain type
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 2),
            Text(x + 10, y + BOX_HEAD / 2, title, NAME, COLORS["label"], "start",
                 "bold" if bold else "normal"))
    taken = {m.shipload: m.side for m in state.merchants_at_markets if m.market == market.name}
    closed = event_cards.closed_market(state, market.name) is not None
    ink = COLORS["muted"] if closed else COLORS["label"]
    for ship in market.shiploads:
        top = y + BOX_HEAD + ship.index * SHIPLOAD_ROW
        fill = COLORS["cell"] if ship.index % 2 == 0 else COLORS["cell_alt"]
        text = f"{ship.give} → {ship.get} {ship.number}"
        traded = is_traded(ship)
        out.add("board", Rect(x + 4, top, w - 8, SHIPLOAD_ROW, fill),
                Text(x + 10, top + SHIPLOAD_ROW / 2, text, SMALL,
                     ink if traded else COLORS["muted"], "start"))
        if not traded:  # no sale of wheat (ruling HG44): struck through
            out.add("board", *_struck(x + 6, x + 14 + _text_width(text, SMALL),
                                      top + SHIPLOAD_ROW / 2 + 1))
        side = taken.get(ship.index)
        if side is not None:
            out.add("pieces", *_side_mark(x + w - 18, top + SHIPLOAD_ROW / 2, side, 9))
    if closed:
        out.add("pieces", Text(x + w - 10, y + BOX_HEAD / 2, "closed", SMALL, COLORS["label"],
                               "end", "bold"))


def _draw_port(out: Scene, state: Any, side: str) -> None:
    box = port_box(side)
    x, y, w, h = box
    out.regions[f"trade port {side}"] = box
    seas = COMPONENTS.trade_port(side).seas
    out.add("board", Rect(*box, COLORS[f"{side}_tint"], COLORS[side], 2),
            Text(x + 10, y + 15, f"{side_title(side)} port", NAME, COLORS["label"], "start",
                 "bold"),
            Text(x + 10, y + 41, _fit("to " + ", ".join(s.split()[0] for s in seas),
                                      SMALL, w - 16), SMALL, COLORS["muted"], "start"))
    count = state.side(side).merchants_in_port
    out.add("pieces", *_side_mark(x + w - 40, y + 15, side, 9),
            Text(x + w - 10, y + 15, f"{count}", TEXT, COLORS["label"], "end", "bold"))


# --- drawing: the table under the map: the event card, the project tiles, the key -----------

EVENT_W = 388.0
PROJECTS_W = 484.0
KEY_X = MARGIN + EVENT_W + 8 + PROJECTS_W + 8  # the key, right of the project tiles
LINE = 22.0  # a line of the table


def _draw_table(out: Scene, state: Any) -> None:
    _draw_event(out, state, (MARGIN, TABLE_Y, EVENT_W, TABLE_H))
    _draw_projects(out, state, (MARGIN + EVENT_W + 8, TABLE_Y, PROJECTS_W, TABLE_H))
    _draw_legend(out, (KEY_X, TABLE_Y, WIDTH - MARGIN - KEY_X, TABLE_H))


def _draw_event(out: Scene, state: Any, box: Box) -> None:
    """The round's event card: its name, what it does, and the round and where the card
    comes from (a published card, the prototype's, or polislab's design)."""
    x, y, w, h = box
    out.regions["event card"] = box
    name, effect, kind = texts.event_card(state)
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 1.5))
    lines = int((h - 40) // LINE)
    title = _wrap(name, TEXT, w - 20, 2, bold=True) if name else []
    body = _wrap(effect, SMALL, w - 20, lines - len(title))
    for i, line in enumerate([*title, *body]):
        bold = i < len(title)
        out.add("pieces", Text(x + 10, y + 16 + i * LINE, line, TEXT if bold else SMALL,
                               COLORS["label"], "start", "bold" if bold else "normal"))
    edition = {"a published card": "published", "a prototype card": "prototype",
               "a polislab-edition effect": "polislab edition"}.get(kind, "")
    footer = f"Round {state.round} event card" + (f" ({edition})" if edition else "")
    out.add("board", Text(x + 10, y + h - 13, footer, SMALL, COLORS["muted"], "start"))


TILE_LINE = 21.0  # a line of a project tile
TILE_H = 3 * TILE_LINE  # a project tile: name; cost and value; where it may go


def _draw_projects(out: Scene, state: Any, box: Box) -> None:
    """The round's project tiles, three lines each: those on offer (name and kind; cost, and
    Prestige when completed with, in brackets, its Prestige for posterity; the poleis whose
    tile allows its kind), then those begun (in which polis: a project completes at the end
    of the round it is begun in, so every tile underway is one of the round's)."""
    x, y, w, h = box
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 1.5))
    begun = [(p.project, p.name) for p in state.poleis if p.project]
    tiles = [(name, None) for name in state.project_offer] + begun
    room = int((h - 4) // (TILE_H + 3))  # 3 tiles
    shown = tiles if len(tiles) <= room else tiles[:room - 1]
    top = y + 3
    for name, polis in shown:
        _draw_tile(out, COMPONENTS.project(name), polis, (x + 4, top, w - 8, TILE_H))
        top += TILE_H + 3
    out.regions["projects"] = box  # after the tiles': a click on a tile finds the tile
    if not tiles:
        out.add("pieces", Text(x + 10, top + TILE_LINE / 2, "No project tiles this round.",
                               TEXT, COLORS["label"], "start"))
    if len(shown) < len(tiles):  # more than a round lays out: a position typed so, not a game
        more = "; ".join(f"{name}{f' (underway in {polis})' if polis else ''}"
                         for name, polis in tiles[len(shown):])
        for i, line in enumerate(_wrap(f"Also: {more}.", SMALL, w - 20, 3)):
            out.add("pieces", Text(x + 10, top + (i + 0.5) * TILE_LINE, line, SMALL,
                                   COLORS["label"], "start"))
        return
    lines = int((y + h - 4 - top) // TILE_LINE)
    done = completed_text(state)
    if done and lines > 0:  # room left: the tiles completed in the poleis, by name
        for i, line in enumerate(_wrap(done, SMALL, w - 20, lines)):
            out.add("pieces", Text(x + 10, top + (i + 0.5) * TILE_LINE, line, SMALL,
                                   COLORS["label"], "start"))


def completed_text(state: Any) -> str:
    """The projects completed in the poleis, each with its Prestige for posterity:
    "Completed: Temple of Apollo (2) and Festival of Demeter (0) in Sparta.", or ""."""
    held = []
    for polis in state.poleis:
        if polis.completed:
            names = [f"{p} ({COMPONENTS.project(p).posterity})" for p in polis.completed]
            listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
            held.append(f"{listed} in {polis.name}")
    return f"Completed: {'; '.join(held)}." if held else ""


def _draw_tile(out: Scene, project: Any, polis: str | None, box: Box) -> None:
    """One project tile: on offer, or underway in ``polis``."""
    x, y, w, h = box
    if polis is None:
        out.regions[f"project {project.name}"] = box
    fill = COLORS["cell"] if polis is None else COLORS["cell_alt"]
    value = texts.project_value(project) + "†"
    value_w = _text_width(value, SMALL, True)
    out.add("board", Rect(x, y, w, h - 1, fill))
    name = _fit(project.name, TEXT, w - 12, True)
    out.add("pieces", Text(x + 6, y + TILE_LINE / 2, name, TEXT, COLORS["label"], "start",
                           "bold"),
            Text(x + w - 6, y + TILE_LINE * 1.5, value, SMALL, COLORS["label"], "end", "bold"))
    kind = f"({project.kind})"
    name_w = _text_width(name, TEXT, True)
    if name_w + 8 + _text_width(kind, SMALL) <= w - 12:
        out.add("board", Text(x + 14 + name_w, y + TILE_LINE / 2, kind, SMALL,
                              COLORS["muted"], "start"))
    if polis is None:
        detail = texts.project_cost(project)
        where = texts.project_places(project) + "†"
        detail_weight, where_colour = "normal", COLORS["muted"]
    else:
        detail = f"underway in {polis}"
        where = "completes at the end of this round"
        detail_weight, where_colour = "bold", COLORS["muted"]
    detail = _fit(detail, SMALL, w - 24 - value_w, detail_weight == "bold")
    out.add("pieces", Text(x + 6, y + TILE_LINE * 1.5, detail, SMALL, COLORS["label"], "start",
                           detail_weight),
            Text(x + 6, y + TILE_LINE * 2.5, _fit(where, SMALL, w - 12), SMALL, where_colour,
                 "start"))


KEY_LINE = 21.0  # a line of the key
KEY_LABEL = 54.0  # where a key entry's words begin, right of its symbol


def _key_entries(x: float) -> list[tuple[list[Shape], str]]:
    """The key's symbols (drawn about y = 0, starting at ``x``, at most 50 px wide and 21
    high) and what they mean: the first column's 8, then the second's."""
    return [
        (_side_mark(x + 12, 0, None, 9.5), "neutral polis"),
        ([_star(x + 12, 0, 6.0 * ICON)], "capital"),
        (_anchor(x + 12, 0, ANCHOR_ICON), "commercial city"),
        ([Text(x, 0, "2/3", TEXT, COLORS["label"], "start", "bold")], "population/max.†"),
        ([*_tower(x + 2, 0), Text(x + 22, 0, "2", SMALL, COLORS["label"], "start")],
         "fortification*"),
        ([Text(x, 0, "b2↑1", SMALL, COLORS["label"], "start")], "base, growth†"),
        (_temple(x + 4, -1, True, 1.4), "project done"),
        (_temple(x + 4, -1, False, 1.4), "project begun"),
        ([Text(x, 0, "(3)", SMALL, COLORS["label"], "start", "bold")], "for posterity†"),
        (_proxenos(x + 14, 0, "athens", 1.2), "proxenos"),
        ([*_hoplite(x + 9, 0, "athens", 1.2), *_galley(x + 33, 0, "athens", 1.3)],
         "hoplites, galleys"),
        ([Line(x, 0, x + 30, 0, COLORS["link"], 2.4),
          _arrowhead((x + 44, 0), (1.0, 0.0))], "galley arrow†"),
        ([Rect(x + 2, -10, 20, 20, COLORS["tribute"], COLORS["label"], 1.2),
          *_side_mark(x + 12, 0, "athens", 7)], "tribute collected"),
        ([Rect(x, -10, 44, 20, COLORS["cell"]), *_side_mark(x + 32, 0, "sparta", 8)],
         "merchant"),
        ([Rect(x, -10, 44, 20, COLORS["cell"]), *_struck(x + 4, x + 40, 0)],
         "closed shipload"),
        ([Rect(x + 2, -6, 40, 12, None, COLORS["now_edge"], 8),
          Rect(x + 2, -6, 40, 12, None, COLORS["now"], 5)], "battle, decision"),
    ]


def _draw_legend(out: Scene, box: Box) -> None:
    """The key: two columns of symbols and their meanings, the first as wide as its longest
    words, and the marks of the prototype and polislab-edition values under them."""
    x0, y0, w, h = box
    out.add("board", Rect(*box, COLORS["panel"], COLORS["panel_edge"], 1.5))
    entries = _key_entries(0.0)
    rows = 8
    first = max(_text_width(label, SMALL) for _, label in entries[:rows]) + KEY_LABEL + 8
    for i, (shapes, label) in enumerate(entries):
        col, row = divmod(i, rows)
        x, cy = x0 + 10 + col * first, y0 + 4 + (row + 0.5) * KEY_LINE
        words = [s.x + _text_width(s.text, s.size, s.weight == "bold") for s in shapes
                 if isinstance(s, Text)]
        at = max([KEY_LABEL, *(right + 6 for right in words)])  # past a symbol in letters
        out.add("board", *(transformed(s, dy=cy, dx=x) for s in shapes),
                Text(x + at, cy, label, SMALL, COLORS["label"], "start"))
    out.add("board", Text(x0 + 10, y0 + h - 12, "† from a 2010-11 prototype   * polislab edition",
                          SMALL, COLORS["muted"], "start"))


def _arrowhead(tip: Point, direction: Point, length: float = 13.0,
               half: float = 7.0) -> Polygon:
    """A dark arrowhead whose tip is at ``tip``, pointing along ``direction`` (a unit
    vector)."""
    (tx, ty), (dx, dy) = tip, direction
    bx, by = tx - dx * length, ty - dy * length
    return Polygon(((tx, ty), (bx - dy * half, by + dx * half), (bx + dy * half, by - dx * half)),
                   COLORS["label"])


def _struck(x1: float, x2: float, cy: float) -> list[Shape]:
    """The line drawn through a closed shipload."""
    return [Line(x1, cy, x2, cy, COLORS["muted"], 2.0)]


# --- drawing: a battle being fought ---------------------------------------------------------

CARD_W, CARD_H = 96.0, 48.0  # a combat card on the battle panel
#: The battle panel's second line: the cards are polislab edition, and what the panel covers.
PANEL_NOTE = ("Combat cards*, drawn over the event card and project tiles until the battle "
              "ends.")
CARD_STEP = CARD_W + 6


def _draw_battle(out: Scene, state: Any, shown: tuple[str, ...]) -> None:
    """The battle panel, over the event card and the project tiles (the map stays in view, the
    key too): where and who attacks, both hands (face up or as backs), the deck, the cards
    played and the cards on the table. A line on it says what it covers. Its regions come
    first, so they win over the table's."""
    from polislab.games.hegemony.battle import deck

    battle = state.battle
    x, y, w, h = MARGIN, TABLE_Y, EVENT_W + 8 + PROJECTS_W, TABLE_H
    regions: dict[str, Box] = {"battle": (x, y, w, h)}
    attacker = f"{side_title(battle.attacker)} attacks"
    out.add("pieces", Rect(x, y, w, h, COLORS["panel"], COLORS["now_edge"], 2.5),
            Rect(x, y, w, 30, COLORS["now"], COLORS["now_edge"], 2.5),
            Text(x + 10, y + 15, f"Battle of {battle.territory}, battle round {battle.round}",
                 NAME, COLORS["label"], "start", "bold"),
            *_side_mark(x + w - 22 - _text_width(attacker, TEXT, True), y + 15,
                        battle.attacker, 8),
            Text(x + w - 10, y + 15, attacker, TEXT, COLORS["label"], "end", "bold"),
            Text(x + 10, y + 42, PANEL_NOTE, SMALL, COLORS["muted"], "start"))
    hands_w = w - 320  # the hands on the left; the deck and the table on the right
    for row, side in enumerate(SIDES):
        top = y + 54 + row * 74
        cards = battle.hands[0] if side == "athens" else battle.hands[1]
        units = state.units(battle.territory, side).total
        noun = "hoplite" if battle.kind == "land" else "galley"
        hidden = side not in shown and bool(cards)
        label = (f"{side_title(side)}: {units} {noun}{'s' * (units != 1)}, {len(cards)} "
                 f"card{'s' * (len(cards) != 1)}" + (" (hidden)" if hidden else ""))
        out.add("pieces", *_side_mark(x + 18, top + 11, side, 8),
                Text(x + 32, top + 11, _fit(label, TEXT, hands_w - 40), TEXT, COLORS["label"],
                     "start", "bold"))
        faces = _grouped(cards) if side in shown else [(card, 1) for card in cards]
        step = min(CARD_STEP, (hands_w - 16) / max(len(faces), 1))
        for i, (card, count) in enumerate(faces):
            at = x + 10 + i * step
            if side in shown:
                regions[f"{side} card {card}"] = (at, top + 23, step - 6, CARD_H)
                out.add("pieces", *_card_face(at, top + 23, card, count, step - 6))
            else:
                out.add("pieces", *_card_back(at, top + 23, "", step - 6))
        regions[f"hand {side}"] = (x + 4, top, hands_w, 74)  # after its cards
    right = x + hands_w + 10
    left = sum(deck(battle).values())
    regions["combat deck"] = (right, y + 58, 200, CARD_H + 4)
    out.add("pieces", *_card_back(right, y + 60, f"{left}"),
            Text(right + CARD_W + 10, y + 73, "deck", SMALL, COLORS["muted"], "start"),
            Text(right + CARD_W + 10, y + 96, f"{len(battle.discard)} played", SMALL,
                 COLORS["muted"], "start"),
            Text(right, y + 126, "on the table:" if battle.attack else "on the table: none",
                 SMALL, COLORS["muted"], "start"))
    for i, card in enumerate(battle.attack):
        out.add("pieces", *_card_face(right + i * CARD_STEP, y + 140, card))
    out.regions = {**regions, **out.regions}


def _grouped(cards: Sequence[str]) -> list[tuple[str, int]]:
    """A hand's cards with their copies counted, in the hand's order; a card named on two
    lines (Mercenaries, Salpinx Call) is drawn once a copy, its "×2" having no room beside
    its second line."""
    counts: dict[str, int] = {}
    faces: list[tuple[str, int]] = []
    for card in cards:
        if card in _CARD_LINES:
            faces.append((card, 1))
        else:
            counts[card] = counts.get(card, 0) + 1
            if counts[card] == 1:
                faces.append((card, 0))  # counted below
    return [(card, count or counts[card]) for card, count in faces]


_CARD_LINES = {"Mercenaries": ("Merce-", "naries"), "Salpinx Call": ("Salpinx", "Call")}


def _card_face(x: float, y: float, card: str, count: int = 1,
               width: float = CARD_W) -> list[Shape]:
    """A combat card face up: its formation (or name) and its Prestige, "×2" for two copies."""
    name, _, value = card.rpartition(" ")
    if not value.isdigit():  # no Prestige number: the name on two lines
        name, value = _CARD_LINES.get(card, (card, ""))
    cx = x + width / 2
    shapes: list[Shape] = [Rect(x, y, width, CARD_H, COLORS["cell"], COLORS["label"], 1.2),
                           Text(cx, y + 13, _fit(name, SMALL, width - 4), SMALL,
                                COLORS["label"])]
    if value:
        bold = value.isdigit()
        shapes.append(Text(cx, y + 35, value, NAME if bold else SMALL, COLORS["label"],
                           weight="bold" if bold else "normal"))
    if count > 1:
        shapes.append(Text(x + width - 4, y + CARD_H - 9, f"×{count}", SMALL, COLORS["label"],
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
