"""The turn structure of the action phase (seed 000 §4).

Players alternate turns of 2 different actions. A player may pass instead of an action; from
then on it takes no more actions this round (ruling HG27), and the opponent goes on alone, each
action a turn of its own that may repeat an earlier one and costs 1 additional resource of the
player's choice (ruling HG28). The action phase ends when both have passed (ruling HG34).
After every turn the battle check records the territories holding 8 or more units of both
sides, for :mod:`.battle` to fight (rulings HG35, HG59).
"""

from __future__ import annotations

from dataclasses import replace

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import event_cards
from .actions import Action, Pass
from .components import COMPONENTS
from .economy import amount, minus
from .state import TERRITORY_NAMES, SideName, State, other, side_title

AFTER_PASS_RULE = f"{cite.AFTER_PASS}; {cite.ruling('HG28')}"


def first_player_by_prestige(state: State) -> SideName:
    """The player with less Prestige; Sparta on a tie (seed 000 §3, §4)."""
    athens, sparta = state.side("athens").prestige, state.side("sparta").prestige
    if athens != sparta:
        return "athens" if athens < sparta else "sparta"
    return COMPONENTS.setup.first_player_on_tie


def acting_alone(state: State) -> bool:
    """Whether the side to act does so after its opponent has passed."""
    return other(state.player) in state.passed


def check_may_act(state: State, action: Action) -> None:
    """Raise :class:`IllegalAction` unless the side to act may take ``action`` now, as far as
    the turn structure goes (the action's own rules are checked by its handler)."""
    if state.pending is not None:
        raise IllegalAction(state.pending.rule,
                            f"the game waits for {state.pending.describe()} first")
    if state.phase != "actions":
        raise IllegalAction(f"{cite.ROUND_END}; {cite.ruling('HG34')}",
                            f"the action phase of round {state.round} is over: both players "
                            "have passed")
    if isinstance(action, Pass):
        return
    side, opponent = side_title(state.player), side_title(other(state.player))
    alone = acting_alone(state)
    if not alone and action.kind in state.actions_taken:
        raise IllegalAction(cite.TURN, f"{side} has already taken '{action.kind}' this turn: "
                            "a turn is 2 different actions")
    if alone and action.extra is None:
        raise IllegalAction(AFTER_PASS_RULE, f"{opponent} has passed, so each action of {side} "
                            "costs 1 additional resource: add 'extra' and the resource")
    if not alone and action.extra is not None:
        raise IllegalAction(AFTER_PASS_RULE, "the additional resource is paid only after the "
                            f"opponent has passed, and {opponent} has not")


def pay_extra(state: State, resource: str) -> tuple[State, Event]:
    """The side to act pays 1 ``resource`` for acting after its opponent passed."""
    side = state.player
    have = state.side(side).resources
    opponent = side_title(other(side))
    if have[resource] < 1:
        raise IllegalAction(AFTER_PASS_RULE, f"{side_title(side)} has no {resource} left for the "
                            f"additional resource of acting after {opponent} passed")
    after = state.with_side(side, resources=minus(have, amount(resource, 1)))
    return after, Event("extra cost", f"{side_title(side)} paid 1 {resource} more for acting "
                        f"after {opponent} passed", AFTER_PASS_RULE,
                        {"side": side, "resource": resource})


def after_action(state: State, kind: str) -> tuple[State, list[Event]]:
    """Record an action of ``kind`` taken by the side to act, ending its turn when due."""
    if acting_alone(state):  # each action is a turn of its own (ruling HG28)
        state, events = check_battles(state)
        state, penalty = event_cards.free_trade_penalty(state, state.player)
        return state, events + penalty
    taken = (*state.actions_taken, kind)
    state = replace(state, actions_taken=taken)
    if len(taken) < COMPONENTS.round_track.actions_per_turn:
        return state, []
    return end_turn(state)


def end_turn(state: State) -> tuple[State, list[Event]]:
    """The battle check and the event card's end-of-turn penalty, then the opponent's turn."""
    state, events = check_battles(state)
    state, penalty = event_cards.free_trade_penalty(state, state.player)
    events += penalty
    side, nxt = state.player, other(state.player)
    state = replace(state, player=nxt, actions_taken=())
    events.append(Event("turn", f"{side_title(side)}'s turn is over: {side_title(nxt)} to act",
                        cite.TURN, {"side": side, "next": nxt}))
    return state, events


def pass_turn(state: State) -> tuple[State, list[Event]]:
    """The side to act passes: no more actions for it this round (ruling HG27)."""
    side = state.player
    taken = len(state.actions_taken)
    after = f" after {taken} action{'s' * (taken != 1)}" if taken else ""
    passed = (*state.passed, side)
    events = [Event("pass", f"{side_title(side)} passed{after}: it takes no more actions this "
                    "round", f"{cite.PASS}; {cite.ruling('HG27')}",
                    {"side": side, "actions_taken": taken})]
    state, found = check_battles(replace(state, passed=passed, actions_taken=()))
    state, penalty = event_cards.free_trade_penalty(state, side)  # passing ends its turn too
    events += found + penalty
    if len(passed) == 2:
        first = passed[0]
        state = replace(state, phase="end_of_round", player=first)
        events.append(Event("actions over", f"Both players have passed: the action phase of "
                            f"round {state.round} is over, and {side_title(first)}, who passed "
                            "first, starts each step of the end of the round", cite.ROUND_END,
                            {"first": first}))
    else:
        nxt = other(side)
        state = replace(state, player=nxt)
        events.append(Event("turn", f"{side_title(nxt)} may go on taking actions, even "
                            "repeating one, at 1 additional resource each", AFTER_PASS_RULE,
                            {"next": nxt}))
    return state, events


# -- the battle check -------------------------------------------------------------------------
def battle_territories(state: State) -> tuple[str, ...]:
    """The territories holding at least the battle trigger (8, or an event's) of both sides'
    units."""
    trigger = event_cards.battle_trigger(state)
    return tuple(t.name for t in state.territories
                 if t.total >= trigger and t.athens.total and t.sparta.total)


def check_battles(state: State) -> tuple[State, list[Event]]:
    """After a turn: record each territory newly holding 8+ units in ``state.battles``."""
    new = [name for name in battle_territories(state) if name not in state.battles]
    if not new:
        return state, []
    later = " (it is fought after both players pass)" if acting_alone(state) else ""
    events = [Event("battle due", f"{name} holds {state.territory(name).total} units of both "
                    f"sides after {side_title(state.player)}'s turn: a battle is due there"
                    f"{later}", f"{cite.BATTLE_CHECK}; {cite.ruling('HG35')}",
                    {"territory": name}) for name in new]
    everywhere = set(state.battles) | set(new)
    battles = tuple(name for name in TERRITORY_NAMES if name in everywhere)
    return replace(state, battles=battles), events
