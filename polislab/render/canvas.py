"""Scene -> ipycanvas. The layers of a scene are drawn on ipycanvas canvases (see
``widgets.board_backend.IpycanvasSurface``) with vectorised calls (``fill_rects``,
``fill_circles``, ``fill_polygons``, ...), one call per batch of same-style shapes. Callers wrap
a whole redraw in one ``hold_canvas()`` so that it travels as a single message (see
shared/reference: un-held calls cost one message each).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .scene import Batch, Line, Shape, arrow_head, group

_ALIGN = {"start": "left", "middle": "center", "end": "right"}


def draw_shapes(canvas: Any, shapes: Iterable[Shape]) -> None:
    """Clear ``canvas`` and draw ``shapes`` on it, in order, batch by batch."""
    canvas.clear()
    add_shapes(canvas, shapes)


def add_shapes(canvas: Any, shapes: Iterable[Shape]) -> None:
    """Draw ``shapes`` over what ``canvas`` shows, in order, batch by batch."""
    for batch in group(shapes):
        canvas.global_alpha = batch.style.get("opacity", 1)
        _DRAW[batch.kind](canvas, batch)
    canvas.global_alpha = 1


def _fill_and_stroke(canvas: Any, style: dict[str, Any], fill: Callable[[], None],
                     stroke: Callable[[], None]) -> None:
    if style["fill"] is not None:
        canvas.fill_style = style["fill"]
        fill()
    if style["stroke"] is not None and style["stroke_width"] > 0:
        canvas.stroke_style = style["stroke"]
        canvas.line_width = style["stroke_width"]
        stroke()


def _rects(canvas: Any, batch: Batch) -> None:
    xs, ys, ws, hs = (list(column) for column in zip(*batch.geometry, strict=True))
    _fill_and_stroke(canvas, dict(batch.style), lambda: canvas.fill_rects(xs, ys, ws, hs),
                     lambda: canvas.stroke_rects(xs, ys, ws, hs))


def _circles(canvas: Any, batch: Batch) -> None:
    xs, ys, rs = (list(column) for column in zip(*batch.geometry, strict=True))
    _fill_and_stroke(canvas, dict(batch.style), lambda: canvas.fill_circles(xs, ys, rs),
                     lambda: canvas.stroke_circles(xs, ys, rs))


def _polygons(canvas: Any, batch: Batch) -> None:
    polygons = [[list(p) for p in polygon] for polygon in batch.geometry]
    _fill_and_stroke(canvas, dict(batch.style), lambda: canvas.fill_polygons(polygons),
                     lambda: canvas.stroke_polygons(polygons))


def _lines(canvas: Any, batch: Batch) -> None:
    style = batch.style
    canvas.stroke_style = style["stroke"]
    canvas.line_width = style["width"]
    canvas.line_cap = "round"
    segments: list[list[list[float]]] = []
    heads: list[list[list[float]]] = []
    for shape in batch.shapes:
        assert isinstance(shape, Line)
        end = (shape.x2, shape.y2)
        if shape.arrow:
            triangle, end = arrow_head(shape)
            heads.append([list(p) for p in triangle])
        segments.append([[shape.x1, shape.y1], list(end)])
    canvas.stroke_line_segments(segments)
    if heads:
        canvas.fill_style = style["stroke"]
        canvas.fill_polygons(heads)


def _texts(canvas: Any, batch: Batch) -> None:
    style = batch.style
    canvas.font = f"{style['weight']} {style['size']}px sans-serif"
    canvas.text_align = _ALIGN[style["anchor"]]
    canvas.text_baseline = "middle"
    canvas.fill_style = style["fill"]
    for x, y, text in batch.geometry:
        canvas.fill_text(text, x, y)


_DRAW: dict[str, Callable[[Any, Batch], None]] = {
    "rect": _rects,
    "circle": _circles,
    "polygon": _polygons,
    "line": _lines,
    "text": _texts,
}
