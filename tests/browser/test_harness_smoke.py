"""Smoke test of the browser harness with notebooks/smoke_widgets.ipynb.

The notebook shows (a) an anywidget canvas drawn from a synced trait, (b) an ipycanvas Canvas
drawn in `hold_canvas()` whose `on_mouse_down` appends to `clicks` and redraws, and (c) a blank
anywidget canvas as a negative control proving that an undrawn board fails the checks.
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

ANYWIDGET = ".pl-test-anywidget canvas"
IPYCANVAS = "canvas.pl-test-ipycanvas"
BLANK = ".pl-test-blank canvas"


@pytest.fixture(scope="module")
def smoke(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """smoke_widgets.ipynb opened and fully run once for the whole module."""
    for lab in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        lab.open_notebook("smoke_widgets.ipynb")
        t1 = time.monotonic()
        lab.run_all_cells()
        print(f"\n[browser] open {t1 - t0:.1f}s, run all {time.monotonic() - t1:.1f}s")
        yield lab


def test_anywidget_canvas_renders(smoke: LabPage) -> None:
    stats = smoke.wait_canvas_drawn(ANYWIDGET)
    assert (stats.width, stats.height) == (240, 240)
    assert stats.opaque == 240 * 240  # every square painted
    smoke.screenshot("smoke-anywidget", ANYWIDGET)


def test_ipycanvas_canvas_renders(smoke: LabPage) -> None:
    stats = smoke.wait_canvas_drawn(IPYCANVAS)
    assert stats.opaque == 200 * 200
    smoke.screenshot("smoke-ipycanvas", IPYCANVAS)


def test_ipycanvas_click_reaches_python_and_redraws(smoke: LabPage) -> None:
    before = smoke.wait_canvas_drawn(IPYCANVAS)
    assert smoke.kernel_eval("clicks") == []
    smoke.click_canvas(IPYCANVAS, 75, 125)
    assert smoke.wait_kernel_value("len(clicks)", 1) == 1
    [[x, y]] = smoke.kernel_eval("clicks")
    assert abs(x - 75) <= 1 and abs(y - 125) <= 1  # ipycanvas reports fractional CSS px
    after = smoke.wait_canvas_changed(IPYCANVAS, before)
    assert after.colors > before.colors  # the blue marker was added
    smoke.screenshot("smoke-ipycanvas-clicked", IPYCANVAS)
    smoke.screenshot("smoke-page")


def test_undrawn_or_missing_canvas_fails(smoke: LabPage) -> None:
    assert smoke.canvas_stats(BLANK).blank
    with pytest.raises(AssertionError, match="never became drawn"):
        smoke.wait_canvas_drawn(BLANK, timeout=0.5)
    with pytest.raises(AssertionError, match="no visible canvas"):
        smoke.canvas(".pl-test-no-such-widget canvas", timeout=0.5)
