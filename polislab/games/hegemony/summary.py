"""A compact text summary of a state, for a tutorial to print (``str(state)``).

>>> from polislab.core import ScriptedRandomness
>>> from polislab.games.hegemony.setup import initial_state
>>> from polislab.games.hegemony.state import PROJECT_NAMES, event_deck_cards
>>> round_3 = sorted(event_deck_cards("3"), key=lambda card: card != "No Event")
>>> decks = {"projects": PROJECT_NAMES, "events 3": round_3}
>>> for deck in ("4", "5α", "5β"):
...     decks[f"events {deck}"] = event_deck_cards(deck)
>>> print(initial_state(ScriptedRandomness(decks=decks)))
Round 3 (capacity 3), action phase: Sparta to act, 0 of 2 actions taken.
Event: No Event (No effect.)
Athens: Prestige 4; metal 4 wood 4 wine 4 oil 4 silver 0 wheat 4
  pool: 29 cubes, 22 discs, 7 merchants; proxenos in Athenai; merchants: 1 in port
  poleis: Athenai 5, Chios 2, Chalkis 1
  hoplites: Attika 3, Ionia 2; galleys: Kyklades 2, Noties Sporades 1
Sparta: Prestige 4; metal 4 wood 4 wine 4 oil 4 silver 4 wheat 0
  pool: 33 cubes, 22 discs, 7 merchants; proxenos in Sparta; merchants: 1 in port
  poleis: Sparta 4, Pylos 2, Gytheion 1
  hoplites: Lakedaimon 3; galleys: Myrtöo Pelagos 1, Ionio Pelagos 1
Projects on offer: Temple of Zeus, Temple of Apollo, Theatre with episkenion (11 face down)
Market: metal 3, wood 3, wine 3, oil 3 (spaces 0, 0, 0, 0)
"""

from __future__ import annotations

from .components import COMPONENTS, GOODS, RESOURCES, SIDES
from .event_cards import KINDS, current_card
from .round_prep import score
from .state import State, side_title


def summary(state: State) -> str:
    lines = [_headline(state)]
    card = current_card(state)
    if card is not None:
        lines.append(f"Event: {card.name}" + (f" ({card.effect})" if card.effect else ""))
    if state.blocked_collection:
        lines.append(f"  not to be collected this round: {', '.join(state.blocked_collection)}")
    if state.commanders:
        lines.append("  commanders used: " + ", ".join(map(side_title, state.commanders)))
    for side in state.sides:
        resources = " ".join(f"{r} {side.resources[r]}" for r in RESOURCES)
        lines.append(f"{side_title(side.name)}: Prestige {side.prestige}; {resources}")
        pool = side.pool
        proxenos = f"proxenos in {side.proxenos}" if side.proxenos else "proxenos off the board"
        at_markets = sum(1 for m in state.merchants_at_markets if m.side == side.name)
        merchants = f"merchants: {side.merchants_in_port} in port" + (
            f", {at_markets} at markets" if at_markets else "")
        lines.append(f"  pool: {pool.cubes} cubes, {pool.discs} discs, {pool.merchants} "
                     f"merchants; {proxenos}; {merchants}")
        poleis = ", ".join(f"{p.name} {p.population}" for p in state.owned_poleis(side.name))
        lines.append(f"  poleis: {poleis or 'none'}")
        units = [f"{kind}: " + ", ".join(parts) for kind, parts in _units(state, side.name)
                 if parts]
        lines.append("  " + ("; ".join(units) if units else "no units"))
        away = [a for a in state.away if a.side == side.name]
        if away:
            lines.append(f"  sent away: {len(away)} {away[0].unit}(s) to {away[0].destination}, "
                         f"back at the end of the round ({away[0].returning})")
    lines.append(f"Projects on offer: {', '.join(state.project_offer) or 'none'} "
                 f"({len(state.project_deck)} face down)")
    begun = [f"{p.project} in {p.name}" for p in state.poleis if p.project]
    if begun:
        lines.append(f"Projects begun: {', '.join(begun)}")
    values = ", ".join(f"{good} {COMPONENTS.market_chart.value(state.round, space)}"
                       for good, space in zip(GOODS, state.market, strict=True))
    lines.append(f"Market: {values} (spaces {', '.join(map(str, state.market))})")
    if state.battles:
        lines.append(f"Battles due: {', '.join(state.battles)}")
    if state.battle is not None:
        from .battle import describe

        lines.append(describe(state.battle))
    if state.pending is not None:
        lines.append(f"Waiting for {state.pending.describe()}")
    return "\n".join(lines)


