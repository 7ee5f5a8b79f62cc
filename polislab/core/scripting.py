"""The scripting surface every game's state offers, the same in every game.

``state.play(*actions)`` returns a new state whose ``.events`` are what that play did (``state``
is left as it was); ``state.legal_actions()``, ``state.to_move``, ``state.is_over``,
``state.winner``, ``state.describe()``; ``state.score()`` where the game scores, each part
named (:class:`Score`). A game's state class mixes in :class:`Scriptable` and names its
package in ``game_name``; the engine module of that package answers every question, so this
surface and the game protocol (:mod:`.protocol`) never disagree.

What every state shows and saves, ``str(state)``, the board picture (``_repr_svg_``,
``_repr_html_``), ``to_json`` / ``from_json`` and ``score``, is written once, in
:class:`GameState`, and asked of the registered game (:func:`~.protocol.get_game`) and its
interface (:func:`~.interface.interface_for`): a rules module never imports its summary, its
save format or its drawing to answer them.

Chance is played as actions ("roll 3", "draw Naxos"), or from a script: ``play(...,
randomness=ScriptedRandomness(dice={4: [3]}))`` plays each pending chance decision with it.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping
from types import ModuleType
from typing import Any, ClassVar, Protocol, TypeVar, cast

from .events import Event
from .interface import interface_for
from .picture import picture_html
from .protocol import get_game
from .randomness import Randomness

#: Who acts while a chance decision (a roll, a draw) is pending.
CHANCE = "chance"


class _WithEngine(Protocol):
    engine: ModuleType


def engine_of(game_name: str) -> ModuleType:
    """The engine module the game registered as ``game_name`` declares (its ``engine``: see
    :class:`~.engine_game.EngineGame`)."""
    return cast(_WithEngine, get_game(game_name)).engine


def with_events(state: Any, events: list[Event] | tuple[Event, ...]) -> Any:
    """A copy of ``state`` (a frozen dataclass) that carries ``events`` as ``.events``: the
    events are no field, so they change neither equality nor the saved data."""
    new = object.__new__(type(state))
    new.__dict__.update(state.__dict__)
    new.__dict__["_events"] = tuple(events)
    return new


class Score(Mapping[str, int]):
    """One player's score, each part named: ``score["Prestige"]``, ``score.total``.

    >>> s = Score("athens", {"population": 9, "Prestige": 5, "posterity": 2})
    >>> s.total, s["Prestige"], str(s)
    (16, 5, 'athens: population 9 + Prestige 5 + posterity 2 = 16')
    """

    def __init__(self, player: str, parts: Mapping[str, int]) -> None:
        self.player = player
        self._parts = dict(parts)

    def __getitem__(self, part: str) -> int:
        return self._parts[part]

    def __iter__(self) -> Any:
        return iter(self._parts)

    def __len__(self) -> int:
        return len(self._parts)

    @property
    def total(self) -> int:
        return sum(self._parts.values())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Score):
            return NotImplemented
        return (self.player, self._parts) == (other.player, other._parts)

    # Unhashable, as __eq__ compares values (Python's own idiom; the checker wants a method).
    __hash__ = None  # type: ignore[assignment]

    def __str__(self) -> str:
        parts = " + ".join(f"{name} {value}" for name, value in self._parts.items())
        return f"{self.player}: {parts} = {self.total}"

    def __repr__(self) -> str:
        return f"Score({self.player!r}, {self._parts!r})"


class _Scoring(Protocol):
    def score(self, state: Any) -> dict[str, Score]: ...


_S = TypeVar("_S", bound="GameState")


class GameState:
    """What every game's state shows and saves, each asked of the game registered as
    ``game_name`` (the state class names it): ``str(state)`` is the game's ``summary``,
    ``to_json`` / ``from_json`` its save format, the picture its interface's ``svg``."""

    __slots__ = ()  # (hopping's positions keep their slots)
    game_name: ClassVar[str]

    def __str__(self) -> str:
        return get_game(self.game_name).summary(self)

    def _repr_svg_(self) -> str:
        return interface_for(self).svg(self)  # (the interface is imported only now)

    def _repr_html_(self) -> str:
        """The board as an ``<img>`` whose ``alt`` describes the position: the picture a
        notebook shows even untrusted."""
        return picture_html(self._repr_svg_())

    def to_json(self) -> dict[str, Any]:
        """The state as plain data (JSON), read back by :meth:`from_json`."""
        return get_game(self.game_name).to_json(self)

    @classmethod
    def from_json(cls: type[_S], data: Any) -> _S:
        """The state saved as ``data`` (:meth:`to_json`); a clear polislab error, naming the
        field, when ``data`` is no valid save."""
        return cast(_S, get_game(cls.game_name).from_json(data))


