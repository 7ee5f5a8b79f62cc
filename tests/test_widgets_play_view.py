"""PlayView without a browser: clicks, typed moves, undo/redo, the opponent, script mode.

The widget is driven through its Python API (``click``, ``play``, the buttons' ``click()``
and the text box's submit message), exactly the paths the browser's events take.
"""

from __future__ import annotations

import asyncio
import sys
import types
from collections.abc import Sequence
from typing import Any

import ipycanvas.canvas
import ipywidgets
import pytest
from hopping_boards import position

from polislab.core import Event, IllegalAction, ScenarioError, protocol
from polislab.core.declarations import Declarations
from polislab.core.players import RandomPlayer
from polislab.games import hopping
from polislab.render import Circle, Rect, Scene
from polislab.render.interface import BaseInterface
from polislab.widgets.board_backend import REST_DELAY
from polislab.widgets.play_view import PANEL_DELAY, SCRIPT_MODE, PlayView

START = hopping.Position.start()


@pytest.fixture
def view() -> PlayView:
    return PlayView(START)


def text_of(view: PlayView) -> str:
    """Everything the side panel says (HTML included)."""
    return " ".join([view._status.value, view._message.value, view._events.value])


def targets(state: hopping.Position, origin: str) -> list[str]:
    return [m.target for m in state.legal_moves() if m.origin == origin]


# -- selecting and playing by clicks -----------------------------------------------------------
def test_selecting_a_piece_dots_exactly_its_legal_targets(view: PlayView) -> None:
    view.click("d2")
    assert view.selection == ("d2",)
    assert view.board.marks == {"highlight": ["d2"], "dots": targets(START, "d2")}
    assert sorted(view.board.marks["dots"]) == ["c3", "d3", "e3"]
    assert "d3" in view.message and "d2" in view.message
    assert view.state is START  # selecting changes nothing


def test_a_legal_two_click_move_plays_it_and_lists_its_events(view: PlayView) -> None:
    expected = START.play("d2-d3")
    view.click("d2")
    view.click("d3")
    assert view.state == expected
    assert str(view.state.last_move) == "d2-d3"
    assert view.board.state is view.state
    assert view.board.marks is None  # the renderer's defaults: arrows for hops
    assert view.events == expected.events
    assert [e.kind for e in view.events].count("hop") == 2
    panel = text_of(view)
    for event in expected.events:  # each a sentence, its rule a compact citation
        assert f"{event.text}.".replace("'", "&#x27;") in panel
        assert f'title="{event.rule}"' in panel
    assert "Blue (diamonds) to move" in panel
    assert view.selection == () and view.message == ""


@pytest.mark.parametrize(
    ("clicks", "rule"),
    [
        (["d2", "d5"], "Movement"),  # not one square away
        (["d2", "d1"], "H2"),  # occupied (by a Red dog that cannot move: no reselection)
        (["b6"], "Taking Your Turn"),  # an empty square
        (["d7"], "Taking Your Turn"),  # Blue's piece on Red's turn
    ],
)
def test_an_illegal_click_names_the_rule_and_changes_nothing(
    view: PlayView, clicks: list[str], rule: str
) -> None:
    for square in clicks:
        view.click(square)
    assert "§" in view.message or "ruling" in view.message.lower()
    assert rule in view.message
    assert view.state is START and len(view.timeline) == 0
    assert view.selection == () and view.board.marks is None
    assert view.message in view._message.value or "&#x27;" in view._message.value
    assert view.board.access.said == view.message  # said in the board's one live region


def test_clicking_the_selected_piece_deselects_and_another_own_piece_reselects(
    view: PlayView,
) -> None:
    view.click("d2")
    view.click("d2")
    assert view.selection == () and view.board.marks is None and view.message == ""
    view.click("d2")
    view.click("e2")
    assert view.selection == ("e2",)
    assert view.board.marks == {"highlight": ["e2"], "dots": targets(START, "e2")}


