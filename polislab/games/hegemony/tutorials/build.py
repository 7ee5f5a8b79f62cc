"""Write the scripted scenarios of the Fight for the Hegemony tutorials as JSON.

    python -m polislab.games.hegemony.tutorials.build

Each start is the standard setup (seed 000 §3; the decks stacked so that round 3's event is "No
Event", except the first round of the learn-to-play course, which meets Philopersians) with the
few changes a lesson needs, made here in the open; each scenario is then saved
as a polislab scenario (polislab/core/scenario.py) in polislab/games/hegemony/tutorials/scenarios/,
where ``polislab.games.hegemony.tutorial(name)`` reads it. Dice and combat cards come from each
scenario's ``script`` (scripted randomness), so the d4 succeeds or fails as narrated and a
battle's deck is stacked. A test checks that the stored files are what this script writes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from polislab.core import ScriptedRandomness
from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games import hegemony
from polislab.games.hegemony import engine
from polislab.games.hegemony.state import PROJECT_NAMES, ROUND_NAMES, State, event_deck_cards

ROOT = Path(__file__).resolve().parents[4]
FOLDER = Path(__file__).resolve().parent / "scenarios"


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


def first_game() -> State:
    """The standard setup as a game starts it (seed 000 §3), round 3's event card stacked to
    be Philopersians (a published card that asks each side a choice) and the later rounds'
    to be "No Event"; the project tiles in the data's order."""
    decks: dict[str, list[str]] = {"projects": list(PROJECT_NAMES)}
    for name in ROUND_NAMES:
        cards = list(event_deck_cards(name))
        top = "Philopersians" if name == "3" else "No Event"
        cards.remove(top)
        decks[f"events {name}"] = [top, *cards]
    return engine.initial_state(ScriptedRandomness(decks=decks))


