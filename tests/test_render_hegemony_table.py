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

import itertools
import math
import xml.etree.ElementTree as ET

import pytest
from hegemony_states import play, start

from polislab.core.interface import interface_for
from polislab.games.hegemony import COMPONENTS, position
from polislab.games.hegemony.ui import board as look
from polislab.games.hegemony.ui import texts
from polislab.render import Line, Polygon

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
        assert f"{project.prestige} Prestige ({project.posterity})†" in shown
    assert said_in(state, "project Temple of Apollo") == [
        "Temple of Apollo", "(temple)", "2 metal, 3 wood, 2 silver", "3 Prestige (2)†",
        "in Sparta or Syrakousai†"]


def test_each_tile_on_offer_says_which_poleis_take_its_kind() -> None:
    # Ruling HG32: a project goes in a polis whose tile allows its kind (prototype values).
    state = position(offer=["Theatre", "Statue of an Ephebe", "Phidias"])
    assert "in Athenai, Korinthos or Thebai†" in said_in(state, "project Theatre")
    assert "in Sparta, Gela, Abdera or Epidamnos†" in said_in(state, "project Statue of an Ephebe")
    assert "in Athenai†" in said_in(state, "project Phidias")
    assert "Phidias (artist; cost 4 silver;" in look.describe(state)
    assert "may go in Athenai)" in look.describe(state)


@pytest.mark.parametrize("project", COMPONENTS.projects, ids=lambda p: p.name)
def test_every_project_tile_is_drawn_uncut(project) -> None:
    others = [p.name for p in COMPONENTS.projects if p.name != project.name][:2]
    state = position(offer=[project.name, *others])
    shown = said_in(state, f"project {project.name}")
    assert shown[0] == project.name and not any(t.endswith("…") for t in shown), shown


def test_phidias_shows_the_rule_of_its_prestige() -> None:
    state = position(offer=["Phidias", "Theatre", "Socrates"])
    assert "½ capital population (2)†" in said_in(state, "project Phidias")
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
            "completed, 2 for posterity; may go in Sparta or Syrakousai)") in text
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
    assert "† from a 2010-11 prototype   * polislab edition" in said
    assert "fortification*" in said and "base, growth†" in said
    assert "for posterity†" in said and "Tribute box†" in said and "galley arrow†" in said
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


# -- the galley arrows (Hegemony reference §5.2: "per arrow"; ruling HG21) --------------------


def test_a_galley_arrow_points_from_each_territory_to_the_seas_its_poleis_create_galleys_in():
    drawn = {(land, sea) for land, sea, _, _ in look.galley_arrows()}
    wanted = {(polis.territory, sea) for polis in COMPONENTS.poleis
              if polis.territory_kind == "land" for sea in polis.galley_seas}
    assert drawn == wanted
    assert {sea for land, sea in drawn if land == "Megaris"} == {"Kyklades", "Ionio Pelagos"}
    assert not any(land == "Boiotia" for land, _ in drawn)  # Thebai has no arrow (§5.2)
    scene = look.scene(start())
    heads = [s for s in scene.layers["board"] if isinstance(s, Polygon)
             and s.fill == look.COLORS["label"] and len(s.points) == 3]
    for _, sea, tip, _ in look.galley_arrows():
        assert any(head.points[0] == tip for head in heads)
        x, y, w, h = look.territory_box(sea)
        assert x - 0.5 <= tip[0] <= x + w + 0.5 and y - 0.5 <= tip[1] <= y + h + 0.5


def test_two_galley_arrows_into_one_side_of_a_sea_stand_apart():
    tips = [tip for _, _, tip, _ in look.galley_arrows()]
    for a, b in itertools.combinations(tips, 2):
        assert math.dist(a, b) >= 18, (a, b)


