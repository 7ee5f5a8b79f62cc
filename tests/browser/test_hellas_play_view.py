"""Hellas on a PlayView in a real JupyterLab + Chromium: a click on a city reaches the kernel,
the list offers its legal actions, choosing one plays it, and both the kernel's state and the
canvas's pixels change (notebooks/hellas_play_view.ipynb).

As in test_hegemony_play_view.py, the board is the one ``<canvas>`` ipycanvas shows (class
"polislab-board"); the check that the picture changed reads the
pixels inside the city the attack took (Sparta, whose plate turns from dark's to light's).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page
from .test_hegemony_play_view import (
    BOARD,
    TIMEOUT,
    VIEW,
    region_digest,
    typed_illegal_is_explained,
    wait_region_changed,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

ACTION = "attack Sparta from Argos"


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """hellas_play_view.ipynb opened and run once for the module."""
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("hellas_play_view.ipynb")
        page.run_all_cells()
        print(f"\n[browser] hellas_play_view: open and run {time.monotonic() - t0:.1f}s")
        yield page


def test_a_click_on_a_city_then_a_choice_plays_the_attack(lab: LabPage) -> None:
    lab.kernel_exec("view.new_game(start)")
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    start = lab.canvas_stats(BOARD)
    sparta = region_digest(lab, "Sparta")
    lab.screenshot("hellas-play-view-start", VIEW)

    x, y = lab.kernel_eval(
        "[c * view.board.pixel_ratio for c in view.board.center_of('Sparta')]")
    lab.click_canvas(BOARD, x, y)
    offered = lab.kernel_eval(
        "[str(a) for a in engine.legal_actions(start) if getattr(a, 'target', None) == 'Sparta']"
    )
    assert ACTION in offered
    assert lab.wait_kernel_value("[str(a) for a in view.choices]", offered) == offered
    choices = lab.page.locator(f"{VIEW} .polislab-choice-list select")
    choices.wait_for(state="visible", timeout=TIMEOUT * 1000)
    shown = [t.replace("\xa0", " ").strip() for t in choices.locator("option").all_inner_texts()]
    assert shown == offered
    assert len(lab.kernel_eval("view.timeline.actions")) == 0  # offering plays nothing

    index = offered.index(ACTION)
    choices.select_option(index=index)
    assert lab.wait_kernel_value("view._choice_list.value", index) == index
    lab.page.locator(f"{VIEW} .polislab-play-choice").click()
    played = lab.wait_kernel_value("[str(a) for a in view.timeline.actions]", [ACTION])
    assert played == [ACTION]
    assert lab.kernel_eval(f"view.state == engine.apply(start, {ACTION!r})[0]") is True
    assert lab.kernel_eval("view.state.city('Sparta').owner") == "light"

    lab.wait_canvas_changed(BOARD, start)
    wait_region_changed(lab, "Sparta", sparta)  # light's plate and Greek are drawn there
    lab.page.locator(f"{VIEW} .polislab-events", has_text="attack over land succeeds").wait_for(
        timeout=TIMEOUT * 1000
    )
    choices.wait_for(state="hidden", timeout=TIMEOUT * 1000)  # the list closes once played (its
    # layout is a message of its own: under load the page showed the events before it)
    lab.screenshot("hellas-play-view-after", VIEW)


def test_an_illegal_action_typed_in_the_box_is_explained_and_changes_nothing(
    lab: LabPage,
) -> None:
    typed_illegal_is_explained(lab, "attack Sparta from Argos x3", "keep at least")
