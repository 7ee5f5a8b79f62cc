"""The components of *Polis: Fight for the Hegemony* in words: what the board writes on a
project tile, a tribute box, an event card and a polis tile, the same facts as the board's
description and a place's description say them, and where each value comes from.

A component value is a rule text's, a published card's, a 2010-11 prototype's ("prototype":
the published value is not known) or polislab's own design ("polislab edition"); the data
files say which (docs/rules/hegemony.md, "Where a value comes from"), and :func:`edition`
reads it.

>>> from polislab.games.hegemony import COMPONENTS
>>> project_value(COMPONENTS.project("Temple of Apollo"))
'3 Prestige (2)'
>>> project_value(COMPONENTS.project("Phidias"))
'½ capital population (2)'
>>> project_places(COMPONENTS.project("Temple of Apollo"))
'in Sparta or Syrakousai'
>>> project_sentence("Temple of Apollo")  # doctest: +NORMALIZE_WHITESPACE
'Temple of Apollo (temple; cost 2 metal, 3 wood and 2 silver; 3 Prestige when completed,
 2 for posterity; may go in Sparta or Syrakousai)'
>>> galley_text("Korinthos")
'its galleys go to the Kyklades or the Ionio Pelagos'
>>> tribute_top(COMPONENTS.tribute_box("Lakedaimon").rows[2].values)
'3'
>>> edition(COMPONENTS.polis("Pylos").source("base_population"))
'prototype'
"""

from __future__ import annotations

from typing import Any

from polislab.games.hegemony import event_cards
from polislab.games.hegemony.components import COMPONENTS
from polislab.games.hegemony.economy import describe as resources_text
from polislab.games.hegemony.state import side_title

__all__ = [
    "TRIBUTE_SCALE",
    "decision_text",
    "edition",
    "event_card",
    "galley_text",
    "place_text",
    "polis_sentence",
    "project_cost",
    "project_places",
    "project_sentence",
    "project_value",
    "side_line_text",
    "tribute_rows",
    "tribute_sentence",
    "tribute_top",
]


def _scale() -> tuple[int, ...]:
    """The values of the longest tribute row: what 1, 2, 3... hoplites on a row collect.
    Every row of the data is the start of it, so a row is told by its last value."""
    longest = max((row.values for box in COMPONENTS.tribute_boxes for row in box.rows), key=len)
    return tuple(longest)


#: What 1, 2, 3, 4, 5 hoplites on a tribute row collect (1, 3, 6, 10, 15 in the data).
TRIBUTE_SCALE: tuple[int, ...] = _scale()


def edition(source: str) -> str:
    """Where a value comes from, in a learner's words: "rule text", "published",
    "prototype" or "polislab edition" (the first source named decides)."""
    if source.startswith("polislab edition"):
        return "polislab edition"
    if source.startswith("prototype"):
        return "prototype"
    if source.startswith("published"):
        return "published"
    return "rule text"


# --- project tiles ---------------------------------------------------------------------------


def project_value(project: Any) -> str:
    """What the tile gives: "3 Prestige (2)", the bracketed number its Prestige for
    posterity (Hegemony reference §4 step 1, §6); Phidias: "½ capital population (2)", its
    Prestige being half its owner's capital population, rounded up (ruling HG55)."""
    now = (f"{project.prestige} Prestige" if project.prestige is not None
           else "½ capital population")
    return f"{now} ({project.posterity})"


def project_places(project: Any) -> str:
    """Where the tile may go, as its kind decides (polislab ruling HG32; the kinds each polis
    tile allows are prototype values): "in Sparta or Syrakousai", "in Athenai"."""
    names = [p.name for p in COMPONENTS.poleis if p.allows(project)]
    if len(names) > 1:
        return f"in {', '.join(names[:-1])} or {names[-1]}"
    return f"in {names[0]}" if names else "in no polis"


def project_cost(project: Any) -> str:
    """The tile's cost: "2 metal, 3 wood, 2 silver"."""
    return ", ".join(f"{n} {r}" for r, n in project.cost.items())


def project_sentence(name: str) -> str:
    """A project tile in words, for the board's description."""
    project = COMPONENTS.project(name)
    if project.prestige is not None:
        now = f"{project.prestige} Prestige when completed"
    else:
        now = ("Prestige equal to half its owner's capital population, rounded up, when "
               "completed")
    return (f"{name} ({project.kind}; cost {resources_text(project.cost)}; {now}, "
            f"{project.posterity} for posterity; may go {project_places(project)})")


