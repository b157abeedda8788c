"""`scripts/bench-net`: network play measured on the loopback; prints one JSON object of figures.

- `rtt_ms_p50`, `rtt_ms_p95`: a command's round trip, one client alone with a `xerxes-server`:
  from sending the command to receiving the update of the seat that sent it.
- `load_rtt_ms_p50`, `load_rtt_ms_p95`: the same with one `xerxes-server` holding LOAD_GAMES
  games of 4 seats, one connection a seat (LOAD_GAMES * 4 clients, all in this process, the
  server in its own), each game playing a command every 0.5 s; `load_errors` counts refusals,
  lost connections and answers that never came; `server_cpu_percent` is the server's share of
  one core meanwhile, and `server_cpu_ms_per_command` its processor time per command; the load
  average before and after says how busy the machine was with other work.
- `mirror_take_ms_p50`, `mirror_take_ms_p95`: what a screen pays for an update it is sent
  (`RemoteGame.take`: reading the frame, rebuilding the seat's view), per update.

Commands are random legal ones, chosen from the view the seat was sent; choosing is not timed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time

from websockets.asyncio.client import connect

from xerxes_app.net.hosting import start_server
from xerxes_app.net.mirror import RemoteGame
from xerxes_app.net.protocol import CLIENT_MAX_FRAME
from xerxes_app.net.views import decode_view, merge_update
from xerxes_app.rules import current_player, legal_commands
from xerxes_app.rules.content import content_from_data

LOOPBACK = "127.0.0.1"
# Every client of the benchmark is one address (the loopback): its bounds are lifted to fit them.
ONE_ADDRESS = ("--connections-per-address", "1000", "--games-per-address", "1000", "--creates-per-hour", "1000")
LOAD_GAMES = 50
PERIOD = 0.5  # seconds between a game's commands under load
PACE = 1 / 15  # seconds between one client's commands alone: under the server's rate limit (protocol.RATE)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def ms(values: list[float]) -> tuple[float, float]:
    return round(statistics.median(values) * 1000, 2), round(percentile(values, 0.95) * 1000, 2)


class Seat:
    """One seat's connection: its latest update, and who waits for the next."""

    def __init__(self, socket, code: str, seat: int, token: str):
        self.socket, self.code, self.seat, self.token = socket, code, seat, token
        self.frame: dict | None = None
        self.waiting: asyncio.Future | None = None
        self.errors = 0
        self.changed = asyncio.Event()
        self._view = (None, None)  # (frame, its view): each frame decoded once

    def view(self, content):
        if self._view[0] is not self.frame:
            self._view = (self.frame, decode_view(self.frame["state"], content, []))
        return self._view[1]

    async def read(self) -> None:
        try:
            async for message in self.socket:
                frame = json.loads(message)
                if frame["type"] in ("game", "update"):
                    self.frame = merge_update(self.frame, frame) if frame["type"] == "update" else frame
                    self.changed.set()
                    if self.waiting is not None and not self.waiting.done():
                        self.waiting.set_result(frame)
                elif frame["type"] == "refused":
                    self.errors += 1
                    if self.waiting is not None and not self.waiting.done():
                        self.waiting.set_exception(RuntimeError(frame["kind"]))
        except Exception:
            self.errors += 1

    async def play(self, content, chooser: random.Random) -> float:
        """Choose a command from this seat's view, send it, and time the answer."""
        frame = self.frame
        command = chooser.choice(legal_commands(self.view(content)))
        self.waiting = asyncio.get_running_loop().create_future()
        started = time.perf_counter()
        await self.socket.send(json.dumps({"type": "command", "code": self.code, "seat": self.seat, "token": self.token,
                                           "seen": frame["commands"], "command": command.to_json()}))
        await asyncio.wait_for(self.waiting, 5)
        return time.perf_counter() - started


