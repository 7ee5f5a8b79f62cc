"""The keyboard alone, in a real JupyterLab + Chromium (issue 25): no mouse event at all.

In each of the four games a PlayView is played by keys: Tab into the board (from a plain button
above it), arrows to each place of a legal action's click path (the cursor's place is said in
the board's live region), Enter; where a list offers the actions, Tab to it, arrows, Tab to
"Play choice", Enter. Tab leaves the board again (ipycanvas's canvas alone would keep it). A
TutorialPlayer is stepped by Tab from its board to Next and Enter; an Exercise is answered on
its board by keys and says its verdict; a Question is typed and answered with Enter
(notebooks/keyboard.ipynb). The only programmatic focus is on the button above each widget.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from polislab.core import game_names
from polislab.games import BUILTIN_GAMES

from .jupyter_harness import LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

#: Every game of keyboard.ipynb's kernel: the library's (a game registered in the test process
#: only, the example game, is not there).
GAMES = [name for name in game_names() if name in BUILTIN_GAMES]
MOST_TABS = 40
ARROWS = {(1, 0): "ArrowRight", (-1, 0): "ArrowLeft", (0, 1): "ArrowDown", (0, -1): "ArrowUp"}


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    for page in open_lab_page(lab_browser, lab_server):
        t0 = time.monotonic()
        page.open_notebook("keyboard.ipynb")
        page.run_all_cells()
        print(f"\n[browser] keyboard: open and run {time.monotonic() - t0:.1f}s")
        yield page


def active_matches(lab: LabPage, selector: str) -> bool:
    return bool(lab.page.evaluate(
        "(sel) => !!document.activeElement && document.activeElement.matches(sel)", selector))


def start_before(lab: LabPage, name: str) -> None:
    """Focus the plain button above widget ``name`` (the one programmatic focus)."""
    button = lab.page.locator(f".kb-before-{name} button, button.kb-before-{name}").first
    button.wait_for(timeout=30_000)
    button.scroll_into_view_if_needed()
    button.focus()


def tab_to(lab: LabPage, selector: str, key: str = "Tab") -> int:
    """Press Tab until ``selector`` has the focus; return how many presses it took."""
    for count in range(1, MOST_TABS + 1):
        lab.page.keyboard.press(key)
        if active_matches(lab, selector):
            return count
    focused = lab.page.evaluate("() => document.activeElement?.outerHTML?.slice(0, 200)")
    raise AssertionError(f"{selector!r} never got the focus in {MOST_TABS} x {key}: {focused}")


def said(lab: LabPage, root: str) -> str:
    return lab.page.locator(f"{root} .polislab-access .polislab-live").first.inner_text()


def walk_to(lab: LabPage, view: str, target: str) -> None:
    """Arrows until the board's cursor is on ``target`` (the kernel says where it is)."""
    tried: set[tuple[str, str]] = set()
    for _ in range(80):
        cursor = lab.kernel_eval(f"{view}.board.cursor")
        if cursor == target:
            return
        if not cursor:
            lab.page.keyboard.press("ArrowRight")
            continue
        (cx, cy), (tx, ty) = lab.kernel_eval(
            f"[{view}.board.center_of({cursor!r}), {view}.board.center_of({target!r})]")
        dx, dy = tx - cx, ty - cy
        axes = [(int(dx > 0) * 2 - 1, 0), (0, int(dy > 0) * 2 - 1)]
        if abs(dy) > abs(dx):
            axes.reverse()
        keys = [ARROWS[a] for a in axes if a[0] and dx or a[1] and dy]
        key = next((k for k in keys if (cursor, k) not in tried), keys[0] if keys else "ArrowUp")
        tried.add((cursor, key))
        lab.page.keyboard.press(key)
    raise AssertionError(f"the cursor never reached {target} (on {cursor})")


