"""The moments inside a turn that :func:`.setup.position` types besides the start of step A
or B, every decision point of the game (issue 35): after step A's first draw, tiles played
this turn, a tile paid for part-way, a Strategy, a Special (an ability's decision under way)
and a War part-way (cubes committed, casualties to choose, a conquered tile to place), a
Myth tile to discard, step D's discard; and what holds on the table at every moment
(:func:`check_table`).

Each function takes the state the builder laid out and the readable argument, and returns the
state at that moment, as play would have left it; what no play could reach is refused with a
:class:`~polislab.core.errors.ScenarioError` naming the rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import shown
from polislab.core.moments import check_playable, moment_spec, whole_number

from . import citations as cite
from . import city, special, war
from .actions import Attack
from .components import COMPONENTS, KINDS
from .hexes import ACROPOLIS, label, place
from .state import ACROPOLIS_TILE, Placed, Player, State, conservation_errors, evolve, pending
from .state import CUBES as CUBES_TOTAL
from .turn import add_record

FACE_UP = COMPONENTS.rule("face_up")
AGORA_MOVES = COMPONENTS.rule("agora_moves")
_WAR_KEYS = ("attacked", "attacking", "committed", "defenders", "placing")


def whole(value: Any, what: str) -> int:
    """:func:`~polislab.core.moments.whole_number`, quoting any value in plain words."""
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScenarioError(f"{what} is a whole number, 0 or more, not {shown(value)}")
    return whole_number(value, what)


def _list(value: Any, what: str) -> list[Any]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise ScenarioError(f"{what} is a list, not {shown(value)}")
    return list(value)


# -- what holds at every moment --------------------------------------------------------------
def check_table(state: State, drawn: int, over: bool = False) -> None:
    """What play always leaves on the table, whatever the moment: a hand over four only with
    the player whose turn it is (and not before his draws), at most three Myth tiles in front
    of any other player, four tiles face up while the Stack of Fate holds any, and the final
    round exactly when the stack is empty (``over``: a final score typed to look at, its stack
    as typed)."""
    from .turn import HAND_LIMIT, MYTH_LIMIT

    for i, player in enumerate(state.players):
        mine = i == state.turn
        if not mine and len(player.hand) > HAND_LIMIT:
            raise ScenarioError(f"{player.name} holds {len(player.hand)} tiles: every turn ends "
                                f"with at most {HAND_LIMIT} in hand ({cite.DISCARD})")
        if not mine and len(player.myths) > MYTH_LIMIT:
            raise ScenarioError(f"{player.name} has {len(player.myths)} Myth tiles: one over "
                                f"{MYTH_LIMIT} goes to the Underworld at once ({cite.MYTH_TILES})")
    if state.step == "draw" and len(state.current.hand) > HAND_LIMIT + drawn:
        raise ScenarioError(f"{state.current.name} holds {len(state.current.hand)} tiles after "
                            f"{drawn} draw{'s' * (drawn != 1)} of step A: the last turn ended "
                            f"with at most {HAND_LIMIT} ({cite.DISCARD})")
    most = HAND_LIMIT + 2 + 1  # the two draws of step A and the Fates' tile
    if len(state.current.hand) > most:
        raise ScenarioError(f"{state.current.name} holds {len(state.current.hand)} tiles: a turn "
                            f"begins with at most {HAND_LIMIT}, step A draws 2 and the Fates 1 "
                            f"more ({cite.DISCARD}; {cite.DRAW}; {cite.ABILITY['fates']})")
    if state.stack and len(state.display) != FACE_UP:
        raise ScenarioError(f"{len(state.display)} tiles face up while the Stack of Fate holds "
                            f"{len(state.stack)}: every tile taken is replaced from it at once "
                            f"({cite.DRAW})")
    if state.ending != (not state.stack) and not over:  # (a score typed to look at)
        why = ("the final round begins when the last tile of the Stack of Fate is turned "
               "over" if state.ending else "the Stack of Fate is empty, so the final round "
               "has begun: type ending=True")
        raise ScenarioError(f"{why} ({cite.END})")
    if state.ending and state.step == "draw" and drawn != 1:
        raise ScenarioError(f"the final round skips step A: only the turn that turned over the "
                            f"last tile, at its first draw, is in step A (drawn=1) ({cite.END})")


# -- step A, step B ---------------------------------------------------------------------------
def after_first_draw(state: State) -> State:
    """Step A after its first draw: the second is a face-up tile or one Resource. The first
    took a face-up tile (§Step A: "first, you must take one of the four face-up tiles"), so
    the hand holds at least that tile."""
    if not state.display and not any(state.supply):
        raise ScenarioError(f"no face-up tile and no Resource is left to take: step A ends "
                            f"after the first draw ({cite.DRAW})")
    if not state.current.hand:
        raise ScenarioError(f"{state.current.name}'s hand is empty after step A's first draw: "
                            f"the first draw takes a face-up tile into the hand ({cite.DRAW})")
    return evolve(state, drawn=1)


def with_played(state: State, played: Any, in_step_b: bool = True,
                conquests: bool = False, paying: Any = None) -> State:
    """``played``: the places of the tiles played from hand this turn (step B), whose
    Resources cannot pay for more tiles (seed 004 §Step B, 'Important'); ``in_step_b``: the
    turn is still in step B, where each holds exactly what was paid for it; ``conquests``:
    a War may have added tiles since, next to those played; ``paying``: the place of the
    tile played last, being paid for (typed by :func:`paying`)."""
    me = state.current
    places = []
    for at in _list(played, "played"):
        try:
            h = place(at)
        except (ValueError, KeyError, TypeError):
            raise ScenarioError(f"played: {shown(at)} is not a place such as '1a'") from None
        p = me.at(h)
        if p is None or h == ACROPOLIS or p.tile == ACROPOLIS_TILE:
            raise ScenarioError(f"{me.name} has no tile played at {at}: a tile played this turn "
                                f"lies in the city-state, never the Acropolis ({cite.PLAY})")
        if in_step_b and p.cubes != city.cost(p.tile):
            raise ScenarioError(f"the {p.tile} at {label(h)} was played this turn: it holds "
                                f"exactly the Resources paid for it, "
                                f"{'/'.join(map(str, city.cost(p.tile)))} (citizens/hoplites/"
                                f"gold), until step C ({cite.PLACEMENT})")
        places.append(h)
    if len(set(places)) != len(places):
        raise ScenarioError("played names a place twice")
    rest = city.places(me.city) - set(places)
    if paying is not None:
        rest -= {_place(paying.get("at") if isinstance(paying, Mapping) else paying, "paying")}
    if not conquests and not city.connected(frozenset(rest)):
        raise ScenarioError(f"without the tiles played this turn {me.name}'s city-state is not "
                            f"in one piece: each tile was played next to tiles already there "
                            f"({cite.PLACEMENT})")
    return evolve(state, played=tuple(places))


def paying(state: State, spec: Any) -> State:
    """Step B with a tile just played and part of its cost still to pay, from a choice of
    tiles (a cost is paid Citizens first, then Hoplites, then Gold: ruling HX6). ``spec`` is
    the tile's place, or {"at": place, "paid": {place: "1c"}} with the tiles its Resources
    came from; the tile holds what has been paid so far."""
    from .turn import add_record, settle_payment

    if isinstance(spec, Mapping):
        spec = moment_spec(spec, ("at", "paid"), "paying")
        at, paid = spec.get("at"), spec.get("paid") or {}
    else:
        at, paid = spec, {}
    me = state.current
    h = _place(at, "paying")
    p = me.at(h)
    if p is None or p.tile == ACROPOLIS_TILE:
        raise ScenarioError(f"{me.name} has no tile played at {at} to pay for ({cite.PLAY})")
    cost = city.cost(p.tile)
    owe = tuple(c - n for c, n in zip(cost, p.cubes, strict=True))
    if min(owe) < 0 or not any(owe):
        raise ScenarioError(f"the {p.tile} at {p.at} holds {'/'.join(map(str, p.cubes))} "
                            f"(citizens/hoplites/gold) of its cost "
                            f"{'/'.join(map(str, cost))}: a tile being paid for holds part of "
                            f"its cost, no more ({cite.PLACEMENT})")
    first = next(k for k in range(3) if owe[k])
    if any(p.cubes[k] for k in range(first + 1, 3)):
        raise ScenarioError(f"the {p.tile}'s {KINDS[first]} are not all paid, yet later kinds "
                            f"are: a cost is paid citizens, then hoplites, then gold "
                            f"({cite.PLACEMENT}; {cite.ruling('HX6')})")
    played = state.played if h in state.played else (*state.played, h)
    records: tuple[tuple[str, int, int], ...] = ()
    if not isinstance(paid, Mapping):
        raise ScenarioError("paying['paid'] maps a place to the cubes paid from it, such as "
                            "{'A': '1c'}")
    for source, text in paid.items():
        q = me.at(_place(source, "paying['paid']"))
        if q is None or q.hex in played:
            raise ScenarioError(f"paying['paid']: the cubes paid come from a tile of "
                                f"{me.name}'s not played this turn, not {shown(source)} "
                                f"({cite.PLAY})")
        for k, n in enumerate(_cubes(text, f"the cubes paid from {source}")):
            if n:
                records = add_record(records, q.at, k, n)
    given = tuple(sum(n for _, k, n in records if k == kind) for kind in range(3))
    if given != p.cubes:
        raise ScenarioError(f"paying['paid'] names {'/'.join(map(str, given))} "
                            f"(citizens/hoplites/gold) paid, and the {p.tile} holds "
                            f"{'/'.join(map(str, p.cubes))}: it holds what was paid for it "
                            f"({cite.PLACEMENT})")
    state = evolve(state, played=played,
                   pending=pending("pay", state.turn, at=p.at, owe=owe, paid=records))
    settled, _ = settle_payment(state, [])
    if settled.pending is None:
        raise ScenarioError(f"only one tile could pay each Resource still owed for the "
                            f"{p.tile}: it would have been paid at once ({cite.PLACEMENT})")
    return settled


# -- step C -----------------------------------------------------------------------------------
def in_war(state: State, spec: Any) -> State:
    """The War action part-way: ``attacked`` the opponents war was declared on in it (and
    fought, or called off); ``attacking`` (opponent, place) an attack declared now, with the
    cubes ``committed`` to it: place -> "2c 1h", taken off those tiles (the tiles typed hold
    what is left). With ``defenders`` ("1c 1h", destroyed) the attack has charged and won:
    the tile stands with its Gold alone, and the attacker chooses his casualties among the
    cubes committed. ``placing``: the conquered tile ("Pasture 1c 2g +Oracle", the cubes and
    tokens it carries) waits for its place in the attacker's city (its Myth tiles are his)."""
    spec = moment_spec(spec, _WAR_KEYS, "war")
    done = [_index(state, name) for name in _list(spec.get("attacked", ()), "war['attacked']")]
    base = evolve(state, step="action", action="war",
                  progress=(("attacked", tuple(sorted(set(done)))),))
    if spec.get("placing") is not None:
        if spec.get("attacking") is not None or spec.get("committed") or spec.get("defenders"):
            raise ScenarioError(f"a conquered tile is placed after its battle: war['placing'] "
                                f"goes without attacking, committed and defenders "
                                f"({cite.SPOILS})")
        return _placing(base, spec["placing"])
    if spec.get("attacking") is None:
        if spec.get("committed") or spec.get("defenders"):
            raise ScenarioError("cubes are committed to an attack: name it with "
                                f"war['attacking'] ({cite.CONQUER})")
        if not war.attack_options(base) and not _after_myth_discard(base):
            raise ScenarioError(f"{state.current.name} has no tile left to attack: the War "
                                f"action would have ended ({cite.WAR})")
        return base
    return _attacking(state, base, spec, done)


