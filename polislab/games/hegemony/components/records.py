"""The typed records of Hegemony's components: frozen values, each field with its source.

:mod:`.loader` builds them from the data files; the package (``components``) re-exports them.
"""

from __future__ import annotations

import difflib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal, Protocol, TypeVar

SideName = Literal["athens", "sparta"]
TerritoryKind = Literal["land", "sea"]
MoveName = Literal["exchange", "purchase"]

#: The two sides, by the names the data uses.
SIDES: tuple[SideName, ...] = ("athens", "sparta")
#: The two ways a trade moves a market marker (seed 000 §5.9).
MARKET_MOVES: tuple[MoveName, ...] = ("exchange", "purchase")
#: The two special combat cards (seed 000 §5 Battles).
MERCENARIES = "Mercenaries"
SALPINX = "Salpinx Call"
#: The four goods of the market value chart, in the order of seed 000 §3.
GOODS: tuple[str, ...] = ("metal", "wood", "wine", "oil")
#: Everything a player board stores: the goods, then silver and wheat.
RESOURCES: tuple[str, ...] = (*GOODS, "silver", "wheat")
#: The seven kinds of project tile (seed 000 §2).
PROJECT_KINDS: tuple[str, ...] = (
    "philosopher", "artist", "temple", "theatre", "statue", "festival", "games",
)
#: The units that stand on the map.
UNITS: tuple[str, ...] = ("hoplite", "galley")
#: How a source text must begin, and the kind of source each beginning means.
SOURCE_KINDS: tuple[tuple[str, str], ...] = (
    ("seed 000 §", "seed"),
    ("seed 001 §", "seed"),
    ("published (reference §", "published"),
    ("prototype dataset (reference §", "prototype"),
    ("polislab edition: ", "polislab edition"),
)
#: The rules a project's immediate prestige may follow instead of a fixed number.
PRESTIGE_RULES: tuple[str, ...] = ("half_capital_population",)


def source_kind(source: str) -> str:
    """The kind of a source text: seed, published, prototype or polislab edition.

    >>> source_kind("seed 000 §3: 'Place the round marker on Round 3'")
    'seed'
    >>> source_kind("somewhere")
    Traceback (most recent call last):
    ...
    ValueError: a source must begin with one of: 'seed 000 §', 'seed 001 §', \
'published (reference §', 'prototype dataset (reference §', 'polislab edition: '
    """
    for prefix, kind in SOURCE_KINDS:
        if source.startswith(prefix) and len(source) > len(prefix):
            return kind
    beginnings = ", ".join(repr(prefix) for prefix, _ in SOURCE_KINDS)
    raise ValueError(f"a source must begin with one of: {beginnings}")


# --------------------------------------------------------------------------------------------
# The typed records


class _Sourced:
    """A record whose every field has a source: ``record.source("field")``."""

    sources: Mapping[str, str]

    def source(self, field_name: str) -> str:
        """Where the value of ``field_name`` comes from."""
        try:
            return self.sources[field_name]
        except KeyError:
            raise KeyError(f"{type(self).__name__} has no sourced field {field_name!r}") from None


@dataclass(frozen=True)
class Resources:
    """An amount of each resource: a cost, a stock, a gain. Missing resources are 0."""

    metal: int = 0
    wood: int = 0
    wine: int = 0
    oil: int = 0
    silver: int = 0
    wheat: int = 0

    def __getitem__(self, resource: str) -> int:
        if resource not in RESOURCES:
            raise KeyError(f"unknown resource {resource!r}; resources are {', '.join(RESOURCES)}")
        return int(getattr(self, resource))

    def items(self) -> tuple[tuple[str, int], ...]:
        """The resources present (not 0), in the order of :data:`RESOURCES`."""
        return tuple((name, int(count)) for name in RESOURCES
                     if (count := getattr(self, name)))

    @property
    def total(self) -> int:
        return int(self.metal) + int(self.wood) + int(self.wine) + int(self.oil) + int(
            self.silver) + int(self.wheat)


