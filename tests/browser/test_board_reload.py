"""A reloaded page draws the live board again (notebooks/play_view.ipynb in JupyterLab +
Chromium): pixels on an ipycanvas are not widget state, so after a reload the kernel must
draw every canvas again, the hidden ones the shown board is copied from included (the
ipycanvas surface keeps the board and pieces layers on canvases that are never shown)."""

from __future__ import annotations

import pytest

from .jupyter_harness import NOTEBOOK_DIR, LabPage, LabServer
from .test_play_view import BLUE, BOARD, RED, center, near, wait_pixel, wait_still

pytestmark = pytest.mark.browser


def test_a_reloaded_page_shows_the_board_as_the_game_stands(lab_page: LabPage,
                                                           lab_server: LabServer) -> None:
    lab = lab_page
    # a copy: this test saves the notebook with its outputs, and other tests open the original
    path = lab_server.add_notebook(NOTEBOOK_DIR / "play_view.ipynb", "play_view_reload.ipynb")
    lab.open_notebook(path)
    lab.run_all_cells()
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    lab.kernel_exec("view.click('d2'); view.click('d3')")
    assert lab.wait_kernel_value("str(view.state.last_move)", "d2-d3") == "d2-d3"
    landed = lab.kernel_eval("[e.data['to'] for e in view.events if e.kind == 'hop']")
    assert landed  # d2-d3 makes the dogs beside d3 hop over it
    wait_still(lab)
    lab.save_notebook()  # the widget's output must be saved to come back

    lab.page.reload(wait_until="domcontentloaded")
    lab.page.wait_for_selector(BOARD, timeout=60_000)
    for square in landed:  # (d3 itself lies under the capture's cross)
        wait_pixel(lab, center(lab, square), near(RED), f"a Red dog landed on {square}",
                   timeout=30)
    wait_pixel(lab, center(lab, "d2"), lambda p: not near(RED)(p), "d2 emptied")
    wait_pixel(lab, center(lab, "h7"), near(BLUE), "a Blue dog on h7")
    lab.screenshot("play-view-reloaded", ".polislab-play-view")
