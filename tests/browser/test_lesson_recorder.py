"""The lesson recorder in a real JupyterLab + Chromium (issue 37, "done when"): a teacher records
a five-step lesson of each game by clicks alone, saves it, opens the tutorial notebook it made,
steps through it and answers its exercise.

A notebook written by the test makes ``rec = LessonRecorder(start)`` from a typed position;
everything after that cell is done through the page, as a teacher does it: clicks on the board
(and the choice list with "Play choice" where a click offers several actions), the step's title
and narration typed in their boxes, a mark tool chosen above the board ("Highlight", "Arrow",
"Cross", "Dot", then "Play moves" again) and places clicked, "Exercise" ticked with a goal
chosen in its list and a hint typed, the lesson's title and file name typed, and "Save". The
kernel is only read: to check what the page did, and for a place's pixels on the board (its
region in the kernel's scene, as test_hegemony_play_view.py does).

Then the saved notebook is opened: its boards' stored pictures show before anything runs; once
run, each tutorial player is stepped with Next to its last step (the teacher's narrations show),
and the exercise is answered on its board: a move that does not meet the goal says "Not yet",
Undo takes it back, and the lesson's move says "Right".

The page is a laptop's, 1366x768, throughout: the board is often partly scrolled out of view
when it is clicked (after typing in the boxes under it), as a teacher's is.

Screenshots: output/lesson-recorder-<game>.png (the recorder's board at a step with
marks), lesson-recorder-<game>-steps.png (its three columns, under the board) and
lesson-notebook-<game>.png (the notebook's exercise, answered: its verdict in view). At that
size no button of the recorder is cut.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pytest

from polislab.games.hegemony import citations as hegemony_cite
from polislab.games.hellas import citations as hellas_cite
from polislab.games.hexemonia import citations as hexemonia_cite
from polislab.games.hopping import citations as hopping_cite

from .jupyter_harness import LabPage, LabServer, open_lab_page

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, ViewportSize

pytestmark = pytest.mark.browser

RECORDER = ".polislab-lesson-recorder"
EXERCISE = ".polislab-exercise"
PLAYER = ".polislab-tutorial-player"
#: The exercise of the lesson's notebook, read from the cells' results (its cell names none).
EXERCISE_WIDGET = "next(v for v in Out.values() if type(v).__name__ == 'Exercise')"
TIMEOUT = 15.0
#: A laptop's screen: the page's size throughout, as a teacher's.
LAPTOP: ViewportSize = {"width": 1366, "height": 768}
#: The mark tools above the recorder's board: the button's words and the kind it marks.
TOOLS = {"Highlight": "highlight", "Arrow": "arrows", "Cross": "crosses", "Dot": "dots"}


@dataclass(frozen=True)
class Move:
    """A move played by clicking ``clicks`` on the board, then (where the clicks offer several
    actions) choosing ``action`` in the list."""

    clicks: tuple[str, ...]
    action: str


@dataclass(frozen=True)
class Mark:
    """Places clicked with a mark tool at step ``step`` (an arrow: its two places)."""

    step: int
    tool: str
    places: tuple[str, ...]


@dataclass(frozen=True)
class Lesson:
    """What the teacher records: the position (the code of the recorder notebook's first cell,
    which names it ``start``), four moves, a title and a narration for each of the five steps,
    the marks, and the exercise: at step ``exercise``, the goal whose label starts with
    ``goal`` (of kind ``goal_kind``, asking to ``task``), its hint, a move that does not meet
    it, and the rule the verdict on the lesson's move cites."""

    game: str
    start: str
    moves: tuple[Move, ...]
    titles: tuple[str, ...]
    narrations: tuple[str, ...]
    marks: tuple[Mark, ...]
    exercise: int
    goal: str
    goal_kind: str
    task: str
    hint: str
    wrong: Move
    rule: str

    @property
    def name(self) -> str:
        return f"lesson-{self.game}"

    @property
    def parts(self) -> list[tuple[int, int]]:
        """The notebook's tutorial players: the lesson cut at its exercise."""
        return [(0, self.exercise), (self.exercise, len(self.narrations))]


