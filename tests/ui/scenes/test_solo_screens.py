"""Solo mode on screen (R20-R24), played with the mouse: the campaign screen, the table's tile
and goal, the end screen, and the campaign's record in a save folder of the test's own."""

import json
from dataclasses import replace
import os
import re

import pygame
import pytest

from xerxes_app.rules import PlaceWorker, TURN_CHANGE, legal_commands, situation, solo
from xerxes_app.rules.state import AI_PAWN
from xerxes_app.saving import load_solo_campaign
from xerxes_app.session import Seat, Session
from tools.autoplay import Clicker, GoalSeeker
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.solo_over import SoloOver
from xerxes_app.ui.table.solo_panel import goal_labels, tile_lines
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from xerxes_app.ui.scenes.solo_scene import Solo, badge_around
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.looks.look import CREAM, NIGHT
from xerxes_app.ui.looks.paint import text
from xerxes_app.ui.looks.language import term, words
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.table import canvas as canvas_module, mats as mats_module, printed_board

from ..written import Written

LANGUAGE = os.environ.get("XERXES_LANGUAGE", "en")
WINNING_SEED = 25  # the goal seeker meets the Easy goal with this seed (and this seed of its own)
RECORD = "solo-campaign.json"


@pytest.fixture
def folder(tmp_path):
    """The test's save folder, where the campaign's record is kept: never the player's own."""
    return tmp_path / "saves"


@pytest.fixture
def app(tmp_path, folder):
    return start((1280, 720), folder, tmp_path / "config")


class SoloWatch:
    """After every frame at the table: the panel tells this round's tile and the goal, the AI's
    areas are the tile's, and the claim button is up exactly when the engine offers it."""

    def __init__(self):
        self.tables = 0
        self.claims_offered = 0

    def __call__(self, app):
        top = app.top
        if not isinstance(top, Table) or top.solo_panel is None:
            return
        self.tables += 1
        state = top.play.state
        tile = state.content.solo_tiles[state.tile]
        slot, areas, closed = tile_lines(state)
        assert slot.startswith(f"You play {('1st', '2nd', '3rd', '4th')[tile.slot]}")
        assert all(state.content.areas[a].name in areas for a in tile.occupied)
        assert state.content.buildings[tile.closed_building].name in closed
        assert [a for a, pawn in enumerate(state.area_pawns) if pawn == AI_PAWN] == sorted(tile.occupied)
        assert ", ".join(goal_labels(state)) == solo.progress_text(state)
        offered = any(type(c).__name__ == "ClaimVictory" for c in top.legal)
        assert (("button", "claim") in top.targets()) == (offered and top.confirming is None)
        self.claims_offered += offered


def test_a_whole_solo_game_by_clicks_is_won_and_recorded(app, folder):
    watch = SoloWatch()
    clicker = GoalSeeker(app, WINNING_SEED, on_frame=watch)
    clicker.frames(2)
    assert app.top.buttons["solo"].is_enabled
    clicker.click("solo")
    campaign = app.top
    assert isinstance(campaign, Solo)
    assert campaign.campaign.won == frozenset() and campaign.next == "easy" and campaign.scenario == "easy"
    assert not campaign.problem
    clicker.click("back")
    assert isinstance(app.top, Title)

    clicker.solo_game("easy", "At random", WINNING_SEED)
    play = app.top.play
    state = play.state
    assert state.scenario == "easy" and state.seed == WINNING_SEED and len(state.players) == 1
    assert not play.session.needs_hand_off
    clicker.play_to_end()
    clicker.frames(2)
    assert watch.tables > 50
    over = app.top
    assert isinstance(over, SoloOver)
    assert solo.goal_met(state) and over.verdict() == "Won: the Easy scenario"
    assert json.loads((folder / RECORD).read_text())["won"] == ["easy"]
    # Every command was a click.
    assert clicker.clicks > len(play.session.commands)

    clicker.click("solo")
    campaign = app.top
    assert isinstance(campaign, Solo)
    assert campaign.campaign.won == {"easy"} and campaign.next == "normal" and campaign.scenario == "normal"


