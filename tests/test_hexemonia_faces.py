"""Everything on the table is on the Hexemonia board (polislab/games/hexemonia/ui/faces.py and
board.py): each tile a player can see shows its face as the printed tile does, the
polislab-edition values marked; the board draws in full the city-state the step speaks of,
its places labelled; and the panel's sentences are the learner's, not the engine's verbs.

Rule texts: Hexemonia rulebook §Tiles ("Each tile also has a symbol that identifies its
Nature"; Example 2's costs), §Chora/Fortification/Polis Tiles (the cost "listed on the right
side of the tile"; the red shield), §Step C, Production ("the number in the icon at the bottom
of the tile"), §Step C, Special (the gear), §Setting Up the Game (hands are secret).
"""

from __future__ import annotations

import pytest

from polislab.core.errors import ScenarioError
from polislab.core.interface import interface_for
from polislab.games import hexemonia
from polislab.games.hexemonia import COMPONENTS, position
from polislab.games.hexemonia.notation import parse_action
from polislab.games.hexemonia.ui import board as look
from polislab.games.hexemonia.ui import faces
from polislab.render import Polygon, Rect, Scene, Text


def texts_within(picture: Scene, region: str) -> list[str]:
    """The texts drawn inside the box of ``region``."""
    x, y, w, h = picture.regions[region]
    return [s.text for s in picture.shapes() if isinstance(s, Text)
            and x <= s.x <= x + w and y <= s.y <= y + h]


def counts_drawn(title: str) -> list[str]:
    """The numbers a face must show for ``title``: its cost's counts ("0" for a free tile),
    its production's amount and its shield."""
    info = COMPONENTS.tile(title)
    out = [str(n) for n in info.cost if n] or ([] if info.is_myth else ["0"])
    if info.production is not None:
        out.append(str(info.production.amount))
    if info.shield:
        out.append(str(info.shield))
    return out


@pytest.fixture(scope="module")
def table():
    return position(("Ann", "Bob"), step="draw",
                    display=["Pasture", "Gymnasium", "Walls", "Fates"],
                    hands={"Ann": ["Spring", "Temple"], "Bob": ["Fleet"]},
                    cities={"Bob": {"1a": "Phalanx 2h 1g", "1b": "Quarry 1c"}})


def test_each_face_up_tile_shows_its_title_cost_production_and_shield(table):
    """§Tiles, §Chora Tiles (the cost on the tile), §Step C, Production (the icon)."""
    picture = look.scene(table)
    for number, title in enumerate(table.display, start=1):
        shown = texts_within(picture, f"display {number}")
        assert any(t.startswith(title) for t in shown), (title, shown)
        for count in counts_drawn(title):
            assert count in shown, (title, count, shown)
    assert "+" in texts_within(picture, "display 1")  # the Pasture produces
    assert "+" not in texts_within(picture, "display 3")  # the Walls defend, produce nothing


def test_the_players_own_hand_shows_faces_and_the_others_stays_hidden(table):
    """§Setting Up the Game: "You can look at your own tiles, but you must not show them"."""
    picture = look.scene(table)
    for title in ("Spring", "Temple"):
        shown = texts_within(picture, f"Ann hand {title}")
        assert title in shown and all(c in shown for c in counts_drawn(title))
    assert "Bob hand Fleet" not in picture.regions
    assert not any("Fleet" in s.text for s in picture.shapes() if isinstance(s, Text))
    assert "Fleet" not in look.describe(table)


def test_a_tile_of_the_city_in_full_shows_its_place_face_and_cubes(table):
    picture = look.scene(table, focus="Bob")
    shown = texts_within(picture, "Bob 1a")
    assert {"1a", "Phalanx", "2", "1"} <= set(shown)  # place, title, cost and cubes held
    fills = {s.fill for s in picture.layers["pieces"] if isinstance(s, Polygon)}
    assert look.COLORS["Fortification"] in fills  # the Phalanx holds its cost: Active
    assert look.COLORS["Chora_pale"] in fills  # the Quarry lacks its Hoplite: Inactive


