"""Property tests of hopping Polis over seeded random games and random positions.

Rule text: shared/seeds/002_f350a2d8de289fca.txt (seed 002). Where it is silent, the engine's
resolution order is the one written in polislab/games/hopping/rules.py:

1. the piece steps to an adjacent empty square;
2. each piece next to it hops to the opposite side, unless the landing square is occupied or
   off the board, it is an enemy piece defended by a piece of its own colour directly behind
   it, or it is a stunned chariot; all hops are decided on the board after the step;
3. on the board after the hops, each chariot between two enemy pieces is stunned and each dog
   between two *counting* enemy pieces (enemy dogs, enemy chariots that are not stunned) is
   captured, all at once;
4. the captured dogs leave the board.

A move is illegal when the moved piece would itself be captured or stunned in step 3.

``reference_play`` below is an independent, deliberately plain implementation of that order
(squares as (file, rank) pairs, a full-board capture check) used as an oracle for the engine,
whose capture check looks only where something changed.

``POLISLAB_FUZZ_GAMES`` sets the number of random games (default 20); each is one test case
with its seed in the test id.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from polislab import IllegalAction
from polislab.games.hopping import Move, Position, Rules
from polislab.games.hopping.board import SQUARE_NAMES

FUZZ = int(os.environ.get("POLISLAB_FUZZ_GAMES", "20"))
FULL_CHECK_EVERY = 3  # plies; the offset moves with the seed so that all plies get covered
FILES = "abcdefgh"
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
AXES = [(1, 0), (0, 1), (1, 1), (1, -1)]
GOAL_RANK = {"R": 7, "B": 0}  # 0-based: Red races to rank 8, Blue to rank 1 (seed 002)
LIMITS = {"D": 15, "C": 1}  # per side (seed 002 §Setup)
TOKEN = {("red", "dog"): "RD", ("red", "chariot"): "RC",
         ("blue", "dog"): "BD", ("blue", "chariot"): "BC"}
COLOR = {"red": "R", "blue": "B"}
# The rule options cycled through the random games, so every option is played.
VARIANTS = [
    Rules(),
    Rules(stunned_anchor=False),
    Rules(stun_before_hops=False),
    Rules(hopped_chariot_wins=False),
    Rules(no_legal_move="draw", quiet_limit=40),
    Rules(first_player="blue", quiet_limit=None),
]

Square = tuple[int, int]
Board = dict[Square, str]  # (file, rank) 0-based -> "RD", "RC", "BD" or "BC"


# -- the reference model ----------------------------------------------------------------------
def sq(name: str) -> Square:
    return FILES.index(name[0]), int(name[1:]) - 1


def name_of(square: Square) -> str:
    return f"{FILES[square[0]]}{square[1] + 1}"


def on_board(square: Square) -> bool:
    return 0 <= square[0] < 8 and 0 <= square[1] < 8


def add(a: Square, d: Square, k: int = 1) -> Square:
    return a[0] + k * d[0], a[1] + k * d[1]


def board_of(pos: Position) -> Board:
    return {sq(name): TOKEN[piece] for name, piece in pos.pieces().items()}


def enemies(a: str, b: str) -> bool:
    return a[0] != b[0]


# For each square, the pairs of on-board squares facing each other across it on one axis.
AXIS_PAIRS: dict[Square, list[tuple[Square, Square]]] = {
    (f, r): [
        (a, b) for axis in AXES
        if on_board(a := add((f, r), axis)) and on_board(b := add((f, r), axis, -1))
    ]
    for f in range(8) for r in range(8)
}


def sandwich(board: Board, square: Square) -> tuple[Square, Square] | None:
    """Two enemy pieces, of any kind, on one axis around ``square``, or None."""
    colour = board[square][0]
    for a, b in AXIS_PAIRS[square]:
        x, y = board.get(a), board.get(b)
        if x is not None and y is not None and x[0] != colour and y[0] != colour:
            return a, b
    return None


def stunned_chariots(board: Board) -> set[Square]:
    """Chariots between two enemy pieces: any enemy piece stuns (seed 002 §Stunned Chariots)."""
    return {s for s, p in board.items() if p[1] == "C" and sandwich(board, s)}


def capture_pair(board: Board, square: Square, stunned: set[Square]):
    """Two counting enemies around a dog: a stunned chariot does not count."""
    colour = board[square][0]
    for a, b in AXIS_PAIRS[square]:
        x, y = board.get(a), board.get(b)
        if (x is not None and y is not None and x[0] != colour and y[0] != colour
                and a not in stunned and b not in stunned):
            return a, b
    return None


def reference_play(board: Board, origin: Square, target: Square, stunned_anchor: bool,
                   stun_before_hops: bool = True):
    """(final board, {captured square: dog}, illegal?) for the step origin -> target."""
    stunned_before = stunned_chariots(board)
    board = dict(board)
    piece = board.pop(origin)
    board[target] = piece
    hops = []
    for d in DIRECTIONS:
        s = add(target, d)
        if s not in board:
            continue
        land = add(target, d, -1)
        neighbour = board[s]
        if not on_board(land) or land in board:
            continue  # Exception 1: blocked destination
        if neighbour[1] == "C" and sandwich(board, s) and (
                stun_before_hops or s in stunned_before):
            continue  # Exception 3: a stunned chariot does not hop (ruling H5: when)
        if enemies(neighbour, piece):
            behind = add(s, d)
            anchor = board.get(behind)
            if anchor is not None and not enemies(anchor, neighbour) and (
                stunned_anchor or not (anchor[1] == "C" and sandwich(board, behind))
            ):
                continue  # Exception 2: defended enemy piece
        hops.append((s, land, neighbour))
    for s, _, _ in hops:
        del board[s]
    for _, land, neighbour in hops:
        board[land] = neighbour
    stunned = stunned_chariots(board)
    captured = {s: p for s, p in board.items() if p[1] == "D" and capture_pair(board, s, stunned)}
    illegal = target in stunned or target in captured
    for s in captured:
        del board[s]
    return board, captured, illegal


def reference_legal(board: Board, side: str, stunned_anchor: bool,
                    stun_before_hops: bool = True) -> set[tuple[str, str]]:
    """Every legal step of ``side`` ("R"/"B"): own piece, not stunned, to an empty neighbour,
    not into capture or stun (seed 002 §Movement, §Stunned Chariots, §Illegal Moves)."""
    stunned = stunned_chariots(board)
    moves = set()
    for origin, piece in board.items():
        if piece[0] != side or origin in stunned:
            continue
        for d in DIRECTIONS:
            target = add(origin, d)
            if on_board(target) and target not in board:
                _, _, illegal = reference_play(board, origin, target, stunned_anchor,
                                               stun_before_hops)
                if not illegal:
                    moves.add((name_of(origin), name_of(target)))
    return moves


def counting_sandwiched_dogs(pos: Position) -> dict[Square, tuple[Square, Square]]:
    """Dogs standing between two counting enemies, read from the public API only."""
    board = board_of(pos)
    stunned = {sq(name) for name in pos.stunned()}
    found = {}
    for s, p in board.items():
        if p[1] == "D":
            pair = capture_pair(board, s, stunned)
            if pair:
                found[s] = pair
    return found


# -- the properties ---------------------------------------------------------------------------
def turn_of(pos: Position) -> str:
    """Whose turn it is, or was when the game ended (``to_move`` is then None, as in every
    game; the saved position still records it)."""
    side = pos.to_json()["to_move"]
    assert pos.to_move == (None if pos.is_over else side)
    return side


def check_position(pos: Position) -> None:
    """What must hold of any position, however it was reached."""
    board = board_of(pos)
    for color in "RB":
        for kind in "DC":
            count = sum(1 for p in board.values() if p == color + kind)
            assert count <= LIMITS[kind], f"{count} {color}{kind} on the board"
    # The engine's stunned chariots are exactly those between two enemy pieces.
    assert {sq(name) for name in pos.stunned()} == stunned_chariots(board)
    # A stunned chariot cannot be moved by its owner.
    assert not {m.origin for m in pos.legal_moves()} & pos.stunned()
    # Diagram and JSON round trips. Skipped when both chariots stand on their goal rows (only
    # reachable with hopped_chariot_wins=False): that is a known bug, see
    # test_bug_both_chariots_hopped_onto_goal_rows_round_trips in test_hopping_json.py.
    if sum(1 for s, p in board.items() if p[1] == "C" and s[1] == GOAL_RANK[p[0]]) == 2:
        return
    again = Position.from_diagram(pos.to_diagram(), to_move=turn_of(pos), rules=pos.rules)
    assert again.to_diagram() == pos.to_diagram()
    assert again.pieces() == pos.pieces()
    data = json.loads(json.dumps(pos.to_json()))
    assert Position.from_json(data) == pos


def check_move(before: Position, move, after: Position, rules: Rules) -> None:
    """What must hold of one played move."""
    origin, target = sq(move.origin), sq(move.target)
    b0, b1 = board_of(before), board_of(after)
    mover = b0[origin]

    # The reference model agrees on the whole board after the move.
    expected, captured, illegal = reference_play(b0, origin, target, rules.stunned_anchor,
                                                 rules.stun_before_hops)
    assert not illegal, f"{move} was offered as legal but the moved piece is captured/stunned"
    assert b1 == expected, f"{move}: engine and reference boards differ"
    assert turn_of(after) != turn_of(before)

    # Captures are reported, one event per captured dog, and nothing else leaves the board.
    reported = {e.data["square"] for e in after.events if e.kind == "capture"}
    assert reported == {name_of(s) for s in captured}
    for color in "RB":
        for kind in "DC":
            n0 = sum(1 for p in b0.values() if p == color + kind)
            n1 = sum(1 for p in b1.values() if p == color + kind)
            assert n1 <= n0, f"{color}{kind} grew from {n0} to {n1}"
        lost = sum(1 for dog in captured.values() if dog[0] == color)
        assert sum(1 for p in b0.values() if p[0] == color) - lost == sum(
            1 for p in b1.values() if p[0] == color)
    # Chariots are never captured (seed 002 §Chariot Rules).
    assert sum(1 for p in b1.values() if p[1] == "C") == sum(
        1 for p in b0.values() if p[1] == "C")

    # The moved piece is never captured, nor (a chariot) stunned, by its own move.
    assert b1.get(target) == mover
    if mover[1] == "C":
        assert move.target not in after.stunned()

    # Every event is a sentence citing a rule; the first says what moved.
    assert after.events and after.events[0].kind == "move"
    for event in after.events:
        assert event.text.strip() and event.rule.strip()

    # No dog is left between two counting enemies, with one exception. Captures are judged
    # once, on the board after the hops (step 3); when that removes a dog that stunned a
    # chariot, the chariot is freed and counts again on the final board, so a dog next to it
    # can stand between it and an enemy without having been captured in this move. rules.py
    # keeps such dogs as "pending" and captures them at the next move's step 3 if they are
    # still caught. So every dog caught on the final board must have a freed chariot in its
    # pair, a chariot next to a dog captured in this very move, and the engine must hold it
    # pending (Position._pending: no public accessor).
    pending = {sq(SQUARE_NAMES[s]) for s in after._pending}
    for dog, pair in counting_sandwiched_dogs(after).items():
        freed = [
            s for s in pair
            if b1[s][1] == "C" and any(add(s, d) in captured for d in DIRECTIONS)
        ]
        assert freed, f"after {move}: dog {name_of(dog)} stands between the counting enemies " \
                      f"{name_of(pair[0])} and {name_of(pair[1])} and was not captured"
        assert dog in pending, f"after {move}: dog {name_of(dog)} is caught but not pending"

    # Game end (seed 002 §How to Win, rulings H6-H8 in options.py).
    # A chariot on its goal row wins if it moved there, or was hopped there when
    # hopped_chariot_wins (ruling H6). Which wins when both arrive at once is not asserted.
    arrived = {
        "red" if p[0] == "R" else "blue" for s, p in b1.items()
        if p[1] == "C" and s[1] == GOAL_RANK[p[0]] and (rules.hopped_chariot_wins or s == target)
    }
    if arrived:
        assert after.is_over
        assert after.result in arrived
    elif rules.quiet_limit is not None and after.quiet_plies >= rules.quiet_limit:
        assert after.result == "draw"
    elif after.is_over:
        # The player to move has no legal move; check_every_step compares the legal moves of
        # positions still in play with the reference model.
        assert not reference_legal(b1, COLOR[turn_of(after)], rules.stunned_anchor,
                                   rules.stun_before_hops)
        expected_result = "draw" if rules.no_legal_move == "draw" else before.to_move
        assert after.result == expected_result
    else:
        assert after.legal_moves()
    assert after.quiet_plies == (0 if captured else before.quiet_plies + 1)


def check_every_step(pos: Position) -> None:
    """The legal moves are exactly the reference's, each one plays, and every other step of a
    piece to a neighbouring square raises IllegalAction naming a rule."""
    board = board_of(pos)
    side = COLOR[turn_of(pos)]
    legal = {(m.origin, m.target) for m in pos.legal_moves()}
    assert len(legal) == len(pos.legal_moves()), "a legal move is listed twice"
    assert legal == reference_legal(board, side, pos.rules.stunned_anchor,
                                    pos.rules.stun_before_hops)
    snapshot = (pos.to_diagram(), pos.to_move, pos.to_json(), pos.stunned())
    for origin in board:
        for d in DIRECTIONS:
            target = add(origin, d)
            if not on_board(target):
                continue
            text = f"{name_of(origin)}-{name_of(target)}"
            if (name_of(origin), name_of(target)) in legal:
                pos.play(text)
            else:
                try:
                    pos.play(text)
                except IllegalAction as err:
                    assert err.rule.strip() and err.reason.strip(), text
                else:
                    raise AssertionError(f"{text} is not legal but play() accepted it")
    # play never changes the position it is called on.
    assert (pos.to_diagram(), pos.to_move, pos.to_json(), pos.stunned()) == snapshot


# -- seeded random games ----------------------------------------------------------------------
def test_random_game(game_seed: int) -> None:
    rules = VARIANTS[game_seed % len(VARIANTS)]
    rng = random.Random(game_seed)
    pos = Position.start(rules)
    check_position(pos)
    for ply in range(5000):
        if pos.is_over:
            break
        if (ply + game_seed) % FULL_CHECK_EVERY == 0:  # the costly check, on every third ply
            check_every_step(pos)
        move = rng.choice(pos.legal_moves())
        before = (pos.to_diagram(), pos.to_move, pos.stunned(), pos.quiet_plies)
        after = pos.play(move)
        assert (pos.to_diagram(), pos.to_move, pos.stunned(), pos.quiet_plies) == before, (
            f"seed {game_seed}, ply {ply}: play({move}) changed its input")
        check_move(pos, move, after, rules)
        check_position(after)
        pos = after
    assert pos.is_over, f"seed {game_seed}: the game did not end"
    assert pos.legal_moves() == []


@pytest.mark.parametrize("stunned_anchor", [True, False])
def test_the_stunned_anchor_option_decides_whether_a_stunned_chariot_defends(stunned_anchor):
    # Random play seldom builds this, so it is set up by hand. Blue's chariot d5 is stunned
    # between Red's c5 and e5; Blue's dog d4 stands in front of it. Red steps e2-d3, next to
    # d4: d4 is an enemy piece with a piece of its colour behind it (d5), so it is defended
    # (Exception 2) unless a stunned chariot does not defend (Rules(stunned_anchor=False)).
    pos = Position.from_diagram("\n".join([
        ".  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .",
        ".  .  RD BC RD .  .  .",
        ".  .  .  BD .  .  .  .",
        ".  .  .  .  .  .  .  .",
        ".  .  .  .  RD .  .  .",
        ".  .  .  .  .  .  .  RC",
    ]), rules=Rules(stunned_anchor=stunned_anchor))
    assert pos.stunned() == {"d5"}
    after = pos.play("e2-d3")
    check_move(pos, Move("e2", "d3"), after, pos.rules)
    if stunned_anchor:
        assert after.piece_at("d4") == ("blue", "dog")
        assert after.piece_at("d2") is None
        assert any(e.kind == "stay" and e.data["reason"] == "defended" for e in after.events)
    else:
        assert after.piece_at("d4") is None
        assert after.piece_at("d2") == ("blue", "dog")


def test_a_dog_left_between_a_freed_chariot_and_an_enemy_is_captured_on_the_next_move():
    # The exception to the "no dog left caught" invariant, set up by hand (random play seldom
    # reaches it). Red's chariot d4 is stunned between Blue's c4 and e4, so Blue's d5, between
    # d4 and Red's d6, is spared. Red f5-e5 captures e4 (between e5 and e3; every neighbour
    # of e5 stays), which frees d4; captures are judged once, so d5 is not captured in this
    # move but stays pending (rules.py) and is captured at the next move's capture check.
    pos = Position.from_diagram("\n".join([
        "BC .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .",
        ".  .  .  RD RD .  .  .",
        ".  .  BD BD .  RD .  .",
        ".  .  BD RC BD RD .  .",
        ".  .  .  .  RD .  .  .",
        ".  .  .  .  .  .  .  .",
        ".  .  .  .  .  .  .  .",
    ]))
    assert pos.stunned() == {"d4"}
    after = pos.play("f5-e5")
    check_move(pos, Move("f5", "e5"), after, pos.rules)
    check_position(after)
    assert after.piece_at("e4") is None
    assert after.piece_at("d5") == ("blue", "dog")
    assert after.stunned() == frozenset()
    assert set(counting_sandwiched_dogs(after)) == {sq("d5")}
    kinds = [e.kind for e in after.events]
    assert kinds.count("capture") == 1 and "spared" in kinds and "release" in kinds

    later = after.play("a8-b8")
    check_move(after, Move("a8", "b8"), later, after.rules)
    assert later.piece_at("d5") is None
    assert [e.data["square"] for e in later.events if e.kind == "capture"] == ["d5"]
    assert counting_sandwiched_dogs(later) == {}


def test_regression_is_legal_refuses_a_step_into_capture():
    # BUG (games/hopping/position.py, Position.is_legal): it runs only the turn and movement
    # checks (_check), not the §Illegal Moves check that play() makes after resolving, so it
    # says True for a step into capture that legal_moves() leaves out and play() refuses.
    # Found by test_random_game[0]: Blue's b4-c3 puts the dog between Red's d4 and b2.
    pos = Position.from_diagram("\n".join([
        "BC BD BD .  .  .  BD BD",
        ".  .  .  .  BD .  .  .",
        ".  RD .  .  BD BD BD .",
        ".  BD .  BD BD BD BD .",
        ".  BD .  RD .  .  .  RD",
        ".  .  .  .  RD RD .  .",
        "RD RD .  .  RD .  RD RD",
        "RD RD RD RD .  RD .  RC",
    ]), to_move="blue")
    assert "b4-c3" not in {str(m) for m in pos.legal_moves()}
    try:
        pos.play("b4-c3")
    except IllegalAction as err:
        assert "captured" in err.reason
    else:
        raise AssertionError("b4-c3 puts the Blue dog between d4 and b2 but play accepted it")
    assert not pos.is_legal("b4-c3")


def test_regression_is_legal_agrees_with_legal_moves_in_random_games():
    # The same bug as above, as a property: is_legal(m) must hold exactly for the listed moves.
    for seed in range(3):
        rng = random.Random(seed)
        pos = Position.start()
        while not pos.is_over:
            legal = {str(m) for m in pos.legal_moves()}
            for origin in pos.pieces():
                for d in DIRECTIONS:
                    target = add(sq(origin), d)
                    if on_board(target):
                        text = f"{origin}-{name_of(target)}"
                        assert pos.is_legal(text) == (text in legal), f"seed {seed}: {text}"
            pos = pos.play(rng.choice(pos.legal_moves()))


# -- random positions -------------------------------------------------------------------------
SQUARES = [(f, r) for r in range(8) for f in range(8)]


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A position with the pieces placed anywhere, within the per-side limits."""
    order = draw(st.permutations(SQUARES))
    tokens = (["RD"] * draw(st.integers(0, 15)) + ["BD"] * draw(st.integers(0, 15))
              + ["RC"] * draw(st.integers(0, 1)) + ["BC"] * draw(st.integers(0, 1)))
    board = dict(zip(order, tokens, strict=False))
    on_goal = {p[0] for s, p in board.items() if p[1] == "C" and s[1] == GOAL_RANK[p[0]]}
    assume(not on_goal)  # such a game is already over
    rows = [" ".join(board.get((f, r), ".") for f in range(8)) for r in reversed(range(8))]
    rules = draw(st.sampled_from(VARIANTS))
    return Position.from_diagram("\n".join(rows), to_move=draw(st.sampled_from(["red", "blue"])),
                                 rules=rules)


@settings(max_examples=5 * FUZZ, derandomize=True, deadline=None)
@given(positions())
def test_random_position_every_legal_move(pos: Position) -> None:
    # Hand-made positions reach corners random play rarely does: crowded boards, lone
    # chariots, dogs already caught between enemies (pending from the start).
    check_position(pos)
    if pos.is_over:
        assert pos.legal_moves() == []
        return
    check_every_step(pos)
    for move in pos.legal_moves():
        check_move(pos, move, pos.play(move), pos.rules)


@settings(max_examples=5 * FUZZ, derandomize=True, deadline=None)
@given(positions(), st.randoms(use_true_random=False))
def test_random_position_played_on(pos: Position, rng: random.Random) -> None:
    for _ in range(30):
        if pos.is_over:
            break
        move = rng.choice(pos.legal_moves())
        after = pos.play(move)
        check_move(pos, move, after, pos.rules)
        check_position(after)
        pos = after
