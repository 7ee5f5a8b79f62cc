"""The classroom widgets: Share (a moment as a code and a QR code), open a moment from a
pasted code, follow the teacher's player, and a learner's "My results" (a download).

The data behind them (codes, the follow channel, results files) is in
:mod:`polislab.classroom`, which imports no widget.
"""

from __future__ import annotations

import asyncio
import html
import math
import time
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets
import traitlets

from polislab.classroom.follow import channel_path, publish, read_channel
from polislab.classroom.moment import moment_code, moment_link, open_moment, read_moment
from polislab.classroom.results import ResultsBook, my_results_book
from polislab.core.errors import PolislabError

from .errors_output import errors_shown_in
from .static_files import static_file

__all__ = ["Follower", "LearnerName", "Leading", "MomentOpener", "ResultsDownload", "ShareBox",
           "ShowTheClass", "UrlMoment", "follow", "lead", "open_moment", "opener", "qr_svg",
           "use_site"]

#: The largest QR code drawn (version 1 to 40): beyond it the squares are too small to scan
#: from a projector, and the box says to copy the code instead.
MAX_QR_VERSION = 25
#: The least width of a QR code on screen, in CSS pixels: a phone reads it from the back of a
#: classroom when a projector shows it this large.
QR_SIZE = 240
#: The address of the class's JupyterLite site, when known: QR codes then hold a link that
#: opens the site at the moment (set by :func:`use_site`).
_SITE: dict[str, str] = {}
#: A paragraph at a reading line height (an HTML widget's own is its 28 px row height).
_LINES = "margin:0;line-height:1.35"


def use_site(address: str, notebook: str = "") -> None:
    """Make Share's QR code a link to the class's JupyterLite site (its address), opening
    ``notebook`` there; phones then open the moment by scanning it."""
    _SITE.update(address=address, notebook=notebook)


def qr_svg(text: str, size: float = QR_SIZE) -> str | None:
    """``text`` as a QR code (inline SVG) at least ``size`` CSS pixels wide, or None when it
    is too long to scan."""
    import segno  # pure Python; imported when a QR code is first drawn

    # Never a Micro QR code (segno.make's choice for a short text): phone cameras do not read
    # them, and their version is a name ("M2"), not a number.
    code = segno.make_qr(text, error="m")
    if int(code.version) > MAX_QR_VERSION:
        return None
    modules = code.symbol_size(scale=1, border=2)[0]
    # Dark on white in a dark theme too: on its dark page a code with no light squares of its
    # own is black on near-black, and no phone reads it.
    return code.svg_inline(scale=math.ceil(size / modules), border=2, light="#fff")


def qr_svg_any_size(text: str) -> str | None:
    """``text`` as a QR code (inline SVG with a viewBox and no size: the page sizes it), or
    None when it is too long to scan."""
    import segno

    code = segno.make_qr(text, error="m")
    if int(code.version) > MAX_QR_VERSION:
        return None
    return code.svg_inline(scale=1, border=2, omitsize=True, light="#fff")


class ShowTheClass(anywidget.AnyWidget):
    """A "Show the class" button: the QR code ``qr`` over the whole page, as large as the
    screen allows, the moment in ``words`` and its ``code`` under it (a dialog; Escape, Close
    or a click closes it). Also scrolls the Share box it is in into view each time
    ``opened_at`` changes (the box's opening, in milliseconds since 1970)."""

    _esm = static_file("show_class.js")
    _css = static_file("show_class.css")
    qr = traitlets.Unicode("").tag(sync=True)
    code = traitlets.Unicode("").tag(sync=True)
    words = traitlets.Unicode("").tag(sync=True)
    opened_at = traitlets.Float(0.0).tag(sync=True)

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return "ShowTheClass()"


