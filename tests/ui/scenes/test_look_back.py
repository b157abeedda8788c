"""Looking back on a game: the charts opened from the end screens, drawn where the game's VP
path puts them, and the Records screen counting finished games from the save folder."""



import pytest

from xerxes_app.rules import situation, solo
from xerxes_app.saving import EXAMPLES_FOLDER, load, load_records
from xerxes_app.saving.folders import RECORDS_FILE
from xerxes_app.session import Seat, Session, scores
from tools.autoplay import Clicker
from xerxes_app.ui.looks import charts as charts_module
from xerxes_app.ui.looks.charts import bar_rects, line_points, plot_area, scale_top
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes import charts_scene as charts_scene_module
from xerxes_app.ui.scenes.charts_scene import GOAL_COLOURS, SOURCES, Charts
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.looks.look import INK, player_colour
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.records_scene import Records
from xerxes_app.ui.scenes.solo_over import SoloOver
from xerxes_app.ui.scenes.title import Title
from tests.saving.test_example_saves import played_to_the_end

from ..written import Written

# A known game: Lydia ahead every year, India catching up in year 6 and ending on 21.
PATH = [(1, [2, 0]), (2, [5, 3]), (3, [9, 4]), (4, [12, 8]), (5, [14, 11]), (6, [17, 17]), (7, [22, 21])]
SOURCES_OF = {"Lydia": [9, 6, 8, 1], "India": [7, 10, 4, 0]}  # taxes, campaigns, buildings, losses: 22 and 21


def finished(app) -> Play:
    players = [{"satrap": name, "vp": sum(s[:3]) - s[3]} for name, s in SOURCES_OF.items()]
    session = Session(situation(players, year=7, phase="game_over"), [Seat("Atossa"), Seat("Darius")], by_year=PATH)
    for player, sources in zip(session.state.players, SOURCES_OF.values()):
        player.vp_sources[:] = sources
    play = Play(app, session)
    play.show_next()
    return play


def pixel(app, point):
    return tuple(app.window.get_at(point))[:3]


def test_the_charts_draw_the_known_path_and_the_sources(app):
    clicker = Clicker(app)
    play = finished(app)
    clicker.frames(2)
    assert isinstance(app.top, GameOver)
    clicker.click("charts")
    charts = app.top
    assert isinstance(charts, Charts)
    lines, bars = charts.panels()
    f = app.factor
    plot = plot_area(lines, f, legend=True)  # the legend names the players by pawn and name
    top = scale_top([v for _, row in PATH for v in row])
    assert top == 25
    state = play.state
    for seat, player in enumerate(state.players):
        colour = player_colour(state.content.satraps[player.satrap].colour)
        points = line_points(PATH, seat, plot, top)
        assert len(points) == 8 and points[0] == (plot.left, plot.bottom)  # the start, then seven years
        for (year, row), point in zip(PATH, points[1:]):
            assert point[0] == plot.left + round(plot.width * year / 7)
            assert point[1] == plot.bottom - round(plot.height * row[seat] / 25)
            other = row[1 - seat]
            if other != row[seat] and (seat == 1 or abs(other - row[seat]) > 1):  # not hidden under the other line
                assert pixel(app, point) == colour, (seat, year)
    # Higher VP is higher up: Lydia's year-7 point above India's.
    assert line_points(PATH, 0, plot, top)[-1][1] < line_points(PATH, 1, plot, top)[-1][1]

    # The bars: each source's bar is as tall as its VP, in its colour; losses hang below zero.
    plot = plot_area(bars, f, legend=True)
    groups = list(SOURCES_OF.values())
    zero, rects = bar_rects(groups, plot, scale_top([9, 6, 8, 7, 10, 4]), scale_top([1, 0]))
    for row, values in zip(rects, groups):
        for rect, value, (_, colour, _) in zip(row, values, SOURCES):
            assert rect.height == round(plot.height * value / 15)
            if value:
                assert pixel(app, (rect.centerx, rect.centery)) == colour
        assert row[-1].top == zero and row[0].bottom == zero
    clicker.click("back")
    assert isinstance(app.top, GameOver)


