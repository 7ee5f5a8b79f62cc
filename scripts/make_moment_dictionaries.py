"""Write polislab/classroom/dictionaries/<game>.txt: the preset dictionary that moment codes of
version 2 compress a game's position with (zlib's ``zdict``).

A dictionary is the save text of positions like the ones coded: a few from random games and the
standard start last (deflate reaches the nearest text most cheaply). Codes read only with the
dictionary they were made with, so the files are data: rewrite them only with a new code
version (``VERSION`` in polislab/classroom/moment.py), never in place.

    python scripts/make_moment_dictionaries.py
"""

from __future__ import annotations

import importlib
import random
from pathlib import Path
from typing import Any

from polislab.classroom.moment import DICTIONARY_BYTES, save_text
from polislab.core import Randomness, game_names

FOLDER = Path(__file__).resolve().parents[1] / "polislab" / "classroom" / "dictionaries"
WALKS = range(101, 109)  # the seeds of the random games sampled (two positions from each)
MAX_PLIES = 300


def sampled(game: Any, seed: int) -> list[Any]:
    """Two positions of a random game from ``start(seed=seed)``: its middle and its last."""
    rng, chance = random.Random(seed), Randomness(seed)
    state, seen = game.start(seed=seed), []
    for _ in range(MAX_PLIES):
        if state.is_over:
            break
        seen.append(state)
        state = state.play(rng.choice(state.legal_actions()), randomness=chance)
    return [seen[len(seen) // 2], seen[-1]]


def dictionary(name: str) -> bytes:
    game = importlib.import_module(f"polislab.games.{name}")
    states = [state for seed in WALKS for state in sampled(game, seed)] + [game.start(seed=0)]
    text = b"".join(save_text(state) for state in states)
    return text[-DICTIONARY_BYTES:]


if __name__ == "__main__":
    FOLDER.mkdir(exist_ok=True)
    for name in game_names():
        path = FOLDER / f"{name}.txt"
        path.write_bytes(dictionary(name))
        print(f"{path}: {path.stat().st_size:,} bytes")
