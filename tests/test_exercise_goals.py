"""Each game's exercise goals (issue 37): the outcomes a teacher may ask of the learner's one move,
declared by the game (``exercise_goals``) and judged by the rules' own events.

Registry-driven for what every game shares: for each declared kind, seeded random play finds a
position and a move that meets it and another legal move that does not. Per game, each outcome
rests on the clause of the rule text its event cites.
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import Any, NamedTuple

import pytest

from polislab.core import game_names, get_game
from polislab.core.errors import ScenarioError
from polislab.core.events import Event
from polislab.core.goals import GoalKind, goal_kinds, goals_met, read_goal
from polislab.games.hegemony import citations as hegemony_cite
from polislab.games.hellas import citations as hellas_cite
from polislab.games.hexemonia import citations as hexemonia_cite

SEEDS = range(40)  # random games tried per game, at most: each kind is found well before
PLIES = 400


class Found(NamedTuple):
    """A position, a move from it that meets a goal (its events), and a legal move that does not."""

    before: Any
    action: Any
    events: list[Event]
    other: Any


def declared() -> list[tuple[str, GoalKind]]:
    """Every registered game's own goal kinds (a game that declares none adds none)."""
    return [(name, kind) for name in game_names()
            for kind in getattr(get_game(name), "exercise_goals", ())]


def _meets(kind: GoalKind, events: list[Event], mover: str | None) -> Event | None:
    """The first event meeting ``kind``, for a move of ``mover``, by the declaration's words."""
    for event in events:
        if event.kind != kind.event:
            continue
        if kind.side_key and event.data.get(kind.side_key) != mover:
            continue
        if kind.place_key and kind.place_key not in event.data:
            continue
        return event
    return None


@cache
def found(game: str, kind_name: str) -> Found:
    """By seeded random play, a position where a move meets ``kind_name`` and another does not."""
    rules = get_game(game)
    kind = next(k for k in rules.exercise_goals if k.kind == kind_name)  # type: ignore[attr-defined]
    for seed in SEEDS:
        rng = random.Random(seed)
        state = rules.initial_state(randomness=seed)
        for _ in range(PLIES):
            if rules.is_over(state):
                break
            actions = list(rules.legal_actions(state))
            hit = _first_meeting(rules, state, actions, kind)
            if hit is not None:
                return hit
            state, _ = rules.apply(state, rng.choice(actions))
    raise AssertionError(f"no {kind_name!r} outcome in {len(SEEDS)} seeded {game} games")


def _first_meeting(rules: Any, state: Any, actions: list[Any], kind: GoalKind) -> Found | None:
    mover = rules.to_move(state)
    results = [(action, rules.apply(state, action)[1]) for action in actions]
    meeting = [(action, events) for action, events in results
               if _meets(kind, events, mover)]
    others = [action for action, events in results if not _meets(kind, events, mover)]
    if meeting and others:
        action, events = meeting[0]
        return Found(state, action, events, others[0])
    return None


def goal_data(kind: GoalKind, event: Event) -> dict[str, str]:
    data = {"kind": kind.kind}
    if kind.place_key:
        data["place"] = str(event.data[kind.place_key])
    return data


# -- every game -----------------------------------------------------------------------------------

def test_every_game_but_the_worked_example_declares_two_to_five_outcomes() -> None:
    for name in ("hopping", "hegemony", "hellas", "hexemonia"):
        assert 2 <= len(get_game(name).exercise_goals) <= 5, name  # type: ignore[attr-defined]


@pytest.mark.parametrize("game, kind", declared(), ids=lambda v: getattr(v, "kind", v))
def test_a_goal_kind_speaks_in_words(game: str, kind: GoalKind) -> None:
    """The recorder's list shows the label, the verdict says the task: words, never slugs."""
    assert kind.label[0].isupper() and " " in kind.label
    assert kind.task[0].islower()
    for text in (kind.label, kind.task):
        assert "_" not in text and text.lower() != kind.kind, text
        assert "-" not in kind.kind or kind.kind not in text, text  # "civil-war" is a key
    assert ("{place}" in kind.task) == bool(kind.place_key)
    assert kind.event, "a game's own goal is met by an event"
    assert [k.kind for k in goal_kinds(game)].count(kind.kind) == 1


