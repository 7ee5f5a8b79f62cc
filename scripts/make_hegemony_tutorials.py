"""Write the scripted scenarios of the Fight for the Hegemony tutorials as JSON.

    python scripts/make_hegemony_tutorials.py

Each start is the standard setup (seed 000 §3; the decks stacked so that round 3's event is "No
Event") with the few changes a lesson needs, made here in the open; each scenario is then saved
as a polislab scenario (polislab/core/scenario.py) in polislab/games/hegemony/data/tutorials/,
where ``polislab.games.hegemony.tutorial(name)`` reads it. Dice and combat cards come from each
scenario's ``script`` (scripted randomness), so the d4 succeeds or fails as narrated and a
battle's deck is stacked. A test checks that the stored files are what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from polislab.core import ScriptedRandomness
from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games import hegemony
from polislab.games.hegemony.state import PROJECT_NAMES, ROUND_NAMES, State, event_deck_cards

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "polislab" / "games" / "hegemony" / "data" / "tutorials"


def standard(round_name: str = "3", **changes: Any) -> State:
    """:func:`hegemony.position` in round ``round_name`` with ``changes``: "No Event" drawn
    for every round so far, the other cards and the project tiles in the data's order."""
    decks: dict[str, list[str]] = {"projects": list(PROJECT_NAMES)}
    for number, name in enumerate(ROUND_NAMES):
        cards = list(event_deck_cards(name))
        if number <= ROUND_NAMES.index(round_name):
            cards.remove("No Event")
        decks[f"events {name}"] = cards
    return hegemony.position(round=round_name, randomness=ScriptedRandomness(decks=decks),
                             **changes)


def steps(*rows: tuple[str | None, str, str]) -> list[Step]:
    return [Step(action, narration, title=title) for title, action, narration in rows]


# -- sieges -----------------------------------------------------------------------------------
def sieges() -> Scenario:
    start = standard(units={"Lakedaimon": {}, "Arkadia": {"sparta": 3}, "Ionia": {},
                            "Messenia": {"athens": 2}}, proxenos={"athens": "Argos"})
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "Two sieges ready",
                None,
                "Round 3, Sparta to act. Sparta has 3 hoplites in Arkadia, where neutral Argos "
                "(fortification 3) stands and Athens's proxenos waits; Athens has 2 hoplites in "
                "Messenia, beside Sparta's Pylos (fortification 2). Each side controls the "
                "territory it stands in, having more units there than the other (ruling HG49), "
                "and has at least the fortification in hoplites: both may besiege (seed 000 "
                "§5.7).",
            ),
            (
                "Argos falls",
                "besiege Argos",
                "Sparta besieges Argos, paying 1 Prestige like every military action. The "
                "scripted d4 rolls 4, at least the fortification 3: Sparta takes the polis tile "
                "and 3 Prestige (the fortification), its own 3 cubes replacing Argos's population "
                "(seed 000 §5.7; ruling HG51). Athens's proxenos was inside: it is captured, as it "
                "would be even if the siege had failed ('If polis is besieged and Proxenos is "
                "present, it is captured': seed 000 §7 Proxenos Capture; ruling HG68), and stays "
                "off the board until Athens pays 2 silver to release it.",
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "A turn is two different actions (seed 000 §4): Sparta creates a hoplite in "
                "Lakedaimon from its capital. Its turn is over; Athens acts.",
            ),
            (
                "Pylos holds",
                "besiege Pylos",
                "Athens besieges Pylos with its 2 hoplites, paying 1 Prestige. The scripted d4 "
                "rolls 1, below the fortification 2: the siege fails. Athens loses a hoplite, and "
                "Pylos, an enemy polis, loses a population cube, 2 to 1 (seed 000 §5.7). A failed "
                "siege of a neutral polis would cost only the hoplite.",
            ),
        ),
        title="Sieges: one won, one lost",
        intro="A siege needs control of the polis's territory and at least its fortification "
        "in hoplites; it costs 1 Prestige and is decided by a d4 (seed 000 §5.7). Here the die is "
        "scripted: 4 for Sparta's siege of Argos, 1 for Athens's of Pylos.",
        script={"dice": {"4": [4, 1]}},
    )


