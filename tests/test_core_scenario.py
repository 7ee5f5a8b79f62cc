"""Scripted scenarios: replay by the rules, loud failures, and plain-JSON saving (core.scenario)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from polislab import IllegalAction, ScenarioError, get_game
from polislab.core.scenario import FORMAT, Frame, Scenario, Step
from polislab.games import hopping

GAME = get_game("hopping")

CAPTURE = hopping.Position.from_diagram(
    """
    .  .  .  .  .  .  .  BC
    .  .  .  .  .  .  .  .
    .  .  RD .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  RD BD .  .
    .  .  .  .  .  .  .  .
    RC .  .  .  .  .  .  .
    """,
    to_move="red",
)


def _steps() -> list[Step]:
    return [
        Step(None, "Red to move. Watch the Blue dog on f3.", title="The position"),
        Step("e3-e4", "The Blue dog hops over e4 and is captured.", title="A capture"),
        Step("h8-g7", "Blue's chariot steps off the corner."),
        Step("a1-b2", "Red's chariot sets out.",
             marks={"highlight": ["b2"], "arrows": [("a1", "b2")]}),
    ]


def _scenario() -> Scenario:
    return Scenario("hopping", CAPTURE, _steps(), title="A hopping capture", intro="Three moves.")


def test_frames_replay_every_step_by_the_rules() -> None:
    scenario = _scenario()
    assert len(scenario) == len(scenario.frames) == 4
    assert all(isinstance(frame, Frame) for frame in scenario.frames)
    state = CAPTURE
    assert scenario.frames[0].state == state and scenario.frames[0].events == ()
    for frame, step in zip(scenario.frames[1:], scenario.steps[1:], strict=True):
        state, events = GAME.apply(state, GAME.parse_action(state, step.action))
        assert frame.state == state
        assert frame.events == tuple(events)
        assert frame.step is step
    kinds = [event.kind for event in scenario.frames[1].events]
    assert kinds == ["move", "hop", "capture"]
    assert scenario.frames[1].state.piece_at("d5") is None


def test_the_start_is_left_as_it_was() -> None:
    before = CAPTURE.to_json()
    _scenario()
    assert CAPTURE.to_json() == before


def test_a_step_without_action_shows_the_state_as_it_stands() -> None:
    scenario = Scenario("hopping", CAPTURE, [
        Step("e3-e4", "capture"), Step(None, "look again at d5", marks={"dots": ["d5"]}),
    ])
    assert scenario.frames[1].state == scenario.frames[0].state
    assert scenario.frames[1].events == ()


def test_titles_fall_back_to_the_action() -> None:
    assert _scenario().titles() == ["The position", "A capture", "h8-g7", "a1-b2"]
    assert Scenario("hopping", CAPTURE, [Step(None, "")]).titles() == ["Start"]


def test_step_accepts_an_action_object_and_keeps_its_notation() -> None:
    step = Step(hopping.Move("e3", "e4"), "by object")
    assert step.action == "e3-e4"


def test_marks_are_stored_as_plain_json() -> None:
    step = _steps()[3]
    assert step.marks == {"highlight": ["b2"], "arrows": [["a1", "b2"]]}
    with pytest.raises(ScenarioError, match="mapping"):
        Step("a1-b2", "", marks=["b2"])  # type: ignore[arg-type]
    with pytest.raises(ScenarioError, match="not plain data"):
        Step("a1-b2", "", marks={"dots": [object()]})


def test_an_illegal_step_fails_naming_the_step_and_the_rule() -> None:
    steps = _steps()
    steps[2] = Step("c6-c7", "Blue moves a Red dog?")
    with pytest.raises(ScenarioError) as info:
        Scenario("hopping", CAPTURE, steps)
    message = str(info.value)
    assert "steps[2]" in message and "'c6-c7'" in message
    assert "Polis rules §Taking Your Turn" in message  # the rule's citation
    assert "Blue moves one of its own pieces" in message  # ... and its reason
    assert isinstance(info.value.__cause__, IllegalAction)


def test_an_unreadable_step_fails_naming_the_step() -> None:
    with pytest.raises(ScenarioError, match=r"steps\[1\] \('e3-e9'\) cannot be played: .*e9"):
        Scenario("hopping", CAPTURE, [Step(None, ""), Step("e3-e9", "")])


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"game": "no such game"}, "no game named"),
        ({"steps": []}, "at least one step"),
        ({"steps": ["e3-e4"]}, r"steps\[0\] is a str"),
        ({"title": 3}, "title and intro"),
        ({"script": {"dice": {"6": [7]}}}, "d6 cannot roll 7"),
        ({"script": {"cards": {}}}, "unknown keys: cards"),
        ({"script": ["dice"]}, "'script' must be an object"),
    ],
)
def test_bad_arguments_raise_scenario_error(kwargs: dict, match: str) -> None:
    args = {"game": "hopping", "start": CAPTURE, "steps": _steps(), **kwargs}
    with pytest.raises(ScenarioError, match=match):
        Scenario(**args)


def test_script_is_kept_and_saved_though_hopping_does_not_use_it() -> None:
    scenario = Scenario("hopping", CAPTURE, _steps(), script={"dice": {"6": [2, 4]}})
    assert scenario.script == {"dice": {"6": [2, 4]}}
    assert Scenario.from_json(scenario.to_json()).script == scenario.script


def _siege_start():
    """Hegemony's standard start with Sparta ready to besiege neutral Argos (fortification 3)."""
    from polislab.games import hegemony

    state = hegemony.initial_state(3)  # round 3, Sparta to act, no event pending
    state = state.with_units("Lakedaimon", "sparta", hoplites=-3)
    return state.with_units("Arkadia", "sparta", hoplites=3)


