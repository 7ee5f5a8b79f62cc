"""How long a save takes to load: ``get_game(name).from_json`` on each sample save in
tests/saves/ (issue 28), median milliseconds of repeated loads per file, and the slowest.

    python bench/save_load.py [--repeat 30]

Loading a save checks its shape (the declared schema), its consistency (the game's own rules)
and that the engine can go on from it; run it before and after a change to the readers.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from polislab.core import get_game

SAVES = Path(__file__).resolve().parent.parent / "tests" / "saves"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    repeat = parser.parse_args().repeat
    by_game: dict[str, list[float]] = {}
    for path in sorted(SAVES.glob("*.json")):
        name, what = path.stem.split("-", 1)
        if what.startswith(("timeline", "scenario")):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        game = get_game(name)
        game.from_json(data)  # warm: imports, compiled schemas, caches
        times = []
        for _ in range(repeat):
            began = time.perf_counter()
            game.from_json(data)
            times.append((time.perf_counter() - began) * 1000)
        by_game.setdefault(name, []).append(statistics.median(times))
    print(f"{'game':<10} {'saves':>5} {'median ms':>10} {'slowest ms':>11}")
    for name, medians in by_game.items():
        print(f"{name:<10} {len(medians):>5} {statistics.median(medians):>10.2f} "
              f"{max(medians):>11.2f}")


if __name__ == "__main__":
    main()
