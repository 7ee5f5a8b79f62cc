"""The move log's headings of *Polis: Fight for the Hegemony*: who did what, as a sentence in
the learner's words ("Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood
and 2 silver"), not the notation ("begin project Temple of Apollo in Sparta"). The events
under a heading say what followed, each with its rule.

>>> from polislab.games import hegemony
>>> from polislab.games.hegemony.notation import parse_action
>>> state = hegemony.tutorial("learn-round").frames[5].state
>>> move_heading(state, parse_action("begin project Temple of Apollo in Sparta"))
'Sparta begins the Temple of Apollo in Sparta, paying 2 metal, 3 wood and 2 silver'
"""

from __future__ import annotations

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
from polislab.games.hegemony.proxenos import CivilWar, MoveProxenos, ReleaseProxenos
from polislab.games.hegemony.round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from polislab.games.hegemony.state import side_title
from polislab.games.hegemony.trade import Trade, price

__all__ = ["move_heading"]


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
        count = sum(n for _, n in action.origins)
        origins = ", ".join(place for place, _ in action.origins)
        by = f" by {action.by}" if isinstance(action, MoveHoplites) else ""
        return f"{who} moves {_units(count, action.unit)} from {origins} to {action.to}{by}"
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
        return f"{who} moves its proxenos from {action.origin} to {action.to}"
    if isinstance(action, ReleaseProxenos):
        return f"{who} releases its proxenos, paying the other side 2 silver"
    if isinstance(action, CivilWar):
        return f"{who} instigates a civil war in {action.polis}"
    if isinstance(action, BattleCard):
        cards = " and ".join(action.cards)
        verb = "attacks with" if action.role == "attack" else "answers with"
        return f"{who} {verb} {cards}"
    if isinstance(action, Retreat):
        return f"{who} retreats" + (f" to {action.to}" if action.to else ", losing its units")
    if isinstance(action, (Roll, DrawCard)):
        return f"Chance: {action}"
    return _answer(state, action, who)


def _create(state: Any, action: Any, who: str) -> str:
    noun = _units(action.count, action.unit)
    where = f" in {action.polis}"
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
