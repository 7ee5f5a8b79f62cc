"""The game-agnostic core every polislab game is built on."""

from .errors import IllegalAction, PolislabError, ScenarioError, ScriptExhausted
from .events import Event
from .protocol import Game, game_names, get_game, register
from .randomness import Randomness, ScriptedRandomness
from .timeline import Entry, Timeline

__all__ = [
    "Entry",
    "Event",
    "Game",
    "IllegalAction",
    "PolislabError",
    "Randomness",
    "ScenarioError",
    "ScriptExhausted",
    "ScriptedRandomness",
    "Timeline",
    "game_names",
    "get_game",
    "register",
]
