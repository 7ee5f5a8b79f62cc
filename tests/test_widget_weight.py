"""Widgets stay light (issue 24's code-free view, in a classroom server under load).

Voilà, and JupyterLab reopening a notebook whose kernel still runs, ask the kernel for every
widget's state in one message, and ipywidgets' page gives up on that message after 4 seconds;
the fallback then left later boards of a tutorial undrawn on a loaded machine. So a widget
makes what it hides only when it is first shown, and never leaves a replaced part behind as a
model.
"""

from __future__ import annotations

import ipywidgets
import pytest
from ipywidgets.widgets.widget import _instances

from polislab.games import hopping
from polislab.games.hopping import goals


def _made_by(build):  # noqa: ANN001, ANN202
    """The widget models ``build()`` leaves in the kernel, and what it returned."""
    before = set(_instances)
    made = build()
    return [w for key, w in _instances.items() if key not in before], made


def _referenced(models: list[ipywidgets.Widget]) -> set[str]:
    ids = set()
    for model in models:
        for name in model.keys:
            value = getattr(model, name, None)
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, ipywidgets.Widget):
                    ids.add(item.model_id)
    return ids


def _tutorial_player():  # noqa: ANN202
    from polislab.widgets import TutorialPlayer

    return TutorialPlayer(hopping.tutorial("worked-example"))


def _exercise():  # noqa: ANN202
    from polislab.widgets import Exercise

    return Exercise(hopping.start(), "Bring two dogs onto rank 4.",
                    goals.on_rank("red", 4, count=2))


def _play_view():  # noqa: ANN202
    from polislab.widgets import PlayView

    return PlayView(hopping.start())


@pytest.mark.parametrize("build", [_tutorial_player, _exercise, _play_view])
def test_no_layout_or_style_is_left_behind_as_a_model(build) -> None:  # noqa: ANN001
    models, _ = _made_by(build)
    used = _referenced(models)
    left = [type(m).__name__ for m in models
            if type(m).__name__.endswith(("Layout", "Style")) and m.model_id not in used]
    assert left == []


def test_a_tutorial_player_makes_its_play_controls_when_the_learner_plays() -> None:
    models, player = _made_by(_tutorial_player)
    names = {type(m).__name__ for m in models}
    assert not names & {"Text", "Select", "Dropdown", "Textarea"}  # move box, lists, share
    player.try_it()
    row = player.view._entry_row
    assert row in player.view.panel.children and row.layout.display == "flex"


def test_a_share_box_makes_its_code_when_first_shown() -> None:
    _, player = _made_by(_tutorial_player)
    assert player.share.code is None
    player.share.toggle()
    assert player.share.code.value.startswith("PL")