@pytest.mark.parametrize("game, kind", declared(), ids=lambda v: getattr(v, "kind", v))
def test_a_move_that_meets_a_goal_is_offered_and_judged_right(game: str, kind: GoalKind) -> None:
    rules = get_game(game)
    hit = found(game, kind.kind)
    event = _meets(kind, hit.events, rules.to_move(hit.before))
    assert event is not None
    data = goal_data(kind, event)
    saved = rules.to_json(hit.before)

    assert data in goals_met(hit.before, hit.action)
    assert read_goal(game, data).judge(hit.before, hit.action) == (True, event.explain())
    assert read_goal(game, data).judge(hit.before, str(hit.action))[0]
    assert rules.to_json(hit.before) == saved  # judging plays on a copy


@pytest.mark.parametrize("game, kind", declared(), ids=lambda v: getattr(v, "kind", v))
def test_a_move_that_does_not_meet_a_goal_is_told_so(game: str, kind: GoalKind) -> None:
    rules = get_game(game)
    hit = found(game, kind.kind)
    event = _meets(kind, hit.events, rules.to_move(hit.before))
    assert event is not None
    goal = read_goal(game, goal_data(kind, event))

    assert goal_data(kind, event) not in goals_met(hit.before, hit.other)
    assert goal.judge(hit.before, hit.other) == (False, f"{hit.other} does not {goal.words()}.")


@pytest.mark.parametrize("game, kind", [(g, k) for g, k in declared() if k.place_key],
                         ids=lambda v: getattr(v, "kind", v))
def test_a_goal_names_its_place_as_a_click_on_the_board_does(game: str, kind: GoalKind) -> None:
    """The place is a region of the board (what a teacher clicks to mark it), and another place
    is not met by the same move."""
    rules = get_game(game)
    hit = found(game, kind.kind)
    event = _meets(kind, hit.events, rules.to_move(hit.before))
    assert event is not None
    place = goal_data(kind, event)["place"]
    interface = importlib.import_module(rules.interface).INTERFACE
    regions = interface.scene(hit.before, show_all=True).regions
    assert place in regions
    elsewhere = next(name for name in regions if name != place)
    right, why = read_goal(game, {"kind": kind.kind, "place": elsewhere}).judge(
        hit.before, hit.action)
    assert not right and why.endswith(kind.task.format(place=elsewhere) + ".")


# -- reading a goal ------------------------------------------------------------------------------

@pytest.mark.parametrize("data, words", [
    ({"kind": "fly"}, "is not one of this game's: play, win, take, voyage"),
    ({"kind": "take"}, "needs its place, as text"),
    ({"kind": "take", "place": 3}, "needs its place, as text"),
    ({"kind": "take", "place": "Argos", "city": "Argos"}, "has no 'city'; it takes: kind, place"),
    ({"kind": "voyage", "place": "Argos"}, "has no 'place'; it takes: kind"),
    ({"kind": "play"}, "needs its move, as text"),
    (["take"], "is an object with a 'kind'"),
    ({"place": "Argos"}, "is an object with a 'kind'"),
])
def test_read_goal_refuses_with_a_sentence(data: Any, words: str) -> None:
    with pytest.raises(ScenarioError) as refused:
        read_goal("hellas", data)
    message = str(refused.value)
    assert words in message
    assert "KeyError" not in message and "Traceback" not in message


# -- each game: the rule each outcome rests on ---------------------------------------------------

def verdict(game: str, kind_name: str) -> str:
    """The why of a right answer: the meeting event's sentence, with its rule."""
    rules = get_game(game)
    hit = found(game, kind_name)
    kind = next(k for k in rules.exercise_goals if k.kind == kind_name)  # type: ignore[attr-defined]
    event = _meets(kind, hit.events, rules.to_move(hit.before))
    assert event is not None
    right, why = read_goal(game, goal_data(kind, event)).judge(hit.before, hit.action)
    assert right
    return why


