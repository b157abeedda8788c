"""Screenshots of network play, in English and in Japanese (`-ja`): Host on the network with its
seats, the host's lobby with its code and a player joined, the router's public address shown
(and a lobby whose router refused, in words), Join a game with the open seat
chosen, and the table of a player who joined, their own hand shown and nobody else's; the
Network games list; the host letting a player who lost their seat rejoin; a joiner's table
waiting for a host who left; Host with the game served by a server, Secure; Join filled in from
an invitation; the title saying in how many games it is the player's turn, and the list with
those first.

Every server here listens on 127.0.0.1 only, and the address the lobby shows is a sample one
(no address of this machine is asked for); the router is one simulated on 127.0.0.1
(tools/router_stub.py), never searched for. The other players are clients in this process: one
joins the hosted game, one plays its seat by a Normal computer from its own view. The sample
tickets' servers, whose games the app follows (ui/game/turn_watch.py), are never connected to.

    python -m tools.shoot_network DIR
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from xerxes_app.bots import Bot
from xerxes_app.net import client, hosting
from xerxes_app.net.client import Connection
from xerxes_app.net import router
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.saving.tickets import HOST, JOINED, Ticket, keep_ticket
from xerxes_app.ui.game import net_address, net_link
from xerxes_app.ui.scenes.join_scene import JoinScene
from xerxes_app.ui.scenes.setup_choice import SetupChoice
from .autoplay import Clicker
from .router_stub import RouterStub
from .shots import app_speaking, host_form_of_four, save_shot

LOOPBACK = "127.0.0.1"
SAMPLE_ADDRESS = "192.168.1.20"  # what a home network's host would read out
SAMPLE_IPV6 = "2001:db8::20"  # and its IPv6 address (RFC 3849), served on the loopback's


def _frames_until(clicker: Clicker, ready, seconds: float = 30.0, each=None) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError(f"waited in vain on the {type(clicker.app.top).__name__} screen")
        if each is not None:
            each()
        clicker.frames(1)
        time.sleep(0.005)


def _joined(port: int, code: str, seat: int, name: str) -> Connection:
    connection = Connection(LOOPBACK, port)
    connection.start()
    connection.send({"type": "join", "code": code, "seat": seat, "name": name})
    return connection


def shoot_host_and_join(folder: Path, size: tuple[int, int], language: str) -> None:
    app, clicker, end = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-")))
    host_form_of_four(clicker)
    clicker.click(("pace", "day"))  # a game by the day, a day a move
    clicker.click(("clock", "1d"))
    save_shot(app, folder, f"network-host{end}")
    home_router = RouterStub()
    os.environ[router.ROUTER_VARIABLE] = home_router.location
    net_address.global_ipv6 = lambda: SAMPLE_IPV6
    clicker.click("start")
    lobby = app.top
    _frames_until(clicker, lambda: lobby.link.ready and lobby.link.public_address is not None)
    other = _joined(lobby.link.port, lobby.link.code, 1, "Darius")
    _frames_until(clicker, lambda: lobby.link.game.presence[1])
    clicker.click("invite")  # the invitation on the clipboard, the lobby says so
    save_shot(app, folder, f"network-lobby{end}")
    os.environ[router.ROUTER_VARIABLE] = router.OFF
    net_address.global_ipv6 = lambda: None
    app.push(JoinScene(app))  # what the player at seat 4 sees on their own computer
    clicker.type_into("address", LOOPBACK)
    clicker.type_into("port", str(lobby.link.port))
    clicker.type_into("code", lobby.link.code)
    clicker.click("find")
    _frames_until(clicker, lambda: ("seat", 3) in app.top.targets())
    clicker.click(("seat", 3))
    clicker.type_into("name", "Atossa")
    app.top.widgets["address"].set_text(SAMPLE_ADDRESS)  # as the lobby reads it out; found on the loopback
    clicker.frames(1)
    save_shot(app, folder, f"network-join{end}")
    app.top._drop()
    other.close()
    lobby.link.close()
    home_router.close()


def shoot_refused(folder: Path, size: tuple[int, int], language: str) -> None:
    """The host's lobby when the router refuses to forward the port: said, and what to do instead."""
    app, clicker, end = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-refused-")))
    home_router = RouterStub(refuse=True)
    os.environ[router.ROUTER_VARIABLE] = home_router.location
    clicker.click("new game")
    clicker.click("host")
    clicker.click("start")
    lobby = app.top
    _frames_until(clicker, lambda: lobby.link.ready and lobby.link.router.state == router.REFUSED)
    clicker.frames(2)
    save_shot(app, folder, f"network-lobby-refused{end}")
    os.environ[router.ROUTER_VARIABLE] = router.OFF
    lobby.link.close()
    home_router.close()


