"""The choices polislab made where seed 003 allows two readings, as options.

Each option names its ruling in docs/rules/hellas.md. Where seed 003's words decide, the default
follows them; a default taken from the published Hellas FAQ has an option for the seed-only
reading (``water_rule_in_setup``, ``reject_tiles``, ``call_off_attacks``).

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
    - ``end_burst_early``: whether a player may end a Burst of Strength before its 3 (or 4)
      actions while another can be taken ("end burst"). Off: seed 003 §5 Option 1, "Perform
      3 actions"; the burst ends early only when no burst action can be taken: ruling HL13.
    - ``call_off_attacks``: whether the attacker may call an attack off after the defender's
      cards leave it unable to succeed (Hellas FAQ 8, the default). Off: seed 003 §5 Option 3
      alone, where every declared attack is fought: ruling HL19.
    - ``turn_limit``: None (the seed: the game ends only with a win), or a number of turns
      after which the game ends without a winner (for random play and classroom time limits):
      ruling HL30.
    - ``data``: a folder with the player's own data files (``tiles.json``, ``gods.json``,
      ``components.json``) replacing polislab's; None plays the polislab edition.
    """

    water_rule_in_setup: bool = True
    reject_tiles: bool = True
    end_burst_early: bool = False
    call_off_attacks: bool = True
    turn_limit: int | None = None
    data: str | None = None

    def __post_init__(self) -> None:
        for name in ("water_rule_in_setup", "reject_tiles", "end_burst_early",
                     "call_off_attacks"):
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
