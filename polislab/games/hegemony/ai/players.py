"""The heuristic player: a callable ``state -> action`` for either side, seeded for its
tie-breaks and for the chance actions it may be asked to play.

In the action phase it tries the candidate actions of :mod:`.candidates` on the engine (an
illegal one is skipped), judges each resulting position with :func:`.evaluation.evaluate`
(a siege by the average over the four faces of its die), and plays the best one when it gains
more than a small margin; otherwise it passes. Battles are played by :mod:`.battles`, the end
of the round by :mod:`.decisions`, and any other decision (an event's, say) by judging each
legal answer the same way, or at random among them when there are many.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.core.randomness import Randomness

from .. import engine
from ..actions import Action, CreateHoplites, Pass
from ..components import COMPONENTS, GOODS, RESOURCES
from ..military import Besiege, MoveHoplites, Roll
from ..state import CHANCE, State, as_side
from ..turns import acting_alone
from . import battles, decisions
from .candidates import candidates, collections
from .evaluation import DEFAULT, Weights, evaluate, ready_sieges, siege_odds

#: An action must improve the evaluation by this much to be preferred to passing.
MARGIN = 0.05
#: A siege or collection that a move or new hoplites make possible counts this share of its
#: value: more when it can follow in the same turn than after the opponent's turn.
FOLLOW_UP = {"same turn": 0.85, "next turn": 0.6}
#: A move this much worse than passing is not worth following up.
FAR_WORSE = 6.0
#: Decisions with at most this many answers are judged one by one; more are chosen at random.
JUDGED_ANSWERS = 60

_END_OF_ROUND = {"supply": decisions.supply, "growth": decisions.growth, "phoros": decisions.phoros}


def chance(state: State, randomness: Randomness) -> Action:
    """A chance action drawn by its exact odds (a die's face, a combat card)."""
    outcomes = engine.chance_outcomes(state)
    total = sum(p for _, p in outcomes)
    pick = randomness.randrange(total.denominator) if total.denominator > 1 else 0
    # Walk the outcomes with the pick on a common denominator, so the draw is exact.
    threshold = Fraction(0)
    for action, p in outcomes:
        threshold += p * total.denominator
        if pick < threshold:
            return action
    return outcomes[-1][0]


class HeuristicPlayer:
    """Plays sensibly by rules of thumb and a one-action look-ahead (see the module's text).

    ``aggression`` above 0 also weighs moving hoplites into land territories where the enemy
    stands, enough to start a battle (8 units, seed 000 §5 Battles) with more units than it:
    the aggressive variant the fuzz test uses to make battles happen. ``weights`` are the
    evaluation's (:class:`~.evaluation.Weights`).
    """

    name = "heuristic"

    def __init__(
        self, seed: int | None = None, aggression: float = 0.0, weights: Weights = DEFAULT
    ) -> None:
        self.seed = seed
        self.aggression = aggression
        self.weights = replace(weights, aggression=aggression) if aggression else weights
        self.randomness = Randomness(seed)

    def __repr__(self) -> str:
        extra = f", aggression={self.aggression!r}" if self.aggression else ""
        return f"{type(self).__name__}(seed={self.seed!r}{extra})"

    def __call__(self, state: State) -> Action:
        actor = engine.to_move(state)
        if actor is None:
            raise IllegalAction("polislab AI", "nobody can act: the game is over or waits")
        if actor == CHANCE:
            return chance(state, self.randomness)
        if state.pending is not None:
            return self._decide(state, actor)
        return self._act(state, actor)

    # -- decisions ------------------------------------------------------------------------------
    def _decide(self, state: State, side: str) -> Action:
        pending = state.pending
        assert pending is not None
        if state.battle is not None and pending.kind in ("battle attack", "battle defend"):
            return battles.choose(state, side)
        legal = engine.legal_actions(state)
        if pending.kind in _END_OF_ROUND:
            return _END_OF_ROUND[pending.kind](state, legal)
        return self._judge(state, side, legal)

    def _judge(self, state: State, side: str, legal: list[Action]) -> Action:
        """The legal answer that leaves ``side`` best placed (random among many)."""
        if len(legal) > JUDGED_ANSWERS:
            return self.randomness.choice(legal, why="an answer among many")
        best, best_value = legal[0], float("-inf")
        for action in self.randomness.shuffle(legal, deck="answers"):
            try:
                after, _ = engine.apply(state, action)
            except IllegalAction:
                continue
            value = evaluate(after, side, self.weights)
            if value > best_value:
                best, best_value = action, value
        return best

    # -- the action phase -----------------------------------------------------------------------
    def _worth(self, state: State, side: str) -> dict[str, float]:
        """What one more of each resource is worth now: wheat most while the supply lacks it."""
        me = state.side(side)
        population = sum(p.population for p in state.owned_poleis(side))
        wheat = (
            self.weights.wheat_short
            if me.resources.wheat < population
            else self.weights.wheat_spare
        )
        worth = {g: self.weights.good for g in GOODS}
        worth.update(silver=self.weights.silver, wheat=wheat)
        return worth

    def _extra(self, state: State, side: str) -> str | None:
        """The resource to pay for acting after the opponent passed: the most plentiful."""
        if not acting_alone(state):
            return None
        have = state.side(side).resources
        return max(RESOURCES, key=lambda r: (have[r] - 2 * (r == "wheat"), -RESOURCES.index(r)))

    def _value(self, state: State, action: Action, side: str) -> float | None:
        """The evaluation after ``action`` (averaged over a siege's die), None if illegal."""
        try:
            after, _ = engine.apply(state, action)
        except IllegalAction:
            return None
        if isinstance(action, Besiege) and after.pending is not None:
            # Two outcomes matter: the lowest roll that wins, and a roll of 1 when it loses.
            need = COMPONENTS.polis(action.polis).fortification
            odds = siege_odds(need)
            won = evaluate(engine.apply(after, Roll((need,)))[0], side, self.weights)
            if odds == 1:
                return won
            lost = evaluate(engine.apply(after, Roll((1,)))[0], side, self.weights)
            return odds * won + (1 - odds) * lost
        return evaluate(after, side, self.weights)

    def _follow_up(
        self, after: State, side: str, where: str, worth: dict[str, float]
    ) -> float | None:
        """The best value of a siege or a collection in ``where`` right after a move or new
        hoplites there (discounted: :data:`FOLLOW_UP`), None when none is possible."""
        if after.phase != "actions" or after.pending is not None or after.battle is not None:
            return None
        same_turn = after.player == side
        if not same_turn:  # judge it as if the side's next turn had come
            after = replace(after, player=as_side(side), actions_taken=())
        extra = self._extra(after, side)
        best = None
        sieges = [
            Besiege(p) for p in ready_sieges(after, side) if COMPONENTS.polis(p).territory == where
        ]
        gathered = [c for c in collections(after, side, worth) if c.territory == where]
        for follow in (*sieges, *gathered):
            if extra is not None:
                follow = replace(follow, extra=extra)
            value = self._value(after, follow, side)
            if value is not None and (best is None or value > best):
                best = value
        if best is None:
            return None
        return best * FOLLOW_UP["same turn" if same_turn else "next turn"]

    def scored(self, state: State, side: str) -> list[tuple[float, Action]]:
        """The action phase's candidates with their values, passing first (valued at the
        evaluation now plus :data:`MARGIN`); illegal candidates are left out."""
        extra = self._extra(state, side)
        base = evaluate(state, side, self.weights) + MARGIN
        out: list[tuple[float, Action]] = [(base, Pass())]
        worth = self._worth(state, side)
        for action in candidates(state, side, worth, self.aggression):
            if isinstance(action, Pass):
                continue
            if extra is not None:
                action = replace(action, extra=extra)
            value = self._value(state, action, side)
            # A move or new hoplites may prepare a siege or a collection: unless the position
            # after them is already far worse than passing, judge that too.
            if (
                value is not None
                and value > base - FAR_WORSE
                and isinstance(action, (MoveHoplites, CreateHoplites))
            ):
                after, _ = engine.apply(state, action)
                where = (
                    action.to
                    if isinstance(action, MoveHoplites)
                    else COMPONENTS.polis(action.polis).territory
                )
                follow = self._follow_up(after, side, where, worth)
                value = value if follow is None else max(value, follow)
            if value is not None:
                out.append((value, action))
        return out

    def _act(self, state: State, side: str) -> Action:
        best_value, best = float("-inf"), None
        for value, action in self.scored(state, side):
            if value > best_value:  # the first of equals: passing wins a tie
                best, best_value = action, value
        assert best is not None
        return best


def player(level: str = "heuristic", seed: int | None = None, **options: Any) -> Any:
    """A computer player: "random" (any legal action), "heuristic", "aggressive" (the
    heuristic player with ``aggression=1``) or "strong" (:class:`.sampling.SamplingPlayer`)."""
    from polislab.core.players import RandomPlayer

    if level == "random":
        return RandomPlayer(seed)
    if level == "strong":
        from .sampling import SamplingPlayer

        return SamplingPlayer(seed, **options)
    if level == "aggressive":
        options.setdefault("aggression", 1.0)
        level = "heuristic"
    if level != "heuristic":
        raise ValueError(
            f"unknown level {level!r}: choose 'random', 'heuristic', 'aggressive' or 'strong'"
        )
    return HeuristicPlayer(seed, **options)
