"""TutorialPlayer without a browser: navigation, board in step, try it yourself, stable reprs."""

from __future__ import annotations

import re

import pytest

from polislab import ScenarioError
from polislab.core.rules_page import RulesPage
from polislab.core.scenario import Scenario, Step
from polislab.games import hopping
from polislab.widgets.tutorial import TutorialControls, TutorialPlayer

START = hopping.Position.from_diagram(
    """
    .  .  .  .  .  .  .  BC
    .  .  .  .  .  .  .  .
    .  .  RD .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .
    .  .  .  .  RD BD .  .
    .  .  .  .  .  .  .  .
    RC .  .  .  .  .  .  .
    """,
    to_move="red",
)
MARKS = {"highlight": ["g7"], "dots": ["g8", "h7"]}


def _scenario() -> Scenario:
    return Scenario("hopping", START, [
        Step(None, "Red to move. Watch the Blue dog on f3.", title="The position"),
        Step("e3-e4", "The Blue dog hops over e4 and is captured.", title="A capture"),
        Step("h8-g7", "Blue's chariot steps off the corner.", marks=MARKS),
    ], title="The seed's worked example")


@pytest.fixture
def player() -> TutorialPlayer:
    return TutorialPlayer(_scenario())


def _assert_shows(player: TutorialPlayer, step: int) -> None:
    frame = player.scenario.frames[step]
    assert player.step == player.controls.step == step
    assert player.state == frame.state
    assert player.view.board.state == frame.state
    assert player.view.board.marks == frame.step.marks
    assert player.narration == player.controls.narration == frame.step.narration
    assert player.frame is frame


def test_starts_at_the_first_step(player: TutorialPlayer) -> None:
    _assert_shows(player, 0)
    assert player.mode == "script"
    assert player.controls.titles == ["The position", "A capture", "h8-g7"]
    assert player.controls.heading == "The seed's worked example"
    assert player.view.interactive is False


def test_next_previous_goto_reset_and_clamping(player: TutorialPlayer) -> None:
    player.next()
    _assert_shows(player, 1)
    player.next()
    _assert_shows(player, 2)
    player.next()  # past the end: stays on the last step
    _assert_shows(player, 2)
    player.previous()
    _assert_shows(player, 1)
    player.goto(99)
    _assert_shows(player, 2)
    player.goto(-3)
    _assert_shows(player, 0)
    player.previous()  # before the start: stays on the first step
    _assert_shows(player, 0)
    player.goto(2)
    player.controls.playing = True
    player.reset()
    _assert_shows(player, 0)
    assert player.controls.playing is False


def test_board_marks_are_the_steps_or_the_moves_default(player: TutorialPlayer) -> None:
    player.goto(1)
    assert player.view.board.marks is None  # the move's default marks: frame, arrow, cross
    svg = player.svg()
    assert "Marked:" not in svg  # no explicit marks described
    player.goto(2)
    assert player.view.board.marks == MARKS
    assert "dots on g8, h7" in player.svg()


