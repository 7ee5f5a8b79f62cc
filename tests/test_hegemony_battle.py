"""Battles with the combat cards: seed 000 §5 Battles, seed 001 §Battle, rulings HG59-HG64.

The deck is stacked card by card ("draw ..." chance actions, ruling HG61), so every battle here
is scripted; the numbers in the comments are worked out by hand from the seeds' rules and the
polislab-edition deck (docs/rules/hegemony.md, "The combat deck").
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest
from hegemony_states import round_trip, start

from polislab.core import IllegalAction
from polislab.games.hegemony import battle, engine
from polislab.games.hegemony.components import COMPONENTS
from polislab.games.hegemony.consistency import in_round
from polislab.games.hegemony.state import State, conservation_errors


def _add(state: State, territory: str, side: str, hoplites: int = 0, galleys: int = 0) -> State:
    """Units from ``side``'s supply (pools kept whole)."""
    state = state.with_units(territory, side, hoplites=hoplites, galleys=galleys)
    pool = state.side(side).pool
    return state.with_side(side, pool=replace(pool, cubes=pool.cubes - hoplites - galleys))


def _arkadia(athens: int = 4, sparta: int = 4) -> State:
    """Round 4: Athens and Sparta hoplites in Arkadia, the battle due there and started."""
    state = replace(in_round(start(), "4"), player="athens")
    state = _add(_add(state, "Arkadia", "athens", hoplites=athens), "Arkadia", "sparta",
                 hoplites=sparta)
    state, events = battle.next_battle(replace(state, battles=("Arkadia",)))
    return state


def _play(state: State, *actions: str) -> tuple[State, list]:
    events: list = []
    for action in actions:
        state, more = engine.apply(state, action)
        events += more
        assert conservation_errors(state) == []
        assert round_trip(state) == state
    return state, events


def test_a_land_battle_sparta_attacks_first_and_each_side_is_dealt_its_units():
    # seed 000 §5: "Land battles: Sparta attacks first"; "Each player dealt cards = number of
    # units in battle" (ruling HG60: its own units): 4 each, dealt one at a time (HG61).
    state = _arkadia()
    assert state.battle.attacker == "sparta" and state.battle.kind == "land"
    assert state.battle.owed == (("sparta", 4), ("athens", 4))
    assert engine.to_move(state) == "chance"
    assert "Battle in Arkadia (land), battle round 1: Sparta attacks" in str(state)
    assert "Waiting for a combat card drawn for Sparta" in str(state)
    odds = dict((str(a), p) for a, p in engine.chance_outcomes(state))
    assert odds["draw Phalanx 1"] == Fraction(2, 24)
    assert odds["draw Salpinx Call"] == Fraction(3, 24)
    assert sum(odds.values()) == 1


def test_a_sea_battle_athens_attacks_first():  # seed 000 §5: "Sea battles: Athens attacks first"
    state = in_round(start(), "4")
    state = _add(_add(state, "Kyklades", "athens", galleys=2), "Kyklades", "sparta", galleys=4)
    state, _ = battle.next_battle(replace(state, battles=("Kyklades",)))
    assert state.battle.attacker == "athens" and state.battle.kind == "sea"
    assert state.battle.owed == (("athens", 4), ("sparta", 4))


DEAL = ("draw Phalanx 3", "draw Embolon 2", "draw Salpinx Call", "draw Kyklos 1",  # Sparta
        "draw Phalanx 1", "draw Embolon 2", "draw Mercenaries", "draw Kyklos 0")  # Athens


