"""Move Hoplites and Move Galleys (seed 000 §5.5-§5.6; seed 001 §Military Actions).

Each unit moves on its own, origin by origin in the order the action names them (seed 000 §7
Movement Order), so a unit that leaves a territory can hand its control to the opponent and
block the next one. A unit passes through territories and stops only at the destination; it
may take any way that passes no territory the opponent controls (ruling HG49) and no territory
where its side already has the round's capacity of units (land territories; every territory
under ``Options(capacity_blocks="any")``). By land it passes land territories only (an island
polis is part of its territory, ruling HG6); by sea it passes one or more seas and lands on a
land territory touching the last one; galleys pass and stop at seas only (ruling HG50).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from .actions import Action
from .components import COMPONENTS
from .memo import made_once, per_state
from .military import (
    MoveGalleys,
    MoveHoplites,
    _Move,
    check_prestige,
    controller,
    pay_prestige,
)
from .state import (
    TERRITORY_NAMES,
    State,
    TerritoryState,
    Units,
    evolve,
    other,
    prestige_change,
    side_title,
)
from .telling import Tell, checked_by, telling

PATH_RULE = cite.ruling("HG50")
CONTROL = cite.ruling("HG49")
# The map, read once: ways are searched thousands of times while legal actions are listed.
_NEIGHBOURS = {t.name: t.neighbours for t in COMPONENTS.territories}
_IS_LAND = {t.name: t.is_land for t in COMPONENTS.territories}
_INDEX = {name: i for i, name in enumerate(TERRITORY_NAMES)}
_MOVE_HOPLITES, _MOVE_GALLEYS = made_once(MoveHoplites), made_once(MoveGalleys)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def passable(state: State, territory: str, side: str, capacity: int) -> bool:
    """Whether a unit of ``side`` may pass through ``territory`` (not stop there), with
    ``capacity`` the round's (passed in: it is read once per search)."""
    return _passable(state.territory(territory), side, capacity, state.options.capacity_blocks)


def _passable(here: TerritoryState, side: str, capacity: int, blocks: str) -> bool:
    mine, theirs = (here.athens, here.sparta) if side == "athens" else (here.sparta, here.athens)
    if theirs.total > mine.total:  # the opponent controls it (ruling HG49)
        return False
    full = mine.total >= capacity
    return not (full and (_IS_LAND[here.name] or blocks == "any"))


def find_path(state: State, origin: str, to: str, side: str, by: str) -> tuple[str, ...] | None:
    """A shortest way for one unit of ``side`` from ``origin`` to ``to`` ``by`` land or sea
    (every territory on it, both ends included), or None when the rules allow none."""
    return _ways(state.territories, state.capacity, state.options.capacity_blocks,
                 origin, side, by).get(to)


@per_state  # by the units on the map: a move's own Prestige payment leaves them as they were
def _ways(territories: tuple[TerritoryState, ...], capacity: int, blocks: str,
          origin: str, side: str, by: str) -> dict[str, tuple[str, ...]]:
    """:func:`find_path` from ``origin`` to every territory it reaches, by one breadth-first
    search: the way to a territory is the first path that reaches it, as in a search that
    stops there (that search takes the same paths off the queue until then)."""
    via_land = by == "land"
    seen = {origin}
    ways: dict[str, tuple[str, ...]] = {}
    queue: deque[tuple[str, ...]] = deque([(origin,)])
    while queue:
        path = queue.popleft()
        for nxt in _NEIGHBOURS[path[-1]]:
            # A unit ends its way on any territory; by sea, after one sea at least.
            if nxt not in ways and (via_land or len(path) > 1 or not _IS_LAND[nxt]):
                ways[nxt] = (*path, nxt)
            if nxt in seen or _IS_LAND[nxt] != via_land:
                continue
            if not _passable(territories[_INDEX[nxt]], side, capacity, blocks):
                continue
            seen.add(nxt)
            queue.append((*path, nxt))
    return ways


def _check_places(action: _Move, rule: str) -> None:
    want_land = isinstance(action, MoveHoplites)
    where = "a land territory" if want_land else "a sea territory"
    if COMPONENTS.territory(action.to).is_land != want_land:
        raise IllegalAction(rule, f"{action.unit}s move to {where}, and {action.to} is not one")
    for origin, _ in action.origins:
        if origin == action.to:
            raise IllegalAction(rule, f"{origin} is the destination: its {action.unit}s are "
                                "already there")


def check_move_units(state: State, action: _Move, side: str) -> list[tuple[str, ...]]:
    """Every rule of a move of hoplites or galleys (IllegalAction names the one broken), and
    the way each unit takes, in order."""
    hoplites = isinstance(action, MoveHoplites)
    rule = cite.MOVE_HOPLITES if hoplites else cite.MOVE_GALLEYS
    _check_places(action, rule)
    field = "hoplites" if hoplites else "galleys"
    for origin, count in action.origins:
        have = getattr(state.units(origin, side), field)
        if have < count:
            raise IllegalAction(rule, f"{side_title(side)} has {_plural(have, action.unit)} in "
                                f"{origin}, not {count}")
    check_prestige(state, side, rule)  # Prestige changes neither capacity nor ways
    paths: list[tuple[str, ...]] = []
    after = state
    for i, (origin, count) in enumerate(action.origins):
        if i:  # the units of the origins before have moved (seed 000 §7 Movement Order)
            before, moved = action.origins[i - 1]
            after = _moved(after, side, field, before, action.to, moved)
        # Units leaving one origin change neither end of their way, and no unit passes
        # through an end: the way found for the first unit serves the origin's others.
        present = after.units(action.to, side).total
        if present + count > after.capacity:
            raise IllegalAction(cite.CAPACITY, f"{side_title(side)} would have "
                                f"{present + count} units in {action.to}, and round "
                                f"{after.round} allows {after.capacity} per side")
        path = find_path(after, origin, action.to, side, action.by)
        if path is None:
            raise IllegalAction(f"{rule}; {cite.MOVEMENT_ORDER}; {PATH_RULE}; {CONTROL}",
                                _blocked(after, action, origin, side))
        paths.extend([path] * count)
    return paths


