"""The proxenos: move it (seed 000 §5.10), release it (§5.11), instigate a civil war with it
(§5.12), and its capture by a siege (seed 000 §7 Proxenos Capture).

A side's proxenos stands in a polis (``SideState.proxenos``) or, captured, is off the board and
counts in its pool, held by the opponent (ruling HG47). Moving it takes the cheapest way by land
or sea, 1 silver to the bank per enemy unit in each territory it enters (ruling HG46). A civil
war is paid in silver and puts the acting side's cubes on the polis, as many as the population
bribed (ruling HG48).
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event

from . import citations as cite
from .actions import Action, _name
from .components import COMPONENTS
from .development import _check_pay, _pay
from .economy import amount, covers, plus
from .memo import made_once, per_state
from .state import POLIS_NAMES, TERRITORY_NAMES, State, other, prestige_change, side_title
from .telling import Tell, checked_by, telling

if TYPE_CHECKING:
    from .notation import _Reader

# Where a proxenos can go: the territories of the poleis (the search stops once it has them).
_GOALS = frozenset(p.territory for p in COMPONENTS.poleis)
_NEIGHBOURS = {t.name: t.neighbours for t in COMPONENTS.territories}
_TERRITORY = {p.name: p.territory for p in COMPONENTS.poleis}


@dataclass(frozen=True)
class MoveProxenos(Action):
    """Move the proxenos from ``origin`` (where it stands) to the polis ``to``."""

    origin: str
    to: str
    extra: str | None = None

    kind: ClassVar[str] = "move proxenos"

    def __post_init__(self) -> None:
        object.__setattr__(self, "origin", _name(self.origin, COMPONENTS.polis, "polis"))
        object.__setattr__(self, "to", _name(self.to, COMPONENTS.polis, "polis"))
        self._check_extra()

    def __str__(self) -> str:
        return f"move proxenos {self.origin}>{self.to}{self._extra_text()}"


@dataclass(frozen=True)
class ReleaseProxenos(Action):
    """Release the captured proxenos for 2 silver to the opponent; it returns to the capital."""

    extra: str | None = None

    kind: ClassVar[str] = "release proxenos"

    def __post_init__(self) -> None:
        self._check_extra()

    def __str__(self) -> str:
        return f"release proxenos{self._extra_text()}"


@dataclass(frozen=True)
class CivilWar(Action):
    """Instigate a civil war in ``polis``, where the side's proxenos stands."""

    polis: str
    extra: str | None = None

    kind: ClassVar[str] = "civil war"

    def __post_init__(self) -> None:
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))
        self._check_extra()

    def __str__(self) -> str:
        return f"instigate civil war {self.polis}{self._extra_text()}"


# -- notation ---------------------------------------------------------------------------------
def _polis(reader: _Reader, text: str, column: int) -> str:
    names = {n.casefold(): n for n in POLIS_NAMES}
    if text.casefold() in names:
        return names[text.casefold()]
    try:
        return _name(text, COMPONENTS.polis, "polis")
    except ScenarioError as err:
        raise reader.fail(err.reason, column) from None


def _extra(reader: _Reader) -> str | None:
    if reader.peek() != "extra":
        return None
    reader.take("extra")
    return reader.resource("the extra resource")


def read_move(reader: _Reader) -> MoveProxenos:
    start = reader.at
    while reader.peek() is not None and reader.peek() != "extra":
        reader.at += 1
    tokens = reader.tokens[start:reader.at]
    text = " ".join(t.text for t in tokens)
    if text.count(">") != 1:
        raise reader.fail("expected 'from>to', like 'move proxenos Athenai>Thebai'",
                          tokens[0].column if tokens else None)
    origin, to = (part.strip() for part in text.split(">"))
    column = tokens[0].column
    first = _polis(reader, origin, column)
    second = _polis(reader, to, column + len(text.split(">")[0]) + 1)
    return MoveProxenos(first, second, _extra(reader))


