"""The final score (seed 004 §Scoring) and its two tie-breaks.

>>> from polislab.games.hexemonia.scoring import Score
>>> Score("red", 5, 4, 8, 3, 2, 0).total
22
"""

from __future__ import annotations

from typing import NamedTuple

from polislab.core.events import Event

from . import citations as cite
from . import city
from .components import COMPONENTS
from .state import ACROPOLIS_TILE, Player, State, evolve
from .turn import event

POINTS = {"Chora": COMPONENTS.rule("points_chora"),
          "Fortification": COMPONENTS.rule("points_fortification"),
          "Polis": COMPONENTS.rule("points_polis")}
MYTH_SET = COMPONENTS.rule("points_myth_set")
SET_NATURES = COMPONENTS.rule("myth_set_natures")
GOLD = COMPONENTS.rule("points_gold")
PHILOSOPHER = COMPONENTS.rule("points_philosopher_2p")


class Score(NamedTuple):
    """One player's points by source."""

    player: str
    tiles: int  # Active Chora and Fortification tiles, 1 each
    polis: int  # Active Polis tiles, 2 each
    myth_set: int  # 8 for Myth tiles of three Natures (the Acropolis counting as one)
    gold: int  # 1 per Gold on the Acropolis
    bonus: int  # the Acropolis's bonus
    philosopher: int  # 3 in a two-player game without Uprisings

    @property
    def total(self) -> int:
        return self.tiles + self.polis + self.myth_set + self.gold + self.bonus + \
            self.philosopher


def active_myths(player: Player) -> list[str]:
    """Myth tiles whose token stands on an Active tile."""
    out = []
    for myth in player.myths:
        holder = next((p for p in player.city if myth in p.tokens), None)
        if holder is not None and city.active(holder):
            out.append(myth)
    return out


def score(state: State, index: int) -> Score:
    player = state.players[index]
    actives = [p for p in player.city if p.tile != ACROPOLIS_TILE and city.active(p)]
    by_type = {t: sum(1 for p in actives if city.type_of(p.tile) == t)
               for t in ("Chora", "Fortification", "Polis")}
    natures = {city.nature(m) for m in player.myths}
    natures.add(city.acropolis_nature(player))  # "for scoring purposes only ... a Myth tile"
    myth_set = MYTH_SET if len(natures) >= SET_NATURES else 0
    gold = player.city[0].gold * GOLD
    acro = COMPONENTS.acropolis_tile(player.acropolis)
    count = len(active_myths(player)) if acro.bonus_type == "Myth" else by_type[acro.bonus_type]
    philosopher = PHILOSOPHER if (state.options.philosopher_points
                                  and state.philosopher == index) else 0
    return Score(player.name, by_type["Chora"] * POINTS["Chora"]
                 + by_type["Fortification"] * POINTS["Fortification"],
                 by_type["Polis"] * POINTS["Polis"], myth_set, gold,
                 count * acro.bonus_points, philosopher)


def tie_break(player: Player) -> tuple[int, int]:
    """The tie-breaks: Active tiles of the Acropolis's Nature, then Gold on the Acropolis
    (ruling HX26: tiles of the city-state, not Myth tiles nor the Acropolis itself)."""
    nature = city.acropolis_nature(player)
    same = sum(1 for p in player.city if p.tile != ACROPOLIS_TILE and city.active(p)
               and city.nature(p.tile) == nature)
    return same, player.city[0].gold


def ranking(state: State) -> tuple[list[Score], tuple[str, ...], list[Event]]:
    scores = [score(state, i) for i in range(len(state.players))]
    events = []
    for s, player in zip(scores, state.players, strict=True):
        parts = [f"{s.tiles} for Chora and Fortification tiles", f"{s.polis} for Polis tiles"]
        if s.myth_set:
            parts.append(f"{s.myth_set} for Myth tiles of three Natures")
        parts.append(f"{s.gold} for Gold on the Acropolis")
        parts.append(f"{s.bonus} from {player.acropolis}")
        if s.philosopher:
            parts.append(f"{s.philosopher} for the Philosopher")
        events.append(event("score", f"{player.name} ({player.acropolis}) scores {s.total}: "
                                     + ", ".join(parts), cite.SCORING,
                            player=player.name, total=s.total))
    best = max(s.total for s in scores)
    tied = [i for i, s in enumerate(scores) if s.total == best]
    if len(tied) > 1:
        keys = {i: tie_break(state.players[i]) for i in tied}
        top = max(keys.values())
        winners_i = [i for i in tied if keys[i] == top]
        tally = ", ".join(f"{state.players[i].name} {keys[i][0]} Active tiles of its "
                          f"Acropolis's Nature and {keys[i][1]} Gold" for i in tied)
        events.append(event("tie", f"a tie at {best} points, broken by Active tiles of the "
                                   f"Acropolis's Nature, then Gold on the Acropolis: {tally}",
                            cite.both(cite.SCORING, "HX26")))
    else:
        winners_i = tied
    winners = tuple(state.players[i].name for i in winners_i)
    if len(winners) == 1:
        events.append(event("winner", f"{winners[0]} wins with {best} points", cite.SCORING,
                            winners=list(winners)))
    else:
        events.append(event("winner", f"{' and '.join(winners)} share the victory with {best} "
                                      f"points", cite.both(cite.SCORING, "HX26"),
                            winners=list(winners)))
    return scores, winners, events


def final_scores(state: State) -> tuple[State, list[Event]]:
    """The game is over: every Acropolis is turned face up and the points are added up."""
    state = evolve(state, players=tuple(evolve(p, revealed=True) for p in state.players))
    scores, winners, events = ranking(state)
    state = evolve(state, step="over", pending=None, action=None, progress=(),
                   scores=tuple(s.total for s in scores), winners=winners)
    intro = event("game over", "the holder of the Last Player token has played the final turn: "
                               "the game is over, every Acropolis is revealed", cite.END)
    return state, [intro, *events]
