"""Seed 003 §5 Option 1: Burst of Strength, §6 Regrouping, §7 God Cards (the rules of
playing them, and the cards of your own turn) and §8 Scoring & End Game, clause by clause."""

from __future__ import annotations

import pytest

from polislab.core.errors import IllegalAction
from polislab.games.hellas import board, engine
from polislab.games.hellas.components import COMPONENTS
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import conservation_errors

ARGOS = ("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1)
SPARTA = ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)
NAXOS = ("Naxos", (1, 0), 0, "light", 1, 1)


def start(*extra, **kwargs):  # type: ignore[no-untyped-def]
    return position([ARGOS, SPARTA, NAXOS, *extra], **kwargs)


def grow(owners: list[str]) -> list[tuple]:
    """A legal map of len(owners) tiles without temples, placed in turn where each first fits,
    the n-th owned by owners[n], each with 1 Greek and 1 ship."""
    occupied = {(0, 0): ("Dolphin", 0)}
    out = []
    names = [t.name for t in COMPONENTS.tiles if not t.temple]
    for owner in owners:
        for name in names:
            fits = board.placements(COMPONENTS, occupied, COMPONENTS.tile(name), True)
            if fits:
                place, rotation = fits[0]
                occupied[place] = (name, rotation)
                names.remove(name)
                out.append((name, place, rotation, owner, 1, 1))
                break
        else:  # pragma: no cover
            raise AssertionError("no tile fits")
    return out


# -- §5 Option 1: Burst of Strength -------------------------------------------------------------


def test_seed_5_a_burst_is_3_actions_in_any_mix_then_the_regroup():
    state, events = engine.play(start(), "add greek Argos", "add greek Argos", "add ship Naxos")
    assert [e.text for e in events] == [
        "Light places a new Greek in Argos (1 to 2; burst action 1 of 3)",
        "Light places a new Greek in Argos (2 to 3; burst action 2 of 3)",
        "Light places a new ship beside Naxos (1 to 2; burst action 3 of 3)",
        "Light's Burst of Strength ends after 3 actions",
    ]
    assert events[0].rule == "Hellas reference §5 Option 1: Burst of Strength"
    assert state.step == "regroup" and state.regroup_to is None
    assert state.city("Argos").greeks == 3 and state.side("light").greeks == 15 - 4


def test_seed_5_four_burst_actions_with_more_cities_with_temples():
    temple = ("Delos", (0, 1), 0, "light", 1, 0)
    state, events = engine.play(start(temple), "add greek Argos", "add greek Argos",
                                "add ship Naxos")
    assert state.step == "burst" and "burst action 3 of 4" in events[-1].text
    state, events = engine.apply(state, "take card Zeus")
    assert "burst action 4 of 4" in events[0].text and state.step == "regroup"
    # as many temples as the opponent: 3
    even = start(temple, ("Milos", (2, -1), 0, "light", 1, 0),  # lets Dodona be laid (§4)
                 ("Dodona", (2, -2), turned("Dodona", 4, 5), "dark", 1, 0))
    _, events = engine.apply(even, "add greek Argos")
    assert "burst action 1 of 3" in events[0].text


def test_seed_5_at_most_3_greeks_and_3_ships_in_a_city():
    state = start(("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 3))
    for action, why in (("add greek Pylos", "Pylos holds 3 Greeks: at most 3 a city"),
                        ("add ship Pylos", "Pylos has 3 ships: at most 3 a city")):
        with pytest.raises(IllegalAction) as err:
            engine.apply(state, action)
        assert err.value.reason == why
        assert action not in [str(a) for a in engine.legal_actions(state)]


def test_hl14_burst_pieces_come_from_the_supply_only():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 3), SPARTA,
                      ("Naxos", (1, 0), 0, "light", 1, 3),
                      ("Pylos", (-1, 0), turned("Pylos", 5), "light", 1, 3),
                      ("Megara", (-1, -1), turned("Megara", 0), "light", 1, 1)])
    assert state.side("light").ships == 0
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "add ship Megara")
    assert err.value.reason == "Light has no ship left in the supply" and "HL14" in err.value.rule


