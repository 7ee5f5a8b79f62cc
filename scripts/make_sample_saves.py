"""Write sample saves of each game to tests/saves/ (issue 28: saves keep working).

    python scripts/make_sample_saves.py            # writes tests/saves/<game>-<what>.json
    python scripts/make_sample_saves.py --game my_games.nim   # a game from outside the
                                                   # library: its package's saves/ folder

The committed samples were written by polislab as it was released (before saves had a declared
schema): tests/test_saves.py loads them with today's code, so a change of the save format must
come with a migration step. Do not regenerate the committed files to make that test pass;
write new samples beside them (``--tag``) when a format changes.

Each game is played by seeded random moves from its start; the samples are the start, states
after a few and many plies, the first state of each kind of pending decision met (a player's
choice and a chance draw), a finished game when one is reached, and a saved Timeline (the
start and a dozen actions) and a saved Scenario (the game's first tutorial).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
from pathlib import Path

from polislab.core import Scenario, Timeline, game_names, get_game
from polislab.core.declarations import game_package

OUT = Path(__file__).resolve().parent.parent / "tests" / "saves"


def samples(name: str, seeds: int = 6, plies: int = 300) -> dict[str, dict]:
    game = get_game(name)
    found: dict[str, dict] = {"start": game.to_json(game.initial_state())}
    for seed in range(seeds):
        rng = random.Random(f"sample saves/{name}/{seed}")
        state = game.initial_state()
        for ply in range(plies):
            if seed == 0 and ply in (7, 40):
                found.setdefault(f"ply{ply}", game.to_json(state))
            pending = getattr(state, "pending", None)
            if pending is not None:
                who = "chance" if pending.is_chance else "player"
                key = f"pending-{pending.kind.replace(' ', '-')}-{who}"
                found.setdefault(key, game.to_json(state))
            actions = game.legal_actions(state)
            if game.is_over(state) or not actions:
                found.setdefault("over", game.to_json(state))
                break
            state, _ = game.apply(state, rng.choice(actions))
    # A saved timeline: the start and the first dozen actions of seed 0's game, as text.
    rng = random.Random(f"sample saves/{name}/0")
    timeline = Timeline(game, game.initial_state())
    for _ in range(12):
        actions = game.legal_actions(timeline.state)
        if game.is_over(timeline.state) or not actions:
            break
        timeline.play(rng.choice(actions))
    found["timeline"] = timeline.to_json()
    # A saved scenario: the game's first tutorial, as Scenario.to_json writes it.
    package = game_package(name)
    first = package.tutorial_names()[0]
    found["scenario"] = Scenario.from_json(package.tutorial(first).to_json()).to_json()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tag", default="", help="a suffix for the file names")
    parser.add_argument("--game", help="the package of a game from outside the library "
                        "(it registers on import); its samples go to its own saves/ folder")
    args = parser.parse_args()
    if args.game:
        package = importlib.import_module(args.game)
        name = package.GAME.name
        write(name, Path(package.__file__).resolve().parent / "saves", args.tag)
        return
    for name in game_names():  # every game of the library
        write(name, OUT, args.tag)


def write(name: str, folder: Path, tag: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for what, data in samples(name).items():
        path = folder / f"{name}-{what}{tag}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(path)


if __name__ == "__main__":
    main()
