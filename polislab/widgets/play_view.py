"""PlayView: play any polislab game by clicks, keys or typed moves, alone, with a classmate or
against the computer, with every move explained in the rules' words.

Nothing here knows one game from another: the game comes from the state
(``polislab.core.get_game(state.game_name)``) and the look and the clicks from its render
module (``polislab.render.renderer_for(state)``: ``scene``, ``action_path``, ``explain_click``,
and optionally ``default_marks`` for the hop animation and ``side_label`` for words that do not
name a side by colour alone).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets
import traitlets

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.events import Event
from polislab.core.players import game_of
from polislab.core.timeline import Timeline
from polislab.render import renderer_for

from .board_view import BoardView
from .errors_output import errors_shown_in
from .offline import ShownOffline

#: A computer player: called with a state, returns an action (or its text).
Opponent = Callable[[Any], Any]

SCRIPT_MODE = ("The board is following a script: press \u201cTry it yourself\u201d to play on "
               "from here.")
MAX_REPLIES = 64  # the most opponent moves in a row (a game may give one side several turns)
ANIMATION_TIME = 0.6  # seconds, at most, for a move's hop arrows to appear one by one
FRAME_TIME = 0.2  # seconds, at most, between two of them


class PlayView(ShownOffline, ipywidgets.HBox):
    """Play a game from ``state``: ``PlayView(hopping.Position.start())``.

    Click a piece to see where it may go, then a destination to play; or type a move in the
    game's notation. ``view.state`` is always the current position: read it, or set it to start
    again from another position. ``opponent`` is any callable ``state -> action`` (e.g.
    :class:`polislab.core.players.RandomPlayer`) and plays ``opponent_side`` (by default the
    side not to move at the start) whenever it is that side's turn and the view is interactive.
    """

    state = traitlets.Any()
    #: Feedback for the learner: why a click was refused, or what to do next.
    message = traitlets.Unicode("")
    #: False while a script drives the board: clicks and buttons then do nothing.
    interactive = traitlets.Bool(True)
    #: Whether a move's hop arrows appear one by one (False: the move is drawn at once).
    animate = traitlets.Bool(True)

    def __init__(self, state: Any, opponent: Opponent | None = None, *,
                 opponent_side: str | None = None, size: float = 56, flipped: bool = False,
                 **kwargs: Any) -> None:
        self.opponent = opponent
        self._game = game_of(state)
        self._renderer: Any = renderer_for(state)
        self._timeline = Timeline(self._game, state)
        self.opponent_side = opponent_side or self._other_side(state)
        self._selection: tuple[str, ...] = ()
        self._shown = 0  # how many of the latest moves the events list shows
        self._paths_of: tuple[Any, list[tuple[Any, tuple[str, ...]]]] | None = None

        self._board = BoardView(state, size=size, flipped=flipped)
        self._status = _html("polislab-status")
        self._message = _html("polislab-message")
        self._events = _html("polislab-events")
        self._undo = _button("Undo", "undo", "Take back the last move")
        self._redo = _button("Redo", "repeat", "Play again the move taken back")
        self._new = _button("New game", "refresh", "Start again from the first position")
        self._entry = ipywidgets.Text(description="Move:", continuous_update=True,
                                      layout=ipywidgets.Layout(width="190px"))
        self._entry.add_class("polislab-move-entry")
        self._play_button = _button("Play", "play", "Play the move typed in the box")
        self.errors = ipywidgets.Output()
        for button, act in ((self._undo, self._press_undo), (self._redo, self._press_redo),
                            (self._new, self.new_game), (self._play_button, self._submit)):
            button.on_click(self._guard(lambda _button, act=act: act()))
        self._entry.on_msg(self._guard(self._on_entry_msg))
        panel = ipywidgets.VBox(
            [self._status, self._message, self._events,
             ipywidgets.HBox([self._undo, self._redo, self._new]),
             ipywidgets.HBox([self._entry, self._play_button]), self.errors],
            layout=ipywidgets.Layout(width="360px", padding="0 0 0 12px"),
        )
        panel.add_class("polislab-play-panel")
        kwargs.setdefault("layout", ipywidgets.Layout(flex_flow="row wrap"))
        super().__init__([self._board, panel], **kwargs)
        self.add_class("polislab-play-view")
        self.set_trait("state", state)
        self._board.on_click(self._on_square)
        self.observe(self._on_state, names=["state"])
        self.observe(self._on_message, names=["message"])
        self.observe(self._on_interactive, names=["interactive"])
        self._on_message({"new": ""})
        self._shown = self._reply()
        self._refresh_panel()

    # -- reading -------------------------------------------------------------------------------
    @property
    def board(self) -> BoardView:
        """The live board (a :class:`BoardView`)."""
        return self._board

    @property
    def timeline(self) -> Timeline:
        """The history of this game, for undo, redo and replay."""
        return self._timeline

    @property
    def events(self) -> tuple[Event, ...]:
        """What the last move did, as events (empty at the start)."""
        return self._timeline.last_events

    @property
    def selection(self) -> tuple[str, ...]:
        """The squares clicked so far towards the next move."""
        return self._selection

    # -- playing -------------------------------------------------------------------------------
    def play(self, action: Any) -> tuple[Event, ...]:
        """Play ``action`` (an action or its text, e.g. ``"c6-d5"``) and return its events.

        Raises :class:`~polislab.core.IllegalAction` (naming the rule) or
        :class:`~polislab.core.ScenarioError` (unreadable text) and changes nothing if the move
        cannot be played. The opponent, if any, then replies.
        """
        events = self._timeline.play(action)
        self._selection = ()
        self._shown = 1
        self._sync(animate=True)  # the redraw first: it is what the learner waits for
        self.message = ""
        self._shown += self._reply()
        if self._shown > 1:
            self._refresh_panel()
        return events

    def click(self, square: str) -> None:
        """Act as if ``square`` was clicked on the board."""
        self._board.click(square)

    def undo(self) -> Any:
        """Take back the last move (and the opponent's moves before it); return the state."""
        if not self._timeline.can_undo:
            raise IndexError("nothing to undo: this is the first position")
        taken = [self._undo_one()]
        while self._timeline.can_undo and self._computers_turn():
            taken.append(self._undo_one())
        self._after_jump(f"Took back {_and(taken)}.")
        return self.state

    def redo(self) -> Any:
        """Play again the move last taken back (and the opponent's reply); return the state."""
        if not self._timeline.can_redo:
            raise IndexError("nothing to redo")
        self._timeline.redo()
        replayed = [self._timeline.entries[-1].action]
        while self._timeline.can_redo and self._computers_turn():
            self._timeline.redo()
            replayed.append(self._timeline.entries[-1].action)
        self._after_jump(f"Played again {_and(replayed)}.", shown=len(replayed))
        return self.state

    def new_game(self, state: Any = None) -> Any:
        """Start again from ``state``, or from the position this game started from (the one
        the view was made with, or last given through ``view.state``)."""
        self._restart(self._timeline.start if state is None else state)
        self.message = "New game."
        return self.state

    # -- clicks --------------------------------------------------------------------------------
    def _on_square(self, square: str) -> None:
        if not self.interactive:
            self.message = SCRIPT_MODE
            return
        if self._computers_turn():
            side = self._side_name(self.opponent_side)
            self.message = f"It is {side}'s turn: the computer plays it."
            return
        selected, paths = self._selection, self._paths()
        if selected and square == selected[-1]:  # the same square again: step back
            self._select(selected[:-1])
            if len(selected) == 1:
                self.message = ""
            return
        clicked = (*selected, square)
        fits = [(a, p) for a, p in paths if p[: len(clicked)] == clicked]
        if not fits and selected:  # maybe a fresh start: another piece of one's own
            fresh = [(a, p) for a, p in paths if p[:1] == (square,)]
            if fresh:
                clicked, fits = (square,), fresh
        if not fits:
            self._select(())
            self.message = self._renderer.explain_click(self.state, clicked)
            return
        exact = [a for a, p in fits if p == clicked]
        if len(exact) == 1:
            self._play_clicked(exact[0])
        elif exact:
            self._select(())
            self.message = (f"Several moves fit the squares {', '.join(clicked)}: type the one "
                            "you mean in the move box.")
        else:
            self._select(clicked)

    def _select(self, clicked: tuple[str, ...]) -> None:
        self._selection = clicked
        if not clicked:
            self._board.show(self.state, None)
            return
        ahead = _unique(p[len(clicked)] for _, p in self._paths()
                        if p[: len(clicked)] == clicked and len(p) > len(clicked))
        self._board.show(self.state, {"highlight": list(clicked), "dots": ahead})
        self.message = (f"Selected {', '.join(clicked)}: it can go to {', '.join(ahead)} "
                        f"(marked with dots). Click one, or {clicked[-1]} again to cancel.")

    def _play_clicked(self, action: Any) -> None:
        try:
            self.play(action)
        except (IllegalAction, ScenarioError) as err:  # legal a moment ago: say so, not crash
            self._select(())
            self.message = str(err)

    def _paths(self) -> list[tuple[Any, tuple[str, ...]]]:
        """Each legal action with the squares to click for it (computed once per state)."""
        state = self.state
        if self._paths_of is None or self._paths_of[0] is not state:
            actions = self._game.legal_actions(state)
            paths = [(a, tuple(self._renderer.action_path(a))) for a in actions]
            self._paths_of = (state, paths)
        return self._paths_of[1]

    # -- buttons and typed moves ---------------------------------------------------------------
    def _press_undo(self) -> None:
        if self.interactive and self._timeline.can_undo:
            self.undo()

    def _press_redo(self) -> None:
        if self.interactive and self._timeline.can_redo:
            self.redo()

    def _on_entry_msg(self, _widget: Any, content: dict[str, Any], _buffers: Any) -> None:
        if content.get("event") == "submit":
            self._submit()

    def _submit(self) -> None:
        text = self._entry.value.strip()
        if not self.interactive:
            self.message = SCRIPT_MODE
            return
        if not text:
            self.message = f"Type a move first, for example {self._example()}."
            return
        try:
            self.play(text)
        except (IllegalAction, ScenarioError) as err:
            self.message = f"{text}: {err}"
            return
        self._entry.value = ""

    # -- the opponent --------------------------------------------------------------------------
    def _computers_turn(self) -> bool:
        state = self._timeline.state
        return (self.opponent is not None and not self._game.is_over(state)
                and self._game.to_move(state) == self.opponent_side)

    def _reply(self) -> int:
        """Let the opponent play while it is its turn; return how many moves it made."""
        played = 0
        while self.interactive and played < MAX_REPLIES and self._computers_turn():
            assert self.opponent is not None
            try:
                self._timeline.play(self.opponent(self._timeline.state))
            except (IllegalAction, ScenarioError) as err:
                self.message = f"The computer could not move: {err}"
                break
            played += 1
            self._sync(animate=True)
        return played

    def _other_side(self, state: Any) -> str | None:
        """The side not to move in ``state`` (for a two-sided game)."""
        side = self._game.to_move(state)
        players = getattr(self._game, "players", None)
        if side is not None and players and len(players) == 2 and side in players:
            return str(players[1 - list(players).index(side)])
        actions = self._game.legal_actions(state)
        if not actions:
            return None
        return self._game.to_move(self._game.apply(state, actions[0])[0])

    # -- keeping everything in step ------------------------------------------------------------
    def _undo_one(self) -> Any:
        action = self._timeline.entries[-1].action
        self._timeline.undo()
        return action

    def _after_jump(self, message: str, shown: int = 1) -> None:
        self._selection = ()
        self._shown = min(shown, len(self._timeline))
        self._sync()
        self.message = message
        self._shown += self._reply()
        self._refresh_panel()

    def _restart(self, state: Any) -> None:
        self._game = game_of(state)
        self._renderer = renderer_for(state)
        self._timeline = Timeline(self._game, state)
        self._selection = ()
        self._shown = 0
        self.message = ""
        self._sync()
        self._shown = self._reply()
        self._refresh_panel()

    def _sync(self, animate: bool = False) -> None:
        """Show the timeline's current state on the board, in the panel and in ``state``."""
        state = self._timeline.state
        frames = self._frames(state) if animate and self.animate else []
        delay = min(ANIMATION_TIME / max(len(frames), 1), FRAME_TIME)
        self._board.show(state, None, frames=frames, delay=delay)
        self.state = state
        self._refresh_panel()

    def _frames(self, state: Any) -> list[Any]:
        """Marks that bring in the last move's hop arrows one by one (none if no hops)."""
        default_marks = getattr(self._renderer, "default_marks", None)
        if default_marks is None:
            return []
        marks = dict(default_marks(state))
        arrows = list(marks.get("arrows", ()))
        base = {**marks, "arrows": [], "crosses": []}
        return [{**base, "arrows": arrows[:k]} for k in range(len(arrows))]

    @traitlets.validate("state")
    def _check_state(self, proposal: dict[str, Any]) -> Any:
        state = proposal["value"]
        game_of(state)  # raises for anything that is not a registered game's state
        renderer_for(state)
        return state

    def _on_state(self, change: dict[str, Any]) -> None:
        if change["new"] is not self._timeline.state:  # set from Python: a fresh start
            self._restart(change["new"])

    def _on_message(self, change: dict[str, Any]) -> None:
        self._message.value = (f'<div role="alert">'
                               f"{html.escape(change['new'])}</div>")

    def _on_interactive(self, change: dict[str, Any]) -> None:
        self._refresh_panel()
        if self._selection:
            self._select(())
        self._refresh_panel()
        if change["new"]:
            self._shown += self._reply()
            self._refresh_panel()

    # -- the side panel ------------------------------------------------------------------------
    def _side_name(self, side: str | None) -> str:
        label = getattr(self._renderer, "side_label", None)
        if side is None:
            return "nobody"
        return str(label(side)) if label is not None else side.capitalize()

    def _who(self, side: str | None, yours: str, computers: str) -> str:
        """``yours`` or ``computers`` as ``side`` is the learner's or the computer's ("" alone)."""
        if self.opponent is None or side is None:
            return ""
        return computers if side == self.opponent_side else yours

    def _status_text(self) -> str:
        state, game = self._timeline.state, self._game
        if game.is_over(state):
            winner = game.winner(state)
            if winner is None:
                return "The game is over: a draw."
            who = self._who(winner, ": you win!", ": the computer wins.")
            return f"The game is over. {self._side_name(winner)} wins{who or '.'}"
        side = game.to_move(state)
        who = self._who(side, ": your turn.", ": the computer's turn.")
        return f"{self._side_name(side)} to move{who or '.'}"

    def _example(self) -> str:
        actions = self._paths()
        return str(actions[0][0]) if actions else "a move"

    def _refresh_panel(self) -> None:
        timeline = self._timeline
        ply = len(timeline)
        self._status.value = (
            f'<div role="status"><strong>{html.escape(self._status_text())}</strong>'
            f"<br><small>{self._game.title}, move {ply + 1}</small></div>"
        )
        self._events.value = self._events_html()
        off = not self.interactive
        self._undo.disabled = off or not timeline.can_undo
        self._redo.disabled = off or not timeline.can_redo
        self._new.disabled = off
        self._entry.disabled = self._play_button.disabled = off
        self._entry.placeholder = f"e.g. {self._example()}"

    def _events_html(self) -> str:
        timeline = self._timeline
        entries = timeline.entries
        shown = min(self._shown, len(entries))
        if not shown:
            side = self._game.to_move(timeline.state)
            hint = ("" if side is None or not self.interactive else
                    f"Click a piece of {html.escape(self._side_name(side))} to see where it can "
                    f"go, or type a move such as {html.escape(self._example())}.")
            return f"<div><p>No move yet. {hint}</p></div>"
        parts = []
        for index in range(len(entries) - shown, len(entries)):
            entry = entries[index]
            before = entries[index - 1].state if index else timeline.start
            side = self._game.to_move(before)
            who = self._who(side, " (your move)", " (the computer's reply)")
            head = f"{self._side_name(side)} played {entry.action}{who}:"
            items = "".join(f"<li>{html.escape(e.explain())}</li>" for e in entry.events)
            parts.append(f"<p><strong>{html.escape(head)}</strong></p><ul>{items}</ul>")
        return f"<div>{''.join(parts)}</div>"

    def _guard(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler``, with its errors shown under the panel instead of vanishing."""

        def guarded(*args: Any) -> None:
            with errors_shown_in(self.errors):
                handler(*args)

        return guarded

    # -- display -------------------------------------------------------------------------------
    def svg(self) -> str:
        """The board as it stands, as a standalone SVG (for places with no kernel)."""
        return self._board.svg()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._board.scene.title})"



def _html(css_class: str) -> ipywidgets.HTML:
    widget = ipywidgets.HTML()
    widget.add_class(css_class)
    return widget


def _button(text: str, icon: str, tooltip: str) -> ipywidgets.Button:
    button = ipywidgets.Button(description=text, icon=icon, tooltip=tooltip,
                               layout=ipywidgets.Layout(width="auto"))
    button.add_class(f"polislab-{text.lower().replace(' ', '-')}")
    return button


def _unique(items: Sequence[str] | Any) -> list[str]:
    return list(dict.fromkeys(items))


def _and(actions: Sequence[Any]) -> str:
    return " and ".join(str(a) for a in actions)