class ShareBox(ipywidgets.VBox):
    """The moment ``source()`` returns, as a code to copy and a QR code to scan.

    It opens where the learner looks, beside the board: in the place of ``hides`` (the
    widgets it covers while it is shown, e.g. a tutorial's controls and panel), which come
    back when it closes; the page scrolls to show it whole. Its "Show the class" button shows
    the QR code as large as the screen allows, for a projector.
    """

    def __init__(self, source: Callable[[], str],
                 hides: tuple[ipywidgets.Widget, ...] = (), **kwargs: Any) -> None:
        self._source = source
        self.hides = hides
        self.code: ipywidgets.Textarea | None = None
        self.buttons: list[ipywidgets.Button] = []  # the Share buttons that open and close it
        kwargs.setdefault("layout", ipywidgets.Layout(width="100%", display="none"))
        super().__init__([], **kwargs)  # its parts come with the first Share (fewer widgets)
        self.add_class("polislab-share")

    def refresh(self) -> str:
        """Make the code of the moment as it stands now (and return it)."""
        if self.code is None:
            self.code = ipywidgets.Textarea(description="Code:", rows=5,
                                            layout=ipywidgets.Layout(width="100%"),
                                            style={"description_width": "3em"})
            self.code.add_class("polislab-moment-code")
            self._qr = ipywidgets.HTML()
            self._help = ipywidgets.HTML()
            self.show_the_class = ShowTheClass()
            self.set_trait("children", (self._help, self.code, self._qr, self.show_the_class))
        code = self._source()
        self.code.value = code
        content = (moment_link(code, _SITE["address"], _SITE.get("notebook", ""))
                   if _SITE else code)
        svg = qr_svg(content)
        large = qr_svg_any_size(content) if svg else None
        words = read_moment(code).words()
        with self.show_the_class.hold_sync():
            self.show_the_class.qr = large or ""
            self.show_the_class.code = code
            self.show_the_class.words = words[:1].upper() + words[1:]
        self.show_the_class.layout.display = None if large else "none"
        self._qr.value = (
            "<figure role='img' aria-label='QR code of this moment' style='margin:0.3em 0'>"
            f"{svg}</figure>" if svg else
            "<p>This moment is too long for a QR code: copy the code above instead.</p>")
        self._help.value = (
            f"<p style='{_LINES}'><b>Share this moment.</b> Anyone opens the "
            "same board with "
            "<code>polislab.classroom.open_moment(code)</code>, or by pasting the code into "
            "<code>polislab.widgets.classroom.opener()</code>. <b>Show the class</b> shows "
            "the QR code as large as the screen.</p>")
        return code

    @property
    def shown(self) -> bool:
        return self.layout.display != "none"

    def toggle(self) -> None:
        """Show the code of the moment as it stands now, or hide the box."""
        shown = not self.shown
        if shown:
            self.refresh()
        self.layout.display = "flex" if shown else "none"
        for widget in self.hides:
            widget.layout.display = "none" if shown else None
        for button in self.buttons:
            _name_share_button(button, shown)
        if shown:  # the page scrolls to it (after the changes above, sent before this one)
            now = time.time() * 1000  # a new value each time: the page sees a change
            self.show_the_class.opened_at = max(now, self.show_the_class.opened_at + 0.001)


def share_button(box: ShareBox) -> ipywidgets.Button:
    """A Share button that shows and hides ``box`` (and says which it will do)."""
    button = ipywidgets.Button(icon="share-alt", layout=ipywidgets.Layout(width="auto"))
    _name_share_button(button, box.shown)
    button.on_click(lambda _b: box.toggle())
    box.buttons.append(button)
    return button


def _name_share_button(button: ipywidgets.Button, open_now: bool) -> None:
    with button.hold_sync():
        button.description = "Close Share" if open_now else "Share"
        button.tooltip = ("Close the code and go back to the board's panel" if open_now else
                          "This moment as a code and a QR code, to open the same board "
                          "elsewhere")


class MomentOpener(ipywidgets.VBox):
    """A box where a learner pastes a moment code, and the board it opens."""

    def __init__(self, **kwargs: Any) -> None:
        self.entry = ipywidgets.Text(description="Code:", placeholder="PL2-…",
                                     layout=ipywidgets.Layout(flex="1 1 auto", width="auto"))
        self.entry.add_class("polislab-moment-entry")
        button = ipywidgets.Button(description="Open", icon="folder-open",
                                   tooltip="Open the board of this code", button_style="primary",
                                   layout=ipywidgets.Layout(width="auto"))
        button.on_click(lambda _b: self.open_code())
        self.entry.on_msg(lambda _w, content, _b: self.open_code()
                          if content.get("event") == "submit" else None)
        self.message = ipywidgets.HTML()
        self.message.add_class("polislab-opener-message")
        self.errors = ipywidgets.Output()
        self.board: Any = None
        self._holder = ipywidgets.VBox()
        super().__init__([ipywidgets.HBox([self.entry, button]), self.message, self.errors,
                          self._holder], **kwargs)
        self.add_class("polislab-moment-opener")

    # Not named ``open``: that is ipywidgets' own Widget.open, which makes the widget's model
    # in the browser; shadowed, the box had no model and showed "model not found".
    def open_code(self, code: str | None = None) -> Any:
        """Open ``code`` (or the one typed): the board shows under the box; a bad code is
        explained there instead."""
        with errors_shown_in(self.errors):
            try:
                moment = read_moment(self.entry.value if code is None else code)
            except PolislabError as err:
                self.message.value = (f"<p role='alert'><b>This code does not open:</b> "
                                      f"{html.escape(str(err))}</p>")
                return None
            self.board = moment.open()
            self._holder.children = (self.board,)
            self.message.value = f"<p>Opened: {html.escape(moment.words())}.</p>"
            return self.board
        return None

    def __repr__(self) -> str:  # stable, in words (shown where widgets are not drawn)
        return "A box to paste a moment code into."