def test_a_whole_game_by_clicks_is_charted_year_by_year_and_counted_once(app, tmp_path):
    seen = []

    def watch(app):
        play = getattr(app.top, "play", None)
        if play is not None and (not seen or seen[-1][0] != play.state.year):
            seen.append((play.state.year, [p.vp for p in play.state.players]))

    clicker = Clicker(app, 11, on_frame=watch)
    clicker.frames(2)
    clicker.new_game(2, 11)
    clicker.play_to_end()
    clicker.frames(2)
    over = app.top
    assert isinstance(over, GameOver)
    by_year = over.play.session.by_year
    # The VP seen on screen when each new year began is the path kept for the chart.
    assert [row for _, row in by_year[:-1]] == [row for _, row in seen[1:]][: len(by_year) - 1]
    assert by_year[-1][1] == [p.vp for p in over.play.state.players]
    records = load_records(tmp_path / "saves").games
    assert len(records) == 1 and records[0].mode == "pass-and-play"
    assert records[0].vp == max(p.vp for p in over.play.state.players)
    clicker.click("charts")
    assert isinstance(app.top, Charts)
    clicker.click("back")
    clicker.click("title")
    assert isinstance(app.top, Title)
    clicker.click("records")
    shown = app.top
    assert isinstance(shown, Records)
    assert [(t.mode, t.played) for t in shown.tallies] == [("pass-and-play", 1)]
    assert shown.best[0].vp == records[0].vp
    clicker.click("back")
    assert isinstance(app.top, Title)


def test_records_start_empty_and_a_damaged_file_is_set_aside_on_screen(app, tmp_path):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("records")
    assert isinstance(app.top, Records) and app.top.tallies == [] and not app.top.problems
    clicker.click("back")
    saves = tmp_path / "saves"
    saves.mkdir(exist_ok=True)
    (saves / RECORDS_FILE).write_text("{ not json")
    clicker.click("records")
    assert any("records.json.damaged-1" in problem for problem in app.top.problems)
    assert (saves / f"{RECORDS_FILE}.damaged-1").read_text() == "{ not json"


