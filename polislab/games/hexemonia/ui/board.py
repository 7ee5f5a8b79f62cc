"""How a *Hexemonia* state looks: one city-state in full as hexes around its Acropolis, every
visible tile showing its face, and the rest of the table beside it, as one static picture.

``scene(state)`` builds a backend-neutral :class:`~polislab.render.scene.Scene`; ``svg(state)``
renders it as SVG (what ``State._repr_svg_`` shows in a notebook); ``describe(state)`` says the
same in words, for screen readers.

The picture is 840 x 580 whatever the number of players (the size of a tutorial player's board
box at 1366 x 768, no text under 12 px). On the left, one city-state in full: the player's
name, Acropolis and its bonus, the Philosopher pawn and the Last Player token, the Myth tiles
before them, and flat-topped hexes placed as the engine's places ``1a``, ``2k`` ... say (each
hex labelled with its place), the Acropolis in the middle. Whose city: ``focus``, or the
step's mark ``{"focus": [name]}``, else the attacked player's while an attack is fought, else
``seen_by``'s, else the player who decides now. On the right, top to bottom: the turn and what
it waits for (the Actions box), the four face-up tiles, the Stack of Fate, the Underworld and
the supply, the hand of the player drawn in full, the other players in short (each tile of
their city a chip of its type's colour with its place, title, Nature and cubes; their Myth
tiles named with their Nature), and the key. A step's mark ``{"step": ["D"]}`` draws the turn
that has just ended at its step D (:func:`at_step_d`), as a narration of that step tells it.

Every tile a player can see shows its face (:mod:`.faces`): type (colour), title, Nature,
cost, production or gear, shield, with an asterisk on each polislab-edition value; on a hex
also the place, what the tile holds and, pale while Inactive, whether it is Active.

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

import functools
import math
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core import inputs
from polislab.core.errors import ScenarioError
from polislab.games.hexemonia.city import active, positions, tile
from polislab.games.hexemonia.components import COMPONENTS
from polislab.games.hexemonia.hexes import ACROPOLIS, MAX_RING, label, pixel, ring, ring_of
from polislab.games.hexemonia.state import evolve
from polislab.games.hexemonia.summary import attack_view, decision_words, summary
from polislab.render.place_marks import (
    PLACE_MARK_KINDS,
    add_place_marks,
    marks_sentence,
    unknown_place,
)
from polislab.render.scene import Polygon, Rect, Scene, Shape, Text
from polislab.render.svg import to_svg

from . import faces, words
from .faces import COLORS, EDITION, SMALL, width

__all__ = [
    "COLORS",
    "LEGEND",
    "MARK_KINDS",
    "SIZE",
    "at_step_d",
    "decision_words",
    "default_marks",
    "describe",
    "focus_player",
    "scene",
    "svg",
    "visible",
]

SIZE = 56.0  #: the ``size`` that draws at natural size (the widgets' default square side)
WIDTH = 840.0  #: natural size: a tutorial player's board box at 1366 x 768
HEIGHT = 580.0
MARGIN = 8.0
FOCUS_W = 472.0  # the city drawn in full, on the left (a city of two rings at full size)
COLUMN_X = MARGIN + FOCUS_W + 8  # everything else, on the right
COLUMN_W = WIDTH - MARGIN - COLUMN_X
HEAD_H = 52.0  # the full city's header: name, Acropolis, tags; its Myth tiles
HEX_R = 64.0  # a tile's corner radius at most (smaller when a city spreads wide)
CHIP_H = 20.0  # a tile of another player's city, as a chip
KEY_H = 78.0  # the key, at the foot of the column
SHORT_MIN = 66.0  # another player in short: the header, a line of words and a row of chips
CARD_GAP = 6.0
TEXT = 13.0
HEAD = 15.0

#: What the symbols mean, in words; ends every scene's description.
LEGEND = (
    "Key: a tile's colour is its type: green Chora, vermillion Fortification, blue Polis, "
    "purple Myth; full colour with a dark outline is Active, pale with a grey outline "
    "Inactive. On each tile: its place (1a, 2f: ring and letter, clockwise from the north); "
    "its Nature glyph (eye Political, helmet Military, amphora Economic, lightning bolt "
    "Sacred); its cost, a dark bar with a square per kind of Resource; what it holds, white, "
    "red and yellow squares for Citizens, Hoplites and Gold with their count; + and a square: "
    "what it produces; a gear: a special ability; a shield: a Fortification's defence; a "
    "purple disc: a Myth token. An asterisk * marks a polislab-edition value (the rulebook "
    "does not give it). The pawn marks the Philosopher, LAST the Last Player token; a yellow "
    "frame marks whose turn it is and the tile a decision is about. One city is drawn in "
    "full; the others' tiles are chips of the same colours, with their place, Nature and "
    "cubes, and '+3 more' counts those with no room. This description lists every tile of "
    "every city and, under 'The tiles in sight', the whole face of each; the keyboard cursor "
    "(arrow keys) reads the face of the tile it stands on."
)

#: The kinds of marks ``scene`` accepts, and what each holds.
MARK_KINDS: dict[str, str] = {
    "highlight": "regions to frame in yellow: a tile as 'red 1a', a panel as 'city red', "
                 "'display 1', 'stack' (by default the tile a pending decision is about)",
    "focus": "one player's name: whose city-state is drawn in full (by default the player "
             "who decides now; during an attack, the attacked one)",
    "step": "['D'] on a board where a turn has just ended: the board shows that turn at the "
            "end of its step D, as the narration tells it (the engine plays step D and opens "
            "the next turn in one move: the position is the same, only whose turn differs)",
    "arrows": "[from, to] pairs of places, each drawn as an arrow: an attack, a tile from the "
              "display to a city (none by default)",
    "crosses": "places to cross out: a tile lost, a place a tile may not go (none by default)",
    "dots": "places to dot: where a tile may go (none by default)",
}
#: The marks' size: a little under a hopping square's, as the hexes are smaller (a cross or a
#: dot is smaller on a small place).
MARK_UNIT = 48.0

Marks = Mapping[str, Sequence[Any]]
KIND_COLORS = (("citizens", "c"), ("hoplites", "h"), ("gold", "g"))
STEP_WORDS = {"draw": "step A, draw", "play": "step B, play tiles or choose the action",
              "discard": "step D"}
CHOSEN = {"production": "Production", "strategy": "Strategy", "special": "Special",
          "war": "War"}


# --- public API ------------------------------------------------------------------------------


def scene(state: Any, marks: Marks | None = None, size: float = SIZE, *,
          flipped: bool = False, status: bool = True, show_all: bool = False,
          seen_by: str | None = None, focus: str | None = None) -> Scene:
    """The state as a :class:`Scene`, 840 x 580 whatever the number of players. ``marks``
    replaces the default marks (:func:`default_marks`; a kind it leaves out keeps its
    default); ``size`` scales the picture (56 is natural size); ``flipped`` changes nothing
    (accepted so that widgets draw every game's board alike); ``status`` False leaves out the
    line saying whose turn it is.

    One city-state is drawn in full, on the left: ``focus``'s (a player's name), else the
    marks' ``focus``, else :func:`focus_player`'s. The others are on the right in short:
    name, Acropolis, hand, Myths and each tile as a chip in its type's colour with its cubes;
    under them the key.

    Hidden information: the hands and the identities of hidden Acropolis tiles are drawn for
    the players :func:`visible` names (``show_all``: everyone; ``seen_by``: that player; by
    default the player to act), the others as tile backs and "Acropolis hidden".

    Regions: each tile as "<player> <place>" ("red 1a", "red A") and each cube on it as
    "red 1a gold" (in full or as a chip), each free place of the full city, each panel "city
    <player>", "hand <player>", each tile in a hand drawn face up "<player> hand <title>", each
    Myth tile of the full city "<player> myth <title>", each face-up tile "display 1" to
    "display 4", "stack", "underworld", "supply gold" (one per cube), "actions".
    """
    chosen = _check_marks(state, marks)
    if chosen["step"]:
        state = at_step_d(state)
    seen = visible(state, show_all, seen_by)
    names = [p.name for p in state.players]
    shown = focus if focus is not None else (chosen["focus"][0] if chosen["focus"] else
                                             focus_player(state, seen_by))
    if shown not in names:
        raise ScenarioError(f"focus is one of {', '.join(names)}, not {inputs.shown(shown)}")
    description = describe(state, seen)
    description += f" Drawn in full: {shown}'s city-state."
    out = Scene(WIDTH, HEIGHT, title=f"Hexemonia, {_headline(state)}",
                description=description)
    out.add("board", Rect(0, 0, WIDTH, HEIGHT, COLORS["background"]))
    index = names.index(shown)
    _draw_panel(out, state, index, shown in seen)
    y = _draw_actions_box(out, state, status, (COLUMN_X, MARGIN, COLUMN_W))
    y = _draw_war_box(out, state, y)
    player = state.players[index]
    others = [i for i in range(len(names)) if i != index]
    key_y = HEIGHT - MARGIN - KEY_H
    # The cards give each ability a line of words where the column has room for them and
    # for the other players in short; else the hand's cards, then the face-up ones, go
    # without it, and last the hand is a row of titles (the faces stay in the description
    # and a click away).
    for on_display, hand_style in ((True, "lines"), (True, "cards"), (False, "cards"),
                                   (False, "chips")):
        below = (16 + _cards_height(state.display, on_display, COMPONENTS.rule("face_up"))
                 + 6 + 22 + 4 + _hand_height(player, shown in seen, hand_style))
        if not others or (key_y - 6 - y - 6 - below) / len(others) - 6 >= SHORT_MIN:
            break
    y = _draw_display(out, state, y + 6, on_display)
    y = _draw_piles(out, state, y + 6)
    y = _draw_hand(out, player, (COLUMN_X, y + 4, COLUMN_W), shown in seen, hand_style)
    each = (key_y - 6 - y - 6 * len(others)) / max(len(others), 1)
    keep = _kept(state, chosen["highlight"])
    for n, i in enumerate(others):
        _draw_short(out, state, i, (COLUMN_X, y + 6 + n * (each + 6), COLUMN_W, each),
                    names[i] in seen, keep)
    _draw_key(out, (COLUMN_X, key_y, COLUMN_W, KEY_H))
    at_times = functools.partial(_drawn_at_times, names)
    framed = []
    for place in chosen["highlight"]:
        if place in out.regions:
            framed.append(place)
            out.add("marks", *_frame(out.regions[place]))
        elif not at_times(place):
            raise unknown_place(place, out.regions)
    drawn = add_place_marks(out, chosen, MARK_UNIT, at_times)
    if marks is not None:
        said = marks_sentence({"highlight": framed, **drawn},
                              lambda place: words.place_name(state, place))
        out.description = " ".join(filter(None, [out.description, said]))
    out.description += f" {LEGEND}"
    k = float(size) / SIZE
    return out if k == 1 else out.scaled(k)


def _drawn_at_times(names: Sequence[str], place: str) -> bool:
    """Whether ``place`` is a region the board draws at some times only, left out of a mark
    when absent: a place of a player (a tile, a cube, a hand's tile: drawn in full, in short
    or face down depending on whose city is in full and whose hand is seen), a panel of a
    player, the attack, a face-up tile, the stack, a supply's cube."""
    parts = place.split(" ")
    fixed = {"actions", "attack", "stack", "underworld",
             *(f"display {i + 1}" for i in range(COMPONENTS.rule("face_up"))),
             *(f"supply {kind}" for kind, _ in KIND_COLORS)}
    if parts[0] in names and len(parts) >= 2:
        return _players_place(parts[1:])
    return place in fixed or (len(parts) == 2 and parts[0] in ("city", "hand")
                              and parts[1] in names)