# -- battles ----------------------------------------------------------------------------------
#: The land battle's cards in the order they come off the stacked deck: the deal (Sparta, the
#: attacker, first), then each round's draws (the attacker 2, the defender 2 less its losses).
LAND_DECK = [
    "Phalanx 2",
    "Salpinx Call",
    "Embolon 2",
    "Kyklos 2",  # Sparta's hand
    "Phalanx 1",
    "Embolon 0",
    "Kyklos 3",
    "Mercenaries",  # Athens's hand
    "Embolon 1",
    "Phalanx 0",
    "Mercenaries",  # after round 1: Sparta 2, Athens 1
    "Kyklos 1",
    "Phalanx 3",
    "Salpinx Call",  # after round 2: Athens 2, Sparta 1
    "Embolon 3",
    "Kyklos 0",
    "Phalanx 1",  # after round 3: Sparta 2, Athens 1
]
SEA_DECK = [
    "Embolon 3",
    "Salpinx Call",
    "Kyklos 1",
    "Phalanx 2",  # Athens's hand (attacks at sea)
    "Kyklos 2",
    "Phalanx 0",
    "Embolon 1",
    "Mercenaries",  # Sparta's hand
    "Kyklos 3",
    "Phalanx 3",  # after round 1: Athens 2, Sparta none (lost 2)
    "Embolon 2",
    "Kyklos 0",
    "Phalanx 1",  # after round 2: Sparta 2, Athens 1
]


def land_battle() -> Scenario:
    start = standard("4", units={"Lakedaimon": {"sparta": 4}, "Attika": {},
                                 "Arkadia": {"athens": 4}}, actions_taken=["create hoplites"])
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "Before the battle",
                None,
                "Round 4 (capacity 4). Athens has 4 hoplites in Arkadia; Sparta, 4 in Lakedaimon "
                "next door, has taken one action of its turn.",
            ),
            (
                "Into Arkadia",
                "move hoplites Lakedaimon x4 to Arkadia by land",
                "Sparta moves its 4 hoplites into Arkadia (1 Prestige). Its turn ends with 8 "
                "units in Arkadia: a battle (seed 000 §5 Battles: 8 or more units; ruling HG59). "
                "It is a land battle, so Sparta attacks first; each side is dealt as many cards "
                "as it has units there, 4 each, from the stacked deck (ruling HG60).",
            ),
            (
                "Sparta attacks",
                "battle attack Phalanx 2, Salpinx Call",
                "The attacker plays 2 cards: Phalanx 2 and Salpinx Call.",
            ),
            (
                "Match, and a Salpinx Call",
                "battle defend Phalanx 1, Embolon 0",
                "Athens answers Phalanx 2 with Phalanx 1: the formations match, so no loss, and "
                "Sparta gains the difference, 2 - 1 = 1 Prestige. Salpinx Call cannot be matched: "
                "Athens loses a hoplite, and Sparta pays 1 Prestige for the call (seed 000 §5 "
                "Special Cards). Then the draw: the attacker draws 2, the defender 2 less its 1 "
                "loss (seed 001 §Battle; ruling HG63), and the roles switch: Athens attacks.",
            ),
            (
                "Athens attacks",
                "battle attack Kyklos 3, Mercenaries",
                "Athens, now the attacker, plays Kyklos 3 and Mercenaries.",
            ),
            (
                "Mismatch, and the attacker's Mercenaries",
                "battle defend Embolon 1, Phalanx 0",
                "Sparta answers Kyklos 3 with Embolon 1: a mismatch, so Sparta loses a hoplite "
                "and Athens gains the card's 3 Prestige. The attacker's Mercenaries cause no "
                "casualties (seed 000 §5 Special Cards) and, worth 0, give nothing (ruling HG64). "
                "Athens draws 2, Sparta 1; Sparta attacks again.",
            ),
            (
                "Sparta attacks again",
                "battle attack Embolon 2, Kyklos 2",
                "Sparta plays Embolon 2 and Kyklos 2.",
            ),
            (
                "The defender's Mercenaries",
                "battle defend Mercenaries, Phalanx 3",
                "Athens answers Embolon 2 with Mercenaries, which match any card but a Salpinx "
                "Call when the defender plays them: no loss, and Sparta gains 2 - 0 = 2 Prestige. "
                "Phalanx 3 does not match Kyklos 2: Athens loses a hoplite and Sparta gains 2. "
                "Athens is down to 2 hoplites against 3; the draws follow and Athens is to "
                "attack.",
            ),
            (
                "Retreat: the end",
                "battle retreat to Achaia",
                "Instead of attacking, Athens retreats (seed 000: possible at any round, the "
                "first included): its 2 hoplites go to Achaia, a neighbouring land territory "
                "Sparta does not control, and it pays 1 Prestige to Sparta (seed 001; ruling "
                "HG62). The battle is over; Sparta holds Arkadia.",
            ),
        ),
        title="A land battle, card by card",
        intro="Sparta marches into Arkadia, where Athens stands: 8 hoplites, a battle. The "
        "combat deck is stacked by the scenario's script, so every hand is as narrated.",
        script={"decks": {"combat": LAND_DECK}},
    )


