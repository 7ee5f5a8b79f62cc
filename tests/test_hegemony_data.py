"""The component data of Polis: Fight for the Hegemony against the seeds, the sources and itself.

Each test names the seed section (seed 000 = the reference manual, seed 001 = the second
summary) or the reference section (shared/reference/polis-hegemony-sources.md) it checks.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections.abc import Iterable, Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from polislab.core.errors import ScenarioError
from polislab.games import hegemony
from polislab.games.hegemony import COMPONENTS as C
from polislab.games.hegemony import components

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "polislab" / "games" / "hegemony" / "data"
RULINGS = ROOT / "docs" / "rules" / "hegemony.md"


def names(records: Iterable[Any]) -> set[str]:
    return {record.name for record in records}


# --------------------------------------------------------------------------------------------
# Counts and names (seed 000 §2)


def test_seed_000_s2_board_counts() -> None:
    assert len(C.land_territories) == 12
    assert len(C.sea_territories) == 5
    assert len(C.poleis) == 18
    assert len(C.projects) == 14


def test_seed_000_s2_component_limits() -> None:
    limits = C.limits
    assert (limits.cubes_per_side, limits.discs_per_side) == (45, 25)
    assert (limits.merchants_per_side, limits.proxenoi_per_side) == (8, 1)
    assert (limits.dice, limits.die_faces) == (1, 4)
    assert (limits.market_markers, limits.round_markers) == (4, 1)
    assert (limits.polis_tiles, limits.project_tiles) == (18, 14)
    assert (limits.event_cards, limits.combat_cards, limits.player_boards) == (40, 24, 2)


def test_seed_000_s2_project_kinds_and_tiles() -> None:
    # "14 Project Tiles (Philosophers, Artist, Temples, Theatres, Statues, Festivals, Games)"
    kinds = [project.kind for project in C.projects]
    assert set(kinds) == set(components.PROJECT_KINDS)
    assert kinds.count("artist") == 1 and kinds.count("philosopher") == 3


def test_seed_spellings() -> None:
    # The issue: spellings follow the seeds (seed 000 §3, §5).
    for name in ("Athenai", "Sparta", "Gytheion", "Syrakousai", "Thebai", "Korkyra", "Korinthos",
                 "Chalkis", "Chios", "Pylos", "Epidamnos", "Abdera"):
        C.polis(name)
    for name in ("Attika", "Lakedaimon", "Ionia", "Achaia", "Myrtöo Pelagos", "Ionio Pelagos",
                 "Kyklades", "Noties Sporades"):
        C.territory(name)
    assert "Myrtöo Pelagos" in (DATA / "map.json").read_text(encoding="utf-8")  # UTF-8, unescaped


def test_an_english_name_points_to_the_seed_spelling() -> None:
    with pytest.raises(KeyError, match="'Athenai'"):
        C.polis("Athens")
    with pytest.raises(KeyError, match="'Lakedaimon'"):
        C.territory("Laconia")
    with pytest.raises(KeyError, match="did you mean 'Korinthos'"):
        C.polis("Korinthus")


# --------------------------------------------------------------------------------------------
# Poleis (seed 000 §1, §5)


def test_seed_000_s1_capitals_are_athenai_and_sparta() -> None:
    assert {(p.name, p.capital_of) for p in C.capitals} == {("Athenai", "athens"),
                                                            ("Sparta", "sparta")}
    assert C.capital("athens").name == "Athenai" and C.capital("sparta").name == "Sparta"


def test_seed_000_s5_3_commercial_cities() -> None:
    assert names(C.commercial_poleis) == {"Athenai", "Pylos", "Gytheion"}
    assert {p.name for p in C.poleis if p.can_create_merchants} == {"Athenai", "Pylos", "Gytheion"}


def test_seed_000_s5_2_no_galleys_in_sparta_or_thebai() -> None:
    assert {p.name for p in C.poleis if not p.galley_seas} == {"Sparta", "Thebai"}
    assert {p.name for p in C.poleis if not p.can_create_galleys} == {"Sparta", "Thebai"}


def test_seed_000_s5_1_no_hoplites_in_epidamnos_or_abdera() -> None:
    assert {p.name for p in C.poleis if not p.can_create_hoplites} == {"Epidamnos", "Abdera"}
    for name in ("Epidamnos", "Abdera"):  # they stand on a sea: no land territory to stand in
        assert C.territory(C.polis(name).territory).is_sea


def test_seed_000_s5_7_who_cannot_be_besieged() -> None:
    assert {p.name for p in C.poleis if not p.besiegeable} == {
        "Athenai", "Sparta", "Epidamnos", "Abdera"}
    in_round_3 = {p.name for p in C.poleis if p.besiegeable and not p.can_be_besieged_in("3")}
    assert in_round_3 == {"Korinthos", "Syrakousai"}
    assert C.polis("Korinthos").can_be_besieged_in("4")


def test_every_polis_stands_in_a_territory_of_the_map() -> None:
    for polis in C.poleis:
        assert C.territory(polis.territory).kind == polis.territory_kind
        assert polis.base_population <= polis.max_population
        assert polis.max_growth >= 1


def test_every_galley_sea_touches_its_polis() -> None:
    # seed 000 §5.2: "Move 1 Population cube to adjacent sea territory (per arrow)".
    for polis in C.poleis:
        for sea in polis.galley_seas:
            assert C.territory(sea).is_sea, polis.name
            assert sea == polis.territory or C.adjacent(polis.territory, sea), polis.name


def test_project_kinds_of_poleis_exist_and_phidias_is_athenian() -> None:
    for polis in C.poleis:
        assert set(polis.project_kinds) <= set(components.PROJECT_KINDS)
    phidias = C.project("Phidias")
    assert [p.name for p in C.poleis if p.allows(phidias)] == ["Athenai"]
    assert all(any(p.allows(project) for p in C.poleis) for project in C.projects)


# --------------------------------------------------------------------------------------------
# Designed fortification values (polislab edition) against seed 000 §5.7


def test_fortification_fits_a_d4_and_the_round_capacity() -> None:
    faces = C.limits.die_faces
    for polis in C.poleis:
        assert 1 <= polis.fortification <= faces, polis.name
        if not polis.besiegeable:
            continue
        # A siege needs at least `fortification` hoplites in the territory: some round in
        # which the siege is allowed must let that many stand there.
        allowed = [r for r in C.round_track.rounds if polis.can_be_besieged_in(r.name)]
        assert any(polis.fortification <= r.capacity for r in allowed), polis.name
        success = Fraction(faces - polis.fortification + 1, faces)  # roll >= fortification
        assert success > 0, polis.name


def test_fortification_matches_what_the_sources_say() -> None:
    # reference §2.1 (4players): Korinthos and Argos need a 3 or 4 on the d4.
    assert C.polis("Korinthos").fortification in (3, 4)
    assert C.polis("Argos").fortification in (3, 4)
    # seed 000 §5.7 bans sieges of Korinthos and Syrakousai in round 3: the ban only matters if
    # the round-3 capacity (3 hoplites) could otherwise meet their fortification.
    capacity_3 = C.round("3").capacity
    assert C.polis("Korinthos").fortification <= capacity_3
    assert C.polis("Syrakousai").fortification <= capacity_3


def test_fortification_is_the_documented_rule() -> None:
    # polislab edition: fortification = min(base population, 3) (docs/rules/hegemony.md).
    for polis in C.poleis:
        assert polis.fortification == min(polis.base_population, 3), polis.name
        assert C.source("poleis.json", polis.name, "fortification").startswith(
            "polislab edition: min(base")


# --------------------------------------------------------------------------------------------
# The map


def test_adjacency_is_symmetric() -> None:
    for territory in C.territories:
        for neighbour in territory.neighbours:
            assert territory.name in C.neighbours(neighbour), (territory.name, neighbour)


def test_the_map_is_connected() -> None:
    seen, frontier = {C.territories[0].name}, [C.territories[0].name]
    while frontier:
        for neighbour in C.neighbours(frontier.pop()):
            if neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    assert seen == names(C.territories)


def test_seed_000_s5_5_island_poleis_count_as_land() -> None:
    islands = {island: t.name for t in C.territories for island in t.islands}
    assert set(islands) == {"Chalkis", "Chios", "Korkyra"}
    for island, territory in islands.items():
        assert C.polis(island).territory == territory
        assert C.territory(territory).counts_as_land_for_movement
    assert not any(t.counts_as_land_for_movement for t in C.sea_territories)


def test_seed_000_s5_8_home_territories() -> None:
    assert C.side("athens").home_territory == "Attika"
    assert C.side("sparta").home_territory == "Lakedaimon"
    for side in C.sides:
        assert C.capital(side.name).territory == side.home_territory


def test_seed_000_s5_10_diolkos_belongs_to_korinthos() -> None:
    diolkos = C.diolkos
    assert diolkos.polis == "Korinthos" and diolkos.owner_only
    megaris = C.polis("Korinthos").territory
    assert all(C.adjacent(megaris, sea) for sea in diolkos.seas)


# --------------------------------------------------------------------------------------------
# Economy: tribute, market, trade, projects


def test_every_land_territory_has_a_tribute_box_and_no_sea_has_one() -> None:
    assert {box.territory for box in C.tribute_boxes} == names(C.land_territories)
    for box in C.tribute_boxes:
        for row in box.rows:
            assert row.resource in components.RESOURCES
            assert list(row.values) == sorted(set(row.values))
            assert row.spaces <= max(r.capacity for r in C.round_track.rounds)
    with pytest.raises(KeyError, match="no tribute box"):
        C.tribute_box("Kyklades")


def test_seed_000_s5_8_collection_takes_the_rightmost_space() -> None:
    row = C.tribute_box("Boiotia").row("metal")
    assert [row.collect(n) for n in range(1, 6)] == [1, 3, 6, 10, 15]
    with pytest.raises(ValueError):
        row.collect(6)


def test_seed_000_s5_8_achaia_needs_no_polis() -> None:
    assert C.poleis_in("Achaia") == ()
    assert [b.territory for b in C.tribute_boxes if not b.requires_own_polis] == ["Achaia"]


def test_seed_000_s3_market_chart_goods_and_bands() -> None:
    chart = C.market_chart
    assert chart.goods == ("metal", "wood", "wine", "oil")
    assert chart.spaces == 11
    assert chart.value("3", 0) == 3 and chart.value("5β", 10) == 13
    assert chart.band("5α") is chart.band("5β")
    assert chart.move("exchange").direction == "right" and chart.move("exchange").dice == 1
    purchase = chart.move("purchase")
    assert (purchase.direction, purchase.dice, purchase.take) == ("left", 2, "higher")


def test_seed_000_s7_trade_ports() -> None:
    assert C.trade_port("athens").seas == ("Kyklades",)
    assert set(C.trade_port("sparta").seas) == {"Ionio Pelagos", "Myrtöo Pelagos"}


def test_every_market_can_be_reached_from_both_ports() -> None:
    assert len(C.markets) == 5  # reference §1.6 (labsk: five foreign markets)
    for market in C.markets:
        assert C.territory(market.sea).is_sea
        for side in components.SIDES:
            routes = C.trade_routes(side, market.name)
            assert routes, (side, market.name)
            for route in routes:
                assert route[0] in C.trade_port(side).seas
                assert route[-1] == market.sea
    for link in C.sea_links:
        assert C.adjacent(*link.between)


def test_seed_000_s7_korinthos_owner_trades_across_the_diolkos() -> None:
    plain = C.trade_routes("athens", "Illyria")[0]
    shortcut = C.trade_routes("athens", "Illyria", diolkos=True)[0]
    assert shortcut == ("Kyklades", "Ionio Pelagos") and len(shortcut) < len(plain)


def test_shiploads_kinds() -> None:
    for market in C.markets:
        for index, shipload in enumerate(market.shiploads):
            assert shipload.index == index and shipload.market == market.name
            assert shipload.get in ("wheat", "silver") and shipload.give != shipload.get
    persia = C.market("Persia").shiploads[0]
    assert (persia.give, persia.get, persia.kind) == ("wine", "wheat", "exchange")


def test_seed_000_s7_phidias_prestige_is_half_the_capital_rounded_up() -> None:
    phidias = C.project("Phidias")
    assert phidias.prestige is None
    assert [phidias.immediate_prestige(n) for n in (4, 5, 6, 7)] == [2, 3, 3, 4]
    assert C.project("Temple of Zeus").immediate_prestige(99) == 4


def test_projects_have_costs_prestige_and_posterity() -> None:
    for project in C.projects:
        assert project.cost.total > 0
        assert project.posterity >= 0
        assert set(dict(project.cost.items())) <= set(components.RESOURCES)
    assert C.project("Socrates").cost == hegemony.Resources(silver=6)


# --------------------------------------------------------------------------------------------
# Rounds, setup, events


def test_round_track_and_capacity() -> None:
    # seed 000 §2 (rounds 3, 4, 5α, 5β) and §7 (round number = capacity); reference §8.1.
    track = C.round_track
    assert [(r.name, r.capacity) for r in track.rounds] == [
        ("3", 3), ("4", 4), ("5α", 5), ("5β", 5)]
    assert [r.number for r in track.rounds] == [1, 2, 3, 4]
    assert track.next("4") == track.round("5α") and track.next("5β") is None
    # seed 000 §5 Battles: 8 units; reference §7 (eban666, ringbote): no battle in round 3.
    assert track.battle_trigger == 8
    assert not track.battles_possible("3") and track.battles_possible("4")
    assert (track.land_first_attacker, track.sea_first_attacker) == ("sparta", "athens")


def test_seed_000_s3_setup_sparta() -> None:
    sparta = C.setup.side("sparta")
    assert set(sparta.poleis) == {"Pylos", "Gytheion", "Sparta"}
    assert dict(sparta.hoplites) == {"Lakedaimon": 3}
    assert dict(sparta.galleys) == {"Ionio Pelagos": 1, "Myrtöo Pelagos": 1}
    assert sparta.merchants_in_trade_port == 1
    assert sparta.proxenos == "Sparta"


def test_seed_000_s3_setup_athens() -> None:
    athens = C.setup.side("athens")
    assert set(athens.poleis) == {"Chios", "Chalkis", "Athenai"}
    assert dict(athens.hoplites) == {"Attika": 3, "Ionia": 2}
    assert dict(athens.galleys) == {"Kyklades": 2, "Noties Sporades": 1}
    assert athens.merchants_in_trade_port == 1
    assert athens.proxenos == "Athenai"


def test_seed_000_s3_setup_round_market_and_first_player() -> None:
    setup = C.setup
    assert setup.round == "3"
    assert setup.market_start_space == 0  # "leftmost positions"
    assert (setup.first_player, setup.first_player_on_tie) == ("fewer_prestige", "sparta")
    assert setup.event_order == ("athens", "sparta")


def test_reference_s8_2_starting_population_resources_and_prestige() -> None:
    for side in C.setup.sides:
        for polis, population in side.poleis.items():
            assert population == C.polis(polis).base_population
        assert side.cubes_on_board <= C.limits.cubes_per_side
    athens, sparta = C.setup.side("athens"), C.setup.side("sparta")
    assert athens.resources.silver == 0 and sparta.resources.wheat == 0  # Pastor3, Piticlander
    assert athens.resources.wheat > 0 and sparta.resources.silver > 0
    assert all(athens.resources[g] == sparta.resources[g] == 4 for g in components.GOODS)
    assert athens.prestige == sparta.prestige  # a tie: Sparta begins (seed 000 §3)


def test_reference_s6_2_round_3_events_exactly() -> None:
    deck = C.event_deck("3")
    assert deck.complete and deck.size == deck.listed == 8
    assert {(card.name, card.copies) for card in deck.cards} == {
        ("No Event", 2), ("Earthquake in Sparta", 1), ("Persian Fleet Destruction", 1),
        ("Philopersians", 1), ("Xerxes is Assassinated", 1), ("Leotychidas II", 1),
        ("Holy War", 1)}
    assert all(card.effects is not None for card in deck.cards)
    assert all(card.source("name").startswith("published (reference §6.2") for card in deck.cards)
    [leotychidas] = [card for card in deck.cards if card.name == "Leotychidas II"]
    assert leotychidas.effects == (components.EventEffect("first_player", side="athens"),)
    [xerxes] = [card for card in deck.cards if card.name == "Xerxes is Assassinated"]
    assert xerxes.effects == (components.EventEffect("close_market",
                                                     params=(("market", "Persia"),)),)


def test_seed_000_s2_forty_event_cards_in_four_complete_decks() -> None:
    """Seed 000 §2: 40 event cards by round; reference §6.1: 8 in round 3, and 8 + 8 + 12 + 12
    if 5α and 5β hold the prototype's 12 (ruling HG65); every card's effects are data."""
    sizes = {deck.round: deck.listed for deck in C.event_decks}
    assert sizes == {"3": 8, "4": 8, "5α": 12, "5β": 12}
    assert sum(sizes.values()) == C.limits.event_cards == 40
    assert all(deck.complete and deck.size == deck.listed for deck in C.event_decks)
    assert all(card.effects is not None for deck in C.event_decks for card in deck.cards)
    round_4 = {card.name: card.copies for card in C.event_deck("4").cards}
    assert round_4["No Event"] == 2 and "Egypt Rebels Against Persia" in round_4


def test_only_the_cards_without_a_stated_effect_are_polislab_edition() -> None:
    """Reference §6.4 marks six cards "effect not stated": only their effects are designed."""
    designed = {v.record for v in C.designed_values if v.file == "events.json"}
    assert designed == {"Peasant Revolts (round 4)", "Age of Pericles (round 4)",
                        "Behind the Long Walls (round 5α)", "Enemies of Greece (round 5α)",
                        "Plague and Humiliation (round 5α)", "Hermokopidai (round 5β)"}
    fields = {v.field for v in C.designed_values if v.file == "events.json"}
    assert fields == {"effect", "effects"}


def test_hegemony_is_registered() -> None:
    from polislab.core import game_names

    assert "hegemony" in game_names()


def test_records_are_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        C.polis("Sparta").fortification = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        C.setup.side("sparta").hoplites["Lakedaimon"] = 5  # type: ignore[index]


# --------------------------------------------------------------------------------------------
# Sources


def _raw_values() -> Iterator[tuple[str, str, str, str | None]]:
    """Every (file, record, field, source) of the data files, read without the loader."""
    for path in sorted(DATA.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        file_sources = data.get("field_sources", {})
        for section, records in data.items():
            if section in ("about", "field_sources"):
                continue
            assert isinstance(records, list), (path.name, section)
            for record in records:
                label = record.get("name") or "–".join(record["between"])
                for field in set(record) - {"source", "sources"}:
                    source = (record.get("sources", {}).get(field)
                              or file_sources.get(field) or record.get("source"))
                    yield path.name, label, field, source


def test_every_value_has_a_source() -> None:
    prefixes = tuple(prefix for prefix, _ in components.SOURCE_KINDS)
    values = list(_raw_values())
    assert len(values) > 500
    for file, record, field, source in values:
        assert source, f"{file}: {record}.{field} has no source"
        assert source.startswith(prefixes), f"{file}: {record}.{field}: {source!r}"
    assert {path.name for path in DATA.glob("*.json")} == set(components.DATA_FILES)


def test_the_loader_keeps_every_source() -> None:
    assert len(C.sourced_values) == len(list(_raw_values()))
    assert C.source("setup.json", "sparta", "hoplites").startswith("seed 000 §3")
    assert C.polis("Korinthos").source("commercial").startswith("seed 000 §5.3")


def _doc_rows() -> set[tuple[str, ...]]:
    rows: set[tuple[str, ...]] = set()
    for line in RULINGS.read_text(encoding="utf-8").splitlines():
        if line.startswith("|"):
            cells = tuple(cell.strip().strip("`") for cell in line.strip().strip("|").split("|"))
            rows.add(cells[:4])
    return rows


def test_every_polislab_edition_value_is_in_the_rulings_page() -> None:
    rows = _doc_rows()
    assert C.designed_values
    for value in C.designed_values:
        key = (value.file, value.record, value.field, value.value_text)
        assert key in rows, f"docs/rules/hegemony.md lacks the designed value row {key}"


def test_the_rulings_page_has_the_sections_the_issue_asks_for() -> None:
    text = RULINGS.read_text(encoding="utf-8")
    assert "\n## Rulings" in text and "to be decided with the engine" in text
    assert "\n## Where the sources differ" in text


# --------------------------------------------------------------------------------------------
# Validation: a broken file names the file and the record


BROKEN = [
    ("poleis.json", '"fortification": 3, "max_growth": 2, "max_population": 6',
     '"fortification": 5, "max_growth": 2, "max_population": 6', "Korinthos"),
    ("poleis.json", '"name": "Thebai", "territory": "Boiotia"',
     '"name": "Thebai", "territory": "Boeotia"', "Thebai"),
    ("map.json", '"neighbours": ["Thessalia", "Attika"]', '"neighbours": ["Thessalia"]',
     "Attika"),
    ("poleis.json", '"galley_seas": ["Myrtöo Pelagos"], "commercial": false, "capital_of": null, '
     '"project_kinds": ["games"]', '"galley_seas": ["Ionio Pelagos"], "commercial": false, '
     '"capital_of": null, "project_kinds": ["games"]', "Argos"),
    ("tribute.json", '"requires_own_polis": false', '"requires_own_polis": true', "Achaia"),
    ("setup.json", '"Lakedaimon": 3', '"Lakedaimon": 4', "sparta"),
    ("setup.json", '"Chios": 2', '"Chios": 3', "athens"),
    ("events.json", '"Holy War", "round": "3", "copies": 1', '"Holy War", "round": "3", '
     '"copies": 2', "'3'"),
    ("events.json", '"where": "Messenia"', '"where": "Kyklades"', "Earthquake in Sparta"),
    ("trade.json", '"sea": "Ionio Pelagos"', '"sea": "Ionia"', "Illyria"),
    ("projects.json", '"Socrates", "kind": "philosopher"', '"Socrates", "kind": "sage"',
     "Socrates"),
    ("projects.json", '"sources": {"name": "prototype dataset (reference §5.2)"}},\n    '
     '{"name": "Temple of Apollo"', '"sources": {"name": "a guess"}},\n    '
     '{"name": "Temple of Apollo"', "Temple of Zeus"),
    ("rounds.json", '{"name": "4", "capacity": 4,', '{"name": "4", "capacity": 2,', "'4'"),
    ("components.json", '"name": "proxenoi", "count": 1, "per": "side", "source": "seed 000 §2',
     '"name": "proxenoi", "count": 1, "per": "side", "sourc": "seed 000 §2', "proxenoi"),
]


@pytest.mark.parametrize(("file", "old", "new", "record"), BROKEN,
                         ids=[f"{b[0]}:{b[3]}" for b in BROKEN])
def test_a_broken_file_raises_scenario_error_naming_file_and_record(
    tmp_path: Path, file: str, old: str, new: str, record: str
) -> None:
    for path in DATA.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    target = tmp_path / file
    text = target.read_text(encoding="utf-8")
    assert old in text, f"the test's anchor is gone from {file}: {old}"
    target.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ScenarioError) as caught:
        hegemony.load(tmp_path)
    message = str(caught.value)
    assert file in message and record in message, message
    assert caught.value.line is not None


def test_a_missing_source_is_an_error(tmp_path: Path) -> None:
    for path in DATA.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    target = tmp_path / "sides.json"
    data = json.loads(target.read_text(encoding="utf-8"))
    del data["sides"][0]["sources"]["colour"]
    target.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(ScenarioError, match=r"sides\.json: sides 'athens': no source for field "
                       "'colour'"):
        hegemony.load(tmp_path)


def test_duplicate_keys_and_bad_json_are_errors(tmp_path: Path) -> None:
    for path in DATA.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    target = tmp_path / "rounds.json"
    target.write_text(target.read_text(encoding="utf-8").replace(
        '"capacity": 3,', '"capacity": 3, "capacity": 4,', 1), encoding="utf-8")
    with pytest.raises(ScenarioError, match="rounds.json: not valid JSON: .*twice"):
        hegemony.load(tmp_path)


def test_loading_the_packaged_data_again_gives_an_equal_result() -> None:
    assert hegemony.load(DATA) == C
