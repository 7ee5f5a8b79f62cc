"""Hexemonia behind the protocol of :mod:`polislab.core.protocol`, registered as "hexemonia"
by the package (``get_game("hexemonia")``)."""

from __future__ import annotations

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
