"""One position of each registered game, with marks, for comparing board backends."""

from __future__ import annotations

from typing import Any

from polislab.core import game_names
from polislab.core.declarations import game_package


def samples() -> dict[str, tuple[Any, Any]]:
    """{game: (state, marks)}: the second step of each game's first tutorial (a move framed,
    arrows, the pieces), or its only step."""
    found = {}
    for name in game_names():
        module = game_package(name)
        frames = module.tutorial(module.tutorial_names()[0]).frames
        frame = frames[min(1, len(frames) - 1)]
        found[name] = (frame.state, frame.step.marks)
    return found
