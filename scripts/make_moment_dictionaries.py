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

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from polislab.classroom.compact import tokens
from polislab.classroom.moment import DICTIONARY_BYTES
from polislab.core import Timeline, game_names, get_game
from polislab.core.declarations import game_package

FOLDER = Path(__file__).resolve().parents[1] / "polislab" / "classroom" / "dictionaries"
FIRST_SEED = 900_000  # the seeds of the random games sampled: 900000, 900001, ...
MAX_PLIES = 400
#: The random games whose positions' texts are numbered (every fifth position of each): more
#: than the positions kept, so that a rarer moment's texts (a phase's rule) are numbered too.
TEXT_GAMES = 150
MAX_STATES = 60  # the positions kept at most (hopping's are small: 60 are enough)
#: Rule options the sampled games take in turn (the default ones otherwise).
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "hexemonia": [{"players": 2}, {"players": 3}, {"players": 4}],
}


def random_game(name: str, seed: int) -> Timeline:
    module = game_package(name)
    options = OPTIONS.get(name, [{}])
    timeline = Timeline(get_game(name), module.start(seed=seed, **options[seed % len(options)]))
    rng = random.Random(seed)
    while len(timeline) < MAX_PLIES and not timeline.state.is_over:
        timeline.play(rng.choice(timeline.state.legal_actions()))
    return timeline


def sampled(name: str, seed: int) -> dict[str, Any]:
    """The save of a random position past the first third of a random game."""
    timeline = random_game(name, seed)
    states = [entry.state for entry in timeline.entries[len(timeline) // 3:]] or [timeline.state]
    return get_game(name).to_json(random.Random(seed).choice(states))


def texts_of_games(name: str) -> set[str]:
    """The texts of random games' positions that two games at least use (a text one game
    alone uses, such as a hopping diagram's row, would only lengthen the list)."""
    games: Counter[str] = Counter()
    for seed in range(FIRST_SEED, FIRST_SEED + TEXT_GAMES):
        found: set[str] = set()
        for entry in random_game(name, seed).entries[::5]:
            strings(get_game(name).to_json(entry.state), found)
        games.update(found)
    return {text for text, count in games.items() if count >= 2}


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
    module = game_package(name)
    start = get_game(name).to_json(module.start(seed=0))
    texts = sorted(texts_of_games(name) | strings(start, set()))
    numbers = {text: number for number, text in enumerate(texts)}
    states: list[dict[str, Any]] = []
    size, seed = len(tokens(start, numbers, bytearray())), FIRST_SEED
    while size < DICTIONARY_BYTES and len(states) < MAX_STATES:
        states.append(sampled(name, seed))
        size += len(tokens(states[-1], numbers, bytearray()))
        seed += 1
    sizes = [len(tokens(state, numbers, bytearray())) for state in [*states, start]]
    while len(states) > 1 and sum(sizes) - sizes[0] >= DICTIONARY_BYTES:  # the window only
        states.pop(0)
        sizes.pop(0)
    return {"format": "polislab/moment-dictionary", "version": 1, "game": name,
            "strings": texts, "states": [*states, start]}


if __name__ == "__main__":
    FOLDER.mkdir(exist_ok=True)
    for name in game_names():
        path = FOLDER / f"{name}.json"
        path.write_text(json.dumps(dictionary(name), ensure_ascii=False, separators=(",", ":"),
                                   sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path}: {path.stat().st_size:,} bytes")
