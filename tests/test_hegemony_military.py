"""Seed 000 §5.5-§5.8 (Military actions) and the §7 FAQ points they touch, clause by clause."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from fractions import Fraction

import pytest
from hegemony_states import give, play, round_trip, snapshot, start

from polislab import IllegalAction, ScenarioError
from polislab.games.hegemony import COMPONENTS, engine
from polislab.games.hegemony.consistency import in_round
from polislab.games.hegemony.military import Besiege, Collect, MoveGalleys, MoveHoplites, Roll
from polislab.games.hegemony.notation import parse_action
from polislab.games.hegemony.state import State, conservation_errors


def athens(state: State | None = None) -> State:
    """Athens to act in a fresh turn."""
    return replace(state or start(), player="athens")


def place(state: State, territory: str, side: str, hoplites: int = 0, galleys: int = 0) -> State:
    """Units added from the side's supply of cubes (pieces conserved)."""
    pool = state.side(side).pool
    state = state.with_side(side, pool=replace(pool, cubes=pool.cubes - hoplites - galleys))
    return state.with_units(territory, side, hoplites, galleys)


def illegal(state: State, text: str, match: str) -> IllegalAction:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=match) as err:
        engine.apply(state, text)
    assert snapshot(state) == before, "an illegal action changed the state"
    return err.value


def applied(state: State, text: str):
    after, events = engine.apply(state, text)
    assert conservation_errors(after) == []
    return after, events


# -- §5.5 Move Hoplites ----------


def test_5_5_move_hoplites_by_land_costs_1_prestige():
    after, events = applied(start(), "move hoplites Lakedaimon x2 to Arkadia by land")
    assert after.units("Arkadia", "sparta").hoplites == 2
    assert after.units("Lakedaimon", "sparta").hoplites == 1
    assert after.side("sparta").prestige == 3
    assert events[0].text == ("Sparta moved 2 hoplites from Lakedaimon to Arkadia by land, paying "
                              "1 Prestige; Arkadia is now Sparta-controlled")
    assert events[0].rule.startswith("Hegemony reference §5.5 Move Hoplites")


def test_5_5_from_several_territories_to_one_destination():
    state = place(athens(), "Boiotia", "athens", hoplites=1)
    after, _ = applied(state, "move hoplites Attika x2, Boiotia to Megaris by land")
    assert after.units("Megaris", "athens").hoplites == 3
    assert after.units("Attika", "athens").hoplites == 1 and after.units("Boiotia", "athens") \
        .hoplites == 0


def test_7_movement_order_one_at_a_time_control_can_change():
    state = place(place(athens(), "Megaris", "athens", hoplites=2), "Megaris", "sparta",
                  hoplites=1)
    # Megaris's two hoplites leave first: Sparta then controls Megaris and blocks Attika's.
    err = illegal(state, "move hoplites Megaris x2, Attika to Achaia by land", "no way")
    assert "§7 Movement Order" in err.rule and "HG49" in err.rule
    after, events = applied(state, "move hoplites Attika, Megaris x2 to Achaia by land")
    assert after.units("Achaia", "athens").hoplites == 3
    assert events[0].data["paths"][0] == ["Attika", "Megaris", "Achaia"]


def test_5_5_cannot_cross_enemy_controlled_territories():
    state = place(athens(), "Megaris", "sparta", hoplites=1)
    err = illegal(state, "move hoplite Attika to Achaia by land", "Sparta controls")
    assert "§5.5" in err.rule
    tie = place(state, "Megaris", "athens", hoplites=1)  # a tie is nobody's (ruling HG49)
    assert applied(tie, "move hoplite Attika to Achaia by land")[0] \
        .units("Achaia", "athens").hoplites == 1


def test_5_5_the_destination_may_be_enemy_controlled():
    state = place(athens(), "Megaris", "sparta", hoplites=2)
    after, _ = applied(state, "move hoplite Attika to Megaris by land")
    assert after.units("Megaris", "athens").hoplites == 1


def test_7_capacity_applies_to_movement_and_presence():
    state = place(athens(), "Boiotia", "athens", hoplites=1)
    err = illegal(state, "move hoplite Boiotia to Attika by land", "allows 3 per side")
    assert err.rule == "Hegemony reference §7 Capacity Limits"
    full = place(athens(), "Megaris", "athens", hoplites=3)  # at capacity: cannot pass
    illegal(full, "move hoplite Attika to Achaia by land", "no way")


