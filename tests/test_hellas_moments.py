"""The Hellas builder types the moments inside a turn (issue 27): a Burst of Strength after N
actions, a regroup, a voyage tile drawn and pending, an attack awaiting god cards, and the
initial map creation part-way.

Each typed moment passes the save check, plays on and comes back equal from a save; a moment
built directly equals the one reached by play; what the rules could not reach is refused,
naming the rule. The hypothesis run takes its count from POLISLAB_MOMENT_EXAMPLES.
"""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polislab.core.errors import ScenarioError
from polislab.games import hellas

EXAMPLES = int(os.environ.get("POLISLAB_MOMENT_EXAMPLES", "10"))
ARGOS_SPARTA = [("Argos", "0,-1", 1, "light", 1, 2), ("Sparta", "1,-1", 5, "dark", 1, 1)]


def _plays_on_and_reloads(state: hellas.State) -> None:
    assert hellas.State.from_json(json.loads(json.dumps(state.to_json()))) == state
    actions = state.legal_actions()
    assert actions
    state.play(actions[0])
    state.play(actions[-1])


def test_a_burst_after_some_actions_goes_on_with_the_cards_taken_face_down():
    state = hellas.position(ARGOS_SPARTA, burst=2, taken=["Zeus"])
    assert (state.step, state.burst_used, state.side("light").unseen) == ("burst", 2, ("Zeus",))
    last = state.play("add greek Argos")  # the 3rd action ends it: the card is drawn now
    assert last.pending.kind == "card draw" and last.pending.get("god") == "Zeus"
    _plays_on_and_reloads(state)


def test_a_burst_built_equals_the_burst_played():
    start = hellas.position(ARGOS_SPARTA)
    assert start.play("add ship Argos", "take card Ares") == hellas.position(
        [("Argos", "0,-1", 1, "light", 1, 3), ARGOS_SPARTA[1]], burst=2, taken=["Ares"])


def test_the_free_regroup_after_a_burst_and_the_regroup_to_a_new_city():
    after_burst = hellas.position(ARGOS_SPARTA, regroup=True)
    assert after_burst.step == "regroup" and after_burst.regroup_to is None
    assert after_burst.burst_used == 3
    to_new = hellas.position([*ARGOS_SPARTA, ("Pylos", "-1,0", 0, "light", 1, 0)],
                             regroup="Pylos")
    assert all(m.to == "Pylos" for m in to_new.legal_actions() if hasattr(m, "to"))
    for state in (after_burst, to_new):
        _plays_on_and_reloads(state)


def test_a_voyage_tile_drawn_waits_for_the_opponents_card_then_the_placing():
    reacting = hellas.position(ARGOS_SPARTA, voyage="Pylos", hands={"dark": ["Storm"]})
    assert reacting.reacting and reacting.to_move == "dark"
    placing = hellas.position(ARGOS_SPARTA, voyage={"tile": "Pylos", "reacted": True},
                              hands={"dark": ["Storm"]})
    assert not placing.reacting and placing.to_move == "light"
    assert reacting.play("pass") == placing
    assert hellas.position(ARGOS_SPARTA).play("voyage", "draw Pylos") == hellas.position(
        ARGOS_SPARTA, voyage="Pylos")
    for state in (reacting, placing):
        _plays_on_and_reloads(state)


def test_an_attack_awaits_the_defenders_card_then_the_attackers():
    hands = {"light": ["Battle Fury"], "dark": ["Shield Wall"]}
    state = hellas.position(ARGOS_SPARTA, hands=hands,
                            attack={"target": "Sparta", "from": {"Argos": 2}})
    assert state.attack.window == "defender" and state.to_move == "dark"
    played = hellas.position([("Argos", "0,-1", 1, "light", 3, 2), ARGOS_SPARTA[1]],
                             hands=hands).play("attack Sparta from Argos x2")
    assert played == state
    warded = hellas.position(ARGOS_SPARTA, hands=hands,
                             attack={"target": "Sparta", "from": {"Argos": 2},
                                     "cards": {"dark": ["Aegis"]}})
    # Aegis sends an attacking Greek back to the supply (seed 003 §7)
    assert warded.attack.greeks == 1 and warded.discard("Zeus") == ("Aegis",)
    for each in (state, warded):
        _plays_on_and_reloads(each)


