"""God cards: when each may be played, what each does (seed 003 §7; the cards of
``data/gods.json``).

A card is played face up, does what it says and goes to its god's discard pile. A player may
play several a turn, never one drawn this turn, and the starting player none on their first
turn (§7). Each card's ``timing`` says when (docs/rules/hellas.md, the god cards; ruling
HL23): cards for your own turn are played when no action is under way, before the action,
between burst actions or while regrouping; those for your attack or voyage during it; and the
cards with the symbol on the opponent's turn, when they attack your city or have drawn a tile
on a voyage (§9 FAQ: a God card during an opponent's Attack, if marked).

>>> from polislab.games.hellas import engine
>>> state = engine.initial_state()
>>> sorted(TIMINGS_BY_STEP["start"])
['before your action', 'your burst', 'your turn']
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import combinations_with_replacement

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from .actions import Play
from .components import GODS, Card, source_kind
from .rules import (
    attack_strength,
    effect_cards,
    event,
    first_turn_ban,
    greek_cap,
    illegal,
    ship_cap,
    take_limit_reason,
)
from .state import City, State, other, plural, title

#: The timings of the acting player's own cards at each quiet step of their turn.
TIMINGS_BY_STEP: dict[str, frozenset[str]] = {
    "start": frozenset({"before your action", "your burst", "your turn"}),
    "burst": frozenset({"your burst", "your turn"}),
    "regroup": frozenset({"your turn"}),
}
RULE = cite.GODS


def timings(state: State, player: str) -> frozenset[str]:
    """The timings of the cards ``player`` may play now (none while a decision is pending)."""
    if state.phase != "play" or state.pending is not None or state.placements or state.draws:
        return frozenset()
    mine = player == state.player
    if state.step in TIMINGS_BY_STEP:
        return TIMINGS_BY_STEP[state.step] if mine else frozenset()
    if state.step == "voyage" and state.drawn is not None:
        if state.reacting:
            return frozenset() if mine else frozenset({"opponent's voyage"})
        return frozenset({"your voyage"}) if mine else frozenset()
    if state.step == "attack" and state.attack is not None:
        if state.attack.window == "defender":
            return frozenset() if mine else frozenset({"opponent's attack"})
        return frozenset({"your attack"}) if mine else frozenset()
    return frozenset()


def _check_timing(state: State, player: str, card: Card) -> None:
    me = state.side(player)
    if card.name not in me.cards:
        raise illegal(RULE, f"{title(player)} holds no {card.name}")
    if not me.playable()[card.name]:
        raise illegal(RULE, f"{title(player)} drew {card.name} this turn: a card cannot be "
                            "played the turn it is drawn")
    if first_turn_ban(state, player):
        raise illegal(RULE, f"{title(player)} began the game: no god card on their first turn")
    if card.timing not in timings(state, player):
        raise illegal(f"{RULE}; {cite.ruling('HL23')}",
                      f"{card.name} is played {_when(card)}, not now")


def _when(card: Card) -> str:
    return {
        "before your action": "on your turn before your action",
        "your burst": "on your turn before or during a Burst of Strength",
        "your turn": "on your turn when no action is under way",
        "your attack": "during your attack, before the fight",
        "your voyage": "during your voyage, after the draw",
        "opponent's attack": "when your opponent attacks your city",
        "opponent's voyage": "when your opponent has drawn a tile on a voyage",
    }[card.timing]


def check(state: State, player: str, action: Play) -> Card:
    """The card played, if ``player`` may play it so now; IllegalAction otherwise."""
    c = state.components
    try:
        card = c.card(action.card)
    except KeyError as err:
        raise illegal(RULE, str(err.args[0])) from None
    _check_timing(state, player, card)
    _check_form(state, player, card, action)
    return card


def _form_error(card: Card, wanted: str) -> IllegalAction:
    return illegal(f"{RULE}; {cite.ruling('HL23')}", f"{card.name} is played as '{wanted}'")


def _check_form(state: State, player: str, card: Card, action: Play) -> None:
    c = state.components
    kind = card.kind
    forms = {
        "thunderbolt": f"play {card.name} at CITY",
        "colony": f"play {card.name} at CITY",
        "place_ships": f"play {card.name} at CITY, CITY",
        "move_greeks": f"play {card.name} from CITY to CITY xN",
        "take_cards": f"play {card.name} for GOD, GOD",
    }
    if kind not in forms and action != Play(card.name):
        raise _form_error(card, f"play {card.name}")
    a = state.attack
    if kind == "land_odds":
        assert a is not None
        if a.kind != "water":
            raise illegal(RULE, f"{card.name} helps an attack over water; this one is over land")
        if any(c.card(x).kind == "land_odds" for x in a.attacker_cards):
            raise illegal(RULE, f"this attack already counts as over land ({card.name})")
    elif kind == "high_waves":
        assert a is not None
        if a.kind != "water" or any(c.card(x).kind == "land_odds" for x in a.attacker_cards):
            raise illegal(RULE, f"{card.name} answers an attack over water; this one counts "
                                "as over land")
    elif kind == "ward":
        assert a is not None
        if a.greeks < 1:
            raise illegal(RULE, "no attacking Greek is left")
    elif kind == "defender_greek":
        assert a is not None
        if not _greek_available(state, player, exclude=a.target):
            raise illegal(f"{RULE}; {cite.ruling('HL25')}", f"{title(player)} has no Greek to "
                          "place: none in the supply and no other city with 2 or more")
    elif kind == "voyage_tie":
        if effect_cards(state, "voyage_tie"):
            raise illegal(RULE, f"{card.name} is already in play this voyage")
    elif kind == "redraw":
        if state.stack_size == 0:
            raise illegal(RULE, "no other tile is left in the stack to draw")
    elif kind == "thunderbolt":
        if len(action.at) != 1 or action != Play(card.name, at=action.at):
            raise _form_error(card, forms[kind])
        city = _own(state, other(player), action.at[0], "an opponent's city")
        if city.greeks < 2:
            raise illegal(RULE, f"{city.tile} holds 1 Greek: {card.name} strikes only where the "
                                "opponent has 2 or more (a city cannot be empty)")
    elif kind == "colony":
        if len(action.at) != 1 or action != Play(card.name, at=action.at):
            raise _form_error(card, forms[kind])
        city = _own(state, player, action.at[0], "one of your cities")
        greek = city.greeks < greek_cap(c) and _greek_available(state, player, city.tile)
        ship = city.ships < ship_cap(c) and _ship_available(state, player, {city.tile})
        if not greek and not ship:
            raise illegal(f"{RULE}; {cite.ruling('HL25')}", f"neither a Greek nor a ship can "
                          f"be placed at {city.tile}")
    elif kind == "place_ships":
        if len(action.at) != card.amount or action != Play(card.name, at=action.at):
            raise _form_error(card, forms[kind])
        if list(action.at) != sorted(action.at):
            raise illegal(RULE, f"name the cities in order: {', '.join(sorted(action.at))}")
        for name, wanted in Counter(action.at).items():
            city = _own(state, player, name, "one of your cities")
            if city.ships + wanted > ship_cap(c):
                raise illegal(f"{RULE}; {cite.BURST}", f"{city.tile} has {city.ships} ships: "
                              f"at most {ship_cap(c)} a city")
        if not _ship_available(state, player, set(action.at)):
            raise illegal(f"{RULE}; {cite.ruling('HL25')}", "no ship can be placed: none in "
                          "the supply and none beside another city")
    elif kind == "move_greeks":
        if action.origin is None or action.to is None or action.count is None or \
                action != Play(card.name, origin=action.origin, to=action.to,
                               count=action.count):
            raise _form_error(card, forms[kind])
        source = _own(state, player, action.origin, "one of your cities")
        target = _own(state, player, action.to, "one of your cities")
        if source.tile == target.tile:
            raise illegal(RULE, "the Greeks move to another city")
        if not 1 <= action.count <= card.amount:
            raise illegal(RULE, f"{card.name} moves 1 to {card.amount} Greeks")
        if source.greeks - action.count < 1:
            raise illegal(cite.FAQ_EMPTY, f"{source.tile} must keep at least one Greek")
        if target.greeks + action.count > greek_cap(c):
            raise illegal(cite.REGROUP, f"{target.tile} would hold more than {greek_cap(c)} "
                                        "Greeks")
    elif kind == "take_cards":
        if len(action.gods) != card.amount or action != Play(card.name, gods=action.gods):
            raise _form_error(card, forms[kind])
        if list(action.gods) != sorted(action.gods, key=GODS.index):
            raise illegal(RULE, f"name the gods in order: "
                                f"{', '.join(sorted(action.gods, key=GODS.index))}")
        why = take_limit_reason(state, player, list(action.gods))
        if why is not None:
            raise illegal(f"{cite.BURST}; {cite.ruling('HL26')}", why)


def _own(state: State, player: str, name: str, what: str) -> City:
    if not state.has_city(name) or state.city(name).owner != player:
        raise illegal(RULE, f"{name} is not {what}")
    return state.city(name)


def _greek_available(state: State, player: str, exclude: str) -> bool:
    if state.side(player).greeks > 0:
        return True
    return any(c.greeks >= 2 and c.tile != exclude for c in state.cities_of(player))


def _ship_available(state: State, player: str, exclude: set[str]) -> bool:
    if state.side(player).ships > 0:
        return True
    return any(c.ships >= 1 and c.tile not in exclude for c in state.cities_of(player))


# -- listing ----------------------------------------------------------------------------------
def candidates(state: State, player: str) -> list[Play]:
    """Every legal card play of ``player`` now."""
    allowed = timings(state, player)
    if not allowed or first_turn_ban(state, player):
        return []
    c = state.components
    me = state.side(player)
    out: list[Play] = []
    mine = [x.tile for x in state.cities_of(player)]
    theirs = [x.tile for x in state.cities_of(other(player))]
    for name in sorted(me.playable(), key=c.card_names.index):
        card = c.card(name)
        if card.timing not in allowed:
            continue
        kind = card.kind
        if kind in ("thunderbolt",):
            tries = [Play(name, at=(t,)) for t in theirs]
        elif kind == "colony":
            tries = [Play(name, at=(t,)) for t in mine]
        elif kind == "place_ships":
            tries = [Play(name, at=pair) for pair in
                     combinations_with_replacement(sorted(mine), card.amount)]
        elif kind == "move_greeks":
            tries = [Play(name, origin=a, to=b, count=n) for a in mine for b in mine
                     if a != b for n in range(1, card.amount + 1)]
        elif kind == "take_cards":
            tries = [Play(name, gods=g) for g in combinations_with_replacement(GODS, card.amount)]
        else:
            tries = [Play(name)]
        for action in tries:
            try:
                _check_form(state, player, card, action)
            except IllegalAction:
                continue
            out.append(action)
    return out


# -- playing ----------------------------------------------------------------------------------
def play(state: State, player: str, action: Play, events: list[Event]) -> State:
    """Play a card (checked with :func:`check`): it leaves the hand for its god's discard pile
    and takes effect."""
    c = state.components
    card = check(state, player, action)
    me = state.side(player)
    hand = list(me.cards)
    hand.remove(card.name)
    state = state.with_side(player, cards=tuple(hand))
    g = GODS.index(card.god)
    discards = list(state.discards)
    discards[g] = tuple(sorted((*discards[g], card.name), key=c.card_names.index))
    state = replace(state, discards=tuple(discards))
    ours = source_kind(c.source("gods.json", card.name, "name")) == "polislab edition"
    edition = ", a polislab-edition card" if ours else ""  # not a published card: say so
    text = f"{title(player)} plays {card.name} ({card.god}{edition}): {card.text.rstrip('.')}"
    events.append(event("play", text, RULE, player=player, card=card.name, god=card.god))
    return EFFECTS[card.kind](state, player, card, action, events)


def _lasting(state: State, player: str, card: Card, action: Play, events: list[Event]) -> State:
    return replace(state, effects=(*state.effects, card.name))


def _attacker_card(state: State, player: str, card: Card, action: Play,
                   events: list[Event]) -> State:
    a = state.attack
    assert a is not None
    state = replace(state, attack=replace(a, attacker_cards=(*a.attacker_cards, card.name),
                                          window="defender"))
    return _strength_note(state, events)


def _defender_card(state: State, player: str, card: Card, action: Play,
                   events: list[Event]) -> State:
    a = state.attack
    assert a is not None
    a = replace(a, defender_cards=(*a.defender_cards, card.name))
    if card.kind == "ward":
        gone = min(card.amount, a.greeks)
        a = replace(a, greeks=a.greeks - gone)
        state = replace(state, attack=a).with_supply(state.player, greeks=gone)
        events.append(event("ward", f"{plural(gone, 'attacking Greek')} go{'es' * (gone == 1)}"
                            f" back to {title(state.player)}'s supply", RULE, count=gone))
        return _strength_note(state, events)
    state = replace(state, attack=a)
    if card.kind == "defender_greek":
        return replace(state, placements=(*state.placements,
                                          *((player, "greek", a.target, card.name),)
                                          * card.amount))
    return _strength_note(state, events)


def _strength_note(state: State, events: list[Event]) -> State:
    a = state.attack
    assert a is not None
    attack, defence, needed = attack_strength(state)
    events.append(event("strength", f"The attack on {a.target} now counts {attack} against a "
                        f"defence of {defence}: it needs {needed}", cite.ATTACK,
                        attack=attack, defence=defence, needed=needed))
    return state


def _redraw(state: State, player: str, card: Card, action: Play, events: list[Event]) -> State:
    assert state.drawn is not None
    events.append(event("under", f"{state.drawn} goes face down under the stack; "
                        f"{title(player)} draws again", cite.VOYAGE, tile=state.drawn))
    return replace(state, bottom=(*state.bottom, state.drawn), drawn=None, reacting=False)


def _thunderbolt(state: State, player: str, card: Card, action: Play,
                 events: list[Event]) -> State:
    target = state.city(action.at[0])
    state = state.with_city(target.tile, greeks=target.greeks - card.amount)
    state = state.with_supply(target.owner, greeks=card.amount)
    events.append(event("thunderbolt", f"A Greek of {title(target.owner)}'s in {target.tile} "
                        f"goes back to the supply ({target.greeks} to "
                        f"{target.greeks - card.amount})", RULE, city=target.tile))
    return state


def _move_greeks(state: State, player: str, card: Card, action: Play,
                 events: list[Event]) -> State:
    assert action.origin and action.to and action.count
    source, target = state.city(action.origin), state.city(action.to)
    state = state.with_city(source.tile, greeks=source.greeks - action.count)
    state = state.with_city(target.tile, greeks=target.greeks + action.count)
    events.append(event("move", f"{plural(action.count, 'Greek')} move{'s' * (action.count == 1)}"
                        f" from {source.tile} to {target.tile}", RULE,
                        origin=source.tile, to=target.tile, count=action.count))
    return state


def _colony(state: State, player: str, card: Card, action: Play, events: list[Event]) -> State:
    city = action.at[0]
    return replace(state, placements=(*state.placements, (player, "greek", city, card.name),
                                      (player, "ship", city, card.name)))


def _ships(state: State, player: str, card: Card, action: Play, events: list[Event]) -> State:
    return replace(state, placements=(*state.placements,
                                      *((player, "ship", city, card.name) for city in action.at)))


def _take(state: State, player: str, card: Card, action: Play, events: list[Event]) -> State:
    return replace(state, draws=(*state.draws, *((player, god, card.name) for god in action.gods)))


EFFECTS = {
    "forced_march": _lasting, "extra_action": _lasting, "voyage_tie": _lasting,
    "storm": _lasting,
    "attack_bonus": _attacker_card, "land_odds": _attacker_card,
    "defence_bonus": _defender_card, "high_waves": _defender_card, "ward": _defender_card,
    "defender_greek": _defender_card,
    "redraw": _redraw, "thunderbolt": _thunderbolt, "move_greeks": _move_greeks,
    "colony": _colony, "place_ships": _ships, "take_cards": _take,
}
