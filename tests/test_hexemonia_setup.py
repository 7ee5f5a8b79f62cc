"""Seed 004 §Setting Up the Game, clause by clause, and the typed positions built on it."""

from __future__ import annotations

from collections import Counter

import pytest

from polislab import ScenarioError
from polislab.core import ScriptedRandomness
from polislab.games.hexemonia import COMPONENTS, engine, initial_state, position, stacked
from polislab.games.hexemonia.options import Options
from polislab.games.hexemonia.state import CUBES, conservation_errors


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_tiles_and_acropolis_by_player_count(players):
    state = initial_state(11, players=players)
    held = [*state.display, *state.stack, *(t for p in state.players for t in p.hand)]
    assert Counter(held) == Counter(COMPONENTS.tiles_for(players))
    assert sorted(p.acropolis for p in state.players) == sorted(
        a.name for a in COMPONENTS.acropolis_for(players))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_two_citizens_and_one_gold_on_each_acropolis(players):
    state = initial_state(5, players=players)
    for p in state.players:
        assert len(p.city) == 1 and p.city[0].at == "A"
        assert p.city[0].cubes == (2, 0, 1)
    assert state.supply == (60 - 2 * players, 30, 50 - players)
    assert not conservation_errors(state)


def test_setup_stack_of_fate_four_face_up_two_in_each_hand():
    state = initial_state(stacked(3, top=["Walls", "Spring", "Oracle", "Temple", "Agora",
                                          "Tavern", "Pasture", "Pasture", "Fates", "Muses"]))
    assert state.display == ("Walls", "Spring", "Oracle", "Temple")  # turned over first
    assert [p.hand for p in state.players] == [("Agora", "Tavern"), ("Pasture", "Pasture"),
                                               ("Fates", "Muses")]
    assert len(state.stack) == 35 - 4 - 6
    assert state.underworld == ()


def test_setup_acropolis_secret_but_face_up_with_two_players():
    assert not any(p.revealed for p in initial_state(1, players=3).players)
    assert not any(p.revealed for p in initial_state(1, players=4).players)
    assert all(p.revealed for p in initial_state(1, players=2).players)  # ruling HX2


def test_hx2_option_two_players_may_keep_their_acropolis_hidden():
    # seed 004 §Setting Up: "In a two-player game, you CAN place the Acropolis tiles face up":
    # a choice, so the hidden deal is an option (ruling HX2)
    hidden = initial_state(1, players=2, two_players_face_up=False)
    assert not any(p.revealed for p in hidden.players)
    assert not any(p.revealed for p in position(("Ann", "Bo"), two_players_face_up=False).players)
    assert all(p.revealed for p in position(("Ann", "Bo")).players)


def test_setup_acropolis_dealt_through_core_randomness():
    state = initial_state(stacked(4, acropolis=["Delos", "Delphi"]), players=4)
    assert [p.acropolis for p in state.players] == ["Delos", "Delphi", "Athens", "Sparta"]


def test_setup_starting_player_and_last_player_token():
    state = initial_state(2, players=4)
    assert state.turn == 0 and state.last_player == 3  # "the player to his right"
    state = initial_state(2, players=3, first_player=1)
    assert engine.to_move(state) == "blue" and state.players[state.last_player].name == "red"


def test_setup_the_same_seed_gives_the_same_game():
    assert initial_state(42, players=3) == initial_state(42, players=3)
    assert initial_state(42, players=3) != initial_state(43, players=3)


def test_setup_a_scripted_stack_must_hold_the_tiles_of_the_game():
    with pytest.raises(ScenarioError, match="has 0 Prometheus"):
        stacked(3, top=["Prometheus"])  # the Prometheus has the 4 icon only
    script = ScriptedRandomness(decks={"stack of fate": ["Walls"], "acropolis": ["Athens"]})
    with pytest.raises(ScenarioError, match="does not hold the same cards"):
        initial_state(script, players=2)


def test_options_names_and_player_counts():
    assert Options(names=("Andrea", "Barbara", "Corrado")).players == 3
    with pytest.raises(ScenarioError, match="2 to 4 players"):
        Options(players=1)
    with pytest.raises(ScenarioError, match="cannot name a player"):
        Options(names=("at", "blue"))
    # polislab: a name is drawn in the board's label, so it is at most 20 characters
    assert Options(names=("a" * 20, "blue")).names[0] == "a" * 20
    with pytest.raises(ScenarioError, match="at most 20") as refused:
        Options(names=("a" * 2000, "blue"))
    assert len(str(refused.value)) < 200
    with pytest.raises(ScenarioError, match="same name"):
        Options(names=("Ann", "ann"))
    assert Options.from_json(Options(players=4).to_json()) == Options(players=4)


# -- positions typed by hand ----------------------------------------------------------------------
def test_position_reads_tiles_cubes_and_tokens():
    state = position(("Andrea", "Barbara"), cities={
        "Andrea": {"A": "4g 2c", "1a": "Amphitheater 2c 1g +Oracle", "1b": "Pasture 1c"}},
        myths={"Andrea": ["Oracle"]}, turn="Barbara")
    andrea = state.player("andrea")
    assert [(p.at, p.tile, p.cubes, p.tokens) for p in andrea.city] == [
        ("A", "Acropolis", (2, 0, 4), ()), ("1a", "Amphitheater", (2, 0, 1), ("Oracle",)),
        ("1b", "Pasture", (1, 0, 0), ())]
    assert engine.to_move(state) == "Barbara"
    assert state.supply == tuple(t - u for t, u in zip(CUBES, (7, 0, 6), strict=True))
    assert len(state.display) == 4


@pytest.mark.parametrize("cities, myths, message", [
    ({"red": {"1a": "Pasture", "2d": "Walls"}}, {}, "not in one piece"),
    ({"red": {"1a": "Pasture +Oracle"}}, {"red": ["Oracle"]}, "cannot stand on"),
    ({"red": {"1a": "Amphitheater +Oracle"}}, {}, "must match"),
    ({"red": {"1a": "Oracle"}}, {}, "not placed in a city-state"),
    ({"red": {"1a": "Walls", "1b": "Walls", "1c": "Walls"}}, {}, "Walls too many"),
    ({"red": {"1a": "Pasture 70c"}}, {}, "more cubes"),
])
def test_position_refuses_impossible_tables(cities, myths, message):
    with pytest.raises(ScenarioError, match=message):
        position(cities=cities, myths=myths, players=3)
