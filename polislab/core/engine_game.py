"""The protocol adapter of a game whose rules live in one engine module.

A game package with an ``engine`` module offering the protocol's functions (``initial_state``,
``legal_actions``, ``parse_action``, ``apply``, ``chance_action``, ``to_move``, ``is_over``,
``winner``, ``to_json``, ``from_json``, ``summary``, ``score``) subclasses :class:`EngineGame`,
naming the module and its ``name``, ``title`` and ``players``, and declaring its parts
(:mod:`.declarations`); it overrides ``initial_state``
only where its options differ. The states' own ``str()``, ``to_json``, ``from_json`` and
``score`` come here (:class:`~polislab.core.scripting.GameState`).
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, ClassVar

from .declarations import Declarations
from .events import Event
from .randomness import Randomness
from .scripting import Score


class EngineGame(Declarations):
    """The :class:`~polislab.core.protocol.Game` protocol, each call passed to ``engine``.

    ``chance_action(state, randomness)`` is the chance outcome ``randomness`` gives the
    pending roll or draw: scenario scripts and :class:`~polislab.core.players.ChancePlayer`
    use it.
    """

    # Set by each subclass as class attributes; not ClassVar, so that the class meets the
    # protocol's plain ``name: str`` and ``title: str``.
    engine: ModuleType
    name: str
    title: str
    players: ClassVar[tuple[str, ...]] = ()

    def initial_state(self, **options: Any) -> Any:
        """``options``: ``randomness`` (a Randomness, a seed or None) and the rule options."""
        randomness = options.pop("randomness", None)
        return self.engine.initial_state(randomness, **options)

    def legal_actions(self, state: Any) -> list[Any]:
        return self.engine.legal_actions(state)

    def parse_action(self, state: Any, text: str) -> Any:
        return self.engine.parse_action(state, text)

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]:
        return self.engine.apply(state, action)

    def chance_action(self, state: Any, randomness: Randomness) -> Any:
        return self.engine.chance_action(state, randomness)

    def seats(self, state: Any) -> tuple[str, ...]:
        """The game's fixed sides (``players``)."""
        return tuple(self.players)

    def to_move(self, state: Any) -> str | None:
        return self.engine.to_move(state)

    def is_over(self, state: Any) -> bool:
        return self.engine.is_over(state)

    def winner(self, state: Any) -> str | None:
        return self.engine.winner(state)

    def to_json(self, state: Any) -> dict[str, Any]:
        return self.engine.to_json(state)

    def from_json(self, data: dict[str, Any]) -> Any:
        return self.engine.from_json(data)

    def summary(self, state: Any) -> str:
        """The state as text: what ``str(state)`` shows."""
        return self.engine.summary(state)

    def score(self, state: Any) -> dict[str, Score]:
        """Each player's score now, each part named (``state.score()``)."""
        return self.engine.score(state)
