"""Goals for exercises: does a move do what the exercise asks? Each goal takes the position
before and after the learner's move and answers (right?, why), the why in the rules' words.

>>> from polislab.games import hopping
>>> pos = hopping.tutorial("diagonal-capture").frames[0].state
>>> ok, why = capture("blue")(pos, pos.play("e3-e4"))
>>> ok
True
>>> print(why)
Blue dog d5 was captured between the Red dog on c6 and the Red dog on e4 (Polis §Capturing Pieces).
"""

from __future__ import annotations

from collections.abc import Callable

from .position import Position

Goal = Callable[[Position, Position], tuple[bool, str]]


def _said(after: Position, kind: str) -> list[str]:
    return [e.explain() for e in after.events if e.kind == kind]


def capture(victim: str, keep_own: bool = True) -> Goal:
    """The move captures at least one ``victim`` dog ("red" or "blue") and, with ``keep_own``,
    loses none of the mover's own."""

    def goal(before: Position, after: Position) -> tuple[bool, str]:
        mover = before.to_move
        caught = [e for e in after.events if e.kind == "capture"]
        theirs = [e.explain() for e in caught if e.data["piece"] == f"{victim} dog"]
        ours = [e.explain() for e in caught if e.data["piece"] == f"{mover} dog"]
        if not theirs:
            return False, f"{after.last_move} captures no {victim.capitalize()} dog."
        if keep_own and ours:
            return False, " ".join(theirs + ["But:"] + ours)
        return True, " ".join(theirs)

    return goal


def win() -> Goal:
    """The move wins the game for the player who makes it."""

    def goal(before: Position, after: Position) -> tuple[bool, str]:
        if after.winner == before.to_move:
            return True, " ".join(_said(after, "win"))
        return False, f"{after.last_move} does not win at once."

    return goal


def stun(chariot_color: str) -> Goal:
    """After the move, the ``chariot_color`` chariot is stunned."""

    def goal(before: Position, after: Position) -> tuple[bool, str]:
        stunned = [sq for sq in after.stunned() if after.piece_at(sq).color == chariot_color]
        if stunned:
            said = " ".join(_said(after, "stun"))
            return True, said or f"The chariot on {stunned[0]} is stunned."
        return False, f"After {after.last_move} the {chariot_color.capitalize()} chariot is free."

    return goal
