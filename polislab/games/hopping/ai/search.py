"""Alpha-beta search: the strongest computer player.

Negamax with alpha-beta pruning and iterative deepening on :class:`~.node.Node`; a
transposition table remembers each position's best move so the next, deeper iteration tries it
first; the other moves are tried best-looking first (by :func:`~.evaluation.evaluate` of the
position they lead to: wins, captures and the chariot's advance come first). At the horizon a
side that can bring its chariot home at once is scored as winning
(:func:`~.evaluation.winning_step`), so the search sees one move further in the chariot race.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from ..options import Rules
from .evaluation import DEFAULT, WIN, Weights, evaluate, winning_step
from .node import DRAW, ONGOING, Node, Step, child, expand, steps

EXACT, LOWER, UPPER = 0, 1, 2  # what a stored value is: exact, at least, at most
_CHECK_EVERY = 8  # nodes between two looks at the clock
_GROWTH, _MIN_GROWTH = 8.0, 3.0  # how much longer the next iteration takes, guessed / at least


class OutOfBudget(Exception):
    """Raised inside the search when its time or node budget is spent."""


class AlphaBeta:
    """One search (one move's worth): its budget, counters, killer moves and transposition
    table.

    ``deadline`` is a :func:`time.perf_counter` value or None; ``max_nodes`` a budget of nodes
    (calls of the search on a position) or None. ``nodes`` counts the nodes visited and
    ``depth_done`` is the deepest iteration finished.
    """

    def __init__(self, rules: Rules, weights: Weights = DEFAULT, deadline: float | None = None,
                 max_nodes: int | None = None) -> None:
        self.rules = rules
        self.weights = weights
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
        self.depth_done = 0
        self.killers: dict[int, Step] = {}  # per ply, the last move that caused a cutoff
        self.table: dict[tuple[tuple[int, ...], int], tuple[int, float, int, Step | None]] = {}

    def choose(self, root: Node, max_depth: int,
               order: Callable[[list[tuple[Step, Node]]], list[tuple[Step, Node]]]
               ) -> tuple[Step, float]:
        """The best move found at ``root`` and its score for the side to move, searching
        1, 2, ... ``max_depth`` plies deep until the budget runs out (the last finished depth
        counts; an unfinished one only for a move it proved better than the previous best).

        ``order`` puts the root moves in a random order (the caller's seeded randomness)
        before they are sorted, so that equally good moves are chosen between at random.
        """
        children = expand(root, self.rules)
        if not children:
            raise ValueError("the side to move has no legal move")
        weights = self.weights
        children = order(children)
        children.sort(key=lambda c: evaluate(c[1], weights))  # best for the mover first
        best, best_score = children[0][0], -WIN
        if len(children) == 1:
            return best, evaluate(children[0][1], weights)
        durations: list[float] = []
        for depth in range(1, max_depth + 1):
            if not self._worth_starting(durations):
                break
            began = time.perf_counter()
            try:
                scored = self._root(children, depth, best)
            except OutOfBudget as spent:
                partial = spent.args[0] if spent.args else None
                if partial is not None:
                    best, best_score = partial
                break
            durations.append(time.perf_counter() - began)
            best, best_score = scored
            self.depth_done = depth
            if abs(best_score) >= WIN - 1000:  # a forced win or loss: deeper cannot change it
                break
        return best, best_score

    def _root(self, children: list[tuple[Step, Node]], depth: int, previous: Step
              ) -> tuple[Step, float]:
        children.sort(key=lambda c: c[0] != previous)  # stable: the previous best first
        alpha, beta = -2 * WIN, 2 * WIN
        best: tuple[Step, float] | None = None
        for step, after in children:
            try:
                score = -self._negamax(after, depth - 1, -beta, -alpha, 1)
            except OutOfBudget:
                raise OutOfBudget(best) from None
            if best is None or score > best[1]:
                best = (step, score)
                alpha = max(alpha, score)
        assert best is not None
        return best

    def _negamax(self, node: Node, depth: int, alpha: float, beta: float, ply: int) -> float:
        self.nodes += 1
        if self.nodes % _CHECK_EVERY == 0:
            self._check_budget()
        outcome = node.outcome
        if outcome != ONGOING:
            if outcome == DRAW:
                return 0.0
            return WIN - ply if outcome == node.side else ply - WIN
        if depth <= 0:
            if winning_step(node, self.rules) is not None:
                return WIN - ply - 1
            return evaluate(node, self.weights)

        key = (tuple(node.board), node.side)
        entry = self.table.get(key)
        hint = None
        if entry is not None:
            e_depth, e_value, e_flag, hint = entry
            if e_depth >= depth and (
                e_flag == EXACT or (e_flag == LOWER and e_value >= beta)
                or (e_flag == UPPER and e_value <= alpha)
            ):
                return e_value
        if depth == 1:
            return self._frontier(node, key, hint, alpha, beta, ply)

        children = expand(node, self.rules)
        if not children:  # no legal move: ruling H7
            return 0.0 if self.rules.no_legal_move == "draw" else ply - WIN
        weights = self.weights
        children.sort(key=lambda c: evaluate(c[1], weights))
        if hint is not None:
            children.sort(key=lambda c: c[0] != hint)

        original_alpha = alpha
        best_score, best_step = -2 * WIN, None
        for step, after in children:
            score = -self._negamax(after, depth - 1, -beta, -alpha, ply + 1)
            if score > best_score:
                best_score, best_step = score, step
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        self._store(key, depth, best_score, original_alpha, beta, best_step)
        return best_score

    def _frontier(self, node: Node, key: tuple[tuple[int, ...], int], hint: Step | None,
                  alpha: float, beta: float, ply: int) -> float:
        """A node one ply above the horizon: its moves are resolved one at a time, the
        remembered best move of this position (or of this ply) first, so that a move good
        enough for a cutoff saves resolving the others."""
        candidates = steps(node)
        for first in (self.killers.get(ply), hint):
            if first is not None and first in candidates:
                candidates.remove(first)
                candidates.insert(0, first)
        rules = self.rules
        original_alpha = alpha
        best_score, best_step = -2 * WIN, None
        for step in candidates:
            after = child(node, step, rules)
            if after is None:
                continue
            score = -self._negamax(after, 0, -beta, -alpha, ply + 1)
            if score > best_score:
                best_score, best_step = score, step
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        self.killers[ply] = step
                        break
        if best_step is None:  # no legal move: ruling H7
            return 0.0 if rules.no_legal_move == "draw" else ply - WIN
        self._store(key, 1, best_score, original_alpha, beta, best_step)
        return best_score

    def _store(self, key: tuple[tuple[int, ...], int], depth: int, score: float,
               alpha: float, beta: float, step: Step | None) -> None:
        flag = EXACT
        if score <= alpha:
            flag = UPPER
        elif score >= beta:
            flag = LOWER
        self.table[key] = (depth, score, flag, step)

    def _worth_starting(self, durations: list[float]) -> bool:
        """Whether the next iteration can be expected to finish before the deadline.

        Each iteration costs several times the one before; the factor (``growth``) is the
        larger of the last two measured ratios, since odd and even depths grow differently.
        An iteration that could not finish would mostly be wasted time, as only the moves it
        finishes count.
        """
        if self.deadline is None or not durations:
            return True
        last = len(durations) - 1
        ratios = [durations[i + 1] / durations[i] for i in range(max(0, last - 2), last)
                  if durations[i] >= 0.002]
        growth = max(_MIN_GROWTH, *ratios) if ratios else _GROWTH
        return time.perf_counter() + growth * durations[-1] < self.deadline

    def _check_budget(self) -> None:
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise OutOfBudget()
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise OutOfBudget()


__all__ = ["AlphaBeta", "OutOfBudget"]
