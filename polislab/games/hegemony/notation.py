"""The text form of actions: one line each. ``parse_action(str(a)) == a`` for every action, and
a printed text reads back as itself; other spellings read as the same action.

Grammar (keywords and names are read in any case; names are the data's, as the seeds spell
them; words are separated by spaces, a list by commas)::

    action   = "pass" | create | begin | the actions other modules register (:func:`register`:
               .military, .political)
    create   = "create" unit polis [count] ["to" territory] "pay" resource ["hire" n] [extra]
             | "create" unit polis ["to" territory] "hire" n [extra]   (Mercenaries: HG67)
    unit     = "hoplite" | "hoplites" | "galley" | "galleys" | "merchant" | "merchants"
    count    = "x" whole-number                      (1 when left out)
    begin    = "begin project" project "in" polis ["pay silver" ["for" resource {"," resource}]]
               [extra]
    extra    = "extra" resource                      (only after the opponent has passed)
    resource = "metal" | "wood" | "wine" | "oil" | "silver" | "wheat"

The printed (canonical) form writes a single unit in the singular without a count
("create merchant Pylos pay wood") and several in the plural with one ("create hoplites
Athenai x2 pay metal"); "pay silver" alone replaces a project's whole cost, "pay silver for
metal, wood" those resources only. "to" names the territory where the rules leave a choice:
Korinthos's two galley arrows (ruling HG21), a neighbouring land territory under
``Options(hoplite_territory="own_or_neighbour")`` (ruling HG7). Merchants always go to the
side's trade port.

>>> parse_action("create galleys Korinthos x2 to Ionio Pelagos pay wood extra oil")
CreateGalleys(polis='Korinthos', count=2, pay='wood', to='Ionio Pelagos', extra='oil', hire=0)
>>> str(parse_action("BEGIN PROJECT temple of zeus IN sparta PAY SILVER FOR wood,metal"))
'begin project Temple of Zeus in Sparta pay silver'
>>> parse_action("create hoplites Athens x2 pay metal")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: line 1, column 17: unknown polis 'Athens'; polislab ...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import action_reader, excerpt

from .actions import (
    Action,
    BeginProject,
    CreateGalleys,
    CreateHoplites,
    CreateMerchants,
    Pass,
)
from .components import COMPONENTS, RESOURCES

_UNITS: dict[str, type[CreateHoplites | CreateGalleys | CreateMerchants]] = {
    "hoplite": CreateHoplites, "galley": CreateGalleys, "merchant": CreateMerchants,
}
_COUNT = re.compile(r"x(\d+)")


class _Token:
    __slots__ = ("text", "column")

    def __init__(self, text: str, column: int) -> None:
        self.text = text
        self.column = column  # 1-based

    @property
    def word(self) -> str:
        return self.text.casefold()


class _Reader:
    """Reads tokens left to right, raising ScenarioError with the column of the trouble."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = [_Token(m.group(), m.start() + 1) for m in re.finditer(r",|[^\s,]+", text)]
        self.at = 0

    def column(self) -> int:
        """The column of the next token, or just past the end of the text."""
        if self.at < len(self.tokens):
            return self.tokens[self.at].column
        return len(self.text.rstrip()) + 1

    def fail(self, reason: str, column: int | None = None) -> ScenarioError:
        return ScenarioError(reason, line=1, column=self.column() if column is None else column)

    def peek(self) -> str | None:
        return self.tokens[self.at].word if self.at < len(self.tokens) else None

    def take(self, *words: str) -> str:
        """The next word, which must be one of ``words``."""
        word = self.peek()
        if word not in words:
            found = "the end" if word is None else repr(self.tokens[self.at].text)
            wanted = " or ".join(repr(w) for w in words)
            raise self.fail(f"expected {wanted}, found {found}")
        self.at += 1
        return word

    def name(self, what: str, lookup: Callable[[str], Any], stops: tuple[str, ...]) -> str:
        """A name of one or more words, up to one of ``stops`` (or a count, or the end)."""
        start = self.at
        while self.peek() is not None and self.peek() not in stops and \
                not _COUNT.fullmatch(self.peek() or ""):
            self.at += 1
        if self.at == start:
            raise self.fail(f"expected the name of a {what}")
        words = [t.text for t in self.tokens[start:self.at]]
        column = self.tokens[start].column
        return _resolve(" ".join(words), what, lookup, lambda r: self.fail(r, column))

    def resource(self, what: str) -> str:
        word = self.peek()
        if word not in RESOURCES:
            found = "the end" if word is None else repr(self.tokens[self.at].text)
            raise self.fail(f"expected {what} ({', '.join(RESOURCES)}), found {found}")
        self.at += 1
        return word

    def number(self, what: str) -> int:
        """The next word as a whole number (``what`` names it in the error)."""
        word = self.peek() or ""
        if not word.isdecimal():
            raise self.fail(f"expected {what}, a whole number")
        self.at += 1
        return int(word)

    def end(self) -> None:
        if self.at < len(self.tokens):
            raise self.fail(f"unexpected {self.tokens[self.at].text!r} after a whole action")


