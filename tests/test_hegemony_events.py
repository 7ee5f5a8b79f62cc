"""Event cards, card by card (seed 000 §2, §3, §4, §7 Event Cards; reference §6; rulings
HG65-HG67 in docs/rules/hegemony.md).

Each test names the card and where its text comes from: reference §6.2 (round 3, verified),
§6.3-§6.4 (the prototype's rounds 4, 5α, 5β), or "polislab edition" (HG65).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hegemony_states import give, only, play, round_trip, start, with_resources

from polislab.core import IllegalAction
from polislab.games.hegemony import battle, engine
from polislab.games.hegemony import event_cards as events
from polislab.games.hegemony.state import ROUND_NAMES, State, conservation_errors


def _add(state: State, territory: str, side: str, hoplites: int = 0, galleys: int = 0) -> State:
    """Units from ``side``'s supply (pools kept whole)."""
    state = state.with_units(territory, side, hoplites=hoplites, galleys=galleys)
    return state.with_side(side, pool=state.side(side).pool.plus(cubes=-hoplites - galleys))


def drawn(card: str, round_name: str = "3", state: State | None = None) -> tuple[State, list]:
    """``state`` (the standard start) moved to ``round_name`` with ``card`` drawn and played."""
    state = start() if state is None else state
    index = ROUND_NAMES.index(round_name)
    decks, cards = [list(d) for d in state.event_decks], list(state.events_drawn)
    if index == 0:
        decks[0].append(cards.pop())  # the setup's card back into its deck
    for i in range(len(cards), index + 1):
        chosen = card if i == index else decks[i][0]
        decks[i].remove(chosen)
        cards.append(chosen)
    state = replace(state, round=round_name, event_decks=tuple(map(tuple, decks)),
                    events_drawn=tuple(cards), phase="actions", passed=(), actions_taken=())
    after, said = events.start_round(state)
    _check(after)
    return after, said


def _check(state: State) -> None:
    assert conservation_errors(state) == []
    assert round_trip(state) == state


def answer(state: State, *actions: str) -> tuple[State, list]:
    said: list = []
    for action in actions:
        state, more = engine.apply(state, action)
        said += more
        _check(state)
    return state, said


def texts(said: list) -> str:
    return " | ".join(e.text for e in said)


# -- round 3: reference §6.2 (DE-cards, verified) --------------------------------------------
def test_ref_6_2_no_event_changes_nothing_and_less_prestige_begins():
    before = start()
    after, said = drawn("No Event")
    assert after.sides == before.sides and after.territories == before.territories
    assert after.player == after.first_player == "sparta"  # equal Prestige: Sparta (seed 000 §3)
    assert said[-1].kind == "first player"


def test_ref_6_2_earthquake_in_sparta_places_a_galley_and_a_hoplite():
    before = start()
    after, said = drawn("Earthquake in Sparta")
    assert after.units("Ionio Pelagos", "sparta").galleys == before.units(
        "Ionio Pelagos", "sparta").galleys + 1
    assert after.units("Messenia", "athens").hoplites == 1
    assert after.side("athens").pool.cubes == before.side("athens").pool.cubes - 1
    # Seed 000 §3: Athens first, then Sparta, whatever order the card prints.
    placed = [e.data["side"] for e in said if e.kind == "event units"]
    assert placed == ["athens", "sparta"]


def test_ref_6_2_persian_fleet_destruction_silver_and_prestige():
    before = start()
    after, said = drawn("Persian Fleet Destruction")
    assert after.side("sparta").resources.silver == before.side("sparta").resources.silver + 1
    assert after.side("athens").prestige == before.side("athens").prestige + 1
    assert any(e.data.get("prestige_change") == {"athens": 1} for e in said)
    assert after.player == "sparta"  # the first player is chosen after the card: less Prestige


