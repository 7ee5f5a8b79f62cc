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
from dataclasses import replace
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt
from polislab.core.moments import flag, listed, whole_number
from polislab.core.randomness import Randomness
from polislab.core.scripting import randomness_from

from . import board, moments
from . import citations as cite
from .components import GODS, PLAYERS
from .hexes import Place, format_place, parse_place
from .options import Options
from .state import City, Player, State, conservation_errors

CitySpec = tuple[str, Place, int, str, int, int]


def position(cities: Iterable[CitySpec], *, hands: Mapping[str, Sequence[str]] | None = None,
             player: str = "light", turn: int | None = None,
             stack: Sequence[str] | None = None,
             bottom: Sequence[str] = (), discards: Mapping[str, Sequence[str]] | None = None,
             fresh: Mapping[str, Sequence[str]] | None = None, burst: int | None = None,
             taken: Sequence[str] = (), effects: Sequence[str] = (),
             voyage: bool | str | Mapping[str, Any] | None = None,
             attack: Mapping[str, Any] | None = None, regroup: bool | str | None = None,
             capture: tuple[str, int] | None = None, moved: Sequence[Sequence[str]] = (),
             placements: Sequence[Sequence[str]] = (), reshuffled: Sequence[str] = (),
             draws: Mapping[str, Sequence[str]] | None = None,
             setup: bool | str = False, drawn: str | None = None, set_aside: Sequence[str] = (),
             seed: int = 0, **options: Any) -> State:
    """A state at the start of ``player``'s turn ``turn`` of the main game, or at a moment
    inside it, or in the initial map creation.

    ``cities`` are (tile, (q, r), rotation, owner, Greeks, ships); ``hands`` the god cards of
    each player; ``stack`` the tiles of the shuffled stack (default: every tile not on the map
    and not in ``bottom``) and ``bottom`` those put under it, in order; ``discards`` the cards
    in each god's discard pile; ``fresh`` the cards of each hand drawn this turn; ``options``
    the rule options. Turn 1 is the starting player's first turn (no god cards then), so light
    plays the odd turns and dark the even ones; ``turn`` None is light's second turn (3) or
    dark's first (2).

    The moments inside a turn (:mod:`.moments`), at most one of them:

    - ``burst=N``: a Burst of Strength after N of its actions, ``taken`` the gods of the
      cards taken face down in it;
    - ``regroup=True``: the free regroup after a burst (``burst`` its actions, by default
      all, 0 for a burst ended at once); ``regroup="Pylos"``: the regroup to the new city
      after a voyage or an attack;
      ``moved`` the moves already made in it, as (piece, from, to): ``("greek", "Argos",
      "Pylos")`` (the cities typed hold the pieces after them);
    - ``voyage=True``: a voyage declared, its tile to draw; ``voyage="Pylos"`` (or
      ``{"tile": "Pylos", "reacted": True}``): the voyage's tile drawn, the opponent to react
      with a god card if they can (unless ``reacted``), then the voyager to place it;
      ``voyage={"tile": "Pylos", "placed": True}``: the tile placed (typed among the
      ``cities``, no ship beside it yet), the voyager to return a ship from beside one of
      their cities next to it;
    - ``attack={"target": "Sparta", "from": {"Argos": 2}, "cards": {player: [...]},
      "window": "defender"}``: an attack declared, the cities typed holding the Greeks left
      in them; the cards played in it; who may play a card next;
    - ``capture=("Sparta", 1)``: an attack has just taken Sparta, whose defender lost 1 ship
      there: the attacker places as many ships beside it, if it has them;
    - ``setup=True``: the initial map creation part-way: ``cities`` the tiles placed so far
      (1 Greek, 1 ship each), ``drawn`` the tile drawn to place (default: the next draw is
      pending), ``set_aside`` the tiles drawn and set aside (temple tiles, or tiles that fit
      nowhere: ruling HL5); a hand not given is dealt (one card of each god) with ``seed``;
      ``setup="deal"``: the deal under way, before the map: ``hands`` the cards dealt so far,
      the next card (light's Ares, Poseidon, Zeus, then dark's) a chance draw (ruling HL5).

    What else the turn holds, with any of them:

    - ``effects``: god cards played this turn whose effect lasts it (Forced March, Olympian
      Vigour, Favourable Wind, Storm): they lie in their discard piles.
    - ``placements``: pieces still to be placed, as (piece, city, why), ``why`` "voyage" (the
      new city's Greek) or the card that places it (New Colony, Shipwrights, Call to Arms,
      laid on its discard pile unless the attack has it): the supply has none, so the owner of
      the city chooses another city to take the first from.
    - ``draws``: god cards still to be drawn by the player, the first now (a chance action):
      ``{"burst": ["Zeus"]}`` the cards taken in the burst just ended (with
      ``regroup=True``), ``{"Gifts of Olympus": ["Ares", "Zeus"]}`` those of the card played
      (laid on its discard pile).
    - ``reshuffled``: the gods whose deck ran out this turn, its discard pile shuffled into a
      new deck for a draw (ruling HL8): the cards of that god played this turn before the
      draw are in the deck, so the builder lays none on the pile, which ``discards`` gives
      whole.

    :func:`position_args` gives the arguments that type a state again.
    """
    opts = Options.from_json(dict(options))  # unknown or bad options: a ScenarioError
    c = opts.components
    rng = randomness_from(seed)  # a whole number (or None), refused otherwise as by start()
    burst = None if burst is None else whole_number(burst, "burst")
    dealing = setup == "deal"
    setup = dealing or flag(setup, "setup")
    taken, set_aside = listed(taken, "taken", "gods"), listed(set_aside, "set_aside", "tiles")
    if isinstance(cities, (str, bytes)) or not isinstance(cities, Iterable):
        raise ScenarioError("cities is a list of (tile, (q, r), rotation, owner, Greeks, ships)")
    placed = [_city(spec, c) for spec in cities]
    _check_map(placed, opts)
    hands = _keyed(hands, PLAYERS, "hands", "player")
    discard = _keyed(discards, GODS, "discards", "god")
    placements = moments.placements_spec(placements)
    draws = moments.draws_spec(draws, c)
    if placements and draws:
        raise ScenarioError(f"pieces to place and cards to draw come from two cards, and a card "
                            f"is played only once the last one's pieces and cards are all in "
                            f"({cite.GODS}; {cite.ruling('HL23')})")
    played = _played(effects, attack, c) + moments.placing_cards(placements, attack, c)
    played += [why for why in draws if why != "burst"]
    reshuffled = listed(reshuffled, "reshuffled", "gods")
    for god in reshuffled:
        if god not in GODS:
            raise ScenarioError(f"reshuffled: no god {excerpt(god)}; the gods are "
                                f"{', '.join(GODS)}")
    for card in played:
        if c.card(card).god not in reshuffled:
            discard[c.card(card).god].append(card)
    fresh = _keyed(fresh, PLAYERS, "fresh", "player")
    for cards in (*hands.values(), *discard.values(), *fresh.values()):
        for card in cards:
            if not isinstance(card, str) or card not in c.card_names:
                raise ScenarioError(f"no god card {excerpt(card)}; the cards are "
                                    f"{', '.join(c.card_names)}")
    stack = None if stack is None else _tiles(stack, "stack", c)
    bottom = _tiles(bottom, "bottom", c)
    if turn is None:
        turn = 3 if player == PLAYERS[0] else 2
    if not isinstance(turn, int) or isinstance(turn, bool) or turn < 1:
        raise ScenarioError(f"turn is a whole number, 1 or more, not {excerpt(turn)}")
    left: Counter[str] = Counter()
    for god in GODS:
        left.update(c.deck(god))
    for cards in (*hands.values(), *discard.values()):
        for card in cards:
            if left[card] < 1:
                raise ScenarioError(f"there are not that many {excerpt(card)} cards (or no such "
                                    f"card)")
            left[card] -= 1
    order = c.card_names.index
    if setup and not dealing:
        _deal(hands, left, rng, c)
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
        new = tuple(sorted(fresh[p], key=order))
        players.append(Player(p, greeks, ships, tuple(sorted(hands[p], key=order)), new, (),
                              c.limit("setup tiles")))
    if player not in PLAYERS:
        raise ScenarioError(f"the player is 'light' or 'dark', not {excerpt(player)}")
    state = State(options=opts, phase="play", turn=turn, player=player, step="start",
                  cities=tuple(sorted(placed, key=lambda x: x.tile)),
                  players=(players[0], players[1]), stack=tuple(sorted(stack)),
                  bottom=tuple(bottom), set_aside=(), decks=decks,
                  discards=tuple(tuple(sorted(discard[g], key=order)) for g in GODS))
    errors = _errors_before_the_moment(state, attack, placements)
    if errors:
        raise ScenarioError("the position does not add up: " + "; ".join(errors))
    state = moments.with_placements(state, placements)
    state = replace(state, draws=tuple((player, god, why) for why, gods in draws.items()
                                       for god in gods))
    state = _moment(state, burst, taken, effects, voyage, attack, regroup, capture,
                    "deal" if dealing else setup, drawn, set_aside)
    state = moments.settle(moments.with_moves(state, moved))
    moments.check_placements(state, placements)
    moments.check_draws(state, draws, bool(moved))
    moments.check(state)
    return state


