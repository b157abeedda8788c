"""This computer's address on the local network, to read out to the players who join.

Found without sending anything beyond the machine: connecting a UDP socket only asks the system
which of its addresses would be used on the way out (no packet leaves), and the host's own name
is looked up as a fallback. Tests replace `local_address`: they never ask the system at all.
"""

from __future__ import annotations

import socket

LOOPBACK = "127.0.0.1"
# An address of the documentation range (RFC 5737): never reached, as a UDP connect sends nothing.
ANY_OUTSIDE = ("192.0.2.1", 9)


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
