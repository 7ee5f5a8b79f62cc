"""The components of Hellas, loaded from data files, typed and checked.

The data lives in ``data/*.json``: ``tiles.json`` (the dolphin start tile and the 23 city
tiles), ``gods.json`` (the three god decks) and ``components.json`` (piece counts and the
numbers the rules use). Every value carries its source: a section of seed 003, a published
fact found in the reference, or a "polislab edition" value designed to follow the seed (listed
in docs/rules/hellas.md). :func:`load` reads the files, checks every record, and returns one
frozen :class:`Components`; a bad file raises :class:`~polislab.core.errors.ScenarioError`
naming the file and the record.

A user's own tiles or cards replace polislab's: ``load("my/data")`` reads the files found in
that folder and polislab's for the others, and ``Options(data="my/data")`` plays with them.

>>> from polislab.games.hellas.components import COMPONENTS as C
>>> len(C.tiles), [len(C.deck(g)) for g in GODS]
(23, [16, 16, 16])
>>> korinthos = C.tile("Korinthos")
>>> korinthos.edges, korinthos.city.edges, korinthos.city.bridge, korinthos.water
('LWWLWW', (0, 3), True, ((1, 2, 4, 5),))
>>> C.tile("Olympia").water  # a temple tile whose land splits its water
((1, 2), (4, 5))
>>> C.card("Favourable Wind").god, C.card("Storm").symbol
('Poseidon', True)
>>> C.source("tiles.json", "Dolphin", "edges")
'published (reference §A2: the dolphin start tile is all water, with no city)'
>>> C.tile("Athens")
Traceback (most recent call last):
...
KeyError: "unknown tile 'Athens'; did you mean 'Athenai'?"

How a file is laid out: a JSON object with an ``about`` text, optional ``field_sources``
(field name -> source, the default for that field in every record of the file) and sections,
each a list of records named by ``name``. A record gives its sources with ``source`` (the
default for its fields) and/or ``sources`` (field name -> source); the most specific wins.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, parse_json_text, read_text_file, refusing

from .hexes import EDGE_NAMES, board_edge

__all__ = [
    "COMPONENTS", "DATA_FILES", "EFFECT_KINDS", "GODS", "PLAYERS", "SOURCE_KINDS", "TIMINGS",
    "Card", "Components", "God", "LandRegion", "Orientation", "Tile", "load", "source_kind",
]

#: The two players, by the colour of their figures; light begins (seed 003 §4).
PLAYERS: tuple[str, ...] = ("light", "dark")
#: The three god decks, in the order of seed 003 §2.
GODS: tuple[str, ...] = ("Ares", "Poseidon", "Zeus")
#: The data files, in load order.
DATA_FILES: tuple[str, ...] = ("components.json", "tiles.json", "gods.json")
#: How a source text must begin, and the kind of source each beginning means.
SOURCE_KINDS: tuple[tuple[str, str], ...] = (
    ("seed 003 §", "seed"),
    ("published (reference §", "published"),
    ("polislab edition: ", "polislab edition"),
)
#: When a card may be played (docs/rules/hellas.md, the god cards): on your own turn before
#: your action, before or during a Burst of Strength, at any quiet moment of your turn (before
#: the action, between burst actions, while regrouping), during your attack or your voyage;
#: or on the opponent's turn, during their attack on your city or their voyage.
TIMINGS: tuple[str, ...] = ("before your action", "your burst", "your turn", "your attack",
                            "your voyage", "opponent's attack", "opponent's voyage")
#: What the engine knows how to do, by effect kind (``Card.effect``), and the god whose theme
#: it is.
EFFECT_KINDS: Mapping[str, str] = {
    "forced_march": "Ares", "attack_bonus": "Ares", "land_odds": "Ares",
    "defence_bonus": "Ares", "defender_greek": "Ares",
    "voyage_tie": "Poseidon", "place_ships": "Poseidon", "redraw": "Poseidon",
    "storm": "Poseidon", "high_waves": "Poseidon",
    "thunderbolt": "Zeus", "extra_action": "Zeus", "move_greeks": "Zeus", "ward": "Zeus",
    "colony": "Zeus", "take_cards": "Zeus",
}
#: The timing each effect needs (a card's timing must be this one).
EFFECT_TIMINGS: Mapping[str, str] = {
    "forced_march": "before your action", "attack_bonus": "your attack",
    "land_odds": "your attack", "defence_bonus": "opponent's attack",
    "defender_greek": "opponent's attack", "voyage_tie": "your voyage",
    "place_ships": "your turn", "redraw": "your voyage", "storm": "opponent's voyage",
    "high_waves": "opponent's attack", "thunderbolt": "your turn", "extra_action": "your burst",
    "move_greeks": "your turn", "ward": "opponent's attack", "colony": "your turn",
    "take_cards": "your turn",
}
#: Words the notation reserves: no tile or card may be named by one.
RESERVED = frozenset({"at", "from", "to", "for", "rotation", "x", "and", "no", "ship", "ships",
                      "greek", "greeks", "card", "tile"})


def source_kind(source: str) -> str:
    """The kind of a source text: seed, published or polislab edition.

    >>> source_kind("seed 003 §2: '15 Greeks per player'")
    'seed'
    >>> source_kind("somewhere")
    Traceback (most recent call last):
    ...
    ValueError: a source must begin with one of: 'seed 003 §', 'published (reference §', \
