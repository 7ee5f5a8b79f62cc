"""The War action (seed 004 §Step C, War, and §Conquering a Tile to §Spoils of War).

A war is fought one attack at a time: ``attack blue 2c`` declares war on blue (once per
opponent in the action), then Citizens and Hoplites are committed from anywhere in the city
(``commit 2 hoplites from A``) until they exceed the defence, and ``charge`` fights. The tile's
Citizens and Hoplites are destroyed; the attacker loses the same value (a Hoplite is worth two
Citizens) plus the defending Fortification's shield in Hoplites, paying with a Hoplite where
it must and taking one Citizen of "change" from the supply (Examples 4 and 5). The survivors,
the tile's Gold and Myth tokens go with the tile into the attacker's city, or onto his Polis
tile of the same title, the conquered one going to the Underworld.
"""

from __future__ import annotations

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import city
from .actions import Action, Attack, CallOff, Charge, Commit, End, Lose, Place
from .components import COMPONENTS, describe_cubes
from .hexes import label, place
from .state import Placed, State, evolve, pending
from .turn import (
    KIND_INDEX,
    add_record,
    article,
    check_myth_limit,
    event,
    finish_action,
    sort_tiles,
    tile_at,
    where,
    without,
)


def _fighting(state: State, index: int) -> int:
    return sum(city.fighting_value(p.citizens, p.hoplites) for p in state.players[index].city)


def can_take(state: State, index: int, title: str) -> bool:
    """Whether player ``index`` could take possession of a tile ``title``: a Polis tile of a
    title he has goes to the Underworld, any other needs a legal place (ruling HX20)."""
    tiles = state.players[index].city
    if city.type_of(title) == "Polis" and city.has_title(tiles, title):
        return True
    return bool(city.positions(tiles, title))


def attack_options(state: State) -> list[Attack]:
    me = state.turn
    attacked = set(state.get("attacked") or ()) if state.action == "war" else set()
    strength = _fighting(state, me)
    out = []
    n = len(state.players)
    for step in range(1, n):
        index = (me + step) % n
        if index in attacked:
            continue
        foe = state.players[index]
        for p in city.attackable(foe.city):
            value, _ = city.defence(foe.city, p.hex, state.options)
            if strength > value and can_take(state, me, p.tile):
                out.append(Attack(foe.name, p.at))
    return out


def _why_not(state: State, action: Attack) -> str:
    me = state.turn
    try:
        index = state.index(action.opponent)
    except KeyError as err:
        return str(err.args[0])
    if index == me:
        return "a player does not attack his own city-state"
    if index in (state.get("attacked") or ()):
        return f"war has been declared on {action.opponent} once in this action already"
    foe = state.players[index]
    target = foe.at(place(action.at))
    if target is None:
        return f"{foe.name} has no tile at {action.at}"
    if target.tile == "Acropolis":
        return "an Acropolis can never be conquered"
    occupied = city.places(foe.city)
    if not city.on_edge(occupied, target.hex):
        return f"the {target.tile} at {action.at} is surrounded: only a tile on the edge of a " \
               f"city-state may be attacked"
    if not city.connected(occupied - {target.hex}):
        return f"losing the {target.tile} at {action.at} would split {foe.name}'s city-state"
    if not can_take(state, me, target.tile):
        return f"{state.current.name} has no place for the {target.tile}"
    value, _ = city.defence(foe.city, target.hex, state.options)
    return (f"all of {state.current.name}'s Citizens and Hoplites are worth "
            f"{_fighting(state, me)}, not more than the defence of {value}")


def attack(state: State, action: Attack) -> tuple[State, list[Event]]:
    if action not in attack_options(state):
        raise IllegalAction(cite.WAR, _why_not(state, action))
    me = state.turn
    index = state.index(action.opponent)
    foe = state.players[index]
    target = foe.at(place(action.at))
    assert target is not None
    value, shield = city.defence(foe.city, target.hex, state.options)
    state = state.with_progress(attacked=tuple(sorted((*state.get("attacked"), index))))
    state = evolve(state, pending=pending("commit", me, target=index, at=action.at,
                                          held=(0, 0, 0), sources=()))
    fort = city.fortification_for(foe.city, target.hex, state.options)
    guard = (f" and the {fort.tile} ({fort.at}) adds {shield}"
             f"{COMPONENTS.mark(fort.tile, 'shield')} Hoplite{'s' * (shield != 1)}"
             ) if fort is not None else ""
    defenders = describe_cubes(target.cubes[:2] + (0,))
    verb = "defends" if sum(target.cubes[:2]) == 1 else "defend"
    who = f"{defenders} {verb} it" if defenders else "no one defends it"
    return state, [event("attack", f"{state.current.name} declared war on {foe.name}'s "
                                   f"{target.tile} ({action.at}): {who}{guard}; the attack "
                                   f"must be worth more than {value}",
                         cite.CONQUER, target=foe.name, at=action.at)]


