"""How a Hellas state looks: the hex map (land, water, bridges, cities, temples, Greeks, ships,
the open places), each hand (cards not yet seen as backs), the stack and the decks."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from polislab.core.interface import interface_for
from polislab.games.hellas import engine
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


def test_hands_show_cards_face_up_and_the_card_not_yet_seen_as_a_back(state):
    words = texts(look.svg(state))
    assert "Storm" in words and "Aegis" in words
    assert words.count("Zeus card (new)") == 1  # the Zeus card taken in the burst: a back
    hidden = texts(look.svg(state, hands="light"))
    assert "Storm" in hidden and "Aegis" not in hidden
    none = texts(look.svg(state, hands="none"))
    assert "Storm" not in none and any(w.endswith(" card") for w in none)


def test_the_stack_and_the_decks_are_counted(state):
    words = texts(look.svg(state))
    assert "stack: 19 tiles" in words
    assert "Zeus: deck 15, discard 0" in words


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
    assert "drawn: Naxos" in texts(look.svg(voyage))


def test_marks_and_scaling():
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1)])
    framed = look.scene(state, {"highlight": ["Argos", "0,1"]})
    assert len(framed.layers["marks"]) == 2
    with pytest.raises(ValueError, match="neither a city"):
        look.scene(state, {"highlight": ["Atlantis"]})
    half = look.scene(state, size=28)
    assert (half.width, half.height) == (420.0, 290.0)
