"""Seed 002 (Polis, the chariot race), clause by clause. Each test names its section."""

from __future__ import annotations

import pytest
from hopping_boards import embed, kinds, position

import polislab
from polislab import IllegalAction
from polislab.games import hopping

# -- §Setup and §Starting Position ----------


def test_setup_board_is_8x8_with_15_dogs_and_1_chariot_each():
    start = hopping.Position.start()
    assert hopping.SIZE == 8 and len(hopping.SQUARES) == 64
    for color in ("red", "blue"):
        assert start.count(color, "dog") == 15
        assert start.count(color, "chariot") == 1


def test_starting_position_blue_top_two_ranks_red_bottom_two_chariots_in_corners():
    pieces = hopping.Position.start().pieces()
    assert pieces["a8"] == hopping.Piece("blue", "chariot")
    assert pieces["h1"] == hopping.Piece("red", "chariot")
    for square, piece in pieces.items():
        rank = int(square[1])
        assert (piece.color == "blue") == (rank in (7, 8))
        assert rank in (1, 2, 7, 8)
    assert len(pieces) == 32


# -- §Taking Your Turn ----------


def test_turns_alternate():
    pos = hopping.Position.start()
    assert pos.to_move == "red"  # ruling H1
    assert pos.play("a2-a3").to_move == "blue"
    assert hopping.Position.start(hopping.Rules(first_player="blue")).to_move == "blue"


def test_a_turn_moves_one_own_piece_and_cannot_pass():
    pos = hopping.Position.start()
    with pytest.raises(IllegalAction, match="not Red's") as err:
        pos.play("a7-a6")
    assert "Taking Your Turn" in err.value.rule
    with pytest.raises(IllegalAction, match="no piece on d4"):
        pos.play("d4-d5")
    assert all(str(m).count("-") == 1 for m in pos.legal_moves())  # no "pass" among them


@pytest.mark.parametrize("text", ["pass", " Pass ", "skip"])
def test_typing_pass_is_refused_citing_you_cannot_skip_your_turn(text):
    # §Taking Your Turn: "you must move one piece. You cannot skip your turn."
    pos = hopping.Position.start()
    with pytest.raises(IllegalAction, match="cannot skip your turn") as err:
        pos.play(text)
    assert err.value.rule == "Polis rules §Taking Your Turn"
    assert not pos.is_legal(text)
    assert pos.to_move == "red" and pos == hopping.Position.start()  # nothing changed


def test_movement_one_square_in_any_of_eight_directions():
    pos = position({"d4": "RD", "a8": "BD"})
    targets = sorted(m.target for m in pos.legal_moves() if m.origin == "d4")
    assert targets == ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"]
    with pytest.raises(IllegalAction, match="one square") as err:
        pos.play("d4-d6")
    assert "Movement" in err.value.rule


def test_movement_only_to_empty_squares():  # ruling H2
    pos = position({"d4": "RD", "d5": "RD", "a8": "BD"})
    with pytest.raises(IllegalAction, match="d5 is occupied") as err:
        pos.play("d4-d5")
    assert "H2" in err.value.rule


# -- §The Hopping Mechanic ----------

SEED_EXAMPLE_BEFORE = "BD\tBD\t\t\nBD\t\t\t\n\t\tRD\t"
SEED_EXAMPLE_AFTER = "RD\t\t\t\n\tBD\tBD\t\n\tBD\t\t"


@pytest.mark.parametrize("corner", ["a8", "c6", "e4"])
def test_hopping_the_seeds_worked_example(corner):
    pos = position(embed(SEED_EXAMPLE_BEFORE, corner), to_move="blue")
    f, r = hopping.FILES.index(corner[0]), int(corner[1])
    move = f"{corner}-{hopping.FILES[f + 1]}{r - 1}"  # "Blue moves top-left dog to center"
    after = pos.play(move)
    assert after.pieces() == position(embed(SEED_EXAMPLE_AFTER, corner)).pieces()
    hops = kinds(after.events, "hop")
    assert len(hops) == 3  # top-centre down, middle-left right, bottom-right red dog to top-left
    assert all("Hopping Mechanic" in e.rule for e in hops)


def test_hop_event_explains_itself():
    after = position({"e4": "RD", "d6": "BD", "a8": "BC"}, to_move="blue").play("d6-d5")
    (hop,) = kinds(after.events, "hop")
    assert hop.text == "Red dog e4 hopped to c6 over the Blue dog on d5"
    assert hop.data == {"piece": "red dog", "from": "e4", "to": "c6", "over": "d5"}


