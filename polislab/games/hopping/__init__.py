"""Polis, the chariot race: an 8x8 board where every move makes its neighbours hop.

>>> from polislab.games import hopping
>>> pos = hopping.Position.start()
>>> pos.to_move
'red'
>>> after = pos.play("d2-d3")
>>> [str(e) for e in after.events][2]
'Red dog c2 hopped to e4 over the Red dog on d3 (Polis §The Hopping Mechanic).'
"""

from polislab.core.protocol import register

from .board import FILES, SIZE, SQUARE_INDEX
from .diagram import TOKENS
from .game import HoppingGame
from .options import Rules
from .position import Move, Piece, Position
from .tutorials import tutorial, tutorial_names

SQUARES: list[str] = sorted(SQUARE_INDEX, key=SQUARE_INDEX.__getitem__)

GAME = register(HoppingGame())

__all__ = ["FILES", "GAME", "SIZE", "SQUARES", "TOKENS", "HoppingGame", "Move", "Piece",
           "Position", "Rules", "tutorial", "tutorial_names"]
