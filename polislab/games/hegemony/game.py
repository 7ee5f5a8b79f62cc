"""Polis: Fight for the Hegemony behind the protocol of :mod:`polislab.core.protocol`,
registered as "hegemony" by the package (``get_game("hegemony")``)."""

from __future__ import annotations

from polislab.core.declarations import BrokenRule, bump, double
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
    ai_module = "polislab.games.hegemony.ai"
    bounded_levels = {"strong": {"width": 2, "samples": 1, "seconds": None}}
    keeps_points = True
    save_schema = "hegemony-state"
    data_loader = "polislab.games.hegemony.components"
    data_files = ("map.json",)
    broken_rules = (
        BrokenRule("a project tile twice", lambda d, i: double(d, ("projects", "deck")),
                   "every project tile is in exactly one place"),
        BrokenRule("a cube more in a pool", lambda d, i: bump(
            d, ("sides", ("athens", "sparta")[i % 2], "pool", "cubes"), 1), "pieces"),
        BrokenRule("an event card twice", lambda d, i: double(d, ("events", "decks", "4")),
                   "are not the cards of the round-4 deck"),
    )
    players = ("athens", "sparta")
