"""Seed 003 §5 Option 3: Attack (over land, over water, after the attack), clause by clause,
with the FAQ answers (§9: empty cities, cards during the opponent's attack, ships in defence;
Hellas FAQ 7 and 8) and the god cards of combat."""

from __future__ import annotations

import pytest

from polislab.core.errors import IllegalAction
from polislab.games.hellas import engine
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import conservation_errors


def city(name, place, land, owner, greeks, ships=0):  # type: ignore[no-untyped-def]
    return (name, place, turned(name, *land), owner, greeks, ships)


def start(argos=3, sparta=1, naxos=2, pylos=2, sparta_ships=1, hands=None, **kwargs):  # type: ignore[no-untyped-def]
    """Light's Argos (north of the dolphin) is joined by land to dark's Sparta (north-east);
    light's island Naxos lies south of Sparta; light's Pylos north-west of the dolphin (joined
    to Sparta only through the dolphin's water); light's Megara beyond Argos, joined to
    nothing of dark's."""
    return position([
        city("Argos", (0, -1), (1, 2), "light", argos, 1),
        city("Sparta", (1, -1), (5, 0, 1), "dark", sparta, sparta_ships),
        city("Naxos", (1, 0), (), "light", naxos, 1),
        city("Pylos", (-1, 0), (5,), "light", pylos, 1),
        city("Megara", (-1, -1), (0,), "light", 2, 0),
    ], hands=hands, **kwargs)


def texts(events):  # type: ignore[no-untyped-def]
    return [e.text for e in events]


# -- Attack Over Land ---------------------------------------------------------------------------


def test_seed_5_over_land_equal_greeks_win():
    state, events = engine.apply(start(), "attack Sparta from Argos")
    assert texts(events)[:2] == [
        "Light attacks Sparta over land with 1 Greek from Argos; Dark defends with 1 Greek "
        "(the attack needs at least as many)",
        "The attack over land succeeds: 1 Greek against 1, as many as the defence",
    ]
    assert events[1].rule.startswith("Hellas reference §5 Option 3: Attack Over Land")
    sparta = state.city("Sparta")
    assert (sparta.owner, sparta.greeks, sparta.ships) == ("light", 1, 0)
    assert state.side("dark").greeks == 15 and state.side("dark").ships == 10
    assert state.city("Argos").greeks == 2


def test_seed_5_over_land_fewer_greeks_lose_and_the_attackers_go_to_the_supply():
    state, events = engine.apply(start(sparta=3), "attack Sparta from Argos x2")
    assert texts(events)[1] == ("The attack over land fails: 2 Greeks against 3, and it needs "
                                "at least as many")
    assert texts(events)[2] == "Light loses the attacking Greeks: 2 Greeks back to the supply"
    assert state.city("Sparta").owner == "dark" and state.city("Argos").greeks == 1
    assert state.side("light").greeks == 15 - 1 - 2 - 2 - 2
    assert state.player == "dark"  # a failed attack ends the turn (ruling HL21)


def test_seed_5_attackers_must_leave_a_greek_in_each_city():
    with pytest.raises(IllegalAction) as err:
        engine.apply(start(), "attack Sparta from Argos x3")
    assert err.value.reason == ("Argos holds 3 Greeks: it must keep at least one, so 3 cannot "
                                "attack")
    assert "Can I attack a city with no Greeks?" in err.value.rule
    counts = {dict(a.sources).get("Argos", 0) for a in engine.legal_actions(start())
              if a.kind == "attack"}
    assert max(counts) == 2


def test_hellas_faq_7_a_land_attack_needs_a_direct_land_edge_of_the_citys_land():
    # Pella's cape touches Megara's land, but the cape is not Pella's city land
    state = position([
        city("Naxos", (1, 0), (), "light", 1, 1),
        ("Pella", (0, 1), 2, "dark", 1, 0),  # city land south-east, cape south-west
        city("Eretria", (1, 1), (5,), "light", 3, 1),
        city("Megara", (-1, 2), (1,), "light", 3, 1),
        ("Milos", (-1, 1), 0, "light", 1, 0),  # lets Megara be laid (seed 003 §4)
    ])
    _, by_land = engine.apply(state, "attack Pella from Eretria")
    assert "over land" in by_land[0].text
    _, by_sea = engine.apply(state, "attack Pella from Megara")
    assert "over water" in by_sea[0].text


