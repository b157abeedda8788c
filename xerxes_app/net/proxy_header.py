"""The PROXY protocol's header (HAProxy's `send-proxy` and `send-proxy-v2`, nginx's stream
`proxy_protocol on`): the balancer's first bytes on each connection, naming the player's own
address before anything of the WebSocket or of TLS.

    v1:  PROXY TCP4 203.0.113.7 192.0.2.1 51234 443\r\n            (a line of at most 107 bytes)
    v2:  \r\n\r\n\0\r\nQUIT\n, version and command, family, length, the addresses, optional TLVs

Read here with the standard library: each version is a fixed layout of a few fields (struct,
ipaddress), and the one library for it (proxy-protocol) reads from asyncio's streams, where the
server's connections are the WebSocket library's protocols and the header must be taken off the
socket before TLS begins; its TLVs and checksums are nothing the server uses.

The header is read off the socket itself, byte for byte what it is and not one more, while the
connection's transport is paused: what follows it, a TLS handshake or the WebSocket's, is then
read by asyncio as if the header had never been there.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
import struct

V1 = b"PROXY "
V1_MOST = 107  # the specification's longest line, "\r\n" included
V2 = b"\r\n\r\n\x00\r\nQUIT\n"
V2_FIXED = struct.Struct("!BBH")  # version and command, family and transport, length of what follows
V2_MOST = 536  # the addresses of the longest family (UNIX, 216) and the TLVs a balancer adds: far fewer
LOCAL, PROXY = 0x0, 0x1
INET, INET6 = 0x1, 0x2  # the address family's nibble
STREAM = 0x1
INET_ADDRESSES = struct.Struct("!4s4sHH")
INET6_ADDRESSES = struct.Struct("!16s16sHH")


# A v2 header of the LOCAL command naming no address: what a balancer's own health check sends,
# and `xerxes-server --check --proxy-protocol` too.
LOCAL_V2 = V2 + V2_FIXED.pack(0x20 | LOCAL, 0, 0)


class HeaderError(ValueError):
    """No valid header where one must be: the connection is closed."""


async def read_source(sock: socket.socket) -> tuple[str, int] | None:
    """The player's address and port the header names, or None when it names none (v2's LOCAL
    command, a balancer's own health check; v1's UNKNOWN; a family other than TCP over IPv4 or
    IPv6): the connection is then counted under its own peer's address."""
    start = await _exactly(sock, len(V1))
    if start == V1:
        return _v1(start + await _line(sock, V1_MOST - len(V1)))
    if start == V2[:len(V1)]:
        command, family, length = _v2_fixed(start + await _exactly(sock, len(V2) + V2_FIXED.size - len(V1)))
        return _v2_source(command, family, await _exactly(sock, length))  # all of it: the handshake follows
    raise HeaderError("no PROXY header")


def _v1(line: bytes) -> tuple[str, int] | None:
    if not line.endswith(b"\r\n"):
        raise HeaderError("a PROXY line without its \\r\\n")
    fields = line[len(V1):-2].split(b" ")
    if fields[0] == b"UNKNOWN":  # the specification lets anything follow it
        return None
    if len(fields) != 5 or fields[0] not in (b"TCP4", b"TCP6"):
        raise HeaderError("a PROXY line of neither TCP4, TCP6 nor UNKNOWN")
    version = 4 if fields[0] == b"TCP4" else 6
    try:
        source, destination = (ipaddress.ip_address(field.decode("ascii")) for field in fields[1:3])
        ports = [int(field) for field in fields[3:5]]
    except ValueError:
        raise HeaderError("a PROXY line with a malformed address or port") from None
    if source.version != version or destination.version != version or not all(0 <= p <= 65535 for p in ports):
        raise HeaderError("a PROXY line with a malformed address or port")
    return str(source), ports[0]


def _v2_fixed(fixed: bytes) -> tuple[int, int, int]:
    """A v2 header's command, family and length of what follows, from its 16 fixed bytes."""
    if fixed[:len(V2)] != V2:
        raise HeaderError("no PROXY header")
    command, family, length = V2_FIXED.unpack_from(fixed, len(V2))
    if command >> 4 != 2 or command & 0xF not in (LOCAL, PROXY):
        raise HeaderError("a PROXY v2 header of an unknown version or command")
    if length > V2_MOST:
        raise HeaderError(f"a PROXY v2 header of {length} bytes")
    return command & 0xF, family, length


def _v2_source(command: int, family: int, body: bytes) -> tuple[str, int] | None:
    layout = {INET << 4 | STREAM: INET_ADDRESSES, INET6 << 4 | STREAM: INET6_ADDRESSES}.get(family)
    if command == LOCAL or layout is None:
        return None
    if len(body) < layout.size:
        raise HeaderError("a PROXY v2 header too short for its addresses")
    source, _, port, _ = layout.unpack_from(body)
    return str(ipaddress.ip_address(source)), port


async def _exactly(sock: socket.socket, count: int) -> bytes:
    data = b""
    loop = asyncio.get_running_loop()
    while len(data) < count:
        more = await loop.sock_recv(sock, count - len(data))
        if not more:
            raise HeaderError("closed within its PROXY header")
        data += more
    return data


async def _line(sock: socket.socket, most: int) -> bytes:
    """Up to its "\\n", a byte at a time: nothing past the line may be taken from the socket."""
    line = b""
    while not line.endswith(b"\n"):
        if len(line) >= most:
            raise HeaderError("a PROXY line longer than 107 bytes")
        line += await _exactly(sock, 1)
    return line
