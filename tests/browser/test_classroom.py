"""The class on one board in a real JupyterLab (issue 29; the teacher's walkthrough, issue 33).

- Follow the teacher: two pages on one JupyterLab, each with its own notebook and kernel; the
  teacher presses Next in the page, and the student's board, in the other page, shows the
  teacher's step (its narration in the page, its step in the student's kernel), under a line
  that says it in words, its own buttons waiting while it follows and saying so (their name
  and tooltip; pressed, or Left on the controls, the panel says why they wait).
- Share: the Share button shows a moment code beside the board, in view, with a QR code of
  240 px or more; the code read outside the browser opens the same step.
- The opener (``opener()``, the paste box of docs/teaching.md) shows, with no "model not
  found", opens a pasted code's board and explains a damaged one.
- Results: a learner gives their name once in the page (issue 38) and answers a Question;
  "My results" (in line with Check and Hint) saves their file, named by them, through the
  browser; the teacher's merge of it counts the attempt.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import (
    OUTPUT_DIR,
    KernelError,
    LabPage,
    LabServer,
    in_ci,
    open_lab_page,
)
from .test_lite_site import _wait_stats

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]

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
    "results._BOOK = results.ResultsBook('', 'polislab-results-ann.json')\n"
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
    # ... and say what they do: their name and tooltip say they wait, their description is
    # the note that says why (issue 38: "no word of what they do").
    assert next_button.get_attribute("aria-label") == "Next step (waits)"
    assert next_button.get_attribute("title").startswith("Next step: waits. Following the "
                                                         "teacher")
    note = student.page.locator(f"{STUDENT} .polislab-tutorial-locked")
    assert next_button.get_attribute("aria-describedby") == note.get_attribute("id")
    message = f"{STUDENT} .polislab-message"
    next_button.click(force=True)  # pressed all the same: nothing moves, and it says why
    student.page.wait_for_function(
        "([sel, text]) => document.querySelector(sel)?.innerText.startsWith(text)",
        arg=[message, "Next waits. Following the teacher"], timeout=TIMEOUT)
    # Left on the controls, as a keyboard user steps: it says so too (it was silent).
    student.page.locator(f"{STUDENT} .polislab-tutorial").first.focus()
    student.page.keyboard.press("ArrowLeft")
    student.page.wait_for_function(
        "([sel, text]) => document.querySelector(sel)?.innerText.startsWith(text)",
        arg=[message, "Previous waits. Following the teacher"], timeout=TIMEOUT)
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
        # The name, asked once while the results have none: typed, kept, and asked no more.
        name_box = question.locator(".polislab-learner-name")
        name_box.locator("input").fill("Ann Smith")
        name_box.locator("input").press("Enter")
        name_box.wait_for(state="hidden", timeout=TIMEOUT)
        assert lab.wait_kernel_value("results._BOOK.learner", "Ann Smith") == "Ann Smith"
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
        assert download.value.suggested_filename == "polislab-results-Ann-Smith.json"
        data = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        assert data["learner"] == "Ann Smith"
        row = merge([data]).rows()[0]
        assert (row.tried, row.right, row.first_try, row.hinted, row.attempts) == (1, 1, 0, 1, 2)
        # The same file in the learner's folder, written by the kernel after each answer.
        saved = lab_server.root_dir / "class" / "polislab-results-ann.json"
        assert json.loads(saved.read_text(encoding="utf-8")) == data


#: docs/teaching.md's paste box, exactly as it writes it.
OPENER_CELL = "from polislab.widgets.classroom import opener; opener()"
OPENER = ".polislab-moment-opener"


def _sieges_code() -> str:
    from polislab.classroom import moment_code
    from polislab.games import hegemony

    return moment_code(hegemony.tutorial("sieges"), step=1)


def _paste_into_the_opener(page: Page, code: str) -> None:
    """In the opener on ``page``: a damaged code (its last three characters changed), typed and
    Enter, is explained in a sentence, with no traceback and no error output; the good code,
    pasted and "Open", opens its board at its step, drawn, under "Opened: ..."."""
    entry = page.locator(f"{OPENER} .polislab-moment-entry input")
    entry.wait_for(timeout=TIMEOUT)
    shown = page.locator(OPENER).evaluate("(el) => el.closest('.jp-OutputArea-output, body')"
                                          ".innerText")
    assert "Error displaying widget" not in shown and "model not found" not in shown
    entry.fill(code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB"))
    entry.press("Enter")
    message = page.locator(".polislab-opener-message")
    message.get_by_text("This code does not open").wait_for(timeout=TIMEOUT)
    said = message.inner_text()
    assert said.startswith("This code does not open: ") and "damaged" in said, said
    page.wait_for_timeout(500)  # anything the kernel would print after the sentence
    text = page.locator("body").inner_text()
    assert "Traceback" not in text and "ScenarioError" not in text, text[-1500:]
    assert page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.stderr'], "
                        ".jp-OutputArea-output[data-mime-type*='error']").count() == 0
    entry.fill(code)
    page.locator(f"{OPENER} button:has-text('Open')").click()
    board = page.locator(f"{OPENER} canvas.polislab-board")
    board.wait_for(timeout=TIMEOUT)
    page.wait_for_function("(el) => el.innerText.startsWith('Opened:')",
                           arg=message.element_handle(), timeout=TIMEOUT)
    assert message.inner_text() == "Opened: Sieges: one won, one lost, step 2 of 7."
    assert "Step 2 of 7" in page.locator(f"{OPENER} .polislab-tutorial-where").inner_text()
    board.scroll_into_view_if_needed()
    _wait_stats(page, f"{OPENER} canvas.polislab-board",
                lambda s: not s.blank and s.colors >= 8, "drawn")


def test_the_opener_shows_and_opens_a_pasted_code(lab_browser: Browser,
                                                  lab_server: LabServer) -> None:
    """Friction 3: ``opener()``, exactly as docs/teaching.md writes it, showed "Error
    displaying widget: model not found" in every kernel."""
    path = lab_server.write_notebook("class/opener.ipynb", [OPENER_CELL])
    for lab in open_lab_page(lab_browser, lab_server):
        lab.open_notebook(path)
        lab.run_all_cells()
        _paste_into_the_opener(lab.page, _sieges_code())
        assert not [e for e in lab.errors if "model not found" in e], lab.errors
        lab.screenshot("classroom-opener", ".polislab-moment-opener")


