"""Hellas on the generic widgets, without a browser: a click on a city, the ships beside it, an
empty place, a god card, the stack or a deck offers the legal actions involving it, choosing one
plays it and the board follows, an illegal choice is explained and changes nothing, the
computer and chance play their turns, and the god-card hands stay hidden in a shared view.

The widgets are driven through their Python API (``click``, ``choose``, the buttons and the text
box), the paths the browser's events take. What a click must offer is worked out here from the
engine's legal actions and the actions' own fields, not from the render module.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_hellas_attack import start

from polislab.core import Scenario, Step
from polislab.core.players import ChancePlayer, RandomPlayer
from polislab.games.hellas import actions as a
from polislab.games.hellas import engine
from polislab.games.hellas.hexes import format_place
from polislab.games.hellas.position import position, turned
from polislab.games.hellas.state import conservation_errors
from polislab.games.hellas.ui import clicks
from polislab.widgets import BoardView, PlayView, TutorialPlayer

SMALL = 28  # half size: the same scene, quicker to draw
HANDS = {"light": ["Battle Fury", "Thunderbolt"], "dark": ["Shield Wall", "Storm"]}


def human(state: Any, **kwargs: Any) -> PlayView:
    """A view for two players at one screen, chance left to the learner unless given."""
    kwargs.setdefault("chance", None)
    return PlayView(state, size=SMALL, **kwargs)


def cities_of(action: Any) -> set[str]:
    """Every city an action names: where it adds, attacks, moves, or aims a card."""
    names = {getattr(action, f, None) for f in ("city", "target", "origin", "to")}
    names |= {c for c, _ in getattr(action, "sources", ())} | set(getattr(action, "at", ()))
    return {n for n in names if isinstance(n, str)}


def texts_inside(view: BoardView, region: str) -> list[str]:
    """The words drawn inside a region of the board's scene."""
    x, y, w, h = view.scene.regions[region]
    return [
        s.text
        for s in view.scene.layers["pieces"]
        if s.kind == "text" and x <= s.x < x + w and y <= s.y < y + h
    ]


# -- clicks offer the legal actions -------------------------------------------------------------
def test_a_click_on_a_city_offers_exactly_the_legal_actions_naming_it() -> None:
    state = start()  # seed 003 §5: light chooses a Burst of Strength, a voyage or an attack
    view = human(state)
    for city in ("Argos", "Sparta", "Megara"):
        view.click(city)
        expected = [x for x in engine.legal_actions(state) if city in cities_of(x)]
        assert list(view.choices) == expected, city
        assert view.board.marks == {"highlight": [city]}
    view.click("Sparta")  # dark's city: every attack on it (seed 003 §5 Option 3)
    assert view.choices and all(isinstance(x, a.Attack) for x in view.choices)
    assert a.Attack("Sparta", (("Argos", 1),)) in view.choices
    assert view.state is state and len(view.timeline) == 0  # offering plays nothing


def test_choosing_an_attack_plays_it_and_the_board_and_the_events_follow() -> None:
    state = start()
    view = human(state)
    assert "D" in texts_inside(view.board, "Sparta")  # dark's plate
    view.click("Sparta")
    view._choice_list.value = list(view.choices).index(a.Attack("Sparta", (("Argos", 1),)))
    view._choose_button.click()  # the button the learner presses
    after, events = engine.apply(state, "attack Sparta from Argos")
    assert view.state == after and view.board.state is view.state
    assert view.choices == () and view._choice_box.layout.display == "none"
    assert events[0].text in view._events.value and "Attack Over Land" in view._events.value
    # nobody holds a card, so the fight is decided at once (seed 003 §5 Option 3: over land,
    # as many Greeks as the defence suffice)
    assert view.state.city("Sparta").owner == "light"
    assert "L" in texts_inside(view.board, "Sparta")  # the canvas follows: light's plate now


def test_the_defender_answers_from_the_attacked_city() -> None:
    view = human(start(hands=HANDS))
    view.play("attack Sparta from Argos")
    view.click("Sparta")  # dark may play Shield Wall (seed 003 §9 FAQ: cards marked) or pass
    assert {str(x) for x in view.choices} == {"play Shield Wall", "pass"}
    view.choose("pass")
    assert view.state.attack is not None and view.state.attack.window == "attacker"
    view.click("light card Battle Fury")
    assert [str(x) for x in view.choices] == ["play Battle Fury"]


