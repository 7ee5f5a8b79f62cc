"""A worked example: one scripted round 3 of Polis: Fight for the Hegemony, from the setup to the
preparation of round 4, every number computed by hand from the rules and checked.

The rules are seed 000 (the reference manual: §3 Setup, §4 Gameplay Flow, §5 Core Mechanics,
§6 Scoring, §7 FAQ) and seed 001 (a summary, cited by its headings); the component values come
from ``polislab/games/hegemony/data/*.json``; where the seeds are silent, polislab's rulings
HG1..HG58 in ``docs/rules/hegemony.md`` decide, and the comments cite them.

The story. Sparta begins (equal Prestige). It builds a second merchant and trades wood for
wheat in Illyria; marches its three hoplites into Arkadia and takes Argos on a roll of 4; raises
a hoplite in Sparta and begins a statue paid in silver; collects silver at home and brings its
Ionian galley into the Myrtöo Pelagos; buys wheat in Illyria and passes. Athens collects at
home, sells oil in Aegyptus for silver, marches on Thebai and fails (a roll of 2), sends its
proxenos to Gytheion and buys the city by civil war, adds a galley at Chios and begins a theatre
in Athenai; once Sparta has passed it goes on alone, paying 1 extra resource for each action:
hoplites home from Ionia by sea, a merchant, and wine for wheat in Persia; then it passes. The
end of the round completes both projects, feeds both peoples (Sparta 1 wheat short: 1 Prestige),
grows Chalkis, gives Athens a megalopolis point, halves the stores, pays Athens 2 silver of
phoros, and prepares round 4, which Athens begins with less Prestige.

Every die is a chance action the script plays itself ("roll 4": ruling HG30); the decks are
stacked by ``hegemony_states.start`` (projects Theatre, Temple of Apollo, Statue of an Ephebe
face up; the round-3 event is "No Event").
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hegemony_states import start

from polislab.core.errors import IllegalAction
from polislab.core.events import Event
from polislab.games.hegemony import engine
from polislab.games.hegemony.components import RESOURCES
from polislab.games.hegemony.round_prep import final_score
from polislab.games.hegemony.state import Pool, State, conservation_errors

# -- the script -------------------------------------------------------------------------------
# (checkpoint, action). The tests read the state after each checkpoint.
SCRIPT: tuple[tuple[str, str], ...] = (
    # Turn 1, Sparta (it begins: Prestige 4 = 4, "Sparta if tied", seed 000 §3).
    ("sparta merchant", "create merchant Pylos pay wood"),
    ("sparta trade wood", "trade Illyria wood for wheat x3"),
    ("sparta trade wood rolled", "roll 2"),
    # Turn 2, Athens.
    ("athens collects attika", "collect Attika silver x2, wheat"),
    ("athens trade oil", "trade Aegyptus oil for silver x5"),
    ("athens trade oil rolled", "roll 3"),
    # Turn 3, Sparta.
    ("sparta to arkadia", "move hoplites Lakedaimon x3 to Arkadia by land"),
    ("sparta besieges argos", "besiege Argos"),
    ("sparta takes argos", "roll 4"),
    # Turn 4, Athens.
    ("athens to boiotia", "move hoplites Attika x3 to Boiotia by land"),
    ("athens besieges thebai", "besiege Thebai"),
    ("athens fails at thebai", "roll 2"),
    # Turn 5, Sparta.
    ("sparta hoplite", "create hoplite Sparta pay metal"),
    ("sparta statue", "begin project Statue of an Ephebe in Sparta pay silver"),
    # Turn 6, Athens.
    ("athens proxenos", "move proxenos Athenai>Gytheion"),
    ("athens civil war", "instigate civil war Gytheion"),
    # Turn 7, Sparta.
    ("sparta collects lakedaimon", "collect Lakedaimon silver"),
    ("sparta galley move", "move galley Ionio Pelagos to Myrtöo Pelagos"),
    # Turn 8, Athens.
    ("athens galley", "create galley Chios pay wood"),
    ("athens theatre", "begin project Theatre in Athenai"),
    # Turn 9, Sparta: one action, then it passes (ruling HG27).
    ("sparta buys wheat", "trade Illyria silver for wheat x3 marker wood"),
    ("sparta buys wheat rolled", "roll 1 3"),
    ("sparta passes", "pass"),
    # Athens alone: each action is a turn of its own and costs 1 extra resource (ruling HG28).
    ("athens by sea", "move hoplites Ionia x2 to Attika by sea extra metal"),
    ("athens merchant", "create merchant Athenai pay wood extra oil"),
    ("athens trade wine", "trade Persia wine for wheat x3 extra metal"),
    ("athens trade wine rolled", "roll 1"),
    ("athens passes", "pass"),
    # The end of the round (seed 000 §4), Sparta first in each step: it passed first.
    ("sparta supply", "supply pay prestige 1"),
    ("athens grows", "grow Chalkis"),
    ("sparta phoros", "phoros none"),
    ("athens phoros", "phoros 2"),
)
LABELS = tuple(label for label, _ in SCRIPT)


@cache
def _played() -> tuple[dict[str, State], dict[str, list[Event]]]:
    """Every checkpoint's state and events, the script played once (states are values)."""
    state = start()
    states, events = {"setup": state}, {}
    for label, action in SCRIPT:
        state, events[label] = engine.apply(state, action)
        states[label] = state
    return states, events