def test_the_deal_under_way_built_equals_played():
    """Seed 003 §3 and ruling HL5: one card of each god, light first, each a chance draw."""
    played = hellas.engine.initial_state().play("draw Phalanx", "draw Storm")
    built = hellas.position([], setup="deal", hands={"light": ["Phalanx", "Storm"]})
    assert built.to_move == "chance" and built.pending.get("god") == "Zeus"
    assert built.to_json() == played.to_json()
    assert built.legal_actions() == played.legal_actions()
    for hands, cities in (({"dark": ["Phalanx"]}, []), ({"light": ["Storm"]}, []),
                          ({}, [("Argos", "0,-1", 1, "light", 1, 1)])):
        with pytest.raises(ScenarioError, match=r"the deal gives 1 card of each god to Light, "
                                                r"then to Dark.*Hellas reference §3 Setup"):
            hellas.position(cities, setup="deal", hands=hands)


def test_the_initial_map_creation_part_way():
    pending = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True)
    assert pending.phase == "setup" and pending.pending.kind == "tile draw"
    assert pending.pending.get("player") == "dark"
    assert all(len(p.cards) == 3 for p in pending.players)  # one card of each god (§3)
    drawn = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True, drawn="Pylos",
                            set_aside=["Delos"])
    assert drawn.to_move == "dark" and drawn.drawn == "Pylos" and drawn.set_aside == ("Delos",)
    for state in (pending, drawn):
        _plays_on_and_reloads(state)


@pytest.mark.parametrize("kwargs, words", [
    ({"burst": 3}, "a Burst of Strength under way has taken 1 to 2 of its 3 actions"),
    ({"burst": 1, "taken": ["Ares", "Zeus"]}, "2 cards taken in 1 burst actions"),
    ({"taken": ["Ares"]}, "taken goes with burst=N"),
    ({"burst": 1, "voyage": "Pylos"}, "not voyage and burst at once"),
    ({"regroup": True, "burst": 1}, "the burst could not have ended after 1 of its 3 actions"),
    ({"regroup": "Sparta"}, "the name of Light's new city"),
    ({"voyage": "Argos"}, "Argos is on the map"),
    ({"attack": {"target": "Sparta", "from": {"Argos": 1}, "cards": {"light": ["Aegis"]}}},
     "'Aegis' is not a card Light plays in this attack"),
    ({"attack": {"target": "Argos", "from": {"Argos": 1}}}, "Light's own city"),
    ({"effects": ["Storm"]}, "not before this start of a turn"),
    ({"effects": ["Thunderbolt"]}, "Thunderbolt does not last the turn"),
    ({"drawn": "Pylos"}, "they go with setup=True"),
])
def test_a_moment_the_rules_cannot_reach_is_refused_naming_the_rule(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hellas.position(ARGOS_SPARTA, **kwargs)
    assert words in str(err.value)
    assert "Hellas reference §" in str(err.value)


def test_a_setup_the_rules_cannot_reach_is_refused():
    with pytest.raises(ScenarioError, match="a tile of the initial map has 1 Greek and 1 ship"):
        hellas.position(ARGOS_SPARTA, setup=True)
    with pytest.raises(ScenarioError, match="the players place in turn, Light first"):
        hellas.position([("Sparta", "1,-1", 5, "dark", 1, 1)], setup=True)


@settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None)
@given(st.sampled_from(["burst", "regroup", "voyage", "attack"]), st.integers(1, 2),
       st.sampled_from([t for t in hellas.start().components.tile_names
                        if t not in ("Argos", "Sparta")]),
       st.lists(st.sampled_from(["Ares", "Poseidon", "Zeus"]), max_size=1))
def test_generated_moments_reload_and_play_on(moment, n, tile, taken):
    kwargs = {"burst": {"burst": n, "taken": taken[:n]}, "regroup": {"regroup": True},
              "voyage": {"voyage": tile},
              "attack": {"attack": {"target": "Sparta", "from": {"Argos": n}}}}[moment]
    try:
        state = hellas.position(ARGOS_SPARTA, hands={"dark": ["Shield Wall"]}, **kwargs)
    except ScenarioError as err:  # a tile that cannot be placed: refused, naming the rule
        assert moment == "voyage" and "Hellas reference §5 Option 2" in str(err)
        return
    _plays_on_and_reloads(state)


