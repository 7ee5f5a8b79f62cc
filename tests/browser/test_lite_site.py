"""The JupyterLite site, offline (issue 18): every tutorial runs in the browser, with nothing
requested from anywhere but the site itself.

The module builds the site with ``bash scripts/build_lite.sh`` (downloads are cached in
build/lite-cache/), serves build/lite/ with ``python -m http.server`` on 127.0.0.1, and opens
each tutorial at ``notebooks/index.html?path=NAME`` in Chromium, as README and
docs/teaching.md link them (the site's Notebook interface: the notebook alone, as wide as the
window). Every request to another address (another host, or another port of 127.0.0.1) is
aborted and counted, and must not happen. Before anything runs, every tutorial shows each board
it stores as a picture with its description as alt text (issue 24). After "Run all", no cell
may show an error, the boards must be drawn, and in the first two tutorials the first player's
Next must change its board and its board, narration and Next are on one 1366x768 screen (no
file browser beside them) with board text of 12 px or more; a PlayView is played by mouse
clicks. The rules pages are in the site too (rules/<game>.ipynb, linked from the notebooks).
A teacher's lesson is recorded in the site by clicks (notebooks/make-a-lesson.ipynb), saved
into the browser's storage (the kernel's folder is JupyterLite's drive), downloaded, and opened
again from its file after a reload; where the browser keeps no files, Save says so and the
downloads still give them. Timings are written to tests/browser/output/lite-timings.json.
``POLISLAB_LITE_SITE=path`` tests a site already built; ``POLISLAB_LITE_NOTEBOOKS=n`` opens the
first n tutorials (at least three, the default; CI opens all of them; each takes 20-45 s on a
busy 2-core machine, most of it starting Pyodide).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path
from typing import Any

import pytest

from .jupyter_harness import _JS_CANVAS_STATS, OUTPUT_DIR, CanvasStats
from .test_stored_pictures import check_pictures

pytestmark = [pytest.mark.browser, pytest.mark.lite]

ROOT = Path(__file__).resolve().parents[2]
#: The first two get every check (the first also the one-screen check of the site as its
#: link opens it), the third is a PlayView played by clicks; the others are run to the end.
FIRST = ["hopping-captures.ipynb", "sieges.ipynb", "play-the-computer.ipynb"]
NOTEBOOKS = FIRST + sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb")
                           if p.name not in FIRST)
# Three by default (each takes 20-45 s on a busy 2-core machine), every one in CI (.ci/run).
NOTEBOOKS = NOTEBOOKS[:max(3, int(os.environ.get("POLISLAB_LITE_NOTEBOOKS") or 3))]
FULL_CHECKS = NOTEBOOKS[:2]
#: The game and tutorial of the first player of each FULL_CHECKS notebook (for its board).
FIRST_TUTORIAL = {"hopping-captures.ipynb": ("hopping", "first-moves"),
                  "sieges.ipynb": ("hegemony", "sieges")}
FIRST_PLAYER = ":nth-match(.polislab-tutorial-player, 1)"
#: How README and docs/teaching.md link a tutorial in the site (moment_link makes the same).
LINK = "notebooks/index.html?path={name}"
KERNEL_TIMEOUT, RUN_TIMEOUT = 240.0, 300.0
TIMINGS: dict[str, dict[str, Any]] = {}

_JS_KERNEL_IDLE = """() => {
  const k = window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel;
  return !!k && k.status === 'idle';
}"""

# Every code cell has run (an execution count) and the kernel is idle again.
# "Run all" is fired, not awaited (awaiting the command from evaluate() can hang Playwright):
# its promise sets a flag when every cell has run. The stored notebooks already carry execution
# counts, so the counts alone cannot tell a finished run from one not yet begun.
_JS_RUN_ALL = """() => {
  window.polislabRan = false;
  window.jupyterapp.commands.execute('notebook:run-all-cells').then(
    () => { window.polislabRan = true; },
    (err) => { window.polislabRan = 'Run all failed: ' + err; });
}"""

_JS_RAN = """() => {
  if (window.polislabRan === false) return false;
  if (window.polislabRan !== true) throw new Error(window.polislabRan);
  const w = window.jupyterapp?.shell.currentWidget;
  const k = w?.sessionContext?.session?.kernel;
  if (!k || k.status !== 'idle') return false;
  return Array.from(w.content.model.cells).every(
    (c) => c.type !== 'code' || c.toJSON().execution_count !== null);
}"""

_JS_PROBLEMS = """() => {
  const problems = [];
  const w = window.jupyterapp.shell.currentWidget;
  for (const cell of Array.from(w.content.model.cells)) {
    const c = cell.toJSON();
    if (c.cell_type !== 'code') continue;
    for (const o of c.outputs || []) {
      if (o.output_type === 'error')
        problems.push(o.ename + ': ' + o.evalue + '\\n' +
          (o.traceback || []).join('\\n').replace(/\\u001b\\[[0-9;]*m/g, ''));
      if (o.output_type === 'stream' && o.name === 'stderr' && /Error|Traceback/.test(o.text))
        problems.push('stderr: ' + o.text);
    }
  }
  for (const el of document.querySelectorAll('.jp-OutputArea-output'))
    if (/Error displaying widget|Error rendering/.test(el.innerText))
      problems.push('page: ' + el.innerText.slice(0, 300));
  return problems;
}"""


def _in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


@pytest.fixture(scope="module")
def site(chromium_path: str) -> Path:
    """The built site: POLISLAB_LITE_SITE, or build/lite/ built now."""
    if os.environ.get("POLISLAB_LITE_SITE"):
        return Path(os.environ["POLISLAB_LITE_SITE"])
    t0 = time.monotonic()
    result = subprocess.run(["bash", str(ROOT / "scripts" / "build_lite.sh")], cwd=ROOT,
                            capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        message = f"build_lite.sh failed:\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
        if _in_ci():
            pytest.fail(message, pytrace=False)
        pytest.skip(message)  # locally, e.g. with no network for the first build
    TIMINGS["build"] = {"seconds": round(time.monotonic() - t0, 1)}
    return ROOT / "build" / "lite"


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    """The site served as a teacher would: python -m http.server on 127.0.0.1."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", str(site)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while True:
        try:
            urllib.request.urlopen(f"{url}/jupyter-lite.json", timeout=2).close()
            break
        except OSError:
            if time.monotonic() > deadline:
                server.kill()
                raise
            time.sleep(0.2)
    yield url
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture(scope="module")
def site_browser(lab_browser: Any, site_url: str) -> Iterator[Any]:
    # The session's one Chromium (tests/browser/conftest.py): a second Playwright started in
    # the same process while the first runs fails ("Sync API inside the asyncio loop").
    yield lab_browser
    OUTPUT_DIR.mkdir(exist_ok=True)
    (OUTPUT_DIR / "lite-timings.json").write_text(json.dumps(TIMINGS, indent=1))
    print("\n[lite] " + json.dumps(TIMINGS))


@pytest.fixture
def offline_context(site_browser: Any, site_url: str) -> Iterator[Any]:
    """A fresh browser context (as a new visitor: no stored workspace reopening the notebooks
    of an earlier test) where anything outside the site is aborted and counted."""
    context = _guarded_context(site_browser, site_url)
    yield context
    context.close()


def _guarded_context(browser: Any, site_url: str, **options: Any) -> Any:
    """A new context of ``browser`` (with ``options``) that aborts and counts, in its
    ``external`` list, every request outside the site."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, **options)
    context.external = []

    def guard(route: Any) -> None:
        url = route.request.url
        if url.startswith(("http:", "https:", "ws:", "wss:")) and not (
            url == site_url or url.startswith(site_url + "/")
        ):
            context.external.append(url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", guard)
    return context


def _stats(page: Any, selector: str) -> CanvasStats:
    return CanvasStats(**page.locator(selector).evaluate(_JS_CANVAS_STATS))


def _wait_stats(page: Any, selector: str, ok: Any, what: str, timeout: float = 30) -> CanvasStats:
    deadline = time.monotonic() + timeout
    stats = _stats(page, selector)
    while not ok(stats) and time.monotonic() < deadline:
        page.wait_for_timeout(100)
        stats = _stats(page, selector)
    assert ok(stats), f"canvas {selector} never {what}: {stats}"
    return stats


def test_the_site_holds_every_notebook_and_the_rules_pages(site: Path) -> None:
    """The notebooks link to rules/<game>.ipynb: the site carries each rules page there."""
    wanted = [p.relative_to(ROOT / "notebooks") for p in (ROOT / "notebooks").glob("*.ipynb")]
    wanted += [p.relative_to(ROOT / "notebooks")
               for p in (ROOT / "notebooks" / "rules").glob("*.ipynb")]
    missing = [str(name) for name in wanted if not (site / "files" / name).is_file()]
    assert not missing, f"not in the site: {missing}"


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_tutorial_shows_described_board_pictures_before_running(offline_context: Any,
                                                                site_url: str, site: Path,
                                                                name: str) -> None:
    """Opened by its link, untrusted as every notebook of the site is, and with no cell run,
    each tutorial shows every board it stores as a picture with its description as alt text
    (issue 24); the seconds to the first picture and to the kernel are recorded."""
    page = offline_context.new_page()
    t0 = time.monotonic()
    try:
        page.goto(f"{site_url}/{LINK.format(name=name)}")
        page.wait_for_function("""() => Array.from(document.querySelectorAll(
            '.jp-OutputArea-output img')).some((i) => i.complete && i.naturalWidth > 0)""",
                               timeout=120_000, polling=100)
        first = time.monotonic() - t0
        kernel_ready = page.evaluate(_JS_KERNEL_IDLE)
        trusted = page.evaluate("""() => Array.from(
            window.jupyterapp.shell.currentWidget.content.model.cells)
            .filter((c) => c.type === 'code').map((c) => c.trusted)""")
        assert not any(trusted), "the site's notebook opened trusted"
        count = check_pictures(page, site / "files" / name)  # the notebook the site serves
        TIMINGS.setdefault(name, {})["first_picture_s"] = round(first, 1)
        TIMINGS[name]["picture_before_kernel"] = not kernel_ready
        print(f"\n[lite] {name}: {count} board pictures, the first at {first:.1f} s "
              f"({'before' if not kernel_ready else 'after'} the kernel was ready)")
    finally:
        page.close()
    assert offline_context.external == [], offline_context.external


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_tutorial_runs_offline_in_the_site(offline_context: Any, site_url: str,
                                           name: str) -> None:
    page = offline_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    t0 = time.monotonic()
    try:
        page.goto(f"{site_url}/{LINK.format(name=name)}")
        page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
        ready = time.monotonic() - t0
        page.evaluate(_JS_RUN_ALL)
        page.wait_for_function(_JS_RAN, timeout=RUN_TIMEOUT * 1000, polling=250)
        ran = time.monotonic() - t0 - ready
        TIMINGS.setdefault(name, {}).update(kernel_ready_s=round(ready, 1), run_all_s=round(ran, 1))

        assert page.evaluate(_JS_PROBLEMS) == []
        assert offline_context.external == [], offline_context.external
        # What must stay for a teacher to find their way: the File, Edit and Run menus.
        menus = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
        assert {"File", "Edit", "Run"} <= set(menus), menus
        boards = page.locator("canvas.polislab-board")
        if name in FULL_CHECKS:
            _check_one_screen(page, name)
            _check_first_player(page)
        if name == "play-the-computer.ipynb":
            _check_play_view_clicks(page)
        if name == NOTEBOOKS[0]:  # the guard itself: another port of 127.0.0.1 is outside too
            other = site_url.rsplit(":", 1)[0] + ":9/probe"
            page.evaluate("url => fetch(url).catch(() => null)", other)
            assert offline_context.external == [other]
            offline_context.external.clear()
        elif boards.count():
            boards.first.scroll_into_view_if_needed()
            _wait_stats(page, "canvas.polislab-board >> nth=0", lambda s: not s.blank, "drawn")
        assert errors == []
    finally:
        page.close()
    assert offline_context.external == [], offline_context.external


def _check_first_player(page: Any) -> None:
    """The first player's board is drawn, in the same output as its controls, and Next
    (class polislab-tutorial-next, label "Next") changes it."""
    player = page.locator(FIRST_PLAYER)
    player.scroll_into_view_if_needed()
    board = f"{FIRST_PLAYER} canvas.polislab-board"
    before = _wait_stats(page, board, lambda s: not s.blank and s.colors >= 8, "drawn")
    assert page.locator(board).evaluate("c => c.getContext('2d') !== null")
    next_button = page.locator(f"{FIRST_PLAYER} button.polislab-tutorial-next")
    assert page.locator(board).evaluate(
        "(c, next) => c.closest('.jp-OutputArea-output').contains(next)",
        next_button.element_handle())
    assert next_button.inner_text().strip().endswith("Next")
    next_button.click()
    _wait_stats(page, board, lambda s: s.digest != before.digest, "changed after Next")


# Where the first player's board, narration and Next are on screen, and the board's width.
_PARTS_JS = """(root) => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  return {board: box(root.querySelector('canvas.polislab-board')),
          narration: box(root.querySelector('.polislab-tutorial-narration')),
          next: box(root.querySelector('button.polislab-tutorial-next'))};
}"""


def _check_one_screen(page: Any, name: str) -> None:
    """The site as its link opens a tutorial (the Notebook interface, no file browser), at
    1366x768: the first player's board, narration and Next in view together, once the
    notebook is scrolled to the player, and the smallest board text at least 12 CSS px as
    shown (the board's smallest font size, from the same tutorial built here, times the
    scale it is drawn at). A screenshot is saved: tests/browser/output/lite-<name>.png."""
    from polislab.widgets import TutorialPlayer

    assert page.viewport_size == {"width": 1366, "height": 768}
    assert not page.locator(".jp-FileBrowser").first.is_visible()  # none beside the notebook
    player = page.locator(FIRST_PLAYER)
    player.scroll_into_view_if_needed()
    for _ in range(3):  # the notebook's own scroller, to the player's top
        player.evaluate("""(el) => {
          const outer = el.closest('.jp-WindowedPanel-outer');
          outer.scrollTop += el.getBoundingClientRect().top - outer.getBoundingClientRect().top - 6;
        }""")
        page.wait_for_timeout(400)
    _wait_stats(page, f"{FIRST_PLAYER} canvas.polislab-board", lambda s: not s.blank, "drawn")
    OUTPUT_DIR.mkdir(exist_ok=True)
    page.screenshot(path=str(OUTPUT_DIR / f"lite-{name.removesuffix('.ipynb')}.png"))
    parts = player.evaluate(_PARTS_JS)
    for what in ("board", "narration", "next"):
        box = parts[what]
        assert box is not None, f"no {what} in the first player"
        assert box["top"] >= 0 and box["bottom"] <= 768, f"{what} off screen: {box}"
        assert box["left"] >= 0 and box["right"] <= 1366, f"{what} off screen: {box}"
    game, tutorial = FIRST_TUTORIAL[name]
    board = TutorialPlayer(import_module(f"polislab.games.{game}").tutorial(tutorial)).view.board
    shown = (parts["board"]["right"] - parts["board"]["left"]) / board.scene.width
    smallest = board.smallest_text * shown
    print(f"\n[lite one screen] {name}: smallest board text {smallest:.1f} CSS px")
    assert smallest >= 12, f"smallest board text {smallest:.1f} px"


def _check_play_view_clicks(page: Any) -> None:
    """The first PlayView (Red against the random player), played by real mouse clicks: a
    Red dog, then its square ahead; the rules move it, the board changes, the view says so,
    and the computer answers for Blue."""
    from polislab.games import hopping
    from polislab.widgets import PlayView

    view = ":nth-match(.polislab-play-view, 1)"
    canvas = page.locator(f"{view} canvas.polislab-board")
    canvas.scroll_into_view_if_needed()
    before = _wait_stats(page, f"{view} canvas.polislab-board",
                         lambda s: not s.blank and s.colors >= 8, "drawn")
    board = PlayView(hopping.start()).board  # the same board, for where its squares are
    for square in ("e2", "e3"):
        canvas.scroll_into_view_if_needed()
        box = canvas.bounding_box()
        k = box["width"] / board.scene.width
        x, y = board.center_of(square)
        page.mouse.click(box["x"] + x * k, box["y"] + y * k)
        page.wait_for_timeout(500)
    page.wait_for_function(
        "el => el.innerText.includes('Red dog moved from e2 to e3')",
        arg=page.locator(view).element_handle(), timeout=30_000)
    page.wait_for_function("el => /Blue (dog|chariot) moved from/.test(el.innerText)",
                           arg=page.locator(view).element_handle(), timeout=30_000)
    _wait_stats(page, f"{view} canvas.polislab-board", lambda s: s.digest != before.digest,
                "changed after the move")


# -- the class on one board (issue 29) -----------------------------------------------------------
_JS_RUN_CODE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  let out = '';
  const future = kernel.requestExecute({ code });
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === 'stream') out += msg.content.text;
    if (msg.header.msg_type === 'error') out += 'ERROR ' + msg.content.evalue;
  };
  await future.done;
  return out;
}"""


