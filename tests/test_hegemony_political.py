"""Seed 000 §5.9-§5.12 (Political actions) and the §7 FAQ points they touch, clause by clause."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hegemony_states import give, play, round_trip, snapshot, start, with_resources

from polislab import IllegalAction, ScenarioError
from polislab.games.hegemony import COMPONENTS, engine
from polislab.games.hegemony.military import Roll
from polislab.games.hegemony.notation import parse_action
from polislab.games.hegemony.political import capture_proxenos
from polislab.games.hegemony.proxenos import CivilWar, MoveProxenos, ReleaseProxenos
from polislab.games.hegemony.state import conservation_errors, other
from polislab.games.hegemony.trade import Trade


def acting(side="athens", state=None):
    """``side`` to act at the start of its turn in round 3."""
    return replace(state or start(), player=side)


def illegal(state, text, match):
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as err:
        engine.apply(state, text)
    assert snapshot(state) == before, "an illegal action changed the state"
    return err.value


def galleys(state, sea, side, count):
    """``count`` more (or fewer) galleys of ``side`` in ``sea``, taken from (or given to) the
    side's cube supply so that pieces stay conserved."""
    state = state.with_units(sea, side, galleys=count)
    pool = state.side(side).pool
    return state.with_side(side, pool=replace(pool, cubes=pool.cubes - count))


def hoplites(state, territory, side, count):
    state = state.with_units(territory, side, hoplites=count)
    pool = state.side(side).pool
    return state.with_side(side, pool=replace(pool, cubes=pool.cubes - count))


# -- §5.9 Trade ---------------------------------------------------------------------------------


def test_5_9_exchange_pays_the_chart_value_and_the_die_moves_the_marker_right():
    state = acting("sparta")
    after, events = engine.apply(state, "trade Illyria wood for wheat")
    assert after.side("sparta").resources.wood == 1  # the round-3 value at space 0 is 3
    assert after.side("sparta").resources.wheat == 3  # the shipload's number (HG42)
    assert after.side("sparta").merchants_in_port == 0
    assert [(m.market, m.shipload, m.side) for m in after.merchants_at_markets] == [
        ("Illyria", 0, "sparta")]
    assert events[0].rule.startswith("Hegemony reference §5.9 Trade")
    assert engine.to_move(after) == "chance"
    assert [(str(a), p) for a, p in engine.chance_outcomes(after)] == [
        (f"roll {face}", Fraction(1, 4)) for face in range(1, 5)]
    rolled, events = engine.apply(after, "roll 3")
    assert rolled.market == (0, 3, 0, 0) and rolled.pending is None
    assert events[0].text == "Rolled 3: the wood marker moved right from space 0 to 3, value 3 to 4"
    assert "Hegemony reference §5.9" in events[0].rule
    assert rolled.actions_taken == ("trade",) and engine.to_move(rolled) == "sparta"
    assert not conservation_errors(rolled)


def test_5_9_exchange_price_follows_the_marker_and_stops_at_the_end_of_the_track():
    state = replace(acting("sparta"), market=(0, 9, 0, 0))
    state = with_resources(state, "sparta", wood=5)
    after = play(state, "trade Illyria wood for wheat x3")
    assert after.side("sparta").resources.wood == 0  # value 5 at space 9 in round 3
    after, events = engine.apply(after, "roll 4")
    assert after.market[1] == 10 and "stops at the end" in events[0].text


def test_5_9_purchase_is_silver_for_wheat_1_to_1_and_the_higher_of_two_dice_moves_left():
    state = replace(acting("sparta"), market=(0, 0, 6, 0))
    after = play(state, "trade Illyria silver for wheat x3 marker wine")
    assert after.side("sparta").resources.silver == 1
    assert after.side("sparta").resources.wheat == 3
    outcomes = engine.chance_outcomes(after)
    assert len(outcomes) == 16 and {p for _, p in outcomes} == {Fraction(1, 16)}
    assert len(engine.legal_actions(after)) == 16
    rolled, events = engine.apply(after, "roll 1 4")
    assert rolled.market == (0, 0, 2, 0)
    assert "the higher 4 counting" in events[0].text


def test_5_9_purchase_direction_option_reads_seed_001_increase_as_right():
    state = replace(acting("sparta", start(purchase_direction="right")), market=(0, 0, 6, 0))
    after = play(state, "trade Illyria silver for wheat x3 marker wine", "roll 2 1")
    assert after.market == (0, 0, 8, 0)


