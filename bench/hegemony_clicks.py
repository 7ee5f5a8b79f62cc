"""Fight for the Hegemony on a PlayView: what a click and a choice cost in the kernel (no
browser: the widget's Python side, with its redraws sent to no one). Prints its figures; not a
test. The browser adds its round trip (about 50-60 ms here: bench/browser_latency.py).

    python bench/hegemony_clicks.py [--clicks 200]

Each sample is a fresh position of a seeded random game: a click on a place that offers
actions (the list opens, the place is framed), then the choice of one (it is played, and chance
rolls or draws if it must).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from polislab.games.hegemony import engine
from polislab.games.hegemony.ui import clicks as ui_clicks
from polislab.widgets import PlayView


def sample(clicks: int) -> tuple[list[float], list[float]]:
    rng = random.Random(1)
    state = engine.initial_state(1)
    view = PlayView(state, size=40)
    click_ms, choose_ms = [], []
    while len(click_ms) < clicks:
        if engine.is_over(view.state):
            view.new_game(engine.initial_state(rng.randrange(2**32)))
        state = view.state
        places = sorted(
            {
                p
                for a in engine.legal_actions(state)
                for path in ui_clicks.action_paths(state, a)
                for p in path
            }
        )
        began = time.perf_counter()
        view.click(rng.choice(places))
        click_ms.append(1000 * (time.perf_counter() - began))
        began = time.perf_counter()
        view.choose(rng.randrange(len(view.choices)))
        choose_ms.append(1000 * (time.perf_counter() - began))
    return click_ms, choose_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200)
    args = parser.parse_args()
    click_ms, choose_ms = sample(args.clicks)
    print(f"Python {platform.python_version()} on {platform.machine()}, {args.clicks} clicks")
    for name, values in (
        ("click (offer the list)", click_ms),
        ("choice (play it, chance after)", choose_ms),
    ):
        cut = sorted(values)[int(0.95 * (len(values) - 1))]
        print(f"{name:32s} median {statistics.median(values):6.1f} ms, 95% {cut:6.1f} ms")


if __name__ == "__main__":
    main()
