"""Hexemonia on the generic widgets, without a browser: a click on a place (a face-up tile, a
tile in hand, a hex, a cube, a Myth, the Acropolis, the stack, the actions box) offers the legal
actions involving it, choosing one plays it and the state and the scene change, an illegal
choice is explained and changes nothing, chance and the computer play their turns, and hands
and hidden Acropolis tiles stay hidden.

What a click must offer is worked out here from the engine's legal actions and the action's own
fields (the place it names), not from the render module.
"""

from __future__ import annotations

import random
import re
from typing import Any

from polislab.core import Scenario, Step
from polislab.core.players import RandomPlayer
from polislab.games.hexemonia import engine
from polislab.games.hexemonia.setup import position
from polislab.games.hexemonia.state import State
from polislab.games.hexemonia.ui import board as look
from polislab.games.hexemonia.ui import clicks
from polislab.widgets import BoardView, PlayView, TutorialPlayer

SMALL = 28  # half size: the same scene, quicker to draw


def human(state: State, **kwargs: Any) -> PlayView:
    """A view for players at one screen, chance left to the learner unless given."""
    kwargs.setdefault("chance", None)
    return PlayView(state, size=SMALL, **kwargs)


def texts(view: BoardView) -> list[str]:
    return [t.text for t in view.scene.layers["pieces"] if t.kind == "text"] + [
        t.text for t in view.scene.layers["board"] if t.kind == "text"
    ]


def example_4() -> State:
    """Seed 004 §Example 4 and 5's table, Andrea to make war: Barbara's Quarry (3 Citizens,
    2 Gold) beside an Inactive Walls and an Active Phalanx; Corrado's Amphitheater (1 Citizen,
    the Oracle token)."""
    return position(
        ("Andrea", "Barbara", "Corrado"),
        cities={
            "Andrea": {"A": "4h 2c 1g", "1a": "Labyrinth 1c 1h", "1b": "Amphitheater 2c 1g"},
            "Barbara": {"1a": "Quarry 3c 2g", "1b": "Walls", "1f": "Phalanx 2h 4g"},
            "Corrado": {"1a": "Amphitheater 1c 1g +Oracle"},
        },
        myths={"Corrado": ["Oracle"]},
        hands={"Andrea": ["Pasture"], "Barbara": ["Temple"], "Corrado": ["Spring"]},
        turn="Andrea",
    )


# -- step A: the face-up tiles and the supply ----------------------------------------------------
def test_a_click_on_a_face_up_tile_offers_taking_it_and_choosing_plays_it() -> None:
    """Seed 004 §Step A: take one of the four face-up tiles; its place is refilled."""
    state = engine.initial_state(3, players=3)
    view = human(state)
    first = state.display[0]
    view.click("display 1")
    assert [str(a) for a in view.choices] == [f"take {first}"]
    assert view._choice_box.layout.display == "flex"
    assert view.state is state and len(view.timeline) == 0  # offering plays nothing
    before = texts(view.board)
    view._choice_list.value = 0
    view._choose_button.click()
    after, events = engine.apply(state, f"take {first}")
    assert view.state == after and first in view.state.players[0].hand
    assert view.board.state is view.state and texts(view.board) != before
    assert events[0].text in view._events.value
    assert "Hexemonia rulebook §Step A" in view._events.value


def test_the_second_draw_offers_a_resource_from_the_supply_onto_the_acropolis() -> None:
    """Seed 004 §Step A: the second draw may be one Resource, placed on the Acropolis."""
    state = engine.play(
        engine.initial_state(3, players=3), f"take {engine.initial_state(3, players=3).display[0]}"
    )
    view = human(state)
    view.click("supply gold")
    assert [str(a) for a in view.choices] == ["take gold"]
    view.choose(0)
    assert view.state.players[0].city[0].gold == state.players[0].city[0].gold + 1
    assert view.state.step == "play"


# -- step B: tiles from hand, their cost -------------------------------------------------------
def test_a_tile_in_hand_offers_each_legal_place_and_a_hex_the_tiles_that_fit() -> None:
    """Seed 004 §Step B: a first tile touches the Acropolis; every ring-1 place is offered."""
    state = example_4()
    view = human(state)
    view.click("Andrea hand Pasture")
    expected = [
        a
        for a in engine.legal_actions(state)
        if getattr(a, "tile", None) == "Pasture" and str(a).startswith("play")
    ]
    assert list(view.choices) == expected and expected
    view.click("Andrea 1c")
    at_1c = [
        a
        for a in engine.legal_actions(state)
        if getattr(a, "at", None) == "1c" and str(a).startswith("play")
    ]
    assert list(view.choices) == at_1c
    view.choose("play Pasture at 1c")
    assert view.state.pending is not None and view.state.pending.kind == "pay"
    # Paying the cost: a click on a cube of the Acropolis offers paying from there.
    view.click("Andrea A citizens")
    assert "pay citizen from A" in [str(a) for a in view.choices]
    view.choose("pay citizen from A")
    placed = view.state.tile_at("Andrea", "1c")
    assert placed is not None and placed.tile == "Pasture" and placed.citizens == 1
    assert "Pasture" in texts(view.board)


