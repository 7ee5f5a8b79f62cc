"""The board backends (issue 18): polislab's own HTML canvas (HtmlBoard, widgets/board.js)
draws the same Scene as ipycanvas, is chosen by platform, variable or call, and takes clicks
and keys to the same squares. (The pixels of both are compared in Chromium by
tests/browser/test_board_backends.py.)"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from board_samples import samples

from polislab.core import game_names
from polislab.games import hopping
from polislab.render import LAYERS
from polislab.render.browser import layer_batches
from polislab.render.scene import Circle, Line, Polygon, Rect, Text, transformed
from polislab.widgets import BoardView, PlayView, use_backend
from polislab.widgets import board_backend as backends
from polislab.widgets.html_board import HtmlBoard

ROOT = Path(__file__).resolve().parents[1]
START = hopping.Position.start()


@pytest.fixture
def html(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv(backends.ENV_VAR, raising=False)
    use_backend("html")
    yield
    use_backend(None)


def test_ipycanvas_by_default_html_in_pyodide_and_chosen_by_variable_or_call(monkeypatch):
    monkeypatch.delenv(backends.ENV_VAR, raising=False)
    use_backend(None)
    assert backends.backend() == "ipycanvas"
    assert type(BoardView(START).canvas).__name__ == "Canvas"
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert backends.backend() == "html"
    assert isinstance(BoardView(START).canvas, HtmlBoard)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv(backends.ENV_VAR, "html")
    assert backends.backend() == "html"
    use_backend("ipycanvas")  # a call wins over the variable
    try:
        assert backends.backend() == "ipycanvas"
        with pytest.raises(ValueError, match="unknown board backend 'svg'"):
            use_backend("svg")
    finally:
        use_backend(None)
    monkeypatch.setenv(backends.ENV_VAR, "canvas")
    with pytest.raises(ValueError, match="POLISLAB_BOARD_BACKEND: unknown board backend"):
        backends.backend()


@pytest.mark.usefixtures("html")
@pytest.mark.parametrize("game", game_names())
def test_every_layer_of_every_game_is_sent_as_the_scenes_batches(game):
    state, marks = samples()[game]
    view = BoardView(state, marks)
    assert "polislab-board" in view.canvas._dom_classes
    ratio = view._surface.ratio  # canvas pixels per scene pixel, as on ipycanvas
    assert (view.canvas.width, view.canvas.height) == (round(view.scene.width * ratio),
                                                        round(view.scene.height * ratio))
    for name in LAYERS:
        shapes = [transformed(s, ratio) for s in view.scene.layers[name]]
        assert getattr(view.canvas, name) == layer_batches(shapes)


def test_the_four_games_use_every_scene_primitive_and_the_front_end_draws_each():
    kinds = {type(s) for state, marks in samples().values()
             for s in BoardView(state, marks).scene.shapes()}
    assert {Rect, Circle, Polygon, Line, Text} <= kinds
    js = (ROOT / "widgets" / "board.js").read_text()
    block = js[js.index("const DRAW = {"):js.index("};", js.index("const DRAW = {"))]
    drawn = set(re.findall(r"^  (\w+)\(ctx, style, geometry\)", block, re.M))
    assert drawn == {cls.kind for cls in (Rect, Circle, Polygon, Line, Text)}


@pytest.mark.usefixtures("html")
def test_a_click_in_the_browser_hits_the_same_square_on_both_backends():
    clicked = {}
    for name in ("html", "ipycanvas"):
        use_backend(name)
        view = BoardView(START)
        view.on_click(lambda square, name=name: clicked.setdefault(name, square))
        x, y = (c * view._surface.ratio for c in view.center_of("d2"))  # in canvas pixels
        if name == "html":
            view.canvas._on_message(view.canvas, {"event": "mouse_down", "x": x, "y": y}, [])
        else:
            view._on_mouse_down(x, y)  # what ipycanvas's callback receives
    assert clicked == {"html": "d2", "ipycanvas": "d2"}


@pytest.mark.usefixtures("html")
def test_a_play_view_plays_by_clicks_and_keys_on_the_html_board():
    view = PlayView(START)
    board = view.board.canvas
    for square in ("d2", "d3"):
        x, y = (c * view.board._surface.ratio for c in view.board.center_of(square))
        board._on_message(board, {"event": "mouse_down", "x": x, "y": y}, [])
    assert str(view.state.last_move) == "d2-d3"
    access = view.board.access  # keys come through the board's Access widget, on any backend
    access._on_message(access, {"event": "key", "key": "ArrowUp", "shift": False}, [])
    assert view.board.cursor != ""


@pytest.mark.usefixtures("html")
@pytest.mark.parametrize("message", [None, "x", {}, {"event": "mouse_down"},
                                     {"event": "mouse_down", "x": "1", "y": 2},
                                     {"event": "mouse_down", "x": True, "y": 2},
                                     {"event": "mouse_down", "x": float("nan"), "y": 2},
                                     {"event": "key", "key": 3}, {"event": "key", "key": ""},
                                     {"event": "other"}])
def test_a_malformed_message_from_the_page_is_ignored(message):
    view = PlayView(START)
    view.board.canvas._on_message(view.board.canvas, message, [])
    view.board.access._on_message(view.board.access, message, [])
    assert view.state is START and view.board.cursor == ""


@pytest.mark.usefixtures("html")
def test_only_changed_layers_are_sent_and_an_animation_plays_its_frames_once():
    view = BoardView(START)
    sent = []
    real = view.canvas.draw
    view.canvas.draw = lambda layers, changed, frames=(), delay=0.15: (
        sent.append((list(changed), len(frames))), real(layers, changed, frames, delay))
    after = START.play("d2-d3")
    view.show(after)
    assert sent[-1] == (["pieces", "marks"], 0)  # the board itself did not change
    before = view.canvas.frames_id
    view.show(after, frames=[{"highlight": ["d3"]}, None], delay=0.2)
    assert sent[-1] == (["marks"], 2)
    assert view.canvas.frames_id == before + 1 and view.canvas.delay_ms == 200
    assert len(view.canvas.frames) == 2
