"""The moments a Hexemonia board must show as they are (polislab/games/hexemonia/ui/board.py,
summary.py), after the fresh reader's review of the course (issue 33, second pass):

* a turn just ended: the engine plays a turn's steps C and D and passes the turn at once, so
  a narration of those steps meets a board already showing the next turn; the board says that
  the turn before it is over (F4; Hexemonia rulebook §Step D, Discard Excess Tiles: "The
  player to your left then starts the next turn");
* an attack under way, and a conquered tile waiting to be placed (F5; §War, Conquering a Tile,
  Fortifications, Battle Casualties, Spoils of War), the attacked tile in view even when its
  city is in short (F6);
* a final score, typed as the game's end, every Acropolis face up (F7; §Scoring, Example 7);
* what the game waits for, in sentences (F9);
* each gear ability in a few words on a tile's card (F10), and the Gymnasium's values that the
  rulebook does not give marked with an asterisk (F2).
"""

from __future__ import annotations

from polislab.games import hexemonia
from polislab.games.hexemonia import COMPONENTS, engine, position
from polislab.games.hexemonia.tutorials import tile_table
from polislab.games.hexemonia.ui import board as look
from polislab.games.hexemonia.ui import clicks, faces, words
from polislab.render import Scene, Text

NAMES = ("Andrea", "Barbara", "Corrado")


def texts_within(picture: Scene, region: str) -> list[str]:
    x, y, w, h = picture.regions[region]
    return [s.text for s in picture.shapes() if isinstance(s, Text)
            and x <= s.x <= x + w and y <= s.y <= y + h]


def frame(name: str, title: str):
    return next(f for f in hexemonia.tutorial(name).frames if f.step.title == title)


# -- F4: the turn that has just ended --------------------------------------------------------
def test_a_board_after_a_turn_passed_says_that_turn_is_over():
    """§Step D, Discard Excess Tiles: after step D "the player to your left then starts the
    next turn"; a board with no step mark (a game played on) says the turn before is over."""
    production = frame("first-turns", "Step C: Production")
    picture = look.scene(production.state)
    box = texts_within(picture, "actions")
    assert box[:2] == ["Ann's turn is over.", "Turn 2: Bob's turn, step A."]
    assert picture.description.startswith("Ann's turn is over. Hexemonia, 2 players, turn 2")
    uprisings = frame("uprisings", "An Uprising: several kinds")  # Andrea's step D, told late
    assert "Andrea's turn is over." in texts_within(look.scene(uprisings.state), "actions")


def test_the_final_round_turn_that_skips_step_a_says_the_turn_before_is_over():
    """§The End of the Game: the final round skips step A; the turn begins at step B."""
    discard = frame("war-and-the-end", "Discard to four")
    state = discard.state
    assert state.step == "play" and state.ending and state.drawn == 0  # nothing drawn
    box = texts_within(look.scene(state), "actions")
    assert box[0] == "Ann's turn is over." and box[1].startswith("Turn 12: Bob's turn, step B")


def test_no_turn_is_said_over_at_the_start_nor_once_a_turn_is_under_way():
    start = hexemonia.tutorial("first-turns").start
    assert look.turn_over(start) == ""  # turn 1: no turn before it
    drawn = engine.play(start, "take Pasture")
    assert look.turn_over(drawn) == ""  # Ann has drawn: her turn is under way
    late = position(("Ann", "Bob"), step="draw", turns=5)
    assert look.turn_over(late) == "Bob's turn is over."