def test_play_takes_actions_or_text_and_raises_on_illegal_ones(view: PlayView) -> None:
    events = view.play("d2-d3")
    assert events == START.play("d2-d3").events
    assert all(isinstance(e, Event) for e in events)
    view.play(hopping.Move("d7", "d6"))
    assert view.state == START.play("d2-d3").play("d7-d6")
    before = view.state
    with pytest.raises(IllegalAction):
        view.play("d6-d5")  # Blue's dog, on Red's turn
    with pytest.raises(ScenarioError):
        view.play("nonsense")
    assert view.state is before and len(view.timeline) == 2


# -- undo, redo, new game, setting the state ---------------------------------------------------
def test_undo_redo_and_the_buttons(view: PlayView) -> None:
    assert view._undo.disabled and view._redo.disabled
    view.play("d2-d3")
    after = view.state
    view._undo.click()
    assert view.state is START and "Took back d2-d3" in view.message
    assert view._redo.disabled is False and view._undo.disabled
    view._redo.click()
    assert view.state is after and view.events == after.events
    assert view.undo() is START
    assert view.redo() is after
    with pytest.raises(IndexError):
        view.redo()
    view.undo()
    view.play("e2-e3")  # a new move drops the undone future
    assert not view.timeline.can_redo


def test_new_game_starts_again_from_the_first_position(view: PlayView) -> None:
    view.play("d2-d3")
    view.play("d7-d6")
    view._new.click()
    assert view.state is START and len(view.timeline) == 0 and view.events == ()
    assert "No move yet" in view._events.value
    other = position({"e7": "RC", "a2": "BC", "h2": "BD", "a7": "RD"})
    assert view.new_game(other) is other


def test_setting_the_state_from_python_starts_a_fresh_timeline(view: PlayView) -> None:
    view.play("d2-d3")
    puzzle = position({"e7": "RC", "a2": "BC", "h2": "BD", "a7": "RD"})
    view.state = puzzle
    assert view.state is puzzle and view.board.state is puzzle
    assert len(view.timeline) == 0 and view.timeline.start is puzzle
    assert view.board.marks is None and view.selection == ()
    view.click("e7")
    view.click("e8")
    assert view.state == puzzle.play("e7-e8")
    assert "The game is over. Red (round pieces) wins." in view._status.value
    view.click("a2")
    assert "game is over" in view.message and "How to Win" in view.message
    view.new_game()
    assert view.state is puzzle


def test_setting_something_that_is_not_a_game_state_is_refused(view: PlayView) -> None:
    view.play("d2-d3")
    after = view.state
    with pytest.raises(TypeError, match="not a polislab game state"):
        view.state = "d2-d3"
    assert view.state is after and len(view.timeline) == 1


# -- typed moves -------------------------------------------------------------------------------
def submit(view: PlayView, text: str) -> None:
    """What the browser does when Enter is pressed in the move box."""
    view._entry.value = text
    view._entry._handle_custom_msg({"event": "submit"}, [])


def test_a_move_typed_in_the_box_is_played_on_enter_or_play(view: PlayView) -> None:
    assert view._entry.placeholder == f"e.g. {START.legal_moves()[0]}"
    submit(view, " d2-d3 ")
    assert view.state == START.play("d2-d3") and view._entry.value == ""
    view._entry.value = "d7-d6"
    view._play_button.click()
    assert view.state == START.play("d2-d3").play("d7-d6")


def test_a_wrong_typed_move_is_explained_and_kept_for_correcting(view: PlayView) -> None:
    submit(view, "d2-d5")
    assert view.state is START and view._entry.value == "d2-d5"
    assert view.message.startswith("d2-d5: ") and "§" in view.message
    submit(view, "d2 to d3")
    assert "write it like" in view.message and view.state is START
    submit(view, "")
    assert "Type a move first" in view.message


def test_typing_pass_is_refused_naming_the_rule_that_a_turn_cannot_be_skipped(
        view: PlayView) -> None:
    # Polis rules §Taking Your Turn: "You cannot skip your turn."
    submit(view, "pass")
    assert view.state is START and len(view.timeline) == 0
    assert "cannot skip your turn" in view.message
    assert "Polis rules §Taking Your Turn" in view.message


