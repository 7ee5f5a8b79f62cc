"""Hellas behind the protocol of :mod:`polislab.core.protocol`, registered as "hellas" by the
package (``get_game("hellas")``)."""

from __future__ import annotations

from typing import Any

from polislab.core.engine_game import EngineGame

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
    players = ("light", "dark")

    def initial_state(self, **options: Any) -> State:
        """``options``: the rule options of :class:`~.options.Options` (every draw is a chance
        action, so the start needs no randomness)."""
        return engine.initial_state(**options)
