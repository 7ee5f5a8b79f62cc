"""Arrows, crosses and dots on a board's places, the same in every game.

A *place* is the name of a region of a :class:`~polislab.render.scene.Scene` (what a click on
the board names: a square, a territory, a city, a card). A teacher marks places with
``{"arrows": [[from, to], ...], "crosses": [...], "dots": [...]}`` (and each game frames
places itself, ``"highlight"``); :func:`add_place_marks` draws those three kinds at the
regions' centres (:func:`spot`: or nearby, where another region covers a centre) on the
scene's "marks" layer, in hopping Polis's look: a dark arrow or cross
over a white halo, so it reads on any ground, and a bluish-green dot (Okabe & Ito's
colour-blind-safe palette, darkened to 3:1 on a dark square). The hopping board draws its own
marks with the same shapes (:func:`cross`, :func:`arrow`, :func:`dot`).

``unit`` is the size the marks are drawn for: a square's side on the hopping board (a cross is
about half of it), and each game's own for its board; on a small region (a cube, a row of a
list) a cross or a dot is drawn smaller, down to :data:`SMALLEST` of its size.

>>> from polislab.render.scene import Scene
>>> board = Scene(200, 100, regions={"Argos": (0, 0, 100, 100), "Sparta": (100, 0, 100, 100)})
>>> drawn = add_place_marks(board, {"arrows": [["Argos", "Sparta"]], "dots": ["Sparta"]}, 56)
>>> len(board.layers["marks"]) > 0, marks_sentence(drawn, str)
(True, 'Marked: arrow from Argos to Sparta; dotted: Sparta.')
>>> add_place_marks(board, {"crosses": ["Athens"]}, 56)
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: 'Athens' is not a place on this board (places there \
include Argos, Sparta)
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import shown

from .scene import Circle, Line, Point, Polygon, Scene, Shape, arrow_head

__all__ = [
    "MARK_COLORS",
    "PLACE_MARK_KINDS",
    "add_place_marks",
    "arrow",
    "check_place_marks",
    "cross",
    "dashes",
    "dash",
    "dot",
    "in_passes",
    "marks_sentence",
    "spot",
    "unknown_place",
]

#: The kinds of marks drawn here on any board's places, and what each holds (each game's
#: ``MARK_KINDS`` lists them beside its own).
PLACE_MARK_KINDS: dict[str, str] = {
    "arrows": "[from, to] pairs of places: an arrow from the one to the other (a move, a "
              "voyage, an attack)",
    "crosses": "places to cross out (a piece lost, a place that cannot be chosen)",
    "dots": "places to dot (where something may go)",
}

#: The marks' colours: dark strokes on a white halo, and Okabe-Ito bluish green darkened.
MARK_COLORS: dict[str, str] = {
    "arrow": "#1A1A1A",
    "cross": "#1A1A1A",
    "halo": "#FFFFFF",
    "dot": "#006B4F",  # Okabe-Ito bluish green, darkened: 3.4:1 on hopping's dark squares
}

# Sizes, as fractions of the ``unit`` (hopping's square side).
ARROW_WIDTH = 0.07
ARROW_HALO = 0.05  # white edge around arrows and crosses, so they read on any ground
ARROW_TRIM_START = 0.12  # arrows start this far from the origin's centre ...
ARROW_TRIM_END = 0.36  # ... and stop this far short of the target's centre
TRIMMED_AT_MOST = 0.6  # the share of an arrow's length its two trims take at most
CROSS_HALF = 0.24
CROSS_WIDTH = 0.085
DOT_RADIUS = 0.16
SMALLEST = 0.6  # a cross or dot on a small place: at least this share of its size
DOT_EDGE_AT_LEAST = 1.0  # px
DASH = 0.13  # a dash of a dashed arrow or frame, and ...
DASH_GAP = 0.09  # ... the gap between two dashes
DASHED_WIDTH = 0.06

#: A shape with its pass: shapes are drawn pass by pass (halos under all dark strokes, so
#: crossing arrows stay readable and same-style shapes batch together for a canvas).
Layered = list[tuple[int, Shape]]


# --- the shapes --------------------------------------------------------------------------------


def cross(cx: float, cy: float, s: float) -> Layered:
    """A dark cross on a white halo centred on (``cx``, ``cy``), for a unit ``s``."""
    h, w = CROSS_HALF * s, CROSS_WIDTH * s
    strokes = [(cx - h, cy - h, cx + h, cy + h), (cx - h, cy + h, cx + h, cy - h)]
    halo = [(20, Line(*p, MARK_COLORS["halo"], w + 2 * ARROW_HALO * s)) for p in strokes]
    return [*halo, *((22, Line(*p, MARK_COLORS["cross"], w)) for p in strokes)]


def dot(cx: float, cy: float, s: float) -> Layered:
    """A bluish-green dot with a thin white edge centred on (``cx``, ``cy``): the edge at least
    a pixel wide, so that a small dot shows on a dark ground too."""
    edge = max(s / 40, DOT_EDGE_AT_LEAST)
    return [(2, Circle(cx, cy, DOT_RADIUS * s, MARK_COLORS["dot"], MARK_COLORS["halo"], edge,
                       opacity=0.9))]


def arrow(start: Point, end: Point, s: float, dashed: bool = False) -> Layered:
    """A dark arrow with a white halo from near ``start`` to short of ``end``: a wider white
    shaft and a white head grown evenly. ``dashed``: the shaft in dashes (a move not played),
    the head the same."""
    (x1, y1), (x2, y2) = start, end
    length = math.hypot(x2 - x1, y2 - y1)
    if length == 0:
        return []
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    # Between near places (a cube on its tile) the trims shrink to leave the arrow its length.
    trim = min(s, TRIMMED_AT_MOST * length / (ARROW_TRIM_START + ARROW_TRIM_END))
    a = (x1 + ux * ARROW_TRIM_START * trim, y1 + uy * ARROW_TRIM_START * trim)
    b = (x2 - ux * ARROW_TRIM_END * trim, y2 - uy * ARROW_TRIM_END * trim)
    w, halo = ARROW_WIDTH * s, ARROW_HALO * s
    dark = Line(a[0], a[1], b[0], b[1], MARK_COLORS["arrow"], w, arrow=True)
    head, base = arrow_head(dark)
    if dashed:
        shaft = math.dist(a, base)
        count = max(2, round((shaft + DASH_GAP * s) / ((DASH + DASH_GAP) * s)))
        strokes = [shape for one in dashes(a, base, count) for shape in dash(*one, s)]
        return [*strokes, (21, Polygon(_grow(head, halo), MARK_COLORS["halo"])),
                (23, Polygon(head, MARK_COLORS["arrow"]))]
    return [
        (20, Line(a[0], a[1], base[0], base[1], MARK_COLORS["halo"], w + 2 * halo)),
        (21, Polygon(_grow(head, halo), MARK_COLORS["halo"])),
        (23, dark),
    ]


def dashes(start: Point, end: Point, count: int) -> list[tuple[Point, Point]]:
    """``count`` equal dashes from ``start`` to ``end``, the first and last at its ends, with
    gaps of two thirds of a dash between them."""
    (x1, y1), (x2, y2) = start, end
    unit = 1 / (count + (count - 1) * 2 / 3)  # a dash, as a fraction of the whole
    out = []
    for i in range(count):
        f = i * unit * 5 / 3
        g = f + unit
        out.append(((x1 + (x2 - x1) * f, y1 + (y2 - y1) * f),
                    (x1 + (x2 - x1) * g, y1 + (y2 - y1) * g)))
    return out


def dash(a: Point, b: Point, s: float) -> Layered:
    """One dark dash over its own white halo."""
    w, halo = DASHED_WIDTH * s, ARROW_HALO * s
    return [(20, Line(a[0], a[1], b[0], b[1], MARK_COLORS["halo"], w + 2 * halo)),
            (23, Line(a[0], a[1], b[0], b[1], MARK_COLORS["arrow"], w))]


def in_passes(layered: Layered) -> list[Shape]:
    """The shapes ordered by pass number, keeping their order within a pass."""
    return [shape for _, shape in sorted(layered, key=lambda zs: zs[0])]


def _grow(triangle: Sequence[Point], margin: float) -> list[Point]:
    """``triangle`` grown by ``margin`` pixels on every side (scaled about its incentre)."""
    (ax, ay), (bx, by), (cx, cy) = triangle
    la, lb = math.dist((bx, by), (cx, cy)), math.dist((ax, ay), (cx, cy))
    lc = math.dist((ax, ay), (bx, by))
    perimeter = la + lb + lc
    area = abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
    if area == 0:
        return list(triangle)
    inradius = 2 * area / perimeter
    ix = (la * ax + lb * bx + lc * cx) / perimeter
    iy = (la * ay + lb * by + lc * cy) / perimeter
    k = (inradius + margin) / inradius
    return [(ix + (x - ix) * k, iy + (y - iy) * k) for x, y in triangle]


# --- marks on a scene's places -----------------------------------------------------------------


def unknown_place(place: Any, regions: Mapping[str, Any]) -> ScenarioError:
    """The error for a mark on ``place``, which no region of the board is: it names the place
    and a few that exist (the likeliest meant first)."""
    names = [name for name in regions if isinstance(name, str)]
    near = difflib.get_close_matches(place, names, n=3) if isinstance(place, str) else []
    examples = near or names[::max(1, len(names) // 4)][:4]  # else a few from all over
    some = f" (places there include {', '.join(examples)})" if examples else ""
    return ScenarioError(f"{shown(place)} is not a place on this board{some}")


def check_place_marks(scene: Scene, marks: Mapping[str, Any],
                      absent_ok: Callable[[str], bool] = lambda place: False,
                      ) -> dict[str, list[Any]]:
    """The arrows, crosses and dots of ``marks`` to draw on ``scene``: each place must be a
    region of it. A place ``absent_ok`` accepts (a place the game draws at other times or in
    another view, such as a hand hidden now) is left out, with its arrows; any other is
    refused (:class:`~polislab.core.errors.ScenarioError`, naming it and places there are)."""
    def drawn(place: Any) -> bool:
        if isinstance(place, str) and place in scene.regions:
            return True
        if isinstance(place, str) and absent_ok(place):
            return False
        raise unknown_place(place, scene.regions)

    out: dict[str, list[Any]] = {"arrows": [], "crosses": [], "dots": []}
    for kind in ("crosses", "dots"):
        places = _listed(marks.get(kind, ()), kind)
        out[kind] = [place for place in places if drawn(place)]
    for pair in _listed(marks.get("arrows", ()), "arrows"):
        if not (isinstance(pair, Sequence) and not isinstance(pair, str) and len(pair) == 2):
            raise ScenarioError(f"an arrow is a pair of places [from, to], not {shown(pair)}")
        origin, target = pair
        if origin == target:
            raise ScenarioError(f"an arrow goes from one place to another, not from "
                                f"{shown(origin)} to itself")
        origin_drawn, target_drawn = drawn(origin), drawn(target)  # each checked
        if origin_drawn and target_drawn:
            out["arrows"].append((origin, target))
    return out


def _listed(items: Any, kind: str) -> list[Any]:
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise ScenarioError(f"the {kind} mark is a list of places, not {shown(items)}")
    return list(items)


def add_place_marks(scene: Scene, marks: Mapping[str, Any], unit: float,
                    absent_ok: Callable[[str], bool] = lambda place: False,
                    ) -> dict[str, list[Any]]:
    """Draw the arrows, crosses and dots of ``marks`` on ``scene``'s "marks" layer, on its
    regions (:func:`spot`), for a ``unit`` (the size hopping's square side is for its marks); the
    marks are all checked first (:func:`check_place_marks`), so a refused one draws nothing.
    Returns those drawn (for :func:`marks_sentence`)."""
    chosen = check_place_marks(scene, marks, absent_ok)
    layered: Layered = []
    for place in chosen["dots"]:
        layered += dot(*spot(scene, place), _fitted(scene, place, unit))
    for place in chosen["crosses"]:
        layered += cross(*spot(scene, place), _fitted(scene, place, unit))
    for origin, target in chosen["arrows"]:
        layered += arrow(spot(scene, origin), spot(scene, target), unit)
    scene.add("marks", *in_passes(layered))
    return chosen


def spot(scene: Scene, place: str) -> Point:
    """Where a mark on ``place`` goes: its region's centre, or, where another region lies over
    that centre (a polis's row in the middle of its territory), the point of the region that
    lies deepest in the part a click names ``place`` (the farthest from the other regions and
    from its edge; of two as deep, the nearer the centre), so the mark is not read as the
    other's.

    >>> board = Scene(90, 90, regions={"row": (0, 30, 90, 20), "land": (0, 0, 90, 90)})
    >>> spot(board, "row"), spot(board, "land")
    ((45.0, 40.0), (45.0, 65.0))
    """
    centre = scene.center_of(place)
    if scene.region_at(*centre) == place:
        return centre
    x, y, w, h = scene.regions[place]
    steps = [(i + 0.5) / SPOT_GRID for i in range(SPOT_GRID)]
    points = [(x + w * fx, y + h * fy) for fy in steps for fx in steps]
    own = [p for p in points if scene.region_at(*p) == place]
    others = [p for p in points if p not in own]

    def depth(point: Point) -> float:
        px, py = point
        edge = min(px - x, x + w - px, py - y, y + h - py)
        return min([edge, *(math.dist(point, other) for other in others)])

    return max(own, key=lambda p: (round(depth(p), 6), -math.dist(p, centre)), default=centre)


#: The points :func:`spot` tries across a region covered in its middle: a grid this many wide
#: and high (odd: its middle line runs through the centre).
SPOT_GRID = 9


def _fitted(scene: Scene, place: str, unit: float) -> float:
    """The unit for a cross or dot on ``place``: ``unit``, or less on a small region (a cube,
    a card's chip), so the mark stays about within it, but not below :data:`SMALLEST` of it
    (smaller, it would not be seen on a projector)."""
    _, _, w, h = scene.regions[place]
    return min(unit, max(min(w, h), SMALLEST * unit))


def marks_sentence(marks: Mapping[str, Sequence[Any]], name: Callable[[str], str]) -> str:
    """The marks in words, each place as ``name`` says it to learners: "Marked: Megaris;
    arrow from Argos to Sparta; crossed out: Thebai; dotted: 1,-2." ("" for none). ``marks``
    may hold ``"highlight"`` (framed places) besides the kinds drawn here."""
    said = []
    if marks.get("highlight"):
        said.append(", ".join(name(place) for place in marks["highlight"]))
    said += [f"arrow from {name(a)} to {name(b)}" for a, b in marks.get("arrows", ())]
    if marks.get("crosses"):
        said.append("crossed out: " + ", ".join(name(place) for place in marks["crosses"]))
    if marks.get("dots"):
        said.append("dotted: " + ", ".join(name(place) for place in marks["dots"]))
    return f"Marked: {'; '.join(said)}." if said else ""
