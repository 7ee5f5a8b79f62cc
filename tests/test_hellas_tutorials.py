"""The Hellas tutorial hellas-attacks: each scenario unfolds as its narration says (seed 003 §5
Option 3 Attack over land and over water, After Attack; §5 Option 2 Voyage and its ship
majority; §6 Regrouping; §7 God Cards), its exercises accept the right answers only, and the
notebook is listed and shows its boards offline."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from polislab.core.errors import IllegalAction
from polislab.games import hellas
from polislab.games.hellas import GODS, engine
from polislab.games.hellas.rules import linked
from polislab.games.hellas.tutorials import (
    burst_actions,
    check_burst_actions,
    check_cities_to_take,
    check_fewest_greeks,
    check_voyage_places,
    cities_to_take,
    fewest_greeks,
    voyage_places,
)

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "notebooks" / "hellas-attacks.ipynb"
LEARN = ROOT / "notebooks" / "learn-hellas.ipynb"


def frames(name):  # type: ignore[no-untyped-def]
    return hellas.tutorial(name).frames


def kinds(frame):  # type: ignore[no-untyped-def]
    return [e.kind for e in frame.events]


def test_every_tutorial_loads_and_has_narration():
    assert hellas.tutorial_names()[:3] == ["attacks", "voyage", "god-cards"]
    assert {"setup", "burst", "victory"} <= set(hellas.tutorial_names())
    assert "attack-cards" in hellas.tutorial_names()
    for name in hellas.tutorial_names():
        scenario = hellas.tutorial(name)
        assert scenario.game == "hellas" and scenario.title and scenario.intro
        assert all(step.narration and step.title for step in scenario.steps)
        assert "Hellas reference" in scenario.intro


def test_no_learner_facing_text_says_seed():
    # Learners read narrations, intros and the events of every step: the rule texts are named
    # by the game ("Hellas reference"), never "seed".
    for name in hellas.tutorial_names():
        scenario = hellas.tutorial(name)
        texts = [scenario.intro, *(step.narration for step in scenario.steps)]
        texts += [str(e) for frame in scenario.frames for e in frame.events]
        for text in texts:
            assert "seed" not in text.lower(), (name, text)
    for path in (NOTEBOOK, LEARN):
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in notebook["cells"]:
            shown = "".join(cell["source"]) if cell["cell_type"] == "markdown" else ""
            for out in cell.get("outputs", []):
                shown += "".join(out.get("text", "")) + "".join(
                    out.get("data", {}).get("text/plain", ""))
            assert "seed 0" not in shown and "seed." not in shown, (path.name, shown[:200])


def test_the_stored_scenarios_are_what_the_script_writes():
    path = ROOT / "polislab/games/hellas/tutorials/build.py"
    spec = importlib.util.spec_from_file_location("make_hellas_tutorials", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.texts().items():
        stored = (module.FOLDER / name).read_text(encoding="utf-8")
        assert json.loads(stored) == json.loads(text), f"run {path.name}: {name} is stale"


def test_unknown_tutorial_names_the_known_ones():
    with pytest.raises(KeyError, match="attacks"):
        hellas.tutorial("sieges")


# -- attacks (seed 003 §5 Option 3; §6) --------------------------------------------------------
def test_attacks_start_argos_joins_sparta_by_land_and_pylos_naxos_by_the_dolphins_water():
    start = frames("attacks")[0].state
    assert linked(start, start.city("Argos"), start.city("Sparta")) == "land"
    assert linked(start, start.city("Pylos"), start.city("Naxos")) == "water"
    assert start.player == "light" and not start.side("light").cards


def test_seed_5_over_land_as_many_greeks_as_the_defence_take_the_city():
    before, frame = frames("attacks")[0].state, frames("attacks")[1]
    assert kinds(frame) == ["attack", "fight", "taken"]
    assert "at least as many" in frame.events[0].text
    sparta = frame.state.city("Sparta")
    assert (sparta.owner, sparta.greeks, sparta.ships) == ("light", 1, 0)
    assert frame.state.side("dark").greeks == before.side("dark").greeks + 1
    assert frame.state.side("dark").ships == before.side("dark").ships + 1
    assert frame.state.step == "capture"


def test_seed_5_after_attack_the_winner_places_ships_and_regroups_only_into_the_city():
    placed, regroup = frames("attacks")[2].state, frames("attacks")[3].state
    assert placed.city("Sparta").ships == 1  # as many as dark lost there (ruling HL20)
    assert placed.regroup_to == "Sparta"
    with pytest.raises(IllegalAction, match="§6 Regrouping"):
        engine.apply(placed, "move greek Argos to Pylos")
    assert regroup.city("Sparta").greeks == 2 and regroup.city("Argos").greeks == 1


def test_seed_5_over_water_needs_one_greek_more_than_the_defence():
    before = frames("attacks")[8].state
    assert before.player == "light" and before.city("Naxos").greeks == 1
    lost, events = engine.apply(before, "attack Naxos from Pylos")
    assert lost.city("Naxos").owner == "dark" and "fails" in events[1].text
    won = frames("attacks")[9].state
    assert won.city("Naxos").owner == "light" and won.city("Naxos").greeks == 2
    assert fewest_greeks(before, "Naxos", "Pylos") == 2


def test_exercise_fewest_greeks_accepts_only_the_engines_answer():
    start = frames("attacks")[0].state
    what_if = start.with_city("Sparta", greeks=2).with_supply("dark", greeks=-1)
    assert fewest_greeks(what_if, "Sparta", "Argos") == 2  # over land: as many
    assert check_fewest_greeks(what_if, "Sparta", "Argos", "2")[0]
    for wrong in (1, 3, None, "two"):
        assert not check_fewest_greeks(what_if, "Sparta", "Argos", wrong)[0]
    right, why = check_fewest_greeks(start, "Naxos", "Pylos", 2)
    assert right and "Attack Over Water" in why


# -- the voyage (seed 003 §5 Option 2) -------------------------------------------------------
def test_the_voyage_draws_the_scripted_tile_as_a_chance_action():
    frame = frames("voyage")[1]
    assert frame.actions == ("voyage", "draw Pylos")
    assert frame.state.drawn == "Pylos" and not frame.state.reacting


def test_seed_5_voyage_places_only_where_light_has_more_adjacent_ships():
    drawn = frames("voyage")[1].state
    assert voyage_places(drawn) == {"-1,0", "0,1"}
    with pytest.raises(IllegalAction, match="HL9") as err:  # 1 ship against 1: a tie
        engine.apply(drawn, "place Pylos at 2,0 rotation 0")
    assert err.value.reason == "1 adjacent ship against 1 of Dark's: the voyage needs 2"
    placed = frames("voyage")[2]
    pylos = placed.state.city("Pylos")
    assert (pylos.owner, pylos.greeks, pylos.ships) == ("light", 1, 0)
    assert placed.state.city("Argos").ships == 1  # the adjacent ship returned (ruling HL12)
    assert frames("voyage")[3].state.city("Pylos").ships == 1  # regrouped into Pylos (§6)


def test_exercise_voyage_places_accepts_exactly_the_places_and_explains():
    drawn = frames("voyage")[1].state
    assert check_voyage_places(drawn, ["0,1", "-1,0"])[0]
    assert check_voyage_places(drawn, "0,1 -1,0")[0]
    right, why = check_voyage_places(drawn, ["-1,0", "2,0"])
    assert not right and "Pylos cannot go at 2,0 in any of its rotations" in why
    assert "0,1 is missing" in why
    # 2,0: edges fit only with rotation 0, where the ships tie (§5 Option 2: "more ships");
    # every other rotation meets Thebai's land with water (§4: edges match)
    assert "with rotation 0 (land on the north edge), 1 adjacent ship against 1" in why
    assert "with rotations 1, 2, 3, 4 and 5, its north edge is water and meets land" in why
    assert check_voyage_places(drawn, ["0,1", "-1,0"])[1].startswith(
        "Pylos may go at -1,0, 0,1: there Light's adjacent ships outnumber Dark's")
    assert not check_voyage_places(drawn, None)[0]
    right, why = check_voyage_places(drawn, ["north"])
    assert not right and why == "a place is written q,r (two whole numbers), not 'north'"


# -- god cards (seed 003 §7; rulings HL18, HL19) --------------------------------------------
def test_seed_7_shield_wall_makes_the_attack_fail_until_battle_fury_answers():
    f = frames("god-cards")
    assert f[1].state.attack.window == "defender"  # the defender answers first (HL18)
    wall = f[2].state
    assert wall.attack.defender_cards == ("Shield Wall",)
    assert {str(x) for x in engine.legal_actions(wall)} == {"play Battle Fury", "fight", "call off"}
    lost, events = engine.apply(wall, "fight")
    assert lost.city("Sparta").owner == "dark" and "fails" in events[0].text
    won = f[3].state
    assert won.city("Sparta").owner == "light"
    assert won.discard("Ares") == ("Battle Fury", "Shield Wall")
    assert f[4].state.city("Sparta").ships == 1


# -- the notebook -------------------------------------------------------------------------------
def test_the_notebook_is_in_the_readme_and_shows_its_boards_with_no_kernel():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "notebooks/hellas-attacks.ipynb" in readme
    notebook = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    svgs = [
        o
        for c in notebook["cells"]
        if c["cell_type"] == "code"
        for o in c["outputs"]
        if "image/svg+xml" in o.get("data", {})
    ]
    assert len(svgs) >= 4  # the start and one board per tutorial player
    text = "".join("".join(c["source"]) for c in notebook["cells"])
    for clause in ("§5 Option 3", "§5 Option 2", "§6", "§7", "HL9", "HL18", "HL20"):
        assert clause in text


# -- learn-hellas: the setup (seed 003 §3-§4) --------------------------------------------------
def test_seed_3_4_the_setup_deals_3_cards_each_then_4_tiles_each_with_a_greek_and_a_ship():
    f = frames("setup")
    dealt = f[1].state
    assert [len(dealt.side(p).cards) for p in ("light", "dark")] == [3, 3]
    assert dealt.drawn == "Argos" and dealt.player == "light"
    assert "Delos has a temple" in " ".join(e.text for e in f[3].events)  # set aside (§4)
    assert "Milos cannot be placed legally" in " ".join(e.text for e in f[6].events)
    end = f[-1].state
    for player in ("light", "dark"):
        cities = end.cities_of(player)
        assert len(cities) == 4 and all((c.greeks, c.ships) == (1, 1) for c in cities)
    assert end.phase == "play" and end.player == "light" and end.turn == 1
    assert end.stack_size == 15  # the 2 set-aside tiles shuffled back (§4)
    with pytest.raises(IllegalAction, match="§7"):  # no card on the starting player's 1st turn
        engine.apply(end, "play New Colony at Argos")


def test_seed_4_the_setup_narrations_say_where_each_turned_tiles_land_lies():
    """§4: "Match land/water edges exactly". The narrations teach rotations on the board's own
    tiles: Argos with rotation 0 as printed (land north and north-east); Thebai turned two
    sixths, its water against the dolphin's and Naxos's; Megara turned half a turn, its land
    on its south edge against Pylos's land."""
    end = frames("setup")[-1].state

    def kinds(name: str) -> str:  # the map edges' land and water, clockwise from north
        city = end.city(name)
        return end.components.tile(name).orientations[city.rotation].kinds

    assert kinds("Argos")[:2] == "LL" and kinds("Argos")[2:] == "WWWW"
    thebai = end.city("Thebai")
    assert thebai.place == (0, 1) and thebai.rotation == 2 and kinds("Thebai")[:2] == "WW"
    assert end.city("Naxos").place == (1, 0)  # north of Thebai the dolphin, north-east Naxos
    assert end.city("Megara").rotation == 3 and kinds("Megara")[3] == "L"
    assert end.city("Pylos").place == (-1, 0) and kinds("Pylos")[0] == "L"  # below Megara
    steps = [step.narration for step in hellas.tutorial("setup").steps]
    assert "rotation 0, as printed: land on its north and north-east edges" in steps[2]
    assert "rotation 2" in steps[6] and "Rotation 3, half a turn" in steps[7]


