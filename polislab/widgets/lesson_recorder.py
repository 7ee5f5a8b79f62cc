"""The lesson recorder: a teacher makes a lesson of their own by playing, with no Python.

``LessonRecorder("hellas")`` (or a position, a moment code, a tutorial, a lesson's file or its
notebook) shows the live board above three columns: the lesson's steps, this step (its title,
narration, marks and exercise) and the lesson (its title, saving, sharing, opening another).

- **Play** a move on the board (clicks, or the move box): it becomes a new step after the one
  shown, narrated by the rules' own sentences until the teacher writes theirs. Chance (a roll,
  a card) is a step too: the board's die or deck offers what the rules allow, to pick from.
- **Mark** by clicking places with a tool chosen above the board (Highlight, Arrow: two
  clicks, Cross, Dot); a second click takes a mark off. The keyboard's board cursor (arrow
  keys, Enter) places them too.
- **Edit** any step: pick it in the list, change its words or marks, add a text step after
  it, delete it, or play another move there (the later steps must still be playable).
- **Exercise**: at a step with a move, ask the learners to find that move, with a goal from
  the list of what the move does (play it, capture, take a city, win...) and a hint.
- **Preview** shows the lesson as learners will; **Save** writes the lesson's file and its
  tutorial notebook beside this notebook; **Share** gives its moment code when it is short
  enough; the download buttons save both files from the browser (the JupyterLite site keeps
  files in the browser's storage).

Everything a teacher types is plain text: shown escaped, never run, and bounded in size.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets

from polislab.classroom import lessons
from polislab.classroom.lesson_notebook import lesson_notebook, parts
from polislab.classroom.moment import LESSON_CODE_MAX, LessonTooLong, lesson_code
from polislab.core.errors import FolderError, PolislabError, ScenarioError
from polislab.core.goals import goal_kinds, goals_met, read_goal
from polislab.core.interface import interface_for
from polislab.core.protocol import game_names, get_game
from polislab.core.scenario import Scenario, Step
from polislab.core.timeline import Entry

from .access import Access
from .classroom import FileDownload, ShareBox
from .errors_output import errors_shown_in
from .exercise import Exercise
from .offline import ShownOffline
from .play_view import PlayView
from .tutorial import TutorialPlayer

__all__ = ["LessonRecorder"]

#: The tools a board click can be: play, or one kind of mark.
TOOLS = (("Play moves", "play"), ("Highlight", "highlight"), ("Arrow", "arrows"),
         ("Cross", "crosses"), ("Dot", "dots"))
_LINES = "line-height:1.4;margin:0.2em 0"


class LessonRecorder(ShownOffline, ipywidgets.VBox):
    """Record a lesson by playing (see the module's text). ``start``: a game's name, a
    position, a moment code, a :class:`~polislab.core.Scenario` or a lesson's file or
    notebook; ``folder``: where Save writes (by default the notebook's own folder)."""

    def __init__(self, start: Any = "hopping", *, folder: str = ".", **kwargs: Any) -> None:
        self.folder = Path(folder)
        self._lesson = lessons.open_lesson(start)
        self.current = 0
        self._actions_shown = 0  # the view's actions that show the current step
        self._arrow_from: str | None = None
        self._showing = False
        self._preview: list[ipywidgets.Widget] = []

        self.view = PlayView(self._lesson.frames[0].state, chance=None, seat_picker=False,
                             share=False, show_all=True)
        self.view.keep_move_box_only()
        self.view.observe(self._on_view_state, names="state")
        self.tool = ipywidgets.ToggleButtons(
            options=TOOLS, value="play", description="Clicks:",
            tooltips=["Clicks on the board play moves", "A click frames a place",
                      "Two clicks draw an arrow", "A click crosses a place out",
                      "A click puts a dot on a place"],
            style={"description_width": "4em", "button_width": "auto"})
        self.tool.add_class("polislab-recorder-tool")
        self.tool.observe(self._on_tool, names="value")
        self.message = ipywidgets.HTML()
        self.message.add_class("polislab-recorder-message")
        # Keys kept from JupyterLab: the step list and the goal's drop-down are worked by
        # arrows (the notebook's shortcuts would select another cell).
        self.access = Access(keys_kept_in="polislab-lesson-recorder")
        self.errors = ipywidgets.Output()

        self.steps = ipywidgets.Select(options=[], rows=8, description="Steps:",
                                       layout=ipywidgets.Layout(width="auto"),
                                       style={"description_width": "initial"})
        self.steps.add_class("polislab-recorder-steps")
        self.steps.observe(self._on_pick_step, names="value")
        self.add_text_button = add_text = _button("Add a text step", "plus",
                                                  "A step with words only, after this one")
        self.delete_button = delete = _button("Delete step", "trash",
                                              "Delete the step shown (the first one stays)")
        add_text.on_click(self._guard(self.add_text_step))
        delete.on_click(self._guard(self.delete_step))

        self.title = _text("Title:", "A title for this step (optional)", "polislab-step-title")
        self.narration = ipywidgets.Textarea(
            description="Narration:", rows=4, continuous_update=False,
            placeholder="What happens, and which rule does it (read aloud in a breath)",
            layout=ipywidgets.Layout(width="auto"), style={"description_width": "initial"})
        self.narration.add_class("polislab-step-narration")
        for box in (self.title, self.narration):
            box.observe(self._guard(lambda _c: self._words_changed()), names="value")
        self.marks_said = ipywidgets.HTML()
        clear = _button("No marks", "eraser", "Take every mark off this step")
        default = _button("The move's marks", "magic", "Show the marks the move draws itself")
        clear.on_click(self._guard(lambda _b: self._set_marks({})))
        default.on_click(self._guard(lambda _b: self._set_marks(None)))

        self.exercise_on = ipywidgets.Checkbox(
            description="Exercise: learners find this move", indent=False)
        self.exercise_on.add_class("polislab-exercise-on")
        self.goal = ipywidgets.Dropdown(description="Goal:", options=[],
                                        style={"description_width": "initial"},
                                        layout=ipywidgets.Layout(width="100%"))
        self.goal.add_class("polislab-exercise-goal")
        self.prompt = _text("Asked:", "What the learners are asked", "polislab-exercise-prompt")
        self.hint = _text("Hint:", "A hint, without the answer", "polislab-exercise-hint")
        self.exercise_note = ipywidgets.HTML()
        self.exercise_box = ipywidgets.VBox([self.goal, self.prompt, self.hint])
        for widget in (self.exercise_on, self.goal, self.prompt, self.hint):
            widget.observe(self._guard(lambda _c: self._exercise_changed()), names="value")

        self.lesson_title = _text("Lesson:", "The lesson's title", "polislab-lesson-title")
        self.intro = ipywidgets.Textarea(description="Intro:", rows=2, continuous_update=False,
                                         placeholder="What the lesson teaches (optional)",
                                         layout=ipywidgets.Layout(width="auto"),
                                         style={"description_width": "initial"})
        for box in (self.lesson_title, self.intro):
            box.observe(self._guard(lambda _c: self._lesson_words_changed()), names="value")
        self.file_name = _text("File:", "my-lesson", "polislab-lesson-file")
        self.preview_button = preview = _button("Preview", "eye",
                                                "The lesson as learners will see it")
        self.save_button = save = _button("Save", "save",
                                          "Save the lesson and its tutorial notebook here")
        self.share_button = share = _button("Share code", "share-alt",
                                            "The whole lesson as a moment code")
        save.button_style = "primary"
        preview.on_click(self._guard(self.preview))
        save.on_click(self._guard(self.save))
        share.on_click(self._guard(self.share_code))
        self.share = ShareBox(lambda: lesson_code(self._lesson))
        self.download_lesson = FileDownload(label="Lesson file", spoken="Download the lesson",
                                            about="the lesson, to open again and edit")
        self.download_notebook = FileDownload(
            label="Notebook", spoken="Download the lesson's notebook",
            about="the tutorial notebook for your class", mime="application/x-ipynb+json")
        self.downloads = ipywidgets.HBox(
            [ipywidgets.HTML("Download:"), self.download_lesson, self.download_notebook],
            layout=ipywidgets.Layout(display="none", align_items="center", grid_gap="4px"))
        self.source = _text("Open:", "a lesson file, its notebook or a moment code",
                            "polislab-lesson-source")
        self.open_button = open_button = _button(
            "Open", "folder-open", "Open it here to edit (the lesson shown now is left as it "
            "was saved)")
        open_button.on_click(self._guard(lambda _b: self.open_lesson(self.source.value)))
        self.new_game = ipywidgets.Dropdown(
            description="New:", options=[(get_game(n).title, n) for n in game_names()],
            style={"description_width": "initial"}, layout=ipywidgets.Layout(width="auto"))
        self.new_button = new_button = _button("New lesson", "file-o",
                                               "A new lesson from this game's start")
        new_button.on_click(self._guard(lambda _b: self.open_lesson(self.new_game.value)))

        column = "1 1 300px"
        self.recording = ipywidgets.VBox([
            ipywidgets.HBox([self.tool]),
            self.view,
            self.message,
            ipywidgets.HBox([
                _column("The steps", [self.steps, ipywidgets.HBox([add_text, delete])], column),
                _column("This step", [self.title, self.narration, self.marks_said,
                                      ipywidgets.HBox([clear, default]), self.exercise_on,
                                      self.exercise_note, self.exercise_box], column),
                _column("The lesson", [
                    self.lesson_title, self.intro, self.file_name,
                    ipywidgets.HBox([preview, save, share],
                                    layout=ipywidgets.Layout(flex_flow="row wrap")),
                    self.downloads,
                    self.share, _row([self.source, open_button]),
                    _row([self.new_game, new_button])], column),
            ], layout=ipywidgets.Layout(flex_flow="row wrap", grid_gap="16px",
                                        align_items="flex-start")),
        ])
        back = _button("Back to recording", "pencil", "Close the preview and record on")
        back.on_click(self._guard(lambda _b: self.close_preview()))
        self.preview_box = ipywidgets.VBox([ipywidgets.HBox([back])],
                                           layout=ipywidgets.Layout(display="none"))
        self.preview_box.add_class("polislab-lesson-preview")
        kwargs.setdefault("layout", ipywidgets.Layout(width="100%"))
        super().__init__([self.recording, self.preview_box, self.access, self.errors], **kwargs)
        self.add_class("polislab-lesson-recorder")
        self._load(self._lesson, "Play a move on the board to record the first step.")

    # -- reading -------------------------------------------------------------------------------
    @property
    def lesson(self) -> Scenario:
        """The lesson as recorded so far (a :class:`~polislab.core.Scenario`)."""
        return self._lesson

    # -- the teacher's acts (also callable from Python, as the buttons do) ---------------------
    # Not named ``open``: that is ipywidgets' own Widget.open, which makes the widget's model.
    def open_lesson(self, what: Any) -> None:
        """Record from ``what`` instead (see :func:`polislab.classroom.lessons.open_lesson`)."""
        lesson = lessons.open_lesson(what)
        self._load(lesson, f"Opened: {_what(lesson)}.")

    def play(self, action: Any) -> None:
        """Play ``action`` (or its notation) on the board: a new step after the one shown."""
        self.view.play(action)

    def click(self, place: str) -> None:
        """Act as a click on ``place`` does with the tool chosen (play, or a mark)."""
        if self.tool.value == "play":
            self.view.click(place)
        else:
            self._mark_click(place)

    def goto(self, number: int) -> None:
        """Show step ``number`` (counted from 0) to edit it or play on from it."""
        lessons.check_number(self._lesson, number)
        self._show(number)

    def add_text_step(self, _button: Any = None) -> None:
        """A step of words only after the one shown (the board as it stands)."""
        self._commit(lessons.inserted(self._lesson, self.current, Step(None, "")),
                     self.current + 1, "A text step was added: write its narration.")

    def delete_step(self, _button: Any = None) -> None:
        """Delete the step shown (the first one, where the lesson starts, stays)."""
        number = self.current
        self._commit(lessons.deleted(self._lesson, number), number - 1,
                     f"Step {number + 1} was deleted.")

    def preview(self, _button: Any = None) -> None:
        """Show the lesson as learners will: its players and exercises, in place of the
        recorder (Back to recording returns)."""
        self.close_preview()
        shown: list[ipywidgets.Widget] = []
        heading = f"<h3>{html.escape(self._lesson.title or 'A lesson')}</h3>"
        if self._lesson.intro:
            heading += f"<p style='{_LINES}'>{html.escape(self._lesson.intro)}</p>"
        shown.append(ipywidgets.HTML(heading))
        for first, end in parts(self._lesson):
            if self._lesson.steps[first].exercise is not None:
                shown.append(Exercise.from_lesson(self._lesson, first))
            shown.append(TutorialPlayer(self._lesson.part(first, end)))
        self._preview = shown
        self.preview_box.children = (self.preview_box.children[0], *shown)
        self.recording.layout.display = "none"
        self.preview_box.layout.display = "flex"
        self._say("The preview shows the lesson as learners will see it. Back to recording "
                  "returns.")

    def close_preview(self) -> None:
        for widget in self._preview:
            _close_all(widget)
        self._preview = []
        self.preview_box.children = self.preview_box.children[:1]
        self.preview_box.layout.display = "none"
        self.recording.layout.display = "flex"

    def save(self, _button: Any = None) -> tuple[Path, Path]:
        """Save the lesson (``<file>.json``) and its tutorial notebook (``<file>.ipynb``) in
        the recorder's folder, and ready both downloads (also when the files cannot be
        written, or are kept in the page's memory only: then Save says so)."""
        stem = self.file_name.value.strip() or lessons.file_stem(self._lesson.title)
        self.file_name.value = stem
        try:
            json_path, notebook_path = lessons.save_lesson(self._lesson, stem, self.folder)
        except FolderError as err:
            self._ready_downloads(stem)
            raise FolderError(f"Not saved: {err}. The download buttons give both "
                              "files.") from None
        self._ready_downloads(stem)
        if lessons.files_kept(self.folder):
            said = (f"Saved {json_path.name} (the lesson: open it here again to edit) and "
                    f"{notebook_path.name} (the tutorial for your class: open it from the file "
                    "browser).")
        else:
            said = (f"Saved {json_path.name} and {notebook_path.name} in this page's memory "
                    "only: this browser keeps none of the site's files (some private windows, or "
                    "a site opened at an address other than https:// or localhost). Download "
                    "both with the buttons below before the page closes.")
        self._say(said)
        return json_path, notebook_path

    def share_code(self, _button: Any = None) -> str:
        """Show the whole lesson as a moment code and QR code (or say why it is too long)."""
        if self.share.shown:
            self.share.toggle()
            return ""
        try:
            code = lesson_code(self._lesson)
        except LessonTooLong as err:
            self._say(f"No code for this lesson: its code would be {err.length:,} characters "
                      f"long, more than a QR code or a chat message carries comfortably (at "
                      f"most {LESSON_CODE_MAX:,}). Save it, and share the lesson's file or its "
                      "notebook instead (the download buttons).")
            return ""
        self.share.toggle()
        self._say("The lesson's code is shown under the buttons: anyone opens it with "
                  "LessonRecorder(code) to edit, or opens it to follow.")
        return code

    # -- keeping the lesson, the board and the boxes in step -----------------------------------
    def _keep(self, lesson: Scenario) -> None:
        """Keep ``lesson`` as the one recorded: the downloads wait for the next Save."""
        self._lesson = lesson
        self.downloads.layout.display = "none"

    def _load(self, lesson: Scenario, said: str) -> None:
        self.close_preview()
        if self.share.shown:  # the code of the lesson before
            self.share.toggle()
        self._keep(lesson)
        self.new_game.value = lesson.game
        self.current = 0
        self._showing = True
        try:
            self.lesson_title.value = lesson.title
            self.intro.value = lesson.intro
        finally:
            self._showing = False
        self.file_name.value = lessons.file_stem(lesson.title) if lesson.title else ""
        self._refresh_list()
        self._show(0)
        self._say(said)

    def _commit(self, lesson: Scenario, current: int, said: str) -> None:
        """Keep ``lesson`` (already checked) and show step ``current``."""
        self._keep(lesson)
        self._refresh_list()
        self._show(max(0, min(current, len(lesson.steps) - 1)))
        self._say(said)

    def _refresh_list(self) -> None:
        self._showing = True
        try:
            self.steps.options = [(lessons.label(self._lesson, n), n)
                                  for n in range(len(self._lesson.steps))]
        finally:
            self._showing = False

    def _show(self, number: int) -> None:
        """Put step ``number`` on the board, its move replayed so the panel explains it, and
        its words, marks and exercise in the boxes."""
        lesson, self.current = self._lesson, number
        frame = lesson.frames[number]
        self._showing = True
        try:
            self.steps.value = number
            self._arrow_from = None
            if frame.actions:
                self.view.new_game(lesson.position_before(number))
                for action in frame.actions:
                    self.view.play(action)
                self.view.show_last(len(frame.actions))
            else:
                self.view.new_game(frame.state)
            self._actions_shown = len(self.view.timeline.actions)
            self.view.message = ""
            self.view.board.marks = frame.step.marks
            self.title.value = frame.step.title
            self.narration.value = frame.step.narration
            self._show_marks()
            self._show_exercise()
        finally:
            self._showing = False

    def _on_pick_step(self, change: dict[str, Any]) -> None:
        if not self._showing and change["new"] is not None:
            with errors_shown_in(self.errors):
                self._show(change["new"])

    def _on_view_state(self, _change: dict[str, Any]) -> None:
        """A move played on the board (or a chance outcome picked): a new step."""
        if self._showing:
            return
        actions = self.view.timeline.actions
        if len(actions) <= self._actions_shown:
            return
        with errors_shown_in(self.errors):
            self._record(self.view.timeline.entries[-1])

    def _record(self, played: Entry) -> None:
        """The move the board just played (its action and events) as a new step."""
        action = played.action
        step = Step(str(action), _narration(played.events))
        try:
            lesson = lessons.inserted(self._lesson, self.current, step)
        except PolislabError as err:
            self._show(self.current)  # the board back as the step shows it
            self._say(f"Not recorded: {err}")
            return
        self._commit(lesson, self.current + 1,
                     f"Recorded step {self.current + 2}: {action}. Write its narration, or "
                     "play the next move.")

    def _replace(self, said: str = "", **changes: Any) -> bool:
        """Change the step shown (its words, marks or exercise); False, said, if refused."""
        step = self._lesson.steps[self.current]
        try:
            lesson = lessons.replaced(self._lesson, self.current,
                                      lessons.with_words(step, **changes))
        except PolislabError as err:
            self._say(f"Not kept: {err}")
            return False
        self._keep(lesson)
        self._refresh_list()
        self.steps.value = self.current
        if said:
            self._say(said)
        return True

    def _words_changed(self) -> None:
        if self._showing:
            return
        step = self._lesson.steps[self.current]
        what = "title" if self.title.value != step.title else "narration"
        self._replace(f"Kept: the {what} of step {self.current + 1}.",
                      title=self.title.value, narration=self.narration.value)

    def _lesson_words_changed(self) -> None:
        if self._showing:
            return
        lesson = self._lesson
        try:
            changed = Scenario(lesson.game, lesson.start, lesson.steps,
                                    title=_bounded(self.lesson_title.value, 120, "title"),
                                    intro=_bounded(self.intro.value, 2000, "intro"),
                                    script=lesson.script)
        except PolislabError as err:
            self._say(f"Not kept: {err}")
            return
        self._keep(changed)
        self._say(f"Kept: the lesson's {'title' if changed.title != lesson.title else 'intro'}.")
        if not self.file_name.value:
            self.file_name.value = lessons.file_stem(self._lesson.title)

    # -- marks ---------------------------------------------------------------------------------
    def _on_tool(self, change: dict[str, Any]) -> None:
        self._arrow_from = None
        playing = change["new"] == "play"
        self.view.click_taker = None if playing else self._guard(self._mark_click)
        self.view.board.marks = self._lesson.steps[self.current].marks
        self._say("Clicks on the board play moves." if playing else
                  f"Clicks on the board now put {_a(_tool_word(change['new']))} (a second "
                  "click takes it off). Play moves returns to playing.")

    def _mark_click(self, place: str) -> None:
        kind = self.tool.value
        if kind == "arrows" and self._arrow_from is None:
            self._arrow_from = place
            self.view.board.marks = {**self._marks_now(), "highlight": [
                *self._marks_now().get("highlight", []), place]}
            self._say(f"An arrow from {self._place(place)}: click where it points.")
            return
        if kind == "arrows":
            start, self._arrow_from = self._arrow_from, None
            if start == place:
                self.view.board.marks = self._lesson.steps[self.current].marks
                self._say("No arrow: it would start and end on the same place.")
                return
            marks = lessons.toggled_mark(self._marks_now(), kind, [start, place])
            what = f"an arrow from {self._place(str(start))} to {self._place(place)}"
        else:
            marks = lessons.toggled_mark(self._marks_now(), kind, place)
            what = f"{_a(_tool_word(kind))} on {self._place(place)}"
        item = [start, place] if kind == "arrows" else place
        added = item in marks.get(kind, [])
        self._set_marks(marks, f"{'Marked' if added else 'Taken off'}: {what}.")

    def _marks_now(self) -> dict[str, Any]:
        """The marks of the step shown, as drawn (the move's own marks when it has none)."""
        marks = self._lesson.steps[self.current].marks
        if marks is None:
            state = self._lesson.frames[self.current].state
            marks = dict(interface_for(state).default_marks(state))
        return {kind: list(items) for kind, items in marks.items()}

    def _set_marks(self, marks: dict[str, Any] | None, said: str = "") -> None:
        state = self._lesson.frames[self.current].state
        if marks:
            try:
                interface_for(state).scene(state, marks)
            except (ValueError, TypeError) as err:
                self._say(f"Not marked: {err}")
                self.view.board.marks = self._lesson.steps[self.current].marks
                return
        if self._replace(said or ("No marks on this step." if marks == {} else
                                  "The move's own marks are back."), marks=marks):
            self.view.board.marks = marks
            self._show_marks()

    def _show_marks(self) -> None:
        marks = self._lesson.steps[self.current].marks
        if marks is None:
            said = "The move's own marks (pick a tool above the board to mark places)."
        else:
            words = [f"{_tool_word(kind)}: {', '.join(self._mark_words(kind, items))}"
                     for kind, items in marks.items() if items and kind in lessons.MARK_KINDS]
            said = "Marks: " + ("; ".join(words) if words else "none") + "."
        self.marks_said.value = f"<p style='{_LINES}'>{html.escape(said)}</p>"

    def _mark_words(self, kind: str, items: list[Any]) -> list[str]:
        if kind == "arrows":
            return [f"{self._place(a)} to {self._place(b)}" for a, b in items]
        return [self._place(item) for item in items]

    def _place(self, place: str) -> str:
        state = self._lesson.frames[self.current].state
        return str(interface_for(state).place_name(state, place))

    # -- the exercise --------------------------------------------------------------------------
    def _goal_options(self) -> list[tuple[str, int]]:
        step = self._lesson.steps[self.current]
        before = self._lesson.position_before(self.current)
        self._goals = goals_met(before, step.action) if step.action else []
        kinds = {kind.kind: kind for kind in goal_kinds(self._lesson.game)}
        options = []
        for number, goal in enumerate(self._goals):
            label = kinds[goal["kind"]].label
            if "place" in goal:
                label += f": {self._place(goal['place'])}"
            if goal["kind"] == "play":
                label += f" ({goal['move']})"
            options.append((label, number))
        return options

    def _show_exercise(self) -> None:
        step = self._lesson.steps[self.current]
        if step.action is None:
            self.exercise_on.layout.display = "none"
            self.exercise_box.layout.display = "none"
            self.exercise_note.value = (f"<p style='{_LINES}'>An exercise asks the learners "
                                        "for a step's move: show a step with a move.</p>")
            return
        self.exercise_note.value = ""
        self.exercise_on.layout.display = None
        self.goal.options = self._goal_options()
        exercise = step.exercise
        self.exercise_on.value = exercise is not None
        self.exercise_box.layout.display = None if exercise else "none"
        if exercise is not None:
            self.goal.value = next((n for n, g in enumerate(self._goals)
                                    if g == exercise["goal"]), 0)
            self.prompt.value = exercise["prompt"]
            self.hint.value = exercise.get("hint", "")
        else:
            self.prompt.value, self.hint.value = "", ""

    def _exercise_changed(self) -> None:
        if self._showing:
            return
        step = self._lesson.steps[self.current]
        if not self.exercise_on.value:
            self.exercise_box.layout.display = "none"
            if step.exercise is not None:
                self._replace("The exercise was taken off this step.", exercise=None)
            return
        self.exercise_box.layout.display = None
        goal = self._goals[self.goal.value or 0]
        typed = self.prompt.value.strip()
        if step.exercise is not None and typed == self._default_prompt(step.exercise["goal"]):
            typed = ""  # the words of the goal before: the new goal's words instead
        prompt = typed or self._default_prompt(goal)
        exercise = {"prompt": prompt, "goal": goal, "hint": self.hint.value}
        if exercise != step.exercise and self._replace(
                f"Exercise at step {self.current + 1}: {prompt}", exercise=exercise):
            self._showing = True
            try:
                self.prompt.value = prompt
            finally:
                self._showing = False

    def _default_prompt(self, goal: dict[str, Any]) -> str:
        before = self._lesson.position_before(self.current)
        side = get_game(self._lesson.game).to_move(before)
        words = read_goal(self._lesson.game, goal).words()
        if goal["kind"] == "play":
            words = "find the move the lesson plays here"
        who = interface_for(before).side_label(str(side)) if side else "You"
        return f"{who} to move: {words}."

    # -- small helpers -------------------------------------------------------------------------
    def _ready_downloads(self, stem: str) -> None:
        with self.download_lesson.hold_sync():
            self.download_lesson.filename = f"{stem}.json"
            self.download_lesson.text = json.dumps(self._lesson.to_json(), indent=2,
                                                   ensure_ascii=False)
        with self.download_notebook.hold_sync():
            self.download_notebook.filename = f"{stem}.ipynb"
            self.download_notebook.text = json.dumps(lesson_notebook(self._lesson), indent=1,
                                                     ensure_ascii=False)
        self.downloads.layout.display = "flex"

    def _say(self, text: str) -> None:
        self.message.value = (f"<p role='status' style='{_LINES}'>{html.escape(text)}</p>"
                              if text else "")
        if text:
            self.access.say(text)

    def _guard(self, act: Callable[..., Any]) -> Callable[..., None]:
        def guarded(*args: Any) -> None:
            with errors_shown_in(self.errors):
                try:
                    act(*args)
                except PolislabError as err:
                    self._say(str(err))
        return guarded

    def svg(self) -> str:
        """The board of the step shown, as a standalone SVG (for places with no kernel)."""
        return str(self.view.board.svg())

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return f"LessonRecorder({_what(self._lesson)})"


def _what(lesson: Scenario) -> str:
    count = len(lesson.steps)
    name = repr(lesson.title) if lesson.title else "a new lesson"
    return f"{name} of {get_game(lesson.game).title}, {count} step{'s' * (count != 1)}"


def _narration(events: Any) -> str:
    """The rules' own sentences for a recorded move, as its first narration (cut whole)."""
    said = ""
    for event in events:
        sentence = event.explain()
        if len(said) + len(sentence) + 1 > 600:
            break
        said = f"{said} {sentence}".strip()
    return said


def _bounded(text: str, most: int, what: str) -> str:
    if len(text) > most:
        raise ScenarioError(f"a lesson's {what} is {len(text):,} characters long; it "
                                    f"may be at most {most:,}")
    return text


def _tool_word(kind: str) -> str:
    return {"highlight": "highlight", "arrows": "arrow", "crosses": "cross",
            "dots": "dot"}.get(kind, kind)


def _a(word: str) -> str:
    """``word`` after its article: "an arrow", "a dot"."""
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word}"


def _button(text: str, icon: str, tooltip: str) -> ipywidgets.Button:
    return ipywidgets.Button(description=text, icon=icon, tooltip=tooltip,
                             layout=ipywidgets.Layout(width="auto"))


def _text(description: str, placeholder: str, css_class: str) -> ipywidgets.Text:
    box = ipywidgets.Text(description=description, placeholder=placeholder,
                          continuous_update=False, layout=ipywidgets.Layout(width="auto"),
                          style={"description_width": "initial"})
    box.add_class(css_class)
    return box


def _row(children: list[ipywidgets.Widget]) -> ipywidgets.HBox:
    """Widgets side by side, the first taking the width the others leave (they keep their
    own: a button squeezed by its box showed "..." for its name)."""
    children[0].layout.flex, children[0].layout.min_width = "1 1 auto", "0"
    for child in children[1:]:
        child.layout.flex = "0 0 auto"
    return ipywidgets.HBox(children, layout=ipywidgets.Layout(width="100%"))


def _column(heading: str, children: list[ipywidgets.Widget], flex: str) -> ipywidgets.VBox:
    return ipywidgets.VBox([ipywidgets.HTML(f"<h4 style='margin:0.2em 0'>{heading}</h4>"),
                            *children],
                           layout=ipywidgets.Layout(flex=flex, min_width="280px"))


def _close_all(widget: Any) -> None:
    """Close a widget and everything in it (a preview's players hold many)."""
    for child in getattr(widget, "children", ()):
        _close_all(child)
    widget.close()
