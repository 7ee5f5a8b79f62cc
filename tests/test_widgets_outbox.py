"""outbox.send_now: a redraw leaves the kernel (its IOPub thread) before more Python runs."""

from __future__ import annotations

import queue
import threading
import time

from polislab.widgets import outbox


class FakeIOPub:
    """ipykernel's IOPubThread as send_now sees it: ``schedule(f)`` runs f later, in order,
    on its own thread (here a slow one: each message takes 2 ms to send)."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self._queue: queue.Queue = queue.Queue()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            self._queue.get()()

    def schedule(self, f) -> None:
        self._queue.put(f)

    def send(self, name: str) -> None:
        self.schedule(lambda: (time.sleep(0.002), self.sent.append(name)))


def test_send_now_returns_once_the_messages_made_before_are_sent(monkeypatch) -> None:
    iopub = FakeIOPub()
    monkeypatch.setattr(outbox, "_iopub_thread", lambda: iopub)
    iopub.send("drawing")
    iopub.send("second drawing")
    outbox.send_now()
    assert iopub.sent == ["drawing", "second drawing"]


def test_send_now_does_nothing_outside_a_kernel() -> None:
    assert outbox._iopub_thread() is None  # pytest runs no ipykernel kernel
    outbox.send_now()  # returns: nothing to wait for