# -- learn-hellas: the burst (seed 003 §5 Option 1, §6, §7) -------------------------------------
def test_seed_5_option_1_the_burst_scenario_ends_after_3_of_4_actions():
    f = frames("burst")
    assert f[0].state.temples("light") == 1 and f[0].state.temples("dark") == 0
    assert "burst action 3 of 4" in f[4].events[0].text and f[4].state.step == "burst"
    assert "leaving 1 of 4 untaken" in f[5].events[0].text
    after = f[5].state
    assert after.side("light").cards == ("Thunderbolt",) and after.step == "regroup"
    with pytest.raises(IllegalAction, match="§7"):  # drawn this turn
        engine.apply(after, "play Thunderbolt at Sparta")
    moved = f[6].state
    assert moved.city("Delos").greeks == 2 and moved.city("Argos").greeks == 1
    with pytest.raises(IllegalAction, match="at most 3"):  # Naxos holds 3 already (§6)
        engine.apply(after, "move greek Argos to Naxos")


def test_seed_3_4_the_burst_position_is_one_a_game_can_reach():
    """After the initial map each player holds its 4 tiles (§4: cities never empty, §9 FAQ),
    a temple tile came later by a voyage (§4: temple tiles are set aside), at most 15 tiles
    are left, each player's cards are its 3 starting ones (§3), in hand or played; light plays
    the odd turns (§4: light takes the first turn)."""
    state = frames("burst")[0].state
    cities = {side: state.cities_of(side) for side in ("light", "dark")}
    assert all(len(mine) >= 4 for mine in cities.values())
    assert len(state.cities) == 8 + 1 and state.stack_size == 23 - 9 <= 15
    temples = [c.tile for c in state.cities if state.components.tile(c.tile).temple]
    assert temples == ["Delos"] and state.city("Delos").owner == "light"
    discarded = [card for god in ("Ares", "Poseidon", "Zeus") for card in state.discard(god)]
    in_hand = sum(len(state.side(side).cards) for side in ("light", "dark"))
    assert in_hand + len(discarded) == 2 * 3  # the starting hands, in hand or played
    assert state.player == "light" and state.turn % 2 == 1


