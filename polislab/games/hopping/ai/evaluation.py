"""How good a position looks, without looking ahead: the computer players' judgement.

The terms follow the seed's "Strategy Tips" (seed 002): material (captured dogs, "more pieces
means more control"), the chariot's race to the goal row (the only way to win), and the
chariot's safety (a stunned chariot cannot move, hop or help capture, "Protect Your Chariot").
Every term is read from a :class:`~.node.Node` in constant time, so the search can afford to
evaluate every leaf. Scores are in dogs: +1 is one dog ahead.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..board import BLUE, DIRECTIONS, EMPTY, GOAL_RANK, OFF, RED, WIDTH, rank_of
from ..options import Rules
from ..rules import arrival_winner, quick_legality, resolve
from .node import DRAW, ONGOING, Node, Step, progress

WIN = 10_000.0  # a won game; a win found sooner scores a little more (see the search)


@dataclass(frozen=True)
class Weights:
    """The weights of the evaluation's terms, in dogs.

    - ``dog``: one dog of material.
    - ``advance``: the worth of a chariot that has come 0, 1, ..., 7 ranks from its back row.
      It grows faster near the goal, where a chariot threatens to arrive; the race is what
      wins the game. Arriving on the goal row wins, so the last entry counts only for a
      chariot hopped there when that does not win (ruling H6 turned off): one step from home.
    - ``stunned``: the cost of having one's chariot stunned (it cannot move).
    """

    dog: float = 1.0
    advance: tuple[float, ...] = (0.0, 0.15, 0.35, 0.6, 0.9, 1.3, 2.0, 2.0)
    stunned: float = 0.4


DEFAULT = Weights()


def evaluate(node: Node, weights: Weights = DEFAULT) -> float:
    """The score of ``node`` for the side to move there (positive: good for that side).

    A finished game scores ``WIN``, ``-WIN`` or 0; otherwise material, the chariot race and
    stuns, each counted for Red minus Blue and turned to the side to move's view.
    """
    outcome = node.outcome
    if outcome != ONGOING:
        return 0.0 if outcome == DRAW else (WIN if outcome == node.side else -WIN)
    score = weights.dog * node.material
    advance, stunned = weights.advance, node.stunned
    red_c, blue_c = node.chariots
    if red_c:
        score += advance[progress(RED, red_c)]
        if red_c in stunned:
            score -= weights.stunned
    if blue_c:
        score -= advance[progress(BLUE, blue_c)]
        if blue_c in stunned:
            score += weights.stunned
    return score if node.side == RED else -score


def winning_step(node: Node, rules: Rules) -> Step | None:
    """A move that wins at once for the side to move by bringing its chariot home, or None.

    Only the moves that can do it are tried: the chariot stepping onto its goal row from the
    row before, a piece stepping in front of a chariot two rows from home so that it hops
    over (ruling H6 lets a hopped chariot win, unless the rules say otherwise), and, when a
    hopped chariot does not win, the chariot stepping along the goal row it was hopped onto.
    """
    side, board = node.side, node.board
    chariot = node.chariot(side)
    if not chariot or node.outcome != ONGOING:
        return None
    away = abs(GOAL_RANK[side] - rank_of(chariot))
    forward = WIDTH if GOAL_RANK[side] > rank_of(chariot) else -WIDTH
    fronts = (chariot + forward, chariot + forward + 1, chariot + forward - 1)
    candidates: list[Step] = []
    if away == 0 and chariot not in node.stunned:  # hopped home, which did not win (H6 off)
        candidates = [(chariot, t) for t in (chariot + 1, chariot - 1) if board[t] == EMPTY]
    elif away == 1 and chariot not in node.stunned:
        candidates = [(chariot, t) for t in fronts if board[t] == EMPTY]
    elif away == 2 and rules.hopped_chariot_wins:
        for middle in fronts:
            landing = 2 * middle - chariot  # where the chariot hops over a piece on middle
            if board[middle] != EMPTY or board[landing] == OFF:
                continue
            for d in DIRECTIONS:
                origin = middle + d  # the landing square may be the one the mover leaves
                code = board[origin]
                if (code == side or code == 2 * side) and origin != chariot \
                        and origin not in node.stunned \
                        and (board[landing] == EMPTY or landing == origin):
                    candidates.append((origin, middle))
    for origin, target in candidates:
        verdict = quick_legality(board, origin, target)
        if verdict is False:
            continue
        res = resolve(board[:], origin, target, node.chariots, node.stunned, node.pending,
                      rules.stunned_anchor, stun_before_hops=rules.stun_before_hops)
        if (verdict or not res.illegal) and arrival_winner(
                res, side, rules.hopped_chariot_wins) == side:
            return origin, target
    return None


__all__ = ["DEFAULT", "WIN", "Weights", "evaluate", "winning_step"]
