"""Reading Hegemony's component data files into the typed records, checked.

How a file is laid out: a JSON object with an ``about`` text, optional ``field_sources``
(field name -> source, the default for that field in every record of the file) and one or more
sections, each a list of records. A record names itself with ``name`` (or ``between``, for a
link) and gives its sources with ``source`` (the default for all its fields) and/or
``sources`` (field name -> source). The most specific wins: ``sources[field]``, then the
file's ``field_sources[field]``, then ``source``. A field with no source is an error.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Mapping
from functools import lru_cache, partial
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeGuard

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, parse_json_text, read_text_file, refusing

from .records import (
    GOODS,
    MARKET_MOVES,
    MERCENARIES,
    PRESTIGE_RULES,
    PROJECT_KINDS,
    RESOURCES,
    SALPINX,
    SIDES,
    UNITS,
    CombatCard,
    Components,
    Diolkos,
    EventCard,
    EventDeck,
    EventEffect,
    Limits,
    Market,
    MarketBand,
    MarketChart,
    MarketMove,
    Polis,
    Project,
    Resources,
    Round,
    RoundTrack,
    SeaLink,
    Setup,
    Shipload,
    Side,
    SideName,
    SideSetup,
    SourcedValue,
    Territory,
    TradePort,
    TributeBox,
    TributeRow,
    source_kind,
)

#: The game's package, whose data/ folder holds the files.
_GAME_PACKAGE = "polislab.games.hegemony"
#: The data files, in load order.
DATA_FILES: tuple[str, ...] = (
    "map.json", "poleis.json", "sides.json", "tribute.json", "market.json", "trade.json",
    "projects.json", "components.json", "rounds.json", "setup.json", "events.json",
    "combat.json",
)

# --------------------------------------------------------------------------------------------
# Reading the files


def _no_duplicate_keys(name: str, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise ScenarioError(f"{name}: not valid JSON: the key {excerpt(key)} appears twice "
                                "in one object")
        data[key] = value
    return data


class _File:
    """One data file: its sections of records, and where each record's line is."""

    def __init__(self, name: str, text: str) -> None:
        self.name = name
        self.text = text
        data = parse_json_text(text, name, pairs_hook=partial(_no_duplicate_keys, name))
        if not isinstance(data, dict) or not isinstance(data.get("about"), str):
            raise ScenarioError(f"{name}: must be a JSON object with an 'about' text")
        self.data = data
        field_sources = data.get("field_sources", {})
        if not isinstance(field_sources, dict) or not all(
            isinstance(value, str) for value in field_sources.values()
        ):
            raise ScenarioError(f"{name}: 'field_sources' must map field names to source texts")
        for field_name, source in field_sources.items():
            self._check_source(source, f"field_sources.{field_name}")
        self.field_sources: dict[str, str] = field_sources
        self.used_field_sources: set[str] = set()
        self.values: list[SourcedValue] = []

    def fail(self, reason: str, line: int | None = None) -> ScenarioError:
        return ScenarioError(f"{self.name}: {reason}", line=line)

    def _check_source(self, source: Any, where: str, line: int | None = None) -> None:
        if not isinstance(source, str):
            raise self.fail(f"{where}: a source must be text", line)
        try:
            source_kind(source)
        except ValueError as err:
            raise self.fail(f"{where}: {err}", line) from None

    def section(self, key: str, required: tuple[str, ...]) -> list[_Record]:
        """The records of section ``key``; each must have exactly the fields ``required``."""
        raw = self.data.get(key)
        if not isinstance(raw, list) or not raw:
            raise self.fail(f"section {key!r} must be a non-empty list of records")
        records: list[_Record] = []
        seen: dict[str, int] = {}
        for index, item in enumerate(raw):
            record = _Record(self, key, index, item, required, seen)
            if record.label in {r.label for r in records}:
                raise record.fail("appears twice")
            records.append(record)
        return records

    def check_all_field_sources_used(self) -> None:
        unused = sorted(set(self.field_sources) - self.used_field_sources)
        if unused:
            raise self.fail(f"field_sources names fields no record has: {', '.join(unused)}")


