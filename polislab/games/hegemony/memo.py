"""Answers remembered for the last state asked about: listing legal actions asks the same
question of one state many times (once per candidate action), and states never change."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")


def per_state(fn: Callable[..., _T]) -> Callable[..., _T]:
    """Remember ``fn(state, *args)`` (hashable ``args``) for the last ``state`` it was called
    with, by identity. The answer is shared: callers must not change it."""
    entry: list[Any] = [None, {}]  # [state, {args: answer}], replaced whole when state changes

    @functools.wraps(fn)
    def remembered(state: Any, *args: Any) -> _T:
        nonlocal entry
        current = entry
        if current[0] is not state:
            current = entry = [state, {}]
        answers = current[1]
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