'polislab edition: '
    """
    for prefix, kind in SOURCE_KINDS:
        if source.startswith(prefix) and len(source) > len(prefix):
            return kind
    beginnings = ", ".join(repr(prefix) for prefix, _ in SOURCE_KINDS)
    raise ValueError(f"a source must begin with one of: {beginnings}")


# --------------------------------------------------------------------------------------------
# The typed records


@dataclass(frozen=True)
class LandRegion:
    """One land region of a tile: the printed edges it touches (none for an island), whether
    the city stands on it, and whether it crosses the tile's water on a bridge."""

    edges: tuple[int, ...]
    city: bool = False
    bridge: bool = False


@dataclass(frozen=True)
class Orientation:
    """A tile as it lies turned ``rotation``: everything by map edge (0-5, clockwise from
    north). ``kinds[d]`` is "L" or "W"; ``city_edges`` the map edges of the city's land
    region; ``water`` the water regions, each a frozenset of map edges."""

    rotation: int
    kinds: str
    city_edges: frozenset[int]
    water: tuple[frozenset[int], ...]
    signature: tuple[Any, ...]


@dataclass(frozen=True)
class Tile:
    """A map tile: six edges, its land and water regions, a temple or not.

    ``edges`` is the printed edges as a string of six "L"/"W", clockwise from north; ``land``
    the land regions (exactly one holds the city, except on the dolphin start tile); ``water``
    the water regions, each the printed edges it joins.
    """

    name: str
    edges: str
    land: tuple[LandRegion, ...]
    water: tuple[tuple[int, ...], ...]
    temple: bool
    start: bool = False

    @property
    def city(self) -> LandRegion:
        """The land region the city stands on."""
        for region in self.land:
            if region.city:
                return region
        raise ValueError(f"{self.name} has no city")

    @property
    def is_island(self) -> bool:
        return "L" not in self.edges

    @property
    def land_edges(self) -> int:
        return self.edges.count("L")

    @property
    def bridges(self) -> int:
        return sum(1 for region in self.land if region.bridge)

    @property
    def splits_water(self) -> bool:
        return len(self.water) > 1

    @cached_property
    def orientations(self) -> tuple[Orientation, ...]:
        """The tile turned 0 to 5 sixths of a turn."""
        out = []
        for k in range(6):
            kinds = "".join(self.edges[(d - k) % 6] for d in range(6))
            city = frozenset(board_edge(e, k) for e in self.city.edges) if not self.start \
                else frozenset()
            water = tuple(frozenset(board_edge(e, k) for e in w) for w in self.water)
            lands = frozenset((frozenset(board_edge(e, k) for e in r.edges), r.city, r.bridge)
                              for r in self.land)
            signature = (kinds, city, frozenset(water), lands)
            out.append(Orientation(k, kinds, city, water, signature))
        return tuple(out)

    @cached_property
    def rotations(self) -> tuple[int, ...]:
        """The rotations that lie differently: the first of each group that looks the same
        (an island has one, an isthmus across the tile two of its six)."""
        seen: set[tuple[Any, ...]] = set()
        out = []
        for o in self.orientations:
            if o.signature not in seen:
                seen.add(o.signature)
                out.append(o.rotation)
        return tuple(out)

    def looks(self, rotation: int = 0) -> str:
        """The tile in words as it lies turned ``rotation`` (0: as printed), for a learner
        who cannot read an edge code: "land on the north and north-east edges", "an island,
        with a temple", "land on the north and south edges, with a bridge".

        >>> from polislab.games.hellas.components import COMPONENTS as C
        >>> C.tile("Argos").looks(), C.tile("Argos").looks(4)
        ('land on the north and north-east edges', 'land on the south-west and north-west edges')
        >>> C.tile("Delos").looks()
        'an island, with a temple'
        """
        kinds = self.orientations[rotation % 6].kinds
        land = [EDGE_NAMES[e] for e in range(6) if kinds[e] == "L"]
        if not land:
            words = "an island" if not self.start else "all water"
        elif len(land) == 1:
            words = f"land on the {land[0]} edge"
        else:
            words = f"land on the {', '.join(land[:-1])} and {land[-1]} edges"
        extras = [x for x, on in (("a bridge", self.bridges), ("a temple", self.temple)) if on]
        return words + (f", with {' and '.join(extras)}" if extras else "")

    def lying(self, rotation: int) -> str:
        """How the tile lies, for a sentence: "with rotation 4 (land on the south-west and
        north-west edges)", the notation's number and what it means."""
        return f"with rotation {rotation} ({self.looks(rotation)})"

    def canonical_rotation(self, rotation: int) -> int:
        """The rotation in :attr:`rotations` that lies the same as ``rotation``."""
        signature = self.orientations[rotation % 6].signature
        for k in self.rotations:
            if self.orientations[k].signature == signature:
                return k
        raise AssertionError("unreachable")


