"""The one protocol every game follows, and the registry of games by name.

A widget, a tutorial or a test talks to a game only through this protocol, never through a
game's internals. States are values: ``apply`` returns a new state and leaves the old one as it
was, so undo, branching and "what if" cost nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from .declarations import BrokenRule
from .events import Event


@runtime_checkable
class Game(Protocol):
    """What a game offers. ``State`` and ``Action`` are the game's own types.

    Actions print as the game's notation (``str(action)``) and ``parse_action`` reads it back,
    so a history can be saved as text and replayed. ``summary`` is the state as text (what
    ``str(state)`` shows); a game that counts points also offers ``score(state)``.
    """

    name: str
    title: str
    #: The module path of the game's interface (its ``INTERFACE`` follows
    #: :class:`polislab.core.interface.GameInterface`), imported only when a board is drawn.
    interface: str

    # What else the game declares, read only (defaults and meaning in
    # :class:`~.declarations.Declarations`).
    @property
    def ai_module(self) -> str | None: ...

    @property
    def bounded_levels(self) -> Mapping[str, Mapping[str, Any]]: ...

    @property
    def keeps_points(self) -> bool: ...

    @property
    def save_schema(self) -> str: ...

    @property
    def data_loader(self) -> str | None: ...

    @property
    def data_files(self) -> tuple[str, ...]: ...

    @property
    def broken_rules(self) -> tuple[BrokenRule, ...]: ...

    def initial_state(self, **options: Any) -> Any: ...

    def legal_actions(self, state: Any) -> Sequence[Any]: ...

    def parse_action(self, state: Any, text: str) -> Any: ...

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Event]]: ...

    def to_move(self, state: Any) -> str | None: ...

    def is_over(self, state: Any) -> bool: ...

    def winner(self, state: Any) -> str | None: ...

    def to_json(self, state: Any) -> dict[str, Any]: ...

    def from_json(self, data: dict[str, Any]) -> Any: ...

    def summary(self, state: Any) -> str: ...

    def seats(self, state: Any) -> tuple[str, ...]:
        """The players at ``state``'s table in seating order: a game's fixed sides, or the
        names the table chose (empty if the game does not say)."""
        ...


_REGISTRY: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Make ``game`` known by its name (done by each game's package on import).

    A game lacking a member of :class:`Game` is refused here, by name, rather than failing
    later inside a widget."""
    members = [*Game.__annotations__, *(n for n in vars(Game) if not n.startswith("_"))]
    missing = [name for name in dict.fromkeys(members) if not hasattr(game, name)]
    if missing:
        raise TypeError(f"{type(game).__name__} is not a polislab game: it has no "
                        f"{', '.join(missing)} (see polislab.core.protocol.Game)")
    _REGISTRY[game.name] = game
    return game


def get_game(name: str) -> Game:
    """The game registered as ``name``, e.g. ``get_game("hopping")``."""
    from .errors import UnknownName
    from .inputs import excerpt  # (a 50 MB name is not echoed whole)

    game = _REGISTRY.get(name) if isinstance(name, str) else None
    if game is None:  # (a state's game is registered already: its str() loads no other game)
        _load_builtin_games()
        game = _REGISTRY.get(name) if isinstance(name, str) else None
    if game is None:
        known = ", ".join(sorted(_REGISTRY)) or "none"
        raise UnknownName(f"no game named {excerpt(name)}; known games: {known}")
    return game


def game_names() -> list[str]:
    """The names of all registered games."""
    _load_builtin_games()
    return sorted(_REGISTRY)


def games_registered_so_far() -> list[Game]:
    """The games registered until now, without loading the built-in ones (a lookup that
    must not import every game, e.g. the save format of a state whose game is loaded)."""
    return list(_REGISTRY.values())


def _load_builtin_games() -> None:
    # Importing a game's package registers it; done lazily so `import polislab` stays light.
    from polislab import games

    games.load_all()
