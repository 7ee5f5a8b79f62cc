"""After the six steps of the end of the round: the end of the game, or the next round.

A side with 0 Prestige loses (both: a draw); after round 5β the final score decides
(seed 000 §6; seed 001 §End of Game Conditions, §Final Score); otherwise the next round is
prepared (seed 000 §4 Preparation for Next Round; seed 001 §Preparations for the next Round).
Rulings HG54, HG57 (HG16), HG58.
"""

from __future__ import annotations

from dataclasses import replace

from polislab.core.events import Event

from . import citations as cite
from .components import COMPONENTS, SIDES
from .event_cards import start_round
from .state import ROUND_NAMES, State, other, side_title

END = f"{cite.SEED} §6 Scoring & End Game"
PREPARATION = f"{cite.SEED} §4 Preparation for Next Round"


def _over(state: State, result: str) -> State:
    return replace(state, phase="game_over", result=result, pending=None)


def score(state: State, side: str) -> tuple[int, int, int]:
    """(population, Prestige, Prestige for Posterity) of ``side`` (seed 000 §6): the cubes in
    its poleis, its Prestige, and the posterity of the completed projects in its poleis."""
    owned = state.owned_poleis(side)
    posterity = sum(COMPONENTS.project(name).posterity for p in owned for name in p.completed)
    return sum(p.population for p in owned), state.side(side).prestige, posterity


def final_score(state: State, side: str) -> int:
    return sum(score(state, side))


def after_steps(state: State) -> tuple[State, list[Event]]:
    """The end-of-game checks after step 6, then the preparation of the next round."""
    broke = [side for side in SIDES if state.side(side).prestige == 0]
    rule = f"{END}; {cite.ruling('HG57')}"
    if broke:
        result = "draw" if len(broke) == 2 else other(broke[0])
        who = " and ".join(side_title(s) for s in broke)
        text = (f"{who} {'have' if len(broke) == 2 else 'has'} 0 Prestige at the end of round "
                f"{state.round}: {'the game is a draw' if result == 'draw' else who + ' loses'}")
        return _over(state, result), [Event("game over", text, rule,
                                            {"losers": broke, "result": result})]
    if COMPONENTS.round_track.next(state.round) is None:
        return _final(state)
    return prepare(state)


def _final(state: State) -> tuple[State, list[Event]]:
    rule = f"{END}; {cite.ruling('HG57')}"
    events = []
    for side in SIDES:
        people, prestige, posterity = score(state, side)
        total = people + prestige + posterity
        events.append(Event("final score", f"{side_title(side)} scores {total}: population "
                            f"{people}, Prestige {prestige}, Prestige for posterity {posterity}",
                            rule,
                            {"side": side, "population": people, "prestige": prestige,
                             "posterity": posterity}))
    athens, sparta = (final_score(state, s) for s in SIDES)
    if athens != sparta:
        result = "athens" if athens > sparta else "sparta"
        text = f"{side_title(result)} wins with the higher final score"
    else:
        a, s = (state.side(side).resources.total for side in SIDES)
        result = "draw" if a == s else "athens" if a > s else "sparta"
        text = (f"The final scores are equal and so are the resources ({a}): the game is a draw"
                if result == "draw" else f"The final scores are equal: {side_title(result)} "
                f"wins with more resources ({a} to {s} for Athens and Sparta)")
    events.append(Event("game over", text, rule, {"result": result}))
    return _over(state, result), events


def prepare(state: State) -> tuple[State, list[Event]]:
    """The next round: marker, discs, merchants, project tiles, then its event card drawn and
    played (:func:`.events.start_round`, which ends with the first player)."""
    nxt = COMPONENTS.round_track.next(state.round)
    assert nxt is not None
    events = [Event("round", f"The round marker moves to round {nxt.name} (capacity "
                    f"{nxt.capacity})", PREPARATION, {"round": nxt.name})]
    state = replace(state, round=nxt.name)
    for side in SIDES:
        discs = sum(1 for d in state.tribute_discs if d.side == side)
        merchants = sum(1 for m in state.merchants_at_markets if m.side == side)
        me = state.side(side)
        state = state.with_side(side, pool=me.pool.plus(discs=discs),
                                merchants_in_port=me.merchants_in_port + merchants)
        if discs or merchants:
            back = [f"{side_title(side)} takes back {_count(discs, 'tribute disc')}"
                    if discs else "",
                    f"{_count(merchants, 'merchant')} "
                    f"{'return' if merchants > 1 else 'returns'} to {side_title(side)}'s "
                    "trade port"
                    if merchants else ""]
            events.append(Event("returned", "; ".join(b for b in back if b),
                                PREPARATION, {"side": side, "discs": discs,
                                              "merchants": merchants}))
    count = COMPONENTS.round_track.project_tiles_per_round
    offer, deck = state.project_deck[:count], state.project_deck[count:]
    events.append(Event("projects", f"Project tiles {', '.join(state.project_offer) or 'none'} "
                        f"are removed; {', '.join(offer) or 'none'} are laid out",
                        f"{PREPARATION}; {cite.ruling('HG58')}",
                        {"removed": list(state.project_offer), "offer": list(offer)}))
    state = replace(state, tribute_discs=(), merchants_at_markets=(), project_offer=offer,
                    project_deck=deck, project_discard=(*state.project_discard,
                                                        *state.project_offer))
    index = ROUND_NAMES.index(nxt.name)
    decks = list(state.event_decks)
    card, decks[index] = decks[index][0], decks[index][1:]
    state = replace(state, event_decks=tuple(decks), events_drawn=(*state.events_drawn, card),
                    phase="actions", passed=(), actions_taken=())
    state, more = start_round(state)
    return state, events + more


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' * (n != 1)}"
