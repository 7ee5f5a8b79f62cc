"""Seeded random games of Hellas, with invariants checked after every action.

``POLISLAB_HELLAS_GAMES`` sets how many games (default 20 locally; CI plays 1,000). Each game
draws its rule options and its player from its seed, so one seed reproduces a failure:
``pytest tests/test_hellas_fuzz.py -k "[417]"``.

The players choose among ``engine.legal_actions`` only, chance by the exact odds of
``engine.chance_outcomes``: "uniform" picks any legal action; "builder" prefers voyages and
placing tiles (so that its games use up the stack, put tiles under it and reach the end of map
building), then attacks. Some games play with a turn limit (ruling HL30).

Invariants, from seed 003 §2 (15 Greeks and 10 ships a player), §5-§6 (at most 3 Greeks and 3
ships a city, 7 cards in hand and 3 of a god), §9 FAQ (no city is ever empty), and the engine's
promises: every tile and card is in exactly one place; someone can act until the game is over;
every action reports what it did; ``apply`` leaves its input as it was; the state reads back
from JSON. Every game finishes, with a winner or a stated reason, within the safety net.
"""

from __future__ import annotations

import json
import random

import pytest

from conftest import fuzz_games
from polislab.games.hellas import engine
from polislab.games.hellas.state import CHANCE, State, conservation_errors

MAX_ACTIONS = 20_000  # no game of this engine comes near it; a safety net against a loop


def _uniform(rng: random.Random, state: State, actions: list) -> object:
    return rng.choice(actions)


def _builder(rng: random.Random, state: State, actions: list) -> object:
    preferred = [a for a in actions if a.kind in ("voyage", "place", "return ship")]
    if preferred and rng.random() < 0.8:
        return rng.choice(preferred)
    attacks = [a for a in actions if a.kind in ("attack", "fight")]
    if attacks and rng.random() < 0.3:
        return rng.choice(attacks)
    return rng.choice(actions)


PLAYERS = {"uniform": _uniform, "builder": _builder}


@pytest.mark.parametrize("seed", range(fuzz_games("POLISLAB_HELLAS_GAMES")))
def test_a_random_game_keeps_every_invariant_to_its_end(seed: int) -> None:
    rng = random.Random(f"hellas fuzz {seed}")
    name = rng.choice(sorted(PLAYERS))
    choose = PLAYERS[name]
    options = {"water_rule_in_setup": rng.random() < 0.8, "reject_tiles": rng.random() < 0.8,
               "turn_limit": rng.choice([None, None, None, 60]),
               # the other readings of the rulebook's "may" (HL13, HL20, HL25)
               "all_burst_actions": rng.random() < 0.2, "capture_same_number": rng.random() < 0.2,
               "card_moves_required": rng.random() < 0.2}
    state = engine.initial_state(**options)
    assert conservation_errors(state) == []
    for step in range(MAX_ACTIONS):
        if engine.is_over(state):
            break
        where = f"seed {seed} ({name}, {options}), action {step}, {state!r}"
        actions = engine.legal_actions(state)
        assert actions, f"{where}: the game is not over, so someone must be able to act"
        outcomes = engine.chance_outcomes(state)
        if outcomes:
            assert engine.to_move(state) == CHANCE, where
            assert [a for a, _ in outcomes] == actions, where
            assert sum(p for _, p in outcomes) == 1, where
            chosen, weights = zip(*outcomes, strict=True)
            action = rng.choices(chosen, weights=[float(w) for w in weights])[0]
        else:
            assert engine.to_move(state) in ("light", "dark"), where
            action = choose(rng, state, actions)
        text = json.dumps(state.to_json(), sort_keys=True) if step % 10 == 0 else None
        after, events = engine.apply(state, action)
        if text is not None:
            assert json.dumps(state.to_json(), sort_keys=True) == text, \
                f"{where}: apply({action}) changed its input"
            assert State.from_json(json.loads(json.dumps(after.to_json()))) == after, \
                f"{where}: the state after {action} reads back"
        assert events, f"{where}: {action} reported nothing"
        assert conservation_errors(after) == [], f"{where}: after {action}: " + \
            "; ".join(str(e) for e in events)
        state = after
    assert engine.is_over(state), f"seed {seed}: no end after {MAX_ACTIONS} actions"
    assert state.reason, f"seed {seed}: the game ended without a stated reason"
    assert state.result in ("light", "dark", "none") and engine.to_move(state) is None
    if state.result == "none":
        assert options["turn_limit"] is not None and "turn limit" in state.reason
    assert engine.legal_actions(state) == []
