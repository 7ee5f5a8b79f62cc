"""How a Hellas state looks: the hex map (land, water, bridges, cities, temples, Greeks, ships,
the open places), each hand (cards not yet seen as backs), the stack and the decks."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from polislab.core.interface import interface_for
from polislab.games.hellas import GODS, engine
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.ui import board as look

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def state():  # type: ignore[no-untyped-def]
    """Light mid-burst with a card taken and not yet seen; Korinthos's bridge, Delos's temple."""
    start = position([
        ("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
        ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 3, 2),
        ("Delos", (1, 0), 0, "light", 1, 1),
        ("Korinthos", (-1, 0), turned("Korinthos", 0, 3), "dark", 1, 0),
    ], hands={"light": ["Storm", "Battle Fury"], "dark": ["Aegis"]}, turn=4)
    after, _ = engine.apply(start, "take card Zeus")
    return after


def texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{NS}text")]


def test_the_svg_is_well_formed_accessible_and_deterministic(state):
    svg = look.svg(state)
    root = ET.fromstring(svg)
    assert root.get("role") == "img"
    assert root.find(f"{NS}title").text.startswith("Hellas, Turn 4, Light's turn")
    desc = root.find(f"{NS}desc").text
    assert "Light: 12 Greeks and 8 ships in the supply, 3 god cards; 2 cities" in desc
    assert "Delos (1 Greek, 1 ship, temple)" in desc
    assert svg == look.svg(state)
    assert state._repr_svg_() == svg
    assert interface_for(state).svg(state) == svg


def test_every_city_is_drawn_with_its_name_owner_and_pieces(state):
    svg = look.svg(state)
    words = texts(svg)
    for name in ("Argos", "Sparta", "Delos", "Korinthos"):
        assert name in words
    assert words.count("L") == 2 and words.count("D") == 2  # the owners' letters on the plates
    assert "3" in words and "2" in words  # Sparta's Greeks and ships
    picture = look.scene(state)
    for name in ("Argos", "Sparta", "Delos", "Korinthos"):
        assert picture.region_at(*picture.center_of(name)) == name


def test_open_places_show_where_a_tile_may_go_with_their_coordinates(state):
    picture = look.scene(state)
    words = texts(look.svg(state))
    for place in ("0,1", "-1,1", "-1,-1", "2,-1"):
        assert place in words and place in picture.regions
    # A tile's own place is shown only on request (a learner typing a move's notation).
    assert "0,0" not in words and "0,-1" not in words
    shown = texts(look.svg(state, coordinates=True))
    assert "0,0" in shown and "0,-1" in shown


def test_seed_3_a_pictures_hands_are_those_of_the_player_deciding_unless_told(state):
    # seed 003 §3: "Keep hands secret". A state's own picture is the screen of the player
    # deciding now (Light, mid-burst): Light's cards face up, Dark's as backs.
    words = texts(look.svg(state))
    assert "Storm" in words and "Aegis" not in words and "Zeus card" in words
    assert words.count("Zeus card (new)") == 1  # the Zeus card taken in the burst: a back
    assert not any("teacher" in w for w in words)
    assert "Aegis" not in look.describe(state) and "teacher" not in look.describe(state)
    # Both hands only when asked, and then the board says so on the other player's panel
    # and in its description.
    both = look.scene(state, hands="both")
    assert "Aegis" in look_texts(both) and "Storm" in look_texts(both)
    assert face_texts(both, "panel dark").count("face up: a teacher's view") == 1
    assert not any("teacher" in w for w in face_texts(both, "panel light"))
    assert "A teacher's view: both hands are shown face up" in both.description
    none = texts(look.svg(state, hands="none"))
    assert "Storm" not in none and any(w.endswith(" card") for w in none)
    assert look.svg(state, hands="dark") != look.svg(state)


def test_the_stack_and_the_decks_are_counted(state):
    words = texts(look.svg(state))
    assert "stack: 19 tiles" in words
    # 16 Zeus cards: Dark's Aegis, the one Light took face down (it has left the deck, seed
    # 003 §5 Option 1, though which card it is is drawn when the burst ends, ruling HL13), 14.
    assert "Zeus: deck 14, discard 0" in words
    assert "Zeus 14 (discarded 0)" in look.scene(state).description


def test_seed_5_a_card_taken_face_down_is_out_of_its_deck_even_from_the_discard_pile():
    # The Zeus deck holds 1 card, its discard pile 11: Light takes 2 Zeus cards in a burst, so
    # the deck runs out and the discard pile is shuffled into a new deck (ruling HL8), which
    # holds 10 once both are taken.
    cities = [("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1),
              ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)]
    rest = list(position(cities).components.deck("Zeus"))  # the 16 Zeus cards
    for card in ("Thunderbolt", "Aegis", "Aegis", "Aegis"):
        rest.remove(card)
    start = position(cities, hands={"light": ["Thunderbolt"], "dark": ["Aegis"] * 3},
                     discards={"Zeus": rest[:11]}, turn=4)
    assert "Zeus: deck 1, discard 11" in texts(look.svg(start))
    one, _ = engine.apply(start, "take card Zeus")
    assert "Zeus: deck 0, discard 11" in texts(look.svg(one))
    two, _ = engine.apply(one, "take card Zeus")
    assert "Zeus: deck 10, discard 0" in texts(look.svg(two))
    assert "Zeus 10 (discarded 0)" in look.scene(two).description


def test_a_drawn_tile_and_an_attack_are_shown():
    start = position([
        ("Argos", (0, -1), turned("Argos", 1, 2), "light", 3, 1),
        ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 2, 1),
        ("Milos", (0, 1), 0, "dark", 1, 1),
    ], hands={"dark": ["Shield Wall"]})
    attacked, _ = engine.apply(start, "attack Sparta from Argos x2")
    words = texts(look.svg(attacked))
    assert "Attack on Sparta over land: 2 Greeks from Argos (2)" in " ".join(words)
    picture = look.scene(attacked)
    frames = [s for s in picture.layers["marks"]]
    assert frames  # the attacked city is framed
    voyage, _ = engine.play(start, "voyage", "draw Naxos")
    assert "Naxos" in face_texts(look.scene(voyage), "drawn tile")


@pytest.mark.parametrize("tile", ["Argos", "Delos", "Korinthos"])
def test_the_drawn_tile_is_drawn_as_printed_with_its_name_and_the_rotation_explained(tile):
    # seed 003 §4/§5 Option 2: the drawn tile is placed with its land and water edges
    # matching; the board shows its face (rotation 0), and the legend says what "rotation k"
    # in the list of choices does.
    state = position([], setup=True, drawn=tile) if tile != "Delos" else \
        position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 2)], voyage=tile)
    picture = look.scene(state)
    x, y, w, h = picture.regions["drawn tile"]
    inside = [s for s in picture.shapes() if isinstance(s, look.Polygon)
              and all(x <= px <= x + w and y <= py <= y + h for px, py in s.points)]
    land = [s for s in inside if s.fill == look.COLORS["land"]]
    water = [s for s in inside if s.fill == look.COLORS["water"]]
    assert water and (land or tile == "Delos")  # its sea, and its land on the printed edges
    words = face_texts(picture, "drawn tile")
    assert tile in words and "drawn" in words
    assert look.ROTATION in look_texts(picture)
    coast = [s for s in picture.shapes() if isinstance(s, look.Line)
             and s.stroke == look.COLORS["land_edge"] and x <= s.x1 <= x + w and y <= s.y1 <= y + h]
    assert len(coast) == state.components.tile(tile).land_edges  # one coast line a land edge
    said = picture.description
    assert f"Drawn tile: {tile}, as printed (rotation 0): " in said
    assert state.components.tile(tile).looks() in said
    from polislab.games.hellas.ui import INTERFACE  # the keyboard cursor reads the same

    assert INTERFACE.describe_place(state, picture, "drawn tile").startswith(
        f"Drawn tile: {tile}, as printed (rotation 0): {state.components.tile(tile).looks()}")


def test_the_legend_has_no_rotation_line_without_a_drawn_tile(state):
    assert look.ROTATION not in look_texts(look.scene(state))
    assert "drawn tile" not in look.scene(state).regions


def test_marks_and_scaling():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1)])
    framed = look.scene(state, {"highlight": ["Argos", "0,1"]})
    assert len(framed.layers["marks"]) == 2
    with pytest.raises(ValueError, match="'Atlantis' is not a place on this board"):
        look.scene(state, {"highlight": ["Atlantis"]})
    half = look.scene(state, size=28)
    assert (half.width, half.height) == (420.0, 290.0)


# -- the god cards as a player sees them (seed 003 §3: hands kept secret; §7: cards played on
# -- the opponent's turn are marked; the cards themselves are polislab edition) ----------------
FULL_HAND = ["Forced March", "Call to Arms", "Favourable Wind", "High Waves", "Olympian Vigour",
             "Winged Sandals", "Gifts of Olympus"]  # 7 cards, 3 of one god: the most (§5)


def face_texts(picture, region: str) -> list[str]:
    """The words drawn inside a region of the scene (a card's face)."""
    x, y, w, h = picture.regions[region]
    return [s.text for s in picture.shapes() if isinstance(s, look.Text)
            and x <= s.x <= x + w and y <= s.y <= y + h]


def card_states():  # type: ignore[no-untyped-def]
    """A hand in each tutorial step that holds one, and a full hand of 7 (two of them new)
    while an attack is under way, with the opponent's 7 hidden."""
    from polislab.games import hellas

    found = [f.state for name in hellas.tutorial_names() for f in hellas.tutorial(name).frames
             if any(p.cards for p in f.state.players)]
    full = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 2, 1),
                     ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1)],
                    hands={"light": FULL_HAND, "dark": ["Shield Wall", "Shield Wall", "Storm",
                                                        "Aegis", "Thunderbolt", "New Colony",
                                                        "Sea Chart"]},
                    fresh={"light": ["Gifts of Olympus", "High Waves"]},
                    attack={"target": "Sparta", "from": {"Argos": 1}})
    return [*found, full]


