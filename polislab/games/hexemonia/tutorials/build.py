"""Write the scripted scenarios of the Hexemonia tutorials (notebooks/uprisings.ipynb and
notebooks/learn-hexemonia.ipynb) as JSON.

    python -m polislab.games.hexemonia.tutorials.build

The start is the table of seed 004's Examples 4, 5 and 6, typed with
``polislab.games.hexemonia.position`` (the city-states as the examples describe them; the
tiles they do not name are polislab's choice, made here in the open). The scenario is saved
as a polislab scenario (polislab/core/scenario.py) in polislab/games/hexemonia/tutorials/scenarios/,
where ``polislab.games.hexemonia.tutorial(name)`` reads it. Nothing in it is left to chance.
A test checks that the stored files are what this script writes.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games.hexemonia import COMPONENTS, position
from polislab.games.hexemonia.state import State

ROOT = Path(__file__).resolve().parents[4]
FOLDER = Path(__file__).resolve().parent / "scenarios"
NAMES = ("Andrea", "Barbara", "Corrado")


def examples_4_to_6() -> State:
    """Andrea's turn of Examples 4, 5 and 6 (seed 004): Barbara's Quarry (3 Citizens, 2 Gold)
    beside her Active Phalanx (2 Hoplites, 4 Gold) and Inactive Walls; Corrado's Amphitheater
    (1 Citizen, the Oracle token) and Asty (3 Citizens, 1 Hoplite, 4 Gold); Corrado holds the
    Philosopher. Andrea's Amphitheater and Labyrinth stand where the Quarry will join them."""
    return position(
        NAMES,
        turn="Andrea",
        philosopher="Corrado",
        cities={
            "Andrea": {
                "A": "2c 5h 1g",
                "1a": "Amphitheater 2c 1g",
                "1b": "Labyrinth 1c 2h 1g",
                "1c": "Tavern 1c 1g",
                "1d": "Gymnasium 1c 1h 1g",
                "1e": "Phalanx 2h 1g",
                "1f": "Agora 1c 1g",
            },
            "Barbara": {"1a": "Quarry 3c 2g", "1b": "Phalanx 2h 4g", "1f": "Walls 1c"},
            "Corrado": {"1a": "Amphitheater 1c +Oracle", "1b": "Asty 3c 1h 4g"},
        },
        myths={"Corrado": ["Oracle"]},
    )


def steps(*rows: tuple[str, str | None, str, list[str] | None]) -> list[Step]:
    return [
        Step(action, narration, title=title, marks=None if marks is None else {"highlight": marks})
        for title, action, narration, marks in rows
    ]


