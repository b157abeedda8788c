"""What a server with accounts sends its notices with, as its operator's options say
(docs/server.md): e-mail through their SMTP server, pushes to the players' own URLs, and the
public address the notices' links point at (links.py).

    --public-url https://play.example.org
    --smtp smtp.example.org:587 [--smtp-security starttls|tls|plain] [--smtp-credentials FILE]
    --mail-from 'Xerxes <xerxes@play.example.org>'
    --push

The SMTP password is only ever in the credentials file (mail.py reads it once, at the start),
never on the command line, which every user of the machine can read."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass
from email.errors import HeaderParseError
from email.headerregistry import Address
from email.policy import default
from pathlib import Path
from urllib.parse import urlsplit

from ..people.delivery import Channel
from ..people.mail import PLAIN, STARTTLS, TLS, Mail, MailSettings
from ..people.notices import EMAIL, PUSH
from ..people.push import Push, PushSettings


@dataclass(frozen=True)
class Outbound:
    public_url: str  # where the players' browsers reach this server: its links begin so, with no "/" at the end
    channels: Mapping[str, Channel]  # EMAIL, PUSH, as the operator allows them: the sender's


def add_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--public-url", metavar="URL",
                        help="with --smtp or --push: the address players' browsers reach this server at "
                             "(https://play.example.org, its port if not the scheme's), where the notices' links "
                             "to stop them and to open a game point")
    parser.add_argument("--smtp", metavar="HOST:PORT",
                        help="with --accounts: send e-mail (the codes that confirm an address and reset a password, "
                             "the notices of turns) through this SMTP server: the provider's submission port, 587")
    parser.add_argument("--smtp-security", choices=(STARTTLS, TLS, PLAIN), default=STARTTLS,
                        help="starttls (the default: port 587), tls (TLS from the first byte: port 465) or plain "
                             "(only to a relay on this machine, port 25)")
    parser.add_argument("--smtp-credentials", metavar="FILE",
                        help="a file holding the SMTP user name on its first line and its password on the second, "
                             "readable by the server's user alone; never the password on the command line")
    parser.add_argument("--mail-from", metavar="ADDRESS",
                        help="with --smtp: the sender of the e-mails, 'Xerxes <xerxes@play.example.org>', an address "
                             "the provider lets the user send from")
    parser.add_argument("--push", action="store_true",
                        help="with --accounts: players may have their notices pushed to a URL of theirs (an ntfy "
                             "topic, a Discord or Matrix webhook), never one in this server's own network")


def outbound_from(args: argparse.Namespace, parser: argparse.ArgumentParser) -> Outbound | None:
    """The channels the options ask for (None: none), each checked now: an option missing or
    wrong, or a credentials file that cannot be read, stops the server in words."""
    if not (args.smtp or args.push):
        for option in ("public_url", "smtp_credentials", "mail_from"):
            if getattr(args, option):
                parser.error(f"--{option.replace('_', '-')} goes with --smtp or --push")
        return None
    if not args.accounts:
        parser.error("--smtp and --push send the notices of accounts: give --accounts too")
    if not args.public_url:
        parser.error("--smtp and --push need --public-url, where the notices' links point: https://play.example.org")
    parts = urlsplit(args.public_url)
    try:
        parts.port  # a port that is not a number from 0 to 65535 is refused here
    except ValueError:
        parser.error("--public-url's port is a number from 1 to 65535")
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.path.strip("/") or parts.query \
            or parts.username is not None or parts.fragment or not parts.netloc.isascii():
        parser.error("--public-url is the server's own address: https://play.example.org, nothing after the name "
                     "and port")
    public_url = f"{parts.scheme}://{parts.netloc}"
    server = parts.hostname
    channels: dict[str, Channel] = {}
    if args.smtp:
        host, _, port = args.smtp.rpartition(":")
        if not host or not port.isdigit() or not 0 < int(port) < 65536:
            parser.error("--smtp is HOST:PORT, as smtp.example.org:587")
        if not args.mail_from or not _one_address(args.mail_from):
            parser.error("--smtp needs --mail-from, one address: 'Xerxes <xerxes@play.example.org>'")
        settings = MailSettings(host.strip("[]"), int(port), args.mail_from, server, security=args.smtp_security,
                                credentials=Path(args.smtp_credentials) if args.smtp_credentials else None)
        try:
            channels[EMAIL] = Mail(settings)
        except (OSError, UnicodeError, ValueError) as error:
            parser.error(f"--smtp-credentials: {getattr(error, 'strerror', None) or error}")
    elif args.smtp_credentials or args.mail_from:
        parser.error("--smtp-credentials and --mail-from go with --smtp")
    if args.push:
        channels[PUSH] = Push(PushSettings(server))
    return Outbound(public_url, channels)


def _one_address(text: str) -> bool:
    try:
        header = default.header_factory("From", text)
        return len(header.addresses) == 1 and isinstance(header.addresses[0], Address) and bool(header.addresses[0].domain)
    except (HeaderParseError, IndexError, ValueError):
        return False
