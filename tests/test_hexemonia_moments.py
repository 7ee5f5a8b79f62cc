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
    state = hexemonia.position(NAMES, turn="Ann", step="draw", drawn=1, hands={"Ann": ["Walls"]})
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
    ({"step": "play", "drawn": 1}, "0 or 1 at step 'draw' (step A draws twice), 2 after it"),
    # seed 004 §The End of the Game: only a final-round turn skips step A
    ({"step": "play", "drawn": 0}, "or 0 in a final-round turn (ending=True)"),
    ({"step": "draw", "played": ["1a"]}, "tiles are played at step B"),
    ({"step": "action"}, "step 'action' is typed with the action under way"),
    ({"step": "action", "war": {}, "special": {}}, "one action a turn"),
    ({"step": "play", "played": ["A"]}, "never the Acropolis"),
    ({"step": "play", "played": ["1a"], "cities": {"Ann": {"1a": "Pasture 3c"}}},
     "holds exactly the Resources paid for it"),
    ({"step": "action", "war": {"attacking": ("Bob", "1a"), "committed": {"A": "1g"}},
      "cities": ARMIES}, "Gold does not fight"),
    ({"step": "action", "war": {"attacking": ("Ann", "1a")}, "cities": ARMIES},
     "Ann is not his own opponent"),
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
    kwargs = {"draw": {"step": "draw", "drawn": 1, "hands": {"Ann": ["Walls"]}},
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
                           turn="Ann", step="play", paying={"at": "1b", "paid": {"A": "1c"}})


