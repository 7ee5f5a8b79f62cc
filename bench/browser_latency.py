"""Browser latency of a kernel-drawn board: click -> Python -> redrawn pixels, against the floor.

    python bench/browser_latency.py [--moves 20] [--seed 1] [--json /tmp/latency.json]
                                    [--nodelay] [--density 1] [--no-panel]

Starts JupyterLab and the system Chromium with the real-browser harness
(tests/browser/jupyter_harness.py, imported by path), opens
bench/notebooks/browser_latency.ipynb and times real mouse clicks (playwright ``page.mouse``:
move over the canvas pixel of a square, let the kernel go quiet, then down/up). Every time is
taken in the page from the ``mousedown`` event (a capturing listener on ``window``, which runs
before ipycanvas's own listener) to:

* board clicks: the first change of the board's pixels, found by a ``setTimeout(0)`` loop that
  compares ``getImageData`` of the move's squares (their bounding box, 1.5 squares out) with
  the previous frame (``final``: the last change, the end of the hop animation). ipycanvas's
  ``drawImage`` calls on that canvas are timed as well (the pixels written, before the poll
  notices);
* the echo floor (a trivial anywidget: ``ping`` -> Python observer -> ``pong``): the
  ``change:pong`` event in the widget. The same pixel poll runs meanwhile on a patch of the
  board as big, so the floor and the board pay the same overhead;
* both: "free", the start of the page's next task after the first ``drawImage`` (board) or
  ``change:pong`` (echo), when the page can show it; no poll in between.

Each PlayView move is two clicks: a Red or Blue piece (select-click: dots appear) and its
destination (move-click: the move is drawn). ``--moves`` moves are played with the hop
animation as shipped, then the same moves again with it off (a bench-only patch: PlayView has
no switch), each move followed by one echo and one click on a bare ipycanvas probe.

Messages: the kernel websocket frames Chromium receives (CDP ``Network.webSocketFrame*``, which
also time them) are matched to a click by ``parent_header.msg_id``. With the kernel's header
dates and the page's arrival times this splits each click into legs (one machine, one clock:
about +-1 ms). Kernel-side Python times come from wrappers in bench/notebooks/latency_widgets.py.

``--nodelay`` (an experiment, not polislab's setting): a jupyter_server config for this run's
private server that sets TCP_NODELAY on kernel websockets; jupyter_server leaves Nagle's
algorithm on, so a frame written while the previous one is unacknowledged waits for the
browser's delayed ACK (~40 ms on Linux). ``--density D`` (experiment): the board drawn at D
canvas pixels per CSS pixel, not 2. ``--no-panel`` (experiment): PlayView's side panel is not
updated after a click.

The kernel imports the polislab this script imports: ``PYTHONPATH=/other/checkout python
bench/browser_latency.py`` measures that checkout.

Target (issue): click-to-redraw median at most 1.25x the echo floor, one canvas message per
redraw. Prints its figures; not a test. Writes only to /tmp (a screenshot, optional JSON).
"""

from __future__ import annotations

import argparse
import base64
import importlib.util
import json
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent
HARNESS = HERE.parent / "tests" / "browser" / "jupyter_harness.py"
NOTEBOOK = HERE / "notebooks" / "browser_latency.ipynb"
HELPERS = HERE / "notebooks" / "latency_widgets.py"
OUTPUT_DIR = Path(tempfile.gettempdir()) / "polislab-bench"

BOARD = "canvas.polislab-board"
PROBE = "canvas.bench-probe"
ECHO = ".bench-echo"
TARGET_RATIO = 1.25
ECHO_FREE = "echo floor: free"
# Quiet time after the last pixel change (or pong) before a click counts as done, ms; for
# move-clicks longer than the pauses inside the hop animation (play_view.FRAME_TIME, 0.2 s).
SETTLE_MS = {"select": 150.0, "move": 400.0, "echo": 60.0, "probe": 60.0}
TIMEOUT_MS = 10_000.0
# The legs of a click: between two of its marks (ms after the mouse-down, see make_sample).
LEGS = {
    "up": ("mouse-down", "busy"),  # page -> server -> kernel starts on it
    "kernel": ("busy", "created"),  # Python until the answer (canvas message, pong) is made
    "server": ("created", "network"),  # kernel -> ZMQ -> jupyter_server -> Chromium's socket
    "page": ("network", "arrived"),  # -> JupyterLab's kernel connection in the page
    "browser": ("arrived", "shown"),  # -> ipycanvas drawImage on the board / change:pong
    "detect": ("shown", "first"),  # -> the pixel poll sees it (board clicks only)
    "task": ("shown", "free"),  # -> the page's next task starts (it can show them)
}