def test_a_city_just_taken_waits_for_the_ships_the_attacker_may_place():
    before = hellas.position([("Argos", "0,-1", 1, "light", 3, 2), ARGOS_SPARTA[1],
                              ("Naxos", "1,0", 0, "dark", 1, 1)])
    taken = hellas.position([("Argos", "0,-1", 1, "light", 1, 2),
                             ("Sparta", "1,-1", 5, "light", 2, 0),
                             ("Naxos", "1,0", 0, "dark", 1, 1)], capture=("Sparta", 1))
    # seed 003 §5 Option 3, After Attack: as many ships as the defender lost
    assert taken == before.play("attack Sparta from Argos x2")
    assert [str(a) for a in taken.legal_actions()] == ["place no ships", "place ship"]
    _plays_on_and_reloads(taken)
    with pytest.raises(ScenarioError, match="is not a city of Light's, just taken"):
        hellas.position(ARGOS_SPARTA, capture=("Sparta", 1))


@settings(max_examples=EXAMPLES, derandomize=True, deadline=None, database=None)
@given(st.integers(0, 2), st.sampled_from([t for t in hellas.start().components.tile_names
                                           if t != "Argos"]), st.integers(0, 3))
def test_generated_setups_and_captures_reload_and_play_on(placed, tile, seed):
    """The initial map creation after 1 tile (the next draw pending, or a tile drawn), and a
    city just taken with 1 to 3 ships lost."""
    c = hellas.start().components
    drawn = None if placed == 0 or c.tile(tile).temple else tile
    try:
        setup = hellas.position([("Argos", "0,-1", 1, "light", 1, 1)], setup=True,
                                drawn=drawn, seed=seed)
    except ScenarioError as err:  # a tile drawn that cannot be placed: refused, naming §4
        assert "Hellas reference §4" in str(err)
    else:
        assert setup.phase == "setup" and setup.to_move in ("dark", "chance")
        _plays_on_and_reloads(setup)
    taken = hellas.position([("Argos", "0,-1", 1, "light", 1, 2),
                             ("Sparta", "1,-1", 5, "light", 2, 0),
                             ("Naxos", "1,0", 0, "dark", 1, 1)], capture=("Sparta", 1 + placed))
    assert len(taken.legal_actions()) == 1 + min(1 + placed, taken.side("light").ships, 3)
    _plays_on_and_reloads(taken)


# -- issue 35: every decision point typed, and typed again by position_args ---------------------
REBUILD_GAMES = int(os.environ.get("POLISLAB_MOMENT_GAMES", "2"))
#: Megara and Korinthos of light's, with a ship each, both next to 2,-2 (where Pella fits).
VOYAGERS = [("Megara", "1,-1", 3, "light", 1, 1), ("Korinthos", "2,-1", 0, "light", 1, 1),
            ("Iolkos", "1,0", 2, "dark", 1, 0)]


def _same(built: hellas.State, played: hellas.State) -> None:
    """Built equals played: the same save data and the same legal actions; and
    position_args types it again."""
    assert built.to_json() == played.to_json()
    assert built.legal_actions() == played.legal_actions()
    again = hellas.position(**json.loads(json.dumps(hellas.position_args(played))))
    assert again.to_json() == played.to_json()


def _refused(words: str, cities=ARGOS_SPARTA, **kwargs) -> None:
    with pytest.raises(ScenarioError) as err:
        hellas.position(cities, **kwargs)
    assert words in str(err.value) and "(Hellas reference §" in str(err.value), str(err.value)


def test_the_voyages_ship_choice_built_equals_played():
    """Seed 003 §5 Option 2 (a ship of the majority returns) and ruling HL12 (which one, the
    voyager's choice when several cities next to the new tile have one)."""
    played = hellas.position(VOYAGERS).play("voyage", "draw Pella",
                                            "place Pella at 2,-2 rotation 1")
    built = hellas.position([*VOYAGERS, ("Pella", "2,-2", 1, "light", 1, 0)],
                            voyage={"tile": "Pella", "placed": True})
    assert [str(a) for a in built.legal_actions()] == ["return ship Korinthos",
                                                       "return ship Megara"]
    _same(built, played)


@pytest.mark.parametrize("pella, words", [
    (("Pella", "2,-2", 1, "light", 1, 1), "no ship yet"),  # §5 Option 2: placed bare
    (("Pella", "2,-2", 1, "light", 2, 0), "the one Greek moved there"),
    (("Pella", "2,-2", 1, "dark", 1, 0), "a city of Light's"),
])
def test_a_voyages_ship_choice_the_rules_cannot_reach_is_refused(pella, words):
    _refused(words, [*VOYAGERS, pella], voyage={"tile": "Pella", "placed": True})