def opener() -> MomentOpener:
    """A box to paste a moment code into (see :class:`MomentOpener`)."""
    return MomentOpener()


class UrlMoment(anywidget.AnyWidget):
    """Reads the ``moment`` of the page's address (a link made by :func:`moment_link`) and
    calls ``apply(moment)`` with it once; shows nothing. A TutorialPlayer holds one, so that
    a link to the JupyterLite site opens its tutorial at the moment."""

    _esm = static_file("url_moment.js")
    code = traitlets.Unicode("").tag(sync=True)

    def __init__(self, apply: Callable[[Any], object], **kwargs: Any) -> None:
        kwargs.setdefault("layout", ipywidgets.Layout(display="none"))
        super().__init__(**kwargs)
        self._apply = apply
        self.observe(self._on_code, names="code")

    def _on_code(self, change: dict[str, Any]) -> None:
        try:
            moment = read_moment(change["new"])
        except PolislabError:
            return  # a damaged link opens the notebook as it is
        self._apply(moment)

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return "UrlMoment()"


# -- following the teacher ------------------------------------------------------------------------
class Leading:
    """What :func:`lead` returns: call it (or ``stop()``) to stop leading; shown in a cell as
    a sentence saying what it does."""

    def __init__(self, channel: str, watched: list[tuple[Any, list[str]]],
                 write: Callable[..., None]) -> None:
        self.channel, self._watched, self._write = channel, watched, write
        self.leading = True

    def stop(self) -> None:
        """Stop writing the player's steps to the channel (the followers keep the last one)."""
        if self.leading:
            for widget, names in self._watched:
                widget.unobserve(self._write, names=names)
        self.leading = False

    __call__ = stop

    def __repr__(self) -> str:
        if not self.leading:
            return f"No longer leading {self.channel}: the class's boards keep the last step."
        return (f"Leading {self.channel}: every step or move this player shows is written to "
                f"the channel, for follow({self.channel!r}); stop() stops.")


def lead(player: Any, channel: str = "class", folder: str | None = None) -> Leading:
    """Make ``player`` (a TutorialPlayer or PlayView) the one the class follows on ``channel``:
    each step or move it shows is written to the channel file. Returns what stops leading
    (call it)."""
    channel_path(channel, folder)  # a bad name is refused now, not at the first step
    written: list[str] = []  # the code last written

    def write(_change: Any = None) -> None:
        # A step changes the step, then the board (its move replayed): one write, not two.
        code = moment_code(player)
        if written != [code]:
            publish(channel, code, folder)
            written[:] = [code]

    write()  # first: a channel this user may not write is refused before anything is watched
    watched = [(player, ["state"])]
    if hasattr(player, "controls"):  # a TutorialPlayer: its step and mode, and its view
        watched = [(player.controls, ["step", "mode"]), (player.view, ["state"])]
    for widget, names in watched:
        widget.observe(write, names=names)
    return Leading(channel, watched, write)


#: How often a follower reads the channel, in seconds. A read costs about 0.1 ms; with 30
#: learners' kernels on a 2-core machine (bench/class_of_30.py), 0.25 s rather than 0.5 s
#: took the time from the teacher's Next to a learner's board from 0.32 to 0.24 s (median)
#: and 0.60 to 0.40 s (p95), for 6% more of their CPU while following.
POLL_INTERVAL = 0.25

#: What a follower's board says while it follows (its buttons wait, a click explains).
FOLLOWING = ("Following the teacher: this board shows the teacher's step. Press "
             "\u201cFollowing\u201d to stop, and step or play on your own.")


