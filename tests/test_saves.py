"""Saves keep working (issue 28): the sample saves in tests/saves/, written by an earlier
polislab (scripts/make_sample_saves.py), load with today's code, each as a state the game can
go on from, and a state saved again reads back as itself."""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path

import pytest

from polislab.core import Scenario, Timeline, game_names, get_game
from polislab.core.declarations import package_of
from polislab.games import BUILTIN_GAMES


def _game_saves() -> list[Path]:
    """The samples a game from outside the library keeps in its package's saves/ folder."""
    found = []
    for name in game_names():
        folder = Path(str(files(package_of(get_game(name))).joinpath("saves")))
        if name not in BUILTIN_GAMES and folder.is_dir():
            found += folder.glob("*.json")
    return found


SAVES = sorted([*(Path(__file__).parent / "saves").glob("*.json"), *_game_saves()])


def test_every_game_has_sample_saves_of_states_timelines_and_scenarios():
    names = {path.stem for path in SAVES}
    for game in game_names():
        assert {f"{game}-start", f"{game}-timeline", f"{game}-scenario"} <= names
        assert any(n.startswith(f"{game}-ply") for n in names)
    assert sum("pending" in n for n in names) >= 8  # decisions pending mid-game


@pytest.mark.parametrize("path", SAVES, ids=lambda p: p.stem)
def test_a_sample_save_loads_and_saves_again_as_itself(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    name, what = path.stem.split("-", 1)
    game = get_game(name)
    if what.startswith("timeline"):
        timeline = Timeline.from_json(data)
        assert len(timeline) == len(data["actions"]) > 0
        again = Timeline.from_json(json.loads(json.dumps(timeline.to_json())))
        assert again.state == timeline.state
        return
    if what.startswith("scenario"):
        scenario = Scenario.from_json(data)
        assert scenario.game == name and len(scenario) == len(data["steps"])
        assert Scenario.from_json(json.loads(json.dumps(scenario.to_json()))) == scenario
        return
    state = game.from_json(data)
    assert game.from_json(json.loads(json.dumps(game.to_json(state)))) == state
    if not game.is_over(state):
        assert game.legal_actions(state)