def uprisings() -> Scenario:
    return Scenario(
        "hexemonia",
        examples_4_to_6(),
        steps(
            (
                "The table",
                None,
                "Andrea's turn, three players, so Uprisings are played (Hexemonia rulebook "
                "§Example 4). Corrado holds the Philosopher pawn. Barbara's Quarry (3 Citizens, "
                "2 Gold) sits between her Inactive Walls and her Active Phalanx; Corrado's "
                "Amphitheater carries the Oracle token.",
                ["Barbara 1a", "Barbara 1b", "Barbara 1f", "Corrado 1a"],
            ),
            (
                "War",
                "war",
                "Andrea chooses War: she may declare war once on each opponent. Only a tile on "
                "the edge of a city-state (one free side) can be attacked, never an Acropolis "
                "nor a tile whose loss would split the city-state in two (Hexemonia rulebook "
                "§Step C, War; Example 3).",
                None,
            ),
            (
                "Attack the Quarry",
                "attack Barbara 1a",
                "The Quarry's 3 Citizens are worth 3; only one Fortification counts, the Active "
                "Phalanx, adding 1 Hoplite (worth 2): the attack must be worth more than 5 "
                "(Hexemonia rulebook §War, Fortifications; the Inactive Walls add nothing).",
                None,
            ),
            (
                "Commit 4 Hoplites",
                "commit 4 hoplites from A",
                "Andrea plays it safe with 4 Hoplites from her Acropolis, worth 8 (a Hoplite is "
                "worth two Citizens: Hexemonia rulebook §War, Conquering a Tile).",
                None,
            ),
            (
                "Charge",
                "charge",
                "The Quarry falls and its 3 Citizens go to the supply. Andrea loses the same "
                "worth, 3 Citizens, paid with 2 Hoplites (worth 4, so 1 Citizen comes back as "
                "change), plus 1 Hoplite for the Phalanx's shield: 3 Hoplites lost, 1 Citizen "
                "of change from the supply (Hexemonia rulebook §War, Battle Casualties; "
                "Example 4).",
                None,
            ),
            (
                "Place the Quarry",
                "place Quarry at 2b",
                "The survivors (1 Hoplite, 1 Citizen) and the 2 Gold go with the Quarry into "
                "Andrea's city-state, next to her Labyrinth and Amphitheater (Hexemonia rulebook "
                "§War, Spoils of War).",
                None,
            ),
            (
                "Attack the Amphitheater",
                "attack Corrado 1a",
                "Now Corrado's Amphitheater, defended by 1 Citizen and no Fortification "
                "(Hexemonia rulebook §Example 5).",
                None,
            ),
            (
                "Commit 1 Hoplite",
                "commit 1 hoplite from A",
                "One Hoplite, worth 2, beats 1 Citizen.",
                None,
            ),
            (
                "Charge again: the Philosopher changes hands",
                "charge",
                "Both the Hoplite and Corrado's Citizen are lost; Andrea takes 1 Citizen as "
                "change. She already has an Amphitheater, so Corrado's goes to the Underworld, "
                "and the Citizen and the Oracle token go onto hers; she takes the Oracle Myth "
                "tile (Hexemonia rulebook §Example 5). No opponent is left to attack, so the War "
                "ends and step D begins: Andrea now shows the most Political symbols and takes "
                "the Philosopher from Corrado, so her own excess is safe. Barbara and Corrado "
                "check every tile for an Uprising: Barbara's Phalanx has 3 excess Gold, one "
                "kind, so half rounded up, 2 Gold, is discarded, leaving 2 Gold (the rulebook's "
                "Example 6 says 1 Gold is left, which does not add up: polislab keeps the rule "
                "and the example's 2 discarded, polislab ruling HX27); Corrado's Asty has 1 excess "
                "Citizen and 3 excess Gold, several kinds, so 2 Gold go to leave equal excess "
                "(Hexemonia rulebook §Step D, Uprisings; Example 6).",
                ["Barbara 1b", "Corrado 1b"],
            ),
        ),
        title="Uprisings: war, the Philosopher and the Uprisings it sets off (Hexemonia "
        "rulebook, Examples 4, 5 and 6)",
        intro="Andrea's war turn of the Hexemonia rulebook's Examples 4 and 5, then the "
        "Political Situation of Example 6.",
    )


SCENARIOS = {"uprisings": uprisings}
ABOUT = ("The scripted scenarios of the Hexemonia tutorials, in teaching order, written by "
    "polislab/games/hexemonia/tutorials/build.py. 'uprisings' plays the Hexemonia rulebook's "
    "worked examples (the tiles they leave unnamed are polislab edition); 'first-turns' and "
    "'war-and-the-end' teach a first game with the polislab edition's tiles.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")


# -- Learn to play (notebooks/learn-hexemonia.ipynb): a first two-player game --------------------
TWO = ("Ann", "Bob")


def stack_after(*top: str, held: tuple[str, ...] = ()) -> list[str]:
    """The two-player Stack of Fate with ``top`` first, then every tile not in ``held`` (the
    tiles already on the table, in hands or in ``top``), in the data's order."""
    left = Counter(COMPONENTS.tiles_for(2)) - Counter(held) - Counter(top)
    rest = []
    for title in COMPONENTS.tiles_for(2):
        if left[title] > 0:
            left[title] -= 1
            rest.append(title)
    return [*top, *rest]


def first_turns_start() -> State:
    """The opening of a two-player game: bare Acropolis tiles, four tiles face up, two in
    each hand, and the Stack of Fate in a scripted order."""
    hands = {"Ann": ["Spring", "Temple"], "Bob": ["Walls", "Oracle"]}
    display = ["Pasture", "Agora", "Phalanx", "Fates"]
    held = (*hands["Ann"], *hands["Bob"], *display)
    return position(TWO, step="draw", hands=hands, display=display,
                    stack=stack_after("Country", "Gymnasium", "Necropolis", "Village",
                                      "Quarry", held=held))


