"""A form posted to the server's port (a stop link's one click, links.py), made readable to the
WebSocket library, which reads requests for its handshake and answers a request with a body
"unsupported" (400) before the server may answer it.

The first bytes of each connection are read here while they may begin "POST ": such a request's
head and its body (at most BODY_MOST bytes, by its Content-Length) are held until whole, and the
library is handed the head alone, its length said no more: the server answers by the path, which
is all a one-click carries (its body is always "List-Unsubscribe=One-Click"). Anything else is
handed on as it came, at once; a head or a body past its bound, or sent in chunks, is handed on
whole, for the library to refuse as it would have."""

from __future__ import annotations

POST = b"POST "
HEAD_MOST = 16 * 1024
BODY_MOST = 4 * 1024
END = b"\r\n\r\n"


class PostedForm:
    def __init__(self):
        self.held = b""
        self.done = False  # past the request's first bytes: everything is handed on as it comes

    def feed(self, data: bytes) -> bytes:
        """The bytes to hand on now, of those read so far."""
        if self.done:
            return data
        self.held += data
        if POST.startswith(self.held):
            return b""  # "PO…": not yet known
        if not self.held.startswith(POST):
            return self._whole()
        end = self.held.find(END)
        if end < 0:
            return b"" if len(self.held) <= HEAD_MOST else self._whole()
        lines = self.held[:end].split(b"\r\n")
        named = [line.partition(b":") for line in lines[1:]]
        lengths = [value.strip() for name, _, value in named if name.strip().lower() == b"content-length"]
        if (any(name.strip().lower() == b"transfer-encoding" for name, _, _ in named) or len(set(lengths)) > 1
                or not all(length.isdigit() and int(length) <= BODY_MOST for length in lengths)):
            return self._whole()
        body = int(lengths[0]) if lengths else 0
        if len(self.held) < end + len(END) + body:
            return b""
        kept = [line for line, (name, _, _) in zip(lines[1:], named) if name.strip().lower() != b"content-length"]
        rest = self.held[end + len(END) + body:]
        self.held, self.done = b"", True
        return b"\r\n".join([lines[0], *kept]) + END + rest

    def _whole(self) -> bytes:
        held, self.held, self.done = self.held, b"", True
        return held
