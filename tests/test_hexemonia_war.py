"""Seed 004 §Step C, War: which tiles may be attacked (Example 3), Conquering a Tile,
Fortifications, Battle Casualties, Spoils of War, and Examples 4 and 5, clause by clause."""

from __future__ import annotations

import pytest

from polislab import IllegalAction
from polislab.games.hexemonia import engine, position
from polislab.games.hexemonia.city import attackable, defence
from polislab.games.hexemonia.hexes import place
from polislab.games.hexemonia.options import Options
from polislab.games.hexemonia.state import conservation_errors
from polislab.games.hexemonia.war import casualty_options

NAMES = ("Andrea", "Barbara", "Corrado")


def illegal(state, text, match):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match):
        engine.apply(state, text)
    assert state.to_json() == before


def texts(state):
    return [str(a) for a in engine.legal_actions(state)]


def cubes(state, who, at):
    tile = state.tile_at(who, at)
    return None if tile is None else tile.cubes


def play(state, *actions):
    after = engine.play(state, *actions)
    assert not conservation_errors(after)
    return after


def war(cities, names=NAMES, **kw):
    """Andrea to choose her action, at war if she says so."""
    return position(names, turn="Andrea", cities=cities, **kw)


# -- Example 3: which tiles may be attacked --------------------------------------------------
SPARTA = {"1a": "Walls 2c", "1b": "Pasture 1c", "1c": "Asty 2c 1h 1g", "1f": "Phalanx 2h 1g",
          "2a": "Village 1c 1g", "2b": "Port 1c 1g", "2l": "Spring", "2f": "Temple 1c 1g"}


def test_example_3_edge_tiles_only_never_the_acropolis_nor_a_tile_that_splits():
    state = war({"Barbara": SPARTA}, acropolis={"Barbara": "Sparta"})
    sparta = state.player("Barbara").city
    free = [p.tile for p in attackable(sparta)]
    assert "Acropolis" not in free  # Sparta has a free side but is an Acropolis
    assert "Asty" not in free  # free sides, but the Temple hangs on it alone
    assert "Walls" not in free  # completely surrounded
    assert sorted(free) == ["Pasture", "Phalanx", "Port", "Spring", "Temple", "Village"]
    state = play(state, "war")
    illegal(state, "attack Barbara 1c", "would split Barbara's city-state")
    illegal(state, "attack Barbara 1a", "is surrounded")
    illegal(state, "attack Barbara A", "an Acropolis can never be conquered")


# -- Conquering a tile ------------------------------------------------------------------------
def test_conquering_the_attack_must_exceed_the_defence_a_hoplite_worth_two():
    state = war({"Andrea": {"A": "5c 2h"}, "Barbara": {"1a": "Pasture 2c"}})
    state = play(state, "war", "attack Barbara 1a", "commit 1 citizen from A")
    assert "charge" not in texts(state)
    illegal(state, "charge", "the Pasture holds: 1 attack against 2 Citizens needs more than 2")
    state = play(state, "commit 1 hoplite from A")  # 1 Citizen + 1 Hoplite = 3 > 2
    assert "charge" in texts(state)


@pytest.mark.parametrize("force, enough", [
    (("3 citizens",), True), (("2 hoplites",), True), (("1 citizen", "1 hoplite"), True),
    (("2 citizens",), False), (("1 hoplite",), False)])
def test_conquering_one_hoplite_needs_three_citizens_or_two_hoplites_or_one_of_each(
        force, enough):
    state = war({"Andrea": {"A": "5c 3h"}, "Barbara": {"1a": "Pasture 1h"}})
    state = play(state, "war", "attack Barbara 1a", *(f"commit {f} from A" for f in force))
    assert ("charge" in texts(state)) is enough


def test_fortifications_the_pasture_next_to_an_active_phalanx():
    cities = {"Andrea": {"A": "6c 3h"},
              "Barbara": {"1a": "Pasture 1c", "1b": "Phalanx 2h 1g"}}
    state = war(cities)
    assert defence(state.player("Barbara").city, place("1a"), state.options) == (3, 1)
    for force in ("2 citizens", "1 hoplite", "3 citizens"):
        s = play(state, "war", "attack Barbara 1a", f"commit {force} from A")
        assert "charge" not in texts(s), force
    # 2 Citizens and 1 Hoplite, or 2 Hoplites, or 4 Citizens
    s = play(state, "war", "attack Barbara 1a", "commit 2 citizens from A",
             "commit 1 hoplite from A", "charge", "place Pasture at 1a")
    # the 1 Citizen destroyed; the attacker discards 1 Citizen and 1 Hoplite
    assert cubes(s, "Andrea", "A") == (4, 2, 0)
    assert cubes(s, "Andrea", "1a") == (1, 0, 0)  # the survivor on the conquered Pasture
    assert s.supply == (state.supply[0] + 2, state.supply[1] + 1, state.supply[2])


