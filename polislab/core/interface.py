"""The typed contract between a game's interface (its board, clicks and words) and the widgets.

A game declares where its interface lives (``interface``, a module path, on its registered game
object); that module's ``INTERFACE`` follows :class:`GameInterface`, usually as an instance of
a subclass of :class:`polislab.render.interface.BaseInterface`, which gives every member but
the board itself, the click paths and the explanation of a refused click a default. The
widgets reach a game only through :func:`interface_for` and these members: nothing is looked up
by name, no signature is read.

The interface module is imported only when a board is drawn, so ``import polislab.games.<g>``
loads no interface module.

>>> face = interface_for("hopping")
>>> isinstance(face, GameInterface), face.hides_information, face.confirm_choice
(True, False, False)
>>> from polislab.games import hopping
>>> start = hopping.Position.start()
>>> face.action_paths(start, hopping.Move("c2", "c3"))
[('c2', 'c3')]
>>> face.side_label("blue"), face.turn_text(start)
('Blue (diamonds)', 'Red (round pieces) to move')
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:  # types only: core imports no drawing at run time
    from polislab.render.scene import Scene, Shape

from .errors import WrongKind
from .events import Event
from .protocol import Game, get_game
from .rules_page import RulesPage

#: Marks drawn over a board: kind -> places (or, for hop arrows, pairs of places), e.g.
#: ``{"highlight": ["e4"], "dots": ["e5", "f5"]}``. Each game names the kinds it draws.
Marks = Mapping[str, Sequence[Any]]
#: A step of the keyboard cursor, in the game's own units (files and ranks, or screen x and y).
Step = tuple[int, int]
#: The scene's natural size: what ``size`` draws a board at by default (a square's side).
SIZE = 56.0

@runtime_checkable
class GameInterface(Protocol):
    """What the widgets ask of a game's interface.

    ``state`` is always a state of the interface's game; a *place* is the name of a region of
    the game's :meth:`scene` (a square, a territory, a card in a hand); a *path* is the places
    clicked, in order, towards one action.
    """

    #: Whether the rules hide something from some players (a hand of cards): then
    #: :meth:`scene`, :meth:`event_text` and :meth:`action_text` show what ``show_all`` and
    #: ``seen_by`` allow; a game that hides nothing ignores both.
    hides_information: bool
    #: Whether a complete click path offers its action in the list of choices even when it is
    #: the only one (the learner confirms it), instead of playing it at once.
    confirm_choice: bool
    #: The keys that move the keyboard cursor, each with its step for :meth:`step_cursor`.
    key_steps: Mapping[str, Step]

    # -- the board ------------------------------------------------------------------------------
    def scene(self, state: Any, marks: Marks | None = None, size: float = SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None) -> Scene:
        """The board as a scene, its regions named by place. ``marks`` None draws
        :meth:`default_marks`; ``size`` scales it (:data:`SIZE` is natural size); ``flipped``
        shows it from the other side; ``status`` False leaves out the line saying whose turn
        it is (the widgets say it beside the board). ``show_all`` True shows what the rules
        hide; False only what ``seen_by`` (None: the side to act) may see."""
        ...

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """The board as a standalone SVG (what ``State._repr_svg_`` shows); ``options`` are
        :meth:`scene`'s, with the game's own defaults for a picture (a teacher's view)."""
        ...

    def default_marks(self, state: Any) -> Marks:
        """The marks drawn when none are given: the last move (its hop arrows under
        ``"arrows"``, which the play view brings in one by one)."""
        ...

    def marks_layer(self, state: Any, marks: Marks | None, size: float = SIZE, *,
                    flipped: bool = False) -> list[Shape]:
        """Only the ``"marks"`` layer of :meth:`scene` (an animation's frames)."""
        ...

    # -- clicks ---------------------------------------------------------------------------------
    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        """Every path of places whose clicks lead to ``action`` (a legal action in ``state``):
        ``[("c2", "c3")]`` for a move, ``[("Thebai",)]`` for one click on a territory."""
        ...

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        """Why clicking ``path`` leads to no legal action, naming the rule that forbids it."""
        ...

    def choice_label(self, state: Any, action: Any) -> str:
        """How ``action`` reads in the list of choices a click offers (with its odds, for a
        chance outcome)."""
        ...

    # -- the keyboard cursor --------------------------------------------------------------------
    def step_cursor(self, scene: Scene, cursor: str, step: Step, flipped: bool = False) -> str:
        """The place the cursor moves to from ``cursor`` ("" before the first key) by one of
        :attr:`key_steps`'s steps, on the board ``scene`` as drawn now."""
        ...

    def cursor_shapes(self, scene: Scene, place: str, size: float = SIZE,
                      flipped: bool = False) -> list[Shape]:
        """The cursor drawn on ``place`` (shapes of the marks layer), on the board ``scene``."""
        ...

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        """``place`` in words, as the cursor reads it out: its name and what is there."""
        ...

    def place_name(self, state: Any, place: str) -> str:
        """``place`` named in a sentence ("Bob's 2a", "the Ares deck"), as the panel's
        messages name the places clicked."""
        ...

    # -- words ----------------------------------------------------------------------------------
    def side_label(self, side: str) -> str:
        """A side's (or player's) name as the panel writes it, never by colour alone."""
        ...

    def turn_text(self, state: Any) -> str:
        """Who acts now and how, the panel's status line without its final stop."""
        ...

    def click_hint(self, state: Any) -> str:
        """What to click (or type) to begin a move, before the first move."""
        ...

    def action_text(self, action: Any, seen_by: str | None = None,
                    show_all: bool = False) -> str:
        """``action`` as the panel writes it, leaving out what the board hides."""
        ...

    def event_text(self, event: Event, seen_by: str | None = None,
                   show_all: bool = False) -> str:
        """``event`` in words, leaving out what the board hides (a card drawn)."""
        ...

    def move_heading(self, state: Any, action: Any, seen_by: str | None = None,
                     show_all: bool = False) -> str:
        """Who did what, as the move log's heading over a move's outcomes: a sentence in
        the learner's words ("Ann takes the Pasture from the market"), not the notation;
        ``state`` is the state the action was played in."""
        ...

    # -- the rules --------------------------------------------------------------------------
    def rules_page(self) -> RulesPage | None:
        """The game's rules page for learners (:mod:`polislab.core.rules_page`), which
        explains each citation in the game's words; None if the game has none."""
        ...


def interface_for(state_or_name: Any) -> GameInterface:
    """The interface of the game ``state_or_name`` (a game state, or a registered game's name).

    Raises :class:`~polislab.core.errors.WrongKind` for anything else, and
    :class:`~polislab.core.errors.UnknownName` for a name no game is registered under.
    """
    return _load(_game_name(state_or_name))


def _game_name(state_or_name: Any) -> str:
    name = state_or_name if isinstance(state_or_name, str) else getattr(
        type(state_or_name), "game_name", None)
    if not isinstance(name, str):
        raise WrongKind(f"{type(state_or_name).__name__} is not a polislab game state "
                        f"(no game_name)")
    return name


def game_of(state: Any) -> Game:
    """The registered game ``state`` belongs to."""
    return get_game(_game_name(state))


def _load(name: str) -> GameInterface:
    face = importlib.import_module(get_game(name).interface).INTERFACE
    if not isinstance(face, GameInterface):
        raise WrongKind(f"the interface of {name} ({get_game(name).interface}.INTERFACE) does "
                        "not follow polislab.core.interface.GameInterface")
    return face
