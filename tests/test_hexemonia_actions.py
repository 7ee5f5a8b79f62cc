"""Seed 004 §Step C: the Production, Strategy and Special actions, every tile ability of the
closing pages, and Example 1 (revealing the Acropolis), clause by clause."""

from __future__ import annotations

from fractions import Fraction

import pytest

from polislab import IllegalAction
from polislab.core import Randomness, ScriptedRandomness
from polislab.games.hexemonia import engine, position
from polislab.games.hexemonia.city import excess
from polislab.games.hexemonia.state import Placed, conservation_errors

NAMES = ("Andrea", "Barbara", "Corrado")


def illegal(state, text, match):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match):
        engine.apply(state, text)
    assert state.to_json() == before


def texts(state):
    return [str(a) for a in engine.legal_actions(state)]


def cubes(state, who, at):
    tile = state.tile_at(who, at)
    return None if tile is None else tile.cubes


def play(state, *actions):
    after = engine.play(state, *actions)
    assert not conservation_errors(after)
    return after


def andrea(cities=None, names=NAMES, **kw):
    return position(names, turn="Andrea", cities=cities or {}, **kw)


# -- Production ---------------------------------------------------------------------------------
def test_production_active_tiles_produce_on_themselves():
    state = andrea({"Andrea": {"1a": "Pasture 1c", "1b": "Village 1c", "1c": "Quarry 1c 1h",
                               "1d": "Gymnasium 1c 1h 1g"}})
    state, events = engine.apply(state, "produce")
    assert cubes(state, "Andrea", "1a") == (2, 0, 0)  # Pasture: 1 Citizen
    assert cubes(state, "Andrea", "1b") == (1, 0, 0)  # Village Inactive (needs 1 Gold)
    assert cubes(state, "Andrea", "1c") == (1, 1, 2)  # Quarry: 2 Gold
    assert cubes(state, "Andrea", "1d") == (1, 2, 1)  # Gymnasium: 1 Hoplite
    # (an asterisk marks a polislab-edition amount: the rulebook gives no production)
    assert [e.text for e in events if e.kind == "produce"] == [
        "the Pasture (1a) produced 1 Citizen*", "the Quarry (1c) produced 2 Gold*",
        "the Gymnasium (1d) produced 1 Hoplite*"]
    assert not conservation_errors(state)


def test_production_a_myth_produces_on_its_active_token_tile():
    state = andrea({"Andrea": {"1a": "Asty 2c 1h 1g +Muses", "1b": "Country 1c +Prometheus"}},
                   myths={"Andrea": ["Muses", "Prometheus"]}, players=4,
                   names=(*NAMES, "Dora"))
    state = play(state, "produce")
    assert cubes(state, "Andrea", "1a") == (5, 1, 1)  # Asty 2 Citizens + Muses 1 Citizen
    assert cubes(state, "Andrea", "1b") == (1, 0, 0)  # Country Inactive: Prometheus idle too


def test_production_the_supply_is_a_real_limit():
    state = andrea({"Andrea": {"1a": "Quarry 1c 1h"}, "Barbara": {"A": "2c 47g"}})
    assert state.supply[2] == 1
    state, events = engine.apply(state, "produce")
    assert cubes(state, "Andrea", "1a") == (1, 1, 1)
    assert "produced 1 Gold* of 2: the supply has no more" in events[0].text


# -- Strategy -----------------------------------------------------------------------------------
def test_strategy_moves_resources_freely_then_exchanges_on_each_tile():
    state = andrea({"Andrea": {"A": "4c 1g", "1a": "Pasture 1c", "1b": "Spring"}})
    state = play(state, "strategy", "move citizen from A to 1b", "move citizen from A to 1b",
                 "move gold from A to 1a")
    assert [cubes(state, "Andrea", x) for x in ("A", "1a", "1b")] == [(2, 0, 0), (1, 0, 1),
                                                                      (2, 0, 0)]
    state = play(state, "exchange citizens at 1b")  # 2 Citizens for 1 Hoplite
    assert cubes(state, "Andrea", "1b") == (0, 1, 0)
    illegal(state, "move citizen from A to 1a", "the exchanges come after all the moves")
    illegal(state, "exchange hoplite at 1b", "has had its exchange")
    state = play(state, "exchange citizens at A", "end strategy")
    assert cubes(state, "Andrea", "A") == (0, 1, 0)
    assert engine.to_move(state) == "Barbara"


