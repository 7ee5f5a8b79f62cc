"""Computer opponents for hopping Polis: callables ``player(position) -> Move``.

>>> from polislab.games import hopping
>>> from polislab.games.hopping import ai
>>> pos = hopping.Position.start()
>>> bot = ai.player("search", seed=1)
>>> bot
SearchPlayer(seed=1, depth=3)
>>> bot(pos) in pos.legal_moves()
True

Three levels, weakest first: ``"random"`` (any legal move), ``"greedy"`` (the best-looking
position one move ahead) and ``"search"`` (alpha-beta search several moves ahead). A player
can be the computer side of ``PlayView(opponent=...)``: any callable ``state -> action`` is.
"""

from __future__ import annotations

from typing import Any

from .evaluation import Weights, evaluate
from .players import GreedyPlayer, Player, RandomPlayer, SearchPlayer

LEVELS: dict[str, type[Player]] = {
    "random": RandomPlayer,
    "greedy": GreedyPlayer,
    "search": SearchPlayer,
}


def player(level: str, seed: int | None = None, **options: Any) -> Player:
    """A computer player of the given ``level`` ("random", "greedy" or "search").

    ``options`` go to the player's class, e.g. ``player("search", seed=1, depth=4)``.
    """
    try:
        kind = LEVELS[level]
    except KeyError:
        raise ValueError(
            f"unknown level {level!r}: choose one of {', '.join(map(repr, LEVELS))}"
        ) from None
    return kind(seed=seed, **options)


__all__ = ["LEVELS", "GreedyPlayer", "Player", "RandomPlayer", "SearchPlayer", "Weights",
           "evaluate", "player"]
