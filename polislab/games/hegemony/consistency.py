"""Is a state one the engine can play on? Every consistency the engine relies on, in one place.

:func:`check_consistency` is called by :meth:`State.from_json <.state.State.from_json>` (and so
by every scenario and tutorial, whose starts are saved states) after the fields are read one by
one: it checks what holds across fields — the turn, the project tiles, one event card drawn for
each round begun, the pieces of seed 000 §2, the pending decision and the battle — and finally
asks the engine for the legal actions, so that a state it accepts never stops the engine on a
bare ``AssertionError`` later (issue 14: a position in round 4 with only round 3's card drawn
was accepted, and the engine failed at the end of that round).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from polislab.core.errors import PolislabError, ScenarioError
from polislab.core.inputs import STRAY, shorten, stray_detail

from . import citations as cite
from .components import COMPONENTS, GOODS, SIDES
from .state import (
    CARD_DRAW,
    CHANCE,
    PROJECT_NAMES,
    ROUND_NAMES,
    State,
    conservation_errors,
    event_deck_cards,
)


def check_consistency(state: State) -> None:
    """Refuse ``state`` with a :class:`ScenarioError` saying what is wrong, unless every
    consistency the engine relies on holds."""
    for check in _CHECKS:
        check(state)


#: The card a builder draws for a round it moves past (each round's deck has copies of it).
NO_EVENT = "No Event"


def in_round(state: State, round_name: str) -> State:
    """``state`` moved on to round ``round_name`` as a builder or test sets a position there,
    still one the engine can play on: for each round begun since, a "No Event" card (the top
    card if the deck has none) is drawn from its deck, as if that round's event did nothing."""
    if round_name not in ROUND_NAMES:
        raise ScenarioError(f"round {shorten(repr(round_name))} is not one of "
                            f"{', '.join(ROUND_NAMES)}")
    begun = ROUND_NAMES.index(round_name) + 1
    drawn = list(state.events_drawn[:begun])
    decks = list(state.event_decks)
    for index in range(len(drawn), begun):
        if not decks[index]:
            raise ScenarioError(f"the round-{ROUND_NAMES[index]} event deck is empty")
        deck = list(decks[index])
        card = NO_EVENT if NO_EVENT in deck else deck[0]
        deck.remove(card)
        drawn.append(card)
        decks[index] = tuple(deck)
    return replace(state, round=round_name, event_decks=tuple(decks), events_drawn=tuple(drawn))


def _fail(where: str, reason: str) -> ScenarioError:
    return ScenarioError(f"{where}: {reason}")


def _check_board(state: State) -> None:
    """Each piece where the board has room for it: populations within each polis's, units on
    land or sea by kind, one merchant a shipload, one disc a side a tribute box, the market
    chart's spaces."""
    for polis in state.poleis:
        maximum = COMPONENTS.polis(polis.name).max_population
        if polis.population > maximum:
            raise _fail(f"poleis.{polis.name}.population", f"{polis.population} is over "
                        f"{polis.name}'s maximum population of {maximum} ({cite.COMPONENTS})")
    for territory in state.territories:
        sea = COMPONENTS.territory(territory.name).is_sea
        for side in SIDES:
            units = territory.of(side)
            if units.galleys and not sea:
                raise _fail(f"units.{territory.name}", "galleys stand only in sea territories")
            if units.hoplites and sea:
                raise _fail(f"units.{territory.name}", "hoplites stand only in land territories")
    for merchant in state.merchants_at_markets:
        spaces = len(COMPONENTS.market(merchant.market).shiploads)
        if merchant.shipload >= spaces:
            raise _fail("merchants_at_markets", f"{merchant.market} has shiploads 0 to "
                        f"{spaces - 1}, not {merchant.shipload}")
    _once([(m.market, m.shipload) for m in state.merchants_at_markets], "merchants_at_markets",
          "two merchants on one shipload")
    _once(list(state.tribute_discs), "tribute_discs", "a side's second disc on one tribute box")
    spaces = COMPONENTS.market_chart.spaces
    for good, value in zip(GOODS, state.market, strict=True):
        if value >= spaces:
            raise _fail(f"market.{good}", f"the market chart has spaces 0 to {spaces - 1}, not "
                        f"{value}")


def _once(items: list[object], where: str, what: str) -> None:
    repeated = [item for item, n in Counter(items).items() if n > 1]
    if repeated:
        raise _fail(where, f"{what}: {repeated[0]!r}")


def _check_turn(state: State) -> None:
    if len(set(state.passed)) != len(state.passed):
        raise _fail("passed", "a side passes once a round")
    if len(set(state.actions_taken)) != len(state.actions_taken):
        raise _fail("actions_taken", "a kind of action taken twice in one turn")
    if len(state.actions_taken) >= COMPONENTS.round_track.actions_per_turn:
        raise _fail("actions_taken", "a turn ends after its 2 actions")
    if state.phase == "actions" and state.player in state.passed:
        raise _fail("player", f"{state.player} has passed and cannot be the side to act")
    if (state.phase != "actions") != (len(state.passed) == 2):
        raise _fail("phase", "the action phase ends exactly when both sides have passed")
    if (state.phase == "game_over") != (state.result is not None):
        raise _fail("result", "a game has a result exactly when its phase is 'game_over'")