def test_ref_6_2_philopersians_each_removes_a_unit_for_1_prestige_athens_first():
    state, _ = drawn("Philopersians")
    assert state.pending.kind == "event remove" and engine.to_move(state) == "athens"
    choices = {str(a) for a in engine.legal_actions(state)}
    assert "event remove hoplite Attika" in choices and "event remove galley Kyklades" in choices
    with pytest.raises(IllegalAction, match="Philopersians"):
        engine.apply(state, "event remove hoplite Lakedaimon")  # not Athens's
    state, said = answer(state, "event remove galley Kyklades")
    assert state.units("Kyklades", "athens").galleys == 1 and state.side("athens").prestige == 5
    assert engine.to_move(state) == "sparta"
    state, said = answer(state, "event remove hoplite Lakedaimon")
    assert state.units("Lakedaimon", "sparta").hoplites == 2 and state.side("sparta").prestige == 5
    assert state.pending is None and state.player == "sparta" and said[-1].kind == "first player"


def test_ref_6_2_xerxes_is_assassinated_closes_the_persian_market_for_the_round():
    state, _ = drawn("Xerxes is Assassinated")
    state = with_resources(state, "sparta", wine=6)
    with pytest.raises(IllegalAction, match="Xerxes is Assassinated"):
        engine.apply(state, "trade Persia wine for wheat x3")
    engine.apply(state, "trade Illyria wood for wheat x3")  # other markets stay open
    later, _ = drawn("No Event", "4", state)
    assert events.closed_market(later, "Persia") is None


def test_ref_6_2_leotychidas_ii_athens_starts():
    state = start()
    state = state.with_side("athens", prestige=6)  # by Prestige Sparta would begin
    after, said = drawn("Leotychidas II", state=state)
    assert after.first_player == after.player == "athens"
    assert "Leotychidas II names Athens" in said[-1].text


def test_ref_6_2_holy_war_a_hoplite_each():
    after, _ = drawn("Holy War")
    assert after.units("Thessalia", "sparta").hoplites == 1
    assert after.units("Boiotia", "athens").hoplites == 1


def test_hg66_a_gained_unit_needs_room_under_the_capacity():
    state = _add(start(), "Messenia", "athens", hoplites=start().capacity)
    after, said = drawn("Earthquake in Sparta", state=state)
    assert after.units("Messenia", "athens").hoplites == state.capacity
    assert "not placed" in texts(said)


def test_seed_000_s4_each_new_round_draws_and_plays_its_card():
    state = drawn("Persian Fleet Destruction")[0]
    state = state.with_side("athens", prestige=20).with_side("sparta", prestige=20)
    state = play(state, "pass", "pass")
    while state.round == "3" and not engine.is_over(state):
        state, _ = engine.apply(state, engine.legal_actions(state)[0])
    assert state.round == "4" and state.event is not None
    assert state.events_drawn[0] == "Persian Fleet Destruction"


# -- round 4: reference §6.3-§6.4 -------------------------------------------------------------
def test_ref_6_4_egypt_rebels_athens_sends_galleys_and_pays_for_those_missing():
    state, _ = drawn("Egypt Rebels Against Persia", "4")
    assert state.pending.kind == "event send" and engine.to_move(state) == "athens"
    assert "event send done" not in {str(a) for a in engine.legal_actions(state)}  # at least 2
    state, _ = answer(state, "event send galley Kyklades", "event send galley Kyklades")
    assert "event send done" in {str(a) for a in engine.legal_actions(state)}
    state, said = answer(state, "event send done")
    assert state.units("Kyklades", "athens").galleys == 0 and len(state.away) == 2
    assert state.side("athens").prestige == 4 and state.pending is None


def test_ref_6_4_egypt_rebels_one_prestige_for_each_of_the_two_not_sent():
    state = start()
    state = state.with_units("Kyklades", "athens", galleys=-2).with_side(
        "athens", pool=state.side("athens").pool.plus(cubes=2))  # 1 galley left (Sporades)
    state, _ = drawn("Egypt Rebels Against Persia", "4", state)
    state, said = answer(state, "event send galley Noties Sporades")
    assert state.side("athens").prestige == 3  # 1 short of 2
    assert "loses 1 Prestige" in texts(said)


