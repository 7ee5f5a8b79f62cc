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

``position`` types any moment of a game from a few readable arguments, and
``position_args(state)`` gives those arguments back for any state (issue 35):

>>> state = hexemonia.start(seed=2).play("take Country", "take gold")
>>> args = hexemonia.position_args(state)
>>> args["turn"], args["step"], args["cities"]["red"]["A"]
('red', 'play', '2c 2g')
>>> hexemonia.position(**args) == state
True
"""

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.protocol import register
from polislab.core.scripting import randomness_from

from . import engine
from .actions import Action
from .arguments import position_args
from .components import COMPONENTS, Acropolis, Components, Cost, Tile, load
from .game import HexemoniaGame
from .notation import parse_action
from .options import Options
from .setup import initial_state, position, stacked
from .state import Placed, Player, State
from .tutorials import tutorial, tutorial_names

GAME = register(HexemoniaGame())


def start(seed: Any = None, *, randomness: Any = None, **options: Any) -> State:
    """The opening position (seed 004 §Setting Up the Game), ready for the first player's
    decision, as every game's ``start`` resolves its setup's chance: the Acropolis tiles dealt
    and the Stack of Fate shuffled with ``seed`` (a whole number: the same setup every time;
    None for a fresh one) or ``randomness`` (see :func:`stacked`); ``options`` are those of
    :class:`Options` (``players=2``, ``names=(...)``, ...)."""
    try:
        opts = Options.from_json(dict(options))
    except TypeError as err:
        raise ScenarioError(f"bad rule options: {err}") from None
    return initial_state(randomness_from(seed, randomness), **opts.to_json())

__all__ = [
    "COMPONENTS", "GAME", "Acropolis", "Action", "Components", "Cost", "HexemoniaGame",
    "Options", "Placed", "Player", "State", "Tile", "engine", "initial_state", "load",
    "parse_action", "position", "position_args", "stacked", "start", "tutorial", "tutorial_names",
]
