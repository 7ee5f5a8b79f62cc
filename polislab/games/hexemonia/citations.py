"""The sections of the Hexemonia rulebook (and of polislab's rulings) that events and errors cite.

The rulebook text of Hexemonia (seed 004 for developers; a learner never reads that word) is
cited by its headings ("Hexemonia rulebook §War, Battle Casualties") and its worked examples
("Hexemonia rulebook §Example 4"). The data files keep the developers' form "seed 004 §...".
"""

SEED = "Hexemonia rulebook"

COMPONENTS = f"{SEED} §Game Components"
SETUP = f"{SEED} §Setting Up the Game"
TILES = f"{SEED} §Tiles"
POLIS_UNIQUE = f"{SEED} §Tiles and §Polis Tiles: one Polis tile of each title"
MYTH_TILES = f"{SEED} §Myth Tiles"
ACROPOLIS = f"{SEED} §The Acropolis Tile: A Special Rule"
REVEAL = f"{SEED} §Setting Up the Game, Example 1"
TURN = f"{SEED} §Playing the Game"
DRAW = f"{SEED} §Step A: Draw 2 Tiles or Draw 1 Tile and Take 1 Resource"
PLAY = f"{SEED} §Step B: Play Any Number of Tiles"
PLACEMENT = f"{PLAY}, Playing Fortification, Polis, or Chora Tiles"
PLAY_MYTH = f"{PLAY}, Playing a Myth Tile"
ACTION = f"{SEED} §Step C: Choose One Action"
PRODUCTION = f"{SEED} §Step C, Production"
STRATEGY = f"{SEED} §Step C, Strategy"
SPECIAL = f"{SEED} §Step C, Special"
WAR = f"{SEED} §Step C, War"
CONQUER = f"{SEED} §War, Conquering a Tile"
FORTIFICATIONS = f"{SEED} §War, Fortifications"
CASUALTIES = f"{SEED} §War, Battle Casualties"
SPOILS = f"{SEED} §War, Spoils of War"
POLITICS = f"{SEED} §Step D: Check Your Political Situation"
TWO_PLAYERS = f"{SEED} §Step D, Important Rule for Two Players"
PHILOSOPHER = f"{SEED} §Step D, The Philosopher Pawn"
UPRISINGS = f"{SEED} §Step D, Uprisings and Resolving an Uprising"
DISCARD = f"{SEED} §Step D, Discard Excess Tiles"
END = f"{SEED} §The End of the Game"
SCORING = f"{SEED} §Scoring"
#: The tile abilities, by ability name (the rulebook's closing pages).
ABILITY = {
    "lighthouse": f"{SEED} §Fortifications: the Lighthouse",
    "labyrinth": f"{SEED} §Fortifications: the Labyrinth",
    "agora": f"{SEED} §Polis: the Agora",
    "tavern": f"{SEED} §Polis: the Tavern",
    "temple": f"{SEED} §Polis: the Temple",
    "port": f"{SEED} §Chora: the Port",
    "necropolis": f"{SEED} §Chora: the Necropolis",
    "spring": f"{SEED} §Chora: the Spring",
    "hades": f"{SEED} §Myth: Hades",
    "oracle": f"{SEED} §Myth: the Oracle",
    "fates": f"{SEED} §Myth: the Fates",
    "pandora": f"{SEED} §Myth: Pandora",
}

def ruling(code: str) -> str:
    """A polislab ruling, where the rulebook is silent or reads two ways: a learner finds it on
    the rules page (learners_rules.md); developers in docs/rules/hexemonia.md."""
    return f"polislab ruling {code}"


def both(rule: str, code: str) -> str:
    """A rulebook section and the polislab ruling that reads it."""
    return f"{rule}; {ruling(code)}"
