"""Computer players built on a game's own engine and an evaluation: the one-action greedy
player and the turn planner, for any registered game (Hellas and Hexemonia use them).

An *evaluation* is ``evaluate(state, me) -> float``: how good ``state`` looks for the player
named ``me`` (larger is better; a game won should be worth more than anything else).

* :class:`GreedyPlayer` plays every legal action on a copy and keeps the one whose result
  the evaluation likes best (ties broken by its seeded randomness).
* :class:`TurnPlayer` plans the rest of its turn: a beam search over the sequences of its own
  actions, up to the point where someone else (an opponent, or chance) must decide or the game
  ends, and plays the first action of the best sequence. In games where a turn is several
  actions (move, then attack; pay, then build), this sees what one action prepares.

Neither plays chance: a :class:`~polislab.core.players.ChancePlayer` does (if one is asked
anyway, it draws like one).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from .errors import IllegalAction
from .players import ChancePlayer, game_of
from .randomness import Randomness

__all__ = ["Evaluation", "GreedyPlayer", "TurnPlayer"]

Evaluation = Callable[[Any, str], float]


class _Player:
    name = "player"

    def __init__(self, evaluate: Evaluation, seed: int | None = None) -> None:
        self.evaluate = evaluate
        self.seed = seed
        self.randomness = Randomness(seed)
        self.chance = ChancePlayer(randomness=self.randomness)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"

    def _legal(self, state: Any) -> tuple[Any, str, list[Any]]:
        game = game_of(state)
        me = game.to_move(state)
        actions = list(game.legal_actions(state))
        if me is None or not actions:
            raise IllegalAction(game.title, "there is no legal action to choose from")
        return game, me, actions

    def _best(self, scored: list[tuple[float, Any]]) -> Any:
        """The action of the best score; the seeded randomness breaks ties."""
        top = max(value for value, _ in scored)
        tied = [action for value, action in scored if value >= top - 1e-9]
        return tied[0] if len(tied) == 1 else self.randomness.choice(tied, why="a tie")


class GreedyPlayer(_Player):
    """The action whose immediate result ``evaluate`` likes best (one action ahead)."""

    name = "greedy"

    def __call__(self, state: Any) -> Any:
        game, me, actions = self._legal(state)
        if me == "chance":
            return self.chance(state)
        scored = []
        for action in actions:
            after, _ = game.apply(state, action)
            scored.append((self.evaluate(after, me), action))
        return self._best(scored)


class TurnPlayer(_Player):
    """Plans its turn: a beam search over its own sequences of actions (see the module text).

    ``width`` sequences are kept at each step (the best-evaluated ones), at most ``depth``
    actions deep; ``nodes`` bounds the actions tried per decision and ``seconds`` the time (a
    safety bound for a loaded machine: where it cuts the search, the choice depends on the
    machine; ``seconds=None`` is deterministic for a seed). ``last`` holds the nodes tried
    and the seconds of the last decision.
    """

    name = "strong"

    def __init__(
        self,
        evaluate: Evaluation,
        seed: int | None = None,
        *,
        width: int = 4,
        depth: int = 8,
        nodes: int = 600,
        seconds: float | None = 0.6,
    ) -> None:
        super().__init__(evaluate, seed)
        self.width, self.depth, self.nodes, self.seconds = width, depth, nodes, seconds
        self.last: dict[str, float] = {}

    def __call__(self, state: Any) -> Any:
        began = time.perf_counter()
        game, me, actions = self._legal(state)
        if me == "chance":
            return self.chance(state)
        if len(actions) == 1:
            self.last = {"nodes": 0, "seconds": time.perf_counter() - began}
            return actions[0]
        deadline = None if self.seconds is None else began + self.seconds
        tried = 0
        # First action's index -> the best value reached through it where the turn ends (a
        # leaf: someone else acts, or the game is over), and where it does not yet.
        leaf: dict[int, float] = {}
        inner: dict[int, float] = {}
        # A frontier entry: (value, first action's index, state where ``me`` is still to act).
        frontier: list[tuple[float, int, Any]] = [(0.0, -1, state)]
        for _ in range(self.depth):
            grown: list[tuple[float, int, Any]] = []
            for _, first, here in frontier:
                for i, action in enumerate(
                    actions if first < 0 else game.legal_actions(here)
                ):
                    if tried >= self.nodes or (
                        deadline is not None and time.perf_counter() > deadline
                    ):
                        break
                    tried += 1
                    after, _ = game.apply(here, action)
                    value = self.evaluate(after, me)
                    root = i if first < 0 else first
                    going_on = not game.is_over(after) and game.to_move(after) == me
                    best = inner if going_on else leaf
                    if value > best.get(root, float("-inf")):
                        best[root] = value
                    if going_on:
                        grown.append((value, root, after))
            if not grown or tried >= self.nodes:
                break
            grown.sort(key=lambda entry: -entry[0])
            frontier = grown[: self.width]
        self.last = {"nodes": tried, "seconds": time.perf_counter() - began}
        # A sequence that ends the turn is judged where it ends; an unfinished one, only when
        # no first action led to the end of the turn within the bounds.
        judged = leaf or inner
        if not judged:  # out of time before any action was tried
            return self.randomness.choice(actions, why="no time to judge")
        return self._best([(value, actions[i]) for i, value in judged.items()])

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(seed={self.seed!r}, width={self.width}, depth={self.depth},"
            f" nodes={self.nodes})"
        )