# -- §When Pieces DON'T Hop ----------


def test_exception_1_landing_square_occupied_means_stay():
    # Red steps d3-d4 between the Blue dog c4 and its own dog e4: each would land on the
    # other's square, so neither hops.
    after = position({"d3": "RD", "c4": "BD", "e4": "RD", "h8": "BC"}).play("d3-d4")
    assert after.piece_at("c4") == hopping.Piece("blue", "dog")
    assert after.piece_at("e4") == hopping.Piece("red", "dog")
    stays = kinds(after.events, "stay")
    assert {e.data["square"] for e in stays} == {"c4", "e4"}
    assert {e.data["reason"] for e in stays} == {"blocked"}
    assert all("Exception 1" in e.rule for e in stays)
    assert stays[0].text.endswith("is occupied")


def test_exception_1_landing_off_the_board_means_stay():
    # Red steps b4-a3; the Blue dog on b2 (south-east of a3) would land west of the a-file.
    after = position({"b4": "RD", "b2": "BD", "h8": "BC"}).play("b4-a3")
    assert after.piece_at("b2") == hopping.Piece("blue", "dog")
    (stay,) = kinds(after.events, "stay")
    assert stay.data["reason"] == "edge" and "Exception 1" in stay.rule


def test_exception_2_defended_enemy_piece_stays():
    # The seed's diagram "RD RD BD <-": the middle Red dog is anchored by the left one.
    after = position({"c4": "RD", "d4": "RD", "f4": "BD", "h8": "BC"}, to_move="blue").play(
        "f4-e4"
    )
    assert after.piece_at("d4") == hopping.Piece("red", "dog")
    (stay,) = kinds(after.events, "stay")
    assert stay.text == (
        "Red dog d4 stayed: defended by c4, a piece of its colour directly behind it"
    )
    assert "Exception 2" in stay.rule


def test_exception_2_not_on_the_same_axis_is_not_defended():
    # The seed's "not defended" diagram: the upper Red dog is diagonal, so the lower one hops.
    after = position({"c5": "RD", "d4": "RD", "f4": "BD", "h8": "BC"}, to_move="blue").play(
        "f4-e4"
    )
    assert after.piece_at("d4") is None
    assert after.piece_at("f4") == hopping.Piece("red", "dog")


def test_exception_2_applies_to_enemy_pieces_only():  # ruling H4
    # A Red dog behind a Red dog does not stop it hopping over a Red piece: it is no enemy.
    after = position({"c4": "RD", "d4": "RD", "f3": "RD", "h8": "BC"}).play("f3-e4")
    assert after.piece_at("f4") == hopping.Piece("red", "dog")
    assert after.piece_at("d4") is None


def test_exception_2_a_chariot_anchors_too():  # ruling H4
    after = position({"c4": "BC", "d4": "BD", "f3": "RD", "h1": "RC"}).play("f3-e4")
    assert after.piece_at("d4") == hopping.Piece("blue", "dog")


@pytest.mark.parametrize("stunned_anchor, stays", [(True, True), (False, False)])
def test_exception_2_stunned_chariot_as_anchor_is_an_option(stunned_anchor, stays):  # ruling H4
    # The Blue chariot c4 is stunned between c5 and c3; the Blue dog d4 sits in front of it.
    pieces = {"c5": "RD", "c3": "RD", "c4": "BC", "d4": "BD", "f5": "RD"}
    pos = position(pieces, stunned_anchor=stunned_anchor)
    assert pos.stunned() == {"c4"}
    after = pos.play("f5-e4")
    assert (after.piece_at("d4") is not None) is stays
    assert (after.piece_at("f4") is not None) is not stays


def test_exception_3_stunned_chariot_does_not_hop():
    # The Blue chariot d5 is stunned between the Red dogs c5 and e5 before Blue's move. Blue
    # steps d7-d6: its own chariot would hop to d7, but a stunned chariot does not hop. (The
    # Red dogs c5 and e5 are defended by b4 and f4, so the stun holds.)
    pieces = {"c5": "RD", "e5": "RD", "b4": "RD", "f4": "RD", "d5": "BC", "d7": "BD",
              "h1": "RC"}
    for stun_before_hops in (True, False):  # both readings of ruling H5 agree here
        pos = position(pieces, to_move="blue", stun_before_hops=stun_before_hops)
        assert pos.stunned() == {"d5"}
        after = pos.play("d7-d6")
        assert after.piece_at("d5") == hopping.Piece("blue", "chariot")
        (stay,) = [e for e in kinds(after.events, "stay") if e.data["square"] == "d5"]
        assert stay.data["reason"] == "stunned" and "Exception 3" in stay.rule
        assert "H5" not in stay.rule  # stunned before the move: the rule text's words decide
        assert after.stunned() == {"d5"}


