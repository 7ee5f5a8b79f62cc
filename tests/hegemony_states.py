"""Helpers for the Polis: Fight for the Hegemony engine tests: scripted starts and edits."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

from polislab.core import ScriptedRandomness
from polislab.games.hegemony import engine
from polislab.games.hegemony.actions import Action
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


#: The kinds of the Military actions, each costing 1 Prestige (seed 000 §5).
MILITARY = ("move hoplites", "move galleys", "besiege", "collection")


def by_odds(rng: random.Random, state: State) -> Action:
    """The pending chance decision's outcome, drawn by its exact odds with ``rng``."""
    outcomes, weights = zip(*engine.chance_outcomes(state), strict=True)
    return rng.choices(outcomes, weights=[float(w) for w in weights])[0]


def sparing_player(rng: random.Random, state: State, actions: list[Action]) -> Action:
    """A seeded random player of legal ``actions``: chance by its exact odds; each kind of
    action equally likely, sparing Prestige (no military action below 3, little phoros) so
    that its games often reach 5β."""
    if engine.to_move(state) == "chance":
        return by_odds(rng, state)
    if state.pending is not None and state.pending.kind == "phoros":
        return actions[0] if rng.random() < 0.8 else rng.choice(actions[:2])
    if state.pending is not None:
        return rng.choice(actions)
    if rng.random() < 0.1 or len(actions) == 1:
        return actions[-1]  # pass (legal_actions lists it last)
    low = state.side(state.player).prestige < 3
    kinds = sorted({a.kind for a in actions[:-1] if not (low and a.kind in MILITARY)})
    if not kinds:
        return actions[-1]
    kind = rng.choice(kinds)
    return rng.choice([a for a in actions if a.kind == kind])