def steps(*rows: tuple[str, str | None, str] | tuple[str, str | None, str, list[str]]
          ) -> list[Step]:
    """Steps from rows (title, action, narration), or (..., places to highlight)."""
    return [Step(row[1], row[2], title=row[0],
                 marks={"highlight": row[3]} if len(row) == 4 else None) for row in rows]


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
                "(fortification 3) stands with Athens's proxenos inside; Athens has 2 hoplites "
                "in Messenia, by Sparta's Pylos (fortification 2). The fortification values "
                "are polislab edition.",
            ),
            (
                "What a siege needs",
                None,
                "A siege needs control of the polis's territory, that is more units there than "
                "the opponent (ruling HG49), and at least the polis's fortification in hoplites "
                "there (§5.7). Both sides have both: both may besiege.",
                ["Arkadia", "Argos", "Messenia", "Pylos"],
            ),
            (
                "Argos falls",
                "besiege Argos",
                "Sparta besieges Argos, paying 1 Prestige as military actions do (§5). The "
                "scripted d4 rolls 4, at least the fortification 3: Sparta takes the polis and "
                "3 Prestige, the fortification, its own 3 cubes replacing Argos's population "
                "(§5.7; how many cubes: ruling HG51).",
            ),
            (
                "The proxenos captured",
                None,
                "Athens's proxenos was in Argos: it is captured, as it would be even had the "
                "siege failed ('If polis is besieged and Proxenos is present, it is captured': "
                "§7 Proxenos Capture; ruling HG68). Sparta holds it (see 'holds' at the end of "
                "Sparta's line, at the top) until Athens pays Sparta 2 silver to release it "
                "(§5.11).",
                ["board sparta"],
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "A turn is two different actions (§4): Sparta creates a hoplite in Lakedaimon "
                "from its capital, for 1 metal (§5.1). Its turn is over; Athens acts.",
            ),
            (
                "Pylos holds",
                "besiege Pylos",
                "Athens besieges Pylos with its 2 hoplites, paying 1 Prestige. The scripted d4 "
                "rolls 1, below the fortification 2: the siege fails. Athens loses a hoplite, "
                "and Pylos, an enemy polis, loses a population cube, 2 to 1 (§5.7).",
            ),
            (
                "A failed siege of a neutral polis",
                None,
                "Had Athens failed against a neutral polis, it would lose only the hoplite, "
                "besides the Prestige paid: only an enemy polis loses a cube, and never its last "
                "(§5.7; ruling HG51).",
            ),
        ),
        title="Sieges: one won, one lost",
        intro="A siege needs control of the polis's territory and at least its fortification "
        "in hoplites; it costs 1 Prestige and is decided by a d4 (Hegemony reference §5.7). "
        "Here the die is scripted: 4 for Sparta's siege of Argos, 1 for Athens's of Pylos.",
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
                "Round 4: at most 4 units of a side in a territory (§7 Capacity Limits). Athens "
                "has 4 hoplites in Arkadia; Sparta, 4 in Lakedaimon next door, has taken one "
                "action of its turn.",
            ),
            (
                "Into Arkadia",
                "move hoplites Lakedaimon x4 to Arkadia by land",
                "Sparta moves its 4 hoplites into Arkadia (1 Prestige), its second action. Its "
                "turn ends with 8 units in Arkadia: a battle is fought there at once (§5 "
                "Battles: 8 or more units after a player's turn; ruling HG59).",
            ),
            (
                "The deal",
                None,
                "A land battle: Sparta attacks first (§5 Battles). Each side is dealt as many "
                "cards as it has units there, 4 each, from the stacked deck (ruling HG60). Had "
                "Athens already passed, the battle would wait until Sparta passed too: 'Resolve "
                "after both players pass' (§5 Battles; ruling HG59).",
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
                "Sparta gains the difference, 2 - 1 = 1 Prestige. Salpinx Call cannot be "
                "matched: Athens loses a hoplite, and Sparta pays 1 Prestige for the call "
                "(§5 Special Cards).",
            ),
            (
                "The draw; the roles switch",
                None,
                "Then the draw: the attacker draws 2 cards, the defender 2 less its 1 loss. The "
                "roles switch: Athens attacks now (§5 Battles; summary §Battle).",
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
                "casualties (§5 Special Cards) and give no Prestige: they are worth 0 in the "
                "polislab-edition deck (ruling HG64). Athens draws 2, Sparta 1.",
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
                "Call when the defender plays them (§5 Special Cards): no loss, and Sparta gains "
                "2 - 0 = 2 Prestige (ruling HG64). Phalanx 3 does not match Kyklos 2: Athens "
                "loses a hoplite and Sparta gains 2.",
            ),
            (
                "Two against three",
                None,
                "Athens is down to 2 hoplites against Sparta's 3. The draws follow, and the roles "
                "switch: Athens is to attack.",
            ),
            (
                "Retreat: the end",
                "battle retreat to Achaia",
                "Instead of attacking, Athens retreats, which ends the battle; a retreat is "
                "possible even before the first round (§5 Battles). It pays 1 Prestige to Sparta "
                "(summary §Battle). Where the units go is ruling HG62: to Achaia, a neighbouring "
                "land territory Sparta does not control. Sparta holds Arkadia.",
            ),
        ),
        title="A land battle, card by card",
        intro="Sparta marches into Arkadia, where Athens stands: 8 hoplites, a battle. The "
        "combat deck (polislab edition) is stacked by the scenario's script, so every hand is "
        "as narrated.",
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
                "Sparta sails its 4 galleys into the Kyklades (1 Prestige), its second action: "
                "8 galleys, a sea battle. At sea Athens attacks first (§5 Battles); 4 cards "
                "each are dealt (ruling HG60).",
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
                "losses, draws 2 - 2 = 0 cards ('one less card for each loss': summary "
                "§Battle); Athens draws 2.",
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
                "has 1 galley left, fewer than 2: the battle ends ('Defender has <2 units': "
                "§5 Battles; ruling HG63).",
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
                "Sparta's was captured by Athens in an earlier siege (§7 Proxenos Capture): "
                "Athens holds it (see 'holds' at the end of Athens's line, at the top).",
                ["board athens", "Athenai"],
            ),
            (
                "To Thebai, bribing",
                "move proxenos Athenai>Thebai",
                "The proxenos moves by land or sea, never blocked by enemy control, paying 1 "
                "silver per enemy unit crossed (§5.10), to the bank (summary §Political "
                "Actions). Sparta's 2 hoplites in Boiotia, Thebai's territory, cost 2 silver: "
                "polislab counts the destination's units too (ruling HG46).",
            ),
            (
                "Civil war in a neutral polis",
                "instigate civil war Thebai",
                "Thebai is neutral: the civil war costs 2 × its base population 3 = 6 silver "
                "(§5.12; paid in silver: ruling HG48). Athens gains the polis and Prestige equal "
                "to the population bribed, 3, its own 3 cubes on the polis (ruling HG48). "
                "Athens's turn is over.",
            ),
            (
                "Releasing the proxenos",
                "release proxenos",
                "Release Proxenos (§5.11; the summary calls it 'redeem'): Sparta pays 2 silver "
                "to Athens to free its proxenos, which returns to Sparta, its capital (ruling "
                "HG47).",
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "Sparta's second action is a hoplite for Lakedaimon (§5.1); Athens acts again.",
            ),
            (
                "Towards an enemy polis",
                "move proxenos Thebai>Pylos",
                "Athens's proxenos goes on to Sparta's Pylos by the cheapest way: Sparta's "
                "hoplite in Messenia, Pylos's territory, costs 1 silver (ruling HG46).",
            ),
            (
                "Civil war in an enemy polis",
                "instigate civil war Pylos",
                "Pylos is Sparta's: the price is 3 × its current population 2 = 6 silver. Athens "
                "gains Pylos and 2 Prestige, the population bribed, not the silver spent "
                "(summary §Political Actions); Sparta's cubes and disc go back to its supply "
                "(ruling HG48).",
            ),
        ),
        title="Civil war: the proxenos at work",
        intro="The proxenos is a side's agent abroad: it moves to a polis, bribing enemy "
        "units on its way, and there instigates a civil war that takes the polis without a siege "
        "(Hegemony reference §5.10-§5.12).",
    )