HOPPING = Lesson(
    game="hopping",
    start="""from polislab.games import hopping

start = hopping.position('''
.  .  .  .  .  .  .  BC
.  .  .  .  .  .  .  .
.  .  RD .  .  .  .  .
.  .  .  .  .  .  .  .
.  .  .  .  .  .  .  .
.  .  .  .  RD BD .  .
.  .  .  .  .  .  .  .
RC .  .  .  .  .  .  .''')""",
    moves=(Move(("a1", "a2"), "a1-a2"), Move(("h8", "h7"), "h8-h7"),
           Move(("e3", "e4"), "e3-e4"), Move(("h7", "h6"), "h7-h6")),
    titles=("Two dogs side by side", "Red's chariot", "Blue's chariot", "The catch",
            "Blue goes on"),
    narrations=("Red's dog on e3 stands beside a Blue dog. Watch them.",
                "Red moves the chariot up from a1 to a2.",
                "Blue answers with its own chariot, h8 to h7.",
                "Red's dog steps from e3 to e4: the Blue dog on d5 is gone.",
                "Blue's chariot goes on, h7 to h6."),
    marks=(Mark(1, "Highlight", ("d5",)), Mark(1, "Arrow", ("e3", "e4")),
           Mark(2, "Dot", ("e4",))),
    exercise=3, goal="Capture a piece", goal_kind="capture", task="capture a piece",
    hint="Look at the dog beside a Blue dog.",
    wrong=Move(("c6", "c7"), "c6-c7"), rule=hopping_cite.CAPTURE,
)

HEGEMONY = Lesson(
    game="hegemony",
    start="from polislab.games import hegemony\n\nstart = hegemony.start(3)",
    moves=(Move(("Pylos",), "create hoplite Pylos pay metal"),
           Move(("Arkadia",), "move hoplite Messenia to Arkadia by land"),
           Move(("Kyklades",), "move galley Noties Sporades to Kyklades"),
           Move(("Chios",), "create hoplite Chios pay metal")),
    titles=("Sparta to act", "A hoplite in Messenia", "Into Arkadia", "Athens at sea",
            "A hoplite for Athens"),
    narrations=("Sparta acts first this round. Look at Messenia and Arkadia.",
                "Sparta creates a hoplite in Messenia, from Pylos.",
                "The new hoplite marches into Arkadia.",
                "Athens moves a galley to the Kyklades.",
                "Athens creates a hoplite from Chios."),
    marks=(Mark(1, "Highlight", ("Arkadia",)), Mark(1, "Arrow", ("Messenia", "Arkadia")),
           Mark(2, "Dot", ("Lakedaimon",))),
    exercise=2, goal="Move hoplites into a territory", goal_kind="march",
    task="move hoplites into Arkadia", hint="The new hoplite can march.",
    wrong=Move(("Kyklades",), "move galley Myrtöo Pelagos to Kyklades"),
    rule=hegemony_cite.MOVE_HOPLITES,
)

HELLAS = Lesson(
    game="hellas",
    start="""from polislab.games.hellas.position import position, turned

start = position([
    ("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 1),
    ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
    ("Pylos", (-1, 0), turned("Pylos", 5), "dark", 2, 1),
])""",
    moves=(Move(("Sparta",), "attack Sparta from Argos"), Move(("Sparta",), "place ship"),
           Move(("Argos",), "move greek Argos to Sparta"), Move(("panel light",), "end turn")),
    titles=("Argos and Sparta", "Sparta falls", "A ship for Sparta", "Greeks move in",
            "Dark's turn next"),
    narrations=("Light's Argos stands next to Dark's Sparta, joined by land.",
                "Light attacks Sparta from Argos, one Greek against one, and takes it.",
                "Light places a ship beside Sparta.",
                "A Greek moves from Argos into Sparta.",
                "Light ends the turn."),
    marks=(Mark(1, "Highlight", ("Argos",)), Mark(1, "Arrow", ("Argos", "Sparta")),
           Mark(2, "Cross", ("Pylos",))),
    exercise=1, goal="Take a city", goal_kind="take", task="take Sparta",
    hint="Count the Greeks in each city.",
    wrong=Move(("Pylos",), "attack Pylos from Argos x2"), rule=hellas_cite.AFTER,
)

