"""Event cards in play (seed 000 §3, §4, §7 Event Cards; rulings HG33, HG65-HG68).

At the start of every round, the round's card is drawn and applied: effects concerning both
sides alike first, then Athens's, then Sparta's (seed 000 §3: "Athens first, then Sparta").
Some effects ask a side to choose (which unit to give up, which polis to lose, how much
Prestige to trade, which units to send away): the game then waits for that side's answer
(:mod:`.event_actions`) before going on. When the card is done, the player with less Prestige
begins the round (Sparta on a tie), unless the card names the first player.

Other effects last for the round the card was drawn in (seed 000 §7: "Effects apply only in
the round drawn unless specified"); the rules that they change ask :func:`in_force`: a closed
market, a blocked or limited collection, a tribute row yielding another resource, the battle
trigger, a repeated tied assault, doubled battle Prestige, hired mercenaries, suppressed
pacifists, and the Free Trade penalty at the end of a turn. Units sent away come back at the
start of the end of the round (:func:`return_units`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from .. import citations as cite
from .. import turns
from ..actions import Action
from ..components import COMPONENTS, EventCard, EventEffect, Resources, source_kind
from ..economy import amount, plus
from ..state import (
    TERRITORY_NAMES,
    Away,
    Pending,
    State,
    as_side,
    other,
    prestige_change,
    side_title,
)
from .actions import EventBetray, EventDouble, EventRemove, EventSend, EventTransfer

CARDS = f"{cite.SEED} §7 Event Cards"
ORDER = (f"{cite.SEED} §4 Preparation for Next Round; Athens first, then Sparta, as §3 Setup "
         f"says of round 3's card ({cite.ruling('HG65')})")
KIND = "event"
KINDS = ("event remove", "event betray", "event transfer", "event send", "event double")

Result = tuple[State, list[Event]]


# -- reading the card -------------------------------------------------------------------------
@cache
def card_named(round_name: str, name: str) -> EventCard:
    for card in COMPONENTS.event_deck(round_name).cards:
        if card.name == name:
            return card
    raise KeyError(f"no event card {name!r} in the round-{round_name} deck")


def current_card(state: State) -> EventCard | None:
    """The event card of the round being played (None before it is drawn)."""
    name = state.event
    return None if name is None else card_named(state.round, name)


def in_force(state: State, kind: str, side: str | None = None) -> tuple[EventEffect, ...]:
    """The effects of ``kind`` on this round's card (those concerning ``side`` if given)."""
    name = state.event
    return () if name is None else _effects(state.round, name, kind, side)


@cache  # asked for every candidate action a listing checks
def _effects(round_name: str, name: str, kind: str, side: str | None
             ) -> tuple[EventEffect, ...]:
    card = card_named(round_name, name)
    if not card.effects:
        return ()
    return tuple(e for e in card.effects if e.kind == kind and (
        side is None or e.side in (None, "each", side)))


def rule_of(card: EventCard) -> str:
    """The citation of a card: the reference's event rule, which gives no card's text, then
    the card itself as a component, drawn with its text on the board (a published card, the
    prototype's, or one whose effect polislab designed), then ruling HG65, which says where
    the decks come from."""
    edition = source_kind(card.source("effect"))  # published, prototype, polislab edition
    return (f"{CARDS}; the {card.name} event card ({edition}, on the board); "
            f"{cite.ruling('HG65')}")


def card_rule(name: str) -> str:
    """:func:`rule_of` the card ``name`` (its first copy in the decks)."""
    return rule_of(next(card for deck in COMPONENTS.event_decks for card in deck.cards
                        if card.name == name))


def _steps(card: EventCard) -> list[tuple[int, str | None]]:
    """(effect index, side) in the order of play: effects for both alike, then each side's."""
    effects = card.effects or ()
    steps: list[tuple[int, str | None]] = [(i, None) for i, e in enumerate(effects)
                                           if e.side is None]
    for side in COMPONENTS.setup.event_order:
        steps += [(i, side) for i, e in enumerate(effects) if e.side in ("each", side)]
    return steps


