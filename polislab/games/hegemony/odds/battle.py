"""Simulated battles: seeded outcome distributions, many battles at once with numpy.

Where numpy is missing (a Pyodide kernel, as in JupyterLite) the same battles are fought one
by one in pure Python (:mod:`.pure`): the same rules and policies, the same
distributions, though not the same battles for a seed (the random streams differ).

A :class:`BattleSetup` is a battle about to be fought or being fought: read from a state
(:meth:`BattleSetup.from_state`) or made from unit counts (:meth:`BattleSetup.new`; the engine
itself deals and picks the first attacker). :func:`simulate` fights it ``battles`` times and
returns a :class:`~.report.BattleOdds`: the units each side loses, its change of Prestige,
who holds the territory at the end, the number of battle rounds, who retreated.

The simulation plays the engine's rules (seed 000 §5 Battles, seed 001 §Battle, rulings
HG59-HG64), with the engine's own card comparison (:func:`.battle.compare`): the deal and draws
one card at a time from what is left of the deck; the attacker plays 2 cards, the defender
answers each; a loss never takes the defender below 0; each Salpinx Call costs the attacker 1
Prestige while it has any (HG60); the attacker draws 2, the defender 2 less its losses; the
battle ends when a side has fewer than 2 units or the deck cannot give those draws; then the
roles switch. The round's event cards that change battles are read from the state:
Superstition repeats a tied assault (no loss, no Prestige gained: the same side attacks again),
Great Commanders lets each side double the Prestige it gained in the battle.
:func:`.engine.engine_battles` fights the same battles through the engine itself, which
the tests compare with this simulation.

The card choices follow a policy for each side:

* ``"random"``: each time, one of the plays the engine lists as legal, uniformly: the attacker's
  distinct pairs of cards, the defender's distinct ordered answers.
* ``"greedy"``: the attacker plays its two strongest cards: Salpinx Calls first (a certain
  casualty), then formation cards of higher Prestige, Mercenaries last (they cause no
  casualties). The defender, who sees the attack, answers so as to lose the fewest units, then
  to give the fewest Prestige, then to spend its least useful cards (Salpinx Calls and
  Mercenaries are kept, then high cards). Ties go to the first play in the engine's list.
  Under Great Commanders it always doubles its Prestige; the random policy, one time in two.

Retreats follow one rule for both sides (``retreat_behind``): a side about to play retreats
when the enemy has at least that many more units in the battle, and it has the Prestige to pay
(ruling HG62); ``None`` (the default) never retreats. A retreat goes to the adjacent territory
where the most units find room (the first in map order on a tie); the units finding no room
there count as lost. Made from unit counts, a battle has room for every unit.

>>> setup = BattleSetup.new(athens=4, sparta=4, kind="land")
>>> setup.attacker, setup.owed
('sparta', (('sparta', 4), ('athens', 4)))
>>> odds = simulate(setup, battles=2000, policy="greedy", seed=1)
>>> round(sum(odds.distribution("holder").values()), 9)
1.0
>>> odds == simulate(setup, battles=2000, policy="greedy", seed=1)
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

try:
    import numpy as np
except ImportError:  # a Pyodide kernel without numpy: simulate() uses odds.pure
    np = None  # type: ignore[assignment]  # (every use checks np first)

from polislab.core.errors import ScenarioError
from polislab.core.randomness import Randomness

from .. import battle, event_cards
from ..components import COMPONENTS
from ..state import SIDES, State
from .report import BattleOdds
from .table import Progress

__all__ = ["POLICIES", "BattleSetup", "battle_state", "simulate", "started"]

POLICIES = ("random", "greedy")
#: Battles simulated together: the results depend on the seed only, not on the progress shown.
CHUNK = 25_000
#: Runs of more battles than this show their progress unless told otherwise.
PROGRESS_FROM = 500_000
CARDS = battle.CARDS
K = len(CARDS)
_CARD = [COMPONENTS.combat_card(name) for name in CARDS]
#: The engine's comparison of every (attack, defence) pair: a loss, the Prestige gained, paid
#: (plain tuples for the pure-Python simulation; the arrays below for numpy).
LOSS_ROWS = tuple(tuple(battle.compare(a, d)[0] for d in _CARD) for a in _CARD)
GAIN_ROWS = tuple(tuple(battle.compare(a, d)[1] for d in _CARD) for a in _CARD)
PAY_ROWS = tuple(tuple(battle.compare(a, d)[2] for d in _CARD) for a in _CARD)
DECK_COUNTS = tuple(COMPONENTS.combat_deck.count(name) for name in CARDS)


def _strength(card: Any) -> int:
    """The greedy attacker's order: Salpinx Call, formation cards by Prestige, Mercenaries."""
    if card.is_salpinx:
        return 100
    return 0 if card.is_mercenaries else 10 + card.prestige