def test_polislab_edition_values_carry_an_asterisk_and_rulebook_values_none():
    """The rulebook gives the Gymnasium's, Pasture's, Fleet's and Spring's costs (§Tiles,
    Example 2) and the Phalanx's shield (§War, Fortifications): no asterisk; the Walls'
    shield and the Agora's cost are the polislab edition's."""
    assert faces.face_words("Gymnasium").count("cost 1 Citizen, 1 Hoplite and 1 Gold,") == 1
    assert "cost 1 Citizen," in faces.face_words("Pasture")
    assert "cost nothing," in faces.face_words("Spring")
    assert "shield 1" in faces.face_words("Phalanx") and "shield 1*" not in \
        faces.face_words("Phalanx")
    assert "shield 2*" in faces.face_words("Walls")
    assert "cost 1 Citizen and 1 Gold*" in faces.face_words("Agora")
    assert faces.face_words("Country").startswith("Country: Chora* tile")
    for tile in COMPONENTS.tiles:  # every value the data calls polislab edition is marked
        words = faces.face_words(tile.name)
        if tile.shield:
            assert (f"shield {tile.shield}*" in words) == COMPONENTS.edition(tile.name, "shield")
        assert (f"{tile.nature}* Nature" in words) == COMPONENTS.edition(tile.name, "nature")


def test_the_key_explains_the_asterisk_and_the_faces(table):
    picture = look.scene(table)
    drawn = [s.text for s in picture.shapes() if isinstance(s, Text)]
    assert "* polislab edition" in drawn and {"cost", "ability", "defence"} <= set(drawn)
    assert "An asterisk * marks a polislab-edition value" in picture.description


def test_the_description_carries_every_face_in_sight(table):
    description = look.scene(table).description
    for title in {*table.display, "Spring", "Temple", "Phalanx", "Quarry"}:
        assert faces.face_words(title) in description, title
    assert "Pasture: Chora tile, Economic* Nature, cost 1 Citizen, produces 1 Citizen*" in \
        description
    assert "gear ability: 1 Gold from the supply on the Temple for each adjacent Sacred tile" \
        in description


def test_a_focus_mark_draws_that_players_city_in_full(table):
    default = look.scene(table)  # Ann is to draw: her city in full
    marked = look.scene(table, {"focus": ["Bob"]})
    assert "Drawn in full: Ann's city-state." in default.description
    assert "Drawn in full: Bob's city-state." in marked.description
    bob_hex = marked.regions["Bob 1a"]
    bob_chip = default.regions["Bob 1a"]
    assert bob_hex[3] > 2 * bob_chip[3]  # a hex, not a chip
    assert "Bob 1c" in marked.regions and "Bob 1c" not in default.regions  # a free place
    with pytest.raises(ValueError, match="focus"):
        look.scene(table, {"focus": ["Zoe"]})
    with pytest.raises(ValueError, match="one player"):
        look.scene(table, {"focus": ["Ann", "Bob"]})


def test_during_an_attack_the_attacked_city_is_drawn_in_full_its_places_labelled():
    """§Step C, War: the narration speaks of the defender's edges and links (Example 3)."""
    scenario = hexemonia.tutorial("war-and-the-end")
    frame = next(f for f in scenario.frames if f.step.title == "Attack the Village")
    picture = look.scene(frame.state)  # no marks: the default
    assert look.focus_player(frame.state) == "Bob"
    for at in ("1a", "1c", "2a", "2f", "2g"):
        assert at in texts_within(picture, f"Bob {at}"), at


def test_every_tutorial_step_draws_the_city_its_narration_speaks_of():
    """Y3 of the 2026-12-06 review: a step about another player's city says so."""
    expected = {("first-turns", "Step C: Production"): "Ann",
                ("first-turns", "Step D: the Philosopher"): "Ann",
                ("first-turns", "Step D: the pawn changes hands"): "Bob",
                ("first-turns", "Step D: the pawn stays"): "Ann",
                ("war-and-the-end", "Another game, late"): "Bob",
                ("war-and-the-end", "Which tiles may be attacked?"): "Bob",
                ("war-and-the-end", "Step C: War"): "Bob",
                ("war-and-the-end", "Attack the Village"): "Bob",
                ("war-and-the-end", "Commit 2 Hoplites"): "Bob",  # F6: the Village in view
                ("war-and-the-end", "...and 2 Citizens"): "Bob",
                ("war-and-the-end", "The score"): "Ann",
                ("uprisings", "The table"): "Barbara",
                ("uprisings", "An Uprising: several kinds"): "Corrado"}
    for (name, title), who in expected.items():
        frame = next(f for f in hexemonia.tutorial(name).frames if f.step.title == title)
        picture = look.scene(frame.state, frame.step.marks)
        assert f"Drawn in full: {who}'s city-state." in picture.description, (name, title)


