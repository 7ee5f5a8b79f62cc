"""Reading an action's text: a square, ``b2`` (files a to c, ranks 1 to 3).

>>> parse(" B2 ")
Mark(square='b2')
>>> parse("d4")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: 'd4' is not a square of the board: a square is a file a to c...
"""

from __future__ import annotations

from polislab.core.errors import ScenarioError
from polislab.core.inputs import action_reader, excerpt

from .state import SQUARES, Mark


@action_reader  # bounds the text first; a stray Python error becomes a ScenarioError
def parse(text: str | Mark) -> Mark:
    """The action written ``text`` (an action is taken as it is)."""
    if isinstance(text, Mark):
        return text
    if not isinstance(text, str):
        raise ScenarioError(f"an action is text like b2, not {excerpt(text)}")
    square = text.strip().lower()
    if square not in SQUARES:
        raise ScenarioError(f"{excerpt(text.strip())} is not a square of the board: a square "
                            f"is a file a to c and a rank 1 to 3, like b2")
    return Mark(square)
