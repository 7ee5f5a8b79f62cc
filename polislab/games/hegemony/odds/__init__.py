"""The odds of Polis: Fight for the Hegemony: the numbers the tutorials teach.

Exact, in fractions (:mod:`.exact`):

* :func:`siege_odds` ``(state, polis, side=None)``: each roll of the siege's d4 with what it
  does, the chance of success, expected Prestige (the Prestige paid included), expected
  hoplites and enemy population lost; :func:`siege_table` the same for every fortification.
* :func:`civil_war_cost` ``(state, polis, side=None)``: the silver the engine charges, the
  Prestige won, the cubes and disc it takes, what bringing the proxenos there costs, and whether
  it is legal now.

Simulated, seeded (:mod:`.battle`, with numpy): :func:`simulate` fights a battle, from
unit counts (:meth:`BattleSetup.new`) or from a state, many times with a card policy ("random"
or "greedy") and a retreat rule; :func:`engine_battles` fights it through the engine itself.

Results show themselves: ``str()`` is a plain-text table, a notebook shows HTML; ``.table()``
is an :class:`OddsTable` (``rows()`` gives the data), ``.chart()`` a :class:`BarChart` (SVG).

>>> from polislab.games.hegemony.odds import siege_table, simulate, BattleSetup
>>> print(siege_table().rows()[1]["success"])
3/4
>>> odds = simulate(BattleSetup.new(athens=5, sparta=4, kind="sea"), battles=10_000, seed=1)
>>> odds.distribution("holder")["athens"] > 0.5  # the side attacking first, with more ships
True
>>> odds.summary().columns[:3]
('side', 'units', 'units lost (mean)')
"""

from __future__ import annotations

from .battle import POLICIES, BattleSetup, battle_state, simulate, started
from .engine import engine_battles
from .exact import (
    CivilWarCost,
    SiegeOdds,
    SiegeRoll,
    civil_war_cost,
    siege_chart,
    siege_example,
    siege_odds,
    siege_table,
)
from .report import OUTCOMES, BattleOdds
from .table import BarChart, OddsTable, Progress

__all__ = [
    "OUTCOMES",
    "POLICIES",
    "BarChart",
    "BattleOdds",
    "BattleSetup",
    "CivilWarCost",
    "OddsTable",
    "Progress",
    "SiegeOdds",
    "SiegeRoll",
    "battle_state",
    "civil_war_cost",
    "engine_battles",
    "siege_chart",
    "siege_example",
    "siege_odds",
    "siege_table",
    "simulate",
    "started",
]
