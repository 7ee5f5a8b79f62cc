"""Polis: Fight for the Hegemony — so far its component data only.

The rules engine comes next, and with it the game's registration: importing this package
registers no game. What it gives is the checked, typed component data, every value with its
source (see ``components`` and docs/rules/hegemony.md).

>>> from polislab.games import hegemony
>>> hegemony.COMPONENTS.capital("sparta").name
'Sparta'
>>> [p.name for p in hegemony.COMPONENTS.commercial_poleis]
['Athenai', 'Pylos', 'Gytheion']
>>> from polislab.core import game_names
>>> "hegemony" in game_names()
False
"""

from .components import (
    COMPONENTS,
    DATA_FILES,
    GOODS,
    PROJECT_KINDS,
    RESOURCES,
    SIDES,
    Components,
    EventCard,
    EventDeck,
    Limits,
    Market,
    Polis,
    Project,
    Resources,
    Round,
    Setup,
    SideSetup,
    Territory,
    TributeBox,
    load,
)

__all__ = [
    "COMPONENTS", "DATA_FILES", "GOODS", "PROJECT_KINDS", "RESOURCES", "SIDES", "Components",
    "EventCard", "EventDeck", "Limits", "Market", "Polis", "Project", "Resources", "Round",
    "Setup", "SideSetup", "Territory", "TributeBox", "load",
]
