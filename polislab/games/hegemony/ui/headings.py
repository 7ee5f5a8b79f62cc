"""The move log's headings of *Polis: Fight for the Hegemony*: who did what, as a sentence in
the learner's words ("Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood
and 2 silver"), not the notation ("begin project Temple of Apollo in Sparta"). The events
under a heading say what followed, each with its rule. The same words, as a request, name
each choice in the list a click offers (:func:`choice_text`).

>>> from polislab.games import hegemony
>>> from polislab.games.hegemony.notation import parse_action
>>> state = hegemony.tutorial("learn-round").frames[5].state
>>> move_heading(state, parse_action("begin project Temple of Apollo in Sparta"))
'Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood and 2 silver'
>>> choice_text(state, parse_action("begin project Temple of Apollo in Sparta"))
'Begin the Temple of Apollo in Sparta, paying 2 metal, 3 wood and 2 silver'
"""

from __future__ import annotations

import re
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.games.hegemony import event_cards
from polislab.games.hegemony.actions import (
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
)
from polislab.games.hegemony.battle import BattleCard, DrawCard, Retreat
from polislab.games.hegemony.components import COMPONENTS
from polislab.games.hegemony.development import project_cost
from polislab.games.hegemony.economy import amount, describe
from polislab.games.hegemony.event_cards.actions import (
    EventBetray,
    EventDouble,
    EventRemove,
    EventSend,
    EventTransfer,
)
from polislab.games.hegemony.military import Besiege, Collect, MoveGalleys, MoveHoplites, Roll
from polislab.games.hegemony.odds.exact import civil_war_cost
from polislab.games.hegemony.proxenos import (
    CivilWar,
    MoveProxenos,
    ReleaseProxenos,
    cheapest_way,
)
from polislab.games.hegemony.round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from polislab.games.hegemony.state import other, side_title
from polislab.games.hegemony.trade import Trade, price

__all__ = ["choice_text", "move_heading"]


def _units(count: int, unit: str) -> str:
    return f"a {unit}" if count == 1 else f"{count} {unit}s"


def _who(state: Any) -> str:
    pending = state.pending
    side = pending.actor if pending is not None else state.player
    return side_title(side)


def move_heading(state: Any, action: Any) -> str:
    """``action``, played in ``state``, as a sentence: who does what, and what it pays."""
    who = _who(state)
    text = _what(state, action, who)
    extra = getattr(action, "extra", None)
    if extra:
        text += f", and 1 {extra} more because {side_title(state.passed[0])} has passed" \
            if state.passed else f", and 1 {extra} more"
    return text


def choice_text(state: Any, action: Any) -> str:
    """``action``, a choice in the list a click offers, in plain words: what it does, as a
    request ("Create 2 merchants in Athenai, paying 2 wood", "Answer Embolon 2 with
    Mercenaries and Kyklos 2 with Kyklos 1"); a chance action as what chance does ("The die
    shows 3", "Phalanx 2 is drawn")."""
    if isinstance(action, Roll):
        return _roll(action).capitalize()
    if isinstance(action, DrawCard):
        return f"{action.card} is drawn"
    who = _who(state)
    sentence = move_heading(state, action)
    found = re.match(rf"{re.escape(who)} (\w+)(.*)", sentence)
    if found is None:  # no verb of the side's to turn
        return sentence
    verb, rest = found.groups()
    verb = verb[:-2] if verb.endswith("sses") else verb[:-1]  # "passes", "creates"
    rest = rest.replace(" its ", " your ").replace(" it lacks", " you lack")
    return verb.capitalize() + rest


