"""Polis: Fight for the Hegemony behind the protocol of :mod:`polislab.core.protocol`,
registered as "hegemony" by the package (``get_game("hegemony")``)."""

from __future__ import annotations

from polislab.core.engine_game import EngineGame

from . import engine


class HegemonyGame(EngineGame):
    """The protocol adapter: states are :class:`~.state.State`, actions :class:`~.actions.Action`.

    ``to_move`` may return "chance" while a die roll is pending (see :class:`~.state.Pending`).
    """

    engine = engine
    name = "hegemony"
    interface = "polislab.games.hegemony.ui"  # imported only when a board is drawn
    title = "Polis: Fight for the Hegemony"
    players = ("athens", "sparta")
