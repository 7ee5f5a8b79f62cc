"""Seed 003 §5 Option 2: Voyage, clause by clause, with the FAQ answers on ships and the
Hellas FAQ rulings (reference §A6: 2, 3, 4, 6), and the regroup after a voyage (§6)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from polislab.core.errors import IllegalAction
from polislab.games.hellas import engine
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import conservation_errors

ARGOS = ("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 2)
SPARTA = ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)
NAXOS = ("Naxos", (1, 0), 0, "light", 1, 1)


def start(*extra, hands=None, **kwargs):  # type: ignore[no-untyped-def]
    """Light to play: Argos north of the dolphin (2 Greeks, 2 ships), dark's Sparta north-east
    of it joined to Argos by land (1 and 1), light's island Naxos south-east (1 and 1)."""
    return position([ARGOS, SPARTA, NAXOS, *extra], hands=hands, **kwargs)


def voyage(state, tile):  # type: ignore[no-untyped-def]
    state, events = engine.play(state, "voyage", f"draw {tile}")
    return state, events


def test_seed_5_voyage_draws_the_top_tile_as_a_chance_action():
    state, events = engine.apply(start(), "voyage")
    assert engine.to_move(state) == "chance" and state.pending.kind == "tile draw"
    odds = engine.chance_outcomes(state)
    assert len(odds) == 20 and {p for _, p in odds} == {Fraction(1, 20)}
    assert events[0].text == "Light sets out on a voyage: the top tile is drawn"


def test_seed_5_voyage_a_tile_is_placed_with_more_adjacent_ships_than_the_opponent():
    state, _ = voyage(start(), "Pylos")
    places = {a.place for a in engine.legal_actions(state) if hasattr(a, "place")}
    assert places == {(-1, 0), (0, 1)}  # beside Argos (2 ships) and beside Naxos (1)
    with pytest.raises(IllegalAction) as err:  # beside Sparta 1 and Naxos 1: a tie
        engine.apply(state, f"place Pylos at 2,-1 rotation {turned('Pylos', 1)}")
    assert err.value.reason == "1 adjacent ship against 1 of Dark's: the voyage needs 2"
    assert "Hellas reference §5 Option 2: Voyage" in err.value.rule and "HL9" in err.value.rule


def test_hellas_faq_2_3_a_voyage_needs_an_adjacent_ship_even_where_the_edges_fit():
    state, _ = voyage(start(("Pylos", (-1, 0), turned("Pylos", 5), "light", 1, 0)), "Megara")
    with pytest.raises(IllegalAction) as err:  # next to Pylos only (no ship) and the dolphin
        engine.apply(state, f"place Megara at -1,1 rotation {turned('Megara', 3)}")
    assert err.value.reason == ("Light has no ship next to that place: a voyage needs at least "
                                "one adjacent ship")
    assert "BoardGameGeek Hellas FAQ 2" in err.value.rule


def test_seed_5_voyage_success_puts_a_greek_on_the_city_and_returns_the_adjacent_ship():
    state, _ = voyage(start(), "Pylos")
    after, events = engine.apply(state, f"place Pylos at -1,0 rotation {turned('Pylos', 5)}")
    pylos = after.city("Pylos")
    assert (pylos.owner, pylos.greeks, pylos.ships) == ("light", 1, 0)
    assert after.city("Argos").ships == 1  # the only adjacent ship: returned at once
    assert after.side("light").greeks == 11 and after.side("light").ships == 8
    texts = [e.text for e in events]
    assert texts[0] == ("Light's voyage succeeds: Pylos is placed at -1,0 with rotation 5 "
                        "(land on the north-west edge); 2 adjacent ships against 0")
    assert texts[1] == "Light places a Greek on Pylos from the supply"
    assert texts[2] == "Light returns a ship from beside Argos to the supply"
    assert after.step == "regroup" and after.regroup_to == "Pylos"
    assert conservation_errors(after) == []