def sea_battle() -> Scenario:
    start = standard("4", units={"Kyklades": {"athens": 4}, "Noties Sporades": {},
                                 "Myrtöo Pelagos": {"sparta": 4}}, actions_taken=["create galleys"])
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "Before the battle",
                None,
                "Round 4. Athens has 4 galleys in the Kyklades; Sparta has 4 in the Myrtöo "
                "Pelagos next to it and one action left in its turn.",
            ),
            (
                "Into the Kyklades",
                "move galleys Myrtöo Pelagos x4 to Kyklades",
                "Sparta sails its 4 galleys into the Kyklades: 8 galleys, a sea battle. At sea "
                "Athens attacks first (seed 000 §5 Battles); 4 cards each are dealt.",
            ),
            (
                "Athens attacks",
                "battle attack Embolon 3, Salpinx Call",
                "Athens plays Embolon 3 and Salpinx Call.",
            ),
            (
                "Two losses",
                "battle defend Kyklos 2, Phalanx 0",
                "Kyklos 2 does not match Embolon 3: Sparta loses a galley and Athens gains 3 "
                "Prestige. The Salpinx Call sinks another and costs Athens 1. Sparta, with 2 "
                "losses, draws 2 - 2 = 0 cards (seed 001: 'one less card for each loss'); Athens "
                "draws 2.",
            ),
            (
                "Sparta attacks",
                "battle attack Embolon 1, Mercenaries",
                "Sparta attacks with its last two cards, Embolon 1 and Mercenaries.",
            ),
            (
                "Sparta hits back",
                "battle defend Phalanx 2, Kyklos 1",
                "Athens answers Embolon 1 with Phalanx 2, a mismatch: Athens loses a galley and "
                "Sparta gains 1 Prestige. Against the attacker's Mercenaries nothing is lost. "
                "Sparta draws 2, Athens 1; Athens attacks.",
            ),
            (
                "Athens attacks again",
                "battle attack Phalanx 3, Kyklos 3",
                "Athens plays Phalanx 3 and Kyklos 3.",
            ),
            (
                "Fewer than 2 galleys: the end",
                "battle defend Embolon 2, Kyklos 0",
                "Embolon 2 does not match Phalanx 3: Sparta loses a galley and Athens gains 3. "
                "Kyklos 0 matches Kyklos 3: no loss, but Athens gains the difference, 3. Sparta "
                "has 1 galley left, fewer than 2: the battle ends (seed 000 §5: 'Defender has <2 "
                "units'; ruling HG63).",
            ),
        ),
        title="A sea battle",
        intro="Galleys fight as hoplites do, but at sea Athens attacks first. This battle ends "
        "the other way: a side left with fewer than 2 units.",
        script={"decks": {"combat": SEA_DECK}},
    )


