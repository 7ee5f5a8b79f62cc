"""A whole game of Hellas, scripted from the deal to Light's 10th city: every draw, placement,
voyage, attack and card play in the notation, checked turn by turn.

Light builds to the west with voyages, takes Pylos over water through the dolphin tile, gets
4 burst actions once it holds a temple and Dark none, shrugs off a Storm with its ship
majority, and wins at the end of turn 15 with Greeks in 10 cities.

Dark mostly waits: its bursts end after one action, or none, so the game is played with the
option ``end_burst_early`` (ruling HL13; by default a burst has its 3 actions, seed 003 §5
Option 1).
"""

from __future__ import annotations

import json

import pytest

from polislab.core import Scenario, Step
from polislab.games.hellas import State, engine
from polislab.games.hellas.state import conservation_errors

OPTIONS = {"end_burst_early": True}
SETUP = [
    # §3: the hands, light first: Ares, Poseidon, Zeus
    "draw Forced March", "draw Favourable Wind", "draw Thunderbolt",
    "draw Shield Wall", "draw Storm", "draw Aegis",
    # §4: alternate drawing and placing, 4 tiles each; Delos has a temple: set aside
    "draw Argos", "place Argos at -1,0 rotation 0",
    "draw Sparta", "place Sparta at 1,-1 rotation 0",
    "draw Naxos", "place Naxos at -1,1 rotation 0",
    "draw Delos", "draw Pylos", "place Pylos at 1,0 rotation 1",
    "draw Mykenai", "place Mykenai at -2,1 rotation 3",
    "draw Milos", "place Milos at 0,1 rotation 0",
    "draw Thebai", "place Thebai at -2,0 rotation 4",
    "draw Megara", "place Megara at 1,1 rotation 1",
]
TURNS = {
    1: ["voyage", "draw Athenai", "pass", "place Athenai at -3,1 rotation 5",
        "return ship Thebai", "end turn"],
    2: ["add greek Megara", "end burst", "end turn"],
    3: ["voyage", "draw Chalkis", "pass", "place Chalkis at -3,2 rotation 1", "end turn"],
    4: ["add greek Megara", "end burst", "end turn"],
    5: ["voyage", "draw Delphoi", "pass", "place Delphoi at -2,2 rotation 2", "end turn"],
    6: ["add greek Milos", "end burst", "end turn"],
    7: ["add greek Argos", "add greek Argos", "add ship Argos", "add ship Argos", "end turn"],
    8: ["add greek Milos", "end burst", "end turn"],
    9: ["attack Pylos from Argos x2", "pass", "place ship", "end turn"],
    10: ["add greek Sparta", "end burst", "end turn"],
    11: ["voyage", "draw Dodona", "play Storm", "place Dodona at 0,-1 rotation 4", "end turn"],
    12: ["add greek Sparta", "end burst", "end turn"],
    13: ["add greek Argos", "add greek Argos", "add ship Athenai", "add ship Athenai",
         "end turn"],
    14: ["end burst", "end turn"],
    15: ["voyage", "draw Delos", "place Delos at -4,2 rotation 0", "end turn"],
}


def played(upto: int | None = None):  # type: ignore[no-untyped-def]
    """The state after the setup and the turns up to ``upto`` (all by default), and the events
    of each turn."""
    state, events = engine.play(engine.initial_state(**OPTIONS), *SETUP)
    by_turn = {0: events}
    for number, actions in TURNS.items():
        if upto is not None and number > upto:
            break
        assert state.turn == number, f"turn {number} begins"
        state, by_turn[number] = engine.play(state, *actions)
    return state, by_turn


def texts(events):  # type: ignore[no-untyped-def]
    return [e.text for e in events]


def test_the_setup_places_four_tiles_each_and_shuffles_the_temple_back():
    state, by_turn = played(0)
    assert len(state.cities_of("light")) == 4 and len(state.cities_of("dark")) == 4
    assert "Delos has a temple: temple tiles are set aside in the initial map creation; Dark " \
           "draws again" in texts(by_turn[0])
    assert "Delos" in state.stack and state.stack_size == 15
    assert (state.turn, state.player, state.step) == (1, "light", "start")
    assert state.side("light").cards == ("Forced March", "Favourable Wind", "Thunderbolt")


def test_the_voyages_need_the_ship_majority_and_spend_a_ship():
    state, by_turn = played(1)
    assert texts(by_turn[1])[3] == ("Light's voyage succeeds: Athenai is placed at -3,1 with "
                                    "rotation 5 (land on the north, north-east and north-west "
                                    "edges); 2 adjacent ships against 0")
    assert "Dark plays no card against the voyage" in texts(by_turn[1])  # Dark holds a Storm
    assert state.city("Athenai").greeks == 1 and state.city("Thebai").ships == 0


def test_a_temple_city_gives_light_four_burst_actions():
    state, by_turn = played(7)
    assert state.temples("light") == 1 and state.temples("dark") == 0  # Delphoi
    assert "burst action 4 of 4" in texts(by_turn[7])[3]


def test_light_takes_pylos_over_water_through_the_dolphin():
    state, by_turn = played(9)
    assert texts(by_turn[9])[0].startswith("Light attacks Pylos over water with 2 Greeks from "
                                           "Argos;")
    assert "The attack over water succeeds: 2 Greeks against 1, one more as needed" in \
        texts(by_turn[9])
    assert state.city("Pylos").owner == "light" and state.city("Pylos").ships == 1


def test_the_storm_raises_the_need_and_the_majority_still_holds():
    state, by_turn = played(11)
    assert texts(by_turn[11])[2].startswith("Dark plays Storm (Poseidon, a polislab-edition card)")
    assert texts(by_turn[11])[3].endswith("; 3 adjacent ships against 1")
    assert state.discard("Poseidon") == ("Storm",)


def test_light_wins_with_greeks_in_10_cities_at_the_end_of_turn_15():
    state, by_turn = played()
    assert engine.is_over(state) and engine.winner(state) == "light"
    assert texts(by_turn[15])[-1] == ("Light has Greeks in 10 cities at the end of the turn and "
                                      "wins")
    assert sorted(c.tile for c in state.cities_of("light")) == [
        "Argos", "Athenai", "Chalkis", "Delos", "Delphoi", "Dodona", "Mykenai", "Naxos",
        "Pylos", "Thebai"]
    assert len(state.cities_of("dark")) == 3


def test_every_step_keeps_the_invariants_and_reads_back():
    state = engine.initial_state(**OPTIONS)
    for action in [*SETUP, *(a for actions in TURNS.values() for a in actions)]:
        assert action in [str(x) for x in engine.legal_actions(state)], action
        state, _ = engine.apply(state, action)
        assert conservation_errors(state) == [], action
        assert State.from_json(json.loads(json.dumps(state.to_json()))) == state


@pytest.mark.parametrize("cut", [10, 40, 70])
def test_the_game_is_a_scenario_that_replays(cut):
    actions = [*SETUP, *(a for actions in TURNS.values() for a in actions)]
    scenario = Scenario("hellas", engine.initial_state(**OPTIONS),
                        [Step(None, "The start."), *(Step(a, a) for a in actions[:cut])],
                        title="To Light's 10th city")
    again = Scenario.from_json(json.loads(json.dumps(scenario.to_json())))
    assert again.frames[-1].state == scenario.frames[-1].state
