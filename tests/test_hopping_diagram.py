"""Diagrams of hopping Polis: the text contract of polislab/games/hopping/diagram.py.

The contract: 8 lines, rank 8 first, each of 8 white-space separated cells ``BD``, ``BC``,
``RD``, ``RC`` or ``.``; the seed's own form (tab-separated, empty cells for empty squares)
reads too. Errors are :class:`ScenarioError` with the 1-based line and column of the fault.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polislab import ScenarioError
from polislab.games import hopping
from polislab.games.hopping import Piece, Position

EMPTY_ROW = ".  .  .  .  .  .  .  ."
TOKEN_OF = {("red", "dog"): "RD", ("red", "chariot"): "RC",
            ("blue", "dog"): "BD", ("blue", "chariot"): "BC"}
PIECE_OF = {token: Piece(color, kind) for (color, kind), token in TOKEN_OF.items()}
SQUARES = [f"{f}{r}" for r in range(1, 9) for f in "abcdefgh"]


def _diagram(*rows: str) -> str:
    return "\n".join(rows)


def _read(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        Position.from_diagram(text)
    return info.value


# -- the contract -----------------------------------------------------------------------------
def test_the_start_is_written_as_8_lines_of_8_cells_rank_8_first():
    text = Position.start().to_diagram()
    lines = text.splitlines()
    assert len(lines) == 8
    for line in lines:
        cells = line.split()
        assert len(cells) == 8
        assert set(cells) <= {"BD", "BC", "RD", "RC", "."}
    # Seed 002 §Starting Position: Blue's chariot top-left, Red's bottom-right; Blue fills the
    # top two rows and Red the bottom two. Rank 8 is the top row, written first.
    assert lines[0].split() == ["BC"] + ["BD"] * 7
    assert lines[1].split() == ["BD"] * 8
    assert all(line.split() == ["."] * 8 for line in lines[2:6])
    assert lines[6].split() == ["RD"] * 8
    assert lines[7].split() == ["RD"] * 7 + ["RC"]


def test_rank_8_first_and_file_a_first_map_cells_to_squares():
    text = _diagram(
        "BC .  .  .  .  .  .  RD",  # rank 8: a8 BC, h8 RD
        EMPTY_ROW, EMPTY_ROW,
        ".  .  .  BD .  .  .  .",  # rank 5: d5
        EMPTY_ROW, EMPTY_ROW, EMPTY_ROW,
        "RD .  .  .  .  .  .  RC",  # rank 1: a1 RD, h1 RC
    )
    pos = Position.from_diagram(text)
    assert pos.pieces() == {
        "a1": Piece("red", "dog"), "h1": Piece("red", "chariot"), "d5": Piece("blue", "dog"),
        "a8": Piece("blue", "chariot"), "h8": Piece("red", "dog"),
    }


def test_any_run_of_spaces_separates_cells():
    # (A line holding a tab is read in the seed's tab form, where tabs separate cells.)
    text = _diagram(
        "BC   BD BD BD  BD BD BD BD",
        *["BD BD BD BD BD BD BD BD", *[EMPTY_ROW] * 4],
        "RD RD RD RD RD RD RD RD",
        "  RD RD RD RD RD RD RD RC  ",
    )
    assert Position.from_diagram(text) == Position.start()


def test_the_seeds_tab_separated_form_with_empty_cells_reads():
    # Seed 002 writes diagrams with tabs and leaves empty squares as empty cells.
    text = _diagram(
        "BC\tBD\tBD\tBD\tBD\tBD\tBD\tBD",
        "BD\tBD\tBD\t\tBD\tBD\tBD\t",  # d7 and h7 empty
        "\t\t\t\t\t\t\tBD",  # h6
        "\t\t\tRD\t\t\t\t",  # d5
        "\t\tBD\t\t\t\t\t",  # c4
        "RD\t\t\t\t\t\t\t",  # a3
        "RD\tRD\tRD\tRD\tRD\tRD\tRD\tRD",
        "RD\tRD\tRD\tRD\t\tRD\t\tRC",  # e1 and g1 empty
    )
    pos = Position.from_diagram(text)
    assert pos.piece_at("h6") == Piece("blue", "dog")
    assert pos.piece_at("h7") is None
    assert pos.piece_at("d7") is None
    assert pos.piece_at("e1") is None
    assert pos.piece_at("d5") == Piece("red", "dog")
    assert pos.piece_at("c4") == Piece("blue", "dog")
    assert pos.piece_at("a3") == Piece("red", "dog")
    assert pos.piece_at("g1") is None
    assert pos.count("blue", "dog") == pos.count("red", "dog") == 15
    assert pos.piece_at("a8") == Piece("blue", "chariot")
    assert pos.piece_at("h1") == Piece("red", "chariot")


def test_regression_a_tab_separated_row_of_empty_cells_reads_as_an_empty_rank():
    # BUG (games/hopping/diagram.py, parse): a rank with no pieces, written in the seed's tab
    # form, is 8 empty cells, i.e. 7 tabs. parse() drops every line whose .strip() is empty,
    # so these rows vanish and the start position in the seed's form is refused with
    # "a diagram has 8 rows (rank 8 first); this one has 4".
    text = _diagram(
        "BC\tBD\tBD\tBD\tBD\tBD\tBD\tBD",
        "BD\tBD\tBD\tBD\tBD\tBD\tBD\tBD",
        *["\t" * 7] * 4,
        "RD\tRD\tRD\tRD\tRD\tRD\tRD\tRD",
        "RD\tRD\tRD\tRD\tRD\tRD\tRD\tRC",
    )
    assert Position.from_diagram(text) == Position.start()


# -- errors, with their line and column -------------------------------------------------------
def test_too_few_rows_is_refused_saying_how_many():
    err = _read(_diagram(*Position.start().to_diagram().splitlines()[:7]))
    assert "7" in err.reason
    assert "8" in err.reason


def test_a_ninth_row_is_pointed_at():
    rows = [*Position.start().to_diagram().splitlines(), EMPTY_ROW]
    assert _read(_diagram(*rows)).line == 9


def test_blank_lines_count_in_line_numbers():
    rows = ["", *Position.start().to_diagram().splitlines(), EMPTY_ROW]
    assert _read(_diagram(*rows)).line == 10


def test_a_row_with_too_few_cells_points_past_its_end():
    short = ". . . . . . ."  # 7 cells, 13 characters
    text = _diagram(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, short, *[EMPTY_ROW] * 4)
    err = _read(text)
    assert (err.line, err.column) == (4, 14)
    assert "7" in err.reason


def test_a_row_with_too_many_cells_points_at_the_first_extra_cell():
    long = ". . . . . . . . RD"  # the ninth cell starts at column 17
    text = _diagram(*[EMPTY_ROW] * 4, long, *[EMPTY_ROW] * 3)
    err = _read(text)
    assert (err.line, err.column) == (5, 17)
    assert "9" in err.reason


def test_an_unknown_token_is_pointed_at():
    text = _diagram(EMPTY_ROW, EMPTY_ROW, "RD .  XX .  .  .  .  .", *[EMPTY_ROW] * 5)
    err = _read(text)
    assert (err.line, err.column) == (3, 7)
    assert "XX" in err.reason


def test_an_unknown_token_in_the_tab_form_is_pointed_at():
    # "RD", tab, empty cell, tab, then "RX" at character 5.
    text = _diagram("RD\t\tRX\t\t\t\t\t", *[EMPTY_ROW] * 7)
    err = _read(text)
    assert (err.line, err.column) == (1, 5)
    assert "RX" in err.reason


@pytest.mark.parametrize("token", ["R", "RDD", "K", "0", "BCX", "rb"])
def test_tokens_other_than_the_five_are_refused(token):
    err = _read(_diagram(*[EMPTY_ROW] * 7, f".  {token} .  .  .  .  .  ."))
    assert (err.line, err.column) == (8, 4)


def test_a_sixteenth_red_dog_is_pointed_at():
    full = "RD RD RD RD RD RD RD RD"
    err = _read(_diagram(full, full, *[EMPTY_ROW] * 6))
    # Reading rank 8 first, the sixteenth Red dog is the last cell of line 2, at column 22.
    assert (err.line, err.column) == (2, 22)
    assert "15" in err.reason


def test_a_sixteenth_blue_dog_is_pointed_at():
    full = "BD BD BD BD BD BD BD BD"
    err = _read(_diagram(*[EMPTY_ROW] * 5, full, ".  BD BD BD BD BD BD BD", full))
    # Line 6 holds 8 Blue dogs and line 7 seven more: the sixteenth is line 8, column 1.
    assert (err.line, err.column) == (8, 1)
    assert "15" in err.reason


def test_fifteen_dogs_a_side_with_their_chariots_are_allowed():
    pos = Position.start()
    assert pos.count("red", "dog") == pos.count("blue", "dog") == 15


def test_a_second_red_chariot_is_pointed_at():
    text = _diagram(
        EMPTY_ROW, ".  RC .  .  .  .  .  .", *[EMPTY_ROW] * 3,
        ".  .  .  .  .  .  RC .", EMPTY_ROW, EMPTY_ROW,
    )
    err = _read(text)
    assert (err.line, err.column) == (6, 19)


def test_a_second_blue_chariot_is_pointed_at():
    text = _diagram(*[EMPTY_ROW] * 3, "BC .  .  .  .  .  .  BC", *[EMPTY_ROW] * 4)
    err = _read(text)
    assert (err.line, err.column) == (4, 22)


@pytest.mark.parametrize("to_move", ["green", "", "RED ", None, "white"])
def test_to_move_other_than_red_or_blue_is_refused(to_move):
    with pytest.raises(ScenarioError, match="to_move"):
        Position.from_diagram(Position.start().to_diagram(), to_move=to_move)


@pytest.mark.parametrize("to_move", ["red", "blue"])
def test_to_move_red_or_blue_is_who_moves(to_move):
    assert Position.from_diagram(Position.start().to_diagram(), to_move=to_move).to_move == to_move


def test_a_diagram_must_be_text():
    with pytest.raises(ScenarioError):
        Position.from_diagram(["BC BD"])  # type: ignore[arg-type]


# -- round trips over random boards -----------------------------------------------------------
@st.composite
def boards(draw: st.DrawFn, every_rank: bool = False) -> dict[str, str]:
    """A board within the piece limits (square -> token); ``every_rank``: no rank is empty."""
    board: dict[str, str] = {}
    if every_rank:
        for rank in "12345678":
            board[draw(st.sampled_from("abcdefgh")) + rank] = draw(st.sampled_from(["RD", "BD"]))
    free = [square for square in SQUARES if square not in board]
    order = draw(st.permutations(free))
    used = Counter(board.values())
    counts = {
        "RD": draw(st.integers(0, 15 - used["RD"])), "BD": draw(st.integers(0, 15 - used["BD"])),
        "RC": draw(st.integers(0, 1)), "BC": draw(st.integers(0, 1)),
    }
    tokens = [token for token, n in counts.items() for _ in range(n)]
    board.update(zip(order, tokens, strict=False))
    # A reachable position never has both chariots on their goal rows (seed 002 §How to Win).
    if any(s[1] == "8" for s, t in board.items() if t == "RC"):
        board = {s: t for s, t in board.items() if not (t == "BC" and s[1] == "1")}
    return board


def _write(board: dict[str, str], sep: str, empty: str) -> str:
    rows = []
    for rank in "87654321":
        rows.append(sep.join(board.get(f"{f}{rank}", empty) for f in "abcdefgh"))
    return "\n".join(rows)


@settings(max_examples=60, derandomize=True, deadline=None)
@given(boards())
def test_space_separated_diagrams_read_back_their_pieces(board):
    pos = Position.from_diagram(_write(board, " ", "."))
    assert pos.pieces() == {s: PIECE_OF[t] for s, t in board.items()}
    again = Position.from_diagram(pos.to_diagram())
    assert again.to_diagram() == pos.to_diagram()
    assert again.pieces() == pos.pieces()


@settings(max_examples=60, derandomize=True, deadline=None)
@given(boards(every_rank=True))
def test_tab_separated_diagrams_read_back_their_pieces(board):
    # Every rank holds a piece here: an all-empty tab row is the bug tested above.
    pos = Position.from_diagram(_write(board, "\t", ""))
    assert pos.pieces() == {s: PIECE_OF[t] for s, t in board.items()}
    assert Position.from_diagram(pos.to_diagram()).pieces() == pos.pieces()


def test_the_tokens_table_is_the_contracts():
    assert set(hopping.TOKENS) == {"BD", "BC", "RD", "RC", "."}
