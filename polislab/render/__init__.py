"""Rendering: game state -> :class:`Scene` (shapes, text, marks) -> a backend (SVG, canvas).

This package is the backend-neutral kit only: no game is drawn here. Each game draws itself in
its own interface (``polislab.games.<game>.ui``), which the widgets reach through
:func:`polislab.core.interface.interface_for`. Rendering never changes state, and the engines
never import it.
"""

from .scene import LAYERS, Batch, Circle, Line, Polygon, Rect, Scene, Shape, Text, arrow_head
from .svg import to_svg

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
    "to_svg",
]
