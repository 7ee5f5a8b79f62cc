"""The rules engine: ``apply``, ``legal_actions`` and the rest of the game protocol.

``apply(state, action)`` returns the new state and the events, and never changes ``state``; an
illegal action raises :class:`~polislab.core.errors.IllegalAction` naming the rule. The engine
plays the whole game: the event card of each round (:mod:`.events`), the action phase with all
twelve actions and passing, the battles (:mod:`.battle`), and the end of the round
(:mod:`.round_end`) up to the game's end. Each kind of action has its handler in
:data:`HANDLERS` and its candidates in :data:`CANDIDATES`; each kind of
:class:`~.state.Pending` decision its :class:`Decision` in :data:`DECISIONS` (a die roll is a
chance action such as "roll 3", a card drawn one such as "draw Phalanx 2": ruling HG30).

>>> from polislab.games.hegemony import engine
>>> state = engine.initial_state(3)
>>> after, events = engine.apply(state, "create hoplite Pylos pay metal")
>>> print(events[0].text)
Sparta created 1 hoplite in Messenia from Pylos (population 2 to 1), paying 1 metal
>>> events[0].rule
'Hegemony reference §5.1 Create Hoplites'
>>> after.units("Messenia", "sparta").hoplites, state.units("Messenia", "sparta").hoplites
(1, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from fractions import Fraction
from typing import Any, NamedTuple

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import excerpt
from polislab.core.randomness import Randomness
from polislab.core.scripting import Score

from . import (
    battle,
    collection,
    development,
    event_cards,
    movement,
    political,
    round_end,
    siege,
    turns,
)
from . import citations as cite
from .actions import (
    Action,
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
)
from .components import RESOURCES, SIDES
from .memo import made_once
from .military import Besiege, Collect, MoveGalleys, MoveHoplites, Roll
from .notation import parse_action as _parse
from .round_prep import score as score_parts
from .setup import initial_state
from .state import CHANCE, State
from .state_json import state_from_json, state_to_json
from .summary import summary as summary_text
from .telling import Handler, check_of, untold

#: The function that checks and plays each kind of action (not passing: :mod:`.turns`).
HANDLERS: dict[type[Action], Handler] = {
    CreateHoplites: development.create_hoplites,
    CreateGalleys: development.create_galleys,
    CreateMerchants: development.create_merchants,
    BeginProject: development.begin_project,
    MoveHoplites: movement.move_hoplites,
    MoveGalleys: movement.move_galleys,
    Besiege: siege.besiege,
    Collect: collection.collect,
    **political.HANDLERS,
}
#: What ``legal_actions`` runs (:mod:`.telling`): each handler's play with its events left
#: untold, and while the player takes 2 actions a turn, only its check where it has one.
PLAYS = {kind: untold(handler) for kind, handler in HANDLERS.items()}
CHECKS = {kind: check_of(handler) for kind, handler in HANDLERS.items()}
#: Functions listing, for a side, the actions worth checking for ``legal_actions``.
CANDIDATES: tuple[Callable[[State, str], Iterable[Action]], ...] = (
    development.candidates, movement.candidates, siege.candidates, collection.candidates,
    political.candidates)
#: The kinds of action each of :data:`CANDIDATES` lists (and no other): once the player has
#: taken all of them this turn, not acting alone, ``legal_actions`` does not make them.
CANDIDATE_KINDS: dict[Callable[[State, str], Iterable[Action]], frozenset[str]] = {
    development.candidates: frozenset(
        c.kind for c in (CreateHoplites, CreateGalleys, CreateMerchants, BeginProject)),
    movement.candidates: frozenset((MoveHoplites.kind, MoveGalleys.kind)),
    siege.candidates: frozenset((Besiege.kind,)),
    collection.candidates: frozenset((Collect.kind,)),
    political.candidates: frozenset(c.kind for c in political.HANDLERS),
}


@made_once
def _with_extra(action: Action, resource: str) -> Action:
    """``action`` paying ``resource`` as the additional cost (made once, as candidates are)."""
    return replace(action, extra=resource)


class Decision(NamedTuple):
    """How the engine answers one kind of pending decision (``Pending.kind``)."""

    #: The legal answers: for a roll, one chance action per face (or per roll of the dice).
    answers: Callable[[State], list[Action]]
    #: Play an answer: the new state (with ``pending`` cleared or replaced) and the events.
    resolve: Callable[[State, Action], tuple[State, list[Event]]]


#: The pending decisions the engine can answer, by kind (die rolls of sieges and trades so far).
DECISIONS: dict[str, Decision] = {siege.KIND: Decision(siege.answers, siege.resolve)}
DECISIONS.update({kind: Decision(*pair) for kind, pair in political.DECISIONS.items()})
DECISIONS.update({kind: Decision(*pair) for kind, pair in round_end.DECISIONS.items()})
DECISIONS.update({kind: Decision(battle.answers, battle.resolve) for kind in battle.KINDS})
DECISIONS.update({kind: Decision(event_cards.answers, event_cards.resolve)
                  for kind in event_cards.KINDS})

__all__ = ["CANDIDATES", "COMBAT_DECK", "DECISIONS", "HANDLERS", "Decision", "apply",
           "chance_action", "chance_outcomes",
           "from_json", "initial_state", "is_legal", "is_over", "legal_actions", "parse_action",
           "score", "summary", "to_json", "to_move", "winner"]


def parse_action(state: State | None, text: str | Action) -> Action:
    """Read an action's text (see :mod:`.notation`); the state is not needed to read it."""
    return _parse(text)


