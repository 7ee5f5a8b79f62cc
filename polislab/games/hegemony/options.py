"""The choices polislab made where the seeds allow two readings, as options.

Each option names its ruling in docs/rules/hegemony.md. Where a seed's words decide, the default
follows them (``proxenos_capture``); where the seeds disagree or are silent, the default is
polislab's ruling and the option gives the other reading.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from polislab.core.errors import ScenarioError
from polislab.core.options import RuleOptions

HOPLITE_TERRITORIES = ("own", "own_or_neighbour")
SILVER_SUBSTITUTIONS = ("per_resource", "whole_cost")
CAPACITY_BLOCKS = ("land", "any")
PURCHASE_DIRECTIONS = ("left", "right")
STORAGE_ROUNDINGS = ("lose_half_up", "keep_half_up")
BATTLE_HANDS = ("own_units", "all_units")
PROXENOS_CAPTURES = ("any_siege", "siege_won")


@dataclass(frozen=True)
class Options(RuleOptions):
    """Rule options of Polis: Fight for the Hegemony.

    - ``hoplite_territory``: where created hoplites go. "own": the land territory the polis
      stands in; "own_or_neighbour": that territory or a land territory next to it, named with
      "to" (ruling HG7).
    - ``silver_substitution``: how silver replaces a project's cost (seed 000 §7, "fully ...
      but not partially"). "per_resource": each resource of the cost is paid wholly in that
      resource or wholly in silver; "whole_cost": the cost is paid as printed or wholly in
      silver (ruling HG29). A unit's cost is one resource, so both readings agree there.
    - ``starting_goods``: each side's starting amount of every resource it starts with (the
      four goods, and Sparta's silver or Athens' wheat); None keeps the data's values (4).
    - ``starting_prestige``: each side's starting Prestige; None keeps the data's (4) (HG26).
    - ``capacity_blocks``: which territories a moving unit cannot pass through while its side
      has the round's capacity of units there (seed 000 §5.5-§5.6). "land": land territories
      only; "any": every territory, the seed's optional rule (ruling HG50).
    - ``purchase_direction``: where a wheat purchase moves the named good's marker (seed 000
      §5.9). "left" (seed 000; BGA "decrease"); "right": seed 001's "increase market value"
      (ruling HG43). Exchanges always move it right.
    - ``storage``: what the Storage step of the end of the round leaves of wine, oil and wheat.
      "lose_half_up": half is lost, rounded up, so 5 keeps 2 (seed 000 §4); "keep_half_up":
      the amount is halved, rounded up, so 5 keeps 3 (seed 001) (ruling HG3).
    - ``battle_hand``: how many combat cards each side is dealt at the start of a battle
      (seed 000 §5: "Each player dealt cards = number of units in battle"). "own_units": as
      many as its own units there; "all_units": as many as the units of both sides there
      (ruling HG60).
    - ``proxenos_capture``: when a siege captures the enemy proxenos standing in the polis
      besieged. "any_siege": whatever the roll (seed 000 §7: "If polis is besieged and
      Proxenos is present, it is captured."); "siege_won": only when the siege succeeds
      (ruling HG68).
    """

    hoplite_territory: Literal["own", "own_or_neighbour"] = "own"
    silver_substitution: Literal["per_resource", "whole_cost"] = "per_resource"
    starting_goods: int | None = None
    starting_prestige: int | None = None
    capacity_blocks: Literal["land", "any"] = "land"
    purchase_direction: Literal["left", "right"] = "left"
    storage: Literal["lose_half_up", "keep_half_up"] = "lose_half_up"
    battle_hand: Literal["own_units", "all_units"] = "own_units"
    proxenos_capture: Literal["any_siege", "siege_won"] = "any_siege"

    def __post_init__(self) -> None:
        if self.hoplite_territory not in HOPLITE_TERRITORIES:
            raise ScenarioError(
                f"hoplite_territory must be 'own' or 'own_or_neighbour', "
                f"not {self.hoplite_territory!r}"
            )
        if self.silver_substitution not in SILVER_SUBSTITUTIONS:
            raise ScenarioError(
                f"silver_substitution must be 'per_resource' or 'whole_cost', "
                f"not {self.silver_substitution!r}"
            )
        if self.capacity_blocks not in CAPACITY_BLOCKS:
            raise ScenarioError(f"capacity_blocks must be 'land' or 'any', "
                                f"not {self.capacity_blocks!r}")
        if self.purchase_direction not in PURCHASE_DIRECTIONS:
            raise ScenarioError(f"purchase_direction must be 'left' or 'right', "
                                f"not {self.purchase_direction!r}")
        if self.storage not in STORAGE_ROUNDINGS:
            raise ScenarioError(f"storage must be 'lose_half_up' or 'keep_half_up', "
                                f"not {self.storage!r}")
        if self.battle_hand not in BATTLE_HANDS:
            raise ScenarioError(f"battle_hand must be 'own_units' or 'all_units', "
                                f"not {self.battle_hand!r}")
        if self.proxenos_capture not in PROXENOS_CAPTURES:
            raise ScenarioError(f"proxenos_capture must be 'any_siege' or 'siege_won', "
                                f"not {self.proxenos_capture!r}")
        for name in ("starting_goods", "starting_prestige"):
            value = getattr(self, name)
            if value is not None and (
                not isinstance(value, int) or isinstance(value, bool) or value < 0
            ):
                raise ScenarioError(f"{name} must be a whole number, 0 or more, or None")

