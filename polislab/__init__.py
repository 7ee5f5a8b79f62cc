"""polislab: learn the rules of ancient-Greek board games by playing them in notebooks."""

from .core import (
    Event,
    IllegalAction,
    Randomness,
    ScenarioError,
    ScriptedRandomness,
    ScriptExhausted,
    Timeline,
    game_names,
    get_game,
)

__version__ = "0.1.0"

__all__ = [
    "Event",
    "IllegalAction",
    "Randomness",
    "ScenarioError",
    "ScriptExhausted",
    "ScriptedRandomness",
    "Timeline",
    "__version__",
    "game_names",
    "get_game",
]