def test_the_script_decides_chance_after_a_step_and_the_frame_lists_it() -> None:
    start = _siege_start()
    won = Scenario("hegemony", start, [Step("besiege Argos", "")], script={"dice": {"4": [3]}})
    assert won.frames[0].actions == ("besiege Argos", "roll 3")
    assert [e.kind for e in won.frames[0].events] == ["besiege", "siege won"]
    assert won.frames[0].state.polis("Argos").owner == "sparta"
    lost = Scenario("hegemony", start, [Step("besiege Argos", "")], script={"dice": {"4": [2]}})
    assert [e.kind for e in lost.frames[0].events] == ["besiege", "siege lost"]


def test_without_a_script_chance_waits_for_the_next_step() -> None:
    start = _siege_start()
    scenario = Scenario("hegemony", start, [Step("besiege Argos", ""), Step("roll 1", "")])
    assert scenario.frames[0].actions == ("besiege Argos",)
    assert get_game("hegemony").to_move(scenario.frames[0].state) == "chance"
    assert scenario.frames[1].actions == ("roll 1",)
    assert scenario.frames[1].state.polis("Argos").owner is None


def test_hopping_frames_list_the_step_action_alone() -> None:
    assert [frame.actions for frame in _scenario().frames] == [
        (), ("e3-e4",), ("h8-g7",), ("a1-b2",)]


def test_json_round_trip_is_plain_data() -> None:
    scenario = _scenario()
    data = scenario.to_json()
    assert data["format"] == FORMAT and data["game"] == "hopping"
    assert data["start"] == CAPTURE.to_json()
    assert data["steps"][0] == {
        "action": None, "narration": "Red to move. Watch the Blue dog on f3.",
        "title": "The position",
    }
    text = json.dumps(data)  # plain JSON, nothing else
    again = Scenario.from_json(json.loads(text))
    assert again == scenario
    assert again.to_json() == data
    assert [f.state for f in again.frames] == [f.state for f in scenario.frames]


def test_save_and_load(tmp_path: Path) -> None:
    scenario = _scenario()
    path = tmp_path / "capture.json"
    scenario.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["title"] == "A hopping capture"
    assert Scenario.load(path) == scenario
    assert Scenario.load(str(path)) == scenario


def _corrupt(change: object) -> dict:
    data = copy.deepcopy(_scenario().to_json())
    change(data)  # type: ignore[operator]
    return data


