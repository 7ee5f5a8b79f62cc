"""polislab: learn the rules of ancient-Greek board games by playing them in notebooks."""

from .core import (
    Event,
    IllegalAction,
    Randomness,
    Scenario,
    ScenarioError,
    ScriptedRandomness,
    ScriptExhausted,
    Step,
    Timeline,
    game_names,
    get_game,
)

__version__ = "0.1.0"

__all__ = [
    "Event",
    "IllegalAction",
    "Randomness",
    "Scenario",
    "ScenarioError",
    "ScriptExhausted",
    "ScriptedRandomness",
    "Step",
    "Timeline",
    "__version__",
    "game_names",
    "get_game",
]