def test_5_9_a_roll_must_answer_the_pending_dice_and_nothing_else_may_be_played():
    after = play(acting("sparta"), "trade Illyria silver for wheat x3 marker oil")
    illegal(after, "roll 3", "the game waits for a roll of 2d4")
    illegal(after, "roll 5 1", "roll")
    illegal(after, "create hoplite Sparta pay metal", "roll")
    illegal(acting("sparta"), "roll 3", "roll")


def test_5_9_no_route_through_enemy_galleys():
    # Sparta's galleys stand in Myrtöo and Ionio Pelagos at setup: Illyria is out of reach.
    err = illegal(acting("athens"), "trade Illyria metal for silver", "enemy galleys")
    assert "Hegemony reference §5.9" in err.rule and "§7 Trade Routes" in err.rule
    state = galleys(acting("athens"), "Thrakiko Pelagos", "sparta", 1)
    illegal(state, "trade Thraki metal for wheat", "Thrakiko Pelagos")
    after, events = engine.apply(acting("athens"), "trade Aegyptus oil for wheat x3")
    assert events[0].data["route"] == ["Kyklades", "Noties Sporades"]


def test_7_the_diolkos_is_a_trade_route_for_the_owner_of_korinthos_only():
    state = galleys(acting("athens"), "Ionio Pelagos", "sparta", -1)  # only Myrtöo blocked
    illegal(state, "trade Illyria metal for silver", "the diolkos is open only")
    owner = give(state, "Korinthos", "athens", 4)
    after, events = engine.apply(owner, "trade Illyria metal for silver")
    assert events[0].data["route"] == ["Kyklades", "Ionio Pelagos"]
    assert after.side("athens").resources.silver == 4
    assert not conservation_errors(after)


def test_5_9_one_merchant_per_shipload_and_one_merchant_in_port_needed():
    state = acting("sparta")
    after = play(state, "trade Illyria wood for wheat", "roll 1")
    illegal(replace(after, actions_taken=()), "trade Illyria wood for wheat", "no merchant")
    state = state.with_side("sparta", merchants_in_port=2, pool=replace(
        state.side("sparta").pool, merchants=6))
    after = play(state, "trade Illyria wood for wheat", "roll 1")
    illegal(replace(after, actions_taken=()), "trade Illyria wood for wheat", "is taken")


def test_5_9_identical_shiploads_are_one_action_taking_the_first_open_space():
    state = acting("athens", with_resources(start(), "athens", silver=10))
    state = state.with_side("athens", merchants_in_port=2, pool=replace(
        state.side("athens").pool, merchants=6))
    after = play(state, "trade Pontos Euxeinos silver for wheat x5 marker oil", "roll 1 1")
    after = play(replace(after, actions_taken=()),
                 "trade Pontos Euxeinos silver for wheat x5 marker oil", "roll 1 1")
    assert [m.shipload for m in after.merchants_at_markets] == [2, 3]


def test_hg44_wheat_for_silver_shiploads_are_closed():
    err = illegal(acting("athens"), "trade Aegyptus wheat for silver", "no wheat-for-silver")
    assert "HG44" in err.rule


def test_5_9_the_goods_must_be_paid():
    state = with_resources(acting("sparta"), "sparta", wood=2)
    illegal(state, "trade Illyria wood for wheat", "lacks 1 wood")


# -- §5.10 Move Proxenos ------------------------------------------------------------------------


def test_5_10_move_proxenos_pays_1_silver_per_enemy_unit_to_the_bank():
    state = with_resources(hoplites(acting("athens"), "Boiotia", "sparta", 2), "athens", silver=3)
    after, events = engine.apply(state, "move proxenos Athenai>Thebai")
    assert after.side("athens").proxenos == "Thebai"
    assert after.side("athens").resources.silver == 1
    assert after.side("sparta").resources.silver == state.side("sparta").resources.silver
    assert events[0].data["paid"] == 2 and events[0].rule.startswith("Hegemony reference §5.10")
    assert not conservation_errors(after)


def test_5_10_unpaid_bribes_are_illegal():
    state = hoplites(acting("athens"), "Boiotia", "sparta", 2)
    illegal(state, "move proxenos Athenai>Thebai", "lacks 2 silver")


def test_5_10_not_blocked_by_enemy_control():
    state = with_resources(hoplites(acting("athens"), "Boiotia", "sparta", 4), "athens", silver=4)
    assert play(state, "move proxenos Athenai>Thebai").side("athens").proxenos == "Thebai"


def korkyra_run():
    """Spartans in Boiotia, Megaris and Makedonia: every way from Athenai to Korkyra
    (Akarnania) passes 2 enemy units, except over the diolkos (1, the galley in Ionio)."""
    state = with_resources(acting("athens"), "athens", silver=9)
    for territory in ("Megaris", "Boiotia", "Makedonia"):
        state = hoplites(state, territory, "sparta", 2)
    return state