def test_ref_6_4_egypt_rebels_half_come_back_rounded_up_at_round_end():
    state, _ = drawn("Egypt Rebels Against Persia", "4")
    state, _ = answer(state, "event send galley Kyklades", "event send galley Kyklades",
                      "event send galley Noties Sporades")  # no galley left: done at once
    back, said = events.return_units(state)
    assert back.away == ()
    returned = sum(back.units(t, "athens").galleys for t in ("Kyklades", "Noties Sporades"))
    assert returned == 2  # half of 3, rounded up (seed 000 §7 Rounding)
    assert back.side("athens").pool.cubes == state.side("athens").pool.cubes + 1
    _check(back)


def test_ref_6_4_murder_of_the_persian_king_2_prestige_a_hoplite_all_come_back():
    state, _ = drawn("Murder of the Persian King", "4")
    state, _ = answer(state, "event send hoplite Attika", "event send hoplite Attika",
                      "event send done")
    assert state.side("athens").prestige == 8 and state.units("Attika", "athens").hoplites == 1
    assert engine.to_move(state) == "sparta"
    state, _ = answer(state, "event send done")  # Sparta may send none
    assert state.side("sparta").prestige == 4 and state.pending is None
    play_to_end = play(state, "pass", "pass")
    assert play_to_end.units("Attika", "athens").hoplites == 3  # back at the end of the round


def test_ref_6_4_betrayal_each_loses_a_polis_of_population_1_never_the_same():
    state = give(start(), "Naupaktos", "athens", 1)
    state, _ = drawn("Betrayal", "4", state)
    assert {str(a) for a in engine.legal_actions(state)} == {
        "event betray Chalkis", "event betray Naupaktos"}  # population 1, never the capital
    state, said = answer(state, "event betray Chalkis")
    assert state.polis("Chalkis").owner == "sparta"
    assert {str(a) for a in engine.legal_actions(state)} == {"event betray Gytheion"}
    state, said = answer(state, "event betray Gytheion")
    assert state.polis("Gytheion").owner == "athens" and state.pending is None


def test_ref_6_4_betrayal_the_polis_just_received_is_not_handed_back():
    state = give(give(start(), "Gytheion", "sparta", 2), "Pylos", "sparta", 2)
    state, _ = drawn("Betrayal", "4", state)
    state, said = answer(state, "event betray Chalkis")
    assert state.pending is None and state.polis("Chalkis").owner == "sparta"
    assert "nor Chalkis" in texts(said)


def test_polislab_edition_peasant_revolts_block_messenia_and_ionia():
    state, _ = drawn("Peasant Revolts", "4")
    state = replace(state, player="athens")
    with pytest.raises(IllegalAction, match="Peasant Revolts"):
        engine.apply(state, "collect Ionia wine x2")


def test_polislab_edition_age_of_pericles():
    before = start()
    after, _ = drawn("Age of Pericles", "4")
    assert after.side("athens").resources.silver == before.side("athens").resources.silver + 2
    assert after.side("sparta").prestige == before.side("sparta").prestige + 1


def test_ref_6_4_treasury_transfer_prestige_for_twice_the_silver():
    state, _ = drawn("Treasury Transfer", "4")
    assert [str(a) for a in engine.legal_actions(state)] == [
        f"event transfer {n}" for n in range(5)]
    state, said = answer(state, "event transfer 2", "event transfer 0")
    assert state.side("athens").prestige == 2 and state.side("athens").resources.silver == 4
    assert state.side("sparta").prestige == 4


# -- round 5α -----------------------------------------------------------------------------------
def test_polislab_edition_behind_the_long_walls():
    state, _ = drawn("Behind the Long Walls", "5α")
    assert state.side("athens").resources.wheat == start().side("athens").resources.wheat + 2
    state = replace(state, player="athens")
    with pytest.raises(IllegalAction, match="Behind the Long Walls"):
        engine.apply(state, "collect Attika wine x2")


