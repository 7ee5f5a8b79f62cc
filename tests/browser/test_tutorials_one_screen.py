"""Every tutorial on a classroom projector: JupyterLab at 1366x768, opened as README says.

README's command opens a tutorial in JupyterLab's single-document view
(``jupyter lab --LabApp.default_url=/doc/tree/notebooks/<name>``), which starts with the file
browser folded (the teacher's walkthrough, friction 2: opened at /lab/tree/, the file browser
took 250 px and the Hegemony and Hexemonia players' narration and Next wrapped under their
boards, off screen; their boards cannot shrink: their smallest text is 12 px at full size).

For each notebook in notebooks/ (in a quick run one of each game; CI opens every one with
POLISLAB_BROWSER_NOTEBOOKS=all), in one shared JupyterLab (issue 15):

* it opens as README's command opens it, and the file browser is folded as it opens;
* opened fresh, before any cell runs, its board outputs show pictures, not a line of text
  (the notebooks are trusted the way the README's install command trusts them);
* after Run All no output gives an exercise's answer away (no "Right" nobody earned);
* its first player shows the board, the narration and Next together, without scrolling, before
  and after three clicks of Next, and Next does not move;
* the smallest text on its board is at least 12 CSS px as displayed (the board's smallest font
  size times the scale the browser shows it at);
* a screenshot at 1366x768 is saved under tests/browser/output/<notebook>.png.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .jupyter_harness import LabPage, LabServer, browser_tutorials

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
VIEWPORT = {"width": 1366, "height": 768}
TUTORIALS = browser_tutorials()  # one per game; every one in CI
PLAYER = ".polislab-tutorial-player, .polislab-play-view"
MIN_TEXT_PX = 12
#: What an output must never say after Run All: a verdict nobody earned, or an answer.
GIVEAWAYS = [
    re.compile(r"^\s*Right\b", re.MULTILINE),
    re.compile(r"battle defend Mercenaries, Kyklos 1"),
]

# The first player's board, narration and Next (a PlayView alone has no narration or Next).
_PARTS_JS = """(root) => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right}; };
  return {board: box(root.querySelector('canvas.polislab-board')),
          narration: box(root.querySelector('.polislab-tutorial-narration')),
          next: box(root.querySelector('button.polislab-tutorial-next')),
          player: box(root),
          output: box(root.closest('.jp-OutputArea-output')),
          area: box(root.closest('.jp-WindowedPanel-outer') || document.body)};
}"""

_FIRST_PLAYER = """
import ipywidgets as _w
from polislab.widgets import PlayView as _PV, TutorialPlayer as _TP
_players = [w for w in list(_w.Widget.widgets.values()) if isinstance(w, (_TP, _PV))
            and not (isinstance(w, _PV) and any(isinstance(t, _TP) and t.view is w
                                                  for t in _w.Widget.widgets.values()))]
_board = (_players[0].view if isinstance(_players[0], _TP) else _players[0]).board
"""


@pytest.fixture(scope="module")
def projector(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """One 1366x768 page for the module; kernels are stopped after each notebook."""
    context = lab_browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(30_000)
    try:
        yield LabPage(context.new_page(), lab_server)
    finally:
        context.close()
        lab_server.shutdown_kernels()


def _trust(server: LabServer, path: str) -> None:
    """``jupyter trust`` as the README's install command runs it (in the server's own dirs)."""
    env = server._env()
    subprocess.run([sys.executable, "-m", "jupyter", "trust", str(server.root_dir / path)],
                   env=env, check=True, capture_output=True)


def readme_url_prefix() -> str:
    """The URL prefix that README's command opens a tutorial at (JupyterLab's default URL
    given on its command line, less the notebook's path)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"jupyter lab --LabApp\.default_url=(/\S+/)notebooks/hopping-captures"
                      r"\.ipynb", text)
    assert found, "README's command no longer opens a tutorial by JupyterLab's default URL"
    return found.group(1)