def test_a_moment_link_opens_the_tutorial_at_it_and_share_reads_back(
        offline_context: Any, site_url: str) -> None:
    """A link to the site with a moment made outside the browser (as in JupyterLab) opens the
    sieges tutorial at step 3; the site's Share code reads back outside it; and two learners'
    results files, written in the site's storage, merge there into the class table."""
    from polislab.classroom import moment_code, moment_link, read_moment
    from polislab.games import hegemony

    scenario = hegemony.tutorial("sieges")
    link = moment_link(moment_code(scenario, step=2), site_url, "sieges.ipynb")
    page = offline_context.new_page()
    try:
        page.goto(link)
        page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
        page.evaluate(_JS_RUN_ALL)
        page.wait_for_function(_JS_RAN, timeout=RUN_TIMEOUT * 1000, polling=250)
        page.locator(FIRST_PLAYER).scroll_into_view_if_needed()  # outputs out of view are
        where = page.locator(f"{FIRST_PLAYER} .polislab-tutorial-where")  # not in the page
        where.wait_for(state="visible", timeout=60_000)
        page.wait_for_function(
            "() => document.querySelector('.polislab-tutorial-player .polislab-tutorial-where')"
            "?.innerText.includes('Step 3 of 7')", timeout=60_000)
        assert page.evaluate(_JS_RUN_CODE, "\n".join([
            "import gc",
            "from polislab.widgets import TutorialPlayer",
            "print(sorted((p.scenario.name, p.step) for p in gc.get_objects()",
            "             if isinstance(p, TutorialPlayer)))"])).strip() == "[('sieges', 2)]"
        page.locator(f"{FIRST_PLAYER} button:has-text('Share')").click()
        code_box = page.locator(f"{FIRST_PLAYER} .polislab-moment-code textarea")
        page.wait_for_function(
            "() => document.querySelector('.polislab-tutorial-player .polislab-moment-code "
            "textarea')?.value.startsWith('PL2-')", timeout=60_000)
        moment = read_moment(code_box.input_value())
        assert (moment.tutorial, moment.step) == ("sieges", 2)
        out = page.evaluate(_JS_RUN_CODE, "\n".join([
            "import os",
            "os.makedirs('hand-in', exist_ok=True)",
            "from polislab.classroom.results import ResultsBook, class_results",
            "for name, right in (('ann', True), ('bob', False)):",
            "    book = ResultsBook(name, f'hand-in/polislab-results-{name}.json')",
            "    book.record('hint', 'siege-worth-it', 'Is the siege worth it?')",
            "    book.record('attempt', 'siege-worth-it', 'Is the siege worth it?',",
            "                answer='yes', correct=right)",
            "row = class_results('hand-in').rows()[0]",
            "print(row.tried, row.right, row.hinted)"]))
        assert out.strip() == "2 1 2", out
        assert offline_context.external == [], offline_context.external
    finally:
        page.close()


