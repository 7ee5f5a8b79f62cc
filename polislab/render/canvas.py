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
    """Draw ``shapes`` over what ``canvas`` shows, in order, batch by batch; the canvas's
    ``global_alpha`` is 1 before and after."""
    pen = _Pen(canvas)
    for batch in group(shapes):
        pen.set("global_alpha", batch.style.get("opacity", 1))
        _DRAW[batch.kind](pen, batch)
    pen.set("global_alpha", 1)


class _Pen:
    """A canvas whose style attributes are sent only when they change: each one set is a
    command in the message (and a trait change in the kernel)."""

    def __init__(self, canvas: Any) -> None:
        self.canvas = canvas
        self._set: dict[str, Any] = {"global_alpha": 1}

    def set(self, name: str, value: Any) -> None:
        if name not in self._set or self._set[name] != value:
            setattr(self.canvas, name, value)
            self._set[name] = value


def _fill_and_stroke(pen: _Pen, style: dict[str, Any], fill: Callable[[], None],
                     stroke: Callable[[], None]) -> None:
    if style["fill"] is not None:
        pen.set("fill_style", style["fill"])
        fill()
    if style["stroke"] is not None and style["stroke_width"] > 0:
        pen.set("stroke_style", style["stroke"])
        pen.set("line_width", style["stroke_width"])
        stroke()


def _rects(pen: _Pen, batch: Batch) -> None:
    canvas = pen.canvas
    xs, ys, ws, hs = (list(column) for column in zip(*batch.geometry, strict=True))
    _fill_and_stroke(pen, dict(batch.style), lambda: canvas.fill_rects(xs, ys, ws, hs),
                     lambda: canvas.stroke_rects(xs, ys, ws, hs))


def _circles(pen: _Pen, batch: Batch) -> None:
    canvas = pen.canvas
    xs, ys, rs = (list(column) for column in zip(*batch.geometry, strict=True))
    _fill_and_stroke(pen, dict(batch.style), lambda: canvas.fill_circles(xs, ys, rs),
                     lambda: canvas.stroke_circles(xs, ys, rs))


def _polygons(pen: _Pen, batch: Batch) -> None:
    canvas = pen.canvas
    polygons = [[list(p) for p in polygon] for polygon in batch.geometry]
    _fill_and_stroke(pen, dict(batch.style), lambda: canvas.fill_polygons(polygons),
                     lambda: canvas.stroke_polygons(polygons))


def _lines(pen: _Pen, batch: Batch) -> None:
    style = batch.style
    pen.set("stroke_style", style["stroke"])
    pen.set("line_width", style["width"])
    pen.set("line_cap", "round")
    segments: list[list[list[float]]] = []
    heads: list[list[list[float]]] = []
    for shape in batch.shapes:
        assert isinstance(shape, Line)
        end = (shape.x2, shape.y2)
        if shape.arrow:
            triangle, end = arrow_head(shape)
            heads.append([list(p) for p in triangle])
        segments.append([[shape.x1, shape.y1], list(end)])
    pen.canvas.stroke_line_segments(segments)
    if heads:
        pen.set("fill_style", style["stroke"])
        pen.canvas.fill_polygons(heads)


def _texts(pen: _Pen, batch: Batch) -> None:
    style = batch.style
    pen.set("font", f"{style['weight']} {style['size']}px sans-serif")
    pen.set("text_align", _ALIGN[style["anchor"]])
    pen.set("text_baseline", "middle")
    pen.set("fill_style", style["fill"])
    for x, y, text in batch.geometry:
        pen.canvas.fill_text(text, x, y)


_DRAW: dict[str, Callable[[_Pen, Batch], None]] = {
    "rect": _rects,
    "circle": _circles,
    "polygon": _polygons,
    "line": _lines,
    "text": _texts,
}