def _after_myth_discard(state: State) -> bool:
    """A War with no attack left stays under way only after a conquest brought a Myth tile
    over the limit and one was discarded: the player holds exactly three, war declared."""
    from .turn import MYTH_LIMIT

    return bool(state.get("attacked")) and len(state.current.myths) == MYTH_LIMIT


def _attacking(state: State, base: State, spec: Mapping[str, Any], done: list[int]) -> State:
    me = state.turn
    attacking = spec["attacking"]
    if (not isinstance(attacking, (tuple, list)) or len(attacking) != 2
            or not all(isinstance(x, str) for x in attacking)):
        raise ScenarioError("war['attacking'] is (opponent, place), such as ('Bob', '1b')")
    target = _index(state, attacking[0])
    if target in done:
        raise ScenarioError(f"war on {attacking[0]} is declared once in the action: it is "
                            f"in attacked and attacking ({cite.WAR})")
    held = [0, 0, 0]
    sources: tuple[tuple[str, int, int], ...] = ()
    before = base
    committed = spec.get("committed") or {}
    if not isinstance(committed, Mapping):
        raise ScenarioError("war['committed'] maps a place to the cubes taken from it, "
                            "such as {'A': '2h'}")
    for at, text in committed.items():
        tile = _cubes(text, f"the cubes committed from {at}")
        p = before.players[me].at(_place(at, "war['committed']"))
        if p is None:
            raise ScenarioError(f"{state.current.name} has no tile at {at} to commit cubes "
                                f"from ({cite.CONQUER})")
        if tile[2]:
            raise ScenarioError(f"Gold does not fight: only Citizens and Hoplites are "
                                f"committed ({cite.CONQUER})")
        before = before.with_tile(me, p.add(*tile))
        for k in range(2):
            if tile[k]:
                held[k] += tile[k]
                sources = add_record(sources, p.at, k, tile[k])
    foe = state.players[target]
    h = _place(attacking[1], "war['attacking']")
    defenders = spec.get("defenders")
    if defenders is not None:
        before = _with_defenders(before, target, h, defenders)
    action = Attack(foe.name, label(h))
    if action not in war.attack_options(before):
        raise ScenarioError(f"{state.current.name} could not attack {attacking[1]} of "
                            f"{attacking[0]}: {war._why_not(before, action)} ({cite.WAR})")
    attacked = tuple(sorted({*done, target}))
    supply = tuple(n - k for n, k in zip(state.supply, held, strict=True))  # the cubes held
    base = evolve(base, supply=supply, progress=(("attacked", attacked),))
    if defenders is None:
        return evolve(base, pending=pending("commit", me, target=target, at=label(h),
                                            held=tuple(held), sources=sources))
    value, shield = city.defence(before.players[target].city, h, state.options)
    if city.fighting_value(held[0], held[1]) <= value:
        raise ScenarioError(f"the attack is worth {city.fighting_value(held[0], held[1])}, "
                            f"not more than the defence of {value}: it could not charge and "
                            f"win ({cite.CONQUER})")
    loss = value  # the defenders' worth and the shield's, in Citizens
    if len(war.casualty_options((held[0], held[1], 0), loss, shield)) < 2:
        raise ScenarioError(f"the casualties of this battle could be paid one way only: they "
                            f"would have been taken at once ({cite.CASUALTIES}; "
                            f"{cite.ruling('HX19')})")
    return evolve(base, pending=pending("casualties", me, target=target, at=label(h),
                                        held=tuple(held), loss=loss, shield=shield))


