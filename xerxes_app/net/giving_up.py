"""A person gives their seats of a network game up for good (Remove in Network games): each is
sent to the game's server with its token, which frees it, tells the table and logs it
(server.py, "give_up"). It runs on a thread of its own, over a connection of its own that closes
once the server has answered every seat, or after ANSWER_SECONDS: the window never waits, and a
server that cannot be reached frees nothing (the game's creator can still let the seat be taken
again, "Let … rejoin").
"""

from __future__ import annotations

import threading
import time

from .client import CLOSED, HOST_LEFT, Connection

ANSWER_SECONDS = 30.0  # long enough for a slow server; the seats are lost on this computer anyway
WAIT = 0.05  # between looks at the answers


def give_up(address: str, port: int, tls: bool, code: str, tokens: dict[int, str]) -> threading.Thread:
    """Give up each seat of `tokens` (seat: token) in the game `code`, in the background."""
    thread = threading.Thread(target=_give_up, args=(address, port, tls, code, dict(tokens)), name="giving up",
                              daemon=True)
    thread.start()
    return thread


def _give_up(address: str, port: int, tls: bool, code: str, tokens: dict[int, str]) -> None:
    connection = Connection(address, port, tls=tls)
    connection.start()
    for seat, token in sorted(tokens.items()):
        connection.send({"type": "give_up", "code": code, "seat": seat, "token": token})
    answered: set = set()
    end = time.monotonic() + ANSWER_SECONDS
    try:
        while len(answered) < len(tokens) and time.monotonic() < end and connection.status not in (HOST_LEFT, CLOSED):
            for frame in connection.poll():
                if frame.get("type") == "given_up" and frame.get("code") == code:
                    answered.add(frame.get("seat"))
                elif frame.get("type") == "refused" and frame.get("request") == "give_up":
                    answered.add(("refused", len(answered)))  # a seat given up already, or reopened: nothing to free
            time.sleep(WAIT)
    finally:
        connection.close()