class Follower(ipywidgets.VBox):
    """A learner's board that follows the teacher's on ``channel``: it reads the channel file
    every ``interval`` seconds and shows each new moment. "Stop following" lets the learner
    look around; "Follow again" catches up."""

    def __init__(self, channel: str = "class", folder: str | None = None,
                 interval: float = POLL_INTERVAL, **kwargs: Any) -> None:
        channel_path(channel, folder)
        self.channel, self.folder, self.interval = channel, folder, interval
        self.serial = 0
        self.board: Any = None
        self.status = ipywidgets.HTML()
        self.status.add_class("polislab-follow-status")
        self.following = ipywidgets.ToggleButton(value=True, icon="link")
        self._name_toggle()
        self.following.observe(self._on_toggle, names="value")
        self._holder = ipywidgets.VBox()
        self.errors = ipywidgets.Output()
        super().__init__([ipywidgets.HBox([self.following, self.status]), self.errors,
                          self._holder], **kwargs)
        self.add_class("polislab-follower")
        self._task: Any = None
        self._shown_listeners: list[Callable[[Any], object]] = []
        self.poll()
        self.start()

    def on_show(self, listener: Callable[[Any], object]) -> None:
        """Call ``listener(moment)`` each time the board has shown a new moment of the
        channel (bench/class_of_30.py times the class's boards by it)."""
        self._shown_listeners.append(listener)

    def poll(self) -> bool:
        """Read the channel once; show its moment if it is new. True if the board changed."""
        with errors_shown_in(self.errors):
            try:
                now = read_channel(self.channel, self.folder)
            except PolislabError as err:
                self.status.value = f"<span>{html.escape(str(err))}</span>"
                return False
            if now is None:
                self.status.value = (f"<span>Waiting for the teacher on "
                                     f"channel {html.escape(self.channel)}…</span>")
                return False
            serial, code = now
            if serial == self.serial or not self.following.value:
                return False
            self.serial = serial
            moment = self._show(code)
            for listener in self._shown_listeners:
                listener(moment)
            return True
        return False

    def _show(self, code: str) -> Any:
        """Show the moment of ``code`` on the board (and return it)."""
        moment = read_moment(code)
        same = (self.board is not None and hasattr(self.board, "controls")
                and moment.scenario is not None and moment.free is None
                and self.board.scenario == moment.scenario)
        if same:
            self.board.goto(moment.step)
        else:
            self.board = moment.open()
            self._holder.children = (self.board,)
            self._lock()
        self.status.value = (f"<span role='status'>Following {html.escape(self.channel)}: "
                             f"{html.escape(moment.words())}</span>")
        return moment

    def _lock(self) -> None:
        """While following, the board's own steps and moves wait (the teacher's next step
        would undo them), and its buttons and clicks say why."""
        board, following = self.board, self.following.value
        if board is None:
            return
        if hasattr(board, "lock"):  # a TutorialPlayer
            board.lock(FOLLOWING if following else "")
        else:  # a PlayView: a game the learner may play on once they stop following
            board.script_message = FOLLOWING
            board.interactive = not following

    def _name_toggle(self) -> None:
        """The Following button says what pressing it does."""
        with self.following.hold_sync():
            if self.following.value:
                self.following.description = "Following"
                self.following.tooltip = ("Press to stop following: look around, step and "
                                          "play on your own")
            else:
                self.following.description = "Follow again"
                self.following.tooltip = "Press to follow the teacher again, from their step"

    def _on_toggle(self, change: dict[str, Any]) -> None:
        self._name_toggle()
        self._lock()
        if change["new"]:
            self.serial = 0  # catch up with the teacher at once
            self.poll()

    def start(self) -> None:
        """Read the channel every ``interval`` seconds, on the kernel's event loop."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # no running loop (a plain script): poll() by hand
            return
        self._task = loop.create_task(self._keep_reading())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None

    async def _keep_reading(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            self.poll()

    def __repr__(self) -> str:  # stable, in words (shown where widgets are not drawn)
        return f"A board following the teacher on {self.channel}."


def follow(channel: str = "class", folder: str | None = None,
           interval: float = POLL_INTERVAL) -> Follower:
    """A board that follows the teacher's player on ``channel`` (see :func:`lead`)."""
    return Follower(channel, folder, interval)