@dataclass(frozen=True)
class God:
    """A god deck: its name, theme, card colour and number of cards."""

    name: str
    theme: str
    colour: str
    cards: int


@dataclass(frozen=True)
class Card:
    """A god card: its god, copies in the deck, when it may be played, whether it carries the
    opponent's-turn symbol, its effect (``kind`` and ``amount``), its text, and the effect in
    a few words as the card's face on the board shows it (``short``; the text when a file
    gives none)."""

    name: str
    god: str
    copies: int
    timing: str
    symbol: bool
    kind: str
    amount: int
    text: str
    short: str = ""

    @property
    def face(self) -> str:
        """The effect in a few words: ``short``, or the text when the file gives none."""
        return self.short or self.text


@dataclass(frozen=True)
class Components:
    """All components of a game of Hellas, checked (:func:`load`)."""

    start: Tile
    tiles: tuple[Tile, ...]
    gods: tuple[God, ...]
    cards: tuple[Card, ...]
    limits: Mapping[str, int]
    sources: Mapping[tuple[str, str, str], str] = field(repr=False, compare=False)
    directory: str | None = None

    # -- lookups ---------------------------------------------------------------------------
    @cached_property
    def _tiles(self) -> dict[str, Tile]:
        return {t.name: t for t in (self.start, *self.tiles)}

    @cached_property
    def _cards(self) -> dict[str, Card]:
        return {c.name: c for c in self.cards}

    @cached_property
    def tile_names(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.tiles)

    @cached_property
    def card_names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.cards)

    @cached_property
    def folded_tiles(self) -> dict[str, str]:
        """Tile names by their case-folded spelling (the start tile's too), for reading text."""
        return {t.name.casefold(): t.name for t in (self.start, *self.tiles)}

    @cached_property
    def card_words(self) -> tuple[tuple[tuple[str, ...], str], ...]:
        """Each card's case-folded words and its name, the longest first, for reading text."""
        pairs = [(tuple(c.name.casefold().split()), c.name) for c in self.cards]
        return tuple(sorted(pairs, key=lambda p: -len(p[0])))

    def tile(self, name: str) -> Tile:
        try:
            return self._tiles[name]
        except KeyError:
            raise KeyError(_unknown("tile", name, self._tiles)) from None

    def card(self, name: str) -> Card:
        try:
            return self._cards[name]
        except KeyError:
            raise KeyError(_unknown("god card", name, self._cards)) from None

    def god(self, name: str) -> God:
        for god in self.gods:
            if god.name == name:
                return god
        raise KeyError(_unknown("god", name, {g.name: g for g in self.gods}))

    def deck(self, god: str) -> tuple[str, ...]:
        """The whole deck of ``god``: its card names, copies repeated, in data order."""
        return tuple(c.name for c in self.cards if c.god == god for _ in range(c.copies))

    def limit(self, name: str) -> int:
        return self.limits[name]

    def source(self, file: str, record: str, field_name: str) -> str:
        """Where a value comes from: ``source("tiles.json", "Olympia", "temple")``."""
        try:
            return self.sources[(file, record, field_name)]
        except KeyError:
            raise KeyError(f"no sourced value {field_name!r} of {record!r} in {file}") from None

    @cached_property
    def temples(self) -> tuple[str, ...]:
        return tuple(t.name for t in self.tiles if t.temple)