def _players_place(parts: Sequence[str]) -> bool:
    """Whether ``parts`` (after a player's name) name a place of a player's: a tile in a hand
    or a Myth ("hand Temple", "myth Oracle"), a hex ("1a", "A"), a cube on it ("1a gold")."""
    if parts[0] in ("hand", "myth"):
        return len(parts) >= 2
    if len(parts) == 2 and parts[1] not in {kind for kind, _ in KIND_COLORS}:
        return False
    return len(parts) <= 2 and parts[0] in _HEX_LABELS


#: Every hex's name, as the regions write it ("A", "1a", "2k").
_HEX_LABELS = frozenset(label(h) for k in range(MAX_RING + 2) for h in ring(k))


def focus_player(state: Any, seen_by: str | None = None) -> str:
    """Whose city is drawn in full by default: while an attack is fought, the attacked
    player's (the narration and the learner look at its places); else ``seen_by``'s (the
    learner playing the computer keeps their own city in view); else the player a pending
    decision waits for; else the player whose turn it is."""
    pending = state.pending
    if (pending is not None and pending.kind in ("commit", "casualties")
            and pending.get("target") is not None and state.step != "over"):
        return str(state.players[pending.get("target")].name)
    if seen_by is not None:
        return seen_by
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
    out, then the face of every tile in sight (its type, Nature, cost, production, shield and
    ability, polislab-edition values marked with an asterisk)."""
    seen = visible(state) if seen is None else seen
    lines = summary(state).splitlines()
    out = [turn_over(state)] if turn_over(state) else []
    if step_d_words(state):  # after the first line: "... turn 1: Andrea, step D."
        lines.insert(1, step_d_words(state))
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
    for p in state.players:
        if p.name in seen or p.revealed:
            bonus = COMPONENTS.acropolis_tile(p.acropolis)
            out.append(f"{p.acropolis}'s bonus: {bonus.bonus_points} points for each Active "
                       f"{bonus.bonus_type} tile.")
    titles = [*state.display]
    for p in state.players:
        titles += [t.tile for t in p.city[1:]] + list(p.myths)
        if p.name in seen:
            titles += list(p.hand)
    if titles:
        known = sorted(set(titles), key=lambda t: COMPONENTS.tile_order[t])
        out.append("The tiles in sight (* a polislab-edition value): "
                   + "; ".join(faces.face_words(t) for t in known) + ".")
    return " ".join(out)


def turn_over(state: Any) -> str:
    """Who has just ended a turn, when the board shows the next one before anything is done
    in it ("Ann's turn is over."); "" otherwise. A narration may still be speaking of that
    turn's step C or D: the board says that it is over, so that both speak of one moment."""
    fresh = (state.step in ("draw", "play") and state.drawn == 0 and not state.played
             and state.action is None and state.pending is None)
    if not fresh or state.turns <= 1:
        return ""
    before = state.players[(state.turn - 1) % len(state.players)].name
    return f"{before}'s turn is over."


