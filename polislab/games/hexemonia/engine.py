"""The rules engine: ``apply``, ``legal_actions`` and the rest of the game protocol.

``apply(state, action)`` returns the new state and the events, and never changes ``state``;
an illegal action raises :class:`~polislab.core.errors.IllegalAction` naming the rule that
forbids it. Where the game waits for a decision (:class:`~.state.Pending`), only its answers
are legal, and ``to_move`` names who gives them: an opponent paying a Lighthouse, or "chance"
for the tile Pandora takes (:func:`chance_outcomes` gives the odds, :func:`chance_action`
draws it through core randomness).

>>> from polislab.games.hexemonia import engine
>>> state = engine.initial_state(3, players=2)
>>> engine.to_move(state), [str(a) for a in engine.legal_actions(state)]
('red', ['take Walls', 'take Spring', 'take Fates', 'take Country'])
>>> after, events = engine.apply(state, "take Fates")
>>> print(events[0])  # doctest: +ELLIPSIS
red took the face-up Fates (Hexemonia rulebook §Step A: Draw 2 Tiles or ...).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.inputs import excerpt
from polislab.core.randomness import Randomness
from polislab.core.scripting import Score

from . import citations as cite
from . import economy, special, turn, war
from .actions import (
    Action,
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
from .notation import parse_action as _parse
from .scoring import score as player_score
from .setup import initial_state, position
from .state import CHANCE, State
from .state_json import state_from_json, state_to_json
from .summary import summary as summary_text

Result = tuple[State, list[Event]]
Handler = Callable[[State, Any], Result]

__all__ = ["PANDORA_DECK", "apply", "chance_action", "chance_outcomes", "from_json",
           "initial_state", "is_legal", "is_over", "legal_actions", "parse_action", "play",
           "position", "resolve_chance", "score", "summary", "to_json", "to_move", "winner"]

#: The answers each kind of pending decision takes, and the functions that play them.
PENDING: dict[str, dict[type, Handler]] = {
    "pay": {Pay: turn.pay},
    "myth discard": {DiscardMyth: turn.discard_myth},
    "discard": {Discard: turn.discard},
    "agora": {Move: special.agora_move, End: special.end_ability},
    "necropolis": {Remove: special.necropolis_remove, End: special.end_ability},
    "give": {Give: special.give},
    "pandora": {RandomDiscard: special.random_discard},
    "commit": {Commit: war.commit, Charge: war.charge, CallOff: war.call_off},
    "casualties": {Lose: war.lose},
    "place": {Place: war.place_tile},
}
PENDING_OPTIONS: dict[str, Callable[[State], list[Any]]] = {
    "pay": turn.pay_options,
    "myth discard": lambda s: [DiscardMyth(m) for m in dict.fromkeys(s.current.myths)],
    "discard": turn.discard_options,
    "agora": special.ability_options,
    "necropolis": special.ability_options,
    "give": special.ability_options,
    "pandora": special.ability_options,
    "commit": war.commit_options,
    "casualties": war.lose_options,
    "place": war.place_options,
}
#: What each action of step C takes while it is under way (no decision pending).
UNDER_WAY: dict[str, dict[type, Handler]] = {
    "strategy": {Move: economy.move, Exchange: economy.exchange, End: economy.end},
    "special": {Reveal: special.reveal, Use: special.use, End: special.end_special},
    "war": {Attack: war.attack, End: war.end_war},
}
STEP_RULE = {"draw": cite.DRAW, "play": cite.PLAY, "action": cite.ACTION, "discard": cite.DISCARD}


def parse_action(state: State | None, text: str | Action) -> Action:
    """Read an action's text (see :mod:`.actions`); player names as ``state`` spells them."""
    return _parse(text, state)


def apply(state: State, action: Action | str) -> Result:
    """The state after ``action`` (an action or its text) and what it did."""
    if isinstance(action, str):
        action = _parse(action, state)
    if not isinstance(action, Action):
        raise ScenarioError(f"not a Hexemonia action: {excerpt(action)}")
    if state.step == "over":
        raise IllegalAction(cite.END, "the game is over")
    if state.pending is not None:
        handlers = PENDING[state.pending.kind]
        handler = handlers.get(type(action))
        if handler is None:
            raise IllegalAction(_pending_rule(state), _waiting(state, action))
        return handler(state, action)
    if isinstance(action, Take) and state.ending and state.step != "draw":
        raise IllegalAction(cite.END, f"'{action}' cannot be played: the last tile of the Stack "
                                      f"of Fate is out, and during the final round you must "
                                      f"skip Step A (do not draw any tiles or take Resources)")
    if state.step == "draw":
        if not isinstance(action, Take):
            raise IllegalAction(cite.DRAW, f"'{action}' cannot be played in step A: "
                                           f"{state.current.name} draws first")
        return turn.draw(state, action)
    if state.step == "play":
        if isinstance(action, Play):
            return turn.play(state, action)
        if isinstance(action, PlayMyth):
            return turn.play_myth(state, action)
        if isinstance(action, Choose):
            return turn.choose(state, action)
        raise IllegalAction(cite.PLAY, f"'{action}' cannot be played now: in step B "
                                       f"{state.current.name} plays tiles or chooses the "
                                       f"action (produce, strategy, special, war)")
    if state.step == "action" and state.action in UNDER_WAY:
        handler = UNDER_WAY[state.action].get(type(action))
        if handler is None:
            raise IllegalAction(cite.ACTION, f"'{action}' is not part of the "
                                             f"{state.action.capitalize()} action under way")
        return handler(state, action)
    raise IllegalAction(STEP_RULE.get(state.step, cite.TURN), f"'{action}' cannot be played now")