def test_fortifications_one_only_the_active_one_with_the_highest_shield():
    cities = {"Barbara": {"1a": "Quarry 3c 2g", "1b": "Phalanx 2h 4g", "1f": "Walls 1c"}}
    state = war(cities)
    assert defence(state.player("Barbara").city, place("1a"), state.options) == (5, 1)
    active_walls = war({"Barbara": {**cities["Barbara"], "1f": "Walls 2c"}})
    assert defence(active_walls.player("Barbara").city, place("1a"),
                   active_walls.options) == (7, 2)


def test_fortifications_defend_adjacent_tiles_not_themselves_unless_the_option():
    cities = {"Barbara": {"1a": "Phalanx 2h 1g"}}
    state = war(cities)
    assert defence(state.player("Barbara").city, place("1a"), state.options) == (4, 0)
    assert defence(state.player("Barbara").city, place("1a"),
                   Options(fortification_defends_itself=True)) == (6, 1)


def test_war_once_against_each_opponent():
    state = war({"Andrea": {"A": "9c 6h"}, "Barbara": {"1a": "Pasture", "1b": "Spring"},
                 "Corrado": {"1a": "Spring"}})
    state = play(state, "war", "attack Barbara 1a", "commit 1 citizen from A", "charge",
                 "place Pasture at 1a")
    assert [t for t in texts(state) if t.startswith("attack")] == ["attack Corrado 1a"]
    illegal(state, "attack Barbara 1b", "war has been declared on Barbara once")
    state, events = engine.apply(play(state, "attack Corrado 1a", "commit 1 citizen from A",
                                      "charge"), "place Spring at 1b")
    assert "Andrea has declared war once on each opponent: the War action ends" in [
        e.text for e in events]
    assert state.turn == 1  # the war, and the turn, are over


def test_war_ends_when_no_opponent_left_has_a_tile_the_attack_could_take():
    """§Step C, War with ruling HX17: an opponent whose every tile out-defends all the
    attacker's Citizens and Hoplites offers no attack, and the war ends saying why."""
    state = war({"Andrea": {"A": "3c"}, "Barbara": {"1a": "Pasture"},
                 "Corrado": {"1a": "Pasture 5c"}})
    state = play(state, "war", "attack Barbara 1a", "commit 1 citizen from A", "charge")
    state, events = engine.apply(state, "place Pasture at 1a")
    assert ("Andrea cannot take any tile of the opponents left to attack: the War action "
            "ends") in [e.text for e in events]
    assert state.turn == 1


def test_war_a_called_off_attack_spends_the_war_on_that_opponent():
    state = war({"Andrea": {"A": "9c 6h"}, "Barbara": {"1a": "Pasture", "1b": "Spring"},
                 "Corrado": {"1a": "Spring"}})
    state = play(state, "war", "attack Barbara 1a", "commit 2 hoplites from A",
                 "commit 1 citizen from A", "call off")
    assert cubes(state, "Andrea", "A") == (9, 6, 0)  # the cubes went back
    assert [t for t in texts(state) if t.startswith("attack")] == ["attack Corrado 1a"]


def test_war_needs_a_place_for_the_conquered_tile():
    # Andrea's ring 1 is full of Chora tiles: a Polis she lacks has nowhere to go
    ring = {"1a": "Pasture 1c", "1b": "Spring", "1c": "Village 1c 1g", "1d": "Spring",
            "1e": "Country 2c", "1f": "Walls 2c"}
    state = war({"Andrea": {"A": "9c", **ring}, "Barbara": {"1a": "Agora"}},
                players=4, names=(*NAMES, "Dora"))
    assert "war" not in texts(state)


