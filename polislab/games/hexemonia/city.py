"""What a city-state's tiles say: Active or not, excess, where a tile may go, which tiles an
enemy may attack, how strong a tile's defence is, how many Political symbols a player shows.

Pure functions of a :class:`~.state.Player` (or its city); nothing here changes a state.

>>> from polislab.games.hexemonia.state import Placed
>>> active(Placed((0, -1), "Gymnasium", 1, 1, 1)), active(Placed((0, -1), "Fleet", 1, 1, 1))
(True, False)
>>> excess(Placed((1, 0), "Asty", 3, 1, 4))
(1, 0, 3)
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .components import COMPONENTS, Tile
from .hexes import ACROPOLIS, Hex, neighbours, ring, ring_of
from .options import Options
from .state import ACROPOLIS_TILE, Placed, Player

_TILES = {t.name: t for t in COMPONENTS.tiles}
_COST: dict[str, tuple[int, int, int]] = {
    t.name: (t.cost.citizens, t.cost.hoplites, t.cost.gold) for t in COMPONENTS.tiles}
_COST[ACROPOLIS_TILE] = (0, 0, 0)
_NATURE = {t.name: t.nature for t in COMPONENTS.tiles}
_TYPE = {t.name: t.type for t in COMPONENTS.tiles}
_TYPE[ACROPOLIS_TILE] = ACROPOLIS_TILE


def tile(name: str) -> Tile:
    return _TILES[name]


def cost(name: str) -> tuple[int, int, int]:
    return _COST[name]


def type_of(name: str) -> str:
    return _TYPE[name]


def nature(name: str) -> str:
    return _NATURE[name]


def active(p: Placed) -> bool:
    """A tile is Active when it has at least its cost on it (seed 004 §Tiles); the Acropolis
    has no cost."""
    c, h, g = _COST[p.tile]
    return p.citizens >= c and p.hoplites >= h and p.gold >= g


def excess(p: Placed) -> tuple[int, int, int]:
    """The cubes beyond the cost of an Active tile; an Inactive tile, and the Acropolis,
    which has no limit, have none (seed 004 §Step C, Special, and §The Acropolis Tile)."""
    if p.tile == ACROPOLIS_TILE:
        return (0, 0, 0)
    c, h, g = _COST[p.tile]
    if p.citizens < c or p.hoplites < h or p.gold < g:
        return (0, 0, 0)
    return (p.citizens - c, p.hoplites - h, p.gold - g)


def fighting_value(citizens: int, hoplites: int) -> int:
    """Citizens and Hoplites in a fight: each Hoplite is worth two Citizens."""
    return citizens + 2 * hoplites


# -- geometry -----------------------------------------------------------------------------------
def places(city: Iterable[Placed]) -> frozenset[Hex]:
    return frozenset(p.hex for p in city)


@lru_cache(maxsize=4096)
def _positions(occupied: frozenset[Hex], polis_or_acropolis: frozenset[Hex],
               polis: bool) -> tuple[Hex, ...]:
    k = 1
    while all(h in occupied for h in ring(k)):
        k += 1
    alone = len(occupied) == 1  # only the Acropolis: the first tile need touch it alone
    out = []
    for h in ring(k):
        if h in occupied:
            continue
        around = neighbours(h)
        touching = sum(1 for n in around if n in occupied)
        if touching < (1 if alone else 2):
            continue
        if polis and not any(n in polis_or_acropolis for n in around):
            continue
        out.append(h)
    return tuple(out)


def positions(city: tuple[Placed, ...], title: str) -> tuple[Hex, ...]:
    """Where a Chora, Fortification or Polis tile ``title`` may be added (seed 004 §Step B):
    in the innermost ring that is not complete, touching at least two tiles (only the
    Acropolis while it stands alone), and for a Polis tile next to the Acropolis or another
    Polis tile. Clockwise from the north."""
    occupied = places(city)
    polis = _TYPE[title] == "Polis"
    anchors = frozenset(p.hex for p in city if _TYPE[p.tile] in ("Polis", ACROPOLIS_TILE)) \
        if polis else frozenset()
    return _positions(occupied, anchors, polis)


def unbuildable(city: Iterable[Placed]) -> str | None:
    """Why no game could have built ``city`` (None if one could), beyond being in one piece.

    A layout that breaks the placement rules of seed 004 §Step B (the innermost ring not yet
    complete, touching two tiles) is still reached through War: tiles laid by the rules are
    taken later (§Step C, War), as in Example 7, where Corrado's Country stands at 2a with
    nothing else in ring 2. So only what no sequence reaches is refused here: a Polis title
    twice (a second one is never played, and one taken goes to the Underworld: ruling HX21).
    """
    seen: set[str] = set()
    for p in city:
        if _TYPE[p.tile] == "Polis":
            if p.tile in seen:
                return (f"two {p.tile} tiles: a Polis tile stands once in a city-state "
                        f"(Hexemonia rulebook §Tiles and §Polis Tiles)")
            seen.add(p.tile)
    return None


def has_title(city: tuple[Placed, ...], title: str) -> bool:
    return any(p.tile == title for p in city)


def connected(hexes: frozenset[Hex]) -> bool:
    """Whether the tiles at ``hexes`` form one piece (the Acropolis among them)."""
    if not hexes:
        return True
    start = ACROPOLIS if ACROPOLIS in hexes else next(iter(hexes))
    seen = {start}
    todo = [start]
    while todo:
        h = todo.pop()
        for n in neighbours(h):
            if n in hexes and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(hexes)


def on_edge(occupied: frozenset[Hex], h: Hex) -> bool:
    """A tile with at least one free side."""
    return any(n not in occupied for n in neighbours(h))


@lru_cache(maxsize=4096)
def _open_to_attack(occupied: frozenset[Hex]) -> frozenset[Hex]:
    return frozenset(h for h in occupied if h != ACROPOLIS and on_edge(occupied, h)
                     and connected(occupied - {h}))


def attackable(city: tuple[Placed, ...]) -> tuple[Placed, ...]:
    """The tiles an enemy may attack (seed 004 §Step C, War): on the edge, not the
    Acropolis, and not a tile whose loss would split the city-state."""
    open_ = _open_to_attack(places(city))
    return tuple(p for p in city if p.hex in open_)


def adjacent(city: tuple[Placed, ...], h: Hex) -> list[Placed]:
    around = set(neighbours(h))
    return [p for p in city if p.hex in around]


# -- Natures ------------------------------------------------------------------------------------
def acropolis_nature(player: Player) -> str:
    return COMPONENTS.acropolis_tile(player.acropolis).nature


def count_adjacent_nature(player: Player, h: Hex, wanted: str, options: Options) -> int:
    """How many tiles next to ``h`` show ``wanted`` (for the Temple and the Port). Under
    ``acropolis_nature="anywhere"`` a revealed Acropolis of that Nature adds one wherever it
    stands (ruling HX3)."""
    count = 0
    around = set(neighbours(h))
    for p in player.city:
        if p.tile == ACROPOLIS_TILE:
            continue
        if p.hex in around and _NATURE[p.tile] == wanted:
            count += 1
    if player.revealed and acropolis_nature(player) == wanted and (
            options.acropolis_nature == "anywhere" or ACROPOLIS in around):
        count += 1
    return count


def political_count(player: Player) -> int:
    """Political symbols for the Philosopher (seed 004 §Step D): every Political tile of the
    city-state, Active or not, every Political Myth tile, and a revealed Political Acropolis
    (ruling HX22)."""
    count = sum(1 for p in player.city if p.tile != ACROPOLIS_TILE
                and _NATURE[p.tile] == "Political")
    count += sum(1 for m in player.myths if _NATURE[m] == "Political")
    if player.revealed and acropolis_nature(player) == "Political":
        count += 1
    return count


# -- defence ------------------------------------------------------------------------------------
def fortification_for(city: tuple[Placed, ...], h: Hex, options: Options) -> Placed | None:
    """The one Fortification that defends the tile at ``h`` (seed 004 §War, Fortifications):
    the Active one with the highest shield next to it (and the tile itself if it is one,
    under ``fortification_defends_itself``); None if there is none."""
    best: Placed | None = None
    around = set(neighbours(h))
    if options.fortification_defends_itself:
        around.add(h)
    for p in city:
        if p.hex in around and _TYPE[p.tile] == "Fortification" and active(p):
            shield = _TILES[p.tile].shield
            if shield and (best is None or shield > _TILES[best.tile].shield):
                best = p
    return best


def defence(city: tuple[Placed, ...], h: Hex, options: Options) -> tuple[int, int]:
    """The value an attack must exceed at ``h``, and the shield added to it: the Citizens and
    Hoplites on the tile (a Hoplite worth two Citizens) plus the defending Fortification's
    shield, in Hoplites."""
    target = next(p for p in city if p.hex == h)
    fort = fortification_for(city, h, options)
    shield = _TILES[fort.tile].shield if fort is not None else 0
    return fighting_value(target.citizens, target.hoplites) + 2 * shield, shield


def ring_number(h: Hex) -> int:
    return ring_of(h)
