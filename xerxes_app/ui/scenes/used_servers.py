"""The servers of the games played here before, offered in a menu to fill in the server's fields
(Join a game, and Host when a server serves the game): the latest first, each as its address, its
port and whether it speaks TLS, cut to the menu's width yet told apart."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIDropDownMenu

from ..looks.language import words
from ..looks.paint import elided

Server = tuple[str, int, bool]  # address, port, TLS (saving/tickets.py: servers_used)


def server_words(server: Server) -> str:
    address, port, tls = server
    return words("join.server_tls" if tls else "join.server", address=address, port=port)


def used_menu(servers: list[Server], rect: pygame.Rect, manager, root, factor: float,
              opens_up: bool = False) -> tuple[UIDropDownMenu, dict[str, Server]]:
    """The menu, "Used before…" first, and each option's server by its words; `opens_up` where
    it sits at the bottom of the screen (the theme's #opens_up)."""
    font = manager.get_theme().get_font(["drop_down_menu.button", "button"])
    options = {f"{elided(server_words(server), font, rect.width - round(52 * factor))}{' ' * i}": server
               for i, server in enumerate(servers)}  # told apart, however alike once cut
    shown = [words("join.used"), *options]
    menu = UIDropDownMenu(shown, shown[0], rect, manager, container=root, object_id="#opens_up" if opens_up else None)
    return menu, options


def menu_targets(menu: UIDropDownMenu | None) -> dict:
    """Where each option of the menu is, while it is open, for clicks and keys (("used", words))."""
    options = getattr(getattr(menu, "current_state", None), "options_selection_list", None)
    return {("used", item["text"]): item["button_element"].rect.copy()
            for item in (options.item_list if options is not None else []) if item["button_element"] is not None}
