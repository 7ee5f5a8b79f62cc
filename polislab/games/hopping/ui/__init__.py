"""The interface of hopping Polis: its board drawn as a scene (:mod:`.board`), and clicks and
keys read as moves (:mod:`.clicks`), behind the typed contract
:class:`polislab.core.interface.GameInterface`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.interface import Marks, Step
from polislab.render.interface import BaseInterface
from polislab.render.scene import Scene, Shape

from . import board, clicks


class HoppingInterface(BaseInterface):
    """Hopping Polis hides nothing; a move is two clicks, played at once; the cursor steps
    from square to square, seen from Red's side."""

    key_steps = clicks.KEY_STEPS

    def scene(self, state: Any, marks: Marks | None = None, size: float = board.SQUARE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None, key: bool | None = None) -> Scene:
        """:func:`.board.scene` (``key`` draws the key beside the board: by default when
        ``status`` is on)."""
        return board.scene(state, marks, size, flipped=flipped, status=status, key=key)

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """:func:`.board.svg`."""
        return board.svg(state, marks, **options)

    def default_marks(self, state: Any) -> Marks:
        """The last move's frames, hop arrows and captures."""
        return board.default_marks(state)

    def marks_layer(self, state: Any, marks: Marks | None, size: float = board.SQUARE, *,
                    flipped: bool = False) -> list[Shape]:
        """:func:`.board.marks_layer`: the marks alone, without drawing the board."""
        return board.marks_layer(state, marks, size, flipped=flipped)

    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        return clicks.action_paths(state, action)

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        return clicks.explain_click(state, path)

    def step_cursor(self, scene: Scene, cursor: str, step: Step, flipped: bool = False) -> str:
        return clicks.step_cursor(cursor, step, flipped)

    def cursor_shapes(self, scene: Scene, place: str, size: float = board.SQUARE,
                      flipped: bool = False) -> list[Shape]:
        return clicks.cursor_shapes(place, size, flipped)

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        return clicks.describe_place(state, place)

    def side_label(self, side: str) -> str:
        return clicks.side_label(side)


INTERFACE = HoppingInterface()