def _resolve(text: str, what: str, lookup: Callable[[str], Any],
             fail: Callable[[str], ScenarioError]) -> str:
    names = {r.name.casefold(): r.name for r in _records(what)}
    if text.casefold() in names:
        return names[text.casefold()]
    try:
        return str(lookup(text).name)
    except KeyError as err:
        raise fail(str(err.args[0])) from None


def _records(what: str) -> tuple[Any, ...]:
    return {"polis": COMPONENTS.poleis, "territory": COMPONENTS.territories,
            "project": COMPONENTS.projects}[what]


#: Readers of the actions other modules define, by their opening words (("move", "hoplites"));
#: each reads the rest of the text after them (see :func:`register`).
READERS: dict[tuple[str, ...], Callable[[_Reader], Action]] = {}


def register(words: str | tuple[str, ...], read: Callable[[_Reader], Action]) -> None:
    """Let :func:`parse_action` read actions beginning with ``words`` ("move hoplites" or
    ("move", "hoplites"), lower case)."""
    READERS[tuple(words.split()) if isinstance(words, str) else tuple(words)] = read


@action_reader
def parse_action(text: str | Action) -> Action:
    """Read an action from its text; :class:`ScenarioError` with the column if malformed."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise ScenarioError(f"an action is written as text, e.g. 'pass', not {excerpt(text)}")
    reader = _Reader(text)
    for words in sorted(READERS, key=len, reverse=True):  # the other modules' actions
        if tuple(t.word for t in reader.tokens[:len(words)]) == words:
            reader.at = len(words)
            action = READERS[words](reader)
            reader.end()
            return action
    first = reader.take("pass", "create", "begin", *dict.fromkeys(w[0] for w in READERS))
    if first == "pass":
        reader.end()
        return Pass()
    action = _create(reader) if first == "create" else _begin(reader)
    reader.end()
    return action


def _extra(reader: _Reader) -> str | None:
    if reader.peek() == "extra":
        reader.take("extra")
        return reader.resource("the extra resource")
    return None


def _create(reader: _Reader) -> Action:
    unit_column = reader.column()
    word = reader.take(*_UNITS, *(f"{u}s" for u in _UNITS))
    cls = _UNITS[word.removesuffix("s")]
    polis = reader.name("polis", COMPONENTS.polis, ("to", "pay", "hire"))
    count, count_given = 1, None
    if reader.peek() and _COUNT.fullmatch(reader.peek() or ""):
        token = reader.tokens[reader.at]
        count = count_given = int(token.word[1:])
        if count < 1:
            raise reader.fail("a count is 1 or more, like 'x2'")
        reader.at += 1
    to = None
    if reader.peek() == "to":
        if cls is CreateMerchants:
            raise reader.fail("merchants always go to their side's trade port: no 'to'")
        reader.take("to")
        to = reader.name("territory", COMPONENTS.territory, ("pay", "hire"))
    pay, paid = cls.cost_resource, False
    if reader.peek() != "hire" or cls is CreateMerchants:
        reader.take("pay")
        pay, paid = reader.resource("the payment"), True
    hire = 0
    if reader.peek() == "hire" and cls is not CreateMerchants:
        reader.take("hire")
        hire = reader.number("the number of units hired")
        if not paid:
            if count_given is not None:
                raise reader.fail("units created from population are paid for: 'pay metal'")
            count = 0  # "create hoplites Sparta hire 2": hired only
    extra = _extra(reader)
    try:
        if issubclass(cls, CreateMerchants):
            return CreateMerchants(polis, count, pay, extra)
        return cls(polis, count, pay, to, extra, hire)
    except ScenarioError as err:
        raise reader.fail(err.reason, unit_column) from None


def _replaced(reader: _Reader) -> tuple[str, ...]:
    """The resources after "pay silver for": one or more, separated by commas."""
    chosen: list[str] = []
    while True:
        column = reader.column()
        resource = reader.resource("a resource replaced by silver")
        if resource == "silver" or resource in chosen:
            raise reader.fail("name each resource replaced by silver once, never silver", column)
        chosen.append(resource)
        if reader.peek() != ",":
            return tuple(chosen)
        reader.take(",")


def _begin(reader: _Reader) -> Action:
    reader.take("project")
    project = reader.name("project", COMPONENTS.project, ("in",))
    reader.take("in")
    polis = reader.name("polis", COMPONENTS.polis, ("pay", "extra"))
    silver_for: tuple[str, ...] | str = ()
    if reader.peek() == "pay":
        reader.take("pay")
        reader.take("silver")
        silver_for = "all"
        if reader.peek() == "for":
            reader.take("for")
            silver_for = _replaced(reader)
    extra = _extra(reader)
    # silver_for may be "all", the documented short form: BeginProject stores the tuple.
    return BeginProject(project, polis, silver_for, extra)  # type: ignore[arg-type]