@pytest.mark.parametrize(
    ("data", "match"),
    [
        ([], r"not a saved scenario \(an object with the format 'polislab/scenario/1'\), got \[\]"),
        ({"format": "something/else"}, "not a saved scenario .* got 'something/else'"),
        (_corrupt(lambda d: d.pop("steps")), "a saved scenario: the key 'steps' is missing"),
        (_corrupt(lambda d: d.update(game=7)), "game: the name of a game, e.g. 'hopping', got 7"),
        (_corrupt(lambda d: d.update(game="chess")), "no game named 'chess'"),
        (_corrupt(lambda d: d.update(steps={})), "steps: a list of 1 to 10,000 steps, got {}"),
        (_corrupt(lambda d: d.update(start={"format": "x"})), "'start' cannot be read"),
        (_corrupt(lambda d: d["start"]["diagram"].pop()), "'start' cannot be read"),
        (_corrupt(lambda d: d["steps"].__setitem__(1, "e3-e4")),
         r"steps\[1\]: a step, an object .* got 'e3-e4'"),
        (_corrupt(lambda d: d["steps"][1].update(action=5)),
         r"steps\[1\].action: an action in the game's notation, or null, got 5"),
        (_corrupt(lambda d: d["steps"][1].update(narration=None)),
         r"steps\[1\].narration: the narration, as text, got None"),
        (_corrupt(lambda d: d["steps"][1].update(marks="e4")),
         r"steps\[1\].marks: null or the marks, .* got 'e4'"),
        (_corrupt(lambda d: d["steps"][1].update(extra=1)), r"steps\[1\]: unknown key 'extra'"),
        (_corrupt(lambda d: d["steps"][2].update(action="h8-h6")), r"steps\[2\] \('h8-h6'\)"),
        (_corrupt(lambda d: d.update(title=["x"])), r"title: a title, as text, got \['x'\]"),
    ],
)
def test_corrupt_json_raises_scenario_error(data: object, match: str) -> None:
    with pytest.raises(ScenarioError, match=match):
        Scenario.from_json(data)


def test_load_of_broken_json_names_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{\n  "format": "polislab/scenario/1",\n  "game": hopping\n}\n')
    with pytest.raises(ScenarioError) as info:
        Scenario.load(path)
    assert (info.value.line, info.value.column) == (3, 11)
    assert "not valid JSON" in str(info.value)


def test_repr_and_equality() -> None:
    scenario = _scenario()
    assert repr(scenario) == "Scenario('A hopping capture', game='hopping', 4 steps)"
    assert scenario == _scenario()
    assert scenario != Scenario("hopping", CAPTURE, _steps()[:2], title="A hopping capture")


# -- version 3: a step's exercise, and what a teacher types is bounded (issue 37) ----------------
def _capture_start():
    from polislab.games import hopping
    return hopping.tutorial("diagonal-capture").frames[0].state


@pytest.mark.parametrize("exercise, words", [
    ("find it", "an object with 'prompt', 'goal' and 'hint'"),
    ({"prompt": "", "goal": {"kind": "capture"}}, "needs a prompt"),
    ({"prompt": "Go.", "goal": {"kind": "capture"}, "answer": "e3-e4"}, "has no 'answer'"),
    ({"prompt": "Go.", "goal": {"kind": "fly"}}, "'fly' is not one of this game's"),
    ({"prompt": "Go.", "goal": {"kind": "play"}}, "needs its move"),
    ({"prompt": "Go.", "goal": {"kind": "play", "move": "a1-a2"}}, "does not"),
    ({"prompt": "x" * 301, "goal": {"kind": "capture"}}, "at most 300"),
])
def test_a_steps_exercise_is_refused_in_words(exercise, words):
    with pytest.raises(ScenarioError, match=re.escape(words)):
        Scenario("hopping", _capture_start(),
                 [Step(None, ""), Step("e3-e4", "", exercise=exercise)])


def test_an_exercise_needs_a_move_to_find():
    with pytest.raises(ScenarioError, match="a step with an exercise has a move"):
        Step(None, "", exercise={"prompt": "Go.", "goal": {"kind": "win"}})


def test_a_scenario_with_an_exercise_saves_and_loads_and_a_version_2_save_reads():
    lesson = Scenario("hopping", _capture_start(), [
        Step(None, "Look."),
        Step("e3-e4", "Caught.", exercise={"prompt": "Capture.", "goal": {"kind": "capture"},
                                           "hint": "Diagonals."})])
    data = lesson.to_json()
    assert data["version"] == 3 and data["steps"][1]["exercise"]["hint"] == "Diagonals."
    assert Scenario.from_json(json.loads(json.dumps(data))) == lesson
    older = {**data, "version": 2, "steps": [{"action": None, "narration": "Look."}]}
    assert Scenario.from_json(older).steps == (Step(None, "Look."),)


@pytest.mark.parametrize("field, most", [("narration", 1000), ("title", 80)])
def test_what_a_teacher_types_is_bounded(field, most):
    Step(None, **{"narration": "", field: "x" * most})
    with pytest.raises(ScenarioError, match=f"at most {most:,}"):
        Step(None, **{"narration": "", field: "x" * (most + 1)})
