"""Playing hopping Polis by clicks and keys: what the widgets ask of the game.

A move is two clicks, the piece's square then the square it goes to (:func:`action_paths`); a
click that leads nowhere is explained in the engine's words (:func:`explain_click`). The arrow
keys move a cursor from square to square, seen from Red's side (:func:`step_cursor`), and the
cursor reads its square out (:func:`describe_place`). The places are the squares of
:func:`polislab.games.hopping.ui.board.scene`.

>>> from polislab.games.hopping import Position
>>> start = Position.start()
>>> explain_click(start, ["d4"])
'there is no piece on d4 to move (Polis rules §Taking Your Turn)'
>>> describe_place(start, "c2"), step_cursor("", (0, 1)), step_cursor("d4", (1, 1))
('c2: Red (round pieces) dog', 'd4', 'e5')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.render.scene import Rect, Shape

from .board import COLORS, FILES, RANKS, SQUARE, _color, _kind, _parse, _square_origin

__all__ = [
    "CURSOR_START",
    "KEY_STEPS",
    "SIDE_LOOKS",
    "action_paths",
    "cursor_shapes",
    "describe_place",
    "explain_click",
    "side_label",
    "step_cursor",
]

#: Arrow keys move the keyboard cursor by (files, ranks), seen from Red's side.
KEY_STEPS: dict[str, tuple[int, int]] = {
    "ArrowUp": (0, 1),
    "ArrowDown": (0, -1),
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
}
CURSOR_WIDTH = 0.06  # the keyboard cursor's frame
CURSOR_START = "d4"  # where the cursor appears at the first arrow key


def step_cursor(cursor: str, step: tuple[int, int], flipped: bool = False) -> str:
    """The square the keyboard cursor moves to from ``cursor`` (clamped to the board)."""
    if not cursor:
        return CURSOR_START
    file, rank = _parse(cursor)
    df, dr = (-step[0], -step[1]) if flipped else step
    file = min(max(file + df, 0), len(FILES) - 1)
    rank = min(max(rank + dr, 0), RANKS - 1)
    return f"{FILES[file]}{rank + 1}"


def cursor_shapes(square: str, size: float = SQUARE, flipped: bool = False) -> list[Shape]:
    """The keyboard cursor on ``square``: a dashed-looking double frame that shows on any
    square and over any mark."""
    x, y = _square_origin(square, size, flipped)
    w = CURSOR_WIDTH * size
    return [
        Rect(x + w, y + w, size - 2 * w, size - 2 * w, None, COLORS["halo"], 2.5 * w),
        Rect(x + w, y + w, size - 2 * w, size - 2 * w, None, COLORS["dot"], w),
    ]


#: How each side's pieces look, so that words never name a side by colour alone.
SIDE_LOOKS: dict[str, str] = {"red": "round pieces", "blue": "diamonds"}


def side_label(side: str) -> str:
    """A side's name with the shape of its pieces, e.g. ``"Red (round pieces)"``."""
    looks = SIDE_LOOKS.get(side)
    return f"{side.capitalize()} ({looks})" if looks else side.capitalize()


def describe_place(position: Any, square: str) -> str:
    """One square in words, as the keyboard cursor reads it: ``"e4: Red dog (round)"``,
    ``"d5: empty, dark square"``."""
    piece = position.pieces().get(square)
    if piece is None:
        file, rank = _parse(square)
        shade = "dark" if (file + rank) % 2 == 0 else "light"
        return f"{square}: empty, {shade} square"
    side, kind = _color(piece), _kind(piece)
    stunned = " (stunned)" if square in frozenset(position.stunned()) else ""
    return f"{square}: {side_label(side)} {kind}{stunned}"


def action_paths(position: Any, action: Any) -> list[tuple[str, ...]]:
    """The squares to click, in order, to play ``action``: a move is its two squares, the
    piece's and the one it goes to."""
    return [(action.origin, action.target)]


def explain_click(position: Any, path: Sequence[str]) -> str:
    """Why clicking ``path`` (squares) does not lead to a legal move, in the engine's words
    (each reason names the rule that forbids the move)."""
    if position.is_over:
        return f"The game is over. {position.why_over()}"
    tries = [f"{path[0]}-{path[1]}"] if len(path) > 1 else [
        f"{path[0]}-{target}" for target in _neighbours(path[0])
    ]
    reasons: list[str] = []
    for move in tries:
        try:
            position.play(move)
        except IllegalAction as err:
            if str(err) not in reasons:
                reasons.append(str(err))
    if not reasons:
        return f"{tries[0]} is legal."
    if len(path) == 1 and len(reasons) > 1:
        return f"{path[0]} has no legal move: " + "; ".join(reasons[:3])
    return reasons[0]


def _neighbours(square: str) -> list[str]:
    file, rank = _parse(square)
    return [f"{FILES[file + df]}{rank + dr + 1}"
            for df in (-1, 0, 1) for dr in (-1, 0, 1)
            if (df or dr) and 0 <= file + df < len(FILES) and 0 <= rank + dr < RANKS]
