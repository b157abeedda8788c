"""The home router asked to forward the hosted game's port (net/router.py), against a router
simulated on 127.0.0.1 (router_stub.py): the mapping made with its lease, the public address
read, renewed at half the lease by the clock given, removed at stop; a router that refuses,
known by its answer (one that never answers: tests/ui/scenes/test_router_lobby.py). Nothing
searches: the description is given. The router is given an hour to answer, so a busy machine
never makes the stub seem silent: each test waits on the answer it needs, never on time."""

import subprocess
import sys
import time

import pytest
# The library loaded first, as a second hosting finds it: the seconds the tests measure are the
# router's, never Python's first import of aiohttp on a busy machine.
import async_upnp_client.client_factory  # noqa: F401

from xerxes_app.net import router
from xerxes_app.net.router import NOT_ASKED, OPEN, REFUSED, SHARED, PortMapping

from tools.router_stub import PUBLIC_ADDRESS, RouterStub

PORT = 8765


def settled(mapping: PortMapping, seconds: float = 60.0) -> str:
    """The mapping's state once the router has been heard (or not), within `seconds`."""
    deadline = time.monotonic() + seconds
    while mapping.state == router.ASKING and time.monotonic() < deadline:
        time.sleep(0.01)
    return mapping.state


def renewed(mapping: PortMapping, count: int) -> bool:
    deadline = time.monotonic() + 60
    while mapping.renewals < count and time.monotonic() < deadline:
        time.sleep(0.01)
    return mapping.renewals == count


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_the_port_is_forwarded_renewed_at_half_the_lease_and_removed_at_stop():
    clock = Clock()
    with RouterStub() as stub:
        mapping = PortMapping(PORT, location=stub.location, clock=clock).start()
        assert settled(mapping) == OPEN and mapping.public_address == PUBLIC_ADDRESS
        [added] = stub.named("AddPortMapping")
        assert added == {"NewRemoteHost": "", "NewExternalPort": str(PORT), "NewProtocol": "TCP",
                         "NewInternalPort": str(PORT), "NewInternalClient": "127.0.0.1", "NewEnabled": "1",
                         "NewPortMappingDescription": "Xerxes", "NewLeaseDuration": str(router.LEASE)}
        clock.now += router.LEASE / 2 - 1
        mapping.tick()
        assert len(stub.named("AddPortMapping")) == 1  # not yet half the lease
        clock.now += 1
        mapping.tick()
        mapping.tick()  # asked once, however many frames come while the router answers
        assert renewed(mapping, 1) and len(stub.named("AddPortMapping")) == 2
        clock.now += router.LEASE / 2
        mapping.tick()
        assert renewed(mapping, 2)
        again = stub.named("AddPortMapping")
        assert len(again) == 3 and again[-1] == added and mapping.state == OPEN
        mapping.stop()
        assert mapping.stopped.wait(5)
        assert stub.named("DeletePortMapping") == [{"NewRemoteHost": "", "NewExternalPort": str(PORT), "NewProtocol": "TCP"}]


def test_an_app_that_ends_while_hosting_removes_its_mapping_on_the_way_out():
    with RouterStub() as stub:
        ends = ("import sys, time; from xerxes_app.net import router; router.ANSWER_SECONDS = 3600\n"
                f"mapping = router.PortMapping({PORT}, location={stub.location!r}).start()\n"
                "while mapping.state == router.ASKING: time.sleep(0.01)\n"
                "sys.exit(0 if mapping.state == router.OPEN else 3)")  # never stopped: the interpreter simply ends
        assert subprocess.run([sys.executable, "-c", ends], timeout=60).returncode == 0
        assert len(stub.named("AddPortMapping")) == 1 and len(stub.named("DeletePortMapping")) == 1


def test_a_router_that_refuses_is_known_in_its_own_words_by_its_answer():
    with RouterStub(refuse=True) as stub:  # known before the hour it is given, so from its answer
        mapping = PortMapping(PORT, location=stub.location).start()
        assert settled(mapping) == REFUSED
        assert mapping.problem == "ConflictInMappingEntry" and mapping.public_address is None
        mapping.stop()
        assert mapping.stopped.wait(5)


def test_a_router_whose_own_address_is_shared_opens_the_port_for_nobody_elsewhere():
    with RouterStub(public_address="100.64.20.7") as stub:  # the provider's shared address (RFC 6598)
        mapping = PortMapping(PORT, location=stub.location).start()
        assert settled(mapping) == SHARED and mapping.public_address == "100.64.20.7"
        mapping.stop()
        assert mapping.stopped.wait(5)


def test_a_router_that_takes_no_lease_is_asked_for_a_mapping_until_removed():
    with RouterStub(permanent_only=True) as stub:
        mapping = PortMapping(PORT, location=stub.location).start()
        assert settled(mapping) == OPEN
        assert [added["NewLeaseDuration"] for added in stub.named("AddPortMapping")] == [str(router.LEASE), "0"]
        mapping.stop()
        assert mapping.stopped.wait(5) and len(stub.named("DeletePortMapping")) == 1


def test_no_router_is_asked_when_told_so(monkeypatch):
    monkeypatch.setenv(router.ROUTER_VARIABLE, router.OFF)
    mapping = PortMapping(PORT).start()
    assert mapping.state == NOT_ASKED and mapping.stopped.is_set()
    mapping.tick()
    mapping.stop()


@pytest.fixture(autouse=True)
def an_hour_to_answer(monkeypatch):
    monkeypatch.setattr(router, "ANSWER_SECONDS", 3600.0)


@pytest.fixture(autouse=True)
def never_a_search(monkeypatch):
    async def refuse():
        raise AssertionError("a test searched the network for a router")

    monkeypatch.setattr(router, "_search", refuse)
