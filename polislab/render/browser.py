"""Scene -> plain JSON batches for polislab's own browser canvas (``widgets/board.js``).

Each layer becomes a list of batches, ``{"k": kind, "s": style, "g": geometry}``, grouped as
the ipycanvas backend groups them (:func:`.scene.group`), so that both backends paint the same
shapes in the same order. An arrow's head is computed here, by :func:`.scene.arrow_head`, as
for every backend: a line's geometry is ``[x1, y1, x2, y2, head]``, its shaft ending at the
base of ``head`` (a triangle, or None for a plain line).

>>> from polislab.render.scene import Line, Rect
>>> layer_batches([Rect(0, 0, 10, 10, "#eee"), Rect(10, 0, 10, 10, "#eee")])
[{'k': 'rect', 's': {'fill': '#eee', 'stroke': None, 'stroke_width': 1, 'opacity': 1}, \
'g': [[0, 0, 10, 10], [10, 0, 10, 10]]}]
>>> layer_batches([Line(0, 0, 0, 20, "#000", width=2)])[0]["g"]
[[0, 0, 0, 20, None]]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .scene import Batch, Line, Shape, arrow_head, group

__all__ = ["batch_json", "layer_batches"]


def batch_json(batch: Batch) -> dict[str, Any]:
    """One batch as JSON-ready data for ``widgets/board.js``."""
    geometry: list[Any]
    if batch.kind == "line":
        geometry = [_line(shape) for shape in batch.shapes if isinstance(shape, Line)]
    elif batch.kind == "polygon":
        geometry = [[list(point) for point in points] for points in batch.geometry]
    else:
        geometry = [list(g) for g in batch.geometry]
    return {"k": batch.kind, "s": dict(batch.style), "g": geometry}


def _line(shape: Line) -> list[Any]:
    if not shape.arrow:
        return [shape.x1, shape.y1, shape.x2, shape.y2, None]
    triangle, (x2, y2) = arrow_head(shape)
    return [shape.x1, shape.y1, x2, y2, [list(point) for point in triangle]]


def layer_batches(shapes: Iterable[Shape]) -> list[dict[str, Any]]:
    """The shapes of one layer as batches, in draw order."""
    return [batch_json(batch) for batch in group(shapes)]
