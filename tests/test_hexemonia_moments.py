"""The Hexemonia builder types a turn at each step (issue 27): after step A's first draw, with
tiles already played this turn, during a War (between attacks, or cubes committed), during a
Special with abilities used.

Each typed moment passes the save check, plays on and comes back equal from a save; a moment
built directly equals the one reached by play; what the rules could not reach is refused,
naming the rule. The hypothesis run takes its count from POLISLAB_MOMENT_EXAMPLES.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polislab.core.errors import ScenarioError
from polislab.games import hexemonia
from polislab.games.hexemonia.state import ACROPOLIS_TILE

EXAMPLES = int(os.environ.get("POLISLAB_MOMENT_EXAMPLES", "10"))
NAMES = ["Ann", "Bob"]


def _plays_on_and_reloads(state: hexemonia.State) -> None:
    assert hexemonia.State.from_json(json.loads(json.dumps(state.to_json()))) == state
    actions = state.legal_actions()
    assert actions
    state.play(actions[0])
    state.play(actions[-1])


def _typed(state: hexemonia.State, name: str) -> dict[str, str]:
    """A player's city-state as the builder reads it."""
    out = {}
    for p in state.player(name).city:
        cubes = " ".join(f"{n}{k}" for n, k in zip(p.cubes, "chg", strict=True) if n)
        tokens = " ".join(f"+{t}" for t in p.tokens)
        title = "" if p.tile == ACROPOLIS_TILE else p.tile
        out[p.at] = " ".join(x for x in (title, cubes, tokens) if x)
    return out


def test_after_the_first_draw_the_second_may_be_a_resource():
    state = hexemonia.position(NAMES, turn="Ann", step="draw", drawn=1)
    # seed 004 §Step A: draw 2 tiles, or 1 tile and 1 Resource
    assert "take gold" in [str(a) for a in state.legal_actions()]
    assert "take gold" not in [str(a) for a in hexemonia.position(
        NAMES, turn="Ann", step="draw").legal_actions()]
    played = hexemonia.position(NAMES, turn="Ann", step="draw", stack=None).play(
        "take Agora")
    assert played.drawn == 1 and played.step == "draw"
    _plays_on_and_reloads(state)


def test_a_tile_played_this_turn_cannot_pay_for_another():
    cities = {"Ann": {"A": "1h", "1a": "Agora 1c 1g"}}
    hands = {"Ann": ["Agora", "Pasture"]}
    before = hexemonia.position(NAMES, cities={"Ann": {"A": "1c 1h 1g"}}, hands=hands,
                                turn="Ann", step="play")
    played = before.play("play Agora at 1a")
    built = hexemonia.position(NAMES, cities=cities, hands={"Ann": ["Pasture"]}, turn="Ann",
                               step="play", played=["1a"])
    assert built == played
    # seed 004 §Step B, 'Important': the Agora's cubes, paid for it this turn, cannot pay for
    # the Pasture; a turn later they could
    assert not any(str(a).startswith("play Pasture") for a in built.legal_actions())
    later = hexemonia.position(NAMES, cities=cities, hands={"Ann": ["Pasture"]}, turn="Ann",
                               step="play")
    assert any(str(a).startswith("play Pasture") for a in later.legal_actions())
    _plays_on_and_reloads(built)


ARMIES = {"Ann": {"A": "2c 3h 1g", "1a": "Pasture 1c"}, "Bob": {"1a": "Pasture 1c"}}


def test_a_war_between_attacks_and_with_cubes_committed():
    before = hexemonia.position(NAMES, cities=ARMIES, turn="Ann", step="play")
    assert hexemonia.position(NAMES, cities=ARMIES, turn="Ann", step="action",
                              war={}) == before.play("war")
    committed = before.play("war", "attack Bob 1a", "commit 1 hoplite from A")
    built = hexemonia.position(NAMES, cities={**ARMIES, "Ann": _typed(committed, "Ann")},
                               turn="Ann", step="action",
                               war={"attacking": ("Bob", "1a"), "committed": {"A": "1h"}})
    assert built == committed and built.pending.get("held") == (0, 1, 0)
    _plays_on_and_reloads(built)


def test_a_special_with_an_ability_used():
    cities = {"Ann": {"A": "2c 3h 1g", "1a": "Pasture 1c", "1b": "Spring"}}
    played = hexemonia.position(NAMES, cities=cities, turn="Ann", step="play").play(
        "special", "use Spring at 1b for gold")
    built = hexemonia.position(NAMES, cities={"Ann": _typed(played, "Ann")}, turn="Ann",
                               step="action", special={"used": ["1b"]})
    assert built == played
    assert not any("Spring" in str(a) for a in built.legal_actions())  # once an action
    _plays_on_and_reloads(built)


