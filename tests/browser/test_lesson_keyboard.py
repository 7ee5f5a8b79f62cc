"""A lesson recorded by the keyboard alone (issue 37), in a real JupyterLab + Chromium.

A teacher who uses no mouse records a hopping lesson (notebooks/lesson_keyboard.ipynb: a
recorder on the diagonal-capture position, after a plain button to start the Tab order from)
with ``page.keyboard`` only: Tab into the board, three moves by the board's cursor (arrows,
Enter), a narration typed, the Dot tool chosen and a dot placed by the cursor and Enter, the
Arrow tool and an arrow by two Enters, Exercise ticked (Space), its goal chosen (arrows) and a
hint typed, a file name typed, and Save pressed (Enter). The kernel is then read: the lesson
holds the moves, the narration, the marks and the exercise, and both files exist; an earlier
step is picked in the step list by the arrow keys. Every act is said in the recorder's live
region (its Access, a polite region), not only shown. The arrows in the goal's drop-down and
the step list are theirs, not JupyterLab's (which selected another cell: ipywidgets issue
3912); the recorder's Access marks its lists so.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page
from .test_keyboard import active_matches, start_before, tab_to, walk_to

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

ROOT = ".kb-recorder"
CANVAS = f"{ROOT} canvas.polislab-board"
#: Red a1-a2, Blue h8-h7, then Red's capture: e3-e4 traps the Blue dog between c6 and e4.
MOVES = ["a1-a2", "h8-h7", "e3-e4"]
NARRATION = "Red closes the trap: the Blue dog is caught between two Red dogs."
HINT = "Look for two Red dogs with one Blue dog between them."
STEM = "keyboard-lesson"


@pytest.fixture
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("lesson_keyboard.ipynb")
        page.run_all_cells()
        print(f"\n[browser] lesson_keyboard: open and run {time.monotonic() - t0:.1f}s")
        yield page


def tab_to_button(lab: LabPage, text: str, key: str = "Tab") -> int:
    """Press ``key`` until the recorder's button reading ``text`` has the focus."""
    for count in range(1, 41):
        lab.page.keyboard.press(key)
        if lab.page.evaluate(
                "([root, text]) => { const el = document.activeElement;"
                " return !!el && el.tagName === 'BUTTON' && !!el.closest(root)"
                " && el.textContent.trim() === text; }", [ROOT, text]):
            return count
    focused = lab.page.evaluate("() => document.activeElement?.outerHTML?.slice(0, 200)")
    raise AssertionError(f"no button {text!r} got the focus in 40 x {key}: {focused}")


def wait_said(lab: LabPage, words: str) -> None:
    """Wait until the recorder's own live region (not the board's) says ``words``."""
    lab.page.wait_for_function(
        "([root, words]) => Array.from(document.querySelectorAll("
        "root + ' .polislab-lesson-recorder > .polislab-access .polislab-live'))"
        ".some((el) => el.textContent.includes(words))",
        arg=[ROOT, words], timeout=10_000)


def play_by_keys(lab: LabPage, move: str) -> None:
    """The move's places by the board's cursor and Enter (the canvas has the focus)."""
    steps = lab.kernel_eval("len(recorder.lesson.steps)")
    for place in move.split("-"):
        walk_to(lab, "recorder.view", place)
        lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value("len(recorder.lesson.steps)", steps + 1) == steps + 1
    wait_said(lab, f"Recorded step {steps + 1}: {move}.")
    assert active_matches(lab, CANVAS), "the board lost the focus after a move"


