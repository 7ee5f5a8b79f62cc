"""Collection (seed 000 §5.8; reference §3.1).

In a land territory where the side owns a polis (anywhere in Achaia, which has none) and has
hoplites, it places some of them on rows of the territory's tribute box, several rows in one
action; a row with n hoplites yields the value of its n-th space (``TributeRow.collect``). The
hoplites then return to the map, so they never leave the territory (control and capacity do
not change). A disc from the side's supply marks the box used: nobody collects there again
this round. It costs 1 Prestige, except in the side's home territory (ruling HG52).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import event_cards
from .actions import Action
from .components import COMPONENTS, Resources, TributeBox
from .economy import amount, describe, plus
from .memo import made_once
from .military import Collect, check_prestige, cost_text, pay_prestige
from .state import State, TributeDisc, as_side, evolve, prestige_change, side_title
from .telling import Tell, checked_by, telling

COLLECTION_RULE = f"{cite.COLLECTION}; {cite.ruling('HG52')}"
_COLLECT = made_once(Collect)


def check_collect(state: State, action: Collect, side: str) -> Resources:
    """Every rule of a collection; what it gains."""
    rule, where = cite.COLLECTION, action.territory
    if not COMPONENTS.territory(where).is_land:
        raise IllegalAction(rule, f"{where} is a sea: only land territories have a tribute box")
    box = COMPONENTS.tribute_box(where)
    closed = _closed_box(state, box, side)
    if closed is not None:
        raise IllegalAction(*closed)
    _check_event(state, action, side)
    hoplites = state.units(where, side).hoplites
    if action.hoplites > hoplites:
        raise IllegalAction(rule, f"{side_title(side)} has {hoplites} hoplites in {where}, "
                            f"fewer than the {action.hoplites} placed on its tribute box")
    gained = Resources()
    for resource, count in action.rows:
        row = next((r for r in box.rows if r.resource == resource), None)
        if row is None:
            rows = ", ".join(r.resource for r in box.rows)
            raise IllegalAction(rule, f"the tribute box of {where} has no {resource} row "
                                f"(its rows: {rows})")
        if count > row.spaces:
            raise IllegalAction(rule, f"the {resource} row of {where} has {row.spaces} spaces: "
                                f"{count} hoplites do not fit on it")
        gained = plus(gained, amount(event_cards.tribute_resource(state, where, resource),
                                     row.collect(count)))
    if state.side(side).pool.discs < 1:
        raise IllegalAction(cite.COMPONENT_LIMITS, f"{side_title(side)} has no disc left "
                            "in its supply to mark the tribute box")
    if COMPONENTS.side(side).home_territory != where:
        check_prestige(state, side, rule)
    return gained


@checked_by(check_collect)
@telling
def collect(state: State, action: Collect, side: str) -> tuple[State, Tell]:
    gained = check_collect(state, action, side)
    where = action.territory
    home = COMPONENTS.side(side).home_territory == where
    after = state if home else pay_prestige(state, side, cite.COLLECTION)
    me = after.side(side)
    suppressed = action.suppress * (event_cards.pacifist_prestige(after, side) or 0)
    after = after.with_side(side, resources=plus(me.resources, gained),
                            pool=me.pool.plus(discs=-1), prestige=me.prestige + suppressed)
    discs = tuple(sorted((*after.tribute_discs, TributeDisc(where, as_side(side)))))
    after = evolve(after, tribute_discs=discs)  # as replace: a State checks nothing

    def tell() -> list[Event]:
        used = action.hoplites - action.suppress
        text = (f"{side_title(side)} collected {describe(gained)} in {where} with "
                f"{used} hoplite{'s' * (used != 1)}, {cost_text(not home)}")
        if action.suppress:
            text += (f", and {action.suppress} hoplite{'s' * (action.suppress != 1)} "
                     f"suppressed pacifists for {suppressed} Prestige (Pacifism)")
        text += "; its disc blocks the box for the rest of the round"
        change = suppressed - (0 if home else 1)
        return [Event("collection", text, COLLECTION_RULE,
                      {"side": side, "territory": where, "gained": dict(gained.items()),
                       "prestige": 0 if home else 1, "suppressed": action.suppress,
                       **(prestige_change(side, change) if change else {})})]

    return after, tell


def _closed_box(state: State, box: TributeBox, side: str) -> tuple[str, str] | None:
    """Why ``side`` may not collect in ``box``'s territory at all now (the rule and the
    reason), or None: :func:`candidates` leaves such boxes out, as :func:`collect` refuses."""
    where = box.territory
    used = [d for d in state.tribute_discs if d.territory == where]
    if used:
        return COLLECTION_RULE, (f"{where} has already been collected this round "
                                 f"(a disc of {side_title(used[0].side)} blocks it)")
    if box.requires_own_polis and not any(
            p.owner == side and COMPONENTS.polis(p.name).territory == where
            for p in state.poleis):
        return cite.COLLECTION, (f"{side_title(side)} owns no polis in {where}: collection "
                                 "needs one (only Achaia has none)")
    return None


def _check_event(state: State, action: Collect, side: str) -> None:
    """What this round's event card forbids (:mod:`.events`)."""
    where, card = action.territory, event_cards.current_card(state)
    if where in state.blocked_collection:
        assert card is not None
        raise IllegalAction(event_cards.rule_of(card), f"{where} cannot be collected this round "
                            f"({card.name})")
    limit = event_cards.collect_limit(state, where)
    if limit is not None and action.hoplites > limit:
        assert card is not None
        raise IllegalAction(event_cards.rule_of(card), f"{card.name}: a collection in {where} uses "
                            f"at most {limit} hoplites this round, not {action.hoplites}")
    if not action.suppress:
        return
    prestige = event_cards.pacifist_prestige(state, side)
    rule = f"{event_cards.card_rule('Pacifism')}; {cite.ruling('HG67')}"
    if prestige is None:
        raise IllegalAction(rule, "hoplites suppress pacifists only while the Pacifism event "
                            "is in force")
    home = COMPONENTS.side(side).home_territory
    if where != home:
        raise IllegalAction(rule, f"pacifists are suppressed only when collecting in "
                            f"{side_title(side)}'s home territory, {home}")
    capital = state.polis(COMPONENTS.side(side).capital)
    if action.suppress > capital.population:
        raise IllegalAction(rule, f"at most {capital.population} hoplites (the population of "
                            f"{capital.name}) suppress pacifists, not {action.suppress}")


def candidates(state: State, side: str) -> Iterator[Action]:
    """Every collection (complete): in each land territory with the side's hoplites, every
    placement of 1 to that many hoplites on the box's rows, and, while Pacifism is in force,
    at home with each number of them suppressing pacifists."""
    pacifism = event_cards.pacifist_prestige(state, side) is not None
    home = COMPONENTS.side(side).home_territory
    capital = state.polis(COMPONENTS.side(side).capital).population
    for box in COMPONENTS.tribute_boxes:
        hoplites = state.units(box.territory, side).hoplites
        if not hoplites or _closed_box(state, box, side) is not None:
            continue
        spaces = [range(min(row.spaces, hoplites) + 1) for row in box.rows]
        most = min(capital, hoplites) if pacifism and box.territory == home else 0
        for counts in product(*spaces):
            for suppress in range(most + 1):
                if 1 <= sum(counts) + suppress <= hoplites:
                    rows = tuple((row.resource, n) for row, n in
                                 zip(box.rows, counts, strict=True) if n)
                    yield _COLLECT(box.territory, rows, suppress=suppress)