def _check_projects(state: State) -> None:
    held = [p.project for p in state.poleis if p.project] + [
        name for p in state.poleis for name in p.completed]
    every = [*state.project_offer, *state.project_deck, *state.project_discard, *held]
    counts = Counter(every)
    wrong = sorted(n for n in PROJECT_NAMES if counts[n] != 1)
    if wrong:
        raise _fail("projects", f"every project tile is in exactly one place; {wrong[0]!r} is "
                    f"in {counts[wrong[0]]}")
    for polis in state.poleis:
        if polis.project and not COMPONENTS.polis(polis.name).allows(
                COMPONENTS.project(polis.project)):
            raise _fail(f"poleis.{polis.name}.project", f"{polis.name} cannot take "
                        f"{polis.project}")
        if polis.owner is None and polis.project:
            raise _fail(f"poleis.{polis.name}.project", "a neutral polis has begun no project")


def _check_events(state: State) -> None:
    """One event card is drawn as each round begins (seed 000 §4 Preparation for Next Round;
    the setup draws round 3's): a state in round N holds exactly N's card and those before."""
    begun = COMPONENTS.round(state.round).number
    drawn = len(state.events_drawn)
    if drawn != begun:
        played = ", ".join(ROUND_NAMES[:begun])
        raise _fail("events.drawn", f"{drawn} card{'s' * (drawn != 1)} drawn but {begun} "
                    f"round{'s' * (begun != 1)} begun: in round {state.round} the event cards "
                    f"of rounds {played} have been drawn, one as each round began (Hegemony "
                    "reference §4 Preparation for Next Round)")
    for index, name in enumerate(ROUND_NAMES):
        left = list(state.event_decks[index])
        if index < drawn:
            left.append(state.events_drawn[index])
        if Counter(left) != Counter(event_deck_cards(name)):
            raise _fail(f"events.decks.{name}", "the deck and the card drawn from it are not "
                        f"the cards of the round-{name} deck")


def _check_places(state: State) -> None:
    spots = [s.proxenos for s in state.sides if s.proxenos is not None]
    if len(set(spots)) != len(spots):
        raise _fail("sides", "two proxenoi in one polis (Hegemony reference §5.10)")
    for disc in state.tribute_discs:
        if disc.territory not in (b.territory for b in COMPONENTS.tribute_boxes):
            raise _fail("tribute_discs", f"{disc.territory} has no tribute box")
    errors = conservation_errors(state)
    if errors:
        raise _fail("pieces", errors[0])


def _check_decision(state: State) -> None:
    """The pending decision is one the engine answers, with the battle it is about."""
    from . import battle
    from .engine import DECISIONS

    pending = state.pending
    if pending is None:
        return
    if state.phase == "game_over":
        raise _fail("pending", "a finished game has no decision pending")
    if pending.actor == CHANCE and pending.kind != CARD_DRAW and (
            pending.dice < 1 or pending.faces < 2):
        raise _fail("pending", "a roll needs 1 die or more, of 2 faces or more")
    if pending.kind not in DECISIONS:
        kinds = ", ".join(map(repr, sorted(DECISIONS)))
        raise _fail("pending.kind", f"{shorten(repr(pending.kind))} is not a decision the "
                    f"engine knows; the kinds are {kinds}")
    if (pending.kind in battle.KINDS) != (state.battle is not None):
        raise _fail("battle", "a battle decision is pending exactly while a battle is fought"
                    if state.battle is None else "a battle is fought only with one of its "
                    "decisions pending")


def _check_playable(state: State) -> None:
    """The engine itself can list what comes next and play the first of it: a state it cannot
    go on from is refused here, not at the learner's first move."""
    from .engine import apply, is_over, legal_actions

    try:
        actions = legal_actions(state)
        if actions:
            apply(state, actions[0])
    except PolislabError as err:
        raise _fail("the state", f"the engine cannot go on from it: {err}") from None
    except STRAY as err:
        what = stray_detail(err, "a pending decision's data or the battle does not match the "
                                 "position")
        raise _fail("pending" if state.pending is not None else "the state",
                    f"the engine cannot go on from it: {what}") from None
    if not actions and not is_over(state):
        raise _fail("phase", f"nobody can act in phase {state.phase!r} with no decision "
                    "pending, and the game is not over")


def _check_battle(state: State) -> None:
    """The battle under way is of its territory's kind, with the cards of the combat deck."""
    fight = state.battle
    if fight is None:
        return
    kind = "land" if COMPONENTS.territory(fight.territory).is_land else "sea"
    if fight.kind != kind:
        raise _fail("battle.kind", f"a battle in {fight.territory} is a {kind} battle")
    if len(fight.attack) not in (0, 2):
        raise _fail("battle.attack", "the attacker plays 2 cards at once")
    extra = Counter(fight.hands[0] + fight.hands[1] + fight.attack + fight.discard) - Counter(
        COMPONENTS.combat_deck)
    if extra:
        raise _fail("battle", f"more copies of {', '.join(sorted(extra))} than the combat "
                    f"deck holds ({cite.COMPONENTS})")


_CHECKS: tuple[Callable[[State], None], ...] = (
    _check_board, _check_battle, _check_turn, _check_projects, _check_events, _check_places,
    _check_decision, _check_playable)
