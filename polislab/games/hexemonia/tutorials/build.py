"""Write the scripted scenarios of the Hexemonia tutorials (notebooks/uprisings.ipynb and
notebooks/learn-hexemonia.ipynb) as JSON.

    python -m polislab.games.hexemonia.tutorials.build

The start is the table of seed 004's Examples 4, 5 and 6, set up with
``polislab.games.hexemonia.position`` (the city-states as the examples describe them;
Andrea's other tiles are those Example 7 gives her at the end, and that she holds them
already, where the tiles lie and the cubes the examples do not count are polislab's choice,
made here in the open). The scenario is saved
as a polislab scenario (polislab/core/scenario.py) in polislab/games/hexemonia/tutorials/scenarios/,
where ``polislab.games.hexemonia.tutorial(name)`` reads it. Nothing in it is left to chance.
A test checks that the stored files are what this script writes.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

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
    Philosopher. Andrea's Amphitheater and Labyrinth stand where the Quarry will join them;
    her Tavern, Gymnasium, Phalanx and Agora are the other tiles Example 7 gives her."""
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


#: A row's last item for a step whose narration tells the step D of the turn that has just
#: ended: the board shows that turn at the end of its step D (the mark "step").
STEP_D = "step D"


def steps(*rows: tuple[Any, ...]) -> list[Step]:
    """Steps from rows (title, action, narration, places to frame or None for the move's
    own marks[, whose city-state the board draws in full][, STEP_D])."""
    out = []
    for title, action, narration, highlight, *rest in rows:
        step_d = STEP_D in rest
        focus = [name for name in rest if name != STEP_D]
        marks: dict[str, list[str]] | None = None
        if highlight is not None or focus or step_d:
            marks = {}
            if highlight is not None:
                marks["highlight"] = highlight
            if focus:
                marks["focus"] = [focus[0]]
            if step_d:
                marks["step"] = ["D"]
        out.append(Step(action, narration, title=title, marks=marks))
    return out


