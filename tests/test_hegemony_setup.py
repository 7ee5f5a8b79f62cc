"""Seed 000 §3 Setup item by item, the state's JSON form and its checks (Hegemony engine)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hegemony_states import OFFER, decks, give, round_trip, start

from polislab import Randomness, ScenarioError, ScriptedRandomness, ScriptExhausted
from polislab.games import hegemony
from polislab.games.hegemony import COMPONENTS, Options, State, engine
from polislab.games.hegemony.state import (
    PROJECT_NAMES,
    Pending,
    Pool,
    conservation_errors,
    event_deck_cards,
)
from polislab.games.hegemony.state_json import FORMAT
from polislab.games.hegemony.turns import first_player_by_prestige

# -- seed 000 §3 Setup, item by item ----------


def test_setup_round_marker_on_round_3():
    state = start()
    assert state.round == "3" and state.capacity == 3
    assert state.phase == "actions" and state.actions_taken == () and state.passed == ()
    assert state.pending is None and state.battles == ()


def test_setup_sparta_poleis_units_merchant_and_proxenos():
    state = start()
    assert {p.name: p.population for p in state.owned_poleis("sparta")} == {
        "Sparta": 4, "Pylos": 2, "Gytheion": 1}
    assert state.units("Lakedaimon", "sparta").hoplites == 3
    assert state.units("Ionio Pelagos", "sparta").galleys == 1
    assert state.units("Myrtöo Pelagos", "sparta").galleys == 1
    sparta = state.side("sparta")
    assert sparta.merchants_in_port == 1 and sparta.proxenos == "Sparta"
    on_board = sum(t.sparta.total for t in state.territories)
    assert on_board == 5


def test_setup_athens_poleis_units_merchant_and_proxenos():
    state = start()
    assert {p.name: p.population for p in state.owned_poleis("athens")} == {
        "Athenai": 5, "Chios": 2, "Chalkis": 1}
    assert state.units("Attika", "athens").hoplites == 3
    assert state.units("Ionia", "athens").hoplites == 2
    assert state.units("Kyklades", "athens").galleys == 2
    assert state.units("Noties Sporades", "athens").galleys == 1
    athens = state.side("athens")
    assert athens.merchants_in_port == 1 and athens.proxenos == "Athenai"
    assert sum(t.athens.total for t in state.territories) == 8


def test_setup_neutral_poleis_above_the_board_at_base_population():  # ruling HG18
    state = start()
    neutral = [p for p in state.poleis if p.owner is None]
    assert len(neutral) == 12
    for polis in neutral:
        assert polis.population == COMPONENTS.polis(polis.name).base_population
        assert polis.project is None and polis.completed == ()


def test_setup_resources_and_prestige_from_the_data():
    state = start()
    for side in ("athens", "sparta"):
        data = COMPONENTS.setup.side(side)
        assert state.side(side).resources == data.resources
        assert state.side(side).prestige == data.prestige
    assert state.side("athens").resources.silver == 0
    assert state.side("sparta").resources.wheat == 0


def test_setup_starting_goods_and_prestige_options():  # ruling HG26
    state = start(starting_goods=3, starting_prestige=2)
    athens, sparta = state.side("athens"), state.side("sparta")
    assert athens.resources.metal == 3 and athens.resources.wheat == 3
    assert athens.resources.silver == 0 and sparta.resources.wheat == 0
    assert sparta.resources.silver == 3 and athens.prestige == sparta.prestige == 2
    assert state.options == Options(starting_goods=3, starting_prestige=2)


def test_setup_market_markers_on_the_leftmost_spaces():
    state = start()
    assert state.market == (0, 0, 0, 0)
    assert COMPONENTS.market_chart.value("3", state.market[0]) == 3


def test_setup_projects_shuffled_through_randomness_and_3_face_up():
    state = start()
    assert state.project_offer == OFFER
    assert len(state.project_deck) == 11 and state.project_discard == ()
    assert sorted((*state.project_offer, *state.project_deck)) == sorted(PROJECT_NAMES)
    seeded = engine.initial_state(Randomness(5))
    assert len(seeded.project_offer) == COMPONENTS.round_track.project_tiles_per_round == 3


def test_setup_event_decks_shuffled_by_round_and_the_round_3_event_drawn():
    state = start(event="Holy War")
    assert state.event == "Holy War" and state.events_drawn == ("Holy War",)
    assert Counter((*state.event_decks[0], "Holy War")) == Counter(event_deck_cards("3"))
    for index, name in enumerate(("4", "5α", "5β"), start=1):
        assert Counter(state.event_decks[index]) == Counter(event_deck_cards(name))
    # Seed 000 §3: the card is applied at once, Athens first (Holy War: a hoplite each).
    assert state.units("Thessalia", "sparta").hoplites == 1
    assert state.units("Boiotia", "athens").hoplites == start(event="No Event").units(
        "Boiotia", "athens").hoplites + 1


def test_setup_a_scripted_deck_must_hold_the_decks_cards():
    script = decks()
    script["projects"] = script["projects"][:-1]
    with pytest.raises(ScenarioError, match="projects"):
        engine.initial_state(ScriptedRandomness(decks=script))
    partial = {"projects": decks()["projects"]}
    with pytest.raises(ScriptExhausted, match="events 3"):
        engine.initial_state(ScriptedRandomness(decks=partial))
    stacked = engine.initial_state(ScriptedRandomness(decks=partial, fallback=Randomness(1)))
    assert stacked.project_offer == OFFER


def test_setup_same_seed_same_game():
    assert engine.initial_state(11) == engine.initial_state(Randomness(11))
    orders = {engine.initial_state(seed).project_offer for seed in range(6)}
    assert len(orders) > 1


def test_setup_player_with_less_prestige_begins_sparta_if_tied():
    state = start()
    assert state.side("athens").prestige == state.side("sparta").prestige
    assert state.first_player == state.player == "sparta"
    lower = state.with_side("athens", prestige=3)
    assert first_player_by_prestige(lower) == "athens"
    assert first_player_by_prestige(state.with_side("sparta", prestige=2)) == "sparta"


def test_setup_every_piece_is_in_a_pool_or_on_the_board():  # seed 000 §2 limits
    state = start()
    assert conservation_errors(state) == []
    assert state.side("athens").pool == Pool(cubes=45 - 16, discs=25 - 3, merchants=7,
                                              proxenoi=0)
    assert state.side("sparta").pool == Pool(cubes=45 - 12, discs=25 - 3, merchants=7,
                                              proxenoi=0)


def test_setup_rejects_bad_arguments():
    with pytest.raises(TypeError):
        engine.initial_state("seven")  # type: ignore[arg-type]
    with pytest.raises(ScenarioError, match="hoplite_territory"):
        engine.initial_state(1, hoplite_territory="anywhere")
    with pytest.raises(ScenarioError, match="starting_goods"):
        engine.initial_state(1, starting_goods=-1)
    with pytest.raises(TypeError):
        engine.initial_state(1, no_such_option=True)


# -- the state as a value ----------


def test_state_is_a_value_equal_hashable_with_a_stable_repr():
    a, b = start(), start()
    assert a == b and hash(a) == hash(b) and repr(a) == repr(b)
    assert repr(a).startswith("hegemony.State(round 3, actions, sparta to act")
    assert "0x" not in repr(a)
    changed = a.with_side("athens", prestige=5)
    assert changed != a and changed.digest() != a.digest()
    with pytest.raises(AttributeError):
        a.round = "4"  # type: ignore[misc]


def test_str_is_a_compact_summary_a_tutorial_can_print():
    text = str(start())
    lines = text.splitlines()
    assert lines[0] == "Round 3 (capacity 3), action phase: Sparta to act, 0 of 2 actions taken."
    assert "Event: No Event" in text and "Projects on offer: Theatre" in text
    assert len(lines) <= 14 and all(len(line) <= 100 for line in lines)


# -- JSON ----------


OPTION_SETS = [Options(), Options(hoplite_territory="own_or_neighbour"),
               Options(silver_substitution="whole_cost"),
               Options(starting_goods=3, starting_prestige=3)]


@pytest.mark.parametrize("options", OPTION_SETS, ids=repr)
def test_json_round_trip_keeps_everything(options):
    state = start(**options.to_json())
    again = round_trip(state)
    assert again == state and again.options == options
    assert again.to_json() == state.to_json()
    assert state.to_json()["format"] == FORMAT
    json.dumps(state.to_json(), ensure_ascii=False, allow_nan=False)


def test_json_round_trip_of_a_pending_decision_and_recorded_battles():
    # (the siege names its side: a decision the engine can go on from, as a loaded one must be)
    data = (("polis", "Argos"), ("side", "sparta"))
    state = replace(start(), pending=Pending("siege", "chance", "seed 000 §5.7 Besiege Polis",
                                             dice=1, data=data))
    state = replace(state, battles=("Attika",))
    assert round_trip(state) == state
    assert state.to_json()["pending"]["data"] == {"polis": "Argos", "side": "sparta"}
    # a detail of pairs (the poleis grown so far) is tuples in the state, lists in the save
    growth = hegemony.position(passed=("athens", "sparta"), resources={"athens": {"wheat": 5}},
                               end_of_round={"step": "growth", "grown": {"Athenai": 1}})
    assert growth.pending.get("grown") == (("Athenai", 1),)
    assert round_trip(growth) == growth
    assert growth.to_json()["pending"]["data"]["grown"] == [["Athenai", 1]]


def _corrupt(edit):
    data = copy.deepcopy(start().to_json())
    edit(data)
    return data


CORRUPTIONS = {
    "wrong format": lambda d: d.update(format="polislab/other/1"),
    "unknown key": lambda d: d.update(colour="red"),
    "missing key": lambda d: d.pop("market"),
    "unknown round": lambda d: d.update(round="6"),
    "unknown phase": lambda d: d.update(phase="battle"),
    "negative prestige": lambda d: d["sides"]["athens"].update(prestige=-1),
    "boolean count": lambda d: d["sides"]["athens"]["resources"].update(metal=True),
    "unknown polis": lambda d: d["poleis"].update(Athens=d["poleis"].pop("Athenai")),
    "population over maximum": lambda d: d["poleis"]["Chalkis"].update(population=9),
    "unknown territory": lambda d: d["units"].update(Attica={}),
    "galleys on land": lambda d: d["units"]["Attika"]["athens"].update(galleys=1),
    "hoplites at sea": lambda d: d["units"]["Kyklades"]["athens"].update(hoplites=1),
    "a cube too many": lambda d: d["sides"]["athens"]["pool"].update(cubes=30),
    "a merchant lost": lambda d: d["sides"]["sparta"].update(merchants_in_port=0),
    "project twice": lambda d: d["projects"]["deck"].append("Theatre"),
    "project missing": lambda d: d["projects"]["offer"].pop(),
    "event card missing": lambda d: d["events"]["decks"]["4"].pop(),
    "event card unknown": lambda d: d["events"].update(drawn=["Pericles"]),
    "market off the chart": lambda d: d["market"].update(oil=11),
    "two merchants on one shipload": lambda d: d.update(merchants_at_markets=[
        {"market": "Persia", "shipload": 0, "side": "athens"},
        {"market": "Persia", "shipload": 0, "side": "sparta"}]),
    "passed twice": lambda d: d.update(passed=["athens", "athens"]),
    "the passed side to act": lambda d: d.update(passed=["sparta"]),
    "actions over without passes": lambda d: d.update(phase="end_of_round"),
    "same action twice": lambda d: d.update(actions_taken=["begin project"] * 2),
    "unknown action kind": lambda d: d.update(actions_taken=["build wonder"]),
    "pending actor": lambda d: d.update(pending={"kind": "siege", "actor": "persia",
                                                 "rule": "x"}),
    "pending roll without dice": lambda d: d.update(pending={"kind": "siege", "actor": "chance",
                                                             "rule": "x", "dice": 0}),
    "two proxenoi in one polis": lambda d: d["sides"]["athens"].update(proxenos="Sparta"),
    "project in a polis that cannot take it": lambda d: (
        d["projects"]["offer"].remove("Theatre"),
        d["poleis"]["Pylos"].update(project="Theatre")),
    "options unknown": lambda d: d["options"].update(fast=True),
}


@pytest.mark.parametrize("name", CORRUPTIONS)
def test_json_refuses_corrupt_data_with_a_scenario_error(name):
    with pytest.raises(ScenarioError):
        State.from_json(_corrupt(CORRUPTIONS[name]))


def test_json_refuses_what_is_not_a_saved_state():
    for data in (None, [], "state", {"format": FORMAT}):
        with pytest.raises(ScenarioError):
            State.from_json(data)


def test_json_reads_a_hand_edited_state():
    data = start().to_json()
    data["units"]["Boiotia"] = {"athens": {"hoplites": 2}}
    data["sides"]["athens"]["pool"]["cubes"] -= 2
    state = State.from_json(data)
    assert state.units("Boiotia", "athens").hoplites == 2
    assert give(state, "Thebai", "athens", 3).polis("Thebai").owner == "athens"


def _leaves(data, path=()):
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _leaves(value, (*path, index))
    yield path


def test_json_any_single_edit_reads_back_or_raises_a_scenario_error(game_seed):
    rng = random.Random(game_seed)
    base = engine.apply(start(), "create merchant Pylos pay wood")[0].to_json()
    paths = list(_leaves(base))
    junk = [None, -1, 0, 1, 2.5, True, "", "Athenai", "athens", [], {}, ["x"], {"a": 1}]
    for _ in range(60):
        data = copy.deepcopy(base)
        path = rng.choice(paths)
        if not path:
            continue
        holder = data
        for key in path[:-1]:
            holder = holder[key]
        holder[path[-1]] = rng.choice(junk)
        try:
            state = State.from_json(data)
        except ScenarioError:
            continue
        assert conservation_errors(state) == [] and round_trip(state) == state