def test_seed_3_7_every_lesson_accounts_for_the_starting_hands():
    """§3: each player draws one card of each god at the setup, a hand of 3; §7: a card
    played goes to its god's discard pile. So no position of the main game has its decks
    whole: at least the 6 starting cards are in the hands or on the discard piles."""
    for name in hellas.tutorial_names():
        state = frames(name)[0].state
        if state.phase != "play":
            continue
        held = sum(len(p.cards) + len(p.unseen) for p in state.players)
        played = sum(len(state.discard(god)) for god in GODS)
        assert held + played >= 2 * 3, (name, held, played)
        assert sum(len(state.deck(god)) for god in GODS) + held + played == 48, name


def test_every_position_with_light_to_play_is_on_an_odd_turn():
    for name in hellas.tutorial_names():
        for frame in frames(name):
            state = frame.state
            if state.phase == "play":
                assert state.turn % 2 == (1 if state.player == "light" else 0), (name, state)


def test_exercise_burst_actions_counts_the_temple_majority():
    start = frames("burst")[0].state
    assert burst_actions(start) == 4
    assert check_burst_actions(start, "4")[0]
    for wrong in ("3", "5", None, "four"):
        assert not check_burst_actions(start, wrong)[0]
    assert burst_actions(frames("attacks")[4].state) == 3  # no temples: 3 (dark's turn)