def _worth_keeping(card: Any) -> int:
    """What the greedy defender loses by spending a card (kept below 50, a tie-break only)."""
    if card.is_salpinx:
        return 40
    return 30 if card.is_mercenaries else 10 + card.prestige


STRENGTHS = tuple(_strength(c) for c in _CARD)
KEEPS = tuple(_worth_keeping(c) for c in _CARD)
if np is not None:
    LOSS, GAIN, PAY = (np.array(t, dtype=np.int64) for t in (LOSS_ROWS, GAIN_ROWS, PAY_ROWS))
    DECK = np.array(DECK_COUNTS, dtype=np.int64)
    STRENGTH = np.array(STRENGTHS, dtype=np.int64)
    KEEP = np.array(KEEPS, dtype=np.int64)
else:
    STRENGTH, KEEP = STRENGTHS, KEEPS
#: The greedy defender's cost of answering with a card: losses, then Prestige, then the card.
UNIT_COST, PRESTIGE_COST = 10_000, 100


# -- the battle to simulate -------------------------------------------------------------------
@dataclass(frozen=True)
class BattleSetup:
    """A battle as the engine holds it (:class:`~.state.Battle`), with what a simulation needs
    of the rest of the state: the units and Prestige of each side, how many units a retreat
    can take away (``room``; None: all of them), and the round's event cards that change a
    battle: Superstition (``repeat_tied``: a tied assault is repeated) and Great Commanders
    (``may_double``: each side that may still double the Prestige it gains in a battle)."""

    territory: str
    kind: str
    attacker: str
    units: tuple[int, int]
    prestige: tuple[int, int]
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    attack: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    owed: tuple[tuple[str, int], ...] = ()
    room: tuple[int | None, int | None] = (None, None)
    gains: tuple[int, int] = (0, 0)
    repeat_tied: bool = False
    may_double: tuple[bool, bool] = (False, False)

    @classmethod
    def from_state(cls, state: State) -> BattleSetup:
        """The battle being fought in ``state``, or else the first one due (see
        :func:`started`)."""
        state = started(state)
        fight = state.battle
        assert fight is not None
        return cls(
            fight.territory,
            fight.kind,
            fight.attacker,
            _pair(state.territory(fight.territory).of(s).total for s in SIDES),
            _pair(state.side(s).prestige for s in SIDES),
            fight.hands,
            fight.attack,
            fight.discard,
            fight.owed,
            _pair(_retreat_room(state, s) for s in SIDES),
            fight.gains,
            bool(event_cards.in_force(state, "repeat_tied_assault")),
            _pair(_may_double(state, s) for s in SIDES),
        )

    @classmethod
    def new(
        cls,
        athens: int,
        sparta: int,
        kind: str = "land",
        prestige: tuple[int, int] | None = None,
        **options: Any,
    ) -> BattleSetup:
        """A battle of ``athens`` and ``sparta`` units (:func:`battle_state`) where a retreat
        takes every unit away."""
        state = battle_state(athens, sparta, kind, prestige, **options)
        return replace(cls.from_state(state), room=(None, None))