def _with_defenders(state: State, target: int, h: tuple[int, int], defenders: Any) -> State:
    """The state before the charge: the conquered tile with the ``defenders`` it lost (it
    stands typed with its Gold alone, its Citizens and Hoplites destroyed)."""
    p = state.players[target].at(h)
    if p is None:
        raise ScenarioError(f"{state.players[target].name} has no tile at {label(h)} "
                            f"({cite.CONQUER})")
    if h == ACROPOLIS:
        raise ScenarioError(f"an Acropolis can never be conquered ({cite.CONQUER})")
    lost = _cubes(defenders, "war['defenders']")
    if lost[2] or p.citizens or p.hoplites:
        raise ScenarioError(f"a tile that falls loses its Citizens and Hoplites, never its "
                            f"Gold: the {p.tile} at {p.at} is typed with its Gold alone and "
                            f"war['defenders'] names the Citizens and Hoplites destroyed "
                            f"({cite.CONQUER})")
    supply = tuple(n - k for n, k in zip(state.supply, lost, strict=True))
    if min(supply) < 0:
        raise ScenarioError("war['defenders'] names more cubes than the supply holds")
    return evolve(state.with_tile(target, p.add(*lost)), supply=supply)


def _placing(state: State, text: Any) -> State:
    """The conquered tile ``text`` waits for its place in the attacker's city (seed 004
    §Spoils of War; ruling HX20: the normal placement rules, a choice of places)."""
    me = state.current
    tile = carried_tile(text)
    if not state.get("attacked"):
        raise ScenarioError(f"a tile is conquered in a war declared: war['attacked'] names "
                            f"the opponent it came from ({cite.SPOILS})")
    if city.type_of(tile.tile) == "Polis" and city.has_title(me.city, tile.tile):
        raise ScenarioError(f"{me.name} already has {tile.tile}: the conquered one goes to the "
                            f"Underworld at once ({cite.SPOILS}; {cite.ruling('HX21')})")
    spots = city.positions(me.city, tile.tile)
    if len(spots) < 2:
        raise ScenarioError(f"the {tile.tile} has {len(spots)} place{'s' * (len(spots) != 1)} "
                            f"in {me.name}'s city-state: it is placed at once, without a "
                            f"choice ({cite.SPOILS}; {cite.ruling('HX20')})")
    supply = tuple(n - k for n, k in zip(state.supply, tile.cubes, strict=True))
    return evolve(state, supply=supply,
                  pending=pending("place", state.turn, tile=tile.tile, held=tile.cubes,
                                  tokens=tile.tokens))