def test_5_10_the_cheapest_way_is_taken():
    state = korkyra_run()
    _, events = engine.apply(state, "move proxenos Athenai>Korkyra")
    assert events[0].data["paid"] == 2
    assert events[0].data["path"] == ["Boiotia", "Thessalia", "Akarnania"]


def test_5_10_the_diolkos_only_for_the_owner_of_korinthos():
    owner = give(korkyra_run(), "Korinthos", "athens", 4)
    _, events = engine.apply(owner, "move proxenos Athenai>Korkyra")
    assert events[0].data["path"] == ["Kyklades", "Ionio Pelagos", "Akarnania"]
    assert events[0].data["paid"] == 1


def test_5_10_never_two_proxenoi_in_one_polis():
    state = acting("athens", start().with_side("sparta", proxenos="Thebai"))
    illegal(state, "move proxenos Athenai>Thebai", "never two proxenoi")


def test_5_10_the_proxenos_moves_from_where_it_stands():
    illegal(acting("athens"), "move proxenos Chios>Thebai", "stands in Athenai")
    illegal(acting("athens"), "move proxenos Athenai>Athenai", "already stands")


# -- §5.11 Release Proxenos, §7 Proxenos Capture -----------------------------------------------


def captured_athenian():
    state, events = capture_proxenos(
        acting("athens", start().with_side("athens", proxenos="Thebai")), "Thebai", "sparta")
    assert events[0].rule.startswith("Hegemony reference §7 Proxenos Capture")
    return state


def test_7_a_siege_captures_the_enemy_proxenos_off_the_board():
    state = captured_athenian()
    assert state.side("athens").proxenos is None and state.side("athens").pool.proxenoi == 1
    assert not conservation_errors(state)
    same, events = capture_proxenos(start(), "Thebai", "sparta")
    assert same == start() and events == []


def test_5_11_release_pays_2_silver_to_the_opponent_and_returns_to_the_capital():
    state = with_resources(captured_athenian(), "athens", silver=3)
    illegal(state, "move proxenos Thebai>Athenai", "captured")
    illegal(state, "instigate civil war Thebai", "captured")
    after, events = engine.apply(state, "release proxenos")
    assert after.side("athens").proxenos == "Athenai"
    assert after.side("athens").resources.silver == 1
    assert after.side("sparta").resources.silver == state.side("sparta").resources.silver + 2
    assert events[0].rule.startswith("Hegemony reference §5.11")
    assert not conservation_errors(after)


def test_5_11_release_only_a_captured_proxenos_with_2_silver():
    illegal(acting("athens"), "release proxenos", "not captured")
    illegal(captured_athenian(), "release proxenos", "lacks 2 silver")
    blocked = with_resources(captured_athenian(), "athens", silver=2)
    blocked = blocked.with_side("sparta", proxenos="Athenai")
    illegal(blocked, "release proxenos", "never two proxenoi")


# -- §5.12 Instigate Civil War ------------------------------------------------------------------


def in_polis(side, polis, silver, state=None):
    state = acting(side, state).with_side(side, proxenos=polis)
    return with_resources(state, side, silver=silver)


def test_5_12_a_neutral_polis_costs_2x_base_population_and_gives_that_prestige():
    state = in_polis("athens", "Thebai", 7)
    after, events = engine.apply(state, "instigate civil war Thebai")
    thebai = after.polis("Thebai")
    assert (thebai.owner, thebai.population) == ("athens", 3)
    assert after.side("athens").resources.silver == 1
    assert after.side("athens").prestige == state.side("athens").prestige + 3
    assert after.side("athens").pool.cubes == state.side("athens").pool.cubes - 3
    assert events[0].rule.startswith("Hegemony reference §5.12")
    assert not conservation_errors(after)


def test_5_12_an_enemy_polis_costs_3x_current_population_and_keeps_its_projects():
    state = start()
    state = replace(state, project_offer=state.project_offer[1:])
    state = state.with_polis("Pylos", project="Theatre", completed=("Statue of an Ephebe",))
    state = in_polis("athens", "Pylos", 6, state)
    after = play(state, "instigate civil war Pylos")
    pylos = after.polis("Pylos")
    assert (pylos.owner, pylos.population, pylos.project) == ("athens", 2, "Theatre")
    assert pylos.completed == ("Statue of an Ephebe",)
    assert after.side("athens").resources.silver == 0
    assert after.side("sparta").pool.cubes == state.side("sparta").pool.cubes + 2
    assert after.side("athens").prestige == state.side("athens").prestige + 2
    assert not conservation_errors(after)
    illegal(in_polis("athens", "Pylos", 5), "instigate civil war Pylos", "lacks 1 silver")