# -- Attack Over Water --------------------------------------------------------------------------


def test_seed_5_over_water_the_attack_needs_one_more():
    state, events = engine.apply(start(), "attack Sparta from Naxos")
    assert texts(events)[1] == ("The attack over water fails: 1 Greek against 1, and it needs "
                                "one more")
    assert events[1].rule.startswith("Hellas reference §5 Option 3: Attack Over Water")
    state, events = engine.apply(start(naxos=3), "attack Sparta from Naxos x2")
    assert texts(events)[1] == ("The attack over water succeeds: 2 Greeks against 1, one more "
                                "as needed")


def test_seed_5_over_water_cities_next_to_the_dolphin_are_joined_through_it():
    # Pylos and Sparta both touch the dolphin tile (Hellas FAQ 7: through the dolphin)
    state, events = engine.apply(start(pylos=3), "attack Sparta from Pylos x2")
    assert "over water" in events[0].text and state.city("Sparta").owner == "light"


def test_hl17_ships_do_not_join_cities_by_water():
    """§9 FAQ: ships are used "for Voyage placement and naval connectivity"; polislab reads the
    latter as §5's joining by water, which the tiles decide (ruling HL17): no ship needed."""
    shipless = position([
        city("Argos", (0, -1), (1, 2), "light", 3, 1),
        city("Sparta", (1, -1), (5, 0, 1), "dark", 1, 0),
        city("Naxos", (1, 0), (), "light", 2, 1),
        city("Pylos", (-1, 0), (5,), "light", 3, 0),
        city("Megara", (-1, -1), (0,), "light", 2, 3),
    ])
    state, events = engine.apply(shipless, "attack Sparta from Pylos x2")  # no ship on either
    assert "over water" in events[0].text and state.city("Sparta").owner == "light"
    with pytest.raises(IllegalAction):  # three ships do not join Megara to Sparta
        engine.apply(shipless, "attack Sparta from Megara")


def test_an_attack_with_any_city_not_joined_by_land_is_over_water():
    _, events = engine.apply(start(), "attack Sparta from Argos, Naxos")
    assert events[0].text.startswith("Light attacks Sparta over water with 2 Greeks")
    assert "HL16" in events[0].rule


def test_hellas_faq_7_attackers_come_from_adjacent_tiles():
    with pytest.raises(IllegalAction) as err:
        engine.apply(start(), "attack Sparta from Megara")
    assert err.value.reason == ("Megara is not next to Sparta by land or water (nor both beside "
                                "the dolphin tile)")
    assert "BoardGameGeek Hellas FAQ 7" in err.value.rule
    assert not [a for a in engine.legal_actions(start())
                if a.kind == "attack" and "Megara" in dict(a.sources)]


def test_an_attack_on_an_own_city_is_refused():
    with pytest.raises(IllegalAction, match="Light's own city"):
        engine.apply(start(), "attack Argos from Pylos")


# -- After Attack -------------------------------------------------------------------------------


def test_seed_5_after_success_the_defender_loses_all_and_the_attacker_may_place_ships():
    state = two_dark(sparta=2)
    state = state.with_city("Sparta", ships=3).with_supply("dark", ships=-2)
    state, events = engine.apply(state, "attack Sparta from Argos x2")
    assert texts(events)[2] == ("Dark loses Sparta: 2 Greeks and 3 ships back to the supply; "
                                "Light holds it with 2 Greeks")
    assert state.step == "capture" and engine.to_move(state) == "light"
    assert [str(a) for a in engine.legal_actions(state)] == [
        "place no ships", "place ship", "place ships x2", "place ships x3"]
    state, events = engine.apply(state, "place ships x2")
    assert state.city("Sparta").ships == 2 and "HL20" in events[0].rule
    assert state.step == "regroup" and state.regroup_to == "Sparta"
    assert conservation_errors(state) == []


def test_hl20_option_capture_same_number_places_all_the_ships_lost_or_none():
    # seed 003 §5 After Attack: "Attacker may place same number of ships": read strictly, that
    # number or none (capture_same_number; the default takes "may" as "up to": ruling HL20).
    state = two_dark(sparta=2, capture_same_number=True)
    state = state.with_city("Sparta", ships=3).with_supply("dark", ships=-2)
    state, _ = engine.apply(state, "attack Sparta from Argos x2")
    assert [str(a) for a in engine.legal_actions(state)] == ["place no ships", "place ships x3"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "place ships x2")
    assert err.value.reason == ("the attacker places the same number of ships as the defender "
                                "lost, 3 ships here, or none (capture_same_number is on)")
    assert "Hellas reference §5 Option 3: After Attack" in err.value.rule
    assert "HL20" in err.value.rule


