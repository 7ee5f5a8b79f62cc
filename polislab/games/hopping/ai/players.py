"""The computer players: callables ``player(position) -> Move``.

Each takes a ``seed``; its random choices (which of several equally good moves to play) go
through :class:`~polislab.core.randomness.Randomness`, so a seeded player replays a game
exactly, except a search bounded by time, which reaches a depth that depends on the machine.
"""

from __future__ import annotations

import time

from polislab.core.randomness import Randomness

from ..position import Move, Position
from .evaluation import DEFAULT, Weights, evaluate
from .node import Node, Step, expand, to_move
from .search import AlphaBeta

_MARGIN = 0.05  # a time-bounded search stops this much (s, or this share) before its bound
_MAX_DEPTH = 64  # the deepest a search bounded only by time or nodes may go


class Player:
    """What every computer player shares: a name, a seed and a seeded random source."""

    name = "player"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = Randomness(seed)

    def __call__(self, position: Position) -> Move:
        raise NotImplementedError

    def _options(self) -> str:
        return f"seed={self.seed!r}"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._options()})"

    def _shuffled(self, children: list[tuple[Step, Node]]) -> list[tuple[Step, Node]]:
        return self.rng.shuffle(children, deck="moves")


def _check_playable(position: Position) -> None:
    if position.is_over:
        raise ValueError(f"the game is over: {position.why_over()}")


class RandomPlayer(Player):
    """Plays a legal move chosen uniformly at random."""

    name = "random"

    def __call__(self, position: Position) -> Move:
        _check_playable(position)
        return self.rng.choice(position.legal_moves(), why="random player's move")


class GreedyPlayer(Player):
    """Looks one move ahead and plays the move that leaves the best-looking position.

    Every legal move is played on a copy and the position after it judged by
    :func:`~.evaluation.evaluate`: a win is best; then dogs captured and lost, the chariots'
    advance toward their goal rows, and a stunned chariot (its own counts against it). Equally
    good moves are chosen between at random.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None, weights: Weights = DEFAULT) -> None:
        super().__init__(seed)
        self.weights = weights

    def __call__(self, position: Position) -> Move:
        _check_playable(position)
        children = self._shuffled(expand(Node.of(position), position.rules))
        weights = self.weights
        step, _ = min(children, key=lambda c: evaluate(c[1], weights))  # first of the best
        return to_move(step)


class SearchPlayer(Player):
    """Looks several moves ahead with alpha-beta search (see :mod:`.search`).

    The search deepens one ply at a time until one of its bounds is reached: ``depth`` (plies),
    ``nodes`` (positions visited) or ``seconds`` (wall-clock time per move: the search stops
    a little before, and does not start a deeper pass it does not expect to finish). Bounded by
    ``depth`` and/or ``nodes`` alone, the player is deterministic for a given seed; with
    ``seconds`` it is not, because how deep it gets in the time depends on the machine and
    its load. With no bound given it searches 3 plies deep.

    After each move ``last`` holds what the search did: depth reached, nodes, seconds, score.
    """

    name = "search"

    def __init__(self, seed: int | None = None, seconds: float | None = None,
                 depth: int | None = None, nodes: int | None = None,
                 weights: Weights = DEFAULT) -> None:
        super().__init__(seed)
        if depth is None and seconds is None and nodes is None:
            depth = 3
        if depth is not None and depth < 1:
            raise ValueError(f"depth must be 1 or more, not {depth}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"seconds must be more than 0, not {seconds}")
        if nodes is not None and nodes < 1:
            raise ValueError(f"nodes must be 1 or more, not {nodes}")
        self.seconds, self.depth, self.nodes = seconds, depth, nodes
        self.weights = weights
        self.last: dict[str, float] = {}

    def _options(self) -> str:
        bounds = [f"{k}={v!r}" for k, v in (("seconds", self.seconds), ("depth", self.depth),
                                             ("nodes", self.nodes)) if v is not None]
        return ", ".join([super()._options(), *bounds])

    def __call__(self, position: Position) -> Move:
        _check_playable(position)
        started = time.perf_counter()
        deadline = None
        if self.seconds is not None:  # stop a little early, to have time to answer
            deadline = started + self.seconds - min(_MARGIN, _MARGIN * self.seconds)
        search = AlphaBeta(position.rules, self.weights, deadline, self.nodes)
        step, score = search.choose(Node.of(position), self.depth or _MAX_DEPTH, self._shuffled)
        self.last = {"depth": search.depth_done, "nodes": search.nodes, "score": score,
                     "seconds": time.perf_counter() - started}
        return to_move(step)
