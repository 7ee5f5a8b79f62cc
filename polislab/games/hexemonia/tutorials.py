"""The ready-made scenario and the exercises of the Hexemonia tutorial (notebooks/uprisings).

The scenario is stored as JSON in data/tutorials/ (written by
scripts/make_hexemonia_tutorials.py): seed 004's Examples 4, 5 and 6, Andrea's war turn and
the Uprisings it sets off.

>>> from polislab.games import hexemonia
>>> hexemonia.tutorial_names()
['uprisings', 'war-part-way']
>>> hexemonia.tutorial("uprisings").frames[2].actions
('attack Barbara 1a',)

An exercise's check answers like :class:`polislab.widgets.Exercise`: right or not, and why, in
the rules' words; the right answer is worked out by the engine.

>>> right, why = check_uprising("Asty 3c 1h 4g", "2g")
>>> right, why.split(" (")[0]
(True, 'excess 1 Citizen and 3 Gold: 2 Gold discarded, to leave equal excess of each kind')
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import answer_text, excerpt
from polislab.core.scenario import stored_tutorials

from . import citations as cite
from . import city
from .components import describe_cubes
from .setup import parse_tile
from .turn import uprising_discards

__all__ = ["check_uprising", "tutorial", "tutorial_names"]

tutorial_names, tutorial = stored_tutorials(__package__)


def check_uprising(tile_text: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` ("2g", "1c 2g", "nothing") what an Uprising discards from the tile written
    ``tile_text`` ("Asty 3c 1h 4g", as in :func:`~.setup.position`)?"""
    placed = parse_tile(tile_text, "1a")
    due = uprising_discards(placed)
    excess = describe_cubes(city.excess(placed)) or "nothing"
    kinds = sum(1 for n in city.excess(placed) if n)
    how = (
        "nothing to discard"
        if kinds == 0
        else "half of it, rounded up"
        if kinds == 1
        else "to leave equal excess of each kind"
    )
    rule = cite.UPRISINGS if kinds < 2 else cite.both(cite.UPRISINGS, "HX23")
    why = f"excess {excess}: {describe_cubes(due) or 'nothing'} discarded, {how} ({rule})."
    text = "" if answer is None else answer_text(answer)
    if not text:
        return False, "write your answer in the cell above, like '1c 2g' or 'nothing'."
    try:
        given = (
            (0, 0, 0)
            if text.casefold() == "nothing"
            else parse_tile(f"{placed.tile} {text}", "1a").cubes
        )
    except ScenarioError as err:
        return False, (f"{excerpt(text)} cannot be read: write cubes like '1c 2g', or "
                       f"'nothing' ({err}).")
    if given == due:
        return True, why
    return False, (
        f"not {describe_cubes(given) or 'nothing'}. Count the excess first (what "
        f"is more than the tile's cost {city.cost(placed.tile)}), then apply "
        f"the rule for one kind or for several kinds."
    )
