"""`scripts/bench-net --cluster`: several `xerxes-server` processes on one PostgreSQL, measured on
the loopback; prints one JSON object of figures, a part for each number of processes asked for.

Each game has 4 seats, one connection a seat, the connections spread over the processes in turn
as a round-robin balancer would (no balancer in between: in Python it would cost more than the
servers); a connection that loses its server reconnects to the next and rejoins with its token,
as the app does through a balancer. Each game plays a random legal command every PERIOD seconds.
- `rtt_ms_p50`, `rtt_ms_p95`: from sending a command to the sending seat's update (before the
  kill, if any; `after_kill_rtt_ms_*` after it, the players reconnecting included).
- `servers_cpu_percent`, `database_cpu_percent` (of one core), `database_share`: the database's
  part of the two; `servers_cpu_ms_per_command`.
- `--faults kill` (the default with more than one process): one process killed outright halfway;
  `commands_lost`: commands whose update a seat received that the database does not hold at their
  place (the goal: 0); `takeover_s_p50`, `takeover_s_max`: in the games whose connections lost a
  server, how much longer than PERIOD the pause between their commands across the kill lasted.
- `--faults restart`: PostgreSQL stopped halfway and started again (`$XERXES_TEST_PG_CTL`, from
  scripts/with-postgres); `database_away_s`: from the stop until it accepted connections again;
  `resume_s_p50`, `resume_s_max`: in the games that tried a command meanwhile, the seconds from
  the database's return to their next command's update; `commands_lost` as above.
- `--balancer`: the connections go through the real HAProxy, run from scripts/haproxy.cfg
  (tools/haproxy.py) with TLS at it, in front of 3 processes, instead of straight to them.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import signal
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from contextlib import ExitStack
from pathlib import Path

import asyncpg
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

from tools.haproxy import HAProxy
from tools.net_bench import LOOPBACK, cpu_seconds, ms
from xerxes_app.net.hosting import LISTENING
from xerxes_app.net.protocol import CLIENT_MAX_FRAME
from xerxes_app.net.views import decode_view, merge_update
from xerxes_app.rules import current_player, legal_commands
from xerxes_app.rules.content import content_from_data

# Every connection is from one address (the loopback): its bounds are lifted to fit them all.
OPTIONS = ("--connections-per-address", "20000", "--games-per-address", "4000", "--creates-per-hour", "100000",
           "--max-connections", "20000", "--max-games", "10000")
CREATING = 20  # games made at once while setting up


class Seat:
    """One seat's connection, reconnecting to the next server when it loses its own."""

    def __init__(self, ports: list[int], at: int, hello: dict, tls: ssl.SSLContext | None = None):
        self.ports, self.at, self.hello, self.tls = ports, at, hello, tls
        self.code = hello.get("code")
        self.seat = hello.get("seat", 0)
        self.token = None
        self.frame: dict | None = None
        self.content = None
        self.waiting: asyncio.Future | None = None
        self.asked = 0  # the commands its latest command was sent after
        self.changed = asyncio.Event()
        self.ready = asyncio.Event()
        self.stopped = False
        self.socket = None
        self.lost_at: list[float] = []  # when it lost its server
        self.errors = 0
        self._view = (None, None)

    def view(self, content):
        if self._view[0] is not self.frame:
            self._view = (self.frame, decode_view(self.frame["state"], content, []))
        return self._view[1]

    async def run(self) -> None:
        while not self.stopped:
            try:
                async with connect(f"{'wss' if self.tls else 'ws'}://{LOOPBACK}:{self.ports[self.at]}", ssl=self.tls,
                                   max_size=CLIENT_MAX_FRAME, compression=None, open_timeout=10) as socket:
                    self.socket = socket
                    hello = self.hello if self.token is None else {"type": "join", "code": self.code, "seat": self.seat,
                                                                   "token": self.token}
                    await socket.send(json.dumps(hello))
                    async for message in socket:
                        self._take(json.loads(message))
            except (OSError, WebSocketException, asyncio.TimeoutError):
                pass
            self.socket = None
            if self.stopped:
                return
            self.lost_at.append(time.perf_counter())
            if self.waiting is not None and not self.waiting.done():
                self.waiting.set_exception(RuntimeError("lost"))
            self.at = (self.at + 1) % len(self.ports)
            await asyncio.sleep(random.uniform(0.1, 0.3))

    def _take(self, frame: dict) -> None:
        kind = frame["type"]
        if kind == "created":
            self.code = frame["code"]
        elif kind == "joined" and frame["seat"] == self.seat:
            self.token = frame["token"]
        elif kind in ("game", "update") and frame.get("seat") == self.seat:
            if kind == "game":
                self.frame = frame
                self.content = self.content or content_from_data(frame["content"])
                self.ready.set()
            else:
                self.frame = merge_update(self.frame, frame)
            self.changed.set()
            if self.waiting is not None and not self.waiting.done() and self.frame["commands"] > self.asked:
                self.waiting.set_result(frame)  # its command's update (or a rejoin's state holding it)
        elif kind == "refused":
            self.errors += 1
            if self.waiting is not None and not self.waiting.done():
                self.waiting.set_exception(RuntimeError(frame["kind"]))

    async def play(self, chooser: random.Random) -> tuple[float, int, dict]:
        seen = self.frame["commands"]
        command = chooser.choice(legal_commands(self.view(self.content))).to_json()
        self.waiting = asyncio.get_running_loop().create_future()
        self.waiting.add_done_callback(lambda done: done.cancelled() or done.exception())  # a loss, said by run
        self.asked = seen
        started = time.perf_counter()
        await self.socket.send(json.dumps({"type": "command", "code": self.code, "seat": self.seat,
                                           "token": self.token, "seen": seen, "command": command}))
        try:
            await asyncio.wait_for(self.waiting, 10)
        finally:
            self.waiting = None
        return time.perf_counter() - started, seen, command


