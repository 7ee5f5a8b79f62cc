"""A compact text summary of a state, for a tutorial to print (``str(state)``).

>>> from polislab.games.hellas import engine
>>> state, _ = engine.deal(engine.initial_state(), 3)
>>> state, _ = engine.apply(state, "place Sparta at 0,-1 rotation 5")
>>> print(state)
Setup, initial map creation: a tile to be drawn for Dark; 22 tiles in the stack.
Light: 14 Greeks and 9 ships in the supply; cards: Battle Fury, Shipwrights, Aegis
  cities: Sparta 1G 1S (0,-1)
Dark: 15 Greeks and 10 ships in the supply; cards: Call to Arms, Storm, Winged Sandals
  cities: none
"""

from __future__ import annotations

from .hexes import format_place
from .rules import actor, burst_limit
from .state import CHANCE, State, plural, title
from .turn import attacker_choices


def headline(state: State) -> str:
    """One sentence: the phase, the turn, and who is to do what."""
    if state.phase == "over":
        return f"Game over: {state.reason}."
    who = actor(state)
    if state.phase == "setup":
        head = "Setup, " + ("dealing the hands" if state.step == "deal"
                            else "initial map creation")
    else:
        head = f"Turn {state.turn}, {title(state.player)}'s turn"
    return f"{head}: {_doing(state, who)}; {plural(state.stack_size, 'tile')} in the stack."


def _doing(state: State, who: str | None) -> str:
    p = state.pending
    if p is not None:
        if p.actor == CHANCE:
            if p.kind == "tile draw":
                return f"a tile to be drawn for {title(p.get('player'))}"
            god = p.get("god")
            article = "an" if god[0] in "AEIOU" else "a"  # "an Ares card"
            return f"{article} {god} card to be drawn for {title(p.get('player'))}"
        optional = state.placements[0][3] != "voyage" and not state.options.card_moves_required
        return (f"{title(p.actor)} to choose where the {p.get('piece')} for {p.get('to')} comes "
                "from" + (", or to take none" if optional else ""))
    name = title(who or "")
    c = state.components
    if state.step == "map" and state.drawn:
        return f"{name} to place the drawn tile, {state.drawn}"
    if state.step == "start":
        return f"{name} to choose a Burst of Strength, a voyage or an attack"
    if state.step == "burst":
        used, limit = state.burst_used, burst_limit(state)
        text = f"{name} in a Burst of Strength, {used} of {limit} actions taken"
        if c.limit("burst actions") <= used < limit and not state.options.all_burst_actions:
            text += " (the rest optional)"
        return text
    if state.step == "voyage":
        if state.reacting:
            return f"{name} may play a card against the voyage ({state.drawn} drawn)"
        return f"{name} to place the drawn tile, {state.drawn}, or reject it"
    if state.step == "voyage ship":
        return f"{name} to return a ship next to {state.regroup_to}"
    if state.step == "attack" and state.attack is not None:
        a = state.attack
        how = "over land" if a.kind == "land" else "over water"
        doing = "may play a card in defence" if a.window == "defender" else \
            f"may {attacker_choices(state)}"
        return f"attack on {a.target} {how} with {plural(a.greeks, 'Greek')}: {name} {doing}"
    if state.step == "capture":
        return f"{name} to place ships beside {state.regroup_to}"
    if state.step == "regroup":
        where = f" into {state.regroup_to}" if state.regroup_to else ""
        return f"{name} regrouping{where}"
    return f"{name} to act"


def summary(state: State) -> str:
    lines = [headline(state)]
    c = state.components
    for p in state.players:
        hand = ", ".join(p.cards) or "none"
        extra = []
        if p.fresh:
            extra.append(f"new this turn: {', '.join(p.fresh)}")
        if p.unseen:
            extra.append(f"taken, not yet seen: {', '.join(p.unseen)}")
        more = f" ({'; '.join(extra)})" if extra else ""
        lines.append(f"{title(p.name)}: {plural(p.greeks, 'Greek')} and "
                     f"{plural(p.ships, 'ship')} in the supply; cards: {hand}{more}")
        cities = [f"{x.tile}{'*' if c.tile(x.tile).temple else ''} {x.greeks}G {x.ships}S "
                  f"({format_place(x.place)})" for x in state.cities_of(p.name)]
        lines.append(f"  cities: {', '.join(cities) if cities else 'none'}")
    if state.drawn:
        lines.append(drawn_text(state))
    if state.effects:
        lines.append(f"In play this turn: {', '.join(state.effects)}")
    return "\n".join(lines)


def drawn_text(state: State) -> str:
    """The drawn tile in words, as printed: "Drawn tile: Argos, as printed (rotation 0): land
    on the north and north-east edges; rotation k turns it k sixths of a turn clockwise"."""
    tile = state.components.tile(state.drawn or "")
    return (f"Drawn tile: {tile.name}, as printed (rotation 0): {tile.looks()}; rotation k "
            "turns it k sixths of a turn clockwise")
