"""Each ready-made tutorial unfolds as its narration says (a wrong lesson is the worst bug)."""

import pytest
from hopping_boards import embed, kinds, position

from polislab import IllegalAction
from polislab.games import hopping


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
    assert kinds(f[2].events, "spared") and f[2].state.piece_at("c4") is not None
    assert kinds(f[3].events, "release") and f[3].state.piece_at("c4") is None


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
