"""Games hosted on the local network, listed by multicast DNS service discovery (`zeroconf`):
an option the host turns on, never on by itself.

A host announces its server as a `_xerxes._tcp.local.` service named after the host, with the
server's port; the join code is not announced (whoever has it may take an open seat: the host
reads it out). The Join screen lists the hosts it hears of and fills in an address and port.

Both sides take the zeroconf classes as arguments, so the tests replace the network layer in
the process: no test sends multicast.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass
from typing import Any, Callable

SERVICE = "_xerxes._tcp.local."
VERSION = "1"  # the protocol's version, in the announcement: a listing skips other versions
NAME_BYTES = 60  # a DNS label holds 63 bytes at most
RESOLVE_MS = 3000


@dataclass(frozen=True, order=True)
class Host:
    name: str
    address: str
    port: int


def _zeroconf() -> Any:
    from zeroconf import Zeroconf

    return Zeroconf()


def _browser(zeroconf: Any, service: str, handlers: list) -> Any:
    from zeroconf import ServiceBrowser

    return ServiceBrowser(zeroconf, service, handlers=handlers)


def _label(name: str) -> str:
    """The host's name as one DNS label: no dots, at most NAME_BYTES bytes of UTF-8."""
    label = name.replace(".", " ").strip() or "Xerxes"
    while len(label.encode("utf-8")) > NAME_BYTES:
        label = label[:-1]
    return label


class Announcement:
    """The host's server announced on the local network, until `stop`."""

    def __init__(self, name: str, port: int, addresses: list[str], zeroconf: Callable[[], Any] = _zeroconf):
        from zeroconf import ServiceInfo

        label = _label(name)
        self.info = ServiceInfo(SERVICE, f"{label}.{SERVICE}", port=port,
                                addresses=[socket.inet_aton(address) for address in addresses],
                                properties={"version": VERSION, "name": label},
                                server=f"{_label(socket.gethostname()).replace(' ', '-')}.local.")
        self.zeroconf = zeroconf()
        self.zeroconf.register_service(self.info)

    def stop(self) -> None:
        try:
            self.zeroconf.unregister_service(self.info)
        finally:
            self.zeroconf.close()


class Listing:
    """The hosts heard of on the local network, kept up to date on zeroconf's own thread; `hosts`
    may be read from the frame loop at any time."""

    def __init__(self, zeroconf: Callable[[], Any] = _zeroconf, browser: Callable[..., Any] = _browser):
        self._lock = threading.Lock()
        self._hosts: dict[str, Host] = {}
        self.zeroconf = zeroconf()
        self.browser = browser(self.zeroconf, SERVICE, [self._changed])

    def hosts(self) -> list[Host]:
        with self._lock:
            return sorted(self._hosts.values())

    def _changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        if getattr(state_change, "name", str(state_change)) == "Removed":
            with self._lock:
                self._hosts.pop(name, None)
            return
        # Resolving waits on the network: not on the thread that tells us, which would stall.
        threading.Thread(target=self._resolve, args=(service_type, name), daemon=True).start()

    def _resolve(self, service_type: str, name: str) -> None:
        info = self.zeroconf.get_service_info(service_type, name, RESOLVE_MS)
        if info is None or not info.port:
            return
        properties = {_text(k): _text(v) for k, v in (info.properties or {}).items()}
        addresses = [a for a in info.parsed_addresses() if ":" not in a] or info.parsed_addresses()
        if properties.get("version") != VERSION or not addresses:
            return
        host = Host(properties.get("name") or name.removesuffix("." + SERVICE), addresses[0], info.port)
        with self._lock:
            self._hosts[name] = host

    def stop(self) -> None:
        try:
            self.browser.cancel()
        finally:
            self.zeroconf.close()


def _text(value: Any) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value or "")
