"""Hellas — hex map building, voyages, attacks and god cards: its component data and its rules
engine, registered as ``"hellas"`` on import.

The components (``components``; ``data/*.json``, the "polislab edition" tile set and god cards,
see docs/rules/hellas.md) and the engine (``engine``, ``HellasGame``).

>>> from polislab.games import hellas
>>> hellas.COMPONENTS.tile("Korinthos").edges
'LWWLWW'
>>> from polislab.core import get_game
>>> get_game("hellas") is hellas.GAME
True
"""

from polislab.core.protocol import register

from . import engine
from .actions import (
    Action,
    AddGreek,
    AddShip,
    Attack,
    CallOff,
    CaptureShips,
    DrawCard,
    DrawTile,
    EndBurst,
    EndTurn,
    Fight,
    Move,
    Pass,
    Place,
    Play,
    Reject,
    ReturnShip,
    TakeCard,
    TakeFrom,
    Voyage,
)
from .components import COMPONENTS, GODS, PLAYERS, Card, Components, Tile, load
from .game import HellasGame
from .options import Options
from .state import State
from .tutorials import tutorial, tutorial_names

GAME = register(HellasGame())

__all__ = [
    "COMPONENTS", "GAME", "GODS", "PLAYERS", "Action", "AddGreek", "AddShip", "Attack",
    "CallOff", "CaptureShips", "Card", "Components", "DrawCard", "DrawTile", "EndBurst",
    "EndTurn", "Fight", "HellasGame", "Move", "Options", "Pass", "Place", "Play", "Reject",
    "ReturnShip", "State", "TakeCard", "TakeFrom", "Tile", "Voyage", "engine", "load",
    "tutorial", "tutorial_names",
]