def test_5_12_never_the_enemy_capital_nor_an_own_polis_nor_away_from_the_proxenos():
    illegal(in_polis("athens", "Sparta", 20), "instigate civil war Sparta", "capital")
    illegal(in_polis("athens", "Chios", 20), "instigate civil war Chios", "own polis")
    illegal(in_polis("athens", "Argos", 20), "instigate civil war Thebai", "stands in Argos")


def test_hg48_civil_war_is_allowed_in_korinthos_in_round_3():
    after = play(in_polis("sparta", "Korinthos", 8), "instigate civil war Korinthos")
    assert after.polis("Korinthos").owner == "sparta"


# -- notation -----------------------------------------------------------------------------------

TEXTS = ["trade Illyria wood for wheat x3", "trade Persia silver for wheat x4 marker wine",
         "trade Pontos Euxeinos oil for wheat x5 extra oil", "move proxenos Athenai>Thebai",
         "release proxenos", "instigate civil war Thebai extra wine", "roll 3", "roll 1 4"]


@pytest.mark.parametrize("text", TEXTS)
def test_notation_reads_back_as_itself(text):
    action = parse_action(text)
    assert str(action) == text and parse_action(str(action)) == action


def test_notation_forms():
    assert parse_action("trade illyria WOOD for wheat") == Trade("Illyria", "wood", "wheat", 3)
    assert parse_action("move proxenos athenai > THEBAI") == MoveProxenos("Athenai", "Thebai")
    assert parse_action("Release Proxenos extra oil") == ReleaseProxenos("oil")
    assert parse_action("instigate civil war pylos") == CivilWar("Pylos")
    assert parse_action("roll 2 3") == Roll((2, 3))


@pytest.mark.parametrize(("text", "column", "match"), [
    ("trade Atlantis wood for wheat", 7, "market"),
    ("trade Aegyptus silver for wheat marker oil", 7, "name one"),
    ("trade Illyria wood for wheat x9", 7, "not 9"),
    ("trade Illyria wood for wheat marker oil", 7, "only a purchase"),
    ("trade Illyria wood to wheat", 20, "'for'"),
    ("move proxenos Athenai Thebai", 15, "from>to"),
    ("move proxenos Athenai>Atlantis", 23, "Atlantis"),
    ("instigate civil war", 20, "polis"),
])
def test_notation_errors_name_the_column(text, column, match):
    with pytest.raises(ScenarioError, match=match) as err:
        parse_action(text)
    assert err.value.column == column


# -- legal_actions and a seeded random run ------------------------------------------------------


def test_legal_actions_list_every_kind_of_political_action():
    kinds = {a.kind for a in engine.legal_actions(acting("sparta"))}
    assert {"trade", "move proxenos"} <= kinds
    state = in_polis("athens", "Thebai", 9)
    listed = engine.legal_actions(state)
    assert CivilWar("Thebai") in listed and MoveProxenos("Thebai", "Argos") in listed
    assert ReleaseProxenos() in engine.legal_actions(with_resources(captured_athenian(),
                                                                    "athens", silver=2))
    for action in listed:
        assert engine.is_legal(state, action)


POLITICAL = {"trade", "move proxenos", "release proxenos", "civil war"}


def test_random_games_mixing_political_and_development_actions_conserve_pieces(game_seed):
    rng = random.Random(game_seed)
    state = acting("sparta", with_resources(with_resources(start(), "athens", silver=8),
                                            "sparta", silver=8))
    played = set()
    for step in range(120):
        if rng.random() < 0.05:  # a siege elsewhere captures a proxenos now and then
            side = rng.choice(["athens", "sparta"])
            where = state.side(side).proxenos
            if where is not None and where != COMPONENTS.capital(side).name:
                state, _ = capture_proxenos(state, where, other(side))
        if engine.to_move(state) == "chance":
            outcomes, weights = zip(*engine.chance_outcomes(state), strict=True)
            action = rng.choices(outcomes, weights=[float(w) for w in weights])[0]
        else:
            actions = engine.legal_actions(state)
            if not actions:
                break
            political = [a for a in actions if a.kind in POLITICAL]
            pool = political if political and rng.random() < 0.6 else actions
            action = rng.choice(pool)
        state, _ = engine.apply(state, action)
        played.add(action.kind)
        assert not conservation_errors(state), (step, str(action))
        if step % 25 == 0:
            assert round_trip(state) == state
    assert played & POLITICAL
