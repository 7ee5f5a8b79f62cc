"""The strong Hexemonia player's evaluation (``ai_promise``): the turns left (seed 004 §The End
of the Game), what spare cubes can buy (seed 004 §Step B, §Scoring), only what the player may
know, and a seeded decision that follows from it. Matches are in bench/hexemonia_players.py."""

from __future__ import annotations

import pytest

from polislab.core import get_game
from polislab.core.matches import play
from polislab.games.hexemonia import ai, ai_promise, engine, position

NAMES = ("Andrea", "Barbara")
THREE = ("Ann", "Ben", "Cleo")


def two(hands=None, cities=None, **kw):
    return position(NAMES, acropolis=("Sparta", "Athens"), hands=hands or {}, cities=cities or {},
                    **kw)


def test_no_turn_is_left_once_the_stack_is_out_for_a_player_who_has_had_his_final_turn():
    # seed 004 §The End of the Game: the others play once more, up to the Last Player token
    state = position(THREE, turn="Ann", ending=True, last_player="Cleo", stack=())
    assert [ai_promise.turns_left(state, i) for i in range(3)] == [0, 1, 1]
    state = position(THREE, turn="Ben", ending=True, last_player="Ben", stack=())
    assert [ai_promise.turns_left(state, i) for i in range(3)] == [0, 0, 0]


def test_turns_left_shrink_with_the_stack():
    full = engine.initial_state(3, players=2)
    short = two(stack=full.stack[:4], turn="Barbara")
    assert ai_promise.turns_left(full, 0) > ai_promise.turns_left(short, 0) >= 1


def test_cubes_that_pay_for_a_tile_in_hand_are_worth_its_points():
    # Sparta's Walls: 1 point and Sparta's 3 for an Active Fortification; it costs 2 Citizens
    with_walls = two(hands={"Andrea": ["Walls"]})
    without = two(hands={"Andrea": []})
    gain = ai_promise.promise(with_walls, 0, 0) - ai_promise.promise(without, 0, 0)
    w = ai_promise.WEIGHTS  # the 2 Citizens on the Acropolis are no longer spare
    assert gain == w["buy"] * 4 - 2 * w["cube"]


def test_after_the_last_turn_only_the_points_count():
    rich = {"Andrea": {"A": "9c 1g"}}
    poor = {"Andrea": {"A": "1g"}}
    over = dict(turn="Andrea", ending=True, last_player="Andrea", stack=())
    assert ai_promise.promise(two(cities=rich, **over), 0, 0) == \
        ai_promise.promise(two(cities=poor, **over), 0, 0)
    assert ai_promise.promise(two(cities=rich), 0, 0) > ai_promise.promise(two(cities=poor), 0, 0)


def test_another_players_hand_is_counted_not_looked_at():
    # seed 004 §Setting Up: "You can look at your own tiles, but you must not show them"
    walls = two(hands={"Barbara": ["Walls", "Phalanx"]})
    myths = two(hands={"Barbara": ["Hades", "Oracle"]})
    assert ai_promise.evaluate(walls, "Andrea") == ai_promise.evaluate(myths, "Andrea")


def test_another_players_hidden_acropolis_bonus_is_not_counted():
    # 3 players: the Acropolis stays face down (seed 004 §Setting Up)
    city = {"1a": "Walls 2c"}
    hidden = position(THREE, acropolis=("Athens", "Sparta", "Olympia"),
                      cities={"Ben": city})
    shown = position(THREE, acropolis=("Athens", "Sparta", "Olympia"),
                     cities={"Ben": city}, revealed=("Ben",))
    assert ai_promise.evaluate(shown, "Ann") < ai_promise.evaluate(hidden, "Ann")


def test_the_strong_player_plays_the_walls_its_citizens_pay_for():
    state = two(hands={"Andrea": ["Walls"]}, turn="Andrea", step="play")
    action = ai.strong(seed=1, nodes=300, seconds=None)(state)
    assert str(action).startswith("play Walls")


@pytest.mark.parametrize("players", [3, 4])
def test_the_strong_player_beats_random_at_a_table_of_three_and_four(players):
    """A short seeded match at the larger tables (the two-player one is run for every game in
    tests/test_ai_levels.py); bounded by nodes, not time, so a seed plays the same anywhere."""
    strong, random_level = ai.LEVELS["strong"], ai.LEVELS["random"]
    for i in range(2):
        state = engine.initial_state(i, players=players)
        names = [p.name for p in state.players]
        seat = names[i % len(names)]
        seats = {n: random_level(seed=10 * i + k) for k, n in enumerate(names)}
        seats[seat] = strong(seed=i, nodes=150, seconds=None)
        assert get_game("hexemonia").winner(play(state, seats, chance_seed=100 + i).state) == seat