def test_a_voyage_with_one_ship_next_to_the_tile_returns_it_at_once():
    """Seed 003 §5 Option 2 and §9 FAQ (the ships of the majority): no choice to make."""
    one = [VOYAGERS[0], ("Korinthos", "2,-1", 0, "light", 1, 0), VOYAGERS[2],
           ("Pella", "2,-2", 1, "light", 1, 0)]
    _refused("it is returned at once", one, voyage={"tile": "Pella", "placed": True})


def test_a_voyage_declared_waits_for_its_tile_built_equals_played():
    """Seed 003 §5 Option 2: the tile is drawn, a chance action (ruling HL7)."""
    built = hellas.position(VOYAGERS, voyage=True)
    assert built.to_move == "chance" and built.pending.kind == "tile draw"
    _same(built, hellas.position(VOYAGERS).play("voyage"))
    _refused("Light has no ship on the map, so no voyage",
             [("Argos", "0,-1", 1, "light", 1, 0)], voyage=True)


#: Light's 10 ships all on the map: a card's ship comes from another city (seed 003 §7).
NO_SHIPS_LEFT = [("Megara", "1,-1", 3, "light", 1, 3), ("Korinthos", "2,-1", 0, "light", 1, 3),
                 ("Iolkos", "1,0", 2, "light", 1, 3), ("Milos", "0,1", 0, "light", 1, 1),
                 ("Rhodos", "0,-1", 0, "dark", 1, 1)]
#: Light's 15 Greeks all on the map: the new city's Greek comes from another city (§5 Option 2).
NO_GREEKS_LEFT = [("Megara", "1,-1", 3, "light", 3, 1), ("Korinthos", "2,-1", 0, "light", 3, 1),
                  ("Iolkos", "1,0", 2, "light", 3, 0), ("Milos", "0,1", 0, "light", 3, 0),
                  ("Rhodos", "0,-1", 0, "light", 3, 0), ("Naxos", "-1,0", 0, "dark", 1, 1)]


def test_a_cards_ship_waits_for_the_city_it_is_taken_from_built_equals_played():
    """Seed 003 §7: "If a card allows placement of Greeks/ships and you have none in supply,
    you may move them from other tiles"; ruling HL25: the player chooses, or takes none."""
    played = hellas.position(NO_SHIPS_LEFT, hands={"light": ["Shipwrights"]}).play(
        "play Shipwrights at Milos, Milos")
    built = hellas.position(NO_SHIPS_LEFT, placements=[("ship", "Milos", "Shipwrights"),
                                                       ("ship", "Milos", "Shipwrights")])
    assert built.discard("Poseidon") == ("Shipwrights",)  # the card played lies there
    assert [str(a) for a in built.legal_actions()] == [
        "take ship from Iolkos", "take ship from Korinthos", "take ship from Megara",
        "take no ship"]
    _same(built, played)
    after = played.play("take ship from Iolkos")
    _same(hellas.position([*NO_SHIPS_LEFT[:2], ("Iolkos", "1,0", 2, "light", 1, 2),
                           ("Milos", "0,1", 0, "light", 1, 2), NO_SHIPS_LEFT[4]],
                          placements=[("ship", "Milos", "Shipwrights")]), after)


def test_the_new_citys_greek_waits_for_the_city_it_comes_from_built_equals_played():
    """Seed 003 §5 Option 2: "move from a city with 2 or more Greeks"; ruling HL11: which
    city, the voyager's choice."""
    played = hellas.position(NO_GREEKS_LEFT).play("voyage", "draw Pella",
                                                  "place Pella at 2,-2 rotation 1")
    built = hellas.position([*NO_GREEKS_LEFT, ("Pella", "2,-2", 1, "light", 0, 0)],
                            voyage={"tile": "Pella", "placed": True},
                            placements=[("greek", "Pella", "voyage")])
    assert built.pending.kind == "source" and "take no greek" not in map(
        str, built.legal_actions())  # the voyage's Greek must come (HL25)
    _same(built, played)


def test_new_colonys_ship_waits_for_the_city_it_is_taken_from_built_equals_played():
    """Seed 003 §7 (New Colony: a Greek and a ship; the Greek from the supply, the ship from
    another city) and ruling HL25."""
    played = hellas.position(NO_SHIPS_LEFT, hands={"light": ["New Colony"]}).play(
        "play New Colony at Milos")
    milos = ("Milos", "0,1", 0, "light", 2, 1)
    built = hellas.position([*NO_SHIPS_LEFT[:3], milos, NO_SHIPS_LEFT[4]],
                            placements=[("ship", "Milos", "New Colony")])
    _same(built, played)


