"""The actions of Hexemonia, one small frozen value each; ``str(action)`` is its notation and
:func:`.notation.parse_action` reads it back.

One action is one decision. A turn is a short sequence of them (seed 004 §Playing the Game)::

    take Pasture                      step A: a face-up tile            (twice, or:)
    take gold                         step A: the second draw as a Resource on the Acropolis
    play Pasture at 1b                step B: a tile from hand, then its cost cube by cube:
    pay citizen from A                  (asked only when there is a choice of tile)
    play Oracle on 1c                 step B: a Myth tile, its token on a tile of its Nature
    discard myth Hades                a fourth Myth tile: one of them goes to the Underworld
    produce | strategy | special | war        step C: the action (ends step B)
    move gold from A to 1b            Strategy (and the Agora): one cube from tile to tile
    exchange citizens at 1b           Strategy: 2 Citizens for 1 Hoplite ("exchange hoplite":
                                      back)
    reveal                            Special: turn the Acropolis face up
    use Temple at 1c                  Special: a gear tile (Lighthouse, Port, Agora, ...)
    use Tavern at 1a on blue          ... one that names an opponent
    use Spring at 1f for citizen      ... the Spring names its Resource
    use Hades on blue 2c x2           a Myth: Hades removes 2 excess Citizens there
    use Oracle order Walls, Port, Agora, Spring    the Oracle's new order of the top tiles
    use Fates | use Pandora on blue
    remove citizen from 1a            the Necropolis: one Citizen back to the supply
    give gold from 1c                 an opponent pays the Lighthouse, Tavern or Labyrinth
    random discard Walls              chance: the tile Pandora takes at random
    attack blue 2c                    War: declare war on blue's tile at 2c
    commit 2 hoplites from A          War: cubes for the attack
    charge | call off                 War: fight (the attack must exceed the defence) or not
    lose 1 citizen and 1 hoplite      War: the attacker's casualties, when he has a choice
    place Quarry at 2d                War: where the conquered tile joins the city-state
    end strategy | end special | end war | end Agora | end Necropolis
    discard Walls                     step D: a tile from a hand of more than four

Places are written as in :mod:`.hexes` ("A", "1a", "2k"); tiles by their titles; players by
their names. A count of 1 is written in the singular, without "x1".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

SINGULAR = {"citizens": "citizen", "hoplites": "hoplite", "gold": "gold"}


def cubes_text(count: int, kind: str) -> str:
    """"1 citizen", "2 hoplites", "3 gold"."""
    return f"{count} {SINGULAR[kind] if count == 1 else kind}"


class Action:
    """Base class: ``kind`` groups the actions ("take", "play", "use", ...)."""

    kind: ClassVar[str] = ""
    __slots__ = ()


@dataclass(frozen=True)
class Take(Action):
    """Step A: a face-up tile (``tile``), or for the second draw a Resource (``resource``)."""

    tile: str | None = None
    resource: str | None = None
    kind: ClassVar[str] = "take"

    def __str__(self) -> str:
        return f"take {self.tile if self.tile is not None else SINGULAR[self.resource or '']}"


@dataclass(frozen=True)
class Play(Action):
    """Step B: a Chora, Fortification or Polis tile from hand to the place ``at``."""

    tile: str
    at: str
    kind: ClassVar[str] = "play"

    def __str__(self) -> str:
        return f"play {self.tile} at {self.at}"


@dataclass(frozen=True)
class PlayMyth(Action):
    """Step B: a Myth tile, its token on the tile at ``on``."""

    tile: str
    on: str
    kind: ClassVar[str] = "play"

    def __str__(self) -> str:
        return f"play {self.tile} on {self.on}"


@dataclass(frozen=True)
class Pay(Action):
    """One cube of a new tile's cost, from the tile at ``source``."""

    cube: str
    source: str
    kind: ClassVar[str] = "pay"

    def __str__(self) -> str:
        return f"pay {SINGULAR[self.cube]} from {self.source}"


@dataclass(frozen=True)
class DiscardMyth(Action):
    tile: str
    kind: ClassVar[str] = "discard myth"

    def __str__(self) -> str:
        return f"discard myth {self.tile}"


@dataclass(frozen=True)
class Choose(Action):
    """Step C: the action of the turn (produce, strategy, special, war)."""

    action: str
    kind: ClassVar[str] = "choose"

    def __str__(self) -> str:
        return self.action


@dataclass(frozen=True)
class Move(Action):
    """One cube from tile to tile (Strategy, Agora)."""

    cube: str
    source: str
    to: str
    kind: ClassVar[str] = "move"

    def __str__(self) -> str:
        return f"move {SINGULAR[self.cube]} from {self.source} to {self.to}"


