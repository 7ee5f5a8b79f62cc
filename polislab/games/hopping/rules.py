"""How a move resolves, as pure functions on a mailbox board (a list of piece codes).

The order, for every move (seed 002 and docs/rules/hopping.md):

1. the piece steps to an adjacent empty square;
2. every piece next to it hops to the opposite side of it, unless the landing square is
   occupied or off the board, it is an enemy piece defended by a piece of its own colour
   directly behind it, or it is a stunned chariot; all hops are decided on the board as it
   stands after the step, then made together;
3. on the board after the hops: each chariot between two enemy pieces on one axis is stunned,
   and each dog between two counting enemy pieces on one axis is captured, all at once.
   A stunned chariot does not count for capturing;
4. the captured dogs leave the board.

A move is illegal when the moved piece itself would be captured (a dog) or stunned (a chariot)
in step 3. These functions change the list they are given; callers copy first.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .board import (
    AXES,
    BLUE,
    CHARIOT,
    DIRECTIONS,
    EMPTY,
    ENEMIES_OF,
    GOAL_RANK,
    OFF,
    PIECES_OF,
    RED,
    SQUARE_NAMES,
    SQUARES,
    rank_of,
)

# Why a piece next to the moved one did not hop.
BLOCKED, EDGE, DEFENDED, STUNNED = "blocked", "edge", "defended", "stunned"
_NO_SQUARES: frozenset[int] = frozenset()  # shared: an empty set of squares


def sandwich(board: list[int], square: int) -> tuple[int, int] | None:
    """The two squares of enemy pieces on one axis around ``square``, or None.

    Every enemy piece counts here, chariots stunned or not: this is the test for stunning.
    """
    enemies = ENEMIES_OF[1 if board[square] > 0 else -1]
    for axis in AXES:
        if board[square + axis] in enemies and board[square - axis] in enemies:
            return square + axis, square - axis
    return None


def capture_pair(
    board: list[int], square: int, stunned: Iterable[int]
) -> tuple[int, int] | None:
    """The two squares of counting enemies around the dog on ``square``, or None.

    Enemy dogs count; an enemy chariot counts unless it stands on a ``stunned`` square.
    """
    dog = board[square]
    enemy_dog, enemy_chariot = -dog, -2 * dog
    for axis in AXES:
        a, b = square + axis, square - axis
        x, y = board[a], board[b]
        if (x == enemy_dog or (x == enemy_chariot and a not in stunned)) and (
            y == enemy_dog or (y == enemy_chariot and b not in stunned)
        ):
            return a, b
    return None


def stunned_chariots(board: list[int], chariots: Iterable[int]) -> frozenset[int]:
    """The squares among ``chariots`` whose chariot stands between two enemy pieces."""
    stunned = _NO_SQUARES  # mostly none: then no new set (and a loop, no comprehension)
    for c in chariots:
        if c and sandwich(board, c) is not None:
            stunned = stunned | {c}
    return stunned


class Resolution:
    """What one move did. Squares are mailbox indices; pieces are codes."""

    __slots__ = ("piece", "origin", "target", "hops", "stays", "captures", "spared",
                 "stunned_mid", "stunned_after", "chariots", "pending", "board_mid")
    # Set by :func:`resolve` as soon as it makes the record.
    piece: int  # the code of the moved piece
    origin: int
    target: int

    def __init__(self) -> None:
        self.hops: list[tuple[int, int, int]] = []  # (from, to, piece)
        self.stays: list[tuple[int, str, int]] = []  # (square, reason, the square that explains)
        # (square, piece, enemy square a, enemy square b, piece on a, piece on b)
        self.captures: list[tuple[int, int, int, int, int, int]] = []
        self.spared: list[tuple[int, int]] = []  # (dog square, stunned chariot square)
        self.stunned_mid = _NO_SQUARES  # after hops, when captures are judged
        self.stunned_after = _NO_SQUARES  # on the final board
        self.chariots: tuple[int, int] = (0, 0)  # red's square, blue's square (0: none)
        self.pending: tuple[int, ...] = ()  # dogs left between two counting enemies
        self.board_mid: list[int] = []  # the board after the hops (only when recorded)

    @property
    def illegal(self) -> bool:
        """True when the moved piece is captured or stunned by its own move."""
        # (most moves capture nothing: then no generator is made)
        return self.target in self.stunned_mid or bool(self.captures) and any(
            c[0] == self.target for c in self.captures
        )


# Around each square of the board, in the order of DIRECTIONS: the neighbour, the square
# opposite it (where that neighbour would land hopping over the square) and the one beyond the
# neighbour (which may defend it; read only when the neighbour holds a piece, so it is on the
# board or its ring). Made once, so resolving a move adds no square numbers.
_AROUND: dict[int, tuple[tuple[int, int, int], ...]] = {
    s: tuple((s + d, s - d, s + 2 * d) for d in DIRECTIONS) for s in SQUARES
}
_NEAR: dict[int, tuple[int, ...]] = {s: tuple(s + d for d in DIRECTIONS) for s in SQUARES}


def resolve(
    board: list[int],
    origin: int,
    target: int,
    chariots: tuple[int, int],
    stunned_before: frozenset[int],
    pending: tuple[int, ...],
    stunned_anchor: bool = True,
    record: bool = False,
    stun_before_hops: bool = True,
) -> Resolution:
    """Play the step ``origin`` -> ``target`` on ``board`` (changed in place) and resolve it.

    ``chariots`` gives the chariots' squares, ``stunned_before`` the stunned ones and
    ``pending`` the dogs already between two counting enemies (see :func:`pending_dogs`):
    together they let the capture check look only where something changed, with the same
    result as a check of the whole board. ``record`` keeps a copy of the board after the hops
    for explanations. ``stunned_anchor`` and ``stun_before_hops`` are the options of rulings
    H4 and H5 (:class:`~.options.Rules`).
    """
    res = Resolution()
    piece = board[origin]
    res.piece, res.origin, res.target = piece, origin, target
    board[origin] = EMPTY
    board[target] = piece
    mover_is_red = piece > 0
    red_c, blue_c = chariots
    if piece == 2:
        red_c = target
    elif piece == -2:
        blue_c = target

    # 2. Hops, decided together on the board after the step. A hop's landing square is the
    # square of its axis partner, so no decision can depend on another hop.
    hops = res.hops
    for s, land, behind in _AROUND[target]:
        q = board[s]
        if q in (EMPTY, OFF):
            continue
        t = board[land]
        if t != EMPTY:
            res.stays.append((s, EDGE if t == OFF else BLOCKED, land))
        elif (q == 2 or q == -2) and sandwich(board, s) is not None and (
                stun_before_hops or s in stunned_before):
            # Ruling H5: a chariot that this step put between two enemies is already stunned
            # (the default); with stun_before_hops=False only a chariot stunned before the move
            # (and still between two enemies) is, the step's new stun starting after the hops.
            res.stays.append((s, STUNNED, s))
        elif (q > 0) != mover_is_red and _anchored(board, s, behind, stunned_anchor):
            res.stays.append((s, DEFENDED, behind))
        else:
            hops.append((s, land, q))
    for s, land, q in hops:
        board[land] = q
        board[s] = EMPTY
        if q == 2:
            red_c = land
        elif q == -2:
            blue_c = land

    if record:
        res.board_mid = board[:]

    # 3. Stuns and captures, judged together on the board after the hops.
    stunned = stunned_chariots(board, (red_c, blue_c))
    res.stunned_mid = stunned
    # (plain loops: a comprehension costs a call, and most moves have no pending dog or hop)
    candidates: set[int] = set()
    for s in pending:
        if board[s] == 1 or board[s] == -1:
            candidates.add(s)
    _add_exposed(board, target, candidates)
    for _, land, _ in hops:
        _add_exposed(board, land, candidates)
    if stunned_before:
        for c in (red_c, blue_c):
            if c and c in stunned_before and c not in stunned:  # freed: it counts again
                _add_neighbour_enemy_dogs(board, c, candidates)
    for s in sorted(candidates):
        pair = capture_pair(board, s, stunned)
        if pair is not None:
            a, b = pair
            res.captures.append((s, board[s], a, b, board[a], board[b]))
        elif stunned:
            full = sandwich(board, s)
            if full is not None:
                res.spared.append((s, full[0] if full[0] in stunned else full[1]))

    # 4. The captured dogs leave; a chariot whose stunner left is free again.
    res.chariots = (red_c, blue_c)
    if res.captures:
        for s, *_ in res.captures:
            board[s] = EMPTY
        after = stunned_chariots(board, (red_c, blue_c))
        freed = stunned - after
        if freed:
            exposed: set[int] = set()
            for c in freed:
                _add_neighbour_enemy_dogs(board, c, exposed)
            res.pending = tuple(sorted(s for s in exposed if capture_pair(board, s, after)))
        res.stunned_after = after
    else:
        res.stunned_after = stunned
    return res


def _anchored(board: list[int], square: int, behind: int, stunned_anchor: bool) -> bool:
    """Whether the piece on ``square`` has a piece of its own colour on ``behind``."""
    a = board[behind]
    if a in (EMPTY, OFF) or (a > 0) != (board[square] > 0):
        return False
    if not stunned_anchor and (a == 2 or a == -2):
        return sandwich(board, behind) is None
    return True


def _add_exposed(board: list[int], c: int, into: set[int]) -> None:
    """Dogs that a piece arriving on ``c`` may have put between two enemies: itself and the
    enemy dogs next to it."""
    v = board[c]
    if v == 1 or v == -1:
        into.add(c)
    enemy_dog = -1 if v > 0 else 1
    for n in _NEAR[c]:
        if board[n] == enemy_dog:
            into.add(n)


def _add_neighbour_enemy_dogs(board: list[int], c: int, into: set[int]) -> None:
    enemy_dog = -1 if board[c] > 0 else 1
    for n in _NEAR[c]:
        if board[n] == enemy_dog:
            into.add(n)


def pending_dogs(board: list[int], stunned: frozenset[int]) -> tuple[int, ...]:
    """Every dog standing between two counting enemies (a full-board scan, for new positions)."""
    return tuple(
        s for s in SQUARES if board[s] in (1, -1) and capture_pair(board, s, stunned) is not None
    )


def quick_legality(board: Sequence[int], origin: int, target: int) -> bool | None:
    """Whether stepping ``origin`` -> ``target`` is legal, or None when only a full resolution
    can tell (an enemy chariot whose stun after the move decides).

    The moved piece's neighbours on an axis where both sides are occupied cannot hop (each
    lands on the other's square), and where one side is empty at most one side is occupied
    after the hops; so the moved piece's danger is read from the board after the step alone.
    """
    piece = board[origin]
    return step_verdicts(board, target, ENEMIES_OF[1 if piece > 0 else -1])[
        piece == 2 or piece == -2]


def step_verdicts(board: Sequence[int], target: int,
                  enemies: frozenset[int]) -> tuple[bool | None, bool | None]:
    """:func:`quick_legality` of a step onto ``target`` by a dog and by a chariot of the side
    whose enemies are ``enemies``, from any origin.

    The origin does not matter: it holds a piece of the mover's colour before the step and is
    empty after it, and neither is an enemy.
    """
    dog: bool | None = True
    for axis in AXES:  # most squares have no enemy pair: test that first, read twice if so
        if board[target + axis] in enemies and board[target - axis] in enemies:
            if board[target + axis] in (1, -1) and board[target - axis] in (1, -1):
                return False, False
            dog = None
    return dog, dog is True


# For each square and each axis, the next square and the one after it, both on the board: an
# empty square is between two enemies on an axis when the pieces on both its sides are enemies.
_ONWARD: dict[int, tuple[tuple[int, int], ...]] = {
    s: tuple((s + a, s + 2 * a) for a in AXES if s + 2 * a in SQUARE_NAMES) for s in SQUARES
}


def step_dangers(board: Sequence[int], enemy_squares: Iterable[int],
                 enemies: frozenset[int]) -> dict[int, int]:
    """:func:`step_verdicts` of every empty square at once, found from the enemy pieces: the
    empty squares between two enemy pieces on one axis, each with 2 when two enemy dogs flank
    it on some axis (a step there is illegal for a dog and a chariot), else 1 (illegal for a
    chariot; a dog's fate needs a full resolution). Squares not listed are safe for both.

    ``enemy_squares`` are the squares of every piece whose code is in ``enemies``.
    """
    dangers: dict[int, int] = {}
    for e in enemy_squares:
        for t, u in _ONWARD[e]:
            if not board[t] and board[u] in enemies:
                if board[e] + board[u] in (2, -2):  # two enemy codes add up to 2 only as dogs
                    dangers[t] = 2
                elif t not in dangers:
                    dangers[t] = 1
    return dangers


def own_squares(board: list[int], side: int) -> list[int]:
    mine = PIECES_OF[side]
    return [s for s in SQUARES if board[s] in mine]


# The squares of each side's goal row (0, no chariot, is none of them).
_GOAL_SQUARES = {side: frozenset(s for s in SQUARES if rank_of(s) == rank)
                 for side, rank in GOAL_RANK.items()}


def arrival_winner(res: Resolution, mover: int, hopped_chariot_wins: bool) -> int | None:
    """The side whose chariot this move brought onto its goal row (seed 002 §How to Win), or
    None. A chariot that was hopped there counts if ``hopped_chariot_wins`` (ruling H6); if
    both chariots arrive, the mover wins."""
    home = []
    for side, c in ((RED, res.chariots[0]), (BLUE, res.chariots[1])):
        if c in _GOAL_SQUARES[side] and (
            hopped_chariot_wins or (res.piece == CHARIOT * side and res.target == c)
        ):
            home.append(side)
    if mover in home:
        return mover
    return home[0] if home else None
