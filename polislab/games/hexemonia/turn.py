"""The turn (seed 004 §Playing the Game): step A, draws; step B, tiles played and paid for;
the choice of step C's action; step D, the political situation and the hand limit; the next
turn, the final round and the end of the game.

Each function takes the state and returns the new state and its events; each raises
:class:`~polislab.core.errors.IllegalAction` naming the rule that forbids what it was asked.
"""

from __future__ import annotations

import math

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import city
from .actions import Action, Choose, Discard, DiscardMyth, Pay, Play, PlayMyth, Take
from .components import COMPONENTS, KINDS, cube_word, describe_cubes
from .hexes import ACROPOLIS, label, place
from .state import ACROPOLIS_TILE, Placed, State, evolve, pending

HAND_LIMIT = COMPONENTS.rule("hand_limit")
MYTH_LIMIT = COMPONENTS.rule("myth_limit")
ORDER = COMPONENTS.tile_order
KIND_INDEX = {k: i for i, k in enumerate(KINDS)}


def sort_tiles(tiles: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(tiles, key=ORDER.__getitem__))


def without(tiles: tuple[str, ...], title: str) -> tuple[str, ...]:
    """``tiles`` with one ``title`` taken out."""
    out = list(tiles)
    out.remove(title)
    return tuple(out)


def where(p: Placed) -> str:
    """"the Acropolis (A)" or "the Pasture (1b)"."""
    return f"the {'Acropolis' if p.tile == ACROPOLIS_TILE else p.tile} ({p.at})"


def myth_name(title: str) -> str:
    """A Myth tile as a sentence names it: "the Oracle", "the Fates", but "Hades", "Pandora"
    (persons, without an article)."""
    return title if title in ("Hades", "Pandora", "Prometheus") else f"the {title}"


def article(title: str) -> str:
    """"a Pasture", "an Agora"."""
    return f"{'an' if title[0] in 'AEIOU' else 'a'} {title}"


def add_record(records: tuple[tuple[str, int, int], ...], at: str, kind: int,
               count: int) -> tuple[tuple[str, int, int], ...]:
    """``records`` of cubes moved, (place, kind index, count), with ``count`` more of ``kind``
    from ``at``: one record for each tile and kind, in kind then place order, so that a moment
    reads the same however its cubes were moved (issue 35: any moment typed again)."""
    from .hexes import ORDER as PLACE_ORDER

    totals = {(where, k): n for where, k, n in records}
    totals[(at, kind)] = totals.get((at, kind), 0) + count
    ordered = sorted(totals, key=lambda key: (key[1], PLACE_ORDER[place(key[0])]))
    return tuple((where, k, totals[(where, k)]) for where, k in ordered)


def event(kind: str, text: str, rule: str, **data: object) -> Event:
    return Event(kind, text, rule, data)


def tile_at(state: State, index: int, at: str, rule: str) -> Placed:
    """The tile at place ``at`` in player ``index``'s city, or IllegalAction."""
    found = state.players[index].at(place(at))
    if found is None:
        raise IllegalAction(rule, f"{state.players[index].name} has no tile at {at}")
    return found


# -- step A -------------------------------------------------------------------------------------
def draw(state: State, action: Take) -> tuple[State, list[Event]]:
    """Take a face-up tile and turn over its replacement, or (second draw only) take one
    Resource onto the Acropolis (seed 004 §Step A)."""
    me = state.turn
    name = state.players[me].name
    if action.resource is not None:
        if state.drawn == 0:
            raise IllegalAction(cite.DRAW, "the first draw must be one of the face-up tiles")
        k = KIND_INDEX[action.resource]
        if state.supply[k] == 0:
            raise IllegalAction(cite.DRAW, f"no {cube_word(action.resource, 2)} left in the "
                                            f"supply")
        state, _ = state.take_supply(k, 1)
        acro = state.players[me].city[0]
        state = state.with_tile(me, acro.add_kind(k, 1))
        events = [event("take", f"{name} took 1 {cube_word(action.resource, 1)} from the "
                                f"supply onto the Acropolis", cite.DRAW)]
        return _after_draw(state, events)
    if action.tile not in state.display:
        raise IllegalAction(cite.DRAW, f"no {action.tile} among the face-up tiles "
                                       f"({', '.join(state.display) or 'none'})")
    slot = state.display.index(action.tile)
    display = list(state.display)
    hand = sort_tiles([*state.players[me].hand, action.tile])
    state = state.with_player(me, hand=hand)
    events = [event("take", f"{name} took the face-up {action.tile}", cite.DRAW,
                    tile=action.tile)]
    if state.stack:
        display[slot] = state.stack[0]
        state = evolve(state, display=tuple(display), stack=state.stack[1:])
        events.append(event("reveal tile", f"{display[slot]} turned over from the Stack of Fate "
                                           f"({len(state.stack)} left)", cite.DRAW))
        if not state.stack:
            state, more = trigger_end(state)
            events += more
    else:
        del display[slot]
        state = evolve(state, display=tuple(display))
        events.append(event("no refill", "the Stack of Fate is empty: no tile replaces it",
                            cite.both(cite.DRAW, "HX4")))
    return _after_draw(state, events)