def test_5_5_seas_at_capacity_block_only_under_the_optional_rule():
    state = place(athens(), "Kyklades", "athens", galleys=1)  # 3 galleys: round 3's capacity
    text = "move hoplite Attika to Megaris by sea"
    assert applied(state, text)[0].units("Megaris", "athens").hoplites == 1
    strict = replace(state, options=replace(state.options, capacity_blocks="any"))
    illegal(strict, text, "no way")


def test_5_5_by_land_or_by_sea_never_both_in_one_action():
    state = athens()
    illegal(state, "move hoplite Attika to Ionia by land", "no way")
    after, events = applied(state, "move hoplite Attika to Ionia by sea")
    assert after.units("Ionia", "athens").hoplites == 3
    assert events[0].data["paths"] == [["Attika", "Kyklades", "Noties Sporades", "Ionia"]]
    # Ionia's hoplites have no way by land, so they cannot join a move by land
    illegal(state, "move hoplites Ionia, Attika to Boiotia by land", "a hoplite in Ionia")
    illegal(state, "move hoplite Attika to Boiotia by sea", "no way")  # Boiotia has no coast


def test_5_5_by_sea_is_blocked_by_enemy_controlled_seas():
    state = athens()  # Sparta's galley controls the Myrtöo Pelagos
    illegal(state, "move hoplite Attika to Lakedaimon by sea", "Sparta controls")


@pytest.mark.parametrize(("polis", "territory"),
                         [("Chalkis", "Attika"), ("Chios", "Ionia"), ("Korkyra", "Akarnania")])
def test_5_5_chalkis_chios_korkyra_are_part_of_the_land(polis, territory):
    info = COMPONENTS.territory(territory)
    assert polis in info.islands and info.counts_as_land_for_movement
    assert COMPONENTS.polis(polis).territory == territory


def test_5_5_hoplites_of_chalkis_move_by_land():
    state = place(give(athens(), "Chalkis", "athens", 2), "Attika", "athens", hoplites=-1)
    state = play(state, "create hoplite Chalkis pay metal", "move hoplites Attika x3 to Boiotia "
                 "by land")
    assert state.units("Boiotia", "athens").hoplites == 3


def test_5_5_only_own_hoplites_and_some_prestige():
    illegal(athens(), "move hoplites Attika x4 to Boiotia by land", "has 3 hoplites in Attika")
    illegal(athens(), "move hoplite Attika to Kyklades by land", "land territory")
    broke = athens().with_side("athens", prestige=0)
    err = illegal(broke, "move hoplite Attika to Boiotia by land", "0 Prestige")
    assert "HG53" in err.rule


# -- §5.6 Move Galleys ----------


def test_5_6_move_galleys_sea_only():
    after, events = applied(athens(), "move galleys Kyklades x2 to Thrakiko Pelagos")
    assert after.units("Thrakiko Pelagos", "athens").galleys == 2
    assert after.side("athens").prestige == 3
    assert events[0].rule.startswith("Hegemony reference §5.6 Move Galleys")
    illegal(athens(), "move galley Kyklades to Attika", "sea territory")


def test_5_6_cannot_cross_enemy_controlled_seas():
    illegal(athens(), "move galley Kyklades to Ionio Pelagos", "Sparta controls")
    state = place(athens(), "Myrtöo Pelagos", "athens", galleys=1)  # a tie: nobody's
    assert applied(state, "move galley Kyklades to Ionio Pelagos")[0] \
        .units("Ionio Pelagos", "athens").galleys == 1


def test_5_6_capacity_at_sea():
    state = place(athens(), "Noties Sporades", "athens", galleys=2)
    illegal(state, "move galley Kyklades to Noties Sporades", "allows 3 per side")
    full = place(athens(), "Thrakiko Pelagos", "athens", galleys=3)
    illegal(full, "move galley Kyklades to Thrakiko Pelagos", "allows 3 per side")
    # passing seas at capacity: allowed, unless the optional rule is on
    state = place(place(athens(), "Kyklades", "athens", galleys=1), "Noties Sporades", "athens",
                  galleys=2)
    state = place(state, "Thrakiko Pelagos", "athens", galleys=1)
    text = "move galley Thrakiko Pelagos to Myrtöo Pelagos"
    assert applied(state, text)[0].units("Myrtöo Pelagos", "athens").galleys == 1
    strict = replace(state, options=replace(state.options, capacity_blocks="any"))
    illegal(strict, text, "no way")


# -- §5.7 Besiege Polis ----------


def _siege_ready(round_name: str = "3", hoplites: int = 3) -> State:
    state = in_round(athens(), round_name)
    return place(state, "Boiotia", "athens", hoplites=hoplites)


