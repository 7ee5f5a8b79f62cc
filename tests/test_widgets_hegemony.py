"""Polis: Fight for the Hegemony on the generic widgets, without a browser: a click on a place
offers the legal actions involving it, choosing one plays it, decisions and battles are answered
the same way, the computer and chance play their turns, and hidden hands stay hidden.

The widgets are driven through their Python API (``click``, ``choose``, the buttons' ``click()``
and the text box), the paths the browser's events take. What a click must offer is worked out
here from the engine's legal actions and the action's own fields, not from the render module.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hegemony_states import play, start
from test_render_hegemony import inside, texts_in

from polislab.core import Scenario, Step
from polislab.games.hegemony import ai, battle, engine
from polislab.games.hegemony.state import State
from polislab.games.hegemony.ui import board as look
from polislab.games.hegemony.ui import clicks
from polislab.widgets import BoardView, PlayView, TutorialPlayer

SMALL = 28  # half size: the same scene, quicker to draw


def human(state: State, **kwargs: Any) -> PlayView:
    """A view for two players at one screen, chance left to the learner unless given."""
    kwargs.setdefault("chance", None)
    return PlayView(state, size=SMALL, **kwargs)


def involves(action: Any, place: str) -> bool:
    """Whether ``action`` names ``place`` as its polis, its destination, territory or market."""
    return place in (getattr(action, name, None) for name in ("polis", "to", "territory", "market"))


def texts_inside(view: BoardView, region: str) -> list[str]:
    """The words drawn inside a region of the board's scene (from its SVG)."""
    box = view.scene.regions[region]
    return [t for x, y, t in texts_in(view.svg()) if inside((x, y), box)]


# -- the action phase ---------------------------------------------------------------------------
def test_a_click_on_a_polis_offers_exactly_the_legal_actions_involving_it() -> None:
    state = start()  # Sparta to act (seed 000 §4: equal Prestige, Sparta begins)
    view = human(state)
    view.click("Pylos")
    expected = [a for a in engine.legal_actions(state) if involves(a, "Pylos")]
    assert list(view.choices) == expected
    kinds = {a.kind for a in expected}
    assert {"create hoplites", "create galleys", "create merchants", "move proxenos"} <= kinds
    assert [label for label, _ in view._choice_list.options] == [
        clicks.choice_label(state, a) for a in expected]
    assert view._choice_box.layout.display == "flex"
    assert view.board.marks == {"highlight": ["Pylos"]}
    assert view.state is state and len(view.timeline) == 0  # offering plays nothing


def test_choosing_an_action_plays_it_and_the_board_and_events_follow() -> None:
    state = start()
    view = human(state)
    before = texts_inside(view.board, "Pylos")
    view.click("Pylos")
    index = [str(a) for a in view.choices].index("create hoplite Pylos pay metal")
    view._choice_list.value = index
    view._choose_button.click()  # the button the learner presses
    after, events = engine.apply(state, "create hoplite Pylos pay metal")
    assert view.state == after and len(view.timeline) == 1
    assert view.choices == () and view._choice_box.layout.display == "none"
    # The canvas scene changed with the state: Pylos's population 2/3 -> 1/3, a hoplite in
    # Messenia, the Sparta board's metal 4 -> 3.
    assert "2/3" in before and "1/3" in texts_inside(view.board, "Pylos")
    assert view.board.state is view.state
    assert events[0].text in view._events.value
    assert "Hegemony reference §5.1" in view._events.value
    assert "action 2 of 2" in view._status.value


def test_a_click_on_a_territory_offers_the_moves_into_it_and_its_collection() -> None:
    state = start()
    view = human(state)
    view.click("Lakedaimon")
    expected = [a for a in engine.legal_actions(state) if involves(a, "Lakedaimon")]
    assert list(view.choices) == expected
    assert any(a.kind == "collection" for a in expected)
    view.click("Arkadia")
    assert list(view.choices) == [a for a in engine.legal_actions(state) if involves(a, "Arkadia")]
    assert all(a.kind == "move hoplites" and a.to == "Arkadia" for a in view.choices)
    view.choose(str(view.choices[0]))
    assert view.state == engine.apply(state, view.timeline.actions[0])[0]


def test_the_own_board_offers_passing_and_a_market_its_trades() -> None:
    state = start()
    view = human(state)
    view.click("board sparta")
    assert [str(a) for a in view.choices] == ["pass"]
    view.click("Illyria")
    assert view.choices and all(a.kind == "trade" and a.market == "Illyria" for a in view.choices)
    view.click("trade port sparta")  # the trade port offers every trade
    assert {a for a in view.choices} == {
        a for a in engine.legal_actions(state) if a.kind == "trade"
    }