def test_a_lost_game_says_what_was_missing_and_records_nothing(app, folder):
    clicker = Clicker(app, 3)
    clicker.frames(2)
    clicker.solo_game("hard", "India", 3)
    state = app.top.play.state
    assert state.content.satraps[state.players[0].satrap].name == "India"
    clicker.play_to_end()
    clicker.frames(2)
    over = app.top
    assert isinstance(over, SoloOver) and not solo.goal_met(state)
    assert over.verdict() == "Lost: the Hard scenario"
    assert over.missing() == f"Missing: {solo.missing_text(state)}."
    assert not (folder / RECORD).exists()
    clicker.click("title")
    assert isinstance(app.top, Title)


def test_the_table_shows_the_tile_and_refuses_the_ais_areas_and_the_turn_change(app):
    clicker = Clicker(app, 4)
    clicker.frames(2)
    clicker.solo_game("normal", "Lydia", 4)
    while not isinstance(app.top, Table):
        clicker.decide()
    table = app.top
    state = table.play.state
    assert table.solo_panel is not None
    assert goal_labels(state) == ["Taxation 0/4", "Campaigns 0/3", "Buildings 0/2"]
    occupied = state.content.areas[state.content.solo_tiles[state.tile].occupied[0]].name
    before = len(table.play.session.commands)
    clicker.click(("area", occupied))
    assert "occupied by the AI" in table.refusal
    assert PlaceWorker(TURN_CHANGE) not in legal_commands(state)
    clicker.click(("area", TURN_CHANGE))
    assert "turn-change space is not used" in table.refusal
    assert len(table.play.session.commands) == before
    assert ("button", "claim") not in table.targets()


def test_the_claim_button_ends_the_game_as_a_win(app, folder):
    state = situation([{"satrap": "Babylonia", "tax_resolved": [0, 1, 2, 3], "campaign_resolved": [0, 1],
                        "buildings": ["Road", "Bridge"]}], year=3, scenario="easy", tile=2)
    clicker = Clicker(app)
    clicker.frames(2)
    Play(app, Session(state, [Seat("You")])).show_next()
    clicker.frames(2)
    assert isinstance(app.top, Table)
    clicker.click(("button", "claim"))
    assert isinstance(app.top, SoloOver) and state.is_over and state.year == 3
    assert load_solo_campaign(folder).campaign.won == {"easy"}


