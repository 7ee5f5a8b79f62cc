"""Fight for the Hegemony on a PlayView in a real JupyterLab + Chromium: a click on a polis
reaches the kernel, the list offers its legal actions, choosing one plays it, and both the
kernel's state and the canvas's pixels change (notebooks/hegemony_play_view.ipynb).

As in test_play_view.py, the board is the one ``<canvas>`` ipycanvas shows (class
"polislab-board"); the check that the picture changed reads the pixels
inside the place the action changed (Messenia, where the new hoplite stands).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

VIEW = ".polislab-play-view"
BOARD = f"{VIEW} canvas.polislab-board"
ACTION = "create hoplite Pylos pay metal"
TIMEOUT = 15.0


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """hegemony_play_view.ipynb opened and run once for the module."""
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("hegemony_play_view.ipynb")
        page.run_all_cells()
        print(f"\n[browser] hegemony_play_view: open and run {time.monotonic() - t0:.1f}s")
        yield page


def region_digest(lab: LabPage, region: str) -> str:
    """A fingerprint of the board's pixels inside ``region`` (a place of the scene)."""
    x, y, w, h = (int(v) for v in lab.kernel_eval(  # in canvas pixels
        f"[v * view.board.pixel_ratio for v in view.board.scene.regions[{region!r}]]"))
    return str(
        lab.page.locator(BOARD).evaluate(
            "(cv, [x, y, w, h]) => { const d = cv.getContext('2d').getImageData(x, y, w, h).data;"
            " let s = 2166136261; for (let i = 0; i < d.length; i++)"
            " s = Math.imul(s ^ d[i], 16777619) >>> 0; return s.toString(16); }",
            [x, y, w, h],
        )
    )


def typed_illegal_is_explained(lab: LabPage, text: str, reason: str) -> None:
    """Type ``text`` (an illegal action) in the view's box: the message explains it, naming
    ``reason``, the board's live region says it, and neither the state nor the timeline
    changes."""
    lab.kernel_exec("view.new_game(start)")
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    before = lab.kernel_eval("view.state.digest()")
    box = lab.page.locator(f"{VIEW} .polislab-move-entry input")
    box.fill(text)
    box.press("Enter")
    message = lab.page.locator(f"{VIEW} .polislab-message", has_text=reason)
    message.wait_for(timeout=TIMEOUT * 1000)
    said = lab.page.locator(f"{VIEW} .polislab-live", has_text=reason).first
    said.wait_for(state="attached", timeout=TIMEOUT * 1000)
    assert lab.kernel_eval("view.state.digest()") == before
    assert lab.kernel_eval("len(view.timeline)") == 0


def wait_region_changed(lab: LabPage, region: str, before: str) -> str:
    deadline = time.monotonic() + TIMEOUT
    now = region_digest(lab, region)
    while now == before and time.monotonic() < deadline:
        lab.page.wait_for_timeout(50)
        now = region_digest(lab, region)
    assert now != before, f"the pixels of {region} never changed"
    return now


def test_a_click_on_a_polis_then_a_choice_plays_the_action(lab: LabPage) -> None:
    lab.kernel_exec("view.new_game(start)")
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    start = lab.canvas_stats(BOARD)
    messenia = region_digest(lab, "Messenia")
    lab.screenshot("hegemony-play-view-start", VIEW)

    x, y = lab.kernel_eval(
        "[c * view.board.pixel_ratio for c in view.board.center_of('Pylos')]")
    lab.click_canvas(BOARD, x, y)
    offered = lab.kernel_eval(
        "[str(a) for a in engine.legal_actions(start) if 'Pylos' in (getattr(a, 'polis', None),"
        " getattr(a, 'to', None))]"
    )
    assert ACTION in offered
    assert lab.wait_kernel_value("[str(a) for a in view.choices]", offered) == offered
    choices = lab.page.locator(f"{VIEW} .polislab-choice-list select")
    choices.wait_for(state="visible", timeout=TIMEOUT * 1000)
    shown = [t.replace("\xa0", " ").strip() for t in choices.locator("option").all_inner_texts()]
    # each choice in plain words (ipywidgets writes an option's spaces as no-break spaces)
    assert shown == lab.kernel_eval("[label for label, _ in view._choice_list.options]")
    assert shown[offered.index(ACTION)] == "Create a hoplite in Pylos, paying 1 metal"
    assert len(lab.kernel_eval("view.timeline.actions")) == 0  # offering plays nothing

    index = offered.index(ACTION)
    choices.select_option(index=index)
    assert lab.wait_kernel_value("view._choice_list.value", index) == index
    lab.page.locator(f"{VIEW} .polislab-play-choice").click()
    played = lab.wait_kernel_value("[str(a) for a in view.timeline.actions]", [ACTION])
    assert played == [ACTION]
    assert lab.kernel_eval(f"view.state == engine.apply(start, {ACTION!r})[0]") is True
    assert lab.kernel_eval("view.state.units('Messenia', 'sparta').hoplites") == 1

    lab.wait_canvas_changed(BOARD, start)
    wait_region_changed(lab, "Messenia", messenia)  # the new hoplite's chip is drawn there
    lab.page.locator(f"{VIEW} .polislab-events", has_text="created 1 hoplite").wait_for(
        timeout=TIMEOUT * 1000
    )
    choices.wait_for(state="hidden", timeout=TIMEOUT * 1000)  # the list closes once played (its
    # layout is a message of its own: under load the page showed the events before it)
    lab.screenshot("hegemony-play-view-after", VIEW)


def test_an_illegal_action_typed_in_the_box_is_explained_and_changes_nothing(
    lab: LabPage,
) -> None:
    typed_illegal_is_explained(lab, "besiege Thebai", "HG49")
