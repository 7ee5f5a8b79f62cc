"""A backend-neutral drawing list: shapes in named layers, plus hit regions.

A game's interface turns a position into a :class:`Scene`; a backend (SVG, ipycanvas)
turns the scene into pixels. Nothing here knows about any game or any backend.

Coordinates are in pixels, ``x`` to the right and ``y`` downwards (as in SVG and HTML canvas).
Colours are CSS colour strings (``"#0072B2"``); ``None`` means "no fill" or "no stroke".

>>> s = Scene(100, 50, title="demo")
>>> s.add("board", Rect(0, 0, 50, 50, "#eee"), Rect(50, 0, 50, 50, "#eee"))
>>> s.regions["left"] = (0, 0, 50, 50)
>>> s.region_at(10, 10), s.center_of("left")
('left', (25.0, 25.0))
>>> [(b.kind, len(b.geometry)) for b in s.batches("board")]
[('rect', 2)]
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

__all__ = [
    "LAYERS",
    "Batch",
    "Circle",
    "Line",
    "Point",
    "Polygon",
    "Rect",
    "Scene",
    "Shape",
    "Text",
    "arrow_head",
    "region_towards",
    "transformed",
    "zoomed",
]

Point = tuple[float, float]

#: The layers of every scene, in draw order: the static board (drawn once), the pieces, and the
#: marks (highlights, arrows, crosses) drawn on top.
LAYERS: tuple[str, ...] = ("board", "pieces", "marks")


class _FillAndStroke:
    """The style of the shapes that have an inside: fill, outline, opacity."""

    fill: str | None
    stroke: str | None
    stroke_width: float
    opacity: float

    @property
    def style(self) -> dict[str, Any]:
        return {
            "fill": self.fill,
            "stroke": self.stroke,
            "stroke_width": self.stroke_width,
            "opacity": self.opacity,
        }


@dataclass(frozen=True)
class Rect(_FillAndStroke):
    """An axis-aligned rectangle with its top-left corner at (``x``, ``y``)."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None
    stroke: str | None = None
    stroke_width: float = 1
    opacity: float = 1

    kind = "rect"

    @property
    def geometry(self) -> tuple[float, float, float, float]:
        return (self.x, self.y, self.w, self.h)


@dataclass(frozen=True)
class Circle(_FillAndStroke):
    """A circle of radius ``r`` centred on (``cx``, ``cy``)."""

    cx: float
    cy: float
    r: float
    fill: str | None
    stroke: str | None = None
    stroke_width: float = 1
    opacity: float = 1

    kind = "circle"

    @property
    def geometry(self) -> tuple[float, float, float]:
        return (self.cx, self.cy, self.r)


@dataclass(frozen=True)
class Polygon(_FillAndStroke):
    """A closed polygon through ``points`` (any sequence of (x, y) pairs, kept as a tuple)."""

    points: Sequence[Point]
    fill: str | None
    stroke: str | None = None
    stroke_width: float = 1
    opacity: float = 1

    kind = "polygon"

    def __post_init__(self) -> None:
        # Accept any iterable of pairs but store a hashable tuple of float pairs.
        pts = tuple((float(x), float(y)) for x, y in self.points)
        object.__setattr__(self, "points", pts)

    @property
    def geometry(self) -> Sequence[Point]:
        return self.points


@dataclass(frozen=True)
class Line:
    """A straight line from (``x1``, ``y1``) to (``x2``, ``y2``), with round caps.

    With ``arrow=True`` the line ends in a filled arrow head at (``x2``, ``y2``); every backend
    draws the head as the polygon :func:`arrow_head` returns, with the line stopping at its base.
    """

    x1: float
    y1: float
    x2: float
    y2: float
    stroke: str
    width: float = 1
    arrow: bool = False
    opacity: float = 1

    kind = "line"

    @property
    def geometry(self) -> tuple[float, float, float, float]:
        return (self.x1, self.y1, self.x2, self.y2)

    @property
    def style(self) -> dict[str, Any]:
        return {
            "stroke": self.stroke,
            "width": self.width,
            "arrow": self.arrow,
            "opacity": self.opacity,
        }


@dataclass(frozen=True)
class Text:
    """A single line of text; (``x``, ``y``) is its anchor point, ``y`` its vertical middle.

    ``anchor`` is ``"start"``, ``"middle"`` or ``"end"`` (as in SVG; canvas calls these
    left/center/right); ``weight`` is ``"normal"`` or ``"bold"``; ``size`` is in pixels.
    """

    x: float
    y: float
    text: str
    size: float = 12
    fill: str = "#000000"
    anchor: str = "middle"
    weight: str = "normal"
    opacity: float = 1

    kind = "text"

    def __post_init__(self) -> None:
        if self.anchor not in ("start", "middle", "end"):
            raise ValueError(f"Text anchor must be 'start', 'middle' or 'end', not {self.anchor!r}")

    @property
    def geometry(self) -> tuple[float, float, str]:
        return (self.x, self.y, self.text)

    @property
    def style(self) -> dict[str, Any]:
        return {
            "size": self.size,
            "fill": self.fill,
            "anchor": self.anchor,
            "weight": self.weight,
            "opacity": self.opacity,
        }