def test_a_scripted_land_battle_card_by_card():
    state, _ = _play(_arkadia(), *DEAL)
    assert state.battle.hands == (("Phalanx 1", "Embolon 2", "Kyklos 0", "Mercenaries"),
                                  ("Phalanx 3", "Embolon 2", "Kyklos 1", "Salpinx Call"))
    assert engine.to_move(state) == "sparta"

    # Round 1, Sparta attacks with Phalanx 3 and Salpinx Call; Athens answers with Phalanx 1
    # and Mercenaries. Phalanx 3 / Phalanx 1: a match, no loss, Sparta gains 3 - 1 = 2.
    # Salpinx Call / Mercenaries: never matched (Mercenaries match all "except vs Salpinx"):
    # Athens loses a hoplite (4 -> 3), Sparta pays 1. Sparta's Prestige 4 + 2 - 1 = 5.
    state, _ = _play(state, "battle attack Phalanx 3, Salpinx Call")
    assert engine.to_move(state) == "athens"
    state, events = _play(state, "battle defend Phalanx 1, Mercenaries")
    assert state.side("sparta").prestige == 5 and state.side("athens").prestige == 4
    assert state.units("Arkadia", "athens").hoplites == 3
    assert state.side("athens").pool.cubes == 29 - 4 + 1  # the lost hoplite's cube is back
    pairs = [e.text for e in events if e.kind == "battle pair"]
    assert pairs == [
        "Phalanx 3 against Phalanx 1: the Phalanx formation is matched; Sparta gains 2 Prestige",
        "Salpinx Call against Mercenaries: a Salpinx Call is never matched; Athens loses a "
        "hoplite; Sparta pays 1 Prestige"]
    # Then: discard, the attacker draws 2, the defender 2 - 1 loss = 1; roles switch.
    assert state.battle.owed == (("sparta", 2), ("athens", 1))
    assert state.battle.attacker == "athens" and state.battle.round == 2
    state, _ = _play(state, "draw Kyklos 2", "draw Embolon 0", "draw Phalanx 2")
    # Hands now match the units: Sparta 4, Athens 3.
    assert state.battle.hands == (("Phalanx 2", "Embolon 2", "Kyklos 0"),
                                  ("Embolon 0", "Embolon 2", "Kyklos 1", "Kyklos 2"))

    # Round 2, Athens attacks with Embolon 2 and Phalanx 2; Sparta answers Embolon 2 with
    # Embolon 0 (match: Athens gains 2 - 0 = 2) and Phalanx 2 with Kyklos 1 (mismatch: Sparta
    # loses a hoplite, 4 -> 3, Athens gains the card's 2). Athens 4 + 2 + 2 = 8.
    state, _ = _play(state, "battle attack Phalanx 2, Embolon 2",
                     "battle defend Kyklos 1, Embolon 0")
    assert state.side("athens").prestige == 8 and state.side("sparta").prestige == 5
    assert state.units("Arkadia", "sparta").hoplites == 3
    assert state.battle.owed == (("athens", 2), ("sparta", 1)) and state.battle.attacker == "sparta"
    state, _ = _play(state, "draw Phalanx 0", "draw Kyklos 3", "draw Embolon 1")

    # Sparta, to attack, retreats instead (seed 000 §5; HG62): to Achaia, next to Arkadia and
    # empty, paying 1 Prestige to Athens: Sparta 5 - 1 = 4, Athens 8 + 1 = 9.
    assert "battle retreat to Achaia" in [str(a) for a in engine.legal_actions(state)]
    state, events = _play(state, "battle retreat to Achaia")
    assert state.battle is None and state.pending is None
    assert state.side("sparta").prestige == 4 and state.side("athens").prestige == 9
    assert state.units("Achaia", "sparta").hoplites == 3
    assert state.units("Arkadia", "sparta").hoplites == 0
    assert state.units("Arkadia", "athens").hoplites == 3
    assert events[-1].kind == "battle over" and "Athens controls it" in events[-1].text
    assert engine.to_move(state) == "athens"  # play goes on: Athens's turn


def test_the_attackers_mercenaries_cause_no_casualties():  # seed 000 §5 Mercenaries; HG64
    lost, gain, pay = battle.compare(COMPONENTS.combat_card("Mercenaries"),
                                     COMPONENTS.combat_card("Kyklos 3"))
    assert (lost, gain, pay) == (False, 0, 0)


def test_the_defenders_mercenaries_match_any_card_but_salpinx_call():  # seed 000 §5
    kyklos, mercenaries = COMPONENTS.combat_card("Kyklos 3"), COMPONENTS.combat_card("Mercenaries")
    assert battle.compare(kyklos, mercenaries) == (False, 3, 0)  # matched: the difference 3 - 0
    salpinx = COMPONENTS.combat_card("Salpinx Call")
    assert battle.compare(salpinx, mercenaries) == (True, 0, 1)


