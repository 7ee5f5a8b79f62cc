"""Plays whose events are told only when asked for.

``legal_actions`` tries every candidate action on its handler, the one place that decides
whether it is legal, and throws the events away: writing their sentences, and making states
nobody reads, took most of its time (issue 19). So a handler may be written as a *play*,
which checks the action and makes the new state but leaves its events untold (a function
that tells them), and :func:`telling` makes the handler from it: the same checks, the same
state, and the events told at once, exactly as the play tells them. The engine plays an
action with the handler, and lists legal actions with :func:`untold` or :func:`check_of`.

Most of the listing happens while the player takes 2 different actions a turn, when only
whether an action is legal matters (acting alone, the resources left decide the extra
payments). A handler whose rules all sit in one *check*, which it calls first, says so with
:func:`checked_by`, and :func:`check_of` gives what the listing runs: that check, or the
untold play of any other handler.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from polislab.core.events import Event

from .state import State

Tell = Callable[[], list[Event]]
#: A play: the new state, and what tells its events (raises IllegalAction as its handler does).
Play = Callable[[State, Any, str], tuple[State, Tell]]
Handler = Callable[[State, Any, str], tuple[State, list[Event]]]
#: A check: raises IllegalAction as its handler would, or returns what the handler plays with.
Check = Callable[[State, Any, str], Any]


def telling(play: Play) -> Handler:
    """The handler of ``play``: the state it makes, and its events told."""

    @functools.wraps(play)
    def handler(state: State, action: Any, side: str) -> tuple[State, list[Event]]:
        after, tell = play(state, action, side)
        return after, tell()

    # A function attribute, read back by untold(): the Callable type has none.
    handler.untold = play  # type: ignore[attr-defined]
    return handler


def untold(handler: Handler) -> Play:
    """The play of a handler made by :func:`telling`; any other handler, as a play."""
    play: Play | None = getattr(handler, "untold", None)
    if play is not None:
        return play

    def told_anyway(state: State, action: Any, side: str) -> tuple[State, Tell]:
        after, events = handler(state, action, side)
        return after, lambda: events

    return told_anyway


def checked_by(check: Check) -> Callable[[Handler], Handler]:
    """Mark a handler whose rules ``check`` checks in full: the handler calls it before it
    changes anything, and raises nothing else."""

    def mark(handler: Handler) -> Handler:
        # A function attribute, read back with getattr: the Callable type has none.
        handler.check = check  # type: ignore[attr-defined]
        return handler

    return mark


def check_of(handler: Handler) -> Check:
    """What raises IllegalAction exactly when ``handler`` does, at the least cost."""
    check: Check | None = getattr(handler, "check", None)
    return check if check is not None else untold(handler)
