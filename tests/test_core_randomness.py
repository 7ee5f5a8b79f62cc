"""Seeded and scripted randomness (polislab.core.randomness, design.md "Conventions")."""

from __future__ import annotations

import pytest

from polislab import Randomness, ScenarioError, ScriptedRandomness, ScriptExhausted

CARDS = ["Athens", "Sparta", "Corinth", "Thebes", "Argos"]


def _draws(source: Randomness) -> list[object]:
    """A mix of every kind of draw, so a replay must match all of them."""
    return [
        [source.roll(6) for _ in range(30)],
        [source.roll(4) for _ in range(30)],
        source.shuffle(CARDS, deck="cities"),
        [source.choice(CARDS) for _ in range(10)],
        [source.randrange(100) for _ in range(10)],
    ]


# -- Randomness -------------------------------------------------------------------------------
def test_same_seed_replays_the_same_draws():
    assert _draws(Randomness(seed=2024)) == _draws(Randomness(seed=2024))


def test_different_seeds_give_different_draws():
    # 30 d6 and 30 d4 rolls and more: two seeds agreeing on all of them would be a broken seed.
    assert _draws(Randomness(seed=1)) != _draws(Randomness(seed=2))


def test_rolls_stay_on_the_die():
    dice = Randomness(seed=7)
    for sides in (2, 4, 6, 20):
        rolls = [dice.roll(sides) for _ in range(400)]
        assert set(rolls) == set(range(1, sides + 1))


def test_shuffle_returns_a_permutation_and_leaves_the_deck_alone():
    deck = list(CARDS)
    order = Randomness(seed=3).shuffle(deck, deck="cities")
    assert sorted(order) == sorted(CARDS)
    assert deck == CARDS


def test_choice_from_nothing_raises():
    with pytest.raises(ValueError):
        Randomness(seed=0).choice([])


# -- ScriptedRandomness: dice -----------------------------------------------------------------
def test_scripted_d4_rolls_come_in_order():
    dice = ScriptedRandomness(dice={4: [2, 4, 1, 3, 3]})
    assert [dice.roll(4) for _ in range(5)] == [2, 4, 1, 3, 3]


def test_scripts_of_different_dice_are_separate():
    dice = ScriptedRandomness(dice={4: [1, 2], 6: [6, 5]})
    assert dice.roll(6) == 6
    assert dice.roll(4) == 1
    assert dice.roll(6) == 5
    assert dice.roll(4) == 2


def test_an_exhausted_script_raises_with_a_clear_message():
    dice = ScriptedRandomness(dice={4: [2, 4]})
    dice.roll(4)
    dice.roll(4)
    with pytest.raises(ScriptExhausted) as info:
        dice.roll(4, why="siege of Argos")
    message = str(info.value)
    assert "d4" in message
    assert "2 rolls" in message  # how many the script held
    assert "siege of Argos" in message  # what the roll was for


def test_an_unscripted_die_raises_script_exhausted():
    dice = ScriptedRandomness(dice={4: [1]})
    with pytest.raises(ScriptExhausted, match="d6"):
        dice.roll(6)


def test_exhaustion_is_a_lookup_error_not_a_silent_random_roll():
    dice = ScriptedRandomness(dice={4: []})
    with pytest.raises(LookupError):
        dice.roll(4)


@pytest.mark.parametrize("impossible", [0, 5, -1, 100])
def test_a_d4_cannot_be_scripted_to_roll_outside_1_to_4(impossible):
    with pytest.raises(ScenarioError, match=rf"d4 cannot roll {impossible}"):
        ScriptedRandomness(dice={4: [1, impossible]})


def test_the_caller_script_is_not_consumed():
    script = [3, 1]
    dice = ScriptedRandomness(dice={4: script})
    dice.roll(4)
    dice.roll(4)
    assert script == [3, 1]


