"""One surface, the same in every registered game (issue 26), checked over ``game_names()``.

Each game's package offers ``start(seed=..., randomness=...)``, a state ready for the first
player's decision (the setup's chance resolved, ``seed=`` replaying it); a state's
``to_move`` is None once the game is over; and every state shows and saves itself through
the one facade (:class:`polislab.core.scripting.GameState`): ``str()`` is the registered
game's ``summary``, the picture its interface's ``svg``, ``to_json`` / ``from_json`` its save
format, ``score()`` its count, on a fresh state and on a finished one alike.
``POLISLAB_CONFORMANCE_GAMES`` sets how many seeded games each game plays to the end.
"""

from __future__ import annotations

import json
import random
from types import ModuleType
from typing import Any

import pytest

from polislab.core import IllegalAction, Randomness, ScenarioError, game_names, get_game
from polislab.core.declarations import game_package
from polislab.core.errors import NoScore
from polislab.core.interface import interface_for
from polislab.core.scripting import CHANCE, GameState, Score

GAMES = game_names()
MAX_PLIES = 5000  # a safety net against an endless game


def package(name: str) -> ModuleType:
    return game_package(name)


def finished(name: str, seed: int) -> Any:
    """A seeded random game of ``name`` played to its end through the scripting surface."""
    state = package(name).start(seed=seed)
    rng, chance = random.Random(f"{name}/{seed}"), Randomness(seed)
    for _ in range(MAX_PLIES):
        if state.is_over:
            return state
        state = state.play(rng.choice(state.legal_actions()), randomness=chance)
    pytest.fail(f"{name}, seed {seed}: no end after {MAX_PLIES} plies")


# -- start() ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_start_takes_a_seed_and_replays_it(name: str) -> None:
    start = package(name).start
    assert start(seed=5) == start(seed=5) == start(5)
    assert start(randomness=Randomness(5)) == start(seed=5)  # a seed is a seeded Randomness
    assert type(start(seed=5)) is package(name).State


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("bad", [{"seed": "1"}, {"seed": 1.5}, {"seed": True},
                                 {"seed": 1, "randomness": Randomness(1)},
                                 {"randomness": 7}])
def test_start_refuses_a_bad_seed_as_every_game_does(name: str, bad: dict[str, Any]) -> None:
    with pytest.raises(ScenarioError):
        package(name).start(**bad)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [None, 1, 2])
def test_start_is_ready_for_a_players_first_decision(name: str, seed: int | None) -> None:
    # start() resolves the setup's chance (shuffles, deals, first draws), in every game
    # alike: a player, not chance, is to act, and the game is not over.
    state = package(name).start(seed=seed)
    game = get_game(name)
    assert state.to_move not in (None, CHANCE)
    assert state.to_move == game.to_move(state)
    assert not state.is_over and state.winner is None
    assert state.legal_actions() and state.events == ()
    # ... and that player has a seat at the table: the seats are the game's to say
    assert state.to_move in game.seats(state) and len(set(game.seats(state))) >= 2


# -- the end ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_nobody_is_to_move_once_the_game_is_over(name: str, conformance_seed: int) -> None:
    state = finished(name, conformance_seed)
    game = get_game(name)
    assert state.to_move is None and game.to_move(state) is None
    assert state.legal_actions() == [] and game.is_over(state)
    assert state.winner == game.winner(state)
    again = type(state).from_json(json.loads(json.dumps(state.to_json())))
    assert again == state and again.to_move is None and again.is_over


# -- the facade -------------------------------------------------------------------------------
def _states(name: str) -> list[Any]:
    return [package(name).start(seed=3), finished(name, 3)]


@pytest.mark.parametrize("name", GAMES)
def test_every_state_shows_and_saves_itself_through_the_facade(name: str) -> None:
    game = get_game(name)
    for state in _states(name):
        assert GameState in type(state).__mro__ and type(state).game_name == name
        text = str(state)
        assert text.strip() and text == game.summary(state)
        assert state.describe().strip()
        svg = state._repr_svg_()
        assert svg.startswith("<svg") and svg == interface_for(state).svg(state)
        assert state._repr_html_().startswith('<img class="polislab-picture" alt="')
        data = state.to_json()
        assert data == game.to_json(state)
        again = package(name).State.from_json(json.loads(json.dumps(data)))
        assert again == state and str(again) == text
        assert game.from_json(data) == state


@pytest.mark.parametrize("name", GAMES)
def test_a_save_that_is_not_one_is_refused_through_the_facade(name: str) -> None:
    with pytest.raises(ScenarioError):
        package(name).State.from_json({"format": "not a polislab save"})


@pytest.mark.parametrize("name", GAMES)
def test_score_is_the_games_count_where_the_game_keeps_points(name: str) -> None:
    game = get_game(name)
    if not game.keeps_points:  # won otherwise (a chariot's arrival, a row of three)
        state = package(name).start()
        if hasattr(type(state), "score"):  # the facade's score() refuses in a sentence
            with pytest.raises(NoScore, match="keeps no points"):
                state.score()
        return
    for state in _states(name):
        scores = state.score()
        assert scores == game.score(state) and scores
        for player, score in scores.items():
            assert isinstance(score, Score) and score.player == player
            assert score.total == sum(score.values())


# -- refusals ---------------------------------------------------------------------------------
def test_a_refused_pass_in_hopping_cites_the_rule_not_the_notation() -> None:
    state = package("hopping").start(seed=1)
    with pytest.raises(IllegalAction) as info:
        state.play("pass")
    assert info.value.rule == "Polis rules §Taking Your Turn"
    assert "cannot skip your turn" in info.value.reason
    assert state == package("hopping").start()


def test_a_game_lacking_a_member_of_the_protocol_is_refused_when_registered() -> None:
    """A fifth game without ``seats`` is told so at registration, not by a widget later."""
    from polislab.core.protocol import _REGISTRY, get_game, register

    class Incomplete:
        def __init__(self, game: Any) -> None:
            self._game = game

        def __getattr__(self, name: str) -> Any:
            if name == "seats":
                raise AttributeError(name)
            return getattr(self._game, name)

    hopping_game = get_game("hopping")
    before = dict(_REGISTRY)
    with pytest.raises(TypeError, match="has no seats"):
        register(Incomplete(hopping_game))  # type: ignore[arg-type]
    assert before == _REGISTRY
