"""Exercises that teach: the learner answers (a move on a live board, or a few words in a box)
and the verdict comes at once: right or not yet, and why, with a hint on request. Nothing is
judged before the learner answers, so running every cell never shows a verdict nobody earned;
"Show answer" reveals the solution on purpose (for a teacher, or after a real try)."""

from __future__ import annotations

import html
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

import ipywidgets

from polislab.classroom.lessons import check_number
from polislab.classroom.results import my_results_book
from polislab.core.errors import PolislabError, ScenarioError
from polislab.core.goals import Goal
from polislab.core.inputs import excerpt
from polislab.core.protocol import get_game
from polislab.core.scenario import Scenario

from .access import Access
from .classroom import LearnerName, ResultsDownload
from .errors_output import errors_shown_in
from .offline import ShownOffline
from .play_view import PlayView

#: A goal as a function: ``goal(before, after) -> (right, why)``.
Judge = Callable[[Any, Any], tuple[bool, str]]
#: A check of a written answer: ``check(answer) -> (right, why)``.
Check = Callable[[str], tuple[bool, str]]

_RIGHT, _NOT_YET = "#1b5e20", "#8a4b00"  # dark green, dark amber: readable on white and cream


@dataclass(frozen=True, repr=False)
class Verdict:
    """The answer to an exercise: right or not, and why (shown as that sentence)."""

    correct: bool
    why: str

    def __str__(self) -> str:
        return f"{'Right' if self.correct else 'Not yet'}: {self.why}"

    __repr__ = __str__


def _verdict_html(verdict: Verdict) -> str:
    colour, mark = (_RIGHT, "\u2714") if verdict.correct else (_NOT_YET, "\u2717")
    return (f'<div style="color:{colour};line-height:1.4">'
            f"<b>{mark} {html.escape(str(verdict))}</b></div>")


def _note_html(label: str, text: str) -> str:
    return f"<div style='line-height:1.4'><b>{html.escape(label)}:</b> {html.escape(text)}</div>"


def exercise_name(prompt: str) -> str:
    """An exercise's name in the results when none is given: its prompt's first words."""
    words = re.findall(r"[a-z0-9]+", prompt.lower())[:6]
    return "-".join(words) or "exercise"


class _Teaching:
    """The Hint and Show answer buttons and the feedback line shared by both exercises, and
    the record of what the learner does (polislab.classroom.results: each answer, hint and
    "Show answer", in the learner's results file)."""

    hint: str
    prompt: str
    name: str

    def _record(self, kind: str, answer: str | None = None,
                correct: bool | None = None) -> None:
        my_results_book().record(kind, self.name, self.prompt, answer=answer, correct=correct,
                                 seconds=time.monotonic() - self._shown_at)

    def _teaching_widgets(self) -> list[Any]:
        self._shown_at = time.monotonic()
        self.feedback = ipywidgets.HTML()
        #: The verdicts' live region, made with the exercise (see :mod:`.access`).
        self.access = Access()
        self.feedback.add_class("polislab-exercise-feedback")
        self._hint_button = ipywidgets.Button(description="Hint", icon="lightbulb-o",
                                              tooltip="A hint, without the answer",
                                              layout=ipywidgets.Layout(width="auto"))
        self._answer_button = ipywidgets.Button(description="Show answer", icon="eye",
                                                tooltip="Reveal the answer (for the teacher, "
                                                        "or after a real try)",
                                                layout=ipywidgets.Layout(width="auto"))
        self._hint_button.on_click(lambda _b: self._guarded(self.show_hint))
        self._answer_button.on_click(lambda _b: self._guarded(self.show_answer))
        # Hidden without a hint; else as ipywidgets shows a button (not "flex": a flex button
        # puts its icon above the label's baseline).
        self._hint_button.layout.display = None if self.hint else "none"
        self.errors = ipywidgets.Output()
        self.download = ResultsDownload()
        #: Asks the learner's name while their results have none (one answer for all).
        self.learner_name = LearnerName(on_kept=lambda name: self.access.say(
            f"Your name is kept: your results are {name}'s."))
        return [self._hint_button, self._answer_button, self.download]

    def _guarded(self, act: Callable[[], Any]) -> None:
        with errors_shown_in(self.errors):
            act()

    def show_hint(self) -> str:
        """Show the hint under the exercise (and return it)."""
        self._show_feedback(_note_html("Hint", self.hint or "no hint for this one."),
                            f"Hint: {self.hint or 'no hint for this one.'}")
        self._record("hint")
        return self.hint

    def show_answer(self) -> str:
        """Reveal the answer under the exercise (and return it)."""
        answer = self.answer()
        self._show_feedback(_note_html("Answer", answer), f"Answer: {answer}")
        self._record("answer")
        return answer

    def _show_feedback(self, shown: str, said: str) -> None:
        """Show ``shown`` (HTML) under the exercise and say ``said`` in its live region."""
        self.feedback.value = shown
        if said:
            self.access.say(said)

    def _show_verdict(self, verdict: Verdict) -> None:
        self._show_feedback(_verdict_html(verdict), str(verdict))

    def answer(self) -> str:
        raise NotImplementedError


