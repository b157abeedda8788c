"""Accounts: signing up, confirming an address, signing in and out, a forgotten password reset,
an account deleted. What the server's frames ask (net/accounts.py), decided here over a store
(records.PeopleStore) and the hasher (passwords.py); nothing here knows a game or a connection.

- A session is a random token (256 bits) given once, at sign-in; the store keeps its SHA-256.
  Signing out revokes it; Sign out everywhere, and a password reset, revoke them all.
- An e-mailed code (CODE_LENGTH letters of CODE_LETTERS, some 2^35) is valid CODE_MINUTES; it
  takes CODE_TRIES tries at most, then it is spent, and an account may be sent CODES_AN_HOUR an
  hour: guessing one in a year is a chance under one in a million. The code goes out as a
  `Notice` put in the queue; the sender is not this module's.
- Wrong passwords in a row lock the account's sign-in for a time that doubles with each one past
  FREE_FAILURES, at most LOCK_MOST (the server bounds each address too: net/accounts.py). A name
  with no account takes as long as a wrong password (passwords.Hasher's decoy).
- An address may be added, changed or removed later, by the account's password (`set_address`);
  a new one is unconfirmed until its code comes back, and giving it again sends a new code.
- What is told: that a name is taken (sign up must say so, and a name stands at every table
  anyway), never whether an address has an account: asking for a reset code is answered alike,
  and an address another account has confirmed is never sent a code for a second one.
- A deleted account is gone whole, with its sessions, codes and notices; whatever names it
  afterwards (a finished game's seat, later) names FORMER_PLAYER."""

from __future__ import annotations

import hashlib
import hmac
import math
import secrets
from dataclasses import replace
from typing import Callable

from ..rules.errors import Sentence
from .account_names import account_name_problem, name_keys
from .notices import CONFIRM_CODE, EMAIL, RESET_CODE, Notice
from .passwords import Hasher, password_problem
from .records import CONFIRM, RESET, Account, Code, PeopleStore

CODE_LETTERS = "ACDEFHJKMNPRTVWXY34679"  # no look-alikes: B/8, G/6, I/1/L, O/0/Q, S/5, U/V, Z/2
CODE_LENGTH = 8
CODE_MINUTES = 20
CODE_TRIES = 5
CODES_AN_HOUR = 5
FREE_FAILURES = 5  # wrong passwords in a row before the account's sign-in waits
LOCK_MOST = 3600.0  # seconds: the longest wait, however many wrong passwords
EMAIL_MAX = 254  # RFC 5321's longest path
LANGUAGES = ("en", "ja")
FORMER_PLAYER = "a former player"


class Problem(Exception):
    """A request about an account that cannot be done, with the sentence that says why."""

    def __init__(self, sentence: Sentence):
        super().__init__(sentence)
        self.sentence = sentence


def problem(english: str, key: str, *values) -> Problem:
    return Problem(Sentence(english, key, **{f"v{i}": value for i, value in enumerate(values)}))


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def address_problem(email: object) -> Sentence | None:
    """Why `email` cannot be an e-mail address, or None: one "@" between a name and a domain, no
    spaces, no control characters (it never reaches a mail header as anything but an address)."""
    if (not isinstance(email, str) or len(email) > EMAIL_MAX or not email.isprintable() or any(c.isspace() for c in email)
            or email.count("@") != 1 or any(c in email for c in '<>",;()[]\\')):
        return Sentence("This is not an e-mail address.", "net.address_wrong")
    name, _, domain = email.partition("@")
    if not name or "." not in domain.strip(".") or domain.startswith(".") or ".." in domain:
        return Sentence("This is not an e-mail address.", "net.address_wrong")
    return None


