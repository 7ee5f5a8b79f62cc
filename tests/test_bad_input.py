"""Every bad input gets a clear polislab error, and nothing is lost (issue 17).

One test per kind of reproducer the issue lists: raw Python errors, inputs accepted silently,
damaged state, widgets raising, flooding messages, slow refusals, and messages that do not say
what is wrong. Each asserts a polislab error (a ValueError) that says what and where, quoting
at most a short excerpt, refused quickly, with the state as it was.
"""

from __future__ import annotations

import copy
import json
import pickle
import random
import re
import time

import pytest
from pending_saves import pending_saves

from polislab.core import (
    PolislabError,
    Scenario,
    ScenarioError,
    Step,
    Timeline,
    game_names,
    get_game,
)
from polislab.core.declarations import game_package, package_of
from polislab.core.errors import TimelineError, UnknownName
from polislab.core.inputs import EXCERPT, MAX_SAVE_BYTES, check_plain, excerpt
from polislab.core.schema import schema
from polislab.games import hellas, hexemonia, hopping
from polislab.widgets import PlayView

GAMES = tuple(game_names())  # every registered game: a new game cannot be skipped
#: Longest message a refusal may give (a sentence or two and an excerpt of the input).
SHORT = 600
#: A refusal takes well under this many seconds, whatever the input's size (a shared machine).
QUICK = 1.0


def nested(depth: int, leaf: object = "3") -> object:
    for _ in range(depth):
        leaf = [leaf]
    return leaf


def refused(call, *args, kind: type[Exception] = ScenarioError, match: str | None = None):
    """Call ``call(*args)``: it must raise ``kind`` quickly, with a short message."""
    began = time.perf_counter()
    with pytest.raises(kind, match=match) as info:
        call(*args)
    assert time.perf_counter() - began < QUICK
    assert isinstance(info.value, ValueError) and isinstance(info.value, PolislabError)
    assert len(str(info.value)) < SHORT, str(info.value)[:200]
    return info.value


def start_of(name: str):
    return get_game(name).initial_state()


def states_of(name: str) -> list[object]:
    """The start of ``name`` and the positions after 8 and 30 plies of a seeded random game
    (its decks seeded too), those that are still in play."""
    game, rng = get_game(name), random.Random(f"builders/{name}")
    state, found = game.initial_state(randomness=31), []
    for ply in range(31):
        if ply in (0, 8, 30) and game.to_move(state) != "chance" and not game.is_over(state):
            found.append(state)
        actions = game.legal_actions(state)
        if not actions:
            break
        state, _ = game.apply(state, rng.choice(actions))
    return found


# -- raw Python errors instead of polislab's --------------------------------------------------
def test_a_scenario_file_that_is_not_utf8_or_is_a_pickle_is_refused(tmp_path):
    binary = tmp_path / "latin1.json"
    binary.write_bytes('{"title": "Ça"}'.encode("latin-1"))
    refused(Scenario.load, binary, match="not UTF-8")
    pickled = tmp_path / "scenario.pkl"
    pickled.write_bytes(pickle.dumps({"format": "polislab/scenario/1"}))
    refused(Scenario.load, pickled)
    refused(Scenario.load, tmp_path / ("x" * 5000), match="cannot be opened")
    refused(Scenario.load, tmp_path, match="cannot be opened")  # a folder


def test_a_scenario_file_over_the_size_limit_is_refused_at_once(tmp_path):
    big = tmp_path / "big.json"
    big.write_text('{"a": "' + "x" * (MAX_SAVE_BYTES + 10) + '"}')
    refused(Scenario.load, big, match="larger than 5 MB")