def test_ref_6_4_free_trade_with_persia_blocking_costs_1_prestige_at_turn_end():
    state, _ = drawn("Free Trade with Persia", "5α")
    # Sparta's galleys in Kyklades and Myrtöo Pelagos shut Athens's port in (seed 000 §7).
    state = state.with_units("Kyklades", "athens", galleys=-2).with_units(
        "Noties Sporades", "athens", galleys=-1)
    state = state.with_side("athens", pool=state.side("athens").pool.plus(cubes=3))
    state = _add(state, "Kyklades", "sparta", galleys=2)
    state = replace(state, player="sparta")
    after, said = answer(state, "create hoplite Sparta pay metal", "create galley Pylos pay wood")
    assert after.side("sparta").prestige == 3 and "blocking Athens's routes" in texts(said)
    passing, said = answer(state, "pass")  # a pass ends the turn too
    assert passing.side("sparta").prestige == 3


def test_ref_6_4_free_trade_not_charged_to_a_side_that_blocks_nothing():
    state, _ = drawn("Free Trade with Persia", "5α")
    state = replace(state, player="sparta")
    after, said = answer(state, "create hoplite Sparta pay metal", "create galley Pylos pay wood")
    assert after.side("sparta").prestige == 4


def _battle_round(state: State) -> State:
    state = _add(_add(replace(state, player="athens"), "Arkadia", "athens", hoplites=4),
                 "Arkadia", "sparta", hoplites=4)
    state, _ = battle.next_battle(replace(state, battles=("Arkadia",)))
    return state


def test_ref_6_4_great_commanders_double_the_prestige_of_one_battle():
    state, _ = drawn("Great Commanders", "5α")
    state = _battle_round(state)
    deal = ["Phalanx 3", "Phalanx 2", "Embolon 1", "Kyklos 1",   # Sparta attacks
            "Kyklos 0", "Kyklos 2", "Phalanx 0", "Embolon 0"]   # Athens
    state, _ = answer(state, *(f"draw {c}" for c in deal))
    before = state.side("sparta").prestige
    state, _ = answer(state, "battle attack Phalanx 2, Phalanx 3",
                      "battle defend Kyklos 2, Kyklos 0")  # 2 mismatches: 2 units, 5 Prestige
    assert state.side("sparta").prestige == before + 5
    state, _ = answer(state, "draw Embolon 2", "draw Embolon 3")  # Sparta draws 2, Athens 0
    state, said = answer(state, "battle retreat to Achaia")  # the battle ends
    assert state.pending.kind == "event double" and engine.to_move(state) == "sparta"
    state, said = answer(state, "event double")
    assert state.side("sparta").prestige == before + 5 + 1 + 5  # retreat's 1 is not doubled
    assert state.commanders == ("sparta",)


def test_polislab_edition_enemies_of_greece():
    state = _add(start(), "Messenia", "sparta", hoplites=2)
    after, _ = drawn("Enemies of Greece", "5α", state)
    assert after.units("Messenia", "sparta").hoplites == 1
    assert events.closed_market(after, "Persia") is not None


def test_ref_6_4_mercenaries_hire_at_2_silver_without_population_hg67():
    state, _ = drawn("Mercenaries", "5α")
    state = replace(state, player="sparta")
    after, said = answer(state, "create hoplite Sparta pay metal hire 1")
    assert after.units("Lakedaimon", "sparta").hoplites == 5
    assert after.polis("Sparta").population == 3  # only the one created takes population
    assert after.side("sparta").resources.silver == 2 and after.side("sparta").resources.metal == 3
    assert after.side("sparta").pool.cubes == state.side("sparta").pool.cubes - 1
    only_hired, _ = answer(state, "create hoplites Sparta hire 2")
    assert only_hired.polis("Sparta").population == 4
    assert "create hoplites Sparta hire 2" in {str(a) for a in engine.legal_actions(state)}
    with pytest.raises(IllegalAction, match="Capacity"):
        engine.apply(state, "create hoplites Sparta hire 3")  # 3 + 3 > 5 in round 5α


