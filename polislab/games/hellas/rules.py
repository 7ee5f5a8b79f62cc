"""Rule helpers shared by the turn, the cards and the engine: limits, who may act, the legal
places of a voyage, the cards a player may take, and events.

Nothing here changes a state; every function reads one and answers a question of the rules.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import board
from .components import GODS, Card, Components
from .hexes import Place
from .state import City, State, other, title


def event(kind: str, text: str, rule: str, /, **data: Any) -> Event:
    return Event(kind, text, rule, data)


def illegal(rule: str, reason: str) -> IllegalAction:
    return IllegalAction(rule, reason)


# -- who acts ---------------------------------------------------------------------------------
def actor(state: State) -> str | None:
    """Who decides now: a player, "chance" for a draw, None once the game is over."""
    if state.phase == "over":
        return None
    if state.pending is not None:
        return state.pending.actor
    if state.step == "voyage" and state.reacting:
        return other(state.player)
    if state.step == "attack" and state.attack is not None and state.attack.window == "defender":
        return other(state.player)
    return state.player


# -- limits -----------------------------------------------------------------------------------
def greek_cap(c: Components) -> int:
    return c.limit("greeks per city")


def ship_cap(c: Components) -> int:
    return c.limit("ships per city")


def effect_cards(state: State, kind: str) -> list[Card]:
    """The cards played this turn whose lasting effect is ``kind``."""
    c = state.components
    return [c.card(name) for name in state.effects if c.card(name).kind == kind]


def burst_limit(state: State) -> int:
    """How many burst actions the player has this turn: 3, or 4 with more cities with temples
    than the opponent (seed 003 §5 Option 1), plus Olympian Vigour."""
    c = state.components
    me, them = state.temples(state.player), state.temples(other(state.player))
    base = c.limit("burst actions with more temples") if me > them else c.limit("burst actions")
    return base + sum(card.amount for card in effect_cards(state, "extra_action"))


def first_turn_ban(state: State, player: str) -> bool:
    """Whether ``player`` may play no god card now: the starting player on their first turn
    (seed 003 §7)."""
    return state.phase == "play" and state.turn == 1 and player == state.player


# -- god cards to take ------------------------------------------------------------------------
def deck_on_table(state: State, god: str) -> tuple[int, tuple[str, ...]]:
    """``god``'s deck as the table shows it: how many cards lie in it, and its discard pile.

    A card taken in a Burst of Strength has left the deck (seed 003 §5 Option 1: "Draw one
    card"), though polislab draws which card it was only when the burst ends (ruling HL13):
    it is counted out of the deck now. When more were taken than the deck held, the discard
    pile was shuffled into a new deck for them (ruling HL8)."""
    taken = sum(p.unseen.count(god) for p in state.players)
    taken += sum(1 for _, g, why in state.draws if g == god and why == "burst")
    deck, discard = len(state.deck(god)), state.discard(god)
    if taken <= deck:
        return deck - taken, discard
    return deck + len(discard) - taken, ()


def cards_left(state: State, god: str, player: str | None = None) -> int:
    """How many cards of ``god`` can still be drawn: its deck and its discard pile (shuffled
    into a new deck when the deck runs out, ruling HL8), less the draws already owed."""
    owed = sum(1 for _, g, _ in state.draws if g == god)
    owed += sum(p.unseen.count(god) for p in state.players)
    return len(state.deck(god)) + len(state.discard(god)) - owed


def take_limit_reason(state: State, player: str, gods: list[str]) -> str | None:
    """Why ``player`` may not take cards of ``gods`` now (None if they may): at most 7 cards
    in hand and 3 of one god, counting the cards taken and not yet looked at (seed 003 §5
    Option 1; ruling HL26), and a card must be left to draw."""
    c = state.components
    me = state.side(player)
    held = len(me.cards) + len(me.unseen) + sum(1 for p, _, _ in state.draws if p == player)
    if held + len(gods) > c.limit("hand"):
        return (f"{title(player)} holds {held} god card{'s' * (held != 1)}: at most "
                f"{c.limit('hand')} in hand")
    per_god = Counter(c.card(x).god for x in me.cards) + Counter(me.unseen)
    per_god.update(g for p, g, _ in state.draws if p == player)
    wanted = Counter(gods)
    for god in GODS:
        if wanted[god] and per_god[god] + wanted[god] > c.limit("hand per god"):
            return (f"{title(player)} holds {per_god[god]} {god} card"
                    f"{'s' * (per_god[god] != 1)}: at most {c.limit('hand per god')} of one god")
        if wanted[god] > cards_left(state, god):
            return f"the {god} deck and its discard pile hold no card to take"
    return None


# -- the voyage -------------------------------------------------------------------------------
def ships_needed(state: State) -> tuple[int, bool]:
    """The margin a voyage needs over the opponent's adjacent ships, and whether a tie is
    enough: one more ship (seed 003 §5 Option 2), a tie with Favourable Wind, one more for each
    Storm (ruling HL31)."""
    storms = sum(card.amount for card in effect_cards(state, "storm"))
    tie = bool(effect_cards(state, "voyage_tie"))
    return storms, tie


def majority(state: State, place: Place, player: str) -> tuple[bool, int, int]:
    """Whether ``player`` has the ships a voyage to ``place`` needs, with both counts."""
    mine = board.ships_next_to(state, place, player)
    theirs = board.ships_next_to(state, place, other(player))
    extra, tie = ships_needed(state)
    if mine < 1:
        return False, mine, theirs
    return (mine >= theirs + extra if tie else mine > theirs + extra), mine, theirs


def greek_for_new_city(state: State, player: str) -> bool:
    """Whether a Greek can go to a new city: from the supply, or else from a city with 2 or
    more (seed 003 §5 Option 2)."""
    if state.side(player).greeks > 0:
        return True
    return any(c.greeks >= 2 for c in state.cities_of(player))


def voyage_placements(state: State) -> list[tuple[Place, int]]:
    """Every (place, rotation) where the drawn tile may go on this voyage."""
    if state.drawn is None or not greek_for_new_city(state, state.player):
        return []
    c = state.components
    occupied = state.occupied()
    places = [p for p in board.open_places(occupied) if majority(state, p, state.player)[0]]
    return board.placements(c, occupied, c.tile(state.drawn), True, places)


def setup_placements(state: State) -> list[tuple[Place, int]]:
    c = state.components
    if state.drawn is None:
        return []
    return board.placements(c, state.occupied(), c.tile(state.drawn),
                            state.options.water_rule_in_setup)


def may_voyage(state: State) -> str | None:
    """Why the player may not choose a voyage (None if they may): a tile to draw, and a ship
    on the map (seed 003 §9 FAQ: no ships, no voyage)."""
    if state.stack_size == 0:
        return "the stack is empty: no tile is left to draw"
    if not any(c.ships for c in state.cities_of(state.player)):
        return f"{title(state.player)} has no ship on the map, so no voyage can be completed"
    return None


# -- attacks ----------------------------------------------------------------------------------
def attack_strength(state: State) -> tuple[int, int, int]:
    """(attack, defence, needed): the attacking Greeks and Battle Fury; the defending Greeks
    and Shield Wall; the attack needed to succeed: the defence over land (or with Phalanx),
    one more over water, and one more again for each High Waves."""
    a = state.attack
    assert a is not None
    c = state.components
    attack = a.greeks + sum(c.card(x).amount for x in a.attacker_cards
                            if c.card(x).kind == "attack_bonus")
    defence = state.city(a.target).greeks + sum(c.card(x).amount for x in a.defender_cards
                                                if c.card(x).kind == "defence_bonus")
    over_land = a.kind == "land" or any(c.card(x).kind == "land_odds" for x in a.attacker_cards)
    needed = defence
    if not over_land:
        needed += 1 + sum(c.card(x).amount for x in a.defender_cards
                          if c.card(x).kind == "high_waves")
    return attack, defence, needed


def over_land(state: State) -> bool:
    a = state.attack
    assert a is not None
    c = state.components
    return a.kind == "land" or any(c.card(x).kind == "land_odds" for x in a.attacker_cards)


def linked(state: State, source: City, target: City) -> str | None:
    """How ``source`` may attack ``target``: "land", "water", or None."""
    if board.land_linked(state, source, target):
        return "land"
    if board.water_linked(source, target):
        return "water"
    return None
