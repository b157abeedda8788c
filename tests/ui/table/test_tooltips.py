"""Tooltips on the table: areas, pawns, cards, buildings, track slots, the event, the mats and
the buttons, each saying what it is and, for the player deciding, why it is unavailable now."""

import html
from dataclasses import replace

from tools.autoplay import Clicker
from xerxes_app.rules import (Build, Pass, PlaceWorker, ResolveTax, apply, current_player, prompt_message, situation,
                               standard_content)
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.language import current, engine_words, ability_words, term, words
from xerxes_app.ui.looks.words import seat_name
from xerxes_app.ui.table import board as board_module
from xerxes_app.ui.table.tooltips import SLOT_RULES

from ..table_at import at_table, hover, reason
from ..written import Written

C = standard_content()


def who(table, seat: int) -> str:
    """A player as the tooltips name them: by name and satrap (R1)."""
    return seat_name(table.play.state, table.play.names, seat)


def india_and_lydia_in_placement(app):
    return at_table(app, situation([{"satrap": "India", "resources": {"gold": 2, "wood": 1}, "workers": ["Thracia"]},
                                    {"satrap": "Lydia"}], phase="placement", turn_order=[0, 1], turn=1))


def test_an_area_says_what_it_yields_and_offers_and_who_is_there(app):
    india_and_lydia_in_placement(app)
    table = app.top
    said = hover(app, table.board.area_target("Ionia").center)
    area = C.areas[C.area_index["Ionia"]]
    assert f"<b>{term('Ionia')}</b>" in said and term(C.units[area.unit]) in said
    assert all(term(C.resources[r]) in said for r in area.yields) and words("tips.free") in said
    # The pawn on Thracia: hovering it names whose worker it is.
    x, y = table.board.area_centres["Thracia"]
    said = hover(app, (round(x), round(y + 1.9 * table.board.u)))
    assert words("tips.worker_of", who=who(table, 0)) in said
    assert reason(table.play.state, PlaceWorker("Thracia")) in said.replace("&#x27;", "'"), "the engine's reason"


def test_a_home_area_says_whose_satrapy_pawn_stands_there(app):
    india_and_lydia_in_placement(app)
    home = C.areas[C.satraps[C.satrap_index["Lydia"]].home].name
    said = hover(app, app.top.board.area_target(home).center)
    assert words("tips.home_of", satrap=term("Lydia")) in said
    assert words("tips.pawn_stands", who=who(app.top, 1)) in said


def test_a_card_says_what_it_needs_gives_and_what_is_missing(app):
    india_and_lydia_in_placement(app)
    table = app.top
    kind, card, rect = next(item for item in table.hand if item[0] == "tax")
    said = hover(app, rect.center)
    tax = C.tax_cards[card]
    assert words("tips.tax_card") in said and f"{tax.vp} VP" in said
    lacking = words("tips.you_lack", what="|").split("|")[0]
    assert (lacking in said) == any(n > h for n, h in zip(tax.needs, table.play.state.players[1].resources))
    assert words("tips.not_now") + "</b> " + reason(table.play.state, ResolveTax(card)) in said
    kind, card, rect = next(item for item in table.hand if item[0] == "campaign")
    said = hover(app, rect.center)
    needs = engine_words("counts", ((C.campaign_cards[card].needs, C.units),))
    assert words("tips.campaign_card") in said and words("tips.needs", needs=needs) in said


def test_a_building_says_its_cost_its_reward_this_year_and_what_is_missing(app):
    at_table(app, situation([{"satrap": "India", "resources": {"stone": 1, "wood": 2}}, {"satrap": "Lydia"}],
                            year=3, phase="build", event="Flood"))
    table = app.top
    road = C.buildings[C.building_index["Road"]]
    said = hover(app, table.board.building_rects[road.index].center)
    assert f"<b>{term('Road')}</b>" in said
    assert words("tips.gives_and_takes", vp=road.reward(3), lose=road.opponents_lose) in said
    assert words("tips.you_lack", what=engine_words("counts", (((0, 0, 0, 0, 3, 0), C.resources),))) in said
    assert words("tips.not_now") + "</b> " + reason(table.play.state, Build("Road", ())) in said


