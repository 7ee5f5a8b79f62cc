"""Hellas engine speed and map building: seconds per random game, actions per second,
``legal_actions`` listings per second, and how often the tile stack runs out of legal
placements, in pure Python on this machine. Prints its figures; not a test.

    python bench/hellas_speed.py [--seconds 10] [--games N] [--player uniform|builder|both]

Chance draws by its exact odds. The "uniform" player chooses any legal action; the "builder"
(as in tests/test_hellas_fuzz.py) prefers voyages and placing tiles, so that its games push map
building to its end. "both" (the default) plays each for half the time (or games).
Map-building figures, counted over every game:

* a drawn tile that fits nowhere on the map (by adjacency, edges and water alone), in the
  initial map creation (it is set aside, as temple tiles are) and on voyages;
* a voyage tile that fits somewhere but nowhere with the voyager's ship majority;
* a dead stack: at the end of the game, tiles are left and none of them fits anywhere on the
  map (map building is over for good); games that used up the whole stack; and how many tiles
  were placed in all.
"""

from __future__ import annotations

import argparse
import platform
import random
import time
from collections import Counter

from polislab.games.hellas import board, engine
from polislab.games.hellas.rules import voyage_placements


def fits_anywhere(state, tile: str) -> bool:  # type: ignore[no-untyped-def]
    c = state.components
    return bool(board.placements(c, state.occupied(), c.tile(tile), True))


def _builder(rng: random.Random, actions: list) -> object:  # type: ignore[type-arg]
    preferred = [a for a in actions if a.kind in ("voyage", "place", "return ship")]
    if preferred and rng.random() < 0.8:
        return rng.choice(preferred)
    return rng.choice(actions)


def play(seconds: float, games_wanted: int | None, player: str) -> dict[str, object]:
    rng = random.Random(1)
    stats: Counter[str] = Counter()
    results: Counter[str] = Counter()
    listing_time = 0.0
    began = time.perf_counter()
    end = began + seconds
    while (time.perf_counter() < end) if games_wanted is None else (
            stats["games"] < games_wanted):
        state = engine.initial_state()
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                t = time.perf_counter()
                legal = engine.legal_actions(state)
                listing_time += time.perf_counter() - t
                stats["listings"] += 1
                action = rng.choice(legal) if player == "uniform" else _builder(rng, legal)
            before = state
            state, _ = engine.apply(state, action)
            stats["actions"] += 1
            if before.pending is not None and before.pending.kind == "tile draw":
                tile = state.drawn
                if before.phase == "setup":
                    drawn = action.tile  # type: ignore[attr-defined]
                    if state.components.tile(drawn).temple:
                        stats["setup temples"] += 1
                    else:
                        stats["setup draws"] += 1
                        if drawn in state.set_aside or (tile is None and drawn not in {
                                c.tile for c in state.cities}):
                            stats["setup set aside"] += 1
                elif tile is not None:
                    stats["voyage draws"] += 1
                    if not fits_anywhere(state, tile):
                        stats["voyage tile fits nowhere"] += 1
                    elif not voyage_placements(state):
                        stats["voyage tile lacks ship majority"] += 1
        stats["games"] += 1
        stats["turns"] += state.turn
        stats["tiles placed"] += len(state.cities)
        results[state.reason.split(" has")[0] if "cities" in state.reason else state.reason] += 1
        left = [*state.stack, *state.bottom]
        if left and not any(fits_anywhere(state, t) for t in left):
            stats["dead stack"] += 1
        if not left:
            stats["stack empty"] += 1
    return {"stats": stats, "results": results, "seconds": time.perf_counter() - began,
            "listing_time": listing_time}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--games", type=int, default=None, help="play this many games instead")
    parser.add_argument("--player", choices=("uniform", "builder", "both"), default="both")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}")
    players = ("uniform", "builder") if args.player == "both" else (args.player,)
    for player in players:
        share = len(players)
        games = None if args.games is None else max(1, args.games // share)
        report(player, play(args.seconds / share, games, player))


def report(player: str, out: dict[str, object]) -> None:
    s: Counter[str] = out["stats"]  # type: ignore[assignment]
    spent: float = out["seconds"]  # type: ignore[assignment]
    games = s["games"]
    print(f"\n{player} player: {games} random games in {spent:.1f} s: {spent / games:.3f} s a "
          f"game, {s['actions'] / spent:,.0f} actions/s ({s['actions'] / games:.0f} actions and "
          f"{s['turns'] / games:.0f} turns a game)")
    listing_time: float = out["listing_time"]  # type: ignore[assignment]
    print(f"legal_actions: {s['listings'] / listing_time:,.0f} listings/s "
          f"({1000 * listing_time / s['listings']:.2f} ms each)")
    print(f"initial map: {s['setup set aside']} of {s['setup draws']} tiles without a temple "
          f"set aside as unplaceable ({100 * s['setup set aside'] / max(1, s['setup draws']):.1f}"
          f"%); {s['setup temples']} temple tiles set aside")
    vd = max(1, s["voyage draws"])
    print(f"voyages: {s['voyage draws']} tiles drawn; fits nowhere on the map "
          f"{s['voyage tile fits nowhere']} ({100 * s['voyage tile fits nowhere'] / vd:.1f}%); "
          f"fits, but not with the voyager's ship majority "
          f"{s['voyage tile lacks ship majority']} "
          f"({100 * s['voyage tile lacks ship majority'] / vd:.1f}%)")
    print(f"stack out of legal placements at the game's end: {s['dead stack']} of {games} games "
          f"({100 * s['dead stack'] / games:.1f}%); stack used up: {s['stack empty']} games; "
          f"{s['tiles placed'] / games:.1f} of 23 tiles placed a game")
    results: Counter[str] = out["results"]  # type: ignore[assignment]
    print("games ended: " + "; ".join(f"{r}: {n}" for r, n in results.most_common()))


if __name__ == "__main__":
    main()