def test_the_actions_box_offers_the_four_actions_and_choosing_one_plays_it() -> None:
    """Seed 004 §Step C: one of Production, Strategy, Special, War."""
    state = example_4()
    view = human(state)
    view.click("actions")
    assert {"produce", "strategy", "war"} <= {str(a) for a in view.choices}
    view.choose("war")
    assert view.state.step == "action" and view.state.action == "war"


# -- war: an opponent's hex, cubes, the attack --------------------------------------------------
def test_war_a_click_on_an_opponents_tile_attacks_and_cubes_commit() -> None:
    """Seed 004 §Example 4: Andrea attacks Barbara's Quarry, commits 4 Hoplites and charges."""
    state = engine.play(example_4(), "war")
    view = human(state)
    view.click("Barbara 1a")
    assert [str(a) for a in view.choices] == ["attack Barbara 1a"]
    view.choose(0)
    assert view.state.pending.kind == "commit"
    assert view.board.scene.regions["Barbara 1a"]  # the target stays clickable
    view.click("Andrea A hoplites")
    offered = [str(a) for a in view.choices]
    assert offered == [f"commit {n} hoplite{'s' * (n > 1)} from A" for n in range(1, 5)]
    view.choose("commit 4 hoplites from A")
    view.click("Barbara 1a")  # the target now offers the charge (and calling it off)
    assert {"charge", "call off"} <= {str(a) for a in view.choices}
    view.choose("charge")
    assert "the Quarry falls" in view._events.value
    assert view.state.pending.kind == "place"  # the Quarry joins Andrea's city: where?
    view.click("Andrea 1c")
    assert [str(a) for a in view.choices] == ["place Quarry at 1c"]
    view.choose(0)
    quarry = view.state.tile_at("Andrea", "1c")
    assert quarry.tile == "Quarry" and (quarry.citizens, quarry.hoplites, quarry.gold) == (1, 1, 2)
    assert view.state.tile_at("Barbara", "1a") is None
    assert "Spoils of War" in view._events.value


def test_a_click_that_offers_nothing_says_why_in_the_rules_words_and_changes_nothing() -> None:
    state = example_4()
    view = human(state)
    view.click("Barbara 1a")  # war is not chosen yet
    assert view.choices == () and view.state is state
    assert "attack Barbara 1a" in view.message and "Hexemonia rulebook" in view.message


def test_an_illegal_choice_or_typed_action_is_explained_and_changes_nothing() -> None:
    state = example_4()
    view = human(state)
    view.click("Andrea hand Pasture")
    view.choose("play Pasture at 2d")  # not a place the rules allow
    assert view.state is state and len(view.timeline) == 0
    assert "Hexemonia rulebook" in view.message
    view._entry.value = "attack Barbara 1f"
    view._play_button.click()
    assert view.state is state and "attack Barbara 1f" in view.message
    view._entry.value = "play Pasture at 1c"
    view._play_button.click()
    assert view.state.pending is not None and view.state.pending.kind == "pay"


# -- hidden information --------------------------------------------------------------------------
def test_a_shared_board_shows_only_the_hand_and_acropolis_of_the_player_to_act() -> None:
    """Seed 004 §Setting Up the Game: hands and (with 3 or 4) the Acropolis are secret."""
    state = example_4()
    view = human(state)
    regions, words = view.board.scene.regions, texts(view.board)
    assert "Andrea hand Pasture" in regions and "Barbara hand Temple" not in regions
    hands = [w for w in words if w.startswith("Hand:")]  # the others, in short
    assert hands == ["Hand: 1 tile; Myths: none.", "Hand: 1 tile; Myths: Oracle (Political)."]
    assert "Sparta" not in view.board.scene.description  # Barbara's Acropolis is secret
    view.show_all = True
    assert "Hand: Temple; Myths: none." in texts(view.board)
    assert "Hand: Spring; Myths: Oracle (Political)." in texts(view.board)


def test_against_the_computer_the_learners_hand_shows_and_the_computers_is_hidden() -> None:
    state = engine.initial_state(11, players=2)
    view = PlayView(state, RandomPlayer(seed=2), opponent_side="blue", size=SMALL)
    assert engine.to_move(view.state) == "red"
    red, blue = view.state.players
    regions = view.board.scene.regions
    assert all(f"red hand {t}" in regions for t in red.hand)
    assert not any(name.startswith("blue hand ") for name in regions)
    for title in set(blue.hand) - set(red.hand):
        assert title not in texts(view.board)


# -- a whole game by clicks, chance and the computer --------------------------------------------
def test_every_legal_action_of_random_games_is_offered_by_a_click_on_the_board() -> None:
    rng = random.Random(4)
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        state = engine.initial_state(seed, players=players)
        for _ in range(150):
            if engine.is_over(state):
                break
            regions = look.scene(state).regions
            actions = engine.legal_actions(state)
            for action in actions:
                places = [p[0] for p in clicks.action_paths(state, action)]
                assert any(p in regions for p in places), (str(action), places)
            state = engine.apply(state, rng.choice(actions))[0]


