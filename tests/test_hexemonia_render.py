"""How a Hexemonia state looks (polislab/games/hexemonia/ui/board.py): city-states as hexes around
their Acropolis, type colours and Nature symbols, cubes, Active and Inactive tiles, Myth
tokens, the Philosopher, the face-up tiles and the stack."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from polislab.core.interface import interface_for
from polislab.games.hexemonia import engine, initial_state, position
from polislab.games.hexemonia.ui import board as look
from polislab.render import Polygon, Rect, Text

NS = "{http://www.w3.org/2000/svg}"
NAMES = ("Andrea", "Barbara", "Corrado")


@pytest.fixture(scope="module")
def table():
    return position(NAMES, turn="Barbara", philosopher="Andrea", cities={
        "Andrea": {"A": "4g", "1a": "Amphitheater 2c 1g +Oracle", "1b": "Labyrinth 1c 1h"},
        "Barbara": {"1a": "Quarry 3c 2g", "1b": "Phalanx 2h 4g", "1f": "Walls 1c"}},
        myths={"Andrea": ["Oracle"]}, hands={"Barbara": ["Temple", "Spring"],
                                             "Andrea": ["Fleet"]},
        display=["Agora", "Pasture", "Fates", "Walls"])


def texts_in(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{NS}text")]


def test_the_svg_is_well_formed_accessible_and_deterministic(table):
    svg = look.svg(table)
    root = ET.fromstring(svg)
    assert root.get("role") == "img"
    assert root.find(f"{NS}title").text.startswith("Hexemonia, 3 players")
    desc = root.find(f"{NS}desc").text
    assert "Barbara (Sparta, hidden), hand Temple, Spring" in desc and "Key:" in desc
    assert "Drawn in full: Barbara's city-state." in desc
    assert look.svg(table) == svg
    assert table._repr_svg_() == svg
    assert interface_for(table).svg(table) == svg


def test_each_city_state_is_hexes_around_its_acropolis(table):
    picture = look.scene(table)
    for name in NAMES:
        assert f"city {name}" in picture.regions and f"{name} A" in picture.regions
    ax, ay = picture.center_of("Barbara A")
    qx, qy = picture.center_of("Barbara 1a")  # the Quarry, north of the Acropolis
    assert abs(qx - ax) < 1 and qy < ay
    assert "Barbara 1c" in picture.regions  # a free place is drawn too


def test_type_colours_active_and_inactive(table):
    # The city in full is hexes (Barbara's, to play); the others' tiles are chips.
    fills = {s.fill for s in look.scene(table).layers["pieces"] if isinstance(s, (Polygon, Rect))}
    assert look.COLORS["Fortification"] in fills  # the Active Phalanx
    assert look.COLORS["Fortification_pale"] in fills  # the Inactive Walls (1 of 2 Citizens)
    assert look.COLORS["Chora_pale"] in fills  # the Inactive Quarry (no Hoplite)
    assert look.COLORS["Polis"] in fills  # the Active Amphitheater


def test_cubes_tokens_philosopher_and_the_band(table):
    texts = texts_in(look.svg(table))
    assert "Quarry*" in texts and "Phalanx" in texts  # the Quarry's type is polislab's
    assert "O" in texts  # the Oracle token
    assert "Philosopher" not in texts  # Andrea holds it, in short: the pawn alone
    assert "LAST" in texts
    assert {"Agora", "Pasture", "Fates", "Walls"} <= set(texts)  # face up
    assert f"Stack of Fate: {len(table.stack)} tiles" in texts
    assert {"1a", "1b", "1f", "A"} <= set(texts)  # the places of the city in full


def test_hidden_hands_and_acropolis_tiles(table):
    texts = texts_in(look.svg(table))
    assert {"Temple", "Spring"} <= set(texts)  # Barbara is to play: her hand's cards
    assert "Hand: 1 tile; Myths: Oracle (Political)." in texts
    assert not any("Fleet" in t for t in texts)
    assert "Andrea: Acropolis hidden" in texts
    hidden = look.scene(table).regions
    assert "Barbara hand Temple" in hidden and "Andrea hand Fleet" not in hidden
    everyone = texts_in(look.svg(table, show_all=True))
    assert "Hand: Fleet; Myths: Oracle (Political)." in everyone and "Andrea: Athens" in everyone
    assert "Fleet*" in texts_in(look.svg(table, seen_by="Andrea"))  # her hand, her city
    with pytest.raises(ValueError, match="seen_by"):
        look.scene(table, seen_by="Zoe")


def test_a_pending_attack_frames_its_target():
    state = position(NAMES, turn="Andrea", cities={"Andrea": {"A": "5h"},
                                                   "Barbara": {"1a": "Pasture 1c"}})
    state = engine.play(state, "war", "attack Barbara 1a")
    assert look.default_marks(state) == {"highlight": ["Barbara 1a"]}
    picture = look.scene(state)
    assert any(s.stroke == look.COLORS["now"] for s in picture.layers["marks"])
    with pytest.raises(ValueError, match="unknown kind of mark"):  # issue 37: arrows are one
        look.scene(state, {"circles": []})


def test_the_picture_scales_and_fits_four_players():
    state = initial_state(2, players=4)
    big, small = look.scene(state), look.scene(state, size=28)
    assert small.width == big.width / 2 and small.height == big.height / 2
    # One size whatever the number of players: a tutorial player's board box, 840 x 580.
    assert (big.width, big.height) == (840, 580) == (
        look.scene(initial_state(2, players=2)).width,
        look.scene(initial_state(2, players=2)).height)
    for shape in big.shapes():
        if isinstance(shape, Text):
            assert shape.size >= 12, shape


def test_focus_draws_another_city_in_full(table):
    barbara, andrea = look.scene(table), look.scene(table, focus="Andrea")
    assert "Barbara 1c" in barbara.regions and "Barbara 1c" not in andrea.regions  # free place
    assert "Andrea 1c" in andrea.regions and "Andrea 1a" in barbara.regions  # a chip
    with pytest.raises(ValueError, match="focus"):
        look.scene(table, focus="Zoe")


def test_a_finished_game_shows_the_scores():
    state = engine.play(position(NAMES, turn="Corrado", ending=True), "produce")
    texts = texts_in(look.svg(state))
    assert any(t.startswith("Game over:") for t in texts)
    assert "Andrea: Athens" in texts  # every Acropolis revealed at the end


def test_four_players_with_every_hand_shown_read_and_contrast() -> None:
    """The largest table, every hand face up, keeps the measures every board keeps
    (tests/test_render_readable.py, tests/test_render_contrast.py)."""
    from tests.test_render_contrast import assert_mark_contrast, assert_text_contrast
    from tests.test_render_readable import assert_readable

    found = [("4 players", look.scene(initial_state(3, players=4), show_all=True))]
    assert_readable("hexemonia", found)
    assert_text_contrast("hexemonia", found)
    assert_mark_contrast("hexemonia", found)
