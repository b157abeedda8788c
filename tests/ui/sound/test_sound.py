"""Sound: each thing that happens in a game asks for its sound, once for each kind of change;
volume 0, mute (M on any screen) and a minimised window play nothing; a missing or damaged file
is silent and logged; no sound device changes nothing but a sentence in Settings.

The app runs on SDL's dummy audio driver, which plays to nowhere. `Ear` is the real mixer seam
(sound/mixer.py) with the files loaded by pygame as ever, that says it can be heard and writes
down what it is asked to play.
"""

import json
import logging
import random
import shutil
import time

import pygame
import pytest

from tools.autoplay import Clicker, GoalSeeker
from xerxes_app.rules import (
    PlaceWorker, ResolveCampaign, TradeResources, apply, current_player, legal_commands, new_game, situation,
)
from xerxes_app.saving.settings import SETTINGS_FILE
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.scenes.settings_scene import SettingsScene
from xerxes_app.ui.shell.log_file import LOG_FILE
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.sound.changes import _ENTRIES
from xerxes_app.ui.sound.mixer import PygameMixer
from xerxes_app.ui.sound.player import SOUNDS

from ..conftest import LANGUAGE
from ..table_at import at_table, key


class Ear(PygameMixer):
    def __init__(self):
        super().__init__()
        self.played: list[str] = []  # effects, in order
        self.looped: list[str] = []  # pieces of music started
        self.names: dict = {}

    def open(self) -> bool:
        super().open()
        return True  # the dummy driver plays to nowhere; this ear hears what is asked

    def load(self, path):
        sound = super().load(path)
        self.names[sound] = path.stem
        return sound

    def play(self, sound, volume):
        assert 0 < volume <= 1
        self.played.append(self.names[sound])
        super().play(sound, volume)

    def loop(self, sound, volume, fade_ms):
        self.looped.append(self.names[sound])
        return super().loop(sound, volume, fade_ms)

    def heard(self, buttons: bool = False) -> list[str]:
        """What was played since last asked; the buttons' clicks (of questions too) only if asked."""
        heard, self.played = self.played, []
        return [name for name in heard if buttons or name != "button"]


def _settings(config, **values) -> None:
    config.mkdir(exist_ok=True)
    (config / SETTINGS_FILE).write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE, **values}))


@pytest.fixture
def ear():
    return Ear()


@pytest.fixture
def heard_app(tmp_path, ear):
    _settings(tmp_path / "config")
    return start((1280, 720), tmp_path / "saves", tmp_path / "config", mixer=ear)


def lydia_in_taxation():
    return situation([{"satrap": "Lydia", "resources": {"stone": 1, "wood": 1}}, {"satrap": "India"}],
                     phase="taxation", event="Fire")


def test_a_trade_of_two_for_two_is_one_coin_sound_and_one_loss_and_undo_its_own(heard_app, ear):
    clicker = at_table(heard_app, lydia_in_taxation())
    ear.heard()
    clicker.play(heard_app.top, TradeResources(("stone", "wood"), ("wool", "wool")))
    heard = ear.heard()
    assert heard.count("gain") == 1 and heard.count("loss") == 1, heard
    clicker.click(("button", "undo"))
    assert "undo" in ear.heard()


def test_a_resource_lost_to_the_cap_has_its_own_sound(heard_app, ear):
    state = situation([{"satrap": "Lydia", "resources": {"stone": 1, "wood": 1, "wool": 3}}, {"satrap": "India"}],
                      phase="taxation", event="Fire")
    clicker = at_table(heard_app, state)
    ear.heard()
    clicker.play(heard_app.top, TradeResources(("stone", "wood"), ("gold", "wool")))
    assert sorted(ear.heard()) == ["cap", "gain", "loss"]


def test_a_campaign_beats_the_drum(heard_app, ear):
    state, chooser = new_game(2, 4), random.Random(4)
    while not (campaigns := [c for c in legal_commands(state) if isinstance(c, ResolveCampaign)]):
        apply(state, chooser.choice(legal_commands(state)))
    clicker = at_table(heard_app, state)
    ear.heard()
    clicker.play(heard_app.top, campaigns[0])
    assert ear.heard().count("campaign") == 1


def a_free_area(table) -> str:
    return next(c.place for c in table.legal if isinstance(c, PlaceWorker) and c.place != "turn change")


def test_a_worker_placed_clicks_and_the_veil_chimes_for_the_next_person(heard_app, ear):
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}])
    clicker = at_table(heard_app, state)
    table = heard_app.top
    ear.heard()
    area = a_free_area(table)
    clicker.click(("area", area))
    assert table.veiled_for() == 1
    assert ear.heard() == ["worker", "turn"]


