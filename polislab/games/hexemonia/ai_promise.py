"""What a Hexemonia position promises a player: the points it scores now, and what its hand,
its spare cubes and its production can still buy before the game ends.

The strong player's evaluation (:func:`evaluate`, used by :mod:`.ai`). Games are short (seven or
eight turns each), and the points now undervalue a city that is about to build: a Walls in
Sparta's hand and the two Citizens to pay for it are four points next turn. So cubes are worth
what they can buy, and nothing after the player's last turn.

Only what the player may know is read: another player's hand is counted, not looked at, and
another player's Acropolis bonus only once it is revealed.

>>> from polislab.games.hexemonia import engine
>>> from polislab.games.hexemonia.ai_promise import turns_left
>>> start = engine.initial_state(3, players=2)  # 15 tiles in the Stack of Fate
>>> turns_left(start, 0)  # red's turns after this one, the final round included
7
"""

from __future__ import annotations

from math import ceil

from . import city
from .components import COMPONENTS
from .scoring import MYTH_SET, POINTS, SET_NATURES, score, tie_break
from .state import ACROPOLIS_TILE, Player, State

__all__ = ["WEIGHTS", "evaluate", "promise", "turns_left"]

#: How much each promise is worth against a point scored now: set by hand from the rules'
#: numbers, then checked on the bench's matches (bench/hexemonia_players.py), not tuned further.
WEIGHTS = {
    "tiles_a_turn": 1.2,  # stack tiles a turn takes (two draws or one draw and a cube, ...)
    "buy": 0.75,  # a point the spare cubes can buy from the hand or for an Inactive tile
    "gold": 0.8,  # spare Gold off the Acropolis: a Strategy action moves it there (1 point)
    "cube": 0.25,  # any other spare cube: it pays for tiles yet to be drawn
    "income": 0.3,  # a cube a Production action yields, per turn still to come (up to 3)
    "hidden_hand": 1.0,  # a tile in another player's hand, unseen
    "myth": 1.0,  # a Myth tile that can be played without completing a set
    "philosopher": 0.5,  # a Political symbol ahead of the others, in a 2-player game (3 points)
    "tie": 0.01,  # the first tie-break: Active tiles of the Acropolis's Nature
}
WIN = 1000.0
SHARED = 0.5  # a shared victory, as a share of a victory alone


def turns_left(state: State, index: int) -> int:
    """How many more turns ``index`` will play after the one under way (an estimate until the
    Stack of Fate runs out: the turns its tiles last, shared round the table, and the final
    round; exact once it has run out: the final round is played once, seed 004 §The End)."""
    n = len(state.players)
    if state.ending:
        ahead = [(state.turn + k) % n for k in range(1, n)]
        if state.last_player not in ahead:
            return 0
        return int(index in ahead[: ahead.index(state.last_player) + 1])
    table = ceil(len(state.stack) / WEIGHTS["tiles_a_turn"])
    mine = sum(1 for k in range(1, table + 1) if (state.turn + k) % n == index)
    return mine + 1  # and the final round


_ACROPOLIS = {a.name: a for a in COMPONENTS.acropolis}


def _tile_points(player: Player, title: str) -> int:
    """What an Active ``title`` scores for ``player``, its Acropolis bonus included."""
    kind = city.type_of(title)
    acro = _ACROPOLIS[player.acropolis]
    return POINTS[kind] + (acro.bonus_points if acro.bonus_type == kind else 0)


def _myth_points(player: Player, myth: str) -> float:
    """A Myth in hand: playable on a tile of its Nature; worth the set if it completes one,
    and Olympia's bonus."""
    nature = city.nature(myth)
    if not any(p.tile != ACROPOLIS_TILE and city.nature(p.tile) == nature for p in player.city):
        return 0.0
    natures = {city.nature(m) for m in player.myths} | {city.acropolis_nature(player)}
    completes = nature not in natures and len(natures) + 1 == SET_NATURES
    acro = _ACROPOLIS[player.acropolis]
    bonus = acro.bonus_points if acro.bonus_type == "Myth" else 0
    return (MYTH_SET if completes else WEIGHTS["myth"]) + bonus


