"""Any Hellas state typed back as the builder's arguments (issue 35): :func:`position_args`
is the inverse of :func:`.position.position`, so ``position(**position_args(state))`` types
``state`` again (the same save data and legal actions), from plain data a teacher would type.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from polislab.core.errors import ScenarioError, WrongKind

from . import moments
from .components import GODS, PLAYERS
from .hexes import format_place
from .options import Options
from .state import State


def position_args(state: State) -> dict[str, Any]:
    """The arguments of :func:`position` that type ``state`` again, as plain data (what a
    teacher would type): ``position(**position_args(state))`` equals ``state``. Arguments equal
    to their defaults are left out.

    >>> from polislab.games import hellas
    >>> state = hellas.position([("Argos", "0,-1", 1, "light", 1, 2)], burst=1, taken=["Zeus"])
    >>> position_args(state)  # doctest: +NORMALIZE_WHITESPACE
    {'cities': [['Argos', '0,-1', 1, 'light', 1, 2]], 'burst': 1, 'taken': ['Zeus']}
    >>> hellas.position(**position_args(state)) == state
    True
    """
    if not isinstance(state, State):
        raise WrongKind(f"position_args takes a Hellas state, not {type(state).__name__}")
    if state.phase == "over":
        raise ScenarioError(f"the game is over ({state.reason}): position types a game going on")
    args: dict[str, Any] = {"cities": [[x.tile, format_place(x.place), x.rotation, x.owner,
                                        x.greeks, x.ships] for x in state.cities]}
    auto = _builder_played(state)
    c = state.components
    reshuffled = [god for god in GODS if Counter(x for x in auto if c.card(x).god == god)
                  - Counter(state.discard(god))]
    hands = {p.name: list(p.cards) for p in state.players if p.cards}
    discards = {god: list(state.discard(god)) if god in reshuffled
                else _without(state.discard(god), auto) for god in GODS}
    fresh = {p.name: list(p.fresh) for p in state.players if p.fresh}
    args.update(_unless_empty(hands=hands, fresh=fresh,
                              discards={g: x for g, x in discards.items() if x}))
    if state.phase == "play":
        if state.player != PLAYERS[0]:
            args["player"] = state.player
        if state.turn != (3 if state.player == PLAYERS[0] else 2):  # turn=None's
            args["turn"] = state.turn
    args.update(_unless_empty(bottom=list(state.bottom), effects=list(state.effects)))
    args.update(moments.moment_args(state))
    args.update(_unless_empty(placements=moments.placement_args(state),
                              draws=moments.draw_args(state), reshuffled=reshuffled))
    options = state.options.to_json()
    args.update({k: v for k, v in options.items() if v != getattr(Options(), k)})
    return args


def _builder_played(state: State) -> list[str]:
    """The cards the builder lays on the discard piles itself: the lasting effects, the
    cards of the attack, the card whose pieces are still to place."""
    played = list(state.effects)
    if state.attack is not None:
        played += [*state.attack.attacker_cards, *state.attack.defender_cards]
    placing = {why for _, _, _, why in state.placements} - {"voyage", *played}
    drawing = {why for _, _, why in state.draws} - {"burst", "deal"}
    return played + sorted(placing) + sorted(drawing)


def _without(cards: Sequence[str], taken: Sequence[str]) -> list[str]:
    left = Counter(taken)
    out = []
    for card in cards:
        if left[card]:
            left[card] -= 1
        else:
            out.append(card)
    return out


def _unless_empty(**values: Any) -> dict[str, Any]:
    return {k: v for k, v in values.items() if v}
