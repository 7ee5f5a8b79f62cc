"""How the odds show themselves: a table, a bar chart and a progress line.

:class:`OddsTable` is the numbers (``rows()`` as data, ``str()`` as plain text, a notebook shows
it as HTML); :class:`BarChart` is a picture of some of them (a notebook shows it as SVG). Both
are data here: Hegemony's interface (:mod:`polislab.games.hegemony.ui.odds`) draws them, found
through :func:`~polislab.core.interface.interface_for` only when shown, as drawing is kept apart
from the rules. :class:`Progress` reports a long simulation: a progress bar in a notebook, a plain
text line elsewhere.

>>> table = OddsTable("Two dice", ("sum", "chance"), ((2, Fraction(1, 36)), (7, Fraction(1, 6))),
...                   percent=("chance",))
>>> print(table)
Two dice
sum       chance
  2  1/36 (2.8%)
  7  1/6 (16.7%)
>>> table.rows()[1]
{'sum': 7, 'chance': Fraction(1, 6)}
>>> chart = BarChart("Two dice", ("2", "7"), (("chance", (1 / 36, 1 / 6)),))
>>> chart._repr_svg_().startswith("<svg")
True
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from fractions import Fraction
from html import escape
from typing import Any, Protocol, TextIO, cast

from polislab.core.interface import interface_for
from polislab.core.picture import picture_html

__all__ = ["BarChart", "OddsTable", "Progress", "cell_text"]


def cell_text(value: Any, percent: bool = False) -> str:
    """A cell as text: a fraction as is, a float with 3 decimals; a probability (``percent``)
    also as a percentage.

    >>> cell_text(Fraction(3, 4), True), cell_text(Fraction(-1, 2)), cell_text(0.12345, True)
    ('3/4 (75.0%)', '-1/2', '12.3%')
    """
    if value is None:
        return ""
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(value.numerator)
        return f"{value} ({float(value):.1%})" if percent else str(value)
    if isinstance(value, float):
        return f"{value:.1%}" if percent else f"{value:.3f}"
    return str(value)


@dataclass(frozen=True)
class OddsTable:
    """Odds as a table: a ``title``, the ``columns`` and one tuple of values per row (exact
    fractions stay fractions in ``rows()``); ``note`` says how the numbers were found; the
    columns named in ``percent`` are probabilities, also shown as percentages."""

    title: str
    columns: tuple[str, ...]
    data: tuple[tuple[Any, ...], ...]
    note: str = ""
    percent: tuple[str, ...] = ()
    totals: int = 0  #: the last rows are a summary (a mean row): set apart under a rule

    def numeric_columns(self) -> list[bool]:
        """Which columns hold numbers in every row above the summary: those align right."""
        rows = self.data[: len(self.data) - self.totals] or self.data
        return [
            all(isinstance(row[i], (int, float, Fraction, type(None))) for row in rows)
            for i in range(len(self.columns))
        ]

    def cell_texts(self, row: tuple[Any, ...]) -> list[str]:
        return [cell_text(v, c in self.percent) for c, v in zip(self.columns, row, strict=True)]

    def rows(self) -> list[dict[str, Any]]:
        """The rows as dictionaries, column name to value."""
        return [dict(zip(self.columns, row, strict=True)) for row in self.data]

    def column(self, name: str) -> list[Any]:
        at = self.columns.index(name)
        return [row[at] for row in self.data]

    def __str__(self) -> str:
        texts = [self.cell_texts(row) for row in self.data]
        widths = [
            max(len(c), *(len(t[i]) for t in texts)) if texts else len(c)
            for i, c in enumerate(self.columns)
        ]
        numeric = self.numeric_columns()

        def line(cells: list[str]) -> str:
            parts = [
                c.rjust(w) if num else c.ljust(w)
                for c, w, num in zip(cells, widths, numeric, strict=True)
            ]
            return "  ".join(parts).rstrip()

        lines = [
            self.title,
            line(list(self.columns)),
        ]
        body = len(texts) - self.totals
        lines += [line(t) for t in texts[:body]]
        if self.totals:
            lines.append("  ".join("-" * w for w in widths))
            lines += [line(t) for t in texts[body:]]
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        """The table in HTML, drawn by the game's interface (numbers right, words left, the
        sides in their colours)."""
        return _look().odds_table_html(self)


@dataclass(frozen=True)
class BarChart:
    """A bar chart as data: one group of bars per category, one bar per series in each.
    ``series`` are (name, values) pairs, a value per category; ``sides`` colours a series
    named after a side ("Athens", "Sparta") in that side's colour."""

    title: str
    categories: tuple[str, ...]
    series: tuple[tuple[str, tuple[float, ...]], ...]
    y_label: str = "probability"
    x_label: str = ""

    def __post_init__(self) -> None:
        for name, values in self.series:
            if len(values) != len(self.categories):
                raise ValueError(
                    f"series {name!r} has {len(values)} values for "
                    f"{len(self.categories)} categories"
                )

    def _repr_svg_(self) -> str:
        """The chart as SVG, drawn by the game's interface (the sides in their colours)."""
        return _look().odds_chart_svg(self)

    def _repr_html_(self) -> str:
        """The chart as an ``<img>`` with its description as ``alt``: shown untrusted too."""
        return picture_html(self._repr_svg_())


class _OddsLook(Protocol):
    """What Hegemony's interface adds to the contract to draw the odds."""

    def odds_table_html(self, table: OddsTable) -> str: ...

    def odds_chart_svg(self, chart: BarChart) -> str: ...


def _look() -> _OddsLook:
    # The interface is found by the path the game declares: the rules never import it.
    return cast(_OddsLook, interface_for("hegemony"))


class Progress:
    """Counts work done: an HTML ``<progress>`` bar in a notebook (updated in place, no widget
    needed), else a text line on ``stream`` (standard error by default), rewritten in place."""

    def __init__(self, total: int, what: str, stream: TextIO | None = None) -> None:
        self.total, self.what, self.done = total, what, 0
        self.stream = stream if stream is not None else sys.stderr
        self.shown = _notebook_bar(self._shown()) if stream is None else None

    def _shown(self) -> _Html:
        """The bar as HTML, with its count in words (what a screen reader reads)."""
        words = f"{self.what}: {self.done:,} of {self.total:,}"
        return _Html(f'<div class="polislab-progress"><progress value="{self.done}" '
                     f'max="{self.total}" aria-label="{escape(self.what)}"></progress> '
                     f"{escape(words)}</div>", words)

    def advance(self, count: int) -> None:
        self.done += count
        if self.shown is not None:
            self.shown.update(self._shown())
            return
        end = "\n" if self.done >= self.total else ""
        self.stream.write(f"\r{self.what}: {self.done:,} of {self.total:,}{end}")
        self.stream.flush()


class _Html:
    """HTML that a notebook shows as such (IPython's display protocol), and its words."""

    def __init__(self, html: str, text: str) -> None:
        self.html, self.text = html, text

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def _notebook_bar(shown: _Html) -> Any:
    """``shown`` in the running notebook, as a display that can be updated in place, or None
    outside a notebook kernel."""
    try:
        from IPython import get_ipython
        from IPython.display import display
    except ImportError:  # pragma: no cover - IPython comes with Jupyter
        return None
    shell = get_ipython()
    if shell is None or type(shell).__name__ != "ZMQInteractiveShell":
        return None
    return display(shown, display_id=True)
