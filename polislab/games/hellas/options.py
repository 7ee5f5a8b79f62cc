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
    - ``end_burst_early``: whether a player may end a Burst of Strength before its 3
      actions while another can be taken ("end burst"). Off: seed 003 §5 Option 1, "Perform
      3 actions"; the burst ends before its third action only when no burst action can be
      taken: ruling HL13.
    - ``all_burst_actions``: whether the actions beyond the third (the 4th of a player with
      more cities with temples, "you may take 4 actions", and Olympian Vigour's) must be
      taken while they can be. Off (the default, seed 003 §5 Option 1's "may" read as a
      choice): the player may "end burst" after the third. On: "may" read as the burst's
      size, every action taken (polislab's default before): ruling HL13.
    - ``card_moves_required``: when a card places a Greek or ship and the supply has none,
      whether the piece must be moved from another city that can give it. Off (the default,
      seed 003 §7 "you may move them from other tiles" read as a choice): the player chooses
      a city or "take no greek" / "take no ship". On: "may" read as a permission, the piece is
      moved whenever a city can give it (polislab's default before): ruling HL25.
    - ``capture_same_number``: after taking a city, whether the attacker places exactly as
      many ships as the defender lost there (as the supply and 3 a city allow) or none. Off
      (the default): any number from none up to that many, "may place same number" read as
      an upper bound: ruling HL20.
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
    all_burst_actions: bool = False
    card_moves_required: bool = False
    capture_same_number: bool = False
    call_off_attacks: bool = True
    turn_limit: int | None = None
    data: str | None = None

    def __post_init__(self) -> None:
        for name in ("water_rule_in_setup", "reject_tiles", "end_burst_early",
                     "all_burst_actions", "card_moves_required", "capture_same_number",
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
