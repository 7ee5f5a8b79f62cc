"""Exact odds, in fractions: sieges (seed 000 §5.7, ruling HG51) and civil wars (§5.12, HG48).

Each figure is read from the engine and its data, never typed in: the siege's Prestige cost, its
die and the fortification come from the engine's own besiege (which also checks that the siege
is legal now); the civil war's price from the engine's civil war played on a what-if position.

>>> from polislab.games.hegemony import engine
>>> state = engine.initial_state(0)
>>> table = siege_table()
>>> [(row["fortification"], row["success"]) for row in table.rows()]
[(1, Fraction(1, 1)), (2, Fraction(3, 4)), (3, Fraction(1, 2))]
>>> cost = civil_war_cost(state, "Thebai", "athens")
>>> cost.silver, cost.prestige, cost.legal_now
(6, 3, False)
>>> cost.reason
"a civil war needs the proxenos in the polis: Athens's stands in Athenai, not Thebai"
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from polislab.core.errors import IllegalAction

from .. import citations as cite
from .. import proxenos, siege
from ..components import COMPONENTS
from ..military import Besiege
from ..state import State, as_side, other, side_title
from .table import BarChart, OddsTable

__all__ = [
    "CivilWarCost",
    "SiegeOdds",
    "SiegeRoll",
    "civil_war_cost",
    "siege_chart",
    "siege_example",
    "siege_odds",
    "siege_table",
]

SIEGE_RULES = f"{cite.BESIEGE}; {cite.ruling('HG51')}"
CIVIL_WAR_RULES = f"{cite.CIVIL_WAR}; {cite.ruling('HG48')}"


# -- sieges -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SiegeRoll:
    """One roll of a siege and what it does to the besieger (``prestige``: its change, the cost
    of the siege included) and to the enemy polis (``population_lost``)."""

    roll: tuple[int, ...]
    probability: Fraction
    success: bool
    prestige: int
    hoplites_lost: int
    population_lost: int
    proxenos_captured: bool


@dataclass(frozen=True)
class SiegeOdds:
    """The exact odds of one siege: each roll of the die with its outcome, and their means."""

    polis: str
    side: str
    owner: str | None
    fortification: int
    prestige_paid: int
    rolls: tuple[SiegeRoll, ...]

    def _mean(self, field: str) -> Fraction:
        return sum((r.probability * getattr(r, field) for r in self.rolls), Fraction(0))

    @property
    def success(self) -> Fraction:
        """The chance the siege takes the polis."""
        return sum((r.probability for r in self.rolls if r.success), Fraction(0))

    @property
    def expected_prestige(self) -> Fraction:
        """The besieger's expected change of Prestige, the Prestige paid included."""
        return self._mean("prestige")

    @property
    def expected_hoplites_lost(self) -> Fraction:
        return self._mean("hoplites_lost")

    @property
    def expected_population_lost(self) -> Fraction:
        """The enemy polis's expected loss of population cubes (a failure, ruling HG51)."""
        return self._mean("population_lost")

    def table(self) -> OddsTable:
        whose = "neutral" if self.owner is None else f"{side_title(self.owner)}'s"
        data: tuple[tuple[Any, ...], ...] = tuple(
            (
                " ".join(map(str, r.roll)),
                r.probability,
                "taken" if r.success else "failed",
                r.prestige,
                r.hoplites_lost,
                r.population_lost,
            )
            for r in self.rolls
        )
        data += (
            (
                "mean",
                Fraction(1),
                self.success,
                self.expected_prestige,
                self.expected_hoplites_lost,
                self.expected_population_lost,
            ),
        )
        return OddsTable(
            f"{side_title(self.side)} besieges {whose} {self.polis} (fortification "
            f"{self.fortification}, {self.prestige_paid} Prestige paid)",
            ("roll", "probability", "result", "prestige", "hoplites lost", "cubes lost"),
            data,
            f"Exact ({SIEGE_RULES}); the mean row's result is the chance of success.",
            percent=("probability", "result"),
            totals=1,
        )

    def chart(self) -> BarChart:
        return BarChart(
            f"Siege of {self.polis}",
            ("taken", "failed"),
            (("probability", (float(self.success), float(1 - self.success))),),
        )

    def __str__(self) -> str:
        return str(self.table())

    def _repr_html_(self) -> str:
        return self.table()._repr_html_()


