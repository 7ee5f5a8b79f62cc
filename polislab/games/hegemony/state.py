"""The state of a game of Polis: Fight for the Hegemony: plain, immutable, comparable values.

A :class:`State` holds everything on the table: the round and phase, whose turn it is and what
they have done in it, each side's Prestige, resources and piece pools, every polis (owner,
population, projects), every territory's units, the merchants, the project tiles, the market
markers, the event decks, and a decision the game may be waiting for (:class:`Pending`).
States are values: the engine returns new ones and never changes one; two states are equal when
everything on the table is. ``str(state)`` is a compact summary (:mod:`.summary`); ``to_json`` /
``from_json`` save it as plain data (:mod:`.state_json`).

Every piece is in its side's pool or on the board: :func:`pieces_on_board` counts the board
and :func:`conservation_errors` checks the sum against the limits of seed 000 §2.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from polislab.core.scripting import Scriptable

from .components import COMPONENTS, SIDES, Resources, Round
from .options import Options

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

SideName = Literal["athens", "sparta"]

#: The phases of a round. The action phase ends, when both players have passed, in
#: "end_of_round", whose steps (:mod:`.round_end`) wait for the players' choices; "game_over" once
#: the game has ended, ``State.result`` saying how (ruling HG54).
PHASES: tuple[str, ...] = ("actions", "end_of_round", "game_over")
#: The values of ``State.result`` once the game is over.
RESULTS: tuple[str, ...] = ("athens", "sparta", "draw")
#: Who acts when the game waits for a die roll (``to_move`` returns it).
CHANCE = "chance"
#: The kind of the one chance decision that rolls no dice: a combat card drawn from the deck
#: that ``State.battle`` leaves (:mod:`.battle`).
CARD_DRAW = "combat draw"

POLIS_NAMES: tuple[str, ...] = tuple(p.name for p in COMPONENTS.poleis)
TERRITORY_NAMES: tuple[str, ...] = tuple(t.name for t in COMPONENTS.territories)
PROJECT_NAMES: tuple[str, ...] = tuple(p.name for p in COMPONENTS.projects)
ROUND_NAMES: tuple[str, ...] = COMPONENTS.round_track.names
_ROUNDS = {r.name: r for r in COMPONENTS.round_track.rounds}
_POLIS_INDEX = {name: i for i, name in enumerate(POLIS_NAMES)}
_TERRITORY_INDEX = {name: i for i, name in enumerate(TERRITORY_NAMES)}
_R = TypeVar("_R", bound="DataclassInstance")


def evolve(record: _R, **changes: Any) -> _R:
    """``dataclasses.replace`` for the records of this module that check nothing on creation
    (all but :class:`Pending`), without re-running ``__init__``: the engine's hot paths copy
    states thousands of times a second while listing legal actions."""
    fields = record.__dataclass_fields__
    if not fields.keys() >= changes.keys():
        unknown = [name for name in changes if name not in fields]
        raise TypeError(f"{type(record).__name__} has no field {unknown[0]!r}")
    new = object.__new__(type(record))
    new.__dict__.update(record.__dict__, **changes)
    new.__dict__.pop("_events", None)  # what a play did is not copied on
    return new


def prestige_change(side: str, delta: int) -> dict[str, dict[str, int]]:
    """The data of an event that changes ``side``'s Prestige by ``delta``: the events of an
    action account for every change of Prestige, and the tests add them up."""
    return {"prestige_change": {side: delta}}


def other(side: str) -> SideName:
    """The opponent of ``side``."""
    return "sparta" if side == "athens" else "athens"


def as_side(name: str) -> SideName:
    """``name``, which must be "athens" or "sparta", as a side's name (for the type checker:
    names read from data, pending decisions or events are plain text)."""
    if name == "athens":
        return "athens"
    if name == "sparta":
        return "sparta"
    raise ValueError(f"no side {name!r}; the sides are athens and sparta")


def side_title(side: str) -> str:
    """"Athens" or "Sparta", as sentences name the sides."""
    return side.capitalize()


@dataclass(frozen=True)
class Pool:
    """A side's pieces that are not on the board (its supply)."""

    cubes: int
    discs: int
    merchants: int
    proxenoi: int

    def plus(self, **deltas: int) -> Pool:
        """The pool with ``deltas`` added ("cubes=1" puts a cube back; negative takes out)."""
        return evolve(self, **{k: getattr(self, k) + v for k, v in deltas.items()})


