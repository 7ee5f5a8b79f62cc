"""The real tutorial notebooks in a real JupyterLab: every board draws, and Next moves on.

Also takes the README's screenshot of a tutorial, opened as README's command opens it (the
single-document view, the file browser folded): it is saved under tests/browser/output/, and
written to docs/img/tutorial.png as well when POLISLAB_UPDATE_SCREENSHOTS=1.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from .jupyter_harness import LabPage, LabServer

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
FIRST_PLAYER = ":nth-match(.polislab-tutorial-player, 1)"
TIMEOUT = 20.0


def test_hopping_captures_tutorial_draws_and_steps(lab_page: LabPage,
                                                   lab_server: LabServer) -> None:
    name = lab_server.add_notebook(ROOT / "notebooks" / "hopping-captures.ipynb")
    lab_page.open_notebook(name, prefix="/doc/tree/")
    lab_page.run_all_cells()
    players = lab_page.page.locator(".polislab-tutorial-player")
    players.first.wait_for(timeout=TIMEOUT * 1000)
    count = lab_page.kernel_eval("len(hopping.tutorial_names())")
    assert count == 13
    # Every one is drawn, the last when Run All reaches it (slow on a loaded machine).
    players.nth(count - 1).wait_for(state="attached", timeout=6 * TIMEOUT * 1000)
    assert players.count() == count

    players.first.scroll_into_view_if_needed()  # JupyterLab hides cells far off screen
    board = f"{FIRST_PLAYER} canvas.polislab-board"
    before = lab_page.wait_canvas_drawn(board, min_colors=8, timeout=TIMEOUT)
    narration = lab_page.page.locator(f"{FIRST_PLAYER} .polislab-tutorial-narration")
    first_text = narration.inner_text()
    lab_page.page.locator(f"{FIRST_PLAYER} button.polislab-tutorial-next").click()
    lab_page.wait_canvas_changed(board, before, timeout=TIMEOUT)
    lab_page.page.wait_for_timeout(1000)  # let the hop animation finish for the picture
    assert narration.inner_text() != first_text
    # The second step's narration, as the notebook's first tutorial tells it.
    from polislab.games import hopping

    source = (ROOT / "notebooks" / "hopping-captures.ipynb").read_text(encoding="utf-8")
    first = re.search(r'tutorial\(\\"([a-z-]+)\\"\)', source).group(1)
    expected = hopping.tutorial(first).steps[1].narration
    assert " ".join(narration.inner_text().split()) == " ".join(expected.split())

    # The README's picture: the whole page on a classroom projector, 1366x768.
    lab_page.page.set_viewport_size({"width": 1366, "height": 768})
    lab_page.page.locator(FIRST_PLAYER).scroll_into_view_if_needed()
    lab_page.page.locator(FIRST_PLAYER).evaluate("el => el.scrollIntoView({block: 'start'})")
    lab_page.page.wait_for_timeout(500)
    shot = lab_page.screenshot("readme-tutorial")
    if os.environ.get("POLISLAB_UPDATE_SCREENSHOTS") == "1":
        shutil.copyfile(shot, ROOT / "docs" / "img" / "tutorial.png")
