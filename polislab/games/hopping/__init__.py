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

from polislab.core.inputs import excerpt
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


def position(diagram: str, to_move: str = "red", quiet_plies: int = 0,
             **options: Any) -> Position:
    """A position from a diagram (:mod:`.diagram`), ``to_move`` "red" or "blue";
    ``quiet_plies`` the moves made in a row without a capture (ruling H8 draws the game at
    ``quiet_limit``); ``options`` are those of :class:`Rules`. Positions the rules could not
    reach are refused."""
    from polislab.core.errors import ScenarioError

    from .citations import ruling

    if not isinstance(diagram, str):
        raise ScenarioError(f"a hopping position is a diagram (text), not {excerpt(diagram)}")
    if to_move not in ("red", "blue"):
        raise ScenarioError(f"to_move must be 'red' or 'blue', not {excerpt(to_move)}")
    state = Position.from_diagram(diagram, to_move=to_move, quiet_plies=quiet_plies,
                                  rules=Rules(**options))
    limit = state.rules.quiet_limit
    if limit is not None and quiet_plies >= limit and not state.is_over:
        raise ScenarioError(f"after {limit} moves in a row without a capture the game is drawn "
                            f"({ruling('H8')}), so a game still going has quiet_plies below "
                            f"{limit}, not {quiet_plies}")
    return state


def position_args(state: Position) -> dict[str, Any]:
    """The arguments of :func:`position` that type ``state`` again: its diagram, who moves,
    the moves without a capture and the rule options that differ from the defaults (a
    position holds nothing more: its stunned chariots and pending dogs follow from the board).

    >>> args = position_args(start().play("d2-d3"))
    >>> sorted(args), args["to_move"], args["quiet_plies"]
    (['diagram', 'quiet_plies', 'to_move'], 'blue', 1)
    >>> position(**args) == start().play("d2-d3")
    True
    """
    from polislab.core.errors import ScenarioError

    if not isinstance(state, Position):
        raise ScenarioError(f"position_args takes a hopping position, not "
                            f"{type(state).__name__}")
    data = state.to_json()
    args: dict[str, Any] = {"diagram": "\n".join(data["diagram"]), "to_move": data["to_move"]}
    if state.quiet_plies:
        args["quiet_plies"] = state.quiet_plies
    defaults = Rules().to_json()
    args.update({name: value for name, value in data["rules"].items()
                 if defaults[name] != value})
    return args

__all__ = ["FILES", "GAME", "SIZE", "SQUARES", "TOKENS", "HoppingGame", "Move", "Piece",
           "Position", "Rules", "State", "position", "position_args", "start", "tutorial",
           "tutorial_names"]