def at(label: str) -> State:
    return _played()[0][label]


def data(label: str, kind: str) -> dict[str, Any]:
    """The details of the one event of ``kind`` the checkpoint's action produced."""
    (found,) = [e.data for e in _played()[1][label] if e.kind == kind]
    return dict(found)


def before(label: str) -> State:
    index = LABELS.index(label)
    return at(LABELS[index - 1]) if index else at("setup")


# -- reading a state --------------------------------------------------------------------------
def res(state: State, side: str) -> dict[str, int]:
    """The six resources of ``side``'s player board."""
    have = state.side(side).resources
    return {name: have[name] for name in RESOURCES}


def board(**amounts: int) -> dict[str, int]:
    """A full player board: the resources named, the others 0."""
    return {name: amounts.get(name, 0) for name in RESOURCES}


def poleis(state: State, side: str) -> dict[str, int]:
    """Each polis of ``side`` with its population."""
    return {p.name: p.population for p in state.owned_poleis(side)}


def army(state: State, side: str) -> dict[str, tuple[int, int]]:
    """(hoplites, galleys) of ``side`` in each territory where it has units."""
    return {t.name: (t.of(side).hoplites, t.of(side).galleys) for t in state.territories
            if t.of(side).total}


def prestige(state: State, side: str) -> int:
    return state.side(side).prestige


def market(state: State) -> dict[str, int]:
    """The space of each good's marker (0 = leftmost)."""
    return dict(zip(("metal", "wood", "wine", "oil"), state.market, strict=True))


def legal(state: State) -> set[str]:
    return {str(action) for action in engine.legal_actions(state)}


# -- §3 Setup: the starting position ----------------------------------------------------------
def test_seed_000_s3_setup_the_starting_position_by_hand():
    s = at("setup")
    assert (s.round, s.capacity, s.phase, s.event) == ("3", 3, "actions", "No Event")
    # seed 000 §3 "Polis Tiles for Chios, Chalkis, Athenai"; population = base population
    # (setup.json, poleis.json): Athenai 5, Chios 2, Chalkis 1 -> 8 population cubes.
    assert poleis(s, "athens") == {"Athenai": 5, "Chios": 2, "Chalkis": 1}
    # seed 000 §3 "Polis tiles for Pylos, Gytheion, Sparta": Sparta 4, Pylos 2, Gytheion 1 -> 7.
    assert poleis(s, "sparta") == {"Sparta": 4, "Pylos": 2, "Gytheion": 1}
    # seed 000 §3: Athens 3 hoplites in Attika, 2 in Ionia, 2 galleys in Kyklades, 1 in Noties
    # Sporades; Sparta 3 hoplites in Lakedaimon, 1 galley each in Ionio and Myrtöo Pelagos.
    assert army(s, "athens") == {"Attika": (3, 0), "Ionia": (2, 0), "Kyklades": (0, 2),
                                 "Noties Sporades": (0, 1)}
    assert army(s, "sparta") == {"Lakedaimon": (3, 0), "Myrtöo Pelagos": (0, 1),
                                 "Ionio Pelagos": (0, 1)}
    # The player boards are not in the seeds: setup.json (prototype, ruling HG26) gives 4 of
    # each good and 4 Prestige; Athens has no silver and 4 wheat, Sparta 4 silver and no wheat.
    assert res(s, "athens") == board(metal=4, wood=4, wine=4, oil=4, silver=0, wheat=4)
    assert res(s, "sparta") == board(metal=4, wood=4, wine=4, oil=4, silver=4, wheat=0)
    assert (prestige(s, "athens"), prestige(s, "sparta")) == (4, 4)
    # seed 000 §2: 45 cubes, 25 discs, 8 merchants, 1 proxenos per side; what is not on the
    # board is in the supply (pool).
    # Athens: cubes 45 - (8 population + 5 hoplites + 3 galleys) = 29; discs 25 - 3 poleis = 22;
    # merchants 8 - 1 in the trade port = 7; the proxenos is in Athenai (seed 000 §3): 0 left.
    assert s.side("athens").pool == Pool(cubes=29, discs=22, merchants=7, proxenoi=0)
    # Sparta: cubes 45 - (7 + 3 + 2) = 33; discs 25 - 3 = 22; merchants 7; proxenos in Sparta.
    assert s.side("sparta").pool == Pool(cubes=33, discs=22, merchants=7, proxenoi=0)
    assert (s.side("athens").proxenos, s.side("sparta").proxenos) == ("Athenai", "Sparta")
    assert (s.side("athens").merchants_in_port, s.side("sparta").merchants_in_port) == (1, 1)
    # seed 000 §3: the 4 market markers on the leftmost space; the round-3 band's value there
    # is 3 (market.json).
    assert market(s) == {"metal": 0, "wood": 0, "wine": 0, "oil": 0}
    # seed 000 §3: 3 project tiles face up (stacked by the test helper), 11 face down.
    assert s.project_offer == ("Theatre", "Temple of Apollo", "Statue of an Ephebe")
    assert len(s.project_deck) == 11
    # seed 000 §3 "Player with less Prestige begins (Sparta if tied)": 4 = 4, so Sparta.
    assert (s.first_player, s.player) == ("sparta", "sparta")
    # Every neutral polis stands at its base population (ruling HG18), e.g. Argos 3, Thebai 3.
    assert (s.polis("Argos").owner, s.polis("Argos").population) == (None, 3)
    assert (s.polis("Thebai").owner, s.polis("Thebai").population) == (None, 3)


