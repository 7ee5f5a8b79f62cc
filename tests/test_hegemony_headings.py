"""The move log speaks in sentences, not engine verbs (issue 33): each Fight for the Hegemony
action as "Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood and 2 silver";
the status line says when a side acts alone after the other has passed (Hegemony reference
§4: "their opponent may continue taking actions ... at a cost of 1 additional resource per
action"; each such action a turn of its own: polislab ruling HG28)."""

from __future__ import annotations

import pytest
from hegemony_states import play, start

from polislab.core.interface import interface_for
from polislab.games import hegemony
from polislab.games.hegemony.notation import parse_action
from polislab.games.hegemony.ui import board as look
from polislab.games.hegemony.ui import clicks


def heading(state, text: str) -> str:
    return interface_for(state).move_heading(state, parse_action(text))


@pytest.mark.parametrize("text, said", [
    ("begin project Temple of Apollo in Sparta",
     "Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood and 2 silver"),
    ("begin project Temple of Apollo in Sparta pay silver for wood",
     "Sparta begins the Temple of Apollo in Sparta, paying 2 metal and 5 silver"),
    ("create hoplites Sparta x2 pay metal",
     "Sparta creates 2 hoplites in Sparta, paying 2 metal"),
    ("move hoplites Lakedaimon x3 to Arkadia by land",
     "Sparta moves 3 hoplites from Lakedaimon to Arkadia by land"),
    ("collect Lakedaimon silver x2", "Sparta collects in Lakedaimon: 2 hoplites on the silver row"),
    ("trade Illyria metal for silver", "Sparta trades 3 metal for 4 silver at Illyria"),
    ("pass", "Sparta passes"),
])
def test_each_action_reads_as_a_sentence(text: str, said: str) -> None:
    assert heading(start(), text) == said


def test_a_heading_says_what_tells_two_actions_apart() -> None:
    # Hegemony reference §7 Movement Order (hoplites move one at a time, in the order named),
    # §5.10 (1 silver per enemy unit, counted as ruling HG46 does), §5.12 (a neutral polis: 2 ×
    # its base population, paid in silver: ruling HG48), §5.11 (2 silver to the opponent),
    # §5.2 with ruling HG21 (Korinthos names its sea).
    athens = hegemony.position(player="athens", poleis={"Korinthos": ("athens", 4)})
    assert heading(athens, "move hoplites Attika x2, Ionia x1 to Boiotia by land") == (
        "Athens moves 2 hoplites from Attika and 1 from Ionia to Boiotia by land")
    assert heading(athens, "create galley Korinthos to Ionio Pelagos pay wood") == (
        "Athens creates a galley in Korinthos into the Ionio Pelagos, paying 1 wood")
    civil = hegemony.tutorial("civil-war").frames
    assert heading(civil[0].state, "move proxenos Athenai>Thebai") == (
        "Athens moves its proxenos from Athenai to Thebai, paying 2 silver")
    assert heading(civil[1].state, "instigate civil war Thebai") == (
        "Athens instigates a civil war in Thebai, paying 6 silver")
    assert heading(civil[2].state, "release proxenos") == (
        "Sparta releases its proxenos, paying Athens 2 silver")


def test_an_action_after_the_pass_says_the_resource_more() -> None:
    state = play(start(), "pass")
    assert state.player == "athens"
    assert heading(state, "create galley Athenai pay wood extra metal") == (
        "Athens creates a galley in Athenai, paying 1 wood, and 1 metal more because Sparta "
        "has passed")


def test_answers_read_as_sentences() -> None:
    opening = hegemony.position(events={"3": "Philopersians"}, event_decision=True)
    assert opening.pending is not None and opening.pending.actor == "athens"
    assert heading(opening, "event remove hoplite Attika") == (
        "Athens removes a hoplite from Attika (Philopersians)")
    scenario = hegemony.tutorial("learn-round-end")
    supply = scenario.frames[0].state
    assert heading(supply, "supply pay prestige 2") == "Sparta pays 2 Prestige for the wheat " \
                                                       "it lacks"


def test_acting_alone_is_said_on_the_board_and_in_the_panel() -> None:
    state = play(start(), "pass")
    assert clicks.turn_text(state) == (
        "Athens (blue diamonds) acts alone, Sparta having passed: one action a turn, each 1 "
        "resource more")
    said = [t.text for t in look.scene(state).shapes() if hasattr(t, "text")]
    assert "Athens acts alone, Sparta passed: 1 action a turn, 1 resource more each." in said
    assert clicks.turn_text(start()) == "Sparta (vermillion circles) to act, action 1 of 2"
