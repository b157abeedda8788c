"""The people's own parts, without a server: names alike, passwords hashed off the event loop and
hashed again when the parameters change, and the data folder's notice queue."""

from __future__ import annotations

import asyncio
import threading

from xerxes_app.people.account_names import name_keys
from xerxes_app.people.accounts import Accounts
from xerxes_app.people.folder_store import HOLD, FolderStore
from xerxes_app.people.notices import EMAIL, TURN, Notice
from xerxes_app.people.passwords import Hasher

CHEAP = {"time_cost": 1, "memory_cost": 8, "parallelism": 1}


def alike(a: str, b: str) -> bool:
    return any(x == y for x, y in zip(name_keys(a), name_keys(b)))


def test_names_alike_by_case_width_and_look_are_one_name_and_others_are_not():
    for a, b in (("Ann", "ann"), ("Ann", "Аnn"), ("ANN", "ＡＮＮ"), ("Darius", "Dariuѕ"), ("mary", "rnary"),
                 ("Ann B", "Ann  B"), ("l0st", "lost"), ("Ilya", "lIya"), ("Ilya", "ilya"), ("paypal", "𝔭𝒶ỿ𝕡𝕒ℓ")):
        assert alike(a, b), (a, b)
    for a, b in (("Ann", "Anna"), ("Ann", "Bob"), ("さくら", "サクラ"), ("José", "Josh")):
        assert not alike(a, b), (a, b)


def test_passwords_are_hashed_on_the_pool_never_on_the_loop_and_again_when_parameters_change(tmp_path):
    async def run():
        store = FolderStore(tmp_path)
        await store.open()
        old = Hasher(**CHEAP)
        threads = []

        class Watched(type(old.argon2)):  # says on which thread it hashes
            def hash(self, password, **options):
                threads.append(threading.current_thread())
                return super().hash(password, **options)

        old.argon2 = Watched(**CHEAP)
        account, _ = await Accounts(store, old, lambda: 1.0).sign_up("Atossa", "Persepolis-by-night")
        assert threads and threading.current_thread() not in threads
        first = (await store.account(account.id)).password
        assert first.startswith("$argon2id$") and ",t=1," in first
        stronger = Hasher(**{**CHEAP, "time_cost": 2})
        await Accounts(store, stronger, lambda: 2.0).sign_in("atossa", "Persepolis-by-night")
        again = (await store.account(account.id)).password
        await store.close()
        old.close()
        stronger.close()
        return again

    assert ",t=2," in asyncio.run(run())


def test_the_folder_queue_holds_what_it_hands_out_and_retries_at_their_time(tmp_path):
    async def run():
        store = FolderStore(tmp_path)
        await store.open()
        for n in range(5):
            await store.put(Notice(f"n{n}", "a1", EMAIL, "a@example.org", TURN, "en", created=float(n)))
        first = await store.due(10.0, 3)
        second = await store.due(10.0, 3)
        third = await store.due(10.0, 3)
        await store.sent("n0")
        await store.drop("n1")
        await store.retry("n2", 10.0 + HOLD + 100)
        again = FolderStore(tmp_path)  # as kept on the disk
        await store.close()
        await again.open()
        later = await again.due(10.0 + HOLD + 1, 10)
        last = await again.due(10.0 + HOLD + 200, 10)
        await again.close()
        return [[n.id for n in batch] for batch in (first, second, third, later, last)], last

    ids, last = asyncio.run(run())
    assert ids == [["n0", "n1", "n2"], ["n3", "n4"], [], ["n3", "n4"], ["n2"]]
    assert last[0].attempts == 1
