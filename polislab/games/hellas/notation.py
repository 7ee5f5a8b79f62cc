"""The text form of actions: one line each. ``parse_action(str(a)) == a`` for every action, and
a printed text reads back as itself; other spellings (any case, extra spaces) read as the same
action.

Grammar (keywords in any case; names are the data's: tiles and their cities by one word, god
cards by their words; ``N`` a whole number, ``Q,R`` a place on the map)::

    draw NAME                            a chance action: the tile or god card drawn
    place TILE at Q,R [rotation K]       place the drawn tile (K = 0-5 sixths clockwise)
    reject                               refuse the tile drawn on a voyage
    add greek CITY | add ship CITY       burst actions
    take card GOD                        burst action (Ares, Poseidon, Zeus)
    end burst
    voyage
    attack CITY from CITY [xN] {, CITY [xN]}
    fight | call off | pass
    place ships xN | place ship | place no ships     after taking a city
    return ship CITY                     the ship a voyage returns
    take greek from CITY | take ship from CITY       when the supply is empty
    take no greek | take no ship         a card's piece left unplaced (supply empty)
    move greek[s] CITY to CITY [xN] | move ship[s] CITY to CITY [xN]     regrouping
    end turn
    play CARD [at CITY {, CITY}] [from CITY] [to CITY] [xN] [for GOD {, GOD}]

>>> parse_action("attack sparta from ARGOS x2 , pylos")
Attack(target='Sparta', sources=(('Argos', 2), ('Pylos', 1)))
>>> str(parse_action("place argos at 1, -1"))
'place Argos at 1,-1 rotation 0'
>>> str(parse_action("play gifts of olympus for zeus,ares"))
'play Gifts of Olympus for Zeus, Ares'
>>> parse_action("attack Sparta from Athens")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: line 1, column 20: unknown city 'Athens'; did you mean ...
"""

from __future__ import annotations

import re
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import action_reader, excerpt

from . import actions as a
from .components import COMPONENTS, GODS, Components

_COUNT = re.compile(r"x(\d+)")
_TOKENS = re.compile(r",|[^\s,]+")


class _Reader:
    """Reads tokens left to right, raising ScenarioError with the column of the trouble."""

    def __init__(self, text: str, components: Components) -> None:
        self.text = text
        self.c = components
        self.tokens = [(m.group(), m.start() + 1) for m in _TOKENS.finditer(text)]
        self.at = 0

    def column(self) -> int:
        if self.at < len(self.tokens):
            return self.tokens[self.at][1]
        return len(self.text.rstrip()) + 1

    def fail(self, reason: str, column: int | None = None) -> ScenarioError:
        return ScenarioError(reason, line=1, column=self.column() if column is None else column)

    def peek(self, ahead: int = 0) -> str | None:
        i = self.at + ahead
        return self.tokens[i][0].casefold() if i < len(self.tokens) else None

    def take(self, *words: str) -> str:
        word = self.peek()
        if word not in words:
            found = "the end" if word is None else repr(self.tokens[self.at][0])
            raise self.fail(f"expected {' or '.join(repr(w) for w in words)}, found {found}")
        self.at += 1
        return word

    def end(self) -> None:
        if self.at < len(self.tokens):
            raise self.fail(f"unexpected {self.tokens[self.at][0]!r} after a whole action")

    def count(self) -> int | None:
        word = self.peek()
        if word is None:
            return None
        match = _COUNT.fullmatch(word)
        if match is None:
            return None
        self.at += 1
        return int(match.group(1))

    def tile(self, what: str = "city") -> str:
        word = self.peek()
        if word is None:
            raise self.fail(f"expected the name of a {what}")
        column = self.column()
        names = self.c.folded_tiles
        if word in names:
            self.at += 1
            return names[word]
        try:
            self.c.tile(self.tokens[self.at][0])
        except KeyError as err:
            message = str(err.args[0]).replace("unknown tile", f"unknown {what}")
            raise self.fail(message, column) from None
        raise AssertionError("unreachable")  # pragma: no cover

    def card(self) -> str:
        """The longest card name the next words spell."""
        column = self.column()
        best = None
        longest = len(self.c.card_words[0][0]) if self.c.card_words else 0
        ahead = tuple(t.casefold() for t, _ in self.tokens[self.at:self.at + longest])
        for words, name in self.c.card_words:
            if ahead[:len(words)] == words:
                best = name
                break
        if best is None:
            rest = " ".join(t for t, _ in self.tokens[self.at:]) or "nothing"
            try:
                self.c.card(rest)
            except KeyError as err:
                raise self.fail(str(err.args[0]), column) from None
            raise self.fail(f"expected the name of a god card, found {rest!r}", column)
        self.at += len(best.split())
        return best

    def god(self) -> str:
        word = self.peek()
        for god in GODS:
            if god.casefold() == word:
                self.at += 1
                return god
        found = "the end" if word is None else repr(self.tokens[self.at][0])
        raise self.fail(f"expected a god ({', '.join(GODS)}), found {found}")

    def names(self, read: Any) -> tuple[Any, ...]:
        """One or more of ``read()``, separated by commas."""
        out = [read()]
        while self.peek() == ",":
            self.at += 1
            out.append(read())
        return tuple(out)


