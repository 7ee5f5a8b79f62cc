"""Write the scripted scenarios of the Hellas tutorial (hellas-attacks) as JSON.

    python -m polislab.games.hellas.tutorials.build

Each start is a position of the main game typed with :func:`polislab.games.hellas.position.
position` (the map, the pieces and the hands, here in the open); each scenario is then saved as
a polislab scenario (polislab/core/scenario.py) in polislab/games/hellas/tutorials/scenarios/, where
``polislab.games.hellas.tutorial(name)`` reads it. The tile a voyage draws comes from the
scenario's ``script`` (the "tiles" deck, scripted randomness). A test checks that the stored
files are what this script writes.
"""

from __future__ import annotations

from pathlib import Path

from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import State

ROOT = Path(__file__).resolve().parents[4]
FOLDER = Path(__file__).resolve().parent / "scenarios"


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
                "around it (Hellas rulebook §5 Option 3: Attack Over Water). The tiles' names "
                "and their land and water are polislab edition.",
            ),
            (
                "Over land: as many suffice",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek from Argos, which keeps 2 (each "
                "attacking city keeps at least one Greek: Hellas rulebook §5 Option 3). Over "
                "land the attack needs at least as many Greeks as the defence: 1 against 1 "
                "wins (§5 Attack Over Land). After a win the defender loses all the Greeks and "
                "ships in the city to the supply (§5 After Attack): dark's Greek and ship go "
                "back.",
            ),
            (
                "Ships for the city taken",
                "place ship",
                "Dark lost 1 ship at Sparta, so light may place as many ships from its supply "
                "beside it, here 1 (Hellas rulebook §5 After Attack: 'may place same number of "
                "ships'; fewer are allowed too: polislab ruling HL20). Light places it.",
            ),
            (
                "Regrouping into Sparta",
                "move greek Argos to Sparta",
                "After a successful attack light may regroup, but only from its other cities "
                "into the city just taken (Hellas rulebook §6 Regrouping): a Greek from Argos "
                "joins the one in Sparta. Argos keeps 1, as every city must, and no city may "
                "hold more than 3 Greeks or 3 ships (§6).",
            ),
            (
                "End of light's turn",
                "end turn",
                "Light ends the turn. Light holds 3 cities, Argos, Pylos and Sparta: far from "
                "the 10 that win at the end of a turn (Hellas rulebook §8).",
            ),
            (
                "Dark's burst: a Greek",
                "add greek Thebai",
                "Dark takes a Burst of Strength, away from the fight: 3 actions, 'each once, "
                "one twice and another once, or one thrice' (Hellas rulebook §5 Option 1); "
                "neither player has a temple, so no 4th. First a new Greek in Thebai ...",
            ),
            ("Dark's burst: a ship", "add ship Thebai", "... then a new ship beside Thebai ..."),
            (
                "Dark's burst: another ship",
                "add ship Thebai",
                "... and a second one (at most 3 ships a city): the third action ends the "
                "burst. Dark could now regroup freely among all its cities (Hellas rulebook "
                "§6) ...",
            ),
            ("Dark's turn ends", "end turn", "... but ends the turn: light again."),
            (
                "Over water: one more",
                "attack Naxos from Pylos x2",
                "Light attacks Naxos from Pylos, through the dolphin's water. Over water the "
                "attack needs at least one Greek more than the defence (Hellas rulebook §5 "
                "Option 3: Attack Over Water): 1 Greek against Naxos's 1 would fail, and a "
                "failed attack loses all the attacking Greeks to the supply (§5 After Attack), "
                "so light sends 2 and keeps 1 in Pylos. 2 against 1: Naxos is taken. Ships "
                "never fight (§9 FAQ).",
            ),
            (
                "No ships this time",
                "place no ships",
                "Light may place 1 ship beside Naxos (dark lost 1 there) but places none: the "
                "rulebook's 'may' (Hellas rulebook §5 After Attack; polislab ruling HL20). "
                "Light could now regroup into Naxos; an attacker with more than 3 Greeks in "
                "the city taken would return the excess to the supply (§5 After Attack).",
            ),
        ),
        title="Attacks over land and over water",
        intro="An attack over land needs as many Greeks as the defence, over water one more "
        "(Hellas rulebook §5 Option 3); the winner may place ships and regroups into the city "
        "taken (§5 After Attack, §6).",
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
                "next to the dolphin tile or to two tiles, land to land and water to water, "
                "without creating a new water segment, where light has more ships on the "
                "adjacent tiles than dark (Hellas rulebook §5 Option 2: Voyage; which tiles "
                "count as adjacent: polislab ruling HL9). Light has 2 ships at Argos and 1 at "
                "Naxos; dark 1 at Sparta and 1 at Thebai.",
            ),
            (
                "The voyage draws Pylos",
                "voyage",
                "Light sets out on a voyage. The tile is drawn by chance; the script makes it "
                "Pylos, a polislab-edition tile with land on one edge only. Dark has no god "
                "card to play against it.",
            ),
            (
                "Placed beside Argos",
                f"place Pylos at -1,0 rotation {turned('Pylos', 5)}",
                "North-west of the dolphin, beside Argos: 2 of light's ships against none of "
                "dark's. South-east of Naxos, beside Naxos and Thebai, it could not go: 1 ship of "
                "light's at Naxos against 1 of dark's at Thebai is no majority. The new city "
                "gets a Greek from the supply, and light returns one of the 2 ships beside "
                "Argos, the only city of light's next to Pylos, to the supply (Hellas rulebook "
                "§5 Option 2; "
                "which ship, when several cities have one: polislab ruling HL12).",
            ),
            (
                "Regrouping into Pylos",
                "move ship Argos to Pylos",
                "After a successful voyage light may regroup, but only into the new city "
                "(Hellas rulebook §6): Argos's last ship sails to Pylos.",
            ),
            ("End of the turn", "end turn", "Light ends the turn with 3 cities."),
        ),
        title="A voyage with the ship majority",
        intro="A voyage places the drawn tile only where the voyager has more adjacent ships "
        "than the opponent (Hellas rulebook §5 Option 2).",
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
                "The same map, but light holds Battle Fury and dark holds Shield Wall, two "
                "polislab-edition Ares cards (the published cards' texts are not known to us). "
                "Battle Fury: your attack counts one Greek more. Shield Wall, marked for the "
                "opponent's turn: the defence counts one Greek more. Both players may play "
                "cards in an attack (Hellas rulebook §5 Option 3; §7 God Cards; §9 FAQ: Can I "
                "play a God card during an opponent's Attack?).",
            ),
            (
                "Light attacks",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek against 1. The defender answers "
                "first, then the attacker (the order is a polislab ruling, HL18).",
            ),
            (
                "Shield Wall",
                "play Shield Wall",
                "Dark plays Shield Wall: the defence now counts 2, and 1 Greek is not enough. "
                "Light may now play a card, fight and lose, or call the attack off and end the "
                "turn (Hellas publisher FAQ 8; polislab ruling HL19).",
            ),
            (
                "Battle Fury",
                "play Battle Fury",
                "Light plays Battle Fury: the attack counts 2 against 2, enough over land. Nobody "
                "has a card left, so the fight is decided at once (polislab ruling HL18): "
                "Sparta is light's.",
            ),
            (
                "Ships for the city taken",
                "place ship",
                "Light places the ship dark lost (Hellas rulebook §5 After Attack; polislab "
                "ruling HL20). The played cards are on the Ares discard pile (Hellas rulebook "
                "§7).",
            ),
        ),
        title="A god card changing an attack",
        intro="Both players may play god cards in an attack, the defender first (Hellas rulebook "
        "§5 Option 3, §7; the order: polislab ruling HL18). The cards are polislab edition.",
    )


