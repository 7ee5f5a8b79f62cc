"""The one scripting surface, the same in all four games (issue 16): ``G.start``, ``G.position``,
``state.play``, ``state.legal_actions``, ``state.score``, ``state.to_json`` and
``G.State.from_json``; the builders' refusals (each with its words) and the defaults they fill
in (pools and supplies adding up to the components)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from polislab.core import IllegalAction, ScenarioError, ScriptedRandomness
from polislab.games import hegemony, hellas, hexemonia, hopping


def reload(game, state):  # type: ignore[no-untyped-def]
    return game.State.from_json(json.loads(json.dumps(state.to_json())))


# -- build, play, score, save, reload: the surface alone, in each game ------------------------
def test_hopping_through_the_surface():
    assert hopping.start().to_move == "red"
    state = hopping.position("""
        .  .  .  .  .  .  .  BC
        .  .  .  .  .  .  .  .
        .  .  RD .  .  .  .  .
        .  .  .  .  .  .  .  .
        .  .  .  .  .  .  .  .
        .  .  .  .  RD BD .  .
        .  .  .  .  .  .  .  .
        RC .  .  .  .  .  .  .
        """, to_move="red")
    assert "e3-e4" in [str(m) for m in state.legal_actions()]
    after = state.play("e3-e4")
    assert [e.kind for e in after.events] == ["move", "hop", "capture"]
    assert state.events == () and after.to_move == "blue" and not after.is_over
    assert reload(hopping, after) == after
    assert not hasattr(after, "score")  # seed 002 keeps no score: a chariot home wins
    two = hopping.start().play("d2-d3", "d7-d6")
    assert two.events == hopping.start().play("d2-d3").events + two.events[3:]
    assert [e.kind for e in two.events].count("move") == 2 and two.to_move == "red"


def test_hegemony_through_the_surface():
    state = hegemony.position(round="4", player="sparta", poleis={"Argos": None},
                              units={"Arkadia": {"sparta": 3}},
                              resources={"athens": {"silver": 5}})
    assert "besiege Argos" in [str(a) for a in state.legal_actions()]
    besieged = state.play("besiege Argos")
    assert besieged.to_move == "chance"
    assert [str(a) for a in besieged.legal_actions()] == [f"roll {n}" for n in range(1, 5)]
    taken = besieged.play("roll 4")
    assert [e.kind for e in taken.events] == ["siege won"]
    # the same, the d4 scripted: seed 000 §5.7, a roll of 3 or more on the d4 takes Argos
    scripted = state.play("besiege Argos", randomness=ScriptedRandomness(dice={4: [4]}))
    assert scripted == taken and [e.kind for e in scripted.events][-1] == "siege won"
    score = taken.score()["sparta"]
    assert (score["population"], score["Prestige"], score["posterity"]) == (10, 6, 0)
    assert score.total == 16 and taken.winner is None and not taken.is_over
    assert reload(hegemony, taken) == taken
    assert hegemony.start(3) == hegemony.start(3)


def test_hellas_through_the_surface():
    state = hellas.position([("Argos", (0, -1), 1, "light", 3, 1),
                             ("Sparta", (1, -1), 5, "dark", 1, 1)],
                            hands={"light": ["Battle Fury"], "dark": ["Shield Wall"]})
    assert "attack Sparta from Argos x2" in [str(a) for a in state.legal_actions()]
    attacked = state.play("attack Sparta from Argos x2", "pass")
    assert attacked.to_move == "light"
    assert [str(a) for a in attacked.legal_actions()][:1] == ["play Battle Fury"]
    assert attacked.score()["light"]["cities"] == 1
    assert reload(hellas, attacked) == attacked
    # start() is ready to play, as in every game: hands dealt, the first tile drawn (seed 003
    # §3-§4); the state before those draws, each a chance action (ruling HL7), is the engine's
    assert hellas.engine.initial_state().to_move == "chance"
    dealt = hellas.start(seed=3)
    assert dealt.to_move == "light" and dealt.drawn is not None
    assert all(len(dealt.side(p).cards) == 3 for p in hellas.PLAYERS)
    assert dealt == hellas.start(seed=3) and hellas.start().to_move == "light"


def test_hexemonia_through_the_surface():
    state = hexemonia.position(["Ann", "Bob"], cities={"Ann": {"1a": "Pasture 1c"}},
                               turn="Ann", step="draw")
    assert [str(a) for a in state.legal_actions()][0] == "take Agora"
    after = state.play("take Agora")
    assert after.events and after.to_move == "Ann"
    # a position is scored without ending the game (seed 004 §End of the Game's table)
    score = after.score()["Ann"]
    # the Active Pasture 1 point (seed 004 §Scoring), the Acropolis's Gold 1
    assert (score["tiles"], score["gold"], score.total) == (1, 1, 2)
    assert not after.is_over and after.winner is None
    assert reload(hexemonia, after) == after
    assert hexemonia.start(seed=2, players=3).to_move == "red"


def test_play_leaves_the_state_and_an_illegal_action_plays_nothing():
    state = hegemony.start(3)
    with pytest.raises(IllegalAction):
        state.play("pass", "besiege Athenai")
    assert state.events == () and state == hegemony.start(3)
    one = state.play("pass")
    assert one.events and one.play().events == ()
    # the protocol's apply makes states that carry no earlier play's events
    assert hegemony.engine.apply(one, "pass")[0].events == ()


def test_every_state_has_a_one_line_repr_and_a_full_description():
    for state in (hopping.start(), hegemony.start(1), hellas.start(1), hexemonia.start(1)):
        assert "\n" not in repr(state)
        assert len(state.describe().splitlines()) > 1


# -- the Hegemony builder ------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs, words", [
    ({"units": {"Arkadia": {"sparta": 4}}},
     "Sparta has 4 units in Arkadia: at most 3 in round 3 (Hegemony reference §7 Capacity Limits)"),
    ({"round": "4", "units": {"Arkadia": {"sparta": 4, "athens": 4}}},
     "Arkadia holds 8 units of both sides: the battle there would have been fought already"),
    ({"poleis": {"Athenai": "sparta"}}, "Athenai is Athens's capital"),
    ({"poleis": {"Argos": ("sparta", 6)}}, "Argos's population is a whole number 1 to 5"),
    ({"poleis": {"Argos": (None, 2)}}, "neutral Argos has its base population 3, not 2"),
    ({"poleis": {"Argos": "thebes"}}, "no side 'thebes'; the sides are athens, sparta"),
    ({"units": {"Atlantis": {"sparta": 1}}}, "no territory 'Atlantis'"),
    ({"completed": {"Argos": ["Nemean Games"]}}, "1 projects completed before round 3"),
    ({"round": "4", "completed": {"Argos": ["Theatre"]}},
     "Argos cannot take the project Theatre (its project kinds: games; Hegemony reference §5.4)"),
    ({"round": "4", "begun": {"Argos": "Nemean Games"}, "poleis": {"Argos": None}},
     "Nemean Games begun in neutral Argos"),
    ({"events": {"4": "No Event"}}, "no event card is drawn for round 4 before it begins"),
    ({"round": "4", "events": {"4": "Peasant Revolts"}, "tribute": {"Ionia": "athens"}},
     "Ionia cannot be collected this round (Peasant Revolts)"),
    ({"events": {"3": "Peasant Revolts"}},
     "no event card 'Peasant Revolts'; round 3's event cards are No Event, Earthquake"),
    ({"round": "4", "decks": {"events 6": ["No Event"]}}, "no deck 'events 6' to stack"),
    ({"decks": {"events 4": ["Betrayal", "Betrayal"]}},
     "the events 4 deck holds no (more) 'Betrayal' to put on top"),
    ({"passed": ["sparta"], "player": "sparta"}, "Sparta has passed"),
    ({"proxenos": {"athens": "Argos", "sparta": "Argos"}}, "both proxenoi stand in Argos"),
    ({"resources": {"athens": {"silver": -1}}}, "Athens's silver is a whole number 0 or more"),
    ({"units": {"Lakedaimon": {"sparta": 3}, "Messenia": {"sparta": 3},
                "Arkadia": {"sparta": 3}, "Achaia": {"sparta": 3}, "Megaris": {"sparta": 3},
                "Boiotia": {"sparta": 3}, "Thessalia": {"sparta": 3},
                "Makedonia": {"sparta": 3}, "Akarnania": {"sparta": 3},
                "Ionia": {"sparta": 3}, "Sikelia": {"sparta": 3}, "Attika": {"sparta": 3},
                "Kyklades": {"sparta": 3}, "Ionio Pelagos": {"sparta": 3}}},
     "Sparta has more cubes on the board than its pieces (Hegemony reference §2)"),
    ({"market": {"wine": 99}}, "the wine marker's space is a whole number 0 to"),
    ({"actions_taken": ["create hoplites", "besiege"]},
     "a turn is 2 different actions, and the side to act is still in its turn"),
    ({"actions_taken": ["bribe"]}, "no kind of action 'bribe'"),
    ({"seed": "x"}, "seed= is a whole number"),
    ({"hoplite_territory": "far"}, "hoplite_territory"),
    ({"colour": "red"}, "unknown rule option(s): 'colour'"),
])
def test_the_hegemony_builder_refuses_what_the_rules_cannot_reach(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hegemony.position(**kwargs)
    assert words in str(err.value)


def test_the_hegemony_builder_fills_in_pools_decks_and_earlier_rounds():
    from polislab.games.hegemony.state import (
        PROJECT_NAMES,
        ROUND_NAMES,
        conservation_errors,
        event_deck_cards,
        pieces_on_board,
    )

    state = hegemony.position(round="5α", poleis={"Argos": ("sparta", 4)},
                              completed={"Argos": ["Nemean Games"]},
                              begun={"Athenai": "Theatre"}, events={"4": "Age of Pericles"})
    assert conservation_errors(state) == []
    limits = hegemony.COMPONENTS.limits
    for side in ("athens", "sparta"):  # seed 000 §2: every piece in the pool or on the board
        board, pool = pieces_on_board(state, side), state.side(side).pool
        assert board.cubes + pool.cubes == limits.cubes_per_side
        assert board.discs + pool.discs == limits.discs_per_side
    # an event card drawn for every round so far; the decks hold the rest
    assert state.events_drawn == ("No Event", "Age of Pericles", "No Event")
    for i, name in enumerate(ROUND_NAMES):
        drawn = [state.events_drawn[i]] if i < len(state.events_drawn) else []
        assert Counter(state.event_decks[i]) + Counter(drawn) == Counter(event_deck_cards(name))
    # 3 tiles laid out a round: 6 before round 5α, one completed, so 5 discarded (HG58)
    assert len(state.project_discard) == 5 and len(state.project_offer) == 2
    every = [*state.project_offer, *state.project_deck, *state.project_discard,
             "Nemean Games", "Theatre"]
    assert Counter(every) == Counter(PROJECT_NAMES)
    assert state.first_player == "sparta" and state.player == "sparta"  # tie: Sparta (§3)
    assert hegemony.position() == hegemony.position(seed=0)
    # seed 000 §3-§4: the side with less Prestige begins, unless the round's card names one
    assert hegemony.position(prestige={"athens": 2}).player == "athens"
    assert hegemony.position(events={"3": "Leotychidas II"}).first_player == "athens"
    # a captured proxenos is off the board, in its side's pool (seed 000 §7)
    captured = hegemony.position(proxenos={"sparta": None})
    assert captured.side("sparta").proxenos is None and captured.side("sparta").pool.proxenoi == 1
    top = hegemony.position(round="4", decks={"projects": ["Theatre"], "events 5α": ["Pacifism"]})
    assert top.project_deck[0] == "Theatre" and top.event_decks[2][0] == "Pacifism"
    stacked = hegemony.position(randomness=ScriptedRandomness(
        decks={"projects": list(PROJECT_NAMES)}, fallback=hegemony.engine.Randomness(0)))
    assert stacked.project_offer == PROJECT_NAMES[:3]


# -- the Hellas builder --------------------------------------------------------------------------
ARGOS = ("Argos", (0, -1), 1, "light", 2, 1)


@pytest.mark.parametrize("cities, kwargs, words", [
    ([ARGOS, ("Naxos", (5, 5), 0, "dark", 1, 0)], {},
     "Naxos at 5,5 could never have been laid: a tile goes next to the dolphin tile or next "
     "to two tiles already on the map (Hellas reference §4 Initial Map Creation; Hellas "
     "reference §9 FAQ: Can I place a tile that only touches one tile, if it's the dolphin?)"),
    ([ARGOS], {"hands": {"Light": ["Battle Fury"]}},
     "hands: 'Light' is no player; the players are light, dark"),
    ([("Argos", (0, -1), 2, "light", 1, 0)], {}, "does not match its neighbours"),
    ([ARGOS, ("Thebai", (1, -2), 1, "dark", 2, 1), ("Sparta", (1, -1), 5, "dark", 1, 1)], {},
     "Thebai at 1,-2 could never have been laid: its water on the north, north-west edges "
     "would meet no water on the map: a new water segment"),
    ([("Argos", "north", 1, "light", 2, 1)], {}, "a place is written q,r"),
    ([("Argos", (0, -1), 7, "light", 2, 1)], {}, "a rotation is a whole number 0 to 5"),
    ([("Atlantis", (0, -1), 1, "light", 2, 1)], {}, "no city tile 'Atlantis'"),
    ([ARGOS], {"hands": {"light": ["Atlantis"]}}, "no god card 'Atlantis'"),
    ([ARGOS], {"hands": {"light": "Battle Fury"}}, "hands['light'] is a list of names"),
    ([ARGOS], {"turn": 0}, "turn is a whole number, 1 or more"),
    ([ARGOS], {"colour": 1}, "unknown rule option(s): 'colour'"),
    ([("Argos", (0, -1), 1, "light", 16, 1)], {}, "the position does not add up"),
    ("Argos", {}, "cities is a list"),
])
def test_the_hellas_builder_refuses_what_the_rules_cannot_reach(cities, kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hellas.position(cities, **kwargs)
    assert words in str(err.value)


def test_the_hellas_builder_reads_a_place_as_text_and_fills_in_supplies_and_decks():
    from polislab.games.hellas.state import conservation_errors

    state = hellas.position([("Argos", "0,-1", 1, "light", 2, 1)],
                            hands={"dark": ["Shield Wall"]})
    assert state.city("Argos").place == (0, -1) and conservation_errors(state) == []
    c = hellas.COMPONENTS
    assert state.side("light").greeks + 2 == c.limit("greeks")  # seed 003 §2
    assert state.side("dark").ships == c.limit("ships")
    assert Counter([*state.stack, "Argos"]) == Counter(c.tile_names)
    dealt = Counter(x for deck in state.decks for x in deck) + Counter(["Shield Wall"])
    assert dealt == Counter(x for god in hellas.GODS for x in c.deck(god))


# -- the Hexemonia builder -----------------------------------------------------------------------
NAMES = ("Ann", "Bob")


@pytest.mark.parametrize("kwargs, words", [
    ({"cities": {"Ann": {"1a": "Quarry +Atlantis"}}}, "1a: the token: unknown tile 'Atlantis'"),
    ({"cities": {"Ann": {"1a": "Asty 1c", "1b": "Asty 1c"}}},
     "two Asty tiles: a Polis tile stands once in a city-state"),
    ({"cities": {"Ann": {"1a": "Quarry", "2c": "Spring"}}},
     "Ann's city-state is not in one piece"),
    ({"cities": {"Ann": {"1a": "Oracle"}}}, "a Myth tile is not placed in a city-state"),
    ({"cities": {"Cleo": {"1a": "Quarry"}}}, "no player named 'Cleo'; the players are Ann, Bob"),
    ({"cities": {"Ann": {"9z": "Quarry"}}}, "'9z' is not a place"),
    ({"cities": {"Ann": {"1a": 3}}}, "a tile is written as text"),
    ({"cities": ["Ann"]}, "cities is a mapping"),
    ({"hands": {"Ann": ["Atlantis"]}}, "Ann's hand: unknown tile 'Atlantis'"),
    ({"hands": {"Ann": "Quarry"}}, "Ann's hand is a list of tile titles"),
    ({"acropolis": ["Athens", "Atlantis"]}, "unknown Acropolis 'Atlantis'"),
    ({"cities": {"Ann": {"1a": "Quarry 99c"}}}, "more cubes on the tiles than"),
    ({"turn": 1}, "turn is a player's name"),
    ({"colour": 1}, "unknown rule option(s): 'colour'"),
])
def test_the_hexemonia_builder_refuses_what_the_rules_cannot_reach(kwargs, words):
    with pytest.raises(ScenarioError) as err:
        hexemonia.position(NAMES, **kwargs)
    assert words in str(err.value)


def test_the_hexemonia_builder_takes_a_layout_war_leaves():
    # seed 004 Example 7: Corrado's Country at 2a with nothing else in ring 2 (a tile taken)
    state = hexemonia.position(("Ann", "Bob", "Cleo"), cities={"Ann": {
        "1a": "Asty 2c 1h 1g", "1b": "Temple 1c 1g", "1c": "Country 2c", "1d": "Necropolis 1c",
        "1e": "Pasture 1c", "1f": "Spring", "2a": "Country 1c"}})
    assert state.tile_at("Ann", "2a").tile == "Country"


def test_the_hexemonia_builder_fills_in_the_supply_and_the_tiles():
    from polislab.games.hexemonia.state import CUBES, conservation_errors

    state = hexemonia.position(NAMES, cities={"Ann": {"1a": "Quarry 3c 2g"}},
                               hands={"Bob": ["Spring"]})
    assert conservation_errors(state) == []
    on_tiles = [sum(p.cubes[k] for pl in state.players for p in pl.city) for k in range(3)]
    assert [s + t for s, t in zip(state.supply, on_tiles, strict=True)] == list(CUBES)
    held = [*state.display, *state.stack, *state.underworld, "Quarry", "Spring"]
    assert Counter(held) == Counter(hexemonia.COMPONENTS.tiles_for(2))
