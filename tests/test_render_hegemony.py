"""How a Polis: Fight for the Hegemony state looks: map, boards, market chart, round track."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from hegemony_states import play, start

from polislab.core.interface import interface_for
from polislab.games.hegemony import COMPONENTS, GOODS, State
from polislab.games.hegemony.state import MerchantAt, TributeDisc
from polislab.games.hegemony.ui import board as look
from polislab.render import Circle, Polygon, Rect, Scene, Text

NS = "{http://www.w3.org/2000/svg}"

# Both sides take a turn: Sparta begins a project and creates a hoplite; Athens collects Attika
# (a tribute disc) and creates a merchant; Sparta trades at Illyria (a merchant at the market,
# then the die moves the metal marker) and marches into Arkadia.
MID_GAME = (
    "begin project Statue of an Ephebe in Sparta", "create hoplite Pylos pay metal",
    "collect Attika oil", "create merchant Athenai pay wood",
    "trade Illyria metal for silver", "roll 2", "move hoplites Lakedaimon x2 to Arkadia by land",
)


@pytest.fixture(scope="module")
def mid_game() -> State:
    return play(start(), *MID_GAME)


@pytest.fixture(scope="module")
def siege() -> State:
    """Athens has besieged Thebai with 3 hoplites: the game waits for the d4."""
    state = replace(start(), player="athens").with_units("Boiotia", "athens", hoplites=3)
    return play(state, "besiege Thebai")


def texts_in(svg: str) -> list[tuple[float, float, str]]:
    """Every <text> of an SVG document as (x, y, text)."""
    root = ET.fromstring(svg)
    return [(float(t.get("x")), float(t.get("y")), t.text or "") for t in root.iter(f"{NS}text")]


def inside(point: tuple[float, float], box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    return x <= point[0] <= x + w and y <= point[1] <= y + h


def texts_inside(svg: str, box: tuple[float, float, float, float], text: str) -> int:
    return sum(1 for x, y, t in texts_in(svg) if t == text and inside((x, y), box))


# -- the document ------------------------------------------------------------------------------


def test_the_svg_is_well_formed_and_accessible(mid_game: State) -> None:
    root = ET.fromstring(look.svg(mid_game))
    assert root.tag == f"{NS}svg" and root.get("role") == "img"
    assert root.find(f"{NS}title").text.startswith("Polis: Fight for the Hegemony")
    assert root.find(f"{NS}desc").text == f"{look.describe(mid_game)} {look.LEGEND}"
    assert [g.get("class") for g in root.findall(f"{NS}g")] == ["board", "pieces"]


def test_every_territory_polis_and_market_is_named_and_has_a_region() -> None:
    svg = look.svg(start())
    scene = look.scene(start())
    shown = {t for _, _, t in texts_in(svg)}
    for name in [*(t.name for t in COMPONENTS.territories), *(p.name for p in COMPONENTS.poleis),
                 *(m.name for m in COMPONENTS.markets)]:
        market = name in {m.name for m in COMPONENTS.markets}  # marked † (prototype shiploads)
        assert (f"{name}†" if market else name) in shown, name
        assert inside(scene.center_of(name), (0, 0, scene.width, scene.height))
    assert len(COMPONENTS.land_territories) == 12 and len(COMPONENTS.sea_territories) == 5


def test_each_polis_is_drawn_inside_its_territory() -> None:
    scene = look.scene(start())
    for polis in COMPONENTS.poleis:
        assert inside(scene.center_of(polis.name), scene.regions[polis.territory]), polis.name
        assert scene.region_at(*scene.center_of(polis.name)) == polis.name


# -- the map's layout -------------------------------------------------------------------------


def boxes() -> dict[str, tuple[float, float, float, float]]:
    out = look.map_boxes()
    assert set(out) >= {t.name for t in COMPONENTS.territories} | {
        m.name for m in COMPONENTS.markets} | {"trade port athens", "trade port sparta"}
    return out


def test_the_map_boxes_do_not_overlap_and_stay_in_the_map() -> None:
    every = boxes()
    for (a, (ax, ay, aw, ah)), (b, (bx, by, bw, bh)) in itertools.combinations(every.items(), 2):
        apart = ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay
        assert apart, f"{a} and {b} overlap"
    for name, (x, y, w, h) in every.items():
        assert x >= 0 and x + w <= look.WIDTH, name
        assert y >= look.MAP_Y and y + h <= look.PANEL_Y, name


def crosses(p: tuple[float, float], q: tuple[float, float],
            box: tuple[float, float, float, float]) -> bool:
    """Whether the segment p-q passes through the rectangle ``box`` (Liang-Barsky)."""
    x, y, w, h = box
    t0, t1 = 0.0, 1.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    for step, gap in ((-dx, p[0] - x), (dx, x + w - p[0]), (-dy, p[1] - y), (dy, y + h - p[1])):
        if step == 0:
            if gap < 0:
                return False
            continue
        t = gap / step
        if step < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


def test_a_line_joins_every_pair_of_neighbours_and_passes_behind_no_other_box() -> None:
    pairs = {frozenset((a, b)) for a, b, _ in look.adjacency_paths()}
    expected = {frozenset((t.name, n)) for t in COMPONENTS.territories for n in t.neighbours}
    expected |= {frozenset((m.name, m.sea)) for m in COMPONENTS.markets}
    assert pairs == expected
    every = boxes()
    for a, b, points in look.adjacency_paths():
        for p, q in itertools.pairwise(points):
            for name, box in every.items():
                if name not in (a, b):
                    assert not crosses(p, q, box), f"the line {a}-{b} passes behind {name}"


# -- what the state puts on the picture -------------------------------------------------------


def test_units_added_to_a_territory_are_counted_inside_it() -> None:
    before = start()
    after = before.with_units("Achaia", "athens", hoplites=7).with_units(
        "Kyklades", "sparta", galleys=4)
    scene = look.scene(after)
    svg_before, svg_after = look.svg(before), look.svg(after)
    assert texts_inside(svg_before, scene.regions["Achaia"], "7") == 0
    assert texts_inside(svg_after, scene.regions["Achaia"], "7") == 1
    assert texts_inside(svg_before, scene.regions["Kyklades"], "4") == 0
    assert texts_inside(svg_after, scene.regions["Kyklades"], "4") == 1
    # Athens's starting galleys are still counted beside Sparta's new ones.
    assert texts_inside(svg_after, scene.regions["Kyklades"], "2") == 1


def test_a_mid_game_state_shows_its_moves(mid_game: State) -> None:
    scene = look.scene(mid_game)
    svg = look.svg(mid_game)
    assert mid_game.units("Arkadia", "sparta").hoplites == 2
    assert texts_inside(svg, scene.regions["Arkadia"], "2") == 1
    # Sparta's merchant stands on the Illyria market: a vermillion disc inside its box.
    assert mid_game.merchants_at_markets == (MerchantAt("Illyria", 1, "sparta"),)
    assert any(isinstance(s, Circle) and s.fill == look.COLORS["sparta"]
               and inside((s.cx, s.cy), scene.regions["Illyria"]) for s in scene.layers["pieces"])
    # Athens's tribute disc in Attika: a blue diamond on a tribute box inside Attika.
    assert mid_game.tribute_discs == (TributeDisc("Attika", "athens"),)
    assert any(isinstance(s, Rect) and s.fill == look.COLORS["tribute"]
               and inside((s.x, s.y), scene.regions["Attika"]) for s in scene.layers["pieces"])
    boards = look.svg(mid_game, view="boards")  # the player boards in full
    assert "Projects: building Statue of an Ephebe (Sparta)" in {t for _, _, t in texts_in(boards)}


def round_highlights(scene: Scene) -> list[tuple[float, ...]]:
    return [s.geometry for s in scene.layers["pieces"]
            if isinstance(s, Rect) and s.fill == look.COLORS["now"] and s.stroke_width > 3]


@pytest.mark.parametrize("round_name", COMPONENTS.round_track.names)
def test_the_current_round_is_highlighted(round_name: str) -> None:
    scene = look.scene(replace(start(), round=round_name))
    assert round_highlights(scene) == [scene.regions[f"round {round_name}"]]


def test_the_highlight_follows_the_round() -> None:
    three, four = start(), replace(start(), round="4")
    assert round_highlights(look.scene(three)) != round_highlights(look.scene(four))
    assert look.svg(three) != look.svg(four)


def market_markers(scene: Scene) -> list[float]:
    return [s.cx for s in scene.layers["pieces"]
            if isinstance(s, Circle) and s.fill == look.COLORS["marker"]]


def test_the_map_view_says_each_goods_value_this_round() -> None:
    state = replace(start(), market=(0, 5, 0, 10))
    scene, svg = look.scene(state), look.svg(state)
    values = look.COMPONENTS.market_chart.band(state.round).values
    assert texts_inside(svg, scene.regions["market wood"], str(values[5])) == 1
    assert texts_inside(svg, scene.regions["market oil"], str(values[10])) == 1


def test_a_market_marker_moves_with_the_state() -> None:
    state = start()
    before = market_markers(look.scene(state, view="boards"))
    moved = look.scene(replace(state, market=(0, 5, 0, 10)), view="boards")
    after = market_markers(moved)
    assert len(before) == len(after) == len(GOODS)
    assert after[0] == before[0] and after[2] == before[2]
    assert after[1] - before[1] == pytest.approx(5 * (after[3] - before[3]) / 10)
    assert after[1] > before[1]
    # The marker sits on the wood row and shows the value under it (round 3: space 5 is 4).
    cx = after[1]
    assert moved.region_at(cx, moved.center_of("market wood")[1]) == "market wood"
    assert any(isinstance(s, Text) and s.text == "4" and s.x == cx for s in moved.layers["pieces"])


def test_the_prestige_of_both_sides_is_on_their_boards() -> None:
    state = start().with_side("athens", prestige=13).with_side("sparta", prestige=9)
    scene, svg = look.scene(state), look.svg(state)
    assert texts_inside(svg, scene.regions["board athens"], "13") == 1
    assert texts_inside(svg, scene.regions["board sparta"], "9") == 1
    assert texts_inside(svg, scene.regions["board sparta"], "13") == 0


def test_poleis_show_owner_population_and_projects() -> None:
    state = start().with_polis("Athenai", completed=("Theatre", "Socrates"))
    scene = look.scene(state)
    svg = look.svg(state)
    assert texts_inside(svg, scene.regions["Athenai"], "5/10") == 1  # population / maximum
    assert texts_inside(svg, scene.regions["Thebai"], "3/5") == 1
    # Two completed projects: their Prestige for posterity, Theatre (1) and Socrates (2), summed
    # in brackets beside the polis (Hegemony reference §6 scores it for the polis's owner).
    assert texts_inside(svg, scene.regions["Athenai"], "(3)") == 1
    # Owners: a blue diamond on Athenai, a vermillion circle on Sparta, a grey ring on Thebai.
    pieces = scene.layers["pieces"]
    assert any(isinstance(s, Polygon) and s.fill == look.COLORS["athens"]
               and inside(s.points[0], scene.regions["Athenai"]) for s in pieces)
    assert any(isinstance(s, Circle) and s.fill == look.COLORS["sparta"]
               and inside((s.cx, s.cy), scene.regions["Sparta"]) for s in pieces)
    assert any(isinstance(s, Circle) and s.stroke == look.COLORS["neutral"]
               and inside((s.cx, s.cy), scene.regions["Thebai"]) for s in pieces)


def test_a_proxenos_is_shown_where_it_stands_or_as_captured() -> None:
    state = start().with_side("sparta", proxenos="Thebai").with_side("athens", proxenos=None)
    scene, svg = look.scene(state), look.svg(state)
    assert texts_inside(svg, scene.regions["Thebai"], "P") == 1
    assert texts_inside(look.svg(start()), scene.regions["Thebai"], "P") == 0
    boards = look.svg(state, view="boards")
    assert any("proxenos captured by Sparta" in t for _, _, t in texts_in(boards))
    assert ("Athens's proxenos is captured, held by Sparta (drawn at the end of Sparta's line: "
            "'holds' and Athens's P) until Athens pays Sparta 2 silver to release it (Hegemony "
            "reference §5.11).") in look.describe(state)


# -- a pending decision -----------------------------------------------------------------------


def test_a_pending_siege_is_shown_and_its_polis_framed(siege: State) -> None:
    assert siege.pending is not None and siege.pending.kind == "siege"
    scene, svg = look.scene(siege), look.svg(siege)
    said = [t for _, _, t in texts_in(svg)]
    assert any(t.startswith("Waiting for a roll of 1d4 (siege)") and "Thebai" in t for t in said)
    frames = [s.geometry for s in scene.layers["marks"] if isinstance(s, Rect)]
    assert scene.regions["Thebai"] in frames
    assert look.default_marks(siege) == {"highlight": ["Thebai"]}
    rolled = play(siege, "roll 4")
    assert rolled.polis("Thebai").owner == "athens"
    assert look.scene(rolled).layers["marks"] == []
    assert not any(t.startswith("Waiting for") for _, _, t in texts_in(look.svg(rolled)))


def test_a_pending_market_move_frames_the_goods_row() -> None:
    state = play(start(), *MID_GAME[:5])  # Sparta traded metal at Illyria: the die is due
    assert state.pending is not None and state.pending.kind == "market move"
    scene = look.scene(state, view="boards")  # the market chart is on the boards view
    assert look.default_marks(state) == {"highlight": ["market metal"]}
    assert scene.regions["market metal"] in [s.geometry for s in scene.layers["marks"]]
    said = [t for _, _, t in texts_in(look.svg(state))]
    assert "Waiting for a roll of 1d4 (market move): good metal, direction right" in said


def test_marks_replace_the_defaults_and_are_checked(siege: State) -> None:
    assert look.scene(siege, {}).layers["marks"] == []
    scene = look.scene(start(), {"highlight": ["Megaris", "Persia"]})
    frames = [s.geometry for s in scene.layers["marks"]]
    assert scene.regions["Megaris"] in frames and scene.regions["Persia"] in frames
    assert "Marked: Megaris, Persia." in scene.description
    with pytest.raises(ValueError, match="'Atlantis' is not a place on this board"):
        look.scene(start(), {"highlight": ["Atlantis"]})
    with pytest.raises(ValueError, match="unknown mark kind"):  # issue 37: arrows are a kind
        look.scene(start(), {"circles": ["Attika"]})


# -- purity, protocol, words ------------------------------------------------------------------


def test_rendering_does_not_change_the_state(mid_game: State, siege: State) -> None:
    for state in (start(), mid_game, siege):
        before = state.to_json()
        look.svg(state)
        look.describe(state)
        look.scene(state, size=28, status=False)
        assert state.to_json() == before


def test_the_interface_is_found_by_game_name_and_used_by_repr_svg(mid_game: State) -> None:
    face = interface_for(mid_game)
    assert face.hides_information  # a battle's hands
    assert face.svg(mid_game) == look.svg(mid_game) == mid_game._repr_svg_()
    assert face.scene(mid_game).regions == look.scene(mid_game).regions


def test_size_scales_the_picture_and_status_drops_the_turn_line() -> None:
    full, half = look.scene(start()), look.scene(start(), size=look.SIZE / 2)
    assert (half.width, half.height) == (full.width / 2, full.height / 2)
    assert half.regions["Attika"] == tuple(v / 2 for v in full.regions["Attika"])
    line = "Sparta to act, 0 of 2 actions taken."
    assert line in {t for _, _, t in texts_in(look.svg(start()))}
    assert line not in {t for _, _, t in texts_in(look.svg(start(), status=False))}


def test_describe_says_the_round_and_both_sides_prestige() -> None:
    state = replace(start(), round="4").with_side("athens", prestige=13).with_side(
        "sparta", prestige=9)
    text = look.describe(state)
    assert text.startswith("Round 4 (capacity 4), action phase: Sparta to act")
    assert "Athens: Prestige 13;" in text and "Sparta: Prestige 9;" in text
    assert "Neutral poleis: Korinthos 4," in text
    assert look.scene(state).description.endswith(look.LEGEND)


# -- what the action phase waits for (Hegemony reference §3, §4, §5 Battles) -------------------


def test_the_description_says_what_is_pending_not_a_turn_that_has_not_begun() -> None:
    from polislab.games.hegemony import tutorial

    # Round 3's event card is answered before the first player is chosen (§3; ruling HG65).
    event = tutorial("learn-round").frames[0].state
    assert event.pending is not None and event.pending.kind == "event remove"
    head = look.describe(event).split(". ")[0]
    assert head == ("Round 3 (capacity 3), start of the round: its event card is being "
                    "answered, and the first player is chosen after it")
    assert "0 of 2 actions taken" not in look.describe(event)
    # A battle is fought before the next turn (§5 Battles; ruling HG59).
    fight = next(f.state for f in tutorial("land-battle").frames if f.state.battle)
    assert look.describe(fight).startswith("Round 4 (capacity 4), action phase: the battle in "
                                           "Arkadia is fought first, then Athens's turn.")
    # Alone after the other's pass: one action a turn, 1 resource more (§4; ruling HG28).
    alone = play(start(), "pass")
    assert look.describe(alone).startswith(
        "Round 3 (capacity 3), action phase: Athens acts alone, Sparta passed: 1 action a turn, "
        "1 resource more each.")


def test_a_game_decided_by_the_score_shows_the_final_scores() -> None:
    """Hegemony reference §6: after round 5β the final scores decide; the board says them (and
    a game lost early at 0 Prestige names no score: the score did not decide it)."""
    from polislab.core.interface import interface_for
    from polislab.games import hegemony

    final = hegemony.tutorial("learn-last-round").frames[-1].state
    scores = final.score()
    said = f"final score Athens {scores['athens'].total}, Sparta {scores['sparta'].total}"
    assert said in interface_for(final).scene(final).description
    assert said in interface_for(final).svg(final)
    early = hegemony.tutorial("learn-early-end").frames[-1].state
    assert "final score" not in interface_for(early).scene(early).description


def test_the_boards_view_and_a_battle_shown_whole_read_and_contrast() -> None:
    """Hegemony's own views (the player boards, a battle with both hands face up) keep the
    measures every board keeps (tests/test_render_readable.py, tests/test_render_contrast.py)."""
    from polislab.games.hegemony import tutorial
    from tests.test_render_contrast import assert_mark_contrast, assert_text_contrast
    from tests.test_render_readable import assert_readable

    battle = next(f.state for f in tutorial("land-battle").frames if f.state.battle)
    found = [("boards view", look.scene(battle, view="boards")),
             ("battle", look.scene(battle, show_all=True))]
    assert_readable("hegemony", found)
    assert_text_contrast("hegemony", found)
    assert_mark_contrast("hegemony", found)
