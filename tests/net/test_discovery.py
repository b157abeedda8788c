"""Listing the games hosted on the local network, with zeroconf's network layer replaced in the
process: a fake network on which every announcement reaches every listing, as multicast would.
Nothing here sends a packet; a real Zeroconf is never made (one would fail the test)."""

from __future__ import annotations

import socket
import time

import pytest
import zeroconf
from zeroconf import ServiceInfo, ServiceStateChange

from xerxes_app.net.discovery import SERVICE, Announcement, Host, Listing

from .helpers import wait_for


class FakeNetwork:
    def __init__(self):
        self.services = {}
        self.browsers = []

    def zeroconf(self):
        return FakeZeroconf(self)

    def browser(self, zc, service, handlers):
        browser = FakeBrowser(self, zc, service, handlers)
        self.browsers.append(browser)
        for name in list(self.services):
            browser.tell(name, ServiceStateChange.Added)
        return browser


class FakeZeroconf:
    def __init__(self, network: FakeNetwork):
        self.network = network
        self.closed = False

    def register_service(self, info):
        self.network.services[info.name] = info
        for browser in self.network.browsers:
            browser.tell(info.name, ServiceStateChange.Added)

    def unregister_service(self, info):
        del self.network.services[info.name]
        for browser in self.network.browsers:
            browser.tell(info.name, ServiceStateChange.Removed)

    def get_service_info(self, service_type, name, timeout):
        return self.network.services.get(name)

    def close(self):
        self.closed = True


class FakeBrowser:
    def __init__(self, network, zc, service, handlers):
        self.network, self.zc, self.service, self.handlers = network, zc, service, handlers

    def tell(self, name, change):
        for handler in self.handlers:  # as zeroconf calls them: by keyword
            handler(zeroconf=self.zc, service_type=self.service, name=name, state_change=change)

    def cancel(self):
        self.network.browsers.remove(self)


@pytest.fixture(autouse=True)
def no_real_network(monkeypatch):
    def refuse(*args, **kwargs):
        raise AssertionError("a real Zeroconf would send multicast")

    monkeypatch.setattr(zeroconf.Zeroconf, "__init__", refuse)


def test_a_hosted_game_is_listed_while_announced():
    network = FakeNetwork()
    listing = Listing(network.zeroconf, network.browser)
    assert listing.hosts() == []
    ann = Announcement("Ann's game", 8765, ["127.0.0.1"], network.zeroconf)
    wait_for(lambda: listing.hosts() == [Host("Ann's game", "127.0.0.1", 8765)])
    # A listing opened later hears of the games already there.
    late = Listing(network.zeroconf, network.browser)
    wait_for(lambda: late.hosts() == [Host("Ann's game", "127.0.0.1", 8765)])
    ann.stop()
    assert listing.hosts() == [] and ann.zeroconf.closed
    listing.stop()
    late.stop()
    assert network.browsers == []


def test_names_fit_one_label_and_other_versions_are_passed_over():
    network = FakeNetwork()
    listing = Listing(network.zeroconf, network.browser)
    long = Announcement("A.very.long " + "名前" * 40, 9000, ["127.0.0.1"], network.zeroconf)
    assert long.info.name.endswith("." + SERVICE)
    label = long.info.name.removesuffix("." + SERVICE)
    assert "." not in label and len(label.encode("utf-8")) <= 63
    wait_for(lambda: [h.port for h in listing.hosts()] == [9000])
    old = ServiceInfo(SERVICE, f"Old app.{SERVICE}", port=9001, addresses=[socket.inet_aton("127.0.0.1")],
                      properties={"version": "0", "name": "Old app"}, server="old.local.")  # another protocol
    network.zeroconf().register_service(old)
    Announcement("New app", 9002, ["127.0.0.1"], network.zeroconf)  # heard of after the old one
    wait_for(lambda: 9002 in [h.port for h in listing.hosts()])
    time.sleep(0.1)  # time enough for the old one to be resolved too, were it to be listed
    assert [h.port for h in listing.hosts()] == [9000, 9002]
    listing.stop()