@pytest.mark.parametrize("stun_before_hops, hops", [(True, False), (False, True)])
def test_exception_3_a_stun_made_by_the_step_itself_is_ruling_h5(stun_before_hops, hops):
    # §Capturing Pieces: "After all hops are resolved, check for captures"; the rule text does
    # not say whether the step that puts a chariot between two enemies stuns it before the hops
    # (ruling H5, the default: it stays) or only at the capture check (the option: it hops).
    pieces = {"c5": "RD", "d5": "BC", "f6": "RD", "h1": "RC"}
    after = position(pieces, stun_before_hops=stun_before_hops).play("f6-e5")
    if hops:
        assert after.piece_at("d5") is None
        assert after.piece_at("f5") == hopping.Piece("blue", "chariot")
        assert after.stunned() == frozenset()
    else:
        assert after.piece_at("d5") == hopping.Piece("blue", "chariot")
        (stay,) = kinds(after.events, "stay")
        assert stay.data["reason"] == "stunned" and "Exception 3" in stay.rule
        assert "polislab ruling H5" in stay.rule  # the event says it rests on the ruling
        assert after.stunned() == {"d5"}


def test_stun_before_hops_option_round_trips_and_is_checked():  # ruling H5
    rules = hopping.Rules(stun_before_hops=False)
    assert hopping.Rules.from_json(rules.to_json()) == rules
    with pytest.raises(polislab.ScenarioError, match="stun_before_hops"):
        hopping.Rules(stun_before_hops="no")


def _sequential_hops(pos, move, order):
    """Hops made one at a time in ``order`` of directions, each on the board as it is then:
    an independent reading of the seed, to compare with polislab's "all together" (H3)."""
    board = dict(pos.pieces())
    o, t = move.origin, move.target
    board[t] = board.pop(o)
    fi, ri = hopping.FILES.index(t[0]), int(t[1:])
    hops, landed = set(), set()
    for df, dr in order:
        on_board = 0 <= fi + df < 8 and 1 <= ri + dr <= 8
        here = f"{hopping.FILES[fi + df]}{ri + dr}" if on_board else None
        if here is None or here not in board or here in landed:  # each piece hops at most once
            continue
        lf, lr = fi - df, ri - dr
        if not (0 <= lf < 8 and 1 <= lr <= 8) or f"{hopping.FILES[lf]}{lr}" in board:
            continue
        piece = board[here]
        if piece.kind == "chariot" and _between_enemies(board, here):
            continue
        bf, br = fi + 2 * df, ri + 2 * dr
        behind = board.get(f"{hopping.FILES[bf]}{br}") if 0 <= bf < 8 and 1 <= br <= 8 else None
        if piece.color != board[t].color and behind is not None and behind.color == piece.color:
            continue
        board[f"{hopping.FILES[lf]}{lr}"] = board.pop(here)
        landed.add(f"{hopping.FILES[lf]}{lr}")
        hops.add((here, f"{hopping.FILES[lf]}{lr}"))
    return hops


def _between_enemies(board, square):
    f, r = hopping.FILES.index(square[0]), int(square[1:])
    me = board[square].color
    for df, dr in ((1, 0), (0, 1), (1, 1), (1, -1)):
        ends = [(f + df, r + dr), (f - df, r - dr)]
        found = [board.get(f"{hopping.FILES[x]}{y}") if 0 <= x < 8 and 1 <= y <= 8 else None
                 for x, y in ends]
        if all(p is not None and p.color != me for p in found):
            return True
    return False


def test_hops_are_decided_together_so_order_cannot_matter():  # ruling H3
    import random

    directions = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1)]
    rng = random.Random(2)
    pos, checked = hopping.Position.start(), 0
    while checked < 300:
        if pos.is_over:
            pos = hopping.Position.start()
        for move in pos.legal_moves():
            engine = {(e.data["from"], e.data["to"]) for e in kinds(pos.play(move).events, "hop")}
            for order in (directions, directions[::-1], rng.sample(directions, 8)):
                assert _sequential_hops(pos, move, order) == engine, (pos, move)
            checked += 1
        pos = pos.play(rng.choice(pos.legal_moves()))


# -- §Capturing Pieces ----------