@pytest.mark.parametrize("kind_name, rule", [
    ("besiege", hegemony_cite.BESIEGE),           # Hegemony reference §5.7 Besiege Polis
    ("civil-war", hegemony_cite.CIVIL_WAR),       # §5.12 Instigate Civil War
    ("march", hegemony_cite.MOVE_HOPLITES),       # §5.5 Move Hoplites
    ("project", hegemony_cite.BEGIN_PROJECT),     # §5.4 Begin Project
])
def test_hegemony_outcomes_rest_on_the_reference(kind_name: str, rule: str) -> None:
    assert rule in verdict("hegemony", kind_name)


@pytest.mark.parametrize("kind_name, rule", [
    ("take", hellas_cite.AFTER),      # Hellas reference §5 Option 3: After Attack
    ("voyage", hellas_cite.VOYAGE),   # Hellas reference §5 Option 2: Voyage
])
def test_hellas_outcomes_rest_on_the_reference(kind_name: str, rule: str) -> None:
    assert rule in verdict("hellas", kind_name)


@pytest.mark.parametrize("kind_name, rule", [
    ("conquer", hexemonia_cite.CONQUER),      # Hexemonia rulebook §War, Conquering a Tile
    ("myth", hexemonia_cite.PLAY_MYTH),       # §Step B, Playing a Myth Tile
    ("uprising", hexemonia_cite.UPRISINGS),   # §Step D, Uprisings and Resolving an Uprising
])
def test_hexemonia_outcomes_rest_on_the_rulebook(kind_name: str, rule: str) -> None:
    assert rule in verdict("hexemonia", kind_name)


def test_a_siege_is_the_besieging_not_the_roll() -> None:
    """Hegemony reference §5.7: the besieger pays and then rolls the d4; the learner's one action
    is the besieging, so the siege's outcome is no goal (the roll is chance's)."""
    kinds = {kind.event for kind in get_game("hegemony").exercise_goals}  # type: ignore[attr-defined]
    assert "besiege" in kinds and "siege won" not in kinds


def test_hellas_the_defenders_last_pass_does_not_take_the_city() -> None:
    """Hellas reference §5 Option 3: After Attack: the attacker takes the city. When the defender's
    pass ends the attack, the city falls on the defender's move, which is no goal of theirs."""
    rules = get_game("hellas")
    for seed in SEEDS:
        rng = random.Random(seed)
        state = rules.initial_state(randomness=seed)
        for _ in range(PLIES):
            if rules.is_over(state):
                break
            action = rng.choice(list(rules.legal_actions(state)))
            after, events = rules.apply(state, action)
            taken = [e for e in events if e.kind == "taken"]
            if taken and taken[0].data["player"] != rules.to_move(state):
                goal = {"kind": "take", "place": taken[0].data["city"]}
                assert goal not in goals_met(state, action)
                right, why = read_goal("hellas", goal).judge(state, action)
                assert not right and why == f"{action} does not take {goal['place']}."
                return
            state = after
    raise AssertionError("no attack ended by the defender's pass in the seeded games")


def test_hexemonia_a_conquest_names_the_tile_as_the_board_does() -> None:
    """Hexemonia rulebook §War, Conquering a Tile: the goal names the rival's tile as the board's
    region does ("red 1d"), not only its slot in a city ("1d")."""
    hit = found("hexemonia", "conquer")
    event = next(e for e in hit.events if e.kind == "conquer")
    owner, slot = event.data["place"].split(" ")
    assert slot == event.data["at"]
    assert owner in get_game("hexemonia").seats(hit.before) and owner != hit.before.current.name


def test_an_event_that_names_no_place_meets_no_goal_about_a_place(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A goal about a place is offered only with the place its event names (never "None")."""
    rules = get_game("hellas")
    hit = found("hellas", "take")
    after, _ = rules.apply(hit.before, hit.action)
    mover = rules.to_move(hit.before)
    nameless = Event("taken", "a city is taken", hellas_cite.AFTER, {"player": mover})
    monkeypatch.setattr(rules, "apply", lambda state, action: (after, [nameless]))
    assert [goal["kind"] for goal in goals_met(hit.before, hit.action)] == ["play"]