def uprisings() -> Scenario:
    return Scenario(
        "hexemonia",
        examples_4_to_6(),
        steps(
            (
                "The table",
                None,
                "Andrea's turn. With three players Uprisings are played (§Step D, Important "
                "Rule for Two Players). Corrado holds the Philosopher pawn. Barbara's Quarry "
                "(3 Citizens, 2 Gold) sits between her Inactive Walls and her Active Phalanx "
                "(Example 4); Corrado's Amphitheater carries the Oracle token (Example 5).",
                ["Barbara 1a", "Barbara 1b", "Barbara 1f", "Corrado 1a"],
                "Barbara",
            ),
            (
                "War",
                "war",
                "Andrea chooses War: she may declare war once on each opponent. Only a tile on "
                "the edge of a city-state (at least one free side) can be attacked, never an "
                "Acropolis nor a tile whose loss would split the city-state in two (§Step C, War; "
                "Example 3).",
                None,
            ),
            (
                "Attack the Quarry",
                "attack Barbara 1a",
                "The Quarry's 3 Citizens are worth 3. Only one Fortification counts, the Active "
                "Phalanx, adding 1 Hoplite, worth 2; the Inactive Walls add nothing. The attack "
                "must be worth more than 5 (§War, Fortifications).",
                None,
            ),
            (
                "Commit 4 Hoplites",
                "commit 4 hoplites from A",
                "Andrea plays it safe with 4 Hoplites from her Acropolis, worth 8: a Hoplite is "
                "worth two Citizens (§War, Conquering a Tile).",
                None,
                "Andrea",
            ),
            (
                "Charge",
                "charge",
                "The Quarry falls and its 3 Citizens go to the supply. Andrea loses the same "
                "worth, 3 Citizens, paid with 2 Hoplites (worth 4, so 1 Citizen comes back as "
                "change), plus 1 Hoplite for the Phalanx's shield: 3 Hoplites lost "
                "(§War, Battle Casualties; Example 4).",
                None,
            ),
            (
                "Place the Quarry",
                "place Quarry at 2b",
                "The survivors (1 Hoplite, 1 Citizen) and the 2 Gold go with the Quarry into "
                "Andrea's city-state, next to her Labyrinth and Amphitheater (§War, Spoils of "
                "War).",
                None,
            ),
            (
                "Attack the Amphitheater",
                "attack Corrado 1a",
                "Now Corrado's Amphitheater, defended by 1 Citizen and no Fortification "
                "(Example 5).",
                None,
            ),
            (
                "Commit 1 Hoplite",
                "commit 1 hoplite from A",
                "One Hoplite, worth 2, beats 1 Citizen.",
                None,
            ),
            (
                "Charge again: the Oracle",
                "charge",
                "Both the Hoplite and Corrado's Citizen are lost; Andrea takes 1 Citizen as "
                "change. She already has an Amphitheater, so Corrado's goes to the Underworld; "
                "the Citizen of change and the Oracle token go onto hers, and she takes the "
                "Oracle Myth tile (Example 5). A fourth Myth tile would make her discard one "
                "(§War, Spoils of War).",
                ["Andrea 1a"],
                "Andrea",
                STEP_D,
            ),
            (
                "The Philosopher changes hands",
                None,
                "No opponent is left to attack, so the War ends and step D begins. Andrea "
                "counts her tiles with the eye, Active or not, and her Myth tiles with the eye "
                "(the Oracle): 3, more than anyone. The pawn comes to her, and her own excess is "
                "safe from Uprisings (§Step D, The Philosopher Pawn; polislab ruling HX22).",
                None,
                "Andrea",
                STEP_D,
            ),
            (
                "An Uprising: one kind of excess",
                None,
                "The pawn changed hands (taken for the first time would count too), so Barbara "
                "and Corrado check every tile for an Uprising (§Step D, Uprisings); an Acropolis "
                "never rises up (§The Acropolis Tile). Barbara's Phalanx had 3 excess Gold, one "
                "kind: half, rounded up, was discarded, 2 Gold. It now holds 2 Hoplites and 2 "
                "Gold.",
                ["Barbara 1b"],
                "Barbara",
                STEP_D,
            ),
            (
                "Example 6 does not add up",
                None,
                "The rulebook's Example 6 says 1 Gold is left on the Phalanx, which does not "
                "add up: 4 Gold less 2 leaves 2. polislab keeps the rule and the example's 2 "
                "discarded, so 2 Gold stay (polislab ruling HX27).",
                ["Barbara 1b"],
                "Barbara",
                STEP_D,
            ),
            (
                "An Uprising: several kinds",
                None,
                "Corrado's Asty had 1 excess Citizen and 3 excess Gold, several kinds: 2 Gold "
                "went, to leave an equal excess of each kind. It now holds 3 Citizens, 1 "
                "Hoplite and 2 Gold, as Example 6 says (§Step D, Uprisings). Barbara's turn "
                "comes next.",
                ["Corrado 1b"],
                "Corrado",
                STEP_D,
            ),
        ),
        title="Uprisings (Examples 4 to 6)",
        intro="Andrea's war turn of the Hexemonia rulebook's Examples 4 and 5, then the "
        "Political Situation of Example 6.",
    )


