"""Write polislab/classroom/dictionaries/<game>.json: each game's dictionary for moment codes of
version 2 (polislab/classroom/moment.py).

A dictionary holds the texts the game's saves use (keys and values), numbered, and saves of
positions typical of its games: from random games as a PlayView plays them (every action a
random legal one, chance's too), a random position past the first third of each, and the
standard start last (deflate reaches the nearest text most cheaply). A code is written with the
texts' numbers and compressed against those positions, so codes read only with the dictionary
they were made with: the files are data of a code version. Rewrite them only with a new
version (``VERSION`` in moment.py), never in place.

    python scripts/make_moment_dictionaries.py
"""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path
from typing import Any

from polislab.classroom.moment import DICTIONARY_BYTES, _tokens
from polislab.core import Timeline, game_names, get_game

FOLDER = Path(__file__).resolve().parents[1] / "polislab" / "classroom" / "dictionaries"
FIRST_SEED = 900_000  # the seeds of the random games sampled: 900000, 900001, ...
MAX_PLIES = 400
#: Rule options the sampled games take in turn (the default ones otherwise).
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "hexemonia": [{"players": 2}, {"players": 3}, {"players": 4}],
}


def sampled(name: str, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """The save of a random position past the first third of a random game."""
    module = importlib.import_module(f"polislab.games.{name}")
    timeline = Timeline(get_game(name), module.start(seed=seed, **options))
    rng = random.Random(seed)
    while len(timeline) < MAX_PLIES and not timeline.state.is_over:
        timeline.play(rng.choice(timeline.state.legal_actions()))
    states = [entry.state for entry in timeline.entries[len(timeline) // 3:]] or [timeline.state]
    return get_game(name).to_json(rng.choice(states))


def strings(value: Any, found: set[str]) -> set[str]:
    """Every text in ``value``: its keys and its values."""
    if isinstance(value, str):
        found.add(value)
    elif isinstance(value, list):
        for item in value:
            strings(item, found)
    elif isinstance(value, dict):
        for key, item in value.items():
            found.add(key)
            strings(item, found)
    return found


def dictionary(name: str) -> dict[str, Any]:
    module = importlib.import_module(f"polislab.games.{name}")
    start = get_game(name).to_json(module.start(seed=0))
    cycle = OPTIONS.get(name, [{}])
    states: list[dict[str, Any]] = []
    size, seed = len(json.dumps(start)), FIRST_SEED
    while size < 2 * DICTIONARY_BYTES and seed < FIRST_SEED + 200:  # tokens: about half
        states.append(sampled(name, seed, cycle[seed % len(cycle)]))
        size += len(json.dumps(states[-1]))
        seed += 1
    texts = sorted(set().union(*(strings(state, set()) for state in [*states, start])))
    numbers = {text: number for number, text in enumerate(texts)}
    tokens = [len(_tokens(state, numbers, bytearray())) for state in [*states, start]]
    while len(states) > 1 and sum(tokens) - tokens[0] >= DICTIONARY_BYTES:  # the window only
        states.pop(0)
        tokens.pop(0)
    return {"format": "polislab/moment-dictionary", "version": 1, "game": name,
            "strings": texts, "states": [*states, start]}


if __name__ == "__main__":
    FOLDER.mkdir(exist_ok=True)
    for name in game_names():
        path = FOLDER / f"{name}.json"
        path.write_text(json.dumps(dictionary(name), ensure_ascii=False, separators=(",", ":"),
                                   sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {path.stat().st_size:,} bytes")
