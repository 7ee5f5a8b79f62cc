"""Write the scripted scenario of the Hexemonia tutorial (notebooks/uprisings.ipynb) as JSON.

    python scripts/make_hexemonia_tutorials.py

The start is the table of seed 004's Examples 4, 5 and 6, typed with
``polislab.games.hexemonia.position`` (the city-states as the examples describe them; the
tiles they do not name are polislab's choice, made here in the open). The scenario is saved
as a polislab scenario (polislab/core/scenario.py) in polislab/games/hexemonia/data/tutorials/,
where ``polislab.games.hexemonia.tutorial(name)`` reads it. Nothing in it is left to chance.
A test checks that the stored files are what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from polislab.core.scenario import Scenario, Step, tutorial_files
from polislab.games.hexemonia import position
from polislab.games.hexemonia.state import State

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "polislab" / "games" / "hexemonia" / "data" / "tutorials"
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
                "Andrea's turn (seed 004 §Example 4). Corrado holds the Philosopher pawn. "
                "Barbara's Quarry (3 Citizens, 2 Gold) sits between her Inactive Walls and her "
                "Active Phalanx; Corrado's Amphitheater carries the Oracle token.",
                ["Barbara 1a", "Barbara 1b", "Barbara 1f", "Corrado 1a"],
            ),
            (
                "War",
                "war",
                "Andrea chooses War: she may declare war once on each opponent (seed 004 §Step C, "
                "War).",
                None,
            ),
            (
                "Attack the Quarry",
                "attack Barbara 1a",
                "The Quarry's 3 Citizens are worth 3; only one Fortification counts, the Active "
                "Phalanx, adding 1 Hoplite (worth 2): the attack must be worth more than 5 (seed "
                "004 §War, Fortifications; the Inactive Walls add nothing).",
                None,
            ),
            (
                "Commit 4 Hoplites",
                "commit 4 hoplites from A",
                "Andrea plays it safe with 4 Hoplites from her Acropolis, worth 8 (a Hoplite is "
                "worth two Citizens: seed 004 §War, Conquering a Tile).",
                None,
            ),
            (
                "Charge",
                "charge",
                "The Quarry falls. Casualties: the 3 Citizens (3 Hoplites' worth, paid with 2 "
                "Hoplites less one Citizen of change) plus 1 Hoplite for the Phalanx: 3 Hoplites "
                "lost, 1 Citizen of change from the supply (seed 004 §War, Battle Casualties; "
                "Example 4).",
                None,
            ),
            (
                "Place the Quarry",
                "place Quarry at 2b",
                "The survivors (1 Hoplite, 1 Citizen) and the 2 Gold go with the Quarry into "
                "Andrea's city-state, next to her Labyrinth and Amphitheater (seed 004 §War, "
                "Spoils of War).",
                None,
            ),
            (
                "Attack the Amphitheater",
                "attack Corrado 1a",
                "Now Corrado's Amphitheater, defended by 1 Citizen and no Fortification (seed 004 "
                "§Example 5).",
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
                "tile (seed 004 §Example 5). No opponent is left to attack, so the War ends and "
                "step D begins: Andrea now shows the most Political symbols and takes the "
                "Philosopher from Corrado, so her own excess is safe. Barbara and Corrado check "
                "every tile for an Uprising: Barbara's Phalanx has 3 excess Gold, one kind, so "
                "half rounded up, 2 Gold, is discarded; Corrado's Asty has 1 excess Citizen and 3 "
                "excess Gold, several kinds, so 2 Gold go to leave equal excess (seed 004 §Step "
                "D, Uprisings; Example 6; ruling HX23).",
                ["Barbara 1b", "Corrado 1b"],
            ),
        ),
        title="Uprisings: war, the Philosopher and the Uprisings it sets off (seed 004 "
        "Examples 4, 5 and 6)",
        intro="Andrea's war turn of seed 004's Examples 4 and 5, then the Political Situation "
        "of Example 6.",
    )


SCENARIOS = {"uprisings": uprisings}
ABOUT = ("The scripted scenarios of the Hexemonia tutorials, in teaching order, written by "
    "scripts/make_hexemonia_tutorials.py. The positions are those of seed 004's worked "
    "examples; the tiles the examples leave unnamed are polislab edition.")


def texts() -> dict[str, str]:
    """Each file of the tutorials folder and the text this script writes into it."""
    return tutorial_files(SCENARIOS, ABOUT)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, text in texts().items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(f"wrote {FOLDER.relative_to(ROOT) / name}")



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
    sys.exit(main())
