"""The class on one board (issue 29): moment codes, following the teacher, exercise results."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from polislab.classroom import moment_code, moment_link, read_moment
from polislab.classroom.follow import publish, read_channel
from polislab.classroom.moment import GAME_NUMBERS
from polislab.classroom.results import ResultsBook, class_results, merge, read_results
from polislab.core import game_names
from polislab.core.declarations import game_package
from polislab.core.errors import ScenarioError
from polislab.games import hegemony, hexemonia, hopping

#: The games moment codes carry: each has a number fixed for good (codes.GAME_NUMBERS).
GAMES = {name: game_package(name) for name in game_names() if name in GAME_NUMBERS}


# -- moment codes ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_tutorial_step_round_trips_by_name(name: str) -> None:
    module = GAMES[name]
    tutorial = module.tutorial_names()[0]
    scenario = module.tutorial(tutorial)
    step = len(scenario) - 1
    moment = read_moment(moment_code(scenario, step=step))
    assert (moment.game, moment.tutorial, moment.step) == (name, tutorial, step)
    assert moment.board() == scenario.frames[step].state
    # A ready-made tutorial travels by name: the code stays short enough to read out or scan.
    assert len(moment_code(scenario, step=step)) < 120


@pytest.mark.parametrize("name", sorted(set(game_names()) - set(GAME_NUMBERS)))
def test_a_game_without_a_number_is_refused_in_a_sentence(name: str) -> None:
    """A moment code names its game by a number fixed for good, given to the library's games
    only: a code of a game from elsewhere could open as another game where it is read."""
    with pytest.raises(ScenarioError, match="has no number in moment codes"):
        moment_code(game_package(name).start())


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_position_round_trips(name: str) -> None:
    state = GAMES[name].start(seed=3)
    moment = read_moment(moment_code(state))
    assert moment.scenario is None and moment.state == state


def test_a_scenario_of_ones_own_travels_whole() -> None:
    from polislab.core.scenario import Scenario, Step

    start = hopping.start()
    mine = Scenario("hopping", start, [Step(None, "Mine."), Step("e2-e3", "Then this.")],
                    title="My lesson")
    moment = read_moment(moment_code(mine, step=1))
    assert moment.tutorial == "" and moment.scenario == mine and moment.step == 1


def test_a_tutorial_player_shares_its_step_and_the_learners_own_game() -> None:
    from polislab.widgets import TutorialPlayer

    player = TutorialPlayer(hopping.tutorial("worked-example"))
    player.goto(1)
    assert read_moment(moment_code(player)).step == 1
    player.try_it()
    move = player.view.state.legal_actions()[0]
    player.view.play(move)
    moment = read_moment(moment_code(player))
    assert moment.free == player.view.state and moment.board() == player.view.state
    opened = moment.open()
    assert opened.mode == "free" and opened.state == player.view.state and opened.step == 1


def test_the_share_box_shows_the_code_and_a_qr_code() -> None:
    from polislab.widgets import TutorialPlayer

    player = TutorialPlayer(hegemony.tutorial("sieges"))
    player.goto(2)
    player.share.toggle()
    assert player.share.shown
    assert read_moment(player.share.code.value).step == 2
    assert "<svg" in player.share._qr.value and "aria-label" in player.share._qr.value


def test_a_qr_code_is_a_full_one_phones_read_or_none_when_too_long() -> None:
    from polislab.widgets.classroom import qr_svg

    short = qr_svg("PL1-AB")  # short enough for a Micro QR code, which phone cameras miss
    assert short is not None and short.startswith("<svg")
    # 21 modules (version 1) and a border of 2: 25 squares of 10 px, at least 240 px wide so
    # that a projector shows it large enough to scan from the back (friction 7: 123 px).
    assert 'width="250"' in short and 'scale(10)' in short
    assert qr_svg("x" * 1500) is None  # past version 25: copy the code instead


@pytest.mark.parametrize("length", [10, 117, 400, 1000])
def test_a_qr_code_is_at_least_240_px_and_not_much_more(length: int) -> None:
    from polislab.widgets.classroom import QR_SIZE, qr_svg

    svg = qr_svg("PL1-" + "A" * length)
    assert svg is not None
    width = int(re.search(r'width="(\d+)"', svg).group(1))
    scale = int(re.search(r"scale\((\d+)\)", svg).group(1))
    assert QR_SIZE == 240 and QR_SIZE <= width < QR_SIZE + 2 * width // scale


@pytest.mark.parametrize("bad, said", [
    ("", "not a polislab moment code"),
    ("hello", "not a polislab moment code"),
    ("PL-ABCDE", "has no version"),
    ("PL9-ABCDE", "version 9"),
    ("PL1-AB0DE", "'0'"),
    (42, "is text"),
    ("PL1-" + "A" * 50_000, "too long"),
])
def test_bad_codes_are_refused_with_a_sentence(bad: object, said: str) -> None:
    with pytest.raises(ScenarioError, match=said):
        read_moment(bad)


def test_any_changed_or_lost_letter_is_caught() -> None:
    code = moment_code(hopping.tutorial("blocked"), step=1)
    body = code.index("-") + 1
    for where in range(body, len(code)):
        if code[where] == "-":
            continue
        other = "B" if code[where] != "B" else "C"
        with pytest.raises(ScenarioError, match="damaged"):
            read_moment(code[:where] + other + code[where + 1:])
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(code[:-1])


def test_a_forged_code_with_a_good_check_still_meets_the_games_own_checks() -> None:
    from polislab.classroom import moment as codes

    def forged(kind: int, game: str, rest: bytes) -> str:
        return codes._pack(bytes([kind << 4 | codes.GAME_NUMBERS.index(game)]) + rest)

    saved = hopping.start().to_json()
    saved["board"] = "not a board"
    squeezed = codes._squeeze(saved, "hopping")
    with pytest.raises(ScenarioError, match="the position in this moment code cannot be read"):
        read_moment(forged(codes._POSITION, "hopping", squeezed))
    with pytest.raises(ScenarioError, match="not a step"):
        read_moment(forged(codes._TUTORIAL, "hopping", codes.blob(b"blocked") + b"\x63"))
    with pytest.raises(ScenarioError, match="unknown here"):
        read_moment(forged(codes._TUTORIAL, "hopping", codes.blob(b"no-such") + b"\x00"))
    with pytest.raises(ScenarioError, match="a game unknown here"):
        read_moment(codes._pack(bytes([codes._TUTORIAL << 4 | 15])))


def test_a_pasted_link_opens_its_code() -> None:
    code = moment_code(hopping.tutorial("blocked"), step=1)
    link = moment_link(code, "https://example.org/polislab", "hopping-captures.ipynb")
    assert link == ("https://example.org/polislab/notebooks/index.html"
                    f"?path=hopping-captures.ipynb&moment={code}")
    assert read_moment(link).step == 1


def test_the_opener_explains_a_bad_code_under_it() -> None:
    from polislab.widgets.classroom import MomentOpener

    opener = MomentOpener()
    assert opener.open_code("PL1-ABCDE") is None
    assert "does not open" in opener.message.value and "damaged" in opener.message.value
    good = moment_code(hexemonia.tutorial(hexemonia.tutorial_names()[0]), step=0)
    board = opener.open_code(good)
    assert board is opener.board and opener._holder.children == (board,)
    assert "Opened: " in opener.message.value and "step 1 of" in opener.message.value
    assert "Moment(" not in opener.message.value


def test_the_opener_has_a_model_a_page_can_show() -> None:
    """Friction 3: opener() showed "Error displaying widget: model not found" because its
    method ``open`` hid ipywidgets' own Widget.open, which makes the widget's model."""
    from polislab.widgets.classroom import opener

    box = opener()
    assert box.comm is not None and box.model_id
    view = box._repr_mimebundle_()["application/vnd.jupyter.widget-view+json"]
    assert view["model_id"] == box.model_id


# -- following the teacher -------------------------------------------------------------------------
def test_a_follower_shows_each_moment_the_teacher_shows(tmp_path: Path) -> None:
    from polislab.widgets import TutorialPlayer
    from polislab.widgets.classroom import Follower, lead

    teacher = TutorialPlayer(hegemony.tutorial("sieges"))
    stop = lead(teacher, "class-3b", tmp_path)
    student = Follower("class-3b", tmp_path)
    assert student.board.scenario == teacher.scenario and student.board.step == 0
    teacher.goto(3)
    assert student.poll() and student.board.step == 3
    assert not student.poll()  # nothing new
    student.following.value = False  # the learner looks around
    teacher.goto(1)
    assert not student.poll() and student.board.step == 3
    student.following.value = True  # and catches up at once
    assert student.board.step == 1
    # What a cell shows of them where widgets are not drawn: sentences (issue 38).
    assert repr(stop) == ("Leading class-3b: every step or move this player shows is written "
                          "to the channel, for follow('class-3b'); stop() stops.")
    assert repr(student) == "A board following the teacher on class-3b."
    stop()
    assert repr(stop) == "No longer leading class-3b: the class's boards keep the last step."
    teacher.goto(2)
    assert not student.poll() and student.board.step == 1
    stop()  # stopping twice is stopping
    student.stop()


def test_the_channel_file_is_whole_and_counts_up(tmp_path: Path) -> None:
    assert read_channel("x", tmp_path) is None
    assert publish("x", "PL1-A", tmp_path) == 1
    assert publish("x", "PL1-B", tmp_path) == 2
    assert read_channel("x", tmp_path) == (2, "PL1-B")
    with pytest.raises(ScenarioError, match="channel is named"):
        publish("../etc", "PL1-A", tmp_path)


# -- results --------------------------------------------------------------------------------------
def _book(learner: str, *entries: tuple) -> dict:
    book = ResultsBook(learner=learner, path=None)
    for kind, exercise, *rest in entries:
        answer, correct = (rest + [None, None])[:2]
        book.record(kind, exercise, f"prompt of {exercise}", answer=answer, correct=correct)
    return book.to_json()


def test_the_class_table_counts_learners_not_clicks() -> None:
    books = [
        _book("Ann", ("attempt", "stun", "d4-d5", True)),
        _book("Bob", ("hint", "stun"), ("hint", "stun"), ("attempt", "stun", "a1-a2", False),
              ("attempt", "stun", "d4-d5", True)),
        _book("Cy", ("answer", "stun"), ("attempt", "stun", "d4-d5", True),
              ("attempt", "siege", "4", False)),
    ]
    results = merge(books)
    stun, siege = results.rows()
    assert (stun.tried, stun.right, stun.first_try, stun.hinted, stun.two_hints, stun.shown) == (
        3, 3, 1, 1, 1, 1)
    assert stun.attempts == pytest.approx(4 / 3)
    assert (siege.tried, siege.right, siege.first_try) == (1, 0, 0)
    assert results.hardest() == siege
    assert results.learners() == ["Ann", "Bob", "Cy"]
    html = results._repr_html_()
    assert "<table" in html and "<svg" in html and "needed a hint" in html


def test_a_learner_handing_in_twice_counts_once() -> None:
    ann = _book("Ann", ("hint", "stun"), ("attempt", "stun", "d4-d5", True))
    results = merge([ann, ann])
    assert results.rows()[0].hinted == 1 and results.rows()[0].attempts == 1


def test_results_files_in_a_folder_merge(tmp_path: Path) -> None:
    for name in ("ann", "bob"):
        book = ResultsBook(learner="", path=tmp_path / f"polislab-results-{name}.json")
        book.record("attempt", "stun", "p", answer="x", correct=name == "ann")
    (tmp_path / "notes.json").write_text("{}")  # another JSON file in the hand-in folder
    results = class_results(tmp_path)
    assert results.learners() == ["ann", "bob"] and results.rows()[0].right == 1


def test_a_results_file_survives_a_restart_and_a_bad_one_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "polislab-results.json"
    ResultsBook("Ann", path).record("hint", "stun", "p")
    again = ResultsBook("", path)
    assert again.learner == "Ann" and len(again.entries) == 1
    path.write_text("{not json")
    fresh = ResultsBook("Ann", path)
    assert fresh.entries == [] and (tmp_path / "polislab-results.json.unreadable").exists()


@pytest.mark.parametrize("change, said", [
    ({"format": "x"}, "not a polislab results file"),
    ({"version": 7}, "version 7"),
    ({"entries": [{"kind": "guess"}]}, "entries\\[0\\].kind"),
    ({"entries": [{"kind": "attempt", "exercise": "e", "prompt": "p", "time": "t",
                   "answer": "a", "correct": "yes"}]}, "correct: true or false"),
    ({"extra": 1}, "extra"),
])
def test_bad_results_are_refused_by_name(change: dict, said: str) -> None:
    data = {**_book("Ann", ("hint", "stun")), **change}
    with pytest.raises(ScenarioError, match=said):
        read_results(json.loads(json.dumps(data)))


def test_exercises_record_answers_hints_and_shown_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    from polislab.classroom import results
    from polislab.widgets import Exercise, Question

    book = ResultsBook("Ann", path=None)
    monkeypatch.setattr(results, "_BOOK", book)
    start = hopping.position("""
    .  .  .  .  .  .  .  BC
    .  .  .  .  .  .  .  .
    .  .  RD .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  RD BD .  .
    .  .  .  .  .  .  .  .
    RC .  .  .  .  .  .  .
    """, to_move="red")

    def goal(before, after):  # a Blue piece fewer
        return str(after).count("B") < str(before).count("B"), "counted"

    exercise = Exercise(start, "Capture a Blue dog.", goal, hint="Look at f3.", name="capture")
    exercise.show_hint()
    exercise.view.play("e3-e4")
    question = Question("How many squares does a dog move?", lambda t: (t == "1", "one"))
    question.entry.value = "2"
    question._press_check()
    question.show_answer()
    assert repr(question.check_answer("2")) == "Not yet: one"  # a sentence, not a repr
    book.learner = ""  # no name yet: each exercise asks, and says aloud the name it kept
    named = Question("Name?", lambda t: (True, ""))
    assert named.learner_name.keep("Ann")
    assert named.access.said == "Your name is kept: your results are Ann's."
    assert exercise.learner_name.layout.display == "none"  # asked once: the others stop asking
    kinds = [(e["kind"], e["exercise"], e.get("correct")) for e in book.entries]
    assert kinds == [("hint", "capture", None), ("attempt", "capture", True),
                     ("attempt", "how-many-squares-does-a-dog", False),
                     ("answer", "how-many-squares-does-a-dog", None)]
    assert exercise.download.text == book.text()


def test_a_link_to_the_site_opens_its_tutorial_at_the_moment() -> None:
    """The page's address hands its ``moment`` to every tutorial player of the notebook (the
    front end of UrlMoment); the player of that tutorial goes to the step, the others stay."""
    from polislab.widgets import TutorialPlayer

    siege = TutorialPlayer(hegemony.tutorial("sieges"))
    other = TutorialPlayer(hegemony.tutorial("civil-war"))
    code = moment_code(hegemony.tutorial("sieges"), step=3)
    for player in (siege, other):
        player._from_link.code = moment_link(code, "http://127.0.0.1:8000").split("moment=")[1]
    assert siege.step == 3 and other.step == 0
    other._from_link.code = "PL1-DAMAGED"  # a damaged link opens the notebook as it is
    assert other.step == 0


# -- results a teacher can collect (issue 38) -----------------------------------------------------
def test_the_learners_name_is_asked_once_and_kept_with_the_results(tmp_path: Path) -> None:
    from polislab.widgets.classroom import LearnerName, ResultsDownload

    book = ResultsBook(path=tmp_path / "polislab-results.json")
    first, second = LearnerName(book), LearnerName(book)  # two exercises of one notebook
    download = ResultsDownload(book)
    assert first.layout.display is None and first.entry is not None  # it asks
    assert download.filename == "polislab-results.json"
    assert first.keep("  Ann   Smith ")
    # Asked once: every exercise stops asking, and the file to hand in is named by it.
    assert first.layout.display == "none" and second.layout.display == "none"
    assert first.children == () and second.entry is None
    assert download.filename == "polislab-results-Ann-Smith.json"
    assert json.loads(download.text)["learner"] == "Ann Smith"
    # Kept: a restarted kernel reads it back from the results file, and asks no more.
    again = ResultsBook(path=tmp_path / "polislab-results.json")
    assert again.learner == "Ann Smith"
    assert LearnerName(again).layout.display == "none"


@pytest.mark.parametrize("name", ["", "   ", "???", "A" * 81, 7, None])
def test_a_name_that_is_not_one_is_refused_in_a_sentence(name: object) -> None:
    from polislab.widgets.classroom import LearnerName

    book = ResultsBook(path=None)
    box = LearnerName(book)
    assert not box.keep(name)  # type: ignore[arg-type]
    assert box.message is not None and "A learner's name is a short text" in box.message.value
    assert "Traceback" not in box.message.value and "<class" not in box.message.value
    assert book.learner == "" and box.layout.display is None  # unchanged, still asking
    with pytest.raises(ScenarioError, match="a learner's name is a short text"):
        book.set_learner(name)  # type: ignore[arg-type]


def test_the_kept_name_comes_before_the_hub_login(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from polislab.classroom import results

    monkeypatch.setenv("POLISLAB_RESULTS_FILE", str(tmp_path / "polislab-results.json"))
    monkeypatch.setenv("JUPYTERHUB_USER", "learner7")
    monkeypatch.setattr(results, "_BOOK", None)
    assert results.my_results_book().learner == "learner7"  # the hub login, when no name yet
    results.set_learner("Ann Smith")
    monkeypatch.setattr(results, "_BOOK", None)  # the kernel restarts
    assert results.my_results_book().learner == "Ann Smith"


@pytest.mark.parametrize("learner, file", [
    ("Ann", "polislab-results-Ann.json"),
    ("Zoë O'Neil", "polislab-results-Zoë-O-Neil.json"),
    ("../../etc/passwd", "polislab-results-etc-passwd.json"),
    ("Ann: 3b/2", "polislab-results-Ann-3b-2.json"),
    ("", "polislab-results.json"),
])
def test_a_results_file_is_named_by_its_learner_safely(learner: str, file: str) -> None:
    from polislab.classroom.results import results_file_name

    assert results_file_name(learner) == file


def test_the_class_table_names_exercises_by_their_words_and_prints_sentences() -> None:
    ann, bob = ResultsBook("Ann", path=None), ResultsBook("Bob", path=None)
    prompt = "Which of Bob's tiles may Ann attack?"
    ann.record("attempt", "which-of-bob-s-tiles-may", prompt, answer="1a", correct=True)
    bob.record("hint", "which-of-bob-s-tiles-may", prompt)
    bob.record("attempt", "which-of-bob-s-tiles-may", prompt, answer="2f", correct=False)
    results = merge([ann.to_json(), bob.to_json()])
    table = results.table()
    assert "1. Which of Bob&#x27;s tiles may Ann attack?</th>" in table
    assert "which-of-bob-s-tiles-may" not in table
    assert "<caption>2 learners' results</caption>" in table
    hardest = repr(results.hardest())
    assert hardest == str(results.hardest()) == (
        "“Which of Bob's tiles may Ann attack?”: 2 learners tried it (1.0 answers each), "
        "1 got it right, 1 at the first try with no hint, 1 needed a hint, "
        "0 showed the answer.")
    assert repr(results) == "2 learners' results on 1 exercise."
    assert repr(merge([])) == "No results yet."
    assert repr(ann) == "Ann's results: 1 entry on 1 exercise, kept in memory only."
    chart = results.chart()  # numbered as in the table: a prompt is too long under a bar
    assert "exercise, numbered as in the table" in chart and "which-of" not in chart


def test_who_cannot_write_the_channels_folder_is_told_so_and_leads_nothing(tmp_path: Path) -> None:
    """A learner leading a channel in a folder only the teacher writes gets a sentence."""
    from polislab.widgets import PlayView
    from polislab.widgets.classroom import lead

    not_a_folder = tmp_path / "shared"
    not_a_folder.write_text("")  # any folder this user may not write (root may write any)
    view = PlayView(hopping.start())
    with pytest.raises(ScenarioError, match=r"the channel class-3b cannot be written in .*"
                       r"only the one who may write that folder, the teacher, leads it; "
                       r"follow it with follow\('class-3b'\)"):
        lead(view, "class-3b", str(not_a_folder))
    view.play("d2-d3")  # nothing was left watching the board
    assert not_a_folder.read_text() == ""


# -- the follower and the opener in words (the teacher's walkthrough, friction 12) ---------------
def test_a_moment_in_words() -> None:
    scenario = hegemony.tutorial("sieges")
    moment = read_moment(moment_code(scenario, step=3))
    assert moment.words() == f"{scenario.title}, step 4 of {len(scenario)}"
    assert read_moment(moment_code(hopping.start())).words() == (
        "a game of Polis (the chariot race)")
    # What a cell shows of read_moment(code): the words, not a repr (issue 38).
    assert repr(moment) == f"A moment: {scenario.title}, step 4 of {len(scenario)}."


def test_the_follower_says_what_it_follows_in_words_and_its_buttons_wait(tmp_path: Path) -> None:
    from polislab.widgets import TutorialPlayer
    from polislab.widgets.classroom import FOLLOWING, Follower, lead

    teacher = TutorialPlayer(hegemony.tutorial("sieges"))
    stop = lead(teacher, "class-3b", tmp_path)
    teacher.goto(3)
    student = Follower("class-3b", tmp_path)
    assert student.status.value == ("<span role='status'>Following class-3b: "
                                    "Sieges: one won, one lost, step 4 of 7</span>")
    assert student.board.controls.locked == FOLLOWING  # Previous, Next... wait, and say why
    student.board.view.click("Argos")
    assert student.board.view.message == FOLLOWING
    # Next pressed, or Right on the controls: the page tells the kernel, which says why it waits
    # (issue 38: "the follower's Previous/Next stay active while following, with no word").
    student.board.controls._handle_custom_msg({"event": "locked", "control": "next"}, [])
    assert student.board.view.message == "Next waits. " + FOLLOWING
    assert student.board.view.board.access.said == "Next waits. " + FOLLOWING
    assert student.board.step == 3
    student.board.controls._handle_custom_msg({"event": "locked", "control": ["?"]}, [])
    assert student.board.view.message == "This control waits. " + FOLLOWING  # no repr
    assert student.following.tooltip.startswith("Press to stop following")
    student.following.value = False  # the learner looks around: the buttons work again
    assert student.board.controls.locked == ""
    assert student.following.description == "Follow again"
    assert student.following.tooltip == "Press to follow the teacher again, from their step"
    student.board.previous()
    assert student.board.step == 2
    assert student.board.say_waiting("next") == ""  # the buttons work: nothing to say
    student.following.value = True
    assert student.board.controls.locked == FOLLOWING and student.board.step == 3
    stop()
    student.stop()


def test_a_follower_tells_each_moment_it_shows_once_shown(tmp_path: Path) -> None:
    from polislab.widgets import TutorialPlayer
    from polislab.widgets.classroom import Follower, lead

    teacher = TutorialPlayer(hegemony.tutorial("sieges"))
    stop = lead(teacher, "class-3b", tmp_path)
    student = Follower("class-3b", tmp_path)
    shown: list[tuple[int, int]] = []
    student.on_show(lambda moment: shown.append((moment.step, student.board.step)))
    teacher.goto(2)
    assert student.poll() and not student.poll()  # a moment is told once
    serial = read_channel("class-3b", tmp_path)[0]
    teacher.next()  # a step: its number, then its move replayed on the board
    assert read_channel("class-3b", tmp_path)[0] == serial + 1  # written once
    student.poll()
    assert shown == [(2, 2), (3, 3)]  # the board already shows the step it is told
    student.following.value = False
    teacher.next()
    assert not student.poll() and shown == [(2, 2), (3, 3)]  # not following: nothing shown
    stop()
    student.stop()


def test_a_follower_of_a_game_may_play_on_only_once_it_stops_following(tmp_path: Path) -> None:
    from polislab.widgets import PlayView
    from polislab.widgets.classroom import FOLLOWING, Follower, lead

    teacher = PlayView(hopping.start())
    stop = lead(teacher, "game", tmp_path)
    student = Follower("game", tmp_path)
    assert "Following game: a game of Polis (the chariot race)" in student.status.value
    assert student.board.interactive is False
    student.board.click("d2")
    assert student.board.message == FOLLOWING and student.board.state == hopping.start()
    student.following.value = False
    student.board.play("d2-d3")
    assert student.board.state == hopping.start().play("d2-d3")
    stop()
    student.stop()