def test_a_damaged_record_is_reported_and_replaced_by_the_next_win(app, folder):
    folder.mkdir(parents=True, exist_ok=True)  # the app holds the folder's lock in it already
    (folder / RECORD).write_text("{ this is not a record")
    clicker = GoalSeeker(app, WINNING_SEED)
    clicker.frames(2)
    clicker.click("solo")
    campaign = app.top
    assert "damaged" in campaign.problem
    assert campaign.widgets["problem"].visible and "damaged" in campaign.widgets["problem"].html_text
    assert campaign.campaign.won == frozenset()
    # The screen still works: a scenario is chosen and played.
    clicker.click("back")
    clicker.solo_game("easy", "At random", WINNING_SEED)
    clicker.play_to_end()
    clicker.frames(2)
    assert isinstance(app.top, SoloOver)
    assert load_solo_campaign(folder).problem is None
    assert load_solo_campaign(folder).campaign.won == {"easy"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_solo_panel_fits_beside_the_board_at_two_sizes(app, size):
    clicker = Clicker(app, 5)
    clicker.frames(2)
    clicker.solo_game("easy", "Aegyptus", 5)
    while not isinstance(app.top, Table):
        clicker.decide()
    app.resize(size)
    app.step()
    table = app.top
    window = pygame.Rect((0, 0), size)
    parts = [table.board.rect, table.hand_area, table.solo_panel.rect,
             table.widgets["pass"].rect] + table.mat_rects
    for part in parts:
        assert window.contains(part), part
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    assert table.solo_panel.rect.contains(table.solo_panel.claim.rect)


def test_nothing_printed_shows_through_the_spaces_solo_does_not_use(app):
    clicker = Clicker(app, 4)
    clicker.frames(2)
    clicker.solo_game("easy", "Lydia", 4)
    while not isinstance(app.top, Table):
        clicker.decide()
    # The pointer off the hand, where the last click left it: a card pointed at shows enlarged over the board.
    pygame.mouse.set_pos((2, 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    clicker.frames(2)
    board = app.top.board
    u = board.u
    for rect, words in ((board.turn_change_rect, "Turn change: not in play in solo (R24)."),
                        (board.vp_rect, "Victory points are not used in solo (R20).")):
        band = app.window.subsurface(rect)
        inked = [(x, y) for x in range(rect.width) for y in range(rect.height) if band.get_at((x, y))[:3] != NIGHT]
        xs, ys = [x for x, _ in inked], [y for _, y in inked]
        ink = pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
        # Only the veil's own words, centred: nothing printed under it shows through.
        assert ink.width <= text(words, "sans_bold", round(0.85 * u), CREAM).get_width() + 2, (words, ink)
        assert abs(ink.centerx - rect.width / 2) <= 2, (words, ink)


def test_the_solo_table_speaks_to_its_one_player_without_naming_them(tmp_path, folder, monkeypatch):
    """Alone at the table, the player is the satrap: no "You · Satrap of India", no "Your hand,
    You: only you see it"; in the suite's language."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE}))
    app = start((1280, 720), folder, config)
    written = [Written(monkeypatch, module) for module in (canvas_module, mats_module)]
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.solo_game("easy", "India", 3)
    while not isinstance(app.top, Table):
        clicker.decide()  # the cards kept at setup (R2)
    clicker.frames(2)
    table = app.top
    assert isinstance(table, Table) and table.solo_panel is not None
    name = table.play.names[0]
    drawn = [said for each in written for said in each.texts()]
    assert any(term("India") in said for said in drawn)  # the mat's header was drawn...
    assert [said for said in drawn if re.search(rf"\b{re.escape(name)}\b", said)] == []  # ...naming no one


def test_solo_speaks_of_no_one_else_at_setup_nor_of_opponents_losing_vp(app, monkeypatch):
    """Alone, nobody else could see the cards kept at setup, and no building takes VP from
    opponents (R20): the setup's words and the printed building tiles say neither."""
    printed = Written(monkeypatch, printed_board)
    clicker = Clicker(app, 4)
    clicker.frames(2)
    clicker.solo_game("easy", "Lydia", 4)
    while not isinstance(app.top, SetupChoice):
        clicker.frames(1)
    assert app.top.widgets["hint"].text == words("setup.hint_tax_solo")
    assert words("setup.hint_tax") != words("setup.hint_tax_solo")
    while not isinstance(app.top, Table):
        clicker.decide()
    clicker.frames(2)
    effects = {words("board.vp_by_year")} | {words("board.opponents_lose", vp=b.opponents_lose) for b in app.top.play.state.content.buildings}
    assert printed.texts() and effects.isdisjoint(printed.texts())


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_solo_player_is_named_in_the_readers_language(app, language):
    """The one seat of a solo game is named as the mats, the tooltips and the saves say it: in
    Japanese never the English "You" among Japanese words."""
    app.keeper.settings = replace(app.keeper.settings, language=language)
    app.resize(app.size)
    clicker = Clicker(app, 1)
    clicker.frames(2)
    clicker.solo_game("easy", "At random", 3)
    name = app.top.play.session.seats[0].name
    assert name == words("lesson.you_name")
    if language == "ja":
        assert not re.search("[A-Za-z]", name)


@pytest.mark.parametrize("key", ["solo.badge_won", "solo.badge_next"])
def test_a_scenarios_badge_holds_its_words_at_the_largest_text_size(app, key):
    """Japanese letters at 130 % are taller than the badge's least height."""
    app.keeper.settings = replace(app.keeper.settings, ui_scale=130)
    app.resize(app.size)
    label = text(words(key), "sans_bold", round(16 * app.factor), CREAM)
    badge = badge_around(label, app.factor)
    assert badge.width > label.get_width() and badge.height > label.get_height()