# -- turn 1, Sparta -----------------------------------------------------------------------------
def test_turn_1_seed_000_s5_3_sparta_creates_a_merchant_in_pylos():
    s = at("sparta merchant")
    # seed 000 §5.3: 1 wood per merchant: wood 4 - 1 = 3; everything else unchanged.
    assert res(s, "sparta") == board(metal=4, wood=3, wine=4, oil=4, silver=4, wheat=0)
    # "Remove 1 Population cube": Pylos 2 - 1 = 1 (a commercial city, seed 000 §5.3); the cube
    # goes back to the supply (ruling HG31): cubes 33 + 1 = 34; merchants 7 - 1 = 6 in the pool,
    # 1 + 1 = 2 in the trade port.
    assert poleis(s, "sparta") == {"Sparta": 4, "Pylos": 1, "Gytheion": 1}
    assert s.side("sparta").pool == Pool(cubes=34, discs=22, merchants=6, proxenoi=0)
    assert s.side("sparta").merchants_in_port == 2
    assert prestige(s, "sparta") == 4  # a Development action costs no Prestige
    assert (s.player, s.actions_taken) == ("sparta", ("create merchants",))


def test_turn_1_seed_000_s5_9_sparta_trades_wood_for_wheat_in_illyria():
    s = at("sparta trade wood")
    # seed 000 §5.9: the merchant goes by a free route (Sparta's port opens on Ionio Pelagos,
    # Illyria's sea, seed 000 §7 Trade Routes; no Athenian galley there) and takes the
    # wood-for-wheat shipload. It costs the market value of wood: marker on space 0 -> 3 in
    # round 3 (market.json): wood 3 - 3 = 0; it gives the shipload's number, 3 wheat (ruling
    # HG42): wheat 0 + 3 = 3.
    assert res(s, "sparta") == board(metal=4, wood=0, wine=4, oil=4, silver=4, wheat=3)
    assert s.side("sparta").merchants_in_port == 2 - 1
    assert [(m.market, m.side) for m in s.merchants_at_markets] == [("Illyria", "sparta")]
    assert data("sparta trade wood", "trade")["route"] == ["Ionio Pelagos"]
    # "if goods exchanged, move resource marker right (die roll)": the game waits for the d4.
    assert engine.to_move(s) == "chance" and s.pending.kind == "market move"
    s = at("sparta trade wood rolled")
    # Rolled 2: the wood marker moves right 0 + 2 = 2 (value 4 now); the trade, and with it
    # Sparta's 2-action turn (seed 000 §4), ends with the roll (ruling HG30).
    assert market(s) == {"metal": 0, "wood": 2, "wine": 0, "oil": 0}
    assert (s.player, s.actions_taken) == ("athens", ())


# -- turn 2, Athens -----------------------------------------------------------------------------
def test_turn_2_seed_000_s5_8_athens_collects_in_attika_at_no_prestige_cost():
    s = at("athens collects attika")
    # seed 000 §5.8: Athens owns Athenai (and Chalkis) in Attika and has 3 hoplites there.
    # Tribute box of Attika (tribute.json): silver [1, 3, 6], wheat [1]. 2 hoplites on silver
    # collect the rightmost space filled, 3; 1 on wheat, 1 (3 hoplites, all Athens has there).
    # silver 0 + 3 = 3, wheat 4 + 1 = 5.
    assert res(s, "athens") == board(metal=4, wood=4, wine=4, oil=4, silver=3, wheat=5)
    # "No Prestige cost in home territory (Attika/Lakedaimon)": Prestige stays 4.
    assert prestige(s, "athens") == 4
    # "Place disc to block reuse": discs 22 - 1 = 21; the hoplites stay on the map (HG52).
    assert s.side("athens").pool == Pool(cubes=29, discs=21, merchants=7, proxenoi=0)
    assert army(s, "athens")["Attika"] == (3, 0)
    assert [(d.territory, d.side) for d in s.tribute_discs] == [("Attika", "athens")]


def test_turn_2_seed_000_s5_9_athens_sells_oil_for_silver_in_aegyptus():
    s = at("athens trade oil")
    # seed 000 §7 Trade Routes "Athens must cross Kyklades first": Kyklades, then Noties
    # Sporades (Aegyptus's sea); no Spartan galley on either, so the route is free.
    # Oil's marker is on space 0: value 3: oil 4 - 3 = 1; the oil-for-silver shipload is
    # numbered 5 (HG42): silver 3 + 5 = 8.
    assert res(s, "athens") == board(metal=4, wood=4, wine=4, oil=1, silver=8, wheat=5)
    assert s.side("athens").merchants_in_port == 1 - 1
    assert data("athens trade oil", "trade")["route"] == ["Kyklades", "Noties Sporades"]
    s = at("athens trade oil rolled")
    # Rolled 3: the oil marker moves right 0 + 3 = 3; the wood marker stays on 2.
    assert market(s) == {"metal": 0, "wood": 2, "wine": 0, "oil": 3}
    assert (s.player, s.actions_taken) == ("sparta", ())