SCENARIOS = {"uprisings": uprisings}
ABOUT = ("The scripted scenarios of the Hexemonia tutorials, in teaching order, written by "
    "polislab/games/hexemonia/tutorials/build.py. 'uprisings' plays the Hexemonia rulebook's "
    "worked examples (where they leave a tile or its cubes unsaid, polislab chose); "
    "'first-turns' and "
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
                "A two-player game uses the Athens and Sparta Acropolis tiles and the Terrain "
                "tiles with the '2' icon. Each Acropolis starts with 2 Citizens and 1 Gold. "
                "Four tiles lie face up beside the Stack of Fate; each player holds two in hand "
                "(§Setting Up the Game).",
                None,
            ),
            (
                "Who starts",
                None,
                "Ann, the oldest, starts; Bob, on her right, keeps the Last Player token "
                "(§Setting Up the Game). With two players the Acropolis tiles may lie face up; "
                "here they do (polislab ruling HX2).",
                None,
            ),
            (
                "Step A: a face-up tile",
                "take Pasture",
                "A turn has four steps: A draw, B play tiles, C one action, D the Political "
                "Situation (§Playing the Game). Ann first takes a face-up tile, the Pasture; "
                "the top tile of the Stack of Fate, the Country, replaces it at once (§Step A).",
                None,
            ),
            (
                "Step A: a tile or a Resource",
                "take gold",
                "Then she takes a second face-up tile or one Resource from the supply onto her "
                "Acropolis: she takes 1 Gold (§Step A).",
                ["Ann A"],
            ),
            (
                "Step B: a Chora tile",
                "play Pasture at 1a",
                "Step B: she may play any number of tiles, even none. A first tile only has to "
                "touch the Acropolis. She moves exactly the tile's cost onto it from her other "
                "tiles: the Pasture costs 1 Citizen (the rulebook's Example 2). A tile holding "
                "its cost is Active (§Step B; §Tiles).",
                ["Ann 1a"],
            ),
            (
                "Step B: touch two tiles",
                "play Spring at 1b",
                "Every later tile must touch at least two tiles, and the ring around the "
                "Acropolis is filled before a second ring begins (§Step B). The Spring costs "
                "nothing, so it is always Active (§Tiles, Example 2).",
                ["Ann 1b"],
            ),
            (
                "Step C: Production",
                "produce",
                "Step C: exactly one action of four: Production, Strategy, Special or War. "
                "Production: each Active tile produces what its icon shows, onto itself: the "
                "Pasture makes 1 Citizen* (§Step C, Production). Step D follows at once.",
                ["Ann 1a"],
                "Ann",
                STEP_D,
            ),
            (
                "Step D: the Philosopher",
                None,
                "Step D: Ann counts the Political symbols (the eye) of each city-state. Her "
                "face-up Athens shows one* (polislab ruling HX22), Bob's city none, so she "
                "takes the Philosopher pawn (§Step D, The Philosopher Pawn).",
                ["Ann A"],
                "Ann",
                STEP_D,
            ),
            (
                "Two players: no Uprisings",
                None,
                "With two players Uprisings are an optional rule, off here; instead, whoever "
                "holds the pawn at the end scores 3 points (§Step D, Important Rule for Two "
                "Players). Ann's turn ends; play passes left, to Bob.",
                None,
                STEP_D,
            ),
            (
                "Bob draws a tile",
                "take Agora",
                "Bob takes the face-up Agora; the Gymnasium is turned over in its place "
                "(§Step A).",
                None,
            ),
            (
                "...and a Resource",
                "take hoplite",
                "His second draw is a Resource: 1 Hoplite onto his Acropolis, which now holds "
                "2 Citizens, 1 Hoplite and 1 Gold (§Step A).",
                ["Bob A"],
            ),
            (
                "A Polis tile",
                "play Agora at 1a",
                "A Polis tile must also touch the Acropolis or another Polis tile, and a "
                "city-state holds only one Polis tile of each title (§Step B; §Polis Tiles). "
                "The Agora costs 1 Citizen and 1 Gold*.",
                ["Bob 1a"],
            ),
            (
                "A Myth tile",
                "play Oracle on 1a",
                "A Myth tile takes no cubes and joins no city-state: it lies before Bob, its "
                "token on one of his tiles of the same Nature, never the Acropolis: the Oracle "
                "(Political) on the Agora (Political*) (§Step B, Playing a Myth Tile). It works "
                "while that tile is Active; three Myth tiles at most (§Myth Tiles).",
                ["Bob 1a"],
            ),
            (
                "The Walls must wait",
                None,
                "Bob cannot pay for his Walls (2 Citizens*): his Acropolis holds 1 Citizen, and "
                "the cubes on the Agora, a tile played this turn, cannot pay for another "
                "(§Step B, Important).",
                ["Bob A", "Bob 1a"],
            ),
            (
                "Step C: Strategy",
                "strategy",
                "Strategy: Bob may move his Resources freely around his city-state, never onto "
                "a Myth tile, then on each tile exchange 2 Citizens for 1 Hoplite or back "
                "(§Step C, Strategy; one exchange a tile: polislab ruling HX9).",
                None,
            ),
            (
                "A move",
                "move citizen from A to 1a",
                "He moves 1 Citizen from his Acropolis onto the Agora (§Step C, Strategy).",
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
                "Step D: Bob shows 2 Political symbols, the Agora* and the Oracle tile; Ann 1. "
                "The pawn goes to Bob (§Step D, The Philosopher Pawn). Were Uprisings played, "
                "as they always are with 3 or 4 players, Ann would now check every tile for "
                "excess cubes.",
                None,
                "Bob",
                STEP_D,
            ),
            (
                "Ann takes the Fates",
                "take Fates",
                "Ann's second turn: she takes the Fates; the Necropolis replaces it (§Step A).",
                None,
            ),
            (
                "...and the Phalanx",
                "take Phalanx",
                "Then the Phalanx, a Fortification; the Village replaces it (§Step A).",
                None,
            ),
            (
                "The Temple",
                "play Temple at 1c",
                "The Temple (Polis) touches the Acropolis and the Spring. It costs 1 Citizen "
                "and 1 Gold*, paid from any of her other tiles (§Step B).",
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
                "The Fates, Economic*, takes its token to the Pasture, also Economic* (§Step B, "
                "Playing a Myth Tile).",
                ["Ann 1a"],
            ),
            (
                "Step C: Special",
                "special",
                "Special: she uses the gear abilities of one or more Active tiles, and of Myth "
                "tiles whose token stands on an Active tile, in any order (§Step C, Special; "
                "at least one: polislab ruling HX33).",
                None,
            ),
            (
                "The Temple's ability",
                "use Temple at 1c",
                "The Temple takes 1 Gold from the supply for each adjacent Sacred tile: the "
                "Spring, Sacred as in the rulebook's Example 1 (§Polis: the Temple).",
                ["Ann 1b", "Ann 1c"],
            ),
            (
                "The Fates' ability",
                "use Fates",
                "The Fates draw the top tile of the Stack of Fate into her hand (§Myth: the "
                "Fates).",
                None,
            ),
            (
                "The Spring's ability",
                "use Spring at 1b for hoplite",
                "The Spring puts one Resource of her choice from the supply on her Acropolis: "
                "a Hoplite (§Chora: the Spring).",
                ["Ann A"],
            ),
            (
                "Step D: the pawn stays",
                "end special",
                "Step D: Ann shows 1 Political symbol (Athens, Political*), Bob 2 (the "
                "Agora, Political*, and the Oracle): the pawn stays with Bob; it goes only to "
                "the player on turn, with more than everyone else (§Step D, The Philosopher "
                "Pawn). Her hand holds 2 tiles; over four, she would discard down to four "
                "(§Step D, Discard Excess Tiles).",
                None,
                "Ann",
                STEP_D,
            ),
        ),
        title="Hexemonia: the first turns",
        intro="A two-player game: setting up, then three turns through steps A to D, with "
        "Production, Strategy and Special.",
    )


