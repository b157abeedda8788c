"""Taking a screenshot of the app, and the moves some shots need, shared by the screenshot tools."""

from __future__ import annotations

from pathlib import Path

import pygame

from .autoplay import Clicker


def save_shot(app, folder: Path, name: str) -> None:
    app.step()
    app.step()
    pygame.image.save(app.window, folder / f"{name}.png")
    print(folder / f"{name}.png", flush=True)


def shoot_campaign_choice(app, clicker: Clicker, folder: Path, campaign, name: str) -> None:
    """A campaign chosen on the board, its card and its areas' shields clicked, then put back."""
    clicker.click(("campaign", campaign.card))
    for area in campaign.areas:
        clicker.click(("area", area))
    save_shot(app, folder, name)
    if app.top.confirming is not None:
        clicker.click("cancel")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    clicker.frames(2)  # Escape: the card put back