HEXEMONIA = Lesson(
    game="hexemonia",
    start="""from polislab.games.hexemonia.setup import position

start = position(["Ann", "Bob"], cities={"Ann": {"1a": "Pasture 1c"}},
                 hands={"Ann": ["Fates", "Temple"], "Bob": ["Pasture"]},
                 turn="Ann", step="play")""",
    moves=(Move(("Ann 1b",), "play Temple at 1b"), Move(("Ann A",), "pay citizen from A"),
           Move(("Ann 1a",), "play Fates on 1a"), Move(("actions",), "produce")),
    titles=("Ann's hand", "A Temple", "Paid for", "The Fates", "Production"),
    narrations=("Ann holds the Temple and the Fates. Look at her Pasture.",
                "Ann plays the Temple at 1b.",
                "She pays a Citizen from her Acropolis: the Temple is Active.",
                "Ann plays the Fates and puts its token on the Pasture.",
                "Then she chooses to produce."),
    marks=(Mark(1, "Highlight", ("Ann 1a",)), Mark(1, "Arrow", ("Ann hand Fates", "Ann 1a")),
           Mark(2, "Dot", ("Ann 1b",))),
    exercise=3, goal="Play a Myth tile", goal_kind="myth", task="play a Myth tile",
    hint="Which tile in the hand costs nothing?",
    wrong=Move(("actions",), "produce"), rule=hexemonia_cite.PLAY_MYTH,
)

LESSONS = (HOPPING, HEGEMONY, HELLAS, HEXEMONIA)


@pytest.fixture(scope="module")
def lab(lab_browser: Browser, lab_server: LabServer) -> Iterator[LabPage]:
    """One page for the module, at a laptop's 1366x768."""
    for page in open_lab_page(lab_browser, lab_server):
        page.page.set_viewport_size(LAPTOP)
        yield page


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.game)
def test_a_lesson_recorded_by_clicks_alone_is_saved_and_taught(
        lab: LabPage, lab_server: LabServer, lesson: Lesson) -> None:
    t0 = time.monotonic()
    try:
        record(lab, lab_server, lesson)
        t1 = time.monotonic()
        teach(lab, lesson)
    finally:
        lab_server.shutdown_kernels()  # the recorder's and the lesson's: the box has 2 cores
    print(f"\n[browser] {lesson.game}: recorded {t1 - t0:.1f}s, taught "
          f"{time.monotonic() - t1:.1f}s")


# -- recording -----------------------------------------------------------------------------------
def record(lab: LabPage, server: LabServer, lesson: Lesson) -> None:
    """Record ``lesson`` in a recorder by the page alone, save it and check what was kept."""
    from playwright.sync_api import expect

    path = server.write_notebook(f"record-{lesson.game}.ipynb", [
        lesson.start, "from polislab.widgets import LessonRecorder\n\n"
                      "rec = LessonRecorder(start)\nrec"])
    server.start_kernel_for(path)  # before the page opens it (CONTRIBUTING, "Flaky tests")
    lab.open_notebook(path)
    lab.run_all_cells()
    lab.wait_canvas_drawn(f"{RECORDER} canvas.polislab-board", min_colors=8)

    write_words(lab, lesson, 0)
    for number, move in enumerate(lesson.moves, start=1):
        play(lab, RECORDER, "rec.view", move)
        assert lab.wait_kernel_value("len(rec.lesson.steps)", number + 1) == number + 1
        assert lab.kernel_eval(f"rec.lesson.steps[{number}].action") == move.action
        # The page has the new step's boxes once it says so (typed before, a title was
        # emptied by the step's own arriving after it).
        said(lab, f"{RECORDER} .polislab-recorder-message", f"Recorded step {number + 1}")
        write_words(lab, lesson, number)
        for mark in lesson.marks:
            if mark.step == number:
                place_mark(lab, mark)
        if number == lesson.exercise:
            set_exercise(lab, lesson)

    title = f"My {lesson.game} lesson"
    type_in(lab, f"{RECORDER} .polislab-lesson-title input", title)
    assert lab.wait_kernel_value("rec.lesson.title", title) == title
    file_box = lab.page.locator(f"{RECORDER} .polislab-lesson-file input")
    # The file's name follows the title until one is typed: typed once it has come.
    expect(file_box).to_have_value(f"my-{lesson.game}-lesson", timeout=TIMEOUT * 1000)
    type_in(lab, f"{RECORDER} .polislab-lesson-file input", lesson.name)
    assert lab.wait_kernel_value("rec.file_name.value", lesson.name) == lesson.name
    button(lab, "Save").click()
    said(lab, f"{RECORDER} .polislab-recorder-message", f"Saved {lesson.name}.json")
    server.start_kernel_for(f"{lesson.name}.ipynb")  # it starts while the checks run

    check_recorded(lab, server, lesson)
    show_step(lab, 1)  # the step with the most marks, for the picture
    picture(lab, f"lesson-recorder-{lesson.game}", RECORDER)  # the board and its marks
    picture(lab, f"lesson-recorder-{lesson.game}-steps", RECORDER, "end")  # the columns
    assert cut_buttons(lab) == []