def test_the_opener_and_show_the_class_in_the_site(offline_context: Any, site_url: str) -> None:
    """docs/teaching.md's paste box in the site (a notebook of that one line, made in the
    site's storage as a teacher would): a damaged code shows its sentence and no traceback, a
    good one opens its board; its Share box shows the class the QR code full screen."""
    from .test_classroom import (
        OPENER,
        OPENER_CELL,
        _paste_into_the_opener,
        _sieges_code,
        show_the_class_once,
    )

    notebook = {"cells": [{"cell_type": "code", "source": OPENER_CELL, "metadata": {},
                           "outputs": [], "execution_count": None}],
                "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)",
                                            "language": "python"}},
                "nbformat": 4, "nbformat_minor": 5}
    page = offline_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    try:
        page.goto(f"{site_url}/lab/index.html")
        page.wait_for_function("() => !!window.jupyterapp?.serviceManager", timeout=120_000)
        page.evaluate("""(content) => window.jupyterapp.serviceManager.contents.save(
            'opener.ipynb', {type: 'notebook', format: 'json', content})""", notebook)
        page.goto(f"{site_url}/{LINK.format(name='opener.ipynb')}")
        page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
        page.evaluate(_JS_RUN_ALL)
        page.wait_for_function(_JS_RAN, timeout=RUN_TIMEOUT * 1000, polling=250)
        _paste_into_the_opener(page, _sieges_code())
        page.screenshot(path=str(OUTPUT_DIR / "classroom-opener-lite.png"))
        show_the_class_once(page, OPENER, "classroom-show-the-class-lite")
        assert page.evaluate(_JS_PROBLEMS) == []
        assert errors == []
    finally:
        page.close()
    assert offline_context.external == [], offline_context.external


