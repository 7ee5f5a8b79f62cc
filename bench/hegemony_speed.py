"""Polis: Fight for the Hegemony engine speed: whole random games per second, actions per
second, and ``legal_actions`` listings per second, in pure Python on this machine. Prints its
figures; not a test.

    python bench/hegemony_speed.py [--seconds 10]

The player is the fuzz test's uniform one: any legal action, chance by its exact odds.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections import Counter

from polislab.games.hegemony import engine


def play(seconds: float) -> tuple[int, int, float, int, Counter[str]]:
    rng = random.Random(1)
    games = actions = listings = 0
    listing_time = 0.0
    rounds: Counter[str] = Counter()
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        state = engine.initial_state(rng.randrange(2**32))
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                began = time.perf_counter()
                legal = engine.legal_actions(state)
                listing_time += time.perf_counter() - began
                listings += 1
                action = rng.choice(legal)
            state, _ = engine.apply(state, action)
            actions += 1
        games += 1
        rounds[state.round] += 1
    return games, actions, listing_time, listings, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    began = time.perf_counter()
    games, actions, listing_time, listings, rounds = play(args.seconds)
    spent = time.perf_counter() - began
    print(f"Python {platform.python_version()} on {platform.machine()}")
    print(f"{games} random games in {spent:.1f} s: {spent / games:.3f} s a game, "
          f"{actions / spent:,.0f} actions/s ({actions / games:.0f} actions a game)")
    print(f"legal_actions: {listings / listing_time:,.0f} listings/s "
          f"({1000 * listing_time / listings:.2f} ms each)")
    print("games ended in round: " + ", ".join(f"{r} {n}" for r, n in sorted(rounds.items())))


if __name__ == "__main__":
    main()
