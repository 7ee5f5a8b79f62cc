"""Besiege Polis (seed 000 §5.7) and its die roll, a chance action (ruling HG30).

"besiege Korinthos" checks the siege, takes the 1 Prestige and leaves the game waiting for a
roll of the d4 (``Pending(kind="siege", actor="chance")``); "roll 3" then decides it. The
action (and so the turn) ends when the roll is played: the battle check sees the result.
Success (roll ≥ fortification) takes the polis tile with its projects and Prestige equal to
its fortification, the besieger's cubes replacing its population one for one; failure costs a
hoplite and, for an enemy polis, one of its population cubes (ruling HG51). An enemy proxenos
in the polis is captured whatever the roll (seed 000 §7: "If polis is besieged and Proxenos is
present, it is captured."), or only on a success with ``Options(proxenos_capture="siege_won")``
(ruling HG68).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import turns
from .actions import Action
from .components import COMPONENTS
from .memo import made_once
from .military import Besiege, Roll, controller, pay_prestige
from .political import capture_proxenos, check_roll
from .state import CHANCE, Pending, State, other, prestige_change, side_title

KIND = "siege"
SIEGE_RULE = f"{cite.BESIEGE}; {cite.ruling('HG51')}"
_BESIEGE = made_once(Besiege)


def besiege(state: State, action: Besiege, side: str) -> tuple[State, list[Event]]:
    rule = cite.BESIEGE
    info, polis = COMPONENTS.polis(action.polis), state.polis(action.polis)
    if not info.besiegeable:
        raise IllegalAction(rule, f"{info.name} cannot be besieged: never Athenai, Sparta, "
                            "Epidamnos or Abdera")
    if not info.can_be_besieged_in(state.round):
        raise IllegalAction(rule, f"{info.name} cannot be besieged in round {state.round}: "
                            "Korinthos and Syrakousai cannot be besieged in round 3")
    if polis.owner == side:
        raise IllegalAction(rule, f"{info.name} is already {side_title(side)}'s")
    territory = info.territory
    if controller(state, territory) != side:
        raise IllegalAction(f"{rule}; {cite.ruling('HG49')}", f"{side_title(side)} does not "
                            f"control {territory}: it needs more units there than "
                            f"{side_title(other(side))}")
    hoplites = state.units(territory, side).hoplites
    if hoplites < info.fortification:
        raise IllegalAction(rule, f"{side_title(side)} has {hoplites} hoplites in {territory}; "
                            f"besieging {info.name} needs at least its fortification, "
                            f"{info.fortification}")
    pool = state.side(side).pool
    if pool.cubes < polis.population or pool.discs < 1:
        raise IllegalAction(f"{cite.COMPONENT_LIMITS}; {SIEGE_RULE}", f"{side_title(side)} "
                            f"has {pool.cubes} cubes and {pool.discs} discs in its supply: "
                            f"taking {info.name} needs {polis.population} cubes and a disc")
    after = pay_prestige(state, side, rule)
    after = replace(after, pending=Pending(KIND, CHANCE, rule, dice=1, faces=4,
                                           data=(("side", side), ("polis", info.name))))
    text = (f"{side_title(side)} besieges {info.name} with {hoplites} hoplites, paying 1 "
            f"Prestige: a roll of {info.fortification} or more on the d4 takes it")
    return after, [Event("besiege", text, rule, {"side": side, "polis": info.name,
                                                 "fortification": info.fortification,
                                                 **prestige_change(side, -1)})]


def answers(state: State) -> list[Action]:
    """The four faces of the d4, each with probability 1/4."""
    assert state.pending is not None
    return [Roll(roll) for roll, _ in state.pending.outcomes()]


def resolve(state: State, action: Action) -> tuple[State, list[Event]]:
    """Play the roll of a pending siege, then end the besieging action (and maybe the turn)."""
    pending = state.pending
    assert pending is not None
    rolled = check_roll(state, action).values[0]
    side, name = pending.get("side"), pending.get("polis")
    after = replace(state, pending=None)
    won = rolled >= COMPONENTS.polis(name).fortification
    if won:
        after, events = _success(after, side, name, rolled)
    else:
        after, events = _failure(after, side, name, rolled)
    if won or after.options.proxenos_capture == "any_siege":  # seed 000 §7; ruling HG68
        after, captured = capture_proxenos(after, name, side)
        events += captured
    after, more = turns.after_action(after, Besiege.kind)
    return after, events + more


def _success(state: State, side: str, name: str, rolled: int) -> tuple[State, list[Event]]:
    info, polis = COMPONENTS.polis(name), state.polis(name)
    old, population = polis.owner, polis.population
    if old is not None:  # the loser's cubes and disc go back to its supply
        state = state.with_side(old, pool=state.side(old).pool.plus(cubes=population,
                                                discs=1))
    me = state.side(side)
    state = state.with_side(side, prestige=me.prestige + info.fortification,
                            pool=me.pool.plus(cubes=-population, discs=-1))
    state = state.with_polis(name, owner=side)
    whose = "neutral" if old is None else f"{side_title(old)}'s"
    projects = [p for p in (polis.project, *polis.completed) if p]
    tiles = f" with {', '.join(projects)}" if projects else ""
    events = [Event("siege won", f"Siege of {name} succeeded: rolled {rolled}, fortification "
                    f"{info.fortification}; {side_title(side)} takes the {whose} polis{tiles} "
                    f"and {info.fortification} Prestige, its {population} population cubes "
                    f"replaced by {side_title(side)}'s", SIEGE_RULE,
                    {"side": side, "polis": name, "roll": rolled, "from": old,
                     **prestige_change(side, info.fortification)})]
    return state, events


def _failure(state: State, side: str, name: str, rolled: int) -> tuple[State, list[Event]]:
    info, polis = COMPONENTS.polis(name), state.polis(name)
    state = state.with_units(info.territory, side, hoplites=-1)
    state = state.with_side(side, pool=state.side(side).pool.plus(cubes=1))
    text = (f"Siege of {name} failed: rolled {rolled}, fortification {info.fortification}; "
            f"{side_title(side)} loses a hoplite")
    owner = polis.owner
    if owner is not None and polis.population > 1:
        state = state.with_polis(name, population=polis.population - 1)
        state = state.with_side(owner, pool=state.side(owner).pool.plus(cubes=1))
        text += f", and {name} loses a population cube ({polis.population} to " \
                f"{polis.population - 1})"
    elif owner is not None:
        text += f"; {name} keeps its last population cube (never reduced to 0)"
    return state, [Event("siege lost", text, SIEGE_RULE,
                         {"side": side, "polis": name, "roll": rolled})]


def candidates(state: State, side: str) -> Iterator[Action]:
    """Every siege (complete): each polis not the side's own that may be besieged this round,
    in a territory the side controls. The others are left out by the very tests with which
    :func:`besiege` refuses them, so no legal siege is missed."""
    for polis in state.poleis:
        info = COMPONENTS.polis(polis.name)
        if (polis.owner != side and info.besiegeable and info.can_be_besieged_in(state.round)
                and controller(state, info.territory) == side):
            yield _BESIEGE(polis.name)
