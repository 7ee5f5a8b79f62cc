"""HtmlBoard: a board drawn by polislab's own front end (``widgets/board.js``) on an HTML canvas.

It needs neither numpy nor Pillow (ipycanvas needs both), so it runs in a Pyodide kernel, in
JupyterLite. The scene's layers travel as synced traits of JSON batches
(:mod:`polislab.render.browser`); the browser draws each layer on its own canvas and composites
them. Because the layers are widget state, a view that
connects later draws the board by itself. Clicks come back as messages, in board pixels, and
go to the callbacks given to :meth:`HtmlBoard.on_mouse_down` (the same call as ipycanvas's, so
a BoardView needs no change). Keys, on either backend, are the board's
:class:`~.access.Access` widget's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from polislab.render.browser import layer_batches
from polislab.render.scene import Shape

from .static_files import static_file

__all__ = ["HtmlBoard"]


class HtmlBoard(anywidget.AnyWidget):
    """A board of ``width`` x ``height`` CSS pixels: layers ``board``, ``pieces``, ``marks``."""

    _esm = static_file("board.js")

    width = traitlets.Int(0).tag(sync=True)
    height = traitlets.Int(0).tag(sync=True)
    #: The width shown on screen in CSS pixels (0: ``width``); never wider than its area.
    display_width = traitlets.Int(0).tag(sync=True)
    board: traitlets.List[Any] = traitlets.List().tag(sync=True)
    pieces: traitlets.List[Any] = traitlets.List().tag(sync=True)
    marks: traitlets.List[Any] = traitlets.List().tag(sync=True)
    #: An animation: marks layers shown ``delay_ms`` apart, then ``marks``; ``frames_id``
    #: counts the animations asked for, so the browser plays each once (not on reconnecting).
    frames: traitlets.List[Any] = traitlets.List().tag(sync=True)
    delay_ms = traitlets.Int(150).tag(sync=True)
    frames_id = traitlets.Int(0).tag(sync=True)

    def __init__(self, width: int, height: int, **kwargs: Any) -> None:
        super().__init__(width=width, height=height, **kwargs)
        self._mouse_down: list[Callable[[Any, Any], None]] = []
        self.on_msg(self._on_message)

    def draw(self, layers: dict[str, list[Shape]], changed: Sequence[str],
             frames: Sequence[list[Shape]] = (), delay: float = 0.15) -> None:
        """Send the ``changed`` layers (and an animation of ``frames``) in one message."""
        with self.hold_sync():
            for name in changed:
                setattr(self, name, layer_batches(layers[name]))
            if frames:
                self.frames = [layer_batches(f) for f in frames]
                self.delay_ms = int(delay * 1000)
                self.frames_id += 1

    # -- events from the browser ---------------------------------------------------------------
    def on_mouse_down(self, callback: Callable[[Any, Any], None]) -> None:
        """Call ``callback(x, y)`` for each click, with x and y as the page sent them (as
        ipycanvas does): a BoardView checks them (:func:`.board_view.board_point`)."""
        self._mouse_down.append(callback)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # A message comes from the page: anything malformed is ignored, never raised.
        if isinstance(content, dict) and content.get("event") == "mouse_down":
            for callback in list(self._mouse_down):
                callback(content.get("x"), content.get("y"))

    def __repr__(self) -> str:  # stable: no memory address
        return f"{type(self).__name__}({self.width}x{self.height})"
