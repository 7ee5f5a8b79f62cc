"""The lesson recorder (issue 37), in the kernel: a teacher makes a lesson by playing.

Each test acts as the recorder's buttons and boxes do (the same methods and widget values the
page sets) and checks the lesson it keeps: its steps, narrations, marks and exercises, what it
refuses (in a sentence, leaving the lesson as it was), and the files Save writes. The browser
tests (tests/browser/test_lesson_*.py) do the same through the page.
"""

from __future__ import annotations

import html
import json
import random
from pathlib import Path

import ipywidgets
import pytest

from polislab.classroom import lesson_of_notebook, moment_code, read_lesson
from polislab.classroom.lesson_notebook import lesson_notebook, parts
from polislab.classroom.lessons import MAX_LESSON_STEPS, open_lesson, save_lesson
from polislab.core import Scenario, Step, get_game
from polislab.core.declarations import game_package
from polislab.core.errors import FolderError, ScenarioError
from polislab.core.scenario import MAX_CHARACTERS
from polislab.games import hopping
from polislab.widgets import Exercise, LessonRecorder, TutorialPlayer


def capture_position() -> hopping.Position:
    """Red to move, and e3-e4 captures the Blue dog on d5 (Polis rules §Capturing Pieces)."""
    return hopping.tutorial("diagonal-capture").frames[0].state


@pytest.fixture
def recorder(tmp_path: Path) -> LessonRecorder:
    return LessonRecorder(capture_position(), folder=str(tmp_path))


def said(recorder: LessonRecorder) -> str:
    """What the recorder says under the board, as read (its HTML unescaped)."""
    return html.unescape(recorder.message.value)


# -- recording moves ------------------------------------------------------------------------------
def test_a_move_played_on_the_board_is_a_new_step_narrated_by_the_rules(recorder):
    recorder.click("e3")
    recorder.click("e4")
    lesson = recorder.lesson
    assert [step.action for step in lesson.steps] == [None, "e3-e4"]
    assert recorder.current == 1
    # The first narration is the rules' own sentences, citing the rule (the teacher edits it).
    assert "Blue dog d5 was captured" in lesson.steps[1].narration
    assert "Polis rules §Capturing Pieces" in lesson.steps[1].narration
    assert "Recorded step 2: e3-e4" in said(recorder)


def test_a_move_played_at_an_earlier_step_is_inserted_after_it(recorder):
    recorder.play("e3-e4")
    recorder.play("h8-g8")
    recorder.goto(0)
    recorder.play("a1-a2")  # another first move: e3-e4 and h8-g8 still play after it? No.
    # Red's a1-a2 leaves Blue to move, so Red's e3-e4 cannot follow: refused, lesson kept.
    assert [step.action for step in recorder.lesson.steps] == [None, "e3-e4", "h8-g8"]
    assert "Not recorded" in said(recorder) and "step 3" in said(recorder)
    assert recorder.view.state == recorder.lesson.frames[0].state  # the board back at step 1


def test_a_text_step_and_deleting_steps(recorder):
    recorder.play("e3-e4")
    recorder.add_text_step()
    assert [step.action for step in recorder.lesson.steps] == [None, "e3-e4", None]
    recorder.narration.value = "Count the Blue dogs left."
    assert recorder.lesson.steps[2].narration == "Count the Blue dogs left."
    recorder.delete_step()
    assert len(recorder.lesson.steps) == 2 and recorder.current == 1
    recorder.goto(0)
    with pytest.raises(ScenarioError, match="the first step shows where the lesson starts"):
        recorder.delete_step()
    recorder.delete_button.click()  # the button says it under the board instead
    assert len(recorder.lesson.steps) == 2
    assert "the first step shows where the lesson starts" in said(recorder)


def test_a_step_out_of_range_is_refused_in_words(recorder):
    with pytest.raises(ScenarioError, match="there is no step 7"):
        recorder.goto(7)