def test_a_click_that_offers_nothing_says_why_in_the_rules_words_and_changes_nothing() -> None:
    state = start()
    view = human(state)
    view.click("Boiotia")  # Sparta has no polis there (seed 000 §5.8) and no unit near
    assert view.choices == ()
    assert "Boiotia" in view.message and "§5.8" in view.message
    assert view.state is state and len(view.timeline) == 0


def test_an_illegal_choice_is_explained_and_changes_nothing() -> None:
    state = start()
    view = human(state)
    view.click("Pylos")
    view.choose("besiege Thebai")  # Sparta does not control Boiotia (ruling HG49)
    assert "HG49" in view.message and "§5.7" in view.message
    view.choose(99)
    assert "no choice number 99" in view.message
    view.choose("create hoplites Athenai x2 pay metal")  # Athens's polis, on Sparta's turn
    assert "Athenai" in view.message
    assert view.state is state and len(view.timeline) == 0


def test_the_choices_read_in_plain_words_not_the_notation() -> None:
    # (review F9: the list showed "create merchants Athenai x2 pay wood".) What each action
    # does and pays: Hegemony reference §5.1-§5.3 (1 metal or wood a unit), §5.10 (1 silver
    # per enemy unit, counted as ruling HG46 does).
    state = start()
    view = human(state)
    view.click("Pylos")
    labels = {str(a): label for a, (label, _) in zip(view.choices, view._choice_list.options,
                                                      strict=True)}
    assert labels["create merchant Pylos pay wood"] == "Create a merchant in Pylos, paying 1 wood"
    assert labels["create hoplite Pylos pay silver"] == \
        "Create a hoplite in Pylos, paying 1 silver"
    assert labels["move proxenos Sparta>Pylos"] == "Move your proxenos from Sparta to Pylos"
    assert all(label != text for text, label in labels.items())
    view.click("board sparta")
    assert [label for label, _ in view._choice_list.options] == ["Pass"]
    athens = replace(start(), player="athens")
    two = next(a for a in engine.legal_actions(athens)
               if str(a) == "create merchants Athenai x2 pay wood")
    assert clicks.choice_label(athens, two) == "Create 2 merchants in Athenai, paying 2 wood"


def test_a_defence_reads_as_which_card_answers_which() -> None:
    # The defender answers each attacking card with one of its own (Hegemony reference §5
    # Battles): the choice says which answers which.
    from polislab.games.hegemony import tutorial

    state = next(f.state for s, f in zip(tutorial("land-battle").steps,
                                         tutorial("land-battle").frames, strict=True)
                 if s.title == "Sparta attacks again")
    defence = next(a for a in engine.legal_actions(state)
                   if str(a) == "battle defend Mercenaries, Kyklos 1")
    assert clicks.choice_label(state, defence) == \
        "Answer Embolon 2 with Mercenaries and Kyklos 2 with Kyklos 1"


def test_no_two_choices_read_alike() -> None:
    # A list where two actions read the same would leave the learner guessing: over a
    # randomly played game (seeded), every state's labels are distinct.
    rng = random.Random(5)
    state = engine.initial_state(5)
    for _ in range(250):
        if state.phase == "game_over":
            break
        actions = engine.legal_actions(state)
        labels = [clicks.choice_label(state, a) for a in actions]
        assert len(set(labels)) == len(labels), [
            (str(a), label) for a, label in zip(actions, labels, strict=True)
            if labels.count(label) > 1]
        state, _ = engine.apply(state, rng.choice(actions))


def test_the_text_box_still_takes_the_notation() -> None:
    state = start()
    view = human(state)
    view._entry.value = "begin project Statue of an Ephebe in Sparta"
    view._play_button.click()
    assert view.state == engine.apply(state, "begin project Statue of an Ephebe in Sparta")[0]
    view._entry.value = "besiege Sparta"
    view._play_button.click()
    assert "besiege Sparta:" in view.message and len(view.timeline) == 1


# -- decisions and chance -----------------------------------------------------------------------
@pytest.fixture
def siege() -> State:
    """Athens has besieged Thebai with 3 hoplites: the game waits for the d4 (seed 000 §5.7)."""
    state = replace(start(), player="athens").with_units("Boiotia", "athens", hoplites=3)
    return play(state, "besiege Thebai")