SCENARIOS = {
    "sieges": sieges,
    "land-battle": land_battle,
    "sea-battle": sea_battle,
    "civil-war": civil_war,
}
ABOUT = ("The scripted scenarios of the Fight for the Hegemony tutorials, in teaching "
    "order, written by polislab/games/hegemony/tutorials/build.py (which shows how each start "
    "was made from the standard setup). Positions, dice and card orders are polislab edition, "
    "made to show the clauses of the Hegemony reference and summary.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")



# -- learn to play: a first round, its end, and the last round ------------------------------
#: The actions of the first round's action phase, in order (the scenario narrates each).
FIRST_ROUND = [
    "move hoplites Lakedaimon x3 to Arkadia by land",
    "create hoplites Sparta x2 pay metal",
    "create galley Athenai pay wood",
    "create merchant Athenai pay wood",
    "collect Lakedaimon silver x2",
    "begin project Temple of Apollo in Sparta",
    "trade Aegyptus wine for wheat x4",
    "move hoplites Ionia x2 to Megaris by sea",
    "trade Illyria silver for wheat x3 marker metal",
    "pass",
    "move galley Noties Sporades to Thrakiko Pelagos extra metal",
    "collect Attika silver x2, wheat extra oil",
    "pass",
]
#: The market dice of the first round: 2 after Athens's exchange, 1 and 3 after Sparta's purchase.
FIRST_ROUND_DICE = [2, 1, 3]


#: Round 3's event card, answered Athens first, then Sparta (seed 000 §3).
EVENT_ANSWERS = ["event remove galley Kyklades", "event remove galley Myrtöo Pelagos"]