# -- the keyboard ------------------------------------------------------------------------------
def test_the_board_is_playable_from_the_keyboard(view: PlayView) -> None:
    press = view.board._on_key_down
    for key in ["ArrowDown", "ArrowDown", "ArrowDown"]:  # the cursor appears on d4, then d3, d2
        press(key, False, False, False)
    assert view.board.cursor == "d2"
    press("Enter", False, False, False)
    assert view.selection == ("d2",)
    press("ArrowUp", False, False, False)
    press(" ", False, False, False)
    assert str(view.state.last_move) == "d2-d3"


# -- the opponent ------------------------------------------------------------------------------
def test_the_opponent_replies_and_undo_takes_back_both_moves() -> None:
    view = PlayView(START, opponent=RandomPlayer(seed=5))
    assert view.opponent_side == "blue"
    view.click("d2")
    view.click("d3")
    mine = START.play("d2-d3")
    reply = RandomPlayer(seed=5)(mine)
    assert view.timeline.actions == [hopping.Move("d2", "d3"), reply]
    assert view.state == mine.play(reply) and view.state.to_move == "red"
    assert "(your move)" in view._events.value
    assert "(the computer&#x27;s reply)" in view._events.value
    assert "your turn" in view._status.value
    view.undo()
    assert view.state is START and "Took back" in view.message and "d2-d3" in view.message
    view.redo()
    assert len(view.timeline) == 2 and view.state.to_move == "red"


def test_the_opponent_moves_first_when_it_plays_the_side_to_move() -> None:
    view = PlayView(START, opponent=RandomPlayer(seed=2), opponent_side="red")
    assert len(view.timeline) == 1 and view.state.to_move == "blue"
    assert "Red (round pieces) played" in view._events.value


def test_a_failing_opponent_is_reported_not_silent() -> None:
    view = PlayView(START, opponent=lambda state: "h1-h2")  # Red's chariot, on Blue's turn
    view.play("d2-d3")
    assert view.message.startswith("The computer could not move:")
    assert view.state == START.play("d2-d3")


def test_errors_in_button_and_box_callbacks_land_in_the_errors_output() -> None:
    def broken(state: Any) -> Any:
        raise RuntimeError("the bot crashed")

    view = PlayView(START, opponent=broken)
    submit(view, "d2-d3")
    shown = "".join(output.get("text", "") for output in view.errors.outputs)
    assert "RuntimeError: the bot crashed" in shown
    assert view.state == START.play("d2-d3")  # the learner's move stands


def test_random_player_is_seeded_and_plays_whole_games() -> None:
    player = RandomPlayer(seed=11)
    state = START
    for _ in range(40):
        if state.is_over:
            break
        move = player(state)
        assert move in state.legal_moves()
        state = state.play(move)
    assert RandomPlayer(seed=11)(START) == RandomPlayer(seed=11)(START)
    assert len({RandomPlayer(seed=n)(START) for n in range(20)}) > 1  # not always one move
    assert repr(player) == "RandomPlayer(seed=11)"
    over = position({"e7": "RC", "a2": "BC", "h2": "BD", "a7": "RD"}).play("e7-e8")
    with pytest.raises(IllegalAction):
        player(over)


# -- script mode -------------------------------------------------------------------------------
def test_script_mode_ignores_clicks_and_buttons(view: PlayView) -> None:
    view.play("d2-d3")
    view.click("d7")
    view.interactive = False
    assert view.selection == () and view.board.marks is None  # the selection is dropped
    assert view._undo.disabled and view._new.disabled and view._entry.disabled
    before = view.state
    view.click("d7")
    assert view.message == SCRIPT_MODE and view.state is before
    submit(view, "d7-d6")
    assert view.state is before
    view.play("d7-d6")  # the script itself still plays
    assert view.state == before.play("d7-d6")
    view.interactive = True
    view.click("d3")
    assert view.selection == ("d3",)


def test_script_mode_holds_the_opponent_back_until_handed_over() -> None:
    view = PlayView(START, opponent=RandomPlayer(seed=1))
    view.interactive = False
    view.play("d2-d3")
    assert len(view.timeline) == 1  # no reply while a script drives the board
    view.interactive = True
    assert len(view.timeline) == 2 and view.state.to_move == "red"


