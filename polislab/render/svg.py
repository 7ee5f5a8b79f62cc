"""Scene -> a standalone SVG document, for ``_repr_svg_``, static pages and tests.

The output is deterministic: the same scene always gives the same string (numbers are
rounded to two decimals, no ids, attributes in a fixed order), so a notebook or a test can
compare pictures as text.
"""

from __future__ import annotations

from collections.abc import Iterable
from xml.sax.saxutils import escape, quoteattr

from polislab.core.picture import picture_html  # (the one notebook picture, kept in core)

from .scene import LAYERS, Circle, Line, Polygon, Rect, Scene, Shape, Text, arrow_head

__all__ = ["FONT_FAMILY", "fmt", "picture_html", "shape_to_svg", "to_svg"]

#: Fonts for all text; common sans-serif faces that read well in a classroom, then the generic.
FONT_FAMILY = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"


def fmt(value: float) -> str:
    """A number as SVG text: at most two decimals, no trailing zeros, never ``-0``.

    >>> fmt(3.0), fmt(2.5), fmt(1 / 3), fmt(-0.001)
    ('3', '2.5', '0.33', '0')
    """
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _paint(name: str, colour: str | None) -> str:
    return f" {name}={quoteattr(colour if colour is not None else 'none')}"


def _stroke(colour: str | None, width: float) -> str:
    if colour is None:
        return ""
    return f'{_paint("stroke", colour)} stroke-width="{fmt(width)}"'


def _opacity(value: float) -> str:
    return "" if value >= 1 else f' opacity="{fmt(value)}"'


def _points(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in points)


def _line(x1: float, y1: float, x2: float, y2: float, shape: Line, extra: str) -> str:
    return (
        f'<line x1="{fmt(x1)}" y1="{fmt(y1)}" x2="{fmt(x2)}" y2="{fmt(y2)}"'
        f'{_stroke(shape.stroke, shape.width)} stroke-linecap="round"{extra}/>'
    )


def shape_to_svg(shape: Shape) -> str:
    """One shape as an SVG element (an arrow becomes a ``<g>`` of shaft and head)."""
    if isinstance(shape, Rect):
        return (
            f'<rect x="{fmt(shape.x)}" y="{fmt(shape.y)}" width="{fmt(shape.w)}" '
            f'height="{fmt(shape.h)}"{_paint("fill", shape.fill)}'
            f"{_stroke(shape.stroke, shape.stroke_width)}{_opacity(shape.opacity)}/>"
        )
    if isinstance(shape, Circle):
        return (
            f'<circle cx="{fmt(shape.cx)}" cy="{fmt(shape.cy)}" r="{fmt(shape.r)}"'
            f"{_paint('fill', shape.fill)}{_stroke(shape.stroke, shape.stroke_width)}"
            f"{_opacity(shape.opacity)}/>"
        )
    if isinstance(shape, Polygon):
        return (
            f'<polygon points="{_points(shape.points)}"{_paint("fill", shape.fill)}'
            f'{_stroke(shape.stroke, shape.stroke_width)} stroke-linejoin="round"'
            f"{_opacity(shape.opacity)}/>"
        )
    if isinstance(shape, Line):
        if not shape.arrow:
            return _line(shape.x1, shape.y1, shape.x2, shape.y2, shape, _opacity(shape.opacity))
        triangle, (x2, y2) = arrow_head(shape)
        return (
            f"<g{_opacity(shape.opacity)}>{_line(shape.x1, shape.y1, x2, y2, shape, '')}"
            f'<polygon points="{_points(triangle)}"{_paint("fill", shape.stroke)}/></g>'
        )
    if isinstance(shape, Text):
        weight = "" if shape.weight == "normal" else f" font-weight={quoteattr(shape.weight)}"
        return (
            f'<text x="{fmt(shape.x)}" y="{fmt(shape.y)}" font-size="{fmt(shape.size)}"'
            f"{_paint('fill', shape.fill)} text-anchor={quoteattr(shape.anchor)}"
            f' dominant-baseline="central"{weight}{_opacity(shape.opacity)}>'
            f"{escape(shape.text)}</text>"
        )
    raise TypeError(f"not a scene shape: {shape!r}")


#: The widest an SVG says it is (its ``width`` attribute), in CSS pixels: a notebook's output
#: area is about 968 px wide at 1366 x 768, and JupyterLab shows an SVG output as an ``<img>``
#: of that size, so a wider picture (the Hegemony map, 1400 px) says 960 and draws scaled.
MAX_WIDTH = 960.0


def to_svg(scene: Scene) -> str:
    """The scene as a standalone SVG document (a string), accessible and deterministic.

    The ``<svg>`` has ``role="img"``, its ``<title>`` is the scene's title and its ``<desc>``
    the scene's text description; each layer becomes a ``<g class="layer-name">``.

    It says its natural size (``width``/``height``: JupyterLab shows an SVG output as an
    ``<img>``, which takes its size from them), but never more than :data:`MAX_WIDTH` wide
    (a wider scene is drawn scaled down to it), and, drawn inline in a narrower page, shrinks
    to the width it is given (``max-width:100%;height:auto`` with the ``viewBox``): never a
    horizontal scrollbar, and vector-crisp at any scale.
    """
    w, h = fmt(scene.width), fmt(scene.height)
    k = min(1.0, MAX_WIDTH / scene.width) if scene.width > 0 else 1.0
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(scene.width * k)}" '
        f'height="{fmt(scene.height * k)}" '
        f'viewBox="0 0 {w} {h}" style="max-width:100%;height:auto" role="img" '
        f"font-family={quoteattr(FONT_FAMILY)}>",
        f"<title>{escape(scene.title)}</title>",
        f"<desc>{escape(scene.description)}</desc>",
    ]
    for name in LAYERS:
        shapes = scene.layers[name]
        if not shapes:
            continue
        parts.append(f'<g class="{name}">')
        parts.extend(shape_to_svg(s) for s in shapes)
        parts.append("</g>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


