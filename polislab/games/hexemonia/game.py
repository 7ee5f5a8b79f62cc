"""Hexemonia behind the protocol of :mod:`polislab.core.protocol`, registered as "hexemonia"
by the package (``get_game("hexemonia")``)."""

from __future__ import annotations

from typing import Any

from polislab.core.events import Event
from polislab.core.randomness import Randomness

from . import engine
from .actions import Action
from .state import State


class HexemoniaGame:
    """The protocol adapter: states are :class:`~.state.State`, actions :class:`~.actions.Action`.

    ``to_move`` names the player to act, the one whose turn it is or an opponent answering a
    Lighthouse, Tavern or Labyrinth, or "chance" for the tile Pandora takes at random.
    """

    name = "hexemonia"
    title = "Hexemonia"

    def initial_state(self, **options: Any) -> State:
        """``options``: ``randomness`` (a Randomness, a seed or None) and the options of
        :class:`~.options.Options` (``players``, ``names``, ``uprisings``, ...)."""
        randomness = options.pop("randomness", None)
        return engine.initial_state(randomness, **options)

    def legal_actions(self, state: State) -> list[Action]:
        return engine.legal_actions(state)

    def parse_action(self, state: State, text: str) -> Action:
        return engine.parse_action(state, text)

    def apply(self, state: State, action: Action | str) -> tuple[State, list[Event]]:
        return engine.apply(state, action)

    def chance_action(self, state: State, randomness: Randomness) -> Action:
        """The tile ``randomness`` makes Pandora take (for scripts and computer players)."""
        return engine.chance_action(state, randomness)

    def to_move(self, state: State) -> str | None:
        return engine.to_move(state)

    def is_over(self, state: State) -> bool:
        return engine.is_over(state)

    def winner(self, state: State) -> str | None:
        return engine.winner(state)

    def to_json(self, state: State) -> dict[str, Any]:
        return engine.to_json(state)

    def from_json(self, data: dict[str, Any]) -> State:
        return engine.from_json(data)
