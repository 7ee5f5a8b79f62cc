"""The history of a game: play, undo, redo, goto, branch, replay and saving (core.timeline)."""

from __future__ import annotations

import json
import random

import pytest

from polislab import IllegalAction, ScenarioError, Timeline, get_game

GAME = get_game("hopping")


def _random_actions(count: int, seed: int) -> list[str]:
    """``count`` legal actions (as text) of a seeded random hopping game from the start."""
    rng = random.Random(seed)
    state = GAME.initial_state()
    actions = []
    for _ in range(count):
        assert not GAME.is_over(state)
        action = rng.choice(GAME.legal_actions(state))
        actions.append(str(action))
        state, _ = GAME.apply(state, action)
    return actions


def _states(actions: list[str]) -> list[object]:
    """The states after 0, 1, ... actions, computed by the protocol directly."""
    state = GAME.initial_state()
    states = [state]
    for text in actions:
        state, _ = GAME.apply(state, GAME.parse_action(state, text))
        states.append(state)
    return states


ACTIONS = _random_actions(12, seed=4)
STATES = _states(ACTIONS)


@pytest.fixture
def timeline() -> Timeline:
    line = Timeline(GAME, GAME.initial_state())
    for text in ACTIONS:
        line.play(text)
    return line


def test_a_new_timeline_is_at_its_start():
    line = Timeline(GAME, STATES[0])
    assert line.state == STATES[0]
    assert len(line) == 0
    assert not line.can_undo
    assert not line.can_redo
    assert line.last_events == ()
    assert line.actions == []


def test_play_advances_and_returns_the_events_of_the_action():
    line = Timeline(GAME, STATES[0])
    events = line.play(ACTIONS[0])
    action = GAME.parse_action(STATES[0], ACTIONS[0])
    expected_state, expected_events = GAME.apply(STATES[0], action)
    assert line.state == expected_state
    assert events == tuple(expected_events)
    assert line.last_events == events
    assert len(line) == 1
    assert [str(a) for a in line.actions] == ACTIONS[:1]


def test_play_accepts_an_action_object_as_well_as_text():
    line = Timeline(GAME, STATES[0])
    line.play(GAME.parse_action(STATES[0], ACTIONS[0]))
    assert line.state == STATES[1]


def test_every_entry_holds_the_state_its_action_led_to(timeline):
    assert [entry.state for entry in timeline.entries] == STATES[1:]
    assert [str(entry.action) for entry in timeline.entries] == ACTIONS


def test_undo_steps_back_one_state_at_a_time(timeline):
    for back in range(len(ACTIONS), 0, -1):
        assert timeline.state == STATES[back]
        assert timeline.undo() == STATES[back - 1]
        assert len(timeline) == back - 1
    assert not timeline.can_undo
    with pytest.raises(IndexError):
        timeline.undo()


def test_redo_replays_the_undone_states(timeline):
    for _ in range(5):
        timeline.undo()
    for forward in range(len(ACTIONS) - 5, len(ACTIONS)):
        assert timeline.redo() == STATES[forward + 1]
    assert not timeline.can_redo
    with pytest.raises(IndexError):
        timeline.redo()


def test_undo_then_redo_restores_the_events(timeline):
    events = timeline.last_events
    timeline.undo()
    timeline.redo()
    assert timeline.last_events == events


def test_goto_moves_to_any_ply_and_back(timeline):
    for ply in (0, 7, 3, 12, 1, 12):
        assert timeline.goto(ply) == STATES[ply]
        assert len(timeline) == ply
    for bad in (-1, len(ACTIONS) + 1):
        with pytest.raises(IndexError):
            timeline.goto(bad)
    assert timeline.state == STATES[12]  # a refused goto does not move the cursor


def test_play_after_undo_drops_the_undone_future(timeline):
    timeline.goto(5)
    alternatives = [a for a in GAME.legal_actions(STATES[5]) if str(a) != ACTIONS[5]]
    timeline.play(alternatives[0])
    assert len(timeline) == 6
    assert not timeline.can_redo
    assert [str(a) for a in timeline.actions] == ACTIONS[:5] + [str(alternatives[0])]
    assert len(timeline.entries) == 6


def test_branch_keeps_the_originals_future(timeline):
    timeline.goto(5)
    branch = timeline.branch()
    alternative = next(a for a in GAME.legal_actions(STATES[5]) if str(a) != ACTIONS[5])
    branch.play(alternative)
    # The original still holds its whole future and can redo into it.
    assert timeline.state == STATES[5]
    assert timeline.can_redo
    assert timeline.goto(12) == STATES[12]
    assert [str(a) for a in timeline.actions] == ACTIONS
    # The branch shares the past and has only its own future.
    assert [str(a) for a in branch.actions] == ACTIONS[:5] + [str(alternative)]
    assert not branch.can_redo


def test_branch_at_an_earlier_ply(timeline):
    branch = timeline.branch(at=3)
    assert branch.state == STATES[3]
    assert len(branch) == 3
    assert not branch.can_redo
    assert timeline.state == STATES[12]
    with pytest.raises(IndexError):
        timeline.branch(at=13)


