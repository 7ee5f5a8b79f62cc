"""Hexemonia behind the protocol of :mod:`polislab.core.protocol`, registered as "hexemonia"
by the package (``get_game("hexemonia")``)."""

from __future__ import annotations

from typing import Any

from polislab.core.engine_game import EngineGame

from . import engine


class HexemoniaGame(EngineGame):
    """The protocol adapter: states are :class:`~.state.State`, actions :class:`~.actions.Action`.

    ``to_move`` names the player to act, the one whose turn it is or an opponent answering a
    Lighthouse, Tavern or Labyrinth, or "chance" for the tile Pandora takes at random. Its
    ``initial_state`` options: ``randomness`` and those of :class:`~.options.Options`
    (``players``, ``names``, ``uprisings``, ...).
    """

    engine = engine
    name = "hexemonia"
    interface = "polislab.games.hexemonia.ui"  # imported only when a board is drawn
    title = "Hexemonia"

    def seats(self, state: Any) -> tuple[str, ...]:
        """The names the table chose (2 to 4 players, in seating order)."""
        return tuple(state.names)
