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

from typing import Any

from polislab.core.protocol import register
from polislab.core.scripting import randomness_from

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
    TakeNone,
    Voyage,
)
from .arguments import position_args
from .components import COMPONENTS, GODS, PLAYERS, Card, Components, Tile, load
from .game import HellasGame
from .options import Options
from .position import position
from .state import State
from .tutorials import tutorial, tutorial_names

GAME = register(HellasGame())


def start(seed: Any = None, *, randomness: Any = None, **options: Any) -> State:
    """The opening position (seed 003 §3), ready for light's first placement, as every game's
    ``start`` is ready for the first decision: the hands dealt and the first tile drawn with
    ``seed`` (a whole number: the same deal every time; None for a fresh one) or
    ``randomness`` (a Randomness, or a ScriptedRandomness stacking the decks). ``options``
    are those of :class:`Options`.

    Every draw of Hellas is a chance action (ruling HL7): the state before the first draw,
    where ``to_move`` is "chance" and a script plays "draw Shield Wall", ..., is
    ``engine.initial_state(**options)``."""
    Options.from_json(dict(options))  # unknown or bad options: a ScenarioError
    state, _ = engine.deal(engine.initial_state(**options), randomness_from(seed, randomness))
    return state

__all__ = [
    "COMPONENTS", "GAME", "GODS", "PLAYERS", "Action", "AddGreek", "AddShip", "Attack",
    "CallOff", "CaptureShips", "Card", "Components", "DrawCard", "DrawTile", "EndBurst",
    "EndTurn", "Fight", "HellasGame", "Move", "Options", "Pass", "Place", "Play", "Reject",
    "ReturnShip", "State", "TakeCard", "TakeFrom", "TakeNone", "Tile", "Voyage", "engine", "load",
    "position", "position_args", "start", "tutorial", "tutorial_names",
]
