"""Computer players of every game: the levels a learner picks (``ai.LEVELS``), legal and
seeded decisions, and a short seeded match per game where the strongest level beats random.

``POLISLAB_AI_GAMES`` sets the games of each short match (default 2; the long matches with
confidence intervals are the benches ``bench/*_players.py``).
"""

from __future__ import annotations

import importlib
import os

import pytest

from polislab.core import game_names
from polislab.core.matches import play, wilson
from polislab.core.players import ChancePlayer, game_of
from polislab.games.hegemony import engine as hegemony
from polislab.games.hellas import engine as hellas
from polislab.games.hexemonia import engine as hexemonia
from polislab.games.hopping import Position

GAMES = int(os.environ.get("POLISLAB_AI_GAMES", "2"))
#: Bounds by work, not by time, so that a seed plays the same on any machine, and small.
BOUNDED = {
    "hellas": {"nodes": 150, "seconds": None},
    "hexemonia": {"nodes": 150, "seconds": None},
    "hegemony": {"width": 2, "samples": 1, "seconds": None},
}
EXPECTED = {
    "hopping": ["random", "greedy", "search"],
    "hegemony": ["random", "heuristic", "strong"],
    "hellas": ["random", "greedy", "strong"],
    "hexemonia": ["random", "greedy", "strong"],
}


def test_every_game_has_its_levels_listed() -> None:
    assert sorted(EXPECTED) == game_names()


def ai(name: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(f"polislab.games.{name}.ai")


def positions(name: str) -> list[object]:
    """A few positions to decide in: the start and some after seeded random play."""
    if name == "hopping":
        start = Position.start()
    elif name == "hegemony":
        start = hegemony.initial_state(3)
    elif name == "hellas":
        start = hellas.initial_state()
    else:
        start = hexemonia.initial_state(3, players=3)
    game = game_of(start)
    out, state = [], start
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


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_levels_are_named_weakest_first(name: str) -> None:
    assert list(ai(name).LEVELS) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_every_level_plays_a_legal_action_and_replays_it_with_its_seed(name: str) -> None:
    levels = ai(name).LEVELS
    for state in positions(name):
        game = game_of(state)
        legal = list(game.legal_actions(state))
        for level, make in levels.items():
            options = BOUNDED.get(name, {}) if level == "strong" else {}
            first = make(seed=3, **options)(state)
            assert first in legal, (level, first)
            assert make(seed=3, **options)(state) == first, level


@pytest.mark.parametrize(
    ("name", "players"),
    [("hegemony", 2), ("hellas", 2), ("hexemonia", 2), ("hexemonia", 3), ("hexemonia", 4)],
)
def test_the_strong_player_beats_random_in_a_short_seeded_match(name: str, players: int) -> None:
    strong, random_level = ai(name).LEVELS["strong"], ai(name).LEVELS["random"]
    wins = 0
    for i in range(GAMES):
        if name == "hegemony":
            state = hegemony.initial_state(i)
        elif name == "hellas":
            state = hellas.initial_state()
        else:
            state = hexemonia.initial_state(i, players=players)
        game = game_of(state)
        names = ["athens", "sparta"] if name == "hegemony" else [p.name for p in state.players]
        seat = names[i % len(names)]  # the strong player's seat turns round
        # Bounded by nodes, not by time: the same game on any machine.
        seats = {n: random_level(seed=10 * i + k) for k, n in enumerate(names)}
        seats[seat] = strong(seed=i, **BOUNDED[name])
        wins += game.winner(play(state, seats, chance_seed=100 + i).state) == seat
    assert wins == GAMES, f"{wins}/{GAMES} (95% interval {wilson(wins, GAMES)})"
