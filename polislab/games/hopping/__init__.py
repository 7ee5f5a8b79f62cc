"""Polis, the chariot race: an 8x8 board where every move makes its neighbours hop.

>>> from polislab.games import hopping
>>> pos = hopping.Position.start()
>>> pos.to_move
'red'
>>> after = pos.play("d2-d3")
>>> [str(e) for e in after.events][2]
'Red dog c2 hopped to e4 over the Red dog on d3 (Polis rules §The Hopping Mechanic).'
"""

from typing import Any

from polislab.core.protocol import register
from polislab.core.scripting import randomness_from

from .board import FILES, SIZE, SQUARE_INDEX
from .diagram import TOKENS
from .game import HoppingGame
from .options import Rules
from .position import Move, Piece, Position
from .tutorials import tutorial, tutorial_names

SQUARES: list[str] = sorted(SQUARE_INDEX, key=SQUARE_INDEX.__getitem__)

GAME = register(HoppingGame())
#: The state class, under the name every game gives it (``hopping.State.from_json(data)``).
State = Position


def start(seed: Any = None, *, randomness: Any = None, **options: Any) -> Position:
    """The starting position (seed 002 §Starting Position), ready for the first move;
    ``options`` are those of :class:`Rules` (``first_player="blue"``, ...). ``seed=`` and
    ``randomness=`` are taken as by every game's ``start`` (and checked the same way), but
    this game has no chance: every start is the same."""
    randomness_from(seed, randomness)  # a bad seed is refused here as in every game
    return Position.start(Rules(**options))


def position(diagram: str, to_move: str = "red", **options: Any) -> Position:
    """A position from a diagram (:mod:`.diagram`), ``to_move`` "red" or "blue"; ``options``
    are those of :class:`Rules`. Positions the rules could not reach are refused."""
    from polislab.core.errors import ScenarioError

    if not isinstance(diagram, str):
        raise ScenarioError(f"a hopping position is a diagram (text), not {type(diagram).__name__}")
    if to_move not in ("red", "blue"):
        raise ScenarioError(f"to_move must be 'red' or 'blue', not {to_move!r}")
    return Position.from_diagram(diagram, to_move=to_move, rules=Rules(**options))

__all__ = ["FILES", "GAME", "SIZE", "SQUARES", "TOKENS", "HoppingGame", "Move", "Piece",
           "Position", "Rules", "State", "position", "start", "tutorial", "tutorial_names"]
