"""The odds read cleanly (issue 15): tables align numbers right and words left, a summary row
stands apart, each side is in its own colour in tables and charts, labels never run together."""

from __future__ import annotations

from fractions import Fraction
from types import SimpleNamespace

from polislab.games.hegemony.odds.table import OddsTable
from polislab.games.hegemony.ui.odds import SIDE_COLORS
from polislab.render import Rect, Text
from polislab.render.chart import bar_chart_scene


def table() -> OddsTable:
    return OddsTable("Siege", ("roll", "probability", "result"),
                     (("1", Fraction(1, 2), "failed"), ("2", Fraction(1, 2), "taken"),
                      ("mean", Fraction(1), Fraction(1, 2))),
                     percent=("probability", "result"), totals=1)


def test_the_mean_row_stands_apart_in_html_and_text() -> None:
    html = table()._repr_html_()
    body, foot = html.split("<tfoot>")
    assert "mean" not in body and "mean" in foot and "border-top" in foot
    lines = str(table()).splitlines()
    assert lines[-2].startswith("----") and lines[-1].startswith("mean")


def test_numbers_align_right_and_words_left() -> None:
    html = table()._repr_html_()
    assert '<th style="text-align:left">roll</th>' in html  # the rolls are words here
    assert '<th style="text-align:right">probability</th>' in html
    text = str(table()).splitlines()
    assert text[2].endswith("failed")
    end = text[1].index("probability") + len("probability")  # right-aligned under its head
    assert text[2].index("(50.0%)") + len("(50.0%)") == end == text[5].index("1  ") + 1


def test_a_side_is_in_its_own_colour_in_a_table() -> None:
    sides = OddsTable("Battle", ("side", "holds"), (("Athens", 0.4), ("Sparta", 0.6)))
    html = sides._repr_html_()
    assert f"color:{SIDE_COLORS['Athens']}" in html and f"color:{SIDE_COLORS['Sparta']}" in html


def test_a_chart_colours_sides_and_keeps_labels_apart() -> None:
    holder = SimpleNamespace(title="Holds the territory", categories=("Athens", "Sparta",
                                                                     "nobody"),
                             series=(("probability", (0.3, 0.6, 0.1)),), y_label="p",
                             x_label="")
    scene = bar_chart_scene(holder, SIDE_COLORS)
    bars = [s for s in scene.layers["pieces"] if isinstance(s, Rect)]
    assert [b.fill for b in bars] == [SIDE_COLORS[c] for c in holder.categories]
    labels = [s for s in scene.layers["board"] if isinstance(s, Text) and s.text in
              holder.categories]
    gaps = [b.x - a.x for a, b in zip(labels, labels[1:], strict=False)]
    widest = max(len(t.text) for t in labels) * 13 * 0.6
    assert all(gap > widest for gap in gaps)  # no "AthensSpartanobody"
    lost = SimpleNamespace(title="Units lost", categories=("0", "1"), x_label="units lost",
                           series=(("Athens", (0.5, 0.5)), ("Sparta", (0.2, 0.8))),
                           y_label="p")
    fills = {s.fill for s in bar_chart_scene(lost, SIDE_COLORS).layers["pieces"]}
    assert fills == {SIDE_COLORS["Athens"], SIDE_COLORS["Sparta"]}  # Sparta never blue
    assert min(s.size for s in scene.shapes() if isinstance(s, Text)) >= 12


def test_progress_is_a_text_line_outside_a_notebook_and_a_labelled_bar_in_one() -> None:
    from io import StringIO

    from polislab.games.hegemony.odds.table import Progress

    out = StringIO()
    bar = Progress(10_000, "battles simulated", stream=out)
    bar.advance(4_000)
    bar.advance(6_000)
    assert out.getvalue() == ("\rbattles simulated: 4,000 of 10,000"
                              "\rbattles simulated: 10,000 of 10,000\n")
    shown = bar._shown()  # what a notebook shows: no widget, a bar with its count in words
    assert shown._repr_html_() == (
        '<div class="polislab-progress"><progress value="10000" max="10000" '
        'aria-label="battles simulated"></progress> battles simulated: 10,000 of 10,000</div>')
    assert repr(shown) == "battles simulated: 10,000 of 10,000"
