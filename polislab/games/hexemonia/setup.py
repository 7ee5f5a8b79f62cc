"""Setting up a game (seed 004 §Setting Up the Game), and typing any position by hand.

:func:`initial_state` follows the seed: the Acropolis and Terrain tiles of the player count,
an Acropolis dealt to each player (face up with two players unless ``two_players_face_up`` is
off, ruling HX2), 2 Citizens and 1 Gold on each, the Stack of Fate shuffled, four tiles face
up and two in each hand. Both shuffles go through core randomness (the decks "acropolis" and
"stack of fate"), so a scenario can stack them with
:class:`~polislab.core.randomness.ScriptedRandomness` (see :func:`stacked`).

:func:`position` builds any position from plain text, for tutorials and tests::

    position(names=("Andrea", "Barbara", "Corrado"),
             cities={"Barbara": {"A": "2c 1g", "1a": "Quarry 3c 2g", "1b": "Phalanx 2h 4g"}},
             turn="Andrea")

A tile is written as its title, then its cubes ("3c 1h 2g", any order), then "+Myth" for each
Myth token on it; the Acropolis ("A") as its cubes alone.

>>> state = initial_state(7, players=2)
>>> [p.acropolis for p in state.players], [len(p.hand) for p in state.players]
(['Athens', 'Sparta'], [2, 2])
>>> len(state.display), len(state.stack), state.supply
(4, 15, (56, 30, 48))
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt, shown
from polislab.core.randomness import Randomness, ScriptedRandomness

from . import citations as cite
from . import city, moments
from .city import unbuildable
from .components import COMPONENTS
from .hexes import ACROPOLIS, ORDER, place
from .options import Options
from .scoring import final_scores
from .state import ACROPOLIS_TILE, CUBES, Placed, Player, State, conservation_errors
from .turn import sort_tiles

STACK = "stack of fate"
ACROPOLIS_DECK = "acropolis"
START_CUBES = (COMPONENTS.rule("acropolis_citizens"), 0, COMPONENTS.rule("acropolis_gold"))
FACE_UP = COMPONENTS.rule("face_up")
HAND = COMPONENTS.rule("starting_hand")


def _randomness(randomness: Randomness | int | None) -> Randomness:
    if isinstance(randomness, Randomness):
        return randomness
    return Randomness(randomness)


def initial_state(randomness: Randomness | int | None = None, **options: Any) -> State:
    """A new game: ``randomness`` is a seed, a :class:`Randomness` or None; ``options`` are
    those of :class:`~.options.Options` (``players=2``, ``names=(...)``, ...)."""
    opts = Options(**options)
    rng = _randomness(randomness)
    n = opts.players
    cities = rng.shuffle([a.name for a in COMPONENTS.acropolis_for(n)], deck=ACROPOLIS_DECK)
    stack = list(rng.shuffle(list(COMPONENTS.tiles_for(n)), deck=STACK))
    display = tuple(stack[:FACE_UP])
    del stack[:FACE_UP]
    players = []
    for i, name in enumerate(opts.names or ()):
        hand = sort_tiles(stack[:HAND])
        del stack[:HAND]
        players.append(Player(name, cities[i], opts.face_up, (Placed(ACROPOLIS, ACROPOLIS_TILE,
                                                               *START_CUBES),), hand, ()))
    citizens, hoplites, gold = (total - n * start
                                for total, start in zip(CUBES, START_CUBES, strict=True))
    first = opts.first_player
    return State(opts, tuple(players), turn=first, step="draw", drawn=0, played=(), action=None,
                 progress=(), display=display, stack=tuple(stack), underworld=(),
                 supply=(citizens, hoplites, gold), philosopher=None,
                 last_player=(first - 1) % n, ending=False, turns=1)


def stacked(players: int = 3, top: Sequence[str] = (), acropolis: Sequence[str] = (),
            fallback: int | None = 0) -> ScriptedRandomness:
    """Scripted randomness whose Stack of Fate has ``top`` first (then the other tiles of the
    player count in data order) and whose Acropolis tiles are dealt in the order
    ``acropolis`` (then the others). Remember the deal: 4 face up, then 2 per player.

    >>> state = initial_state(stacked(2, top=["Walls", "Spring", "Oracle", "Temple"]),
    ...                       players=2)
    >>> state.display
    ('Walls', 'Spring', 'Oracle', 'Temple')
    """
    tiles = Counter(COMPONENTS.tiles_for(players))
    order = list(top)
    need = Counter(order)
    for title, count in need.items():
        if tiles[title] < count:
            raise ScenarioError(f"the {players}-player Stack of Fate has {tiles[title]} "
                                f"{title}, not {count}")
    order += _in_data_order(tiles - need, players)
    cities = [a.name for a in COMPONENTS.acropolis_for(players)]
    dealt = list(acropolis) + [c for c in cities if c not in acropolis]
    return ScriptedRandomness(decks={STACK: order, ACROPOLIS_DECK: dealt},
                              fallback=None if fallback is None else Randomness(fallback))


# -- positions typed by hand ----------------------------------------------------------------------
_CUBE = re.compile(r"(\d+)([chg])", re.IGNORECASE)
_HUGE = re.compile(r"\d{7,}")


def parse_tile(text: str, at: str) -> Placed:
    """One tile written as text ("Quarry 3c 2g +Oracle"; the Acropolis as "2c 1g")."""
    if not isinstance(at, str):
        raise ScenarioError(f"a place is written as text such as 'A' or '1a', not {shown(at)}")
    if not isinstance(text, str):
        raise ScenarioError(f"{at}: a tile is written as text such as 'Quarry 3c 2g', not "
                            f"{shown(text)}")
    h = place(at)
    huge = _HUGE.search(text)
    if huge:  # before int(): Python refuses to convert a number of over 4,300 digits
        raise ScenarioError(f"{at}: {excerpt(huge.group(), 20)} is far too many cubes (the game "
                            f"has {sum(CUBES)} in all)")
    words = text.split()
    title = ACROPOLIS_TILE if h == ACROPOLIS else None
    cubes = [0, 0, 0]
    tokens = []
    for word in words:
        match = _CUBE.fullmatch(word)
        if match:
            cubes["chg".index(match.group(2).lower())] += int(match.group(1))
        elif word.startswith("+"):
            tokens.append(tile_name(word[1:], f"{at}: the token"))
        elif title is None:
            try:
                title = COMPONENTS.tile(word).name
            except KeyError as err:
                raise ScenarioError(f"{at}: {err.args[0]}") from None
        elif title == ACROPOLIS_TILE and word.casefold() == "acropolis":
            continue
        else:
            raise ScenarioError(f"{at}: cannot read {shown(word)} (a tile is its title, its cubes "
                                f"such as 2c 1h 3g, and +Myth tokens)")
    if title is None:
        raise ScenarioError(f"{at}: which tile?")
    if title != ACROPOLIS_TILE and city.tile(title).is_myth:
        raise ScenarioError(f"{at}: a Myth tile is not placed in a city-state (Hexemonia "
                            f"rulebook §Myth Tiles); write its token as +{title} on a tile")
    citizens, hoplites, gold = cubes
    return Placed(h, title, citizens, hoplites, gold, tuple(sorted(tokens)))


def tile_name(name: Any, what: str) -> str:
    """The tile called ``name`` (any case), or a ScenarioError that says what was read."""
    if not isinstance(name, str):
        raise ScenarioError(f"{what}: a tile is named by its title, not {shown(name)}")
    try:
        return COMPONENTS.tile(name).name
    except KeyError as err:
        raise ScenarioError(f"{what}: {err.args[0]}") from None


def acropolis_name(name: Any) -> str:
    if not isinstance(name, str):
        raise ScenarioError(f"an Acropolis is named by its city, not {shown(name)}")
    try:
        return COMPONENTS.acropolis_tile(name).name
    except KeyError as err:
        raise ScenarioError(str(err.args[0])) from None


def _names(tiles: Any, what: str) -> list[str]:
    if isinstance(tiles, (str, bytes)) or not isinstance(tiles, Sequence):
        raise ScenarioError(f"{what} is a list of tile titles, not {shown(tiles)}")
    return [tile_name(t, what) for t in tiles]


def _mapping(value: Any, what: str) -> Mapping[Any, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ScenarioError(f"{what} is a mapping (a dict), not {shown(value)}")
    for key in value:
        if not isinstance(key, str):
            raise ScenarioError(f"{what}: a key is a name (text), not {shown(key)}")
    return value


def position(names: Sequence[str] | None = None, *,
             cities: Mapping[str, Mapping[str, str]] | None = None,
             acropolis: Sequence[str] | Mapping[str, str] | None = None,
             hands: Mapping[str, Sequence[str]] | None = None,
             myths: Mapping[str, Sequence[str]] | None = None,
             revealed: Sequence[str] = (),
             display: Sequence[str] | None = None,
             stack: Sequence[str] | None = None,
             underworld: Sequence[str] = (),
             philosopher: str | None = None,
             turn: str | None = None, step: str = "play",
             last_player: str | None = None, ending: bool = False,
             drawn: int | None = None, played: Sequence[str] = (),
             war: Mapping[str, Any] | None = None, special: Mapping[str, Any] | None = None,
             strategy: Mapping[str, Any] | None = None,
             paying: str | Mapping[str, Any] | None = None,
             turns: int = 1, **options: Any) -> State:
    """A position typed by hand (see the module text). Players not in ``cities`` have a bare
    Acropolis with 2 Citizens and 1 Gold. ``acropolis``: the cities in seating order (or by
    player); by default those of the player count in the data's order. ``display`` defaults
    to the first four tiles nobody holds (in data order); ``stack`` to the other tiles of the
    player count nobody holds, in data
    order (none with ``ending=True``: the final round begins when the stack is empty). The
    supply is what the tiles leave of the 140 cubes. ``step`` is "draw" (at the
    start of the turn) or "play" (step B), "action" (step C) with ``war`` or ``special``,
    "discard" or "over".

    The moments inside a turn (:mod:`.moments`; every decision point of the game, issue 35;
    :func:`.arguments.position_args` types any state back into these arguments):

    - ``drawn=1`` at step "draw", after step A's first draw; ``drawn=0`` after step A with
      ``ending=True``: a final-round turn, which skips step A;
    - ``played``: the places of the tiles played from hand this turn (their Resources
      cannot pay for more);
    - ``paying``: at step "play", the place of a tile just played whose cost is paid
      part-way (it holds what is paid), a choice of tiles to pay from; or {"at": place,
      "paid": {place: "1c"}} naming the tiles its Resources came from;
    - ``strategy``: the Strategy action part-way, {"moved": [(kind, from, to)], "exchanged":
      [(place, kind given)]} (a move listed twice is two cubes moved; an exchange listed
      twice, two exchanges, where ``strategy_exchanges="any"`` allows them);
    - ``special``: the Special action part-way, {"used": the places (or Myth titles) whose
      abilities were used in it, "using": the one waiting for a decision, with "left" (the
      Agora's moves), "removed" (the Necropolis's Citizens), "waiting" (the opponents still
      to give a cube to a Lighthouse, Tavern or Labyrinth, the first choosing now) or
      "opponent" (Pandora's)};
    - ``war``: the War action part-way, {"attacked": opponents attacked already in it,
      "attacking": (opponent, place) of an attack declared, "committed": {place: "2c 1h"}
      the cubes committed to it, taken off those tiles, "defenders": "1c 1h" the defenders a
      charge won has destroyed (casualties to choose), "placing": "Pasture 1h 2g +Fates" a
      conquered tile waiting for its place};
    - a player with four Myth tiles at step "play" or in a War: one to discard, at once;
    - ``step="discard"``: step D, a tile to discard from a hand over four;
    - ``step="over"``: the game ended here and scored, every Acropolis revealed (a final
      score to look at)."""
    if names is not None:
        if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
            raise ScenarioError(f"names is a list of the players' names, not {shown(names)}")
        options["names"] = tuple(names)
    try:
        opts = Options.from_json(dict(options))
    except TypeError as err:
        raise ScenarioError(f"bad rule options: {err}") from None
    if (not isinstance(revealed, Sequence) or isinstance(revealed, (str, bytes))
            or not all(isinstance(r, str) for r in revealed)):
        raise ScenarioError("revealed is a list of players' names")
    cities = _mapping(cities, "cities")
    hands = _mapping(hands, "hands")
    myths = _mapping(myths, "myths")
    for key in (*cities, *hands, *myths):
        if not any(key.casefold() == n.casefold() for n in opts.names or ()):
            raise ScenarioError(f"no player named {shown(key)}; the players are "
                                f"{', '.join(opts.names or ())}")
    n = opts.players
    all_names = list(opts.names or ())

    def who(name: str) -> int:
        for i, nm in enumerate(all_names):
            if nm.casefold() == name.casefold():
                return i
        raise ScenarioError(f"no player named {shown(name)}; the players are "
                            f"{', '.join(all_names)}")

    if acropolis is None:
        acro = [a.name for a in COMPONENTS.acropolis_for(n)]
    elif isinstance(acropolis, Mapping):
        acro = [a.name for a in COMPONENTS.acropolis_for(n)]
        given = {who(k): acropolis_name(v) for k, v in _mapping(acropolis, "acropolis").items()}
        rest = [a for a in acro if a not in given.values()]
        if len(set(given.values())) != len(given):
            raise ScenarioError("two players cannot have the same Acropolis")
        acro = [given.get(i) or rest.pop(0) for i in range(n)]
    elif isinstance(acropolis, (str, bytes)) or not isinstance(acropolis, Sequence):
        raise ScenarioError("acropolis is a list of cities in seating order, or a mapping "
                            "from player to city")
    else:
        acro = [acropolis_name(a) for a in acropolis]
    if len(acro) != n or len(set(acro)) != n:
        raise ScenarioError(f"{n} different Acropolis tiles are needed")
    for a in acro:
        if n not in COMPONENTS.acropolis_tile(a).players:
            raise ScenarioError(f"{a} is not used with {n} players (Hexemonia rulebook "
                                f"§Setting Up the Game)")
    players = []
    used: Counter[str] = Counter()
    turn_name = all_names[who(turn) if isinstance(turn, str) else opts.first_player]
    carried = None
    if isinstance(war, Mapping) and war.get("placing") is not None:
        carried = moments.carried_tile(war["placing"])
        used[carried.tile] += 1
    for i, name in enumerate(all_names):
        spec: dict[str, Any] = {}
        for key in list(cities):
            if key.casefold() == name.casefold():
                spec = dict(_mapping(cities[key], f"{key}'s city-state"))
        if not any(place(k) == ACROPOLIS for k in spec):
            spec["A"] = "2c 1g"
        tiles = sorted((parse_tile(text, at) for at, text in spec.items()),
                       key=lambda p: ORDER[p.hex])
        hexes = [p.hex for p in tiles]
        if len(set(hexes)) != len(hexes):
            raise ScenarioError(f"{name}: two tiles at one place")
        if not city.connected(frozenset(hexes)):
            raise ScenarioError(f"{name}'s city-state is not in one piece")
        why = unbuildable(tiles)
        if why:
            raise ScenarioError(f"{name}'s city-state could not have been built: {why}")
        hand = _names(_by(hands, name), f"{name}'s hand")
        mine = _names(_by(myths, name), f"{name}'s Myth tiles")
        tokens = sorted(t for p in tiles for t in p.tokens)
        if carried is not None and name == turn_name:  # a conquered tile waiting for its place
            tokens = sorted((*tokens, *carried.tokens))
        if sorted(mine) != tokens:
            raise ScenarioError(f"{name}: the Myth tokens on the tiles "
                                f"({', '.join(tokens) or 'none'}) must match the Myth tiles "
                                f"({', '.join(mine) or 'none'})")
        for p in tiles:
            for t in p.tokens:
                if p.tile == ACROPOLIS_TILE or city.nature(t) != city.nature(p.tile):
                    raise ScenarioError(f"{name}: the {t} token cannot stand on {p.describe()} "
                                        f"(Hexemonia rulebook §Step B, Playing a Myth Tile)")
        used.update(p.tile for p in tiles if p.tile != ACROPOLIS_TILE)
        used.update(hand)
        used.update(mine)
        is_revealed = opts.face_up or any(r.casefold() == name.casefold() for r in revealed)
        players.append(Player(name, acro[i], is_revealed, tuple(tiles), sort_tiles(hand),
                              sort_tiles(mine)))
    pile = _names(underworld, "underworld")
    used.update(pile)
    available = Counter(COMPONENTS.tiles_for(n))
    if display is None:  # the first four tiles nobody holds, in data order
        face_up = _in_data_order(available - used - Counter(_names(stack or (), "stack")),
                                 n)[:FACE_UP]
    else:
        face_up = _names(display, "display")
    used.update(face_up)
    if stack is None and ending is True:  # the final round: the last tile is out
        pile_order = []
    elif stack is None:
        pile_order = _in_data_order(available - used, n)
    else:
        pile_order = _names(stack, "stack")
        used.update(pile_order)
    over = used - available
    if over:
        title, count = next(iter(over.items()))
        raise ScenarioError(f"{count} {title} too many: a {n}-player game has "
                            f"{available[title]} (Hexemonia rulebook §Setting Up the Game and "
                            f"data/tiles.json)")
    supply = list(CUBES)
    for pl in players:
        for p in pl.city:
            for k in range(3):
                supply[k] -= p.cubes[k]
    if min(supply) < 0:
        raise ScenarioError("more cubes on the tiles than the 60 Citizens, 30 Hoplites and 50 "
                            "Gold of the Hexemonia rulebook §Game Components")
    for what, value in (("turn", turn), ("philosopher", philosopher),
                        ("last_player", last_player)):
        if value is not None and not isinstance(value, str):
            raise ScenarioError(f"{what} is a player's name, not {shown(value)}")
    if not isinstance(ending, bool):
        raise ScenarioError(f"ending is true or false, not {shown(ending)}")
    if not isinstance(turns, int) or isinstance(turns, bool) or not 1 <= turns <= 1000:
        raise ScenarioError(f"turns is the turn's number, a whole number from 1, not "
                            f"{shown(turns)}")
    start = who(turn) if turn is not None else opts.first_player
    if step not in ("draw", "play", "action", "discard", "over"):
        raise ScenarioError("a typed position is at step 'draw', 'play', 'action', 'discard' "
                            "or 'over'")
    chosen = [a for a, v in (("war", war), ("special", special), ("strategy", strategy))
              if v is not None]
    if (step == "action") != bool(chosen):
        raise ScenarioError("step 'action' is typed with the action under way: war, special "
                            "or strategy, each a mapping of what it has done so far "
                            f"(Production plays at once; {cite.ACTION})")
    if len(chosen) > 1:
        raise ScenarioError(f"one action a turn: not {' and '.join(chosen)} ({cite.ACTION})")
    if drawn is not None:
        moments.whole(drawn, "drawn")  # (True and 1.0 are equal to 1, and no count)
    if not isinstance(played, (list, tuple)):
        raise ScenarioError(f"played is a list of places, not {shown(played)}")
    drawn_at_step = (None, 0, 1) if step == "draw" else (None, 2, 0) if ending is True \
        else (None, 2)
    if drawn not in drawn_at_step:
        raise ScenarioError(f"drawn is {shown(drawn)} at step {shown(step)}: it counts the "
                            f"draws of step A, 0 or 1 at step 'draw' (step A draws twice), 2 "
                            f"after it, or 0 in a final-round turn (ending=True), which skips "
                            f"step A ({cite.DRAW}; {cite.END})")
    if paying is not None and step != "play":
        raise ScenarioError(f"a tile is paid for at step B, 'play' ({cite.PLAY})")
    if played and step == "draw":
        raise ScenarioError(f"tiles are played at step B, after step A's draws ({cite.PLAY})")
    state = State(opts, tuple(players), turn=start,
                  step="play" if step in ("discard", "over") else step,
                  drawn=0 if step == "draw" or drawn == 0 else 2,
                  played=(), action=None, progress=(), display=tuple(face_up),
                  stack=tuple(pile_order), underworld=tuple(pile),
                  supply=(supply[0], supply[1], supply[2]),
                  philosopher=None if philosopher is None else who(philosopher),
                  last_player=who(last_player) if last_player is not None
                  else (opts.first_player - 1) % n, ending=ending, turns=turns)
    assert not conservation_errors(state)
    moments.check_table(state, drawn or 0, over=step == "over")
    if drawn == 1:
        state = moments.after_first_draw(state)
    if played:
        state = moments.with_played(state, played, in_step_b=step == "play",
                                    conquests=war is not None or step == "discard",
                                    paying=paying)
    if paying is not None:
        state = moments.paying(state, paying)
    if war is not None:
        state = moments.in_war(state, war)
    if special is not None:
        state = moments.in_special(state, special)
    if strategy is not None:
        state = moments.in_strategy(state, strategy)
    if step == "discard":
        state = moments.at_discard(state)
    state = moments.myth_discard(state)
    moments.check(state)
    if step == "over":  # scored as it stands, every Acropolis revealed
        state, _ = final_scores(state)
    return state


def _in_data_order(counts: Counter[str], players: int) -> list[str]:
    """The tiles counted in ``counts``, in the data's order."""
    left = Counter(counts)
    out = []
    for title in COMPONENTS.tiles_for(players):
        if left[title] > 0:
            left[title] -= 1
            out.append(title)
    return out


def _by(mapping: Mapping[str, Sequence[str]] | None, name: str) -> Any:
    for key, value in (mapping or {}).items():
        if key.casefold() == name.casefold():
            return value
    return []