def test_call_to_arms_greek_waits_for_the_defenders_choice_built_equals_played():
    """Seed 003 §7 and §9 FAQ (a God card during an opponent's Attack): Call to Arms's Greek,
    the defender's 15 all on the map, comes from one of its cities (ruling HL25)."""
    dark = [(tile, place, turn, "dark", greeks, ships)
            for tile, place, turn, _, greeks, ships in NO_GREEKS_LEFT[:5]]
    dark.append(("Naxos", "-1,0", 0, "light", 3, 1))
    played = hellas.position(dark, hands={"dark": ["Call to Arms"]}).play(
        "attack Rhodos from Naxos x2", "play Call to Arms")
    built = hellas.position([*dark[:5], ("Naxos", "-1,0", 0, "light", 1, 1)],
                            attack={"target": "Rhodos", "from": {"Naxos": 2},
                                    "cards": {"dark": ["Call to Arms"]}},
                            placements=[("greek", "Rhodos", "Call to Arms")])
    assert built.to_move == "dark" and built.discard("Ares") == ("Call to Arms",)
    _same(built, played)


@pytest.mark.parametrize("cities, kwargs, words", [
    (ARGOS_SPARTA, {"placements": [("ship", "Argos", "Shipwrights")]},
     "it is placed at once"),  # §7: from the supply while it has one
    (NO_SHIPS_LEFT, {"placements": [("ship", "Milos", "Thunderbolt")]},
     "a piece is placed for the voyage or by Call to Arms, Shipwrights, New Colony"),
    (NO_SHIPS_LEFT, {"placements": [("ship", "Rhodos", "Shipwrights")]},
     "go to cities of Light's"),
    (NO_SHIPS_LEFT, {"placements": [("ship", "Milos", "Shipwrights")] * 3},
     "Shipwrights places up to 2 ships"),
    (NO_SHIPS_LEFT, {"placements": [("ship", "Milos", "New Colony"),
                                    ("greek", "Milos", "New Colony")]},
     "New Colony places a Greek, then a ship"),
    (NO_SHIPS_LEFT, {"placements": [("greek", "Milos", "voyage")]},
     "the new city's Greek, on the tile the voyage placed"),
    (NO_SHIPS_LEFT, {"placements": [("ship", "Milos", "Shipwrights")], "voyage": True},
     "on their own turn"),
])
def test_pieces_to_place_the_rules_cannot_reach_are_refused(cities, kwargs, words):
    _refused(words, cities, **kwargs)


def test_the_cards_taken_in_a_burst_wait_to_be_drawn_built_equals_played():
    """Seed 003 §5 Option 1 and §9 FAQ: the cards taken are looked at when the burst ends;
    each is a chance draw (ruling HL7)."""
    played = hellas.position(ARGOS_SPARTA).play("take card Zeus", "take card Ares",
                                                "add greek Argos")
    built = hellas.position([("Argos", "0,-1", 1, "light", 2, 2), ARGOS_SPARTA[1]],
                            regroup=True, draws={"burst": ["Zeus", "Ares"]})
    assert built.to_move == "chance" and built.pending.get("god") == "Zeus"
    _same(built, played)


def test_the_cards_of_gifts_of_olympus_wait_to_be_drawn_built_equals_played():
    """Seed 003 §7 (the polislab edition's Gifts of Olympus: 2 cards of the gods chosen)."""
    played = hellas.position(ARGOS_SPARTA, hands={"light": ["Gifts of Olympus"]}).play(
        "play Gifts of Olympus for Ares, Zeus")
    built = hellas.position(ARGOS_SPARTA, draws={"Gifts of Olympus": ["Ares", "Zeus"]})
    assert built.discard("Zeus") == ("Gifts of Olympus",)
    _same(built, played)


@pytest.mark.parametrize("kwargs, words", [
    ({"draws": {"burst": ["Zeus"]}}, "drawn when a burst ends"),
    ({"regroup": True, "burst": 1, "draws": {"burst": ["Zeus", "Ares"]},
      "end_burst_early": True}, "at most 1"),
    ({"draws": {"Gifts of Olympus": ["Ares", "Zeus", "Zeus"]}}, "at most 2"),
    ({"voyage": "Pylos", "draws": {"Gifts of Olympus": ["Ares"]}}, "own turn"),
    ({"draws": {"Gifts of Olympus": ["Ares"]}, "placements": [("ship", "Argos", "Shipwrights")]},
     "come from two cards"),
])
def test_cards_to_draw_the_rules_cannot_reach_are_refused(kwargs, words):
    _refused(words, **kwargs)