def learn_round() -> Scenario:
    return Scenario(
        "hegemony",
        first_game(),
        steps(
            (
                "The setup",
                None,
                "The standard setup (§3): the round marker on round 3. Sparta holds Sparta, "
                "Pylos and Gytheion, with 3 hoplites in Lakedaimon and a galley in each of the "
                "Ionio and Myrtöo Pelagos. Athens holds Athenai, Chios and Chalkis, with 3 "
                "hoplites in Attika, 2 in Ionia, 2 galleys in the Kyklades and 1 in the Noties "
                "Sporades.",
            ),
            (
                "Merchants, proxenoi, project tiles",
                None,
                "Each side has a merchant in its trade port, its proxenos in its capital, 4 "
                "Prestige and its resources (prototype values: ruling HG26). Three project "
                "tiles lie face up, under the map, each with its cost, its Prestige and, in "
                "brackets, its Prestige for posterity (§3).",
            ),
            (
                "The event card",
                None,
                "Round 3's event card is drawn and applied, Athens first, then Sparta (§3). It "
                "is Philopersians, a published card: each player removes 1 hoplite or 1 galley "
                "from the board and gains 1 Prestige. The game waits for Athens's choice, at "
                "the top of the board.",
            ),
            (
                "Athens answers",
                EVENT_ANSWERS[0],
                "Athens removes a galley from the Kyklades and gains 1 Prestige, 4 to 5. Now "
                "Sparta chooses.",
            ),
            (
                "Sparta answers; Sparta begins",
                EVENT_ANSWERS[1],
                "Sparta removes its galley from the Myrtöo Pelagos: 5 Prestige too. The side "
                "with less Prestige begins, Sparta on a tie (§3): Sparta begins.",
            ),
            (
                "Move Hoplites",
                FIRST_ROUND[0],
                "A turn is 2 different actions (§4). Sparta's first is military, so it costs 1 "
                "Prestige: Move Hoplites takes any number of hoplites to one destination, one at "
                "a time, never through a territory the enemy controls (§5.5). Sparta now "
                "controls Arkadia: it has more units there (ruling HG49).",
            ),
            (
                "Create Hoplites",
                FIRST_ROUND[1],
                "A development action: Create Hoplites, in one polis, 1 metal (or silver) per "
                "hoplite, each a population cube from the polis, which never drops to 0 (§5.1); "
                "they stand in its own land territory (ruling HG7), at most 3 of a side there "
                "in round 3 (§7 Capacity Limits). Sparta's turn is over.",
            ),
            (
                "Create Galleys",
                FIRST_ROUND[2],
                "Athens creates a galley in Athenai: 1 wood (or silver), a population cube into "
                "the sea the polis's arrow points to (§5.2), here the Kyklades: the board draws "
                "the arrow as an arrowhead on the line from Attika. Sparta and Thebai create no "
                "galleys.",
            ),
            (
                "Create Merchants",
                FIRST_ROUND[3],
                "Create Merchants, only in a commercial city (Athenai, Pylos, Gytheion, each "
                "marked with an anchor): 1 wood (or silver) per merchant, a population cube "
                "removed, the merchant in the trade port (§5.3). Athenai is down to 3. Athens's "
                "turn is over.",
            ),
            (
                "Collection",
                FIRST_ROUND[4],
                "Collection: where it owns a polis, a side puts hoplites on rows of the "
                "territory's tribute box and takes the value of the rightmost space they fill; "
                "its disc then blocks the box for the round. Free at home, 1 Prestige elsewhere "
                "(§5.8). 2 hoplites on Lakedaimon's silver row (1, 3) give Sparta 3 silver.",
            ),
            (
                "Begin Project",
                FIRST_ROUND[5],
                "Begin Project: a tile on offer, paid in full, on one of your poleis whose tile "
                "allows its kind (§5.4; ruling HG32; each tile lists them); one begun project "
                "per polis; it completes at the end of the round. Sparta begins the Temple of "
                "Apollo in Sparta: 2 metal, 3 wood, 2 silver.",
            ),
            (
                "Silver for a resource",
                None,
                "Silver may replace a resource of the cost, wholly, never in part (§7 Resource "
                "Substitution). polislab reads it resource by resource: the Temple's 3 wood "
                "could be 3 silver (ruling HG29; the whole cost or nothing is an option). The "
                "tiles' costs and Prestige are prototype values.",
            ),
            (
                "Trade: an exchange",
                FIRST_ROUND[6],
                "Trade: a merchant sails by a free route, with no enemy galleys on its seas, to "
                "a foreign market and takes a free shipload: Athens gives 3 wine, the value "
                "under the wine marker, for the shipload's 4 wheat. A d4 (stacked: 2) then moves "
                "the wine marker right (§5.9; rulings HG42, HG43).",
            ),
            (
                "Move Hoplites by sea",
                FIRST_ROUND[7],
                "Hoplites move by land or by sea, never both in one action (§5.5); by sea they "
                "cross seas to a coast (ruling HG50). 1 Prestige. Athens's turn is over.",
            ),
            (
                "Trade: a purchase",
                FIRST_ROUND[8],
                "Sparta buys 3 wheat with 3 silver, 1:1. Two d4 are rolled (stacked: 1 and 3) "
                "and the higher moves a marker left (§5.9); which marker is ruling HG43: "
                "metal's, already at the end. The 'wheat → silver' shiploads, struck through, "
                "stay closed: the rule texts offer no sale of wheat (ruling HG44).",
            ),
            (
                "Passing",
                FIRST_ROUND[9],
                "Sparta passes instead of a second action: it takes no more actions this round "
                "(§4; ruling HG27). Athens may go on alone, one action a turn, even repeating "
                "one, at 1 additional resource per action (§4; ruling HG28).",
            ),
            (
                "Move Galleys, 1 resource more",
                FIRST_ROUND[10],
                "Move Galleys: from seas to one destination sea, one at a time, never through a "
                "sea the enemy controls (§5.6). 1 Prestige, and 1 metal more because Sparta has "
                "passed (the resource of Athens's choice: ruling HG28).",
            ),
            (
                "Collection at home, 1 resource more",
                FIRST_ROUND[11],
                "Athens collects in Attika, its home territory: no Prestige, but 1 oil more "
                "after Sparta's pass. 2 hoplites on the silver row give 3, 1 on the wheat row "
                "gives 1 (several rows in one action: ruling HG52).",
            ),
            (
                "Both have passed",
                FIRST_ROUND[12],
                "Athens passes too: the action phase is over (§4). The end of the round "
                "follows, Sparta, who passed first, starting each step. 1. Projects: the Temple "
                "of Apollo completes, and Sparta gains its 3 Prestige.",
            ),
            (
                "Supply is due",
                None,
                "2. Supply: each side pays wheat equal to the population of its poleis (§4 step "
                "2). Sparta pays its 3 wheat for 5 population: 2 short, it must choose how to "
                "pay them.",
            ),
        ),
        title="A first round, from its event",
        intro="Round 3 begins with its event card; then the twelve actions, development "
        "(create hoplites, galleys, merchants; begin a project), military (move hoplites, "
        "move galleys, besiege, collect: 1 Prestige each, a collection at home excepted) and "
        "political (trade, and the proxenos's three) (Hegemony reference §5). The event card "
        "and the market dice are stacked by the scenario's script.",
        script={"dice": {"4": FIRST_ROUND_DICE}},
    )


