"""Seeded random games of Hexemonia for 2, 3 and 4 players, with invariants checked at every
action.

``POLISLAB_HEXEMONIA_GAMES`` sets how many games for each player count (default 20 locally;
CI plays 1,000). Each game draws its options and its player from its seed, so one seed
reproduces a failure: ``pytest tests/test_hexemonia_fuzz.py -k "3-417"``.

The players choose among ``engine.legal_actions`` only: "uniform" picks any legal action;
"by kind" first picks a kind of action (take, play, use, attack, ...), then one of that kind,
so that the rarer actions (abilities, attacks, myths) come up as often as moving cubes.

Invariants, from seed 004 and the engine's promises: the 140 cubes are conserved between the
supply, the tiles and the attack under way (§Game Components); every tile of the game is
somewhere (display, stack, Underworld, hands, Myth tiles, city-states); every city-state is in
one piece around its Acropolis; nobody has more than three Myth tiles except while choosing one
to discard, and every Myth tile has its token on a tile of its Nature (§Myth Tiles); every hand
is at most four tiles at the end of a turn (§Step D); the Philosopher only moves to the player
whose turn it is (§The Philosopher Pawn); ``apply`` leaves its input as it was; the state reads
back from JSON; every action reports an event; the game ends with scores and winners.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from conftest import fuzz_games
from polislab.games.hexemonia import COMPONENTS, engine
from polislab.games.hexemonia.city import connected, nature, places
from polislab.games.hexemonia.state import ACROPOLIS_TILE, State, conservation_errors

MAX_ACTIONS = 5000  # far beyond any game of this engine; a safety net against a loop
GAMES = fuzz_games("POLISLAB_HEXEMONIA_GAMES")
TILES = {n: Counter(COMPONENTS.tiles_for(n)) for n in (2, 3, 4)}


def _uniform(rng: random.Random, actions: list) -> object:
    return rng.choice(actions)


def _by_kind(rng: random.Random, actions: list) -> object:
    kinds = sorted({a.kind for a in actions})
    kind = rng.choice(kinds)
    return rng.choice([a for a in actions if a.kind == kind])


PLAYERS = {"uniform": _uniform, "by kind": _by_kind}


def _options(rng: random.Random, players: int) -> dict[str, object]:
    return {
        "players": players,
        "first_player": rng.randrange(players),
        "uprisings": rng.choice([None, None, not (players > 2)]),
        "acropolis_nature": rng.choice(["adjacent", "anywhere"]),
        "fortification_defends_itself": rng.random() < 0.25,
        "strategy_exchanges": rng.choice(["one", "one", "any"]),
    }


def invariant_errors(state: State) -> list[str]:
    errors = conservation_errors(state)
    n = len(state.players)
    placing = state.pending if state.pending is not None and state.pending.kind == "place" \
        else None
    tiles = Counter([*state.display, *state.stack, *state.underworld])
    for p in state.players:
        tiles.update(p.hand)
        tiles.update(p.myths)
        tiles.update(t.tile for t in p.city if t.tile != ACROPOLIS_TILE)
        if p.city[0].tile != ACROPOLIS_TILE or p.city[0].at != "A":
            errors.append(f"{p.name}'s city-state does not begin with its Acropolis")
        if not connected(places(p.city)):
            errors.append(f"{p.name}'s city-state is split (seed 004 §Step C, War)")
        choosing = state.pending is not None and state.pending.kind == "myth discard" and \
            state.players[state.pending.actor] is p
        if len(p.myths) > 3 and not choosing:
            errors.append(f"{p.name} has {len(p.myths)} Myth tiles (seed 004 §Myth Tiles)")
        tokens = [t for tile in p.city for t in tile.tokens]
        if placing is not None and state.players[placing.actor] is p:
            tokens += placing.get("tokens")  # on the conquered tile still to be placed
        tokens.sort()
        if tokens != sorted(p.myths):
            errors.append(f"{p.name}'s tokens {tokens} do not match the Myth tiles {p.myths}")
        for tile in p.city:
            for t in tile.tokens:
                if tile.tile == ACROPOLIS_TILE or nature(t) != nature(tile.tile):
                    errors.append(f"the {t} token on {p.name}'s {tile.describe()}")
    if placing is not None:
        tiles[placing.get("tile")] += 1  # the conquered tile on its way to its new place
    if tiles != TILES[n]:
        errors.append(f"tiles lost or made: {tiles - TILES[n]} / {TILES[n] - tiles}")
    return errors


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", range(GAMES))
def test_a_random_game_keeps_every_invariant_to_its_end(players: int, seed: int) -> None:
    rng = random.Random(f"hexemonia fuzz {players} {seed}")
    style = rng.choice(sorted(PLAYERS))
    choose = PLAYERS[style]
    state = engine.initial_state(rng.randrange(2**32), **_options(rng, players))
    assert invariant_errors(state) == []
    turns = 0
    for step in range(MAX_ACTIONS):
        if engine.is_over(state):
            break
        def where(state: State = state, step: int = step) -> str:  # only built on failure
            return f"{players} players, seed {seed} ({style}), action {step}, {state!r}"

        actions = engine.legal_actions(state)
        assert actions, f"{where()}: the game is not over, so someone must be able to act"
        action = choose(rng, actions)
        text = json.dumps(state.to_json(), sort_keys=True) if step % 16 == 0 else None
        after, events = engine.apply(state, action)
        assert events, f"{where()}: {action} reported nothing"
        if text is not None:
            assert json.dumps(state.to_json(), sort_keys=True) == text, \
                f"{where()}: apply({action}) changed its input"
            assert State.from_json(json.loads(json.dumps(after.to_json()))) == after, \
                f"{where()}: the state after {action} reads back"
        errors = invariant_errors(after)
        assert errors == [], f"{where()}: after {action}: {errors}"
        if after.turns != state.turns or engine.is_over(after):
            turns += 1
            ended = state.players[state.turn]
            hand = after.players[state.turn].hand
            assert len(hand) <= 4, f"{where()}: {ended.name} ends a turn with {len(hand)} tiles"
        if after.philosopher != state.philosopher:
            assert after.philosopher == state.turn, f"{where()}: the Philosopher moved off-turn"
        state = after
    assert engine.is_over(state), f"{players} players, seed {seed}: no end after {MAX_ACTIONS}"
    assert state.scores is not None and len(state.scores) == players
    assert state.winners and engine.legal_actions(state) == [] and engine.to_move(state) is None
    # all players had the same number of turns (seed 004 §The End of the Game)
    assert turns % players == 0, f"{players} players, seed {seed}: {turns} turns"
