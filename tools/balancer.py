"""A load balancer on 127.0.0.1 for the tests and the benchmark of several servers, as HAProxy
in TCP mode does it: each connection goes to the next server in turn, and to the one after when
a server refuses it (a process gone). Bytes are passed as they are, so WebSocket needs nothing
of it. Runs on a thread with its own event loop: `with Balancer([port, ...]) as front: front.port`.
"""

from __future__ import annotations

import asyncio
import itertools
import threading

LOOPBACK = "127.0.0.1"
CHUNK = 65536


class Balancer:
    def __init__(self, ports: list[int]):
        self.ports = list(ports)  # the servers behind it; the test may change the list
        self.port = None
        self._turn = itertools.count()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True, name="balancer")

    def __enter__(self) -> "Balancer":
        self._thread.start()
        assert self._ready.wait(10), "the balancer did not start"
        return self

    def __exit__(self, *exc) -> None:
        self.loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(10)

    def _run(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.loop.run_until_complete(self._serve())
        self.loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        listening = await asyncio.start_server(self._pass, LOOPBACK, 0)
        self.port = listening.sockets[0].getsockname()[1]
        self._ready.set()
        async with listening:
            await self._stop.wait()

    async def _pass(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        first = next(self._turn)
        for step in range(len(self.ports)):
            port = self.ports[(first + step) % len(self.ports)]
            try:
                server_reader, server_writer = await asyncio.open_connection(LOOPBACK, port)
                break
            except OSError:
                continue
        else:
            writer.close()
            return
        await asyncio.gather(_copy(reader, server_writer), _copy(server_reader, writer))


async def _copy(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(CHUNK):
            writer.write(data)
            await writer.drain()
    except (OSError, asyncio.IncompleteReadError):
        pass
    finally:
        writer.close()