def commit(state: State, action: Commit) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    k = KIND_INDEX[action.cube]
    src = tile_at(state, me, action.source, cite.CONQUER)
    if src.cubes[k] < action.count:
        raise IllegalAction(cite.CONQUER, f"{where(src)} has {src.cubes[k]} "
                                          f"{action.cube}, not {action.count}")
    state = state.with_tile(me, src.add_kind(k, -action.count))
    held = list(pend.get("held"))
    held[k] += action.count
    sources = add_record(pend.get("sources"), src.at, k, action.count)
    state = evolve(state, pending=pending("commit", me, target=pend.get("target"),
                                          at=pend.get("at"), held=tuple(held), sources=sources))
    return state, [event("commit", f"{action.count} {_word(action.cube, action.count)} from "
                                   f"{where(src)} joined the attack: it is now worth "
                                   f"{city.fighting_value(held[0], held[1])}", cite.CONQUER)]


def _word(kind: str, n: int) -> str:
    from .components import cube_word

    return cube_word(kind, n)


def commit_options(state: State) -> list[Commit | Charge | CallOff]:
    pend = state.pending
    assert pend is not None
    out: list[Commit | Charge | CallOff] = []
    for p in state.current.city:
        for k, kind in ((0, "citizens"), (1, "hoplites")):
            out += [Commit(n, kind, p.at) for n in range(1, p.cubes[k] + 1)]
    foe = state.players[pend.get("target")]
    value, _ = city.defence(foe.city, place(pend.get("at")), state.options)
    held = pend.get("held")
    if city.fighting_value(held[0], held[1]) > value:
        out.append(Charge())
    out.append(CallOff())
    return out


def call_off(state: State, action: CallOff) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    for at, k, n in pend.get("sources"):
        p = state.players[me].at(place(at))
        assert p is not None
        state = state.with_tile(me, p.add_kind(k, n))
    state = evolve(state, pending=None)
    foe = state.players[pend.get("target")].name
    events = [event("call off", f"{state.current.name} called off the attack on {foe}; the "
                                f"committed cubes went back (war on {foe} is spent for this "
                                f"action)", cite.both(cite.WAR, "HX16"))]
    more_state, more = maybe_end(state)
    return more_state, events + more


def casualty_options(held: tuple[int, int, int], loss: int, shield: int = 0) -> list[Lose]:
    """The ways to lose ``loss`` fighting value from the committed ``held`` cubes: a number of
    Hoplites, and Citizens for the rest; overpaying by one only with a Hoplite, whose change
    is a Citizen (ruling HX19). The ``shield``'s part of the loss is "a number of Hoplites"
    (seed 004 §War, Battle Casualties): at least that many Hoplites are lost while committed
    ones are left; Citizens, two for each, stand in only for the Hoplites missing."""
    citizens, hoplites = held[0], held[1]
    out = []
    for h in range(min(shield, hoplites), hoplites + 1):
        c = max(0, loss - 2 * h)
        if c > citizens:
            continue
        over = c + 2 * h - loss
        if over > 1 or (over == 1 and c > 0):
            continue
        if h and c + 2 * (h - 1) >= loss:  # a Hoplite lost for nothing
            continue
        out.append(Lose(c, h))
    return out


