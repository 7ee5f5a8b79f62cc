"""The end of the round and of the game (seed 000 §4 End of Round Phase, Preparation for Next
Round, §6 Scoring & End Game; seed 001 §End of the Round; rulings HG54-HG58)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hegemony_states import (
    give,
    only,
    play,
    round_trip,
    snapshot,
    sparing_player,
    start,
    with_resources,
)

from polislab.core.errors import IllegalAction
from polislab.core.events import Event
from polislab.games.hegemony import engine, round_end, round_prep
from polislab.games.hegemony.components import COMPONENTS, Resources
from polislab.games.hegemony.notation import parse_action
from polislab.games.hegemony.round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from polislab.games.hegemony.state import MerchantAt, TributeDisc, conservation_errors


def ending(state=None, first="sparta"):
    """``state`` (the standard start) at the end of its round, ``first`` having passed first."""
    state = start() if state is None else state
    return replace(state, phase="end_of_round", passed=(first, "athens" if first == "sparta"
                                                        else "sparta"), player=first)


def fed(state):
    """Both sides with wheat enough for supply and nothing else to choose."""
    for side in ("athens", "sparta"):
        state = with_resources(state, side, wheat=round_end.population(state, side))
    return state


# -- notation -----------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["supply pay prestige 2", "supply return Thebai", "grow none",
                                  "grow Athenai x2, Pylos", "phoros 3", "phoros none"])
def test_the_choices_read_back_as_themselves(text):
    action = parse_action(text)
    assert str(action) == text and parse_action(str(action)) == action


# -- step 1, Projects (seed 000 §4; §7 Project Completion) ----------------------------------------
def test_1_projects_complete_and_give_immediate_prestige():
    state = ending().with_polis("Pylos", project="Theatre")
    state = replace(state, project_offer=("Temple of Apollo", "Statue of an Ephebe"))
    after, events = round_end.projects(state, "sparta")
    assert after.polis("Pylos").completed == ("Theatre",) and after.polis("Pylos").project is None
    assert after.side("sparta").prestige == 4 + COMPONENTS.project("Theatre").prestige
    assert "Theatre in Pylos is completed" in events[0].text


def test_1_phidias_gives_half_the_capital_population_rounded_up():  # HG22
    state = ending().with_polis("Chios", project="Phidias")  # Athenai has 5: 3 Prestige
    state = replace(state, project_offer=("Theatre", "Temple of Apollo"),
                    project_deck=tuple(p for p in state.project_deck if p != "Phidias"))
    after, _ = round_end.projects(state, "athens")
    assert after.side("athens").prestige == 4 + 3


def test_1_a_project_completes_for_whoever_holds_the_polis_now():  # seed 000 §7 FAQ
    state = give(ending(), "Pylos", "athens", 2).with_polis("Pylos", project="Theatre")
    state = replace(state, project_offer=("Temple of Apollo", "Statue of an Ephebe"))
    after, _ = round_end.projects(state, "athens")
    assert after.side("athens").prestige == 6 and after.polis("Pylos").completed == ("Theatre",)


# -- step 2, Supply -----------------------------------------------------------------------------
def test_2_supply_pays_wheat_equal_to_population():
    state = with_resources(ending(), "athens", wheat=10)
    after, events = round_end.supply(state, "athens")
    assert after.side("athens").resources.wheat == 2 and after.pending is None
    assert events[0].text == "Athens pays 8 wheat for supply (population 8)"


def test_2_a_shortfall_paid_with_prestige():
    state = with_resources(ending(), "athens", wheat=6)  # 2 short
    after, _ = round_end.supply(state, "athens")
    assert after.pending.kind == "supply" and after.pending.actor == "athens"
    answers = [str(a) for a in engine.legal_actions(after)]
    assert answers == ["supply pay prestige 1", "supply pay prestige 2", "supply return Chios",
                       "supply return Chalkis"]
    paid, _ = round_end.answer_supply(after, SupplyPrestige(2))
    assert paid.side("athens").prestige == 2 and paid.side("athens").resources.wheat == 0
    with pytest.raises(IllegalAction):
        round_end.answer_supply(after, SupplyPrestige(3))
    with pytest.raises(IllegalAction, match="never the capital"):
        round_end.answer_supply(after, SupplyReturn("Athenai"))


def test_2_a_shortfall_paid_by_returning_a_polis_to_neutrality():
    state = with_resources(ending(), "athens", wheat=6)
    asked, _ = round_end.supply(state, "athens")
    after, events = round_end.answer_supply(asked, SupplyReturn("Chalkis"))  # 1 of 2
    assert after.polis("Chalkis").owner is None and after.polis("Chalkis").population == 1
    assert after.pending.get("shortfall") == 1 and "returns Chalkis" in events[0].text
    assert conservation_errors(after) == []
    after, _ = round_end.answer_supply(after, SupplyReturn("Chios"))  # the last polis: done
    assert after.pending is None or after.pending.kind != "supply"
    assert after.side("athens").prestige == 4


def test_2_only_prestige_left_is_paid_at_once():
    state = with_resources(give(ending(), "Chios", None, 0), "athens", wheat=4)
    state = give(state, "Chalkis", None, 0)  # Athenai 5 alone, 4 wheat
    after, events = round_end.supply(state, "athens")
    assert after.pending is None and after.side("athens").prestige == 3
    assert "pays 1 Prestige" in events[-1].text


def test_2_sudden_death_when_the_capital_cannot_be_supplied():  # seed 000 §6
    state = with_resources(ending(), "sparta", wheat=0)
    state = state.with_side("sparta", prestige=3)  # Sparta 4 population, 3 Prestige
    after, events = engine.apply(replace(state, phase="actions", passed=("sparta",),
                                         player="athens"), "pass")
    assert engine.is_over(after) and engine.winner(after) == "athens"
    assert after.result == "athens" and engine.to_move(after) is None
    assert events[-1].text == "Sparta loses: its capital cannot be supplied"
    assert events[-1].rule.startswith("Hegemony reference §6")  # cited once, by the rule
    assert engine.legal_actions(after) == [] and round_trip(after) == after
    assert "game over: Athens has won" in str(after).splitlines()[0]
    with pytest.raises(IllegalAction, match="game is over"):
        engine.apply(after, "phoros none")


# -- step 3, Growth -----------------------------------------------------------------------------
def test_3_growth_within_maximum_growth_and_population():
    state = with_resources(ending(), "athens", wheat=9)
    state = give(state, "Chios", "athens", 3)  # at its maximum (3)
    state, _ = round_end.growth(state, "athens")
    assert state.pending.kind == "growth"
    answers = [str(a) for a in engine.legal_actions(state)]
    assert answers == ["grow Athenai", "grow Athenai x2", "grow Athenai x3", "grow Chalkis",
                       "grow none"]
    with pytest.raises(IllegalAction, match="maximum growth"):
        round_end.answer_growth(state, Grow((("Athenai", 4),)))
    with pytest.raises(IllegalAction, match="maximum"):
        round_end.answer_growth(state, Grow((("Chios", 1),)))
    after, events = round_end.answer_growth(state, Grow((("Athenai", 2), ("Chalkis", 1))))
    assert after.polis("Athenai").population == 7 and after.polis("Chalkis").population == 2
    assert "spends 3 wheat on growth" in events[0].text
    assert after.pending.kind == "growth" and after.pending.get("grown") == (("Athenai", 2),
                                                                            ("Chalkis", 1))
    assert [str(a) for a in engine.legal_actions(after)] == ["grow Athenai", "grow none"]
    assert conservation_errors(after) == []


def test_3_growth_needs_wheat():
    state = only(ending(), "athens", metal=3)
    after, events = round_end.growth(state, "athens")
    assert after == state and events == []


# -- steps 4, 5 ---------------------------------------------------------------------------------
def test_4_megalopolis_one_prestige_per_polis_above_its_base():
    state = give(give(ending(), "Athenai", "athens", 6), "Chios", "athens", 3)
    after, events = round_end.megalopolis(replace(state, sides=state.sides), "athens")
    assert after.side("athens").prestige == 6 and "Athenai, Chios" in events[0].text


@pytest.mark.parametrize(("storage", "kept"), [("lose_half_up", 2), ("keep_half_up", 3)])
def test_5_storage_halves_wine_oil_and_wheat(storage, kept):  # ruling HG3
    state = ending(start(storage=storage))
    state = state.with_side("athens", resources=Resources(metal=5, wine=5, oil=1, wheat=4))
    after, _ = round_end.storage(state, "athens")
    have = after.side("athens").resources
    assert (have.metal, have.wine, have.wheat) == (5, kept, 2)
    assert have.oil == (0 if storage == "lose_half_up" else 1)


# -- step 6, Phoros -----------------------------------------------------------------------------
def test_6_phoros_turns_prestige_into_silver():
    state, _ = round_end.phoros(ending(), "athens")
    assert [str(a) for a in engine.legal_actions(state)] == [
        "phoros none", "phoros 1", "phoros 2", "phoros 3", "phoros 4"]
    after, events = round_end.answer_phoros(state, Phoros(2))
    assert after.side("athens").prestige == 2 and after.side("athens").resources.silver == 2
    assert "turns 2 Prestige into 2 silver" in events[0].text


# -- the whole end of the round and the preparation ------------------------------------------------
def _through(state, answer=lambda s: engine.legal_actions(s)[-1]):
    events = []
    while state.pending is not None:
        state, more = engine.apply(state, answer(state))
        events += more
    return state, events


def test_the_steps_run_in_order_first_passer_first_then_the_next_round_is_prepared():
    state = fed(start())
    state = replace(state, tribute_discs=(TributeDisc("Boiotia", "athens"),),
                    merchants_at_markets=(MerchantAt("Byzantion", 1, "sparta"),))
    pool = state.side("athens").pool
    state = state.with_side("athens", pool=replace(pool, discs=pool.discs - 1))
    sparta = state.side("sparta")
    state = state.with_side("sparta", merchants_in_port=sparta.merchants_in_port - 1)
    assert conservation_errors(state) == []
    state, events = engine.apply(play(state, "pass"), "pass")
    assert [e.kind for e in events[:3]] == ["pass", "actions over", "end of round"]
    assert [e.text for e in events if e.kind == "supply"][0].startswith("Sparta pays 7 wheat")
    assert state.pending.kind == "phoros" and state.pending.actor == "sparta"  # no wheat left
    state, more = _through(state, lambda s: Phoros(0))
    kinds = [e.kind for e in more]
    assert kinds[kinds.index("round"):] == ["round", "returned", "returned", "projects",
                                            "event", "first player"]
    assert state.round == "4" and state.phase == "actions" and state.passed == ()
    assert state.tribute_discs == () and state.merchants_at_markets == ()
    assert state.side("sparta").merchants_in_port == 1
    assert state.project_discard == ("Theatre", "Temple of Apollo", "Statue of an Ephebe")
    assert len(state.project_offer) == 3 and len(state.events_drawn) == 2
    assert state.event == state.events_drawn[1] and conservation_errors(state) == []
    assert round_trip(state) == state


def test_the_player_with_less_prestige_begins_the_next_round():
    state = fed(start()).with_side("athens", prestige=6)
    state, _ = _through(engine.apply(play(state, "pass"), "pass")[0], lambda s: Phoros(0))
    assert state.first_player == state.player == "sparta"
    state = fed(start()).with_side("sparta", prestige=6)
    state, _ = _through(engine.apply(play(state, "pass"), "pass")[0], lambda s: Phoros(0))
    assert state.player == "athens"


def test_prestige_0_at_the_end_of_a_round_loses():  # seed 000 §6; ruling HG57
    state = fed(start())
    state, _ = engine.apply(play(state, "pass"), "pass")
    state, events = _through(state, lambda s: Phoros(s.side(s.pending.actor).prestige
                                                    if s.pending.actor == "athens" else 0))
    assert engine.winner(state) == "sparta" and "Athens has 0 Prestige" in events[-1].text
    both, _ = _through(engine.apply(play(fed(start()), "pass"), "pass")[0],
                       lambda s: Phoros(s.side(s.pending.actor).prestige))
    assert both.result == "draw" and engine.is_over(both) and engine.winner(both) is None


def test_final_score_after_5b_with_posterity_and_the_tie_break():  # seed 000 §6
    state = fed(replace(start(), round="5β"))
    state = state.with_polis("Athenai", completed=("Temple of Zeus",))
    state = replace(state, project_offer=("Theatre", "Temple of Apollo"),
                    project_deck=tuple(p for p in state.project_deck if p != "Temple of Zeus"))
    assert round_prep.score(state, "athens") == (8, 4, 3)
    over, events = _through(engine.apply(play(state, "pass"), "pass")[0], lambda s: Phoros(0))
    assert over.result == "athens" and engine.winner(over) == "athens"
    assert "Athens scores" in [e for e in events if e.kind == "final score"][0].text
    tied = ending(replace(start(), round="5β")).with_side("sparta", prestige=5)  # 12 each
    tied = only(only(tied, "athens", metal=2, wheat=1), "sparta", silver=4)
    assert [round_prep.final_score(tied, s) for s in ("athens", "sparta")] == [12, 12]
    over, events = round_prep.after_steps(tied)
    assert over.result == "sparta" and "(3 to 4 for Athens and Sparta)" in events[-1].text
    assert events[-1].text.startswith("The final scores are equal: Sparta wins")
    drawn, events = round_prep.after_steps(only(tied, "sparta", silver=2, wine=1))
    assert drawn.result == "draw" and engine.winner(drawn) is None and engine.is_over(drawn)
    assert "the game is a draw" in events[-1].text


# -- whole games --------------------------------------------------------------------------------
def test_random_whole_games_end_with_a_result_and_conserve_pieces(game_seed):
    rng = random.Random(game_seed)
    state = engine.initial_state(rng.randrange(10**6), starting_goods=rng.choice([None, 8]),
                                 starting_prestige=rng.choice([None, 8]))
    rounds = {state.round}
    for step in range(3000):
        if engine.is_over(state):
            break
        actions = engine.legal_actions(state)
        assert actions, f"nobody can act in {state!r}"
        action = sparing_player(rng, state, actions)
        before, text = state, snapshot(state)
        state, events = engine.apply(state, action)
        assert snapshot(before) == text and conservation_errors(state) == []
        assert all(isinstance(e, Event)
                   and e.rule.startswith(("Hegemony reference §", "polislab ruling"))
                   and not e.text.endswith(".") for e in events)
        rounds.add(state.round)
        if step % 50 == 0 or state.phase == "game_over":
            assert round_trip(state) == state
    assert engine.is_over(state), "the game did not end within 3000 actions"
    assert state.result in ("athens", "sparta", "draw") and engine.to_move(state) is None