# -- turn 3, Sparta -----------------------------------------------------------------------------
def test_turn_3_seed_000_s5_5_sparta_marches_into_arkadia_by_land():
    s = at("sparta to arkadia")
    # seed 000 §5.5: a military action costs 1 Prestige: 4 - 1 = 3. Lakedaimon and Arkadia are
    # neighbours (map.json); 3 hoplites fit the round-3 capacity of 3 (seed 000 §7).
    assert prestige(s, "sparta") == 3
    assert army(s, "sparta") == {"Arkadia": (3, 0), "Myrtöo Pelagos": (0, 1),
                                 "Ionio Pelagos": (0, 1)}
    assert res(s, "sparta") == res(before("sparta to arkadia"), "sparta")


def test_turn_3_seed_000_s5_7_sparta_besieges_argos_and_rolls_a_4():
    s = at("sparta besieges argos")
    # seed 000 §5.7: Sparta controls Arkadia (3 hoplites to 0, ruling HG49) with at least
    # Argos's fortification of 3 in hoplites (poleis.json). The siege costs 1 Prestige:
    # 3 - 1 = 2; then the d4.
    assert prestige(s, "sparta") == 2
    assert engine.to_move(s) == "chance" and s.pending.kind == "siege"
    s = at("sparta takes argos")
    # Rolled 4 >= 3: success. "gain polis tile ... Prestige = Fortification": 2 + 3 = 5;
    # "replace population": Sparta's cubes replace the neutral Argos's base population 3
    # (HG51): cubes 34 - 3 = 31, discs 22 - 1 = 21. The hoplites stay in Arkadia.
    assert prestige(s, "sparta") == 5
    assert poleis(s, "sparta") == {"Sparta": 4, "Argos": 3, "Pylos": 1, "Gytheion": 1}
    assert s.side("sparta").pool == Pool(cubes=31, discs=21, merchants=6, proxenoi=0)
    assert army(s, "sparta")["Arkadia"] == (3, 0)
    assert (s.player, s.actions_taken) == ("athens", ())


# -- turn 4, Athens -----------------------------------------------------------------------------
def test_turn_4_seed_000_s5_5_athens_marches_into_boiotia_by_land():
    s = at("athens to boiotia")
    # 1 Prestige: 4 - 1 = 3. Attika and Boiotia are neighbours; Attika is left empty.
    assert prestige(s, "athens") == 3
    assert army(s, "athens") == {"Boiotia": (3, 0), "Ionia": (2, 0), "Kyklades": (0, 2),
                                 "Noties Sporades": (0, 1)}


def test_turn_4_seed_000_s5_7_athens_siege_of_thebai_fails_on_a_2():
    s = at("athens besieges thebai")
    # Athens controls Boiotia with 3 hoplites >= Thebai's fortification 3: 1 Prestige, 3 - 1 = 2.
    assert prestige(s, "athens") == 2
    s = at("athens fails at thebai")
    # Rolled 2 < 3: "Failure: lose 1 hoplite": Boiotia 3 - 1 = 2, the cube back to the supply
    # (29 + 1 = 30). Thebai is neutral, so it loses no population (seed 000 §5.7: only an
    # enemy polis does); no Prestige is gained.
    assert prestige(s, "athens") == 2
    assert army(s, "athens")["Boiotia"] == (2, 0)
    assert s.side("athens").pool == Pool(cubes=30, discs=21, merchants=7, proxenoi=0)
    assert (s.polis("Thebai").owner, s.polis("Thebai").population) == (None, 3)
    assert (s.player, s.actions_taken) == ("sparta", ())


# -- turn 5, Sparta -----------------------------------------------------------------------------
def test_turn_5_seed_000_s5_1_sparta_raises_a_hoplite_in_sparta():
    s = at("sparta hoplite")
    # seed 000 §5.1: 1 metal per hoplite: metal 4 - 1 = 3; "Move 1 Population cube to
    # adjacent land territory": Sparta 4 - 1 = 3, Lakedaimon 0 + 1 = 1 hoplite (HG7: the
    # polis's own territory). The cube moves from the polis to the board: the pool keeps 31.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=4, oil=4, silver=4, wheat=3)
    assert poleis(s, "sparta")["Sparta"] == 3
    assert army(s, "sparta")["Lakedaimon"] == (1, 0)
    assert s.side("sparta").pool.cubes == 31


def test_turn_5_seed_000_s5_4_s7_sparta_begins_a_statue_paid_wholly_in_silver():
    s = at("sparta statue")
    # seed 000 §5.4 and §7 Resource Substitution: the Statue of an Ephebe costs 2 wood
    # (projects.json); Sparta has no wood left, and "silver can fully substitute": 2 silver.
    # silver 4 - 2 = 2. The polis takes the project (statue kind allowed in Sparta).
    assert res(s, "sparta") == board(metal=3, wood=0, wine=4, oil=4, silver=2, wheat=3)
    assert s.polis("Sparta").project == "Statue of an Ephebe"
    assert s.project_offer == ("Theatre", "Temple of Apollo")
    assert prestige(s, "sparta") == 5  # the Prestige comes at the end of the round
    assert (s.player, s.actions_taken) == ("athens", ())


