"""The home router asked to open the way to a game this computer hosts, so that friends in other
homes reach it at the router's public address (UPnP IGD, through `async-upnp-client`).

    mapping = PortMapping(8765).start()   # asks on a thread of its own; never waits
    mapping.state, mapping.public_address  # "asking", then "open" and the address, or why not
    mapping.tick()                          # each frame: renews the lease at half its time
    mapping.stop()                          # the mapping removed, on that thread

The mapping is leased (`LEASE`) and renewed at half the lease while the game is hosted, so that
an app that crashed leaves nothing open on the router for long; it is removed when hosting stops,
and when the app ends while hosting (its window closed), for a few seconds at most.

The router is found by an SSDP search of the local network, or asked straight at the device
description named by `XERXES_ROUTER` (a URL: for a router that does not answer searches, and for
the tests, which serve one on 127.0.0.1 and never search); `XERXES_ROUTER=off` asks no router.
The library is imported on the mapping's thread, the first time the app hosts: the app's start
never waits for it.
"""

from __future__ import annotations

import asyncio
import atexit
import ipaddress
import os
import socket
import threading
import time
from concurrent.futures import Future
from typing import Callable
from urllib.parse import urlsplit

ROUTER_VARIABLE = "XERXES_ROUTER"
OFF = "off"
LEASE = 3600  # seconds: an hour, renewed at half
SEARCH_SECONDS = 2  # how long routers are given to answer the search
ANSWER_SECONDS = 4.0  # how long a router is given for all its answers: then it is taken to be silent
AT_EXIT_SECONDS = 2.0  # how long an app that ends waits for its mappings to be removed
DESCRIPTION = "Xerxes"  # the mapping's name in the router's list
# The router's services that forward ports, IGD 2 first (the same actions, in a newer version).
WAN_SERVICES = ("urn:schemas-upnp-org:service:WANIPConnection:2", "urn:schemas-upnp-org:service:WANIPConnection:1",
                "urn:schemas-upnp-org:service:WANPPPConnection:1")
GATEWAY = "urn:schemas-upnp-org:device:InternetGatewayDevice:1"  # IGD 2 routers answer it as well
CLOCK = time.monotonic  # the renewal's clock: tests put their own time here, never sleeping for it
ONLY_PERMANENT = 725  # OnlyPermanentLeasesSupported: an IGD 1 router that takes no lease
# A router whose own address is in these is not on the internet itself: another router stands
# before it, or the provider shares one address among its customers (RFC 1918, RFC 6598).
NOT_ON_THE_INTERNET = tuple(ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16",
                                                              "100.64.0.0/10", "0.0.0.0/8"))

# What became of the asking.
ASKING = "asking"
OPEN = "open"  # the router forwards the port; `public_address` is where friends elsewhere join
SHARED = "shared"  # forwarded, but the router's own address is not on the internet (a provider's shared one)
REFUSED = "refused"  # the router answered no; `problem` holds its words, when it gave any
NO_ROUTER = "no router"  # nothing answered the search, or the router never answered
NOT_ASKED = "not asked"  # XERXES_ROUTER=off


