"""The Special action (seed 004 §Step C, Special): the gear abilities of Active tiles and of
Myth tiles whose token stands on an Active tile, each once, in any order; and revealing the
Acropolis, whose Nature then counts (seed 004 §Example 1).

A tile must be Active when its ability is used (ruling HX10). Abilities that need another
player's choice (the Lighthouse, Tavern and Labyrinth: which tile the cube comes from) wait for
that player (``to_move`` names him); Pandora's random tile is a chance decision.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import city
from .actions import Action, End, Give, Move, RandomDiscard, Remove, Reveal, Use
from .components import COMPONENTS, KINDS, cube_word
from .economy import any_move
from .hexes import place
from .state import ACROPOLIS_TILE, State, evolve, pending
from .turn import (
    KIND_INDEX,
    event,
    finish_action,
    sort_tiles,
    tile_at,
    trigger_end,
    where,
    without,
)

HADES_MAX = COMPONENTS.rule("hades_citizens")
ORACLE_TILES = COMPONENTS.rule("oracle_tiles")
AGORA_MOVES = COMPONENTS.rule("agora_moves")
OPPONENT_CUBE = {"lighthouse": "gold", "tavern": "citizens", "labyrinth": "hoplites"}


def opponents(state: State) -> list[int]:
    """The other players, in turn order from the left of the player whose turn it is."""
    n = len(state.players)
    return [(state.turn + i) % n for i in range(1, n)]


def myth_holder(state: State, index: int, myth: str):  # -> Placed | None
    for p in state.players[index].city:
        if myth in p.tokens:
            return p
    return None


def options(state: State) -> list[Use]:
    """Every ability the player whose turn it is may use now."""
    me = state.turn
    player = state.players[me]
    used = set(state.get("used") or ()) if state.action == "special" else set()
    out: list[Use] = []
    for p in player.city:
        if p.tile == ACROPOLIS_TILE or p.at in used:
            continue
        ability = city.tile(p.tile).ability
        if ability is None or not city.active(p):
            continue
        out += _tile_uses(state, p.tile, p.at, ability)
    for myth in player.myths:
        ability = city.tile(myth).ability
        if ability is None or myth in used:
            continue
        holder = myth_holder(state, me, myth)
        if holder is None or not city.active(holder):
            continue
        out += _myth_uses(state, myth, ability)
    return out


def _tile_uses(state: State, title: str, at: str, ability: str) -> list[Use]:
    if ability in ("tavern", "labyrinth"):
        return [Use(title, at=at, opponent=state.players[i].name) for i in opponents(state)]
    if ability == "spring":
        return [Use(title, at=at, resource=k) for i, k in enumerate(KINDS) if state.supply[i]]
    return [Use(title, at=at)]


def _myth_uses(state: State, myth: str, ability: str) -> list[Use]:
    if ability == "hades":
        out = []
        for i in opponents(state):
            player = state.players[i]
            for p in player.city:
                extra = city.excess(p)[0]
                out += [Use(myth, at=p.at, opponent=player.name, count=n)
                        for n in range(1, min(HADES_MAX, extra) + 1)]
        return out
    if ability == "oracle":
        top = state.stack[:ORACLE_TILES]
        if not top:
            return []
        return [Use(myth, order=order) for order in dict.fromkeys(permutations(top))]
    if ability == "fates":
        return [Use(myth)] if state.stack else []
    if ability == "pandora":
        return [Use(myth, opponent=state.players[i].name) for i in opponents(state)
                if state.players[i].hand]
    raise AssertionError(ability)


def menu(state: State) -> list[Action]:
    """What the Special action offers next (no decision pending)."""
    out: list[Action] = list(options(state))
    if not state.current.revealed:
        out.append(Reveal())
    if state.get("used") or state.options.empty_actions:
        out.append(End("special"))
    return out


def reveal(state: State, action: Reveal) -> tuple[State, list[Event]]:
    me = state.turn
    player = state.players[me]
    if player.revealed:
        raise IllegalAction(cite.REVEAL, f"{player.name}'s Acropolis is already face up")
    state = state.with_player(me, revealed=True)
    nature = city.acropolis_nature(player)
    return state, [event("reveal", f"{player.name} revealed the Acropolis: {player.acropolis}, "
                                   f"{nature}; its {nature} Nature now counts, and it stays "
                                   f"face up", cite.both(cite.REVEAL, "HX3"),
                         player=player.name)]


def _given(value: str | None) -> str:
    """A field of a legal Use: :func:`options` offers only Uses carrying what their ability
    needs (a place, an opponent, a resource)."""
    assert value is not None, "a legal Use carries the fields its ability needs"
    return value


def _ability_rule(title: str) -> str:
    """The rule of the ability of the tile ``title`` (a tile used for its ability has one)."""
    ability = city.tile(title).ability
    assert ability is not None, f"the {title} has no ability"
    return cite.ABILITY[ability]


def use(state: State, action: Use) -> tuple[State, list[Event]]:
    me = state.turn
    player = state.players[me]
    legal = options(state)
    if action not in legal:
        raise IllegalAction(cite.SPECIAL, _why_not(state, action))
    info = city.tile(action.tile)
    ability = info.ability
    assert ability is not None
    rule = cite.ABILITY[ability]
    key = action.tile if info.is_myth else action.at
    state = state.with_progress(used=tuple(sorted((*state.get("used"), key))))
    name = player.name
    if ability in OPPONENT_CUBE:
        queue = (opponents(state) if ability == "lighthouse"
                 else [state.index(_given(action.opponent))])
        events = [event("use", f"{name} used the {action.tile} ({action.at})", rule)]
        state = evolve(state, pending=pending("give", me, cube=OPPONENT_CUBE[ability],
                                              to=action.at, queue=tuple(queue), tile=action.tile))
        return next_give(state, events)
    if ability in ("temple", "port"):
        wanted = "Sacred" if ability == "temple" else "Economic"
        count = city.count_adjacent_nature(player, place(_given(action.at)), wanted,
                                           state.options)
        state, got = state.take_supply(2, count)
        target = tile_at(state, me, _given(action.at), rule)
        state = state.with_tile(me, target.add(gold=got))
        short = "" if got == count else f" ({count} due; the supply had {got})"
        return state, [event("use", f"{name} used the {action.tile} ({action.at}): {count} "
                                    f"adjacent {wanted} tile{'s' * (count != 1)}, {got} Gold"
                                    f"{short}", cite.both(rule, "HX3") if player.revealed
                             else rule)]
    if ability == "spring":
        k = KIND_INDEX[_given(action.resource)]
        state, _ = state.take_supply(k, 1)
        acro = state.players[me].city[0]
        state = state.with_tile(me, acro.add_kind(k, 1))
        return state, [event("use", f"{name} used the Spring ({action.at}): 1 "
                                    f"{cube_word(KINDS[k], 1)} on the Acropolis", rule)]
    if ability == "agora":
        state = evolve(state, pending=pending("agora", me, at=action.at, left=AGORA_MOVES))
        return state, [event("use", f"{name} used the Agora ({action.at}): up to "
                                    f"{AGORA_MOVES} Resources may move", cite.both(rule, "HX11"))]
    if ability == "necropolis":
        state = evolve(state, pending=pending("necropolis", me, at=action.at, removed=0))
        return state, [event("use", f"{name} used the Necropolis ({action.at}): Citizens may "
                                    f"go back to the supply, 1 Gold for every two",
                             cite.both(rule, "HX13"))]
    if ability == "hades":
        target_index = state.index(_given(action.opponent))
        target = tile_at(state, target_index, _given(action.at), rule)
        state = state.with_tile(target_index, target.add(citizens=-action.count))
        state = state.return_supply(citizens=action.count)
        return state, [event("use", f"{name} used Hades: {action.count} excess "
                                    f"{cube_word('citizens', action.count)} removed from "
                                    f"{action.opponent}'s {where(target)}",
                             cite.both(rule, "HX31"))]
    if ability == "oracle":
        k = len(action.order)
        state = evolve(state, stack=(*action.order, *state.stack[k:]))
        return state, [event("use", f"{name} used the Oracle and put the top {k} tiles of the "
                                    f"Stack of Fate back in the order of their choice", rule,
                             order=list(action.order))]
    if ability == "fates":
        tile = state.stack[0]
        state = evolve(state, stack=state.stack[1:])
        state = state.with_player(me, hand=sort_tiles([*player.hand, tile]))
        events = [event("use", f"{name} used the Fates and drew a tile from the Stack of Fate "
                               f"({len(state.stack)} left)", rule, tile=tile)]
        if not state.stack:
            state, more = trigger_end(state)
            events += more
        return state, events
    if ability == "pandora":
        target_index = state.index(_given(action.opponent))
        state = evolve(state, pending=pending("pandora", -1, target=target_index))
        return state, [event("use", f"{name} used Pandora: {action.opponent} discards a tile "
                                    f"from his hand at random", cite.both(rule, "HX15"))]
    raise AssertionError(ability)


def _why_not(state: State, action: Use) -> str:
    name = state.current.name
    try:
        info = city.tile(action.tile)
    except KeyError:
        return f"no tile called {action.tile}"
    if info.ability is None:
        return f"the {action.tile} has no gear ability"
    used = set(state.get("used") or ())
    if info.is_myth:
        if action.tile not in state.current.myths:
            return f"{name} has no {action.tile} Myth tile"
        if action.tile in used:
            return f"the {action.tile} has been used in this action"
        holder = myth_holder(state, state.turn, action.tile)
        if holder is None or not city.active(holder):
            return f"the {action.tile}'s token is not on an Active tile"
        return f"the {action.tile} cannot do that (see its ability)"
    p = state.current.at(place(action.at)) if action.at else None
    if p is None or p.tile != action.tile:
        return f"{name} has no {action.tile} at {action.at}"
    if not city.active(p):
        return f"the {action.tile} at {action.at} is not Active (it needs " \
               f"{city.tile(p.tile).cost})"
    if action.at in used:
        return f"the {action.tile} at {action.at} has been used in this action"
    return f"the {action.tile} cannot do that (see its ability)"


# -- decisions inside an ability ---------------------------------------------------------------
def next_give(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Let the next opponent in the queue give his cube: at once when he has it on one tile
    only (or none), else he chooses the tile (ruling HX12)."""
    pend = state.pending
    assert pend is not None
    queue = list(pend.get("queue"))
    kind = pend.get("cube")
    k = KIND_INDEX[kind]
    while queue:
        index = queue[0]
        player = state.players[index]
        sources = [p for p in player.city if p.cubes[k] > 0]
        if len(sources) > 1:
            state = evolve(state, pending=pending("give", index, cube=kind, to=pend.get("to"),
                                                  queue=tuple(queue), tile=pend.get("tile")))
            return state, events
        queue.pop(0)
        if not sources:
            events.append(event("give", f"{player.name} has no {cube_word(kind, 1)} to give",
                                cite.both(_ability_rule(pend.get("tile")),
                                          "HX12")))
            continue
        state, more = _give(state, index, sources[0].hex, kind, pend.get("to"), pend.get("tile"))
        events.append(more)
    return evolve(state, pending=None), events


