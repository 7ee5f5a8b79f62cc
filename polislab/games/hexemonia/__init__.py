"""Hexemonia: city-states of hexes, war and uprisings, for 2 to 4 players (seed 004).

The component data (``COMPONENTS``: the 51 Terrain tiles, the 5 Acropolis tiles and the
numbers of the rules, every value with its source; see docs/rules/hexemonia.md) and the
rules engine (``engine``, ``HexemoniaGame``), registered as ``"hexemonia"`` on import.

>>> from polislab.games import hexemonia
>>> hexemonia.COMPONENTS.tile("Phalanx").shield
1
>>> from polislab.core import get_game
>>> get_game("hexemonia") is hexemonia.GAME
True
"""

from polislab.core.protocol import register

from . import engine
from .actions import Action
from .components import COMPONENTS, Acropolis, Components, Cost, Tile, load
from .game import HexemoniaGame
from .notation import parse_action
from .options import Options
from .setup import initial_state, position, stacked
from .state import Placed, Player, State
from .tutorials import tutorial, tutorial_names

GAME = register(HexemoniaGame())

__all__ = [
    "COMPONENTS", "GAME", "Acropolis", "Action", "Components", "Cost", "HexemoniaGame",
    "Options", "Placed", "Player", "State", "Tile", "engine", "initial_state", "load",
    "parse_action", "position", "stacked", "tutorial", "tutorial_names",
]
