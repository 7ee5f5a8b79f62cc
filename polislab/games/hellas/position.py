"""Typing a position of the main game: the map, the pieces and the hands, as values.

:func:`position` builds a :class:`~.state.State` at the start of a player's turn from what is on
the table, so that a tutorial (or a test) can begin in the middle of a game. Everything not
named is where it would be: Greeks and ships not on the map in the supply, tiles not on the map
in the stack (in unknown order, or as given), cards not in a hand or a discard pile in their
decks. The map is checked as the rules build it: every shared edge matches, land to land and
water to water (seed 003 §4), and the pieces add up (§2).

>>> from polislab.games.hellas.position import position
>>> state = position([
...     ("Argos", (0, -1), 1, "light", 2, 1),
...     ("Sparta", (1, -1), 5, "dark", 1, 1),
... ], hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
>>> state.player, state.step, state.side("light").greeks, state.stack_size
('light', 'start', 13, 21)
>>> position([("Argos", (0, -1), 2, "light", 1, 0)])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: Argos at 0,-1 turned 2 does not match its neighbours: its \
south edge is land and meets water, the north edge of the dolphin tile
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError

from . import board
from .components import GODS, PLAYERS
from .hexes import Place, format_place
from .options import Options
from .state import City, Player, State, conservation_errors

CitySpec = tuple[str, Place, int, str, int, int]


def position(cities: Iterable[CitySpec], *, hands: Mapping[str, Sequence[str]] | None = None,
             player: str = "light", turn: int = 2, stack: Sequence[str] | None = None,
             bottom: Sequence[str] = (), discards: Mapping[str, Sequence[str]] | None = None,
             fresh: Mapping[str, Sequence[str]] | None = None, **options: Any) -> State:
    """A state at the start of ``player``'s turn ``turn`` of the main game.

    ``cities`` are (tile, (q, r), rotation, owner, Greeks, ships); ``hands`` the god cards of
    each player; ``stack`` the tiles of the shuffled stack (default: every tile not on the map
    and not in ``bottom``) and ``bottom`` those put under it, in order; ``discards`` the cards
    in each god's discard pile; ``fresh`` the cards of each hand drawn this turn; ``options``
    the rule options. Turn 1 is the starting player's first turn (no god cards then).
    """
    opts = Options(**options)
    c = opts.components
    placed = []
    for spec in cities:
        if len(spec) != 6:
            raise ScenarioError(f"a city is (tile, (q, r), rotation, owner, Greeks, ships), not "
                                f"{spec!r}")
        name, place, rotation, owner, greeks, ships = spec
        try:
            c.tile(name)
        except KeyError as err:
            raise ScenarioError(str(err.args[0])) from None
        if owner not in PLAYERS:
            raise ScenarioError(f"an owner is 'light' or 'dark', not {owner!r}")
        for what, count in (("Greeks", greeks), ("ships", ships)):
            if not isinstance(count, int) or isinstance(count, bool) or count < 0:
                raise ScenarioError(f"{name}: the {what} are a whole number, not {count!r}")
        placed.append(City(name, tuple(place), rotation, owner, greeks, ships))  # type: ignore[arg-type]
    _check_map(placed, opts)
    hands = {p: list((hands or {}).get(p, ())) for p in PLAYERS}
    discard = {g: list((discards or {}).get(g, ())) for g in GODS}
    left: Counter[str] = Counter()
    for god in GODS:
        left.update(c.deck(god))
    for cards in (*hands.values(), *discard.values()):
        for card in cards:
            if left[card] < 1:
                raise ScenarioError(f"there are not that many {card!r} cards (or no such card)")
            left[card] -= 1
    order = c.card_names.index
    decks = tuple(tuple(sorted((x for x in left.elements() if c.card(x).god == g), key=order))
                  for g in GODS)
    on_map = {x.tile for x in placed}
    if stack is None:
        stack = [t for t in c.tile_names if t not in on_map and t not in bottom]
    players = []
    for p in PLAYERS:
        mine = [x for x in placed if x.owner == p]
        greeks = c.limit("greeks") - sum(x.greeks for x in mine)
        ships = c.limit("ships") - sum(x.ships for x in mine)
        new = tuple(sorted((fresh or {}).get(p, ()), key=order))
        players.append(Player(p, greeks, ships, tuple(sorted(hands[p], key=order)), new, (),
                              c.limit("setup tiles")))
    if player not in PLAYERS:
        raise ScenarioError(f"the player is 'light' or 'dark', not {player!r}")
    state = State(options=opts, phase="play", turn=turn, player=player, step="start",
                  cities=tuple(sorted(placed, key=lambda x: x.tile)),
                  players=(players[0], players[1]), stack=tuple(sorted(stack)),
                  bottom=tuple(bottom), set_aside=(), decks=decks,
                  discards=tuple(tuple(sorted(discard[g], key=order)) for g in GODS))
    errors = conservation_errors(state)
    if errors:
        raise ScenarioError("the position does not add up: " + "; ".join(errors))
    return state


def _check_map(cities: list[City], options: Options) -> None:
    c = options.components
    occupied: dict[Place, tuple[str, int]] = {(0, 0): (c.start.name, 0)}
    for city in cities:
        if city.place in occupied:
            raise ScenarioError(f"two tiles at {format_place(city.place)}")
        if city.rotation not in range(6):
            raise ScenarioError(f"{city.tile}: a rotation is 0 to 5")
        occupied[city.place] = (city.tile, city.rotation)
    for city in cities:
        others = {p: v for p, v in occupied.items() if p != city.place}
        ok, why = board.fits(c, others, c.tile(city.tile), city.place, city.rotation,
                             water_rule=False)
        if not ok:
            raise ScenarioError(f"{city.tile} at {format_place(city.place)} turned "
                                f"{city.rotation} does not match its neighbours: {why}")


def turned(tile: str, *land: int, options: Options | None = None) -> int:
    """The rotation at which ``tile``'s land edges lie on exactly the map edges ``land``
    (0 north ... 5 north-west): ``turned("Argos", 1, 2)`` is 1. ScenarioError if none does.

    >>> turned("Argos", 1, 2), turned("Naxos")
    (1, 0)
    """
    c = (options or Options()).components
    wanted = frozenset(land)
    for k in c.tile(tile).rotations:
        o = c.tile(tile).orientations[k]
        if frozenset(d for d in range(6) if o.kinds[d] == "L") == wanted:
            return k
    raise ScenarioError(f"{tile} cannot lie with land on exactly the edges {sorted(wanted)}")
