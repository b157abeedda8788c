"""The server's part of accounts (`xerxes-server --accounts`): the frames that sign up, sign in
and out, give, change and confirm an address, reset a password and delete an account, each answered
through the people's own module (people/accounts.py), and a connection signed in tied to its account
(`client.account`). Without --accounts each is refused in words ("net.no_accounts"): friends with
a join code, and games hosted from the app, need no account.

Bounds per real address (guard.py counts it, real_address.py finds it behind a balancer), with
the budgets the server keeps against strangers (budgets.py): wrong passwords and wrong codes,
SIGN_INS at once then one a minute; sign-ups and codes asked for, ASKS at once then as many an
hour. Each account's own bound, a wait that doubles, is kept in the store, shared by every server.

Nothing of a password, a session's token or an e-mailed code is ever written to a log, nor sent
back in a refusal."""

from __future__ import annotations

import asyncio

from ..people.accounts import Accounts, Problem
from ..people.passwords import Hasher
from ..people.ratings import Rating, model
from ..people.relations import TOUCH_EVERY
from .budgets import Budget
from .protocol import Refused

SIGN_INS = (10, 60.0)  # wrong passwords and codes from one address: 10 at once, then one a minute
ASKS = (5, 720.0)  # sign-ups and codes asked for from one address: 5 at once, then 5 an hour
LISTS = (30, 2.0)  # lists (tables, seats to fill, games, people) from one address: 30 at once, then one in 2 s
SEATINGS = (10, 30.0)  # seats taken at listed tables (and Play now) from one address: 10 at once, then one in 30 s


class People:
    """What the server keeps for its accounts: the people's module over its store, the budgets
    of each address, and the ratings shown beside their names (rated_games.py)."""

    def __init__(self, store, hashing: dict, clock, wall):
        self.store = store
        self.hasher = Hasher(**hashing)
        model()  # openskill, which rates their games: here at the start, or ImportError
        self.accounts = Accounts(store, self.hasher, wall)
        self.sign_ins = Budget(*SIGN_INS, clock)
        self.asks = Budget(*ASKS, clock)
        self.lists = Budget(*LISTS, clock)  # lobby.py, my_games.py, relations.py
        self.seatings = Budget(*SEATINGS, clock)  # lobby.py
        self.touched = clock()  # when the accounts signed in here were last touched (`touch`)
        self.shown: dict[str, Rating] = {}  # account id: its rating as last fetched

    def rating_shown(self, account: str) -> dict:
        """The account's rating as the seats show it: a new account's 1500, provisional."""
        rating = self.shown.get(account, Rating())
        return {"rating": rating.shown, "provisional": rating.provisional}

    async def open(self) -> None:
        await self.store.open()

    async def close(self) -> None:
        self.hasher.close()
        await self.store.close()

    def touch(self, server) -> None:
        """The accounts signed in at this server's connections are here (people/relations.py),
        told to the store every TOUCH_EVERY seconds, in the background."""
        now = server.clock()
        if now - self.touched < TOUCH_EVERY:
            return
        self.touched = now
        here = sorted({client.account for client in server.clients if client.account is not None})
        if here:
            asyncio.ensure_future(self._touched(server, here))

    async def _touched(self, server, here: list[str]) -> None:
        try:
            await self.store.touch(here, server.wall())
        except Exception as error:  # the database away: the next touch says it
            server.summary.note("database not answering", str(error)[:300])

    def prune(self) -> None:
        for budget in (self.sign_ins, self.asks, self.lists, self.seatings):
            budget.prune()


def people_of(server) -> "People":
    if server.people is None:
        raise Refused("no_accounts", "net.no_accounts")
    return server.people


def refused_for(problem) -> Refused:
    sentence = problem.sentence
    return Refused("account", sentence.key, *sentence.values.values())


def _shown(account) -> dict:
    """What its own connection is told of an account."""
    return {"name": account.name, "email": account.email, "confirmed": account.confirmed}


def _within(budget: Budget, client) -> None:
    if not budget.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", budget.wait(client.address))


def within_lists(server, client) -> None:
    """A list asked for, within the address's budget: spent, or refused ("lists")."""
    budget = people_of(server).lists
    if not budget.allows(client.address):
        raise Refused("lists", "net.lists", budget.wait(client.address))
    budget.spend(client.address)


async def _tried(budget: Budget, client, work, *args):
    """`work(*args)`'s answer, asked only within the address's budget: a wrong password or code
    spends it, and says why."""
    _within(budget, client)
    try:
        return await work(*args)
    except Problem as problem:
        if problem.sentence.key in ("net.sign_in_wrong", "net.code_wrong"):
            budget.spend(client.address)
        raise refused_for(problem) from None


async def _tie(server, client, account, token: str) -> None:
    client.tie(account.id, account.name, token)
    await server.people.store.touch([account.id], server.wall())  # here, for those who follow it
    server.send(client, {"type": "signed_in", "session": token, "account": _shown(account)})


