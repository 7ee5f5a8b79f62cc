"""The choices polislab made where seed 003 allows two readings, as options.

Each option names its ruling in docs/rules/hellas.md; the defaults are polislab's rulings.

>>> Options().to_json()["reject_tiles"]
True
>>> Options(turn_limit=0)
Traceback (most recent call last):
...
polislab.core.errors.ScenarioError: turn_limit must be a whole number of 1 or more, or None
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from polislab.core.errors import ScenarioError
from polislab.core.options import RuleOptions

from .components import Components, load


@dataclass(frozen=True)
class Options(RuleOptions):
    """Rule options of Hellas.

    - ``water_rule_in_setup``: whether the initial map creation also forbids a new water
      segment (seed 003 §4 does not say so, §5 Voyage does; the Hellas FAQ 1 says it applies
      there too, "only in theory"): ruling HL4.
    - ``reject_tiles``: whether a player may refuse the tile drawn on a voyage, which then goes
      under the stack and the voyage fails (Hellas FAQ 6): ruling HL10.
    - ``turn_limit``: None (the seed: the game ends only with a win), or a number of turns
      after which the game ends without a winner (for random play and classroom time limits):
      ruling HL30.
    - ``data``: a folder with the player's own data files (``tiles.json``, ``gods.json``,
      ``components.json``) replacing polislab's; None plays the polislab edition.
    """

    water_rule_in_setup: bool = True
    reject_tiles: bool = True
    turn_limit: int | None = None
    data: str | None = None

    def __post_init__(self) -> None:
        for name in ("water_rule_in_setup", "reject_tiles"):
            if not isinstance(getattr(self, name), bool):
                raise ScenarioError(f"{name} must be true or false")
        limit = self.turn_limit
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool)
                                  or limit < 1):
            raise ScenarioError("turn_limit must be a whole number of 1 or more, or None")
        if self.data is not None and not isinstance(self.data, str):
            raise ScenarioError("data must be the path of a folder, or None")

    @cached_property
    def components(self) -> Components:
        """The components these options play with (polislab's, or those in ``data``)."""
        return load(self.data)