# Kernel expression: [last move, [[move, [[square, x, y], ...], hops], ...]] for the view, x and
# y in canvas pixels (scene pixels times the board's pixel_ratio).
MOVES_EXPR = (
    "[str(view.state.last_move), [[str(m), [[s, *(c * view.board.pixel_ratio"
    " for c in view.board.center_of(s))]"
    " for s in interface_for(view.state).action_paths(view.state, m)[0]],"
    " sum(e.kind == 'hop' for e in view.state.play(m).events)]"
    " for m in ([] if view.state.is_over else view.state.legal_moves())]]"
)

# Installed once in the page. Logs the kernel messages (both ways) while a click is armed and
# times its mouse-down, pongs, drawImage calls and pixel changes of one canvas.
# __bench.arm(selector, settle, timeout, rect) starts a record; __bench.pending resolves with it
# once the pixels (or pong) have been quiet `settle` ms and the kernel is idle after the click.
# rect ([x, y, w, h], canvas pixels) is the part of the canvas the poll reads: the whole board
# at density 2 is 1.3 Mpixel, 10-15 ms of getImageData a tick, which would delay every event.
PAGE_JS = r"""([path]) => {
  let panel = null;
  for (const w of window.jupyterapp.shell.widgets('main'))
    if (w.context && w.context.path === path) panel = w;
  const kernel = panel.sessionContext.session.kernel;
  const B = (window.__bench = { rec: null, pending: null });
  const now = () => performance.now();
  kernel.anyMessage.connect((_, { msg, direction }) => {
    const rec = B.rec;
    if (!rec) return;
    const content = msg.content || {};
    const data = content.data || {};
    rec.msgs.push({
      t: now(), dir: direction, type: msg.header.msg_type, id: msg.header.msg_id,
      parent: (msg.parent_header && msg.parent_header.msg_id) || null,
      date: msg.header.date || null, comm: content.comm_id || null,
      method: data.method || null, event: (data.content && data.content.event) || null,
      state: content.execution_state || null,
    });
  });
  window.addEventListener('mousedown', () => {
    if (B.rec && B.rec.down === null) B.rec.down = now();
  }, true);
  // The first task after the one that wrote the pixels (or took the pong) starts: the page is
  // free to show them. Timed alike for the board and the echo, with no poll in between.
  const afterTask = (rec) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { rec.free = now(); channel.port1.close(); };
    channel.port2.postMessage(0);
  };
  window.addEventListener('bench-pong', (e) => {
    if (!B.rec) return;
    B.rec.pongs.push(e.detail);
    if (B.rec.pongs.length === 1) afterTask(B.rec);
  });
  const hooked = new WeakSet();
  const hook = (cv) => {
    if (hooked.has(cv)) return;
    hooked.add(cv);
    const ctx = cv.getContext('2d');
    const drawImage = ctx.drawImage;
    ctx.drawImage = function (...args) {
      if (B.rec && B.rec.canvas === cv) {
        B.rec.draws.push(now());
        if (B.rec.draws.length === 1) afterTask(B.rec);
      }
      return drawImage.apply(this, args);
    };
  };
  // The pixels of `rect` ([x, y, w, h] in canvas pixels, clipped; null: the whole canvas).
  const pixels = (cv, rect) => {
    const [x, y, w, h] = rect || [0, 0, cv.width, cv.height];
    const x0 = Math.max(0, Math.floor(x)), y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(cv.width, Math.ceil(x + w)), y1 = Math.min(cv.height, Math.ceil(y + h));
    return new Uint32Array(
      cv.getContext('2d').getImageData(x0, y0, x1 - x0, y1 - y0).data.buffer);
  };
  const same = (a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return a.length === b.length;
  };
  const answered = (rec) => {
    const click = rec.msgs.find((m) => m.dir === 'send' && m.type === 'comm_msg'
      && (m.event === 'mouse_down' || m.method === 'update'));
    return !!click && rec.msgs.some((m) => m.dir === 'recv' && m.type === 'status'
      && m.state === 'idle' && m.parent === click.id);
  };
  B.tickCost = (watch, n, rect) => {  // ms per poll tick on `watch` (getImageData + compare)
    const cv = document.querySelector(watch);
    let previous = pixels(cv, rect);
    const start = now();
    for (let i = 0; i < n; i++) { const current = pixels(cv, rect); same(current, previous); }
    return (now() - start) / n;
  };
  B.arm = (watch, settle, timeout, rect) => {
    const cv = document.querySelector(watch);
    hook(cv);
    const rec = { down: null, msgs: [], draws: [], changes: [], pongs: [], canvas: cv,
                  free: null, timeout: false };
    let previous = pixels(cv, rect);
    const start = now();
    B.pending = new Promise((resolve) => {
      const tick = () => {
        const t = now();
        const current = pixels(cv, rect);
        if (!same(current, previous)) { rec.changes.push(t); previous = current; }
        const last = Math.max(rec.changes.at(-1) ?? -Infinity,
                              rec.pongs.at(-1)?.arrived ?? -Infinity);
        rec.timeout = t - start > timeout;
        if ((last > -Infinity && answered(rec) && t - last >= settle) || rec.timeout) {
          B.rec = null;
          delete rec.canvas;
          resolve(rec);
        } else {
          setTimeout(tick, 0);
        }
      };
      setTimeout(tick, 0);
    });
    B.rec = rec;
    return true;
  };
  return performance.timeOrigin;
}"""

