"""Hexemonia engine speed: seconds per whole random game for 2, 3 and 4 players, actions per
second and ``legal_actions`` listings per second, in pure Python on this machine. Prints its
figures; not a test.

    python bench/hexemonia_speed.py [--seconds 5]

The player is the fuzz test's uniform one (any legal action; Pandora's tile by its odds).
``--seconds`` is spent on each player count.
"""

from __future__ import annotations

import argparse
import platform
import random
import time

from polislab.games.hexemonia import engine


def play(players: int, seconds: float) -> tuple[int, int, int, float, float]:
    """Games, actions, listings, listing time and total time of random games for ``seconds``."""
    rng = random.Random(players)
    games = actions = listings = 0
    listing_time = 0.0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        state = engine.initial_state(rng.randrange(2**32), players=players)
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                start = time.perf_counter()
                legal = engine.legal_actions(state)
                listing_time += time.perf_counter() - start
                listings += 1
                action = rng.choice(legal)
            state, _ = engine.apply(state, action)
            actions += 1
        games += 1
    return games, actions, listings, listing_time, time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    total = 0.0
    for players in (2, 3, 4):
        games, actions, listings, listing_time, spent = play(players, args.seconds)
        total += spent / games
        print(f"{players} players: {games} random games in {spent:.1f} s: "
              f"{spent / games:.4f} s a game, {actions / games:.0f} actions a game, "
              f"{actions / spent:,.0f} actions/s; legal_actions {listings / listing_time:,.0f} "
              f"listings/s")
    print(f"1,000 games of each player count: about {1000 * total:.0f} s")


if __name__ == "__main__":
    main()