def test_a_pending_roll_is_answered_from_the_decision_box_with_its_odds(siege: State) -> None:
    view = human(siege)  # chance=None: the learner picks the face, as a tutorial scripts it
    assert "Waiting for a roll of 1d4 (siege)" in view._status.value
    view.click("decision")
    assert [str(a) for a in view.choices] == ["roll 1", "roll 2", "roll 3", "roll 4"]
    assert [label for label, _ in view._choice_list.options][0] == "The die shows 1 (1 in 4)"
    view.click("Thebai")  # the besieged polis offers the same answers
    assert [str(a) for a in view.choices] == ["roll 1", "roll 2", "roll 3", "roll 4"]
    view.choose("roll 4")
    assert view.state == engine.apply(siege, "roll 4")[0]
    assert any("Thebai" in e.text for e in view.events)


def test_chance_is_played_by_its_odds_when_the_view_rolls() -> None:
    before = replace(start(), player="athens").with_units("Boiotia", "athens", hoplites=3)
    view = PlayView(before, size=SMALL)  # chance="random": the view rolls the die itself
    view.click("Thebai")
    view.choose("besiege Thebai")
    actions = [str(a) for a in view.timeline.actions]
    assert actions[0] == "besiege Thebai" and actions[1].startswith("roll ")
    assert view.state.pending is None
    # The roll is told under the siege it decides, with no heading of its own (issue 15).
    log = view._events.value
    assert log.count('class="polislab-log-head"') == 1 and "Chance" not in log
    roll = view.timeline.entries[1].events[0]
    assert roll.text.replace("'", "&#x27;") in log


def test_an_end_of_round_decision_offers_its_answers_at_its_polis_and_board() -> None:
    state = start()
    rng = random.Random(3)
    while state.pending is None or state.pending.kind not in ("supply", "growth", "phoros"):
        actions = engine.legal_actions(state)
        passing = [a for a in actions if a.kind == "pass"]
        state, _ = engine.apply(
            state, passing[0] if passing and rng.random() < 0.5 else rng.choice(actions)
        )
    view = human(state)
    view.click("decision")
    assert list(view.choices) == engine.legal_actions(state)
    view.click(f"board {state.pending.actor}")
    assert set(view.choices) <= set(engine.legal_actions(state))
    view.choose(0)
    assert len(view.timeline) == 1


# -- battles and hidden hands -------------------------------------------------------------------
SPARTA_DEALT = ("draw Phalanx 3", "draw Embolon 2", "draw Salpinx Call", "draw Kyklos 1")
ATHENS_DEALT = ("draw Phalanx 1", "draw Embolon 2", "draw Mercenaries", "draw Kyklos 0")
DEAL = SPARTA_DEALT + ATHENS_DEALT  # Sparta, the attacker, is dealt first


def arkadia_battle() -> State:
    """Round 4, 4 hoplites each in Arkadia, the battle begun, no card dealt yet (seed 000 §5
    Battles: in a land battle Sparta attacks first)."""
    state = replace(start(), round="4", player="athens")
    for side in ("athens", "sparta"):
        state = state.with_units("Arkadia", side, hoplites=4)
        state = state.with_side(side, pool=state.side(side).pool.plus(cubes=-4))
    state, _ = battle.next_battle(replace(state, battles=("Arkadia",)))
    return state


@pytest.fixture
def battle_state() -> State:
    """The battle of Arkadia with both hands dealt: Sparta to attack."""
    return play(arkadia_battle(), *DEAL)


def card_texts(view: BoardView, side: str) -> list[str]:
    return texts_inside(view, f"hand {side}")


def test_a_shared_board_hides_the_hand_of_the_side_not_to_decide(battle_state: State) -> None:
    board = BoardView(battle_state, size=SMALL)
    assert battle_state.pending.actor == "sparta"
    assert "Phalanx" in card_texts(board, "sparta") and "Salpinx" in card_texts(board, "sparta")
    athens = card_texts(board, "athens")
    assert not {"Phalanx", "Embolon", "Kyklos", "Merce-"} & set(athens)
    assert "Athens: 4 hoplites, 4 cards (hidden)" in athens
    assert "athens card Mercenaries" not in board.scene.regions
    assert "Mercenaries" not in board.scene.description
    board.show_all = True  # the teacher's screen: both hands face up
    assert "Merce-" in card_texts(board, "athens") and "Phalanx" in card_texts(board, "sparta")
    assert "Athens's hand: Phalanx 1, Embolon 2, Kyklos 0, Mercenaries" in board.scene.description


def test_against_the_computer_the_learners_hand_shows_and_the_computers_is_hidden(
    battle_state: State,
) -> None:
    view = PlayView(
        battle_state,
        opponent=lambda s: engine.legal_actions(s)[0],
        opponent_side="sparta",
        size=SMALL,
    )
    assert view.board.seen_by == "athens"
    assert view.timeline.actions  # the computer attacked at once, then Athens defends
    assert "Merce-" in card_texts(view.board, "athens")
    assert not {"Phalanx", "Embolon", "Kyklos"} & set(card_texts(view.board, "sparta"))
    assert "Mercenaries" in view.svg() and "Salpinx" not in view.svg()  # the offline picture too
    view.show_all = True  # Sparta kept Kyklos 1 and Salpinx Call after its attack
    assert {"Kyklos", "Salpinx"} <= set(card_texts(view.board, "sparta"))
    assert PlayView(view.state, size=SMALL, chance=None).board.seen_by is None  # two players


