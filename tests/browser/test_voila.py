"""The code-free view (issue 24): a tutorial in Voilà, as the README's command starts it.

``voila notebooks/hopping-captures.ipynb`` runs the notebook in a kernel on the server and shows
its markdown and outputs with no code. In Chromium: no code cell shows, the boards are live and
drawn, the first player's Next changes its board, and the first exercise is answered by
clicking a piece and its destination on the board, which gives the verdict (the capture
exercise, the notebook's second). What the page shows reads as a lesson, not as Python: the
check cells after the boards print nothing (no raw list, no "d2 can go to: [...]"), the only
printed output is the "Write your own" cell's event sentences, and each exercise's question
shows once (in the exercise, not again in the markdown above it).

Voilà renders progressively here (``voila.json``, read from the folder Voilà starts in; why:
docs/design.md, "Widgets stay light").
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import OUTPUT_DIR, _free_port
from .test_lite_site import _wait_stats

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "notebooks" / "hopping-captures.ipynb"
FIRST_PLAYER = ":nth-match(.polislab-tutorial-player, 1)"
FIRST_EXERCISE = ":nth-match(.polislab-exercise, 2)"
#: The capture exercise's question, as its widget asks it.
CAPTURE_PROMPT = "Red to move: capture a Blue dog without losing one of yours."
#: The capture exercise of hopping-captures.ipynb (its second), as the notebook types it.
CAPTURE = """
.  .  .  .  .  .  .  BC
.  .  .  .  .  .  .  .
.  .  .  .  .  RD .  .
.  .  .  .  .  .  .  .
.  .  .  .  .  .  .  .
.  .  BD RD .  .  .  .
.  .  .  .  .  .  .  .
RC .  .  .  .  .  .  .
"""
#: The notebook's one printed output: the events of its "Write your own" cell.
WRITE_YOUR_OWN = "legal moves for blue"
#: A raw Python list of strings, as the check cells once printed ("['blocked', 'blocked']",
#: "h1 can go to: []").
RAW_LIST = re.compile(r"\[\]|\[\s*'[^'\n]*'(\s*,\s*'[^'\n]*')*\s*\]")


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory,
              chromium_path: str) -> Iterator[str]:
    pytest.importorskip("voila")
    yield from voila_server(NOTEBOOK, tmp_path_factory.mktemp("voila"))


def voila_server(notebook: Path, work: Path) -> Iterator[str]:
    """Voilà showing ``notebook`` (started from the repository's root, as README's command,
    with private Jupyter folders in ``work``): yields its address, stops it afterwards."""
    env = dict(os.environ)
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        (work / var).mkdir()
        env[var] = str(work / var)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    port = _free_port()
    log_path = work / "voila.log"
    log = log_path.open("wb")
    server = subprocess.Popen(
        [sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
         "--Voila.ip=127.0.0.1"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"{url}/voila/static/", timeout=2).close()
            break
        except urllib.error.HTTPError:
            break  # the server answers
        except OSError:
            if time.monotonic() > deadline or server.poll() is not None:
                server.kill()
                raise RuntimeError((work / "voila.log").read_text()[-3000:]) from None
            time.sleep(0.3)
    os.environ["POLISLAB_VOILA_LOG"] = str(log_path)  # read by _what_the_page_shows on failure
    yield url
    server.terminate()
    server.wait(timeout=20)
    log.close()


def _what_the_page_shows(page: Page, console: list[str]) -> str:
    """What a failed wait leaves to read: the widgets on the page, any output that failed to
    render, the browser's console and the end of Voilà's log."""
    counts = {sel: page.locator(sel).count() for sel in (
        "[cell-index]", ".jp-OutputArea-output", ".polislab-tutorial-player",
        ".polislab-exercise", "canvas.polislab-board")}
    failed = page.locator("text=Javascript Error").all_inner_texts()[:5]
    # Each output of a cell that ran: its first words ("Loading widget...", an error, a board).
    outputs = [t.strip()[:60] for t in page.locator(".jp-OutputArea-output").all_inner_texts()]
    log = Path(os.environ.get("POLISLAB_VOILA_LOG", "/nonexistent"))
    tail = log.read_text(errors="replace")[-3000:] if log.exists() else "(no log)"
    errors = [line for line in console if line.startswith("error")]
    return (f"on the page: {counts}; render errors: {failed}\noutputs: {outputs}\n"
            f"console errors: {errors[-20:]}\n"
            f"voila log:\n{tail}")


def _click_square(page: Page, root: str, board_view, square: str) -> None:  # noqa: ANN001
    """A real mouse click on ``square`` of the board in ``root`` (its place computed by the
    same board, built here, scaled to the canvas's size on the page)."""
    canvas = page.locator(f"{root} canvas.polislab-board")
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box is not None
    x, y = board_view.center_of(square)
    k = box["width"] / board_view.scene.width
    page.mouse.click(box["x"] + x * k, box["y"] + y * k)


def test_a_tutorial_in_voila_has_live_boards_next_and_an_answerable_exercise(
        lab_browser, voila_url: str) -> None:  # noqa: ANN001
    from polislab.games import hopping
    from polislab.games.hopping import goals
    from polislab.widgets import Exercise

    context = lab_browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    console: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.on("console", lambda msg: console.append(f"{msg.type}: {msg.text}"[:300]))
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    try:
        t0 = time.monotonic()
        page.goto(voila_url, timeout=120_000)
        try:
            page.locator(FIRST_PLAYER).wait_for(timeout=180_000)
        except Exception as exc:
            raise AssertionError(_what_the_page_shows(page, console)) from exc
        print(f"\n[voila] first player shown at {time.monotonic() - t0:.1f} s")
        assert any("/voila/execution/" in url for url in sockets), (
            f"Voilà did not render progressively (voila.json not read?): {sockets}")
        # Code-free: no code is shown, the markdown is.
        assert page.locator(".jp-InputArea-editor:visible, .CodeMirror:visible, "
                            ".cm-editor:visible").count() == 0
        assert page.get_by_text("Everything next to the moved piece hops").count() >= 1

        # Voilà runs the whole notebook, then the page makes every widget from the kernel's
        # state: the exercise (cell 48 of 59) is there before anything is clicked.
        try:
            page.locator(FIRST_EXERCISE).wait_for(state="attached", timeout=180_000)
        except Exception as exc:
            raise AssertionError(_what_the_page_shows(page, console)) from exc

        board = f"{FIRST_PLAYER} canvas.polislab-board"
        page.locator(board).scroll_into_view_if_needed()
        before = _wait_stats(page, board, lambda s: not s.blank and s.colors >= 8, "drawn")
        narration = page.locator(f"{FIRST_PLAYER} .polislab-tutorial-narration")
        first_text = narration.inner_text()
        page.locator(f"{FIRST_PLAYER} button.polislab-tutorial-next").click()
        _wait_stats(page, board, lambda s: s.digest != before.digest, "changed after Next")
        page.wait_for_function("([el, t]) => el.innerText !== t",
                               arg=[narration.element_handle(), first_text], timeout=10_000)

        # The exercise: the right move found here, then played by two clicks on the page.
        position = hopping.position(CAPTURE)
        exercise = Exercise(position, "", goals.capture("blue"))
        move = next(m for m in position.legal_moves() if exercise.try_answer(m).correct)
        page.locator(FIRST_EXERCISE).scroll_into_view_if_needed()
        page.locator(FIRST_EXERCISE).wait_for(timeout=30_000)
        _wait_stats(page, f"{FIRST_EXERCISE} canvas.polislab-board", lambda s: not s.blank, "drawn")
        _click_square(page, FIRST_EXERCISE, exercise.view.board, move.origin)
        page.wait_for_timeout(600)
        _click_square(page, FIRST_EXERCISE, exercise.view.board, move.target)
        feedback = page.locator(f"{FIRST_EXERCISE} .polislab-exercise-feedback")
        page.wait_for_function("el => el.innerText.includes('Right')",
                               arg=feedback.element_handle(), timeout=20_000)
        _check_what_the_class_reads(page, console)
        assert errors == []
    finally:
        context.close()


def _check_what_the_class_reads(page: Page, console: list[str]) -> None:
    """Every output on the page, once the last cell has run: no check cell printed anything (no
    raw list, no "can go to:"), the one printed output is "Write your own", and the capture
    exercise's question shows once. Leaves two screenshots: a check cell's place and an
    exercise."""
    try:
        page.get_by_text(WRITE_YOUR_OWN).wait_for(state="attached", timeout=180_000)
    except Exception as exc:
        raise AssertionError(_what_the_page_shows(page, console)) from exc
    outputs = page.evaluate("""() => Array.from(document.querySelectorAll(
        '.jp-OutputArea-output')).map((o) => [o.getAttribute('data-mime-type') || '',
                                              o.innerText])""")
    texts = [text for _mime, text in outputs]
    assert not [t for t in texts if RAW_LIST.search(t)], [t[:200] for t in texts
                                                           if RAW_LIST.search(t)]
    assert not [t for t in texts if "can go to:" in t]
    printed = [text for mime, text in outputs if mime.endswith(("stdout", "stderr"))]
    assert len(printed) == 1 and WRITE_YOUR_OWN in printed[0], printed
    shown = page.locator("body").inner_text()
    times = shown.count(CAPTURE_PROMPT)
    assert times == 1, f"the capture exercise's question shows {times} times"

    OUTPUT_DIR.mkdir(exist_ok=True)
    # Where the stunned chariot's check cell runs: the board, then straight to section 6.
    player = page.locator(":nth-match(.polislab-tutorial-player, 5)")
    player.evaluate("el => el.scrollIntoView({block: 'center'})")
    page.evaluate("() => window.scrollBy(0, 300)")
    page.wait_for_timeout(800)
    page.screenshot(path=str(OUTPUT_DIR / "voila_check_cell.png"))
    page.locator(FIRST_EXERCISE).evaluate("el => el.scrollIntoView({block: 'end'})")
    page.evaluate("() => window.scrollBy(0, -120)")
    page.wait_for_timeout(800)
    page.screenshot(path=str(OUTPUT_DIR / "voila_exercise.png"))


def test_a_moment_code_opens_in_the_code_free_view(lab_browser, voila_url: str) -> None:  # noqa: ANN001
    """The third place a moment code opens (issue 29): the code-free view, given the link
    form's ``moment`` in its address, opens the notebook's tutorial at that step."""
    import json
    import re

    from polislab.classroom import moment_code
    from polislab.games import hopping

    source = "".join("".join(cell["source"]) for cell in
                     json.loads(NOTEBOOK.read_text(encoding="utf-8"))["cells"])
    first = re.search(r'tutorial\("([a-z-]+)"\)', source).group(1)
    scenario = hopping.tutorial(first)
    code = moment_code(scenario, step=len(scenario) - 1)
    context = lab_browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        page.goto(f"{voila_url}/?moment={code}", timeout=120_000)
        page.locator(FIRST_PLAYER).wait_for(timeout=180_000)
        page.wait_for_function(
            "(text) => document.querySelector('.polislab-tutorial-player "
            ".polislab-tutorial-where')?.innerText.includes(text)",
            arg=f"Step {len(scenario)} of {len(scenario)}", timeout=60_000)
    finally:
        context.close()
