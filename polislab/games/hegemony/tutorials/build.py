"""Write the scripted scenarios of the Fight for the Hegemony tutorials as JSON.

    python -m polislab.games.hegemony.tutorials.build

Each start is the standard setup (seed 000 §3; the decks stacked so that round 3's event is "No
Event") with the few changes a lesson needs, made here in the open; each scenario is then saved
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


def steps(*rows: tuple[str, str | None, str]) -> list[Step]:
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
                "Messenia, where Sparta's Pylos (fortification 2) stands. Each side controls the "
                "territory it stands in, having more units there than the other (polislab ruling "
                "HG49), and has at least the fortification in hoplites: both may besiege "
                "(Hegemony reference §5.7). The fortification values are polislab edition.",
            ),
            (
                "Argos falls",
                "besiege Argos",
                "Sparta besieges Argos, paying 1 Prestige as military actions do (Hegemony "
                "reference §5). The scripted d4 rolls 4, at least the fortification 3: Sparta "
                "takes the polis tile and 3 Prestige (the fortification), its own 3 cubes "
                "replacing Argos's population (Hegemony reference §5.7; how many cubes: polislab "
                "ruling HG51). Athens's proxenos was inside: it is captured, as it would be even "
                "if the siege had failed ('If polis is besieged and Proxenos is present, it is "
                "captured': Hegemony reference §7 Proxenos Capture; polislab ruling HG68), and "
                "stays off the board until Athens pays Sparta 2 silver to release it (Hegemony "
                "reference §5.11).",
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "A turn is two different actions (Hegemony reference §4): Sparta creates a "
                "hoplite in Lakedaimon from its capital, for 1 metal (Hegemony reference §5.1). "
                "Its turn is over; Athens acts.",
            ),
            (
                "Pylos holds",
                "besiege Pylos",
                "Athens besieges Pylos with its 2 hoplites, paying 1 Prestige. The scripted d4 "
                "rolls 1, below the fortification 2: the siege fails. Athens loses a hoplite, "
                "and Pylos, an enemy polis, loses a population cube, 2 to 1 (Hegemony reference "
                "§5.7). A failed siege of a neutral polis takes no population: the besieger "
                "loses only the hoplite, besides the Prestige paid.",
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
                "Round 4: at most 4 units of a side in a territory (Hegemony reference §7 "
                "Capacity Limits). Athens has 4 hoplites in Arkadia; Sparta, 4 in Lakedaimon "
                "next door, has taken one action of its turn.",
            ),
            (
                "Into Arkadia",
                "move hoplites Lakedaimon x4 to Arkadia by land",
                "Sparta moves its 4 hoplites into Arkadia (1 Prestige), its second action: its "
                "turn ends with 8 units in Arkadia, so a battle is fought there at once "
                "(Hegemony reference §5 Battles: 8 or more units after a player's turn; when: "
                "polislab ruling HG59). It is a land battle, so Sparta attacks first; each side "
                "is dealt as many cards as it has units there, 4 each, from the stacked deck "
                "(polislab ruling HG60).",
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
                "(Hegemony reference §5 Special Cards). Then the draw: the attacker draws 2, the "
                "defender 2 less its 1 loss, and the roles switch: Athens attacks (Hegemony "
                "reference §5 Battles; Hegemony summary §Battle).",
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
                "casualties (Hegemony reference §5 Special Cards) and give no Prestige: they are "
                "worth 0 in the polislab-edition deck (polislab ruling HG64). Athens draws 2, "
                "Sparta 1; Sparta attacks again.",
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
                "Call when the defender plays them (Hegemony reference §5 Special Cards): no "
                "loss, and Sparta gains the difference, 2 - 0 = 2 Prestige (Mercenaries worth 0: "
                "polislab ruling HG64). Phalanx 3 does not match Kyklos 2: Athens loses a "
                "hoplite and Sparta gains 2. Athens is down to 2 hoplites against 3; the draws "
                "follow and Athens is to attack.",
            ),
            (
                "Retreat: the end",
                "battle retreat to Achaia",
                "Instead of attacking, Athens retreats, which ends the battle (Hegemony "
                "reference §5 Battles; retreat is possible even before the first round). It pays "
                "1 Prestige to Sparta (to the opponent: Hegemony summary §Battle). Where the "
                "units go is polislab ruling HG62: its 2 hoplites go to Achaia, a neighbouring "
                "land territory Sparta does not control. The battle is over; Sparta holds "
                "Arkadia.",
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
                "8 galleys, a sea battle. At sea Athens attacks first (Hegemony reference §5 "
                "Battles); 4 cards each are dealt (polislab ruling HG60).",
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
                "losses, draws 2 - 2 = 0 cards (Hegemony summary §Battle: 'one less card for "
                "each loss'); Athens draws 2.",
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
                "has 1 galley left, fewer than 2: the battle ends (Hegemony reference §5 "
                "Battles: 'Defender has <2 units'; polislab ruling HG63).",
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
                "Sparta's was captured by Athens in an earlier siege (Hegemony reference §7 "
                "Proxenos Capture) and is off the board.",
            ),
            (
                "To Thebai, bribing",
                "move proxenos Athenai>Thebai",
                "The proxenos moves by land or sea and is never blocked by enemy control, but "
                "pays 1 silver per enemy unit crossed (Hegemony reference §5.10), to the bank "
                "(Hegemony summary §Political Actions: 'not to the opponent'). Sparta's 2 "
                "hoplites stand in Boiotia, Thebai's own territory: polislab counts the enemy "
                "units of every territory entered, the destination's included (polislab ruling "
                "HG46), so they cost 2 silver.",
            ),
            (
                "Civil war in a neutral polis",
                "instigate civil war Thebai",
                "Thebai is neutral: the civil war costs 2 × its base population 3 = 6 silver "
                "(Hegemony reference §5.12; paid in silver: polislab ruling HG48). Athens gains "
                "the polis and Prestige equal to the population bribed, 3, its own 3 cubes on "
                "the polis (polislab ruling HG48). Athens's turn is over.",
            ),
            (
                "Redeeming the proxenos",
                "release proxenos",
                "Sparta pays 2 silver to Athens to free its proxenos, which returns to Sparta, "
                "its capital (Hegemony reference §5.11; polislab ruling HG47).",
            ),
            (
                "Sparta's second action",
                "create hoplite Sparta pay metal",
                "Sparta's second action is a hoplite for Lakedaimon (Hegemony reference §5.1); "
                "Athens acts again.",
            ),
            (
                "Towards an enemy polis",
                "move proxenos Thebai>Pylos",
                "Athens's proxenos goes on to Sparta's Pylos, by the cheapest way: Sparta's "
                "hoplite in Messenia, Pylos's territory, costs 1 silver (the destination's "
                "units count: polislab ruling HG46).",
            ),
            (
                "Civil war in an enemy polis",
                "instigate civil war Pylos",
                "Pylos is Sparta's: the price is 3 × its current population 2 = 6 silver. Athens "
                "gains Pylos and 2 Prestige (the population bribed, not the silver spent: "
                "Hegemony summary §Political Actions); Sparta's cubes and disc go back to its "
                "supply (polislab ruling HG48).",
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


def learn_round() -> Scenario:
    return Scenario(
        "hegemony",
        standard(),
        steps(
            (
                "The setup",
                None,
                "The standard setup (Hegemony reference §3): the round marker on round 3. "
                "Sparta holds Sparta, Pylos and Gytheion, with 3 hoplites in Lakedaimon and a "
                "galley each in the Ionio and Myrtöo Pelagos; Athens holds Athenai, Chios and "
                "Chalkis, with 3 hoplites in Attika, 2 in Ionia, 2 galleys in the Kyklades and "
                "1 in the Noties Sporades. Each has a merchant in its trade port and its "
                "proxenos in its capital. Three project tiles lie face up; round 3's event card "
                "is drawn (stacked here: No Event). Resources and 4 Prestige each are prototype "
                "values (polislab ruling HG26). Equal Prestige: Sparta begins (Hegemony "
                "reference §3).",
            ),
            (
                "Move Hoplites",
                FIRST_ROUND[0],
                "A turn is 2 different actions (Hegemony reference §4). Sparta's first is "
                "military, so it costs 1 Prestige: Move Hoplites takes any number of hoplites to "
                "one destination, one at a time, never through a territory the enemy controls "
                "(Hegemony reference §5.5). Sparta now controls Arkadia: it has more units there "
                "(polislab ruling HG49).",
            ),
            (
                "Create Hoplites",
                FIRST_ROUND[1],
                "A development action: Create Hoplites, in one polis, 1 metal (or silver) per "
                "hoplite, each moving a population cube out of the polis, which never drops to "
                "0 (Hegemony reference §5.1); they stand in the polis's own land territory "
                "(polislab ruling HG7). In round 3 a side has at most 3 units in a territory "
                "(Hegemony reference §7 Capacity Limits). Two different actions: Sparta's turn "
                "is over.",
            ),
            (
                "Create Galleys",
                FIRST_ROUND[2],
                "Athens creates a galley in Athenai: 1 wood (or silver), a population cube into "
                "the sea the polis's arrow points to, here the Kyklades (Hegemony reference "
                "§5.2). Sparta and Thebai create no galleys.",
            ),
            (
                "Create Merchants",
                FIRST_ROUND[3],
                "Create Merchants, only in a commercial city (Athenai, Pylos, Gytheion): 1 wood "
                "(or silver) per merchant, a population cube removed, the merchant in the trade "
                "port (Hegemony reference §5.3). Athenai is down to 3. Athens's turn is over.",
            ),
            (
                "Collection",
                FIRST_ROUND[4],
                "Collection: in a territory where it has a polis, a side puts hoplites on the "
                "rows of the tribute box and takes the value of the rightmost space they cover; "
                "its disc then blocks the box for the round. It is free in the home territory "
                "(Attika, Lakedaimon), 1 Prestige elsewhere (Hegemony reference §5.8). 2 "
                "hoplites on Lakedaimon's silver row give Sparta 3 silver.",
            ),
            (
                "Begin Project",
                FIRST_ROUND[5],
                "Begin Project: a tile, paid in full, placed on one of your poleis; one begun "
                "project per polis; it completes at the end of the round (Hegemony reference "
                "§5.4; a face-up tile, on a polis whose tile allows its kind: polislab ruling "
                "HG32). Silver may replace a resource of the "
                "cost, wholly, never in part (§7 Resource Substitution). Costs and Prestige of "
                "the tiles are prototype values (the published ones are not known to us).",
            ),
            (
                "Trade: an exchange",
                FIRST_ROUND[6],
                "Trade: a merchant sails by a free trade route (no enemy galleys on its seas) "
                "to a foreign market and takes a shipload no merchant holds yet: Athens gives "
                "3 wine, the value under the wine marker on the market value chart, for the "
                "shipload's 4 wheat. After an exchange a d4 (stacked: 2) moves that good's "
                "marker right (Hegemony reference §5.9; the chart's value as the price and the "
                "shipload's number as the wheat received: polislab rulings HG42, HG43).",
            ),
            (
                "Move Hoplites by sea",
                FIRST_ROUND[7],
                "Hoplites move by land or by sea, never both in one action (Hegemony reference "
                "§5.5); by sea they cross seas to a coast (polislab ruling HG50). 1 Prestige. "
                "Athens's turn is over.",
            ),
            (
                "Trade: a purchase",
                FIRST_ROUND[8],
                "Sparta buys 3 wheat with 3 silver, 1:1. After a purchase two d4 are rolled "
                "(stacked: 1 and 3) and the higher moves a marker left (Hegemony reference "
                "§5.9); which marker is polislab ruling HG43: metal's, already at the end. The "
                "board's 'wheat → silver' shiploads, from the prototype, stay closed: the rule "
                "texts offer no sale of wheat (polislab ruling HG44).",
            ),
            (
                "Passing",
                FIRST_ROUND[9],
                "Sparta passes instead of a second action: it takes no more actions this round "
                "(Hegemony reference §4; polislab ruling HG27). Athens may go on alone, even "
                "repeating an action, at 1 additional resource per action (Hegemony reference "
                "§4).",
            ),
            (
                "Move Galleys, 1 resource more",
                FIRST_ROUND[10],
                "Move Galleys: from seas to one destination sea, one at a time, never through a "
                "sea the enemy controls (Hegemony reference §5.6). 1 Prestige, and 1 metal more "
                "because Sparta has passed (the resource of Athens's choice: polislab ruling "
                "HG28).",
            ),
            (
                "Collection at home, 1 resource more",
                FIRST_ROUND[11],
                "Athens collects in Attika, its home territory: no Prestige, but 1 oil more "
                "after Sparta's pass. 2 hoplites on the silver row, 1 on the wheat row (several "
                "rows in one action: polislab ruling HG52).",
            ),
            (
                "Both have passed",
                FIRST_ROUND[12],
                "Athens passes too: the action phase is over (Hegemony reference §4). The end "
                "of the round follows, Sparta, who passed first, starting each step. 1. "
                "Projects: Temple of Apollo completes, and Sparta gains its 3 Prestige. 2. "
                "Supply: wheat equal to the population of one's poleis. Sparta pays its 3 wheat "
                "for 5 population: 2 short, it must choose how to pay them.",
            ),
        ),
        title="A first round: the action phase",
        intro="The twelve actions are development (create hoplites, galleys, merchants; begin "
        "a project), military (move hoplites, move galleys, besiege, collect: 1 Prestige each, "
        "a collection at home excepted) and political (trade, and the proxenos's three) "
        "(Hegemony reference §5). The market dice are stacked by the scenario's script.",
        script={"dice": {"4": FIRST_ROUND_DICE}},
    )


def end_of_first_round() -> State:
    """The state of the first round's scenario after its last step (Sparta to pay supply)."""
    state = standard()
    return state.play(*FIRST_ROUND, randomness=ScriptedRandomness(dice={4: FIRST_ROUND_DICE}))