def test_replay_rebuilds_the_same_states():
    line = Timeline.replay(GAME, STATES[0], ACTIONS)
    assert [entry.state for entry in line.entries] == STATES[1:]
    objects = [GAME.parse_action(s, a) for s, a in zip(STATES[:-1], ACTIONS, strict=True)]
    assert [entry.state for entry in Timeline.replay(GAME, STATES[0], objects).entries] == (
        STATES[1:]
    )


def test_replay_of_an_illegal_action_raises():
    with pytest.raises(IllegalAction):
        Timeline.replay(GAME, STATES[0], ACTIONS[:3] + ["h1-h2"])  # Blue's turn, Red's chariot


def test_to_json_is_plain_json_and_round_trips(timeline):
    data = json.loads(json.dumps(timeline.to_json()))
    assert data["game"] == "hopping"
    assert data["actions"] == ACTIONS
    again = Timeline.from_json(data)
    assert again.start == timeline.start
    assert [entry.state for entry in again.entries] == STATES[1:]
    assert [entry.events for entry in again.entries] == [e.events for e in timeline.entries]


def test_regression_to_json_saves_the_action_texts(timeline):
    # BUG (core/timeline.py, Timeline.to_json): it writes str(entry) for each Entry instead of
    # str(entry.action), so "actions" holds "Entry(action=Move(...), events=..., state=...)"
    # texts and no saved timeline can be read back by from_json.
    assert timeline.to_json()["actions"] == ACTIONS


def test_to_json_saves_the_history_up_to_the_cursor(timeline):
    timeline.goto(4)
    again = Timeline.from_json(json.loads(json.dumps(timeline.to_json())))
    assert again.state == STATES[4]
    assert [str(a) for a in again.actions] == ACTIONS[:4]


def test_an_illegal_play_leaves_the_timeline_unchanged(timeline):
    timeline.goto(6)
    before = (timeline.state, timeline.actions, timeline.last_events, timeline.can_redo)
    saved = timeline.to_json()
    occupied = next(
        f"{origin}-{target}"
        for origin, piece in timeline.state.pieces().items()
        if piece.color == timeline.state.to_move
        for target in timeline.state.pieces()
        if _adjacent(origin, target)
    )
    with pytest.raises(IllegalAction):
        timeline.play(occupied)
    with pytest.raises(ScenarioError):
        timeline.play("z9-z10")  # not a square of the board
    assert (timeline.state, timeline.actions, timeline.last_events, timeline.can_redo) == before
    assert timeline.to_json() == saved
    assert timeline.redo() == STATES[7]  # the future is still there


def _adjacent(a: str, b: str) -> bool:
    return a != b and abs(ord(a[0]) - ord(b[0])) <= 1 and abs(int(a[1:]) - int(b[1:])) <= 1


# -- corrupt saved timelines ------------------------------------------------------------------
def _saved() -> dict:
    # Written by hand as to_json documents it (game, start state, action texts), so that these
    # tests of from_json do not depend on to_json.
    return {"game": "hopping", "start": GAME.to_json(STATES[0]), "actions": ACTIONS[:4]}


def test_saved_by_hand_reads_back():
    assert Timeline.from_json(_saved()).state == STATES[4]


@pytest.mark.parametrize("missing", ["game", "start", "actions"])
def test_from_json_without_a_key_raises_scenario_error(missing):
    data = _saved()
    del data[missing]
    with pytest.raises(ScenarioError, match=missing):
        Timeline.from_json(data)


def test_from_json_with_an_illegal_action_names_the_action():
    data = _saved()
    data["actions"][2] = "a8-a7"  # Red's turn: a8 holds Blue's chariot or nothing
    with pytest.raises(ScenarioError) as info:
        Timeline.from_json(data)
    assert "action 3" in str(info.value)
    assert "a8-a7" in str(info.value)


def test_from_json_with_an_unreadable_action_text_raises_scenario_error():
    data = _saved()
    data["actions"][1] = "forward, men!"
    with pytest.raises(ScenarioError, match="action 2"):
        Timeline.from_json(data)


@pytest.mark.parametrize(
    "garbage",
    [None, [], "hopping", 42, {"game": "hopping", "start": None, "actions": []},
     {"game": "hopping", "start": {"format": "chess"}, "actions": []},
     {"game": "hopping", "start": {}, "actions": "d2-d3"},
     {"game": "hopping", "start": {}, "actions": [1, 2]}],
)
def test_from_json_of_garbage_raises_scenario_error(garbage):
    if isinstance(garbage, dict) and garbage.get("start") == {}:
        garbage = {**garbage, "start": _saved()["start"]}
    with pytest.raises(ScenarioError):
        Timeline.from_json(garbage)


@pytest.mark.parametrize("game", ["no-such-game", ["hopping"], None])
def test_regression_from_json_with_an_unknown_or_garbled_game_name_raises_scenario_error(game):
    # BUG (core/timeline.py, Timeline.from_json): the game name goes to get_game unchecked, so
    # an unknown name raises KeyError and a non-string one (a list) raises TypeError, where a
    # save file that cannot be read should raise ScenarioError like every other corrupt field.
    data = _saved()
    data["game"] = game
    with pytest.raises(ScenarioError):
        Timeline.from_json(data)
