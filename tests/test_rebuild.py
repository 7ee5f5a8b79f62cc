"""No moment left out (issue 35): random games of every registered game are walked through the
scripting surface and, at every decision point, the state is rebuilt through the game's
documented builder, ``G.position(**G.position_args(state))``, and compared with the state
play reached (their save data, which holds everything the rules look at).

``position_args`` returns plain data (what a teacher would type, JSON-able); a moment the
builder cannot type fails here naming the game, the seed and the ply.
``POLISLAB_REBUILD_GAMES`` sets the games per game (default 3; CI plays 100).
"""

from __future__ import annotations

import json
import random
from types import ModuleType
from typing import Any

import pytest

from polislab.core import Randomness, game_names
from polislab.core.declarations import game_package

GAMES = game_names()
MAX_PLIES = 5000  # a safety net against an endless game


def package(name: str) -> ModuleType:
    return game_package(name)


def rebuilt(game: ModuleType, state: Any) -> Any:
    """``state`` typed again through its builder, from the arguments ``position_args`` gives
    (passed through JSON: they are plain data)."""
    args = json.loads(json.dumps(game.position_args(state)))
    return game.position(**args)


@pytest.mark.parametrize("name", GAMES)
def test_every_decision_point_rebuilds_through_the_builder(name: str, rebuild_seed: int) -> None:
    game = package(name)
    state = game.start(seed=rebuild_seed)
    rng, chance = random.Random(f"rebuild/{name}/{rebuild_seed}"), Randomness(rebuild_seed)
    for ply in range(MAX_PLIES):
        if state.is_over:
            return
        again = rebuilt(game, state)
        assert again.to_json() == state.to_json(), (
            f"{name}, seed {rebuild_seed}, ply {ply}: the builder types another moment")
        assert again.legal_actions() == state.legal_actions()
        state = state.play(rng.choice(state.legal_actions()), randomness=chance)
    pytest.fail(f"{name}, seed {rebuild_seed}: no end after {MAX_PLIES} plies")