class Exercise(ShownOffline, _Teaching, ipywidgets.VBox):
    """``Exercise(position, prompt, goal)``: the learner plays one move on the board and the
    verdict of ``goal(before, after)`` shows at once under it, in the rules' words; Undo to
    try another. ``check()`` returns the verdict on the move played; ``try_answer(move)``
    judges a move without touching the board (for tests and teachers); ``answer()`` finds a
    move that meets the goal (what "Show answer" reveals).
    """

    @classmethod
    def from_lesson(cls, lesson: Scenario, step: int, **kwargs: Any) -> Exercise:
        """The exercise a lesson sets at ``step``: find that step's move from the position
        before it (its goal, prompt and hint are the lesson's)."""
        check_number(lesson, step)  # a step that is not there: a sentence, not an IndexError
        exercise = lesson.steps[step].exercise
        if exercise is None:
            steps = ", ".join(str(n) for n in lesson.exercise_steps()) or "none"
            raise ScenarioError(f"step {excerpt(step)} sets no exercise (the steps that do: "
                                f"{steps})")
        title = lesson.title or "lesson"
        return cls(lesson.position_before(step), exercise["prompt"], lesson.exercise_goal(step),
                   hint=exercise.get("hint", ""),
                   name=exercise_name(f"{title} step {step + 1}"), **kwargs)

    def __init__(self, start: Any, prompt: str, goal: Goal | Judge, hint: str = "",
                 name: str = "", **kwargs: Any) -> None:
        self.start, self.prompt, self.goal, self.hint = start, prompt, goal, hint
        self.name = name or exercise_name(prompt)
        self._game = get_game(start.game_name)
        self.view = PlayView(start, seat_picker=False, share=False)
        heading = ipywidgets.HTML(f"<p><b>Exercise.</b> {html.escape(prompt)} "
                                  "Play your move on the board: the verdict shows at once.</p>")
        buttons = ipywidgets.HBox(self._teaching_widgets())
        # The verdict and the buttons at the top of the panel beside the board: in view.
        self.view.panel.children = (self.feedback, buttons, self.learner_name,
                                    *self.view.panel.children)
        super().__init__([heading, self.view, self.access, self.errors], **kwargs)
        self.add_class("polislab-exercise")
        self.view.observe(lambda _change: self._guarded(self._judge), names="state")

    def _judge(self) -> None:
        """Judge the first move played on the board, as soon as it is played."""
        if self.view.timeline.actions:
            verdict = self.check()
            self._record("attempt", str(self.view.timeline.actions[0]), verdict.correct)
            extra = "" if verdict.correct else " Undo, and try another move."
            self._show_verdict(Verdict(verdict.correct, verdict.why + extra))
        else:
            self.feedback.value = ""

    def try_answer(self, move: Any) -> Verdict:
        """The verdict on playing ``move`` (an action or its text) from the start."""
        try:
            action = self._game.parse_action(self.start, move) if isinstance(move, str) else move
            after, events = self._game.apply(self.start, action)
        except PolislabError as err:
            return Verdict(False, f"that move is not allowed: {err}")
        if isinstance(self.goal, Goal):  # a lesson's goal: judged by the move's events
            correct, why = self.goal.judge(self.start, action, after, events)
        else:
            correct, why = self.goal(self.start, after)
        return Verdict(correct, why)

    def check(self) -> Verdict:
        """The verdict on the first move played on the board (undo to try another)."""
        actions = self.view.timeline.actions
        if not actions:
            return Verdict(False, "play a move on the board above.")
        return self.try_answer(actions[0])

    def answer(self) -> str:
        """A move that meets the goal, found by trying each legal move."""
        for action in self._game.legal_actions(self.start):
            if self.try_answer(action).correct:
                return str(action)
        return "no single move meets this goal."

    def svg(self) -> str:
        """The board as it stands, as a standalone SVG (for places with no kernel)."""
        return self.view.board.svg()

    def __repr__(self) -> str:
        return f"Exercise({self.prompt!r})"


