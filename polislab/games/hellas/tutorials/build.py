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
from polislab.games.hellas.components import COMPONENTS
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import State

ROOT = Path(__file__).resolve().parents[4]
FOLDER = Path(__file__).resolve().parent / "scenarios"


def city(
    name: str, place: tuple[int, int], rotation: int, owner: str, greeks: int, ships: int
) -> tuple[str, tuple[int, int], int, str, int, int]:
    return (name, place, rotation, owner, greeks, ships)


#: The starting hands of the setup scenario (§3: one card of each god each), which the typed
#: positions of the lessons hold or have played (in the discard piles), so that their decks
#: and discard piles are those of a game (the maps are smaller than a game's, and say so).
STARTING_HANDS = {"light": ["Battle Fury", "Shipwrights", "New Colony"],
                  "dark": ["Shield Wall", "Storm", "Aegis"]}


def played(hands: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    """The discard piles when every starting card not in ``hands`` has been played (§7)."""
    kept = {card for cards in (hands or {}).values() for card in cards}
    piles: dict[str, list[str]] = {}
    for card in [c for cards in STARTING_HANDS.values() for c in cards if c not in kept]:
        piles.setdefault(COMPONENTS.card(card).god, []).append(card)
    return piles


def war_map(hands: dict[str, list[str]] | None = None) -> State:
    """Turn 5, Light to play. Light's Argos (north of the dolphin) is joined by land to dark's
    Sparta (north-east); dark's island Naxos lies south-east of the dolphin, light's Pylos west
    of it: both touch the dolphin, whose water joins them; dark's Thebai lies east of Sparta.
    The starting cards not in ``hands`` are played (turn 5: Light played its own on turn 3)."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 1),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
            city("Naxos", (1, 0), 0, "dark", 1, 1),
            city("Pylos", (-1, 0), turned("Pylos", 5), "light", 3, 1),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
        ],
        hands=hands,
        discards=played(hands),
        turn=5,
    )


def voyage_map() -> State:
    """Turn 5, Light to play: Light's Argos with 2 ships north of the dolphin and island Naxos
    with 1 south-east; dark's Sparta (1 ship) between them to the north-east, Thebai east of
    it. The starting cards are played."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 2),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
            city("Naxos", (1, 0), 0, "light", 1, 1),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
        ],
        discards=played(),
        turn=5,
    )


def steps(*rows: tuple[str, str | None, str]) -> list[Step]:
    return [Step(action, narration, title=title) for title, action, narration in rows]


# Narrations are read aloud: at most 60 words a step (tests/test_course.py), their citations
# short ("§5 Option 3": a section of the Hellas reference, which the panel's "Rules cited" and
# the rules page for learners explain). Light plays the odd turns (turn 1 is the starting
# player's: seed 003 §4), so a position with light to play is typed on turn 3 or later; on
# turn 5 or later, so that Light may have played starting cards (none on turn 1: §7).


