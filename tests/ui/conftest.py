"""GUI tests run the real app on SDL's dummy video driver and play it by posted clicks.

The app speaks the language of XERXES_LANGUAGE ("en" unless set; "ja" runs the screens in
Japanese), never the machine's own, so the tests read the same words everywhere."""

import json
import os
from urllib.parse import urlsplit

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pytest

from xerxes_app.ui.scenes.start import start


LANGUAGE = os.environ.get("XERXES_LANGUAGE", "en")


@pytest.fixture
def app(tmp_path):
    """The app at 1280 x 720, saving games and settings in the test's own folders."""
    config = tmp_path / "config"
    config.mkdir()
    # The turn watcher offered already: its question, once, would stand over a game by the day's
    # table (tests/ui/scenes/test_turn_watcher_choice.py asks it).
    (config / "settings.json").write_text(json.dumps({"format": "xerxes-settings", "language": LANGUAGE,
                                                      "turn_watcher_offered": True}))
    return start((1280, 720), tmp_path / "saves", config)


@pytest.fixture(autouse=True)
def network_on_the_loopback(monkeypatch):
    """A game hosted in a test listens on 127.0.0.1 alone (by IPv6, ::1), the addresses shown are
    never asked of the system (net_address.py), and games are listed on a local network replaced in the process
    (nearby.py): no multicast."""
    import zeroconf

    from tests.net.test_discovery import FakeNetwork
    from xerxes_app.ui.game import nearby, net_address, net_link
    from xerxes_app.net import client, shared

    monkeypatch.setattr(net_link, "LISTEN_ON", "127.0.0.1")
    monkeypatch.setattr(net_link, "LISTEN_ON_IPV6", "::1")
    monkeypatch.setattr(net_address, "local_address", lambda: "127.0.0.1")
    monkeypatch.setattr(net_address, "global_ipv6", lambda: None)

    def refuse(*args, **kwargs):
        raise AssertionError("a real Zeroconf would send multicast")

    # The local network's listing on a network replaced in the process: nothing is sent.
    monkeypatch.setattr(zeroconf.Zeroconf, "__init__", refuse)
    network = FakeNetwork()
    monkeypatch.setattr(nearby, "ZEROCONF", network.zeroconf)
    monkeypatch.setattr(nearby, "BROWSER", network.browser)

    # The sample tickets' games (at documentation addresses) are followed from the app's third
    # frame (game/turn_watch.py): a connection anywhere but this machine fails as an absent server's would.
    real_connect = client.connect

    def loopback_only(uri, *args, **kwargs):
        host = urlsplit(uri).hostname
        if host not in ("127.0.0.1", "::1"):
            raise OSError(f"a test connects to this machine only, not to {host}")
        return real_connect(uri, *args, **kwargs)

    monkeypatch.setattr(client, "connect", loopback_only)
    yield
    shared.SERVERS.close()  # the app's connections, one a server, end with its test
