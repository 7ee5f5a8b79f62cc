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
from dataclasses import replace
from itertools import product

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from .actions import Action
from .components import COMPONENTS, Resources
from .economy import amount, describe, plus
from .military import Collect, cost_text, pay_prestige
from .state import State, TributeDisc, prestige_change, side_title

COLLECTION_RULE = f"{cite.COLLECTION}; {cite.ruling('HG52')}"


def collect(state: State, action: Collect, side: str) -> tuple[State, list[Event]]:
    rule, where = cite.COLLECTION, action.territory
    if not COMPONENTS.territory(where).is_land:
        raise IllegalAction(rule, f"{where} is a sea: only land territories have a tribute box")
    box = COMPONENTS.tribute_box(where)
    used = [d for d in state.tribute_discs if d.territory == where]
    if used:
        raise IllegalAction(COLLECTION_RULE, f"{where} has already been collected this round "
                            f"(a disc of {side_title(used[0].side)} blocks it)")
    if box.requires_own_polis and not any(
            p.owner == side and COMPONENTS.polis(p.name).territory == where
            for p in state.poleis):
        raise IllegalAction(rule, f"{side_title(side)} owns no polis in {where}: collection "
                            "needs one (only Achaia has none)")
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
        gained = plus(gained, amount(resource, row.collect(count)))
    me = state.side(side)
    if me.pool.discs < 1:
        raise IllegalAction(cite.COMPONENT_LIMITS, f"{side_title(side)} has no disc left "
                            "in its supply to mark the tribute box")
    home = COMPONENTS.side(side).home_territory == where
    after = state if home else pay_prestige(state, side, rule)
    me = after.side(side)
    after = after.with_side(side, resources=plus(me.resources, gained),
                            pool=me.pool.plus(discs=-1))
    discs = tuple(sorted((*after.tribute_discs, TributeDisc(where, side))))
    after = replace(after, tribute_discs=discs)
    text = (f"{side_title(side)} collected {describe(gained)} in {where} with "
            f"{action.hoplites} hoplite{'s' * (action.hoplites != 1)}, {cost_text(not home)}; "
            "its disc blocks the box for the rest of the round")
    return after, [Event("collection", text, COLLECTION_RULE,
                         {"side": side, "territory": where, "gained": dict(gained.items()),
                          "prestige": 0 if home else 1,
                          **(prestige_change(side, -1) if not home else {})})]


def candidates(state: State, side: str) -> Iterator[Action]:
    """Every collection (complete): in each land territory with the side's hoplites, every
    placement of 1 to that many hoplites on the box's rows."""
    for box in COMPONENTS.tribute_boxes:
        hoplites = state.units(box.territory, side).hoplites
        if not hoplites:
            continue
        spaces = [range(min(row.spaces, hoplites) + 1) for row in box.rows]
        for counts in product(*spaces):
            if 1 <= sum(counts) <= hoplites:
                rows = tuple((row.resource, n) for row, n in zip(box.rows, counts, strict=True)
                             if n)
                yield Collect(box.territory, rows)