class _Record:
    """One record of a section, with its sources resolved field by field."""

    def __init__(
        self, file: _File, section: str, index: int, raw: Any, required: tuple[str, ...],
        seen: dict[str, int],
    ) -> None:
        self.file = file
        self.section = section
        if not isinstance(raw, dict):
            raise file.fail(f"{section}[{index}] must be an object")
        self.raw = raw
        key = "between" if "between" in required else "name"
        value = raw.get(key)
        if key == "between":
            ok = isinstance(value, list) and len(value) == 2 and all(
                isinstance(v, str) for v in value)
            name = "–".join(value) if ok and isinstance(value, list) else f"{section}[{index}]"
        else:
            name = value if isinstance(value, str) and value else f"{section}[{index}]"
        occurrence = seen.get(name, 0)
        seen[name] = occurrence + 1
        self.line = _line_of(file.text, key, value, occurrence)
        self.name = name
        # Event cards repeat names across rounds: their label carries the round.
        self.label = f"{name} (round {raw.get('round')})" if section == "cards" else name
        if key == "between" and not ok:
            raise self.fail("'between' must name two seas")
        if key == "name" and not (isinstance(value, str) and value):
            raise self.fail("needs a 'name'")
        fields = set(raw) - {"source", "sources"}
        missing = [f for f in required if f not in fields]
        unknown = sorted(fields - set(required))
        if missing:
            raise self.fail(f"missing field(s): {', '.join(missing)}")
        if unknown:
            raise self.fail(f"unknown field(s): {', '.join(unknown)}")
        own = raw.get("sources", {})
        if not isinstance(own, dict):
            raise self.fail("'sources' must map field names to source texts")
        stray = sorted(set(own) - fields)
        if stray:
            raise self.fail(f"'sources' names fields the record does not have: {', '.join(stray)}")
        default = raw.get("source")
        sources: dict[str, str] = {}
        for field_name in required:
            if field_name in own:
                source = own[field_name]
            elif field_name in file.field_sources:
                source = file.field_sources[field_name]
                file.used_field_sources.add(field_name)
            elif default is not None:
                source = default
            else:
                raise self.fail(f"no source for field {field_name!r}")
            file._check_source(source, f"{section} {self.label!r}: {field_name}", self.line)
            sources[field_name] = source
            file.values.append(
                SourcedValue(file.name, section, self.label, field_name, raw[field_name], source)
            )
        if default is not None:
            file._check_source(default, f"{section} {self.label!r}: source", self.line)
        self.sources: Mapping[str, str] = MappingProxyType(sources)

    def fail(self, reason: str) -> ScenarioError:
        return self.file.fail(f"{self.section} {self.label!r}: {reason}", self.line)

    # typed access

    def get(self, field_name: str, check: Callable[[Any], bool], expected: str) -> Any:
        value = self.raw[field_name]
        if not check(value):
            raise self.fail(f"{field_name} must be {expected}, not {value!r}")
        return value

    def text(self, field_name: str) -> str:
        return self.get(field_name, lambda v: isinstance(v, str) and bool(v), "a non-empty text")

    def optional_text(self, field_name: str) -> str | None:
        return self.get(field_name, lambda v: v is None or (isinstance(v, str) and bool(v)),
                        "a non-empty text or null")

    def integer(self, field_name: str, minimum: int = 0) -> int:
        return self.get(field_name, lambda v: _is_int(v) and v >= minimum,
                        f"a whole number ≥ {minimum}")

    def optional_integer(self, field_name: str, minimum: int = 0) -> int | None:
        return self.get(field_name, lambda v: v is None or (_is_int(v) and v >= minimum),
                        f"a whole number ≥ {minimum} or null")

    def boolean(self, field_name: str) -> bool:
        return self.get(field_name, lambda v: isinstance(v, bool), "true or false")

    def names(self, field_name: str) -> tuple[str, ...]:
        value = self.get(
            field_name,
            lambda v: isinstance(v, list) and all(isinstance(x, str) and x for x in v),
            "a list of names",
        )
        if len(set(value)) != len(value):
            raise self.fail(f"{field_name} lists a name twice: {value}")
        return tuple(value)

    def counts(self, field_name: str, minimum: int = 1) -> Mapping[str, int]:
        value = self.get(
            field_name,
            lambda v: isinstance(v, dict) and all(_is_int(n) and n >= minimum for n in v.values()),
            f"an object of whole numbers ≥ {minimum}",
        )
        return MappingProxyType(dict(value))

    def resources(self, field_name: str) -> Resources:
        value = self.counts(field_name, minimum=0)
        unknown = sorted(set(value) - set(RESOURCES))
        if unknown:
            raise self.fail(f"{field_name}: unknown resource(s) {', '.join(unknown)}; "
                            f"resources are {', '.join(RESOURCES)}")
        return Resources(**value)

    def one_of(self, field_name: str, allowed: tuple[Any, ...]) -> Any:
        return self.get(field_name, lambda v: v in allowed,
                        "one of " + ", ".join(repr(a) for a in allowed))


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _line_of(text: str, key: str, value: Any, occurrence: int) -> int | None:
    """The 1-based line of the ``occurrence``-th record whose ``key`` is ``value``."""
    if key == "between":
        pattern = r'"between"\s*:'
        matches = list(re.finditer(pattern, text))
        # "between" records are counted together; occurrence is per name, so find the value.
        if isinstance(value, list):
            wanted = [
                m for m in matches
                if text[m.end():text.find("]", m.end()) + 1].replace(" ", "")
                == json.dumps(value, ensure_ascii=False).replace(" ", "")
            ]
            matches = wanted or matches
    else:
        if not isinstance(value, str):
            return None
        pattern = rf'"{re.escape(key)}"\s*:\s*{re.escape(json.dumps(value, ensure_ascii=False))}'
        matches = list(re.finditer(pattern, text))
    if occurrence >= len(matches):
        return None
    return text.count("\n", 0, matches[occurrence].start()) + 1


def _by_name(records: list[_Record]) -> dict[str, _Record]:
    return {record.name: record for record in records}


def _rules(records: list[_Record], names: tuple[str, ...]) -> dict[str, _Record]:
    """The records of a 'rules' section, which must name exactly ``names``."""
    found = _by_name(records)
    for record in records:
        if record.name not in names:
            raise record.fail(f"unknown rule; the rules here are {', '.join(names)}")
    missing = [name for name in names if name not in found]
    if missing:
        first = records[0]
        raise first.file.fail(f"section {first.section!r} lacks: {', '.join(missing)}")
    return found


