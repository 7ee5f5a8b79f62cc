"""How a *Hexemonia* state looks: each city-state as hexes around its Acropolis, the face-up
tiles, the Stack of Fate and the Underworld, as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The picture (840 x 580 whatever the number of players, the size of a tutorial player's
board box at 1366 x 768, no text under 12 px), top to bottom: a band saying whose turn and
which step it is, the face-up tiles, the Stack of Fate, the Underworld, the supply of cubes and
the Actions box (what the turn offers, or the decision the game waits for, in words that wrap,
never cut); then, on the left, one city-state in full (the player who decides now, or
``focus``): the player's name, Acropolis, hand, Myth tiles, the Philosopher pawn and the Last
Player token, and flat-topped hexes placed as the engine's places ``1a``, ``2k`` ... say, the
Acropolis in the middle; on the right the other players in short, each tile of their city a
chip of its type's colour with its cubes, and the key.

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
actions, the keyboard cursor, the words of the side panel) is in :mod:`.clicks`, and both
meet in the game's interface (:data:`polislab.games.hexemonia.ui.INTERFACE`).

>>> from polislab.games.hexemonia import initial_state
>>> state = initial_state(3)
>>> picture = scene(state)
>>> picture.width, picture.height
(840.0, 580.0)
>>> picture.region_at(*picture.center_of("red A"))
'red A'
>>> svg(state).startswith('<svg xmlns="http://www.w3.org/2000/svg" width="840"')
True
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.games.hexemonia.city import active, positions, tile
from polislab.games.hexemonia.components import COMPONENTS
from polislab.games.hexemonia.hexes import ACROPOLIS, label, pixel, ring, ring_of
from polislab.games.hexemonia.summary import summary
from polislab.render.scene import Circle, Line, Point, Polygon, Rect, Scene, Shape, Text
from polislab.render.svg import to_svg

__all__ = [
    "COLORS",
    "LEGEND",
    "MARK_KINDS",
    "SIZE",
    "default_marks",
    "describe",
    "scene",
    "svg",
    "visible",
]

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 840.0  #: natural size: a tutorial player's board box at 1366 x 768
HEIGHT = 580.0
MARGIN = 14.0
BAND_H = 126.0  # status line, face-up tiles, stack, Underworld, supply, the actions box
CARD_W, CARD_H = 118.0, 44.0  # a face-up tile of the band
FOCUS_W = 460.0  # the city drawn in full, on the left
OTHERS_X = MARGIN + FOCUS_W + 10  # the other players, in short, on the right
OTHERS_W = WIDTH - MARGIN - OTHERS_X
KEY_H = 76.0  # the key, under the other players
HEAD_H = 70.0  # the full panel's header: name, Acropolis, hand, Myths
HEX_R = 62.0  # a tile's corner radius at most (smaller when a city spreads wide)
CHIP_H = 22.0  # a tile of another player's city, as a chip
# Font sizes (px): nothing under 12, so every word and number reads on a projector.
SMALL = 12.0
TEXT = 13.0
HEAD = 15.0
CHAR_W = 0.6  # a generous average character width (bold a little wider), in ems

COLORS: dict[str, str] = {
    "background": "#FBFAF7",
    "panel": "#FFFFFF",
    "panel_edge": "#5B5040",
    "label": "#3D352A",
    "muted": "#6B6256",
    "Chora": "#00795A",  # Okabe-Ito bluish green, darkened
    "Fortification": "#AD4E00",  # vermillion, darkened
    "Polis": "#0072B2",  # blue
    "Myth": "#9E4F80",  # reddish purple, darkened
    "Chora_pale": "#CCEBE2",
    "Fortification_pale": "#F6DBC8",
    "Polis_pale": "#CCE0EE",
    "Myth_pale": "#F3E1EC",
    "acropolis": "#E8DFC8",  # marble
    "acropolis_edge": "#3D352A",
    "active_edge": "#1A1A1A",
    "inactive_edge": "#767676",
    "inactive_text": "#595959",
    "free": "#D9D4C7",
    "citizens": "#FFFFFF",
    "hoplites": "#B2182B",
    "gold": "#F0E442",
    "cube_edge": "#3D352A",
    "token": "#7B3A96",
    "letter": "#FFFFFF",
    "now": "#F0E442",  # Okabe-Ito yellow: whose turn, a pending decision
    "now_edge": "#3D352A",
    "back": "#6F6350",  # the back of a tile in hand, the Stack of Fate
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
    "marks whose turn it is and the tile a decision is about. One city is drawn in full (the "
    "player to decide, or the one chosen with focus=); the others' tiles are listed as chips "
    "of the same colours, with their cubes."
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
          seen_by: str | None = None, focus: str | None = None) -> Scene:
    """The state as a :class:`Scene`, 840 x 580 whatever the number of players. ``marks``
    replaces the default marks (:func:`default_marks`); ``size`` scales the picture (56 is
    natural size); ``flipped`` changes nothing (accepted so that widgets draw every game's
    board alike); ``status`` False leaves out the line saying whose turn it is.

    One city-state is drawn in full, on the left: ``focus``'s (a player's name), by default
    ``seen_by``'s, or that of the player who decides now (:func:`focus_player`). The others
    are on the right in short: name, Acropolis, hand, Myths and each tile as a chip in its
    type's colour with its cubes; under them the key.

    Hidden information: the hands and the identities of hidden Acropolis tiles are drawn for
    the players :func:`visible` names (``show_all``: everyone; ``seen_by``: that player; by
    default the player to act), the others as tile backs and "Acropolis (hidden)".

    Regions: each tile as "<player> <place>" ("red 1a", "red A") and each cube on it as
    "red 1a gold" (in full or as a chip), each free place of the full city, each panel "city
    <player>", "hand <player>", each face-up tile "display 1" to "display 4", "stack",
    "underworld", "supply gold" (one per cube), "actions".
    """
    chosen = _check_marks(default_marks(state) if marks is None else marks)
    seen = visible(state, show_all, seen_by)
    description = describe(state, seen)
    if marks is not None and chosen["highlight"]:
        description += f" Marked: {', '.join(chosen['highlight'])}."
    names = [p.name for p in state.players]
    shown = focus if focus is not None else focus_player(state, seen_by)
    if shown not in names:
        raise ValueError(f"focus is one of {', '.join(names)}, not {shown!r}")
    out = Scene(WIDTH, HEIGHT, title=f"Hexemonia, {_headline(state)}",
                description=f"{description} {LEGEND}")
    out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
    _draw_band(out, state, status)
    index = names.index(shown)
    _draw_panel(out, state, index, (MARGIN, BAND_H + 6), shown in seen)
    others = [i for i in range(len(names)) if i != index]
    room = HEIGHT - MARGIN - BAND_H - 6 - KEY_H - 8
    each = (room - 8 * (len(others) - 1)) / max(len(others), 1)
    for n, i in enumerate(others):
        _draw_short(out, state, i, (OTHERS_X, BAND_H + 6 + n * (each + 8), OTHERS_W, each),
                    names[i] in seen)
    _draw_key(out, (OTHERS_X, HEIGHT - MARGIN - KEY_H, OTHERS_W, KEY_H))
    for name in chosen["highlight"]:
        if name in out.regions:
            out.add("marks", *_frame(out.regions[name]))
    k = float(size) / SIZE
    return out if k == 1 else out.scaled(k)


def focus_player(state: Any, seen_by: str | None = None) -> str:
    """Whose city is drawn in full by default: ``seen_by``'s (the learner playing the
    computer keeps their own city in view), else the player a pending decision waits for,
    else the player whose turn it is."""
    if seen_by is not None:
        return seen_by
    pending = state.pending
    if pending is not None and pending.actor >= 0 and state.step != "over":
        return str(state.players[pending.actor].name)
    return str(state.players[state.turn].name)


def svg(state: Any, marks: Marks | None = None, size: float = SIZE, *,
        flipped: bool = False, status: bool = True, show_all: bool = False,
        seen_by: str | None = None, focus: str | None = None) -> str:
    """The state as a standalone SVG string (see :func:`scene` for the arguments)."""
    return to_svg(scene(state, marks, size, flipped=flipped, status=status, show_all=show_all,
                        seen_by=seen_by, focus=focus))


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
    chars = max(3, int(width / (size * CHAR_W)))
    return text if len(text) <= chars else text[:chars - 1] + "…"


def _width(text: str, size: float, bold: bool = False) -> float:
    return len(text) * size * (CHAR_W + (0.1 if bold else 0))


def _title(cx: float, cy: float, text: str, r: float, colour: str) -> list[Text]:
    """A tile's title across its top, 12 px bold: on one line if it fits, else split in two
    with a hyphen ("Amphi-", "theater")."""
    if _width(text, SMALL, True) <= 1.6 * r or len(text) < 8:
        return [Text(cx, cy - r * 0.32, text, SMALL, colour, weight="bold")]
    if " " in text:
        first, _, second = text.partition(" ")
    else:
        cut = (len(text) + 1) // 2
        first, second = text[:cut] + "-", text[cut:]
    return [Text(cx, cy - r * 0.32 - 13, first, SMALL, colour, weight="bold"),
            Text(cx, cy - r * 0.32, second, SMALL, colour, weight="bold")]


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


def _cube(x: float, y: float, kind: str, count: int, s: float = 16.0) -> list[Shape]:
    # On a white ground with a dark edge: seen on any tile, pale or dark (WCAG 1.4.11).
    shapes: list[Shape] = [Rect(x - 1.5, y - 1.5, s + 3, s + 3, COLORS["panel"]),
                           Rect(x, y, s, s, COLORS[kind], COLORS["cube_edge"], 1)]
    dark = kind != "hoplites"
    shapes.append(Text(x + s / 2, y + s / 2 + 0.5, str(count), SMALL,
                       COLORS["label"] if dark else COLORS["letter"], weight="bold"))
    return shapes


def _cube_boxes(cx: float, cy: float, cubes: Sequence[int],
                s: float = 16.0) -> list[tuple[str, int, tuple[float, float, float, float]]]:
    """Where the cubes of a tile are drawn: (kind, count, box) for each kind on it, one row of
    squares centred on (cx, cy)."""
    kinds = [(kind, n) for (kind, _), n in zip(KIND_COLORS, cubes, strict=True) if n]
    x = cx - (len(kinds) * (s + 2) - 2) / 2
    out = []
    for kind, n in kinds:
        out.append((kind, n, (x, cy - s / 2, s, s)))
        x += s + 2
    return out


def _cubes(cx: float, cy: float, cubes: Sequence[int], s: float = 16.0) -> list[Shape]:
    """The cubes of a tile as one row of counted squares centred on (cx, cy)."""
    out: list[Shape] = []
    for kind, n, (x, y, _, _) in _cube_boxes(cx, cy, cubes, s):
        out += _cube(x, y, kind, n, s)
    return out


def _cube_size(r: float) -> float:
    return 16.0


def _pawn(cx: float, cy: float) -> list[Shape]:
    """The Philosopher pawn."""
    return [Polygon([(cx - 6, cy + 9), (cx - 3, cy - 1), (cx + 3, cy - 1), (cx + 6, cy + 9)],
                    COLORS["label"]), Circle(cx, cy - 5, 4.5, COLORS["label"])]


def _shield(cx: float, cy: float, value: int) -> list[Shape]:
    outline = [(cx - 8, cy - 9), (cx + 8, cy - 9), (cx + 8, cy + 2), (cx, cy + 10),
               (cx - 8, cy + 2)]
    return [Polygon(outline, COLORS["shield"], COLORS["panel"], 1.5),
            Text(cx, cy - 1.5, str(value), SMALL, COLORS["letter"], weight="bold")]


def _token(cx: float, cy: float, myth: str) -> list[Shape]:
    return [Circle(cx, cy, 10, COLORS["token"], COLORS["letter"], 1.5),
            Text(cx, cy + 0.5, myth[0], SMALL, COLORS["letter"], weight="bold")]


def _tile_hex(cx: float, cy: float, r: float, title: str, is_active: bool,
              cubes: Sequence[int] = (0, 0, 0), tokens: Sequence[str] = ()) -> list[Shape]:
    """A Terrain tile: its type's colour (pale when Inactive), title, Nature, cubes, tokens."""
    info = tile(title)
    fill = COLORS[info.type] if is_active else COLORS[f"{info.type}_pale"]
    edge = COLORS["active_edge"] if is_active else COLORS["inactive_edge"]
    text_colour = COLORS["letter"] if is_active else COLORS["inactive_text"]
    out: list[Shape] = [Polygon(_hexagon(cx, cy, r - 1), fill, edge, 2 if is_active else 1.2),
                        *_title(cx, cy, title, r, text_colour)]
    if any(cubes):
        out += _cubes(cx, cy + r * 0.2, cubes, _cube_size(r))
    glyph_colour = COLORS["letter"] if is_active else COLORS[info.type]
    out += _nature_glyph(cx - r * 0.2, cy + r * 0.62, info.nature, glyph_colour)
    out.append(Text(cx + r * 0.2, cy + r * 0.63, NATURE_LETTER[info.nature], SMALL,
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
    out += _title(cx, cy, name, r, COLORS["label"])
    a = player.city[0]
    if any(a.cubes):
        out += _cubes(cx, cy + r * 0.2, a.cubes, _cube_size(r))
    if player.revealed:
        nature = COMPONENTS.acropolis_tile(player.acropolis).nature
        out += _nature_glyph(cx - r * 0.2, cy + r * 0.62, nature, COLORS["label"])
        out.append(Text(cx + r * 0.2, cy + r * 0.63, NATURE_LETTER[nature], SMALL,
                        COLORS["label"], weight="bold"))
    else:
        out.append(Text(cx, cy + r * 0.62, "secret" if face_up else "hidden", SMALL,
                        COLORS["muted"]))
    return out


# --- the band --------------------------------------------------------------------------------


def _draw_band(out: Scene, state: Any, status: bool) -> None:
    if status:
        out.add("board", Text(MARGIN, 16, _fit(_status(state), HEAD, WIDTH - 2 * MARGIN),
                              HEAD, COLORS["label"], anchor="start", weight="bold"))
    y = 32.0
    for i in range(COMPONENTS.rule("face_up")):
        box = (MARGIN + i * (CARD_W + 6), y, CARD_W, CARD_H)
        out.regions[f"display {i + 1}"] = box
        if i < len(state.display):
            out.add("pieces", *_tile_card(box, state.display[i]))
        else:
            out.add("board", Rect(*box, None, COLORS["free"], 1.5))
    x = MARGIN + 4 * (CARD_W + 6) + 4
    left = len(state.stack)
    box = (x, y, 120.0, CARD_H)
    out.add("board", Rect(x + 4, y - 4, 120, CARD_H, COLORS["back"], COLORS["panel_edge"], 1),
            Rect(*box, COLORS["back"], COLORS["panel_edge"], 1.5))
    out.add("pieces", Text(x + 60, y + 14, "Stack of Fate", SMALL, COLORS["letter"],
                           weight="bold"),
            Text(x + 60, y + 31, f"{left} tile{'s' * (left != 1)}", SMALL, COLORS["letter"]))
    out.regions["stack"] = box
    ux = x + 136
    under = len(state.underworld)
    out.add("board", Text(ux, y + 12, f"Underworld: {under} tile{'s' * (under != 1)}", SMALL,
                          COLORS["label"], anchor="start"))
    if state.underworld:
        out.add("board", Text(ux, y + 32, _fit(f"top: {state.underworld[-1]}", SMALL,
                                               WIDTH - MARGIN - ux), SMALL, COLORS["label"],
                              anchor="start"))
    out.regions["underworld"] = (ux - 4, y, WIDTH - MARGIN - ux + 4, CARD_H)
    y += CARD_H + 6
    out.add("board", Text(MARGIN, y + 20, "Supply", TEXT, COLORS["label"], anchor="start"))
    x = MARGIN + 56
    for (kind, _), n in zip(KIND_COLORS, state.supply, strict=True):
        out.add("pieces", *_cube(x, y + 10, kind, n, 22))
        out.regions[f"supply {kind}"] = (x, y + 10, 22, 22)
        x += 28
    _draw_actions_box(out, state, (MARGIN + 150, y, WIDTH - 2 * MARGIN - 150, BAND_H - y - 2))


def _tile_card(box: tuple[float, float, float, float], title: str) -> list[Shape]:
    """A face-up tile as a card: its type's colour, its title, its Nature and any shield."""
    x, y, w, h = box
    info = tile(title)
    out: list[Shape] = [Rect(x, y, w, h, COLORS[info.type], COLORS["active_edge"], 1.5),
                        Text(x + w / 2, y + 13, _fit(title, SMALL, w - 8), SMALL,
                             COLORS["letter"], weight="bold")]
    out += _nature_glyph(x + w / 2 - 10, y + 31, info.nature, COLORS["letter"])
    out.append(Text(x + w / 2 + 8, y + 31.5, NATURE_LETTER[info.nature], SMALL,
                    COLORS["letter"], weight="bold"))
    if info.shield:
        out += _shield(x + w - 14, y + 31, info.shield)
    return out


def _draw_actions_box(out: Scene, state: Any, box: tuple[float, float, float, float]) -> None:
    """The box that offers the turn's choices when clicked (the action of step C, an end, a
    pending decision's answers): yellow while a decision waits. Its words are wrapped, never
    cut."""
    x, y, w, h = box
    waiting = state.pending is not None
    out.add("board", Rect(x, y, w, h, COLORS["now"] if waiting else COLORS["panel"],
                          COLORS["panel_edge"], 1.5))
    head = "Decision: " if waiting else "Actions: "
    said = _actions_lines(state)
    hint = said[-1] if len(said) > 1 else ""
    words = head + ", ".join(said[:-1] if hint else said) + "."
    lines = textwrap.wrap(words, int((w - 16) / (TEXT * CHAR_W)))[:2]
    if hint and len(lines) < 2:
        lines.append(hint[0].upper() + hint[1:] + ".")
    for i, line in enumerate(lines):
        out.add("pieces", Text(x + 8, y + 12 + 17 * i, line, TEXT, COLORS["label"],
                               anchor="start", weight="bold" if i == 0 else "normal"))
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
    """The city drawn in full: its header (name, Acropolis, Philosopher, Last Player, hand,
    Myths) and the city-state itself."""
    x, y = at
    w, h = FOCUS_W, HEIGHT - MARGIN - y
    player = state.players[index]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    _draw_header(out, state, index, (x, y, w), face_up)
    _draw_hand(out, player, (x + 10, y + 28, w - 20, 20), face_up)
    mx = x + 10
    out.add("board", Text(mx, y + 58, "Myths:", TEXT, COLORS["label"], anchor="start"))
    mx += 56
    if not player.myths:
        out.add("board", Text(mx, y + 58, "none", TEXT, COLORS["label"], anchor="start"))
    for myth in player.myths:
        holder = next((p for p in player.city if myth in p.tokens), None)
        on = holder is not None and active(holder)
        mw = 24 + _width(myth, SMALL, True) + 6
        out.add("pieces", Rect(mx, y + 48, mw, 20, COLORS["Myth"] if on else COLORS["Myth_pale"],
                               COLORS["active_edge"] if on else COLORS["inactive_edge"], 1))
        colour = COLORS["letter"] if on else COLORS["inactive_text"]
        out.add("pieces", *_nature_glyph(mx + 11, y + 58, tile(myth).nature, colour),
                Text(mx + 22, y + 58.5, myth, SMALL, colour, anchor="start", weight="bold"))
        out.regions.setdefault(f"{player.name} myth {myth}", (mx, y + 48, mw, 20))
        mx += mw + 6
    _draw_city(out, state, index, (x, y + HEAD_H, w, h - HEAD_H), face_up)
    out.regions[f"city {player.name}"] = (x, y, w, h)  # after its tiles: they win


def _draw_header(out: Scene, state: Any, index: int, at: tuple[float, float, float],
                 face_up: bool, tags_dy: float = 0.0) -> float:
    """A panel's first line: whose city and its Acropolis (yellow while it is their turn),
    then the Philosopher pawn and the Last Player token if they hold them (``tags_dy`` lower:
    on the second line of a narrow panel). Returns the width the tags take."""
    x, y, w = at
    player = state.players[index]
    if state.step != "over" and state.turn == index:
        out.add("board", Rect(x + 2, y + 2, w - 4, 24, COLORS["now"]))
    city = player.acropolis if face_up or player.revealed else "Acropolis hidden"
    if player.revealed:
        city += " (revealed)"
    tx, ty = x + w - 10, y + tags_dy
    tags = 0.0
    if state.last_player == index:
        out.add("pieces", Rect(tx - 44, ty + 5, 44, 18, COLORS["label"]),
                Text(tx - 22, ty + 14, "LAST", SMALL, COLORS["letter"], weight="bold"))
        tx -= 52
        tags += 52
    if state.philosopher == index:
        out.add("pieces", *_pawn(tx - 8, ty + 13))
        out.add("board", Text(tx - 20, ty + 14, "Philosopher", SMALL, COLORS["label"],
                              anchor="end"))
        tags += 110
    room = w - 24 - (0 if tags_dy else tags)
    out.add("board", Text(x + 10, y + 14, _fit(f"{player.name}: {city}", HEAD, room), HEAD,
                          COLORS["label"], anchor="start", weight="bold"))
    return tags


def _draw_short(out: Scene, state: Any, index: int, box: tuple[float, float, float, float],
                face_up: bool) -> None:
    """Another player in short: the header, hand and Myths in a line, then every tile of the
    city as a chip (type colour, pale when Inactive; its cubes and Myth tokens), wrapping."""
    x, y, w, h = box
    player = state.players[index]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    tags = _draw_header(out, state, index, (x, y, w), face_up, tags_dy=24)
    room = w - 20 - tags
    myths = f"Myths: {', '.join(player.myths) or 'none'}"
    # the Myths take what the hand leaves, and never less than 45% of the line
    myths_w = min(_width(myths, SMALL) + 8, max(room - _hand_width(player, face_up) - 12,
                                                room * 0.45))
    _draw_hand(out, player, (x + 10, y + 28, room - myths_w, 20), face_up)
    out.add("board", Text(x + 10 + room, y + 38, _fit(myths, SMALL, myths_w), SMALL,
                          COLORS["label"], anchor="end"))
    cx, cy = x + 8, y + 52
    for p in player.city:
        chip = _chip_width(player, p, face_up)
        if cx > x + 8 and cx + chip > x + w - 8:
            cx, cy = x + 8, cy + CHIP_H + 4
        if cy + CHIP_H > y + h - 2:
            break  # (no room left: the description lists them all)
        _draw_chip(out, player, p, (cx, cy), chip, face_up)
        cx += chip + 4
    out.regions[f"city {player.name}"] = box


def _chip_label(player: Any, p: Any, face_up: bool) -> str:
    if p.hex != ACROPOLIS:
        return str(p.tile)
    return str(player.acropolis) if face_up or player.revealed else "Acropolis"


def _chip_width(player: Any, p: Any, face_up: bool) -> float:
    kinds = sum(1 for n in p.cubes if n)
    return 10 + _width(_chip_label(player, p, face_up), SMALL, True) + kinds * 19 + \
        len(p.tokens) * 22


def _draw_chip(out: Scene, player: Any, p: Any, at: Point, w: float, face_up: bool) -> None:
    x, y = at
    if p.hex == ACROPOLIS:
        fill, edge, ink = COLORS["acropolis"], COLORS["acropolis_edge"], COLORS["label"]
    else:
        on = active(p)
        kind = tile(p.tile).type
        fill = COLORS[kind] if on else COLORS[f"{kind}_pale"]
        edge = COLORS["active_edge"] if on else COLORS["inactive_edge"]
        ink = COLORS["letter"] if on else COLORS["inactive_text"]
    label_text = _chip_label(player, p, face_up)
    out.add("pieces", Rect(x, y, w, CHIP_H, fill, edge, 1.2),
            Text(x + 5, y + CHIP_H / 2 + 0.5, label_text, SMALL, ink, anchor="start",
                 weight="bold"))
    cx = x + 8 + _width(label_text, SMALL, True)
    for myth in p.tokens:
        out.add("pieces", *_token(cx + 10, y + CHIP_H / 2, myth))
        cx += 22
    for kind, n, _ in _cube_boxes(0, 0, p.cubes):
        box = (cx, y + 3, 16.0, 16.0)
        out.add("pieces", *_cube(box[0], box[1], kind, n))
        out.regions[f"{player.name} {p.at} {kind}"] = box
        cx += 19
    out.regions[f"{player.name} {p.at}"] = (x, y, w, CHIP_H)


def _draw_key(out: Scene, box: tuple[float, float, float, float]) -> None:
    """What the colours, chips and numbers mean."""
    x, y, w, h = box
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1))
    row1 = y + 14
    cx = x + 8
    for kind, word in (("citizens", "Citizens"), ("hoplites", "Hoplites"), ("gold", "Gold")):
        out.add("board", *_cube(cx, row1 - 8, kind, 2),
                Text(cx + 20, row1, word, SMALL, COLORS["label"], anchor="start"))
        cx += 24 + _width(word, SMALL) + 4
    out.add("board", Text(cx, row1, "(count)", SMALL, COLORS["muted"], anchor="start"))
    row2 = y + 37
    cx = x + 8
    for nature, letter in NATURE_LETTER.items():
        out.add("board", *_nature_glyph(cx + 7, row2, nature, COLORS["label"]),
                Text(cx + 17, row2, f"{letter} {nature[:3].lower()}.", SMALL, COLORS["label"],
                     anchor="start"))
        cx += 78
    row3 = y + 60
    cx = x + 8
    for kind in ("Chora", "Fortification", "Polis", "Myth"):
        out.add("board", Rect(cx, row3 - 7, 14, 14, COLORS[kind], COLORS["active_edge"], 1))
        cx += 17
    out.add("board", Text(cx + 2, row3, "Active,", SMALL, COLORS["label"], anchor="start"))
    cx += 50
    out.add("board", Rect(cx, row3 - 7, 14, 14, COLORS["Chora_pale"], COLORS["inactive_edge"],
                          1),
            Text(cx + 18, row3, "Inactive;", SMALL, COLORS["label"], anchor="start"),
            *_shield(cx + 90, row3, 2),
            Text(cx + 102, row3, "defence", SMALL, COLORS["label"], anchor="start"),
            *_token(cx + 168, row3, "Oracle"),
            Text(cx + 182, row3, "Myth", SMALL, COLORS["label"], anchor="start"))


def _hand_width(player: Any, face_up: bool) -> float:
    """The width :func:`_draw_hand` takes with room enough for every chip at full size."""
    if not face_up or not player.hand:
        return _width(f"Hand: {len(player.hand)} tiles", TEXT)
    return 44 + sum(12 + _width(title, SMALL, True) + 4 for title in player.hand)


def _draw_hand(out: Scene, player: Any, box: tuple[float, float, float, float],
               face_up: bool) -> None:
    """A player's hand: a chip in its type's colour per tile when face up (region
    "<player> hand <tile>"), else only how many; the row is the region "hand <player>"."""
    x, y, w, h = box
    if not face_up or not player.hand:
        count = len(player.hand)
        text = f"Hand: {count} tile{'s' * (count != 1)}" if face_up is False else "Hand: none"
        out.add("board", Text(x, y + h / 2, text, TEXT, COLORS["label"], anchor="start"))
    else:
        out.add("board", Text(x, y + h / 2, "Hand:", TEXT, COLORS["label"], anchor="start"))
        cx = x + 44
        each = (x + w - cx) / len(player.hand) - 4
        for title in player.hand:
            size = SMALL
            chip = min(each, 12 + _width(title, size, True))
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