def test_the_chime_sounds_when_the_computer_hands_back_to_the_person(tmp_path, ear):
    _settings(tmp_path / "config", computer_pace="instant")
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config", mixer=ear)
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}])
    open_game(app, Session(state, [Seat("Player 1"), Seat("Computer 2", "easy")]))
    clicker = Clicker(app)
    clicker.frames(1)
    table = app.top
    area = a_free_area(table)
    ear.heard()
    clicker.click(("area", area))
    # The computer may answer within the click's own frames, or many frames later on a busy
    # machine: what is heard is the same either way, in this order.
    deadline = time.monotonic() + 120
    while current_player(table.play.state) != 0 and time.monotonic() < deadline:
        clicker.frames(1)
    clicker.frames(1)
    # The person's worker, the computer's, and only then the chime.
    assert ear.heard() == ["worker", "worker", "turn"]


def test_a_refusal_buzzes(heard_app, ear):
    state = situation([{"satrap": "Lydia"}, {"satrap": "India"}])
    clicker = at_table(heard_app, state)
    table = heard_app.top
    ear.heard()
    taken = a_free_area(table)
    clicker.click(("area", taken))
    clicker.decide()  # the veil lifted for the second player
    ear.heard()
    clicker.click(("area", taken))
    assert ear.heard() == ["refusal"] and table.refusal


def test_a_whole_game_asks_for_the_sound_of_everything_that_happened(heard_app, ear):
    clicker = Clicker(heard_app, 11)
    clicker.frames(2)
    clicker.new_game(2, 11)
    play = heard_app.top.play
    clicker.play_to_end()
    heard = ear.heard(buttons=True)
    kinds = {entry.message for entry in play.state.log}
    for message, sound in _ENTRIES.items():
        if message in kinds:
            assert sound in heard, f"{message} in the log but no {sound}"
    for sound in ("worker", "gain", "vp_gain", "event", "turn", "button", "win"):
        assert sound in heard, sound
    assert heard.count("win") == 1 and "loss_game" not in heard, "two people: one of them won"
    # One sound for each kind of change a command makes, however many units it moved.
    commands = len(play.session.commands)
    for sound in ("gain", "loss", "vp_gain", "vp_loss", "worker"):
        assert heard.count(sound) <= commands, sound
    assert heard.count("event") == play.state.year, "one event revealed a year"


# The goal seeker meets the Easy goal with seed 25 (test_solo_screens.py); a random player loses Hard.
@pytest.mark.parametrize("seeker, scenario, satrap, seed, ending",
                         [(GoalSeeker, "easy", "At random", 25, "win"), (Clicker, "hard", "India", 3, "loss_game")])
def test_solo_ends_in_a_win_or_a_loss_and_the_goal_met_is_heard(heard_app, ear, seeker, scenario, satrap, seed, ending):
    clicker = seeker(heard_app, seed)
    clicker.frames(2)
    clicker.solo_game(scenario, satrap, seed)
    play = heard_app.top.play
    clicker.play_to_end()
    heard = ear.heard()
    won = any(entry.message == "solo_won" for entry in play.state.log)
    assert (ending == "win") == won, "the clicker meant to win or lose"
    assert ending in heard and ({"win", "loss_game"} - {ending}).isdisjoint(heard)
    assert ("goal" in heard) == won, "the goal met chimes before victory is claimed"


def test_volume_zero_and_mute_play_nothing(tmp_path, ear):
    for i, values in enumerate(({"effects_volume": 0}, {"master_volume": 0}, {"muted": True})):
        config = tmp_path / f"config{i}"
        _settings(config, **values)
        app = start((1280, 720), tmp_path / "saves", config, mixer=ear)
        clicker = at_table(app, lydia_in_taxation())
        clicker.play(app.top, TradeResources(("stone", "wood"), ("wool", "wool")))
        clicker.click(("button", "undo"))
        assert ear.heard(buttons=True) == [], values


def test_the_m_key_mutes_and_unmutes_on_every_screen_and_is_kept(heard_app, ear, tmp_path):
    app = heard_app
    clicker = Clicker(app)
    clicker.frames(2)

    def m() -> bool:
        key(clicker, pygame.K_m, mod=0)
        return json.loads((tmp_path / "config" / SETTINGS_FILE).read_text())["muted"]

    assert m() is True and app.keeper.settings.muted
    assert m() is False
    clicker.click("settings")
    assert isinstance(app.top, SettingsScene)
    assert m() is True
    assert app.top.widgets["mute"].text == words("settings.muted"), "Settings shows the key's change"
    clicker.click("mute")
    assert app.keeper.settings.muted is False
    at_table(app, lydia_in_taxation())
    assert m() is True
    ear.heard()
    key(clicker, pygame.K_z)  # Ctrl+Z: nothing to take back, and silence
    clicker.click(("button", "undo"))
    assert ear.heard() == []
    assert m() is False


