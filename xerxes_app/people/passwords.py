"""A password: at least PASSWORD_MIN characters, none of the most common passwords, never kept
but as its argon2id hash (argon2-cffi, OWASP's first choice), never written to a log.

Hashing takes some 60 ms of a core and 64 MiB (argon2-cffi's defaults, RFC 9106's second
choice): the server hashes on a bounded pool of threads (`Hasher`), so the event loop never
waits on it, and no flood of sign-ins holds more than HASHING_AT_ONCE hashes' memory at once.
A hash made with other parameters than today's is made again at the next sign-in (`verify`).

The common passwords are Django's list (Royce Williams's 20,000, BSD-3-Clause), of which only
those of PASSWORD_MIN characters or more are shipped: the shorter ones are refused anyway
(common-passwords.txt, COMMON-PASSWORDS-LICENCE.txt)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from functools import cache
from importlib.resources import files

from ..rules.errors import Sentence

PASSWORD_MIN = 10
PASSWORD_MAX = 200  # characters: a pass phrase, and nothing the hash must chew on for long
HASHING_THREADS = 2
HASHING_AT_ONCE = 8  # hashes asked for at once, running or waiting: past it, the next wait their turn


def password_problem(password: object, name: str | None = None) -> Sentence | None:
    """Why `password` cannot be one, as a sentence for the player; None when it can."""
    if not isinstance(password, str) or len(password) < PASSWORD_MIN:
        return Sentence(f"A password is at least {PASSWORD_MIN} characters.", "net.password_short", v0=PASSWORD_MIN)
    if len(password) > PASSWORD_MAX:
        return Sentence(f"A password is at most {PASSWORD_MAX} characters.", "net.password_long", v0=PASSWORD_MAX)
    folded = password.strip().casefold()
    if folded in _common() or (name is not None and folded == name.strip().casefold()):
        return Sentence("This password is among the most common ones: choose another.", "net.password_common")
    return None


@cache
def _common() -> frozenset[str]:
    text = files(__package__).joinpath("common-passwords.txt").read_text(encoding="utf-8")
    return frozenset(line.casefold() for line in text.splitlines() if line and not line.startswith("#"))


class Hasher:
    """argon2id hashing off the event loop, on HASHING_THREADS threads. `parameters` are
    argon2-cffi's PasswordHasher's (time_cost, memory_cost, parallelism, ...): its defaults unless given."""

    def __init__(self, **parameters):
        from argon2 import PasswordHasher

        self.argon2 = PasswordHasher(**parameters)
        self.pool = ThreadPoolExecutor(HASHING_THREADS, thread_name_prefix="argon2")
        self.turns = asyncio.Semaphore(HASHING_AT_ONCE)
        # Verified when a name has no account, so that a wrong name takes as long as a wrong password.
        self.decoy = self.argon2.hash("a password no account has")

    async def hash(self, password: str) -> str:
        return await self._run(self.argon2.hash, password)

    async def verify(self, hashed: str | None, password: str) -> tuple[bool, str | None]:
        """Whether `password` is the one `hashed` was made of (the decoy's time when there is no
        hash), and its hash made again when the parameters changed since (else None)."""
        return await self._run(self._verify, hashed, password)

    def _verify(self, hashed: str | None, password: str) -> tuple[bool, str | None]:
        from argon2.exceptions import InvalidHashError, VerificationError

        try:
            self.argon2.verify(hashed or self.decoy, password)
        except (VerificationError, InvalidHashError):
            return False, None
        if hashed is None:
            return False, None
        return True, self.argon2.hash(password) if self.argon2.check_needs_rehash(hashed) else None

    async def _run(self, work, *args):
        async with self.turns:
            return await asyncio.get_running_loop().run_in_executor(self.pool, work, *args)

    def close(self) -> None:
        self.pool.shutdown(wait=True)
