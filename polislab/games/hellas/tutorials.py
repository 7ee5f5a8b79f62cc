"""The ready-made scenarios and exercises of the Hellas tutorial (hellas-attacks).

The scenarios are stored as JSON in data/tutorials/ (written by
scripts/make_hellas_tutorials.py); the tile a voyage draws comes from the scenario's script.

>>> from polislab.games.hellas import tutorials
>>> tutorials.tutorial_names()
['attacks', 'voyage', 'god-cards', 'attack-cards']
>>> scenario = tutorials.tutorial("voyage")
>>> scenario.frames[1].actions
('voyage', 'draw Pylos')

An exercise's check answers like :class:`polislab.widgets.Exercise`: right or not, and why, in
the rules' words; each works the right answer out with the engine.

>>> start = tutorials.tutorial("attacks").frames[0].state
>>> right, why = check_fewest_greeks(start, "Naxos", "Pylos", 2)
>>> right, why.split(" (")[0]
(True, 'Over water the attack needs one Greek more than the 1 Greek of Naxos: Pylos must send 2')
"""

from __future__ import annotations

from typing import Any

from polislab.core.errors import IllegalAction, ScenarioError
from polislab.core.inputs import answer_text, excerpt
from polislab.core.scenario import stored_tutorials

from . import actions as a
from . import citations as cite
from . import engine
from .hexes import format_place, parse_place
from .rules import linked
from .state import State, plural

__all__ = [
    "check_fewest_greeks",
    "check_voyage_places",
    "fewest_greeks",
    "tutorial",
    "tutorial_names",
    "voyage_places",
]

tutorial_names, tutorial = stored_tutorials(__package__)


# -- how many Greeks an attack needs --------------------------------------------------------------
def fewest_greeks(state: State, target: str, source: str) -> int | None:
    """The fewest Greeks ``source`` must send for the attack on ``target`` to take it, no card
    played (None if even all it may send fail), worked out by playing each attack."""
    for count in range(1, state.city(source).greeks):
        after, _ = engine.apply(state, a.Attack(target, ((source, count),)))
        if after.has_city(target) and after.city(target).owner == state.player:
            return count
    return None


def check_fewest_greeks(state: State, target: str, source: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` the fewest Greeks ``source`` must send to take ``target`` now?"""
    if answer is None:
        return False, "write your answer in the cell above (a whole number)."
    text = answer_text(answer)
    if isinstance(answer, bool) or not (text.isascii() and text.isdigit() and len(text) < 7):
        return False, f"{excerpt(answer)} is not a whole number of Greeks."
    value = int(text)
    best = fewest_greeks(state, target, source)
    kind = "land" if linked(state, state.city(source), state.city(target)) == "land" else "water"
    rule = cite.LAND if kind == "land" else cite.WATER
    need = "as many Greeks as" if kind == "land" else "one Greek more than"
    defence = plural(state.city(target).greeks, "Greek")
    can = plural(state.city(source).greeks - 1, "Greek")
    sent = (
        f"{source} must send {best}"
        if best is not None
        else f"{source} can send only {can}: no attack from it succeeds"
    )
    why = f"over {kind} the attack needs {need} the {defence} of {target}: {sent} ({rule})."
    if value == best:
        return True, why[0].upper() + why[1:]
    return False, f"not {value}: {why}"


# -- where a voyage may place its tile --------------------------------------------------------
def voyage_places(state: State) -> set[str]:
    """The places "q,r" where the tile drawn on this voyage may go (any way it lies)."""
    return {format_place(x.place) for x in engine.legal_actions(state) if isinstance(x, a.Place)}


def check_voyage_places(state: State, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` (places "q,r", as a list or one text "0,1 -1,0") exactly where the drawn
    tile may go on this voyage?"""
    if not answer:
        return False, "write the places in the cell above, like ['0,1', '-1,0']."
    try:
        words = answer.replace(";", " ").split() if isinstance(answer, str) else list(answer)
        given = {format_place(parse_place(str(w))) for w in words}
    except (ScenarioError, ValueError) as err:
        return False, f"a place is written q,r: {err}"
    right = voyage_places(state)
    rule = f"{cite.VOYAGE}; {cite.ruling('HL9')}"
    if given == right:
        return True, (
            f"{state.drawn} may go at {', '.join(sorted(right))}: there light's "
            f"adjacent ships outnumber dark's and the edges match ({rule})."
        )
    reasons = []
    for place in sorted(given - right):
        why = _why_not(state, place)
        reasons.append(f"not at {place}: {why}")
    for place in sorted(right - given):
        reasons.append(f"{place} is missing: the tile fits there with a ship majority")
    return False, "; ".join(reasons) + "."


def _why_not(state: State, place: str) -> str:
    """The engine's reason the drawn tile cannot go at ``place``: the ships where it would
    fit, else why its edges do not."""
    assert state.drawn is not None
    reasons = []
    for rotation in range(6):
        try:
            engine.apply(state, a.Place(state.drawn, parse_place(place), rotation))
        except IllegalAction as err:
            reasons.append(err.reason)
    ships = [r for r in reasons if "ship" in r]
    return (ships or reasons or ["it fits"])[0]