def carried_tile(text: Any) -> Placed:
    """war['placing'] read as a tile ("Pasture 1c 2g +Oracle") off any city."""
    from .setup import parse_tile

    if not isinstance(text, str):
        raise ScenarioError(f"war['placing'] is the conquered tile as text, such as "
                            f"'Pasture 1c 2g', not {shown(text)}")
    try:
        return parse_tile(text, "1a")  # (read at a place of ring 1; placed later)
    except ScenarioError as err:
        raise ScenarioError(f"war['placing']: {str(err).removeprefix('1a: ')}") from None


def _cubes(text: Any, what: str) -> tuple[int, int, int]:
    """Cubes written as text ("2c 1h"); ``what`` names them in a refusal."""
    from .setup import parse_tile

    if not isinstance(text, str):
        raise ScenarioError(f"{what} are text such as '2h', not {shown(text)}")
    p = parse_tile(text, "A")
    return p.cubes


def _index(state: State, name: Any, rule: str = cite.WAR) -> int:
    """The opponent called ``name``: the player whose turn it is never is his own opponent
    (``rule``: the rule that asks for an opponent)."""
    if not isinstance(name, str):
        raise ScenarioError(f"a player is named, not {shown(name)}")
    try:
        index = state.index(name)
    except KeyError as err:
        raise ScenarioError(str(err.args[0])) from None
    if index == state.turn:
        raise ScenarioError(f"{state.current.name} is not his own opponent ({rule})")
    return index


