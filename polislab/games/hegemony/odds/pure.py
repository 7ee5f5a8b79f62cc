"""Simulated battles in pure Python, for kernels without numpy (Pyodide, as in JupyterLite).

The same battle as :mod:`.battle` fights with numpy, one battle at a time and step for
step: the deal and draws one card at a time from what is left of the deck (ruling HG61), each
side's policy choosing its cards ("random": uniform among the distinct plays; "greedy": the
strongest attack, the cheapest answer), the retreat rule (HG62), the end of a battle (HG63),
Superstition and Great Commanders. The random stream is Python's ``random.Random(seed)``, so a
seed replays the same battles here, though not the ones numpy's generator gives: the tests
check that both give the same distributions.

>>> from polislab.games.hegemony.odds.battle import BattleSetup, simulate
>>> odds = simulate(BattleSetup.new(athens=4, sparta=4), battles=500, seed=1, fast=False)
>>> odds.n, round(sum(odds.distribution("holder").values()), 9)
(500, 1.0)
>>> odds == simulate(BattleSetup.new(athens=4, sparta=4), battles=500, seed=1, fast=False)
True
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from polislab.core.errors import ScenarioError

from ..state import SIDES
from .battle import (
    CARDS,
    DECK_COUNTS,
    GAIN_ROWS,
    KEEPS,
    LOSS_ROWS,
    PAY_ROWS,
    PRESTIGE_COST,
    STRENGTHS,
    UNIT_COST,
    K,
    wants_retreat,
)

if TYPE_CHECKING:
    from .battle import BattleSetup
    from .table import Progress

__all__ = ["choose", "run_battles"]

#: Progress is shown after this many battles at a time.
STEP = 5_000
_ORDER = tuple(STRENGTHS[k] * K - k for k in range(K))  # stronger first, then the earlier card
#: The greedy defender's cost of answering attack card ``a`` with card ``k``: _COST[a][k].
_COST = tuple(tuple((UNIT_COST * LOSS_ROWS[a][k] + PRESTIGE_COST * GAIN_ROWS[a][k] + KEEPS[k])
                    * K * K for k in range(K)) for a in range(K))


# -- choosing cards, one hand at a time ------------------------------------------------------
def _uniform_type(hand: list[int], rng: random.Random) -> int:
    """A card name held in ``hand`` (counts per card), each name alike."""
    present = [k for k in range(K) if hand[k] > 0]
    return present[rng.randrange(len(present))]


def _random_pair(hand: list[int], rng: random.Random, ordered: bool) -> list[int]:
    """A uniform choice among the distinct (un)ordered pairs of names the hand can play."""
    while True:
        a, b = _uniform_type(hand, rng), _uniform_type(hand, rng)
        if (a != b or hand[a] >= 2) and (ordered or a <= b):
            return [a, b]


def _best(values: list[int], pick: Any) -> int:
    """The index of the first best value (``pick`` is max or min), as numpy's argmax/argmin."""
    target = pick(values)
    return values.index(target)


def _greedy_attack(hand: list[int]) -> list[int]:
    """The two strongest cards, the first in card order on a tie."""
    none = -(2**62)
    first = _best([_ORDER[k] if hand[k] > 0 else none for k in range(K)], max)
    left = list(hand)
    left[first] -= 1
    second = _best([_ORDER[k] if left[k] > 0 else none for k in range(K)], max)
    return sorted([first, second])


def _greedy_defence(hand: list[int], attack: list[int]) -> list[int]:
    """The cheapest answer, ties to the first in the engine's list (see odds_battle)."""
    big = 2**62
    first, second = _COST[attack[0]], _COST[attack[1]]
    one = [first[k] + k * K if hand[k] > 0 else big for k in range(K)]
    two = [second[k] + k if hand[k] > 0 else big for k in range(K)]
    a, b = _best(one, min), _best(two, min)
    if a == b and hand[a] < 2:
        one2, two2 = list(one), list(two)
        one2[a], two2[b] = big, big
        alt_a, alt_b = _best(one2, min), _best(two2, min)
        if one[a] + two2[alt_b] <= one2[alt_a] + two[b]:
            b = alt_b
        else:
            a = alt_a
    return [a, b]


def choose(policy: str, hand: list[int], rng: random.Random,
           attack: list[int] | None = None) -> list[int]:
    """A hand's play (card indices, in play order): an attack, or the answer to ``attack``."""
    if policy == "random":
        return _random_pair(hand, rng, ordered=attack is not None)
    return _greedy_attack(hand) if attack is None else _greedy_defence(hand, attack)


