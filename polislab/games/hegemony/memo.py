"""Answers remembered for the last state asked about: listing legal actions asks the same
question of one state many times (once per candidate action), and states never change."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")


_KEEP = 4  # states remembered: a listing may step aside to a state made on the way and back


def per_state(fn: Callable[..., _T]) -> Callable[..., _T]:
    """Remember ``fn(state, *args)`` (hashable ``args``) for the last few ``state`` objects it
    was called with, by identity (a state is an immutable value; so is a tuple of its parts).
    The answer is shared: callers must not change it."""
    recent: tuple[tuple[Any, dict[tuple[Any, ...], Any]], ...] = ()  # newest first

    @functools.wraps(fn)
    def remembered(state: Any, *args: Any) -> _T:
        nonlocal recent
        for seen, answers in recent:  # noqa: B007 - the answers of the state found
            if seen is state:
                break
        else:
            answers = {}
            recent = ((state, answers), *recent[:_KEEP - 1])
        if args in answers:
            return answers[args]
        answer = answers[args] = fn(state, *args)
        return answer

    return remembered


def made_once(cls: Callable[..., _T]) -> Callable[..., _T]:
    """``cls(*args, **kwargs)`` remembered by its (hashable) arguments: the candidate actions
    are made again for every listing of legal actions, and an action checks its arguments as
    it is made; actions are immutable values, so one made once serves every listing."""
    return functools.lru_cache(maxsize=16_384)(cls)