def charge(state: State, action: Charge) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    index = pend.get("target")
    foe = state.players[index]
    target = foe.at(place(pend.get("at")))
    assert target is not None
    value, shield = city.defence(foe.city, target.hex, state.options)
    held = pend.get("held")
    strength = city.fighting_value(held[0], held[1])
    fort = city.fortification_for(foe.city, target.hex, state.options)
    guard = (f" and the {fort.tile}, worth {shield}{COMPONENTS.mark(fort.tile, 'shield')} "
             f"Hoplite{'s' * (shield != 1)}") if fort else ""
    defenders = describe_cubes((target.citizens, target.hoplites, 0)) or "no one"
    if strength <= value:
        raise IllegalAction(cite.CONQUER, f"the {target.tile} holds: {strength} attack against "
                                          f"{defenders}{guard} needs more than {value}")
    loss = city.fighting_value(target.citizens, target.hoplites) + 2 * shield
    state = state.with_tile(index, target._replace(citizens=0, hoplites=0))
    state = state.return_supply(citizens=target.citizens, hoplites=target.hoplites)
    destroyed = f"; {defenders} destroyed" if sum(target.cubes[:2]) else ""
    events = [event("conquer", f"the {target.tile} falls: {strength} attack against "
                               f"{defenders}{guard}, more than {value}{destroyed}",
                    cite.CONQUER, at=target.at, place=f"{foe.name} {target.at}")]
    options = casualty_options(held, loss, shield)
    if len(options) == 1:
        more_state, more = _lose(state, options[0], loss)
        return more_state, events + more
    state = evolve(state, pending=pending("casualties", state.turn, target=index,
                                          at=pend.get("at"), held=held, loss=loss,
                                          shield=shield))
    events.append(event("casualties", f"{state.current.name} loses "
                                      f"{owed_words(loss, shield)} and chooses how",
                        cite.both(cite.CASUALTIES, "HX19")))
    return state, events


def lose(state: State, action: Lose) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    options = lose_options(state)
    if action not in options:
        owed = owed_words(pend.get("loss"), pend.get("shield", 0))
        raise IllegalAction(cite.both(cite.CASUALTIES, "HX19"),
                            f"{action} does not pay {owed} (the choices: "
                            f"{', '.join(map(str, options))})")
    return _lose(state, action, pend.get("loss"))


def owed_words(loss: int, shield: int) -> str:
    """What an attacker owes after the charge, in words: the defenders' value, and the
    shield in Hoplites."""
    if not shield:
        return f"{loss} in Citizens exactly (a Hoplite worth two)"
    hoplites = f"{shield} Hoplite{'s' * (shield != 1)}"
    return (f"{loss - 2 * shield} in Citizens (a Hoplite worth two) for the defenders and "
            f"{hoplites} for the shield (two Citizens for each Hoplite missing)")


def lose_options(state: State) -> list[Lose]:
    pend = state.pending
    assert pend is not None
    return casualty_options(pend.get("held"), pend.get("loss"), pend.get("shield", 0))


def _lose(state: State, action: Lose, loss: int) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    held = pend.get("held")
    paid = action.citizens + 2 * action.hoplites
    state = state.return_supply(citizens=action.citizens, hoplites=action.hoplites)
    change = 0
    if paid > loss:
        state, change = state.take_supply(0, 1)
    survivors = (held[0] - action.citizens + change, held[1] - action.hoplites)
    lost = describe_cubes((action.citizens, action.hoplites, 0)) or "nothing"
    text = (f"{state.current.name} lost {lost}"
            + (" and took 1 Citizen as change" if change else
               " (no Citizen left in the supply for change)" if paid > loss else ""))
    events = [event("casualties", text, cite.CASUALTIES, loss=loss)]
    index = pend.get("target")
    foe = state.players[index]
    target = foe.at(place(pend.get("at")))
    assert target is not None
    # The tile leaves the defender with its Gold and tokens; his Myth tiles follow the tokens.
    state = state.without_tile(index, target.hex)
    myths = target.tokens
    if myths:
        foe_myths = foe.myths
        for m in myths:
            foe_myths = without(foe_myths, m)
        state = state.with_player(index, myths=foe_myths)
        state = state.with_player(me, myths=sort_tiles([*state.current.myths, *myths]))
        events.append(event("spoils", f"{state.current.name} takes the "
                                      f"{' and '.join(myths)} Myth tile"
                                      f"{'s' * (len(myths) > 1)} from {foe.name}", cite.SPOILS))
    cubes = (survivors[0], survivors[1], target.gold)
    mine = state.current.city
    if city.type_of(target.tile) == "Polis" and city.has_title(mine, target.tile):
        twin = next(p for p in mine if p.tile == target.tile)
        twin = twin.add(*cubes)._replace(tokens=tuple(sorted((*twin.tokens, *myths))))
        state = state.with_tile(me, twin)
        state = evolve(state, underworld=(*state.underworld, target.tile), pending=None)
        tokens = f" and the {' and '.join(myths)} token" if myths else ""
        events.append(event("spoils", f"{state.current.name} already has "
                                      f"{article(target.tile)}: the conquered one goes to the "
                                      f"Underworld, and {describe_cubes(cubes) or 'nothing'}"
                                      f"{tokens} go onto {where(twin)}",
                            cite.both(cite.SPOILS, "HX21")))
        return _after_conquest(state, events)
    state = evolve(state, pending=pending("place", me, tile=target.tile, held=cubes,
                                          tokens=myths))
    spots = city.positions(mine, target.tile)
    if len(spots) == 1:
        more_state, more = place_tile(state, Place(target.tile, label(spots[0])))
        return more_state, events + more
    return state, events