async def make_games(ports: list[int], games: int, tls: ssl.SSLContext | None) -> list[list[Seat]]:
    turn = [0]

    def next_port() -> int:
        turn[0] += 1
        return turn[0] % len(ports)

    async def one() -> list[Seat]:
        creator = Seat(ports, next_port(), {"type": "create", "seats": [{"name": "P0", "kind": "human"}] + [
            {"name": f"P{n}", "kind": "open"} for n in range(1, 4)]}, tls)
        creator.task = asyncio.ensure_future(creator.run())
        await asyncio.wait_for(creator.ready.wait(), 60)
        seats = [creator]
        for number in range(1, 4):
            seat = Seat(ports, next_port(), {"type": "join", "code": creator.code, "seat": number, "name": f"P{number}"},
                        tls)
            seat.task = asyncio.ensure_future(seat.run())
            seats.append(seat)
        for seat in seats[1:]:
            await asyncio.wait_for(seat.ready.wait(), 60)
            seat.content = creator.content
        return seats

    tables, made = [], []
    for first in range(0, games, CREATING):
        made += await asyncio.gather(*(one() for _ in range(first, min(games, first + CREATING))),
                                     return_exceptions=True)
    for seats in made:  # a game whose setting up timed out on the crowded machine is left out, and counted
        if isinstance(seats, list):
            tables.append(seats)
    return tables


async def play(ports: list[int], games: int, period: float, seconds: float, fault, tls) -> dict:
    """`fault`: None, or a function run halfway, in a thread, returning when it is over."""
    tables = await make_games(ports, games, tls)
    games = len(tables)
    times: list[float] = []
    acked: list[tuple[str, int, dict, float]] = []  # (code, commands before, command, when its update came)
    sent: list[tuple[str, int, float]] = []  # (code, commands before, when) of every command sent
    failures = [0]
    failed_at: list[tuple[str, float]] = []  # (code, when) of every command that failed
    fault_at: list[float] = []  # when the fault began, and when it was over

    async def run_game(seats: list[Seat], number: int, end: float) -> None:
        chooser = random.Random(number)
        await asyncio.sleep(period * number / games)  # the games' beats spread over the period
        beat = time.perf_counter()
        while time.perf_counter() < end:
            live = [s for s in seats if s.frame is not None]
            newest = max(live, key=lambda s: s.frame["commands"])
            if newest.view(newest.content).is_over:
                return
            seat = seats[current_player(newest.view(newest.content))]
            if seat.socket is None or seat.frame["commands"] < newest.frame["commands"]:
                seat.changed.clear()
                try:
                    await asyncio.wait_for(seat.changed.wait(), 1)
                except asyncio.TimeoutError:
                    pass
                continue
            sent.append((seat.code, seat.frame["commands"], time.perf_counter()))
            try:
                took, seen, command = await seat.play(chooser)
                times.append(took)
                acked.append((seat.code, seen, command, time.perf_counter()))
            except (RuntimeError, asyncio.TimeoutError, WebSocketException, OSError):
                failures[0] += 1
                failed_at.append((seat.code, time.perf_counter()))
                await asyncio.sleep(0.2)
                continue
            beat += period
            await asyncio.sleep(max(0.0, beat - time.perf_counter()))

    started = time.perf_counter()
    end = started + seconds
    killer = asyncio.ensure_future(_fault_halfway(fault, started + seconds / 2, fault_at)) if fault else None
    await asyncio.gather(*(run_game(seats, n, end) for n, seats in enumerate(tables)))
    elapsed = time.perf_counter() - started
    if killer is not None:
        await killer
    for seats in tables:
        for seat in seats:
            seat.stopped = True
            if seat.socket is not None:
                await seat.socket.close()
    result = {"times": times, "acked": acked, "sent": sent, "elapsed": elapsed, "failures": failures[0],
              "clients": sum(len(s) for s in tables), "games": games, "refused": sum(seat.errors for s in tables for seat in s)}
    if fault_at:
        moment = result["killed"] = fault_at[0]
        result["away"] = fault_at[1] - fault_at[0]
        # The games that tried a command while it was away: from its end to their next update.
        tried = {code for code, when in failed_at if moment <= when <= fault_at[1]} | {
            code for code, _, when in sent if moment <= when <= fault_at[1]}
        result["resume"] = [min([when for code, _, _, when in acked if code == tried_code and when > fault_at[1]],
                                default=end) - fault_at[1] for tried_code in tried]
        waits = []
        for seats in tables:
            if any(lost > moment for seat in seats for lost in seat.lost_at):
                played = [when for code, _, _, when in acked if code == seats[0].code]
                before = max([when for when in played if when <= moment], default=moment)
                after = min([when for when in played if when > moment], default=end)
                waits.append(max(0.0, after - before - period))  # the pause, less its beat's own wait
        result["takeover"] = waits
    return result


