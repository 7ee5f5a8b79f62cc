"""A scenario starts at any moment of a game (issue 27): a position built at a battle, a
voyage, a war part-way... is a scenario's start, saved and loaded back equal, and played by the
TutorialPlayer; and any step of a scenario can become the start of one
(:meth:`Scenario.starting_at`) that plays on exactly as the whole one did.
"""

from __future__ import annotations

import json

import pytest

from polislab.core import Scenario, Step
from polislab.core.errors import ScenarioError
from polislab.games import hegemony, hellas, hexemonia
from polislab.widgets import TutorialPlayer

ARKADIA = {"Arkadia": {"athens": 4, "sparta": 4}}
ARGOS_SPARTA = [("Argos", "0,-1", 1, "light", 1, 2), ("Sparta", "1,-1", 5, "dark", 1, 1)]
ARMIES = {"Ann": {"A": "2c 2h 1g", "1a": "Pasture 1c"}, "Bob": {"1a": "Pasture 1c"}}


def _moments():
    hands = {"sparta": ["Phalanx 2", "Kyklos 1", "Mercenaries", "Salpinx Call"],
             "athens": ["Phalanx 1", "Embolon 1", "Kyklos 3", "Mercenaries"]}
    yield "hegemony", hegemony.position(round="4", player="athens", units=ARKADIA,
                                        battle={"territory": "Arkadia", "hands": hands})
    yield "hegemony", hegemony.position(round="4", end_of_round={"step": "phoros"})
    yield "hellas", hellas.position(ARGOS_SPARTA, voyage="Pylos")
    yield "hellas", hellas.position(ARGOS_SPARTA, hands={"dark": ["Shield Wall"]},
                                    attack={"target": "Sparta", "from": {"Argos": 2}})
    yield "hellas", hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True,
                                    drawn="Pylos")
    yield "hexemonia", hexemonia.position(["Ann", "Bob"], cities=ARMIES, turn="Ann",
                                          step="action",
                                          war={"attacking": ("Bob", "1a"),
                                               "committed": {"A": "1h"}})


@pytest.mark.parametrize("game, state", list(_moments()))
def test_a_built_moment_starts_a_scenario_saved_and_played(game, state):
    first = str(state.legal_actions()[0])
    scenario = Scenario(game, state, [Step(None, "The moment."), Step(first, "Play on.")])
    loaded = Scenario.from_json(json.loads(json.dumps(scenario.to_json())))
    assert loaded == scenario and loaded.frames[1].state == scenario.frames[1].state
    player = TutorialPlayer(loaded, size=20)
    assert player.state == state
    player.next()  # the player shows the step played from the typed moment
    assert player.state == loaded.frames[1].state


@pytest.mark.parametrize("game, name", [(hegemony, "land-battle"), (hellas, "attacks"),
                                        (hexemonia, "uprisings")])
def test_a_scenario_started_at_any_step_plays_on_as_the_whole_one(game, name):
    whole = game.tutorial(name)
    for number in sorted({1, len(whole) // 2, len(whole) - 1}):
        later = whole.starting_at(number)
        assert [f.state for f in later.frames] == [f.state for f in whole.frames[number:]]
        assert later.steps[0].narration == whole.steps[number].narration
        assert Scenario.from_json(json.loads(json.dumps(later.to_json()))) == later


def test_starting_at_a_step_that_does_not_exist_is_refused():
    whole = hellas.tutorial("attacks")
    with pytest.raises(ScenarioError, match="the steps are numbered 0 to"):
        whole.starting_at(len(whole))
