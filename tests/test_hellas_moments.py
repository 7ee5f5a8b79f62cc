"""The Hellas builder types the moments inside a turn (issue 27): a Burst of Strength after N
actions, a regroup, a voyage tile drawn and pending, an attack awaiting god cards, and the
initial map creation part-way.

Each typed moment passes the save check, plays on and comes back equal from a save; a moment
built directly equals the one reached by play; what the rules could not reach is refused,
naming the rule. The hypothesis run takes its count from POLISLAB_MOMENT_EXAMPLES.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polislab.core.errors import ScenarioError
from polislab.games import hellas

EXAMPLES = int(os.environ.get("POLISLAB_MOMENT_EXAMPLES", "10"))
ARGOS_SPARTA = [("Argos", "0,-1", 1, "light", 1, 2), ("Sparta", "1,-1", 5, "dark", 1, 1)]


def _plays_on_and_reloads(state: hellas.State) -> None:
    assert hellas.State.from_json(json.loads(json.dumps(state.to_json()))) == state
    actions = state.legal_actions()
    assert actions
    state.play(actions[0])
    state.play(actions[-1])


def test_a_burst_after_some_actions_goes_on_with_the_cards_taken_face_down():
    state = hellas.position(ARGOS_SPARTA, burst=2, taken=["Zeus"])
    assert (state.step, state.burst_used, state.side("light").unseen) == ("burst", 2, ("Zeus",))
    last = state.play("add greek Argos")  # the 3rd action ends it: the card is drawn now
    assert last.pending.kind == "card draw" and last.pending.get("god") == "Zeus"
    _plays_on_and_reloads(state)


def test_a_burst_built_equals_the_burst_played():
    start = hellas.position(ARGOS_SPARTA)
    assert start.play("add ship Argos", "take card Ares") == hellas.position(
        [("Argos", "0,-1", 1, "light", 1, 3), ARGOS_SPARTA[1]], burst=2, taken=["Ares"])


def test_the_free_regroup_after_a_burst_and_the_regroup_to_a_new_city():
    after_burst = hellas.position(ARGOS_SPARTA, regroup=True)
    assert after_burst.step == "regroup" and after_burst.regroup_to is None
    assert after_burst.burst_used == 3
    to_new = hellas.position([*ARGOS_SPARTA, ("Pylos", "-1,0", 0, "light", 1, 0)],
                             regroup="Pylos")
    assert all(m.to == "Pylos" for m in to_new.legal_actions() if hasattr(m, "to"))
    for state in (after_burst, to_new):
        _plays_on_and_reloads(state)


def test_a_voyage_tile_drawn_waits_for_the_opponents_card_then_the_placing():
    reacting = hellas.position(ARGOS_SPARTA, voyage="Pylos", hands={"dark": ["Storm"]})
    assert reacting.reacting and reacting.to_move == "dark"
    placing = hellas.position(ARGOS_SPARTA, voyage={"tile": "Pylos", "reacted": True},
                              hands={"dark": ["Storm"]})
    assert not placing.reacting and placing.to_move == "light"
    assert reacting.play("pass") == placing
    assert hellas.position(ARGOS_SPARTA).play("voyage", "draw Pylos") == hellas.position(
        ARGOS_SPARTA, voyage="Pylos")
    for state in (reacting, placing):
        _plays_on_and_reloads(state)


def test_an_attack_awaits_the_defenders_card_then_the_attackers():
    hands = {"light": ["Battle Fury"], "dark": ["Shield Wall"]}
    state = hellas.position(ARGOS_SPARTA, hands=hands,
                            attack={"target": "Sparta", "from": {"Argos": 2}})
    assert state.attack.window == "defender" and state.to_move == "dark"
    played = hellas.position([("Argos", "0,-1", 1, "light", 3, 2), ARGOS_SPARTA[1]],
                             hands=hands).play("attack Sparta from Argos x2")
    assert played == state
    warded = hellas.position(ARGOS_SPARTA, hands=hands,
                             attack={"target": "Sparta", "from": {"Argos": 2},
                                     "cards": {"dark": ["Aegis"]}})
    # Aegis sends an attacking Greek back to the supply (seed 003 §7)
    assert warded.attack.greeks == 1 and warded.discard("Zeus") == ("Aegis",)
    for each in (state, warded):
        _plays_on_and_reloads(each)


def test_the_initial_map_creation_part_way():
    pending = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True)
    assert pending.phase == "setup" and pending.pending.kind == "tile draw"
    assert pending.pending.get("player") == "dark"
    assert all(len(p.cards) == 3 for p in pending.players)  # one card of each god (§3)
    drawn = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True, drawn="Pylos",
                            set_aside=["Delos"])
    assert drawn.to_move == "dark" and drawn.drawn == "Pylos" and drawn.set_aside == ("Delos",)
    for state in (pending, drawn):
        _plays_on_and_reloads(state)


@pytest.mark.parametrize("kwargs, words", [
    ({"burst": 3}, "a Burst of Strength under way has taken 1 to 2 of its 3 actions"),
    ({"burst": 1, "taken": ["Ares", "Zeus"]}, "2 cards taken in 1 burst actions"),
    ({"taken": ["Ares"]}, "taken goes with burst=N"),
    ({"burst": 1, "voyage": "Pylos"}, "not voyage and burst at once"),
    ({"regroup": True, "burst": 1}, "the burst could not have ended after 1 of its 3 actions"),
    ({"regroup": "Sparta"}, "the name of Light's new city"),
    ({"voyage": "Argos"}, "Argos is on the map"),
    ({"attack": {"target": "Sparta", "from": {"Argos": 1}, "cards": {"light": ["Aegis"]}}},
     "'Aegis' is not a card Light plays in this attack"),
    ({"attack": {"target": "Argos", "from": {"Argos": 1}}}, "Light's own city"),
    ({"effects": ["Storm"]}, "not before this start of a turn"),
    ({"effects": ["Thunderbolt"]}, "Thunderbolt does not last the turn"),
    ({"drawn": "Pylos"}, "they go with setup=True"),
])
def test_a_moment_the_rules_cannot_reach_is_refused_naming_the_rule(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hellas.position(ARGOS_SPARTA, **kwargs)
    assert words in str(err.value)
    assert "Hellas reference §" in str(err.value)


def test_a_setup_the_rules_cannot_reach_is_refused():
    with pytest.raises(ScenarioError, match="a tile of the initial map has 1 Greek and 1 ship"):
        hellas.position(ARGOS_SPARTA, setup=True)
    with pytest.raises(ScenarioError, match="the players place in turn, Light first"):
        hellas.position([("Sparta", "1,-1", 5, "dark", 1, 1)], setup=True)


@settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None)
@given(st.sampled_from(["burst", "regroup", "voyage", "attack"]), st.integers(1, 2),
       st.sampled_from([t for t in hellas.start().components.tile_names
                        if t not in ("Argos", "Sparta")]),
       st.lists(st.sampled_from(["Ares", "Poseidon", "Zeus"]), max_size=1))
def test_generated_moments_reload_and_play_on(moment, n, tile, taken):
    kwargs = {"burst": {"burst": n, "taken": taken[:n]}, "regroup": {"regroup": True},
              "voyage": {"voyage": tile},
              "attack": {"attack": {"target": "Sparta", "from": {"Argos": n}}}}[moment]
    try:
        state = hellas.position(ARGOS_SPARTA, hands={"dark": ["Shield Wall"]}, **kwargs)
    except ScenarioError as err:  # a tile that cannot be placed: refused, naming the rule
        assert moment == "voyage" and "Hellas reference §5 Option 2" in str(err)
        return
    _plays_on_and_reloads(state)


def test_a_city_just_taken_waits_for_the_ships_the_attacker_may_place():
    before = hellas.position([("Argos", "0,-1", 1, "light", 3, 2), ARGOS_SPARTA[1],
                              ("Naxos", "1,0", 0, "dark", 1, 1)])
    taken = hellas.position([("Argos", "0,-1", 1, "light", 1, 2),
                             ("Sparta", "1,-1", 5, "light", 2, 0),
                             ("Naxos", "1,0", 0, "dark", 1, 1)], capture=("Sparta", 1))
    # seed 003 §5 Option 3, After Attack: as many ships as the defender lost
    assert taken == before.play("attack Sparta from Argos x2")
    assert [str(a) for a in taken.legal_actions()] == ["place no ships", "place ship"]
    _plays_on_and_reloads(taken)
    with pytest.raises(ScenarioError, match="is not a city of Light's, just taken"):
        hellas.position(ARGOS_SPARTA, capture=("Sparta", 1))


@settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None)
@given(st.integers(0, 2), st.sampled_from([t for t in hellas.start().components.tile_names
                                           if t != "Argos"]), st.integers(0, 3))
def test_generated_setups_and_captures_reload_and_play_on(placed, tile, seed):
    """The initial map creation after 1 tile (the next draw pending, or a tile drawn), and a
    city just taken with 1 to 3 ships lost."""
    c = hellas.start().components
    drawn = None if placed == 0 or c.tile(tile).temple else tile
    try:
        setup = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True,
                                drawn=drawn, seed=seed)
    except ScenarioError as err:  # a tile drawn that cannot be placed: refused, naming §4
        assert "Hellas reference §4" in str(err)
    else:
        assert setup.phase == "setup" and setup.to_move in ("dark", "chance")
        _plays_on_and_reloads(setup)
    taken = hellas.position([("Argos", "0,-1", 1, "light", 1, 2),
                             ("Sparta", "1,-1", 5, "light", 2, 0),
                             ("Naxos", "1,0", 0, "dark", 1, 1)], capture=("Sparta", 1 + placed))
    assert len(taken.legal_actions()) == 1 + min(1 + placed, taken.side("light").ships, 3)
    _plays_on_and_reloads(taken)