def _buyable(player: Player, hand: tuple[str, ...]) -> tuple[float, list[int], int]:
    """The points the spare cubes can still buy: Inactive tiles of the city made Active, tiles
    of ``hand`` played, cheapest point first. Returns the points, the spare cubes left
    (citizens, hoplites, gold off the Acropolis) and the Acropolis's Gold left."""
    spare = [0, 0, 0]
    for p in player.city[1:]:
        extra = city.excess(p)
        for k in range(3):
            spare[k] += extra[k]
    acro = player.city[0]
    spare[0] += acro.citizens
    spare[1] += acro.hoplites
    acro_gold = acro.gold
    wants: list[tuple[float, tuple[int, ...], int]] = []  # (points, missing cubes, points)
    for p in player.city[1:]:
        if not city.active(p):
            missing = tuple(max(0, c - h) for c, h in zip(city.cost(p.tile), p.cubes,
                                                          strict=True))
            wants.append((_tile_points(player, p.tile), missing, 0))
    built = {p.tile for p in player.city}
    for title in hand:
        kind = city.type_of(title)
        if kind == "Myth" or (kind == "Polis" and title in built):
            continue
        wants.append((_tile_points(player, title), city.cost(title), 0))
    wants.sort(key=lambda w: -w[0] / (sum(w[1]) + 1))
    points = 0.0
    for value, missing, _ in wants:
        c, h, g = missing
        from_acro = max(0, g - spare[2])
        if spare[0] < c or spare[1] < h or acro_gold < from_acro or value <= from_acro:
            continue
        spare[0] -= c
        spare[1] -= h
        spare[2] -= g - from_acro
        acro_gold -= from_acro
        points += value - from_acro  # the Acropolis's Gold it spends was worth a point each
    return points, spare, acro_gold


def _income(player: Player) -> int:
    """The cubes a Production action yields: Active tiles, and Myth tiles on Active tiles."""
    total = 0
    for p in player.city[1:]:
        made = city.tile(p.tile).production
        if made is not None and city.active(p):
            total += made.amount
        for myth in p.tokens:
            made = city.tile(myth).production
            if made is not None and city.active(p):
                total += made.amount
    return total


#: Promises already worked out, by (id of the Player, me, turns left, holds the Philosopher):
#: a search tries hundreds of actions that leave the other players as they were. Each entry
#: keeps its Player alive, so that its id is not reused.
_KNOWN: dict[tuple[int, int, int, bool], tuple[Player, float]] = {}
_KNOWN_MAX = 20_000


def promise(state: State, index: int, me: int) -> float:
    """The points ``index`` scores now and what it can still make of its turns, as ``me``
    may know them."""
    player = state.players[index]
    left = turns_left(state, index)
    key = (id(player), me, left, state.philosopher == index)
    known = _KNOWN.get(key)
    if known is not None and known[0] is player:
        return known[1]
    if len(_KNOWN) >= _KNOWN_MAX:
        _KNOWN.clear()
    value = _promise(state, index, me, left)
    _KNOWN[key] = (player, value)
    return value


def _promise(state: State, index: int, me: int, left: int) -> float:
    s = score(state, index)
    player = state.players[index]
    w = WEIGHTS
    hidden = index != me and not player.revealed
    value = float(s.total - (s.bonus if hidden else 0))
    value += w["tie"] * tie_break(player)[0]
    if left == 0:
        return value
    points, spare, _ = _buyable(player, player.hand if index == me else ())
    value += w["buy"] * points + w["gold"] * spare[2] + w["cube"] * (spare[0] + spare[1])
    value += w["income"] * _income(player) * min(left - 1, 3)
    if index == me:
        value += w["buy"] * sum(_myth_points(player, m) for m in player.hand
                                 if city.type_of(m) == "Myth")
    else:
        value += w["hidden_hand"] * len(player.hand)
    return value


def _philosopher(state: State, me: int) -> float:
    """In a 2-player game the Philosopher is 3 points at the end, and it goes to whoever
    shows more Political symbols at the end of his own turn: a lead keeps it."""
    if not state.options.philosopher_points:
        return 0.0
    counts = [city.political_count(p) for p in state.players]
    lead = counts[me] - max(c for i, c in enumerate(counts) if i != me)
    return WEIGHTS["philosopher"] * max(-2, min(2, lead))


def evaluate(state: State, player: str) -> float:
    """How good ``state`` looks for ``player``: a game won alone ``WIN``, a shared victory a
    share of it, a lost one ``-WIN``; otherwise its promise against the best of the others'."""
    me = state.index(player)
    if state.step == "over":
        winners = state.winners or ()
        if player not in winners:
            return -WIN
        return WIN if len(winners) == 1 else WIN * SHARED
    mine = promise(state, me, me) + _philosopher(state, me)
    best = max(promise(state, i, me) for i in range(len(state.players)) if i != me)
    return mine - best