_SPECIAL_KEYS = ("used", "using", "left", "removed", "waiting", "opponent")


def in_special(state: State, spec: Any) -> State:
    """The Special action part-way: ``used`` the abilities used in it already (a tile's
    place, or a Myth tile's title), each once (seed 004 §Step C, Special); ``using`` the one
    whose decision the game waits for (it counts as used), with its details: the Agora's
    moves ``left`` (2 or 1), the Citizens the Necropolis has ``removed`` so far, the
    opponents ``waiting`` to give a cube to a Lighthouse, Tavern or Labyrinth (the first
    chooses the tile now), Pandora's ``opponent`` (who discards a tile at random)."""
    spec = moment_spec(spec, _SPECIAL_KEYS, "special")
    me = state.current
    base = evolve(state, step="action", action="special", progress=(("used", ()),))
    usable = {use.tile if city.tile(use.tile).is_myth else use.at
              for use in special.options(base)}
    keys = _list(spec.get("used", ()), "special['used']")
    using = spec.get("using")
    if using is not None:
        keys.append(using)
    else:
        extra = [k for k in _SPECIAL_KEYS[2:] if spec.get(k) is not None]
        if extra:
            raise ScenarioError(f"special['{extra[0]}'] tells of an ability under way: name it "
                                f"with special['using'] ({cite.SPECIAL})")
    used = []
    for key in keys:
        name = _ability_key(me, key)
        if name not in usable and not _had_ability(state, name):
            raise ScenarioError(f"{name} has no gear ability {me.name} could have used in this "
                                f"Special ({cite.SPECIAL})")
        used.append(name)
    if len(set(used)) != len(used):
        raise ScenarioError(f"each ability is used once in a Special action ({cite.SPECIAL})")
    state = evolve(base, progress=(("used", tuple(sorted(used))),))
    if using is None:
        return state
    return _using(state, used[-1], spec)