# -- moments no play reaches (issue 35) --------------------------------------------------------
@pytest.mark.parametrize(("kwargs", "words"), [
    # seed 004 §Step A: the first draw takes one of the four face-up tiles into the hand
    ({"step": "draw", "drawn": 1}, "hand is empty after step A's first draw"),
    # seed 004 §Step D, Discard Excess Tiles: every turn ends with four tiles at most
    ({"hands": {"Bob": ["Walls", "Walls", "Spring", "Port", "Agora"]}}, "Bob holds 5 tiles"),
    ({"step": "draw", "hands": {"Ann": ["Walls", "Walls", "Spring", "Port", "Agora"]}},
     "Ann holds 5 tiles after 0 draws"),
    # ... then step A draws two tiles and the Fates one (§Myth: the Fates)
    ({"step": "discard", "hands": {"Ann": ["Walls", "Walls", "Spring", "Port", "Agora",
                                           "Temple", "Tavern", "Quarry"]}},
     "Ann holds 8 tiles: a turn begins with at most 4"),
    # seed 004 §Myth Tiles: no more than three Myth tiles in front of a player
    ({"cities": {"Bob": {"1a": "Walls +Hades", "1b": "Pasture +Fates",
                         "1c": "Agora +Muses +Oracle"}},
      "myths": {"Bob": ["Hades", "Oracle", "Fates", "Muses"]}}, "Bob has 4 Myth tiles"),
    # seed 004 §Step A, Note: there will always be four face-up tiles (while the stack lasts)
    ({"display": ["Walls"]}, "1 tiles face up while the Stack of Fate holds"),
    # seed 004 §The End of the Game: the final round begins with the last tile turned over
    ({"stack": []}, "the Stack of Fate is empty, so the final round has begun"),
    ({"ending": True, "stack": ["Walls"]}, "the final round begins when the last tile"),
    ({"ending": True, "step": "draw"}, "the final round skips step A"),
])
def test_a_table_no_play_leaves_is_refused_naming_the_rule(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hexemonia.position(NAMES, turn="Ann", **kwargs)
    assert words in str(err.value) and "Hexemonia rulebook §" in str(err.value)


def test_the_turn_that_turns_over_the_last_tile_is_typed_at_its_first_draw():
    played = hexemonia.position(NAMES, turn="Ann", step="draw", stack=["Temple"],
                                display=["Walls", "Spring", "Oracle", "Port"]).play("take Walls")
    assert played.ending and played.step == "draw" and played.stack == ()
    built = hexemonia.position(NAMES, turn="Ann", step="draw", drawn=1, ending=True,
                               hands={"Ann": ["Walls"]},
                               display=["Temple", "Spring", "Oracle", "Port"])
    assert built.to_json() == played.to_json()


@pytest.mark.parametrize("option", ["one", "any"])
def test_an_exchange_listed_twice_on_one_tile(option):
    table = {"Ann": {"A": "6c 1g", "1a": "Pasture 1c"}}
    start = hexemonia.position(NAMES, cities=table, turn="Ann", step="play",
                               strategy_exchanges=option).play("strategy")
    twice = {"exchanged": [("A", "citizens"), ("A", "citizens")]}
    after = {"Ann": {"A": "2c 2h 1g", "1a": "Pasture 1c"}}
    if option == "one":
        # seed 004 §Step C, Strategy: an exchange "on *each* tile" (ruling HX9, option "one")
        with pytest.raises(ScenarioError, match="listed for 2 exchanges.*§Step C, Strategy"):
            hexemonia.position(NAMES, cities=after, turn="Ann", step="action", strategy=twice,
                               strategy_exchanges=option)
        return
    # ruling HX9, option "any": a tile may exchange again the same way; both are kept
    played = start.play("exchange citizens at A", "exchange citizens at A")
    built = hexemonia.position(NAMES, cities=after, turn="Ann", step="action", strategy=twice,
                               strategy_exchanges=option)
    assert built.to_json() == played.to_json()
    assert built.legal_actions() == played.legal_actions()
    with pytest.raises(ScenarioError, match="exchanged both ways.*§Step C, Strategy"):
        hexemonia.position(NAMES, cities=after, turn="Ann", step="action",
                           strategy={"exchanged": [("A", "citizens"), ("A", "hoplites")]},
                           strategy_exchanges=option)


def test_a_move_listed_twice_is_two_cubes_moved():
    # seed 004 §Step C, Strategy: "you may freely move your Resources"
    table = {"Ann": {"A": "4c 1g", "1a": "Pasture 1c"}}
    played = hexemonia.position(NAMES, cities=table, turn="Ann", step="play").play(
        "strategy", "move citizen from A to 1a", "move citizen from A to 1a")
    built = hexemonia.position(NAMES, cities={"Ann": _typed(played, "Ann")}, turn="Ann",
                               step="action", strategy={"moved": [("citizens", "A", "1a")] * 2})
    assert built.to_json() == played.to_json()


@pytest.mark.parametrize("value", [..., object(), {1, 2}])
def test_the_builder_never_speaks_python(value):
    for kwargs in ({"step": "action"}, {"turn": value}, {"played": [value]}, {"drawn": value},
                   {"played": value}, {"step": "action", "special": {"using": value}},
                   {"step": "action", "war": {"placing": value}},
                   {"paying": {"at": "1a", "paid": {"A": value}}},
                   {"cities": {"Ann": {"1a": value}}}, {"hands": value},
                   {"step": "action", "war": {"attacked": [value]}}):
        with pytest.raises(ScenarioError) as err:
            hexemonia.position(NAMES, **kwargs)
        text = str(err.value)
        assert "Ellipsis" not in text and " at 0x" not in text and "{1, 2}" not in text, text


# -- every decision point typed (issue 35): built equals played --------------------------------
def _same(built: hexemonia.State, played: hexemonia.State) -> None:
    assert built.to_json() == played.to_json()
    assert built.legal_actions() == played.legal_actions()
    again = hexemonia.position(**json.loads(json.dumps(hexemonia.position_args(played))))
    assert again.to_json() == played.to_json()


THREE = ["Ann", "Bob", "Cleo"]
GEARS = {"Ann": {"A": "3c 1h 1g", "1a": "Agora 1c 1g", "1b": "Necropolis 2c",
                 "1c": "Lighthouse 1c 1g"},
         "Bob": {"A": "2c 1g", "1a": "Pasture 1c 1g"}, "Cleo": {"A": "2c 2g",
                                                                "1a": "Village 1c 1g"}}


def _gears(**kwargs):
    return hexemonia.position(THREE, turn="Ann", cities=GEARS, **kwargs)


def test_the_agora_under_way_with_its_moves_left():
    # seed 004 §Polis: the Agora moves up to two Resources (ruling HX11: one at a time)
    played = _gears(step="play").play("special", "use Agora at 1a")
    _same(_gears(step="action", special={"using": "1a"}), played)
    once = played.play("move citizen from A to 1b")
    table = {**GEARS, "Ann": {**GEARS["Ann"], "A": "2c 1h 1g", "1b": "Necropolis 3c"}}
    built = hexemonia.position(THREE, turn="Ann", cities=table, step="action",
                               special={"using": "1a", "left": 1})
    _same(built, once)


def test_the_necropolis_under_way_with_the_citizens_removed():
    # seed 004 §Chora: the Necropolis: Citizens back to the supply, 1 Gold for every two
    played = _gears(step="play").play("special", "use Necropolis at 1b",
                                      "remove citizen from 1b")
    table = {**GEARS, "Ann": {**GEARS["Ann"], "1b": "Necropolis 1c"}}
    built = hexemonia.position(THREE, turn="Ann", cities=table, step="action",
                               special={"using": "1b", "removed": 1})
    _same(built, played)


def test_the_lighthouse_waits_for_each_opponent_in_turn():
    # seed 004 §Fortifications: the Lighthouse takes 1 Gold from each opponent; each
    # chooses the tile it comes from (ruling HX12), in turn from the left
    played = _gears(step="play").play("special", "use Lighthouse at 1c")
    assert played.to_move == "Bob"
    _same(_gears(step="action", special={"using": "1c", "waiting": ["Bob", "Cleo"]}), played)
    after_bob = played.play("give gold from 1a")
    table = {"Ann": {**GEARS["Ann"], "1c": "Lighthouse 1c 2g"}, "Bob": {"A": "2c 1g",
                                                                      "1a": "Pasture 1c"},
             "Cleo": GEARS["Cleo"]}
    built = hexemonia.position(THREE, turn="Ann", cities=table, step="action",
                               special={"using": "1c", "waiting": ["Cleo"]})
    _same(built, after_bob)
    # ruling HX12: an opponent with the cube on one tile gives it at once, without a choice
    with pytest.raises(ScenarioError, match="Bob has gold on fewer than two tiles.*HX12"):
        hexemonia.position(THREE, turn="Ann", cities=table, step="action",
                           special={"using": "1c", "waiting": ["Bob", "Cleo"]})


def test_pandora_waits_for_chance():
    # seed 004 §Myth: Pandora: an opponent discards a tile from his hand at random
    cities = {"Ann": {"1a": "Temple 1c 1g +Pandora"}}
    kwargs = {"cities": cities, "myths": {"Ann": ["Pandora"]},
              "hands": {"Bob": ["Walls", "Spring"]}}
    played = hexemonia.position(THREE, turn="Ann", step="play", **kwargs).play(
        "special", "use Pandora on Bob")
    built = hexemonia.position(THREE, turn="Ann", step="action",
                               special={"using": "Pandora", "opponent": "Bob"}, **kwargs)
    assert built.to_move == "chance"
    _same(built, played)


WARRIORS = {"Ann": {"A": "2c 3h 1g", "1a": "Pasture 1c", "1b": "Country 2c", "1c": "Walls 2c"},
            "Bob": {"1a": "Pasture 1c 2g +Fates"}}


def _war_start():
    return hexemonia.position(NAMES, turn="Ann", cities=WARRIORS, myths={"Bob": ["Fates"]},
                              step="play").play("war", "attack Bob 1a")


def test_the_casualties_after_a_charge_won():
    # seed 004 §War, Battle Casualties: the attacker loses the defenders' worth, choosing
    # how among the cubes he committed (ruling HX19: a Hoplite with a Citizen of change)
    played = _war_start().play("commit 1 hoplite from A", "commit 1 citizen from A", "charge")
    assert played.pending.kind == "casualties"
    cities = {"Ann": {**WARRIORS["Ann"], "A": "1c 2h 1g"}, "Bob": {"1a": "Pasture 2g +Fates"}}
    built = hexemonia.position(NAMES, turn="Ann", cities=cities, myths={"Bob": ["Fates"]},
                               step="action",
                               war={"attacking": ("Bob", "1a"), "committed": {"A": "1c 1h"},
                                    "defenders": "1c"})
    _same(built, played)


def test_the_conquered_tile_waits_for_its_place():
    # seed 004 §War, Spoils of War: the tile joins the attacker's city with its Gold, the
    # survivors and its Myth token (the Myth tile follows); ruling HX20: its place is chosen
    played = _war_start().play("commit 1 hoplite from A", "commit 1 citizen from A", "charge",
                               "lose 1 citizen")
    assert played.pending.kind == "place"
    cities = {"Ann": {**WARRIORS["Ann"], "A": "1c 2h 1g"}, "Bob": {}}
    built = hexemonia.position(NAMES, turn="Ann", cities=cities, myths={"Ann": ["Fates"]},
                               step="action", war={"attacked": ["Bob"],
                                                   "placing": "Pasture 1h 2g +Fates"})
    _same(built, played)


FOUR_MYTHS = {"Ann": {"1a": "Walls +Hades", "1b": "Pasture +Fates", "1c": "Agora +Oracle"}}


def test_a_fourth_myth_tile_is_discarded_at_once():
    # seed 004 §Myth Tiles: no more than three in front of a player; one goes to the Underworld
    played = hexemonia.position(NAMES, turn="Ann", step="play", cities=FOUR_MYTHS,
                                myths={"Ann": ["Hades", "Oracle", "Fates"]},
                                hands={"Ann": ["Muses"]}).play("play Muses on 1c")
    assert played.pending.kind == "myth discard"
    cities = {"Ann": {**FOUR_MYTHS["Ann"], "1c": "Agora +Muses +Oracle"}}
    built = hexemonia.position(NAMES, turn="Ann", step="play", cities=cities,
                               myths={"Ann": ["Hades", "Oracle", "Fates", "Muses"]})
    _same(built, played)
    with pytest.raises(ScenarioError, match="one over 3 goes to the Underworld at once.*"
                                            "§Myth Tiles"):
        hexemonia.position(NAMES, turn="Ann", step="draw", cities=cities,
                           myths={"Ann": ["Hades", "Oracle", "Fates", "Muses"]})


def test_a_final_round_turn_skips_step_a():
    # seed 004 §The End of the Game: the others play a final turn without drawing
    played = hexemonia.position(NAMES, turn="Ann", step="draw", stack=["Temple"],
                                display=["Walls", "Spring", "Oracle", "Port"]).play(
        "take Walls", "take Temple", "produce")
    assert played.turn == 1 and played.drawn == 0 and played.step == "play"
    built = hexemonia.position(NAMES, turn="Bob", step="play", drawn=0, ending=True,
                               cities={"Ann": {"A": "2c 1g"}}, hands={"Ann": ["Temple", "Walls"]},
                               display=["Spring", "Oracle", "Port"], turns=2,
                               philosopher="Ann")
    _same(built, played)


def test_a_payment_part_way_names_where_its_resources_came_from():
    # seed 004 §Step B: Resources moved from other tiles, Citizens first (ruling HX6)
    table = {"A": "2c 1h 1g", "1a": "Pasture 2c 1h"}
    played = hexemonia.position(NAMES, cities={"Ann": table}, hands={"Ann": ["Gymnasium"]},
                                turn="Ann", step="play").play("play Gymnasium at 1b",
                                                              "pay citizen from 1a")
    assert played.pending.kind == "pay"
    built = hexemonia.position(NAMES, turn="Ann", step="play",
                               cities={"Ann": {"A": "2c 1h 1g", "1a": "Pasture 1c 1h",
                                               "1b": "Gymnasium 1c"}},
                               paying={"at": "1b", "paid": {"1a": "1c"}})
    _same(built, played)


@pytest.mark.parametrize(("kwargs", "words"), [
    # seed 004 §Polis: the Agora moves up to two Resources
    ({"special": {"using": "1a", "left": 3}}, "1 to 2 are left"),
    ({"special": {"using": "1a", "left": 0}}, "1 to 2 are left, not 0"),
    ({"special": {"using": "1a", "removed": 1}}, "is no detail of the Agora"),
    ({"special": {"left": 1}}, "name it with special['using']"),
    # seed 004 §Fortifications: the Lighthouse, every opponent from the left (ruling HX12)
    ({"special": {"using": "1c", "waiting": ["Cleo", "Bob"]}}, "those still waiting are the"
                                                               " last of them"),
    ({"special": {"using": "1c", "waiting": []}}, "names the opponents still to give"),
    ({"special": {"using": "1c", "waiting": ["Ann"]}}, "Ann is not his own opponent"),
])
def test_an_ability_under_way_no_play_reaches_is_refused(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        _gears(step="action", **kwargs)
    assert words in str(err.value) and "Hexemonia rulebook §" in str(err.value)


@pytest.mark.parametrize(("war", "words"), [
    # seed 004 §War, Battle Casualties: one way to pay is taken at once (ruling HX19)
    ({"attacking": ("Bob", "1a"), "committed": {"A": "2c"}, "defenders": "1c"},
     "could be paid one way only"),
    # seed 004 §War, Conquering a Tile: the attack must be worth more than the defence
    ({"attacking": ("Bob", "1a"), "committed": {"A": "1c"}, "defenders": "1c"},
     "could not charge and win"),
    ({"attacking": ("Bob", "1a"), "committed": {"A": "1h"}, "defenders": "1g"},
     "never its Gold"),
    # seed 004 §War, Spoils of War: the tile is placed after its battle, in a war declared
    ({"placing": "Village 1c"}, "names the opponent it came from"),
    ({"attacked": ["Bob"], "placing": "Village", "attacking": ("Bob", "1a")},
     "goes without attacking"),
])
def test_a_battle_no_play_reaches_is_refused(war, words):
    cities = {"Ann": {**WARRIORS["Ann"], "A": "1c 2h 1g"}, "Bob": {"1a": "Pasture 2g"}}
    with pytest.raises(ScenarioError) as err:
        hexemonia.position(NAMES, turn="Ann", cities=cities, step="action", war=war)
    assert words in str(err.value) and "Hexemonia rulebook §" in str(err.value)


def test_a_conquered_tile_with_one_place_or_a_twin_is_refused():
    # ruling HX20: a tile with one legal place is placed at once; HX21: a Polis tile the
    # attacker has goes to the Underworld
    with pytest.raises(ScenarioError, match="placed at once, without a choice"):
        hexemonia.position(NAMES, turn="Ann", step="action",
                           cities={"Ann": {"1a": "Walls", "1b": "Pasture", "1c": "Country",
                                           "1d": "Quarry", "1e": "Village"}},
                           war={"attacked": ["Bob"], "placing": "Spring"})
    with pytest.raises(ScenarioError, match="goes to the Underworld at once"):
        hexemonia.position(THREE, turn="Ann", step="action",
                           cities={"Ann": {"1a": "Agora", "1b": "Pasture", "1c": "Walls"}},
                           war={"attacked": ["Bob"], "placing": "Agora"})


@pytest.mark.parametrize(("paid", "words"), [
    # seed 004 §Step B, 'Important': Resources placed on a tile played this turn cannot pay
    ({"1c": "1c"}, "not played this turn"),
    # seed 004 §Step B: exactly the Resources moved onto it make the tile Active
    ({"1a": "2c"}, "it holds what was paid for it"),
    ({"1a": "1g"}, "it holds what was paid for it"),
])
def test_a_payment_from_where_no_play_pays_is_refused(paid, words):
    cities = {"Ann": {"A": "2c 1h 1g", "1a": "Pasture 1c 1h", "1b": "Gymnasium 1c",
                      "1c": "Spring"}}
    with pytest.raises(ScenarioError) as err:
        hexemonia.position(NAMES, turn="Ann", step="play", cities=cities, played=["1c"],
                           paying={"at": "1b", "paid": paid})
    assert words in str(err.value) and "Hexemonia rulebook §Step B" in str(err.value)