def siege_odds(state: State, polis: str, side: str | None = None) -> SiegeOdds:
    """The exact odds of ``side`` (the player to act by default) besieging ``polis`` now.

    Raises :class:`IllegalAction` (naming the rule) when that siege is not legal in ``state``.
    Every roll of the engine's die is listed: success on a roll of at least the fortification
    (seed 000 §5.7), with Prestige equal to the fortification; failure costs a hoplite and an
    enemy polis one of its cubes, never its last (ruling HG51). An enemy proxenos there is
    captured whatever the roll (seed 000 §7), or only on a success with
    ``proxenos_capture="siege_won"`` (ruling HG68).
    """
    side = side or state.player
    name = COMPONENTS.polis(polis).name
    after, _ = siege.besiege(state, Besiege(name), side)
    assert after.pending is not None  # the die waits to be rolled (ruling HG30)
    paid = state.side(side).prestige - after.side(side).prestige
    fortification = COMPONENTS.polis(name).fortification
    target = state.polis(name)
    enemy = other(side)
    keeps_cube = target.owner == enemy and target.population > 1
    captured = state.side(enemy).proxenos == name
    any_roll = state.options.proxenos_capture == "any_siege"
    rolls = []
    for roll, probability in after.pending.outcomes():
        won = roll[0] >= fortification
        rolls.append(
            SiegeRoll(
                roll,
                probability,
                won,
                fortification * won - paid,
                int(not won),
                int(not won and keeps_cube),
                captured and (won or any_roll),
            )
        )
    return SiegeOdds(name, side, target.owner, fortification, paid, tuple(rolls))


def siege_example(polis: str, side: str = "athens") -> State:
    """A position of the last round where ``side`` may besiege ``polis``, held by the enemy
    with 2 cubes: as many of its hoplites there as the fortification, no enemy units."""
    from ..consistency import in_round  # (the event cards of the rounds before drawn)
    from ..setup import initial_state

    info = COMPONENTS.polis(polis)
    state = replace(in_round(initial_state(0), COMPONENTS.round_track.names[-1]),
                    player=as_side(side))
    here = state.territory(info.territory)
    state = state.with_units(
        info.territory, side, hoplites=info.fortification - here.of(side).hoplites
    )
    state = state.with_units(info.territory, other(side), hoplites=-here.of(other(side)).hoplites)
    return state.with_polis(polis, owner=other(side), population=2)


def siege_table() -> OddsTable:
    """The odds of a siege for each fortification of the data's besiegeable poleis, worked out
    by :func:`siege_odds` on :func:`siege_example` positions (an enemy polis of 2 cubes, so a
    failure costs it a cube)."""
    by_value: dict[int, list[str]] = {}
    for info in COMPONENTS.poleis:
        if info.besiegeable:
            by_value.setdefault(info.fortification, []).append(info.name)
    data = []
    for value in sorted(by_value):
        names = by_value[value]
        odds = siege_odds(siege_example(names[0]), names[0])
        data.append(
            (
                value,
                ", ".join(names),
                odds.success,
                odds.prestige_paid,
                odds.expected_prestige,
                odds.expected_hoplites_lost,
                odds.expected_population_lost,
            )
        )
    return OddsTable(
        "Sieges by fortification",
        (
            "fortification",
            "poleis",
            "success",
            "prestige paid",
            "expected prestige",
            "expected hoplites lost",
            "expected cubes lost",
        ),
        tuple(data),
        f"Exact ({SIEGE_RULES}); cubes lost by an enemy polis of 2 "
        "or more cubes; expected prestige includes the Prestige paid.",
        percent=("success",),
    )