#: Any shape a scene can hold.
Shape = Rect | Circle | Polygon | Line | Text


def arrow_head(line: Line) -> tuple[tuple[Point, Point, Point], Point]:
    """The head of an arrow ``line``: its triangle and the point where the shaft should stop.

    The head is ``3 * width`` wide at its base and ``3.5 * width`` long (at least 6 x 7 px), its
    tip at (``x2``, ``y2``). A line too short for its head gets a head scaled down to fit.
    """
    dx, dy = line.x2 - line.x1, line.y2 - line.y1
    length = math.hypot(dx, dy)
    if length == 0:
        p = (line.x2, line.y2)
        return (p, p, p), p
    ux, uy = dx / length, dy / length
    head_len = min(max(3.5 * line.width, 7.0), length)
    half = max(1.5 * line.width, 3.0) * head_len / max(3.5 * line.width, 7.0)
    bx, by = line.x2 - ux * head_len, line.y2 - uy * head_len
    left = (bx - uy * half, by + ux * half)
    right = (bx + uy * half, by - ux * half)
    # Stop the shaft a little inside the head so round caps do not poke out of its sides.
    inset = min(line.width / 2, head_len / 2)
    base = (bx + ux * inset, by + uy * inset)
    return ((line.x2, line.y2), left, right), base


class Batch(NamedTuple):
    """Consecutive shapes of one kind and one style, for vectorised backend calls.

    ``kind`` is the shapes' ``kind`` ("rect", "circle", ...), ``style`` their shared style
    fields, ``geometry`` one entry per shape (``(x, y, w, h)`` for rects, ``(cx, cy, r)`` for
    circles, the points for polygons, ``(x1, y1, x2, y2)`` for lines, ``(x, y, text)`` for text),
    and ``shapes`` the shapes themselves.
    """

    kind: str
    style: Mapping[str, Any]
    geometry: list[Any]
    shapes: list[Shape]


@dataclass
class Scene:
    """A picture as data: shapes in the layers :data:`LAYERS`, and named hit regions.

    ``regions`` maps a name (a square such as ``"e4"``) to its hit rectangle ``(x, y, w, h)``.
    ``title`` is a short name for the picture and ``description`` a text alternative of it for
    screen readers (SVG puts them in ``<title>`` and ``<desc>``).
    """

    width: float
    height: float
    layers: dict[str, list[Shape]] = field(default_factory=lambda: {n: [] for n in LAYERS})
    regions: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)
    title: str = ""
    description: str = ""

    def __post_init__(self) -> None:
        for name in self.layers:
            if name not in LAYERS:
                raise ValueError(f"unknown layer {name!r}; the layers are {', '.join(LAYERS)}")
        # Always hold every layer, in draw order, whatever was passed in.
        self.layers = {n: list(self.layers.get(n, [])) for n in LAYERS}

    def add(self, layer: str, *shapes: Shape) -> None:
        """Append ``shapes`` to ``layer`` ("board", "pieces" or "marks"), drawn in that order."""
        if layer not in self.layers:
            raise KeyError(f"unknown layer {layer!r}; the layers are {', '.join(LAYERS)}")
        self.layers[layer].extend(shapes)

    def shapes(self) -> Iterator[Shape]:
        """Every shape of every layer, in draw order."""
        for name in LAYERS:
            yield from self.layers[name]

    def region_at(self, x: float, y: float) -> str | None:
        """The name of the region containing the point (``x``, ``y``), or None.

        Rectangles are half-open (``x <= px < x + w``), so a point on a shared edge belongs to
        exactly one square. Where regions overlap, the first one added wins.
        """
        for name, (rx, ry, rw, rh) in self.regions.items():
            if rx <= x < rx + rw and ry <= y < ry + rh:
                return name
        return None

    def center_of(self, name: str) -> Point:
        """The centre of the region ``name``; raises KeyError for an unknown name."""
        try:
            rx, ry, rw, rh = self.regions[name]
        except KeyError:
            known = ", ".join(sorted(self.regions)[:8])
            more = "..." if len(self.regions) > 8 else ""
            raise KeyError(
                f"no region named {name!r} in this scene (regions: {known}{more})"
            ) from None
        return (rx + rw / 2, ry + rh / 2)

    def region_towards(self, name: str, step: tuple[float, float]) -> str:
        """The region a keyboard cursor on ``name`` moves to for an arrow ``step`` (dx, dy):
        see :func:`region_towards`; the first region if ``name`` is none.

        >>> s = Scene(30, 10, regions={"a": (0, 0, 10, 10), "b": (10, 0, 10, 10),
        ...                            "c": (20, 0, 10, 10)})
        >>> [s.region_towards(n, step) for n, step in (("a", (1, 0)), ("a", (-1, 0)), ("", (1, 0)))]
        ['b', 'a', 'a']
        """
        if name not in self.regions:
            return next(iter(self.regions), name)
        return region_towards(self.regions, name, step)

    def scaled(self, k: float) -> Scene:
        """The same picture drawn ``k`` times as large (from the origin), regions too."""
        out = Scene(self.width * k, self.height * k, title=self.title,
                    description=self.description)
        for layer, shapes in self.layers.items():
            out.add(layer, *(transformed(s, k) for s in shapes))
        out.regions = {n: (x * k, y * k, w * k, h * k) for n, (x, y, w, h) in self.regions.items()}
        return out

    def batches(self, layer: str) -> Iterator[Batch]:
        """Group consecutive shapes of ``layer`` that share kind and style, keeping draw order.

        A canvas backend can draw each batch with one vectorised call (``fill_rects``,
        ``fill_circles``, ...) without changing what ends up on top of what.
        """
        return group(self.layers[layer])