def learn_round_end() -> Scenario:
    return Scenario(
        "hegemony",
        end_of_first_round(),
        steps(
            (
                "Supply is due",
                None,
                "The end of round 3 (Hegemony reference §4 End of Round Phase). Step 1 is done: "
                "Temple of Apollo completed, 3 Prestige to Sparta. In step 2 Sparta has paid "
                "its 3 wheat for 5 population and is 2 short.",
            ),
            (
                "Supply: the shortfall",
                "supply pay prestige 2",
                "A shortfall is paid with Prestige, 1 for 1, or by returning poleis to "
                "neutrality (Hegemony reference §4 step 2): Sparta pays 2 Prestige. Athens pays "
                "6 wheat for its 6 population. A side that cannot supply even its capital, with "
                "its wheat and Prestige and every other polis returned, loses at once "
                "(Hegemony reference §6; polislab ruling HG55).",
            ),
            (
                "Growth",
                "grow Chios",
                "3. Growth, optional: 1 wheat per cube, at most the polis's maximum growth this "
                "round and never above its maximum population (Hegemony reference §4 step 3). "
                "Sparta has no wheat left; Athens grows Chios from 2 to 3.",
            ),
            (
                "Growth, Megalopolis, Storage",
                "grow Athenai x2",
                "Athenai grows from 3 to 5. 4. Megalopolis: 1 Prestige per polis above its base "
                "population, Chios for Athens. 5. Storage: each side loses half its wine, oil "
                "and wheat, rounded up (Hegemony reference §4 steps 4-5). The summary says "
                "'halve ... rounded up', which would keep the larger half: polislab follows the "
                "reference (polislab ruling HG55, the other reading an option).",
            ),
            (
                "Phoros",
                "phoros 1",
                "6. Phoros, optional: Prestige turned into silver, 1 for 1 (Hegemony reference §4 "
                "step 6). Sparta turns 1 Prestige into 1 silver.",
            ),
            (
                "Round 4",
                "phoros none",
                "Athens keeps its Prestige. Then the preparation (Hegemony reference §4): the "
                "round marker moves to round 4 (at most 4 units of a side in a territory); "
                "tribute discs and merchants go back; the project tiles not begun are removed "
                "and 3 new ones laid out; round 4's event is drawn (stacked: No Event); the side "
                "with less Prestige begins, Sparta on a tie: 3 each, so Sparta.",
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
                "Round 5β, the fourth and last (Hegemony reference §6). Sparta has passed; "
                "Athens acts alone, each action costing 1 resource more. In this position, set "
                "up for the lesson, earlier rounds gave Sparta Argos and a completed Temple of "
                "Apollo, Athens Thebai and a completed Theatre in Athenai; Sparta's Festival of "
                "Demeter was begun this round.",
            ),
            (
                "A last project",
                "begin project Protagoras in Athenai extra wine",
                "Athens begins Protagoras in Athenai (3 silver, and 1 wine because Sparta has "
                "passed): a project begun in the last round still completes at its end "
                "(Hegemony reference §4 step 1).",
            ),
            (
                "The end of the last round",
                "pass",
                "Athens passes, and the end of the round follows (Hegemony reference §4). "
                "Projects: Sparta's Festival of Demeter gives it 3 Prestige, Athens's "
                "Protagoras 2. Supply: Sparta pays 10 wheat for its population of 10, Athens 11 "
                "of its 12 wheat for 11. Sparta has no wheat left to grow.",
            ),
            (
                "Growth, Megalopolis",
                "grow Thebai",
                "Athens spends its last wheat: Thebai grows from 3 to 4, above its base "
                "population 3, so Megalopolis gives Athens 1 Prestige (Hegemony reference §4 "
                "steps 3-4). Storage follows.",
            ),
            ("No phoros for Sparta", "phoros none", "Sparta keeps its Prestige: it counts at "
             "the score (Hegemony reference §6)."),
            (
                "The final score",
                "phoros none",
                "After round 5β the game ends. Each side scores the population of its poleis, "
                "its Prestige and the Prestige for posterity (the bracketed value) of the "
                "projects in its poleis; equal scores: more resources in all wins (Hegemony "
                "reference §6).",
            ),
        ),
        title="The last round and the score",
        intro="The game ends after round 5β, or at once when a side cannot supply its capital "
        "or has 0 Prestige at the end of a round (Hegemony reference §6).",
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
                "Sparta pays its 2 wheat and is 5 short (Hegemony reference §4 step 2).",
            ),
            (
                "A polis returned",
                "supply return Gytheion",
                "Instead of paying Prestige, Sparta returns Gytheion to neutrality: its 1 "
                "population no longer needs wheat (Hegemony reference §4 step 2; its cubes go "
                "back to the supply: polislab ruling HG55).",
            ),
            (
                "Prestige to 0",
                "supply return Pylos",
                "Sparta returns Pylos too, and pays the last 2 with its 2 Prestige: its capital "
                "is supplied, so it does not lose now (Hegemony reference §6).",
            ),
            ("Athens does not grow", "grow none", "Growth is optional (Hegemony reference §4 "
             "step 3). Megalopolis gives nobody Prestige: no polis is above its base "
             "population. Storage: each side loses half its wine, oil and wheat, rounded up."),
            (
                "Lost at 0 Prestige",
                "phoros none",
                "After the last step Sparta still has 0 Prestige at the end of the round: it "
                "loses at once, whatever the score (Hegemony reference §1, §6).",
            ),
        ),
        title="A game lost before the end",
        intro="A side loses at once if it cannot supply its capital, or if its Prestige is 0 "
        "at the end of a round (Hegemony reference §6).",
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
    main()
