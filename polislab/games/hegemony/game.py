"""Polis: Fight for the Hegemony behind the protocol of :mod:`polislab.core.protocol`,
registered as "hegemony" by the package (``get_game("hegemony")``)."""

from __future__ import annotations

from polislab.core.declarations import BrokenRule, bump, double
from polislab.core.engine_game import EngineGame
from polislab.core.goals import GoalKind

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
    # What one action of the learner can do (a siege's outcome is the die's, not the learner's:
    # the goal is to besiege; a project completes at the end of the round, whoever passes).
    exercise_goals = (
        GoalKind("besiege", "Besiege a polis", "besiege {place}", "besiege", "polis", "side"),
        GoalKind("civil-war", "Win a polis by civil war", "win {place} by civil war",
                 "civil war", "polis", "side"),
        GoalKind("march", "Move hoplites into a territory", "move hoplites into {place}",
                 "move hoplites", "to", "side"),
        GoalKind("project", "Begin a project", "begin a project", "begin project", "",
                 "side"),
    )
    broken_rules = (
        BrokenRule("a project tile twice", lambda d, i: double(d, ("projects", "deck")),
                   "every project tile is in exactly one place"),
        BrokenRule("a cube more in a pool", lambda d, i: bump(
            d, ("sides", ("athens", "sparta")[i % 2], "pool", "cubes"), 1), "pieces"),
        BrokenRule("an event card twice", lambda d, i: double(d, ("events", "decks", "4")),
                   "are not the cards of the round-4 deck"),
    )
    players = ("athens", "sparta")
