"""The starting state: seed 000 §3 with the data's starting values (``data/setup.json``).

Decks are shuffled here, once, through :mod:`polislab.core.randomness`, and the state keeps
their orders. The decks are named so that a scenario can stack them with
``ScriptedRandomness(decks={...})``: "projects" (the 14 project tiles) and "events 3",
"events 4", "events 5α", "events 5β" (each round's event cards, copies repeated), shuffled in
that order. A scripted deck holds the same cards as the data, in the order they are drawn.

>>> from polislab.games.hegemony.setup import initial_state
>>> state = initial_state(7)
>>> state.round, state.phase, state.player, len(state.project_offer)
('3', 'actions', 'sparta', 3)
>>> state == initial_state(7)
True
"""

from __future__ import annotations

from typing import Any

from polislab.core.randomness import Randomness

from . import event_cards
from .components import COMPONENTS, GOODS, RESOURCES, SIDES, Resources, SideSetup
from .options import Options
from .state import (
    POLIS_NAMES,
    PROJECT_NAMES,
    ROUND_NAMES,
    TERRITORY_NAMES,
    PolisState,
    Pool,
    SideState,
    State,
    TerritoryState,
    Units,
    conservation_errors,
    event_deck_cards,
    pieces_on_board,
)

PROJECT_DECK = "projects"


def event_deck_name(round_name: str) -> str:
    """The name under which round ``round_name``'s event deck is shuffled ("events 5α")."""
    return f"events {round_name}"


def initial_state(randomness: Randomness | int | None = None, **options: Any) -> State:
    """The state after the setup of seed 000 §3.

    ``randomness`` shuffles the decks: a :class:`~polislab.core.Randomness` (seeded, or a
    :class:`~polislab.core.ScriptedRandomness` stacking them), a seed, or None for a fresh
    random game. ``options`` are those of :class:`~.options.Options`.

    In order: the round marker on round 3; each side's poleis, hoplites, galleys, merchant in
    its trade port and proxenos in its capital, the neutral poleis at their base population;
    the market markers on the leftmost spaces; the project tiles shuffled and 3 laid face up;
    the event decks shuffled and the round-3 event drawn and applied, Athens first (an effect
    that asks a side to choose leaves the game waiting for its answer: :mod:`.events`); then
    the player with less Prestige begins, Sparta on a tie, unless the card names one.
    """
    opts = Options(**options)
    if randomness is None or (isinstance(randomness, int) and not isinstance(randomness, bool)):
        randomness = Randomness(randomness)
    if not isinstance(randomness, Randomness):
        raise TypeError(f"randomness must be a Randomness, a seed or None, not {randomness!r}")
    setup = COMPONENTS.setup
    poleis, territories = _board()
    projects = tuple(randomness.shuffle(PROJECT_NAMES, deck=PROJECT_DECK))
    on_offer = COMPONENTS.round_track.project_tiles_per_round
    decks = [tuple(randomness.shuffle(event_deck_cards(name), deck=event_deck_name(name)))
             for name in ROUND_NAMES]
    first_round = ROUND_NAMES.index(setup.round)
    drawn = tuple(deck[0] for deck in decks[: first_round + 1])
    decks = [deck[1:] if i <= first_round else deck for i, deck in enumerate(decks)]
    state = State(
        options=opts,
        round=setup.round,
        phase="actions",
        first_player="sparta",
        player="sparta",
        actions_taken=(),
        passed=(),
        sides=(_side(setup.side("athens"), opts), _side(setup.side("sparta"), opts)),
        poleis=poleis,
        territories=territories,
        merchants_at_markets=(),
        tribute_discs=(),
        project_offer=projects[:on_offer],
        project_deck=projects[on_offer:],
        project_discard=(),
        market=tuple(setup.market_start_space for _ in GOODS),
        event_decks=tuple(decks),
        events_drawn=drawn,
    )
    state, _ = event_cards.start_round(_with_pools(state))
    return _checked(state)


def _side(data: SideSetup, opts: Options) -> SideState:
    resources = data.resources
    if opts.starting_goods is not None:  # ruling HG26: every resource the side starts with
        resources = Resources(**{r: opts.starting_goods if resources[r] else 0
                                 for r in RESOURCES})
    prestige = data.prestige if opts.starting_prestige is None else opts.starting_prestige
    return SideState(data.side, prestige, resources, Pool(0, 0, 0, 0),
                     data.merchants_in_trade_port, data.proxenos)


def _board() -> tuple[tuple[PolisState, ...], tuple[TerritoryState, ...]]:
    owners = {polis: (s.side, population) for s in COMPONENTS.setup.sides
              for polis, population in s.poleis.items()}
    poleis = tuple(
        PolisState(name, *owners.get(name, (None, COMPONENTS.polis(name).base_population)))
        for name in POLIS_NAMES
    )
    territories = []
    for name in TERRITORY_NAMES:
        units = {s.side: Units(s.hoplites.get(name, 0), s.galleys.get(name, 0))
                 for s in COMPONENTS.setup.sides}
        territories.append(TerritoryState(name, units["athens"], units["sparta"]))
    return poleis, tuple(territories)


def _with_pools(state: State) -> State:
    """Every piece not on the board is in its side's pool (seed 000 §2 limits)."""
    limits = COMPONENTS.limits
    for side in SIDES:
        board = pieces_on_board(state, side)
        state = state.with_side(side, pool=Pool(
            limits.cubes_per_side - board.cubes, limits.discs_per_side - board.discs,
            limits.merchants_per_side - board.merchants,
            limits.proxenoi_per_side - board.proxenoi))
    return state


def _checked(state: State) -> State:
    errors = conservation_errors(state)
    if errors:  # only a broken data file can get here
        raise AssertionError("; ".join(errors))
    return state
