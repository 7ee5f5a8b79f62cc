"""How hopping-Polis positions look: geometry, pieces, marks, description, SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from polislab.games import hopping
from polislab.games.hopping.ui import board as look
from polislab.render import Circle, Line, Polygon, Rect, Text

NS = "{http://www.w3.org/2000/svg}"

# Red dog e3-d4: the Blue dog on e4 hops to c4, between the Red dog on d4 and the Red chariot
# on b4, and is captured.
CAPTURE = """
BC . . . . . . .
. . . . . . . .
. RD . . BD . . .
. . . . . . . .
. RC . . BD . . .
. . . . RD . . .
. . . . . . . .
. . . . . . . .
"""

# Red dog b7-a7: the Blue chariot on a8 hops to a6, between the Red dogs on a7 and a5, and is
# stunned.
STUN = """
BC . . . . . . .
. RD . . . . . .
. . . . . . . .
RD BD . . . . . .
. . . . BD . . .
. . . . . RC . .
. . . . . . . .
. . . . . . . .
"""


@pytest.fixture(scope="module")
def captured() -> hopping.Position:
    return hopping.Position.from_diagram(CAPTURE).play("e3-d4")


@pytest.fixture(scope="module")
def stunned() -> hopping.Position:
    return hopping.Position.from_diagram(STUN).play("b7-a7")


def fills(shapes: list) -> Counter:
    return Counter(getattr(s, "fill", None) for s in shapes)


def test_geometry_matches_the_engine() -> None:
    assert look.FILES == hopping.FILES
    assert look.RANKS == hopping.SIZE
    assert sorted(look._all_squares()) == sorted(hopping.SQUARES)


@pytest.mark.parametrize("flipped", [False, True])
@pytest.mark.parametrize("size", [56, 37.5])
def test_every_square_round_trips_through_hit_testing(flipped: bool, size: float) -> None:
    scene = look.scene(hopping.Position.start(), size=size, flipped=flipped)
    assert sorted(scene.regions) == sorted(hopping.SQUARES)
    for square in hopping.SQUARES:
        assert scene.region_at(*scene.center_of(square)) == square
        assert scene.center_of(square) == look.square_center(square, size, flipped)
    # Clicks in the label band or margin hit no square.
    assert scene.region_at(1, 1) is None
    assert scene.region_at(scene.width - 1, scene.height - 1) is None


def test_board_orientation() -> None:
    scene = look.scene(hopping.Position.start())
    a1, h1, a8 = (scene.center_of(s) for s in ("a1", "h1", "a8"))
    assert a1[0] < h1[0] and a1[1] == h1[1]  # files run left to right
    assert a8[1] < a1[1] and a8[0] == a1[0]  # rank 1 at the bottom
    flipped = look.scene(hopping.Position.start(), flipped=True)
    assert flipped.center_of("a1") == scene.center_of("h8")


def test_coordinates_are_labelled_along_the_edges() -> None:
    board = look.scene(hopping.Position.start()).layers["board"]
    labels = {s.text for s in board if isinstance(s, Text)}
    assert set("abcdefgh") | set("12345678") <= labels


def test_start_position_pieces() -> None:
    pos = hopping.Position.start()
    pieces = look.scene(pos).layers["pieces"]
    red, blue = look.COLORS["red"], look.COLORS["blue"]
    # Red pieces are circles, Blue pieces are polygons (diamonds): shape, not only colour.
    assert Counter(type(s) for s in pieces if getattr(s, "fill", None) == red) == {Circle: 16}
    assert Counter(type(s) for s in pieces if getattr(s, "fill", None) == blue) == {Polygon: 16}
    # Each chariot is larger than every dog of its side and carries a wheel.
    red_r = sorted({s.r for s in pieces if isinstance(s, Circle) and s.fill == red})
    assert len(red_r) == 2 and red_r[1] > red_r[0] * 1.25
    wheel = [s for s in pieces if getattr(s, "stroke", None) == look.COLORS["wheel"]]
    assert len([s for s in wheel if isinstance(s, Circle)]) == 2  # two rims
    assert {look.scene(pos).region_at(s.cx, s.cy) for s in wheel if isinstance(s, Circle)} == {
        "h1",
        "a8",
    }
    assert look.scene(pos).layers["marks"] == []  # nothing happened yet


def test_sides_differ_in_shape_not_only_colour() -> None:
    pos = hopping.Position.from_diagram(
        "\n".join([". . . . . . . ."] * 3 + [". . . RD BD . . ."] + [". . . . . . . ."] * 4)
    )
    scene = look.scene(pos, marks={})
    bodies = [
        s
        for s in scene.layers["pieces"]
        if getattr(s, "fill", None) in (look.COLORS["red"], look.COLORS["blue"])
    ]
    by_square = {scene.region_at(*_centre(s)): s for s in bodies}
    assert isinstance(by_square["d5"], Circle)
    assert isinstance(by_square["e5"], Polygon) and len(by_square["e5"].points) == 4
    # Drawn in grey, the two would still differ.
    assert type(by_square["d5"]) is not type(by_square["e5"])


def _centre(shape: Circle | Polygon) -> tuple[float, float]:
    if isinstance(shape, Circle):
        return shape.cx, shape.cy
    n = len(shape.points)
    return sum(x for x, _ in shape.points) / n, sum(y for _, y in shape.points) / n


def test_stunned_chariot_is_marked(stunned: hopping.Position) -> None:
    assert stunned.stunned() == frozenset({"a6"})
    scene = look.scene(stunned)
    stars = [
        s
        for s in scene.layers["pieces"]
        if isinstance(s, Polygon) and s.fill == look.COLORS["stun"]
    ]
    assert len(stars) == 1
    assert len(stars[0].points) == 2 * look.STUN_POINTS
    assert scene.region_at(*_centre(stars[0])) == "a6"
    assert "chariot a6 (stunned)" in scene.description
    assert "jagged star is stunned" in scene.description  # the symbol is explained
    # Not stunned: no star.
    start = look.scene(hopping.Position.start())
    assert not [s for s in start.layers["pieces"] if getattr(s, "fill", "") == look.COLORS["stun"]]


def test_default_marks_come_from_the_last_move(captured: hopping.Position) -> None:
    assert look.default_marks(captured) == {
        "highlight": ["e3", "d4"],
        "arrows": [("e4", "c4")],
        "crosses": ["c4"],
        "dots": [],
    }


def test_capture_draws_a_cross_and_a_ghost(captured: hopping.Position) -> None:
    scene = look.scene(captured)
    marks = scene.layers["marks"]
    cross = [
        s for s in marks if isinstance(s, Line) and not s.arrow and s.stroke == look.COLORS["cross"]
    ]
    assert len(cross) == 2
    assert {scene.region_at((s.x1 + s.x2) / 2, (s.y1 + s.y2) / 2) for s in cross} == {"c4"}
    ghosts = [s for s in marks if s.opacity == look.GHOST_OPACITY]
    assert ghosts and all(s.fill == look.COLORS["blue"] for s in ghosts)  # a Blue dog was taken
    assert scene.region_at(*_centre(ghosts[0])) == "c4"


def test_hop_draws_an_arrow_from_origin_to_landing_square(captured: hopping.Position) -> None:
    scene = look.scene(captured)
    arrows = [
        s
        for s in scene.layers["marks"]
        if isinstance(s, Line) and s.arrow and s.stroke == look.COLORS["arrow"]
    ]
    assert len(arrows) == 1
    (arrow,) = arrows
    assert scene.region_at(arrow.x1, arrow.y1) == "e4"
    assert scene.region_at(arrow.x2, arrow.y2) == "c4"


def test_last_move_squares_are_framed(captured: hopping.Position) -> None:
    scene = look.scene(captured)
    frames = [
        s
        for s in scene.layers["marks"]
        if isinstance(s, Rect) and s.stroke == look.COLORS["highlight"]
    ]
    assert {scene.region_at(s.x + s.w / 2, s.y + s.h / 2) for s in frames} == {"e3", "d4"}


def test_explicit_marks_replace_the_default_ones(captured: hopping.Position) -> None:
    scene = look.scene(captured, marks={"dots": ["a1", "b2"], "arrows": [("h8", "h6")]})
    marks = scene.layers["marks"]
    dots = [s for s in marks if isinstance(s, Circle) and s.fill == look.COLORS["dot"]]
    assert {scene.region_at(s.cx, s.cy) for s in dots} == {"a1", "b2"}
    assert not [s for s in marks if isinstance(s, Rect)]  # no last-move frames
    assert not [s for s in marks if s.opacity == look.GHOST_OPACITY]  # no ghost
    assert "dots on a1, b2" in scene.description
    assert look.scene(captured, marks={}).layers["marks"] == []


def test_marks_can_extend_the_defaults(captured: hopping.Position) -> None:
    marks = {**look.default_marks(captured), "dots": ["a1"]}
    scene = look.scene(captured, marks=marks)
    assert len([s for s in scene.layers["marks"] if getattr(s, "fill", "") == look.COLORS["dot"]])
    assert len([s for s in scene.layers["marks"] if isinstance(s, Rect)]) == 4


@pytest.mark.parametrize(
    ("marks", "message"),
    [
        ({"circles": ["a1"]}, "unknown mark kind"),
        ({"dots": ["i9"]}, "not a square"),
        ({"crosses": ["a0"]}, "not a square"),
        ({"arrows": ["a1"]}, "pair"),
        ({"arrows": [("a1", "z1")]}, "not a square"),
        ({"pointed": ["z9"]}, "not a square"),
        ({"unplayed": ["a1"]}, "pair"),
    ],
)
def test_bad_marks_are_refused(marks: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        look.scene(hopping.Position.start(), marks=marks)


def _key_words(scene) -> list[str]:
    """The words of the key, right of the board, in order."""
    right = look.LABEL_BAND * look.SQUARE + look.RANKS * look.SQUARE
    return [s.text for s in scene.layers["board"] if isinstance(s, Text) and s.x > right]


def test_the_key_names_only_the_marks_drawn(captured: hopping.Position) -> None:
    pieces = ["Key", "Red dog", "Red chariot", "Blue dog", "Blue chariot", "stunned chariot"]
    start = look.scene(hopping.Position.start())
    assert _key_words(start) == pieces  # nothing happened: no mark, none in the key
    assert "frame" not in start.description and "arrow" not in start.description
    after = look.scene(captured)
    assert _key_words(after) == [*pieces, "last move, or selected", "a hop", "captured"]
    assert after.description.endswith(
        "a yellow frame marks the squares of the last move, or the piece selected; an arrow "
        "shows a hop of the last move; a cross marks a captured piece.")


def test_a_step_s_own_marks_are_drawn_apart_from_a_move_s() -> None:
    """A square a step points at is framed in dashes, a move it speaks of but does not play
    is a dashed arrow: neither reads as the last move or a hop (review P1, P2)."""
    scene = look.scene(hopping.Position.start(), marks={"pointed": ["d2"],
                                                        "unplayed": [("d2", "d3")]})
    marks = scene.layers["marks"]
    assert not [s for s in marks if isinstance(s, Rect)]  # no yellow frame
    assert not [s for s in marks if isinstance(s, Line) and s.arrow]  # no solid hop arrow
    dashes = [s for s in marks if isinstance(s, Line) and s.stroke == look.COLORS["arrow"]]
    frame = [s for s in dashes if scene.region_at(*_middle(s)) != "d3"
             and not _on_the_shaft(s, scene)]
    assert len(frame) == 12  # three dashes on each side of d2's frame
    shaft = [s for s in dashes if _on_the_shaft(s, scene)]
    assert len(shaft) >= 2  # the arrow's shaft is dashed, not one line ...
    heads = [s for s in marks if isinstance(s, Polygon) and s.fill == look.COLORS["arrow"]]
    assert [scene.region_at(*s.points[0]) for s in heads] == ["d3"]  # ... and points at d3
    assert _key_words(scene)[-2:] == ["square in question", "not played (see text)"]
    assert "last move" not in scene.description and "hop of the last move" not in (
        scene.description)
    assert ("Marked: framed in dashes d2; dashed arrows (not played) d2 to d3. "
            in scene.description)
    assert scene.description.endswith(
        "a dashed frame marks a square the narration points at; a dashed arrow shows a move or "
        "hop the narration speaks of that is not played.")


def _middle(line: Line) -> tuple[float, float]:
    return ((line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2)


def _on_the_shaft(line: Line, scene) -> bool:
    """A dash of the d2-d3 arrow: upright, on the file's centre line."""
    centre = scene.center_of("d2")[0]
    return abs(line.x1 - centre) < 0.5 and abs(line.x2 - centre) < 0.5


