"""Every "may" of the Hexemonia rulebook read as a permission or as a choice, as
docs/rules/hexemonia.md ("Every "may" of the rulebook") decides, with the other reading's
option where one is plausible (ruling HX33)."""

import pytest

from polislab.core.errors import IllegalAction
from polislab.games.hexemonia import engine, position


def legal(state):
    return [str(a) for a in engine.legal_actions(state)]


def ann_and_bob(step="play", **options):
    return position(["Ann", "Bob"], step=step,
                    cities={"Ann": {"A": "4c 2h 2g", "1a": "Spring", "1b": "Necropolis 3c"},
                            "Bob": {"1a": "Pasture 2c", "1b": "Walls 2c"}},
                    hands={"Ann": ["Pasture"]}, **options)


def test_step_a_second_draw_is_a_choice_not_a_skip():
    # §Step A: "You may then either take another face-up tile ... or take any one Resource";
    # the step is "Draw 2 tiles or draw 1 tile and take 1 Resource": one of the two is taken.
    state = engine.play(ann_and_bob(step="draw"), "take Agora")
    offered = legal(state)
    assert {"take citizen", "take hoplite", "take gold"} <= set(offered)
    assert any(a.startswith("take ") and a.split()[1][0].isupper() for a in offered)
    assert all(a.startswith("take ") for a in offered)  # no way on to step B without it
    with pytest.raises(IllegalAction):
        engine.play(state, "produce")


def test_step_b_may_play_no_tile():
    # §Step B: "you can even choose to play no tiles at all"
    state = ann_and_bob()
    assert "play Pasture at 1c" in legal(state) and "produce" in legal(state)
    after = engine.play(state, "produce")
    assert after.player("Ann").hand == ("Pasture",)


def test_tiles_polis_titles():
    # §Tiles: "your city-state may have more than one Polis tile as long as they have
    # different titles" (a permission, with a limit of one of each title)
    state = position(["Ann", "Bob", "Cy"],
                     cities={"Ann": {"A": "4c 4g", "1a": "Amphitheater 2c 1g"}},
                     hands={"Ann": ["Temple", "Amphitheater"]})
    assert "play Temple at 1b" in legal(state)
    assert not any(a.startswith("play Amphitheater") for a in legal(state))


def test_strategy_moves_and_exchanges_are_choices():
    # §Step C, Strategy: "You may freely move" and "you may also exchange ... on each tile":
    # nothing has to be moved or exchanged
    state = engine.play(ann_and_bob(), "strategy")
    assert "end strategy" in legal(state)
    assert "exchange citizens at A" in legal(state) and "exchange hoplite at A" in legal(state)
    after = engine.play(state, "end strategy")
    assert after.tile_at("Ann", "A").cubes == (4, 2, 2)


def test_special_uses_one_or_more():
    # §Step C, Special: "You may use the special ability of one or more of the Active tiles"
    state = engine.play(ann_and_bob(), "special")
    assert "end special" not in legal(state)
    with pytest.raises(IllegalAction) as err:
        engine.play(state, "end special")
    assert "§Step C, Special" in err.value.rule and "HX33" in err.value.rule
    used = engine.play(state, "use Spring at 1a for gold")
    assert "end special" in legal(used)
    # the other reading, a bare permission: the action may end at once
    loose = engine.play(ann_and_bob(empty_actions=True), "special")
    assert "end special" in legal(loose)
    assert engine.play(loose, "end special").turn == 1


def test_war_declares_at_least_once_and_once_on_each():
    # §Step C, War: "You may declare war on another city-state"; "once on each"
    state = engine.play(ann_and_bob(), "war")
    assert "end war" not in legal(state) and "attack Bob 1b" in legal(state)
    with pytest.raises(IllegalAction) as err:
        engine.play(state, "end war")
    assert "§Step C, War" in err.value.rule and "HX33" in err.value.rule
    loose = engine.play(ann_and_bob(empty_actions=True), "war")
    assert "end war" in legal(loose)


def test_hades_removes_one_to_three():
    # Hades: "you may remove up to a maximum of three excess Citizens"
    state = position(["Ann", "Bob"], myths={"Ann": ["Hades"]},
                     cities={"Ann": {"1a": "Walls 2c +Hades"},
                             "Bob": {"1a": "Pasture 6c"}})
    uses = [a for a in legal(engine.play(state, "special")) if a.startswith("use Hades")]
    assert sorted(uses) == ["use Hades on Bob 1a", "use Hades on Bob 1a x2",
                            "use Hades on Bob 1a x3"]


def test_necropolis_any_number():
    # the Necropolis: "you may remove any number of Citizens" (none included)
    state = engine.play(ann_and_bob(), "special", "use Necropolis at 1b")
    assert "end Necropolis" in legal(state)
    after = engine.play(state, "end Necropolis")
    assert after.tile_at("Ann", "1b").cubes == (3, 0, 0)
