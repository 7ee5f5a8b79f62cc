"""Computer opponents for Hellas: callables ``player(state) -> action``.

>>> from polislab.games.hellas import ai, engine
>>> state, _ = engine.deal(engine.initial_state(), 1)
>>> bot = ai.LEVELS["strong"](seed=1)
>>> engine.is_legal(state, bot(state))
True

Levels, weakest first: ``"random"`` (any legal action), ``"greedy"`` (the action whose result
:func:`evaluate` likes best, one action ahead) and ``"strong"`` (plans the rest of its turn:
:class:`~polislab.core.lookahead.TurnPlayer`). Chance (tile and card draws) is not theirs to
play: a :class:`~polislab.core.players.ChancePlayer` draws.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from polislab.core.lookahead import GreedyPlayer, TurnPlayer
from polislab.core.players import RandomPlayer

from .rules import attack_strength, linked
from .state import City, State, other

__all__ = ["LEVELS", "WEIGHTS", "evaluate", "greedy", "material", "strong"]

#: What each thing is worth, in points, for the evaluation (the same for both sides).
WEIGHTS = {
    "city": 10.0,  # 10 cities at the end of a turn win (seed 003 §8)
    "temple": 2.0,  # more temples give 4 burst actions instead of 3 (seed 003 §5 Option 1)
    "greek": 1.0,  # a Greek on the map: attack and defence strength (seed 003 §5 Option 3)
    "ship": 0.8,  # a ship on the map: voyages and sea attacks
    "card": 0.6,  # a god card in hand
    "supply": 0.1,  # a piece still in the supply, to be added by a burst
    "threat": 0.6,  # share of a city lost when the opponent, next to act, can take it
    "threat later": 0.2,  # the same when the city's owner acts first
}
WIN = 1000.0


def _side(state: State, player: str) -> float:
    w = WEIGHTS
    cities = state.cities_of(player)
    me = state.side(player)
    temples = sum(1 for c in cities if state.components.tile(c.tile).temple)
    return (
        w["city"] * len(cities)
        + w["temple"] * temples
        + w["greek"] * sum(c.greeks for c in cities)
        + w["ship"] * sum(c.ships for c in cities)
        + w["card"] * len(me.cards)
        + w["supply"] * (me.greeks + me.ships)
    )


def _city(state: State, city: City) -> float:
    w = WEIGHTS
    temple = w["temple"] if state.components.tile(city.tile).temple else 0.0
    return w["city"] + temple + w["greek"] * city.greeks + w["ship"] * city.ships


def _threat(state: State, player: str) -> float:
    """The most ``player`` stands to lose to one attack of the opponent: the best city that
    the opponent's Greeks, from the cities linked to it (leaving one in each), can take (seed
    003 §5 Option 3: as many over land, one more over water)."""
    enemy = [c for c in state.cities_of(other(player)) if c.greeks >= 2]
    worst = 0.0
    for target in state.cities_of(player):
        land = water = 0
        for source in enemy:
            how = linked(state, source, target)
            if how == "land":
                land += source.greeks - 1
            elif how == "water":
                water += source.greeks - 1
        if land >= target.greeks or land + water > target.greeks:
            worst = max(worst, _city(state, target))
    return worst


def _attack(state: State) -> tuple[float, float]:
    """(attacker's gain, defender's loss) of the attack under way, were it fought now."""
    att = state.attack
    assert att is not None
    strength, _, needed = attack_strength(state)
    if strength < needed:
        return 0.0, 0.0  # the attacking Greeks are lost (they are on no city now)
    target = state.city(att.target)
    won = City(target.tile, target.place, target.rotation, state.player,
               min(att.greeks, state.components.limit("greeks per city")), 0)
    return _city(state, won), _city(state, target)


def evaluate(state: State, player: str) -> float:
    """How good ``state`` looks for ``player`` ("light" or "dark"): a won game ``WIN``, a lost
    one ``-WIN``; otherwise its cities, temples, Greeks, ships, cards and supply against the
    opponent's, by :data:`WEIGHTS`."""
    value = material(state, player)
    if state.phase != "play":
        return value
    if state.attack is not None:
        gain, loss = _attack(state)
        value += gain + loss if state.player == player else -gain - loss
    w = WEIGHTS
    mine = w["threat later"] if state.player == player else w["threat"]
    theirs = w["threat"] if state.player == player else w["threat later"]
    return value - mine * _threat(state, player) + theirs * _threat(state, other(player))


def material(state: State, player: str) -> float:
    """The immediate evaluation of the greedy player: what each side has (cities, temples,
    Greeks, ships, cards, supply, by :data:`WEIGHTS`), a won game ``WIN``; no threats."""
    if state.phase == "over":
        return WIN if state.result == player else 0.0 if state.result == "none" else -WIN
    return _side(state, player) - _side(state, other(player))


def greedy(seed: int | None = None) -> GreedyPlayer:
    """The one-action greedy player: the best :func:`material` one action ahead."""
    return GreedyPlayer(material, seed)


def strong(seed: int | None = None, **options: Any) -> TurnPlayer:
    """The turn planner (``options``: width, depth, nodes, seconds of TurnPlayer)."""
    return TurnPlayer(evaluate, seed, **options)


LEVELS: dict[str, Callable[..., Any]] = {"random": RandomPlayer, "greedy": greedy,
                                         "strong": strong}
