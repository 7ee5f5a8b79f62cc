"""How good a position looks to one side: an estimate of the final score difference.

The final score (seed 000 §6) is population in own poleis + Prestige + posterity. A position
is worth that much to each side, plus what its pieces and goods are likely to turn into, less
what the coming end of the round will cost: the supply it cannot pay in wheat costs Prestige
(seed 000 §4, step 2), and Prestige at 0 after the round loses the game. The heuristic
player compares the positions its candidate actions lead to with :func:`evaluate`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..components import COMPONENTS, GOODS
from ..military import controller
from ..state import ROUND_NAMES, State, other

#: Each polis by name, read once (the evaluation runs for every candidate action).
_POLIS = {p.name: p for p in COMPONENTS.poleis}
_PROJECT = {p.name: p for p in COMPONENTS.projects}
_LAND = {t.name: t.is_land for t in COMPONENTS.territories}
_LAND_NEIGHBOURS = {
    t.name: tuple(n for n in t.neighbours if _LAND[n]) for t in COMPONENTS.territories
}
_TRIGGER = COMPONENTS.round_track.battle_trigger
_CAPITAL = {side: COMPONENTS.capital(side).name for side in ("athens", "sparta")}


@dataclass(frozen=True)
class Weights:
    """What things are worth, in points of final score (1 = a Prestige or a population cube).

    The defaults were tuned by play against the random player (``bench/hegemony_players.py``).
    """

    good: float = 0.3  # metal or wood while rounds are left to use it
    perishable: float = 0.2  # wine or oil, half of which storage loses at each round's end
    silver: float = 0.45
    last_round_goods: float = 0.12  # a good or silver in the last round (projects, ties)
    population: float = 1.25  # a cube in an own polis: a point, and the base of growth
    wheat_short: float = 1.4  # each wheat the coming supply lacks
    wheat_spare: float = 0.35  # each wheat beyond the supply (growth, the next round)
    hoplite: float = 0.45
    galley: float = 0.25
    polis: float = 0.8  # holding a polis tile: growth, collection, projects
    megalopolis: float = 0.6  # a polis above its base population, for each later round
    battle: float = 0.6  # each unit more than the enemy's in a battle due or being fought
    #: Seeking battle: a point for each battle due where the side has more units (the
    #: aggressive player's 1, the heuristic player's 0).
    aggression: float = 0.0
    threat: float = 0.5  # each enemy unit more than the side's that could start a battle
    merchant: float = 0.8  # a merchant in the trade port: a trade to come (two at most)
    #: Prestige of 0 after the round loses the game; 1 or 2 is one bad roll away from it.
    danger: tuple[float, float, float] = (25.0, 6.0, 1.5)


DEFAULT = Weights()


def rounds_left(state: State) -> int:
    """The rounds after the current one."""
    return len(ROUND_NAMES) - 1 - ROUND_NAMES.index(state.round)


def siege_odds(fortification: int, faces: int = 4) -> float:
    """The chance that the d4 shows the fortification or more (seed 000 §5.7)."""
    return max(0, faces + 1 - fortification) / faces


def ready_sieges(state: State, side: str) -> list[str]:
    """The poleis ``side`` could besiege with its next action (seed 000 §5.7), by the rules'
    conditions; the engine remains the judge."""
    me = state.side(side)
    if me.prestige < 1 or me.pool.discs < 1:
        return []
    found = []
    for polis in state.poleis:
        info = _POLIS[polis.name]
        if polis.owner == side or not info.besiegeable or not info.can_be_besieged_in(state.round):
            continue
        if me.pool.cubes < polis.population:
            continue
        if (
            state.units(info.territory, side).hoplites >= info.fortification
            and controller(state, info.territory) == side
        ):
            found.append(polis.name)
    return found


def score(state: State, side: str, weights: Weights = DEFAULT) -> float:
    """The points ``side`` can count on from this position (see the module's text)."""
    me = state.side(side)
    later = rounds_left(state)
    acting = state.phase == "actions"
    points = float(me.prestige)
    population = 0
    immediate = 0  # Prestige the projects begun this round give at its end
    above_base = 0
    for polis in state.owned_poleis(side):
        info = _POLIS[polis.name]
        population += polis.population
        points += weights.polis + sum(_PROJECT[p].posterity for p in polis.completed)
        if polis.project is not None:
            project = _PROJECT[polis.project]
            capital = state.polis(_CAPITAL[side]).population
            immediate += project.immediate_prestige(capital)
            points += project.posterity
        if polis.population > info.base_population:
            above_base += 1
    points += weights.population * population + immediate
    points += weights.megalopolis * above_base * later
    # Goods and silver turn into projects, units and wheat while rounds are left.
    have = me.resources
    goods = sum(have[g] for g in GOODS)
    if later:
        points += weights.good * (have.metal + have.wood) + weights.silver * have.silver
        points += weights.perishable * (have.wine + have.oil)
    else:
        points += weights.last_round_goods * (goods + have.silver)
    need = population if acting else 0  # the supply of this round's end is still to pay
    short = max(0, need - have.wheat)
    points += weights.wheat_spare * max(0, have.wheat - need)
    points -= weights.wheat_short * short
    # Prestige after the round: 0 loses the game (seed 000 §6).
    after_round = me.prestige + immediate + above_base - short
    if acting and after_round < len(weights.danger):
        points -= weights.danger[max(after_round, 0)]
    if acting:
        points += weights.merchant * min(me.merchants_in_port, 2)
    army = 1.0 if later else 0.2  # units score nothing at the end
    for territory in state.territories:
        units = territory.of(side)
        points += army * (weights.hoplite * units.hoplites + weights.galley * units.galleys)
    return points + battle_outlook(state, side, weights)


def battle_outlook(state: State, side: str, weights: Weights = DEFAULT) -> float:
    """Battles due or being fought (8 units, seed 000 §5 Battles): each unit more than the
    enemy's is worth ``weights.battle`` (and ``weights.aggression`` a battle with more units);
    a land territory the enemy could fill from next door to start a battle with more units
    than the side's costs ``weights.threat`` an enemy unit more."""
    trigger = _TRIGGER
    enemy = other(side)
    points = 0.0
    capacity = state.capacity
    hoplites = {t.name: t.of(enemy).hoplites for t in state.territories}
    for territory in state.territories:
        mine, theirs = territory.of(side).total, territory.of(enemy).total
        if not mine:
            continue
        if theirs and mine + theirs >= trigger:
            points += weights.battle * (mine - theirs) + weights.aggression * (mine > theirs)
        elif _LAND[territory.name]:
            reach = min(
                capacity, theirs + sum(hoplites[n] for n in _LAND_NEIGHBOURS[territory.name])
            )
            if mine + reach >= trigger and reach > mine:
                points -= weights.threat * (reach - mine)
    return points


def evaluate(state: State, side: str, weights: Weights = DEFAULT) -> float:
    """How much better ``side`` stands than its opponent: a won game is +1000, a lost one
    -1000, a draw 0; otherwise the difference of :func:`score`."""
    if state.phase == "game_over":
        if state.result == side:
            return 1000.0
        return 0.0 if state.result == "draw" else -1000.0
    return score(state, side, weights) - score(state, other(side), weights)
