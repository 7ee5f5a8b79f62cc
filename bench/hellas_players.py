"""Hellas computer players: the strong player against the random and the greedy player.

    python bench/hellas_players.py [--games 40] [--seed 0] [--rivals random greedy]

Two series: the strong player against the random player, then against the greedy player;
the strong player is Light in the even games and Dark in the odd ones. Chance (tiles, god
cards) is drawn by its exact odds from a generator of its own. Prints the wins with a 95%
Wilson interval and the seconds a decision (median, max) against the targets: at least 95%
against random, 70% against greedy, at most 1 s a decision.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from polislab.core.matches import series
from polislab.games.hellas import ai, engine

TARGETS = {"random": 0.95, "greedy": 0.70}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games a series (default 40)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rivals", nargs="+", choices=list(TARGETS), default=list(TARGETS))
    args = parser.parse_args()
    print(f"hellas players bench: python {platform.python_version()}; {args.games} games a "
          f"series, seed {args.seed}; load average "
          + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for rival in args.rivals:
        began = time.perf_counter()
        result = series(lambda s: engine.initial_state(), lambda s: ai.LEVELS["strong"](seed=s),
                        lambda s, rival=rival: ai.LEVELS[rival](seed=s), args.games, args.seed)
        print(result.report(f"strong vs {rival}", TARGETS[rival], 1.0))
        print(f"  {time.perf_counter() - began:.0f} s; load average "
              + " ".join(f"{x:.2f}" for x in os.getloadavg()), flush=True)


if __name__ == "__main__":
    main()
