"""Everything on the Fight for the Hegemony table is on the board (issue 33): the project tiles
of the round with their cost, Prestige and posterity, and where one is underway; the round's
event card and its text; each land territory's tribute box, row by row; each polis tile's
base population and growth; and the board's description says each of them too.

The rule texts these components come from: Hegemony reference §2 (the components: tribute
boxes, polis tiles with base population, fortification, max growth, max population, project
tiles, event cards), §3 (three project tiles face up, round 3's event card drawn), §5.8 (a
tribute row's value is its rightmost space) and §4 (the projects complete at the end of the
round, the event card of each round)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from hegemony_states import play, start

from polislab.core.interface import interface_for
from polislab.games.hegemony import COMPONENTS, position
from polislab.games.hegemony.ui import board as look
from polislab.games.hegemony.ui import texts

NS = "{http://www.w3.org/2000/svg}"


def texts_in(svg: str) -> list[tuple[float, float, str]]:
    root = ET.fromstring(svg)
    return [(float(t.get("x")), float(t.get("y")), t.text or "") for t in root.iter(f"{NS}text")]


def inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    return x <= point[0] <= x + w and y <= point[1] <= y + h


def said_in(state, region: str) -> list[str]:
    """The texts the map view draws inside ``region``, in reading order (line by line)."""
    box = look.scene(state).regions.get(region) or look.map_boxes()[region]
    found = [(round(y), x, t) for x, y, t in texts_in(look.svg(state)) if inside((x, y), box)]
    return [t for _, _, t in sorted(found)]


# -- the project tiles (Hegemony reference §2, §3: three face up; §4 step 1, §6) -------------


def test_each_project_tile_on_offer_shows_its_name_cost_prestige_and_posterity() -> None:
    state = start()
    assert state.project_offer == ("Theatre", "Temple of Apollo", "Statue of an Ephebe")
    for name in state.project_offer:
        project = COMPONENTS.project(name)
        shown = said_in(state, f"project {name}")
        assert name in shown
        assert ", ".join(f"{n} {r}" for r, n in project.cost.items()) in shown
        assert f"{project.prestige} Prestige ({project.posterity})" in shown
    assert said_in(state, "project Temple of Apollo") == [
        "Temple of Apollo", "(temple)", "2 metal, 3 wood, 2 silver", "3 Prestige (2)"]


def test_phidias_shows_the_rule_of_its_prestige() -> None:
    state = position(offer=["Phidias", "Theatre", "Socrates"])
    assert "½ capital Prestige (2)" in said_in(state, "project Phidias")
    assert "half its owner's capital population" in look.describe(state)


def test_a_project_begun_shows_in_which_polis_it_is_underway() -> None:
    state = play(start(), "begin project Temple of Apollo in Sparta")
    assert "project Temple of Apollo" not in look.scene(state).regions  # no longer on offer
    shown = said_in(state, "projects")
    assert "Temple of Apollo" in shown and "underway in Sparta" in shown
    assert "Projects underway: Temple of Apollo in Sparta." in look.describe(state)


def test_the_description_says_each_tile_on_offer_with_its_cost_and_prestige() -> None:
    text = look.describe(start())
    assert ("Temple of Apollo (temple; cost 2 metal, 3 wood and 2 silver; 3 Prestige when "
            "completed, 2 for posterity)") in text
    for name in start().project_offer:
        assert texts.project_sentence(name) in text


# -- the event card (Hegemony reference §2, §3, §4) ------------------------------------------


def test_the_event_card_shows_its_name_and_its_whole_text() -> None:
    state = start(event="Philopersians")
    card = next(c for c in COMPONENTS.event_deck("3").cards if c.name == "Philopersians")
    shown = said_in(state, "event card")
    assert shown[0] == "Philopersians"
    assert " ".join(shown[1:-1]) == card.effect  # wrapped, never cut
    assert shown[-1] == "Round 3 event card (published)"
    assert ("Event card of round 3: Philopersians: Each player removes 1 hoplite or 1 galley "
            "from the board and gains 1 Prestige. (a published card.)") in look.describe(state)


@pytest.mark.parametrize("round_name", COMPONENTS.round_track.names)
def test_every_event_card_fits_its_panel_uncut(round_name: str) -> None:
    for card in COMPONENTS.event_deck(round_name).cards:
        state = position(round=round_name, events={round_name: card.name})
        shown = said_in(state, "event card")
        assert not any(t.endswith("…") for t in shown), (card.name, shown)
        assert " ".join(shown[:-1]).endswith(card.effect), (card.name, shown)


def test_a_polislab_edition_event_says_so() -> None:
    state = position(round="4", events={"4": "Age of Pericles"})
    assert said_in(state, "event card")[-1] == "Round 4 event card (polislab edition)"


# -- the tribute boxes (Hegemony reference §2; §5.8: value = rightmost space) ----------------


@pytest.mark.parametrize("box", COMPONENTS.tribute_boxes, ids=lambda b: b.territory)
def test_each_tribute_row_shows_its_resource_and_its_last_value(box) -> None:
    state = start()
    shown = said_in(state, box.territory)
    for row in box.rows:
        assert row.resource in shown
        assert str(row.values[-1]) in shown
        assert row.values == texts.TRIBUTE_SCALE[:len(row.values)]  # the key says the rest


def test_the_tribute_key_says_what_1_to_5_hoplites_collect() -> None:
    shown = said_in(start(), "tribute key")
    assert "1→1  2→3  3→6" in shown and "4→10  5→15" in shown
    assert [row.collect(n) for row in [COMPONENTS.tribute_box("Boiotia").row("metal")]
            for n in range(1, 6)] == [1, 3, 6, 10, 15]


def test_the_description_says_every_tribute_row_and_who_collected() -> None:
    state = play(start(), "collect Lakedaimon silver x2")
    text = look.describe(state)
    assert "Lakedaimon: metal 1, 3, 6, 10; oil 1, 3, 6; silver 1, 3 (collected this round " \
           "by Sparta)" in text
    assert "Makedonia: wood 1, 3, 6, 10; wine 1, 3, 6; wheat 1, 3;" in text


def test_a_territory_read_by_the_cursor_names_its_tribute_box() -> None:
    state = start()
    face = interface_for(state)
    said = face.describe_place(state, look.scene(state), "Lakedaimon")
    assert "tribute box" in said and "silver 1, 3" in said
    assert "Sparta (Sparta, capital of Sparta): population 4 of at most 8" in said


def test_freeing_of_the_slaves_changes_attikas_rows_on_the_board() -> None:
    state = position(round="5β", events={"5β": "Freeing of the Slaves"})
    shown = said_in(state, "Attika")
    assert "wine" not in shown and "oil" not in shown
    assert shown.count("silver") == 2 and "wheat" in shown


# -- the polis tiles (Hegemony reference §2: base population, max growth) --------------------


@pytest.mark.parametrize("polis", COMPONENTS.poleis, ids=lambda p: p.name)
def test_each_polis_shows_base_population_growth_and_maximum(polis) -> None:
    state = start()
    shown = said_in(state, polis.name)
    assert f"b{polis.base_population}" in shown and f"↑{polis.max_growth}" in shown
    assert str(polis.fortification) in shown
    assert f"{state.polis(polis.name).population}/{polis.max_population}" in shown
    assert (f"base population {polis.base_population}, grows at most {polis.max_growth} a "
            "round") in look.describe(state)


def test_the_key_marks_the_prototype_and_polislab_edition_values() -> None:
    said = [t for _, _, t in texts_in(look.svg(start()))]
    assert "† from a 2010-11 prototype of the game" in said and "* polislab edition" in said
    assert "fortification*" in said and "base, growth†" in said
    assert "Project tiles†: Prestige (posterity)" in said and "Tribute box†" in said
    assert texts.edition(COMPONENTS.polis("Pylos").source("fortification")) == \
        "polislab edition"
    assert texts.edition(COMPONENTS.polis("Pylos").source("base_population")) == "prototype"
    assert texts.edition(COMPONENTS.project("Theatre").source("cost")) == "prototype"
    assert texts.edition(COMPONENTS.tribute_box("Attika").source("rows")) == "prototype"


def test_a_click_on_a_project_tile_offers_to_begin_it() -> None:
    from polislab.games.hegemony.ui import clicks

    state = start()
    begins = [a for a in state.legal_actions() if a.kind == "begin project"
              and a.project == "Temple of Apollo"]
    assert begins  # Sparta may take the Temple in Sparta (a polis whose tile allows temples)
    for action in begins:
        assert ("project Temple of Apollo",) in clicks.action_paths(state, action)
        assert (action.polis,) in clicks.action_paths(state, action)