def test_seed_9_faq_cards_taken_in_a_burst_are_looked_at_when_it_ends():
    state, events = engine.apply(start(), "take card Ares")
    assert state.side("light").unseen == ("Ares",) and state.side("light").cards == ()
    assert events[0].text == ("Light takes an Ares card, face down until the burst ends (burst "
                              "action 1 of 3)")
    state, events = engine.play(state, "take card Zeus", "take card Zeus")
    assert events[-1].text == ("Light's Burst of Strength ends after 3 actions; the 3 cards "
                               "taken are turned up now")
    assert "FAQ: Can I look at God cards after Burst of Strength?" in events[-1].rule
    assert engine.to_move(state) == "chance" and state.pending.get("god") == "Ares"
    state, events = engine.play(state, "draw Shield Wall", "draw Aegis", "draw Thunderbolt")
    assert sorted(state.side("light").cards) == ["Aegis", "Shield Wall", "Thunderbolt"]
    assert sorted(state.side("light").fresh) == ["Aegis", "Shield Wall", "Thunderbolt"]
    assert state.step == "regroup"


def test_seed_5_cards_drawn_this_turn_cannot_be_played_until_a_later_turn():
    state, _ = engine.play(start(), "take card Zeus", "add greek Argos", "add ship Argos",
                           "draw Thunderbolt")
    assert "play Thunderbolt at Sparta" not in [str(a) for a in engine.legal_actions(state)]
    state = state.with_city("Sparta", greeks=2).with_supply("dark", greeks=-1)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "play Thunderbolt at Sparta")
    assert "drew Thunderbolt this turn" in err.value.reason
    state, _ = engine.play(state, "end turn", "add ship Sparta", "add ship Sparta",
                           "add greek Sparta", "end turn")  # dark's burst
    assert state.player == "light" and state.side("light").fresh == ()
    assert "play Thunderbolt at Sparta" in [str(a) for a in engine.legal_actions(state)]


def test_seed_5_at_most_7_cards_and_3_of_a_god():
    hand = ["Battle Fury", "Shield Wall", "Phalanx", "Storm", "Sea Chart", "Aegis"]
    state = start(hands={"light": hand})
    legal = [str(a) for a in engine.legal_actions(state) if a.kind == "take card"]
    assert legal == ["take card Poseidon", "take card Zeus"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "take card Ares")
    assert err.value.reason == "Light holds 3 Ares cards: at most 3 of one god"
    state, _ = engine.apply(state, "take card Zeus")  # 7 with the one not yet seen
    assert [a for a in engine.legal_actions(state) if a.kind == "take card"] == []
    with pytest.raises(IllegalAction, match="Light holds 7 god cards: at most 7 in hand"):
        engine.apply(state, "take card Poseidon")


SEVEN = ["Battle Fury", "Shield Wall", "Phalanx", "Storm", "Sea Chart", "Shipwrights", "Aegis"]


def test_seed_5_option_1_a_burst_has_its_3_actions_it_cannot_end_early():
    # seed 003 §5 Option 1: "Perform 3 actions (each once, one twice and another once, or one
    # thrice)": with a third action to take, "end burst" is refused (ruling HL13).
    state, _ = engine.play(start(), "add greek Argos", "take card Ares")
    assert state.step == "burst"
    assert "end burst" not in [str(a) for a in engine.legal_actions(state)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "end burst")
    assert err.value.reason == ("Light has taken 2 of 3 burst actions and can take another: a "
                                "Burst of Strength performs 3 actions")
    assert "Hellas reference §5 Option 1: Burst of Strength" in err.value.rule
    assert "HL13" in err.value.rule
    assert "end burst" not in [str(a) for a in engine.legal_actions(start())]


TEMPLE = ("Delos", (0, 1), 0, "light", 1, 0)


