"""The ready-made tutorials of tic-tac-toe, stored as JSON in ``scenarios/`` (written by
``python -m examples.tictactoe.tutorials.build``).

>>> from examples import tictactoe
>>> tictactoe.tutorial_names()
['three-in-a-row', 'block']
"""

from __future__ import annotations

from polislab.core.scenario import stored_tutorials

tutorial_names, tutorial = stored_tutorials(__package__)