def transformed(shape: Shape, k: float = 1.0, dy: float = 0.0, dx: float = 0.0) -> Shape:
    """``shape`` moved by (``dx``, ``dy``), then drawn ``k`` times as large (from the origin)."""
    if isinstance(shape, Rect):
        return replace(shape, x=(shape.x + dx) * k, y=(shape.y + dy) * k, w=shape.w * k,
                       h=shape.h * k, stroke_width=shape.stroke_width * k)
    if isinstance(shape, Circle):
        return replace(shape, cx=(shape.cx + dx) * k, cy=(shape.cy + dy) * k, r=shape.r * k,
                       stroke_width=shape.stroke_width * k)
    if isinstance(shape, Polygon):
        return replace(shape, points=tuple(((x + dx) * k, (y + dy) * k) for x, y in shape.points),
                       stroke_width=shape.stroke_width * k)
    if isinstance(shape, Line):
        return replace(shape, x1=(shape.x1 + dx) * k, y1=(shape.y1 + dy) * k,
                       x2=(shape.x2 + dx) * k, y2=(shape.y2 + dy) * k, width=shape.width * k)
    return replace(shape, x=(shape.x + dx) * k, y=(shape.y + dy) * k, size=shape.size * k)


def zoomed(shapes: Iterable[Shape], k: float, cx: float = 0.0, cy: float = 0.0) -> list[Shape]:
    """``shapes`` drawn ``k`` times as large about the point (``cx``, ``cy``)."""
    return [transformed(transformed(s, k, -cy, -cx), 1.0, cy, cx) for s in shapes]


def group(shapes: Iterable[Shape]) -> Iterator[Batch]:
    """Group consecutive ``shapes`` of one kind and style into :class:`Batch` es."""
    current: Batch | None = None
    for shape in shapes:
        style = shape.style
        if current is not None and current.kind == shape.kind and current.style == style:
            current.geometry.append(shape.geometry)
            current.shapes.append(shape)
            continue
        if current is not None:
            yield current
        current = Batch(shape.kind, style, [shape.geometry], [shape])
    if current is not None:
        yield current


def region_towards(regions: Mapping[str, tuple[float, float, float, float]], name: str,
                   step: tuple[float, float]) -> str:
    """Of ``regions`` (name -> box), the one a cursor on ``name`` moves to for the arrow
    ``step`` (dx, dy): the nearest whose centre lies that way (within 60 degrees), preferring
    those straight ahead; ``name`` itself at the edge."""
    def centre(box: tuple[float, float, float, float]) -> Point:
        return (box[0] + box[2] / 2, box[1] + box[3] / 2)

    cx, cy = centre(regions[name])
    best, best_cost = name, math.inf
    for other, box in regions.items():
        x, y = centre(box)
        dx, dy = x - cx, y - cy
        along = dx * step[0] + dy * step[1]
        across = abs(dx * step[1] - dy * step[0])
        if along <= 0 or across > along * math.sqrt(3):
            continue
        cost = along + 2 * across  # prefer places straight ahead
        if cost < best_cost:
            best, best_cost = other, cost
    return best