def test_a_damaged_code_in_a_cell_shows_its_sentence_alone(lab_browser: Browser,
                                                         lab_server: LabServer) -> None:
    """Friction 8: ``open_moment`` as docs/teaching.md writes it, in a fresh kernel (nothing of
    polislab imported before), given a damaged code, showed a traceback through moment.py
    before its sentence. The cell fails with the sentence alone; the page shows it and no
    traceback."""
    code = _sieges_code()
    damaged = code[:-3] + ("AAA" if not code.endswith("AAA") else "BBB")
    path = lab_server.write_notebook("class/damaged.ipynb", [
        f"from polislab.classroom import open_moment\nopen_moment({damaged!r})"])
    for lab in open_lab_page(lab_browser, lab_server):
        lab.open_notebook(path)
        with pytest.raises(KernelError) as failed:
            lab.run_all_cells()
        shown = str(failed.value)
        assert shown.startswith("ScenarioError: this moment code is damaged"), shown
        assert "Traceback" not in shown and "File " not in shown and "moment.py" not in shown
        output = lab.page.locator(".jp-OutputArea-output").first
        output.get_by_text("this moment code is damaged").wait_for(timeout=TIMEOUT)
        assert "Traceback" not in output.inner_text() and "moment.py" not in output.inner_text()
        lab.screenshot("classroom-damaged-code", ".jp-Cell")


