"""Seed 000 §5.1-§5.4 (Development actions) and the §7 FAQ points they touch, clause by clause."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hegemony_states import give, only, play, snapshot, start, with_resources

from polislab import IllegalAction
from polislab.games.hegemony import (
    COMPONENTS,
    RESOURCES,
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    engine,
)
from polislab.games.hegemony.state import PROJECT_NAMES, conservation_errors


def athens_to_act(state=None):
    """Athens to act in round 3 (Sparta has taken no action: a fresh turn)."""
    return replace(state or start(), player="athens")


def illegal(state, text, match):
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as err:
        engine.apply(state, text)
    assert snapshot(state) == before, "an illegal action changed the state"
    return err.value


# -- §5.1 Create Hoplites ----------


def test_5_1_a_hoplite_is_a_population_cube_moved_to_the_polis_land_territory():
    state = athens_to_act()
    after, events = engine.apply(state, "create hoplite Chios pay metal")
    assert after.polis("Chios").population == 1
    assert after.units("Ionia", "athens").hoplites == 3
    assert after.side("athens").resources.metal == 3
    assert after.side("athens").pool == state.side("athens").pool  # the cube moved
    assert events[0].text == ("Athens created 1 hoplite in Ionia from Chios (population 2 to 1), "
                              "paying 1 metal")
    assert events[0].rule == "Hegemony reference §5.1 Create Hoplites"
    assert events[0].data["to"] == "Ionia"


def test_5_1_several_hoplites_1_metal_each():
    state = give(athens_to_act(), "Thebai", "athens", 3)
    after = play(state, "create hoplites Thebai x2 pay metal")
    assert after.units("Boiotia", "athens").hoplites == 2 and after.polis("Thebai").population == 1
    assert after.side("athens").resources.metal == 2


def test_5_1_metal_or_silver_and_nothing_else():
    after = play(start(), "create hoplite Pylos pay silver")
    assert after.side("sparta").resources.silver == 3 and after.side("sparta").resources.metal == 4
    err = illegal(start(), "create hoplite Pylos pay wood", "1 metal or 1 silver, not wood")
    assert "§5.1" in err.rule


def test_5_1_cannot_reduce_a_polis_to_0_population():
    illegal(start(), "create hoplites Pylos x2 pay metal", "never reduced to 0 Population")
    illegal(start(), "create hoplite Gytheion pay metal", "Gytheion has population 1")


@pytest.mark.parametrize("polis", ["Epidamnos", "Abdera"])
def test_5_1_cannot_create_in_epidamnos_or_abdera(polis):
    state = give(start(), polis, "sparta", 3)
    err = illegal(state, f"create hoplite {polis} pay metal", "never in Epidamnos or Abdera")
    assert "§5.1" in err.rule
    assert not any(isinstance(a, CreateHoplites) and a.polis == polis
                   for a in engine.legal_actions(state))


def test_5_1_only_in_ones_own_poleis():  # ruling HG36
    illegal(start(), "create hoplite Korinthos pay metal", "Korinthos is neutral")
    err = illegal(start(), "create hoplite Chios pay metal", "Chios is Athens's")
    assert "HG36" in err.rule


def test_5_1_capacity_applies_to_presence():  # seed 000 §7 Capacity Limits
    err = illegal(start(), "create hoplite Sparta pay metal", "allows 3 units per side")
    assert err.rule == "Hegemony reference §7 Capacity Limits"
    round_4 = replace(start(), round="4")
    assert play(round_4, "create hoplite Sparta pay metal").units("Lakedaimon", "sparta") \
        .hoplites == 4


def test_5_1_the_hoplites_must_be_paid_for():
    poor = only(start(), "sparta", wood=4)
    illegal(poor, "create hoplite Pylos pay metal", "cannot pay 1 metal for 1 hoplite")
    illegal(poor, "create hoplite Pylos pay silver", "lacks 1 silver")


def test_5_1_hoplites_go_to_the_polis_own_territory_by_default():  # ruling HG7
    err = illegal(start(), "create hoplite Pylos to Arkadia pay metal", "go to Messenia")
    assert "HG7" in err.rule
    assert play(start(), "create hoplite Pylos to Messenia pay metal").units(
        "Messenia", "sparta").hoplites == 1


def test_5_1_hoplites_to_a_neighbouring_land_territory_as_an_option():  # ruling HG7
    state = start(hoplite_territory="own_or_neighbour")
    after = play(state, "create hoplite Pylos to Arkadia pay metal")
    assert after.units("Arkadia", "sparta").hoplites == 1
    illegal(state, "create hoplite Pylos to Ionio Pelagos pay metal", "not a land territory")
    illegal(state, "create hoplite Pylos to Attika pay metal", "not a land territory next to")
    texts = {str(a) for a in engine.legal_actions(state)}
    assert "create hoplite Pylos to Arkadia pay metal" in texts
    assert "create hoplite Pylos pay metal" in texts


def test_5_1_in_one_polis_per_turn():
    # An action names one polis, and a turn holds one "create hoplites" (seed 000 §4).
    state = play(give(start(), "Korinthos", "sparta", 4), "create hoplite Pylos pay metal")
    illegal(state, "create hoplites Korinthos x2 pay metal", "already taken 'create hoplites'")


# -- §5.2 Create Galleys ----------


def test_5_2_a_galley_goes_to_the_sea_of_the_polis_galley_arrow():
    after, events = engine.apply(start(), "create galley Pylos pay wood")
    assert after.units("Ionio Pelagos", "sparta").galleys == 2
    assert after.polis("Pylos").population == 1 and after.side("sparta").resources.wood == 3
    assert events[0].text == ("Sparta created 1 galley in Ionio Pelagos from Pylos (population "
                              "2 to 1), paying 1 wood")
    assert "§5.2" in events[0].rule and "Hegemony summary" in events[0].rule
    athens = play(athens_to_act(), "create galley Athenai pay wood")
    assert athens.units("Kyklades", "athens").galleys == 3


def test_5_2_wood_or_silver_and_nothing_else():
    after = play(start(), "create galley Pylos pay silver")
    assert after.side("sparta").resources.silver == 3
    illegal(start(), "create galley Pylos pay metal", "1 wood or 1 silver, not metal")


@pytest.mark.parametrize("polis", ["Sparta", "Thebai"])
def test_5_2_not_possible_in_sparta_or_thebai(polis):
    state = give(start(), "Thebai", "sparta", 3)
    err = illegal(state, f"create galley {polis} pay wood", "no galley arrow")
    assert "§5.2" in err.rule


def test_5_2_korinthos_names_one_of_its_two_arrows():  # ruling HG21
    state = give(start(), "Korinthos", "sparta", 4)
    err = illegal(state, "create galleys Korinthos x2 pay wood", "name the sea with 'to Kyklades'")
    assert "HG21" in err.rule
    west = play(state, "create galleys Korinthos x2 to Ionio Pelagos pay wood")
    assert west.units("Ionio Pelagos", "sparta").galleys == 3
    east = play(state, "create galleys Korinthos x2 to Kyklades pay wood")
    assert east.units("Kyklades", "sparta").galleys == 2
    illegal(state, "create galley Korinthos to Myrtöo Pelagos pay wood",
            "points to Kyklades and Ionio Pelagos, not Myrtöo Pelagos")
    illegal(athens_to_act(), "create galley Chios to Kyklades pay wood", "not Kyklades")


def test_5_2_cannot_reduce_a_polis_to_0_population_and_capacity_applies_at_sea():
    illegal(start(), "create galley Gytheion pay wood", "never reduced to 0 Population")
    illegal(athens_to_act(), "create galleys Athenai x2 pay wood", "would make 4")


# -- §5.3 Create Merchants ----------


@pytest.mark.parametrize("polis", ["Athenai", "Pylos", "Gytheion"])
def test_5_3_the_commercial_cities_are_athenai_pylos_gytheion(polis):
    assert COMPONENTS.polis(polis).can_create_merchants


def test_5_3_only_in_a_commercial_city():
    err = illegal(start(), "create merchant Sparta pay wood", "not a commercial city")
    assert "§5.3" in err.rule
    illegal(athens_to_act(), "create merchant Chios pay wood", "only in Athenai, Pylos, Gytheion")


def test_5_3_a_population_cube_is_removed_and_a_merchant_placed_in_the_trade_port():
    state = start()
    after, events = engine.apply(state, "create merchant Pylos pay wood")
    sparta, before = after.side("sparta"), state.side("sparta")
    assert after.polis("Pylos").population == 1
    assert sparta.pool.cubes == before.pool.cubes + 1
    assert sparta.pool.merchants == before.pool.merchants - 1
    assert sparta.merchants_in_port == 2 and sparta.resources.wood == 3
    assert events[0].text == ("Sparta created 1 merchant in Sparta's trade port from Pylos "
                              "(population 2 to 1), paying 1 wood")


def test_5_3_several_merchants_one_cube_each():  # ruling HG31
    after = play(athens_to_act(), "create merchants Athenai x3 pay wood")
    athens = after.side("athens")
    assert after.polis("Athenai").population == 2 and athens.merchants_in_port == 4
    assert athens.pool.merchants == 4 and athens.resources.wood == 1
    assert conservation_errors(after) == []


def test_5_3_wood_or_silver_and_never_to_0_population():
    assert play(start(), "create merchant Pylos pay silver").side("sparta").resources.silver == 3
    illegal(start(), "create merchant Pylos pay metal", "not metal")
    illegal(start(), "create merchant Gytheion pay wood", "never reduced to 0 Population")


def test_7_component_limits_no_merchant_left_no_merchant_created():
    state = athens_to_act()
    pool = state.side("athens").pool
    out = state.with_side("athens", merchants_in_port=8, pool=replace(pool, merchants=0))
    assert conservation_errors(out) == []
    err = illegal(out, "create merchant Athenai pay wood", "0 merchants left in its supply")
    assert err.rule == "Hegemony reference §7 Component Limits"
    one = state.with_side("athens", merchants_in_port=7, pool=replace(pool, merchants=1))
    illegal(one, "create merchants Athenai x2 pay wood", "2 merchants cannot be created")
    assert play(one, "create merchant Athenai pay wood").side("athens").pool.merchants == 0


# -- §5.4 Begin Project ----------


def test_5_4_the_tile_goes_on_the_polis_and_its_cost_is_paid():
    state = start()
    after, events = engine.apply(state, "begin project Temple of Apollo in Sparta")
    assert after.polis("Sparta").project == "Temple of Apollo"
    assert "Temple of Apollo" not in after.project_offer and len(after.project_offer) == 2
    res = after.side("sparta").resources
    assert (res.metal, res.wood, res.silver) == (2, 1, 2)
    assert events[0].text == ("Sparta began Temple of Apollo in Sparta, paying 2 metal, 3 wood "
                              "and 2 silver; it completes at the end of the round")
    assert events[0].rule == "Hegemony reference §5.4 Begin Project"
    assert conservation_errors(after) == []


def test_5_4_only_a_project_on_offer():
    illegal(start(), "begin project Socrates in Sparta", "not face up")


def test_5_4_the_polis_must_allow_that_kind_of_project():
    illegal(start(), "begin project Theatre in Sparta", "cannot take a theatre project")
    err = illegal(start(), "begin project Statue of an Ephebe in Pylos", "allows no project")
    # Seed 000 §5.4 names no kinds: the refusal cites ruling HG32 and the prototype's tiles.
    assert "polislab ruling HG32" in err.rule and "prototype" in err.rule


def test_5_4_only_in_ones_own_polis():
    illegal(start(), "begin project Theatre in Athenai", "Athenai is Athens's")


def test_5_4_one_project_per_polis_at_a_time():
    state = play(start(), "begin project Statue of an Ephebe in Sparta",
                 "create hoplite Pylos pay metal", "create hoplite Chios pay metal",
                 "create galley Athenai pay wood")
    illegal(state, "begin project Temple of Apollo in Sparta", "already has Statue of an Ephebe")


def test_5_4_a_completed_project_does_not_block_a_new_one():  # ruling HG32
    state = start()
    state = replace(state, project_deck=tuple(p for p in state.project_deck
                                              if p != "Temple of Zeus"))
    state = state.with_polis("Sparta", completed=("Temple of Zeus",))
    after = play(state, "begin project Temple of Apollo in Sparta")
    assert after.polis("Sparta").project == "Temple of Apollo"
    assert after.polis("Sparta").completed == ("Temple of Zeus",)


def test_5_4_the_cost_must_be_paid():
    poor = with_resources(start(), "sparta", wood=2, silver=0)
    illegal(poor, "begin project Temple of Apollo in Sparta", "lacks 1 wood and 2 silver")


# -- §7 Resource Substitution ----------


def test_7_silver_replaces_a_whole_project_cost():
    after = play(start(), "begin project Statue of an Ephebe in Sparta pay silver")
    res = after.side("sparta").resources
    assert (res.wood, res.silver) == (4, 2)


def test_7_silver_replaces_a_whole_resource_of_the_cost():  # ruling HG29, per_resource
    illegal(start(), "begin project Temple of Apollo in Sparta pay silver for wood",
            "cannot pay 2 metal and 5 silver")
    rich = with_resources(start(), "sparta", silver=5)
    after = play(rich, "begin project Temple of Apollo in Sparta pay silver for wood")
    res = after.side("sparta").resources
    assert (res.metal, res.wood, res.silver) == (2, 4, 0)


def test_7_silver_never_replaces_part_of_a_resource():
    short = with_resources(start(), "sparta", wood=1)
    illegal(short, "begin project Statue of an Ephebe in Sparta", "lacks 1 wood")
    state = give(with_resources(start(), "sparta", metal=1), "Thebai", "sparta", 3)
    illegal(state, "create hoplites Thebai x2 pay metal", "lacks 1 metal")
    assert play(state, "create hoplites Thebai x2 pay silver").side("sparta").resources == \
        replace(state.side("sparta").resources, silver=2)


def test_7_silver_replaces_only_resources_of_the_cost():
    illegal(start(), "begin project Statue of an Ephebe in Sparta pay silver for metal",
            "costs no metal")


def test_7_whole_cost_option_allows_all_silver_or_none():  # ruling HG29, whole_cost
    state = start(offer=("Statue of Aphrodite", "Theatre", "Socrates"),
                  silver_substitution="whole_cost")
    err = illegal(state, "begin project Statue of Aphrodite in Sparta pay silver for wood",
                  "never part of it")
    assert "HG29" in err.rule
    after = play(state, "begin project Statue of Aphrodite in Sparta pay silver")
    assert after.side("sparta").resources.silver == 1
    texts = {str(a) for a in engine.legal_actions(state)}
    assert "begin project Statue of Aphrodite in Sparta pay silver for wood" not in texts


def test_7_rounding_always_up_where_a_project_halves():
    # No development action halves anything; the one project that does, Phidias, rounds up.
    assert COMPONENTS.project("Phidias").immediate_prestige(5) == 3


# -- legal_actions is exactly the set of legal development actions ----------


def _every_text(state):
    """A superset of this slice's action texts for the side to act."""
    counts = range(1, 7)
    territories = [t.name for t in COMPONENTS.territories]
    for polis, n, pay in itertools.product((p.name for p in COMPONENTS.poleis), counts,
                                           ("metal", "wood", "silver")):
        head = f"{polis} x{n}"
        for unit in ("hoplites", "galleys"):
            yield f"create {unit} {head} pay {pay}"
            for to in territories:
                yield f"create {unit} {head} to {to} pay {pay}"
        yield f"create merchants {head} pay {pay}"
    for project, polis in itertools.product(PROJECT_NAMES, (p.name for p in COMPONENTS.poleis)):
        yield f"begin project {project} in {polis}"
        yield f"begin project {project} in {polis} pay silver"
        for r in RESOURCES[:4]:
            yield f"begin project {project} in {polis} pay silver for {r}"
    yield "pass"