def test_strategy_a_hoplite_back_into_two_citizens():
    state = andrea({"Andrea": {"A": "1h"}})
    state = play(state, "strategy", "exchange hoplite at A")
    assert cubes(state, "Andrea", "A") == (2, 0, 0)


def test_strategy_a_kind_moves_one_way_through_a_tile():
    state = andrea({"Andrea": {"A": "2c", "1a": "Pasture 1c", "1b": "Spring"}})
    state = play(state, "strategy", "move citizen from A to 1a")
    illegal(state, "move citizen from 1a to 1b", "has received Citizens in this action")
    illegal(state, "move citizen from 1b to A", "no Citizen on the Spring")
    state = play(state, "move citizen from A to 1b")
    illegal(state, "move citizen from 1b to A", "has received Citizens")
    assert "move citizen from 1a to 1b" not in texts(state)


def test_strategy_exchanges_any_number_under_the_option():
    state = andrea({"Andrea": {"A": "6c"}}, strategy_exchanges="any")
    state = play(state, "strategy", "exchange citizens at A", "exchange citizens at A")
    assert cubes(state, "Andrea", "A") == (2, 2, 0)
    illegal(state, "exchange hoplite at A", "exchanges one way only")


# -- Special: the rules of the action --------------------------------------------------------
def test_special_only_active_gear_tiles_each_once():
    state = andrea({"Andrea": {"A": "2c", "1a": "Temple 1c 1g", "1b": "Spring",
                               "1c": "Port 1c"}})
    assert "special" in texts(state)
    state = play(state, "special")
    uses = [t for t in texts(state) if t.startswith("use")]
    assert uses == ["use Temple at 1a", "use Spring at 1b for citizen",
                    "use Spring at 1b for hoplite", "use Spring at 1b for gold"]
    illegal(state, "use Port at 1c", "not Active")
    state = play(state, "use Temple at 1a")
    illegal(state, "use Temple at 1a", "has been used in this action")
    assert texts(state) == ["use Spring at 1b for citizen", "use Spring at 1b for hoplite",
                            "use Spring at 1b for gold", "reveal", "end special"]


def test_special_needs_an_ability_to_use():
    state = andrea({"Andrea": {"1a": "Pasture 1c"}})
    assert "special" not in texts(state)
    illegal(state, "special", "no Active tile or Myth with a gear ability")


def test_excess_is_what_exceeds_the_cost_of_an_active_tile():
    assert excess(Placed((0, -1), "Phalanx", 0, 2, 4)) == (0, 0, 3)
    assert excess(Placed((0, -1), "Phalanx", 5, 1, 4)) == (0, 0, 0)  # Inactive: none


# -- Example 1: revealing the Acropolis --------------------------------------------------------
def corrado_temple(**kw):
    return position(NAMES, turn="Corrado", cities={
        "Corrado": {"1a": "Temple 1c 1g", "1b": "Spring"}}, **kw)


def test_example_1_the_temple_counts_the_adjacent_spring():
    state = play(corrado_temple(), "special", "use Temple at 1a")
    assert cubes(state, "Corrado", "1a") == (1, 0, 2)  # 1 Gold for the Spring


def test_example_1_revealing_sacred_olympia_adds_one_gold():
    state, events = engine.apply(engine.play(corrado_temple(), "special"), "reveal")
    assert state.player("Corrado").revealed
    assert "Olympia, Sacred" in events[0].text
    state = play(state, "use Temple at 1a")
    assert cubes(state, "Corrado", "1a") == (1, 0, 3)  # the Spring and the Acropolis
    state = play(state, "end special")
    assert state.player("Corrado").revealed  # for the rest of the game
    for last in ("produce", "produce", "special"):  # Andrea, Barbara, then Corrado again
        state = play(state, f"take {state.display[0]}", "take gold", last)
    illegal(state, "reveal", "already face up")


