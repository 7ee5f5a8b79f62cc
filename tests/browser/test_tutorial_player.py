"""TutorialPlayer in a real JupyterLab: Next and the arrow keys move the narration and the board.

notebooks/tutorial_player.ipynb builds a 3-step hopping scenario and shows
``player = TutorialPlayer(scenario)``. Each test presses a control in the page (a real click on
the button, a real key press on the focused controls) and then checks all three sides: the
kernel's ``player.step`` and board state, the narration text in the page, and the board's
pixels. Nothing passes unless the widgets rendered: every check waits for a visible element.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import NOTEBOOK_DIR, CanvasStats, LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator

pytestmark = pytest.mark.browser

NOTEBOOK = "tutorial_player.ipynb"
PLAYER = ".polislab-test-tutorial"
CONTROLS = f"{PLAYER} .polislab-tutorial"
NARRATION = f"{PLAYER} .polislab-tutorial-narration"
# The board: the one <canvas> ipycanvas shows, its layers copied onto it in the browser.
BOARD = f"{PLAYER} canvas.polislab-board"
TIMEOUT = 15.0


@pytest.fixture(scope="module")
def tutorial(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """tutorial_player.ipynb opened and run once for the module."""
    for lab in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        lab.open_notebook(NOTEBOOK)
        t1 = time.monotonic()
        lab.run_all_cells()
        print(f"\n[browser] tutorial: open {t1 - t0:.1f}s, run all {time.monotonic() - t1:.1f}s")
        yield lab


@pytest.fixture
def player(tutorial: LabPage) -> LabPage:
    """The player back at step 0 in script mode, drawn, with step 0's narration shown."""
    tutorial.kernel_exec("player.back_to_script(); player.reset()")
    assert tutorial.wait_kernel_value("player.step", 0) == 0
    tutorial.wait_canvas_drawn(BOARD, min_colors=8, timeout=TIMEOUT)  # squares and pieces
    _expect_narration(tutorial, 0)
    _wait_board_settled(tutorial)  # so a later change is the test's, not the reset's
    return tutorial


def _wait_board_settled(lab: LabPage, quiet_ms: int = 400) -> CanvasStats:
    """Wait until the board's pixels stay the same for ``quiet_ms`` (animations done)."""
    deadline = time.monotonic() + TIMEOUT
    stats = lab.canvas_stats(BOARD)
    while time.monotonic() < deadline:
        lab.page.wait_for_timeout(quiet_ms)
        again = lab.canvas_stats(BOARD)
        if again == stats:
            return stats
        stats = again
    raise AssertionError(f"the board never stopped changing: {stats}")


def _narration(lab: LabPage, step: int) -> str:
    return str(lab.kernel_eval(f"scenario.steps[{step}].narration"))


def _expect_narration(lab: LabPage, step: int) -> None:
    from playwright.sync_api import expect

    expect(lab.page.locator(NARRATION)).to_have_text(_narration(lab, step),
                                                     timeout=TIMEOUT * 1000)


def _wait_board_changed(lab: LabPage, before: CanvasStats) -> CanvasStats:
    return lab.wait_canvas_changed(BOARD, before, TIMEOUT)


def _assert_kernel_at(lab: LabPage, step: int) -> None:
    assert lab.wait_kernel_value("player.step", step) == step
    assert lab.kernel_eval(f"player.state == scenario.frames[{step}].state") is True
    assert lab.kernel_eval(f"player.view.board.state == scenario.frames[{step}].state") is True


def _button(lab: LabPage, name: str) -> Locator:
    return lab.page.locator(f"{CONTROLS} button.polislab-tutorial-{name}")


