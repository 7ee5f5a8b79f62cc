"""Rule options as plain data: the JSON round trip every game's options share."""

from __future__ import annotations

from dataclasses import Field, asdict, fields
from typing import Any, ClassVar, TypeVar

from .errors import ScenarioError
from .inputs import check_plain, excerpt, refusing

OptionsT = TypeVar("OptionsT", bound="RuleOptions")


class RuleOptions:
    """Mixin for a game's frozen dataclass of rule options (the points its rule texts leave
    open): ``to_json`` gives a plain dict, ``from_json`` reads one back, refusing anything that
    is not a dict of known options with :class:`ScenarioError`. Each game's ``__post_init__``
    checks the values."""

    # Every subclass is a dataclass: this declares it to the type checker (asdict, fields).
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls: type[OptionsT], data: Any) -> OptionsT:
        if not isinstance(data, dict):
            raise ScenarioError("rule options must be an object of option names and values")
        check_plain(data, "rule options", max_bytes=100_000, max_depth=4)
        names = [f.name for f in fields(cls)]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise ScenarioError(f"unknown rule option(s): "
                                f"{', '.join(excerpt(name, 30) for name in unknown[:5])}; the "
                                f"options are {', '.join(names)}")
        with refusing("rule options"):
            return cls(**data)