def test_example_1_option_anywhere_counts_an_acropolis_not_adjacent():
    far = position(NAMES, turn="Corrado", revealed=["Corrado"], cities={"Corrado": {
        "1a": "Spring", "2b": "Temple 1c 1g", "1b": "Pasture 1c"}})
    assert cubes(play(far, "special", "use Temple at 2b"), "Corrado", "2b") == (1, 0, 2)
    anywhere = position(NAMES, turn="Corrado", revealed=["Corrado"], cities={"Corrado": {
        "1a": "Spring", "2b": "Temple 1c 1g", "1b": "Pasture 1c"}},
        acropolis_nature="anywhere")
    assert cubes(play(anywhere, "special", "use Temple at 2b"), "Corrado", "2b") == (1, 0, 3)


# -- the tile abilities ---------------------------------------------------------------------------
def test_lighthouse_each_opponent_gives_one_gold():
    state = andrea({"Andrea": {"1a": "Lighthouse 1c 1g"},
                    "Barbara": {"A": "2c 1g", "1a": "Pasture 1c 1g"},  # two tiles with Gold
                    "Corrado": {"A": "2c"}})  # none
    state = play(state, "special", "use Lighthouse at 1a")
    assert engine.to_move(state) == "Barbara"  # Barbara chooses which tile gives
    assert texts(state) == ["give gold from A", "give gold from 1a"]
    state, events = engine.apply(state, "give gold from 1a")
    assert cubes(state, "Barbara", "1a") == (1, 0, 0)
    assert cubes(state, "Andrea", "1a") == (1, 0, 2)
    assert "Corrado has no Gold to give" in events[-1].text
    assert engine.to_move(state) == "Andrea" and state.pending is None


def test_tavern_and_labyrinth_one_opponent_of_your_choice():
    state = andrea({"Andrea": {"1a": "Tavern 1c 1g", "1b": "Labyrinth 1c 1h"},
                    "Barbara": {"A": "2c 1h 1g"}, "Corrado": {"A": "3c 1g"}})
    state = play(state, "special")
    assert {"use Tavern at 1a on Barbara", "use Tavern at 1a on Corrado",
            "use Labyrinth at 1b on Barbara", "use Labyrinth at 1b on Corrado"} <= set(
        texts(state))
    state = play(state, "use Tavern at 1a on Corrado", "use Labyrinth at 1b on Barbara")
    assert cubes(state, "Andrea", "1a") == (2, 0, 1) and cubes(state, "Corrado", "A") == (2, 0, 1)
    assert cubes(state, "Andrea", "1b") == (1, 2, 0) and cubes(state, "Barbara", "A") == (2, 0, 1)


def test_agora_moves_any_two_resources():
    state = andrea({"Andrea": {"A": "3c 2g", "1a": "Agora 1c 1g", "1b": "Spring"}})
    state = play(state, "special", "use Agora at 1a", "move gold from A to 1b")
    assert state.pending.kind == "agora" and "end Agora" in texts(state)
    state = play(state, "move citizen from 1a to 1b")
    assert state.pending is None
    assert [cubes(state, "Andrea", x) for x in ("A", "1a", "1b")] == [(3, 0, 1), (0, 0, 1),
                                                                      (1, 0, 1)]


def test_temple_and_port_count_adjacent_natures():
    state = andrea({"Andrea": {"1a": "Port 1c 1g", "1b": "Pasture 1c", "1f": "Village 1c 1g",
                               "2a": "Quarry", "1c": "Spring"}}, players=4,
                   names=(*NAMES, "Dora"))
    state = play(state, "special", "use Port at 1a")
    assert cubes(state, "Andrea", "1a") == (1, 0, 4)  # Pasture, Village, Quarry: Economic


def test_necropolis_two_citizens_for_one_gold():
    state = andrea({"Andrea": {"A": "3c", "1a": "Necropolis 2c", "1b": "Spring"}})
    state = play(state, "special", "use Necropolis at 1a", "remove citizen from A",
                 "remove citizen from A", "remove citizen from 1a")
    state, events = engine.apply(state, "end Necropolis")
    assert cubes(state, "Andrea", "A") == (1, 0, 0)
    assert cubes(state, "Andrea", "1a") == (1, 0, 1)  # 3 removed: 1 Gold, the odd one nothing
    assert "took 1 Gold for 3 Citizens" in events[0].text