def test_chance_is_a_step_picked_from_what_the_rules_allow():
    """Fight for the Hegemony's d4 of a siege (§5.7): the recorder never rolls; the teacher
    clicks the die and picks the roll from the legal outcomes."""
    game, G = get_game("hegemony"), game_package("hegemony")
    state, rnd = G.start(seed=1), random.Random(3)
    while game.to_move(state) != "chance":
        state, _ = game.apply(state, rnd.choice(game.legal_actions(state)))
    recorder = LessonRecorder(state)
    outcomes = [str(a) for a in game.legal_actions(state)]
    recorder.click("decision")
    assert [str(choice) for choice in recorder.view.choices] == outcomes
    recorder.view.choose(outcomes[-1])
    assert recorder.lesson.steps[1].action == outcomes[-1]


# -- words ----------------------------------------------------------------------------------------
def test_titles_and_narrations_are_kept_and_bounded(recorder):
    recorder.play("e3-e4")
    recorder.title.value = "The capture"
    recorder.narration.value = "Red <b>captures</b> d5."
    step = recorder.lesson.steps[1]
    assert (step.title, step.narration) == ("The capture", "Red <b>captures</b> d5.")
    assert recorder.steps.options[1][0] == "2. The capture"
    too_long = "x" * (MAX_CHARACTERS["narration"] + 1)
    recorder.narration.value = too_long
    assert recorder.lesson.steps[1].narration == "Red <b>captures</b> d5."
    assert "at most 1,000" in said(recorder)
    assert "&lt;" not in recorder.lesson.steps[1].narration  # kept as typed: escaped when shown


def test_a_lesson_over_its_size_is_refused(recorder):
    lesson = recorder.lesson
    many = Scenario(lesson.game, lesson.start, [Step(None, "")] * MAX_LESSON_STEPS)
    recorder.open_lesson(many)
    recorder.add_text_button.click()
    assert len(recorder.lesson.steps) == MAX_LESSON_STEPS
    assert f"at most {MAX_LESSON_STEPS} steps" in said(recorder)


# -- marks ----------------------------------------------------------------------------------------
def test_marks_are_placed_by_clicks_and_taken_off_by_a_second(recorder):
    recorder.play("e3-e4")
    recorder.tool.value = "dots"
    recorder.click("f5")
    assert "f5" in recorder.lesson.steps[1].marks["dots"]
    assert "Marked: a dot on f5." in said(recorder)
    recorder.click("f5")
    assert "f5" not in recorder.lesson.steps[1].marks["dots"]
    assert "Taken off" in said(recorder)
    recorder.tool.value = "arrows"
    recorder.click("e4")
    assert recorder.lesson.steps[1].marks["dots"] == []  # one click of an arrow marks nothing
    recorder.click("d5")
    assert ["e4", "d5"] in recorder.lesson.steps[1].marks["arrows"]
    recorder.tool.value = "highlight"
    recorder.click("c6")
    assert "c6" in recorder.lesson.steps[1].marks["highlight"]
    assert recorder.view.board.marks == recorder.lesson.steps[1].marks  # drawn as kept
    recorder.tool.value = "play"
    recorder.click("a8")  # a click plays again: nothing to mark
    assert "c6" in recorder.lesson.steps[1].marks["highlight"]


def test_no_marks_and_the_moves_own_marks(recorder):
    recorder.play("e3-e4")
    recorder.tool.value = "crosses"
    recorder.click("h8")
    recorder._set_marks({})
    assert recorder.lesson.steps[1].marks == {}
    recorder._set_marks(None)
    assert recorder.lesson.steps[1].marks is None


