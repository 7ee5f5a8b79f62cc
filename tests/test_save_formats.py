"""Declared save formats (issue 28): every save has a version and a JSON Schema shipped in
polislab/schemas/ or in the game's package (its ``save_schema``), checked by fastjsonschema;
a wrong kind, a missing or an extra key is refused by its place and the kind expected, in a
sentence; a save of the right shape that breaks the
game's own rules is refused by the game's consistency check naming the rule; older saves are
migrated, later ones refused with a sentence; the save given is never changed."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import fastjsonschema
import pytest

from polislab.core import (
    PolislabError,
    Scenario,
    ScenarioError,
    Step,
    Timeline,
    game_names,
    get_game,
)
from polislab.core.schema import schema, validator
from polislab.games import hellas, hexemonia, hopping
from polislab.widgets import PlayView

SAVES = Path(__file__).parent / "saves"
SCHEMAS = {name: get_game(name).save_schema for name in game_names()}


def test_every_game_declares_its_save_schema():
    assert all(SCHEMAS.values()), SCHEMAS


def sample(name: str) -> dict:
    return json.loads((SAVES / f"{name}.json").read_text(encoding="utf-8"))


def refused(game: str, data: dict, match: str) -> str:
    """Loading ``data`` as a ``game`` save raises a ScenarioError matching ``match``, short,
    and leaves ``data`` as it was."""
    kept = copy.deepcopy(data)
    with pytest.raises(ScenarioError, match=match) as info:
        get_game(game).from_json(data)
    assert isinstance(info.value, ValueError) and isinstance(info.value, PolislabError)
    assert len(str(info.value)) < 400, str(info.value)
    assert data == kept
    return str(info.value)


# -- the declared formats ----------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted({*SCHEMAS.values(), "timeline", "scenario"}))
def test_each_schema_is_valid_json_schema_with_a_version_and_a_sentence_for_each_field(name):
    declared = schema(name)
    fastjsonschema.compile(declared)  # a schema the library reads
    assert declared["properties"]["version"]["const"] >= 1
    assert declared["required"][:2] == ["format", "version"]
    assert declared["additionalProperties"] is False


@pytest.mark.parametrize("game", list(SCHEMAS))
def test_every_state_saved_today_fits_its_schema_and_names_its_version(game):
    rules = get_game(game)
    for path in sorted(SAVES.glob(f"{game}-*.json")):
        if path.stem.split("-", 1)[1].startswith(("timeline", "scenario")):  # "-v3" tags too
            continue
        saved = rules.to_json(rules.from_json(json.loads(path.read_text(encoding="utf-8"))))
        validator(SCHEMAS[game])(saved)
        assert saved["version"] == schema(SCHEMAS[game])["properties"]["version"]["const"]


def test_timelines_and_scenarios_saved_today_fit_their_schemas():
    timeline = Timeline.from_json(sample("hellas-timeline"))
    validator("timeline")(timeline.to_json())
    validator("scenario")(Scenario.from_json(sample("hexemonia-scenario")).to_json())


def test_a_save_without_a_version_is_migrated_and_one_from_a_later_polislab_refused():
    old = sample("hellas-ply40")
    assert "version" not in old  # written before saves named their version
    state = hellas.State.from_json(old)
    assert state.to_json()["version"] == 2
    later = {**state.to_json(), "version": 3}
    refused("hellas", later, r"written by a later polislab \(format version 3; this polislab "
                             r"reads versions 1 to 2\): update polislab")
    old_timeline = sample("hopping-timeline")
    assert "format" not in old_timeline
    assert Timeline.from_json(old_timeline).to_json()["format"] == "polislab/timeline"


# -- wrong kinds, missing and extra keys: the place and the kind expected -------------------
@pytest.mark.parametrize(("game", "save", "edit", "match"), [
    ("hexemonia", "hexemonia-ply40", lambda d: d["players"][1]["hand"].__setitem__(0, 7),
     r"players\[1\]\.hand\[0\]: a tile name, got 7$"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["players"][1]["hand"].__setitem__(0, [1]),
     r"players\[1\]\.hand\[0\]: a tile name, got \[1\]"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["options"].__setitem__("players", True),
     "options.players: the number of players, 2 to 4, got True"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["options"].__setitem__("players", "7"),
     "options.players: the number of players, 2 to 4, got '7'"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["options"].__setitem__("players", 7.5),
     "options.players: the number of players, 2 to 4, got 7.5"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["options"].__setitem__("players", 3.0),
     "options.players: a whole number, got 3.0"),
    ("hexemonia", "hexemonia-ply40",
     lambda d: d["options"].__setitem__("first_player", float("nan")),
     "options.first_player: a player's index, 0 to 3, got nan"),
    ("hexemonia", "hexemonia-ply40", lambda d: d.__setitem__("version", "7"),
     "version: a whole number of 1 or more, got '7'"),
    ("hexemonia", "hexemonia-ply40", lambda d: d.__setitem__("version", True),
     "version: a whole number of 1 or more, got True"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["players"][0].__setitem__("extra", 1),
     r"players\[0\]: unknown key 'extra' \(its keys are name, acropolis"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["players"][2]["city"][0].__setitem__("x", 1),
     r"players\[2\]\.city\[0\]: unknown key 'x'"),
    ("hexemonia", "hexemonia-pending-commit-player",
     lambda d: d["pending"].__setitem__("actor", -2),
     r"pending\.actor: a player's index, 0 to 3, or -1 for chance, got -2"),
    ("hexemonia", "hexemonia-ply40", lambda d: d.pop("supply"), "the key 'supply' is missing"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["players"][0]["hand"].__setitem__(0, "Nope"),
     r"players\[0\]\.hand\[0\]: unknown tile 'Nope'"),
    ("hellas", "hellas-ply40", lambda d: d["cities"]["Chalkis"].__setitem__("rotation", True),
     r"cities\.Chalkis\.rotation: a rotation, 0 to 5, got True"),
    ("hellas", "hellas-ply40", lambda d: d["players"]["dark"].__setitem__("greeks", -1),
     r"players\.dark\.greeks: a whole number, 0 or more, got -1"),
    ("hellas", "hellas-ply40", lambda d: d["decks"].__setitem__("Hera", []),
     r"decks: unknown key 'Hera' \(its keys are Ares, Poseidon, Zeus\)"),
    ("hegemony", "hegemony-ply40", lambda d: d.__setitem__("first_player", True),
     "first_player: a side, 'athens' or 'sparta', got True"),
    ("hegemony", "hegemony-ply40", lambda d: d["market"].__setitem__("wine", 1e3),
     r"market\.wine: a whole number, got 1000\.0"),
    ("hegemony", "hegemony-ply40", lambda d: d["poleis"]["Sparta"].__setitem__("owner", 1),
     r"poleis\.Sparta\.owner: null or a side, 'athens' or 'sparta', got 1"),
    ("hopping", "hopping-ply40", lambda d: d.__setitem__("quiet_plies", -3),
     "quiet_plies: a whole number of moves, 0 or more, got -3"),
    ("hopping", "hopping-ply40", lambda d: d.__setitem__("rules", "a string"),
     "rules: the rule options, an object, got 'a string'"),
    ("hopping", "hopping-ply40", lambda d: d["diagram"].pop(),
     r"diagram: the board, a list of 8 rows of text \(rank 8 first\), got \["),
])
def test_a_wrong_kind_or_key_is_refused_by_its_place_and_the_kind_expected(game, save, edit,
                                                                           match):
    data = sample(save)
    edit(data)
    refused(game, data, match)


# -- the right kinds, but a rule of the game broken: the consistency check names it -----------
@pytest.mark.parametrize(("game", "save", "edit", "match"), [
    ("hexemonia", "hexemonia-ply40",  # a face-up tile present eleven times
     lambda d: d.update(display=[d["display"][0]] * 4, stack=d["stack"] + [d["display"][0]] * 7),
     r"breaks a rule of the game: tiles: \w+ is in the game 11 times, but a game of 3 players "
     r"has 1 \(.*Game Components\)"),
    ("hexemonia", "hexemonia-ply40", lambda d: d["supply"].__setitem__(0, d["supply"][0] + 1),
     r"breaks a rule of the game: \d+ Citizens \(.* in the supply, .* on tiles, 0 held\), not "
     r"the 60 of .*Game Components"),
    ("hexemonia", "hexemonia-pending-commit-player",
     lambda d: d["pending"].__setitem__("actor", -1),
     r"pending\.actor: a player takes a 'commit' decision"),
    ("hexemonia", "hexemonia-ply40", lambda d: d.update(
        pending={"kind": "oracle", "actor": 0, "data": {}}),
     r"pending\.kind: 'oracle' is not a decision the engine knows"),
    ("hexemonia", "hexemonia-ply40",
     lambda d: d["players"][1].__setitem__("acropolis", d["players"][0]["acropolis"]),
     "two players have the Acropolis tile"),
    ("hellas", "hellas-ply40", lambda d: d["players"]["light"]["cards"].append(
        d["decks"]["Zeus"][0]),
     r"breaks a rule of the game: .*the Zeus cards do not add up"),
    ("hellas", "hellas-ply40", lambda d: d["stack"].append(d["stack"][0]),
     r"breaks a rule of the game: the tiles do not add up"),
    ("hellas", "hellas-pending-source-player",
     lambda d: d["pending"].__setitem__("actor", "chance"),
     r"pending\.actor: a 'source' is taken by a player"),
    ("hellas", "hellas-ply40", lambda d: d.__setitem__("result", "dark"),
     "result: a game has a result exactly when its phase is 'over'"),
    ("hegemony", "hegemony-ply40", lambda d: d["projects"]["deck"].append(
        d["projects"]["deck"][0]),
     "every project tile is in exactly one place"),
    ("hegemony", "hegemony-ply40", lambda d: d["poleis"]["Athenai"].__setitem__(
        "population", 99), "99 is over Athenai's maximum population of 10"),
    ("hegemony", "hegemony-pending-supply-player",
     lambda d: d["pending"].__setitem__("kind", "oracle"),
     r"pending\.kind: 'oracle' is not a decision the engine knows"),
    ("hopping", "hopping-ply40", lambda d: d.update(quiet_plies=100, result=None),
     "after 100 moves without a capture the game is drawn"),
    ("hopping", "hopping-ply40", lambda d: d["diagram"].__setitem__(3, "RD " * 8),
     "too many Red dogs"),
])
def test_a_save_that_breaks_a_rule_of_the_game_is_refused_naming_the_rule(game, save, edit,
                                                                         match):
    data = sample(save)
    edit(data)
    refused(game, data, match)


# -- the other cases of the issue --------------------------------------------------------------
def nested(depth: int) -> object:
    leaf: object = [1]
    for _ in range(depth):
        leaf = [leaf]
    return leaf


def test_a_scenario_script_nested_100000_deep_is_refused_not_a_recursion_error():
    start = hopping.Position.start() if hasattr(hopping.Position, "start") else get_game(
        "hopping").initial_state()
    with pytest.raises(ScenarioError, match="nested deeper than 4 levels"):
        Scenario("hopping", start, [Step(None, "start")], script={"dice": nested(100_000)})


def test_a_dict_as_a_scenario_start_says_to_read_it_first():
    data = get_game("hexemonia").to_json(get_game("hexemonia").initial_state())
    with pytest.raises(ScenarioError, match=r"not its saved data .* get_game\('hexemonia'\)"
                                            r"\.from_json\(data\) first"):
        Scenario("hexemonia", data, [Step(None, "start")])


@pytest.mark.parametrize("quiet", [-3, "x", float("nan"), True, 10**30])
def test_hopping_from_diagram_refuses_a_count_of_quiet_moves_that_is_not_one(quiet):
    diagram = get_game("hopping").initial_state().to_diagram()
    with pytest.raises(ScenarioError, match="quiet_plies counts the moves"):
        hopping.Position.from_diagram(diagram, quiet_plies=quiet)


def test_hopping_from_diagram_refuses_rules_that_are_not_rules():
    diagram = get_game("hopping").initial_state().to_diagram()
    with pytest.raises(ScenarioError, match=r"rules must be a hopping\.Rules"):
        hopping.Position.from_diagram(diagram, rules="a string")


def test_a_5000_digit_cube_count_in_a_hexemonia_position_is_refused_in_a_sentence():
    with pytest.raises(ScenarioError, match="is far too many cubes"):
        hexemonia.position(cities={"red": {"A": "9" * 5000 + "c"}})


@pytest.mark.parametrize("place", ["٣,1", "9" * 5000 + ",1", (10**400, 0)])
def test_a_hellas_place_in_other_digits_or_huge_is_refused_in_a_sentence(place):
    with pytest.raises(ScenarioError, match="Sparta: a place is") as info:
        hellas.position([("Sparta", place, 0, "light", 1, 0)])
    assert len(str(info.value)) < 200


def test_a_hexemonia_first_player_of_true_is_refused():
    with pytest.raises(ScenarioError, match="first_player must be 0 to 2"):
        hexemonia.Options(first_player=True)


@pytest.mark.parametrize("square", ["nowhere", None, 10**400])
def test_a_click_on_no_place_is_explained_under_the_board(square):
    view = PlayView(get_game("hopping").initial_state())
    before = view.state
    view.click(square)
    assert "place" in view.message and view.state == before


@pytest.mark.parametrize("x", [10**400, float("nan"), "x", None])
def test_a_canvas_click_at_no_pixel_is_explained_under_the_board(x):
    view = PlayView(get_game("hopping").initial_state())
    view._board._on_mouse_down(x, 5)  # what the canvas calls
    [shown] = view._board.errors.outputs
    assert "this one was not, and did nothing" in shown["text"]
