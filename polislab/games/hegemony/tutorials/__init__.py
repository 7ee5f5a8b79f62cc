"""The ready-made scenarios and exercises of the Fight for the Hegemony tutorials.

The scenarios are stored as JSON in data/tutorials/ (written by
polislab/games/hegemony/tutorials/build.py); their dice and combat cards come from each scenario's
script, so a siege's d4 and a battle's deck are as narrated.

>>> from polislab.games import hegemony
>>> hegemony.tutorial_names()  # doctest: +NORMALIZE_WHITESPACE
['sieges', 'land-battle', 'sea-battle', 'civil-war', 'learn-round', 'learn-round-end',
 'learn-last-round', 'learn-early-end', 'battle-answer']
>>> scenario = hegemony.tutorial("sieges")
>>> scenario.frames[2].actions
('besiege Argos', 'roll 4')

An exercise's check answers like :class:`polislab.widgets.Exercise`: right or not, and why, in
the rules' words. Each check works out the right answer with the engine and the exact odds.

>>> state = scenario.frames[0].state
>>> right, why = check_siege_prestige(state, "Argos", "1/2")
>>> right, why.split(":")[0]
(True, 'Sparta pays 1 Prestige and wins 3 with probability 1/2')
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.inputs import answer_text, excerpt
from polislab.core.scenario import stored_tutorials

from .. import citations as cite
from .. import engine
from ..components import COMPONENTS
from ..notation import parse_action
from ..odds.exact import civil_war_cost, siege_odds
from ..state import State, other, side_title

__all__ = ["best_defences", "check_civil_war_target", "check_defence", "check_final_score",
           "check_siege_prestige", "check_supply_owed", "tutorial", "tutorial_names"]

tutorial_names, tutorial = stored_tutorials(__package__)


# -- exercises --------------------------------------------------------------------------------
def check_siege_prestige(
    state: State, polis: str, answer: Any, side: str | None = None
) -> tuple[bool, str]:
    """Is ``answer`` (a number, a Fraction or text such as "1/2") the Prestige ``side`` (the
    side to act) gains on average by besieging ``polis`` now, the Prestige paid counted?"""
    odds = siege_odds(state, polis, side)
    who = side_title(odds.side)
    why = (
        f"{who} pays {odds.prestige_paid} Prestige and wins {odds.fortification} with "
        f"probability {odds.success}: on average it gains {odds.expected_prestige} "
        f"({cite.BESIEGE})."
    )
    if answer is None:
        return False, "type your answer in the box (a number or a fraction like '3/4')."
    text = answer_text(answer)
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        return False, f"{excerpt(answer)} is not a number; write a fraction like '3/4'."
    if value == odds.expected_prestige:
        return True, why
    return False, (
        f"not {value}. Count both outcomes of the d4: success pays "
        f"{odds.fortification} Prestige, failure nothing, and the siege always costs "
        f"{odds.prestige_paid}."
    )


def _defence_cost(before: State, after: State) -> tuple[int, int]:
    """(units the defender lost, Prestige the attacker gained) by a defence."""
    fight = before.battle
    assert fight is not None
    attacker, defender = fight.attacker, other(fight.attacker)
    lost = (
        before.territory(fight.territory).of(defender).total
        - after.territory(fight.territory).of(defender).total
    )
    return lost, after.side(attacker).prestige - before.side(attacker).prestige


def best_defences(state: State) -> tuple[tuple[int, int], list[str]]:
    """The least the defender can lose in ``state`` (units first, then the Prestige the
    attacker gains) and every answer that does so, worked out by playing each legal answer."""
    costs = {
        str(action): _defence_cost(state, engine.apply(state, action)[0])
        for action in engine.legal_actions(state)
        if str(action).startswith("battle defend")
    }
    best = min(costs.values())
    return best, [text for text, cost in costs.items() if cost == best]


def check_defence(state: State, answer: str | None) -> tuple[bool, str]:
    """Does ``answer`` defend in ``state``'s battle at the least cost: no more units lost, then
    no more Prestige given, than the best answer?"""
    if not answer:
        return False, _what_to_type(state)
    try:
        action = parse_action(answer)
    except ScenarioError:
        return False, f"the game cannot read {excerpt(answer)}: {_what_to_type(state)}"
    try:
        after, events = engine.apply(state, action)
    except IllegalAction as err:
        return False, f"that answer is not allowed: {err}"
    best, answers = best_defences(state)
    lost, gained = _defence_cost(state, after)
    pairs = " ".join(f"{e.text}." for e in events if e.kind == "battle pair")
    if (lost, gained) == best:
        return True, f"{pairs} No answer does better."
    return False, (
        f"{pairs} That costs {_units(lost)} and gives {gained} Prestige; the best "
        f"answer costs {_units(best[0])}. Remember what Mercenaries do in defence."
    )


def _what_to_type(state: State) -> str:
    """What a defence is typed as, with the cards of this battle: "type 'battle defend' and
    two of Athens's cards (Phalanx 3, Kyklos 1, Mercenaries), the one that answers Embolon 2
    first, like 'battle defend Kyklos 1, Phalanx 3'."."""
    fight = state.battle
    assert fight is not None
    defender = other(fight.attacker)
    hand = fight.hands[0] if defender == "athens" else fight.hands[1]
    return (f"type 'battle defend' and two of {side_title(defender)}'s cards "
            f"({', '.join(hand)}), the one that answers {fight.attack[0]} first, like "
            "'battle defend Kyklos 1, Phalanx 3'.")


