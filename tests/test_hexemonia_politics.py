"""Seed 004 §Step D: the Philosopher pawn, Uprisings and Resolving an Uprising, the Important
Rule for Two Players, and Example 6, clause by clause."""

from __future__ import annotations

from polislab.games.hexemonia import engine, position
from polislab.games.hexemonia.city import political_count
from polislab.games.hexemonia.state import Placed, conservation_errors
from polislab.games.hexemonia.turn import uprising_discards

NAMES = ("Andrea", "Barbara", "Corrado")


def cubes(state, who, at):
    tile = state.tile_at(who, at)
    return None if tile is None else tile.cubes


def quiet(state):
    """The player whose turn it is produces, ending the turn with step D."""
    return engine.apply(state, "produce")


# -- the Philosopher pawn -------------------------------------------------------------------------
def test_philosopher_count_political_tiles_active_or_not_and_myths():
    state = position(NAMES, cities={"Andrea": {
        "1a": "Amphitheater", "1b": "Agora 1c 1g +Oracle", "1c": "Pasture 1c"}},
        myths={"Andrea": ["Oracle"]})
    assert political_count(state.player("Andrea")) == 3  # Inactive Amphitheater, Agora, Oracle


def test_philosopher_the_player_with_the_most_takes_it_on_his_turn():
    state = position(NAMES, turn="Andrea", cities={"Andrea": {"1a": "Agora 1c 1g"}})
    state, events = quiet(state)
    assert state.philosopher == 0
    assert events[1].text == ("Andrea shows the most Political symbols (Andrea 1, Barbara 0, "
                              "Corrado 0) and takes the Philosopher pawn from the supply")


def test_philosopher_a_tie_changes_nothing():
    state = position(NAMES, turn="Andrea", philosopher="Corrado",
                     cities={"Andrea": {"1a": "Agora 1c 1g"}, "Barbara": {"1a": "Agora 1c 1g"}})
    state, events = quiet(state)
    assert state.philosopher == 2
    assert "a tie changes nothing" in events[1].text


def test_philosopher_only_the_player_whose_turn_it_is():
    state = position(NAMES, turn="Andrea", cities={"Barbara": {"1a": "Agora 1c 1g"}})
    state, events = quiet(state)
    assert state.philosopher is None and "Andrea shows fewer than another player" in events[1].text
    assert "stays in the supply" in events[1].text


def test_philosopher_no_uprisings_when_he_keeps_it():
    state = position(NAMES, turn="Andrea", philosopher="Andrea",
                     cities={"Andrea": {"1a": "Agora 1c 1g"}, "Barbara": {"1a": "Pasture 5c"}})
    state, events = quiet(state)
    assert cubes(state, "Barbara", "1a") == (5, 0, 0)
    assert events[1].text.startswith("Andrea keeps the Philosopher pawn")


def test_philosopher_a_revealed_political_acropolis_counts():
    state = position(NAMES, revealed=["Andrea"])  # Athens is Political (polislab edition)
    assert political_count(state.player("Andrea")) == 1


# -- Uprisings ------------------------------------------------------------------------------------
def test_uprisings_on_every_other_players_tiles_when_the_pawn_changes_hands():
    state = position(NAMES, turn="Andrea", philosopher="Barbara", cities={
        "Andrea": {"1a": "Agora 1c 1g", "1b": "Amphitheater 2c 1g", "1c": "Pasture 5c"},
        "Barbara": {"1a": "Agora 1c 1g", "1b": "Pasture 6c"},
        "Corrado": {"1a": "Pasture 4c", "1b": "Walls 1c", "A": "9c 1g"}})
    state, events = quiet(state)
    assert state.philosopher == 0
    assert cubes(state, "Andrea", "1c") == (6, 0, 0)  # the new holder is immune (and produced)
    assert cubes(state, "Barbara", "1b") == (3, 0, 0)  # 5 excess: 3 discarded, 2 kept
    assert cubes(state, "Corrado", "1a") == (2, 0, 0)  # 3 excess: 2 discarded
    assert cubes(state, "Corrado", "1b") == (1, 0, 0)  # Inactive: no excess, no Uprising
    assert cubes(state, "Corrado", "A") == (9, 0, 1)  # the Acropolis is immune
    assert [e.kind for e in events].count("uprising") == 2
    assert not conservation_errors(state)


