"""What a game declares besides its rules: the parts the library and the tests find through the
registry (:func:`~.protocol.get_game`), never by a module name or a table keyed by game name.

A game's class mixes in :class:`Declarations` (``EngineGame`` does) and overrides what it has:

- ``ai_module``: the module whose ``LEVELS`` are its computer levels, weakest first, each
  ``factory(seed=...)`` a player ``state -> action`` (``None``: one level, ``"random"``);
  ``bounded_levels`` the options that make a level's work small and the same on any machine,
  for the tests (``{"strong": {"nodes": 150, "seconds": None}}``);
- ``keeps_points``: whether ``state.score()`` has an answer (a game without points says no,
  and ``score()`` is refused in a sentence);
- ``save_schema``: the name of its save format, the JSON Schema
  ``<its package>/schemas/<save_schema>.json`` (:mod:`.schema` finds it there);
- ``data_loader`` and ``data_files``: the module whose ``load(folder)`` reads its component
  data folder, and the files it reads there (empty when the game reads none);
- ``exercise_goals``: the outcomes an exercise may ask of a move, besides playing the lesson's
  move and winning (:class:`~.goals.GoalKind`: "capture a piece", "take a city");
- ``broken_rules``: edits of a valid save that keep every field's kind but break a rule of the
  game, each with words of the refusal (:class:`BrokenRule`); the property tests throw them at
  its save reader.

>>> from polislab.core import get_game
>>> game = get_game("hellas")
>>> game.save_schema, game.keeps_points, package_of(game)
('hellas-state', True, 'polislab.games.hellas')
"""

from __future__ import annotations

import copy
import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .goals import GoalKind


@dataclass(frozen=True)
class BrokenRule:
    """An edit of a saved state, ``edit(data, i)`` (``i`` a small whole number that picks a
    place), after which the save breaks a rule of the game; ``words`` are in the refusal."""

    what: str
    edit: Callable[[dict[str, Any], int], Any]
    words: str


class Declarations:
    """The defaults of what a game declares (see the module's text)."""

    ai_module: str | None = None
    bounded_levels: Mapping[str, Mapping[str, Any]] = {}
    keeps_points: bool = False
    save_schema: str = ""
    data_loader: str | None = None
    data_files: tuple[str, ...] = ()
    broken_rules: tuple[BrokenRule, ...] = ()
    exercise_goals: tuple[GoalKind, ...] = ()


def package_of(game: object) -> str:
    """The package a game's class lives in (where its schemas, data and tutorials are)."""
    module = type(game).__module__
    return module.rpartition(".")[0] or module


def bump(data: dict[str, Any], path: tuple[Any, ...], by: int) -> None:
    """Add ``by`` to the whole number at ``path`` in ``data`` (for :class:`BrokenRule` edits)."""
    *head, last = path
    place: Any = data
    for key in head:
        place = place[key]
    place[last] += by


def double(data: dict[str, Any], path: tuple[Any, ...]) -> None:
    """Append the first item of the list at ``path`` to it once more (a piece twice)."""
    items: Any = data
    for key in path:
        items = items[key]
    items.append(copy.deepcopy(items[0]))


def game_package(name: str) -> ModuleType:
    """The package of the game registered as ``name``, imported: the surface people type
    (``start``, ``position``, ``position_args``, ``tutorial``, ``tutorial_names``).

    >>> game_package("hopping").__name__
    'polislab.games.hopping'
    """
    from .protocol import get_game

    return importlib.import_module(package_of(get_game(name)))
