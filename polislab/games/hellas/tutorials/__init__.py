"""The ready-made scenarios and exercises of the Hellas tutorials (hellas-attacks, learn-hellas).

The scenarios are stored as JSON in data/tutorials/ (written by
polislab/games/hellas/tutorials/build.py); the tile a voyage draws comes from the scenario's script.

>>> from polislab.games.hellas import tutorials
>>> tutorials.tutorial_names()
['attacks', 'voyage', 'god-cards', 'setup', 'burst', 'victory', 'attack-cards']
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

from .. import actions as a
from .. import citations as cite
from .. import engine
from ..hexes import format_place, parse_place
from ..rules import linked
from ..state import State, other, plural, title

__all__ = [
    "burst_actions",
    "check_burst_actions",
    "check_cities_to_take",
    "check_fewest_greeks",
    "cities_to_take",
    "check_voyage_places",
    "fewest_greeks",
    "tutorial",
    "tutorial_names",
    "voyage_places",
    "why_not_placed",
]

tutorial_names, tutorial = stored_tutorials(__package__)


def _whole_number(answer: Any, unit: str) -> int | str:
    """The whole number of ``unit`` typed, or what is wrong with it."""
    if answer is None:
        return "type your answer in the box (a whole number)."
    text = answer_text(answer)
    if isinstance(answer, bool) or not (text.isascii() and text.isdigit() and len(text) < 7):
        return f"{excerpt(answer)} is not a whole number of {unit}."
    return int(text)


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
    value = _whole_number(answer, "Greeks")
    if isinstance(value, str):
        return False, value
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
        return False, "type the places in the box, separated by spaces, like 0,1 -1,0."
    try:
        words = answer.replace(";", " ").split() if isinstance(answer, str) else list(answer)
        given = {format_place(parse_place(str(w))) for w in words}
    except (ScenarioError, ValueError) as err:
        return False, str(err)  # the notation's own words: "a place is written q,r ..."
    right = voyage_places(state)
    rule = f"{cite.VOYAGE}; {cite.ruling('HL9')}"
    me, them = title(state.player), title(other(state.player))
    if given == right:
        return True, (
            f"{state.drawn} may go at {', '.join(sorted(right))}: there {me}'s adjacent ships "
            f"outnumber {them}'s and the edges match ({rule})."
        )
    reasons = [why_not_placed(state, parse_place(place)).removesuffix(".")
               for place in sorted(given - right)]
    for place in sorted(right - given):
        reasons.append(f"{place} is missing: the tile fits there with a ship majority")
    return False, "; ".join(reasons).removesuffix(".") + "."


def why_not_placed(state: State, place: tuple[int, int]) -> str:
    """Why the drawn tile can go at ``place`` in none of its rotations, in the engine's words:
    each reason once, with the rotations it holds for ("" if some rotation is legal).

    >>> drawn = tutorial("voyage").frames[1].state
    >>> why = why_not_placed(drawn, (2, 0))
    >>> why.split(": ")[0]
    'Pylos cannot go at 2,0 in any of its rotations'
    >>> print(why.split("; ")[1])  # doctest: +NORMALIZE_WHITESPACE
    with rotations 1, 2, 3, 4 and 5, its north edge is water and meets land, the south edge
    of Thebai (Hellas reference §5 Option 2: Voyage
    """
    assert state.drawn is not None
    tile = state.components.tile(state.drawn)
    found: dict[str, list[int]] = {}
    rules: dict[str, None] = {}
    for rotation in tile.rotations:
        try:
            engine.apply(state, a.Place(tile.name, place, rotation))
        except IllegalAction as err:
            why = err.reason.removeprefix(f"{tile.name} does not fit at {format_place(place)} "
                                          f"{tile.lying(rotation)}: ")
            found.setdefault(why, []).append(rotation)
            rules.update(dict.fromkeys(err.rule.split("; ")))
        else:
            return ""
    cited = f" ({'; '.join(rules)})."
    head = f"{tile.name} cannot go at {format_place(place)}"
    if len(found) == 1:  # the same in every rotation (the ships, the place, an island)
        return f"{head}: {next(iter(found))}{cited}"
    parts = [f"with {_rotations(rotations, tile)}, {why}" for why, rotations in found.items()]
    return f"{head} in any of its rotations: " + "; ".join(parts) + cited


def _rotations(rotations: list[int], tile: Any) -> str:
    """ "rotation 3 (land on the south edge)", or "rotations 0, 1 and 2" (each way the tile
    lies is on its label in the list of choices)."""
    if len(rotations) == 1:
        return f"rotation {rotations[0]} ({tile.looks(rotations[0])})"
    return f"rotations {', '.join(map(str, rotations[:-1]))} and {rotations[-1]}"


# -- how many burst actions -------------------------------------------------------------------
def burst_actions(state: State) -> int:
    """How many burst actions the player to move may take in a Burst of Strength now, worked
    out by playing burst actions until the burst ends."""
    count = 0
    while state.step in ("start", "burst") and state.player == engine.to_move(state):
        moves = [x for x in engine.legal_actions(state)
                 if x.kind in ("add greek", "add ship", "take card")]
        if not moves:
            break
        state, _ = engine.apply(state, moves[0])
        count += 1
    return count


def check_burst_actions(state: State, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` the most burst actions the player may take now?"""
    value = _whole_number(answer, "actions")
    if isinstance(value, str):
        return False, value
    right = burst_actions(state)
    me, them = state.temples(state.player), state.temples(other(state.player))
    why = (f"{title(state.player)} has {plural(me, 'city')} with a temple, "
           f"{title(other(state.player))} {them}: "
           + (f"more, so up to {right} actions, the 4th optional" if me > them
              else f"not more, so {right} actions")
           + f" ({cite.BURST}).").replace("citys", "cities")
    if value == right:
        return True, why
    return False, f"not {value}: {why}"


# -- which cities an attack can take ----------------------------------------------------------
def cities_to_take(state: State) -> set[str]:
    """The opponent's cities the player to move can take this turn with one attack and no
    card, worked out by playing every legal attack."""
    out = set()
    for x in engine.legal_actions(state):
        if isinstance(x, a.Attack) and x.target not in out:
            after, _ = engine.apply(state, x)
            if after.has_city(x.target) and after.city(x.target).owner == state.player:
                out.add(x.target)
    return out


def check_cities_to_take(state: State, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` (city names, as a list or one text) exactly the cities of the opponent
    that one attack can take now?"""
    if not answer:
        return False, (f"type the names of {title(other(state.player))}'s cities in the box, "
                       "separated by spaces.")
    words = answer.replace(",", " ").split() if isinstance(answer, str) else list(answer)
    given = {str(w).strip().capitalize() for w in words}
    right = cities_to_take(state)
    rule = f"{cite.ATTACK}; {cite.FAQ_EMPTY}"
    if given == right:
        return True, (f"{', '.join(sorted(right))}: each can be taken by an attack from cities "
                      f"joined to it, each keeping one Greek ({rule}).")
    theirs = {c.tile for c in state.cities_of(other(state.player))}
    reasons = [f"{name} is not one of {title(other(state.player))}'s cities" if name not in theirs
               else f"{name} cannot be taken this turn: too few Greeks can reach it, or none is "
               f"joined to it" for name in sorted(given - right)]
    reasons += [f"{name} is missing" for name in sorted(right - given)]
    return False, "; ".join(reasons) + f" ({rule})."