# --------------------------------------------------------------------------------------------
# Building and cross-checking


def _read_texts(directory: Path | None) -> dict[str, str]:
    texts: dict[str, str] = {}
    for name in DATA_FILES:
        if directory is None:
            resource = resources.files(_GAME_PACKAGE).joinpath("data", name)
            texts[name] = resource.read_text(encoding="utf-8")
        else:
            text = read_text_file(Path(directory) / name, f"the data file {name}",
                                  missing_ok=True)
            if text is None:
                raise ScenarioError(f"{name}: missing from {excerpt(str(directory))}")
            texts[name] = text
    return texts


def load(directory: str | Path | None = None) -> Components:
    """The components read from the data files (polislab's, or those in ``directory``);
    :class:`ScenarioError` naming the file at the first problem, whatever the files hold."""
    with refusing("the data files" if directory is None else
                  f"the data files in {excerpt(str(directory))}"):
        return _load(directory)


def _load(directory: str | Path | None = None) -> Components:
    """Read and check the component data: the package's own, or that in ``directory``.

    Raises :class:`ScenarioError` naming the file and the record at the first problem.
    """
    if directory is None:
        return _load_packaged()
    return _build(_read_texts(Path(directory)))


@lru_cache(maxsize=1)
def _load_packaged() -> Components:
    return _build(_read_texts(None))


def _build(texts: dict[str, str]) -> Components:
    """Every record read, typed and cross-checked, in dependency order."""
    files = {name: _File(name, text) for name, text in texts.items()}
    builder = _Builder(files)
    components = builder.build()
    for data_file in files.values():
        data_file.check_all_field_sources_used()
    return components