def first_turns() -> Scenario:
    return Scenario(
        "hexemonia",
        first_turns_start(),
        steps(
            (
                "Setting up",
                None,
                "Two players use the Athens and Sparta Acropolis tiles and the Terrain tiles "
                "with the '2' icon (23 in the polislab edition; the rulebook does not give the "
                "number) (3 players: add Olympia and the '3' tiles; 4 players: "
                "Athens, Sparta, Delphi and Delos and every tile). Each Acropolis starts with 2 "
                "Citizens and 1 Gold; four tiles lie face up by the Stack of Fate; each player "
                "holds two. Ann, the oldest, starts; Bob, on her right, keeps the Last Player "
                "token (Hexemonia rulebook §Setting Up the Game). With two players the "
                "Acropolis tiles may lie face up: here they do (polislab ruling HX2).",
                None,
            ),
            (
                "Step A: a face-up tile",
                "take Pasture",
                "A turn has four steps: A draw, B play tiles, C one action, D the Political "
                "Situation (Hexemonia rulebook §Playing the Game). Step A: Ann must first take "
                "a face-up tile; the top tile of the Stack of Fate, the Country, replaces it at "
                "once (§Step A).",
                None,
            ),
            (
                "Step A: a tile or a Resource",
                "take gold",
                "Then she takes either a second face-up tile or any one Resource from the supply "
                "onto her Acropolis: 1 Gold (Hexemonia rulebook §Step A).",
                ["Ann A"],
            ),
            (
                "Step B: a Chora tile",
                "play Pasture at 1a",
                "Step B: she may play any number of tiles from her hand, even none. A first "
                "tile only has to touch the Acropolis. She moves exactly the tile's cost from "
                "her other tiles onto it: the Pasture costs 1 Citizen (a polislab-edition "
                "value), taken from the Acropolis. A tile holding its cost is Active "
                "(Hexemonia rulebook §Step B; §Tiles).",
                ["Ann 1a"],
            ),
            (
                "Step B: touch two tiles",
                "play Spring at 1b",
                "Every later tile must touch at least two tiles, and the ring around the "
                "Acropolis is filled before a second ring begins (Hexemonia rulebook §Step B). "
                "The Spring costs nothing, so it is always Active (§Tiles, Example 2).",
                ["Ann 1b"],
            ),
            (
                "Step C: Production; step D",
                "produce",
                "Step C: exactly one action of four: Production, Strategy, Special or War. "
                "Production: each Active tile produces what its icon shows, onto itself: the "
                "Pasture 1 Citizen, a polislab-edition value (Hexemonia rulebook §Step C, "
                "Production). Step D: Ann counts Political symbols (the eye): her face-up "
                "Athens shows one (its Nature polislab edition; counted by polislab ruling "
                "HX22), Bob none, so she takes the Philosopher pawn. With two players "
                "Uprisings are an optional rule, off here; instead the pawn scores 3 points at "
                "the end "
                "(§Step D, Important Rule for Two Players). Play passes left, to Bob.",
                ["Ann 1a"],
            ),
            (
                "Bob draws a tile",
                "take Agora",
                "Bob takes the face-up Agora; the Gymnasium is turned over in its place "
                "(Hexemonia rulebook §Step A).",
                None,
            ),
            (
                "...and a Resource",
                "take hoplite",
                "His second draw is a Resource: 1 Hoplite onto his Acropolis, which now holds "
                "2 Citizens, 1 Hoplite and 1 Gold (Hexemonia rulebook §Step A).",
                ["Bob A"],
            ),
            (
                "A Polis tile",
                "play Agora at 1a",
                "A Polis tile must also touch the Acropolis or another Polis tile, and a "
                "city-state holds only one Polis tile of each title (Hexemonia rulebook §Step B; "
                "§Polis Tiles). The Agora costs 1 Citizen and 1 Gold (polislab edition).",
                ["Bob 1a"],
            ),
            (
                "A Myth tile",
                "play Oracle on 1a",
                "A Myth tile takes no cubes and joins no city-state: it lies before Bob, and its "
                "token goes on one of his tiles of the same Nature, never the Acropolis: the "
                "Oracle on the Agora, both Political (polislab edition for the Agora). It works "
                "while that tile is Active; at most three Myth tiles each (Hexemonia rulebook "
                "§Step B, Playing a Myth Tile; §Myth Tiles). Bob cannot pay for his Walls (2 "
                "Citizens, polislab edition): his Acropolis holds only 1 Citizen, and the cubes "
                "on the Agora, a tile played this turn, cannot pay (§Step B, Important).",
                ["Bob 1a"],
            ),
            (
                "Step C: Strategy",
                "strategy",
                "Strategy: Bob may move his Resources freely around his city-state (never onto "
                "a Myth tile), then on each tile exchange 2 Citizens for 1 Hoplite or back "
                "(Hexemonia rulebook §Step C, Strategy; one exchange a tile, polislab ruling HX9).",
                None,
            ),
            (
                "A move",
                "move citizen from A to 1a",
                "He moves 1 Citizen from his Acropolis onto the Agora: a move may go to any "
                "tile of his but a Myth tile (Hexemonia rulebook §Step C, Strategy).",
                ["Bob A", "Bob 1a"],
            ),
            (
                "An exchange",
                "exchange hoplite at A",
                "After the moves, the exchanges: he turns the Hoplite on his Acropolis into 2 "
                "Citizens, enough for the Walls next turn.",
                ["Bob A"],
            ),
            (
                "Step D: the pawn changes hands",
                "end strategy",
                "Step D: Bob shows 2 Political symbols (the Agora and the Oracle tile), Ann 1: "
                "the pawn goes to Bob (Hexemonia rulebook §Step D, The Philosopher Pawn). Were "
                "Uprisings played (always with 3 or 4 players), Ann would now check every tile "
                "for excess cubes, as the Uprisings tutorial shows.",
                None,
            ),
            (
                "Ann takes the Fates",
                "take Fates",
                "Ann's second turn: she takes the Fates; the Necropolis replaces it.",
                None,
            ),
            (
                "...and the Phalanx",
                "take Phalanx",
                "Then the Phalanx, a Fortification; the Village replaces it (Hexemonia rulebook "
                "§Step A).",
                None,
            ),
            (
                "The Temple",
                "play Temple at 1c",
                "The Temple (Polis) touches the Acropolis and the Spring. It costs 1 Citizen "
                "and 1 Gold (polislab edition), from any of her other tiles (Hexemonia rulebook "
                "§Step B).",
                ["Ann 1c"],
            ),
            (
                "Paying from the Pasture",
                "pay citizen from 1a",
                "She pays the Citizen from the Pasture (2 Citizens, cost 1: it stays Active) "
                "and the Gold from her Acropolis.",
                ["Ann 1a", "Ann 1c"],
            ),
            (
                "The Fates' token",
                "play Fates on 1a",
                "The Fates (Economic) takes its token to the Pasture, also Economic (both "
                "Natures polislab edition) (Hexemonia rulebook §Step B, Playing a Myth Tile).",
                ["Ann 1a"],
            ),
            (
                "Step C: Special",
                "special",
                "Special: she uses the gear abilities of one or more Active tiles, and of Myth "
                "tiles whose token stands on an Active tile, in any order (Hexemonia rulebook "
                "§Step C, Special; at least one, polislab ruling HX33).",
                None,
            ),
            (
                "The Temple's ability",
                "use Temple at 1c",
                "The Temple takes 1 Gold from the supply for each adjacent Sacred tile: the "
                "Spring, Sacred as in the rulebook's Example 1 (Hexemonia rulebook §Polis: the "
                "Temple).",
                ["Ann 1b", "Ann 1c"],
            ),
            (
                "The Fates' ability",
                "use Fates",
                "The Fates draw the top tile of the Stack of Fate into her hand (Hexemonia "
                "rulebook §Myth: the Fates).",
                None,
            ),
            (
                "The Spring's ability",
                "use Spring at 1b for hoplite",
                "The Spring puts one Resource of her choice from the supply on her Acropolis: "
                "a Hoplite (Hexemonia rulebook §Chora: the Spring).",
                ["Ann A"],
            ),
            (
                "Step D: the pawn stays",
                "end special",
                "Ann shows 1 Political symbol, Bob 2: the pawn stays with Bob. It only ever "
                "goes to the player whose turn it is, with more symbols than everyone else "
                "(Hexemonia rulebook §Step D, The Philosopher Pawn). Her hand holds 2 tiles; "
                "more than four would be discarded down to four (§Step D, Discard Excess "
                "Tiles).",
                None,
            ),
        ),
        title="Learn to play Hexemonia: setting up and the first turns",
        intro="A two-player game: setting up, then three turns through steps A to D, with "
        "Production, Strategy and Special.",
    )