def test_the_computer_plays_its_turns_and_chance_takes_pandoras_tile() -> None:
    state = engine.initial_state(5, players=2)
    view = PlayView(state, RandomPlayer(seed=3), opponent_side="blue", size=SMALL)
    while engine.to_move(view.state) == "red" and view.state.turns == 1:
        view.choose(0) if view.choices else view.click("actions")
    assert view.state.turns >= 2 and engine.to_move(view.state) == "red"  # blue played
    shown = view._events.value
    heads = " ".join(re.findall(r'class="polislab-log-head"[^>]*>([^<]*)<', shown))
    # the move log heads each move with a sentence (blue's turn begins with step A's draw)
    assert "blue takes " in heads and "from the face-up tiles" in heads
    assert "computer&#x27;s reply" in heads and " played " not in heads
    pandora = position(
        ("red", "blue", "green"),
        cities={"red": {"1a": "Temple 1c 1g +Pandora"}},
        myths={"red": ["Pandora"]},
        hands={"blue": ["Walls", "Port"]},
    )
    pandora = engine.play(pandora, "special", "use Pandora on blue")
    assert engine.to_move(pandora) == "chance"
    view = human(pandora)
    view.click("actions")
    assert sorted(clicks.choice_label(pandora, a) for a in view.choices) == [
        "blue discards the Port (1 in 2)",
        "blue discards the Walls (1 in 2)",
    ]
    assert [o[0] for o in view._choice_list.options] == [
        clicks.choice_label(pandora, a) for a in view.choices
    ]
    rolled = PlayView(pandora, size=SMALL)  # chance="random": drawn by the odds
    assert len(rolled.state.players[1].hand) == 1 and engine.to_move(rolled.state) == "red"


def test_a_hexemonia_scenario_plays_in_the_tutorial_player() -> None:
    scenario = Scenario(
        "hexemonia",
        example_4(),
        [
            Step(None, "Andrea's turn."),
            Step("war", "Andrea chooses war."),
            Step("attack Barbara 1a", "Andrea attacks the Quarry."),
        ],
    )
    player = TutorialPlayer(scenario, size=SMALL)
    player.goto(2)
    assert player.state == scenario.frames[2].state
    assert player.view.board.marks is None  # the default marks frame the attacked tile
    assert "Barbara 1a" in look.default_marks(player.state)["highlight"]
    assert "<svg" in player.svg()


def test_the_oracles_new_order_is_not_written_in_a_shared_panel() -> None:
    """Seed 004 §Myths, the Oracle: the player looks at the Stack of Fate and orders its top
    tiles; the panel of a shared view says the Oracle was used, not the order."""
    from polislab.games.hexemonia.actions import Use

    oracle = Use("Oracle", order=("Walls", "Port"))
    view = PlayView(example_4())
    assert "Walls" not in view._action_text(oracle) and "Oracle" in view._action_text(oracle)
    view.show_all = True
    assert view._action_text(oracle) == str(oracle)


def test_four_seats_one_person_and_three_computers() -> None:
    """Issue 15: a class plays 4-player Hexemonia with the computer on the empty seats."""
    state = engine.initial_state(3, players=4)
    view = PlayView(state, opponents={"blue": "random", "green": "random",
                                      "yellow": RandomPlayer(seed=4)}, size=SMALL)
    assert view.seats == ("red", "blue", "green", "yellow")
    assert view.board.seen_by == "red"  # the one person's hidden tiles, no one else's
    mine = 0
    while len(view.timeline) == mine and mine < 40:  # red's turn, step by step
        view.play(engine.legal_actions(view.state)[0])
        mine += 1
    assert len(view.timeline) > mine  # then the computers played their seats ...
    assert engine.to_move(view.state) == "red"  # ... until it was red's turn again


def test_the_keyboard_cursor_steps_among_the_places_of_its_own_board() -> None:
    """The cursor moves among the places of the board it is on, whatever else is drawn
    meanwhile (another table's picture, as a notebook shows one): its place is read out."""
    board = BoardView(example_4(), size=SMALL)
    board._on_key_down("ArrowRight")
    assert board.cursor == "display 1" and board.cursor in board.scene.regions
    other = engine.initial_state(3, players=4)  # a table with other players' places
    visited = [board.cursor]
    for key in ("ArrowDown", "ArrowDown", "ArrowLeft", "ArrowDown", "ArrowRight"):
        other._repr_svg_()  # another picture drawn meanwhile, as a notebook shows one
        board._on_key_down(key)
        assert board.cursor in board.scene.regions, key
        visited.append(board.cursor)
    assert len(set(visited)) >= 4, visited
    assert board.access.said.startswith(board.cursor)
    frame = board.scene.regions[board.cursor]
    assert any(s.kind == "rect" and s.geometry == frame for s in board.scene.layers["marks"])
