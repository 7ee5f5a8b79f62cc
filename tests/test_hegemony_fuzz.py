"""Seeded full games of Polis: Fight for the Hegemony, with invariants checked at every action.

``POLISLAB_HEGEMONY_GAMES`` sets how many games (default 20 locally; CI plays 1,000). Each game
draws its rule options and its two players from its seed, so one seed reproduces a failure:
``pytest tests/test_hegemony_fuzz.py -k "[417]"``.

The random players choose among ``engine.legal_actions`` only: "uniform" picks any legal
action; "sparing" (``hegemony_states.sparing_player``) first picks a kind of action, then one
of that kind, and spares its Prestige, so that its games reach rounds 4, 5α and 5β. The
computer players of ``polislab.games.hegemony.ai`` play most games, on one side or both:
"heuristic", and "aggressive", which masses units where the enemy stands, so that battles
(8 units, 4 a side from round 4) really happen: random play almost never fights one. A
computer player's action is checked by ``apply`` (it raises on an illegal action) and its
answers to a decision against the decision's legal answers; listing every legal action at each
of its turns would cost more than the rest of the game. Chance draws by its exact odds in the
games with a computer player.

Invariants, from seed 000 §2 (component limits), §7 (capacity) and the engine's promises:
every cube, disc, merchant and proxenos is in its pool or on the board; no side has more units
in a territory than the round's capacity; Prestige and resources are never negative; every
change of Prestige is accounted for by the events of the action that made it; ``apply`` leaves
its input as it was; the state reads back from JSON; the game ends with a result.
"""

from __future__ import annotations

import json
import random

import pytest
from hegemony_states import by_odds, round_trip, sparing_player

from conftest import fuzz_games
from polislab.core import Event
from polislab.games.hegemony import ai, engine
from polislab.games.hegemony.components import RESOURCES, SIDES
from polislab.games.hegemony.options import (
    CAPACITY_BLOCKS,
    HOPLITE_TERRITORIES,
    PURCHASE_DIRECTIONS,
    SILVER_SUBSTITUTIONS,
    STORAGE_ROUNDINGS,
)
from polislab.games.hegemony.state import State, conservation_errors

MAX_ACTIONS = 3000  # no game of this engine comes near it; a safety net against a loop


def _options(rng: random.Random) -> dict[str, object]:
    return {
        "hoplite_territory": rng.choice(HOPLITE_TERRITORIES),
        "silver_substitution": rng.choice(SILVER_SUBSTITUTIONS),
        "capacity_blocks": rng.choice(CAPACITY_BLOCKS),
        "purchase_direction": rng.choice(PURCHASE_DIRECTIONS),
        "storage": rng.choice(STORAGE_ROUNDINGS),
        "starting_goods": rng.choice([None, None, 8]),
        "starting_prestige": rng.choice([None, None, 8]),
    }


def _uniform(rng: random.Random, state: State, actions: list) -> object:
    return rng.choice(actions)


PLAYERS = {"uniform": _uniform, "sparing": sparing_player}
COMPUTERS = {"heuristic": 0.0, "aggressive": 3.0}  # the aggression of each
#: The pairs of players a game may draw (sides drawn too), as many times as it is likely.
PAIRINGS = (
    ("uniform", "uniform"),
    ("sparing", "sparing"),
    ("heuristic", "uniform"),
    ("heuristic", "sparing"),
    ("aggressive", "sparing"),
    ("heuristic", "heuristic"),
    ("aggressive", "heuristic"),
    ("aggressive", "aggressive"),
    ("aggressive", "aggressive"),
)


def players_of(rng: random.Random) -> dict[str, str]:
    """The player of each side, drawn from the game's seed."""
    pair = list(rng.choice(PAIRINGS))
    rng.shuffle(pair)
    return dict(zip(SIDES, pair, strict=True))


