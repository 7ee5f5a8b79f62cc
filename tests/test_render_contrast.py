"""Every board is readable by low-vision and colour-blind learners (issue 25, WCAG 2.1 AA):

* every text on a board at 4.5:1 or more against what it is drawn on (SC 1.4.3);
* every piece and mark at 3:1 or more against what lies under it, by its fill or its outline,
  or by another shape drawn at the same place with it (a dark edge under a yellow frame)
  (SC 1.4.11); shadows (drawn at a quarter opacity) are decoration and not counted.

The scenes are those of every tutorial step of the four games, with their marks, and the
views of tests/test_render_readable.py (player boards, a battle, four players, coordinates).
"""

from __future__ import annotations

import math

import pytest

from polislab.core import game_names
from polislab.core.declarations import game_package
from polislab.core.interface import interface_for
from polislab.render import Scene
from polislab.render.contrast import (
    MARK_MINIMUM,
    TEXT_MINIMUM,
    centre,
    contrast_ratio,
    mark_contrasts,
    text_contrasts,
)
from polislab.render.scene import Circle, Line, Polygon, Rect, Text
from tests.test_render_readable import scenes

GAMES = game_names()  # every registered game: a new game cannot be skipped
DECORATION = 0.35  # at most this opacity, a shape is a shadow: not counted


def every_scene(game: str) -> list[tuple[str, Scene]]:
    """Every step of every tutorial of ``game``, drawn through its interface with the step's
    marks, and :func:`~tests.test_render_readable.scenes`."""
    face = interface_for(game)
    package = game_package(game)
    found = scenes(game)
    for name in package.tutorial_names():
        for index, frame in enumerate(package.tutorial(name).frames):
            found.append((f"{name} step {index}", face.scene(frame.state, frame.step.marks)))
    return found


@pytest.fixture(scope="module", params=GAMES)
def game_scenes(request: pytest.FixtureRequest) -> tuple[str, list[tuple[str, Scene]]]:
    return request.param, every_scene(request.param)


def test_every_text_at_4_5_to_1(game_scenes: tuple[str, list[tuple[str, Scene]]]) -> None:
    assert_text_contrast(*game_scenes)


def assert_text_contrast(game: str, found: list[tuple[str, Scene]]) -> None:
    low = {(shape.text, shape.fill, round(ratio, 2), label)
           for label, scene in found for shape, ratio in text_contrasts(scene)
           if ratio < TEXT_MINIMUM}
    assert not low, f"{game}: {len(low)} texts under {TEXT_MINIMUM}:1, e.g. {sorted(low)[:5]}"


def box(shape: object) -> tuple[float, float, float, float]:
    """A shape's bounding box (x0, y0, x1, y1)."""
    if isinstance(shape, Line):
        pad = 2 * shape.width  # the head is wider than the shaft
        return (min(shape.x1, shape.x2) - pad, min(shape.y1, shape.y2) - pad,
                max(shape.x1, shape.x2) + pad, max(shape.y1, shape.y2) + pad)
    elif isinstance(shape, Polygon):
        xs, ys = tuple(x for x, _ in shape.points), tuple(y for _, y in shape.points)
    else:
        return (0, 0, 0, 0)  # a rect or circle haloes nothing
    return (min(xs), min(ys), max(xs), max(ys))


def inside(point: tuple[float, float], b: tuple[float, float, float, float]) -> bool:
    return b[0] <= point[0] <= b[2] and b[1] <= point[1] <= b[3]


#: A white halo (under a dark arrow or cross) passes with the mark it is drawn under: within
#: NEAR px of its centre, or inside its box.
NEAR = 12.0  # px: shapes whose centres are this close are drawn together (a frame and its edge)


def test_every_piece_and_mark_at_3_to_1(game_scenes: tuple[str, list[tuple[str, Scene]]]) -> None:
    assert_mark_contrast(*game_scenes)


def assert_mark_contrast(game: str, found: list[tuple[str, Scene]]) -> None:
    low = set()
    for label, scene in found:
        for layer in ("pieces", "marks"):
            measured = [(centre(s), s, r) for s, r in mark_contrasts(scene, (layer,))
                        if s.opacity > DECORATION]
            seen = [(c, box(s)) for c, s, r in measured if r >= MARK_MINIMUM]
            low |= {(layer, repr(s)[:90], round(r, 2), label) for c, s, r in measured
                    if r < MARK_MINIMUM and not any(math.dist(c, o) <= NEAR or inside(c, b)
                                                    for o, b in seen)}
    assert not low, (f"{game}: {len(low)} pieces or marks under {MARK_MINIMUM}:1, "
                     f"e.g. {sorted(low)[:5]}")


# -- the measure itself can fail -------------------------------------------------------------

def test_the_ratio_is_wcag_s() -> None:
    assert contrast_ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#FFFFFF") == pytest.approx(4.48, abs=0.01)  # just under
    assert contrast_ratio("#D55E00", "#FFFFFF") == pytest.approx(3.87, abs=0.01)  # issue 25


def test_text_is_measured_against_what_lies_under_it() -> None:
    scene = Scene(200, 100)
    scene.add("board", Rect(0, 0, 200, 100, "#FFFFFF"), Rect(100, 0, 100, 100, "#CC79A7"))
    scene.add("pieces", Text(50, 50, "ok", 12, "#3D352A"), Text(150, 50, "no", 12, "#FFFFFF"),
              Text(50, 80, "faint", 12, "#3D352A", opacity=0.3))
    ratios = {t.text: r for t, r in text_contrasts(scene)}
    assert ratios["ok"] > 10 and ratios["no"] == pytest.approx(3.06, abs=0.01)
    assert ratios["faint"] < TEXT_MINIMUM  # opacity counts


def test_a_piece_passes_by_its_outline() -> None:
    scene = Scene(100, 100)
    scene.add("board", Rect(0, 0, 100, 100, "#EEE8DC"))
    scene.add("pieces", Circle(30, 50, 10, "#F0E442"),  # yellow on marble: too faint
              Circle(70, 50, 10, "#F0E442", "#3D352A", 2))  # with a dark edge: seen
    ratios = [r for _, r in mark_contrasts(scene)]
    assert ratios[0] < MARK_MINIMUM <= ratios[1]
