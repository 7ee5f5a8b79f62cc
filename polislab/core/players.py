"""Computer players: callables ``state -> action`` that work for any registered game.

A player is anything called with a state that returns one of the game's legal actions, so
``PlayView(state, opponent=RandomPlayer(seed=1))`` plays against the computer. Stronger players
live beside each game (``polislab.games.<game>.ai``) and keep the same shape.

>>> from polislab.games import hopping
>>> player = RandomPlayer(seed=7)
>>> start = hopping.Position.start()
>>> move = player(start)
>>> move in start.legal_moves(), RandomPlayer(seed=7)(start) == move
(True, True)
>>> player
RandomPlayer(seed=7)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .errors import IllegalAction, WrongKind
from .protocol import Game, get_game
from .randomness import Randomness

__all__ = ["ChancePlayer", "RandomPlayer", "game_of", "levels"]


def game_of(state: Any) -> Game:
    """The registered game a state belongs to (a state names it in ``state.game_name``)."""
    name = getattr(state, "game_name", None)
    if not isinstance(name, str):
        raise WrongKind(f"{type(state).__name__} is not a polislab game state (no game_name)")
    return get_game(name)


class RandomPlayer:
    """Plays a legal action chosen uniformly at random; the same seed plays the same game.

    ``randomness`` may be given instead of ``seed`` (e.g. a scenario's scripted randomness).
    """

    def __init__(self, seed: int | None = None, *, randomness: Randomness | None = None) -> None:
        self.seed = seed
        self.randomness = randomness if randomness is not None else Randomness(seed)

    def __call__(self, state: Any) -> Any:
        game = game_of(state)
        actions = list(game.legal_actions(state))
        if not actions:
            raise IllegalAction(game.title, "there is no legal action to choose from")
        return self.randomness.choice(actions, why="a random player's move")

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


class ChancePlayer:
    """Plays the chance decisions (a die's roll, a card's draw): by the game's own odds where it
    offers ``chance_action(state, randomness)``, else uniformly among the legal outcomes.

    A :class:`~polislab.widgets.PlayView` gives it the turns where ``to_move`` is "chance".
    """

    def __init__(self, seed: int | None = None, *, randomness: Randomness | None = None) -> None:
        self.seed = seed
        self.randomness = randomness if randomness is not None else Randomness(seed)

    def __call__(self, state: Any) -> Any:
        game = game_of(state)
        chance_action = getattr(game, "chance_action", None)
        if chance_action is not None:
            return chance_action(state, self.randomness)
        return RandomPlayer(randomness=self.randomness)(state)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"


def levels(game_name: str) -> dict[str, Callable[..., Any]]:
    """The computer levels of a game, weakest first: ``{name: factory}``, each factory called as
    ``factory(seed=...)`` returning a player ``state -> action``.

    They come from the module the game declares as its ``ai_module`` (its ``LEVELS``); a game
    that declares none, or whose module has no ``LEVELS``, plays at one level, ``"random"``.

    >>> list(levels("hopping"))
    ['random', 'greedy', 'search']
    >>> from polislab.games import hopping
    >>> start = hopping.Position.start()
    >>> levels("hopping")["greedy"](seed=1)(start) in start.legal_moves()
    True
    """
    path = get_game(game_name).ai_module  # an unknown game fails here, naming the games
    table = getattr(importlib.import_module(path), "LEVELS", None) if path else None
    if not table:
        return {"random": RandomPlayer}
    return dict(table)
