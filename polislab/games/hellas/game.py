"""Hellas behind the protocol of :mod:`polislab.core.protocol`, registered as "hellas" by the
package (``get_game("hellas")``)."""

from __future__ import annotations

from typing import Any

from polislab.core.declarations import BrokenRule, bump, double
from polislab.core.engine_game import EngineGame
from polislab.core.goals import GoalKind

from . import engine
from .state import State


class HellasGame(EngineGame):
    """The protocol adapter: states are :class:`~.state.State`, actions :class:`~.actions.Action`.

    ``to_move`` returns "chance" while a tile or a god card is to be drawn (ruling HL7).
    """

    engine = engine
    name = "hellas"
    interface = "polislab.games.hellas.ui"  # imported only when a board is drawn
    title = "Hellas"
    ai_module = "polislab.games.hellas.ai"
    bounded_levels = {"strong": {"nodes": 150, "seconds": None}}
    keeps_points = True
    save_schema = "hellas-state"
    data_loader = "polislab.games.hellas.components"
    data_files = ("gods.json",)
    # A city is taken by the fight that ends an attack (the attacker's "fight", or the
    # defender's last pass, which is not the defender's goal: hence the side key).
    exercise_goals = (
        GoalKind("take", "Take a city", "take {place}", "taken", "city", "player"),
        GoalKind("voyage", "Complete a voyage", "complete a voyage", "voyage placed", "",
                 "player"),
    )
    broken_rules = (
        BrokenRule("a Greek more in a supply", lambda d, i: bump(
            d, ("players", ("light", "dark")[i % 2], "greeks"), 1), "Greeks in the supply"),
        BrokenRule("a tile twice", lambda d, i: double(d, ("stack",)),
                   "the tiles do not add up"),
        BrokenRule("a card twice", lambda d, i: double(
            d, ("decks", ("Ares", "Poseidon", "Zeus")[i % 3])), "cards do not add up"),
    )
    players = ("light", "dark")

    def initial_state(self, **options: Any) -> State:
        """``options``: the rule options of :class:`~.options.Options` (every draw is a chance
        action, so the start needs no randomness: ``randomness`` is ignored)."""
        options.pop("randomness", None)
        return engine.initial_state(**options)
