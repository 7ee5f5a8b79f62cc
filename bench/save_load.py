"""How long a save takes to load: ``get_game(name).from_json`` on each sample save in
tests/saves/ (issue 28), median milliseconds of repeated loads per file, and the slowest.

    python bench/save_load.py [--repeat 30]

Loading a save checks its shape (the declared schema), its consistency (the game's own rules)
and that the engine can go on from it (the engine's first move: most of the slowest loads);
the last column times the schema check alone. Run it before and after a change to the readers
(``PYTHONPATH=<other checkout> python bench/save_load.py`` measures another commit's readers
on the same saves).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from polislab.core import get_game

SAVES = Path(__file__).resolve().parent.parent / "tests" / "saves"


def median_ms(call: Callable[[], object], repeat: int) -> float:
    call()  # warm: imports, compiled schemas, caches
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        call()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def schema_check(name: str, data: dict) -> Callable[[], object] | None:
    """The declared-schema check alone (None with a polislab that has none)."""
    try:
        from polislab.core.schema import check, upgrade
    except ImportError:
        return None
    rules = get_game(name)
    saved = rules.to_json(rules.from_json(data))
    schema = {"hopping": "hopping-position"}.get(name, f"{name}-state")
    return lambda: check(upgrade(saved, saved["version"], {}, "a save"), schema, "a save")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    repeat = parser.parse_args().repeat
    by_game: dict[str, list[float]] = {}
    checks: dict[str, list[float]] = {}
    for path in sorted(SAVES.glob("*.json")):
        name, what = path.stem.split("-", 1)
        if what.startswith(("timeline", "scenario")):
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        game = get_game(name)
        by_game.setdefault(name, []).append(median_ms(partial(game.from_json, data), repeat))
        check = schema_check(name, data)
        if check is not None:
            checks.setdefault(name, []).append(median_ms(check, repeat))
    print(f"{'game':<10} {'saves':>5} {'median ms':>10} {'slowest ms':>11} {'schema ms':>10}")
    for name, medians in by_game.items():
        schema = f"{statistics.median(checks[name]):>10.2f}" if name in checks else f"{'-':>10}"
        print(f"{name:<10} {len(medians):>5} {statistics.median(medians):>10.2f} "
              f"{max(medians):>11.2f} {schema}")
    print("median ms: load (game.from_json) of a save, the median over the game's samples; "
          "slowest: its slowest sample; schema ms: the declared-schema check alone")


if __name__ == "__main__":
    main()