def end_of_first_round() -> State:
    """The state of the first round's scenario after its last step (Sparta to pay supply)."""
    state = first_game().play(*EVENT_ANSWERS)
    return state.play(*FIRST_ROUND, randomness=ScriptedRandomness(dice={4: FIRST_ROUND_DICE}))


def learn_round_end() -> Scenario:
    return Scenario(
        "hegemony",
        end_of_first_round(),
        steps(
            (
                "Supply is due",
                None,
                "The end of round 3 (§4 End of Round Phase). Step 1 is done: the Temple of "
                "Apollo completed, 3 Prestige to Sparta. In step 2 Sparta has paid its 3 wheat "
                "for 5 population and is 2 short.",
            ),
            (
                "Supply: the shortfall",
                "supply pay prestige 2",
                "A shortfall is paid with Prestige, 1 for 1, or by returning poleis to "
                "neutrality (§4 step 2): Sparta pays 2 Prestige. Athens pays 6 wheat for its 6 "
                "population. A side that cannot supply its capital, even with its Prestige and "
                "every other polis returned, loses at once (§6; ruling HG55).",
            ),
            (
                "Growth",
                "grow Chios",
                "3. Growth, optional: 1 wheat per cube, at most the polis's maximum growth this "
                "round (the ↑ number) and never above its maximum population (§4 step 3). "
                "Sparta has no wheat left; Athens grows Chios from 2 to 3.",
            ),
            (
                "Athenai grows; Megalopolis",
                "grow Athenai x2",
                "Athenai grows from 3 to 5. 4. Megalopolis: 1 Prestige per polis above its base "
                "population, the b number (§4 step 4): Chios, at 3 above its base 2, gives "
                "Athens 1; Athenai, at its base 5, gives nothing.",
            ),
            (
                "Storage",
                None,
                "5. Storage: each side loses half its wine, oil and wheat, rounded up (§4 step "
                "5). The summary says 'halve ... rounded up', which would keep the larger half: "
                "polislab follows the reference (ruling HG55; the summary's reading is an "
                "option).",
            ),
            (
                "Phoros",
                "phoros 1",
                "6. Phoros, optional: Prestige turned into silver, 1 for 1 (§4 step 6). Sparta "
                "turns 1 Prestige into 1 silver.",
            ),
            (
                "The preparation",
                "phoros none",
                "Athens keeps its Prestige, and the round is over: a side with 0 Prestige now "
                "would lose (§6). Then the preparation (§4): the round marker moves to round 4; "
                "tribute discs and merchants go back; the project tiles not begun are removed "
                "and 3 new ones laid out.",
            ),
            (
                "Round 4",
                None,
                "Round 4's event card is drawn (stacked here: No Event). The side with less "
                "Prestige begins, Sparta on a tie: 4 each, so Sparta (§4).",
            ),
        ),
        title="The end of a round",
        intro="When both players have passed, six steps follow in order, the player who passed "
        "first starting each one (Hegemony reference §4), then the preparation of the next "
        "round.",
    )


