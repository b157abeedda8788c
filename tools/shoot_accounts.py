"""Screenshots of accounts on a server (issue 56), in English and in Japanese (`-ja`): Join with a
game found on a server with accounts, Sign in and Create an account beside the name; the form that
creates an account, its passwords masked and their rules said; the sign-in form, and a wrong
password refused in words; the account screen with its address to confirm by the code sent, that
code sent again (the address may be changed there too), and its question before the account is deleted; and
Host, served by that server, signed in, the host's seat the account's name.

The server runs with --accounts on 127.0.0.1 only, in a folder of its own for each language.

    python -m tools.shoot_accounts DIR
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import pygame

from xerxes_app.net import hosting
from xerxes_app.net.client import Connection
from xerxes_app.ui.scenes.account_scene import AccountScene
from .keyplay import Keyboarder
from .shoot_network import _frames_until
from .shots import app_speaking, in_both_languages, save_shot

LOOPBACK = "127.0.0.1"
PASSWORD = "Persepolis-by-night"


def _game(port: int) -> tuple[str, Connection]:
    """A game made by another computer, with an open seat: its code."""
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "create", "seats": [{"name": "Darius", "kind": "human"}, {"name": "Player 2", "kind": "open"}],
                     "arranged": True, "name": "Darius's game"})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        for frame in connection.poll():
            if frame.get("type") == "created":
                return frame["code"], connection
        time.sleep(0.01)
    raise RuntimeError("the server made no game")


def _type(clicker, **typed: str) -> None:
    for key, text in typed.items():
        clicker.type_into(key, text)


def shoot_accounts_in(folder: Path, size: tuple[int, int], language: str) -> None:
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-accounts-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK, options=["--accounts"])
    code, other = _game(server.port)
    try:
        app, clicker, end = app_speaking(language, size, own)
        clicker.find_game(server.port, code)
        join = app.top
        _frames_until(clicker, lambda: ("account", "create") in join.targets())
        save_shot(app, folder, f"account-join{end}")
        clicker.click(("account", "create"))
        _type(clicker, name="Atossa", password=PASSWORD, again=PASSWORD, email="atossa@example.org")
        save_shot(app, folder, f"account-create{end}")
        clicker.click("submit")
        _frames_until(clicker, lambda: isinstance(app.top, AccountScene) and "code" in app.top.widgets)
        save_shot(app, folder, f"account-screen{end}")
        clicker.type_into("password", PASSWORD)
        clicker.click("send_again")  # the code sent again to the address, said under the account
        _frames_until(clicker, lambda: app.top.link.asked is None and app.top.message)
        save_shot(app, folder, f"account-address{end}")
        clicker.type_into("password", PASSWORD)
        clicker.click("delete")  # the question, saying what is lost; then Cancel
        save_shot(app, folder, f"account-delete{end}")
        clicker.click(("ask", "cancel"))
        clicker.click("sign_out")
        _frames_until(clicker, lambda: not app.top.link.signed_in)
        clicker.click("sign in")
        _type(clicker, name="Atossa", password="Persepolis-by-day")
        save_shot(app, folder, f"account-sign-in{end}")
        clicker.click("submit")
        _frames_until(clicker, lambda: not app.top.sent)
        save_shot(app, folder, f"account-refused{end}")
        _type(clicker, password=PASSWORD)
        clicker.click("submit")
        _frames_until(clicker, lambda: isinstance(app.top, AccountScene) and app.top.link.signed_in)
        app.back_to("title")
        clicker.frames(3)
        clicker.click("new game")
        clicker.click("host")
        clicker.click("elsewhere")
        clicker.type_into("address", LOOPBACK)
        clicker.type_into("port", str(server.port))
        Keyboarder(app).press(pygame.K_RETURN)  # the server typed: its accounts asked about
        host = app.top
        _frames_until(clicker, lambda: ("account", "account") in host.targets())
        save_shot(app, folder, f"account-host{end}")
    finally:
        other.close()
        server.stop()


def shoot_accounts(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    in_both_languages(folder, size, shoot_accounts_in)


if __name__ == "__main__":
    shoot_accounts(Path(sys.argv[1]))