async def _fault_halfway(fault, when: float, fault_at: list[float]) -> None:
    await asyncio.sleep(max(0.0, when - time.perf_counter()))
    fault_at.append(time.perf_counter())
    await asyncio.to_thread(fault)
    fault_at.append(time.perf_counter())


def restart_database() -> None:
    """The throwaway PostgreSQL stopped and started again, as scripts/with-postgres lets it be."""
    control = os.environ["XERXES_TEST_PG_CTL"]
    for step in ("stop", "start"):
        subprocess.run([control, step], check=True, capture_output=True, timeout=120)


def start_server(url: str, *more: str) -> tuple[subprocess.Popen, int]:
    process = subprocess.Popen([sys.executable, "-m", "xerxes_app.net.server", "--database", url, "--port", "0",
                                "--address", LOOPBACK, *OPTIONS, *more], stdout=subprocess.PIPE, stderr=None,
                               stdin=subprocess.DEVNULL, text=True)
    for line in process.stdout:
        match = LISTENING.search(line)
        if match:
            subprocess.Popen(["cat"], stdin=process.stdout, stdout=subprocess.DEVNULL)  # never a full pipe
            return process, int(match.group(1))
    raise SystemExit("a server did not start")


def database_cpu() -> float:
    """The CPU seconds of the PostgreSQL that scripts/with-postgres started: its postmaster and backends."""
    main = int(os.environ["XERXES_POSTGRES_PID"])
    total = 0.0
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
                if int(name) == main or int(fields[1]) == main:
                    total += cpu_seconds(int(name))
            except (OSError, IndexError):
                pass
    return total


async def fresh_database(url: str, name: str) -> str:
    admin = await asyncpg.connect(url)
    await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
    await admin.execute(f"CREATE DATABASE {name}")
    await admin.close()
    return url.rsplit("/", 1)[0] + "/" + name


async def stored_commands(url: str) -> dict[str, list]:
    connection = await asyncpg.connect(url)
    rows = await connection.fetch("SELECT code, document FROM xerxes_games")
    await connection.close()
    return {row["code"]: json.loads(row["document"])["table"]["commands"] for row in rows}