def test_hg67_without_mercenaries_nobody_hires():
    state = replace(drawn("No Event", "5α")[0], player="sparta")
    with pytest.raises(IllegalAction, match="Mercenaries"):
        engine.apply(state, "create hoplites Sparta hire 1")
    assert not any(getattr(a, "hire", 0) for a in engine.legal_actions(state))


def test_ref_6_4_pacifism_hoplites_at_home_suppress_pacifists_hg67():
    state, _ = drawn("Pacifism", "5α")
    state = replace(state, player="sparta")
    after, said = answer(state, "collect Lakedaimon metal suppress 2")
    assert after.side("sparta").prestige == 6
    assert after.side("sparta").resources.metal == state.side("sparta").resources.metal + 1
    assert "suppressed pacifists" in texts(said)
    with pytest.raises(IllegalAction, match="Pacifism"):
        engine.apply(replace(start(), player="sparta"), "collect Lakedaimon suppress 1")


def test_hg67_pacifists_only_at_home_and_at_most_the_capitals_population():
    state, _ = drawn("Pacifism", "5α")
    state = replace(_add(state, "Lakedaimon", "sparta", hoplites=3), player="sparta")
    with pytest.raises(IllegalAction, match="population of Sparta"):
        engine.apply(state, "collect Lakedaimon suppress 5")
    athens = replace(_add(state, "Messenia", "athens", hoplites=2), player="athens")
    athens = give(athens, "Pylos", "athens", 1)
    with pytest.raises(IllegalAction, match="home territory"):
        engine.apply(athens, "collect Messenia suppress 1")


def test_polislab_edition_plague_and_humiliation():
    after, _ = drawn("Plague and Humiliation", "5α")
    assert after.polis("Athenai").population == 4 and after.side("sparta").prestige == 3


# -- round 5β -----------------------------------------------------------------------------------
def test_ref_6_4_alcibiades_battles_trigger_at_7_units():
    state, _ = drawn("Alcibiades Flees to Sparta", "5β")
    state = _add(_add(state, "Arkadia", "athens", hoplites=3), "Arkadia", "sparta", hoplites=4)
    assert battle.next_battle(replace(state, battles=("Arkadia",)))[0].battle is not None
    plain = _add(_add(start(), "Arkadia", "athens", hoplites=3), "Arkadia", "sparta", hoplites=4)
    assert battle.next_battle(replace(plain, battles=("Arkadia",)))[0].battle is None


def test_ref_6_4_carthage_the_stronger_army_in_sikelia_loses_2():
    state = _add(_add(start(), "Sikelia", "athens", hoplites=3), "Sikelia", "sparta", hoplites=1)
    after, _ = drawn("Carthage Lands in Sicily", "5β", state)
    assert after.units("Sikelia", "athens").hoplites == 1
    assert after.units("Sikelia", "sparta").hoplites == 1
    assert after.blocked_collection == ()


def test_ref_6_4_carthage_both_lose_on_a_tie_and_empty_sikelia_is_not_collected():
    state = _add(_add(start(), "Sikelia", "athens", hoplites=2), "Sikelia", "sparta", hoplites=2)
    after, _ = drawn("Carthage Lands in Sicily", "5β", state)
    assert after.units("Sikelia", "athens").hoplites == after.units("Sikelia", "sparta").hoplites
    assert after.units("Sikelia", "athens").hoplites == 0
    assert after.blocked_collection == ("Sikelia",)


def test_ref_6_4_eruption_of_etna_at_most_3_hoplites_collect_sikelia():
    state = give(_add(start(), "Sikelia", "athens", hoplites=4), "Syrakousai", "athens", 2)
    state, _ = drawn("Eruption of Etna", "5β", state)
    state = replace(state, player="athens")
    with pytest.raises(IllegalAction, match="at most 3"):
        engine.apply(state, "collect Sikelia wine x4")
    engine.apply(state, "collect Sikelia wine x3")