def test_seed_5_after_success_greeks_above_3_go_back_to_the_supply():
    state, events = engine.apply(start(sparta=2, argos=3, naxos=3, pylos=3),
                                 "attack Sparta from Argos x2, Naxos x2")
    assert state.city("Sparta").greeks == 3
    assert "(1 Greek above 3 back to the supply)" in texts(events)[2]
    assert conservation_errors(state) == []


def test_seed_9_faq_ships_do_not_defend():
    state, events = engine.apply(start(sparta=1, sparta_ships=3), "attack Sparta from Argos")
    assert state.city("Sparta").owner == "light"
    assert "Hellas reference §9 FAQ: Do ships contribute to defense?" in events[1].rule


def test_seed_6_after_a_successful_attack_pieces_move_only_into_the_city_taken():
    state, _ = engine.apply(two_dark(sparta=1), "attack Sparta from Argos")
    state, _ = engine.apply(state, "place ship")
    moves = {str(a) for a in engine.legal_actions(state) if a.kind == "move"}
    assert "move greek Argos to Sparta" in moves
    assert all(m.endswith("to Sparta") or " to Sparta x" in m for m in moves)


def test_hl28_taking_the_last_city_wins():
    state, events = engine.apply(start(sparta_ships=0), "attack Sparta from Argos")
    assert engine.is_over(state) and engine.winner(state) == "light"
    assert events[-1].text == "Dark has lost the last city: Light wins"
    assert engine.legal_actions(state) == [] and engine.to_move(state) is None


# -- god cards in attacks -----------------------------------------------------------------------


def two_dark(**kwargs):  # type: ignore[no-untyped-def]
    state = position([
        city("Argos", (0, -1), (1, 2), "light", 3, 1),
        city("Sparta", (1, -1), (5, 0, 1), "dark", kwargs.pop("sparta", 2), 1),
        city("Naxos", (1, 0), (), "light", 3, 1),
        city("Pylos", (-1, 0), (5,), "light", 2, 1),
        city("Milos", (0, 1), (), "dark", 2, 1),
    ], **kwargs)
    return state


def test_seed_9_faq_the_defender_may_play_a_marked_card_during_the_attack():
    state = two_dark(hands={"dark": ["Shield Wall", "Thunderbolt"]})
    state, events = engine.apply(state, "attack Sparta from Argos x2")
    assert engine.to_move(state) == "dark" and state.attack.window == "defender"
    assert [str(a) for a in engine.legal_actions(state)] == ["play Shield Wall", "pass"]
    state, events = engine.apply(state, "play Shield Wall")
    assert texts(events)[1] == ("The attack on Sparta now counts 2 against a defence of 3: it "
                                "needs 3")
    # no more card for dark: light may fight or, the attack now failing, call it off
    assert [str(a) for a in engine.legal_actions(state)] == ["fight", "call off"]
    state, events = engine.apply(state, "fight")
    assert texts(events)[0] == ("The attack over land fails: 2 Greeks against 3, and it needs "
                                "at least as many")


def test_the_starting_hand_cannot_react_with_an_unmarked_card():
    state = two_dark(hands={"dark": ["Thunderbolt"]})
    state, events = engine.apply(state, "attack Sparta from Argos x2")
    assert state.city("Sparta").owner == "light"  # no window: the fight at once


