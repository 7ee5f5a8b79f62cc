"""A small grouped bar chart as a :class:`Scene`, for odds and statistics (no plotting library).

Any object with ``title``, ``categories``, ``series`` ((name, values) pairs, one value per
category), ``y_label`` and ``x_label`` can be drawn, such as
:class:`polislab.games.hegemony.odds.table.BarChart`. Values are drawn from 0 up to the
largest (at least 1 for probabilities up to 1); each bar is labelled with its value.

Colours can follow a game's sides, as on its board: ``named`` maps a name to its colour (a
game's interface passes its sides', e.g. Hegemony's Athens blue and Sparta vermillion). A series
so named takes that colour, and so does a bar whose category is so named ("who holds the
territory": Athens, Sparta, nobody in grey); other series take the remaining Okabe-Ito colours
in order. A group is as wide as its label, so
labels never run together, and no text is smaller than 12 px.

>>> from types import SimpleNamespace
>>> chart = SimpleNamespace(title="Siege", categories=("1", "2"), x_label="fortification",
...                         series=(("success", (1.0, 0.75)),), y_label="probability")
>>> svg = bar_chart_svg(chart)
>>> svg.count("<rect"), "0.75" in svg
(3, True)
>>> holder = SimpleNamespace(title="Holder", categories=("Athens", "Sparta", "nobody"),
...                          x_label="", series=(("probability", (0.5, 0.3, 0.2)),),
...                          y_label="probability")
>>> sides = {"Athens": "#0072B2", "Sparta": "#AD4E00", "nobody": "#767676"}
>>> [r.fill for r in bar_chart_scene(holder, sides).layers["pieces"]]
['#0072B2', '#AD4E00', '#767676']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .scene import Line, Rect, Scene, Text
from .svg import fmt, to_svg

__all__ = ["PALETTE", "bar_chart_scene", "bar_chart_svg", "series_colors"]

#: Okabe & Ito, "Color Universal Design" (2002): readable by colour-blind readers.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
INK, MUTED, PAPER = "#3D352A", "#6B6256", "#FFFFFF"
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 70, 64
PLOT_HEIGHT, BAR_WIDTH, GAP = 180, 38, 18  # a bar is as wide as its value's label
TITLE, LABEL, SMALL = 15.0, 13.0, 12.0  # font sizes (px): nothing under 12
CHAR_W = 0.6  # a generous average character width of the sans-serif face, in ems


def _width(text: str, size: float) -> float:
    return len(text) * size * CHAR_W


def series_colors(chart: Any, named: Mapping[str, str] | None = None) -> list[str]:
    """The colour of each series: its own in ``named`` if it has one, else the next Okabe-Ito
    colour no named series uses."""
    named = named or {}
    spare = [c for c in PALETTE if c not in named.values()]
    colours = []
    for name, _ in chart.series:
        if name in named:
            colours.append(named[name])
        else:
            colours.append(spare[len([c for c in colours if c in spare]) % len(spare)])
    return colours


def _bar_color(chart: Any, colours: list[str], s: int, category: str,
               named: Mapping[str, str]) -> str:
    """A lone series over named categories is coloured bar by bar, by name."""
    if len(chart.series) == 1 and category in named:
        return named[category]
    return colours[s]


def bar_chart_scene(chart: Any, named: Mapping[str, str] | None = None) -> Scene:
    """The chart as a scene: axes, bars with their values, category and series labels
    (``named``: the colours of named series or categories, see the module's docstring)."""
    named = named or {}
    groups, per_group = len(chart.categories), max(1, len(chart.series))
    widest = max((_width(c, LABEL) for c in chart.categories), default=0.0)
    group_width = max(per_group * BAR_WIDTH + GAP, widest + 14)
    plot_width = max(1, groups) * group_width
    colours = series_colors(chart, named)
    keys = [(name, LEFT + sum(_width(n, LABEL) + 34 for n, _ in chart.series[:s]))
            for s, (name, _) in enumerate(chart.series if len(chart.series) > 1 else ())]
    keys_width = keys[-1][1] + _width(keys[-1][0], LABEL) + 20 if keys else 0.0
    width = max(LEFT + plot_width + RIGHT, _width(chart.title, TITLE) + 24, keys_width)
    height = TOP + PLOT_HEIGHT + BOTTOM
    values = [v for _, vs in chart.series for v in vs]
    top = max([1.0 if all(0 <= v <= 1 for v in values) else 0.0, *values]) or 1.0
    legend = "; ".join(
        f"{name}: " + ", ".join(f"{c} {fmt(v)}" for c, v in zip(chart.categories, vs, strict=True))
        for name, vs in chart.series
    )
    scene = Scene(width, height, title=chart.title, description=f"{chart.title}. {legend}")
    base = TOP + PLOT_HEIGHT
    scene.add(
        "board",
        Rect(0, 0, width, height, PAPER),
        Text(width / 2, 18, chart.title, TITLE, INK, weight="bold"),
        Line(LEFT, TOP, LEFT, base, INK),
        Line(LEFT, base, LEFT + plot_width, base, INK),
        Text(LEFT - 6, TOP, fmt(top), SMALL, MUTED, anchor="end"),
        Text(LEFT - 6, base, "0", SMALL, MUTED, anchor="end"),
        Text(LEFT, TOP - 32, chart.y_label, SMALL, MUTED, anchor="start"),
    )
    if chart.x_label:
        scene.add("board", Text(LEFT + plot_width / 2, base + 36, chart.x_label, LABEL, MUTED))
    for g, category in enumerate(chart.categories):
        x0 = LEFT + g * group_width + (group_width - per_group * BAR_WIDTH) / 2
        scene.add("board", Text(x0 + per_group * BAR_WIDTH / 2, base + 16, category, LABEL, INK))
        for s, (_, vs) in enumerate(chart.series):
            h = PLOT_HEIGHT * max(0.0, vs[g]) / top
            x = x0 + s * BAR_WIDTH
            colour = _bar_color(chart, colours, s, category, named)
            scene.add("pieces", Rect(x + 1, base - h, BAR_WIDTH - 2, h, colour))
            scene.add("marks", Text(x + BAR_WIDTH / 2, base - h - 8, fmt(vs[g]), SMALL, INK))
    for s, (name, x) in enumerate(keys):
        scene.add(
            "marks",
            Rect(x, height - 19, 14, 14, colours[s]),
            Text(x + 20, height - 12, name, LABEL, INK, anchor="start"),
        )
    return scene


def bar_chart_svg(chart: Any, named: Mapping[str, str] | None = None) -> str:
    """The chart as a standalone SVG document."""
    return to_svg(bar_chart_scene(chart, named))
