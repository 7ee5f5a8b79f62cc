"""Fight for the Hegemony battle odds: seconds for 100,000 simulated battles (target: at most 2 s
on this 2-core machine), for each policy, and milliseconds per battle fought through the engine
for comparison. Prints its figures; not a test.

    python bench/hegemony_odds.py [--battles 100000] [--repeat 3]

The battle: 5 hoplites of Athens against 5 of Sparta (the largest land battle of round 5),
never retreating; the best of ``--repeat`` runs is printed.
"""

from __future__ import annotations

import argparse
import platform
import time

from polislab.games.hegemony.odds import BattleSetup, battle_state, engine_battles, simulate


def best_of(repeat: int, run) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        run()
        times.append(time.perf_counter() - began)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--battles", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    setup = BattleSetup.new(5, 5, "land")
    print(f"python {platform.python_version()}, {platform.machine()}")
    for policy in ("greedy", "random"):
        seconds = best_of(args.repeat, lambda p=policy: simulate(setup, args.battles, policy=p))
        print(f"{args.battles:,} simulated battles, {policy}: {seconds:.2f} s")
    engine_seconds = best_of(1, lambda: engine_battles(battle_state(5, 5), battles=200))
    print(f"through the engine: {engine_seconds / 200 * 1000:.1f} ms a battle")


if __name__ == "__main__":
    main()
