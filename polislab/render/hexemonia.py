"""How a *Hexemonia* state looks: each city-state as hexes around its Acropolis, the face-up
tiles, the Stack of Fate and the Underworld, as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The picture, top to bottom: a band saying whose turn and which step it is (and any decision
the game waits for), the face-up tiles, the Stack of Fate, the Underworld, the supply of cubes;
then one panel per player, two to a row, each with the player's name, Acropolis, hand, Myth
tiles, the Philosopher pawn and the Last Player token, and the city-state: flat-topped hexes
placed as the engine's places ``1a``, ``2k`` ... say, the Acropolis in the middle.

A tile's colour is its type, as on the printed tiles (Chora green, Fortification vermillion,
Polis blue, Myth reddish purple: Okabe-Ito colours, told apart by colour-blind readers too),
and a glyph in its lower corner its Nature (an eye, a helmet, an amphora, a lightning bolt),
the letter P, M, E or S beside it. An Active tile is drawn in full colour with a dark outline;
an Inactive one pale, with a grey outline and its title in grey. Cubes are small squares with
their count: white Citizens, red Hoplites, yellow Gold. A Myth token is a purple disc with its
Myth's initial; a shield in a Fortification's corner gives its defensive value. Empty places
where a tile could be added are faint outlines.

This module reads a state through its public fields and the component data, and never
changes it. What the widgets need to play the game by clicks (which places offer which
actions, the keyboard cursor, the words of the side panel) is in :mod:`.hexemonia_clicks`,
imported here.

>>> from polislab.games.hexemonia import initial_state
>>> state = initial_state(3)
>>> picture = scene(state)
>>> picture.width, picture.height
(1000.0, 1008.0)
>>> picture.region_at(*picture.center_of("red A"))
'red A'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="1000"')
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.games.hexemonia.city import active, positions, tile
from polislab.games.hexemonia.components import COMPONENTS
from polislab.games.hexemonia.hexes import ACROPOLIS, label, pixel, ring, ring_of
from polislab.games.hexemonia.summary import summary

from .scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text
from .svg import to_svg

__all__ = ["ACTIONS_BOX", "COLORS", "CONFIRM_CHOICE", "KEY_STEPS", "LEGEND", "MARK_KINDS", "SIZE",
           "action_path", "action_paths", "action_text", "choice_label", "click_hint",
           "cursor_shapes", "default_marks", "describe", "event_text", "explain_click",
           "last_regions", "scene", "side_label", "step_cursor", "svg", "turn_text", "visible"]

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 1000.0
MARGIN = 14.0
BAND_H = 150.0  # status line, face-up tiles, stack, Underworld, supply
PANEL_GAP = 12.0
PANEL_W = (WIDTH - 2 * MARGIN - PANEL_GAP) / 2
PANEL_H = 410.0
HEAD_H = 62.0  # a panel's header: name, Acropolis, hand, Myths
HEX_R = 40.0  # a tile's corner radius at natural size (smaller when a city spreads wide)
SMALL = 12.0
TEXT = 13.0
HEAD = 16.0

COLORS: dict[str, str] = {
    "background": "#FBFAF7",
    "panel": "#FFFFFF",
    "panel_edge": "#5B5040",
    "label": "#3D352A",
    "muted": "#6B6256",
    "Chora": "#009E73",  # Okabe-Ito bluish green
    "Fortification": "#D55E00",  # vermillion
    "Polis": "#0072B2",  # blue
    "Myth": "#CC79A7",  # reddish purple
    "Chora_pale": "#CCEBE2",
    "Fortification_pale": "#F6DBC8",
    "Polis_pale": "#CCE0EE",
    "Myth_pale": "#F3E1EC",
    "acropolis": "#E8DFC8",  # marble
    "acropolis_edge": "#3D352A",
    "active_edge": "#1A1A1A",
    "inactive_edge": "#9A9A9A",
    "inactive_text": "#6B6B6B",
    "free": "#D9D4C7",
    "citizens": "#FFFFFF",
    "hoplites": "#B2182B",
    "gold": "#F0E442",
    "cube_edge": "#3D352A",
    "token": "#7B3A96",
    "letter": "#FFFFFF",
    "now": "#F0E442",  # Okabe-Ito yellow: whose turn, a pending decision
    "now_edge": "#3D352A",
    "back": "#8C7E68",  # the back of a tile in hand, the Stack of Fate
    "shield": "#7A2E00",
}

#: What the symbols mean, in words; ends every scene's description.
LEGEND = (
    "Key: green tiles are Chora, vermillion Fortification, blue Polis, purple Myth; the glyph "
    "in a tile's corner is its Nature (eye P Political, helmet M Military, amphora E Economic, "
    "lightning S Sacred); full colour with a dark outline is Active, pale with a grey outline "
    "Inactive; white, red and yellow squares are Citizens, Hoplites and Gold with their count; "
    "a purple disc is a Myth token; a shield gives a Fortification's defence; faint outlines are "
    "free places; the pawn marks the Philosopher, LAST the Last Player token; a yellow frame "
    "marks whose turn it is and the tile a decision is about."
)

#: The kinds of marks ``scene`` accepts, and what each holds.
MARK_KINDS: dict[str, str] = {
    "highlight": "regions to frame in yellow: a tile as 'red 1a', a panel as 'city red', "
                 "'display', 'stack' (by default the tile a pending decision is about)",
}

Marks = Mapping[str, Sequence[Any]]
NATURE_LETTER = {"Political": "P", "Military": "M", "Economic": "E", "Sacred": "S"}
KIND_COLORS = (("citizens", "c"), ("hoplites", "h"), ("gold", "g"))


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: Marks | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, show_all: bool = False,
          seen_by: str | None = None) -> Scene:
    """The state as a :class:`Scene`. ``marks`` replaces the default marks
    (:func:`default_marks`); ``size`` scales the picture (56 is natural size, 1000 pixels
    wide); ``flipped`` changes nothing (accepted so that widgets call every renderer alike);
    ``status`` False leaves out the line saying whose turn it is.

    Hidden information: the hands and the identities of hidden Acropolis tiles are drawn for
    the players :func:`visible` names (``show_all``: everyone; ``seen_by``: that player; by
    default the player to act), the others as tile backs and "Acropolis (hidden)".

    Regions: each tile and free place as "<player> <place>" ("red 1a", "red A"), each panel
    "city <player>", each face-up tile "display 1" to "display 4", "stack", "underworld".
    """
    chosen = _check_marks(default_marks(state) if marks is None else marks)
    seen = visible(state, show_all, seen_by)
    description = describe(state, seen)
    if marks is not None and chosen["highlight"]:
        description += f" Marked: {', '.join(chosen['highlight'])}."
    rows = math.ceil(len(state.players) / 2)
    height = BAND_H + rows * (PANEL_H + PANEL_GAP) + MARGIN
    out = Scene(WIDTH, height, title=f"Hexemonia, {_headline(state)}",
                description=f"{description} {LEGEND}")
    out.add("board", Rect(0, 0, WIDTH, height, COLORS["background"]))
    _draw_band(out, state, status)
    for i, player in enumerate(state.players):
        x = MARGIN + (i % 2) * (PANEL_W + PANEL_GAP)
        y = BAND_H + (i // 2) * (PANEL_H + PANEL_GAP)
        _draw_panel(out, state, i, (x, y), player.name in seen)
    for name in chosen["highlight"]:
        if name in out.regions:
            out.add("marks", *_frame(out.regions[name]))
    _LAST_REGIONS.clear()
    _LAST_REGIONS.update(out.regions)
    k = float(size) / SIZE
    return out if k == 1 else out.scaled(k)


#: The places of the picture drawn last, at natural size: the keyboard cursor moves among
#: them (a city-state grows during a game, so its places are those on screen).
_LAST_REGIONS: dict[str, tuple[float, float, float, float]] = {}


def last_regions() -> dict[str, tuple[float, float, float, float]]:
    """The regions of the last scene drawn, at natural size (empty before the first)."""
    return dict(_LAST_REGIONS)


def svg(state: Any, marks: Marks | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, show_all: bool = False,
        seen_by: str | None = None) -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, show_all=show_all,
                        seen_by=seen_by))


def visible(state: Any, show_all: bool = False, seen_by: str | None = None) -> tuple[str, ...]:
    """The players whose hand and hidden Acropolis are drawn face up: all with ``show_all`` or
    once the game is over, else ``seen_by``, else the player to act (none while chance acts)."""
    names = tuple(p.name for p in state.players)
    if show_all or state.step == "over":
        return names
    if seen_by is not None:
        if seen_by not in names:
            raise ValueError(f"seen_by is one of {', '.join(names)} or None, not {seen_by!r}")
        return (seen_by,)
    pending = state.pending
    if pending is not None:
        return () if pending.actor < 0 else (names[pending.actor],)
    return (names[state.turn],)


def default_marks(state: Any) -> dict[str, list[str]]:
    """The tile a pending decision is about (an attack's target, a tile being paid for, the
    tile an opponent must pay), framed; nothing otherwise."""
    pending = state.pending
    if pending is None or state.step == "over":
        return {"highlight": []}
    at = pending.get("at")
    if pending.kind in ("commit", "casualties") and at is not None:
        return {"highlight": [f"{state.players[pending.get('target')].name} {at}"]}
    if pending.kind == "give":
        return {"highlight": [f"{state.players[state.turn].name} {pending.get('to')}"]}
    if at is not None:
        return {"highlight": [f"{state.players[state.turn].name} {at}"]}
    return {"highlight": []}


def describe(state: Any, seen: Sequence[str] | None = None) -> str:
    """The state in words (:func:`~polislab.games.hexemonia.summary.summary`), the hands and
    hidden Acropolis tiles of the players not in ``seen`` (by default :func:`visible`) left
    out."""
    seen = visible(state) if seen is None else seen
    lines = summary(state).splitlines()
    out = []
    for line in lines:
        for p in state.players:
            if line.startswith(f"{p.name} (") and p.name not in seen:
                city = "hidden" if not p.revealed else p.acropolis
                head, _, rest = line.partition(": ")
                hand = f"{len(p.hand)} tile{'s' * (len(p.hand) != 1)} in hand"
                myths = head.split(", myths ")
                extra = f", myths {myths[1]}" if len(myths) > 1 else ""
                line = f"{p.name} (Acropolis {city}), {hand}{extra}: {rest}"
        out.append(line if line.endswith(".") else line + ".")
    return " ".join(out)


# --- helpers ---------------------------------------------------------------------------------


def _headline(state: Any) -> str:
    n = len(state.players)
    if state.step == "over":
        return f"{n} players, game over"
    return f"{n} players, turn {state.turns}, {state.players[state.turn].name} to play"


def _status(state: Any) -> str:
    if state.step == "over":
        scores = ", ".join(f"{p.name} {s}" for p, s in zip(state.players, state.scores or (),
                                                           strict=False))
        return f"Game over: {scores}; won by {' and '.join(state.winners or ())}"
    name = state.players[state.turn].name
    step = {"draw": "step A, draw", "play": "step B, play tiles or choose the action",
            "action": f"step C, {state.action}", "discard": "step D"}[state.step]
    text = f"Turn {state.turns}: {name}, {step}"
    if state.ending:
        text += " (final round)"
    if state.pending is not None:
        who = "chance" if state.pending.actor < 0 else state.players[state.pending.actor].name
        text += f"; waiting for {who}: {state.pending.kind}"
    return text


def _check_marks(marks: Marks) -> dict[str, list[str]]:
    unknown = sorted(set(marks) - set(MARK_KINDS))
    if unknown:
        raise ValueError(f"unknown kind of mark {unknown[0]!r}; the kinds are "
                         f"{', '.join(MARK_KINDS)}")
    return {"highlight": [str(x) for x in marks.get("highlight", ())]}


def _frame(box: tuple[float, float, float, float]) -> list[Shape]:
    x, y, w, h = box
    return [Rect(x - 2, y - 2, w + 4, h + 4, None, COLORS["now_edge"], 5),
            Rect(x - 2, y - 2, w + 4, h + 4, None, COLORS["now"], 3)]


def _fit(text: str, size: float, width: float) -> str:
    chars = max(3, int(width / (size * 0.58)))
    return text if len(text) <= chars else text[:chars - 1] + "…"


def _title(cx: float, cy: float, text: str, r: float, colour: str) -> Text:
    """A tile's title across its top, in the largest size up to 12 px that fits (at least 9)."""
    width = 1.6 * r
    size = max(9.0, min(SMALL, width / (0.68 * len(text))))  # bold letters are wide
    return Text(cx, cy - r * 0.32, _fit(text, size, width + 8), size, colour, weight="bold")