# -- a lesson recorded in the site, and opened again there (issue 37) ----------------------------
LESSON_NOTEBOOK = "make-a-lesson.ipynb"
RECORDER = ".polislab-lesson-recorder"
#: Red, Blue, Red from the chariot race's start (Polis rules §Taking Your Turn, Movement).
LESSON_MOVES = ["e2-e3", "d7-d6", "e3-e4"]
LESSON_NARRATION = "Red opens a lane in the middle; Blue answers on d6."
LESSON_STEM = "lite-lesson"


def _kernel_json(page: Any, expression: str) -> Any:
    """The value of ``expression`` in the open notebook's kernel (printed as JSON)."""
    out = page.evaluate(_JS_RUN_CODE, f"import json\nprint(json.dumps({expression}))")
    assert not out.startswith("ERROR"), out
    return json.loads(out)


def _open_and_run(page: Any, url: str | None) -> tuple[float, float]:
    """Open ``url`` (None: reload the page), run every cell; the seconds to an idle kernel
    and to the end of the run."""
    t0 = time.monotonic()
    if url is None:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
    ready = time.monotonic() - t0
    page.evaluate(_JS_RUN_ALL)
    page.wait_for_function(_JS_RAN, timeout=RUN_TIMEOUT * 1000, polling=250)
    page.locator(f"{RECORDER} canvas.polislab-board").wait_for(state="visible", timeout=60_000)
    return ready, time.monotonic() - t0 - ready


