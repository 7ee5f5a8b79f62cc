"""The sections of seed 002 (and of polislab's rulings) that events and errors cite.

Learners read these: the rule text is named by its game ("Polis rules"), never "seed"; each
section and ruling cited here is explained on the game's rules page for learners
(``learners_rules.md``, under the same key).
"""

RULES = "Polis rules"
SETUP = f"{RULES} §Setup"
HOW_TO_WIN = f"{RULES} §How to Win"
TURN = f"{RULES} §Taking Your Turn"
MOVEMENT = f"{RULES} §Taking Your Turn, Movement"
HOPPING = f"{RULES} §The Hopping Mechanic"
BLOCKED = f"{RULES} §When Pieces DON'T Hop, Exception 1: Blocked Destination"
DEFENDED = f"{RULES} §When Pieces DON'T Hop, Exception 2: Defended Enemy Pieces"
STUNNED_NO_HOP = f"{RULES} §When Pieces DON'T Hop, Exception 3: Stunned Chariots"
CAPTURE = f"{RULES} §Capturing Pieces"
SIMULTANEOUS = f"{RULES} §Capturing Pieces, captures happen simultaneously"
STUNNED = f"{RULES} §Chariots, Stunned Chariots"
ILLEGAL = f"{RULES} §Illegal Moves"


def ruling(code: str) -> str:
    """A polislab ruling, where the rule text is silent (its reasons: docs/rules/hopping.md;
    the learner finds it on the rules page under its code)."""
    return f"polislab ruling {code}"
