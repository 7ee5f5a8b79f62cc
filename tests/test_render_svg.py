"""Scene -> SVG: well-formed, accessible, escaped, deterministic."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from polislab.render import Circle, Line, Polygon, Rect, Scene, Text, to_svg
from polislab.render.svg import fmt

NS = "{http://www.w3.org/2000/svg}"


def sample() -> Scene:
    scene = Scene(200, 100.5, title='Board <1> & "friends"', description="Red's turn & more")
    scene.add("board", Rect(0, 0, 200, 100.5, "#eeeeee"), Rect(10, 10, 20, 20, None, "#000", 2))
    scene.add(
        "pieces",
        Circle(50, 50, 10, "#0072B2", "#003050", 1.5),
        Polygon([(0, 0), (10, 0), (5, 1 / 3)], "#D55E00", opacity=0.5),
    )
    scene.add(
        "marks",
        Line(0, 0, 100, 50, "#111", 4, arrow=True),
        Line(1, 1, 2, 2, "#111"),
        Text(100, 50, "a < b & c", 12, "#222", "start", "bold"),
    )
    return scene


def test_svg_is_well_formed_and_sized() -> None:
    root = ET.fromstring(to_svg(sample()))
    assert root.tag == f"{NS}svg"
    assert root.get("width") == "200"
    assert root.get("height") == "100.5"
    assert root.get("viewBox") == "0 0 200 100.5"
    assert root.get("role") == "img"


def test_title_and_description_come_first_and_are_escaped() -> None:
    root = ET.fromstring(to_svg(sample()))
    assert root[0].tag == f"{NS}title"
    assert root[0].text == 'Board <1> & "friends"'
    assert root[1].tag == f"{NS}desc"
    assert root[1].text == "Red's turn & more"


def test_layers_become_groups_in_order() -> None:
    root = ET.fromstring(to_svg(sample()))
    groups = [g.get("class") for g in root.findall(f"{NS}g")]
    assert groups == ["board", "pieces", "marks"]
    empty = Scene(10, 10)
    empty.add("pieces", Circle(1, 1, 1, "red"))
    assert [g.get("class") for g in ET.fromstring(to_svg(empty)).findall(f"{NS}g")] == ["pieces"]


def test_every_shape_is_drawn() -> None:
    root = ET.fromstring(to_svg(sample()))
    board, pieces, marks = root.findall(f"{NS}g")
    assert [e.tag for e in board] == [f"{NS}rect"] * 2
    assert board[1].get("fill") == "none" and board[1].get("stroke-width") == "2"
    assert [e.tag for e in pieces] == [f"{NS}circle", f"{NS}polygon"]
    assert pieces[1].get("points") == "0,0 10,0 5,0.33"
    assert pieces[1].get("opacity") == "0.5"
    arrow, line, text = marks
    assert arrow.tag == f"{NS}g"
    assert [e.tag for e in arrow] == [f"{NS}line", f"{NS}polygon"]
    assert arrow[1].get("points").startswith("100,50 ")  # the head's tip is the line's end
    assert line.tag == f"{NS}line"
    assert text.text == "a < b & c"
    assert text.get("text-anchor") == "start" and text.get("font-weight") == "bold"


def test_output_is_deterministic() -> None:
    assert to_svg(sample()) == to_svg(sample())
    assert "0x" not in to_svg(sample())  # no memory addresses


def test_number_formatting() -> None:
    assert [fmt(v) for v in (0, 1, 1.0, 2.5, 2.50001, 1 / 3, -0.001, -1.256, 1e-9)] == [
        "0",
        "1",
        "1",
        "2.5",
        "2.5",
        "0.33",
        "0",
        "-1.26",
        "0",
    ]


def test_svg_shrinks_to_the_width_it_is_given_and_a_wide_one_says_960() -> None:
    root = ET.fromstring(to_svg(sample()))
    assert root.get("style") == "max-width:100%;height:auto"  # inline: never a scrollbar
    wide = Scene(1400, 966)
    wide.add("board", Rect(0, 0, 1400, 966, "#eeeeee"))
    root = ET.fromstring(to_svg(wide))
    # JupyterLab draws an SVG output as an <img> of the size the SVG says: at most 960 wide.
    assert (root.get("width"), root.get("height")) == ("960", fmt(966 * 960 / 1400))
    assert root.get("viewBox") == "0 0 1400 966"