def read_release(reader: _Reader) -> ReleaseProxenos:
    return ReleaseProxenos(_extra(reader))


def read_civil_war(reader: _Reader) -> CivilWar:
    column = reader.column()
    start = reader.at
    while reader.peek() is not None and reader.peek() != "extra":
        reader.at += 1
    if reader.at == start:
        raise reader.fail("expected the name of a polis")
    text = " ".join(t.text for t in reader.tokens[start:reader.at])
    return CivilWar(_polis(reader, text, column), _extra(reader))


# -- rules ------------------------------------------------------------------------------------
def _placed(state: State, side: str, rule: str) -> str:
    where = state.side(side).proxenos
    if where is None:
        raise IllegalAction(f"{rule}; {cite.ruling('HG47')}", f"{side_title(side)}'s proxenos "
                            "is captured: release it first ('release proxenos')")
    return where


def cheapest_way(state: State, side: str, origin: str, to: str) -> tuple[int, tuple[str, ...]]:
    """The fewest enemy units a proxenos passes going from polis ``origin`` to ``to``, and the
    territories entered on the way (ruling HG46): of the cheapest ways, the shortest, then
    the first in alphabetical order."""
    ways = _ways_from(state, side, COMPONENTS.polis(origin).territory)
    return ways[COMPONENTS.polis(to).territory]


@per_state
def _ways_from(state: State, side: str, start: str) -> dict[str, tuple[int, tuple[str, ...]]]:
    """:func:`cheapest_way` from territory ``start`` to every territory with a polis."""
    enemy = other(side)
    return _search(tuple(t.of(enemy).total for t in state.territories),
                   state.polis(COMPONENTS.diolkos.polis).owner == side, start)


@functools.lru_cache(maxsize=512)  # the enemy's units stay put through most turns
def _search(enemies: tuple[int, ...], owner: bool, start: str
            ) -> dict[str, tuple[int, tuple[str, ...]]]:
    """The cheapest ways from ``start``, past ``enemies`` (the enemy units in each territory,
    in map order), ``owner`` of Korinthos or not, by one search: the ways come off the queue
    in the order (cost, length, territories), and the first to reach a territory is its way
    (a search stopping there would take the same ones off first)."""
    passed = dict(zip(TERRITORY_NAMES, enemies, strict=True))  # enemy units to pass
    kyklades, ionio = COMPONENTS.diolkos.seas
    isthmus = COMPONENTS.polis(COMPONENTS.diolkos.polis).territory
    queue: list[tuple[int, int, tuple[str, ...]]] = [(0, 0, (start,))]
    done: set[tuple[str, str | None]] = set()
    ways: dict[str, tuple[int, tuple[str, ...]]] = {}
    found = 0  # of the _GOALS
    while queue:
        cost, _, path = heapq.heappop(queue)
        here, before = path[-1], (path[-2] if len(path) > 1 else None)
        if here not in ways:
            ways[here] = (cost, path[1:])
            found += here in _GOALS
            if found == len(_GOALS):
                break
        if (here, before) in done:
            continue
        done.add((here, before))
        steps = list(_NEIGHBOURS[here])
        if owner and here in (kyklades, ionio):
            steps.append(ionio if here == kyklades else kyklades)
        for step in steps:
            if step in path:
                continue
            if not owner and here == isthmus and {before, step} == {kyklades, ionio}:
                continue  # crossing the isthmus from sea to sea is the diolkos
            heapq.heappush(queue, (cost + passed[step], len(path), (*path, step)))
    return ways


def _passing(cost: int) -> str:
    """What the silver of a proxenos's move pays for, as a refusal says it."""
    return f"moving the proxenos past {cost} enemy units"


_WAY_RULES = f"{cite.MOVE_PROXENOS}; {cite.ruling('HG46')}"


