"""The sections of the rule text (``rules.md``) and polislab's rulings that events and errors
cite. Learners read each on the game's rules page (``learners_rules.md``, same keys)."""

RULES = "Tic-tac-toe rules"
BOARD = f"{RULES} §The Board"
TURNS = f"{RULES} §Taking Turns"
WINNING = f"{RULES} §Winning"
DRAW = f"{RULES} §A Draw"


def ruling(code: str) -> str:
    """A polislab ruling where the rule text is silent (its reasons: ``rulings.md``)."""
    return f"polislab ruling {code}"