# -- exercises -------------------------------------------------------------------------------------
def test_an_exercise_offers_the_goals_the_move_meets(recorder):
    recorder.play("e3-e4")
    recorder.exercise_on.value = True
    assert [label for label, _ in recorder.goal.options] == [
        "Play this move (e3-e4)", "Capture a piece"]
    exercise = recorder.lesson.steps[1].exercise
    assert exercise["goal"] == {"kind": "play", "move": "e3-e4"}
    assert exercise["prompt"] == ("Red (round pieces) to move: find the move the lesson plays "
                                  "here.")
    recorder.goal.value = 1
    recorder.hint.value = "Look along the diagonals."
    exercise = recorder.lesson.steps[1].exercise
    assert exercise == {"prompt": "Red (round pieces) to move: capture a piece.",
                        "goal": {"kind": "capture"}, "hint": "Look along the diagonals."}
    recorder.exercise_on.value = False
    assert recorder.lesson.steps[1].exercise is None


def test_a_step_without_a_move_has_no_exercise(recorder):
    assert recorder.exercise_on.layout.display == "none"
    assert "show a step with a move" in recorder.exercise_note.value


def test_a_goal_the_lessons_own_move_misses_is_refused():
    position = capture_position()
    with pytest.raises(ScenarioError, match=r"steps\[1\]'s exercise asks the learner to "
                                            "capture a piece, but the step's own move does not"):
        Scenario("hopping", position, [Step(None, ""), Step("a1-a2", "", exercise={
            "prompt": "Capture.", "goal": {"kind": "capture"}})])


def test_the_exercise_judges_the_learners_move_by_the_rules():
    lesson = Scenario("hopping", capture_position(), [
        Step(None, "Look."),
        Step("e3-e4", "Caught.", exercise={"prompt": "Capture a Blue dog.",
                                           "goal": {"kind": "capture"}, "hint": "Diagonal."})])
    exercise = Exercise.from_lesson(lesson, 1)
    assert exercise.try_answer("e3-e4").correct
    verdict = exercise.try_answer("a1-a2")
    assert not verdict.correct and "a1-a2 does not capture a piece" in verdict.why
    assert exercise.hint == "Diagonal." and exercise.answer() == "e3-e4"
    with pytest.raises(ScenarioError, match="step 0 sets no exercise"):
        Exercise.from_lesson(lesson, 0)
    for bad in (5, "1", None):
        with pytest.raises(ScenarioError, match="there is no step"):
            Exercise.from_lesson(lesson, bad)


# -- preview, save, open ---------------------------------------------------------------------------
def recorded(recorder: LessonRecorder) -> Scenario:
    recorder.lesson_title.value = "My first <capture>"
    recorder.narration.value = "Red's dogs stand ready."
    recorder.play("e3-e4")
    recorder.exercise_on.value = True
    recorder.goal.value = 1
    recorder.play("h8-g8")
    return recorder.lesson


def test_preview_shows_the_lesson_as_learners_will(recorder):
    recorded(recorder)
    recorder.preview()
    shown = [type(widget).__name__ for widget in recorder.preview_box.children[1:]]
    assert shown == ["HTML", "TutorialPlayer", "Exercise", "TutorialPlayer"]
    assert "My first &lt;capture&gt;" in recorder.preview_box.children[1].value
    assert recorder.recording.layout.display == "none"
    recorder.close_preview()
    assert recorder.recording.layout.display == "flex"
    assert len(recorder.preview_box.children) == 1


def test_save_writes_the_lesson_and_its_notebook_and_both_open_again(recorder, tmp_path):
    lesson = recorded(recorder)
    json_path, notebook_path = recorder.save()
    assert (json_path.name, notebook_path.name) == ("my-first-capture.json",
                                                    "my-first-capture.ipynb")
    assert Scenario.load(json_path) == lesson
    notebook = json.loads(notebook_path.read_text(encoding="utf-8"))
    assert lesson_of_notebook(notebook) == lesson
    assert recorder.downloads.layout.display == "flex"
    assert json.loads(recorder.download_lesson.text) == lesson.to_json()
    for source in (str(json_path), str(notebook_path), json_path):
        again = LessonRecorder(source)
        assert again.lesson == lesson
    recorder.narration.value = "Changed."
    assert recorder.downloads.layout.display == "none"  # the next Save readies them again


