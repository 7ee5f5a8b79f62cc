"""Seed 000 §4 turn structure, the battle check, pending decisions and a seeded random run."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import ClassVar

import pytest
from hegemony_states import give, play, round_trip, snapshot, start, with_resources

from polislab import IllegalAction
from polislab.core import Event, Game, Timeline, game_names, get_game
from polislab.games.hegemony import COMPONENTS, Action, HegemonyGame, engine
from polislab.games.hegemony.consistency import in_round
from polislab.games.hegemony.state import ROUND_NAMES, Pending, conservation_errors

# -- §4 Action Phase: a turn is 2 different actions ----------


def test_players_alternate_turns_of_2_actions():
    state = start()
    assert engine.to_move(state) == "sparta"
    once = play(state, "create hoplite Pylos pay metal")
    assert engine.to_move(once) == "sparta" and once.actions_taken == ("create hoplites",)
    twice, events = engine.apply(once, "begin project Statue of an Ephebe in Sparta")
    assert engine.to_move(twice) == "athens" and twice.actions_taken == ()
    assert events[-1].kind == "turn" and "§4" in events[-1].rule
    assert events[-1].text == "Sparta's turn is over: Athens to act"


def test_a_player_cannot_repeat_an_action_in_one_turn():
    state = play(start(), "create hoplite Pylos pay metal")
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="already taken 'create hoplites'") as err:
        engine.apply(state, "create hoplite Gytheion pay silver")
    assert "§4" in err.value.rule and snapshot(state) == before
    assert all(a.kind != "create hoplites" for a in engine.legal_actions(state))


# -- §4: passing ----------


def test_passing_before_any_action_ends_the_players_round():  # ruling HG27
    state, events = engine.apply(start(), "pass")
    assert state.passed == ("sparta",) and engine.to_move(state) == "athens"
    assert events[0].text == "Sparta passed: it takes no more actions this round"
    assert "HG27" in events[0].rule
    assert events[-1].text.startswith("Athens may go on taking actions")


def test_passing_mid_turn_forgoes_the_second_action_and_the_rest_of_the_round():  # HG27
    state = play(start(), "create hoplite Pylos pay metal")
    state, events = engine.apply(state, "pass")
    assert events[0].text == "Sparta passed after 1 action: it takes no more actions this round"
    assert state.passed == ("sparta",) and state.actions_taken == ()
    state = play(state, "create hoplite Chios pay metal extra wine",
                 "create galley Athenai pay wood extra oil")
    assert engine.to_move(state) == "athens"  # Sparta never acts again this round


def test_after_a_pass_the_opponent_acts_alone_repeating_actions_at_1_extra_resource():  # HG28
    state = play(start(), "pass")
    after, events = engine.apply(state, "create galley Athenai pay wood extra wine")
    assert after.side("athens").resources.wine == 4 - 1
    assert [e.kind for e in events] == ["create galleys", "extra cost"]
    assert events[1].text == "Athens paid 1 wine more for acting after Sparta passed"
    assert "HG28" in events[1].rule and "§4" in events[1].rule
    again = play(after, "create galley Chios pay wood extra wood")  # the same action again
    assert again.units("Noties Sporades", "athens").galleys == 2 and again.actions_taken == ()
    assert again.side("athens").resources.wood == 4 - 1 - 2
    assert engine.to_move(again) == "athens"


def test_after_a_pass_the_extra_resource_is_required_and_must_be_there():
    state = play(start(), "pass")
    with pytest.raises(IllegalAction, match="costs 1 additional resource"):
        engine.apply(state, "create hoplite Chios pay metal")
    with pytest.raises(IllegalAction, match="no silver left"):
        engine.apply(state, "create hoplite Chios pay metal extra silver")
    poor = with_resources(state, "athens", metal=1, wine=0, wood=0, oil=0, wheat=0)
    with pytest.raises(IllegalAction, match="no metal left"):
        engine.apply(poor, "create hoplite Chios pay metal extra metal")
    assert [str(a) for a in engine.legal_actions(poor)  # military actions cost Prestige only
            if a.kind.startswith(("create", "begin", "pass"))] == ["pass"]


def test_before_a_pass_no_extra_resource_is_paid():
    with pytest.raises(IllegalAction, match="only after the opponent has passed"):
        engine.apply(start(), "create hoplite Pylos pay metal extra wine")


def test_every_action_offered_after_a_pass_names_an_affordable_extra():
    state = play(start(), "pass")
    actions = engine.legal_actions(state)
    assert all(a.extra is not None for a in actions if a.kind != "pass")
    development = [a for a in actions if a.kind.startswith(("create", "begin"))]
    assert {a.extra for a in development} == {"metal", "wood", "wine", "oil", "wheat"}


def test_the_round_ends_when_both_players_pass():  # ruling HG34, decided by HG54
    state = play(start(), "create hoplite Pylos pay metal", "pass")
    state, events = engine.apply(state, "pass")
    assert state.phase == "end_of_round" and state.passed == ("sparta", "athens")
    over = next(e for e in events if e.kind == "actions over")
    assert "Sparta, who passed first" in over.text
    assert state.pending is not None  # the end of the round waits for a player's choice
    assert engine.is_over(state) is False and engine.to_move(state) == state.pending.actor
    assert all(a.kind != "pass" for a in engine.legal_actions(state))
    with pytest.raises(IllegalAction):
        engine.apply(state, "pass")


# -- §4 / §5 Battles: the check after each turn ----------


def _crowded_round_4():
    """Round 4 (capacity 4): Sparta 4 and Athens 3 hoplites in Attika, Athens to act."""
    state = replace(in_round(start(), "4"), player="athens")
    state = state.with_units("Attika", "sparta", hoplites=4)
    pool = state.side("sparta").pool
    return state.with_side("sparta", pool=replace(pool, cubes=pool.cubes - 4))


def test_a_turn_ending_with_8_units_in_a_territory_starts_a_battle_at_once():  # HG35, HG59
    state = play(_crowded_round_4(), "create hoplite Athenai pay metal")
    assert state.battles == () and state.battle is None  # the turn is not over yet
    state, events = engine.apply(state, "create galley Athenai pay wood")
    (due,) = [e for e in events if e.kind == "battle due"]
    assert due.text == ("Attika holds 8 units of both sides after Athens's turn: a battle is due "
                        "there")
    assert "§5 Battles" in due.rule and "HG35" in due.rule
    assert state.battles == () and state.battle.territory == "Attika"
    assert engine.to_move(state) == "chance"  # the first card is dealt before Sparta acts
    assert state.player == "sparta"


def test_a_battle_found_during_final_actions_waits_for_both_passes():
    state = replace(_crowded_round_4(), passed=("sparta",))
    state, events = engine.apply(state, "create hoplite Athenai pay metal extra wine")
    assert state.battles == ("Attika",) and state.battle is None
    assert any(e.text.endswith("(it is fought after both players pass)") for e in events)
    state, events = engine.apply(state, "pass")
    assert state.battle.territory == "Attika" and state.phase == "end_of_round"
    assert [e.kind for e in events][-1] == "battle"  # fought before the end of the round


# -- pending decisions and chance ----------


def test_a_pending_roll_makes_chance_the_one_to_move():  # ruling HG30
    pending = Pending("siege", "chance", "seed 000 §5.7 Besiege Polis", dice=1,
                      data=(("polis", "Argos"),))
    state = replace(start(), pending=pending)
    assert engine.to_move(state) == "chance" and HegemonyGame().to_move(state) == "chance"
    assert [str(a) for a in engine.legal_actions(state)] == [f"roll {n}" for n in range(1, 5)]
    with pytest.raises(IllegalAction, match="waits for a roll of 1d4"):
        engine.apply(state, "pass")
    outcomes = engine.chance_outcomes(state)
    assert [(str(a), p) for a, p in outcomes] == [
        (f"roll {n}", Fraction(1, 4)) for n in (1, 2, 3, 4)]
    assert "Waiting for a roll of 1d4 (siege)" in str(state)


def test_two_dice_give_16_equally_likely_rolls_and_a_choice_waits_for_its_side():
    two = Pending("market move", "chance", "seed 000 §5.9 Trade", dice=2)
    assert len(two.outcomes()) == 16 and sum(p for _, p in two.outcomes()) == 1
    choice = replace(start(), pending=Pending("Philopersians", "athens", "seed 000 §7"))
    assert engine.to_move(choice) == "athens" and engine.chance_outcomes(choice) == []


# -- the engine's promises over seeded random runs ----------


RUN_OPTIONS = [{}, {"hoplite_territory": "own_or_neighbour"},
               {"silver_substitution": "whole_cost"},
               {"starting_goods": 12}, {"starting_goods": 12, "silver_substitution": "whole_cost"}]


def _random_start(rng: random.Random):
    """A seeded start in a round from 3 to 5β, with some neutral poleis handed to the sides at a
    random population (within their cubes), so that every kind of polis gets played."""
    state = engine.initial_state(rng.randrange(10**6), **rng.choice(RUN_OPTIONS))
    while state.pending is not None:  # the round-3 event's choice, made before the round moves
        state, _ = engine.apply(state, engine.legal_actions(state)[0])
    state = in_round(state, rng.choice(ROUND_NAMES))
    for polis in state.poleis:
        side = rng.choice(["athens", "sparta", None, None])
        population = rng.randint(1, COMPONENTS.polis(polis.name).max_population)
        if polis.owner is None and side and state.side(side).pool.cubes >= population:
            state = give(state, polis.name, side, population)
    return state


def _random_run(seed: int, max_actions: int = 400):
    """States and actions of a seeded random action phase of this slice, passing rarely."""
    rng = random.Random(seed)
    state = _random_start(rng)
    for _ in range(max_actions):
        actions = engine.legal_actions(state)
        if not actions or state.phase != "actions":  # the action phase only
            return
        moves = [a for a in actions if a.kind != "pass"]
        action = rng.choice(moves) if moves and rng.random() < 0.95 else rng.choice(actions)
        yield state, actions, action
        state, _ = engine.apply(state, action)


def test_random_run_conserves_components_and_keeps_every_promise(game_seed):
    steps = 0
    for state, actions, action in _random_run(game_seed):
        text = snapshot(state)
        assert conservation_errors(state) == []
        assert round_trip(state) == state
        assert len({str(a) for a in actions}) == len(actions)
        if state.pending is None:
            assert actions[-1].kind == "pass"
        for each in actions:
            assert engine.parse_action(state, str(each)) == each
        after, events = engine.apply(state, action)
        assert snapshot(state) == text, f"apply({action}) changed its input"
        assert events and all(isinstance(e, Event) for e in events)
        for event in events:  # one sentence each; explain() adds the rule and the full stop
            assert event.text and not event.text.endswith(".") and ". " not in event.text
            assert event.rule.startswith(("Hegemony reference §", "polislab ruling"))
            json.dumps(event.to_json())
        assert conservation_errors(after) == []
        steps += 1
    assert steps > 0


def test_a_random_action_phase_ends_with_both_passed(game_seed):
    final = None
    for state, _, action in _random_run(game_seed):
        final = engine.apply(state, action)[0]
    assert final is not None and (final.phase != "actions" or final.round != state.round)


@dataclass(frozen=True)
class _Roll(Action):
    """A chance action of the kind the siege and trade slices will add ("roll 3")."""

    face: int
    kind: ClassVar[str] = "roll"
    extra: None = None

    def __str__(self) -> str:
        return f"roll {self.face}"


def test_a_later_slice_answers_a_pending_roll_through_decisions(monkeypatch):  # HG30
    def resolve(state, action):
        event = Event("roll", f"The die rolled {action.face}", "seed 000 §5.7 Besiege Polis")
        return replace(state, pending=None), [event]

    decision = engine.Decision(lambda state: [_Roll(n) for n in range(1, 5)], resolve)
    monkeypatch.setitem(engine.DECISIONS, "siege", decision)
    state = replace(start(), pending=Pending("siege", "chance", "seed 000 §5.7", dice=1))
    assert engine.to_move(state) == "chance"
    assert [str(a) for a in engine.legal_actions(state)] == [f"roll {n}" for n in range(1, 5)]
    after, events = engine.apply(state, _Roll(2))
    assert after.pending is None and engine.to_move(after) == "sparta"
    assert str(events[0]) == "The die rolled 2 (seed 000 §5.7 Besiege Polis)."


def test_the_game_class_follows_the_protocol_and_is_registered():
    game = HegemonyGame()
    assert isinstance(game, Game) and game.name == "hegemony" and "hegemony" in game_names()
    assert isinstance(get_game("hegemony"), HegemonyGame)
    state = game.initial_state(randomness=4, silver_substitution="whole_cost")
    assert state.options.silver_substitution == "whole_cost"
    timeline = Timeline(game, state)
    timeline.play("create hoplite Pylos pay metal")
    timeline.play(game.parse_action(timeline.state, "pass"))
    saved = json.loads(json.dumps(timeline.to_json()))
    assert saved["actions"] == ["create hoplite Pylos pay metal", "pass"]
    again = Timeline.replay(game, game.from_json(saved["start"]), saved["actions"])
    assert again.state == timeline.state and game.to_move(again.state) == "athens"
    assert game.winner(again.state) is None and not game.is_over(again.state)
