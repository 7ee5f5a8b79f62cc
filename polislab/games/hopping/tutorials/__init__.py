"""The ready-made scenarios of the hopping tutorials, stored as JSON in data/tutorials/.

>>> from polislab.games import hopping
>>> hopping.tutorial_names()[:2]
['first-moves', 'worked-example']
>>> scenario = hopping.tutorial("worked-example")
>>> scenario.title, len(scenario.steps)
("The rule text's worked example", 2)
"""

from __future__ import annotations

from polislab.core.scenario import stored_tutorials

tutorial_names, tutorial = stored_tutorials(__package__)