def at_step_d(state: Any) -> Any:
    """The turn that has just ended, as it stood at the end of its step D: the engine checks
    the Political Situation and the hand, then opens the next turn, in one move, so the
    position is the one on the board, with the turn, its number and its step set back
    (ValueError if no turn has just ended)."""
    if not turn_over(state):
        raise ValueError("the mark step D needs a board where a turn has just ended (the next "
                         "one begun, nothing done in it yet)")
    return evolve(state, turn=(state.turn - 1) % len(state.players), step="discard",
                  turns=state.turns - 1)


def step_d_words(state: Any) -> str:
    """What step D does and whose turn comes next, for a board at the end of a turn's step D
    with no decision left ("" otherwise)."""
    if state.step != "discard" or state.pending is not None:
        return ""
    name = state.players[state.turn].name
    uprisings = f", Uprisings if {name} took it" if state.options.uprisings_on else ""
    after = state.players[(state.turn + 1) % len(state.players)].name
    return (f"Step D: the Philosopher pawn{uprisings}, at most four tiles in hand; {after}'s "
            f"turn is next, from this position.")


# --- helpers ---------------------------------------------------------------------------------


def _headline(state: Any) -> str:
    n = len(state.players)
    if state.step == "over":
        return f"{n} players, game over"
    name = state.players[state.turn].name
    if step_d_words(state):
        return f"{n} players, turn {state.turns}, {name}'s step D"
    return f"{n} players, turn {state.turns}, {name} to play"


def _status(state: Any) -> str:
    if state.step == "over":
        scores = ", ".join(f"{p.name} {s}" for p, s in zip(state.players, state.scores or (),
                                                           strict=False))
        return f"Game over: {scores}; won by {' and '.join(state.winners or ())}"
    name = state.players[state.turn].name
    step = STEP_WORDS.get(state.step) or f"step C, {state.action}"
    text = f"Turn {state.turns}: {name}, {step}"
    if state.ending:
        text += " (final round)"
    return text


def _check_marks(state: Any, marks: Marks | None) -> dict[str, Any]:
    chosen = default_marks(state) if marks is None else marks
    unknown = sorted(set(chosen) - set(MARK_KINDS))
    if unknown:
        raise ScenarioError(f"unknown kind of mark {inputs.shown(unknown[0])}; the kinds are "
                         f"{', '.join(MARK_KINDS)}")
    highlight = chosen.get("highlight", default_marks(state)["highlight"])
    focus = [str(x) for x in chosen.get("focus", ())]
    if len(focus) > 1:
        raise ScenarioError(f"focus names one player, not {len(focus)}")
    step = [str(x) for x in chosen.get("step", ())]
    if step not in ([], ["D"]):
        raise ScenarioError(f"the mark step is ['D'] (a turn's step D), not {inputs.shown(step)}")
    return {"highlight": [str(x) for x in highlight], "focus": focus, "step": step,
            **{kind: chosen.get(kind, ()) for kind in PLACE_MARK_KINDS}}


def _frame(box: tuple[float, float, float, float]) -> list[Shape]:
    x, y, w, h = box
    return [Rect(x - 2, y - 2, w + 4, h + 4, None, COLORS["now_edge"], 5),
            Rect(x - 2, y - 2, w + 4, h + 4, None, COLORS["now"], 3)]


def _fit(text: str, size: float, room: float, bold: bool = False) -> str:
    chars = max(3, int(room / (size * (faces.CHAR_W + (0.1 if bold else 0)))))
    return text if len(text) <= chars else text[:chars - 1] + "…"


# --- the column on the right -------------------------------------------------------------------


def _draw_actions_box(out: Scene, state: Any, status: bool,
                      at: tuple[float, float, float]) -> float:
    """The box of the turn's choices (clicked, it offers the action of step C, every "end",
    a pending decision's answers): whose turn and which step, then what the step asks or the
    decision the game waits for; yellow while a decision waits. Its words are wrapped, never
    cut; it invites no click (a scripted board refuses them: the panel says what to click
    when a learner may play). Returns where it ends."""
    x, y, w = at
    waiting = state.pending is not None and state.step != "over"
    over, first, second = _turn_lines(state, status)
    lines: list[tuple[str, bool]] = []
    for text, bold in ((over, True), (first, True), (second, False)):
        room = int((w - 14) / (SMALL * (faces.CHAR_W + (0.1 if bold else 0))))
        lines += [(line, bold) for line in textwrap.wrap(text, room)]
    h = 8 + 16 * len(lines)
    out.add("board", Rect(x, y, w, h, COLORS["now"] if waiting else COLORS["panel"],
                          COLORS["panel_edge"], 1.5))
    for i, (line, bold) in enumerate(lines):
        out.add("pieces", Text(x + 7, y + 12 + 16 * i, line, SMALL, COLORS["label"],
                               anchor="start", weight="bold" if bold else "normal"))
    out.regions["actions"] = (x, y, w, h)
    return y + h


