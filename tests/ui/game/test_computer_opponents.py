"""Computer opponents at the table: chosen on the new game screen, played on a worker thread at the
pace of the settings, explained in the log, never shown (R25), resumed from a save, and watched.

The pace is "instant" and the bots Easy or Normal, but where Hard's thinking must be seen."""

import html
import time
from dataclasses import replace

import pytest

from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app import app as app_module
from xerxes_app.bots import Bot
from xerxes_app.bots.hard import PLAYOUTS
from xerxes_app.rules import PlaceWorker, ResolveTax, TakeGift, current_player, new_game
from xerxes_app.saving import save_settings
from xerxes_app.session import Seat, Session
from xerxes_app.ui.shell.app_window import AppWindow
from tools.autoplay import Clicker
from xerxes_app.bots.public_reasons import public_reason
from xerxes_app.ui.looks.language import engine_words, term, words
from xerxes_app.ui.looks.log_text import log_html
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.game.deciders import Computer
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.table.log_drawer import LOG_ENTRIES
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.scenes.title import Title

from ..table_at import HandOffWatch

HIDDEN_REASONS = ("Taxation card worth", "towards a campaign", "the goals in hand ask for", "can be resolved")


def elsewhere(play) -> set[int]:
    """The seats a computer decides, not the person at this screen."""
    return {seat for seat, decider in enumerate(play.deciders) if isinstance(decider, Computer)}


def instant(app):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant")


def computers_deciding(app) -> bool:
    top = app.top
    return isinstance(top, Table) and top.play.waiting_for() is not None


def play_on(clicker: Clicker, until=lambda state: state.is_over, seconds: float = 300.0) -> None:
    """The people decide by clicks; while a computer decides, frames go by. The limit is time,
    not frames: a frame takes far less than a Hard computer's thinking, and how much less
    depends on the machine."""
    app = clicker.app
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if until(app.top.play.state):
            return
        if computers_deciding(app):
            clicker.frames(1)
        else:
            clicker.decide()
    raise AssertionError("the game did not get there")


def seated(app, kinds, seed=5) -> None:
    """A game with these seats on the table, as Load or Continue would open it."""
    names = [f"Player {s + 1}" if kind == "human" else f"Computer {s + 1}" for s, kind in enumerate(kinds)]
    open_game(app, Session(new_game(len(kinds), seed), [Seat(name, kind) for name, kind in zip(names, kinds)]))


class Seen:
    """After every frame: no hand-off, no hand but the person's, and the log's reasons."""

    def __init__(self, person: int):
        self.person = person
        self.reasons_shown = 0

    def __call__(self, app):
        top = app.top
        assert not isinstance(top, HandOff), "one person against computers needs no hand-off"
        seat = top.private_seat()
        assert seat in (None, self.person), f"{type(top).__name__} shows seat {seat}'s secrets"
        if isinstance(top, Table):
            player = top.play.state.players[self.person]
            assert all(card in (player.tax_hand if kind == "tax" else player.campaign_hand) for kind, card, _ in top.hand)
            # What the log's drawer shows when opened (shut, it is not written: log_drawer.py).
            log = log_html(top.log.entries()[-LOG_ENTRIES:], top.play.reasons.reason_for)
            assert not any(words in log for words in HIDDEN_REASONS)
            self.reasons_shown = max(self.reasons_shown, log.count("—"))


def test_one_person_against_three_computers_by_clicks(app):
    instant(app)
    seen = Seen(person=0)
    clicker = Clicker(app, 3, on_frame=seen)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click(("players", 4))
    for seat, kind in ((1, "easy"), (2, "normal"), (3, "normal")):
        clicker.click(("kind", seat))  # the menu opens...
        clicker.click(("kind", seat, kind))  # ...and a strength is picked,
        clicker.frames(2)  # told one frame later, as a list's line is
    new_game_screen = app.top
    normal = term("normal").capitalize()
    assert new_game_screen.names[:4] == [words("new.player", number=1), words("new.computer", strength=term("easy").capitalize()),
                                         words("new.computer", strength=normal),
                                         words("new.computer_numbered", number=2, strength=normal)]
    clicker.type_seed(5)
    clicker.click("start")
    play = app.top.play
    assert [seat.kind for seat in play.session.seats] == ["human", "easy", "normal", "normal"]
    assert play.viewer == 0 and elsewhere(play) == {1, 2, 3}
    play_on(clicker)
    assert isinstance(app.top, GameOver)
    assert len(play.session.commands) > 4 * 7 * 2
    assert play.session.reasons and seen.reasons_shown >= 3, "the log tells the computers' public reasons"


