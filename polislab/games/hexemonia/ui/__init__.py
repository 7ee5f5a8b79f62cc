"""The interface of *Hexemonia*: its board drawn as a scene (:mod:`.board`), and clicks and
keys read as actions (:mod:`.clicks`), behind the typed contract
:class:`polislab.core.interface.GameInterface`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.events import Event
from polislab.core.interface import Marks, Step
from polislab.render.interface import BaseInterface
from polislab.render.scene import Scene, Shape

from . import board, clicks, words


class HexemoniaInterface(BaseInterface):
    """The hands are hidden from the other players, and the Oracle's new order of the Stack of
    Fate; a click on a place offers its actions in a list, to confirm even one; the cursor
    steps between the places of the board as drawn (a city grows during the game)."""

    hides_information = True
    confirm_choice = clicks.CONFIRM_CHOICE
    key_steps = clicks.KEY_STEPS

    def scene(self, state: Any, marks: Marks | None = None, size: float = board.SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None, focus: str | None = None) -> Scene:
        """:func:`.board.scene` (``focus`` names the player whose city is drawn in full)."""
        return board.scene(state, marks, size, flipped=flipped, status=status,
                           show_all=show_all, seen_by=seen_by, focus=focus)

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """:func:`.board.svg`."""
        return board.svg(state, marks, **options)

    def default_marks(self, state: Any) -> Marks:
        return board.default_marks(state)

    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        return clicks.action_paths(state, action)

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        return clicks.explain_click(state, path)

    def choice_label(self, state: Any, action: Any) -> str:
        return clicks.choice_label(state, action)

    def step_cursor(self, scene: Scene, cursor: str, step: Step, flipped: bool = False) -> str:
        return clicks.step_cursor(scene, cursor, step)  # (a map has no side: not flipped)

    def cursor_shapes(self, scene: Scene, place: str, size: float = board.SIZE,
                      flipped: bool = False) -> list[Shape]:
        return clicks.cursor_shapes(scene, place, size)

    def side_label(self, side: str) -> str:
        return clicks.side_label(side)

    def turn_text(self, state: Any) -> str:
        return clicks.turn_text(state)

    def click_hint(self, state: Any) -> str:
        return clicks.click_hint(state)

    def action_text(self, action: Any, seen_by: str | None = None,
                    show_all: bool = False) -> str:
        return clicks.action_text(action, seen_by, show_all)

    def event_text(self, event: Event, seen_by: str | None = None,
                   show_all: bool = False) -> str:
        return clicks.event_text(event, seen_by, show_all)

    def move_heading(self, state: Any, action: Any, seen_by: str | None = None,
                     show_all: bool = False) -> str:
        """"Ann takes the Pasture from the face-up tiles" (:func:`.words.move_heading`)."""
        return words.move_heading(state, action, seen_by, show_all)

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        """The tile at ``place`` with its face, cubes and status (:func:`.words.describe_place`)."""
        return words.describe_place(state, scene, place)

    def place_name(self, state: Any, place: str) -> str:
        """"Bob's Village (2a)", "the Stack of Fate" (:func:`.words.place_name`)."""
        return words.place_name(state, place)


INTERFACE = HexemoniaInterface()
