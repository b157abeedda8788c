"""A notice by e-mail, through the operator's own SMTP server (their provider's, or a relay of
the machine's): composed as a plain-text message in the account's language and handed over once.

Sent with the standard library's `smtplib`, in a thread of its own (`asyncio.to_thread`), rather
than with `aiosmtplib`: a server sends a few notices a minute, the sender (sending.py) keeps only
a few in flight, so a thread each costs nothing, and smtplib brings STARTTLS, implicit TLS, AUTH
and each refusal's code with no dependency to keep up; each of its socket operations is bounded
by the settings' timeout, so a thread never outlives a silent server by much.

Headers are never made of a player's text: the subject is the notice's title, its game's name
put on one line (notice_words.py) and then encoded by `email.message.EmailMessage` (RFC 2047 for
what is not ASCII); the address is parsed by `email.headerregistry.Address`, which refuses
anything but one address. Each notice of a turn carries the one-click stop of RFC 8058
(`List-Unsubscribe` with the server's link, `List-Unsubscribe-Post: List-Unsubscribe=One-Click`)
and the same link in its text; `Auto-Submitted: auto-generated` (RFC 3834) keeps auto-replies away.

An answer of 5xx to the sender, the address or the message is lasting (the notice is dropped); a
4xx, a connection refused, lost or timed out, a refused login or a server without STARTTLS are
not (tried again later; the last three are the operator's to mend, and the log says so).
"""

from __future__ import annotations

import asyncio
import smtplib
import ssl
import time
from dataclasses import dataclass
from datetime import datetime, timezone
from email.errors import HeaderParseError
from email.headerregistry import Address
from email.message import EmailMessage
from email.policy import default
from email.utils import format_datetime, make_msgid
from pathlib import Path

from .delivery import NotSent
from .notice_words import NoticeWordsError, say
from .notices import Notice

STARTTLS, TLS, PLAIN = "starttls", "tls", "plain"  # plain: only to a relay on the same machine
SEVEN_BIT = default.clone(cte_type="7bit")  # words not in ASCII encoded, so any mail server takes them


@dataclass(frozen=True)
class MailSettings:
    host: str
    port: int
    sender: str  # the From address, "Xerxes <xerxes@play.example.org>"
    server: str  # the server's name as its players type it, said in every notice
    security: str = STARTTLS
    credentials: Path | None = None  # a file: the SMTP user name on its first line, the password on its second
    tls: ssl.SSLContext | None = None  # None: the system's certificate authorities
    timeout: float = 30.0  # seconds, for each of the connection's steps


def read_credentials(path: Path) -> tuple[str, str]:
    """The user name and password of the credentials file: never given on a command line, where
    every user of the machine can read them. A file that is not two lines says so (ValueError),
    never what it holds."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    if len(lines) != 2 or not lines[0] or not lines[1]:
        raise ValueError(f"{path} must hold two lines: the SMTP user name, then its password")
    return lines[0], lines[1]


def compose(notice: Notice, settings: MailSettings, now: float) -> EmailMessage:
    """The notice as an e-mail: NotSent (lasting) when it cannot be worded or addressed."""
    try:
        said = say(notice, settings.server)
        to = Address(addr_spec=notice.to)
    except (NoticeWordsError, ValueError, IndexError, HeaderParseError) as error:  # as the parser refuses an address
        raise NotSent(f"{notice.kind} e-mail not composed: {type(error).__name__}", lasting=True) from None
    message = EmailMessage(policy=SEVEN_BIT)
    message["From"] = settings.sender
    message["To"] = to
    message["Subject"] = said.title
    message["Date"] = format_datetime(datetime.fromtimestamp(now, timezone.utc))
    message["Message-ID"] = make_msgid(domain=settings.server)
    message["Auto-Submitted"] = "auto-generated"
    if said.stop:
        message["List-Unsubscribe"] = f"<{said.stop}>"
        message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message.set_content("\n\n".join(said.lines) + "\n")
    return message


class Mail:
    """The e-mail channel: `send` composes a notice and hands it to the SMTP server."""

    def __init__(self, settings: MailSettings, clock=time.time):
        self.settings, self.clock = settings, clock
        # Read once, at the start: a missing or malformed file stops the server at once, in words.
        self.login = read_credentials(settings.credentials) if settings.credentials else None

    async def send(self, notice: Notice) -> None:
        message = compose(notice, self.settings, self.clock())
        await asyncio.to_thread(self.hand_over, message)

    def hand_over(self, message: EmailMessage) -> None:
        settings = self.settings
        context = settings.tls or ssl.create_default_context()
        try:
            if settings.security == TLS:
                smtp = smtplib.SMTP_SSL(settings.host, settings.port, timeout=settings.timeout, context=context)
            else:
                smtp = smtplib.SMTP(settings.host, settings.port, timeout=settings.timeout)
            with smtp:
                if settings.security == STARTTLS:
                    smtp.starttls(context=context)
                if self.login:
                    smtp.login(*self.login)
                smtp.send_message(message)
        except smtplib.SMTPRecipientsRefused as error:
            code = next(iter(error.recipients.values()))[0]
            raise NotSent(f"the SMTP server refused the address ({code})", lasting=code >= 500) from None
        except (smtplib.SMTPSenderRefused, smtplib.SMTPDataError) as error:
            raise NotSent(f"the SMTP server refused the message ({error.smtp_code})",
                          lasting=error.smtp_code >= 500) from None
        except smtplib.SMTPAuthenticationError as error:
            raise NotSent(f"the SMTP server refused the credentials ({error.smtp_code})", lasting=False) from None
        except smtplib.SMTPNotSupportedError:
            raise NotSent("the SMTP server offers no STARTTLS or no AUTH", lasting=False) from None
        except (smtplib.SMTPException, OSError) as error:  # refused, lost, timed out, or a TLS failure
            raise NotSent(f"the SMTP server could not be reached ({type(error).__name__})", lasting=False) from None