def _wait_message(page: Any, words: str) -> None:
    """Wait until the recorder's message (shown, and said in its live region) has ``words``."""
    page.wait_for_function(
        "(words) => document.querySelector('.polislab-recorder-message')"
        "?.textContent.includes(words)", arg=words, timeout=60_000)


def _click_places(page: Any, *places: str) -> None:
    """Real mouse clicks on board places (their centres, from the recorder's board)."""
    width, centres = _kernel_json(page, "[recorder.view.board.scene.width, "
                                        f"[recorder.view.board.center_of(p) for p in {places!r}]]")
    canvas = page.locator(f"{RECORDER} canvas.polislab-board")
    for x, y in centres:
        canvas.scroll_into_view_if_needed()
        box = canvas.bounding_box()
        k = box["width"] / width
        page.mouse.click(box["x"] + x * k, box["y"] + y * k)


def _click_button(page: Any, words: str) -> None:
    page.locator(f"{RECORDER} button", has_text=words).first.click()


def _type_into(page: Any, selector: str, text: str) -> None:
    """Click the box, type ``text`` and leave the box (the recorder keeps it then)."""
    page.locator(f"{RECORDER} {selector}").click()
    page.keyboard.press("Control+A")
    page.keyboard.type(text)
    page.keyboard.press("Tab")


