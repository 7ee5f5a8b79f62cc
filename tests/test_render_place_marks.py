"""Issue 37: a teacher recording a lesson clicks places on the board and puts a highlight, an
arrow (two places), a cross or a dot on ANY place they can click, in every game.

A click names a region of the board's scene (``scene.regions``); every registered game is
checked (from the registry, so a new game is too) at its start and at a seeded mid-game
position: every region can carry each of the four kinds, drawn on the "marks" layer at the
region (the arrows, crosses and dots at its centre, :mod:`polislab.render.place_marks`); an
unknown place is refused with a sentence naming it; the description says the marks in words,
naming the places as the game names them to learners (``place_name``); a live board (both
backends) draws them.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from polislab.core import game_names, get_game
from polislab.core.errors import PolislabError
from polislab.core.interface import interface_for
from polislab.render import Circle, Line, Scene
from polislab.render.canvas import draw_shapes
from polislab.render.place_marks import spot
from tests.test_render_contrast import assert_mark_contrast

PLIES = 40  # the mid-game position: this many seeded random moves from the start


def positions(name: str) -> dict[str, Any]:
    """The game's start, and the position after ``PLIES`` seeded random moves (or the last
    before the game ends)."""
    game, rng = get_game(name), random.Random(f"{name}/37")
    state = start = game.initial_state(randomness=37)  # a seeded setup
    for _ in range(PLIES):
        actions = game.legal_actions(state)
        if not actions:
            break
        after, _ = game.apply(state, rng.choice(list(actions)))
        if game.is_over(after):  # mid-game: the last position before the end, if it comes
            break
        state = after
    return {"start": start, "mid-game": state}


CASES = [(name, when) for name in game_names() for when in ("start", "mid-game")]


@pytest.fixture(scope="module")
def states() -> dict[str, dict[str, Any]]:
    return {name: positions(name) for name in game_names()}


NONE: dict[str, Any] = {"highlight": []}  # no marks (Hexemonia keeps a kind left out as default)


def drawn(state: Any, marks: dict[str, Any]) -> Scene:
    """The board as a teacher recording a lesson sees it (everything shown), ``marks`` and
    nothing else marked."""
    return interface_for(state).scene(state, {**NONE, **marks}, show_all=True)


def centres(shapes: list[Any]) -> set[tuple[float, float]]:
    """The centres of ``shapes``: a circle's, a line's midpoint (rounded to 0.01 px)."""
    out = set()
    for shape in shapes:
        if isinstance(shape, Circle):
            out.add((round(shape.cx, 2), round(shape.cy, 2)))
        elif isinstance(shape, Line):
            out.add((round((shape.x1 + shape.x2) / 2, 2), round((shape.y1 + shape.y2) / 2, 2)))
    return out


def at(scene: Scene, place: str) -> tuple[float, float]:
    """Where a mark on ``place`` is drawn (rounded to 0.01 px)."""
    x, y = spot(scene, place)
    return (round(x, 2), round(y, 2))


def has_room(scene: Scene, place: str, grid: int = 20) -> bool:
    """Whether a click somewhere well inside ``place`` names it (not a region over it)."""
    x, y, w, h = scene.regions[place]
    return any(scene.region_at(x + w * (i + 0.5) / grid, y + h * (j + 0.5) / grid) == place
               for i in range(1, grid - 1) for j in range(1, grid - 1))


@pytest.mark.parametrize("name, when", CASES)
def test_every_place_a_click_names_can_be_highlighted(states, name: str, when: str) -> None:
    state = states[name][when]
    bare = drawn(state, {})
    for place in bare.regions:
        framed = drawn(state, {"highlight": [place]})
        assert len(framed.layers["marks"]) > len(bare.layers["marks"]), place


@pytest.mark.parametrize("name, when", CASES)
def test_every_place_can_be_crossed_out_and_dotted_where_a_click_names_it(
        states, name: str, when: str) -> None:
    state = states[name][when]
    bare = drawn(state, {})
    places = list(bare.regions)
    for kind, shape in (("crosses", Line), ("dots", Circle)):
        marked = drawn(state, {kind: places})
        added = marked.layers["marks"][len(bare.layers["marks"]):]
        assert len(added) >= len(places)
        found = centres([s for s in added if isinstance(s, shape)])
        for place in places:
            assert at(marked, place) in found, (kind, place)
            # A click on the mark names its place, no other; unless the place is covered all
            # over (Hegemony's projects panel by its tiles): then the mark is in its middle.
            if marked.region_at(*at(marked, place)) != place:
                assert not has_room(marked, place), (kind, place)
                assert at(marked, place) == tuple(round(v, 2) for v in marked.center_of(place))


@pytest.mark.parametrize("name, when", CASES)
def test_an_arrow_goes_from_and_to_every_place(states, name: str, when: str) -> None:
    state = states[name][when]
    bare = drawn(state, {})
    places = list(bare.regions)
    where = {place: at(bare, place) for place in places}
    farthest = {a: max(places, key=lambda b: math.dist(where[a], where[b])) for a in places}
    pairs = [*([a, b] for a, b in farthest.items()), *([b, a] for a, b in farthest.items())]
    marked = drawn(state, {"arrows": pairs})
    shafts = [s for s in marked.layers["marks"] if isinstance(s, Line) and s.arrow]
    assert len(shafts) == len(pairs)  # one dark shaft each (no other arrow is drawn)
    for (a, b), shaft in zip(pairs, shafts, strict=True):
        (ax, ay), (bx, by) = where[a], where[b]
        # The arrow runs from a's mark towards b's, and stops short of it.
        along = (shaft.x2 - shaft.x1) * (bx - ax) + (shaft.y2 - shaft.y1) * (by - ay)
        assert along > 0, (a, b)
        assert math.dist((shaft.x2, shaft.y2), (bx, by)) < math.dist((ax, ay), (bx, by))


@pytest.mark.parametrize("name", game_names())
def test_the_marks_read_at_3_to_1_on_every_place(states, name: str) -> None:
    """WCAG 1.4.11, measured as for every tutorial step (tests/test_render_contrast.py): a
    dark cross or arrow by its white halo, a dot by its fill or its white edge."""
    found = []
    for when, state in states[name].items():
        places = list(drawn(state, {}).regions)
        for kind in ("crosses", "dots"):
            found.append((f"{when} {kind}", drawn(state, {kind: places})))
        arrows = [[a, b] for a, b in zip(places, places[::-1], strict=True) if a != b]
        found.append((f"{when} arrows", drawn(state, {"arrows": arrows})))
    assert_mark_contrast(name, found)


@pytest.mark.parametrize("name", game_names())
def test_a_place_only_a_teachers_view_shows_is_left_out_of_a_players(states, name: str) -> None:
    """A lesson recorded on a teacher's screen (every hand face up) plays on a learner's,
    where a hand is hidden: a mark on a card of it is left out there, not refused."""
    for state in states[name].values():
        face = interface_for(state)
        hidden = [place for place in drawn(state, {}).regions
                  if place not in face.scene(state, NONE).regions]
        for kind in ("highlight", "crosses", "dots"):
            assert face.scene(state, {**NONE, kind: hidden}).layers["marks"] == []
        arrows = [list(pair) for pair in zip(hidden, hidden[1:], strict=False)]
        assert face.scene(state, {**NONE, "arrows": arrows}).layers["marks"] == []


@pytest.mark.parametrize("name", game_names())
def test_an_unknown_place_is_refused_in_a_sentence(states, name: str) -> None:
    state = states[name]["start"]
    real = next(iter(drawn(state, {}).regions))
    before = get_game(name).to_json(state)
    for marks in ({"highlight": ["Atlantis"]}, {"crosses": ["Atlantis"]},
                  {"dots": ["Atlantis"]}, {"arrows": [[real, "Atlantis"]]}):
        with pytest.raises(PolislabError) as refused:
            drawn(state, marks)
        assert isinstance(refused.value, ValueError)
        said = str(refused.value)
        assert "Atlantis" in said and "Error" not in said and "\\" not in said, said
    assert get_game(name).to_json(state) == before


@pytest.mark.parametrize("name", [n for n in game_names() if n != "hopping"])
def test_an_unknown_place_comes_with_places_there_are(states, name: str) -> None:
    """(Hopping's squares say themselves: "a1 .. h8".)"""
    state = states[name]["start"]
    real = list(drawn(state, {}).regions)
    with pytest.raises(PolislabError, match="is not a place on this board") as refused:
        drawn(state, {"dots": [real[0] + "x"]})
    assert real[0] in str(refused.value)  # the likeliest place meant


@pytest.mark.parametrize("name", game_names())
def test_the_description_says_the_marks_with_the_places_names(states, name: str) -> None:
    state = states[name]["mid-game"]
    face = interface_for(state)
    a, b, c, d = list(drawn(state, {}).regions)[:4]
    scene = drawn(state, {"arrows": [[a, b]], "crosses": [c], "dots": [d]})
    marked = scene.description[scene.description.index("Marked:"):]
    assert "arrow" in marked and "crossed out" in marked and "dot" in marked
    for place in (a, b, c, d):
        assert face.place_name(state, place) in marked


@pytest.mark.parametrize("name", game_names())
def test_a_board_view_draws_the_marks_on_either_backend(states, name: str) -> None:
    from polislab.widgets import BoardView, use_backend

    state = states[name]["mid-game"]
    a, b = list(drawn(state, {}).regions)[:2]
    marks = {"arrows": [[a, b]], "crosses": [a], "dots": [b]}
    try:
        use_backend("html")
        view = BoardView(state, marks, show_all=True)
        shapes = view.scene.layers["marks"]
        assert len(shapes) > len(BoardView(state, {}, show_all=True).scene.layers["marks"])
        sent = {batch["k"] for batch in view.canvas.marks}  # what the page is sent to draw
        assert {"line", "circle"} <= sent
        heads = [g[4] for batch in view.canvas.marks if batch["k"] == "line"
                 for g in batch["g"]]
        assert any(head is not None for head in heads)  # the arrow's head
    finally:
        use_backend(None)
    canvas = Recorder()
    draw_shapes(canvas, shapes)
    assert "stroke_line_segments" in canvas.calls and "fill_circles" in canvas.calls
    assert "fill_polygons" in canvas.calls  # the arrow's head


class Recorder:
    """A stand-in for an ipycanvas Canvas: remembers each drawing call's name."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return lambda *args, **kwargs: self.calls.append(name)
