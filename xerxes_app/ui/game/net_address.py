"""This computer's address on the local network, to read out to the players who join, and its
IPv6 address on the internet, where it has one.

Found without sending anything beyond the machine: connecting a UDP socket only asks the system
which of its addresses would be used on the way out (no packet leaves), and the host's own name
is looked up as a fallback. Tests replace `local_address` and `global_ipv6`: they never ask the
system at all.
"""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"
# An address of the documentation range (RFC 5737): never reached, as a UDP connect sends nothing.
ANY_OUTSIDE = ("192.0.2.1", 9)
ANY_OUTSIDE_IPV6 = ("2001:db8::1", 9)  # the same for IPv6 (RFC 3849)


def local_address() -> str:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(ANY_OUTSIDE)
            address = probe.getsockname()[0]
        if address and not address.startswith(("0.", "127.")):
            return address
    except OSError:
        pass
    try:
        return socket.gethostbyname(socket.gethostname())
    except OSError:
        return LOOPBACK


def global_ipv6() -> str | None:
    """The IPv6 address this computer would use on the internet, if it has one there (not a
    link-local one, nor one of a local network's own range): friends elsewhere may join at it
    when no router stands between, only a firewall."""
    try:
        with socket.socket(socket.AF_INET6, socket.SOCK_DGRAM) as probe:
            probe.connect(ANY_OUTSIDE_IPV6)
            address = probe.getsockname()[0]
        return address if ipaddress.ip_address(address).is_global else None
    except (OSError, ValueError):
        return None