def war_and_the_end_start() -> State:
    """Late in a two-player game: one tile left in the Stack of Fate; Bob's city-state shows
    the tiles one may attack and those one may not (the rulebook's Example 3)."""
    return position(
        TWO, step="draw", philosopher="Ann",
        cities={
            "Ann": {"A": "3c 2h 3g", "1a": "Agora 1c 1g", "1b": "Labyrinth 1c 1h",
                    "1d": "Amphitheater 2c 1g"},
            "Bob": {"A": "2c 1h 2g", "1a": "Walls 2c", "1b": "Gymnasium 1c 1h 1g",
                    "1c": "Pasture 1c", "1e": "Phalanx 2h 1g", "1f": "Temple 1c 1g",
                    "2a": "Village 1c 1g", "2b": "Quarry 1c 1h", "2l": "Country 2c",
                    "2f": "Port 1c 1g", "2g": "Spring"},
        },
        hands={"Ann": ["Tavern", "Walls", "Necropolis", "Fates"], "Bob": ["Fleet"]},
        display=["Pasture", "Hades", "Asty", "Oracle"], stack=["Muses"])


ATTACKABLE = ["Bob 1b", "Bob 1e", "Bob 1f", "Bob 2a", "Bob 2b", "Bob 2g", "Bob 2l"]


