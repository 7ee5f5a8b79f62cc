"""Computer players of every game: the levels a learner picks (``ai.LEVELS``), legal and
seeded decisions, and a short seeded match per game where the strongest level beats random.

``POLISLAB_AI_GAMES`` sets the games of each short match (default 2; the long matches with
confidence intervals are the benches ``bench/*_players.py``).
"""

from __future__ import annotations

import importlib
import os

import pytest

from polislab.core import game_names, get_game
from polislab.core.matches import play, wilson
from polislab.core.players import ChancePlayer, game_of, levels

GAMES = int(os.environ.get("POLISLAB_AI_GAMES", "2"))
#: Every registered game that declares computer levels (its ``ai_module``).
WITH_LEVELS = [name for name in game_names() if get_game(name).ai_module]
#: Those whose levels include "strong", for the short matches.
WITH_STRONG = [name for name in WITH_LEVELS if "strong" in levels(name)]


def ai(name: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(str(get_game(name).ai_module))


def bounded(name: str, level: str) -> dict[str, object]:
    """The options the game declares to bound ``level``'s work (by work, not by time, so that
    a seed plays the same on any machine, and small)."""
    return dict(get_game(name).bounded_levels.get(level, {}))


def positions(name: str) -> list[object]:
    """A few positions to decide in: a seeded start and some after seeded random play."""
    game = get_game(name)
    out, state = [], game.initial_state(randomness=3)
    chance = ChancePlayer(5)
    random_player = ai(name).LEVELS["random"](seed=5)
    for step in range(400):
        if game.is_over(state):
            break
        who = game.to_move(state)
        if who != "chance" and step % 60 == 0:
            out.append(state)
        state, _ = game.apply(state, (chance if who == "chance" else random_player)(state))
    return out


@pytest.mark.parametrize("name", WITH_LEVELS)
def test_levels_are_named_weakest_first_random_the_weakest(name: str) -> None:
    named = list(ai(name).LEVELS)
    assert named[0] == "random" and len(named) == len(set(named)) >= 2, named
    assert list(levels(name)) == named  # what a learner picks from is what the game declares


@pytest.mark.parametrize("name", WITH_LEVELS)
def test_every_level_plays_a_legal_action_and_replays_it_with_its_seed(name: str) -> None:
    for state in positions(name):
        game = game_of(state)
        legal = list(game.legal_actions(state))
        for level, make in ai(name).LEVELS.items():
            first = make(seed=3, **bounded(name, level))(state)
            assert first in legal, (level, first)
            assert make(seed=3, **bounded(name, level))(state) == first, level


@pytest.mark.parametrize("name", WITH_STRONG)
def test_the_strong_player_beats_random_in_a_short_seeded_match(name: str) -> None:
    strong, random_level = ai(name).LEVELS["strong"], ai(name).LEVELS["random"]
    game = get_game(name)
    wins = 0
    for i in range(GAMES):
        state = game.initial_state(randomness=i)
        names = list(game.seats(state))
        seat = names[i % len(names)]  # the strong player's seat turns round
        seats = {n: random_level(seed=10 * i + k) for k, n in enumerate(names)}
        seats[seat] = strong(seed=i, **bounded(name, "strong"))
        wins += game.winner(play(state, seats, chance_seed=100 + i).state) == seat
    assert wins == GAMES, f"{wins}/{GAMES} (95% interval {wilson(wins, GAMES)})"
