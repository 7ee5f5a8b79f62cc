"""Exercises that teach (issue 15): the verdict comes when the learner answers, never before;
"Show answer" reveals on purpose; and the notebooks' own checks accept the right answers (kept
here, so that running a notebook prints no answer)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from polislab.games import hegemony, hellas, hopping
from polislab.games.hegemony.tutorials import (
    best_defences,
    check_civil_war_target,
    check_defence,
    check_siege_prestige,
)
from polislab.games.hellas.tutorials import check_fewest_greeks, check_voyage_places, voyage_places
from polislab.games.hexemonia.tutorials import check_uprising
from polislab.games.hopping import goals
from polislab.widgets import Exercise, Question

CAPTURE = hopping.Position.from_diagram("""
.  .  .  .  .  .  .  BC
.  .  .  .  .  .  .  .
.  .  RD .  .  .  .  .
.  .  .  .  .  .  .  .
.  .  .  .  .  .  .  .
.  .  .  .  RD BD .  .
.  .  .  .  .  .  .  .
RC .  .  .  .  .  .  .
""", to_move="red")


def exercise() -> Exercise:
    return Exercise(CAPTURE, "Red to move: capture the Blue dog.", goals.capture("blue"),
                    hint="hop it between two of yours")


def test_an_exercise_shows_no_verdict_until_a_move_is_played() -> None:
    ex = exercise()
    assert ex.feedback.value == ""
    assert ex.view.panel.children[0] is ex.feedback  # beside the board, in view
    assert ex.view._seats.layout.display == "none"  # one learner, no seats to choose
    assert "Right" not in repr(ex) and not ex.check().correct
    assert "Hint" not in str(ex.check())  # the hint waits for the Hint button


def test_a_move_on_the_board_is_judged_at_once() -> None:
    ex = exercise()
    ex.view.play("e3-d3")
    assert "Not yet" in ex.feedback.value and "Undo" in ex.feedback.value
    ex.view.undo()
    assert ex.feedback.value == ""
    ex.view.play("e3-e4")
    assert "Right" in ex.feedback.value and "captured" in ex.feedback.value


def test_hint_and_answer_come_on_request() -> None:
    ex = exercise()
    assert ex.show_hint() == "hop it between two of yours" and "Hint" in ex.feedback.value
    assert ex.show_answer() == "e3-e4" and "e3-e4" in ex.feedback.value
    assert ex.try_answer(ex.answer()).correct


def test_a_question_judges_what_is_typed_and_reveals_on_purpose() -> None:
    q = Question("2 + 2?", lambda a: (a == "4", "two and two" if a == "4" else "count again"),
                 hint="fingers", candidates=["3", "4", "5"])
    assert q.feedback.value == "" and repr(q) == "Question('2 + 2?')"
    q._press_check()
    assert "type your answer" in q.feedback.value
    q.entry.value = "5"
    q._press_check()
    assert "Not yet: count again" in q.feedback.value
    q.entry.value = "4"
    q._press_check()
    assert "Right: two and two" in q.feedback.value
    assert q.show_answer() == "4"
    assert Question("?", lambda a: (True, ""))._answer_button.layout.display == "none"


# -- the notebooks' checks, with the answers the notebooks no longer print --------------------

def test_battles_exercise_accepts_the_best_defence_only() -> None:
    state = hegemony.tutorial("land-battle").frames[8].state  # "Sparta attacks again"
    assert best_defences(state)[1] == ["battle defend Mercenaries, Kyklos 1"]
    assert check_defence(state, "battle defend Mercenaries, Kyklos 1")[0]
    assert not check_defence(state, "battle defend Mercenaries, Phalanx 3")[0]


def test_civil_war_exercise_accepts_korinthos_only() -> None:
    start = hegemony.tutorial("civil-war").frames[0].state
    choices = ("Thebai", "Pylos", "Gytheion", "Korinthos")
    assert [p for p in choices if check_civil_war_target(start, choices, p)[0]] == ["Korinthos"]


def test_sieges_exercise_accepts_one_half() -> None:
    start = hegemony.tutorial("sieges").frames[0].state
    assert check_siege_prestige(start, "Pylos", "1/2", side="athens")[0]
    assert not check_siege_prestige(start, "Pylos", "3/2", side="athens")[0]
    candidates = sorted({str(Fraction(a, b)) for a in range(-4, 9) for b in range(1, 9)})
    right = [c for c in candidates if check_siege_prestige(start, "Pylos", c, side="athens")[0]]
    assert right == ["1/2"]  # what the notebook's Show answer finds


def test_hellas_exercises_accept_the_right_numbers_and_places() -> None:
    start = hellas.tutorial("attacks").frames[0].state
    what_if = start.with_city("Sparta", greeks=2).with_supply("dark", greeks=-1)
    assert check_fewest_greeks(what_if, "Sparta", "Argos", 2)[0]
    assert not check_fewest_greeks(what_if, "Sparta", "Argos", 1)[0]
    assert not check_fewest_greeks(what_if, "Sparta", "Argos", 3)[0]
    drawn = hellas.tutorial("voyage").frames[1].state
    assert voyage_places(drawn) == {"-1,0", "0,1"}
    assert check_voyage_places(drawn, ["-1,0", "0,1"])[0]
    assert check_voyage_places(drawn, "0,1 -1,0")[0]
    assert not check_voyage_places(drawn, ["-1,0", "0,1", "2,0"])[0]


def test_uprising_exercise_accepts_one_citizen() -> None:
    assert check_uprising("Gymnasium 4c 1h 3g", "1c")[0]
    assert not check_uprising("Gymnasium 4c 1h 3g", "2c 1g")[0]
    candidates = ["nothing"] + [" ".join(f"{n}{k}" for n, k in zip(counts, "chg", strict=True) if n)
                                for counts in product(range(5), repeat=3) if any(counts)]
    assert [c for c in candidates if check_uprising("Gymnasium 4c 1h 3g", c)[0]] == ["1c"]

