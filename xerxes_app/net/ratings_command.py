"""`xerxes-server ratings --recompute`: every rating computed again from the finished games, in
the order they were counted, and kept in place of the ratings before (people/ratings.py's
`recompute`), with a short summary:

    xerxes-server ratings --recompute --data /var/lib/xerxes
    xerxes-server ratings --recompute --database postgresql://xerxes@db/xerxes

Each game counted is read again from the games kept (the data folder's games and archive, or the
database's), its record built as the server built it at its end (rated_games.py); a game removed
since (`--keep-finished`) counts by the record kept when it ended. The figures are those the
games gave one by one. With --data the server must be stopped (it holds the folder); with
--database the servers may go on: no game is counted while the ratings are made again.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from ..people.ratings import FinishedGame, Rating, recompute
from ..rules import SaveError
from ..saving.folder_lock import take_folder
from ..saving.regular_file import read_small_file
from .rated_games import game_id, record
from .rooms import load_room
from .store import ARCHIVE, GAMES, LIMIT


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="xerxes-server ratings",
                                     description="The players' ratings on a server with accounts.")
    parser.add_argument("--recompute", action="store_true", required=True,
                        help="compute every rating again from the finished games, in the order they were counted, "
                             "and keep them in place of the ratings before")
    parser.add_argument("--data", type=Path, metavar="FOLDER", help="the server's data folder (the server stopped)")
    parser.add_argument("--database", metavar="URL", help="the servers' PostgreSQL database (they may go on)")
    args = parser.parse_args(argv)
    if (args.data is None) == (args.database is None):
        parser.error("give the server's --data FOLDER or its --database URL")
    try:
        summary = asyncio.run(_from_folder(args.data) if args.data else _from_database(args.database))
    except Exception as error:  # a folder held, a database unreachable: one line, nothing changed
        print(f"xerxes-server ratings: {error}", file=sys.stderr, flush=True)
        return 1
    print(summary, flush=True)
    return 0


async def _from_folder(data: Path) -> str:
    from ..people.folder_store import FolderStore

    lock = take_folder(data / GAMES)
    if lock is None:
        raise OSError(f"a server holds {data}: stop it first")
    try:
        documents = [read_small_file(path, LIMIT) for folder in (GAMES, ARCHIVE) for path in sorted((data / folder).glob("*.json"))]
        store = FolderStore(data)
        await store.open()
        try:
            return await _recomputed(store, documents)
        finally:
            await store.close()
    finally:
        lock.release()


async def _from_database(url: str) -> str:
    import asyncpg

    from ..people.pg_store import PostgresPeople

    store = PostgresPeople(url)
    await store.open()
    try:
        connection = await asyncpg.connect(url, timeout=10)
        try:
            documents = [row["document"] for row in await connection.fetch("SELECT document FROM xerxes_games")]
        finally:
            await connection.close()
        return await _recomputed(store, documents)
    finally:
        await store.close()


async def _recomputed(store, documents: list) -> str:
    told = {"read": 0, "kept": 0}

    async def compute(counted: list[FinishedGame]) -> dict[str, Rating]:
        wanted = {game.game.partition("@")[0] for game in counted}
        rebuilt = {}
        for document in documents:
            try:
                data = json.loads(document)
                if data["network"]["code"] in wanted:
                    room = load_room(data)
                    rebuilt[game_id(room)] = record(room)
            except (ValueError, KeyError, TypeError, SaveError, RecursionError):
                continue  # not a game this server can read: its record kept at its end stands for it
        games = [rebuilt.get(game.game, game) for game in counted]
        told["read"] = sum(1 for game in counted if game.game in rebuilt)
        told["kept"] = len(counted) - told["read"]
        return recompute(games)

    before, after = await store.recompute(compute)
    changed = sum(1 for account in after.keys() | before.keys() if before.get(account) != after.get(account))
    return (f"ratings recomputed from {told['read'] + told['kept']} rated games ({told['read']} read from the games "
            f"kept, {told['kept']} from the records of games since removed): {len(after)} accounts rated, "
            f"{changed} ratings changed")
