"""A small grouped bar chart as a :class:`Scene`, for odds and statistics (no plotting library).

Any object with ``title``, ``categories``, ``series`` ((name, values) pairs, one value per
category), ``y_label`` and ``x_label`` can be drawn, such as
:class:`polislab.games.hegemony.odds_table.BarChart`. Values are drawn from 0 up to the
largest (at least 1 for probabilities up to 1); each bar is labelled with its value. The series
take the Okabe-Ito colours in order: the first blue (Athens), the second vermillion (Sparta).

>>> from types import SimpleNamespace
>>> chart = SimpleNamespace(title="Siege", categories=("1", "2"), x_label="fortification",
...                         series=(("success", (1.0, 0.75)),), y_label="probability")
>>> svg = bar_chart_svg(chart)
>>> svg.count("<rect"), "0.75" in svg
(3, True)
"""

from __future__ import annotations

from typing import Any

from .scene import Line, Rect, Scene, Text
from .svg import fmt, to_svg

__all__ = ["PALETTE", "bar_chart_scene", "bar_chart_svg"]

#: Okabe & Ito, "Color Universal Design" (2002): readable by colour-blind readers.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
INK, MUTED, PAPER = "#3D352A", "#6B6256", "#FFFFFF"
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 52, 56
PLOT_HEIGHT, BAR_WIDTH, GAP = 180, 22, 18


def bar_chart_scene(chart: Any) -> Scene:
    """The chart as a scene: axes, bars with their values, category and series labels."""
    groups, per_group = len(chart.categories), max(1, len(chart.series))
    group_width = per_group * BAR_WIDTH + GAP
    plot_width = max(1, groups) * group_width
    width = max(LEFT + plot_width + RIGHT, 8 * len(chart.title) + 24)  # room for the title
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
        Text(width / 2, 16, chart.title, 14, INK, weight="bold"),
        Line(LEFT, TOP, LEFT, base, INK),
        Line(LEFT, base, LEFT + plot_width, base, INK),
        Text(LEFT - 6, TOP, fmt(top), 10, MUTED, anchor="end"),
        Text(LEFT - 6, base, "0", 10, MUTED, anchor="end"),
        Text(LEFT, TOP - 16, chart.y_label, 10, MUTED, anchor="start"),
    )
    if chart.x_label:
        scene.add("board", Text(LEFT + plot_width / 2, height - 12, chart.x_label, 11, MUTED))
    for g, category in enumerate(chart.categories):
        x0 = LEFT + GAP / 2 + g * group_width
        scene.add("board", Text(x0 + per_group * BAR_WIDTH / 2, base + 14, category, 11, INK))
        for s, (_, vs) in enumerate(chart.series):
            h = PLOT_HEIGHT * max(0.0, vs[g]) / top
            x = x0 + s * BAR_WIDTH
            scene.add("pieces", Rect(x + 1, base - h, BAR_WIDTH - 2, h, PALETTE[s % len(PALETTE)]))
            scene.add("marks", Text(x + BAR_WIDTH / 2, base - h - 7, fmt(vs[g]), 9, INK))
    for s, (name, _) in enumerate(chart.series if len(chart.series) > 1 else ()):
        x = LEFT + s * 90
        scene.add(
            "marks",
            Rect(x, height - 30, 10, 10, PALETTE[s % len(PALETTE)]),
            Text(x + 14, height - 25, name, 10, INK, anchor="start"),
        )
    return scene


def bar_chart_svg(chart: Any) -> str:
    """The chart as a standalone SVG document."""
    return to_svg(bar_chart_scene(chart))
