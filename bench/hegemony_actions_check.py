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


def record_games(games: int, probes: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Each game's steps, and at each listing what ``apply`` says to the candidates that are
    not legal; with ``probes`` (another tree's record), to the actions it refused too."""
    from polislab.games.hegemony import engine

    out = []
    for seed in range(games):
        rng = random.Random(seed)
        state = engine.initial_state(seed)
        steps, refused = [], []
        tried = probes[seed]["refused"] if probes and seed < len(probes) else []
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                steps.append("chance " + " | ".join(f"{a} @{w}" for a, w in outcomes))
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                legal = engine.legal_actions(state)
                steps.append(" | ".join(str(a) for a in legal))
                also = tried[len(refused)] if len(refused) < len(tried) else {}
                refused.append(refusals(engine, state, legal, also))
                action = rng.choice(legal)
            state, events = engine.apply(state, action)
            steps.append(f"-> {action}: " + " ".join(e.explain() for e in events))
        steps.append(f"over: {state.result} round {state.round}")
        out.append({"steps": steps, "refused": refused})
    return out


def refusals(engine: Any, state: Any, legal: list[Any], also: dict[str, str]) -> dict[str, str]:
    """What ``apply`` says to each candidate that is not in ``legal`` (after the opponent has
    passed, to the candidate with each extra resource), and to the actions named in ``also``:
    its rule and its message, by the action's text."""
    from dataclasses import replace

    from polislab.core.errors import IllegalAction
    from polislab.games.hegemony.components import RESOURCES
    from polislab.games.hegemony.turns import acting_alone

    alone = acting_alone(state)
    actions = [action for generate in engine.CANDIDATES
               for base in generate(state, state.player)
               for action in ([replace(base, extra=r) for r in RESOURCES] if alone else [base])]
    actions += [engine.parse_action(state, text) for text in also]
    allowed = {str(a) for a in legal}
    said = {}
    for action in actions:
        if str(action) in allowed or str(action) in said:
            continue
        try:
            engine.apply(state, action)
        except IllegalAction as err:
            said[str(action)] = f"{err.rule}: {err.reason}"
        else:
            said[str(action)] = "LEGAL, yet not listed"
    return said


def record_in(tree: Path, games: int, into: Path, probes: Path | None = None) -> None:
    env = dict(os.environ, PYTHONPATH=str(tree))
    more = ["--probe", str(probes)] if probes else []
    subprocess.run([sys.executable, str(HERE), "--record", str(into), "--games", str(games),
                    *more], check=True, env=env, cwd=tree)


def compare(base: list[dict[str, Any]], here: list[dict[str, Any]]) -> int:
    differ = 0
    for seed, (a, b) in enumerate(zip(base, here, strict=True)):
        a_steps, b_steps = a["steps"], b["steps"]
        if a_steps != b_steps:
            differ += 1
            step = next((i for i, (x, y) in enumerate(zip(a_steps, b_steps, strict=False))
                         if x != y), min(len(a_steps), len(b_steps)))
            print(f"game {seed}: first difference at step {step}:\n  base: "
                  f"{a_steps[step] if step < len(a_steps) else '(ended)'}\n  here: "
                  f"{b_steps[step] if step < len(b_steps) else '(ended)'}")
            continue
        for listing, (x, y) in enumerate(zip(a["refused"], b["refused"], strict=True)):
            # Here tried every action base refused; a candidate base did not list is fine
            # as long as apply refuses it (the lists of legal actions are the same).
            wrong = [t for t in x if x[t] != y.get(t)]
            wrong += [t for t in y if y[t].startswith("LEGAL")]
            if wrong:
                differ += 1
                print(f"game {seed}, listing {listing}: '{wrong[0]}' refused with\n  base: "
                      f"{x.get(wrong[0])}\n  here: {y[wrong[0]]}")
                break
    return differ


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--base", default=BASE, help="the commit to compare with")
    parser.add_argument("--record", type=Path, help="only record this tree's games to FILE")
    parser.add_argument("--probe", type=Path, help="with --record: also try what FILE refused")
    args = parser.parse_args()
    if args.record:
        probes = json.loads(args.probe.read_text()) if args.probe else None
        args.record.write_text(json.dumps(record_games(args.games, probes)))
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
        record_in(REPO, args.games, Path(tmp) / "here.json", Path(tmp) / "base.json")
        base = json.loads((Path(tmp) / "base.json").read_text())
        here = json.loads((Path(tmp) / "here.json").read_text())
    steps = sum(len(g["steps"]) for g in here)
    listings = sum(len(g["refused"]) for g in here)
    refused = sum(len(r) for g in base for r in g["refused"])
    differ = compare(base, here)
    verdict = "the same" if differ == 0 else f"DIFFERENT in {differ} games"
    print(f"{args.games} seeded games, {steps} steps ({listings} legal-action lists, "
          f"{refused:,} refusals of candidates): legal actions, events and refusals {verdict} "
          f"as at {args.base[:10]}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
