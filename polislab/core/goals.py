"""Exercise goals as plain data: what the learner's one move must do, picked by a teacher from a
short list (the lesson recorder's), kept in a lesson's file, and judged by the rules' own events.

A goal is an object with a ``kind``:

- ``{"kind": "play", "move": "d2-d3"}``: the move the lesson plays there (any move that leaves
  the same position counts, however it is written);
- ``{"kind": "win"}``: win the game at once;
- one of the game's own outcomes, as its ``exercise_goals`` declare them (:class:`GoalKind`):
  ``{"kind": "capture"}`` is met by a move that causes a capture event, and with a ``place``,
  ``{"kind": "take", "place": "Argos"}``, by one whose event names that place.

The verdict's why is the sentence of the event that met the goal (with its rule), or says what
the move did instead.

>>> from polislab.games import hopping
>>> start = hopping.tutorial("diagonal-capture").frames[0].state
>>> [goal["kind"] for goal in goals_met(start, "e3-e4")]
['play', 'capture']
>>> goal = read_goal("hopping", {"kind": "capture"})
>>> goal.words()
'capture a piece'
>>> right, why = goal.judge(start, "e3-e4")
>>> right, why.startswith("Blue dog d5 was captured")
(True, True)
>>> goal.judge(start, "a1-a2")
(False, 'a1-a2 does not capture a piece.')
>>> read_goal("hopping", {"kind": "fly"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: an exercise's goal 'fly' is not one of this game's: play, ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import ScenarioError
from .events import Event
from .inputs import excerpt
from .protocol import Game, get_game

__all__ = ["Goal", "GoalKind", "goal_kinds", "goals_met", "read_goal"]


@dataclass(frozen=True)
class GoalKind:
    """A kind of goal a game offers: ``kind`` (its key in the data), ``label`` (the recorder's
    list: "Capture a piece"), ``task`` (the verdict's words: "capture a piece", with
    ``{place}`` where the goal names one), the ``event`` kind that meets it, ``place_key``,
    the event's data key naming the place ("" for a goal about no place), and ``side_key``, the
    event's data key naming the side the outcome is for: then it meets the goal only when that
    side made the move (the defender's pass that ends an attack does not "take" the city)."""

    kind: str
    label: str
    task: str
    event: str = ""
    place_key: str = ""
    side_key: str = ""


#: The goals of every game: the move the lesson plays, and winning at once.
GENERIC = (GoalKind("play", "Play this move", "play {move}"),
           GoalKind("win", "Win the game at once", "win the game at once"))


def goal_kinds(game: Game | str) -> tuple[GoalKind, ...]:
    """The kinds of goal ``game`` offers: the generic ones, then its own ``exercise_goals``."""
    rules = get_game(game) if isinstance(game, str) else game
    return GENERIC + tuple(getattr(rules, "exercise_goals", ()))


@dataclass(frozen=True)
class Goal:
    """A goal read from its data (:func:`read_goal`): judge a move with :meth:`judge`."""

    game: str
    kind: GoalKind
    data: Mapping[str, Any]

    @property
    def rules(self) -> Game:
        return get_game(self.game)

    def words(self) -> str:
        """The goal as a task: "capture a piece", "take Argos", "play d2-d3"."""
        return self.kind.task.format(place=self.data.get("place", ""),
                                     move=self.data.get("move", ""))

    def to_json(self) -> dict[str, Any]:
        return dict(self.data)

    def judge(self, before: Any, action: Any, after: Any = None,
              events: Sequence[Event] | None = None) -> tuple[bool, str]:
        """(right?, why) for playing ``action`` (an action or its notation) from ``before``;
        ``after`` and ``events``, when the caller has played it already."""
        rules = self.rules
        if isinstance(action, str):
            action = rules.parse_action(before, action)
        if after is None or events is None:
            after, played = rules.apply(before, action)
            events = played
        said = [event.explain() for event in events]
        if self.kind.kind == "play":
            wanted, _ = rules.apply(before, rules.parse_action(before, self.data["move"]))
            if rules.to_json(after) == rules.to_json(wanted):
                return True, " ".join(said[:2]) or f"{action} is the move."
            return False, f"{action} is not the move this exercise asks for."
        if self.kind.kind == "win":
            if rules.is_over(after) and rules.winner(after) == rules.to_move(before):
                return True, said[-1] if said else f"{action} wins."
            return False, f"{action} does not win the game at once."
        mover = rules.to_move(before)
        met = [event for event in events
               if _meets(self.kind, event, mover, self.data.get("place"))]
        if met:
            return True, met[0].explain()
        return False, f"{action} does not {self.words()}."


def _meets(kind: GoalKind, event: Event, mover: str | None, place: Any) -> bool:
    """Whether ``event``, caused by a move of ``mover``, meets a goal of ``kind`` (about
    ``place``, or about any place when it is None)."""
    if event.kind != kind.event:
        return False
    if kind.side_key and event.data.get(kind.side_key) != mover:
        return False
    if not kind.place_key:
        return True
    named = event.data.get(kind.place_key)
    return named is not None and (place is None or named == place)


def read_goal(game: str, data: Any) -> Goal:
    """The goal ``data`` names, for ``game``; :class:`ScenarioError` with a sentence if it is
    not one of the game's, or lacks the place or the move it needs."""
    if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
        raise ScenarioError(f"an exercise's goal is an object with a 'kind' (e.g. "
                            f"{{'kind': 'play', 'move': '...'}}), not {excerpt(data)}")
    kinds = {kind.kind: kind for kind in goal_kinds(game)}
    kind = kinds.get(data["kind"])
    if kind is None:
        raise ScenarioError(f"an exercise's goal {excerpt(data['kind'])} is not one of this "
                            f"game's: {', '.join(kinds)}")
    needed = {"play": {"move"}}.get(kind.kind, {"place"} if kind.place_key else set())
    allowed = {"kind"} | needed | ({"place"} if kind.place_key else set())
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise ScenarioError(f"an exercise's goal {kind.kind!r} has no {excerpt(unknown[0])}; it "
                            f"takes: {', '.join(sorted(allowed))}")
    for key in sorted(needed):
        if not isinstance(data.get(key), str) or not data[key]:
            raise ScenarioError(f"an exercise's goal {kind.kind!r} needs its {key}, as text")
    return Goal(game, kind, dict(data))


def goals_met(before: Any, action: Any) -> list[dict[str, Any]]:
    """The goals that playing ``action`` from ``before`` meets, as data, in the order of the
    game's list: what a teacher may ask of the move the lesson plays next."""
    rules = get_game(before.game_name)
    if isinstance(action, str):
        action = rules.parse_action(before, action)
    after, events = rules.apply(before, action)
    met: list[dict[str, Any]] = [{"kind": "play", "move": str(action)}]
    if rules.is_over(after) and rules.winner(after) == rules.to_move(before):
        met.append({"kind": "win"})
    mover = rules.to_move(before)
    for kind in goal_kinds(rules)[len(GENERIC):]:
        for event in events:
            if not _meets(kind, event, mover, None):
                continue
            goal = {"kind": kind.kind}
            if kind.place_key:
                goal["place"] = str(event.data.get(kind.place_key))
            if goal not in met:
                met.append(goal)
    return met
