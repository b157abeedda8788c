"""Notices by e-mail (people/mail.py), sent to a real SMTP server on 127.0.0.1 (aiosmtpd): the
message as the person reads it, STARTTLS with a self-signed certificate and AUTH from the
credentials file, a player's text never a header, and each refusal as the sender must act on it."""

from __future__ import annotations

import asyncio
import ssl

import pytest
from aiosmtpd.smtp import SMTP

from xerxes_app.people.delivery import NotSent
from xerxes_app.people.mail import PLAIN, STARTTLS, TLS, Mail, MailSettings, read_credentials
from xerxes_app.people.notices import CONFIRM_CODE, TURN

from .notices_made import OPEN, STOP, notice
from .servers import CERTIFICATE, KEY, LOGIN, PASSWORD, Inbox, free_port, smtp_server, trusting

SENDER = "Xerxes <xerxes@play.example.org>"


def settings(port: int, **options) -> MailSettings:
    return MailSettings("127.0.0.1", port, SENDER, "play.example.org", **{"security": PLAIN, **options})


def send(inbox: Inbox, made, secure=False, **options):
    """Send one notice to a server of `inbox`; what NotSent said, or None once sent."""
    async def run():
        async with smtp_server(inbox, secure=secure) as port:
            try:
                await Mail(settings(port, **options), clock=lambda: 1_700_000_000.0).send(made)
            except NotSent as failed:
                return failed
    return asyncio.run(run())


def test_a_turn_is_told_by_e_mail_with_its_one_click_stop():
    inbox = Inbox()
    assert send(inbox, notice(TURN)) is None
    [(sender, recipients, message)] = inbox.messages
    assert (sender, recipients) == ("xerxes@play.example.org", ["ann@example.org"])
    assert message["Subject"] == "Xerxes: your turn in “Ann's game”"
    assert message["To"] == "ann@example.org" and message["From"] == SENDER
    assert message["List-Unsubscribe"] == f"<{STOP}>"  # RFC 8058: one click, by POST to the link
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert message["Auto-Submitted"] == "auto-generated"
    assert message["Date"] == "Tue, 14 Nov 2023 22:13:20 +0000"
    body = message.get_content()
    assert "It is your turn in “Ann's game” on play.example.org." in body
    assert f"Stop these notices: {STOP}" in body and f"Open the game: {OPEN}" in body


def test_a_notice_in_japanese_is_encoded_as_mail_is_never_sent_raw():
    inbox = Inbox()
    assert send(inbox, notice(TURN, "ja", game="アンのゲーム")) is None
    [(_, _, message)] = inbox.messages
    assert message["Subject"] == "Xerxes：「アンのゲーム」であなたの番です"
    assert "アンのゲーム" in message.get_content()
    assert message.as_bytes().isascii()  # the subject RFC 2047-encoded, the body in base64 or quoted-printable


def test_a_code_asked_for_carries_no_stop():
    inbox = Inbox()
    assert send(inbox, notice(CONFIRM_CODE)) is None
    [(_, _, message)] = inbox.messages
    assert message["List-Unsubscribe"] is None and "Your code: 482915" in message.get_content()


def test_starttls_with_a_self_signed_certificate_and_auth_from_the_credentials_file(tmp_path):
    credentials = tmp_path / "smtp-credentials"
    credentials.write_text(f"{LOGIN}\n{PASSWORD}\n")
    inbox = Inbox()
    assert send(inbox, notice(TURN), secure=True, security=STARTTLS, credentials=credentials, tls=trusting()) is None
    assert len(inbox.messages) == 1 and inbox.logins == [LOGIN]


def test_a_wrong_password_or_no_starttls_is_the_operators_to_mend_and_tried_again(tmp_path):
    credentials = tmp_path / "smtp-credentials"
    credentials.write_text(f"{LOGIN}\nnot the password\n")
    inbox = Inbox()
    failed = send(inbox, notice(TURN), secure=True, security=STARTTLS, credentials=credentials, tls=trusting())
    assert not failed.lasting and "credentials" in failed.reason and "not the password" not in failed.reason
    failed = send(inbox, notice(TURN), secure=False, security=STARTTLS, tls=trusting())
    assert not failed.lasting and "STARTTLS" in failed.reason
    assert inbox.messages == []


def test_a_certificate_not_trusted_is_refused_and_nothing_sent(tmp_path):
    inbox = Inbox()
    failed = send(inbox, notice(TURN), secure=True, security=STARTTLS)  # the system's authorities know it not
    assert not failed.lasting and inbox.messages == []


def test_implicit_tls_on_its_own_port():
    async def run():
        inbox = Inbox()
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(CERTIFICATE, KEY)
        server = await asyncio.get_running_loop().create_server(lambda: SMTP(inbox), "127.0.0.1", 0, ssl=context)
        try:
            await Mail(settings(server.sockets[0].getsockname()[1], security=TLS, tls=trusting())).send(notice(TURN))
        finally:
            server.close()
            await server.wait_closed()
        return inbox
    assert len(asyncio.run(run()).messages) == 1


@pytest.mark.parametrize("refusal, lasting", [
    ({"refuse_to": ["550 5.1.1 No such mailbox"]}, True), ({"refuse_to": ["451 4.3.0 Try again later"]}, False),
    ({"refuse_data": ["554 5.7.1 Refused"]}, True), ({"refuse_data": ["452 4.3.1 Out of room"]}, False)])
def test_a_refusal_is_lasting_at_5xx_and_passing_at_4xx(refusal, lasting):
    inbox = Inbox(**refusal)
    failed = send(inbox, notice(TURN))
    assert failed.lasting is lasting and inbox.messages == []


def test_a_server_down_is_tried_again_later():
    failed = asyncio.run(_send_to(free_port()))
    assert failed is not None and not failed.lasting


async def _send_to(port):
    try:
        await Mail(settings(port)).send(notice(TURN))
    except NotSent as failed:
        return failed


@pytest.mark.parametrize("to", ["ann@example.org\r\nBcc: eve@example.org", "ann@example.org, eve@example.org",
                                "<ann@example.org>", "ann", ""])
def test_an_address_that_is_not_one_address_is_never_sent_to(to):
    inbox = Inbox()
    failed = send(inbox, notice(TURN, to=to))
    assert failed.lasting and inbox.messages == []


def test_a_name_that_would_be_a_header_stays_in_the_subject():
    inbox = Inbox()
    assert send(inbox, notice(TURN, game="Ann\r\nBcc: eve@example.org\r\n\r\nHello")) is None
    [(_, recipients, message)] = inbox.messages
    assert recipients == ["ann@example.org"] and message["Bcc"] is None
    assert message["Subject"] == "Xerxes: your turn in “Ann  Bcc: eve@example.org    Hello”"


def test_the_credentials_file_is_two_lines_and_says_so_without_its_contents(tmp_path):
    credentials = tmp_path / "smtp-credentials"
    credentials.write_text("only-the-password-here\n")
    with pytest.raises(ValueError) as refused:
        read_credentials(credentials)
    assert "two lines" in str(refused.value) and "only-the-password-here" not in str(refused.value)
    credentials.write_text("user\npass word:with colons\n")
    assert read_credentials(credentials) == ("user", "pass word:with colons")