def place_options(state: State) -> list[Place]:
    pend = state.pending
    assert pend is not None
    title = pend.get("tile")
    return [Place(title, label(h)) for h in city.positions(state.current.city, title)]


def place_tile(state: State, action: Place) -> tuple[State, list[Event]]:
    pend = state.pending
    assert pend is not None
    me = state.turn
    title = pend.get("tile")
    if action.tile != title:
        raise IllegalAction(cite.SPOILS, f"the conquered tile is the {title}")
    h = place(action.at)
    if h not in city.positions(state.current.city, title):
        raise IllegalAction(cite.both(cite.SPOILS, "HX20"),
                            f"the {title} cannot go at {action.at} (the normal placement "
                            f"rules of the Hexemonia rulebook §Step B)")
    c, hop, g = pend.get("held")
    tile = Placed(h, title, c, hop, g, tuple(sorted(pend.get("tokens"))))
    state = evolve(state.with_tile(me, tile), pending=None)
    events = [event("spoils", f"{state.current.name} added the {title} to the city-state at "
                              f"{action.at} with {describe_cubes((c, hop, g)) or 'nothing'}"
                              + (f" and the {' and '.join(tile.tokens)} token"
                                 if tile.tokens else ""), cite.SPOILS, at=action.at)]
    return _after_conquest(state, events)


def _after_conquest(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    state, events = check_myth_limit(state, events)
    if state.pending is not None:
        return state, events
    more_state, more = maybe_end(state)
    return more_state, events + more


def maybe_end(state: State) -> tuple[State, list[Event]]:
    """End the war at once when no attack is left to make."""
    if state.pending is not None or attack_options(state):
        return state, []
    attacked = set(state.get("attacked") or ())
    if len(attacked) == len(state.players) - 1:
        why, rule = "has declared war once on each opponent", cite.WAR
    else:  # the opponents left have no tile this attack could take (HX17, HX20)
        why, rule = ("cannot take any tile of the opponents left to attack",
                     cite.both(cite.WAR, "HX17"))
    events = [event("end", f"{state.current.name} {why}: the War action ends", rule)]
    more_state, more = finish_action(state)
    return more_state, events + more


def end_war(state: State, action: End) -> tuple[State, list[Event]]:
    if action.what != "war":
        raise IllegalAction(cite.WAR, f"the War action is under way, not {action.what}")
    if not state.get("attacked") and not state.options.empty_actions:
        raise IllegalAction(cite.both(cite.WAR, "HX33"),
                            "declare war on an opponent first: the War action declares war "
                            "(once on each opponent at most)")
    events = [event("end", f"{state.current.name} ended the War action", cite.WAR)]
    more_state, more = finish_action(state)
    return more_state, events + more


def menu(state: State) -> list[Action]:
    if state.get("attacked") or state.options.empty_actions:
        return [*attack_options(state), End("war")]
    return list(attack_options(state))


__all__ = ["attack", "attack_options", "call_off", "casualty_options", "charge", "commit",
           "commit_options", "end_war", "lose", "lose_options", "maybe_end", "menu",
           "owed_words", "place_options", "place_tile"]
