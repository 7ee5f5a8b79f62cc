"""The Military actions' Python and text forms (seed 000 §5.5-§5.8), and the chance action.

The rules are in :mod:`.movement` (§5.5-§5.6), :mod:`.siege` (§5.7) and :mod:`.collection`
(§5.8); this module holds the actions, their notation and what the three share (control, the
Prestige every military action costs). ``parse_action(str(a)) == a`` for each action.

Grammar (read by :func:`.notation.parse_action`, in any case; a count is "x" and a number, 1
when left out; names are the data's)::

    move-hoplites = "move" ("hoplite" | "hoplites") origins "to" territory
                    "by" ("land" | "sea") [extra]
    move-galleys  = "move" ("galley" | "galleys") origins "to" sea [extra]
    origins       = territory [count] {"," territory [count]}     (moved in this order)
    besiege       = "besiege" polis [extra]
    collect       = "collect" territory (row {"," row} ["suppress" n] | "suppress" n) [extra]
    row           = resource [count]                              (hoplites on that row)
    roll          = "roll" face {face}          (a chance action, one face per die: HG30)

The printed form writes "hoplite" / "galley" for a single unit, leaves out "x1", and lists the
tribute rows in resource order. The units of a move go one at a time, origin by origin in the
order written (seed 000 §7 Movement Order); each takes any way the rules leave open, so the
notation names no path (ruling HG50).

>>> from polislab.games.hegemony.notation import parse_action
>>> str(parse_action("move hoplites Attika x2, megaris to Boiotia by land"))
'move hoplites Attika x2, Megaris to Boiotia by land'
>>> parse_action("collect Boiotia wood, metal x2")
Collect(territory='Boiotia', rows=(('metal', 2), ('wood', 1)), extra=None, suppress=0)
>>> parse_action("besiege Corinth")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: line 1, column 9: unknown polis 'Corinth'; ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, ClassVar

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event

from . import citations as cite
from .actions import Action, _name, _resource
from .components import COMPONENTS, RESOURCES
from .notation import _COUNT, _extra, _Reader, register
from .state import SideName, State, other, side_title

CONTROL_RULE = cite.ruling("HG49")


def _whole(value: Any, what: str, least: int = 1) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ScenarioError(f"{what} must be a whole number, {least} or more, not {value!r}")
    return value


def _pairs(value: Any, what: str, name: Callable[[Any], str]) -> tuple[tuple[str, int], ...]:
    """(name, count) pairs from a mapping or a sequence of pairs (or of bare names)."""
    items = value.items() if isinstance(value, dict) else value
    if isinstance(items, str) or not isinstance(items, Iterable):
        raise ScenarioError(f"{what} are given as (name, count) pairs, not {value!r}")
    pairs = []
    for item in items:
        key, count = (item, 1) if isinstance(item, str) else tuple(item)
        pairs.append((name(key), _whole(count, f"the count of {key}")))
    if not pairs:
        raise ScenarioError(f"name one or more {what}")
    names = [key for key, _ in pairs]
    if len(set(names)) != len(names):
        raise ScenarioError(f"name each of the {what} once (with a count, like 'x2')")
    return tuple(pairs)


def _listed(pairs: tuple[tuple[str, int], ...]) -> str:
    return ", ".join(key + (f" x{count}" if count > 1 else "") for key, count in pairs)


@dataclass(frozen=True)
class _Move(Action):
    """Units of one kind from ``origins`` ((territory, count) pairs, moved in that order) to
    the single territory ``to``."""

    origins: tuple[tuple[str, int], ...]
    to: str

    unit: ClassVar[str]

    def __post_init__(self) -> None:
        territory = partial(_name, lookup=COMPONENTS.territory, what="territory")
        object.__setattr__(self, "origins", _pairs(self.origins, "origins", territory))
        object.__setattr__(self, "to", territory(self.to))
        self._check_extra()

    @property
    def count(self) -> int:
        return sum(count for _, count in self.origins)

    @property
    def by(self) -> str:
        """How the units travel, "land" or "sea" (each kind of move says)."""
        raise NotImplementedError

    def _head(self) -> str:
        unit = self.unit + "s" * (self.count != 1)
        return f"move {unit} {_listed(self.origins)} to {self.to}"


@dataclass(frozen=True)
class MoveHoplites(_Move):
    """Move hoplites ``by`` land or by sea, never both in one action (seed 000 §5.5)."""

    by: str = "land"
    extra: str | None = None

    kind: ClassVar[str] = "move hoplites"
    unit: ClassVar[str] = "hoplite"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.by not in ("land", "sea"):
            raise ScenarioError(f"hoplites move by 'land' or by 'sea', not {self.by!r}")

    def __str__(self) -> str:
        return f"{self._head()} by {self.by}{self._extra_text()}"


@dataclass(frozen=True)
class MoveGalleys(_Move):
    """Move galleys, through sea territories only (seed 000 §5.6)."""

    extra: str | None = None

    kind: ClassVar[str] = "move galleys"
    unit: ClassVar[str] = "galley"

    @property
    def by(self) -> str:
        return "sea"

    def __str__(self) -> str:
        return f"{self._head()}{self._extra_text()}"


@dataclass(frozen=True)
class Besiege(Action):
    """Besiege ``polis`` (seed 000 §5.7); a "roll" decides it."""

    polis: str
    extra: str | None = None

    kind: ClassVar[str] = "besiege"

    def __post_init__(self) -> None:
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))
        self._check_extra()

    def __str__(self) -> str:
        return f"besiege {self.polis}{self._extra_text()}"


@dataclass(frozen=True)
class Collect(Action):
    """Collection in ``territory``: ``rows`` are (resource, hoplites placed) pairs
    (seed 000 §5.8; ruling HG52). ``suppress`` hoplites suppress pacifists instead, while the
    Pacifism event is in force (ruling HG67); then ``rows`` may be empty."""

    territory: str
    rows: tuple[tuple[str, int], ...]
    extra: str | None = None
    suppress: int = 0

    kind: ClassVar[str] = "collection"

    def __post_init__(self) -> None:
        object.__setattr__(self, "territory",
                           _name(self.territory, COMPONENTS.territory, "territory"))
        _whole(self.suppress, "the hoplites suppressing pacifists", 0)
        rows = (_pairs(self.rows, "tribute rows", partial(_resource, what="a tribute row"))
                if self.rows or not self.suppress else ())
        object.__setattr__(self, "rows", tuple(sorted(rows, key=lambda r: RESOURCES.index(r[0]))))
        self._check_extra()

    @property
    def hoplites(self) -> int:
        """The hoplites the collection uses: on the tribute rows and suppressing pacifists."""
        return sum(count for _, count in self.rows) + self.suppress

    def __str__(self) -> str:
        rows = [_listed(self.rows)] if self.rows else []
        if self.suppress:
            rows.append(f"suppress {self.suppress}")
        return f"collect {self.territory} {' '.join(rows)}{self._extra_text()}"


@dataclass(frozen=True)
class Roll(Action):
    """A chance action: the faces the pending roll shows, one per die (ruling HG30)."""

    values: tuple[int, ...] = field(default=())
    extra: None = None

    kind: ClassVar[str] = "roll"

    def __post_init__(self) -> None:
        values = (self.values,) if isinstance(self.values, int) else tuple(self.values)
        if not values:
            raise ScenarioError("a roll names the face of each die, like 'roll 3'")
        object.__setattr__(self, "values", tuple(_whole(v, "a die's face") for v in values))
        if self.extra is not None:
            raise ScenarioError("a roll costs nothing: it has no extra resource")

    def __str__(self) -> str:
        return "roll " + " ".join(map(str, self.values))


MILITARY_ACTIONS: tuple[type[Action], ...] = (MoveHoplites, MoveGalleys, Besiege, Collect)


# -- what the military actions share ----------------------------------------------------------
def controller(state: State, territory: str) -> SideName | None:
    """The side with more units in ``territory``, or None on a tie (ruling HG49)."""
    here = state.territory(territory)
    athens, sparta = here.athens.total, here.sparta.total
    if athens == sparta:
        return None
    return "athens" if athens > sparta else "sparta"


def check_prestige(state: State, side: str, rule: str) -> None:
    """Whether ``side`` can pay the 1 Prestige of a military action (seed 000 §5; ruling
    HG53)."""
    if state.side(side).prestige < 1:
        raise IllegalAction(f"{rule}; {cite.ruling('HG53')}", f"{side_title(side)} has 0 "
                            "Prestige: a military action costs 1 Prestige")


def pay_prestige(state: State, side: str, rule: str) -> State:
    """``side`` pays the 1 Prestige of a military action (seed 000 §5; ruling HG53)."""
    check_prestige(state, side, rule)
    return state.with_side(side, prestige=state.side(side).prestige - 1)


def cost_text(paid: bool) -> str:
    return "paying 1 Prestige" if paid else "at no Prestige cost (home territory)"


def opponent_title(side: str) -> str:
    return side_title(other(side))


def event(kind: str, text: str, rule: str, **data: Any) -> Event:
    return Event(kind, text, rule, data)


# -- notation ---------------------------------------------------------------------------------
def _count(reader: _Reader) -> int:
    token = reader.peek() or ""
    if not _COUNT.fullmatch(token):
        return 1
    value = int(token[1:])
    if value < 1:
        raise reader.fail("a count is 1 or more, like 'x2'")
    reader.at += 1
    return value


def _origins(reader: _Reader) -> list[tuple[str, int]]:
    origins = []
    while True:
        origins.append((reader.name("territory", COMPONENTS.territory, ("to", ",")),
                        _count(reader)))
        if reader.peek() != ",":
            return origins
        reader.take(",")


def _build(reader: _Reader, column: int, make: Callable[[], Action]) -> Action:
    try:
        return make()
    except ScenarioError as err:
        raise reader.fail(err.reason, column) from None


def _read_move(unit: str, reader: _Reader) -> Action:
    column = reader.column()
    origins = _origins(reader)
    reader.take("to")
    if unit == "galley":
        to = reader.name("territory", COMPONENTS.territory, ("extra",))
        extra = _extra(reader)
        return _build(reader, column, lambda: MoveGalleys(tuple(origins), to, extra))
    to = reader.name("territory", COMPONENTS.territory, ("by",))
    reader.take("by")
    by = reader.take("land", "sea")
    extra = _extra(reader)
    return _build(reader, column, lambda: MoveHoplites(tuple(origins), to, by, extra))


def _read_besiege(reader: _Reader) -> Action:
    polis = reader.name("polis", COMPONENTS.polis, ("extra",))
    return Besiege(polis, _extra(reader))


def _read_collect(reader: _Reader) -> Action:
    territory = reader.name("territory", COMPONENTS.territory, (*RESOURCES, "extra", "suppress"))
    column = reader.column()
    rows = []
    while reader.peek() != "suppress":
        rows.append((reader.resource("a tribute row"), _count(reader)))
        if reader.peek() != ",":
            break
        reader.take(",")
    suppress = 0
    if reader.peek() == "suppress":
        reader.take("suppress")
        suppress = reader.number("the hoplites suppressing pacifists")
    extra = _extra(reader)
    return _build(reader, column, lambda: Collect(territory, tuple(rows), extra, suppress))


def _read_roll(reader: _Reader) -> Action:
    values = []
    while reader.peek() is not None and (reader.peek() or "").isdecimal():
        values.append(int(reader.tokens[reader.at].text))
        reader.at += 1
    if not values:
        raise reader.fail("expected the face of each die, like 'roll 3' or 'roll 1 4'")
    return _build(reader, reader.column(), lambda: Roll(tuple(values)))


for _word in ("hoplite", "hoplites", "galley", "galleys"):
    register(("move", _word), partial(_read_move, _word.removesuffix("s")))
register(("besiege",), _read_besiege)
register(("collect",), _read_collect)
register(("roll",), _read_roll)