def write_words(lab: LabPage, lesson: Lesson, number: int) -> None:
    """Type the title and the narration of the step shown (``number``)."""
    type_in(lab, f"{RECORDER} .polislab-step-title input", lesson.titles[number])
    narration = lab.page.locator(f"{RECORDER} .polislab-step-narration textarea")
    narration.fill(lesson.narrations[number])
    narration.blur()  # the box sends its words when it loses the focus
    words = f"[rec.lesson.steps[{number}].title, rec.lesson.steps[{number}].narration]"
    wanted = [lesson.titles[number], lesson.narrations[number]]
    assert lab.wait_kernel_value(words, wanted) == wanted


def place_mark(lab: LabPage, mark: Mark) -> None:
    """Choose the mark's tool, click its places, then go back to playing moves."""
    kind = TOOLS[mark.tool]
    choose_tool(lab, mark.tool, kind)
    message = f"{RECORDER} .polislab-recorder-message"
    for number, place in enumerate(mark.places):
        click_place(lab, RECORDER, "rec.view.board", place)
        if kind == "arrows" and number == 0:
            said(lab, message, "An arrow from")  # the first click, before the second
    item = list(mark.places) if kind == "arrows" else mark.places[0]
    marked = f"{item!r} in rec.lesson.steps[{mark.step}].marks.get({kind!r}, [])"
    assert lab.wait_kernel_value(marked, True) is True, lab.kernel_eval("rec.message.value")
    choose_tool(lab, "Play moves", "play")


def choose_tool(lab: LabPage, words: str, value: str) -> None:
    tools = lab.page.locator(f"{RECORDER} .polislab-recorder-tool")
    tools.locator("button").filter(has_text=re.compile(rf"^\s*{words}\s*$")).click()
    assert lab.wait_kernel_value("rec.tool.value", value) == value


def set_exercise(lab: LabPage, lesson: Lesson) -> None:
    """Tick "Exercise" at the step shown, choose the goal in its list and type the hint."""
    step = f"rec.lesson.steps[{lesson.exercise}]"
    lab.page.locator(f"{RECORDER} .polislab-exercise-on input[type=checkbox]").check()
    assert lab.wait_kernel_value(f"{step}.exercise is not None", True) is True
    goals = lab.page.locator(f"{RECORDER} .polislab-exercise-goal select")
    labels = [text.replace("\xa0", " ") for text in goals.locator("option").all_inner_texts()]
    index = next(n for n, label in enumerate(labels) if label.startswith(lesson.goal))
    goals.select_option(index=index)
    kind = f"{step}.exercise['goal']['kind']"
    assert lab.wait_kernel_value(kind, lesson.goal_kind) == lesson.goal_kind
    type_in(lab, f"{RECORDER} .polislab-exercise-hint input", lesson.hint)
    assert lab.wait_kernel_value(f"{step}.exercise['hint']", lesson.hint) == lesson.hint


def show_step(lab: LabPage, number: int) -> None:
    """Pick step ``number`` in the recorder's list of steps."""
    lab.page.locator(f"{RECORDER} .polislab-recorder-steps select").select_option(index=number)
    assert lab.wait_kernel_value("rec.current", number) == number