def test_5_7_a_siege_waits_for_a_d4_roll_with_exact_odds():
    state, events = applied(_siege_ready(), "besiege Thebai")
    assert engine.to_move(state) == "chance"
    assert [(str(a), p) for a, p in engine.chance_outcomes(state)] == [
        (f"roll {n}", Fraction(1, 4)) for n in range(1, 5)]
    assert [str(a) for a in engine.legal_actions(state)] == [f"roll {n}" for n in range(1, 5)]
    assert state.side("athens").prestige == 3
    assert events[0].rule == "Hegemony reference §5.7 Besiege Polis"
    won = sum(p for roll, p in engine.chance_outcomes(state)
              if engine.apply(state, roll)[0].polis("Thebai").owner == "athens")
    assert won == Fraction(1, 2)  # fortification 3: a roll of 3 or 4
    illegal(state, "pass", "waits for a roll of 1d4")
    illegal(state, "roll 5", "waits for a roll")
    assert round_trip(state) == state


def test_5_7_success_takes_the_tile_projects_and_prestige_replacing_population():
    state = replace(_siege_ready(), poleis=tuple(
        replace(p, completed=("Theatre",)) if p.name == "Thebai" else p
        for p in _siege_ready().poleis))
    cubes = state.side("athens").pool.cubes
    after, events = applied(play(state, "besiege Thebai"), "roll 3")
    thebai = after.polis("Thebai")
    assert thebai.owner == "athens" and thebai.population == 3 and thebai.completed == ("Theatre",)
    assert after.side("athens").prestige == 4 - 1 + 3
    assert after.side("athens").pool.cubes == cubes - 3
    assert events[0].text.startswith("Siege of Thebai succeeded: rolled 3, fortification 3; "
                                     "Athens takes the neutral polis with Theatre")
    assert after.pending is None and after.actions_taken == ("besiege",)


def test_5_7_failure_costs_a_hoplite():
    after, events = applied(play(_siege_ready(), "besiege Thebai"), "roll 2")
    assert events[0].text == ("Siege of Thebai failed: rolled 2, fortification 3; Athens loses a "
                              "hoplite")
    assert after.units("Boiotia", "athens").hoplites == 2
    assert after.polis("Thebai").owner is None and after.side("athens").prestige == 3


def test_5_7_failure_against_an_enemy_polis_costs_it_a_population_cube():
    state = place(athens(), "Messenia", "athens", hoplites=2)
    after, events = applied(play(state, "besiege Pylos"), "roll 1")
    assert after.polis("Pylos").population == 1
    assert "Pylos loses a population cube (2 to 1)" in events[0].text
    illegal(play(state, "besiege Pylos"), "roll 4 1", "waits for a roll")  # one die


def test_5_7_needs_control_and_fortification_in_hoplites():
    illegal(_siege_ready(hoplites=2), "besiege Thebai", "needs at least its fortification, 3")
    contested = place(_siege_ready(), "Boiotia", "sparta", hoplites=3)
    err = illegal(contested, "besiege Thebai", "does not control Boiotia")
    assert "HG49" in err.rule
    illegal(athens(), "besiege Chios", "already Athens's")


@pytest.mark.parametrize("polis", ["Athenai", "Sparta", "Epidamnos", "Abdera"])
def test_5_7_never_athenai_sparta_epidamnos_abdera(polis):
    illegal(athens(), f"besiege {polis}", "never Athenai, Sparta, Epidamnos or Abdera")


@pytest.mark.parametrize(("polis", "territory"),
                         [("Korinthos", "Megaris"), ("Syrakousai", "Sikelia")])
def test_5_7_korinthos_and_syrakousai_not_in_round_3(polis, territory):
    state = place(athens(), territory, "athens", hoplites=3)
    illegal(state, f"besiege {polis}", "cannot be besieged in round 3")
    later = in_round(state, "4")
    assert applied(later, f"besiege {polis}")[0].pending is not None


def test_7_a_proxenos_in_the_polis_is_captured():
    state = _siege_ready().with_side("sparta", proxenos="Thebai")
    after, events = applied(play(state, "besiege Thebai"), "roll 4")
    assert after.side("sparta").proxenos is None and after.side("sparta").pool.proxenoi == 1
    assert any(e.kind == "proxenos captured" and "§7 Proxenos Capture" in e.rule
               for e in events)