def test_hl18_a_card_of_the_attacker_reopens_the_defenders_window():
    state = two_dark(hands={"light": ["Battle Fury"], "dark": ["Shield Wall", "Shield Wall"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2")
    state, _ = engine.apply(state, "play Shield Wall")
    assert engine.to_move(state) == "dark"  # may play the second
    state, _ = engine.apply(state, "pass")
    assert engine.to_move(state) == "light"
    assert [str(a) for a in engine.legal_actions(state)] == ["play Battle Fury", "fight",
                                                             "call off"]
    state, _ = engine.apply(state, "play Battle Fury")
    assert engine.to_move(state) == "dark" and state.attack.window == "defender"
    state, events = engine.apply(state, "play Shield Wall")
    assert texts(events)[-1] == ("The attack on Sparta now counts 3 against a defence of 4: it "
                                 "needs 4")
    state, events = engine.apply(state, "fight")
    assert texts(events)[0] == ("The attack over land fails: 3 Greeks against 4, and it needs "
                                "at least as many")


def test_hellas_faq_8_the_attacker_may_call_off_after_the_defenders_card():
    state = two_dark(hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2")
    with pytest.raises(IllegalAction):
        engine.apply(state, "call off")  # the defender's window
    state, _ = engine.apply(state, "play Shield Wall")
    state, events = engine.apply(state, "call off")
    assert texts(events)[0] == ("Light calls off the attack on Sparta: the Greeks go back to "
                                "Argos (2), and the turn is over")
    assert "BoardGameGeek Hellas FAQ 8" in events[0].rule
    assert state.city("Argos").greeks == 3 and state.player == "dark"


def test_hl19_option_call_off_attacks_off_every_declared_attack_is_fought():
    # seed 003 §5 Option 3, After Attack: "If successful: ..." / "If failed: Attacker loses
    # all attacking Greeks to their supply": the seed-only reading has no calling off.
    hands = {"light": ["Battle Fury"], "dark": ["Shield Wall"]}
    state = two_dark(hands=hands, call_off_attacks=False)
    state, _ = engine.apply(state, "attack Sparta from Argos x2")
    state, _ = engine.apply(state, "play Shield Wall")
    assert [str(a) for a in engine.legal_actions(state)] == ["play Battle Fury", "fight"]
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "call off")
    assert "Hellas reference §5 Option 3: After Attack" in err.value.rule
    assert "HL19" in err.value.rule
    assert "every declared attack is fought" in err.value.reason
    # with no card for the attacker either, the attack is fought at once, and fails
    state = two_dark(hands={"dark": ["Shield Wall"]}, call_off_attacks=False)
    state, _ = engine.play(state, "attack Sparta from Argos x2", "play Shield Wall")
    assert state.city("Sparta").owner == "dark" and state.city("Argos").greeks == 1
    assert state.player == "dark"


def test_hl19_call_off_attacks_is_on_by_default_hellas_faq_8():
    from polislab.games.hellas import Options
    assert Options().call_off_attacks is True and Options().end_burst_early is False


def test_hl19_no_call_off_while_the_attack_would_succeed():
    state = two_dark(sparta=1, hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2, Naxos x2")
    state, _ = engine.apply(state, "play Shield Wall")
    assert "call off" not in [str(a) for a in engine.legal_actions(state)]


def test_hl19_the_headline_and_the_errors_offer_call_off_only_when_it_is_legal():
    from polislab.games.hellas.summary import headline
    # The defender plays no card: Light may play Battle Fury or fight, not call off (HL19).
    state = two_dark(sparta=1, hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
    state, _ = engine.play(state, "attack Sparta from Argos x2, Naxos x2", "pass")
    assert [str(a) for a in engine.legal_actions(state)] == ["play Battle Fury", "fight"]
    assert "Light may play a card or fight;" in headline(state)
    with pytest.raises(IllegalAction) as err:
        engine.apply(state, "pass")
    assert err.value.reason == "Light may play a card or 'fight'"
    # After Shield Wall the attack would fail: calling it off is legal, and offered.
    state = two_dark(hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
    state, _ = engine.play(state, "attack Sparta from Argos x2", "play Shield Wall")
    assert "call off" in [str(a) for a in engine.legal_actions(state)]
    assert "Light may play a card, fight or call off;" in headline(state)


def test_aegis_sends_an_attacker_back_and_the_last_one_ends_the_attack():
    state = two_dark(hands={"dark": ["Aegis"]})
    state, events = engine.apply(state, "attack Sparta from Argos")
    state, events = engine.apply(state, "play Aegis")
    assert texts(events)[1] == "1 attacking Greek goes back to Light's supply"
    assert texts(events)[3] == "The attack on Sparta fails: no attacking Greek is left"
    assert state.city("Sparta").owner == "dark" and state.player == "dark"
    assert conservation_errors(state) == []


def test_high_waves_needs_one_more_over_water_and_phalanx_makes_it_count_as_land():
    state = two_dark(hands={"light": ["Phalanx"], "dark": ["High Waves"]})
    state, _ = engine.apply(state, "attack Sparta from Naxos x2")  # 2 against 2 over water
    state, events = engine.apply(state, "play High Waves")
    assert texts(events)[1] == ("The attack on Sparta now counts 2 against a defence of 2: it "
                                "needs 4")
    state, events = engine.apply(state, "play Phalanx")
    assert texts(events)[1] == ("The attack on Sparta now counts 2 against a defence of 2: it "
                                "needs 2")
    assert texts(events)[-2] == ("The attack over water succeeds: 2 Greeks against 2, as many "
                                 "as the defence (Phalanx: as over land)")


def test_high_waves_is_not_offered_against_a_land_attack():
    state = two_dark(hands={"dark": ["High Waves", "Shield Wall"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2")
    assert [str(a) for a in engine.legal_actions(state)] == ["play Shield Wall", "pass"]


def test_call_to_arms_adds_a_greek_above_3_for_the_fight_only():
    state = two_dark(sparta=3, hands={"dark": ["Call to Arms"]})
    state, _ = engine.apply(state, "attack Sparta from Argos x2, Naxos x2")
    state, events = engine.apply(state, "play Call to Arms")
    assert texts(events)[1] == "Dark places a Greek on Sparta from the supply"
    assert state.city("Sparta").greeks == 4 and conservation_errors(state) == []
    state, events = engine.apply(state, "fight")
    assert texts(events)[0] == ("The attack over water fails: 4 Greeks against 4, and it needs "
                                "one more")
    assert texts(events)[1] == "1 Greek above 3 in Sparta goes back to Dark's supply"
    assert state.city("Sparta").greeks == 3 and conservation_errors(state) == []


def test_forced_march_lets_a_city_not_next_to_the_target_join():
    state = start(hands={"light": ["Forced March"]}, turn=3)
    assert "Megara" not in {c for a in engine.legal_actions(state) if a.kind == "attack"
                            for c, _ in a.sources}
    state, events = engine.apply(state, "play Forced March")
    assert state.effects == ("Forced March",)
    attacks = [a for a in engine.legal_actions(state) if a.kind == "attack"]
    assert any("Megara" in dict(a.sources) for a in attacks)
    after, events = engine.apply(state, "attack Sparta from Argos, Megara")
    # Megara's Greek came by the card: the attack is over land, as Argos is joined by land
    assert "over land" in events[0].text and after.city("Sparta").owner == "light"


def test_seed_9_faq_no_action_ever_leaves_a_city_empty():
    # from a crowded position, every legal action of every decision keeps a Greek in each city
    state = two_dark(sparta=2, hands={"light": ["Thunderbolt", "Winged Sandals", "Forced March"],
                                      "dark": ["Aegis", "Shield Wall"]}, turn=3)
    frontier = [state]
    seen = 0
    while frontier and seen < 400:
        here = frontier.pop()
        for action in engine.legal_actions(here):
            after, _ = engine.apply(here, action)
            seen += 1
            assert conservation_errors(after) == [], action  # "... is empty" among them
            if after.player == "light" and not engine.is_over(after) and len(frontier) < 30:
                frontier.append(after)
    assert seen >= 100


def test_call_to_arms_with_an_empty_supply_takes_a_greek_from_another_city():
    state = position([
        city("Argos", (0, -1), (1, 2), "light", 3, 1),
        city("Sparta", (1, -1), (5, 0, 1), "dark", 3, 1),
        city("Naxos", (1, 0), (), "light", 3, 1),
        city("Milos", (0, 1), (), "dark", 3, 1),
        city("Pylos", (-1, 0), (5,), "dark", 3, 1),
        city("Megara", (-1, -1), (0,), "dark", 3, 1),
        city("Rhodos", (-1, 1), (), "dark", 3, 1),
    ], hands={"dark": ["Call to Arms"]})
    assert state.side("dark").greeks == 0
    state, _ = engine.apply(state, "attack Sparta from Argos x2, Naxos x2")
    state, _ = engine.apply(state, "play Call to Arms")
    assert state.pending.kind == "source" and engine.to_move(state) == "dark"
    assert [str(a) for a in engine.legal_actions(state)] == [
        "take greek from Megara", "take greek from Milos", "take greek from Pylos",
        "take greek from Rhodos", "take no greek"]  # seed 003 §7 "you may": HL25
    state, events = engine.apply(state, "take greek from Milos")
    assert state.city("Sparta").greeks == 4 and state.city("Milos").greeks == 2
    assert events[0].text == "Dark places a Greek on Sparta from Milos (the supply is empty)"
