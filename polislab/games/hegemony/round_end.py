"""The End of Round Phase (seed 000 §4; seed 001 §End of the Round), step by step.

When both players have passed, :func:`begin` plays the six steps in order, each begun by the
player who passed first (``state.passed[0]``) and then played by the other: 1. Projects,
2. Supply, 3. Growth, 4. Megalopolis, 5. Storage, 6. Phoros. A step that asks a player to
choose leaves a :class:`~.state.Pending` decision (kinds "supply", "growth", "phoros") answered
by the actions of :mod:`.round_end_actions`; the steps go on when it is answered. Then the
end of the game is checked and the next round prepared (:mod:`.round_prep`). Rulings HG54-HG58.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import round_prep
from .actions import Action
from .components import COMPONENTS
from .economy import amount, minus, plus
from .event_cards import return_units
from .round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from .state import Pending, State, other, prestige_change, side_title

STEP = f"{cite.SEED} §4 End of Round Phase"
PROJECTS = f"{STEP}: 1. Projects"
SUPPLY = f"{STEP}: 2. Supply"
GROWTH = f"{STEP}: 3. Growth"
MEGALOPOLIS = f"{STEP}: 4. Megalopolis"
STORAGE = f"{STEP}: 5. Storage"
PHOROS = f"{STEP}: 6. Phoros"
SUDDEN_DEATH = f"{cite.SEED} §6 Scoring & End Game"

Step = Callable[[State, str], tuple[State, list[Event]]]


def _event(kind: str, text: str, rule: str, **data: object) -> Event:
    return Event(kind, text, rule, dict(data))


def _order(state: State) -> tuple[str, str]:
    first = state.passed[0]
    return first, other(first)


def _ask(state: State, kind: str, side: str, rule: str, **data: object) -> State:
    return replace(state, pending=Pending(kind, side, rule, data=(("side", side), *data.items())))


# -- 1. Projects --------------------------------------------------------------------------------
def projects(state: State, side: str) -> tuple[State, list[Event]]:
    """Every project begun in ``side``'s poleis completes; ``side`` gains its immediate Prestige
    (Phidias: half its capital's population, rounded up: ruling HG55), whoever began it."""
    events = []
    for polis in state.owned_poleis(side):
        if polis.project is None:
            continue
        project = COMPONENTS.project(polis.project)
        capital = state.polis(COMPONENTS.capital(side).name).population
        gain = project.immediate_prestige(capital)
        before = state.side(side).prestige
        state = state.with_polis(polis.name, project=None,
                                 completed=(*polis.completed, project.name))
        state = state.with_side(side, prestige=before + gain)
        events.append(_event("project completed", f"{project.name} in {polis.name} is "
                             f"completed: {side_title(side)} gains {gain} Prestige ({before} to "
                             f"{before + gain})", f"{PROJECTS}; {cite.ruling('HG55')}",
                             side=side, polis=polis.name, project=project.name, prestige=gain,
                             **prestige_change(side, gain)))
    return state, events


# -- 2. Supply ----------------------------------------------------------------------------------
def population(state: State, side: str) -> int:
    """The population cubes in ``side``'s poleis (units are not population: ruling HG55)."""
    return sum(p.population for p in state.owned_poleis(side))


def _returnable(state: State, side: str) -> list[str]:
    capital = COMPONENTS.capital(side).name
    return [p.name for p in state.owned_poleis(side) if p.name != capital]


def supply(state: State, side: str) -> tuple[State, list[Event]]:
    """``side`` pays wheat equal to its population; a shortfall is a decision (ruling HG55)."""
    me, need = state.side(side), population(state, side)
    paid = min(need, me.resources.wheat)
    state = state.with_side(side, resources=minus(me.resources, amount("wheat", paid)))
    short = need - paid
    text = f"{side_title(side)} pays {paid} wheat for supply (population {need})"
    if short:
        text += f", {short} short"
    events = [_event("supply", text, SUPPLY, side=side, wheat=paid, shortfall=short)]
    if not short:
        return state, events
    capital = state.polis(COMPONENTS.capital(side).name).population
    if capital - paid > me.prestige:  # even returning every other polis leaves it unfed
        return _sudden_death(state, side, "its capital cannot be supplied", events)
    return _shortfall(state, side, short, events)


def _shortfall(state: State, side: str, short: int,
               events: list[Event]) -> tuple[State, list[Event]]:
    if short and not _returnable(state, side):  # only Prestige is left to pay with
        state, paid = _pay_prestige(state, side, short)
        return state, [*events, paid]
    if short:
        return _ask(state, "supply", side, f"{SUPPLY}; {cite.ruling('HG55')}",
                    shortfall=short), events
    return state, events


def _pay_prestige(state: State, side: str, count: int) -> tuple[State, Event]:
    before = state.side(side).prestige
    state = state.with_side(side, prestige=before - count)
    return state, _event("supply prestige", f"{side_title(side)} pays {count} Prestige for the "
                         f"supply it lacks ({before} to {before - count})", SUPPLY,
                         side=side, prestige=count, **prestige_change(side, -count))


def return_to_neutrality(state: State, side: str, name: str) -> State:
    """``side``'s polis ``name`` becomes neutral: its cubes and disc go back to ``side``'s
    supply, its population is its base population (HG18); its tiles stay on it."""
    polis = state.polis(name)
    state = state.with_side(side, pool=state.side(side).pool.plus(cubes=polis.population,
                                             discs=1))
    return state.with_polis(name, owner=None, population=COMPONENTS.polis(name).base_population)


def answer_supply(state: State, action: Action) -> tuple[State, list[Event]]:
    pending = state.pending
    assert pending is not None
    side, short = pending.get("side"), pending.get("shortfall")
    rule = f"{SUPPLY}; {cite.ruling('HG55')}"
    if isinstance(action, SupplyPrestige):
        have = state.side(side).prestige
        if action.amount > min(have, short):
            raise IllegalAction(rule, f"{side_title(side)} lacks {short} wheat and has {have} "
                                f"Prestige: it cannot pay {action.amount} Prestige")
        state, event = _pay_prestige(replace(state, pending=None), side, action.amount)
        return _supply_on(state, side, short - action.amount, [event])
    if isinstance(action, SupplyReturn):
        if action.polis not in _returnable(state, side):
            raise IllegalAction(rule, f"{action.polis} is not a polis of {side_title(side)} "
                                "that may return to neutrality (never the capital)")
        people = state.polis(action.polis).population
        state = return_to_neutrality(replace(state, pending=None), side, action.polis)
        left = max(short - people, 0)
        event = _event("supply return", f"{side_title(side)} returns {action.polis} to "
                       f"neutrality rather than supply its {people} population ({left} short "
                       "now)", rule, side=side, polis=action.polis, population=people)
        return _supply_on(state, side, left, [event])
    raise IllegalAction(rule, f"{side_title(side)} lacks {short} wheat for supply: answer "
                        f"'supply pay prestige N' or 'supply return POLIS', not '{action}'")


def _supply_on(state: State, side: str, short: int,
               events: list[Event]) -> tuple[State, list[Event]]:
    state, events = _shortfall(state, side, short, events)
    if state.pending is not None:
        return state, events
    return _run(state, STEPS.index(supply), _order(state).index(side) + 1, events)


def supply_answers(state: State) -> list[Action]:
    """Every answer: each Prestige amount it can pay, each polis it may return."""
    assert state.pending is not None
    side, short = state.pending.get("side"), state.pending.get("shortfall")
    most = min(state.side(side).prestige, short)
    answers: list[Action] = [SupplyPrestige(n) for n in range(1, most + 1)]
    return answers + [SupplyReturn(name) for name in _returnable(state, side)]


# -- 3. Growth ----------------------------------------------------------------------------------
def _room(state: State, side: str, grown: dict[str, int]) -> dict[str, int]:
    """How many cubes each of ``side``'s poleis may still grow by (ruling HG56)."""
    room = {}
    for polis in state.owned_poleis(side):
        info = COMPONENTS.polis(polis.name)
        most = min(info.max_growth - grown.get(polis.name, 0),
                   info.max_population - polis.population)
        if most > 0:
            room[polis.name] = most
    return room


def _can_grow(state: State, side: str, grown: dict[str, int]) -> bool:
    me = state.side(side)
    return bool(me.resources.wheat and me.pool.cubes and _room(state, side, grown))


def growth(state: State, side: str) -> tuple[State, list[Event]]:
    if not _can_grow(state, side, {}):
        return state, []
    return _ask(state, "growth", side, f"{GROWTH}; {cite.ruling('HG56')}", grown=()), []


def answer_growth(state: State, action: Action) -> tuple[State, list[Event]]:
    pending = state.pending
    assert pending is not None
    side, rule = pending.get("side"), f"{GROWTH}; {cite.ruling('HG56')}"
    grown = dict(pending.get("grown"))
    if not isinstance(action, Grow):
        raise IllegalAction(rule, f"{side_title(side)} may grow its poleis: answer 'grow POLIS "
                            f"xN, ...' or 'grow none', not '{action}'")
    state = replace(state, pending=None)
    if not action.rows:
        stop = _event("growth", f"{side_title(side)} grows no more poleis this round", rule,
                      side=side, rows=[])
        return _run(state, STEPS.index(growth), _order(state).index(side) + 1, [stop])
    me, room = state.side(side), _room(state, side, grown)
    for name, count in action.rows:
        if count > room.get(name, 0):
            raise IllegalAction(rule, f"{name} cannot grow by {count}: it must be "
                                f"{side_title(side)}'s, within its maximum growth this round "
                                "and its maximum population")
    if action.total > min(me.resources.wheat, me.pool.cubes):
        raise IllegalAction(rule, f"{side_title(side)} has {me.resources.wheat} wheat and "
                            f"{me.pool.cubes} cubes in its supply: it cannot grow by "
                            f"{action.total}")
    parts = []
    for name, count in action.rows:
        before = state.polis(name).population
        state = state.with_polis(name, population=before + count)
        grown[name] = grown.get(name, 0) + count
        parts.append(f"{name} {before} to {before + count}")
    state = state.with_side(side, resources=minus(me.resources, amount("wheat", action.total)),
                            pool=me.pool.plus(cubes=-action.total))
    events = [_event("growth", f"{side_title(side)} spends {action.total} wheat on growth: "
                     + ", ".join(parts), rule, side=side, rows=[list(r) for r in action.rows])]
    if _can_grow(state, side, grown):
        return _ask(state, "growth", side, rule, grown=tuple(sorted(grown.items()))), events
    return _run(state, STEPS.index(growth), _order(state).index(side) + 1, events)


def growth_answers(state: State) -> list[Action]:
    """Each polis by each count it may still grow (larger growths are sequences of these,
    ruling HG56), then "grow none"."""
    assert state.pending is not None
    side = state.pending.get("side")
    me = state.side(side)
    most = min(me.resources.wheat, me.pool.cubes)
    room = _room(state, side, dict(state.pending.get("grown")))
    answers: list[Action] = [Grow(((name, n),)) for name, can in room.items()
                             for n in range(1, min(can, most) + 1)]
    return [*answers, Grow()]


# -- 4. Megalopolis, 5. Storage -----------------------------------------------------------------
def megalopolis(state: State, side: str) -> tuple[State, list[Event]]:
    big = [p.name for p in state.owned_poleis(side)
           if p.population > COMPONENTS.polis(p.name).base_population]
    if not big:
        return state, []
    before = state.side(side).prestige
    state = state.with_side(side, prestige=before + len(big))
    return state, [_event("megalopolis", f"{side_title(side)} gains {len(big)} Prestige "
                          f"({before} to {before + len(big)}) for poleis above their base "
                          f"population: {', '.join(big)}", MEGALOPOLIS, side=side, poleis=big,
                          **prestige_change(side, len(big)))]


def storage(state: State, side: str) -> tuple[State, list[Event]]:
    """Half of wine, oil and wheat is lost (ruling HG3: ``Options.storage``)."""
    have = state.side(side).resources
    keep_up = state.options.storage == "keep_half_up"
    lost = {r: have[r] // 2 if keep_up else math.ceil(have[r] / 2) for r in ("wine", "oil",
                                                                               "wheat")}
    if not any(lost.values()):
        return state, []
    loss = plus(amount("wine", lost["wine"]), plus(amount("oil", lost["oil"]),
                                                   amount("wheat", lost["wheat"])))
    state = state.with_side(side, resources=minus(have, loss))
    text = ", ".join(f"{n} {r}" for r, n in lost.items() if n)
    return state, [_event("storage", f"{side_title(side)} loses {text} in storage",
                          f"{STORAGE}; {cite.ruling('HG55')}", side=side, lost=lost)]


