"""The rules of tic-tac-toe as the functions :class:`~polislab.core.engine_game.EngineGame`
asks for: a state in, a new state and what happened out (the state given is never changed).

>>> state = initial_state()
>>> after, events = apply(state, "b2")
>>> str(events[0])
'X wrote in b2 (Tic-tac-toe rules §Taking Turns).'
>>> to_move(after), [str(a) for a in legal_actions(after)][:3]
('o', ['a3', 'b3', 'c3'])
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import excerpt
from polislab.core.randomness import Randomness

from .citations import DRAW, TURNS, WINNING, ruling
from .notation import parse
from .state import SIDES, SQUARES, Mark, State
from .state_json import from_json, to_json

__all__ = ["apply", "chance_action", "from_json", "initial_state", "is_over", "legal_actions",
           "parse_action", "summary", "to_json", "to_move", "winner"]


def initial_state(randomness: Any = None, first: str = "x") -> State:
    """The empty board (Tic-tac-toe rules §The Board); ``first`` is the side that writes first
    (ruling TT1: X unless you say otherwise). The game has no chance: ``randomness`` is
    ignored."""
    if first not in SIDES:
        raise ScenarioError(f"first must be 'x' or 'o' ({ruling('TT1')}), not {excerpt(first)}")
    return State(first=first)


def parse_action(state: State | None, text: str | Mark) -> Mark:
    """Read an action's text (:mod:`.notation`); the state is not needed to read a square."""
    return parse(text)


def winner(state: State) -> str | None:
    """The side with three in a row (Tic-tac-toe rules §Winning), else None (a draw too)."""
    return next((side for side in SIDES if state.line_of(side)), None)


def is_over(state: State) -> bool:
    """Three in a row, or all nine squares filled (Tic-tac-toe rules §A Draw)."""
    return winner(state) is not None or "." not in state.cells


def to_move(state: State) -> str | None:
    """The side to write, None once the game is over."""
    return None if is_over(state) else state.side_to_write


def legal_actions(state: State) -> list[Mark]:
    """A mark in every empty square, top row first (none once the game is over)."""
    if is_over(state):
        return []
    return [Mark(square) for square in SQUARES if state.mark_on(square) is None]


def apply(state: State, action: Mark | str) -> tuple[State, list[Event]]:
    """The state after ``action`` (a :class:`Mark` or its text) and what happened."""
    mark = parse(action)
    if not isinstance(mark, Mark):
        raise ScenarioError(f"not a tic-tac-toe action: {excerpt(action)}")
    if is_over(state):
        raise IllegalAction(WINNING if winner(state) else DRAW, "the game is over")
    taken = state.mark_on(mark.square)
    if taken is not None:
        raise IllegalAction(TURNS, f"{mark.square} already holds {taken.upper()}: write in an "
                                   f"empty square")
    side = state.side_to_write
    at = SQUARES.index(mark.square)
    after = State(state.cells[:at] + side + state.cells[at + 1:], state.first)
    events = [Event("mark", f"{side.upper()} wrote in {mark.square}", TURNS,
                    {"square": mark.square, "side": side})]
    line = after.line_of(side)
    if line is not None:
        events.append(Event("win", f"{side.upper()} has three in a row, {'-'.join(line)}, and "
                                   f"wins", WINNING, {"line": list(line)}))
    elif "." not in after.cells:
        events.append(Event("draw", "The board is full with no row of three: a draw", DRAW))
    return after, events


def chance_action(state: State, randomness: Randomness) -> Mark:
    """Tic-tac-toe has no chance: nothing is ever drawn or rolled."""
    raise ScenarioError("tic-tac-toe has no chance decision to play")


def summary(state: State) -> str:
    """The board as three lines of text, top row first, and whose turn it is or the result.

    >>> print(summary(initial_state()))
    . . .
    . . .
    . . .
    X to write
    """
    rows = [" ".join(state.cells[i:i + 3]).upper() for i in (0, 3, 6)]
    side, won = to_move(state), winner(state)
    last = f"{won.upper()} won" if won else "a draw" if side is None else f"{side.upper()} to write"
    return "\n".join([*rows, last])
