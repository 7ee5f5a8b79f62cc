"""Computer players of tic-tac-toe, weakest first (``LEVELS``, which the game declares as its
``ai_module``): ``"random"`` (any empty square), ``"greedy"`` (wins at once if it can, else
blocks the opponent's row, else any square) and ``"perfect"`` (looks to the end of the game:
never loses). Each is ``LEVELS[name](seed=...)``, a player ``state -> action``; the seed picks
among equally good squares.

>>> from .engine import apply, initial_state
>>> state = initial_state()
>>> for square in ("a3", "a1", "b3"):
...     state, _ = apply(state, square)
>>> str(LEVELS["greedy"](seed=1)(state))  # O blocks X's top row
'c3'
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from polislab.core.players import RandomPlayer
from polislab.core.randomness import Randomness

from . import engine
from .state import Mark, State


def _after(state: State, action: Mark) -> State:
    return engine.apply(state, action)[0]


class Greedy:
    """Win now if a square does it, else block the square that would win for the opponent."""

    def __init__(self, seed: int | None = None) -> None:
        self.randomness = Randomness(seed)

    def __call__(self, state: State) -> Mark:
        actions = engine.legal_actions(state)
        me = state.side_to_write
        wins = [a for a in actions if engine.winner(_after(state, a)) == me]
        if wins:
            return wins[0]
        other = State(state.cells, "o" if state.first == "x" else "x")  # the opponent to write
        blocks = [a for a in actions if engine.winner(_after(other, a)) not in (None, me)]
        return (blocks or [self.randomness.choice(actions, why="a greedy player's move")])[0]


@cache
def _value(state: State) -> int:
    """The result with best play from ``state``, for the side to write: 1 win, 0 draw, -1 loss."""
    if engine.is_over(state):
        return -1 if engine.winner(state) else 0  # the side that just wrote won, or a draw
    return max(-_value(_after(state, a)) for a in engine.legal_actions(state))


class Perfect:
    """The square with the best result if both sides play on perfectly (a full search: the
    game has fewer than 6,000 positions)."""

    def __init__(self, seed: int | None = None) -> None:
        self.randomness = Randomness(seed)

    def __call__(self, state: State) -> Mark:
        actions = engine.legal_actions(state)
        best = max(-_value(_after(state, a)) for a in actions)
        good = [a for a in actions if -_value(_after(state, a)) == best]
        return self.randomness.choice(good, why="a perfect player's move")


LEVELS: dict[str, Callable[..., Any]] = {"random": RandomPlayer, "greedy": Greedy,
                                         "perfect": Perfect}
