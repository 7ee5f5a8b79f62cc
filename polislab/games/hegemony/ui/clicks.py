"""Playing *Polis: Fight for the Hegemony* by clicks: what the generic widgets ask of a game.

:class:`~polislab.widgets.PlayView` lists the legal actions once per state and asks
:func:`action_paths` which places on the picture each one involves; a click on a place offers
every legal action involving it, in a list, and choosing one plays it. The places are the
regions of :func:`polislab.games.hegemony.ui.board.scene`:

* a polis: create hoplites, galleys or merchants there, begin a project, besiege it, instigate
  a civil war, move the proxenos there;
* a project tile on offer (under the map): begin it, in any polis that may take it;
* a territory: move hoplites or galleys there, collect there;
* a foreign market, or one's trade port: trade;
* one's line in the band (its player board): pass, release the captured proxenos;
* while the game waits for a decision, the "decision" line at the top lists every answer; an
  answer is also offered from its place: a supply or growth from its polis, an event's unit
  from its territory, a battle play from the battle panel, one's hand or one of its cards, a
  retreat from where it goes, a draw from the combat deck.

Die rolls and card draws are chance actions: the widget plays them by their odds, or offers
them to a tutorial's author (see :func:`choice_label`). The rest (keyboard cursor, the side's
label, the turn line, the hint, hidden cards in event texts) is here too.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.games.hegemony import engine
from polislab.games.hegemony.actions import (
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
)
from polislab.games.hegemony.battle import BattleCard, DrawCard, Retreat
from polislab.games.hegemony.components import COMPONENTS, SIDES
from polislab.games.hegemony.event_cards.actions import (
    EventBetray,
    EventDouble,
    EventRemove,
    EventSend,
    EventTransfer,
)
from polislab.games.hegemony.military import Besiege, Collect, MoveGalleys, MoveHoplites, Roll
from polislab.games.hegemony.proxenos import CivilWar, MoveProxenos, ReleaseProxenos
from polislab.games.hegemony.round_end_actions import Grow, Phoros, SupplyPrestige, SupplyReturn
from polislab.games.hegemony.state import CARD_DRAW, CHANCE, side_title
from polislab.games.hegemony.trade import Trade
from polislab.render.scene import Rect, Shape

from . import board as look
from . import headings, texts

__all__ = [
    "CONFIRM_CHOICE",
    "CURSOR_START",
    "KEY_STEPS",
    "action_paths",
    "choice_label",
    "click_hint",
    "cursor_shapes",
    "event_text",
    "explain_click",
    "side_label",
    "step_cursor",
    "turn_text",
]

#: A click on a place always offers its actions in a list, even a single one: an action here
#: costs resources or Prestige, so the learner confirms it.
CONFIRM_CHOICE = True

DECISION = "decision"  # the region of the top band, where a pending decision is shown


# --- which places each action involves -------------------------------------------------------


def action_paths(state: Any, action: Any) -> list[tuple[str, ...]]:
    """The places (scene regions) a click on which offers ``action``, each as a one-click
    path: ``[("Thebai",)]`` for "besiege Thebai"."""
    places = (
        _answer_places(state, action)
        if state.pending is not None
        else _action_places(state, action)
    )
    return [(place,) for place in dict.fromkeys(places)]


def _action_places(state: Any, action: Any) -> list[str]:
    """The places of an action of the action phase."""
    board = f"board {state.player}"
    if isinstance(action, (Pass, ReleaseProxenos)):
        return [board]
    if isinstance(action, BeginProject):
        return [action.polis, f"project {action.project}"]
    if isinstance(action, (CreateHoplites, CreateGalleys, CreateMerchants, Besiege, CivilWar)):
        return [action.polis]
    if isinstance(action, MoveProxenos):
        return [action.to]
    if isinstance(action, (MoveHoplites, MoveGalleys)):
        return [action.to]
    if isinstance(action, Collect):
        return [action.territory]
    if isinstance(action, Trade):
        return [action.market, f"trade port {state.player}"]
    return [board]


def _answer_places(state: Any, action: Any) -> list[str]:
    """The places of an answer to the pending decision: the decision band first."""
    places = [DECISION]
    actor = state.pending.actor
    board = [f"board {actor}"] if actor in SIDES else []
    if isinstance(action, BattleCard):
        places += ["battle", f"hand {actor}", *(f"{actor} card {c}" for c in action.cards)]
    elif isinstance(action, Retreat):
        places += ["battle", *([action.to] if action.to else [])]
    elif isinstance(action, DrawCard):
        places += ["battle", "combat deck"]
    elif isinstance(action, Roll):
        # (a market-chart row is on the boards view only: the decision band offers its roll)
        where = [state.pending.get(key) for key in ("polis", "market")]
        places += [p for p in where if isinstance(p, str)]
    elif isinstance(action, (SupplyReturn, EventBetray)):
        places.append(action.polis)
    elif isinstance(action, Grow):
        places += [polis for polis, _ in action.rows] or board
    elif isinstance(action, (EventRemove, EventSend)):
        places += [action.territory] if action.territory else board
    elif isinstance(action, (SupplyPrestige, Phoros, EventTransfer, EventDouble)):
        places += board
    return places


# --- the list of choices ---------------------------------------------------------------------


def choice_label(state: Any, action: Any) -> str:
    """How ``action`` reads in the list of choices: in plain words
    (:func:`.headings.choice_text`: "Create 2 merchants in Athenai, paying 2 wood"), and for a
    chance action with its exact odds ("The die shows 3 (1 in 4)"), so a tutorial's author
    sees what the die favours."""
    text = headings.choice_text(state, action)
    if state.pending is not None and state.pending.is_chance:
        odds = _chance_odds(state).get(str(action))
        if odds is not None:
            return f"{text} ({_odds_text(odds)})"
    return text


def _chance_odds(state: Any) -> dict[str, Fraction]:
    odds: dict[str, Fraction] = {}
    for outcome, p in engine.chance_outcomes(state):
        odds[str(outcome)] = odds.get(str(outcome), Fraction(0)) + p
    return odds


def _odds_text(p: Fraction) -> str:
    return f"{p.numerator} in {p.denominator}"


# --- words -----------------------------------------------------------------------------------

#: How each side's pieces look, so that words never name a side by colour alone.
SIDE_LOOKS: dict[str, str] = {"athens": "blue diamonds", "sparta": "vermillion circles"}


def side_label(side: str) -> str:
    """A side's name with the look of its pieces: ``"Athens (blue diamonds)"``; chance is
    "Chance (dice and cards)"."""
    if side == CHANCE:
        return "Chance (dice and cards)"
    looks = SIDE_LOOKS.get(side)
    return f"{side_title(side)} ({looks})" if looks else side_title(side)


def turn_text(state: Any) -> str:
    """Who acts now and how, in a few words: "Athens (blue diamonds) to act, action 1 of 2",
    "Athens (blue diamonds) acts alone, Sparta having passed: one action a turn, each 1
    resource more", "Waiting for a roll of 1d4 (siege)", "Sparta (vermillion circles) to
    decide how its poleis grow, ..."."""
    pending = state.pending
    if pending is not None:
        if pending.is_chance:
            return f"Waiting for {pending.describe()}"
        question = texts.decision_text(pending)
        who = side_title(pending.actor)
        return side_label(pending.actor) + question[len(who):] if question.startswith(who) \
            else question
    if state.phase != "actions":
        return "End of the round"
    track = COMPONENTS.round_track
    if state.passed:
        extra = track.extra_action_cost
        return (f"{side_label(state.player)} acts alone, {side_title(state.passed[0])} having "
                f"passed: one action a turn, each {extra} resource{'s' * (extra != 1)} more")
    taken = len(state.actions_taken)
    total = track.actions_per_turn
    return f"{side_label(state.player)} to act, action {min(taken + 1, total)} of {total}"


