"""Tic-tac-toe: polislab's worked example of a game (docs/adding-a-game.md walks through it).

It lives outside the library and is registered by one line, in the test session only
(``tests/conftest.py``); every registry-driven test then checks it like the built-in games.

>>> from examples import tictactoe
>>> state = tictactoe.start().play("b2", "a3", "c3")
>>> print(state)
O . X
. X .
. . .
O to write
>>> state.play("a1", "b1", "a2").winner
'o'
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt
from polislab.core.protocol import register
from polislab.core.scripting import randomness_from

from .engine import initial_state
from .game import TicTacToeGame
from .state import Mark, State
from .state_json import consistency_errors
from .tutorials import tutorial, tutorial_names

GAME = register(TicTacToeGame())


def start(seed: Any = None, *, randomness: Any = None, first: str = "x") -> State:
    """The empty board, ready for the first mark; ``first`` the side that writes first
    (ruling TT1). ``seed=`` and ``randomness=`` are taken as by every game's ``start`` (and
    checked the same way), but the game has no chance: every start is the same."""
    randomness_from(seed, randomness)  # a bad seed is refused here as in every game
    return initial_state(first=first)


def position(board: str, first: str = "x") -> State:
    """A position from its board, three rows of ``x``, ``o`` or ``.`` top row first, split by
    new lines or ``/`` (``"x.o/.x./..."``); ``first`` the side that wrote first. A board no game
    reaches (an X too many, a row of three for both) is refused, naming the rule.

    >>> position("x.o/.x./...").to_move
    'o'
    """
    if not isinstance(board, str):
        raise ScenarioError(f"a board is text like 'x.o/.x./...', not {excerpt(board)}")
    rows = [row.strip().lower() for row in board.replace("/", "\n").strip().splitlines()]
    if len(rows) != 3 or any(len(r) != 3 or set(r) - set("xo.") for r in rows):
        raise ScenarioError(f"a board is three rows of three of x, o or ., not {excerpt(board)}")
    if first not in ("x", "o"):
        raise ScenarioError(f"first must be 'x' or 'o', not {excerpt(first)}")
    state = State("".join(rows), first)
    errors = consistency_errors(state)
    if errors:
        raise ScenarioError(f"no game reaches this board: {errors[0]}")
    return state


def position_args(state: State) -> dict[str, Any]:
    """The arguments of :func:`position` that type ``state`` again.

    >>> position_args(start().play("b2"))
    {'board': '.../.x./...'}
    """
    if not isinstance(state, State):
        raise ScenarioError(f"position_args takes a tic-tac-toe state, not "
                            f"{type(state).__name__}")
    args: dict[str, Any] = {"board": "/".join(state.cells[i:i + 3] for i in (0, 3, 6))}
    if state.first != "x":
        args["first"] = state.first
    return args


__all__ = ["GAME", "Mark", "State", "TicTacToeGame", "position", "position_args", "start",
           "tutorial", "tutorial_names"]
