"""The fast playout follows exactly the rules of Position.play (same moves, same result)."""

import os

from polislab import Randomness
from polislab.games import hopping
from polislab.games.hopping.playout import random_playout

GAMES = int(os.environ.get("POLISLAB_FUZZ_GAMES", "20"))


def test_playout_games_replay_identically_through_position_play():
    rng = Randomness(seed=7)
    for _ in range(GAMES):
        moves: list[str] = []
        start = hopping.Position.start()
        result, plies = random_playout(start, rng, record=moves)
        assert plies == len(moves)
        pos = start
        for move in moves:
            assert move in map(str, pos.legal_moves())
            pos = pos.play(move)
        assert pos.result == result


def test_playout_respects_rule_options():
    rng = Randomness(seed=3)
    start = hopping.Position.start(hopping.Rules(quiet_limit=4))
    for _ in range(5):
        moves: list[str] = []
        result, plies = random_playout(start, rng, record=moves)
        pos = start
        for move in moves:
            pos = pos.play(move)
        assert pos.result == result


def test_playout_stops_at_max_plies():
    result, plies = random_playout(hopping.Position.start(), Randomness(seed=1), max_plies=5)
    assert (result, plies) == (None, 5)
