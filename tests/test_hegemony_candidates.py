"""``legal_actions`` leaves out the candidate lists whose every kind of action the player has
taken this turn (issue 19, speed): that holds only if each list makes no other kind, and the
answer must be the one the full check gives."""

from __future__ import annotations

import os
import random
from dataclasses import replace

from polislab.core.errors import IllegalAction
from polislab.games.hegemony import engine, turns
from polislab.games.hegemony.components import RESOURCES

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
    for seed in range(GAMES):
        rng, state = random.Random(seed), engine.initial_state(seed)
        while not engine.is_over(state):
            outcomes = engine.chance_outcomes(state)
            if outcomes:
                choices, weights = zip(*outcomes, strict=True)
                action = rng.choices(choices, weights=[float(w) for w in weights])[0]
            else:
                legal = engine.legal_actions(state)
                if state.pending is None and state.phase == "actions":
                    assert [str(a) for a in legal] == [str(a) for a in full_listing(state)]
                    checked += 1
                action = rng.choice(legal)
            state, _ = engine.apply(state, action)
    assert checked > 0