def _ability_key(me: Player, key: Any) -> str:
    if isinstance(key, str) and key in me.myths:
        return key
    try:
        return label(place(key))
    except (ValueError, KeyError, TypeError):
        raise ScenarioError(f"special: {shown(key)} is neither a place nor a Myth tile of "
                            f"{me.name}") from None


def _using(state: State, key: str, spec: Mapping[str, Any]) -> State:
    """The ability at ``key`` under way, waiting for a decision (seed 004, the tiles'
    abilities): only those that ask one."""
    me = state.current
    title = key if key in me.myths else me.at(place(key)).tile  # type: ignore[union-attr]
    ability = city.tile(title).ability
    wanted = {"agora": "left", "necropolis": "removed", "lighthouse": "waiting",
              "tavern": "waiting", "labyrinth": "waiting", "pandora": "opponent"}
    if ability not in wanted:
        raise ScenarioError(f"the {title}'s ability asks nothing once used: it is done at "
                            f"once ({cite.ABILITY.get(ability or '', cite.SPECIAL)})")
    rule = cite.ABILITY[ability]
    stray = [k for k in _SPECIAL_KEYS[2:] if spec.get(k) is not None and k != wanted[ability]]
    if stray:
        raise ScenarioError(f"special['{stray[0]}'] is no detail of the {title} ({rule})")
    if ability == "agora":
        left = whole(spec.get("left", AGORA_MOVES), "special['left']")
        if not 1 <= left <= AGORA_MOVES:
            raise ScenarioError(f"special['left']: the Agora moves up to {AGORA_MOVES} "
                                f"Resources, so 1 to {AGORA_MOVES} are left, not {shown(left)} "
                                f"({rule})")
        return evolve(state, pending=pending("agora", state.turn, at=key, left=left))
    if ability == "necropolis":
        removed = whole(spec.get("removed", 0), "special['removed']")
        if removed > CUBES_TOTAL[0]:
            raise ScenarioError(f"special['removed']: the game has {CUBES_TOTAL[0]} Citizens "
                                f"({rule})")
        return evolve(state, pending=pending("necropolis", state.turn, at=key, removed=removed))
    if ability == "pandora":
        target = _index(state, spec.get("opponent"), rule)
        if not state.players[target].hand:
            raise ScenarioError(f"{state.players[target].name} has no tile in hand for Pandora "
                                f"to take ({rule})")
        return evolve(state, pending=pending("pandora", -1, target=target))
    return _giving(state, key, title, ability, spec.get("waiting"))