def test_spring_one_resource_on_the_acropolis():
    state = play(andrea({"Andrea": {"1a": "Spring"}}), "special", "use Spring at 1a for hoplite")
    assert cubes(state, "Andrea", "A") == (2, 1, 1)


def test_hades_up_to_three_excess_citizens_from_one_opponent_tile():
    state = andrea({"Andrea": {"1a": "Walls 2c +Hades"},
                    "Barbara": {"1a": "Pasture 5c", "1b": "Walls 1c"}},
                   myths={"Andrea": ["Hades"]})
    state = play(state, "special")
    assert [t for t in texts(state) if "Hades" in t] == [
        "use Hades on Barbara 1a", "use Hades on Barbara 1a x2", "use Hades on Barbara 1a x3"]
    state = play(state, "use Hades on Barbara 1a x3")
    assert cubes(state, "Barbara", "1a") == (2, 0, 0)


def test_hades_needs_its_token_on_an_active_tile():
    state = andrea({"Andrea": {"1a": "Walls 1c +Hades", "1b": "Spring"},
                    "Barbara": {"1a": "Pasture 5c"}}, myths={"Andrea": ["Hades"]})
    state = play(state, "special")
    illegal(state, "use Hades on Barbara 1a", "token is not on an Active tile")


def test_oracle_reorders_the_top_four_tiles():
    state = andrea({"Andrea": {"1a": "Amphitheater 2c 1g +Oracle"}}, myths={"Andrea": ["Oracle"]},
                   stack=["Walls", "Port", "Agora", "Spring", "Temple"])
    state = play(state, "special")
    orders = [t for t in texts(state) if "Oracle" in t]
    assert len(orders) == 24 and orders[0] == "use Oracle order Walls, Port, Agora, Spring"
    state = play(state, "use Oracle order Spring, Agora, Walls, Port")
    assert state.stack == ("Spring", "Agora", "Walls", "Port", "Temple")


def test_fates_draws_a_tile_and_the_last_one_ends_the_game():
    state = andrea({"Andrea": {"1a": "Country 2c +Fates"}}, myths={"Andrea": ["Fates"]},
                   stack=["Temple"])
    state, events = engine.apply(engine.play(state, "special"), "use Fates")
    assert state.player("Andrea").hand == ("Temple",) and state.stack == ()
    assert state.ending and events[-1].kind == "end triggered"


def test_pandora_an_opponent_discards_a_random_tile():
    state = andrea({"Andrea": {"1a": "Temple 1c 1g +Pandora"}}, myths={"Andrea": ["Pandora"]},
                   hands={"Barbara": ["Walls", "Walls", "Spring"]})
    state = play(state, "special")
    assert "use Pandora on Barbara" in texts(state)
    assert "use Pandora on Corrado" not in texts(state)  # an empty hand
    state = play(state, "use Pandora on Barbara")
    assert engine.to_move(state) == "chance"
    assert [(str(a), p) for a, p in engine.chance_outcomes(state)] == [
        ("random discard Walls", Fraction(2, 3)), ("random discard Spring", Fraction(1, 3))]
    after, events = engine.resolve_chance(state, Randomness(3))
    assert len(after.player("Barbara").hand) == 2 and len(after.underworld) == 1
    assert events[0].kind == "random discard"


def test_pandora_a_script_names_the_tile_it_takes():
    state = andrea({"Andrea": {"1a": "Temple 1c 1g +Pandora"}}, myths={"Andrea": ["Pandora"]},
                   hands={"Barbara": ["Walls", "Walls", "Spring"]})
    state = play(state, "special", "use Pandora on Barbara")
    script = ScriptedRandomness(decks={engine.PANDORA_DECK: ["Spring"]})
    assert str(engine.chance_action(state, script)) == "random discard Spring"


def test_oracle_with_fewer_than_four_tiles_orders_those_left():
    state = andrea({"Andrea": {"1a": "Amphitheater 2c 1g +Oracle"}}, myths={"Andrea": ["Oracle"]},
                   stack=["Walls", "Port"])
    orders = [t for t in texts(play(state, "special")) if "Oracle" in t]
    assert orders == ["use Oracle order Walls, Port", "use Oracle order Port, Walls"]
