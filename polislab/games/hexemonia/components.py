"""The components of Hexemonia, loaded from data files, typed and checked.

``data/tiles.json`` holds the 51 Terrain tiles (one record per title, with its copies by
player-count icon), ``data/acropolis.json`` the 5 Acropolis tiles and ``data/rules.json`` the
numbers of the rules (cubes, hand limit, scoring). Every value carries its source: a section
of seed 004 (the rulebook text), a published fact from the reference, or a "polislab edition"
value designed to fit the seed (all listed in ``docs/rules/hexemonia.md``). :func:`load`
checks every record and raises :class:`~polislab.core.errors.ScenarioError` naming the file
and the record.

>>> from polislab.games.hexemonia import COMPONENTS as C
>>> gym = C.tile("Gymnasium")
>>> gym.type, gym.nature, gym.cost, gym.production
('Polis', 'Military', Cost(citizens=1, hoplites=1, gold=1), Production(kind='hoplites', amount=1))
>>> len(C.tiles_for(2)), len(C.tiles_for(3)), len(C.tiles_for(4))
(23, 35, 51)
>>> [a.name for a in C.acropolis_for(4)]
['Athens', 'Sparta', 'Delphi', 'Delos']
>>> C.source("tiles.json", "Phalanx", "shield")[:30]
'seed 004 §War, Fortifications:'
>>> C.tile("Gymnasion")
Traceback (most recent call last):
...
KeyError: "unknown tile 'Gymnasion'; did you mean 'Gymnasium'?"
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, parse_json_text, read_text_file, refusing

__all__ = [
    "ABILITIES", "COMPONENTS", "DATA_FILES", "KINDS", "NATURES", "PLAYER_COUNTS", "SOURCE_KINDS",
    "TYPES", "Acropolis", "Components", "Cost", "Production", "Tile", "load", "source_kind",
]

#: The four tile types (seed 004 §Tiles), by their title colour.
TYPES: tuple[str, ...] = ("Chora", "Fortification", "Polis", "Myth")
#: The four Natures (seed 004 §Tiles): eye, helmet, amphora, lightning bolt.
NATURES: tuple[str, ...] = ("Political", "Military", "Economic", "Sacred")
#: The three kinds of Resource cube, in the order costs are written and paid.
KINDS: tuple[str, ...] = ("citizens", "hoplites", "gold")
#: The player counts the game is for (seed 004: "For 2 to 4 players").
PLAYER_COUNTS: tuple[int, ...] = (2, 3, 4)
#: The gear abilities the seed describes (seed 004, the tile abilities).
ABILITIES: tuple[str, ...] = (
    "lighthouse", "labyrinth", "agora", "tavern", "temple", "port", "necropolis", "spring",
    "hades", "oracle", "fates", "pandora",
)
DATA_FILES: tuple[str, ...] = ("tiles.json", "acropolis.json", "rules.json")
#: How a source text must begin, and the kind of source each beginning means.
SOURCE_KINDS: tuple[tuple[str, str], ...] = (
    ("seed 004 §", "seed"),
    ("published (reference §", "published"),
    ("polislab edition: ", "polislab edition"),
)


EDITION = "polislab edition"


def source_kind(source: str) -> str:
    """The kind of a source text: seed, published or polislab edition.

    >>> source_kind("seed 004 §Scoring: '2 points for each active Polis tile'")
    'seed'
    """
    for prefix, kind in SOURCE_KINDS:
        if source.startswith(prefix) and len(source) > len(prefix):
            return kind
    raise ValueError("a source must begin with one of: "
                     + ", ".join(repr(p) for p, _ in SOURCE_KINDS))


class Cost(NamedTuple):
    """Resources, in the order citizens, hoplites, gold: a tile's cost, or cubes anywhere."""

    citizens: int = 0
    hoplites: int = 0
    gold: int = 0

    def __str__(self) -> str:
        return describe_cubes(self) or "nothing"


def describe_cubes(cubes: tuple[int, int, int]) -> str:
    """"2 Citizens, 1 Hoplite and 1 Gold" (empty for none).

    >>> describe_cubes((2, 1, 1)), describe_cubes((0, 0, 3)), describe_cubes((1, 0, 0))
    ('2 Citizens, 1 Hoplite and 1 Gold', '3 Gold', '1 Citizen')
    """
    parts = [f"{n} {cube_word(kind, n)}" for kind, n in zip(KINDS, cubes, strict=True) if n]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