def war_and_the_end() -> Scenario:
    return Scenario(
        "hexemonia",
        war_and_the_end_start(),
        steps(
            (
                "Which tiles may be attacked?",
                None,
                "Late in the game: one tile is left in the Stack of Fate, and Ann holds the "
                "Philosopher. Earlier wars have left gaps: a conquered tile leaves its "
                "city-state, so a filled ring can open again (Bob's 1d, beside his Spring; Ann's "
                "Amphitheater at 1d now touches only her Acropolis). Only a tile on the edge of "
                "a city-state (one free side) can be "
                "attacked, never an Acropolis nor a tile whose loss would split the city-state "
                "(Hexemonia rulebook §Step C, War; Example 3). Which of Bob's tiles could Ann "
                "attack? Answer the exercise, then press Next.",
                None,
            ),
            (
                "The last tile is turned over",
                "take Hades",
                "Ann takes Hades; the Muses, the last tile of the Stack of Fate, replace it. "
                "The game ends: Ann finishes her turn, then each other player plays one final "
                "turn, up to the Last Player token's holder, without step A (Hexemonia "
                "rulebook §The End of the Game).",
                None,
            ),
            (
                "A second tile",
                "take Asty",
                "Her second draw: the Asty. Her hand holds 6 tiles. The Stack of Fate is "
                "empty, so no tile replaces it and only three stay face up (polislab ruling "
                "HX4: the rulebook does not say).",
                None,
            ),
            (
                "Hades",
                "play Hades on 1b",
                "Hades (Military) takes its token to the Labyrinth, a Military Fortification "
                "(both Natures polislab edition) (Hexemonia rulebook §Step B, Playing a Myth "
                "Tile).",
                ["Ann 1b"],
            ),
            (
                "Step C: War",
                "war",
                "War: she may declare war once on each opponent; with two players, on Bob "
                "(Hexemonia rulebook §Step C, War). She may attack the marked tiles. Not the "
                "Walls (1a): it is surrounded; not the Pasture (1c) nor the Port (2f): each is "
                "the only link between the Spring (2g) and the rest.",
                ATTACKABLE,
            ),
            (
                "Attack the Village",
                "attack Bob 2a",
                "The Village holds 1 Citizen; Bob's Active Walls beside it adds its shield, 2 "
                "Hoplites (worth 4; the Walls' 2 is polislab edition): the attack must be worth "
                "more than 5 (Hexemonia rulebook §War, Conquering a Tile; §War, "
                "Fortifications).",
                ["Bob 2a", "Bob 1a"],
            ),
            (
                "Commit 2 Hoplites",
                "commit 2 hoplites from A",
                "She takes Citizens and Hoplites from anywhere in her city-state; a Hoplite is "
                "worth two Citizens: 2 Hoplites, worth 4 (Hexemonia rulebook §War, Conquering "
                "a Tile).",
                ["Ann A"],
            ),
            (
                "...and 2 Citizens",
                "commit 2 citizens from A",
                "2 Citizens more: 6, more than 5.",
                ["Ann A"],
            ),
            (
                "Charge",
                "charge",
                "The Village's Citizen goes to the supply; Ann loses the same, 1 Citizen, plus "
                "2 Hoplites for the Walls' shield (Hexemonia rulebook §War, Battle Casualties). "
                "Her surviving Citizen and the Village's Gold go with the tile (§War, Spoils "
                "of War).",
                None,
            ),
            (
                "Place the Village",
                "place Village at 1c",
                "The conquered tile joins her city-state by the normal placement rules: a hole "
                "in her first ring comes first (Hexemonia rulebook §War, Spoils of War; polislab "
                "ruling HX5). With no opponent left to attack the War ends; step D: Ann keeps the "
                "Philosopher.",
                ["Ann 1c"],
            ),
            (
                "Discard to four",
                "discard Walls",
                "Her hand holds 5 tiles: at the end of her turn she discards down to four, "
                "her choice, to the Underworld (Hexemonia rulebook §Step D, Discard Excess "
                "Tiles).",
                None,
            ),
            (
                "Bob's final turn, and the end",
                "produce",
                "Bob holds the Last Player token: his is the final turn, and he skips step A "
                "(Hexemonia rulebook §The End of the Game). He takes Production; then the game "
                "ends and is scored: 1 point per Active Chora or Fortification tile, 2 per "
                "Active Polis tile, 8 for Myth tiles of three Natures (the Acropolis may count "
                "as one), 1 per Gold on the Acropolis, the Acropolis's bonus and, with two "
                "players and no Uprisings, 3 for the Philosopher (§Scoring).",
                None,
            ),
        ),
        title="Learn to play Hexemonia: war, the end of the game and the score",
        intro="The last turns of a two-player game: which tiles may be attacked, a war, the "
        "final round without step A, and the score.",
    )