# -- drawing and display -----------------------------------------------------------------------
def test_a_moves_animation_starts_in_its_first_canvas_message(
    view: PlayView, monkeypatch: pytest.MonkeyPatch
) -> None:
    manager = ipycanvas.canvas._CANVAS_MANAGER
    sent: list[Any] = []
    monkeypatch.setattr(manager, "_send_custom", lambda command, buffers=(): sent.append(command))
    view.click("d2")
    assert len(sent) == 1
    view.click("d3")  # two hops: two animation frames, then the final marks
    assert len(sent) == 3
    sleep = ipycanvas.canvas.COMMANDS["sleep"]
    # the board, the moved piece and the first frame come first, with its pause; then the
    # other frame with its pause, and the final marks
    assert [[c[1][0] for c in message if c[0] == sleep] for message in sent[1:]] == [
        [200], [200]]


def test_in_a_kernel_an_animations_other_frames_follow_a_moment_later_in_order(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[Any] = []
    sleep = ipycanvas.canvas.COMMANDS["sleep"]

    def pauses() -> list[list[int]]:  # the pauses in each canvas message sent
        return [[c[1][0] for c in message if c[0] == sleep] for message in sent]

    async def play(click_again: bool) -> list[list[list[int]]]:
        view = PlayView(START)
        sent.clear()
        view.click("d2")
        view.click("d3")  # two hops: the first frame goes at once, the rest a moment later
        seen = [pauses()]
        if click_again:  # a drawing before then: the rest of the animation goes before it
            view.click(view._paths()[0][1][0])  # a blue piece
            seen.append(pauses())
        await asyncio.sleep(REST_DELAY + 0.03)
        return [*seen, pauses()]

    monkeypatch.setattr(ipycanvas.canvas._CANVAS_MANAGER, "_send_custom",
                        lambda command, buffers=(): sent.append(command))
    assert asyncio.run(play(False)) == [[[], [200]], [[], [200], [200]]]
    assert asyncio.run(play(True)) == [[[], [200]], [[], [200], [200], []],
                                       [[], [200], [200], []]]


def _sent_by_widget(monkeypatch: pytest.MonkeyPatch,
                    states: list[dict[str, Any]] | None = None) -> list[tuple[str, Any]]:
    """(widget's first CSS class or type, message method) for every message a widget sends;
    (the panel's status updates also go to ``states``)."""
    sent: list[tuple[str, Any]] = []
    send = ipywidgets.Widget._send

    def counted(widget: Any, msg: dict[str, Any], buffers: Any = None) -> None:
        name = (getattr(widget, "_dom_classes", ()) or (type(widget).__name__,))[0]
        sent.append((name, msg.get("method")))
        if states is not None and name == "polislab-status":
            states.append(msg["state"])
        send(widget, msg, buffers)

    monkeypatch.setattr(ipywidgets.Widget, "_send", counted)
    return sent


def test_a_click_sends_the_board_first_and_the_panel_a_moment_later(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    async def play() -> tuple[list[Any], list[Any], PlayView]:
        view = PlayView(START)
        sent = _sent_by_widget(monkeypatch)
        view.click("d2")
        view.click("d3")
        at_once = list(sent)
        assert "Blue (diamonds) to move" in view._status.value  # Python sees it at once
        await asyncio.sleep(PANEL_DELAY + 0.05)
        return at_once, sent, view

    at_once, sent, view = asyncio.run(play())
    # the two redraws (the move's with only its animation's first frame), nothing else
    assert at_once == [("_CanvasManager", "custom")] * 2
    later = [entry for entry in sent[2:] if entry != ("_CanvasManager", "custom")]
    # then the rest of the animation, and each changed panel widget once, with the values of
    # the end of both clicks
    assert len(sent) - len(later) == 3
    assert sorted(name for name, _ in later) == sorted(
        ["polislab-status", "polislab-message", "polislab-events", "polislab-undo",
         "polislab-move-entry", "Access"])  # Access: the board's words for screen readers
    assert all(method == "update" for _, method in later)
    assert "d2-d3" in view._events.value


def test_without_an_event_loop_the_panel_is_sent_at_once(
    view: PlayView, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent = _sent_by_widget(monkeypatch)
    view.click("d2")
    # the board, its name and description, the message shown and then said
    assert sent == [("_CanvasManager", "custom"), ("Access", "update"),
                    ("polislab-message", "update"), ("Access", "update")]


def test_the_panel_shows_the_learners_move_before_the_computer_thinks(
    monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    status: list[dict[str, Any]] = []

    def opponent(state: hopping.Position) -> Any:
        seen.append(status[-1]["value"] if status else "")  # what the page was last sent
        return RandomPlayer(seed=1)(state)

    async def play() -> None:
        view = PlayView(START, opponent=opponent)
        _sent_by_widget(monkeypatch, status)
        view.click("d2")
        view.click("d3")
        await asyncio.sleep(PANEL_DELAY + 0.05)

    asyncio.run(play())
    assert "the computer&#x27;s turn" in seen[0]
    assert "your turn" in status[-1]["value"]


def test_repr_is_stable_and_the_bundle_carries_a_static_board(view: PlayView) -> None:
    assert repr(view) == "PlayView(Hopping Polis: Red to move)"
    view.play("d2-d3")
    assert repr(view) == "PlayView(Hopping Polis: Blue to move)"
    bundle = view._repr_mimebundle_()
    assert bundle["text/plain"] == repr(view)
    assert "0x" not in bundle["text/plain"]
    assert bundle["image/svg+xml"].startswith("<svg")
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_the_view_is_accessible_in_words(view: PlayView) -> None:
    view.play("d2-d3")
    description = view.board.access.description
    assert "Last move d2-d3" in description and "hopped" in description
    assert "round" in description and "diamonds" in description  # shapes, not colour alone
    assert view.board.access.label == view.board.scene.title  # the board's accessible name
    assert "to move" in view.board.access.label
    for button in (view._undo, view._redo, view._new, view._play_button):
        assert button.description and button.tooltip


# -- nothing here is specific to hopping Polis -------------------------------------------------
class Row:
    """A toy game: two sides take turns putting a stone on an empty square of a row of five."""

    game_name = "toy-row"

    def __init__(self, stones: dict[str, str] | None = None) -> None:
        self.stones = dict(stones or {})

    @property
    def to_move(self) -> str:
        return "north" if len(self.stones) % 2 == 0 else "south"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Row) and self.stones == other.stones

    __hash__ = None  # type: ignore[assignment]


SQUARES = [f"s{i}" for i in range(1, 6)]


class RowGame(Declarations):  # (declares nothing but the defaults: no ai module, no points)
    name, title = "toy-row", "Toy row"
    interface = "toy_row_ui"  # the module holding its INTERFACE

    def initial_state(self, **options: Any) -> Row:
        return Row()

    def legal_actions(self, state: Row) -> list[str]:
        return [] if self.is_over(state) else [s for s in SQUARES if s not in state.stones]

    def parse_action(self, state: Row, text: str) -> str:
        return text.strip()

    def apply(self, state: Row, action: str) -> tuple[Row, list[Event]]:
        if action not in self.legal_actions(state):
            raise IllegalAction("Toy §1", f"{action} is taken")
        side = state.to_move
        return Row({**state.stones, action: side}), [Event("place", f"{side} took {action}",
                                                           "Toy §1")]

    def seats(self, state: Row) -> tuple[str, ...]:
        return ()  # the game does not say: PlayView finds its opponent by the protocol alone

    def to_move(self, state: Row) -> str | None:
        return None if self.is_over(state) else state.to_move

    def is_over(self, state: Row) -> bool:
        return len(state.stones) == len(SQUARES)

    def winner(self, state: Row) -> str | None:
        return state.stones.get("s3") if self.is_over(state) else None

    def to_json(self, state: Row) -> dict[str, Any]:
        return {"stones": state.stones}

    def from_json(self, data: dict[str, Any]) -> Row:
        return Row(data["stones"])


class RowInterface(BaseInterface):
    """The toy row's interface: only what the base class leaves to a game."""

    def scene(self, state: Row, marks: Any = None, size: float = 40, *, flipped: bool = False,
              status: bool = True, show_all: bool = False, seen_by: str | None = None) -> Scene:
        scene = Scene(5 * size, size, title=f"Toy row: {state.to_move} to move",
                      description=f"Stones: {state.stones}")
        for i, square in enumerate(SQUARES):
            scene.regions[square] = (i * size, 0, size, size)
            scene.add("board", Rect(i * size, 0, size, size, "#eee", "#333"))
            if square in state.stones:
                color = "#000" if state.stones[square] == "north" else "#fff"
                scene.add("pieces", Circle((i + 0.5) * size, size / 2, size / 3, color, "#333"))
        return scene

    def action_paths(self, state: Row, action: str) -> list[tuple[str, ...]]:
        return [(action,)]

    def explain_click(self, state: Row, path: Sequence[str]) -> str:
        return f"{path[-1]} is taken (Toy §1)."


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    # Registered for this test only: a later test's game_names() lists the real games alone.
    monkeypatch.setitem(protocol._REGISTRY, "toy-row", RowGame())
    module = types.ModuleType("toy_row_ui")
    module.INTERFACE = RowInterface()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "toy_row_ui", module)
    return module


def test_any_registered_game_with_an_interface_can_be_played(toy: types.ModuleType) -> None:
    view = PlayView(Row(), opponent=RandomPlayer(seed=4))
    assert view.opponent_side == "south"  # found by the protocol alone (no `players`)
    assert repr(view) == "PlayView(Toy row: north to move)"
    view.click("s3")  # a one-click action
    assert view.state.stones["s3"] == "north" and len(view.state.stones) == 2
    taken = next(s for s, side in view.state.stones.items() if side == "south")
    view.click(taken)
    assert view.message == f"{taken} is taken (Toy §1)."
    assert "North to move" in view._status.value and "north took s3" in view._events.value
    view.state = Row({"s1": "north", "s2": "south", "s3": "north", "s4": "south"})
    view.click("s5")
    assert "The game is over. North wins: you win!" in view._status.value


def test_animation_can_be_turned_off() -> None:
    sleeps: list[int] = []
    view = PlayView(START)
    view.board.canvas.sleep = sleeps.append  # type: ignore[method-assign]
    view.play("c2-c3")  # b2 and d2 hop: two arrows, drawn one by one
    assert sleeps
    sleeps.clear()
    view.animate = False
    view.play("a7-a6")
    view.play("e2-e3")
    assert not sleeps


# -- every seat a person or a computer (issue 15) ---------------------------------------------

def test_levels_come_from_the_games_ai_module_or_fall_back_to_random(monkeypatch) -> None:
    from polislab.core import players
    from polislab.games.hopping import ai

    assert list(players.levels("hopping")) == list(ai.LEVELS) == ["random", "greedy", "search"]
    monkeypatch.delattr(ai, "LEVELS")  # an ai module without LEVELS (hegemony's, today)
    assert players.levels("hopping") == {"random": players.RandomPlayer}
    with pytest.raises(KeyError, match="no game named"):
        players.levels("chess")


def test_opponents_take_level_names_or_callables_for_any_seat() -> None:
    view = PlayView(START, opponents={"blue": "greedy"})
    assert view.opponent_side == "blue" and type(view.opponent).__name__ == "GreedyPlayer"
    assert view._pickers["blue"].value == "greedy" and view._pickers["red"].value == "human"
    view.play("d2-d3")
    assert len(view.timeline) == 2  # the computer replied for blue
    assert "the computer&#x27;s reply" in view._events.value
    with pytest.raises(ValueError, match="no computer level 'grandmaster'"):
        PlayView(START, opponents={"blue": "grandmaster"})
    with pytest.raises(ValueError, match="chance is \"random\", None or a callable"):
        PlayView(START, chance="strong")  # a level is a seat's, not chance's
    with pytest.raises(ValueError, match="no seat 'green'"):
        PlayView(START, opponents={"green": "random"})


def test_the_level_picker_changes_a_seat_while_playing() -> None:
    view = PlayView(START)
    view._pickers["red"].value = "random"  # red is to move: the computer plays it at once
    assert view.opponents.keys() == {"red"} and len(view.timeline) == 1
    view._pickers["red"].value = "human"
    assert view.opponents == {} and view.opponent is None


def test_computers_play_each_other_one_move_per_press() -> None:
    view = PlayView(START, opponents={"red": RandomPlayer(seed=1), "blue": "random"})
    assert len(view.timeline) == 0 and view._watch.layout.display == "flex"
    assert view.computer_moves() == 1 and view.computer_moves() == 1
    assert len(view.timeline) == 2
    assert view._pickers["red"].value == "given"  # a player of no level's kind
    from polislab.games.hopping import ai
    assert PlayView(START, ai.player("greedy", seed=1))._pickers["blue"].value == "greedy"


def test_script_mode_hides_what_does_not_work() -> None:
    view = PlayView(START)
    assert view._play_row.layout.display == view._entry_row.layout.display == "flex"
    view.interactive = False
    assert view._play_row.layout.display == view._entry_row.layout.display == "none"
    assert view._seats.layout.display == "none"


def test_the_board_fits_its_box_and_draws_at_twice_the_density() -> None:
    view = PlayView(START)
    board = view.board
    width, height = board.display_size
    assert width <= 840 and height <= 580 and (height == 580 or width == 840)
    assert board.canvas.layout.width == f"{width}px" and board.canvas.layout.max_width == "100%"
    assert board.canvas.width == round(board.scene.width * board.pixel_ratio) >= 2 * width - 1
    assert board.smallest_text * board.display_scale >= 12  # the hopping board reads at 1366
    x, y = board.center_of("d2")  # the browser reports canvas pixels: a click still lands
    board._on_mouse_down(x * board.pixel_ratio, y * board.pixel_ratio)
    assert view.selection == ("d2",)


# -- the teacher's walkthrough and the learn-to-play review (issue 33) -----------------------------
def test_a_click_on_a_scripted_board_is_said_aloud_every_time(view: PlayView) -> None:
    """Friction 9: the panel showed why a scripted board waits, but nothing was said."""
    said: list[str] = []
    view.board.access.observe(lambda _c: said.append(view.board.access.said), names="said_id")
    view.interactive = False
    view.script_message = "This board follows the teacher."
    view.click("d2")
    view.click("d2")  # the same words again are said again
    assert said == ["This board follows the teacher."] * 2 and view.message == said[-1]


def test_share_opens_at_the_top_of_the_panel_beside_the_board(view: PlayView) -> None:
    """Friction 7: the Share box opened under the board and its Keys, off screen."""
    assert view.share is not None and view.panel.children[0] is view.share
    assert view.share not in view.children
    button = view._play_row.children[-1]
    assert button.description == "Share"
    button.click()
    assert view.share.shown and button.description == "Close Share"
    button.click()
    assert not view.share.shown and button.description == "Share"


def test_the_status_line_names_the_game_and_counts_no_moves(view: PlayView) -> None:
    """X1: "<game>, move N" counted nothing a learner can relate to."""
    for move in ("d2-d3", "d7-d6"):
        view.play(move)
        assert "move " not in view._status.value
        assert "<small>Polis (the chariot race)</small>" in view._status.value


@pytest.mark.parametrize("markdown, shown", [
    ("<script>alert(1)</script>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"),
    ('**"bold"** and *it*', "<p><strong>&quot;bold&quot;</strong> and <em>it</em></p>"),
    ("see [the page](javascript:alert(1))", "<p>see the page</p>"),
    ("a `<b>` tag", "<p>a <code>&lt;b&gt;</code> tag</p>"),
    ("First:\n1. one\n2. two\n\nAfter.", "<p>First:</p><ol><li>one</li><li>two</li></ol>"
                                          "<p>After.</p>"),
    ("- a long\n  item\n- b", "<ul><li>a long item</li><li>b</li></ul>"),
    ("2 * 3 * 4 and snake_case_name", "<p>2 * 3 * 4 and snake_case_name</p>"),
    ("### A heading", "<p>A heading</p>"),
])
def test_a_rules_section_s_markdown_is_safe_html(markdown: str, shown: str) -> None:
    from polislab.widgets.event_log import markdown_html

    assert markdown_html(markdown) == shown
