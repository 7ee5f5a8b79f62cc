"""Polis: Fight for the Hegemony computer players: the heuristic player against random.

    python bench/hegemony_players.py [--games 200] [--seed 0] [--level heuristic]

Plays ``--games`` full games from the standard setup (each with its own seed, so its own
decks); the heuristic player is Athens in the even games and Sparta in the odd ones. Chance
(dice, combat cards) is drawn by its exact odds from a generator of its own. Prints the
heuristic player's wins, draws and losses (overall and by side), the rounds the games ended
in, the battles fought, and the CPU seconds per game: all of it, the heuristic player's share,
and the random player's. Not a test; prints its figures.
"""

from __future__ import annotations

import argparse
import platform
import time
from collections import Counter

from polislab.core.players import RandomPlayer
from polislab.core.randomness import Randomness
from polislab.games.hegemony import ai, engine

CHANCE_SEEDS = 1_000_000  # the chance of game i is drawn with seed + CHANCE_SEEDS + i


def play(game: int, seed: int, level: str) -> tuple[str, str, str, int, dict[str, float]]:
    """One game: (the heuristic player's side, its outcome, the last round, battles, CPU
    seconds by player)."""
    side = "athens" if game % 2 == 0 else "sparta"
    bot = ai.player(level, seed=seed + game)
    players = {side: bot, ("sparta" if side == "athens" else "athens"): RandomPlayer(seed + game)}
    dice = Randomness(seed + CHANCE_SEEDS + game)
    clock = {"heuristic": 0.0, "random": 0.0, "engine": 0.0}
    state = engine.initial_state(seed + game)
    battles = 0
    while not engine.is_over(state):
        who = engine.to_move(state)
        began = time.process_time()
        if who == "chance":
            action, name = ai.chance(state, dice), "engine"
        else:
            action = players[who](state)
            name = "heuristic" if players[who] is bot else "random"
        middle = time.process_time()
        state, events = engine.apply(state, action)
        clock[name] += middle - began
        clock["engine"] += time.process_time() - middle
        battles += sum(e.kind == "battle" for e in events)
    outcome = "win" if state.result == side else "draw" if state.result == "draw" else "loss"
    return side, outcome, state.round, battles, clock


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    parser.add_argument("--level", choices=("heuristic", "aggressive"), default="heuristic")
    args = parser.parse_args()
    print(
        f"hegemony players bench: python {platform.python_version()} on "
        f"{platform.machine()}; {args.level} vs random, {args.games} games, seed {args.seed}"
    )
    outcomes: Counter[str] = Counter()
    by_side: Counter[tuple[str, str]] = Counter()
    rounds: Counter[str] = Counter()
    clock: Counter[str] = Counter()
    battles = with_battle = 0
    began = time.process_time()
    for game in range(args.games):
        side, outcome, last, fought, spent = play(game, args.seed, args.level)
        outcomes[outcome] += 1
        by_side[side, outcome] += 1
        rounds[last] += 1
        battles += fought
        with_battle += fought > 0
        clock.update(spent)
    total = time.process_time() - began
    n = args.games
    print(
        f"{args.level} player: "
        + ", ".join(
            f"{outcomes[k]} {k}{'es' if k == 'loss' else 's'} ({outcomes[k] / n:.1%})"
            for k in ("win", "draw", "loss")
        )
    )
    for side in ("athens", "sparta"):
        print(
            f"  as {side.capitalize()}: "
            + ", ".join(f"{by_side[side, k]} {k}" for k in ("win", "draw", "loss"))
        )
    print("games ended in round: " + ", ".join(f"{r} {c}" for r, c in sorted(rounds.items())))
    print(f"battles: {battles} in {with_battle} games")
    print(
        f"CPU seconds per game: {total / n:.3f} in all; {args.level} player "
        f"{clock['heuristic'] / n:.3f}, random player {clock['random'] / n:.3f}, engine "
        f"(apply, chance) {clock['engine'] / n:.3f}"
    )


if __name__ == "__main__":
    main()