def test_an_m_typed_into_a_text_field_is_a_letter_not_mute(heard_app):
    app = heard_app
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("rules")
    search = app.top.widgets["search"]
    clicker.click_at(search.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    clicker.frames(2)
    assert search.get_text() == "m" and app.keeper.settings.muted is False


def test_the_sliders_set_the_volumes_and_keep_them(heard_app, tmp_path):
    app = heard_app
    clicker = Clicker(app)
    clicker.frames(2)
    clicker.click("settings")
    kept = app.keeper.settings
    assert (kept.master_volume, kept.effects_volume, kept.music_volume, kept.talk_volume, kept.muted) == (70, 80, 50, 60, False)
    for name in ("master", "effects", "music", "talk"):
        slider, shown = app.top.widgets[("volume", name)], app.top.widgets[("volume value", name)]
        before = getattr(app.keeper.settings, f"{name}_volume")
        assert shown.text == f"{before} %", "each slider shows its value"
        clicker.click_at(slider.left_button.rect.center)
        clicker.frames(2)
        now = json.loads((tmp_path / "config" / SETTINGS_FILE).read_text())[f"{name}_volume"]
        assert now == before - 5 == getattr(app.keeper.settings, f"{name}_volume"), name
        assert shown.text == f"{now} %", "and follows it"
    # The next run opens with them.
    again = start((1280, 720), tmp_path / "saves", tmp_path / "config", mixer=Ear())
    assert (again.keeper.settings.master_volume, again.keeper.settings.music_volume) == (65, 45)


def test_a_minimised_window_is_quiet(heard_app, ear):
    clicker = at_table(heard_app, lydia_in_taxation())
    pygame.event.post(pygame.event.Event(pygame.WINDOWMINIMIZED))
    clicker.frames(1)
    ear.heard()
    clicker.play(heard_app.top, TradeResources(("stone", "wood"), ("wool", "wool")))
    assert ear.heard() == []
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESTORED))
    clicker.frames(1)
    clicker.click(("button", "undo"))
    assert "undo" in ear.heard()


def _frames_until(clicker, done, seconds: float = 120.0) -> None:
    """Frames go on while a piece loads on a thread of its own."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        clicker.frames(1)
        time.sleep(0.01)


def test_the_music_of_the_menus_crossfades_to_the_table_music(heard_app, ear):
    clicker = Clicker(heard_app)
    _frames_until(clicker, lambda: ear.looped)
    assert ear.looped == ["title"]
    title = heard_app.sound.channel
    assert title.get_busy()
    at_table(heard_app, lydia_in_taxation())
    _frames_until(clicker, lambda: len(ear.looped) == 2)
    assert ear.looped == ["title", "table"]
    assert heard_app.sound.channel is not title, "each piece on its own channel, the first fading out"


def test_a_missing_or_damaged_sound_is_silent_and_logged(heard_app, ear, tmp_path):
    sounds = tmp_path / "sounds"
    shutil.copytree(SOUNDS, sounds)
    (sounds / "worker.wav").write_bytes(b"RIFF\x00\x00\x00\x00WAVEnot a sound at all")
    (sounds / "turn.wav").unlink()
    heard_app.sound.folder = sounds
    clicker = at_table(heard_app, situation([{"satrap": "Lydia"}, {"satrap": "India"}]))
    table = heard_app.top
    ear.heard()
    area = a_free_area(table)
    clicker.click(("area", area))
    assert table.veiled_for() == 1, "the game goes on"
    assert ear.heard() == []
    for handler in logging.getLogger("xerxes_app").handlers:
        handler.flush()
    log = (tmp_path / "config" / LOG_FILE).read_text()
    assert "worker.wav" in log and "turn.wav" in log


def test_without_a_sound_device_the_app_runs_silently_and_settings_says_so_once(tmp_path, capfd, monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    for failing in (False, True):  # the dummy driver, then a device that fails to open
        if failing:
            monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
            monkeypatch.setattr(pygame.mixer, "init", no_device)
        _settings(tmp_path / "config")
        app = start((1280, 720), tmp_path / "saves", tmp_path / "config")
        assert app.sound.available is False
        clicker = Clicker(app)
        clicker.frames(2)
        clicker.click("settings")
        sentence = words("settings.no_sound")
        labels = [w for w in app.top.root.elements if getattr(w, "text", None) == sentence]
        assert len(labels) == 1 and "mute" not in app.top.widgets
        key(clicker, pygame.K_m, mod=0)  # muting still works, and is kept for a machine with sound
        clicker.click("back")
        to_table = at_table(app, lydia_in_taxation())
        to_table.play(app.top, TradeResources(("stone", "wood"), ("wool", "wool")))
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert not (tmp_path / "config" / LOG_FILE).exists()


def test_the_sound_device_is_opened_once_and_only_after_the_first_frame(tmp_path):
    """Without a usable device SDL tries each of its drivers, which can take most of a second:
    the title screen is up first."""
    class Counted(Ear):
        opened = 0

        def open(self) -> bool:
            self.opened += 1
            return super().open()

    mixer = Counted()
    _settings(tmp_path / "config")
    app = start((1280, 720), tmp_path / "saves", tmp_path / "config", mixer=mixer)
    app.step()
    assert mixer.opened == 0
    app.step()
    app.step()
    assert mixer.opened == 1 and app.sound.available
