"""How Hegemony's odds look: a table in HTML and a bar chart in SVG, each side in its own
colour, as on the board (:class:`~polislab.games.hegemony.odds.table.OddsTable` and
:class:`~polislab.games.hegemony.odds.table.BarChart` are the data; a notebook shows them
through the game's interface, which calls these).

>>> from polislab.games.hegemony.odds.table import BarChart, OddsTable
>>> html = table_html(OddsTable("Battle", ("side", "holds"), (("Athens", 0.4), ("Sparta", 0.6))))
>>> f"color:{SIDE_COLORS['Sparta']}" in html
True
>>> svg = chart_svg(BarChart("Holds", ("Athens", "nobody"), (("p", (0.7, 0.3)),)))
>>> svg.count(SIDE_COLORS["Athens"]), svg.count(SIDE_COLORS["nobody"])
(1, 1)
"""

from __future__ import annotations

from html import escape
from typing import Any

from polislab.render.chart import bar_chart_svg

from .board import COLORS

#: The sides' colours, as on the board (and the board's grey for nobody).
SIDE_COLORS = {"Athens": COLORS["athens"], "Sparta": COLORS["sparta"], "nobody": COLORS["neutral"]}


def chart_svg(chart: Any) -> str:
    """A :class:`~polislab.games.hegemony.odds.table.BarChart` as SVG, the sides in colour."""
    return bar_chart_svg(chart, SIDE_COLORS)


def table_html(table: Any) -> str:
    """An :class:`~polislab.games.hegemony.odds.table.OddsTable` as an HTML table."""
    # Every cell says how it aligns (numbers right, in figures of one width; words left):
    # a notebook's own table style would otherwise right-align them all. A side's name is
    # in its own colour, as on the board and in the charts.
    aligns = ["right" if num else "left" for num in table.numeric_columns()]
    numbers = "font-variant-numeric:tabular-nums;"
    head = "".join(f'<th style="text-align:{a}">{escape(c)}</th>'
                   for c, a in zip(table.columns, aligns, strict=True))

    def side(text: str) -> str:
        colour = SIDE_COLORS.get(text)
        return f"color:{colour};font-weight:bold;" if colour and text != "nobody" else ""

    def row_html(row: tuple[Any, ...], style: str = "") -> str:
        cells = "".join(
            f'<td style="text-align:{a};{numbers}{side(t)}{style}">{escape(t)}</td>'
            for t, a in zip(table.cell_texts(row), aligns, strict=True))
        return f"<tr>{cells}</tr>"

    split = len(table.data) - table.totals
    body = "".join(row_html(row) for row in table.data[:split])
    foot = "".join(row_html(row, "font-weight:bold;border-top:2px solid currentColor;")
                   for row in table.data[split:])
    note = f"<p><small>{escape(table.note)}</small></p>" if table.note else ""
    return (
        f'<table class="polislab-odds"><caption>{escape(table.title)}</caption>'
        f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody>"
        + (f"<tfoot>{foot}</tfoot>" if foot else "")
        + f"</table>{note}"
    )
