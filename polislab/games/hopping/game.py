"""Hopping Polis behind the game-agnostic protocol of :mod:`polislab.core.protocol`."""

from __future__ import annotations

from typing import Any

from polislab.core.events import Event

from .options import Rules
from .position import Move, Position, position_from_json, position_to_json


class HoppingGame:
    """The protocol adapter: states are :class:`Position`, actions are :class:`Move`."""

    name = "hopping"
    interface = "polislab.games.hopping.ui"  # imported only when a board is drawn
    title = "Polis (the chariot race)"
    players = ("red", "blue")

    def seats(self, state: Position) -> tuple[str, ...]:
        return self.players

    def initial_state(self, **options: Any) -> Position:
        return Position.start(Rules(**options))

    def legal_actions(self, state: Position) -> list[Move]:
        return state.legal_moves()

    def parse_action(self, state: Position, text: str) -> Move:
        return Move.parse(text)

    def apply(self, state: Position, action: Move | str) -> tuple[Position, list[Event]]:
        after = state.play(action)
        return after, list(after.events)

    def to_move(self, state: Position) -> str | None:
        return state.to_move

    def is_over(self, state: Position) -> bool:
        return state.is_over

    def winner(self, state: Position) -> str | None:
        return state.winner

    def to_json(self, state: Position) -> dict[str, Any]:
        return position_to_json(state)

    def from_json(self, data: dict[str, Any]) -> Position:
        return position_from_json(data)

    def summary(self, state: Position) -> str:
        """The position as text (``str(position)``): its diagram."""
        return state.to_diagram()
