"""The Hexemonia tutorial scenarios (the rulebook's Examples 4, 5 and 6; a first two-player
game) and their exercise checks."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from polislab.games import hexemonia
from polislab.games.hexemonia.tutorials import (
    check_active,
    check_attackable,
    check_score,
    check_uprising,
)

ROOT = Path(__file__).resolve().parent.parent


def test_the_tutorial_loads_and_every_step_has_narration():
    assert hexemonia.tutorial_names()[:3] == ["uprisings", "first-turns", "war-and-the-end"]
    for name in hexemonia.tutorial_names():
        scenario = hexemonia.tutorial(name)
        assert all(step.narration for step in scenario.steps)
        assert all("seed" not in step.narration.casefold() for step in scenario.steps)
        assert "seed" not in (scenario.title + scenario.intro).casefold()
    assert "war-part-way" in hexemonia.tutorial_names()
    with pytest.raises(KeyError, match="uprisings"):
        hexemonia.tutorial("sieges")


def test_the_stored_scenario_is_what_the_script_writes():
    path = ROOT / "polislab/games/hexemonia/tutorials/build.py"
    spec = importlib.util.spec_from_file_location("make_hexemonia_tutorials", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.texts().items():
        stored = (module.FOLDER / name).read_text(encoding="utf-8")
        assert json.loads(stored) == json.loads(text), f"run {path.name}: {name} is stale"


def test_example_4_fortifications_casualties_and_change():
    """Seed 004 §War, Fortifications and Battle Casualties; Example 4."""
    frames = hexemonia.tutorial("uprisings").frames
    assert (
        "the Phalanx (1b) adds 1 Hoplite; the attack must be worth more than 5"
        in frames[2].events[0].text
    )  # the Active Phalanx, not the Inactive Walls
    assert frames[4].events[1].text == "Andrea lost 3 Hoplites and took 1 Citizen as change"
    assert frames[5].state.tile_at("Andrea", "2b").cubes == (1, 1, 2)


def test_example_5_a_polis_already_held_goes_to_the_underworld_with_its_myth():
    """Seed 004 §War, Spoils of War; Example 5."""
    after = hexemonia.tutorial("uprisings").frames[-1].state
    assert after.underworld == ("Amphitheater",)
    assert after.tile_at("Andrea", "1a").tokens == ("Oracle",)
    assert after.player("Andrea").myths == ("Oracle",) and after.player("Corrado").myths == ()


def test_example_6_the_philosopher_changes_hands_and_the_others_rise_up():
    """Seed 004 §Step D, The Philosopher Pawn and Uprisings; Example 6 (ruling HX23)."""
    scenario = hexemonia.tutorial("uprisings")
    after = scenario.frames[-1].state
    assert scenario.start.philosopher == 2 and after.philosopher == 0
    assert after.tile_at("Barbara", "1b").cubes == (0, 2, 2)  # 3 excess Gold: 2 discarded
    assert after.tile_at("Corrado", "1b").cubes == (3, 1, 2)  # 1c and 3g in excess: 2g
    assert after.tile_at("Andrea", "2b").cubes == (1, 1, 2)  # the pawn's holder is immune


def test_the_uprising_exercise_accepts_the_rules_answer_only():
    """Seed 004 §Resolving an Uprising: one kind, half rounded up; several, equal excess."""
    assert check_uprising("Pasture 6c", "3c")[0]
    assert not check_uprising("Pasture 6c", "2c")[0]
    assert check_uprising("Asty 3c 1h 4g", "2g")[0]
    assert check_uprising("Gymnasium 4c 1h 3g", "1c")[0]
    assert not check_uprising("Gymnasium 4c 1h 3g", "2c 1g")[0]
    assert check_uprising("Pasture 1c", "nothing")[0]
    assert not check_uprising("Pasture 6c", None)[0]
    assert "cannot be read" in check_uprising("Pasture 6c", "three")[1]


def test_first_turns_step_a_then_b_c_d_with_two_players():
    """Hexemonia rulebook §Setting Up the Game, §Step A to §Step D; two players: no Uprisings,
    the Philosopher taken by the player on turn with the most Political symbols."""
    scenario = hexemonia.tutorial("first-turns")
    start = scenario.start
    assert [p.city[0].cubes for p in start.players] == [(2, 0, 1), (2, 0, 1)]
    assert [len(p.hand) for p in start.players] == [2, 2] and len(start.display) == 4
    assert len(start.stack) == 23 - 4 - 4  # the '2' tiles of a two-player game
    assert start.last_player == start.index("Bob")
    frames = {f.step.title: f for f in scenario.frames}
    assert frames["Step A: a face-up tile"].state.display[0] == "Country"  # replaced at once
    assert frames["Step C: Production"].state.philosopher == start.index("Ann")
    assert any("no Uprisings" in e.text for e in frames["Step C: Production"].events)
    assert frames["Step D: the pawn changes hands"].state.philosopher == start.index("Bob")
    assert frames["Step D: the pawn stays"].state.philosopher == start.index("Bob")
    assert frames["A Myth tile"].state.tile_at("Bob", "1a").tokens == ("Oracle",)
    assert frames["A move"].state.tile_at("Bob", "1a").cubes == (2, 0, 1)
    assert frames["An exchange"].state.tile_at("Bob", "A").cubes == (2, 0, 0)
    assert frames["The Temple's ability"].state.tile_at("Ann", "1c").gold == 2  # + the Spring


def test_war_and_the_end_attackable_tiles_final_round_and_score():
    """Hexemonia rulebook §Step C, War (Example 3's three kinds of tile), §The End of the
    Game (the final round skips step A), §Step D, Discard Excess Tiles and §Scoring (two
    players without Uprisings: 3 points for the Philosopher)."""
    scenario = hexemonia.tutorial("war-and-the-end")
    start = scenario.start
    assert check_attackable(start, "Bob", "1b 1e 1f 2a 2b 2g 2l")[0]
    reasons = {"A": "an Acropolis is never attacked", "1a": "surrounded, with no free side",
               "1c": "would split the city-state", "2f": "would split the city-state",
               "3a": "not one of Bob's tiles"}
    for never, reason in reasons.items():  # Example 3's three kinds, and a free place
        right, why = check_attackable(start, "Bob", f"1b 1e 1f 2a 2b 2g 2l {never}")
        assert not right and "cannot be attacked" in why and reason in why
        assert "§Step C, War" in why
    frames = {f.step.title: f for f in scenario.frames}
    assert frames["The last tile is turned over"].state.ending
    assert len(frames["Discard to four"].state.player("Ann").hand) == 4
    assert frames["Discard to four"].state.underworld == ("Walls",)
    assert frames["Discard to four"].state.step == "play"  # Bob's final turn: no step A
    end = scenario.frames[-1].state
    assert end.is_over
    scores = end.score()
    assert scores["Ann"].total == 16 and scores["Bob"].total == 19
    assert check_score(end, "Ann", "16")[0] and not check_score(end, "Ann", "13")[0]
    assert not check_score(end, "Ann", "sixteen")[0]


def test_the_active_exercise_follows_example_2():
    """Hexemonia rulebook §Tiles, Example 2: a Gymnasium or a Pasture with 1 of each is
    Active, a Fleet (1 Citizen, 1 Hoplite, 2 Gold) is not; a Spring always is."""
    assert check_active("Gymnasium 1c 1h 1g", "yes")[0]
    assert check_active("Pasture 1c 1h 1g", "yes")[0]
    assert check_active("Fleet 1c 1h 1g", "no")[0]
    assert not check_active("Fleet 1c 1h 1g", "yes")[0]
    assert check_active("Spring", "yes")[0]
    assert check_active("Fleet 1c 1h 1g", "maybe") == (False, "answer yes or no.")
# -- a war typed part-way (issue 27) --------------------------------------------------------------
def test_war_part_way_starts_with_the_attack_declared_and_two_citizens_committed():
    scenario = hexemonia.tutorial("war-part-way")
    start = scenario.frames[0].state
    assert scenario.start == start and start.action == "war"
    assert start.pending.kind == "commit" and start.pending.get("held") == (2, 0, 0)
    # seed 004 §War, Conquering a Tile: 2 Citizens do not exceed 1 Citizen + a 1-Hoplite shield
    assert "charge" not in [str(a) for a in start.legal_actions()]
    assert all("seed" not in step.narration.casefold() for step in scenario.steps)
    assert "seed" not in (scenario.intro + scenario.title).casefold()


def test_war_part_way_one_hoplite_more_exceeds_and_the_casualties_follow_the_example():
    frames = hexemonia.tutorial("war-part-way").frames
    assert "charge" in [str(a) for a in frames[1].state.legal_actions()]
    before, after = frames[1].state, frames[2].state
    # seed 004 §War, Battle Casualties (the Pasture example): 1 Citizen and 1 Hoplite lost
    assert after.pending.get("held") == (1, 0, 0)
    assert before.pending.get("held") == (2, 1, 0)
    last = frames[3].state
    # seed 004 §War, Spoils of War: the survivor goes with the tile into Ann's city-state
    assert last.tile_at("Ann", "1b") == last.tile_at("Ann", "1b")._replace(tile="Pasture",
                                                                            citizens=1)
    assert last.tile_at("Bob", "1a") is None