def test_capture_seed_safe_diagram_not_on_one_axis():
    pos = position({"c5": "RD", "d5": "BD", "d4": "RD", "a1": "RC", "h8": "BC"})
    after = pos.play("a1-b1")  # a move far away: captures are checked on the whole board
    assert after.piece_at("d5") == hopping.Piece("blue", "dog")
    assert not kinds(after.events, "capture")


def test_capture_seed_diagonal_diagram_is_captured():
    pos = position({"c6": "RD", "d5": "BD", "e4": "RD", "a1": "RC", "h8": "BC"})
    after = pos.play("a1-b1")  # ruling H5b: the whole board is checked after every move
    assert after.piece_at("d5") is None
    (capture,) = kinds(after.events, "capture")
    assert capture.data["between"] == ["c6", "e4"] or capture.data["between"] == ["e4", "c6"]
    assert "Capturing Pieces" in capture.rule


def test_capture_by_hopping_a_dog_between_two_enemies():
    # The strategy tip: two Red pieces on an axis with one square between; a hop fills it.
    pos = position({"c6": "RD", "f3": "BD", "e3": "RD", "a1": "RC", "h8": "BC"})
    after = pos.play("e3-e4")
    assert after.piece_at("d5") is None and after.count("blue", "dog") == 0
    assert [e.kind for e in after.events] == ["move", "hop", "capture"]
    assert str(after.events[2]) == (
        "Blue dog d5 was captured between the Red dog on c6 and the Red dog on e4 "
        "(Polis rules §Capturing Pieces)."
    )


def test_captures_are_simultaneous_seed_row():
    # "RD BD RD BD": both centre pieces are captured, each counting for the other's capture.
    pos = position({"a4": "RD", "b4": "BD", "c4": "RD", "d4": "BD", "h1": "RC", "h8": "BC"})
    after = pos.play("h1-g1")
    assert after.piece_at("b4") is None and after.piece_at("c4") is None
    captures = kinds(after.events, "capture")
    assert len(captures) == 2 and all("simultaneously" in e.rule for e in captures)


def test_captures_are_simultaneous_in_play():
    # Blue steps e5-d4 next to the Red dog c4 (which cannot hop: e4 is occupied).
    pos = position({"a4": "RD", "b4": "BD", "c4": "RD", "e4": "BD", "e5": "BD", "h1": "RC"},
                   to_move="blue")
    after = pos.play("e5-d4")
    assert after.piece_at("b4") is None  # Blue's own dog, between a4 and c4
    assert after.piece_at("c4") is None  # Red's dog, between b4 and d4


# -- §Chariots ----------


def test_chariot_is_never_captured_but_stunned():
    after = position({"c5": "RD", "d5": "BC", "f6": "RD", "h1": "RC"}).play("f6-e5")
    assert after.piece_at("d5") == hopping.Piece("blue", "chariot")
    (stun,) = kinds(after.events, "stun")
    assert stun.data["square"] == "d5" and "Stunned Chariots" in stun.rule
    assert not kinds(after.events, "capture")


def test_stunned_chariot_cannot_be_moved_by_its_owner():
    pos = position({"c5": "RD", "d5": "BC", "e5": "RD", "a8": "BD", "h1": "RC"}, to_move="blue")
    assert pos.stunned() == {"d5"}
    assert all(m.origin != "d5" for m in pos.legal_moves())
    with pytest.raises(IllegalAction, match="stunned") as err:
        pos.play("d5-d6")
    assert "Stunned Chariots" in err.value.rule


def test_stunned_chariot_does_not_count_for_capturing():
    # The seed's example: the Blue chariot is stunned, so the Red dog next to it is safe.
    pieces = {"c5": "RD", "d5": "BC", "e5": "RD", "d4": "RD", "d2": "BD", "c2": "BD",
              "h1": "RC"}
    after = position(pieces, to_move="blue").play("c2-d3")
    assert after.piece_at("d4") == hopping.Piece("red", "dog")
    (spared,) = kinds(after.events, "spared")
    assert spared.data == {"square": "d4", "by": "d5"}


def test_an_unstunned_chariot_does_count_for_capturing():
    pieces = {"d5": "BC", "d4": "RD", "d2": "BD", "c2": "BD", "h1": "RC"}
    after = position(pieces, to_move="blue").play("c2-d3")
    assert after.piece_at("d4") is None


def test_stun_lasts_while_surrounded_and_ends_when_a_stunner_leaves():  # ruling H5
    pos = position({"c5": "RD", "d5": "BC", "e5": "RD", "a8": "BD", "h1": "RC"})
    after = pos.play("e5-f6")  # Red steps its own stunner away
    assert after.stunned() == frozenset()
    assert [e.kind for e in after.events][-1] == "release"


