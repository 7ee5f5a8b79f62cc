"""The actions the heuristic player considers in the action phase: a few sensible ones of each
kind rather than every legal one (``engine.legal_actions`` lists thousands of moves and
placements, and takes milliseconds to do so). The engine judges each when the player tries it.

* Development: hoplites and galleys from each own polis (1, or as many as room and goods
  allow), a merchant when the trade port is empty, each project on offer in each polis that may
  take it, paid in goods or in silver.
* Military: every siege the rules' conditions allow; in each tribute box, the placement that
  collects the most (weighted by what the side needs); moves that gather hoplites where a
  siege, a collection or (for an aggressive player) a battle wants them.
* Political: each trade the side can pay, a civil war where its proxenos stands, the proxenos
  moved toward a neutral polis it can afford, its release.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from itertools import product

from ..actions import Action, BeginProject, CreateGalleys, CreateHoplites, CreateMerchants, Pass
from ..components import COMPONENTS, GOODS
from ..military import Besiege, Collect, MoveHoplites, controller
from ..proxenos import CivilWar, MoveProxenos, ReleaseProxenos
from ..state import State, other
from ..trade import Trade
from ..turns import acting_alone
from .evaluation import ready_sieges

_POLIS = {p.name: p for p in COMPONENTS.poleis}
_LAND = {t.name: t.is_land for t in COMPONENTS.territories}
_NEIGHBOURS = {t.name: t.neighbours for t in COMPONENTS.territories}
_HOME = {side: COMPONENTS.side(side).home_territory for side in ("athens", "sparta")}


def land_distances(start: str) -> dict[str, int]:
    """Steps from ``start`` to each land territory, by land only (ignoring the units)."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        for there in _NEIGHBOURS[here]:
            if _LAND[there] and there not in seen:
                seen[there] = seen[here] + 1
                queue.append(there)
    return seen


_DISTANCES = {t.name: land_distances(t.name) for t in COMPONENTS.territories if t.is_land}


def _pay(have: int, silver: int, count: int, resource: str) -> str | None:
    if have >= count:
        return resource
    return "silver" if silver >= count else None


def development(state: State, side: str) -> Iterator[Action]:
    me = state.side(side)
    have = me.resources
    for polis in state.owned_poleis(side):
        info = _POLIS[polis.name]
        spare = polis.population - 1
        if spare < 1:
            continue
        if info.can_create_hoplites:
            room = state.capacity - state.units(info.territory, side).total
            for count in sorted({1, min(spare, room, max(have.metal, have.silver))}):
                pay = _pay(have.metal, have.silver, count, "metal")
                if count >= 1 and pay:
                    yield CreateHoplites(polis.name, count, pay)
        for sea in info.galley_seas:
            pay = _pay(have.wood, have.silver, 1, "wood")
            if pay:
                yield CreateGalleys(polis.name, 1, pay, sea)
        if info.can_create_merchants and me.merchants_in_port == 0 and me.pool.merchants:
            pay = _pay(have.wood, have.silver, 1, "wood")
            if pay:
                yield CreateMerchants(polis.name, 1, pay)
    for name in state.project_offer:
        project = COMPONENTS.project(name)
        for polis in state.owned_poleis(side):
            if polis.project is None and _POLIS[polis.name].allows(project):
                affordable = all(have[r] >= n for r, n in project.cost.items())
                # "all", the documented short form: BeginProject stores the tuple.
                yield BeginProject(name, polis.name,
                                   silver_for=() if affordable else "all")  # type: ignore[arg-type]


def _best_collection(
    state: State, territory: str, hoplites: int, worth: dict[str, float]
) -> Collect | None:
    box = COMPONENTS.tribute_box(territory)
    best, best_value = None, 0.0
    for counts in product(*(range(min(row.spaces, hoplites) + 1) for row in box.rows)):
        if not 1 <= sum(counts) <= hoplites:
            continue
        value = sum(
            worth[row.resource] * row.collect(n)
            for row, n in zip(box.rows, counts, strict=True)
            if n
        )
        if value > best_value:
            best_value = value
            best = tuple((row.resource, n) for row, n in zip(box.rows, counts, strict=True) if n)
    return Collect(territory, best) if best else None


def collections(state: State, side: str, worth: dict[str, float]) -> Iterator[Collect]:
    used = {d.territory for d in state.tribute_discs}
    mine = {COMPONENTS.polis(p.name).territory for p in state.owned_poleis(side)}
    for box in COMPONENTS.tribute_boxes:
        hoplites = state.units(box.territory, side).hoplites
        if not hoplites or box.territory in used:
            continue
        if box.requires_own_polis and box.territory not in mine:
            continue
        action = _best_collection(state, box.territory, hoplites, worth)
        if action is not None:
            yield action


