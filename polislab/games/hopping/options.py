"""The choices polislab made where seed 002 is silent, as options (docs/rules/hopping.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from polislab.core.errors import ScenarioError
from polislab.core.inputs import excerpt
from polislab.core.options import RuleOptions

from .board import COMPONENTS

RULINGS = "docs/rules/hopping.md"


@dataclass(frozen=True)
class Rules(RuleOptions):
    """Options for the points the rule text leaves open. The defaults are polislab's rulings.

    - ``first_player``: who moves first in the starting position (ruling H1).
    - ``stunned_anchor``: whether a stunned chariot still defends a piece of its colour in
      front of it from hopping (ruling H4).
    - ``stun_before_hops``: whether a chariot that the moved piece's step puts between two
      enemy pieces is stunned at once, so it does not hop on that move (True, ruling H5), or
      only at the capture check after the hops, so it hops like any piece (False).
    - ``hopped_chariot_wins``: whether a chariot hopped (not moved) onto the goal row wins
      (ruling H6).
    - ``no_legal_move``: what happens to a player who cannot move: "loses" or "draw" (H7).
    - ``quiet_limit``: the game is drawn after this many plies in a row without a capture;
      None for no limit (H8).
    """

    first_player: Literal["red", "blue"] = COMPONENTS["defaults"]["first_player"]["value"]
    stunned_anchor: bool = True
    stun_before_hops: bool = True
    hopped_chariot_wins: bool = True
    no_legal_move: Literal["loses", "draw"] = "loses"
    quiet_limit: int | None = COMPONENTS["defaults"]["quiet_limit"]["value"]

    def __post_init__(self) -> None:
        for name in ("stunned_anchor", "stun_before_hops", "hopped_chariot_wins"):
            if not isinstance(getattr(self, name), bool):
                raise ScenarioError(f"{name} must be true or false, not "
                                    f"{excerpt(getattr(self, name))}")
        if self.first_player not in ("red", "blue"):
            raise ScenarioError(f"first_player must be 'red' or 'blue', not "
                                f"{excerpt(self.first_player)}")
        if self.no_legal_move not in ("loses", "draw"):
            raise ScenarioError(
                f"no_legal_move must be 'loses' or 'draw', not {self.no_legal_move!r}"
            )
        if self.quiet_limit is not None and (
            not isinstance(self.quiet_limit, int) or isinstance(self.quiet_limit, bool)
            or self.quiet_limit < 1
        ):
            raise ScenarioError("quiet_limit must be a positive whole number or None")

