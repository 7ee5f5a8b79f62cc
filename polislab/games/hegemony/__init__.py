"""Polis: Fight for the Hegemony — its component data and its rules engine.

The checked, typed component data, every value with its source (see ``components`` and
docs/rules/hegemony.md), and the engine (``engine``, ``HegemonyGame``), registered as
``"hegemony"`` on import.

>>> from polislab.games import hegemony
>>> hegemony.COMPONENTS.capital("sparta").name
'Sparta'
>>> [p.name for p in hegemony.COMPONENTS.commercial_poleis]
['Athenai', 'Pylos', 'Gytheion']
>>> from polislab.core import game_names, get_game
>>> get_game("hegemony") is hegemony.GAME
True
"""

from typing import Any

from polislab.core.protocol import register
from polislab.core.scripting import randomness_from

from . import engine
from .actions import (
    Action,
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
)
from .arguments import position_args
from .components import (
    COMPONENTS,
    DATA_FILES,
    GOODS,
    PROJECT_KINDS,
    RESOURCES,
    SIDES,
    Components,
    EventCard,
    EventDeck,
    Limits,
    Market,
    Polis,
    Project,
    Resources,
    Round,
    Setup,
    SideSetup,
    Territory,
    TributeBox,
    load,
)
from .game import HegemonyGame
from .notation import parse_action
from .options import Options
from .position import position
from .setup import initial_state
from .state import State
from .tutorials import tutorial, tutorial_names

GAME = register(HegemonyGame())


def start(seed: Any = None, *, randomness: Any = None, **options: Any) -> State:
    """The opening position (seed 000 §3), ready for a player's first decision, as every game's
    ``start`` resolves its setup's chance: the decks shuffled with ``seed`` (a whole number:
    the same shuffle every time; None for a fresh one) or ``randomness`` (a Randomness, or a
    ScriptedRandomness stacking them); ``options`` are those of :class:`Options`."""
    Options.from_json(dict(options))  # unknown or bad options: a ScenarioError
    return initial_state(randomness_from(seed, randomness), **options)

__all__ = [
    "COMPONENTS", "DATA_FILES", "GAME", "GOODS", "PROJECT_KINDS", "RESOURCES", "SIDES", "Action",
    "BeginProject", "Components", "CreateGalleys", "CreateHoplites", "CreateMerchants",
    "EventCard", "EventDeck", "HegemonyGame", "Limits", "Market", "Options", "Pass", "Polis",
    "Project", "Resources", "Round", "Setup", "SideSetup", "State", "Territory", "TributeBox",
    "engine", "initial_state", "load", "parse_action", "position", "position_args", "start",
    "tutorial", "tutorial_names",
]