# -- the start of a round ---------------------------------------------------------------------
def start_round(state: State) -> Result:
    """Apply the card just drawn for ``state.round``, then let the round's first player act."""
    card = current_card(state)
    assert card is not None
    state = replace(state, blocked_collection=(), commanders=(), pending=None)
    if card.effects:
        text = f"Round {state.round}'s event card is {card.name}: {(card.effect or '').rstrip('.')}"
    else:
        text = f"Round {state.round}'s event card is {card.name}: nothing happens"
    events = [Event("event", text, f"{ORDER}; {rule_of(card)}",
                    {"round": state.round, "card": card.name})]
    return _run(state, card, 0, events)


def _run(state: State, card: EventCard, start: int, events: list[Event]) -> Result:
    steps = _steps(card)
    for step in range(start, len(steps)):
        index, side = steps[step]
        effect = (card.effects or ())[index]
        state, more = EFFECTS[effect.kind](state, effect, side, step, card)
        events = [*events, *more]
        if state.pending is not None:
            return state, events
    return _begin_actions(state, card, events)


def _begin_actions(state: State, card: EventCard, events: list[Event]) -> Result:
    named = in_force(state, "first_player")
    if named:
        first = as_side(str(named[0].side))
        why = f"{card.name} names {side_title(first)}"
        rule = rule_of(card)
    else:
        first = turns.first_player_by_prestige(state)
        tied = state.side("athens").prestige == state.side("sparta").prestige
        why = ("Athens and Sparta have equal Prestige (Sparta begins on a tie)" if tied
               else f"{side_title(first)} has less Prestige")
        rule = cite.SETUP
    state = replace(state, phase="actions", first_player=first, player=first, passed=(),
                    actions_taken=())
    return state, [*events, Event("first player", f"{why}: {side_title(first)} begins round "
                                  f"{state.round}", rule, {"first": first})]


def _said(card: EventCard, kind: str, text: str, **data: object) -> Event:
    return Event(kind, text, rule_of(card), {"card": card.name, **data})


# -- effects played at once -------------------------------------------------------------------
Effect = Callable[[State, EventEffect, str | None, int, EventCard], Result]


def _units_field(unit: str) -> str:
    return f"{unit}s"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def _gain_unit(state: State, effect: EventEffect, side: str | None, step: int,
               card: EventCard) -> Result:
    assert side is not None
    unit, where, count = effect.get("unit"), effect.get("where"), effect.get("count")
    room = max(0, state.capacity - state.units(where, side).total)
    placed = min(count, room, state.side(side).pool.cubes)
    if placed:
        state = state.with_units(where, side, **{_units_field(unit): placed})
        state = state.with_side(side, pool=state.side(side).pool.plus(cubes=-placed))
    text = f"{side_title(side)} gains {_plural(placed, unit)} in {where}"
    if placed < count:
        text += (f" ({count - placed} not placed: no room under round {state.round}'s capacity "
                 f"of {state.capacity} or no cube in its supply, ruling HG66)")
    return state, [_said(card, "event units", text, side=side, unit=unit, where=where,
                         count=placed)]


def _resource_or_prestige(state: State, side: str, what: str, delta: int) -> State:
    me = state.side(side)
    if what == "prestige":
        return state.with_side(side, prestige=me.prestige + delta)
    return state.with_side(side, resources=plus(me.resources, amount(what, delta)))


def _have(state: State, side: str, what: str) -> int:
    me = state.side(side)
    return me.prestige if what == "prestige" else me.resources[what]


def _gain(state: State, effect: EventEffect, side: str | None, step: int,
          card: EventCard) -> Result:
    assert side is not None
    what, count = effect.get("what"), effect.get("count")
    state = _resource_or_prestige(state, side, what, count)
    label = "Prestige" if what == "prestige" else what
    return state, [_said(card, "event gain", f"{side_title(side)} gains {count} {label}",
                         side=side, what=what, count=count,
                         **(prestige_change(side, count) if what == "prestige" else {}))]


def _lose(state: State, effect: EventEffect, side: str | None, step: int,
          card: EventCard) -> Result:
    assert side is not None
    what, count = effect.get("what"), effect.get("count")
    lost = min(count, _have(state, side, what))
    state = _resource_or_prestige(state, side, what, -lost)
    label = "Prestige" if what == "prestige" else what
    text = f"{side_title(side)} loses {lost} {label}"
    if lost < count:
        text += " (all it had; never below 0)"
    return state, [_said(card, "event loss", text, side=side, what=what, count=lost,
                         **(prestige_change(side, -lost) if what == "prestige" else {}))]