def test_a_lesson_recorded_in_the_site_is_opened_again_there(offline_context: Any,
                                                            site_url: str) -> None:
    """The teachers' notebook in the site: a lesson recorded by clicks (three moves, a
    narration, a cross) and saved; the Pyodide kernel's folder is the site's storage in the
    browser (JupyterLite's DriveFS), so the files are in the site's contents, and after a
    reload of the page the lesson opens again from its file, the same. The download buttons
    give both files."""
    page = offline_context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    timings: dict[str, float] = {}
    try:
        url = f"{site_url}/{LINK.format(name=LESSON_NOTEBOOK)}"
        timings["kernel_ready_s"], timings["run_all_s"] = _open_and_run(page, url)
        assert page.evaluate(_JS_PROBLEMS) == []
        t0 = time.monotonic()
        for number, move in enumerate(LESSON_MOVES, start=2):
            _click_places(page, *move.split("-"))
            _wait_message(page, f"Recorded step {number}: {move}.")
        _type_into(page, ".polislab-step-narration textarea", LESSON_NARRATION)
        _click_button(page, "Cross")
        _wait_message(page, "Clicks on the board now put a cross")
        _click_places(page, "d6")
        _wait_message(page, "Marked: a cross on d6.")
        _type_into(page, ".polislab-lesson-file input", LESSON_STEM)
        _click_button(page, "Save")
        _wait_message(page, f"Saved {LESSON_STEM}.json")
        timings["record_and_save_s"] = time.monotonic() - t0
        lesson = _kernel_json(page, "recorder.lesson.to_json()")
        assert [step.get("action") for step in lesson["steps"]] == [None, *LESSON_MOVES]
        assert lesson["steps"][3]["narration"] == LESSON_NARRATION
        assert "d6" in lesson["steps"][3]["marks"]["crosses"]

        # The downloads give the files as saved.
        for label, ending in (("Lesson file", "json"), ("Notebook", "ipynb")):
            with page.expect_download() as download:
                page.locator(f"{RECORDER} button.polislab-download", has_text=label).click()
            assert download.value.suggested_filename == f"{LESSON_STEM}.{ending}"
            text = Path(download.value.path()).read_text(encoding="utf-8")
            assert LESSON_NARRATION in text
            if ending == "json":
                assert json.loads(text) == lesson
            else:
                assert json.loads(text)["metadata"]["kernelspec"], "not a notebook"

        # The kernel's folder is the site's drive (the browser's storage), so its files are
        # the site's: listed by its contents.
        assert _kernel_json(page, "[str(__import__('pathlib').Path.cwd()), "
                                  "__import__('polislab').classroom.lessons.files_kept('.')]"
                            ) == ["/drive", True]
        listed = page.evaluate("""async () => (await window.jupyterapp.serviceManager
            .contents.get('', {content: true})).content.map((item) => item.name)""")
        assert {f"{LESSON_STEM}.json", f"{LESSON_STEM}.ipynb"} <= set(listed), listed

        # The page reloaded (the same browser, its storage): the lesson opens from its file.
        timings["reload_kernel_ready_s"], timings["reload_run_all_s"] = _open_and_run(page, None)
        page.locator(f"{RECORDER} .polislab-lesson-source input").click()
        page.keyboard.type(f"{LESSON_STEM}.json")
        _click_button(page, "Open")
        _wait_message(page, "Opened:")
        assert _kernel_json(page, "recorder.lesson.to_json()") == lesson
        assert page.evaluate(_JS_PROBLEMS) == []

        # The file browser of the site (its JupyterLab) lists the lesson's notebook.
        t0 = time.monotonic()
        page.goto(f"{site_url}/lab/index.html")
        page.locator(".jp-DirListing-item", has_text=f"{LESSON_STEM}.ipynb").wait_for(
            timeout=60_000)
        timings["file_browser_s"] = time.monotonic() - t0
        assert errors == []
    finally:
        TIMINGS[f"{LESSON_NOTEBOOK} lesson"] = {k: round(v, 1) for k, v in timings.items()}
        page.screenshot(path=str(OUTPUT_DIR / "lite-lesson.png"))
        page.close()
    assert offline_context.external == [], offline_context.external