# -- turn 6, Athens -----------------------------------------------------------------------------
def test_turn_6_seed_000_s5_10_athens_sends_its_proxenos_to_gytheion():
    s = at("athens proxenos")
    # seed 000 §5.10: "Pay 1 silver per enemy unit crossed", to the bank (seed 001). Cheapest
    # way from Attika to Gytheion's Lakedaimon (ruling HG46: each territory entered, the
    # destination included): e.g. Megaris 0, Achaia 0, Messenia 0, Lakedaimon 1 Spartan
    # hoplite = 1 silver (through Arkadia: 3 + 1 = 4; by Kyklades and Myrtöo: 0 + 1 + 1 = 2).
    # Every way ends in Lakedaimon, so 1 is the least: silver 8 - 1 = 7.
    assert res(s, "athens") == board(metal=4, wood=4, wine=4, oil=1, silver=7, wheat=5)
    assert data("athens proxenos", "move proxenos")["paid"] == 1
    # Of the ways costing 1, the story tells the shortest (ruling HG46): 4 territories.
    assert data("athens proxenos", "move proxenos")["path"] == [
        "Megaris", "Achaia", "Messenia", "Lakedaimon"]
    assert res(s, "sparta")["silver"] == 2  # the bank, not Sparta, is paid
    assert s.side("athens").proxenos == "Gytheion"


def test_turn_6_seed_000_s5_12_athens_buys_gytheion_by_civil_war():
    s = at("athens civil war")
    # seed 000 §5.12: an enemy polis costs 3 x its current population: 3 x 1 = 3 silver (paid
    # in silver, ruling HG48): silver 7 - 3 = 4. "Gain polis ... Prestige = Population
    # bribed": 2 + 1 = 3.
    assert res(s, "athens") == board(metal=4, wood=4, wine=4, oil=1, silver=4, wheat=5)
    assert prestige(s, "athens") == 3
    assert poleis(s, "athens") == {"Athenai": 5, "Chios": 2, "Gytheion": 1, "Chalkis": 1}
    assert poleis(s, "sparta") == {"Sparta": 3, "Argos": 3, "Pylos": 1}
    # Athens puts 1 cube and a disc on it: cubes 30 - 1 = 29, discs 21 - 1 = 20; Sparta's
    # cube and disc go home: cubes 31 + 1 = 32, discs 21 + 1 = 22.
    assert s.side("athens").pool == Pool(cubes=29, discs=20, merchants=7, proxenoi=0)
    assert s.side("sparta").pool == Pool(cubes=32, discs=22, merchants=6, proxenoi=0)
    assert prestige(s, "sparta") == 5  # the loser pays no Prestige
    assert s.side("athens").proxenos == "Gytheion"  # the proxenos stays (HG48)
    assert (s.player, s.actions_taken) == ("sparta", ())


# -- turn 7, Sparta -----------------------------------------------------------------------------
def test_turn_7_seed_000_s5_8_sparta_collects_silver_at_home():
    s = at("sparta collects lakedaimon")
    # Sparta still owns Sparta in Lakedaimon, with 1 hoplite there. Tribute box of Lakedaimon:
    # silver [1, 3]; 1 hoplite collects 1: silver 2 + 1 = 3. Home territory: no Prestige.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=4, oil=4, silver=3, wheat=3)
    assert prestige(s, "sparta") == 5
    assert s.side("sparta").pool.discs == 22 - 1


def test_turn_7_seed_000_s5_6_sparta_moves_a_galley_into_the_myrtoo_pelagos():
    s = at("sparta galley move")
    # seed 000 §5.6: 1 Prestige: 5 - 1 = 4. Ionio Pelagos 1 - 1 = 0, Myrtöo 1 + 1 = 2 galleys.
    assert prestige(s, "sparta") == 4
    assert army(s, "sparta") == {"Arkadia": (3, 0), "Lakedaimon": (1, 0),
                                 "Myrtöo Pelagos": (0, 2)}
    assert (s.player, s.actions_taken) == ("athens", ())


# -- turn 8, Athens -----------------------------------------------------------------------------
def test_turn_8_seed_000_s5_2_athens_builds_a_galley_at_chios():
    s = at("athens galley")
    # seed 000 §5.2: 1 wood per galley: wood 4 - 1 = 3; a cube of Chios (2 - 1 = 1) goes to the
    # sea of its arrow, Noties Sporades (poleis.json): 1 + 1 = 2 galleys.
    assert res(s, "athens") == board(metal=4, wood=3, wine=4, oil=1, silver=4, wheat=5)
    assert poleis(s, "athens")["Chios"] == 1
    assert army(s, "athens")["Noties Sporades"] == (0, 2)


def test_turn_8_seed_000_s5_4_athens_begins_the_theatre_in_athenai():
    s = at("athens theatre")
    # The Theatre costs 1 metal, 2 wood, 1 silver (projects.json), paid as printed:
    # metal 4 - 1 = 3, wood 3 - 2 = 1, silver 4 - 1 = 3.
    assert res(s, "athens") == board(metal=3, wood=1, wine=4, oil=1, silver=3, wheat=5)
    assert s.polis("Athenai").project == "Theatre"
    assert s.project_offer == ("Temple of Apollo",)
    assert (s.player, s.actions_taken) == ("sparta", ())


