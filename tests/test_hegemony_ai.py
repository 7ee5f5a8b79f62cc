"""The computer players of Polis: Fight for the Hegemony (``polislab.games.hegemony.ai``).

Scripted positions check the heuristic player's rules of thumb against the rules they rest
on: a siege is won on a d4 roll of the fortification or more (seed 000 §5.7), Prestige 0 after
a round loses the game (seed 000 §6), the supply is paid in wheat or else Prestige or poleis
(seed 000 §4), a defender's card of the attacker's formation saves the unit (seed 000 §5
Battles). Seeded games check that every answer is legal and that it beats random play.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from hegemony_states import give, start, with_resources
from test_hegemony_battle import _add, _arkadia, _play

from polislab.core import IllegalAction
from polislab.core.players import RandomPlayer
from polislab.core.randomness import Randomness
from polislab.games.hegemony import ai, engine
from polislab.games.hegemony.battle import BattleCard, Retreat
from polislab.games.hegemony.consistency import in_round
from polislab.games.hegemony.round_end_actions import SupplyPrestige, SupplyReturn
from polislab.games.hegemony.state import Pending, State

BOT = ai.HeuristicPlayer(seed=1)


def _sparta_in_arkadia(prestige: int) -> State:
    """Sparta to act in round 3 with 3 hoplites in Arkadia (neutral Argos, fortification 3),
    wheat for its supply and Argos's, and ``prestige``."""
    state = _add(replace(start(), player="sparta"), "Arkadia", "sparta", hoplites=3)
    state = with_resources(state, "sparta", wheat=12)
    # No project on offer: a project's Prestige at the round's end would make up for a loss.
    return replace(state.with_side("sparta", prestige=prestige), project_offer=())


def _turn(state: State) -> tuple[list[str], State]:
    """The actions the heuristic player takes in the turn of the side to act (2 actions,
    seed 000 §4), a die's roll being a 1, and the state after them."""
    side, taken = state.player, []
    while state.phase == "actions" and state.player == side and state.pending is None:
        action = BOT(state)
        taken.append(str(action))
        state, _ = engine.apply(state, action)
        while engine.to_move(state) == "chance":
            state, _ = engine.apply(state, engine.legal_actions(state)[0])
    return taken, state


def test_it_takes_a_siege_it_wins_with_good_odds():
    # Seed 000 §5.7: a roll of the fortification (3) or more on the d4 takes Argos: 1 in 2,
    # for 3 Prestige and a polis of 3; the failure costs a hoplite. Worth it with 4 Prestige.
    assert "besiege Argos" in _turn(_sparta_in_arkadia(prestige=4))[0]


def test_it_avoids_a_siege_whose_failure_loses_the_game():
    # With 1 Prestige the siege's cost leaves 0 when the die fails (1 in 2), and 0 Prestige
    # after the round loses the game (seed 000 §6): the player does not besiege.
    taken, _ = _turn(_sparta_in_arkadia(prestige=1))
    assert not any(action.startswith("besiege") for action in taken)


def test_a_sure_siege_is_taken():
    # Naupaktos has fortification 1: any roll takes it (seed 000 §5.7).
    state = _add(replace(start(), player="sparta"), "Thessalia", "sparta", hoplites=1)
    state = with_resources(state, "sparta", wheat=9)
    assert "besiege Naupaktos" in _turn(state)[0]


def test_both_sides_come_through_the_first_supply():
    # Sparta starts with population 7 and no wheat, Athens with 8 and 4 (seed 000 §3): the
    # supply of round 3's end (seed 000 §4, step 2) would cost them more Prestige than they
    # have. Played by the heuristic player, both reach round 4 with Prestige left.
    state = start()
    while state.round == "3" and not engine.is_over(state):
        action = engine.legal_actions(state)[0] if engine.to_move(state) == "chance" else BOT(state)
        state, _ = engine.apply(state, action)
    assert state.round == "4"
    assert all(side.prestige > 0 for side in state.sides)


def _supply(state: State, side: str, shortfall: int) -> State:
    return replace(
        state,
        phase="end_of_round",
        passed=("athens", "sparta"),
        pending=Pending(
            "supply",
            side,
            "Hegemony reference §4 End of Round Phase: 2. Supply",
            data=(("side", side), ("shortfall", shortfall)),
        ),
    )


def test_it_pays_a_supply_shortfall_with_spare_prestige():
    # Seed 000 §4, step 2: a shortfall is paid with Prestige 1:1 or by returning poleis.
    state = _supply(start().with_side("sparta", prestige=6), "sparta", 2)
    assert BOT(state) == SupplyPrestige(2)


def test_it_returns_its_least_polis_rather_than_its_last_prestige():
    # With 2 Prestige, paying 1 would leave 1: it returns Gytheion (population 1) instead.
    state = _supply(start().with_side("sparta", prestige=2), "sparta", 1)
    assert BOT(state) == SupplyReturn("Gytheion")


