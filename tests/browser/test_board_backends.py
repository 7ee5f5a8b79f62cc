"""The two board backends draw the same pixels (issue 18): one position of each of the four
games drawn by ipycanvas and by polislab's own HTML canvas (widgets/board.js), side by side in
one JupyterLab page in Chromium, compared pixel by pixel. The figures are written to
tests/browser/output/board-backends.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from polislab.core import game_names
from polislab.games import BUILTIN_GAMES

from .jupyter_harness import OUTPUT_DIR, LabPage, LabServer

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

TESTS = Path(__file__).resolve().parents[1]
#: Every game the notebook's kernel knows: the library's, as the kernel's own game_names() lists
#: them (a game registered in the test process only, the example game, is not there).
GAMES = [name for name in game_names() if name in BUILTIN_GAMES]
#: A channel may differ by this much (anti-aliasing of the same path drawn twice) ...
TOLERANCE = 16
#: ... and this share of the pixels may differ by more (measured: none; at most 2 levels).
MAX_SHARE = 0.001

CELL = f"""
import sys
sys.path.insert(0, {str(TESTS)!r})
import ipywidgets
from board_samples import samples
from polislab.widgets import BoardView, use_backend
views = []
for backend in ("ipycanvas", "html"):
    use_backend(backend)
    for game, (state, marks) in samples().items():
        view = BoardView(state, marks)
        view.add_class(f"pl-{{backend}}-{{game}}")
        views.append(view)
use_backend(None)
ipywidgets.VBox(views)
"""

_JS_DIFF = """([a, b, tolerance]) => {
  const [ca, cb] = [document.querySelector(a), document.querySelector(b)];
  const [w, h] = [ca.width, ca.height];
  if (cb.width !== w || cb.height !== h)
    return {size: [w, h, cb.width, cb.height]};
  const da = ca.getContext('2d').getImageData(0, 0, w, h).data;
  const db = cb.getContext('2d').getImageData(0, 0, w, h).data;
  let differ = 0, over = 0, max = 0, total = 0, opaque = 0;
  for (let i = 0; i < da.length; i += 4) {
    let worst = 0;
    for (let j = i; j < i + 4; j++) worst = Math.max(worst, Math.abs(da[j] - db[j]));
    if (da[i + 3] > 0) opaque++;
    if (worst > 0) differ++;
    if (worst > tolerance) over++;
    max = Math.max(max, worst);
    total += worst;
  }
  const pixels = w * h;
  return {size: [w, h], pixels, opaque, differ, over, max, mean: total / pixels};
}"""


def test_both_backends_draw_the_same_pixels_for_the_four_games(lab_page: LabPage,
                                                               lab_server: LabServer) -> None:
    name = lab_server.write_notebook("backends.ipynb", [CELL])
    lab_page.open_notebook(name)
    lab_page.run_all_cells()
    figures = {}
    for game in GAMES:
        html = f".pl-html-{game} canvas.polislab-board"
        ipycanvas = f".pl-ipycanvas-{game} canvas.polislab-board"
        for selector in (ipycanvas, html):
            lab_page.page.locator(selector).scroll_into_view_if_needed()
            lab_page.wait_canvas_drawn(selector, min_colors=8, timeout=30)
        lab_page.page.wait_for_timeout(500)  # the last layers composited
        figures[game] = lab_page.page.evaluate(_JS_DIFF, [ipycanvas, html, TOLERANCE])
    OUTPUT_DIR.mkdir(exist_ok=True)
    (OUTPUT_DIR / "board-backends.json").write_text(json.dumps(figures, indent=1))
    print("\n[backends] " + json.dumps(figures))
    for game, f in figures.items():
        assert len(f["size"]) == 2, (game, f)
        assert f["opaque"] > 0.5 * f["pixels"], (game, f)  # both drawn, not blank
        assert f["over"] <= MAX_SHARE * f["pixels"], (game, f)


HIDPI_CELL = """
from polislab.games import hopping
from polislab.widgets import PlayView, use_backend
use_backend("html")
view = PlayView(hopping.Position.start())
use_backend(None)
view.add_class("pl-hidpi")
view
"""


def test_the_html_board_is_crisp_on_a_high_dpi_screen_and_clicks_hit_the_square(
        lab_browser: Browser, lab_server: LabServer) -> None:
    context = lab_browser.new_context(viewport={"width": 1280, "height": 1000},
                                      device_scale_factor=2)
    try:
        lab_page = LabPage(context.new_page(), lab_server, OUTPUT_DIR)
        lab_page.open_notebook(lab_server.write_notebook("hidpi.ipynb", [HIDPI_CELL]))
        lab_page.run_all_cells()
        board = ".pl-hidpi canvas.polislab-board"
        lab_page.wait_canvas_drawn(board, min_colors=8, timeout=30)
        shown = lab_page.kernel_eval("list(view.board.display_size)")
        box = lab_page.page.locator(board).evaluate(
            "c => [c.width, c.height, c.getBoundingClientRect().width,"
            " c.getBoundingClientRect().height]")
        assert [round(v) for v in box[2:]] == shown  # fitted into its box
        # At least two device pixels a CSS pixel, as the screen has.
        assert box[0] >= 2 * shown[0] - 1 and box[1] >= 2 * shown[1] - 1
        x, y = lab_page.kernel_eval(  # in CSS pixels of the fitted board
            "[c * view.board.display_scale for c in view.board.center_of('d2')]")
        lab_page.page.locator(board).click(position={"x": x, "y": y})
        assert lab_page.wait_kernel_value("list(view.selection)", ["d2"]) == ["d2"]
    finally:
        context.close()
        lab_server.shutdown_kernels()
