"""What a second fresh reader could not find on the Fight for the Hegemony board (issue 33,
third pass), now drawn and said: the proxenos a side captured, on its captor's line (F1); the
prototype's and polislab edition's marks on the markets and the combat cards (F3); the three
commercial cities (F6); the battle's own round, not the game's (F7).

The rule texts: Hegemony reference §7 Proxenos Capture ("If polis is besieged and Proxenos is
present, it is captured. Must be ransomed (2 silver) to return"), §5.11 (the 2 silver paid to
the opponent), §5.3 ("In one commercial city (Athens, Pylos, Gytheion)"), §5 Battles (a battle
fought in rounds, the roles switching after each)."""

from __future__ import annotations

import pytest
from hegemony_states import start

from polislab.core.interface import interface_for
from polislab.games.hegemony import COMPONENTS, State, position, tutorial
from polislab.games.hegemony.ui import board as look
from polislab.games.hegemony.ui import texts
from polislab.render import Circle, Text


def at(name: str, title: str) -> State:
    scenario = tutorial(name)
    return next(f.state for s, f in zip(scenario.steps, scenario.frames, strict=True)
                if s.title == title)


def texts_within(state: State, region: str) -> list[Text]:
    """The texts the map view draws inside ``region``, left to right."""
    x, y, w, h = look.scene(state).regions[region]
    found = [s for s in look.scene(state).shapes() if isinstance(s, Text)
             and x <= s.x <= x + w and y <= s.y <= y + h]
    return sorted(found, key=lambda t: t.x)


def right_edge(text: Text) -> float:
    """Where a start-anchored text ends, as the board measures it."""
    return text.x + look._text_width(text.text, text.size, text.weight == "bold")


# -- F1: the captured proxenos, on its captor's line ----------------------------------------


@pytest.mark.parametrize("scenario, title, captor, captured", [
    ("sieges", "The proxenos captured", "sparta", "athens"),
    ("civil-war", "The proxenoi", "athens", "sparta"),
])
def test_the_captor_holds_the_captured_proxenos_at_the_end_of_its_line(
        scenario: str, title: str, captor: str, captured: str) -> None:
    state = at(scenario, title)
    assert state.side(captured).proxenos is None  # captured (§7 Proxenos Capture)
    line = texts_within(state, f"board {captor}")
    words = [t.text for t in line]
    assert words[-2:] == ["holds", "P"]  # "holds" and the captured side's P, last
    assert line[-1].fill == look.COLORS[captured]
    x, _, w, _ = look.scene(state).regions[f"board {captor}"]
    assert all(right_edge(t) < line[-2].x - 6 for t in line[:-2] if t.anchor == "start")
    assert line[-1].x < x + w
    assert "holds" not in [t.text for t in texts_within(state, f"board {captured}")]
    assert "holds" not in [t.text for t in texts_within(start(), f"board {captor}")]
    said = interface_for(state).describe_place(state, look.scene(state), f"board {captor}")
    assert (f"it holds {captured.capitalize()}'s proxenos, captured in a siege (Hegemony "
            "reference §7 Proxenos Capture)") in said


def test_the_captors_line_keeps_its_resources_apart_when_every_count_has_two_digits() -> None:
    rich = {resource: 16 for resource in ("metal", "wood", "wine", "oil", "silver", "wheat")}
    state = start().with_side("athens", proxenos=None)
    state = state.with_side("sparta", prestige=12,
                            resources=type(state.side("sparta").resources)(**rich))
    line = texts_within(state, "board sparta")
    assert line[-1].text == "P" and line[-1].fill == look.COLORS["athens"]  # still shown
    ordered = [t for t in line[:-1] if t.anchor == "start"]
    for left, right in zip(ordered, ordered[1:], strict=False):
        assert right_edge(left) < right.x, (left.text, right.text)
    chip = look.scene(state).regions["board sparta"]  # the chip: the P's diamond and a margin
    assert right_edge(ordered[-1]) < line[-1].x - look.HELD_W / 2 - 3 < chip[0] + chip[2]


def test_the_narration_points_at_the_captors_line() -> None:
    step = next(s for s in tutorial("sieges").steps if s.title == "The proxenos captured")
    assert "'holds' at the end of Sparta's line" in step.narration
    assert step.marks == {"highlight": ["board sparta"]}