def _what(state: Any, action: Any, who: str) -> str:  # noqa: C901  (one case per action)
    if isinstance(action, Pass):
        return f"{who} passes"
    if isinstance(action, (CreateHoplites, CreateGalleys, CreateMerchants)):
        return _create(state, action, who)
    if isinstance(action, BeginProject):
        try:
            cost = describe(project_cost(state, action))
        except IllegalAction:
            cost = ""
        return f"{who} begins the {action.project} in {action.polis}" + (
            f", paying {cost}" if cost else "")
    if isinstance(action, (MoveHoplites, MoveGalleys)):
        (first, count), *more = action.origins  # in the order they move (ruling HG50)
        origins = " and ".join([f"{_units(count, action.unit)} from {first}",
                                *(f"{n} from {place}" for place, n in more)])
        by = f" by {action.by}" if isinstance(action, MoveHoplites) else ""
        return f"{who} moves {origins} to {action.to}{by}"
    if isinstance(action, Besiege):
        return f"{who} besieges {action.polis}"
    if isinstance(action, Collect):
        rows = ", ".join(f"{_units(n, 'hoplite')} on the {resource} row"
                         for resource, n in action.rows)
        text = f"{who} collects in {action.territory}" + (f": {rows}" if rows else "")
        if action.suppress:
            text += f"; {_units(action.suppress, 'hoplite')} suppress pacifists"
        return text
    if isinstance(action, Trade):
        paid = describe(price(state, action))
        if action.is_purchase:
            return (f"{who} buys {action.number} wheat for {paid} at {action.market} (then "
                    f"the {action.marker} marker moves)")
        return f"{who} trades {paid} for {action.number} {action.get} at {action.market}"
    if isinstance(action, MoveProxenos):
        text = f"{who} moves its proxenos from {action.origin} to {action.to}"
        silver = cheapest_way(state, state.player, action.origin, action.to)[0]
        return text + (f", paying {silver} silver" if silver else "")
    if isinstance(action, ReleaseProxenos):
        return f"{who} releases its proxenos, paying {side_title(other(state.player))} 2 silver"
    if isinstance(action, CivilWar):
        text = f"{who} instigates a civil war in {action.polis}"
        try:
            return text + f", paying {civil_war_cost(state, action.polis).silver} silver"
        except IllegalAction:  # its own polis, the enemy capital: no price
            return text
    if isinstance(action, BattleCard):
        attack = state.battle.attack if state.battle is not None else ()
        if action.role == "defend" and len(attack) == len(action.cards):
            pairs = " and ".join(f"{a} with {d}" for a, d in zip(attack, action.cards,
                                                                   strict=True))
            return f"{who} answers {pairs}"
        verb = "attacks with" if action.role == "attack" else "answers with"
        return f"{who} {verb} {' and '.join(action.cards)}"
    if isinstance(action, Retreat):
        return f"{who} retreats" + (f" to {action.to}" if action.to else ", losing its units")
    if isinstance(action, Roll):
        return f"Chance: {_roll(action)}"
    if isinstance(action, DrawCard):
        return f"Chance: {action.card} is drawn"
    return _answer(state, action, who)


def _roll(action: Roll) -> str:
    faces = " and ".join(map(str, action.values))
    return f"the die shows {faces}" if len(action.values) == 1 else f"the dice show {faces}"


def _create(state: Any, action: Any, who: str) -> str:
    noun = _units(action.count, action.unit)
    to = getattr(action, "to", None)  # Korinthos's sea (ruling HG21), a neighbour (HG7)
    the = "the " if to and COMPONENTS.territory(to).is_sea else ""
    where = f" in {action.polis}" + (f" into {the}{to}" if to else "")
    paid = describe(amount(action.pay, action.count)) if action.count else ""
    hired = getattr(action, "hire", 0)
    if hired:
        cost = event_cards.hire_cost(state, state.player, hired)
        hire = f"hiring {_units(hired, action.unit)}" + (
            f" for {describe(cost)}" if cost is not None else "")
        if not action.count:
            return f"{who} creates{where}: {hire}"
        return f"{who} creates {noun}{where}, paying {paid}, and {hire}"
    return f"{who} creates {noun}{where}, paying {paid}"


def _answer(state: Any, action: Any, who: str) -> str:
    """An answer to a decision of the end of the round or of an event card."""
    if isinstance(action, SupplyPrestige):
        return f"{who} pays {action.amount} Prestige for the wheat it lacks"
    if isinstance(action, SupplyReturn):
        return f"{who} returns {action.polis} to neutrality"
    if isinstance(action, Grow):
        if not action.rows:
            return f"{who} grows no polis"
        grown = ", ".join(f"{polis} by {n}" for polis, n in action.rows)
        return f"{who} grows {grown}"
    if isinstance(action, Phoros):
        if not action.amount:
            return f"{who} keeps its Prestige (no phoros)"
        return f"{who} turns {action.amount} Prestige into {action.amount} silver"
    card = state.pending.get("card") if state.pending is not None else None
    of_card = f" ({card})" if card else ""
    if isinstance(action, EventRemove):
        return f"{who} removes a {action.unit} from {action.territory}{of_card}"
    if isinstance(action, EventBetray):
        return f"{who} loses {action.polis}{of_card}"
    if isinstance(action, EventTransfer):
        return f"{who} gives up {action.prestige} Prestige for silver{of_card}"
    if isinstance(action, EventSend):
        if action.unit is None:
            return f"{who} sends no more units{of_card}"
        return f"{who} sends a {action.unit} from {action.territory}{of_card}"
    if isinstance(action, EventDouble):
        return (f"{who} doubles the Prestige of this battle{of_card}" if action.double
                else f"{who} keeps the Prestige of this battle as it is{of_card}")
    return f"{who}: {action}"