# -- attacks over land and over water, and the regroup after a win ---------------------------
def attacks() -> Scenario:
    return Scenario(
        "hellas",
        war_map(),
        steps(
            (
                "Two attacks to make",
                None,
                "Light to play, on a small map typed for this lesson; the god cards dealt "
                "at the setup are all played. Light's Argos (3 Greeks) "
                "shares land with Dark's Sparta (1). Light's Pylos (3) and Dark's island Naxos "
                "(1) both touch the dolphin tile, whose water joins every city around it (§5 "
                "Option 3: Attack Over Water).",
            ),
            (
                "Over land: as many suffice",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek from Argos, which keeps 2: each "
                "attacking city keeps one. Over land at least as many Greeks as the defence "
                "win, so 1 against 1 takes Sparta (§5 Option 3: Attack Over Land). Dark's "
                "Greek and ship there go back to its supply (§5 Option 3: After Attack).",
            ),
            (
                "Ships for the city taken",
                "place ship",
                "Dark lost 1 ship at Sparta, so Light may place as many ships from its supply "
                "beside it (§5 Option 3: After Attack; fewer are allowed too: polislab ruling "
                "HL20). Light places 1.",
            ),
            (
                "Regrouping into Sparta",
                "move greek Argos to Sparta",
                "After a successful attack Light may regroup, but only from its other cities "
                "into the city just taken (§6): a Greek from Argos joins the one in Sparta. "
                "Argos keeps 1, as every city must, and no city may hold more than 3 Greeks or "
                "3 ships (§6).",
            ),
            (
                "End of Light's turn",
                "end turn",
                "Light ends the turn. Light holds 3 cities, Argos, Pylos and Sparta: far from "
                "the 10 that win at the end of a turn (§8).",
            ),
            (
                "Dark's burst: a Greek",
                "add greek Thebai",
                "Dark takes a Burst of Strength, away from the fight: 3 actions, 'each once, "
                "one twice and another once, or one thrice' (§5 Option 1); nobody has a "
                "temple, so no 4th. First a new Greek in Thebai ...",
            ),
            ("Dark's burst: a ship", "add ship Thebai", "... then a new ship beside Thebai ..."),
            (
                "Dark's burst: another ship",
                "add ship Thebai",
                "... and a second one (at most 3 ships a city): the third action ends the "
                "burst. Dark could now regroup freely among all its cities (§6) ...",
            ),
            ("Dark's turn ends", "end turn", "... but ends the turn: Light again."),
            (
                "Over water: one more",
                "attack Naxos from Pylos x2",
                "Light attacks Naxos from Pylos, through the dolphin's water. Over water the "
                "attack needs at least one Greek more than the defence (§5 Option 3: Attack "
                "Over Water): 1 against 1 would fail and lose the attacking Greek (§5 Option 3: "
                "After Attack). So Light sends 2, keeps 1 in Pylos, and takes Naxos. Ships "
                "never fight (§9 FAQ).",
            ),
            (
                "No ships this time",
                "place no ships",
                "Light may place 1 ship beside Naxos (Dark lost 1 there) but places none: the "
                "reference says 'may' (§5 Option 3: After Attack; polislab ruling HL20). "
                "Light could now regroup into Naxos. An attacker with more than 3 Greeks in "
                "the city taken returns the excess to the supply (§5 Option 3: After Attack).",
            ),
        ),
        title="Attacks over land and over water",
        intro="An attack over land needs as many Greeks as the defence, over water one more "
        "(Hellas reference §5 Option 3); the winner may place ships and regroups into the city "
        "taken (§5 Option 3: After Attack, §6).",
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
                "Light to play. A voyage draws the top tile and places it next to the dolphin "
                "or to two tiles, edges matching, no new water segment, where Light has more "
                "ships on the adjacent tiles than Dark (§5 Option 2; which tiles: polislab "
                "ruling HL9). Light: 2 ships at Argos, 1 at Naxos; Dark: 1 at Sparta, 1 at "
                "Thebai.",
            ),
            (
                "The voyage draws Pylos",
                "voyage",
                "Light sets out on a voyage. The tile comes by chance; the script makes it "
                "Pylos, land on one edge only. Dark has no card to play against it. Light may "
                "also refuse a tile, even one that fits: the voyage then fails "
                "(BoardGameGeek Hellas FAQ 6; polislab ruling HL10, whose option "
                "reject_tiles=False plays the reference alone).",
            ),
            (
                "Placed beside Argos",
                f"place Pylos at -1,0 rotation {turned('Pylos', 5)}",
                "North-west of the dolphin, beside Argos: 2 of Light's ships against none. "
                "South-east of Naxos it could not go: Light's 1 ship at Naxos only ties Dark's "
                "1 at Thebai. The new city gets a Greek from the supply, and the ship beside "
                "Argos, Light's only city next to Pylos, returns to the supply (§5 Option 2; "
                "polislab ruling HL12).",
            ),
            (
                "Regrouping into Pylos",
                "move ship Argos to Pylos",
                "After a successful voyage Light may regroup, but only into the new city (§6): "
                "Argos's last ship sails to Pylos.",
            ),
            ("End of the turn", "end turn", "Light ends the turn with 3 cities."),
        ),
        title="A voyage with the ship majority",
        intro="A voyage places the drawn tile only where the voyager has more adjacent ships "
        "than the opponent (Hellas reference §5 Option 2).",
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
                "The same map; Light holds Battle Fury, Dark Shield Wall, two polislab-edition "
                "Ares cards, each face showing what it does. Battle Fury: your attack counts "
                "one Greek more. Shield Wall, played on the opponent's turn: the defence "
                "counts one Greek more. Both players may play cards in an attack (§5 Option 3; "
                "§7; §9 FAQ).",
            ),
            (
                "Light attacks",
                "attack Sparta from Argos",
                "Light attacks Sparta over land with 1 Greek against 1. The defender may "
                "answer first, then the attacker (the order is polislab ruling HL18).",
            ),
            (
                "Shield Wall",
                "play Shield Wall",
                "Dark plays Shield Wall: the defence now counts 2, and 1 Greek is not enough. "
                "Light may now play a card, fight and lose, or call the attack off and end the "
                "turn (BoardGameGeek Hellas FAQ 8; polislab ruling HL19).",
            ),
            (
                "Battle Fury",
                "play Battle Fury",
                "Light plays Battle Fury: the attack counts 2 against 2, enough over land. "
                "Nobody has a card left, so the fight follows at once (polislab ruling HL18): "
                "Sparta is Light's.",
            ),
            (
                "Ships for the city taken",
                "place ship",
                "Light places the ship Dark lost (§5 Option 3: After Attack; polislab ruling "
                "HL20). The cards played lie on the Ares discard pile (§7).",
            ),
        ),
        title="A god card changing an attack",
        intro="Both players may play god cards in an attack, the defender first (Hellas "
        "reference §5 Option 3, §7; the order: polislab ruling HL18). The cards are polislab "
        "edition.",
    )