SCENARIOS = {"attacks": attacks, "voyage": voyage, "god-cards": god_cards}
ABOUT = ("The scripted scenarios of the Hellas tutorials hellas-attacks and learn-hellas, in "
    "teaching order, written by polislab/games/hellas/tutorials/build.py (which shows how "
    "each start was typed). Positions, tiles and cards are polislab edition, made to show the "
    "clauses of the Hellas rulebook.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")



# -- learn-hellas: a first game, from the setup to the win ----------------------------------
# (scenarios of notebooks/learn-hellas.ipynb, after those of hellas-attacks)

#: The setup's scripted draws: each player's starting hand (light's Ares card is the first
#: step's own draw), then the tiles in the order they come off the stack.
SETUP_SCRIPT = {
    "decks": {
        "Ares": ["Shield Wall"],
        "Poseidon": ["Shipwrights", "Storm"],
        "Zeus": ["New Colony", "Aegis"],
        "tiles": ["Argos", "Sparta", "Delos", "Naxos", "Pylos", "Thebai", "Milos", "Megara",
                  "Eretria", "Korinthos"],
    }
}


def setup() -> Scenario:
    from polislab.games import hellas

    return Scenario(
        "hellas",
        hellas.engine.initial_state(),  # before the deal: the tutorial shows each draw
        steps(
            (
                "Before the setup",
                None,
                "Each player takes a colour, 15 Greeks and 10 ships (Hellas rulebook §2-§3). "
                "The dolphin tile, all water, lies face up in the centre; the other 23 tiles "
                "are shuffled face down into a stack, and the Ares, Poseidon and Zeus god cards "
                "into three decks (§3). Every draw here is scripted.",
            ),
            (
                "The starting hands",
                "draw Battle Fury",
                "Each player draws one card from each god's deck: 3 secret cards (Hellas "
                "rulebook §3). Then the initial map creation begins: light draws the top tile "
                "(§4).",
            ),
            (
                "Light places Argos",
                "place Argos at 0,-1 rotation 0",
                "A tile goes next to the dolphin tile, or next to two tiles already placed, "
                "land edges against land and water against water (Hellas rulebook §4). Light "
                "puts 1 Greek on its city and 1 ship beside it, both from the supply. Dark "
                "draws next.",
            ),
            (
                "Dark places Sparta",
                "place Sparta at 1,-1 rotation 0",
                "Dark places Sparta with its Greek and ship. Light then draws Delos, which has "
                "a temple: a temple tile is set aside in the initial map creation (Hellas "
                "rulebook §4), and light draws again: Naxos (who draws next: polislab ruling "
                "HL5).",
            ),
            (
                "Light places Naxos",
                "place Naxos at 1,0 rotation 0",
                "Naxos is an island, water on every edge, so every tile beside it must show "
                "water there (Hellas rulebook §4: land/water edges match exactly).",
            ),
            ("Dark places Pylos", "place Pylos at -1,0 rotation 0",
             "Dark's second tile, north-west of the dolphin."),
            (
                "Light places Thebai",
                "place Thebai at 0,1 rotation 2",
                "Light's third tile. Dark then draws Milos, an island with water on every "
                "edge: at every free place next to the dolphin or to two tiles, a neighbour "
                "shows land where Milos would show water. It cannot be placed legally, so it "
                "is set aside (Hellas rulebook §4), and dark draws again (polislab ruling HL5).",
            ),
            ("Dark places Megara", "place Megara at -1,-1 rotation 3",
             "Dark's third tile, next to two placed tiles, Argos and Pylos."),
            (
                "Light places Eretria",
                "place Eretria at 2,-1 rotation 5",
                "Light's fourth and last tile: next to two placed tiles, Sparta and Naxos, not "
                "to the dolphin.",
            ),
            (
                "Dark places Korinthos",
                "place Korinthos at -2,0 rotation 0",
                "Dark's fourth tile, next to Pylos and Megara. Each player has placed 4 tiles: "
                "the tiles set aside (Delos, Milos) are shuffled back into the stack, and "
                "light, the player with the light figures, takes the first turn (Hellas "
                "rulebook §4). On that first turn light may play no god card (§7).",
            ),
        ),
        title="Setup and the initial map",
        intro="The setup and the initial map creation (Hellas rulebook §3-§4), each draw "
        "scripted; the tiles are polislab edition.",
        script=SETUP_SCRIPT,
    )


