"""Every random draw goes through here, so a scenario can script it and a seed replays it.

>>> dice = ScriptedRandomness(dice={4: [2, 4]})
>>> dice.roll(4), dice.roll(4)
(2, 4)
>>> dice.roll(4, why="siege of Argos")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScriptExhausted: the script of d4 rolls ran out after 2 rolls (a roll ...
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from .errors import ScenarioError, ScriptExhausted

T = TypeVar("T")


class Randomness:
    """Seeded randomness: the same seed gives the same game."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, sides: int, why: str = "") -> int:
        """A roll of a die with ``sides`` faces, 1 to ``sides``."""
        return self._rng.randint(1, sides)

    def shuffle(self, items: Sequence[T], deck: str = "") -> list[T]:
        """A shuffled copy of ``items``; ``deck`` names the deck so a script can stack it."""
        order = list(items)
        self._rng.shuffle(order)
        return order

    def choice(self, items: Sequence[T], why: str = "") -> T:
        """One of ``items``, uniformly."""
        if not items:
            raise ValueError("cannot choose from nothing")
        return items[self._rng.randrange(len(items))]

    def randrange(self, n: int) -> int:
        """A whole number from 0 to n - 1 (for fast loops such as random playouts)."""
        return self._rng.randrange(n)

    def draw(self, cards: Sequence[T], deck: str = "") -> T:
        """The next card off the deck ``deck``, whose cards left are ``cards`` (a card once per
        copy, so each copy is equally likely); a script can stack the draws one by one."""
        return self.choice(cards, why=f"a card of the {deck or 'unnamed'} deck")


class ScriptedRandomness(Randomness):
    """Dice and decks that follow a script, e.g. "the next d4 rolls are 2, 4".

    ``dice`` maps the number of sides to the rolls to come, in order; ``decks`` maps a deck's
    name to the order its cards come out: the whole order for :meth:`shuffle`, or the cards
    :meth:`draw` gives one at a time. When a script runs out, ``fallback`` (a seeded
    :class:`Randomness`) takes over if given; otherwise :class:`ScriptExhausted` is raised.
    """

    def __init__(
        self,
        dice: Mapping[int, Sequence[int]] | None = None,
        decks: Mapping[str, Sequence[object]] | None = None,
        fallback: Randomness | None = None,
    ) -> None:
        super().__init__(seed=None)
        self._dice = {int(s): list(rolls) for s, rolls in (dice or {}).items()}
        self._decks = {name: list(order) for name, order in (decks or {}).items()}
        self._used = {s: 0 for s in self._dice}
        self._fallback = fallback
        for sides, rolls in self._dice.items():
            for roll in rolls:
                if not 1 <= roll <= sides:
                    raise ScenarioError(f"a d{sides} cannot roll {roll}")

    def remaining(self) -> dict[str, dict[str, list[Any]]]:
        """What is left of the script, as the ``dice`` and ``decks`` of a scenario's script
        (plain data; empty lists left out)."""
        return {"dice": {str(s): list(r) for s, r in self._dice.items() if r},
                "decks": {name: list(order) for name, order in self._decks.items() if order}}

    def roll(self, sides: int, why: str = "") -> int:
        script = self._dice.get(sides)
        if script:
            self._used[sides] += 1
            return script.pop(0)
        if self._fallback is not None:
            return self._fallback.roll(sides, why)
        used = self._used.get(sides, 0)
        wanted = f" (a roll was wanted for: {why})" if why else ""
        raise ScriptExhausted(
            f"the script of d{sides} rolls ran out after {used} roll{'s' * (used != 1)}{wanted}"
        )

    def shuffle(self, items: Sequence[T], deck: str = "") -> list[T]:
        if deck in self._decks:
            order = self._decks.pop(deck)
            if sorted(map(repr, order)) != sorted(map(repr, items)):
                raise ScenarioError(
                    f"the scripted order of the {deck!r} deck does not hold the same cards "
                    f"as the deck ({len(order)} scripted, {len(items)} in the deck)"
                )
            # The script's cards are objects, checked above to be the deck's (by repr).
            return list(order)  # type: ignore[arg-type]
        if self._fallback is not None:
            return self._fallback.shuffle(items, deck)
        raise ScriptExhausted(f"no scripted order for the {deck or 'unnamed'} deck")

    def draw(self, cards: Sequence[T], deck: str = "") -> T:
        script = self._decks.get(deck)
        if script:
            card = script.pop(0)
            if card not in cards:
                raise ScenarioError(f"the scripted card {card!r} of the {deck!r} deck is not "
                                    "among the cards left in it")
            return cards[cards.index(card)]  # (the deck's own card, equal to the scripted one)
        if self._fallback is not None:
            return self._fallback.draw(cards, deck)
        raise ScriptExhausted(f"no scripted card left to draw from the {deck or 'unnamed'} deck")

    def choice(self, items: Sequence[T], why: str = "") -> T:
        if self._fallback is not None:
            return self._fallback.choice(items, why)
        raise ScriptExhausted(f"no script for a random choice ({why or 'unnamed'})")

    def randrange(self, n: int) -> int:
        if self._fallback is not None:
            return self._fallback.randrange(n)
        raise ScriptExhausted("no script for a random number")
