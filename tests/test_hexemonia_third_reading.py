"""What the Hexemonia course shows after the second fresh reader's review (issue 33, third
pass): the board speaks of the step D the narration tells (F4); other cities' chips show their
Nature and the Myth tiles their ability (F6, F7); the tile table says which rulebook values are
inferred from its worked examples (F9); Example 7's Country touches two tiles (F8); the score
exercise is asked before the board shows the score (F11); the citation of §Tiles (F12); the
choice list in plain words (F13); a tile that costs nothing rises up, the Acropolis never
(F1).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from polislab.games import hexemonia
from polislab.games.hexemonia import COMPONENTS, engine, position
from polislab.games.hexemonia.city import active
from polislab.games.hexemonia.hexes import neighbours, place, ring_of
from polislab.games.hexemonia.tutorials import check_active, check_uprising, tile_table
from polislab.games.hexemonia.ui import board as look
from polislab.games.hexemonia.ui import clicks, faces
from polislab.render import Polygon, Text
from tests.test_hexemonia_board_moments import frame, texts_within

ROOT = Path(__file__).resolve().parents[1]
NAMES = ("Andrea", "Barbara", "Corrado")


# -- F4: the step D the narration tells ------------------------------------------------------
STEP_D_FRAMES = [
    ("first-turns", "Step D: the Philosopher", "Turn 1: Ann's turn, step D.", "Bob"),
    ("first-turns", "Step D: the pawn changes hands", "Turn 2: Bob's turn, step D.", "Ann"),
    ("first-turns", "Step D: the pawn stays", "Turn 3: Ann's turn, step D.", "Bob"),
    ("uprisings", "The Philosopher changes hands", "Turn 1: Andrea's turn, step D.", "Barbara"),
    ("uprisings", "An Uprising: one kind of excess", "Turn 1: Andrea's turn, step D.", "Barbara"),
    ("uprisings", "An Uprising: several kinds", "Turn 1: Andrea's turn, step D.", "Barbara"),
    ("war-and-the-end", "Discard to four", "Turn 11: Ann's turn, step D (final round).", "Bob"),
]


@pytest.mark.parametrize(("name", "title", "head", "after"), STEP_D_FRAMES)
def test_a_step_telling_step_d_draws_that_turn_at_its_step_d(name, title, head, after):
    """§Step D: the turn's player checks the Political Situation, then "the player to your
    left then starts the next turn" (§Step D, Discard Excess Tiles). The engine does both in
    one move, so the narration of step D meets a board that has passed the turn: the step's
    mark draws the turn that ended, at its step D, and says whose turn comes next."""
    shown = frame(name, title)
    assert shown.step.marks is not None and shown.step.marks.get("step") == ["D"]
    picture = look.scene(shown.state, shown.step.marks)
    box = " ".join(texts_within(picture, "actions"))
    assert box.startswith(head) and f"{after}'s turn is next" in box
    assert "is over" not in box  # the turn ended is the one drawn
    first, second = picture.description.split(". ")[:2]
    assert "step D" in first and second.startswith("Step D: the Philosopher pawn")
    assert picture.title.endswith("'s step D")
    ended = look.at_step_d(shown.state)
    # the same position: only whose turn it is, its number and its step are set back
    assert ended.players == shown.state.players and ended.philosopher == shown.state.philosopher
    assert ended.display == shown.state.display and ended.supply == shown.state.supply
    assert ended.names[ended.turn] == head.split(": ")[1].split("'s")[0]


def test_step_d_names_uprisings_only_when_they_are_played():
    """§Step D, Important Rule for Two Players: with two players Uprisings are optional (off
    here); with three they are played."""
    two = " ".join(texts_within(look.scene(frame("first-turns", "Step D: the Philosopher").state,
                                           {"step": ["D"]}), "actions"))
    three = " ".join(texts_within(look.scene(frame("uprisings", "An Uprising: several kinds")
                                             .state, {"step": ["D"]}), "actions"))
    assert "Uprisings" not in two and "Uprisings if Andrea took it" in three


def test_the_step_d_mark_needs_a_board_where_a_turn_has_just_ended():
    start = hexemonia.tutorial("first-turns").start
    with pytest.raises(ValueError, match="a turn has just ended"):
        look.scene(start, {"step": ["D"]})  # turn 1: no turn before it
    with pytest.raises(ValueError, match="a turn has just ended"):
        look.scene(engine.play(start, "take Pasture"), {"step": ["D"]})  # Ann's turn goes on
    with pytest.raises(ValueError, match="step is"):
        look.scene(start, {"step": ["C"]})


# -- F6, F7: the other cities' chips and the Myth tiles ---------------------------------------
def test_a_chip_shows_its_tiles_nature_with_its_asterisk():
    """§Tiles: each tile shows its Nature; the Agora's is the polislab edition's."""
    stays = frame("first-turns", "Step D: the pawn stays")
    picture = look.scene(stays.state, stays.step.marks)
    x, y, w, h = picture.regions["Bob 1a"]  # Bob's Agora, a chip
    inside = [s for s in picture.shapes() if isinstance(s, Polygon)
              and all(x <= px <= x + w and y <= py <= y + h for px, py in s.points)]
    eye = faces.nature_glyph(0, 0, "Political", "#000")[0]
    assert any(len(s.points) == len(eye.points) and s.fill == eye.fill for s in inside)
    assert "*" in texts_within(picture, "Bob 1a")  # Political*: the polislab edition
    assert "Hand: 1 tile; Myths: Oracle (Political)." in texts_within(picture, "city Bob")


def test_a_hidden_acropolis_chip_shows_no_nature():
    """§Setting Up the Game: a city stays secret until its owner reveals it."""
    state = hexemonia.tutorial("uprisings").start
    picture = look.scene(state)
    assert texts_within(picture, "Corrado A")[:1] == ["Acropolis"]
    x, y, w, h = picture.regions["Corrado A"]
    assert not [s for s in picture.shapes() if isinstance(s, Polygon)
                and all(x <= px <= x + w and y <= py <= y + h for px, py in s.points)]


def test_a_myth_tile_before_the_player_gives_its_ability_where_there_is_room():
    """§Myth: the Fates: "draw one tile from the Stack of Fate"; its card's few words."""
    stays = frame("first-turns", "Step D: the pawn stays")
    picture = look.scene(stays.state, stays.step.marks)
    assert faces.ability_line("Fates") in texts_within(picture, "Ann myth Fates")
    three = position(NAMES, turn="Andrea", myths={"Andrea": ["Hades", "Oracle", "Pandora"]},
                     cities={"Andrea": {"1a": "Walls 2c +Hades", "1b": "Amphitheater 2c 1g "
                                        "+Oracle", "1c": "Temple 1c 1g +Pandora"}})
    picture = look.scene(three, focus="Andrea")
    ends = [picture.regions[f"Andrea myth {m}"] for m in ("Hades", "Oracle", "Pandora")]
    panel = picture.regions["city Andrea"]
    assert all(x + w <= panel[0] + panel[2] for x, _, w, _ in ends)  # no room: no words
    assert faces.ability_line("Oracle") not in texts_within(picture, "Andrea myth Oracle")