def burst_map() -> State:
    """Light's Argos and Naxos with dark's Sparta and Thebai as in the voyage map, and light's
    temple island Delos south of the dolphin: light has more cities with temples."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 2, 1),
            city("Naxos", (1, 0), 0, "light", 1, 1),
            city("Delos", (0, 1), 0, "light", 1, 0),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
        ],
        hands={"light": ["Shipwrights"], "dark": ["Storm"]},
        turn=5,
    )


def burst() -> Scenario:
    return Scenario(
        "hellas",
        burst_map(),
        steps(
            (
                "A temple majority",
                None,
                "Turn 5, light to play. Light's Delos has a temple and dark has none: light "
                "has more cities with temples, so a Burst of Strength may have 4 actions "
                "instead of 3 (Hellas rulebook §5 Option 1). Light holds Shipwrights, a "
                "polislab-edition Poseidon card.",
            ),
            (
                "A god card on your own turn",
                "play Shipwrights at Delos, Naxos",
                "Light plays Shipwrights before choosing its action: a ship beside Delos and "
                "one beside Naxos. A card is played face up and goes to its god's discard pile "
                "(Hellas rulebook §7); when it is played is the card's own rule (polislab "
                "ruling HL23).",
            ),
            (
                "Burst action 1: a Greek",
                "add greek Naxos",
                "Light chooses a Burst of Strength. Each action places a new Greek in one of "
                "its cities, places a new ship beside one, or takes a god card; at most 3 "
                "Greeks and 3 ships a city (Hellas rulebook §5 Option 1).",
            ),
            ("Burst action 2: another Greek", "add greek Naxos",
             "The same action twice is allowed: Naxos now holds 3 Greeks, the most a city may "
             "(Hellas rulebook §5 Option 1)."),
            (
                "Burst action 3: a god card",
                "take card Zeus",
                "Light takes a Zeus card: it stays face down until the burst ends (Hellas "
                "rulebook §5 Option 1: at most 7 cards in hand, 3 of one god).",
            ),
            (
                "The 4th action is optional",
                "end burst",
                "With more cities with temples light may take a 4th action, but need not: it "
                "ends the burst after 3 (Hellas rulebook §5 Option 1: 'you may take 4 actions'; "
                "read as a choice, polislab ruling HL13). Now light looks at the card: "
                "Thunderbolt. Drawn this turn, it cannot be played before a later turn (§7).",
            ),
            (
                "Regrouping after a burst",
                "move greek Argos to Delos",
                "After a Burst of Strength light may regroup freely among all its cities "
                "(Hellas rulebook §6): a Greek from Argos to Delos. Every city keeps at least "
                "one Greek, and holds at most 3 Greeks and 3 ships.",
            ),
            ("End of the turn", "end turn",
             "Light ends the turn, with 3 cities: dark to play."),
        ),
        title="A Burst of Strength, a god card and regrouping",
        intro="A Burst of Strength of 3 actions, or 4 with more cities with temples, the god "
        "cards of your own turn, and the free regroup after a burst (Hellas rulebook §5 Option "
        "1, §6, §7).",
        script={"decks": {"Zeus": ["Thunderbolt"]}},
    )


def victory_map() -> State:
    """Late in a game: light holds 9 cities, dark 4. Light's Thebai (3 Greeks) shares land
    with dark's Mykenai (1) and Sparta (2); light's Argos (3) shares land with dark's Chalkis
    (1)."""
    return position(
        [
            city("Argos", (-1, 0), 0, "light", 3, 1),
            city("Sparta", (-1, 1), 2, "dark", 2, 1),
            city("Naxos", (1, -1), 0, "light", 1, 1),
            city("Pylos", (0, -1), 4, "light", 1, 1),
            city("Thebai", (0, 1), 2, "light", 3, 1),
            city("Milos", (1, 0), 0, "light", 1, 1),
            city("Megara", (-2, 1), 0, "light", 1, 1),
            city("Eretria", (-2, 0), 3, "light", 1, 1),
            city("Korinthos", (-2, 2), 1, "light", 1, 1),
            city("Mykenai", (-1, 2), 0, "dark", 1, 1),
            city("Tiryns", (0, 2), 0, "light", 1, 1),
            city("Rhodos", (1, -2), 0, "dark", 1, 1),
            city("Chalkis", (-1, -1), 1, "dark", 1, 1),
        ],
        turn=20,
    )


def victory() -> Scenario:
    return Scenario(
        "hellas",
        victory_map(),
        steps(
            (
                "Nine cities",
                None,
                "Turn 20, light to play with Greeks in 9 cities; dark has 4. A player who has "
                "Greeks in 10 cities at the end of their turn wins at once (Hellas rulebook "
                "§8).",
            ),
            (
                "The tenth city",
                "attack Mykenai from Thebai x2",
                "Light attacks Mykenai over land, where as many Greeks as the defence suffice "
                "(Hellas rulebook §5 Option 3: Attack Over Land): Thebai sends 2 of its 3 and "
                "keeps 1, and 2 against 1 wins. Light now has Greeks in 10 cities, but the game "
                "ends only at the end of the turn (§8).",
            ),
            ("Ships for Mykenai", "place ship",
             "Dark lost 1 ship at Mykenai, so light may place up to 1 ship from its supply "
             "beside it, and does (Hellas rulebook §5 After Attack; 'up to': polislab ruling "
             "HL20)."),
            (
                "The end of the turn: light wins",
                "end turn",
                "Light ends the turn with Greeks in 10 cities: the game ends and light wins "
                "(Hellas rulebook §8).",
            ),
        ),
        title="Ten cities win",
        intro="The end of the game: Greeks in 10 cities at the end of a player's turn win "
        "(Hellas rulebook §8).",
    )


SCENARIOS.update({"setup": setup, "burst": burst, "victory": victory})

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
    main()
