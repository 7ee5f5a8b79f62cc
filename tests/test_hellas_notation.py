"""The Hellas notation (every action prints as text that reads back as itself) and the JSON
save format (every state reads back as itself; broken saves are refused with the place)."""

from __future__ import annotations

import json
import random

import pytest

from polislab.core import get_game
from polislab.core.errors import ScenarioError
from polislab.games import hellas
from polislab.games.hellas import actions as a
from polislab.games.hellas import engine
from polislab.games.hellas.notation import parse_action
from polislab.games.hellas.position import position, turned

EXAMPLES = [
    (a.DrawTile("Naxos"), "draw Naxos"),
    (a.DrawCard("Gifts of Olympus"), "draw Gifts of Olympus"),
    (a.Place("Argos", (1, -1), 2), "place Argos at 1,-1 rotation 2"),
    (a.Reject(), "reject"),
    (a.AddGreek("Argos"), "add greek Argos"),
    (a.AddShip("Argos"), "add ship Argos"),
    (a.TakeCard("Poseidon"), "take card Poseidon"),
    (a.EndBurst(), "end burst"),
    (a.Voyage(), "voyage"),
    (a.Attack("Sparta", (("Pylos", 1), ("Argos", 2))), "attack Sparta from Argos x2, Pylos"),
    (a.Fight(), "fight"),
    (a.CallOff(), "call off"),
    (a.Pass(), "pass"),
    (a.CaptureShips(0), "place no ships"),
    (a.CaptureShips(1), "place ship"),
    (a.CaptureShips(3), "place ships x3"),
    (a.ReturnShip("Argos"), "return ship Argos"),
    (a.TakeFrom("greek", "Argos"), "take greek from Argos"),
    (a.TakeFrom("ship", "Argos"), "take ship from Argos"),
    (a.Move("greek", "Argos", "Pylos"), "move greek Argos to Pylos"),
    (a.Move("ship", "Argos", "Pylos", 2), "move ships Argos to Pylos x2"),
    (a.EndTurn(), "end turn"),
    (a.Play("Shield Wall"), "play Shield Wall"),
    (a.Play("Call to Arms"), "play Call to Arms"),
    (a.Play("Thunderbolt", at=("Sparta",)), "play Thunderbolt at Sparta"),
    (a.Play("Shipwrights", at=("Argos", "Pylos")), "play Shipwrights at Argos, Pylos"),
    (a.Play("Winged Sandals", origin="Argos", to="Pylos", count=2),
     "play Winged Sandals from Argos to Pylos x2"),
    (a.Play("Gifts of Olympus", gods=("Ares", "Zeus")), "play Gifts of Olympus for Ares, Zeus"),
]


@pytest.mark.parametrize("action, text", EXAMPLES, ids=[t for _, t in EXAMPLES])
def test_every_action_prints_and_reads_back(action, text):
    assert str(action) == text
    assert parse_action(text) == action
    assert parse_action(text.upper()) == action
    assert parse_action("  " + text.replace(" ", "   ") + " ") == action


def test_other_spellings_read_as_the_same_action():
    assert str(parse_action("place argos at 1, -1")) == "place Argos at 1,-1 rotation 0"
    assert str(parse_action("attack sparta from pylos, argos x2")) == \
        "attack Sparta from Argos x2, Pylos"
    assert str(parse_action("move greeks Argos to Pylos x1")) == "move greek Argos to Pylos"
    assert parse_action("place ships x1") == a.CaptureShips(1)


@pytest.mark.parametrize("text, message, column", [
    ("attack Sparta from Athens", "unknown city 'Athens'; did you mean 'Athenai'?", 20),
    ("place Argos at 1;-1", "a place is written q,r", 16),
    ("place Argos at 1,-1 rotation 7", "a rotation is a number of sixths", 30),
    ("play Lightning", "unknown god card 'Lightning'", 6),
    ("take card Hera", "expected a god (Ares, Poseidon, Zeus), found 'Hera'", 11),
    ("voyage now", "unexpected 'now' after a whole action", 8),
    ("sail", "expected 'draw' or 'place'", 1),
    ("attack Sparta from Argos, Argos", "name each attacking city once", 1),
])
def test_a_malformed_action_names_the_column(text, message, column):
    with pytest.raises(ScenarioError) as err:
        parse_action(text)
    assert message in err.value.reason
    assert (err.value.line, err.value.column) == (1, column)


def test_the_game_reads_actions_through_the_protocol():
    game = get_game("hellas")
    assert game is hellas.GAME and game.name == "hellas" and game.title == "Hellas"
    state = game.initial_state()
    assert game.parse_action(state, "draw Storm") == a.DrawCard("Storm")


# -- JSON ---------------------------------------------------------------------------------------


def _states(seed: int, count: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = engine.initial_state()
    for _ in range(count):
        if engine.is_over(state):
            return
        yield state
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
    yield state


def test_every_state_of_random_games_reads_back_from_json():
    kinds = set()
    for seed in range(4):
        for state in _states(seed, 400):
            text = json.dumps(state.to_json())
            again = hellas.State.from_json(json.loads(text))
            assert again == state
            assert [str(x) for x in engine.legal_actions(again)] == \
                [str(x) for x in engine.legal_actions(state)]
            kinds.add(state.step)
    assert {"deal", "map", "start", "burst", "regroup"} <= kinds


def test_a_state_mid_attack_with_a_pending_choice_reads_back():
    state = position([
        ("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 1),
        ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 3, 1),
        ("Milos", (0, 1), 0, "dark", 3, 1),
        ("Naxos", (1, 0), 0, "light", 3, 1),
    ], hands={"dark": ["Shield Wall"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2, Naxos x2")
    assert state.attack is not None and state.attack.window == "defender"
    assert hellas.State.from_json(json.loads(json.dumps(state.to_json()))) == state


def test_a_broken_save_is_refused_with_the_place():
    data = engine.initial_state().to_json()
    with pytest.raises(ScenarioError, match="not a saved Hellas state"):
        hellas.State.from_json({**data, "format": "x"})
    with pytest.raises(ScenarioError, match="unknown key"):
        hellas.State.from_json({**data, "colour": 1})
    broken = json.loads(json.dumps(data))
    broken["players"]["light"]["greeks"] = 14
    with pytest.raises(ScenarioError, match="Light has 14 Greeks in the supply and 0 out"):
        hellas.State.from_json(broken)
    broken = json.loads(json.dumps(data))
    broken["stack"].append("Naxos")
    with pytest.raises(ScenarioError, match="the tiles do not add up"):
        hellas.State.from_json(broken)
    broken = json.loads(json.dumps(data))
    broken["decks"]["Ares"].append("Storm")
    with pytest.raises(ScenarioError, match="decks.Ares: 'Storm' is not a card of Ares"):
        hellas.State.from_json(broken)