def _turn_lines(state: Any, status: bool) -> tuple[str, str, str]:
    """Who has just ended a turn (:func:`turn_over`, or ""), whose turn it is and which step
    ("Turn 3: Ann's turn, step A"), then what the step asks, or the decision the game waits
    for, as three sentences."""
    if state.step == "over":
        return "", (_status(state) + "." if status else "The game is over."), ""
    name = state.players[state.turn].name
    letter = {"draw": "A", "play": "B", "action": "C", "discard": "D"}[state.step]
    first = f"{name}'s turn, step {letter}"
    if status:
        first = f"Turn {state.turns}: {first}"
    if state.ending:
        first += " (final round)"
    if state.pending is not None:
        return "", first + ".", f"Decision: {decision_words(state)}."
    if state.step == "draw":
        second = ("Second draw: a face-up tile or a Resource." if state.drawn else
                  "Draw: a face-up tile, then a tile or a Resource.")
    elif state.step == "play":
        second = "Play tiles from hand, then choose an action."
    elif state.step == "action":
        second = f"The {CHOSEN.get(state.action, state.action)} action is under way."
    else:
        second = step_d_words(state)
    return turn_over(state), first + ".", second


def _draw_war_box(out: Scene, state: Any, y: float) -> float:
    """Under the Actions box, an attack under way (its target, what defends it and its worth,
    the cubes committed and theirs; once the tile has fallen, what the attacker loses) or a
    conquered tile waiting to be placed, with what comes with it; the region "attack".
    Returns where it ends (``y`` when there is none)."""
    view = attack_view(state)
    pend = state.pending
    placing = pend is not None and pend.kind == "place" and state.step != "over"
    if view is None and not placing:
        return y
    x, w = COLUMN_X, COLUMN_W
    top = y + 6
    rows: list[Shape] = []
    if view is not None:
        head = (f"{view.defender}'s {view.tile} ({view.at}) has fallen" if view.fallen else
                f"Attack on {view.defender}'s {view.tile} ({view.at})")
        rows.append(Text(x + 7, top + 11, _fit(head, SMALL, w - 14, True), SMALL,
                         COLORS["label"], anchor="start", weight="bold"))
        cy = top + 29
        if not view.fallen:
            cx = _words(rows, x + 7, cy, "Defence:")
            cx = _cube_row(rows, cx, cy, (*view.defenders, 0)) if any(view.defenders) else \
                _words(rows, cx, cy, "no one")
            if view.fort is not None:  # the shield counts as Hoplites
                cx = _words(rows, cx, cy, f"+ {view.fort}")
                cx = _cube_row(rows, cx, cy, (0, view.shield, 0))
                mark = COMPONENTS.mark(view.fort, "shield")
                if mark:
                    rows.append(Text(cx - 4, cy + 1, mark, SMALL, COLORS["label"],
                                     anchor="start", weight="bold"))
                    cx += 6
            _words(rows, cx, cy, f"= worth {view.to_beat}")
            cy += 18
        cx = _words(rows, x + 7, cy, "Committed:")
        cx = _cube_row(rows, cx, cy, view.committed) if any(view.committed) else \
            _words(rows, cx, cy, "nothing yet")
        if view.fallen:
            _words(rows, cx, cy, f"= worth {view.worth}")
            owed = view.loss - 2 * view.shield
            loses = f"{view.attacker} loses worth {owed}" + (
                f" and {view.shield} Hoplite{'s' * (view.shield != 1)} for the shield"
                if view.shield else "")
            for line in textwrap.wrap(loses, int((w - 14) / (SMALL * faces.CHAR_W)))[:2]:
                cy += 16
                _words(rows, x + 7, cy, line)
        elif any(view.committed):
            more = "more than" if view.worth > view.to_beat else "not more than"
            _words(rows, cx, cy, f"= worth {view.worth}, {more} {view.to_beat}")
        h = cy + 12 - top
    else:
        assert pend is not None
        title = pend.get("tile")
        cw = (w - CARD_GAP) / 2
        card_h = faces.card_height(title)
        rows += faces.card_face((x + 6, top + 6, cw, card_h), title)
        rows.append(Text(x + 14 + cw, top + 17, "Conquered, to place,", SMALL,
                         COLORS["label"], anchor="start", weight="bold"))
        cx = _words(rows, x + 14 + cw, top + 37, "with")
        cx = _cube_row(rows, cx, top + 37, tuple(pend.get("held")))
        for myth in pend.get("tokens") or ():
            rows += faces.token(cx + 10, top + 37, myth)
            cx += 24
        h = card_h + 12
    out.add("board", Rect(x, top, w, h, COLORS["panel"], COLORS["now_edge"], 2))
    out.add("pieces", *rows)
    out.regions["attack"] = (x, top, w, h)
    return top + h


def _words(shapes: list[Shape], x: float, cy: float, text: str) -> float:
    """Words in the small size from ``x`` on the line ``cy``; returns where the next thing
    goes."""
    shapes.append(Text(x, cy + 0.5, text, SMALL, COLORS["label"], anchor="start"))
    return x + width(text) + 6


def _cube_row(shapes: list[Shape], x: float, cy: float, cubes: Sequence[int]) -> float:
    """Counted squares for ``cubes`` (Citizens, Hoplites, Gold) from ``x`` on the line
    ``cy``; returns where the next thing goes."""
    for kind, n in zip(("citizens", "hoplites", "gold"), cubes, strict=True):
        if n:
            shapes += faces.cube(x, cy - 7.5, kind, n)
            x += 19
    return x + 4


def _card_rows(titles: Sequence[str], lines: bool, slots: int = 0) -> list[float]:
    """The heights of the rows of cards, two a row (``slots``: at least that many places, an
    empty one as high as a card without its ability line)."""
    count = max(len(titles), slots)
    return [max(faces.card_height(t, lines) for t in titles[i:i + 2]) if titles[i:i + 2]
            else faces.CARD_H for i in range(0, count, 2)]