class Accounts:
    def __init__(self, store: PeopleStore, hasher: Hasher, wall: Callable[[], float]):
        self.store, self.hasher, self.wall = store, hasher, wall

    # --- Signing up and in ---------------------------------------------------------------------

    async def sign_up(self, name: object, password: object, email: object = None,
                      language: object = "en") -> tuple[Account, str]:
        """A new account, signed in: it and its session's token."""
        refused = account_name_problem(name) or password_problem(password, name if isinstance(name, str) else None)
        if refused is None and email is not None:
            refused = address_problem(email)
        if refused is not None:
            raise Problem(refused)
        name = name.strip()
        keys = name_keys(name)
        if await self.store.account_named(keys) is not None:
            raise _taken(name)
        account = Account(secrets.token_hex(16), name, keys, await self.hasher.hash(password), email,
                          language=language if language in LANGUAGES else "en", made=self.wall())
        if not await self.store.add_account(account):  # the same name signed up meanwhile
            raise _taken(name)
        if email is not None:
            await self._send_code(account, CONFIRM)
        return account, await self._session(account)

    async def sign_in(self, name: object, password: object) -> tuple[Account, str]:
        if not isinstance(name, str) or not isinstance(password, str) or len(name) > 200 or len(password) > 1000:
            raise _wrong_password()
        account = await self.store.account_named(name_keys(name))
        if account is None:
            await self.hasher.verify(None, password)  # as long as a wrong password: no name is told to exist
            raise _wrong_password()
        await self._password_right(account, password)
        return account, await self._session(account)

    async def _password_right(self, account: Account, password: object) -> None:
        """The account's password, or refused: wrong ones counted against the account, whichever
        request gave them (signing in, changing the address)."""
        now = self.wall()
        if account.locked_until > now:
            raise problem("Too many wrong passwords for this account: try again in {0} seconds.", "net.sign_in_wait",
                          math.ceil(account.locked_until - now))
        given = password if isinstance(password, str) and len(password) <= 1000 else ""
        right, rehashed = await self.hasher.verify(account.password, given)
        if not right:
            account.failures += 1
            if account.failures > FREE_FAILURES:
                account.locked_until = now + min(LOCK_MOST, 2.0 ** (account.failures - FREE_FAILURES - 1))
            await self.store.update(account)
            raise _wrong_password()
        account.failures, account.locked_until = 0, 0.0
        account.password = rehashed or account.password
        await self.store.update(account)

    async def signed_in(self, token: object) -> Account | None:
        """The account a session's token signs in; None when it was revoked, or never given."""
        if not isinstance(token, str) or len(token) > 200:
            return None
        account_id = await self.store.session(token_hash(token))
        return None if account_id is None else await self.store.account(account_id)

    async def _session(self, account: Account) -> str:
        token = secrets.token_urlsafe(32)
        await self.store.add_session(token_hash(token), account.id, self.wall())
        return token

    async def sign_out(self, token: str) -> None:
        await self.store.remove_session(token_hash(token))

    async def sign_out_everywhere(self, account: Account) -> None:
        await self.store.remove_sessions(account.id)

    # --- The address, a forgotten password, the account deleted ----------------------------------

    async def confirm(self, account: Account, code: object) -> Account:
        if account.email is None:
            raise _wrong_code()
        await self._spend_code(account, CONFIRM, code)
        holder = await self.store.account_at(account.email)
        if holder is not None and holder.id != account.id:
            raise _wrong_code()  # confirmed by another meanwhile: said as any code that does not work
        account = replace(account, confirmed=True)
        await self.store.update(account)
        return account

    async def set_address(self, account: Account, password: object, email: object) -> Account:
        """The account's address added, changed or (None) removed, by its password, since the
        address is how a password is reset. A new address is unconfirmed and sent a code; the same
        one again, while unconfirmed, is sent a new code; a code sent before confirms no other."""
        if email is not None and (refused := address_problem(email)) is not None:
            raise Problem(refused)
        await self._password_right(account, password)
        same = email is not None and account.email is not None and email.casefold() == account.email.casefold()
        if same and account.confirmed:
            return account
        if not same:
            account = replace(account, email=email, confirmed=False)
            await self.store.update(account)
            last = await self.store.code(account.id, CONFIRM)
            if last is not None:  # spent, its count for the hour kept (CODES_AN_HOUR)
                await self.store.keep_code(replace(last, hash="", expires=0.0))
        if email is not None:
            await self._send_code(account, CONFIRM)
        return account

    async def ask_reset(self, name_or_address: object) -> None:
        """Send a reset code to the account's confirmed address, if it has one: whether it has
        is never told (the server answers alike)."""
        if not isinstance(name_or_address, str) or len(name_or_address) > EMAIL_MAX:
            return
        if "@" in name_or_address:
            account = await self.store.account_at(name_or_address)
        else:
            account = await self.store.account_named(name_keys(name_or_address))
        if account is not None and account.confirmed:
            await self._send_code(account, RESET)

    async def reset(self, name: object, code: object, password: object) -> tuple[Account, str]:
        """A new password by an e-mailed code: every session revoked, a new one given."""
        account = await self.store.account_named(name_keys(name)) if isinstance(name, str) and len(name) <= 200 else None
        if account is None:
            raise _wrong_code()
        refused = password_problem(password, account.name)
        if refused is not None:
            raise Problem(refused)
        await self._spend_code(account, RESET, code)
        account.password = await self.hasher.hash(password)
        account.failures, account.locked_until = 0, 0.0
        await self.store.update(account)
        await self.store.remove_sessions(account.id)
        return account, await self._session(account)

    async def delete(self, account: Account, password: object, leaving=None) -> None:
        """The account gone, by its password; `leaving(account id)` first, if given (its games let
        it go: a failure there keeps the account)."""
        right, _ = await self.hasher.verify(account.password, password if isinstance(password, str) else "")
        if not right:
            raise _wrong_password()
        if leaving is not None:
            await leaving(account.id)
        await self.store.remove_account(account.id)

    # --- Codes ---------------------------------------------------------------------------------

    async def _send_code(self, account: Account, purpose: str) -> None:
        """Queue a new code for the account's address, in place of the last; none past
        CODES_AN_HOUR in an hour (asked again, it is not sent)."""
        if purpose == CONFIRM and await self.store.account_at(account.email) is not None:
            return  # another account's confirmed address: its person is not written to for a stranger
        now = self.wall()
        last = await self.store.code(account.id, purpose)
        asked, since = (last.asked, last.since) if last is not None and now - last.since < 3600 else (0, now)
        if asked >= CODES_AN_HOUR:
            return
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        await self.store.keep_code(Code(account.id, purpose, token_hash(code), now + CODE_MINUTES * 60, 0, asked + 1, since))
        shown = f"{code[:4]}-{code[4:]}"
        kind, facts = ((CONFIRM_CODE, {"code": shown}) if purpose == CONFIRM
                       else (RESET_CODE, {"code": shown, "minutes": CODE_MINUTES}))
        await self.store.put(Notice(secrets.token_hex(12), account.id, EMAIL, account.email, kind, account.language,
                                    facts, created=now))

    async def _spend_code(self, account: Account, purpose: str, code: object) -> None:
        """A try at the account's code, counted first: the code spent when right, refused when
        wrong, expired, or out of tries."""
        given = code.upper().replace("-", "").replace(" ", "") if isinstance(code, str) and len(code) <= 40 else ""
        kept = await self.store.try_code(account.id, purpose, self.wall(), CODE_TRIES)
        if kept is None or not hmac.compare_digest(token_hash(given), kept):
            raise _wrong_code()
        await self.store.remove_code(account.id, purpose)


def _taken(name: str) -> Problem:
    return problem("The name {0} is taken on this server, or one too like it: choose another.", "net.name_taken", name)


def _wrong_password() -> Problem:
    return problem("The name or the password is wrong.", "net.sign_in_wrong")


def _wrong_code() -> Problem:
    return problem("The code is wrong, has been used, or is too old: ask for a new one.", "net.code_wrong")