def test_a_card_drawn_for_a_hidden_hand_is_not_named_in_the_events() -> None:
    before = arkadia_battle()
    view = human(before)
    view.choose("draw Phalanx 3")
    assert "Sparta draws a combat card" in view._events.value
    assert "Phalanx 3" not in view._events.value
    shown = human(before, show_all=True)
    shown.choose("draw Phalanx 3")
    assert "Sparta draws Phalanx 3" in shown._events.value


def test_a_click_on_a_card_offers_the_plays_with_it_and_the_battle_its_retreats(
    battle_state: State,
) -> None:
    view = human(battle_state)
    view.click("sparta card Salpinx Call")
    legal = engine.legal_actions(battle_state)
    assert list(view.choices) == [a for a in legal if "Salpinx Call" in getattr(a, "cards", ())]
    view.click("battle")
    assert list(view.choices) == legal  # every attack, and the retreats
    assert any(a.kind == "retreat" for a in view.choices)
    view.choose("battle attack Phalanx 3, Salpinx Call")
    assert view.state.battle.attack == ("Phalanx 3", "Salpinx Call")
    assert ("Athens (blue diamonds) to decide which card answers each attacking card"
            in view._status.value)


# -- every action is reachable, the computer plays ----------------------------------------------
def test_every_legal_action_of_a_random_game_is_offered_by_a_click_on_the_board() -> None:
    rng = random.Random(11)
    bot = ai.player("aggressive", seed=11)
    state, seen = start(), set()
    for _ in range(400):
        if engine.is_over(state):
            break
        regions = look.scene(state, size=SMALL).regions
        for action in engine.legal_actions(state):
            places = [p for path in clicks.action_paths(state, action) for p in path]
            assert places and all(p in regions for p in places), (str(action), places)
            seen.add(action.kind)
        action = bot(state) if rng.random() < 0.7 else rng.choice(engine.legal_actions(state))
        state, _ = engine.apply(state, action)
    assert {"create hoplites", "move hoplites", "pass", "roll"} <= seen


def test_the_computer_plays_its_side_and_chance_plays_the_dice() -> None:
    view = PlayView(
        start(), opponent=ai.player("heuristic", seed=2), opponent_side="sparta", size=SMALL
    )
    assert len(view.timeline) >= 1  # Sparta began: the computer took its turn at once
    assert engine.to_move(view.state) == "athens"
    assert "your turn" in view._status.value
    assert "(the computer&#x27;s reply)" in view._events.value
    played = len(view.timeline)
    view.click("board athens")
    view.choose("pass")
    assert str(view.timeline.actions[played]) == "pass"
    assert len(view.timeline) > played + 1  # then the computer (or chance) played on
    assert engine.to_move(view.state) != "sparta" or engine.is_over(view.state)


# -- the keyboard and the tutorial player -------------------------------------------------------
def test_the_keyboard_cursor_moves_between_places_and_enter_clicks(siege: State) -> None:
    view = human(start())
    board = view.board
    board._on_key_down("ArrowDown", False, False, False)
    assert board.cursor == clicks.CURSOR_START  # the first arrow shows the cursor on Athenai
    board._on_key_down("ArrowLeft", False, False, False)
    assert board.cursor not in ("", "Athenai")
    moved = board.cursor
    assert board.scene.center_of(moved)[0] < board.scene.center_of("Athenai")[0]
    board.cursor = "Pylos"
    board._on_key_down("Enter", False, False, False)
    assert view.choices and all(involves(a, "Pylos") for a in view.choices)


def test_a_hegemony_scenario_plays_in_the_tutorial_player() -> None:
    scenario = Scenario(
        "hegemony",
        start(),
        [
            Step(None, "Sparta begins."),
            Step(
                "create hoplite Pylos pay metal",
                "A hoplite from Pylos.",
                marks={"highlight": ["Pylos", "Messenia"]},
            ),
        ],
        title="First actions",
    )
    player = TutorialPlayer(scenario, size=SMALL)
    player.next()
    assert player.state == scenario.frames[1].state
    assert player.view.board.marks == {"highlight": ["Pylos", "Messenia"]}
    player.try_it()
    player.view.click("Sparta")
    assert player.view.choices and all(involves(a, "Sparta") for a in player.view.choices)
