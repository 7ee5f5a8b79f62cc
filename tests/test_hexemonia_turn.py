"""Seed 004 §Playing the Game: steps A (draw), B (play tiles, Chora, Fortification, Polis and
Myth), D (discard down to four), §Tiles (Active and Inactive, Example 2) and §The End of the
Game, clause by clause."""

from __future__ import annotations

import pytest

from polislab import IllegalAction
from polislab.games.hexemonia import engine, initial_state, position, stacked
from polislab.games.hexemonia.city import active, positions
from polislab.games.hexemonia.hexes import label
from polislab.games.hexemonia.state import Placed, conservation_errors

NAMES = ("Andrea", "Barbara", "Corrado")


def illegal(state, text, match):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match) as err:
        engine.apply(state, text)
    assert state.to_json() == before
    return err.value


def texts(state):
    return [str(a) for a in engine.legal_actions(state)]


def at_play(**kw):
    """Andrea to play tiles (step B) in a 3-player game."""
    return position(NAMES, turn="Andrea", **kw)


# -- §Tiles: Active and Inactive (Example 2) ----------------------------------------------------
def test_example_2_active_and_inactive_tiles():
    one_of_each = dict(citizens=1, hoplites=1, gold=1)
    assert active(Placed((0, -1), "Gymnasium", **one_of_each))
    assert active(Placed((0, -1), "Pasture", **one_of_each))  # costs only 1 Citizen
    assert not active(Placed((0, -1), "Fleet", **one_of_each))  # needs 2 Gold
    assert active(Placed((0, -1), "Spring"))  # costs nothing: always Active
    assert not active(Placed((0, -1), "Gymnasium", 1, 0, 1))


# -- §Step A -------------------------------------------------------------------------------------
def test_step_a_take_a_face_up_tile_and_turn_over_its_replacement():
    state = initial_state(stacked(2, top=["Walls", "Spring", "Oracle", "Temple", "Agora",
                                          "Tavern", "Pasture", "Hades", "Village", "Fates"]),
                          players=2)
    assert texts(state) == ["take Walls", "take Spring", "take Oracle", "take Temple"]
    after, events = engine.apply(state, "take Spring")
    assert after.display == ("Walls", "Village", "Oracle", "Temple")  # Village was on top
    assert after.players[0].hand == ("Agora", "Tavern", "Spring")
    assert "Village turned over" in events[1].text
    assert after.step == "draw" and after.drawn == 1
    # the second draw: another face-up tile (the new one too) or one Resource
    assert texts(after) == ["take Walls", "take Village", "take Oracle", "take Temple",
                            "take citizen", "take hoplite", "take gold"]
    done = engine.play(after, "take Village")
    assert done.step == "play" and done.display == ("Walls", "Fates", "Oracle", "Temple")


def test_step_a_one_tile_and_one_resource_on_the_acropolis():
    state = engine.play(initial_state(3, players=2), "take Fates", "take hoplite")
    assert state.players[0].city[0].cubes == (2, 1, 1)
    assert state.supply[1] == 29 and state.step == "play"
    assert not conservation_errors(state)


def test_step_a_the_first_draw_is_a_face_up_tile():
    state = initial_state(3, players=2)
    illegal(state, "take gold", "the first draw must be one of the face-up tiles")
    illegal(state, "take Prometheus", "no Prometheus among the face-up tiles")
    illegal(state, "produce", "draws first")


def test_step_a_a_resource_needs_one_in_the_supply():
    state = position(NAMES, step="draw", turn="Andrea",
                     cities={"Barbara": {"A": "2c 30h 1g"}})
    state = engine.play(state, f"take {state.display[0]}")
    assert "take hoplite" not in texts(state)
    illegal(state, "take hoplite", "no Hoplites left in the supply")


# -- §Step B: placing Chora, Fortification and Polis tiles ---------------------------------------
def test_step_b_the_first_tile_touches_the_acropolis_only():
    state = at_play(hands={"Andrea": ["Pasture"]})
    assert [str(a) for a in engine.legal_actions(state) if a.kind == "play"] == [
        f"play Pasture at 1{x}" for x in "abcdef"]


def test_step_b_a_tile_touches_two_tiles_in_the_innermost_ring():
    state = at_play(cities={"Andrea": {"1a": "Pasture 1c"}}, hands={"Andrea": ["Walls"]})
    assert positions(state.players[0].city, "Walls") == ((1, -1), (-1, 0))  # 1b and 1f
    illegal(state, "play Walls at 1c", "would touch 1 tile, not two")
    illegal(state, "play Walls at 2a", "ring 1 around the Acropolis is not complete")
    illegal(state, "play Walls at 1a", "1a is taken")


RING = {"1a": "Pasture 1c", "1b": "Spring", "1c": "Village 1c 1g", "1d": "Spring",
        "1e": "Country 2c", "1f": "Walls 2c"}