def _remove_units(state: State, side: str, unit: str, where: str, count: int) -> State:
    state = state.with_units(where, side, **{_units_field(unit): -count})
    return state.with_side(side, pool=state.side(side).pool.plus(cubes=count))


def _lose_unit(state: State, effect: EventEffect, side: str | None, step: int,
               card: EventCard) -> Result:
    assert side is not None
    unit, where = effect.get("unit"), effect.get("where")
    have = getattr(state.units(where, side), _units_field(unit))
    lost = min(effect.get("count"), have)
    state = _remove_units(state, side, unit, where, lost)
    text = (f"{side_title(side)} loses {_plural(lost, unit)} in {where}" if lost else
            f"{side_title(side)} has no {unit} in {where} to lose")
    return state, [_said(card, "event units", text, side=side, unit=unit, where=where,
                         count=-lost)]


def _lose_population(state: State, effect: EventEffect, side: str | None, step: int,
                     card: EventCard) -> Result:
    assert side is not None
    capital = state.polis(COMPONENTS.side(side).capital)
    lost = min(effect.get("count"), max(0, capital.population - 1))
    if capital.owner == side and lost:
        state = state.with_polis(capital.name, population=capital.population - lost)
        state = state.with_side(side, pool=state.side(side).pool.plus(cubes=lost))
    else:
        lost = 0
    text = (f"{capital.name} loses {lost} population ({capital.population} to "
            f"{capital.population - lost}; a polis never drops below 1)")
    return state, [_said(card, "event population", text, side=side, polis=capital.name,
                         count=lost)]


def _in_force_only(state: State, effect: EventEffect, side: str | None, step: int,
                   card: EventCard) -> Result:
    """Effects that change a rule for the round: nothing happens now but a sentence."""
    return state, [_said(card, "event in force", f"{card.name} is in force for round "
                         f"{state.round}: {_rule_change(effect)}", effect=effect.kind)]


def _rule_change(effect: EventEffect) -> str:
    get = effect.get
    texts = {
        "close_market": lambda: f"no trade with {get('market')}",
        "first_player": lambda: f"{side_title(str(effect.side))} begins the round",
        "collect_limit": lambda: f"a collection in {get('where')} uses at most "
                                 f"{get('count')} hoplites",
        "tribute_rows": lambda: f"{get('where')}'s " + " and ".join(
            f"{a} row yields {b}" for a, b in get("rows")),
        "battle_trigger": lambda: f"battles trigger with {get('count')} units in a territory",
        "repeat_tied_assault": lambda: "a tied battle round is fought again by the same "
                                       "attacker (ruling HG66)",
        "double_battle_prestige": lambda: "each side may double the Prestige it gains in one "
                                          "battle",
        "hire": lambda: f"hoplites and galleys may be hired at {get('cost')} {get('resource')} "
                        "each, with no population, within a Create action (ruling HG67)",
        "suppress_pacifists": lambda: f"a collection at home may use hoplites to suppress "
                                      f"pacifists for {get('prestige')} Prestige each "
                                      "(ruling HG67)",
        "free_trade": lambda: f"blocking the opponent's routes to "
                              f"{' or '.join(get('markets'))} at the end of a turn costs "
                              f"{get('prestige')} Prestige, unless {get('galleys')} galleys "
                              f"stand in {' and '.join(get('seas'))}",
    }
    return texts[effect.kind]()


def _block_collect(state: State, effect: EventEffect, side: str | None, step: int,
                   card: EventCard) -> Result:
    where = effect.get("where")
    if effect.kind == "block_collect_if_empty" and any(
            state.units(where, s).hoplites for s in ("athens", "sparta")):
        return state, [_said(card, "event in force", f"Hoplites stand in {where}: it can be "
                             "collected this round", where=where)]
    state = replace(state, blocked_collection=tuple(sorted(
        {*state.blocked_collection, where}, key=TERRITORY_NAMES.index)))
    return state, [_said(card, "event in force", f"{where} cannot be collected this round",
                         where=where)]


