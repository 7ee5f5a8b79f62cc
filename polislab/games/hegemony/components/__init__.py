"""The components of Polis: Fight for the Hegemony, loaded from data files, typed and checked.

The data lives in ``data/*.json``, one file per topic (map, poleis, sides, tribute, market,
trade, projects, components, rounds, setup, events). Every value in them carries its source:
a seed section, a published fact or a prototype value found in the reference, or a
"polislab edition" value designed to fit the seeds (all of these are listed in
``docs/rules/hegemony.md``). :func:`load` reads the files, checks every record and every
cross-reference, and returns one frozen :class:`Components`; a bad file raises
:class:`~polislab.core.errors.ScenarioError` naming the file, the record and the line.

Two modules: :mod:`.records` holds the typed records (and the names and kinds the data may
use); :mod:`.loader` reads the files into them and checks them.

>>> from polislab.games.hegemony import COMPONENTS as C
>>> len(C.land_territories), len(C.sea_territories), len(C.poleis), len(C.projects)
(12, 5, 18, 14)
>>> korinthos = C.polis("Korinthos")
>>> korinthos.territory, korinthos.fortification, korinthos.galley_seas
('Megaris', 3, ('Kyklades', 'Ionio Pelagos'))
>>> korinthos.can_be_besieged_in("3"), korinthos.can_be_besieged_in("4")
(False, True)
>>> C.source("poleis.json", "Korinthos", "fortification").startswith("polislab edition")
True
>>> C.polis("Athens")
Traceback (most recent call last):
...
KeyError: "unknown polis 'Athens'; polislab spells it 'Athenai' (the rule texts' spelling)"
"""

from __future__ import annotations

from .loader import DATA_FILES, load
from .records import (
    GOODS,
    MARKET_MOVES,
    MERCENARIES,
    PRESTIGE_RULES,
    PROJECT_KINDS,
    RESOURCES,
    SALPINX,
    SIDES,
    SOURCE_KINDS,
    UNITS,
    CombatCard,
    Components,
    Diolkos,
    EventCard,
    EventDeck,
    EventEffect,
    Limits,
    Market,
    MarketBand,
    MarketChart,
    MarketMove,
    MoveName,
    Polis,
    Project,
    Resources,
    Round,
    RoundTrack,
    SeaLink,
    Setup,
    Shipload,
    Side,
    SideName,
    SideSetup,
    SourcedValue,
    Territory,
    TerritoryKind,
    TradePort,
    TributeBox,
    TributeRow,
    source_kind,
)

__all__ = [
    "COMPONENTS", "DATA_FILES", "GOODS", "MARKET_MOVES", "PROJECT_KINDS", "RESOURCES", "SIDES",
    "SOURCE_KINDS",
    "Components", "Diolkos", "EventCard", "EventDeck", "EventEffect", "Limits", "Market",
    "MarketBand", "MarketChart", "MarketMove", "Polis", "Project", "Resources", "Round",
    "RoundTrack", "SeaLink", "Setup", "Shipload", "Side", "SideSetup", "SourcedValue",
    "Territory", "TradePort", "TributeBox", "TributeRow", "load", "source_kind",
    "CombatCard", "MERCENARIES", "SALPINX", "UNITS", "PRESTIGE_RULES", "SideName",
    "TerritoryKind", "MoveName",
]

#: The package's own component data, loaded and checked at import.
COMPONENTS: Components = load()
