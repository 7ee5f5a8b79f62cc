"""The class on a real JupyterHub (issue 38): a teacher and two learners, each with their own
single-user JupyterLab and home folder, logged in through the hub's login page in Chromium.

The hub (tests/browser/hub_harness.py) is the `jupyterhub` package with configurable-http-proxy
from npm, dummy authentication and a local spawner, both installed by scripts/test.sh. The
teacher leads from a folder the learners only read, and they follow it from their own servers.

How "the learners only read" is enforced: each learner's server runs in a mount namespace of
its own where the shared folder is a read-only bind mount (what Zero to JupyterHub does with a
volume mounted read-only for students), and every user's server runs with no Linux
capabilities, so that it can neither remount the folder nor override a permission. Separate
system users (useradd) were the other way; they cannot run here, where the machine's Python is
under /root, which only root may read. The kernel refuses the learners' writes
("Read-only file system") whoever they are. Without root, unshare and mount (or without
jupyterhub, configurable-http-proxy or Chromium), the test skips locally and fails in CI.

It checks that:
- the teacher leads (``lead(player, channel, folder=shared)``) and two learners' pages follow
  (``follow(channel, folder=shared)``): the teacher's narration shows in each learner's page,
  and the teacher's Next moves both;
- a learner's kernel restarted, and their notebook run again, catches up: their board shows
  the step the teacher went to meanwhile;
- a learner who tries to lead the channel is told why in a sentence in the page, with no
  traceback, and the channel is left as the teacher wrote it;
- both learners answer a question; their results files, written into the hand-in folder, merge
  into the teacher's ``class_results(folder)`` table, which names both.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pytest

from .hub_harness import ClassHub, proxy_command, why_read_only_cannot_be_enforced
from .jupyter_harness import KernelError, LabPage, in_ci

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = [pytest.mark.browser, pytest.mark.hub]

TIMEOUT = 60_000
#: A user's first page waits for their server to start (three at once, on two cores).
SPAWN_TIMEOUT = 240_000
TEACHER = "teacher"
LEARNERS = ("ann", "ben")
CHANNEL = "class-3b"
TEACHER_BOARD = ".polislab-test-teacher"
LEARNER_BOARD = ".polislab-test-learner"
NARRATION = ".polislab-tutorial-narration"
PROMPT = "How many actions does a player take in a turn?"


def _teacher_cells(shared: str) -> list[str]:
    return [
        "from polislab.games import hegemony\n"
        "from polislab.widgets import TutorialPlayer\n"
        "from polislab.widgets.classroom import lead\n"
        "teacher = TutorialPlayer(hegemony.tutorial('sieges'))\n"
        "teacher.add_class('polislab-test-teacher')\n"
        f"stop = lead(teacher, {CHANNEL!r}, folder={shared!r})\n"
        "teacher",
    ]


def _learner_cells(shared: str) -> list[str]:
    return [
        "from polislab.widgets.classroom import follow\n"
        f"learner = follow({CHANNEL!r}, folder={shared!r}, interval=0.2)\n"
        "learner.add_class('polislab-test-learner')\n"
        "learner",
        "from polislab.widgets import Question\n"
        f"question = Question({PROMPT!r},\n"
        "                    lambda text: (text.strip() == '2', 'two different actions'),\n"
        "                    hint='Two.')\n"
        "question.add_class('polislab-test-question')\n"
        "question",
    ]


def _leading_cells(shared: str) -> list[str]:
    """A learner's try at leading the teacher's channel."""
    return [
        "from polislab.games import hegemony\n"
        "from polislab.widgets import TutorialPlayer\n"
        "from polislab.widgets.classroom import lead\n"
        "mine = TutorialPlayer(hegemony.tutorial('sieges'))\n"
        f"lead(mine, {CHANNEL!r}, folder={shared!r})",
    ]


def _results_cells(hand_in: str) -> list[str]:
    return [
        "from polislab.classroom.results import class_results\n"
        f"results = class_results({hand_in!r})\n"
        "results",
    ]


def _write_notebook(path: Any, cells: list[str]) -> None:
    import nbformat

    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    nbformat.write(notebook, path)


def _unavailable(reason: str) -> None:
    if in_ci():
        pytest.fail(f"CI=true and the JupyterHub test cannot run: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def hub(tmp_path_factory: pytest.TempPathFactory, chromium_path: str) -> Iterator[ClassHub]:
    """The class's hub, with each user's notebooks in their home folder."""
    try:
        import jupyterhub  # noqa: F401
    except ImportError:
        _unavailable("the jupyterhub package is not installed (scripts/test.sh installs it)")
    proxy = proxy_command()
    if proxy is None:
        _unavailable("no configurable-http-proxy (scripts/test.sh installs it into build/hub/)")
    work = tmp_path_factory.mktemp("hub")
    reason = why_read_only_cannot_be_enforced(work)
    if reason:
        _unavailable(reason)
    assert proxy is not None
    started = time.monotonic()
    with ClassHub(work, proxy, TEACHER, LEARNERS) as class_hub:
        shared, hand_in = str(class_hub.shared), str(class_hub.hand_in)
        _write_notebook(class_hub.home(TEACHER) / "lead.ipynb", _teacher_cells(shared))
        _write_notebook(class_hub.home(TEACHER) / "results.ipynb", _results_cells(hand_in))
        for learner in LEARNERS:
            _write_notebook(class_hub.home(learner) / "follow.ipynb", _learner_cells(shared))
            _write_notebook(class_hub.home(learner) / "lead.ipynb", _leading_cells(shared))
        print(f"\n[hub] JupyterHub up at {class_hub.url} in {time.monotonic() - started:.1f}s")
        yield class_hub
        print(f"\n[hub] the class's test took {time.monotonic() - started:.1f}s")


@dataclass
class UserServer:
    """What LabPage needs of a server: its address (the user's, behind the hub's proxy)."""

    url: str


@pytest.fixture(scope="module")
def pages(hub: ClassHub, lab_browser: Browser) -> Iterator[dict[str, LabPage]]:
    """Each user logged in through the hub's login page, in a browser context of their own;
    the three servers start together."""
    contexts = []
    started = time.monotonic()
    try:
        users: dict[str, LabPage] = {}
        for name in (TEACHER, *LEARNERS):
            context = lab_browser.new_context(viewport={"width": 1280, "height": 1000})
            context.set_default_timeout(TIMEOUT)
            contexts.append(context)
            page = context.new_page()
            page.goto(f"{hub.url}/hub/login")
            page.fill("#username_input", name)
            page.fill("#password_input", "any password")  # dummy authentication
            page.click("#login_submit")
            users[name] = LabPage(page, UserServer(f"{hub.url}/user/{name}"))  # type: ignore
        for name, lab in users.items():
            try:
                lab.page.wait_for_url(f"**/user/{name}/lab**", timeout=SPAWN_TIMEOUT)
            except Exception:
                raise AssertionError(f"{name}'s server did not start:\n{hub.log_tail()}") from None
        print(f"\n[hub] three users logged in, their servers up, in "
              f"{time.monotonic() - started:.1f}s")
        yield users
    finally:
        for context in contexts:
            context.close()


def _narration(lab: LabPage, board: str) -> str:
    locator = lab.page.locator(f"{board} {NARRATION}")
    locator.wait_for(state="visible", timeout=TIMEOUT)
    return locator.inner_text()


def _wait_narration(lab: LabPage, board: str, text: str) -> None:
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        lab.page.wait_for_function(
            "([sel, text]) => document.querySelector(sel)?.innerText === text",
            arg=[f"{board} {NARRATION}", text], timeout=TIMEOUT)
    except PlaywrightTimeout:
        shown = lab.page.locator(f"{board} {NARRATION}").all_inner_texts()
        outputs = lab.page.locator(".jp-OutputArea-output").all_inner_texts()
        raise AssertionError(f"never shown: {text!r}\nnarrations: {shown}\n"
                             f"outputs: {[o[:300] for o in outputs]}") from None


def _next(teacher: LabPage, step: int) -> str:
    """The teacher presses Next, to ``step`` (from 0); returns the narration the teacher's page
    shows then."""
    before = _narration(teacher, TEACHER_BOARD)
    teacher.page.locator(f"{TEACHER_BOARD} .polislab-tutorial-next").click()
    assert teacher.wait_kernel_value("teacher.step", step) == step
    teacher.page.wait_for_function(
        "([sel, text]) => document.querySelector(sel)?.innerText !== text",
        arg=[f"{TEACHER_BOARD} {NARRATION}", before], timeout=TIMEOUT)
    return _narration(teacher, TEACHER_BOARD)


def _wait_idle(hub: ClassHub, lab: LabPage) -> None:
    """Wait for the notebook's kernel; if it never comes, say why, with the hub's log."""
    try:
        lab.wait_kernel_idle()
    except AssertionError as why:
        raise AssertionError(f"{why}\nthe hub log's problems:\n{hub.log_problems()}\n"
                             f"its end:\n{hub.log_tail(20)}") from None


def test_two_learners_follow_the_teacher(hub: ClassHub, pages: dict[str, LabPage]) -> None:
    teacher = pages[TEACHER]
    notebooks = {TEACHER: "lead.ipynb", **{learner: "follow.ipynb" for learner in LEARNERS}}
    for name, notebook in notebooks.items():  # the three kernels start together
        pages[name].open_in_lab(notebook)
    _wait_idle(hub, teacher)
    teacher.run_all_cells()
    first = _narration(teacher, TEACHER_BOARD)
    for learner in LEARNERS:
        _wait_idle(hub, pages[learner])
        pages[learner].run_all_cells()
        _wait_narration(pages[learner], LEARNER_BOARD, first)
    second = _next(teacher, 1)
    assert second != first
    for learner in LEARNERS:
        _wait_narration(pages[learner], LEARNER_BOARD, second)
        assert pages[learner].wait_kernel_value("learner.board.step", 1) == 1
        status = pages[learner].page.locator(f"{LEARNER_BOARD} .polislab-follow-status")
        assert status.inner_text().startswith(f"Following {CHANNEL}: "), status.inner_text()
    pages[LEARNERS[0]].screenshot("hub-learner-follows", LEARNER_BOARD)


def test_a_restarted_kernel_catches_up(pages: dict[str, LabPage]) -> None:
    """Ann's kernel restarts; the teacher goes on meanwhile; Ann runs her notebook again and
    her board shows the teacher's step, not the first."""
    teacher, ann = pages[TEACHER], pages[LEARNERS[0]]
    ann.page.evaluate(
        "async (path) => { for (const w of window.jupyterapp.shell.widgets('main'))"
        " if (w.context && w.context.path === path)"
        " await w.sessionContext.session.kernel.restart(); }", ann.path)
    ann.wait_kernel_idle()
    with pytest.raises(KernelError, match="NameError"):
        ann.kernel_eval("learner.serial")  # a new kernel: the follower is gone
    third = _next(teacher, 2)
    ann.run_all_cells()
    _wait_narration(ann, LEARNER_BOARD, third)
    assert ann.wait_kernel_value("learner.board.step", 2) == 2
    _wait_narration(pages[LEARNERS[1]], LEARNER_BOARD, third)  # Ben followed all along


