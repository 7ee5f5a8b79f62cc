"""The sections of seed 002 (and of polislab's rulings) that events and errors cite."""

SEED = "Polis"
SETUP = f"{SEED} §Setup"
HOW_TO_WIN = f"{SEED} §How to Win"
TURN = f"{SEED} §Taking Your Turn"
MOVEMENT = f"{SEED} §Taking Your Turn, Movement"
HOPPING = f"{SEED} §The Hopping Mechanic"
BLOCKED = f"{SEED} §When Pieces DON'T Hop, Exception 1: Blocked Destination"
DEFENDED = f"{SEED} §When Pieces DON'T Hop, Exception 2: Defended Enemy Pieces"
STUNNED_NO_HOP = f"{SEED} §When Pieces DON'T Hop, Exception 3: Stunned Chariots"
CAPTURE = f"{SEED} §Capturing Pieces"
SIMULTANEOUS = f"{SEED} §Capturing Pieces, captures happen simultaneously"
STUNNED = f"{SEED} §Chariots, Stunned Chariots"
ILLEGAL = f"{SEED} §Illegal Moves"


def ruling(code: str) -> str:
    """A polislab ruling, where the seed is silent: see docs/rules/hopping.md."""
    return f"polislab ruling {code}, docs/rules/hopping.md"
