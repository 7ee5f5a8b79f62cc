"""The actions of Hellas as frozen dataclasses (the Python form).

``str(action)`` is the action's notation and :func:`.notation.parse_action` reads it back
(the grammar is in :mod:`.notation`). An action is checked for form when made (whole counts,
known pieces and gods); whether it is legal, and whether its names are on the map or in the
hand, is the engine's question.

>>> str(Place("Argos", (1, -1), 2))
'place Argos at 1,-1 rotation 2'
>>> str(Attack("Sparta", (("Argos", 2), ("Pylos", 1))))
'attack Sparta from Argos x2, Pylos'
>>> str(Move("greek", "Argos", "Pylos", 2)), str(CaptureShips(0))
('move greeks Argos to Pylos x2', 'place no ships')
>>> str(Play("Winged Sandals", origin="Argos", to="Pylos", count=2))
'play Winged Sandals from Argos to Pylos x2'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from polislab.core.errors import ScenarioError

from .components import GODS
from .hexes import format_place
from .state import PIECES


def _count(value: object, what: str, least: int = 1) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ScenarioError(f"{what} must be a whole number of {least} or more, not {value!r}")


def _name(value: object, what: str) -> None:
    if not isinstance(value, str) or not value.strip():
        raise ScenarioError(f"a {what} is named by text, not {value!r}")


def _piece(value: object) -> None:
    if value not in PIECES:
        raise ScenarioError(f"a piece is 'greek' or 'ship', not {value!r}")


def _times(count: int) -> str:
    return f" x{count}" if count != 1 else ""


class Action:
    """Base of every action; ``kind`` names what sort of action it is."""

    kind: ClassVar[str]


# -- chance -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class DrawTile(Action):
    """A chance action: the tile that comes off the stack ("draw Naxos")."""

    tile: str
    kind: ClassVar[str] = "draw tile"

    def __post_init__(self) -> None:
        _name(self.tile, "tile")

    def __str__(self) -> str:
        return f"draw {self.tile}"


@dataclass(frozen=True)
class DrawCard(Action):
    """A chance action: the god card that comes off its deck ("draw Storm")."""

    card: str
    kind: ClassVar[str] = "draw card"

    def __post_init__(self) -> None:
        _name(self.card, "god card")

    def __str__(self) -> str:
        return f"draw {self.card}"


# -- the map ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Action):
    """Place the drawn tile at ``place`` turned ``rotation`` sixths clockwise (in the initial
    map creation, or on a voyage)."""

    tile: str
    place: tuple[int, int]
    rotation: int = 0
    kind: ClassVar[str] = "place"

    def __post_init__(self) -> None:
        _name(self.tile, "tile")
        if not (isinstance(self.place, tuple) and len(self.place) == 2 and all(
                isinstance(v, int) and not isinstance(v, bool) for v in self.place)):
            raise ScenarioError(f"a place is a pair of whole numbers (q, r), not {self.place!r}")
        if self.rotation not in range(6):
            raise ScenarioError(f"a rotation is 0 to 5 sixths of a turn, not {self.rotation!r}")

    def __str__(self) -> str:
        return f"place {self.tile} at {format_place(self.place)} rotation {self.rotation}"


@dataclass(frozen=True)
class Reject(Action):
    """Refuse the tile drawn on a voyage: it goes under the stack, the voyage fails."""

    kind: ClassVar[str] = "reject"

    def __str__(self) -> str:
        return "reject"


# -- the three actions ------------------------------------------------------------------------
@dataclass(frozen=True)
class AddGreek(Action):
    """A burst action: a new Greek from the supply into one of your cities."""

    city: str
    kind: ClassVar[str] = "add greek"

    def __post_init__(self) -> None:
        _name(self.city, "city")

    def __str__(self) -> str:
        return f"add greek {self.city}"


@dataclass(frozen=True)
class AddShip(Action):
    """A burst action: a new ship from the supply beside one of your cities."""

    city: str
    kind: ClassVar[str] = "add ship"

    def __post_init__(self) -> None:
        _name(self.city, "city")

    def __str__(self) -> str:
        return f"add ship {self.city}"


@dataclass(frozen=True)
class TakeCard(Action):
    """A burst action: a god card from the deck of ``god``, unseen until the burst ends."""

    god: str
    kind: ClassVar[str] = "take card"

    def __post_init__(self) -> None:
        if self.god not in GODS:
            raise ScenarioError(f"the gods are {', '.join(GODS)}, not {self.god!r}")

    def __str__(self) -> str:
        return f"take card {self.god}"


@dataclass(frozen=True)
class EndBurst(Action):
    """End the Burst of Strength (before its last action, or with none at all)."""

    kind: ClassVar[str] = "end burst"

    def __str__(self) -> str:
        return "end burst"


@dataclass(frozen=True)
class Voyage(Action):
    """Choose the voyage: the top tile is drawn."""

    kind: ClassVar[str] = "voyage"

    def __str__(self) -> str:
        return "voyage"


@dataclass(frozen=True)
class Attack(Action):
    """Attack the city ``target`` with Greeks from ``sources``: (city, how many) pairs."""

    target: str
    sources: tuple[tuple[str, int], ...]
    kind: ClassVar[str] = "attack"

    def __post_init__(self) -> None:
        _name(self.target, "city")
        if not self.sources:
            raise ScenarioError("an attack names at least one city the Greeks come from")
        sources = tuple((str(c), n) for c, n in self.sources)
        for city, count in sources:
            _name(city, "city")
            _count(count, "the Greeks of an attacking city")
        if len({c for c, _ in sources}) != len(sources):
            raise ScenarioError("name each attacking city once")
        object.__setattr__(self, "sources", tuple(sorted(sources)))

    def __str__(self) -> str:
        parts = ", ".join(f"{c}{_times(n)}" for c, n in self.sources)
        return f"attack {self.target} from {parts}"


@dataclass(frozen=True)
class Fight(Action):
    """The attacker lets the fight be decided."""

    kind: ClassVar[str] = "fight"

    def __str__(self) -> str:
        return "fight"


@dataclass(frozen=True)
class CallOff(Action):
    """The attacker calls the attack off after the defender's cards (Hellas FAQ 8)."""

    kind: ClassVar[str] = "call off"

    def __str__(self) -> str:
        return "call off"


