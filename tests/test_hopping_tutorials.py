"""Each ready-made tutorial unfolds as its narration says (a wrong lesson is the worst bug)."""

import pytest
from hopping_boards import embed, kinds, position

from polislab import IllegalAction
from polislab.games import hopping
from polislab.games.hopping import goals


def frames(name):
    return hopping.tutorial(name).frames


def test_every_tutorial_loads_and_has_narration():
    for name in hopping.tutorial_names():
        scenario = hopping.tutorial(name)
        assert scenario.title and scenario.intro
        assert all(step.narration for step in scenario.steps)


def test_worked_example_matches_the_seed_after_diagram():
    final = frames("worked-example")[-1].state
    after = position(embed("RD\t\t\t\n\tBD\tBD\t\n\tBD\t\t", "c6"))
    assert {sq: p for sq, p in final.pieces().items() if p.kind == "dog"} == after.pieces()


def test_blocked_neighbours_stay_for_both_reasons():
    f = frames("blocked")
    assert {e.data["reason"] for e in kinds(f[1].events, "stay")} == {"blocked"}
    assert [e.data["reason"] for e in kinds(f[3].events, "stay")] == ["edge"]


def test_defended_then_not_defended():
    f = frames("defended")
    assert [e.data["reason"] for e in kinds(f[1].events, "stay")] == ["defended"]
    assert [(e.data["from"], e.data["to"]) for e in kinds(f[3].events, "hop")] == [("d6", "f6")]


def test_stunned_chariot_stays_cannot_move_does_not_capture_then_is_freed():
    f = frames("stunned-chariot")
    assert kinds(f[1].events, "stun") and f[1].state.stunned() == {"d5"}
    assert [e.data["reason"] for e in kinds(f[1].events, "stay")] == ["stunned"]
    with pytest.raises(IllegalAction, match="stunned"):
        f[1].state.play("d5-d6")
    # Step 3 shows the same board again, for the other reading (its hop d5-f5 is drawn).
    assert f[2].state == f[1].state and not f[2].events
    assert kinds(f[3].events, "spared") and f[3].state.piece_at("c4") is not None
    assert kinds(f[4].events, "release") and f[4].state.piece_at("c4") is None


def test_capture_tutorials():
    assert [e.data["square"] for e in kinds(frames("diagonal-capture")[1].events, "capture")] == [
        "d5"
    ]
    both = {e.data["square"] for e in kinds(frames("simultaneous-captures")[1].events, "capture")}
    assert both == {"b4", "c4"}
    (own,) = kinds(frames("into-danger")[1].events, "capture")
    assert own.data == {"square": "c5", "piece": "red dog", "between": ["c6", "c4"]}
    start = frames("into-danger")[0].state
    assert "b6-c5" not in map(str, start.legal_moves())
    with pytest.raises(IllegalAction, match="at once captured"):
        start.play("b6-c5")


def test_winning_tutorials():
    assert frames("winning")[-1].state.winner == "red"
    hopped = frames("hopped-home")[-1]
    assert hopped.state.winner == "red" and hopped.state.last_move.origin == "h6"


def test_strategy_tutorials():
    assert [e.data["square"] for e in kinds(frames("death-square")[1].events, "capture")] == [
        "a5"
    ]
    forward = {e.data["to"] for e in kinds(frames("advance-backward")[1].events, "hop")}
    assert forward == {"c5", "d5", "e5"}
    guard = frames("guard-the-chariot")
    assert guard[1].state.piece_at("d4") == hopping.Piece("red", "chariot")
    guarded = position({"d6": "RC", "d4": "RD", "e4": "BD", "h8": "BC"}, to_move="blue")
    with pytest.raises(IllegalAction, match="captured"):  # the narration's claim
        guarded.play("e4-d5")


def test_unknown_tutorial_names_the_known_ones():
    with pytest.raises(KeyError, match="worked-example"):
        hopping.tutorial("nope")