class Question(_Teaching, ipywidgets.VBox):
    """A question answered in a few words: ``Question(prompt, check, hint=..., answer=...)``.

    ``check(text) -> (right, why)`` judges what the learner types; the verdict shows as soon as
    they press Check (or Enter). ``answer`` is the solution "Show answer" reveals: a text, a
    function returning it, or ``candidates`` to try with ``check`` (the first accepted one).
    ``check_answer(text)`` judges without showing (for tests).
    """

    def __init__(self, prompt: str, check: Check, *, hint: str = "",
                 answer: str | Callable[[], str] | None = None,
                 candidates: Iterable[Any] = (), placeholder: str = "", name: str = "",
                 **kwargs: Any) -> None:
        self.prompt, self.hint, self._check = prompt, hint, check
        self.name = name or exercise_name(prompt)
        self._answer, self._candidates = answer, tuple(candidates)
        heading = ipywidgets.HTML(f"<p><b>Exercise.</b> {html.escape(prompt)}</p>")
        # "Answer:" is the box's label (a <label for> the input): its accessible name too.
        self.entry = ipywidgets.Text(description="Answer:", placeholder=placeholder,
                                     continuous_update=True,
                                     style={"description_width": "initial"},
                                     layout=ipywidgets.Layout(width="28em"))
        self.entry.add_class("polislab-question-entry")
        self._check_button = ipywidgets.Button(description="Check", icon="check",
                                               tooltip="Judge your answer",
                                               button_style="primary",
                                               layout=ipywidgets.Layout(width="auto"))
        self._check_button.on_click(lambda _b: self._guarded(self._press_check))
        self.entry.on_msg(lambda _w, content, _b: self._guarded(self._press_check)
                          if content.get("event") == "submit" else None)
        row = ipywidgets.HBox([self.entry, self._check_button, *self._teaching_widgets()],
                              layout=ipywidgets.Layout(flex_flow="row wrap", grid_gap="4px"))
        if answer is None and not self._candidates:
            self._answer_button.layout.display = "none"
        super().__init__([heading, row, self.learner_name, self.feedback, self.access,
                          self.errors], **kwargs)
        self.add_class("polislab-question")

    def check_answer(self, text: Any) -> Verdict:
        """The verdict on ``text``, shown nowhere."""
        return Verdict(*self._check(text))

    def _press_check(self) -> None:
        text = self.entry.value.strip()
        if not text:
            self._show_verdict(Verdict(False, "type your answer in the box."))
            return
        verdict = self.check_answer(text)
        self._record("attempt", text, verdict.correct)
        self._show_verdict(verdict)

    def answer(self) -> str:
        if callable(self._answer):
            return str(self._answer())
        if self._answer is not None:
            return str(self._answer)
        for candidate in self._candidates:
            if self._check(candidate)[0]:
                return str(candidate)
        return "no answer was given for this question."

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return f"Question({self.prompt!r})"