@pytest.mark.parametrize("kwargs, words", [
    ({"step": "play", "drawn": 1}, "drawn is 0 or 1 at step 'draw'"),
    ({"step": "draw", "played": ["1a"]}, "tiles are played at step B"),
    ({"step": "action"}, "step 'action' is typed with the action under way"),
    ({"step": "action", "war": {}, "special": {}}, "one action a turn"),
    ({"step": "play", "played": ["A"]}, "never the Acropolis"),
    ({"step": "play", "played": ["1a"], "cities": {"Ann": {"1a": "Pasture 3c"}}},
     "holds exactly the Resources paid for it"),
    ({"step": "action", "war": {"attacking": ("Bob", "1a"), "committed": {"A": "1g"}},
      "cities": ARMIES}, "Gold does not fight"),
    ({"step": "action", "war": {"attacking": ("Ann", "1a")}, "cities": ARMIES},
     "does not attack his own city-state"),
    ({"step": "action", "war": {"attacked": ["Bob"]}, "cities": ARMIES},
     "no tile left to attack: the War action would have ended"),
    ({"step": "action", "special": {"used": ["1a"]},
      "cities": {"Ann": {"1a": "Pasture 1c"}}}, "1a has no gear ability"),
])
def test_a_moment_the_rules_cannot_reach_is_refused_naming_the_rule(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hexemonia.position(NAMES, turn="Ann", **kwargs)
    assert words in str(err.value)
    assert "Hexemonia rulebook §" in str(err.value)


@settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None)
@given(st.sampled_from(["draw", "play", "war", "special"]), st.integers(1, 3))
def test_generated_moments_reload_and_play_on(moment, hoplites):
    cities = {"Ann": {"A": f"2c {hoplites}h 1g", "1a": "Pasture 1c", "1b": "Spring"},
              "Bob": {"1a": "Pasture 1c"}}
    kwargs = {"draw": {"step": "draw", "drawn": 1},
              "play": {"step": "play", "played": ["1a"]},
              "war": {"step": "action", "war": {"attacking": ("Bob", "1a"),
                                                "committed": {"A": f"{hoplites}h"}}},
              "special": {"step": "action", "special": {"used": ["1b"]}}}[moment]
    state = hexemonia.position(NAMES, cities=cities, turn="Ann", **kwargs)
    _plays_on_and_reloads(state)
    if moment == "war":
        after = state.play("charge")  # a hoplite is worth two citizens: more than 1
        assert after.pending is None or after.pending.kind != "commit"


def test_a_strategy_part_way_and_a_discard_at_step_d():
    table = {"Ann": {"A": "2c 3h 1g", "1a": "Pasture 1c"}}
    played = hexemonia.position(NAMES, cities=table, turn="Ann", step="play").play(
        "strategy", "move citizen from A to 1a", "exchange citizens at 1a")
    built = hexemonia.position(NAMES, cities={"Ann": _typed(played, "Ann")}, turn="Ann",
                               step="action",
                               strategy={"moved": [("citizens", "A", "1a")],
                                         "exchanged": [("1a", "citizens")]})
    assert built == played
    # seed 004 §Step C, Strategy (ruling HX9): the exchanges come after every move
    assert not any(str(a).startswith("move") for a in built.legal_actions())
    discard = hexemonia.position(NAMES, step="discard", turn="Ann",
                                 hands={"Ann": ["Pasture", "Spring", "Agora", "Quarry",
                                                "Tavern"]})
    assert discard.pending.kind == "discard" and len(discard.legal_actions()) == 5
    for state in (built, discard):
        _plays_on_and_reloads(state)
    with pytest.raises(ScenarioError, match="both gave and received citizens"):
        hexemonia.position(NAMES, cities=table, turn="Ann", step="action",
                           strategy={"moved": [("citizens", "A", "1a"),
                                               ("citizens", "1a", "A")]})
    with pytest.raises(ScenarioError, match="a discard is chosen only with more than 4"):
        hexemonia.position(NAMES, step="discard", turn="Ann", hands={"Ann": ["Pasture"]})


def test_a_tile_paid_for_part_way_waits_for_the_payers_choice():
    table = {"A": "1c 1h 1g", "1a": "Pasture 2c"}
    played = hexemonia.position(NAMES, cities={"Ann": table}, hands={"Ann": ["Quarry"]},
                                turn="Ann", step="play").play("play Quarry at 1b")
    built = hexemonia.position(NAMES, cities={"Ann": {**table, "1b": "Quarry"}}, turn="Ann",
                               step="play", paying="1b")
    # seed 004 §Step B: a cost is paid from tiles not played this turn, Citizens first (HX6)
    assert built == played and built.pending.kind == "pay"
    assert [str(a) for a in built.legal_actions()] == ["pay citizen from A",
                                                       "pay citizen from 1a"]
    _plays_on_and_reloads(built)
    with pytest.raises(ScenarioError, match="a cost is paid citizens, then hoplites"):
        hexemonia.position(NAMES, cities={"Ann": {**table, "1b": "Quarry 1h"}}, turn="Ann",
                           step="play", paying="1b")
    with pytest.raises(ScenarioError, match="it would have been paid at once"):
        hexemonia.position(NAMES, cities={"Ann": {"A": "1c 1h 1g", "1b": "Quarry 1c"}},
                           turn="Ann", step="play", paying="1b")
