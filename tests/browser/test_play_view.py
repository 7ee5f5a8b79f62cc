"""PlayView in a real JupyterLab + Chromium: clicks and keys reach the kernel, the rules decide,
the board's pixels follow (notebooks/play_view.ipynb).

The board is one ipycanvas ``<canvas>`` (the layers are copied onto it in the browser), which
carries the class BoardView adds ("polislab-board"); its pixels are what a learner sees. Every
check that the board is drawn reads pixel colours at piece centres, so a board that does not
render (or renders without pieces) fails.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pytest

from .jupyter_harness import LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BOARD = "canvas.polislab-board"
MESSAGE = ".polislab-message"
RED = (0xD5, 0x5E, 0x00)  # Red pieces' fill (games/hopping/ui/board.py COLORS["red"])
BLUE = (0x00, 0x72, 0xB2)  # Blue pieces' fill
DOT = (0x00, 0x9E, 0x73)  # the legal-destination dot
Pixel = tuple[int, int, int, int]


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """play_view.ipynb opened and run once for the whole module."""
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("play_view.ipynb")
        t1 = time.monotonic()
        page.run_all_cells()
        print(f"\n[browser] play_view: open {t1 - t0:.1f}s, run all {time.monotonic() - t1:.1f}s")
        yield page


@pytest.fixture
def fresh(lab: LabPage) -> LabPage:
    """The view back at the starting position, its board drawn with pieces of both sides."""
    lab.kernel_exec("view.new_game(hopping.Position.start()); view.message = ''")
    lab.wait_canvas_drawn(BOARD, min_colors=8)
    wait_pixel(lab, center(lab, "h2"), near(RED), "a Red dog on h2")
    wait_pixel(lab, center(lab, "h7"), near(BLUE), "a Blue dog on h7")
    return lab


def center(lab: LabPage, square: str) -> tuple[float, float]:
    x, y = lab.kernel_eval(
        f"[c * view.board.pixel_ratio for c in view.board.center_of({square!r})]")
    return float(x), float(y)


def pixel(lab: LabPage, xy: tuple[float, float]) -> Pixel:
    rgba = lab.page.locator(BOARD).evaluate(
        "(cv, [x, y]) => Array.from(cv.getContext('2d').getImageData(x, y, 1, 1).data)",
        [int(xy[0]), int(xy[1])],
    )
    return tuple(rgba)  # type: ignore[return-value]


def near(rgb: tuple[int, int, int], tolerance: int = 40) -> Callable[[Pixel], bool]:
    def ok(p: Pixel) -> bool:
        return p[3] > 0 and all(abs(a - b) <= tolerance for a, b in zip(p, rgb, strict=False))

    return ok


def wait_pixel(lab: LabPage, xy: tuple[float, float], ok: Callable[[Pixel], bool], what: str,
               timeout: float = 10.0) -> Pixel:
    """Poll the board pixel at ``xy`` until ``ok``; AssertionError naming ``what`` if never."""
    deadline = time.monotonic() + timeout
    value = pixel(lab, xy)
    while not ok(value) and time.monotonic() < deadline:
        lab.page.wait_for_timeout(50)
        value = pixel(lab, xy)
    assert ok(value), f"the board never showed {what} at {xy}: pixel {value}"
    return value


def wait_still(lab: LabPage, quiet: float = 0.5, timeout: float = 10.0) -> None:
    """Wait until the board's pixels stop changing for ``quiet`` seconds (animations done)."""
    deadline = time.monotonic() + timeout
    digest, since = lab.canvas_stats(BOARD).digest, time.monotonic()
    while time.monotonic() - since < quiet and time.monotonic() < deadline:
        lab.page.wait_for_timeout(100)
        now = lab.canvas_stats(BOARD).digest
        if now != digest:
            digest, since = now, time.monotonic()


def test_clicking_a_piece_and_a_destination_plays_the_move(fresh: LabPage) -> None:
    lab = fresh
    move = lab.kernel_eval(  # a legal Red move whose hops make the board change a lot
        "next(str(m) for m in view.state.legal_moves()"
        " if any(e.kind == 'hop' for e in view.state.play(m).events))"
    )
    origin, target = move.split("-")
    start = lab.canvas_stats(BOARD)
    lab.screenshot("play-view-start", ".polislab-play-view")

    lab.click_canvas(BOARD, *center(lab, origin))
    assert lab.wait_kernel_value("list(view.selection)", [origin]) == [origin]
    selected = lab.wait_canvas_changed(BOARD, start)
    wait_pixel(lab, center(lab, target), near(DOT), f"a green dot on {target}")

    lab.click_canvas(BOARD, *center(lab, target))
    assert lab.wait_kernel_value("str(view.state.last_move)", move) == move
    assert lab.kernel_eval(f"view.state == hopping.Position.start().play({move!r})") is True
    assert lab.kernel_eval("[str(a) for a in view.timeline.actions]") == [move]
    assert lab.kernel_eval("view.state.to_move") == "blue"
    lab.wait_canvas_changed(BOARD, selected)
    wait_pixel(lab, center(lab, origin), lambda p: not near(RED)(p), f"{origin} emptied")
    landing = lab.kernel_eval("[e.data['to'] for e in view.events if e.kind == 'hop']")
    for square in landing:
        wait_pixel(lab, center(lab, square), near(RED), f"a Red dog landed on {square}")
    wait_still(lab)  # let the hop animation end before the screenshots
    assert lab.canvas_stats(BOARD).digest != start.digest
    panel = lab.page.locator(".polislab-events").inner_text()
    assert f"played {move}" in panel and "hopped" in panel
    lab.screenshot("play-view-after-move", ".polislab-play-view")
    lab.screenshot("play-view-page")