def _giving(state: State, at: str, title: str, ability: str, waiting: Any) -> State:
    """A Lighthouse (every opponent, from the left), Tavern or Labyrinth (one opponent)
    waiting for the first opponent in ``waiting`` to choose the tile his cube comes from."""
    rule = cite.ABILITY[ability]
    queue = [_index(state, name, rule) for name in _list(waiting, "special['waiting']")]
    if not queue:
        raise ScenarioError(f"special['waiting'] names the opponents still to give a cube, "
                            f"the first choosing now ({rule})")
    order = special.opponents(state)
    if ability == "lighthouse" and queue != order[len(order) - len(queue):]:
        raise ScenarioError(f"the Lighthouse takes a cube from every opponent in turn from the "
                            f"left ({', '.join(state.players[i].name for i in order)}): those "
                            f"still waiting are the last of them, in that order ({rule})")
    if ability != "lighthouse" and len(queue) != 1:
        raise ScenarioError(f"the {title} takes a cube from one opponent ({rule})")
    kind = special.OPPONENT_CUBE[ability]
    k = KINDS.index(kind)
    first = state.players[queue[0]]
    if sum(1 for p in first.city if p.cubes[k]) < 2:
        raise ScenarioError(f"{first.name} has {kind} on fewer than two tiles: the cube is "
                            f"given at once, without a choice ({rule}; {cite.ruling('HX12')})")
    return evolve(state, pending=pending("give", queue[0], cube=kind, to=at,
                                         queue=tuple(queue), tile=title))


def _had_ability(state: State, key: str) -> bool:
    """Whether ``key`` (a place or a Myth title) carries a gear ability of the player's: an
    ability used already may have changed what it could do again (its cubes given away)."""
    me = state.current
    if key in me.myths:
        return city.tile(key).ability is not None
    p = me.at(place(key))
    return p is not None and p.tile != ACROPOLIS_TILE and city.tile(p.tile).ability is not None


def in_strategy(state: State, spec: Any) -> State:
    """The Strategy action part-way: ``moved`` the (kind, from, to) of the cubes moved in it
    so far ("citizens", "A", "1a"), ``exchanged`` the (place, kind given) of its exchanges
    (they come after every move). The tiles typed hold the cubes as they are now."""
    spec = moment_spec(spec, ("moved", "exchanged"), "strategy")
    me = state.current
    flows = set()
    for item in _list(spec.get("moved", ()), "strategy['moved']"):
        if not isinstance(item, (tuple, list)) or len(item) != 3 or item[0] not in KINDS[:3]:
            raise ScenarioError(f"a move of the Strategy is (kind, from, to), such as "
                                f"('citizens', 'A', '1a'), not {shown(item)}")
        k = KINDS.index(item[0])
        ends = []
        for at in item[1:]:
            p = me.at(_place(at, "strategy['moved']"))
            if p is None:
                raise ScenarioError(f"{me.name} has no tile at {at} ({cite.STRATEGY})")
            ends.append(p.at)
        if ends[0] == ends[1]:
            raise ScenarioError(f"a cube moves from one tile to another ({cite.STRATEGY})")
        flows |= {(ends[0], k, -1), (ends[1], k, 1)}
    both = sorted({(at, k) for at, k, _ in flows if (at, k, 1) in flows and (at, k, -1) in flows})
    if both:
        at, k = both[0]
        raise ScenarioError(f"the tile at {at} both gave and received {KINDS[k]}: a tile that "
                            f"received a kind gives none of it in the action "
                            f"({cite.STRATEGY}; {cite.ruling('HX9')})")
    exchanges = []
    for item in _list(spec.get("exchanged", ()), "strategy['exchanged']"):
        if (not isinstance(item, (tuple, list)) or len(item) != 2
                or item[1] not in ("citizens", "hoplites")):
            raise ScenarioError(f"an exchange of the Strategy is (place, kind given: "
                                f"'citizens' or 'hoplites'), not {shown(item)}")
        p = me.at(_place(item[0], "strategy['exchanged']"))
        if p is None:
            raise ScenarioError(f"{me.name} has no tile at {item[0]} ({cite.STRATEGY})")
        exchanges.append((p.at, "citizens" if item[1] == "citizens" else "hoplite"))  # (the
        # engine's record: Exchange.give is "citizens" or "hoplite")
    _check_exchanges(state, exchanges)
    done = set(exchanges)  # (the save keeps each tile's way; its cubes are typed as they are)
    progress = {"flows": tuple(sorted(flows)), "exchanged": tuple(sorted(done)),
                "exchanging": bool(done)}
    return evolve(state, step="action", action="strategy",
                  progress=tuple(sorted(progress.items())))


