"""Exercises: a position to solve on a live board, and a check that says whether the answer
is right and why."""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import ipywidgets

from polislab.core.errors import PolislabError
from polislab.core.protocol import get_game

from .offline import ShownOffline
from .play_view import PlayView

Goal = Callable[[Any, Any], tuple[bool, str]]


@dataclass(frozen=True)
class Verdict:
    """The answer to an exercise: right or not, and why."""

    correct: bool
    why: str

    def __str__(self) -> str:
        return f"{'Right' if self.correct else 'Not yet'}: {self.why}"


class Exercise(ShownOffline, ipywidgets.VBox):
    """``Exercise(position, prompt, goal)``: the learner plays one move on the board; ``check()``
    judges it with ``goal(before, after)`` and explains, in the rules' words.

    ``try_answer(move)`` judges a move without touching the board (for tests and teachers).
    """

    def __init__(self, start: Any, prompt: str, goal: Goal, hint: str = "",
                 **kwargs: Any) -> None:
        self.start, self.prompt, self.goal, self.hint = start, prompt, goal, hint
        self._game = get_game(start.game_name)
        self.view = PlayView(start)
        heading = ipywidgets.HTML(f"<p><b>Exercise.</b> {html.escape(prompt)}</p>")
        super().__init__([heading, self.view], **kwargs)
        self.add_class("polislab-exercise")

    def try_answer(self, move: Any) -> Verdict:
        """The verdict on playing ``move`` (an action or its text) from the start."""
        try:
            action = self._game.parse_action(self.start, move) if isinstance(move, str) else move
            after, _ = self._game.apply(self.start, action)
        except PolislabError as err:
            return Verdict(False, f"that move is not allowed: {err}")
        correct, why = self.goal(self.start, after)
        if not correct and self.hint:
            why = f"{why} Hint: {self.hint}"
        return Verdict(correct, why)

    def check(self) -> Verdict:
        """The verdict on the first move played on the board (undo to try another)."""
        actions = self.view.timeline.actions
        if not actions:
            hint = f" Hint: {self.hint}" if self.hint else ""
            return Verdict(False, f"play a move on the board above, then run this check.{hint}")
        return self.try_answer(actions[0])

    def svg(self) -> str:
        """The board as it stands, as a standalone SVG (for places with no kernel)."""
        return self.view.board.svg()

    def __repr__(self) -> str:
        return f"Exercise({self.prompt!r})"