def test_a_reason_resting_on_a_hidden_hand_is_not_shown():
    # R25: why a computer went to an area or took a resource may name its hidden cards.
    assert public_reason(PlaceWorker("Thracia"), "Goes to Thracia for wood, which the goals in hand ask for.") is None
    assert public_reason(TakeGift("gold"), "Takes gold, which a Taxation card worth 3 VP asks for.") is None
    assert public_reason(ResolveTax(4), "Pays a Taxation card: +3 VP.") == "Pays a Taxation card: +3 VP."


def test_the_window_keeps_drawing_while_a_hard_computer_thinks(app):
    instant(app)
    seated(app, ["hard", "human", "human", "human"], seed=9)
    table = app.top
    assert isinstance(table, Table) and table.play.waiting_for() == 0
    # It thinks until told to answer, so the test does not race its time limit on a busy machine.
    thinking = Bot("hard", 1, time_limit=60, playouts=10**6)
    table.play.deciders[0] = Computer(thinking)
    clicker = Clicker(app)
    clicker.frames(1)
    thought = table.play.deciders[0].thought
    names = table.play.names
    state = table.play.state
    satrap = term(state.content.satraps[state.players[0].satrap].name)
    assert thought is not None and table.widgets["banner"].text == words("table.thinking", name=names[0], satrap=satrap)
    # A click on the board while a computer decides gives nothing, and says why.
    clicker.click(("area", "Thracia"))
    assert table.play.session.commands == [] and table.refusal == words("table.wait", name=names[0])
    for _ in range(5):
        app.step()
    assert not thought.done.is_set(), "the window drew its frames while the computer thought"
    thinking.interrupt()
    assert thought.done.wait(5), "the interrupted computer answered at once"
    clicker.frames(1)
    assert len(table.play.session.commands) == 1, "its answer is given once it has thought"
    assert table.refusal == "", "once the computer has decided, there is no more waiting"


def test_leaving_the_table_stops_the_thinking_and_drops_its_answer(app):
    instant(app)
    seated(app, ["hard", "human"], seed=9)
    play = app.top.play
    thinking = Bot("hard", 1, time_limit=30, playouts=10**6)
    play.deciders[0] = Computer(thinking)
    clicker = Clicker(app)
    clicker.frames(1)
    thought = play.deciders[0].thought
    started = time.perf_counter()
    clicker.click(("button", "menu"))
    assert isinstance(app.top, Title)
    assert thought.done.wait(5) and time.perf_counter() - started < 5, "the interrupted computer answered at once"
    clicker.frames(3)
    assert play.session.commands == [] and play.deciders[0].thought is None


def test_two_people_and_two_computers_hand_off_only_between_the_people(app):
    instant(app)
    watch = HandOffWatch()
    handed = []

    def on_frame(app):
        watch(app)
        if isinstance(app.top, HandOff) and (not handed or handed[-1] != app.top.seat):
            handed.append(app.top.seat)

    clicker = Clicker(app, 4, on_frame=on_frame)
    seated(app, ["human", "easy", "human", "normal"], seed=12)
    play = app.top.play
    play_on(clicker, until=lambda state: state.year >= 3)
    assert set(handed) == {0, 2}, "hand-offs go to the people only"
    assert all(a != b for a, b in zip(handed, handed[1:]))
    assert {seat for _, seat in watch.private_views} == {0, 2}
    assert any(play.session.seats[seat].kind != "human" for seat in range(4))


def test_a_saved_game_with_computers_opens_and_they_play_on(app):
    instant(app)
    clicker = Clicker(app, 2)
    clicker.frames(2)
    clicker.click("load")
    load = app.top
    saved = next(e for e in load.entries if e.example and e.game.mode == "with computers")
    clicker.click(("example", saved.name))
    clicker.frames(2)
    assert not is_dimmed(load.widgets["load"])
    clicker.click("load")
    clicker.frames(1)
    play = app.top.play
    humans = [s for s, seat in enumerate(play.session.seats) if seat.is_human]
    assert len(humans) == 1 and elsewhere(play) == set(range(4)) - set(humans)
    seen = Seen(person=humans[0])
    clicker.on_frame = seen
    before = len(play.session.commands)
    deciders = set()

    def until(state):
        deciders.add(current_player(state))
        return len(play.session.commands) >= before + 30

    play_on(clicker, until)
    assert deciders - set(humans), "the computers played on"
    reasons = dict(play.session.reasons)
    assert reasons, "the computers gave reasons"
    # Continue resumes it too, its computers with it, and their reasons in the log.
    clicker.click(("button", "menu"))
    clicker.click("continue")
    table = app.top
    assert elsewhere(table.play) == elsewhere(play)
    assert table.play.session.reasons == reasons
    clicker.click(("button", "log"))
    shown = table.widgets["log"].html_text
    newest = max(reasons)
    assert table.play.state.log[newest] in table.log.entries()[-LOG_ENTRIES:]
    assert html.escape(engine_words(*reasons[newest])) in shown, "the log shows the reasons again"


