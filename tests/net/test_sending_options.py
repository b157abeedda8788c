"""`xerxes-server`'s options for sending notices (net/outbound.py): the server command run with
--smtp sends a player's code through the SMTP server they name (aiosmtpd on 127.0.0.1), from the
sender they name, and stops cleanly; an option missing or wrong stops it at once in words, a
credentials file that is not two lines without quoting it; --help names every option."""

from __future__ import annotations

import json
import signal
import subprocess

import pytest
from websockets.sync.client import connect

from xerxes_app.net.server import main

from .helpers import LOOPBACK, wait_for
from .test_server_command import free_port, server_script
from .test_turn_notices import smtp
from tests.people.servers import Inbox


def test_the_server_command_sends_its_mail_through_the_smtp_server_named(tmp_path):
    inbox, port = Inbox(), free_port()
    with smtp(inbox) as smtp_port:
        process = subprocess.Popen([server_script(), "--port", str(port), "--data", str(tmp_path), "--address", LOOPBACK,
                                    "--accounts", "--public-url", "https://play.example.org", "--push",
                                    "--smtp", f"{LOOPBACK}:{smtp_port}", "--smtp-security", "plain",
                                    "--mail-from", "Xerxes <xerxes@play.example.org>"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert "listening on 127.0.0.1 port" in process.stdout.readline()
            with connect(f"ws://{LOOPBACK}:{port}") as socket:
                socket.send(json.dumps({"type": "sign_up", "name": "Ann", "password": "Persepolis-by-night",
                                        "email": "ann@example.org"}))
                assert json.loads(socket.recv(10))["type"] == "signed_in"
                socket.send(json.dumps({"type": "notices"}))
                assert json.loads(socket.recv(10))["channels"] == ["email", "push"]
            wait_for(lambda: len(inbox.messages) == 1, seconds=30)
            sender, to, message = inbox.messages[0]
            assert (sender, to, message["From"]) == ("xerxes@play.example.org", ["ann@example.org"],
                                                     "Xerxes <xerxes@play.example.org>")
            assert "the notices of play.example.org" in message.get_content()
            process.send_signal(signal.SIGTERM)
            out, err = process.communicate(timeout=20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
    assert process.returncode == 0, err
    assert "confirm_code sent by email" in out and "Traceback" not in err


@pytest.mark.parametrize("options, said", [
    (["--smtp", "smtp.example.org:587"], "--smtp and --push send the notices of accounts: give --accounts too"),
    (["--accounts", "--push"], "--smtp and --push need --public-url"),
    (["--accounts", "--smtp", "smtp.example.org:587", "--public-url", "https://play.example.org"], "--smtp needs --mail-from"),
    (["--accounts", "--smtp", "smtp.example.org", "--public-url", "https://play.example.org", "--mail-from", "a@b.c"],
     "--smtp is HOST:PORT"),
    (["--accounts", "--push", "--public-url", "https://play.example.org/xerxes"], "--public-url is the server's own address"),
    (["--accounts", "--push", "--public-url", "ftp://play.example.org"], "--public-url is the server's own address"),
    (["--accounts", "--push", "--public-url", "https://play.example.org", "--mail-from", "a@b.c"],
     "--smtp-credentials and --mail-from go with --smtp"),
    (["--accounts", "--public-url", "https://play.example.org"], "--public-url goes with --smtp or --push"),
    (["--accounts", "--smtp", "smtp.example.org:587", "--public-url", "https://play.example.org",
      "--mail-from", "one@b.c, two@b.c"], "--smtp needs --mail-from, one address"),
])
def test_sending_options_missing_or_wrong_stop_the_server_in_words(tmp_path, capsys, options, said):
    with pytest.raises(SystemExit) as stopped:
        main(["--data", str(tmp_path), *options])
    assert stopped.value.code == 2 and said in capsys.readouterr().err


def test_a_credentials_file_that_is_not_two_lines_stops_the_server_without_quoting_it(tmp_path, capsys):
    secret = tmp_path / "smtp-credentials"
    secret.write_text("xerxes@play.example.org\nthe password\nand a third line\n")
    base = ["--data", str(tmp_path), "--accounts", "--public-url", "https://play.example.org", "--smtp",
            "smtp.example.org:587", "--mail-from", "xerxes@play.example.org", "--smtp-credentials"]
    for credentials in (str(secret), str(tmp_path / "missing")):
        with pytest.raises(SystemExit):
            main([*base, credentials])
        err = capsys.readouterr().err
        assert "--smtp-credentials:" in err and "the password" not in err


def test_help_names_every_option_for_notices(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    said = capsys.readouterr().out
    for option in ("--public-url", "--smtp ", "--smtp-security", "--smtp-credentials", "--mail-from", "--push"):
        assert option in said, option
    with pytest.raises(SystemExit):
        main(["ratings", "--help"])
    assert "--recompute" in capsys.readouterr().out