def _hexagon(cx: float, cy: float, r: float) -> tuple[Point, ...]:
    return tuple((cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
                 for i in range(6))


def _nature_glyph(cx: float, cy: float, nature: str, colour: str) -> list[Shape]:
    """A small drawing of a Nature symbol centred on (cx, cy), about 14 px wide."""
    if nature == "Political":  # an eye
        lid = [(cx - 7, cy), (cx - 3.5, cy - 3.5), (cx + 3.5, cy - 3.5), (cx + 7, cy),
               (cx + 3.5, cy + 3.5), (cx - 3.5, cy + 3.5)]
        return [Polygon(lid, COLORS["panel"], colour, 1.5), Circle(cx, cy, 2.2, colour)]
    if nature == "Military":  # a helmet with its crest
        dome = [(cx - 6, cy + 5), (cx - 6, cy - 1), (cx - 3, cy - 5), (cx + 3, cy - 5),
                (cx + 6, cy - 1), (cx + 6, cy + 5), (cx + 2, cy + 5), (cx + 2, cy + 1),
                (cx - 2, cy + 1), (cx - 2, cy + 5)]
        return [Polygon(dome, colour), Line(cx - 5, cy - 7, cx + 5, cy - 7, colour, 2)]
    if nature == "Economic":  # an amphora
        body = [(cx - 2, cy - 7), (cx + 2, cy - 7), (cx + 2, cy - 5), (cx + 5, cy - 1),
                (cx + 4, cy + 4), (cx, cy + 7), (cx - 4, cy + 4), (cx - 5, cy - 1),
                (cx - 2, cy - 5)]
        return [Polygon(body, colour)]
    bolt = [(cx + 2, cy - 7), (cx - 4, cy + 1), (cx, cy + 1), (cx - 2, cy + 7), (cx + 4, cy - 1),
            (cx, cy - 1)]  # a lightning bolt
    return [Polygon(bolt, colour)]


def _cube(x: float, y: float, kind: str, count: int, s: float = 14.0) -> list[Shape]:
    shapes: list[Shape] = [Rect(x, y, s, s, COLORS[kind], COLORS["cube_edge"], 1)]
    dark = kind != "hoplites"
    shapes.append(Text(x + s / 2, y + s / 2 + 0.5, str(count), SMALL - 1,
                       COLORS["label"] if dark else COLORS["letter"], weight="bold"))
    return shapes


def _cube_boxes(cx: float, cy: float, cubes: Sequence[int],
                s: float = 14.0) -> list[tuple[str, int, tuple[float, float, float, float]]]:
    """Where the cubes of a tile are drawn: (kind, count, box) for each kind on it, one row of
    squares centred on (cx, cy)."""
    kinds = [(kind, n) for (kind, _), n in zip(KIND_COLORS, cubes, strict=True) if n]
    x = cx - (len(kinds) * (s + 2) - 2) / 2
    out = []
    for kind, n in kinds:
        out.append((kind, n, (x, cy - s / 2, s, s)))
        x += s + 2
    return out


def _cubes(cx: float, cy: float, cubes: Sequence[int], s: float = 14.0) -> list[Shape]:
    """The cubes of a tile as one row of counted squares centred on (cx, cy)."""
    out: list[Shape] = []
    for kind, n, (x, y, _, _) in _cube_boxes(cx, cy, cubes, s):
        out += _cube(x, y, kind, n, s)
    return out


def _cube_size(r: float) -> float:
    return 12.0 if r >= 30 else 10.0


def _pawn(cx: float, cy: float) -> list[Shape]:
    """The Philosopher pawn."""
    return [Polygon([(cx - 6, cy + 9), (cx - 3, cy - 1), (cx + 3, cy - 1), (cx + 6, cy + 9)],
                    COLORS["label"]), Circle(cx, cy - 5, 4.5, COLORS["label"])]


def _shield(cx: float, cy: float, value: int) -> list[Shape]:
    outline = [(cx - 6, cy - 7), (cx + 6, cy - 7), (cx + 6, cy + 1), (cx, cy + 7), (cx - 6, cy + 1)]
    return [Polygon(outline, COLORS["shield"]),
            Text(cx, cy - 1, str(value), SMALL - 2, COLORS["letter"], weight="bold")]


def _token(cx: float, cy: float, myth: str) -> list[Shape]:
    return [Circle(cx, cy, 8, COLORS["token"], COLORS["letter"], 1.5),
            Text(cx, cy + 0.5, myth[0], SMALL - 1, COLORS["letter"], weight="bold")]


def _tile_hex(cx: float, cy: float, r: float, title: str, is_active: bool,
              cubes: Sequence[int] = (0, 0, 0), tokens: Sequence[str] = ()) -> list[Shape]:
    """A Terrain tile: its type's colour (pale when Inactive), title, Nature, cubes, tokens."""
    info = tile(title)
    fill = COLORS[info.type] if is_active else COLORS[f"{info.type}_pale"]
    edge = COLORS["active_edge"] if is_active else COLORS["inactive_edge"]
    text_colour = COLORS["letter"] if is_active else COLORS["inactive_text"]
    out: list[Shape] = [Polygon(_hexagon(cx, cy, r - 1), fill, edge, 2 if is_active else 1.2),
                        _title(cx, cy, title, r, text_colour)]
    if any(cubes):
        out += _cubes(cx, cy + r * 0.2, cubes, _cube_size(r))
    glyph_colour = COLORS["letter"] if is_active else COLORS[info.type]
    out += _nature_glyph(cx - r * 0.2, cy + r * 0.62, info.nature, glyph_colour)
    out.append(Text(cx + r * 0.2, cy + r * 0.63, NATURE_LETTER[info.nature], SMALL - 2,
                    text_colour, weight="bold"))
    if info.shield:
        out += _shield(cx + r * 0.74, cy + r * 0.2, info.shield)
    for i, myth in enumerate(tokens):
        out += _token(cx - r * 0.74 + 5 * i, cy + r * 0.2 - 9 * i, myth)
    return out


def _acropolis_hex(cx: float, cy: float, r: float, player: Any, face_up: bool) -> list[Shape]:
    out: list[Shape] = [Polygon(_hexagon(cx, cy, r - 1), COLORS["acropolis"],
                                COLORS["acropolis_edge"], 2.5)]
    name = player.acropolis if face_up or player.revealed else "Acropolis"
    out.append(_title(cx, cy, name, r, COLORS["label"]))
    a = player.city[0]
    if any(a.cubes):
        out += _cubes(cx, cy + r * 0.2, a.cubes, _cube_size(r))
    if player.revealed:
        nature = COMPONENTS.acropolis_tile(player.acropolis).nature
        out += _nature_glyph(cx - r * 0.2, cy + r * 0.62, nature, COLORS["label"])
        out.append(Text(cx + r * 0.2, cy + r * 0.63, NATURE_LETTER[nature], SMALL - 2,
                        COLORS["label"], weight="bold"))
    else:
        out.append(Text(cx, cy + r * 0.62, "secret" if face_up else "hidden", SMALL - 2,
                        COLORS["muted"]))
    return out


# --- the band --------------------------------------------------------------------------------


def _draw_band(out: Scene, state: Any, status: bool) -> None:
    y = MARGIN
    if status:
        out.add("board", Text(MARGIN, y + 8, _fit(_status(state), HEAD, WIDTH - 2 * MARGIN),
                              HEAD, COLORS["label"], anchor="start", weight="bold"))
    y += 26
    out.add("board", Text(MARGIN, y + 10, "Face up", TEXT, COLORS["muted"], anchor="start"))
    r = 40.0
    for i in range(COMPONENTS.rule("face_up")):
        cx = MARGIN + 110 + i * (2 * r + 12)
        cy = y + 10 + r * 0.87 + 4
        out.regions[f"display {i + 1}"] = (cx - r, cy - r * 0.87, 2 * r, 1.74 * r)
        if i < len(state.display):
            out.add("pieces", *_tile_hex(cx, cy, r, state.display[i], True))
        else:
            out.add("board", Polygon(_hexagon(cx, cy, r - 1), None, COLORS["free"], 1.2))
    sx = MARGIN + 110 + 4 * (2 * r + 12) + 20
    cy = y + 10 + r * 0.87 + 4
    for d in (6, 3, 0):
        out.add("board", Polygon(_hexagon(sx + r + d, cy - d, r - 1), COLORS["back"],
                                 COLORS["panel_edge"], 1.5))
    left = len(state.stack)
    out.add("pieces", Text(sx + r, cy - 16, "Stack", SMALL, COLORS["letter"], weight="bold"),
            Text(sx + r, cy - 2, "of Fate", SMALL, COLORS["letter"], weight="bold"),
            Text(sx + r, cy + 16, f"{left} tile{'s' * (left != 1)}", TEXT, COLORS["letter"]))
    out.regions["stack"] = (sx, cy - r * 0.87 - 6, 2 * r + 6, 1.74 * r + 6)
    ux = sx + 2 * r + 34
    out.add("board", Text(ux, cy - 30, "Underworld", TEXT, COLORS["muted"], anchor="start"),
            Text(ux, cy - 12, f"{len(state.underworld)} tile"
                 f"{'s' * (len(state.underworld) != 1)}", TEXT, COLORS["label"],
                 anchor="start"))
    if state.underworld:
        out.add("board", Text(ux, cy + 6, _fit(f"top: {state.underworld[-1]}", TEXT, 150),
                              TEXT, COLORS["label"], anchor="start"))
    out.regions["underworld"] = (ux - 4, cy - 40, 150, 56)
    out.add("board", Text(ux, cy + 28, "Supply", TEXT, COLORS["muted"], anchor="start"))
    x = ux + 52
    for (kind, _), n in zip(KIND_COLORS, state.supply, strict=True):
        out.add("pieces", *_cube(x, cy + 20, kind, n, 18))
        out.regions[f"supply {kind}"] = (x, cy + 20, 18, 18)
        x += 24
    _draw_actions_box(out, state, (ux + 160, y, WIDTH - MARGIN - ux - 160, BAND_H - y - 8))


def _draw_actions_box(out: Scene, state: Any, box: tuple[float, float, float, float]) -> None:
    """The box that offers the turn's choices when clicked (the action of step C, an end, a
    pending decision's answers): yellow while a decision waits."""
    x, y, w, h = box
    waiting = state.pending is not None
    out.add("board", Rect(x, y, w, h, COLORS["now"] if waiting else COLORS["panel"],
                          COLORS["panel_edge"], 1.5))
    head = "Decision" if waiting else "Actions"
    out.add("pieces", Text(x + w / 2, y + 16, head, HEAD, COLORS["label"], weight="bold"))
    for i, line in enumerate(_actions_lines(state)):
        out.add("pieces", Text(x + w / 2, y + 40 + 18 * i, _fit(line, TEXT, w - 10), TEXT,
                               COLORS["label"]))
    out.regions["actions"] = box


def _actions_lines(state: Any) -> list[str]:
    """What the actions box says: the step, or the decision the game waits for, and who."""
    if state.step == "over":
        return ["the game is over"]
    pending = state.pending
    if pending is not None:
        who = "chance" if pending.actor < 0 else state.players[pending.actor].name
        return [f"{pending.kind}", f"by {who}", "click for the answers"]
    name = state.players[state.turn].name
    step = {"draw": "step A: draw", "play": "step B: play tiles", "discard": "step D",
            "action": f"step C: {state.action}"}[state.step]
    more = "click to choose the action" if state.step == "play" else "click for the choices"
    return [f"{name}, {step}", more]


# --- a player's panel ------------------------------------------------------------------------


def _draw_panel(out: Scene, state: Any, index: int, at: Point, face_up: bool) -> None:
    x, y = at
    player = state.players[index]
    now = state.step != "over" and state.turn == index
    out.add("board", Rect(x, y, PANEL_W, PANEL_H, COLORS["panel"], COLORS["panel_edge"],
                          1.5))
    if now:
        out.add("board", Rect(x + 2, y + 2, PANEL_W - 4, 24, COLORS["now"]))
    city = player.acropolis if face_up or player.revealed else "Acropolis hidden"
    if player.revealed:
        city += " (revealed)"
    out.add("board", Text(x + 10, y + 14, _fit(f"{player.name}: {city}", HEAD, PANEL_W - 120),
                          HEAD, COLORS["label"], anchor="start", weight="bold"))
    tx = x + PANEL_W - 12
    if state.last_player == index:
        out.add("pieces", Rect(tx - 40, y + 6, 40, 16, COLORS["label"]),
                Text(tx - 20, y + 14, "LAST", SMALL - 2, COLORS["letter"], weight="bold"))
        tx -= 50
    if state.philosopher == index:
        out.add("pieces", *_pawn(tx - 8, y + 13))
        out.add("board", Text(tx - 20, y + 14, "Philosopher", SMALL, COLORS["label"],
                              anchor="end"))
    _draw_hand(out, player, (x + 10, y + 28, PANEL_W - 20, 17), face_up)
    mx = x + 10
    out.add("board", Text(mx, y + 54, "Myths:", TEXT, COLORS["label"], anchor="start"))
    mx += 52
    if not player.myths:
        out.add("board", Text(mx, y + 54, "-", TEXT, COLORS["label"], anchor="start"))
    for myth in player.myths:
        holder = next((p for p in player.city if myth in p.tokens), None)
        on = holder is not None and active(holder)
        w = 14 + len(myth) * 7.5 + 22
        out.add("pieces", Rect(mx, y + 46, w, 17, COLORS["Myth"] if on else COLORS["Myth_pale"],
                               COLORS["active_edge"] if on else COLORS["inactive_edge"], 1))
        colour = COLORS["letter"] if on else COLORS["inactive_text"]
        out.add("pieces", *_nature_glyph(mx + 10, y + 54.5, tile(myth).nature, colour),
                Text(mx + 20, y + 55, myth, SMALL, colour, anchor="start", weight="bold"))
        out.regions.setdefault(f"{player.name} myth {myth}", (mx, y + 46, w, 17))
        mx += w + 6
    _draw_city(out, state, index, (x, y + HEAD_H, PANEL_W, PANEL_H - HEAD_H), face_up)
    out.regions[f"city {player.name}"] = (x, y, PANEL_W, PANEL_H)  # after its tiles: they win


def _draw_hand(out: Scene, player: Any, box: tuple[float, float, float, float],
               face_up: bool) -> None:
    """A player's hand: a chip in its type's colour per tile when face up (region
    "<player> hand <tile>"), else only how many; the row is the region "hand <player>"."""
    x, y, w, h = box
    if not face_up or not player.hand:
        count = len(player.hand)
        text = f"Hand: {count} tile{'s' * (count != 1)}" if face_up is False else "Hand: -"
        out.add("board", Text(x, y + h / 2, text, TEXT, COLORS["label"], anchor="start"))
    else:
        out.add("board", Text(x, y + h / 2, "Hand:", TEXT, COLORS["label"], anchor="start"))
        cx = x + 44
        each = (x + w - cx) / len(player.hand) - 4
        for title in player.hand:
            size = SMALL - 1
            chip = min(each, 12 + len(title) * size * 0.62)
            out.add("pieces", Rect(cx, y, chip, h, COLORS[tile(title).type],
                                   COLORS["active_edge"], 1),
                    Text(cx + chip / 2, y + h / 2 + 0.5, _fit(title, size, chip - 4), size,
                         COLORS["letter"], weight="bold"))
            out.regions.setdefault(f"{player.name} hand {title}", (cx, y, chip, h))
            cx += chip + 4
    out.regions[f"hand {player.name}"] = box


def _draw_city(out: Scene, state: Any, index: int, box: tuple[float, float, float, float],
               face_up: bool) -> None:
    bx, by, bw, bh = box
    player = state.players[index]
    free: set[tuple[int, int]] = set()
    if state.step != "over":
        free.update(positions(player.city, "Pasture"))  # where a tile may go (any Chora)
    extent = max(1, *(ring_of(h) for h in free), *(ring_of(p.hex) for p in player.city))
    r = min(HEX_R, (bw - 16) / (3 * extent + 2),
            (bh - 12) / (2 * (math.sqrt(3) * extent + 0.87)))
    cx, cy = bx + bw / 2, by + bh / 2
    occupied = {p.hex for p in player.city}
    for k in range(1, extent + 1):
        for h in ring(k):
            if h in occupied:
                continue
            px, py = pixel(h, r)
            outline = COLORS["inactive_edge"] if h in free else COLORS["free"]
            out.add("board", Polygon(_hexagon(cx + px, cy + py, r - 2), None, outline,
                                     1.2 if h in free else 0.8))
            out.regions[f"{player.name} {label(h)}"] = (cx + px - r * 0.87, cy + py - r * 0.75,
                                                        1.74 * r, 1.5 * r)
    hexes: list[Shape] = []
    details: list[Shape] = []  # drawn after every hex, so no tile covers a neighbour's title
    for p in player.city:
        px, py = pixel(p.hex, r)
        hx, hy = cx + px, cy + py
        if p.hex == ACROPOLIS:
            first, *rest = _acropolis_hex(hx, hy, r, player, face_up)
        else:
            first, *rest = _tile_hex(hx, hy, r, p.tile, active(p), p.cubes, p.tokens)
        hexes.append(first)
        details += rest
        for kind, _, cube in _cube_boxes(hx, hy + r * 0.2, p.cubes, _cube_size(r)):
            out.regions[f"{player.name} {p.at} {kind}"] = cube  # before the tile's: it wins
        out.regions[f"{player.name} {p.at}"] = (hx - r * 0.87, hy - r * 0.75, 1.74 * r, 1.5 * r)
    out.add("pieces", *hexes, *details)


# --- scaling ---------------------------------------------------------------------------------


# --- playing by clicks (the widgets' click protocol, in its own module) ----------------------
from .hexemonia_clicks import (  # noqa: E402  (it reads this module's scene)
    ACTIONS_BOX,
    CONFIRM_CHOICE,
    KEY_STEPS,
    action_path,
    action_paths,
    action_text,
    choice_label,
    click_hint,
    cursor_shapes,
    event_text,
    explain_click,
    side_label,
    step_cursor,
    turn_text,
)