class _Builder:
    """Reads the files topic by topic; each step may use what earlier steps built."""

    def __init__(self, files: dict[str, _File]) -> None:
        self.files = files

    def build(self) -> Components:
        round_track = self.rounds()
        limits = self.limits()
        territories = self.territories(limits)
        poleis = self.poleis(limits, round_track)
        self.check_islands_and_aliases()
        sides = self.sides()
        boxes = self.tribute_boxes()
        market_chart = self.market_chart(limits)
        trade_ports, markets, sea_links = self.trade()
        diolkos = self.diolkos()
        projects = self.projects(limits)
        setup = self.setup(limits)
        decks = self.event_decks(limits)
        combat = self.combat_cards(limits)
        return Components(
            territories=territories, diolkos=diolkos, poleis=poleis, sides=sides,
            tribute_boxes=boxes, market_chart=market_chart, trade_ports=trade_ports,
            markets=markets, sea_links=sea_links, projects=projects, limits=limits,
            round_track=round_track, setup=setup, event_decks=decks, combat_cards=combat,
            sourced_values=tuple(v for name in DATA_FILES for v in self.files[name].values),
        )

    # ---- rounds.json: other files refer to round names

    def rounds(self) -> RoundTrack:
        file = self.files["rounds.json"]
        records = file.section("rounds", ("name", "capacity"))
        rounds = tuple(
            Round(r.name, number, r.integer("capacity", 1), r.sources)
            for number, r in enumerate(records, start=1)
        )
        for earlier, later in itertools.pairwise(rounds):
            if later.capacity < earlier.capacity:
                raise records[later.number - 1].fail("capacity must not fall from round to round")
        battles = _rules(file.section("battles", ("name", "first_attacker")), ("land", "sea"))
        rules = _rules(
            file.section("rules", ("name", "value")),
            ("battle_trigger", "project_tiles_per_round", "actions_per_turn", "extra_action_cost"),
        )
        sources = {
            "land_first_attacker": battles["land"].sources["first_attacker"],
            "sea_first_attacker": battles["sea"].sources["first_attacker"],
            **{name: record.sources["value"] for name, record in rules.items()},
        }
        self.round_track = RoundTrack(
            rounds=rounds,
            battle_trigger=rules["battle_trigger"].integer("value", 2),
            land_first_attacker=battles["land"].one_of("first_attacker", SIDES),
            sea_first_attacker=battles["sea"].one_of("first_attacker", SIDES),
            project_tiles_per_round=rules["project_tiles_per_round"].integer("value", 1),
            actions_per_turn=rules["actions_per_turn"].integer("value", 1),
            extra_action_cost=rules["extra_action_cost"].integer("value", 0),
            sources=MappingProxyType(sources),
        )
        self.round_names = self.round_track.names
        self.max_capacity = max(r.capacity for r in rounds)
        return self.round_track

    # ---- components.json

    _LIMITS: dict[str, tuple[str, str]] = {
        "cubes": ("cubes_per_side", "side"), "discs": ("discs_per_side", "side"),
        "merchants": ("merchants_per_side", "side"), "proxenoi": ("proxenoi_per_side", "side"),
        "dice": ("dice", "game"), "die faces": ("die_faces", "game"),
        "market markers": ("market_markers", "game"), "round markers": ("round_markers", "game"),
        "land territories": ("land_territories", "game"),
        "sea territories": ("sea_territories", "game"),
        "polis tiles": ("polis_tiles", "game"), "project tiles": ("project_tiles", "game"),
        "event cards": ("event_cards", "game"), "combat cards": ("combat_cards", "game"),
        "player boards": ("player_boards", "game"),
    }

    def limits(self) -> Limits:
        file = self.files["components.json"]
        records = _rules(file.section("limits", ("name", "count", "per")), tuple(self._LIMITS))
        values: dict[str, int] = {}
        sources: dict[str, str] = {}
        for name, (attribute, per) in self._LIMITS.items():
            record = records[name]
            if record.one_of("per", ("side", "game")) != per:
                raise record.fail(f"is counted per {per}, not per {record.raw['per']}")
            values[attribute] = record.integer("count", 1)
            sources[attribute] = record.sources["count"]
        return Limits(**values, sources=MappingProxyType(sources))

    # ---- map.json

    def territories(self, limits: Limits) -> tuple[Territory, ...]:
        file = self.files["map.json"]
        self.territory_records = file.section(
            "territories", ("name", "kind", "neighbours", "islands", "aliases"))
        territories = tuple(
            Territory(r.name, r.one_of("kind", ("land", "sea")), r.names("neighbours"),
                      r.names("islands"), r.names("aliases"), r.sources)
            for r in self.territory_records
        )
        self.by_territory = by_name = {t.name: t for t in territories}
        for territory, record in zip(territories, self.territory_records, strict=True):
            for neighbour in territory.neighbours:
                if neighbour not in by_name:
                    raise record.fail(f"neighbour {neighbour!r} is not a territory")
                if neighbour == territory.name:
                    raise record.fail("cannot neighbour itself")
                if territory.name not in by_name[neighbour].neighbours:
                    raise record.fail(f"lists {neighbour} as a neighbour, but {neighbour} "
                                      "does not list it back")
            if territory.islands and territory.is_sea:
                raise record.fail("a sea territory has no island poleis counting as land")
        for kind, expected in (("land", limits.land_territories),
                               ("sea", limits.sea_territories)):
            found = sum(1 for t in territories if t.kind == kind)
            if found != expected:
                raise file.fail(f"{found} {kind} territories; seed 000 §2 says {expected}")
        _check_connected(territories, file)
        self.land = tuple(t.name for t in territories if t.is_land)
        self.seas = tuple(t.name for t in territories if t.is_sea)
        return territories

    def sea(self, record: _Record, name: Any) -> str:
        """``name`` if it is a sea territory; else the record's error."""
        if name not in self.seas:
            raise record.fail(f"{name!r} is not a sea territory")
        return str(name)

    # ---- poleis.json

    _POLIS_FIELDS = (
        "name", "territory", "base_population", "fortification", "max_growth", "max_population",
        "galley_seas", "commercial", "capital_of", "project_kinds", "siege_forbidden_rounds",
        "aliases",
    )

    def poleis(self, limits: Limits, track: RoundTrack) -> tuple[Polis, ...]:
        file = self.files["poleis.json"]
        self.polis_records = file.section("poleis", self._POLIS_FIELDS)
        poleis = tuple(self.polis(r, limits, track) for r in self.polis_records)
        if len(poleis) != limits.polis_tiles:
            raise file.fail(f"{len(poleis)} poleis; seed 000 §2 says {limits.polis_tiles}")
        self.poleis_list = poleis
        self.by_polis = {p.name: p for p in poleis}
        return poleis

    def polis(self, r: _Record, limits: Limits, track: RoundTrack) -> Polis:
        territory = self.by_territory[r.one_of("territory", tuple(self.by_territory))]
        galley_seas = r.names("galley_seas")
        for sea in galley_seas:
            self.sea(r, sea)
            if sea != territory.name and sea not in territory.neighbours:
                raise r.fail(f"galley arrow to {sea}, which does not touch {territory.name}")
        kinds = r.names("project_kinds")
        for kind in kinds:
            if kind not in PROJECT_KINDS:
                raise r.fail(f"unknown project kind {kind!r}; kinds are {', '.join(PROJECT_KINDS)}")
        forbidden = r.names("siege_forbidden_rounds")
        for name in forbidden:
            if name not in self.round_names:
                raise r.fail(f"siege_forbidden_rounds: no round {name!r}")
        polis = Polis(
            name=r.name, territory=territory.name, territory_kind=territory.kind,
            base_population=r.integer("base_population", 1),
            fortification=r.integer("fortification", 1),
            max_growth=r.integer("max_growth", 1),
            max_population=r.integer("max_population", 1),
            galley_seas=galley_seas, commercial=r.boolean("commercial"),
            capital_of=r.one_of("capital_of", (None, *SIDES)), project_kinds=kinds,
            siege_forbidden_rounds=forbidden, aliases=r.names("aliases"), sources=r.sources,
        )
        if polis.max_population < polis.base_population:
            raise r.fail("max_population is below base_population")
        if polis.fortification > limits.die_faces:
            raise r.fail(f"fortification {polis.fortification} can never be rolled on a "
                         f"d{limits.die_faces}")
        siege_rounds = [rnd for rnd in track.rounds if polis.can_be_besieged_in(rnd.name)]
        if polis.besiegeable and not any(polis.fortification <= rnd.capacity
                                         for rnd in siege_rounds):
            raise r.fail(f"fortification {polis.fortification} needs more hoplites than any "
                         "round in which it may be besieged allows in one territory")
        return polis

    def check_islands_and_aliases(self) -> None:
        map_file, poleis_file = self.files["map.json"], self.files["poleis.json"]
        _check_aliases(poleis_file, self.polis_records, self.by_polis, self.by_territory)
        _check_aliases(map_file, self.territory_records, self.by_territory, self.by_polis)
        for record in self.territory_records:
            for island in record.raw["islands"]:
                polis = self.by_polis.get(island)
                if polis is None or polis.territory != record.name:
                    raise record.fail(f"island {island!r} is not a polis of {record.name}")

    # ---- sides.json

    def sides(self) -> tuple[Side, ...]:
        file = self.files["sides.json"]
        records = _rules(file.section("sides", ("name", "colour", "capital", "home_territory")),
                         SIDES)
        sides: list[Side] = []
        for name in SIDES:
            r = records[name]
            side = Side(name, r.text("colour"), r.one_of("capital", tuple(self.by_polis)),
                        r.one_of("home_territory", self.land), r.sources)
            capital = self.by_polis[side.capital]
            if capital.capital_of != name:
                raise r.fail(f"capital {side.capital} is not capital_of {name!r} in poleis.json")
            if capital.territory != side.home_territory:
                raise r.fail(f"home territory {side.home_territory} does not hold the capital "
                             f"{side.capital}")
            sides.append(side)
        capitals = {side.capital for side in sides}
        for polis, record in zip(self.poleis_list, self.polis_records, strict=True):
            if polis.capital_of is not None and polis.name not in capitals:
                raise record.fail(f"capital_of {polis.capital_of}, but sides.json names "
                                  "another capital")
        self.side_list = tuple(sides)
        return self.side_list

    # ---- tribute.json

    def tribute_boxes(self) -> tuple[TributeBox, ...]:
        file = self.files["tribute.json"]
        boxes = tuple(self.tribute_box(r)
                      for r in file.section("boxes", ("name", "rows", "requires_own_polis")))
        missing = sorted(set(self.land) - {box.territory for box in boxes})
        if missing:
            raise file.fail(f"no tribute box for: {', '.join(missing)}")
        return boxes

    def tribute_box(self, r: _Record) -> TributeBox:
        territory = r.one_of("name", self.land)
        raw_rows = r.get("rows", lambda v: isinstance(v, dict) and bool(v), "an object of rows")
        rows: list[TributeRow] = []
        for resource, values in raw_rows.items():
            if resource not in RESOURCES:
                raise r.fail(f"unknown resource {resource!r} in rows")
            ok = isinstance(values, list) and values and all(_is_int(v) and v > 0 for v in values)
            if not ok or any(b <= a for a, b in itertools.pairwise(values)):
                raise r.fail(f"the {resource} row must be rising whole numbers, not {values!r}")
            if len(values) > self.max_capacity:
                raise r.fail(f"the {resource} row has {len(values)} spaces, more hoplites than "
                             f"any round lets stand in one territory ({self.max_capacity})")
            rows.append(TributeRow(resource, tuple(values)))
        box = TributeBox(territory, tuple(rows), r.boolean("requires_own_polis"), r.sources)
        has_polis = any(p.territory == territory for p in self.poleis_list)
        if box.requires_own_polis and not has_polis:
            raise r.fail("has no polis, so it could never be collected if it required one")
        if not box.requires_own_polis and has_polis:
            raise r.fail("has poleis, so seed 000 §5.8 requires an owned one to collect")
        return box

    # ---- market.json

    def market_chart(self, limits: Limits) -> MarketChart:
        file = self.files["market.json"]
        goods = tuple(r.name for r in file.section("goods", ("name",)))
        if goods != GOODS:
            raise file.fail(f"goods must be {', '.join(GOODS)} (seed 000 §3), not {goods}")
        if limits.market_markers != len(goods):
            raise self.files["components.json"].fail(
                f"{limits.market_markers} market markers for {len(goods)} goods")
        bands: list[MarketBand] = []
        for r in file.section("bands", ("name", "rounds", "values")):
            band_rounds = r.names("rounds")
            for name in band_rounds:
                if name not in self.round_names:
                    raise r.fail(f"no round {name!r}")
            values = r.get("values", lambda v: isinstance(v, list) and bool(v) and all(
                _is_int(x) and x > 0 for x in v), "a list of positive whole numbers")
            if any(b < a for a, b in itertools.pairwise(values)):
                raise r.fail("values must not fall from left to right")
            bands.append(MarketBand(r.name, band_rounds, tuple(values), r.sources))
        covered = sorted(name for band in bands for name in band.rounds)
        if covered != sorted(self.round_names):
            raise file.fail("the bands must cover every round exactly once")
        if len({len(band.values) for band in bands}) != 1:
            raise file.fail("every band must have the same number of spaces")
        records = _rules(file.section("moves", ("name", "direction", "dice", "take")),
                         MARKET_MOVES)
        moves: list[MarketMove] = []
        for name in MARKET_MOVES:
            r = records[name]
            move = MarketMove(name, r.one_of("direction", ("left", "right")),
                              r.integer("dice", 1), r.one_of("take", ("only", "higher")),
                              r.sources)
            if (move.dice == 1) != (move.take == "only"):
                raise r.fail("one die is taken 'only'; two need 'higher'")
            moves.append(move)
        self.chart = MarketChart(goods, tuple(bands), tuple(moves))
        return self.chart

    # ---- trade.json

    def trade(self) -> tuple[tuple[TradePort, ...], tuple[Market, ...], tuple[SeaLink, ...]]:
        file = self.files["trade.json"]
        records = _rules(file.section("ports", ("name", "seas")), SIDES)
        ports = tuple(
            TradePort(name, tuple(self.sea(records[name], s)
                                  for s in records[name].names("seas")), records[name].sources)
            for name in SIDES
        )
        markets = tuple(self.market(r) for r in
                        file.section("markets", ("name", "sea", "shiploads", "aliases")))
        self.by_market = {m.name: m for m in markets}
        links: list[SeaLink] = []
        for r in file.section("sea_links", ("between",)):
            a, b = (self.sea(r, name) for name in r.raw["between"])
            if b not in self.by_territory[a].neighbours:
                raise r.fail(f"{a} and {b} are not adjacent on the map")
            if frozenset((a, b)) in {frozenset(link.between) for link in links}:
                raise r.fail("this sea link is listed twice")
            links.append(SeaLink((a, b), r.sources))
        return ports, markets, tuple(links)

    def market(self, r: _Record) -> Market:
        sea = self.sea(r, r.raw["sea"])
        raw_loads = r.get("shiploads", lambda v: isinstance(v, list) and bool(v),
                          "a list of shiploads")
        shiploads: list[Shipload] = []
        for index, item in enumerate(raw_loads):
            if not isinstance(item, dict) or set(item) != {"give", "get", "number"}:
                raise r.fail(f"shipload {index} must have exactly give, get, number")
            give, get, number = item["give"], item["get"], item["number"]
            if give not in RESOURCES or get not in ("wheat", "silver") or give == get:
                raise r.fail(f"shipload {index}: cannot give {give!r} for {get!r}")
            if not _is_int(number) or number < 1:
                raise r.fail(f"shipload {index}: number must be a whole number ≥ 1")
            shiploads.append(Shipload(r.name, index, give, get, number))
        return Market(r.name, sea, tuple(shiploads), r.names("aliases"), r.sources)

    def diolkos(self) -> Diolkos:
        records = self.files["map.json"].section("diolkos", ("name", "polis", "seas",
                                                             "owner_only"))
        if len(records) != 1:
            raise records[1].fail("there is exactly one diolkos")
        r = records[0]
        polis = self.by_polis[r.one_of("polis", tuple(self.by_polis))]
        seas = tuple(self.sea(r, name) for name in r.names("seas"))
        if len(seas) != 2:
            raise r.fail("the diolkos joins exactly two seas")
        for sea in seas:
            if sea not in self.by_territory[polis.territory].neighbours:
                raise r.fail(f"{sea} does not touch {polis.territory}, where {polis.name} stands")
        return Diolkos(r.name, polis.name, (seas[0], seas[1]), r.boolean("owner_only"),
                       r.sources)

    # ---- projects.json

    def projects(self, limits: Limits) -> tuple[Project, ...]:
        file = self.files["projects.json"]
        projects: list[Project] = []
        for r in file.section("projects", ("name", "kind", "cost", "prestige", "prestige_rule",
                                           "posterity")):
            project = Project(
                r.name, r.one_of("kind", PROJECT_KINDS), r.resources("cost"),
                r.optional_integer("prestige", 0), r.optional_text("prestige_rule"),
                r.integer("posterity", 0), r.sources,
            )
            if (project.prestige is None) == (project.prestige_rule is None):
                raise r.fail("give either a fixed prestige or a prestige_rule, not both or neither")
            if project.prestige_rule is not None and project.prestige_rule not in PRESTIGE_RULES:
                raise r.fail(f"unknown prestige_rule {project.prestige_rule!r}")
            if project.cost.total == 0:
                raise r.fail("a project must cost something")
            if not any(p.allows(project) for p in self.poleis_list):
                raise r.fail(f"no polis takes projects of kind {project.kind!r}")
            projects.append(project)
        if len(projects) != limits.project_tiles:
            raise file.fail(f"{len(projects)} projects; seed 000 §2 says {limits.project_tiles}")
        return tuple(projects)

    # ---- setup.json

    _SETUP_FIELDS = ("name", "poleis", "hoplites", "galleys", "merchants_in_trade_port",
                     "proxenos", "resources", "prestige")
    _SETUP_RULES = ("round", "market_start_space", "first_player", "first_player_on_tie",
                    "event_order")

    def setup(self, limits: Limits) -> Setup:
        file = self.files["setup.json"]
        records = _rules(file.section("sides", self._SETUP_FIELDS), SIDES)
        rules = _rules(file.section("rules", ("name", "value")), self._SETUP_RULES)
        start_round = rules["round"].one_of("value", self.round_names)
        owned: dict[str, str] = {}
        sides = tuple(self.side_setup(records[name], name, start_round, limits, owned)
                      for name in SIDES)
        start_space = rules["market_start_space"].integer("value", 0)
        if start_space >= self.chart.spaces:
            raise rules["market_start_space"].fail("is off the market chart")
        event_order = rules["event_order"].get(
            "value", lambda v: isinstance(v, list) and sorted(v) == sorted(SIDES),
            "a list of both sides")
        return Setup(
            round=start_round, sides=sides, market_start_space=start_space,
            first_player=rules["first_player"].one_of("value", ("fewer_prestige",)),
            first_player_on_tie=rules["first_player_on_tie"].one_of("value", SIDES),
            event_order=tuple(event_order),
            sources=MappingProxyType({k: r.sources["value"] for k, r in rules.items()}),
        )

    def side_setup(
        self, r: _Record, name: SideName, start_round: str, limits: Limits,
        owned: dict[str, str],
    ) -> SideSetup:
        entry = SideSetup(
            side=name, poleis=r.counts("poleis"), hoplites=r.counts("hoplites"),
            galleys=r.counts("galleys"),
            merchants_in_trade_port=r.integer("merchants_in_trade_port", 0),
            proxenos=r.one_of("proxenos", tuple(self.by_polis)),
            resources=r.resources("resources"), prestige=r.integer("prestige", 1),
            sources=r.sources,
        )
        for polis_name, population in entry.poleis.items():
            polis = self.by_polis.get(polis_name)
            if polis is None:
                raise r.fail(f"poleis: {polis_name!r} is not a polis")
            if polis_name in owned:
                raise r.fail(f"poleis: {polis_name} already starts with {owned[polis_name]}")
            owned[polis_name] = name
            if population != polis.base_population:
                raise r.fail(f"poleis: {polis_name} starts at its base population "
                             f"{polis.base_population}, not {population}")
        capital = next(side.capital for side in self.side_list if side.name == name)
        if capital not in entry.poleis:
            raise r.fail(f"a side starts with its capital, {capital}")
        if entry.proxenos != capital:
            raise r.fail(f"the proxenos starts in the capital {capital}, not {entry.proxenos}")
        capacity = self.round_track.round(start_round).capacity
        for unit, placed, allowed in (("hoplites", entry.hoplites, self.land),
                                      ("galleys", entry.galleys, self.seas)):
            for where, count in placed.items():
                if where not in allowed:
                    raise r.fail(f"{unit}: {where!r} is not a "
                                 f"{'land' if unit == 'hoplites' else 'sea'} territory")
                if count > capacity:
                    raise r.fail(f"{unit}: {count} in {where} is over the round-{start_round} "
                                 f"capacity {capacity}")
        if entry.cubes_on_board > limits.cubes_per_side:
            raise r.fail(f"uses {entry.cubes_on_board} cubes; a side has {limits.cubes_per_side}")
        if entry.merchants_in_trade_port > limits.merchants_per_side:
            raise r.fail(f"more merchants than the {limits.merchants_per_side} a side has")
        return entry

    # ---- events.json

    def event_decks(self, limits: Limits) -> tuple[EventDeck, ...]:
        file = self.files["events.json"]
        deck_records = _rules(file.section("decks", ("name", "size", "complete")),
                              self.round_names)
        cards: list[EventCard] = []
        for r in file.section("cards", ("name", "round", "copies", "effect", "effects")):
            raw_effects = r.get("effects", lambda v: v is None or isinstance(v, list),
                                "a list of effects or null")
            effects = None if raw_effects is None else tuple(
                _effect(r, index, item, self.by_territory, self.by_market)
                for index, item in enumerate(raw_effects)
            )
            cards.append(EventCard(r.name, r.one_of("round", self.round_names),
                                   r.integer("copies", 1), r.optional_text("effect"), effects,
                                   r.sources))
        decks: list[EventDeck] = []
        for name in self.round_names:
            r = deck_records[name]
            deck = EventDeck(name, r.optional_integer("size", 1), r.boolean("complete"),
                             tuple(c for c in cards if c.round == name), r.sources)
            if deck.complete and deck.size != deck.listed:
                raise r.fail(f"is complete with {deck.size} cards but lists {deck.listed}")
            if deck.complete and any(card.effects is None for card in deck.cards):
                raise r.fail("a complete deck encodes every card's effects")
            decks.append(deck)
        complete = sum(d.listed for d in decks if d.complete)
        if complete > limits.event_cards:
            raise file.fail(f"complete decks hold {complete} cards, more than the "
                            f"{limits.event_cards} of seed 000 §2")
        if all(d.complete for d in decks) and complete != limits.event_cards:
            raise file.fail(f"the decks hold {complete} cards, not {limits.event_cards}")
        return tuple(decks)


    # ---- combat.json

    def combat_cards(self, limits: Limits) -> tuple[CombatCard, ...]:
        file = self.files["combat.json"]
        cards = []
        for r in file.section("deck", ("name", "formation", "prestige", "count")):
            formation = r.optional_text("formation")
            special = r.name in (MERCENARIES, SALPINX)
            if special != (formation is None):
                raise r.fail("Mercenaries and Salpinx Call have no formation; every other card "
                             "has one")
            cards.append(CombatCard(r.name, formation, r.integer("prestige"),
                                    r.integer("count", 1), r.sources))
        names = {c.name for c in cards}
        if not {MERCENARIES, SALPINX} <= names:
            raise file.fail("the deck needs Mercenaries and Salpinx Call (seed 000 §5 Battles)")
        total = sum(c.count for c in cards)
        if total != limits.combat_cards:
            raise file.fail(f"the deck holds {total} cards, not the {limits.combat_cards} of "
                            "seed 000 §2")
        return tuple(cards)


