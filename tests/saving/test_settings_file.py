import errno
import json
import os
from dataclasses import fields

import pytest

from xerxes_app.saving import READ_ONLY, LoadedSettings, Settings, load_settings, save_settings
from xerxes_app.saving.settings import _CHECKS, SETTINGS_FILE


def test_defaults_when_there_is_no_file(tmp_path):
    loaded = load_settings(tmp_path / "config")
    assert loaded.settings == Settings() and loaded.problem is None


def test_settings_are_kept(tmp_path):
    chosen = Settings(window_size=(1920, 1080), fullscreen=True, animation_speed="fast")
    assert save_settings(tmp_path / "config", chosen) is None
    assert load_settings(tmp_path / "config") == LoadedSettings(chosen, None)


def test_every_setting_has_its_check():
    assert set(_CHECKS) == {f.name for f in fields(Settings)}


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "is damaged"),
        ('{"format": "xerxes-settings", "fullscr', "is damaged"),
        ("\xff", "is damaged"),
        ('{"window_size": [800, 600]}', "is not this app's settings"),
        ("[1]", "is not this app's settings"),
    ],
)
def test_a_damaged_or_foreign_file_gives_the_defaults_and_says_so(tmp_path, text, message):
    (tmp_path / SETTINGS_FILE).write_bytes(text.encode("latin-1"))
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings()
    assert message in loaded.problem and "defaults" in loaded.problem


def test_each_wrong_value_falls_back_alone_and_unknown_keys_are_ignored(tmp_path):
    data = {"format": "xerxes-settings", "window_size": [10, True], "fullscreen": True, "animation_speed": "warp", "volume": 3}
    (tmp_path / SETTINGS_FILE).write_text(json.dumps(data))
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings(fullscreen=True)
    assert loaded.problem == "Some settings were not valid and are back to their defaults: window size, animation speed."


def test_a_folder_that_refuses_the_file_is_a_warning(tmp_path, monkeypatch):
    def refuse(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "open", refuse)
    warning = save_settings(tmp_path, Settings(fullscreen=True))
    assert warning.kind == READ_ONLY and "Could not save the settings" in warning.message


def test_a_pipe_named_as_the_settings_gives_the_defaults_at_once(tmp_path):
    # Opening a pipe to read waits for a writer; the app must start all the same.
    os.mkfifo(tmp_path / SETTINGS_FILE)
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings()
    assert loaded.problem == "The settings could not be read (it is a folder, a pipe or a device, not a file); the defaults are used."


def test_an_older_file_without_sound_gets_moderate_levels(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"format": "xerxes-settings", "animation_speed": "fast"}))
    loaded = load_settings(tmp_path)
    assert loaded.problem is None and loaded.settings.animation_speed == "fast"
    kept = loaded.settings
    assert (kept.master_volume, kept.effects_volume, kept.music_volume, kept.muted) == (70, 80, 50, False)


def test_a_wrong_volume_is_back_to_its_default_and_said(tmp_path):
    (tmp_path / SETTINGS_FILE).write_text(json.dumps({"format": "xerxes-settings", "master_volume": 150,
                                                      "music_volume": True, "effects_volume": 0, "muted": "yes"}))
    loaded = load_settings(tmp_path)
    kept = loaded.settings
    assert (kept.master_volume, kept.effects_volume, kept.music_volume, kept.muted) == (70, 0, 50, False)
    assert "volume" in loaded.problem and "mute" in loaded.problem


def test_a_file_of_just_null_is_damaged_not_missing(tmp_path):
    (tmp_path / "settings.json").write_text("null")
    loaded = load_settings(tmp_path)
    assert loaded.settings == Settings() and "is damaged" in loaded.problem


def test_a_window_larger_than_any_screen_made_is_cut_to_the_largest(tmp_path):
    (tmp_path / "settings.json").write_text('{"format": "xerxes-settings", "window_size": [16384, 16384]}')
    assert load_settings(tmp_path).settings.window_size == (7680, 4320)
