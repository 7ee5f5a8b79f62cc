"""Colour contrast on a scene, as WCAG 2.1 measures it (success criteria 1.4.3 and 1.4.11).

A scene is data, so what each text and mark is drawn on can be computed: the shapes drawn
before it, under its points, blended by their opacity onto the white page. Text needs 4.5:1
against that, a piece or a mark 3:1 (by its fill or by its outline).

>>> round(contrast_ratio("#D55E00", "#FFFFFF"), 2), round(contrast_ratio("#000", "#fff"), 1)
(3.87, 21.0)
>>> s = Scene(100, 40)
>>> s.add("board", Rect(0, 0, 100, 40, "#0072B2"))
>>> s.add("pieces", Text(50, 20, "Hi", 12, "#FFFFFF"))
>>> [(t.text, round(r, 2)) for t, r in text_contrasts(s)]
[('Hi', 5.19)]
"""

from __future__ import annotations

from collections.abc import Iterator

from .scene import Circle, Line, Polygon, Rect, Scene, Shape, Text

__all__ = ["MARK_MINIMUM", "TEXT_MINIMUM", "centre", "contrast_ratio", "mark_contrasts",
           "text_contrasts"]

#: WCAG 2.1 SC 1.4.3: normal text against its background.
TEXT_MINIMUM = 4.5
#: WCAG 2.1 SC 1.4.11: the parts of a graphic needed to understand it.
MARK_MINIMUM = 3.0

RGB = tuple[float, float, float]
_NAMED = {"white": "#FFFFFF", "black": "#000000"}


def rgb(colour: str) -> RGB:
    """``"#RRGGBB"`` or ``"#RGB"`` (or white, black) as three numbers from 0 to 255."""
    text = _NAMED.get(colour.lower(), colour).lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    if len(text) != 6:
        raise ValueError(f"not a #RRGGBB colour: {colour!r}")
    return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))


def luminance(colour: str | RGB) -> float:
    """The relative luminance of a colour (WCAG 2.1 definition)."""
    channels = rgb(colour) if isinstance(colour, str) else colour

    def linear(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(one: str | RGB, other: str | RGB) -> float:
    """The WCAG contrast ratio of two colours, from 1 to 21."""
    a, b = sorted((luminance(one), luminance(other)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def _inside(shape: Shape, x: float, y: float) -> bool:
    if isinstance(shape, Rect):
        return shape.x <= x <= shape.x + shape.w and shape.y <= y <= shape.y + shape.h
    if isinstance(shape, Circle):
        return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2
    if isinstance(shape, Polygon):
        inside, points = False, tuple(shape.points)
        for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside
    return False


def _blend(top: RGB, bottom: RGB, opacity: float) -> RGB:
    red, green, blue = (t * opacity + u * (1 - opacity) for t, u in zip(top, bottom, strict=True))
    return (red, green, blue)


def colour_under(shapes: list[Shape], x: float, y: float) -> RGB:
    """The colour the filled ``shapes`` (in draw order) leave at (``x``, ``y``) on white."""
    colour: RGB = (255, 255, 255)
    for shape in shapes:
        fill = getattr(shape, "fill", None)
        if fill and not isinstance(shape, Text) and _inside(shape, x, y):
            colour = _blend(rgb(fill), colour, shape.opacity)
    return colour


def _text_points(text: Text) -> list[tuple[float, float]]:
    """Points across a text's middle line (its width estimated at 0.55 em a character)."""
    width = 0.55 * text.size * len(text.text.strip())
    left = {"start": text.x, "middle": text.x - width / 2, "end": text.x - width}[text.anchor]
    return [(left + width * f, text.y) for f in (0.15, 0.5, 0.85)]


def _drawn(scene: Scene) -> list[Shape]:
    return list(scene.shapes())


def text_contrasts(scene: Scene) -> Iterator[tuple[Text, float]]:
    """Each visible text of ``scene`` with its lowest contrast against what it is drawn on."""
    shapes = _drawn(scene)
    for index, shape in enumerate(shapes):
        if isinstance(shape, Text) and shape.text.strip() and shape.opacity > 0:
            below = shapes[:index]
            worst = min(
                contrast_ratio(_blend(rgb(shape.fill), ground, shape.opacity), ground)
                for ground in (colour_under(below, x, y) for x, y in _text_points(shape)))
            yield shape, worst


def centre(shape: Shape) -> tuple[float, float]:
    """The middle of a shape's box (a polygon's mean point, a text's anchor)."""
    if isinstance(shape, Rect):
        return (shape.x + shape.w / 2, shape.y + shape.h / 2)
    if isinstance(shape, Circle):
        return (shape.cx, shape.cy)
    if isinstance(shape, Line):
        return ((shape.x1 + shape.x2) / 2, (shape.y1 + shape.y2) / 2)
    if isinstance(shape, Text):
        return (shape.x, shape.y)
    xs = [x for x, _ in shape.points]
    ys = [y for _, y in shape.points]
    return (sum(xs) / len(xs), sum(ys) / len(ys))


def mark_contrasts(scene: Scene, layers: tuple[str, ...] = ("pieces", "marks"),
                   thinnest: float = 1.0) -> Iterator[tuple[Shape, float]]:
    """Each shape of ``layers`` with its best contrast against what lies under its centre: its
    fill's, or its outline's (a line's stroke) when at least ``thinnest`` px wide."""
    shapes = _drawn(scene)
    start = 0
    for name in ("board", "pieces", "marks"):
        count = len(scene.layers[name])
        if name in layers:
            for index in range(start, start + count):
                shape = shapes[index]
                if isinstance(shape, Text):
                    continue
                ground = colour_under(shapes[:index], *centre(shape))
                colours = []
                if isinstance(shape, Line):
                    colours.append(shape.stroke)
                else:
                    if shape.fill:
                        colours.append(shape.fill)
                    if shape.stroke and shape.stroke_width >= thinnest:
                        colours.append(shape.stroke)
                if colours:
                    yield shape, max(contrast_ratio(_blend(rgb(c), ground, shape.opacity),
                                                    ground) for c in colours)
        start += count
