"""The two errors a learner meets: an illegal action, and input polislab cannot read."""

from __future__ import annotations


class PolislabError(Exception):
    """Base class of every error polislab raises on purpose."""


class IllegalAction(PolislabError, ValueError):
    """An action the rules forbid. Carries the rule that forbids it and why.

    >>> err = IllegalAction("Polis §Taking Your Turn", "e4 is occupied")
    >>> str(err)
    'e4 is occupied (Polis §Taking Your Turn)'
    """

    def __init__(self, rule: str, reason: str) -> None:
        self.rule = rule
        self.reason = reason
        super().__init__(f"{reason} ({rule})")


class ScenarioError(PolislabError, ValueError):
    """Text or saved data that cannot be read: a diagram, a script, a save file.

    ``line`` and ``column`` are 1-based and point at the offending place when known.
    """

    def __init__(self, reason: str, line: int | None = None, column: int | None = None) -> None:
        self.reason = reason
        self.line = line
        self.column = column
        where = ""
        if line is not None:
            where = f"line {line}" + (f", column {column}" if column is not None else "") + ": "
        super().__init__(where + reason)


class ScriptExhausted(PolislabError, LookupError):
    """A scripted die or deck was asked for more than its script holds."""
