"""Moment codes of version 2 (issue 35): any moment short enough to scan.

Every kind round-trips for every registered game: a tutorial step (by name), a game from a
seeded setup (its seed, options and actions, replayed by the rules), a position (its save,
compressed against the game's dictionary). The size targets are asserted on a handful of seeded
moments (bench/moment_codes.py measures them over thousands); codes of version 1 still read;
damaged or forged codes are refused with a sentence.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import zlib
from types import ModuleType
from typing import Any

import pytest

from polislab.classroom import moment as codes
from polislab.classroom import moment_code, read_moment
from polislab.core import Timeline, game_names, get_game
from polislab.core.declarations import game_package
from polislab.core.errors import ScenarioError
from polislab.games import hellas, hopping

#: The games moment codes carry: each has a number fixed for good (codes.GAME_NUMBERS; a game
#: from outside the library has none and is refused in a sentence: tests/test_classroom.py).
GAMES = [name for name in game_names() if name in codes.GAME_NUMBERS]
TUTORIAL_TARGET, GAME_TARGET, POSITION_TARGET = 200, 200, 600


def package(name: str) -> ModuleType:
    return game_package(name)


def save(state: Any) -> dict[str, Any]:
    return get_game(state.game_name).to_json(state)


def played(name: str, seed: int | None, plies: int, **options: Any) -> Timeline:
    """A game from ``start(seed=seed)`` as a PlayView keeps it: every action in the timeline,
    chance's (a roll, a draw) too, each a random legal one."""
    timeline = Timeline(get_game(name), package(name).start(seed=seed, **options))
    rng = random.Random(f"codes/{name}/{seed}")
    while len(timeline) < plies and not timeline.state.is_over:
        timeline.play(rng.choice(timeline.state.legal_actions()))
    return timeline


def as_a_view(timeline: Timeline) -> Any:
    """What moment_code reads of a PlayView: its timeline and state."""
    class View:
        state = timeline.state

    view = View()
    view.timeline = timeline  # type: ignore[attr-defined]
    return view