def test_a_browser_that_keeps_no_files_gets_a_sentence_and_the_downloads(
        site_browser: Any, site_url: str) -> None:
    """The site's drive needs its service worker: with the worker blocked (here by the
    browser's settings) the drive is there but every write of the kernel fails (OSError:
    Invalid argument). Save says so in a sentence, with no traceback, and the download
    buttons give the lesson's files."""
    context = _guarded_context(site_browser, site_url, service_workers="block")
    page = context.new_page()
    t0 = time.monotonic()
    try:
        _open_and_run(page, f"{site_url}/{LINK.format(name=LESSON_NOTEBOOK)}")
        _click_places(page, "e2", "e3")
        _wait_message(page, "Recorded step 2: e2-e3.")
        _type_into(page, ".polislab-lesson-file input", LESSON_STEM)
        _click_button(page, "Save")
        _wait_message(page, "Not saved: the lesson's files cannot be written in the notebook's "
                            "folder")
        assert "The download buttons give both files." in page.locator(
            f"{RECORDER} .polislab-recorder-message").inner_text()
        assert "Traceback" not in page.locator(RECORDER).inner_text()
        with page.expect_download() as download:
            page.locator(f"{RECORDER} button.polislab-download", has_text="Lesson file").click()
        saved = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        assert [step.get("action") for step in saved["steps"]] == [None, "e2-e3"]
        assert page.evaluate(_JS_PROBLEMS) == []
    finally:
        TIMINGS[f"{LESSON_NOTEBOOK} no files kept"] = {
            "seconds": round(time.monotonic() - t0, 1)}
        page.close()
        context.close()
    assert context.external == [], context.external


# -- a quick start again (issue 39) --------------------------------------------------------------
SNAPSHOTS = "polislab-python-snapshot"  # the Cache Storage of scripts/lite_kernel_start.mjs
_JS_SNAPSHOT_SIZES = """async (name) => {
  const cache = await caches.open(name);
  const sizes = [];
  for (const request of await cache.keys())
    sizes.push((await (await cache.match(request)).arrayBuffer()).byteLength);
  return sizes;
}"""


def _console(context: Any) -> list[str]:
    """What the context's pages and workers (the kernel's) say on the console from now on."""
    said: list[str] = []
    context.on("console", lambda message: said.append(message.text))
    return said


def _open_to_idle(page: Any, site_url: str, name: str) -> float:
    t0 = time.monotonic()
    page.goto(f"{site_url}/{LINK.format(name=name)}")
    page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
    return time.monotonic() - t0


def _wait_snapshot_kept(page: Any) -> list[int]:
    deadline = time.monotonic() + 60
    while not (sizes := page.evaluate(_JS_SNAPSHOT_SIZES, SNAPSHOTS)):
        assert time.monotonic() < deadline, "no Python snapshot was kept"
        page.wait_for_timeout(250)
    return sizes