# -- 6. Phoros ----------------------------------------------------------------------------------
def phoros(state: State, side: str) -> tuple[State, list[Event]]:
    if not state.side(side).prestige:
        return state, []
    return _ask(state, "phoros", side, PHOROS), []


def answer_phoros(state: State, action: Action) -> tuple[State, list[Event]]:
    pending = state.pending
    assert pending is not None
    side = pending.get("side")
    me = state.side(side)
    if not isinstance(action, Phoros) or action.amount > me.prestige:
        raise IllegalAction(PHOROS, f"{side_title(side)} may turn up to {me.prestige} Prestige "
                            f"into silver: answer 'phoros N' or 'phoros none', not '{action}'")
    state, events = replace(state, pending=None), []
    if not action.amount:
        events.append(_event("phoros", f"{side_title(side)} keeps its {me.prestige} Prestige: "
                             "no phoros", PHOROS, side=side, prestige=0))
    else:
        state = state.with_side(side, prestige=me.prestige - action.amount,
                                resources=plus(me.resources, amount("silver", action.amount)))
        events.append(_event("phoros", f"{side_title(side)} turns {action.amount} Prestige into "
                             f"{action.amount} silver ({me.prestige} to "
                             f"{me.prestige - action.amount} Prestige)", PHOROS, side=side,
                             prestige=action.amount, **prestige_change(side, -action.amount)))
    return _run(state, STEPS.index(phoros), _order(state).index(side) + 1, events)