@pytest.fixture(scope="module")
def opener_voila_url(tmp_path_factory: pytest.TempPathFactory,
                     chromium_path: str) -> Iterator[str]:
    """Voilà showing a notebook of one cell: the opener, as docs/teaching.md writes it."""
    import nbformat

    from .test_voila import voila_server

    pytest.importorskip("voila")
    work = tmp_path_factory.mktemp("voila-opener")
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(OPENER_CELL)])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    path = work / "opener.ipynb"
    nbformat.write(notebook, path)
    yield from voila_server(path, work)


def test_the_opener_works_in_the_code_free_view(lab_browser: Browser,
                                                opener_voila_url: str) -> None:
    """The opener in Voilà: a learner with no code in sight pastes a code and gets its
    board, or the sentence that explains a damaged one."""
    context = lab_browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        page.goto(opener_voila_url, timeout=120_000)
        page.locator(OPENER).wait_for(timeout=180_000)
        _paste_into_the_opener(page, _sieges_code())
        page.screenshot(path=str(OUTPUT_DIR / "classroom-opener-voila.png"))
        show_the_class_once(page, OPENER, "classroom-show-the-class-voila")
        assert errors == []
    finally:
        context.close()


# -- sharing from the back row (issue 35) ---------------------------------------------------------
SHARE_CELLS = [
    "from polislab.games import hegemony\n"
    "from polislab.widgets import TutorialPlayer\n"
    "shared = TutorialPlayer(hegemony.tutorial('sieges'))\n"
    "shared.add_class('polislab-test-shared')\n"
    "shared.goto(2)\n"
    "shared",
]
SHARED = ".polislab-test-shared"
#: The notebook's own scroller in JupyterLab: what "in view" is measured against.
_JS_NOTEBOOK_VIEW = """() => {
  const outer = document.querySelector(
    '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer');
  const r = outer ? outer.getBoundingClientRect() : {top: 0, bottom: window.innerHeight};
  return {top: Math.max(r.top, 0), bottom: Math.min(r.bottom, window.innerHeight)};
}"""
#: The whole of ``el`` is in ``view`` (a rectangle from _JS_NOTEBOOK_VIEW).
_JS_WHOLLY_IN_VIEW = """([el, view]) => { const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= view.top - 1 && r.bottom <= view.bottom + 1; }"""
#: The text colour, the background behind it (the first opaque one up the tree) and the font
#: size of ``el``, for the contrast ratio of WCAG 2.1 (1.4.3).
_JS_COLOURS = """(el) => {
  const rgb = (c) => c.match(/[\\d.]+/g).map(Number);
  let back = el;
  while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
  return {text: rgb(getComputedStyle(el).color),
          back: back ? rgb(getComputedStyle(back).backgroundColor) : [255, 255, 255],
          px: parseFloat(getComputedStyle(el).fontSize)};
}"""


