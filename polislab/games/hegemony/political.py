"""The four Political actions (seed 000 §5.9-§5.12), gathered for the engine, and "roll".

The actions live in :mod:`.trade` (§5.9 Trade, with the market marker's roll) and
:mod:`.proxenos` (§5.10 Move Proxenos, §5.11 Release Proxenos, §5.12 Instigate Civil War);
this module gathers what the engine and the notation register: :data:`HANDLERS`,
:func:`candidates`, :data:`DECISIONS` and :data:`READERS`.

Notation (keywords and names in any case; names as the data spells them)::

    trade    = "trade" market good "for" good ["x" number] ["marker" good] [extra]
    move     = "move proxenos" polis ">" polis [extra]
    release  = "release proxenos" [extra]
    civil    = "instigate civil war" polis [extra]
    roll     = "roll" face {face}         (the military slice's Roll: one face per die)

"trade Illyria wood for wheat x3" takes Illyria's wood-for-wheat shipload numbered 3 (the
number may be left out when the market has one such shipload; it is always printed); a
purchase ("silver for wheat") names the good whose marker the purchase moves: "trade Persia
silver for wheat x4 marker wine" (ruling HG43). "move proxenos Athenai>Thebai" names where
the proxenos stands and where it goes (spaces around ">" are allowed). A pending die roll is
answered with "roll 3", two dice with "roll 1 4" (ruling HG30).

>>> from polislab.games.hegemony.notation import parse_action
>>> str(parse_action("TRADE illyria WOOD for wheat"))
'trade Illyria wood for wheat x3'
>>> parse_action("move proxenos Athenai > Thebai extra oil")
MoveProxenos(origin='Athenai', to='Thebai', extra='oil')
>>> parse_action("roll 1 4")
Roll(values=(1, 4), extra=None)
>>> parse_action("instigate civil war Athens")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: line 1, column 21: unknown polis 'Athens'; ...
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from polislab.core.errors import IllegalAction
from polislab.core.events import Event

from . import citations as cite
from . import proxenos, trade
from .actions import Action
from .military import Roll
from .notation import _Reader, register
from .state import State


def check_roll(state: State, action: Action) -> Roll:
    """``action`` as a roll answering the pending chance decision; IllegalAction if it is not."""
    pending = state.pending
    assert pending is not None
    if not (isinstance(action, Roll) and len(action.values) == pending.dice
            and all(d <= pending.faces for d in action.values)):
        example = " ".join(["1"] * pending.dice)
        raise IllegalAction(f"{pending.rule}; {cite.ruling('HG30')}",
                            f"the game waits for {pending.describe()}: answer with a chance "
                            f"action such as 'roll {example}', not '{action}'")
    return action


#: The handler of each Political action.
HANDLERS: dict[type[Action], Callable[[State, Any, str], tuple[State, list[Event]]]] = {
    trade.Trade: trade.trade,
    proxenos.MoveProxenos: proxenos.move_proxenos,
    proxenos.ReleaseProxenos: proxenos.release_proxenos,
    proxenos.CivilWar: proxenos.civil_war,
}

#: The pending decisions of this slice: kind -> (answers, resolve), for engine.Decision.
DECISIONS: dict[str, tuple[Callable[[State], list[Action]],
                           Callable[[State, Action], tuple[State, list[Event]]]]] = {
    trade.MARKET_MOVE: (
        lambda state: [Roll(roll) for roll, _ in state.pending.outcomes()]
        if state.pending else [],
        lambda state, action: trade.move_marker(state, check_roll(state, action).values),
    ),
}

#: Readers by opening words, registered with :func:`.notation.register` ("roll", the
#: military slice's :class:`~.military.Roll` shared by every roll, is registered there).
READERS: dict[str, Callable[[_Reader], Action]] = {
    "trade": trade.read_trade,
    "move proxenos": proxenos.read_move,
    "release proxenos": proxenos.read_release,
    "instigate civil war": proxenos.read_civil_war,
}
for _words, _read in READERS.items():
    register(_words, _read)


def candidates(state: State, side: str) -> Iterator[Action]:
    """Every Political action worth trying for ``side`` (the engine keeps the legal ones)."""
    yield from trade.candidates(state, side)
    yield from proxenos.candidates(state, side)


capture_proxenos = proxenos.capture_proxenos

__all__ = ["DECISIONS", "HANDLERS", "READERS", "candidates", "capture_proxenos", "check_roll"]