def test_the_stack_offers_the_voyage_and_its_draw_with_exact_odds() -> None:
    view = human(start(hands=HANDS))
    view.click("stack")
    assert [str(x) for x in view.choices] == ["voyage"]
    view.choose(0)
    view.click("stack")  # chance left to the learner: every tile, each 1 in 18 (ruling HL7)
    stack = view.state.stack
    assert len(view.choices) == len(stack) == 18
    assert [label for label, _ in view._choice_list.options][0] == f"draw {stack[0]} (1 in 18)"
    view.choose("draw Delos")
    assert view.state.drawn == "Delos" and view.state.reacting  # dark may play Storm first


def test_an_empty_place_offers_the_drawn_tile_there_each_way_it_fits() -> None:
    state = engine.apply(engine.apply(start(), "voyage")[0], "draw Delos")[0]
    assert not state.reacting  # dark holds no card to play against the voyage
    legal = engine.legal_actions(state)
    place = format_place(next(x.place for x in legal if isinstance(x, a.Place)))
    view = human(state)
    view.click(place)
    assert list(view.choices) == [
        x for x in legal if isinstance(x, a.Place) and format_place(x.place) == place
    ]
    view.click("drawn tile")  # the drawn tile offers every placement and the refusal
    assert set(view.choices) == {x for x in legal if isinstance(x, (a.Place, a.Reject))}


def test_each_placement_choice_says_which_edges_its_land_then_lies_on() -> None:
    # seed 003 §4: "Match land/water edges exactly"; a rotation is the notation's number
    # (ruling HL1: k sixths of a turn clockwise), so each choice names the map edges where
    # the tile's land then lies, worked out here from the printed edges.
    names = ("north", "north-east", "south-east", "south", "south-west", "north-west")
    state = position([], setup=True, drawn="Sparta")  # land on printed edges 0, 1, 2
    view = human(state)
    view.click("0,-1")
    labels = [label for label, _ in view._choice_list.options]
    assert labels and len(labels) == len(view.choices)
    for label, choice in zip(labels, view.choices, strict=True):
        land = [names[(e + choice.rotation) % 6] for e in (0, 1, 2)]
        where = [n for n in names if n in land]  # in the order of the edges, north first
        assert label == (f"{choice}: land on the {where[0]}, {where[1]} and {where[2]} edges")


def test_a_place_where_the_drawn_tile_fits_nowhere_says_why_for_every_rotation() -> None:
    state = engine.apply(engine.apply(start(), "voyage")[0], "draw Delos")[0]
    legal = {format_place(x.place) for x in engine.legal_actions(state) if isinstance(x, a.Place)}
    view = human(state)
    bad = next(p for p in ("1,-2", "2,0", "-1,1", "0,1", "2,-1", "-1,0") if p not in legal
               and p in view.board.scene.regions)
    view.click(bad)
    assert view.choices == () and view.message.startswith("Delos")
    assert "Hellas reference §5 Option 2" in view.message and "No legal action" not in view.message


def test_the_ships_beside_a_city_and_a_god_deck_offer_the_burst_actions() -> None:
    view = human(start())
    view.click("ships Naxos")  # seed 003 §5 Option 1: place a new ship
    assert [str(x) for x in view.choices] == ["add ship Naxos"]
    view.click("deck Zeus")  # seed 003 §5 Option 1: take a god card
    assert [str(x) for x in view.choices] == ["take card Zeus"]
    view.choose(0)
    assert view.state.side("light").unseen == ("Zeus",) and view.state.step == "burst"


def test_after_the_third_burst_action_the_players_panel_offers_end_burst() -> None:
    # seed 003 §5 Option 1: with more cities with temples "you may take 4 actions": after the
    # third, the panel offers "end burst" beside the fourth (ruling HL13).
    state = position([("Argos", (0, -1), turned("Argos", 1, 2), "light", 1, 1),
                      ("Sparta", (1, -1), turned("Sparta", 5, 0, 1), "dark", 1, 1),
                      ("Naxos", (1, 0), 0, "light", 1, 1), ("Delos", (0, 1), 0, "light", 1, 0)])
    view = human(state)
    for action in ("add greek Argos", "add greek Naxos"):
        view.choose(action)
    view.click("panel light")
    assert "end burst" not in [str(x) for x in view.choices]  # the first 3 are due
    view.choose("add ship Naxos")
    view.click("panel light")
    assert "end burst" in [str(x) for x in view.choices]
    view.choose("end burst")
    assert view.state.step == "regroup" and view.state.burst_used == 3