# -- turn 9, Sparta: a purchase, then the pass ------------------------------------------------
def test_turn_9_seed_000_s5_9_sparta_buys_wheat_and_the_marker_moves_left():
    s = at("sparta buys wheat")
    # "Purchase wheat with silver (1:1)": Illyria's silver-for-wheat shipload numbered 3 (its
    # wood-for-wheat one holds Sparta's first merchant): silver 3 - 3 = 0, wheat 3 + 3 = 6.
    # The second merchant leaves the port: 1 - 1 = 0.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=4, oil=4, silver=0, wheat=6)
    assert s.side("sparta").merchants_in_port == 0
    assert s.pending.dice == 2  # "higher of two die rolls"
    s = at("sparta buys wheat rolled")
    # Rolled 1 and 3: the higher, 3, moves the named wood marker left: 2 - 3 = -1, and it stops
    # at the end of the track, space 0 (ruling HG43).
    assert market(s) == {"metal": 0, "wood": 0, "wine": 0, "oil": 3}


def test_turn_9_seed_000_s4_sparta_passes_after_one_action():
    s = at("sparta passes")
    # seed 000 §4: "When a player passes (opts not to take 1 or 2 actions), their opponent may
    # continue"; ruling HG27: Sparta is out of the round.
    assert s.passed == ("sparta",)
    assert (s.phase, s.player) == ("actions", "athens")
    # Nothing is paid for passing.
    assert res(s, "sparta") == res(before("sparta passes"), "sparta")
    assert prestige(s, "sparta") == 4


# -- Athens alone: 1 additional resource per action (seed 000 §4; ruling HG28) ----------------
def test_seed_000_s4_after_the_pass_every_action_of_athens_costs_one_more_resource():
    s = at("sparta passes")
    with pytest.raises(IllegalAction, match="additional resource"):
        engine.apply(s, "move hoplites Ionia x2 to Attika by sea")


def test_seed_000_s5_5_athens_alone_brings_the_ionian_hoplites_home_by_sea():
    s = at("athens by sea")
    # seed 000 §5.5, ruling HG50: Ionia -> Noties Sporades -> Kyklades -> Attika, through seas
    # Athens controls (2 galleys to 0 in each). 1 Prestige: 3 - 1 = 2; the extra metal:
    # metal 3 - 1 = 2. Ionia 2 - 2 = 0, Attika 0 + 2 = 2. A repeated kind (move hoplites) is
    # allowed now ("even repeating the same action").
    assert prestige(s, "athens") == 2
    assert res(s, "athens") == board(metal=2, wood=1, wine=4, oil=1, silver=3, wheat=5)
    assert army(s, "athens") == {"Attika": (2, 0), "Boiotia": (2, 0), "Kyklades": (0, 2),
                                 "Noties Sporades": (0, 2)}
    assert data("athens by sea", "move hoplites")["paths"] == [
        ["Ionia", "Noties Sporades", "Kyklades", "Attika"]] * 2
    assert (s.player, s.actions_taken) == ("athens", ())  # each action is a turn of its own


def test_seed_000_s5_3_athens_alone_creates_a_merchant_paying_extra_oil():
    s = at("athens merchant")
    # 1 wood for the merchant: wood 1 - 1 = 0; the extra oil: oil 1 - 1 = 0. Athenai 5 - 1 = 4,
    # the cube to the supply (HG31): 29 + 1 = 30; merchants 7 - 1 = 6 in the pool, 1 in port.
    assert res(s, "athens") == board(metal=2, wood=0, wine=4, oil=0, silver=3, wheat=5)
    assert poleis(s, "athens")["Athenai"] == 4
    assert s.side("athens").pool == Pool(cubes=30, discs=20, merchants=6, proxenoi=0)
    assert s.side("athens").merchants_in_port == 1


def test_seed_000_s5_9_athens_alone_trades_wine_for_wheat_in_persia():
    s = at("athens trade wine")
    # Persia (Noties Sporades) by Kyklades: free (the Spartan galleys are in the Myrtöo
    # Pelagos, not on the route). Wine's marker on space 0: value 3:
    # wine 4 - 3 = 1; the wine-for-wheat shipload numbered 3: wheat 5 + 3 = 8; the extra
    # metal: metal 2 - 1 = 1.
    assert res(s, "athens") == board(metal=1, wood=0, wine=1, oil=0, silver=3, wheat=8)
    assert data("athens trade wine", "trade")["route"] == ["Kyklades", "Noties Sporades"]
    s = at("athens trade wine rolled")
    # Rolled 1: wine marker 0 + 1 = 1.
    assert market(s) == {"metal": 0, "wood": 0, "wine": 1, "oil": 3}


