"""The ready-made scenarios and the exercises of the Hexemonia tutorials (notebooks/uprisings
and notebooks/learn-hexemonia).

The scenarios are stored as JSON in data/tutorials/ (written by
polislab/games/hexemonia/tutorials/build.py): "uprisings", the rulebook's Examples 4, 5 and 6 (seed
004), Andrea's war turn and the Uprisings it sets off; "first-turns" and "war-and-the-end",
a first two-player game from setting up to the score.

>>> from polislab.games import hexemonia
>>> hexemonia.tutorial_names()
['uprisings', 'first-turns', 'war-and-the-end', 'war-part-way']
>>> hexemonia.tutorial("uprisings").frames[2].actions
('attack Barbara 1a',)

An exercise's check answers like :class:`polislab.widgets.Exercise`: right or not, and why, in
the rules' words; the right answer is worked out by the engine.

>>> right, why = check_uprising("Asty 3c 1h 4g", "2g")
>>> right, why.split(" (")[0]
(True, 'excess 1 Citizen and 3 Gold: 2 Gold discarded, to leave equal excess of each kind')
"""

from __future__ import annotations

import html
from typing import Any

from polislab.core.errors import ScenarioError
from polislab.core.inputs import answer_text, excerpt
from polislab.core.scenario import stored_tutorials

from .. import citations as cite
from .. import city
from ..components import COMPONENTS, cube_word, describe_cubes
from ..hexes import ACROPOLIS, Hex, label, place
from ..setup import parse_tile
from ..state import State
from ..turn import uprising_discards

__all__ = ["TileTable", "attackable_tiles", "check_active", "check_attackable", "check_score",
           "check_uprising", "tile_table", "tutorial", "tutorial_names"]

tutorial_names, tutorial = stored_tutorials(__package__)