SCENARIOS = {"attacks": attacks, "voyage": voyage, "god-cards": god_cards}
ABOUT = ("The scripted scenarios of the Hellas tutorials hellas-attacks and learn-hellas, in "
    "teaching order, written by polislab/games/hellas/tutorials/build.py (which shows how "
    "each start was typed). Positions, tiles and cards are polislab edition, made to show the "
    "clauses of the Hellas reference.")


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
                "Each player takes a colour, 15 Greeks and 10 ships (§2, §3). The dolphin tile "
                "lies face up in the centre, all water as on the published tile; the other 23 "
                "tiles are shuffled face down into a stack, and each god's cards into a deck "
                "of their own (§3). Every draw here is scripted.",
            ),
            (
                "The starting hands",
                "draw Battle Fury",
                "Each player draws one card from each god's deck: a secret hand of 3 (§3). "
                "The board shows the hand of the player to act face up, the other's as backs "
                "(a teacher's view shows both). Then the initial map creation begins: Light "
                "draws the top tile, Argos, shown beside the stack as printed (§4).",
            ),
            (
                "Light places Argos",
                "place Argos at 0,-1 rotation 0",
                "A tile goes next to the dolphin tile, or next to two tiles already placed, "
                "land edges against land and water against water (§4). Light places Argos "
                "north of the dolphin with rotation 0, as printed: land on its north and "
                "north-east edges. 1 Greek goes on its city and 1 ship beside it, both from the "
                "supply.",
            ),
            (
                "Dark places Sparta",
                "place Sparta at 1,-1 rotation 0",
                "Dark places Sparta with its Greek and ship. Light then draws Delos, which has "
                "a temple: a temple tile is set aside in the initial map creation (§4), and "
                "Light draws again: Naxos (who draws next: polislab ruling HL5).",
            ),
            (
                "Light places Naxos",
                "place Naxos at 1,0 rotation 0",
                "Naxos is an island, water on every edge, so every tile beside it must show "
                "water there (§4: edges match exactly).",
            ),
            ("Dark places Pylos", "place Pylos at -1,0 rotation 0",
             "Dark's second tile, north-west of the dolphin."),
            (
                "Light places Thebai",
                "place Thebai at 0,1 rotation 2",
                "Light's third tile, with rotation 2 (two sixths clockwise): its water meets "
                "the dolphin's and Naxos's. Dark then draws Milos, an island: at every free "
                "place next to the dolphin or to two tiles, a neighbour shows land where Milos "
                "would show water. So it is set aside (§4), and Dark draws again (polislab "
                "ruling HL5).",
            ),
            ("Dark places Megara", "place Megara at -1,-1 rotation 3",
             "Dark's third tile, next to two placed tiles, Argos and Pylos. Rotation 3, half a "
             "turn, puts its land on the south edge, against Pylos's land."),
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
                "Light, with the light figures, takes the first turn (§4). On that first turn "
                "Light may play no god card (§7).",
            ),
        ),
        title="Setup and the initial map",
        intro="The setup and the initial map creation (Hellas reference §3-§4), each draw "
        "scripted; the tiles are polislab edition.",
        script=SETUP_SCRIPT,
    )