def test_tutorial_steps_before_a_move_draw_no_move_marks() -> None:
    """A step that plays no move shows the position as it stands: its marks are a step's own
    (squares pointed at, moves not played, dots), never frames or arrows of a last move that
    was not played (review P1, P2)."""
    for name in hopping.tutorial_names():
        for number, frame in enumerate(hopping.tutorial(name).frames, 1):
            marks = frame.step.marks
            if frame.step.action is None and marks is not None:
                assert not {"highlight", "arrows", "crosses"} & set(marks), (name, number)
                words = _key_words(look.scene(frame.state, marks))
                assert "last move, or selected" not in words and "a hop" not in words


def test_describe_start() -> None:
    text = look.describe(hopping.Position.start())
    assert text.startswith("Red to move. Red: chariot h1; 15 dogs a1, b1, c1,")
    assert "Blue: chariot a8; 15 dogs " in text
    assert "Last move" not in text


def test_describe_after_a_move(captured: hopping.Position) -> None:
    text = look.describe(captured)
    assert text.startswith(
        "Blue to move. Red: chariot b4; 2 dogs d4, b6. Blue: chariot a8; 1 dog e6."
    )
    assert "Last move e3-d4: Red dog moved from e3 to d4." in text
    assert "captured between the Red dog on d4 and the Red chariot on b4." in text