# -- learn-hellas: the end (seed 003 §8) --------------------------------------------------------
def test_seed_8_ten_cities_win_at_the_end_of_the_turn_not_before():
    f = frames("victory")
    assert len(f[0].state.cities_of("light")) == 9
    taken = f[1].state
    assert len(taken.cities_of("light")) == 10 and not engine.is_over(taken)
    assert engine.is_over(f[-1].state) and f[-1].state.winner == "light"


def test_exercise_cities_to_take_plays_every_attack():
    start = frames("victory")[0].state
    assert cities_to_take(start) == {"Chalkis", "Mykenai", "Sparta"}
    assert check_cities_to_take(start, "Sparta, Mykenai chalkis")[0]
    right, why = check_cities_to_take(start, ["Sparta", "Rhodos"])
    assert not right and "Rhodos cannot be taken" in why
    assert not check_cities_to_take(start, None)[0]
# -- an attack typed in progress (issue 27) ------------------------------------------------------
def test_attack_cards_starts_with_the_attack_declared_and_the_defender_to_answer():
    scenario = hellas.tutorial("attack-cards")
    start = scenario.frames[0].state
    assert scenario.start == start and start.step == "attack"
    assert start.attack.greeks == 2 and start.attack.window == "defender"
    assert start.to_move == "dark" and start.city("Argos").greeks == 1
    assert all("seed" not in step.narration.casefold() for step in scenario.steps)
    assert "seed" not in (scenario.intro + scenario.title).casefold()


def test_attack_cards_shield_wall_then_battle_fury_then_the_fight_over_land():
    frames = hellas.tutorial("attack-cards").frames
    walled = frames[1].state
    # seed 003 §5 Option 3, Attack Over Land: the attack needs at least as many Greeks
    assert walled.step == "attack" and walled.to_move == "light"
    assert walled.discard("Ares") == ("Shield Wall",)
    taken = frames[2].state
    assert taken.city("Sparta").owner == "light" and taken.step == "capture"
    assert taken.side("dark").greeks == hellas.start().components.limit("greeks") - 1
