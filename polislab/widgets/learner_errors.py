"""polislab's own errors, raised in a notebook cell, show the learner their sentence.

Every error polislab raises on purpose (a :class:`~polislab.core.errors.PolislabError`: an
illegal move, a damaged moment code, a position it cannot read) says in one sentence what went
wrong and what to do; in a notebook, a traceback through polislab's own lines came first and
the sentence last, in red (the teacher's walkthrough, friction 8). Once polislab's widgets are
imported, IPython shows such an error as its sentence alone::

    ScenarioError: this moment code is damaged: a character is wrong or missing (...)

The cell still fails (Run All stops there), and ``%tb`` prints the full traceback. Any other
error, a bug, keeps its full traceback. A developer who wants polislab's full tracebacks every
time sets ``POLISLAB_TRACEBACKS=1`` before the kernel starts.
"""

from __future__ import annotations

import os
import sys
from types import TracebackType
from typing import Any

from polislab.core.errors import PolislabError

__all__ = ["ENV_VAR", "full_tracebacks", "sentence_of", "show_errors_as_sentences"]

#: Set (to anything but "" or "0") to keep full tracebacks for polislab's errors.
ENV_VAR = "POLISLAB_TRACEBACKS"


def full_tracebacks() -> bool:
    """Whether polislab's errors keep their full tracebacks (``POLISLAB_TRACEBACKS``)."""
    return os.environ.get(ENV_VAR, "").strip() not in ("", "0")


def sentence_of(error: BaseException) -> str:
    """What the learner sees of a polislab error: its kind and its sentence."""
    return f"{type(error).__name__}: {error}"


def _show_sentence(shell: Any, etype: type[BaseException], value: BaseException,
                   tb: TracebackType | None, tb_offset: int | None = None) -> list[str]:
    """IPython's handler for polislab's errors: show the sentence as the cell's error."""
    sys.last_type, sys.last_value, sys.last_traceback = etype, value, tb  # for %tb
    shown = [sentence_of(value)]
    shell._showtraceback(etype, value, shown)  # an error output, as any failing cell has
    return shown


def show_errors_as_sentences(shell: Any = None) -> bool:
    """Make ``shell`` (by default the running IPython, if any) show polislab's errors as
    their sentence; True if it now does. Nothing changes outside IPython, with
    ``POLISLAB_TRACEBACKS`` set, or where a handler of the notebook's own is already set."""
    if full_tracebacks():
        return False
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "set_custom_exc"):
        return False
    handled = tuple(getattr(shell, "custom_exceptions", ()))
    if handled == (PolislabError,):
        return True
    if handled:  # the notebook set its own handler: leave it
        return False
    shell.set_custom_exc((PolislabError,), _show_sentence)
    return True
