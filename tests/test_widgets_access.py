"""Keyboard and screen reader, without a browser (issue 25): the board's name and description,
its keys (Tab is never taken: tests/browser/test_keyboard.py), and the one live region of
each widget that says the learner's move, the computer's reply, the cursor's place, each
verdict. The browser tests check the same in JupyterLab with the keyboard alone."""

from __future__ import annotations

from typing import Any

import pytest

from polislab.core import game_names
from polislab.core.declarations import game_package
from polislab.core.players import RandomPlayer
from polislab.games import hopping
from polislab.widgets import Exercise, PlayView, Question
from polislab.widgets.access import Access
from polislab.widgets.board_view import KEYS

START = hopping.Position.start()


class Said:
    """Every announcement of an Access widget, in order."""

    def __init__(self, access: Access) -> None:
        self.texts: list[str] = []
        access.observe(lambda _c: self.texts.append(access.said), names="said_id")


def press(view: PlayView, *keys: str) -> None:
    """Keys as the page sends them (through the board's Access widget)."""
    access = view.board.access
    for key in keys:
        access._on_message(access, {"event": "key", "key": key, "shift": False}, [])


def test_the_cursor_reads_its_square_and_enter_plays() -> None:
    view = PlayView(START)
    said = Said(view.board.access)
    press(view, "ArrowDown", "ArrowDown", "ArrowDown")  # d4, d3, d2
    assert said.texts[-1] == "d2: Red (round pieces) dog."
    press(view, "Enter")
    assert "Selected d2" in said.texts[-1]
    press(view, "ArrowUp")
    assert said.texts[-1].startswith("d3: empty") and "A move can go here" in said.texts[-1]
    press(view, "Enter")
    assert str(view.state.last_move) == "d2-d3"
    assert "played d2-d3" in said.texts[-1] and "Blue (diamonds) to move" in said.texts[-1]


def test_the_learner_s_move_and_the_computer_s_reply_are_said_together() -> None:
    view = PlayView(START, opponent=RandomPlayer(seed=3))
    said = Said(view.board.access)
    view.play("d2-d3")
    reply = str(view.timeline.actions[1])
    assert len(said.texts) == 1  # one announcement, both moves
    text = said.texts[0]
    assert "d2-d3 (your move)" in text and f"{reply} (the computer's reply)" in text
    assert text.index("d2-d3") < text.index(reply)
    press(view, "l")
    assert reply in said.texts[-1]  # L: the last move


def test_d_t_s_and_question_mark_read_more() -> None:
    view = PlayView(START)
    said = Said(view.board.access)
    press(view, "d")
    assert said.texts[-1] == view.board.scene.description
    press(view, "t")
    assert said.texts[-1] == view.board.scene.title == view.board.access.label
    press(view, "s")
    assert said.texts[-1] == "No cursor."
    press(view, "?")
    assert all(key in said.texts[-1] for key, _ in KEYS)
    assert [list(k) for k in KEYS] == view.board.access.key_list  # the list shown under the board


def test_a_refused_click_is_said_and_script_mode_stays_quiet() -> None:
    view = PlayView(START)
    said = Said(view.board.access)
    view.click("a8")  # a Blue piece, Red to move
    assert said.texts and said.texts[-1] == view.message
    view.interactive = False
    count = len(said.texts)
    view.play("d2-d3")  # a script plays: the tutorial's narration speaks, not the board
    assert len(said.texts) == count


@pytest.mark.parametrize("name", game_names())
def test_every_game_s_board_has_a_cursor_that_reads_places(name: str) -> None:
    view = PlayView(game_package(name).start(seed=3))
    said = Said(view.board.access)
    press(view, "ArrowRight")
    first = view.board.cursor
    assert first in view.board.scene.regions and said.texts[-1].startswith(first)
    places = {first}
    for key in ["ArrowRight", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowUp"]:
        press(view, key)
        places.add(view.board.cursor)
    assert len(places) >= 3  # the arrows move between places
    assert any(s.__class__.__name__ == "Rect" for s in view.board.scene.layers["marks"])


def test_an_exercise_says_its_verdict_in_its_own_live_region() -> None:
    def goal(before: Any, after: Any) -> tuple[bool, str]:
        return (after.last_move is not None and str(after.last_move) == "d2-d3", "d2-d3 wanted")

    exercise = Exercise(START, "Move the dog on d2 forward.", goal, hint="The d file.")
    said = Said(exercise.access)
    exercise.view.play("e2-e3")
    assert said.texts[-1].startswith("Not yet: d2-d3 wanted")
    exercise.view.undo()
    exercise.view.play("d2-d3")
    assert said.texts[-1].startswith("Right:")
    exercise.show_hint()
    assert said.texts[-1] == "Hint: The d file."
    assert 'role="status"' not in exercise.feedback.value  # no region made with its text


def test_a_question_says_its_verdict() -> None:
    question = Question("Two and two?", lambda text: (text.strip() == "4", "four"))
    said = Said(question.access)
    question.entry.value = "5"
    question._press_check()
    question.entry.value = "4"
    question._press_check()
    assert said.texts == ["Not yet: four", "Right: four"]


def test_a_malformed_key_message_is_ignored() -> None:
    view = PlayView(START)
    for message in (None, [], {"event": "key"}, {"event": "key", "key": 5},
                    {"event": "key", "key": "x" * 50}):
        view.board.access._on_message(view.board.access, message, [])
    assert view.board.cursor == "" and view.state is START


def test_a_key_added_to_the_board_is_listed_said_and_pressed() -> None:
    view = PlayView(START)
    pressed: list[str] = []
    view.board.add_key("Y", "try it yourself", lambda: pressed.append("y"))
    said = Said(view.board.access)
    press(view, "y", "Y")
    assert pressed == ["y", "y"]
    assert view.board.access.key_list[-2:] == [["Y", "try it yourself"], ["?", KEYS[-1][1]]]
    press(view, "?")
    assert "Y: try it yourself" in said.texts[-1]
    for taken in ("S", "d", "?", "Enter", "yy"):  # the board's own keys, or not a letter
        with pytest.raises(ValueError, match="a letter the board does not use"):
            view.board.add_key(taken, "x", lambda: None)