def _units(count: int) -> str:
    return f"{count} unit{'s' * (count != 1)}"


def civil_war_bargains(state: State, poleis: tuple[str, ...],
                       side: str) -> dict[str, tuple[Fraction, int, int]]:
    """For each of ``poleis``: (Prestige per silver, Prestige won, silver in all) of moving
    ``side``'s proxenos there and instigating a civil war, as the engine prices both."""
    bargains = {}
    for polis in poleis:
        cost = civil_war_cost(state, polis, side)
        silver = cost.silver + (cost.move_silver or 0)
        bargains[polis] = (Fraction(cost.prestige, silver), cost.prestige, silver)
    return bargains


def check_civil_war_target(state: State, poleis: tuple[str, ...], answer: str | None,
                           side: str = "athens") -> tuple[bool, str]:
    """Is ``answer`` the one of ``poleis`` where ``side`` wins the most Prestige per silver,
    the proxenos's journey (seed 000 §5.10, counted as ruling HG46 does) and the civil war
    (§5.12, paid in silver: ruling HG48) both paid?"""
    bargains = civil_war_bargains(state, poleis, side)
    best = max(bargains, key=lambda p: bargains[p][0])
    table = "; ".join(f"{p}: {won} Prestige for {silver} silver" for p, (_, won, silver)
                      in bargains.items())
    if answer is None:
        return False, "type the polis's name in the box."
    if str(answer).strip().casefold() == best.casefold():
        return True, (f"{table} ({cite.MOVE_PROXENOS}; {cite.CIVIL_WAR}; "
                      f"{cite.ruling('HG46')}; {cite.ruling('HG48')}).")
    return False, (f"not {answer}. For each polis add the silver of the journey (1 per enemy "
                   "unit in each territory entered, the destination's included: polislab ruling "
                   "HG46) to the civil war's price in silver (polislab ruling HG48), then divide "
                   "the Prestige it wins.")


def _check_count(answer: Any, right: int, why: str, wrong: str) -> tuple[bool, str]:
    """The verdict on a whole-number answer: ``why`` if it is ``right``, else ``wrong``."""
    try:
        value = int(answer_text(answer))
    except (TypeError, ValueError):
        return False, "type a whole number in the box."
    return (True, why) if value == right else (False, f"not {value}. {wrong}")


def check_supply_owed(state: State, side: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` the wheat ``side`` owes at the Supply step: the population of its poleis
    in ``state`` (seed 000 §4 End of Round Phase, step 2)?"""
    cubes = {p.name: state.polis(p.name).population for p in COMPONENTS.poleis
             if state.polis(p.name).owner == side}
    owed = sum(cubes.values())
    why = (f"{side_title(side)} owes {owed} wheat, one per population cube: "
           f"{' + '.join(f'{name} {n}' for name, n in cubes.items())} "
           f"({cite.SEED} §4 End of Round Phase: 2. Supply).")
    return _check_count(answer, owed, why, f"Supply counts the population cubes on "
                        f"{side_title(side)}'s poleis, not its hoplites, galleys or merchants.")


def check_final_score(state: State, side: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` ``side``'s final score once the game in ``state`` is played to its end by
    the actions left (``state`` must be one "phoros none" from the end, as in the
    learn-last-round scenario)?"""
    final, _ = engine.apply(state, "phoros none")
    score = final.score()[side]
    why = (f"{side_title(side)}: population {score['population']} + Prestige "
           f"{score['Prestige']} + posterity {score['posterity']} = {score.total} "
           f"({cite.SEED} §6 Scoring & End Game).")
    return _check_count(answer, score.total, why, "Add three things: the population cubes on "
                        "its poleis, its Prestige after the last round's steps, and the "
                        "bracketed Prestige for posterity of the projects in its poleis.")