def test_a_mismatch_costs_a_unit_and_gives_the_cards_prestige():  # seed 000 §5; seed 001
    assert battle.compare(COMPONENTS.combat_card("Embolon 3"),
                          COMPONENTS.combat_card("Phalanx 3")) == (True, 3, 0)
    # The defender's Salpinx Call has no formation, so it matches nothing (HG64).
    assert battle.compare(COMPONENTS.combat_card("Embolon 1"),
                          COMPONENTS.combat_card("Salpinx Call")) == (True, 1, 0)


def test_a_match_gives_only_a_positive_difference():  # seed 001: "if his value is higher"
    assert battle.compare(COMPONENTS.combat_card("Kyklos 1"),
                          COMPONENTS.combat_card("Kyklos 3")) == (False, 0, 0)


def test_salpinx_call_without_prestige_costs_nothing_more():  # ruling HG60
    state, _ = _play(_arkadia(), *DEAL)
    state = state.with_side("sparta", prestige=0)
    offered = [str(a) for a in engine.legal_actions(state)]
    assert "battle attack Phalanx 3, Salpinx Call" in offered
    assert not any("retreat" in a for a in offered)  # no Prestige to pay for one (HG62)
    state, _ = _play(state, "battle attack Phalanx 3, Salpinx Call",
                     "battle defend Phalanx 1, Mercenaries")
    # Phalanx 3 / Phalanx 1 gains 2 first; the Salpinx Call then costs its 1: 0 + 2 - 1 = 1.
    assert state.side("sparta").prestige == 1
    assert state.units("Arkadia", "athens").hoplites == 3


def test_cards_not_in_hand_cannot_be_played_and_nothing_changes():
    state, _ = _play(_arkadia(), *DEAL)
    text = state.to_json()
    with pytest.raises(IllegalAction, match="cannot play") as info:
        engine.apply(state, "battle attack Phalanx 3, Phalanx 3")
    assert "§5 Battles" in info.value.rule
    with pytest.raises(IllegalAction, match="is to attack"):
        engine.apply(state, "battle defend Phalanx 3, Embolon 2")
    assert state.to_json() == text


def test_the_battle_ends_when_the_defender_has_fewer_than_2_units():  # seed 000; seed 001
    state, _ = _play(_arkadia(athens=3, sparta=5), "draw Phalanx 3", "draw Embolon 2",
                     "draw Kyklos 1", "draw Kyklos 2", "draw Embolon 0",
                     "draw Phalanx 1", "draw Phalanx 0", "draw Mercenaries")
    # Embolon 2 / Phalanx 1 and Kyklos 2 / Phalanx 0: two mismatches, Athens 3 -> 1 hoplite,
    # fewer than 2: the battle is over. Sparta gains 2 + 2: 4 -> 8.
    state, events = _play(state, "battle attack Embolon 2, Kyklos 2",
                          "battle defend Phalanx 1, Phalanx 0")
    assert state.units("Arkadia", "athens").hoplites == 1 and state.battle is None
    assert state.side("sparta").prestige == 8
    assert events[-1].kind == "battle over" and "Athens has fewer than 2 units" in events[-1].text


def test_the_battle_ends_when_the_deck_cannot_give_the_draws():  # seed 000 "Insufficient cards"
    state, _ = _play(_arkadia(), *DEAL, "battle attack Phalanx 3, Embolon 2")
    # Leave 2 cards in the deck: the draws need 2 + 2 after a round without losses.
    left = battle.deck(state.battle)
    keep = ["Phalanx 2", "Phalanx 2"]
    gone = list((left - Counter(keep)).elements())
    state = replace(state, battle=replace(state.battle, discard=tuple(gone)))
    state, events = _play(state, "battle defend Phalanx 1, Embolon 2")
    assert state.battle is None
    assert "fewer than the 4 cards to draw" in events[-1].text


