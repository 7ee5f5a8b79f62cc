"""Positions as text: 8 lines, rank 8 first, 8 cells each (``BD``, ``BC``, ``RD``, ``RC``, ``.``).

The seed's own form, cells separated by tabs with empty cells for empty squares, reads too.
"""

from __future__ import annotations

import re

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt

from .board import (
    BLUE,
    CHARIOT,
    DOG,
    EMPTY,
    FILES,
    MAX_PER_SIDE,
    RED,
    SIZE,
    SQUARES,
    empty_board,
    index,
)
from .citations import SETUP

#: The longest text read as a diagram (8 rows of 8 cells take under 200 characters; room is
#: left for spaces, tabs and a comment-free indentation).
MAX_DIAGRAM = 10_000
TOKENS = {"RD": RED * DOG, "RC": RED * CHARIOT, "BD": BLUE * DOG, "BC": BLUE * CHARIOT, ".": EMPTY}
SYMBOLS = {code: token for token, code in TOKENS.items()}
_NAMES = {RED * DOG: "Red dogs", RED * CHARIOT: "Red chariots",
          BLUE * DOG: "Blue dogs", BLUE * CHARIOT: "Blue chariots"}


def parse(text: str) -> list[int]:
    """A mailbox board from a diagram, or :class:`ScenarioError` naming line and column."""
    if not isinstance(text, str):
        raise ScenarioError(f"a diagram is text, not {type(text).__name__}")
    if len(text) > MAX_DIAGRAM:
        raise ScenarioError(f"a diagram is 8 rows of 8 cells, not {len(text):,} characters")
    # A row of the seed's tab form may hold only tabs (an empty rank): it still counts.
    lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1)
             if line.strip() or "\t" in line]
    if len(lines) != SIZE:
        where = lines[SIZE][0] if len(lines) > SIZE else None
        raise ScenarioError(f"a diagram has {SIZE} rows (rank 8 first); this one has {len(lines)}",
                            line=where)
    board = empty_board()
    counts = dict.fromkeys(_NAMES, 0)
    for row, (line_no, line) in enumerate(lines):
        cells = _cells(line)
        if len(cells) != SIZE:
            column = cells[SIZE][0] if len(cells) > SIZE else len(line) + 1
            raise ScenarioError(
                f"a row has {SIZE} cells; this one has {len(cells)}", line=line_no, column=column
            )
        for file, (column, token) in enumerate(cells):
            code = TOKENS.get(token.upper())
            if code is None:
                raise ScenarioError(
                    f"unknown cell {excerpt(token)}: use BD, BC, RD, RC or '.'",
                    line=line_no, column=column,
                )
            if code != EMPTY:
                counts[code] += 1
                limit = MAX_PER_SIDE[abs(code)]
                if counts[code] > limit:
                    raise ScenarioError(
                        f"too many {_NAMES[code]}: a side has at most {limit} "
                        f"({SETUP})", line=line_no, column=column,
                    )
            board[index(file, SIZE - 1 - row)] = code
    return board


def _cells(line: str) -> list[tuple[int, str]]:
    """(1-based column, token) for each cell of a line; tab-separated lines keep empty cells."""
    if "\t" in line:
        cells, column = [], 1
        for part in line.rstrip("\r\n").split("\t"):
            stripped = part.strip()
            offset = len(part) - len(part.lstrip())
            cells.append((column + offset, stripped or "."))
            column += len(part) + 1
        while len(cells) > SIZE and cells[-1][1] == ".":  # trailing tabs
            cells.pop()
        return cells
    return [(m.start() + 1, m.group()) for m in re.finditer(r"\S+", line)]


def format_board(board: list[int] | tuple[int, ...]) -> str:
    """The diagram of a board: 8 lines, rank 8 first, cells separated by one space."""
    rows = []
    for rank in reversed(range(SIZE)):
        rows.append(" ".join(f"{SYMBOLS[board[index(f, rank)]]:<2}" for f in range(SIZE)).rstrip())
    return "\n".join(rows)


def piece_counts(board: list[int]) -> dict[int, int]:
    counts = dict.fromkeys(_NAMES, 0)
    for s in SQUARES:
        if board[s] != EMPTY:
            counts[board[s]] += 1
    return counts


__all__ = ["FILES", "TOKENS", "format_board", "parse", "piece_counts"]