class PortMapping:
    def __init__(self, port: int, location: str | None = None, clock: Callable[[], float] | None = None,
                 lease: int = LEASE):
        self.port = port
        self.location = location if location is not None else os.environ.get(ROUTER_VARIABLE, "")
        self.clock = clock or CLOCK
        self.lease = lease
        self.state = ASKING
        self.public_address: str | None = None
        self.problem: str | None = None  # the router's own words for a refusal
        self.renewals = 0
        self.stopped = threading.Event()  # set once the mapping is removed and the thread ended
        self._loop: asyncio.AbstractEventLoop | None = None
        self._asking: Future | None = None  # the opening or a renewal under way
        self._service = None  # the router's port-forwarding service, once found
        self._internal: str | None = None  # this computer's address as the router sees it
        self._renew_at = 0.0

    def start(self) -> "PortMapping":
        if self.location == OFF:
            self.state = NOT_ASKED
            self.stopped.set()
            return self
        self._loop = asyncio.new_event_loop()
        _LIVE.add(self)
        threading.Thread(target=self._run, name="router", daemon=True).start()
        self._asking = asyncio.run_coroutine_threadsafe(self._open(), self._loop)
        return self

    def tick(self) -> None:
        """Renew the lease once half of it has passed; called each frame, it only looks at the clock."""
        if self.state == OPEN and self._asking.done() and self.clock() >= self._renew_at and not self.stopped.is_set():
            self._asking = asyncio.run_coroutine_threadsafe(self._renew(), self._loop)

    def stop(self) -> None:
        """Remove the mapping and end the thread, without waiting for the router (`stopped` says when)."""
        if self._loop is None or self._loop.is_closed():
            return
        try:
            asyncio.run_coroutine_threadsafe(self._close(), self._loop)
        except RuntimeError:
            pass  # stopped already

    # On the mapping's thread ---------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_forever()
        finally:
            self._loop.close()
            _LIVE.discard(self)
            self.stopped.set()

    async def _open(self) -> None:
        # The library's first import (aiohttp and all) may take a moment on a busy computer: it is
        # done before the router's time to answer starts, so it never makes a router seem silent.
        import async_upnp_client.aiohttp  # noqa: F401
        import async_upnp_client.client_factory  # noqa: F401
        from async_upnp_client.exceptions import UpnpActionError

        try:
            location = self.location or await _search()
            if not location:
                self.state = NO_ROUTER
                return
            async with asyncio.timeout(ANSWER_SECONDS):
                self._service = await _forwarding_service(location)
                if self._service is None:  # a device without port forwarding, or with it turned off
                    self.state = REFUSED
                    return
                self._internal = _own_address_towards(urlsplit(location).hostname or "")
                await self._map()
                answer = await self._service.action("GetExternalIPAddress").async_call()
            self.public_address = answer.get("NewExternalIPAddress") or "0.0.0.0"
            self.state = OPEN if _on_the_internet(self.public_address) else SHARED
        except UpnpActionError as error:
            self.problem = error.error_desc or (str(error.error_code) if error.error_code else None)
            self.state = REFUSED
        except Exception:  # nothing there, no answer in time, or answers not understood: never stuck asking
            self.state = NO_ROUTER

    async def _map(self) -> None:
        from async_upnp_client.exceptions import UpnpActionError

        try:
            await self._add(self.lease)
        except UpnpActionError as error:
            if error.error_code != ONLY_PERMANENT:
                raise
            await self._add(0)  # an older router: the mapping lasts until removed, which stop() does
        self._renew_at = self.clock() + self.lease / 2

    async def _add(self, lease: int) -> None:
        await self._service.action("AddPortMapping").async_call(
            NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP", NewInternalPort=self.port,
            NewInternalClient=self._internal, NewEnabled=True, NewPortMappingDescription=DESCRIPTION,
            NewLeaseDuration=lease)

    async def _renew(self) -> None:
        from async_upnp_client.exceptions import UpnpActionError

        try:
            async with asyncio.timeout(ANSWER_SECONDS):
                await self._map()
            self.renewals += 1
        except UpnpActionError as error:
            self.problem, self.state = error.error_desc, REFUSED
        except Exception:  # the router went away: friends elsewhere cannot join now
            self.state = NO_ROUTER

    async def _close(self) -> None:
        try:
            if self._asking is not None and not self._asking.done():
                self._asking.cancel()
            if self._service is not None:
                try:
                    async with asyncio.timeout(ANSWER_SECONDS):
                        await self._service.action("DeletePortMapping").async_call(
                            NewRemoteHost="", NewExternalPort=self.port, NewProtocol="TCP")
                except Exception:  # gone already, or the router away: the lease ends it all the same
                    pass
        finally:
            self._loop.stop()


_LIVE: set[PortMapping] = set()  # the mappings not yet removed, which an app that ends removes


@atexit.register
def _remove_all() -> None:
    """The app ends while hosting: its mappings removed before it goes (each thread is a daemon)."""
    live = list(_LIVE)
    for mapping in live:
        mapping.stop()
    deadline = time.monotonic() + AT_EXIT_SECONDS
    for mapping in live:
        mapping.stopped.wait(max(0.0, deadline - time.monotonic()))


async def _search() -> str | None:
    """The first router that answers an SSDP search of the local network, by its description's URL."""
    from async_upnp_client.search import async_search

    found: list[str] = []

    async def answered(headers) -> None:
        if headers.get("location"):
            found.append(headers["location"])

    await async_search(answered, timeout=SEARCH_SECONDS, search_target=GATEWAY)
    return found[0] if found else None


async def _forwarding_service(location: str):
    from async_upnp_client.aiohttp import AiohttpRequester
    from async_upnp_client.client_factory import UpnpFactory

    device = await UpnpFactory(AiohttpRequester(timeout=int(ANSWER_SECONDS)), non_strict=True).async_create_device(location)
    services = {service.service_type: service for service in device.all_services}
    return next((services[kind] for kind in WAN_SERVICES if kind in services), None)


def _own_address_towards(host: str) -> str:
    """This computer's address on the way to `host`: connecting a UDP socket sends nothing."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_DGRAM) as probe:
        probe.connect((host, 9))
        return probe.getsockname()[0]


def _on_the_internet(address: str) -> bool:
    try:
        return not any(ipaddress.ip_address(address) in network for network in NOT_ON_THE_INTERNET)
    except ValueError:
        return False