def outcome_words(state: State) -> str:
    """Who won, with the final scores when the score decided: the last round ended with both
    sides above 0 Prestige (Hegemony reference §6)."""
    result = state.result
    assert result is not None, "a game over has its result"
    won = "a draw" if result == "draw" else f"{side_title(result)} has won"
    by_score = (COMPONENTS.round_track.next(state.round) is None
                and all(state.side(side).prestige > 0 for side in SIDES))
    if not by_score:
        return won
    scores = ", ".join(f"{side_title(side)} {sum(score(state, side))}" for side in SIDES)
    return f"{won} (final score {scores})"


def _headline(state: State) -> str:
    head = f"Round {state.round} (capacity {state.capacity})"
    if state.phase == "actions":
        head += f", {turn_words(state)}"
    elif state.phase == "game_over":
        head += f", game over: {outcome_words(state)}"
    else:
        head += ", end of the round (both players have passed)"
    return head + "."


#: The event cards' questions asked at the start of a round, before its first player is
#: chosen (Great Commanders' "event double" comes after a battle).
_ROUND_START = frozenset(KINDS) - {"event double"}


def turn_words(state: State) -> str:
    """What the action phase waits for, in words: "action phase: Sparta to act, 0 of 2
    actions taken"; "action phase: Athens acts alone, Sparta passed: 1 action a turn, 1
    resource more each" (Hegemony reference §4; ruling HG28); or, first, the event card's
    question at the start of the round, a battle being fought or another decision."""
    pending = state.pending
    if pending is not None and pending.kind in _ROUND_START:
        return ("start of the round: its event card is being answered, and the first player "
                "is chosen after it")
    if state.battle is not None:
        return (f"action phase: the battle in {state.battle.territory} is fought first, then "
                f"{_next_turn(state)}")
    if pending is not None and not pending.is_chance:
        return f"action phase: a decision first (below), then {_next_turn(state)}"
    return f"action phase: {acting_text(state)}"


def acting_text(state: State) -> str:
    """Who acts now and how: "Sparta to act, 0 of 2 actions taken", or, once the other side
    has passed, "Athens acts alone, Sparta passed: 1 action a turn, 1 resource more each"
    (Hegemony reference §4; polislab ruling HG28)."""
    track = COMPONENTS.round_track
    who = side_title(state.player)
    if len(state.passed) == 2:
        return "both players have passed"
    if state.passed:
        extra = track.extra_action_cost
        return (f"{who} acts alone, {side_title(state.passed[0])} passed: 1 action a turn, "
                f"{extra} resource{'s' * (extra != 1)} more each")
    return (f"{who} to act, {len(state.actions_taken)} of {track.actions_per_turn} actions "
            "taken")


def _next_turn(state: State) -> str:
    if len(state.passed) == 2:
        return "the end of the round"
    if state.passed:
        return f"{side_title(state.player)} acts alone"
    return f"{side_title(state.player)}'s turn"


def _units(state: State, side: str) -> list[tuple[str, list[str]]]:
    hoplites = [f"{t.name} {t.of(side).hoplites}" for t in state.territories if t.of(side).hoplites]
    galleys = [f"{t.name} {t.of(side).galleys}" for t in state.territories if t.of(side).galleys]
    return [("hoplites", hoplites), ("galleys", galleys)]