_NAMESPACE = "sorted(k for k in globals() if not k.startswith('_'))"


@pytest.mark.parametrize("name", FULL_CHECKS)
def test_a_second_visit_starts_python_from_the_snapshot_of_the_first(
        offline_context: Any, site_url: str, name: str) -> None:
    """The first visit keeps a snapshot of Python with the tutorials' imports done; the second,
    in the same browser, restores it: the tutorial runs to the end with no error and its first
    player's Next moves its board, the random generator is seeded anew (not the first visit's
    dice again), nothing of the snapshot's imports shows in the notebook's names, and a
    restarted kernel restores it too."""
    said = _console(offline_context)
    page = offline_context.new_page()
    try:
        first = _open_to_idle(page, site_url, name)
        assert any("Python started in" in line for line in said), said
        sizes = _wait_snapshot_kept(page)
        assert any("is kept for the next start" in line for line in said), said
        assert len(sizes) == 1 and sizes[0] > 20 * 2**20, sizes  # Python's memory, tens of MB
        names = _kernel_json(page, _NAMESPACE)
        draws = [_kernel_json(page, "__import__('random').random()")]
    finally:
        page.close()
    page = offline_context.new_page()
    try:
        again = _open_to_idle(page, site_url, name)
        restored = [line for line in said if "Python restored from the snapshot" in line]
        assert len(restored) == 1, said
        assert _kernel_json(page, _NAMESPACE) == names  # nothing of polislab's imports
        draws.append(_kernel_json(page, "__import__('random').random()"))
        assert draws[0] != draws[1], draws
        # micropip is in the snapshot too, with Pyodide's functions and list of loaded
        # packages that it holds found again (not a stale copy of the list).
        assert _kernel_json(page, "__import__('micropip._compat._compat_in_pyodide', "
                                  "fromlist=['_']).loadedPackages == "
                                  "__import__('pyodide_js').loadedPackages") is True
        installed = page.evaluate(_JS_RUN_CODE, "import piplite\nawait piplite.install('segno')"
                                                "\nimport segno\nprint(segno.__name__)")
        assert installed.strip() == "segno", installed
        page.evaluate(_JS_RUN_ALL)
        page.wait_for_function(_JS_RAN, timeout=RUN_TIMEOUT * 1000, polling=250)
        assert page.evaluate(_JS_PROBLEMS) == []
        _check_first_player(page)
        page.evaluate("""() => { window.polislabRestarted = false;
          window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart().then(
            () => { window.polislabRestarted = true; }); }""")
        page.wait_for_function(f"() => window.polislabRestarted && ({_JS_KERNEL_IDLE})()",
                               timeout=KERNEL_TIMEOUT * 1000, polling=250)
        assert len([line for line in said if "Python restored from the snapshot" in line]) == 2
        assert _kernel_json(page, "1 + 1") == 2
        TIMINGS.setdefault(f"{name} second visit", {}).update(
            first_kernel_ready_s=round(first, 1), second_kernel_ready_s=round(again, 1))
    finally:
        page.close()
    assert offline_context.external == [], offline_context.external


def test_a_snapshot_that_does_not_restore_gives_a_plain_start(offline_context: Any,
                                                              site_url: str,
                                                              site: Path) -> None:
    """A stored snapshot that is not one (a damaged file; or, as Pyodide checks, one made by
    another Pyodide) is not restored: the kernel starts as on a first visit, says why on the
    console, and keeps a good snapshot in the bad one's place."""
    said = _console(offline_context)
    settings = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"][
        "litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    key = settings["loadPyodideOptions"]["polislabSnapshotKey"]
    page = offline_context.new_page()
    try:
        page.goto(f"{site_url}/{LINK.format(name=NOTEBOOKS[0])}")
        page.evaluate("""async ([name, key]) => {
          const cache = await caches.open(name);
          await cache.put(new Request(`/polislab-python-snapshot/${key}`),
                          new Response(new Uint8Array(4096).fill(7)));
        }""", [SNAPSHOTS, key])
        page.reload()
        page.wait_for_function(_JS_KERNEL_IDLE, timeout=KERNEL_TIMEOUT * 1000, polling=250)
        assert any("did not restore; a plain start" in line for line in said), said
        assert not any("Python restored from the snapshot" in line for line in said), said
        assert _kernel_json(page, "1 + 1") == 2
        sizes = _wait_snapshot_kept(page)  # the damaged one was taken out at the start
        assert len(sizes) == 1 and sizes[0] > 20 * 2**20, sizes
    finally:
        page.close()
    assert offline_context.external == [], offline_context.external