async def new_game(port: int, players: int, separate: bool) -> tuple[list[Seat], object]:
    """A game of `players` seats: one connection for all, or one a seat."""
    first = await connect(f"ws://{LOOPBACK}:{port}", max_size=CLIENT_MAX_FRAME, compression=None)
    kinds = ["human"] + ["open" if separate else "human"] * (players - 1)
    await first.send(json.dumps({"type": "create", "seats": [{"name": f"P{n}", "kind": k} for n, k in enumerate(kinds)]}))
    frames = [json.loads(await first.recv())]
    code = frames[0]["code"]
    joined, shown = {}, {}
    while len(shown) < (1 if separate else players):
        frame = json.loads(await first.recv())
        if frame["type"] == "joined":
            joined[frame["seat"]] = frame["token"]
        if frame["type"] == "game":
            shown[frame["seat"]] = frame
    content = content_from_data(next(iter(shown.values()))["content"])
    seats = [Seat(first, code, seat, token) for seat, token in joined.items()]
    for seat in seats:
        seat.frame = shown[seat.seat]
    if separate:
        for seat in range(1, players):
            socket = await connect(f"ws://{LOOPBACK}:{port}", max_size=CLIENT_MAX_FRAME, compression=None)
            await socket.send(json.dumps({"type": "join", "code": code, "seat": seat, "name": f"P{seat}"}))
            while True:
                frame = json.loads(await socket.recv())
                if frame["type"] == "joined":
                    seats.append(Seat(socket, code, seat, frame["token"]))
                    break
    return seats, content


async def one_client(port: int, commands: int) -> list[float]:
    """One connection holding both seats of a game (pass-and-play): each update goes to the seat it names."""
    seats, content = await new_game(port, 2, separate=False)
    socket = seats[0].socket
    tokens = {seat.seat: seat.token for seat in seats}
    latest: dict[int, dict] = {}
    awaited: dict[int, asyncio.Future] = {}

    async def read() -> None:
        async for message in socket:
            frame = json.loads(message)
            if frame["type"] in ("game", "update"):
                seat = frame["seat"]
                latest[seat] = merge_update(latest[seat], frame) if frame["type"] == "update" else frame
                future = awaited.get(seat)
                if future is not None and not future.done():
                    future.set_result(frame)
            elif frame["type"] == "refused":
                raise RuntimeError(frame)

    reader = asyncio.ensure_future(read())
    latest.update({seat.seat: seat.frame for seat in seats})
    chooser = random.Random(port)
    times = []
    while len(times) < commands:
        newest = max(latest.values(), key=lambda f: f["commands"])
        view = decode_view(newest["state"], content, [])
        if view.is_over:
            break
        seat = current_player(view)
        frame = latest[seat]
        if frame["commands"] < newest["commands"]:  # its own update is still on its way
            await asyncio.sleep(0.001)
            continue
        command = chooser.choice(legal_commands(decode_view(frame["state"], content, [])))
        awaited[seat] = asyncio.get_running_loop().create_future()
        started = time.perf_counter()
        await socket.send(json.dumps({"type": "command", "code": seats[0].code, "seat": seat, "token": tokens[seat],
                                      "seen": frame["commands"], "command": command.to_json()}))
        await asyncio.wait_for(awaited[seat], 5)
        times.append(time.perf_counter() - started)
        await asyncio.sleep(PACE)
    reader.cancel()
    await socket.close()
    return times