# -- ScriptedRandomness: decks ----------------------------------------------------------------
def test_a_stacked_deck_comes_out_in_the_scripted_order():
    stacked = ["Thebes", "Argos", "Athens", "Corinth", "Sparta"]
    source = ScriptedRandomness(decks={"cities": stacked})
    assert source.shuffle(CARDS, deck="cities") == stacked


@pytest.mark.parametrize(
    "stacked",
    [
        ["Thebes", "Argos", "Athens", "Corinth"],  # a card missing
        ["Thebes", "Argos", "Athens", "Corinth", "Sparta", "Sparta"],  # a card too many
        ["Thebes", "Argos", "Athens", "Corinth", "Megara"],  # a card not in the deck
        ["Thebes", "Thebes", "Athens", "Corinth", "Sparta"],  # right size, wrong cards
    ],
)
def test_a_stacked_order_that_is_not_the_decks_cards_is_rejected(stacked):
    source = ScriptedRandomness(decks={"cities": stacked})
    with pytest.raises(ScenarioError, match="cities"):
        source.shuffle(CARDS, deck="cities")


def test_stacked_draws_come_one_at_a_time_then_the_script_runs_out():
    source = ScriptedRandomness(decks={"cities": ["Argos", "Thebes"]})
    assert source.draw(CARDS, deck="cities") == "Argos"
    assert source.draw(["Thebes", "Sparta"], deck="cities") == "Thebes"
    with pytest.raises(ScriptExhausted, match="cities"):
        source.draw(CARDS, deck="cities")


def test_a_stacked_draw_of_a_card_not_left_in_the_deck_is_rejected():
    source = ScriptedRandomness(decks={"cities": ["Megara"]})
    with pytest.raises(ScenarioError, match="Megara"):
        source.draw(CARDS, deck="cities")


def test_an_unscripted_draw_is_a_seeded_card_of_those_left():
    assert Randomness(5).draw(CARDS, deck="cities") == Randomness(5).draw(CARDS)
    assert Randomness(5).draw(CARDS) in CARDS
    fallback = ScriptedRandomness(fallback=Randomness(5))
    assert fallback.draw(CARDS, deck="cities") == Randomness(5).draw(CARDS)


def test_an_unstacked_deck_without_fallback_raises_script_exhausted():
    source = ScriptedRandomness(decks={"cities": list(CARDS)})
    with pytest.raises(ScriptExhausted, match="gods"):
        source.shuffle(["Zeus", "Hera"], deck="gods")


def test_unscripted_choice_and_randrange_raise_without_fallback():
    source = ScriptedRandomness()
    with pytest.raises(ScriptExhausted):
        source.choice(CARDS, why="who starts")
    with pytest.raises(ScriptExhausted):
        source.randrange(10)


# -- ScriptedRandomness: fallback -------------------------------------------------------------
def test_fallback_takes_over_when_the_script_runs_out():
    scripted = ScriptedRandomness(dice={4: [4, 4]}, fallback=Randomness(seed=99))
    rolls = [scripted.roll(4) for _ in range(12)]
    reference = Randomness(seed=99)
    assert rolls == [4, 4] + [reference.roll(4) for _ in range(10)]


def test_fallback_serves_unscripted_dice_decks_and_choices_as_the_seed_would():
    scripted = ScriptedRandomness(dice={4: [1]}, fallback=Randomness(seed=5))
    reference = Randomness(seed=5)
    assert scripted.roll(4) == 1  # scripted: the fallback is not consulted
    assert scripted.roll(6) == reference.roll(6)
    assert scripted.shuffle(CARDS, deck="cities") == reference.shuffle(CARDS, deck="cities")
    assert scripted.choice(CARDS) == reference.choice(CARDS)
    assert scripted.randrange(1000) == reference.randrange(1000)


def test_two_scripted_sources_with_the_same_fallback_seed_replay_alike():
    def run() -> list[int]:
        source = ScriptedRandomness(dice={6: [6]}, fallback=Randomness(seed=11))
        return [source.roll(6) for _ in range(20)]

    assert run() == run()
