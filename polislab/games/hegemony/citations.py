"""The sections of the two rule texts (and of polislab's rulings) that events and errors cite.

Learners read these words, so the texts are named by the game, never by their seed numbers:
seed 000 (a reference manual of the game) is "Hegemony reference", cited by its numbered
sections, "§5.1" being item 1 (Create Hoplites) of §5 Core Mechanics; seed 001 (the Board Game
Arena help page for Polis) is "Hegemony summary", cited by its headings; a ruling is "polislab
ruling HG49". The learners' rules page (``learners_rules.md`` in this package, copied to
notebooks/rules/hegemony.ipynb) explains each of them in a learner's words. The data files and
docs/rules/hegemony.md, written for developers, keep "seed 000 §" and "seed 001 §".
"""

SEED = "Hegemony reference"  # seed 000
SUMMARY = "Hegemony summary"  # seed 001

COMPONENTS = f"{SEED} §2 Components"
SETUP = f"{SEED} §3 Setup"
TURN = f"{SEED} §4 Action Phase: 2 different actions per turn"
PASS = f"{SEED} §4 Action Phase: passing"
AFTER_PASS = f"{SEED} §4 Action Phase: acting after the opponent has passed"
ROUND_END = f"{SEED} §4 Action Phase: the round ends when both players pass"
BATTLE_CHECK = f"{SEED} §4 Action Phase and §5 Battles: 8+ units after a turn"

CREATE_HOPLITES = f"{SEED} §5.1 Create Hoplites"
CREATE_GALLEYS = f"{SEED} §5.2 Create Galleys; {SUMMARY} §Development Actions"
CREATE_MERCHANTS = f"{SEED} §5.3 Create Merchants; {SUMMARY} §Development Actions"
BEGIN_PROJECT = f"{SEED} §5.4 Begin Project"
MOVE_HOPLITES = f"{SEED} §5.5 Move Hoplites; {SUMMARY} §Military Actions"
MOVE_GALLEYS = f"{SEED} §5.6 Move Galleys; {SUMMARY} §Military Actions"
BESIEGE = f"{SEED} §5.7 Besiege Polis"
COLLECTION = f"{SEED} §5.8 Collection"
MOVEMENT_ORDER = f"{SEED} §7 Movement Order"
PROXENOS_CAPTURE = f"{SEED} §7 Proxenos Capture"
TRADE = f"{SEED} §5.9 Trade; {SUMMARY} §Political Actions"
TRADE_ROUTES = f"{SEED} §7 Trade Routes"
MOVE_PROXENOS = f"{SEED} §5.10 Move Proxenos; {SUMMARY} §Political Actions"
RELEASE_PROXENOS = f"{SEED} §5.11 Release Proxenos; {SUMMARY} §Political Actions"
CIVIL_WAR = f"{SEED} §5.12 Instigate Civil War; {SUMMARY} §Political Actions"

CAPACITY = f"{SEED} §7 Capacity Limits"
SUBSTITUTION = f"{SEED} §7 Resource Substitution"
COMPONENT_LIMITS = f"{SEED} §7 Component Limits"

RULINGS = "docs/rules/hegemony.md"  # where developers read the rulings in full


def ruling(code: str) -> str:
    """A polislab ruling, where the rule texts are silent or open to two readings: "polislab
    ruling HG49", which the learners' rules page explains (docs/rules/hegemony.md has it in
    full, for developers)."""
    return f"polislab ruling {code}"
