"""Every board reads from the back row: shown in a tutorial player's board box at 1366 x 768
(about 840 x 580 CSS px, the boards scaled down to fit its width and height), no text on any
board is smaller than 12 CSS px (issue 15, "Boards fit and read")."""

from __future__ import annotations

import pytest

from polislab.core import game_names
from polislab.core.declarations import game_package
from polislab.core.interface import interface_for
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
    and the step half way (the tutorials its package offers: ``tutorial_names``,
    ``tutorial``)."""
    package = game_package(game)
    out = []
    for name in package.tutorial_names():
        frames = package.tutorial(name).frames
        for i in sorted({0, len(frames) // 2, len(frames) - 1}):
            out.append((f"{name} step {i}", frames[i].state))
    return out


def scenes(game: str) -> list[tuple[str, Scene]]:
    """The boards of ``tutorial_states``, drawn through the game's interface, and the first
    with everything the rules hide shown (every hand face up). A game's own views (a second
    board, coordinates) are checked in its own render tests with :func:`assert_readable`."""
    face = interface_for(game)
    out = [(label, face.scene(state)) for label, state in tutorial_states(game)]
    label, first = tutorial_states(game)[0]
    out.append((f"{label}, all shown", face.scene(first, show_all=True)))
    return out


def assert_readable(game: str, found: list[tuple[str, Scene]]) -> None:
    """No text of ``found`` under 12 px in the box, and every text inside its picture."""
    for label, scene in found:
        shown = smallest_text(scene)
        assert shown >= SMALLEST, (
            f"{game}, {label}: smallest text {shown:.1f} px at the 840 x 580 box "
            f"({scene.width:.0f} x {scene.height:.0f} scaled by {fit_scale(scene):.2f})")
        for shape in scene.shapes():
            if isinstance(shape, Text):
                assert 0 <= shape.x <= scene.width and 0 <= shape.y <= scene.height, (
                    f"{game}, {label}: {shape.text!r} at ({shape.x:.0f}, {shape.y:.0f})")


@pytest.mark.parametrize("game", game_names())
def test_no_text_under_12_px_in_the_840_by_580_box_and_every_text_inside(game: str) -> None:
    assert_readable(game, scenes(game))


def test_the_measure_is_the_fit_into_the_box() -> None:
    wide = Scene(1680, 580)
    wide.add("board", Text(10, 10, "a", 20))
    assert fit_scale(wide) == 0.5 and smallest_text(wide) == 10  # too small: would fail
    small = Scene(400, 300)
    small.add("board", Text(10, 10, "a", 12))
    assert fit_scale(small) == 1 and smallest_text(small) == 12  # never enlarged