def learn_last_round() -> Scenario:
    start = hegemony.position(
        round="5β", player="athens", passed=["sparta"],
        poleis={"Argos": ("sparta", 3), "Thebai": ("athens", 3)},
        completed={"Sparta": ["Temple of Apollo"], "Athenai": ["Theatre"]},
        begun={"Sparta": "Festival of Demeter"}, offer=["Protagoras", "Temple of Zeus"],
        prestige={"athens": 6, "sparta": 7},
        resources={"athens": {"silver": 3, "wheat": 12}, "sparta": {"wheat": 10}},
        units={"Boiotia": {"athens": 3}, "Arkadia": {"sparta": 4}})
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "The last round",
                None,
                "Round 5β, the fourth and last (§6). Sparta has passed; Athens acts alone, one "
                "action a turn, each 1 resource more. In this position, set up for the lesson, "
                "earlier rounds gave Sparta Argos and a completed Temple of Apollo, Athens "
                "Thebai and a completed Theatre in Athenai.",
            ),
            (
                "A last project",
                "begin project Protagoras in Athenai extra wine",
                "Sparta's Festival of Demeter is underway. Athens begins Protagoras in Athenai "
                "(3 silver, and 1 wine because Sparta has passed): a project begun in the last "
                "round still completes at its end (§4 step 1).",
            ),
            (
                "The end of the last round",
                "pass",
                "Athens passes, and the end of the round follows (§4). Projects: Sparta's "
                "Festival of Demeter gives it 3 Prestige, Athens's Protagoras 2. Supply: Sparta "
                "pays 10 wheat for its population of 10, Athens 11 of its 12 wheat for 11. "
                "Sparta has no wheat left to grow.",
            ),
            (
                "Growth, Megalopolis",
                "grow Thebai",
                "Athens spends its last wheat: Thebai grows from 3 to 4, above its base "
                "population 3, so Megalopolis gives Athens 1 Prestige (§4 steps 3-4). Storage "
                "follows.",
            ),
            ("No phoros for Sparta", "phoros none", "Sparta keeps its Prestige: it counts at "
             "the score (§6)."),
            (
                "The final score",
                "phoros none",
                "Round 5β is over. Neither side is at 0 Prestige or short of wheat for its "
                "capital, which would lose even now (§6), so the score decides: the population "
                "of one's poleis, one's Prestige and the Prestige for posterity of the projects "
                "in one's poleis; equal scores: more resources in all wins (§6).",
            ),
        ),
        title="The last round and the score",
        intro="The game ends after round 5β, or at once when a side cannot supply its capital "
        "or has 0 Prestige at the end of a round, 5β included (Hegemony reference §6).",
    )