def _open(lab: LabPage, path: str) -> None:
    """Open ``path`` as README's command does (a fresh workspace, as on a teacher's first
    start) and check that the file browser is folded as it opens."""
    prefix = readme_url_prefix()
    assert prefix == "/doc/tree/", prefix
    lab.open_notebook(path, prefix=prefix)
    shell = lab.page.evaluate("""() => ({mode: window.jupyterapp.shell.mode,
        leftCollapsed: window.jupyterapp.shell.leftCollapsed,
        browserShown: Array.from(document.querySelectorAll('.jp-FileBrowser'))
                           .some((el) => el.offsetParent !== null)})""")
    assert shell == {"mode": "single-document", "leftCollapsed": True,
                     "browserShown": False}, shell


def _board_outputs(lab: LabPage) -> list[dict[str, Any]]:
    """What each output that stored a board picture shows now: an image or text."""
    return lab.page.evaluate("""() => Array.from(
        document.querySelectorAll('.jp-OutputArea-output')).map((o) => ({
          picture: !!o.querySelector('img, svg, canvas'),
          text: o.innerText.trim().slice(0, 80)}))""")


def _in_view(part: dict[str, float] | None, what: str) -> None:
    assert part is not None, f"no {what} in the first player"
    assert part["top"] >= 0 and part["bottom"] <= VIEWPORT["height"], f"{what} off screen: {part}"
    assert part["left"] >= 0 and part["right"] <= VIEWPORT["width"], f"{what} off screen: {part}"


def _first_player(lab: LabPage) -> Locator:
    player = lab.page.locator(PLAYER).first
    player.wait_for(timeout=30_000)
    player.scroll_into_view_if_needed()
    for _ in range(3):  # the notebook's own scroller, to the player's top (it renders lazily)
        player.evaluate("""(el) => {
          const outer = el.closest('.jp-WindowedPanel-outer');
          outer.scrollTop += el.getBoundingClientRect().top - outer.getBoundingClientRect().top - 6;
        }""")
        lab.page.wait_for_timeout(400)
    return player


def _parts(player: Locator) -> dict[str, Any]:
    return player.evaluate(_PARTS_JS)


@pytest.mark.parametrize("notebook", TUTORIALS)
def test_tutorial_on_one_projector_screen(projector: LabPage, lab_server: LabServer,
                                          notebook: str) -> None:
    lab = projector
    path = lab_server.add_notebook(ROOT / "notebooks" / notebook, f"one-screen/{notebook}")
    _trust(lab_server, path)
    _open(lab, path)

    # Before running: every stored board shows as a picture, not as its text repr.
    lab.page.locator(".jp-OutputArea-output").first.wait_for()
    # A stored widget reference would say "Loading widget..." until the kernel answered, then
    # "Error displaying widget" (scripts/run_notebooks.py keeps none: the SVG shows).
    lab.page.wait_for_function("""() => !Array.from(document.querySelectorAll(
        '.jp-OutputArea-output')).some((o) => o.innerText.includes('Loading widget'))""",
                               timeout=60_000)
    shown = _board_outputs(lab)
    texts_only = [o["text"] for o in shown if not o["picture"] and re.match(
        r"^(Error displaying widget|Loading widget|TutorialPlayer\(|PlayView\(|Exercise\()",
        o["text"])]
    assert any(o["picture"] for o in shown), f"no board pictures before running: {shown}"
    assert not texts_only, f"boards shown as text before running: {texts_only}"

    lab.run_all_cells(timeout=180)
    lab.page.wait_for_timeout(500)
    said = "\n".join(lab.page.locator(".jp-OutputArea-output").all_inner_texts())
    for giveaway in GIVEAWAYS:
        found = giveaway.search(said)
        assert found is None, f"Run All gives an answer away: {found.group(0)!r}"

    player = _first_player(lab)
    lab.wait_canvas_drawn(f":nth-match({PLAYER}, 1) canvas.polislab-board", timeout=20)
    parts = _parts(player)
    _in_view(parts["board"], "board")
    height = parts["player"]["bottom"] - parts["player"]["top"]
    width = parts["output"]["right"] - parts["output"]["left"]
    print(f"\n[one screen] {notebook}: first player {height:.0f} px tall, in an output "
          f"{width:.0f} px wide")
    if parts["next"] is not None:  # a tutorial: narration and Next too, through three steps
        _in_view(parts["narration"], "narration")
        _in_view(parts["next"], "Next")
        next_button = player.locator("button.polislab-tutorial-next")
        for _ in range(3):  # at the last step Next does nothing (a 2-step tutorial)
            next_button.click(force=True)
            lab.page.wait_for_timeout(700)
            again = _parts(player)
            for what in ("board", "narration", "next"):
                _in_view(again[what], what)
            assert again["next"] == parts["next"], "Next moved when the step changed"
    lab.page.wait_for_timeout(600)
    lab.screenshot(notebook.removesuffix(".ipynb"))

    # Last, as it may be an expected failure: the smallest board text as displayed.
    lab.kernel_exec(_FIRST_PLAYER)
    smallest, scene_width = lab.kernel_eval("[_board.smallest_text, _board.scene.width]")
    shown_width = parts["board"]["right"] - parts["board"]["left"]
    displayed = smallest * shown_width / scene_width
    print(f"[one screen] {notebook}: smallest board text {displayed:.1f} CSS px")
    lab_server.shutdown_kernels()
    assert displayed >= MIN_TEXT_PX, f"smallest board text {displayed:.1f} px"


