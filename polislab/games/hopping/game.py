"""Hopping Polis behind the game-agnostic protocol of :mod:`polislab.core.protocol`."""

from __future__ import annotations

from typing import Any

from polislab.core.declarations import BrokenRule, Declarations
from polislab.core.events import Event
from polislab.core.goals import GoalKind

from .options import Rules
from .position import Move, Position, position_from_json, position_to_json


class HoppingGame(Declarations):
    """The protocol adapter: states are :class:`Position`, actions are :class:`Move`."""

    name = "hopping"
    interface = "polislab.games.hopping.ui"  # imported only when a board is drawn
    title = "Polis (the chariot race)"
    players = ("red", "blue")
    ai_module = "polislab.games.hopping.ai"
    keeps_points = False  # a race to the goal: no points (state.score() is refused)
    save_schema = "hopping-position"
    exercise_goals = (GoalKind("capture", "Capture a piece", "capture a piece", "capture"),
                      GoalKind("stun", "Stun a chariot", "stun a chariot", "stun"))
    broken_rules = (
        BrokenRule("as many quiet moves as the draw limit", lambda d, i: d.update(
            quiet_plies=d["rules"]["quiet_limit"] + i % 5, result=None), "the game is drawn"),
        BrokenRule("a ninth dog", lambda d, i: d["diagram"].__setitem__(4, "RD " * 8),
                   "too many"),
    )

    def seats(self, state: Position) -> tuple[str, ...]:
        return self.players

    def initial_state(self, **options: Any) -> Position:
        """``options``: the rule options of :class:`Rules`; ``randomness`` is ignored (the
        race has no chance), so that every game starts the same way."""
        options.pop("randomness", None)
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