DEAL = (
    "draw Phalanx 3",
    "draw Kyklos 1",
    "draw Embolon 1",
    "draw Salpinx Call",  # Sparta
    "draw Phalanx 2",
    "draw Kyklos 1",
    "draw Embolon 0",
    "draw Mercenaries",
)  # Athens


def test_the_defender_matches_the_formations_it_can():
    # Seed 000 §5 Battles: a matched formation costs no unit, and the attacker gains only the
    # positive difference: Phalanx 2 against Phalanx 3 (1 Prestige), Kyklos 1 against
    # Kyklos 1 (nothing); the Mercenaries stay in hand.
    state, _ = _play(_arkadia(), *DEAL, "battle attack Phalanx 3, Kyklos 1")
    assert engine.to_move(state) == "athens"
    assert BOT(state) == BattleCard("defend", ("Phalanx 2", "Kyklos 1"))


def test_the_attacker_plays_its_high_cards_and_keeps_its_mercenaries():
    # The attacker's Mercenaries cause no casualties (seed 000 §5): they are for defending.
    deal = ("draw Mercenaries", "draw Phalanx 3", "draw Kyklos 3", "draw Embolon 1", *DEAL[4:])
    state, _ = _play(_arkadia(), *deal)
    assert engine.to_move(state) == "sparta"
    assert BOT(state) == BattleCard("attack", ("Phalanx 3", "Kyklos 3"))


def test_the_defender_retreats_from_a_hopeless_battle():
    # Outnumbered 5 to 3 and unable to match either card, it would lose 2 of its 3 units:
    # it retreats (seed 000 §5: "One player retreats"), paying 1 Prestige (ruling HG62).
    state = _arkadia(athens=3, sparta=5)
    deal = (
        "draw Phalanx 3",
        "draw Kyklos 3",
        "draw Phalanx 1",
        "draw Kyklos 1",
        "draw Kyklos 2",
        "draw Embolon 0",
        "draw Embolon 1",
        "draw Embolon 2",
    )
    state = in_round(state, "5α")
    state, _ = _play(state, *deal, "battle attack Phalanx 3, Kyklos 3")
    assert isinstance(BOT(state), Retreat)


def _game(seed: int, heuristic_side: str) -> tuple[State, int]:
    """A game of the heuristic player against random; checks each of its actions is legal.
    The final state and the number of actions the heuristic player chose."""
    bot, other = ai.HeuristicPlayer(seed), RandomPlayer(seed)
    dice = Randomness(seed + 1000)
    state, chosen = engine.initial_state(seed), 0
    while not engine.is_over(state):
        who = engine.to_move(state)
        if who == "chance":
            action = ai.chance(state, dice)
        elif who == heuristic_side:
            action = bot(state)
            chosen += 1
            if state.pending is not None:
                assert action in engine.legal_actions(state)
        else:
            action = other(state)
        state, _ = engine.apply(state, action)  # raises IllegalAction if it is not legal
    return state, chosen


@pytest.mark.parametrize("seed", range(4))
def test_every_action_of_the_heuristic_player_is_legal(seed):
    state, chosen = _game(seed, "athens" if seed % 2 else "sparta")
    assert engine.is_over(state) and chosen > 0


def test_an_aggressive_game_answers_every_battle_decision_legally():
    bots = {"athens": ai.player("aggressive", seed=5), "sparta": ai.player("aggressive", seed=6)}
    dice = Randomness(7)
    state = engine.initial_state(9)
    decisions = set()
    while not engine.is_over(state):
        who = engine.to_move(state)
        if who == "chance":
            state, _ = engine.apply(state, ai.chance(state, dice))
            continue
        action = bots[who](state)
        if state.pending is not None:
            decisions.add(state.pending.kind)
            assert action in engine.legal_actions(state)
        state, _ = engine.apply(state, action)
    assert {"battle attack", "battle defend"} <= decisions


def test_the_heuristic_player_beats_random_clearly():
    # 16 seeded games, 8 on each side: it wins at least 13 (it won all 16 when written).
    wins = sum(
        _game(seed, side)[0].result == side
        for seed in range(16)
        for side in ["athens" if seed % 2 else "sparta"]
    )
    assert wins >= 13


def test_the_player_refuses_a_finished_game_and_names_its_levels():
    state = replace(start(), phase="game_over", result="draw")
    with pytest.raises(IllegalAction):
        BOT(state)
    assert repr(ai.player("aggressive", seed=2)) == "HeuristicPlayer(seed=2, aggression=1.0)"
    assert isinstance(ai.player("random", seed=2), RandomPlayer)
    with pytest.raises(ValueError, match="unknown level"):
        ai.player("grandmaster")


def test_give_keeps_the_pieces_whole():  # the helper the scripted positions rely on
    state = give(start(), "Argos", "sparta", 3)
    assert state.polis("Argos").owner == "sparta"
