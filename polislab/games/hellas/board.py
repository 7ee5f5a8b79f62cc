"""The map's questions: where a tile may be placed, which cities are joined by land or by
water, and which ships lie next to a place.

Placement (seed 003 §4 and §5 Option 2): a new tile goes on an empty place next to the
dolphin tile, or next to two or more tiles already placed (§9 FAQ: touching only the dolphin
is enough); every edge it shares with a placed tile matches, land to land and water to water;
and it creates no new water segment: each of its water regions must meet water already on the
map across a shared edge (ruling HL3). So all the water on the map stays one sea joined to the
dolphin's. On a voyage the placer also needs more ships on the tiles next to the place than the
opponent, and at least one (§5 Option 2; Hellas FAQ 2).

Joined by land (seed 003 §5 Attack Over Land; Hellas FAQ 7): two cities on neighbouring tiles
whose shared edge belongs, on both tiles, to the land region the city stands on. Joined by
water (§5 Attack Over Water): cities on neighbouring tiles, or on two tiles that both touch the
dolphin tile, whose water counts as one (ruling HL17).

>>> from polislab.games.hellas.components import COMPONENTS as C
>>> fits(C, {(0, 0): ("Dolphin", 0)}, C.tile("Argos"), (0, -1), 2, water_rule=True)
(False, 'its south edge is land and meets water, the north edge of the dolphin tile')
>>> fits(C, {(0, 0): ("Dolphin", 0)}, C.tile("Argos"), (0, -1), 0, water_rule=True)
(True, '')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from .components import Components, Tile
from .hexes import CENTRE, EDGE_NAMES, Place, neighbour, opposite
from .state import City, State

Occupied = Mapping[Place, tuple[str, int]]


def open_places(occupied: Occupied) -> list[Place]:
    """The empty places a tile may go to by adjacency alone: next to the dolphin tile, or next
    to two or more placed tiles (in a fixed order)."""
    counts: dict[Place, int] = {}
    for place in occupied:
        for edge in range(6):
            spot = neighbour(place, edge)
            if spot not in occupied:
                counts[spot] = counts.get(spot, 0) + 1
    return sorted(p for p, n in counts.items()
                  if n >= 2 or any(neighbour(p, e) == CENTRE for e in range(6)))


def adjacency_ok(occupied: Occupied, place: Place) -> bool:
    """Whether ``place`` is empty and next to the dolphin tile or to two placed tiles."""
    if place in occupied:
        return False
    around = [neighbour(place, e) for e in range(6)]
    return CENTRE in around or sum(1 for p in around if p in occupied) >= 2


def fits(c: Components, occupied: Occupied, tile: Tile, place: Place, rotation: int,
         water_rule: bool) -> tuple[bool, str]:
    """Whether ``tile`` turned ``rotation`` fits at ``place`` (edges and water), and if not,
    why not (a phrase)."""
    o = tile.orientations[rotation]
    wet: set[int] = set()
    for edge in range(6):
        there = occupied.get(neighbour(place, edge))
        if there is None:
            continue
        other = c.tile(there[0]).orientations[there[1]]
        theirs = other.kinds[opposite(edge)]
        if theirs != o.kinds[edge]:
            mine = "land" if o.kinds[edge] == "L" else "water"
            found = "land" if theirs == "L" else "water"
            return False, (f"its {EDGE_NAMES[edge]} edge is {mine} and meets {found}, the "
                           f"{EDGE_NAMES[opposite(edge)]} edge of {_name_of(there[0], c)}")
        if theirs == "W":
            wet.add(edge)
    if water_rule:
        for region in o.water:
            if not region & wet:
                edges = ", ".join(EDGE_NAMES[e] for e in sorted(region))
                return False, (f"its water on the {edges} edge{'s' * (len(region) > 1)} would "
                               "meet no water on the map: a new water segment")
    return True, ""


def _name_of(name: str, c: Components) -> str:
    return "the dolphin tile" if name == c.start.name else name


def placements(c: Components, occupied: Occupied, tile: Tile, water_rule: bool,
               places: Iterable[Place] | None = None) -> list[tuple[Place, int]]:
    """Every (place, rotation) where ``tile`` fits by adjacency, edges and water; one rotation
    of each group that lies the same."""
    out = []
    for place in (open_places(occupied) if places is None else places):
        for rotation in tile.rotations:
            if fits(c, occupied, tile, place, rotation, water_rule)[0]:
                out.append((place, rotation))
    return out


def adjacent_cities(state: State, place: Place) -> list[City]:
    """The cities on the tiles next to ``place``."""
    out = []
    for edge in range(6):
        city = state.at(neighbour(place, edge))
        if city is not None:
            out.append(city)
    return out


def ships_next_to(state: State, place: Place, player: str) -> int:
    """How many of ``player``'s ships lie on the tiles next to ``place``."""
    return sum(c.ships for c in adjacent_cities(state, place) if c.owner == player)


def edge_between(a: Place, b: Place) -> int | None:
    """The edge of ``a`` that ``b`` lies across, or None if they are not neighbours."""
    for edge in range(6):
        if neighbour(a, edge) == b:
            return edge
    return None


def land_linked(state: State, a: City, b: City) -> bool:
    """Whether the cities ``a`` and ``b`` are joined by land: neighbours whose shared edge is
    on the city's land region on both tiles (Hellas FAQ 7: a direct land connection)."""
    edge = edge_between(a.place, b.place)
    if edge is None:
        return False
    c = state.components
    mine = c.tile(a.tile).orientations[a.rotation]
    theirs = c.tile(b.tile).orientations[b.rotation]
    return edge in mine.city_edges and opposite(edge) in theirs.city_edges


def touches_dolphin(place: Place) -> bool:
    return any(neighbour(place, e) == CENTRE for e in range(6))


def water_linked(a: City, b: City) -> bool:
    """Whether the cities ``a`` and ``b`` are joined for an attack over water: their tiles are
    neighbours, or both touch the dolphin tile (ruling HL17)."""
    if edge_between(a.place, b.place) is not None:
        return True
    return touches_dolphin(a.place) and touches_dolphin(b.place)
