"""The notation of every step and action (``str`` and ``parse_action`` round trip), saving and
loading a state as JSON, and the protocol adapter."""

from __future__ import annotations

import json
import random

import pytest

from polislab import IllegalAction, ScenarioError
from polislab.core import Game, game_names, get_game
from polislab.games.hexemonia import GAME, actions, engine, initial_state, parse_action, position
from polislab.games.hexemonia.state import State

#: One text of every kind of action, as it prints.
EVERY_ACTION = [
    "take Pasture", "take citizen", "take hoplite", "take gold",
    "play Pasture at 1b", "play Oracle on 1c", "pay citizen from A", "pay gold from 2k",
    "discard myth Hades",
    "produce", "strategy", "special", "war",
    "move gold from A to 1b", "exchange citizens at 1b", "exchange hoplite at A",
    "reveal", "use Temple at 1c", "use Tavern at 1a on blue", "use Spring at 1f for gold",
    "use Lighthouse at 2b", "use Hades on blue 2c", "use Hades on blue 2c x3",
    "use Oracle order Walls, Port, Agora, Spring", "use Oracle order Walls", "use Fates",
    "use Pandora on green", "remove citizen from 1a", "give hoplite from 1c",
    "random discard Walls", "attack blue 2c", "commit 1 citizen from A",
    "commit 2 hoplites from 1a", "charge", "call off", "lose 3 citizens",
    "lose 1 citizen and 1 hoplite", "lose 2 hoplites", "lose nothing", "place Quarry at 2d",
    "end strategy", "end special", "end war", "end Agora", "end Necropolis",
    "discard Walls",
]


@pytest.mark.parametrize("text", EVERY_ACTION)
def test_every_action_prints_as_its_text_and_reads_back(text):
    action = parse_action(text)
    assert isinstance(action, actions.Action)
    assert str(action) == text
    assert parse_action(str(action)) == action


def test_every_kind_of_action_class_is_covered():
    kinds = {type(parse_action(t)) for t in EVERY_ACTION}
    classes = {c for c in vars(actions).values() if isinstance(c, type)
               and issubclass(c, actions.Action) and c is not actions.Action}
    assert classes == kinds


@pytest.mark.parametrize("text, canonical", [
    ("TAKE pasture", "take Pasture"),
    ("take Citizens", "take citizen"),
    ("play amphitheatre at 1B", "play Amphitheater at 1b"),
    ("pay citizens from acropolis", "pay citizen from A"),
    ("commit 1 hoplites from a", "commit 1 hoplite from A"),
    ("commit hoplite from A", "commit 1 hoplite from A"),
    ("use hades on blue 2c x1", "use Hades on blue 2c"),
    ("use Oracle order walls,port", "use Oracle order Walls, Port"),
    ("lose 1 hoplite and 1 citizen", "lose 1 citizen and 1 hoplite"),
    ("exchange citizen at 1a", "exchange citizens at 1a"),
    ("end agora", "end Agora"),
])
def test_other_spellings_read_as_the_same_action(text, canonical):
    assert str(parse_action(text)) == canonical


@pytest.mark.parametrize("text, column, message", [
    ("fly away", 1, "expected 'take' or"),
    ("play Pasture at 9z", 17, "'9z' is not a place"),
    ("play Gymnasion at 1a", 6, "did you mean 'Gymnasium'"),
    ("commit 2 gold from A", 10, "only Citizens and Hoplites fight"),
    ("move gold from A", 17, "expected 'to', found the end"),
    ("produce now", 9, "unexpected 'now'"),
    ("commit 0 citizens from A", 8, "a count is 1 or more"),
])
def test_malformed_actions_say_where(text, column, message):
    with pytest.raises(ScenarioError, match=message) as err:
        parse_action(text)
    assert err.value.line == 1 and err.value.column == column


def test_player_names_read_as_the_state_spells_them():
    state = position(("Andrea", "Barbara"))
    assert str(parse_action("attack BARBARA 1a", state)) == "attack Barbara 1a"
    with pytest.raises(ScenarioError, match="no player named 'Zoe'"):
        parse_action("attack Zoe 1a", state)


def test_an_illegal_action_names_its_rule_and_leaves_the_state():
    state = initial_state(4, players=3)
    before = json.dumps(state.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "war")
    assert err.value.rule.startswith("Hexemonia rulebook §Step A")
    assert json.dumps(state.to_json(), sort_keys=True) == before


# -- JSON ---------------------------------------------------------------------------------------
def _random_states(seed: int, players: int, count: int):
    rng = random.Random(seed)
    state = initial_state(rng.randrange(2**32), players=players)
    seen = []
    while not engine.is_over(state) and len(seen) < count:
        state, _ = engine.apply(state, rng.choice(engine.legal_actions(state)))
        seen.append(state)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_json_save_and_load_gives_an_equal_state_that_plays_the_same(players):
    for state in _random_states(players, players, 400)[::7]:
        text = json.dumps(state.to_json())
        again = State.from_json(json.loads(text))
        assert again == state and again.digest() == state.digest()
        assert [str(a) for a in engine.legal_actions(again)] == [
            str(a) for a in engine.legal_actions(state)]


def test_json_a_finished_game_reads_back_with_its_scores():
    state = position(("Ann", "Bo"), turn="Bo", ending=True)
    over = engine.play(state, "produce")
    again = State.from_json(over.to_json())
    assert again.scores == over.scores and again.winners == over.winners


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(format="chess"), "not a saved Hexemonia state"),
    (lambda d: d["players"][0]["city"][0].update(cubes=[2, 0, 99]),
     "not the 50 of the Hexemonia rulebook"),
    (lambda d: d["players"][0].update(hand=["Gym"]), "unknown tile 'Gym'"),
    (lambda d: d.update(step="nap"), "step: a step of the turn: .* got 'nap'"),
    (lambda d: d.update(turn=7), "turn: a player's index, 0 to 3, got 7"),
    (lambda d: d.update(turn=3), r"turn: 3 is not a player's index \(0 to 2\)"),
    (lambda d: d["players"][0].update(acropolis="Troy"), "unknown Acropolis 'Troy'"),
    (lambda d: d["options"].update(names=["solo"]),
     r"options.names: a list of 2 to 4 player names, got \['solo'\]"),
])
def test_json_refuses_what_it_cannot_read(change, message):
    data = initial_state(1).to_json()
    change(data)
    with pytest.raises(ScenarioError, match=message):
        State.from_json(data)


# -- the protocol --------------------------------------------------------------------------------
def test_hexemonia_is_registered_and_follows_the_protocol():
    assert "hexemonia" in game_names() and get_game("hexemonia") is GAME
    assert isinstance(GAME, Game)
    state = GAME.initial_state(randomness=5, players=4)
    assert len(state.players) == 4 and GAME.to_move(state) == "red"
    action = GAME.legal_actions(state)[0]
    assert GAME.parse_action(state, str(action)) == action
    after, events = GAME.apply(state, action)
    assert events and not GAME.is_over(after) and GAME.winner(after) is None
    assert GAME.from_json(GAME.to_json(after)) == after