def click_hint(state: Any) -> str:
    """What to click to begin."""
    if state.pending is not None:
        return (
            "Click the yellow decision box at the top (or the place it is about) to see "
            "the answers, or type one in the box."
        )
    return (
        "Click a polis, a territory, a market, a project tile or your side's line at the "
        "top (to pass) to see the actions you can take there, or type an action in the box."
    )


def event_text(event: Event, seen_by: str | None = None, show_all: bool = False) -> str:
    """``event`` in words, with the card a hidden hand drew left out: "Sparta draws a combat
    card" unless ``show_all`` or the card went to ``seen_by``."""
    side = event.data.get("side")
    if event.kind == CARD_DRAW and not show_all and side != seen_by:
        return f"{side_title(str(side))} draws a combat card ({event.rule})"
    return event.explain()


# --- a click that offers nothing -------------------------------------------------------------


def explain_click(state: Any, path: Sequence[str]) -> str:
    """Why a click on ``path[-1]`` offers no legal action, in the engine's words where it has
    them (each reason names the rule)."""
    place = path[-1]
    if state.phase == "game_over":
        return "The game is over: no action can be taken."
    if state.pending is not None:
        return (
            f"The game waits for {state.pending.describe()}: nothing at {place} answers "
            "it. Click the yellow decision box at the top to see the answers."
        )
    if state.phase != "actions":
        return "The action phase is over: no action can be taken now."
    reasons = []
    for action in _probes(state, place):
        try:
            engine.apply(state, action)
        except IllegalAction as err:
            reasons.append(f"{action}: {err}")
    who = side_title(state.player)
    head = f"No legal action of {who} involves {place} now"
    return f"{head}. " + "; ".join(reasons[:3]) if reasons else f"{head}."


