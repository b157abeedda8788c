import copy
import json
import os
import random
import threading

import pytest

from xerxes_app.rules import SaveError
from xerxes_app.rules.saveformat import VERSION
from xerxes_app.saving import last_game, list_saves, load, save_as
from xerxes_app.saving import savefile


@pytest.fixture
def good(play):
    return json.loads(savefile.encode(play(players=3, commands=60), "good"))


def edited(data, change):
    data = copy.deepcopy(data)
    change(data)
    return json.dumps(data).encode()


def setter(*path_and_value):
    *path, key, value = path_and_value

    def change(data):
        for step in path:
            data = data[step]
        data[key] = value

    return change


BAD_FILES = {
    "truncated": (lambda good: json.dumps(good).encode()[:5000], "not readable JSON (it may be truncated or corrupt)"),
    "corrupt bytes": (lambda good: b"\xff\xfe\x00" + json.dumps(good).encode()[3:], "it is not text"),
    "corrupt JSON": (lambda good: json.dumps(good).encode().replace(b'"state": {', b'"state": [', 1), "not readable JSON"),
    "empty": (lambda good: b"", "The file is empty."),
    "only blanks": (lambda good: b" \n\t", "The file is empty."),
    "foreign JSON": (lambda good: b'{"window": [800, 600]}', "not a saved game of Xerxes"),
    "foreign list": (lambda good: b"[1, 2, 3]", "not a saved game of Xerxes"),
    "foreign picture": (lambda good: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "it is not text"),
    "not a number": (lambda good: edited(good, setter("state", "year", 5)).replace(b'"year": 5', b'"year": NaN'), "not readable JSON"),
    "nested too deep": (lambda good: b"[" * 100_000 + b"]" * 100_000, "not readable JSON"),
    "newer version": (lambda good: edited(good, setter("version", VERSION + 1)),
                      f"saved by a newer version of the app (format {VERSION + 1}"),
    "no version": (lambda good: edited(good, setter("version", "one")), "no valid format version"),
    "beyond the resource cap": (
        lambda good: edited(good, setter("state", "players", 0, "resources", "wood", 7)),
        "The saved game breaks the rules",
    ),
    "a year past the last": (lambda good: edited(good, setter("state", "year", 8)), "state.year must be a whole number"),
    "a field missing": (lambda good: edited(good, lambda d: d["state"].pop("turn")), "state.turn is missing"),
    "an unknown satrap": (
        lambda good: edited(good, setter("state", "players", 1, "satrap", "Atlantis")),
        "state.players[1].satrap must be the name of a satrap",
    ),
    "a list for a name": (lambda good: edited(good, setter("state", "players", 1, "satrap", ["Lydia"])), "The saved game is damaged"),
    "an unknown command": (
        lambda good: edited(good, setter("table", "commands", 0, {"command": "rm -rf"})),
        "The saved game is damaged: a recorded command is not one this game knows.",
    ),
    "no seats": (lambda good: edited(good, lambda d: d.pop("table")), "the table (who sits where) is missing"),
    "a malformed slot": (lambda good: edited(good, setter("slot", "saved_at", "yesterday")), "slot name or date is malformed"),
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_a_bad_file_is_listed_with_its_reason_untouched_and_the_others_still_load(folder, play, good, kind):
    make, reason = BAD_FILES[kind]
    session = play(commands=20)
    save_as(folder, session, "A good game")
    bad = folder / "bad.json"
    bad.write_bytes(make(good))
    before = (bad.read_bytes(), bad.stat().st_mtime_ns)

    entries = {e.path.name: e for e in list_saves(folder, examples=None)}
    assert reason in entries["bad.json"].problem
    assert entries["bad.json"].name == "bad" and entries["bad.json"].game is None
    with pytest.raises(SaveError) as refused:
        load(bad)
    assert reason in str(refused.value)
    assert str(refused.value)[0].isupper() and str(refused.value).endswith((".", ")."))

    save_as(folder, session, "bad")  # a slot of the same file name must not replace it
    assert (bad.read_bytes(), bad.stat().st_mtime_ns) == before
    assert load(entries["A good game.json"].path).to_json() == session.to_json()


def test_a_file_too_large_to_be_a_save(folder, monkeypatch):
    folder.mkdir()
    (folder / "big.json").write_bytes(b" " * 200 + b"{}")
    monkeypatch.setattr(savefile, "MAX_BYTES", 100)
    [entry] = list_saves(folder, examples=None)
    assert entry.problem == "The file is too large to be a saved game."


def test_other_files_and_folders_are_not_listed(folder, play):
    save_as(folder, play(commands=1), "game")
    (folder / "notes.txt").write_text("hello")
    (folder / "folder.json").mkdir()
    (folder / ".hidden.json").write_text("{}")
    assert [e.name for e in list_saves(folder, examples=None)] == ["game"]


def test_any_damage_to_any_field_is_refused_with_a_reason_never_a_crash(good):
    """Hand-edits at random: every field set to a value of another kind, or removed."""
    def places(data, path=()):
        yield path
        children = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
        for key, value in children:
            yield from places(value, path + (key,))

    paths = [p for p in places(good) if p]
    values = [None, True, -1, 10**40, 2.5, "", "Lydia", [], {}, [0], {"a": 1}]
    choices = random.Random(25)
    for _ in range(600):
        data = copy.deepcopy(good)
        *path, key = choices.choice(paths)
        target = data
        for step in path:
            target = target[step]
        if isinstance(target, dict) and choices.random() < 0.2:
            del target[key]
        else:
            target[key] = choices.choice(values)
        try:
            savefile.decode(json.dumps(data).encode())
        except SaveError as error:
            assert str(error)


# --- Files that once loaded and then broke the app --------------------------------------------


def with_seat_name(good, name):
    return edited(good, setter("table", "seats", 0, "name", name))


def with_log_line(good, text):
    return edited(good, lambda d: d["state"]["log"][0].__setitem__(2, text))


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(lambda good: with_seat_name(good, "A\ud800B"), id="name-lone-surrogate"),
        pytest.param(lambda good: with_log_line(good, "Year 1 \udfff begins."), id="log-lone-surrogate"),
        pytest.param(lambda good: with_seat_name(good, "A\x00B"), id="name-nul"),
        pytest.param(lambda good: with_seat_name(good, "Atossa\x1b[2J"), id="name-escape"),
        pytest.param(lambda good: with_seat_name(good, "A" * 41), id="name-too-long"),
        pytest.param(lambda good: with_seat_name(good, "   "), id="name-blank"),
        pytest.param(lambda good: edited(good, setter("slot", "name", "game\x00")), id="slot-name-nul"),
    ],
)
def test_a_name_or_text_that_could_not_be_drawn_or_saved_again_is_refused(folder, good, make):
    folder.mkdir()
    path = folder / "odd.json"
    path.write_bytes(make(good))
    with pytest.raises(SaveError, match="The saved game is damaged"):
        load(path)