@pytest.mark.parametrize("game", GAMES)
def test_a_legal_move_by_keys_alone(lab: LabPage, game: str) -> None:
    view = f"views[{game!r}]"
    root = f".kb-{game}"
    canvas = f"{root} canvas.polislab-board"
    lab.kernel_exec(f"{view}.new_game()")
    action, path = lab.kernel_eval(f"[str({view}._paths()[0][0]), list({view}._paths()[0][1])]")
    played = lab.kernel_eval(f"len({view}.timeline)")

    start_before(lab, game)
    assert tab_to(lab, canvas) == 1  # Tab leads straight into the board
    label = lab.page.locator(canvas).get_attribute("aria-label")
    assert label == lab.kernel_eval(f"{view}.board.scene.title") and len(label) > 10
    assert lab.page.locator(canvas).get_attribute("role") == "img"
    live = lab.page.locator(f"{root} .polislab-live").first
    live.evaluate("el => { el.dataset.kept = 'yes'; }")  # the same node must speak throughout

    for place in path:
        walk_to(lab, view, place)
        lab.page.wait_for_function(
            "([sel, place]) => document.querySelector(sel).textContent.startsWith(place)",
            arg=[f"{root} .polislab-live", place], timeout=10_000)
        lab.page.keyboard.press("Enter")
    if lab.wait_kernel_value(f"len({view}.timeline)", played + 1, timeout=3) == played:
        choices = lab.kernel_eval(f"[str(c) for c in {view}.choices]")
        assert action in choices, (action, choices)
        select = f"{root} .polislab-choice-list select"
        tab_to(lab, select)
        for _ in range(choices.index(action)):
            lab.page.keyboard.press("ArrowDown")
        tab_to(lab, f"{root} button.polislab-play-choice")
        lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value(f"len({view}.timeline)", played + 1, timeout=10) == played + 1
    assert lab.kernel_eval(f"str({view}.timeline.actions[{played}])") == action
    heading = lab.kernel_eval(f"{view}.board.last_move")[:20]  # "Red played d2-d3", "Light
    lab.page.wait_for_function(  # attacks Sparta ...": the move log's heading, said aloud
        "([sel, words]) => document.querySelector(sel).textContent.includes(words)",
        arg=[f"{root} .polislab-live", heading], timeout=10_000)
    assert live.evaluate("el => el.dataset.kept") == "yes"

    # Back on the board, Tab leaves it (and Shift+Tab comes back).
    lab.page.locator(canvas).evaluate("el => el.scrollIntoView({block: 'center'})")
    start_before(lab, game)
    tab_to(lab, canvas)
    lab.page.keyboard.press("Tab")
    assert not active_matches(lab, canvas), "Tab stayed on the board"
    lab.page.keyboard.press("Shift+Tab")
    assert active_matches(lab, canvas)
    lab.page.keyboard.press("?")
    assert lab.page.locator(f"{root} .polislab-keys-help").is_visible()
    lab.page.keyboard.press("?")
    lab.screenshot(f"keyboard-{game}", root)


def test_a_tutorial_steps_by_keys_alone(lab: LabPage) -> None:
    root = ".kb-tutorial"
    lab.kernel_exec("tutorial.reset()")
    start_before(lab, "tutorial")
    tab_to(lab, f"{root} canvas.polislab-board")
    tab_to(lab, f"{root} button.polislab-tutorial-next")  # from the board onwards to Next
    narration = lab.page.locator(f"{root} .polislab-tutorial-narration")
    first = narration.inner_text()
    lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value("tutorial.step", 1) == 1
    lab.page.wait_for_function(
        "([sel, old]) => document.querySelector(sel).textContent !== old",
        arg=[f"{root} .polislab-tutorial-narration", first], timeout=10_000)
    live = lab.page.locator(f"{root} .polislab-tutorial-live")
    assert live.get_attribute("aria-live") == "polite"
    assert lab.kernel_eval("tutorial.narration") in live.inner_text()
    reset = lab.page.locator(f"{root} button.polislab-tutorial-reset")
    assert "Reset" in reset.get_attribute("aria-label")  # label in name (WCAG 2.5.3)


