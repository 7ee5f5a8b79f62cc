"""Write the scripted scenarios of the Hellas tutorial (hellas-attacks) as JSON.

    python scripts/make_hellas_tutorials.py

Each start is a position of the main game typed with :func:`polislab.games.hellas.position.
position` (the map, the pieces and the hands, here in the open); each scenario is then saved as
a polislab scenario (polislab/core/scenario.py) in polislab/games/hellas/data/tutorials/, where
``polislab.games.hellas.tutorial(name)`` reads it. The tile a voyage draws comes from the
scenario's ``script`` (the "tiles" deck, scripted randomness). A test checks that the stored
files are what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import State

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "polislab" / "games" / "hellas" / "data" / "tutorials"


def city(
    name: str, place: tuple[int, int], rotation: int, owner: str, greeks: int, ships: int
) -> tuple[str, tuple[int, int], int, str, int, int]:
    return (name, place, rotation, owner, greeks, ships)


def war_map(hands: dict[str, list[str]] | None = None) -> State:
    """Light's Argos (north of the dolphin) is joined by land to dark's Sparta (north-east);
    dark's island Naxos lies south-east of the dolphin, light's Pylos west of it: both touch
    the dolphin, whose water joins them; dark's Thebai lies east of Sparta."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 1),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
            city("Naxos", (1, 0), 0, "dark", 1, 1),
            city("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 1),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
        ],
        hands=hands,
    )