def _check_connected(territories: tuple[Territory, ...], file: _File) -> None:
    by_name = {t.name: t for t in territories}
    seen = {territories[0].name}
    frontier = [territories[0].name]
    while frontier:
        for neighbour in by_name[frontier.pop()].neighbours:
            if neighbour not in seen:
                seen.add(neighbour)
                frontier.append(neighbour)
    cut_off = sorted(set(by_name) - seen)
    if cut_off:
        raise file.fail(f"the map is not connected: cannot reach {', '.join(cut_off)}")


def _check_aliases(
    file: _File, records: list[_Record], own: Mapping[str, Any], other: Mapping[str, Any]
) -> None:
    """An alias must not be the name of another record, here or in ``other``."""
    for record in records:
        for alias in record.raw["aliases"]:
            if alias in own or alias in other:
                raise record.fail(f"alias {alias!r} is the name of another component")


#: Each kind of event effect and its fields, with what each field must hold (:func:`_effect`).
EFFECT_FIELDS: dict[str, dict[str, str]] = {
    "gain_unit": {"side": "side", "unit": "unit", "count": "count", "where": "territory"},
    "gain": {"side": "side", "what": "gain", "count": "count"},
    "lose": {"side": "side", "what": "gain", "count": "count"},
    "lose_unit": {"side": "side", "unit": "unit", "count": "count", "where": "territory"},
    "lose_population": {"side": "side", "count": "count"},
    "remove_unit_for_prestige": {"side": "side", "units": "units", "count": "count",
                                 "prestige": "count"},
    "send_away": {"side": "side", "unit": "unit", "destination": "market",
                  "minimum": "number", "prestige_each": "number",
                  "shortfall_prestige": "number", "returning": "returning"},
    "betrayal": {"side": "side", "population": "count"},
    "prestige_for_silver": {"side": "side", "rate": "count"},
    "close_market": {"market": "market"},
    "first_player": {"side": "side"},
    "block_collect": {"where": "land"},
    "block_collect_if_empty": {"where": "land"},
    "strongest_loses": {"where": "land", "unit": "unit", "count": "count"},
    "collect_limit": {"where": "land", "count": "count"},
    "tribute_rows": {"where": "land", "rows": "rows"},
    "battle_trigger": {"count": "count"},
    "repeat_tied_assault": {},
    "double_battle_prestige": {"side": "side"},
    "hire": {"side": "side", "resource": "resource", "cost": "count"},
    "suppress_pacifists": {"side": "side", "prestige": "count"},
    "free_trade": {"markets": "markets", "prestige": "count", "galleys": "count",
                   "seas": "seas"},
}