def check_recorded(lab: LabPage, server: LabServer, lesson: Lesson) -> None:
    """The lesson kept what the page did, and Save wrote both files beside the notebook."""
    steps = "rec.lesson.steps"
    assert lab.kernel_eval(f"[s.narration for s in {steps}]") == list(lesson.narrations)
    assert lab.kernel_eval(f"[s.title for s in {steps}]") == list(lesson.titles)
    assert lab.kernel_eval(f"[s.action for s in {steps}]") == [
        None, *(move.action for move in lesson.moves)]
    marks = lab.kernel_eval(f"[s.marks or {{}} for s in {steps}]")
    assert all(place in marks[mark.step].get("highlight", [])
               for mark in lesson.marks if mark.tool == "Highlight" for place in mark.places)
    assert any(marks[n].get(kind) for n in range(len(marks))
               for kind in ("arrows", "crosses", "dots"))
    assert lab.kernel_eval("rec.lesson.exercise_steps()") == [lesson.exercise]
    exercise = lab.kernel_eval(f"{steps}[{lesson.exercise}].exercise")
    assert exercise["goal"]["kind"] == lesson.goal_kind and exercise["hint"] == lesson.hint
    assert lab.kernel_eval("rec.lesson.title") == f"My {lesson.game} lesson"

    saved = server.api("GET", f"/api/contents/{lesson.name}.json")
    assert saved["type"] == "file"
    notebook = server.api("GET", f"/api/contents/{lesson.name}.ipynb")
    assert notebook["type"] == "notebook"
    kept = notebook["content"]["metadata"]["polislab"]["lesson"]
    assert [step["narration"] for step in kept["steps"]] == list(lesson.narrations)


# -- teaching: the notebook the recorder made ----------------------------------------------------
def teach(lab: LabPage, lesson: Lesson) -> None:
    """Open the lesson's notebook, step through its players and answer its exercise."""
    from playwright.sync_api import expect

    lab.open_notebook(f"{lesson.name}.ipynb")
    pictures = lab.page.locator(".jp-OutputArea-output img.polislab-picture")
    # Before anything runs: the stored picture of each player's first board and the exercise's.
    expect(pictures).to_have_count(len(lesson.parts) + 1, timeout=TIMEOUT * 1000)
    expect(pictures.first).to_be_visible()
    lab.run_all_cells()

    players = lab.page.locator(PLAYER)
    expect(players).to_have_count(len(lesson.parts), timeout=TIMEOUT * 1000)
    for number, (first, end) in enumerate(lesson.parts):
        step_through(lab, players.nth(number), lesson.narrations[first:end])
    answer_exercise(lab, lesson)
    # The verdict in view: beside hopping's board, under the wider boards.
    picture(lab, f"lesson-notebook-{lesson.game}", f"{EXERCISE} .polislab-exercise-feedback",
            "center")


def step_through(lab: LabPage, player: Locator, narrations: tuple[str, ...]) -> None:
    """Press Next to the player's last step; each step shows the teacher's narration."""
    from playwright.sync_api import expect

    narration = player.locator(".polislab-tutorial-narration")
    expect(narration).to_have_text(narrations[0], timeout=TIMEOUT * 1000)
    for number, words in enumerate(narrations[1:], start=2):
        player.locator("button.polislab-tutorial-next").click()
        expect(narration).to_have_text(words, timeout=TIMEOUT * 1000)
        expect(player.locator(".polislab-tutorial-where")).to_contain_text(
            f"Step {number} of {len(narrations)}")


def answer_exercise(lab: LabPage, lesson: Lesson) -> None:
    """A wrong move first ("Not yet", and what it does not do), Undo, then the lesson's move
    ("Right", with the rule its outcome rests on)."""
    view = f"{EXERCISE_WIDGET}.view"
    lab.wait_canvas_drawn(f"{EXERCISE} canvas.polislab-board", min_colors=8)
    feedback = f"{EXERCISE} .polislab-exercise-feedback"
    play(lab, EXERCISE, view, lesson.wrong)
    said(lab, feedback, f"Not yet: {lesson.wrong.action} does not {lesson.task}.")
    lab.page.locator(f"{EXERCISE} .polislab-undo").click()
    assert lab.wait_kernel_value(f"len({view}.timeline.actions)", 0) == 0
    assert lab.wait_kernel_value(f"{EXERCISE_WIDGET}.feedback.value", "") == ""
    play(lab, EXERCISE, view, lesson.moves[lesson.exercise - 1])
    said(lab, feedback, "Right: ")
    assert lesson.rule in lab.page.locator(feedback).inner_text()