def _gather(state: State, side: str, to: str, want: int) -> Iterator[Action]:
    """Moves of hoplites to ``to``: from the nearest territories, up to ``want`` and the room
    there, by land; and from each single origin by land or by sea."""
    room = min(want, state.capacity - state.units(to, side).total)
    if room < 1:
        return
    near = _DISTANCES.get(to)
    if near is None:  # a sea territory (a polis of a sea's islands): hoplites go by sea
        near = {}
    origins = sorted(
        (
            (t.name, t.of(side).hoplites)
            for t in state.territories
            if t.name != to and t.of(side).hoplites and _LAND[t.name]
        ),
        key=lambda o: (near.get(o[0], 99), o[0]),
    )
    picked, left = [], room
    for name, count in origins:
        if left < 1:
            break
        take = min(count, left)
        picked.append((name, take))
        left -= take
    if len(picked) > 1:
        yield MoveHoplites(tuple(picked), to, "land")
    for name, count in origins[:2]:
        for by in ("land", "sea"):
            yield MoveHoplites(((name, min(count, room)),), to, by)


def military(
    state: State, side: str, worth: dict[str, float], aggression: float
) -> Iterator[Action]:
    for ready in ready_sieges(state, side):
        yield Besiege(ready)
    yield from collections(state, side, worth)
    if state.side(side).prestige < 2:
        return
    enemy = other(side)
    targets: dict[str, int] = {}
    for polis in state.poleis:  # where a siege could be made with more hoplites
        info = _POLIS[polis.name]
        if polis.owner != side and info.besiegeable and info.can_be_besieged_in(state.round):
            need = max(info.fortification, state.units(info.territory, enemy).total + 1)
            if need <= state.capacity:
                targets[info.territory] = max(targets.get(info.territory, 0), need)
    used = {d.territory for d in state.tribute_discs}
    for polis in state.owned_poleis(side):  # where a collection could be made
        where = _POLIS[polis.name].territory
        if where not in used and controller(state, where) != enemy:
            targets.setdefault(where, 2)
    if aggression > 0:  # where a battle would start with more units than the enemy's
        trigger = COMPONENTS.round_track.battle_trigger
        for territory in state.territories:
            theirs = territory.of(enemy).total
            if (
                theirs
                and _LAND[territory.name]
                and theirs < state.capacity
                and theirs + state.capacity >= trigger
            ):
                targets[territory.name] = state.capacity
    for to, want in targets.items():
        have = state.units(to, side).hoplites
        if have < want:
            yield from _gather(state, side, to, want - have)


def political(state: State, side: str) -> Iterator[Action]:
    me = state.side(side)
    if me.merchants_in_port:
        taken = {(m.market, m.shipload) for m in state.merchants_at_markets}
        chart = COMPONENTS.market_chart
        for market in COMPONENTS.markets:
            for load in market.shiploads:
                if (market.name, load.index) in taken or load.kind == "sale":
                    continue
                if load.kind == "purchase":
                    if me.resources.silver >= load.number:
                        marker = min(GOODS, key=lambda g: (-me.resources[g], g))
                        yield Trade(market.name, "silver", "wheat", load.number, marker)
                    continue
                price = chart.value(state.round, state.market[GOODS.index(load.give)])
                if me.resources[load.give] >= price:
                    yield Trade(market.name, load.give, load.get, load.number)
    if me.proxenos is None:
        yield ReleaseProxenos()
        return
    yield CivilWar(me.proxenos)
    for polis in state.poleis:
        if (
            polis.owner is None
            and polis.name != me.proxenos
            and me.resources.silver >= 2 * _POLIS[polis.name].base_population + 1
        ):
            yield MoveProxenos(me.proxenos, polis.name)


def candidates(
    state: State, side: str, worth: dict[str, float], aggression: float = 0.0
) -> Iterator[Action]:
    """Every action the heuristic player weighs, "pass" first; each kind not yet taken this
    turn (ruling HG28 allows repeats only after the opponent has passed)."""
    yield Pass()
    alone = acting_alone(state)
    for action in (
        *development(state, side),
        *military(state, side, worth, aggression),
        *political(state, side),
    ):
        if alone or action.kind not in state.actions_taken:
            yield action
