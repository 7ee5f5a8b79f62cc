"""One position of each of the four games, with marks, for comparing board backends."""

from __future__ import annotations

from typing import Any


def samples() -> dict[str, tuple[Any, Any]]:
    """{game: (state, marks)}: the second step of each game's first tutorial (a move framed,
    arrows, the pieces), or its only step."""
    from polislab.games import hegemony, hellas, hexemonia, hopping

    found = {}
    for module in (hopping, hegemony, hellas, hexemonia):
        frames = module.tutorial(module.tutorial_names()[0]).frames
        frame = frames[min(1, len(frames) - 1)]
        found[module.__name__.rsplit(".", 1)[-1]] = (frame.state, frame.step.marks)
    return found