def test_step_b_a_ring_is_completed_before_the_next():
    state = at_play(cities={"Andrea": RING}, hands={"Andrea": ["Pasture"]})
    spots = [label(h) for h in positions(state.players[0].city, "Pasture")]
    assert spots == ["2b", "2d", "2f", "2h", "2j", "2l"]  # the corners touch one tile only


def test_step_b_a_polis_tile_next_to_the_acropolis_or_another_polis():
    state = at_play(cities={"Andrea": RING | {"1a": "Temple 1c 1g"}},
                    hands={"Andrea": ["Agora"]})
    city = state.players[0].city
    assert [label(h) for h in positions(city, "Agora")] == ["2b", "2l"]  # next to the Temple
    illegal(state, "play Agora at 2d", "next to the Acropolis or another Polis tile")


def test_step_b_one_polis_tile_of_each_title():
    state = at_play(cities={"Andrea": {"A": "5c 5g", "1a": "Temple 1c 1g"}},
                    hands={"Andrea": ["Temple", "Walls"]})
    assert not any(a.kind == "play" and a.tile == "Temple" for a in engine.legal_actions(state))
    illegal(state, "play Temple at 1b", "already has a Temple")


def test_step_b_exactly_the_cost_moves_from_other_tiles():
    state = at_play(cities={"Andrea": {"A": "2c 1g", "1a": "Pasture 3c"}},
                    hands={"Andrea": ["Village"]})
    state = engine.play(state, "play Village at 1b")
    assert state.pending.kind == "pay"  # two tiles could pay the Citizen
    assert texts(state) == ["pay citizen from A", "pay citizen from 1a"]
    state, events = engine.apply(state, "pay citizen from 1a")
    # the Gold is on the Acropolis only, so it is paid at once
    city = {p.at: p.cubes for p in state.players[0].city}
    assert city == {"A": (2, 0, 0), "1a": (2, 0, 0), "1b": (1, 0, 1)}
    assert state.pending is None and events[-1].text.startswith("the Village at 1b is Active")


def test_step_b_resources_of_a_tile_played_this_turn_cannot_pay():
    state = at_play(cities={"Andrea": {"A": "1c 5g"}}, hands={"Andrea": ["Pasture", "Walls"]})
    state = engine.play(state, "play Pasture at 1a")  # its 1 Citizen came from the Acropolis
    assert state.players[0].city[1].cubes == (1, 0, 0)
    assert not any(a.kind == "play" for a in engine.legal_actions(state))
    illegal(state, "play Walls at 1b", "cannot pay 2 Citizens")


def test_step_b_a_tile_that_cannot_be_paid_is_not_played():
    state = at_play(hands={"Andrea": ["Fleet"]})  # 1 C, 1 H, 2 G; the Acropolis has 2 C 1 G
    illegal(state, "play Fleet at 1a", "cannot pay 1 Citizen, 1 Hoplite and 2 Gold")


def test_step_b_any_number_of_tiles_then_the_action():
    state = at_play(cities={"Andrea": {"A": "5c 5g"}}, hands={"Andrea": ["Pasture", "Village"]})
    assert {"produce", "strategy"} <= set(texts(state))  # playing no tile is allowed
    state = engine.play(state, "play Pasture at 1a", "play Village at 1b")
    assert state.players[0].hand == () and state.step == "play"
    state = engine.play(state, "strategy")
    assert state.step == "action"
    illegal(state, "play Walls at 1c", "not part of the Strategy action")


# -- §Step B: Myth tiles ----------------------------------------------------------------------
def test_step_b_a_myth_token_goes_on_a_tile_of_its_nature():
    state = at_play(cities={"Andrea": {"1a": "Amphitheater", "1b": "Pasture 1c"}},
                    hands={"Andrea": ["Oracle", "Fates"]})
    plays = [a for a in texts(state) if a.startswith("play")]
    assert "play Oracle on 1a" in plays and "play Fates on 1b" in plays
    assert "play Oracle on 1b" not in plays
    illegal(state, "play Oracle on 1b", "the Oracle is Political and the Pasture is Economic")
    illegal(state, "play Oracle on A", "cannot go on the Acropolis")
    illegal(state, "play Oracle at 1c", "played onto a tile of its Nature")
    after, _ = engine.apply(state, "play Oracle on 1a")
    assert after.players[0].myths == ("Oracle",)
    assert after.players[0].city[1].tokens == ("Oracle",)
    assert after.supply == state.supply  # no Resources on a Myth


def test_step_b_no_tile_of_its_nature_no_myth():
    state = at_play(cities={"Andrea": {"1a": "Pasture 1c"}}, hands={"Andrea": ["Pandora"]})
    assert not any(t.startswith("play Pandora") for t in texts(state))


