"""Every registered game's interface follows the typed contract
(:class:`polislab.core.interface.GameInterface`), checked in seeded random games: each legal
action can be clicked on places of the board as the play view draws it, every choice, action
and event reads as words, a click that leads nowhere is explained, and the keyboard cursor
lands on places of the board.

The games come from the registry, so a new game is checked too. ``POLISLAB_INTERFACE_POSITIONS``
sets how many positions of each game are checked (default 20; CI sets more): they are spread
over whole seeded games, so late positions (battles, the end of a round, the game's end) are
checked as well as the first ones; the events of every move of those games are read.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from conftest import fuzz_games
from polislab.core import Event, game_names, get_game
from polislab.core.interface import GameInterface, interface_for
from polislab.render import LAYERS
from polislab.render.interface import BaseInterface

POSITIONS = fuzz_games("POLISLAB_INTERFACE_POSITIONS")
MAX_PLIES = 5000  # a seeded game is cut off here (a safety net: none is this long today)
SEED = 26


def _played(name: str) -> tuple[list[tuple[Any, Any, list[Event]]], list[Any]]:
    """Seeded random games of ``name``, as many as give ``POSITIONS`` positions: every move
    (state, action, events), and the last positions of the games (over, or cut off)."""
    game, rng = get_game(name), random.Random(f"{name}/{SEED}")
    moves: list[tuple[Any, Any, list[Event]]] = []
    ends: list[Any] = []
    while len(moves) < POSITIONS:
        state = game.initial_state()
        for _ in range(MAX_PLIES):
            actions = game.legal_actions(state)
            if not actions:
                break
            action = rng.choice(list(actions))
            after, events = game.apply(state, action)
            moves.append((state, action, events))
            state = after
        ends.append(state)
    return moves, ends


@pytest.fixture(scope="module", params=game_names())
def played(request: pytest.FixtureRequest) -> tuple[str, list[Any], list[Any]]:
    moves, ends = _played(request.param)
    return request.param, moves, ends


def _checked(moves: list[Any]) -> list[Any]:
    """``POSITIONS`` of the moves, spread evenly over all of them."""
    step = len(moves) / POSITIONS
    return [moves[int(i * step)] for i in range(POSITIONS)]


def _shared_scene(face: GameInterface, state: Any) -> Any:
    """The board as a play view between two people draws it: what the side to act may see."""
    return face.scene(state, None, 56, status=False, show_all=False, seen_by=None)


@pytest.mark.parametrize("name", game_names())
def test_the_interface_satisfies_the_protocol(name: str) -> None:
    face = interface_for(name)
    assert isinstance(face, GameInterface) and isinstance(face, BaseInterface)
    assert interface_for(get_game(name).initial_state()) is face
    assert isinstance(face.hides_information, bool) and isinstance(face.confirm_choice, bool)
    assert isinstance(face.key_steps, Mapping) and face.key_steps, name
    for key, step in face.key_steps.items():
        assert key.startswith("Arrow"), f"{name}: {key} is not an arrow key"
        assert len(step) == 2 and all(isinstance(d, int) for d in step) and any(step), key


def test_every_legal_action_has_a_click_path_on_the_board(played) -> None:
    name, moves, _ = played
    game, face = get_game(name), interface_for(name)
    for number, (state, _, _) in enumerate(_checked(moves)):
        regions = _shared_scene(face, state).regions
        for action in game.legal_actions(state):
            where = f"{name}, position {number}: {action}"
            paths = face.action_paths(state, action)
            assert paths, f"{where} cannot be clicked"
            for path in paths:
                assert path, f"{where}: an empty click path"
                missing = [place for place in path if place not in regions]
                assert not missing, f"{where}: {missing} are not places of the board"


def test_every_choice_and_action_reads_as_words(played) -> None:
    name, moves, _ = played
    game, face = get_game(name), interface_for(name)
    for number, (state, _, _) in enumerate(_checked(moves)):
        side = game.to_move(state)
        assert side is not None, f"{name}, position {number}: no one to move in a live game"
        assert face.side_label(side).strip(), (name, side)
        assert face.turn_text(state).strip(), (name, number)
        assert face.click_hint(state).strip(), (name, number)
        for action in game.legal_actions(state):
            where = f"{name}, position {number}: {action}"
            assert face.choice_label(state, action).strip(), where
            assert face.action_text(action, None, False).strip(), where
            assert face.action_text(action, side, True).strip(), where


def test_every_event_reads_as_words_for_every_viewer(played) -> None:
    name, moves, _ = played
    game, face = get_game(name), interface_for(name)
    seats = {str(game.to_move(state)) for state, _, _ in moves}
    for number, (_, action, events) in enumerate(moves):
        for event in events:
            where = f"{name}, move {number} ({action}): {event.kind}"
            assert face.event_text(event, None, False).strip(), where
            assert face.event_text(event, None, True).strip(), where
            for seat in seats:
                assert face.event_text(event, seat, False).strip(), where


def test_a_click_that_leads_nowhere_is_explained(played) -> None:
    name, moves, _ = played
    game, face = get_game(name), interface_for(name)
    rng = random.Random(f"{name}/{SEED}/clicks")
    for number, (state, _, _) in enumerate(_checked(moves)):
        starts = {path[0] for action in game.legal_actions(state)
                  for path in face.action_paths(state, action)}
        nowhere = sorted(set(_shared_scene(face, state).regions) - starts)
        if nowhere:
            place = rng.choice(nowhere)
            assert face.explain_click(state, (place,)).strip(), f"{name}, {number}: {place}"


def test_the_game_over_is_drawn_and_said(played) -> None:
    name, _, ends = played
    game, face = get_game(name), interface_for(name)
    for state in ends:
        scene = _shared_scene(face, state)
        assert scene.title.strip() and scene.description.strip(), name
        if game.is_over(state):  # every click is explained: the game is over
            assert not game.legal_actions(state), name
            assert face.explain_click(state, (next(iter(scene.regions)),)).strip(), name


def test_the_keyboard_cursor_lands_on_places_of_the_board(played) -> None:
    name, moves, _ = played
    face = interface_for(name)
    for number, (state, _, _) in enumerate(_checked(moves)):
        scene = _shared_scene(face, state)
        cursor = ""
        for key, step in face.key_steps.items():
            cursor = face.step_cursor(scene, cursor, step)
            where = f"{name}, position {number}, after {key}: {cursor!r}"
            assert cursor in scene.regions, where
            assert face.cursor_shapes(scene, cursor, 56), where
            assert face.describe_place(state, scene, cursor).startswith(cursor), where


def test_a_game_that_hides_nothing_draws_the_same_board_for_everyone(played) -> None:
    name, moves, _ = played
    game, face = get_game(name), interface_for(name)
    if face.hides_information:
        pytest.skip(f"{name} hides information")
    for state, _, _ in _checked(moves):
        shared = _shared_scene(face, state)
        for show_all, seen_by in ((True, None), (False, str(game.to_move(state)))):
            other = face.scene(state, None, 56, status=False, show_all=show_all,
                               seen_by=seen_by)
            assert [other.layers[n] for n in LAYERS] == [shared.layers[n] for n in LAYERS]
            assert other.description == shared.description


def test_only_a_game_state_or_name_has_an_interface() -> None:
    from polislab.core.errors import UnknownName, WrongKind

    with pytest.raises(WrongKind, match="not a polislab game state"):
        interface_for(object())
    with pytest.raises(UnknownName, match="no game named 'chess'"):
        interface_for("chess")


def test_the_panel_names_the_places_clicked_in_words() -> None:
    """The panel's messages name a clicked place as a learner would ("Bob's Village (2a)",
    "the Ares deck"), not by the board's region name ("Bob 2a", "deck Ares")."""
    from polislab.games import hellas, hexemonia

    late = hexemonia.tutorial("war-and-the-end").frames[7].state
    face = interface_for(late)
    assert face.place_name(late, "Bob 2a") == "Bob's Village (2a)"
    assert face.place_name(late, "Bob A gold") == "the Gold on Bob's Acropolis"
    assert face.place_name(late, "stack") == "the Stack of Fate"
    burst = hellas.tutorial("burst").frames[0].state
    assert interface_for(burst).place_name(burst, "deck Ares") == "the Ares deck"
    assert interface_for("hegemony").place_name(None, "athens card Phalanx 2") == \
        "Athens's Phalanx 2"
    assert interface_for("hopping").place_name(None, "d2") == "d2"
