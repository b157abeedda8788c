"""Desktop notifications ("your turn in a game"), through `desktop-notifier`: the desktop's own
notifications on Linux (D-Bus), macOS and Windows.

Nothing here waits or fails: the library is imported the first time a notification is sent, on
a thread of its own with its own event loop (it is asynchronous), each notification given
SEND_SECONDS. Where the desktop has none (no D-Bus session, a bare container, the library
missing), the notification is dropped silently: the window's title and the sound say it anyway.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading

from ...resources import ICONS

SEND_SECONDS = 5.0  # a notification service that does not answer by then is taken to be absent
APP_NAME = "Xerxes"


class DesktopNotes:
    def __init__(self):
        self.waiting: queue.Queue[tuple[str, str] | None] = queue.Queue()
        self.thread: threading.Thread | None = None

    def notify(self, title: str, message: str) -> None:
        """Show a notification, sometime soon; never waits."""
        if self.thread is None:
            self.thread = threading.Thread(target=self._run, name="notifications", daemon=True)
            self.thread.start()
        self.waiting.put((title, message))

    def close(self, seconds: float = SEND_SECONDS + 1) -> None:
        if self.thread is not None:
            self.waiting.put(None)
            self.thread.join(seconds)

    def _run(self) -> None:
        # It logs each notification that failed with its traceback: a desktop without
        # notifications would write one a turn into the app's log.
        logging.getLogger("desktop_notifier").setLevel(logging.CRITICAL)
        try:
            from desktop_notifier import DesktopNotifier, Icon

            notifier = DesktopNotifier(app_name=APP_NAME, app_icon=Icon(path=ICONS / "xerxes-64.png"))
        except Exception:  # not installed, or no backend for this system
            notifier = None
        loop = asyncio.new_event_loop()
        try:
            while (note := self.waiting.get()) is not None:
                if notifier is not None:
                    try:
                        sent = notifier.send(title=note[0], message=note[1])
                        loop.run_until_complete(asyncio.wait_for(sent, SEND_SECONDS))
                    except Exception:  # no notification service, or one that never answered
                        pass
        finally:
            loop.close()