class Scriptable(GameState):
    """What every state offers people typing in a notebook (see the module text)."""

    __slots__ = ()

    @property
    def events(self) -> tuple[Event, ...]:
        """What the :meth:`play` that made this state did (empty for a built state)."""
        return self.__dict__.get("_events", ())

    def play(self, *actions: Any, randomness: Randomness | None = None) -> Any:
        """The state after ``actions`` (text such as "pass" or action objects), one after
        another; its ``.events`` are what they did. With ``randomness`` (a seeded or a
        :class:`~polislab.core.ScriptedRandomness`), each chance decision an action leaves
        pending is played with it. An illegal action raises and nothing is played."""
        engine = engine_of(self.game_name)
        state: Any = self
        events: list[Event] = []
        for action in actions:
            state, more = engine.apply(state, action)
            events += more
            while randomness is not None and engine.to_move(state) == CHANCE:
                state, more = engine.apply(state, engine.chance_action(state, randomness))
                events += more
        return with_events(state, events)

    def legal_actions(self) -> list[Any]:
        """Every legal action of the one to act (chance outcomes while a draw is pending)."""
        return list(engine_of(self.game_name).legal_actions(self))

    @property
    def to_move(self) -> str | None:
        """Who acts next: a player, "chance" while a roll or draw is pending, None at the end."""
        return engine_of(self.game_name).to_move(self)

    @property
    def is_over(self) -> bool:
        return engine_of(self.game_name).is_over(self)

    @property
    def winner(self) -> str | None:
        """The winner, or None while the game goes on (and for a draw or a shared victory)."""
        return engine_of(self.game_name).winner(self)

    def describe(self) -> str:
        """The whole position as text (``repr`` is the one-line summary)."""
        return str(self)

    def score(self) -> dict[str, Score]:
        """Each player's score as the game counts it now (the game need not be over), each
        part named: see the game's ``score``. A game that keeps no points (it declares
        ``keeps_points = False``) refuses in a sentence."""
        from .errors import NoScore

        game = get_game(self.game_name)
        if not game.keeps_points:
            raise NoScore(f"{game.title} keeps no points: ask who won (state.winner)")
        return cast(_Scoring, game).score(self)


def randomness_from(seed: Any = None, randomness: Any = None) -> Randomness:
    """The setup's randomness from ``G.start``'s ``seed=`` (a whole number or None) or
    ``randomness=`` (a :class:`Randomness`, seeded or scripted); a clear error otherwise."""
    from .errors import ScenarioError

    if randomness is not None:
        if seed is not None:
            raise ScenarioError("give seed= or randomness=, not both")
        if not isinstance(randomness, Randomness):
            raise ScenarioError(f"randomness= is a Randomness or a ScriptedRandomness, not "
                                f"{randomness!r}")
        return randomness
    if isinstance(seed, Randomness):
        return seed
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ScenarioError(f"seed= is a whole number (or None for a fresh game), not {seed!r}")
    if seed is None:  # a fresh game still has a seed, so that it can be shared (moment codes)
        seed = _FRESH.randrange(2**32)
    if seed in _RECENT_SEEDS:
        _RECENT_SEEDS.remove(seed)  # each seed once, as the latest
    _RECENT_SEEDS.append(seed)
    return Randomness(seed)


def recent_seeds() -> list[int]:
    """The seeds of the latest setups (newest first): where a moment code looks for the seed of
    a game's start, checking each by dealing that start again (polislab.classroom.moment)."""
    return list(reversed(_RECENT_SEEDS))


_FRESH = random.SystemRandom()
_RECENT_SEEDS: deque[int] = deque(maxlen=16)
