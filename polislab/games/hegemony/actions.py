"""The actions of Polis: Fight for the Hegemony as frozen dataclasses (the Python form).

``str(action)`` is the action's notation and :func:`.notation.parse_action` reads it back
(docs in :mod:`.notation`). An action is checked for form when made (known names, whole
counts); whether it is legal is the engine's question.

>>> str(CreateHoplites("Athenai", 2, "metal"))
'create hoplites Athenai x2 pay metal'
>>> str(CreateMerchants("Pylos"))
'create merchant Pylos pay wood'
>>> str(BeginProject("Theatre", "Athenai", silver_for="all"))
'begin project Theatre in Athenai pay silver'
>>> CreateHoplites("Athens")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: unknown polis 'Athens'; polislab spells it 'Athenai' ...
"""

from __future__ import annotations

from dataclasses import Field, dataclass
from typing import Any, ClassVar

from polislab.core.errors import ScenarioError

from .components import COMPONENTS, RESOURCES

#: The 12 kinds of action of seed 000 §4-§5, by category. A turn is 2 different kinds.
ACTION_KINDS: dict[str, str] = {
    "create hoplites": "development",
    "create galleys": "development",
    "create merchants": "development",
    "begin project": "development",
    "move hoplites": "military",
    "move galleys": "military",
    "besiege": "military",
    "collection": "military",
    "trade": "political",
    "move proxenos": "political",
    "release proxenos": "political",
    "civil war": "political",
}


def _name(value: Any, lookup: Any, what: str) -> str:
    if not isinstance(value, str):
        raise ScenarioError(f"a {what} is named by text, not {value!r}")
    try:
        return str(lookup(value).name)
    except KeyError as err:
        raise ScenarioError(str(err.args[0])) from None


def _resource(value: Any, what: str) -> str:
    if value not in RESOURCES:
        raise ScenarioError(f"{what} must be one of {', '.join(RESOURCES)}, not {value!r}")
    return str(value)


class Action:
    """Base of every action. ``kind`` is one of :data:`ACTION_KINDS` (or "pass")."""

    kind: ClassVar[str]
    #: The resource paid for acting after the opponent has passed (seed 000 §4), else None.
    extra: str | None
    # Every action is a frozen dataclass: this declares it to the type checker (replace).
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def _extra_text(self) -> str:
        return f" extra {self.extra}" if self.extra else ""

    def _check_extra(self) -> None:
        if self.extra is not None:
            _resource(self.extra, "the extra resource")


@dataclass(frozen=True)
class Pass(Action):
    """Pass: take no more actions this round (seed 000 §4; ruling HG27)."""

    kind: ClassVar[str] = "pass"
    extra: None = None

    def __post_init__(self) -> None:
        if self.extra is not None:
            raise ScenarioError("passing costs nothing: a pass has no extra resource")

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class _CreateUnits(Action):
    """Shared form of the three unit creations: a polis, a count, a payment resource."""

    polis: str
    count: int = 1
    pay: str = "metal"

    unit: ClassVar[str]
    #: The resource the unit costs (silver always substitutes, seed 000 §5.1-§5.3).
    cost_resource: ClassVar[str]

    def __post_init__(self) -> None:
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))
        least = 0 if getattr(self, "hire", 0) else 1  # hiring alone creates none (HG67)
        if not isinstance(self.count, int) or isinstance(self.count, bool) or self.count < least:
            raise ScenarioError(f"the number of {self.unit}s must be {least} or more, not "
                                f"{self.count!r}")
        _resource(self.pay, "the payment")
        self._check_extra()

    def _head(self) -> str:
        if self.count == 1:
            return f"create {self.unit} {self.polis}"
        return f"create {self.unit}s {self.polis} x{self.count}"


@dataclass(frozen=True)
class _CreateOnBoard(_CreateUnits):
    """A unit creation with a destination: ``to`` names it where the rules leave a choice;
    None is the polis's only destination."""

    to: str | None = None
    extra: str | None = None
    #: Units hired besides, with no population, while the Mercenaries event is in force (HG67).
    hire: int = 0

    def destinations(self) -> tuple[str, ...]:
        """Where the polis's units of this kind go when ``to`` is None (one place) or may go."""
        raise NotImplementedError

    def __post_init__(self) -> None:
        if not isinstance(self.hire, int) or isinstance(self.hire, bool) or self.hire < 0:
            raise ScenarioError(f"the number of {self.unit}s hired must be 0 or more, not "
                                f"{self.hire!r}")
        super().__post_init__()
        if self.to is not None:  # the polis's only destination is left out: one text per action
            to = _name(self.to, COMPONENTS.territory, "territory")
            object.__setattr__(self, "to", None if (to,) == self.destinations() else to)

    def __str__(self) -> str:
        to = f" to {self.to}" if self.to else ""
        hire = f" hire {self.hire}" if self.hire else ""
        if not self.count:
            return f"create {self.unit}s {self.polis}{to}{hire}{self._extra_text()}"
        return f"{self._head()}{to} pay {self.pay}{hire}{self._extra_text()}"


