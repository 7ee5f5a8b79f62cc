"""The players' choices in the end of the round (seed 000 §4 End of Round Phase), as actions.

Each answers a decision the end of the round waits for (:mod:`.round_end`)::

    supply = "supply pay prestige" whole-number | "supply return" polis
    grow   = "grow none" | "grow" polis [count] {"," polis [count]}
    phoros = "phoros none" | "phoros" whole-number

>>> from polislab.games.hegemony.notation import parse_action
>>> str(parse_action("GROW athenai X2, pylos x1"))
'grow Athenai x2, Pylos'
>>> str(parse_action("phoros 0")), str(parse_action("supply return Thebai"))
('phoros none', 'supply return Thebai')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from polislab.core.errors import ScenarioError

from .actions import Action, _name
from .components import COMPONENTS
from .notation import _COUNT, _Reader, register


def _whole(value: Any, what: str, minimum: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise ScenarioError(f"{what} must be a whole number, {minimum} or more, not {value!r}")
    return value


@dataclass(frozen=True)
class SupplyPrestige(Action):
    """Pay ``amount`` of a supply shortfall with Prestige, 1:1 (seed 000 §4, step 2)."""

    amount: int
    extra: None = None

    kind: ClassVar[str] = "supply"

    def __post_init__(self) -> None:
        _whole(self.amount, "the Prestige paid for supply", 1)

    def __str__(self) -> str:
        return f"supply pay prestige {self.amount}"


@dataclass(frozen=True)
class SupplyReturn(Action):
    """Return ``polis`` to neutrality instead of supplying it (seed 000 §4, step 2)."""

    polis: str
    extra: None = None

    kind: ClassVar[str] = "supply"

    def __post_init__(self) -> None:
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))

    def __str__(self) -> str:
        return f"supply return {self.polis}"


@dataclass(frozen=True)
class Grow(Action):
    """Add population, 1 wheat a cube: ``rows`` are (polis, cubes) pairs; none: "grow none"
    (seed 000 §4, step 3), which also ends the side's growth (ruling HG56)."""

    rows: tuple[tuple[str, int], ...] = ()
    extra: None = None

    kind: ClassVar[str] = "grow"

    def __post_init__(self) -> None:
        rows: list[tuple[str, int]] = []
        for row in self.rows:
            if not isinstance(row, tuple) or len(row) != 2:
                raise ScenarioError(f"a growth row is (polis, count), not {row!r}")
            polis = _name(row[0], COMPONENTS.polis, "polis")
            if polis in (r[0] for r in rows):
                raise ScenarioError(f"{polis} is named twice in one growth")
            rows.append((polis, _whole(row[1], "a growth count", 1)))
        object.__setattr__(self, "rows", tuple(rows))

    @property
    def total(self) -> int:
        return sum(count for _, count in self.rows)

    def __str__(self) -> str:
        if not self.rows:
            return "grow none"
        return "grow " + ", ".join(p if n == 1 else f"{p} x{n}" for p, n in self.rows)


@dataclass(frozen=True)
class Phoros(Action):
    """Turn ``amount`` Prestige into as much silver (seed 000 §4, step 6); 0: "phoros none"."""

    amount: int = 0
    extra: None = None

    kind: ClassVar[str] = "phoros"

    def __post_init__(self) -> None:
        _whole(self.amount, "the Prestige paid as phoros")

    def __str__(self) -> str:
        return f"phoros {self.amount}" if self.amount else "phoros none"


# -- notation ---------------------------------------------------------------------------------
def _build(reader: _Reader, column: int, make: Any) -> Action:
    try:
        return make()
    except ScenarioError as err:
        raise reader.fail(err.reason, column) from None


def _read_supply_prestige(reader: _Reader) -> Action:
    column = reader.column()
    amount = reader.number("the Prestige paid")
    return _build(reader, column, lambda: SupplyPrestige(amount))


def _read_supply_return(reader: _Reader) -> Action:
    return SupplyReturn(reader.name("polis", COMPONENTS.polis, ()))


def _read_grow(reader: _Reader) -> Action:
    if reader.peek() == "none":
        reader.take("none")
        return Grow()
    column = reader.column()
    rows = []
    while True:
        polis = reader.name("polis", COMPONENTS.polis, (",",))
        count = 1
        if _COUNT.fullmatch(reader.peek() or ""):
            count = int((reader.peek() or "x0")[1:])
            reader.at += 1
        rows.append((polis, count))
        if reader.peek() != ",":
            break
        reader.take(",")
    return _build(reader, column, lambda: Grow(tuple(rows)))


def _read_phoros(reader: _Reader) -> Action:
    if reader.peek() == "none":
        reader.take("none")
        return Phoros()
    column = reader.column()
    amount = reader.number("the Prestige paid as phoros (or 'none')")
    return _build(reader, column, lambda: Phoros(amount))


register(("supply", "pay", "prestige"), _read_supply_prestige)
register(("supply", "return"), _read_supply_return)
register(("grow",), _read_grow)
register(("phoros",), _read_phoros)
