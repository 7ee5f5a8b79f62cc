"""Computer opponents for Hexemonia (2, 3 or 4 players): callables ``player(state) -> action``.

>>> from polislab.games.hexemonia import ai, engine
>>> state = engine.initial_state(3, players=3)
>>> bot = ai.LEVELS["strong"](seed=1)
>>> engine.is_legal(state, bot(state))
True

Levels, weakest first: ``"random"`` (any legal action), ``"greedy"`` (the action whose result
:func:`evaluate` likes best, one action ahead: points now, cubes and hand) and ``"strong"``
(plans the rest of its turn, :class:`~polislab.core.lookahead.TurnPlayer`, and judges where
it ends by what the position promises, :func:`.ai_promise.evaluate`: what the hand and the
spare cubes can still buy in the turns left). Pandora's random tile is chance: a
:class:`~polislab.core.players.ChancePlayer` plays it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from polislab.core.lookahead import GreedyPlayer, TurnPlayer
from polislab.core.players import RandomPlayer

from . import ai_promise
from .scoring import score
from .state import State

__all__ = ["LEVELS", "SEARCH", "WEIGHTS", "evaluate", "greedy", "strong"]

#: What each thing is worth, in victory points, besides the points scored now (seed 004
#: §Scoring): cubes are what pays for tiles and makes them Active; a tile in hand may be played.
WEIGHTS = {"cube": 0.3, "hand": 0.5, "shared": 0.5}
WIN = 1000.0


def _points(state: State, index: int, me: int) -> float:
    """The points ``index`` would score now, as ``me`` may know them: another player's
    Acropolis bonus only once it is revealed (seed 004 §Setup: its identity is secret)."""
    s = score(state, index)
    player = state.players[index]
    hidden = s.bonus if index != me and not player.revealed else 0
    cubes = sum(sum(p.cubes) for p in player.city)
    return (s.total - hidden + WEIGHTS["cube"] * cubes + WEIGHTS["hand"] * len(player.hand))


def evaluate(state: State, player: str) -> float:
    """How good ``state`` looks for ``player``: a game won alone ``WIN``, a shared victory a
    share of it, a lost one ``-WIN``; otherwise its points, cubes and hand against the best of
    the others'."""
    me = state.index(player)
    if state.step == "over":
        winners = state.winners or ()
        if player not in winners:
            return -WIN
        return WIN if len(winners) == 1 else WIN * WEIGHTS["shared"]
    mine = _points(state, me, me)
    best = max(_points(state, i, me) for i in range(len(state.players)) if i != me)
    return mine - best


def greedy(seed: int | None = None) -> GreedyPlayer:
    """The one-action greedy player."""
    return GreedyPlayer(evaluate, seed)


#: The strong player's search: a deterministic bound on the actions tried (measured by
#: ``bench/hexemonia_players.py``: at most about 0.2 s of CPU a decision), and a
#: wall-clock bound kept only as a safety net for a loaded machine.
SEARCH = {"width": 8, "depth": 8, "nodes": 1000, "seconds": 0.6}


def strong(seed: int | None = None, **options: Any) -> TurnPlayer:
    """The turn planner over :func:`.ai_promise.evaluate` (``options`` replace
    :data:`SEARCH`: width, depth, nodes, seconds of TurnPlayer)."""
    return TurnPlayer(ai_promise.evaluate, seed, **{**SEARCH, **options})


LEVELS: dict[str, Callable[..., Any]] = {"random": RandomPlayer, "greedy": greedy,
                                         "strong": strong}
