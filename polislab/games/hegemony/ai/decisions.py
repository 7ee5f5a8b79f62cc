"""The end-of-round choices (seed 000 §4, steps 2, 3 and 6; rulings HG54-HG56).

* Supply: pay a shortfall with Prestige while at least 2 Prestige stays (0 after the round
  loses the game); otherwise give up the least valuable polis whose population covers what
  Prestige cannot, and pay the rest with Prestige.
* Growth: grow poleis at their base population first (each above its base earns a Prestige at
  every later round's end: Megalopolis), then the others; in the last round spend all the
  wheat (each cube is a point), before it keep one wheat back (storage halves the rest anyway).
* Phoros: none; Prestige is worth more than silver to this player.
"""

from __future__ import annotations

from ..actions import Action
from ..components import COMPONENTS
from ..round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from ..state import State
from .evaluation import rounds_left

_PROJECT = {p.name: p for p in COMPONENTS.projects}
KEEP_PRESTIGE = 2


def _polis_value(state: State, name: str) -> float:
    polis = state.polis(name)
    posterity = sum(_PROJECT[p].posterity for p in polis.completed)
    return polis.population + posterity + 1


def supply(state: State, legal: list[Action]) -> Action:
    pending = state.pending
    assert pending is not None
    side, short = pending.get("side"), pending.get("shortfall")
    spare = state.side(side).prestige - KEEP_PRESTIGE
    pays = [a for a in legal if isinstance(a, SupplyPrestige)]
    if spare >= short and any(a.amount == short for a in pays):
        return SupplyPrestige(short)
    returns = [a for a in legal if isinstance(a, SupplyReturn)]
    if returns:
        lacking = short - max(spare, 0)
        enough = [a for a in returns if state.polis(a.polis).population >= lacking]
        pool = enough or returns
        return min(pool, key=lambda a: (_polis_value(state, a.polis), a.polis))
    return max(pays, key=lambda a: a.amount) if pays else legal[0]


def growth(state: State, legal: list[Action]) -> Action:
    pending = state.pending
    assert pending is not None
    side = pending.get("side")
    wheat = state.side(side).resources.wheat
    budget = wheat if rounds_left(state) == 0 else wheat - 1
    grows = [a for a in legal if isinstance(a, Grow) and a.rows]
    if budget < 1 or not grows:
        return Grow()

    def priority(action: Grow) -> tuple[int, int, str]:
        name, count = action.rows[0]
        base = COMPONENTS.polis(name).base_population
        crosses = state.polis(name).population <= base < state.polis(name).population + count
        return (int(crosses), -count, name)

    singles = [a for a in grows if a.rows[0][1] == 1]
    return max(singles or grows, key=priority)


def phoros(state: State, legal: list[Action]) -> Action:
    return Phoros(0)