def test_share_code_gives_the_whole_lesson_exercise_included(recorder):
    lesson = recorded(recorder)
    code = recorder.share_code()
    assert recorder.share.shown and recorder.share.code.value == code
    assert LessonRecorder(code).lesson == lesson
    words = random.Random(37)  # varied words: a repeated text would compress to nothing
    narrations = [" ".join(f"{words.randrange(10**6):x}" for _ in range(150)) for _ in range(4)]
    long = Scenario(lesson.game, lesson.start, [Step(None, text) for text in narrations])
    recorder.open_lesson(long)
    assert not recorder.share.shown  # the code shown was the lesson's before
    recorder.share_button.click()
    assert "No code for this lesson" in said(recorder)
    assert "share the lesson's file or its notebook instead" in said(recorder)


def test_save_never_overwrites_a_file_that_is_not_a_lesson(recorder, tmp_path):
    (tmp_path / "notes.ipynb").write_text("{}")
    recorder.file_name.value = "notes"
    recorder.save_button.click()
    assert (tmp_path / "notes.ipynb").read_text() == "{}"
    assert "notes.ipynb is already there and is not a lesson" in said(recorder)
    recorder.file_name.value = "../notes"
    recorder.save_button.click()
    assert "letters, digits, - and _" in said(recorder)
    assert not (tmp_path.parent / "notes.json").exists()


def test_a_lesson_opens_from_a_game_a_position_a_code_or_a_tutorial():
    assert open_lesson("hellas").game == "hellas"
    start = capture_position()
    assert open_lesson(moment_code(start)).start == start
    tutorial = hopping.tutorial("diagonal-capture")
    mine = open_lesson(tutorial)
    assert mine == tutorial and mine.name == ""  # a tutorial to edit is one's own
    step = open_lesson(moment_code(tutorial, step=1))
    assert step.start == tutorial.frames[1].state and len(step.steps) == 1
    for bad, words in ((42, "not 42"), ("chess", "neither a game"), ("PL2-AAAAA", "moment code"),
                       ("missing.json", "'missing.json' does not exist")):
        with pytest.raises(ScenarioError, match=words):
            open_lesson(bad)


# -- the generated notebook ------------------------------------------------------------------------
def test_the_notebook_escapes_what_the_teacher_typed_and_runs_nothing_of_it():
    lesson = Scenario("hopping", capture_position(), [
        Step(None, "Look."),
        Step("e3-e4", "Caught.", exercise={"prompt": "Find <img src=x onerror=alert(1)>",
                                           "goal": {"kind": "capture"}})],
        title="\"\"\"); import os; (\"\"\"", intro="# not a heading\n*not bold*")
    notebook = lesson_notebook(lesson)
    shown = json.dumps([cell["source"] for cell in notebook["cells"]
                        if cell["cell_type"] == "markdown"])
    assert "<img src=x" not in shown and "&lt;img src=x" in shown
    heading = notebook["cells"][0]["source"]
    assert "<p># not a heading<br>*not bold*</p>" in heading  # an HTML block: no Markdown read
    code = notebook["cells"][1]["source"]
    literal = code.split("read_lesson(", 1)[1].rsplit(")", 1)[0]
    assert read_lesson(json.loads(literal)) == lesson  # a JSON string: read, never run
    assert [cell["cell_type"] for cell in notebook["cells"]] == [
        "markdown", "code", "code", "markdown", "code", "code", "markdown"]
    pictures = [cell["outputs"][0]["data"]["text/html"] for cell in notebook["cells"]
                if cell["cell_type"] == "code" and cell["outputs"]]
    assert len(pictures) == 3 and all(p.startswith("<img class=\"polislab-picture\"")
                                      for p in pictures)


