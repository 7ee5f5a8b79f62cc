"""``legal_actions`` leaves out the candidate lists whose every kind of action the player has
taken this turn, and runs only a handler's check while the player takes 2 actions a turn
(issue 19, speed): that holds only if each list makes no other kind and each check refuses
exactly what its handler refuses, and the answer must be the one the full check gives."""

from __future__ import annotations

import os
import random
from dataclasses import replace

from hegemony_states import by_odds

from polislab.core.errors import IllegalAction
from polislab.games.hegemony import engine, proxenos, siege, telling, trade, turns
from polislab.games.hegemony.components import RESOURCES
from polislab.games.hegemony.military import Besiege
from polislab.games.hegemony.state import POLIS_NAMES

GAMES = int(os.environ.get("POLISLAB_CANDIDATE_GAMES", "3"))


def full_listing(state):
    """legal_actions without the shortcut: every candidate list, every candidate checked."""
    side, alone = state.player, turns.acting_alone(state)
    actions = []
    for generate in engine.CANDIDATES:
        for base in generate(state, side):
            assert base.kind in engine.CANDIDATE_KINDS[generate], (generate, base)
            if not alone and base.kind in state.actions_taken:
                continue
            try:
                after, _ = engine.HANDLERS[type(base)](state, base, side)
            except IllegalAction:
                continue
            if not alone:
                actions.append(base)
                continue
            left = after.side(side).resources
            actions.extend(replace(base, extra=r) for r in RESOURCES if left[r] >= 1)
    return [*actions, "pass"]


def test_candidate_lists_make_only_their_kinds_and_the_listing_is_complete() -> None:
    checked = 0
    for state in _positions():
        legal = engine.legal_actions(state)
        assert [str(a) for a in legal] == [str(a) for a in full_listing(state)]
        checked += 1
    assert checked > 0


def _positions():
    """The positions of a few seeded random games where a player takes actions (no decision
    pending)."""
    for seed in range(GAMES):
        rng, state = random.Random(seed), engine.initial_state(seed)
        while not engine.is_over(state):
            if engine.chance_outcomes(state):
                action = by_odds(rng, state)
            else:
                if state.pending is None and state.phase == "actions":
                    yield state
                action = rng.choice(engine.legal_actions(state))
            state, _ = engine.apply(state, action)


def _outcome(run, state, action):
    try:
        run(state, action, state.player)
    except IllegalAction as err:
        return err.rule, err.reason
    return "played"


def test_each_check_refuses_exactly_what_its_handler_refuses() -> None:
    checked = {kind: getattr(handler, "check", None) for kind, handler in engine.HANDLERS.items()}
    assert sum(1 for c in checked.values() if c) >= 6  # the listing's busiest handlers
    compared = 0
    for state in _positions():
        for generate in engine.CANDIDATES:
            for base in generate(state, state.player):
                check = checked[type(base)]
                if check is not None:
                    handler = engine.HANDLERS[type(base)]
                    assert _outcome(check, state, base) == _outcome(handler, state, base), base
                    compared += 1
    assert compared > 1000


def test_a_handler_tells_the_events_its_play_leaves_untold() -> None:
    state = engine.initial_state(3)
    for action in engine.legal_actions(state)[:40]:
        handler = engine.HANDLERS.get(type(action))
        if handler is None:
            continue
        after, events = handler(state, action, state.player)
        played, tell = telling.untold(handler)(state, action, state.player)
        assert played == after
        assert [e.explain() for e in tell()] == [e.explain() for e in events]


#: For each generator that leaves out actions its handler refuses: the actions of its kind
#: it would list without leaving any out.
EVERY = {
    siege.candidates: lambda state: [Besiege(p) for p in POLIS_NAMES],
    proxenos.candidates: lambda state: [
        proxenos.MoveProxenos(where, p) for p in POLIS_NAMES
        if (where := state.side(state.player).proxenos) not in (None, p)],
    trade.candidates: lambda state: list(trade._all_trades()),
}


def test_the_generators_leave_out_no_action_their_handler_allows() -> None:
    kept = left_out = 0
    for state in _positions():
        side = state.player
        for generate, every in EVERY.items():
            listed = set(generate(state, side))
            for action in every(state):
                allowed = _outcome(engine.HANDLERS[type(action)], state, action) == "played"
                assert action in listed or not allowed, action
                kept += action in listed
                left_out += action not in listed
    assert kept and left_out