def test_the_board_invites_no_click_a_script_would_refuse():
    """A scripted board refuses clicks: the scene says what the step asks, the panel what to
    click when the learner may play."""
    for name in hexemonia.tutorial_names():
        for frame in hexemonia.tutorial(name).frames:
            drawn = [s.text for s in look.scene(frame.state, frame.step.marks).shapes()
                     if isinstance(s, Text)]
            assert not any("click" in t.casefold() for t in drawn), (name, drawn)


def test_the_move_log_heads_each_move_with_a_sentence():
    face = interface_for("hexemonia")
    state = position(("Ann", "Bob"), step="draw",
                     display=["Pasture", "Agora", "Walls", "Fates"])
    assert face.move_heading(state, parse_action("take Pasture")) == \
        "Ann takes the Pasture from the face-up tiles"
    strategy = position(("Ann", "Bob"), turn="Bob", step="action", strategy={})
    assert face.move_heading(strategy, parse_action("end strategy")) == \
        "Bob ends the Strategy action"
    war = hexemonia.tutorial("war-and-the-end")
    attack = next(i for i, f in enumerate(war.frames) if f.step.action == "attack Bob 2a")
    assert face.move_heading(war.frames[attack - 1].state, "attack Bob 2a") == \
        "Ann attacks Bob's Village (2a)"
    for name in hexemonia.tutorial_names():  # no engine verb in any tutorial's log
        scenario = hexemonia.tutorial(name)
        before = scenario.start
        for frame in scenario.frames:
            for action in frame.actions:
                heading = face.move_heading(before, action)
                assert " played " not in heading and not heading.startswith("Nobody"), heading
                before = hexemonia.engine.play(before, action)


def test_the_cursor_reads_a_tile_its_face_cubes_and_status(table):
    face = interface_for("hexemonia")
    picture = face.scene(table, None, focus="Bob")
    said = face.describe_place(table, picture, "Bob 1a")
    assert said.startswith("Bob 1a: Phalanx: Fortification tile")
    assert "shield 1" in said and "holds 2 Hoplites and 1 Gold" in said and "Active" in said
    said = face.describe_place(table, picture, "display 4")
    assert "gear ability: draw 1 tile from the Stack of Fate into your hand" in said


def test_a_late_position_says_its_turn():
    """Y6: a position late in a game is not "turn 1"."""
    late = hexemonia.tutorial("war-and-the-end").start
    assert late.turns == 11 and "Turn 11: Ann's turn" in " ".join(
        s.text for s in look.scene(late).shapes() if isinstance(s, Text))
    with pytest.raises(ScenarioError, match="turn's number"):
        position(("Ann", "Bob"), turns=0)


def test_no_text_on_the_board_is_under_12_px_and_the_cards_fit_the_column(table):
    picture = look.scene(table)
    assert all(s.size >= 12 for s in picture.shapes() if isinstance(s, Text))
    for name, (x, y, w, h) in picture.regions.items():
        assert x >= 0 and x + w <= picture.width + 0.01, name
        assert y >= 0 and y + h <= picture.height + 0.01, name
    cards = [s for s in picture.layers["pieces"] if isinstance(s, Rect)
             and s.w == pytest.approx((look.COLUMN_W - look.CARD_GAP) / 2)]
    assert len(cards) == len(table.display) + 2  # four face up, Ann's two in hand


def test_a_click_on_a_tile_that_offers_nothing_still_says_its_face(table):
    """A gear ability's text is one click away: a click that offers no action says what the
    tile shows before why nothing is offered."""
    from polislab.games.hexemonia.ui import clicks

    played = position(("Ann", "Bob"), step="play",
                      display=["Pasture", "Agora", "Walls", "Fates"])
    said = clicks.explain_click(played, ("display 2",))
    assert said.startswith("display 2 shows Agora: Polis tile")
    assert "gear ability: move any two Resources of your choice" in said
    assert "Hexemonia rulebook §Step B" in said  # and the rule that refuses the click
