"""What the server keeps of its people, and the one interface both stores keep it behind: the
data folder's (folder_store.py) and PostgreSQL's (pg_store.py). A store keeps records and never
decides anything: accounts.py does.

Secrets are kept only as hashes: a password as its argon2id hash (passwords.py), a session's
token and an e-mailed code as their SHA-256 (both are random, far past guessing, so no slow hash
is needed), so a stolen store signs nobody in."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from .notice_settings import NoticeSettings
from .notices import Notice, NoticeQueue
from .ratings import FinishedGame, Rating

CONFIRM, RESET = "confirm", "reset"  # what an e-mailed code is for
FOLLOW, BLOCK = "follow", "block"  # what one account may be to another (relations.py)


@dataclass
class Account:
    id: str  # random, never shown; what every other record names
    name: str  # as its person wrote it
    keys: tuple[str, str]  # account_names.name_keys: two names are one when either key is the other's
    password: str  # the argon2id hash
    email: str | None = None  # the address given, confirmed or not
    confirmed: bool = False  # whether its person showed they read it (a code sent there)
    language: str = "en"  # of the notices sent to it
    made: float = 0.0  # the server's wall clock
    failures: int = 0  # wrong passwords in a row (accounts.py: the growing delay)
    locked_until: float = 0.0  # no password tried before this wall time


@dataclass
class Code:
    """An e-mailed code: for one account and one purpose, the latest asked for only."""
    account: str
    purpose: str  # CONFIRM or RESET
    hash: str  # SHA-256 of the code
    expires: float
    tries: int = 0  # wrong codes given: at the most, the code is spent
    asked: int = 0  # codes asked for in the hour from `since`
    since: float = 0.0


@dataclass(frozen=True)
class Relations:
    """An account's relations to others, by their ids: whom it follows and blocks, and who blocks it."""
    follows: frozenset[str] = frozenset()
    blocks: frozenset[str] = frozenset()
    blockers: frozenset[str] = frozenset()

    @property
    def apart(self) -> frozenset[str]:
        """The accounts kept apart from it, a block either way."""
        return self.blocks | self.blockers


@dataclass(frozen=True)
class Awaited:
    """A move a game by the day awaits from an account's seat: for the account's daily digest."""
    game: str  # the game's code
    account: str
    name: str  # the game's name (its code, for a game made before names)
    since: float  # when the decision began (wall time)


Rate = Callable[[Mapping[str, Rating], FinishedGame], dict[str, Rating]]


class PeopleStore(NoticeQueue, Protocol):
    """Accounts, sessions, e-mailed codes, relations, presence and the notice queue, kept for one
    server (the data folder) or for any number sharing a database. Every call is a coroutine."""

    async def open(self) -> None: ...

    async def close(self) -> None: ...

    async def add_account(self, account: Account) -> bool:
        """Keep a new account; False when a name with either of its keys is kept already."""

    async def account(self, account_id: str) -> Account | None: ...

    async def account_named(self, keys: tuple[str, str]) -> Account | None:
        """The account whose name is the same name (either key equal)."""

    async def account_at(self, email: str) -> Account | None:
        """The account with this confirmed address (compared without regard to case)."""

    async def update(self, account: Account) -> None:
        """Keep the account's fields as they are now (its id and name unchanged)."""

    async def remove_account(self, account_id: str) -> None:
        """The account gone, with its sessions, codes, the notices waiting for it, its presence
        and its relations, either way."""

    async def add_session(self, token_hash: str, account_id: str, now: float) -> None: ...

    async def session(self, token_hash: str) -> str | None:
        """The account a session's token signs in, or None (revoked, or never made)."""

    async def remove_session(self, token_hash: str) -> None: ...

    async def remove_sessions(self, account_id: str) -> None:
        """Every session of the account (Sign out everywhere, a password reset)."""

    async def code(self, account_id: str, purpose: str) -> Code | None: ...

    async def try_code(self, account_id: str, purpose: str, now: float, most: int) -> str | None:
        """Count a try at the account's code, at once for every server: its hash while it is
        unexpired and had fewer than `most` tries before this one; else None."""

    async def keep_code(self, code: Code) -> None:
        """Keep the account's code for its purpose, in place of the one before."""

    async def remove_code(self, account_id: str, purpose: str) -> None: ...

    async def relate(self, account_id: str, other: str, kind: str, now: float) -> None:
        """Keep that the account follows (FOLLOW) or blocks (BLOCK) the other; kept already, nothing."""

    async def unrelate(self, account_id: str, other: str, kind: str) -> None: ...

    async def relations(self, account_id: str) -> Relations: ...

    async def names(self, account_ids: list[str]) -> dict[str, str]:
        """The names of those of the accounts that exist, by id."""

    async def touch(self, account_ids: list[str], now: float) -> None:
        """The accounts were signed in at a connection at `now` (their presence)."""

    async def seen(self, account_ids: list[str]) -> dict[str, float]:
        """When each of the accounts was last touched, by id (never: left out)."""

    # --- Ratings (ratings.py) ------------------------------------------------------------------

    async def ratings(self, account_ids: list[str]) -> dict[str, Rating]:
        """The ratings kept of those accounts that have one."""

    async def count_game(self, game: FinishedGame, rate: Rate) -> dict[str, Rating] | None:
        """Rate a game once, at once for every server: `rate` given the ratings kept of its
        accounts, the new ones kept with the game's record, numbered in the order counted; None
        (and nothing changed) when the game was counted before."""

    async def recompute(self, compute: Callable[[list[FinishedGame]], Awaitable[dict[str, Rating]]]
                        ) -> tuple[dict[str, Rating], dict[str, Rating]]:
        """Every rating made again: `compute` given the records of the games counted, in their
        order, its ratings kept in place of all before (of the accounts that still are), no game
        counted meanwhile; the ratings before and after."""

    async def leaderboard(self, start: int, most: int) -> tuple[list[tuple[str, str, Rating]], int]:
        """Up to `most` (account id, name, rating) of the leaderboard (ratings.leaderboard: those
        no longer provisional, best first) from its `start`-th (0 the best), and how many it holds."""

    async def place(self, account_id: str) -> int | None:
        """The account's place on the leaderboard (1 the best), or None when it is not on it."""

    # --- Notices' settings and triggers --------------------------------------------------------

    async def notice_settings(self, account_id: str) -> NoticeSettings:
        """The account's settings (the defaults, all off, when it has kept none)."""

    async def keep_notice_settings(self, account_id: str, settings: NoticeSettings) -> None: ...

    async def digests(self) -> list[tuple[str, NoticeSettings]]:
        """The accounts that ask for a daily digest, with their settings."""

    async def await_moves(self, moves: Mapping[str, Awaited | None]) -> None:
        """The move each game (by its code) awaits now; None: none from an account, or not a game
        by the day. Written together: a server starting looks at all its games at once."""

    async def moves_awaited(self, account_id: str) -> list[Awaited]:
        """The moves awaited from the account, the longest waiting first."""

    async def tell_once(self, key: str, game: str | None, notice: Notice) -> bool:
        """Put the notice in the queue unless one was put under the same key (a game's seat's
        decision and a kind, an account's day's digest), at once for every server: whether it was."""

    async def last_told(self, account_id: str, game: str, kind: str) -> float | None:
        """When a notice of this kind about this game was last put for the account."""

    async def forget_told(self, before: float) -> None:
        """The keys of the notices put before this wall time, let go."""

    async def secret(self) -> bytes:
        """The server's secret for its links (stop_links.py), the same for every server on one
        database, made when first asked for."""
