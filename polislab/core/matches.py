"""Computer-player matches: play one game between players, and judge a series of them.

Used by the match benches (``bench/*_players.py``) and the players' tests.

>>> from polislab.core.matches import wilson
>>> [round(x, 3) for x in wilson(19, 20)]
[0.764, 0.991]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from math import sqrt
from typing import Any

from .players import ChancePlayer, game_of

__all__ = ["Game", "Series", "play", "series", "wilson"]


@dataclass
class Game:
    """A finished game: its last state, how many actions were played, and the seconds each
    player took for each of its decisions: wall-clock, and CPU (on a loaded machine the
    wall-clock also counts the waits for a core)."""

    state: Any
    actions: int
    seconds: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)


def play(
    state: Any,
    players: Mapping[str, Callable[[Any], Any]],
    chance_seed: int | None = None,
    max_actions: int = 100_000,
) -> Game:
    """Play ``state`` to its end: ``players[name]`` decides for the player ``name``, a
    :class:`ChancePlayer` seeded ``chance_seed`` for chance."""
    game = game_of(state)
    chance = ChancePlayer(chance_seed)
    seconds: dict[str, list[float]] = {name: [] for name in players}
    cpu: dict[str, list[float]] = {name: [] for name in players}
    actions = 0
    while not game.is_over(state) and actions < max_actions:
        who = game.to_move(state)
        if who == "chance":
            action = chance(state)
        else:
            assert who is not None, "a game that is not over has someone to move"
            began, used = time.perf_counter(), time.process_time()
            action = players[who](state)
            seconds[who].append(time.perf_counter() - began)
            cpu[who].append(time.process_time() - used)
        state, _ = game.apply(state, action)
        actions += 1
    return Game(state, actions, seconds, cpu)


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% for the default ``z``)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (centre - spread) / scale, (centre + spread) / scale


@dataclass
class Series:
    """A series of games of one player against others: its wins (a victory shared counts
    apart), the games, and the seconds of each of its decisions and of the others'."""

    games: int = 0
    wins: int = 0
    shared: int = 0
    by_seat: dict[str, list[int]] = field(default_factory=dict)  # seat -> [wins, games]
    seconds: list[float] = field(default_factory=list)
    others: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)  # the player's CPU seconds a decision

    def add(self, seat: str, game: Game) -> None:
        winners = _winners(game.state)
        won = winners == (seat,)
        self.games += 1
        self.wins += won
        self.shared += seat in winners and len(winners) > 1
        tally = self.by_seat.setdefault(seat, [0, 0])
        tally[0] += won
        tally[1] += 1
        for name, times in game.seconds.items():
            (self.seconds if name == seat else self.others).extend(times)
        self.cpu.extend(game.cpu.get(seat, ()))

    def report(self, title: str, target: float | None = None, seconds: float | None = None
               ) -> str:
        """Lines of text: wins with their 95% Wilson interval, by seat, and decision times
        (median and max), each against its ``target`` win rate and time bound."""
        low, high = wilson(self.wins, self.games)
        rate = self.wins / self.games if self.games else 0.0
        lines = [f"{title}: {self.wins}/{self.games} won ({rate:.1%}; 95% interval "
                 f"{low:.1%} to {high:.1%})"
                 + (f", {self.shared} shared victories" if self.shared else "")
                 + ("" if target is None else
                    f"; target >= {target:.0%}: {'met' if rate >= target else 'NOT met'}")]
        lines.append("  by seat: " + ", ".join(
            f"{seat} {w}/{n}" for seat, (w, n) in sorted(self.by_seat.items())))
        for name, times in (("player", self.seconds), ("opponents", self.others)):
            if times:
                ordered = sorted(times)
                line = (f"  seconds a decision, {name}: median {ordered[len(ordered) // 2]:.4f}"
                        f", max {ordered[-1]:.3f} ({len(ordered)} decisions)")
                if name == "player" and self.cpu:
                    line += f" (CPU max {max(self.cpu):.3f})"
                if name == "player" and seconds is not None:
                    line += f"; target <= {seconds:g} s: " + (
                        "met" if ordered[-1] <= seconds else "NOT met")
                lines.append(line)
        return "\n".join(lines)


def _winners(state: Any) -> tuple[str, ...]:
    """Who finished first: the winners a game names (Hexemonia's shared victory), else its
    one winner."""
    winners = getattr(state, "winners", None)
    if winners is not None:
        return tuple(winners)
    winner = game_of(state).winner(state)
    return () if winner is None else (winner,)


def series(
    make_state: Callable[[int], Any],
    player: Callable[[int], Callable[[Any], Any]],
    opponent: Callable[[int], Callable[[Any], Any]],
    games: int,
    seed: int = 0,
    progress: Callable[[int, Series], None] | None = None,
) -> Series:
    """``games`` games, game i from ``make_state(seed + i)``: ``player(seed + i)`` in seat
    i mod n (the seats turn round), ``opponent(...)`` in the others, chance seeded apart."""
    out = Series()
    for i in range(games):
        state = make_state(seed + i)
        names = [p.name for p in state.players]
        seat = names[i % len(names)]
        seats = {n: opponent(seed + 1000 * (k + 1) + i) for k, n in enumerate(names)}
        seats[seat] = player(seed + i)
        out.add(seat, play(state, seats, chance_seed=seed + 1_000_000 + i))
        if progress is not None:
            progress(i, out)
    return out
