"""A loaded Hegemony position must be one the engine can play to the end (issue 14, issue 17).

Every consistency the engine relies on is checked at load by
:func:`polislab.games.hegemony.consistency.check_consistency`, so no bare ``AssertionError``
can come out of the engine later."""

from __future__ import annotations

from dataclasses import replace

import pytest

from polislab.core.errors import ScenarioError
from polislab.games.hegemony import engine
from polislab.games.hegemony.consistency import check_consistency
from polislab.games.hegemony.state import State


def _round_four_with_round_three_card_only() -> State:
    state = engine.initial_state(3)
    state = replace(state, round="4")  # round 4 begun, but its event card never drawn
    for side in ("athens", "sparta"):
        state = state.with_side(side, prestige=15)
    return state


def test_round_four_with_only_round_three_card_is_refused_at_load():
    """The issue's reproducer: accepted, then an AssertionError at the end of round 4."""
    data = _round_four_with_round_three_card_only().to_json()
    with pytest.raises(ScenarioError, match=r"events\.drawn.*round 4"):
        State.from_json(data)


def test_check_consistency_names_the_missing_card():
    with pytest.raises(ScenarioError, match="1 card drawn.*2 rounds begun"):
        check_consistency(_round_four_with_round_three_card_only())


def test_a_consistent_round_four_plays_through_the_round_end():
    """Round 4 with its own card drawn: passing to the end of the round reaches round 5α."""
    state = engine.initial_state(3)
    card = state.event_decks[1][0]
    decks = list(state.event_decks)
    decks[1] = decks[1][1:]
    state = replace(state, round="4", event_decks=tuple(decks), pending=None,
                    events_drawn=(*state.events_drawn, card))
    for side in ("athens", "sparta"):
        state = state.with_side(side, prestige=15)
    state = State.from_json(state.to_json())
    for _ in range(300):
        if state.round != "4" or engine.is_over(state):
            break
        actions = engine.legal_actions(state)
        state, _ = engine.apply(state, next((a for a in actions if str(a) == "pass"),
                                            actions[0]))
    assert state.round == "5α"


def test_unknown_pending_kind_is_refused():
    data = engine.initial_state(3).to_json()
    data["pending"] = {"kind": "teleport", "actor": "athens", "rule": "x"}
    with pytest.raises(ScenarioError, match="pending.kind.*teleport"):
        State.from_json(data)


def test_battle_decision_without_a_battle_is_refused():
    data = engine.initial_state(3).to_json()
    data["pending"] = {"kind": "battle attack", "actor": "athens", "rule": "x"}
    with pytest.raises(ScenarioError, match="battle"):
        State.from_json(data)


def test_a_scenario_refuses_a_start_the_loader_would_refuse():
    """A start made in code (as polislab/games/hegemony/tutorials/build.py makes them) goes through
    the same checks as a saved one: round 4 set on a copy, with no card drawn for it."""
    from polislab.core import Scenario, Step

    with pytest.raises(ScenarioError, match=r"not a position 'hegemony' can play from.*"
                                            r"events\.drawn"):
        Scenario("hegemony", _round_four_with_round_three_card_only(), [Step(None, "x")])


def test_in_round_draws_no_event_for_each_round_begun_and_is_consistent():
    from polislab.games.hegemony.consistency import in_round

    state = in_round(engine.initial_state(3), "5β")
    assert state.round == "5β" and len(state.events_drawn) == 4
    assert state.events_drawn[1:] == ("No Event",) * 3
    check_consistency(state)
    assert State.from_json(state.to_json()) == state


def test_the_tutorial_starts_are_consistent():
    from polislab.games.hegemony import tutorial, tutorial_names

    for name in tutorial_names():
        start = tutorial(name).start
        check_consistency(start)
        assert len(start.events_drawn) == ("3", "4", "5α", "5β").index(start.round) + 1
