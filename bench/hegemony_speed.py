"""Polis: Fight for the Hegemony engine speed: whole random games per second, actions per
second, and ``legal_actions`` listings per second, in pure Python on this machine. Prints its
figures; not a test.

    python bench/hegemony_speed.py [--seconds 10]

The player is the fuzz test's uniform one: any legal action, chance by its exact odds.
Targets (issue 19): ``legal_actions`` at most 1 ms (median over the positions the games
reach where a player acts) and a random game at most 0.05 s (wall time; the process's CPU
time a game is printed too, since other work on the machine slows the wall clock).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import time
from collections import Counter

from polislab.games.hegemony import engine

GAME_TARGET = 0.05  # s per random game
LISTING_TARGET = 1.0  # ms per legal_actions, median


def play(seconds: float) -> tuple[int, int, list[float], Counter[str]]:
    rng = random.Random(1)
    games = actions = 0
    listings: list[float] = []
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
                listings.append(time.perf_counter() - began)
                action = rng.choice(legal)
            state, _ = engine.apply(state, action)
            actions += 1
        games += 1
        rounds[state.round] += 1
    return games, actions, listings, rounds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    began, cpu = time.perf_counter(), time.process_time()
    games, actions, listings, rounds = play(args.seconds)
    spent, cpu = time.perf_counter() - began, time.process_time() - cpu
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"Python {platform.python_version()} on {platform.machine()}; {uptime}")
    game = spent / games
    print(f"{games} random games in {spent:.1f} s: {game:.3f} s a game (target <= "
          f"{GAME_TARGET} s: {'ok' if game <= GAME_TARGET else 'MISSED'}), "
          f"{actions / spent:,.0f} actions/s ({actions / games:.0f} actions a game); "
          f"CPU time {cpu / games:.3f} s a game (less than the wall time when others share "
          "the cores)")
    median = 1000 * statistics.median(listings)
    print(f"legal_actions over {len(listings)} positions: median {median:.2f} ms (target <= "
          f"{LISTING_TARGET} ms: {'ok' if median <= LISTING_TARGET else 'MISSED'}), mean "
          f"{1000 * statistics.mean(listings):.2f} ms, p90 "
          f"{1000 * statistics.quantiles(listings, n=10)[-1]:.2f} ms")
    print("games ended in round: " + ", ".join(f"{r} {n}" for r, n in sorted(rounds.items())))


if __name__ == "__main__":
    main()
