"""Hopping Polis's public API against python-chess's, random games in one process.

    pip install chess          # python-chess, for this bench only (never a polislab dependency)
    python bench/hopping_vs_chess.py [--seconds 5] [--rounds 3]

Both sides play uniformly random games through their public, documented path:

* polislab: ``moves = pos.legal_moves()``, ``pos = pos.play(rng.choice(moves))`` until
  ``pos.is_over`` (each ``play`` returns a new immutable position with its events);
* python-chess: ``moves = list(board.legal_moves)``, ``board.push(rng.choice(moves))`` until
  ``board.is_game_over()``.

The two are timed in alternating rounds of ``--seconds`` each (the machine is shared), and the
median round's plies per second are compared. Target (issue 39): ratio at least 2.0 (issue 19
asked for 1.0).
Prints its figures; not a test.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import subprocess
import time

from polislab.games import hopping

TARGET_RATIO = 2.0


def polislab_round(seconds: float, rng: random.Random) -> float:
    start = hopping.Position.start()
    plies = 0
    began = time.perf_counter()
    end = began + seconds
    while time.perf_counter() < end:
        pos = start
        while not pos.is_over:
            pos = pos.play(rng.choice(pos.legal_moves()))
            plies += 1
    return plies / (time.perf_counter() - began)


def chess_round(seconds: float, rng: random.Random) -> float:
    import chess

    plies = 0
    began = time.perf_counter()
    end = began + seconds
    while time.perf_counter() < end:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - began)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds per round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each, alternated")
    args = parser.parse_args()
    try:
        import chess
    except ImportError:
        raise SystemExit("python-chess is needed for this bench only: pip install chess") from None
    uptime = subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()
    print(f"python {platform.python_version()}, python-chess {chess.__version__}; {uptime}")
    rng = random.Random(1)
    ours: list[float] = []
    theirs: list[float] = []
    for _ in range(args.rounds):
        ours.append(polislab_round(args.seconds, rng))
        theirs.append(chess_round(args.seconds, rng))
    a, b = statistics.median(ours), statistics.median(theirs)
    print("hopping Polis, Position.legal_moves + Position.play: "
          + ", ".join(f"{x:,.0f}" for x in ours) + f" plies/s (median {a:,.0f})")
    print("python-chess, Board.legal_moves + Board.push:        "
          + ", ".join(f"{x:,.0f}" for x in theirs) + f" plies/s (median {b:,.0f})")
    ratio = a / b
    verdict = "ok" if ratio >= TARGET_RATIO else "MISSED"
    print(f"ratio polislab / python-chess: {ratio:.2f} (target >= {TARGET_RATIO:.2f}) {verdict}")


if __name__ == "__main__":
    main()