def test_each_polis_says_where_its_galleys_go_and_which_projects_it_takes():
    text = look.describe(start())
    assert ("Korinthos (neutral): population 4 of at most 6; base population 4, grows at most "
            "2 a round; fortification 3; takes games and theatre projects; its galleys go to the "
            "Kyklades or the Ionio Pelagos") in text
    assert "Sparta (Sparta, capital of Sparta)" in text
    assert "takes festival, statue and temple projects; no galley arrow: it creates no " \
           "galleys" in text
    assert "Pylos (Sparta, commercial city): population 2 of at most 3; base population 2, " \
           "grows at most 1 a round; fortification 2; takes no project; its galleys go to the " \
           "Ionio Pelagos; merchants are created here (Hegemony reference §5.3)" in text
    assert "galley arrow†" in [t for _, _, t in texts_in(look.svg(start()))]


# -- closed shiploads (Hegemony reference §5.9; ruling HG44) ---------------------------------


def test_the_wheat_for_silver_shiploads_are_struck_through_as_closed():
    scene = look.scene(start())
    struck = [s for s in scene.layers["board"] if isinstance(s, Line)
              and s.stroke == look.COLORS["muted"]]
    for market in COMPONENTS.markets:
        x, y, w, _ = look.market_box(market.name)
        for ship in market.shiploads:
            cy = y + look.BOX_HEAD + (ship.index + 0.5) * look.SHIPLOAD_ROW
            crossed = any(abs(s.y1 - cy) < 3 and x < s.x1 < s.x2 < x + w for s in struck)
            assert crossed == ((ship.give, ship.get) == ("wheat", "silver")), (market, ship)
    assert "closed shipload" in [t for _, _, t in texts_in(look.svg(start()))]
    assert "'wheat → silver' of Illyria, Aegyptus, Persia and Thraki are struck through: they " \
           "are closed, the rule texts offering no sale of wheat (polislab ruling HG44)" \
           in look.describe(start())


# -- the diolkos (Hegemony reference §5.10, §7 Trade Routes; ruling HG5) ---------------------


def test_the_diolkos_is_drawn_through_megaris_and_described():
    assert "diolkos" in said_in(start(), "Megaris")
    dashed = [points for points in look.diolkos_paths()]
    assert len(dashed) == 2
    ends = {look.territory_box("Kyklades"), look.territory_box("Ionio Pelagos")}
    centres = {(x + w / 2, y + h / 2) for x, y, w, h in ends}
    assert {p[0] for p in dashed} | {p[-1] for p in dashed} >= centres
    assert ("The diolkos, across the isthmus of Korinthos, joins the Kyklades and the Ionio "
            "Pelagos (dashed blue lines through Megaris): only the owner of Korinthos may use "
            "it") in look.describe(start())


# -- projects completed, at their polis (Hegemony reference §6: posterity) -------------------


def test_the_projects_completed_show_their_posterity_beside_the_polis_and_their_names():
    from polislab.games.hegemony import tutorial

    # The end of the last round: the round's projects completed, one tile left on offer.
    state = tutorial("learn-last-round").frames[-2].state
    assert "(2)" in said_in(state, "Sparta")  # Temple of Apollo 2 + Festival of Demeter 0
    assert "(2)" in said_in(state, "Athenai")  # Theatre 1 + Protagoras 1
    listed = " ".join(said_in(state, "projects"))
    assert "Completed: Theatre (1) and Protagoras (1) in Athenai; Temple of Apollo (2) and " \
           "Festival of Demeter (0) in Sparta." in listed
    assert "completed Temple of Apollo (2 for posterity), Festival of Demeter (0 for " \
           "posterity)" in look.describe(state)


# -- the battle panel ------------------------------------------------------------------------


def test_the_battle_panel_covers_the_event_card_and_tiles_and_says_so():
    from polislab.games.hegemony import tutorial

    state = next(f.state for f in tutorial("land-battle").frames if f.state.battle)
    scene = look.scene(state)
    x, y, w, h = scene.regions["battle"]
    assert (x, y, x + w, y + h) == (look.MARGIN, look.TABLE_Y, look.KEY_X - 8,
                                    look.TABLE_Y + look.TABLE_H)
    for place in ("event card", "projects"):  # under the panel
        px, py, pw, ph = scene.regions[place]
        assert x <= px and px + pw <= x + w and y <= py
    said = [t for _, _, t in texts_in(look.svg(state))]
    assert "Combat cards*, drawn over the event card and project tiles until the battle " \
           "ends." in said
    assert "neutral polis" in said  # the key stays in view
