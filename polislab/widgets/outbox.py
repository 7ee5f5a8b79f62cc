"""Let a drawing leave the kernel before the next bit of Python work.

ipykernel sends every message (a canvas's drawing too) from its IOPub thread, which needs the
GIL. A click handler that goes on working after its redraw (the side panel, the event log)
keeps the GIL, so the drawing waits up to the interpreter's switch interval (5 ms), more on a
busy machine, before it even leaves the kernel. Measured with bench/browser_latency.py
(issue 19): the redraw is what the learner waits for, the panel can come a moment later.
"""

from __future__ import annotations

import threading
from typing import Any

WAIT = 0.01  # s: at most this long (the IOPub thread sends in well under a millisecond)


def send_now() -> None:
    """Block, without the GIL, until the kernel's IOPub thread has sent every message this
    thread has made so far; nothing to do outside a running ipykernel kernel."""
    thread = _iopub_thread()
    if thread is None or threading.current_thread() is getattr(thread, "thread", None):
        return
    sent = threading.Event()
    thread.schedule(sent.set)  # runs after the sends queued before it, in order
    sent.wait(WAIT)


def _iopub_thread() -> Any:
    try:
        from ipykernel.kernelbase import Kernel
    except ImportError:  # pragma: no cover - ipykernel comes with ipywidgets
        return None
    if not Kernel.initialized():
        return None
    thread = getattr(Kernel.instance(), "iopub_thread", None)
    alive = getattr(getattr(thread, "thread", None), "is_alive", None)
    return thread if alive is not None and alive() else None
