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

from typing import NamedTuple

from . import city
from .components import COMPONENTS, describe_cubes
from .hexes import place
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
    if state.pending is not None and state.step != "over":
        lines.append(decision_text(state) + ".")
    return "\n".join(lines)


#: What a pending decision asks, in a learner's words ("{who}" is the player who decides).
DECISIONS: dict[str, str] = {
    "pay": "{who} pays the new tile's cost, cube by cube",
    "commit": "{who} commits Citizens and Hoplites to the attack",
    "casualties": "{who} chooses the attack's losses",
    "place": "{who} places the conquered tile",
    "give": "{who} gives a cube from a tile of the city-state",
    "agora": "{who} moves Resources with the Agora",
    "necropolis": "{who} removes Citizens with the Necropolis",
    "pandora": "chance picks the tile Pandora discards",
    "myth discard": "{who} discards one of four Myth tiles",
    "discard": "{who} discards down to four tiles",
}


def decision_words(state: State) -> str:
    """What a pending decision asks, in a few words: "Ann commits Citizens and Hoplites to
    the attack" (empty when none is pending)."""
    pending = state.pending
    if pending is None:
        return ""
    who = "chance" if pending.is_chance else state.players[pending.actor].name
    return DECISIONS.get(pending.kind, "{who} decides: " + pending.kind).format(who=who)


class AttackView(NamedTuple):
    """An attack under way, as the board draws it: who attacks which tile, what defends it
    (the Citizens and Hoplites on it, the one Fortification that counts and its shield), the
    value the attack must exceed, and the cubes committed and their worth. Once the tile has
    fallen (the attacker choosing his losses), ``fallen`` and ``loss``, the worth he loses."""

    attacker: str
    defender: str
    tile: str
    at: str
    defenders: tuple[int, int]
    fort: str | None
    shield: int
    to_beat: int
    committed: tuple[int, int, int]
    worth: int
    fallen: bool
    loss: int


def attack_view(state: State) -> AttackView | None:
    """The attack the game waits on (a "commit" or "casualties" decision), or None."""
    pend = state.pending
    if pend is None or pend.kind not in ("commit", "casualties") or state.step == "over":
        return None
    foe = state.players[pend.get("target")]
    h = place(pend.get("at"))
    target = foe.at(h)
    assert target is not None
    fort = city.fortification_for(foe.city, h, state.options)
    shield = COMPONENTS.tile(fort.tile).shield if fort is not None else 0
    held = tuple(pend.get("held"))
    fallen = pend.kind == "casualties"
    loss = pend.get("loss", 0)
    if fallen:  # the defenders are gone: the loss says what they were worth
        to_beat, defenders = loss, (loss - 2 * shield, 0)
    else:
        to_beat, defenders = city.defence(foe.city, h, state.options)[0], target.cubes[:2]
    return AttackView(state.players[state.turn].name, foe.name, target.tile, target.at,
                      (defenders[0], defenders[1]), None if fort is None else fort.tile,
                      shield, to_beat, (held[0], held[1], held[2]),
                      city.fighting_value(held[0], held[1]), fallen, loss)


def defence_words(view: AttackView) -> str:
    """"1 Citizen and the Phalanx's shield of 1 Hoplite" (what the attack must exceed)."""
    held = describe_cubes((*view.defenders, 0)) or "no one"
    if view.fort is None:
        return held
    mark = COMPONENTS.mark(view.fort, "shield")
    return (f"{held} and the {view.fort}'s shield of {view.shield}{mark} "
            f"Hoplite{'s' * (view.shield != 1)}")


def decision_text(state: State) -> str:
    """What the game waits for, as a sentence with its details: "Ann commits Citizens and
    Hoplites to the attack on Bob's Pasture (1a): 2 Citizens committed, worth 2; the defence,
    1 Citizen and the Phalanx's shield of 1 Hoplite, is worth 3"."""
    pend = state.pending
    if pend is None:
        return ""
    text = decision_words(state)
    view = attack_view(state)
    if view is not None and not view.fallen:
        committed = describe_cubes(view.committed) or "nothing"
        return (f"{text} on {view.defender}'s {view.tile} ({view.at}): {committed} committed, "
                f"worth {view.worth}; the defence, {defence_words(view)}, is worth "
                f"{view.to_beat}, and the attack must be worth more")
    if view is not None:
        from .war import owed_words

        return (f"{text}: {view.defender}'s {view.tile} ({view.at}) has fallen to "
                f"{describe_cubes(view.committed)}, worth {view.worth}, and "
                f"{view.attacker} loses {owed_words(view.loss, view.shield)}")
    if pend.kind == "place":
        tokens = pend.get("tokens") or ()
        cubes = describe_cubes(tuple(pend.get("held"))) or "nothing"
        extra = f" and the {' and '.join(tokens)} token" if tokens else ""
        return f"{text}, the {pend.get('tile')}, with {cubes}{extra}"
    if pend.kind == "pay":
        tile = state.players[state.turn].at(place(pend.get("at")))
        owe = describe_cubes(tuple(pend.get("owe"))) or "nothing"
        title = tile.tile if tile is not None else "tile"
        return f"{text}: the {title} at {pend.get('at')} still needs {owe}"
    if pend.kind == "give":
        to = state.players[state.turn].name
        return f"{text}: 1 {_cube(pend.get('cube'))} to {to}'s {pend.get('tile')}"
    if pend.kind == "pandora":
        return f"{text} from {state.players[pend.get('target')].name}'s hand"
    return text


def _cube(kind: str) -> str:
    from .components import cube_word

    return cube_word(kind, 1)
