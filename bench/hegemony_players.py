"""Polis: Fight for the Hegemony computer players: a level against an opponent level.

    python bench/hegemony_players.py [--games 200] [--seed 0] [--level heuristic]
        [--opponent random] [--seconds S] [--processes 2]

Plays ``--games`` full games from the standard setup (each with its own seed, so its own
decks); ``--level`` is Athens in the even games and Sparta in the odd ones. Chance (dice,
combat cards) is drawn by its exact odds from a generator of its own. Prints the level's wins,
draws and losses (overall and by side) with a 95% Wilson interval of its win rate, the rounds
the games ended in, the battles fought, the CPU seconds per game (all of it, each player's
share, the engine's) and the wall-clock seconds per decision of each player (median and
max) against the targets: the strong player wins at least 65% against the heuristic player,
at most 2 s a decision. Not a test; prints its figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from collections import Counter
from multiprocessing import Pool

from polislab.core.matches import wilson
from polislab.core.randomness import Randomness
from polislab.games.hegemony import ai, engine

CHANCE_SEEDS = 1_000_000  # the chance of game i is drawn with seed + CHANCE_SEEDS + i
LEVELS = ("random", "heuristic", "aggressive", "strong")


def make(level: str, seed: int, seconds: float | None):  # type: ignore[no-untyped-def]
    if level == "strong" and seconds is not None:
        return ai.player(level, seed=seed, seconds=seconds)
    return ai.player(level, seed=seed)


def play(job: tuple[int, int, str, str, float | None]) -> dict[str, object]:
    """One game: the level's side and outcome, the last round, battles, CPU seconds by
    player and the wall-clock seconds of each decision by player."""
    game, seed, level, opponent, seconds = job
    side = "athens" if game % 2 == 0 else "sparta"
    bot = make(level, seed + game, seconds)
    other = make(opponent, seed + game + 500_000, seconds)
    players = {side: bot, ("sparta" if side == "athens" else "athens"): other}
    dice = Randomness(seed + CHANCE_SEEDS + game)
    clock = {"level": 0.0, "opponent": 0.0, "engine": 0.0}
    waits: dict[str, list[float]] = {"level": [], "opponent": []}
    state = engine.initial_state(seed + game)
    battles = 0
    while not engine.is_over(state):
        who = engine.to_move(state)
        began, wall = time.process_time(), time.perf_counter()
        if who == "chance":
            action, name = ai.chance(state, dice), "engine"
        else:
            action = players[who](state)
            name = "level" if players[who] is bot else "opponent"
            waits[name].append(time.perf_counter() - wall)
        middle = time.process_time()
        state, events = engine.apply(state, action)
        clock[name] += middle - began
        clock["engine"] += time.process_time() - middle
        battles += sum(e.kind == "battle" for e in events)
    outcome = "win" if state.result == side else "draw" if state.result == "draw" else "loss"
    return {"side": side, "outcome": outcome, "round": state.round, "battles": battles,
            "clock": clock, "waits": waits}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games to play (default 200)")
    parser.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    parser.add_argument("--level", choices=LEVELS, default="heuristic")
    parser.add_argument("--opponent", choices=LEVELS, default="random")
    parser.add_argument("--seconds", type=float, default=None,
                        help="the strong player's time bound a decision (default its own)")
    parser.add_argument("--processes", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    print(
        f"hegemony players bench: python {platform.python_version()} on "
        f"{platform.machine()}; {args.level} vs {args.opponent}, {args.games} games, seed "
        f"{args.seed}, {args.processes} process(es); load average "
        + " ".join(f"{x:.2f}" for x in os.getloadavg())
    )
    jobs = [(g, args.seed, args.level, args.opponent, args.seconds) for g in range(args.games)]
    began = time.perf_counter()
    if args.processes > 1:
        with Pool(args.processes) as pool:
            results = pool.map(play, jobs, chunksize=1)
    else:
        results = [play(job) for job in jobs]
    wall = time.perf_counter() - began
    outcomes: Counter[str] = Counter(r["outcome"] for r in results)  # type: ignore[misc]
    by_side: Counter[tuple[str, str]] = Counter((r["side"], r["outcome"]) for r in results)  # type: ignore[misc]
    rounds: Counter[str] = Counter(r["round"] for r in results)  # type: ignore[misc]
    clock: Counter[str] = Counter()
    waits: dict[str, list[float]] = {"level": [], "opponent": []}
    for r in results:
        clock.update(r["clock"])  # type: ignore[arg-type]
        for k in waits:
            waits[k] += r["waits"][k]  # type: ignore[index]
    n = args.games
    low, high = wilson(outcomes["win"], n)
    print(
        f"{args.level} player: "
        + ", ".join(
            f"{outcomes[k]} {k}{'es' if k == 'loss' else 's'} ({outcomes[k] / n:.1%})"
            for k in ("win", "draw", "loss")
        )
        + f"; win rate 95% interval {low:.1%} to {high:.1%}"
    )
    for side in ("athens", "sparta"):
        print(
            f"  as {side.capitalize()}: "
            + ", ".join(f"{by_side[side, k]} {k}" for k in ("win", "draw", "loss"))
        )
    print("games ended in round: " + ", ".join(f"{r} {c}" for r, c in sorted(rounds.items())))
    battles = sum(r["battles"] for r in results)  # type: ignore[misc]
    print(f"battles: {battles} in {sum(r['battles'] > 0 for r in results)} games")  # type: ignore[operator]
    print(
        f"CPU seconds per game: {args.level} player {clock['level'] / n:.3f}, "
        f"{args.opponent} player {clock['opponent'] / n:.3f}, engine (apply, chance) "
        f"{clock['engine'] / n:.3f}; wall-clock in all {wall:.1f} s"
    )
    for key, name in (("level", args.level), ("opponent", args.opponent)):
        if waits[key]:
            print(f"seconds a decision, {name}: median {statistics.median(waits[key]):.4f}, "
                  f"max {max(waits[key]):.3f} ({len(waits[key])} decisions)")
    if args.level == "strong" and args.opponent == "heuristic":
        print(f"target: win rate >= 65% ({'met' if outcomes['win'] / n >= 0.65 else 'NOT met'}),"
              f" decision <= 2 s ({'met' if max(waits['level']) <= 2 else 'NOT met'})")
    print("load average at the end: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