def test_hl12_with_ships_on_two_adjacent_tiles_the_player_chooses_which_returns():
    extra = ("Pylos", (-1, 0), turned("Pylos", 5), "light", 1, 1)
    state, _ = voyage(start(extra), "Megara")
    # -1,-1 lies next to Pylos (-1,0) and Argos (0,-1)
    place = f"place Megara at -1,-1 rotation {turned('Megara', 0)}"
    state, _ = engine.apply(state, place)
    assert state.step == "voyage ship" and engine.to_move(state) == "light"
    assert [str(a) for a in engine.legal_actions(state)] == ["return ship Argos",
                                                             "return ship Pylos"]
    state, events = engine.apply(state, "return ship Pylos")
    assert state.city("Pylos").ships == 0 and "HL12" in events[0].rule


def test_seed_5_voyage_with_an_empty_supply_the_greek_comes_from_a_city_of_2_or_more():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 2), SPARTA,
                      ("Naxos", (1, 0), 0, "light", 3, 1),
                      ("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 0),
                      ("Megara", (0, 1), turned("Megara", 2), "light", 3, 0),
                      ("Eretria", (-1, 1), turned("Eretria", 3), "light", 3, 0)])
    assert state.side("light").greeks == 0  # all 15 on the map
    state, _ = voyage(state, "Delos")
    place = next(a for a in engine.legal_actions(state) if hasattr(a, "place"))
    state, _ = engine.apply(state, place)
    assert state.pending.kind == "source" and engine.to_move(state) == "light"
    assert conservation_errors(state) == []  # the new city waits for its Greek
    choices = [str(a) for a in engine.legal_actions(state)]
    assert choices == [f"take greek from {c}" for c in
                       ("Argos", "Eretria", "Megara", "Naxos", "Pylos")]
    state, events = engine.apply(state, "take greek from Megara")
    assert state.city("Delos").greeks == 1 and state.city("Megara").greeks == 2
    assert events[0].text == "Light places a Greek on Delos from Megara (the supply is empty)"
    assert conservation_errors(state) == []


def test_hellas_faq_4_a_tile_that_fits_nowhere_goes_under_the_stack_and_the_voyage_fails():
    state, events = voyage(start(), "Eleusis")
    assert events[-2].text == ("Eleusis cannot be placed: no place fits with a ship majority: "
                               "it goes face down under the stack and Light's voyage fails")
    assert "BoardGameGeek Hellas FAQ 4" in events[-2].rule
    assert state.bottom == ("Eleusis",) and state.player == "dark" and state.step == "start"
    # the tiles put under come after all the shuffled ones, in order (ruling HL7)
    state, _ = engine.play(state, "add greek Sparta", "add greek Sparta", "add ship Sparta",
                           "end turn")
    state = replace(state, stack=(), bottom=("Eleusis", "Olympia"))
    state, _ = engine.apply(state, "voyage")
    assert [str(a) for a in engine.legal_actions(state)] == ["draw Eleusis"]
    assert engine.chance_outcomes(state)[0][1] == 1


def test_hellas_faq_6_a_drawn_tile_may_be_refused_unless_the_option_forbids_it():
    state, _ = voyage(start(), "Pylos")
    after, events = engine.apply(state, "reject")
    assert after.bottom == ("Pylos",) and after.player == "dark"
    assert "BoardGameGeek Hellas FAQ 6" in events[0].rule and "is refused" in events[0].text
    strict, _ = voyage(start(reject_tiles=False), "Pylos")
    assert "reject" not in [str(a) for a in engine.legal_actions(strict)]
    with pytest.raises(IllegalAction, match="must be placed"):
        engine.apply(strict, "reject")


def test_seed_9_faq_no_ships_no_voyage():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 0), SPARTA])
    assert "voyage" not in [str(a) for a in engine.legal_actions(state)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "voyage")
    assert err.value.reason == "Light has no ship on the map, so no voyage can be completed"
    assert "FAQ: What if I run out of ships during a Voyage?" in err.value.rule


def test_an_empty_stack_allows_no_voyage():
    state = replace(start(), stack=(), bottom=())  # as if every tile were placed
    assert "voyage" not in [str(a) for a in engine.legal_actions(state)]
    with pytest.raises(IllegalAction, match="the stack is empty"):
        engine.apply(state, "voyage")