def voyage_map() -> State:
    """Light's Argos with 2 ships north of the dolphin and island Naxos with 1 south-east;
    dark's Sparta (1 ship) between them to the north-east, Thebai east of it."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 2),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
            city("Naxos", (1, 0), 0, "light", 1, 1),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
        ]
    )


def steps(*rows: tuple[str, str | None, str]) -> list[Step]:
    return [Step(action, narration, title=title) for title, action, narration in rows]


# -- attacks over land and over water, and the regroup after a win ---------------------------
def attacks() -> Scenario:
    return Scenario(
        "hellas",
        war_map(),
        steps(
            (
                "Two attacks to make",
                None,
                "Turn 2, light to play and nobody holds a god card. Light's Argos (3 Greeks) "
                "shares land with dark's Sparta (1 Greek); light's Pylos (3 Greeks) and dark's "
                "island Naxos (1 Greek) both touch the dolphin tile, whose water joins every city "
                "around it (seed 003 §5 Option 3: Attack Over Water; ruling HL17).",
            ),
            (
                "Over land: as many suffice",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek from Argos, which keeps 2 (a city is "
                "never left empty: seed 003 §9 FAQ). Over land the attack needs at least as many "
                "Greeks as the defence: 1 against 1 wins (seed 003 §5 Option 3: Attack Over "
                "Land). Dark's Greek and ship in Sparta go back to dark's supply.",
            ),
            (
                "Ships for the city taken",
                "place ship",
                "Dark lost 1 ship at Sparta, so light may place up to 1 ship from the supply "
                "beside it (seed 003 §5 Option 3: After Attack; ruling HL20). Light places it.",
            ),
            (
                "Regrouping into Sparta",
                "move greek Argos to Sparta",
                "After a successful attack light regroups, but only into the city just taken "
                "(seed 003 §6 Regrouping; ruling HL22): a Greek from Argos joins the one in "
                "Sparta. Argos keeps 1, as every city must.",
            ),
            (
                "End of light's turn",
                "end turn",
                "Light ends the turn. Light holds 4 cities: far from the 10 that win (seed 003 "
                "§8).",
            ),
            (
                "Dark's burst: a Greek",
                "add greek Thebai",
                "Dark takes a Burst of Strength, away from the fight. A burst has 3 actions, "
                "'each once, one twice and another once, or one thrice' (seed 003 §5 Option 1; "
                "ruling HL13): first a new Greek in Thebai ...",
            ),
            ("Dark's burst: a ship", "add ship Thebai", "... then a new ship beside Thebai ..."),
            (
                "Dark's burst: another ship",
                "add ship Thebai",
                "... and a second one: the third action ends the burst. Dark could now regroup "
                "freely among its cities (seed 003 §6) ...",
            ),
            ("Dark's turn ends", "end turn", "... but ends the turn: light again."),
            (
                "Over water: one more",
                "attack Naxos from Pylos x2",
                "Light attacks Naxos from Pylos, through the dolphin's water. Over water the "
                "attack needs at least one Greek more than the defence (seed 003 §5 Option 3: "
                "Attack Over Water): 1 Greek against Naxos's 1 would fail, so light sends 2 and "
                "keeps 1 in Pylos. 2 against 1: Naxos is taken.",
            ),
            (
                "No ships this time",
                "place no ships",
                "Light may place 1 ship beside Naxos (dark lost 1 there) but places none (ruling "
                "HL20); then regroups into Naxos, or not, and ends the turn.",
            ),
        ),
        title="Attacks over land and over water",
        intro="An attack over land needs as many Greeks as the defence, over water one more "
        "(seed 003 §5 Option 3); the winner places ships and regroups into the city taken (§5 "
        "After Attack, §6).",
    )


# -- a voyage with the ship majority -----------------------------------------------------------
def voyage() -> Scenario:
    return Scenario(
        "hellas",
        voyage_map(),
        steps(
            (
                "Ships around the empty places",
                None,
                "Turn 2, light to play. A voyage draws the top tile of the stack and places it "
                "next to the dolphin tile or to two tiles, land to land and water to water, where "
                "light has more ships on the adjacent tiles than dark (seed 003 §5 Option 2: "
                "Voyage; ruling HL9). Light has 2 ships at Argos and 1 at Naxos; dark 1 at Sparta "
                "and 1 at Thebai.",
            ),
            (
                "The voyage draws Pylos",
                "voyage",
                "Light sets out on a voyage. The tile is drawn by chance (ruling HL7); the script "
                "makes it Pylos, land on one edge only. Dark has no god card to play against it.",
            ),
            (
                "Placed beside Argos",
                f"place Pylos at -1,0 rotation {turned('Pylos', 5)}",
                "West of the dolphin, beside Argos: 2 of light's ships against none of dark's. "
                "South-east, beside Naxos and Thebai, it could not go: 1 ship of light's at Naxos "
                "against 1 of dark's at Thebai is no majority. The new city gets a Greek from the "
                "supply, and light returns the ship beside Argos, the only one adjacent, to the "
                "supply (seed 003 §5 Option 2; HL12).",
            ),
            (
                "Regrouping into Pylos",
                "move ship Argos to Pylos",
                "After a successful voyage light regroups into the new city only (seed 003 §6): "
                "Argos's last ship sails to Pylos.",
            ),
            ("End of the turn", "end turn", "Light ends the turn with 3 cities."),
        ),
        title="A voyage with the ship majority",
        intro="A voyage places the drawn tile only where the voyager has more adjacent ships "
        "than the opponent (seed 003 §5 Option 2).",
        script={"decks": {"tiles": ["Pylos"]}},
    )


# -- god cards changing an attack --------------------------------------------------------------
def god_cards() -> Scenario:
    hands = {"light": ["Battle Fury"], "dark": ["Shield Wall"]}
    return Scenario(
        "hellas",
        war_map(hands),
        steps(
            (
                "Cards in hand",
                None,
                "The same map, but light holds Battle Fury (Ares: your attack counts one Greek "
                "more) and dark holds Shield Wall (Ares, marked for the opponent's turn: the "
                "defence counts one Greek more). Both may play cards in an attack (seed 003 §5 "
                "Option 3; §7 God Cards; seed 003 §9 FAQ: Can I play a God card during an "
                "opponent's Attack?).",
            ),
            (
                "Light attacks",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek against 1. The defender answers "
                "first (ruling HL18).",
            ),
            (
                "Shield Wall",
                "play Shield Wall",
                "Dark plays Shield Wall: the defence now counts 2, and 1 Greek is not enough. "
                "Light may now play a card, fight and lose, or call the attack off (Hellas FAQ 8; "
                "ruling HL19).",
            ),
            (
                "Battle Fury",
                "play Battle Fury",
                "Light plays Battle Fury: the attack counts 2 against 2, enough over land. Nobody "
                "has a card left, so the fight is decided at once (ruling HL18): Sparta is "
                "light's.",
            ),
            (
                "Ships and the end of the turn",
                "place ship",
                "Light places the ship dark lost (ruling HL20). The played cards are on the Ares "
                "discard pile (seed 003 §7).",
            ),
        ),
        title="A god card changing an attack",
        intro="Both players may play god cards in an attack, the defender first (seed 003 §5 "
        "Option 3, §7; ruling HL18).",
    )


SCENARIOS = {"attacks": attacks, "voyage": voyage, "god-cards": god_cards}
ABOUT = ("The scripted scenarios of the Hellas tutorial hellas-attacks, in teaching order, "
    "written by scripts/make_hellas_tutorials.py (which shows how each start was typed). "
    "Positions and the tile drawn are polislab edition, made to show the clauses of seed 003 "
    "§5-§7.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")



# -- an attack typed in progress (issue 27): the lesson starts as the god cards are awaited -----
def attack_cards() -> Scenario:
    start = position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 2, 1),
            city("Naxos", (1, 0), 0, "dark", 1, 1),
        ],
        hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]},
        attack={"target": "Sparta", "from": {"Argos": 2}},
    )
    return Scenario(
        "hellas",
        start,
        steps(
            (
                "The attack declared",
                None,
                "Light attacks Sparta over land with 2 Greeks from Argos, which keeps 1: over "
                "land the attack needs at least as many Greeks as the defence, and Sparta has 2 "
                "(Hellas rulebook §5 Option 3, Attack Over Land). Before the fight both players "
                "may play god cards, and Dark, attacked, may answer first with a card marked "
                "for the opponent's turn (Hellas rulebook §7; §9 FAQ).",
            ),
            (
                "Dark's Shield Wall",
                "play Shield Wall",
                "Dark plays Shield Wall, a polislab-edition god card: the defence counts one "
                "Greek more, 3 against Light's 2. The card goes to the Ares discard pile "
                "(Hellas rulebook §7). Dark has no more cards, so Light decides now.",
            ),
            (
                "Light's Battle Fury",
                "play Battle Fury",
                "Light answers with Battle Fury, also polislab edition: the attack counts one "
                "Greek more, 3 against 3, as many as the defence, enough over land. Neither "
                "player has a card left to play, so the fight follows: Light takes Sparta, "
                "Dark's Greeks and ship there go back to its supply, and Light may place as "
                "many ships beside the city as Dark lost (Hellas rulebook §5 Option 3, After "
                "Attack).",
            ),
        ),
        title="An attack awaiting god cards",
        intro="The lesson starts in the middle of an attack, typed as it stands: the attack is "
        "declared and the god cards are awaited (Hellas rulebook §5 Option 3, §7); no earlier "
        "move is played to reach it. The god cards are polislab edition (the published cards "
        "were not found).",
    )


SCENARIOS["attack-cards"] = attack_cards

if __name__ == "__main__":
    sys.exit(main())