# -- §Illegal Moves ----------


def test_cannot_move_a_dog_where_it_is_at_once_captured():
    pos = position({"b4": "BD", "d4": "BD", "c3": "RD", "h1": "RC", "h8": "BC"})
    with pytest.raises(IllegalAction, match="at once captured") as err:
        pos.play("c3-c4")
    assert "Illegal Moves" in err.value.rule
    assert "c3-c4" not in map(str, pos.legal_moves())


def test_cannot_move_a_chariot_where_it_is_at_once_stunned():
    pos = position({"b4": "BD", "d4": "BD", "c3": "RC", "h8": "BC"})
    with pytest.raises(IllegalAction, match="at once stunned") as err:
        pos.play("c3-c4")
    assert "Illegal Moves" in err.value.rule


def test_may_hop_own_pieces_into_danger():
    # Red steps e6-d5; its own dog e5 hops to c5, between the Blue dogs c6 and c4 (both
    # defended from hopping by b7 and b3), and is captured. The move is legal.
    pieces = {"c6": "BD", "b7": "BD", "c4": "BD", "b3": "BD", "e5": "RD", "e6": "RD",
              "h1": "RC", "h8": "BC"}
    pos = position(pieces)
    assert "e6-d5" in map(str, pos.legal_moves())
    after = pos.play("e6-d5")
    (capture,) = kinds(after.events, "capture")
    assert capture.data["square"] == "c5" and capture.data["piece"] == "red dog"


def test_illegal_move_leaves_the_position_unchanged():
    pos = position({"b4": "BD", "d4": "BD", "c3": "RD", "h1": "RC", "h8": "BC"})
    before = pos.to_json()
    with pytest.raises(IllegalAction):
        pos.play("c3-c4")
    assert pos.to_json() == before


# -- §How to Win ----------


def test_chariot_on_opponents_back_row_wins_at_once():
    pos = position({"c7": "RC", "h7": "BC", "a4": "BD"})
    after = pos.play("c7-c8")
    assert after.winner == "red" and after.is_over
    assert after.legal_moves() == []
    (win,) = kinds(after.events, "win")
    assert "How to Win" in win.rule
    with pytest.raises(IllegalAction, match="game is over") as refused:
        after.play("a4-a5")
    # The refusal says who won and cites §How to Win once (not the sentence's citation twice).
    assert str(refused.value) == ("the game is over: Red wins: its chariot reached c8, on the "
                                  "opponent's back row (Polis rules §How to Win)")


def test_blue_wins_on_rank_1():
    after = position({"d2": "BC", "h1": "RC"}, to_move="blue").play("d2-d1")
    assert after.winner == "blue"


@pytest.mark.parametrize("hopped_chariot_wins, winner", [(True, "red"), (False, None)])
def test_chariot_hopped_onto_the_goal_row(hopped_chariot_wins, winner):  # ruling H6
    pos = position({"g6": "RC", "h6": "BD", "a4": "BC", "a5": "RD"}, to_move="blue",
                   hopped_chariot_wins=hopped_chariot_wins)
    after = pos.play("h6-g7")  # the Red chariot g6 hops over g7 onto g8
    assert after.piece_at("g8") == hopping.Piece("red", "chariot")
    assert after.winner == winner


# -- Where the seed is silent ----------


@pytest.mark.parametrize("option, result", [("loses", "blue"), ("draw", "draw")])
def test_no_legal_move(option, result):  # ruling H7
    # Red's only piece, its chariot, is stunned: Red cannot move.
    pos = position({"d5": "RC", "c5": "BD", "e5": "BD", "a8": "BC"}, no_legal_move=option)
    assert pos.legal_moves() == []
    assert pos.result == result and pos.is_over
    assert "H7" in pos.why_over()


def test_quiet_limit_draws_endless_games():  # ruling H8
    pos = position({"a1": "RD", "h8": "BD"}, quiet_limit=3)
    after = pos.play("a1-a2").play("h8-h7").play("a2-a1")
    assert after.result == "draw"
    assert "H8" in kinds(after.events, "draw")[0].rule
    assert position({"a1": "RD", "h8": "BD"}, quiet_limit=None).rules.quiet_limit is None


def test_diagram_with_a_chariot_home_is_a_finished_game():  # ruling H10
    pos = position({"d8": "RC", "a8": "BC"})
    assert pos.winner == "red"
