"""Ratings kept on a server with accounts, against both stores (the `store` fixture): rated games
of three accounts played to the end over the real protocol update each rating once, exactly as
openskill's Plackett-Luce computes it from the game's finishing order (people/ratings.py on the
same records, built here from the game replayed); shown beside the names at the table; games not
rated change nothing; whoever gave up is ranked last; the leaderboard a page at a time;
`xerxes-server ratings --recompute` gives the same figures from the games, and from the records
kept of games since removed; two servers on one database count a game once, and a server taking
a game over counts an end its server missed."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from openskill.models import PlackettLuce

from xerxes_app.people.ratings import FINISHED, FinishedGame, Rating, RatedSeat, rate
from xerxes_app.people.records import Account
from xerxes_app.net.server import main
from xerxes_app.rules import apply, command_from_json, current_player, new_game
from xerxes_app.rules.scoring import final_standings

from .helpers import Player, ServerThread, play_until_over, wait_for
from .signed_in import accounts_server, answer, ask, game_of, on_loop, signed_up


def kept_ratings(server: ServerThread, accounts: list[str]) -> dict[str, Rating]:
    return on_loop(server, server.server.people.store.ratings(accounts))


def finished(data: dict) -> FinishedGame:
    """The game's record for the ratings, made here from the game replayed: each seat's account
    as the game kept it, its place by R19, the moves its person made."""
    setup, state = data["network"]["setup"], data["state"]
    game = new_game(len(state["players"]), state["seed"], setup["satraps"], setup["turn_order"])
    moves = [0] * len(state["players"])
    for command in data["table"]["commands"]:
        moves[current_player(game)] += 1
        apply(game, command_from_json(command))
    assert game.is_over
    ranks = {standing.seat: standing.rank for standing in final_standings(game)}
    accounts = [seat["account"] for seat in data["network"]["seats"]]
    return FinishedGame(f"{data['network']['code']}@{data['network']['made']:.0f}", FINISHED,
                        tuple(RatedSeat(account, ranks[seat], moves[seat]) for seat, account in enumerate(accounts)))


def play_rated(server: ServerThread, players: list[Player], name: str) -> dict:
    code = game_of(server, players, name=name)
    play_until_over(players, seconds=120)
    wait_for(lambda: server.snapshot(code)["network"]["rated"]["counted"])
    return server.snapshot(code)


def test_rated_games_of_three_accounts_update_each_rating_once_as_openskill_computes_it(tmp_path, store):
    with accounts_server(tmp_path, store) as server:
        players = [signed_up(server, seed, name) for seed, name in ((1, "Ann"), (2, "Bo"), (3, "Cy"))]
        first = play_rated(server, players, "Sardis")
        accounts = [seat["account"] for seat in first["network"]["seats"]]
        assert all(accounts) and len(set(accounts)) == 3
        record = finished(first)
        expected = rate({}, record)
        assert kept_ratings(server, accounts) == expected and all(rating.games == 1 for rating in expected.values())
        # openskill's own Plackett-Luce, its defaults, rates the same finishing order alike (a tie aside).
        ranks = [seat.rank for seat in record.seats]
        if len(set(ranks)) == 3:
            model = PlackettLuce()
            direct = model.rate([[model.rating()] for _ in ranks], ranks=ranks)
            assert [expected[a].mu for a in accounts] == [team[0].mu for team in direct]
            assert [expected[a].sigma for a in accounts] == [team[0].sigma for team in direct]
        # Shown beside the names: each seat's rating, provisional (one game of ten).
        wait_for(lambda: [row.get("rating") for row in last_seats(players[0])] == [expected[a].shown for a in accounts],
                 also=players[0].read)
        assert all(row["provisional"] is True for row in last_seats(players[0]))
        # Its end seen again (a beat, the game loaded afresh): counted once.
        server.call(lambda: setattr(server.server.rooms[first["network"]["code"]].rated, "counted", False))
        on_loop(server, server.server.people_watch.beat())
        assert kept_ratings(server, accounts) == expected
        # A second game of the same three, rated from where the first left them.
        for player in players:
            player.game = None
        second = play_rated(server, players, "Susa")
        expected = {**expected, **rate(expected, finished(second))}
        assert kept_ratings(server, accounts) == expected and all(rating.games == 2 for rating in expected.values())
        board = ask(players[1], {"type": "leaderboard"}, ("leaderboard",))
        assert board["rows"] == [] and board["total"] == 0  # nobody is past provisional yet
        assert board["mine"] == {"rating": expected[accounts[1]].shown, "provisional": True, "games": 2, "place": None}
        # A recompute while the server holds its folder: refused in one line, nothing changed.
        if not store:
            held = subprocess.run([sys.executable, "-m", "xerxes_app.net.server", "ratings", "--recompute", "--data",
                                   str(tmp_path)], capture_output=True, text=True, timeout=60)
            assert held.returncode == 1 and held.stderr == f"xerxes-server ratings: a server holds {tmp_path}: stop it first\n"
            assert kept_ratings(server, accounts) == expected
        for player in players:
            player.close()
    # Recomputed from the games, with the server stopped: the same figures, whatever was kept.
    spoil(tmp_path, store, accounts)
    assert recomputed(tmp_path, store) == (
        "ratings recomputed from 2 rated games (2 read from the games kept, 0 from the records of games since "
        "removed): 3 accounts rated, 3 ratings changed")
    assert ratings_now(tmp_path, store, accounts) == expected
    # The first game removed since (--keep-finished): its record kept at its end stands for it.
    remove_game(tmp_path, store, first["network"]["code"])
    spoil(tmp_path, store, accounts)
    assert "(1 read from the games kept, 1 from the records of games since removed)" in recomputed(tmp_path, store)
    assert ratings_now(tmp_path, store, accounts) == expected


def last_seats(player: Player) -> list[dict]:
    return next(frame["seats"] for frame in reversed(player.frames) if frame["type"] == "seats")


def recomputed(folder, store: dict) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["ratings", "--recompute", *(["--database", store["database"]] if store else ["--data", str(folder)])])
    assert status == 0, out.getvalue()
    return out.getvalue().strip()


def spoil(folder, store: dict, accounts: list[str]) -> None:
    """Every kept rating made wrong, as a fault or a hand would."""
    if store:
        from .test_stores import query

        query(store["database"], "UPDATE xerxes_ratings SET mu = 1, sigma = 1, games = 99")
        return
    path = folder / "people" / "ratings.json"
    path.write_text(json.dumps([{"account": a, "mu": 1.0, "sigma": 1.0, "games": 99} for a in accounts]))


def ratings_now(folder, store: dict, accounts: list[str]) -> dict[str, Rating]:
    if store:
        from .test_stores import query

        rows = query(store["database"], "SELECT * FROM xerxes_ratings")
        return {row["account"]: Rating(row["mu"], row["sigma"], row["games"]) for row in rows}
    rows = json.loads((folder / "people" / "ratings.json").read_text())
    return {row.pop("account"): Rating(**row) for row in rows}


def remove_game(folder, store: dict, code: str) -> None:
    if store:
        from .test_stores import query

        query(store["database"], f"DELETE FROM xerxes_games WHERE code = '{code}'")
    else:
        (folder / "games" / f"{code}.json").unlink()


# --- Games not rated, and a seat given up --------------------------------------------------------


def test_games_with_a_computer_at_the_end_or_ended_by_agreement_rate_nobody(tmp_path, store):
    with accounts_server(tmp_path, store) as server:
        ann, bo, cy = (signed_up(server, seed, name) for seed, name in ((4, "Ann"), (5, "Bo"), (6, "Cy")))
        # A computer's seat from the start, played to the end: not rated.
        code = game_of(server, [ann, bo, None])
        play_until_over([ann, bo], seconds=120)
        wait_for(lambda: server.snapshot(code)["network"]["rated"]["counted"])
        # Cy gives his seat up at once; Ann and Bo end the game by agreement: abandoned, not rated.
        for player in (ann, bo):
            player.game = None
        code = game_of(server, [ann, bo, cy])
        cy.connection.send({"type": "give_up", "code": code, "seat": 2, "token": cy.game.tokens[2]})
        answer(cy, ("given_up",))
        for seat, player in ((0, ann), (1, bo)):
            player.connection.send({"type": "end", "code": code, "seat": seat, "token": player.game.tokens[seat],
                                    "agree": True})
        wait_for(lambda: server.snapshot(code)["network"]["rated"]["counted"])
        assert server.snapshot(code)["network"]["ending"]["abandoned"] is not None
        accounts = [server.snapshot(code)["network"]["rated"]["quitters"][0][1]] + [
            seat["account"] for seat in server.snapshot(code)["network"]["seats"][:2]]
        assert kept_ratings(server, accounts) == {}
        for player in (ann, bo, cy):
            player.close()


@pytest.mark.parametrize("moves, rated", [(2, False), (3, True)])
def test_a_seat_given_up_ranks_its_account_last_once_it_made_three_moves(tmp_path, moves, rated):
    with accounts_server(tmp_path, {}) as server:
        ann, bo, cy = (signed_up(server, seed, name) for seed, name in ((7, "Ann"), (8, "Bo"), (9, "Cy")))
        code = game_of(server, [ann, bo, cy])
        room = server.server.rooms[code]
        cy_account = server.call(lambda: room.seats[2].account)
        # Cy plays until his decision after `moves` of his own, and gives the seat up instead.
        wait_for(lambda: server.call(lambda: room.deciding() == 2 and room.rated.moves[2] == moves),
                 also=lambda: [ann.step(), bo.step(), server.call(lambda: room.rated.moves[2]) < moves and cy.step()])
        cy.connection.send({"type": "give_up", "code": code, "seat": 2, "token": cy.game.tokens[2]})
        answer(cy, ("given_up",))
        cy.close()
        ann.game.hand_over(2)  # a seat given up: a computer plays it at once
        play_until_over([ann, bo], seconds=120)
        wait_for(lambda: server.snapshot(code)["network"]["rated"]["counted"])
        data = server.snapshot(code)
        assert data["network"]["rated"]["quitters"] == [[2, cy_account, moves]]
        accounts = [seat["account"] for seat in data["network"]["seats"][:2]] + [cy_account]
        kept = kept_ratings(server, accounts)
        if not rated:
            assert kept == {}  # Cy made 2 moves: too short a game to rate
        else:
            record = finished(data)
            seats = (*record.seats[:2], RatedSeat(cy_account, record.seats[2].rank, moves, gave_up=True, computer=True))
            assert kept == rate({}, FinishedGame(record.game, FINISHED, seats))
            assert kept[cy_account].mu < min(kept[accounts[0]].mu, kept[accounts[1]].mu)  # last, whatever his VP
        ann.close()
        bo.close()


# --- The leaderboard ------------------------------------------------------------------------------


def test_the_leaderboard_lists_the_ratings_past_provisional_a_page_at_a_time(tmp_path, store):
    with accounts_server(tmp_path, store) as server:
        ann = signed_up(server, 10, "Ann")
        ann_id = server.call(lambda: next(iter(c.account for c in server.server.clients if c.account)))
        store_ = server.server.people.store
        others = [Account(f"id{n:03}", f"Player {n:03}", (f"player {n:03}", f"p1ayer {n:03}"), "x", made=1.0)
                  for n in range(64)]
        for account in others:
            assert on_loop(server, store_.add_account(account))
        # 60 rated past provisional (two with one skill, told apart by their games), 4 still provisional.
        wanted = {account.id: Rating(20.0 + n / 10, 5.0, 10 + n % 3) for n, account in enumerate(others[:60])}
        wanted[others[1].id] = Rating(wanted[others[0].id].mu, 5.0, 30)
        wanted.update({account.id: Rating(40.0, 5.0, 9) for account in others[60:]})
        wanted[ann_id] = Rating(26.05, 4.0, 12)
        for number, (account, rating) in enumerate(wanted.items()):
            seats = (RatedSeat(account, 1, 3),)
            on_loop(server, store_.count_game(FinishedGame(f"g{number}", FINISHED, seats),
                                              lambda kept, game, rating=rating, account=account: {account: rating}))
        board = sorted(((r, a) for a, r in wanted.items() if r.games >= 10), key=lambda x: (-x[0].mu, -x[0].games, x[1]))
        names = {account.id: account.name for account in others} | {ann_id: "Ann"}
        rows = [{"place": n, "name": names[a], "rating": r.shown, "games": r.games} for n, (r, a) in enumerate(board, 1)]
        first = ask(ann, {"type": "leaderboard"}, ("leaderboard",))
        assert (first["from"], first["total"], first["rows"]) == (0, 61, rows[:50])
        assert rows[:50].index(next(row for row in rows if row["name"] == "Ann")) + 1 == first["mine"]["place"]
        assert first["mine"] == {"rating": 1563, "provisional": False, "games": 12, "place": first["mine"]["place"]}
        second = ask(ann, {"type": "leaderboard", "from": 50}, ("leaderboard",))
        assert (second["from"], second["total"], second["rows"]) == (50, 61, rows[50:])
        assert ask(ann, {"type": "leaderboard", "from": -1}, ())["kind"] == "malformed"
        ann.close()


# --- Several servers on one database --------------------------------------------------------------


def test_two_servers_count_a_game_once_and_one_taking_it_over_counts_an_end_its_server_missed(tmp_path, database):
    from .test_stores import query

    options = {"database": database, "lease": 1.0}
    with accounts_server(tmp_path / "a", options) as first:
        players = [signed_up(first, seed, name) for seed, name in ((11, "Ann"), (12, "Bo"), (13, "Cy"))]
        data = play_rated(first, players, "Sardis")
        accounts = [seat["account"] for seat in data["network"]["seats"]]
        expected = rate({}, finished(data))
        assert kept_ratings(first, accounts) == expected
        for player in players:
            player.close()
    code = data["network"]["code"]

    def uncounted() -> None:
        """The game as its server left it had it stopped between the last move and counting its end."""
        document = json.loads(query(database, "SELECT document FROM xerxes_games WHERE code = $1", code)[0]["document"])
        document["network"]["rated"]["counted"] = False
        query(database, "UPDATE xerxes_games SET document = $2, owner = NULL, due = 0 WHERE code = $1", code,
              json.dumps(document))

    def counted() -> bool:
        document = query(database, "SELECT document, owner FROM xerxes_games WHERE code = $1", code)[0]
        return document["owner"] is not None and json.loads(document["document"])["network"]["rated"]["counted"]

    def ratings() -> dict[str, Rating]:
        return {row["account"]: Rating(row["mu"], row["sigma"], row["games"])
                for row in query(database, "SELECT * FROM xerxes_ratings")}

    uncounted()
    with accounts_server(tmp_path / "b", options), accounts_server(tmp_path / "c", options):
        # Either server takes the game over and sees its end: counted already, so nothing changes.
        wait_for(counted, seconds=60)
        assert ratings() == expected
        # Its count lost too: whichever takes it over counts it, once.
        query(database, "DELETE FROM xerxes_rated_games")
        query(database, "DELETE FROM xerxes_ratings")
        uncounted()
        wait_for(counted, seconds=60)
        wait_for(lambda: ratings() == expected, seconds=10)
        assert [row["game"] for row in query(database, "SELECT game FROM xerxes_rated_games")] == [finished(data).game]


def test_a_listed_tables_rows_show_each_accounts_rating_beside_its_name(tmp_path, store):
    from .test_tables import client, created, listed, me, open_seat, signed_up as signed_up_by_socket

    with accounts_server(tmp_path, store) as server, client(server) as ann, client(server) as bo:
        signed_up_by_socket(ann, "Ann")
        signed_up_by_socket(bo, "Bo")
        code = created(ann, [me("Ann"), open_seat(2)], listed=True, mine=0)
        row = next(row for row in listed(bo) if row["code"] == code)
        assert (row["seats"][0]["rating"], row["seats"][0]["provisional"]) == (1500, True)  # a new account's
        assert "rating" not in row["seats"][1]  # an open seat: nobody's
        ann_id = server.call(lambda: server.server.rooms[code].seats[0].account)
        on_loop(server, server.server.people.store.count_game(
            FinishedGame("g", FINISHED, (RatedSeat(ann_id, 1, 3),)), lambda kept, game: {ann_id: Rating(27.5, 4.0, 12)}))
        row = next(row for row in listed(bo) if row["code"] == code)
        assert (row["seats"][0]["rating"], row["seats"][0]["provisional"]) == (1650, False)