SCENARIOS.update({
    "learn-round": learn_round,
    "learn-round-end": learn_round_end,
    "learn-last-round": learn_last_round,
})


def learn_early_end() -> Scenario:
    start = hegemony.position(round="4", player="athens", passed=["sparta"],
                              prestige={"athens": 5, "sparta": 2},
                              resources={"athens": {"wheat": 10}, "sparta": {"wheat": 2}})
    return Scenario(
        "hegemony",
        start,
        steps(
            (
                "Short of wheat",
                None,
                "Round 4. Sparta has passed with 2 wheat and 2 Prestige for 7 population: "
                "Sparta 4, Pylos 2, Gytheion 1. Athens has wheat to spare.",
            ),
            (
                "Supply falls short",
                "pass",
                "Athens passes; the end of the round begins with Sparta, who passed first. "
                "Sparta pays its 2 wheat and is 5 short (§4 step 2).",
            ),
            (
                "A polis returned",
                "supply return Gytheion",
                "Instead of paying Prestige, Sparta returns Gytheion to neutrality: its 1 "
                "population no longer needs wheat (§4 step 2; its cubes go back to the supply: "
                "ruling HG55).",
            ),
            (
                "Prestige to 0",
                "supply return Pylos",
                "Sparta returns Pylos too, and pays the last 2 with its 2 Prestige: its capital "
                "is supplied, so it does not lose now (§6).",
            ),
            ("Athens does not grow", "grow none", "Growth is optional (§4 step 3). Megalopolis "
             "gives nobody Prestige: no polis is above its base population. Storage: each side "
             "loses half its wine, oil and wheat, rounded up."),
            (
                "Lost at 0 Prestige",
                "phoros none",
                "After the last step Sparta still has 0 Prestige at the end of the round: it "
                "loses at once, whatever the score (§1, §6; checked after step 6: ruling HG57).",
            ),
        ),
        title="A game lost before the end",
        intro="A side loses at once if it cannot supply its capital, or if its Prestige is 0 "
        "at the end of a round, the last included (Hegemony reference §6).",
    )


SCENARIOS["learn-early-end"] = learn_early_end

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
                "A battle in Arkadia, 4 hoplites a side, set up mid-battle: Sparta, attacking "
                "first in a land battle, has played Phalanx 2 and Salpinx Call. Athens holds 4 "
                "cards: it answers each attacking card with one of its own (§5 Battles), or "
                "retreats, paying Sparta 1 Prestige (summary §Battle; ruling HG62).",
            ),
            (
                "Match the formation",
                "battle defend Phalanx 1, Mercenaries",
                "Phalanx 1 answers Phalanx 2: the formations match, so Athens loses nothing and "
                "Sparta gains only the difference, 2 - 1 = 1 Prestige. Mercenaries would match "
                "any other card, but not a Salpinx Call: it always costs the defender a unit, "
                "and Sparta pays 1 Prestige for it (§5 Special Cards).",
            ),
            (
                "The draw; the roles switch",
                None,
                "Then Sparta draws 2 cards and Athens 2 less its 1 loss, and the roles switch: "
                "Athens attacks now (§5 Battles).",
            ),
            (
                "Athens attacks",
                "battle attack Embolon 1, Kyklos 3",
                "Athens, attacking now, plays Embolon 1 and Kyklos 3. Sparta answers next, a "
                "card for each in that order: a mismatched card costs it a hoplite and gives "
                "Athens that card's Prestige.",
            ),
        ),
        title="A battle joined: the answer",
        intro="The lesson starts in the middle of a battle, at the moment the defender answers: "
        "no moves or card draws are played to reach it. The cards Sparta and Athens draw "
        "after the first round come from the scenario's stacked deck.",
        script={"decks": {"combat": ["Phalanx 0", "Kyklos 2", "Embolon 0"]}},
    )


SCENARIOS["battle-answer"] = battle_answer


if __name__ == "__main__":
    main()
