"""The games polislab teaches, each a package following :class:`polislab.core.Game`."""

import importlib

BUILTIN_GAMES = ("hegemony", "hellas", "hexemonia", "hopping")


def load_all() -> None:
    """Import every built-in game so that each registers itself."""
    for name in BUILTIN_GAMES:
        importlib.import_module(f"polislab.games.{name}")
