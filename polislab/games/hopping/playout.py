"""Fast random playouts on a mutable board, for benchmarks and computer players.

Uses the same resolution as :meth:`Position.play` (:func:`rules.resolve`), without events.
A move is drawn uniformly from the legal moves by rejection: draw (piece, direction) pairs
uniformly and keep the first legal one; after many misses, list the legal moves instead.
"""

from __future__ import annotations

from polislab.core.randomness import Randomness

from .board import BLUE, COLOR_NAMES, DIRECTIONS, EMPTY, RED, SQUARE_NAMES
from .position import Position
from .rules import arrival_winner, quick_legality, resolve

_MISSES_BEFORE_LISTING = 32


def random_playout(position: Position, rng: Randomness, max_plies: int | None = None,
                   record: list[str] | None = None) -> tuple[str | None, int]:
    """Play uniformly random legal moves from ``position`` until the game ends.

    Returns (result, plies): the result as in :attr:`Position.result` ("red", "blue", "draw",
    or None if ``max_plies`` ran out first) and the number of plies played. If ``record`` is
    a list, the moves played are appended to it as text ("c6-d5").
    """
    if position.is_over:
        return position.result, 0
    rules = position.rules
    board = list(position._board)
    side = position._side
    chariots = position._chariots
    stunned = position._stunned
    pending = position._pending
    quiet = position.quiet_plies
    squares: dict[int, list[int]] = {RED: [], BLUE: []}
    for s, v in enumerate(board):
        if v in (1, 2, -1, -2):
            squares[RED if v > 0 else BLUE].append(s)
    randrange = rng.randrange
    plies = 0
    while max_plies is None or plies < max_plies:
        mine = squares[side]
        step = _draw_step(board, mine, stunned, chariots, pending, rules, randrange)
        if step is None:  # no legal move: ruling H7
            result = "draw" if rules.no_legal_move == "draw" else COLOR_NAMES[-side]
            return result, plies
        origin, target = step
        if record is not None:
            record.append(f"{SQUARE_NAMES[origin]}-{SQUARE_NAMES[target]}")
        res = resolve(board, origin, target, chariots, stunned, pending, rules.stunned_anchor,
                      stun_before_hops=rules.stun_before_hops)
        plies += 1
        mine[mine.index(origin)] = target
        for src, dst, code in res.hops:
            group = squares[RED if code > 0 else BLUE]
            group[group.index(src)] = dst
        for square, code, *_ in res.captures:
            squares[RED if code > 0 else BLUE].remove(square)
        chariots, stunned, pending = res.chariots, res.stunned_after, res.pending
        winner = arrival_winner(res, side, rules.hopped_chariot_wins)
        if winner is not None:
            return COLOR_NAMES[winner], plies
        quiet = 0 if res.captures else quiet + 1
        if rules.quiet_limit is not None and quiet >= rules.quiet_limit:
            return "draw", plies
        side = -side
    return None, plies


def _draw_step(board, mine, stunned, chariots, pending, rules, randrange):
    n = len(mine) * 8
    if n == 0:
        return None
    for _ in range(_MISSES_BEFORE_LISTING):
        k = randrange(n)
        origin = mine[k >> 3]
        target = origin + DIRECTIONS[k & 7]
        if board[target] == EMPTY and origin not in stunned and _legal(
            board, origin, target, chariots, stunned, pending, rules
        ):
            return origin, target
    legal = [(o, o + d) for o in mine if o not in stunned for d in DIRECTIONS
             if board[o + d] == EMPTY
             and _legal(board, o, o + d, chariots, stunned, pending, rules)]
    return legal[randrange(len(legal))] if legal else None


def _legal(board, origin, target, chariots, stunned, pending, rules) -> bool:
    verdict = quick_legality(board, origin, target)
    if verdict is None:
        trial = board[:]
        verdict = not resolve(trial, origin, target, chariots, stunned, pending,
                              rules.stunned_anchor,
                              stun_before_hops=rules.stun_before_hops).illegal
    return verdict
