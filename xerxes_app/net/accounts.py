"""The server's part of accounts (`xerxes-server --accounts`): the frames that sign up, sign in
and out, confirm an address, reset a password and delete an account, each answered through the
people's own module (people/accounts.py), and a connection signed in tied to its account
(`client.account`). Without --accounts each is refused in words ("net.no_accounts"): friends with
a join code, and games hosted from the app, need no account.

Bounds per real address (guard.py counts it, real_address.py finds it behind a balancer), with
the budgets the server keeps against strangers (budgets.py): wrong passwords and wrong codes,
SIGN_INS at once then one a minute; sign-ups and codes asked for, ASKS at once then as many an
hour. Each account's own bound, a wait that doubles, is kept in the store, shared by every server.

Nothing of a password, a session's token or an e-mailed code is ever written to a log, nor sent
back in a refusal."""

from __future__ import annotations

from ..people.accounts import Accounts, Problem
from ..people.passwords import Hasher
from .budgets import Budget
from .protocol import Refused

SIGN_INS = (10, 60.0)  # wrong passwords and codes from one address: 10 at once, then one a minute
ASKS = (5, 720.0)  # sign-ups and codes asked for from one address: 5 at once, then 5 an hour
KINDS = ("sign_up", "confirm_address", "sign_in", "sign_out", "sign_out_everywhere", "ask_reset", "reset",
         "delete_account", "who_am_i")


class People:
    """What the server keeps for its accounts: the people's module over its store, and the
    budgets of each address."""

    def __init__(self, store, hashing: dict, clock, wall):
        self.store = store
        self.hasher = Hasher(**hashing)
        self.accounts = Accounts(store, self.hasher, wall)
        self.sign_ins = Budget(*SIGN_INS, clock)
        self.asks = Budget(*ASKS, clock)

    async def open(self) -> None:
        await self.store.open()

    async def close(self) -> None:
        self.hasher.close()
        await self.store.close()

    def prune(self) -> None:
        self.sign_ins.prune()
        self.asks.prune()


def _people(server) -> "People":
    if server.people is None:
        raise Refused("no_accounts", "net.no_accounts")
    return server.people


def _refused(problem) -> Refused:
    sentence = problem.sentence
    return Refused("account", sentence.key, *sentence.values.values())


def _shown(account) -> dict:
    """What its own connection is told of an account."""
    return {"name": account.name, "email": account.email, "confirmed": account.confirmed}


def _within(budget: Budget, client) -> None:
    if not budget.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", budget.wait(client.address))


async def _tried(budget: Budget, client, work, *args):
    """`work(*args)`'s answer, asked only within the address's budget: a wrong password or code
    spends it, and says why."""
    _within(budget, client)
    try:
        return await work(*args)
    except Problem as problem:
        if problem.sentence.key in ("net.sign_in_wrong", "net.code_wrong"):
            budget.spend(client.address)
        raise _refused(problem) from None


def _tie(server, client, account, token: str) -> None:
    client.account, client.session = account.id, token
    server.send(client, {"type": "signed_in", "session": token, "account": _shown(account)})


async def _mine(server, client):
    """The connection's account, its session confirmed in the store (revoked at another server,
    it is untied here too), or refused."""
    people = _people(server)
    account = await people.accounts.signed_in(client.session) if client.session else None
    if account is None:
        client.account = client.session = None
        raise Refused("not_signed_in", "net.not_signed_in")
    return account


async def sign_up(server, client, frame: dict) -> None:
    people = _people(server)
    if not people.asks.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", people.asks.wait(client.address))
    try:
        account, token = await people.accounts.sign_up(frame.get("name"), frame.get("password"), frame.get("email"),
                                                       frame.get("language", "en"))
    except Problem as problem:
        raise _refused(problem) from None
    people.asks.spend(client.address)
    server.events.say(f"#{client.number} signed up")
    _tie(server, client, account, token)


async def sign_in(server, client, frame: dict) -> None:
    """By name and password (a new session), or again by a session's token (after a reconnection)."""
    people = _people(server)
    if "session" in frame:
        account = await people.accounts.signed_in(frame["session"])
        if account is None:
            raise Refused("not_signed_in", "net.session_gone")
        _tie(server, client, account, frame["session"])
        return
    account, token = await _tried(people.sign_ins, client, people.accounts.sign_in, frame.get("name"), frame.get("password"))
    server.events.say(f"#{client.number} signed in")
    _tie(server, client, account, token)


async def who_am_i(server, client, frame: dict) -> None:
    try:
        account = await _mine(server, client)
    except Refused as refused:
        if refused.kind != "not_signed_in":
            raise
        account = None
    server.send(client, {"type": "account", "account": _shown(account) if account else None})


async def confirm_address(server, client, frame: dict) -> None:
    account = await _mine(server, client)
    people = _people(server)
    account = await _tried(people.sign_ins, client, people.accounts.confirm, account, frame.get("secret"))
    server.send(client, {"type": "account", "account": _shown(account)})


async def sign_out(server, client, frame: dict) -> None:
    await _mine(server, client)
    await server.people.accounts.sign_out(client.session)
    client.account = client.session = None
    server.send(client, {"type": "signed_out", "everywhere": False})


async def sign_out_everywhere(server, client, frame: dict) -> None:
    """Every session of the account revoked: its connections here untied at once, those at other
    servers at their next request about it (`_mine`)."""
    account = await _mine(server, client)
    await server.people.accounts.sign_out_everywhere(account)
    _untie_all(server, account.id, {"type": "signed_out", "everywhere": True})


def _untie_all(server, account_id: str, frame: dict) -> None:
    for other in server.clients:
        if other.account == account_id:
            other.account = other.session = None
            server.send(other, frame)


async def ask_reset(server, client, frame: dict) -> None:
    """Answered alike whether or not the name or address has an account."""
    people = _people(server)
    if not people.asks.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", people.asks.wait(client.address))
    people.asks.spend(client.address)
    await people.accounts.ask_reset(frame.get("name", frame.get("email")))
    server.send(client, {"type": "reset_asked"})


async def reset(server, client, frame: dict) -> None:
    people = _people(server)
    account, token = await _tried(people.sign_ins, client,
                                  people.accounts.reset, frame.get("name"), frame.get("secret"), frame.get("password"))
    server.events.say(f"#{client.number} reset a password")
    _untie_all(server, account.id, {"type": "signed_out", "everywhere": True})
    _tie(server, client, account, token)


async def delete_account(server, client, frame: dict) -> None:
    account = await _mine(server, client)
    people = _people(server)
    await _tried(people.sign_ins, client, people.accounts.delete, account, frame.get("password"))
    server.events.say(f"#{client.number} deleted its account")
    _untie_all(server, account.id, {"type": "account_deleted"})


HANDLERS = {"sign_up": sign_up, "confirm_address": confirm_address, "sign_in": sign_in, "sign_out": sign_out,
            "sign_out_everywhere": sign_out_everywhere, "ask_reset": ask_reset, "reset": reset,
            "delete_account": delete_account, "who_am_i": who_am_i}
