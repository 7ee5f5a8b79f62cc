"""Hexemonia on a PlayView in a real JupyterLab + Chromium: a click on a face-up tile reaches
the kernel, the list offers taking it, choosing it plays it, and both the kernel's state and the
canvas's pixels change (notebooks/hexemonia_play_view.ipynb).

The recipe is test_hegemony_play_view.py's: the board is the one ``<canvas>`` ipycanvas shows
(class "polislab-board"); the check that the picture changed reads
the pixels inside the places the action changed (the face-up slot refilled from the Stack of
Fate, and red's hand, which gains the tile).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page
from .test_hegemony_play_view import region_digest, typed_illegal_is_explained, wait_region_changed

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

VIEW = ".polislab-play-view"
BOARD = f"{VIEW} canvas.polislab-board"
TIMEOUT = 15.0


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """hexemonia_play_view.ipynb opened and run once for the module."""
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("hexemonia_play_view.ipynb")
        page.run_all_cells()
        print(f"\n[browser] hexemonia_play_view: open and run {time.monotonic() - t0:.1f}s")
        yield page


def test_a_click_on_a_face_up_tile_then_the_choice_takes_it(lab: LabPage) -> None:
    lab.kernel_exec("view.new_game(start)")
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    start = lab.canvas_stats(BOARD)
    slot, hand = region_digest(lab, "display 1"), region_digest(lab, "hand red")
    lab.screenshot("hexemonia-play-view-start", VIEW)
    action = lab.kernel_eval("f'take {start.display[0]}'")

    x, y = lab.kernel_eval(
        "[c * view.board.pixel_ratio for c in view.board.center_of('display 1')]")
    lab.click_canvas(BOARD, x, y)
    assert lab.wait_kernel_value("[str(a) for a in view.choices]", [action]) == [action]
    choices = lab.page.locator(f"{VIEW} .polislab-choice-list select")
    choices.wait_for(state="visible", timeout=TIMEOUT * 1000)
    shown = [t.replace("\xa0", " ").strip() for t in choices.locator("option").all_inner_texts()]
    label = lab.kernel_eval("view._interface.choice_label(view.state, view.choices[0])")
    assert label.startswith("Take ") and shown == [label]  # the choice in plain words
    assert len(lab.kernel_eval("view.timeline.actions")) == 0  # offering plays nothing

    choices.select_option(index=0)
    assert lab.wait_kernel_value("view._choice_list.value", 0) == 0
    lab.page.locator(f"{VIEW} .polislab-play-choice").click()
    assert lab.wait_kernel_value("[str(a) for a in view.timeline.actions]", [action]) == [action]
    assert lab.kernel_eval(f"view.state == engine.apply(start, {action!r})[0]") is True
    assert lab.kernel_eval("view.state.display[0] == start.stack[0]") is True
    assert lab.kernel_eval("start.display[0] in view.state.players[0].hand") is True

    lab.wait_canvas_changed(BOARD, start)
    wait_region_changed(lab, "display 1", slot)  # the tile turned over from the stack
    wait_region_changed(lab, "hand red", hand)  # the new chip in red's hand
    lab.page.locator(f"{VIEW} .polislab-events", has_text="took the face-up").wait_for(
        timeout=TIMEOUT * 1000
    )
    choices.wait_for(state="hidden", timeout=TIMEOUT * 1000)  # the list closes once played (its
    # layout is a message of its own: under load the page showed the events before it)
    lab.screenshot("hexemonia-play-view-after", VIEW)


def test_an_illegal_action_typed_in_the_box_is_explained_and_changes_nothing(
    lab: LabPage,
) -> None:
    typed_illegal_is_explained(lab, "war", "Step A")
