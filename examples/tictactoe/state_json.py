"""A tic-tac-toe state as plain data (JSON) and back: its declared format is
``schemas/tictactoe-state.json`` (the game's ``save_schema``).

>>> from .engine import initial_state
>>> to_json(initial_state())
{'format': 'polislab/tictactoe-state/1', 'version': 1, 'board': ['...', '...', '...'], 'first': 'x'}
"""

from __future__ import annotations

from typing import Any

from polislab.core.inputs import save_reader

from .citations import TURNS, WINNING
from .state import SIDES, State

FORMAT = "polislab/tictactoe-state/1"
VERSION = 1
MIGRATIONS: dict[int, Any] = {}  # none yet: version 1 is the first


def to_json(state: State) -> dict[str, Any]:
    cells = state.cells
    return {"format": FORMAT, "version": VERSION,
            "board": [cells[0:3], cells[3:6], cells[6:9]], "first": state.first}


def consistency_errors(state: State) -> list[str]:
    """The rules of the game a board of the right shape may still break, each in a sentence."""
    second = SIDES[1] if state.first == SIDES[0] else SIDES[0]
    ahead = state.cells.count(state.first) - state.cells.count(second)
    errors = []
    if ahead not in (0, 1):
        errors.append(f"{state.first.upper()} wrote first, so it has as many marks as "
                      f"{second.upper()} or one more, not {ahead:+d} ({TURNS})")
    if all(state.line_of(side) for side in SIDES):
        errors.append(f"both sides have three in a row, but the game ends at the first ({WINNING})")
    return errors


@save_reader("a saved tic-tac-toe state", "tictactoe-state", VERSION, MIGRATIONS,
             consistency=consistency_errors)
def from_json(data: dict[str, Any]) -> State:
    """Read :func:`to_json` data, whose shape the schema has checked."""
    return State("".join(data["board"]), data["first"])