@action_reader
def parse_action(text: str | a.Action, components: Components | None = None) -> a.Action:
    """Read an action from its text; :class:`ScenarioError` with the column if malformed."""
    if isinstance(text, a.Action):
        return text
    if not isinstance(text, str):
        raise ScenarioError(f"an action is written as text, e.g. 'voyage', not {excerpt(text)}")
    r = _Reader(text, components or COMPONENTS)
    first = r.take("draw", "place", "reject", "add", "take", "end", "voyage", "attack", "fight",
                   "call", "pass", "return", "move", "play")
    try:
        action = _READERS[first](r)
    except ScenarioError as err:
        if err.line is not None:
            raise
        raise r.fail(err.reason, r.tokens[0][1]) from None
    r.end()
    return action


def _draw(r: _Reader) -> a.Action:
    word = r.peek()
    if word in r.c.folded_tiles and word != r.c.start.name.casefold():
        return a.DrawTile(r.tile("tile"))
    return a.DrawCard(r.card())


def _place(r: _Reader) -> a.Action:
    if r.peek() in ("ship", "ships", "no"):
        if r.take("ship", "ships", "no") == "no":
            r.take("ships")
            return a.CaptureShips(0)
        count = r.count()
        return a.CaptureShips(1 if count is None else count)
    tile = r.tile("tile")
    r.take("at")
    column = r.column()
    parts = []
    while r.peek() is not None and r.peek() != "rotation":
        parts.append(r.tokens[r.at][0])
        r.at += 1
    match = re.fullmatch(r"(-?\d+),(-?\d+)", "".join(parts))
    if match is None:
        raise r.fail("a place is written q,r (two whole numbers), e.g. '1,-1'", column)
    rotation = 0
    if r.peek() == "rotation":
        r.take("rotation")
        column = r.column()
        word = r.peek()
        if word is None or not word.isdecimal():
            raise r.fail("a rotation is a number of sixths of a turn, 0 to 5", column)
        r.at += 1
        rotation = int(word)
        if rotation > 5:
            raise r.fail("a rotation is a number of sixths of a turn, 0 to 5", column)
    return a.Place(tile, (int(match.group(1)), int(match.group(2))), rotation)


def _add(r: _Reader) -> a.Action:
    piece = r.take("greek", "ship")
    city = r.tile()
    return a.AddGreek(city) if piece == "greek" else a.AddShip(city)


def _take(r: _Reader) -> a.Action:
    what = r.take("card", "greek", "ship", "no")
    if what == "card":
        return a.TakeCard(r.god())
    if what == "no":
        return a.TakeNone(r.take("greek", "ship"))
    r.take("from")
    return a.TakeFrom(what, r.tile())


def _end(r: _Reader) -> a.Action:
    return a.EndBurst() if r.take("burst", "turn") == "burst" else a.EndTurn()


def _attack(r: _Reader) -> a.Action:
    target = r.tile()
    r.take("from")

    def source() -> tuple[str, int]:
        city = r.tile()
        count = r.count()
        return city, 1 if count is None else count

    return a.Attack(target, r.names(source))


def _call(r: _Reader) -> a.Action:
    r.take("off")
    return a.CallOff()


def _return(r: _Reader) -> a.Action:
    r.take("ship")
    return a.ReturnShip(r.tile())


def _move(r: _Reader) -> a.Action:
    word = r.take("greek", "greeks", "ship", "ships")
    origin = r.tile()
    r.take("to")
    to = r.tile()
    count = r.count()
    return a.Move(word.removesuffix("s"), origin, to, 1 if count is None else count)


def _play(r: _Reader) -> a.Action:
    card = r.card()
    values: dict[str, Any] = {}
    if r.peek() == "at":
        r.take("at")
        values["at"] = r.names(r.tile)
    if r.peek() == "from":
        r.take("from")
        values["origin"] = r.tile()
    if r.peek() == "to":
        r.take("to")
        values["to"] = r.tile()
    count = r.count()
    if count is not None:
        values["count"] = count
    if r.peek() == "for":
        r.take("for")
        values["gods"] = r.names(r.god)
    return a.Play(card, **values)


def _word(action: a.Action) -> Any:
    return lambda r: action


_READERS: dict[str, Any] = {
    "draw": _draw, "place": _place, "reject": _word(a.Reject()), "add": _add, "take": _take,
    "end": _end, "voyage": _word(a.Voyage()), "attack": _attack, "fight": _word(a.Fight()),
    "call": _call, "pass": _word(a.Pass()), "return": _return, "move": _move, "play": _play,
}