def test_next_button_moves_narration_board_and_kernel(player: LabPage) -> None:
    before = player.canvas_stats(BOARD)
    player.screenshot("tutorial-step0", PLAYER)
    next_button = _button(player, "next")
    assert next_button.get_attribute("aria-label") == "Next step"
    next_button.click()  # a real click on the button element

    _assert_kernel_at(player, 1)
    _expect_narration(player, 1)
    after = _wait_board_changed(player, before)  # e3-e4 played, the Blue dog captured
    assert not after.blank and after.colors >= 8
    where = player.page.locator(f"{CONTROLS} .polislab-tutorial-where")
    assert where.inner_text().startswith("Step 2 of 3")
    current = player.page.locator(f"{CONTROLS} [aria-current=step]")
    assert current.text_content() == "A capture"  # (in the folded step list)
    player.screenshot("tutorial-next-clicked", PLAYER)
    player.screenshot("tutorial-page")


def test_arrow_keys_on_the_focused_controls(player: LabPage) -> None:
    before = player.canvas_stats(BOARD)
    controls = player.page.locator(CONTROLS)
    assert controls.get_attribute("tabindex") == "0"
    controls.focus()
    player.page.keyboard.press("ArrowRight")

    _assert_kernel_at(player, 1)
    _expect_narration(player, 1)
    at_one = _wait_board_changed(player, before)
    player.page.keyboard.press("End")
    _assert_kernel_at(player, 2)
    _expect_narration(player, 2)
    _wait_board_changed(player, at_one)
    player.page.keyboard.press("ArrowLeft")
    _assert_kernel_at(player, 1)
    player.page.keyboard.press("Home")
    _assert_kernel_at(player, 0)
    _expect_narration(player, 0)
    player.screenshot("tutorial-keyboard", PLAYER)


def test_step_list_and_try_it_yourself(player: LabPage) -> None:
    fold = player.page.locator(f"{CONTROLS} .polislab-tutorial-fold")
    if fold.get_attribute("open") is None:  # the step list folds away (one screen)
        player.page.locator(f"{CONTROLS} .polislab-tutorial-summary").click()
    player.page.locator(f"{CONTROLS} .polislab-tutorial-step", has_text="Blue replies").click()
    _assert_kernel_at(player, 2)
    _expect_narration(player, 2)
    _button(player, "try").click()
    assert player.wait_kernel_value("player.mode", "free") == "free"
    assert player.kernel_eval("player.view.interactive") is True
    assert _button(player, "next").get_attribute("aria-disabled") == "true"
    assert _button(player, "try").inner_text().strip().endswith("Back to the script")
    where = player.page.locator(f"{CONTROLS} .polislab-tutorial-where")
    assert where.inner_text() == "Your game, from step 3 of 3"
    status = player.page.locator(f"{CONTROLS} .polislab-tutorial-narration")  # its box, free
    assert "Red (round pieces) to move" in status.inner_text()
    player.screenshot("tutorial-try-it", PLAYER)
    _button(player, "try").click()
    assert player.wait_kernel_value("player.mode", "script") == "script"
    _assert_kernel_at(player, 2)


def test_play_runs_to_the_end_and_stops(player: LabPage) -> None:
    """Play steps on by a timer in the browser, each step reaching the kernel, then stops."""
    player.kernel_exec("player.controls.interval_ms = 300")
    play = _button(player, "play")
    play.click()
    assert player.wait_kernel_value("player.step", 2) == 2
    _assert_kernel_at(player, 2)
    assert player.wait_kernel_value("player.controls.playing", False) is False
    _expect_narration(player, 2)
    assert play.inner_text().strip().endswith("Play")  # Pause turned back into Play
    player.kernel_exec("player.controls.interval_ms = 1500")


def test_saved_output_carries_a_static_board_and_a_stable_text(player: LabPage) -> None:
    """The display data holds an SVG of the board and a text with no memory address."""
    outputs = player.page.evaluate(
        """([path]) => {
          for (const w of window.jupyterapp.shell.widgets('main')) {
            if (!w.context || w.context.path !== path) continue;
            return Array.from(w.content.model.cells).flatMap((c) => c.toJSON().outputs || []);
          }
          return [];
        }""",
        [player.path],
    )
    [data] = [o["data"] for o in outputs if "TutorialPlayer" in str(o.get("data", {}))]
    assert data["text/plain"].startswith("TutorialPlayer('A hopping capture', step ")
    assert "0x" not in data["text/plain"]
    svg = data["image/svg+xml"]
    svg = "".join(svg) if isinstance(svg, list) else svg
    assert svg.startswith("<svg") and "Hopping Polis" in svg
    assert "application/vnd.jupyter.widget-view+json" in data