def test_ref_6_4_freeing_of_the_slaves_attikas_wine_row_yields_silver():
    state, _ = drawn("Freeing of the Slaves", "5β")
    state = replace(only(state, "athens"), player="athens")
    after, _ = answer(state, "collect Attika wine x2, oil")
    assert after.side("athens").resources.silver == 3 and after.side("athens").resources.wheat == 1
    assert after.side("athens").resources.wine == after.side("athens").resources.oil == 0


def test_polislab_edition_hermokopidai():
    after, _ = drawn("Hermokopidai", "5β")
    assert after.side("athens").prestige == 3


def _tied_assault(state: State) -> tuple[State, list]:
    """A 4-against-4 battle in Arkadia whose first assault is tied: both pairs matched with
    equal values, so no unit is lost and no Prestige changes hands."""
    state = _battle_round(state)
    deal = ["Phalanx 1", "Kyklos 1", "Embolon 1", "Embolon 2",   # Sparta attacks
            "Phalanx 1", "Kyklos 1", "Phalanx 0", "Embolon 0"]   # Athens
    state, _ = answer(state, *(f"draw {c}" for c in deal))
    return answer(state, "battle attack Phalanx 1, Kyklos 1", "battle defend Phalanx 1, Kyklos 1")


def test_ref_6_4_superstition_a_tied_assault_is_repeated_hg66():
    state, said = _tied_assault(drawn("Superstition", "5β")[0])
    assert state.battle.attacker == "sparta" and "Superstition" in texts(said)


def test_without_superstition_roles_switch_after_a_tie():
    state, _ = _tied_assault(start())
    assert state.battle.attacker == "athens"


# -- every card -----------------------------------------------------------------------------------
@pytest.mark.parametrize("round_name", ROUND_NAMES)
def test_every_card_of_every_deck_plays_and_explains_itself(round_name):
    from polislab.games.hegemony.components import COMPONENTS

    for card in COMPONENTS.event_deck(round_name).cards:
        state, said = drawn(card.name, round_name)
        while state.pending is not None:
            state, more = answer(state, str(engine.legal_actions(state)[-1]))
            said += more
        assert said[0].kind == "event" and card.name in said[0].text
        assert all(e.rule.startswith("Hegemony reference §") and not e.text.endswith(".")
                   for e in said)
        assert state.phase == "actions" and engine.to_move(state) == state.player


# -- how an event is cited, and the places the cards name ----------------------------------
def test_seed_000_s7_an_event_cites_the_rule_and_its_card_as_a_component_with_hg65():
    # Seed 000 §7 Event Cards gives no card's text: the event cites the card itself (drawn on
    # the board, published, prototype or polislab edition) and ruling HG65 (the decks).
    state, said = drawn("Philopersians")
    expected = ("Hegemony reference §7 Event Cards; the Philopersians event card (published, on "
                "the board); polislab ruling HG65")
    assert said[0].rule.endswith(expected) and state.pending.rule == expected
    _, said = drawn("Peasant Revolts", "4")
    assert "the Peasant Revolts event card (polislab edition, on the board)" in said[0].rule
    _, said = drawn("Betrayal", "4")
    assert "the Betrayal event card (prototype, on the board)" in said[0].rule


def test_the_card_texts_name_places_as_the_board_does():
    from polislab.games.hegemony import COMPONENTS

    board_names = {t.name for t in COMPONENTS.territories} | {m.name for m in COMPONENTS.markets}
    for deck in COMPONENTS.event_decks:
        for card in deck.cards:
            for word in ("Egypt ", "Egypt,", "Egypt.", "Ionian", "Thracian"):
                assert word not in f"{card.effect} ", (card.name, word)
    free_trade = events.card_named("5α", "Free Trade with Persia").effect
    assert "Aegyptus" in free_trade and "the Ionio Pelagos and the Thrakiko Pelagos" in free_trade
    egypt = events.card_named("4", "Egypt Rebels Against Persia")
    assert "to Aegyptus (Egypt)" in egypt.effect and "Aegyptus" in board_names
    assert "Aegyptus for Egypt" in egypt.source("effect")
