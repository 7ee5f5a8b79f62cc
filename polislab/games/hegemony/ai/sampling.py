"""The strong player: the heuristic player's best few actions, each judged by playing the game
on a little further with the dice and the cards sampled.

In the action phase it asks the heuristic player for its candidates and their values, keeps
the ``width`` best (passing always among them), and for each plays ``samples`` short futures
on the engine: the action, then both sides played by heuristic players, the chance actions
(dice, combat cards: the only hidden things the engine draws) drawn by their exact odds from
the sample's own seed, until the round after this one has begun or the game is over. The
action whose futures the evaluation likes best on average is played. This sees what one
action's look-ahead cannot: the opponent's answer, a siege that fails, the supply and growth
at the end of the round. Battles, the end of the round and the other decisions are the
heuristic player's.

A decision is bounded by ``seconds``: a future still under way then is dropped, and those not
begun are skipped (the first sample of every candidate is played first, so a short budget
still compares them all; with no future finished, the heuristic's choice is played). With a
time bound the choice may depend on the machine's speed; ``seconds=None`` is deterministic.
"""

from __future__ import annotations

import time
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.core.randomness import Randomness

from .. import engine
from ..actions import Action
from ..state import CHANCE, State
from .evaluation import evaluate
from .players import HeuristicPlayer, chance

#: A future is played for at most this many actions.
STEPS = 120


class SamplingPlayer:
    """The strong player (see the module's text): ``width`` candidates, ``samples`` futures
    each, at most ``seconds`` a decision (None: no time bound, deterministic for a seed)."""

    name = "strong"

    def __init__(
        self,
        seed: int | None = None,
        width: int = 4,
        samples: int = 3,
        seconds: float | None = 1.0,
    ) -> None:
        self.seed, self.width, self.samples, self.seconds = seed, width, samples, seconds
        self.heuristic = HeuristicPlayer(seed)
        self.randomness = Randomness(seed)
        self.last: dict[str, float] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r}, width={self.width}, " \
               f"samples={self.samples})"

    def __call__(self, state: State) -> Action:
        actor = engine.to_move(state)
        if actor is None:
            raise IllegalAction("polislab AI", "nobody can act: the game is over or waits")
        if actor == CHANCE or state.pending is not None:
            return self.heuristic(state)
        return self._act(state, actor)

    def _act(self, state: State, side: str) -> Action:
        began = time.perf_counter()
        scored = self.heuristic.scored(state, side)
        # The best by the heuristic first (passing first among equals), then the rest.
        order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
        keep = order[: self.width]
        if 0 not in keep:  # passing is always judged: it is the safe choice
            keep[-1] = 0
        if len(keep) == 1:
            return scored[keep[0]][1]
        seeds = [self.randomness.randrange(2**31) for _ in range(self.samples)]
        deadline = None if self.seconds is None else began + self.seconds
        totals = {i: 0.0 for i in keep}
        played = {i: 0 for i in keep}
        for seed in seeds:
            for i in keep:
                value = self._future(state, scored[i][1], side, seed, deadline)
                if value is None:
                    break
                totals[i] += value
                played[i] += 1
        judged = [i for i in keep if played[i]]
        if not judged:  # no future finished in time: the heuristic's own choice
            return scored[keep[0]][1]
        best = max(judged, key=lambda i: (totals[i] / played[i], -keep.index(i)))
        self.last = {"futures": sum(played.values()), "seconds": time.perf_counter() - began}
        return scored[best][1]

    def _future(
        self, state: State, action: Action, side: str, seed: int, deadline: float | None
    ) -> float | None:
        """The evaluation for ``side`` after ``action`` and a sampled future (see above), or
        None when the ``deadline`` passes first."""
        dice = Randomness(seed)
        players = {"athens": HeuristicPlayer(seed), "sparta": HeuristicPlayer(seed + 1)}
        start = state.round
        state, _ = engine.apply(state, action)
        for _ in range(STEPS):
            if engine.is_over(state) or state.round != start:
                break
            if deadline is not None and time.perf_counter() > deadline:
                return None
            who = engine.to_move(state)
            if who is None:
                break
            move: Any = chance(state, dice) if who == CHANCE else players[who](state)
            state, _ = engine.apply(state, move)
        return evaluate(state, side)