# -- civil war --------------------------------------------------------------------------------
def civil_war() -> Scenario:
    start = standard(player="athens", first_player="athens",
                     resources={"athens": {"silver": 16}},
                     units={"Lakedaimon": {"sparta": 1}, "Boiotia": {"sparta": 2},
                            "Messenia": {"sparta": 1}}, proxenos={"sparta": None})
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "The proxenoi",
                None,
                "Round 3, Athens to act, with 16 silver. Athens's proxenos stands in Athenai. "
                "Sparta's was captured by Athens in an earlier siege (seed 000 §7 Proxenos "
                "Capture) and is off the board.",
            ),
            (
                "To Thebai, bribing",
                "move proxenos Athenai>Thebai",
                "The proxenos moves by land or sea and is never blocked, but pays 1 silver for "
                "each enemy unit it passes (seed 000 §5.10): Sparta's 2 hoplites in Boiotia cost "
                "2 silver, to the bank (seed 001; ruling HG46).",
            ),
            (
                "Civil war in a neutral polis",
                "instigate civil war Thebai",
                "Thebai is neutral: the civil war costs 2 × its base population 3 = 6 silver "
                "(seed 000 §5.12; paid in silver, ruling HG48). Athens gains the polis and "
                "Prestige equal to the population bribed, 3, its own 3 cubes on the polis. "
                "Athens's turn is over.",
            ),
            (
                "Redeeming the proxenos",
                "release proxenos",
                "Sparta pays 2 silver to Athens to free its proxenos, which returns to Sparta, "
                "its capital (seed 000 §5.11; ruling HG47).",
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "Sparta's second action is a hoplite for Lakedaimon; Athens acts again.",
            ),
            (
                "Towards an enemy polis",
                "move proxenos Thebai>Pylos",
                "Athens's proxenos goes on to Sparta's Pylos, by the cheapest way: Sparta's "
                "hoplite in Messenia costs 1 silver (the destination's units count, ruling HG46).",
            ),
            (
                "Civil war in an enemy polis",
                "instigate civil war Pylos",
                "Pylos is Sparta's: the price is 3 × its current population 2 = 6 silver. Athens "
                "gains Pylos and 2 Prestige (the population bribed, not the silver spent: seed "
                "001); Sparta's cubes and disc go back to its supply (ruling HG48).",
            ),
        ),
        title="Civil war: the proxenos at work",
        intro="The proxenos is a side's agent abroad: it moves to a polis, bribing enemy "
        "units on its way, and there instigates a civil war that takes the polis without a siege "
        "(seed 000 §5.10-§5.12).",
    )


SCENARIOS = {
    "sieges": sieges,
    "land-battle": land_battle,
    "sea-battle": sea_battle,
    "civil-war": civil_war,
}
ABOUT = ("The scripted scenarios of the Fight for the Hegemony tutorials, in teaching "
    "order, written by scripts/make_hegemony_tutorials.py (which shows how each start was made "
    "from the standard setup). Positions, dice and card orders are polislab edition, made to show "
    "the clauses of seeds 000 and 001.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")



# -- a battle typed in progress (issue 27): the lesson starts at the defender's answer --------
def battle_answer() -> Scenario:
    hands = {"sparta": ["Kyklos 1", "Embolon 2"],
             "athens": ["Phalanx 1", "Embolon 1", "Kyklos 3", "Mercenaries"]}
    start = standard("4", player="athens", units={"Arkadia": {"athens": 4, "sparta": 4}},
                     battle={"territory": "Arkadia", "hands": hands,
                             "attack": ["Phalanx 2", "Salpinx Call"]})
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "Two cards to answer",
                None,
                "A battle in Arkadia, 4 hoplites a side, typed as it stands: Sparta, attacking "
                "first in a land battle, has played Phalanx 2 and Salpinx Call; Athens holds 4 "
                "cards and must answer each attacking card with one of its own (Hegemony "
                "reference §5 Battles).",
            ),
            (
                "Match the formation",
                "battle defend Phalanx 1, Mercenaries",
                "Phalanx 1 answers Phalanx 2: the formations match, so Athens loses nothing and "
                "Sparta gains only the difference, 2 - 1 = 1 Prestige. Mercenaries would match "
                "any other card, but not a Salpinx Call: it always costs the defender a unit, "
                "and Sparta pays 1 Prestige for it (Hegemony reference §5 Battles, Special "
                "Cards). Then Sparta draws 2 cards and Athens 2 less its 1 loss, and the roles "
                "switch (Hegemony reference §5 Battles: After round).",
            ),
            (
                "Athens attacks",
                "battle attack Kyklos 3, Embolon 1",
                "Athens, attacking now, plays Kyklos 3 and Embolon 1. Sparta answers next: a "
                "mismatched card costs it a hoplite and gives Athens that card's Prestige.",
            ),
        ),
        title="A battle joined: answering the attack",
        intro="The lesson starts in the middle of a battle, at the moment the defender answers: "
        "no moves or card draws are played to reach it. The cards Sparta and Athens draw "
        "after the first round come from the scenario's stacked deck.",
        script={"decks": {"combat": ["Phalanx 0", "Kyklos 2", "Embolon 0"]}},
    )


SCENARIOS["battle-answer"] = battle_answer

if __name__ == "__main__":
    sys.exit(main())