@pytest.mark.parametrize("options", [{}, {"hoplite_territory": "own_or_neighbour"},
                                     {"silver_substitution": "whole_cost"}], ids=repr)
def test_legal_actions_are_exactly_the_actions_apply_accepts(options):
    state = give(start(**options), "Korinthos", "sparta", 4)
    development = {"create hoplites", "create galleys", "create merchants", "begin project",
                   "pass"}  # the other slices' actions have their own tests
    listed = {str(a) for a in engine.legal_actions(state) if a.kind in development}
    accepted = {str(engine.parse_action(state, t)) for t in _every_text(state)
                if engine.is_legal(state, t)}
    assert listed == accepted
    kinds = {a.kind for a in engine.legal_actions(state)}
    assert kinds >= development


def test_the_python_forms_play_like_the_texts():
    texts = ["create hoplite Pylos pay metal", "begin project Statue of an Ephebe in Sparta"]
    objects = [CreateHoplites("Pylos"), BeginProject("Statue of an Ephebe", "Sparta")]
    assert play(start(), *texts) == play(start(), *map(str, objects))
    assert engine.apply(start(), objects[0])[0] == engine.apply(start(), texts[0])[0]
    assert str(CreateGalleys("Korinthos", 2, "silver", "Kyklades")) == \
        "create galleys Korinthos x2 to Kyklades pay silver"
    assert str(CreateMerchants("Athenai", 3, extra="oil")) == \
        "create merchants Athenai x3 pay wood extra oil"
