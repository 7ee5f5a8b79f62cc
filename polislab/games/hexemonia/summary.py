"""``str(state)``: the whole table in a few lines of text.

>>> from polislab.games.hexemonia.setup import position
>>> print(position(("Andrea", "Barbara"), cities={"Andrea": {"1a": "Pasture 1c"}},
...                hands={"Andrea": ["Walls"]}, turn="Andrea"))
Hexemonia, 2 players, turn 1: Andrea, step B (play tiles, then choose an action)
Andrea (Athens, face up), hand Walls: A 2c 1g; 1a Pasture 1c (active)
Barbara (Sparta, face up), hand -: A 2c 1g
Face up: Agora, Amphitheater, Asty, Gymnasium; Stack of Fate: 17 tiles; Underworld: -
Supply 55c 30h 48g; Philosopher: nobody; Last Player token: Barbara
"""

from __future__ import annotations

from . import city
from .state import ACROPOLIS_TILE, Placed, Player, State

STEP_TEXT = {
    "draw": "step A (draw)",
    "play": "step B (play tiles, then choose an action)",
    "action": "step C",
    "discard": "step D",
    "over": "the game is over",
}


def cubes_text(p: Placed) -> str:
    parts = [f"{n}{k}" for n, k in zip(p.cubes, "chg", strict=True) if n]
    return " ".join(parts)


def tile_text(p: Placed) -> str:
    if p.tile == ACROPOLIS_TILE:
        return f"A {cubes_text(p)}".rstrip()
    text = f"{p.at} {p.tile}"
    if cubes_text(p):
        text += " " + cubes_text(p)
    text += " (active)" if city.active(p) else " (inactive)"
    for t in p.tokens:
        text += f" +{t}"
    return text


def player_text(p: Player) -> str:
    face = "face up" if p.revealed else "hidden"
    hand = ", ".join(p.hand) or "-"
    myths = f", myths {', '.join(p.myths)}" if p.myths else ""
    return (f"{p.name} ({p.acropolis}, {face}), hand {hand}{myths}: "
            + "; ".join(tile_text(t) for t in p.city))


def summary(state: State) -> str:
    n = len(state.players)
    if state.step == "over":
        head = f"Hexemonia, {n} players: the game is over"
        if state.scores is not None and state.winners is not None:
            head += " (" + ", ".join(f"{p.name} {s}" for p, s in zip(
                state.players, state.scores, strict=True)) + f"; won by {', '.join(state.winners)})"
    else:
        step = STEP_TEXT[state.step]
        if state.step == "action" and state.action:
            step += f" ({state.action})"
        head = f"Hexemonia, {n} players, turn {state.turns}: {state.current.name}, {step}"
        if state.ending:
            head += ", final round"
    lines = [head, *(player_text(p) for p in state.players)]
    philosopher = "nobody" if state.philosopher is None else \
        state.players[state.philosopher].name
    c, h, g = state.supply
    stack = len(state.stack)
    lines.append(f"Face up: {', '.join(state.display) or '-'}; Stack of Fate: {stack} "
                 f"tile{'' if stack == 1 else 's'}; "
                 f"Underworld: {', '.join(state.underworld) or '-'}")
    lines.append(f"Supply {c}c {h}h {g}g; Philosopher: {philosopher}; Last Player token: "
                 f"{state.players[state.last_player].name}")
    if state.pending is not None:
        who = "chance" if state.pending.is_chance else state.players[state.pending.actor].name
        lines.append(f"Waiting for {who}: {state.pending.kind}")
    return "\n".join(lines)