def test_uprisings_also_when_the_pawn_is_taken_for_the_first_time():
    state = position(NAMES, turn="Andrea", cities={"Andrea": {"1a": "Agora 1c 1g"},
                                                   "Barbara": {"1a": "Pasture 2c"}})
    state, _ = quiet(state)
    assert cubes(state, "Barbara", "1a") == (1, 0, 0)


def test_resolving_an_uprising_half_the_excess_rounded_up():
    assert uprising_discards(Placed((0, -1), "Pasture", 6)) == (3, 0, 0)  # 5 excess: 3 go
    assert uprising_discards(Placed((0, -1), "Pasture", 2)) == (1, 0, 0)


def test_resolving_an_uprising_several_kinds_down_to_equal_excess():
    # 1 Hoplite, 2 Gold and 3 Citizens in excess: 1 Gold and 2 Citizens discarded
    assert uprising_discards(Placed((0, -1), "Pasture", 4, 1, 2)) == (2, 0, 1)
    assert uprising_discards(Placed((0, -1), "Pasture", 2, 0, 1)) == (0, 0, 0)  # already equal


def test_example_6_the_philosopher_and_the_uprisings_after_andreas_war():
    from test_hexemonia_war import examples_4_to_6

    state = engine.play(examples_4_to_6(), "war", "attack Barbara 1a",
                        "commit 4 hoplites from A", "charge", "place Quarry at 2b",
                        "attack Corrado 1a", "commit 1 hoplite from A")
    state, events = engine.apply(state, "charge")
    told = [e.text for e in events]
    # she eliminated Corrado's Amphitheater: she now has the most Political tiles
    assert ("Andrea shows the most Political symbols (Andrea 3, Barbara 0, Corrado 1) and "
            "takes the Philosopher pawn from Corrado") in told
    # her Quarry and Labyrinth keep their excess: she holds the Philosopher
    assert cubes(state, "Andrea", "2b") == (1, 1, 2) and cubes(state, "Andrea", "1b") == (1, 2, 1)
    # Barbara's Phalanx: 2 Hoplites and 4 Gold are 3 excess Gold, 2 discarded (1.5 rounded up).
    # The seed says this leaves "2 Hoplites and 1 Gold"; 4 - 2 leaves 2 (ruling HX27).
    assert cubes(state, "Barbara", "1b") == (0, 2, 2)
    # Corrado's Asty: 1 excess Citizen and 3 excess Gold: 2 Gold discarded
    assert cubes(state, "Corrado", "1b") == (3, 1, 2)
    assert [t for t in told if t.startswith("Uprising")] == [
        "Uprising on Barbara's Phalanx (1b): excess 3 Gold; 2 Gold discarded (half of it, "
        "rounded up)",
        "Uprising on Corrado's Asty (1b): excess 1 Citizen and 3 Gold; 2 Gold discarded (to "
        "leave equal excess of each kind)"]
    assert not conservation_errors(state)


# -- two players --------------------------------------------------------------------------------
def test_two_players_no_uprisings_by_default_and_the_philosopher_scores_three():
    cities = {"red": {"1a": "Agora 1c 1g"}, "blue": {"1a": "Pasture 4c"}}
    state, events = quiet(position(players=2, cities=cities, turn="red"))
    assert state.philosopher == 0 and cubes(state, "blue", "1a") == (4, 0, 0)
    # Hexemonia rulebook §Step D, Important Rule for Two Players: an optional rule; without
    # it the Philosopher scores 3 points, and the event says both
    (said,) = [e.text for e in events if e.kind == "no uprisings"]
    assert "optional rule" in said and "3 points" in said
    assert state.options.philosopher_points
    with_uprisings, _ = quiet(position(players=2, cities=cities, turn="red", uprisings=True))
    assert cubes(with_uprisings, "blue", "1a") == (2, 0, 0)
    assert not with_uprisings.options.philosopher_points
