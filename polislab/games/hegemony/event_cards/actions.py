"""The players' answers to event cards that ask them to choose (:mod:`.events`), as actions.

Grammar::

    remove    = "event remove" unit territory        (Philopersians: the unit given up)
    betray    = "event betray" polis                 (Betrayal: the polis of population 1 lost)
    transfer  = "event transfer" whole-number        (Treasury Transfer: Prestige given up)
    send      = "event send" unit territory | "event send done"
                                                     (Egypt Rebels, Murder of the Persian King)
    commander = "event double" | "event keep"        (Great Commanders, after a battle)

>>> from polislab.games.hegemony.notation import parse_action
>>> str(parse_action("EVENT SEND galleys kyklades")), str(parse_action("event send done"))
('event send galley Kyklades', 'event send done')
>>> str(parse_action("event transfer 2")), str(parse_action("event double"))
('event transfer 2', 'event double')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from polislab.core.errors import ScenarioError

from ..actions import Action, _name
from ..components import COMPONENTS, UNITS
from ..notation import _Reader, register
from ..round_end_actions import _build, _whole


def _unit(value: str) -> str:
    unit = value.casefold().removesuffix("s")
    if unit not in UNITS:
        raise ScenarioError(f"a unit is a hoplite or a galley, not {value!r}")
    return unit


@dataclass(frozen=True)
class EventRemove(Action):
    """Give up one ``unit`` in ``territory`` (an event such as Philopersians)."""

    unit: str
    territory: str
    extra: None = None

    kind: ClassVar[str] = "event"

    def __post_init__(self) -> None:
        object.__setattr__(self, "unit", _unit(self.unit))
        object.__setattr__(self, "territory",
                           _name(self.territory, COMPONENTS.territory, "territory"))

    def __str__(self) -> str:
        return f"event remove {self.unit} {self.territory}"


@dataclass(frozen=True)
class EventBetray(Action):
    """Lose ``polis`` to the opponent (Betrayal)."""

    polis: str
    extra: None = None

    kind: ClassVar[str] = "event"

    def __post_init__(self) -> None:
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))

    def __str__(self) -> str:
        return f"event betray {self.polis}"


@dataclass(frozen=True)
class EventTransfer(Action):
    """Give up ``prestige`` Prestige for silver (Treasury Transfer); 0 declines."""

    prestige: int
    extra: None = None

    kind: ClassVar[str] = "event"

    def __post_init__(self) -> None:
        _whole(self.prestige, "the Prestige given up")

    def __str__(self) -> str:
        return f"event transfer {self.prestige}"


@dataclass(frozen=True)
class EventSend(Action):
    """Send one ``unit`` from ``territory`` away; with neither, stop sending ("done")."""

    unit: str | None = None
    territory: str | None = None
    extra: None = None

    kind: ClassVar[str] = "event"

    def __post_init__(self) -> None:
        if (self.unit is None) != (self.territory is None):
            raise ScenarioError("'event send' names a unit and its territory, or 'done'")
        if self.unit is not None:
            object.__setattr__(self, "unit", _unit(self.unit))
            object.__setattr__(self, "territory",
                               _name(self.territory, COMPONENTS.territory, "territory"))

    @property
    def done(self) -> bool:
        return self.unit is None

    def __str__(self) -> str:
        return "event send done" if self.done else f"event send {self.unit} {self.territory}"


@dataclass(frozen=True)
class EventDouble(Action):
    """Great Commanders: double the Prestige of the battle just fought, or keep the right."""

    double: bool
    extra: None = None

    kind: ClassVar[str] = "event"

    def __str__(self) -> str:
        return "event double" if self.double else "event keep"


def _read_unit_territory(reader: _Reader) -> tuple[str, str, int]:
    column = reader.column()
    word = reader.take("hoplite", "hoplites", "galley", "galleys")
    return word, reader.name("territory", COMPONENTS.territory, ()), column


def _read_remove(reader: _Reader) -> Action:
    unit, territory, column = _read_unit_territory(reader)
    return _build(reader, column, lambda: EventRemove(unit, territory))


def _read_betray(reader: _Reader) -> Action:
    return EventBetray(reader.name("polis", COMPONENTS.polis, ()))


def _read_transfer(reader: _Reader) -> Action:
    column = reader.column()
    amount = reader.number("the Prestige given up")
    return _build(reader, column, lambda: EventTransfer(amount))


def _read_send(reader: _Reader) -> Action:
    if reader.peek() == "done":
        reader.take("done")
        return EventSend()
    unit, territory, column = _read_unit_territory(reader)
    return _build(reader, column, lambda: EventSend(unit, territory))


register(("event", "remove"), _read_remove)
register(("event", "betray"), _read_betray)
register(("event", "transfer"), _read_transfer)
register(("event", "send"), _read_send)
register(("event", "double"), lambda reader: EventDouble(True))
register(("event", "keep"), lambda reader: EventDouble(False))