def test_a_solo_game_charts_its_goal(app):
    clicker = Clicker(app)
    player = {"satrap": "Lydia", "tax_resolved": [0, 1, 2], "campaign_resolved": [0], "buildings": ["Road"]}
    session = Session(situation([player], year=7, phase="game_over", scenario="easy"), [Seat("Atossa")],
                      by_year=[(year, [min(year, 3), year // 4, year // 6]) for year in range(1, 8)])
    Play(app, session).show_next()
    clicker.frames(2)
    assert isinstance(app.top, SoloOver)
    clicker.click("charts")
    assert isinstance(app.top, Charts)
    clicker.frames(1)
    clicker.click("back")
    assert isinstance(app.top, SoloOver)


def test_a_game_opened_already_over_is_not_counted_again(app, tmp_path):
    clicker = Clicker(app)
    finished(app)  # as Load opens an example game that is over, or Continue its final scores
    clicker.frames(2)
    assert isinstance(app.top, GameOver)
    assert not (tmp_path / "saves" / RECORDS_FILE).exists()


def test_the_charts_name_the_players_and_a_loaded_games_note_clears_back(app, monkeypatch):
    on_charts, on_scene = Written(monkeypatch, charts_module), Written(monkeypatch, charts_scene_module)
    clicker = Clicker(app)
    play = finished(app)
    play.session.by_year[:] = PATH[3:]  # opened in year 4: the years before were not kept
    clicker.frames(2)
    clicker.click("charts")
    clicker.frames(1)
    lines, bars = app.top.panels()
    for name in ("Atossa", "Darius"):  # each player by name on each chart, not by pawn only
        assert any(lines.contains(rect) for rect in on_charts.where(name)), name
        assert any(bars.contains(rect) for rect in on_charts.where(name)), name
    note = on_scene.where(words("charts.not_kept"))[-1]
    back = app.top.buttons["back"].rect
    assert note.bottom < back.top and not note.colliderect(lines) and not note.colliderect(bars)


def test_a_solo_goals_counts_are_plain_numbers_on_their_axes(app, monkeypatch):
    written = Written(monkeypatch, charts_module)
    player = {"satrap": "Lydia", "tax_resolved": [0, 1, 2], "campaign_resolved": [0], "buildings": ["Road"]}
    session = Session(situation([player], year=7, phase="game_over", scenario="easy"), [Seat("Atossa")],
                      by_year=[(year, [min(year, 3), year // 4, year // 6]) for year in range(1, 8)])
    Play(app, session).show_next()
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("charts")
    clicker.frames(1)
    f = app.factor
    axes = {}  # each chart's count axis: the numbers written left of its plot
    for panel in app.top.panels():
        left = plot_area(panel, f, legend=True).left - round(8 * f)
        axes[panel.left] = {said for said, rect in written.said if rect.right == left and panel.contains(rect)}
    lines, bars = (axes[panel.left] for panel in app.top.panels())
    assert lines == {"0", "1", "2", "3", "4", "5"}, "the goal's few cards counted one by one"
    assert bars == {"0", "5"}, "plain numbers: \"5\", never \"+5\""


def test_the_lines_under_a_four_player_ranking_stay_clear_of_the_buttons(app):
    """Hints used, the moves a computer made for people whose clock ran out (a network game by
    the day) and a records' warning: with four players the ranking's rows make room for them."""
    players = [{"satrap": name, "vp": 20 - i} for i, name in enumerate(("Lydia", "India", "Babylonia", "Aegyptus"))]
    session = Session(situation(players, year=7, phase="game_over"), [Seat("Atossa"), Seat("Darius"), Seat("Roxana"), Seat("Cyrus")],
                      hints_used=2)
    play = Play(app, session)
    play.end_notes = lambda: [words("day.over_line", moves=words("day.over_for", name="Darius", count=12))]
    play.show_next()
    over = app.top
    assert isinstance(over, GameOver)
    over.warning = "The records could not be written."
    app.step()
    assert len(over.drawn_notes) == 3
    assert not [(note, button) for note in over.drawn_notes for button in over.buttons.values() if note.colliderect(button.rect)]


EXAMPLE_FILES = sorted(EXAMPLES_FOLDER.glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=[p.name for p in EXAMPLE_FILES])
def test_every_examples_charts_have_a_line_a_player_from_the_start_to_the_end(app, monkeypatch, path):
    written = Written(monkeypatch, charts_scene_module)
    session = played_to_the_end(path)
    Play(app, session).show_next()
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("charts")
    clicker.frames(1)
    assert isinstance(app.top, Charts)
    assert words("charts.none_kept") not in written.texts() and words("charts.not_kept") not in written.texts()
    f = app.factor
    lines, _ = app.top.panels()
    plot = plot_area(lines, f, legend=True)
    final = scores(session.state)
    top = scale_top([v for _, row in session.by_year for v in row] + list(solo.GOALS.get(session.state.scenario, ())))
    ends = [line_points(session.by_year, i, plot, top)[-1] for i in range(len(final))]
    state = session.state
    colours = GOAL_COLOURS if state.is_solo else [player_colour(state.content.satraps[p.satrap].colour) for p in state.players]
    for i, (end, value) in enumerate(zip(ends, final)):
        # Each line reaches the end of the last year at the final score...
        assert end == (plot.left + round(plot.width * session.state.year / 7), plot.bottom - round(plot.height * value / top))
        # ...and is drawn there, unless a line drawn after it ends on the same spot.
        if not any(abs(other[1] - end[1]) <= round(5 * f) for other in ends[i + 1:]):
            assert pixel(app, end) == colours[i], (path.name, i)


def test_a_game_saved_without_its_years_says_why_its_lines_cannot_be_drawn(app, monkeypatch):
    written = Written(monkeypatch, charts_module)
    session = load(EXAMPLES_FOLDER / "four-players-finished.json")
    session.by_year.clear()  # as a game saved before the years were kept
    Play(app, session).show_next()
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("charts")
    clicker.frames(1)
    lines, _ = app.top.panels()
    why = written.where(words("charts.none_kept"))
    assert why and all(lines.contains(rect) for rect in why)
    plot = plot_area(lines, app.factor, legend=True)
    assert pixel(app, (plot.left, plot.bottom)) != INK, "no lone dot at the start"