async def mine(server, client):
    """The connection's account, its session confirmed in the store (revoked at another server,
    it is untied here too), or refused."""
    people = people_of(server)
    account = await people.accounts.signed_in(client.session) if client.session else None
    if account is None:
        client.untie()
        raise Refused("not_signed_in", "net.not_signed_in")
    return account


async def sign_up(server, client, frame: dict) -> None:
    people = people_of(server)
    if not people.asks.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", people.asks.wait(client.address))
    try:
        account, token = await people.accounts.sign_up(frame.get("name"), frame.get("password"), frame.get("email"),
                                                       frame.get("language", "en"))
    except Problem as problem:
        raise refused_for(problem) from None
    people.asks.spend(client.address)
    server.events.say(f"#{client.number} signed up")
    server.people_watch.woken()  # its code sent now, not at the sender's next round
    await _tie(server, client, account, token)


async def sign_in(server, client, frame: dict) -> None:
    """By name and password (a new session), or again by a session's token (after a reconnection)."""
    people = people_of(server)
    if "session" in frame:
        account = await people.accounts.signed_in(frame["session"])
        if account is None:
            raise Refused("not_signed_in", "net.session_gone")
        await _tie(server, client, account, frame["session"])
        return
    account, token = await _tried(people.sign_ins, client, people.accounts.sign_in, frame.get("name"), frame.get("password"))
    server.events.say(f"#{client.number} signed in")
    await _tie(server, client, account, token)


async def who_am_i(server, client, frame: dict) -> None:
    try:
        account = await mine(server, client)
    except Refused as refused:
        if refused.kind != "not_signed_in":
            raise
        account = None
    server.send(client, {"type": "account", "account": _shown(account) if account else None})


async def confirm_address(server, client, frame: dict) -> None:
    account = await mine(server, client)
    people = people_of(server)
    account = await _tried(people.sign_ins, client, people.accounts.confirm, account, frame.get("secret"))
    server.send(client, {"type": "account", "account": _shown(account)})


async def set_address(server, client, frame: dict) -> None:
    """The address added, changed, removed (null) or sent its code again, by the password: wrong
    ones bounded as signing in's; the codes sent bounded as sign-ups' are, per address."""
    account = await mine(server, client)
    people = people_of(server)
    if not people.asks.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", people.asks.wait(client.address))
    account = await _tried(people.sign_ins, client, people.accounts.set_address, account, frame.get("password"),
                           frame.get("email"))
    if account.email is not None and not account.confirmed:
        people.asks.spend(client.address)
        server.people_watch.woken()  # its code sent now, not at the sender's next round
    server.events.say(f"#{client.number} set its address")
    server.send(client, {"type": "account", "account": _shown(account)})


async def sign_out(server, client, frame: dict) -> None:
    await mine(server, client)
    await server.people.accounts.sign_out(client.session)
    client.untie()
    server.send(client, {"type": "signed_out", "everywhere": False})


async def sign_out_everywhere(server, client, frame: dict) -> None:
    """Every session of the account revoked: its connections here untied at once, those at other
    servers at their next request about it (`mine`)."""
    account = await mine(server, client)
    await server.people.accounts.sign_out_everywhere(account)
    _untie_all(server, account.id, {"type": "signed_out", "everywhere": True})


def _untie_all(server, account_id: str, frame: dict) -> None:
    for other in server.clients:
        if other.account == account_id:
            other.untie()
            server.send(other, frame)


async def ask_reset(server, client, frame: dict) -> None:
    """Answered alike whether or not the name or address has an account."""
    people = people_of(server)
    if not people.asks.allows(client.address):
        raise Refused("sign_ins", "net.sign_ins", people.asks.wait(client.address))
    people.asks.spend(client.address)
    await people.accounts.ask_reset(frame.get("name", frame.get("email")))
    server.people_watch.woken()
    server.send(client, {"type": "reset_asked"})


async def reset(server, client, frame: dict) -> None:
    people = people_of(server)
    account, token = await _tried(people.sign_ins, client,
                                  people.accounts.reset, frame.get("name"), frame.get("secret"), frame.get("password"))
    server.events.say(f"#{client.number} reset a password")
    _untie_all(server, account.id, {"type": "signed_out", "everywhere": True})
    await _tie(server, client, account, token)


async def delete_account(server, client, frame: dict) -> None:
    account = await mine(server, client)
    people = people_of(server)
    await _tried(people.sign_ins, client, people.accounts.delete, account, frame.get("password"), server.forget_account)
    server.events.say(f"#{client.number} deleted its account")
    _untie_all(server, account.id, {"type": "account_deleted"})


HANDLERS = {"sign_up": sign_up, "confirm_address": confirm_address, "set_address": set_address, "sign_in": sign_in,
            "sign_out": sign_out, "sign_out_everywhere": sign_out_everywhere, "ask_reset": ask_reset, "reset": reset,
            "delete_account": delete_account, "who_am_i": who_am_i}
