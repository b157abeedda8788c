"""Games on the local network: the host's option to have its game listed there, and the Join
screen's list of the games it hears of (net/discovery.py, multicast DNS through `zeroconf`).

Both are off until the player turns them on: the host with "Listed on this network", the
joiner with "Look on this network". The zeroconf classes come from here (`ZEROCONF`,
`BROWSER`), so the tests replace the network layer in the process and nothing is ever sent.
"""

from __future__ import annotations

from ...net import discovery

ZEROCONF = discovery._zeroconf
BROWSER = discovery._browser


def announce(name: str, port: int, address: str) -> discovery.Announcement:
    return discovery.Announcement(name, port, [address], ZEROCONF)


def listing() -> discovery.Listing:
    return discovery.Listing(ZEROCONF, BROWSER)
