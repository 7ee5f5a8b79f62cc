"""Playing *Hexemonia* by clicks: what the generic widgets ask of a game.

:class:`~polislab.widgets.PlayView` lists the legal actions once per state and asks
:func:`action_paths` which places on the picture each one involves; a click on a place offers
every legal action involving it, in a list, and choosing one plays it. The places are the
regions of :func:`polislab.games.hexemonia.ui.board.scene`:

* a face-up tile ("display 2"): take it; a Resource of the supply ("supply gold"): take it
  onto the Acropolis (step A's second draw);
* a tile in one's hand ("red hand Pasture") or the hand's row: play it (each free place it may
  go, or each tile a Myth token may stand on), discard it (step D);
* a hex of a city-state ("red 1b"): a tile played there, a Myth token placed on it, the cubes
  paid, moved, exchanged, committed to an attack or given from it, its gear ability used, an
  opponent's tile attacked or targeted (Hades), a conquered tile placed there;
* a cube on a tile ("red 1b gold"): the actions that take that cube from there;
* a Myth tile in front of a player ("red myth Oracle"): use it, discard it (a fourth Myth);
* the Acropolis ("red A"): reveal it, a Resource taken onto it, cubes moved from or to it;
* the Stack of Fate: the Oracle and the Fates, which use it;
* the "actions" box (top right): step A's draws, the action of step C, every "end", and every
  answer to a pending decision, so a learner never has to find its place first.

Pandora's random tile is a chance action: the widget draws it by its odds, or offers it to a
tutorial's author with its odds (see :func:`choice_label`). The rest (keyboard cursor, side
labels, turn line, hint) is here too. Hidden information: only the hand of the player the
board shows face up has clickable tiles (the others are a count).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
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
from polislab.games.hexemonia.city import tile
from polislab.games.hexemonia.state import CHANCE, State
from polislab.render.scene import Rect, Scene, Shape, region_towards

from . import board as look
from . import words

__all__ = [
    "ACTIONS_BOX",
    "CONFIRM_CHOICE",
    "KEY_STEPS",
    "action_paths",
    "action_text",
    "choice_label",
    "click_hint",
    "cursor_shapes",
    "event_text",
    "explain_click",
    "side_label",
    "step_cursor",
    "turn_text",
]

#: A click always offers its actions in a list, even a single one: a tile played or a cube
#: moved cannot be taken back within the rules, so the learner confirms it.
CONFIRM_CHOICE = True

ACTIONS_BOX = "actions"  # the region of the box that lists the turn's choices and decisions
KINDS = ("citizens", "hoplites", "gold")


# --- which places each action involves -------------------------------------------------------


def action_paths(state: State, action: Any) -> list[tuple[str, ...]]:
    """The places (scene regions) a click on which offers ``action``, each a one-click path:
    ``[("display 2",)]`` for "take Pasture" when the Pasture is the second face-up tile."""
    places = _places(state, action)
    if state.pending is not None:
        places.insert(0, ACTIONS_BOX)  # every answer to a decision is in the box
    return [(p,) for p in dict.fromkeys(places)]


def _places(state: State, action: Any) -> list[str]:
    me = state.players[state.turn].name
    actor = (
        me
        if state.pending is None or state.pending.is_chance
        else state.players[state.pending.actor].name
    )
    if isinstance(action, Take):
        if action.tile is not None:
            shown = [f"display {i + 1}" for i, t in enumerate(state.display) if t == action.tile]
            return [*shown, ACTIONS_BOX]
        return [f"supply {action.resource}", f"{me} A", ACTIONS_BOX]
    if isinstance(action, (Play, PlayMyth)):
        at = action.at if isinstance(action, Play) else action.on
        return [f"{me} hand {action.tile}", f"hand {me}", f"{me} {at}"]
    if isinstance(action, Discard):
        return [f"{me} hand {action.tile}", f"hand {me}", ACTIONS_BOX]
    if isinstance(action, Pay):
        paid = state.pending.get("at") if state.pending is not None else None
        return [*_cube(me, action.source, action.cube), *([f"{me} {paid}"] if paid else [])]
    if isinstance(action, DiscardMyth):
        return [f"{me} myth {action.tile}", ACTIONS_BOX]
    if isinstance(action, Move):
        return [*_cube(me, action.source, action.cube), f"{me} {action.to}"]
    if isinstance(action, Exchange):
        return [f"{me} {action.at}"]
    if isinstance(action, Use):
        return _use_places(state, me, action)
    if isinstance(action, Remove):
        return _cube(me, action.source, "citizens")
    if isinstance(action, Give):
        to = state.pending.get("to") if state.pending is not None else None
        return [*_cube(actor, action.source, action.cube), *([f"{me} {to}"] if to else [])]
    if isinstance(action, RandomDiscard) and state.pending is not None:  # (always pending)
        target = state.players[state.pending.get("target")].name
        return [f"hand {target}", ACTIONS_BOX]
    if isinstance(action, Attack):
        return [f"{action.opponent} {action.at}", f"city {action.opponent}"]
    if isinstance(action, Commit):
        return [*_cube(me, action.source, action.cube), *_target(state)]
    if isinstance(action, (Charge, CallOff, Lose)):
        return [*_target(state), ACTIONS_BOX]
    if isinstance(action, Place):
        return [f"{me} {action.at}", ACTIONS_BOX]
    if isinstance(action, Reveal):
        return [f"{me} A", ACTIONS_BOX]
    if isinstance(action, (Choose, End)):
        return [ACTIONS_BOX]
    return [ACTIONS_BOX]


def _cube(player: str, at: str, kind: str) -> list[str]:
    """A tile and the cube of ``kind`` on it."""
    return [f"{player} {at} {kind}", f"{player} {at}"]


def _target(state: State) -> list[str]:
    """The tile under attack, while an attack is being fought."""
    pend = state.pending
    if pend is None or pend.get("at") is None or pend.get("target") is None:
        return []
    return [f"{state.players[pend.get('target')].name} {pend.get('at')}"]


def _use_places(state: State, me: str, action: Use) -> list[str]:
    if tile(action.tile).is_myth:
        places = [f"{me} myth {action.tile}"]
        if action.tile == "Hades":
            places.append(f"{action.opponent} {action.at}")
        elif action.tile in ("Oracle", "Fates"):
            places.append("stack")
        elif action.opponent is not None:
            places += [f"hand {action.opponent}", f"city {action.opponent}"]
        return places
    places = [f"{me} {action.at}"]
    if action.resource is not None:
        places.append(f"supply {action.resource}")
    if action.opponent is not None:
        places.append(f"city {action.opponent}")
    return places


# --- the list of choices ---------------------------------------------------------------------


def choice_label(state: State, action: Any) -> str:
    """How ``action`` reads in the list, in plain words (:func:`.words.choice_words`: "Play
    the Pasture at 1a"), and for Pandora's random tile its exact odds ("blue discards the
    Walls (1 in 3)")."""
    text = words.choice_words(state, action)
    if state.pending is not None and state.pending.is_chance:
        odds: dict[str, Fraction] = {}
        for outcome, p in engine.chance_outcomes(state):
            odds[str(outcome)] = odds.get(str(outcome), Fraction(0)) + p
        if str(action) in odds:
            p = odds[str(action)]
            return f"{text} ({p.numerator} in {p.denominator})"
    return text


# --- words -----------------------------------------------------------------------------------


def side_label(side: str) -> str:
    """A player's name as the board writes it; chance is "Chance (Pandora's random tile)"."""
    if side == CHANCE:
        return "Chance (Pandora's random tile)"
    return side


STEP_WORDS = {
    "draw": "step A, draw",
    "play": "step B, play tiles or choose the action",
    "discard": "step D, discard",
}


def turn_text(state: State) -> str:
    """Who acts now and how: "red: step A, draw", "blue gives a cube from his city-state"."""
    if state.step == "over":
        return "The game is over"
    if state.pending is not None:
        if state.pending.is_chance:
            return "Waiting for chance: the tile Pandora takes"
        return look.decision_words(state)
    step = STEP_WORDS.get(state.step) or f"step C, {state.action}"
    return f"{state.players[state.turn].name}: {step}"


def click_hint(state: State) -> str:
    """What to click to begin."""
    if state.pending is not None:
        return (
            "Click the yellow Decision box at the top right (or the tile it is about) to "
            "see the answers, or type one in the box."
        )
    if state.step == "draw":
        return "Click a face-up tile to take it, or type an action such as 'take Pasture'."
    return (
        "Click a tile in your hand, a hex of a city-state, a cube, a Myth, the Stack of Fate "
        "or the Actions box at the top right to see what you can do there."
    )


def action_text(action: Any, seen_by: str | None = None, show_all: bool = False) -> str:
    """``action`` as the panel writes it: the Oracle's new order of the Stack of Fate is
    secret (seed 004: the Oracle looks at the stack in private), so a shared view leaves it
    out."""
    if getattr(action, "tile", None) == "Oracle" and getattr(action, "order", ()) \
            and not show_all:
        return "use Oracle (the new order kept secret)"
    return str(action)


def event_text(event: Event, seen_by: str | None = None, show_all: bool = False) -> str:
    """``event`` in words (the engine's texts never name a tile drawn into a hidden hand)."""
    return event.explain()


# --- a click that offers nothing -------------------------------------------------------------


def explain_click(state: State, path: Sequence[str]) -> str:
    """Why a click on ``path[-1]`` offers no legal action, in the engine's words where it has
    them (each reason names the rule)."""
    place = path[-1]
    if state.step == "over":
        return "The game is over: no action can be taken."
    if state.pending is not None:
        return (
            f"The game waits: {look.decision_words(state)}. Nothing at {place} answers it. "
            "Click the yellow Decision box at the top right to see the answers."
        )
    shown = words.place_words(state, place)
    face = f"{place} shows {shown}. " if shown and shown != "a free place" else ""
    reasons = []
    for action in _probes(state, place):
        try:
            engine.apply(state, action)
        except (IllegalAction, ScenarioError) as err:
            reasons.append(f"{action}: {err}")
    name = state.players[state.turn].name
    head = f"{face}No legal action of {name} involves {place} now ({turn_text(state)})"
    return f"{head}. " + "; ".join(reasons[:3]) if reasons else f"{head}."


def _probes(state: State, place: str) -> list[Any]:
    """Actions at ``place`` worth trying for the engine's reason why they are illegal."""
    me = state.players[state.turn]
    words = place.split()
    if place.startswith("display ") and int(words[1]) <= len(state.display):
        return [Take(tile=state.display[int(words[1]) - 1])]
    if place.startswith("supply "):
        return [Take(resource=words[1])]
    if len(words) == 3 and words[1] == "hand" and words[0] == me.name:
        return [Play(words[2], at) for at in ("1a", "1b")] + [Choose("produce")]
    if len(words) == 3 and words[1] == "myth":
        return [Use(words[2])]
    if len(words) >= 2 and words[0] in state.names and words[0] != me.name:
        return [Attack(words[0], words[1])] if words[1] not in ("hand", "myth") else []
    if len(words) >= 2 and words[0] == me.name and words[1] not in ("hand", "myth"):
        return [Play(t, words[1]) for t in dict.fromkeys(me.hand)][:2]
    return []


# --- the keyboard cursor ---------------------------------------------------------------------

#: Arrow keys move the cursor to the nearest place in their direction, as (dx, dy).
KEY_STEPS: dict[str, tuple[int, int]] = {
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
}
CURSOR_START = "display 1"


def _keyboard_places(scene: Scene) -> dict[str, tuple[float, float, float, float]]:
    """The places of the board as drawn (a city grows, so the places are those the learner
    sees); cubes and whole panels are left to the mouse."""
    return {
        n: box
        for n, box in scene.regions.items()
        if not n.startswith("city ") and n.split()[-1] not in KINDS
    }


def step_cursor(scene: Scene, cursor: str, step: tuple[int, int]) -> str:
    """The place of the board ``scene`` the cursor moves to from ``cursor``: the nearest one
    whose centre lies in the direction ``step`` (within 60 degrees), or ``cursor`` itself at
    the edge."""
    places = _keyboard_places(scene)
    if cursor not in places:
        return CURSOR_START if CURSOR_START in places else next(iter(places), cursor)
    return region_towards(places, cursor, step)


def cursor_shapes(scene: Scene, place: str, size: float = look.SIZE) -> list[Shape]:
    """The keyboard cursor on ``place`` of the board ``scene`` (drawn at ``size``): a white
    and green double frame."""
    k = float(size) / look.SIZE
    box = scene.regions.get(place)
    if box is None:
        return []
    x, y, w, h = box
    return [Rect(x, y, w, h, None, "#FFFFFF", 6 * k), Rect(x, y, w, h, None, "#00795A", 3 * k)]