def test_first_moves_shows_the_setup_movement_and_alternating_turns():
    # §Setup, §Starting Position, §Taking Your Turn and its Movement, as the narration says.
    f = frames("first-moves")
    start = f[0].state
    assert start == hopping.Position.start()
    assert sorted(m.target for m in start.legal_moves() if m.origin == "d2") == ["c3", "d3", "e3"]
    assert not [m for m in start.legal_moves() if m.origin == "h1"]  # every neighbour taken
    assert f[1].state == f[2].state == start  # whose turn, then how a piece moves
    assert start.to_move == "red"  # ruling H1
    assert {(e.data["from"], e.data["to"]) for e in kinds(f[3].events, "hop")} == {
        ("c2", "e4"), ("e2", "c4")}
    assert f[3].state.to_move == "blue"
    assert {(e.data["from"], e.data["to"]) for e in kinds(f[4].events, "hop")} == {
        ("c7", "a5"), ("a7", "c5")}


def test_simultaneous_captures_are_made_by_the_move_itself():
    # §Capturing Pieces, "Both pieces can capture each other in the same turn": no dog of the
    # start stands between two enemies already, so both captures come from this move's hop.
    f = frames("simultaneous-captures")
    start = f[0].state
    assert start.piece_at("c4") is None
    assert not start.play("h1-g1").events[1:]  # a far move captures nothing: none pending
    (hop,) = kinds(f[1].events, "hop")
    assert (hop.data["from"], hop.data["to"]) == ("c6", "c4")
    assert {e.data["square"] for e in kinds(f[1].events, "capture")} == {"b4", "c4"}


@pytest.mark.parametrize("stun_before_hops, stuns", [(True, True), (False, False)])
def test_stunned_chariot_scenario_under_both_readings_of_ruling_h5(stun_before_hops, stuns):
    # The scenario's first step, f6-e5, puts the Blue chariot between c5 and e5. Under ruling H5
    # (default) it is stunned and stays; under the other reading it hops to f5, as narrated.
    scenario = hopping.tutorial("stunned-chariot")
    assert scenario.frames[0].state.rules.stun_before_hops  # the scenario says its reading
    start = hopping.position(str(scenario.frames[0].state), stun_before_hops=stun_before_hops)
    after = start.play("f6-e5")
    assert (after.stunned() == {"d5"}) is stuns
    assert (after.piece_at("f5") == hopping.Piece("blue", "chariot")) is not stuns


def test_stun_goal_explains_a_miss_with_the_stun_rule():
    # Polis rules §Chariots, Stunned Chariots: a chariot between two enemy pieces on one line.
    before = frames("stunned-chariot")[0].state
    ok, why = goals.stun("blue")(before, before.play("f6-f7"))
    assert not ok
    assert why == ("after f6-f7 the Blue chariot is not stunned: it does not stand between two "
                   "enemy pieces on one line (Polis rules §Chariots, Stunned Chariots).")
    assert goals.stun("blue")(before, before.play("f6-e5"))[0]


def test_advance_backward_keeps_the_group_together():
    # Polis rules §Strategy Tips, Advance Groups Backward: "keeping your formation together".
    # The narration says "the group stays together" (not that it keeps its shape: it turns round).
    def files_ranks(state):
        return {(ord(sq[0]), int(sq[1])) for sq, piece in state.pieces().items()
                if piece == hopping.Piece("red", "dog")}

    def connected(squares):
        seen, todo = set(), [next(iter(squares))]
        while todo:
            f, r = todo.pop()
            if (f, r) in seen:
                continue
            seen.add((f, r))
            todo += [(f + df, r + dr) for df in (-1, 0, 1) for dr in (-1, 0, 1)
                     if (f + df, r + dr) in squares]
        return seen == squares

    before, after = (frame.state for frame in frames("advance-backward"))
    assert connected(files_ranks(after)) and len(files_ranks(after)) == len(files_ranks(before))
    assert files_ranks(after) != files_ranks(before)