#: A step of 60 words (the most a step may have: tests/test_course.py), the longest 60 words
#: the tutorials held when this was written (404 characters, from Hegemony's sieges).
SIXTY_WORDS = (
    "Arkadia, where neutral Argos (fortification 3) stands and Athens's proxenos waits; Athens "
    "has 2 hoplites in Messenia, where Sparta's Pylos (fortification 2) stands. Each side "
    "controls the territory it stands in, having more units there than the other (polislab "
    "ruling HG49), and has at least the fortification in hoplites: both may besiege (Hegemony "
    "reference §5.7). The fortification values are polislab")
LONG_TITLE = ("Uprisings: war, the Philosopher and the Uprisings it sets off (Hexemonia "
              "rulebook, Examples 4, 5 and 6)")
LONG_STEP_CELL = f"""
from polislab.core.scenario import Scenario, Step
from polislab.games import hegemony
from polislab.widgets import TutorialPlayer
step = Step(None, {SIXTY_WORDS!r}, title="Two sides that may both besiege a polis this round")
TutorialPlayer(Scenario("hegemony", hegemony.start(), [step, step], title={LONG_TITLE!r}))
"""


def test_a_60_word_step_and_a_long_title_show_whole(projector: LabPage,
                                                    lab_server: LabServer) -> None:
    """The walkthrough's friction 10: the narration box cut text mid-sentence (it scrolled
    inside itself) and the title was cut with an ellipsis. Beside a full-size board, as
    README's command opens JupyterLab at 1366x768, a 60-word step shows whole, with no inner
    scrolling, the title wraps, and Next stays in view."""
    assert len(SIXTY_WORDS.split()) == 60
    lab = projector
    path = lab_server.write_notebook("one-screen/long-step.ipynb", [LONG_STEP_CELL])
    _open(lab, path)
    lab.run_all_cells(timeout=120)
    player = _first_player(lab)
    lab.wait_canvas_drawn(f":nth-match({PLAYER}, 1) canvas.polislab-board", timeout=20)
    parts = _parts(player)
    for what in ("board", "narration", "next"):
        _in_view(parts[what], what)
    shown = player.evaluate("""(root) => {
      const n = root.querySelector('.polislab-tutorial-narration');
      const h = root.querySelector('.polislab-tutorial-heading');
      return {narration: [n.scrollHeight, n.clientHeight, n.innerText],
              heading: [h.scrollWidth, h.clientWidth, h.getBoundingClientRect().height,
                        getComputedStyle(h).textOverflow, h.innerText]}; }""")
    scroll, client, text = shown["narration"]
    assert scroll <= client + 1, f"the narration scrolls: {scroll} px in {client}"
    assert text.strip() == SIXTY_WORDS
    width, room, height, overflow, title = shown["heading"]
    assert title == LONG_TITLE and width <= room and overflow != "ellipsis"
    assert height > 30, "a title this long wraps onto a second line"
    lab.screenshot("one-screen-long-step")
    lab_server.shutdown_kernels()
