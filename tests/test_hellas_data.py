"""The Hellas components (seed 003 §2 and the reference): the tile set and the god cards of the
polislab edition, designed so that every rule is meaningful, and the loader that checks them.

Each test names the rule its data makes meaningful; docs/rules/hellas.md lists every designed
value.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from polislab.core.errors import ScenarioError
from polislab.games.hellas import engine
from polislab.games.hellas.components import (
    COMPONENTS,
    EFFECT_KINDS,
    GODS,
    TIMINGS,
    load,
    source_kind,
)

DATA = Path(__file__).resolve().parents[1] / "polislab" / "games" / "hellas" / "data"
DOC = Path(__file__).resolve().parents[1] / "docs" / "rules" / "hellas.md"
C = COMPONENTS


# -- §2 Components ----------------------------------------------------------------------------


def test_seed_2_counts_24_tiles_with_the_dolphin_and_three_decks_of_16():
    assert 1 + len(C.tiles) == 24 == C.limit("tiles")
    assert [len(C.deck(g)) for g in GODS] == [16, 16, 16]
    assert (C.limit("greeks"), C.limit("ships")) == (15, 10)


def test_reference_a2_the_dolphin_tile_is_all_water_with_no_city():
    dolphin = C.start
    assert dolphin.edges == "WWWWWW" and dolphin.land == () and not dolphin.temple
    assert dolphin.water == ((0, 1, 2, 3, 4, 5),)


def test_reference_a2_every_other_tile_has_exactly_one_city():
    for tile in C.tiles:
        assert sum(region.city for region in tile.land) == 1, tile.name


def test_the_tile_set_mixes_islands_one_to_four_land_edges_bridges_and_temples():
    # reference §A2 (muskegonareagamers): islands, land on one or two hexsides, three or four
    edges = Counter(t.land_edges for t in C.tiles)
    assert set(edges) == {0, 1, 2, 3, 4}
    assert all(n >= 2 for n in edges.values())
    assert sum(t.bridges for t in C.tiles) >= 2  # reference §A2: some tiles show bridges
    assert 4 <= len(C.temples) <= 8
    # a temple on an island and temples on the mainland, so the 4-action burst (seed 003 §5
    # Option 1) is reachable over land and by sea
    assert {t.is_island for t in C.tiles if t.temple} == {True, False}


def test_only_temple_tiles_split_their_water():
    # reference §A6.1: only temple tiles can create a new water area; so only they hold two
    # water regions (a land strip without a bridge), which the water rule can refuse (HL3)
    split = [t.name for t in C.tiles if t.splits_water]
    assert split and all(C.tile(name).temple for name in split)


def test_a_bridge_keeps_the_water_under_it_one_region():
    # reference §A6.5: water flowing under a bridge is one body of water
    for tile in C.tiles:
        for region in tile.land:
            if region.bridge:
                assert len(tile.water) == 1, tile.name


def test_some_tiles_have_land_that_is_not_the_citys():
    # a land edge off the city's region matches land but is no land route for attacks
    # (seed 003 §5 Attack Over Land; reference §A6.7: a direct land connection)
    assert [t.name for t in C.tiles if len(t.land) > 1]


def test_rotations_that_lie_alike_are_listed_once():
    assert C.tile("Naxos").rotations == (0,)
    assert C.tile("Korinthos").rotations == (0, 1, 2)
    assert C.tile("Argos").rotations == (0, 1, 2, 3, 4, 5)
    assert C.tile("Korinthos").canonical_rotation(4) == 1


# -- the god cards ------------------------------------------------------------------------------


def test_each_deck_keeps_to_its_gods_theme():
    # reference §A5: Ares combat, Poseidon seafaring, Zeus the unexpected
    for card in C.cards:
        assert EFFECT_KINDS[card.kind] == card.god, card.name


def test_the_two_effects_the_reference_confirms_are_in_the_decks():
    wind = [c for c in C.cards if c.kind == "voyage_tie"]
    march = [c for c in C.cards if c.kind == "forced_march"]
    assert [c.god for c in wind] == ["Poseidon"] and [c.god for c in march] == ["Ares"]
    assert "still need at least one adjacent ship" in wind[0].text  # reference §A6.2
    assert "not next to the target" in march[0].text  # reference §A6.7


def test_some_cards_carry_the_opponents_turn_symbol_in_each_deck():
    # seed 003 §7: some cards may be played during the opponent's turn (marked)
    for god in GODS:
        marked = [c for c in C.cards if c.god == god and c.symbol]
        assert marked, god
        assert all(c.timing.startswith("opponent's") for c in marked)
    assert {c.timing for c in C.cards} == set(TIMINGS)


def test_cards_that_place_pieces_exist_for_the_empty_supply_rule():
    # seed 003 §7: "If a card allows placement of Greeks/ships and you have none in supply,
    # you may move them from other tiles"
    kinds = {c.kind for c in C.cards}
    assert {"place_ships", "colony", "defender_greek"} <= kinds


# -- sources and the rulings page ---------------------------------------------------------------


def test_every_value_has_a_source_of_a_known_kind():
    files = {f.name: json.loads(f.read_text(encoding="utf-8")) for f in DATA.glob("*.json")}
    counted = 0
    for (file, _record, _field), text in C.sources.items():
        assert source_kind(text) in ("seed", "published", "polislab edition"), text
        assert file in files
        counted += 1
    assert counted >= 24 * 5 + 16 * 7


def test_the_rulings_page_names_every_designed_tile_and_card():
    text = DOC.read_text(encoding="utf-8")
    for tile in C.tiles:
        assert f"| {tile.name} |" in text, tile.name
    for card in C.cards:
        assert f"| {card.name} |" in text, card.name


def test_every_ruling_cited_by_the_engine_is_on_the_rulings_page():
    text = DOC.read_text(encoding="utf-8")
    package = DATA.parent
    cited: set[str] = set()
    for path in package.glob("*.py"):
        cited |= set(re.findall(r"ruling\(['\"](HL\d+)['\"]\)", path.read_text(encoding="utf-8")))
    assert cited
    for code in cited:
        assert f"| {code} |" in text, code


# -- the loader ---------------------------------------------------------------------------------


def _copy(tmp_path: Path, name: str, change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads((DATA / name).read_text(encoding="utf-8"))
    change(data)
    (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    return str(tmp_path)


def _tile(data: dict, name: str) -> dict:
    return next(t for t in data["tiles"] if t["name"] == name)


@pytest.mark.parametrize("change, message", [
    (lambda d: _tile(d, "Korinthos").update(edges="LWWLW"), "six letters"),
    (lambda d: _tile(d, "Korinthos")["land"][0].update(bridge=False),
     "land without a bridge runs between them"),
    (lambda d: _tile(d, "Argos")["land"][0].update(bridge=True), "a bridge must cross water"),
    (lambda d: _tile(d, "Olympia").update(water=[[1, 2, 4, 5]]),
     "land without a bridge runs between them"),
    (lambda d: _tile(d, "Athenai").update(water=[[3, 4], [5]]), "are not split by any land"),
    (lambda d: _tile(d, "Pylos")["land"][0].update(city=False), "exactly one city"),
    (lambda d: _tile(d, "Pylos").update(edges="LLWWWW"), "each land edge once"),
    (lambda d: _tile(d, "Naxos").update(water=[[0, 1, 2, 3, 4, 5], []]), "a lake"),
    (lambda d: d["tiles"].pop(), "23 tiles with the start tile"),
    (lambda d: _tile(d, "Pella").update(name="Argos"), "named twice"),
    (lambda d: _tile(d, "Pella").pop("temple"), "missing field 'temple'"),
    (lambda d: _tile(d, "Pella").update(colour="red"), "unknown field(s): colour"),
], ids=["edges", "bridge", "useless bridge", "split", "one region", "city", "land edges",
        "lake", "count", "name", "missing", "unknown"])
def test_the_loader_refuses_a_broken_tile_file(tmp_path, change, message):
    folder = _copy(tmp_path, "tiles.json", change)
    with pytest.raises(ScenarioError, match=re.escape(message)):
        load(folder)


def _card(data: dict, name: str) -> dict:
    return next(c for c in data["cards"] if c["name"] == name)


@pytest.mark.parametrize("change, message", [
    (lambda d: _card(d, "Storm").update(symbol=False), "the symbol marks exactly"),
    (lambda d: _card(d, "Storm").update(timing="your turn"), "is played at the timing"),
    (lambda d: _card(d, "Storm").update(copies=4), "holds 17 cards"),
    (lambda d: _card(d, "Storm")["effect"].update(kind="flood"), "unknown effect kind"),
    (lambda d: _card(d, "Storm").update(sources={"text": "somewhere"}), "a source must begin"),
], ids=["symbol", "timing", "copies", "effect", "source"])
def test_the_loader_refuses_a_broken_card_file(tmp_path, change, message):
    folder = _copy(tmp_path, "gods.json", change)
    with pytest.raises(ScenarioError, match=re.escape(message)):
        load(folder)


def test_a_users_own_files_replace_polislabs(tmp_path):
    def four_storms(data: dict) -> None:
        _card(data, "Storm")["copies"] = 4
        _card(data, "High Waves")["copies"] = 2
    folder = _copy(tmp_path, "gods.json", four_storms)
    mine = load(folder)
    assert mine.deck("Poseidon").count("Storm") == 4
    assert mine.tiles == C.tiles  # tiles.json not in the folder: polislab's
    state = engine.initial_state(data=folder)
    assert state.deck("Poseidon").count("Storm") == 4
    assert state.to_json()["options"]["data"] == folder
