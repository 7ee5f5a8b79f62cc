"""The backend-neutral scene: shapes, layers, hit regions and batches."""

from __future__ import annotations

import dataclasses

import pytest

from polislab.render import LAYERS, Circle, Line, Polygon, Rect, Scene, Text, arrow_head


def grid_scene(cell: float = 10) -> Scene:
    scene = Scene(3 * cell, 2 * cell, title="grid")
    for row in range(2):
        for col in range(3):
            scene.regions[f"{'abc'[col]}{row + 1}"] = (col * cell, row * cell, cell, cell)
    return scene


def test_new_scene_has_the_three_layers_in_draw_order() -> None:
    scene = Scene(10, 10)
    assert tuple(scene.layers) == LAYERS == ("board", "pieces", "marks")
    assert all(shapes == [] for shapes in scene.layers.values())


def test_layers_are_reordered_and_completed() -> None:
    scene = Scene(10, 10, layers={"marks": [Rect(0, 0, 1, 1, "red")]})
    assert tuple(scene.layers) == LAYERS
    assert len(scene.layers["marks"]) == 1


def test_unknown_layer_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown layer"):
        Scene(10, 10, layers={"background": []})
    with pytest.raises(KeyError, match="unknown layer"):
        Scene(10, 10).add("overlay", Rect(0, 0, 1, 1, "red"))


def test_shapes_are_frozen_values() -> None:
    rect = Rect(0, 0, 1, 1, "red")
    with pytest.raises(dataclasses.FrozenInstanceError):
        rect.x = 3  # type: ignore[misc]
    assert rect == Rect(0, 0, 1, 1, "red")
    assert Polygon([(0, 0), (1, 0), (0, 1)], "red") == Polygon(((0, 0), (1, 0), (0, 1)), "red")
    assert hash(Polygon([(0, 0), (1, 0), (0, 1)], "red"))  # points stored as a tuple


def test_text_anchor_is_checked() -> None:
    with pytest.raises(ValueError, match="anchor"):
        Text(0, 0, "x", anchor="center")


def test_shapes_iterates_in_draw_order() -> None:
    scene = Scene(10, 10)
    a, b, c = Rect(0, 0, 1, 1, "a"), Circle(1, 1, 1, "b"), Text(0, 0, "c")
    scene.add("marks", c)
    scene.add("board", a)
    scene.add("pieces", b)
    assert list(scene.shapes()) == [a, b, c]


def test_center_of_and_region_at_round_trip() -> None:
    scene = grid_scene()
    for name in scene.regions:
        assert scene.region_at(*scene.center_of(name)) == name


def test_region_edges_belong_to_exactly_one_region() -> None:
    scene = grid_scene()
    assert scene.region_at(0, 0) == "a1"
    assert scene.region_at(10, 0) == "b1"  # the shared edge goes to the right-hand square
    assert scene.region_at(9.999, 19.999) == "a2"
    assert scene.region_at(30, 5) is None  # half-open: the far edge is outside
    assert scene.region_at(-0.5, 5) is None


def test_center_of_unknown_name_says_what_exists() -> None:
    with pytest.raises(KeyError, match="no region named 'z9'.*a1"):
        grid_scene().center_of("z9")


def test_batches_group_consecutive_same_style_shapes() -> None:
    scene = Scene(10, 10)
    scene.add(
        "board",
        Rect(0, 0, 1, 1, "#111"),
        Rect(1, 0, 1, 1, "#111"),
        Rect(2, 0, 1, 1, "#222"),  # new style: new batch
        Circle(5, 5, 1, "#111"),  # new kind: new batch
        Circle(6, 5, 1, "#111"),
        Rect(3, 0, 1, 1, "#111"),  # same style as the first, but not consecutive
    )
    batches = list(scene.batches("board"))
    assert [(b.kind, len(b.geometry)) for b in batches] == [
        ("rect", 2),
        ("rect", 1),
        ("circle", 2),
        ("rect", 1),
    ]
    assert batches[0].geometry == [(0, 0, 1, 1), (1, 0, 1, 1)]
    assert batches[0].style["fill"] == "#111"
    assert batches[2].geometry == [(5, 5, 1), (6, 5, 1)]
    # Nothing lost, nothing reordered.
    assert [s for b in batches for s in b.shapes] == scene.layers["board"]


def test_batches_of_an_empty_layer() -> None:
    assert list(Scene(1, 1).batches("marks")) == []


def test_arrow_head_points_at_the_end_of_the_line() -> None:
    line = Line(0, 0, 100, 0, "black", width=4, arrow=True)
    (tip, left, right), base = arrow_head(line)
    assert tip == (100, 0)
    assert left[0] == pytest.approx(right[0])
    assert left[0] < 100
    assert left[1] == pytest.approx(-right[1])
    assert left[1] != 0
    assert left[0] < base[0] < tip[0]  # the shaft stops inside the head


def test_arrow_head_of_a_short_or_empty_line_stays_within_it() -> None:
    (tip, left, _), _base = arrow_head(Line(0, 0, 3, 0, "black", width=4, arrow=True))
    assert left[0] >= 0 and tip == (3, 0)
    (tip, left, right), base = arrow_head(Line(5, 5, 5, 5, "black", arrow=True))
    assert tip == left == right == base == (5, 5)