def test_an_illegal_destination_changes_nothing_and_says_why(fresh: LabPage) -> None:
    lab = fresh
    before = lab.kernel_eval("view.state.to_json()")
    lab.click_canvas(BOARD, *center(lab, "d2"))
    assert lab.wait_kernel_value("list(view.selection)", ["d2"]) == ["d2"]
    lab.click_canvas(BOARD, *center(lab, "d5"))  # not one square away
    assert lab.wait_kernel_value("list(view.selection)", []) == []
    message = lab.kernel_eval("view.message")
    assert "§" in message and "d5" in message
    assert lab.kernel_eval("view.state.to_json()") == before
    assert lab.kernel_eval("len(view.timeline)") == 0
    shown = lab.page.locator(MESSAGE)
    shown.filter(has_text=message).wait_for(timeout=10_000)
    assert shown.inner_text().strip() == message
    # ... and said in the board's one live region, made with the board before it spoke
    said = lab.page.locator(".polislab-play-view .polislab-live").first
    said.filter(has_text=message).wait_for(timeout=10_000)
    assert said.get_attribute("aria-live") == "polite"
    lab.screenshot("play-view-illegal", ".polislab-play-view")


def test_the_keyboard_and_the_move_box_play_too(fresh: LabPage) -> None:
    lab = fresh
    board = lab.page.locator(BOARD)
    board.focus()
    lab.page.wait_for_function("s => document.activeElement === document.querySelector(s)",
                               arg=BOARD, timeout=10_000)
    # Each key is answered by the kernel before the next (a loaded machine is slow to answer).
    for place in ["d4", "d3", "d2"]:
        lab.page.keyboard.press("ArrowDown")
        assert lab.wait_kernel_value("view._board.cursor", place) == place
    lab.page.keyboard.press("Enter")  # select the piece under the cursor
    assert lab.wait_kernel_value("list(view.selection)", ["d2"]) == ["d2"]
    lab.page.keyboard.press("ArrowUp")
    lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value("str(view.state.last_move)", "d2-d3") == "d2-d3"

    box = lab.page.locator(".polislab-move-entry input")
    box.fill("d7-d6")
    box.press("Enter")
    assert lab.wait_kernel_value("str(view.state.last_move)", "d7-d6") == "d7-d6"
    assert lab.kernel_eval("view.state == hopping.Position.start().play('d2-d3').play('d7-d6')")
    lab.page.locator(".polislab-undo").click()
    assert lab.wait_kernel_value("len(view.timeline)", 1) == 1
    wait_still(lab)
    lab.screenshot("play-view-keyboard", ".polislab-play-view")


def test_it_works_in_notebook_7(lab_browser: Browser, lab_server: LabServer) -> None:
    """The same notebook in Notebook 7 (served by the same server): the board draws, and a
    click on a piece and a destination comes back from the kernel as the move's events."""
    from polislab.games import hopping
    from polislab.games.hopping.ui.board import square_center
    from polislab.widgets import BoardView

    from .jupyter_harness import NOTEBOOK_DIR

    ratio = BoardView(hopping.Position.start()).pixel_ratio  # canvas pixels per board pixel

    def at(square: str) -> tuple[float, float]:
        x, y = square_center(square)
        return x * ratio, y * ratio

    path = lab_server.add_notebook(NOTEBOOK_DIR / "play_view.ipynb", "play_view_notebook7.ipynb")
    context = lab_browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        page = context.new_page()
        page.goto(f"{lab_server.url}/notebooks/{path}", wait_until="domcontentloaded")
        nb7 = LabPage(page, lab_server)
        wait_notebook7_kernel(lab_server, page, path)
        for attempt in range(2):  # a run sent while the kernel was still connecting is lost
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.get_by_text("Run All Cells", exact=True).click()
            try:
                nb7.canvas(BOARD, timeout=20 if attempt == 0 else 30)
                break
            except AssertionError:
                if attempt:
                    raise
        nb7.wait_canvas_drawn(BOARD, min_colors=8)
        before = nb7.canvas_stats(BOARD)
        # Notebook 7 does not expose the app to the page (no kernel_eval): square centres
        # come from the render module here, the kernel's answers from what the widget shows.
        nb7.click_canvas(BOARD, *at("d2"))
        page.locator(".polislab-message", has_text="Selected d2").wait_for()
        nb7.click_canvas(BOARD, *at("d3"))
        page.locator(".polislab-events", has_text="played d2-d3").wait_for()
        page.locator(".polislab-status", has_text="Blue (diamonds) to move").wait_for()
        nb7.wait_canvas_changed(BOARD, before)
        wait_still(nb7)
        nb7.screenshot("play-view-notebook7", ".polislab-play-view")
    finally:
        context.close()
        for session in lab_server.api("GET", "/api/sessions"):  # this test's kernel only
            if session["path"] == path:
                lab_server.api("DELETE", f"/api/sessions/{session['id']}")


def wait_notebook7_kernel(server: LabServer, page: Page, path: str, timeout: float = 60) -> None:
    """Wait until the page's kernel for ``path`` is connected and idle (server and page agree;
    Notebook 7 shows "idle" once before it connects)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        kernels = {k["id"]: k for k in server.api("GET", "/api/kernels")}
        for session in server.api("GET", "/api/sessions"):
            kernel = kernels.get(session["kernel"]["id"], {})
            if (session["path"] == path and kernel.get("connections", 0) > 0
                    and kernel.get("execution_state") == "idle"
                    and page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")
                    .count()):
                return
        page.wait_for_timeout(200)
    raise AssertionError(f"Notebook 7 never connected a kernel to {path} in {timeout}s")