@pytest.mark.parametrize("hands", ["light", "dark"])
def test_seed_3_7_each_card_its_side_sees_shows_its_face_and_the_others_only_their_backs(hands):
    states = card_states()
    for state in states:
        for status in (True, False):  # a picture, and a live board (no status line)
            picture = look.scene(state, hands=hands, status=status)
            # Only a full hand of 7 during an attack, under a status line, leaves out what the
            # cards do (the description says it): every other face shows it.
            brief = status and state is states[-1]
            for player in state.players:
                for card in set(player.cards):
                    region = f"{player.name} card {card}"
                    if player.name != hands:  # hidden: no region, no name anywhere
                        assert region not in picture.regions
                        assert card not in " ".join(look_texts(picture))
                        continue
                    data = state.components.card(card)
                    words = face_texts(picture, region)
                    assert any(w.startswith(card) for w in words), (card, words)
                    assert data.timing in words  # when it is played (§7: own or opponent's)
                    assert brief or data.short in words  # what it does, in short words
                    assert data.god[0] in words  # its god, by letter on its god's colour
            hidden = state.side("dark" if hands == "light" else "light")
            backs = [w for w in face_texts(picture, f"panel {hidden.name}")
                     if w.split()[0] in GODS]
            assert sum(int(w.split("\u00d7")[1]) if "\u00d7" in w else 1 for w in backs) == \
                len(hidden.cards) + len(hidden.unseen), backs


