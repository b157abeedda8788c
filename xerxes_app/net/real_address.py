"""The player's own address behind a balancer, so that every bound per address, the log and the
budget of guesses count players and not the balancer (guard.py, budgets.py).

Two ways, either or both (docs/server.md, "The players' own addresses"):

- `--proxy-protocol`: every connection begins with the balancer's PROXY header, v1 or v2
  (proxy_header.py), before TLS where the server speaks it. A connection without a valid one
  is closed: with the option on, anyone reaching the server without the balancer could
  otherwise name any address they like, or be counted as the balancer.
- `--trusted-proxy CIDR...`: the `Forwarded` (RFC 7239) or `X-Forwarded-For` header of the
  WebSocket's request is read only when the peer is in one of those networks. The address
  counted is the rightmost one in it that is not itself a trusted proxy: everything left of
  that was written by whoever connected, and may be made up. From any other peer the header is
  ignored, and said in the log once for that address.
"""

from __future__ import annotations

import argparse
import ipaddress
from dataclasses import dataclass, field
from typing import Any, Iterable

Network = ipaddress.IPv4Network | ipaddress.IPv6Network
NOTED_MOST = 10_000  # addresses remembered as already said in the log: past them, the oldest is forgotten


@dataclass
class Front:
    """What stands in front of the server, as its options say."""
    proxy_protocol: bool = False
    trusted: tuple[Network, ...] = ()
    noted: dict[str, None] = field(default_factory=dict)  # addresses said in the log, oldest first

    def trusts(self, host: Any) -> bool:
        address = _address(host)
        return address is not None and any(address in network for network in self.trusted)

    def first_time(self, address: str) -> bool:
        """Whether `address` is to be said in the log now: once each, a bounded number kept."""
        if address in self.noted:
            return False
        if len(self.noted) >= NOTED_MOST:
            del self.noted[next(iter(self.noted))]
        self.noted[address] = None
        return True

    def forwarded_for(self, forwarded: Iterable[str], forwarded_for: Iterable[str]) -> str | None:
        """The player's own address by the request's headers (`Forwarded` lines, else
        `X-Forwarded-For` lines), from a trusted peer; None where they name none. The hops are
        read right to left: each trusted one passes the word on, the first one that is not is
        the player."""
        hops = [hop for line in forwarded for hop in _forwarded_hops(line)] or \
               [hop.strip() for line in forwarded_for for hop in line.split(",")]
        found = None
        for hop in reversed(hops):
            address = _address(hop)
            if address is None:  # "unknown", an obfuscated name: nothing further left can be believed
                break
            found = str(address)
            if not self.trusts(address):
                break
        return found


def _forwarded_hops(line: str) -> list[str]:
    """The `for=` of each element of a `Forwarded` line, as written (quoted, bracketed, with a port)."""
    hops = []
    for element in line.split(","):
        for pair in element.split(";"):
            name, _, value = pair.strip().partition("=")
            if name.lower() == "for":
                hops.append(value.strip().strip('"'))
    return hops


def _address(host: Any) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """An address from a peer's host, a header's hop ("[2001:db8::1]:4711", "192.0.2.7:80"), or
    None where it is none."""
    if isinstance(host, (ipaddress.IPv4Address, ipaddress.IPv6Address)):
        return host
    if not isinstance(host, str):
        return None
    text = host.strip()
    if text.startswith("["):
        text = text[1:].partition("]")[0]
    elif text.count(":") == 1:  # IPv4 with a port
        text = text.partition(":")[0]
    try:
        address = ipaddress.ip_address(text.split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        return address.ipv4_mapped
    return address


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--proxy-protocol", action="store_true",
                        help="every connection begins with a balancer's PROXY header (v1 or v2: HAProxy's "
                             "send-proxy-v2, nginx's proxy_protocol on), before TLS, naming the player's own address; "
                             "a connection without one is closed")
    parser.add_argument("--trusted-proxy", nargs="+", default=[], metavar="CIDR",
                        help="read the player's own address from the Forwarded or X-Forwarded-For header of "
                             "requests from these networks only (the balancer's: 10.0.0.0/24, 127.0.0.1/32); "
                             "from anyone else it is ignored")


def front_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Front:
    try:
        trusted = tuple(ipaddress.ip_network(cidr, strict=False) for cidr in args.trusted_proxy)
    except ValueError as error:
        parser.error(f"--trusted-proxy: {error}")
    return Front(proxy_protocol=args.proxy_protocol, trusted=trusted)