@dataclass(frozen=True)
class SideState:
    """One side's player board and supply.

    ``proxenos`` is the polis its proxenos stands in, or None while it is off the board (then
    it counts in ``pool.proxenoi``; the political slice says where a captured one is held).
    """

    name: SideName
    prestige: int
    resources: Resources
    pool: Pool
    merchants_in_port: int
    proxenos: str | None


@dataclass(frozen=True)
class PolisState:
    """A polis tile on the board.

    ``population`` is the number of its owner's cubes on it; a neutral polis holds no cubes and
    its population is its base population (ruling HG18). ``project`` is the project begun
    there this round (it completes at the end of the round); ``completed`` are the finished
    project tiles it holds.
    """

    name: str
    owner: SideName | None
    population: int
    project: str | None = None
    completed: tuple[str, ...] = ()


@dataclass(frozen=True)
class Units:
    """One side's units in one territory."""

    hoplites: int = 0
    galleys: int = 0

    @property
    def total(self) -> int:
        return self.hoplites + self.galleys


NO_UNITS = Units()


@dataclass(frozen=True)
class TerritoryState:
    """The units of both sides in one territory."""

    name: str
    athens: Units = NO_UNITS
    sparta: Units = NO_UNITS

    def of(self, side: str) -> Units:
        return self.athens if side == "athens" else self.sparta

    @property
    def total(self) -> int:
        return self.athens.total + self.sparta.total


@dataclass(frozen=True, order=True)
class MerchantAt:
    """A merchant on a shipload space of a foreign market (placed there by a trade)."""

    market: str
    shipload: int
    side: SideName


@dataclass(frozen=True, order=True)
class TributeDisc:
    """A side's disc on a territory's tribute box (placed there by a collection)."""

    territory: str
    side: SideName