def siege_chart() -> BarChart:
    table = siege_table()
    return BarChart(
        "Chance a siege succeeds",
        tuple(map(str, table.column("fortification"))),
        (("success", tuple(float(p) for p in table.column("success"))),),
        x_label="fortification",
    )


# -- civil wars -------------------------------------------------------------------------------
@dataclass(frozen=True)
class CivilWarCost:
    """What a civil war in ``polis`` costs ``side`` and gives it (ruling HG48).

    ``silver`` the engine charges, ``prestige`` gained (the population bribed), ``cubes`` and
    ``discs`` of the side's supply put on the polis, ``chance`` of success (no die is rolled);
    ``move_silver`` what bringing the side's proxenos there costs now by the cheapest way
    (ruling HG46; 0 when it stands there, None when it cannot go there or is captured).
    ``legal_now`` says whether the engine allows the civil war in the state as it is, and
    ``reason`` why not (the turn order is not checked).
    """

    polis: str
    side: str
    owner: str | None
    silver: int
    prestige: int
    cubes: int
    discs: int
    chance: Fraction
    move_silver: int | None
    legal_now: bool
    reason: str

    def table(self) -> OddsTable:
        whose = "neutral" if self.owner is None else f"{side_title(self.owner)}'s"
        move = "-" if self.move_silver is None else self.move_silver
        return OddsTable(
            f"{side_title(self.side)} instigates a civil war in {whose} {self.polis}",
            ("silver", "prestige", "cubes", "discs", "chance", "proxenos move silver", "legal now"),
            (
                (
                    self.silver,
                    self.prestige,
                    self.cubes,
                    self.discs,
                    self.chance,
                    move,
                    "yes" if self.legal_now else f"no: {self.reason}",
                ),
            ),
            f"What the engine charges ({CIVIL_WAR_RULES}); no die is rolled.",
            percent=("chance",),
        )

    def __str__(self) -> str:
        return str(self.table())

    def _repr_html_(self) -> str:
        return self.table()._repr_html_()


def _what_if(state: State, side: str, polis: str) -> State:
    """``state`` with ``side``'s proxenos in ``polis`` and supplies to spare, to read prices."""
    me = state.side(side)
    plenty = 10 * COMPONENTS.limits.cubes_per_side
    return state.with_side(
        side,
        proxenos=polis,
        resources=replace(me.resources, silver=plenty),
        pool=replace(me.pool, cubes=plenty, discs=plenty),
    )


def civil_war_cost(state: State, polis: str, side: str | None = None) -> CivilWarCost:
    """The cost of a civil war in ``polis`` for ``side`` (the player to act by default), in
    any state: what the engine would charge were its proxenos there with the silver, cubes
    and disc needed. Raises :class:`IllegalAction` only where no civil war can ever be
    instigated (its own polis, the enemy capital)."""
    side = side or state.player
    name = COMPONENTS.polis(polis).name
    action = proxenos.CivilWar(name)
    before = _what_if(state, side, name)
    after, _ = proxenos.civil_war(before, action, side)
    mine, then = after.side(side), before.side(side)
    try:
        proxenos.civil_war(state, action, side)
        legal, reason = True, ""
    except IllegalAction as err:
        legal, reason = False, err.reason
    return CivilWarCost(
        name,
        side,
        state.polis(name).owner,
        then.resources.silver - mine.resources.silver,
        mine.prestige - then.prestige,
        then.pool.cubes - mine.pool.cubes,
        then.pool.discs - mine.pool.discs,
        Fraction(1),
        _move_silver(state, side, name),
        legal,
        reason,
    )


def _move_silver(state: State, side: str, polis: str) -> int | None:
    where = state.side(side).proxenos
    if where is None:
        return None
    if where == polis:
        return 0
    rich = state.with_side(
        side,
        resources=replace(state.side(side).resources, silver=10 * COMPONENTS.limits.cubes_per_side),
    )
    try:
        _, events = proxenos.move_proxenos(rich, proxenos.MoveProxenos(where, polis), side)
    except IllegalAction:
        return None
    return int(events[0].data["paid"])
