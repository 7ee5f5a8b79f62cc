"""Hexemonia computer players: the strong player against random and greedy players, with 2, 3
and 4 players.

    python bench/hexemonia_players.py [--games 100] [--seed 0] [--players 2 3 4]
        [--rivals random greedy]

For each player count, two series: the strong player in one seat against random players in
all the others, then against greedy players; the strong player's seat turns round from game
to game. A win is finishing first alone (a shared victory is counted apart, as not a win).
Prints the wins with a 95% Wilson interval and the seconds a decision (median, max) against
the targets: at least 95% against random, 70% against greedy, at most 1 s a decision.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

from polislab.core.matches import series
from polislab.games.hexemonia import ai, engine

TARGETS = {"random": 0.95, "greedy": 0.70}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games a series (default 100)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--rivals", nargs="+", choices=list(TARGETS), default=list(TARGETS))
    args = parser.parse_args()
    print(f"hexemonia players bench: python {platform.python_version()}; {args.games} games "
          f"a series, seed {args.seed}; load average "
          + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    for count in args.players:
        for rival in args.rivals:
            target = TARGETS[rival]
            began = time.perf_counter()
            result = series(lambda s, count=count: engine.initial_state(s, players=count),
                            lambda s: ai.LEVELS["strong"](seed=s),
                            lambda s, rival=rival: ai.LEVELS[rival](seed=s),
                            args.games, args.seed)
            print(result.report(f"{count} players, strong vs {rival}", target, 1.0))
            print(f"  {time.perf_counter() - began:.0f} s; load average "
                  + " ".join(f"{x:.2f}" for x in os.getloadavg()), flush=True)


if __name__ == "__main__":
    main()
