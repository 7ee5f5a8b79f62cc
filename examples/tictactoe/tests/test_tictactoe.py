"""The example game's own tests: each rule clause of its rule text (``rules.md``), named by its
section, and what the registry-driven suite cannot know (its tutorials are what
tutorials/build.py writes). Everything else (saves, bad input, the interface, the widgets, the
computer levels) is checked by the library's registry-driven tests, which pick the game up
from its one registry line in tests/conftest.py."""

from __future__ import annotations

import json

import pytest

from examples.tictactoe import position, start, tutorial_names
from examples.tictactoe.ai import LEVELS
from examples.tictactoe.citations import DRAW, TURNS, WINNING
from examples.tictactoe.tutorials import build
from polislab.core.errors import IllegalAction, NoScore, ScenarioError


def test_the_board_starts_with_nine_empty_squares() -> None:
    # Tic-tac-toe rules §The Board: "a grid of three by three squares, empty at the start"
    state = start()
    assert len(state.legal_actions()) == 9 and state.cells == "." * 9


def test_the_players_take_turns_x_first_by_ruling_tt1() -> None:
    # §Taking Turns: "The players take turns"; who begins is ruling TT1 (X, or first="o")
    assert start().to_move == "x" and start().play("b2").to_move == "o"
    assert start(first="o").to_move == "o"


def test_a_square_that_holds_a_mark_is_never_written_in_again() -> None:
    # §Taking Turns: "A square that holds a mark is never written in again"
    state = start().play("b2")
    with pytest.raises(IllegalAction) as info:
        state.play("b2")
    assert info.value.rule == TURNS and "already holds X" in info.value.reason


def test_a_player_may_not_pass() -> None:
    # §Taking Turns: "a player may not pass": there is no pass action to read
    with pytest.raises(ScenarioError, match="not a square"):
        start().play("pass")


@pytest.mark.parametrize("moves", [("a3", "a1", "b3", "b1", "c3"),  # across
                                   ("a3", "b3", "a2", "b2", "a1"),  # down
                                   ("c3", "a3", "b2", "b3", "a1")])  # diagonally
def test_three_in_a_row_wins_and_ends_the_game(moves: tuple[str, ...]) -> None:
    # §Winning: "three marks in a row (across, down or diagonally) wins, and the game ends"
    state = start().play(*moves)
    assert state.winner == "x" and state.is_over and state.legal_actions() == []
    assert state.events[-1].rule == WINNING
    with pytest.raises(IllegalAction):
        state.play("c1")


def test_a_full_board_without_a_row_is_a_draw() -> None:
    # §A Draw: "all nine squares are filled and nobody has three in a row"
    state = start().play("a3", "b3", "c3", "b2", "a2", "c2", "b1", "a1", "c1")
    assert state.is_over and state.winner is None and state.events[-1].rule == DRAW


def test_a_board_no_game_reaches_is_refused_naming_the_rule() -> None:
    with pytest.raises(ScenarioError, match="as many marks as O or one more"):
        position("xxx/x../...")


def test_the_game_keeps_no_points() -> None:
    with pytest.raises(NoScore, match="keeps no points"):
        start().score()


def test_the_perfect_level_never_loses_to_random() -> None:
    for seed in range(6):
        seats = {"x": LEVELS["random"](seed=seed), "o": LEVELS["perfect"](seed=seed)}
        state = start()
        while not state.is_over:
            state = state.play(seats[str(state.to_move)](state))
        assert state.winner != "x", seed


def test_the_stored_tutorials_are_what_the_build_script_writes() -> None:
    files = build.tutorial_files(build.SCENARIOS, build.ABOUT)
    assert list(build.SCENARIOS) == tutorial_names()
    for name, text in files.items():
        assert json.loads((build.FOLDER / name).read_text("utf-8")) == json.loads(text), name