def test_each_computer_decision_is_autosaved_with_its_reason(app):
    # Leaving right after a computer decides must not lose its reason: the autosave of the
    # decision already holds it.
    instant(app)
    clicker = Clicker(app, 7)
    seated(app, ["human", "normal", "normal"])
    play = app.top.play
    checked = 0

    def until(state):
        nonlocal checked
        if play.session.reasons and max(play.session.reasons) > checked:
            checked = max(play.session.reasons)
            assert app.keeper.last_game().session.reasons == play.session.reasons
        return len(play.session.reasons) >= 6

    play_on(clicker, until)
    assert checked, "the computers gave reasons"


def test_watch_plays_a_game_of_computers_to_the_game_over_screen(tmp_path, monkeypatch):
    from xerxes_app.saving import Settings

    save_settings(tmp_path / "config", Settings(computer_pace="instant"))
    seen = {"frames": 0, "hands": 0}

    def run(app):
        deadline = time.monotonic() + 300.0  # time, not frames: see play_on
        while time.monotonic() < deadline:
            if isinstance(app.top, GameOver):
                return
            app.step()
            seen["frames"] += 1
            top = app.top
            assert top.private_seat() is None, "a game of computers shows no hand"
            seen["hands"] += len(getattr(top, "hand", []))
        raise AssertionError("the watched game did not end")

    monkeypatch.setattr(AppWindow, "run", run)
    watched = {}
    monkeypatch.setattr(AppWindow, "step", _recording(AppWindow.step, watched))
    assert app_module.main(["--watch", "easy", "--config-dir", str(tmp_path / "config"), "--size", "1280x720"]) == 0
    app = watched["app"]
    assert isinstance(app.top, GameOver) and app.top.play.state.is_over
    assert [seat.kind for seat in app.top.play.session.seats] == ["easy"] * 4
    assert seen["hands"] == 0
    assert app.keeper.save_dir.name.startswith("xerxes-watch-"), "the player's own Continue is left alone"


def test_a_watched_game_of_hard_computers_thinks_on_the_workers(tmp_path, monkeypatch):
    # --watch makes its computers before the title's first frame: the workers must already be
    # there, or every Hard seat would think in the app's own process, beside the frame.
    from xerxes_app.bots import pool

    monkeypatch.setattr(pool, "_shared", None)
    monkeypatch.setattr(pool, "default_count", lambda: 1)  # as on 2 cores, whatever this machine has
    seen = {}

    def run(app):  # as the game is on the screen, before the workers are closed with the app
        hard_seat, normal_seat = (decider.bot.policy for decider in app.top.play.deciders)
        seen.update(hard=(hard_seat.workers, hard_seat.playouts), normal=getattr(normal_seat, "workers", None))

    monkeypatch.setattr(AppWindow, "run", run)
    assert app_module.main(["--watch", "hard,normal", "--config-dir", str(tmp_path / "config"), "--size", "1280x720"]) == 0
    assert seen["hard"] == (pool.shared(), PLAYOUTS) and pool.shared() is not None  # one worker: as many as alone
    assert seen["normal"] is None


def _recording(step, watched):
    def recorded(app, *args, **kwargs):
        watched["app"] = app
        return step(app, *args, **kwargs)

    return recorded


@pytest.mark.parametrize("text", ["hardest", "easy,easy,easy,easy,easy", "hard,"])
def test_watch_refuses_an_unknown_strength(text, capsys):
    with pytest.raises(SystemExit):
        app_module.main(["--watch", text])
    assert "easy, normal or hard" in capsys.readouterr().err


def test_the_computers_pace_is_a_setting(app):
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    clicker.click(("pace", "slow"))
    assert app.keeper.settings.computer_pace == "slow"