def _invariant_errors(state: State) -> list[str]:
    errors = conservation_errors(state)
    capacity = state.capacity
    for territory in state.territories:
        for side in SIDES:
            units = territory.of(side).total
            if units > capacity:
                errors.append(
                    f"{side} has {units} units in {territory.name}, over the round "
                    f"{state.round} capacity of {capacity} (seed 000 §7)"
                )
    for side in SIDES:
        me = state.side(side)
        if me.prestige < 0:
            errors.append(f"{side} has {me.prestige} Prestige")
        errors += [f"{side} has {me.resources[r]} {r}" for r in RESOURCES if me.resources[r] < 0]
    return errors


def _prestige_told(events: list[Event]) -> dict[str, int]:
    told = dict.fromkeys(SIDES, 0)
    for event in events:
        for side, delta in event.data.get("prestige_change", {}).items():
            told[side] += delta
    return told


def choose(
    rng: random.Random,
    names: dict[str, str],
    computers: dict[str, object],
    state: State,
    where: str,
) -> object:
    """The next action of the game: by a random player from the legal actions, by a computer
    player (its answer to a decision checked against the legal answers), or by chance."""
    who = engine.to_move(state)
    computer = computers.get(str(who))
    if who == "chance" and computers:
        return by_odds(rng, state)
    if computer is None:
        name = names.get(str(who), next(iter(names.values())))
        actions = engine.legal_actions(state)
        assert actions, f"{where}: the game is not over, so someone must be able to act"
        return PLAYERS[name if name in PLAYERS else "uniform"](rng, state, actions)
    action = computer(state)  # type: ignore[operator]
    if state.pending is not None:
        assert action in engine.legal_actions(state), f"{where}: {action} is not a legal answer"
    return action


def play_game(seed: int) -> tuple[State, int]:
    """Play the fuzz game of ``seed`` to its end, checking every invariant after every action;
    the final state and the number of battles fought."""
    rng = random.Random(f"hegemony fuzz {seed}")
    names = players_of(rng)
    computers = {
        side: ai.HeuristicPlayer(rng.randrange(2**32), aggression=COMPUTERS[name])
        for side, name in names.items()
        if name in COMPUTERS
    }
    state = engine.initial_state(rng.randrange(2**32), **_options(rng))
    assert _invariant_errors(state) == []
    battles = 0
    for step in range(MAX_ACTIONS):
        if engine.is_over(state):
            break
        where = f"seed {seed} ({names}), action {step}, {state!r}"
        action = choose(rng, names, computers, state, where)
        text = json.dumps(state.to_json(), sort_keys=True) if step % 10 == 0 else None
        after, events = engine.apply(state, action)
        if text is not None:
            assert json.dumps(state.to_json(), sort_keys=True) == text, (
                f"{where}: apply({action}) changed its input"
            )
            assert round_trip(after) == after, f"{where}: the state after {action} reads back"
        assert events, f"{where}: {action} reported nothing"
        assert _invariant_errors(after) == [], f"{where}: after {action}"
        told = _prestige_told(events)
        for side in SIDES:
            change = after.side(side).prestige - state.side(side).prestige
            assert change == told[side], (
                f"{where}: {side}'s Prestige changed by {change} after {action}, and its "
                f"events account for {told[side]}: {[str(e) for e in events]}"
            )
        battles += sum(event.kind == "battle" for event in events)
        state = after
    assert engine.is_over(state), f"seed {seed}: no end after {MAX_ACTIONS} actions"
    return state, battles


@pytest.mark.parametrize("seed", range(fuzz_games("POLISLAB_HEGEMONY_GAMES")))
def test_a_seeded_game_keeps_every_invariant_to_its_end(seed: int) -> None:
    state, _ = play_game(seed)
    assert state.result in ("athens", "sparta", "draw") and engine.to_move(state) is None
    assert engine.legal_actions(state) == []


def test_the_computer_players_fight_battles_in_the_fuzz_games() -> None:
    """Battles (seed 000 §5 Battles) happen in the fuzz games: at least one in the first 10."""
    assert sum(play_game(seed)[1] for seed in range(10)) >= 1