def phoros_answers(state: State) -> list[Action]:
    assert state.pending is not None
    return [Phoros(n) for n in range(state.side(state.pending.get("side")).prestige + 1)]


# -- the flow -----------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (projects, supply, growth, megalopolis, storage, phoros)


def _sudden_death(state: State, side: str, why: str,
                  events: list[Event]) -> tuple[State, list[Event]]:
    state = replace(state, phase="game_over", result=other(side), pending=None)
    return state, [*events, _event("game over", f"{side_title(side)} loses: {why}", SUDDEN_DEATH,
                                   loser=side, winner=other(side))]


def _run(state: State, step: int, turn: int, events: list[Event]) -> tuple[State, list[Event]]:
    """Play the steps from ``STEPS[step]`` for the ``turn``-th side (0: who passed first) on,
    until a decision is pending, the game ends, or the round is over."""
    order = _order(state)
    while step < len(STEPS):
        while turn < 2:
            state, more = STEPS[step](state, order[turn])
            events = [*events, *more]
            if state.pending is not None or state.phase == "game_over":
                return state, events
            turn += 1
        step, turn = step + 1, 0
    state, more = round_prep.after_steps(state)
    return state, [*events, *more]


def begin(state: State) -> tuple[State, list[Event]]:
    """The end of the round, once both players have passed."""
    first = side_title(state.passed[0])
    start = _event("end of round", f"The end of round {state.round} begins: {first} starts "
                   "each step", STEP, first=state.passed[0])
    state, back = return_units(state)
    return _run(state, 0, 0, [start, *back])


#: The pending decisions of the end of the round: kind -> (answers, resolve).
DECISIONS: dict[str, tuple[Callable[[State], list[Action]],
                           Callable[[State, Action], tuple[State, list[Event]]]]] = {
    "supply": (supply_answers, answer_supply),
    "growth": (growth_answers, answer_growth),
    "phoros": (phoros_answers, answer_phoros),
}