@dataclass(frozen=True)
class Territory(_Sourced):
    """A land or sea territory of the board, with every neighbour (land and sea)."""

    name: str
    kind: TerritoryKind
    neighbours: tuple[str, ...]
    #: Island poleis in this land territory that count as part of its land for movement
    #: (seed 000 §5.5: Chalkis, Chios, Korkyra).
    islands: tuple[str, ...]
    #: Other spellings found in the sources (English, prototype, Devir edition).
    aliases: tuple[str, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def is_land(self) -> bool:
        return self.kind == "land"

    @property
    def is_sea(self) -> bool:
        return self.kind == "sea"

    @property
    def counts_as_land_for_movement(self) -> bool:
        """True for every land territory, island poleis included (seed 000 §5.5)."""
        return self.kind == "land"


@dataclass(frozen=True)
class Polis(_Sourced):
    """A polis tile and where it stands.

    ``territory`` is a land territory, except for Abdera and Epidamnos, which stand on a sea
    (``territory_kind == "sea"``): they have no land territory, so no hoplites are created
    there and they cannot be besieged. Use the properties rather than re-deriving the rules.
    """

    name: str
    territory: str
    territory_kind: TerritoryKind
    base_population: int
    fortification: int
    max_growth: int
    max_population: int
    #: The seas its galley arrows point to: where its new galleys go (seed 000 §5.2).
    galley_seas: tuple[str, ...]
    #: Merchants can be created here (seed 000 §5.3).
    commercial: bool
    #: The side whose capital this is, or None.
    capital_of: SideName | None
    #: The kinds of project this polis may take (:data:`PROJECT_KINDS`).
    project_kinds: tuple[str, ...]
    #: Rounds in which it cannot be besieged (seed 000 §5.7: Korinthos, Syrakousai in round 3).
    siege_forbidden_rounds: tuple[str, ...]
    aliases: tuple[str, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def is_capital(self) -> bool:
        return self.capital_of is not None

    @property
    def can_create_hoplites(self) -> bool:
        """Hoplites need a land territory to stand in (seed 000 §5.1: not Epidamnos, Abdera)."""
        return self.territory_kind == "land"

    @property
    def can_create_galleys(self) -> bool:
        """Galleys need a galley arrow (seed 000 §5.2: not Sparta, Thebai)."""
        return bool(self.galley_seas)

    @property
    def can_create_merchants(self) -> bool:
        """Only in a commercial city (seed 000 §5.3)."""
        return self.commercial

    @property
    def besiegeable(self) -> bool:
        """Never a capital, Epidamnos or Abdera (seed 000 §5.7)."""
        return self.capital_of is None and self.territory_kind == "land"

    def can_be_besieged_in(self, round_name: str) -> bool:
        """Whether the rules allow a siege of this polis in round ``round_name`` at all."""
        return self.besiegeable and round_name not in self.siege_forbidden_rounds

    def allows(self, project: Project | str) -> bool:
        """Whether this polis may take ``project`` (a :class:`Project` or a project kind)."""
        kind = project.kind if isinstance(project, Project) else project
        return kind in self.project_kinds


@dataclass(frozen=True)
class Side(_Sourced):
    """One of the two sides: its colour, capital and home territory."""

    name: SideName
    colour: str
    capital: str
    #: Collection here costs no Prestige (seed 000 §5.8).
    home_territory: str
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class TributeRow:
    """One row of a tribute box: what 1, 2, 3... hoplites on it collect."""

    resource: str
    values: tuple[int, ...]

    @property
    def spaces(self) -> int:
        return len(self.values)

    def collect(self, hoplites: int) -> int:
        """The value of the rightmost space ``hoplites`` hoplites fill (seed 000 §5.8)."""
        if not 1 <= hoplites <= len(self.values):
            raise ValueError(
                f"the {self.resource} row has {len(self.values)} spaces; {hoplites} hoplites "
                "cannot be placed on it"
            )
        return self.values[hoplites - 1]


@dataclass(frozen=True)
class TributeBox(_Sourced):
    """The tribute box of a land territory (seed 000 §5.8)."""

    territory: str
    rows: tuple[TributeRow, ...]
    #: Collecting needs a polis of yours in the territory; False only in Achaia (no polis).
    requires_own_polis: bool
    sources: Mapping[str, str] = field(repr=False, compare=False)

    def row(self, resource: str) -> TributeRow:
        for row in self.rows:
            if row.resource == resource:
                return row
        raise KeyError(f"the tribute box of {self.territory} has no {resource} row")


@dataclass(frozen=True)
class MarketBand(_Sourced):
    """The values of the market chart's spaces during some rounds."""

    name: str
    rounds: tuple[str, ...]
    values: tuple[int, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class MarketMove(_Sourced):
    """How a good's marker moves after a trade (seed 000 §5.9)."""

    name: MoveName
    direction: Literal["left", "right"]
    #: How many d4 are rolled; with two, ``take`` says which one counts ("higher").
    dice: int
    take: Literal["only", "higher"]
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class MarketChart:
    """The market value chart: one marker per good on a track of :attr:`spaces` spaces."""

    goods: tuple[str, ...]
    bands: tuple[MarketBand, ...]
    moves: tuple[MarketMove, ...]

    @property
    def spaces(self) -> int:
        return len(self.bands[0].values)

    def band(self, round_name: str) -> MarketBand:
        for band in self.bands:
            if round_name in band.rounds:
                return band
        raise KeyError(f"the market chart has no band for round {round_name!r}")

    def value(self, round_name: str, space: int) -> int:
        """The number under a marker on ``space`` (0 = leftmost) in round ``round_name``."""
        values = self.band(round_name).values
        if not 0 <= space < len(values):
            raise ValueError(f"the market chart has spaces 0..{len(values) - 1}, not {space}")
        return values[space]

    def move(self, name: str) -> MarketMove:
        for move in self.moves:
            if move.name == name:
                return move
        raise KeyError(f"no market move {name!r}; moves are exchange and purchase")


@dataclass(frozen=True)
class Shipload:
    """A shipload space at a foreign market: give ``give``, get ``get``.

    ``number`` is the number printed on the space; whether it is the quantity received or the
    first round the space is open is ruling HG1 (docs/rules/hegemony.md), for the engine.
    """

    market: str
    index: int
    give: str
    get: str
    number: int

    @property
    def kind(self) -> Literal["exchange", "purchase", "sale"]:
        """exchange: goods for wheat/silver; purchase: silver for wheat (seed 000 §5.9);
        sale: wheat for silver (prototype dataset only: no seed names it)."""
        if self.give in GOODS:
            return "exchange"
        return "purchase" if self.give == "silver" else "sale"


@dataclass(frozen=True)
class Market(_Sourced):
    """A foreign market, the sea it opens onto, and its shipload spaces in board order."""

    name: str
    sea: str
    shiploads: tuple[Shipload, ...]
    aliases: tuple[str, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class TradePort(_Sourced):
    """A side's trade port and the seas its merchants sail into first (seed 000 §7)."""

    side: SideName
    seas: tuple[str, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class SeaLink(_Sourced):
    """A trade route's step between two seas."""

    between: tuple[str, str]
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class Diolkos(_Sourced):
    """The diolkos at Korinthos: a link between two seas for the owner of the polis only."""

    name: str
    polis: str
    seas: tuple[str, str]
    owner_only: bool
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class Project(_Sourced):
    """A project tile: cost, immediate Prestige and Prestige for Posterity."""

    name: str
    kind: str
    cost: Resources
    #: Immediate Prestige at round end, or None when ``prestige_rule`` gives it (Phidias).
    prestige: int | None
    prestige_rule: str | None
    #: Prestige for Posterity, scored at game end (the bracketed value).
    posterity: int
    sources: Mapping[str, str] = field(repr=False, compare=False)

    def immediate_prestige(self, capital_population: int) -> int:
        """The Prestige this project gives on completion.

        ``capital_population`` is the current population of the owner's capital; only
        Phidias uses it: half of it, rounded up (seed 000 §7).

        >>> from polislab.games.hegemony import COMPONENTS
        >>> COMPONENTS.project("Phidias").immediate_prestige(5)
        3
        """
        if self.prestige is not None:
            return self.prestige
        if self.prestige_rule == "half_capital_population":
            return math.ceil(capital_population / 2)
        raise ValueError(f"{self.name}: unknown prestige rule {self.prestige_rule!r}")


@dataclass(frozen=True)
class Limits(_Sourced):
    """How many of each component there are (seed 000 §2); ``*_per_side`` counts per side."""

    cubes_per_side: int
    discs_per_side: int
    merchants_per_side: int
    proxenoi_per_side: int
    dice: int
    die_faces: int
    market_markers: int
    round_markers: int
    land_territories: int
    sea_territories: int
    polis_tiles: int
    project_tiles: int
    event_cards: int
    combat_cards: int
    player_boards: int
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class Round(_Sourced):
    """A round of the round track; ``capacity`` is the most units one side may have in one
    territory, land or sea, during it (seed 000 §7)."""

    name: str
    number: int
    capacity: int
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class RoundTrack(_Sourced):
    """The four rounds and the per-round rules that are numbers."""

    rounds: tuple[Round, ...]
    #: A battle starts in a territory holding at least this many units of both sides.
    battle_trigger: int
    land_first_attacker: SideName
    sea_first_attacker: SideName
    project_tiles_per_round: int
    actions_per_turn: int
    #: What each action costs once the opponent has passed (seed 000 §4).
    extra_action_cost: int
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(r.name for r in self.rounds)

    def round(self, name: str) -> Round:
        for entry in self.rounds:
            if entry.name == name:
                return entry
        raise KeyError(f"no round {name!r}; the rounds are {', '.join(self.names)}")

    def next(self, name: str) -> Round | None:
        """The round after ``name``, or None after the last."""
        number = self.round(name).number
        return self.rounds[number] if number < len(self.rounds) else None

    def battles_possible(self, name: str) -> bool:
        """Whether the capacity lets two sides reach the battle trigger in one territory."""
        return 2 * self.round(name).capacity >= self.battle_trigger


@dataclass(frozen=True)
class SideSetup(_Sourced):
    """One side's starting position (seed 000 §3)."""

    side: SideName
    #: Starting poleis and their starting population.
    poleis: Mapping[str, int]
    hoplites: Mapping[str, int]
    galleys: Mapping[str, int]
    merchants_in_trade_port: int
    proxenos: str
    resources: Resources
    prestige: int
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def cubes_on_board(self) -> int:
        """Population, hoplites and galleys: the side's cubes in use at the start."""
        return sum(self.poleis.values()) + sum(self.hoplites.values()) + sum(self.galleys.values())


@dataclass(frozen=True)
class Setup(_Sourced):
    """The standard setup (seed 000 §3)."""

    round: str
    sides: tuple[SideSetup, ...]
    market_start_space: int
    #: "fewer_prestige": the player with less Prestige begins.
    first_player: str
    first_player_on_tie: SideName
    #: Who applies the round's event first.
    event_order: tuple[SideName, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)

    def side(self, name: str) -> SideSetup:
        for entry in self.sides:
            if entry.side == name:
                return entry
        raise KeyError(f"no side {name!r}; sides are {', '.join(SIDES)}")


@dataclass(frozen=True)
class EventEffect:
    """One effect of an event card, as data: its ``kind``, the ``side`` it concerns (a side,
    "each", or None for both alike) and the kind's other fields in ``params`` (their names and
    meanings: :data:`EFFECT_FIELDS`; how each is played: :mod:`.events`)."""

    kind: str
    side: str | None = None
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.params).get(key, default)


@dataclass(frozen=True)
class EventCard(_Sourced):
    """An event card. ``effects`` is None where the effect is not encoded as data yet."""

    name: str
    round: str
    copies: int
    effect: str | None
    effects: tuple[EventEffect, ...] | None
    sources: Mapping[str, str] = field(repr=False, compare=False)


@dataclass(frozen=True)
class CombatCard(_Sourced):
    """A combat card (seed 000 §5 Battles): a formation and a Prestige value, or one of the two
    special cards (``formation`` None): Mercenaries and Salpinx Call. ``count`` copies."""

    name: str
    formation: str | None
    prestige: int
    count: int
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def is_mercenaries(self) -> bool:
        return self.name == MERCENARIES

    @property
    def is_salpinx(self) -> bool:
        return self.name == SALPINX


@dataclass(frozen=True)
class EventDeck(_Sourced):
    """A round's event deck. Only complete decks (round 3 so far) hold every card."""

    round: str
    size: int | None
    complete: bool
    cards: tuple[EventCard, ...]
    sources: Mapping[str, str] = field(repr=False, compare=False)

    @property
    def listed(self) -> int:
        """How many cards the data lists (copies counted)."""
        return sum(card.copies for card in self.cards)


@dataclass(frozen=True)
class SourcedValue:
    """One value of a data file and its source."""

    file: str
    section: str
    record: str
    field: str
    value: Any
    source: str

    @property
    def kind(self) -> str:
        return source_kind(self.source)

    @property
    def value_text(self) -> str:
        """The value as docs/rules/hegemony.md writes it: text as is, the rest as JSON."""
        if isinstance(self.value, str):
            return self.value
        return json.dumps(self.value, ensure_ascii=False)


# --------------------------------------------------------------------------------------------
# The whole set


@dataclass(frozen=True)
class Components:
    """Every component of the game, checked. Look records up by name with the methods."""

    territories: tuple[Territory, ...]
    diolkos: Diolkos
    poleis: tuple[Polis, ...]
    sides: tuple[Side, ...]
    tribute_boxes: tuple[TributeBox, ...]
    market_chart: MarketChart
    trade_ports: tuple[TradePort, ...]
    markets: tuple[Market, ...]
    sea_links: tuple[SeaLink, ...]
    projects: tuple[Project, ...]
    limits: Limits
    round_track: RoundTrack
    setup: Setup
    event_decks: tuple[EventDeck, ...]
    combat_cards: tuple[CombatCard, ...]
    #: Every value of the data files with its source, in file order.
    sourced_values: tuple[SourcedValue, ...] = field(repr=False, compare=False)

    # -- the map

    @property
    def land_territories(self) -> tuple[Territory, ...]:
        return tuple(t for t in self.territories if t.is_land)

    @property
    def sea_territories(self) -> tuple[Territory, ...]:
        return tuple(t for t in self.territories if t.is_sea)

    @cached_property
    def _by_name(self) -> Mapping[tuple[str, str], Any]:
        # Name lookups are on every hot path of the engine: index them once.
        return {(kind, r.name): r for kind, records in (
            ("territory", self.territories), ("polis", self.poleis),
            ("project", self.projects), ("market", self.markets),
            ("combat card", self.combat_cards)) for r in records}

    def territory(self, name: str) -> Territory:
        found = self._by_name.get(("territory", name))
        return found if found is not None else _find(self.territories, name, "territory")

    def neighbours(self, name: str) -> tuple[str, ...]:
        return self.territory(name).neighbours

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.territory(a).neighbours

    # -- poleis and sides

    def polis(self, name: str) -> Polis:
        found = self._by_name.get(("polis", name))
        return found if found is not None else _find(self.poleis, name, "polis")

    def poleis_in(self, territory: str) -> tuple[Polis, ...]:
        self.territory(territory)
        return tuple(p for p in self.poleis if p.territory == territory)

    @property
    def capitals(self) -> tuple[Polis, ...]:
        return tuple(p for p in self.poleis if p.is_capital)

    @property
    def commercial_poleis(self) -> tuple[Polis, ...]:
        return tuple(p for p in self.poleis if p.commercial)

    def side(self, name: str) -> Side:
        for side in self.sides:
            if side.name == name:
                return side
        raise KeyError(f"no side {name!r}; sides are {', '.join(SIDES)}")

    def capital(self, side: str) -> Polis:
        return self.polis(self.side(side).capital)

    # -- economy

    def tribute_box(self, territory: str) -> TributeBox:
        self.territory(territory)
        for box in self.tribute_boxes:
            if box.territory == territory:
                return box
        raise KeyError(f"{territory} has no tribute box (only land territories have one)")

    def project(self, name: str) -> Project:
        found = self._by_name.get(("project", name))
        return found if found is not None else _find(self.projects, name, "project")

    def market(self, name: str) -> Market:
        found = self._by_name.get(("market", name))
        return found if found is not None else _find(self.markets, name, "market")

    def trade_port(self, side: str) -> TradePort:
        for port in self.trade_ports:
            if port.side == side:
                return port
        raise KeyError(f"no side {side!r}; sides are {', '.join(SIDES)}")

    def trade_links(self, *, diolkos: bool = False) -> frozenset[frozenset[str]]:
        """The sea-to-sea steps of trade routes; with ``diolkos`` (the merchant's side owns
        Korinthos) the diolkos link too."""
        links = {frozenset(link.between) for link in self.sea_links}
        if diolkos:
            links.add(frozenset(self.diolkos.seas))
        return frozenset(links)

    def trade_routes(
        self, side: str, market: str, *, diolkos: bool = False
    ) -> tuple[tuple[str, ...], ...]:
        """Every route (a path of seas without repeats) from ``side``'s trade port to
        ``market``, shortest first. A route is free when no sea on it holds enemy galleys
        (seed 000 §5.9): that check is the engine's.

        >>> from polislab.games.hegemony import COMPONENTS
        >>> COMPONENTS.trade_routes("athens", "Illyria")
        (('Kyklades', 'Myrtöo Pelagos', 'Ionio Pelagos'), ('Kyklades', 'Noties Sporades', \
'Myrtöo Pelagos', 'Ionio Pelagos'), ('Kyklades', 'Thrakiko Pelagos', 'Noties Sporades', \
'Myrtöo Pelagos', 'Ionio Pelagos'))
        >>> COMPONENTS.trade_routes("athens", "Illyria", diolkos=True)[0]
        ('Kyklades', 'Ionio Pelagos')
        """
        key = (side, market, diolkos)
        if key not in self._routes:  # the map never changes: each answer is worked out once
            self._routes[key] = self._find_routes(side, market, diolkos)
        return self._routes[key]

    @cached_property
    def _routes(self) -> dict[tuple[str, str, bool], tuple[tuple[str, ...], ...]]:
        return {}

    def _find_routes(self, side: str, market: str, diolkos: bool) -> tuple[tuple[str, ...], ...]:
        target = self.market(market).sea
        links = self.trade_links(diolkos=diolkos)
        routes: list[tuple[str, ...]] = []

        def extend(path: tuple[str, ...]) -> None:
            if path[-1] == target:
                routes.append(path)
                return
            for link in links:
                if path[-1] in link:
                    (other,) = link - {path[-1]}
                    if other not in path:
                        extend((*path, other))

        for sea in self.trade_port(side).seas:
            extend((sea,))
        return tuple(sorted(routes, key=lambda route: (len(route), route)))

    # -- rounds and events

    def round(self, name: str) -> Round:
        return self.round_track.round(name)

    def combat_card(self, name: str) -> CombatCard:
        found = self._by_name.get(("combat card", name))
        return found if found is not None else _find(self.combat_cards, name, "combat card")

    @cached_property
    def combat_deck(self) -> tuple[str, ...]:
        """The full combat deck, a name per card (copies repeated), in data order."""
        return tuple(c.name for c in self.combat_cards for _ in range(c.count))

    def event_deck(self, round_name: str) -> EventDeck:
        for deck in self.event_decks:
            if deck.round == round_name:
                return deck
        raise KeyError(f"no event deck for round {round_name!r}")

    # -- sources

    def source(self, file: str, record: str, field_name: str) -> str:
        """The source of one value, e.g. ``source("poleis.json", "Korinthos", "fortification")``."""
        for value in self.sourced_values:
            if (value.file, value.record, value.field) == (file, record, field_name):
                return value.source
        raise KeyError(f"{file} has no value {record!r}.{field_name}")

    @property
    def designed_values(self) -> tuple[SourcedValue, ...]:
        """Every "polislab edition" value: found in no source, designed to fit the seeds."""
        return tuple(v for v in self.sourced_values if v.kind == "polislab edition")


class _Named(Protocol):
    @property
    def name(self) -> str: ...


_N = TypeVar("_N", bound=_Named)


def _find(records: tuple[_N, ...], name: str, what: str) -> _N:
    """The record called ``name``; KeyError pointing to the seeds' spelling otherwise."""
    for record in records:
        if record.name == name:
            return record
    for record in records:
        if any(alias.casefold() == name.casefold() for alias in getattr(record, "aliases", ())):
            raise KeyError(
                f"unknown {what} {name!r}; polislab spells it {record.name!r} (the rule texts' "
                "spelling)"
            )
    close = difflib.get_close_matches(name, [r.name for r in records], n=1)
    hint = f"; did you mean {close[0]!r}?" if close else ""
    raise KeyError(f"unknown {what} {name!r}{hint}")
