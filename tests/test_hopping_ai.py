"""The computer players of hopping Polis: legal moves, tactics, determinism and a tiny match.

Searches here are bounded by depth or nodes (deterministic), except one check of the time
bound. ``POLISLAB_FUZZ_GAMES`` sets how many seeded random positions the fuzz tests use.
"""

from __future__ import annotations

import time

import pytest
from hopping_boards import position

from polislab import Randomness
from polislab.games import hopping
from polislab.games.hopping import ai
from polislab.games.hopping.ai.evaluation import winning_step
from polislab.games.hopping.ai.node import Node, expand, to_move

RULE_VARIANTS = [
    hopping.Rules(),
    hopping.Rules(first_player="blue", hopped_chariot_wins=False),
    hopping.Rules(stunned_anchor=False, no_legal_move="draw", quiet_limit=30),
    hopping.Rules(stun_before_hops=False),
]


def random_position(seed: int) -> hopping.Position:
    """A position reached by seeded random play, with one of the rule variants."""
    rng = Randomness(seed)
    pos = hopping.Position.start(RULE_VARIANTS[seed % len(RULE_VARIANTS)])
    for _ in range(rng.randrange(60)):
        moves = pos.legal_moves()
        if not moves:
            break
        after = pos.play(rng.choice(moves))
        if after.is_over:
            break
        pos = after
    return pos


def quick_players(seed: int) -> list[ai.Player]:
    return [ai.RandomPlayer(seed), ai.GreedyPlayer(seed), ai.SearchPlayer(seed, depth=2),
            ai.SearchPlayer(seed, nodes=300)]


def test_every_level_plays_legal_moves(game_seed: int) -> None:
    pos = random_position(game_seed)
    legal = pos.legal_moves()
    for bot in quick_players(game_seed):
        move = bot(pos)
        assert isinstance(move, hopping.Move)
        assert move in legal, (bot, move, pos)


def test_search_children_are_the_engines_moves_and_positions(game_seed: int) -> None:
    """The search's fast form has exactly the legal moves and outcomes of Position.play."""
    pos = random_position(game_seed)
    children = expand(Node.of(pos), pos.rules)
    assert [to_move(step) for step, _ in children] == pos.legal_moves()
    for step, node in children:
        after = pos.play(to_move(step))
        assert tuple(node.board) == after._board
        assert node.side == after._side
        assert (node.chariots, node.stunned, node.quiet) == (
            after._chariots, after._stunned, after.quiet_plies)
        assert node.material == after.count("red", "dog") - after.count("blue", "dog")
        decided = {0: None, 1: "red", -1: "blue", 2: "draw"}[node.outcome]
        assert decided == after._decided


def test_winning_step_finds_exactly_the_immediate_chariot_wins(game_seed: int) -> None:
    rng = Randomness(game_seed)
    pos = hopping.Position.start(RULE_VARIANTS[game_seed % len(RULE_VARIANTS)])
    while not pos.is_over:  # a whole random game: the chariots come near home at its end
        node = Node.of(pos)
        wins = [step for step, after in expand(node, pos.rules) if after.outcome == node.side]
        found = winning_step(node, pos.rules)
        assert (found is not None) == bool(wins)
        assert found is None or found in wins
        pos = pos.play(rng.choice(pos.legal_moves()))


# -- levels and names ------------------------------------------------------------------------

def test_player_levels_and_names() -> None:
    assert isinstance(ai.player("random", seed=1), ai.RandomPlayer)
    assert isinstance(ai.player("greedy", seed=1), ai.GreedyPlayer)
    bot = ai.player("search", seed=1, depth=2)
    assert isinstance(bot, ai.SearchPlayer)
    assert repr(bot) == "SearchPlayer(seed=1, depth=2)"
    assert repr(ai.SearchPlayer()) == "SearchPlayer(seed=None, depth=3)"
    assert repr(ai.SearchPlayer(seed=5, seconds=0.5)) == "SearchPlayer(seed=5, seconds=0.5)"
    assert [ai.player(level).name for level in ai.LEVELS] == ["random", "greedy", "search"]
    for level in ai.LEVELS:
        assert "0x" not in repr(ai.player(level, seed=3))
    with pytest.raises(ValueError, match="unknown level 'expert'"):
        ai.player("expert")
    with pytest.raises(ValueError):
        ai.SearchPlayer(depth=0)


def test_players_refuse_a_finished_game() -> None:
    won = position({"c8": "RC", "a8": "BC"})
    assert won.is_over
    for bot in quick_players(0):
        with pytest.raises(ValueError, match="the game is over"):
            bot(won)


# -- tactics ---------------------------------------------------------------------------------

# Red's e5-d5 hops the Blue dog d6 over d5 onto d4, between the Red dogs d3 and d5: a capture
# (seed 002 §Strategy Tips, "Create Capture Opportunities").
CAPTURE = {"d3": "RD", "e5": "RD", "d6": "BD", "h1": "RC", "a8": "BC", "h8": "BD"}