@dataclass(frozen=True)
class CreateHoplites(_CreateOnBoard):
    """Create ``count`` hoplites from ``polis``, paying ``pay`` (metal or silver) each
    (seed 000 §5.1). ``to`` names the land territory when ruling HG7's option allows a
    neighbour; None is the polis's own territory."""

    pay: str = "metal"

    kind: ClassVar[str] = "create hoplites"
    unit: ClassVar[str] = "hoplite"
    cost_resource: ClassVar[str] = "metal"

    def destinations(self) -> tuple[str, ...]:
        return (COMPONENTS.polis(self.polis).territory,)


@dataclass(frozen=True)
class CreateGalleys(_CreateOnBoard):
    """Create ``count`` galleys from ``polis``, paying ``pay`` (wood or silver) each, into the
    sea of its galley arrow (seed 000 §5.2); ``to`` names the sea when the polis has two arrows
    (Korinthos, ruling HG21)."""

    pay: str = "wood"

    kind: ClassVar[str] = "create galleys"
    unit: ClassVar[str] = "galley"
    cost_resource: ClassVar[str] = "wood"

    def destinations(self) -> tuple[str, ...]:
        return COMPONENTS.polis(self.polis).galley_seas


@dataclass(frozen=True)
class CreateMerchants(_CreateUnits):
    """Create ``count`` merchants in the commercial city ``polis``, paying ``pay`` (wood or
    silver) each, into the side's trade port (seed 000 §5.3; ruling HG31)."""

    pay: str = "wood"
    extra: str | None = None

    kind: ClassVar[str] = "create merchants"
    unit: ClassVar[str] = "merchant"
    cost_resource: ClassVar[str] = "wood"

    def __str__(self) -> str:
        return f"{self._head()} pay {self.pay}{self._extra_text()}"


@dataclass(frozen=True)
class BeginProject(Action):
    """Begin ``project`` in ``polis`` (seed 000 §5.4), paying its cost with the whole amount of
    each resource in ``silver_for`` replaced by silver (seed 000 §7; ruling HG29).
    ``silver_for="all"`` replaces every resource of the cost."""

    project: str
    polis: str
    silver_for: tuple[str, ...] = ()
    extra: str | None = None

    kind: ClassVar[str] = "begin project"

    def __post_init__(self) -> None:
        object.__setattr__(self, "project", _name(self.project, COMPONENTS.project, "project"))
        object.__setattr__(self, "polis", _name(self.polis, COMPONENTS.polis, "polis"))
        cost_types = self.replaceable
        if self.silver_for == "all":
            object.__setattr__(self, "silver_for", cost_types)
        if isinstance(self.silver_for, str) or not isinstance(self.silver_for, (tuple, list)):
            raise ScenarioError("silver_for must be 'all' or a tuple of resources")
        chosen = [_resource(r, "a resource replaced by silver") for r in self.silver_for]
        if "silver" in chosen or len(set(chosen)) != len(chosen):
            raise ScenarioError("silver_for names each replaced resource once, never silver")
        object.__setattr__(self, "silver_for",
                           tuple(r for r in RESOURCES if r in set(chosen)))
        self._check_extra()

    @property
    def replaceable(self) -> tuple[str, ...]:
        """The resources of the project's cost other than silver, in resource order."""
        cost = COMPONENTS.project(self.project).cost
        return tuple(name for name, _ in cost.items() if name != "silver")

    def __str__(self) -> str:
        head = f"begin project {self.project} in {self.polis}"
        if self.silver_for and self.silver_for == self.replaceable:
            head += " pay silver"
        elif self.silver_for:
            head += " pay silver for " + ", ".join(self.silver_for)
        return head + self._extra_text()


#: The actions of this slice, in the order legal_actions lists them.
DEVELOPMENT_ACTIONS: tuple[type[Action], ...] = (
    CreateHoplites, CreateGalleys, CreateMerchants, BeginProject)