def test_an_exercise_by_keys_alone(lab: LabPage) -> None:
    root = ".kb-exercise"
    lab.kernel_exec("exercise.view.new_game()")
    start_before(lab, "exercise")
    tab_to(lab, f"{root} canvas.polislab-board")
    for place in ("d2", "d3"):
        walk_to(lab, "exercise.view", place)
        lab.page.keyboard.press("Enter")
    # A list, never actions[0]: the Enter's comm message can reach the kernel after the first
    # poll (under load it did), and an index into an empty list raised instead of waiting.
    moves = "[str(a) for a in exercise.view.timeline.actions]"
    assert lab.wait_kernel_value(moves, ["d2-d3"]) == ["d2-d3"]
    verdict = f"{root} .polislab-exercise-feedback"
    lab.page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('Right')", arg=verdict,
        timeout=10_000)
    # The exercise's own live region says the verdict (a region is cleared, then given its
    # words 60 ms later, so that the same words twice are read twice: wait for them).
    lab.page.wait_for_function(
        "(sel) => Array.from(document.querySelectorAll(sel)).some("
        "(el) => el.textContent.startsWith('Right'))", arg=f"{root} .polislab-live",
        timeout=10_000)


def test_a_question_by_keys_alone(lab: LabPage) -> None:
    root = ".kb-question"
    start_before(lab, "question")
    tab_to(lab, f"{root} .polislab-question-entry input")
    lab.page.keyboard.type("63")
    lab.page.keyboard.press("Enter")
    region = lab.page.locator(f"{root} .polislab-live")
    lab.page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.startsWith('Not yet')",
        arg=f"{root} .polislab-live", timeout=10_000)
    for _ in range(2):
        lab.page.keyboard.press("Backspace")
    lab.page.keyboard.type("64")
    assert lab.wait_kernel_value("question.entry.value", "64") == "64"
    tab_to(lab, f"{root} .polislab-question button")  # Check, after the box
    assert lab.page.evaluate("() => document.activeElement.textContent.trim()") == "Check"
    lab.page.keyboard.press("Enter")
    assert lab.wait_kernel_value("question.feedback.value.count('Right')", 1) == 1
    lab.page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.startsWith('Right')",
        arg=f"{root} .polislab-live", timeout=10_000)
    assert "8 by 8" in region.inner_text()


def test_a_scripted_tutorial_board_says_why_it_waits_and_y_plays_on(lab: LabPage) -> None:
    """The teacher's walkthrough, friction 9: Enter on a piece of a scripted tutorial board
    said nothing, and "Try it yourself" was eight Tabs away. Now Enter says why the board
    waits and what to press; Y on the board starts "Try it yourself" (the tutorial's live
    region says so), Enter then selects, and Y again goes back to the script. "Keys (?)" is
    the Tab stop right after the board."""
    root = ".kb-tutorial"
    canvas = f"{root} canvas.polislab-board"
    lab.kernel_exec("tutorial.reset()")
    start_before(lab, "tutorial")
    tab_to(lab, canvas)
    assert tab_to(lab, f"{root} button.polislab-keys-button") == 1  # right after the board
    lab.page.keyboard.press("Shift+Tab")
    assert active_matches(lab, canvas)
    piece = lab.kernel_eval("str(tutorial.view._paths()[0][1][0])")
    walk_to(lab, "tutorial.view", piece)
    lab.page.keyboard.press("Enter")
    live = f"{root} .polislab-board-view .polislab-live"
    lab.page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('follows the tutorial')",
        arg=live, timeout=10_000)
    assert "press Y" in lab.page.locator(live).inner_text()
    assert lab.kernel_eval("tutorial.mode") == "script"

    lab.page.keyboard.press("y")
    assert lab.wait_kernel_value("tutorial.mode", "free") == "free"
    lab.page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('Your game, from step 1')",
        arg=f"{root} .polislab-tutorial-live", timeout=10_000)
    assert active_matches(lab, canvas)  # the learner stays on the board
    lab.page.keyboard.press("Enter")  # the cursor is still on the piece: now it is selected
    lab.page.wait_for_function(
        "([sel, piece]) => document.querySelector(sel).textContent.startsWith("
        "'Selected ' + piece)", arg=[live, piece], timeout=10_000)
    lab.page.keyboard.press("Escape")
    lab.page.keyboard.press("y")
    assert lab.wait_kernel_value("tutorial.mode", "script") == "script"
    lab.screenshot("keyboard-tutorial", root)