def burst_map() -> State:
    """Turn 5, light to play: each player's 4 tiles of the initial map, and light's temple
    island Delos south of the dolphin, brought by a voyage (temple tiles are never placed in
    the initial map): light has more cities with temples. Each player has played two of its
    three starting cards (in the discard piles) and holds the third."""
    return position(
        [
            city("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
            city("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 2, 1),
            city("Naxos", (1, 0), 0, "light", 1, 1),
            city("Delos", (0, 1), 0, "light", 1, 0),
            city("Thebai", (2, -1), 0, "dark", 2, 1),
            city("Pylos", (-1, 0), 0, "light", 1, 1),
            city("Eretria", (-1, -1), 3, "light", 1, 1),
            city("Megara", (2, 0), 0, "dark", 1, 1),
            city("Milos", (-1, 1), 0, "dark", 1, 1),
        ],
        hands={"light": ["Shipwrights"], "dark": ["Storm"]},
        discards=played({"light": ["Shipwrights"], "dark": ["Storm"]}),
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
                "Turn 5, Light to play, in a position typed for this lesson. Light's Delos has "
                "a temple, brought by a voyage (temple tiles are set aside in the initial map), "
                "and Dark has none: Light has more cities with temples, so its Burst of "
                "Strength may have 4 actions instead of 3 (§5 Option 1).",
            ),
            (
                "A god card on your own turn",
                "play Shipwrights at Delos, Naxos",
                "Light plays Shipwrights, a polislab-edition Poseidon card, before choosing its "
                "action: a ship beside Delos and one beside Naxos. A card is played face up and "
                "goes to its god's discard pile (§7); when each card may be played is written "
                "on it (polislab ruling HL23).",
            ),
            (
                "Burst action 1: a Greek",
                "add greek Naxos",
                "Light chooses a Burst of Strength. Each action places a new Greek in one of "
                "its cities, places a new ship beside one, or takes a god card; at most 3 "
                "Greeks and 3 ships a city (§5 Option 1).",
            ),
            ("Burst action 2: another Greek", "add greek Naxos",
             "The same action twice is allowed: Naxos now holds 3 Greeks, the most a city may "
             "(§5 Option 1)."),
            (
                "Burst action 3: a god card",
                "take card Zeus",
                "Light takes a Zeus card face down: it may not look at it until the burst ends. "
                "A hand holds at most 7 cards, 3 of one god (§5 Option 1).",
            ),
            (
                "The 4th action is optional",
                "end burst",
                "With more cities with temples Light may take a 4th action, but need not: it "
                "ends the burst after 3 ('you may take 4 actions', §5 Option 1, a choice: "
                "polislab ruling HL13). Light now looks at the card it took, face up on its "
                "panel: Thunderbolt (§9 FAQ). Drawn this turn, it waits for a later turn "
                "(§7).",
            ),
            (
                "Regrouping after a burst",
                "move greek Argos to Delos",
                "After a Burst of Strength Light may regroup freely among all its cities (§6): "
                "a Greek from Argos to Delos. Every city keeps at least one Greek, and holds at "
                "most 3 Greeks and 3 ships.",
            ),
            ("End of the turn", "end turn",
             "Light ends the turn, with 5 cities: Dark to play."),
        ),
        title="A Burst of Strength, a god card and regrouping",
        intro="A Burst of Strength of 3 actions, or 4 with more cities with temples, the god "
        "cards of your own turn, and the free regroup after a burst (Hellas reference §5 Option "
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
        discards=played(),
        turn=21,
    )