# --- tribute boxes ---------------------------------------------------------------------------


def tribute_rows(state: Any, territory: str) -> list[tuple[str, tuple[int, ...]]]:
    """The rows of the territory's tribute box as this round collects them: (resource,
    values), an event's change of resource included (Freeing of the Slaves)."""
    box = COMPONENTS.tribute_box(territory)
    return [(event_cards.tribute_resource(state, territory, row.resource), row.values)
            for row in box.rows]


def tribute_top(values: tuple[int, ...]) -> str:
    """A row as the map writes it: its last value ("10" for 1, 3, 6, 10), or every value if
    the row is not the start of :data:`TRIBUTE_SCALE`."""
    if values == TRIBUTE_SCALE[:len(values)]:
        return str(values[-1])
    return "/".join(map(str, values))


def tribute_sentence(state: Any, territory: str) -> str:
    """ "wood 1, 3, 6, 10; wine 1, 3, 6; wheat 1, 3", and who has collected there."""
    rows = "; ".join(f"{resource} {', '.join(map(str, values))}"
                     for resource, values in tribute_rows(state, territory))
    discs = [side_title(d.side) for d in state.tribute_discs if d.territory == territory]
    if discs:
        rows += f" (collected this round by {discs[0]})"
    elif territory in state.blocked_collection:
        rows += " (closed this round by the event card)"
    return rows


# --- the event card --------------------------------------------------------------------------


def event_card(state: Any) -> tuple[str, str, str]:
    """The round's event card: (name, effect, where its effect comes from), or ("", "not
    drawn yet", "") before it is drawn."""
    card = event_cards.current_card(state)
    if card is None:
        return ("", "not drawn yet", "")
    source = card.source("effect")
    kind = {"published": "a published card", "prototype": "a prototype card",
            "polislab edition": "a polislab-edition effect"}.get(edition(source), "")
    return (card.name, card.effect or "No effect.", kind)


# --- polis tiles -----------------------------------------------------------------------------


def polis_sentence(state: Any, name: str) -> str:
    """A polis tile and its polis now: "Pylos (Sparta, commercial city): population 2 of at
    most 3; base population 2, grows at most 1 a round; fortification 2; takes no project;
    its galleys go to the Ionio Pelagos; merchants are created here (Hegemony reference
    §5.3)", with the projects it holds."""
    info, polis = COMPONENTS.polis(name), state.polis(name)
    owner = side_title(polis.owner) if polis.owner else "neutral"
    capital = f", capital of {side_title(info.capital_of)}" if info.capital_of else ""
    commercial = ", commercial city" if info.commercial else ""
    text = (f"{name} ({owner}{capital}{commercial}): population {polis.population} of at most "
            f"{info.max_population}; base population {info.base_population}, grows at most "
            f"{info.max_growth} a round; fortification {info.fortification}; "
            f"{_kinds_text(info)}; {galley_text(name)}")
    if info.commercial:
        text += "; merchants are created here (Hegemony reference §5.3)"
    if polis.project:
        project = COMPONENTS.project(polis.project)
        text += f"; building {polis.project}, {project_value(project)}"
    if polis.completed:
        done = [f"{p} ({COMPONENTS.project(p).posterity} for posterity)" for p in polis.completed]
        text += f"; completed {', '.join(done)}"
    return text


def _kinds_text(info: Any) -> str:
    kinds = list(info.project_kinds)
    if not kinds:
        return "takes no project"
    listed = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} and {kinds[-1]}"
    return f"takes {listed} projects"


def galley_text(name: str) -> str:
    """Where the polis's galleys go (its galley arrows, Hegemony reference §5.2; prototype
    values): "its galleys go to the Kyklades", or "no galley arrow: it creates no galleys"."""
    seas = [f"the {sea}" for sea in COMPONENTS.polis(name).galley_seas]
    if not seas:
        return "no galley arrow: it creates no galleys"
    return f"its galleys go to {' or '.join(seas)}"


# --- a decision the game waits for -----------------------------------------------------------

#: What a player's decision asks, in a learner's words (the event cards' own questions are
#: the state's: :meth:`~polislab.games.hegemony.state.Pending.describe`).
_QUESTIONS = {
    "supply": "how to pay the {shortfall} wheat it lacks: Prestige 1 for 1, or poleis "
              "returned to neutrality",
    "growth": "how its poleis grow, 1 wheat a cube (or none)",
    "phoros": "how much Prestige to turn into silver, 1 for 1 (or none)",
    "battle attack": "which 2 combat cards to attack with, or to retreat",
    "battle defend": "which card answers each attacking card, or to retreat",
}