def _effect(
    record: _Record, index: int, item: Any, territories: Mapping[str, Territory],
    markets: Mapping[str, Market],
) -> EventEffect:
    """One structured event effect, checked against the rest of the data."""
    where = f"effects[{index}]"
    if not isinstance(item, dict) or item.get("kind") not in EFFECT_FIELDS:
        raise record.fail(f"{where}: 'kind' must be one of {', '.join(EFFECT_FIELDS)}")
    kind, fields = item["kind"], EFFECT_FIELDS[item["kind"]]
    if set(item) != {*fields, "kind"}:
        raise record.fail(f"{where}: a {kind} effect has exactly "
                          f"{', '.join(sorted({*fields, 'kind'}))}")

    def land(name: Any) -> bool:
        return name in territories and territories[name].is_land

    def sea(name: Any) -> bool:
        return name in territories and not territories[name].is_land

    checks: dict[str, tuple[Callable[[Any], bool], str]] = {
        "side": (lambda v: v in (*SIDES, "each"), "athens, sparta or each"),
        "unit": (lambda v: v in UNITS, "hoplite or galley"),
        "units": (lambda v: isinstance(v, list) and bool(v) and all(u in UNITS for u in v),
                  "a list of hoplite and/or galley"),
        "count": (lambda v: _is_int(v) and v >= 1, "a whole number ≥ 1"),
        "number": (lambda v: _is_int(v) and v >= 0, "a whole number ≥ 0"),
        "territory": (lambda v: v in territories, "a territory"),
        "land": (land, "a land territory"),
        "gain": (lambda v: v in (*RESOURCES, "prestige"), "a resource or prestige"),
        "resource": (lambda v: v in RESOURCES, "a resource"),
        "market": (lambda v: v in markets, "a market"),
        "markets": (lambda v: isinstance(v, list) and bool(v) and all(m in markets for m in v),
                    "a list of markets"),
        "seas": (lambda v: isinstance(v, list) and bool(v) and all(sea(t) for t in v),
                 "a list of seas"),
        "returning": (lambda v: v in ("all", "half"), "all or half"),
        "rows": (lambda v: isinstance(v, dict) and bool(v) and all(
            a in RESOURCES and b in RESOURCES for a, b in v.items()),
            "an object from resource to resource"),
    }
    for name, check in fields.items():
        test, wanted = checks[check]
        if not test(item[name]):
            raise record.fail(f"{where}: {kind}'s {name} must be {wanted}, not {item[name]!r}")
    if kind in ("gain_unit", "lose_unit"):
        wanted = "land" if item["unit"] == "hoplite" else "sea"
        if territories[item["where"]].kind != wanted:
            raise record.fail(f"{where}: a {item['unit']} is in a {wanted} territory, "
                              f"not {item['where']!r}")
    params = tuple(sorted((name, _frozen(item[name])) for name in fields if name != "side"))
    return EventEffect(kind, item.get("side"), params)


def _frozen(value: Any) -> Any:
    """Lists as tuples and objects as sorted pairs, so that effects stay hashable values."""
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    return value
