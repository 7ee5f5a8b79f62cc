"""Hexemonia behind the protocol of :mod:`polislab.core.protocol`, registered as "hexemonia"
by the package (``get_game("hexemonia")``)."""

from __future__ import annotations

from typing import Any

from polislab.core.declarations import BrokenRule, bump, double
from polislab.core.engine_game import EngineGame
from polislab.core.goals import GoalKind

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
    ai_module = "polislab.games.hexemonia.ai"
    bounded_levels = {"strong": {"nodes": 150, "seconds": None}}
    keeps_points = True
    save_schema = "hexemonia-state"
    data_loader = "polislab.games.hexemonia.components"
    data_files = ("tiles.json",)
    # A conquest's place is the tile as the board names it ("red 1d"); an uprising always
    # breaks out in a rival's city-state, so it is the mover's doing, about no one place.
    exercise_goals = (
        GoalKind("conquer", "Conquer a rival's tile", "conquer {place}", "conquer", "place"),
        GoalKind("myth", "Play a Myth tile", "play a Myth tile", "play myth"),
        GoalKind("uprising", "Cause an uprising in a rival's city-state",
                 "cause an uprising in a rival's city-state", "uprising"),
    )
    broken_rules = (
        BrokenRule("a cube more in the supply", lambda d, i: bump(d, ("supply", i % 3), 1),
                   "not the"),
        BrokenRule("a tile twice", lambda d, i: double(d, ("stack",)), "times, but a game of"),
        BrokenRule("a hand tile twice", lambda d, i: d["players"][i % len(d["players"])][
            "hand"].append(d["stack"][0]), "times, but a game of"),
    )

    def seats(self, state: Any) -> tuple[str, ...]:
        """The names the table chose (2 to 4 players, in seating order)."""
        return tuple(state.names)