async def loaded(port: int, games: int, seconds: float) -> dict:
    tables = []
    for number in range(games):
        seats, content = await new_game(port, 4, separate=True)
        tables.append((seats, content))
    readers = [asyncio.ensure_future(seat.read()) for seats, _ in tables for seat in seats]
    while any(seat.frame is None for seats, _ in tables for seat in seats):
        await asyncio.sleep(0.05)
    times: list[float] = []
    failures = [0]

    async def run_game(seats: list[Seat], content, number: int) -> None:
        chooser = random.Random(number)
        await asyncio.sleep(PERIOD * number / games)  # the games' beats spread over the period
        end = time.perf_counter() + seconds
        beat = time.perf_counter()
        while time.perf_counter() < end:
            newest = max(seats, key=lambda s: s.frame["commands"])
            view = newest.view(content)
            if view.is_over:
                return
            seat = seats[current_player(view)]
            if seat.frame["commands"] < newest.frame["commands"]:  # its own update is still on its way
                seat.changed.clear()
                await asyncio.wait_for(seat.changed.wait(), 5)
                continue
            try:
                times.append(await seat.play(content, chooser))
            except (RuntimeError, asyncio.TimeoutError):
                failures[0] += 1
            beat += PERIOD
            await asyncio.sleep(max(0.0, beat - time.perf_counter()))

    await asyncio.gather(*(run_game(seats, content, n) for n, (seats, content) in enumerate(tables)))
    for reader in readers:
        reader.cancel()
    errors = failures[0] + sum(seat.errors for seats, _ in tables for seat in seats)
    for seats, _ in tables:
        for seat in seats:
            await seat.socket.close()
    return {"times": times, "errors": errors, "clients": sum(len(seats) for seats, _ in tables)}


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def mirror_take(updates: int = 400) -> tuple[float, float]:
    """The cost of an update at a screen: `RemoteGame.take` on frames a server sent."""
    from xerxes_app.bots import make_bot
    from xerxes_app.net.rooms import Room
    from xerxes_app.net.seat_frames import SeatPicture

    room, _ = Room.create("AAAAAA", {"seats": [{"name": f"P{n}", "kind": "human"} for n in range(4)]}, 0.0)
    bots = [make_bot("normal", seat) for seat in range(4)]
    game = RemoteGame(None, "AAAAAA")
    first = SeatPicture(room, 0, 0.0).frame("game", 0)
    game.take([dict(first, content=room.session.state.content.data, seats=room.seat_rows())])
    times, sent, fields = [], len(first["log"]), SeatPicture(room, 0, 0.0).fields
    while len(times) < updates and not room.session.state.is_over:
        seat = current_player(room.session.state)
        room.session.apply(bots[seat].choose(room.session.state, seat))
        picture = SeatPicture(room, 0, 0.0)
        frame = json.loads(json.dumps(picture.frame("update", sent, fields)))
        sent, fields = frame["log_at"] + len(frame["log"]), picture.fields
        started = time.perf_counter()
        game.take([frame])
        times.append(time.perf_counter() - started)
    return ms(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=LOAD_GAMES)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--commands", type=int, default=400)
    args = parser.parse_args()
    figures: dict = {"load_average_before": round(os.getloadavg()[0], 2)}  # other work on the machine
    with tempfile.TemporaryDirectory() as data:
        handle = start_server(data, port=0, address=LOOPBACK, options=ONE_ADDRESS)
        try:
            times: list[float] = []
            while len(times) < args.commands:
                times += asyncio.run(one_client(handle.port, args.commands - len(times)))
            figures["rtt_ms_p50"], figures["rtt_ms_p95"] = ms(times)
            figures["rtt_commands"] = len(times)
        finally:
            handle.stop()
    with tempfile.TemporaryDirectory() as data:
        handle = start_server(data, port=0, address=LOOPBACK, options=ONE_ADDRESS)
        try:
            cpu = cpu_seconds(handle.process.pid)
            mine = time.process_time()
            started = time.perf_counter()
            result = asyncio.run(loaded(handle.port, args.games, args.seconds))
            share = (cpu_seconds(handle.process.pid) - cpu) / (time.perf_counter() - started)
            figures["load_games"] = args.games
            figures["load_clients"] = result["clients"]
            figures["load_commands"] = len(result["times"])
            figures["load_rtt_ms_p50"], figures["load_rtt_ms_p95"] = ms(result["times"])
            figures["load_errors"] = result["errors"]
            figures["server_cpu_percent"] = round(share * 100, 1)
            figures["server_cpu_ms_per_command"] = round(share * (time.perf_counter() - started) / max(1, len(result["times"])) * 1000, 2)
            figures["clients_cpu_percent"] = round((time.process_time() - mine) / (time.perf_counter() - started) * 100, 1)
        finally:
            handle.stop()
    figures["mirror_take_ms_p50"], figures["mirror_take_ms_p95"] = mirror_take()
    figures["load_average_after"] = round(os.getloadavg()[0], 2)
    json.dump(figures, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