def _contrast(text: list[float], back: list[float]) -> float:
    """WCAG 2.1's contrast ratio of two sRGB colours."""
    def luminance(rgb: list[float]) -> float:
        channels = [c / 255 for c in rgb[:3]]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    high, low = sorted((luminance(text), luminance(back)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture(scope="module")
def share_page(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """A tutorial player at step 3 in JupyterLab as it opens (the file browser beside the
    notebook) on a 1366x768 screen: its column falls under the board (the walkthrough's
    Task 3)."""
    path = lab_server.write_notebook("class/share.ipynb", SHARE_CELLS)
    for lab in open_lab_page(lab_browser, lab_server):
        lab.page.set_viewport_size({"width": 1366, "height": 768})
        lab.open_notebook(path)
        lab.run_all_cells()
        lab.page.locator(f"{SHARED} .polislab-tutorial-next").wait_for(timeout=TIMEOUT)
        yield lab


def _open_share(page: Page, root: str = SHARED) -> None:
    """Share pressed with the page scrolled so that the box opens above the screen (the
    Share button at the top of the notebook's view); the whole box scrolls into view."""
    share = page.locator(f"{root} button:has-text('Share')")
    share.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    share.click()
    page.locator(f"{root} .polislab-show-class").wait_for(timeout=TIMEOUT)
    view = page.evaluate(_JS_NOTEBOOK_VIEW)
    box = page.locator(f"{root} .polislab-share")
    page.wait_for_function(_JS_WHOLLY_IN_VIEW, arg=[box.element_handle(), view],
                           timeout=TIMEOUT)


def test_share_scrolls_into_view_as_it_opens(share_page: LabPage) -> None:
    """The walkthrough's Task 3: "the box opens below the board [...] you must scroll to see
    it". Opened from wherever the page stands, the whole box scrolls into the notebook's view
    at 1366x768, its Close Share button too."""
    lab = share_page
    assert lab.page.locator(".jp-FileBrowser").first.is_visible()  # JupyterLab as it opens
    _open_share(lab.page)
    view = lab.page.evaluate(_JS_NOTEBOOK_VIEW)
    close = lab.page.locator(f"{SHARED} button:has-text('Close Share')")
    square = lab.page.locator(f"{SHARED} .polislab-share figure svg").bounding_box()
    button = close.bounding_box()
    assert square and button
    assert min(square["width"], square["height"]) >= 240, square
    assert view["top"] <= square["y"] and square["y"] + square["height"] <= view["bottom"]
    assert button["y"] + button["height"] <= view["bottom"], (button, view)
    lab.screenshot("classroom-share-opened")
    _docs_picture(lab.screenshot("classroom-share-column", f"{SHARED} .polislab-tutorial-column"),
                  "share-box.png")
    close.click()
    lab.page.locator(f"{SHARED} .polislab-tutorial-next").wait_for(timeout=TIMEOUT)


def test_show_the_class_fills_the_screen_and_closes_three_ways(share_page: LabPage) -> None:
    """"Show the class": the QR code as large as the screen's smaller side allows, white
    around it, the moment in words and its code under it; a dialog that takes the focus and
    gives it back; closed by Escape, by Close and by a click; text of AA contrast."""
    from polislab.classroom import read_moment

    lab = share_page
    page = lab.page
    _open_share(page)
    show = page.locator(f"{SHARED} .polislab-show-class")
    show.focus()  # keyboard reachable: a button, opened by Enter
    page.keyboard.press("Enter")
    dialog = page.locator(".polislab-class-view[role=dialog]")
    dialog.wait_for(timeout=TIMEOUT)
    assert dialog.get_attribute("aria-modal") == "true"
    title = page.locator(f"#{dialog.get_attribute('aria-labelledby')}")
    assert title.inner_text() == "Sieges: one won, one lost, step 3 of 7"
    code = page.locator(f"{SHARED} .polislab-moment-code textarea").input_value()
    assert dialog.locator(".polislab-class-view-code").inner_text() == code
    assert read_moment(code).step == 2
    assert page.evaluate("() => document.activeElement.closest('.polislab-class-view') !== null"
                         " && document.activeElement.innerText.trim() === 'Close'")
    # As large as the screen allows: the smaller side less the lines under it and a margin.
    square = dialog.locator("figure svg").bounding_box()
    caption = dialog.locator(".polislab-class-view-caption").bounding_box()
    assert square and caption
    assert square["width"] == square["height"]
    assert square["y"] >= 8 and square["x"] >= 8 and square["x"] + square["width"] <= 1366 - 8
    squares = dialog.locator("figure svg").evaluate("(svg) => svg.viewBox.baseVal.width")
    room = 768 - caption["height"] - 3 * 16  # less the lines under it and the margins
    assert room - squares < square["height"] <= room, (square, caption, squares)
    assert square["height"] % squares == 0  # squares of whole pixels: sharp edges
    assert caption["y"] >= square["y"] + square["height"] and caption["y"] + caption[
        "height"] <= 768
    assert dialog.locator("figure").get_attribute("role") == "img"
    # Dark on white everywhere (the QR code needs it); the text at AA contrast.
    for part in (".polislab-class-view-words", ".polislab-class-view-code",
                 ".polislab-class-view-close"):
        colours = dialog.locator(part).evaluate(_JS_COLOURS)
        ratio = _contrast(colours["text"], colours["back"])
        assert ratio >= 4.5, (part, colours, ratio)
    assert dialog.evaluate("(el) => getComputedStyle(el).backgroundColor") == "rgb(255, 255, 255)"
    _axe_over(page, ".polislab-class-view")
    _docs_picture(lab.screenshot("classroom-show-the-class"), "show-the-class.png", scale=0.5)
    page.keyboard.press("Tab")  # the dialog keeps the focus
    assert page.evaluate("() => !!document.activeElement.closest('.polislab-class-view')")
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached", timeout=TIMEOUT)
    assert page.evaluate("() => document.activeElement.classList.contains('polislab-show-class')")
    # Closed by its Close button, and by a click anywhere (here on the QR code itself).
    show.click()
    page.locator(".polislab-class-view-close").click()
    dialog.wait_for(state="detached", timeout=TIMEOUT)
    show.click()
    dialog.locator("figure").click()
    dialog.wait_for(state="detached", timeout=TIMEOUT)
    assert not [e for e in lab.errors if "pageerror" in e], lab.errors
    page.locator(f"{SHARED} button:has-text('Close Share')").click()


def _docs_picture(shot: Path, name: str, scale: float = 1.0) -> None:
    """With POLISLAB_UPDATE_SCREENSHOTS=1, ``shot`` becomes docs/img/``name`` (the pictures of
    docs/teaching.md), scaled by ``scale`` and in 16 colours: a small PNG."""
    if os.environ.get("POLISLAB_UPDATE_SCREENSHOTS") != "1":
        return
    from PIL import Image

    with Image.open(shot) as image:
        size = (round(image.width * scale), round(image.height * scale))
        small = image.convert("RGB").resize(size, Image.Resampling.LANCZOS)
        small.quantize(colors=16).save(ROOT / "docs" / "img" / name, optimize=True)


def _axe_over(page: Page, selector: str) -> None:
    """axe-core (WCAG 2.1 A and AA) finds nothing in ``selector`` (when axe is at hand: see
    test_accessibility.py)."""
    from .test_accessibility import AXE, TAGS

    if not AXE.is_file():
        if in_ci():
            pytest.fail(f"no axe-core at {AXE}", pytrace=False)
        return
    page.add_script_tag(path=str(AXE))
    violations = page.evaluate(
        "async ([sel, tags]) => (await axe.run(document.querySelector(sel),"
        " {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']}))"
        ".violations.map((v) => v.id + ': ' + v.help)", [selector, TAGS])
    assert violations == [], violations


def show_the_class_once(page: Page, root: str, screenshot: str) -> None:
    """Share, then "Show the class", in the tutorial player inside ``root``: a modal dialog
    whose QR code fills most of the viewport's smaller side, and Escape closes it (for the
    JupyterLite site and Voilà; JupyterLab gets every check above). The Share box, opened
    from above the screen, scrolls into view first."""
    _open_share(page, root)
    show = page.locator(f"{root} .polislab-show-class")
    show.click()
    dialog = page.locator(".polislab-class-view[role=dialog][aria-modal=true]")
    dialog.wait_for(timeout=TIMEOUT)
    viewport = page.viewport_size
    square = dialog.locator("figure svg").bounding_box()
    assert viewport and square
    assert square["height"] >= 0.75 * min(viewport["width"], viewport["height"]), square
    assert square["y"] + square["height"] <= viewport["height"]
    page.screenshot(path=str(OUTPUT_DIR / f"{screenshot}.png"))
    page.keyboard.press("Escape")
    dialog.wait_for(state="detached", timeout=TIMEOUT)
    assert page.evaluate("() => document.activeElement.classList.contains('polislab-show-class')")
