"""Computer-player matches: play one game between players, and judge a series of them.

Used by the match benches (``bench/*_players.py``) and the players' tests.

>>> from polislab.core.matches import wilson
>>> [round(x, 3) for x in wilson(19, 20)]
[0.764, 0.991]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from math import sqrt
from typing import Any

from .players import ChancePlayer, game_of

__all__ = ["Game", "play", "wilson"]


@dataclass
class Game:
    """A finished game: its last state, how many actions were played, and the seconds each
    player took for each of its decisions."""

    state: Any
    actions: int
    seconds: dict[str, list[float]] = field(default_factory=dict)


def play(
    state: Any,
    players: Mapping[str, Callable[[Any], Any]],
    chance_seed: int | None = None,
    max_actions: int = 100_000,
) -> Game:
    """Play ``state`` to its end: ``players[name]`` decides for the player ``name``, a
    :class:`ChancePlayer` seeded ``chance_seed`` for chance."""
    game = game_of(state)
    chance = ChancePlayer(chance_seed)
    seconds: dict[str, list[float]] = {name: [] for name in players}
    actions = 0
    while not game.is_over(state) and actions < max_actions:
        who = game.to_move(state)
        if who == "chance":
            action = chance(state)
        else:
            began = time.perf_counter()
            action = players[who](state)
            seconds[who].append(time.perf_counter() - began)
        state, _ = game.apply(state, action)
        actions += 1
    return Game(state, actions, seconds)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for the default ``z``)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale
