"""How long moment codes are: characters per code, median and longest, for each game, in three
kinds of moment (issue 35), against the targets:

- every step of every ready-made tutorial (target: at most 200 characters);
- a game from a seeded start, ``G.start(seed=...)``, after a random number of actions up to 60,
  coded from its history as a PlayView holds it (target: at most 200);
- a typed position: a random state deep in a random game (past the first third of its
  actions), coded as a position (target: at most 600);
- a teacher's own 5-step lesson (issue 37), coded whole with ``lesson_code``: from
  ``G.start(seed=...)``, each step a random legal action with a narration, a title and a place
  of the board highlighted (target: at most ``LESSON_CODE_MAX``, 1,400).

    python bench/moment_codes.py [--moments 1000] [--lessons 50] [--games hopping,hellas]

Each random moment is read back (the same save, the same step); the run time is printed.
``PYTHONPATH=<another checkout> python bench/moment_codes.py`` measures another commit's codes
(version 1 codes a PlayView as its position: the same moments, another format).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import time
from types import SimpleNamespace
from typing import Any

from polislab.classroom.moment import (
    LESSON_CODE_MAX,
    VERSION,
    lesson_code,
    moment_code,
    read_moment,
)
from polislab.core import Timeline, game_names, get_game
from polislab.core.interface import interface_for
from polislab.core.scenario import Scenario, Step

TARGETS = {"tutorial steps": 200, "seeded games, ply <= 60": 200, "typed positions": 600,
           "5-step lessons": LESSON_CODE_MAX}
#: What a teacher says at each step of a lesson (the action and the side to move filled in).
SAYINGS = ["{who} opens with {action}: a quiet move that keeps every choice open.",
           "Now {who} answers: {action}. Watch the marked place, it matters later.",
           "{who} plays {action}. Why is it better than the obvious move?",
           "With {action}, {who} takes the lead. How should the other side reply?",
           "{who} ends the sequence with {action}."]
PER_GAME = 10  # moments taken from each random game
MAX_PLIES = 400


def save(state: Any) -> str:
    return json.dumps(get_game(state.game_name).to_json(state), sort_keys=True)


def random_game(name: str, seed: int, plies: int) -> Timeline:
    """A game from ``start(seed=seed)`` as a PlayView plays it: every action, chance's too, a
    random legal one, in its timeline."""
    module = importlib.import_module(f"polislab.games.{name}")
    timeline = Timeline(get_game(name), module.start(seed=seed))
    rng = random.Random(f"moment-codes/{name}/{seed}")
    while len(timeline) < plies and not timeline.state.is_over:
        timeline.play(rng.choice(timeline.state.legal_actions()))
    return timeline


def tutorial_codes(name: str) -> list[int]:
    module = importlib.import_module(f"polislab.games.{name}")
    sizes = []
    for tutorial in module.tutorial_names():
        scenario = module.tutorial(tutorial)
        for step in range(len(scenario)):
            code = moment_code(scenario, step=step)
            moment = read_moment(code)
            assert (moment.tutorial, moment.step) == (tutorial, step), code
            sizes.append(len(code))
    return sizes


def seeded_codes(name: str, moments: int, rng: random.Random) -> list[int]:
    sizes = []
    while len(sizes) < moments:
        game = random_game(name, rng.randrange(10**6), 60)
        for ply in sorted(rng.randint(0, len(game)) for _ in range(PER_GAME)):
            timeline = game.branch(ply)
            view = SimpleNamespace(timeline=timeline, state=timeline.state)  # as a PlayView
            code = moment_code(view)
            assert save(read_moment(code).state) == save(timeline.state), code
            sizes.append(len(code))
    return sizes[:moments]


def position_codes(name: str, moments: int, rng: random.Random) -> list[int]:
    sizes = []
    while len(sizes) < moments:
        game = random_game(name, rng.randrange(10**6), MAX_PLIES)
        deep = [entry.state for entry in game.entries[len(game) // 3:]] or [game.state]
        for state in rng.sample(deep, min(PER_GAME, len(deep))):
            code = moment_code(state)
            assert save(read_moment(code).state) == save(state), code
            sizes.append(len(code))
    return sizes[:moments]


def lesson_codes(name: str, lessons: int, rng: random.Random) -> list[int]:
    """Codes of 5-step lessons as a teacher records them, each from a seeded start."""
    module = importlib.import_module(f"polislab.games.{name}")
    game = get_game(name)
    sizes: list[int] = []
    for _ in range(lessons):
        start = state = module.start(seed=rng.randrange(10**6))
        steps = []
        for number, saying in enumerate(SAYINGS):
            who = str(game.to_move(state)).title()
            action = rng.choice(list(game.legal_actions(state)))
            state, _ = game.apply(state, action)
            place = rng.choice(sorted(interface_for(state).scene(state).regions))
            steps.append(Step(str(action), saying.format(who=who, action=action),
                              {"highlight": [place]}, title=f"Move {number + 1}"))
        lesson = Scenario(name, start, steps, title=f"Five moves of {game.title}",
                          intro="Play along, and look at the marked places.")
        code = lesson_code(lesson)
        assert read_moment(code).scenario == lesson, code
        sizes.append(len(code))
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moments", type=int, default=1000, help="random moments per kind")
    parser.add_argument("--lessons", type=int, default=50, help="5-step lessons per game")
    parser.add_argument("--games", default=",".join(game_names()))
    args = parser.parse_args()
    began = time.perf_counter()
    print(f"moment codes of version {VERSION}: characters per code (median / longest, count)")
    print(f"{'game':<10} {'kind':<25} {'median':>7} {'longest':>8} {'count':>6}  target")
    for name in args.games.split(","):
        rng = random.Random(f"moment-codes/{name}")
        kinds = {"tutorial steps": tutorial_codes(name),
                 "seeded games, ply <= 60": seeded_codes(name, args.moments, rng),
                 "typed positions": position_codes(name, args.moments, rng),
                 "5-step lessons": lesson_codes(name, args.lessons,
                                                random.Random(f"lessons/{name}"))}
        for kind, sizes in kinds.items():
            target = TARGETS[kind]
            met = "met" if max(sizes) <= target else "MISSED"
            print(f"{name:<10} {kind:<25} {statistics.median(sizes):>7.0f} {max(sizes):>8} "
                  f"{len(sizes):>6}  <= {target}: {met}", flush=True)
    print(f"{time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