def look_texts(picture) -> list[str]:
    return [s.text for s in picture.shapes() if isinstance(s, look.Text)]


def test_a_full_hand_of_seven_shows_every_face_inside_the_picture_without_overlap():
    state = card_states()[-1]
    picture = look.scene(state, hands="light", status=False)  # the live board of Light
    boxes = [picture.regions[f"light card {card}"] for card in FULL_HAND]
    for (x, y, w, h), card in zip(boxes, FULL_HAND, strict=True):
        assert y + h <= look.HEIGHT and x + w <= look.WIDTH, card
        data = state.components.card(card)
        name = look.text_width(card, bold=True)  # a little over DejaVu Sans's own widths
        timing = look.text_width(data.timing)
        assert look.STRIPE_W + 6 + name + 8 + timing + 6 <= w, f"{card}: name meets timing"
        assert look.STRIPE_W + 6 + look.text_width(data.short) + 8 + \
            look.text_width("new", bold=True) + 6 <= w, f"{card}: effect meets 'new'"
    for a, b in zip(boxes, boxes[1:], strict=False):
        assert a[1] + a[3] <= b[1], "faces overlap"
    assert face_texts(picture, "light card Gifts of Olympus").count("new") == 1


def test_the_description_says_the_same_in_full():
    state = card_states()[-1]
    said = look.describe(state, "light")
    for card in FULL_HAND:
        data = state.components.card(card)
        assert f"{card}, {'an' if data.god[0] in 'AEIOU' else 'a'} {data.god} card " \
               f"({data.timing})" in said and data.text in said
    assert "Gifts of Olympus, a Zeus card (your turn), drawn this turn" in said
    for card in ("Shield Wall", "Storm", "Aegis", "Thunderbolt", "Sea Chart", "New Colony"):
        assert card not in said
    assert "Dark holds 2 Ares cards face down" in said  # the picture: a back "Ares ×2"
    assert "polislab edition" in said
    # the scene's description follows the hands it shows
    assert look.scene(state, hands="light").description == said
    assert "Shield Wall" in look.scene(state, hands="dark").description


