"""The class on one board in a real JupyterLab (issue 29; the teacher's walkthrough, issue 33).

- Follow the teacher: two pages on one JupyterLab, each with its own notebook and kernel; the
  teacher presses Next in the page, and the student's board, in the other page, shows the
  teacher's step (its narration in the page, its step in the student's kernel), under a line
  that says it in words, its own buttons waiting while it follows.
- Share: the Share button shows a moment code beside the board, in view, with a QR code of
  240 px or more; the code read outside the browser opens the same step.
- The opener (``opener()``, the paste box of docs/teaching.md) shows, with no "model not
  found", opens a pasted code's board and explains a damaged one.
- Results: a learner answers a Question in the page; "My results" (in line with Check and
  Hint) saves their file through the browser; the teacher's merge of it counts the attempt.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

TIMEOUT = 30_000
TEACHER = ".polislab-test-teacher"
STUDENT = ".polislab-test-student"

TEACHER_CELLS = [
    "from polislab.games import hegemony\n"
    "from polislab.widgets import TutorialPlayer\n"
    "from polislab.widgets.classroom import lead\n"
    "teacher = TutorialPlayer(hegemony.tutorial('sieges'))\n"
    "teacher.add_class('polislab-test-teacher')\n"
    "stop = lead(teacher, 'lesson')\n"
    "teacher",
]
STUDENT_CELLS = [
    "from polislab.widgets.classroom import follow\n"
    "student = follow('lesson', interval=0.2)\n"
    "student.add_class('polislab-test-student')\n"
    "student",
]
RESULTS_CELLS = [
    "from polislab.classroom import results\n"
    "results._BOOK = results.ResultsBook('Ann', 'polislab-results-ann.json')\n"
    "from polislab.widgets import Question\n"
    "q = Question('How many actions does a player take in a turn?',\n"
    "             lambda text: (text.strip() == '2', 'two different actions'), hint='Two.')\n"
    "q.add_class('polislab-test-question')\n"
    "q",
]


@pytest.fixture(scope="module")
def two_pages(lab_browser: Browser, lab_server: LabServer) -> Iterator[tuple[LabPage, LabPage]]:
    teacher_nb = lab_server.write_notebook("class/teacher.ipynb", TEACHER_CELLS)
    student_nb = lab_server.write_notebook("class/student.ipynb", STUDENT_CELLS)
    for teacher in open_lab_page(lab_browser, lab_server):
        teacher.open_notebook(teacher_nb)
        teacher.run_all_cells()
        for student in open_lab_page(lab_browser, lab_server):
            student.open_notebook(student_nb)
            student.run_all_cells()
            yield teacher, student


def _narration(lab: LabPage, where: str) -> str:
    locator = lab.page.locator(f"{where} .polislab-tutorial-narration")
    locator.wait_for(state="visible", timeout=TIMEOUT)
    return locator.inner_text()


def test_a_student_follows_the_teachers_next(two_pages: tuple[LabPage, LabPage]) -> None:
    teacher, student = two_pages
    first = _narration(teacher, TEACHER)
    student.page.wait_for_function(
        "([sel, text]) => document.querySelector(sel)?.innerText === text",
        arg=[f"{STUDENT} .polislab-tutorial-narration", first], timeout=TIMEOUT)
    teacher.page.locator(f"{TEACHER} .polislab-tutorial-next").click()
    assert teacher.wait_kernel_value("teacher.step", 1) == 1
    second = _narration(teacher, TEACHER)
    assert second != first
    student.page.wait_for_function(
        "([sel, text]) => document.querySelector(sel)?.innerText === text",
        arg=[f"{STUDENT} .polislab-tutorial-narration", second], timeout=TIMEOUT)
    assert student.wait_kernel_value("student.board.step", 1) == 1
    status = student.page.locator(f"{STUDENT} .polislab-follow-status").inner_text()
    title, steps = teacher.kernel_eval("[teacher.scenario.title, len(teacher.scenario)]")
    assert status == f"Following lesson: {title}, step 2 of {steps}", status  # words, no repr
    # While following, the learner's own buttons wait and say why.
    assert student.page.locator(f"{STUDENT} .polislab-tutorial-locked").is_visible()
    next_button = student.page.locator(f"{STUDENT} button.polislab-tutorial-next")
    assert next_button.get_attribute("aria-disabled") == "true"
    next_button.click(force=True)  # pressed all the same: nothing moves
    student.page.wait_for_timeout(500)
    assert student.kernel_eval("student.board.step") == 1
    student.screenshot("classroom-follower", STUDENT)


def test_share_shows_a_code_that_opens_the_same_step(two_pages: tuple[LabPage, LabPage]) -> None:
    from polislab.classroom import read_moment

    teacher, _ = two_pages
    teacher.kernel_exec("teacher.goto(2)")
    # A projector's screen, as README's command opens JupyterLab (the file browser folded).
    teacher.page.set_viewport_size({"width": 1366, "height": 768})
    teacher.page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    teacher.page.locator(TEACHER).evaluate("(el) => el.scrollIntoView({block: 'start'})")
    teacher.page.locator(f"{TEACHER} button:has-text('Share')").click()
    code_box = teacher.page.locator(f"{TEACHER} .polislab-moment-code textarea")
    code_box.wait_for(state="visible", timeout=TIMEOUT)
    teacher.page.wait_for_function(
        "(sel) => document.querySelector(sel)?.value.startsWith('PL2-')",
        arg=f"{TEACHER} .polislab-moment-code textarea", timeout=TIMEOUT)
    moment = read_moment(code_box.input_value())
    assert (moment.game, moment.tutorial, moment.step) == ("hegemony", "sieges", 2)
    qr = teacher.page.locator(f"{TEACHER} .polislab-share figure[role=img] svg")
    assert qr.count() == 1
    # Beside the board, in view, where the controls were; a QR code a projector shows large.
    board = teacher.page.locator(f"{TEACHER} canvas.polislab-board").bounding_box()
    share = teacher.page.locator(f"{TEACHER} .polislab-share").bounding_box()
    square = qr.bounding_box()
    assert board and share and square
    assert share["x"] >= board["x"] + board["width"] and share["y"] < board["y"] + 60
    assert square["y"] + square["height"] <= min(board["y"] + board["height"], 768)
    assert min(square["width"], square["height"]) >= 240, square
    assert not teacher.page.locator(f"{TEACHER} .polislab-tutorial-next").is_visible()
    teacher.screenshot("classroom-share", TEACHER)
    teacher.page.locator(f"{TEACHER} button:has-text('Close Share')").click()
    teacher.page.locator(f"{TEACHER} .polislab-tutorial-next").wait_for(timeout=TIMEOUT)
    assert not teacher.page.locator(f"{TEACHER} .polislab-share").is_visible()


def test_a_learners_results_download_and_merge(lab_browser: Browser,
                                              lab_server: LabServer) -> None:
    from polislab.classroom.results import merge

    path = lab_server.write_notebook("class/results.ipynb", RESULTS_CELLS)
    for lab in open_lab_page(lab_browser, lab_server):
        lab.open_notebook(path)
        lab.run_all_cells()
        question = lab.page.locator(".polislab-test-question")
        question.locator("button:has-text('Hint')").click()
        entry = question.locator(".polislab-question-entry input")
        entry.fill("3")
        question.locator("button:has-text('Check')").click()
        question.locator(".polislab-exercise-feedback").get_by_text("Not yet").wait_for(
            timeout=TIMEOUT)
        entry.fill("2")
        entry.press("Enter")
        question.locator(".polislab-exercise-feedback").get_by_text("Right").wait_for(
            timeout=TIMEOUT)
        # "My results" stands in line with its neighbours, as one of them (friction 15).
        rows = [question.locator(f"button:has-text('{name}')").bounding_box()
                for name in ("Check", "Hint", "My results")]
        assert len({(round(r["y"]), round(r["height"])) for r in rows if r}) == 1, rows
        lab.screenshot("classroom-question", ".polislab-test-question")
        assert lab.wait_kernel_value("len(results._BOOK.entries)", 3) == 3
        with lab.page.expect_download(timeout=TIMEOUT) as download:
            question.locator("button.polislab-download").click()
        assert download.value.suggested_filename == "polislab-results-Ann.json"
        data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        row = merge([data]).rows()[0]
        assert (row.tried, row.right, row.first_try, row.hinted, row.attempts) == (1, 1, 0, 1, 2)
        # The same file in the learner's folder, written by the kernel after each answer.
        saved = lab_server.root_dir / "class" / "polislab-results-ann.json"
        assert json.loads(saved.read_text(encoding="utf-8")) == data


def test_the_opener_shows_and_opens_a_pasted_code(lab_browser: Browser,
                                                  lab_server: LabServer) -> None:
    """Friction 3: ``opener()``, exactly as docs/teaching.md writes it, showed "Error
    displaying widget: model not found" in every kernel."""
    from polislab.classroom import moment_code
    from polislab.games import hegemony

    path = lab_server.write_notebook("class/opener.ipynb", [
        "from polislab.widgets.classroom import opener; opener()"])
    code = moment_code(hegemony.tutorial("sieges"), step=1)
    for lab in open_lab_page(lab_browser, lab_server):
        lab.open_notebook(path)
        lab.run_all_cells()
        entry = lab.page.locator(".polislab-moment-opener .polislab-moment-entry input")
        entry.wait_for(timeout=TIMEOUT)
        shown = lab.page.locator(".jp-OutputArea-output").first.inner_text()
        assert "Error displaying widget" not in shown and "model not found" not in shown
        entry.fill(code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB"))
        entry.press("Enter")
        message = lab.page.locator(".polislab-opener-message")
        message.get_by_text("This code does not open").wait_for(timeout=TIMEOUT)
        assert "damaged" in message.inner_text()
        entry.fill(code)
        lab.page.locator(".polislab-moment-opener button:has-text('Open')").click()
        lab.page.locator(".polislab-moment-opener canvas.polislab-board").wait_for(
            timeout=TIMEOUT)
        assert message.inner_text() == "Opened: Sieges: one won, one lost, step 2 of 7."
        assert "Step 2 of 7" in lab.page.locator(
            ".polislab-moment-opener .polislab-tutorial-where").inner_text()
        assert not [e for e in lab.errors if "model not found" in e], lab.errors
        lab.screenshot("classroom-opener", ".polislab-moment-opener")
