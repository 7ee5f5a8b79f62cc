"""Which widget draws a live board: ipycanvas, or polislab's own HTML canvas.

* ``"ipycanvas"`` (the default in a normal kernel): an ipycanvas ``MultiCanvas``, one canvas per
  layer (needs numpy and Pillow).
* ``"html"`` (the default in a Pyodide kernel, as in JupyterLite, where numpy and Pillow
  cannot be installed offline): :class:`~.html_board.HtmlBoard`, polislab's own anywidget.

Choose for the boards made from then on with ``polislab.widgets.use_backend("html")``, or
before starting the kernel with the environment variable ``POLISLAB_BOARD_BACKEND=html``.
Both draw the same :class:`~polislab.render.scene.Scene` and report clicks in the same board
pixels, so a BoardView behaves the same on either.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

from polislab.render.scene import LAYERS, Shape, transformed

__all__ = ["BACKENDS", "ENV_VAR", "backend", "make_surface", "use_backend"]

BACKENDS = ("ipycanvas", "html")
ENV_VAR = "POLISLAB_BOARD_BACKEND"
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
    """The layers on an ipycanvas ``MultiCanvas``, drawn by :mod:`polislab.render.canvas`."""

    def __init__(self, width: int, height: int) -> None:
        from ipycanvas import MultiCanvas  # imported here: it needs numpy and Pillow

        self.widget = MultiCanvas(len(LAYERS), width=width, height=height)
        #: Canvas pixels per scene pixel: the shapes are drawn this much larger, and clicks
        #: come back in canvas pixels.
        self.ratio = 1.0

    def fit(self, width: float, height: float, ratio: float, display_width: int) -> None:
        """A ``width`` x ``height`` scene drawn at ``ratio`` canvas pixels per scene pixel and
        shown ``display_width`` CSS px wide (less in a narrower area, keeping its shape)."""
        import ipywidgets

        self.ratio = ratio
        self.widget.width, self.widget.height = round(width * ratio), round(height * ratio)
        self.widget.layout = ipywidgets.Layout(width=f"{display_width}px", height="auto",
                                               max_width="100%")

    def on_client_ready(self, callback: Callable[[], None]) -> None:
        # Pixels on an ipycanvas are not widget state: a (re)connected view starts blank.
        for layer in self.widget._canvases:
            layer.on_client_ready(callback)

    def draw(self, layers: dict[str, list[Shape]], changed: Sequence[str],
             frames: Sequence[list[Shape]] = (), delay: float = 0.15) -> None:
        from ipycanvas import hold_canvas

        from polislab.render.canvas import draw_shapes

        with hold_canvas():
            for index, name in enumerate(LAYERS):
                if name == "marks" and frames:
                    self._animate(index, frames, delay)
                if name in changed:
                    draw_shapes(self.widget[index], _scaled(self.ratio, layers[name]))

    def _animate(self, index: int, frames: Sequence[list[Shape]], delay: float) -> None:
        """Each frame on the marks layer, ``delay`` seconds apart (the browser plays it)."""
        from polislab.render.canvas import draw_shapes

        for below in range(index):  # show the layers under the marks before the first frame
            self.widget[below].sleep(0)
        for shapes in frames:
            draw_shapes(self.widget[index], _scaled(self.ratio, shapes))
            self.widget[index].sleep(int(delay * 1000))


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
             frames: Sequence[list[Shape]] = (), delay: float = 0.15) -> None:
        layers = {name: _scaled(self.ratio, layers[name]) for name in changed}
        self.widget.draw(layers, changed, [_scaled(self.ratio, f) for f in frames], delay)


def _scaled(ratio: float, shapes: Sequence[Shape]) -> list[Shape]:
    """Scene shapes in canvas pixels."""
    return list(shapes) if ratio == 1 else [transformed(s, ratio) for s in shapes]


def make_surface(width: int, height: int, name: str | None = None) -> Any:
    """A drawing surface for a board: ``.widget`` to show, ``.fit(...)`` to size it,
    ``.draw(layers, changed, frames, delay)``, ``.ratio`` (its pixels per scene pixel), and
    ``.widget.on_mouse_down`` / ``on_key_down`` as in ipycanvas."""
    chosen = backend() if name is None else _checked(name, "make_surface")
    return (HtmlSurface if chosen == "html" else IpycanvasSurface)(width, height)
