"""PlayView: play any polislab game by clicks, keys or typed moves, alone, with a classmate or
against the computer, with every move explained in the rules' words.

Nothing here knows one game from another: the game comes from the state
(``polislab.core.get_game(state.game_name)``) and the look, the clicks and the words from its
interface (:func:`polislab.core.interface.interface_for`, a
:class:`~polislab.core.interface.GameInterface`): the click paths of each legal action, why a
click leads nowhere, the labels of sides and choices, the status line and the first hint, and
events and actions in words with what the board hides left out.

Where several legal actions fit the places clicked, a list offers them: choose one and press
"Play choice" (or call :meth:`PlayView.choose`).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets
import traitlets

from polislab.classroom.moment import moment_code
from polislab.core.errors import IllegalAction, PolislabError, ScenarioError, TimelineError
from polislab.core.events import Event
from polislab.core.inputs import excerpt, shorten
from polislab.core.interface import GameInterface, interface_for
from polislab.core.players import ChancePlayer, game_of, levels
from polislab.core.timeline import Timeline

from .board_view import BOX, BoardView
from .classroom import ShareBox, share_button
from .errors_output import errors_shown_in
from .event_log import RulesShown, events_html
from .later import SentLater
from .offline import ShownOffline

#: A computer player: called with a state, returns an action (or its text).
Opponent = Callable[[Any], Any]
#: A seat's player as ``opponents`` takes it: a level's name (``levels(game)``) or a callable.
Seat = str | Opponent

HUMAN = "human"  # the level picker's word for a seat a person plays
GIVEN = "given"  # ... and for a computer player given as a callable
#: The width of the panel beside the board, in CSS pixels (with the board's box: 1182 px).
PANEL_WIDTH = 330
#: It may grow this much beside a board narrower than its box.
PANEL_GROWTH = 190
# ipywidgets' HTML gives text a 28 px line-height (one widget row): text needs its own.
_TEXT = "line-height:1.35;margin:0.15em 0"

#: What a click on the board says while a script drives it (see ``PlayView.script_message``).
SCRIPT_MODE = "This board follows a script: its moves are not yours to play here."
#: Where a game's rules page for learners is, as a notebook (scripts/make_rules_pages.py).
RULES_NOTEBOOK = "notebooks/rules/{game}.ipynb"
MAX_REPLIES = 1000  # the most computer moves in a row (a battle is many draws and plays)
CHANCE = "chance"  # what ``to_move`` answers while dice or cards decide
ANIMATION_TIME = 0.6  # seconds, at most, for a move's hop arrows to appear one by one
FRAME_TIME = 0.2  # seconds, at most, between two of them
#: Seconds the panel's updates after a board click wait, so that the page draws and paints the
#: board first (a frame at 60 Hz is 17 ms): see :mod:`.later`.
PANEL_DELAY = 0.025


class PlayView(ShownOffline, ipywidgets.HBox):
    """Play a game from ``state``: ``PlayView(hopping.Position.start())``.

    Click a piece to see where it may go, then a destination to play; or type a move in the
    game's notation. ``view.state`` is always the current position: read it, or set it to start
    again from another position.

    ``opponents`` puts the computer on any seats: ``{"green": "strong", "yellow": player}``,
    each a level's name (see :func:`polislab.core.players.levels`) or any callable
    ``state -> action``; with every seat a computer, the computers play each other, one move
    per press of "Computer moves" (or :meth:`computer_moves`). The level picker in the panel
    changes the seats while playing (``seat_picker=False`` leaves it out). ``opponent`` (a
    callable) with ``opponent_side`` (by default the side not to move at the start) is the
    one-seat shorthand.

    ``chance`` plays the decisions left to chance (``to_move`` is "chance": a die, a card):
    by default a :class:`~polislab.core.players.ChancePlayer` rolls and draws by the game's
    odds; any callable ``state -> action`` may replace it, and ``None`` lets the learner choose
    the outcome from the list, as a tutorial scripts a die. ``show_all`` shows what the rules
    hide (a battle hand); otherwise the board shows the hidden information of the learner's
    side against the computer, or of the side to act between two players.

    ``interactive=False`` starts it following a script, as a tutorial player does: its
    learner's controls (Undo, the move box, the level pickers, Share) are made only when it
    first becomes interactive, so a notebook of tutorial players stays light to load.
    """

    state = traitlets.Any()
    #: Feedback for the learner: why a click was refused, or what to do next.
    message = traitlets.Unicode("")
    #: False while a script drives the board: clicks and buttons then do nothing.
    interactive = traitlets.Bool(True)
    #: Whether a move's hop arrows appear one by one (False: the move is drawn at once).
    animate = traitlets.Bool(True)
    #: Show the information the rules hide (both battle hands), as on a teacher's screen.
    show_all = traitlets.Bool(False)

    def __init__(self, state: Any, opponent: Opponent | None = None, *,
                 opponent_side: str | None = None, opponents: dict[str, Seat] | None = None,
                 size: float = 56, flipped: bool = False,
                 chance: Opponent | None | str = "random", show_all: bool = False,
                 box: tuple[float, float] = BOX, seat_picker: bool = True,
                 share: bool = True, interactive: bool = True, **kwargs: Any) -> None:
        if isinstance(chance, str) and chance != "random":
            raise ValueError(f"chance is \"random\", None or a callable state -> action, not "
                             f"{excerpt(chance)}")
        self.chance: Opponent | None = ChancePlayer() if isinstance(chance, str) else chance
        self.set_trait("show_all", show_all)
        self._choices: tuple[Any, ...] = ()
        self._game = game_of(state)
        self._interface: GameInterface = interface_for(state)
        self._timeline = Timeline(self._game, state)
        self.opponents: dict[str, Opponent] = {}
        self._levels: dict[str, str] = {}  # seat -> level name, as the picker shows it
        if opponent is not None:
            self._set_seat(opponent_side or self._other_side(state) or "", opponent)
        for side, player in (opponents or {}).items():
            self._set_seat(side, player)
        self._selection: tuple[str, ...] = ()
        self._shown = 0  # how many of the latest moves the events list shows
        self._paths_of: tuple[Any, list[tuple[Any, tuple[str, ...]]]] | None = None

        self._board = BoardView(state, size=size, flipped=flipped, show_all=show_all,
                                seen_by=self._seen_by(), box=box)
        self._status = _html("polislab-status")
        self._message = _html("polislab-message",
                              ipywidgets.Layout(max_height="6.5em", overflow="auto"))
        self._events = _html("polislab-events", ipywidgets.Layout(height="300px", overflow="auto",
                                                                  flex="0 0 auto"))
        self.errors = ipywidgets.Output()
        # The choice list and the learner's controls are made when first needed: a notebook
        # of tutorial players would otherwise hold thousands of hidden widgets, and Voilà or a
        # reopened notebook must fetch every widget's state from the kernel within 4 s.
        self._choice_box: ipywidgets.VBox | None = None
        self._controls: tuple[ipywidgets.Widget, ...] = ()
        self._pickers: dict[str, ipywidgets.Dropdown] = {}
        self._share = share
        self.share: ShareBox | None = None
        #: What a click or a typed move says while ``interactive`` is False (said aloud too).
        self.script_message = SCRIPT_MODE
        #: Text whose citations the "Rules cited" fold explains too (a tutorial step's
        #: narration), besides the rules the moves cite.
        self.cited_text = ""
        self._seat_picker_shown = seat_picker
        self._move_box_only = False  # see keep_move_box_only
        #: Where board clicks go instead of to play, when set (a lesson recorder's marking
        #: tools): a function of the place clicked.
        self.click_taker: Callable[[str], object] | None = None
        self.set_trait("interactive", interactive)
        self.panel = ipywidgets.VBox(
            [self._status, self._message, self._events, self.errors],
            layout=ipywidgets.Layout(flex=f"1 1 {PANEL_WIDTH - 40}px",
                                     max_width=f"{PANEL_WIDTH + PANEL_GROWTH}px",
                                     min_width="0", padding="0 0 0 12px"),
        )
        self.panel.add_class("polislab-play-panel")
        kwargs.setdefault("layout", ipywidgets.Layout(flex_flow="row wrap",
                                                      align_items="flex-start"))
        super().__init__([self._board, self.panel], **kwargs)
        self.add_class("polislab-play-view")
        self.set_trait("state", state)
        self._later = SentLater(self._panel_texts, PANEL_DELAY)
        self._board.on_click(self._on_square)
        self.observe(self._on_state, names=["state"])
        self.observe(self._on_message, names=["message"])
        self.observe(self._on_interactive, names=["interactive"])
        self.observe(self._on_show_all, names=["show_all"])
        self._on_message({"new": ""})
        self._shown = self._reply()
        self._refresh_panel()

    # -- parts made when first needed -----------------------------------------------------------
    def _insert(self, parts: Sequence[ipywidgets.Widget], before: ipywidgets.Widget) -> None:
        """Put ``parts`` into the panel just before ``before`` (an exercise adds its own)."""
        children = list(self.panel.children)
        at = children.index(before)
        self.panel.children = (*children[:at], *parts, *children[at:])

    def _choice_parts(self) -> tuple[ipywidgets.VBox, ipywidgets.Select]:
        """The list of actions to choose from (made the first time a click offers one)."""
        if self._choice_box is None:
            self._choice_list = ipywidgets.Select(options=[], rows=8,
                                                  layout=ipywidgets.Layout(width="100%"))
            self._choice_list.add_class("polislab-choice-list")
            self._choose_button = _button("Play choice", "check", "Play the action chosen above")
            self._cancel_button = _button("Cancel", "times", "Close the list without playing")
            for button, act in ((self._choose_button, self._press_choose),
                                (self._cancel_button, self._press_cancel)):
                button.on_click(self._guard(lambda _button, act=act: act()))
            self._choice_box = ipywidgets.VBox(
                [self._choice_list, ipywidgets.HBox([self._choose_button, self._cancel_button])],
                layout=ipywidgets.Layout(display="none"))
            self._choice_box.add_class("polislab-choices")
            self._insert([self._choice_box], before=self._events)
        return self._choice_box, self._choice_list

    def _make_controls(self) -> None:
        """The learner's controls (made the first time the learner may play): Undo, Redo,
        New game and Share, the move box, Computer moves and the seats' level pickers."""
        self._undo = _button("Undo", "undo", "Take back the last move")
        self._redo = _button("Redo", "repeat", "Play again the move taken back")
        self._new = _button("New game", "refresh", "Start again from the first position")
        self._entry = ipywidgets.Text(description="Move:", continuous_update=True,
                                      layout=ipywidgets.Layout(flex="1 1 auto", width="auto"),
                                      style={"description_width": "3.2em"})
        self._entry.add_class("polislab-move-entry")
        self._play_button = _button("Play", "play", "Play the move typed in the box")
        self._watch = _button("Computer moves", "forward", "The computer to move plays")
        for button, act in ((self._undo, self._press_undo), (self._redo, self._press_redo),
                            (self._new, self.new_game), (self._play_button, self._submit),
                            (self._watch, self.computer_moves)):
            button.on_click(self._guard(lambda _button, act=act: act()))
        self._entry.on_msg(self._guard(self._on_entry_msg))
        # Share: the game as it stands as a moment code and a QR code (polislab.classroom).
        if self._share:  # at the top of the panel, beside the board: where it is seen
            self.share = ShareBox(lambda: moment_code(self))
            self.panel.children = (self.share, *self.panel.children)
        sharing = [share_button(self.share)] if self.share is not None else []
        self._play_row = ipywidgets.HBox([self._undo, self._redo, self._new, *sharing])
        self._entry_row = ipywidgets.HBox([self._entry, self._play_button],
                                          layout=ipywidgets.Layout(width="100%"))
        self._seats = ipywidgets.HBox(self._seat_pickers(),
                                      layout=ipywidgets.Layout(flex_flow="row wrap"))
        self._seats.add_class("polislab-seats")
        self._controls = (self._play_row, self._entry_row, self._watch, self._seats)
        self._insert(self._controls, before=self.errors)

    def keep_move_box_only(self) -> None:
        """Hide the learner's controls but the move box (a lesson recorder keeps the steps
        itself: Undo, New game and the seats' levels would fight it)."""
        self._move_box_only = True  # kept hidden by every refresh of the panel
        if not self._controls:
            self._make_controls()
        for part in (self._play_row, self._watch, self._seats):
            part.layout.display = "none"

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

    @property
    def opponent(self) -> Opponent | None:
        """The computer player of the first computer seat (None: no computer)."""
        return next(iter(self.opponents.values()), None)

    @property
    def opponent_side(self) -> str | None:
        """The first seat the computer plays (None: no computer)."""
        return next(iter(self.opponents), None)

    @property
    def seats(self) -> tuple[str, ...]:
        """The game's seats (sides or players' names), in turn order."""
        return tuple(self._seat_names(self._timeline.state))

    @property
    def choices(self) -> tuple[Any, ...]:
        """The legal actions the list offers now, for the places clicked (empty: no list)."""
        return self._choices

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
        self._announce_moves()
        return events

    def show_last(self, count: int) -> None:
        """Explain the last ``count`` moves in the panel (a tutorial step that played several:
        an action, then the rolls or cards its script decided)."""
        self._shown = max(1, min(count, len(self._timeline)))
        self._refresh_panel()

    def click(self, square: str) -> None:
        """Act as if ``square`` was clicked on the board."""
        if not isinstance(square, str):
            self.message = ("A click names a place on the board as text (a square, a "
                            f"territory), not {excerpt(square)}.")
            return
        if square not in self._board.scene.regions:
            self.message = (f"There is no place {excerpt(square)} on this board: click a "
                            "square, territory or piece shown on it.")
            return
        self._board.click(square)

    def choose(self, choice: Any) -> None:
        """Play one of the :attr:`choices`: its number in the list (from 0), the action, or its
        text. Like a click, an illegal choice is explained in :attr:`message` and changes
        nothing (no exception)."""
        if not self.interactive:
            self._script_says()
            return
        if isinstance(choice, int) and not isinstance(choice, bool):
            if not 0 <= choice < len(self._choices):
                self.message = (f"There is no choice number {choice}: the list has "
                                f"{len(self._choices)}.")
                return
            choice = self._choices[choice]
        self._play_clicked(choice)

    def undo(self) -> Any:
        """Take back the last move (and the opponent's moves before it); return the state."""
        if not self._timeline.can_undo:
            raise TimelineError("nothing to undo: this is the first position")
        taken = [self._undo_one()]
        while self._timeline.can_undo and self._computers_turn():
            taken.append(self._undo_one())
        self._after_jump(f"Took back {_and(taken)}.")
        return self.state

    def redo(self) -> Any:
        """Play again the move last taken back (and the opponent's reply); return the state."""
        if not self._timeline.can_redo:
            raise TimelineError("nothing to redo")
        self._timeline.redo()
        replayed = [self._timeline.entries[-1].action]
        while self._timeline.can_redo and self._computers_turn():
            self._timeline.redo()
            replayed.append(self._timeline.entries[-1].action)
        self._after_jump(f"Played again {_and(replayed)}.", shown=len(replayed))
        return self.state

    def set_seat(self, side: str, player: Seat | None) -> None:
        """Put a computer on ``side`` (a level's name or a callable), or a person (None or
        "human"); if it is then a computer's turn, it plays."""
        self._set_seat(side, player)
        self._board.seen_by = self._seen_by()
        picker = self._pickers.get(side)
        if picker is not None and picker.value != self._levels.get(side, HUMAN):
            picker.value = self._levels.get(side, HUMAN)
        self._after_jump(self.message, shown=self._shown)

    def computer_moves(self) -> int:
        """With every seat a computer: the computer to move plays one move (and chance what
        follows); return how many moves were played."""
        played = self._reply(watching=False)
        self._shown = max(1, played) if played else self._shown
        self._refresh_panel()
        if played:
            self._announce_moves()
        return played

    def new_game(self, state: Any = None) -> Any:
        """Start again from ``state``, or from the position this game started from (the one
        the view was made with, or last given through ``view.state``)."""
        self._restart(self._timeline.start if state is None else state)
        self.message = "New game."
        return self.state

    # -- clicks --------------------------------------------------------------------------------
    def _on_square(self, square: str) -> None:
        if self.click_taker is not None:
            self.click_taker(square)
            return
        with self._later():  # the board first: the panel follows once the page has shown it
            self._clicked(square)

    def _panel_texts(self) -> tuple[ipywidgets.Widget, ...]:
        """What a click changes besides the board's pixels (the board's words too)."""
        controls = (self._undo, self._redo, self._entry) if self._controls else ()
        return (self._board.access, self._status, self._message, self._events, *controls)

    def _clicked(self, square: str) -> None:
        if not self.interactive:
            self._script_says()
            return
        if self._computers_turn():
            side = self._side_name(str(self._game.to_move(self.state)))
            self.message = f"It is {side}'s turn: the computer plays it."
            return
        self._clear_choices()
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
            self.message = self._interface.explain_click(self.state, clicked)
            return
        exact = list(dict.fromkeys(a for a, p in fits if p == clicked))
        if len(exact) == 1 and not self._interface.confirm_choice:
            self._play_clicked(exact[0])
        elif exact:
            self._offer(exact, clicked)
        else:
            self._select(clicked)

    def _script_says(self) -> None:
        """Why the board waits while a script drives it: in the panel and aloud (the panel's
        messages are not said while a script drives the board, so this one is said here)."""
        self.message = self.script_message
        self._board.say(self.script_message)

    def _select(self, clicked: tuple[str, ...]) -> None:
        self._selection = clicked
        if not clicked:
            self._board.show(self.state, None)
            return
        ahead = _unique(p[len(clicked)] for _, p in self._paths()
                        if p[: len(clicked)] == clicked and len(p) > len(clicked))
        self._board.show(self.state, {"highlight": list(clicked), "dots": ahead})
        name = self._place_names
        self.message = (f"Selected {name(clicked)}: it can go to {name(ahead)} "
                        f"(marked with dots). Click one, or {name(clicked[-1:])} again to "
                        "cancel.")

    def _play_clicked(self, action: Any) -> None:
        try:
            self.play(action)
        except PolislabError as err:  # legal a moment ago, or unreadable: say so, not crash
            self._select(())
            self.message = str(err)

    def _offer(self, actions: Sequence[Any], clicked: tuple[str, ...]) -> None:
        """Show the list of ``actions`` that fit the places ``clicked``, to choose one."""
        self._selection = ()
        self._board.show(self.state, {"highlight": list(clicked)})
        self._choices = tuple(actions)
        texts = [self._interface.choice_label(self.state, a) for a in actions]
        box, choice_list = self._choice_parts()
        choice_list.options = [(text, index) for index, text in enumerate(texts)]
        choice_list.value = 0
        choice_list.rows = min(max(len(texts), 2), 8)
        box.layout.display = "flex"
        where = self._place_names(clicked)
        count = "One action" if len(actions) == 1 else f"{len(actions)} actions"
        self.message = (f"{count} at {where}: choose one in the list and press “Play "
                        "choice”, or click another place.")

    def _clear_choices(self) -> None:
        if self._choices:
            self._choices = ()
            box, choice_list = self._choice_parts()
            choice_list.options = []
            box.layout.display = "none"
            self._board.show(self.state, None)

    def _press_choose(self) -> None:
        value = self._choice_parts()[1].value
        if value is None or not self._choices:
            self.message = "Choose an action in the list first."
            return
        self.choose(int(value))

    def _press_cancel(self) -> None:
        self._clear_choices()
        self.message = ""

    def _paths(self) -> list[tuple[Any, tuple[str, ...]]]:
        """Each legal action with the squares to click for it, once per path (an action may
        have several), computed once per state."""
        state = self.state
        if self._paths_of is None or self._paths_of[0] is not state:
            actions = self._game.legal_actions(state)
            paths = [(a, tuple(p)) for a in actions
                     for p in self._interface.action_paths(state, a)]
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
            self._script_says()
            return
        if not text:
            self.message = f"Type a move first, for example {self._example()}."
            return
        try:
            self.play(text)
        except PolislabError as err:
            self.message = f"{shorten(text, 40)}: {err}"
            return
        self._entry.value = ""

    # -- the opponent --------------------------------------------------------------------------
    def _computer(self) -> Opponent | None:
        """The computer player to play now (the opponent, or chance), or None."""
        state = self._timeline.state
        if self._game.is_over(state):
            return None
        side = self._game.to_move(state)
        if side == CHANCE:
            return self.chance
        return self.opponents.get(str(side))

    def _computers_turn(self) -> bool:
        return self._computer() is not None

    def _seen_by(self) -> str | None:
        """The side whose hidden information the board shows: the one person's against the
        computers, else None (the side to act)."""
        if not self.opponents:
            return None
        people = [side for side in self._seat_names(self._timeline.state)
                  if side not in self.opponents]
        return people[0] if len(people) == 1 else None

    def _all_computers(self) -> bool:
        seats = self._seat_names(self._timeline.state)
        return bool(seats) and all(side in self.opponents for side in seats)

    def _reply(self, watching: bool = True) -> int:
        """Let the computer play while it is its turn; return how many moves it made.

        With every seat a computer and ``watching``, nothing plays: the class presses
        "Computer moves" for each move (so a game between computers can be followed); without
        ``watching`` one side's move is played, with the chance draws that follow it.
        """
        played = moved = 0
        every_seat = self._all_computers()
        if every_seat and watching:
            return 0
        if self._computers_turn():
            self._later.flush()  # the learner's move in the panel while the computer thinks
        while self.interactive and played < MAX_REPLIES and self._computers_turn():
            side = self._game.to_move(self._timeline.state)
            if every_seat and side != CHANCE and moved:
                break
            computer = self._computer()
            assert computer is not None
            try:
                self._timeline.play(computer(self._timeline.state))
            except (IllegalAction, ScenarioError) as err:
                self.message = f"The computer could not move: {err}"
                break
            played += 1
            moved += side != CHANCE
            self._sync(animate=True)
        return played

    # -- seats ---------------------------------------------------------------------------------
    def _seat_names(self, state: Any) -> list[str]:
        return list(self._game.seats(state))

    def _set_seat(self, side: str, player: Seat | None) -> None:
        seats = self._seat_names(self._timeline.state)
        if seats and side not in seats:
            raise ValueError(f"{self._game.title} has no seat {side!r}: its seats are "
                             f"{', '.join(seats)}")
        if player is None or player == HUMAN:
            self.opponents.pop(side, None)
            self._levels.pop(side, None)
            return
        if isinstance(player, str):
            known = levels(self._game.name)
            if player not in known:
                raise ValueError(f"no computer level {player!r} for {self._game.title}: "
                                 f"choose one of {', '.join(known)} (or give a callable)")
            self.opponents[side] = known[player](seed=None)
            self._levels[side] = player
        elif callable(player):
            self.opponents[side] = player  # the picker names its level if a level made it
            made = [name for name, factory in levels(self._game.name).items()
                    if isinstance(factory, type) and type(player) is factory]
            self._levels[side] = made[0] if made else GIVEN
        else:
            raise TypeError(f"a seat takes a level's name or a callable state -> action, not "
                            f"{type(player).__name__}")

    def _seat_pickers(self) -> list[ipywidgets.Dropdown]:
        """One drop-down per seat: a person, or the computer at one of the game's levels."""
        self._pickers = {}
        names = list(levels(self._game.name))
        for side in self._seat_names(self._timeline.state):
            options = [("a person", HUMAN)] + [(f"computer: {n}", n) for n in names]
            if self._levels.get(side) == GIVEN:
                options.append(("computer (given)", GIVEN))
            picker = ipywidgets.Dropdown(options=options, value=self._levels.get(side, HUMAN),
                                         description=self._side_name(side),
                                         layout=ipywidgets.Layout(width="auto"),
                                         style={"description_width": "initial"})
            picker.observe(self._guard(lambda change, side=side: self._on_pick(side, change)),
                           names="value")
            self._pickers[side] = picker
        return list(self._pickers.values())

    def _on_pick(self, side: str, change: dict[str, Any]) -> None:
        if change["new"] != self._levels.get(side, HUMAN) and change["new"] != GIVEN:
            self.set_seat(side, change["new"])

    def _other_side(self, state: Any) -> str | None:
        """The side not to move in ``state``: in a game of seats (the game's ``seats``), the
        seat after the one to move, or the last seat while chance moves first."""
        side = self._game.to_move(state)
        seats = list(self._game.seats(state))
        if side is not None and seats:
            if side not in seats:  # chance to move first: the computer takes the last seat
                return str(seats[-1])
            return str(seats[(seats.index(side) + 1) % len(seats)])
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
        game = game_of(state)
        seats = self._seat_names(self._timeline.state)
        self._game = game
        self._interface = interface_for(state)
        self._timeline = Timeline(self._game, state)
        if self._seat_names(state) != seats:  # another game or table: everyone a person again
            self.opponents.clear()
            self._levels.clear()
            if self._controls:
                self._seats.children = self._seat_pickers()
        self._board.seen_by = self._seen_by()
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
        self._choices = ()
        if self._choice_box is not None:
            self._choice_box.layout.display = "none"
        self._board.show(state, None, frames=frames, delay=delay)
        last = self._moves(1)
        self._board.last_move = (f"{last[0][0]}: {' '.join(t for t, _ in last[0][1])}"
                                 if last else "")
        self.state = state
        self._refresh_panel()

    def _frames(self, state: Any) -> list[Any]:
        """Marks that bring in the last move's hop arrows one by one (none if no hops)."""
        marks = dict(self._interface.default_marks(state))
        arrows = list(marks.get("arrows", ()))
        base = {**marks, "arrows": [], "crosses": []}
        return [{**base, "arrows": arrows[:k]} for k in range(len(arrows))]

    @traitlets.validate("state")
    def _check_state(self, proposal: dict[str, Any]) -> Any:
        state = proposal["value"]
        game_of(state)  # raises for anything that is not a registered game's state
        interface_for(state)
        return state

    def _on_state(self, change: dict[str, Any]) -> None:
        if change["new"] is not self._timeline.state:  # set from Python: a fresh start
            self._restart(change["new"])

    def _on_message(self, change: dict[str, Any]) -> None:
        # Shown here, and said in the board's one live region (this HTML is rebuilt each time:
        # a live region made together with its text is not reliably read).
        self._message.value = f'<div style="{_TEXT}">{html.escape(change["new"])}</div>'
        if change["new"] and self.interactive:
            self._board.say(change["new"])

    def _announce_moves(self) -> None:
        """Say the moves the panel explains (the learner's and the computer's reply), then
        whose turn it is, in the board's live region (not while a script drives the board)."""
        if self.interactive:
            said = [f"{head}: {' '.join(text for text, _ in events)}" if head else
                    " ".join(text for text, _ in events) for head, events in self._moves()]
            self._board.say(" ".join([*said, self._status_text()]))

    def _on_show_all(self, change: dict[str, Any]) -> None:
        self._board.show_all = change["new"]
        self._refresh_panel()

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
        return "nobody" if side is None else self._interface.side_label(side)

    def _who(self, side: str | None, yours: str, computers: str) -> str:
        """``yours`` or ``computers`` as ``side`` is the learner's or the computer's ("" alone,
        and for chance)."""
        if not self.opponents or side is None or side == CHANCE:
            return ""
        return computers if side in self.opponents else yours

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
        return f"{self._interface.turn_text(state)}{who or '.'}"

    def _example(self) -> str:
        actions = self._paths()
        return str(actions[0][0]) if actions else "a move"

    def _refresh_panel(self) -> None:
        timeline = self._timeline
        self._status.value = (
            f'<div style="{_TEXT}">'
            f"<strong>{html.escape(self._status_text())}</strong>"
            f"<br><small>{html.escape(self._game.title)}</small></div>"
        )
        self._events.value = self._events_html()
        off = not self.interactive
        if off and not self._controls:
            return  # script mode shows no controls: none made yet
        if not self._controls:
            self._make_controls()
        self._undo.disabled = off or not timeline.can_undo
        self._redo.disabled = off or not timeline.can_redo
        self._new.disabled = off
        self._entry.disabled = self._play_button.disabled = off
        example = self._example()
        with self._entry.hold_sync():  # one message, not two
            self._entry.placeholder = f"e.g. {example}"
            self._entry.tooltip = f"A move in the game's notation, e.g. {example}"
        # Script mode shows only what works: the play controls come with "Try it yourself".
        shown = "none" if off else "flex"
        self._entry_row.layout.display = shown
        if self._move_box_only:
            return
        self._play_row.layout.display = shown
        self._seats.layout.display = shown if self._seat_picker_shown else "none"
        watching = not off and self._all_computers() and not self._game.is_over(timeline.state)
        self._watch.layout.display = "flex" if watching else "none"

    def _events_html(self) -> str:
        timeline = self._timeline
        if not min(self._shown, len(timeline.entries)):
            side = self._game.to_move(timeline.state)
            hint = ("" if side is None or not self.interactive
                    else self._interface.click_hint(timeline.state))
            return events_html([], f"No move yet. {hint}", self._rules_shown())
        return events_html(self._moves(), rules=self._rules_shown())

    def _rules_shown(self) -> RulesShown:
        """What the "Rules cited" fold explains: the game's rules page, if it has one."""
        return RulesShown(self._interface.rules_page(), self.cited_text,
                          RULES_NOTEBOOK.format(game=self._game.name))

    def _moves(self, shown: int | None = None) -> list[tuple[str, list[tuple[str, Any]]]]:
        """The latest ``shown`` moves (by default those the panel explains), each as its
        heading ("Red played c6-d5 (your move)") and its events' sentences with their rules."""
        timeline = self._timeline
        entries = timeline.entries
        shown = min(self._shown if shown is None else shown, len(entries))
        moves = []
        for index in range(len(entries) - shown, len(entries)):
            entry = entries[index]
            before = entries[index - 1].state if index else timeline.start
            side = self._game.to_move(before)
            who = self._who(side, " (your move)", " (the computer's reply)")
            head = ("" if side == CHANCE else self._interface.move_heading(
                before, entry.action, self._board.seen_by, self.show_all) + who)
            moves.append((head, [(self._event_text(e), e.rule) for e in entry.events]))
        return moves

    def _place_names(self, places: Sequence[str]) -> str:
        return ", ".join(self._interface.place_name(self.state, p) for p in places)

    def _action_text(self, action: Any) -> str:
        """An action as the panel writes it, leaving out what the board hides (an order)."""
        return self._interface.action_text(action, self._board.seen_by, self.show_all)

    def _event_text(self, event: Event) -> str:
        """An event in words, leaving out what the board hides (a card drawn)."""
        return self._interface.event_text(event, self._board.seen_by, self.show_all)

    def _guard(self, handler: Callable[..., object]) -> Callable[..., None]:
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



def _html(css_class: str, layout: ipywidgets.Layout | None = None) -> ipywidgets.HTML:
    widget = ipywidgets.HTML(layout=layout or ipywidgets.Layout())
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
