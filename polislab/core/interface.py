"""The typed contract between a game's interface (its board, clicks and words) and the widgets.

A game declares where its interface lives (``interface``, a module path, on its registered game
object); that module's ``INTERFACE`` follows :class:`GameInterface`. It is imported only when a
board is drawn, so ``import polislab.games.<g>`` loads no interface module.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol, runtime_checkable

from .errors import WrongKind
from .protocol import get_game


@runtime_checkable
class GameInterface(Protocol):
    """What the widgets ask of a game's interface (the full contract: see each member)."""

    def svg(self, state: Any, marks: Any = (), **options: Any) -> str: ...


def interface_for(state_or_name: Any) -> GameInterface:
    """The interface of the game ``state_or_name`` (a game state, or a registered game's name)."""
    name = state_or_name if isinstance(state_or_name, str) else getattr(
        type(state_or_name), "game_name", None)
    if not isinstance(name, str):
        raise WrongKind(f"{type(state_or_name).__name__} is not a polislab game state "
                        f"(no game_name)")
    module = importlib.import_module(get_game(name).interface)  # type: ignore[attr-defined]
    return module.INTERFACE  # type: ignore[no-any-return]
