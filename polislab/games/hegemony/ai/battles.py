"""Choosing combat cards (seed 000 §5 Battles; seed 001 §Battle; rulings HG59-HG64).

The attacker plays the 2 cards most likely to find the defender without a match: each card is
judged by the chance that the defender's hand, drawn from the cards it cannot see, holds
neither a card of its formation nor Mercenaries (a hypergeometric count), times the unit and
the Prestige a mismatch wins. Mercenaries are kept for defending, where they match anything but
a Salpinx Call; a Salpinx Call is played when a sure casualty is worth its 1 Prestige.

The defender tries every answer and keeps the cheapest: a matched formation costs nothing (the
higher the card, the less Prestige the attacker gains), Mercenaries save the unit, and a card
that cannot match anything (against a Salpinx Call) is the least useful one. It retreats when
the battle is hopeless: outnumbered, with an answer that loses both units.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, permutations
from math import comb

from ..actions import Action
from ..battle import BattleCard, Retreat, deck, hand, retreats
from ..battle import compare as compare_cards
from ..components import COMPONENTS, CombatCard
from ..state import State, other

CARD = {c.name: c for c in COMPONENTS.combat_cards}
UNIT = 1.2  # a unit lost in battle, in points (a created unit costs a cube and a good)
KEEP_MERCENARIES = 0.8  # what a Mercenaries card in hand is worth for a later defence


def _unseen(state: State, side: str) -> tuple[Counter[str], int]:
    """The cards ``side`` cannot see (the deck and the opponent's hand) and the size of the
    opponent's hand."""
    battle = state.battle
    assert battle is not None
    theirs = hand(battle, other(side))
    return deck(battle) + Counter(theirs), len(theirs)


def _no_match_odds(card: CombatCard, unseen: Counter[str], size: int) -> float:
    """The chance that a hand of ``size`` cards drawn from ``unseen`` cannot match ``card``."""
    if card.is_salpinx:
        return 1.0
    total = sum(unseen.values())
    matching = sum(
        n
        for name, n in unseen.items()
        if CARD[name].is_mercenaries
        or (card.formation is not None and CARD[name].formation == card.formation)
    )
    if size > total:
        return 0.0
    return comb(total - matching, size) / comb(total, size)


def _attack_value(card: CombatCard, odds: float, prestige: int) -> float:
    if card.is_mercenaries:  # no casualty, Prestige 0: keep them for defending
        return -KEEP_MERCENARIES
    if card.is_salpinx:
        return UNIT - (1 if prestige > 0 else 0)
    # A mismatch kills a unit and gives the card's Prestige; a match gives about nothing.
    return odds * (UNIT + card.prestige)


def choose_attack(state: State, side: str) -> Action:
    """The attacker's 2 cards (a :class:`BattleCard`)."""
    battle = state.battle
    assert battle is not None
    cards = hand(battle, side)
    unseen, size = _unseen(state, side)
    prestige = state.side(side).prestige
    value = {
        name: _attack_value(CARD[name], _no_match_odds(CARD[name], unseen, size), prestige)
        for name in set(cards)
    }
    best = max(
        combinations(cards, 2),
        key=lambda pair: (
            value[pair[0]]
            + value[pair[1]]
            + 0.3 * (CARD[pair[0]].formation != CARD[pair[1]].formation),
            pair,
        ),
    )
    return BattleCard("attack", best)


def defence_cost(attack: tuple[str, ...], answer: tuple[str, ...]) -> float:
    """Points the defender gives away with ``answer``: units lost, the attacker's Prestige,
    Mercenaries spent; a little for each card's Prestige, to keep the high cards."""
    cost = 0.0
    for mine, theirs in zip(attack, answer, strict=True):
        lost, gain, _ = compare_cards(CARD[mine], CARD[theirs])
        cost += UNIT * lost + gain
        cost += KEEP_MERCENARIES * CARD[theirs].is_mercenaries + 0.05 * CARD[theirs].prestige
    return cost


def choose_defence(state: State, side: str) -> Action:
    """The defender's answer to the attack on the table, or a retreat when hopeless."""
    battle = state.battle
    assert battle is not None
    cards = hand(battle, side)
    answers = sorted(set(permutations(cards, 2)))
    best = min(answers, key=lambda answer: (defence_cost(battle.attack, answer), answer))
    lost = sum(compare_cards(CARD[a], CARD[d])[0] for a, d in zip(battle.attack, best, strict=True))
    here = state.territory(battle.territory)
    mine, theirs = here.of(side).total, here.of(other(side)).total
    if lost == 2 and mine + 2 <= theirs and state.side(side).prestige >= 2:
        ways = retreats(state, side)
        if ways:
            return ways[0]
    return BattleCard("defend", best)


def choose(state: State, side: str) -> Action:
    """The answer to a pending "battle attack" or "battle defend" decision."""
    battle = state.battle
    assert battle is not None
    if battle.attack:
        return choose_defence(state, side)
    return choose_attack(state, side)


__all__ = ["Retreat", "choose", "choose_attack", "choose_defence", "defence_cost"]
