"""BoardView: any game state drawn live on a board surface (ipycanvas, or polislab's own HTML
canvas: see :mod:`.board_backend`), redrawn when it changes."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import ipywidgets
import traitlets

from polislab.core.errors import UnknownName
from polislab.core.inputs import excerpt
from polislab.core.interface import GameInterface, Marks, interface_for
from polislab.render import LAYERS, Scene, to_svg
from polislab.render.scene import Text

from .access import Access
from .board_backend import make_surface
from .errors_output import errors_shown_in
from .offline import ShownOffline

ClickHandler = Callable[[str], None]

#: The display box a board is fitted into, in CSS pixels (width, height): at 1366x768 with
#: JupyterLab's sidebar folded it leaves a 330 px column beside the board and fits on screen.
BOX = (840, 580)
#: Canvas pixels per CSS pixel once fitted: 2 keeps boards crisp on high-DPI screens
#: (devicePixelRatio 2) and when a projector scales the page up.
PIXEL_DENSITY = 2

#: The board's keys, as the "Keys (?)" list under the board and the README show them.
KEYS: tuple[tuple[str, str], ...] = (
    ("Tab", "into the board, and out of it to the next control"),
    ("Arrow keys", "move the cursor from place to place; its place is read out"),
    ("Enter or Space", "click the place under the cursor (choose a piece, then where it goes)"),
    ("Escape", "take the cursor off the board"),
    ("S", "read the cursor's place again"),
    ("D", "describe the whole position"),
    ("L", "read the last move"),
    ("T", "read whose turn it is"),
    ("?", "show or hide this list"),
)


class BoardView(ShownOffline, ipywidgets.VBox):
    """A live board for any polislab state: ``BoardView(position)``.

    Set ``view.state`` (or ``view.marks``) and the board redraws: the static board once, on
    the bottom layer; pieces and marks on their own layers, in one message (two for an
    animation: its first frame goes first); several changes at once draw once in
    :meth:`drawing_held`. Pixels on a canvas are not widget state, so the board is drawn
    again whenever a browser view connects, and the view also carries a static SVG of its
    board for places with no live kernel.
    """

    state = traitlets.Any()
    marks = traitlets.Any(None, allow_none=True)
    #: The square the keyboard cursor is on (arrows move it, Enter clicks it), or "".
    cursor = traitlets.Unicode("")
    #: Show what the rules hide from the other player (a hand of cards): for a teacher's screen
    #: or a tutorial. By default a shared board shows only what the side to act may see.
    show_all = traitlets.Bool(False)
    #: The side whose hidden information this board shows (the learner's, against the
    #: computer), or None: the side to act.
    seen_by = traitlets.Unicode(None, allow_none=True)

    def __init__(self, state: Any, marks: Any = None, *, size: float = 56,
                 flipped: bool = False, show_all: bool = False, seen_by: str | None = None,
                 box: tuple[float, float] = BOX, **kwargs: Any) -> None:
        self._interface: GameInterface = interface_for(state)
        self.set_trait("show_all", show_all)
        self.set_trait("seen_by", seen_by)
        self._size, self._flipped = size, flipped
        self._click_handlers: list[ClickHandler] = []
        self._drawn: dict[str, list[Any]] = {}
        self._quiet = False  # set by show(): change state and marks, redraw once
        #: The redraws asked for inside drawing_held() (full, frames, delay), else None.
        self._held: list[tuple[bool, list[Any], float]] | None = None
        self._scene = self._make_scene(state, marks)
        self._box = box
        self._surface = make_surface(int(self._scene.width), int(self._scene.height))
        self.canvas = self._surface.widget
        self._fit()
        self.canvas.add_class("polislab-board")
        #: The board's name, description, keys and live region (see :mod:`.access`).
        self.access = Access(board=True, key_list=[list(k) for k in KEYS])
        #: The last move in words, for the "L" key (a PlayView keeps it up to date).
        self.last_move = ""
        self._extra_keys: dict[str, tuple[str, Callable[[], object]]] = {}
        self.errors = ipywidgets.Output()
        super().__init__([self.canvas, self.access, self.errors], **kwargs)
        self.add_class("polislab-board-view")
        self.set_trait("state", state)
        self.set_trait("marks", marks)
        self._surface.on_client_ready(self._on_client_ready)
        self.canvas.on_mouse_down(self._on_mouse_down)
        self.access.on_key(lambda key, shift: self._on_key_down(key, shift, False, False))
        self.observe(self._on_change, names=["state", "marks", "cursor", "show_all", "seen_by"])
        self.redraw(full=True)

    # -- drawing -------------------------------------------------------------------------------
    @property
    def scene(self) -> Scene:
        """The scene currently drawn (shapes, hit regions, text description)."""
        return self._scene

    def _fit(self) -> None:
        """The display scale that fits the scene into the box, and the canvas pixels per scene
        pixel; the canvas is resized to match (again whenever the board changes size)."""
        width, height = self._scene.width, self._scene.height
        self._fitted = (width, height)
        self.display_scale = min(self._box[0] / width, self._box[1] / height)
        self.pixel_ratio = max(1.0, PIXEL_DENSITY * self.display_scale)
        # Fitted into the box, and scaled down further (keeping its shape) in a narrower area.
        self._surface.fit(width, height, self.pixel_ratio, self.display_size[0])

    @property
    def display_size(self) -> tuple[int, int]:
        """The board's size on screen in CSS pixels, in its box (less in a narrower area)."""
        return (round(self._scene.width * self.display_scale),
                round(self._scene.height * self.display_scale))

    @property
    def smallest_text(self) -> float:
        """The smallest font size on the board, in scene pixels (0 with no text): times the
        displayed scale, the size a reader sees."""
        return min((s.size for s in self._scene.shapes() if isinstance(s, Text)), default=0)

    def _make_scene(self, state: Any, marks: Marks | None) -> Scene:
        scene = self._interface.scene(state, marks, self._size, flipped=self._flipped,
                                      status=False, show_all=self.show_all,
                                      seen_by=self.seen_by)
        if self.cursor:
            scene.add("marks", *self._interface.cursor_shapes(scene, self.cursor, self._size,
                                                              self._flipped))
        return scene

    def redraw(self, full: bool = False, frames: Sequence[Any] = (), delay: float = 0.15) -> None:
        """Draw the current state; ``full`` redraws every layer, even those that did not change.

        ``frames`` (marks values) are first shown one after another on the marks layer,
        ``delay`` seconds apart, then the current marks: a short animation that the browser
        plays by itself.
        """
        if self._held is not None:  # drawn once, as drawing_held() ends
            self._held.append((full, list(frames), delay))
            return
        self._scene = self._make_scene(self.state, self.marks)
        if (self._scene.width, self._scene.height) != self._fitted:  # another size of board
            self._fit()
            full = True
        layers = self._scene.layers
        changed = [name for name in LAYERS if full or self._drawn.get(name) != layers[name]
                   or (name == "marks" and frames)]
        # The frames are made as they are sent (the surface sends the first one first, and may
        # make the others a moment later: of this state, even if it has changed by then).
        made = functools.partial(self._interface.marks_layer, self.state, size=self._size,
                                 flipped=self._flipped)
        self._surface.draw(layers, changed, (made(m) for m in frames), delay)
        self._drawn.update((name, layers[name]) for name in changed)
        with self.access.hold_sync():
            self.access.label = self._scene.title
            self.access.description = self._scene.description

    @contextmanager
    def drawing_held(self) -> Iterator[None]:
        """Draw once, as the block ends, what the redraws asked for in it would have drawn
        one after another (and the last animation asked for): a tutorial's step sets the
        state before its move, plays the move and sets the step's marks, and the page gets
        one drawing. Inside, :attr:`scene` is the one drawn before."""
        if self._held is not None:  # inside another: that one draws
            yield
            return
        self._held = []
        try:
            yield
        finally:
            asked, self._held = self._held, None
            if asked:
                animations = [(frames, delay) for _full, frames, delay in asked if frames]
                frames, delay = animations[-1] if animations else ([], 0.15)
                self.redraw(full=any(full for full, _frames, _delay in asked), frames=frames,
                            delay=delay)

    def show(self, state: Any, marks: Any = None, *, frames: Sequence[Any] = (),
             delay: float = 0.15) -> None:
        """Set ``state`` and ``marks`` together and redraw once.

        ``frames`` and ``delay`` animate the marks first, as in :meth:`redraw`.
        """
        self._quiet = True
        try:
            self.state = state
            self.marks = marks
        finally:
            self._quiet = False
        self._interface = interface_for(state)
        self.redraw(frames=frames, delay=delay)

    def _on_change(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        if change["name"] == "state":
            self._interface = interface_for(change["new"])
        self.redraw()

    def _on_client_ready(self) -> None:
        # A (re)connected view starts blank: draw everything again from the engine state.
        self.redraw(full=True)

    def svg(self) -> str:
        """The board as a standalone SVG (with the status line), for static viewers."""
        return to_svg(self._interface.scene(self.state, self.marks, self._size,
                                            flipped=self._flipped, show_all=self.show_all,
                                            seen_by=self.seen_by))

    # -- hit-testing and clicks ----------------------------------------------------------------
    def square_at(self, x: float, y: float) -> str | None:
        """The square (or region) under scene pixel (x, y), or None (also for anything that is
        no point: NaN, infinity, None, text)."""
        point = board_point(x, y)
        return None if point is None else self._scene.region_at(*point)

    def center_of(self, name: str) -> tuple[float, float]:
        """The canvas pixel at the centre of a square (or region), e.g. ``center_of("e4")``."""
        return self._scene.center_of(name)

    def on_click(self, handler: ClickHandler, remove: bool = False) -> None:
        """Call ``handler(square)`` when a square is clicked, or chosen with the keyboard."""
        if remove:
            self._click_handlers.remove(handler)
        else:
            self._click_handlers.append(handler)

    def click(self, square: str) -> None:
        """Act as if ``square`` was clicked (for scripts, tests and keyboard play); a name that
        is no place of this board is refused (:class:`~polislab.core.errors.UnknownName`)."""
        if not isinstance(square, str) or square not in self._scene.regions:
            known = ", ".join(sorted(self._scene.regions)[:8])
            raise UnknownName(f"there is no place {excerpt(square)} on this board; a click "
                              f"names one of its places ({known}, ...)")
        for handler in list(self._click_handlers):
            handler(square)

    def _on_mouse_down(self, x: Any, y: Any) -> None:
        # Every backend's click comes here, as the page sent it (the one check of a click).
        point = board_point(x, y, self._surface.ratio)
        if point is None:
            self.errors.append_stdout("A click is a point of the board in pixels; this one "
                                      "was not, and did nothing.\n")
            return
        square = self.square_at(*point)
        if square is not None:
            with errors_shown_in(self.errors):
                self.cursor = ""
                self.click(square)

    def say(self, text: str) -> None:
        """Announce ``text`` in the board's live region (a screen reader reads it once)."""
        self.access.say(text)

    def describe_place(self, place: str) -> str:
        """``place`` in words: its name and what is there, as the game's interface says,
        and the marks on it."""
        words = self._interface.describe_place(self.state, self._scene, place)
        marks = self.marks if isinstance(self.marks, dict) else {}
        if place in marks.get("highlight", ()):
            words += ". Selected"
        if place in marks.get("dots", ()):
            words += ". A move can go here"
        return words.rstrip(".") + "."

    def add_key(self, key: str, what: str, action: Callable[[], object]) -> None:
        """Make the letter ``key`` on the board call ``action()`` (a tutorial's "Y": try it
        yourself), listed with the board's keys as ``what``."""
        if len(key) != 1 or not key.isalpha() or key.lower() in "sdlt":
            raise ValueError(f"a board key added is a letter the board does not use, not "
                             f"{key!r}")
        self._extra_keys[key.lower()] = (what, action)
        self.access.key_list = [*map(list, self.key_help())]

    def key_help(self) -> tuple[tuple[str, str], ...]:
        """The board's keys and what each does, as the "Keys (?)" list shows them."""
        extra = tuple((key.upper(), what) for key, (what, _action) in self._extra_keys.items())
        return KEYS[:-1] + extra + KEYS[-1:]  # "?" (this list) stays last

    def _on_key_down(self, key: str, shift: bool = False, ctrl: bool = False,
                     meta: bool = False) -> None:
        with errors_shown_in(self.errors):
            step = self._interface.key_steps.get(key)
            if key.lower() in self._extra_keys:
                self._extra_keys[key.lower()][1]()
            elif step is not None:
                self.cursor = self._interface.step_cursor(self._scene, self.cursor, step,
                                                          self._flipped)
                self.say(self.describe_place(self.cursor))
            elif key in ("Enter", " "):
                if self.cursor in self._scene.regions:
                    self.click(self.cursor)
                else:
                    self.say("No place chosen: press an arrow key to put the cursor on the "
                             "board.")
            elif key == "Escape":
                self.cursor = ""
                self.say("Cursor off the board.")
            elif key.lower() == "s":
                self.say(self.describe_place(self.cursor) if self.cursor else "No cursor.")
            elif key.lower() == "d":
                self.say(self._scene.description)
            elif key.lower() == "l":
                self.say(self.last_move or "No move yet.")
            elif key.lower() == "t":
                self.say(self._scene.title)
            elif key == "?":
                self.say("Keys: " + "; ".join(f"{k}: {what}" for k, what in self.key_help()) + ".")

    # -- display -------------------------------------------------------------------------------
    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._scene.title})"


def board_point(x: Any, y: Any, ratio: float = 1.0) -> tuple[float, float] | None:
    """The point (``x``, ``y``) divided by ``ratio`` (a surface's pixels per scene pixel), or
    None unless both are finite numbers: a click sent by a page is two numbers of pixels, and
    NaN, infinity, null, text, true/false or a number beyond floats is no point of the board.

    >>> board_point(112, 56.0, 2), board_point(float("nan"), 1), board_point(10**400, 1)
    ((56.0, 28.0), None, None)
    """
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (x, y)):
        return None
    try:
        point = (float(x) / ratio, float(y) / ratio)
    except (OverflowError, ZeroDivisionError):
        return None
    return point if all(map(math.isfinite, point)) else None