def shoot_joined_table(folder: Path, size: tuple[int, int], language: str) -> None:
    """A 2-player game on a server of its own: seat 1 joined by clicks, seat 0 played from its
    view by a Normal computer elsewhere; the table when seat 1 places its first worker."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-table-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    host = Connection(LOOPBACK, server.port)
    host.start()
    host.send({"type": "create", "seats": [{"name": "Darius", "kind": "human"}, {"name": "Player 2", "kind": "open"}],
               "arranged": True})
    app, clicker, end = app_speaking(language, size, own)
    arrived = []
    _frames_until(clicker, lambda: arrived.extend(host.poll()) or any(f.get("type") == "created" for f in arrived))
    code = next(f["code"] for f in arrived if f.get("type") == "created")
    darius = RemoteGame(host, code)
    darius.take(arrived)
    bot = Bot("normal", 1)

    played: set[int] = set()

    def others_play() -> None:
        darius.take(host.poll())
        if darius.deciding == 0 and len(darius.commands) not in played:
            played.add(len(darius.commands))
            darius.apply(bot.choose(darius.state, 0))

    clicker.find_game(server.port, code)
    _frames_until(clicker, lambda: ("seat", 1) in app.top.targets(), each=others_play)
    clicker.click(("seat", 1))
    clicker.type_into("name", "Atossa")
    clicker.click("take")
    _frames_until(clicker, lambda: hasattr(app.top, "play"), each=others_play)
    play = app.top.play
    sent = set()

    def placing() -> bool:
        state = play.state
        if isinstance(app.top, SetupChoice) and play.asked is None and len(play.session.commands) not in sent:
            sent.add(len(play.session.commands))
            clicker.decide()
        return state.phase == "placement" and play.waiting_for() is None and play.asked is None

    _frames_until(clicker, placing, seconds=60, each=others_play)
    clicker.frames(3)
    save_shot(app, folder, f"network-table{end}")
    host.close()
    server.stop()  # the host leaves: the table waits for it, in words
    _frames_until(clicker, lambda: play.link.status == "host left", seconds=30)
    clicker.frames(3)
    save_shot(app, folder, f"network-waiting{end}")
    play.link.close()


def shoot_network_games(folder: Path, size: tuple[int, int], language: str) -> None:
    """The Network games list of a computer that hosts one game and joined two; then Join a game,
    the server joined last filled in and the others offered."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-games-"))
    now = time.time()
    for ticket in (
        Ticket(HOST, LOOPBACK, 8765, "KXRTMP", {0: "t"}, creator="c", names=("Atossa", "Darius", "Computer (Normal)"),
               year=3, turn=1, played=now - 3600),
        Ticket(JOINED, SAMPLE_ADDRESS, 8765, "HDFKRA", {1: "t"}, names=("Roxana", "Atossa"), year=5, turn=1, played=now - 600,
               pace="day"),
        Ticket(JOINED, "play.example.org", 9000, "MNPRTV", {2: "t"}, tls=True, names=("Cyrus", "Parysatis", "Atossa", "Artemis"),
               year=7, over=True, played=now - 86400 * 3),
    ):
        keep_ticket(own / "saves", ticket)
    app, clicker, end = app_speaking(language, size, own)
    app.top.layout()
    save_shot(app, folder, f"title-network{end}")  # Continue names the latest game, its code whole
    clicker.click("load")
    clicker.click("network")
    save_shot(app, folder, f"network-games{end}")
    clicker.click("back")
    clicker.click("back")
    clicker.click("join")
    clicker.click("used")
    save_shot(app, folder, f"network-join-used{end}")


