"""The game-agnostic core every polislab game is built on."""

from .errors import IllegalAction, PolislabError, ScenarioError, ScriptExhausted
from .events import Event
from .protocol import Game, game_names, get_game, register
from .randomness import Randomness, ScriptedRandomness
from .scenario import Frame, Scenario, Step
from .timeline import Entry, Timeline

__all__ = [
    "Entry",
    "Event",
    "Frame",
    "Game",
    "IllegalAction",
    "PolislabError",
    "Randomness",
    "Scenario",
    "ScenarioError",
    "ScriptExhausted",
    "ScriptedRandomness",
    "Step",
    "Timeline",
    "game_names",
    "get_game",
    "register",
]
