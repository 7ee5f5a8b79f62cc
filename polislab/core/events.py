"""Events: what an action did, as data that can explain itself in one sentence."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """One outcome of an action.

    ``kind`` says what happened ("move", "hop", "stay", "capture", ...), ``text`` says it in a
    sentence, ``rule`` names the rule that made it happen, and ``data`` holds the details a
    board needs to draw it (squares, pieces).

    >>> Event("stay", "Red dog d4 did not hop: defended by c4", "Polis §Exception 2").explain()
    'Red dog d4 did not hop: defended by c4 (Polis §Exception 2).'
    """

    kind: str
    text: str
    rule: str
    data: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def explain(self) -> str:
        return f"{self.text} ({self.rule})."

    def __str__(self) -> str:
        return self.explain()

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "rule": self.rule, "data": dict(self.data)}