def test_hl3_a_voyage_may_not_create_a_new_water_segment():
    # 1,-2 touches only land (Argos's north-east, Sparta's north): any tile there would have
    # water meeting no water on the map
    state, _ = voyage(start(), "Mykenai")
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, f"place Mykenai at 1,-2 rotation {turned('Mykenai', 3, 4)}")
    assert "would meet no water on the map: a new water segment" in err.value.reason
    assert "HL3" in err.value.rule


def test_hl3_a_split_temple_tile_needs_water_on_both_sides():
    # Olympia's land runs across the tile: at -1,0 one half meets the dolphin's water, the
    # other faces nothing placed
    state, _ = voyage(start(), "Olympia")
    assert state.bottom == ("Olympia",)  # fits nowhere here: under the stack


def test_seed_6_after_a_voyage_pieces_move_only_to_the_new_city():
    state, _ = voyage(start(), "Pylos")
    state, _ = engine.apply(state, f"place Pylos at -1,0 rotation {turned('Pylos', 5)}")
    moves = [str(a) for a in engine.legal_actions(state) if str(a).startswith("move")]
    assert moves == ["move greek Argos to Pylos", "move ship Argos to Pylos",
                     "move ship Naxos to Pylos"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "move ship Pylos to Argos")
    assert err.value.rule == "Hellas reference §6 Regrouping"
    state, _ = engine.play(state, "move greek Argos to Pylos", "end turn")
    assert state.city("Pylos").greeks == 2 and state.player == "dark"


# -- the voyage cards ---------------------------------------------------------------------------


def test_favourable_wind_lets_a_tie_succeed_but_still_needs_an_adjacent_ship():
    state, _ = voyage(start(hands={"light": ["Favourable Wind"]}), "Pylos")
    assert "play Favourable Wind" in [str(a) for a in engine.legal_actions(state)]
    state, events = engine.apply(state, "play Favourable Wind")
    assert events[0].text.startswith("Light plays Favourable Wind (Poseidon, a polislab-edition "
                                     "card)")
    place = f"place Pylos at 2,-1 rotation {turned('Pylos', 1)}"
    assert place in [str(a) for a in engine.legal_actions(state)]
    after, _ = engine.apply(state, place)
    assert after.city("Pylos").owner == "light"
    assert "play Favourable Wind" not in [str(a) for a in engine.legal_actions(state)]


def test_storm_is_played_by_the_opponent_after_the_draw_and_raises_the_need():
    state, _ = voyage(start(hands={"dark": ["Storm"]}), "Pylos")
    assert engine.to_move(state) == "dark" and state.reacting
    assert [str(a) for a in engine.legal_actions(state)] == ["play Storm", "pass"]
    state, events = engine.apply(state, "play Storm")
    assert engine.to_move(state) == "light"
    # beside Naxos alone (1 ship against 0) is no longer enough; beside Argos (2) still is
    places = {a.place for a in engine.legal_actions(state) if hasattr(a, "place")}
    assert places == {(-1, 0)}
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, f"place Pylos at 0,1 rotation {turned('Pylos', 3)}")
    assert err.value.reason == ("1 adjacent ship against 0 of Dark's: the voyage needs 2 "
                                "(Storm: 1 more)")


def test_without_a_storm_in_hand_the_opponent_is_not_asked():
    state, _ = voyage(start(hands={"dark": ["Shield Wall"]}), "Pylos")
    assert engine.to_move(state) == "light" and not state.reacting


def test_sea_chart_puts_the_tile_under_and_draws_the_next():
    state, _ = voyage(start(hands={"light": ["Sea Chart"]}), "Eleusis")
    assert engine.to_move(state) == "light"  # Eleusis fits nowhere, but the card may help
    assert [str(a) for a in engine.legal_actions(state)] == ["reject", "play Sea Chart"]
    state, events = engine.apply(state, "play Sea Chart")
    assert state.bottom == ("Eleusis",) and engine.to_move(state) == "chance"
    state, _ = engine.apply(state, "draw Pylos")
    assert state.drawn == "Pylos" and engine.to_move(state) == "light"
