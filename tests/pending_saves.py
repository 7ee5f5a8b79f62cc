"""Saves with a pending decision that holds details, for the bad-input tests (issue 34)."""

from __future__ import annotations

import importlib
import json
import random
from functools import cache
from typing import Any

from polislab.core import get_game
from polislab.core.declarations import package_of


@cache
def pending_saves(name: str) -> dict[str, dict[str, Any]]:
    """Saves of the game ``name`` whose pending decision holds details, the first of each kind
    met in seeded random play from seeded starts (a few hundred plies: under a second)."""
    game = get_game(name)
    package = importlib.import_module(package_of(game))  # its start(seed=...)
    found: dict[str, dict[str, Any]] = {}
    for seed in range(2):
        rng, state = random.Random(f"pending/{seed}"), package.start(seed=seed)
        for _ in range(150):
            actions = game.legal_actions(state)
            if game.is_over(state) or not actions:
                break
            saved = json.loads(json.dumps(game.to_json(state)))
            pending = saved.get("pending")
            if isinstance(pending, dict) and pending.get("data"):
                found.setdefault(pending["kind"], saved)
            state, _ = game.apply(state, rng.choice(actions))
    return found