def test_a_track_slot_says_its_effect_and_who_is_in_it(app):
    india_and_lydia_in_placement(app)
    table = app.top
    said = hover(app, table.board.slot_rects[0].center)
    assert words(SLOT_RULES[0]) in said and words("tips.this_round", who=who(table, 0)) in said
    assert words("tips.empty_slot") in hover(app, table.board.slot_rects[3].center)


def test_the_event_the_timeline_and_a_mat_explain_themselves(app):
    at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=2, phase="campaign", event="Wolves"))
    table = app.top
    assert f"{term('Wolves')}</b>" in hover(app, table.board.event_rect.center)
    assert words("tips.timeline_now", year=2, phase=words("phase.campaign")) in hover(app, table.board.timeline_rect.center)
    said = hover(app, table.mat_rects[1].center)
    lydia = C.satraps[C.satrap_index["Lydia"]]
    assert who(table, 1) in said and words("tips.mat_ability_ready", ability=ability_words(lydia)) in said


def test_the_buttons_explain_themselves_and_why_they_are_unavailable(app):
    india_and_lydia_in_placement(app)
    table = app.top
    state = table.play.state
    assert words("tips.not_now") + "</b> " + reason(state, Pass()) in table.widgets["pass"].tool_tip_text
    assert words("undo.nothing_to_undo") in table.undoing.undo.tool_tip_text
    assert table.widgets["history"].tool_tip_text and table.widgets["rules"].tool_tip_text
    assert ability_words(C.satraps[C.satrap_index["Lydia"]]) in table.widgets["ability"].tool_tip_text
    assert state.phase == "placement"


# How each language says the span an annual event holds for (R5: "it holds for this round"), and
# the word it once said instead.
ROUND_WORDS = {"en": ("this round", "this year"), "ja": ("このラウンド", "今年")}


def test_the_event_card_its_tooltip_and_the_log_name_the_same_round(app, monkeypatch):
    written = Written(monkeypatch, board_module, ("blit_printed", "print_wrapped"))  # the event card's words
    round_word, year_word = ROUND_WORDS[current()]
    at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], phase="placement"))
    before = hover(app, app.top.board.event_rect.center)  # the event not yet revealed (R5)
    at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=2, phase="campaign", event="Wolves"))
    after = hover(app, app.top.board.event_rect.center)
    wool = term(C.resources[C.events[0].stops])
    on_the_card = [said for said in written.texts() if wool in said or said == words("board.event_later")]
    logged = engine_words("event_stops", (2, "Wolves", C.resources[C.events[0].stops]))
    said = [before, after, logged] + on_the_card
    assert len(on_the_card) >= 2 and all(round_word in s.lower() and year_word not in s.lower() for s in said), said


def test_while_a_computer_chooses_its_kings_heir_gifts_pass_says_so_not_whose_turn(app):
    # R17: King's heir gifts are chosen at gathering, a phase without turns; Lydia's computer first.
    app.keeper.settings = replace(app.keeper.settings, computer_pace="slow")  # its choice stays on screen
    state = situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=2, phase="campaign", event="King's heir",
                      turn_order=[1, 0])
    while state.phase == "campaign":
        apply(state, Pass())
    assert state.phase == "gathering" and current_player(state) == 1
    Play(app, Session(state, [Seat("Ann"), Seat("Computer", "easy")])).show_next()
    Clicker(app).frames(1)
    said = app.top.widgets["pass"].tool_tip_text
    assert current_player(app.top.play.state) == 1, "the computer has not chosen yet"
    assert html.escape(engine_words(*prompt_message(state))) in said
