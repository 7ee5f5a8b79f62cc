"""Which widget draws a live board: ipycanvas, or polislab's own HTML canvas.

* ``"ipycanvas"`` (the default in a normal kernel): an ipycanvas ``Canvas``, with the board and
  the pieces cached on canvases that are never shown (needs numpy and Pillow).
* ``"html"`` (the default in a Pyodide kernel, as in JupyterLite, where numpy and Pillow
  cannot be installed offline): :class:`~.html_board.HtmlBoard`, polislab's own anywidget.

Choose for the boards made from then on with ``polislab.widgets.use_backend("html")``, or
before starting the kernel with the environment variable ``POLISLAB_BOARD_BACKEND=html``.
Both draw the same :class:`~polislab.render.scene.Scene` and report clicks in the same board
pixels, so a BoardView behaves the same on either.
"""

from __future__ import annotations

import asyncio
import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from polislab.render.scene import Shape, transformed

__all__ = ["BACKENDS", "ENV_VAR", "backend", "make_surface", "use_backend"]

BACKENDS = ("ipycanvas", "html")
ENV_VAR = "POLISLAB_BOARD_BACKEND"
#: Seconds (at most; less for short frames) an animation's frames after its first wait on an
#: ipycanvas board. Made and sent at once, they kept the kernel busy while its first message
#: went out, on a machine whose cores the kernel, the server and the browser share: the first
#: changed pixels came later.
REST_DELAY = 0.02
_chosen: str | None = None


def _checked(name: str, where: str) -> str:
    if name not in BACKENDS:
        raise ValueError(f"{where}: unknown board backend {name!r}; the backends are "
                         f"{', '.join(map(repr, BACKENDS))}")
    return name


def use_backend(name: str | None) -> None:
    """Draw the boards made from now on with ``name`` ("ipycanvas" or "html"); None goes back
    to the default (the environment variable, else by platform)."""
    global _chosen
    _chosen = None if name is None else _checked(name, "use_backend")


def backend() -> str:
    """The backend new boards use: as chosen, else ``$POLISLAB_BOARD_BACKEND``, else "html"
    in a Pyodide kernel and "ipycanvas" elsewhere."""
    if _chosen is not None:
        return _chosen
    if os.environ.get(ENV_VAR):
        return _checked(os.environ[ENV_VAR], ENV_VAR)
    return "html" if sys.platform == "emscripten" else "ipycanvas"


class IpycanvasSurface:
    """The layers on one shown ipycanvas ``Canvas``, drawn by :mod:`polislab.render.canvas`.

    The board layer and the board with its pieces are kept on two canvases that are never
    shown (the browser keeps their pixels): a redraw draws only the layers that changed and
    copies the rest, so a click costs the browser one copy per canvas it touches. (A
    ``MultiCanvas`` composites all its layers again for each layer drawn, each time the whole
    canvas: three times per move at the board's 1.3 Mpixels.)
    """

    def __init__(self, width: int, height: int) -> None:
        from ipycanvas import Canvas  # imported here: it needs numpy and Pillow

        self.widget = Canvas(width=width, height=height)
        self._board = Canvas(width=width, height=height)  # the board layer
        self._below = Canvas(width=width, height=height)  # the board and the pieces
        #: Canvas pixels per scene pixel: the shapes are drawn this much larger, and clicks
        #: come back in canvas pixels.
        self.ratio = 1.0
        self._rest: Callable[[], None] | None = None  # an animation's frames still to send
        self._rest_timer: asyncio.TimerHandle | None = None

    @property
    def _canvases(self) -> tuple[Any, ...]:
        return (self._board, self._below, self.widget)

    def fit(self, width: float, height: float, ratio: float, display_width: int) -> None:
        """A ``width`` x ``height`` scene drawn at ``ratio`` canvas pixels per scene pixel and
        shown ``display_width`` CSS px wide (less in a narrower area, keeping its shape)."""

        self.send_rest()  # drawn at the size it was made for
        self.ratio = ratio
        for canvas in self._canvases:
            canvas.width, canvas.height = round(width * ratio), round(height * ratio)
        layout = self.widget.layout  # changed, not replaced: a replaced layout stays a model
        with layout.hold_sync():
            layout.width, layout.height, layout.max_width = f"{display_width}px", "auto", "100%"

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        # Pixels on an ipycanvas are not widget state: a (re)connected page starts blank.
        for canvas in self._canvases:
            canvas.on_client_ready(callback)

    def draw(self, layers: dict[str, list[Shape]], changed: Sequence[str],
             frames: Iterable[list[Shape]] = (), delay: float = 0.15) -> None:
        """Draw the ``changed`` layers (and ``frames`` of the marks, ``delay`` seconds apart,
        before the marks: the browser plays them). An animation's first frame goes in the
        first message, before the others are made; the rest is made and sent a moment later
        (:data:`REST_DELAY`), once the kernel has let the first message go: the learner sees
        the move start sooner."""
        from ipycanvas import hold_canvas

        from polislab.render.canvas import add_shapes, draw_shapes

        self.send_rest()  # an animation still to come goes first: the drawings stay in order
        frames = iter(frames)
        first = next(frames, None)
        if not changed and first is None:
            return
        with hold_canvas():
            if "board" in changed:
                draw_shapes(self._board, _scaled(self.ratio, layers["board"]))
            if "board" in changed or "pieces" in changed:
                _copy(self._board, self._below)
                add_shapes(self._below, _scaled(self.ratio, layers["pieces"]))
            self._show(layers["marks"] if first is None else first)
            if first is not None:
                self.widget.sleep(int(delay * 1000))
            self._end_hidden()
        if first is not None:
            self._rest = functools.partial(self._draw_rest, frames, layers["marks"], delay)
            self._rest_timer = _later(min(REST_DELAY, delay / 2), self.send_rest)
            if self._rest_timer is None:  # no event loop (plain Python, tests): send it now
                self.send_rest()

    def send_rest(self) -> None:
        """Send now the rest of an animation that is still to be sent, if any."""
        rest, self._rest = self._rest, None
        if self._rest_timer is not None:
            self._rest_timer.cancel()
            self._rest_timer = None
        if rest is not None:
            rest()

    def _draw_rest(self, frames: Iterable[list[Shape]], marks: list[Shape],
                   delay: float) -> None:
        """An animation's other frames, ``delay`` seconds apart, then the ``marks``."""
        from ipycanvas import hold_canvas

        with hold_canvas():
            for frame in frames:
                self._show(frame)
                self.widget.sleep(int(delay * 1000))
            self._show(marks)
            self._end_hidden()

    def _end_hidden(self) -> None:
        # End a message on a canvas that is not shown: the browser refreshes the canvas a
        # message starts on as well as those it switches to, and this one costs it nothing.
        self._below.save()
        self._below.restore()

    def _show(self, marks: Sequence[Shape]) -> None:
        """The board and pieces with ``marks`` on top, on the shown canvas."""
        from polislab.render.canvas import add_shapes

        _copy(self._below, self.widget)
        add_shapes(self.widget, _scaled(self.ratio, marks))


