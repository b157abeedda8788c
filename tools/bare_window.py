"""The yardstick of the app's start (`startup_ratio` in `scripts/bench`): a bare pygame-gui
window, 1280 x 720, with pygame-gui's own theme and one button, and one frame drawn; it prints
`ready SECONDS PROCESSOR-SECONDS` as `xerxes --ready-signal` does. Run as a script, never imported by the app."""

import time

STARTED = time.perf_counter()

import pygame  # noqa: E402 (after the clock starts, as the app's own imports are timed)
import pygame_gui  # noqa: E402

pygame.init()
window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
manager = pygame_gui.UIManager((1280, 720))
pygame_gui.elements.UIButton(pygame.Rect(540, 340, 200, 40), "Start", manager)
manager.update(1 / 60)
window.fill((0, 0, 0))
manager.draw_ui(window)
pygame.display.flip()
print(f"ready {time.perf_counter() - STARTED:.4f} {time.process_time():.4f}", flush=True)