def test_a_god_card_in_the_hand_offers_its_plays() -> None:
    state = start(hands=HANDS, sparta=2)
    view = human(state)
    view.click("light card Thunderbolt")  # seed 003 §7: played on your turn
    assert list(view.choices) == [a.Play("Thunderbolt", at=("Sparta",))]
    view.choose(0)
    assert view.state.city("Sparta").greeks == 1
    assert view.state.discard("Zeus") == ("Thunderbolt",)


# -- illegal choices change nothing ------------------------------------------------------------
def test_a_click_that_offers_nothing_says_why_in_the_rules_words() -> None:
    state = start(hands=HANDS)  # Sparta holds 1 Greek: Thunderbolt needs 2 or more
    view = human(state)
    view.click("light card Battle Fury")  # played during your attack (seed 003 §7; HL23)
    assert view.choices == () and "Battle Fury" in view.message and "HL23" in view.message
    assert "It cannot be played now" in view.message and "light card" not in view.message
    assert ".." not in view.message
    view.click("panel dark")  # named as a learner names it, not by the region's name
    assert view.message.startswith("Light can do nothing with Dark's panel now")
    view.click("1,-2")  # no tile drawn: an empty place waits for a voyage
    assert "Hellas reference §5 Option 2" in view.message
    assert view.state is state and len(view.timeline) == 0


def test_an_illegal_typed_or_chosen_action_is_explained_and_changes_nothing() -> None:
    state = start()
    view = human(state)
    view._entry.value = "attack Sparta from Megara"  # not joined to Sparta (§5 Option 3)
    view._play_button.click()
    assert "Hellas reference §5 Option 3" in view.message and "Megara" in view.message
    view.choose("attack Sparta from Argos x3")  # Argos must keep one Greek (§9 FAQ)
    assert "keep at least one" in view.message
    assert view.state is state and len(view.timeline) == 0


# -- hidden hands -----------------------------------------------------------------------------
def test_a_shared_view_shows_only_the_hand_of_the_player_deciding() -> None:
    state = start(hands=HANDS)
    view = human(state)
    svg = view.svg()
    # card names are wrapped on the cards: look for one word of each
    assert "Thunderbolt" in svg and "Shield" not in svg and "Storm" not in svg
    assert not any(name.startswith("dark card") for name in view.board.scene.regions)
    view.show_all = True  # a teacher's screen (seed 003 §3: hands are secret otherwise)
    assert "Shield" in view.svg() and "dark card Storm" in view.board.scene.regions


def test_against_the_computer_its_hand_and_its_draws_stay_hidden() -> None:
    state = start(hands=HANDS, end_burst_early=True)  # a burst may end at once (HL13's option)
    view = PlayView(state, opponent=RandomPlayer(seed=3), size=SMALL)
    assert view.board.seen_by == "light"
    view.click("panel light")
    view.choose("end burst")  # light ends the burst at once, then the turn
    view.click("panel light")
    view.choose("end turn")  # dark and chance play theirs
    assert engine.to_move(view.state) == "light" and len(view.timeline) > 2
    hidden = set(view.state.side("dark").cards) - set(HANDS["light"])
    assert hidden and not any(card in view.svg() for card in hidden)
    drawn = [
        e
        for entry in view.timeline.entries
        for e in entry.events
        if e.kind == "draw card" and e.data["player"] == "dark"
    ]
    for event in drawn:  # "Dark looks at the Zeus card ..., seen only by Dark", not its name
        assert event.text not in view._events.value
        hidden_text = clicks.event_text(event, "light")
        assert event.data["card"] not in hidden_text
        assert f"{event.data['god']} card" in hidden_text
        assert hidden_text.endswith(f"seen only by Dark ({event.rule}).")
        assert clicks.event_text(event, "light", show_all=True) == event.explain()
    assert "your turn" in view._status.value
    # the move log's headings are sentences ("Dark places a new Greek in Sparta"), no verbs of
    # the notation ("Dark played add greek Sparta")
    assert "Dark " in view._events.value and " played " not in view._events.value