def test_seed_5_option_1_the_fourth_action_with_more_temples_is_optional():
    # seed 003 §5 Option 1: with more cities with temples "you may take 4 actions": after the
    # third the player may end the burst, or take the fourth (ruling HL13).
    state, _ = engine.play(start(TEMPLE), "add greek Argos", "add ship Naxos")
    with pytest.raises(IllegalAction, match="performs 3 actions, then the player may take the "
                                            "rest or end it"):
        engine.apply(state, "end burst")
    state, _ = engine.apply(state, "take card Zeus")
    assert state.step == "burst" and "end burst" in [str(a) for a in
                                                     engine.legal_actions(state)]
    after, events = engine.apply(state, "end burst")
    assert events[0].text == ("Light ends the Burst of Strength after 3 actions, leaving 1 of 4 "
                              "untaken (the actions beyond the first 3 are the player's choice); "
                              "the card taken is turned up now")
    assert "Hellas reference §5 Option 1: Burst of Strength" in events[0].rule
    assert "HL13" in events[0].rule and after.step == "regroup"
    assert after.side("light").greeks == state.side("light").greeks  # no 4th action taken
    # or the fourth, which ends the burst
    after, events = engine.apply(state, "add greek Naxos")
    assert "burst action 4 of 4" in events[0].text and after.step == "regroup"


def test_hl13_option_all_burst_actions_makes_the_fourth_due():
    state, _ = engine.play(start(TEMPLE, all_burst_actions=True), "add greek Argos",
                           "add ship Naxos", "take card Zeus")
    assert "end burst" not in [str(a) for a in engine.legal_actions(state)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "end burst")
    assert err.value.reason == ("Light has taken 3 of 4 burst actions and can take another: the "
                                "burst has all its 4 actions (all_burst_actions is on)")
    assert "HL13" in err.value.rule


def test_hl13_a_burst_that_cannot_take_all_its_actions_ends_when_none_is_left():
    # The hand at 7 and every city but Argos full: one ship, then nothing can be taken.
    full = [("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 2), SPARTA,
            ("Naxos", (1, 0), 0, "light", 3, 3)]
    state, events = engine.apply(position(full, hands={"light": SEVEN}), "add ship Argos")
    assert events[-1].text == ("Light can take no burst action 2 of 3 (no Greek or ship can be "
                               "placed and no god card taken): the Burst of Strength ends after "
                               "1 action")
    assert "Hellas reference §5 Option 1: Burst of Strength" in events[-1].rule
    assert "HL13" in events[-1].rule and state.step == "regroup"
    # With nothing to take at all, the burst may still be chosen: "end burst" at once.
    stuck = position(full, hands={"light": SEVEN}).with_city("Argos", ships=3)
    stuck = stuck.with_supply("light", ships=-1)
    assert "end burst" in [str(a) for a in engine.legal_actions(stuck)]
    state, events = engine.apply(stuck, "end burst")
    assert events[0].text == "Light ends the Burst of Strength without an action"
    assert "HL13" in events[0].rule and state.step == "regroup"


def test_hl13_option_end_burst_early_lets_a_burst_end_early_or_be_empty():
    state, events = engine.apply(start(end_burst_early=True), "end burst")
    assert events[0].text == "Light ends the Burst of Strength without an action"
    assert state.step == "regroup"
    state, events = engine.play(start(end_burst_early=True), "add greek Argos", "end burst")
    assert events[-1].text == ("Light ends the Burst of Strength after 1 action "
                               "(end_burst_early is on)")


def test_olympian_vigour_gives_the_burst_one_more_action():
    state = start(hands={"light": ["Olympian Vigour"]})
    state, _ = engine.play(state, "add greek Argos", "play Olympian Vigour")
    state, events = engine.play(state, "add ship Argos", "add greek Naxos")
    assert state.step == "burst" and "of 4" in events[-1].text
    state, events = engine.apply(state, "add ship Naxos")
    assert state.step == "regroup"


# -- §6 Regrouping ------------------------------------------------------------------------------


def test_seed_6_after_a_burst_greeks_and_ships_move_freely_within_the_limits():
    state = start(("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 2), end_burst_early=True)
    state, _ = engine.apply(state, "end burst")
    moves = [str(a) for a in engine.legal_actions(state) if a.kind == "move"]
    assert "move greeks Pylos to Argos x2" in moves and "move ships Pylos to Naxos x2" in moves
    assert "move greek Argos to Pylos" not in moves  # Argos keeps its one Greek
    state, events = engine.apply(state, "move greeks Pylos to Argos x2")
    assert events[0].text == "Light moves 2 Greeks from Pylos to Argos"
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "move greek Naxos to Argos")
    assert err.value.reason == "Naxos holds 1 Greek and must keep at least one"
    state, _ = engine.apply(state, "move ships Pylos to Argos x2")
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "move ship Naxos to Argos")
    assert err.value.reason == "Argos would have 4 ships: at most 3"

    state, events = engine.apply(state, "end turn")
    assert state.player == "dark" and events[0].text == "Light's turn is over: Dark to play"


def test_hl22_a_city_that_gave_cannot_receive_the_same_kind_in_one_regroup():
    state = start(("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 2), end_burst_early=True)
    state, _ = engine.play(state, "end burst", "move greek Pylos to Argos")
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "move greek Argos to Pylos")
    assert "HL22" in err.value.rule
    assert "move greek Argos to Naxos" not in [str(a) for a in engine.legal_actions(state)]
    assert "move ship Argos to Pylos" in [str(a) for a in engine.legal_actions(state)]


# -- §7 God Cards: the rules of playing -----------------------------------------------------------


def test_seed_7_the_starting_player_plays_no_card_on_their_first_turn():
    pylos = ("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 0)
    state = start(pylos, hands={"light": ["Winged Sandals"]}, turn=1)
    assert not [a for a in engine.legal_actions(state) if a.kind == "play"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "play Winged Sandals from Pylos to Argos x2")
    assert err.value.reason == "Light began the game: no god card on their first turn"
    later = start(pylos, hands={"light": ["Winged Sandals"]}, turn=3)
    after, events = engine.apply(later, "play Winged Sandals from Pylos to Argos x2")
    assert after.city("Argos").greeks == 3 and after.discard("Zeus") == ("Winged Sandals",)
    assert events[0].rule == "Hellas reference §7 God Cards"


def test_seed_7_several_cards_a_turn_each_to_its_gods_discard_pile():
    state = start(hands={"light": ["Shipwrights", "New Colony"]})
    state, _ = engine.play(state, "play Shipwrights at Argos, Naxos", "play New Colony at Argos")
    assert state.discard("Poseidon") == ("Shipwrights",) and state.discard("Zeus") == (
        "New Colony",)
    assert state.city("Argos").greeks == 2 and state.city("Argos").ships == 3
    assert state.city("Naxos").ships == 2 and conservation_errors(state) == []


def _empty_supply_shipwrights(**options):  # type: ignore[no-untyped-def]
    return position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 3), SPARTA,
                     ("Naxos", (1, 0), 0, "light", 1, 3),
                     ("Pylos", (-1, 0), turned("Pylos", 5), "light", 1, 3),
                     ("Megara", (-1, -1), turned("Megara", 0), "light", 1, 1)],
                    hands={"light": ["Shipwrights"]}, **options)