def started(state: State) -> State:
    """``state`` with its battle being fought: the one under way, or else the first one due,
    started by the engine (ruling HG59) even during final actions or a pending decision."""
    if state.battle is not None:
        return state
    if not state.battles:
        raise ScenarioError("no battle is being fought or due in this state")
    where = state.battles[0]
    after, events = battle.next_battle(replace(state, pending=None, passed=()))
    if after.battle is None:
        raise ScenarioError(f"no battle is fought in {where}: {events[-1].text}")
    return after


def battle_state(
    athens: int,
    sparta: int,
    kind: str = "land",
    prestige: tuple[int, int] | None = None,
    **options: Any,
) -> State:
    """A game's first position (with rule ``options``) where a battle of ``athens`` and
    ``sparta`` units has started in the first territory of its ``kind`` ("land" or "sea"),
    dealt as the engine deals; Prestige as at the start of a game unless given."""
    from ..setup import initial_state

    if kind not in ("land", "sea"):
        raise ScenarioError(f"a battle is fought on 'land' or at 'sea', not {kind!r}")
    state = initial_state(0, **options)
    where = next(t.name for t in COMPONENTS.territories if t.is_land == (kind == "land"))
    field = "hoplites" if kind == "land" else "galleys"
    for side, count in zip(SIDES, (athens, sparta), strict=True):
        state = state.with_units(
            where, side, **{field: count - getattr(state.units(where, side), field)}
        )
        if prestige is not None:
            state = state.with_side(side, prestige=prestige[SIDES.index(side)])
    return started(replace(state, battles=(where,), battle=None))


def _pair(values: Iterable[Any]) -> Any:
    return tuple(values)


def _may_double(state: State, side: str) -> bool:
    """Great Commanders in force for ``side``, not yet used this round (:mod:`.events`)."""
    return bool(event_cards.in_force(state, "double_battle_prestige", side)) and (
        side not in state.commanders
    )


def _retreat_room(state: State, side: str) -> int | None:
    """How many of ``side``'s units the best retreat takes away (the rest are lost)."""
    rich = state.with_side(side, prestige=max(1, state.side(side).prestige))
    rooms = [
        room(rich, side, r.to) for r in battle.retreats(rich, side) if isinstance(r, battle.Retreat)
    ]
    return max(rooms)


def room(state: State, side: str, to: str | None) -> int:
    """The units of ``side`` that find room in ``to`` (ruling HG62: none with nowhere to go)."""
    if to is None:
        return 0
    return max(0, state.capacity - state.territory(to).of(side).total)


