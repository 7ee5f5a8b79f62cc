"""Hopping Polis computer players: matches of the search player against random and greedy.

    python bench/hopping_ai.py [--games 200] [--seconds 0.8] [--depth D] [--processes 2]

Plays two matches from the standard start, search vs random and search vs greedy, each of
``--games`` games; the search player is Red in the even games and Blue in the odd ones, and
every game has its own seeds (so no two games are the same). Prints the progress with an
estimate of the time left, then for each match the wins, draws and losses of the search
player, the mean and longest seconds per move of each player, and the total time. A draw
(ruling H8, 100 quiet plies) counts as not a win.

Target (issue): the search player wins at least 95% against random and 75% against greedy, in
200 games each, at no more than 1 s per move on this machine. The search's default time bound
here, 0.8 s, leaves a margin for waiting for a core when other work shares the machine (the
search itself stops before its bound). Not a test; prints its figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from multiprocessing import Pool

from polislab.games import hopping
from polislab.games.hopping import ai

OPPONENTS = ("random", "greedy")
TARGETS = {"random": 0.95, "greedy": 0.75}
LIMIT = 1.0  # seconds per move the search player may take (the target)
OPPONENT_SEEDS = 1_000_000  # the opponent of game i gets seed + OPPONENT_SEEDS + i


@dataclass(frozen=True)
class Task:
    """One game to play: the opponent's level, the game's number and the search's bounds."""

    opponent: str
    game: int
    seed: int
    seconds: float | None
    depth: int | None
    nodes: int | None


@dataclass
class Clock:
    """Seconds per move of one player over one or more games: wall-clock, and the CPU time of
    its process (on a busy machine a move's wall-clock time also counts waiting for a core)."""

    moves: int = 0
    total: float = 0.0
    longest: float = 0.0
    over: int = 0  # moves that took more than LIMIT wall-clock seconds
    cpu_total: float = 0.0
    cpu_longest: float = 0.0

    def add(self, seconds: float, cpu: float) -> None:
        self.moves += 1
        self.total += seconds
        self.longest = max(self.longest, seconds)
        self.over += seconds > LIMIT
        self.cpu_total += cpu
        self.cpu_longest = max(self.cpu_longest, cpu)

    def merge(self, other: Clock) -> None:
        self.moves += other.moves
        self.total += other.total
        self.longest = max(self.longest, other.longest)
        self.over += other.over
        self.cpu_total += other.cpu_total
        self.cpu_longest = max(self.cpu_longest, other.cpu_longest)

    def __str__(self) -> str:
        n = max(1, self.moves)
        return (f"mean {self.total / n:.4f} s, max {self.longest:.4f} s over {self.moves} moves"
                f" ({self.over} over {LIMIT:g} s); CPU mean {self.cpu_total / n:.4f} s, "
                f"max {self.cpu_longest:.4f} s")


@dataclass
class Record:
    """How one game went, from the search player's side."""

    task: Task
    search_color: str
    outcome: str  # "win", "draw" or "loss"
    plies: int
    how: str  # how the game ended
    clocks: dict[str, Clock] = field(default_factory=dict)  # "search", opponent's level
    depths: list[int] = field(default_factory=list)  # depth the search finished, per move


def play(task: Task) -> Record:
    """Play one game of ``task`` from the standard start."""
    search = ai.SearchPlayer(seed=task.seed + task.game, seconds=task.seconds,
                             depth=task.depth, nodes=task.nodes)
    opponent = ai.player(task.opponent, seed=task.seed + OPPONENT_SEEDS + task.game)
    search_color = "red" if task.game % 2 == 0 else "blue"
    clocks = {"search": Clock(), task.opponent: Clock()}
    depths: list[int] = []
    pos = hopping.Position.start()
    plies = 0
    while not pos.is_over:
        mine = pos.to_move == search_color
        began, began_cpu = time.perf_counter(), time.process_time()
        move = (search if mine else opponent)(pos)
        clocks["search" if mine else task.opponent].add(time.perf_counter() - began,
                                                        time.process_time() - began_cpu)
        if mine:
            depths.append(int(search.last["depth"]))
        pos = pos.play(move)
        plies += 1
    if pos.result == search_color:
        outcome = "win"
    elif pos.result == "draw":
        outcome = "draw"
    else:
        outcome = "loss"
    return Record(task, search_color, outcome, plies, _how(pos), clocks, depths)


def _how(pos: hopping.Position) -> str:
    for event in pos.events:
        if event.kind == "draw":
            return "draw"
        if event.kind == "win":
            return "chariot home" if "square" in event.data else "no legal move"
    return "chariot home"


