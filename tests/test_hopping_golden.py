"""Seeded random games through the public API read exactly as they did before the public path
was made faster (issue 19): every position's legal moves, every event (kind, sentence, rule,
data), the result and why the game ended.

The golden file tests/hopping_golden.json was written by this module's ``record()`` from the
engine as it stood before that work (commit aa3370c); a digest per game keeps it small, and
the first game is also kept in full so a failure shows what changed.

    PYTHONPATH=$PWD python tests/test_hopping_golden.py   # rewrite it (only on purpose)
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from polislab.games import hopping
from polislab.games.hopping import Rules

GOLDEN = Path(__file__).with_name("hopping_golden.json")
# Rule options on which the event sentences depend (rulings H4, H6, H7, H8).
VARIANTS = {
    "default": Rules(),
    "options": Rules(first_player="blue", stunned_anchor=False, hopped_chariot_wins=False,
                     no_legal_move="draw", quiet_limit=12),
}
GAMES = 12  # per variant
OPENING = 40  # plies of the first game kept as sentences


def game_record(rules: Rules, seed: int) -> list[dict]:
    """One seeded random game: for each position, its legal moves, the move and its events."""
    rng, pos = random.Random(seed), hopping.Position.start(rules)
    plies = []
    while not pos.is_over:
        moves = pos.legal_moves()
        move = rng.choice(moves)
        pos = pos.play(move)
        plies.append({"moves": [str(m) for m in moves], "played": str(move),
                      "last_move": str(pos.last_move),
                      "events": [e.to_json() | {"explain": e.explain()} for e in pos.events]})
    # describe() is the diagram that repr() gave before issue 16 made repr one line.
    plies.append({"result": pos.result, "why_over": pos.why_over(), "moves": [
        str(m) for m in pos.legal_moves()], "repr": pos.describe()})
    return plies


def digest(record: list[dict]) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True).encode()).hexdigest()


def record() -> dict:
    games = {name: [digest(game_record(rules, seed)) for seed in range(GAMES)]
             for name, rules in VARIANTS.items()}
    return {"games": games, "opening": opening(game_record(Rules(), 0))}


def opening(record: list[dict]) -> list[list[str]]:
    """The first plies' events as sentences, readable in the golden file."""
    return [[e["explain"] for e in ply["events"]] for ply in record[:OPENING]]


@pytest.fixture(scope="module")
def golden() -> dict:
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


def test_first_game_opening_reads_as_before(golden: dict) -> None:
    assert opening(game_record(Rules(), 0)) == golden["opening"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_seeded_games_read_as_before(golden: dict, variant: str) -> None:
    found = [digest(game_record(VARIANTS[variant], seed)) for seed in range(GAMES)]
    assert found == golden["games"][variant]


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(record(), indent=1) + "\n", encoding="utf-8")


def test_one_move_leaves_its_sentences_untold_until_read() -> None:
    """The public path's speed (issue 19, bench/hopping_vs_chess.py) rests on this: ``play``
    of one move makes its events only when they are first read (they once were made at once
    for every play, and the path ran a third slower)."""
    pos = hopping.Position.start()
    after = pos.play(pos.legal_moves()[0])
    assert after._events is None
    assert after.events and after._events is after.events