def _give(state: State, index: int, source: tuple[int, int], kind: str, to: str,
          title: str) -> tuple[State, Event]:
    k = KIND_INDEX[kind]
    player = state.players[index]
    src = player.at(source)
    assert src is not None
    state = state.with_tile(index, src.add_kind(k, -1))
    me = state.turn
    target = state.players[me].at(place(to))
    assert target is not None
    state = state.with_tile(me, target.add_kind(k, 1))
    return state, event("give", f"{player.name} gave 1 {cube_word(kind, 1)} from "
                                f"{where(src)} to {state.players[me].name}'s {title}",
                        _ability_rule(title))


def give(state: State, action: Give) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    index = pend.actor
    kind = pend.get("cube")
    rule = _ability_rule(pend.get("tile"))
    if action.cube != kind:
        raise IllegalAction(rule, f"the {pend.get('tile')} takes {cube_word(kind, 1)}")
    src = tile_at(state, index, action.source, rule)
    if src.cubes[KIND_INDEX[kind]] == 0:
        raise IllegalAction(rule, f"no {cube_word(kind, 1)} on {where(src)}")
    state, done = _give(state, index, src.hex, kind, pend.get("to"), pend.get("tile"))
    queue = pend.get("queue")[1:]
    state = evolve(state, pending=pending("give", queue[0] if queue else index, cube=kind,
                                          to=pend.get("to"), queue=queue, tile=pend.get("tile")))
    return next_give(state, [done])