def measure(url: str, processes: int, games: int, period: float, seconds: float, fault: str | None,
            balancer: bool) -> dict:
    database = asyncio.run(fresh_database(url, f"xerxes_bench_{processes}"))
    servers = [start_server(database, *(["--proxy-protocol"] if balancer else [])) for _ in range(processes)]  # PROXY header
    try:
        with ExitStack() as stack:
            ports, tls = [port for _, port in servers], None
            if balancer:  # every connection from the one address: HAProxy's bound per address lifted too
                front = stack.enter_context(HAProxy(ports, Path(stack.enter_context(tempfile.TemporaryDirectory())),
                                                    XERXES_CONNECTIONS_PER_ADDRESS=OPTIONS[1]))
                ports, tls = [front.port], front.trusting()
            act = {"kill": servers[1][0].kill if processes > 1 else None, "restart": restart_database}.get(fault)
            before = {process.pid: cpu_seconds(process.pid) for process, _ in servers}
            db_before, mine = database_cpu(), time.process_time()
            result = asyncio.run(play(ports, games, period, seconds, act, tls))
            servers_cpu = sum(cpu_seconds(p.pid) - before[p.pid] for p, _ in servers if p.poll() is None)
            db_cpu = database_cpu() - db_before
            clients_cpu = time.process_time() - mine
    finally:
        for process, _ in servers:
            process.send_signal(signal.SIGTERM)
        for process, _ in servers:
            process.wait(30)
    commands = len(result["times"])
    figures = {"processes": processes, "balancer": "HAProxy" if balancer else None, "fault": fault, "games": result["games"], "clients": result["clients"], "period_s": period,
               "commands": commands, "commands_per_s": round(commands / result["elapsed"], 1)}
    killed = result.get("killed")
    steady = [took for took, (_, _, _, when) in zip(result["times"], result["acked"]) if killed is None or when < killed]
    figures["rtt_ms_p50"], figures["rtt_ms_p95"] = ms(steady)
    if killed is not None:
        figures["after_kill_rtt_ms_p50"], figures["after_kill_rtt_ms_p95"] = ms(
            [took for took, (_, _, _, when) in zip(result["times"], result["acked"]) if when >= killed])
    figures["failed_commands"] = result["failures"]
    figures["servers_cpu_percent"] = round(servers_cpu / result["elapsed"] * 100, 1)
    if fault != "restart":  # restarted, the database's processes are others: their time is not counted
        figures["database_cpu_percent"] = round(db_cpu / result["elapsed"] * 100, 1)
        figures["database_share"] = round(db_cpu / max(1e-9, db_cpu + servers_cpu), 2)
    figures["servers_cpu_ms_per_command"] = round(servers_cpu / max(1, commands) * 1000, 2)
    figures["clients_cpu_percent"] = round(clients_cpu / result["elapsed"] * 100, 1)
    if "killed" in result:
        stored = asyncio.run(stored_commands(database))
        # A command sent again at the same place (the first's answer late past its 10 s) may be
        # answered by the first's update: such places are left out, and counted.
        tries = Counter((code, seen) for code, seen, _ in result["sent"])
        figures["commands_lost"] = sum(1 for code, seen, command, _ in result["acked"] if tries[code, seen] == 1 and (
            len(stored.get(code, [])) <= seen or stored[code][seen] != command))
        figures["places_tried_twice"] = sum(1 for count in tries.values() if count > 1)
    if fault == "kill" and "killed" in result:
        waits = result["takeover"]
        figures["games_that_lost_their_server"] = len(waits)
        figures["takeover_s_p50"] = round(statistics.median(waits), 2) if waits else None
        figures["takeover_s_max"] = round(max(waits), 2) if waits else None
    if fault == "restart":
        waits = result["resume"]
        figures["database_away_s"] = round(result["away"], 2)
        figures["games_that_tried_meanwhile"] = len(waits)
        figures["resume_s_p50"] = round(statistics.median(waits), 2) if waits else None
        figures["resume_s_max"] = round(max(waits), 2) if waits else None
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--period", type=float, default=4.0, help="seconds between a game's commands")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--processes", default="1,4", help="the runs: numbers of server processes")
    parser.add_argument("--faults", default="kill",
                        help="what happens halfway, a run each: kill (a process killed outright, with more than one), "
                             "restart (PostgreSQL stopped and started again), none")
    parser.add_argument("--balancer", action="store_true",
                        help="through HAProxy (scripts/haproxy.cfg) with TLS, in front of 3 processes")
    args = parser.parse_args()
    url = os.environ.get("XERXES_TEST_DATABASE")
    if not url:
        raise SystemExit("no PostgreSQL: run it as scripts/bench-net --cluster (through scripts/with-postgres)")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # a connection a seat
    figures: dict = {"load_average_before": round(os.getloadavg()[0], 2), "runs": []}
    for processes in (int(n) for n in args.processes.split(",")):
        if args.balancer and processes != 3:
            raise SystemExit("--balancer: scripts/haproxy.cfg names 3 servers (--processes 3)")
        for fault in args.faults.split(","):
            fault = None if fault == "none" or (fault == "kill" and processes == 1) else fault
            figures["runs"].append(measure(url, processes, args.games, args.period, args.seconds, fault, args.balancer))
    figures["load_average_after"] = round(os.getloadavg()[0], 2)
    json.dump(figures, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