def _errors_before_the_moment(state: State, attack: Any, placements: Sequence[Any]) -> list[str]:
    """What does not add up before the moment is laid out, leaving out what the moment
    explains: a new city still waiting for its Greek, the Greek Call to Arms adds to a city
    attacked (the whole state is checked once the moment is laid out)."""
    awaited = {f"{to} is empty" for piece, to, _ in placements if piece == "greek"}
    target = attack.get("target") if isinstance(attack, Mapping) else None
    return [e for e in conservation_errors(state)
            if e not in awaited and not (target and e.startswith(f"{target} holds"))]


def _played(effects: Any, attack: Any, c: Any) -> list[str]:
    """The god cards played this turn: those whose effect lasts it, those of the attack."""
    if isinstance(effects, str) or not isinstance(effects, Sequence):
        raise ScenarioError("effects is a list of the god cards played this turn")
    cards = list(effects)
    if isinstance(attack, Mapping) and isinstance(attack.get("cards"), Mapping):
        for held in attack["cards"].values():
            if isinstance(held, str) or not isinstance(held, Sequence):
                raise ScenarioError("attack['cards'] maps each player to a list of cards")
            cards += list(held)
    for card in cards:
        if not isinstance(card, str) or card not in c.card_names:
            raise ScenarioError(f"no god card {excerpt(card)}; the cards are "
                                f"{', '.join(c.card_names)}")
    return cards