def test_a_lesson_is_cut_at_its_exercises():
    lesson = Scenario("hopping", capture_position(), [
        Step(None, "Look."),
        Step("e3-e4", "Caught.", exercise={"prompt": "Capture.", "goal": {"kind": "capture"}}),
        Step("h8-g8", "Blue steps.")])
    assert parts(lesson) == [(0, 1), (1, 3)]
    assert lesson.part(1, 3).start == lesson.frames[0].state
    player = TutorialPlayer(lesson.part(1, 3))
    assert player.state == lesson.frames[1].state  # the part opens with the answer played


def test_the_generated_notebook_runs_in_a_kernel(tmp_path):
    """The notebook runs top to bottom, and its exercise judges a move by the goal."""
    nbclient = pytest.importorskip("nbclient")
    nbformat = pytest.importorskip("nbformat")
    lesson = Scenario("hopping", capture_position(), [
        Step(None, "Look."),
        Step("e3-e4", "Caught.", exercise={"prompt": "Capture.", "goal": {"kind": "capture"}})],
        title="A capture")
    _, path = save_lesson(lesson, "a-capture", tmp_path)
    notebook = nbformat.read(path, as_version=4)
    notebook.cells.append(nbformat.v4.new_code_cell(
        "exercise = Exercise.from_lesson(lesson, 1)\n"
        "print(exercise.try_answer('e3-e4'), '|', exercise.try_answer('a1-a2'))"))
    client = nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3",
                                     resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    errors = [o for c in notebook.cells for o in c.get("outputs", [])
              if o["output_type"] == "error"]
    assert errors == []
    printed = notebook.cells[-1].outputs[0]["text"]
    assert printed.startswith("Right: Blue dog d5 was captured")
    assert "Not yet: a1-a2 does not capture a piece." in printed


# -- the keyboard, and the JupyterLite site's storage (i37-lite) ---------------------------------
# The browser tests: tests/browser/test_lesson_keyboard.py (the keyboard alone in JupyterLab) and
# tests/browser/test_lite_site.py (a lesson recorded, saved and opened again in the site).

def test_the_recorder_s_lists_keep_their_arrow_keys_from_jupyterlab(
        recorder: LessonRecorder) -> None:
    """Its Access marks the select lists of the recorder (the step list, the goal's drop-down)
    so that JupyterLab's notebook shortcuts leave their keys alone: Down on the goal's list
    selected the next cell instead (ipywidgets issue 3912)."""
    assert recorder.access.keys_kept_in == "polislab-lesson-recorder"
    assert recorder.access.keys_kept_in in recorder._dom_classes


def test_files_are_kept_outside_a_browser_and_in_the_site_s_drive_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from polislab.classroom.lessons import files_kept

    assert files_kept(tmp_path)
    monkeypatch.setattr("sys.platform", "emscripten")  # the JupyterLite site's kernel
    assert files_kept("/drive") and files_kept("/drive/lessons")
    assert not files_kept("/home/pyodide") and not files_kept(tmp_path)


def test_save_says_when_the_browser_keeps_no_files_and_readies_the_downloads(
        recorder: LessonRecorder, monkeypatch: pytest.MonkeyPatch) -> None:
    """A site opened where the browser gives it no service worker (some private windows, an
    http:// address other than localhost) has no drive: the kernel writes in the page's
    memory. Save says so, and the downloads are there to keep the files."""
    recorder.play("e3-e4")
    recorder.file_name.value = "kept-in-memory"
    monkeypatch.setattr("sys.platform", "emscripten")
    json_path, notebook_path = recorder.save()
    assert json_path.is_file() and notebook_path.is_file()
    assert "in this page's memory only" in recorder.access.said
    assert "Download both with the buttons below" in said(recorder)
    assert recorder.downloads.layout.display == "flex"
    assert recorder.download_lesson.filename == "kept-in-memory.json"
    assert json.loads(recorder.download_lesson.text) == recorder.lesson.to_json()