@dataclass(frozen=True, order=True)
class Away:
    """A unit an event sent off the map (to Egypt, to Persia): ``side``'s ``unit`` taken from
    ``origin``, coming back at the end of the round, ``returning`` "all" or "half"."""

    side: SideName
    unit: str
    origin: str
    destination: str
    returning: str


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for before anything else may happen.

    ``actor`` is :data:`CHANCE` for a roll of ``dice`` dice with ``faces`` faces (the next
    action is then a chance action such as "roll 3", added by the slices that roll), or the
    side that must choose. ``kind`` names what is decided ("siege", "market move", ...),
    ``rule`` cites the rule that asks for it, and ``data`` holds its details as
    (key, value) pairs of plain values (text, numbers, true/false, null, or tuples of them).
    """

    kind: str
    actor: str
    rule: str
    dice: int = 0
    faces: int = 4
    data: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        # One order for the details, so equal decisions are equal whatever built them
        # (a JSON object read back, or keyword order in the code).
        object.__setattr__(self, "data", tuple(sorted(self.data)))

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.data).get(key, default)

    def outcomes(self) -> list[tuple[tuple[int, ...], Fraction]]:
        """Every ordered roll of the dice with its exact probability (empty for a choice, and
        for a card draw, whose odds depend on the deck: ``battle.draw_odds``)."""
        if not self.is_chance or not self.dice:
            return []
        each = Fraction(1, self.faces**self.dice)
        return [(roll, each) for roll in product(range(1, self.faces + 1), repeat=self.dice)]

    def describe(self) -> str:
        if self.kind == CARD_DRAW:
            return f"a combat card drawn for {side_title(self.get('side'))}"
        if self.kind in _EVENT_QUESTIONS:
            question = _EVENT_QUESTIONS[self.kind].format(sent=self.get("sent", 0),
                                                          gain=self.get("gain", 0))
            return f"{side_title(self.actor)} to answer {self.get('card')}: {question}"
        if self.is_chance:
            return f"a roll of {self.dice}d{self.faces} ({self.kind})"
        return f"{side_title(self.actor)} to decide: {self.kind}"


#: What each event decision asks (:mod:`.events`), for :meth:`Pending.describe`.
_EVENT_QUESTIONS = {
    "event remove": "which hoplite or galley to remove",
    "event betray": "which polis of population 1 to lose",
    "event transfer": "how much Prestige to give up for silver",
    "event send": "which unit to send away next, or done ({sent} sent)",
    "event double": "whether to double the {gain} Prestige of this battle",
}


@dataclass(frozen=True)
class Battle:
    """A battle being fought (:mod:`.battle`). ``kind`` is "land" or "sea"; ``attacker`` the
    side attacking this battle round (``round``, from 1); ``hands`` the combat cards each side
    holds (athens, sparta; sorted in the data's card order); ``attack`` the attacker's 2 cards
    on the table, waiting for the defender's answer; ``discard`` the cards played; ``owed``
    the cards still to deal or draw, as (side, count) in order. The deck is what is left."""

    territory: str
    kind: str
    attacker: SideName
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    attack: tuple[str, ...]
    discard: tuple[str, ...]
    owed: tuple[tuple[SideName, int], ...]
    round: int = 1
    #: Prestige each side (athens, sparta) has gained from card pairs in this battle.
    gains: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class State(Scriptable):
    """Everything on the table during a game. Build one with :func:`.setup.initial_state`.

    ``poleis`` and ``territories`` follow the order of the component data; ``sides`` is
    (athens, sparta). ``player`` is the side whose turn it is in the action phase;
    ``actions_taken`` the kinds of action it has taken this turn; ``passed`` the sides that
    have passed this round, the first to pass first. ``project_offer`` are the face-up project
    tiles not yet begun, ``project_deck`` the face-down ones (top first). ``market`` is the
    space of each good's marker (:data:`~.components.GOODS` order, 0 = leftmost).
    ``event_decks`` hold each round's remaining event cards (top first), and ``events_drawn``
    the card drawn for each round so far. ``battles`` are the territories where the battle check
    found 8+ units, still to be fought (map order), and ``battle`` the one being fought.
    The round's event card leaves ``away`` the units it sent off the map,
    ``blocked_collection`` the territories nobody may collect this round, and ``commanders``
    the sides that have doubled a battle's Prestige this round (:mod:`.events`).
    ``merchants_at_markets`` and ``tribute_discs`` are kept sorted, so that equal boards make
    equal states. ``result`` is None until the game is over, then the winner ("athens",
    "sparta") or "draw" (ruling HG54).
    """

    options: Options
    round: str
    phase: str
    first_player: SideName
    player: SideName
    actions_taken: tuple[str, ...]
    passed: tuple[SideName, ...]
    sides: tuple[SideState, SideState]
    poleis: tuple[PolisState, ...]
    territories: tuple[TerritoryState, ...]
    merchants_at_markets: tuple[MerchantAt, ...]
    tribute_discs: tuple[TributeDisc, ...]
    project_offer: tuple[str, ...]
    project_deck: tuple[str, ...]
    project_discard: tuple[str, ...]
    market: tuple[int, ...]
    event_decks: tuple[tuple[str, ...], ...]
    events_drawn: tuple[str, ...]
    battles: tuple[str, ...] = ()
    battle: Battle | None = None
    away: tuple[Away, ...] = ()
    blocked_collection: tuple[str, ...] = ()
    commanders: tuple[SideName, ...] = ()
    pending: Pending | None = None
    result: str | None = None

    game_name = "hegemony"  # the name the game is registered under

    # -- reading -------------------------------------------------------------------------------
    def side(self, name: str) -> SideState:
        return self.sides[0] if name == "athens" else self.sides[1]

    def polis(self, name: str) -> PolisState:
        return self.poleis[_POLIS_INDEX[name]]

    def territory(self, name: str) -> TerritoryState:
        return self.territories[_TERRITORY_INDEX[name]]

    def units(self, territory: str, side: str) -> Units:
        return self.territory(territory).of(side)

    def owned_poleis(self, side: str) -> tuple[PolisState, ...]:
        return tuple(p for p in self.poleis if p.owner == side)

    @property
    def round_info(self) -> Round:
        found = _ROUNDS.get(self.round)  # read on every move's capacity check
        return found if found is not None else COMPONENTS.round(self.round)

    @property
    def capacity(self) -> int:
        """The most units one side may have in one territory this round (seed 000 §7)."""
        return self.round_info.capacity

    @property
    def event(self) -> str | None:
        """The event card drawn for the current round, or None before it is drawn."""
        index = ROUND_NAMES.index(self.round)
        return self.events_drawn[index] if index < len(self.events_drawn) else None

    # -- changing (each returns a new state) ---------------------------------------------------
    def with_side(self, name: str, **changes: Any) -> State:
        new = evolve(self.side(name), **changes)
        sides = (new, self.sides[1]) if name == "athens" else (self.sides[0], new)
        return evolve(self, sides=sides)

    def with_polis(self, name: str, **changes: Any) -> State:
        index = _POLIS_INDEX[name]
        poleis = list(self.poleis)
        poleis[index] = evolve(poleis[index], **changes)
        return evolve(self, poleis=tuple(poleis))

    def with_units(self, territory: str, side: str, hoplites: int = 0, galleys: int = 0) -> State:
        """The state with ``hoplites`` and ``galleys`` added to ``side`` in ``territory``."""
        index = _TERRITORY_INDEX[territory]
        here = self.territories[index]
        mine = here.of(side)
        mine = Units(mine.hoplites + hoplites, mine.galleys + galleys)
        territories = list(self.territories)
        territories[index] = (evolve(here, athens=mine) if side == "athens"
                              else evolve(here, sparta=mine))
        return evolve(self, territories=tuple(territories))

    # -- text ----------------------------------------------------------------------------------
    def __repr__(self) -> str:
        who = CHANCE if self.pending is not None and self.pending.is_chance else (
            self.pending.actor if self.pending is not None else self.player)
        prestige = ", ".join(f"{s.name} {s.prestige}" for s in self.sides)
        return (f"hegemony.State(round {self.round}, {self.phase}, {who} to act, "
                f"Prestige {prestige}, #{self.digest()})")

    def digest(self) -> str:
        """A short fingerprint of the whole state: equal states have equal digests."""
        return hashlib.sha1(_field_text(self).encode("utf-8")).hexdigest()[:10]



def _field_text(state: State) -> str:
    # The dataclass fields' reprs are deterministic: tuples, text, numbers, frozen dataclasses.
    return "|".join(f"{name}={getattr(state, name)!r}" for name in state.__dataclass_fields__)


# -- pieces -----------------------------------------------------------------------------------
def pieces_on_board(state: State, side: str) -> Pool:
    """How many of ``side``'s pieces are out of its pool: cubes as population of its poleis,
    hoplites and galleys, on the map or sent away by an event; discs on its poleis and on
    tribute boxes; merchants in its trade port and at markets; its proxenos."""
    cubes = sum(p.population for p in state.poleis if p.owner == side)
    cubes += sum(t.of(side).total for t in state.territories)  # hoplites and galleys are cubes
    cubes += sum(1 for a in state.away if a.side == side)
    discs = sum(1 for p in state.poleis if p.owner == side)
    discs += sum(1 for d in state.tribute_discs if d.side == side)
    me = state.side(side)
    merchants = me.merchants_in_port + sum(1 for m in state.merchants_at_markets if m.side == side)
    return Pool(cubes, discs, merchants, 0 if me.proxenos is None else 1)


def conservation_errors(state: State) -> list[str]:
    """Every piece count that does not add up to the limits of seed 000 §2 (empty if none)."""
    limits = COMPONENTS.limits
    expected = Pool(limits.cubes_per_side, limits.discs_per_side, limits.merchants_per_side,
                    limits.proxenoi_per_side)
    errors = []
    for side in SIDES:
        board, pool = pieces_on_board(state, side), state.side(side).pool
        for piece in ("cubes", "discs", "merchants", "proxenoi"):
            have = getattr(board, piece) + getattr(pool, piece)
            if have != getattr(expected, piece):
                errors.append(f"{side_title(side)} has {getattr(pool, piece)} {piece} in its pool "
                              f"and {getattr(board, piece)} on the board: {have}, not the "
                              f"{getattr(expected, piece)} of Hegemony reference §2")
    return errors


# -- component data the state uses ----------------------------------------------------------
def event_deck_cards(round_name: str) -> tuple[str, ...]:
    """The cards of a round's event deck as the data lists them, copies repeated."""
    return tuple(card.name for card in COMPONENTS.event_deck(round_name).cards
                 for _ in range(card.copies))