def _deal(hands: dict[str, list[str]], left: Counter[str], rng: Randomness, c: Any) -> None:
    """The hands of the setup not given: one card of each god, dealt from the decks shuffled
    with ``rng`` (seed 003 §3)."""
    each = c.limit("starting cards per god")
    for p in PLAYERS:
        if hands[p]:
            continue
        for god in GODS:
            deck = sorted((x for x in left.elements() if c.card(x).god == god),
                          key=c.card_names.index)
            for card in rng.shuffle(deck, deck=god)[:each]:
                hands[p].append(card)
                left[card] -= 1


def _moment(state: State, burst: Any, taken: Any, effects: Sequence[str], voyage: Any,
            attack: Any, regroup: Any, capture: Any, setup: bool | str, drawn: Any,
            set_aside: Any) -> State:
    chosen = [name for name, value in (("voyage", voyage), ("attack", attack),
                                        ("regroup", regroup), ("capture", capture),
                                        ("setup", setup or None))
              if value is not None]
    if burst and not regroup:
        chosen.append("burst")
    if len(chosen) > 1:
        raise ScenarioError(f"a turn is one of a Burst of Strength, a voyage or an attack, "
                            f"then the regroup: not {' and '.join(chosen)} at once "
                            f"({cite.FLOW})")
    moment = chosen[0] if chosen else ""
    if moment == "regroup" and regroup is True:
        moment = "regroup after a burst"
    if moment == "voyage" and isinstance(voyage, Mapping) and voyage.get("placed"):
        moment = "voyage ship"
    if taken and moment != "burst":
        raise ScenarioError(f"cards are taken face down in a Burst of Strength under way: "
                            f"taken goes with burst=N ({cite.BURST})")
    if (drawn is not None or set_aside) and moment != "setup":
        raise ScenarioError("drawn and set_aside are the initial map creation's: they go "
                            f"with setup=True ({cite.MAP})")
    if setup:
        if effects:
            raise ScenarioError(f"god cards are played in the main game ({cite.GODS})")
        if setup == "deal":
            if drawn is not None or set_aside:
                raise ScenarioError(f"the tiles are drawn once the hands are dealt ({cite.MAP}; "
                                    f"{cite.ruling('HL5')})")
            return moments.in_deal(state)
        return moments.in_setup(state, drawn, set_aside)
    state = replace(state, effects=tuple(effects))
    moments.check_effects(state, effects, moment)
    if moment == "burst":
        assert burst is not None
        return moments.in_burst(state, burst, taken)
    if regroup is not None:
        return moments.in_regroup(state, regroup, burst)
    if voyage is not None:
        return moments.in_voyage(state, voyage)
    if attack is not None:
        return moments.in_attack(state, attack)
    if capture is not None:
        return moments.at_capture(state, capture)
    return state