def test_a_step_draws_the_board_once_as_it_ends(player: TutorialPlayer,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # A step replays its move from the state before it and sets its marks: the page gets one
    # drawing of the end (a class of thirty draws every step; bench/class_of_30.py).
    board = player.view.board
    drawn: list[list[str]] = []
    draw = board._surface.draw
    monkeypatch.setattr(board._surface, "draw",
                        lambda layers, changed, *more: (drawn.append(list(changed)),
                                                        draw(layers, changed, *more)))
    for step in (1, 2, 0, 2):
        drawn.clear()
        player.goto(step)
        assert len(drawn) == 1, (step, drawn)
        frame = player.scenario.frames[step]
        shown = board._make_scene(frame.state, frame.step.marks)
        assert board.scene.layers == shown.layers  # what is drawn: the step, its marks
    drawn.clear()
    with board.drawing_held(), board.drawing_held():  # nested: the outer one draws
        board.marks = None
        assert drawn == []
    assert drawn == [["marks"]]


def test_front_end_step_changes_move_the_board(player: TutorialPlayer) -> None:
    # What the browser sends when Next, a listed step or an arrow key is pressed.
    player.controls.set_state({"step": 2})
    _assert_shows(player, 2)
    player.controls.set_state({"step": 7})  # out of range: clamped
    _assert_shows(player, 2)


def test_the_steps_move_is_played_in_the_view_so_its_panel_explains_it(
    player: TutorialPlayer,
) -> None:
    assert player.view.events == () and player.view.timeline.actions == []
    player.goto(1)
    assert "captured" in player.controls.narration
    assert player.view.events == player.scenario.frames[1].events  # the rules' own sentences
    assert [str(a) for a in player.view.timeline.actions] == ["e3-e4"]
    assert player.view.timeline.start == player.scenario.frames[0].state
    assert player.view.message == ""


def test_a_step_without_action_explains_the_move_before_it() -> None:
    scenario = Scenario("hopping", START, [
        Step("e3-e4", "capture"), Step(None, "look again", marks={"crosses": ["d5"]}),
    ])
    player = TutorialPlayer(scenario)
    player.next()
    assert player.state == scenario.frames[1].state
    assert player.view.events == scenario.frames[0].events
    assert player.view.board.marks == {"crosses": ["d5"]}


def test_clicks_on_the_board_wait_for_try_it(player: TutorialPlayer) -> None:
    player.goto(1)
    player.view.click("h8")
    assert player.state == player.scenario.frames[1].state
    assert "Try it yourself" in player.view.message and "press Y" in player.view.message
    player.try_it()
    player.view.click("h8")
    player.view.click("h7")  # Blue's chariot steps h8-h7
    assert player.state.piece_at("h7") is not None
    assert "Red (round pieces) to move" in player.controls.free_status


def test_try_it_then_back_to_the_script(player: TutorialPlayer) -> None:
    player.goto(1)
    player.try_it()
    assert player.mode == player.controls.mode == "free"
    assert player.view.interactive is True
    assert player.state == player.scenario.frames[1].state
    status = player.controls.free_status
    assert "returns to step 2" in status and "Blue (diamonds) to move" in status
    player.view.play("h8-g8")  # the learner plays on
    assert player.state != player.scenario.frames[1].state
    assert player.state.to_move == "red"
    assert "Red (round pieces) to move" in player.controls.free_status
    player.view.undo()  # back to the step ...
    player.view.undo()  # ... and the step's own move can be taken back too: "what if?"
    assert player.state == player.scenario.frames[0].state
    assert "trying it" in repr(player)
    player.back_to_script()
    _assert_shows(player, 1)
    assert player.mode == "script"
    assert player.view.interactive is False
    assert player.controls.free_status == ""


def test_front_end_toggle_switches_mode(player: TutorialPlayer) -> None:
    player.controls.set_state({"mode": "free"})
    assert player.view.interactive is True
    player.controls.set_state({"mode": "script"})
    _assert_shows(player, 0)


def test_navigating_while_free_returns_to_the_script(player: TutorialPlayer) -> None:
    player.try_it()
    player.view.play("e3-e4")
    player.next()
    assert player.mode == "script"
    _assert_shows(player, 1)


def test_repr_is_stable_and_the_bundle_carries_a_static_board(player: TutorialPlayer) -> None:
    assert repr(player) == 'TutorialPlayer("The seed\'s worked example", step 1 of 3)'
    player.next()
    assert repr(player) == 'TutorialPlayer("The seed\'s worked example", step 2 of 3)'
    bundle = player._repr_mimebundle_()
    assert bundle["text/plain"] == repr(player)
    assert "application/vnd.jupyter.widget-view+json" in bundle
    svg = bundle["image/svg+xml"]
    assert svg.startswith("<svg") and svg == player.view.board.svg()
    assert "Red dog moved from e3 to e4" in svg  # the description names the step's move
    for text in (repr(player), repr(player.controls), bundle["text/plain"]):
        assert not re.search(r"0x[0-9a-f]+", text)
    assert repr(player.controls) == "TutorialControls(step 2 of 3, script)"


def test_two_players_repr_alike() -> None:
    assert repr(TutorialPlayer(_scenario())) == repr(TutorialPlayer(_scenario()))


def test_marks_that_cannot_be_drawn_fail_naming_the_step() -> None:
    scenario = Scenario("hopping", START, [Step(None, ""), Step(None, "", marks={"dots": ["z9"]})])
    with pytest.raises(ScenarioError, match=r"steps\[1\] has marks that cannot be drawn: .*z9"):
        TutorialPlayer(scenario)
    bad_kind = Scenario("hopping", START, [Step(None, "", marks={"circles": ["e4"]})])
    with pytest.raises(ScenarioError, match=r"steps\[0\].*circles"):
        TutorialPlayer(bad_kind)


def test_needs_a_scenario() -> None:
    with pytest.raises(TypeError, match="needs a Scenario"):
        TutorialPlayer(START)  # type: ignore[arg-type]


def test_controls_clamp_and_bound_the_interval() -> None:
    controls = TutorialControls(titles=["a", "b"])
    controls.step = 5
    assert controls.step == 1
    controls.step = -1
    assert controls.step == 0
    controls.interval_ms = 10
    assert controls.interval_ms == 200


def test_a_step_with_scripted_chance_explains_the_action_and_its_roll() -> None:
    """A siege step plays "besiege Argos" and then the scripted "roll 4": the panel explains
    both, the siege and the roll that decided it."""
    from polislab.games import hegemony

    scenario = hegemony.tutorial("sieges")
    siege = TutorialPlayer(scenario)
    siege.goto(next(n for n, step in enumerate(scenario.steps) if step.action == "besiege Argos"))
    assert [str(a) for a in siege.view.timeline.actions] == ["besiege Argos", "roll 4"]
    panel = siege.view._events.value
    assert "Sparta besieges Argos" in panel and "Siege of Argos succeeded: rolled 4" in panel


def test_one_screen_layout_board_left_fixed_column_right() -> None:
    from polislab.games import hopping
    from polislab.widgets import TutorialPlayer

    player = TutorialPlayer(hopping.tutorial("worked-example"))
    board, column, _from_link = player.children
    assert board is player.view.board and column.layout.height == "580px"
    assert column.children[:3] == (player.controls, player.view.panel, player.share)
    # The Share box (a moment code and a QR code) waits folded in the column beside the
    # board, and shows there, in the place of the controls and the panel (walkthrough
    # friction 7: it opened under the board, off screen).
    assert player.share.layout.display == "none"
    # Script mode shows only what works: the play controls come with "Try it yourself" (and
    # are not even made before: a notebook of players stays light for Voilà to load).
    panel_classes = {c for w in player.view.panel.children for c in _classes(w)}
    assert "polislab-move-entry" not in panel_classes and "polislab-undo" not in panel_classes
    player.try_it()
    assert player.view._play_row.layout.display == "flex"
    assert player.view._entry_row.layout.display == "flex"
    player.back_to_script()
    assert player.view._entry_row.layout.display == "none"


def _classes(widget) -> set[str]:  # noqa: ANN001
    """The CSS classes of ``widget`` and every widget inside it."""
    inside = [c for child in getattr(widget, "children", ()) for c in _classes(child)]
    return {*widget._dom_classes, *inside}


# -- the teacher's walkthrough and the learn-to-play review (issue 33) -----------------------------
def _said(player: TutorialPlayer) -> list[str]:
    texts: list[str] = []
    access = player.view.board.access
    access.observe(lambda _change: texts.append(access.said), names="said_id")
    return texts


def _key(player: TutorialPlayer, key: str) -> None:
    access = player.view.board.access
    access._on_message(access, {"event": "key", "key": key, "shift": False}, [])


def test_a_click_or_enter_on_the_scripted_board_says_why_it_waits(player: TutorialPlayer) -> None:
    """Friction 9: Enter on a piece of a scripted board said nothing a screen reader heard."""
    said = _said(player)
    player.view.click("e3")
    assert said[-1] == player.view.message
    assert "follows the tutorial" in said[-1] and "press Y" in said[-1]
    _key(player, "ArrowRight")
    _key(player, "Enter")  # the cursor's place, clicked with the keyboard: said again
    assert said[-1] == player.view.message and len(said) == 3
    assert player.state == player.scenario.frames[0].state


def test_y_on_the_board_tries_it_and_goes_back_to_the_script(player: TutorialPlayer) -> None:
    player.goto(1)
    _key(player, "y")
    assert player.mode == "free" and player.view.interactive
    assert "Y on the board" in player.controls.free_status
    player.view.play("h8-g8")
    _key(player, "Y")
    assert player.mode == "script"
    _assert_shows(player, 1)
    keys = dict(map(tuple, player.view.board.access.key_list))
    assert keys["Y"].startswith("try it yourself") and list(keys)[-1] == "?"
    said = _said(player)
    _key(player, "?")
    assert "Y: try it yourself" in said[-1]


def test_a_locked_player_waits_and_says_why(player: TutorialPlayer) -> None:
    """A follower's board: the buttons wait (the front end greys them out), Y and clicks say
    why; Python still moves it (the follower does)."""
    player.try_it()
    player.lock("Following the teacher.")
    assert player.mode == "script" and player.controls.locked == "Following the teacher."
    said = _said(player)
    _key(player, "y")
    assert player.mode == "script" and said[-1] == "Following the teacher."
    player.view.click("e3")
    assert said[-1] == "Following the teacher."
    player.goto(2)
    _assert_shows(player, 2)
    player.lock("")
    _key(player, "y")
    assert player.mode == "free"


def test_the_status_line_counts_nothing_a_learner_cannot_relate_to() -> None:
    """X1 of the learn-to-play review: "<game>, move N" counted the view's restarts."""
    from polislab.games import hegemony

    siege = TutorialPlayer(hegemony.tutorial("sieges"))
    for step in range(len(siege.scenario)):
        siege.goto(step)
        status = siege.view._status.value
        assert "move " not in status and "Polis: Fight for the Hegemony" in status


PAGE = RulesPage.parse("""# The chariot race: the rules
What this page is.

## §Taking Your Turn, Movement: a step
<!-- cite: §Taking Your Turn, Movement -->
A dog steps **one square** in *any* direction:

- forward,
- back <or> sideways.

## §The Hopping Mechanic
<!-- cite: §The Hopping Mechanic -->
Every piece next to the one moved hops over it.

## H1: Red begins
<!-- cite: H1 -->
Polislab chose it.
""")


def _with_page(monkeypatch: pytest.MonkeyPatch, page: RulesPage | None) -> None:
    from polislab.core.interface import interface_for

    monkeypatch.setattr(type(interface_for(START)), "rules_page", lambda _self: page)


def test_rules_cited_explains_each_citation_with_the_rules_page(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The "Rules cited" fold: each citation of the moves and of the step's narration with
    its section of the game's rules page (full name and explanation, Markdown made safe
    HTML), and where the whole page is."""
    _with_page(monkeypatch, PAGE)
    scenario = Scenario("hopping", START, [
        Step(None, "Red begins (ruling H1).", title="The position"),
        Step("e3-e4", "The Blue dog hops over e4 (§The Hopping Mechanic).", title="A hop"),
    ], title="A test")
    player = TutorialPlayer(scenario)
    fold = player.view._events.value
    assert "Rules cited" in fold and "H1: Red begins" in fold and "Polislab chose it." in fold
    assert "§The Hopping Mechanic" not in fold  # not cited yet
    assert "<code>notebooks/rules/hopping.ipynb</code>" in fold
    player.next()
    fold = player.view._events.value
    sections = re.findall(r'polislab-rule-section.*?font-weight:600">(.*?)</p>', fold)
    # The narration's citation first, then the moves' (movement, then hopping: once each).
    assert sections == ["§The Hopping Mechanic", "§Taking Your Turn, Movement: a step"]
    assert ("<p>A dog steps <strong>one square</strong> in <em>any</em> direction:</p>"
            "<ul><li>forward,</li><li>back &lt;or&gt; sideways.</li></ul>") in fold
    assert "<or>" not in fold
    player.try_it()  # the learner's own move (a step, no hop): the narration's citation goes
    player.view.play("h8-g8")
    assert re.findall(r'polislab-rule-section.*?font-weight:600">(.*?)</p>',
                      player.view._events.value) == ["§Taking Your Turn, Movement: a step"]


def test_without_a_rules_page_the_fold_lists_the_citations(monkeypatch: pytest.MonkeyPatch) -> None:
    _with_page(monkeypatch, None)
    player = TutorialPlayer(_scenario())
    player.next()
    fold = player.view._events.value
    assert "Rules cited" in fold and "<li>Polis rules §Taking Your Turn, Movement</li>" in fold
    assert "notebooks/rules" not in fold