# -- choosing cards, many battles at once -----------------------------------------------------
def _uniform_type(hands: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A card name held in each hand, each name alike."""
    present = hands > 0
    pick = rng.integers(0, present.sum(1))
    return (present.cumsum(1) > pick[:, None]).argmax(1)


def _random_pair(hands: np.ndarray, rng: np.random.Generator, ordered: bool) -> np.ndarray:
    """A uniform choice among the distinct (un)ordered pairs of card names a hand can play:
    two names drawn alike, redrawn until they make a pair (an unordered pair once)."""
    rows = np.arange(len(hands))
    first, second = np.zeros(len(hands), np.int64), np.zeros(len(hands), np.int64)
    todo = rows
    while len(todo):
        a, b = _uniform_type(hands[todo], rng), _uniform_type(hands[todo], rng)
        ok = (a != b) | (hands[todo, a] >= 2)
        if not ordered:
            ok &= a <= b
        first[todo[ok]], second[todo[ok]] = a[ok], b[ok]
        todo = todo[~ok]
    return np.stack([first, second], axis=1)


def _greedy_attack(hands: np.ndarray) -> np.ndarray:
    """The two strongest cards, the first in card order on a tie (the engine's first pair)."""
    rows = np.arange(len(hands))
    order = STRENGTH * K - np.arange(K)  # stronger first, then the earlier card
    none = np.iinfo(np.int64).min
    first = np.where(hands > 0, order, none).argmax(1)
    left = hands.copy()
    left[rows, first] -= 1
    second = np.where(left > 0, order, none).argmax(1)
    return np.sort(np.stack([first, second], axis=1), axis=1)


def _greedy_defence(hands: np.ndarray, attack: np.ndarray) -> np.ndarray:
    """The cheapest answer, ties to the first in the engine's list (by the first card, then the
    second). Each card's cost is made unique with its place in that order, so the cheapest
    pair is the cheapest card for each attack card, unless both are one single card."""
    rows = np.arange(len(hands))
    big = np.iinfo(np.int64).max // 4

    def cost(attacking: np.ndarray) -> np.ndarray:
        return (UNIT_COST * LOSS[attacking] + PRESTIGE_COST * GAIN[attacking] + KEEP) * K * K

    held = hands > 0
    one = np.where(held, cost(attack[:, 0]) + np.arange(K) * K, big)
    two = np.where(held, cost(attack[:, 1]) + np.arange(K), big)
    a, b = one.argmin(1), two.argmin(1)
    clash = (a == b) & (hands[rows, a] < 2)
    if clash.any():
        c = rows[clash]
        one2, two2 = one[c].copy(), two[c].copy()
        one2[np.arange(len(c)), a[c]] = big
        two2[np.arange(len(c)), b[c]] = big
        alt_b, alt_a = two2.argmin(1), one2.argmin(1)
        keep_a = (
            one[c, a[c]] + two2[np.arange(len(c)), alt_b]
            <= one2[np.arange(len(c)), alt_a] + two[c, b[c]]
        )
        a[c] = np.where(keep_a, a[c], alt_a)
        b[c] = np.where(keep_a, alt_b, b[c])
    return np.stack([a, b], axis=1)


def choose(
    policy: str, hands: np.ndarray, rng: np.random.Generator, attack: np.ndarray | None = None
) -> np.ndarray:
    """Each hand's play (card indices, in play order): an attack, or with ``attack`` the
    answer to it."""
    if policy == "random":
        return _random_pair(hands, rng, ordered=attack is not None)
    return _greedy_attack(hands) if attack is None else _greedy_defence(hands, attack)


def wants_retreat(behind: int | None, own: Any, enemy: Any, prestige: Any) -> Any:
    """The retreat rule: the enemy has ``behind`` more units, and a Prestige to pay (HG62)."""
    if np is None or isinstance(own, int) or not np.ndim(own):  # one battle
        return behind is not None and enemy - own >= behind and prestige >= 1
    if behind is None:
        return np.zeros(np.shape(own), bool) if np.ndim(own) else False
    return (np.asarray(enemy) - own >= behind) & (np.asarray(prestige) >= 1)


# -- simulating -------------------------------------------------------------------------------
def _policies(policy: str | Mapping[str, str]) -> tuple[str, str]:
    pair = ((policy[SIDES[0]], policy[SIDES[1]]) if isinstance(policy, Mapping)
            else (policy, policy))
    for name in pair:
        if name not in POLICIES:
            raise ScenarioError(f"unknown policy {name!r}; the policies are {', '.join(POLICIES)}")
    return pair


def _counts(cards: tuple[str, ...]) -> np.ndarray:
    have = Counter(cards)
    return np.array([have[name] for name in CARDS], dtype=np.int64)


def _indices(cards: tuple[str, ...]) -> np.ndarray:
    return np.array([CARDS.index(c) for c in cards], dtype=np.int64)


class _Battles:
    """``n`` copies of a battle, fought side by side: every array has a row per battle, and
    each step plays the ``rows`` still fighting, all at the same point of a battle round (the
    attacker, ``att``, may differ: Superstition repeats a tied assault)."""

    def __init__(
        self,
        setup: BattleSetup,
        n: int,
        policies: tuple[str, str],
        behind: int | None,
        rng: np.random.Generator,
    ) -> None:
        self.setup, self.rng, self.policies, self.behind = setup, rng, policies, behind
        self.room = np.array(
            [u if r is None else r for r, u in zip(setup.room, setup.units, strict=True)]
        )
        self.hands = np.zeros((n, 2, K), np.int64)
        for s in range(2):
            self.hands[:, s] = _counts(setup.hands[s])
        left = DECK - _counts(setup.hands[0] + setup.hands[1] + setup.attack + setup.discard)
        if left.sum() < sum(count for _, count in setup.owed):
            raise ScenarioError(
                f"the combat deck has {left.sum()} cards left, fewer than the cards to deal"
            )
        self.deck = np.tile(left, (n, 1))
        self.units = np.tile(np.array(setup.units, np.int64), (n, 1))
        self.prestige = np.tile(np.array(setup.prestige, np.int64), (n, 1))
        self.gains = np.tile(np.array(setup.gains, np.int64), (n, 1))
        self.lost = np.zeros((n, 2), np.int64)
        self.rounds = np.zeros(n, np.int64)
        self.retreat = np.full(n, -1, np.int64)

    def draw(self, rows: np.ndarray, side: Any) -> None:
        """One card from what is left of the deck, each card alike (ruling HG61)."""
        stack = self.deck[rows].cumsum(1)
        pick = self.rng.integers(0, stack[:, -1])
        card = (stack > pick[:, None]).argmax(1)
        self.deck[rows, card] -= 1
        self.hands[rows, side, card] += 1

    def stays(self, rows: np.ndarray, side: np.ndarray) -> np.ndarray:
        """Play the retreats of ``side`` the rule asks for (ruling HG62); which rows stay."""
        enemy = 1 - side
        go = wants_retreat(
            self.behind, self.units[rows, side], self.units[rows, enemy], self.prestige[rows, side]
        )
        leaving, side, enemy = rows[go], side[go], enemy[go]
        count = self.units[leaving, side]
        self.lost[leaving, side] += count - np.minimum(count, self.room[side])
        self.units[leaving, side] = 0
        self.prestige[leaving, side] -= 1
        self.prestige[leaving, enemy] += 1
        self.retreat[leaving] = side
        return ~go

    def play(self, rows: np.ndarray, side: np.ndarray, attack: np.ndarray | None) -> np.ndarray:
        """Each side's policy chooses its cards (an answer to ``attack`` if given)."""
        cards = np.zeros((len(rows), 2), np.int64)
        for s in range(2):
            mine = side == s
            if mine.any():
                cards[mine] = choose(
                    self.policies[s],
                    self.hands[rows[mine], s],
                    self.rng,
                    None if attack is None else attack[mine],
                )
        for i in range(2):
            self.hands[rows, side, cards[:, i]] -= 1  # one row per battle: no repeats
        return cards

    def compare(
        self, rows: np.ndarray, att: np.ndarray, attack: np.ndarray, answer: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """Each pair of cards in turn (the engine's compare): the defender's losses, and the
        Prestige the attacker gained (before paying for Salpinx Calls)."""
        dfd = 1 - att
        losses, gained = np.zeros(len(rows), np.int64), np.zeros(len(rows), np.int64)
        for i in range(2):
            a, d = attack[:, i], answer[:, i]
            lost = LOSS[a, d] * (self.units[rows, dfd] > 0)
            pay = np.minimum(PAY[a, d], self.prestige[rows, att])  # never below 0 (HG60)
            self.units[rows, dfd] -= lost
            self.lost[rows, dfd] += lost
            self.prestige[rows, att] += GAIN[a, d] - pay
            losses += lost
            gained += GAIN[a, d]
        self.gains[rows, att] += gained
        self.rounds[rows] += 1
        return losses, gained

    def next_round(
        self, rows: np.ndarray, att: np.ndarray, losses: np.ndarray, gained: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray]:
        """End the battles the rules end (ruling HG63); draw for the others, and name their
        next attacker (the same after a tied assault under Superstition): the rows left."""
        dfd = 1 - att
        owed = np.maximum(0, 2 - losses)
        over = (self.units[rows, att] < 2) | (self.units[rows, dfd] < 2)
        over |= self.deck[rows].sum(1) < 2 + owed
        rows, att, dfd, owed = rows[~over], att[~over], dfd[~over], owed[~over]
        for _ in range(2):
            self.draw(rows, att)
        for k in (1, 2):
            self.draw(rows[owed >= k], dfd[owed >= k])
        tied = (losses[~over] == 0) & (gained[~over] == 0)
        return rows, np.where(tied & self.setup.repeat_tied, att, dfd)

    def commanders(self) -> None:
        """Great Commanders: each side that may doubles the Prestige it gained, if its policy
        says so: always when greedy, one time in two when random."""
        for s in range(2):
            if self.setup.may_double[s]:
                gained = self.gains[:, s] > 0
                if self.policies[s] == "random":
                    gained &= self.rng.random(len(gained)) < 0.5
                self.prestige[gained, s] += self.gains[gained, s]


def _run(
    setup: BattleSetup,
    n: int,
    policies: tuple[str, str],
    behind: int | None,
    rng: np.random.Generator,
) -> tuple[np.ndarray, ...]:
    fights = _Battles(setup, n, policies, behind, rng)
    rows = np.arange(n)
    for side, count in setup.owed:
        for _ in range(count):
            fights.draw(rows, SIDES.index(side))
    att = np.full(n, SIDES.index(setup.attacker))
    attack = np.tile(_indices(setup.attack), (n, 1)) if setup.attack else None
    while len(rows):
        if attack is None:
            stay = fights.stays(rows, att)
            rows, att = rows[stay], att[stay]
            attack = fights.play(rows, att, None)
        stay = fights.stays(rows, 1 - att)
        rows, att, played = rows[stay], att[stay], attack[stay]
        answer = fights.play(rows, 1 - att, played)
        losses, gained = fights.compare(rows, att, played, answer)
        rows, att = fights.next_round(rows, att, losses, gained)
        attack = None
    fights.commanders()
    change = fights.prestige - np.array(setup.prestige, np.int64)
    return fights.lost, change, fights.rounds, fights.retreat, fights.units


def simulate(
    setup: BattleSetup | State,
    battles: int = 100_000,
    policy: str | Mapping[str, str] = "greedy",
    retreat_behind: int | None = None,
    seed: int | Randomness | None = 0,
    progress: bool | None = None,
    *,
    fast: bool | None = None,
) -> BattleOdds:
    """Fight the battle of ``setup`` (or of a state) ``battles`` times; see the module text.

    ``policy`` is "random" or "greedy", or a mapping from each side to one; ``seed`` an int
    or a :class:`~polislab.core.randomness.Randomness` (which gives the int), so a seed replays
    the same results; ``progress`` shows a progress bar (by default for runs of more than
    :data:`PROGRESS_FROM` battles). ``fast`` chooses numpy (True) or pure Python (False,
    :mod:`.pure`); by default numpy when it is installed.
    """
    if isinstance(setup, State):
        setup = BattleSetup.from_state(setup)
    if battles < 1:
        raise ScenarioError(f"simulate 1 battle or more, not {battles}")
    policies = _policies(policy)
    if isinstance(seed, Randomness):
        seed = seed.randrange(2**63)
    show = progress if progress is not None else battles > PROGRESS_FROM
    bar = Progress(battles, "battles simulated") if show else None
    if fast is None:
        fast = np is not None
    if not fast:
        from .pure import run_battles

        columns = run_battles(setup, battles, policies, retreat_behind, seed, bar)
        return BattleOdds(setup, policies, retreat_behind, *columns)
    if np is None:
        raise ScenarioError("numpy is not installed: simulate with fast=False (pure Python)")
    rng = np.random.default_rng(seed)
    parts = []
    for start in range(0, battles, CHUNK):
        n = min(CHUNK, battles - start)
        parts.append(_run(setup, n, policies, retreat_behind, rng))
        if bar is not None:
            bar.advance(n)
    lost, prestige, rounds, retreat, units = (np.concatenate(p) for p in zip(*parts, strict=True))
    return BattleOdds(setup, policies, retreat_behind, lost, prestige, rounds, retreat, units)
