"""Tooltips on the table: areas, pawns, cards, buildings, track slots, the event, the mats and
the buttons, each saying what it is and, for the player deciding, why it is unavailable now."""

from xerxes_app.rules import PlaceWorker, situation, standard_content, why_not
from xerxes_app.ui.looks import language
from xerxes_app.ui.table.tooltips import SLOT_RULES

from .table_at import at_table, hover

C = standard_content()


def india_and_lydia_in_placement(app):
    return at_table(app, situation([{"satrap": "India", "resources": {"gold": 2, "wood": 1}, "workers": ["Thracia"]},
                                    {"satrap": "Lydia"}], phase="placement", turn_order=[0, 1], turn=1))


def test_an_area_says_what_it_yields_and_offers_and_who_is_there(app):
    india_and_lydia_in_placement(app)
    table = app.top
    words = hover(app, table.board.area_target("Ionia").center)
    area = C.areas[C.area_index["Ionia"]]
    assert "<b>Ionia</b>" in words and f"offers a {C.units[area.unit]}" in words
    assert all(C.resources[r] in words for r in area.yields) and "Free." in words
    # The pawn on Thracia: hovering it names whose worker it is.
    x, y = table.board.area_centres["Thracia"]
    words = hover(app, (round(x), round(y + 1.9 * table.board.u)))
    assert "Worker of Player 1 (India)" in words
    assert why_not(table.play.state, PlaceWorker("Thracia")) in words.replace("&#x27;", "'"), "the engine's reason"


def test_a_home_area_says_whose_satrapy_pawn_stands_there(app):
    india_and_lydia_in_placement(app)
    home = C.areas[C.satraps[C.satrap_index["Lydia"]].home].name
    words = hover(app, app.top.board.area_target(home).center)
    assert "Home of the Satrap of Lydia" in words and "satrapy pawn of Player 2 (Lydia) stands here" in words


def test_a_card_says_what_it_needs_gives_and_what_is_missing(app):
    india_and_lydia_in_placement(app)
    table = app.top
    kind, card, rect = next(item for item in table.hand if item[0] == "tax")
    words = hover(app, rect.center)
    tax = C.tax_cards[card]
    assert "Taxation card" in words and "Pay" in words
    assert ("You lack" in words) == any(n > h for n, h in zip(tax.needs, table.play.state.players[1].resources))
    assert "Not now:</b> Taxation cards are resolved in the taxation phase" in words
    kind, card, rect = next(item for item in table.hand if item[0] == "campaign")
    words = hover(app, rect.center)
    assert "Campaign card" in words and "+5 VP" in words


def test_a_building_says_its_cost_its_reward_this_year_and_what_is_missing(app):
    at_table(app, situation([{"satrap": "India", "resources": {"stone": 1, "wood": 2}}, {"satrap": "Lydia"}],
                            year=3, phase="build", event="Flood"))
    table = app.top
    road = C.buildings[C.building_index["Road"]]
    words = hover(app, table.board.building_rects[road.index].center)
    assert "<b>Road</b>" in words and f"+{road.reward(3)} VP this year" in words
    assert "You lack 3 wheat." in words
    assert "Not now:</b> The Road needs 3 wheat more." in words


def test_a_track_slot_says_its_effect_and_who_is_in_it(app):
    india_and_lydia_in_placement(app)
    table = app.top
    words = hover(app, table.board.slot_rects[0].center)
    assert language.words(SLOT_RULES[0]) in words and "This round: Player 1 (India)" in words
    words = hover(app, table.board.slot_rects[3].center)
    assert "Empty" in words


def test_the_event_the_timeline_and_a_mat_explain_themselves(app):
    at_table(app, situation([{"satrap": "India"}, {"satrap": "Lydia"}], year=2, phase="campaign", event="Wolves"))
    table = app.top
    assert "Wolves</b>: nobody gathers wool" in hover(app, table.board.event_rect.center)
    assert "Year 2 of 7" in hover(app, table.board.timeline_rect.center)
    words = hover(app, table.mat_rects[1].center)
    assert "Player 2 (Lydia)" in words and "Ability (ready" in words


def test_the_buttons_explain_themselves_and_why_they_are_unavailable(app):
    india_and_lydia_in_placement(app)
    table = app.top
    state = table.play.state
    assert "Not now:</b> There is nothing to pass now" in table.widgets["pass"].tool_tip_text
    assert "Nothing to take back" in table.undoing.undo.tool_tip_text
    assert table.widgets["history"].tool_tip_text and table.widgets["rules"].tool_tip_text
    assert C.satraps[C.satrap_index["Lydia"]].ability in table.widgets["ability"].tool_tip_text
    assert state.phase == "placement"
