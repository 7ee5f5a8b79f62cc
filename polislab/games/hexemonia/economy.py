"""Two actions of step C: Production and Strategy (seed 004 §Step C).

Strategy moves one cube at a time; to keep every redistribution reachable in a bounded number
of moves, a tile that has given a kind of cube this action does not receive that kind, and
one that has received it does not give it (ruling HX9: moving a cube twice is moving it once).
"""

from __future__ import annotations

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import city
from .actions import Action, End, Exchange, Move
from .components import COMPONENTS, KINDS, cube_word
from .state import State
from .turn import KIND_INDEX, event, finish_action, tile_at, where


def produce(state: State) -> tuple[State, list[Event]]:
    """Every Active tile produces on itself; a producing Myth produces on the tile with its
    token if that tile is Active. Activity is judged before anything is produced, and the
    supply gives what it has, tile by tile in place order, the Myths last (ruling HX8)."""
    me = state.turn
    player = state.players[me]
    # (what, place, kind, amount, "*" if the amount is a polislab-edition value)
    work: list[tuple[str, tuple[int, int], int, int, str]] = []
    for p in player.city:
        if p.tile == "Acropolis" or not city.active(p):
            continue
        prod = city.tile(p.tile).production
        if prod is not None:
            work.append((f"the {p.tile} ({p.at})", p.hex, KIND_INDEX[prod.kind], prod.amount,
                         COMPONENTS.mark(p.tile, "production")))
    for myth in player.myths:
        prod = city.tile(myth).production
        if prod is None:
            continue
        holder = next((p for p in player.city if myth in p.tokens), None)
        if holder is not None and city.active(holder):
            work.append((f"the {myth} (on the {holder.tile}, {holder.at})", holder.hex,
                         KIND_INDEX[prod.kind], prod.amount, COMPONENTS.mark(myth, "production")))
    events = []
    for what, h, k, amount, mark in work:
        state, got = state.take_supply(k, amount)
        short = "" if got == amount else (
            f" of {amount}: the supply has no more" if got else "")
        if got:
            placed = state.players[me].at(h)
            assert placed is not None
            state = state.with_tile(me, placed.add_kind(k, got))
            events.append(event("produce", f"{what} produced {got} "
                                           f"{cube_word(KINDS[k], got)}{mark}{short}",
                                cite.PRODUCTION))
        else:
            events.append(event("produce", f"{what} produced nothing: no "
                                           f"{cube_word(KINDS[k], 2)} left in the supply",
                                cite.both(cite.PRODUCTION, "HX28")))
    if not work:
        events.append(event("produce", f"{player.name} has no Active tile that produces",
                            cite.PRODUCTION))
    return state, events


# -- Strategy -------------------------------------------------------------------------------------
def move(state: State, action: Move) -> tuple[State, list[Event]]:
    me = state.turn
    if state.get("exchanging"):
        raise IllegalAction(cite.STRATEGY, "the exchanges come after all the moves")
    k = KIND_INDEX[action.cube]
    source = tile_at(state, me, action.source, cite.STRATEGY)
    to = tile_at(state, me, action.to, cite.STRATEGY)
    if source.hex == to.hex:
        raise IllegalAction(cite.STRATEGY, "a cube moves from one tile to another")
    if source.cubes[k] == 0:
        raise IllegalAction(cite.STRATEGY, f"no {cube_word(action.cube, 1)} on {where(source)}")
    flows = state.get("flows")
    if (source.at, k, 1) in flows:
        raise IllegalAction(cite.both(cite.STRATEGY, "HX9"),
                            f"{where(source)} has received {cube_word(action.cube, 2)} in this "
                            f"action, so it gives none (move them from where they came)")
    if (to.at, k, -1) in flows:
        raise IllegalAction(cite.both(cite.STRATEGY, "HX9"),
                            f"{where(to)} has given {cube_word(action.cube, 2)} in this action, "
                            f"so it receives none (leave them there)")
    state = state.with_tile(me, source.add_kind(k, -1))
    to = tile_at(state, me, action.to, cite.STRATEGY)  # (the same tile, its cubes as they are now)
    state = state.with_tile(me, to.add_kind(k, 1))
    new = {(source.at, k, -1), (to.at, k, 1)} - set(flows)
    state = state.with_progress(flows=tuple(sorted((*flows, *new))))
    return state, [event("move", f"1 {cube_word(action.cube, 1)} moved from {where(source)} to "
                                 f"{where(to)}", cite.STRATEGY)]


