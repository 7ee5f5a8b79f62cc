"""Hex geometry of the Hellas map: axial coordinates, the six edges, rotation, pixels.

Tiles are flat-topped hexagons. A place on the map is an axial pair ``(q, r)``; the dolphin
tile stands at ``(0, 0)``. The six edges of a hexagon, and the six directions to its
neighbours, are numbered clockwise from the top: 0 north, 1 north-east, 2 south-east, 3 south,
4 south-west, 5 north-west. Edge ``d`` of one place meets edge ``opposite(d)`` of the
neighbour in direction ``d``.

A tile lies with a rotation ``k`` (0-5): turned ``k`` sixths of a turn clockwise, so that its
printed edge ``e`` lies on the map's edge ``(e + k) % 6``.

>>> neighbour((0, 0), 1), opposite(1)
((1, -1), 4)
>>> board_edge(0, 2), tile_edge(2, 2)
(2, 0)
>>> sorted(neighbours((0, 0)))[:2]
[(-1, 0), (-1, 1)]
>>> format_place((1, -1)), parse_place("1,-1")
('1,-1', (1, -1))
"""

from __future__ import annotations

import math
import re

Place = tuple[int, int]

#: The offset to the neighbour across each edge, clockwise from north.
DIRECTIONS: tuple[Place, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
#: The names of the six edges, for sentences.
EDGE_NAMES: tuple[str, ...] = ("north", "north-east", "south-east", "south", "south-west",
                               "north-west")
#: Where the dolphin start tile lies.
CENTRE: Place = (0, 0)

#: "q,r": ASCII digits only (not "٣"), and few of them (a map is a few tiles across).
_PLACE = re.compile(r"\s*(-?[0-9]{1,4})\s*,\s*(-?[0-9]{1,4})\s*")


def opposite(edge: int) -> int:
    """The edge facing ``edge`` across the border with the neighbour."""
    return (edge + 3) % 6


def neighbour(place: Place, edge: int) -> Place:
    """The place across ``edge`` of ``place``."""
    dq, dr = DIRECTIONS[edge]
    return (place[0] + dq, place[1] + dr)


def neighbours(place: Place) -> list[Place]:
    """The six places around ``place``, in edge order."""
    return [neighbour(place, edge) for edge in range(6)]


def board_edge(printed: int, rotation: int) -> int:
    """The map edge on which a tile's printed edge ``printed`` lies when turned ``rotation``."""
    return (printed + rotation) % 6


def tile_edge(board: int, rotation: int) -> int:
    """The printed edge of a tile turned ``rotation`` that lies on the map edge ``board``."""
    return (board - rotation) % 6


def distance(a: Place, b: Place) -> int:
    """How many steps apart two places are."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def format_place(place: Place) -> str:
    """A place as the notation writes it: "q,r"."""
    return f"{place[0]},{place[1]}"


def parse_place(text: str) -> Place:
    """Read "q,r" (spaces allowed around the comma); ValueError if it is not that."""
    match = _PLACE.fullmatch(text)
    if match is None:
        shown = repr(text) if len(text) < 40 else repr(text[:37]) + "…"
        raise ValueError(f"a place is written q,r (two whole numbers), not {shown}")
    return (int(match.group(1)), int(match.group(2)))


def centre_xy(place: Place, size: float) -> tuple[float, float]:
    """The pixel centre of ``place`` for hexagons of circumradius ``size`` (y downwards)."""
    q, r = place
    return (1.5 * size * q, math.sqrt(3) * size * (r + q / 2))


def corners(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """The six corners of a flat-topped hexagon, clockwise from the north-west corner, so that
    edge ``e`` runs from corner ``e`` to corner ``e + 1``."""
    out = []
    for i in range(6):
        angle = math.radians(240 + 60 * i)
        out.append((cx + size * math.cos(angle), cy + size * math.sin(angle)))
    return out
