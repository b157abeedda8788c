"""The server's health, for a balancer, a supervisor and `xerxes-server --check`.

`GET /health` (and a plain `GET /`, which HAProxy's `option httpchk GET /` sends, over HTTP/1.0)
is answered on the players' port with a line of JSON: 200 while this server can serve its games,
503 while it cannot reach its database or has lost its lease (cluster.py), so a balancer sends
nobody to it and a supervisor can restart it. The same answer is the "health" frame's, for a
client already connected, which also reads there whether the server has accounts (`--accounts`),
to offer signing in (net/account_link.py). A WebSocket handshake (`Upgrade: websocket`) goes on as
ever; the links of the notices are answered beside it (links.py).
"""

from __future__ import annotations

import asyncio
import http
import json
import time

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from . import links

PATHS = ("/health", "/")
ASKING = 2.0  # seconds the database has to answer a health question: a balancer's check waits on it


async def answer_health(server, client, frame: dict) -> None:
    """The "health" frame: the same answer as `GET /health`'s."""
    server.send(client, (await health(server))[1])


async def health(server) -> tuple[bool, dict]:
    """Whether the server can serve its games, and the counts that say so: the games in play
    across the service (those its database holds, not archived; this server's alone without a
    database), this server's connections, the database's round trip in milliseconds, and whether
    it has accounts."""
    answer = {"type": "health", "games": len(server.rooms), "connections": len(server.clients),
              "accounts": server.people is not None}
    cluster = server.cluster
    if cluster is None:
        return True, {**answer, "healthy": True}
    answer["here"] = len(server.rooms)
    trouble = cluster.trouble()
    started = time.monotonic()
    try:
        answer["games"] = await asyncio.wait_for(cluster.store.games_in_play(), ASKING)
        answer["database_ms"] = round((time.monotonic() - started) * 1000, 1)
    except Exception as error:  # unreachable, or too slow to count on
        from .pg_store import _sentence

        trouble = trouble or f"the database does not answer: {_sentence(error)}"
        answer["games"] = None
    if trouble:
        answer["trouble"] = trouble
    answer["healthy"] = not trouble
    return not trouble, answer


def answering(server):
    """websockets' `process_request` hook: a request without `Upgrade: websocket` is answered here."""

    async def process_request(connection: ServerConnection, request: Request) -> Response | None:
        if "websocket" in request.headers.get("Upgrade", "").lower():
            return None
        path = request.path.split("?", 1)[0]
        if links.is_link(path):
            return await links.answer(server, connection, request, path)
        if path not in PATHS:
            return connection.respond(http.HTTPStatus.NOT_FOUND, "not found: ask GET /health\n")
        healthy, answer = await health(server)
        response = connection.respond(http.HTTPStatus.OK if healthy else http.HTTPStatus.SERVICE_UNAVAILABLE,
                                      json.dumps(answer, separators=(",", ":")) + "\n")
        del response.headers["Content-Type"]  # `respond` said text/plain; headers keep every value set
        response.headers["Content-Type"] = "application/json"
        return response

    return process_request
