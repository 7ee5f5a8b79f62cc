"""The sections of seed 003 (and of polislab's rulings) that events and errors cite.

Learners read these, so they name the texts by the game, never "seed": seed 003 (a reference
manual of Hellas, not the publisher's rulebook) is "the Hellas reference", cited by its numbered
sections and the headings in them: "Hellas reference §5 Option 2: Voyage". The FAQ answers of
its §9 are cited by their question; the answers of the "Hellas FAQ" page of the BoardGameGeek
wiki (gathered in the reference of the components, §A6: some from Rio Grande Games, the English
publisher, some from players) as "BoardGameGeek Hellas FAQ" with polislab's number for each,
never as the publisher's (most are not); a ruling as "polislab ruling HL16". Each
is explained on the rules page for learners, polislab/games/hellas/learners_rules.md. The same
forms are used in docs/rules/hellas.md.
"""

SEED = "Hellas reference"

COMPONENTS = f"{SEED} §2 Components"
SETUP = f"{SEED} §3 Setup"
MAP = f"{SEED} §4 Initial Map Creation"
FLOW = f"{SEED} §5 Gameplay Flow"
BURST = f"{SEED} §5 Option 1: Burst of Strength"
VOYAGE = f"{SEED} §5 Option 2: Voyage"
ATTACK = f"{SEED} §5 Option 3: Attack"
LAND = f"{SEED} §5 Option 3: Attack Over Land"
WATER = f"{SEED} §5 Option 3: Attack Over Water"
AFTER = f"{SEED} §5 Option 3: After Attack"
REGROUP = f"{SEED} §6 Regrouping"
GODS = f"{SEED} §7 God Cards"
END = f"{SEED} §8 Scoring & End Game"

FAQ_LOOK = f"{SEED} §9 FAQ: Can I look at God cards after Burst of Strength?"
FAQ_EMPTY = f"{SEED} §9 FAQ: Can I attack a city with no Greeks?"
FAQ_SHIPS = f"{SEED} §9 FAQ: What if I run out of ships during a Voyage?"
FAQ_DOLPHIN = f"{SEED} §9 FAQ: Can I place a tile that only touches one tile, if it's the dolphin?"
FAQ_REACT = f"{SEED} §9 FAQ: Can I play a God card during an opponent's Attack?"
FAQ_DEFENCE = f"{SEED} §9 FAQ: Do ships contribute to defense?"

def bgg(number: int) -> str:
    """An answer of BoardGameGeek's Hellas FAQ page, gathered in the reference of the
    components (§A6, numbered 1 to 8 by polislab)."""
    return f"BoardGameGeek Hellas FAQ {number}"


def ruling(code: str) -> str:
    """A polislab ruling, where the reference is silent or open (docs/rules/hellas.md; the
    learner finds it on the rules page)."""
    return f"polislab ruling {code}"
