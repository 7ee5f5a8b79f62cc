"""The four Development actions (seed 000 §5.1-§5.4; seed 001 §Development Actions).

Each ``create_*`` / ``begin_project`` function takes the state, the action and the acting side,
checks every rule (raising :class:`~polislab.core.errors.IllegalAction` naming it) and returns
the new state with the events; it checks them by calling its ``check_*`` function first, which
changes nothing and is all ``legal_actions`` runs while the player takes 2 actions a turn
(:mod:`.telling`). They do not handle the turn (whose turn, 2 different actions, the extra
resource after a pass): :mod:`.turns` and :mod:`.engine` do. :func:`candidates` lists the
actions worth trying for ``legal_actions``.

Units: a created hoplite or galley is a population cube of the polis moved onto the board
(the side's pool of cubes does not change); a merchant comes from the side's supply of
merchants, and the polis's population cube goes back to the side's supply.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import event_cards
from .actions import Action, BeginProject, CreateGalleys, CreateHoplites, CreateMerchants
from .components import COMPONENTS, Polis, Resources
from .economy import amount, covers, describe, minus, plus, shortfall, with_silver
from .memo import made_once
from .state import PolisState, State, evolve, side_title
from .telling import Tell, checked_by, telling

_UNIT_RULES = {"hoplite": cite.CREATE_HOPLITES, "galley": cite.CREATE_GALLEYS,
               "merchant": cite.CREATE_MERCHANTS}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


def _own_polis(state: State, name: str, side: str, rule: str) -> PolisState:
    polis = state.polis(name)
    if polis.owner != side:
        whose = "neutral" if polis.owner is None else f"{side_title(polis.owner)}'s"
        raise IllegalAction(f"{rule}; {cite.ruling('HG36')}",
                            f"{name} is {whose}: {side_title(side)} develops only its own poleis")
    return polis


def _check_population(polis: PolisState, count: int, unit: str, rule: str) -> None:
    if polis.population - count < 1:
        raise IllegalAction(rule, f"{polis.name} has population {polis.population}: "
                            f"{_plural(count, unit)} would leave it "
                            f"{max(polis.population - count, 0)}, and a polis is never "
                            "reduced to 0 Population")


def _check_capacity(state: State, territory: str, side: str, count: int, unit: str) -> None:
    present = state.units(territory, side).total
    if present + count > state.capacity:
        raise IllegalAction(cite.CAPACITY, f"{side_title(side)} has "
                            f"{_plural(present, 'unit')} in {territory} "
                            f"and round {state.round} allows {state.capacity} units per side "
                            f"in a territory: {_plural(count, unit)} more would make "
                            f"{present + count}")


def _check_pay(state: State, side: str, cost: Resources, what: str, rule: str) -> None:
    have = state.side(side).resources
    if not covers(have, cost):
        missing = shortfall(have, cost)
        raise IllegalAction(rule, f"{side_title(side)} cannot pay {describe(cost)} for {what}: "
                            f"it lacks {describe(missing)}")


def _pay(state: State, side: str, cost: Resources, what: str, rule: str) -> State:
    _check_pay(state, side, cost, what, rule)
    return state.with_side(side, resources=minus(state.side(side).resources, cost))


def _unit_cost(action: CreateHoplites | CreateGalleys | CreateMerchants) -> Resources:
    if action.pay not in (action.cost_resource, "silver"):
        raise IllegalAction(_UNIT_RULES[action.unit],
                            f"a {action.unit} costs 1 {action.cost_resource} or 1 silver, "
                            f"not {action.pay}")
    return amount(action.pay, action.count)


def _unit_event(side: str, action: CreateHoplites | CreateGalleys | CreateMerchants,
                polis: PolisState, where: str, cost: Resources) -> Event:
    after = polis.population - action.count
    return Event(
        f"create {action.unit}s",
        f"{side_title(side)} created {_plural(action.count, action.unit)} in {where} from "
        f"{polis.name} (population {polis.population} to {after}), paying {describe(cost)}",
        _UNIT_RULES[action.unit],
        {"side": side, "polis": polis.name, "unit": action.unit, "count": action.count,
         "to": where, "paid": dict(cost.items()), "population": after},
    )


def _check_onto_the_board(state: State, action: CreateHoplites | CreateGalleys, side: str,
                          polis: PolisState, where: str) -> tuple[Resources, Resources]:
    """The checks hoplites and galleys share (seed 000 §5.1-§5.2); what the units created
    and the units hired cost."""
    rule = _UNIT_RULES[action.unit]
    _check_population(polis, action.count, action.unit, rule)
    _check_capacity(state, where, side, action.count + action.hire, action.unit)
    cost = _unit_cost(action)
    hired = _hire_cost(state, action, side)
    _check_pay(state, side, plus(cost, hired), _plural(action.count + action.hire, action.unit),
               rule)
    return cost, hired


def _onto_the_board(state: State, action: CreateHoplites | CreateGalleys, side: str,
                    polis: PolisState, where: str, cost: Resources, hired: Resources
                    ) -> tuple[State, Tell]:
    """The cubes of checked hoplites or galleys move from the polis to ``where``."""
    rule = _UNIT_RULES[action.unit]
    after = _pay(state, side, plus(cost, hired),
                 _plural(action.count + action.hire, action.unit), rule)
    after = after.with_polis(polis.name, population=polis.population - action.count)
    after = after.with_units(where, side, **{f"{action.unit}s": action.count + action.hire})
    if action.hire:
        after = after.with_side(side, pool=after.side(side).pool.plus(cubes=-action.hire))

    def tell() -> list[Event]:
        events = [_unit_event(side, action, polis, where, cost)] if action.count else []
        if action.hire:
            events.append(Event(f"hire {action.unit}s", f"{side_title(side)} hired "
                                f"{_plural(action.hire, action.unit)} in {where}, paying "
                                f"{describe(hired)}, with no population (Mercenaries)",
                                f"{rule}; {HIRE_RULE}",
                                {"side": side, "unit": action.unit, "count": action.hire,
                                 "to": where, "paid": dict(hired.items())}))
        return events

    return after, tell


HIRE_RULE = f"{event_cards.card_rule('Mercenaries')}; {cite.ruling('HG67')}"
# The candidate actions, made once each (see memo.made_once).
_MADE = {cls: made_once(cls) for cls in (CreateHoplites, CreateGalleys, CreateMerchants,
                                         BeginProject)}


def _hire_cost(state: State, action: CreateHoplites | CreateGalleys, side: str) -> Resources:
    """What the units hired besides cost (the Mercenaries event; ruling HG67)."""
    if not action.hire:
        return Resources()
    cost = event_cards.hire_cost(state, side, action.hire)
    if cost is None:
        raise IllegalAction(HIRE_RULE, f"{action.unit}s are hired only while the Mercenaries "
                            "event is in force")
    if state.side(side).pool.cubes < action.hire:
        raise IllegalAction(cite.COMPONENT_LIMITS, f"{side_title(side)} has "
                            f"{state.side(side).pool.cubes} cubes in its supply: it cannot hire "
                            f"{_plural(action.hire, action.unit)}")
    return cost


# -- §5.1 Create Hoplites ---------------------------------------------------------------------
def hoplite_territory(state: State, info: Polis, to: str | None) -> str:
    """Where hoplites created in ``info`` go (ruling HG7)."""
    own = info.territory
    if to is None or to == own:
        return own
    rule = f"{cite.CREATE_HOPLITES}; {cite.ruling('HG7')}"
    if state.options.hoplite_territory == "own":
        raise IllegalAction(rule, f"hoplites created in {info.name} go to {own}, the land "
                            f"territory it stands in, not {to}")
    if not COMPONENTS.territory(to).is_land or not COMPONENTS.adjacent(own, to):
        raise IllegalAction(rule, f"{to} is not a land territory next to {own}")
    return to


def check_create_hoplites(state: State, action: CreateHoplites, side: str
                          ) -> tuple[PolisState, str, Resources, Resources]:
    """Every rule of a creation of hoplites; the polis, where they go, what they cost and
    what the hired ones cost."""
    rule = cite.CREATE_HOPLITES
    polis = _own_polis(state, action.polis, side, rule)
    info = COMPONENTS.polis(action.polis)
    if not info.can_create_hoplites:
        raise IllegalAction(rule, f"hoplites cannot be created in {info.name}: it has no land "
                            "territory (never in Epidamnos or Abdera)")
    where = hoplite_territory(state, info, action.to)
    return (polis, where, *_check_onto_the_board(state, action, side, polis, where))


@checked_by(check_create_hoplites)
@telling
def create_hoplites(state: State, action: CreateHoplites, side: str) -> tuple[State, Tell]:
    return _onto_the_board(state, action, side, *check_create_hoplites(state, action, side))


# -- §5.2 Create Galleys ----------------------------------------------------------------------
def galley_sea(info: Polis, to: str | None) -> str:
    """The sea of the galley arrow that galleys created in ``info`` go to (ruling HG21)."""
    rule = cite.CREATE_GALLEYS
    seas = info.galley_seas
    if not seas:
        raise IllegalAction(rule, f"galleys cannot be created in {info.name}: it has no galley "
                            "arrow (not possible in Sparta or Thebai)")
    if to is None:
        if len(seas) > 1:
            choices = " or ".join(f"'to {sea}'" for sea in seas)
            raise IllegalAction(f"{rule}; {cite.ruling('HG21')}",
                                f"{info.name} has galley arrows to {' and '.join(seas)}: "
                                f"name the sea with {choices}")
        return seas[0]
    if to not in seas:
        raise IllegalAction(rule, f"{info.name}'s galley arrow points to {' and '.join(seas)}, "
                            f"not {to}")
    return to


def check_create_galleys(state: State, action: CreateGalleys, side: str
                         ) -> tuple[PolisState, str, Resources, Resources]:
    """Every rule of a creation of galleys; as :func:`check_create_hoplites` answers."""
    polis = _own_polis(state, action.polis, side, cite.CREATE_GALLEYS)
    where = galley_sea(COMPONENTS.polis(action.polis), action.to)
    return (polis, where, *_check_onto_the_board(state, action, side, polis, where))


@checked_by(check_create_galleys)
@telling
def create_galleys(state: State, action: CreateGalleys, side: str) -> tuple[State, Tell]:
    return _onto_the_board(state, action, side, *check_create_galleys(state, action, side))


# -- §5.3 Create Merchants --------------------------------------------------------------------
def check_create_merchants(state: State, action: CreateMerchants, side: str
                           ) -> tuple[PolisState, Resources]:
    """Every rule of a creation of merchants; the polis and what they cost."""
    rule = cite.CREATE_MERCHANTS
    polis = _own_polis(state, action.polis, side, rule)
    if not COMPONENTS.polis(action.polis).can_create_merchants:
        commercial = ", ".join(p.name for p in COMPONENTS.commercial_poleis)
        raise IllegalAction(rule, f"{action.polis} is not a commercial city: merchants are "
                            f"created only in {commercial}")
    _check_population(polis, action.count, "merchant", rule)
    me = state.side(side)
    if me.pool.merchants < action.count:
        raise IllegalAction(cite.COMPONENT_LIMITS, f"{side_title(side)} has "
                            f"{_plural(me.pool.merchants, 'merchant')} left in its supply "
                            f"of {COMPONENTS.limits.merchants_per_side}: "
                            f"{_plural(action.count, 'merchant')} cannot be created")
    cost = _unit_cost(action)
    _check_pay(state, side, cost, _plural(action.count, "merchant"), rule)
    return polis, cost


@checked_by(check_create_merchants)
@telling
def create_merchants(state: State, action: CreateMerchants, side: str) -> tuple[State, Tell]:
    polis, cost = check_create_merchants(state, action, side)
    after = _pay(state, side, cost, _plural(action.count, "merchant"), cite.CREATE_MERCHANTS)
    me = after.side(side)
    after = after.with_side(side, merchants_in_port=me.merchants_in_port + action.count,
                            pool=me.pool.plus(cubes=action.count, merchants=-action.count))
    after = after.with_polis(polis.name, population=polis.population - action.count)
    return after, lambda: [_unit_event(side, action, polis, f"{side_title(side)}'s trade port",
                                       cost)]


# -- §5.4 Begin Project -----------------------------------------------------------------------
def project_cost(state: State, action: BeginProject) -> Resources:
    """What ``action`` pays: the printed cost, silver replacing the resources it names."""
    unknown = [r for r in action.silver_for if r not in action.replaceable]
    if unknown:
        raise IllegalAction(cite.SUBSTITUTION, f"{action.project} costs no {unknown[0]}: "
                            "silver replaces only resources of the cost")
    if state.options.silver_substitution == "whole_cost" and action.silver_for not in (
            (), action.replaceable):
        raise IllegalAction(f"{cite.SUBSTITUTION}; {cite.ruling('HG29')}",
                            f"silver replaces the whole cost of {action.project} or nothing "
                            "(Options(silver_substitution='whole_cost')), never part of it")
    return with_silver(COMPONENTS.project(action.project).cost, action.silver_for)


#: Which kinds of project a polis takes: the reference gives no list; polislab reads the kinds
#: from the prototype's polis tiles (ruling HG32).
KIND_RULE = (f"{cite.BEGIN_PROJECT}; {cite.ruling('HG32')}; the project kinds of each polis "
             "tile: prototype")


def check_begin_project(state: State, action: BeginProject, side: str
                        ) -> tuple[PolisState, Resources]:
    """Every rule of beginning a project; the polis and what the project costs."""
    rule = cite.BEGIN_PROJECT
    if action.project not in state.project_offer:
        offer = ", ".join(state.project_offer) or "none"
        raise IllegalAction(rule, f"{action.project} is not face up on the board: the projects "
                            f"on offer are {offer}")
    polis = _own_polis(state, action.polis, side, rule)
    info, project = COMPONENTS.polis(action.polis), COMPONENTS.project(action.project)
    if not info.allows(project):
        kinds = list(info.project_kinds)
        allowed = (f"{', '.join(kinds[:-1])} and {kinds[-1]} projects" if len(kinds) > 1
                   else f"{kinds[0]} projects" if kinds else "no project")
        raise IllegalAction(KIND_RULE, f"{info.name} cannot take a {project.kind} project: its "
                            f"tile allows {allowed}")
    if polis.project is not None:
        raise IllegalAction(rule, f"{polis.name} already has {polis.project} under way: only one "
                            "project per polis at a time")
    cost = project_cost(state, action)
    _check_pay(state, side, cost, project.name, rule)
    return polis, cost


@checked_by(check_begin_project)
@telling
def begin_project(state: State, action: BeginProject, side: str) -> tuple[State, Tell]:
    rule = cite.BEGIN_PROJECT
    polis, cost = check_begin_project(state, action, side)
    project = COMPONENTS.project(action.project)
    after = _pay(state, side, cost, project.name, rule)
    after = after.with_polis(polis.name, project=project.name)
    after = evolve(after, project_offer=tuple(p for p in after.project_offer
                                               if p != project.name))
    return after, lambda: [Event(
        "begin project", f"{side_title(side)} began {project.name} in {polis.name}, paying "
        f"{describe(cost)}; it completes at the end of the round",
        rule, {"side": side, "project": project.name, "polis": polis.name,
               "paid": dict(cost.items())})]


# -- candidates for legal_actions -------------------------------------------------------------
def candidates(state: State, side: str) -> Iterator[Action]:
    """Every development action worth checking for ``side``: each own polis, each count from 1
    to its population less one, each payment, each allowed destination, each project on offer
    in each own polis that may take it, each way of paying it. ``legal_actions`` keeps those
    the rules allow; together they are every legal development action (no extra resource)."""
    hires = _hire_counts(state, side)
    for polis in state.owned_poleis(side):
        info = COMPONENTS.polis(polis.name)
        counts = range(1, polis.population)
        if info.can_create_hoplites:
            for to in _hoplite_targets(state, info):
                yield from _creations(CreateHoplites, polis.name, to, counts, hires)
        seas = info.galley_seas
        for sea in (seas if len(seas) > 1 else (None,) if seas else ()):
            yield from _creations(CreateGalleys, polis.name, sea, counts, hires)
        if info.can_create_merchants:
            for n in counts:
                for pay in ("wood", "silver"):
                    yield _MADE[CreateMerchants](polis.name, n, pay)
    for name in state.project_offer:
        project = COMPONENTS.project(name)
        for polis in state.owned_poleis(side):
            if polis.project is None and COMPONENTS.polis(polis.name).allows(project):
                yield from _project_payments(state, name, polis.name)


def _hire_counts(state: State, side: str) -> range:
    """How many units ``side`` could hire in one action (none without Mercenaries)."""
    each = event_cards.hire_cost(state, side, 1)
    if each is None:
        return range(1)
    affordable = min(state.side(side).resources[r] // n for r, n in each.items() if n)
    return range(min(affordable, state.capacity, state.side(side).pool.cubes) + 1)


def _creations(cls: type[CreateHoplites | CreateGalleys], polis: str, to: str | None,
               counts: range, hires: range) -> Iterator[Action]:
    make = _MADE[cls]
    for hire in hires:
        if hire:
            yield make(polis, 0, cls.cost_resource, to, hire=hire)
        for n in counts:
            for pay in (cls.cost_resource, "silver"):
                yield make(polis, n, pay, to, hire=hire)


def _hoplite_targets(state: State, info: Polis) -> tuple[str | None, ...]:
    if state.options.hoplite_territory == "own":
        return (None,)
    neighbours = tuple(n for n in COMPONENTS.neighbours(info.territory)
                       if COMPONENTS.territory(n).is_land)
    return (None, *neighbours)


def _project_payments(state: State, project: str, polis: str) -> Iterator[Action]:
    replaceable = BeginProject(project, polis).replaceable
    if state.options.silver_substitution == "whole_cost":
        choices: list[tuple[str, ...]] = [()] + ([replaceable] if replaceable else [])
    else:
        choices = [c for n in range(len(replaceable) + 1) for c in combinations(replaceable, n)]
    for silver_for in choices:
        yield _MADE[BeginProject](project, polis, silver_for)
