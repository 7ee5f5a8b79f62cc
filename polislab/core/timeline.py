"""A game's history: (action, events, state) entries with undo, redo, branch and replay."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .errors import ScenarioError, TimelineError
from .events import Event
from .inputs import excerpt, refusing
from .protocol import Game, game_names, get_game
from .schema import check, upgrade


@dataclass(frozen=True)
class Entry:
    """One step of a history: the action taken, what it did, and the state it led to."""

    action: Any
    events: tuple[Event, ...]
    state: Any


class Timeline:
    """The positions of one game in order, with a cursor that undo and redo move.

    Playing a new action after an undo drops the undone future, as an editor does; call
    :meth:`branch` first to keep it.
    """

    def __init__(self, game: Game, start: Any) -> None:
        self.game = game
        self.start = start
        self._entries: list[Entry] = []
        self._cursor = 0  # how many entries are in effect

    # -- reading -----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._entries[self._cursor - 1].state if self._cursor else self.start

    @property
    def entries(self) -> tuple[Entry, ...]:
        """The entries in effect (up to the cursor)."""
        return tuple(self._entries[: self._cursor])

    @property
    def actions(self) -> list[Any]:
        return [entry.action for entry in self.entries]

    @property
    def last_events(self) -> tuple[Event, ...]:
        return self._entries[self._cursor - 1].events if self._cursor else ()

    def __len__(self) -> int:
        return self._cursor

    @property
    def can_undo(self) -> bool:
        return self._cursor > 0

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._entries)

    # -- changing ----------------------------------------------------------------------------
    def play(self, action: Any) -> tuple[Event, ...]:
        """Apply ``action`` (an action or its text) to the current state; return its events.

        An illegal action raises and leaves the timeline as it was.
        """
        with refusing(f"the action {excerpt(action)}"):
            if isinstance(action, str):
                action = self.game.parse_action(self.state, action)
            state, events = self.game.apply(self.state, action)
        del self._entries[self._cursor :]
        self._entries.append(Entry(action, tuple(events), state))
        self._cursor += 1
        return tuple(events)

    def undo(self) -> Any:
        if not self.can_undo:
            raise TimelineError("nothing to undo: the timeline is at its start")
        self._cursor -= 1
        return self.state

    def redo(self) -> Any:
        if not self.can_redo:
            raise TimelineError("nothing to redo: this is the last position played")
        self._cursor += 1
        return self.state

    def goto(self, ply: int) -> Any:
        """Move the cursor to just after ``ply`` actions (0 is the start)."""
        self._cursor = self._ply(ply)
        return self.state

    def _ply(self, ply: Any) -> int:
        """``ply`` checked: a whole number from 0 to the number of entries."""
        if not isinstance(ply, int) or isinstance(ply, bool):
            raise TimelineError(f"a ply is a whole number of actions from the start (0 to "
                                f"{len(self._entries)}), not {excerpt(ply)}")
        if not 0 <= ply <= len(self._entries):
            raise TimelineError(f"ply {excerpt(ply)} is outside 0..{len(self._entries)}")
        return ply

    def branch(self, at: int | None = None) -> Timeline:
        """A new timeline sharing this one's past up to ``at`` (default: the cursor).

        The two then go their own ways; this one keeps its future for redo.
        """
        at = self._cursor if at is None else self._ply(at)
        other = Timeline(self.game, self.start)
        other._entries = self._entries[:at]
        other._cursor = at
        return other

    # -- replay and saving -------------------------------------------------------------------
    @classmethod
    def replay(cls, game: Game, start: Any, actions: Iterable[Any]) -> Timeline:
        """Rebuild a timeline by playing ``actions`` (objects or their text) from ``start``."""
        timeline = cls(game, start)
        for action in actions:
            timeline.play(action)
        return timeline

    def to_json(self) -> dict[str, Any]:
        """The game's name, the start state and the actions as text: plain data, in the
        format declared by ``polislab/schemas/timeline.json``."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.name,
            "start": self.game.to_json(self.start),
            "actions": [str(entry.action) for entry in self._entries[: self._cursor]],
        }

    @classmethod
    def from_json(cls, data: Any) -> Timeline:
        """Read a timeline saved by :meth:`to_json` (or by an earlier polislab: it is migrated),
        replaying every action by the rules."""
        data = upgrade(data, VERSION, MIGRATIONS, "a saved timeline")
        check(data, "timeline", "a saved timeline", decimals=True)
        try:
            game = get_game(data["game"])
        except KeyError:
            raise ScenarioError(f"a saved timeline: game: no game named {excerpt(data['game'])}; "
                                f"known games: {', '.join(game_names())}") from None
        try:
            with refusing("the state"):
                start = game.from_json(data["start"])
        except ScenarioError as err:
            raise ScenarioError(f"'start' cannot be read: {err}") from None
        timeline = cls(game, start)
        for number, text in enumerate(data["actions"], start=1):
            try:
                timeline.play(text)
            except ValueError as err:  # IllegalAction or a malformed action text
                raise ScenarioError(
                    f"action {number} ({excerpt(text)}) cannot be replayed: {err}"
                ) from None
        return timeline


def _version_1(data: dict[str, Any]) -> dict[str, Any]:
    """A timeline saved before timelines named their format and version."""
    return {"format": FORMAT, **data, "version": 2}


#: What a saved timeline is, and its layout's version (2: "format" and "version" added).
FORMAT = "polislab/timeline"
VERSION = 2
MIGRATIONS = {1: _version_1}
