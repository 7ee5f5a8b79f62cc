"""polislab: learn the rules of ancient-Greek board games by playing them in notebooks."""

from importlib.metadata import PackageNotFoundError, version

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

try:  # the installed distribution's version: pyproject.toml's, written at install
    __version__ = version("polislab")
except PackageNotFoundError:  # a checkout on sys.path that was never installed
    __version__ = "0+unknown"

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