def _strongest_loses(state: State, effect: EventEffect, side: str | None, step: int,
                     card: EventCard) -> Result:
    where, unit, count = effect.get("where"), effect.get("unit"), effect.get("count")
    armies = {s: getattr(state.units(where, s), _units_field(unit)) for s in ("athens", "sparta")}
    strongest = max(armies.values())
    if not strongest:
        return state, [_said(card, "event units", f"No {unit}s stand in {where}: nobody loses "
                             "any", where=where)]
    losers = [s for s, n in armies.items() if n == strongest]
    events = []
    for loser in losers:
        lost = min(count, armies[loser])
        state = _remove_units(state, loser, unit, where, lost)
        tie = " (the armies are equal: both lose)" if len(losers) == 2 else ""
        events.append(_said(card, "event units", f"{side_title(loser)}'s army in {where} is "
                            f"the stronger and loses {_plural(lost, unit)}{tie}", side=loser,
                            unit=unit, where=where, count=-lost))
    return state, events


# -- effects that ask a side to choose --------------------------------------------------------
def _ask(state: State, kind: str, side: str, step: int, card: EventCard,
         **data: object) -> State:
    pending = Pending(kind, side, rule_of(card),
                      data=(("step", step), ("card", card.name), *data.items()))
    return replace(state, pending=pending)


def _remove_choices(state: State, side: str, units: tuple[str, ...]) -> list[Action]:
    return [EventRemove(unit, t.name) for t in state.territories for unit in units
            if getattr(t.of(side), _units_field(unit))]


def _remove_for_prestige(state: State, effect: EventEffect, side: str | None, step: int,
                         card: EventCard) -> Result:
    assert side is not None
    if not _remove_choices(state, side, effect.get("units")):
        return state, [_said(card, "event units", f"{side_title(side)} has no unit on the "
                             "board to remove, so it gains no Prestige (ruling HG66)",
                             side=side)]
    return _ask(state, "event remove", side, step, card), []


def _betrayal_choices(state: State, side: str, effect: EventEffect,
                      received: str | None) -> list[Action]:
    capital = COMPONENTS.side(side).capital
    return [EventBetray(p.name) for p in state.owned_poleis(side)
            if p.population == effect.get("population") and p.name not in (capital, received)]


def _betrayal(state: State, effect: EventEffect, side: str | None, step: int,
              card: EventCard, received: str | None = None) -> Result:
    """``received``: the polis just betrayed to ``side`` by the opponent ("not the same
    polis"); set when the opponent chose before (:func:`resolve`)."""
    assert side is not None
    if not _betrayal_choices(state, side, effect, received):
        besides = f", nor {received}, just betrayed to it" if received else ""
        return state, [_said(card, "event betrayal", f"{side_title(side)} has no polis of "
                             f"population {effect.get('population')} to lose (never its "
                             f"capital{besides})", side=side)]
    return _ask(state, "event betray", side, step, card,
                **({"received": received} if received else {})), []


def _transfer(state: State, effect: EventEffect, side: str | None, step: int,
              card: EventCard) -> Result:
    assert side is not None
    if state.side(side).prestige < 1:
        return state, [_said(card, "event transfer", f"{side_title(side)} has no Prestige to "
                             "give up", side=side)]
    return _ask(state, "event transfer", side, step, card), []


def _send_away(state: State, effect: EventEffect, side: str | None, step: int,
               card: EventCard, sent: int = 0) -> Result:
    assert side is not None
    if any(not choice.done for choice in _send_choices(state, side, effect, sent)):
        return _ask(state, "event send", side, step, card, sent=sent), []
    return _finish_sending(state, effect, side, card, sent)


def _send_choices(state: State, side: str, effect: EventEffect, sent: int) -> list[EventSend]:
    unit = effect.get("unit")
    choices: list[EventSend] = [EventSend(unit, t.name) for t in state.territories
                             if getattr(t.of(side), _units_field(unit))]
    if sent >= effect.get("minimum") or not choices:
        choices.append(EventSend())
    return choices


