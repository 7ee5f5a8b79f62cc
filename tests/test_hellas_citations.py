"""Every Hellas refusal cites whole section names (issue 35): a citation is one of the
constants of ``citations.py`` (or a ruling, or a BoardGameGeek FAQ answer), never cut short.

A message is shortened only where it quotes a learner's long input (core ``clip_quotes``); an
apostrophe inside a word ("the attack's result", "an opponent's Attack?") is no quote, so a
rule title holding one is never taken for a quotation and cut in its middle.
"""

from __future__ import annotations

import random
import re

import pytest

from polislab.core import Randomness
from polislab.core.errors import IllegalAction, ScenarioError
from polislab.games import hellas
from polislab.games.hellas import citations as cite
from polislab.games.hellas.moments import _scenario

CONSTANTS = sorted((value for name, value in vars(cite).items()
                    if name.isupper() and isinstance(value, str) and value != cite.SEED),
                   key=len, reverse=True)
OTHERS = re.compile(r"polislab ruling HL\d+|BoardGameGeek Hellas FAQ \d+")
ARGOS_SPARTA = [("Argos", "0,-1", 1, "light", 1, 2), ("Sparta", "1,-1", 5, "dark", 1, 1)]


def whole_citations(text: str) -> bool:
    """Each "Hellas reference §..." in ``text`` begins one of the citation constants, and
    nothing in ``text`` was cut ("…")."""
    if "…" in text:
        return False
    starts = [m.start() for m in re.finditer(re.escape(cite.SEED + " §"), text)]
    return all(any(text.startswith(whole, at) for whole in CONSTANTS) for at in starts)


def cited_parts_known(rule: str) -> bool:
    """An IllegalAction's rule: parts joined by "; ", each a whole citation."""
    return all(part in CONSTANTS or OTHERS.fullmatch(part) for part in rule.split("; "))


@pytest.mark.parametrize("citation", CONSTANTS)
def test_no_citation_is_cut_after_an_apostrophe_in_the_sentence(citation):
    """The worst case of each constant: a word with an apostrophe earlier in the sentence, a
    long stretch before the citation's own apostrophe (if any)."""
    reason = f"type the attack's result instead of this long moment ({cite.ATTACK}; {citation})"
    assert citation in str(ScenarioError(reason))
    err = IllegalAction(f"{cite.GODS}; {citation}", "the opponent's card cannot be played here")
    assert citation in str(err) and citation in str(_scenario(err))


def test_the_fight_at_once_refusal_cites_the_faq_question_whole():
    """The refusal of issue 35: it cut "§9 FAQ: Can I play a God card during an opponent's
    Attack?" in the middle (seed 003 §9 FAQ)."""
    with pytest.raises(ScenarioError) as err:
        hellas.position(ARGOS_SPARTA, attack={"target": "Sparta", "from": {"Argos": 1}})
    assert str(err.value).endswith(f"({cite.ATTACK}; {cite.FAQ_REACT})")


def test_a_tile_never_laid_cites_the_dolphin_faq_whole():
    """Seed 003 §4 and the §9 FAQ on the dolphin tile: a tile touching one tile only."""
    with pytest.raises(ScenarioError) as err:
        hellas.position([("Argos", "0,-2", 0, "light", 1, 1)])
    assert cite.FAQ_DOLPHIN in str(err.value) and whole_citations(str(err.value))


def test_the_refusals_met_in_random_games_cite_whole_section_names():
    """Actions legal somewhere in a game, tried where they are not: each refusal is an
    IllegalAction whose rule is made of whole citations."""
    rng, chance = random.Random("citations"), Randomness(35)
    seen: list[str] = []
    refusals = 0
    for seed in (1, 2):
        state = hellas.start(seed=seed)
        for _ in range(400):
            if state.is_over:
                break
            legal = {str(x) for x in state.legal_actions()}
            for text in rng.sample(seen, min(4, len(seen))):
                if text in legal:
                    continue
                try:
                    state.play(text)
                except IllegalAction as err:
                    refusals += 1
                    assert cited_parts_known(err.rule), err.rule
                    assert whole_citations(str(err)), str(err)
            seen = sorted(set(seen) | legal)
            state = state.play(rng.choice(state.legal_actions()), randomness=chance)
    assert refusals > 100


@pytest.mark.parametrize("kwargs", [
    {"burst": 3}, {"regroup": True, "burst": 1}, {"voyage": "Argos"},
    {"attack": {"target": "Sparta", "from": {"Argos": 1}}}, {"effects": ["Storm"]},
    {"placements": [("ship", "Argos", "Shipwrights")]}, {"draws": {"burst": ["Zeus"]}},
    {"regroup": True, "moved": [("ship", "Argos", "Sparta")]},
    {"voyage": {"tile": "Sparta", "placed": True}}, {"capture": ("Sparta", 1)},
])
def test_the_builders_refusals_cite_whole_section_names(kwargs):
    with pytest.raises(ScenarioError) as err:
        hellas.position(ARGOS_SPARTA, **kwargs)
    assert cite.SEED + " §" in str(err.value) and whole_citations(str(err.value)), str(err.value)
