"""Helpers for the Polis: Fight for the Hegemony engine tests: scripted starts and edits."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from polislab.core import ScriptedRandomness
from polislab.games.hegemony import engine
from polislab.games.hegemony.components import Resources
from polislab.games.hegemony.state import (
    PROJECT_NAMES,
    ROUND_NAMES,
    State,
    event_deck_cards,
)

#: The project tiles face up in :func:`start` (then the rest in data order).
OFFER = ("Theatre", "Temple of Apollo", "Statue of an Ephebe")


def decks(offer: tuple[str, ...] = OFFER, event: str = "No Event") -> dict[str, list[str]]:
    """A full deck script: ``offer`` on top of the projects, ``event`` on top of round 3."""
    projects = [*offer, *(p for p in PROJECT_NAMES if p not in offer)]
    script = {"projects": projects}
    for name in ROUND_NAMES:
        cards = list(event_deck_cards(name))
        if name == "3":
            cards.remove(event)
            cards.insert(0, event)
        script[f"events {name}"] = cards
    return script


def start(offer: tuple[str, ...] = OFFER, event: str = "No Event", **options: Any) -> State:
    """The standard setup with the decks stacked (Sparta begins: equal Prestige)."""
    return engine.initial_state(ScriptedRandomness(decks=decks(offer, event)), **options)


def play(state: State, *actions: str) -> State:
    for action in actions:
        state, _ = engine.apply(state, action)
    return state


def give(state: State, polis: str, side: str | None, population: int) -> State:
    """``polis`` owned by ``side`` (None: neutral) with ``population``, pools kept whole."""
    old = state.polis(polis)
    if old.owner is not None:
        pool = state.side(old.owner).pool
        state = state.with_side(old.owner, pool=replace(
            pool, cubes=pool.cubes + old.population, discs=pool.discs + 1))
    if side is not None:
        pool = state.side(side).pool
        state = state.with_side(side, pool=replace(
            pool, cubes=pool.cubes - population, discs=pool.discs - 1))
    return state.with_polis(polis, owner=side, population=population)


def with_resources(state: State, side: str, **amounts: int) -> State:
    have = state.side(side).resources
    return state.with_side(side, resources=replace(have, **amounts))


def only(state: State, side: str, **amounts: int) -> State:
    """``side`` holding exactly ``amounts`` (every other resource 0)."""
    return state.with_side(side, resources=Resources(**amounts))


def snapshot(state: State) -> str:
    return json.dumps(state.to_json(), sort_keys=True, ensure_ascii=False)


def round_trip(state: State) -> State:
    return State.from_json(json.loads(json.dumps(state.to_json())))