def _unknown(what: str, name: str, known: Mapping[str, Any]) -> str:
    folded = {k.casefold(): k for k in known}
    if isinstance(name, str) and name.casefold() in folded:
        return f"unknown {what} {name!r}; it is spelt {folded[name.casefold()]!r}"
    close = difflib.get_close_matches(str(name), list(known), n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return f"unknown {what} {name!r}{hint}"


# --------------------------------------------------------------------------------------------
# Loading


class _File:
    """One data file being read: its records and the sources of their fields."""

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.data = parse_json_text(text, name)
        if not isinstance(self.data, dict) or not isinstance(self.data.get("about"), str):
            raise ScenarioError(f"{name}: a data file is an object with an 'about' text")
        self.field_sources = self.data.get("field_sources", {})
        if not isinstance(self.field_sources, dict):
            raise ScenarioError(f"{name}: 'field_sources' must map fields to sources")
        self.sources: dict[tuple[str, str, str], str] = {}

    def fail(self, record: Any, reason: str) -> ScenarioError:
        label = record.get("name") if isinstance(record, dict) else None
        where = f"{self.name}, record {label!r}" if label else self.name
        return ScenarioError(f"{where}: {reason}")

    def section(self, key: str) -> list[dict[str, Any]]:
        records = self.data.get(key)
        if not isinstance(records, list) or not all(isinstance(r, dict) for r in records):
            raise ScenarioError(f"{self.name}: '{key}' must be a list of records")
        return records

    def read(self, record: dict[str, Any], fields: Mapping[str, Any]) -> dict[str, Any]:
        """The record's values (``fields``: name -> default, or ``...`` when required), each
        with a source; unknown fields and fields without a source are errors."""
        allowed = set(fields) | {"source", "sources"}
        unknown = sorted(set(record) - allowed)
        if unknown:
            raise self.fail(record, f"unknown field(s): {', '.join(unknown)}")
        values = {}
        for name, default in fields.items():
            if name not in record and default is ...:
                raise self.fail(record, f"missing field {name!r}")
            values[name] = record.get(name, default)
        own = record.get("sources", {})
        if not isinstance(own, dict):
            raise self.fail(record, "'sources' must map fields to sources")
        for name in own:
            if name not in fields:
                raise self.fail(record, f"a source for the unknown field {name!r}")
        for name in fields:
            if name not in record:
                continue
            text = own.get(name, self.field_sources.get(name, record.get("source")))
            if not isinstance(text, str):
                raise self.fail(record, f"the field {name!r} has no source")
            try:
                source_kind(text)
            except ValueError as err:
                raise self.fail(record, f"the source of {name!r}: {err}") from None
            self.sources[(self.name, str(record.get("name")), name)] = text
        return values


def _text(directory: str | None, name: str) -> str:
    if directory is not None:
        text = read_text_file(Path(directory) / name, f"the data file {name}", missing_ok=True)
        if text is not None:
            return text
    return resources.files("polislab.games.hellas").joinpath("data").joinpath(name).read_text(
        encoding="utf-8")


@lru_cache(maxsize=8)
def load(directory: str | None = None) -> Components:
    """The components read from the data files (polislab's, or those in ``directory``);
    :class:`ScenarioError` naming the file at the first problem, whatever the files hold."""
    with refusing("the data files" if directory is None else
                  f"the data files in {excerpt(str(directory))}"):
        return _load(directory)


def _load(directory: str | None = None) -> Components:
    """The components read from the data files: those in ``directory`` where it holds them
    (a user's own tiles or cards), polislab's otherwise. :class:`ScenarioError` if a file is
    wrong."""
    files = {name: _File(name, _text(directory, name)) for name in DATA_FILES}
    limits = _limits(files["components.json"])
    start, tiles = _tiles(files["tiles.json"])
    gods, cards = _gods(files["gods.json"])
    sources: dict[tuple[str, str, str], str] = {}
    for f in files.values():
        sources.update(f.sources)
    components = Components(start, tiles, gods, cards, limits, sources, directory)
    _check(components, files)
    return components


def _limits(f: _File) -> dict[str, int]:
    limits: dict[str, int] = {}
    for record in f.section("limits"):
        values = f.read(record, {"name": ..., "value": ..., "per": ...})
        name, value = values["name"], values["value"]
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise f.fail(record, "a limit is a whole number of 1 or more")
        if name in limits:
            raise f.fail(record, "a limit named twice")
        limits[name] = value
    wanted = {"greeks", "ships", "tiles", "cards per god", "starting cards per god",
              "setup tiles", "greeks per city", "ships per city", "hand", "hand per god",
              "burst actions", "burst actions with more temples", "cities to win"}
    missing = sorted(wanted - set(limits))
    if missing:
        raise ScenarioError(f"components.json: missing limit(s): {', '.join(missing)}")
    unknown = sorted(set(limits) - wanted)
    if unknown:
        raise ScenarioError(f"components.json: unknown limit(s): {', '.join(unknown)}")
    return limits


def _edges(f: _File, record: dict[str, Any], value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(
            isinstance(e, int) and not isinstance(e, bool) and 0 <= e <= 5 for e in value):
        raise f.fail(record, "edges are listed as numbers 0 to 5")
    if len(set(value)) != len(value):
        raise f.fail(record, "an edge is listed twice in one region")
    return tuple(sorted(value))


def _tile(f: _File, record: dict[str, Any], start: bool) -> Tile:
    values = f.read(record, {"name": ..., "edges": ..., "land": ..., "water": ...,
                             "temple": ...})
    name, edges = values["name"], values["edges"]
    if not isinstance(name, str) or not name or " " in name or name.casefold() in RESERVED:
        raise f.fail(record, "a tile is named by one word, not a word of the notation")
    if not isinstance(edges, str) or len(edges) != 6 or set(edges) - {"L", "W"}:
        raise f.fail(record, "'edges' is six letters L or W, clockwise from north")
    if not isinstance(values["temple"], bool):
        raise f.fail(record, "'temple' is true or false")
    if not isinstance(values["land"], list) or not isinstance(values["water"], list):
        raise f.fail(record, "'land' and 'water' are lists of regions")
    land = []
    for region in values["land"]:
        if not isinstance(region, dict) or set(region) - {"edges", "city", "bridge"}:
            raise f.fail(record, "a land region is {'edges': [...], 'city': ..., 'bridge': ...}")
        city, bridge = region.get("city", False), region.get("bridge", False)
        if not isinstance(city, bool) or not isinstance(bridge, bool):
            raise f.fail(record, "'city' and 'bridge' are true or false")
        land.append(LandRegion(_edges(f, record, region.get("edges")), city, bridge))
    water = tuple(_edges(f, record, w) for w in values["water"])
    tile = Tile(name, edges, tuple(land), water, values["temple"], start)
    _check_tile(f, record, tile)
    return tile


def separated(a: int, b: int, land: tuple[LandRegion, ...]) -> bool:
    """Whether the water at edges ``a`` and ``b`` of a tile is split by a land region running
    between them without a bridge (one with edges on both arcs of the rim from a to b)."""
    first = {(a + i) % 6 for i in range(1, (b - a) % 6)}
    second = {(b + i) % 6 for i in range(1, (a - b) % 6)}
    return any(not r.bridge and first & set(r.edges) and second & set(r.edges) for r in land)


def _check_tile(f: _File, record: dict[str, Any], tile: Tile) -> None:
    land_edges = [e for e in range(6) if tile.edges[e] == "L"]
    water_edges = [e for e in range(6) if tile.edges[e] == "W"]
    in_land = sorted(e for r in tile.land for e in r.edges)
    if in_land != land_edges:
        raise f.fail(record, f"the land regions must hold each land edge once ({land_edges}), "
                             f"not {in_land}")
    in_water = sorted(e for w in tile.water for e in w)
    if in_water != water_edges:
        raise f.fail(record, f"the water regions must hold each water edge once "
                             f"({water_edges}), not {in_water}")
    if any(not w for w in tile.water):
        raise f.fail(record, "a water region touching no edge (a lake) would always be a new "
                             "water segment, so the tile could never be placed")
    cities = sum(1 for r in tile.land if r.city)
    if tile.start:
        if tile.land or len(tile.water) != 1 or tile.temple:
            raise f.fail(record, "the start tile is all water, one region, no city, no temple")
        return
    if cities != 1:
        raise f.fail(record, "a tile has exactly one city (reference §A2)")
    if any(not r.edges and not r.city for r in tile.land):
        raise f.fail(record, "a land region touching no edge must hold the city (an island)")
    for i, r in enumerate(tile.land):
        for s in tile.land[i + 1:]:
            if _interleave(r.edges, s.edges):
                raise f.fail(record, "two land regions cross each other")
        if r.bridge and not any(separated(a, b, (LandRegion(r.edges),))
                                for a in water_edges for b in water_edges if a != b):
            raise f.fail(record, "a bridge must cross water that the land would otherwise split")
    # the water regions must be exactly those the land (less its bridges) leaves
    for w in tile.water:
        for a in w:
            for b in w:
                if a != b and separated(a, b, tile.land):
                    raise f.fail(record, f"edges {a} and {b} are one water region, but land "
                                         "without a bridge runs between them")
    for i, w in enumerate(tile.water):
        for v in tile.water[i + 1:]:
            if not any(separated(a, b, tile.land) for a in w for b in v):
                raise f.fail(record, f"water regions {list(w)} and {list(v)} are not split by "
                                     "any land: they are one region")


def _interleave(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    for x in a:
        for y in a:
            if x != y:
                first = {(x + i) % 6 for i in range(1, (y - x) % 6)}
                second = {(y + i) % 6 for i in range(1, (x - y) % 6)}
                if first & set(b) and second & set(b):
                    return True
    return False


def _tiles(f: _File) -> tuple[Tile, tuple[Tile, ...]]:
    starts = [_tile(f, r, True) for r in f.section("start")]
    if len(starts) != 1:
        raise ScenarioError("tiles.json: 'start' holds exactly one tile (the dolphin)")
    tiles = tuple(_tile(f, r, False) for r in f.section("tiles"))
    names = [starts[0].name, *(t.name for t in tiles)]
    for name in names:
        if sum(1 for n in names if n.casefold() == name.casefold()) > 1:
            raise ScenarioError(f"tiles.json: the tile {name!r} is named twice")
    return starts[0], tiles


def _gods(f: _File) -> tuple[tuple[God, ...], tuple[Card, ...]]:
    gods = []
    for record in f.section("gods"):
        v = f.read(record, {"name": ..., "theme": ..., "colour": ..., "cards": ...})
        gods.append(God(v["name"], v["theme"], v["colour"], v["cards"]))
    if tuple(g.name for g in gods) != GODS:
        raise ScenarioError(f"gods.json: the gods are {', '.join(GODS)}, in that order")
    cards = []
    for record in f.section("cards"):
        v = f.read(record, {"name": ..., "god": ..., "copies": ..., "timing": ...,
                            "symbol": ..., "effect": ..., "text": ..., "short": ""})
        name = v["name"]
        if not isinstance(name, str) or not name.strip() or \
                name.split()[0].casefold() in RESERVED:
            raise f.fail(record, "a card's name is words, the first not a word of the notation")
        if v["god"] not in GODS:
            raise f.fail(record, f"'god' is one of {', '.join(GODS)}")
        if not isinstance(v["copies"], int) or isinstance(v["copies"], bool) or v["copies"] < 1:
            raise f.fail(record, "'copies' is a whole number of 1 or more")
        if v["timing"] not in TIMINGS:
            raise f.fail(record, f"'timing' is one of: {'; '.join(TIMINGS)}")
        if not isinstance(v["symbol"], bool):
            raise f.fail(record, "'symbol' is true or false")
        effect = v["effect"]
        if not isinstance(effect, dict) or set(effect) != {"kind", "amount"}:
            raise f.fail(record, "'effect' is {'kind': ..., 'amount': ...}")
        kind, amount = effect["kind"], effect["amount"]
        if kind not in EFFECT_KINDS:
            raise f.fail(record, f"unknown effect kind {kind!r}; the engine knows "
                                 f"{', '.join(EFFECT_KINDS)}")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
            raise f.fail(record, "an effect's amount is a whole number of 0 or more")
        if v["timing"] != EFFECT_TIMINGS[kind]:
            raise f.fail(record, f"an effect {kind!r} is played at the timing "
                                 f"{EFFECT_TIMINGS[kind]!r}")
        if v["symbol"] != v["timing"].startswith("opponent's"):
            raise f.fail(record, "the symbol marks exactly the cards played on the "
                                 "opponent's turn")
        if not isinstance(v["text"], str) or not v["text"].strip():
            raise f.fail(record, "a card says what it does in 'text'")
        if not isinstance(v["short"], str):
            raise f.fail(record, "'short' is the effect in a few words")
        cards.append(Card(name, v["god"], v["copies"], v["timing"], v["symbol"], kind, amount,
                          v["text"], v["short"].strip()))
    names = [c.name.casefold() for c in cards]
    for card in cards:
        if names.count(card.name.casefold()) > 1:
            raise ScenarioError(f"gods.json: the card {card.name!r} is named twice")
    return tuple(gods), tuple(cards)


def _check(c: Components, files: Mapping[str, _File]) -> None:
    if 1 + len(c.tiles) != c.limit("tiles"):
        raise ScenarioError(f"tiles.json: {1 + len(c.tiles)} tiles with the start tile, not the "
                            f"{c.limit('tiles')} of components.json")
    for god in c.gods:
        count = len(c.deck(god.name))
        if count != god.cards or count != c.limit("cards per god"):
            raise ScenarioError(f"gods.json: the {god.name} deck holds {count} cards, not "
                                f"{god.cards} (and {c.limit('cards per god')} a god)")
    tile_names = {t.casefold() for t in (c.start.name, *c.tile_names)}
    for card in c.cards:
        for word in (card.name.casefold(), card.name.split()[0].casefold()):
            if word in tile_names:
                raise ScenarioError(f"gods.json: the card {card.name!r} is named like a tile")
    if c.limit("burst actions with more temples") < c.limit("burst actions"):
        raise ScenarioError("components.json: more temples cannot mean fewer burst actions")


#: polislab's components (the "polislab edition").
COMPONENTS = load()
