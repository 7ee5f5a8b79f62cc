"""TutorialPlayer: a scripted :class:`~polislab.core.scenario.Scenario` played step by step.

The board is a :class:`~polislab.widgets.play_view.PlayView` (a live ipycanvas
:class:`~polislab.widgets.board_view.BoardView` with its side panel); the buttons, the step list
and the narration are :class:`TutorialControls`, an anywidget whose ESM and CSS live in the
top-level ``widgets/`` folder. The two are kept in step through traitlets: the controls move
``step`` (Next, a step in the list, an arrow key, the Play timer) and the player sets the
board to that step's state and marks. Everything a button does is a method too, so a notebook
can be driven and tested without a browser::

    player = TutorialPlayer(scenario)
    player.next()                  # step 1
    player.try_it()                # the learner plays on from here ...
    player.back_to_script()        # ... and comes back to step 1 as scripted

Steps are counted from 0 in Python (``player.step``, ``player.goto(i)``), and from 1 on
screen and in the repr ("step 1 of 3" is step 0).
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets
import traitlets

from polislab.classroom.moment import moment_code
from polislab.core.errors import ScenarioError, WrongKind
from polislab.core.inputs import excerpt
from polislab.core.interface import interface_for
from polislab.core.scenario import Frame, Scenario

from .board_view import BOX
from .classroom import ShareBox, UrlMoment, share_button
from .offline import ShownOffline
from .play_view import PANEL_GROWTH, PANEL_WIDTH, PlayView
from .static_files import static_file

__all__ = ["TutorialControls", "TutorialPlayer"]

SCRIPT, FREE = "script", "free"
#: The board's key for "Try it yourself" (and, while trying, for "Back to the script").
TRY_KEY = "Y"
#: What a click or Enter on the board says while it follows the tutorial (aloud too).
SCRIPTED = ("This board follows the tutorial: press Y, or the \u201cTry it yourself\u201d "
            "button, to play on from here.")
#: The controls a page tells the kernel were pressed while they wait (a follower's board), by
#: the names tutorial.js gives them; a press says "<name> waits." and why.
WAITING_CONTROLS = {"previous": "Previous", "next": "Next", "first": "Home (the first step)",
                    "last": "End (the last step)", "play": "Play", "reset": "Reset",
                    "goto": "A step of the list", "try": "Try it yourself"}


class TutorialControls(anywidget.AnyWidget):
    """Previous / Next / Reset / Play, a step list, "Try it yourself" and the narration.

    Keyboard: with the controls focused, Left / Right step back and on, Home / End go to the
    first and last step. While ``locked`` (a follower's board), a button or key pressed does
    not step: the page tells the kernel (``{"event": "locked", "control": name}``), and the
    player says why it waits. The narration is in a polite live region, so screen readers read
    each step as it comes. The Play timer runs in the browser and moves ``step`` every
    ``interval_ms`` until the last step (with no browser, ``playing`` does nothing).
    """

    _esm = static_file("tutorial.js")
    _css = static_file("tutorial.css")

    step = traitlets.Int(0).tag(sync=True)
    titles = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    heading = traitlets.Unicode("").tag(sync=True)
    narration = traitlets.Unicode("").tag(sync=True)
    mode = traitlets.Enum((SCRIPT, FREE), default_value=SCRIPT).tag(sync=True)
    playing = traitlets.Bool(False).tag(sync=True)
    interval_ms = traitlets.Int(1500).tag(sync=True)
    free_status = traitlets.Unicode("").tag(sync=True)
    #: Why the buttons wait ("" while they work): a follower's board shows the teacher's step.
    locked = traitlets.Unicode("").tag(sync=True)

    @traitlets.validate("step")
    def _clamp_step(self, proposal: dict[str, Any]) -> int:
        return min(max(int(proposal["value"]), 0), max(len(self.titles) - 1, 0))

    @traitlets.validate("interval_ms")
    def _check_interval(self, proposal: dict[str, Any]) -> int:
        return max(int(proposal["value"]), 200)

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return f"{type(self).__name__}(step {self.step + 1} of {len(self.titles)}, {self.mode})"


class TutorialPlayer(ShownOffline, ipywidgets.HBox):
    """Play ``scenario`` step by step: the board on the left, controls and narration beside it.

    One screen: the board is fitted into ``box`` (CSS pixels, 840 x 580 by default) and the
    column beside it, as tall as the box, holds the step buttons (which never move), the
    narration (as tall as it needs: a step of 60 words shows whole) and what the step did
    (the rest of the column, scrolling on its own); the step list folds away, and Share shows
    its code in the column's place. In an area too narrow for both, the column wraps under
    the board.

    On the board, Y (or the "Try it yourself" button) lets the learner play on from the step,
    and Y again goes back to the script; a click or Enter on the scripted board says so.

    ``size`` is the side of one board square in pixels; ``interval_ms`` is the pace of Play.
    Each step shows its frame's state with the step's marks, or the default marks of its move
    (the move framed, hop arrows, capture crosses) when the step gives none.
    """

    def __init__(self, scenario: Scenario, *, size: float = 56, interval_ms: int = 1500,
                 box: tuple[float, float] = BOX, **kwargs: Any) -> None:
        if not isinstance(scenario, Scenario):
            raise WrongKind(f"TutorialPlayer needs a Scenario, not {type(scenario).__name__}")
        self._scenario = scenario
        _check_marks(scenario)
        self.view = PlayView(scenario.frames[0].state, size=size, box=box, share=False,
                             interactive=False)
        self.view.script_message = SCRIPTED
        self.view.board.add_key(TRY_KEY, "try it yourself: play on from this step (Y again: "
                                "back to the script)", self._try_key)
        self.controls = TutorialControls(
            titles=scenario.titles(), heading=scenario.title, interval_ms=interval_ms,
            layout=ipywidgets.Layout(flex="0 0 auto"))
        # The view's panel (status, what the step did, the play controls) under the controls;
        # its event list takes the height left and scrolls. (Layouts are changed, not
        # replaced: a replaced layout would stay in the kernel as a model.)
        panel = self.view.panel
        _restyle(panel.layout, flex="1 1 0", min_height="0", padding="0", overflow="auto",
                 max_width=None, min_width=None)
        _restyle(self.view._events.layout, flex="1 1 0", min_height="3em", overflow="auto",
                 height=None)
        # Share: this step (or the learner's own game in it) as a moment code and a QR code,
        # shown in the column, beside the board, in the place of the controls and the panel.
        self.share = ShareBox(lambda: moment_code(self), hides=(self.controls, panel))
        sharing = ipywidgets.HBox([share_button(self.share)],
                                  layout=ipywidgets.Layout(flex="0 0 auto"))
        self.column = ipywidgets.VBox(
            [self.controls, panel, self.share, sharing],
            layout=ipywidgets.Layout(flex=f"1 1 {PANEL_WIDTH - 40}px",
                                     max_width=f"{PANEL_WIDTH + PANEL_GROWTH}px",
                                     min_width="0",
                                     height=f"{box[1]}px", overflow="hidden",
                                     grid_gap="6px"),
        )
        self.column.add_class("polislab-tutorial-column")
        kwargs.setdefault("layout", ipywidgets.Layout(flex_flow="row wrap",
                                                      align_items="flex-start",
                                                      grid_gap="12px"))
        # A link to the JupyterLite site may carry a moment of this tutorial: open at it.
        self._from_link = UrlMoment(self.open_moment)
        super().__init__([self.view.board, self.column, self._from_link], **kwargs)
        self.add_class("polislab-tutorial-player")
        self.controls.observe(self._on_step, names="step")
        self.controls.on_msg(self._on_controls_message)
        self.controls.observe(self._on_mode, names="mode")
        self.view.observe(self._on_view_change, names=["state", "message"])
        self._show(0)

    # -- reading -------------------------------------------------------------------------------
    @property
    def scenario(self) -> Scenario:
        return self._scenario

    @property
    def step(self) -> int:
        """The current step, counted from 0."""
        return self.controls.step

    @property
    def frame(self) -> Frame:
        """The current step as scripted: its state, events and step."""
        return self._scenario.frames[self.step]

    @property
    def mode(self) -> str:
        """"script" while following the tutorial, "free" while the learner plays on."""
        return self.controls.mode

    @property
    def state(self) -> Any:
        """The state on the board: the step's, or the learner's own game in free mode."""
        return self.view.state

    @property
    def narration(self) -> str:
        return self.controls.narration

    # -- moving --------------------------------------------------------------------------------
    def goto(self, step: int) -> None:
        """Show ``step`` (clamped to the first and last); leaves free mode first."""
        if not isinstance(step, int) or isinstance(step, bool):
            raise ScenarioError(f"a step is a whole number (0 for the first), not {excerpt(step)}")
        if self.mode == FREE:
            self.back_to_script()
        self.controls.step = step

    def next(self) -> None:
        self.goto(self.step + 1)

    def previous(self) -> None:
        self.goto(self.step - 1)

    def reset(self) -> None:
        """Back to the first step as scripted (and stop playing)."""
        self.controls.playing = False
        if self.step == 0 and self.mode == SCRIPT:
            self._show(0)  # already there: show it afresh all the same
        self.goto(0)

    def try_it(self) -> None:
        """Let the learner play on from this step's state on the board."""
        self.controls.mode = FREE

    def back_to_script(self) -> None:
        """Leave the learner's game and show the current step as scripted."""
        self.controls.mode = SCRIPT

    def lock(self, reason: str) -> None:
        """Make the buttons wait, saying ``reason`` ("" unlocks them): a follower's board
        shows the teacher's step. Python's own calls (``goto``, ``next``) still work."""
        self.controls.playing = False
        self.controls.locked = reason
        self.view.script_message = reason or SCRIPTED
        if reason and self.mode == FREE:
            self.back_to_script()

    def _on_controls_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "locked":
            self.say_waiting(content.get("control"))

    def say_waiting(self, control: Any = None) -> str:
        """What a control pressed while the buttons wait says (and return it): its name and
        why it waits, in the panel and aloud, as a click on the waiting board does. Nothing
        while the buttons work."""
        reason = self.controls.locked
        if not reason:
            return ""
        known = isinstance(control, str) and control in WAITING_CONTROLS
        name = WAITING_CONTROLS[control] if known else "This control"
        said = f"{name} waits. {reason}"
        self.view.message = said
        self.view.board.say(said)
        return said

    def _try_key(self) -> None:
        """The board's Y: try it yourself, or back to the script (the controls' live region
        says which, as it says each step)."""
        if self.controls.locked:
            self.view.board.say(self.controls.locked)
        elif self.mode == SCRIPT:
            self.try_it()
        else:
            self.back_to_script()

    def open_moment(self, moment: Any) -> bool:
        """Go to ``moment`` (a :class:`polislab.classroom.Moment`) if it is a step of this
        tutorial, with the learner's own game when it holds one; True if it was."""
        if moment.scenario is None or moment.scenario != self._scenario:
            return False
        self.goto(moment.step)
        if moment.free is not None:
            self.try_it()
            self.view.state = moment.free
        return True

    # -- keeping the board in step -------------------------------------------------------------
    def _show(self, step: int) -> None:
        """Put step ``step`` on the board as scripted, its move played in the view's panel."""
        frames, steps = self._scenario.frames, self._scenario.steps
        last = next((j for j in range(step, -1, -1) if steps[j].action is not None), None)
        self.view.interactive = False
        self.view.cited_text = frames[step].step.narration  # its citations, in "Rules cited"
        # The board is drawn once, with the step's marks (a class's thirty followers draw
        # each step: the state before the move and the move's default marks, drawn and drawn
        # over at once, were most of their work; bench/class_of_30.py).
        with self.view.board.drawing_held():
            if last is None:  # nothing played yet: the start as it stands
                self._restart_view(frames[step].state)
            else:  # replay the step's move, so the panel explains it and the hops animate
                self._restart_view(frames[last - 1].state if last else self._scenario.start)
                for action in frames[last].actions:  # its own, then those chance decided
                    self.view.play(action)
                self.view.show_last(len(frames[last].actions))
            self.view.board.marks = frames[step].step.marks  # None: the move's default marks
        self.view.message = ""
        self.controls.narration = frames[step].step.narration

    def _restart_view(self, state: Any) -> None:
        if self.view.state == state:  # an equal state would not notify: restart explicitly
            self.view.new_game(state)
        else:
            self.view.state = state  # a fresh timeline from ``state``

    def _on_step(self, change: dict[str, Any]) -> None:
        if self.mode == SCRIPT:
            self._show(change["new"])

    def _on_mode(self, change: dict[str, Any]) -> None:
        if change["new"] == FREE:
            self.controls.playing = False
            self.view.cited_text = ""
            self.view.board.marks = None
            self.view.interactive = True  # the learner plays on; Undo takes back the step's move
            self._update_free_status()
        else:
            self._show(self.step)
            self.controls.free_status = ""

    def _on_view_change(self, change: dict[str, Any]) -> None:
        if self.mode == FREE:
            self._update_free_status()

    def _update_free_status(self) -> None:
        game, state = self._scenario.rules, self.state
        side = interface_for(state).side_label

        if game.is_over(state):
            winner = game.winner(state)
            status = f"{side(winner)} wins." if winner else "The game is over: a draw."
        else:
            status = (f"{side(str(game.to_move(state)))} to move: click the board (or press "
                      "Enter on a place) to see what can be played there, or type a move.")
        self.controls.free_status = (f"{status} \u201cBack to the script\u201d (or Y on the "
                                     f"board) returns to step {self.step + 1}.")

    # -- display -------------------------------------------------------------------------------
    def svg(self) -> str:
        """The board as it stands, as a standalone SVG (for places with no kernel)."""
        return str(self.view.board.svg())

    def __repr__(self) -> str:
        count = len(self._scenario)
        where = f"step {self.step + 1} of {count}"
        if self.mode == FREE:
            where += ", trying it"
        return f"{type(self).__name__}({self._scenario.title!r}, {where})"



def _check_marks(scenario: Scenario) -> None:
    """Draw each step's marks once, so a misspelt square fails now, naming the step."""
    for number, frame in enumerate(scenario.frames):
        if frame.step.marks is None:
            continue
        try:
            interface_for(frame.state).scene(frame.state, frame.step.marks)
        except (ValueError, TypeError) as err:
            raise ScenarioError(f"steps[{number}] has marks that cannot be drawn: {err}") from err


def _restyle(layout: ipywidgets.Layout, **styles: str | None) -> None:
    """Set ``styles`` on ``layout`` in one message."""
    with layout.hold_sync():
        for name, value in styles.items():
            setattr(layout, name, value)