def _check_exchanges(state: State, exchanges: list[tuple[str, str]]) -> None:
    """The rulebook allows an exchange "on *each* tile" (seed 004 §Step C, Strategy): with the
    option ``strategy_exchanges="one"`` a tile listed twice is refused; with "any" a tile may
    exchange again, the same way (ruling HX9), so an exchange listed twice is two exchanges."""
    for at in dict.fromkeys(at for at, _ in exchanges):
        ways = [give for where, give in exchanges if where == at]
        if len(set(ways)) > 1:
            raise ScenarioError(f"the tile at {at} exchanged both ways: a tile exchanges one "
                                f"way only in an action ({cite.STRATEGY}; {cite.ruling('HX9')})")
        if len(ways) > 1 and state.options.strategy_exchanges == "one":
            raise ScenarioError(f"the tile at {at} is listed for {len(ways)} exchanges: one "
                                f"exchange on each tile in a Strategy action, the rule option "
                                f"strategy_exchanges='one' ({cite.STRATEGY}; "
                                f"{cite.ruling('HX9')})")


def _place(at: Any, what: str) -> tuple[int, int]:
    try:
        return place(at)
    except (ValueError, KeyError, TypeError):
        raise ScenarioError(f"{what}: {shown(at)} is not a place such as 'A' or '1a'") from None


def at_discard(state: State) -> State:
    """Step D with more than four tiles in hand: one to discard, the player's choice."""
    from .turn import HAND_LIMIT

    hand = state.current.hand
    if len(hand) <= HAND_LIMIT or len(set(hand)) == 1:
        raise ScenarioError(f"{state.current.name} holds {len(hand)} tiles: a discard is "
                            f"chosen only with more than {HAND_LIMIT}, not all the same "
                            f"({cite.DISCARD})")
    return evolve(state, step="discard", action=None, progress=(),
                  pending=pending("discard", state.turn))


def myth_discard(state: State) -> State:
    """Over three Myth tiles, the player whose turn it is discards one at once (seed 004 §Myth
    Tiles): just after he played one in step B, or after a conquest brought him its tile's
    (a conquered tile waiting for its place comes first)."""
    from .turn import MYTH_LIMIT

    me = state.current
    if len(me.myths) <= MYTH_LIMIT or (state.pending and state.pending.kind == "place"):
        return state
    if state.pending is not None or state.step not in ("play", "action") or state.action not in (
            None, "war"):
        raise ScenarioError(f"{me.name} has {len(me.myths)} Myth tiles: one over {MYTH_LIMIT} "
                            f"goes to the Underworld at once, after the Myth tile played in "
                            f"step B or the conquest that brought it ({cite.MYTH_TILES})")
    return evolve(state, pending=pending("myth discard", state.turn))


# -- the check every moment passes ------------------------------------------------------------
def check(state: State) -> None:
    """The cubes add up, and the engine can list what comes next and play the first of it."""
    from .engine import apply, legal_actions

    errors = conservation_errors(state)
    if errors:
        raise ScenarioError("the position does not add up: " + "; ".join(errors))
    check_playable(state, legal_actions, apply, state.step == "over")
