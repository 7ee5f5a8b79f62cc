"""Computer opponents for Polis: Fight for the Hegemony: callables ``player(state) -> action``.

>>> from polislab.games.hegemony import ai, engine
>>> state = engine.initial_state(3)
>>> bot = ai.player("heuristic", seed=1)
>>> bot
HeuristicPlayer(seed=1)
>>> engine.is_legal(state, bot(state))
True

Levels: ``"random"`` (:class:`~polislab.core.players.RandomPlayer`, any legal action),
``"heuristic"`` (:class:`HeuristicPlayer`: sieges it can win, supply it can pay, battles it
can survive), ``"aggressive"`` (the heuristic player seeking battles) and ``"strong"``
(:class:`SamplingPlayer`: the heuristic's best few actions, each judged by sampled futures to
the end of the round). Any can be the computer side of ``PlayView(opponent=...)``;
``LEVELS`` lists the levels a learner picks from, weakest first.
"""

from collections.abc import Callable
from typing import Any

from polislab.core.players import RandomPlayer

from .evaluation import DEFAULT, Weights, evaluate
from .players import HeuristicPlayer, chance, player
from .sampling import SamplingPlayer

#: The levels a learner picks from, weakest first: each is called ``LEVELS[name](seed=...)``.
LEVELS: dict[str, Callable[..., Any]] = {
    "random": RandomPlayer,
    "heuristic": HeuristicPlayer,
    "strong": SamplingPlayer,
}

__all__ = ["DEFAULT", "LEVELS", "HeuristicPlayer", "RandomPlayer", "SamplingPlayer", "Weights",
           "chance", "evaluate", "player"]
