"""Access: what a screen reader and a keyboard need from a board or an exercise.

One small anywidget (``widgets/access.js``) per widget that speaks:

* one polite live region, made with the view before it has anything to say, cleared and
  given each announcement (:meth:`Access.say`): the learner's move and the computer's reply,
  the cursor's place, a verdict;
* for a live board (``board=True``, inside a :class:`~.board_view.BoardView`): the board
  canvas's accessible name (the position in a sentence) and its full description, and its
  keys. The keys are taken before the canvas sees them (ipycanvas cancels every key, Tab
  included), so Tab always leads into and out of the board; each key goes to the callbacks
  given to :meth:`Access.on_key`. The list of keys shows under the board on "?" or with the
  "Keys (?)" button;
* with ``keys_kept_in`` (a CSS class of the widget around it, e.g. a lesson recorder's): the
  select lists in that widget keep their keys. JupyterLab's notebook shortcuts would take them
  otherwise (ipywidgets issue 3912): Up or Down on a drop-down selects another cell, and
  letters run commands ("D D" deletes the cell).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from .static_files import static_file

__all__ = ["Access"]

KeyHandler = Callable[[str, bool], None]


class Access(anywidget.AnyWidget):
    """A live region (``say``) and, with ``board=True``, a board's name, description and keys."""

    _esm = static_file("access.js")
    _css = static_file("access.css")

    said = traitlets.Unicode("").tag(sync=True)
    said_id = traitlets.Int(0).tag(sync=True)
    board = traitlets.Bool(False).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    description = traitlets.Unicode("").tag(sync=True)
    key_list: traitlets.List[list[str]] = traitlets.List().tag(sync=True)
    keys_kept_in = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._key_handlers: list[KeyHandler] = []
        self.on_msg(self._on_message)

    def say(self, text: str) -> None:
        """Announce ``text`` (read once by a screen reader, even when it repeats the last)."""
        with self.hold_sync():
            self.said = text
            self.said_id += 1

    def on_key(self, handler: KeyHandler) -> None:
        """Call ``handler(key, shift)`` for each key pressed on the board."""
        self._key_handlers.append(handler)

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        # A message comes from the page: anything malformed is ignored, never raised.
        if isinstance(content, dict) and content.get("event") == "key":
            key = content.get("key")
            if isinstance(key, str) and 0 < len(key) <= 20:
                for handler in list(self._key_handlers):
                    handler(key, bool(content.get("shift")))

    def __repr__(self) -> str:  # stable: no memory address
        return f"{type(self).__name__}()"