def _cards_height(titles: Sequence[str], lines: bool, slots: int = 0) -> float:
    rows = _card_rows(titles, lines, slots)
    return sum(rows) + CARD_GAP * max(len(rows) - 1, 0)


def _hand_height(player: Any, face_up: bool, style: str) -> float:
    """How high :func:`_draw_hand` draws ``player``'s hand in ``style``."""
    count = len(player.hand)
    if face_up and count and style == "chips":
        return 16 + _hand_chips(player.hand, COLUMN_X, COLUMN_W)[-1][2] * (CHIP_H + 3) + CHIP_H
    if face_up and count:
        return 16 + _cards_height(player.hand, style == "lines")
    return 16 + (30 if count else 0)


def _hand_chips(hand: Sequence[str], x: float, w: float) -> list[tuple[str, float, int, float]]:
    """Where each tile of a hand goes as a chip of its type's colour, wrapping: (title, x,
    row, width)."""
    placed = []
    row, cx = 0, x
    for title in hand:
        chip = 10 + width(_hand_title(title), SMALL, True)
        if cx > x and cx + chip > x + w:
            row, cx = row + 1, x
        placed.append((title, cx, row, chip))
        cx += chip + 4
    return placed


def _hand_title(title: str) -> str:
    return title + (EDITION if faces.edition(title, "type") else "")


