"""What the games' builders share when they type a moment inside a turn (issue 27): reading a
moment's mapping of named parts, and checking that the engine can go on from the moment built.

>>> moment_spec({"tile": "Pylos"}, ("tile", "reacted"), "voyage")
{'tile': 'Pylos'}
>>> moment_spec({"tiles": "Pylos"}, ("tile", "reacted"), "voyage")
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: voyage has no key 'tiles'; its keys are tile, reacted
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .errors import PolislabError, ScenarioError


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
    if not actions and not over:
        raise ScenarioError("nobody can act in this position")