def test_a_lesson_recorded_by_the_keyboard_alone(lab: LabPage, lab_server: LabServer) -> None:
    t0 = time.monotonic()
    start_before(lab, "recorder")
    tab_to(lab, CANVAS)
    for move in MOVES:
        play_by_keys(lab, move)
    assert lab.kernel_eval("[s.action for s in recorder.lesson.steps]") == [None, *MOVES]

    # The narration of the step shown (the capture): typed, kept when the box is left.
    tab_to(lab, f"{ROOT} .polislab-step-narration textarea")
    lab.page.keyboard.press("Control+A")
    lab.page.keyboard.type(NARRATION)
    lab.page.keyboard.press("Tab")
    assert lab.wait_kernel_value("recorder.lesson.steps[3].narration", NARRATION) == NARRATION
    wait_said(lab, "Kept: the narration of step 4.")

    # A dot: the Dot tool (the buttons above the board), then the cursor and Enter.
    start_before(lab, "recorder")
    tab_to_button(lab, "Dot", "Tab")
    lab.page.keyboard.press("Space")
    assert lab.wait_kernel_value("recorder.tool.value", "dots") == "dots"
    wait_said(lab, "Clicks on the board now put a dot")
    tab_to(lab, CANVAS)
    walk_to(lab, "recorder.view", "c6")
    lab.page.keyboard.press("Enter")
    wait_said(lab, "Marked: a dot on c6.")

    # An arrow: the Arrow tool, two Enters (from e4, to d5).
    tab_to_button(lab, "Arrow", "Shift+Tab")
    lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value("recorder.tool.value", "arrows") == "arrows"
    wait_said(lab, "Clicks on the board now put an arrow (a second click takes it off).")
    tab_to(lab, CANVAS)
    walk_to(lab, "recorder.view", "e4")
    lab.page.keyboard.press("Enter")
    wait_said(lab, "An arrow from e4: click where it points.")
    walk_to(lab, "recorder.view", "d5")
    lab.page.keyboard.press("Enter")
    wait_said(lab, "Marked: an arrow from e4 to d5.")
    marks = lab.kernel_eval("recorder.lesson.steps[3].marks")
    assert "c6" in marks["dots"] and ["e4", "d5"] in marks["arrows"]

    # The exercise: ticked by Space, its goal (capture) by the arrow keys, a hint typed.
    tab_to(lab, f"{ROOT} .polislab-exercise-on input[type=checkbox]")
    lab.page.keyboard.press("Space")
    assert lab.wait_kernel_value("recorder.exercise_on.value", True) is True
    wait_said(lab, "Exercise at step 4:")
    tab_to(lab, f"{ROOT} .polislab-exercise-goal select")
    lab.page.keyboard.press("ArrowDown")
    goal = "recorder.lesson.steps[3].exercise['goal']"
    assert lab.wait_kernel_value(goal, {"kind": "capture"}) == {"kind": "capture"}
    wait_said(lab, "capture a piece")
    tab_to(lab, f"{ROOT} .polislab-exercise-hint input")
    lab.page.keyboard.type(HINT)
    lab.page.keyboard.press("Tab")
    hint = "recorder.lesson.steps[3].exercise['hint']"
    assert lab.wait_kernel_value(hint, HINT) == HINT

    # A file name, then Save (Enter on the button).
    tab_to(lab, f"{ROOT} .polislab-lesson-file input")
    lab.page.keyboard.type(STEM)
    tab_to_button(lab, "Save", "Tab")
    lab.page.keyboard.press("Enter")
    wait_said(lab, f"Saved {STEM}.json")
    print(f"\n[browser] lesson by keys: {time.monotonic() - t0:.1f}s")

    # What the kernel holds, and the files on the server.
    lesson = lab.kernel_eval("recorder.lesson.to_json()")
    assert [s.get("action") for s in lesson["steps"]] == [None, *MOVES]
    step = lesson["steps"][3]
    assert step["narration"] == NARRATION
    assert "c6" in step["marks"]["dots"] and ["e4", "d5"] in step["marks"]["arrows"]
    assert step["exercise"]["goal"] == {"kind": "capture"} and step["exercise"]["hint"] == HINT
    for ending in ("json", "ipynb"):
        assert (lab_server.root_dir / f"{STEM}.{ending}").is_file()
    assert lab.kernel_eval(f"LessonRecorder({STEM + '.json'!r}).lesson == recorder.lesson")
    lab.screenshot("lesson-keyboard", ROOT)

    # An earlier step, picked in the list by the arrow keys (the notebook keeps them off).
    steps_list = f"{ROOT} .polislab-recorder-steps select"
    tab_to(lab, steps_list, "Shift+Tab")
    lab.page.keyboard.press("ArrowUp")
    assert lab.wait_kernel_value("recorder.current", 2) == 2
    assert active_matches(lab, steps_list), "Up in the step list left the recorder"
    assert lab.kernel_eval("recorder.narration.value") == lab.kernel_eval(
        "recorder.lesson.steps[2].narration")