@dataclass(frozen=True)
class Pass(Action):
    """Play no (more) god card in answer: the defender of an attack, or the opponent of a
    voyage."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class CaptureShips(Action):
    """After taking a city: place ``count`` ships from the supply beside it (at most as many as
    the defender lost there)."""

    count: int
    kind: ClassVar[str] = "capture ships"

    def __post_init__(self) -> None:
        _count(self.count, "the ships placed", least=0)

    def __str__(self) -> str:
        if self.count == 0:
            return "place no ships"
        return f"place ship{'s' * (self.count != 1)}{_times(self.count)}"


@dataclass(frozen=True)
class ReturnShip(Action):
    """After a voyage: the adjacent ship returned to the supply, from beside ``city``."""

    city: str
    kind: ClassVar[str] = "return ship"

    def __post_init__(self) -> None:
        _name(self.city, "city")

    def __str__(self) -> str:
        return f"return ship {self.city}"


@dataclass(frozen=True)
class TakeFrom(Action):
    """With an empty supply: the Greek or ship to be placed comes from ``city``."""

    piece: str
    city: str
    kind: ClassVar[str] = "take from"

    def __post_init__(self) -> None:
        _piece(self.piece)
        _name(self.city, "city")

    def __str__(self) -> str:
        return f"take {self.piece} from {self.city}"


@dataclass(frozen=True)
class TakeNone(Action):
    """With an empty supply: the Greek or ship a card would place is not taken from another
    city, and is not placed (ruling HL25)."""

    piece: str
    kind: ClassVar[str] = "take none"

    def __post_init__(self) -> None:
        _piece(self.piece)

    def __str__(self) -> str:
        return f"take no {self.piece}"


# -- regrouping and the end of the turn -------------------------------------------------------
@dataclass(frozen=True)
class Move(Action):
    """Regroup: move ``count`` Greeks or ships from one of your cities to another."""

    piece: str
    origin: str
    to: str
    count: int = 1
    kind: ClassVar[str] = "move"

    def __post_init__(self) -> None:
        _piece(self.piece)
        _name(self.origin, "city")
        _name(self.to, "city")
        _count(self.count, "the pieces moved")

    def __str__(self) -> str:
        word = self.piece + "s" * (self.count != 1)
        return f"move {word} {self.origin} to {self.to}{_times(self.count)}"


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn (after regrouping)."""

    kind: ClassVar[str] = "end turn"

    def __str__(self) -> str:
        return "end turn"


# -- god cards --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Play(Action):
    """Play the god card ``card``. What else it names depends on its effect: the cities ``at``
    (Thunderbolt, New Colony: one; Shipwrights: two), ``origin``/``to``/``count`` (Winged
    Sandals), the ``gods`` of the cards taken (Gifts of Olympus)."""

    card: str
    at: tuple[str, ...] = ()
    origin: str | None = None
    to: str | None = None
    count: int | None = None
    gods: tuple[str, ...] = ()
    kind: ClassVar[str] = "play"

    def __post_init__(self) -> None:
        _name(self.card, "god card")
        object.__setattr__(self, "at", tuple(self.at))
        object.__setattr__(self, "gods", tuple(self.gods))
        for city in (*self.at, *(c for c in (self.origin, self.to) if c is not None)):
            _name(city, "city")
        for god in self.gods:
            if god not in GODS:
                raise ScenarioError(f"the gods are {', '.join(GODS)}, not {god!r}")
        if self.count is not None:
            _count(self.count, "the Greeks moved")

    def __str__(self) -> str:
        text = f"play {self.card}"
        if self.at:
            text += f" at {', '.join(self.at)}"
        if self.origin is not None:
            text += f" from {self.origin}"
        if self.to is not None:
            text += f" to {self.to}"
        if self.count is not None:
            text += f" x{self.count}"
        if self.gods:
            text += f" for {', '.join(self.gods)}"
        return text