def test_7_proxenos_capture_whatever_the_roll():
    # seed 000 §7 Proxenos Capture: "If polis is besieged and Proxenos is present, it is
    # captured." Nothing asks for the siege to succeed: a failed siege captures it too (HG68).
    state = _siege_ready().with_side("sparta", proxenos="Thebai")
    after, events = applied(play(state, "besiege Thebai"), "roll 1")
    assert after.polis("Thebai").owner is None  # the siege failed ...
    assert after.side("sparta").proxenos is None  # ... and the proxenos is captured
    captured = [e for e in events if e.kind == "proxenos captured"]
    assert [e.text for e in captured] == ["Athens captured Sparta's proxenos in Thebai, the "
                                          "polis besieged: Athens holds it until Sparta pays 2 "
                                          "silver to release it"]
    assert "Hegemony reference §7 Proxenos Capture" in captured[0].rule
    assert "HG68" in captured[0].rule


def test_hg68_option_siege_won_captures_the_proxenos_only_on_a_success():
    from polislab.games.hegemony import Options
    assert Options().proxenos_capture == "any_siege"
    state = _siege_ready().with_side("sparta", proxenos="Thebai")
    state = replace(state, options=Options(proxenos_capture="siege_won"))
    waiting = play(state, "besiege Thebai")
    failed, events = applied(waiting, "roll 1")
    assert failed.side("sparta").proxenos == "Thebai"
    assert "proxenos captured" not in [e.kind for e in events]
    won, events = applied(waiting, "roll 4")
    assert won.side("sparta").proxenos is None and "proxenos captured" in [e.kind for e in events]
    with pytest.raises(ScenarioError, match="proxenos_capture must be"):
        Options(proxenos_capture="never")


def test_5_7_the_turn_ends_with_the_roll():
    state = play(_siege_ready(), "move galley Kyklades to Thrakiko Pelagos", "besiege Thebai")
    assert state.player == "athens" and engine.to_move(state) == "chance"
    after = play(state, "roll 1")
    assert after.player == "sparta" and after.actions_taken == ()


def test_5_7_the_cubes_to_take_the_polis_must_be_in_the_supply():
    state = _siege_ready()
    pool = state.side("athens").pool
    state = state.with_side("athens", pool=replace(pool, discs=0))
    illegal(state, "besiege Thebai", "Component Limits|a disc")


# -- §5.8 Collection ----------


def test_5_8_collection_in_the_home_territory_is_free():
    after, events = applied(start(), "collect Lakedaimon metal x2, oil")
    sparta = after.side("sparta")
    assert sparta.resources.metal == 4 + 3 and sparta.resources.oil == 4 + 1
    assert sparta.prestige == 4 and sparta.pool.discs == start().side("sparta").pool.discs - 1
    assert [(d.territory, d.side) for d in after.tribute_discs] == [("Lakedaimon", "sparta")]
    assert events[0].rule.startswith("Hegemony reference §5.8 Collection")
    assert "at no Prestige cost" in events[0].text


def test_5_8_collection_elsewhere_costs_1_prestige_and_needs_an_own_polis():
    state = place(start(), "Messenia", "sparta", hoplites=2)
    after, _ = applied(state, "collect Messenia oil x2")
    assert after.side("sparta").resources.oil == 4 + 3 and after.side("sparta").prestige == 3
    nowhere = place(start(), "Arkadia", "sparta", hoplites=2)
    illegal(nowhere, "collect Arkadia metal", "owns no polis in Arkadia")


def test_5_8_the_hoplites_must_be_there_and_fit_the_rows():
    state = place(start(), "Messenia", "sparta", hoplites=2)
    illegal(state, "collect Messenia oil x2, wheat", "fewer than the 3 placed")
    illegal(start(), "collect Lakedaimon wood", "no wood row")
    illegal(place(start(), "Messenia", "sparta", hoplites=1), "collect Messenia oil x2",
            "fewer than the 2")
    illegal(start(), "collect Messenia oil", "has 0 hoplites")


def test_5_8_a_disc_blocks_reuse_and_achaia_goes_to_the_first_to_collect():
    state = place(place(start(), "Achaia", "sparta", hoplites=1), "Achaia", "athens", hoplites=1)
    state = play(state, "collect Achaia metal")  # no polis needed in Achaia
    assert state.side("sparta").prestige == 3
    state = play(state, "create hoplite Pylos pay metal")  # Sparta's turn ends
    err = illegal(state, "collect Achaia wood", "already been collected")
    assert "HG52" in err.rule
    illegal(play(state, "pass", "collect Lakedaimon oil extra wine"),
            "collect Lakedaimon metal extra wine", "already been collected")


# -- notation ----------


@pytest.mark.parametrize("text", [
    "move hoplites Attika x2, Megaris to Boiotia by land",
    "move hoplite Attika to Ionia by sea extra oil",
    "move galleys Kyklades x2, Noties Sporades to Myrtöo Pelagos",
    "besiege Korinthos", "collect Boiotia metal x2, wood", "roll 3", "roll 1 4",
])
def test_notation_reads_back(text):
    assert str(parse_action(text)) == text


