"""Battles fought through the engine itself, with the policies of :mod:`.battle`.

:func:`engine_battles` plays a battle of a state ``battles`` times through ``legal_actions``
and ``apply``: each combat card drawn with the engine's exact odds, each decision taken by the
side's policy among the actions the engine lists. It is slow (a few milliseconds a battle) and
serves as the reference the fast simulation is checked against; its results read as a
:class:`~.report.BattleOdds` all the same, taken from the events of each battle.

>>> from polislab.games.hegemony.odds.battle import battle_state
>>> odds = engine_battles(battle_state(4, 4), battles=20, seed=2)
>>> odds.n, sum(odds.distribution("holder").values())
(20, 1.0)
"""

from __future__ import annotations

import random
from typing import Any

from .. import battle, engine
from ..components import COMPONENTS
from ..state import SIDES, State, other
from .battle import (
    KEEP,
    PRESTIGE_COST,
    STRENGTH,
    UNIT_COST,
    BattleSetup,
    _policies,
    np,
    room,
    started,
    wants_retreat,
)
from .report import BattleOdds

__all__ = ["decide", "engine_battles"]

#: The decision Great Commanders asks for after a battle (:mod:`.events`).
DOUBLE = "event double"


def _strength(action: battle.BattleCard) -> int:
    return sum(int(STRENGTH[battle.CARDS.index(c)]) for c in action.cards)


def _defence_cost(state: State, action: battle.BattleCard) -> int:
    assert state.battle is not None
    cost = 0
    for mine, theirs in zip(state.battle.attack, action.cards, strict=True):
        lost, gain, _ = battle.compare(COMPONENTS.combat_card(mine), COMPONENTS.combat_card(theirs))
        cost += UNIT_COST * lost + PRESTIGE_COST * gain + int(KEEP[battle.CARDS.index(theirs)])
    return cost


def decide(state: State, policy: str, retreat_behind: int | None, rng: random.Random) -> Any:
    """The action a side's policy takes at a battle decision, or at Great Commanders' after
    a battle (see :mod:`.battle`)."""
    assert state.pending is not None
    side = state.pending.actor
    legal = engine.legal_actions(state)
    if state.pending.kind == DOUBLE:
        if policy == "random":
            return legal[rng.randrange(len(legal))]
        return next(a for a in legal if getattr(a, "double", False))
    assert state.battle is not None
    where = state.battle.territory
    own, enemy = (state.territory(where).of(s).total for s in (side, other(side)))
    retreats = [a for a in legal if isinstance(a, battle.Retreat)]
    if retreats and wants_retreat(retreat_behind, own, enemy, state.side(side).prestige):
        return max(retreats, key=lambda r: room(state, side, r.to))  # the first of the best
    plays = [a for a in legal if isinstance(a, battle.BattleCard)]
    if policy == "random":
        return plays[rng.randrange(len(plays))]
    if state.pending.kind == battle.ATTACK:
        return max(plays, key=_strength)
    return min(plays, key=lambda a: _defence_cost(state, a))


def _fight(
    state: State, policies: tuple[str, str], behind: int | None, rng: random.Random
) -> tuple[Any, ...]:
    """One battle to its end, Great Commanders' answers included: (lost, prestige change,
    rounds, retreat, units left)."""
    lost, change, rounds, retreat = [0, 0], [0, 0], 0, -1
    units = None
    while units is None or (state.pending is not None and state.pending.kind == DOUBLE):
        outcomes = engine.chance_outcomes(state)
        if outcomes:
            actions, weights = zip(*outcomes, strict=True)
            action = rng.choices(actions, weights=[float(w) for w in weights])[0]
        else:
            assert state.pending is not None
            side = SIDES.index(state.pending.actor)
            action = decide(state, policies[side], behind, rng)
        state, events = engine.apply(state, action)
        for event in events:
            data = event.data
            for name, delta in data.get("prestige_change", {}).items():
                change[SIDES.index(name)] += delta
            if event.kind == "battle defend":
                rounds += 1
                defender = SIDES.index(data["side"])  # its pairs' events follow
            elif event.kind == "battle pair" and data["loss"]:
                lost[defender] += 1
            elif event.kind == "retreat":
                retreat = SIDES.index(data["side"])
                lost[retreat] += data["lost"]
            elif event.kind == "battle over":
                units = [data["units"][s] for s in SIDES]
                break
    return lost, change, rounds, retreat, units


def engine_battles(
    state: State,
    battles: int = 1000,
    policy: Any = "greedy",
    retreat_behind: int | None = None,
    seed: int = 0,
) -> BattleOdds:
    """The battle of ``state`` (being fought, or the first due) fought ``battles`` times
    through the engine; arguments as :func:`.battle.simulate`."""
    state = started(state)
    setup = BattleSetup.from_state(state)
    policies = _policies(policy)
    rng = random.Random(seed)
    results = [_fight(state, policies, retreat_behind, rng) for _ in range(battles)]
    # lost, change, rounds, retreat, units: lists, or arrays as the numpy simulation gives them
    columns: tuple[Any, ...] = tuple(list(column) for column in zip(*results, strict=True))
    if np is not None:
        columns = tuple(np.array(column, dtype=np.int64) for column in columns)
    return BattleOdds(setup, policies, retreat_behind, *columns)