def _probes(state: Any, place: str) -> list[Any]:
    """Actions at ``place`` worth trying for the engine's reason why they are illegal."""
    side = state.player
    probes: list[Any] = []
    try:
        if place in _POLEIS:
            polis = COMPONENTS.polis(place)
            probes += [Besiege(place), CreateHoplites(place)]
            if polis.galley_seas:
                probes.append(CreateGalleys(place))
            where = state.side(side).proxenos
            probes += (
                [CivilWar(place)]
                if where == place
                else ([MoveProxenos(where, place)] if where else [])
            )
        elif place in _LAND:
            row = COMPONENTS.tribute_box(place).rows[0]
            probes.append(Collect(place, ((row.resource, 1),)))
        elif place in _MARKETS:
            ship = COMPONENTS.market(place).shiploads[0]
            marker = "metal" if (ship.give, ship.get) == ("silver", "wheat") else None
            probes.append(Trade(place, ship.give, ship.get, ship.number, marker))
    except ScenarioError:
        pass
    return probes


_POLEIS = frozenset(p.name for p in COMPONENTS.poleis)
_LAND = frozenset(t.name for t in COMPONENTS.land_territories)
_MARKETS = frozenset(m.name for m in COMPONENTS.markets)


# --- the keyboard cursor ---------------------------------------------------------------------

#: Arrow keys move the cursor to the nearest place in their direction, as (dx, dy).
KEY_STEPS: dict[str, tuple[int, int]] = {
    "ArrowUp": (0, -1),
    "ArrowDown": (0, 1),
    "ArrowLeft": (-1, 0),
    "ArrowRight": (1, 0),
}
CURSOR_START = "Athenai"  # where the cursor appears at the first arrow key


@functools.cache
def _keyboard_places() -> dict[str, tuple[float, float, float, float]]:
    """Every place the cursor can reach, with its box at natural size (those of the start: the
    map and the panels do not move during a game)."""
    regions = look.scene(engine.initial_state(3)).regions
    return {name: box for name, box in regions.items() if not name.startswith("round ")}


def step_cursor(cursor: str, step: tuple[int, int], flipped: bool = False) -> str:
    """The place the cursor moves to from ``cursor``: the nearest one whose centre lies in
    the direction ``step`` (within 60 degrees), or ``cursor`` itself at the edge. A polis and
    its territory share a box, so arrows pass from box to box; the cursor enters a box by
    its polis rows or its territory, whichever is nearer."""
    places = _keyboard_places()
    if cursor not in places:
        return CURSOR_START
    cx, cy = _centre(places[cursor])
    best, best_cost = cursor, math.inf
    for name, box in places.items():
        x, y = _centre(box)
        dx, dy = x - cx, y - cy
        along = dx * step[0] + dy * step[1]
        across = abs(dx * step[1] - dy * step[0])
        nested = _inside((cx, cy), box) or _inside((x, y), places[cursor])
        if nested or along <= 0 or across > along * math.sqrt(3):
            continue  # itself, a polis's territory, a territory's polis, or not that way
        cost = along + 2 * across  # prefer places straight ahead
        if cost < best_cost:
            best, best_cost = name, cost
    return best


def cursor_shapes(place: str, size: float = look.SIZE, flipped: bool = False) -> list[Shape]:
    """The keyboard cursor on ``place``: a white and green double frame."""
    k = float(size) / look.SIZE
    x, y, w, h = (v * k for v in _keyboard_places()[place])
    return [Rect(x, y, w, h, None, "#FFFFFF", 6 * k), Rect(x, y, w, h, None, "#00795A", 3 * k)]


def _inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    return x <= point[0] <= x + w and y <= point[1] <= y + h


def _centre(box: tuple[float, float, float, float]) -> tuple[float, float]:
    x, y, w, h = box
    return (x + w / 2, y + h / 2)