# -- the page ------------------------------------------------------------------------------------
def play(lab: LabPage, scope: str, view: str, move: Move) -> None:
    """Play ``move`` on the board of the PlayView ``view`` (a kernel expression) shown in
    ``scope``: click its places, and choose its action where the clicks offer a list."""
    for number, place in enumerate(move.clicks, start=1):
        click_place(lab, scope, f"{view}.board", place)
        if number < len(move.clicks):  # the place is selected before the next click
            chosen = list(move.clicks[:number])
            assert lab.wait_kernel_value(f"list({view}.selection)", chosen) == chosen
    played = f"[str(a) for a in {view}.timeline.actions][-1:] == [{move.action!r}]"
    offered = f"[str(a) for a in {view}.choices]"
    assert lab.wait_kernel_value(f"{played} or bool({offered})", True) is True, \
        lab.kernel_eval(f"{view}.message")
    if lab.kernel_eval(played):  # the clicks named one action: played at once
        return
    choices = lab.kernel_eval(offered)
    assert move.action in choices, (move.action, choices)
    index = choices.index(move.action)
    lab.page.locator(f"{scope} .polislab-choice-list select").select_option(index=index)
    assert lab.wait_kernel_value(f"{view}._choice_list.value", index) == index
    lab.page.locator(f"{scope} .polislab-play-choice").click()
    assert lab.wait_kernel_value(played, True) is True, lab.kernel_eval(f"{view}.message")


def click_place(lab: LabPage, scope: str, board: str, place: str) -> None:
    """Click ``place`` on the board ``board`` (a kernel expression) shown in ``scope``."""
    x, y = lab.kernel_eval(point_of(board, place))
    # As a teacher clicks: the board may be partly scrolled out of view (after typing in the
    # boxes under it); the click still names the place clicked (widgets/access.js, onPress).
    lab.click_canvas(f"{scope} canvas.polislab-board", x, y)


def point_of(board: str, place: str) -> str:
    """A kernel expression: canvas pixels inside ``place`` that a click names as ``place``: its
    centre, unless another place is there or within 2 pixels (a polis inside its territory, a
    city's edge: the page's pixels are not the kernel's to the last fraction)."""
    grid = "[(4, 4), *((i, j) for i in range(1, 8) for j in range(1, 8))]"
    near = "for dx in (-2, 0, 2) for dy in (-2, 0, 2)"
    return (f"next([x * b.pixel_ratio, y * b.pixel_ratio] for b in [{board}] "
            f"for rx, ry, rw, rh in [b.scene.regions[{place!r}]] for i, j in {grid} "
            f"for x, y in [(rx + rw * i / 8, ry + rh * j / 8)] "
            f"if all(b.square_at(x + dx, y + dy) == {place!r} {near}))")


def button(lab: LabPage, words: str) -> Locator:
    """The recorder's button that says ``words``."""
    return lab.page.locator(f"{RECORDER} button").filter(
        has_text=re.compile(rf"^\s*{words}\s*$"))


def cut_buttons(lab: LabPage) -> list[str]:
    """The recorder's buttons whose name the page cuts: shown with "...", or standing out of
    the recorder's right edge (the notebook hides what stands out)."""
    return list(lab.page.locator(RECORDER).evaluate(
        "(recorder) => { const edge = recorder.getBoundingClientRect().right;"
        " return Array.from(recorder.querySelectorAll('button')).filter((b) =>"
        " b.offsetParent !== null && (b.scrollWidth > b.clientWidth + 1"
        " || b.getBoundingClientRect().right > edge + 1)).map((b) => b.textContent.trim()); }"))


def type_in(lab: LabPage, selector: str, text: str) -> None:
    """Type ``text`` in a one-line box and press Enter (the box then sends it)."""
    box = lab.page.locator(selector)
    box.fill(text)
    box.press("Enter")


def picture(lab: LabPage, name: str, selector: str, block: str = "start") -> None:
    """A screenshot of the page, ``selector`` scrolled to the ``block`` edge of the view."""
    lab.page.locator(selector).evaluate(f"(el) => el.scrollIntoView({{block: '{block}'}})")
    lab.screenshot(name)


def said(lab: LabPage, selector: str, words: str) -> None:
    """Wait until the element ``selector`` says ``words``."""
    lab.page.wait_for_function(
        "([sel, words]) => { const el = document.querySelector(sel);"
        " return !!el && el.textContent.includes(words); }",
        arg=[selector, words], timeout=TIMEOUT * 1000)