def test_a_deck_shuffled_anew_keeps_the_cards_played_before_in_it():
    """Ruling HL8: a god deck runs out, its discard pile (with the Olympian Vigour played this
    turn) becomes the new deck; reshuffled types it."""
    c = hellas.start().components
    zeus = [x for x in c.deck("Zeus")]
    zeus.remove("Olympian Vigour")
    start = hellas.position(ARGOS_SPARTA, hands={"light": ["Olympian Vigour"]},
                            discards={"Zeus": zeus})
    played = start.play("play Olympian Vigour", "take card Zeus", "add greek Argos",
                        "add ship Argos", "end burst")
    built = hellas.position([("Argos", "0,-1", 1, "light", 2, 3), ARGOS_SPARTA[1]],
                            regroup=True, burst=3, effects=["Olympian Vigour"],
                            reshuffled=["Zeus"],
                            draws={"burst": ["Zeus"]})
    assert built.deck("Zeus") == tuple(sorted(c.deck("Zeus"), key=c.card_names.index))
    _same(built, played)


def test_regroup_moves_already_made_built_equals_played():
    """Seed 003 §6 and ruling HL22: a city that gave a kind of piece cannot receive it in the
    same regroup, and the other way round."""
    three = [*ARGOS_SPARTA, ("Pylos", "-1,0", 0, "light", 1, 0)]
    played = hellas.position(three, regroup=True).play("move ship Argos to Pylos")
    built = hellas.position([("Argos", "0,-1", 1, "light", 1, 1), ARGOS_SPARTA[1],
                             ("Pylos", "-1,0", 0, "light", 1, 1)], regroup=True,
                            moved=[("ship", "Argos", "Pylos")])
    assert "move ship Pylos to Argos" not in map(str, built.legal_actions())
    _same(built, played)
    assert hellas.position(ARGOS_SPARTA, burst=0) == hellas.position(ARGOS_SPARTA)  # no burst
    burst_of_none = hellas.position(ARGOS_SPARTA, end_burst_early=True).play("end burst")
    _same(hellas.position(ARGOS_SPARTA, regroup=True, burst=0, end_burst_early=True),
          burst_of_none)


@pytest.mark.parametrize("kwargs, words", [
    ({"moved": [("ship", "Argos", "Pylos")]}, "moved goes with regroup=True"),
    ({"regroup": True, "moved": [("ship", "Argos", "Sparta")]}, "not Light's city"),
    ({"regroup": True, "moved": [("ship", "Argos", "Pylos"), ("ship", "Pylos", "Argos")]},
     "both gave and received ships"),
    ({"regroup": "Pylos", "moved": [("ship", "Pylos", "Argos")]}, "not in this regroup"),
])
def test_regroup_moves_the_rules_cannot_reach_are_refused(kwargs, words):
    _refused(words, [*ARGOS_SPARTA, ("Pylos", "-1,0", 0, "light", 1, 0)], **kwargs)


#: Every rule option away from its default (docs/rules/hellas.md names the ruling of each).
OTHER_READINGS = {"water_rule_in_setup": False, "reject_tiles": False, "end_burst_early": True,
                  "all_burst_actions": True, "card_moves_required": True,
                  "capture_same_number": True, "call_off_attacks": False, "turn_limit": 60}


@pytest.mark.parametrize("seed, options", [*((seed, {}) for seed in range(REBUILD_GAMES)),
                                           (0, OTHER_READINGS)])
def test_every_decision_point_and_draw_of_a_game_types_again(seed, options):
    """As tests/test_rebuild.py, with each draw left pending and chosen as a move (ruling
    HL7), so the chance decisions are typed too: the tile and card draws; and once with every
    rule option away from its default (position_args names them)."""
    import random

    rng = random.Random(f"moments/{seed}")
    state = hellas.engine.initial_state(**options)  # the deal's draws too
    while not state.is_over:
        again = hellas.position(**json.loads(json.dumps(hellas.position_args(state))))
        assert again.to_json() == state.to_json(), (seed, hellas.position_args(state))
        assert again.legal_actions() == state.legal_actions()
        state = state.play(rng.choice(state.legal_actions()))
