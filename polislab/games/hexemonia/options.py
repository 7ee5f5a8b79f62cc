"""The choices polislab made where seed 004 allows two readings, as options, and the table.

Each option names its ruling in docs/rules/hexemonia.md; the defaults are polislab's rulings.

>>> Options(players=2).names, Options(players=2).uprisings_on
(('red', 'blue'), False)
>>> Options(names=("Andrea", "Barbara", "Corrado")).players
3
>>> Options(players=5)
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: Hexemonia is for 2 to 4 players, not 5
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt
from polislab.core.options import RuleOptions

#: The default player names, in seating order (play passes to the left, down this list).
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")
ACROPOLIS_NATURES = ("adjacent", "anywhere")
EXCHANGES = ("one", "any")
#: A player's name is one word of at most 20 characters (polislab: it must fit the board's label).
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_'-]{0,19}")
#: Words of the notation a player may not be called.
_RESERVED = {"a", "acropolis", "x", "on", "at", "from", "to", "for", "and", "order", "removing"}


@dataclass(frozen=True)
class Options(RuleOptions):
    """Rule and table options of Hexemonia.

    - ``players``: 2, 3 or 4; ``names``: the players in seating order (play passes to the
      left, along this tuple), one word each; by default red, blue, green, yellow. Giving
      ``names`` sets ``players`` (ruling HX1).
    - ``first_player``: the index of the player who starts ("the oldest player"); the player
      to his right (before him in the tuple) holds the Last Player token (ruling HX1).
    - ``uprisings``: whether Uprisings are played. None: yes with 3 or 4 players, no with 2
      (the seed makes them an optional advanced rule for two, and then the Philosopher is
      worth 3 points at the end) (ruling HX29).
    - ``acropolis_nature``: what a revealed Acropolis's Nature adds (Example 1). "adjacent":
      the Acropolis counts as a tile of its Nature, so for a Temple or Port only when next to
      it; "anywhere": it adds one to every count of its Nature in its city (ruling HX3).
    - ``fortification_defends_itself``: whether an Active Fortification also defends itself
      (the seed says "all adjacent tiles"; a review says itself too) (ruling HX18).
    - ``two_players_face_up``: whether the two Acropolis tiles of a two-player game are face
      up from the start (the seed: "you can place the Acropolis tiles face up"; polislab
      does by default) or hidden as with more players (ruling HX2).
    - ``empty_actions``: whether a Special action may end with no ability used, and a War
      action with no war declared. False (the rulebook's words: "you may use the special
      ability of *one or more*" tiles; War is to "declare war"): the chosen action is
      taken at least once. True: "may" read as a bare permission, so either may end at
      once (ruling HX33).
    - ``strategy_exchanges``: "one" exchange of 2 Citizens for 1 Hoplite (or back) on each
      tile in a Strategy action, or "any" number, all one way on a tile (ruling HX9).
    """

    players: int = 3
    names: tuple[str, ...] | None = None
    first_player: int = 0
    uprisings: bool | None = None
    acropolis_nature: Literal["adjacent", "anywhere"] = "adjacent"
    fortification_defends_itself: bool = False
    strategy_exchanges: Literal["one", "any"] = "one"
    two_players_face_up: bool = True
    empty_actions: bool = False

    def __post_init__(self) -> None:
        names = self.names
        if names is not None:
            if isinstance(names, str) or not all(isinstance(n, str) for n in names):
                raise ScenarioError("names must be a list of player names")
            names = tuple(names)
            object.__setattr__(self, "names", names)
            object.__setattr__(self, "players", len(names))
        if not isinstance(self.players, int) or isinstance(self.players, bool) \
                or not 2 <= self.players <= 4:
            raise ScenarioError(f"Hexemonia is for 2 to 4 players, not {self.players}")
        if names is None:
            object.__setattr__(self, "names", COLOURS[:self.players])
        else:
            for name in names:
                if not _NAME.fullmatch(name) or name.casefold() in _RESERVED:
                    raise ScenarioError(f"{excerpt(name)} cannot name a player: one word of at "
                                        f"most 20 letters and digits, not a word of the notation")
            if len({n.casefold() for n in names}) != len(names):
                raise ScenarioError("two players have the same name")
        if (not isinstance(self.first_player, int) or isinstance(self.first_player, bool)
                or not 0 <= self.first_player < self.players):
            raise ScenarioError(f"first_player must be 0 to {self.players - 1}")
        if self.uprisings not in (None, True, False):
            raise ScenarioError("uprisings must be true, false or null")
        if self.acropolis_nature not in ACROPOLIS_NATURES:
            raise ScenarioError(f"acropolis_nature must be 'adjacent' or 'anywhere', "
                                f"not {self.acropolis_nature!r}")
        if not isinstance(self.fortification_defends_itself, bool):
            raise ScenarioError("fortification_defends_itself must be true or false")
        if not isinstance(self.empty_actions, bool):
            raise ScenarioError("empty_actions must be true or false")
        if not isinstance(self.two_players_face_up, bool):
            raise ScenarioError("two_players_face_up must be true or false")
        if self.strategy_exchanges not in EXCHANGES:
            raise ScenarioError(f"strategy_exchanges must be 'one' or 'any', "
                                f"not {self.strategy_exchanges!r}")

    @property
    def face_up(self) -> bool:
        """Whether every Acropolis starts face up (two players, ruling HX2)."""
        return self.players == 2 and self.two_players_face_up

    @property
    def uprisings_on(self) -> bool:
        return self.players > 2 if self.uprisings is None else self.uprisings

    @property
    def philosopher_points(self) -> bool:
        """Whether the Philosopher scores at the end: two players without Uprisings."""
        return self.players == 2 and not self.uprisings_on

    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["names"] = list(self.names or ())
        return data

    @classmethod
    def from_json(cls, data: Any) -> Options:
        if isinstance(data, dict) and isinstance(data.get("names"), list):
            data = {**data, "names": tuple(data["names"])}
        return super().from_json(data)