# --nodelay: a server config that turns Nagle's algorithm off on kernel websockets (an
# experiment: jupyter_server never calls tornado's set_nodelay, so a small frame may wait for
# the ACK of the previous one).
NODELAY_CONFIG = """\
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

_open = KernelWebsocketHandler.open


async def _open_nodelay(self, *args, **kwargs):
    self.set_nodelay(True)
    self.log.info("polislab bench: TCP_NODELAY on this kernel websocket")
    return await _open(self, *args, **kwargs)


KernelWebsocketHandler.open = _open_nodelay
"""


def load_harness() -> ModuleType:
    """tests/browser/jupyter_harness.py, imported by path (tests/ is not a package here)."""
    spec = importlib.util.spec_from_file_location("polislab_jupyter_harness", HARNESS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    spec.loader.exec_module(module)
    return module


# -- websocket frames ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Frame:
    """One kernel websocket frame: a Jupyter message, its size, what it is, when it came."""

    direction: str  # "recv" (kernel -> page) or "send"
    at: float  # wall-clock ms when Chromium's network stack had it
    nbytes: int  # the whole frame
    channel: str
    msg_type: str
    msg_id: str
    created: float | None  # header.date, wall-clock ms (when the kernel made the message)
    parent: str | None  # parent_header.msg_id: the click's message, for its answers
    comm_id: str | None
    method: str | None  # comm_msg data.method: "custom" (ipycanvas draws), "update", ...
    buffer_bytes: int


def parse_frame(payload: bytes | str, direction: str, at: float) -> Frame | None:
    """A Jupyter websocket frame: v1 binary protocol (JupyterLab 4) or legacy JSON text."""
    buffers: list[bytes] = []
    if isinstance(payload, str):
        msg = json.loads(payload)
        channel, header, parent, content = (
            msg.get("channel", ""), msg["header"], msg["parent_header"], msg["content"],
        )  # fmt: skip
        nbytes = len(payload.encode())
    else:  # v1: count, offsets (uint64 LE), channel, header, parent, metadata, content, buffers
        count = int.from_bytes(payload[:8], "little")
        if not 5 < count < 10_000:
            return None
        bounds = [int.from_bytes(payload[8 + 8 * i : 16 + 8 * i], "little") for i in range(count)]
        parts = [payload[a:b] for a, b in zip(bounds, [*bounds[1:], len(payload)], strict=True)]
        channel = parts[0].decode()
        header, parent, _metadata, content = (json.loads(p) for p in parts[1:5])
        buffers = parts[5:]
        nbytes = len(payload)
    data = content.get("data") if isinstance(content, dict) else None
    return Frame(
        direction, at, nbytes, channel, header.get("msg_type", ""), header.get("msg_id", ""),
        _epoch_ms(header["date"]) if header.get("date") else None, (parent or {}).get("msg_id"),
        content.get("comm_id"),
        data.get("method") if isinstance(data, dict) else None, sum(len(b) for b in buffers),
    )  # fmt: skip


class FrameRecorder:
    """Kernel websocket frames of a page, via a CDP session (payload and arrival time).

    CDP's ``timestamp`` is CLOCK_MONOTONIC seconds on Linux, as Python's ``time.monotonic``.
    """

    def __init__(self, context: Any, page: Any) -> None:
        self.frames: list[Frame] = []
        self._sockets: set[str] = set()
        self._offset = time.time() - time.monotonic()  # monotonic -> wall clock, s
        self.cdp = context.new_cdp_session(page)
        self.cdp.on("Network.webSocketCreated", self._created)
        self.cdp.on("Network.webSocketFrameReceived", lambda p: self._frame(p, "recv"))
        self.cdp.on("Network.webSocketFrameSent", lambda p: self._frame(p, "send"))
        self.cdp.send("Network.enable")

    def _created(self, params: dict[str, Any]) -> None:
        if "/channels" in params["url"]:
            self._sockets.add(params["requestId"])

    def _frame(self, params: dict[str, Any], direction: str) -> None:
        if params["requestId"] not in self._sockets:
            return
        response = params["response"]
        data = response["payloadData"]
        payload = base64.b64decode(data) if response["opcode"] == 2 else data
        frame = parse_frame(payload, direction, (params["timestamp"] + self._offset) * 1000)
        if frame is not None:
            self.frames.append(frame)


# -- one click ----------------------------------------------------------------------------------
@dataclass
class Sample:
    """One timed click; ``marks`` in ms after its mouse-down (see LEGS)."""

    kind: str  # "select", "move", "echo", "probe"
    phase: str  # "warmup", "animated", "still"
    first: float  # first pixel change (echo: pong arrived)
    final: float  # last pixel change (the end of an animation)
    changes: int  # pixel states seen
    marks: dict[str, float]
    down_at: float  # the mouse-down, wall-clock ms
    click_id: str | None  # msg_id of the comm message the click sent
    reply_id: str | None  # msg_id of the answer: the canvas message, or the pong update
    idle: float | None  # ms from kernel busy to idle for the click
    hops: int = 0
    draws: list[float] = field(default_factory=list)  # drawImage calls on the shown canvas
    frames: list[Frame] = field(default_factory=list)  # received, answering the click
    kernel: dict[str, Any] = field(default_factory=dict)  # kernel-side figures, if any

    def leg(self, name: str) -> float | None:
        start, end = LEGS[name]
        marks = {"mouse-down": 0.0, **self.marks}
        if start in marks and end in marks:
            return marks[end] - marks[start]
        return None


def _epoch_ms(date: str) -> float:
    return datetime.fromisoformat(date.replace("Z", "+00:00")).timestamp() * 1000


def make_sample(rec: dict[str, Any], kind: str, phase: str, origin: float,
                manager: str) -> Sample:
    """A page record as a Sample: times after the mouse-down; `origin`: the page's
    performance.timeOrigin; `manager`: the comm id of ipycanvas's canvas manager."""
    down = rec["down"]
    if down is None:
        raise RuntimeError(f"{kind}: the page saw no mousedown")
    wall = origin + down  # the mouse-down on the wall clock
    msgs: list[dict[str, Any]] = rec["msgs"]
    click = next((m for m in msgs if m["dir"] == "send" and m["type"] == "comm_msg"
                  and (m["event"] == "mouse_down" or m["method"] == "update")), None)
    answers = [m for m in msgs if click and m["dir"] == "recv" and m["parent"] == click["id"]]
    busy = next((m for m in answers if m["state"] == "busy"), None)
    idle = next((m for m in answers if m["state"] == "idle"), None)
    changes: list[float] = rec["changes"]
    if kind == "echo":
        shown = rec["pongs"][0]["arrived"] if rec["pongs"] else None
        first = final = shown - down if shown is not None else math.inf
        reply = next((m for m in answers if m["method"] == "update"), None)
    else:
        shown = rec["draws"][0] if rec["draws"] else None
        first = changes[0] - down if changes else math.inf
        final = changes[-1] - down if changes else math.inf
        reply = next((m for m in answers if m["comm"] == manager), None)
    marks: dict[str, float] = {}
    if busy:
        marks["busy"] = _epoch_ms(busy["date"]) - wall
    if reply:
        marks["created"] = _epoch_ms(reply["date"]) - wall
        marks["arrived"] = reply["t"] - down
    if shown is not None:
        marks["shown"] = shown - down
    if kind != "echo":
        marks["first"] = first
    if rec.get("free") is not None:
        marks["free"] = rec["free"] - down
    return Sample(
        kind, phase, first, final, len(changes), marks, wall, click["id"] if click else None,
        reply["id"] if reply else None,
        _epoch_ms(idle["date"]) - _epoch_ms(busy["date"]) if busy and idle else None,
        draws=[t - down for t in rec["draws"]],
    )  # fmt: skip


# -- the bench ----------------------------------------------------------------------------------
class Bench:
    """Clicks the widgets of the bench notebook in a LabPage and collects Samples."""

    def __init__(self, lab: Any, manager: str) -> None:
        self.lab = lab
        self.page = lab.page
        self.manager = manager
        self.samples: list[Sample] = []
        self.origin: float = self.page.evaluate(PAGE_JS, [lab.path])
        # Three squares square around the board's centre, in canvas pixels (see path_rect).
        side, width, height = lab.kernel_eval(
            "[3 * view.board._size * view.board.pixel_ratio, view.board.canvas.width,"
            " view.board.canvas.height]")
        self.square_rect = [(width - side) / 2, (height - side) / 2, side, side]

    def _point(self, selector: str, x: float | None, y: float | None) -> tuple[float, float]:
        """Page coordinates of canvas pixel (x, y) of `selector`, or of its centre."""
        loc = self.page.locator(selector)
        box = loc.bounding_box()
        assert box is not None, f"{selector} is not displayed"
        if x is None or y is None:
            return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        width, height = loc.evaluate("(cv) => [cv.width, cv.height]")
        return box["x"] + x * box["width"] / width, box["y"] + y * box["height"] / height

    def click(self, kind: str, phase: str, target: str, watch: str,
              x: float | None = None, y: float | None = None,
              rect: Sequence[float] | None = None) -> Sample:
        """Move the mouse over `target`, let the kernel go quiet, then time one click, polling
        the pixels of `rect` of `watch` (None: all of them)."""
        px, py = self._point(target, x, y)
        self.page.mouse.move(px, py)
        self.page.wait_for_timeout(40)  # mouse_move / mouse_out messages reach the kernel
        self.lab.wait_kernel_idle()
        self.page.evaluate("([w, s, t, r]) => window.__bench.arm(w, s, t, r)",
                           [watch, SETTLE_MS[kind], TIMEOUT_MS, rect])
        self.page.mouse.down()
        self.page.mouse.up()
        rec = self.page.evaluate("() => window.__bench.pending")
        sample = make_sample(rec, kind, phase, self.origin, self.manager)
        if rec["timeout"] or math.isinf(sample.first):
            raise RuntimeError(f"a {kind} click ({phase}) never came back: {rec}")
        self.samples.append(sample)
        return sample

    def echo(self, phase: str) -> Sample:
        # Poll a patch of the board meanwhile, as big as a board click's: the same overhead.
        return self.click("echo", phase, ECHO, BOARD, rect=self.square_rect)

    def probe(self, phase: str) -> Sample:
        return self.click("probe", phase, PROBE, PROBE)

    def path_rect(self, path: Sequence[Sequence[Any]]) -> list[float]:
        """The canvas pixels a move can change: its squares' bounding box, 1.5 squares out
        (the highlight, the dots next to a selected piece, the piece moved, the arrows)."""
        xs, ys = [p[1] for p in path], [p[2] for p in path]
        side = self.square_rect[2] / 2  # one and a half squares around the centres
        return [min(xs) - side, min(ys) - side, max(xs) - min(xs) + 2 * side,
                max(ys) - min(ys) + 2 * side]

    def new_game(self, animated: bool) -> None:
        self.lab.kernel_exec(f"view.new_game(); bench.set_animation(view, {animated})")
        self.lab.wait_kernel_idle()
        self.page.wait_for_timeout(300)

    def play(self, moves: int, phase: str, rng: random.Random) -> None:
        """`moves` moves by clicks (select, then move), each followed by an echo and a probe."""
        expected = "None"
        for _ in range(moves):
            last, legal = self.lab.kernel_eval(MOVES_EXPR)
            if last != expected:
                raise RuntimeError(f"the board played {last}, not {expected}")
            if not legal:  # the game is over: start again (untimed)
                self.new_game(phase != "still")
                last, legal = self.lab.kernel_eval(MOVES_EXPR)
            animating = [m for m in legal if m[2] > 0]  # moves with hops, animated if on
            expected, path, hops = rng.choice(animating or legal)
            rect = self.path_rect(path)
            for index, (_square, x, y) in enumerate(path):
                kind = "move" if index == len(path) - 1 else "select"
                sample = self.click(kind, phase, BOARD, BOARD, x, y, rect)
            sample.hops = hops
            self.echo(phase)
            self.probe(phase)
        last, _legal = self.lab.kernel_eval(MOVES_EXPR)
        if last != expected:
            raise RuntimeError(f"the board played {last}, not {expected}")

    def attach(self, frames: list[Frame], kernel: dict[str, list[Any]]) -> None:
        """Give each sample its frames (by parent msg_id) and its kernel-side figures."""
        by_parent: dict[str, list[Frame]] = {}
        by_id = {f.msg_id: f for f in frames if f.direction == "recv"}
        for frame in frames:
            if frame.direction == "recv" and frame.parent:
                by_parent.setdefault(frame.parent, []).append(frame)
        for sample in self.samples:
            sample.frames = by_parent.get(sample.click_id or "", [])
            reply = by_id.get(sample.reply_id or "")
            if reply is not None:
                sample.marks["network"] = reply.at - sample.down_at
        board = [s for s in self.samples if s.kind in ("select", "move")]
        for key, samples in (("board", board), ("probe", self._all("probe")),
                             ("echo", self._all("echo"))):
            if len(kernel[key]) != len(samples):
                print(f"warning: {len(kernel[key])} kernel {key} entries for {len(samples)} "
                      "clicks: kernel-side figures left out")
                continue
            for sample, entry in zip(samples, kernel[key], strict=True):
                sample.kernel = entry if isinstance(entry, dict) else {"handler": entry}

    def _all(self, kind: str) -> list[Sample]:
        return [s for s in self.samples if s.kind == kind]

    def by(self, kind: str, phase: str | None = None) -> list[Sample]:
        """Measured samples (no warm-up) of `kind`, in `phase` if given."""
        return [s for s in self.samples
                if s.kind == kind and s.phase != "warmup" and phase in (None, s.phase)]


# -- figures ------------------------------------------------------------------------------------
def pct(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def med(values: Iterable[float | None]) -> float:
    present = [v for v in values if v is not None]
    return statistics.median(present) if present else math.nan


def num(value: float, width: int, digits: int = 1) -> str:
    return f"{'-':>{width}}" if math.isnan(value) else f"{value:>{width}.{digits}f}"


def latency_table(bench: Bench) -> dict[str, list[float]]:
    rows = {
        "echo floor (anywidget ping -> pong)": [s.first for s in bench.by("echo")],
        "ipycanvas probe (one fill_rect)": [s.first for s in bench.by("probe")],
        "select-click, animation on": [s.first for s in bench.by("select", "animated")],
        "move-click, animation on: first change": [s.first for s in bench.by("move", "animated")],
        "move-click, animation on: final frame": [s.final for s in bench.by("move", "animated")],
        "select-click, animation off": [s.first for s in bench.by("select", "still")],
        "move-click, animation off": [s.first for s in bench.by("move", "still")],
        # The same clicks timed when ipycanvas writes the pixels (drawImage), as the echo is
        # timed by its change:pong event: without the lag of the pixel poll that finds them.
        "select-click, animation on: written": _written(bench.by("select", "animated")),
        "move-click, animation on: written": _written(bench.by("move", "animated")),
        "select-click, animation off: written": _written(bench.by("select", "still")),
        "move-click, animation off: written": _written(bench.by("move", "still")),
        # Both timed alike, to the start of the page's next task (the echo: after change:pong;
        # the board: after ipycanvas's drawImage), when the page is free to show them.
        ECHO_FREE: _marks(bench.by("echo"), "free"),
        "select-click, animation on: free": _marks(bench.by("select", "animated"), "free"),
        "move-click, animation on: free": _marks(bench.by("move", "animated"), "free"),
        "select-click, animation off: free": _marks(bench.by("select", "still"), "free"),
        "move-click, animation off: free": _marks(bench.by("move", "still"), "free"),
    }
    print(f"{'ms after the mouse-down':<44} {'n':>3} {'median':>7} {'p90':>7} {'best':>7}"
          f" {'worst':>7}")
    for name, values in rows.items():
        print(f"{name:<44} {len(values):>3} {med(values):>7.1f} {pct(values, 0.9):>7.1f}"
              f" {min(values):>7.1f} {max(values):>7.1f}")
    board = bench.by("select") + bench.by("move")
    lag = [s.leg("detect") for s in board]
    print(f"(the poll sees new pixels {med(lag):.1f} ms (median) after ipycanvas writes them;"
          f" pixels written: median {med(s.marks.get('shown') for s in board):.1f} ms)")
    return rows


def _written(samples: list[Sample]) -> list[float]:
    return _marks(samples, "shown")


def _marks(samples: list[Sample], mark: str) -> list[float]:
    return [s.marks[mark] for s in samples if mark in s.marks]


def ratio_table(rows: dict[str, list[float]]) -> dict[str, float]:
    floor, free = med(rows["echo floor (anywidget ping -> pong)"]), med(rows[ECHO_FREE])
    ratios = {name: med(values) / (free if name.endswith(": free") else floor)
              for name, values in rows.items() if "click" in name}
    print(f"\nMedian / echo floor ({floor:.1f} ms; \"free\" rows: / the echo's {free:.1f} ms);"
          f" target <= {TARGET_RATIO} (\"written\": when ipycanvas draws the pixels, the poll's"
          " lag left out):")
    for name, ratio in ratios.items():
        if "final frame" in name:
            verdict = "(the animation's length, not latency)"
        else:
            verdict = "ok" if ratio <= TARGET_RATIO else "MISSED"
        print(f"  {name:<44} {ratio:5.2f}  {verdict}")
    return ratios


def message_table(bench: Bench) -> None:
    print("\nWhat the kernel sends per click (websocket frames answering it; bytes = whole"
          " frames):")
    print(f"{'':<30}{'canvas msgs':>13}{'canvas bytes':>16}{'other comm':>14}{'all frames':>14}")
    print(f"{'':<30}{'ws':>6}{'kernel':>7}{'median':>8}{'max':>8}{'msgs':>6}{'bytes':>8}"
          f"{'msgs':>6}{'bytes':>8}")
    for kind, phase, name in (("select", "animated", "select-click, animation on"),
                              ("move", "animated", "move-click, animation on"),
                              ("select", "still", "select-click, animation off"),
                              ("move", "still", "move-click, animation off"),
                              ("probe", None, "ipycanvas probe"),
                              ("echo", None, "echo")):
        samples = bench.by(kind, phase)
        canvas = [[f for f in s.frames if f.comm_id == bench.manager] for s in samples]
        counts = [len(c) for c in canvas]
        sizes = [f.nbytes for c in canvas for f in c]
        other = [[f for f in s.frames if f.msg_type == "comm_msg" and f.comm_id != bench.manager]
                 for s in samples]
        kernel = [s.kernel["canvas_msgs"] for s in samples if "canvas_msgs" in s.kernel]
        print(f"{name:<30}{_span(counts):>6}{_span(kernel):>7}"
              f"{num(med(sizes), 8, 0)}{num(max(sizes, default=math.nan), 8, 0)}"
              f"{num(med(len(o) for o in other), 6, 0)}"
              f"{num(med(sum(f.nbytes for f in o) for o in other), 8, 0)}"
              f"{num(med(len(s.frames) for s in samples), 6, 0)}"
              f"{num(med(sum(f.nbytes for f in s.frames) for s in samples), 8, 0)}")
    payload = [s.kernel["canvas_bytes"] for s in bench.by("move") if "canvas_bytes" in s.kernel]
    if payload:
        print(f"(canvas payload, kernel side, move-clicks: median {med(payload):.0f} B,"
              f" max {max(payload)} B; other comm = widget state updates of the side panel)")
    print("(move-clicks: the panel's first update reaches the page"
          f" {med(_panel_gap(s, bench.manager) for s in bench.by('move')):.1f} ms (median) after"
          " the canvas message)")


def _panel_gap(sample: Sample, manager: str) -> float | None:
    """ms from a click's canvas message to its first other widget update, both received."""
    canvas = [f.at for f in sample.frames if f.comm_id == manager]
    panel = [f.at for f in sample.frames if f.msg_type == "comm_msg" and f.comm_id != manager]
    return min(panel) - min(canvas) if canvas and panel else None


def _span(values: Sequence[int]) -> str:
    if not values:
        return "-"
    return str(values[0]) if min(values) == max(values) else f"{min(values)}-{max(values)}"


def legs_table(bench: Bench) -> None:
    print("\nWhere the time goes (medians, ms):")
    print(f"{'':<30}" + "".join(f"{k:>8}" for k in LEGS) + f"{'idle':>8}{'py cb':>8}"
          f"{'redraw':>8}")
    for kind, phase, name in (("echo", None, "echo"), ("probe", None, "ipycanvas probe"),
                              ("select", None, "select-click"),
                              ("move", "animated", "move-click, animation on"),
                              ("move", "still", "move-click, animation off")):
        samples = bench.by(kind, phase)
        legs = [med(s.leg(k) for s in samples) for k in LEGS]
        kernel = [med(s.idle for s in samples),
                  med(1000 * s.kernel["handler"] for s in samples if "handler" in s.kernel),
                  med(1000 * s.kernel["redraw"] for s in samples if "redraw" in s.kernel)]
        print(f"{name:<30}" + "".join(num(v, 8) for v in legs)
              + "".join(num(v, 8, 2) for v in kernel))
    print("  up: mouse-down -> kernel busy on the click; kernel: -> its answer (canvas message or"
          " pong) made;\n  server: -> Chromium's socket has it; page: -> JupyterLab's kernel"
          " connection has it;\n  browser: -> drawImage on the canvas / change:pong; detect:"
          " -> the pixel poll sees it;\n  task: drawImage / change:pong -> the page's next task"
          " (the rest of that task, and what was queued before it).\n  idle: kernel busy ->"
          " idle; py cb: the Python callback; redraw: BoardView.redraw within it.")
    moves = bench.by("move", "animated")
    print(f"(animated moves: {med(s.hops for s in moves):.0f} hops and"
          f" {med(s.changes for s in moves):.0f} pixel states per move, medians)")


def report(bench: Bench) -> dict[str, float]:
    rows = latency_table(bench)
    ratios = ratio_table(rows)
    message_table(bench)
    legs_table(bench)
    return {name: med(values) for name, values in rows.items()} | {
        f"ratio: {name}": ratio for name, ratio in ratios.items()}


# -- main ---------------------------------------------------------------------------------------
def uptime() -> str:
    return subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip()


def versions(chromium: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for name in ("jupyterlab", "ipywidgets", "ipykernel", "ipycanvas", "anywidget", "orjson"):
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(f"{name} -")
    return (f"python {platform.python_version()}, chromium {chromium}, " + ", ".join(found)
            + f", {os.cpu_count()} cpus")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=20, help="moves per phase (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the moves played")
    parser.add_argument("--json", type=Path, help="also write every sample to this file")
    parser.add_argument("--nodelay", action="store_true",
                        help="experiment: TCP_NODELAY on the server's kernel websockets")
    parser.add_argument("--density", type=float,
                        help="experiment: the board's canvas pixels per CSS pixel (polislab: 2)")
    parser.add_argument("--no-panel", action="store_true",
                        help="experiment: the side panel's status, events and move box not"
                             " updated after a click")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    harness = load_harness()
    # The kernel imports the polislab this script imports (PYTHONPATH decides: e.g. another
    # checkout, to compare), not the one next to the harness.
    import polislab

    harness.REPO_ROOT = Path(polislab.__file__).resolve().parents[1]
    print(f"polislab from {harness.REPO_ROOT}")
    print(f"load before: {uptime()}")
    t0 = time.monotonic()
    server = harness.LabServer()
    path = server.add_notebook(NOTEBOOK)
    server.add_notebook(HELPERS)  # imported by the notebook
    if args.nodelay:
        config = server.workdir / "config"
        config.mkdir(parents=True, exist_ok=True)
        (config / "jupyter_server_config.py").write_text(NODELAY_CONFIG)
        print("experiment: TCP_NODELAY on the kernel websockets (server config)")
    if args.density:
        os.environ["POLISLAB_BENCH_DENSITY"] = str(args.density)  # the kernel inherits it
        print(f"experiment: the board drawn at {args.density:g} canvas pixels per CSS pixel")
    if args.no_panel:
        os.environ["POLISLAB_BENCH_NO_PANEL"] = "1"
        print("experiment: the side panel's status, events and move box not updated")
    with server, sync_playwright() as pw:
        browser = harness.launch_chromium(pw)
        print(versions(browser.version))
        context = browser.new_context(viewport={"width": 1280, "height": 1400})
        context.set_default_timeout(60_000)
        page = context.new_page()
        recorder = FrameRecorder(context, page)
        lab = harness.LabPage(page, server, OUTPUT_DIR)
        lab.open_notebook(path)
        lab.run_all_cells()
        lab.wait_canvas_drawn(BOARD, min_colors=8)
        lab.wait_canvas_drawn(PROBE, min_colors=1)
        page.locator(ECHO).wait_for()
        lab.kernel_exec("from polislab.core.interface import interface_for")
        bench = Bench(lab, lab.kernel_eval("bench._manager.model_id"))
        where = lab.kernel_eval("__import__('polislab').__file__")
        print(f"Lab up and the notebook run in {time.monotonic() - t0:.1f}s; the kernel's"
              f" polislab: {where}")
        ticks = [page.evaluate("([r]) => window.__bench.tickCost('canvas.polislab-board', 20, r)",
                               [rect]) for rect in (None, bench.square_rect)]
        print(f"one poll tick (getImageData + compare): {ticks[0]:.2f} ms on the whole board,"
              f" {ticks[1]:.2f} ms on the {bench.square_rect[2]:.0f} px patch polled")

        bench.play(2, "warmup", random.Random(args.seed + 1))
        for _ in range(3):
            bench.echo("warmup")
        for phase, animated in (("animated", True), ("still", False)):
            bench.new_game(animated)
            bench.play(args.moves, phase, random.Random(args.seed))  # same moves both phases
        shot = lab.screenshot("browser-latency")
        kernel = lab.kernel_eval("bench.KERNEL")
        page.wait_for_timeout(200)  # the last frames reach the recorder
        bench.attach(recorder.frames, kernel)
        context.close()
        browser.close()
    print(f"done in {time.monotonic() - t0:.1f}s; screenshot {shot}")
    if args.nodelay:
        nodelay = server.log_path.read_text().count("polislab bench: TCP_NODELAY")
        print(f"experiment: TCP_NODELAY set on {nodelay} kernel websocket(s)")
    print(f"load after: {uptime()}\n")
    figures = report(bench)
    if args.json:
        samples = [asdict(s) for s in bench.samples]
        args.json.write_text(json.dumps({"figures": figures, "samples": samples}, default=str))
        print(f"\nsamples written to {args.json}")


if __name__ == "__main__":
    main()
