"""Errors raised in widget callbacks would vanish; show them in an Output widget instead."""

from __future__ import annotations

import traceback
from collections.abc import Iterator
from contextlib import contextmanager

import ipywidgets

from polislab.core.errors import PolislabError

from .learner_errors import full_tracebacks, sentence_of


@contextmanager
def errors_shown_in(output: ipywidgets.Output) -> Iterator[None]:
    """Run the body; if it raises, write the traceback into ``output`` (a polislab error: its
    sentence).

    Unlike ``with output:``, this sends nothing to the browser unless there is an error, so a
    click's redraw is the first message the browser gets.
    """
    try:
        yield
    except PolislabError as err:  # polislab's own: its sentence, as in a cell (.learner_errors)
        output.append_stderr(f"{sentence_of(err)}\n" if not full_tracebacks() else
                             traceback.format_exc())
    except Exception:
        output.append_stderr(traceback.format_exc())