def _finish_sending(state: State, effect: EventEffect, side: str, card: EventCard,
                    sent: int) -> Result:
    missing = max(0, effect.get("minimum") - sent)
    penalty = min(missing * effect.get("shortfall_prestige"), state.side(side).prestige)
    state = state.with_side(side, prestige=state.side(side).prestige - penalty)
    unit, where = effect.get("unit"), effect.get("destination")
    text = f"{side_title(side)} has sent {_plural(sent, unit)} to {where}"
    if missing:
        text += (f"; {missing} short of the {effect.get('minimum')} asked, it loses "
                 f"{penalty} Prestige")
    return state, [_said(card, "event sent", text, side=side, unit=unit, count=sent,
                         **(prestige_change(side, -penalty) if penalty else {}))]


EFFECTS: dict[str, Effect] = {
    "gain_unit": _gain_unit, "gain": _gain, "lose": _lose, "lose_unit": _lose_unit,
    "lose_population": _lose_population, "remove_unit_for_prestige": _remove_for_prestige,
    "send_away": _send_away, "betrayal": _betrayal, "prestige_for_silver": _transfer,
    "block_collect": _block_collect, "block_collect_if_empty": _block_collect,
    "strongest_loses": _strongest_loses,
    **{kind: _in_force_only for kind in (
        "close_market", "first_player", "collect_limit", "tribute_rows", "battle_trigger",
        "repeat_tied_assault", "double_battle_prestige", "hire", "suppress_pacifists",
        "free_trade")},
}


# -- answering --------------------------------------------------------------------------------
def _pending_effect(state: State) -> tuple[EventCard, int, EventEffect, str]:
    pending = state.pending
    assert pending is not None
    card = current_card(state)
    assert card is not None and card.name == pending.get("card")
    step = pending.get("step")
    index, _ = _steps(card)[step]
    return card, step, (card.effects or ())[index], pending.actor


def answers(state: State) -> list[Action]:
    """The legal answers to the pending event decision."""
    pending = state.pending
    assert pending is not None
    if pending.kind == "event double":
        return [EventDouble(True), EventDouble(False)]
    card, _, effect, side = _pending_effect(state)
    if pending.kind == "event remove":
        return _remove_choices(state, side, effect.get("units"))
    if pending.kind == "event betray":
        return _betrayal_choices(state, side, effect, pending.get("received"))
    if pending.kind == "event transfer":
        return [EventTransfer(n) for n in range(state.side(side).prestige + 1)]
    return [*_send_choices(state, side, effect, pending.get("sent"))]


def resolve(state: State, action: Action) -> Result:
    """Play an answer to the pending event decision, then go on with the card."""
    pending = state.pending
    assert pending is not None
    if action not in answers(state):
        raise IllegalAction(pending.rule, f"'{action}' is not an answer to the event now; "
                            f"the answers: {', '.join(map(str, answers(state)))}")
    if isinstance(action, EventDouble):  # (the one answer to "event double", only to it)
        return _answer_double(state, action)
    card, step, effect, side = _pending_effect(state)
    state = replace(state, pending=None)
    if isinstance(action, EventSend):
        return _answer_send(state, action, effect, side, step, card)
    if isinstance(action, EventRemove):
        state = _remove_units(state, side, action.unit, action.territory, 1)
        gain = effect.get("prestige")
        state = state.with_side(side, prestige=state.side(side).prestige + gain)
        event = _said(card, "event units", f"{side_title(side)} removes a {action.unit} from "
                      f"{action.territory} and gains {gain} Prestige", side=side,
                      **prestige_change(side, gain))
        return _run(state, card, step + 1, [event])
    if isinstance(action, EventBetray):
        state, event = _betray(state, side, action.polis, card)
        return _run_after_betrayal(state, card, step + 1, action.polis, [event])
    assert isinstance(action, EventTransfer)
    silver = action.prestige * effect.get("rate")
    me = state.side(side)
    state = state.with_side(side, prestige=me.prestige - action.prestige,
                            resources=plus(me.resources, amount("silver", silver)))
    text = (f"{side_title(side)} gives up {action.prestige} Prestige for {silver} silver"
            if action.prestige else f"{side_title(side)} keeps its Prestige")
    event = _said(card, "event transfer", text, side=side, silver=silver,
                  **prestige_change(side, -action.prestige))
    return _run(state, card, step + 1, [event])


