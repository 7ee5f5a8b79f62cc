"""Reading actions from their text (the grammar is in :mod:`.actions`).

``parse_action(str(a)) == a`` for every action; other spellings read as the same action
(any case, plurals or singulars, "Amphitheatre", "acropolis" for "A", "x1"). Player names are
read as the state spells them when a state is given.

>>> parse_action("PLAY amphitheatre AT 1B")
Play(tile='Amphitheater', at='1b')
>>> str(parse_action("commit 1 hoplites from acropolis"))
'commit 1 hoplite from A'
>>> str(parse_action("use Oracle order Walls,Port, Agora"))
'use Oracle order Walls, Port, Agora'
>>> parse_action("play Pasture at 9z")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: line 1, column 17: '9z' is not a place: ...
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import action_reader, excerpt

from .actions import (
    Action,
    Attack,
    CallOff,
    Charge,
    Choose,
    Commit,
    Discard,
    DiscardMyth,
    End,
    Exchange,
    Give,
    Lose,
    Move,
    Pay,
    Place,
    Play,
    PlayMyth,
    RandomDiscard,
    Remove,
    Reveal,
    Take,
    Use,
)
from .components import COMPONENTS
from .hexes import label, place
from .state import ACTIONS

_KIND_WORDS = {"citizen": "citizens", "citizens": "citizens", "hoplite": "hoplites",
               "hoplites": "hoplites", "gold": "gold", "golds": "gold"}
_ENDS = {"strategy": "strategy", "special": "special", "war": "war", "agora": "Agora",
         "necropolis": "Necropolis"}
_STOPS = {"at", "on", "from", "to", "for", "order", "x"}
_COUNT = re.compile(r"x?(\d+)")


class _Reader:
    def __init__(self, text: str, state: Any) -> None:
        self.text = text
        self.state = state
        self.tokens = [(m.group(), m.start() + 1) for m in re.finditer(r",|[^\s,]+", text)]
        self.at = 0

    def column(self) -> int:
        if self.at < len(self.tokens):
            return self.tokens[self.at][1]
        return len(self.text.rstrip()) + 1

    def fail(self, reason: str, column: int | None = None) -> ScenarioError:
        return ScenarioError(reason, line=1, column=self.column() if column is None else column)

    def peek(self) -> str | None:
        return self.tokens[self.at][0].casefold() if self.at < len(self.tokens) else None

    def word(self, what: str) -> tuple[str, int]:
        if self.at >= len(self.tokens):
            raise self.fail(f"expected {what}, found the end")
        token = self.tokens[self.at]
        self.at += 1
        return token

    def take(self, *words: str) -> str:
        found = self.peek()
        if found not in words:
            shown = "the end" if found is None else repr(self.tokens[self.at][0])
            raise self.fail(f"expected {' or '.join(map(repr, words))}, found {shown}")
        self.at += 1
        return found

    def end(self) -> None:
        if self.at < len(self.tokens):
            raise self.fail(f"unexpected {self.tokens[self.at][0]!r} after a whole action")

    def cube(self) -> str:
        text, column = self.word("citizen, hoplite or gold")
        kind = _KIND_WORDS.get(text.casefold())
        if kind is None:
            raise self.fail(f"expected citizen, hoplite or gold, found {text!r}", column)
        return kind

    def place(self) -> str:
        text, column = self.word("a place (A, 1a, 2k ...)")
        try:
            return label(place(text))
        except ScenarioError as err:
            raise self.fail(err.reason, column) from None

    def tile(self) -> str:
        start = self.at
        while self.peek() is not None and self.peek() not in _STOPS and self.peek() != ",":
            self.at += 1
        if self.at == start:
            raise self.fail("expected the title of a tile")
        column = self.tokens[start][1]
        text = " ".join(t for t, _ in self.tokens[start:self.at])
        try:
            return COMPONENTS.tile(text).name
        except KeyError as err:
            raise self.fail(str(err.args[0]), column) from None

    def player(self) -> str:
        text, column = self.word("a player's name")
        names = getattr(self.state, "names", None)
        if names is None:
            return text
        for name in names:
            if name.casefold() == text.casefold():
                return name
        raise self.fail(f"no player named {text!r}; the players are {', '.join(names)}", column)

    def count(self) -> int | None:
        word = self.peek()
        if word is None:
            return None
        match = _COUNT.fullmatch(word)
        if match is None:
            return None
        self.at += 1
        value = int(match.group(1))
        if value < 1:
            raise self.fail("a count is 1 or more", self.tokens[self.at - 1][1])
        return value


@action_reader
def parse_action(text: str | Action, state: Any = None) -> Action:
    """Read an action from its text; :class:`ScenarioError` with the column if malformed."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise ScenarioError(f"an action is written as text, e.g. 'produce', not {excerpt(text)}")
    r = _Reader(text, state)
    first = r.take("take", "play", "pay", "discard", *ACTIONS, "move", "exchange", "end",
                   "reveal", "use", "remove", "give", "random", "attack", "commit", "charge",
                   "call", "lose", "place")
    action = _READERS[first](r)
    r.end()
    return action


