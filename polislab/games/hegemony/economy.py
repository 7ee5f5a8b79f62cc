"""Resource arithmetic: costs, payments and silver substitution (seed 000 §7).

Amounts are :class:`~polislab.games.hegemony.components.Resources` values (never negative).

>>> from polislab.games.hegemony.components import Resources
>>> cost = Resources(metal=1, wood=2, silver=1)
>>> describe(with_silver(cost, ("wood",)))
'1 metal and 3 silver'
>>> describe(shortfall(Resources(metal=1, wood=1), cost))
'1 wood and 1 silver'
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import fields
from operator import add, attrgetter, sub

from .components import RESOURCES, Resources

# Every resource's count, in RESOURCES order, which is also the order of Resources' fields: the
# arithmetic below builds its answers positionally (it runs for every candidate action).
_COUNTS = attrgetter(*RESOURCES)
if tuple(f.name for f in fields(Resources)) != RESOURCES:
    raise AssertionError("Resources' fields must follow RESOURCES")


@functools.lru_cache(maxsize=1024)
def amount(resource: str, count: int) -> Resources:
    """``count`` of one resource (an immutable value, made once for each count)."""
    return Resources(**{resource: count})


def _counted(counts: Iterable[int]) -> Resources:
    """The amount with ``counts`` in :data:`RESOURCES` order, made as ``state.evolve`` makes
    records, without re-running ``__init__`` (which checks nothing): the arithmetic runs for
    every candidate action a listing checks."""
    made = object.__new__(Resources)
    made.__dict__.update(zip(RESOURCES, counts, strict=True))
    return made


def plus(a: Resources, b: Resources) -> Resources:
    return _counted(map(add, _COUNTS(a), _COUNTS(b)))


def covers(have: Resources, cost: Resources) -> bool:
    """Whether ``cost`` can be paid out of ``have`` (nothing falls short)."""
    return min(map(sub, _COUNTS(have), _COUNTS(cost))) >= 0


def shortfall(have: Resources, cost: Resources) -> Resources:
    """What is missing to pay ``cost`` out of ``have`` (all zero when it can be paid)."""
    return _counted(max(c - h, 0) for h, c in zip(_COUNTS(have), _COUNTS(cost), strict=True))


def minus(have: Resources, cost: Resources) -> Resources:
    """``have`` after paying ``cost``; ValueError if it cannot be paid."""
    left = [int(h) - int(c) for h, c in zip(_COUNTS(have), _COUNTS(cost), strict=True)]
    if min(left) < 0:  # something falls short
        raise ValueError(f"cannot pay {describe(cost)} out of {describe(have)}")
    return _counted(left)


def with_silver(cost: Resources, silver_for: Iterable[str]) -> Resources:
    """``cost`` with the whole amount of each resource in ``silver_for`` paid in silver."""
    replaced = set(silver_for) - {"silver"}
    values = {r: 0 if r in replaced else cost[r] for r in RESOURCES}
    values["silver"] = cost.silver + sum(cost[r] for r in replaced)
    return Resources(**values)


def describe(resources: Resources) -> str:
    """'2 metal', '1 metal and 3 silver', '3 metal, 4 wood and 3 silver', or 'nothing'."""
    parts = [f"{count} {name}" for name, count in resources.items()]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