@checked_by(check_move_units)
@telling
def move_units(state: State, action: _Move, side: str) -> tuple[State, Tell]:
    """Check and play a move of hoplites or galleys."""
    paths = check_move_units(state, action, side)
    hoplites = isinstance(action, MoveHoplites)
    rule = cite.MOVE_HOPLITES if hoplites else cite.MOVE_GALLEYS
    field = "hoplites" if hoplites else "galleys"
    after = pay_prestige(state, side, rule)
    for origin, count in action.origins:
        after = _moved(after, side, field, origin, action.to, count)

    def tell() -> list[Event]:
        froms = ", ".join(f"{_plural(n, action.unit)} from {o}" for o, n in action.origins)
        by = f" by {action.by}" if hoplites else ""
        text = (f"{side_title(side)} moved {froms} to {action.to}{by}, paying 1 Prestige")
        owner = controller(after, action.to)
        if owner != controller(state, action.to):
            now = ("controlled by nobody (as many units of each side: polislab ruling HG49)"
                   if owner is None else f"{side_title(owner)}-controlled")
            text += f"; {action.to} is now {now}"
        return [Event(action.kind, text, rule,
                      {"side": side, "to": action.to, "by": action.by,
                       "origins": [list(o) for o in action.origins],
                       "paths": [list(p) for p in paths], **prestige_change(side, -1)})]

    return after, tell


def _moved(state: State, side: str, field: str, origin: str, to: str, count: int) -> State:
    """``state.with_units`` taking ``count`` of ``side``'s ``field`` out of ``origin``, then
    into ``to`` (another territory), in one copy of the map."""
    territories = list(state.territories)
    for name, delta in ((origin, -count), (to, count)):
        index = _INDEX[name]
        here = territories[index]
        mine = here.of(side)
        mine = (Units(mine.hoplites + delta, mine.galleys) if field == "hoplites"
                else Units(mine.hoplites, mine.galleys + delta))
        territories[index] = (evolve(here, athens=mine) if side == "athens"
                              else evolve(here, sparta=mine))
    return evolve(state, territories=tuple(territories))


def _blocked(state: State, action: _Move, origin: str, side: str) -> str:
    enemy = side_title(other(side))
    where = "land territories" if state.options.capacity_blocks == "land" else "territories"
    kind = "land" if action.by == "land" else "sea"
    return (f"a {action.unit} in {origin} has no way to {action.to} by {kind} now: every way "
            f"passes a territory {enemy} controls or one of the {where} where "
            f"{side_title(side)} already has the round's {state.capacity} units (or there is "
            f"none by {kind})")


#: One handler for both moves: the action says which unit.
move_hoplites = move_galleys = move_units


def candidates(state: State, side: str) -> Iterator[Action]:
    """Moves worth checking for ``side``, reduced (a complete list is exponential): to each
    destination, by each way, every count from each single origin, and one move from several
    origins: the units of each origin in map order, as many as the destination has room for
    (when that takes two origins or more). Counts beyond the destination's room and origins
    with no way there are left out: :func:`move_units` would refuse them."""
    if state.side(side).prestige < 1:
        return
    kinds: tuple[tuple[str, str, type[_Move]], ...] = (
        ("hoplites", "land", MoveHoplites), ("hoplites", "sea", MoveHoplites),
        ("galleys", "sea", MoveGalleys))
    capacity, blocks = state.capacity, state.options.capacity_blocks
    for field, by, cls in kinds:
        units = [(t.name, getattr(t.of(side), field)) for t in state.territories
                 if getattr(t.of(side), field)]
        ways = {o: _ways(state.territories, capacity, blocks, o, side, by) for o, _ in units}
        for to in state.territories:
            origins = [(o, n) for o, n in units if o != to.name]
            room = capacity - to.of(side).total
            if not origins or room < 1 or _IS_LAND[to.name] != (field == "hoplites"):
                continue
            for origin, have in origins:
                if to.name in ways[origin]:  # find_path finds a way
                    for n in range(1, min(have, room) + 1):
                        yield _make(cls, ((origin, n),), to.name, by)
            filled = []
            for origin, have in origins:
                if room > 0:
                    filled.append((origin, min(have, room)))
                    room -= filled[-1][1]
            if len(filled) > 1:
                yield _make(cls, tuple(filled), to.name, by)


def _make(cls: type[_Move], origins: tuple[tuple[str, int], ...], to: str, by: str) -> _Move:
    if cls is MoveHoplites:
        return _MOVE_HOPLITES(origins, to, by)
    return _MOVE_GALLEYS(origins, to)