def test_random_players_and_chance_play_on_through_the_view() -> None:
    view = PlayView(
        engine.initial_state(), opponent=RandomPlayer(seed=5), opponent_side="dark", size=SMALL
    )
    mine = RandomPlayer(seed=6)
    for _ in range(30):  # light's moves, at random; dark and chance answer each
        if view.state.phase == "over":
            break
        assert engine.to_move(view.state) == "light"
        view.play(mine(view.state))
    assert conservation_errors(view.state) == []
    assert view.state.phase != "setup" and len(view.timeline) > 30


def test_the_chance_player_draws_by_the_decks_copies() -> None:
    state = engine.initial_state()  # the first draw: light's Ares card (seed 003 §3)
    odds = dict((str(x), p) for x, p in engine.chance_outcomes(state))
    draws = [str(ChancePlayer(seed=s)(state)) for s in range(400)]
    assert set(draws) <= set(odds)
    # Forced March has 4 copies in 16 Ares cards, Phalanx 2: drawn about twice as often
    assert draws.count("draw Forced March") > draws.count("draw Phalanx")


# -- a scripted scenario on the tutorial player --------------------------------------------------
def test_the_tutorial_player_steps_through_a_hellas_scenario() -> None:
    scenario = Scenario(
        "hellas",
        start(),
        [
            Step(None, "Light's Argos is joined by land to dark's Sparta."),
            Step(
                "attack Sparta from Argos",
                "Light attacks over land and wins: dark has no city left.",
                marks={"highlight": ["Sparta"]},
            ),
        ],
        title="Over land",
    )
    player = TutorialPlayer(scenario, size=SMALL)
    assert player.state == start() and "L" not in texts_inside(player.view.board, "Sparta")
    player.next()
    assert player.state.city("Sparta").owner == "light" and player.state.phase == "over"
    assert player.view.board.marks == {"highlight": ["Sparta"]}
    assert "Light wins" in player.view._events.value
    assert "L" in texts_inside(player.view.board, "Sparta")


@pytest.mark.parametrize("bad", ["panel", "card Storm", "deck Hera"])
def test_unknown_places_are_refused_by_the_board(bad: str) -> None:
    view = human(start())
    before = view.state
    view.click(bad)  # explained in the panel, not raised (issue 17)
    assert f"There is no place {bad!r} on this board" in view.message
    assert view.state == before


# -- the move log speaks the learner's words ---------------------------------------------------
def test_the_move_log_headings_are_sentences_not_the_notation() -> None:
    from polislab.games.hellas.ui import INTERFACE

    state = start(hands=HANDS)  # light to act: Argos 3 Greeks, joined to Sparta by land
    heading = INTERFACE.move_heading
    assert heading(state, a.Attack("Sparta", (("Argos", 2),))) == \
        "Light attacks Sparta from Argos with 2 Greeks"
    assert heading(state, a.AddGreek("Argos")) == "Light places a new Greek in Argos"
    assert heading(state, a.TakeCard("Ares")) == "Light takes an Ares card"
    assert heading(state, a.Voyage()) == "Light sets out on a voyage"
    assert heading(state, a.Move("greek", "Argos", "Pylos", 2)) == \
        "Light moves 2 Greeks from Argos to Pylos"
    assert heading(state, a.EndTurn()) == "Light ends the turn"
    attacked, _ = engine.apply(state, "attack Sparta from Argos x2")
    assert heading(attacked, a.Play("Shield Wall")) == "Dark plays Shield Wall"
    assert heading(attacked, a.Pass()) == "Dark plays no more cards in the attack on Sparta"
    # a card drawn into a hand the board hides is not named
    drawing, _ = engine.play(state, "add greek Naxos", "take card Zeus", "add greek Pylos")
    assert engine.to_move(drawing) == "chance"
    draw = engine.legal_actions(drawing)[0]
    assert heading(drawing, draw, "dark", False) == "Chance draws a Zeus card, seen only by Light"
    assert heading(drawing, draw, "light", False).startswith("Chance draws ")
    assert str(draw).removeprefix("draw ") in heading(drawing, draw, "light", False)
