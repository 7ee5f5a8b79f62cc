"""The state of a game of Hellas: plain, immutable, comparable values.

A :class:`State` holds everything on the table: the phase and step of the turn, whose turn it
is, the map (the cities on their tiles, with their Greeks and ships), each player's supply and
hand, the tile stack, the god decks and discard piles, the attack under way, and a decision
the game waits for (:class:`Pending`). States are values: the engine returns new ones and
never changes one. ``to_json`` / ``from_json`` save one as plain data.

The tile stack is kept as what the players know of it: ``stack`` holds the tiles in unknown
order (so each is as likely to come next, and the next draw is a chance action), ``bottom``
the tiles put face down under it, in order, which come out after all of those (seed 003 §5
Option 2). The god decks are kept as the cards left in them, in unknown order.

:func:`conservation_errors` checks that each player's 15 Greeks and 10 ships are all in the
supply or on the map (or on the way in an attack), that no city is empty and that no limit is
exceeded.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from polislab.core.scripting import Scriptable

from .components import GODS, PLAYERS, Components
from .hexes import CENTRE, Place
from .options import Options

#: Who acts when the game waits for a draw (``to_move`` returns it).
CHANCE = "chance"
#: The phases of a game: the setup (dealing the hands and the initial map creation), the main
#: game, and its end.
PHASES: tuple[str, ...] = ("setup", "play", "over")
#: The steps of a turn (and of the setup), see :mod:`.engine`.
STEPS: tuple[str, ...] = ("deal", "map", "start", "burst", "voyage", "voyage ship", "attack",
                          "capture", "regroup")
#: The kinds of pending decision: two chance draws and one choice of a player.
PENDING_KINDS: tuple[str, ...] = ("tile draw", "card draw", "source")
#: The pieces a player places and moves.
PIECES: tuple[str, ...] = ("greek", "ship")


def other(player: str) -> str:
    """The opponent of ``player``."""
    return "dark" if player == "light" else "light"


def title(player: str) -> str:
    """"Light" or "Dark", as sentences name the players."""
    return player.capitalize()


def plural(count: int, word: str) -> str:
    """"1 Greek", "2 Greeks", "no ships"."""
    word = "Greek" if word == "greek" else word
    if count == 0:
        return f"no {word}s"
    return f"{count} {word}{'s' * (count != 1)}"


@dataclass(frozen=True)
class City:
    """A city tile on the map, where it lies and turned how, and its owner's pieces: at least
    one Greek (seed 003 §9: a city cannot be empty), and the ships beside it."""

    tile: str
    place: Place
    rotation: int
    owner: str
    greeks: int
    ships: int


@dataclass(frozen=True)
class Player:
    """One player's supply and hand.

    ``cards`` is the hand (in the data's card order); ``fresh`` the cards drawn this turn,
    which cannot be played until a later turn (seed 003 §7); ``unseen`` the gods of the cards
    taken in a Burst of Strength, drawn and looked at when it ends (seed 003 §5 Option 1;
    ruling HL13). ``placed`` counts the tiles placed in the initial map creation.
    """

    name: str
    greeks: int
    ships: int
    cards: tuple[str, ...] = ()
    fresh: tuple[str, ...] = ()
    unseen: tuple[str, ...] = ()
    placed: int = 0

    def playable(self) -> Counter[str]:
        """The cards in hand that may be played this turn (not drawn this turn)."""
        return Counter(self.cards) - Counter(self.fresh)


@dataclass(frozen=True)
class Attack:
    """An attack under way (seed 003 §5 Option 3).

    ``target`` is the attacked city, ``kind`` "land" or "water"; ``sources`` the cities the
    attacking Greeks came from, with how many; ``greeks`` how many are still attacking;
    ``attacker_cards`` and ``defender_cards`` the god cards played on each side; ``window``
    who may act now: the defender (reacting) or the attacker (playing a card, fighting or
    calling it off).
    """

    target: str
    kind: str
    sources: tuple[tuple[str, int], ...]
    greeks: int
    attacker_cards: tuple[str, ...] = ()
    defender_cards: tuple[str, ...] = ()
    window: str = "defender"


@dataclass(frozen=True)
class Pending:
    """A decision the game waits for before anything else may happen: a draw (``actor`` is
    :data:`CHANCE`) or a player's choice of where a piece comes from. ``data`` holds its
    details as sorted (key, value) pairs of plain values."""

    kind: str
    actor: str
    rule: str
    data: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "data", tuple(sorted(self.data)))

    @property
    def is_chance(self) -> bool:
        return self.actor == CHANCE

    def get(self, key: str, default: Any = None) -> Any:
        return dict(self.data).get(key, default)


@dataclass(frozen=True)
class State(Scriptable):
    """Everything on the table during a game of Hellas. Build one with
    :func:`.engine.initial_state`.

    ``phase`` is "setup", "play" or "over"; ``step`` the step of the turn (:data:`STEPS`);
    ``turn`` counts the turns of the main game from 1 (0 during the setup); ``player`` is the
    player whose turn it is (in the initial map creation, the one placing). ``cities`` are the
    city tiles on the map, sorted by name (the dolphin tile always lies at (0, 0)).
    ``decks`` and ``discards`` are the cards left in and discarded from each god's deck (in
    :data:`~.components.GODS` order). ``drawn`` is the tile drawn and not yet placed.
    ``burst_used`` counts the burst actions taken; ``effects`` are the god cards whose effect
    lasts the turn (played this turn); ``attack`` the attack under way; ``regroup_to`` the city
    a restricted regroup moves pieces to (None: the free regroup after a burst);
    ``regrouped`` the (piece, city, "gave"/"got") of this regroup; ``reacting`` is true while
    the opponent may react to the tile drawn on a voyage; ``placements`` the pieces still to
    be placed, as (player, piece, city, rule); ``draws`` the god cards still to be drawn, as
    (player, god, why); ``capture`` the ships the defender lost in a city just taken (as
    many may be placed there). ``result`` is None until the game is over, then the winner or "none"
    and ``reason`` says why.
    """

    options: Options
    phase: str
    turn: int
    player: str
    step: str
    cities: tuple[City, ...]
    players: tuple[Player, Player]
    stack: tuple[str, ...]
    bottom: tuple[str, ...]
    set_aside: tuple[str, ...]
    decks: tuple[tuple[str, ...], ...]
    discards: tuple[tuple[str, ...], ...]
    drawn: str | None = None
    burst_used: int = 0
    effects: tuple[str, ...] = ()
    attack: Attack | None = None
    regroup_to: str | None = None
    regrouped: tuple[tuple[str, str, str], ...] = ()
    reacting: bool = False
    placements: tuple[tuple[str, str, str, str], ...] = ()
    draws: tuple[tuple[str, str, str], ...] = ()
    capture: int = 0
    pending: Pending | None = None
    result: str | None = None
    reason: str = ""

    game_name = "hellas"  # the name the game is registered under

    # -- reading -------------------------------------------------------------------------------
    @property
    def components(self) -> Components:
        return self.options.components

    def side(self, name: str) -> Player:
        return self.players[0] if name == "light" else self.players[1]

    def city(self, name: str) -> City:
        for city in self.cities:
            if city.tile == name:
                return city
        raise KeyError(f"{name} is not on the map")

    def has_city(self, name: str) -> bool:
        return any(c.tile == name for c in self.cities)

    def cities_of(self, player: str) -> tuple[City, ...]:
        return tuple(c for c in self.cities if c.owner == player)

    def at(self, place: Place) -> City | None:
        for city in self.cities:
            if city.place == place:
                return city
        return None

    def occupied(self) -> dict[Place, tuple[str, int]]:
        """Every place with a tile: (tile name, rotation), the dolphin tile included."""
        out = {CENTRE: (self.components.start.name, 0)}
        out.update({c.place: (c.tile, c.rotation) for c in self.cities})
        return out

    def deck(self, god: str) -> tuple[str, ...]:
        return self.decks[GODS.index(god)]

    def discard(self, god: str) -> tuple[str, ...]:
        return self.discards[GODS.index(god)]

    def temples(self, player: str) -> int:
        """How many of ``player``'s cities have a temple."""
        return sum(1 for c in self.cities_of(player) if self.components.tile(c.tile).temple)

    @property
    def stack_size(self) -> int:
        return len(self.stack) + len(self.bottom)

    # -- changing (each returns a new state) ---------------------------------------------------
    def with_side(self, name: str, **changes: Any) -> State:
        new = replace(self.side(name), **changes)
        players = (new, self.players[1]) if name == "light" else (self.players[0], new)
        return replace(self, players=players)

    def with_city(self, name: str, **changes: Any) -> State:
        cities = tuple(replace(c, **changes) if c.tile == name else c for c in self.cities)
        return replace(self, cities=cities)

    def with_new_city(self, city: City) -> State:
        return replace(self, cities=tuple(sorted((*self.cities, city), key=lambda c: c.tile)))

    def with_supply(self, name: str, greeks: int = 0, ships: int = 0) -> State:
        """The state with ``greeks`` and ``ships`` added to ``name``'s supply (negative takes
        them out)."""
        me = self.side(name)
        return self.with_side(name, greeks=me.greeks + greeks, ships=me.ships + ships)

    # -- text ----------------------------------------------------------------------------------
    def __repr__(self) -> str:
        who = self.pending.actor if self.pending is not None else self.player
        cities = ", ".join(f"{p} {len(self.cities_of(p))}" for p in PLAYERS)
        return (f"hellas.State({self.phase}, turn {self.turn}, {self.step}, {who} to act, "
                f"cities {cities}, #{self.digest()})")

    def digest(self) -> str:
        """A short fingerprint of the whole state: equal states have equal digests."""
        text = "|".join(f"{name}={getattr(self, name)!r}" for name in self.__dataclass_fields__)
        return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


