"""Every screen reachable at the end of a game opens and closes again, by clicks: with nobody at
the table (a watched game of computers), with one person, with two people, and at a network
game's end seen by a watcher. The end screen's every button is clicked, and on each screen it
opens every button but those that leave it; nothing may raise."""

import pytest

from tools.autoplay import Clicker
from tools.reviewed_games import finished_game
from xerxes_app.bots import appraisal
from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.ui.game import reviewing
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.scenes.game_over import GameOver
from xerxes_app.ui.table.table import Table

from ..net_driver import LOOPBACK, NetClicker

LEAVING = {"title", "new game", "back", "solo"}  # what closes the screen, or the whole game


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(appraisal, "REDEALS", 2)
    monkeypatch.setattr(reviewing, "PROCESSES", 0)


def at_the_end(app, session) -> Clicker:
    app.back_to("title")
    Play(app, session).show_next()
    clicker = Clicker(app, 1)
    clicker.frames(2)
    assert isinstance(app.top, GameOver)
    return clicker


def buttons(scene) -> list:
    return [key for key in scene.targets() if isinstance(key, str)]


def walk_the_end(clicker: Clicker, reopen) -> list[tuple[str, str]]:
    """Each button of the end screen, and each button of the screen it opens, each from the end
    screen opened afresh; the pairs clicked."""
    app = clicker.app
    clicked = []
    for key in buttons(app.top):
        reopen()
        end = app.top
        clicker.click(key)
        clicker.frames(2)
        opened = app.top
        clicked.append((key, ""))
        if opened is end or key in LEAVING:
            continue
        for inner in buttons(opened):
            if inner in LEAVING:
                continue
            reopen()
            clicker.click(key)
            clicker.click(inner)
            clicker.frames(3)
            clicked.append((key, inner))
    return clicked


@pytest.mark.parametrize("people", [(), (0,), (0, 1)], ids=["nobody", "one person", "two people"])
def test_every_end_screen_opens_with_any_number_of_people(app, people):
    session, _ = finished_game(3, seed=7, people=people)
    if not people:  # a watched game: every seat a computer
        session.seats[0] = type(session.seats[0])("Computer 1", "easy")
    clicker = at_the_end(app, session)
    clicked = walk_the_end(clicker, lambda: at_the_end(app, session))
    assert ("charts", "") in clicked  # Year by year, where the watched game's end crashed
    assert (("review", "") in clicked) == bool(people)  # a review is a person's: none for computers alone


def test_a_watcher_sees_a_network_game_to_its_end_screens(app, tmp_path):
    server = hosting.start_server(tmp_path / "server", port=0, address=LOOPBACK)
    maker = Connection(LOOPBACK, server.port)
    maker.start()
    try:
        seats = [{"name": "Easy", "kind": "easy"}, {"name": "Normal", "kind": "normal"}]
        maker.send({"type": "create", "seats": seats, "arranged": True, "watch": True})
        created = []
        clicker = NetClicker(app)
        clicker.wait_for(lambda: created.extend(f["code"] for f in maker.poll() if f.get("type") == "created") or created)
        code = created[0]
        clicker.find_game(server.port, code)
        clicker.wait_for(lambda: "watch" in app.top.targets())
        clicker.type_into("name", "Cy")
        clicker.click("watch")
        clicker.wait_for(lambda: isinstance(app.top, GameOver)
                         or (isinstance(app.top, Table) and app.top.play.state.is_over))
        clicker.wait_for(lambda: isinstance(app.top, GameOver))
        end = app.top
        for key in buttons(end):
            if key in LEAVING:
                continue
            clicker.click(key)
            clicker.frames(2)
            if app.top is not end:
                app.pop()
                clicker.frames(1)
            assert app.top is end
    finally:
        maker.close()
        if hasattr(app.top, "play") and hasattr(app.top.play, "link"):
            app.top.play.link.close()
        server.stop()