def apply(state: State, action: Action | str) -> tuple[State, list[Event]]:
    """The state after ``action`` (an action or its text) and what it did."""
    if isinstance(action, str):
        action = _parse(action)
    if not isinstance(action, Action):
        raise ScenarioError(f"not a Polis: Fight for the Hegemony action: {excerpt(action)}")
    if state.phase == "game_over":
        raise IllegalAction(f"{cite.SEED} §6 Scoring & End Game; {cite.ruling('HG54')}",
                            "the game is over")
    if state.pending is not None and state.pending.kind in DECISIONS:
        return _settle(*DECISIONS[state.pending.kind].resolve(state, action))
    turns.check_may_act(state, action)
    if isinstance(action, Pass):
        return _settle(*turns.pass_turn(state))
    handler = HANDLERS.get(type(action))
    if handler is None:  # an answer to a decision that is not pending
        raise IllegalAction(cite.TURN, f"'{action}' answers a decision, and none is pending: "
                            "it cannot be played now")
    after, events = handler(state, action, state.player)
    if action.extra is not None:
        after, paid = turns.pay_extra(after, action.extra)
        events.append(paid)
    if after.pending is not None:  # the action ends when its decision is resolved (HG30)
        return after, events
    after, more = turns.after_action(after, action.kind)
    return _settle(after, events + more)


def _settle(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """What follows an action or an answer: a battle due now (ruling HG35), then, once both
    have passed and no battle is left, the end of the round."""
    state, more = battle.next_battle(state)
    events = events + more
    if state.phase == "end_of_round" and state.pending is None and state.battle is None:
        state, more = round_end.begin(state)
        events += more
    return state, events


def is_legal(state: State, action: Action | str) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State) -> list[Action]:
    """Every legal action of the side to act, development actions first, then "pass".

    The list is complete (no sampling): each own polis with each count from 1 up, each
    payment (the unit's resource or silver; every way of paying a project that the silver
    option allows), each destination the rules leave open, and, after the opponent has
    passed, each resource the player can still spare for the additional cost. While a
    decision is pending it is the answers its :class:`Decision` lists (none without one); once
    the action phase is over it is empty.
    """
    if state.pending is not None:
        decision = DECISIONS.get(state.pending.kind)
        return [] if decision is None else decision.answers(state)
    if state.phase != "actions":
        return []
    side = state.player
    alone = turns.acting_alone(state)
    actions: list[Action] = []
    taken = frozenset(state.actions_taken)
    for generate in CANDIDATES:
        if not alone and CANDIDATE_KINDS[generate] <= taken:
            continue  # every action it would list is of a kind taken this turn
        for base in generate(state, side):
            if not alone and base.kind in state.actions_taken:
                continue
            try:  # the handler's own rules decide
                if not alone:
                    CHECKS[type(base)](state, base, side)
                    actions.append(base)
                    continue
                after, _ = PLAYS[type(base)](state, base, side)
            except IllegalAction:
                continue
            left = after.side(side).resources
            actions.extend(_with_extra(base, r) for r in RESOURCES if left[r] >= 1)
    actions.append(Pass())
    return actions


def to_move(state: State) -> str | None:
    """The side to act, "chance" while a die roll is pending, None when nobody can act."""
    if state.pending is not None:
        return CHANCE if state.pending.is_chance else state.pending.actor
    return state.player if state.phase == "actions" else None


def chance_outcomes(state: State) -> list[tuple[Action, Fraction]]:
    """Each chance action the pending decision may take, with its exact probability: the
    rolls of the dice, or the combat cards left in the deck (empty when no chance decision
    is pending)."""
    if state.pending is None or not state.pending.is_chance:
        return []
    if state.pending.kind == battle.DRAW:
        return battle.draw_odds(state)
    return [(Roll(roll), p) for roll, p in state.pending.outcomes()]


#: The name under which a script stacks the combat cards a battle draws, one at a time.
COMBAT_DECK = "combat"


def chance_action(state: State, randomness: Randomness) -> Action:
    """The chance action ``randomness`` decides for the pending chance decision: the faces of
    its dice, or the next combat card (deck "combat", each copy left equally likely), so a
    :class:`~polislab.core.ScriptedRandomness` scripts a siege's d4 or stacks a battle's deck."""
    pending = state.pending
    if pending is None or not pending.is_chance:
        raise IllegalAction(cite.TURN, "no chance decision is pending")
    if pending.kind == battle.DRAW:
        assert state.battle is not None
        cards = list(battle.deck(state.battle).elements())
        return battle.DrawCard(randomness.draw(cards, deck=COMBAT_DECK))
    return Roll(tuple(randomness.roll(pending.faces, why=pending.rule)
                      for _ in range(pending.dice)))


def is_over(state: State) -> bool:
    """Whether the game has ended: a sudden death or the final score (ruling HG54)."""
    return state.phase == "game_over"


def winner(state: State) -> str | None:
    """The side that won, or None while the game goes on and for a draw (ruling HG57)."""
    return state.result if state.result in ("athens", "sparta") else None


def to_json(state: State) -> dict[str, Any]:
    """The state as plain data (:mod:`.state_json`): what ``state.to_json()`` gives."""
    return state_to_json(state)


def from_json(data: dict[str, Any]) -> State:
    """The state saved as ``data`` (:mod:`.state_json`): what ``State.from_json`` gives."""
    return state_from_json(data)


def summary(state: State) -> str:
    """The state as text (:mod:`.summary`): what ``str(state)`` shows."""
    return summary_text(state)


def score(state: State) -> dict[str, Score]:
    """Each side's score as seed 000 §6 counts it at the end of the game: the population
    of its poleis, its Prestige, and the Prestige for posterity of its completed projects
    (the game need not be over): what ``state.score()`` gives."""
    return {side: Score(side, dict(zip(("population", "Prestige", "posterity"),
                                       score_parts(state, side), strict=True)))
            for side in SIDES}