def shoot_your_turn(folder: Path, size: tuple[int, int], language: str) -> None:
    """Roxana's three games on a server of their own, her turn in two: the title saying so, and
    the Network games list with those two first, marked."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-turns-"))
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    now, others = time.time(), []
    # The seats in the turn order as listed (arranged): her turn first in the first and the last.
    for names, ago in ((("Roxana", "Atossa"), 3600), (("Darius", "Roxana", "Artemis"), 600), (("Roxana", "Cyrus"), 7200)):
        seats = [{"name": name, "kind": "open" if name == "Roxana" else "human"} for name in names]
        creator = Connection(LOOPBACK, server.port)
        creator.start()
        creator.send({"type": "create", "seats": seats, "arranged": True, "pace": "day", "clock": "1d"})
        arrived: list[dict] = []
        _wait(lambda: arrived.extend(creator.poll()) or any(f.get("type") == "created" for f in arrived))
        code = next(f["code"] for f in arrived if f.get("type") == "created")
        roxana = _joined(server.port, code, names.index("Roxana"), "Roxana")
        _wait(lambda: bool(roxana.tokens))
        tokens = {seat: token for (_, seat), token in roxana.tokens.items()}
        keep_ticket(own / "saves", Ticket(JOINED, LOOPBACK, server.port, code, tokens, names=names, year=1, turn=0,
                                          played=now - ago))
        roxana.close()
        others.append(creator)
    app, clicker, end = app_speaking(language, size, own)
    _frames_until(clicker, lambda: app.turns is not None and app.turns.count == 2)
    clicker.frames(2)
    save_shot(app, folder, f"title-your-turn{end}")
    clicker.click("network games")
    save_shot(app, folder, f"network-games-your-turn{end}")
    for connection in others:
        connection.close()
    server.stop()


def _wait(ready, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        if time.monotonic() > deadline:
            raise RuntimeError("the server did not answer")
        time.sleep(0.01)


def _loopback_only(connect):
    """The app follows its tickets' games on their servers: the samples' are never connected to."""
    def guarded(uri, *args, **kwargs):
        if urlsplit(uri).hostname != LOOPBACK:
            raise OSError("only this machine's servers are connected to for the screenshots")
        return connect(uri, *args, **kwargs)
    return guarded


def shoot_reopen(folder: Path, size: tuple[int, int], language: str) -> None:
    """The host's lobby, a player away who lost their seat: Let Darius rejoin, its question up."""
    app, clicker, end = app_speaking(language, size, Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-reopen-")))
    clicker.click("new game")
    clicker.click("host")
    clicker.click("start")
    lobby = app.top
    _frames_until(clicker, lambda: lobby.link.ready)
    other = _joined(lobby.link.port, lobby.link.code, 1, "Darius")
    _frames_until(clicker, lambda: lobby.link.game.presence[1])
    other.close()  # gone, its token with it
    _frames_until(clicker, lambda: ("reopen", 1) in lobby.targets())
    clicker.click(("reopen", 1))
    save_shot(app, folder, f"network-reopen{end}")
    lobby.link.close()


def shoot_invitations(folder: Path, size: tuple[int, int], language: str) -> None:
    """Host a game, served by a server (the one used last, which speaks TLS); then Join filled in
    from an invitation given on the command line, the game found."""
    own = Path(tempfile.mkdtemp(prefix="xerxes-screenshots-net-invite-"))
    keep_ticket(own / "saves", Ticket(JOINED, "play.example.org", 443, "MNPRTVWX", {0: "t"}, tls=True,
                                      names=("Atossa", "Cyrus"), year=2, turn=0, played=time.time() - 600))
    app, clicker, end = app_speaking(language, size, own)
    clicker.click("new game")
    clicker.click("host")
    clicker.click("elsewhere")
    save_shot(app, folder, f"network-host-server{end}")
    clicker.click("back")
    clicker.click("back")
    server = hosting.start_server(own / "server", port=0, address=LOOPBACK)
    host = Connection(LOOPBACK, server.port)
    host.start()
    host.send({"type": "create", "seats": [{"name": "Darius", "kind": "human"}, {"name": "Atossa", "kind": "open"},
                                           {"name": "Computer (Hard)", "kind": "hard"}], "arranged": True})
    arrived: list = []
    _frames_until(clicker, lambda: arrived.extend(host.poll()) or any(f.get("type") == "created" for f in arrived))
    code = next(f["code"] for f in arrived if f.get("type") == "created")
    app.push(JoinScene(app, invitation=f"xerxes://{LOOPBACK}:{server.port}/{code}"))  # as `xerxes xerxes://…` opens it
    _frames_until(clicker, lambda: ("seat", 1) in app.top.targets())
    app.top.widgets["address"].set_text(SAMPLE_ADDRESS)  # as the invitation would name it; found on the loopback
    app.top.widgets["port"].set_text("8765")
    save_shot(app, folder, f"network-join-invited{end}")
    app.top._drop()
    host.close()
    server.stop()


def shoot_network(folder: Path, size: tuple[int, int] = (1280, 720)) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    net_link.LISTEN_ON, net_link.LISTEN_ON_IPV6 = LOOPBACK, "::1"  # nothing of these shots is offered beyond this machine
    net_address.local_address = lambda: SAMPLE_ADDRESS
    net_address.global_ipv6 = lambda: None
    net_link.RETRIES = 1  # the host's leaving said at once
    os.environ[router.ROUTER_VARIABLE] = router.OFF  # no router searched for: the shots that show one simulate it
    client.connect = _loopback_only(client.connect)
    for language in ("en", "ja"):
        shoot_host_and_join(folder, size, language)
        shoot_refused(folder, size, language)
        shoot_joined_table(folder, size, language)
        shoot_network_games(folder, size, language)
        shoot_reopen(folder, size, language)
        shoot_invitations(folder, size, language)
        shoot_your_turn(folder, size, language)


if __name__ == "__main__":
    shoot_network(Path(sys.argv[1]))