@dataclass(frozen=True)
class Exchange(Action):
    """Strategy: ``give`` "citizens" (2 Citizens for 1 Hoplite) or "hoplite" (back)."""

    give: str
    at: str
    kind: ClassVar[str] = "exchange"

    def __str__(self) -> str:
        return f"exchange {self.give} at {self.at}"


@dataclass(frozen=True)
class End(Action):
    """The end of an action (strategy, special, war) or of a tile's ability (Agora,
    Necropolis)."""

    what: str
    kind: ClassVar[str] = "end"

    def __str__(self) -> str:
        return f"end {self.what}"


@dataclass(frozen=True)
class Reveal(Action):
    kind: ClassVar[str] = "reveal"

    def __str__(self) -> str:
        return "reveal"


@dataclass(frozen=True)
class Use(Action):
    """Special: the gear ability of ``tile``, a tile at ``at`` or a Myth tile (``at`` None).
    ``opponent`` for the Tavern, Labyrinth, Hades and Pandora; ``resource`` for the Spring;
    ``count`` for Hades; ``order`` for the Oracle (top first)."""

    tile: str
    at: str | None = None
    opponent: str | None = None
    resource: str | None = None
    count: int = 0
    order: tuple[str, ...] = ()
    kind: ClassVar[str] = "use"

    def __str__(self) -> str:
        text = f"use {self.tile}"
        if self.tile == "Hades":
            return f"{text} on {self.opponent} {self.at}" + (
                f" x{self.count}" if self.count != 1 else "")
        if self.tile == "Oracle":
            return f"{text} order {', '.join(self.order)}"
        if self.at is not None:
            text += f" at {self.at}"
        if self.opponent is not None:
            text += f" on {self.opponent}"
        if self.resource is not None:
            text += f" for {SINGULAR[self.resource]}"
        return text


@dataclass(frozen=True)
class Remove(Action):
    """The Necropolis: one Citizen from the tile at ``source`` back to the supply."""

    source: str
    kind: ClassVar[str] = "remove"

    def __str__(self) -> str:
        return f"remove citizen from {self.source}"


@dataclass(frozen=True)
class Give(Action):
    """An opponent's cube from his tile at ``source`` to the Lighthouse, Tavern or Labyrinth."""

    cube: str
    source: str
    kind: ClassVar[str] = "give"

    def __str__(self) -> str:
        return f"give {SINGULAR[self.cube]} from {self.source}"


@dataclass(frozen=True)
class RandomDiscard(Action):
    """Chance: the tile Pandora makes the opponent discard."""

    tile: str
    kind: ClassVar[str] = "random discard"

    def __str__(self) -> str:
        return f"random discard {self.tile}"


@dataclass(frozen=True)
class Attack(Action):
    opponent: str
    at: str
    kind: ClassVar[str] = "attack"

    def __str__(self) -> str:
        return f"attack {self.opponent} {self.at}"


@dataclass(frozen=True)
class Commit(Action):
    count: int
    cube: str
    source: str
    kind: ClassVar[str] = "commit"

    def __str__(self) -> str:
        return f"commit {cubes_text(self.count, self.cube)} from {self.source}"


@dataclass(frozen=True)
class Charge(Action):
    kind: ClassVar[str] = "charge"

    def __str__(self) -> str:
        return "charge"


@dataclass(frozen=True)
class CallOff(Action):
    kind: ClassVar[str] = "call off"

    def __str__(self) -> str:
        return "call off"


@dataclass(frozen=True)
class Lose(Action):
    """The attacker's casualties: ``citizens`` and ``hoplites`` of the committed cubes."""

    citizens: int
    hoplites: int
    kind: ClassVar[str] = "lose"

    def __str__(self) -> str:
        parts = [cubes_text(n, k) for n, k in ((self.citizens, "citizens"),
                                                (self.hoplites, "hoplites")) if n]
        return "lose " + (" and ".join(parts) if parts else "nothing")


@dataclass(frozen=True)
class Place(Action):
    tile: str
    at: str
    kind: ClassVar[str] = "place"

    def __str__(self) -> str:
        return f"place {self.tile} at {self.at}"


@dataclass(frozen=True)
class Discard(Action):
    """Step D: a tile from a hand of more than four, to the Underworld."""

    tile: str
    kind: ClassVar[str] = "discard"

    def __str__(self) -> str:
        return f"discard {self.tile}"


__all__ = [
    "SINGULAR", "Action", "Attack", "CallOff", "Charge", "Choose", "Commit", "Discard",
    "DiscardMyth", "End", "Exchange", "Give", "Lose", "Move", "Pay", "Place", "Play", "PlayMyth",
    "RandomDiscard", "Remove", "Reveal", "Take", "Use", "cubes_text",
]