def test_step_b_a_fourth_myth_sends_one_to_the_underworld():
    state = position(("Andrea", "Barbara", "Corrado", "Dora"), turn="Andrea", cities={
        "Andrea": {"1a": "Amphitheater +Oracle +Muses", "1b": "Pasture 1c +Fates",
                   "1c": "Walls 2c"}}, myths={"Andrea": ["Oracle", "Muses", "Fates"]},
        hands={"Andrea": ["Hades"]})
    state, events = engine.apply(state, "play Hades on 1c")
    assert state.pending.kind == "myth discard" and events[-1].kind == "myth limit"
    assert texts(state) == ["discard myth Hades", "discard myth Oracle", "discard myth Fates",
                            "discard myth Muses"]
    state = engine.play(state, "discard myth Oracle")
    andrea = state.players[0]
    assert andrea.myths == ("Hades", "Fates", "Muses") and state.underworld == ("Oracle",)
    assert andrea.city[1].tokens == ("Muses",)  # the Oracle's token left with its tile
    assert state.pending is None


# -- §Step D: discard excess tiles ------------------------------------------------------------
def test_step_d_discard_down_to_four_tiles():
    state = at_play(hands={"Andrea": ["Walls", "Walls", "Spring", "Temple", "Agora", "Port"]})
    state, events = engine.apply(state, "produce")
    assert state.pending.kind == "discard" and engine.to_move(state) == "Andrea"
    assert texts(state) == ["discard Agora", "discard Temple", "discard Walls",
                            "discard Spring", "discard Port"]  # the hand in the data's order
    state = engine.play(state, "discard Walls")
    assert state.pending.kind == "discard"
    state, events = engine.apply(state, "discard Port")
    assert state.players[0].hand == ("Agora", "Temple", "Walls", "Spring")
    assert state.underworld == ("Walls", "Port")
    assert engine.to_move(state) == "Barbara" and events[-1].kind == "turn"


def test_step_d_four_tiles_are_kept():
    state = at_play(hands={"Andrea": ["Walls", "Spring", "Temple", "Agora"]})
    state = engine.play(state, "produce")
    assert state.players[0].hand == ("Agora", "Temple", "Walls", "Spring")
    assert state.turn == 1 and state.step == "draw"


# -- §The End of the Game -----------------------------------------------------------------------
def test_end_the_last_tile_turned_over_ends_the_game_after_the_round():
    state = position(NAMES, step="draw", turn="Barbara", display=["Walls", "Spring", "Pasture",
                                                                  "Village"],
                     stack=["Temple"])
    state, events = engine.apply(state, "take Walls")
    assert state.ending and state.stack == () and events[-1].kind == "end triggered"
    assert "up to Corrado, who holds the Last Player token" in events[-1].text
    state = engine.play(state, "take Temple")  # the player finishes his turn normally
    state, events = engine.apply(state, "produce")
    assert engine.to_move(state) == "Corrado" and state.step == "play"  # no step A
    assert "no draw in the final round" in events[-1].text
    assert not any(a.kind == "take" for a in engine.legal_actions(state))
    # seed 004 §The End of the Game: "during this final round of play, you must skip Step A on
    # your turn: do not draw any tiles or take Resources"; the refusal cites that section
    for take in (f"take {state.display[0]}", "take gold"):
        with pytest.raises(IllegalAction) as err:
            engine.apply(state, take)
        assert err.value.rule == "Hexemonia rulebook §The End of the Game"
        assert "you must skip Step A (do not draw any tiles or take Resources)" in \
            err.value.reason
    state, events = engine.apply(state, "produce")
    assert engine.is_over(state) and engine.to_move(state) is None
    assert engine.legal_actions(state) == [] and state.scores is not None
    assert "game over" in [e.kind for e in events] and all(p.revealed for p in state.players)
    illegal(state, "produce", "the game is over")


def test_end_the_last_player_ending_the_stack_ends_the_game_with_his_turn():
    state = position(NAMES, step="draw", turn="Corrado", stack=["Temple"])
    state = engine.play(state, f"take {state.display[0]}")
    assert state.ending
    state = engine.play(state, "take gold", "produce")
    assert engine.is_over(state)


def test_end_with_an_empty_stack_taken_tiles_are_not_replaced():
    state = position(NAMES, step="draw", turn="Andrea", stack=["Temple"])
    state = engine.play(state, f"take {state.display[0]}")
    state, events = engine.apply(state, f"take {state.display[1]}")
    assert len(state.display) == 3 and "no tile replaces it" in events[-1].text


def test_a_turn_passes_to_the_left():
    state = engine.play(at_play(), "produce")
    assert engine.to_move(state) == "Barbara"
    state = engine.play(state, f"take {state.display[0]}", "take gold", "produce")
    assert engine.to_move(state) == "Corrado"


def test_step_b_a_hole_left_by_a_conquest_is_filled_first():
    # ring 1 lacks 1c, taken in a war; the Village in ring 2 does not let Andrea build on
    state = at_play(cities={"Andrea": {
        "1a": "Pasture 1c", "1b": "Spring", "1d": "Spring", "1e": "Country 2c",
        "1f": "Walls 2c", "2b": "Village 1c 1g"}}, hands={"Andrea": ["Pasture"]})
    assert [label(h) for h in positions(state.players[0].city, "Pasture")] == ["1c"]
    illegal(state, "play Pasture at 2d", "ring 1 around the Acropolis is not complete")
