"""A tic-tac-toe position (:class:`State`) and an action (:class:`Mark`): values, never changed.

Squares are named as in chess: files a to c from left to right, ranks 1 to 3 from bottom to top.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from polislab.core.scripting import Scriptable

SIDES = ("x", "o")
SQUARES = tuple(f"{file}{rank}" for rank in "321" for file in "abc")  # top row first
#: The eight rows of three (across, down, diagonally): Tic-tac-toe rules §Winning.
LINES = (("a3", "b3", "c3"), ("a2", "b2", "c2"), ("a1", "b1", "c1"),
         ("a3", "a2", "a1"), ("b3", "b2", "b1"), ("c3", "c2", "c1"),
         ("a3", "b2", "c1"), ("c3", "b2", "a1"))


@dataclass(frozen=True)
class Mark:
    """Writing the mover's mark in ``square``; its notation is the square: ``b2``."""

    square: str

    def __str__(self) -> str:
        return self.square


@dataclass(frozen=True)
class State(Scriptable):
    """The board, a row of nine characters in :data:`SQUARES` order (``x``, ``o`` or ``.``),
    and the side that moved first (``x`` unless a position says otherwise: ruling TT1)."""

    game_name: ClassVar[str] = "tictactoe"
    cells: str = "." * 9
    first: str = "x"

    def mark_on(self, square: str) -> str | None:
        """The mark on ``square``, or None if it is empty."""
        mark = self.cells[SQUARES.index(square)]
        return None if mark == "." else mark

    def line_of(self, side: str) -> tuple[str, str, str] | None:
        """A row of three of ``side``, if it has one (Tic-tac-toe rules §Winning)."""
        return next((line for line in LINES if all(self.mark_on(s) == side for s in line)),
                    None)

    @property
    def side_to_write(self) -> str:
        """Whose turn it is by the count of marks: the first side when the counts are equal."""
        second = SIDES[1] if self.first == SIDES[0] else SIDES[0]
        return self.first if self.cells.count(self.first) == self.cells.count(second) else second
