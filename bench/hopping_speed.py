"""Hopping Polis engine speed: random-playout plies per second and legal-move generations per
second, in pure Python on this machine. Prints its figures; not a test.

    python bench/hopping_speed.py [--seconds 5]

Target (issue 2): at least 50,000 random-playout plies/s.
"""

from __future__ import annotations

import argparse
import platform
import time

from polislab import Randomness
from polislab.games import hopping
from polislab.games.hopping.playout import random_playout


def playouts(seconds: float) -> tuple[int, int, dict[str, int]]:
    rng, start = Randomness(seed=1), hopping.Position.start()
    games = plies = 0
    results: dict[str, int] = {}
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        result, n = random_playout(start, rng)
        games += 1
        plies += n
        results[str(result)] = results.get(str(result), 0) + 1
    return games, plies, results


def sample_positions(count: int) -> list[hopping.Position]:
    """Positions from seeded random games through the public API, for move generation."""
    rng, positions, pos = Randomness(seed=2), [], hopping.Position.start()
    while len(positions) < count:
        if pos.is_over:
            pos = hopping.Position.start()
        positions.append(pos)
        pos = pos.play(rng.choice(pos.legal_moves()))
    return positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}")

    t0 = time.perf_counter()
    games, plies, results = playouts(args.seconds)
    elapsed = time.perf_counter() - t0
    print(f"random playouts: {games} games, {plies} plies in {elapsed:.2f} s "
          f"-> {plies / elapsed:,.0f} plies/s (target 50,000); "
          f"{plies / games:.1f} plies a game; results {results}")

    positions = sample_positions(500)
    rounds = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < args.seconds:
        for pos in positions:
            pos._steps = None  # time the first listing: a position remembers its moves
            pos.legal_moves()
        rounds += 1
    elapsed = time.perf_counter() - t0
    count = rounds * len(positions)
    print(f"legal-move generation (Position.legal_moves, public API): {count / elapsed:,.0f} "
          "positions/s")

    t0 = time.perf_counter()
    played = 0
    for pos in positions:
        moves = pos.legal_moves()
        if moves:
            # events are told when first read: read them, as a board showing the move does
            played += len(pos.play(moves[0]).events) > 0
    elapsed = time.perf_counter() - t0
    print(f"Position.play with events (public API): {played / elapsed:,.0f} moves/s")


if __name__ == "__main__":
    main()