# -- F5, F6: an attack under way, a conquered tile ------------------------------------------
def test_an_attack_under_way_is_drawn_with_its_defence_and_what_is_committed():
    """§War, Conquering a Tile and Fortifications (the rulebook's Pasture example): 1 Citizen
    beside an Active Phalanx (shield 1 Hoplite, worth two Citizens) is worth 3; 2 Citizens do
    not exceed it, 2 Citizens and 1 Hoplite do."""
    scenario = hexemonia.tutorial("war-part-way")
    before, after = scenario.frames[0].state, scenario.frames[1].state
    said = texts_within(look.scene(before), "attack")
    assert said[0] == "Attack on Bob's Pasture (1a)"
    assert {"Defence:", "+ Phalanx", "= worth 3", "Committed:", "2"} <= set(said)
    assert "= worth 2, not more than 3" in said
    assert "= worth 4, more than 3" in texts_within(look.scene(after), "attack")
    text = str(before)
    assert text.splitlines()[-1] == (
        "Ann commits Citizens and Hoplites to the attack on Bob's Pasture (1a): 2 Citizens "
        "committed, worth 2; the defence, 1 Citizen and the Phalanx's shield of 1 Hoplite, is "
        "worth 3, and the attack must be worth more.")
    assert words.place_words(before, "attack").startswith("Ann commits Citizens and Hoplites")


def test_a_fallen_tile_shows_what_the_attacker_loses():
    """§War, Battle Casualties: the attacker loses the defenders' worth from the cubes he
    committed; with 2 Citizens and 2 Hoplites against 1 Citizen he chooses which."""
    state = position(("Ann", "Bob"), turn="Ann", step="action",
                     cities={"Bob": {"1a": "Pasture 1c"}, "Ann": {"A": "2c 2h 1g"}},
                     war={"attacking": ("Bob", "1a"), "committed": {"A": "2c 2h"}})
    fallen = engine.play(state, "charge")
    assert fallen.pending.kind == "casualties"
    said = texts_within(look.scene(fallen), "attack")
    assert said[0] == "Bob's Pasture (1a) has fallen" and "Ann loses worth 1" in said


def test_a_conquered_tile_waiting_to_be_placed_is_drawn_with_its_cubes():
    """§War, Spoils of War (Example 4): the Quarry goes to Andrea's city-state with the
    surviving Hoplite, 1 Citizen of change and its 2 Gold."""
    charge = frame("uprisings", "Charge")
    assert charge.state.pending.kind == "place"
    said = texts_within(look.scene(charge.state), "attack")
    assert {"Quarry*", "Conquered, to place,"} <= set(said)
    assert said[said.index("with") + 1:] == ["1", "1", "2"]  # Citizen, Hoplite, Gold
    assert str(charge.state).endswith(
        "Andrea places the conquered tile, the Quarry, with 1 Citizen, 1 Hoplite and 2 Gold.")


def test_the_attacked_tile_stays_in_view_when_its_city_is_in_short():
    """F6: the Village under attack was folded into "+9 more" while Ann's city was drawn."""
    attack = frame("war-and-the-end", "Attack the Village")
    picture = look.scene(attack.state, {"focus": ["Ann"]})
    assert "2a Village" in texts_within(picture, "Bob 2a")
    picture = look.scene(attack.state, {"focus": ["Ann"], "highlight": ["Bob 1a"]})
    assert "1a Walls" in texts_within(picture, "Bob 1a")


# -- F7: a final score ----------------------------------------------------------------------
def test_a_position_typed_as_the_games_end_is_scored_every_acropolis_face_up():
    """§Scoring, Example 7 (22, 22 and 20; the tie broken for Barbara, ruling HX32) and §The
    End of the Game: at the end the Acropolis tiles are shown."""
    from tests.test_hexemonia_scoring import ANDREA, BARBARA, CORRADO, MYTHS

    end = position(NAMES, cities={"Andrea": ANDREA, "Barbara": BARBARA, "Corrado": CORRADO},
                   myths=MYTHS, philosopher="Andrea", acropolis=("Athens", "Sparta", "Olympia"),
                   step="over")
    assert end.is_over and end.scores == (22, 22, 20) and end.winners == ("Barbara",)
    assert all(p.revealed for p in end.players)
    corrado = look.scene(end, focus="Corrado")
    drawn = [s.text for s in corrado.shapes() if isinstance(s, Text)]
    assert "Game over: Andrea 22, Barbara 22," in drawn  # the header: the final scores
    assert "Corrado: Olympia" in drawn and "bonus 3 per Active Myth" in drawn
    assert "Country*" in texts_within(corrado, "Corrado 2b")  # the Inactive one, HX25
    assert not any(t in ("secret", "hidden") for t in drawn)


