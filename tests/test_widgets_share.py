"""Share from the back row (issue 35): the Share box's "Show the class" button carries what the
full-screen view shows (the QR code at any size, the moment in words, the code), and each
opening of the box asks the page to scroll it into view. What the page does with them is
tested in a real browser (tests/browser/test_classroom.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from polislab.classroom import read_moment
from polislab.games import hegemony, hopping
from polislab.widgets import PlayView, TutorialPlayer
from polislab.widgets.classroom import qr_svg_any_size


def test_show_the_class_has_the_qr_code_the_words_and_the_code_of_the_moment() -> None:
    player = TutorialPlayer(hegemony.tutorial("sieges"))
    player.goto(2)
    player.share.toggle()
    show = player.share.show_the_class
    assert show.code == player.share.code.value
    assert show.words == "Sieges: one won, one lost, step 3 of 7"
    # Sized by the page: a viewBox, no width or height of its own.
    assert re.match(r'<svg viewBox="0 0 \d+ \d+"', show.qr), show.qr[:80]
    assert "width=" not in show.qr.split(">", 1)[0]
    assert show.layout.display is None  # shown


def test_show_the_class_follows_the_moment_each_time_share_opens() -> None:
    player = TutorialPlayer(hegemony.tutorial("sieges"))
    player.share.toggle()
    first = player.share.show_the_class.code
    player.share.toggle()
    player.goto(4)
    player.share.toggle()
    assert player.share.show_the_class.code != first
    assert read_moment(player.share.show_the_class.code).step == 4


def test_a_game_in_a_play_view_is_shown_in_words_too() -> None:
    view = PlayView(hopping.start())
    assert view.share is not None
    view.share.toggle()
    assert view.share.show_the_class.words == "A game of Polis (the chariot race)"


def test_each_opening_asks_the_page_to_scroll_the_box_into_view() -> None:
    player = TutorialPlayer(hegemony.tutorial("sieges"))
    player.share.toggle()
    first = player.share.show_the_class.opened_at
    assert first > 0
    player.share.toggle()  # closing asks nothing
    assert player.share.show_the_class.opened_at == first
    player.share.toggle()
    assert player.share.show_the_class.opened_at > first


def test_too_long_for_a_qr_code_is_none_at_any_size_too() -> None:
    assert qr_svg_any_size("x" * 1500) is None


def test_a_moment_too_long_for_a_qr_code_has_no_show_the_class() -> None:
    """A scenario of one's own travels whole in its code (a ready-made tutorial by its name
    alone): a retitled Hegemony tutorial is too long to scan, so the box says to copy the
    code, and offers no QR code to show the class."""
    mine = replace(hegemony.tutorial("sieges"), title="Sieges, my way")
    player = TutorialPlayer(mine)
    assert player.share is not None
    player.share.toggle()
    assert len(player.share.code.value) > 1500  # a version-25 QR code holds 1,451 letters
    assert "too long for a QR code" in player.share._qr.value
    assert player.share.show_the_class.layout.display == "none"
    assert player.share.show_the_class.qr == ""


def test_open_moment_alone_in_a_fresh_kernel_shows_a_damaged_codes_sentence_alone() -> None:
    """docs/teaching.md's cell for a learner, in a kernel where nothing else of polislab was
    imported (the walkthrough's friction 8, still there after the handler came with
    polislab.widgets): the cell fails with the sentence, no traceback through moment.py."""
    import nbformat
    from nbclient import NotebookClient

    code = "from polislab.classroom import open_moment\nopen_moment('PL1-ABCDE-FGHIJ')"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    NotebookClient(notebook, timeout=60, kernel_name="python3", allow_errors=True).execute()
    [error] = notebook.cells[0].outputs
    assert error["output_type"] == "error" and error["ename"] == "ScenarioError"
    assert error["traceback"] == [f"ScenarioError: {error['evalue']}"]


def test_polislab_classroom_outside_a_notebook_imports_no_widget() -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", "import sys, polislab.classroom; "
         "print(any(m.startswith('polislab.widgets') for m in sys.modules))"],
        capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_both_qr_codes_draw_their_light_squares_white() -> None:
    """In JupyterLab's dark theme the Share box's QR code, with no light squares of its own,
    was black on near-black: unreadable. Both sizes paint their light squares white."""
    from polislab.widgets.classroom import qr_svg

    for svg in (qr_svg("PL1-ABCDE"), qr_svg_any_size("PL1-ABCDE")):
        assert svg is not None and '<path fill="#fff" d="M0 0h25v25h-25z"/>' in svg, svg[:200]
