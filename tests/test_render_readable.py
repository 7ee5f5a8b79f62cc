"""Every board reads from the back row: shown in a tutorial player's board box at 1366 x 768
(about 840 x 580 CSS px, the boards scaled down to fit its width and height), no text on any
board is smaller than 12 CSS px (issue 15, "Boards fit and read")."""

from __future__ import annotations

import importlib

import pytest

from polislab.core import game_names
from polislab.render import Scene, Text

BOX_W, BOX_H = 840.0, 580.0  # the board box agreed with the widgets (TutorialPlayer, PlayView)
SMALLEST = 12.0  # CSS px


def fit_scale(scene: Scene) -> float:
    """How much the box shrinks the scene: never enlarged, scaled to fit width and height."""
    return min(1.0, BOX_W / scene.width, BOX_H / scene.height)


def smallest_text(scene: Scene) -> float:
    """The smallest text of the scene as the box shows it, in CSS px."""
    sizes = [s.size for s in scene.shapes() if isinstance(s, Text) and s.text.strip()]
    return min(sizes) * fit_scale(scene)


def tutorial_states(game: str) -> list[tuple[str, object]]:
    """Representative positions: the start and the last step of every tutorial of ``game``,
    and the step half way."""
    tutorials = importlib.import_module(f"polislab.games.{game}.tutorials")
    out = []
    for name in tutorials.tutorial_names():
        frames = tutorials.tutorial(name).frames
        for i in sorted({0, len(frames) // 2, len(frames) - 1}):
            out.append((f"{name} step {i}", frames[i].state))
    return out


def scenes(game: str) -> list[tuple[str, Scene]]:
    render = importlib.import_module(f"polislab.games.{game}.ui.board")
    out = [(label, render.scene(state)) for label, state in tutorial_states(game)]
    if game == "hegemony":  # the player boards' view, and a battle with both hands face up
        from polislab.games.hegemony import tutorial

        battle = next(f.state for f in tutorial("land-battle").frames if f.state.battle)
        out += [("boards view", render.scene(battle, view="boards")),
                ("battle", render.scene(battle, show_all=True))]
    if game == "hexemonia":  # four players, every hand face up
        from polislab.games.hexemonia import initial_state

        out.append(("4 players", render.scene(initial_state(3, players=4), show_all=True)))
    if game == "hellas":
        state = tutorial_states(game)[0][1]
        out.append(("coordinates", render.scene(state, coordinates=True)))
    return out


@pytest.mark.parametrize("game", game_names())
def test_no_text_under_12_px_in_the_840_by_580_box(game: str) -> None:
    for label, scene in scenes(game):
        shown = smallest_text(scene)
        assert shown >= SMALLEST, (
            f"{game}, {label}: smallest text {shown:.1f} px at the 840 x 580 box "
            f"({scene.width:.0f} x {scene.height:.0f} scaled by {fit_scale(scene):.2f})")


@pytest.mark.parametrize("game", game_names())
def test_every_text_is_anchored_inside_its_picture(game: str) -> None:
    for label, scene in scenes(game):
        for shape in scene.shapes():
            if isinstance(shape, Text):
                assert 0 <= shape.x <= scene.width and 0 <= shape.y <= scene.height, (
                    f"{game}, {label}: {shape.text!r} at ({shape.x:.0f}, {shape.y:.0f})")


def test_the_measure_is_the_fit_into_the_box() -> None:
    wide = Scene(1680, 580)
    wide.add("board", Text(10, 10, "a", 20))
    assert fit_scale(wide) == 0.5 and smallest_text(wide) == 10  # too small: would fail
    small = Scene(400, 300)
    small.add("board", Text(10, 10, "a", 12))
    assert fit_scale(small) == 1 and smallest_text(small) == 12  # never enlarged