def victory() -> Scenario:
    return Scenario(
        "hellas",
        victory_map(),
        steps(
            (
                "Nine cities",
                None,
                "Late in a game: turn 21, Light to play, with Greeks in 9 cities; Dark has 4. "
                "A player who has Greeks in 10 cities at the end of their own turn wins at "
                "once (§8).",
            ),
            (
                "The tenth city",
                "attack Mykenai from Thebai",
                "Light attacks Mykenai over land from Thebai with 1 Greek against 1: over land "
                "at least as many Greeks as the defence win (§5 Option 3: Attack Over Land). "
                "Thebai keeps 2. Light now has Greeks in 10 cities, but the game ends only at "
                "the end of the turn (§8).",
            ),
            ("Ships for Mykenai", "place ship",
             "Dark lost 1 ship at Mykenai, so Light may place up to 1 ship from its supply "
             "beside it, and does (§5 Option 3: After Attack; 'up to': polislab ruling HL20)."),
            (
                "The end of the turn: Light wins",
                "end turn",
                "Light ends the turn with Greeks in 10 cities: the game ends and Light wins "
                "(§8).",
            ),
        ),
        title="Ten cities win",
        intro="The end of the game: Greeks in 10 cities at the end of a player's turn win "
        "(Hellas reference §8).",
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
        discards=played({"light": ["Battle Fury"], "dark": ["Shield Wall"]}),
        attack={"target": "Sparta", "from": {"Argos": 2}},
        turn=5,
    )
    return Scenario(
        "hellas",
        start,
        steps(
            (
                "The attack declared",
                None,
                "Light attacks Sparta over land with 2 Greeks from Argos, which keeps 1: over "
                "land it needs at least as many as Sparta's 2 (§5 Option 3: Attack Over Land). "
                "Both players may now play god cards (§5 Option 3; §7); Dark, attacked, answers "
                "first (polislab ruling HL18) with a card for the opponent's turn (§9 FAQ).",
            ),
            (
                "Dark's Shield Wall",
                "play Shield Wall",
                "Dark plays Shield Wall, a polislab-edition god card: the defence counts one "
                "Greek more, 3 against Light's 2. The card goes to the Ares discard pile (§7). "
                "Dark has no more cards, so Light decides now.",
            ),
            (
                "Light's Battle Fury",
                "play Battle Fury",
                "Light answers with Battle Fury, also polislab edition: the attack counts one "
                "Greek more, 3 against 3, enough over land. Nobody has a card left, so the "
                "fight follows: Light takes Sparta, Dark's Greeks and ship there go back to its "
                "supply, and Light may place as many ships beside it as Dark lost (§5 Option 3: "
                "After Attack).",
            ),
        ),
        title="An attack awaiting god cards",
        intro="The lesson starts in the middle of an attack, typed as it stands: the attack is "
        "declared and the god cards are awaited (Hellas reference §5 Option 3, §7); no earlier "
        "move is played to reach it. The god cards are polislab edition (the published cards "
        "were not found).",
    )


SCENARIOS["attack-cards"] = attack_cards


if __name__ == "__main__":
    main()