# -- round trips of each kind, every game -------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_every_step_of_every_tutorial_round_trips_within_the_target(name: str) -> None:
    module = package(name)
    for tutorial in module.tutorial_names():
        scenario = module.tutorial(tutorial)
        for step in range(len(scenario)):
            code = moment_code(scenario, step=step)
            moment = read_moment(code)
            assert (moment.game, moment.tutorial, moment.step) == (name, tutorial, step)
            assert len(code) <= TUTORIAL_TARGET, (tutorial, step, code)


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [5, 2026])
def test_a_seeded_game_replays_to_the_identical_state_within_the_target(name: str,
                                                                         seed: int) -> None:
    timeline = played(name, seed, 60)
    for ply in (0, len(timeline) // 2, len(timeline)):
        part = timeline.branch(ply)
        code = moment_code(as_a_view(part))
        assert len(code) <= GAME_TARGET, (ply, code)
        again = read_moment(code).state
        assert save(again) == save(part.state)
        assert again.legal_actions() == part.state.legal_actions()


@pytest.mark.parametrize("name", GAMES)
def test_a_fresh_game_draws_its_own_seed_so_it_is_short_too(name: str) -> None:
    timeline = played(name, None, 30)
    code = moment_code(timeline)
    assert len(code) <= GAME_TARGET
    assert save(read_moment(code).state) == save(timeline.state)


def test_rule_options_travel_with_the_seed() -> None:
    timeline = played("hexemonia", 11, 20, players=2)
    code = moment_code(timeline)
    assert len(code) <= GAME_TARGET
    again = read_moment(code).state
    assert save(again) == save(timeline.state) and len(again.players) == 2


@pytest.mark.parametrize("name", GAMES)
def test_a_position_deep_in_a_game_round_trips_within_the_target(name: str) -> None:
    timeline = played(name, 77, 400)
    state = timeline.entries[len(timeline) * 2 // 3].state
    code = moment_code(state)  # a bare state: no history, coded as a position
    assert len(code) <= POSITION_TARGET, code
    moment = read_moment(code)
    assert moment.scenario is None and save(moment.state) == save(state)


def test_a_game_from_a_typed_position_is_coded_as_its_position() -> None:
    typed = hopping.position(hopping.start().to_json()["diagram"][0] + "\n" + "\n".join(
        hopping.start().to_json()["diagram"][1:]), to_move="blue")
    timeline = Timeline.replay(get_game("hopping"), typed, [typed.legal_actions()[0]])
    moment = read_moment(moment_code(timeline))
    assert moment.state == timeline.state


def test_a_learners_own_game_at_a_step_travels_as_its_moves() -> None:
    from polislab.widgets import TutorialPlayer

    player = TutorialPlayer(hellas.tutorial("voyage"))
    player.goto(2)
    player.try_it()
    for _ in range(3):
        player.view.play(player.view.state.legal_actions()[-1])
    code = moment_code(player)
    assert len(code) <= TUTORIAL_TARGET
    moment = read_moment(code)
    assert (moment.tutorial, moment.step) == ("voyage", 2)
    assert save(moment.free) == save(player.view.state)


def test_every_game_of_the_library_has_a_number_and_a_dictionary() -> None:
    from polislab.games import BUILTIN_GAMES

    assert set(BUILTIN_GAMES) <= set(GAMES)
    for name in GAMES:
        texts, preset = codes._dictionary(name)
        assert texts == sorted(set(texts)) and 0 < len(preset) <= codes.DICTIONARY_BYTES


# -- version 1 ----------------------------------------------------------------------------------
# Codes made by polislab's version-1 format (before issue 35), kept as they were handed out.
V1_BLOCKED_STEP_3 = ("PL1-VNLEU-T6MJV-K3EUW-KZAXS-RSGMJ-NL5EU-JKFZE-S2UFS-GLJFC-KRJFX-ES7SS-"
                     "MZQA4-UJXF4-QTWPJ-5GFDK-QEAAC-ETP76")
V1_HOPPING_AFTER_D2_D3 = (
    "PL1-QWI52-2WDGA-GIKXZ-F5A5F-XG254-2ZM2E-7UOYG-OGNDK-EJIKZ-VB7DU-R6JXJ-HSO2R-2XLBE-AGDUR-"
    "72MTM-TH5DW-ISUGD-EDJEL-LUGCJ-B3KUM-UDA53-HPNWE-PKO7M-O3C25-6M33J-6UZXQ-5K6RP-RET7D-"
    "ODWN7-V6OZO-FLVOQ-7S33J-JUH43-TLZRQ-6XZFD-QCI75-VKB3J-7BBJW-FWTOP-6KXZG-BEKET-XFGKL-"
    "BDSEK-GGMYW-DAF2F-LAWGS-FMNUX-DC24W-HDVTH-HGIQ5-OGNP6-QFPJW-HJ55D-GEJ2O-IO22J-UJ42J-"
    "JZV2G-T2YQI-J4HWC-3G2RV-Z4WDW-MCAKX-OHGGG-2IM5K-5U3H6-RDSUZ-C32LQ-2AXPA-QWLXJ-K364O-"
    "EIL7K-2LBBI-K5SMW-CMVPB-AR65A-ZVDPZ-NZI3P-OGEOM-A")


def test_version_1_codes_still_read() -> None:
    step = read_moment(V1_BLOCKED_STEP_3)
    assert (step.game, step.tutorial, step.step) == ("hopping", "blocked", 2)
    position = read_moment(V1_HOPPING_AFTER_D2_D3)
    assert position.state == hopping.start().play("d2-d3")
    assert moment_code(position.state).startswith("PL2-")  # shared again: version 2


def v1_code(data: dict[str, Any]) -> str:
    """A version-1 code of ``data`` (its format: JSON, raw deflate, a 4-byte SHA-256 check)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(json.dumps(data).encode()) + packer.flush()
    check = hashlib.sha256(b"\x01" + body).digest()[:4]
    return "PL1-" + base64.b32encode(body + check).decode().rstrip("=")


def test_a_forged_version_1_code_still_meets_the_games_own_checks() -> None:
    saved = hopping.start().to_json()
    saved["board"] = "not a board"
    with pytest.raises(ScenarioError, match="the position in this moment code cannot be read"):
        read_moment(v1_code({"game": "hopping", "state": saved}))
    with pytest.raises(ScenarioError, match="not a step"):
        read_moment(v1_code({"game": "hopping", "tutorial": "blocked", "step": 99}))


# -- damaged and forged codes of version 2 -------------------------------------------------------
def test_any_changed_or_lost_letter_of_a_game_code_is_caught() -> None:
    code = moment_code(played("hellas", 4, 20))
    body = code.index("-") + 1
    for where in range(body, len(code)):
        if code[where] != "-":
            other = "B" if code[where] != "B" else "C"
            with pytest.raises(ScenarioError, match="damaged"):
                read_moment(code[:where] + other + code[where + 1:])
    for cut in (1, 2, 7):
        with pytest.raises(ScenarioError, match="damaged"):
            read_moment(code[:-cut])


def test_a_code_of_a_version_to_come_is_refused_with_a_sentence() -> None:
    with pytest.raises(ScenarioError, match="version 3, and this polislab reads versions 1 to 2"):
        read_moment("PL3-ABCDE")


def forged(packed: bytes) -> str:
    """A code whose check is right, holding ``packed`` as it is."""
    return codes._pack(packed)


def head(kind: int, game: str = "hopping") -> bytes:
    return bytes([kind << 4 | codes.GAME_NUMBERS.index(game)])


def squeezed(data: Any, game: str = "hopping") -> bytes:
    return codes._squeeze(data, game)


def deflated(tokens: bytes, game: str = "hopping") -> bytes:
    return codes.deflate(tokens, codes._dictionary(game)[1])


@pytest.mark.parametrize("packed, said", [
    (b"", "damaged"),
    (bytes([0x0F]), "a game unknown here"),
    (bytes([0x70]), "a kind of moment unknown here"),
    (head(codes._POSITION) + b"\xff\x00", "damaged: it does not unpack"),
    (head(codes._POSITION) + squeezed({"format": "polislab/hopping-position/1"}),
     "the position in this moment code cannot be read"),
    (head(codes._HISTORY) + b"\x00\xff\xff\xff\xff", "damaged: what it holds cannot be read"),
    (head(codes._HISTORY) + b"\x00" + codes.varint(10**6) + b"\x00",
     "replays 1,000,000 actions"),
    (head(codes._HISTORY) + b"\x00\x01\x01\xff", "damaged: what it holds cannot be read"),
    (head(codes._HISTORY) + b"\x00\x00\x00" + squeezed([1]), "damaged"),
    (head(codes._HISTORY) + b"\x00\x00\x00" + squeezed({"quiet_limit": -3}),
     "this moment code's game cannot be set up: quiet_limit"),
    (head(codes._POSITION) + deflated(b"L\x01" * 40 + b"N"), "damaged"),  # nested 40 deep
    (head(codes._POSITION) + deflated(b"D\x02S\x01aNS\x01aN"), "damaged"),  # a key twice
    (head(codes._POSITION) + deflated(b"V\x7f\x7f"), "damaged"),  # a text not numbered
    (head(codes._POSITION) + deflated(b"R\x03nan"), "damaged"),
    (head(codes._POSITION) + deflated(b"L\x05N"), "damaged"),  # fewer items than said
    (head(codes._POSITION) + deflated(b"NN"), "damaged"),  # more than one value
    (head(codes._POSITION) + deflated(b"X"), "damaged"),
    (head(codes._TUTORIAL) + codes.blob(b"no-such") + b"\x00", "tutorial is unknown here"),
    (head(codes._TUTORIAL) + codes.blob(b"\xff\xfe") + b"\x00", "damaged"),
    (head(codes._TUTORIAL) + codes.blob(b"blocked") + b"\x63", "step 99 is not a step"),
    (head(codes._TUTORIAL) + codes.blob(b"blocked") + b"\x01\x09", "damaged"),
    (head(codes._TUTORIAL) + codes.blob(b"blocked") + b"\x01\x01\x63\x00\x00", "damaged"),
])
def test_a_forged_code_with_a_good_check_is_refused_with_a_sentence(packed: bytes,
                                                                     said: str) -> None:
    with pytest.raises(ScenarioError, match=said):
        read_moment(forged(packed))


def test_coding_a_game_leaves_the_latest_seeds_as_they_were() -> None:
    from polislab.core.scripting import recent_seeds

    timeline = played("hellas", 31, 10)
    typed = hopping.start(seed=32).play("d2-d3")
    before = recent_seeds()
    moment_code(timeline)
    moment_code(typed)
    read_moment(moment_code(timeline))
    assert recent_seeds() == before


def test_a_play_views_game_with_its_chance_draws_travels_as_its_history() -> None:
    from polislab.widgets import PlayView

    view = PlayView(package("hegemony").start())  # a fresh game: its seed drawn and recorded
    rng = random.Random(3)
    for _ in range(12):  # the view plays chance's draws itself, into its timeline
        if view.state.is_over:
            break
        view.play(rng.choice(view.state.legal_actions()))
    code = moment_code(view)
    assert len(code) <= GAME_TARGET
    assert save(read_moment(code).state) == save(view.state)


def test_a_game_set_up_with_a_huge_seed_travels_as_its_position() -> None:
    timeline = played("hexemonia", 10**60, 5)
    moment = read_moment(moment_code(timeline))
    assert save(moment.state) == save(timeline.state)
