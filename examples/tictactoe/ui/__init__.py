"""The interface of tic-tac-toe behind the typed contract
:class:`polislab.core.interface.GameInterface`: the board as a scene whose regions are the
squares, and a click on an empty square as the action that writes there.

>>> from examples.tictactoe import start
>>> face = INTERFACE
>>> sorted(face.scene(start()).regions)[:3]
['a1', 'a2', 'a3']
>>> face.action_paths(start(), start().legal_actions()[0])
[('a3',)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.interface import SIZE, Marks
from polislab.render.interface import BaseInterface
from polislab.render.place_marks import add_place_marks, marks_sentence, unknown_place
from polislab.render.scene import Circle, Line, Rect, Scene, Text

from ..citations import TURNS
from ..engine import legal_actions, to_move, winner
from ..state import SQUARES, Mark, State

MARGIN = 0.25  # of a square: room for the file letters and rank numbers
INK, PAPER, X_COLOUR, O_COLOUR = "#1A1A1A", "#FFFDF5", "#0B5FA5", "#A12B1D"
MARK_COLOURS = {"highlight": "#9A5B00"}  # 3:1 and more on the paper (WCAG 1.4.11)


def _box(square: str, size: float) -> tuple[float, float, float, float]:
    column, row = "abc".index(square[0]), 3 - int(square[1])
    return (size * (MARGIN + column), size * (MARGIN + row), size, size)


def _mark_shapes(side: str, box: tuple[float, float, float, float]) -> list[Any]:
    x, y, w, _ = box
    pad = w * 0.22
    if side == "x":
        return [Line(x + pad, y + pad, x + w - pad, y + w - pad, X_COLOUR, w * 0.1),
                Line(x + w - pad, y + pad, x + pad, y + w - pad, X_COLOUR, w * 0.1)]
    return [Circle(x + w / 2, y + w / 2, w / 2 - pad, None, O_COLOUR, w * 0.1)]


def _status(state: State) -> str:
    side, won = to_move(state), winner(state)
    if won:
        return f"{won.upper()} has three in a row and wins"
    return "A draw: the board is full" if side is None else f"{side.upper()} to write"


class TicTacToeInterface(BaseInterface):
    """Nothing hidden; one click, on an empty square, writes there."""

    def scene(self, state: Any, marks: Marks | None = None, size: float = SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None) -> Scene:
        """The board; ``marks`` ``{"highlight": [squares], "arrows": [[from, to]],
        "crosses": [squares], "dots": [squares]}`` (None: the row of three, if any). The board
        looks the same from both sides, so ``flipped`` changes nothing."""
        marks = self.default_marks(state) if marks is None else marks
        side = size * (3 + 2 * MARGIN)
        scene = Scene(side, side + (size * 0.5 if status else 0), title="Tic-tac-toe")
        scene.add("board", Rect(0, 0, scene.width, scene.height, PAPER))
        for square in SQUARES:
            box = _box(square, size)
            scene.regions[square] = box
            scene.add("board", Rect(*box, None, INK, 2))
            mark = state.mark_on(square)
            if mark:
                scene.add("pieces", *_mark_shapes(mark, box))
        for i, letter in enumerate("abc"):
            scene.add("board", Text(size * (MARGIN + i + 0.5), size * (MARGIN + 3) + size * 0.2,
                                    letter, 14, INK))
            scene.add("board", Text(size * MARGIN * 0.5, size * (MARGIN + 2.5 - i) + 5,
                                    str(i + 1), 14, INK))
        for square in marks.get("highlight", ()):
            if square not in scene.regions:
                raise unknown_place(square, scene.regions)
            scene.add("marks", Rect(*scene.regions[square], None, MARK_COLOURS["highlight"], 4))
        drawn = add_place_marks(scene, marks, size)  # arrows, crosses, dots: as every game's
        if status:
            scene.add("board", Text(side / 2, side + size * 0.3, _status(state), 14, INK))
        taken = [f"{s} {state.mark_on(s).upper()}" for s in SQUARES if state.mark_on(s)]
        scene.description = (f"A board of three by three squares, files a to c "
                             f"from left to right and ranks 1 to 3 from bottom to top. "
                             f"{', '.join(taken) or 'No marks yet'}. {_status(state)}.")
        said = marks_sentence({"highlight": marks.get("highlight", ()), **drawn}, str)
        scene.description += f" {said}" if said else ""
        return scene

    def default_marks(self, state: Any) -> Marks:
        """The winning row, when there is one."""
        won = winner(state)
        return {"highlight": list(state.line_of(won))} if won else {}

    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        """A mark is one click, on its square."""
        return [(action.square,)] if isinstance(action, Mark) else []

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        """Why a click leads to no action: the square is taken, or the game is over."""
        if not legal_actions(state):
            return "The game is over: start a new one to play again."
        square = path[-1] if path else ""
        mark = state.mark_on(square) if square in SQUARES else None
        if mark:
            return f"{square} already holds {mark.upper()}: write in an empty square ({TURNS})."
        return "Click an empty square to write your mark there."

    def side_label(self, side: str) -> str:
        return {"x": "X (crosses)", "o": "O (noughts)"}.get(side, side.capitalize())

    def click_hint(self, state: Any) -> str:
        side = to_move(state)
        if side is None:
            return "The game is over."
        return f"{self.side_label(side)}: click an empty square, or type one such as b2."


INTERFACE = TicTacToeInterface()