# -- a learner's results --------------------------------------------------------------------------
class FileDownload(anywidget.AnyWidget):
    """A button (a download icon and ``label``; ``spoken`` to a screen reader, ``about`` in
    its tooltip) with which the browser saves ``text`` as ``filename``, with no server: it
    works in the JupyterLite site too, where files live in the browser's storage."""

    _esm = static_file("download.js")
    text = traitlets.Unicode("").tag(sync=True)
    filename = traitlets.Unicode("polislab.json").tag(sync=True)
    label = traitlets.Unicode("Download").tag(sync=True)
    spoken = traitlets.Unicode("Download").tag(sync=True)
    about = traitlets.Unicode("").tag(sync=True)
    mime = traitlets.Unicode("application/json").tag(sync=True)

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return f"{type(self).__name__}({self.filename!r})"


class ResultsDownload(FileDownload):
    """A "My results" button (a download icon; "Download my results" to a screen reader): the
    browser saves the learner's results file."""

    filename = traitlets.Unicode("polislab-results.json").tag(sync=True)
    label = traitlets.Unicode("My results").tag(sync=True)
    spoken = traitlets.Unicode("Download my results").tag(sync=True)
    about = traitlets.Unicode("your exercise results, to hand in").tag(sync=True)

    def __init__(self, book: ResultsBook | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.book = book or my_results_book()
        self._update()
        self.book.on_change(self._update)

    def _update(self) -> None:
        with self.hold_sync():
            self.text = self.book.text()
            self.filename = self.book.file_name()

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return "ResultsDownload()"


class LearnerName(ipywidgets.VBox):
    """Asks the learner's name for their results, while their results have none: every
    exercise shows it, and the name typed in one is kept with the results (a restarted kernel
    knows it), so that all of them stop asking. It makes its parts only while it asks (an
    exercise of a named learner adds no widget)."""

    def __init__(self, book: ResultsBook | None = None,
                 on_kept: Callable[[str], object] | None = None, **kwargs: Any) -> None:
        super().__init__([], **kwargs)
        self.add_class("polislab-learner-name")
        self.book = book or my_results_book()
        self._on_kept = on_kept  # told the name kept here (an exercise says it aloud)
        self.entry: ipywidgets.Text | None = None
        self.message: ipywidgets.HTML | None = None
        self._parts: tuple[ipywidgets.Widget, ...] = ()
        self._update()
        self.book.on_change(self._update)

    def keep(self, name: str | None = None) -> bool:
        """Keep ``name`` (or the one typed) as the learner's: True if kept; else the box says
        what a name is, and the results keep the name they had."""
        if self.entry is None:
            return False
        try:
            self.book.set_learner(self.entry.value if name is None else name)
        except PolislabError as err:
            assert self.message is not None
            said = str(err)
            said = html.escape(said[:1].upper() + said[1:], quote=False)
            self.message.value = f"<p role='alert' style='{_LINES}'>{said}.</p>"
            return False
        if self._on_kept is not None:
            self._on_kept(self.book.learner)
        return True

    def _update(self) -> None:
        if self.book.learner and self.entry is not None:
            for part in self._parts:  # closed, so that no part stays in the kernel as a model
                for model in (getattr(part, "style", None), part.layout, part):
                    if model is not None:
                        model.close()
            self.set_trait("children", ())
            self.entry, self.message = None, None
        elif not self.book.learner and self.entry is None:
            self._ask()
        self.layout.display = "none" if self.book.learner else None

    def _ask(self) -> None:
        self.entry = ipywidgets.Text(description="Your name:", placeholder="first and last name",
                                     style={"description_width": "initial"},
                                     layout=ipywidgets.Layout(width="20em"))
        self.entry.on_msg(lambda _w, content, _b: self.keep()
                          if content.get("event") == "submit" else None)
        button = ipywidgets.Button(description="Keep", icon="check",
                                   tooltip="Put your name on your results (asked once)",
                                   layout=ipywidgets.Layout(width="auto"))
        button.on_click(lambda _b: self.keep())
        self.message = ipywidgets.HTML(
            f"<p style='{_LINES}'>Your exercise results go to your teacher with your name on "
            "them: type it once.</p>")
        row = ipywidgets.HBox([self.entry, button])
        self._parts = (row, self.entry, button, self.message)
        self.set_trait("children", (row, self.message))

    def __repr__(self) -> str:  # stable: no memory address (nbval compares text/plain)
        return "LearnerName()"