def _run_after_betrayal(state: State, card: EventCard, step: int, betrayed: str,
                        events: list[Event]) -> Result:
    """Go on with the card after ``betrayed`` changed hands: a following Betrayal step (the
    opponent's) may not hand the same polis back."""
    steps = _steps(card)
    if step < len(steps) and (card.effects or ())[steps[step][0]].kind == "betrayal":
        index, side = steps[step]
        state, more = _betrayal(state, (card.effects or ())[index], side, step, card,
                                received=betrayed)
        events = [*events, *more]
        if state.pending is not None:
            return state, events
        step += 1
    return _run(state, card, step, events)


def _betray(state: State, side: str, name: str, card: EventCard) -> tuple[State, Event]:
    """``side`` loses polis ``name`` to the opponent, completed projects and all (ruling HG66:
    it turns neutral if the opponent has no cube or disc left to take it)."""
    polis, gainer = state.polis(name), other(side)
    me = state.side(side)
    state = state.with_side(side, pool=me.pool.plus(cubes=polis.population, discs=1))
    them = state.side(gainer)
    if them.pool.cubes >= polis.population and them.pool.discs >= 1:
        state = state.with_side(gainer, pool=them.pool.plus(cubes=-polis.population, discs=-1))
        state = state.with_polis(name, owner=gainer)
        text = f"{name} betrays {side_title(side)} and goes over to {side_title(gainer)}"
    else:
        state = state.with_polis(name, owner=None,
                                 population=COMPONENTS.polis(name).base_population)
        text = (f"{name} betrays {side_title(side)}; {side_title(gainer)} has no cube or disc "
                "to take it, so it turns neutral")
    return state, _said(card, "event betrayal", text, side=side, polis=name)


def _answer_send(state: State, action: EventSend, effect: EventEffect, side: str, step: int,
                 card: EventCard) -> Result:
    sent = _sent_so_far(state, side, effect)
    if action.done:
        state, events = _finish_sending(state, effect, side, card, sent)
        state, more = _run(state, card, step + 1, [])
        return state, [*events, *more]
    unit, origin = str(action.unit), str(action.territory)
    state = state.with_units(origin, side, **{_units_field(unit): -1})
    away = Away(as_side(side), unit, origin, effect.get("destination"), effect.get("returning"))
    state = replace(state, away=tuple(sorted((*state.away, away))))
    gain = effect.get("prestige_each")
    if gain:
        state = state.with_side(side, prestige=state.side(side).prestige + gain)
    text = f"{side_title(side)} sends a {unit} from {origin} to {away.destination}"
    if gain:
        text += f" and gains {gain} Prestige"
    event = _said(card, "event send", text, side=side, unit=unit, origin=origin,
                  **(prestige_change(side, gain) if gain else {}))
    state, more = _send_away(state, effect, side, step, card, sent + 1)
    if state.pending is None:
        state, rest = _run(state, card, step + 1, [])
        more = [*more, *rest]
    return state, [event, *more]


def _sent_so_far(state: State, side: str, effect: EventEffect) -> int:
    return sum(1 for a in state.away if a.side == side and a.unit == effect.get("unit")
               and a.destination == effect.get("destination"))


# -- Great Commanders -------------------------------------------------------------------------
def offer_double(state: State, gains: dict[str, int]) -> State:
    """After a battle: ask the first side that gained Prestige and may still double it."""
    card = current_card(state)
    for side in COMPONENTS.setup.event_order:
        if (gains.get(side, 0) > 0 and side not in state.commanders
                and in_force(state, "double_battle_prestige", side) and card is not None):
            data = (("gain", gains[side]), ("card", card.name),
                    ("other", gains.get(other(side), 0) if side == "athens" else 0))
            return replace(state, pending=Pending("event double", side, rule_of(card),
                                                  data=data))
    return state