def _pending_rule(state: State) -> str:
    assert state.pending is not None  # (asked only while a decision is pending)
    kind = state.pending.kind
    return {"pay": cite.PLACEMENT, "myth discard": cite.MYTH_TILES, "discard": cite.DISCARD,
            "commit": cite.CONQUER, "casualties": cite.CASUALTIES, "place": cite.SPOILS,
            "pandora": cite.ABILITY["pandora"], "agora": cite.ABILITY["agora"],
            "necropolis": cite.ABILITY["necropolis"], "give": cite.SPECIAL}.get(kind, cite.TURN)


def _waiting(state: State, action: Action) -> str:
    pend = state.pending
    assert pend is not None
    who = CHANCE if pend.is_chance else state.players[pend.actor].name
    answers = ", ".join(str(a) for a in PENDING_OPTIONS[pend.kind](state)[:4])
    return f"'{action}' cannot be played: the game waits for {who} ({pend.kind}: {answers}...)"


def is_legal(state: State, action: Action | str) -> bool:
    try:
        apply(state, action)
    except IllegalAction:
        return False
    return True


def legal_actions(state: State) -> list[Action]:
    """Every legal action of whoever is to act (empty once the game is over)."""
    if state.step == "over":
        return []
    if state.pending is not None:
        return PENDING_OPTIONS[state.pending.kind](state)
    if state.step == "draw":
        return turn.draw_options(state)
    if state.step == "play":
        return [*turn.play_options(state), *turn.choose_options(state)]
    if state.step == "action":
        if state.action == "strategy":
            return economy.strategy_options(state)
        if state.action == "special":
            return special.menu(state)
        if state.action == "war":
            return war.menu(state)
    return []


def to_move(state: State) -> str | None:
    """The name of the player to act, "chance" for Pandora's random tile, None at the end."""
    if state.step == "over":
        return None
    if state.pending is not None:
        return CHANCE if state.pending.is_chance else state.players[state.pending.actor].name
    return state.players[state.turn].name


def chance_outcomes(state: State) -> list[tuple[Action, Fraction]]:
    """Each chance action the pending decision may take, with its exact probability."""
    return special.chance_outcomes(state)


#: The name under which a script stacks the tiles Pandora takes, one at a time.
PANDORA_DECK = "pandora"


def chance_action(state: State, randomness: Randomness) -> Action:
    """The chance action ``randomness`` decides for the pending chance decision: the tile
    Pandora takes, each tile of the hand equally likely, drawn from the deck "pandora" so that
    a :class:`~polislab.core.ScriptedRandomness` can name it (ruling HX15)."""
    pend = state.pending
    if pend is None or not pend.is_chance:
        raise IllegalAction(cite.TURN, "no chance decision is pending")
    hand = list(state.players[pend.get("target")].hand)
    draw = getattr(randomness, "draw", None)  # core randomness's card draw, where it has one
    if draw is not None:
        return RandomDiscard(draw(hand, deck=PANDORA_DECK))
    return RandomDiscard(randomness.choice(hand, why="the tile Pandora takes"))


def resolve_chance(state: State, randomness: Randomness) -> Result:
    """Play the pending chance decision with core randomness (a seeded or scripted one)."""
    return apply(state, chance_action(state, randomness))


def play(state: State, *actions: Action | str) -> State:
    """The state after ``actions``, one after another."""
    for action in actions:
        state, _ = apply(state, action)
    return state


def is_over(state: State) -> bool:
    return state.step == "over"


def winner(state: State) -> str | None:
    """The winner, or None while the game goes on and when the victory is shared."""
    if state.winners is None or len(state.winners) != 1:
        return None
    return state.winners[0]


def to_json(state: State) -> dict[str, Any]:
    """The state as plain data (:mod:`.state_json`): what ``state.to_json()`` gives."""
    return state_to_json(state)


def from_json(data: dict[str, Any]) -> State:
    """The state saved as ``data`` (:mod:`.state_json`): what ``State.from_json`` gives."""
    return state_from_json(data)


def summary(state: State) -> str:
    """The state as text (:mod:`.summary`): what ``str(state)`` shows."""
    return summary_text(state)


def score(state: State) -> dict[str, Score]:
    """Each player's points as seed 004 §End of the Game counts them, now (the game need
    not be over): Active Chora and Fortification tiles, Active Polis tiles, the Myth set,
    Gold on the Acropolis, the Acropolis bonus and the Philosopher (``state.score()``)."""
    out = {}
    for i, player in enumerate(state.players):
        s = player_score(state, i)
        out[player.name] = Score(player.name, {
            "tiles": s.tiles, "Polis tiles": s.polis, "myth set": s.myth_set,
            "gold": s.gold, "Acropolis bonus": s.bonus, "Philosopher": s.philosopher})
    return out
