"""The two errors a learner meets: an illegal action, and input polislab cannot read."""

from __future__ import annotations

import re

#: A quoted piece of input in a message is cut to about this many characters (then "…").
QUOTE_LIMIT = 80
#: A quote opens where no letter or digit comes just before it and closes where none comes just
#: after: the apostrophe inside a word ("opponent's", "it's", as rule titles have them) is no
#: quote mark, so the text between two of them is never taken for a quotation and cut.
_LONG_QUOTE = re.compile(rf"(?<!\w)'([^'\n]{{{QUOTE_LIMIT},}})'(?!\w)"
                         rf"|(?<!\w)\"([^\"\n]{{{QUOTE_LIMIT},}})\"(?!\w)")


def clip_quotes(text: str) -> str:
    """``text`` with every quoted stretch longer than :data:`QUOTE_LIMIT` cut short with "…",
    so that a message never floods the screen with a learner's (or a hostile) input.

    >>> clip_quotes("unknown polis '" + "A" * 200 + "'")[-6:]
    "AAAA…'"

    Apostrophes inside words are not quotes: a rule's title is never cut in its middle.

    >>> rule = "§9 FAQ: Can I play a God card during an opponent's Attack?"
    >>> clip_quotes(f"type the attack's result instead (Hellas reference {rule})")[-22:]
    "an opponent's Attack?)"
    """
    if len(text) <= QUOTE_LIMIT:
        return text

    def cut(match: re.Match[str]) -> str:
        quote = match.group(0)[0]
        inner = match.group(1) if match.group(1) is not None else match.group(2)
        return f"{quote}{inner[: QUOTE_LIMIT - 3]}…{quote}"

    return _LONG_QUOTE.sub(cut, text)


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
        self.reason = reason = clip_quotes(str(reason))
        super().__init__(f"{reason} ({rule})")


class ScenarioError(PolislabError, ValueError):
    """Text or saved data that cannot be read: a diagram, a script, a save file.

    ``line`` and ``column`` are 1-based and point at the offending place when known.
    """

    def __init__(self, reason: str, line: int | None = None, column: int | None = None) -> None:
        self.reason = reason = clip_quotes(str(reason))
        self.line = line
        self.column = column
        where = ""
        if line is not None:
            where = f"line {line}" + (f", column {column}" if column is not None else "") + ": "
        super().__init__(where + reason)


class ScriptExhausted(PolislabError, LookupError):
    """A scripted die or deck was asked for more than its script holds."""


class TimelineError(PolislabError, IndexError, ValueError):
    """A step of a history that does not exist: undo at the start, redo at the end, a ply
    outside the timeline (an IndexError too, as undo past the start always was)."""


class UnknownName(PolislabError, KeyError, ValueError):
    """A name polislab does not know: a game, a tutorial (a KeyError too, as it always was)."""

    def __str__(self) -> str:  # KeyError would show the message in quotes
        return str(self.args[0]) if self.args else ""


class WrongKind(PolislabError, TypeError, ValueError):
    """A value of the wrong kind where polislab needs a game state, a scenario, ... (a
    TypeError too, as it always was)."""


class NoScore(PolislabError, AttributeError):
    """``state.score()`` of a game that keeps no points (it declares ``keeps_points = False``;
    an AttributeError too, so ``hasattr(state, "score")`` says no)."""


class FolderError(PolislabError, OSError):
    """A folder polislab cannot write as asked: the tutorials copied over notebooks already
    there, a file where a folder should be, a folder it may not write."""