def _city(spec: Any, c: Any) -> City:
    if isinstance(spec, (str, bytes)) or not isinstance(spec, Sequence) or len(spec) != 6:
        raise ScenarioError(f"a city is (tile, (q, r), rotation, owner, Greeks, ships), not "
                            f"{excerpt(spec)}")
    name, place, rotation, owner, greeks, ships = spec
    if not isinstance(name, str) or name not in c.tile_names:
        raise ScenarioError(f"no city tile {excerpt(name)}; the tiles are "
                            f"{', '.join(c.tile_names)}")
    if isinstance(place, str):
        try:
            place = parse_place(place)
        except ValueError as err:
            raise ScenarioError(f"{name}: {err}") from None
    if (isinstance(place, (str, bytes)) or not isinstance(place, Sequence) or len(place) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) and abs(x) <= 1000
                       for x in place)):
        raise ScenarioError(f"{name}: a place is (q, r), two whole numbers (-1000 to 1000), or "
                            f"text such as '0,-1', not {excerpt(place)}")
    if not isinstance(rotation, int) or isinstance(rotation, bool) or rotation not in range(6):
        raise ScenarioError(f"{name}: a rotation is a whole number 0 to 5, not {excerpt(rotation)}")
    if owner not in PLAYERS:
        raise ScenarioError(f"an owner is 'light' or 'dark', not {excerpt(owner)}")
    for what, count in (("Greeks", greeks), ("ships", ships)):
        if not isinstance(count, int) or isinstance(count, bool) or count < 0:
            raise ScenarioError(f"{name}: the {what} are a whole number, not {excerpt(count)}")
    return City(name, (place[0], place[1]), rotation, owner, greeks, ships)


def _keyed(given: Any, keys: Sequence[str], what: str, key: str) -> dict[str, list[str]]:
    """``given`` (a mapping from ``keys`` to lists of names, or None) with every key; a key
    not among ``keys`` is refused, never dropped."""
    if given is None:
        given = {}
    if not isinstance(given, Mapping):
        raise ScenarioError(f"{what} is a mapping from {key} to a list of names")
    for k, v in given.items():
        if k not in keys:
            raise ScenarioError(f"{what}: {excerpt(k)} is no {key}; the {key}s are "
                                f"{', '.join(keys)}")
        if isinstance(v, (str, bytes)) or not isinstance(v, Iterable):
            raise ScenarioError(f"{what}[{excerpt(k)}] is a list of names, not {excerpt(v)}")
    return {k: list(given.get(k, ())) for k in keys}


def _tiles(tiles: Any, what: str, c: Any) -> list[str]:
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Iterable):
        raise ScenarioError(f"{what} is a list of tile names")
    out = list(tiles)
    for t in out:
        if not isinstance(t, str) or t not in c.tile_names:
            raise ScenarioError(f"{what}: no tile {excerpt(t)}; the tiles are "
                                f"{', '.join(c.tile_names)}")
    return out


def _check_map(cities: list[City], options: Options) -> None:
    """The map as the rules build it (seed 003 §4 and §5 Option 2): every shared edge
    matches, and the tiles can be laid one by one, each next to the dolphin tile or to two
    tiles already laid, adding no new water segment (ruling HL3; in the setup too unless
    ``water_rule_in_setup`` is off, HL4). Either rule only gets easier as tiles are added, so
    laying any tile that fits, until none is left, finds an order if there is one."""
    c = options.components
    occupied: dict[Place, tuple[str, int]] = {(0, 0): (c.start.name, 0)}
    for city in cities:
        if city.place in occupied:
            raise ScenarioError(f"two tiles at {format_place(city.place)}")
        occupied[city.place] = (city.tile, city.rotation)
    for city in cities:
        others = {p: v for p, v in occupied.items() if p != city.place}
        ok, why = board.fits(c, others, c.tile(city.tile), city.place, city.rotation,
                             water_rule=False)
        if not ok:
            raise ScenarioError(f"{city.tile} at {format_place(city.place)} turned "
                                f"{city.rotation} does not match its neighbours: {why}")
    laid: dict[Place, tuple[str, int]] = {(0, 0): occupied[(0, 0)]}
    left = list(cities)
    while left:
        for city in left:
            if board.adjacency_ok(laid, city.place) and board.fits(
                    c, laid, c.tile(city.tile), city.place, city.rotation,
                    water_rule=options.water_rule_in_setup)[0]:
                laid[city.place] = (city.tile, city.rotation)
                left.remove(city)
                break
        else:
            raise ScenarioError(_unlaid(left[0], laid, options))


def _unlaid(city: City, laid: Mapping[Place, tuple[str, int]], options: Options) -> str:
    where = f"{city.tile} at {format_place(city.place)}"
    if not board.adjacency_ok(laid, city.place):
        return (f"{where} could never have been laid: a tile goes next to the dolphin tile or "
                f"next to two tiles already on the map ({cite.MAP}; {cite.FAQ_DOLPHIN})")
    why = board.fits(options.components, laid, options.components.tile(city.tile), city.place,
                     city.rotation, water_rule=True)[1]
    return f"{where} could never have been laid: {why} ({cite.VOYAGE}; {cite.ruling('HL3')})"


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