def check_move_proxenos(state: State, action: MoveProxenos, side: str
                        ) -> tuple[int, tuple[str, ...]]:
    """Every rule of a move of the proxenos; the silver it pays and the territories it
    enters."""
    rule = cite.MOVE_PROXENOS
    where = _placed(state, side, rule)
    if action.origin != where:
        raise IllegalAction(rule, f"{side_title(side)}'s proxenos stands in {where}, not "
                            f"{action.origin}")
    if action.to == where:
        raise IllegalAction(rule, f"the proxenos already stands in {where}")
    if state.side(other(side)).proxenos == action.to:
        raise IllegalAction(rule, f"{side_title(other(side))}'s proxenos stands in {action.to}: "
                            "never two proxenoi in one polis")
    cost, path = cheapest_way(state, side, where, action.to)
    if cost:
        _check_pay(state, side, amount("silver", cost), _passing(cost), _WAY_RULES)
    return cost, path


@checked_by(check_move_proxenos)
@telling
def move_proxenos(state: State, action: MoveProxenos, side: str) -> tuple[State, Tell]:
    rule = cite.MOVE_PROXENOS
    cost, path = check_move_proxenos(state, action, side)
    where = action.origin  # where the proxenos stands (checked)
    after = (_pay(state, side, amount("silver", cost), _passing(cost), _WAY_RULES) if cost
             else state)
    after = after.with_side(side, proxenos=action.to)

    def tell() -> list[Event]:
        way = f" by {', '.join(path)}" if path else ""
        text = (f"{side_title(side)}'s proxenos moved from {where} to {action.to}{way}, paying "
                f"{cost} silver to the bank for the enemy units of the territories entered, the "
                "destination's included")
        return [Event("move proxenos", text, f"{rule}; {cite.ruling('HG46')}",
                      {"side": side, "from": where, "to": action.to, "path": list(path),
                       "paid": cost})]

    return after, tell


def capture_proxenos(state: State, polis: str, captor: str) -> tuple[State, list[Event]]:
    """The opponent of ``captor`` loses its proxenos standing in ``polis``, if any: the siege
    slice calls this when a siege of ``polis`` is resolved, whatever the roll, or only after a
    success with ``proxenos_capture="siege_won"`` (seed 000 §7; rulings HG47, HG68)."""
    victim = other(captor)
    me = state.side(victim)
    if me.proxenos != polis:
        return state, []
    after = state.with_side(victim, proxenos=None, pool=replace(me.pool, proxenoi=1))
    text = (f"{side_title(captor)} captured {side_title(victim)}'s proxenos in {polis}, the polis "
            f"besieged: {side_title(captor)} holds it until {side_title(victim)} pays 2 silver "
            "to release it")
    return after, [Event("proxenos captured", text, f"{cite.PROXENOS_CAPTURE}; "
                         f"{cite.ruling('HG47')}; {cite.ruling('HG68')}",
                         {"side": victim, "polis": polis})]


def release_proxenos(state: State, action: ReleaseProxenos,
                     side: str) -> tuple[State, list[Event]]:
    rule = f"{cite.RELEASE_PROXENOS}; {cite.ruling('HG47')}"
    me, opponent = state.side(side), other(side)
    if me.proxenos is not None:
        raise IllegalAction(rule, f"{side_title(side)}'s proxenos is not captured: it stands in "
                            f"{me.proxenos}")
    capital = COMPONENTS.capital(side).name
    if state.side(opponent).proxenos == capital:
        raise IllegalAction(f"{rule}; {cite.MOVE_PROXENOS}", f"{side_title(opponent)}'s "
                            f"proxenos stands in {capital}: never two proxenoi in one polis")
    after = _pay(state, side, amount("silver", 2), "the release of the proxenos", rule)
    theirs = after.side(opponent).resources
    after = after.with_side(opponent, resources=plus(theirs, amount("silver", 2)))
    after = after.with_side(side, proxenos=capital, pool=replace(me.pool, proxenoi=0))
    text = (f"{side_title(side)} paid 2 silver to {side_title(opponent)} to release its "
            f"proxenos, which returns to {capital}")
    return after, [Event("release proxenos", text, cite.RELEASE_PROXENOS,
                         {"side": side, "paid_to": opponent, "silver": 2})]


