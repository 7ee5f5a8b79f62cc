"""The game registry and a generic protocol conformance test over every registered game.

The conformance test is in the style of pgx: it random-plays seeded games of every game in
``polislab.core.game_names()`` through the protocol only (design.md "Conventions") and checks
the protocol's promises. ``POLISLAB_FUZZ_GAMES`` sets how many games per game name.
"""

from __future__ import annotations

import json
import random

import pytest

import polislab
from polislab.core import Event, Game, game_names, get_game

MAX_PLIES = 5000  # a safety net against an endless game; no game here is meant to be that long
PARSED = 24  # actions whose notation is read back each ply


# -- registry ---------------------------------------------------------------------------------
def test_hopping_is_registered():
    assert "hopping" in game_names()
    game = get_game("hopping")
    assert game.name == "hopping"
    assert isinstance(game, Game)
    assert game.title


def test_get_game_returns_the_same_object_each_time():
    assert get_game("hopping") is get_game("hopping")


def test_game_names_are_sorted_and_each_resolves_to_its_game():
    names = game_names()
    assert names == sorted(names)
    for name in names:
        assert get_game(name).name == name


def test_unknown_game_raises_key_error_listing_the_known_games():
    with pytest.raises(KeyError) as info:
        get_game("no-such-game")
    message = str(info.value)
    assert "no-such-game" in message
    for name in game_names():
        assert name in message


def test_the_top_level_package_reexports_the_registry():
    assert polislab.get_game is get_game
    assert polislab.game_names is game_names


# -- conformance ------------------------------------------------------------------------------
def _snapshot(game: Game, state: object) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


@pytest.mark.parametrize("name", game_names())
def test_protocol_conformance_in_seeded_random_games(name: str, conformance_seed: int) -> None:
    game = get_game(name)
    rng = random.Random(f"{name}/{conformance_seed}")
    state = game.initial_state()
    for ply in range(MAX_PLIES):
        where = f"{name}, seed {conformance_seed}, ply {ply}"
        # JSON: plain data that reads back as an equal state that plays the same.
        text = _snapshot(game, state)
        again = game.from_json(json.loads(text))
        assert again == state, where
        assert game.to_move(again) == game.to_move(state), where
        assert game.is_over(again) == game.is_over(state), where

        actions = list(game.legal_actions(state))
        assert [str(a) for a in game.legal_actions(again)] == [str(a) for a in actions], where

        if game.is_over(state):
            assert actions == [], f"{where}: a finished game offers no actions"
            assert game.to_move(state) is None, where
            break
        assert actions, f"{where}: the game is not over, so someone must be able to act"
        assert game.to_move(state) is not None, where
        assert game.winner(state) is None, f"{where}: a winner before the game is over"
        assert len({str(a) for a in actions}) == len(actions), f"{where}: duplicate actions"

        # Notation: an action prints as text that parses back to an equal action (a seeded
        # sample of at most PARSED a ply: the games' own notation tests read every kind).
        for action in rng.sample(actions, min(len(actions), PARSED)):
            assert game.parse_action(state, str(action)) == action, f"{where}: {action}"

        action = rng.choice(actions)
        after, events = game.apply(state, action)

        # States are values: apply leaves its input as it was.
        assert _snapshot(game, state) == text, f"{where}: apply({action}) changed its input"
        assert [str(a) for a in game.legal_actions(state)] == [str(a) for a in actions], where

        # Every outcome explains itself, citing a rule.
        assert isinstance(events, list), where
        assert events, f"{where}: {action} did something, so it must report an event"
        for event in events:
            assert isinstance(event, Event), where
            assert event.kind.strip(), f"{where}: event without a kind: {event!r}"
            assert event.text.strip(), f"{where}: event without a sentence: {event!r}"
            assert event.rule.strip(), f"{where}: event without a rule: {event!r}"
            assert event.explain().strip(), where
            json.dumps(event.to_json())  # an event is plain data too
        state = after
    else:
        pytest.fail(f"{name}, seed {conformance_seed}: no end after {MAX_PLIES} plies")
    if game.winner(state) is not None:
        assert game.is_over(state)
