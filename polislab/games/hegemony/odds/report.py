"""The results of simulated battles (:func:`.battle.simulate`): distributions, a table, charts.

Each battle gives, for each side, the units it lost (card casualties, and units a retreat found
no room for), its change of Prestige and the units it has left in the territory; and the
number of battle rounds fought and the side that retreated, if any. The side holding the
territory at the end is the one with more units there (ruling HG49), nobody on a tie.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

try:
    import numpy as np
except ImportError:  # a Pyodide kernel: the columns are lists (odds.pure)
    np = None  # type: ignore[assignment]  # (every use checks np first)

from ..state import SIDES, side_title
from .table import BarChart, OddsTable

if TYPE_CHECKING:
    from .battle import BattleSetup

__all__ = ["OUTCOMES", "BattleOdds"]

#: What :meth:`BattleOdds.distribution` can tell: the first three per side.
OUTCOMES = ("lost", "prestige", "units", "holder", "rounds", "retreat")
_LABELS = {
    "lost": "units lost",
    "prestige": "Prestige change",
    "units": "units left",
    "holder": "holds the territory",
    "rounds": "battle rounds",
    "retreat": "retreats",
}
#: Two-sided 95% normal quantile, for the margins the table gives.
Z95 = 1.96


def _who(index: int) -> str:
    return side_title(SIDES[index]) if 0 <= index < len(SIDES) else "nobody"


@dataclass(frozen=True, eq=False)
class BattleOdds:
    """``n`` simulated battles of ``setup``: one row per battle in each array (``lost``,
    ``prestige``, ``units``: a column per side, Athens then Sparta; ``retreat``: the side's
    index or -1). The columns are numpy arrays, or lists (of pairs, for the per-side ones)
    where the battles were simulated in pure Python (:mod:`.pure`)."""

    setup: BattleSetup
    policies: tuple[str, str]
    retreat_behind: int | None
    lost: Any
    prestige: Any
    rounds: Any
    retreat: Any
    units: Any

    @property
    def n(self) -> int:
        return len(self.rounds)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, BattleOdds):
            return NotImplemented
        return (self.setup, self.policies, self.retreat_behind) == (
            other.setup,
            other.policies,
            other.retreat_behind,
        ) and all(
            _plain(getattr(self, f)) == _plain(getattr(other, f))
            for f in ("lost", "prestige", "rounds", "retreat", "units")
        )

    def holder(self) -> Any:
        """Who holds the territory after each battle: 0 Athens, 1 Sparta, 2 nobody."""
        if not _is_array(self.units):
            return [0 if a > s else 1 if s > a else 2 for a, s in self.units]
        athens, sparta = self.units[:, 0], self.units[:, 1]
        return np.where(athens > sparta, 0, np.where(sparta > athens, 1, 2))

    def values(self, what: str, side: str | None = None) -> Any:
        """The outcome ``what`` (:data:`OUTCOMES`) of each battle; per side for the first
        three (``side`` "athens" or "sparta")."""
        if what not in OUTCOMES:
            raise ValueError(f"unknown outcome {what!r}; they are {', '.join(OUTCOMES)}")
        if what in ("lost", "prestige", "units"):
            if side not in SIDES:
                raise ValueError(f"name the side of {what!r}: 'athens' or 'sparta'")
            column, index = getattr(self, what), SIDES.index(side)
            return column[:, index] if _is_array(column) else [row[index] for row in column]
        return self.holder() if what == "holder" else getattr(self, what)

    def distribution(self, what: str, side: str | None = None) -> dict[Any, float]:
        """Each value of an outcome with its frequency; "holder" and "retreat" by side name
        ("athens", "sparta", or None for nobody)."""
        values = self.values(what, side)
        found: Iterable[Any]  # an array or a tuple, and so the counts
        counts: Iterable[Any]
        if _is_array(values):
            found, counts = np.unique(values, return_counts=True)
        else:
            found, counts = zip(*sorted(Counter(values).items()), strict=True)
        keys: list[Any] = [int(v) for v in found]
        if what in ("holder", "retreat"):
            keys = [SIDES[k] if 0 <= k < len(SIDES) else None for k in keys]
        return {k: int(c) / self.n for k, c in zip(keys, counts, strict=True)}

    def mean(self, what: str, side: str | None = None) -> float:
        values = self.values(what, side)
        return float(values.mean()) if _is_array(values) else sum(values) / len(values)

    def margin(self, p: float) -> float:
        """The half-width of the 95% confidence interval of a frequency ``p``."""
        return Z95 * math.sqrt(p * (1 - p) / self.n)

    # -- as a table and charts ----------------------------------------------------------------
    def _title(self) -> str:
        a, s = self.setup.units
        who = (
            self.policies[0]
            if self.policies[0] == self.policies[1]
            else f"Athens {self.policies[0]}, Sparta {self.policies[1]}"
        )
        retreat = (
            "never retreating"
            if self.retreat_behind is None
            else f"retreating when {self.retreat_behind} units behind"
        )
        return (
            f"{self.setup.kind.capitalize()} battle in {self.setup.territory}, Athens {a} "
            f"against Sparta {s} ({side_title(self.setup.attacker)} attacks first): "
            f"{self.n:,} battles, {who} play, {retreat}"
        )

    def summary(self) -> OddsTable:
        """Means and chances per side (and nobody, for holding the territory)."""
        holder, retreat = self.distribution("holder"), self.distribution("retreat")
        data: list[tuple[Any, ...]] = [
            (
                side_title(s),
                units,
                self.mean("lost", s),
                self.mean("prestige", s),
                holder.get(s, 0.0),
                retreat.get(s, 0.0),
            )
            for s, units in zip(SIDES, self.setup.units, strict=True)
        ]
        data.append(("nobody", None, None, None, holder.get(None, 0.0), None))
        note = (
            f"{self.mean('rounds'):.2f} battle rounds on average; chances are within "
            f"±{self.margin(0.5):.1%} (95%)."
        )
        return OddsTable(
            self._title(),
            (
                "side",
                "units",
                "units lost (mean)",
                "Prestige change (mean)",
                "holds the territory",
                "retreats",
            ),
            tuple(data),
            note,
            percent=("holds the territory", "retreats"),
        )

    def table(self) -> OddsTable:
        """Every outcome's distribution: one row per value, with its 95% margin."""
        data = []
        for what in OUTCOMES:
            for side in SIDES if what in ("lost", "prestige", "units") else (None,):
                label = _LABELS[what] if side is None else f"{side_title(side)} {_LABELS[what]}"
                for value, p in self.distribution(what, side).items():
                    shown = (
                        (_who(SIDES.index(value)) if value in SIDES else "nobody")
                        if what in ("holder", "retreat")
                        else value
                    )
                    data.append((label, shown, p, self.margin(p)))
        return OddsTable(
            self._title(),
            ("outcome", "value", "probability", "margin (95%)"),
            tuple(data),
            "Simulated (odds.battle); margins are normal approximations.",
            percent=("probability", "margin (95%)"),
        )

    def rows(self) -> list[dict[str, Any]]:
        return self.table().rows()

    def chart(self, what: str = "lost") -> BarChart:
        """A bar chart of an outcome: per side for "lost", "prestige" and "units"."""
        title = f"{_LABELS[what].capitalize()}, {self.n:,} simulated battles"
        if what in ("lost", "prestige", "units"):
            dists = [self.distribution(what, s) for s in SIDES]
            keys = sorted(set(dists[0]) | set(dists[1]))
            return BarChart(
                title,
                tuple(map(str, keys)),
                tuple(
                    (side_title(s), tuple(d.get(k, 0.0) for k in keys))
                    for s, d in zip(SIDES, dists, strict=True)
                ),
                x_label=_LABELS[what],
            )
        dist = self.distribution(what)
        if what in ("holder", "retreat"):
            keys = [*SIDES, None]
            labels = tuple(_who(SIDES.index(k)) if k else "nobody" for k in keys)
        else:
            keys = sorted(dist)
            labels = tuple(map(str, keys))
        return BarChart(title, labels, (("probability", tuple(dist.get(k, 0.0) for k in keys)),))

    def __str__(self) -> str:
        return str(self.summary())

    def _repr_html_(self) -> str:
        return (
            self.summary()._repr_html_()
            + self.chart("lost")._repr_html_()
            + self.chart("holder")._repr_html_()
        )


def _is_array(column: Any) -> bool:
    return np is not None and isinstance(column, np.ndarray)


def _plain(column: Any) -> Any:
    """A column as nested lists, to compare numpy and pure-Python results alike."""
    return column.tolist() if _is_array(column) else [
        list(v) if isinstance(v, (list, tuple)) else v for v in column]
