"""The state of a game of Hexemonia: plain, immutable, comparable values.

A :class:`State` holds everything on the table: each player's city-state (tiles by place, the
cubes and Myth tokens on them), hand, Myth tiles and Acropolis; the four face-up tiles, the
Stack of Fate (top first) and the Underworld; the supply of cubes; the Philosopher pawn and the
Last Player token; whose turn it is, which step of it, and any decision the game waits for
(:class:`Pending`). States are values: the engine returns new ones and never changes one.

Every cube is in the supply, on a tile, or held by a decision (the cubes committed to an
attack): :func:`conservation_errors` checks the sum against the 140 of seed 004.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, NamedTuple, TypeVar

from polislab.core.scripting import Scriptable

from .components import COMPONENTS, KINDS, cube_word
from .hexes import ACROPOLIS, Hex, label
from .options import Options

#: The steps of a turn (seed 004 §Playing the Game): A "draw", B "play", C "action" (an action
#: chosen and under way), D "discard" (hand over four), and "over" once the game has ended.
STEPS: tuple[str, ...] = ("draw", "play", "action", "discard", "over")
#: The four actions of step C.
ACTIONS: tuple[str, ...] = ("produce", "strategy", "special", "war")
#: Who acts while the game waits for a random tile to be discarded (``to_move`` returns it).
CHANCE = "chance"
ACROPOLIS_TILE = "Acropolis"
#: How many cubes of each kind exist (seed 004 §Game Components): citizens, hoplites, gold.
CUBES: tuple[int, int, int] = (COMPONENTS.rule("citizens"), COMPONENTS.rule("hoplites"),
                               COMPONENTS.rule("gold"))

_R = TypeVar("_R")


def evolve(record: _R, **changes: Any) -> _R:
    """``dataclasses.replace`` without re-running ``__init__`` (the engine copies states
    thousands of times a second)."""
    new = object.__new__(type(record))
    new.__dict__.update(record.__dict__, **changes)
    new.__dict__.pop("_events", None)  # what a play did is not copied on
    return new


class Placed(NamedTuple):
    """A tile in a city-state: its place, its title ("Acropolis" for the Acropolis), the
    cubes on it and the Myth tokens on it."""

    hex: Hex
    tile: str
    citizens: int = 0
    hoplites: int = 0
    gold: int = 0
    tokens: tuple[str, ...] = ()

    @property
    def cubes(self) -> tuple[int, int, int]:
        return (self.citizens, self.hoplites, self.gold)

    @property
    def at(self) -> str:
        return label(self.hex)

    def add(self, citizens: int = 0, hoplites: int = 0, gold: int = 0) -> Placed:
        return self._replace(citizens=self.citizens + citizens, hoplites=self.hoplites + hoplites,
                             gold=self.gold + gold)

    def add_kind(self, kind: int, amount: int) -> Placed:
        """The tile with ``amount`` cubes of kind index ``kind`` (0 citizens, 1 hoplites,
        2 gold) added (negative: taken away)."""
        if kind == 0:
            return self._replace(citizens=self.citizens + amount)
        if kind == 1:
            return self._replace(hoplites=self.hoplites + amount)
        return self._replace(gold=self.gold + amount)

    def describe(self) -> str:
        from .components import describe_cubes

        what = "Acropolis" if self.tile == ACROPOLIS_TILE else self.tile
        cubes = describe_cubes(self.cubes)
        return f"{what} ({self.at})" + (f" with {cubes}" if cubes else "")


@dataclass(frozen=True)
class Player:
    """One player's things: the Acropolis tile (and whether it is revealed), the city-state
    (kept in place order, the Acropolis first), the hand and the Myth tiles in front of him
    (both sorted in the data's order)."""

    name: str
    acropolis: str
    revealed: bool
    city: tuple[Placed, ...]
    hand: tuple[str, ...]
    myths: tuple[str, ...]

    def at(self, h: Hex) -> Placed | None:
        for p in self.city:
            if p.hex == h:
                return p
        return None


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for. ``actor`` is the index of the player who decides, or
    -1 for chance (a random tile to discard); ``kind`` names the decision ("pay", "commit",
    ...), and ``data`` holds its details as sorted (key, value) pairs of plain values
    (places are written as text, "1a")."""

    kind: str
    actor: int
    data: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "data", tuple(sorted(self.data)))

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default

    @property
    def is_chance(self) -> bool:
        return self.actor < 0


def pending(kind: str, actor: int, **data: Any) -> Pending:
    return Pending(kind, actor, tuple(data.items()))


@dataclass(frozen=True)
class State(Scriptable):
    """Everything on the table. Build one with :func:`.setup.initial_state` or
    :func:`.setup.position`.

    ``turn`` is the index of the player whose turn it is and ``step`` where the turn stands
    (:data:`STEPS`); ``drawn`` counts what step A has taken so far (0 in a final-round turn,
    which skips it); ``played`` are the places
    of the tiles played from hand this turn (their cubes cannot pay for more tiles);
    ``action`` is the action of step C under way and ``progress`` what it has done so far
    (sorted (key, value) pairs). ``display`` are the face-up tiles, ``stack`` the Stack of Fate
    (top first), ``underworld`` the discard pile (oldest first). ``supply`` is the cubes off
    the table (citizens, hoplites, gold). ``philosopher`` is who holds the pawn (None before
    anyone has taken it), ``last_player`` who holds the Last Player token; ``ending`` turns
    true when the last tile of the stack has been turned over. ``scores`` and ``winners`` are
    set when the game is over.
    """

    options: Options
    players: tuple[Player, ...]
    turn: int
    step: str
    drawn: int
    played: tuple[Hex, ...]
    action: str | None
    progress: tuple[tuple[str, Any], ...]
    display: tuple[str, ...]
    stack: tuple[str, ...]
    underworld: tuple[str, ...]
    supply: tuple[int, int, int]
    philosopher: int | None
    last_player: int
    ending: bool
    turns: int
    pending: Pending | None = None
    scores: tuple[int, ...] | None = None
    winners: tuple[str, ...] | None = None

    game_name = "hexemonia"  # the name the game is registered under

    # -- reading -------------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    @property
    def current(self) -> Player:
        return self.players[self.turn]

    def player(self, who: int | str) -> Player:
        """A player by index or name (any case)."""
        return self.players[self.index(who)]

    def index(self, who: int | str) -> int:
        if isinstance(who, int):
            return who
        for i, p in enumerate(self.players):
            if p.name.casefold() == who.casefold():
                return i
        raise KeyError(f"no player named {who!r}; the players are {', '.join(self.names)}")

    def tile_at(self, who: int | str, at: str) -> Placed | None:
        """The tile at place ``at`` ("A", "1a") of a player (index or name), or None."""
        from .hexes import place

        return self.player(who).at(place(at))

    def get(self, key: str, default: Any = None) -> Any:
        """A value of ``progress``."""
        for k, v in self.progress:
            if k == key:
                return v
        return default

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    # -- changing (each returns a new state) ---------------------------------------------------
    def with_player(self, index: int, **changes: Any) -> State:
        players = list(self.players)
        players[index] = evolve(players[index], **changes)
        return evolve(self, players=tuple(players))

    def with_tile(self, index: int, tile: Placed) -> State:
        """The state with ``tile`` in player ``index``'s city (replacing the one at its place,
        or added in place order)."""
        city = [p for p in self.players[index].city if p.hex != tile.hex]
        city.append(tile)
        city.sort(key=_order)
        return self.with_player(index, city=tuple(city))

    def without_tile(self, index: int, h: Hex) -> State:
        city = tuple(p for p in self.players[index].city if p.hex != h)
        return self.with_player(index, city=city)

    def with_progress(self, **changes: Any) -> State:
        data = dict(self.progress)
        data.update(changes)
        return evolve(self, progress=tuple(sorted(data.items())))

    def take_supply(self, kind: int, amount: int) -> tuple[State, int]:
        """Take up to ``amount`` cubes of kind index ``kind`` from the supply: the new state
        and how many there were."""
        have = self.supply[kind]
        got = min(have, amount)
        if got <= 0:
            return self, 0
        supply = list(self.supply)
        supply[kind] -= got
        return evolve(self, supply=tuple(supply)), got

    def return_supply(self, citizens: int = 0, hoplites: int = 0, gold: int = 0) -> State:
        c, h, g = self.supply
        return evolve(self, supply=(c + citizens, h + hoplites, g + gold))

    # -- text ----------------------------------------------------------------------------------
    def __repr__(self) -> str:
        who = "nobody" if self.step == "over" else self.players[self.turn].name
        return (f"hexemonia.State({len(self.players)} players, turn {self.turns}, {who}, "
                f"step {self.step}, stack {len(self.stack)}, #{self.digest()})")

    def digest(self) -> str:
        """A short fingerprint of the whole state: equal states have equal digests."""
        text = "|".join(f"{n}={getattr(self, n)!r}" for n in self.__dataclass_fields__)
        return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


def _order(p: Placed) -> int:
    from .hexes import ORDER

    return ORDER[p.hex]


def held_cubes(state: State) -> tuple[int, int, int]:
    """Cubes held by a pending decision (those committed to an attack)."""
    if state.pending is None:
        return (0, 0, 0)
    held = state.pending.get("held")
    return tuple(held) if held else (0, 0, 0)


def conservation_errors(state: State) -> list[str]:
    """Every kind of cube whose count in the supply, on the tiles and held by a decision does
    not add up to the 140 of seed 004 §Game Components (empty if none)."""
    errors = []
    held = held_cubes(state)
    for k, kind in enumerate(KINDS):
        on_tiles = sum(p.cubes[k] for pl in state.players for p in pl.city)
        total = state.supply[k] + on_tiles + held[k]
        if total != CUBES[k]:
            errors.append(f"{total} {cube_word(kind, 2)} ({state.supply[k]} in the supply, "
                          f"{on_tiles} on tiles, {held[k]} held), not the {CUBES[k]} of the "
                          f"Hexemonia rulebook §Game Components")
        if state.supply[k] < 0:
            errors.append(f"{state.supply[k]} {cube_word(kind, 2)} in the supply")
    for pl in state.players:
        for p in pl.city:
            if min(p.cubes) < 0:
                errors.append(f"{pl.name}'s {p.describe()} has a negative count")
    return errors


def acropolis_tile(city: tuple[Placed, ...]) -> Placed:
    for p in city:
        if p.hex == ACROPOLIS:
            return p
    raise ValueError("a city-state without its Acropolis")