def test_the_cursor_and_a_click_on_a_card_read_its_whole_text():
    from polislab.games.hellas.ui import INTERFACE

    state = card_states()[-1]
    picture = INTERFACE.scene(state, show_all=False, seen_by="light", status=False)
    read = INTERFACE.describe_place(state, picture, "light card Forced March")
    assert read.startswith("Light's Forced March, an Ares card (before your action)")
    assert state.components.card("Forced March").text in read
    clicked = INTERFACE.explain_click(state, ("light card Forced March",))
    assert state.components.card("Forced March").text in clicked  # and why not now
    assert clicked.endswith("It cannot be played now: Dark decides now.")
    assert ".." not in clicked


def test_seed_4_the_tiles_set_aside_in_the_initial_map_are_shown_until_shuffled_back():
    from polislab.games import hellas
    frames = hellas.tutorial("setup").frames
    aside = next(f.state for f in frames if f.state.set_aside == ("Delos", "Milos"))
    assert "set aside: Delos, Milos" in texts(look.svg(aside))
    assert ("Tiles set aside in the initial map: Delos, Milos (shuffled back into the stack "
            "when it ends).") in look.scene(aside).description
    # every tile is somewhere: the dolphin's 23 others on the map, in the stack, drawn or aside
    assert len(aside.cities) + aside.stack_size + bool(aside.drawn) + 2 == 23
    ready = frames[-1].state  # shuffled back
    assert not ready.set_aside and "set aside" not in " ".join(texts(look.svg(ready)))


def test_the_board_with_coordinates_reads_and_contrasts() -> None:
    """Hellas's own view (the hexes' coordinates shown) keeps the measures every board keeps
    (tests/test_render_readable.py, tests/test_render_contrast.py)."""
    from tests.test_render_contrast import assert_mark_contrast, assert_text_contrast
    from tests.test_render_readable import assert_readable, tutorial_states

    found = [("coordinates", look.scene(tutorial_states("hellas")[0][1], coordinates=True))]
    assert_readable("hellas", found)
    assert_text_contrast("hellas", found)
    assert_mark_contrast("hellas", found)