# -- one battle --------------------------------------------------------------------------------
class _Battle:
    """One battle of ``setup``, fought to its end by :meth:`fight`."""

    def __init__(self, setup: BattleSetup, policies: tuple[str, str], behind: int | None,
                 rng: random.Random) -> None:
        self.setup, self.policies, self.behind, self.rng = setup, policies, behind, rng
        self.room = [u if r is None else r for r, u in zip(setup.room, setup.units, strict=True)]
        self.hands = [_counts(setup.hands[0]), _counts(setup.hands[1])]
        used = _counts(setup.hands[0] + setup.hands[1] + setup.attack + setup.discard)
        self.deck = [DECK_COUNTS[k] - used[k] for k in range(K)]
        self.left = sum(self.deck)
        self.units, self.prestige = list(setup.units), list(setup.prestige)
        self.gains, self.lost = list(setup.gains), [0, 0]
        self.rounds, self.retreat = 0, -1

    def draw(self, side: int) -> None:
        """One card from what is left of the deck, each card alike (ruling HG61)."""
        pick = self.rng.randrange(self.left)
        card = 0
        while pick >= self.deck[card]:
            pick -= self.deck[card]
            card += 1
        self.deck[card] -= 1
        self.left -= 1
        self.hands[side][card] += 1

    def stays(self, side: int) -> bool:
        """Play the retreat of ``side`` if the rule asks for it (ruling HG62)."""
        enemy = 1 - side
        if not wants_retreat(self.behind, self.units[side], self.units[enemy],
                             self.prestige[side]):
            return True
        count = self.units[side]
        self.lost[side] += count - min(count, self.room[side])
        self.units[side] = 0
        self.prestige[side] -= 1
        self.prestige[enemy] += 1
        self.retreat = side
        return False

    def play(self, side: int, attack: list[int] | None) -> list[int]:
        cards = choose(self.policies[side], self.hands[side], self.rng, attack)
        for card in cards:
            self.hands[side][card] -= 1
        return cards

    def compare(self, att: int, attack: list[int], answer: list[int]) -> tuple[int, int]:
        """Each pair of cards in turn: the defender's losses, the attacker's Prestige gained."""
        dfd = 1 - att
        losses = gained = 0
        for a, d in zip(attack, answer, strict=True):
            lost = LOSS_ROWS[a][d] if self.units[dfd] > 0 else 0
            pay = min(PAY_ROWS[a][d], self.prestige[att])  # never below 0 (HG60)
            self.units[dfd] -= lost
            self.lost[dfd] += lost
            self.prestige[att] += GAIN_ROWS[a][d] - pay
            losses += lost
            gained += GAIN_ROWS[a][d]
        self.gains[att] += gained
        self.rounds += 1
        return losses, gained

    def next_attacker(self, att: int, losses: int, gained: int) -> int | None:
        """The draws after a round and the next attacker, or None when the battle is over
        (ruling HG63); the same attacker after a tied assault under Superstition."""
        dfd = 1 - att
        owed = max(0, 2 - losses)
        if self.units[att] < 2 or self.units[dfd] < 2 or self.left < 2 + owed:
            return None
        for _ in range(2):
            self.draw(att)
        for _ in range(owed):
            self.draw(dfd)
        tied = losses == 0 and gained == 0
        return att if tied and self.setup.repeat_tied else dfd

    def commanders(self) -> None:
        """Great Commanders: double the Prestige gained (greedy always, random one in two)."""
        for s in range(2):
            if self.setup.may_double[s] and self.gains[s] > 0 and (
                self.policies[s] != "random" or self.rng.random() < 0.5
            ):
                self.prestige[s] += self.gains[s]

    def fight(self) -> tuple[list[int], list[int], int, int, list[int]]:
        for side, count in self.setup.owed:
            for _ in range(count):
                self.draw(SIDES.index(side))
        att: int | None = SIDES.index(self.setup.attacker)
        attack = [CARDS.index(c) for c in self.setup.attack] or None
        while att is not None:
            if attack is None:
                if not self.stays(att):
                    break
                attack = self.play(att, None)
            if not self.stays(1 - att):
                break
            answer = self.play(1 - att, attack)
            losses, gained = self.compare(att, attack, answer)
            att, attack = self.next_attacker(att, losses, gained), None
        self.commanders()
        change = [p - p0 for p, p0 in zip(self.prestige, self.setup.prestige, strict=True)]
        return self.lost, change, self.rounds, self.retreat, self.units


def _counts(cards: tuple[str, ...]) -> list[int]:
    have = Counter(cards)
    return [have[name] for name in CARDS]


def run_battles(setup: BattleSetup, battles: int, policies: tuple[str, str],
                behind: int | None, seed: int | None, bar: Progress | None = None
                ) -> tuple[list[Any], ...]:
    """Fight ``battles`` battles of ``setup``: the columns of a BattleOdds, as lists (lost,
    Prestige change and units left: a pair per battle; rounds; the side that retreated)."""
    left = sum(DECK_COUNTS) - sum(
        map(len, (setup.hands[0], setup.hands[1], setup.attack, setup.discard)))
    if left < sum(count for _, count in setup.owed):
        raise ScenarioError(
            f"the combat deck has {left} cards left, fewer than the cards to deal")
    rng = random.Random(seed)
    results = []
    for number in range(battles):
        results.append(_Battle(setup, policies, behind, rng).fight())
        if bar is not None and ((number + 1) % STEP == 0 or number + 1 == battles):
            bar.advance((number % STEP) + 1)
    lost, change, rounds, retreat, units = (list(c) for c in zip(*results, strict=True))
    return lost, change, rounds, retreat, units