def test_a_name_that_can_be_shown_loads(folder, good):
    folder.mkdir()
    path = folder / "fine.json"
    path.write_bytes(with_seat_name(good, "Ἀρτεμισία 🏺"))
    assert load(path).seats[0].name == "Ἀρτεμισία 🏺"


def test_a_pipe_named_as_a_save_is_refused_at_once(folder):
    folder.mkdir()
    pipe = folder / "autosave.json"
    os.mkfifo(pipe)
    found = []
    reader = threading.Thread(target=lambda: found.append(_refusal(lambda: last_game(folder))), daemon=True)
    reader.start()
    reader.join(10)
    if reader.is_alive():  # let the blocked reader go before failing
        os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
    assert found == ["The file cannot be read: it is a folder, a pipe or a device, not a file."]


def _refusal(action):
    try:
        action()
    except SaveError as error:
        return str(error)
    return None


def test_an_oversized_save_is_refused_before_it_is_read(folder, good, monkeypatch):
    # A real game padded to 16 MB: refused from its size alone, never parsed.
    folder.mkdir()
    path = folder / "huge.json"
    text = json.dumps(good).encode()
    path.write_bytes(text[:-1] + b" " * (16 * 1024 * 1024 - len(text)) + b"}")
    monkeypatch.setattr(savefile, "parse_json", lambda text: pytest.fail("an oversized file was parsed"))
    with pytest.raises(SaveError, match="The file is too large to be a saved game."):
        load(path)
    assert savefile.MAX_BYTES >= 20 * len(text)  # still generous for a whole game
