"""Lesson codes (issue 37): a teacher's own lesson, every step of it, as one moment code.

A lesson of each registered game, made by playing (seeded random legal actions, a narration and
a mark on a board place at each step), round-trips to an equal Scenario and opens at its first
step; a lesson too long for a code is refused with a sentence that says how long and to share
the file; a damaged code, or a forged one holding a step the rules refuse, is refused too.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from polislab.classroom import lesson_code, moment_code, read_moment
from polislab.classroom import moment as codes
from polislab.core import Timeline, game_names, get_game
from polislab.core.declarations import game_package
from polislab.core.errors import ScenarioError
from polislab.core.interface import interface_for
from polislab.core.scenario import Scenario, Step
from polislab.games import hellas, hopping

GAMES = [name for name in game_names() if name in codes.GAME_NUMBERS]
SAYINGS = ["{who} opens with {action}: a quiet move that keeps every choice open.",
           "Now {who} answers: {action}. Watch the marked place, it matters later.",
           "{who} plays {action}. Why is it better than the obvious move?",
           "With {action}, {who} takes the lead. How should the other side reply?",
           "{who} ends the sequence with {action}."]


def a_place(state: Any, rng: random.Random) -> str:
    """A place a teacher can click on the board of ``state`` (a scene region's name)."""
    return rng.choice(sorted(interface_for(state).scene(state).regions))


def recorded(name: str, seed: int, steps: int = 5, start: Any = None) -> Scenario:
    """A lesson as a teacher records it: from ``G.start(seed=seed)`` (or ``start``), each step
    a random legal action, narrated, with a place of the board highlighted."""
    game = get_game(name)
    start = game_package(name).start(seed=seed) if start is None else start
    rng = random.Random(f"lesson/{name}/{seed}")
    state, lesson = start, []
    for number in range(steps):
        who = str(game.to_move(state)).title()
        action = rng.choice(list(game.legal_actions(state)))
        state, _ = game.apply(state, action)
        narration = SAYINGS[number % len(SAYINGS)].format(who=who, action=action)
        lesson.append(Step(str(action), narration, {"highlight": [a_place(state, rng)]},
                           title=f"Move {number + 1}"))
    return Scenario(name, start, lesson, title=f"Five moves of {game.title}",
                    intro="Play along, and look at the marked places.")


# -- round trips --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_a_five_step_lesson_of_every_game_round_trips_to_an_equal_scenario(name: str) -> None:
    lesson = recorded(name, 37)
    code = lesson_code(lesson)
    assert code.startswith("PL2-") and len(code) <= codes.LESSON_CODE_MAX
    moment = read_moment(code)
    assert moment.scenario == lesson
    assert [step.to_json() for step in moment.scenario.steps] == [
        step.to_json() for step in lesson.steps]  # marks, titles, narrations, actions
    assert (moment.game, moment.tutorial, moment.step) == (name, "", 0)


def test_a_lesson_from_a_position_mid_game_carries_that_position() -> None:
    timeline = Timeline(get_game("hellas"), hellas.start(seed=8))
    rng = random.Random(8)
    for _ in range(12):
        timeline.play(rng.choice(timeline.state.legal_actions()))
    lesson = recorded("hellas", 8, start=timeline.state)
    assert read_moment(lesson_code(lesson)).scenario == lesson


def test_a_step_written_otherwise_than_the_rules_write_it_keeps_its_words() -> None:
    """A teacher typing "D2-D3" gets "D2-D3" back: the actions travel as written."""
    lesson = Scenario("hopping", hopping.start(), [Step("D2-D3", "Red steps."),
                                                   Step("e7-e6", "Blue answers.")])
    assert codes._places_bytes(lesson) is None
    again = read_moment(lesson_code(lesson)).scenario
    assert again == lesson and again.steps[0].action == "D2-D3"


def test_a_lesson_set_up_with_rule_options_keeps_them() -> None:
    from polislab.games import hexemonia

    lesson = recorded("hexemonia", 6, start=hexemonia.start(seed=6, players=3))
    again = read_moment(lesson_code(lesson)).scenario
    assert again == lesson and len(again.start.players) == 3


def test_steps_without_an_action_and_a_script_travel_too() -> None:
    """A step showing the position as it stands has no action; a lesson whose script plays
    chance after a step keeps its actions as the rules write them (the script replays)."""
    voyage = hellas.tutorial("voyage")
    assert voyage.script and voyage.steps[0].action is None
    short = Scenario("hellas", voyage.start, [
        Step(step.action, f"Step {number + 1}.", step.marks, step.title)
        for number, step in enumerate(voyage.steps)], title="A voyage", script=voyage.script)
    assert codes._places_bytes(short) is None  # the script draws the tile after step 2
    assert read_moment(lesson_code(short)).scenario == short


def test_a_lesson_at_a_later_step_and_a_learners_own_game_there_travel_too() -> None:
    """moment_code of a lesson at a step (the Share button of its player) codes it whole
    too, with the step, and the learner's own moves when they play on from it."""
    from polislab.widgets import TutorialPlayer

    lesson = recorded("hexemonia", 4)
    moment = read_moment(moment_code(lesson, step=3))
    assert (moment.scenario, moment.step) == (lesson, 3)
    player = TutorialPlayer(lesson)
    player.goto(2)
    player.try_it()
    for _ in range(2):
        player.view.play(player.view.state.legal_actions()[-1])
    moment = read_moment(moment_code(player))
    assert (moment.scenario, moment.step) == (lesson, 2)
    assert get_game("hexemonia").to_json(moment.free) == get_game("hexemonia").to_json(
        player.view.state)


def test_the_lessons_moment_opens_as_a_tutorial_player_at_its_first_step() -> None:
    from polislab.widgets import TutorialPlayer

    lesson = recorded("hopping", 3)
    player = read_moment(lesson_code(lesson)).open()
    assert isinstance(player, TutorialPlayer)
    assert player.scenario == lesson and player.step == 0


# -- refusals -----------------------------------------------------------------------------------
def test_a_lesson_too_long_for_a_code_is_refused_saying_how_long_and_to_share_the_file() -> None:
    rng = random.Random(1)
    lesson = recorded("hopping", 5)
    wordy = Scenario("hopping", lesson.start, [  # narrations that do not compress
        Step(step.action, " ".join("".join(rng.choices("abcdefghijklmnopqrstuvwxyz", k=6))
                                   for _ in range(40)))
        for step in lesson.steps])
    with pytest.raises(codes.LessonTooLong,
                       match=r"would be [\d,]+ characters long.*at most 1,400\): share "
                             r"the lesson's file instead") as refused:
        lesson_code(wordy)
    assert isinstance(refused.value, ScenarioError)
    assert refused.value.length > codes.LESSON_CODE_MAX
    assert f"would be {refused.value.length:,} characters" in str(refused.value)


def test_only_a_scenario_makes_a_lesson_code() -> None:
    with pytest.raises(ScenarioError, match="made of a Scenario"):
        lesson_code(hopping.start())


def test_a_damaged_lesson_code_is_refused() -> None:
    code = lesson_code(recorded("hegemony", 2))
    where = len(code) // 2 + (code[len(code) // 2] == "-")
    changed = code[:where] + ("B" if code[where] != "B" else "C") + code[where + 1:]
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(changed)
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(code[:-4])


def forged(texts: dict[str, Any], places: bytes = b"\x00\x00", start: bytes | None = None,
           step: bytes = b"\x00") -> str:
    """A hopping lesson code with a good check holding ``texts`` (each step's action in its
    JSON when ``places`` says no step is coded by its place), at ``step``."""
    start = codes._position_bytes(hopping.start()) if start is None else start
    text = codes.deflate(json.dumps(texts).encode(), codes._lesson_preset("hopping"))
    packed = (codes._first_byte(codes._LESSON, "hopping") + codes.blob(start) + places
              + codes.blob(text) + step)
    return codes._pack(packed)


def test_a_forged_lesson_with_an_illegal_step_is_refused_naming_the_step() -> None:
    steps = [{"action": "d2-d3", "narration": "Red steps."},
             {"action": "d2-d5", "narration": "Blue jumps three squares."}]
    assert read_moment(forged({"steps": steps[:1]})).scenario.steps[0].action == "d2-d3"
    with pytest.raises(ScenarioError, match=r"steps\[1\] \('d2-d5'\) cannot be played"):
        read_moment(forged({"steps": steps}))


@pytest.mark.parametrize("texts, places, said", [
    ({"steps": [{"narration": "?"}], "author": "me"}, b"\x00\x00", "unknown key"),
    ({"steps": "none"}, b"\x00\x00", "damaged"),
    ({"steps": [{"narration": 3}]}, b"\x00\x00", "steps\\[0\\].narration"),
    ({"steps": [{"narration": "?"}]}, b"\x02\x00", "damaged"),  # two places, one step
    ({"steps": [{"narration": "?", "action": "d2-d3"}]}, b"\x01\x01\x01", "damaged"),
    ({"steps": [{"narration": "?"}]}, b"\x01\x01\xff", "damaged"),  # no such place
])
def test_a_forged_lesson_code_is_refused_with_a_sentence(texts: dict[str, Any], places: bytes,
                                                         said: str) -> None:
    with pytest.raises(ScenarioError, match=said):
        read_moment(forged(texts, places))


def test_a_forged_lesson_codes_step_is_one_of_its_steps() -> None:
    with pytest.raises(ScenarioError, match="step 9 is not a step of 'Mine' \\(it has 1\\)"):
        read_moment(forged({"steps": [{"narration": "?"}], "title": "Mine"}, step=b"\x09"))
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(forged({"steps": [{"narration": "?"}]}, step=b""))


def test_a_lesson_codes_start_is_a_position_or_a_setup_of_its_own_game() -> None:
    texts = {"steps": [{"narration": "?"}]}
    tutorial = codes._first_byte(codes._TUTORIAL, "hopping") + codes.blob(b"blocked") + b"\x00"
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(forged(texts, start=tutorial))
    with pytest.raises(ScenarioError, match="damaged"):
        read_moment(forged(texts, start=codes._position_bytes(hellas.start(seed=1))))


def test_a_lesson_codes_texts_are_bounded_as_every_json_read() -> None:
    deep: Any = "?"
    for _ in range(200):
        deep = [deep]
    with pytest.raises(ScenarioError, match="nested|deep"):
        read_moment(forged({"steps": [{"narration": "?"}], "title": deep}))


# -- the kinds before lesson codes ----------------------------------------------------------------
# Version-2 codes made by polislab before lesson codes (commit 94414cd), kept as handed out: a
# new kind of code changes none of them.
BEFORE = {
    "tutorial step": "PL2-EADWE-3DPMN-VWKZA-COB4M-6XA",
    "position": "PL2-ADBTJ-5YWXB-QFSJU-MMIZB-TKI6A-D6PPT-JZ",
    "history": "PL2-CIMAM-AZ5EL-HGVID-MAY",
    "scenario step": (
        "PL2-GAAY2-ALTAF-GSGBA-LYMTZ-DCUTK-PZUAE-2O7KD-MCLHJ-RG42T-QPM2B-U2KYG-WZS6J-FIX4M-"
        "CDGBV-XCSLC-KEES2-HEEGI-7DKIG-YQ7EY-LKMYF-WYRSN-ARMWL-4YCPU-KNISE-CA5ZQ-LIYMS-5Z4CZ-"
        "TJQ3J-QNOFJ-A34KO-EYGU3-3CKF3-3CCTD-GBTEM-ZT2IY-HRBFX-YGEDT-GADES-F2XGB-FEUYU-YALOQ-"
        "BNTSZ-SJNZF-EA2Z7-QZXGU-WBK2B-QATJQ-33NY"),
}


def test_version_2_codes_of_the_earlier_kinds_read_the_same() -> None:
    step = read_moment(BEFORE["tutorial step"])
    assert (step.game, step.tutorial, step.step) == ("hopping", "blocked", 2)
    assert read_moment(BEFORE["position"]).state == hopping.start().play("d2-d3")
    played = Timeline.replay(get_game("hellas"), hellas.start(seed=12), [
        "place Miletos at -1,0 rotation 3", "draw Chalkis", "place Chalkis at 0,-1 rotation 0",
        "draw Mykenai", "place Mykenai at 0,1 rotation 1", "draw Megara"])
    assert read_moment(BEFORE["history"]).state == played.state
    mine = Scenario("hopping", hopping.start(), [
        Step(None, "Start."), Step("d2-d3", "Red steps.", {"highlight": ["d3"]})], title="Mine")
    moment = read_moment(BEFORE["scenario step"])
    assert (moment.scenario, moment.step) == (mine, 1)
    assert len(lesson_code(mine)) < len(BEFORE["scenario step"]) / 2  # the lesson, whole