def cube_word(kind: str, count: int) -> str:
    """The word for ``count`` cubes of ``kind``: "Citizen(s)", "Hoplite(s)", "Gold"."""
    if kind == "gold":
        return "Gold"
    word = "Citizen" if kind == "citizens" else "Hoplite"
    return word if count == 1 else word + "s"


class Production(NamedTuple):
    kind: str
    amount: int


@dataclass(frozen=True)
class Tile:
    """One Terrain tile title: its type, Nature, cost, production, shield and gear ability,
    and how many copies carry each player-count icon (``copies[2]``, ``[3]``, ``[4]``)."""

    name: str
    type: str
    nature: str
    cost: Cost
    production: Production | None
    shield: int
    ability: str | None
    copies: Mapping[int, int]

    @property
    def is_myth(self) -> bool:
        return self.type == "Myth"

    @property
    def total_cost(self) -> int:
        return sum(self.cost)

    def copies_for(self, players: int) -> int:
        """How many copies are in a game of ``players`` (icons up to ``players``)."""
        return sum(n for icon, n in self.copies.items() if icon <= players)


@dataclass(frozen=True)
class Acropolis:
    """An Acropolis tile: the city, the player counts it is used at, its Nature and its
    end-game bonus (``bonus_points`` for each Active tile of ``bonus_type``)."""

    name: str
    players: tuple[int, ...]
    nature: str
    bonus_type: str
    bonus_points: int