def test_greedy_takes_an_available_capture() -> None:
    pos = position(CAPTURE)
    for seed in range(5):
        move = ai.GreedyPlayer(seed)(pos)
        assert str(move) == "e5-d5"
        assert pos.play(move).count("blue", "dog") == 1


def test_greedy_prefers_a_win_to_a_capture() -> None:
    pos = position({**CAPTURE, "h1": ".", "b7": "RC"})
    for seed in range(5):
        assert pos.play(ai.GreedyPlayer(seed)(pos)).winner == "red"


@pytest.mark.parametrize("bound", [{"depth": 1}, {"depth": 3}, {"nodes": 50}])
def test_search_wins_in_one(bound: dict[str, int]) -> None:
    stepping = position({**CAPTURE, "h1": ".", "b7": "RC"})  # b7-a8/b8/c8 wins
    hopping_home = position({**CAPTURE, "h1": ".", "c6": "RC", "b6": "RD"})  # b6-c7 hops it
    for pos in (stepping, hopping_home):
        bot = ai.SearchPlayer(seed=1, **bound)
        assert pos.play(bot(pos)).winner == "red"


# Blue's chariot a2 threatens a2-a1, home. Only b1-a1 stops it (a1 filled; b1, between a1 and
# c1, is a square where the chariot would be stunned). Red could instead capture with g6-f6.
THREAT = {"g6": "RD", "f4": "RD", "f7": "BD", "a2": "BC", "b1": "RD", "c1": "RD", "h1": "RC",
          "a7": "BD", "b7": "BD"}


def blue_can_win_at_once(pos: hopping.Position) -> bool:
    return any(pos.play(m).winner == "blue" for m in pos.legal_moves())


def test_search_stops_a_chariot_that_would_win_next_move() -> None:
    pos = position(THREAT)
    greedy = ai.GreedyPlayer(seed=0)(pos)
    assert str(greedy) == "g6-f6" and blue_can_win_at_once(pos.play(greedy))  # the bait
    for bot in (ai.SearchPlayer(seed=0, depth=2), ai.SearchPlayer(seed=1, depth=3),
                ai.SearchPlayer(seed=2, nodes=200)):
        move = bot(pos)
        assert str(move) == "b1-a1"
        assert not blue_can_win_at_once(pos.play(move))


# -- determinism and bounds ------------------------------------------------------------------

def game_moves(red: ai.Player, blue: ai.Player, plies: int) -> list[str]:
    pos, moves = hopping.Position.start(), []
    while not pos.is_over and len(moves) < plies:
        move = (red if pos.to_move == "red" else blue)(pos)
        moves.append(str(move))
        pos = pos.play(move)
    return moves


@pytest.mark.parametrize("make", [
    lambda seed: ai.RandomPlayer(seed),
    lambda seed: ai.GreedyPlayer(seed),
    lambda seed: ai.SearchPlayer(seed, depth=2),
    lambda seed: ai.SearchPlayer(seed, nodes=400),
])
def test_a_seed_replays_the_same_game(make) -> None:
    first = game_moves(make(11), make(12), plies=16)
    assert game_moves(make(11), make(12), plies=16) == first
    assert len(first) == 16


def test_different_seeds_break_ties_differently() -> None:
    openings = {str(ai.SearchPlayer(seed, depth=1)(hopping.Position.start())) for seed in range(8)}
    assert len(openings) > 1
    greedy = {str(ai.GreedyPlayer(seed)(hopping.Position.start())) for seed in range(8)}
    assert len(greedy) > 1


def test_node_bound_and_report() -> None:
    bot = ai.SearchPlayer(seed=1, nodes=500)
    bot(hopping.Position.start())
    assert bot.last["nodes"] <= 500 + 8  # the budget is looked at every few nodes
    assert bot.last["depth"] >= 1


def test_time_bound_is_kept() -> None:
    bot = ai.SearchPlayer(seed=1, seconds=0.2)
    pos = hopping.Position.start()
    began = time.perf_counter()
    move = bot(pos)
    assert time.perf_counter() - began < 0.2 + 0.5  # generous: the machine may be busy
    assert move in pos.legal_moves()


# -- a tiny match ----------------------------------------------------------------------------

def test_tiny_match_search_against_random() -> None:
    """Four games from the start, colours alternating: the search player wins them."""
    results = []
    for game in range(4):
        search = ai.SearchPlayer(seed=game, depth=2)
        other = ai.RandomPlayer(seed=100 + game)
        red, blue = (search, other) if game % 2 == 0 else (other, search)
        pos = hopping.Position.start()
        while not pos.is_over:
            pos = pos.play((red if pos.to_move == "red" else blue)(pos))
        results.append(pos.result == ("red" if game % 2 == 0 else "blue"))
    assert sum(results) >= 3, results
