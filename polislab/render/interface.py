"""The defaults of a game's interface: :class:`BaseInterface`, which a game's ``ui`` package
subclasses to follow the typed contract :class:`polislab.core.interface.GameInterface`.

It sits with the drawing kit (it draws a default cursor and turns a scene into SVG), above the
rules: ``polislab.core`` declares the contract and finds a game's interface, and imports no
drawing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from polislab.core.events import Event
from polislab.core.interface import SIZE, Marks, Step, game_of
from polislab.core.rules_page import PAGE_FILE, RulesPage

from .scene import Rect, Scene, Shape
from .svg import to_svg

#: The generic cursor's keys: (dx, dy) on screen, to the nearest region that way.
ARROWS: Mapping[str, Step] = {"ArrowUp": (0, -1), "ArrowDown": (0, 1), "ArrowLeft": (-1, 0),
                              "ArrowRight": (1, 0)}
#: The generic cursor's frame: dark on a white halo, seen at 3:1 on any ground (WCAG 1.4.11,
#: 2.4.7).
CURSOR_COLOURS = ("#FFFFFF", "#1A1A1A")


class BaseInterface(ABC):
    """A game's interface with defaults: a game's interface subclasses it and gives at least
    :meth:`scene`, :meth:`action_paths` and :meth:`explain_click`.

    The defaults: nothing hidden, a single fitting action played at once, a cursor that steps
    between the scene's regions with the arrow keys, sides named by their capitalised names,
    actions by their notation and events by their own sentences.
    """

    hides_information: bool = False
    confirm_choice: bool = False
    key_steps: Mapping[str, Step] = ARROWS

    @abstractmethod
    def scene(self, state: Any, marks: Marks | None = None, size: float = SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None) -> Scene:
        """See :meth:`GameInterface.scene`."""

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """The scene as SVG."""
        return to_svg(self.scene(state, marks, **options))

    def default_marks(self, state: Any) -> Marks:
        """No marks."""
        return {}

    def marks_layer(self, state: Any, marks: Marks | None, size: float = SIZE, *,
                    flipped: bool = False) -> list[Shape]:
        """The marks layer of the whole scene."""
        return self.scene(state, marks, size, flipped=flipped, status=False).layers["marks"]

    @abstractmethod
    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        """See :meth:`GameInterface.action_paths`."""

    @abstractmethod
    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        """See :meth:`GameInterface.explain_click`."""

    def choice_label(self, state: Any, action: Any) -> str:
        """The action's notation."""
        return str(action)

    def step_cursor(self, scene: Scene, cursor: str, step: Step, flipped: bool = False) -> str:
        """The nearest region of ``scene`` in the direction ``step`` (dx, dy on screen)."""
        return scene.region_towards(cursor, step)

    def cursor_shapes(self, scene: Scene, place: str, size: float = SIZE,
                      flipped: bool = False) -> list[Shape]:
        """A double frame around the place's region."""
        if place not in scene.regions:
            return []
        x, y, w, h = scene.regions[place]
        halo, ink = CURSOR_COLOURS
        return [Rect(x, y, w, h, None, halo, 6), Rect(x, y, w, h, None, ink, 3)]

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        """The place's name and the sentences of the board's description that name it."""
        sentences = [s.strip() for s in scene.description.split(". ")
                     if place in s and not s.strip().startswith("Key")]
        return f"{place}: {'. '.join(sentences[:2])}" if sentences else place

    def place_name(self, state: Any, place: str) -> str:
        """The place's own name (a square, a territory)."""
        return place

    def side_label(self, side: str) -> str:
        """The side's name, capitalised."""
        return side.capitalize()

    def turn_text(self, state: Any) -> str:
        """The side to move, as :meth:`side_label` names it: "Red to move"."""
        side = game_of(state).to_move(state)
        return f"{self.side_label(side) if side is not None else 'nobody'} to move"

    def click_hint(self, state: Any) -> str:
        """Click a piece of the side to move, or type a move (the first legal one as the
        example)."""
        game = game_of(state)
        side, actions = game.to_move(state), game.legal_actions(state)
        example = str(actions[0]) if actions else "a move"
        who = self.side_label(side) if side is not None else "nobody"
        return f"Click a piece of {who} to see where it can go, or type a move such as {example}."

    def action_text(self, action: Any, seen_by: str | None = None,
                    show_all: bool = False) -> str:
        """The action's notation."""
        return str(action)

    def event_text(self, event: Event, seen_by: str | None = None,
                   show_all: bool = False) -> str:
        """The event's own sentence (:meth:`~polislab.core.events.Event.explain`)."""
        return event.explain()

    def move_heading(self, state: Any, action: Any, seen_by: str | None = None,
                     show_all: bool = False) -> str:
        """"Red played d2-d3": the side to act in ``state`` and :meth:`action_text`."""
        side = game_of(state).to_move(state)
        who = self.side_label(str(side)) if side is not None else "Nobody"
        return f"{who} played {self.action_text(action, seen_by, show_all)}"

    def rules_page(self) -> RulesPage | None:
        """The page ``learners_rules.md`` in the game's package (the package above this
        interface's module), read once; None if there is none."""
        return _rules_page(type(self).__module__)


@cache
def _rules_page(module: str) -> RulesPage | None:
    package = module.rsplit(".", 1)[0] if module.endswith(".ui") else module
    try:
        text = resources.files(package).joinpath(PAGE_FILE).read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError, TypeError):  # TypeError: not a package
        return None
    return RulesPage.parse(text)
