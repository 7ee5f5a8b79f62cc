"""The panel's sentences for a *Hexemonia* board: a move as the move log heads it ("Ann takes
the Pasture from the face-up tiles"), and a place of the board as the keyboard cursor reads
it (the tile there with its face, what it holds and whether it is Active).

>>> from polislab.games.hexemonia import position
>>> from polislab.games.hexemonia.notation import parse_action
>>> state = position(("Ann", "Bob"), step="draw", display=["Pasture", "Agora", "Walls", "Fates"])
>>> move_heading(state, parse_action("take Pasture"))
'Ann takes the Pasture from the face-up tiles'
>>> move_heading(position(("Ann", "Bob"), turn="Bob"), parse_action("end strategy"))
'Bob ends the Strategy action'
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.games.hexemonia import engine
from polislab.games.hexemonia.actions import (
    Attack,
    CallOff,
    Charge,
    Choose,
    Commit,
    Discard,
    DiscardMyth,
    End,
    Exchange,
    Give,
    Lose,
    Move,
    Pay,
    Place,
    Play,
    PlayMyth,
    RandomDiscard,
    Remove,
    Reveal,
    Take,
    Use,
)
from polislab.games.hexemonia.city import active, tile
from polislab.games.hexemonia.components import cube_word, describe_cubes
from polislab.games.hexemonia.hexes import place as hex_of
from polislab.games.hexemonia.notation import parse_action
from polislab.games.hexemonia.state import CHANCE, State
from polislab.games.hexemonia.summary import decision_text
from polislab.games.hexemonia.turn import myth_name
from polislab.render.scene import Scene

from . import faces

__all__ = ["choice_words", "describe_place", "move_heading", "place_name", "place_words"]

CHOSEN = {"produce": "Production", "strategy": "Strategy", "special": "Special", "war": "War"}
ENDED = {"strategy": "the Strategy action", "special": "the Special action",
         "war": "the War action", "Agora": "the Agora's moves",
         "Necropolis": "the Necropolis's removals"}


def _the(title: str) -> str:
    """A tile as a sentence names it: "the Pasture", "the Oracle", but "Hades"."""
    return myth_name(title) if tile(title).is_myth else f"the {title}"


def _where(at: str | None) -> str:
    """A place in words: "the Acropolis" or "1a"."""
    return "the Acropolis" if at is None or at.upper() == "A" else at


def _cubes(count: int, kind: str) -> str:
    return f"{count} {cube_word(kind, count)}"


def move_heading(state: State, action: Any, seen_by: str | None = None,
                 show_all: bool = False) -> str:
    """Who did what in ``state``, as a sentence in the learner's words (the move log's
    heading); the Oracle's new order stays secret unless ``show_all``."""
    if isinstance(action, str):  # as a scenario stores it
        action = parse_action(action)
    who = engine.to_move(state)
    if who == CHANCE and isinstance(action, RandomDiscard):
        target = state.players[state.pending.get("target")].name if state.pending else "?"
        return f"Chance picks {_the(action.tile)} for {target} to discard (Pandora)"
    name = who or "Nobody"
    return f"{name} {_verb(state, action, show_all)}"


def choice_words(state: State, action: Any) -> str:
    """``action`` as the list of choices offers it to the player who decides, in plain words
    ("Play the Pasture at 1a", "Pay 1 Citizen from the Acropolis"); a chance outcome as what
    it makes happen ("Bob discards the Walls")."""
    if isinstance(action, str):
        action = parse_action(action)
    if isinstance(action, RandomDiscard):
        target = state.players[state.pending.get("target")].name if state.pending else "?"
        return f"{target} discards {_the(action.tile)}"
    verb, _, rest = _verb(state, action, True).partition(" ")
    if verb == "calls":  # "calls off the attack"
        verb = "call"
    elif verb.endswith("s"):  # "plays", "pays", "chooses", "loses": one "s" off each
        verb = verb[:-1]
    return f"{verb.capitalize()} {rest}".rstrip()


def _verb(state: State, action: Any, show_all: bool) -> str:
    if isinstance(action, Take):
        if action.tile is not None:
            return f"takes {_the(action.tile)} from the face-up tiles"
        return f"takes 1 {cube_word(action.resource or '', 1)} from the supply onto the Acropolis"
    if isinstance(action, Play):
        return f"plays the {action.tile} at {action.at}"
    if isinstance(action, PlayMyth):
        return f"plays {_the(action.tile)}, its token on {action.on}"
    if isinstance(action, Pay):
        return f"pays 1 {cube_word(action.cube, 1)} from {_where(action.source)}"
    if isinstance(action, DiscardMyth):
        return f"discards the Myth tile {action.tile} to the Underworld"
    if isinstance(action, Choose):
        return f"chooses {CHOSEN.get(action.action, action.action)}"
    if isinstance(action, Move):
        return (f"moves 1 {cube_word(action.cube, 1)} from {_where(action.source)} to "
                f"{_where(action.to)}")
    if isinstance(action, Exchange):
        swap = "2 Citizens for 1 Hoplite" if action.give == "citizens" else \
            "1 Hoplite for 2 Citizens"
        return f"exchanges {swap} on {_where(action.at)}"
    if isinstance(action, End):
        return f"ends {ENDED.get(action.what, action.what)}"
    if isinstance(action, Reveal):
        return "turns the Acropolis face up"
    if isinstance(action, Use):
        return _use(state, action, show_all)
    if isinstance(action, Remove):
        return f"removes 1 Citizen from {_where(action.source)} (Necropolis)"
    if isinstance(action, Give):
        return f"gives 1 {cube_word(action.cube, 1)} from {_where(action.source)}"
    if isinstance(action, Attack):
        target = state.tile_at(action.opponent, action.at)
        title = f"{target.tile} " if target is not None else "tile "
        return f"attacks {action.opponent}'s {title}({action.at})"
    if isinstance(action, Commit):
        return f"commits {_cubes(action.count, action.cube)} from {_where(action.source)}"
    if isinstance(action, Charge):
        return "charges"
    if isinstance(action, CallOff):
        return "calls off the attack"
    if isinstance(action, Lose):
        lost = describe_cubes((action.citizens, action.hoplites, 0)) or "nothing"
        return f"loses {lost} in the attack"
    if isinstance(action, Place):
        return f"places the conquered {action.tile} at {action.at}"
    if isinstance(action, Discard):
        return f"discards {_the(action.tile)} to the Underworld"
    return f"plays {action}"


