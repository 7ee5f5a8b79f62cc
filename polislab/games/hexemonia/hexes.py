"""Hex geometry of a city-state: the Acropolis in the middle, rings of tiles around it.

A place is an axial coordinate ``(q, r)`` of flat-topped hexes, the Acropolis at ``(0, 0)``.
Places are written as the ring and a letter, clockwise from the north: ``A`` is the Acropolis,
``1a`` the hex north of it, ``1b`` north-east, ... ``1f`` north-west; ring 2 runs ``2a`` (two
hexes north) to ``2l``, ring 3 ``3a`` to ``3r``, ring 4 ``4a`` to ``4x``.

>>> label((0, -1)), label((1, 0)), label((0, 0)), label((0, -2)), label((1, -2))
('1a', '1c', 'A', '2a', '2b')
>>> place("2b"), place("a"), place("1F")
((1, -2), (0, 0), (-1, 0))
>>> ring_of(place("3k")), len(ring(3)), [label(h) for h in neighbours(place("1a"))]
(3, 18, ['2a', '2b', '1b', 'A', '1f', '2l'])
"""

from __future__ import annotations

from functools import cache

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt

Hex = tuple[int, int]

ACROPOLIS: Hex = (0, 0)
#: Neighbour steps of a flat-topped hex: north, north-east, south-east, south, south-west,
#: north-west (so a tile's sides are numbered clockwise from the top).
DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
#: The walk around a ring, clockwise from its northern hex.
_WALK: tuple[Hex, ...] = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
MAX_RING = 4  # 51 tiles cannot fill more than four rings
LETTERS = "abcdefghijklmnopqrstuvwx"


@cache
def ring(k: int) -> tuple[Hex, ...]:
    """The hexes of ring ``k`` (0 is the Acropolis alone), clockwise from the north."""
    if k == 0:
        return (ACROPOLIS,)
    q, r = 0, -k
    out = []
    for dq, dr in _WALK:
        for _ in range(k):
            out.append((q, r))
            q, r = q + dq, r + dr
    return tuple(out)


def ring_of(h: Hex) -> int:
    """How many steps ``h`` is from the Acropolis."""
    q, r = h
    return (abs(q) + abs(r) + abs(q + r)) // 2


@cache
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around ``h``, clockwise from the north."""
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


_LABELS: dict[Hex, str] = {ACROPOLIS: "A"}
for _k in range(1, MAX_RING + 2):
    for _i, _h in enumerate(ring(_k)):
        _LABELS[_h] = f"{_k}{LETTERS[_i]}" if _i < len(LETTERS) else f"{_k}.{_i + 1}"
_PLACES = {text: h for h, text in _LABELS.items()}
#: Order of places: by ring, then clockwise (cities are kept sorted in it).
ORDER: dict[Hex, int] = {h: i for i, h in enumerate(_LABELS)}


def label(h: Hex) -> str:
    """The written name of a place ("A", "1a", "2k")."""
    try:
        return _LABELS[h]
    except KeyError:
        raise ValueError(f"{h} is further than ring {MAX_RING + 1} from the Acropolis") from None


def place(text: str) -> Hex:
    """The place written ``text`` ("A" or "acropolis", "1a", ...); ScenarioError if none."""
    if not isinstance(text, str):
        raise ScenarioError(f"a place is written as text, A for the Acropolis or a ring and a "
                            f"letter such as 1a or 2k, not {excerpt(text)}")
    key = text.strip()
    if key.casefold() in ("a", "acropolis"):
        return ACROPOLIS
    found = _PLACES.get(key.lower())
    if found is None:
        raise ScenarioError(f"{excerpt(text)} is not a place: write A for the Acropolis, or a "
                            f"ring and a letter such as 1a or 2k")
    return found


def pixel(h: Hex, size: float) -> tuple[float, float]:
    """The centre of hex ``h`` (flat-topped, corner radius ``size``), the Acropolis at 0, 0."""
    q, r = h
    return 1.5 * size * q, size * 3**0.5 * (r + q / 2)
