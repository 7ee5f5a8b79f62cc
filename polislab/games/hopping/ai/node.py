"""The computer players' fast form of a position: a mutable mailbox board and the few facts the
rules carry from move to move, expanded into children by the engine's own :func:`resolve`.

A :class:`Node` is made once from a :class:`~polislab.games.hopping.Position` and never changes;
:func:`expand` gives every legal move with the node it leads to. Legality is judged exactly as
:meth:`Position.legal_moves` judges it (:func:`quick_legality`, then a full resolution when that
cannot tell), so a move chosen here is always legal there.
"""

from __future__ import annotations

from ..board import (
    BLUE,
    DIRECTIONS,
    EMPTY,
    GOAL_RANK,
    RED,
    SIZE,
    SQUARE_NAMES,
    SQUARES,
    rank_of,
)
from ..options import Rules
from ..position import Move, Position
from ..rules import arrival_winner, quick_legality, resolve

Step = tuple[int, int]  # (origin, target) as mailbox indices

# The outcome codes of a node: nobody has won yet, a side has won, or the game is drawn.
ONGOING, DRAW = 0, 2


class Node:
    """A position in the search: board, side to move and what the rules carry between moves.

    ``material`` is Red's dogs minus Blue's dogs; ``outcome`` is ``ONGOING``, ``RED``, ``BLUE``
    or ``DRAW`` (a draw by the quiet-move limit; a side without a legal move is found by
    :func:`expand` returning nothing).
    """

    __slots__ = ("board", "side", "chariots", "stunned", "pending", "quiet", "material",
                 "outcome")

    def __init__(self, board: list[int], side: int, chariots: tuple[int, int],
                 stunned: frozenset[int], pending: tuple[int, ...], quiet: int, material: int,
                 outcome: int = ONGOING) -> None:
        self.board = board
        self.side = side
        self.chariots = chariots
        self.stunned = stunned
        self.pending = pending
        self.quiet = quiet
        self.material = material
        self.outcome = outcome

    @classmethod
    def of(cls, position: Position) -> Node:
        """The node of a position (the position is not changed)."""
        board = list(position._board)
        material = sum(1 for s in SQUARES if board[s] == 1) - sum(
            1 for s in SQUARES if board[s] == -1)
        result = position._decided
        outcome = {None: ONGOING, "red": RED, "blue": BLUE, "draw": DRAW}[result]
        return cls(board, position._side, position._chariots, position._stunned,
                   position._pending, position.quiet_plies, material, outcome)

    def chariot(self, side: int) -> int:
        """The square of ``side``'s chariot (0 if it has none)."""
        return self.chariots[0 if side == RED else 1]


def progress(side: int, square: int) -> int:
    """How far ``side``'s chariot on ``square`` has come: 0 on its own back row, 7 (``SIZE - 1``)
    on its goal row."""
    return SIZE - 1 - abs(GOAL_RANK[side] - rank_of(square))


def steps(node: Node) -> list[Step]:
    """The steps the side to move may try: an own piece that is not stunned, to an empty square
    next to it. Whether a step is legal is known only after :func:`child` resolves it."""
    board, stunned = node.board, node.stunned
    dog, chariot = node.side, 2 * node.side
    return [(origin, origin + d) for origin in SQUARES
            if (board[origin] == dog or board[origin] == chariot) and origin not in stunned
            for d in DIRECTIONS if board[origin + d] == EMPTY]


def child(node: Node, step: Step, rules: Rules) -> Node | None:
    """The node after ``step``, or None if the step is illegal (it would capture or stun the
    moved piece). Judged as :meth:`Position.legal_moves` judges it."""
    origin, target = step
    board = node.board
    verdict = quick_legality(board, origin, target)
    if verdict is False:
        return None
    after = board[:]
    res = resolve(after, origin, target, node.chariots, node.stunned, node.pending,
                  rules.stunned_anchor, stun_before_hops=rules.stun_before_hops)
    if verdict is None and res.illegal:
        return None
    material = node.material
    for _, code_lost, *_ in res.captures:  # a Red dog (+1) lost lowers Red's lead
        material -= code_lost
    quiet = 0 if res.captures else node.quiet + 1
    side = node.side
    winner = arrival_winner(res, side, rules.hopped_chariot_wins)
    if winner is not None:
        outcome = winner
    elif rules.quiet_limit is not None and quiet >= rules.quiet_limit:
        outcome = DRAW
    else:
        outcome = ONGOING
    return Node(after, -side, res.chariots, res.stunned_after, res.pending, quiet, material,
                outcome)


def expand(node: Node, rules: Rules) -> list[tuple[Step, Node]]:
    """Every legal move of the side to move, in board order, with the node it leads to."""
    children = []
    for step in steps(node):
        after = child(node, step, rules)
        if after is not None:
            children.append((step, after))
    return children


def to_move(step: Step) -> Move:
    """The :class:`Move` of a step."""
    return Move(SQUARE_NAMES[step[0]], SQUARE_NAMES[step[1]])


__all__ = ["DRAW", "ONGOING", "Node", "Step", "child", "expand", "progress", "steps", "to_move"]