def test_a_bad_json_file_names_its_line_and_column(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{\n  "format": "polislab/scenario/1",\n  "game": hopping\n}')
    err = refused(Scenario.load, broken)
    assert (err.line, err.column) == (3, 11)


@pytest.mark.parametrize(("game", "text"), [
    ("hegemony", "create hoplites Sparta hire ²"),
    ("hellas", "place Sparta at 0,0 rotation ²"),
    ("hegemony", "commit " + "9" * 5000 + " hoplites from A"),
    ("hexemonia", "commit " + "9" * 5000 + " hoplites"),
    ("hegemony", "create hoplites Sparta x" + "9" * 40 + " pay metal"),
    ("hopping", "e" + "9" * 4500 + "-e4"),
])
def test_odd_digits_and_huge_numbers_in_an_action_are_read_errors(game, text):
    rules = get_game(game)
    refused(rules.parse_action, start_of(game), text)


def test_deep_nesting_in_marks_or_in_a_save_is_refused_not_a_recursion_error():
    refused(Step, "d2-d3", "?", {"highlight": nested(100_000)}, match="nested deeper")
    data = start_of("hegemony").to_json()
    refused(get_game("hegemony").from_json, {**data, "round": nested(100_000)},
            match="nested deeper")
    refused(Timeline.from_json, {"game": "hopping", "start": nested(50_000, {}),
                                 "actions": []}, match="nested deeper")


#: JSON text nested 100,000 deep: Python's own reader gives up on it ("maximum recursion").
DEEP_TEXTS = {"lists": "[" * 100_000 + "]" * 100_000,
              "objects": '{"a": ' * 100_000 + "1" + "}" * 100_000,
              "in a save": '{"format": "x", "round": ' + "[" * 100_000 + "]" * 100_000 + "}"}


def deep_refusal(err: Exception) -> None:
    """The sentence for data nested too deep: how deep, and how deep polislab reads."""
    assert "nested deeper than 32 levels" in str(err), str(err)
    assert re.search(r"nest 100,00[01] levels deep", str(err)), str(err)  # (1 more in a save)
    assert "recursion" not in str(err)


def moment_code_of(text: str) -> str:
    """A moment code holding ``text`` as it stands: a code of version 1 (packed JSON text
    with a check), which polislab still reads (version 2 holds no JSON text)."""
    import base64
    import hashlib
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    body = packer.compress(text.encode()) + packer.flush()
    check = hashlib.sha256(bytes([1]) + body).digest()[:4]
    return "PL1-" + base64.b32encode(body + check).decode().rstrip("=")


@pytest.mark.parametrize("shape", sorted(DEEP_TEXTS))
def test_json_text_nested_100000_deep_is_refused_by_every_reader_with_a_sentence(tmp_path, shape):
    from polislab.classroom import read_moment
    from polislab.classroom.follow import channel_path, read_channel
    from polislab.classroom.results import class_results
    from polislab.core.inputs import parse_json_text

    text = DEEP_TEXTS[shape]
    deep_refusal(refused(parse_json_text, text, "the save"))
    deep_refusal(refused(parse_json_text, text.encode(), "the save"))
    file = tmp_path / "deep.json"
    file.write_text(text)
    deep_refusal(refused(Scenario.load, file))
    deep_refusal(refused(class_results, file))
    channel = channel_path("deep", tmp_path)
    channel.parent.mkdir()
    channel.write_text(text)
    deep_refusal(refused(read_channel, "deep", tmp_path))
    deep_refusal(refused(read_moment, moment_code_of(text)))


@pytest.mark.parametrize("name", GAMES)
def test_a_save_nested_100000_deep_is_refused_by_every_game(name):
    data = {**start_of(name).to_json(), "format": nested(100_000)}
    refused(get_game(name).from_json, data, match="nested deeper than 32 levels")


def test_a_hopping_save_with_a_wrong_to_move_is_refused():
    saved = hopping.Position.start().to_json()
    refused(hopping.Position.from_json, {**saved, "to_move": []}, match="to_move")
    refused(hopping.Position.from_json, {**saved, "to_move": "green"}, match="to_move")


@pytest.mark.parametrize(("key", "value", "match"), [
    ("scores", 5, "scores"),
    ("scores", "abc", "scores"),
    ("turns", -5, "turns"),
    ("turns", "two", "turns"),
    ("progress", {"dice": [1]}, "progress"),
    ("pending", {"kind": "teleport", "actor": 0, "data": {}}, "teleport"),
    ("pending", {"kind": "pay", "actor": 7, "data": {}}, "actor"),
    ("turn", True, "turn"),
    ("comment", "hello", "unknown key"),
])
def test_hexemonia_saves_are_read_strictly(key, value, match):
    data = hexemonia.initial_state(3).to_json()
    refused(hexemonia.State.from_json, {**data, key: value}, match=match)


#: The games whose saves hold a pending decision with details (Hopping Polis has none).
PENDING_GAMES = tuple(name for name in GAMES if "pending" in start_of(name).to_json())
#: Python's own words, which a refusal never shows: it says what is wrong instead.
PYTHONS_WORDS = re.compile(
    r"object has no attribute|not subscriptable|unsupported operand|maximum recursion|"
    r"not iterable|NoneType|index out of range|invalid literal|cannot unpack|object is not|"
    r"not supported between|must be an iterable|indices must be")
#: A value of each JSON kind, for a detail given a kind it does not have.
OTHER_KINDS = {"null": None, "true/false": True, "a whole number": 5, "a decimal": 5.5,
               "text": "5", "a list": [5], "an object": {"five": 5}}


def kind_of(value: object) -> str:
    return next(kind for kind, example in OTHER_KINDS.items()
                if type(value) is type(example) or (value is None and example is None))


def test_every_game_with_a_pending_decision_is_probed_with_its_details():
    # The games found are those whose declared save format holds a pending decision.
    declared = tuple(name for name in GAMES
                     if "pending" in schema(get_game(name).save_schema)["properties"])
    assert declared == PENDING_GAMES and PENDING_GAMES
    for name in PENDING_GAMES:
        assert len(pending_saves(name)) >= 2, name  # the test below has details to break


def test_a_hexemonia_save_whose_pending_at_is_a_number_says_so():
    saved = pending_saves("hexemonia")["pay"]
    for at in (5, None, ["1a"], True):
        bad = copy.deepcopy(saved)
        bad["pending"]["data"]["at"] = at
        err = refused(hexemonia.State.from_json, bad, match=r"pending\.data\.at: a place")
        assert not PYTHONS_WORDS.search(str(err)), str(err)


@pytest.mark.parametrize("name", PENDING_GAMES)
def test_a_pending_detail_of_another_kind_is_refused_by_its_place(name):
    game = get_game(name)
    for kind, saved in pending_saves(name).items():
        for key, value in saved["pending"]["data"].items():
            for other, wrong in OTHER_KINDS.items():
                if other == kind_of(value):
                    continue
                bad = copy.deepcopy(saved)
                bad["pending"]["data"][key] = wrong
                err = refused(game.from_json, bad)
                assert f"pending.data.{key}" in str(err), (kind, key, other, str(err))
                assert not PYTHONS_WORDS.search(str(err)), (kind, key, other, str(err))


@pytest.mark.parametrize(("kind", "edit", "words"), [
    ("pay", lambda d, turn: d.pop("owe"), "a 'pay' decision holds at, owe, paid, not at, paid"),
    ("pay", lambda d, turn: d.update(extra=1), "unknown key 'extra'"),
    ("pay", lambda d, turn: d.update(at="4f"), "pending.data.at: .* has no tile at '4f'"),
    ("pay", lambda d, turn: d.update(paid=[["4f", 0, 1]]), r"pending.data.paid\[0\]\[0\]"),
    ("commit", lambda d, turn: d.update(target=turn), "pending.data.target: .* not an opponent"),
    ("commit", lambda d, turn: d.update(at="4f"), "pending.data.at: .* has no tile at '4f'"),
    ("agora", lambda d, turn: d.update(left="two"), "pending.data.left: a whole number"),
])
def test_a_hexemonia_pending_decision_that_does_not_fit_the_position_says_where(kind, edit,
                                                                              words):
    bad = copy.deepcopy(pending_saves("hexemonia")[kind])
    edit(bad["pending"]["data"], bad["turn"])
    err = refused(hexemonia.State.from_json, bad, match=words)
    assert not PYTHONS_WORDS.search(str(err)), str(err)


@pytest.mark.parametrize(("moment", "field", "words"), [
    ({"voyage": {"tile": "Pylos", "reacted": True}}, "drawn", "turn_state.drawn: the step "
                                                              "'voyage' places the tile drawn"),
    ({"capture": ("Sparta", 1)}, "regroup_to", "turn_state.regroup_to: the step 'capture'"),
])
def test_a_hellas_step_without_what_it_works_on_says_what_is_missing(moment, field, words):
    taken = "capture" in moment  # Sparta just taken by light, its defender's ships gone
    state = hellas.position([("Argos", (0, -1), 1, "light", 2, 2),
                             ("Sparta", (1, -1), 5, "light" if taken else "dark", 1,
                              0 if taken else 1)], **moment)
    saved = state.to_json()
    saved["turn_state"][field] = None
    err = refused(hellas.State.from_json, saved, match=re.escape(words))
    assert not PYTHONS_WORDS.search(str(err)), str(err)


def test_a_hexemonia_place_that_is_not_text_is_refused_with_a_sentence():
    from polislab.games.hexemonia.hexes import place

    for bad in (5, None, ["1a"], b"1a"):
        refused(place, bad, match="a place is written as text")


def test_a_50_mb_string_in_a_save_is_refused_at_once():
    data = hexemonia.initial_state(3).to_json()
    refused(hexemonia.State.from_json, {**data, "scores": "x" * 50_000_000},
            match="larger than 5 MB")


def test_a_data_folder_path_of_5000_characters_is_a_scenario_error():
    refused(hellas.load, "x" * 5000, match="cannot be opened")


def test_a_data_folder_with_a_binary_file_is_a_scenario_error(tmp_path):
    (tmp_path / "gods.json").write_bytes(b"\x80\x81\x82" * 10)
    refused(hellas.load, str(tmp_path), match="not UTF-8")


@pytest.mark.parametrize("ply", ["1", 0.5, [], True, -1, 99, 10**100])
def test_timeline_goto_a_bad_ply_is_refused_and_the_timeline_unchanged(ply):
    timeline = Timeline.replay(get_game("hopping"), hopping.Position.start(), ["d2-d3"])
    before = (timeline.state, len(timeline))
    refused(timeline.goto, ply, kind=TimelineError)
    assert (timeline.state, len(timeline)) == before  # still readable: nothing damaged
    refused(timeline.branch, ply, kind=TimelineError)


# -- accepted silently ------------------------------------------------------------------------
def test_a_scenario_without_a_start_or_with_bad_steps_is_refused():
    refused(Scenario, "hopping", None, [Step(None, "start")], match="start state")
    refused(Scenario, "hopping", hopping.Position.start(), "d2-d3", match="list of Step")
    refused(Scenario, ["hopping"], hopping.Position.start(), [Step(None, "x")],
            match="game is named by text")


def test_extra_keys_are_refused_by_name_in_saves_timelines_and_scenarios():
    timeline = Timeline.replay(get_game("hopping"), hopping.Position.start(), ["d2-d3"])
    refused(Timeline.from_json, {**timeline.to_json(), "note": 1}, match="'note'")
    scenario = Scenario("hopping", hopping.Position.start(), [Step("d2-d3", "go")])
    refused(Scenario.from_json, {**scenario.to_json(), "autor": "me"}, match="'autor'")
    for name in GAMES:
        rules = get_game(name)
        data = rules.to_json(start_of(name))
        refused(rules.from_json, {**data, "extra_key": 1}, match="extra_key")


def test_unknown_rule_options_are_named_and_wrong_types_refused():
    refused(hopping.Rules.from_json, {"no_such_rule": True}, match="no_such_rule")
    refused(hellas.Options.from_json, {"turn_limit": [1]}, match="turn_limit")


# -- widgets: handlers never raise ------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_play_view_choose_none_and_bad_clicks_are_explained_not_raised(name):
    view = PlayView(start_of(name))
    before = view.state
    for choice in (None, 99, -1, "no such move", [1, 2], 2.5):
        view.choose(choice)
        assert view.message and view.state == before
    for place in (None, "nowhere at all", 5):
        view.click(place)
        assert view.message and view.state == before


#: What a page (or a broken front end) may send for a click's x or y: none is a board's point.
NO_POINTS = (float("nan"), float("inf"), float("-inf"), None, "12", True, 10**400, [3], {})


@pytest.mark.parametrize("backend", ["ipycanvas", "html"])
@pytest.mark.parametrize("name", GAMES)
def test_a_click_at_no_point_of_the_board_is_explained_and_changes_nothing(name, backend):
    from polislab.widgets import use_backend

    use_backend(backend)
    try:
        view = PlayView(start_of(name))
    finally:
        use_backend(None)
    board, before = view.board, view.state
    canvas = board.canvas
    x, y = (c * board._surface.ratio for c in board.center_of(next(iter(board.scene.regions))))
    for bad in NO_POINTS:
        for point in ((bad, y), (x, bad), (bad, bad)):
            if backend == "html":  # the page's message, as the browser sends it
                canvas._on_message(canvas, {"event": "mouse_down", "x": point[0],
                                            "y": point[1]}, [])
            else:  # what ipycanvas's callback receives from the page's message
                board._on_mouse_down(*point)
            assert board.square_at(*point) is None
    assert view.state == before and board.cursor == "" and not view._selection
    shown = [out["text"] for out in board.errors.outputs]
    assert shown and all("A click is a point of the board" in text for text in shown)
    assert not any("Traceback" in text for text in shown)


@pytest.mark.parametrize("name", GAMES)
def test_a_board_click_on_no_place_is_a_polislab_error(name):
    from polislab.widgets import BoardView

    board = BoardView(start_of(name))
    for square in ("nowhere", None, 5, float("nan"), "x" * 10_000):
        refused(board.click, square, kind=UnknownName, match="no place")


@pytest.mark.parametrize(("name", "text"), [
    ("hegemony", "create hoplites Sparta hire ²"),
    ("hellas", "place Sparta at 0,0 rotation ²"),
    ("hexemonia", "commit " + "9" * 5000 + " hoplites"),
    ("hopping", "x" * 100_000),
])
def test_a_bad_typed_move_is_explained_in_the_panel(name, text):
    view = PlayView(start_of(name))
    before = view.state
    view._entry.value = text
    view._submit()  # what pressing Enter in the move box does
    assert view.state == before
    assert "Traceback" not in view.message and 0 < len(view.message) < SHORT


# -- the builders: a value of another kind where a count, a flag, a list or a place belongs -----
HELLAS_CITIES = [("Argos", (0, -1), 1, "light", 2, 2), ("Sparta", (1, -1), 5, "dark", 1, 1)]


def build(name: str, **arguments: object):
    """``G.position(...)`` of the game ``name``, with a valid rest."""

    first = {"hellas": HELLAS_CITIES, "hexemonia": ["Ann", "Bob"],
             "hopping": hopping.Position.start().to_diagram(), "hegemony": None}[name]
    args = () if first is None or "first" in arguments else (first,)
    if "first" in arguments:
        args = (arguments.pop("first"),)
    return game_package(name).position(*args, **arguments)


BUILDER_CASES = [
    ("hellas", {"seed": "1"}, "seed= is a whole number"),
    ("hellas", {"seed": True}, "seed= is a whole number"),
    ("hellas", {"setup": 1}, "setup is True or False"),
    ("hellas", {"burst": False}, "burst is a whole number"),
    ("hellas", {"taken": False}, "taken is a list of gods"),
    ("hellas", {"set_aside": "Pylos"}, "set_aside is a list of tiles"),
    ("hellas", {"voyage": {"tile": "Pylos", "reacted": 1}}, r"voyage\['reacted'\] is True or"),
    ("hellas", {"first": [("Argos", (True, -1), 1, "light", 2, 2)]}, "a place is"),
    ("hellas", {"first": [("Argos", (0.0, -1.0), 1, "light", 2, 2)]}, "a place is"),
    ("hellas", {"first": [("Argos", b"0,-1", 1, "light", 2, 2)]}, "a place is"),
    ("hellas", {"first": [("Argos", "0,-1,5", 1, "light", 2, 2)]}, "a place is"),
    ("hellas", {"first": [("Argos", (0, -1), True, "light", 2, 2)]}, "a rotation is"),
    ("hellas", {"first": [("Argos", (0, -1), 1, "light", 2.0, 2)]}, "Greeks are a whole"),
    ("hellas", {"turn": True}, "turn is a whole number"),
    ("hegemony", {"offer": 5}, "offer is a list of project tiles"),
    ("hegemony", {"offer": "Stoa"}, "offer is a list of project tiles"),
    ("hegemony", {"event_decision": 0}, "event_decision is True or False"),
    ("hegemony", {"units": {"Arkadia": {"sparta": True}}}, "a whole number"),
    ("hegemony", {"seed": "7"}, "seed= is a whole number"),
    ("hexemonia", {"step": "draw", "drawn": True}, "drawn is a whole number"),
    ("hexemonia", {"step": "draw", "drawn": 1.0}, "drawn is a whole number"),
    ("hexemonia", {"played": False}, "played is a list of places"),
    ("hexemonia", {"played": [1]}, "played: 1 is not a place"),
    ("hexemonia", {"paying": 5}, "paying: 5 is not a place"),
    ("hexemonia", {"turns": True}, "turns is the turn's number"),
    ("hexemonia", {"ending": 1}, "ending is true or false"),
    ("hopping", {"to_move": True}, "to_move must be 'red' or 'blue'"),
    ("hopping", {"first": 5}, "a hopping position is a diagram"),
]


#: Values of every JSON kind and a few Python ones, for an argument of another kind.
ODD_ARGUMENTS = (None, True, 1.5, -1, "x" * 5000, [1], {"x": 1}, b"1", (True, 1.0), ...)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_s_builder_refuses_values_of_other_kinds_in_a_sentence(name):
    """Each argument ``position_args`` gives back (of a start and of positions in a seeded
    game) replaced by a value of another kind: the builder builds a position or refuses it
    with polislab's error in a short sentence, never in Python's words (the cases below, by
    game, check the sentences themselves)."""
    package = game_package(name)
    for state in states_of(name):
        arguments = package.position_args(state)
        for key in arguments:
            for odd in ODD_ARGUMENTS:
                try:
                    package.position(**{**arguments, key: odd})
                except PolislabError as err:
                    said = str(err)
                    assert len(said) < SHORT and not PYTHONS_WORDS.search(said), (key, said)
                    assert "Ellipsis" not in said, (key, said)


@pytest.mark.parametrize(("name", "arguments", "words"), BUILDER_CASES)
def test_a_builder_refuses_a_value_of_another_kind_naming_the_argument(name, arguments, words):
    err = refused(lambda: build(name, **arguments), match=words)
    assert not PYTHONS_WORDS.search(str(err)), str(err)


def test_a_hellas_place_may_be_written_as_in_the_notation():
    # docs/scripting.md and the README write places "0,-1", as actions do ("place ... at
    # 0,-1"): the same position as the pair (0, -1), never another.
    written = [(tile, f"{q},{r}", *rest) for tile, (q, r), *rest in HELLAS_CITIES]
    assert build("hellas", first=written) == build("hellas")


# -- messages that flood, refusals that are slow ----------------------------------------------
def test_a_50_mb_game_name_or_action_gives_a_short_message_quickly():
    huge = "x" * 50_000_000
    began = time.perf_counter()
    with pytest.raises(UnknownName) as info:
        get_game(huge)
    assert len(str(info.value)) < SHORT and isinstance(info.value, ValueError)
    for name in GAMES:
        refused(get_game(name).parse_action, start_of(name), huge, match="at most")
    refused(Timeline.from_json, {"game": huge, "start": {}, "actions": []})
    assert time.perf_counter() - began < 4 * QUICK


def test_a_long_unknown_name_is_quoted_as_an_excerpt():
    err = refused(get_game("hegemony").parse_action, None,
                  "create hoplites " + "Q" * 900 + " pay metal")
    assert "…" in str(err)
    assert len(excerpt("y" * 10_000)) <= EXCERPT


# -- messages that say what is wrong ----------------------------------------------------------
def test_a_script_deck_that_is_not_a_list_says_so():
    def scenario(script):
        return Scenario("hopping", hopping.Position.start(), [Step(None, "x")], script=script)

    err = refused(scenario, {"decks": {"e": 5}})
    assert "'script'.decks.'e' must be a list of cards" in str(err)
    err = refused(scenario, {"dice": {"four": [1]}})
    assert "not a die" in str(err)


def test_marks_that_are_not_places_say_which_mark_and_what_it_should_be():
    err = refused(Step, "d2-d3", "?", {"highlight": [["e4"]]})
    assert "marks.'highlight'[0]" in str(err) and "a mark names a place" in str(err)
    refused(Step, "d2-d3", "?", {"highlight": "e4"}, match="must be a list of places")


# -- and nothing is lost ----------------------------------------------------------------------
def test_refusing_a_save_leaves_the_data_as_it_was():
    for name in GAMES:
        rules = get_game(name)
        data = rules.to_json(start_of(name))
        bad = {**copy.deepcopy(data), "format": 5}
        kept = json.dumps(bad, sort_keys=True)
        refused(rules.from_json, bad)
        assert json.dumps(bad, sort_keys=True) == kept


def test_check_plain_refuses_objects_that_are_not_json():
    refused(check_plain, {"a": {1, 2}}, "the save", match="set")
    refused(check_plain, {1: "a"}, "the save", match="not text")
    refused(check_plain, {"n": 10**40}, "the save", match="too large")


# -- diagrams, tutorial loaders and exercise answers ------------------------------------------
def test_a_hopping_diagram_that_is_huge_or_has_a_bad_side_is_refused():
    refused(hopping.Position.from_diagram, ". " * 1_000_000, match="8 rows of 8 cells")
    diagram = hopping.Position.start().to_diagram()
    refused(hopping.Position.from_diagram, diagram, [], match="to_move")


@pytest.mark.parametrize("name", GAMES)
def test_an_unknown_tutorial_name_is_a_short_polislab_error(name):

    package = game_package(name)
    for bad in (None, ["sieges"], "x" * 10_000_000, "no such lesson"):
        refused(package.tutorial, bad, kind=UnknownName, match="no tutorial named")


def test_an_exercise_answer_of_any_size_or_type_is_judged_wrong_quickly():
    from polislab.games.hexemonia.tutorials import check_uprising

    for answer in (10**5000, "9" * 100_000, ["1c"], b"\xff", object()):
        began = time.perf_counter()
        right, why = check_uprising("Asty 3c 1h 4g", answer)
        assert not right and len(why) < SHORT
        assert time.perf_counter() - began < QUICK


# -- data loaders: a learner's own data folder ------------------------------------------------
#: Each game's data file a learner's data folder may break (None: the game reads no folder).
#: The games that read a component data folder, each by the module its ``load`` is in, and
#: one of the files it reads there (declared by the game: ``data_loader``, ``data_files``).
LOADERS = {name: get_game(name) for name in GAMES if get_game(name).data_loader}
BAD_FILES = {
    "binary": b"\x80\x04\x95" + bytes(range(256)),
    "not JSON": b'{"about": "mine", "records": [1, 2,,]}',
    "deeply nested": b'{"about": "x", "a": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "wrong shape": b'{"about": "x", "records": {"name": 5}}',
    "a list": b"[1, 2, 3]",
}


def test_a_game_that_reads_a_data_folder_names_its_files():
    for name, game in LOADERS.items():
        assert game.data_files, f"{name} declares a data_loader but no data_files"


@pytest.mark.parametrize("name", sorted(LOADERS))
@pytest.mark.parametrize("bad", sorted(BAD_FILES))
def test_a_data_folder_with_a_bad_file_is_a_scenario_error(tmp_path, name, bad):
    import importlib
    import shutil
    from importlib import resources

    game = LOADERS[name]
    shutil.copytree(str(resources.files(package_of(game)).joinpath("data")), tmp_path / "data",
                    ignore=shutil.ignore_patterns("tutorials"))
    (tmp_path / "data" / game.data_files[0]).write_bytes(BAD_FILES[bad])
    load = importlib.import_module(str(game.data_loader)).load
    err = refused(load, str(tmp_path / "data"))
    assert game.data_files[0] in str(err) or "data files" in str(err)
    if bad == "deeply nested":
        assert "nested deeper than 32 levels" in str(err) and "recursion" not in str(err)


def test_tutorial_player_goto_a_bad_step_is_refused_and_the_player_unchanged():
    from polislab.widgets import TutorialPlayer

    player = TutorialPlayer(hopping.tutorial(hopping.tutorial_names()[0]))
    player.goto(1)
    for step in ("1", 0.5, None, [2]):
        refused(player.goto, step, match="whole number")
        assert player.step == 1


def test_an_exercise_judges_any_answer_without_raising():
    from polislab.widgets import Exercise

    exercise = Exercise(hopping.Position.start(), "Move a dog.", lambda before, after: (True, ""))
    for answer in (None, 5, "x" * 100_000, "²", ["d2-d3"]):
        verdict = exercise.try_answer(answer)
        assert not verdict.correct and len(verdict.why) < SHORT