# -- F9: sentences, not the engine's verbs ------------------------------------------------------
def test_every_decision_a_tutorial_waits_on_reads_as_a_sentence():
    for name in hexemonia.tutorial_names():
        for f in hexemonia.tutorial(name).frames:
            if f.state.pending is None or f.state.is_over:
                continue
            last = str(f.state).splitlines()[-1]
            assert "Waiting for" not in str(f.state) and last.endswith("."), (name, last)
            assert last.split()[0] in f.state.names, last
            assert last in look.scene(f.state).description
            said = clicks.explain_click(f.state, ("stack",))
            assert said.startswith(f"The game waits: {look.decision_words(f.state)}."), said


# -- F10, F2: the faces ----------------------------------------------------------------------
def test_each_gear_ability_has_its_few_words_from_the_data_on_a_card():
    """§Step C, Special: the gear; the few words shorten the ability's text of the tile
    abilities pages, with their source in tiles.json."""
    card_w = (look.COLUMN_W - look.CARD_GAP) / 2
    for ability, short in COMPONENTS.ability_lines.items():
        assert COMPONENTS.source("tiles.json", ability, "short").startswith("seed 004 §")
        assert faces.width(short) <= card_w - 10, short  # whole on a card
    table = position(("Ann", "Bob"), step="draw", display=["Agora", "Pasture", "Oracle",
                                                           "Walls"])
    picture = look.scene(table)
    assert "move 2 Resources" in texts_within(picture, "display 1")
    assert "reorder top 4 tiles" in texts_within(picture, "display 3")
    assert len(texts_within(picture, "display 2")) == len(texts_within(
        look.scene(position(("Ann", "Bob"), step="draw", display=["Pasture", "Agora", "Oracle",
                                                                  "Walls"])), "display 1"))


def test_the_other_players_keep_room_when_a_hand_is_large():
    """A hand of six (two drawn, before discarding down to four) leaves the other player in
    short a row of chips: the cards then go without their line, or become titles."""
    for f in hexemonia.tutorial("war-and-the-end").frames:
        picture = look.scene(f.state, f.step.marks)
        for name in f.state.names:
            if f"city {name}" in picture.regions and picture.regions[f"city {name}"][2] < 400:
                assert picture.regions[f"city {name}"][3] >= look.SHORT_MIN, f.step.title


def test_the_gymnasiums_values_the_rulebook_does_not_give_are_starred():
    """§Tiles, Example 2 gives the Gymnasium's cost only: its Nature and production are the
    polislab edition's (after a published description), so they carry the asterisk."""
    gym = faces.face_words("Gymnasium")
    assert "Military* Nature" in gym and "produces 1 Hoplite*" in gym
    assert "cost 1 Citizen, 1 Hoplite and 1 Gold," in gym  # Example 2's: no asterisk
    state = position(("Ann", "Bob"), turn="Ann", cities={"Ann": {"1a": "Gymnasium 1c 1h 1g"}})
    produced = [e.text for e in engine.apply(state, "produce")[1] if e.kind == "produce"]
    assert produced == ["the Gymnasium (1a) produced 1 Hoplite*"]


def test_the_tile_table_stars_exactly_the_polislab_edition_values():
    """The rules page: every value without an asterisk is the rulebook's."""
    fields = ("name", "type", "nature", "cost", "production", "shield", "ability", "copies")
    for t, row in zip(COMPONENTS.tiles, tile_table().rows(), strict=True):
        cells = dict(zip(("name", "type", "nature", "cost", "production", "shield", "ability",
                          "copies"), row, strict=True))
        for field in fields:
            if field == "ability" and t.ability is not None:
                continue  # the rulebook's text, with polislab's few words for the card
            starred = "*" in cells[field]
            assert starred == COMPONENTS.edition(t.name, field), (t.name, field, cells[field])