# -- F3: the prototype's and polislab edition's marks ----------------------------------------


def test_the_markets_are_marked_as_prototype_values() -> None:
    said = [t.text for t in look.scene(start()).shapes() if isinstance(t, Text)]
    assert "Market values†" in said
    for market in COMPONENTS.markets:
        assert f"{market.name}†" in said
        assert texts.edition(market.source("shiploads")) == "prototype"
    assert texts.edition(COMPONENTS.market_chart.bands[0].source("values")) == "prototype"


def test_each_foreign_markets_marked_name_fits_its_box_beside_closed() -> None:
    # Xerxes is Assassinated closes the Persian market for round 3 (its card; ruling HG66).
    state = position(events={"3": "Xerxes is Assassinated"})
    for market in COMPONENTS.markets:
        x, _, w, _ = look.market_box(market.name)
        header = [t for t in texts_within(state, market.name) if t.y < look.market_box(
            market.name)[1] + look.BOX_HEAD]
        name = next(t for t in header if t.text == f"{market.name}†")
        assert right_edge(name) <= x + w - 6, market.name
        closed = [t for t in header if t.text == "closed"]
        if closed:
            left = closed[0].x - look._text_width("closed", closed[0].size, True)
            assert right_edge(name) < left, market.name
    assert {"Persia†", "closed"} <= {t.text for t in texts_within(state, "Persia")}


def test_the_battle_panel_marks_the_combat_cards_as_polislab_edition() -> None:
    state = next(f.state for f in tutorial("land-battle").frames if f.state.battle)
    panel = [t.text for t in texts_within(state, "battle")]
    assert "Combat cards*, drawn over the event card and project tiles until the battle " \
           "ends." in panel
    # the deck: which cards, how many of each, and the formations' Prestige (Mercenaries and
    # Salpinx Call are named by the rule text)
    assert all(texts.edition(card.source("count")) == "polislab edition"
               for card in COMPONENTS.combat_cards)


# -- F6: the commercial cities ---------------------------------------------------------------


def anchored(state: State) -> set[str]:
    """The poleis whose row holds an anchor (its ring: a small open circle)."""
    scene = look.scene(state)
    rings = [s for s in scene.shapes() if isinstance(s, Circle) and s.fill is None
             and abs(s.r - 1.6 * look.ANCHOR_ICON) < 1e-6]
    return {p.name for p in COMPONENTS.poleis
            if any(look._centre(scene.regions[p.name])[0] - 110 <= r.cx
                   <= look._centre(scene.regions[p.name])[0] + 110
                   and scene.regions[p.name][1] <= r.cy
                   <= scene.regions[p.name][1] + scene.regions[p.name][3] for r in rings)}


def test_the_three_commercial_cities_carry_an_anchor_and_the_key_says_so() -> None:
    state = start()
    assert anchored(state) == {"Athenai", "Pylos", "Gytheion"} == {
        p.name for p in COMPONENTS.commercial_poleis}
    assert "commercial city" in [t.text for t in look.scene(state).shapes()
                                 if isinstance(t, Text)]
    described = look.describe(state)
    assert "Gytheion (Sparta, commercial city)" in described
    assert "merchants are created here (Hegemony reference §5.3)" in described
    assert "Korinthos (neutral):" in described
    assert "anchor after them marks a commercial city" in look.LEGEND


def test_a_commercial_city_with_a_proxenos_still_shows_its_posterity() -> None:
    # Athenai: the anchor, its completed projects and Athens's proxenos share one line.
    state = tutorial("learn-last-round").frames[-2].state
    assert state.side("athens").proxenos == "Athenai" and state.polis("Athenai").completed
    posterity = sum(COMPONENTS.project(p).posterity for p in state.polis("Athenai").completed)
    assert f"({posterity})" in [t.text for t in texts_within(state, "Athenai")]


# -- F7: the battle's round ------------------------------------------------------------------


def test_the_battle_panel_names_the_battle_round_not_the_games() -> None:
    state = next(f.state for f in tutorial("land-battle").frames
                 if f.state.battle and f.state.battle.round > 1)
    battle = state.battle
    assert battle is not None and str(battle.round) != state.round
    title = f"Battle of {battle.territory}, battle round {battle.round}"
    assert title in [t.text for t in texts_within(state, "battle")]
    assert f"({battle.kind}), battle round {battle.round}:" in look.describe(state)
