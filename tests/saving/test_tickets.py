"""The network games kept at this computer: one ticket a game, written whole, read with the care
of every small file; a damaged, foreign, huge or piped ticket and a duplicate are set aside with
a sentence and nothing else is lost; the ticket of earlier versions is brought in; Load never
lists a ticket among the saves."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest

from xerxes_app.saving import list_saves
from xerxes_app.saving.atomic import left_behind
from xerxes_app.saving.tickets import (
    FOLDER, HOST, JOINED, LEGACY_FILE, Ticket, TicketKeeper, keep_ticket, latest_ticket, list_tickets, read_ticket,
    remove_ticket, servers_used,
)

A = Ticket(HOST, "127.0.0.1", 8765, "KXRTMP", {0: "token-of-ann"}, creator="creator-token", names=("Ann", "Bo"), year=3,
           turn=1, played=1000.0)
B = Ticket(JOINED, "198.51.100.5", 8765, "HDFKRA", {1: "token-of-bo"}, names=("Cy", "Bo", "Computer (Normal)"), year=1,
           turn=0, played=2000.0, pace="day")


def test_a_ticket_is_kept_whole_and_read_back_as_it_was(tmp_path):
    assert keep_ticket(tmp_path, A) is None
    path = tmp_path / FOLDER / A.file_name
    assert read_ticket(path) == A and read_ticket(path).path == path
    assert left_behind(path) == []  # written to a temporary file, then renamed over
    keeper = TicketKeeper(tmp_path)  # as a game goes: on a thread of its own, the latest written
    keeper.keep(replace(B, year=1))
    keeper.keep(replace(B, year=2, turn=None, over=True))
    keeper.close()
    assert read_ticket(tmp_path / FOLDER / B.file_name) == replace(B, year=2, turn=None, over=True)
    keeper.keep(replace(B, hints_used=1))  # kept again after the link closed it (a hint counted at the end)
    keeper.close()
    assert read_ticket(tmp_path / FOLDER / B.file_name).hints_used == 1


def test_every_game_is_listed_the_latest_first_and_never_among_the_saves(tmp_path):
    for ticket in (A, B, replace(A, port=9000, played=1500.0)):  # the same code on another server: another game
        keep_ticket(tmp_path, ticket)
    listed = list_tickets(tmp_path)
    assert [(t.code, t.port) for t in listed.tickets] == [("HDFKRA", 8765), ("KXRTMP", 9000), ("KXRTMP", 8765)]
    assert listed.problems == ()
    assert latest_ticket(tmp_path).code == "HDFKRA"
    assert servers_used(tmp_path) == [("198.51.100.5", 8765, False)]  # the servers joined, not this computer's own
    assert list_saves(tmp_path, examples=None) == []


def test_the_ticket_of_earlier_versions_becomes_a_ticket_of_the_list(tmp_path):
    legacy = {"format": "xerxes-network-game", "role": "joined", "address": "198.51.100.2", "port": 8765, "code": "MNPRTV",
              "tokens": {"1": "old-token"}, "players": 2, "tls": False, "kept": 1234.5}
    (tmp_path / LEGACY_FILE).write_text(json.dumps(legacy))
    assert list_saves(tmp_path, examples=None) == []  # never "unreadable" among the saves
    assert latest_ticket(tmp_path).code == "MNPRTV"
    listed = list_tickets(tmp_path)
    assert [(t.code, t.tokens, t.played, t.pace) for t in listed.tickets] == [("MNPRTV", {1: "old-token"}, 1234.5, "table")]
    assert not (tmp_path / LEGACY_FILE).exists() and listed.problems == ()


BAD = {
    "not JSON": b"{\"format\": \"xerxes-network-ticket\", \"version\": 1, \"ro",
    "foreign": json.dumps({"format": "xerxes-settings", "language": "en"}).encode(),
    "a field wrong": json.dumps({**A.to_json(), "port": "8765"}).encode(),
    "a pace unknown": json.dumps({**A.to_json(), "pace": "week"}).encode(),
    "a name a screen cannot show": json.dumps({**A.to_json(), "names": ["Ann\u0000", "Bo"]}).encode(),
    "huge": b" " * (70 * 1024) + json.dumps(A.to_json()).encode(),
    "nested deep": b"[" * 100_000 + b"]" * 100_000,
}


@pytest.mark.parametrize("kind", sorted(BAD))
def test_a_bad_ticket_is_set_aside_in_words_and_nothing_else_is_lost(tmp_path, kind):
    keep_ticket(tmp_path, B)
    bad = tmp_path / FOLDER / "ZZZZZZ-00000000.json"
    bad.write_bytes(BAD[kind])
    listed = list_tickets(tmp_path)
    assert [t.code for t in listed.tickets] == ["HDFKRA"]
    assert len(listed.problems) == 1 and listed.problems[0].key == "problem.ticket_set_aside"
    aside = tmp_path / FOLDER / "ZZZZZZ-00000000.json.damaged-1"
    assert aside.read_bytes() == BAD[kind] and str(aside) in listed.problems[0]
    assert list_tickets(tmp_path).problems == ()  # said once: the file is out of the list's way


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a named pipe needs mkfifo")
def test_a_pipe_or_a_folder_under_a_tickets_name_is_refused_at_once(tmp_path):
    keep_ticket(tmp_path, B)
    os.mkfifo(tmp_path / FOLDER / "PIPE-00000000.json")  # nobody writes it: reading it would wait for ever
    (tmp_path / FOLDER / "DIR-00000000.json").mkdir()
    listed = list_tickets(tmp_path)
    assert [t.code for t in listed.tickets] == ["HDFKRA"] and len(listed.problems) == 2
    assert latest_ticket(tmp_path).code == "HDFKRA"


def test_two_tickets_of_one_game_become_one_with_both_seats(tmp_path):
    keep_ticket(tmp_path, B)
    copy = tmp_path / FOLDER / "copy of the ticket.json"  # a copy made by hand, for another seat
    copy.write_text(json.dumps(replace(B, tokens={2: "token-of-the-computer-seat"}, played=2500.0).to_json()))
    listed = list_tickets(tmp_path)
    assert len(listed.tickets) == 1
    ticket = listed.tickets[0]
    assert ticket.tokens == {1: "token-of-bo", 2: "token-of-the-computer-seat"} and ticket.played == 2500.0
    assert listed.problems[0].key == "problem.ticket_duplicate" and not copy.exists()
    assert (tmp_path / FOLDER / "copy of the ticket.json.duplicate-1").exists()  # kept, out of the way
    assert read_ticket(tmp_path / FOLDER / B.file_name) == ticket


def test_a_ticket_removed_is_gone_and_the_others_stay(tmp_path):
    keep_ticket(tmp_path, A)
    keep_ticket(tmp_path, B)
    a = next(t for t in list_tickets(tmp_path).tickets if t.code == A.code)
    assert remove_ticket(a) is None
    assert [t.code for t in list_tickets(tmp_path).tickets] == [B.code]
    assert remove_ticket(a) is None  # removed already: nothing to say


def test_a_folder_that_refuses_the_ticket_is_a_warning(tmp_path):
    (tmp_path / FOLDER).write_text("a file where the folder should be")
    warning = keep_ticket(tmp_path, A)
    assert warning is not None and warning.what == "ticket"
