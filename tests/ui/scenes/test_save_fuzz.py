"""Damaged and odd save files, by the hundred, through the real Continue and Load paths.

Each case starts from one of the example games and damages it: cut short, bytes flipped or
inserted, a field given the wrong type, a name or a log line given odd Unicode; or it is no
file at all but a pipe, a folder or a device. Whatever the file, the app must neither hang nor
crash: a file it refuses is told on the title or the load screen, and a file it loads opens at
the table, draws a frame and can be saved again (the autosave writes it, and what is written
loads back)."""

import copy
import json
import os
import random
from pathlib import Path

import pytest

from xerxes_app.ui.shell.dimmed import is_dimmed
from xerxes_app.saving import savefile
from xerxes_app.saving.folders import EXAMPLES_FOLDER
from tools.autoplay import Clicker
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.scenes.load_scene import LoadScene
from xerxes_app.ui.scenes.start import start
from xerxes_app.ui.scenes.title import Title
from xerxes_app.ui.shell.dialog import dialogs

CASES = 240
EXAMPLES = sorted(EXAMPLES_FOLDER.glob("*.json"))
ODD_VALUES = (None, True, False, 0, -1, 7, 2**64, 1.5, "", "x" * 5000, [], {}, [[["deep"]]], "Thracia", "gold")
ODD_TEXTS = (
    "A\ud800B", "\udfff", "A\x00B", "bell\x07", "\x1b[2J", "\u202eright to left", "zero\u200bwidth", "\ufeff",
    "Ἀρτεμισία", "阿托莎", "أتوسا", "🏺🐘", "e\u0301\u0301\u0301", "\U0010ffff", " ", "x" * 41,
)
TEXT_PLACES = (("table", "seats", 0, "name"), ("slot", "name"), ("state", "log", 0, 2), ("state", "log", -1, 2))


def paths(data, path=()):
    """Every place in a JSON document, as the keys and indexes leading to it."""
    children = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in children:
        yield path + (key,)
        yield from paths(value, path + (key,))


def at(data, path):
    for key in path:
        data = data[key]
    return data


def to_bytes(rand, data) -> bytes:
    """JSON as the app writes it, or with every non-ASCII character escaped; a lone surrogate
    written raw is not UTF-8, as a broken editor might leave it."""
    text = json.dumps(data, ensure_ascii=rand.random() < 0.5)
    return text.encode("utf-8", "surrogatepass")


def damaged(rand: random.Random, good: bytes) -> bytes:
    kind = rand.randrange(5)
    if kind == 0:  # cut short
        return good[: rand.randrange(len(good))]
    if kind == 1:  # bytes flipped
        data = bytearray(good)
        for _ in range(rand.randint(1, 4)):
            data[rand.randrange(len(data))] ^= 1 << rand.randrange(8)
        return bytes(data)
    if kind == 2:  # bytes inserted
        where = rand.randrange(len(good))
        return good[:where] + rand.choice((b"\x00", b"\xff", b"\\u0000", b"\\ud800", b'"', b",", b"]")) + good[where:]
    data = json.loads(good)
    if kind == 3:  # a field of the wrong type, missing, or another field's value
        path = rand.choice(list(paths(data)))
        parent, key = at(data, path[:-1]), path[-1]
        change = rand.randrange(3)
        if change == 0:
            parent[key] = copy.deepcopy(rand.choice(ODD_VALUES))
        elif change == 1:
            del parent[key]
        else:
            parent[key] = copy.deepcopy(at(data, rand.choice(list(paths(data)))))
        return to_bytes(rand, data)
    # odd Unicode in a name or a log line
    path = rand.choice(TEXT_PLACES)
    data.setdefault("slot", {"name": "a game", "saved_at": None})
    if path[1] == "log" and not data["state"]["log"]:
        return to_bytes(rand, data)
    at(data, path[:-1])[path[-1]] = rand.choice(ODD_TEXTS)
    return to_bytes(rand, data)


def special(folder: Path, name: str, kind: str) -> None:
    path = folder / name
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "dangling link":
        path.symlink_to(folder / "nowhere.json")
    elif kind == "huge":
        path.write_bytes(b"[" + b" " * (savefile.MAX_BYTES + 10) + b"]")


SPECIALS = ("pipe", "folder", "device", "dangling link", "huge")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    app = start((1280, 720), folder / "saves", folder / "config")
    yield app
    app.keeper.close()


def clear(app) -> Path:
    """An empty save folder: the last case's files (and autosaves) gone."""
    app.keeper.autosaver.flush()
    folder = app.keeper.save_dir
    folder.mkdir(parents=True, exist_ok=True)
    for path in folder.iterdir():
        path.rmdir() if path.is_dir() and not path.is_symlink() else path.unlink()
    return folder


def close_notices(app) -> int:
    windows = dialogs(app, "notice")
    for window in windows:
        window.kill()
    return len(windows)


def at_the_table(app, clicker) -> None:
    """A game just opened: past its hand-off, a frame drawn, and saved again by the autosave."""
    if isinstance(app.top, HandOff):
        clicker.click("continue")
    clicker.frames(1)
    assert app.keeper.autosaver.flush() is None
    session = app.top.play.session
    again = savefile.decode(savefile.encode(session, "again"))
    assert again.session.to_json() == session.to_json()


def through_continue(app, clicker, write) -> str:
    write(clear(app), "autosave.json")
    app.back_to("title")  # the title reads the last game again for its Continue button
    if is_dimmed(app.top.buttons["continue"]):
        return "nothing to continue"
    clicker.click("continue")
    if close_notices(app):
        assert isinstance(app.top, Title)
        return "refused"
    at_the_table(app, clicker)
    return "opened"


def through_load(app, clicker, write) -> str:
    write(clear(app), "case.json")
    app.back_to("title")
    clicker.click("load")
    screen = app.top
    assert isinstance(screen, LoadScene)
    mine = [e for e in screen.entries if not e.example]
    if not mine or not mine[0].readable:
        assert not mine or mine[0].problem
        return "refused"
    assert screen.selected == mine[0]
    clicker.click("load")
    at_the_table(app, clicker)
    return "opened"


def test_damaged_saves_are_refused_or_open_and_save_again(app):
    rand = random.Random(10)
    clicker = Clicker(app, seed=10)
    clicker.frames(2)
    goods = [path.read_bytes() for path in EXAMPLES]
    outcomes = {"opened": 0, "refused": 0, "nothing to continue": 0}
    cases = [("special", kind) for kind in SPECIALS] + [("damaged", i) for i in range(CASES - len(SPECIALS))]
    for number, (kind, what) in enumerate(cases):
        if kind == "special":
            def write(folder, name, what=what):
                special(folder, name, what)
        else:
            data = damaged(rand, rand.choice(goods))

            def write(folder, name, data=data):
                (folder / name).write_bytes(data)
        path = through_continue if number % 2 == 0 else through_load
        try:
            outcomes[path(app, clicker, write)] += 1
        except Exception as error:
            raise AssertionError(f"case {number} ({kind} {what}, {path.__name__}) broke the app") from error
    # The damage is varied enough that some saves still load and many do not.
    assert outcomes["opened"] >= 20 and outcomes["refused"] >= 100, outcomes