def _run(tasks: list[Task], processes: int) -> Iterator[Record]:
    if processes <= 1:
        yield from map(play, tasks)
        return
    with Pool(processes) as pool:
        yield from pool.imap_unordered(play, tasks)


def _duration(seconds: float) -> str:
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes}m{secs:02d}s" if minutes else f"{seconds:.1f}s"


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def report(opponent: str, records: list[Record]) -> bool:
    """Print one match's figures; whether it met the target."""
    n = len(records)
    counts = {k: sum(r.outcome == k for r in records) for k in ("win", "draw", "loss")}
    clocks = {"search": Clock(), opponent: Clock()}
    for r in records:
        for who, clock in r.clocks.items():
            clocks[who].merge(clock)
    plies = sum(r.plies for r in records) / n
    depths = [d for r in records for d in r.depths]
    hows: dict[str, int] = {}
    for r in records:
        hows[r.how] = hows.get(r.how, 0) + 1
    by_color = {c: sum(r.outcome == "win" for r in records if r.search_color == c)
                for c in ("red", "blue")}
    rate = counts["win"] / n
    met = rate >= TARGETS[opponent] and clocks["search"].longest <= LIMIT
    print(f"\nsearch vs {opponent}: {n} games")
    print("  search player: " + ", ".join(
        f"{counts[k]} {k}{'s' if k != 'loss' else 'es'} ({counts[k] / n:.1%})"
        for k in ("win", "draw", "loss")))
    print(f"  wins as Red {by_color['red']}/{(n + 1) // 2}, as Blue {by_color['blue']}/{n // 2};"
          f" mean {plies:.1f} plies a game; ended by {hows}")
    print(f"  seconds per move: search {clocks['search']}")
    print(f"  {'':18}{opponent} {clocks[opponent]}")
    if depths:
        hist = {d: depths.count(d) for d in sorted(set(depths))}
        print(f"  search depth finished per move: {hist}")
    lost = [f"{r.task.game} ({r.search_color}, {r.outcome})" for r in records
            if r.outcome != "win"]
    if lost:
        print(f"  games not won (game number, search's colour): {', '.join(lost)}")
    print(f"  target: wins >= {TARGETS[opponent]:.0%} and <= {LIMIT:g} s per move: "
          f"{'met' if met else 'NOT met'}")
    return met


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per match (default 200)")
    parser.add_argument("--seconds", type=float, default=0.8,
                        help="search time bound per move (default 0.8, a margin under the 1 s "
                        "target for a busy machine; 0 for none)")
    parser.add_argument("--depth", type=int, default=None, help="search depth bound (plies)")
    parser.add_argument("--nodes", type=int, default=None, help="search node bound")
    parser.add_argument("--processes", type=int, default=min(2, os.cpu_count() or 1),
                        help="worker processes (default 2: one per core of this machine)")
    parser.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    parser.add_argument("--against", choices=OPPONENTS, nargs="+", default=list(OPPONENTS))
    args = parser.parse_args()
    seconds = args.seconds or None
    if seconds is None and args.depth is None and args.nodes is None:
        parser.error("give the search a bound: --seconds, --depth or --nodes")

    sample = ai.SearchPlayer(seed=args.seed, seconds=seconds, depth=args.depth,
                             nodes=args.nodes)
    print(f"hopping AI bench: python {platform.python_version()} on {platform.machine()}, "
          f"{os.cpu_count()} cores, {args.processes} process(es), load {_load()}")
    print(f"search player: {sample!r} with seed {args.seed} + game number; "
          f"{args.games} games per match, colours alternating")
    tasks = [Task(opp, i, args.seed, seconds, args.depth, args.nodes)
             for i in range(args.games) for opp in args.against]
    records: dict[str, list[Record]] = {opp: [] for opp in args.against}
    began = time.perf_counter()
    every = max(1, len(tasks) // 20)
    for done, record in enumerate(_run(tasks, args.processes), start=1):
        records[record.task.opponent].append(record)
        if done % every == 0 or done == len(tasks):
            elapsed = time.perf_counter() - began
            left = elapsed / done * (len(tasks) - done)
            wins = ", ".join(f"vs {opp} {sum(r.outcome == 'win' for r in rs)}/{len(rs)} won"
                             for opp, rs in records.items())
            print(f"  [{done:4d}/{len(tasks)}] {_duration(elapsed)} elapsed, about "
                  f"{_duration(left)} left; {wins}", flush=True)
    met = [report(opp, sorted(rs, key=lambda r: r.task.game)) for opp, rs in records.items()]
    print(f"\ntotal {_duration(time.perf_counter() - began)} wall-clock for {len(tasks)} games; "
          f"load {_load()}; all targets {'met' if all(met) else 'NOT met'}")


if __name__ == "__main__":
    main()