def give_options(state: State) -> list[Give]:
    pend = state.pending
    assert pend is not None
    kind = pend.get("cube")
    k = KIND_INDEX[kind]
    return [Give(kind, p.at) for p in state.players[pend.actor].city if p.cubes[k] > 0]


def agora_move(state: State, action: Move) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    rule = cite.ABILITY["agora"]
    k = KIND_INDEX[action.cube]
    source = tile_at(state, me, action.source, rule)
    to = tile_at(state, me, action.to, rule)
    if source.hex == to.hex:
        raise IllegalAction(rule, "a Resource moves from one tile to another")
    if source.cubes[k] == 0:
        raise IllegalAction(rule, f"no {cube_word(action.cube, 1)} on {where(source)}")
    state = state.with_tile(me, source.add_kind(k, -1))
    to = tile_at(state, me, action.to, rule)  # (the same tile, its cubes as they are now)
    state = state.with_tile(me, to.add_kind(k, 1))
    left = pend.get("left") - 1
    events = [event("move", f"the Agora moved 1 {cube_word(action.cube, 1)} from "
                            f"{where(source)} to {where(to)}", rule)]
    if left == 0:
        return evolve(state, pending=None), events
    return evolve(state, pending=pending("agora", me, at=pend.get("at"), left=left)), events


