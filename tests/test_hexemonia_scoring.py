"""Seed 004 §Scoring, its two tie-breaks, and Example 7 (final scores 22, 22 and 20)."""

from __future__ import annotations

from polislab.games.hexemonia import engine, position
from polislab.games.hexemonia.scoring import score

NAMES = ("Andrea", "Barbara", "Corrado")

#: Example 7's three city-states, the tiles it lists Active; Corrado's Fates token on an
#: Inactive second Country (ruling HX25).
ANDREA = {"A": "4g", "1a": "Amphitheater 2c 1g +Oracle", "1b": "Labyrinth 1c 1h",
          "1c": "Tavern 1c 1g", "1d": "Gymnasium 1c 1h 1g", "1e": "Phalanx 2h 1g",
          "1f": "Agora 1c 1g"}
BARBARA = {"A": "3g", "1a": "Gymnasium 1c 1h 1g", "1b": "Temple 1c 1g +Pandora",
           "1c": "Tavern 1c 1g", "1d": "Walls 2c +Hades", "1e": "Phalanx 2h 1g",
           "1f": "Village 1c 1g", "2b": "Spring", "2d": "Port 1c 1g", "2f": "Pasture 1c",
           "2h": "Pasture 1c"}
CORRADO = {"A": "1g", "1a": "Asty 2c 1h 1g +Muses", "1b": "Temple 1c 1g", "1c": "Country 2c",
           "1d": "Necropolis 1c", "1e": "Pasture 1c", "1f": "Spring", "2b": "Country 1c +Fates"}
MYTHS = {"Andrea": ["Oracle"], "Barbara": ["Hades", "Pandora"], "Corrado": ["Fates", "Muses"]}


def example_7(**changes):
    cities = {"Andrea": ANDREA, "Barbara": BARBARA, "Corrado": CORRADO, **changes}
    return position(NAMES, cities=cities, myths=MYTHS, philosopher="Andrea",
                    acropolis=("Athens", "Sparta", "Olympia"))


def test_example_7_andrea_22():
    s = score(example_7(), 0)
    assert (s.tiles, s.polis, s.myth_set, s.gold, s.bonus) == (2, 8, 0, 4, 8)
    assert s.philosopher == 0  # the Philosopher is worth nothing in a 3-player game
    assert s.total == 22


def test_example_7_barbara_22():
    s = score(example_7(), 1)
    # Walls, Phalanx, Village, Spring (Active with no Resources), Port, 2 Pastures: 7;
    # Gymnasium, Temple, Tavern: 6; Hades and Pandora with Sparta show two Natures: no set
    assert (s.tiles, s.polis, s.myth_set, s.gold, s.bonus) == (7, 6, 0, 3, 6)
    assert s.total == 22


def test_example_7_corrado_20():
    s = score(example_7(), 2)
    # Country, Necropolis, Pasture, Spring: 4; Temple, Asty: 4; the Fates, the Muses and
    # Olympia show three Natures: 8; 1 Gold; Olympia: 3 for the Muses alone (its Asty Active,
    # the Fates' Country not)
    assert (s.tiles, s.polis, s.myth_set, s.gold, s.bonus) == (4, 4, 8, 1, 3)
    assert s.total == 20


def test_example_7_with_a_single_country_the_text_gives_19():
    only = {k: v for k, v in CORRADO.items() if k != "1c"}
    assert score(example_7(Corrado=only), 2).total == 19  # ruling HX25


def test_example_7_the_game_ends_in_a_tie_broken_for_barbara():
    state = position(NAMES, cities={"Andrea": ANDREA, "Barbara": BARBARA, "Corrado": CORRADO},
                     myths=MYTHS, philosopher="Andrea", turn="Corrado", ending=True,
                     acropolis=("Athens", "Sparta", "Olympia"))
    state, events = engine.apply(engine.play(state, "strategy"), "end strategy")
    assert engine.is_over(state) and state.scores == (22, 22, 20)
    told = [e.text for e in events]
    assert ("a tie at 22 points, broken by Active tiles of the Acropolis's Nature, then Gold "
            "on the Acropolis: Andrea 2 Active tiles of its Acropolis's Nature and 4 Gold, "
            "Barbara 3 Active tiles of its Acropolis's Nature and 3 Gold") in told
    assert engine.winner(state) == "Barbara" and told[-1] == "Barbara wins with 22 points"


def test_scoring_the_myth_set_counts_the_acropolis_and_inactive_myths():
    cities = {"Andrea": {"1a": "Amphitheater +Oracle", "1b": "Walls 1c +Hades"}}
    state = position(NAMES, cities=cities, myths={"Andrea": ["Oracle", "Hades"]},
                     acropolis=("Olympia", "Athens", "Sparta"))
    assert score(state, 0).myth_set == 8  # Political, Military and Olympia's Sacred
    assert score(state, 0).bonus == 0  # neither token stands on an Active tile
    state = position(NAMES, cities=cities, myths={"Andrea": ["Oracle", "Hades"]})
    assert score(state, 0).myth_set == 0  # Athens is Political too: two Natures


def test_scoring_gold_on_the_acropolis_only():
    state = position(NAMES, cities={"Andrea": {"A": "5g", "1a": "Quarry 1c 1h 9g"}})
    s = score(state, 0)
    assert s.gold == 5 and s.tiles == 1


def test_scoring_two_players_the_philosopher_is_worth_three():
    state = position(players=2, philosopher="blue")
    assert score(state, 1).philosopher == 3 and score(state, 0).philosopher == 0
    assert score(position(players=2, philosopher="blue", uprisings=True), 1).philosopher == 0


def test_tie_break_then_gold_then_a_shared_victory():
    base = {"A": "2g", "1a": "Pasture 1c"}
    state = position(NAMES, cities={"Andrea": base, "Barbara": base, "Corrado": {"A": "0c"}},
                     turn="Corrado", ending=True)
    state, events = engine.apply(state, "produce")
    assert state.scores == (3, 3, 0)
    assert state.winners == ("Andrea", "Barbara") and engine.winner(state) is None
    assert events[-1].text == "Andrea and Barbara share the victory with 3 points"
    # equal points, no Active tile of either Acropolis's Nature: the Gold decides
    richer = position(NAMES, cities={
        "Andrea": {"A": "3g", "1a": "Pasture 1c", "1b": "Spring"},
        "Barbara": {"A": "2g", "1a": "Pasture 1c", "1b": "Spring", "1c": "Village 1c 1g"}},
        turn="Corrado", ending=True)
    over = engine.apply(richer, "produce")[0]
    assert over.scores[:2] == (5, 5) and engine.winner(over) == "Andrea"