# -- the tally at the end of the action phase -------------------------------------------------
def test_seed_000_s4_the_action_phase_tally_before_the_end_of_round():
    s = at("athens trade wine rolled")
    # Athens: metal 4 -1 theatre -1 extra -1 extra = 1; wood 4 -1 galley -2 theatre -1 merchant
    # = 0; wine 4 -3 Persia = 1; oil 4 -3 Aegyptus -1 extra = 0; silver 0 +3 collection
    # +5 Aegyptus -1 proxenos -3 civil war -1 theatre = 3; wheat 4 +1 collection +3 Persia = 8.
    assert res(s, "athens") == board(metal=1, wood=0, wine=1, oil=0, silver=3, wheat=8)
    # Prestige 4 -1 move -1 siege +1 civil war -1 move by sea = 2.
    assert prestige(s, "athens") == 2
    assert poleis(s, "athens") == {"Athenai": 4, "Chios": 1, "Gytheion": 1, "Chalkis": 1}
    # Sparta: metal 4 -1 hoplite = 3; wood 4 -1 merchant -3 Illyria = 0; wine 4; oil 4;
    # silver 4 -2 statue +1 collection -3 purchase = 0; wheat 0 +3 +3 = 6.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=4, oil=4, silver=0, wheat=6)
    # Prestige 4 -1 move -1 siege +3 Argos -1 galley = 4.
    assert prestige(s, "sparta") == 4
    assert poleis(s, "sparta") == {"Sparta": 3, "Argos": 3, "Pylos": 1}
    # Cubes: Athens on the board 7 population + 4 hoplites + 4 galleys = 15 -> 45 - 15 = 30;
    # Sparta 7 + 4 hoplites + 2 galleys = 13 -> 32. Discs: Athens 4 poleis + 1 tribute disc
    # -> 20; Sparta 3 + 1 -> 21. Merchants: each 2 out (at markets), 6 in the pool.
    assert s.side("athens").pool == Pool(cubes=30, discs=20, merchants=6, proxenoi=0)
    assert s.side("sparta").pool == Pool(cubes=32, discs=21, merchants=6, proxenoi=0)
    assert sorted((m.market, m.side) for m in s.merchants_at_markets) == [
        ("Aegyptus", "athens"), ("Illyria", "sparta"), ("Illyria", "sparta"),
        ("Persia", "athens")]
    # Capacity 3 per side keeps every territory under the 8 units of a battle (seed 000 §5).
    assert s.battles == ()


# -- the end of round 3 (seed 000 §4 End of Round Phase) ---------------------------------------
def test_seed_000_s4_step_1_projects_complete_when_both_have_passed():
    s = at("athens passes")
    assert s.passed == ("sparta", "athens") and s.phase == "end_of_round"
    # Step 1, Sparta first (it passed first): the Statue of an Ephebe gives 1 Prestige:
    # 4 + 1 = 5; Athens's Theatre gives 2: 2 + 2 = 4 (projects.json, non-bracketed values).
    assert s.polis("Sparta").completed == ("Statue of an Ephebe",)
    assert s.polis("Athenai").completed == ("Theatre",)
    assert s.polis("Sparta").project is None and s.polis("Athenai").project is None
    assert (prestige(s, "athens"), prestige(s, "sparta")) == (4, 5)


def test_seed_000_s4_step_2_supply_sparta_is_one_wheat_short():
    s = at("athens passes")
    # Step 2, Sparta: population 3 + 3 + 1 = 7, wheat 6: it pays all 6 (wheat 6 - 6 = 0), and
    # the shortfall of 1 is its choice (Prestige, or a polis back to neutrality; HG54).
    assert res(s, "sparta")["wheat"] == 0
    assert engine.to_move(s) == "sparta" and s.pending.kind == "supply"
    assert s.pending.get("shortfall") == 7 - 6
    assert legal(s) == {"supply pay prestige 1", "supply return Pylos", "supply return Argos"}
    s = at("sparta supply")
    # "Shortfall paid with Prestige (1:1)": 5 - 1 = 4.
    assert prestige(s, "sparta") == 4
    # Then Athens: population 4 + 1 + 1 + 1 = 7, wheat 8 - 7 = 1.
    assert res(s, "athens")["wheat"] == 1
    # Step 3, Growth: Sparta has no wheat, so it is not asked; Athens is.
    assert engine.to_move(s) == "athens" and s.pending.kind == "growth"
    assert poleis(s, "sparta") == {"Sparta": 3, "Argos": 3, "Pylos": 1}


def test_seed_000_s4_steps_3_to_5_growth_megalopolis_storage():
    s = at("athens grows")
    # Step 3: 1 wheat for 1 cube: Chalkis 1 + 1 = 2 (max growth 1, max population 2,
    # poleis.json); wheat 1 - 1 = 0; the cube from the supply: 30 - 1 = 29.
    assert poleis(s, "athens") == {"Athenai": 4, "Chios": 1, "Gytheion": 1, "Chalkis": 2}
    assert s.side("athens").pool.cubes == 29
    # Step 4, Megalopolis: Athens's Chalkis 2 > base 1: +1 Prestige, 4 + 1 = 5 (Athenai 4 < 5,
    # Chios 1 < 2, Gytheion 1 = 1). Sparta: Sparta 3 < 4, Argos 3 = 3, Pylos 1 < 2: nothing, 4.
    assert (prestige(s, "athens"), prestige(s, "sparta")) == (5, 4)
    # Step 5, Storage: "Lose half of stored wine, oil, and wheat (rounded up)" (seed 000; HG3,
    # HG55 default): Sparta wine 4 - 2 = 2, oil 4 - 2 = 2, wheat 0; Athens wine 1 - 1 = 0
    # (half of 1 rounded up is 1), oil 0, wheat 0. Metal, wood, silver are not stored goods.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=2, oil=2, silver=0, wheat=0)
    assert res(s, "athens") == board(metal=1, wood=0, wine=0, oil=0, silver=3, wheat=0)
    # Step 6, Phoros: Sparta is asked first.
    assert engine.to_move(s) == "sparta" and s.pending.kind == "phoros"