def test_seed_7_a_card_placing_ships_with_an_empty_supply_takes_them_from_other_tiles():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 3), SPARTA,
                      ("Naxos", (1, 0), 0, "light", 1, 3),
                      ("Pylos", (-1, 0), turned("Pylos", 5), "light", 1, 3),
                      ("Megara", (-1, -1), turned("Megara", 0), "light", 1, 1)],
                     hands={"light": ["Shipwrights"]})
    assert state.side("light").ships == 0
    state, events = engine.apply(state, "play Shipwrights at Megara, Megara")
    assert state.pending.kind == "source" and "HL25" in state.pending.rule
    assert [str(a) for a in engine.legal_actions(state)] == [
        "take ship from Argos", "take ship from Naxos", "take ship from Pylos", "take no ship"]
    state, events = engine.play(state, "take ship from Argos", "take ship from Pylos")
    assert state.city("Megara").ships == 3 and state.city("Argos").ships == 2
    assert events[0].text == "Light places a ship beside Megara from Argos (the supply is empty)"


def test_seed_7_you_may_move_them_from_other_tiles_is_a_choice():
    # seed 003 §7: "you may move them from other tiles": the player may leave a card's piece
    # unplaced rather than move one (ruling HL25).
    state, _ = engine.apply(_empty_supply_shipwrights(), "play Shipwrights at Megara, Megara")
    state, events = engine.play(state, "take no ship", "take ship from Naxos")
    assert events[0].text == ("Light takes no ship from another city: the ship for Megara is not "
                              "placed (the supply is empty; moving one is the player's choice)")
    assert "Hellas reference §7 God Cards" in events[0].rule and "HL25" in events[0].rule
    assert state.city("Megara").ships == 2 and state.city("Naxos").ships == 2
    assert state.pending is None and conservation_errors(state) == []