# -- Battle casualties and change (Examples 4 and 5) -----------------------------------------
def test_casualties_by_value_with_a_citizen_of_change():
    assert casualty_options((0, 4, 0), 5) == [engine.parse_action(None, "lose 3 hoplites")]
    assert [str(a) for a in casualty_options((3, 2, 0), 3)] == [
        "lose 3 citizens", "lose 1 citizen and 1 hoplite", "lose 2 hoplites"]
    assert [str(a) for a in casualty_options((4, 0, 0), 3)] == ["lose 3 citizens"]


def test_seed_004_war_casualties_the_shield_is_paid_in_hoplites():
    # seed 004 §War, Battle Casualties: "The attacker also loses the same number of Citizens
    # and Hoplites (in any combination) and a number of Hoplites equal to the highest
    # defensive value on an adjacent Fortification." Its example: "After conquering the
    # Pasture, the 1 Citizen there is destroyed. The attacker must also discard 1 Citizen and
    # 1 Hoplite from those used to attack."
    assert [str(a) for a in casualty_options((4, 1, 0), 3, shield=1)] == [
        "lose 1 citizen and 1 hoplite"]  # not "lose 3 citizens": a Hoplite is left
    assert [str(a) for a in casualty_options((3, 2, 0), 5, shield=1)] == [
        "lose 3 citizens and 1 hoplite", "lose 1 citizen and 2 hoplites"]
    # ruling HX19: Citizens stand in, two for a Hoplite, only when no Hoplite is left
    assert [str(a) for a in casualty_options((5, 0, 0), 3, shield=1)] == ["lose 3 citizens"]
    assert [str(a) for a in casualty_options((6, 1, 0), 5, shield=2)] == [
        "lose 3 citizens and 1 hoplite"]


def test_seed_004_war_the_pasture_beside_an_active_phalanx_costs_a_citizen_and_a_hoplite():
    state = war({"Andrea": {"A": "4c 1h"},
                 "Barbara": {"1a": "Pasture 1c", "1b": "Phalanx 2h 1g"}})
    state = play(state, "war", "attack Barbara 1a", "commit 4 citizens from A",
                 "commit 1 hoplite from A")
    state, events = engine.apply(state, "charge")
    assert state.pending is None or state.pending.kind != "casualties"  # no choice to make
    lost = [e for e in events if e.kind == "casualties"]
    assert [e.text for e in lost] == ["Andrea lost 1 Citizen and 1 Hoplite"]
    assert lost[0].rule == "Hexemonia rulebook §War, Battle Casualties"


def test_casualties_the_choice_names_the_shields_hoplites():
    state = war({"Andrea": {"A": "3c 2h"},
                 "Barbara": {"1a": "Pasture 1c 1h", "1b": "Phalanx 2h 1g"}})
    state = play(state, "war", "attack Barbara 1a", "commit 3 citizens from A",
                 "commit 2 hoplites from A", "charge")
    assert texts(state) == ["lose 3 citizens and 1 hoplite", "lose 1 citizen and 2 hoplites"]
    illegal(state, "lose 5 citizens", "does not pay 3 in Citizens .a Hoplite worth two. for the "
                                      "defenders and 1 Hoplite for the shield")


def test_casualties_the_attacker_chooses_when_he_can():
    state = war({"Andrea": {"A": "5c 4h"}, "Barbara": {"1a": "Pasture 1c 1h"}})
    state = play(state, "war", "attack Barbara 1a", "commit 3 citizens from A",
                 "commit 2 hoplites from A", "charge")
    assert state.pending.kind == "casualties"
    assert texts(state) == ["lose 3 citizens", "lose 1 citizen and 1 hoplite",
                            "lose 2 hoplites"]
    illegal(state, "lose 3 hoplites", "does not pay 3 in Citizens exactly")
    state = play(state, "lose 1 citizen and 1 hoplite", "place Pasture at 1a")
    assert cubes(state, "Andrea", "1a") == (2, 1, 0)


def examples_4_to_6():
    """Andrea's turn of Examples 4, 5 and 6, her Quarry-to-be next to her Labyrinth and
    Amphitheater; Corrado holds the Philosopher."""
    return position(NAMES, turn="Andrea", philosopher="Corrado", cities={
        "Andrea": {"A": "2c 5h 1g", "1a": "Amphitheater 2c 1g", "1b": "Labyrinth 1c 2h 1g",
                   "1c": "Tavern 1c 1g", "1d": "Gymnasium 1c 1h 1g", "1e": "Phalanx 2h 1g",
                   "1f": "Agora 1c 1g"},
        "Barbara": {"1a": "Quarry 3c 2g", "1b": "Phalanx 2h 4g", "1f": "Walls 1c"},
        "Corrado": {"1a": "Amphitheater 1c +Oracle", "1b": "Asty 3c 1h 4g"}},
        myths={"Corrado": ["Oracle"]})


