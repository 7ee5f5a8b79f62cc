"""A turn of the main game (seed 003 §5-§6): the Burst of Strength, the voyage, the attack,
regrouping, and the end of the turn.

Each ``check_*`` raises :class:`~polislab.core.errors.IllegalAction` naming the rule when an
action may not be taken; each ``do_*`` plays a checked action and returns the new state,
appending its events; each ``advance_*`` moves a step on when no choice is left (the engine
calls them until someone must decide).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, product

from polislab.core.events import Event

from . import actions as a
from . import board
from . import citations as cite
from .cards import candidates as card_candidates
from .components import Card
from .hexes import format_place
from .rules import (
    attack_strength,
    burst_limit,
    event,
    greek_cap,
    illegal,
    linked,
    majority,
    may_voyage,
    over_land,
    ship_cap,
    take_limit_reason,
    voyage_placements,
)
from .state import Attack, City, State, other, plural, title

# -- Option 1: Burst of Strength --------------------------------------------------------------


def check_burst(state: State, action: a.Action) -> None:
    c = state.components
    me = state.side(state.player)
    if state.burst_used >= burst_limit(state):
        raise illegal(cite.BURST, f"{title(state.player)} has taken all "
                                  f"{burst_limit(state)} burst actions")
    if isinstance(action, a.TakeCard):
        why = take_limit_reason(state, state.player, [action.god])
        if why is not None:
            raise illegal(cite.BURST, why)
        return
    assert isinstance(action, (a.AddGreek, a.AddShip))
    city = _own_city(state, action.city)
    if isinstance(action, a.AddGreek):
        if me.greeks < 1:
            raise illegal(f"{cite.BURST}; {cite.ruling('HL14')}",
                          f"{title(state.player)} has no Greek left in the supply")
        if city.greeks >= greek_cap(c):
            raise illegal(cite.BURST, f"{city.tile} holds {city.greeks} Greeks: at most "
                                      f"{greek_cap(c)} a city")
    else:
        if me.ships < 1:
            raise illegal(f"{cite.BURST}; {cite.ruling('HL14')}",
                          f"{title(state.player)} has no ship left in the supply")
        if city.ships >= ship_cap(c):
            raise illegal(cite.BURST, f"{city.tile} has {city.ships} ships: at most "
                                      f"{ship_cap(c)} a city")


def _own_city(state: State, name: str) -> City:
    if not state.has_city(name):
        raise illegal(cite.FLOW, f"{name} is not on the map")
    city = state.city(name)
    if city.owner != state.player:
        raise illegal(cite.FLOW, f"{name} is {title(city.owner)}'s city, not "
                                 f"{title(state.player)}'s")
    return city


def do_burst(state: State, action: a.Action, events: list[Event]) -> State:
    used = state.burst_used + 1
    limit = burst_limit(state)
    count = f"burst action {used} of {limit}"
    p = state.player
    if isinstance(action, a.TakeCard):
        me = state.side(p)
        state = state.with_side(p, unseen=(*me.unseen, action.god))
        article = "an" if action.god[0] in "AEIOU" else "a"
        events.append(event("take card", f"{title(p)} takes {article} {action.god} card, face "
                            f"down until the burst ends ({count})",
                            f"{cite.BURST}; {cite.ruling('HL13')}", player=p, god=action.god))
    elif isinstance(action, a.AddGreek):
        city = state.city(action.city)
        state = state.with_city(city.tile, greeks=city.greeks + 1).with_supply(p, greeks=-1)
        events.append(event("add greek", f"{title(p)} places a new Greek in {city.tile} "
                            f"({city.greeks} to {city.greeks + 1}; {count})", cite.BURST,
                            player=p, city=city.tile))
    else:
        assert isinstance(action, a.AddShip)
        city = state.city(action.city)
        state = state.with_city(city.tile, ships=city.ships + 1).with_supply(p, ships=-1)
        events.append(event("add ship", f"{title(p)} places a new ship beside {city.tile} "
                            f"({city.ships} to {city.ships + 1}; {count})", cite.BURST,
                            player=p, city=city.tile))
    return replace(state, step="burst", burst_used=used)


def end_burst_refusal(state: State) -> str | None:
    """Why "end burst" may not be played now (None if it may). A burst performs 3 actions
    (seed 003 §5 Option 1: "Perform 3 actions"); the 4th of a player with more cities with
    temples, and one from Olympian Vigour, are theirs to take or not ("you may take 4
    actions"), so "end burst" is refused only before the third while another can be taken
    (ruling HL13). ``all_burst_actions`` makes every action of the burst due; with
    ``end_burst_early`` a burst may end at any time."""
    if state.options.end_burst_early or not burst_candidates(state):
        return None
    used, limit = state.burst_used, burst_limit(state)
    if state.options.all_burst_actions:
        return (f"{title(state.player)} has taken {used} of {limit} burst actions and can take "
                f"another: the burst has all its {limit} actions (all_burst_actions is on)")
    base = state.components.limit("burst actions")
    if used >= base:
        return None
    return (f"{title(state.player)} has taken {used} of {limit} burst actions and can take "
            f"another: a Burst of Strength performs {base} actions"
            + (", then the player may take the rest or end it" if limit > base else ""))


def end_burst(state: State, events: list[Event], stuck: bool = False) -> State:
    """The burst ends: the cards taken in it are drawn and looked at (§9 FAQ: yes, after the
    burst), then the free regroup. ``stuck``: it ends because no burst action can be taken
    before its last (ruling HL13)."""
    p = state.player
    me = state.side(p)
    used = state.burst_used
    rule = f"{cite.BURST}; {cite.FAQ_LOOK}"
    if stuck:
        text = (f"{title(p)} can take no burst action {used + 1} of {burst_limit(state)} "
                f"(no Greek or ship can be placed and no god card taken): the Burst of "
                f"Strength ends after {plural(used, 'action')}")
        rule = f"{cite.BURST}; {cite.ruling('HL13')}; {cite.FAQ_LOOK}"
    elif not used:
        text = f"{title(p)} ends the Burst of Strength without an action"
        rule = f"{cite.BURST}; {cite.ruling('HL13')}"
    elif used < burst_limit(state) and burst_candidates(state):
        limit = burst_limit(state)
        text = f"{title(p)} ends the Burst of Strength after {plural(used, 'action')}"
        base = state.components.limit("burst actions")
        if used < base:
            text += " (end_burst_early is on)"
        else:
            text += (f", leaving {limit - used} of {limit} untaken (the actions beyond the "
                     f"first {base} are the player's choice)")
        rule = f"{cite.BURST}; {cite.ruling('HL13')}"
    else:
        text = f"{title(p)}'s Burst of Strength ends after {plural(used, 'action')}"
    if me.unseen:
        n = len(me.unseen)
        text += ("; the card taken is turned up now" if n == 1 else
                 f"; the {n} cards taken are turned up now")
    events.append(event("end burst", text, rule, player=p, actions=used))
    draws = tuple((p, god, "burst") for god in me.unseen)
    state = state.with_side(p, unseen=())
    return replace(state, step="regroup", regroup_to=None, regrouped=(),
                   draws=(*state.draws, *draws))


def burst_candidates(state: State) -> list[a.Action]:
    """Every burst action the player may take now (:func:`check_burst`'s rules, listed
    directly)."""
    if state.burst_used >= burst_limit(state):
        return []
    c = state.components
    me = state.side(state.player)
    out: list[a.Action] = []
    for city in state.cities_of(state.player):
        if me.greeks > 0 and city.greeks < greek_cap(c):
            out.append(a.AddGreek(city.tile))
        if me.ships > 0 and city.ships < ship_cap(c):
            out.append(a.AddShip(city.tile))
    out += [a.TakeCard(god) for god in ("Ares", "Poseidon", "Zeus")
            if take_limit_reason(state, state.player, [god]) is None]
    return out


# -- Option 2: Voyage -------------------------------------------------------------------------


def check_voyage(state: State) -> None:
    why = may_voyage(state)
    if why is not None:
        raise illegal(f"{cite.VOYAGE}; {cite.FAQ_SHIPS}", why)


def do_voyage(state: State, events: list[Event]) -> State:
    events.append(event("voyage", f"{title(state.player)} sets out on a voyage: the top tile "
                        "is drawn", cite.VOYAGE, player=state.player))
    return replace(state, step="voyage", drawn=None, reacting=False)


def check_voyage_place(state: State, action: a.Place) -> None:
    c = state.components
    if action.tile != state.drawn:
        raise illegal(cite.VOYAGE, f"the tile drawn is {state.drawn}, not {action.tile}")
    tile = c.tile(action.tile)
    occupied = state.occupied()
    if not board.adjacency_ok(occupied, action.place):
        raise illegal(f"{cite.VOYAGE}; {cite.FAQ_DOLPHIN}", f"{format_place(action.place)} is "
                      "not an empty place next to the dolphin tile or to two placed tiles")
    ok, why = board.fits(c, occupied, tile, action.place, action.rotation, True)
    if not ok:
        rule = cite.VOYAGE if "water segment" not in why else \
            f"{cite.VOYAGE}; {cite.ruling('HL3')}"
        raise illegal(rule, f"{tile.name} does not fit at {format_place(action.place)} "
                            f"{tile.lying(action.rotation)}: {why}")
    ok, mine, theirs = majority(state, action.place, state.player)
    if not ok:
        raise illegal(f"{cite.VOYAGE}; {cite.bgg(2)}; {cite.ruling('HL9')}",
                      _majority_text(state, mine, theirs))
    if not _greek_possible(state):
        raise illegal(f"{cite.VOYAGE}; {cite.ruling('HL11')}", f"{title(state.player)} has no "
                      "Greek for the new city: none in the supply and no city with 2 or more")


def _greek_possible(state: State) -> bool:
    me = state.side(state.player)
    return me.greeks > 0 or any(c.greeks >= 2 for c in state.cities_of(state.player))


def _majority_text(state: State, mine: int, theirs: int) -> str:
    from .rules import ships_needed

    extra, tie = ships_needed(state)
    if mine < 1:
        return (f"{title(state.player)} has no ship next to that place: a voyage needs at "
                "least one adjacent ship")
    need = theirs + extra + (0 if tie else 1)
    how = []
    if tie:
        how.append("Favourable Wind: a tie is enough")
    if extra:
        how.append(f"Storm: {extra} more")
    note = f" ({'; '.join(how)})" if how else ""
    return (f"{plural(mine, 'adjacent ship')} against {theirs} of "
            f"{title(other(state.player))}'s: the voyage needs {need}{note}")


def do_voyage_place(state: State, action: a.Place, events: list[Event]) -> State:
    p = state.player
    _, mine, theirs = majority(state, action.place, p)
    city = City(action.tile, action.place, action.rotation, p, 0, 0)
    state = replace(state.with_new_city(city), drawn=None, reacting=False, step="voyage ship",
                    regroup_to=action.tile, regrouped=(),
                    placements=(*state.placements, (p, "greek", action.tile, "voyage")))
    events.append(event("voyage placed", f"{title(p)}'s voyage succeeds: {action.tile} is placed "
                        f"at {format_place(action.place)} "
                        f"{state.components.tile(action.tile).lying(action.rotation)}; "
                        f"{plural(mine, 'adjacent ship')} against {theirs}", cite.VOYAGE,
                        player=p, tile=action.tile, place=list(action.place),
                        rotation=action.rotation))
    return state


def tile_under(state: State, events: list[Event], why: str, rule: str) -> State:
    """The drawn tile goes face down under the stack and the voyage fails; the turn ends."""
    assert state.drawn is not None
    events.append(event("voyage fails", f"{state.drawn} {why}: it goes face down under the "
                        f"stack and {title(state.player)}'s voyage fails", rule,
                        player=state.player, tile=state.drawn))
    state = replace(state, bottom=(*state.bottom, state.drawn), drawn=None, reacting=False)
    return end_turn(state, events)


def voyage_candidates(state: State) -> list[a.Action]:
    assert state.drawn is not None
    out: list[a.Action] = [a.Place(state.drawn, place, rotation)
                           for place, rotation in voyage_placements(state)]
    if state.options.reject_tiles or not out:
        out.append(a.Reject())
    return out


def advance_voyage(state: State, events: list[Event]) -> State:
    if state.drawn is None:
        return state  # the engine asks for the draw
    if state.reacting:
        if card_candidates(state, other(state.player)):
            return state
        return replace(state, reacting=False)
    if voyage_placements(state):
        return state
    if card_candidates(state, state.player):
        return state  # a card may still save the voyage
    return tile_under(state, events, "cannot be placed: no place fits with a ship majority",
                      f"{cite.VOYAGE}; {cite.bgg(4)}")


def return_ship_candidates(state: State) -> list[City]:
    assert state.regroup_to is not None
    new = state.city(state.regroup_to)
    return [c for c in board.adjacent_cities(state, new.place)
            if c.owner == state.player and c.ships > 0]


def do_return_ship(state: State, city: City, events: list[Event], auto: bool) -> State:
    state = state.with_city(city.tile, ships=city.ships - 1).with_supply(state.player, ships=1)
    rule = f"{cite.VOYAGE}; {cite.FAQ_SHIPS}" + ("" if auto else f"; {cite.ruling('HL12')}")
    events.append(event("return ship", f"{title(state.player)} returns a ship from beside "
                        f"{city.tile} to the supply", rule, player=state.player,
                        city=city.tile))
    return replace(state, step="regroup")


def advance_voyage_ship(state: State, events: list[Event]) -> State:
    options = return_ship_candidates(state)
    if len(options) == 1:
        return do_return_ship(state, options[0], events, auto=True)
    if not options:  # cannot happen: the majority needs an adjacent ship
        return replace(state, step="regroup")
    return state


# -- Option 3: Attack -------------------------------------------------------------------------


def check_attack(state: State, action: a.Attack) -> str:
    """The kind of the attack ("land" or "water") if it may be made; IllegalAction if not."""
    if not state.has_city(action.target):
        raise illegal(cite.ATTACK, f"{action.target} is not on the map")
    target = state.city(action.target)
    if target.owner == state.player:
        raise illegal(cite.ATTACK, f"{target.tile} is {title(state.player)}'s own city")
    forced = sum(card.amount for card in _forced(state))
    linked_kinds = []
    unlinked = []
    for name, count in action.sources:
        source = _own_city(state, name)
        if source.greeks - count < 1:
            raise illegal(f"{cite.ATTACK}; {cite.FAQ_EMPTY}", f"{source.tile} holds "
                          f"{plural(source.greeks, 'Greek')}: it must keep at least one, so "
                          f"{count} cannot attack")
        how = linked(state, source, target)
        if how is None:
            unlinked.append(source.tile)
        else:
            linked_kinds.append(how)
    if len(unlinked) > forced:
        why = (f"{', '.join(unlinked)} {'is' if len(unlinked) == 1 else 'are'} not next to "
               f"{target.tile} by land or water (nor both beside the dolphin tile)")
        if forced:
            why += f"; Forced March brings only {plural(forced, 'city')}"
        raise illegal(f"{cite.ATTACK}; {cite.bgg(7)}", why)
    return "land" if linked_kinds and all(k == "land" for k in linked_kinds) else "water"


def _forced(state: State) -> list[Card]:
    from .rules import effect_cards

    return effect_cards(state, "forced_march")


def do_attack(state: State, action: a.Attack, events: list[Event]) -> State:
    kind = check_attack(state, action)
    target = state.city(action.target)
    for name, count in action.sources:
        source = state.city(name)
        state = state.with_city(name, greeks=source.greeks - count)
    total = sum(n for _, n in action.sources)
    attack = Attack(target.tile, kind, action.sources, total)
    how = "over land" if kind == "land" else "over water"
    parts = (action.sources[0][0] if len(action.sources) == 1  # "from Argos", not "Argos (2)"
             else ", ".join(f"{c} ({n})" for c, n in action.sources))
    rule = cite.LAND if kind == "land" else cite.WATER
    need = "at least as many" if kind == "land" else "at least one more"
    events.append(event("attack", f"{title(state.player)} attacks {target.tile} {how} with "
                        f"{plural(total, 'Greek')} from {parts}; {title(target.owner)} "
                        f"defends with {plural(target.greeks, 'Greek')} (the attack needs "
                        f"{need})", f"{rule}; {cite.ruling('HL16')}",
                        player=state.player, target=target.tile, kind=kind, greeks=total,
                        sources=[list(s) for s in action.sources]))
    return replace(state, step="attack", attack=attack)


def attack_candidates(state: State) -> list[a.Action]:
    """Every attack the player may declare: each opponent's city, each set of linked cities
    (one more per Forced March), each number of Greeks from each."""
    out: list[a.Action] = []
    forced = sum(card.amount for card in _forced(state))
    mine = [c for c in state.cities_of(state.player) if c.greeks >= 2]
    for target in state.cities_of(other(state.player)):
        near = [c for c in mine if linked(state, c, target) is not None]
        far = [c for c in mine if linked(state, c, target) is None] if forced else []
        extras: list[tuple[tuple[str, int], ...]] = [()]
        for group in range(1, min(forced, len(far)) + 1):
            for cities in combinations(far, group):
                for counts in product(*(range(1, c.greeks) for c in cities)):
                    extras.append(tuple((c.tile, n) for c, n in
                                        zip(cities, counts, strict=True)))
        for counts in product(*(range(0, c.greeks) for c in near)):
            base = tuple((c.tile, n) for c, n in zip(near, counts, strict=True) if n)
            for extra in extras:
                if base or extra:
                    out.append(a.Attack(target.tile, base + extra))
    return out


def attack_window_actions(state: State) -> list[a.Action]:
    att = state.attack
    assert att is not None
    if att.window == "defender":
        return [*card_candidates(state, other(state.player)), a.Pass()]
    out: list[a.Action] = [*card_candidates(state, state.player), a.Fight()]
    if may_call_off(state):
        out.append(a.CallOff())
    return out


def attacker_choices(state: State, quoted: bool = False) -> str:
    """What the attacker may do in their window, only what is legal: "play a card" when one
    can be played, "fight", and "call off" when ruling HL19 allows it ("play a card, fight or
    call off"; ``quoted`` puts the notation's words in quotes)."""
    words = ["play a card"] if card_candidates(state, state.player) else []
    words += [f"'{w}'" if quoted else w for w in ("fight", "call off")
              if w == "fight" or may_call_off(state)]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def may_call_off(state: State) -> bool:
    """Hellas FAQ 8: after the defender's card play leaves no attack that can succeed, the
    attacker may call it off (ruling HL19: a card played by the defender, and the attack as it
    stands would fail). With ``call_off_attacks`` off, never: seed 003 §5 Option 3 fights
    every declared attack."""
    att = state.attack
    assert att is not None
    if not state.options.call_off_attacks:
        return False
    attack, _, needed = attack_strength(state)
    return bool(att.defender_cards) and attack < needed


def advance_attack(state: State, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    if att.greeks == 0:
        return _repulsed(state, events, "no attacking Greek is left")
    if att.window == "defender":
        if card_candidates(state, other(state.player)):
            return state
        return replace(state, attack=replace(att, window="attacker"))
    if card_candidates(state, state.player) or may_call_off(state):
        return state
    return fight(state, events)


def do_pass(state: State, events: list[Event]) -> State:
    """The opponent plays no (more) card: the voyager decides, or the attacker."""
    if state.step == "voyage":
        events.append(event("pass", f"{title(other(state.player))} plays no card against the "
                            "voyage", cite.GODS, player=other(state.player)))
        return replace(state, reacting=False)
    att = state.attack
    assert att is not None
    events.append(event("pass", f"{title(other(state.player))} plays no (more) card in "
                        f"defence of {att.target}", f"{cite.GODS}; {cite.FAQ_REACT}",
                        player=other(state.player)))
    return replace(state, attack=replace(att, window="attacker"))


def fight(state: State, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    attack, defence, needed = attack_strength(state)
    land = over_land(state)
    how = "over land" if att.kind == "land" else "over water"
    rule = cite.LAND if land else cite.WATER
    rule += f"; {cite.FAQ_DEFENCE}"
    greeks = plural(attack, "Greek")
    if land:
        rule_text = "as many as" if attack == defence else ("more than" if attack > defence
                                                             else "fewer than")
        if attack >= needed:
            text = f"The attack {how} succeeds: {greeks} against {defence}, {rule_text} the defence"
        else:
            text = (f"The attack {how} fails: {greeks} against {defence}, and it needs at least "
                    f"as many")
        if att.kind == "water":
            text += " (Phalanx: as over land)"
    else:
        more = needed - defence
        need = "one more" if more == 1 else f"{more} more"
        if attack >= needed:
            text = f"The attack {how} succeeds: {greeks} against {defence}, {need} as needed"
        else:
            text = f"The attack {how} fails: {greeks} against {defence}, and it needs {need}"
    events.append(event("fight", text, rule, attack=attack, defence=defence, needed=needed,
                        success=attack >= needed, target=att.target))
    if attack >= needed:
        return _taken(state, events)
    return _repulsed(state, events, None)


def _cap_defenders(state: State, events: list[Event]) -> State:
    """After the fight, a defending city above 3 Greeks (Call to Arms) sends the excess back
    (ruling HL21)."""
    att = state.attack
    assert att is not None
    c = state.components
    city = state.city(att.target)
    if city.greeks > greek_cap(c):
        excess = city.greeks - greek_cap(c)
        state = state.with_city(city.tile, greeks=greek_cap(c)).with_supply(city.owner,
                                                                            greeks=excess)
        events.append(event("excess", f"{plural(excess, 'Greek')} above {greek_cap(c)} in "
                            f"{city.tile} go{'es' * (excess == 1)} back to "
                            f"{title(city.owner)}'s supply", f"{cite.REGROUP}; "
                            f"{cite.ruling('HL21')}", city=city.tile, count=excess))
    return state


def _repulsed(state: State, events: list[Event], why: str | None) -> State:
    att = state.attack
    assert att is not None
    p = state.player
    state = _cap_defenders(state, events)
    state = state.with_supply(p, greeks=att.greeks)
    text = (f"{title(p)} loses the attacking Greeks: {plural(att.greeks, 'Greek')} back to the "
            "supply")
    if why:
        text = f"The attack on {att.target} fails: {why}"
    events.append(event("repulsed", text, f"{cite.AFTER}; {cite.ruling('HL21')}",
                        player=p, count=att.greeks, target=att.target))
    return end_turn(replace(state, attack=None), events)


def _taken(state: State, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    c = state.components
    p, them = state.player, other(state.player)
    city = state.city(att.target)
    state = state.with_supply(them, greeks=city.greeks, ships=city.ships)
    keep = min(att.greeks, greek_cap(c))
    excess = att.greeks - keep
    state = state.with_city(city.tile, owner=p, greeks=keep, ships=0)
    state = state.with_supply(p, greeks=excess)
    text = (f"{title(them)} loses {city.tile}: {plural(city.greeks, 'Greek')} and "
            f"{plural(city.ships, 'ship')} back to the supply; {title(p)} holds it with "
            f"{plural(keep, 'Greek')}")
    if excess:
        text += f" ({plural(excess, 'Greek')} above {greek_cap(c)} back to the supply)"
    events.append(event("taken", text, cite.AFTER, player=p, city=city.tile,
                        greeks=keep, lost_greeks=city.greeks, lost_ships=city.ships))
    state = replace(state, attack=None, step="capture", regroup_to=city.tile, regrouped=(),
                    capture=city.ships)
    if not state.cities_of(them):
        events.append(event("game over", f"{title(them)} has lost the last city: {title(p)} "
                            "wins", cite.ruling("HL28"), winner=p))
        return replace(state, phase="over", result=p, reason=f"{title(them)} has no city left")
    return state


def capture_choices(state: State) -> list[int]:
    """How many ships the attacker may place beside the city taken: 0 up to as many as the
    defender lost there (seed 003 §5 After Attack: "may place same number of ships", the
    supply and 3 a city permitting); with ``capture_same_number``, that many or none
    (ruling HL20)."""
    top = capture_max(state)
    return [0, top] if state.options.capture_same_number else list(range(top + 1))


def capture_max(state: State) -> int:
    c = state.components
    return min(state.capture, state.side(state.player).ships, ship_cap(c))


def advance_capture(state: State, events: list[Event]) -> State:
    if capture_max(state) == 0:
        if state.capture:
            events.append(event("capture ships", f"{title(state.player)} has no ship in the "
                                "supply to place beside the city taken", cite.AFTER))
        return replace(state, step="regroup", capture=0)
    return state


def do_capture(state: State, action: a.CaptureShips, events: list[Event]) -> State:
    top = capture_max(state)
    if action.count > top:
        raise illegal(f"{cite.AFTER}; {cite.ruling('HL20')}",
                      f"at most {plural(top, 'ship')} may be placed: as many as the defender "
                      f"lost ({state.capture}), from the supply ({state.side(state.player).ships})")
    if state.options.capture_same_number and 0 < action.count < top:
        raise illegal(f"{cite.AFTER}; {cite.ruling('HL20')}",
                      f"the attacker places the same number of ships as the defender lost, "
                      f"{plural(top, 'ship')} here, or none (capture_same_number is on)")
    name = state.regroup_to
    assert name is not None
    state = state.with_city(name, ships=action.count).with_supply(state.player,
                                                                  ships=-action.count)
    events.append(event("capture ships", f"{title(state.player)} places "
                        f"{plural(action.count, 'ship')} beside {name}",
                        f"{cite.AFTER}; {cite.ruling('HL20')}", city=name, count=action.count))
    return replace(state, step="regroup", capture=0)


def do_call_off(state: State, events: list[Event]) -> State:
    att = state.attack
    assert att is not None
    left = att.greeks
    back = []
    for name, count in att.sources:
        n = min(count, left)
        left -= n
        if n and state.has_city(name):
            city = state.city(name)
            state = state.with_city(name, greeks=city.greeks + n)
            back.append(f"{name} ({n})")
    state = _cap_defenders(state, events)
    events.append(event("call off", f"{title(state.player)} calls off the attack on "
                        f"{att.target}: the Greeks go back to "
                        f"{', '.join(back) if back else 'nowhere'}, and the turn is over",
                        f"{cite.ATTACK}; {cite.bgg(8)}; {cite.ruling('HL19')}"))
    return end_turn(replace(state, attack=None), events)


# -- Regrouping -------------------------------------------------------------------------------


def check_move(state: State, action: a.Move) -> None:
    c = state.components
    rule = cite.REGROUP
    source = _own_city(state, action.origin)
    target = _own_city(state, action.to)
    if source.tile == target.tile:
        raise illegal(rule, "a regroup moves pieces to another city")
    if state.regroup_to is not None and target.tile != state.regroup_to:
        raise illegal(rule, f"after a successful voyage or attack, pieces move only to "
                            f"{state.regroup_to}, the new city")
    gave = {(p, city) for p, city, role in state.regrouped if role == "gave"}
    got = {(p, city) for p, city, role in state.regrouped if role == "got"}
    if (action.piece, source.tile) in got:
        raise illegal(f"{rule}; {cite.ruling('HL22')}", f"{source.tile} has received "
                      f"{_pieces(action.piece)} in this regroup: it cannot give any")
    if (action.piece, target.tile) in gave:
        raise illegal(f"{rule}; {cite.ruling('HL22')}", f"{target.tile} has given "
                      f"{_pieces(action.piece)} in this regroup: it cannot receive any")
    if action.piece == "greek":
        if source.greeks - action.count < 1:
            raise illegal(f"{rule}; {cite.FAQ_EMPTY}", f"{source.tile} holds "
                          f"{plural(source.greeks, 'Greek')} and must keep at least one")
        if target.greeks + action.count > greek_cap(c):
            raise illegal(rule, f"{target.tile} would hold {target.greeks + action.count} "
                                f"Greeks: at most {greek_cap(c)}")
    else:
        if source.ships < action.count:
            raise illegal(rule, f"{source.tile} has {plural(source.ships, 'ship')}")
        if target.ships + action.count > ship_cap(c):
            raise illegal(rule, f"{target.tile} would have {target.ships + action.count} "
                                f"ships: at most {ship_cap(c)}")


def _pieces(piece: str) -> str:
    return "Greeks" if piece == "greek" else "ships"


def do_move(state: State, action: a.Move, events: list[Event]) -> State:
    source, target = state.city(action.origin), state.city(action.to)
    if action.piece == "greek":
        state = state.with_city(source.tile, greeks=source.greeks - action.count)
        state = state.with_city(target.tile, greeks=target.greeks + action.count)
    else:
        state = state.with_city(source.tile, ships=source.ships - action.count)
        state = state.with_city(target.tile, ships=target.ships + action.count)
    marks = {(action.piece, source.tile, "gave"), (action.piece, target.tile, "got")}
    state = replace(state, regrouped=tuple(sorted(set(state.regrouped) | marks)))
    events.append(event("move", f"{title(state.player)} moves "
                        f"{plural(action.count, action.piece)} from {source.tile} to "
                        f"{target.tile}", cite.REGROUP, origin=source.tile, to=target.tile,
                        piece=action.piece, count=action.count))
    return state


def move_candidates(state: State) -> list[a.Action]:
    """Every regroup move (:func:`check_move`'s rules, listed directly)."""
    c = state.components
    out: list[a.Action] = []
    mine = state.cities_of(state.player)
    gave = {(p, city) for p, city, role in state.regrouped if role == "gave"}
    got = {(p, city) for p, city, role in state.regrouped if role == "got"}
    for source in mine:
        for target in mine:
            if source.tile == target.tile:
                continue
            if state.regroup_to is not None and target.tile != state.regroup_to:
                continue
            greeks = min(source.greeks - 1, greek_cap(c) - target.greeks)
            ships = min(source.ships, ship_cap(c) - target.ships)
            for piece, top in (("greek", greeks), ("ship", ships)):
                if (piece, source.tile) in got or (piece, target.tile) in gave:
                    continue
                out += [a.Move(piece, source.tile, target.tile, n) for n in range(1, top + 1)]
    return out


# -- the end of the turn ----------------------------------------------------------------------


def end_turn(state: State, events: list[Event]) -> State:
    """The turn ends: 10 cities win at once (seed 003 §8); otherwise the opponent's turn."""
    c = state.components
    p = state.player
    count = len(state.cities_of(p))
    if count >= c.limit("cities to win"):
        events.append(event("game over", f"{title(p)} has Greeks in {count} cities at the end "
                            f"of the turn and wins", cite.END, winner=p, cities=count))
        return replace(state, phase="over", result=p,
                       reason=f"{title(p)} has Greeks in {count} cities")
    limit = state.options.turn_limit
    if limit is not None and state.turn >= limit:
        events.append(event("game over", f"The turn limit of {limit} is reached: the game ends "
                            "without a winner", cite.ruling("HL30"), turns=limit))
        return replace(state, phase="over", result="none",
                       reason=f"the turn limit of {limit} was reached")
    nxt = other(p)
    light, dark = (replace(x, fresh=()) for x in state.players)
    events.append(event("turn", f"{title(p)}'s turn is over: {title(nxt)} to play",
                        cite.FLOW, player=nxt, turn=state.turn + 1))
    return replace(state, players=(light, dark), turn=state.turn + 1, player=nxt, step="start",
                   burst_used=0, effects=(), attack=None, regroup_to=None, regrouped=(),
                   reacting=False, drawn=None, capture=0)