def necropolis_remove(state: State, action: Remove) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    rule = cite.ABILITY["necropolis"]
    src = tile_at(state, me, action.source, rule)
    if src.citizens == 0:
        raise IllegalAction(rule, f"no Citizen on {where(src)}")
    state = state.with_tile(me, src.add(citizens=-1)).return_supply(citizens=1)
    removed = pend.get("removed") + 1
    state = evolve(state, pending=pending("necropolis", me, at=pend.get("at"), removed=removed))
    return state, [event("remove", f"1 Citizen from {where(src)} went back to the supply "
                                   f"({removed} so far)", rule)]


def end_ability(state: State, action: End) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    if pend.kind == "agora" and action.what == "Agora":
        return evolve(state, pending=None), [
            event("end", "the Agora moved no more Resources", cite.both(cite.ABILITY["agora"],
                                                                         "HX11"))]
    if pend.kind == "necropolis" and action.what == "Necropolis":
        removed = pend.get("removed")
        due = removed // 2
        state, got = state.take_supply(2, due)
        target = tile_at(state, me, pend.get("at"), cite.ABILITY["necropolis"])
        state = evolve(state.with_tile(me, target.add(gold=got)), pending=None)
        short = "" if got == due else f" ({due} due; the supply had {got})"
        return state, [event("necropolis", f"the Necropolis took {got} Gold for {removed} "
                                           f"Citizen{'s' * (removed != 1)} removed{short}",
                             cite.both(cite.ABILITY["necropolis"], "HX13"))]
    raise IllegalAction(cite.SPECIAL, f"the {pend.kind} is under way, not {action.what}")


def ability_options(state: State) -> list:
    """The answers to the pending decision of an ability."""
    pend = state.pending
    assert pend is not None
    if pend.kind == "agora":
        return [*any_move(state, state.turn), End("Agora")]
    if pend.kind == "necropolis":
        return [*(Remove(p.at) for p in state.current.city if p.citizens), End("Necropolis")]
    if pend.kind == "give":
        return give_options(state)
    if pend.kind == "pandora":
        hand = state.players[pend.get("target")].hand
        return [RandomDiscard(t) for t in dict.fromkeys(hand)]
    raise AssertionError(pend.kind)


def random_discard(state: State, action: RandomDiscard) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    index = pend.get("target")
    player = state.players[index]
    if action.tile not in player.hand:
        raise IllegalAction(cite.ABILITY["pandora"], f"{player.name} has no {action.tile} in "
                                                     f"hand")
    state = state.with_player(index, hand=without(player.hand, action.tile))
    state = evolve(state, underworld=(*state.underworld, action.tile), pending=None)
    return state, [event("random discard", f"{player.name} discarded the {action.tile} at "
                                           f"random to the Underworld",
                         cite.ABILITY["pandora"], tile=action.tile)]


def chance_outcomes(state: State) -> list[tuple[Action, Fraction]]:
    """Each tile Pandora may take, with its exact probability (copies / hand size)."""
    pend = state.pending
    if pend is None or pend.kind != "pandora":
        return []
    hand = state.players[pend.get("target")].hand
    return [(RandomDiscard(t), Fraction(hand.count(t), len(hand))) for t in dict.fromkeys(hand)]


def end_special(state: State, action: End) -> tuple[State, list[Event]]:
    if action.what != "special":
        raise IllegalAction(cite.SPECIAL, f"the Special action is under way, not {action.what}")
    if not state.get("used") and not state.options.empty_actions:
        raise IllegalAction(cite.both(cite.SPECIAL, "HX33"),
                            "use the ability of one or more Active tiles first: the Special "
                            "action uses \"one or more\" of them")
    events = [event("end", f"{state.current.name} ended the Special action", cite.SPECIAL)]
    state, more = finish_action(state)
    return state, events + more


__all__ = ["ability_options", "agora_move", "chance_outcomes", "end_ability",
           "end_special", "give", "menu", "necropolis_remove", "options", "random_discard",
           "reveal", "use"]