def _answer(lab: LabPage, tries: list[str]) -> None:
    """Answer the question in the learner's page: each try in turn, Enter after each."""
    question = lab.page.locator(".polislab-test-question")
    entry = question.locator(".polislab-question-entry input")
    for answer in tries:
        entry.fill(answer)
        entry.press("Enter")
        verdict = "Right" if answer == "2" else "Not yet"
        question.locator(".polislab-exercise-feedback").get_by_text(verdict).wait_for(
            timeout=TIMEOUT)


def test_results_handed_in_merge_into_the_class_table(hub: ClassHub,
                                                      pages: dict[str, LabPage]) -> None:
    """Each learner's results file is in the hand-in folder (the hub sets
    POLISLAB_RESULTS_FILE), named by the hub's user name; the teacher's table names both."""
    for learner, tries in zip(LEARNERS, (["2"], ["3", "2"]), strict=True):
        lab = pages[learner]
        _answer(lab, tries)  # in the notebook they follow from, under the board
        handed_in = hub.hand_in / f"polislab-results-{learner}.json"
        data = json.loads(handed_in.read_text(encoding="utf-8"))
        assert data["learner"] == learner
        assert [entry["correct"] for entry in data["entries"]] == [t == "2" for t in tries]
    teacher = pages[TEACHER]
    teacher.open_notebook("results.ipynb")
    teacher.run_all_cells()
    table = teacher.page.locator("table.polislab-class-results")
    table.wait_for(timeout=TIMEOUT)
    assert table.locator("caption").inner_text() == "2 learners' results"
    assert teacher.kernel_eval("results.learners()") == list(LEARNERS)
    row = teacher.kernel_eval("[(r.title, r.tried, r.right, r.first_try, r.attempts)"
                              " for r in results.rows()]")
    assert row == [[PROMPT, 2, 2, 1, 1.5]]
    assert PROMPT in table.inner_text()
    teacher.screenshot("hub-class-table", "table.polislab-class-results")
    print(f"\n[hub] memory now (RSS, MB): {hub.memory_mb()}")


def test_a_learner_who_leads_is_told_why_in_a_sentence(hub: ClassHub,
                                                       pages: dict[str, LabPage]) -> None:
    ben = pages[LEARNERS[1]]
    channel = hub.shared / ".polislab-follow" / f"{CHANNEL}.json"
    before = channel.read_text(encoding="utf-8")
    ben.open_notebook("lead.ipynb")
    with pytest.raises(KernelError) as failed:
        ben.run_all_cells()
    shown = str(failed.value)
    assert shown.startswith(f"ScenarioError: the channel {CHANNEL} cannot be written in "
                            f"{hub.shared}"), shown
    assert "Read-only file system" in shown and "the teacher, leads it" in shown, shown
    output = ben.page.locator(".jp-OutputArea-output").last
    output.get_by_text("only the one who may write that folder").wait_for(timeout=TIMEOUT)
    said = output.inner_text()
    assert "Traceback" not in said and "File " not in said and "follow.py" not in said, said
    assert channel.read_text(encoding="utf-8") == before  # the teacher's step, untouched
    ben.screenshot("hub-learner-leads", ".jp-Cell")
