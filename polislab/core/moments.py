"""What the games' builders share when they type a moment inside a turn (issue 27): reading a
moment's mapping of named parts, checking an argument's kind (:func:`flag`,
:func:`whole_number`, :func:`listed`: true is no count, 1 no flag and a text no list, issue 34),
and checking that the engine can go on from the moment built.

>>> moment_spec({"tile": "Pylos"}, ("tile", "reacted"), "voyage")
{'tile': 'Pylos'}
>>> moment_spec({"tiles": "Pylos"}, ("tile", "reacted"), "voyage")
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: voyage has no key 'tiles'; its keys are tile, reacted
>>> whole_number(True, "burst")
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: burst is a whole number, 0 or more, not True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .errors import PolislabError, ScenarioError
from .inputs import STRAY, excerpt, stray_detail


def flag(value: Any, what: str) -> bool:
    """``value``, True or False; a ScenarioError naming ``what`` for anything else (1, "yes")."""
    if not isinstance(value, bool):
        raise ScenarioError(f"{what} is True or False, not {excerpt(value)}")
    return value


def whole_number(value: Any, what: str, least: int = 0) -> int:
    """``value``, a whole number of ``least`` or more (not True, 2.0 or "2"); a ScenarioError
    naming ``what`` otherwise."""
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise ScenarioError(f"{what} is a whole number, {least} or more, not {excerpt(value)}")
    return value


def listed(value: Any, what: str, items: str = "names") -> list[Any]:
    """``value`` (a list or a tuple) as a list; a ScenarioError naming ``what`` and its
    ``items`` for anything else (a text, which would read as its letters, or False)."""
    if not isinstance(value, (list, tuple)):
        raise ScenarioError(f"{what} is a list of {items}, not {excerpt(value)}")
    return list(value)


def moment_spec(value: Any, keys: Sequence[str], what: str) -> Mapping[str, Any]:
    """``value``, a mapping whose keys are among ``keys``; else a ScenarioError naming them."""
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{what} is a mapping (a dict) with the keys {', '.join(keys)}")
    unknown = [k for k in value if k not in keys]
    if unknown:
        raise ScenarioError(f"{what} has no key {unknown[0]!r}; its keys are {', '.join(keys)}")
    return value


def check_playable(state: Any, legal_actions: Callable[[Any], list[Any]],
                   apply: Callable[[Any, Any], Any], over: bool) -> None:
    """The engine lists what comes next from ``state`` and plays the first of it; a moment
    nobody can act in (the game not ``over``) is refused too."""
    try:
        actions = legal_actions(state)
        if actions:
            apply(state, actions[0])
    except PolislabError as err:
        raise ScenarioError(f"the engine cannot go on from this position: {err}") from None
    except STRAY as err:
        detail = stray_detail(err, "a moment's part does not fit the rest of the position")
        raise ScenarioError(f"the engine cannot go on from this position: {detail}") from None
    if not actions and not over:
        raise ScenarioError("nobody can act in this position")