def test_notation_other_spellings_and_python_forms():
    assert parse_action("MOVE HOPLITES attika x1 TO boiotia BY LAND") == \
        MoveHoplites((("Attika", 1),), "Boiotia", "land")
    assert str(MoveGalleys({"Kyklades": 1}, "Noties Sporades")) == \
        "move galley Kyklades to Noties Sporades"
    assert str(Collect("Attika", {"wheat": 1, "wine": 2})) == "collect Attika wine x2, wheat"
    assert str(Besiege("Korkyra")) == "besiege Korkyra"
    assert str(Roll(2)) == "roll 2"


@pytest.mark.parametrize(("text", "column", "message"), [
    ("move hoplites Atika to Boiotia by land", 15, "unknown territory"),
    ("move hoplites Attika Boiotia by land", 15, "unknown territory"),
    ("move hoplites Attika to Boiotia", 32, "expected 'by'"),
    ("move hoplites Attika to Boiotia by air", 36, "expected 'land' or 'sea'"),
    ("move hoplites Attika, Attika to Boiotia by land", 15, "each of the origins once"),
    ("move galleys Kyklades x0 to Noties Sporades", 23, "1 or more"),
    ("besiege Athens", 9, "Athenai"),
    ("collect Boiotia gold", 9, "unknown territory 'Boiotia gold'"),
    ("collect Boiotia metal x2, gold", 27, "expected a tribute row"),
    ("collect Boiotia metal, metal", 17, "each of the tribute rows once"),
    ("roll", 5, "like 'roll 3'"),
    ("roll 3 now", 8, "unexpected 'now'"),
])
def test_notation_errors_name_the_column(text, column, message):
    with pytest.raises(ScenarioError, match=message) as err:
        parse_action(text)
    assert err.value.line == 1 and err.value.column == column, str(err.value)


# -- legal_actions and random runs ----------


def test_legal_actions_offer_every_military_kind_and_each_is_legal():
    state = place(_siege_ready("4"), "Megaris", "athens", hoplites=1)
    actions = engine.legal_actions(state)
    kinds = {a.kind for a in actions}
    assert {"move hoplites", "move galleys", "besiege", "collection"} <= kinds
    for action in actions:
        assert engine.is_legal(state, action)
        assert parse_action(str(action)) == action
    listed = {str(a) for a in actions}
    assert "besiege Thebai" in listed and "besiege Korinthos" not in listed
    assert "move hoplites Attika x3 to Boiotia by land" not in listed  # capacity 4: 3 + 3
    assert "move hoplite Attika to Boiotia by land" in listed
    assert "move hoplites Boiotia x3, Attika to Achaia by land" in listed  # as many as fit
    collections = {a for a in listed if a.startswith("collect Attika")}
    assert len(collections) == 4 + 9 + 16  # 1, 2, 3 hoplites on rows of 4, 4, 3, 1 spaces


MILITARY = ("move hoplites", "move galleys", "besiege", "collection")


def _random_game(seed: int, max_actions: int = 300):
    """A seeded random action phase of Military and Development actions, chance seeded too."""
    rng = random.Random(seed)
    state = start(starting_goods=8)
    state = in_round(state, rng.choice(("3", "4", "5α")))
    for _ in range(max_actions):
        actions = engine.legal_actions(state)
        if not actions:
            return
        if engine.to_move(state) == "chance":
            action = actions[rng.randrange(len(actions))]  # each face 1/4
        else:
            military = [a for a in actions if a.kind in MILITARY]
            sieges = [a for a in military if a.kind == "besiege"]
            others = [a for a in actions if a.kind.startswith(("create", "begin"))] + military
            pick = rng.random()
            pool = sieges if sieges and pick < 0.3 else military if military and pick < 0.6 \
                else others if others and pick < 0.97 else [actions[-1]]  # "pass"
            action = rng.choice(pool)
        yield state, action
        state, _ = engine.apply(state, action)


def test_random_games_mixing_military_and_development_actions_conserve_pieces(game_seed):
    kinds = set()
    for state, action in _random_game(game_seed):
        before = snapshot(state)
        after, events = engine.apply(state, action)
        assert snapshot(state) == before
        assert conservation_errors(after) == [], action
        assert after.capacity >= max(t.of(s).total for t in after.territories
                                     for s in ("athens", "sparta"))
        for event in events:
            assert event.text and not event.text.endswith(".")
            assert event.rule.startswith(("Hegemony reference §", "polislab ruling"))
            json.dumps(event.to_json())
        assert round_trip(after) == after
        kinds.add(action.kind)
    assert kinds & set(MILITARY)
