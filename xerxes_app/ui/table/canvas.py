"""The table drawn once per change of the game, for frames to blit: the board with what may be
clicked outlined and the rest dimmed, every player's mat, the solo panel, and the hand (or, in
its place, the choice being made on icons, or whose turn it is behind the veil, R25)."""

from __future__ import annotations

import pygame

from ...rules import BUILD, CAMPAIGN, PLACEMENT, TAXATION, TURN_CHANGE, Build, PlaceWorker, ResolveCampaign, ResolveTax, current_player
from ..looks.backdrop import backdrop
from ..looks.language import term, words
from ..looks.look import CREAM, GOLD_LIGHT, NIGHT
from ..looks.paint import blit_printed
from .cards import AVAILABLE, HELD, UNAVAILABLE_NOW, draw_card, hand_rects
from .mats import draw_mat


def draw_canvas(table) -> pygame.Surface:
    """Everything but the widgets; the hand's cards drawn are kept in `table.hand` for clicks."""
    w, h = table.app.size
    state = table.play.state
    canvas = backdrop(w, h, borders=False).copy()
    deciding = current_player(state)
    table.board.draw_game(canvas, state, deciding)
    if table.mine():
        _mark_board(canvas, table)
    table.hand, table.hand_looks = [], {}
    if not table.log.covers_mats:  # the open drawer hides them; a card's ring would peek past its edge
        for seat, rect in enumerate(table.mat_rects):
            draw_mat(canvas, rect, state, seat, table.play.mat_names[seat], seat == deciding, *table.play.mat_room(seat))
        if table.solo_panel is not None:
            table.solo_panel.draw(canvas, state)
    if not table.log.covers_mats or table.log.leaves_hand:  # a hand shown lies under the open drawer
        _draw_hand(canvas, table)
    return canvas


def _mark_board(canvas, table) -> None:
    """Outline what may be clicked now; dim what may not, in the phase where it matters."""
    state = table.play.state
    board = table.board
    width = max(2, round(0.18 * board.u))
    if state.phase == PLACEMENT:
        places = {c.place for c in table.legal if isinstance(c, PlaceWorker)}
        veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
        for name, shape in board.area_shapes.items():
            if name in places:
                pygame.draw.polygon(canvas, GOLD_LIGHT, shape, width)
            else:
                pygame.draw.polygon(veil, (*NIGHT, 110), shape)
        canvas.blit(veil, (0, 0))
        space = board.turn_change_rect
        if TURN_CHANGE in places:
            pygame.draw.rect(canvas, GOLD_LIGHT, space.inflate(4, 4), width, border_radius=6)
        else:
            _veil(canvas, space)
    elif state.phase == BUILD:
        buildable = {c.building for c in table.legal if isinstance(c, Build)}
        for building, tile in zip(state.content.buildings, board.building_rects):
            if building.name in buildable:
                pygame.draw.rect(canvas, GOLD_LIGHT, tile.inflate(4, 4), max(2, round(0.2 * board.u)), border_radius=8)
            else:
                _veil(canvas, tile)


def _veil(canvas, rect) -> None:
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((*NIGHT, 110))
    canvas.blit(veil, rect)


def _draw_hand(canvas, table) -> None:
    f = table.app.factor
    state = table.play.state
    seat = table.play.viewer
    area = table.hand_area
    if table.choosing is not None and table.choosing.draw_in_hand(canvas, table):
        return
    if seat is None:
        veiled = table.veiled_for()
        if veiled is None:
            blit_printed(canvas, words("table.hands_hidden"), "serif", 20 * f, CREAM, area.center, "center")
        else:
            _draw_turn(canvas, table, veiled)
        return
    player = state.players[seat]
    label_h = round(22 * f)
    # "Only you see it" tells people sharing the screen apart; one person alone needs no telling.
    alone = not table.play.needs_hand_off
    blit_printed(canvas, words("table.your_hand_alone") if alone else words("table.your_hand", name=table.play.names[seat]),
                 "sans_bold", 14 * f, GOLD_LIGHT, (area.left, area.top + label_h - round(22 * f)), max_width=area.width)
    # Taxation cards in one row, Campaign cards in the row under it, a row of many as a fan.
    cards = [("tax", c) for c in player.tax_hand] + [("campaign", c) for c in player.campaign_hand]
    rows = pygame.Rect(area.left, area.top + label_h, area.width, area.height - label_h)
    rects = hand_rects(rows, (len(player.tax_hand), len(player.campaign_hand)), round(6 * f))
    resolvable = {(type(c), c.card) for c in table.legal if isinstance(c, (ResolveTax, ResolveCampaign))}
    for (kind, card), rect in zip(cards, rects):
        how = HELD
        if table.mine() and ((kind == "tax" and state.phase == TAXATION) or (kind == "campaign" and state.phase == CAMPAIGN)):
            how = AVAILABLE if ((ResolveTax if kind == "tax" else ResolveCampaign), card) in resolvable else UNAVAILABLE_NOW
        draw_card(canvas, rect, state.content, kind, card, how, solo=state.is_solo)
        table.hand.append((kind, card, rect))
        table.hand_looks[kind, card] = how  # to draw it again whole, over a fan, when pointed at
    if not cards:
        blit_printed(canvas, words("table.no_cards"), "serif", 18 * f, CREAM, area.center, "center")


def _draw_turn(canvas, table, seat: int) -> None:
    """Over the veiled hand: whose turn it is; nothing of theirs until they ask (R25)."""
    f = table.app.factor
    area = table.hand_area
    state = table.play.state
    satrap = state.content.satraps[state.players[seat].satrap].name
    top = blit_printed(canvas, words("table.your_turn", name=table.play.names[seat], satrap=term(satrap)), "serif_bold",
                       20 * f, GOLD_LIGHT, (area.left, area.top), max_width=area.width).bottom
    blit_printed(canvas, words("table.shown_when_asked"), "sans_italic",
                 14 * f, CREAM, (area.left, top + round(6 * f)), max_width=area.width)