def _answer_double(state: State, action: EventDouble) -> Result:
    pending = state.pending
    assert pending is not None
    side, gain, card = pending.actor, pending.get("gain"), current_card(state)
    assert card is not None
    state = replace(state, pending=None)
    if action.double:
        state = state.with_side(side, prestige=state.side(side).prestige + gain)
        state = replace(state, commanders=(*state.commanders, as_side(side)))
        event = _said(card, "event double", f"{side_title(side)}'s commanders double the "
                      f"{gain} Prestige of the battle: {gain} more", side=side,
                      **prestige_change(side, gain))
    else:
        event = _said(card, "event double", f"{side_title(side)} keeps its commanders for a "
                      "later battle", side=side)
    state = offer_double(state, {"sparta": pending.get("other")} if side == "athens" else {})
    return state, [event]


# -- the rest of the round --------------------------------------------------------------------
def closed_market(state: State, market: str) -> EventEffect | None:
    return next((e for e in in_force(state, "close_market") if e.get("market") == market), None)


def battle_trigger(state: State) -> int:
    changed = in_force(state, "battle_trigger")
    return changed[0].get("count") if changed else COMPONENTS.round_track.battle_trigger


def tribute_resource(state: State, territory: str, resource: str) -> str:
    """What a tribute row of ``resource`` yields this round (Freeing of the Slaves)."""
    for effect in in_force(state, "tribute_rows"):
        if effect.get("where") == territory:
            return dict(effect.get("rows")).get(resource, resource)
    return resource


def collect_limit(state: State, territory: str) -> int | None:
    limits = [e.get("count") for e in in_force(state, "collect_limit")
              if e.get("where") == territory]
    return min(limits) if limits else None


def hire_cost(state: State, side: str, count: int) -> Resources | None:
    """What hiring ``count`` units costs ``side`` this round; None when nobody can hire."""
    effects = in_force(state, "hire", side)
    if not effects:
        return None
    return amount(effects[0].get("resource"), effects[0].get("cost") * count)


def pacifist_prestige(state: State, side: str) -> int | None:
    effects = in_force(state, "suppress_pacifists", side)
    return effects[0].get("prestige") if effects else None


def free_trade_penalty(state: State, side: str) -> Result:
    """At the end of ``side``'s turn: Free Trade with Persia, if it blocks the opponent."""
    from ..trade import blocked_markets  # trade imports this module

    card = current_card(state)
    events: list[Event] = []
    for effect in in_force(state, "free_trade"):
        assert card is not None
        galleys = sum(state.units(sea, side).galleys for sea in effect.get("seas"))
        if galleys >= effect.get("galleys"):
            continue
        blocked = blocked_markets(state, other(side), effect.get("markets"))
        if not blocked:
            continue
        lost = min(effect.get("prestige"), state.side(side).prestige)
        state = state.with_side(side, prestige=state.side(side).prestige - lost)
        events.append(_said(card, "event free trade", f"{side_title(side)} ends its turn "
                            f"blocking {side_title(other(side))}'s routes to "
                            f"{' and '.join(blocked)} and loses {lost} Prestige "
                            f"({galleys} of the {effect.get('galleys')} galleys in "
                            f"{' and '.join(effect.get('seas'))} that would excuse it)",
                            side=side, **prestige_change(side, -lost)))
    return state, events


def return_units(state: State) -> Result:
    """At the end of the round, units sent away come back to the territories they left, one by
    one, Athens first (ruling HG66): all of them, or half rounded up (seed 000 §7 Rounding);
    the others, and any that find no room under the capacity, go back to the supply."""
    if not state.away:
        return state, []
    events = []
    for side in COMPONENTS.setup.event_order:
        mine = [a for a in state.away if a.side == side]
        if not mine:
            continue
        keep = len(mine) if mine[0].returning == "all" else math.ceil(len(mine) / 2)
        back, lost = 0, 0
        for number, away in enumerate(mine):
            room = state.units(away.origin, side).total < state.capacity
            if number < keep and room:
                state = state.with_units(away.origin, side, **{_units_field(away.unit): 1})
                back += 1
            else:
                state = state.with_side(side, pool=state.side(side).pool.plus(cubes=1))
                lost += 1
        unit, where = mine[0].unit, mine[0].destination
        events.append(Event("event return", f"{_plural(back, unit)} of {side_title(side)} come "
                            f"back from {where} to the territories they left; {lost} "
                            "go back to its supply", f"{CARDS}; {cite.ruling('HG66')}",
                            {"side": side, "back": back, "lost": lost}))
    return replace(state, away=()), events