def _use(state: State, action: Use, show_all: bool) -> str:
    if action.tile == "Oracle":
        if show_all and action.order:
            return f"uses the Oracle: the top tiles now {', '.join(action.order)}"
        return "uses the Oracle (the new order kept secret)"
    if action.tile == "Hades":
        return (f"uses Hades on {action.opponent}'s {action.at}, removing "
                f"{_cubes(action.count, 'citizens')}")
    text = f"uses {_the(action.tile)}"
    if action.at is not None:
        text += f" at {action.at}"
    if action.opponent is not None:
        text += f" against {action.opponent}"
    if action.resource is not None:
        text += f", taking 1 {cube_word(action.resource, 1)}"
    return text


def describe_place(state: State, scene: Scene, place: str) -> str:
    """``place`` in words, as the cursor reads it out: a tile's face and what it holds, a
    face-up tile's face, a tile in hand, or the board's own words for the place."""
    text = place_words(state, place)
    if text:
        return f"{place}: {text}."
    sentences = [s.strip() for s in scene.description.split(". ")
                 if place in s and not s.strip().startswith("Key")]
    return f"{place}: {'. '.join(sentences[:2])}" if sentences else place


def place_words(state: State, place: str) -> str:
    """What the tile at ``place`` (a scene's region) shows, in words: its face (and, in a
    city-state, what it holds and whether it is Active); the attack under way for the box
    "attack"; "" for a place with no tile."""
    words = place.split()
    if place == "attack":  # the box of an attack under way, or of a conquered tile
        return decision_text(state)
    if place.startswith("display ") and words[1].isdigit():
        number = int(words[1])
        return faces.face_words(state.display[number - 1]) if number <= len(state.display) \
            else ""
    if len(words) >= 3 and words[1] in ("hand", "myth") and words[0] in state.names:
        return faces.face_words(" ".join(words[2:]))
    if len(words) == 2 and words[0] in state.names:
        return _placed(state, words[0], words[1])
    return ""


def _placed(state: State, name: str, at: str) -> str:
    try:
        here = state.player(name).at(hex_of(at))
    except ScenarioError:  # not a place: the board's own words
        return ""
    if here is None:
        return "a free place"
    held = describe_cubes(here.cubes) or "nothing"
    if here.hex == (0, 0):
        return f"the Acropolis, holding {held}"
    tokens = f", Myth token {', '.join(here.tokens)}" if here.tokens else ""
    status = "Active" if active(here) else "Inactive"
    return f"{faces.face_words(here.tile)}; holds {held}{tokens}; {status}"


def place_name(state: State, place: str) -> str:
    """A region of the board named in a sentence: "Bob's Village (2a)", "Ann's Acropolis",
    "the Citizens on Ann's Acropolis", "face-up tile 2 (the Agora)", "the Temple in Ann's
    hand", "Ann's hand", "the Stack of Fate", the region's own name otherwise."""
    words = place.split()
    owner = words[0] if words and words[0] in state.names else ""
    rest = words[1:] if owner else words
    if owner and len(rest) == 2 and rest[1] in ("citizens", "hoplites", "gold"):
        return f"the {rest[1].capitalize()} on {place_name(state, f'{owner} {rest[0]}')}"
    if owner and len(rest) == 1:
        if rest[0] == "A":
            return f"{owner}'s Acropolis"
        try:
            here = state.player(owner).at(hex_of(rest[0]))
        except ScenarioError:
            here = None
        return f"{owner}'s {here.tile} ({rest[0]})" if here is not None \
            else f"{owner}'s free place {rest[0]}"
    if owner and len(rest) >= 2 and rest[0] in ("hand", "myth"):
        where = "hand" if rest[0] == "hand" else "Myth tiles"
        return f"the {' '.join(rest[1:])} in {owner}'s {where}"
    if len(words) == 2 and words[0] in ("hand", "city") and words[1] in state.names:
        return f"{words[1]}'s {'hand' if words[0] == 'hand' else 'city-state'}"
    if len(words) == 2 and words[0] == "display" and words[1].isdigit():
        number = int(words[1])
        shown = f" ({_the(state.display[number - 1])})" if number <= len(state.display) else ""
        return f"face-up tile {number}{shown}"
    if len(words) == 2 and words[0] == "supply":
        return f"the {words[1].capitalize()} of the supply"
    named = {"stack": "the Stack of Fate", "underworld": "the Underworld",
             "actions": "the Actions box", "attack": "the attack box"}
    return named.get(place, place)