def test_a_side_with_fewer_than_2_units_ends_the_battle_before_it_starts():  # HG59
    state = in_round(start(), "4")
    state = _add(_add(state, "Arkadia", "athens", hoplites=1), "Arkadia", "sparta", hoplites=7)
    state, events = battle.next_battle(replace(state, battles=("Arkadia",)))
    assert state.battle is None and events[-1].kind == "battle over"


def test_a_retreat_beyond_capacity_loses_the_units_that_find_no_room():  # ruling HG62
    state, _ = _play(_arkadia(), *DEAL)
    state = _add(state, "Lakedaimon", "sparta", hoplites=1)  # 3 + 1 = 4, the round's capacity
    state, events = _play(state, "battle retreat to Lakedaimon")
    assert state.units("Lakedaimon", "sparta").hoplites == 4
    assert "losing 4 hoplites that find no room" in events[0].text


def test_a_battle_in_a_random_game_keeps_the_pieces_whole():
    # Seeded random answers through a whole battle: hands always match the units (HG60).
    rng = random.Random(7)
    state = _arkadia(athens=4, sparta=4)
    while state.battle is not None:
        outcomes = engine.chance_outcomes(state)
        if outcomes:
            actions, weights = zip(*outcomes, strict=True)
            action = rng.choices(actions, weights=[float(w) for w in weights])[0]
        else:
            action = rng.choice([a for a in engine.legal_actions(state)
                                 if a.kind != "retreat"])
        state, _ = engine.apply(state, action)
        assert conservation_errors(state) == []
        if state.battle is not None and not state.battle.owed and not state.battle.attack:
            for side in ("athens", "sparta"):
                assert len(battle.hand(state.battle, side)) == state.units("Arkadia",
                                                                          side).total


def test_random_battles_keep_pieces_hands_and_prestige_accounted(game_seed):
    # Seeded random battles of every size the capacities allow, land and sea, retreats
    # included: pieces whole, hands equal to units between rounds (HG60), every change of
    # Prestige told by the events, the state read back from JSON.
    rng = random.Random(f"battle {game_seed}")
    where = rng.choice(["Arkadia", "Kyklades"])
    kind = "hoplites" if where == "Arkadia" else "galleys"
    athens, sparta = rng.randint(3, 5), rng.randint(3, 5)
    state = in_round(start(), rng.choice(["5α", "5β"]))
    state = _add(state, where, "athens", **{kind: athens})
    state = _add(state, where, "sparta", **{kind: sparta})
    state = state.with_side("sparta", prestige=rng.randint(0, 3))
    state, _ = battle.next_battle(replace(state, battles=(where,)))
    for _ in range(200):
        if state.battle is None:
            break
        outcomes = engine.chance_outcomes(state)
        if outcomes:
            actions, weights = zip(*outcomes, strict=True)
            action = rng.choices(actions, weights=[float(w) for w in weights])[0]
        else:
            action = rng.choice(engine.legal_actions(state))
        after, events = engine.apply(state, action)
        assert conservation_errors(after) == []
        for side in ("athens", "sparta"):
            told = sum(e.data.get("prestige_change", {}).get(side, 0) for e in events)
            assert after.side(side).prestige - state.side(side).prestige == told
            assert after.side(side).prestige >= 0
        b = after.battle
        if b is not None and not b.owed and not b.attack:
            for side in ("athens", "sparta"):
                assert len(battle.hand(b, side)) == after.units(where, side).total
        state = after
    assert state.battle is None, "a battle ends when its deck runs out"
    assert round_trip(state) == state


def test_the_attackers_two_cards_in_either_order_are_one_play():
    """Seed 000 §5 Battles: the attacker plays 2 cards; their order carries no meaning, so a
    play typed either way is the same (and legal) action."""
    state = _arkadia()
    deal = ["Phalanx 0", "Phalanx 2", "Embolon 1", "Kyklos 1",
            "Kyklos 0", "Kyklos 2", "Phalanx 1", "Embolon 0"]
    state, _ = _play(state, *(f"draw {c}" for c in deal))
    one, _ = engine.apply(state, "battle attack Phalanx 2, Phalanx 0")
    other, _ = engine.apply(state, "battle attack Phalanx 0, Phalanx 2")
    assert one == other