def _take(r: _Reader) -> Action:
    if r.peek() in _KIND_WORDS:
        return Take(resource=r.cube())
    return Take(tile=r.tile())


def _play(r: _Reader) -> Action:
    tile = r.tile()
    if r.take("at", "on") == "on":
        return PlayMyth(tile, r.place())
    return Play(tile, r.place())


def _pay(r: _Reader) -> Action:
    cube = r.cube()
    r.take("from")
    return Pay(cube, r.place())


def _discard(r: _Reader) -> Action:
    if r.peek() == "myth":
        r.take("myth")
        return DiscardMyth(r.tile())
    return Discard(r.tile())


def _move(r: _Reader) -> Action:
    cube = r.cube()
    r.take("from")
    source = r.place()
    r.take("to")
    return Move(cube, source, r.place())


def _exchange(r: _Reader) -> Action:
    give = r.take("citizens", "citizen", "hoplite", "hoplites")
    r.take("at")
    return Exchange("citizens" if give.startswith("citizen") else "hoplite", r.place())


def _end(r: _Reader) -> Action:
    return End(_ENDS[r.take(*_ENDS)])


def _use(r: _Reader) -> Action:
    tile = r.tile()
    at: str | None = None
    opponent: str | None = None
    resource: str | None = None
    if tile == "Hades":
        r.take("on")
        opponent = r.player()
        at = r.place()
        return Use(tile, at=at, opponent=opponent, count=r.count() or 1)
    if tile == "Oracle":
        r.take("order")
        order = [r.tile()]
        while r.peek() == ",":
            r.take(",")
            order.append(r.tile())
        return Use(tile, order=tuple(order))
    if r.peek() == "at":
        r.take("at")
        at = r.place()
    if r.peek() == "on":
        r.take("on")
        opponent = r.player()
    if r.peek() == "for":
        r.take("for")
        resource = r.cube()
    return Use(tile, at=at, opponent=opponent, resource=resource)


def _remove(r: _Reader) -> Action:
    r.take("citizen", "citizens")
    r.take("from")
    return Remove(r.place())


def _give(r: _Reader) -> Action:
    cube = r.cube()
    r.take("from")
    return Give(cube, r.place())


def _random(r: _Reader) -> Action:
    r.take("discard")
    return RandomDiscard(r.tile())


def _attack(r: _Reader) -> Action:
    opponent = r.player()
    return Attack(opponent, r.place())


def _commit(r: _Reader) -> Action:
    count = r.count() or 1
    column = r.column()
    cube = r.cube()
    if cube == "gold":
        raise r.fail("only Citizens and Hoplites fight (Hexemonia rulebook §War, Conquering a "
                     "Tile)", column)
    r.take("from")
    return Commit(count, cube, r.place())


def _lose(r: _Reader) -> Action:
    if r.peek() == "nothing":
        r.take("nothing")
        return Lose(0, 0)
    lost = {"citizens": 0, "hoplites": 0}
    while True:
        count = r.count()
        if count is None:
            raise r.fail("expected a number of citizens or hoplites")
        column = r.column()
        cube = r.cube()
        if cube == "gold":
            raise r.fail("casualties are Citizens and Hoplites", column)
        lost[cube] += count
        if r.peek() != "and":
            break
        r.take("and")
    return Lose(lost["citizens"], lost["hoplites"])


def _place(r: _Reader) -> Action:
    tile = r.tile()
    r.take("at")
    return Place(tile, r.place())


def _call(r: _Reader) -> Action:
    r.take("off")
    return CallOff()


def _choose(action: str) -> Callable[[_Reader], Action]:
    return lambda r: Choose(action)


_READERS: dict[str, Callable[[_Reader], Action]] = {
    "take": _take, "play": _play, "pay": _pay, "discard": _discard, "move": _move,
    "exchange": _exchange, "end": _end, "reveal": lambda r: Reveal(), "use": _use,
    "remove": _remove, "give": _give, "random": _random, "attack": _attack, "commit": _commit,
    "charge": lambda r: Charge(), "call": _call, "lose": _lose, "place": _place,
    **{a: _choose(a) for a in ACTIONS},
}