def test_describe_a_finished_game() -> None:
    pos = hopping.Position.from_diagram(
        "\n".join(
            [". . . . . . . ."]
            + [". . . . . . RC ."]
            + [". . . . . . . ."] * 2
            + ["BC . . . . . . ."]
            + [". . . . . . . ."] * 3
        )
    ).play("g7-g8")
    assert pos.result == "red"
    scene = look.scene(pos)
    assert scene.description.startswith("Red wins.")
    assert scene.title == "Hopping Polis: Red wins"
    assert "Red wins" in {s.text for s in scene.layers["board"] if isinstance(s, Text)}


def test_svg_is_accessible_well_formed_and_deterministic(stunned: hopping.Position) -> None:
    text = look.svg(stunned)
    assert text == look.svg(hopping.Position.from_diagram(STUN).play("b7-a7"))
    root = ET.fromstring(text)
    assert root.get("role") == "img"
    assert root.find(f"{NS}title").text == "Hopping Polis: Blue to move"
    assert root.find(f"{NS}desc").text == look.scene(stunned).description
    assert [g.get("class") for g in root.findall(f"{NS}g")] == ["board", "pieces", "marks"]


def test_rendering_leaves_the_position_alone(captured: hopping.Position) -> None:
    before = (captured.to_diagram(), captured.to_move, captured.events, captured.last_move)
    look.svg(captured, marks={"dots": ["a1"]})
    assert (captured.to_diagram(), captured.to_move, captured.events, captured.last_move) == before


def test_position_shows_itself_as_svg(captured: hopping.Position) -> None:
    assert captured._repr_svg_() == look.svg(captured)


def test_size_scales_the_whole_picture() -> None:
    small = look.scene(hopping.Position.start(), size=28)
    large = look.scene(hopping.Position.start(), size=56)
    assert large.width == pytest.approx(2 * small.width)
    assert large.height == pytest.approx(2 * small.height)