def _draw_display(out: Scene, state: Any, y: float, lines: bool = True) -> float:
    """The four face-up tiles, two by two, as cards (with their ability's line of words when
    ``lines``). Returns where they end."""
    out.add("board", Text(COLUMN_X, y + 7, "Face-up tiles", SMALL, COLORS["label"],
                          anchor="start", weight="bold"))
    under = len(state.underworld)
    text = f"Underworld: {under}" + (f", top {state.underworld[-1]}" if under else "")
    ux = COLUMN_X + width("Face-up tiles", SMALL, True) + 10
    if width(text) > COLUMN_X + COLUMN_W - ux:  # no room for the top tile's title
        text = f"Underworld: {under}"
    out.add("board", Text(COLUMN_X + COLUMN_W, y + 7, text, SMALL, COLORS["label"],
                          anchor="end"))
    out.regions["underworld"] = (ux, y, COLUMN_X + COLUMN_W - ux, 14)
    y += 16
    cw = (COLUMN_W - CARD_GAP) / 2
    slots = COMPONENTS.rule("face_up")
    rows = _card_rows(state.display, lines, slots)
    for i in range(slots):
        box = (COLUMN_X + (i % 2) * (cw + CARD_GAP), y + sum(rows[:i // 2]) + (i // 2) * CARD_GAP,
               cw, rows[i // 2])
        out.regions[f"display {i + 1}"] = box
        if i < len(state.display):
            out.add("pieces", *faces.card_face(box, state.display[i], lines))
        else:
            out.add("board", Rect(*box, None, COLORS["free"], 1.5))
    return y + _cards_height(state.display, lines, slots)


def _draw_piles(out: Scene, state: Any, y: float) -> float:
    """The Stack of Fate and the supply of cubes, in one line."""
    x = COLUMN_X
    left = len(state.stack)
    box = (x, y, 178.0, 22.0)
    out.add("board", Rect(x + 2, y - 2, 178, 22, COLORS["back"], COLORS["panel_edge"], 1),
            Rect(*box, COLORS["back"], COLORS["panel_edge"], 1.5))
    out.add("pieces", Text(x + 89, y + 11, f"Stack of Fate: {left} tile{'s' * (left != 1)}",
                           SMALL, COLORS["letter"]))
    out.regions["stack"] = box
    out.add("board", Text(COLUMN_X + COLUMN_W - 3 * 23 - 4, y + 11, "Supply", SMALL,
                          COLORS["label"], anchor="end"))
    cx = COLUMN_X + COLUMN_W - 3 * 23 + 4
    for (kind, _), n in zip(KIND_COLORS, state.supply, strict=True):
        out.add("pieces", *faces.cube(cx, y + 3, kind, n, 17))
        out.regions[f"supply {kind}"] = (cx, y + 3, 17, 17)
        cx += 23
    return y + 22


def _draw_hand(out: Scene, player: Any, at: tuple[float, float, float], face_up: bool,
               style: str = "lines") -> float:
    """The hand of the player drawn in full: a card per tile when face up (region "<player>
    hand <tile>"; with its ability's line of words in the style "lines", without in "cards";
    a chip with its title in "chips"), else how many; the whole is the region "hand
    <player>". Returns where it ends."""
    x, y, w = at
    count = len(player.hand)
    head = f"{player.name}'s hand"
    if not face_up or not count:
        head += f": {count} tile{'s' * (count != 1)}" if count else ": none"
    out.add("board", Text(x, y + 8, head, SMALL, COLORS["label"], anchor="start",
                          weight="bold"))
    top = y
    y += 16
    if face_up and count and style == "chips":
        placed = _hand_chips(player.hand, x, w)
        for title, cx, row, chip in placed:
            box = (cx, y + row * (CHIP_H + 3), chip, CHIP_H)
            out.add("pieces", Rect(*box, COLORS[tile(title).type], COLORS["active_edge"], 1.2),
                    Text(cx + 5, box[1] + CHIP_H / 2 + 0.5, _hand_title(title), SMALL,
                         COLORS["letter"], anchor="start", weight="bold"))
            out.regions.setdefault(f"{player.name} hand {title}", box)
        y += placed[-1][2] * (CHIP_H + 3) + CHIP_H
    elif face_up and count:
        lines = style == "lines"
        cw = (w - CARD_GAP) / 2
        rows = _card_rows(player.hand, lines)
        for i, title in enumerate(player.hand):
            box = (x + (i % 2) * (cw + CARD_GAP), y + sum(rows[:i // 2]) + (i // 2) * CARD_GAP,
                   cw, rows[i // 2])
            out.add("pieces", *faces.card_face(box, title, lines))
            out.regions.setdefault(f"{player.name} hand {title}", box)
        y += _cards_height(player.hand, lines)
    elif count:
        for i in range(count):
            out.add("pieces", Rect(x + i * 26, y, 22, 30, COLORS["back"], COLORS["panel_edge"],
                                   1))
        y += 30
    out.regions[f"hand {player.name}"] = (x, top, w, y - top)
    return y


def _kept(state: Any, highlight: Sequence[str]) -> set[str]:
    """The tiles ("Bob 2a") a player in short must show even when his chips find no room for
    all: those the step marks, and the tile an attack is fought over."""
    keep = {str(h) for h in highlight}
    view = attack_view(state)
    if view is not None:
        keep.add(f"{view.defender} {view.at}")
    return keep


def _draw_short(out: Scene, state: Any, index: int, box: tuple[float, float, float, float],
                face_up: bool, keep: set[str] | frozenset[str] = frozenset()) -> None:
    """Another player in short: the header; the hand (titles when face up, else how many) and
    the Myths with their Nature; then every tile of the city as a chip (its place, title and
    Nature, type colour, pale when Inactive; its cubes and Myth tokens), wrapping; what finds
    no room is counted ("+3 more"), the Acropolis and the tiles in ``keep`` ("Bob 2a") shown
    first then."""
    x, y, w, h = box
    player = state.players[index]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    _draw_header(out, state, index, (x, y, w), face_up, small=True)
    count = len(player.hand)
    hand = (", ".join(player.hand) if face_up and count else
            f"{count} tile{'s' * (count != 1)}")
    myths = ", ".join(f"{m} ({tile(m).nature}{COMPONENTS.mark(m, 'nature')})"
                      for m in player.myths)
    info = f"Hand: {hand}; Myths: {myths or 'none'}."
    lines = textwrap.wrap(info, int((w - 12) / (SMALL * faces.CHAR_W)))
    cy = y + 22
    lines = lines[:max(0, int((y + h - cy - 2) // 15))]  # only what the panel holds
    for i, line in enumerate(lines):
        out.add("board", Text(x + 6, cy + 7 + 15 * i, line, SMALL, COLORS["label"],
                              anchor="start"))
    out.regions[f"hand {player.name}"] = (x + 6, cy, w - 12, 15 * len(lines))
    cy += 15 * len(lines) + 3
    rows = int((y + h - 2 - cy + 3) // (CHIP_H + 3))
    placed = _chips(player, player.city, face_up, (x, w))
    hidden: list[Any] = []
    if placed and placed[-1][2] >= rows:  # no room for all: the description lists them
        # the tiles kept first, then the Acropolis, then the others in place order, each
        # where it fits, the last row leaving room for the count of those left out
        first = [p for p in player.city if f"{player.name} {p.at}" in keep]
        first += [p for p in player.city if p.hex == ACROPOLIS and p not in first]
        placed, hidden = _packed(player, first + [p for p in player.city if p not in first],
                                 face_up, (x, w), rows)
        text = f"+{len(hidden)} more"
        if rows > 0:
            last = [q[1] + q[3] + 4 for q in placed if q[2] == rows - 1]
            at = (max(last, default=x + 6), cy + (rows - 1) * (CHIP_H + 3))
        else:  # not even one row: the count goes at the end of the last line
            at = (x + w - 8 - width(text), cy - 18)
        out.add("board", Text(at[0], at[1] + CHIP_H / 2, text, SMALL, COLORS["muted"],
                              anchor="start"))
        more_box = (at[0], at[1], width(text), CHIP_H)
    for p, px, prow, chip in placed:
        _draw_chip(out, player, p, (px, cy + prow * (CHIP_H + 3)), chip, face_up)
    for p in hidden:  # a click on "+3 more" still reaches them (the first one first)
        for kind in (k for k, n in zip(("citizens", "hoplites", "gold"), p.cubes,
                                       strict=True) if n):
            out.regions.setdefault(f"{player.name} {p.at} {kind}", more_box)
        out.regions.setdefault(f"{player.name} {p.at}", more_box)
    out.regions[f"city {player.name}"] = box


def _packed(player: Any, tiles: Sequence[Any], face_up: bool, span: tuple[float, float],
            rows: int) -> tuple[list[tuple[Any, float, int, float]], list[Any]]:
    """``tiles`` as chips in ``rows`` rows, each in the first row where it fits in turn (the
    last row keeps 66 px for "+3 more"), and those left out."""
    x, w = span
    ends = [x + 6.0] * max(rows, 0)
    placed: list[tuple[Any, float, int, float]] = []
    hidden = []
    for p in tiles:
        chip = _chip_width(player, p, face_up)
        row = next((r for r in range(rows)
                    if ends[r] + chip <= x + w - (66 if r == rows - 1 else 6)), None)
        if row is None:
            hidden.append(p)
            continue
        placed.append((p, ends[row], row, chip))
        ends[row] += chip + 4
    return placed, hidden


def _chips(player: Any, tiles: Sequence[Any], face_up: bool,
           span: tuple[float, float]) -> list[tuple[Any, float, int, float]]:
    """Where each of ``tiles`` goes as a chip, wrapping: (tile, x, row, width)."""
    x, w = span
    placed: list[tuple[Any, float, int, float]] = []
    row, cx = 0, x + 6
    for p in tiles:
        chip = _chip_width(player, p, face_up)
        if cx > x + 6 and cx + chip > x + w - 6:
            row, cx = row + 1, x + 6
        placed.append((p, cx, row, chip))
        cx += chip + 4
    return placed


def _chip_label(player: Any, p: Any, face_up: bool) -> str:
    if p.hex != ACROPOLIS:
        return f"{p.at} {p.tile}"
    return str(player.acropolis) if face_up or player.revealed else "Acropolis"


def _chip_nature(player: Any, p: Any) -> tuple[str, str] | None:
    """The Nature a chip shows, and the title whose asterisk it takes: a Terrain tile's; an
    Acropolis's once revealed (as on its hex); None for a hidden Acropolis."""
    if p.hex != ACROPOLIS:
        return tile(p.tile).nature, p.tile
    if player.revealed:
        return COMPONENTS.acropolis_tile(player.acropolis).nature, player.acropolis
    return None


def _chip_width(player: Any, p: Any, face_up: bool) -> float:
    kinds = sum(1 for n in p.cubes if n)
    shown = _chip_nature(player, p)
    glyph = 0 if shown is None else 17 + (8 if faces.edition(shown[1], "nature") else 0)
    return 10 + width(_chip_label(player, p, face_up), SMALL, True) + glyph + kinds * 19 + \
        len(p.tokens) * 22


def _draw_chip(out: Scene, player: Any, p: Any, at: tuple[float, float], w: float,
               face_up: bool) -> None:
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
    cx = x + 8 + width(label_text, SMALL, True)
    shown = _chip_nature(player, p)
    if shown is not None:  # the Nature glyph, as on the tile's hex
        nature, title = shown
        glyph_ink = ink if p.hex == ACROPOLIS or active(p) else COLORS[tile(p.tile).type]
        out.add("pieces", *faces.nature_glyph(cx + 7, y + CHIP_H / 2, nature, glyph_ink))
        cx += 17
        if faces.edition(title, "nature"):
            out.add("pieces", Text(cx - 2, y + CHIP_H / 2 + 1, EDITION, SMALL, ink,
                                   anchor="start", weight="bold"))
            cx += 8
    for myth in p.tokens:
        out.add("pieces", *faces.token(cx + 10, y + CHIP_H / 2, myth))
        cx += 22
    for kind, n, _ in faces.cubes_row(0, 0, p.cubes):
        box = (cx, y + 2.5, 15.0, 15.0)
        out.add("pieces", *faces.cube(box[0], box[1], kind, n, 15))
        out.regions[f"{player.name} {p.at} {kind}"] = box
        cx += 19
    out.regions[f"{player.name} {p.at}"] = (x, y, w, CHIP_H)


def _draw_key(out: Scene, box: tuple[float, float, float, float]) -> None:
    """What the colours, marks and numbers mean, in four rows at the foot of the column."""
    x, y, w, h = box
    ink = COLORS["label"]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1))
    row = y + 11
    cx = x + 6
    for kind in ("Chora", "Fortification", "Polis", "Myth"):
        out.add("board", Rect(cx, row - 6, 12, 12, COLORS[kind], COLORS["active_edge"], 1),
                Text(cx + 15, row, kind, SMALL, ink, anchor="start"))
        cx += 21 + width(kind)
    row += 18
    cx = x + 6
    out.add("board", Rect(cx, row - 6, 12, 12, COLORS["Chora"], COLORS["active_edge"], 2),
            Text(cx + 15, row, "Active", SMALL, ink, anchor="start"),
            Rect(cx + 64, row - 6, 12, 12, COLORS["Chora_pale"], COLORS["inactive_edge"], 1),
            Text(cx + 79, row, "Inactive", SMALL, ink, anchor="start"),
            Text(cx + 150, row, f"{EDITION} polislab edition", SMALL, ink, anchor="start",
                 weight="bold"))
    row += 18
    cx = x + 6
    out.add("board", Rect(cx, row - 8, 22, 16, COLORS["cost_bar"]),
            Rect(cx + 4, row - 6, 13, 13, COLORS["gold"], COLORS["panel"], 1),
            Text(cx + 10.5, row + 0.5, "1", SMALL, ink, weight="bold"),
            Text(cx + 26, row, "cost", SMALL, ink, anchor="start"))
    cx += 62
    out.add("board", Text(cx, row, "+", SMALL, ink, anchor="start", weight="bold"),
            *faces.cube(cx + 10, row - 6.5, "citizens", 1, 13),
            Text(cx + 27, row, "makes", SMALL, ink, anchor="start"))
    cx += 74
    out.add("board", *faces.gear(cx + 8, row, ink),
            Text(cx + 19, row, "ability", SMALL, ink, anchor="start"))
    cx += 70
    out.add("board", *faces.shield(cx + 8, row, 2),
            Text(cx + 20, row, "defence", SMALL, ink, anchor="start"))
    row += 18
    cx = x + 6
    for nature_name in ("Political", "Military", "Economic", "Sacred"):
        out.add("board", *faces.nature_glyph(cx + 7, row, nature_name, ink),
                Text(cx + 16, row, f"{nature_name[:3].lower()}.", SMALL, ink, anchor="start"))
        cx += 46
    out.add("board", *faces.cube(cx, row - 6.5, "citizens", 2, 13),
            Text(cx + 17, row, "held", SMALL, ink, anchor="start"))
    cx += 54
    out.add("board", *faces.token(cx + 9, row, "Oracle"),
            Text(cx + 22, row, "token", SMALL, ink, anchor="start"))


# --- the city in full ----------------------------------------------------------------------------


def _draw_panel(out: Scene, state: Any, index: int, face_up: bool) -> None:
    """The city drawn in full: its header (name, Acropolis and its bonus, Philosopher, Last
    Player), the Myth tiles before the player, and the city-state itself."""
    x, y = MARGIN, MARGIN
    w, h = FOCUS_W, HEIGHT - 2 * MARGIN
    player = state.players[index]
    out.add("board", Rect(x, y, w, h, COLORS["panel"], COLORS["panel_edge"], 1.5))
    bonus = _draw_header(out, state, index, (x, y, w), face_up)
    room = x + w - 8 - (width(bonus) + 8 if bonus else 0)
    end = _draw_myths(out, player, (x + 8, y + 38), room)
    if bonus and end + 8 + width(bonus) <= x + w - 8:  # no room on the first line
        out.add("board", Text(x + w - 8, y + 38.5, bonus, SMALL, COLORS["label"],
                              anchor="end"))
    _draw_city(out, state, index, (x, y + HEAD_H, w, h - HEAD_H), face_up)
    out.regions[f"city {player.name}"] = (x, y, w, h)  # after its tiles: they win


def _draw_header(out: Scene, state: Any, index: int, at: tuple[float, float, float],
                 face_up: bool, small: bool = False) -> str:
    """A panel's first line: whose city, its Acropolis and (for a city in full) its bonus,
    yellow while it is their turn; then the Philosopher pawn and the Last Player token if they
    hold them. Returns the bonus's words when they found no room ("" else)."""
    x, y, w = at
    player = state.players[index]
    mid = y + (12 if small else 14)  # the line's vertical middle
    if state.step != "over" and state.turn == index:
        out.add("board", Rect(x + 2, y + 2, w - 4, 2 * (mid - y) - 4, COLORS["now"]))
    known = face_up or player.revealed
    city = player.acropolis if known else "Acropolis hidden"
    if player.revealed and not small and state.step != "over":  # (at the end, all are)
        city += ", face up"
    tx = x + w - 8
    if state.last_player == index:
        out.add("pieces", Rect(tx - 40, mid - 8.5, 40, 17, COLORS["label"]),
                Text(tx - 20, mid - 0.5, "LAST", SMALL, COLORS["letter"], weight="bold"))
        tx -= 46
    if state.philosopher == index:
        out.add("pieces", *faces.pawn(tx - 8, mid - 1))
        tx -= 18
        if not small:
            out.add("board", Text(tx, mid, "Philosopher", SMALL, COLORS["label"],
                                  anchor="end"))
            tx -= width("Philosopher") + 6
    size = SMALL if small else HEAD
    name = f"{player.name}: {city}"
    out.add("board", Text(x + 8, mid, _fit(name, size, tx - x - 16, True), size,
                          COLORS["label"], anchor="start", weight="bold"))
    if known and not small:
        bonus = COMPONENTS.acropolis_tile(player.acropolis)
        words = f"bonus {bonus.bonus_points} per Active {bonus.bonus_type}"
        start = x + 8 + width(name, size, True) + 8
        if start + width(words) >= tx:
            return words
        out.add("board", Text(start, mid + 0.5, words, SMALL, COLORS["label"], anchor="start"))
    return ""


def _draw_myths(out: Scene, player: Any, at: tuple[float, float], room: float) -> float:
    """The Myth tiles before a player: a chip each with its Nature, title and gear or
    production, and its gear ability in a few words when every chip has room for them before
    ``room`` (an x); in full colour while its token stands on an Active tile. Returns where
    they end."""
    mx, y = at
    out.add("board", Text(mx, y, "Myths:", SMALL, COLORS["label"], anchor="start",
                          weight="bold"))
    mx += width("Myths:", SMALL, True) + 6
    if not player.myths:
        out.add("board", Text(mx, y, "none", SMALL, COLORS["label"], anchor="start"))
        mx += width("none") + 6

    def chip_width(myth: str, words: bool) -> float:
        title = myth + (EDITION if faces.edition(myth, "type") else "")
        line = faces.ability_line(myth) if words else ""
        return (38 + width(title, SMALL, True) + faces.production_width(myth)
                + (width(line) + 6 if line else 0) + 6)

    words = mx + sum(chip_width(m, True) + 6 for m in player.myths) - 6 <= room
    for myth in player.myths:
        holder = next((p for p in player.city if myth in p.tokens), None)
        on = holder is not None and active(holder)
        ink = COLORS["letter"] if on else COLORS["inactive_text"]
        title = myth + (EDITION if faces.edition(myth, "type") else "")
        mw = chip_width(myth, words)
        after = mx + 34 + width(title, SMALL, True)
        out.add("pieces", Rect(mx, y - 10, mw, 20, COLORS["Myth"] if on else COLORS["Myth_pale"],
                               COLORS["active_edge"] if on else COLORS["inactive_edge"], 1))
        out.add("pieces", *faces.nature(mx + 10, y, myth, ink),
                Text(mx + 28, y + 0.5, title, SMALL, ink, anchor="start", weight="bold"),
                *faces.production(after, y, myth, ink))
        line = faces.ability_line(myth) if words else ""
        if line:
            out.add("pieces", Text(after + faces.production_width(myth) + 6, y + 0.5, line,
                                   SMALL, ink, anchor="start"))
        out.regions.setdefault(f"{player.name} myth {myth}", (mx, y - 10, mw, 20))
        mx += mw + 6
    return mx - 6


def _draw_city(out: Scene, state: Any, index: int, box: tuple[float, float, float, float],
               face_up: bool) -> None:
    """The city-state as hexes, each labelled with its place: its tiles with their faces, the
    places a tile may go (outlined), and faint empty places around, as large as the panel
    allows."""
    bx, by, bw, bh = box
    player = state.players[index]
    free: set[tuple[int, int]] = set()
    if state.step != "over":
        free.update(positions(player.city, "Pasture"))  # where a tile may go (any Chora)
    occupied = {p.hex for p in player.city}
    shown = occupied | free
    # the hexes' extent in corner radii, to fit the largest radius in the box
    xs = [pixel(h, 1.0)[0] for h in shown]
    ys = [pixel(h, 1.0)[1] for h in shown]
    span_x = max(xs) - min(xs) + 2.0
    span_y = max(ys) - min(ys) + math.sqrt(3)
    r = min(HEX_R, (bw - 16) / span_x, (bh - 12) / span_y)
    cx = bx + bw / 2 - (max(xs) + min(xs)) / 2 * r
    cy = by + bh / 2 - (max(ys) + min(ys)) / 2 * r
    extent = max(ring_of(h) for h in shown)
    for k in range(1, extent + 1):
        for h in ring(k):
            if h in occupied:
                continue
            px, py = pixel(h, r)
            hx, hy = cx + px, cy + py
            if h not in free and not (bx + r <= hx <= bx + bw - r
                                      and by + r * 0.87 <= hy <= by + bh - r * 0.87):
                continue  # a faint place that would stick out of the panel
            outline = COLORS["inactive_edge"] if h in free else COLORS["free"]
            out.add("board", Polygon(faces.hexagon(hx, hy, r - 2), None, outline,
                                           1.2 if h in free else 0.8))
            if h in free:
                out.add("board", Text(hx, hy, label(h), SMALL, COLORS["muted"]))
            out.regions[f"{player.name} {label(h)}"] = (hx - r * 0.87, hy - r * 0.75,
                                                        1.74 * r, 1.5 * r)
    hexes: list[Shape] = []
    details: list[Shape] = []  # drawn after every hex, so no tile covers a neighbour's face
    for p in player.city:
        px, py = pixel(p.hex, r)
        hx, hy = cx + px, cy + py
        if p.hex == ACROPOLIS:
            known = face_up or player.revealed
            nature = COMPONENTS.acropolis_tile(player.acropolis).nature \
                if player.revealed else None
            first, *rest = faces.acropolis_face(
                hx, hy, r, player.acropolis if known else "Acropolis", nature, p.cubes,
                "" if player.revealed else ("secret" if face_up else "hidden"))
        else:
            first, *rest = faces.hex_face(hx, hy, r, p.tile, active(p), p.cubes, p.tokens,
                                          p.at)
        hexes.append(first)
        details += rest
        for kind, _, cube in faces.hex_cubes(hx, hy, r, p.cubes, p.tokens,
                                             acropolis=p.hex == ACROPOLIS):
            out.regions[f"{player.name} {p.at} {kind}"] = cube  # before the tile's: it wins
        out.regions[f"{player.name} {p.at}"] = (hx - r * 0.87, hy - r * 0.75, 1.74 * r, 1.5 * r)
    out.add("pieces", *hexes, *details)