def decision_text(pending: Any) -> str:
    """What the game waits for: "Sparta to decide how to pay the 2 wheat it lacks: ...",
    "Athens to answer Philopersians: which hoplite or galley to remove", "a roll of 1d4
    (siege)"."""
    question = _QUESTIONS.get(pending.kind)
    if question is None or pending.is_chance:
        return pending.describe()
    return (f"{side_title(pending.actor)} to decide "
            f"{question.format(shortfall=pending.get('shortfall', 0))}")


# --- a place of the board, as the cursor reads it --------------------------------------------


def place_text(state: Any, place: str) -> str:
    """What the board shows at ``place`` in words, or "" for a place this does not know: a
    territory (its poleis, tribute box and units), a polis, the event card, the project
    tiles."""
    names = {t.name for t in COMPONENTS.territories}
    if place in names:
        territory = COMPONENTS.territory(place)
        parts = [f"{place}, a {'sea' if territory.is_sea else 'land territory'}"]
        parts += [polis_sentence(state, p.name) for p in COMPONENTS.poleis_in(place)]
        if territory.is_land:
            parts.append("tribute box, what 1, 2, 3... hoplites on a row collect: "
                         + tribute_sentence(state, place))
        units = [f"{side_title(side)} {n} {kind}{'s' * (n != 1)}"
                 for side in ("athens", "sparta")
                 for kind, n in (("hoplite", state.units(place, side).hoplites),
                                 ("galley", state.units(place, side).galleys)) if n]
        parts.append("units: " + (", ".join(units) if units else "none"))
        return ". ".join(parts) + "."
    if place in {p.name for p in COMPONENTS.poleis}:
        return polis_sentence(state, place) + "."
    if place in ("board athens", "board sparta"):
        return side_line_text(state, place.removeprefix("board "))
    if place == "event card":
        name, effect, kind = event_card(state)
        return (f"Event card of round {state.round}: {name}: {effect}"
                + (f" ({kind}.)" if kind else "")) if name else "Event card: not drawn yet."
    if place == "projects" or place.startswith("project "):
        offer = [p for p in state.project_offer if place in ("projects", f"project {p}")]
        text = "Project tiles on offer: " + ("; ".join(map(project_sentence, offer)) or "none")
        begun = [f"{p.project} in {p.name}" for p in state.poleis if p.project]
        if begun and place == "projects":
            text += f". Underway: {', '.join(begun)}"
        return text + "."
    return ""


def side_line_text(state: Any, side: str) -> str:
    """A side's line at the top of the board (its player board at a glance) in words: its
    Prestige and resources, and the enemy proxenos it holds, captured in a siege."""
    enemy = "sparta" if side == "athens" else "athens"
    text = (f"{side_title(side)}'s line: Prestige {state.side(side).prestige}; "
            f"{resources_text(state.side(side).resources)}")
    if state.side(enemy).proxenos is None:
        text += (f"; it holds {side_title(enemy)}'s proxenos, captured in a siege (Hegemony "
                 f"reference §7 Proxenos Capture), until {side_title(enemy)} pays "
                 f"{side_title(side)} 2 silver to release it (§5.11)")
    return text + "."


def place_name(place: str) -> str:
    """A region of the board named in a sentence: "Athens's Phalanx 2" (a card in a hand),
    "Sparta's board", "the Temple of Zeus tile", "the metal market", a territory or polis by
    its name."""
    words = place.split(" ")
    sides = ("athens", "sparta")
    if len(words) >= 3 and words[0] in sides and words[1] == "card":
        return f"{words[0].capitalize()}'s {' '.join(words[2:])}"
    if len(words) == 2 and words[1] in sides and words[0] in ("board", "hand"):
        return f"{words[1].capitalize()}'s {words[0]}"
    if place.startswith("trade port "):
        return f"{place.removeprefix('trade port ').capitalize()}'s trade port"
    if place.startswith("project "):
        return f"the {place.removeprefix('project ')} tile"
    if place.startswith("market ") and place != "market chart":
        return f"the {place.removeprefix('market ')} market value"
    if place.startswith("round "):
        return f"the {place} space"
    named = {"market chart": "the market chart", "combat deck": "the combat deck",
             "event card": "the event card", "projects": "the project tiles",
             "battle": "the battle", "decision": "the decision box"}
    return named.get(place, place)