def exchange(state: State, action: Exchange) -> tuple[State, list[Event]]:
    me = state.turn
    p = tile_at(state, me, action.at, cite.STRATEGY)
    done = state.get("exchanged")
    if state.options.strategy_exchanges == "one":
        if any(at == p.at for at, _ in done):
            raise IllegalAction(cite.both(cite.STRATEGY, "HX9"),
                                f"{where(p)} has had its exchange in this action")
    elif any(at == p.at and give != action.give for at, give in done):
        raise IllegalAction(cite.both(cite.STRATEGY, "HX9"),
                            f"{where(p)} exchanges one way only in an action")
    if action.give == "citizens":
        if p.citizens < 2:
            raise IllegalAction(cite.STRATEGY, f"{where(p)} has fewer than 2 Citizens")
        if state.supply[1] == 0:
            raise IllegalAction(cite.both(cite.STRATEGY, "HX28"), "no Hoplite left in the supply")
        state = state.with_tile(me, p.add(citizens=-2, hoplites=1))
        state = state.return_supply(citizens=2, hoplites=-1)
        text = f"2 Citizens on {where(p)} became 1 Hoplite"
    else:
        if p.hoplites < 1:
            raise IllegalAction(cite.STRATEGY, f"no Hoplite on {where(p)}")
        if state.supply[0] < 2:
            raise IllegalAction(cite.both(cite.STRATEGY, "HX28"),
                                "fewer than 2 Citizens left in the supply")
        state = state.with_tile(me, p.add(citizens=2, hoplites=-1))
        state = state.return_supply(citizens=-2, hoplites=1)
        text = f"1 Hoplite on {where(p)} became 2 Citizens"
    state = state.with_progress(exchanging=True,
                                exchanged=tuple(sorted({*done, (p.at, action.give)})))
    return state, [event("exchange", text, cite.STRATEGY)]


def end(state: State, action: End) -> tuple[State, list[Event]]:
    if action.what != "strategy":
        raise IllegalAction(cite.STRATEGY, f"the Strategy action is under way, not "
                                           f"{action.what}")
    events = [event("end", f"{state.current.name} ended the Strategy action", cite.STRATEGY)]
    state, more = finish_action(state)
    return state, events + more


def strategy_options(state: State) -> list[Action]:
    me = state.turn
    tiles = state.players[me].city
    out: list[Action] = []
    if not state.get("exchanging"):
        flows = set(state.get("flows"))
        for k, kind in enumerate(KINDS):
            for a in tiles:
                if a.cubes[k] == 0 or (a.at, k, 1) in flows:
                    continue
                out += [Move(kind, a.at, b.at) for b in tiles
                        if b.hex != a.hex and (b.at, k, -1) not in flows]
    done = state.get("exchanged")
    one = state.options.strategy_exchanges == "one"
    for p in tiles:
        ways = {give for at, give in done if at == p.at}
        if one and ways:
            continue
        if p.citizens >= 2 and state.supply[1] > 0 and "hoplite" not in ways:
            out.append(Exchange("citizens", p.at))
        if p.hoplites >= 1 and state.supply[0] >= 2 and "citizens" not in ways:
            out.append(Exchange("hoplite", p.at))
    out.append(End("strategy"))
    return out


def any_move(state: State, index: int) -> list[Move]:
    """Every one-cube move in player ``index``'s city (the Agora's)."""
    tiles = state.players[index].city
    return [Move(kind, a.at, b.at) for k, kind in enumerate(KINDS) for a in tiles
            if a.cubes[k] for b in tiles if b.hex != a.hex]


__all__ = ["any_move", "end", "exchange", "move", "produce", "strategy_options"]