def test_seed_000_s4_step_6_phoros():
    s = at("sparta phoros")
    assert prestige(s, "sparta") == 4 and res(s, "sparta")["silver"] == 0  # "phoros none"
    assert engine.to_move(s) == "athens" and s.pending.kind == "phoros"
    s = at("athens phoros")
    # "spend Prestige (1:1) to gain silver": Athens 5 - 2 = 3 Prestige, silver 3 + 2 = 5.
    assert prestige(s, "athens") == 3
    assert res(s, "athens")["silver"] == 5


def test_seed_000_s4_preparation_of_round_4():
    s = at("athens phoros")
    assert s.pending is None and s.result is None  # nobody at 0 Prestige (seed 000 §6)
    # "Advance round marker": round 4, capacity 4 (rounds.json).
    assert (s.round, s.capacity, s.phase) == ("4", 4, "actions")
    # "Return all tribute discs to owners": Athens 20 + 1 = 21, Sparta 21 + 1 = 22.
    # "Return all merchants to Trade Ports": 2 each.
    assert s.tribute_discs == () and s.merchants_at_markets == ()
    assert (s.side("athens").merchants_in_port, s.side("sparta").merchants_in_port) == (2, 2)
    # "Remove unselected Project Tiles and draw 3 new ones": Temple of Apollo was not begun and
    # is discarded; the next 3 of the stacked deck are laid out (HG58).
    assert s.project_discard == ("Temple of Apollo",)
    assert s.project_offer == ("Temple of Zeus", "Theatre with episkenion", "Socrates")
    assert len(s.project_deck) == 11 - 3
    # "Draw and resolve Event Card for next round": the round-4 deck in data order begins with
    # No Event (HG33, HG58: drawn and recorded).
    assert s.event == "No Event"
    # "Player with less Prestige begins next round (Sparta if tied)": Athens 3 < Sparta 4.
    assert (s.first_player, s.player, s.passed, s.actions_taken) == ("athens", "athens", (), ())


def test_seed_000_s4_s6_the_full_tally_at_the_end_of_round_3():
    s = at("athens phoros")
    # Athens: metal 1, wood 0, wine 0, oil 0, silver 3 + 2 phoros = 5, wheat 0; Prestige 3;
    # poleis Athenai 4, Chios 1, Gytheion 1, Chalkis 2 (population 8); the Theatre completed.
    assert res(s, "athens") == board(metal=1, wood=0, wine=0, oil=0, silver=5, wheat=0)
    assert prestige(s, "athens") == 3
    assert poleis(s, "athens") == {"Athenai": 4, "Chios": 1, "Gytheion": 1, "Chalkis": 2}
    assert s.polis("Athenai").completed == ("Theatre",)
    # Units: Attika 2 hoplites, Boiotia 2, Kyklades 2 galleys, Noties Sporades 2.
    assert army(s, "athens") == {"Boiotia": (2, 0), "Attika": (2, 0), "Kyklades": (0, 2),
                                 "Noties Sporades": (0, 2)}
    # Pool: cubes 45 - (8 + 4 + 4) = 29; discs 25 - 4 poleis = 21; merchants 8 - 2 = 6.
    assert s.side("athens").pool == Pool(cubes=29, discs=21, merchants=6, proxenoi=0)
    assert s.side("athens").proxenos == "Gytheion"
    # Sparta: metal 3, wood 0, wine 2, oil 2, silver 0, wheat 0; Prestige 4;
    # poleis Sparta 3, Argos 3, Pylos 1 (population 7); the Statue of an Ephebe completed.
    assert res(s, "sparta") == board(metal=3, wood=0, wine=2, oil=2, silver=0, wheat=0)
    assert prestige(s, "sparta") == 4
    assert poleis(s, "sparta") == {"Sparta": 3, "Argos": 3, "Pylos": 1}
    assert s.polis("Sparta").completed == ("Statue of an Ephebe",)
    assert army(s, "sparta") == {"Arkadia": (3, 0), "Lakedaimon": (1, 0),
                                 "Myrtöo Pelagos": (0, 2)}
    # Pool: cubes 45 - (7 + 4 + 2) = 32; discs 25 - 3 = 22; merchants 6.
    assert s.side("sparta").pool == Pool(cubes=32, discs=22, merchants=6, proxenoi=0)
    assert s.side("sparta").proxenos == "Sparta"
    # The market markers keep their spaces into round 4 (no rule resets them).
    assert market(s) == {"metal": 0, "wood": 0, "wine": 1, "oil": 3}
    # Were the game to end now (seed 000 §6): population + Prestige + posterity:
    # Athens 8 + 3 + 1 (Theatre) = 12; Sparta 7 + 4 + 0 (Statue of an Ephebe) = 11.
    assert (final_score(s, "athens"), final_score(s, "sparta")) == (12, 11)


@pytest.mark.parametrize("label", ("setup", *LABELS))
def test_seed_000_s2_every_piece_is_accounted_for_at_every_step(label):
    assert conservation_errors(at(label)) == []