# Each part of the panel under the controls, top to bottom, as the page lays it out.
_PANEL_PARTS_JS = """(panel) => Array.from(panel.children)
  .filter((el) => el.getBoundingClientRect().height > 0)
  .map((el) => { const r = el.getBoundingClientRect();
    return {cls: el.className.split(' ').filter((c) => c.startsWith('polislab-')).join(' ')
                 || el.className.slice(0, 40),
            top: r.top, bottom: r.bottom, scroll: el.scrollHeight, client: el.clientHeight}; })"""


def test_in_try_it_yourself_the_log_never_covers_the_buttons(player: LabPage) -> None:
    """The teacher's walkthrough (Task 5, kb_3_played): in "Try it yourself" the move log ran
    under the Undo / Redo / New game row. Now, with a long log and a long message, the parts
    of the panel follow each other without overlapping, and the log scrolls on its own."""
    player.page.set_viewport_size({"width": 1366, "height": 768})
    try:
        player.kernel_exec("player.goto(1); player.try_it()\n"
                           "for _ in range(4):\n"
                           "    player.view.play(player.view.state.legal_actions()[0])\n"
                           "player.view.show_last(4)\n"
                           "player.view.message = 'A message long enough to take three lines "
                           "in the column beside the board, as a refused click or a typed move "
                           "that cannot be read does, naming its rule.'")
        panel = player.page.locator(f"{PLAYER} .polislab-play-panel")
        player.page.locator(f"{PLAYER} .polislab-undo").wait_for(timeout=TIMEOUT * 1000)
        player.page.wait_for_function(
            "(sel) => document.querySelector(sel).innerText.includes('A message long')",
            arg=f"{PLAYER} .polislab-play-panel", timeout=TIMEOUT * 1000)
        parts = panel.evaluate(_PANEL_PARTS_JS)
        for above, below in zip(parts, parts[1:], strict=False):
            assert above["bottom"] <= below["top"] + 0.5, (above, below)
        log = next(p for p in parts if "polislab-events" in p["cls"])
        assert log["scroll"] > log["client"], "the long log should scroll in its own box"
        player.screenshot("tutorial-try-it-long-log", PLAYER)
    finally:
        player.page.set_viewport_size({"width": 1280, "height": 1000})


def test_notebook7_next_button(lab_page: LabPage, lab_server: LabServer) -> None:
    """The same notebook in Notebook 7 (/notebooks/...): renders, Next moves narration and board.

    A copy of the notebook gets its own kernel, started on the server before the page opens (so
    Notebook 7 never asks "Select Kernel"); the cells run through Notebook 7's own command, with
    its promise awaited, once the kernel is idle and connected (the app's signals, no timers).
    The kernel's side of each step is checked in JupyterLab above.
    """
    from playwright.sync_api import expect

    path = lab_server.add_notebook(NOTEBOOK_DIR / NOTEBOOK, "notebook7/tutorial_player.ipynb")
    lab_server.start_kernel_for(path)
    page = lab_page.page
    lab_page.open_notebook(path, prefix="/notebooks/")
    lab_page.run_all_cells()
    narration = page.locator(NARRATION)
    expect(narration).to_contain_text("Watch the Blue dog on f3", timeout=TIMEOUT * 1000)
    before = lab_page.wait_canvas_drawn(BOARD, min_colors=8, timeout=TIMEOUT)
    page.locator(f"{CONTROLS} button.polislab-tutorial-next").click()
    expect(narration).to_contain_text("hops over it to d5", timeout=TIMEOUT * 1000)
    expect(page.locator(f"{CONTROLS} [aria-current=step]")).to_have_text("A capture")
    lab_page.wait_canvas_changed(BOARD, before, TIMEOUT)
    lab_page.screenshot("tutorial-notebook7", PLAYER)

