"""The interface of *Hellas*: its board drawn as a scene (:mod:`.board`), and clicks read as
actions (:mod:`.clicks`), behind the typed contract
:class:`polislab.core.interface.GameInterface`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.events import Event
from polislab.core.interface import Marks
from polislab.games.hellas.summary import drawn_text
from polislab.render.interface import BaseInterface
from polislab.render.scene import Scene

from . import board, clicks


class HellasInterface(BaseInterface):
    """A player's hand of god cards is hidden from the other; a click on a place offers its
    actions in a list, to confirm even one. No cursor of its own: the map grows during the
    game, so the arrow keys step between the places of the scene shown (the default cursor),
    and the move box takes typed moves. The cursor on a god card face up reads its whole text,
    as does a click on it that offers nothing; the move log's headings are sentences."""

    hides_information = True
    confirm_choice = clicks.CONFIRM_CHOICE

    def scene(self, state: Any, marks: Marks | None = None, size: float = board.SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool | None = None,
              seen_by: str | None = None, hands: str | None = None,
              coordinates: bool = False) -> Scene:
        """:func:`.board.scene` (``show_all`` None shows the hands ``hands`` names instead,
        by default those of the player deciding now; ``coordinates`` labels every tile's
        place)."""
        return board.scene(state, marks, size, flipped=flipped, status=status,
                           hands=hands, show_all=show_all, seen_by=seen_by,
                           coordinates=coordinates)

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """:func:`.board.svg`: the hand of the player deciding now face up, as that player's
        screen shows it, unless ``show_all`` or ``hands`` say otherwise."""
        return board.svg(state, marks, **options)

    def default_marks(self, state: Any) -> Marks:
        return board.default_marks(state)

    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        return clicks.action_paths(state, action)

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        return clicks.explain_click(state, path)

    def choice_label(self, state: Any, action: Any) -> str:
        return clicks.choice_label(state, action)

    def side_label(self, side: str) -> str:
        return clicks.side_label(side)

    def turn_text(self, state: Any) -> str:
        return clicks.turn_text(state)

    def click_hint(self, state: Any) -> str:
        return clicks.click_hint(state)

    def event_text(self, event: Event, seen_by: str | None = None,
                   show_all: bool = False) -> str:
        return clicks.event_text(event, seen_by, show_all)

    def move_heading(self, state: Any, action: Any, seen_by: str | None = None,
                     show_all: bool = False) -> str:
        """:func:`.clicks.move_heading`: "Light attacks Sparta from Argos with 2 Greeks"."""
        return clicks.move_heading(state, action, seen_by, show_all)

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        """A god card face up read in full (its god, when it is played, its whole text), the
        drawn tile as printed (where its land is, what a rotation does); any other place as
        the default reads it."""
        if place == "drawn tile" and state.drawn and place in scene.regions:
            return drawn_text(state) + "."
        card = clicks.card_words(state, place) if place in scene.regions else None
        return card if card is not None else super().describe_place(state, scene, place)

    def place_name(self, state: Any, place: str) -> str:
        """"the Ares deck", "Light's panel", a city by name (:func:`.clicks.place_words`)."""
        return clicks.place_words(place)


INTERFACE = HellasInterface()
