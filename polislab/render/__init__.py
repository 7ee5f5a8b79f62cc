"""Rendering: game state -> :class:`Scene` (shapes, text, marks) -> a backend (SVG, canvas).

Rendering never changes state, and the engines never import it. Game modules
(``polislab.games.hopping.ui.board``) are imported on their own, so importing this package stays cheap.
"""

from .scene import LAYERS, Batch, Circle, Line, Polygon, Rect, Scene, Shape, Text, arrow_head
from .svg import to_svg


def renderer_for(state: object) -> object:
    """The drawing module of the game ``state`` belongs to (``polislab.games.<game>.ui.board``).

    A state names its game in its class attribute ``game_name``.
    """
    import importlib

    name = getattr(state, "game_name", None)
    if not isinstance(name, str):
        from polislab.core.errors import WrongKind

        raise WrongKind(f"{type(state).__name__} is not a polislab game state (no game_name)")
    return importlib.import_module(f"polislab.games.{name}.ui.board")


__all__ = [
    "LAYERS",
    "Batch",
    "Circle",
    "Line",
    "Polygon",
    "Rect",
    "Scene",
    "Shape",
    "Text",
    "arrow_head",
    "renderer_for",
    "to_svg",
]