def _after_draw(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    state = evolve(state, drawn=state.drawn + 1)
    if state.drawn >= 2 or (not state.display and not any(state.supply)):
        state = evolve(state, step="play", drawn=2)
    return state, events


def trigger_end(state: State) -> tuple[State, list[Event]]:
    """The last tile has left the Stack of Fate: the game ends after the turn of the
    holder of the Last Player token (seed 004 §The End of the Game; ruling HX24)."""
    if state.ending:
        return state, []
    last = state.players[state.last_player].name
    text = (f"the last tile of the Stack of Fate is out: {state.current.name} finishes this "
            f"turn, then the others play a final turn without drawing, up to {last}, who "
            f"holds the Last Player token")
    if state.turn == state.last_player:
        text = (f"the last tile of the Stack of Fate is out: the game ends with this turn of "
                f"{last}, who holds the Last Player token")
    return evolve(state, ending=True), [event("end triggered", text, cite.END)]


def draw_options(state: State) -> list[Action]:
    options: list[Action] = [Take(tile=t) for t in dict.fromkeys(state.display)]
    if state.drawn == 1:
        options += [Take(resource=k) for i, k in enumerate(KINDS) if state.supply[i] > 0]
    return options


# -- step B: Chora, Fortification and Polis tiles ------------------------------------------------
def eligible_sources(state: State, index: int) -> list[Placed]:
    """The tiles whose cubes may pay for a tile: not played from hand this turn (seed 004
    §Step B, 'Important')."""
    played = state.played
    return [p for p in state.players[index].city if p.hex not in played]


def can_pay(state: State, index: int, cost: tuple[int, int, int]) -> bool:
    have = [0, 0, 0]
    for p in eligible_sources(state, index):
        have[0] += p.citizens
        have[1] += p.hoplites
        have[2] += p.gold
    return all(h >= c for h, c in zip(have, cost, strict=True))


def check_play(state: State, action: Play) -> None:
    me = state.turn
    player = state.players[me]
    if action.tile not in player.hand:
        raise IllegalAction(cite.PLAY, f"{player.name} has no {action.tile} in hand")
    info = city.tile(action.tile)
    if info.is_myth:
        raise IllegalAction(cite.PLAY_MYTH, f"a Myth tile is played onto a tile of its Nature: "
                                            f"'play {action.tile} on <place>'")
    if info.type == "Polis" and city.has_title(player.city, action.tile):
        raise IllegalAction(cite.POLIS_UNIQUE, f"{player.name} already has {article(action.tile)}")
    if not can_pay(state, me, info.cost):
        raise IllegalAction(
            cite.PLACEMENT, f"{player.name} cannot pay {describe_cubes(info.cost)} for the "
                            f"{action.tile} from tiles not played this turn")
    h = place(action.at)
    if h not in city.positions(player.city, action.tile):
        raise IllegalAction(cite.PLACEMENT, _why_not_there(player.city, action.tile, h))


def _why_not_there(tiles: tuple[Placed, ...], title: str, h: tuple[int, int]) -> str:
    occupied = city.places(tiles)
    at = label(h)
    if h in occupied:
        return f"{at} is taken"
    k = 1
    from .hexes import neighbours, ring
    while all(x in occupied for x in ring(k)):
        k += 1
    if city.ring_number(h) != k:
        return (f"ring {k} around the Acropolis is not complete: a tile goes there before "
                f"any goes to {at} (ring {city.ring_number(h)})")
    touching = sum(1 for n in neighbours(h) if n in occupied)
    if touching < 2 and len(occupied) > 1:
        return f"a tile at {at} would touch {touching} tile{'s' * (touching != 1)}, not two"
    if city.type_of(title) == "Polis":
        return f"a Polis tile goes next to the Acropolis or another Polis tile, and {at} is not"
    return f"{at} is not a place for the {title}"


def play(state: State, action: Play) -> tuple[State, list[Event]]:
    """Add a tile from hand to the city-state and start paying its cost."""
    check_play(state, action)
    me = state.turn
    player = state.players[me]
    h = place(action.at)
    state = state.with_player(me, hand=without(player.hand, action.tile))
    state = state.with_tile(me, Placed(h, action.tile))
    state = evolve(state, played=(*state.played, h))
    cost = city.cost(action.tile)
    state = evolve(state, pending=pending("pay", me, at=action.at, owe=cost, paid=()))
    events = [event("play", f"{player.name} played the {action.tile} at {action.at}"
                            + (f"; it costs {describe_cubes(cost)}"
                               f"{COMPONENTS.mark(action.tile, 'cost')}" if any(cost) else
                               ", which costs nothing"),
                    cite.PLACEMENT, tile=action.tile, at=action.at)]
    return settle_payment(state, events)


def settle_payment(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Pay what is owed wherever only one tile can pay it; ask for the rest."""
    pend = state.pending
    assert pend is not None and pend.kind == "pay"
    me = state.turn
    owe = list(pend.get("owe"))
    paid = list(pend.get("paid"))
    h = place(pend.get("at"))
    while True:
        k = next((i for i in range(3) if owe[i] > 0), None)
        if k is None:
            new = state.players[me].at(h)
            assert new is not None
            state = evolve(state, pending=None)
            how = "; ".join(f"{n} {cube_word(KINDS[kk], n)} from "
                            f"{'the Acropolis' if src == 'A' else src}" for src, kk, n in paid)
            text = f"the {new.tile} at {new.at} is Active" + (f" (paid {how})" if how else "")
            events.append(event("active", text, cite.PLACEMENT, tile=new.tile, at=new.at))
            return state, events
        sources = [p for p in eligible_sources(state, me) if p.cubes[k] > 0]
        if len(sources) != 1:
            state = evolve(state, pending=pending("pay", me, at=pend.get("at"), owe=tuple(owe),
                                                  paid=tuple(paid)))
            return state, events
        src = sources[0]
        n = owe[k]
        state = _move_cube(state, me, src.hex, h, k, n)
        owe[k] = 0
        paid = list(add_record(tuple(paid), src.at, k, n))


def _move_cube(state: State, index: int, source: tuple[int, int], to: tuple[int, int],
               k: int, n: int = 1) -> State:
    player = state.players[index]
    a = player.at(source)
    b = player.at(to)
    assert a is not None and b is not None
    state = state.with_tile(index, a.add_kind(k, -n))
    return state.with_tile(index, b.add_kind(k, n))


def pay(state: State, action: Pay) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    owe = list(pend.get("owe"))
    k = KIND_INDEX[action.cube]
    nxt = next(i for i in range(3) if owe[i] > 0)
    if k != nxt:
        raise IllegalAction(cite.both(cite.PLACEMENT, "HX6"),
                            f"pay the {cube_word(KINDS[nxt], 2)} first (a cost is paid "
                            f"citizens, then hoplites, then gold)")
    src = tile_at(state, me, action.source, cite.PLACEMENT)
    if src.hex in state.played:
        raise IllegalAction(cite.PLAY, f"the {src.tile} at {src.at} was played this turn: its "
                                       f"Resources cannot pay for another tile")
    if src.cubes[k] == 0:
        raise IllegalAction(cite.PLACEMENT, f"no {cube_word(action.cube, 1)} on {where(src)}")
    state = _move_cube(state, me, src.hex, place(pend.get("at")), k)
    owe[k] -= 1
    paid = add_record(pend.get("paid"), src.at, k, 1)
    state = evolve(state, pending=pending("pay", me, at=pend.get("at"), owe=tuple(owe),
                                          paid=tuple(paid)))
    events = [event("pay", f"1 {cube_word(action.cube, 1)} moved from {where(src)}",
                    cite.PLACEMENT)]
    return settle_payment(state, events)


def pay_options(state: State) -> list[Pay]:
    pend = state.pending
    assert pend is not None
    owe = pend.get("owe")
    k = next(i for i in range(3) if owe[i] > 0)
    return [Pay(KINDS[k], p.at) for p in eligible_sources(state, state.turn) if p.cubes[k] > 0]


# -- step B: Myth tiles -------------------------------------------------------------------------
def play_myth(state: State, action: PlayMyth) -> tuple[State, list[Event]]:
    """Put a Myth tile in front of you and its token on a tile of the same Nature, never the
    Acropolis (seed 004 §Step B, Playing a Myth Tile)."""
    me = state.turn
    player = state.players[me]
    if action.tile not in player.hand:
        raise IllegalAction(cite.PLAY, f"{player.name} has no {action.tile} in hand")
    info = city.tile(action.tile)
    if not info.is_myth:
        raise IllegalAction(cite.PLACEMENT, f"the {action.tile} is placed in the city: "
                                            f"'play {action.tile} at <place>'")
    target = tile_at(state, me, action.on, cite.PLAY_MYTH)
    if target.hex == ACROPOLIS:
        raise IllegalAction(cite.PLAY_MYTH, "a Myth token cannot go on the Acropolis (it is "
                                            "already protected by its own deity)")
    if city.nature(target.tile) != info.nature:
        raise IllegalAction(cite.PLAY_MYTH, f"the {action.tile} is {info.nature} and the "
                                            f"{target.tile} is {city.nature(target.tile)}: its "
                                            f"token goes on a tile of the same Nature")
    state = state.with_player(me, hand=without(player.hand, action.tile),
                              myths=sort_tiles([*player.myths, action.tile]))
    state = state.with_tile(me, target._replace(tokens=tuple(sorted((*target.tokens,
                                                                     action.tile)))))
    events = [event("play myth", f"{player.name} played {myth_name(action.tile)} "
                                 f"({info.nature}{COMPONENTS.mark(action.tile, 'nature')}) "
                                 f"and put its token on {where(target)}", cite.PLAY_MYTH,
                    tile=action.tile, at=target.at)]
    return check_myth_limit(state, events)


def check_myth_limit(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    me = state.turn
    myths = state.players[me].myths
    if len(myths) > MYTH_LIMIT:
        state = evolve(state, pending=pending("myth discard", me))
        events.append(event("myth limit", f"{state.players[me].name} has {len(myths)} Myth "
                                          f"tiles: one goes to the Underworld", cite.MYTH_TILES))
    else:
        state = evolve(state, pending=None)
    return state, events


def discard_myth(state: State, action: DiscardMyth) -> tuple[State, list[Event]]:
    me = state.turn
    player = state.players[me]
    if action.tile not in player.myths:
        raise IllegalAction(cite.MYTH_TILES, f"{player.name} has no {action.tile} Myth tile")
    state = remove_myth(state, me, action.tile)
    events = [event("discard myth", f"{player.name} discarded the {action.tile} Myth tile to "
                                    f"the Underworld; its token leaves the city-state",
                    cite.both(cite.MYTH_TILES, "HX7"))]
    return check_myth_limit(state, events)


def remove_myth(state: State, index: int, myth: str) -> State:
    """Player ``index``'s Myth tile ``myth`` to the Underworld, its token off his tiles."""
    player = state.players[index]
    state = state.with_player(index, myths=without(player.myths, myth))
    for p in player.city:
        if myth in p.tokens:
            state = state.with_tile(index, p._replace(tokens=without(p.tokens, myth)))
    return evolve(state, underworld=(*state.underworld, myth))


def play_options(state: State) -> list[Play | PlayMyth]:
    me = state.turn
    player = state.players[me]
    out: list[Play | PlayMyth] = []
    for title in dict.fromkeys(player.hand):
        info = city.tile(title)
        if info.is_myth:
            out += [PlayMyth(title, p.at) for p in player.city
                    if p.tile != ACROPOLIS_TILE and city.nature(p.tile) == info.nature]
            continue
        if info.type == "Polis" and city.has_title(player.city, title):
            continue
        if not can_pay(state, me, info.cost):
            continue
        out += [Play(title, label(h)) for h in city.positions(player.city, title)]
    return out


# -- step C: choosing the action ----------------------------------------------------------------
def check_choose(state: State, action: Choose) -> None:
    from . import special, war

    if action.action == "special" and not special.options(state):
        raise IllegalAction(cite.SPECIAL, f"{state.current.name} has no Active tile or Myth "
                                          f"with a gear ability to use")
    if action.action == "war" and not war.attack_options(state):
        raise IllegalAction(cite.WAR, f"{state.current.name} has no tile of an opponent to "
                                      f"attack (edge tiles only, never the Acropolis or a tile "
                                      f"that splits a city-state, and enough Citizens and "
                                      f"Hoplites to exceed its defence)")


def choose(state: State, action: Choose) -> tuple[State, list[Event]]:
    from . import economy

    check_choose(state, action)
    name = state.current.name
    if action.action == "produce":
        state, events = economy.produce(state)
        more_state, more = finish_action(state)
        return more_state, events + more
    starts: dict[str, dict[str, object]] = {
        "strategy": {"flows": (), "exchanged": (), "exchanging": False},
        "special": {"used": ()},
        "war": {"attacked": ()},
    }
    progress = starts[action.action]
    state = evolve(state, step="action", action=action.action,
                   progress=tuple(sorted(progress.items())))
    rule = {"strategy": cite.STRATEGY, "special": cite.SPECIAL, "war": cite.WAR}[action.action]
    events = [event("action", f"{name} chose the {action.action.capitalize()} action", rule)]
    if action.action == "war":
        from . import war

        state, more = war.maybe_end(state)
        events += more
    return state, events


def choose_options(state: State) -> list[Choose]:
    from . import special, war

    out = [Choose("produce"), Choose("strategy")]
    if special.options(state):
        out.append(Choose("special"))
    if war.attack_options(state):
        out.append(Choose("war"))
    return out


# -- step D -------------------------------------------------------------------------------------
def finish_action(state: State) -> tuple[State, list[Event]]:
    """The action is over: check the political situation, then the hand (seed 004 §Step D)."""
    state = evolve(state, step="discard", action=None, progress=())
    state, events = political_situation(state)
    more_state, more = check_hand(state)
    return more_state, events + more


#: The Philosopher's count: the rulebook's, with a revealed Acropolis's Nature and only the
#: Political Myth tiles counted as polislab reads it (ruling HX22).
COUNTED = cite.both(cite.PHILOSOPHER, "HX22")


def political_situation(state: State) -> tuple[State, list[Event]]:
    """The Philosopher pawn goes to the player whose turn it is if he shows more Political
    symbols than anyone else; when it changes hands, the other players' tiles rise up."""
    me = state.turn
    counts = [city.political_count(p) for p in state.players]
    mine = counts[me]
    best = max(c for i, c in enumerate(counts) if i != me)
    name = state.players[me].name
    tally = ", ".join(f"{p.name} {c}" for p, c in zip(state.players, counts, strict=True))
    if state.philosopher == me:
        return state, [event("philosopher", f"{name} keeps the Philosopher pawn (Political "
                                            f"symbols: {tally})", COUNTED)]
    if mine <= best:
        where = "in the supply" if state.philosopher is None else \
            f"with {state.players[state.philosopher].name}"
        why = (f"{name} ties for the most, and a tie changes nothing" if mine == best
               else f"{name} shows fewer than another player")
        return state, [event("philosopher", f"the Philosopher pawn stays {where}: {why} "
                                            f"(Political symbols: {tally})", COUNTED)]
    before = state.philosopher
    state = evolve(state, philosopher=me)
    source = "the supply" if before is None else state.players[before].name
    events = [event("philosopher", f"{name} shows the most Political symbols ({tally}) and "
                                   f"takes the Philosopher pawn from {source}", COUNTED,
                    player=name)]
    if not state.options.uprisings_on:
        why = ("with two players they are an optional rule, not used in this game: the "
               "Philosopher scores 3 points at the end instead" if len(state.players) == 2
               else "this game is played without them (option uprisings=False)")
        events.append(event("no uprisings", f"no Uprisings: {why}",
                            cite.both(cite.TWO_PLAYERS, "HX29")))
        return state, events
    n = len(state.players)
    for step in range(1, n):
        index = (me + step) % n
        state, more = uprisings(state, index)
        events += more
    return state, events


def uprising_discards(p: Placed) -> tuple[int, int, int]:
    """What an Uprising takes from a tile (seed 004 §Resolving an Uprising): half the excess,
    rounded up, when one kind is in excess; with several kinds, enough of each to leave equal
    excess, the smallest (ruling HX23)."""
    ex = city.excess(p)
    kinds = [k for k in range(3) if ex[k] > 0]
    if not kinds:
        return (0, 0, 0)
    if len(kinds) == 1:
        out = [0, 0, 0]
        out[kinds[0]] = math.ceil(ex[kinds[0]] / 2)
        return (out[0], out[1], out[2])
    least = min(ex[k] for k in kinds)
    citizens, hoplites, gold = (ex[k] - least if ex[k] > 0 else 0 for k in range(3))
    return (citizens, hoplites, gold)


def uprisings(state: State, index: int) -> tuple[State, list[Event]]:
    player = state.players[index]
    events = []
    for p in player.city:
        if p.tile == ACROPOLIS_TILE:
            continue
        lost = uprising_discards(p)
        ex = city.excess(p)
        if not any(ex):
            continue
        if not any(lost):
            events.append(event("uprising", f"Uprising on {player.name}'s {p.tile} ({p.at}): "
                                            f"its excess ({describe_cubes(ex)}) is already equal, "
                                            f"so nothing is discarded",
                                cite.both(cite.UPRISINGS, "HX23")))
            continue
        state = state.with_tile(index, p.add(*(-n for n in lost)))
        state = state.return_supply(*lost)
        kinds = sum(1 for n in ex if n)
        how = "half of it, rounded up" if kinds == 1 else "to leave equal excess of each kind"
        events.append(event("uprising", f"Uprising on {player.name}'s {p.tile} ({p.at}): "
                                        f"excess {describe_cubes(ex)}; {describe_cubes(lost)} "
                                        f"discarded ({how})", cite.UPRISINGS,
                            player=player.name, at=p.at))
    return state, events


def check_hand(state: State) -> tuple[State, list[Event]]:
    me = state.turn
    hand = state.players[me].hand
    if len(hand) <= HAND_LIMIT:
        return end_turn(state)
    if len(set(hand)) == 1:  # no choice: every tile is the same
        name = state.players[me].name
        extra = len(hand) - HAND_LIMIT
        state = state.with_player(me, hand=hand[extra:])
        state = evolve(state, underworld=(*state.underworld, *hand[:extra]))
        events = [event("discard", f"{name} discarded {extra} {hand[0]} to the Underworld "
                                   f"(at most four tiles in hand)", cite.DISCARD)]
        more_state, more = end_turn(state)
        return more_state, events + more
    return evolve(state, pending=pending("discard", me)), []


def discard(state: State, action: Discard) -> tuple[State, list[Event]]:
    me = state.turn
    player = state.players[me]
    if action.tile not in player.hand:
        raise IllegalAction(cite.DISCARD, f"{player.name} has no {action.tile} in hand")
    state = state.with_player(me, hand=without(player.hand, action.tile))
    state = evolve(state, underworld=(*state.underworld, action.tile), pending=None)
    events = [event("discard", f"{player.name} discarded the {action.tile} to the Underworld "
                               f"({len(player.hand) - 1} in hand)", cite.DISCARD)]
    more_state, more = check_hand(state)
    return more_state, events + more


def discard_options(state: State) -> list[Discard]:
    return [Discard(t) for t in dict.fromkeys(state.current.hand)]


# -- the next turn and the end --------------------------------------------------------------------
def end_turn(state: State) -> tuple[State, list[Event]]:
    if state.ending and state.turn == state.last_player:
        from .scoring import final_scores

        return final_scores(state)
    n = len(state.players)
    nxt = (state.turn + 1) % n
    return begin_turn(state, nxt)


def begin_turn(state: State, index: int) -> tuple[State, list[Event]]:
    name = state.players[index].name
    if state.ending:
        state = evolve(state, turn=index, step="play", drawn=0, played=(), action=None,
                       progress=(), pending=None, turns=state.turns + 1)  # step A skipped
        return state, [event("turn", f"{name}'s final turn: no draw in the final round "
                                     f"(step A is skipped)", cite.END)]
    state = evolve(state, turn=index, step="draw", drawn=0, played=(), action=None,
                   progress=(), pending=None, turns=state.turns + 1)
    if not state.display:  # cannot happen while the stack holds tiles; a safety net
        state = evolve(state, step="play", drawn=2)
    return state, [event("turn", f"{name}'s turn", cite.TURN)]