# The learn-hexemonia scenarios, after the others in teaching order.
SCENARIOS["first-turns"] = first_turns
SCENARIOS["war-and-the-end"] = war_and_the_end

# -- a war typed part-way (issue 27): the lesson starts with cubes already committed -----------
def war_part_way() -> Scenario:
    start = position(
        ("Ann", "Bob"),
        turn="Ann",
        step="action",
        cities={"Ann": {"A": "2h 1g", "1a": "Pasture 1c"},
                "Bob": {"1a": "Pasture 1c", "1b": "Phalanx 2h 1g"}},
        war={"attacking": ("Bob", "1a"), "committed": {"A": "2c"}},
    )
    return Scenario(
        "hexemonia",
        start,
        steps(
            (
                "An attack under way",
                None,
                "Ann is in the middle of her War action: she has declared war on Bob's Pasture, "
                "which holds 1 Citizen beside Bob's Active Phalanx, and has committed 2 "
                "Citizens. The Phalanx's shield adds 1 Hoplite, worth two Citizens, so the "
                "defence is worth 3, and 2 Citizens do not exceed it (Hexemonia rulebook §War, "
                "Conquering a Tile, and its Pasture example).",
                ["Bob 1a", "Bob 1b"],
            ),
            (
                "One Hoplite more",
                "commit 1 hoplite from A",
                "A Hoplite is worth two Citizens: 2 Citizens and 1 Hoplite are worth 4, more "
                "than 3, so Ann may charge (Hexemonia rulebook §War, Conquering a Tile).",
                None,
            ),
            (
                "Charge",
                "charge",
                "The Pasture falls and its Citizen is destroyed. Ann loses as many: 1 Citizen, "
                "and 1 Hoplite more for the Phalanx's shield, as the rulebook's example says "
                "(Hexemonia rulebook §War, Battle Casualties).",
                None,
            ),
            (
                "The spoils",
                "place Pasture at 1b",
                "The surviving Citizen goes on the Pasture, which joins Ann's city-state by the "
                "usual placement rules (Hexemonia rulebook §War, Spoils of War). War is "
                "declared once on each opponent in the action, and Bob was the only one: the "
                "War ends, and step D follows (Hexemonia rulebook §Step C, War).",
                None,
            ),
        ),
        title="A war part-way: exceeding the defence",
        intro="The lesson starts in the middle of a War action, typed as it stands, with "
        "cubes already committed to an attack (Hexemonia rulebook §Step C, War); no earlier "
        "move is played to reach it.",
    )


SCENARIOS["war-part-way"] = war_part_way


if __name__ == "__main__":
    main()
