"""An invitation is one line, `xerxes://ADDRESS:PORT/CODE` (`?tls=1` for a secure server): made,
read back the same, and anything else refused with one sentence, never an exception of another
kind."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from xerxes_app.net.invitation import LONGEST, BadInvitation, Invitation, invitation, looks_like, read
from xerxes_app.net.rooms import CODE_LETTERS


@pytest.mark.parametrize("address, port, code, tls, line", [
    ("203.0.113.20", 8765, "KXRTMPAC", False, "xerxes://203.0.113.20:8765/KXRTMPAC"),
    ("play.example.org", 443, "KXRTMPAC", True, "xerxes://play.example.org:443/KXRTMPAC?tls=1"),
    ("2001:db8::7", 8765, "ACDEFH", False, "xerxes://[2001:db8::7]:8765/ACDEFH"),
    ("[2001:db8::7]", 9000, "ACDEFHJK", True, "xerxes://[2001:db8::7]:9000/ACDEFHJK?tls=1"),
])
def test_an_invitation_is_made_and_read_back(address, port, code, tls, line):
    assert invitation(address, port, code, tls) == line
    assert read(line) == Invitation(address.strip("[]"), port, code, tls)
    assert looks_like(line)


@pytest.mark.parametrize("line, expected", [
    ("  XERXES://203.0.113.20:8765/kxrtmpac \n", Invitation("203.0.113.20", 8765, "KXRTMPAC")),  # as a chat wraps it
    ("xerxes://play.example.org/KXRTMPAC", Invitation("play.example.org", 8765, "KXRTMPAC")),  # the usual port
    ("xerxes://play.example.org:8765/KXRTMPAC/?tls=0", Invitation("play.example.org", 8765, "KXRTMPAC")),
    ("xerxes://[2001:DB8:0:0::7]:1/KXRTMPAC", Invitation("2001:db8::7", 1, "KXRTMPAC")),
])
def test_a_line_is_read_as_the_host_meant_it(line, expected):
    assert read(line) == expected


@pytest.mark.parametrize("line, key", [
    ("http://203.0.113.20:8765/KXRTMPAC", "invite.scheme"),
    ("xerxes:203.0.113.20:8765/KXRTMPAC", "invite.scheme"),
    ("203.0.113.20", "invite.scheme"),
    ("", "invite.scheme"),
    ("xerxes://203.0.113.20:0/KXRTMPAC", "invite.port"),
    ("xerxes://203.0.113.20:65536/KXRTMPAC", "invite.port"),
    ("xerxes://203.0.113.20:87a5/KXRTMPAC", "invite.port"),
    ("xerxes://203.0.113.20:/KXRTMPAC", "invite.port"),
    ("xerxes://[2001:db8::7/KXRTMPAC", "invite.address"),
    ("xerxes://203.0.113.20:8765/KXRTMP0", "invite.code"),
    ("xerxes://203.0.113.20:8765/KXRTMPACA", "invite.code"),
    ("xerxes://203.0.113.20:8765/", "invite.code"),
    ("xerxes://203.0.113.20:8765/KX/RTMPAC", "invite.code"),
    ("xerxes://203.0.113.20:8765/KXRTMPAC?tls=yes", "invite.tls"),
    ("xerxes://:8765/KXRTMPAC", "invite.address"),
    ("xerxes://ann:secret@203.0.113.20:8765/KXRTMPAC", "invite.address"),
    ("xerxes://2001:db8::7:8765/KXRTMPAC", "invite.port"),
    ("xerxes://[203.0.113.20]:8765/KXRTMPAC", "invite.address"),
    ("xerxes://bad_name.example:8765/KXRTMPAC", "invite.address"),
    ("xerxes://-example.org:8765/KXRTMPAC", "invite.address"),
    ("xerxes://203.0.113.20:8765/KXRT\x00MPAC", "invite.control"),
    ("xerxes://203.0.113.20\n:8765/KXRTMPAC", "invite.control"),
    ("xerxes://203.0.113.20:8765/KXRTMPAC\u202e", "invite.control"),
    ("xerxes://" + "a." * 200 + "org:8765/KXRTMPAC", "invite.too_long"),
])
def test_a_bad_invitation_is_one_sentence(line, key):
    with pytest.raises(BadInvitation) as refused:
        read(line)
    sentence = refused.value.sentence
    assert sentence.key == key and sentence.endswith(".") and str(refused.value) == sentence


def test_the_longest_line_is_bounded_before_anything_is_read():
    with pytest.raises(BadInvitation) as refused:
        read("x" * (LONGEST + 1))
    assert refused.value.sentence.key == "invite.too_long"


def test_an_address_or_a_code_alone_is_no_invitation():
    assert not looks_like("203.0.113.20") and not looks_like("KXRTMPAC") and not looks_like("play.example.org")
    assert looks_like("Xerxes:oops") and looks_like("https://example.org")


@given(st.text(max_size=400))
def test_any_text_is_an_invitation_or_one_sentence(text):
    try:
        found = read(text)
    except BadInvitation as refused:
        assert refused.sentence.key.startswith("invite.")
    else:
        assert read(str(found)) == found


@given(st.sampled_from(["198.51.100.1", "play.example.org", "::1", "fe80::1"]), st.integers(1, 65535),
       st.text(CODE_LETTERS, min_size=8, max_size=8), st.booleans())
def test_every_invitation_made_reads_back(address, port, code, tls):
    assert read(invitation(address, port, code, tls)) == Invitation(address, port, code, tls)
