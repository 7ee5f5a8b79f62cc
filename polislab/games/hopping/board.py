"""Board geometry and piece codes for hopping Polis.

The board is a "mailbox": the playing squares surrounded by one ring of OFF squares, so that a
step in any of the eight directions never needs a bounds check. A square is an index into a
flat list; ``SQUARE_NAMES[i]`` is its name ("a1" .. "h8").
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

COMPONENTS: dict[str, Any] = json.loads(
    resources.files(__package__).joinpath("data/components.json").read_text(encoding="utf-8")
)

SIZE: int = COMPONENTS["board"]["files"]
if COMPONENTS["board"]["ranks"] != SIZE:
    raise ValueError("hopping Polis data: the board must be square")
FILES = "abcdefghijklmnopqrstuvwxyz"[:SIZE]
WIDTH = SIZE + 2  # one OFF square on each side

# Piece codes: the sign is the colour (red +, blue -), the size the kind (1 dog, 2 chariot).
EMPTY, OFF = 0, 9
RED, BLUE = 1, -1
DOG, CHARIOT = 1, 2
COLOR_NAMES = {RED: "red", BLUE: "blue"}
COLOR_CODES = {"red": RED, "blue": BLUE}
KIND_NAMES = {DOG: "dog", CHARIOT: "chariot"}

# The codes of one colour's pieces, and of its enemies', for fast membership tests.
PIECES_OF = {RED: frozenset({1, 2}), BLUE: frozenset({-1, -2})}
ENEMIES_OF = {RED: PIECES_OF[BLUE], BLUE: PIECES_OF[RED]}

DIRECTIONS = (WIDTH, -WIDTH, 1, -1, WIDTH + 1, WIDTH - 1, -WIDTH + 1, -WIDTH - 1)
AXES = (1, WIDTH, WIDTH + 1, WIDTH - 1)  # one direction of each axis; the other is its negative

MAX_PER_SIDE = {
    DOG: COMPONENTS["pieces"]["dog"]["per_side"],
    CHARIOT: COMPONENTS["pieces"]["chariot"]["per_side"],
}
GOAL_RANK = {  # 0-based rank a colour's chariot must reach
    code: COMPONENTS["sides"][name]["goal_row"] - 1 for name, code in COLOR_CODES.items()
}


def index(file: int, rank: int) -> int:
    """The mailbox index of the square at 0-based ``file`` and ``rank``."""
    return (rank + 1) * WIDTH + file + 1


def rank_of(square: int) -> int:
    """The 0-based rank of a mailbox index."""
    return square // WIDTH - 1


SQUARES: list[int] = [index(f, r) for r in range(SIZE) for f in range(SIZE)]
SQUARE_NAMES: dict[int, str] = {
    index(f, r): f"{FILES[f]}{r + 1}" for r in range(SIZE) for f in range(SIZE)
}
SQUARE_INDEX: dict[str, int] = {name: i for i, name in SQUARE_NAMES.items()}


def empty_board() -> list[int]:
    board = [OFF] * (WIDTH * WIDTH)
    for square in SQUARES:
        board[square] = EMPTY
    return board


def color(code: int) -> int:
    return RED if code > 0 else BLUE


def is_chariot(code: int) -> bool:
    return code == 2 or code == -2