def test_the_description_says_where_every_whole_face_is():
    picture = look.scene(frame("war-and-the-end", "Which tiles may be attacked?").state)
    assert "'+3 more' counts those with no room" in look.LEGEND
    assert "The tiles in sight" in picture.description and "arrow keys" in picture.description



# -- F9: values inferred from the rulebook's worked examples ----------------------------------
def test_the_tile_table_says_which_rulebook_values_are_inferred_from_an_example():
    """Example 6 gives the Phalanx's and Asty's excess, not their cost; Example 1 the
    Spring's effect on the Temple, not its Nature; Examples 5 and 6 put the Oracle token on
    the Political Amphitheater."""
    rows = {row[0]: row for row in tile_table().rows()}
    assert rows["Phalanx"][3] == "2 Hoplites and 1 Gold (inferred, Example 6)"
    assert rows["Asty"][3].endswith("(inferred, Example 6)")
    assert rows["Spring"][2] == "Sacred (inferred, Example 1)"
    assert rows["Oracle"][2] == "Political (inferred, Examples 5 and 6)"
    assert rows["Gymnasium"][3] == "1 Citizen, 1 Hoplite and 1 Gold"  # Example 2 gives it
    for t in COMPONENTS.tiles:
        for field in ("type", "nature", "cost"):
            if COMPONENTS.inferred(t.name, field):
                source = COMPONENTS.source("tiles.json", t.name, field)
                assert "(inferred)" in source and not COMPONENTS.edition(t.name, field)
    assert "inferred" in tile_table()._repr_html_()


