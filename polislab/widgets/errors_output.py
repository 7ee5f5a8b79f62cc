"""Errors raised in widget callbacks would vanish; show them in an Output widget instead."""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from contextlib import contextmanager

import ipywidgets


@contextmanager
def errors_shown_in(output: ipywidgets.Output) -> Iterator[None]:
    """Run the body; if it raises, write the traceback into ``output``.

    Unlike ``with output:``, this sends nothing to the browser unless there is an error, so a
    click's redraw is the first message the browser gets.
    """
    try:
        yield
    except Exception:
        output.append_stderr(traceback.format_exc())