def war_and_the_end_start() -> State:
    """Late in another two-player game than the first turns' (set up as it stands, not played
    on from them): one tile left in the Stack of Fate; Bob's city-state shows the tiles one
    may attack and those one may not (the rulebook's Example 3)."""
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
        display=["Pasture", "Hades", "Asty", "Oracle"], stack=["Muses"], turns=11)


ATTACKABLE = ["Bob 1b", "Bob 1e", "Bob 1f", "Bob 2a", "Bob 2b", "Bob 2g", "Bob 2l"]


def war_and_the_end() -> Scenario:
    return Scenario(
        "hexemonia",
        war_and_the_end_start(),
        steps(
            (
                "Another game, late",
                None,
                "Another two-player game, not the first turns' game: set up as it stands on "
                "turn 11. One tile is left in the Stack of Fate; Ann holds the Philosopher. "
                "Earlier wars have left gaps: a conquered tile leaves its city-state, so a "
                "filled ring can open again, as at Bob's 1d, beside his Spring (2g).",
                ["Bob 1d", "Bob 2g"],
                "Bob",
            ),
            (
                "Which tiles may be attacked?",
                None,
                "Only a tile on the edge of a city-state (at least one free side) can be attacked, "
                "never an Acropolis nor a tile whose loss would split the city-state (§Step C, "
                "War; Example 3). Which of Bob's tiles could Ann attack? Answer the question "
                "above, then press Next.",
                [],
                "Bob",
            ),
            (
                "The last tile is turned over",
                "take Hades",
                "Ann takes Hades; the Muses, the last tile of the Stack of Fate, replace it. "
                "The game ends: Ann finishes her turn, then each other player plays one final "
                "turn, up to the Last Player token's holder, without step A (§The End of the "
                "Game).",
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
                "Hades, Military*, takes its token to the Labyrinth, a Military* Fortification "
                "(§Step B, Playing a Myth Tile).",
                ["Ann 1b"],
            ),
            (
                "Step C: War",
                "war",
                "War: she may declare war once on each opponent; with two players, on Bob "
                "(§Step C, War). She may attack the marked tiles. Not the Walls (1a): it is "
                "surrounded; not the Pasture (1c) nor the Port (2f): each is the only link "
                "between the Spring (2g) and the rest.",
                ATTACKABLE,
                "Bob",
            ),
            (
                "Attack the Village",
                "attack Bob 2a",
                "The Village (2a) holds 1 Citizen; Bob's Active Walls beside it adds its "
                "shield, 2* Hoplites, worth 4: the attack must be worth more than 5 (§War, "
                "Conquering a Tile; §War, Fortifications).",
                ["Bob 2a", "Bob 1a"],
            ),
            (
                "Commit 2 Hoplites",
                "commit 2 hoplites from A",
                "She takes Citizens and Hoplites from anywhere in her city-state; a Hoplite is "
                "worth two Citizens: 2 Hoplites from her Acropolis, worth 4 (§War, Conquering "
                "a Tile).",
                ["Ann A", "Bob 2a"],
            ),
            (
                "...and 2 Citizens",
                "commit 2 citizens from A",
                "2 Citizens more: 6, more than 5.",
                ["Ann A", "Bob 2a"],
            ),
            (
                "Charge",
                "charge",
                "The Village's Citizen goes to the supply; Ann loses the same, 1 Citizen, plus "
                "2 Hoplites for the Walls' shield (§War, Battle Casualties). Her surviving "
                "Citizen and the Village's Gold go with the tile (§War, Spoils of War).",
                None,
            ),
            (
                "Place the Village",
                "place Village at 1c",
                "The conquered tile joins her city-state by the normal placement rules: a hole "
                "in her first ring comes first (§War, Spoils of War; polislab ruling HX5). She "
                "has declared war on her only opponent, so the War ends; step D: Ann keeps the "
                "Philosopher.",
                ["Ann 1c"],
            ),
            (
                "Discard to four",
                "discard Walls",
                "Her hand holds 5 tiles: at the end of her turn she discards down to four, her "
                "choice, to the Underworld (§Step D, Discard Excess Tiles).",
                None,
                "Ann",
                STEP_D,
            ),
            (
                "What will Ann score?",
                None,
                "Ann's turn is over; Bob's final turn, next, changes nothing of hers. Score: "
                "1 point per Active Chora or Fortification tile, 2 per Active Polis tile, 8 "
                "for Myth tiles of three Natures, 1 per Gold on the Acropolis, its bonus and, "
                "with two players without Uprisings, 3 for the Philosopher (§Scoring). Answer "
                "the exercise below, then press Next.",
                None,
                "Ann",
            ),
            (
                "Bob's final turn",
                "produce",
                "Bob holds the Last Player token: his is the final turn, and he skips step A "
                "(§The End of the Game). He takes Production; then the game ends and is "
                "scored: the board's first line gives the scores.",
                None,
                "Bob",
            ),
            (
                "The score",
                None,
                "Ann scores 16: the Agora and the Amphitheater 2 each (Polis), the Labyrinth and "
                "the Village 1 each, 3 Gold on her Acropolis, Athens's bonus 4 and the "
                "Philosopher 3. Her one Myth tile, Hades, makes no set of three Natures. Bob "
                "scores 19 and wins (§Scoring).",
                None,
                "Ann",
            ),
        ),
        title="Hexemonia: war and the end",
        intro="The last turns of another two-player game, set up as it stands late in play "
        "(not the first turns' game played on): which tiles may be attacked, a war, the final "
        "round without step A, and the score.",
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
                "1 Citizen beside his Active Phalanx, and committed 2 Citizens. The Phalanx's "
                "shield adds 1 Hoplite, worth two Citizens: the defence is worth 3, and 2 "
                "Citizens do not exceed it (§War, Conquering a Tile; §War, Fortifications and "
                "its Pasture example).",
                ["Bob 1a", "Bob 1b"],
            ),
            (
                "One Hoplite more",
                "commit 1 hoplite from A",
                "A Hoplite is worth two Citizens: 2 Citizens and 1 Hoplite are worth 4, more "
                "than 3, so Ann may charge (§War, Conquering a Tile).",
                None,
            ),
            (
                "Charge",
                "charge",
                "The Pasture falls and its Citizen is destroyed. Ann loses as many: 1 Citizen, "
                "and 1 Hoplite more for the Phalanx's shield, as the rulebook's example says "
                "(§War, Battle Casualties).",
                None,
            ),
            (
                "The spoils",
                "place Pasture at 1b",
                "The surviving Citizen goes on the Pasture, which joins Ann's city-state by the "
                "usual placement rules (§War, Spoils of War). War is declared once on each "
                "opponent, and Bob was the only one: the War ends, and step D follows (§Step C, "
                "War).",
                ["Ann 1b"],
                "Ann",
            ),
        ),
        title="A war part-way: exceeding the defence",
        intro="The lesson starts in the middle of a War action, set up as it stands, with "
        "cubes already committed to an attack (Hexemonia rulebook §Step C, War); no earlier "
        "move is played to reach it.",
    )


SCENARIOS["war-part-way"] = war_part_way


if __name__ == "__main__":
    main()