# -- F8: Example 7's city-states follow the placement rules ----------------------------------
def example_7_of_the_notebook():
    cells = json.loads((ROOT / "notebooks/uprisings.ipynb").read_text())["cells"]
    code = next("".join(c["source"]) for c in cells if "example_7 = hexemonia.position("
                in "".join(c["source"]))
    space = {"hexemonia": hexemonia}
    exec(code.split("\nfor score")[0], space)  # the position only, printing nothing
    return space["example_7"]


def test_example_7_every_tile_beyond_the_first_ring_touches_two_tiles():
    """§Step B: a tile must touch at least two other tiles (the first ring, the Acropolis
    and its neighbours in the ring)."""
    example_7 = example_7_of_the_notebook()
    for p in example_7.players:
        taken = {t.hex for t in p.city}
        for t in p.city:
            if ring_of(t.hex) >= 2:
                assert len(taken & set(neighbours(t.hex))) >= 2, (p.name, t.at)
    country = example_7.tile_at("Corrado", "2b")
    assert country.tile == "Country" and not active(country) and "Fates" in country.tokens
    assert place("2b") in neighbours(place("1a")) and place("2b") in neighbours(place("1b"))
    assert [s.total for s in example_7.score().values()] == [22, 22, 20]


# -- F11: the score exercise is asked before the score is shown -------------------------------
def test_the_score_is_asked_before_the_board_shows_it():
    """§Scoring, after §The End of the Game: Ann's score is asked while Bob's final turn is
    still to come; his turn changes none of it, and the next steps show it."""
    frames = hexemonia.tutorial("war-and-the-end").frames
    titles = [f.step.title for f in frames]
    asked = titles.index("What will Ann score?")
    question = frames[asked]
    assert not question.state.is_over
    picture = look.scene(question.state, question.step.marks)
    assert not any("Game over" in s.text or "scores" in s.text for s in picture.shapes()
                   if isinstance(s, Text))
    assert "Game over" not in picture.description
    final = frames[-1].state
    assert final.is_over and frames[asked + 1].state.is_over
    assert question.state.score()["Ann"].total == final.score()["Ann"].total == 16
    assert "16" not in " ".join(f.step.narration for f in frames[:asked + 1])


# -- F12, F13: a citation and the choice list -------------------------------------------------
def test_the_active_exercise_cites_the_tiles_section():
    right, why = check_active("Fleet 1c 1h 1g", "no")
    assert right and why.endswith("(Hexemonia rulebook §Tiles).")


def test_the_choice_list_is_in_plain_words():
    state = hexemonia.tutorial("first-turns").frames[3].state  # Ann has drawn: step B
    labels = {str(a): clicks.choice_label(state, a) for a in engine.legal_actions(state)}
    assert labels["play Pasture at 1a"] == "Play the Pasture at 1a"
    assert labels["produce"] == "Choose Production"
    paying = frame("first-turns", "The Temple").state  # its cost to pay
    assert paying.pending is not None and paying.pending.kind == "pay"
    labels = {str(a): clicks.choice_label(paying, a) for a in engine.legal_actions(paying)}
    assert labels["pay citizen from A"] == "Pay 1 Citizen from the Acropolis"
    war = hexemonia.tutorial("uprisings").frames[2].state  # the Quarry attacked
    labels = {str(a): clicks.choice_label(war, a) for a in engine.legal_actions(war)}
    assert labels["commit 2 hoplites from A"] == "Commit 2 Hoplites from the Acropolis"
    assert labels["call off"] == "Call off the attack"


# -- F1: excess on a tile that costs nothing; the Acropolis --------------------------------
def test_a_tile_that_costs_nothing_holds_only_excess_and_rises_up():
    """§Step C, Special: the excess is what exceeds the number that makes the tile Active;
    a Spring's cost is 0 (Example 2). §The Acropolis Tile: the Acropolis is immune."""
    assert check_uprising("Spring 2g", "1g")[0]
    state = position(NAMES, turn="Andrea", step="play", philosopher="Corrado",
                     cities={"Andrea": {"1a": "Amphitheater 2c 1g"},
                             "Barbara": {"A": "6c 1g", "1a": "Spring 3c"}})
    after = engine.play(state, "produce")
    assert after.philosopher == 0
    assert after.tile_at("Barbara", "1a").cubes == (1, 0, 0)  # 3 excess Citizens: 2 lost
    assert after.tile_at("Barbara", "A").cubes == (6, 0, 1)  # the Acropolis never rises up
