"""Widget updates held back a moment, so that what the learner waits for reaches the page first.

Each widget update is its own message, and each message is a task for the page. Sent right
behind a board's redraw, a side panel's updates (status, events, move box: five messages a
move) keep the page busy before it can show the board; held back ``delay`` seconds, they reach
the page after it has drawn and painted the board. The values change in Python at once (only
what the page is sent waits), and without a running event loop (plain Python, tests) nothing
waits.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager

import ipywidgets


class SentLater:
    """``with later():`` holds the updates that ``widgets()`` make in the body and sends them
    ``delay`` seconds later, each widget's in one message; ``later.flush()`` sends them now."""

    def __init__(self, widgets: Callable[[], Iterable[ipywidgets.Widget]], delay: float) -> None:
        self._widgets = widgets
        self.delay = delay
        self._held: list[AbstractContextManager[None]] = []
        self._timer: asyncio.TimerHandle | None = None

    @contextmanager
    def __call__(self) -> Iterator[None]:
        if not self._held and self.delay > 0:
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:  # no event loop: nothing to wait for
                loop = None
            if loop is not None:
                # hold_sync() sends a widget's held changes when its outermost hold ends.
                self._held = [w.hold_sync() for w in self._widgets() if not w._holding_sync]
                for hold in self._held:
                    hold.__enter__()
                self._timer = loop.call_later(self.delay, self.flush)
        yield

    def flush(self) -> None:
        """Send what is held now (e.g. before a long computation)."""
        held, self._held = self._held, []
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        for hold in held:
            hold.__exit__(None, None, None)
