"""Write the ready-made tutorials of tic-tac-toe as JSON, in ``scenarios/``.

    python -m examples.tictactoe.tutorials.build

Each tutorial is a :class:`~polislab.core.scenario.Scenario`: a start (typed with
:func:`examples.tictactoe.position`), then steps, each an action (or None), a narration of at
most 60 words that cites the rule it shows, and marks. The game's tests check that the stored
files are what this script writes.
"""

from __future__ import annotations

from pathlib import Path

from polislab.core.scenario import Scenario, Step, tutorial_files

from .. import position, start

FOLDER = Path(__file__).resolve().parent / "scenarios"
ABOUT = ("The tutorials of the tic-tac-toe example game, in teaching order; each file is a "
         "polislab scenario (polislab/core/scenario.py), written by tutorials/build.py.")


def three_in_a_row() -> Scenario:
    return Scenario("tictactoe", start(), [
        Step(None, "The board is three by three squares, all empty (Tic-tac-toe rules §The "
                   "Board). X writes first (polislab ruling TT1).", title="The empty board"),
        Step("b2", "X takes the centre square, b2, which lies on four rows of three "
                   "(Tic-tac-toe rules §Taking Turns).", {"highlight": ["b2"]}),
        Step("a2", "O answers at a2, an edge square.", {"highlight": ["a2"]}),
        Step("a3", "X writes in the corner a3: it now threatens c1, the far end of the "
                   "diagonal.", {"highlight": ["a3", "b2", "c1"]}),
        Step("c1", "O blocks c1, but that leaves X two threats at once.", {"highlight": ["c1"]}),
        Step("c3", "X writes in c3: now both b3 and a1 would finish a row. O can block only one "
                   "of them.", {"highlight": ["b3", "a1"]}),
        Step("b3", "O blocks b3.", {"highlight": ["b3"]}),
        Step("a1", "X writes in a1: c3, b2 and a1 make a diagonal row of three, and X wins "
                   "(Tic-tac-toe rules §Winning).", None),
    ], title="Three in a row", intro="How a game is won: two threats at once.")


def block() -> Scenario:
    return Scenario("tictactoe", position("xx./.o./..."), [
        Step(None, "X has a3 and b3 and threatens c3, the end of the top row. O is to write "
                   "(Tic-tac-toe rules §Taking Turns).", {"highlight": ["a3", "b3", "c3"]},
             title="A threat"),
        Step("c3", "O writes in c3 and blocks the row: a square that holds a mark is never "
                   "written in again.", {"highlight": ["c3"]}),
    ], title="Block the row", intro="Stopping a row of three before it is made.")


SCENARIOS = {"three-in-a-row": three_in_a_row, "block": block}


def main() -> None:
    for name, text in tutorial_files(SCENARIOS, ABOUT).items():
        (FOLDER / name).write_text(text, encoding="utf-8")
        print(FOLDER / name)


if __name__ == "__main__":
    main()
