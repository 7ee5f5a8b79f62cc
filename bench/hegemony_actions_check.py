"""Fight for the Hegemony: are the legal actions the same as at another commit?

    python bench/hegemony_actions_check.py [--games 50] [--base aa3370c]
    python bench/hegemony_actions_check.py --record FILE [--games 50]

Plays ``--games`` seeded random games (the fuzz test's player: any legal action, chance by its
exact odds) and records, at every step, the legal actions in order (their text) or the chance
outcomes with their odds, the action taken with its events' sentences, and what ``apply``
says to every candidate action the engine's generators list that is not legal (after the
opponent has passed, with each extra resource): the rule and the message of its
IllegalAction. Without ``--record`` it checks ``--base`` out into a temporary ``git worktree``
(in the system's temp folder, removed afterwards), records the games there and here (each in
its own Python, with that tree first on the path), and compares them step by step.
For making the engine faster without changing what it allows (issue 19). Prints its verdict;
not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
REPO = HERE.parent.parent
BASE = "aa3370ce117e828288b6d90f5fa05ec9bd7f9121"  # before the issue 19 speed work


def record_games(games: int) -> list[list[str]]:
    from polislab.games.hegemony import engine

    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.initial_state(seed)
        steps = []
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                steps.append("chance " + " | ".join(f"{a} @{w}" for a, w in outcomes))
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                legal = engine.legal_actions(state)
                steps.append(" | ".join(str(a) for a in legal))
                steps.append("refused " + " | ".join(refusals(engine, state, legal)))
                action = rng.choice(legal)
            state, events = engine.apply(state, action)
            steps.append(f"-> {action}: " + " ".join(e.explain() for e in events))
        steps.append(f"over: {state.result} round {state.round}")
        out.append(steps)
    return out


def refusals(engine: Any, state: Any, legal: list[Any]) -> list[str]:
    """What ``apply`` says to each candidate that is not in ``legal`` (after the opponent has
    passed, to the candidate with each extra resource): its rule and its message."""
    from dataclasses import replace

    from polislab.core.errors import IllegalAction
    from polislab.games.hegemony.components import RESOURCES
    from polislab.games.hegemony.turns import acting_alone

    allowed = {str(a) for a in legal}
    alone = acting_alone(state)
    said = []
    for generate in engine.CANDIDATES:
        for base in generate(state, state.player):
            for action in ([replace(base, extra=r) for r in RESOURCES] if alone else [base]):
                if str(action) in allowed:
                    continue
                try:
                    engine.apply(state, action)
                except IllegalAction as err:
                    said.append(f"{action}: {err.rule}: {err.reason}")
                else:
                    said.append(f"{action}: LEGAL, yet not listed")
    return said


def record_in(tree: Path, games: int, into: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(tree))
    subprocess.run([sys.executable, str(HERE), "--record", str(into), "--games", str(games)],
                   check=True, env=env, cwd=tree)


def compare(base: list[list[str]], here: list[list[str]]) -> int:
    differ = 0
    for seed, (a, b) in enumerate(zip(base, here, strict=True)):
        if a != b:
            differ += 1
            step = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
                        min(len(a), len(b)))
            print(f"game {seed}: first difference at step {step}:\n  base: "
                  f"{a[step] if step < len(a) else '(ended)'}\n  here: "
                  f"{b[step] if step < len(b) else '(ended)'}")
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--base", default=BASE, help="the commit to compare with")
    parser.add_argument("--record", type=Path, help="only record this tree's games to FILE")
    args = parser.parse_args()
    if args.record:
        args.record.write_text(json.dumps(record_games(args.games)))
        return
    with tempfile.TemporaryDirectory(prefix="polislab-base-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q", str(tree),
                        args.base], check=True)
        try:
            record_in(tree, args.games, Path(tmp) / "base.json")
        finally:
            subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)],
                           check=True)
        record_in(REPO, args.games, Path(tmp) / "here.json")
        base = json.loads((Path(tmp) / "base.json").read_text())
        here = json.loads((Path(tmp) / "here.json").read_text())
    steps = sum(len(g) for g in here)
    listings = sum(1 for g in here for s in g
                   if not s.startswith(("->", "chance", "over", "refused")))
    refused = sum(s.count(" | ") + 1 for g in here for s in g if s.startswith("refused "))
    differ = compare(base, here)
    verdict = "the same" if differ == 0 else f"DIFFERENT in {differ} games"
    print(f"{args.games} seeded games, {steps} steps ({listings} legal-action lists, "
          f"{refused:,} refusals of candidates): legal actions, events and refusals {verdict} "
          f"as at {args.base[:10]}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