def test_example_4_the_quarry():
    state = play(examples_4_to_6(), "war")
    # 3 Citizens: 4 Citizens, 2 Hoplites, or 2 Citizens and 1 Hoplite would do without the
    # Phalanx; the Active Phalanx (1), not the Inactive Walls (2), adds 1 Hoplite
    state, events = engine.apply(state, "attack Barbara 1a")
    assert "the Phalanx (1b) adds 1 Hoplite; the attack must be worth more than 5" in \
        events[0].text
    state = play(state, "commit 4 hoplites from A")
    state, events = engine.apply(state, "charge")
    assert events[0].text.startswith("the Quarry falls: 8 attack against 3 Citizens and the "
                                     "Phalanx, worth 1 Hoplite, more than 5")
    # 3 Hoplites destroyed (2 for the 3 Citizens, 1 for the Phalanx), 1 Citizen of change
    assert events[1].text == "Andrea lost 3 Hoplites and took 1 Citizen as change"
    assert texts(state)[0] == "place Quarry at 2b"
    state = play(state, "place Quarry at 2b")  # next to her Amphitheater and Labyrinth
    quarry = state.player("Andrea").at(place("2b"))
    assert quarry.tile == "Quarry" and quarry.cubes == (1, 1, 2)  # 1 H, 1 C and the 2 Gold
    assert cubes(state, "Barbara", "1a") is None
    assert cubes(state, "Andrea", "A") == (2, 1, 1)


def test_example_5_the_amphitheater_and_the_oracle():
    state = play(examples_4_to_6(), "war", "attack Barbara 1a", "commit 4 hoplites from A",
                 "charge", "place Quarry at 2b", "attack Corrado 1a",
                 "commit 1 hoplite from A")
    before = state
    state, events = engine.apply(state, "charge")
    texts_ = [e.text for e in events]
    assert "Andrea lost 1 Hoplite and took 1 Citizen as change" in texts_
    assert "Andrea takes the Oracle Myth tile from Corrado" in texts_
    # she already has an Amphitheater: Corrado's goes to the Underworld, the Citizen and the
    # Oracle token onto hers
    assert state.underworld == ("Amphitheater",)
    amphitheater = state.player("Andrea").at(place("1a"))
    assert amphitheater.cubes == (3, 0, 1) and amphitheater.tokens == ("Oracle",)
    assert state.player("Andrea").myths == ("Oracle",)
    assert state.player("Corrado").myths == () and cubes(state, "Corrado", "1a") is None
    assert before.supply[1] + 1 == state.supply[1]


def test_spoils_a_fourth_myth_by_conquest_is_discarded():
    state = war({"Andrea": {"A": "9c", "1a": "Amphitheater 2c 1g +Oracle +Muses",
                            "1b": "Walls 2c +Hades"},
                 "Barbara": {"1a": "Temple 1c +Pandora"}},
                myths={"Andrea": ["Oracle", "Muses", "Hades"], "Barbara": ["Pandora"]})
    state = play(state, "war", "attack Barbara 1a", "commit 2 citizens from A", "charge",
                 "place Temple at 1c")
    assert state.pending.kind == "myth discard"
    state = play(state, "discard myth Pandora")
    assert state.player("Andrea").myths == ("Hades", "Oracle", "Muses")
    assert state.player("Andrea").at(place("1c")).tokens == ()
    assert state.underworld == ("Pandora",)



def test_casualties_the_change_comes_from_the_destroyed_defenders():
    # every Citizen is on the table: the defender's goes back first and pays the change
    state = war({"Andrea": {"A": "2h"}, "Barbara": {"1a": "Pasture 1c", "A": "57c 1g"}})
    assert state.supply[0] == 0
    state, events = engine.apply(play(state, "war", "attack Barbara 1a",
                                      "commit 1 hoplite from A"), "charge")
    assert events[1].text == "Andrea lost 1 Hoplite and took 1 Citizen as change"
    assert state.pending.get("held") == (1, 0, 0) and state.supply[0] == 0