# -- invariants -------------------------------------------------------------------------------
def pieces(state: State, player: str) -> tuple[int, int]:
    """``player``'s Greeks and ships out of the supply: on the map, and attacking."""
    greeks = sum(c.greeks for c in state.cities_of(player))
    ships = sum(c.ships for c in state.cities_of(player))
    if state.attack is not None and player == state.player:
        greeks += state.attack.greeks
    return greeks, ships


def conservation_errors(state: State) -> list[str]:
    """Everything that does not add up (empty if all is well): each player's Greeks and ships
    (seed 003 §2), cities never empty (§9 FAQ), at most 3 Greeks and 3 ships a city (§5-§6;
    during an attack the attacked city may hold a Greek more, Call to Arms), hand limits (§5
    Option 1), and every tile and card in exactly one place."""
    c = state.components
    errors = []
    for name in PLAYERS:
        me = state.side(name)
        greeks, ships = pieces(state, name)
        if me.greeks < 0 or me.ships < 0:
            errors.append(f"{title(name)} has a negative supply ({me.greeks}, {me.ships})")
        if greeks + me.greeks != c.limit("greeks"):
            errors.append(f"{title(name)} has {me.greeks} Greeks in the supply and {greeks} "
                          f"out: not {c.limit('greeks')}")
        if ships + me.ships != c.limit("ships"):
            errors.append(f"{title(name)} has {me.ships} ships in the supply and {ships} "
                          f"on the map: not {c.limit('ships')}")
        hand = Counter(me.cards)
        per_god = Counter(c.card(card).god for card in me.cards) + Counter(me.unseen)
        if len(me.cards) + len(me.unseen) > c.limit("hand"):
            errors.append(f"{title(name)} holds {len(me.cards) + len(me.unseen)} cards")
        if state.phase != "setup" and any(n > c.limit("hand per god") for n in per_god.values()):
            errors.append(f"{title(name)} holds more than {c.limit('hand per god')} cards of a "
                          f"god: {dict(per_god)}")
        if Counter(me.fresh) - hand:
            errors.append(f"{title(name)}'s fresh cards are not all in the hand")
    for city in state.cities:
        top = c.limit("greeks per city")
        if state.attack is not None and state.attack.target == city.tile:
            top += sum(c.card(x).amount for x in state.attack.defender_cards
                       if c.card(x).kind == "defender_greek")
        awaited = any(x[:3] == (city.owner, "greek", city.tile) for x in state.placements)
        if city.greeks < 1 and not awaited:  # a new city waits for its Greek from another
            errors.append(f"{city.tile} is empty")
        if city.greeks > top:
            errors.append(f"{city.tile} holds {city.greeks} Greeks")
        if not 0 <= city.ships <= c.limit("ships per city"):
            errors.append(f"{city.tile} holds {city.ships} ships")
    places = [city.place for city in state.cities]
    if len(set(places)) != len(places) or CENTRE in places:
        errors.append("two tiles lie on one place")
    tiles = Counter([*(x.tile for x in state.cities), *state.stack, *state.bottom,
                     *state.set_aside, *([state.drawn] if state.drawn else [])])
    if tiles != Counter(c.tile_names):
        errors.append(f"the tiles do not add up: {sorted(tiles - Counter(c.tile_names))} "
                      f"extra, {sorted(Counter(c.tile_names) - tiles)} missing")
    for god in GODS:
        held = Counter([*state.deck(god), *state.discard(god)])
        for p in state.players:
            held.update(x for x in p.cards if c.card(x).god == god)
        if held != Counter(c.deck(god)):
            errors.append(f"the {god} cards do not add up")
    return errors