def _later(delay: float, callback: Callable[[], None]) -> asyncio.TimerHandle | None:
    """``callback()`` run ``delay`` seconds from now by the running event loop (as a kernel
    has), or None if there is none (and nothing is scheduled)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop.call_later(delay, callback)


def _copy(source: Any, target: Any) -> None:
    """``target`` (an ipycanvas Canvas) becomes a copy of ``source``."""
    target.clear_rect(0, 0, target.width, target.height)  # not clear(): it blanks shown views
    target.draw_image(source)


class HtmlSurface:
    """The layers on an :class:`~.html_board.HtmlBoard` (widget state: views redraw alone)."""

    def __init__(self, width: int, height: int) -> None:
        from .html_board import HtmlBoard

        self.widget = HtmlBoard(width, height)
        #: Canvas pixels per scene pixel, as on the ipycanvas surface (the same pixels drawn).
        self.ratio = 1.0

    def fit(self, width: float, height: float, ratio: float, display_width: int) -> None:
        """A ``width`` x ``height`` scene drawn at ``ratio`` canvas pixels per scene pixel and
        shown ``display_width`` CSS px wide (less in a narrower area); the front end adds
        density on a screen that has more."""
        self.ratio = ratio
        with self.widget.hold_sync():
            self.widget.width, self.widget.height = round(width * ratio), round(height * ratio)
            self.widget.display_width = display_width

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        """Nothing to do: a connecting view draws the synced layers by itself."""

    def draw(self, layers: dict[str, list[Shape]], changed: Sequence[str],
             frames: Iterable[list[Shape]] = (), delay: float = 0.15) -> None:
        layers = {name: _scaled(self.ratio, layers[name]) for name in changed}
        self.widget.draw(layers, changed, [_scaled(self.ratio, f) for f in frames], delay)


def _scaled(ratio: float, shapes: Sequence[Shape]) -> list[Shape]:
    """Scene shapes in canvas pixels."""
    return list(shapes) if ratio == 1 else [_scaled_shape(s, ratio) for s in shapes]


@functools.lru_cache(maxsize=4096)
def _scaled_shape(shape: Shape, ratio: float) -> Shape:
    # Remembered: most shapes come back click after click (a piece on its square, a dot).
    return transformed(shape, ratio)


def make_surface(width: int, height: int, name: str | None = None) -> Any:
    """A drawing surface for a board: ``.widget`` to show, ``.fit(...)`` to size it,
    ``.draw(layers, changed, frames, delay)``, ``.ratio`` (its pixels per scene pixel), and
    ``.widget.on_mouse_down`` as in ipycanvas (keys: :class:`~.access.Access`)."""
    chosen = backend() if name is None else _checked(name, "make_surface")
    return (HtmlSurface if chosen == "html" else IpycanvasSurface)(width, height)
