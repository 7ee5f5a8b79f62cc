"""The ready-made scenarios of the hopping tutorials, stored as JSON in data/tutorials/.

>>> from polislab.games import hopping
>>> hopping.tutorial_names()[:2]
['worked-example', 'blocked']
>>> scenario = hopping.tutorial("worked-example")
>>> scenario.title, len(scenario.steps)
("The seed's worked example", 2)
"""

from __future__ import annotations

import json
from importlib import resources

from polislab.core.scenario import Scenario

_FOLDER = resources.files(__package__).joinpath("data/tutorials")


def tutorial_names() -> list[str]:
    """The names of the ready-made scenarios, in teaching order."""
    return list(json.loads(_FOLDER.joinpath("index.json").read_text(encoding="utf-8"))["order"])


def tutorial(name: str) -> Scenario:
    """The ready-made scenario ``name`` (see :func:`tutorial_names`), replayed and checked."""
    if name not in tutorial_names():
        raise KeyError(f"no tutorial named {name!r}; there are: {', '.join(tutorial_names())}")
    data = json.loads(_FOLDER.joinpath(f"{name}.json").read_text(encoding="utf-8"))
    return Scenario.from_json(data)
