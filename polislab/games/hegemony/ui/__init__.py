"""The interface of *Polis: Fight for the Hegemony*: its board drawn as a scene
(:mod:`.board`), and clicks and keys read as actions (:mod:`.clicks`), behind the typed
contract :class:`polislab.core.interface.GameInterface`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from polislab.core.events import Event
from polislab.core.interface import Marks, Step
from polislab.render.interface import BaseInterface
from polislab.render.scene import Scene, Shape

from . import board, clicks, headings, odds, texts


class HegemonyInterface(BaseInterface):
    """A battle's hands are hidden from the other side; a click on a place offers its actions
    in a list, to confirm even one; the cursor steps between the map's boxes."""

    hides_information = True
    confirm_choice = clicks.CONFIRM_CHOICE
    key_steps = clicks.KEY_STEPS

    def scene(self, state: Any, marks: Marks | None = None, size: float = board.SIZE, *,
              flipped: bool = False, status: bool = True, show_all: bool = False,
              seen_by: str | None = None, view: str = "map") -> Scene:
        """:func:`.board.scene` (``view`` "boards" draws the player boards and the market
        chart instead of the map)."""
        return board.scene(state, marks, size, flipped=flipped, status=status,
                           show_all=show_all, seen_by=seen_by, view=view)

    def svg(self, state: Any, marks: Marks | None = None, **options: Any) -> str:
        """:func:`.board.svg`."""
        return board.svg(state, marks, **options)

    def default_marks(self, state: Any) -> Marks:
        return board.default_marks(state)

    def action_paths(self, state: Any, action: Any) -> list[tuple[str, ...]]:
        return clicks.action_paths(state, action)

    def explain_click(self, state: Any, path: Sequence[str]) -> str:
        return clicks.explain_click(state, path)

    def choice_label(self, state: Any, action: Any) -> str:
        return clicks.choice_label(state, action)

    def step_cursor(self, scene: Scene, cursor: str, step: Step, flipped: bool = False) -> str:
        return clicks.step_cursor(cursor, step, flipped)

    def cursor_shapes(self, scene: Scene, place: str, size: float = board.SIZE,
                      flipped: bool = False) -> list[Shape]:
        return clicks.cursor_shapes(place, size, flipped)

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
        """:func:`.headings.move_heading`: "Sparta begins the Temple of Apollo in Sparta,
        paying 2 metal, 3 wood and 2 silver"."""
        return headings.move_heading(state, action)

    def describe_place(self, state: Any, scene: Scene, place: str) -> str:
        """A place as the cursor reads it: a territory with its poleis, tribute box and
        units; a polis with its tile's numbers; the event card; the project tiles; else the
        sentences of the board's description that name it."""
        return texts.place_text(state, place) or super().describe_place(state, scene, place)

    def place_name(self, state: Any, place: str) -> str:
        """:func:`.texts.place_name`: "Athens's Phalanx 2", "the combat deck"."""
        return texts.place_name(place)

    # Beyond the contract: the odds' table and chart (polislab.games.hegemony.odds.table).
    def odds_table_html(self, table: Any) -> str:
        """:func:`.odds.table_html`."""
        return odds.table_html(table)

    def odds_chart_svg(self, chart: Any) -> str:
        """:func:`.odds.chart_svg`."""
        return odds.chart_svg(chart)


INTERFACE = HegemonyInterface()