@telling
def civil_war(state: State, action: CivilWar, side: str) -> tuple[State, Tell]:
    rule = cite.CIVIL_WAR
    where = _placed(state, side, rule)
    if action.polis != where:
        raise IllegalAction(rule, f"a civil war needs the proxenos in the polis: "
                            f"{side_title(side)}'s stands in {where}, not {action.polis}")
    polis, info = state.polis(where), COMPONENTS.polis(where)
    if polis.owner == side:
        raise IllegalAction(rule, f"{where} is {side_title(side)}'s own polis: a civil war is "
                            "instigated in a neutral or enemy polis")
    if info.capital_of is not None and polis.owner is not None:
        raise IllegalAction(rule, f"the polis of {where} is the capital of the "
                            f"{_adjective(polis.owner)} side: a civil war is never instigated "
                            "in the enemy capital")
    bribed = info.base_population if polis.owner is None else polis.population
    cost = amount("silver", (2 if polis.owner is None else 3) * bribed)
    rules = f"{rule}; {cite.ruling('HG48')}"
    pool = state.side(side).pool
    if pool.cubes < bribed or pool.discs < 1:
        raise IllegalAction(f"{cite.COMPONENT_LIMITS}; {cite.ruling('HG48')}",
                            f"{side_title(side)} has {pool.cubes} cubes and {pool.discs} discs "
                            f"in its supply: {where} needs {bribed} cubes and a disc")
    after = _pay(state, side, cost, f"a civil war in {where}", rules)
    if polis.owner is not None:
        loser = after.side(polis.owner)
        after = after.with_side(polis.owner,
                                pool=loser.pool.plus(cubes=polis.population, discs=1))
    me = after.side(side)
    after = after.with_side(side, prestige=me.prestige + bribed,
                            pool=me.pool.plus(cubes=-bribed, discs=-1))
    after = after.with_polis(where, owner=side, population=bribed)

    def tell() -> list[Event]:
        whose = "neutral" if polis.owner is None else f"{side_title(polis.owner)}'s"
        text = (f"{side_title(side)} instigated a civil war in {whose} {where}, paying "
                f"{cost.silver} silver: it gains the polis with its projects and {bribed} "
                "Prestige, the population bribed")
        return [Event("civil war", text, rule,
                      {"side": side, "polis": where, "from": polis.owner,
                       "paid": cost.silver, "prestige": bribed, "population": bribed,
                       **prestige_change(side, bribed)})]

    return after, tell


_MOVE_PROXENOS, _CIVIL_WAR = made_once(MoveProxenos), made_once(CivilWar)


def candidates(state: State, side: str) -> Iterator[Action]:
    """The release of a captured proxenos; else a move to each polis but those
    :func:`check_move_proxenos` refuses for the enemy proxenos standing there or the silver
    the way costs (by the same tests), and a civil war where it stands."""
    me = state.side(side)
    where = me.proxenos
    if where is None:
        yield ReleaseProxenos()
        return
    enemy = state.side(other(side)).proxenos
    ways = _ways_from(state, side, COMPONENTS.polis(where).territory)  # as cheapest_way
    for name in POLIS_NAMES:
        if name not in (where, enemy) and covers(
                me.resources, amount("silver", ways[_TERRITORY[name]][0])):
            yield _MOVE_PROXENOS(where, name)
    yield _CIVIL_WAR(where)


def _adjective(side: str) -> str:
    """"Athenian", "Spartan": the side's name where a polis bears the same one."""
    return {"athens": "Athenian", "sparta": "Spartan"}.get(side, side_title(side))