def test_a_folder_that_cannot_be_written_is_said_and_the_downloads_still_give_the_files(
        tmp_path: Path) -> None:
    """In the site with a broken drive every write fails (OSError: Invalid argument); here a
    file stands where the folder should be. Save says it in a sentence, never a traceback, and
    the downloads give both files; the lesson is left as it was."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file", encoding="utf-8")
    recorder = LessonRecorder(capture_position(), folder=str(blocked))
    recorder.play("e3-e4")
    before = recorder.lesson
    recorder.file_name.value = "my-capture"
    recorder.save_button.click()
    assert recorder.access.said.startswith("Not saved: the lesson's files cannot be written in ")
    assert "The download buttons give both files." in said(recorder)
    assert "Traceback" not in str(recorder.errors.outputs) and "Errno" not in said(recorder)
    assert recorder.downloads.layout.display == "flex"
    assert json.loads(recorder.download_lesson.text) == before.to_json()
    assert recorder.lesson == before
    with pytest.raises(FolderError, match="cannot be written in .*not-a-folder"):
        save_lesson(before, "my-capture", blocked)


def test_each_tool_is_said_with_its_article(recorder: LessonRecorder) -> None:
    """What the keyboard's user hears on choosing a tool: "an arrow", not "a arrow"."""
    for kind, word in (("highlight", "a highlight"), ("arrows", "an arrow"),
                       ("crosses", "a cross"), ("dots", "a dot")):
        recorder.tool.value = kind
        assert recorder.access.said.startswith(f"Clicks on the board now put {word} (")
    recorder.play("e3-e4")
    recorder.tool.value = "crosses"
    recorder.click("c6")
    assert recorder.access.said == "Marked: a cross on c6."


def test_words_kept_are_said(recorder: LessonRecorder) -> None:
    """A box left (its words kept) is said, as every other act: a keyboard user hears it."""
    recorder.play("e3-e4")
    recorder.narration.value = "The Blue dog is caught."
    assert recorder.access.said == "Kept: the narration of step 2."
    recorder.title.value = "The trap"
    assert recorder.access.said == "Kept: the title of step 2."
    recorder.lesson_title.value = "Diagonal traps"
    assert recorder.access.said == "Kept: the lesson's title."
    recorder.intro.value = "Two dogs close a trap."
    assert recorder.access.said == "Kept: the lesson's intro."
    recorder.narration.value = "x" * 1200
    assert recorder.access.said.startswith("Not kept: ")
    assert recorder.lesson.steps[1].narration == "The Blue dog is caught."


# == Found by the browser test (tests/browser/test_lesson_recorder.py, i37-browser) ===============
def test_the_board_keeps_only_its_move_box_after_moves_and_steps(recorder):
    """The recorder keeps the steps itself: the board's Undo / Redo / New game row, its seats'
    levels and "Computer moves" stay hidden (they would change the board behind the lesson's
    back), move after move and step after step; only the move box shows. The page showed the
    row again after the first refresh of the board's panel."""
    view = recorder.view
    hidden = (view._play_row, view._watch, view._seats)
    for act in (lambda: None, lambda: recorder.play("e3-e4"), lambda: recorder.goto(0),
                recorder.add_text_step):
        act()
        assert [part.layout.display for part in hidden] == ["none"] * 3
        assert view._entry_row.layout.display == "flex"


def test_the_buttons_beside_a_box_keep_their_width(recorder):
    """Open and New lesson stand beside a box that takes the rest of the row: at 1366x768 the
    page squeezed them to "..." (the browser test's screenshots). They keep their own width."""
    rows = [child for column in recorder.recording.children[-1].children
            for child in column.children if isinstance(child, ipywidgets.HBox)
            and child.children and isinstance(child.children[-1], ipywidgets.Button)
            and child.children[-1].description in ("Open", "New lesson")]
    assert len(rows) == 2
    for row in rows:
        assert (row.children[0].layout.flex, row.children[0].layout.min_width) == ("1 1 auto", "0")
        assert [button.layout.flex for button in row.children[1:]] == ["0 0 auto"]
