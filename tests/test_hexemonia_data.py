"""Hexemonia's component data (seed 004 §Game Components, §Setting Up the Game, §Tiles, the
tile abilities and the worked examples): every value the seed gives kept with its source, the
polislab edition marked and listed in docs/rules/hexemonia.md, the loader's checks."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

from polislab import ScenarioError
from polislab.games.hexemonia import COMPONENTS, load
from polislab.games.hexemonia.components import ABILITIES, NATURES, TYPES, source_kind

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "polislab" / "games" / "hexemonia" / "data"
DOC = ROOT / "docs" / "rules" / "hexemonia.md"
C = COMPONENTS


def seed_source(file: str, record: str, field: str) -> str:
    source = C.source(file, record, field)
    assert source_kind(source) == "seed", f"{record}.{field}: {source}"
    return source


# -- §Game Components ---------------------------------------------------------------------------
def test_game_components_51_terrain_tiles_6_myths_140_cubes():
    assert len(C.tiles_for(4)) == 51
    assert len(C.myths) == 6 == C.rule("myth_tokens")
    assert all(sum(m.copies.values()) == 1 for m in C.myths)
    assert (C.rule("citizens"), C.rule("hoplites"), C.rule("gold")) == (60, 30, 50)
    assert len(C.acropolis) == 5


def test_every_value_has_a_source_of_a_known_kind():
    kinds = Counter(source_kind(s) for s in C.sources.values())
    # (a published fact is a kind the loader knows; polislab marks the values it took from one
    # as its edition's, since the rulebook does not give them: the Gymnasium's)
    assert set(kinds) == {"seed", "polislab edition"}
    for t in C.tiles:
        for field in ("name", "type", "nature", "cost", "production", "shield", "ability",
                      "copies"):
            assert C.source("tiles.json", t.name, field)


# -- §Setting Up the Game: the player-count icons -----------------------------------------------
def test_setting_up_tiles_by_player_count_icons():
    assert len(C.tiles_for(2)) == 23
    assert len(C.tiles_for(3)) == 35  # the '2' and '3' icons
    for t in C.tiles:
        assert t.copies_for(3) == t.copies[2] + t.copies[3]
        assert t.copies_for(4) == sum(t.copies.values())


def test_setting_up_acropolis_tiles_by_player_count():
    assert [a.name for a in C.acropolis_for(2)] == ["Athens", "Sparta"]
    assert [a.name for a in C.acropolis_for(3)] == ["Athens", "Sparta", "Olympia"]
    assert [a.name for a in C.acropolis_for(4)] == ["Athens", "Sparta", "Delphi", "Delos"]
    for a in C.acropolis:
        seed_source("acropolis.json", a.name, "players")


# -- §Tiles: types and Natures ------------------------------------------------------------------
def test_tiles_four_types_and_four_natures():
    assert TYPES == ("Chora", "Fortification", "Polis", "Myth")
    assert NATURES == ("Political", "Military", "Economic", "Sacred")
    assert {t.type for t in C.tiles} == set(TYPES)
    assert {t.nature for t in C.tiles} == set(NATURES)


def test_fortification_tiles_only_have_shields_and_myths_no_cost():
    for t in C.tiles:
        if t.shield:
            assert t.type == "Fortification"
        if t.is_myth:
            assert t.total_cost == 0


# -- values the seed gives, kept exactly --------------------------------------------------------
def test_example_2_costs_gymnasium_pasture_fleet_spring():
    assert tuple(C.tile("Gymnasium").cost) == (1, 1, 1)
    assert tuple(C.tile("Pasture").cost) == (1, 0, 0)
    assert tuple(C.tile("Fleet").cost) == (1, 1, 2)
    assert tuple(C.tile("Spring").cost) == (0, 0, 0)
    for name in ("Gymnasium", "Pasture", "Fleet", "Spring"):
        assert "Example 2" in seed_source("tiles.json", name, "cost")


def test_example_6_phalanx_and_asty_costs_are_what_make_its_excess():
    assert tuple(C.tile("Phalanx").cost) == (0, 2, 1)  # 2 H, 4 G: "3 excess Gold"
    assert tuple(C.tile("Asty").cost) == (2, 1, 1)  # 3 C, 1 H, 4 G: 1 C and 3 G in excess
    assert "Example 6" in seed_source("tiles.json", "Phalanx", "cost")
    assert "Example 6" in seed_source("tiles.json", "Asty", "cost")


def test_fortifications_phalanx_shield_1_and_walls_higher_example_4():
    assert C.tile("Phalanx").shield == 1
    seed_source("tiles.json", "Phalanx", "shield")
    assert C.tile("Walls").shield > C.tile("Phalanx").shield  # "lower value than the Walls"
    assert C.tile("Walls").type == C.tile("Phalanx").type == "Fortification"


def test_the_tile_abilities_of_the_seed():
    expected = {"Lighthouse": ("Fortification", "lighthouse"),
                "Labyrinth": ("Fortification", "labyrinth"), "Agora": ("Polis", "agora"),
                "Tavern": ("Polis", "tavern"), "Temple": ("Polis", "temple"),
                "Port": ("Chora", "port"), "Necropolis": ("Chora", "necropolis"),
                "Spring": ("Chora", "spring"), "Hades": ("Myth", "hades"),
                "Oracle": ("Myth", "oracle"), "Fates": ("Myth", "fates"),
                "Pandora": ("Myth", "pandora")}
    for name, (type_, ability) in expected.items():
        t = C.tile(name)
        assert (t.type, t.ability) == (type_, ability)
        seed_source("tiles.json", name, "ability")
        seed_source("tiles.json", name, "type")
    assert set(ABILITIES) == {a for _, a in expected.values()}
    assert sorted(C.abilities) == sorted(ABILITIES)


def test_acropolis_bonuses_of_the_seed_and_example_7():
    bonus = {a.name: (a.bonus_type, a.bonus_points) for a in C.acropolis}
    assert bonus == {"Athens": ("Polis", 2), "Sparta": ("Fortification", 3),
                     "Olympia": ("Myth", 3), "Delphi": ("Chora", 1), "Delos": ("Chora", 1)}
    for a in C.acropolis:
        seed_source("acropolis.json", a.name, "bonus_points")


def test_example_1_olympia_is_sacred_and_the_spring_too():
    assert C.acropolis_tile("Olympia").nature == "Sacred"
    assert "Example 1" in seed_source("acropolis.json", "Olympia", "nature")
    assert C.tile("Spring").nature == "Sacred"
    assert "Example 1" in seed_source("tiles.json", "Spring", "nature")


def test_examples_5_and_6_amphitheater_and_oracle_are_political():
    assert C.tile("Amphitheater").nature == C.tile("Oracle").nature == "Political"
    assert C.tile("Amphitheater").type == "Polis"  # the duplicate Polis rule of Example 5


def test_example_7_types_by_points():
    for name in ("Tavern", "Agora", "Gymnasium", "Amphitheater", "Temple", "Asty"):
        assert C.tile(name).type == "Polis"  # 2 points each
    for name in ("Labyrinth", "Phalanx", "Walls", "Village", "Spring", "Port", "Pasture",
                 "Country", "Necropolis"):
        assert C.tile(name).type in ("Chora", "Fortification")  # 1 point each
    # Sparta's bonus counts 2 Active Fortifications among Barbara's tiles: Walls and Phalanx
    barbara = ("Walls", "Phalanx", "Village", "Spring", "Port", "Pasture", "Pasture")
    assert sum(C.tile(n).type == "Fortification" for n in barbara) == 2


def test_example_7_natures_fates_muses_olympia_differ_and_tokens_match():
    fates, muses = C.tile("Fates").nature, C.tile("Muses").nature
    assert len({fates, muses, "Sacred"}) == 3
    assert C.tile("Country").nature == fates  # the Fates token is on the Country
    assert C.tile("Asty").nature == muses  # the Muses token is on the Asty


def test_example_6_barbara_shows_no_political_symbol():
    for name in ("Walls", "Phalanx", "Village", "Spring", "Port", "Pasture", "Gymnasium",
                 "Temple", "Tavern", "Quarry"):
        assert C.tile(name).nature != "Political", name
    # Barbara's two Myth tiles of Example 7 share a Nature with each other or with Sparta
    non_political = [m.name for m in C.myths if m.nature != "Political"]
    assert {"Hades", "Pandora"} <= set(non_political)


def test_the_3_player_set_holds_every_tile_of_examples_4_to_7():
    needed = Counter({"Pasture": 3, "Phalanx": 2, "Spring": 2, "Gymnasium": 2, "Temple": 2,
                      "Tavern": 2, "Country": 2, "Amphitheater": 2, "Walls": 1, "Village": 1,
                      "Port": 1, "Necropolis": 1, "Asty": 1, "Labyrinth": 1, "Agora": 1,
                      "Quarry": 1, "Oracle": 1, "Fates": 1, "Muses": 1, "Hades": 1,
                      "Pandora": 1})
    assert not needed - Counter(C.tiles_for(3))


# -- the rules' numbers ---------------------------------------------------------------------------
def test_rules_numbers_come_from_the_seed():
    assert C.rule("face_up") == 4 and C.rule("starting_hand") == 2
    assert C.rule("hand_limit") == 4 and C.rule("myth_limit") == 3
    assert (C.rule("acropolis_citizens"), C.rule("acropolis_gold")) == (2, 1)
    assert (C.rule("points_chora"), C.rule("points_fortification"), C.rule("points_polis"),
            C.rule("points_myth_set"), C.rule("points_gold"),
            C.rule("points_philosopher_2p")) == (1, 1, 2, 8, 1, 3)
    for name in C.rules:
        seed_source("rules.json", name, "value")


# -- the rulings page lists every designed value ------------------------------------------------
def test_every_polislab_edition_value_has_a_row_in_the_rulings_page():
    text = DOC.read_text("utf-8")
    rows = set(re.findall(r"^\| (\w+\.json) \| ([\w ]+?) \| (\w+) \|", text, re.MULTILINE))
    for (file, record, field), source in C.sources.items():
        if source_kind(source) == "polislab edition":
            assert (file, record, field) in rows, f"no row for {file} {record} {field}"


def test_the_rulings_page_defines_every_ruling_the_code_cites():
    text = DOC.read_text("utf-8")
    defined = set(re.findall(r"^\*\*(HX\d+)\.", text, re.MULTILINE))
    code = "\n".join(p.read_text("utf-8") for p in
                     (ROOT / "polislab" / "games" / "hexemonia").glob("*.py"))
    cited = set(re.findall(r'"(HX\d+)"', code)) | set(re.findall(r"ruling (HX\d+)", code))
    assert cited <= defined, cited - defined
    assert defined == {f"HX{i}" for i in range(1, len(defined) + 1)}


# -- the loader ---------------------------------------------------------------------------------
def _broken(tmp_path: Path, change) -> Path:
    for f in DATA.iterdir():
        if f.is_file():  # the data files, not the tutorials folder
            shutil.copy(f, tmp_path / f.name)
    data = json.loads((tmp_path / "tiles.json").read_text("utf-8"))
    change(data)
    (tmp_path / "tiles.json").write_text(json.dumps(data), "utf-8")
    return tmp_path


def test_the_loader_reads_the_shipped_files_again():
    again = load(DATA)
    assert again.tiles == C.tiles and again.acropolis == C.acropolis


@pytest.mark.parametrize("change, message", [
    (lambda d: d["tiles"][0]["sources"].pop("cost"), "has no source"),
    (lambda d: d["tiles"][0]["sources"].update(cost="a guess"), "must begin with"),
    (lambda d: d["tiles"][0].update(shield=3), "only a Fortification"),
    (lambda d: d["tiles"][0]["copies"].update({"4": 2}), "52 Terrain tiles"),
    (lambda d: d["tiles"][0].update(colour="blue"), "unknown field"),
    (lambda d: d["tiles"][0].update(nature="Cultural"), "nature must be"),
])
def test_the_loader_refuses_a_broken_tile_file(tmp_path, change, message):
    with pytest.raises(ScenarioError, match=message):
        load(_broken(tmp_path, change))


def test_names_are_looked_up_with_a_hint():
    assert C.tile("amphitheatre").name == "Amphitheater"  # Example 7's spelling
    with pytest.raises(KeyError, match="did you mean 'Gymnasium'"):
        C.tile("Gymnasion")
