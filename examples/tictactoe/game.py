"""Tic-tac-toe behind the protocol of :mod:`polislab.core.protocol`: the rules are the
:mod:`.engine` module's, and the class declares the game's other parts
(:mod:`polislab.core.declarations`)."""

from __future__ import annotations

from polislab.core.declarations import BrokenRule
from polislab.core.engine_game import EngineGame

from . import engine


class TicTacToeGame(EngineGame):
    """States are :class:`~.state.State`, actions :class:`~.state.Mark`."""

    engine = engine
    name = "tictactoe"
    title = "Tic-tac-toe"
    players = ("x", "o")
    interface = "examples.tictactoe.ui"  # imported only when a board is drawn
    ai_module = "examples.tictactoe.ai"
    keeps_points = False  # won by a row of three, not by points: state.score() is refused
    save_schema = "tictactoe-state"
    broken_rules = (
        BrokenRule("an X too many", lambda d, i: d.update(board=["xxx", "x..", "..."], first="x"),
                   "as many marks as O or one more"),
        BrokenRule("a row of three for both", lambda d, i: d.update(
            board=["xxx", "ooo", "..."], first=("x", "o")[i % 2]), "both sides have three"),
    )