def test_hl25_option_card_moves_required_moves_the_piece_whenever_it_can():
    state, _ = engine.apply(_empty_supply_shipwrights(card_moves_required=True),
                            "play Shipwrights at Megara, Megara")
    assert "take no ship" not in [str(a) for a in engine.legal_actions(state)]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "take no ship")
    assert err.value.reason == ("Light chooses where the ship for Megara comes from: 'take ship "
                                "from CITY' with one of Argos, Naxos, Pylos")
    assert "HL25" in err.value.rule and "§7 God Cards" in err.value.rule


def test_thunderbolt_never_empties_a_city():
    state = start(hands={"light": ["Thunderbolt"]})
    assert not [a for a in engine.legal_actions(state) if a.kind == "play"]
    with pytest.raises(IllegalAction, match="Sparta holds 1 Greek"):
        engine.apply(state, "play Thunderbolt at Sparta")
    strong = state.with_city("Sparta", greeks=3).with_supply("dark", greeks=-2)
    after, events = engine.apply(strong, "play Thunderbolt at Sparta")
    assert after.city("Sparta").greeks == 2 and after.side("dark").greeks == 14 - 2 + 1


def test_gifts_of_olympus_draws_two_cards_now_that_cannot_be_played_this_turn():
    state = start(hands={"light": ["Gifts of Olympus"]})
    state, _ = engine.apply(state, "play Gifts of Olympus for Ares, Ares")
    assert engine.to_move(state) == "chance" and state.pending.get("god") == "Ares"
    state, events = engine.play(state, "draw Battle Fury", "draw Phalanx")
    assert state.side("light").fresh == ("Battle Fury", "Phalanx")
    assert state.step == "start"  # back to the turn: the action is still to choose


def test_hl8_an_empty_deck_is_made_again_from_its_discard_pile():
    from dataclasses import replace
    state = start(hands={"light": ["Storm"]})
    deck = state.deck("Ares")
    state = replace(state, decks=((), *state.decks[1:]), discards=(deck, *state.discards[1:]))
    state, events = engine.play(state, "take card Ares", "add greek Argos", "add ship Argos")
    assert events[-1].kind == "reshuffle" and "HL8" in events[-1].rule
    assert events[-1].text == ("The Ares deck is empty: its discard pile of 16 cards is "
                               "shuffled into a new deck")
    state, _ = engine.apply(state, "draw Phalanx")
    assert len(state.deck("Ares")) == 15 and state.discard("Ares") == ()


# -- §8 Scoring & End Game ----------------------------------------------------------------------


def test_seed_8_greeks_in_10_cities_at_the_end_of_the_turn_win_at_once():
    cities = grow(["light"] * 10 + ["dark"])
    state = position(cities, end_burst_early=True)  # a turn that only ends (HL13's option)
    state, events = engine.play(state, "end burst")
    assert not engine.is_over(state)  # the win comes at the end of the turn
    state, events = engine.apply(state, "end turn")
    assert engine.is_over(state) and engine.winner(state) == "light"
    assert events[-1].text == "Light has Greeks in 10 cities at the end of the turn and wins"
    assert events[-1].rule == "Hellas reference §8 Scoring & End Game"
    assert engine.legal_actions(state) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        engine.apply(state, "end turn")


def test_hl27_only_the_player_whose_turn_ends_is_checked():
    cities = grow(["dark"] * 10 + ["light"])
    state, _ = engine.play(position(cities, end_burst_early=True), "end burst", "end turn")
    assert not engine.is_over(state) and state.player == "dark"
    state, _ = engine.play(state, "end burst", "end turn")
    assert engine.winner(state) == "dark"


def test_hl30_a_turn_limit_ends_the_game_without_a_winner():
    state = start(turn=5, turn_limit=5, end_burst_early=True)
    state, events = engine.play(state, "end burst", "end turn")
    assert engine.is_over(state) and engine.winner(state) is None
    assert state.result == "none" and "HL30" in events[-1].rule