def check_uprising(tile_text: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` ("2g", "1c 2g", "nothing") what an Uprising discards from the tile written
    ``tile_text`` ("Asty 3c 1h 4g", as in :func:`~.setup.position`)?"""
    placed = parse_tile(tile_text, "1a")
    due = uprising_discards(placed)
    excess = describe_cubes(city.excess(placed)) or "nothing"
    kinds = sum(1 for n in city.excess(placed) if n)
    how = (
        "nothing to discard"
        if kinds == 0
        else "half of it, rounded up"
        if kinds == 1
        else "to leave equal excess of each kind"
    )
    rule = cite.UPRISINGS if kinds < 2 else cite.both(cite.UPRISINGS, "HX23")
    why = f"excess {excess}: {describe_cubes(due) or 'nothing'} discarded, {how} ({rule})."
    text = "" if answer is None else answer_text(answer)
    if not text:
        return False, "write your answer in the cell above, like '1c 2g' or 'nothing'."
    try:
        given = (
            (0, 0, 0)
            if text.casefold() == "nothing"
            else parse_tile(f"{placed.tile} {text}", "1a").cubes
        )
    except ScenarioError as err:
        return False, (f"{excerpt(text)} cannot be read: write cubes like '1c 2g', or "
                       f"'nothing' ({err}).")
    if given == due:
        return True, why
    cost = describe_cubes(city.cost(placed.tile)) or "nothing"
    return False, (
        f"not {describe_cubes(given) or 'nothing'}. Count the excess first (what "
        f"is more than the tile's cost, {cost}), then apply "
        f"the rule for one kind or for several kinds."
    )


def attackable_tiles(state: State, defender: str) -> str:
    """The tiles of ``defender`` an enemy may attack, by title and place (an exercise's
    answer).

    >>> from polislab.games.hexemonia import tutorial
    >>> attackable_tiles(tutorial("war-and-the-end").start, "Bob").split(", ")[:3]
    ['Gymnasium (1b)', 'Phalanx (1e)', 'Temple (1f)']
    """
    return ", ".join(f"{p.tile} ({p.at})" for p in city.attackable(state.player(defender).city))


def _why_not_attackable(occupied: frozenset[Hex], h: Hex, defender: str) -> str:
    """The Hexemonia rulebook's reason (§Step C, War; Example 3) why the tile at ``h`` may not
    be attacked."""
    if h not in occupied:
        return f"it is not one of {defender}'s tiles"
    if h == ACROPOLIS:
        return "an Acropolis is never attacked"
    if not city.on_edge(occupied, h):
        return "it is surrounded, with no free side"
    return "its loss would split the city-state in two"


def check_attackable(state: State, defender: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` every tile of ``defender`` that an enemy may attack, and no other
    (Hexemonia rulebook §Step C, War)? Tiles are named by title ("Gymnasium, Phalanx") or
    place ("1b 1e"), in any order.

    >>> from polislab.games.hexemonia import tutorial
    >>> start = tutorial("war-and-the-end").start
    >>> check_attackable(start, "Bob", "2l 2g 2b 2a 1f 1e 1b")[0]
    True
    >>> check_attackable(start, "Bob", "Gymnasium Phalanx Temple Village Quarry Spring "
    ...                  "Country")[0]
    True
    >>> check_attackable(start, "Bob", "Walls, Gymnasium")[0]
    False
    """
    tiles = state.player(defender).city
    by_title = {p.tile.casefold(): p.at for p in tiles}
    right = {p.at for p in city.attackable(tiles)}
    text = "" if answer is None else answer_text(answer, limit=120)
    if not text:
        return False, "name the tiles in the cell above, like 'Gymnasium, Village' or '1b 2a'."
    given = set()
    for word in text.replace(",", " ").split():
        if word.casefold() in by_title:
            given.add(by_title[word.casefold()])
            continue
        try:
            given.add(label(place(word)))
        except ScenarioError:
            return False, (f"{excerpt(word)} is neither a tile of {defender}'s nor a place: "
                           f"name tiles like 'Gymnasium, Village' or places like '1b 2a'.")
    names = {p.at: p.describe().split(" with ")[0] for p in tiles}
    why = (f"{attackable_tiles(state, defender)}: on the edge (a free side), not the "
           f"Acropolis, and not a tile whose loss would split the city-state ({cite.WAR})")
    if given == right:
        return True, why + "."
    wrong = sorted(given - right)
    missing = sorted(right - given)
    parts = []
    occupied = city.places(tiles)
    for at in wrong:
        parts.append(f"{names.get(at, at)} cannot be attacked: "
                     f"{_why_not_attackable(occupied, place(at), defender)}")
    if missing:
        parts.append(f"{len(missing)} more tile{'s' * (len(missing) != 1)} can be attacked")
    return False, "; ".join(parts) + (f" ({cite.WAR})." if wrong else ".")


def check_score(state: State, player: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` the number of points ``player`` scores in ``state`` (Hexemonia rulebook
    §Scoring)?

    >>> from polislab.games.hexemonia import tutorial
    >>> end = tutorial("war-and-the-end").frames[-1].state
    >>> check_score(end, "Ann", "16")[0], check_score(end, "Ann", 15)[0]
    (True, False)
    """
    score = state.score()[state.player(player).name]
    text = "" if answer is None else answer_text(answer)
    if not text:
        return False, "write a number of points in the cell above."
    if not text.isdigit():
        return False, f"{excerpt(text)} is not a number of points: write it like '12'."
    if int(text) == score.total:
        return True, f"{score} ({cite.SCORING})."
    return False, (f"not {int(text)}. Count each Active tile by its type, the Myth set, the "
                   f"Gold on the Acropolis, the Acropolis's bonus and the Philosopher.")


def check_active(tile_text: str, answer: Any) -> tuple[bool, str]:
    """Is ``answer`` ("yes" or "no") whether the tile written ``tile_text`` ("Fleet 1c 1h 1g")
    is Active (Hexemonia rulebook §Tiles)?

    >>> check_active("Fleet 1c 1h 1g", "no")[0], check_active("Pasture 1c 1h 1g", "yes")[0]
    (True, True)
    """
    placed = parse_tile(tile_text, "1a")
    right = city.active(placed)
    text = "" if answer is None else answer_text(answer).casefold()
    if text not in ("yes", "no"):
        return False, "answer yes or no."
    held = describe_cubes(placed.cubes) or "nothing"
    cost = describe_cubes(city.cost(placed.tile)) or "nothing"
    why = (f"the {placed.tile} costs {cost} and holds {held}: "
           f"{'enough, so it is Active' if right else 'not enough, so it is Inactive'} "
           f"({cite.TILES}).")
    if (text == "yes") == right:
        return True, why
    return False, "compare what is on the tile with its cost, kind by kind."


class TileTable:
    """Every Terrain tile title as a table (an HTML table in a notebook): its type, Nature,
    cost, production, defence and gear ability (the rulebook's text shortened, and the few
    words its card gives it), and how many copies a game of 2, 3 or 4 players uses;
    polislab-edition values marked with an asterisk, a "–" too where the rulebook does not
    say that the tile has none; a rulebook value inferred from one of its worked examples is
    followed by "(inferred, Example 6)"."""

    HEADS = ("Tile", "Type", "Nature", "Cost", "Produces", "Defence", "Gear ability",
             "Copies (2 / 3 / 4 players)")

    def rows(self) -> list[tuple[str, ...]]:
        out: list[tuple[str, ...]] = []

        def mark(title: str, field: str) -> str:
            """"*" after a polislab-edition value; "(inferred, Example 6)" after a rulebook
            value worked out from an example."""
            example = COMPONENTS.inferred(title, field)
            return f" (inferred, {example})" if example else COMPONENTS.mark(title, field)

        for t in COMPONENTS.tiles:
            cost = ("none: a Myth tile takes no Resources" if t.is_myth else
                    f"{describe_cubes(t.cost) or 'nothing'}{mark(t.name, 'cost')}")
            made = (f"{t.production.amount} {cube_word(t.production.kind, t.production.amount)}"
                    if t.production is not None else "–") + mark(t.name, "production")
            shield = (f"{t.shield}{mark(t.name, 'shield')} {cube_word('hoplites', t.shield)}"
                      if t.shield else
                      "–" + mark(t.name, "shield"))
            ability = (f"{COMPONENTS.abilities[t.ability]} (on its card: "
                       f"\u201c{COMPONENTS.ability_lines[t.ability]}\u201d)"
                       if t.ability is not None else "–" + mark(t.name, "ability"))
            copies = " / ".join(str(t.copies_for(n)) for n in (2, 3, 4)) + mark(t.name, "copies")
            name = t.name + mark(t.name, "name")
            out.append((name, t.type + mark(t.name, "type"), t.nature + mark(t.name, "nature"),
                        cost, made, shield, ability, copies))
        return out

    def _repr_html_(self) -> str:
        cell = 'style="text-align:left;padding:2px 8px;border-bottom:1px solid #ddd"'
        head = "".join(f"<th {cell}>{html.escape(h)}</th>" for h in self.HEADS)
        body = "".join("<tr>" + "".join(f"<td {cell}>{html.escape(v)}</td>" for v in row)
                       + "</tr>" for row in self.rows())
        note = ("* a polislab-edition value: the rulebook does not give it (the published "
                "tile list was not found). Every value without one is the rulebook's: as it "
                "gives it or, where the table says \u201cinferred\u201d, inferred from the "
                "rulebook's worked example it names. A \u201c–*\u201d: the tile has none in "
                "the polislab edition. The words on a card are polislab's, shortening the "
                "rulebook's text.")
        return (f'<table style="border-collapse:collapse;font-size:14px"><caption '
                f'style="caption-side:bottom;text-align:left">{html.escape(note)}</caption>'
                f"<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")

    def __repr__(self) -> str:
        return f"TileTable({len(COMPONENTS.tiles)} tile titles)"


def tile_table() -> TileTable:
    """The table of every tile title (:class:`TileTable`), for a notebook to show.

    >>> tile_table().rows()[11][:5]
    ('Pasture', 'Chora (inferred, Example 7)', 'Economic*', '1 Citizen', '1 Citizen*')
    >>> tile_table().rows()[11][5:]
    ('–*', '–*', '2 / 3 / 4*')
    """
    return TileTable()