@dataclass(frozen=True)
class Components:
    tiles: tuple[Tile, ...]
    acropolis: tuple[Acropolis, ...]
    rules: Mapping[str, int]
    abilities: Mapping[str, str]
    sources: Mapping[tuple[str, str, str], str]
    #: Each ability in a few words, for the line a tile's card gives it ("move 2 Resources").
    ability_lines: Mapping[str, str]

    @cached_property
    def _by_name(self) -> dict[str, Tile]:
        return {t.name: t for t in self.tiles}

    @cached_property
    def _by_folded(self) -> dict[str, str]:
        names = {t.name.casefold(): t.name for t in self.tiles}
        names["amphitheatre"] = "Amphitheater"  # Example 7 spells it so
        return names

    @cached_property
    def tile_order(self) -> dict[str, int]:
        """Each tile's place in the data (hands and piles are sorted by it)."""
        return {t.name: i for i, t in enumerate(self.tiles)}

    def tile(self, name: str) -> Tile:
        """The tile called ``name`` (any case; "Amphitheatre" too)."""
        found = self._by_name.get(name) or self._by_name.get(self._by_folded.get(name.casefold(),
                                                                                  ""))
        if found is None:
            close = difflib.get_close_matches(name, list(self._by_name), n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise KeyError(f"unknown tile {name!r}{hint}")
        return found

    def acropolis_tile(self, name: str) -> Acropolis:
        for a in self.acropolis:
            if a.name.casefold() == name.casefold():
                return a
        raise KeyError(f"unknown Acropolis {name!r}; the five are "
                       + ", ".join(a.name for a in self.acropolis))

    @cached_property
    def _tiles_for(self) -> dict[int, tuple[str, ...]]:
        return {n: tuple(t.name for t in self.tiles for _ in range(t.copies_for(n)))
                for n in PLAYER_COUNTS}

    def tiles_for(self, players: int) -> tuple[str, ...]:
        """The Terrain tiles of a game of ``players``, copies repeated, in data order
        (seed 004 §Setting Up the Game: the icons up to the player count)."""
        return self._tiles_for[players]

    def acropolis_for(self, players: int) -> tuple[Acropolis, ...]:
        return tuple(a for a in self.acropolis if players in a.players)

    @cached_property
    def myths(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.is_myth)

    def rule(self, name: str) -> int:
        return self.rules[name]

    def source(self, file: str, record: str, field: str) -> str:
        """Where a value comes from: ``source("tiles.json", "Phalanx", "shield")``."""
        return self.sources[(file, record, field)]

    def edition(self, title: str, field: str) -> bool:
        """Whether the ``field`` of the tile or Acropolis ``title`` ("type", "nature",
        "cost", "production", "shield") is a polislab-edition value, not the rulebook's (a
        tile's type counts as one when its whole tile is, as Prometheus).

        >>> COMPONENTS.edition("Walls", "shield"), COMPONENTS.edition("Phalanx", "shield")
        (True, False)
        """
        if any(a.name == title for a in self.acropolis):
            return source_kind(self.source("acropolis.json", title, field)) == EDITION
        name = self.tile(title).name
        fields = ("name", field) if field == "type" else (field,)
        return any(source_kind(self.source("tiles.json", name, f)) == EDITION for f in fields)

    def mark(self, title: str, field: str) -> str:
        """"*" after a polislab-edition value (:meth:`edition`), "" after the rulebook's."""
        return "*" if self.edition(title, field) else ""

    def inferred(self, title: str, field: str) -> str:
        """The worked example a rulebook value of the tile ``title`` is inferred from, as its
        source names it ("Example 6"; "Examples 5 and 6"), "" for a value the rulebook gives
        as it stands or a polislab-edition one.

        >>> COMPONENTS.inferred("Phalanx", "cost"), COMPONENTS.inferred("Gymnasium", "cost")
        ('Example 6', '')
        """
        name = self.tile(title).name
        text = self.source("tiles.json", name, field)
        if source_kind(text) == EDITION or "(inferred)" not in text:
            return ""
        numbers = sorted(set(re.findall(r"Example (\d)", text.split("(inferred)")[0])))
        if len(numbers) == 1:
            return f"Example {numbers[0]}"
        return f"Examples {', '.join(numbers[:-1])} and {numbers[-1]}"


# -- loading ------------------------------------------------------------------------------------
_TILE_FIELDS = ("name", "type", "nature", "cost", "production", "shield", "ability", "copies")
_ACROPOLIS_FIELDS = ("name", "players", "nature", "bonus_type", "bonus_points")


def _fail(file: str, record: str, reason: str) -> ScenarioError:
    return ScenarioError(f"{file}, {record}: {reason}")


def _read(directory: Path | None, file: str) -> dict[str, Any]:
    if directory is None:
        text = resources.files(__package__).joinpath("data", file).read_text("utf-8")
    else:
        text = str(read_text_file(directory / file, f"the data file {file}"))

    def no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        seen: set[str] = set()
        for k, _ in pairs:
            if k in seen:
                raise ScenarioError(f"{file}: the key {excerpt(k)} appears twice in one object")
            seen.add(k)
        return dict(pairs)

    data = parse_json_text(text, file, pairs_hook=no_duplicates)
    if not isinstance(data, dict) or not isinstance(data.get("about"), str):
        raise ScenarioError(f"{file}: must be an object with an 'about' text")
    return data


def _sources(file: str, record: dict[str, Any], fields: tuple[str, ...],
             out: dict[tuple[str, str, str], str]) -> None:
    name = record["name"]
    given = record.get("sources", {})
    for f in fields:
        text = given.get(f, record.get("source"))
        if not isinstance(text, str):
            raise _fail(file, name, f"the field {f!r} has no source")
        try:
            source_kind(text)
        except ValueError as err:
            raise _fail(file, name, f"the source of {f!r}: {err}") from None
        out[(file, name, f)] = text
    unknown = set(given) - set(fields)
    if unknown:
        raise _fail(file, name, f"sources for unknown fields {sorted(unknown)}")


def _keys(file: str, record: dict[str, Any], fields: tuple[str, ...]) -> None:
    name = record.get("name", "?")
    allowed = set(fields) | {"source", "sources"}
    missing = [f for f in fields if f not in record]
    extra = sorted(set(record) - allowed)
    if missing:
        raise _fail(file, name, f"missing field(s) {missing}")
    if extra:
        raise _fail(file, name, f"unknown field(s) {extra}")


def _cubes(file: str, name: str, value: Any) -> Cost:
    if not isinstance(value, dict) or set(value) != set(KINDS):
        raise _fail(file, name, "a cost names citizens, hoplites and gold")
    if any(not isinstance(value[k], int) or value[k] < 0 for k in KINDS):
        raise _fail(file, name, "a cost is whole numbers, 0 or more")
    return Cost(*(value[k] for k in KINDS))


def _tile(file: str, record: dict[str, Any], abilities: Mapping[str, str]) -> Tile:
    _keys(file, record, _TILE_FIELDS)
    name = record["name"]
    if record["type"] not in TYPES:
        raise _fail(file, name, f"type must be one of {TYPES}")
    if record["nature"] not in NATURES:
        raise _fail(file, name, f"nature must be one of {NATURES}")
    production = record["production"]
    if production is not None:
        if (not isinstance(production, dict) or set(production) != {"kind", "amount"}
                or production["kind"] not in KINDS or not isinstance(production["amount"], int)
                or production["amount"] < 1):
            raise _fail(file, name, "production is null or {kind, amount} with a cube kind")
        production = Production(production["kind"], production["amount"])
    ability = record["ability"]
    if ability is not None and ability not in abilities:
        raise _fail(file, name, f"unknown ability {ability!r}")
    shield = record["shield"]
    if not isinstance(shield, int) or shield < 0:
        raise _fail(file, name, "shield is a whole number, 0 or more")
    if shield and record["type"] != "Fortification":
        raise _fail(file, name, "only a Fortification tile has a shield (Hexemonia rulebook "
                                "§Fortification Tiles)")
    copies = record["copies"]
    if (not isinstance(copies, dict) or set(copies) != {"2", "3", "4"}
            or any(not isinstance(n, int) or n < 0 for n in copies.values())):
        raise _fail(file, name, "copies gives a count for each icon '2', '3' and '4'")
    cost = _cubes(file, name, record["cost"])
    if record["type"] == "Myth" and any(cost):
        raise _fail(file, name, "a Myth tile has no cost (Hexemonia rulebook §Myth Tiles)")
    return Tile(name, record["type"], record["nature"], cost, production, shield, ability,
                {int(k): v for k, v in copies.items()})


def load(directory: str | Path | None = None) -> Components:
    """The components read from the data files (polislab's, or those in ``directory``);
    :class:`ScenarioError` naming the file at the first problem, whatever the files hold."""
    with refusing("the data files" if directory is None else
                  f"the data files in {excerpt(str(directory))}"):
        return _load(directory)


def _load(directory: str | Path | None = None) -> Components:
    """Read and check the data files (those shipped with polislab, or ``directory``'s)."""
    where = None if directory is None else Path(directory)
    sources: dict[tuple[str, str, str], str] = {}

    data = _read(where, "rules.json")
    rules = {}
    for record in data["rules"]:
        rules[record["name"]] = record["value"]
        try:
            source_kind(record["source"])
        except (KeyError, ValueError) as err:
            raise _fail("rules.json", record["name"], f"bad source: {err}") from None
        sources[("rules.json", record["name"], "value")] = record["source"]

    data = _read(where, "tiles.json")
    abilities = {a["name"]: a["text"] for a in data["abilities"]}
    if tuple(abilities) != ABILITIES:
        raise ScenarioError(f"tiles.json: the abilities must be {ABILITIES}")
    lines = {}
    for a in data["abilities"]:
        if not isinstance(a.get("short"), str) or not a["short"]:
            raise _fail("tiles.json", a["name"], "an ability needs its short words, 'short'")
        try:
            source_kind(a.get("short_source", ""))
        except ValueError as err:
            raise _fail("tiles.json", a["name"], f"bad short_source: {err}") from None
        lines[a["name"]] = a["short"]
        sources[("tiles.json", a["name"], "short")] = a["short_source"]
    tiles = []
    for record in data["tiles"]:
        tiles.append(_tile("tiles.json", record, abilities))
        _sources("tiles.json", record, _TILE_FIELDS, sources)
    names = [t.name for t in tiles]
    if len(set(names)) != len(names):
        raise ScenarioError("tiles.json: a tile title appears twice")
    total = sum(sum(t.copies.values()) for t in tiles)
    if total != rules["terrain_tiles"]:
        raise ScenarioError(f"tiles.json: {total} Terrain tiles, not the "
                            f"{rules['terrain_tiles']} of the Hexemonia rulebook §Game Components")
    myths = [t for t in tiles if t.is_myth]
    if len(myths) != rules["myth_tokens"] or any(sum(t.copies.values()) != 1 for t in myths):
        raise ScenarioError("tiles.json: one Myth tile for each of the 6 Myth tokens")

    data = _read(where, "acropolis.json")
    acropolis = []
    for record in data["acropolis"]:
        _keys("acropolis.json", record, _ACROPOLIS_FIELDS)
        name = record["name"]
        if record["nature"] not in NATURES or record["bonus_type"] not in TYPES:
            raise _fail("acropolis.json", name, "unknown Nature or bonus type")
        acropolis.append(Acropolis(name, tuple(record["players"]), record["nature"],
                                   record["bonus_type"], record["bonus_points"]))
        _sources("acropolis.json", record, _ACROPOLIS_FIELDS, sources)
    for players in PLAYER_COUNTS:
        count = sum(1 for a in acropolis if players in a.players)
        if count != players:
            raise ScenarioError(f"acropolis.json: {count} Acropolis tiles for {players} players")
    return Components(tuple(tiles), tuple(acropolis), rules, abilities, sources,
                      MappingProxyType(lines))


COMPONENTS = load()
