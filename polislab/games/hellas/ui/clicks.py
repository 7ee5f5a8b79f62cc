"""Playing *Hellas* by clicks: what the generic widgets ask of a game.

:class:`~polislab.widgets.PlayView` lists the legal actions once per state and asks
:func:`action_paths` which places on the picture each one involves; a click on a place offers
every legal action involving it, in a list, and choosing one plays it. The places are the
regions of :func:`polislab.games.hellas.ui.board.scene`:

* a city: add a Greek or a ship there (a burst), attack it or attack from it, move Greeks or
  ships from it or to it (regrouping), the cards aimed at it (Thunderbolt, New Colony,
  Shipwrights, Winged Sandals), fight, pass or call off while it is attacked, the ships placed
  beside it once taken, the ship returned from beside it after a voyage, the Greek or ship
  taken from it when the supply is empty;
* the ships beside a city: add a ship, move ships, return the ship after a voyage;
* an empty place "q,r": place the drawn tile there, each way it may lie;
* a god card of the hand shown face up: every way to play it now;
* the stack: the voyage, the draw of a tile, rejecting the drawn tile; the drawn tile: place
  it (every place) or reject it; a god's deck: take a card from it (a burst), its draws;
* one's panel: end the burst, end the turn, fight or call off, pass, and every card play.

Tile and card draws are chance actions: the widget plays them by their odds, or offers them to
a tutorial's author with their exact odds (:func:`choice_label`). The rest (the side's label,
the turn line, the hint, hidden cards in event texts) is here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.games.hellas import actions as a
from polislab.games.hellas import citations as cite
from polislab.games.hellas import engine
from polislab.games.hellas.hexes import format_place, parse_place
from polislab.games.hellas.rules import actor
from polislab.games.hellas.state import CHANCE, plural, title
from polislab.games.hellas.summary import headline
from polislab.games.hellas.tutorials import why_not_placed
from polislab.games.hellas.ui.board import card_text

__all__ = [
    "CONFIRM_CHOICE",
    "action_paths",
    "choice_label",
    "click_hint",
    "event_text",
    "card_words",
    "explain_click",
    "move_heading",
    "place_words",
    "side_label",
    "turn_text",
]

#: A click always offers its actions in a list, even a single one: most actions here spend
#: Greeks, ships or cards, so the learner confirms each.
CONFIRM_CHOICE = True

# --- which places each action involves -------------------------------------------------------


def action_paths(state: Any, action: Any) -> list[tuple[str, ...]]:
    """The places (scene regions) a click on which offers ``action``, each as a one-click
    path: ``[("Sparta",), ("Argos",)]`` for "attack Sparta from Argos"."""
    return [(place,) for place in dict.fromkeys(_places(state, action))]


def _places(state: Any, action: Any) -> list[str]:
    who = actor(state)
    panel = [f"panel {who}"] if who in ("light", "dark") else []
    if isinstance(action, a.DrawTile):
        return ["stack"]
    if isinstance(action, a.DrawCard):
        god = state.pending.get("god") if state.pending is not None else None
        return [f"deck {god}"] if god else ["stack"]
    if isinstance(action, a.Place):
        return [format_place(action.place), "drawn tile"]
    if isinstance(action, a.Reject):
        return ["drawn tile", "stack", *panel]
    if isinstance(action, a.Voyage):
        return ["stack", *panel]
    if isinstance(action, a.AddGreek):
        return [action.city]
    if isinstance(action, a.AddShip):
        return [*_ships(state, action.city), action.city]
    if isinstance(action, a.TakeCard):
        return [f"deck {action.god}", *panel]
    if isinstance(action, a.Attack):
        return [action.target, *(city for city, _ in action.sources)]
    if isinstance(action, (a.Fight, a.CallOff, a.Pass)):
        where = [state.attack.target] if state.attack is not None else ["drawn tile", "stack"]
        return [*where, *panel]
    if isinstance(action, a.CaptureShips):
        return [state.regroup_to, *panel] if state.regroup_to else panel
    if isinstance(action, a.ReturnShip):
        return [*_ships(state, action.city), action.city]
    if isinstance(action, a.TakeFrom):
        return [action.city, *(_ships(state, action.city) if action.piece == "ship" else [])]
    if isinstance(action, a.Move):
        ships = _ships(state, action.origin) if action.piece == "ship" else []
        return [action.origin, action.to, *ships]
    if isinstance(action, a.Play):
        cities = [*action.at, *(c for c in (action.origin, action.to) if c is not None)]
        target = [state.attack.target] if state.attack is not None else []
        return [f"{who} card {action.card}", *cities, *target, *panel]
    return panel  # end burst, end turn


def _ships(state: Any, city: str) -> list[str]:
    """The region of the ships beside ``city``, drawn only when it has some."""
    return [f"ships {city}"] if state.has_city(city) and state.city(city).ships else []


# --- the list of choices ---------------------------------------------------------------------


def choice_label(state: Any, action: Any) -> str:
    """How ``action`` reads in the list of choices: its notation; for a tile's placement,
    which way the tile then lies ("place Argos at 0,-1 rotation 4: land on the south-west and
    north-west edges"), so that a learner sees what each rotation does; for a draw its exact
    odds ("draw Naxos (1 in 15)"), so a tutorial's author sees what chance favours."""
    if isinstance(action, a.Place):
        return f"{action}: {state.components.tile(action.tile).looks(action.rotation)}"
    if state.pending is not None and state.pending.is_chance:
        odds: dict[str, Fraction] = {}
        for outcome, p in engine.chance_outcomes(state):
            odds[str(outcome)] = odds.get(str(outcome), Fraction(0)) + p
        chance = odds.get(str(action))
        if chance is not None:
            return f"{action} ({chance.numerator} in {chance.denominator})"
    return str(action)


# --- words -----------------------------------------------------------------------------------

#: How each player's pieces look, so that words never name a player by colour alone.
SIDE_LOOKS: dict[str, str] = {"light": "ivory figures, L", "dark": "charcoal figures, D"}


def side_label(side: str) -> str:
    """A player's name with the look of their pieces: ``"Light (ivory figures, L)"``; chance
    is "Chance (tiles and cards)"."""
    if side == CHANCE:
        return "Chance (tiles and cards)"
    looks = SIDE_LOOKS.get(side)
    return f"{title(side)} ({looks})" if looks else title(side)


def turn_text(state: Any) -> str:
    """The state's headline without its last full stop: the turn, who is to do what."""
    return headline(state).removesuffix(".")


def click_hint(state: Any) -> str:
    """What to click to begin."""
    if state.pending is not None and state.pending.is_chance:
        return "Click the stack or the god deck to see what may be drawn."
    return (
        "Click a city, the ships beside it, an empty place, a god card in your hand, the "
        "stack or your panel to see the actions there, or type an action in the box."
    )


def event_text(event: Event, seen_by: str | None = None, show_all: bool = False) -> str:
    """``event`` in words, with the name of a god card drawn into a hidden hand left out:
    "Dark draws a Poseidon card, seen only by Dark" unless ``show_all`` or the card went to
    ``seen_by``."""
    player = event.data.get("player")
    if event.kind == "draw card" and not show_all and player != seen_by:
        who, god = title(str(player)), event.data.get("god")
        article = "an" if str(god)[:1] in "AEIOU" else "a"
        why = event.data.get("why")
        if why == "deal":
            text = f"{who} is dealt {article} {god} card, seen only by {who}"
        elif why == "burst":
            text = f"{who} looks at the {god} card taken in the burst, seen only by {who}"
        else:
            text = f"{who} draws {article} {god} card, seen only by {who}"
        return f"{text} ({event.rule})."
    return event.explain()


# --- the move log: who did what, in a sentence ---------------------------------------------


def move_heading(state: Any, action: Any, seen_by: str | None = None,
                 show_all: bool = False) -> str:
    """The move log's heading for ``action`` played in ``state``: a sentence in the
    learner's words ("Light attacks Sparta from Argos with 2 Greeks"), leaving out a card
    drawn into a hand the board hides."""
    who = actor(state)
    name = "Chance" if who == CHANCE else title(str(who))
    return f"{name} {_doing_words(state, action, seen_by, show_all)}"


def _greeks(count: int) -> str:
    return plural(count, "Greek")


def _doing_words(state: Any, action: Any, seen_by: str | None, show_all: bool) -> str:
    """What the actor of ``state`` does with ``action``, as the rest of a sentence."""
    target = state.attack.target if state.attack is not None else None
    if isinstance(action, a.DrawTile):
        return f"draws {action.tile} from the stack"
    if isinstance(action, a.DrawCard):
        pending = state.pending
        player = pending.get("player") if pending is not None else None
        god = state.components.card(action.card).god
        if show_all or player == seen_by:
            return f"draws {action.card} from the {god} deck"
        article = "an" if god[0] in "AEIOU" else "a"
        return f"draws {article} {god} card, seen only by {title(str(player))}"
    if isinstance(action, a.Place):
        return f"places {action.tile} at {format_place(action.place)}"
    if isinstance(action, a.Reject):
        return f"refuses {state.drawn or 'the tile drawn'}: it goes under the stack"
    if isinstance(action, a.AddGreek):
        return f"places a new Greek in {action.city}"
    if isinstance(action, a.AddShip):
        return f"places a new ship beside {action.city}"
    if isinstance(action, a.TakeCard):
        return f"takes {'an' if action.god[0] in 'AEIOU' else 'a'} {action.god} card"
    if isinstance(action, a.EndBurst):
        return "ends the Burst of Strength"
    if isinstance(action, a.Voyage):
        return "sets out on a voyage"
    if isinstance(action, a.Attack):
        total = sum(n for _, n in action.sources)
        where = " and ".join(city if len(action.sources) == 1 else f"{city} ({n})"
                             for city, n in action.sources)
        return f"attacks {action.target} from {where} with {_greeks(total)}"
    if isinstance(action, a.Fight):
        return f"fights for {target}" if target else "fights"
    if isinstance(action, a.CallOff):
        return f"calls off the attack on {target}" if target else "calls off the attack"
    if isinstance(action, a.Pass):
        if target:
            return f"plays no more cards in the attack on {target}"
        return "plays no card against the voyage"
    if isinstance(action, a.CaptureShips):
        where = state.regroup_to or "the city taken"
        ships = "no ships" if not action.count else \
            ("a ship" if action.count == 1 else f"{action.count} ships")
        return f"places {ships} beside {where}"
    if isinstance(action, a.ReturnShip):
        return f"returns a ship from beside {action.city} to the supply"
    if isinstance(action, a.TakeFrom):
        return f"takes a {action.piece} from {action.city}"
    if isinstance(action, a.TakeNone):
        return f"leaves the {action.piece} unplaced"
    if isinstance(action, a.Move):
        pieces = _greeks(action.count) if action.piece == "greek" else \
            ("a ship" if action.count == 1 else f"{action.count} ships")
        return f"moves {pieces} from {action.origin} to {action.to}"
    if isinstance(action, a.EndTurn):
        return "ends the turn"
    if isinstance(action, a.Play):
        words = f"plays {action.card}"
        if action.at:
            words += " at " + " and ".join(action.at)
        if action.origin and action.to:
            words += f": {_greeks(action.count or 1)} from {action.origin} to {action.to}"
        if action.gods:
            words += " for " + " and ".join(action.gods)
        return words
    return f"plays {action}"


# --- a god card in words (the cursor on it, a click on it) ----------------------------------


def card_words(state: Any, place: str) -> str | None:
    """The whole text of the card a region "light card Storm" shows face up, or None if
    ``place`` is no such region."""
    owner, sep, card = place.partition(" card ")
    if not sep or owner not in ("light", "dark") or card not in state.components.card_names:
        return None
    side = state.side(owner)
    new = card in side.fresh
    return card_text(state, card, side.cards.count(card), new, title(owner)).rstrip(".") + "."


# --- a click that offers nothing -------------------------------------------------------------


def explain_click(state: Any, path: Sequence[str]) -> str:
    """Why a click on ``path[-1]`` offers no legal action, in the engine's words where it has
    them (each reason names the rule), the place named as a learner sees it ("the ships
    beside Argos", "Light's Thunderbolt")."""
    place = path[-1]
    card = card_words(state, place)
    if card is not None:
        owner, who = place.split(" card ")[0], actor(state)
        if owner != who:  # the other player decides now: only their actions are legal
            return (f"{card} It cannot be played now: "
                    + ("the game waits for a draw." if who == CHANCE else
                       f"{title(str(who))} decides now." if who else "the game is over."))
        reasons = _reasons(state, place)
        return f"{card} It cannot be played now: {reasons}" if reasons else card
    if state.phase == "over":
        return f"The game is over: {state.reason}."
    pending = state.pending
    if pending is not None and pending.is_chance:
        where = "the stack" if pending.kind == "tile draw" else f"the {pending.get('god')} deck"
        return f"The game waits for a draw: click {where} to see what may come."
    if _is_place(place) and state.drawn is None:
        return (
            f"No tile is drawn: an empty place such as {place} takes the tile drawn on a "
            f"voyage ({cite.VOYAGE}). Click the stack to choose a voyage."
        )
    if _is_place(place) and state.step in ("map", "voyage") and not state.reacting:
        why = why_not_placed(state, parse_place(place))
        if why:
            return why
    reasons = _reasons(state, place)
    who = title(str(actor(state)))
    return (f"{who} can do nothing with {place_words(place)} now"
            + (f": {reasons}" if reasons else "."))


def place_words(place: str) -> str:
    """A region of the board as a learner names it: "the ships beside Argos", "the Ares
    deck", "Light's panel", "Light's Thunderbolt", "the empty place 1,-2", a city by name."""
    owner, sep, card = place.partition(" card ")
    if sep and owner in ("light", "dark"):
        return f"{title(owner)}'s {card}"
    if place.startswith("ships "):
        return f"the ships beside {place.removeprefix('ships ')}"
    if place.startswith("deck "):
        return f"the {place.removeprefix('deck ')} deck"
    if place.startswith("panel "):
        return f"{title(place.removeprefix('panel '))}'s panel"
    if place in ("stack", "drawn tile"):
        return f"the {place}"
    return f"the empty place {place}" if _is_place(place) else place


def _reasons(state: Any, place: str) -> str:
    """The engine's reasons why the actions worth trying at ``place`` are illegal, each once,
    each with its rule ("" when there are none)."""
    reasons = []
    for action in _probes(state, place):
        try:
            engine.apply(state, action)
        except (IllegalAction, ScenarioError) as err:
            reasons.append(str(err))
    return "; ".join(dict.fromkeys(reasons[:3])) + "." if reasons else ""


def _probes(state: Any, place: str) -> list[Any]:
    """Actions at ``place`` worth trying for the engine's reason why they are illegal."""
    me = actor(state)
    if place.startswith("ships "):
        return [a.AddShip(place.removeprefix("ships "))]
    if place.startswith("deck "):
        return [a.TakeCard(place.removeprefix("deck "))]
    if " card " in place:
        return [a.Play(place.split(" card ", 1)[1])]
    if place == "stack":
        return [a.Voyage()]
    if place == "drawn tile":
        return [a.Reject()]
    if place.startswith("panel "):
        return [a.EndTurn()] if state.step == "regroup" else [a.EndBurst()]
    if state.has_city(place):
        city = state.city(place)
        if city.owner == me:
            return [a.AddGreek(place)]
        mine = sorted(state.cities_of(str(me)), key=lambda c: -c.greeks)
        return [a.Attack(place, ((mine[0].tile, 1),))] if mine else []
    if _is_place(place) and state.drawn is not None:
        return [a.Place(state.drawn, parse_place(place), r) for r in range(6)]
    return []


def _is_place(name: str) -> bool:
    """Whether a region's name is a place "q,r" on the map."""
    try:
        parse_place(name)
    except (ScenarioError, ValueError):
        return False
    return True
