"""Widgets for bench/notebooks/browser_latency.ipynb, timed on the kernel side.

* ``echo_and_probe()``: a trivial anywidget echo (the page sets ``ping``, a Python observer
  copies it to ``pong``; the floor no kernel-drawn board can beat) and a bare ipycanvas
  ``Canvas`` that fills itself with the next colour on mouse-down (ipycanvas's own floor);
* ``play_view()``: a ``PlayView`` of hopping Polis from the start, no opponent, whose board
  mouse-down callback and redraws are timed; ``set_animation(view, False)`` turns the hop
  animation off (a bench-only patch: PlayView has no switch for it).

``KERNEL`` collects the kernel-side figures, one entry per mouse-down or echo, for
bench/browser_latency.py to read back. Nothing in polislab is changed, only wrapped; except as
an experiment: ``$POLISLAB_BENCH_DENSITY`` (``--density``) sets the board's canvas pixels per
CSS pixel (``board_view.PIXEL_DENSITY``, 2 as shipped), and ``$POLISLAB_BENCH_NO_PANEL``
(``--no-panel``) leaves the side panel's status, events and move box as they are after a click.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

import anywidget
import ipycanvas
import ipywidgets
import traitlets
from ipycanvas import Canvas, hold_canvas

from polislab.games import hopping
from polislab.widgets import board_view
from polislab.widgets.play_view import PlayView

#: board: {handler, redraw (s), redraws, canvas_msgs, canvas_bytes} per mouse-down;
#: probe and echo: seconds of Python work per click.
KERNEL: dict[str, list[Any]] = {"board": [], "probe": [], "echo": []}

_current: dict[str, Any] | None = None  # the board mouse-down being handled, if any
_manager = ipycanvas.canvas._CANVAS_MANAGER  # every ipycanvas drawing leaves through it
_send_custom = _manager._send_custom


def _counted_send_custom(command: Any, buffers: Any = ()) -> None:
    """ipycanvas's one way out to the browser, counting the board's messages and payload."""
    buffers = list(buffers)
    if _current is not None:
        _current["canvas_msgs"] += 1
        _current["canvas_bytes"] += sum(memoryview(b).nbytes for b in buffers)
    _send_custom(command, buffers)


_manager._send_custom = _counted_send_custom

ECHO_ESM = """
export default {
  render({ model, el }) {
    const box = document.createElement("div");
    box.className = "bench-echo";
    box.textContent = "echo";
    box.style.cssText = "width:120px;height:48px;background:#ddd;display:flex;" +
      "align-items:center;justify-content:center;user-select:none;cursor:pointer";
    let n = 0;
    box.addEventListener("mousedown", () => {
      n += 1;
      model.set("ping", { n, t: performance.now() });
      model.save_changes();
    });
    model.on("change:pong", () => {
      const pong = model.get("pong");
      const arrived = performance.now();
      window.dispatchEvent(new CustomEvent("bench-pong", { detail: { ...pong, arrived } }));
      box.textContent = "echo " + pong.n;
    });
    el.appendChild(box);
  },
};
"""


class Echo(anywidget.AnyWidget):
    """``ping`` (set by the page) comes back as ``pong``: browser -> kernel -> browser."""

    _esm = ECHO_ESM
    ping = traitlets.Dict().tag(sync=True)
    pong = traitlets.Dict().tag(sync=True)

    @traitlets.observe("ping")
    def _echo(self, change: dict[str, Any]) -> None:
        t0 = time.perf_counter()
        self.pong = change["new"]
        KERNEL["echo"].append(time.perf_counter() - t0)


PROBE_SIZE = 48
PROBE_COLORS = ("#d55e00", "#0072b2", "#009e73", "#cc79a7")


def echo_and_probe() -> ipywidgets.HBox:
    probe = Canvas(width=PROBE_SIZE, height=PROBE_SIZE)
    probe.add_class("bench-probe")

    def fill(color: str) -> None:
        with hold_canvas():
            probe.fill_style = color
            probe.fill_rect(0, 0, PROBE_SIZE, PROBE_SIZE)

    def on_mouse_down(x: float, y: float) -> None:
        t0 = time.perf_counter()
        fill(PROBE_COLORS[len(KERNEL["probe"]) % len(PROBE_COLORS)])
        KERNEL["probe"].append(time.perf_counter() - t0)

    probe.on_mouse_down(on_mouse_down)
    fill("#999999")
    return ipywidgets.HBox([Echo(), probe], layout=ipywidgets.Layout(gap="24px"))


def _timed_click(handler: Callable[[float, float], None]) -> Callable[[float, float], None]:
    """The board's mouse-down callback, timed, with its redraws and canvas messages."""

    def timed(x: float, y: float) -> None:
        global _current
        entry = {"handler": 0.0, "redraw": 0.0, "redraws": 0, "canvas_msgs": 0, "canvas_bytes": 0}
        _current = entry
        t0 = time.perf_counter()
        try:
            handler(x, y)
        finally:
            entry["handler"] = time.perf_counter() - t0
            KERNEL["board"].append(entry)
            _current = None

    return timed


def _timed_redraw(redraw: Callable[..., None]) -> Callable[..., None]:
    def timed(*args: Any, **kwargs: Any) -> None:
        t0 = time.perf_counter()
        try:
            redraw(*args, **kwargs)
        finally:
            if _current is not None:
                _current["redraw"] += time.perf_counter() - t0
                _current["redraws"] += 1

    return timed


def play_view() -> PlayView:
    density = os.environ.get("POLISLAB_BENCH_DENSITY")  # browser_latency.py --density
    if density:
        board_view.PIXEL_DENSITY = float(density)
    view = PlayView(hopping.Position.start())
    if os.environ.get("POLISLAB_BENCH_NO_PANEL"):  # browser_latency.py --no-panel
        view._refresh_panel = lambda: None  # type: ignore[method-assign]
    canvas = view.board.canvas  # a Canvas, or (before e583768) a MultiCanvas: its top layer
    shown = canvas._canvases[-1] if hasattr(canvas, "_canvases") else canvas
    clicks = shown._mouse_down_callbacks
    clicks.callbacks = [_timed_click(c) for c in clicks.callbacks]
    view.board.redraw = _timed_redraw(view.board.redraw)  # type: ignore[method-assign]
    return view


def set_animation(view: PlayView, on: bool) -> None:
    """The hop animation on or off (no arrow frames when off)."""
    view.animate = on
