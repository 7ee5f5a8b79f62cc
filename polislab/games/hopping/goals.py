"""Goals for exercises: does a move do what the exercise asks? Each goal takes the position
before and after the learner's move and answers (right?, why), the why in the rules' words.

>>> from polislab.games import hopping
>>> pos = hopping.tutorial("diagonal-capture").frames[0].state
>>> ok, why = capture("blue")(pos, pos.play("e3-e4"))
>>> ok
True
>>> sentence, rule = why.split(" (")
>>> print(sentence)
Blue dog d5 was captured between the Red dog on c6 and the Red dog on e4
>>> print(rule)
Polis rules §Capturing Pieces).
>>> start = hopping.start()
>>> on_rank("red", 4, count=2)(start, start.play("a2-a3"))[0]
False
>>> on_rank("red", 4, count=2)(start, start.play("d2-d3"))[0]
True
"""

from __future__ import annotations

from collections.abc import Callable

from .citations import STUNNED
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
        stunned = [sq for sq in after.stunned()
                   if (piece := after.piece_at(sq)) is not None and piece.color == chariot_color]
        if stunned:
            said = " ".join(_said(after, "stun"))
            return True, said or f"The chariot on {stunned[0]} is stunned."
        side = chariot_color.capitalize()
        return False, (f"after {after.last_move} the {side} chariot is not stunned: it does not "
                       f"stand between two enemy pieces on one line ({STUNNED}).")

    return goal


def on_rank(color: str, rank: int, count: int = 1) -> Goal:
    """After the move, at least ``count`` of the ``color`` dogs stand on ``rank`` (1 to 8)."""

    def goal(before: Position, after: Position) -> tuple[bool, str]:
        there = sorted(sq for sq, piece in after.pieces().items()
                       if piece == (color, "dog") and int(sq[1:]) == rank)
        side = color.capitalize()
        if len(there) >= count:
            landed = [e.explain() for e in after.events if e.kind in ("move", "hop")
                      and int(e.data["to"][1:]) == rank]
            return True, " ".join(landed) or f"{side} dogs stand on {', '.join(there)}."
        now = f"{len(there)} {side} dog{'' if len(there) == 1 else 's'}"
        return False, (f"after {after.last_move}, {now} on rank {rank}, not {count}: "
                       "look at what hops over the square you step to.")

    return goal
