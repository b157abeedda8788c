"""The log's sentences in Japanese: the same message ids as `messages.ENGLISH`, with the game's
terms in the words of the Japanese rulebook summary (docs/glossary-ja.md).

The values an entry carries are the game's own terms in English (a satrap's title, an area, a
resource, a building, an event, a scenario); `TERMS` gives each its Japanese name.
"""

from __future__ import annotations

from typing import Any

from .content import UNIT_NAMES
from .phrasing import Words

SATRAPS = {"Aegyptus": "アイギュプトス", "Babylonia": "バビロニア", "India": "インディア", "Lydia": "リディア"}

TERMS = {
    **SATRAPS,
    "Thracia": "トラキア", "Ionia": "イオニア", "Phoenicia": "フェニキア", "Cappadocia": "カッパドキア",
    "Armenia": "アルメニア", "Media": "メディア", "Assyria": "アッシリア", "Parthia": "パルティア",
    "Bactria": "バクトリア", "Sogdia": "ソグディア",
    "gold": "金", "iron": "鉄", "stone": "石材", "wood": "木材", "wheat": "小麦", "wool": "羊毛",
    "elephant": "象", "horse": "馬", "mercenary": "傭兵", "chariot": "戦車", "ship": "船", "weapons": "武器",
    "Grain Silo": "麦貯蔵庫", "Road": "道路", "Bridge": "橋", "Temple": "寺院", "Palace": "宮殿",
    "Fortifications": "城塞",
    "Wolves": "狼", "Fire": "火事", "Bad weather": "悪天候", "Plunder": "略奪", "Locusts": "イナゴ",
    "Flood": "洪水", "King's heir": "王の世継ぎ", "Gods' Blessings": "神々の祝福",
    "easy": "かんたん", "normal": "ふつう", "hard": "むずかしい",
    "Taxation": "徴税", "Campaigns": "行軍", "Buildings": "建物",  # the parts of a solo goal
    "Campaign": "行軍",  # a kind of card
    # The tie-breakers (R19), as the standings name them.
    "most Campaign cards resolved": "行軍カードの多さ", "most buildings": "建物の多さ",
    "most Taxation cards resolved": "徴税カードの多さ", "most resources left": "残り資源の多さ",
    "special ability unused": "特殊能力が未使用",
    **{f"the Satrap of {name}": f"{words}の太守" for name, words in SATRAPS.items()},
}

JAPANESE = {
    "text": "{0}",  # saves older than message ids: their English sentence, as it was
    "game_begins": "{0}人のゲームが始まる。ターン順：{1:list}。",
    "solo_begins": "ソロゲームが始まる：{0}シナリオ、{1}として。",
    "keeps_tax": "{0}が徴税カードを5枚残す。",
    "keeps_campaign": "{0}が行軍カードを3枚残す。",
    "discarded_tax": "{0:resources}を求める徴税カード（{1}VP）を捨てた。",
    "discarded_tax_unit": "{0:resources}を求める徴税カード（常備ユニット：{1}）を捨てた。",
    "discarded_campaign": "{0:units}が必要な行軍カードを捨てた。",
    "year_begins": "{0}年目が始まる。",
    "solo_tile": "ソロタイル：あなたは{0:slot}。AIが{1:list}を占める。このラウンドは{2}を建造できない。",
    "places_worker": "{0}が{1}にワーカーを置く。",
    "places_on_turn_change": "{0}がターン順スペースにワーカーを置く。",
    "no_free_place": "{0}にはワーカーを置ける場所がない。",
    "event_stops": "{0}年目のイベントは{1}：このラウンドは{2}を得られない。",
    "event_gives_resources": "{0}年目のイベントは{1}：全プレイヤーが任意の資源を{2}つ得る。",
    "event_gives_units": "{0}年目のイベントは{1}：全プレイヤーが行軍に使える任意のユニットを{2}つ追加で持つ。",
    "resolves_campaign": "{0}が{1:units}の行軍を{2:sources}で解決：+{3}VP",
    "passes": "{0}がパス。",
    "affords_no_building": "{0}は残りの建物をどれも建造できないので、パス。",
    "passes_second_pass": "{0}は1巡目に何も建造しなかったので、2巡目はパス。",
    "gathers": "{0}が{1:resources}を得る。",
    "gathers_nothing": "{0}は何も得ない。",
    "gathers_some_lost": "{0}が{1:resources}を得る。{2:resources}は上限を超えて失う（マットには各{3}つまで）。",
    "gathers_nothing_some_lost": "{0}は何も得ない。{1:resources}は上限を超えて失う（マットには各{2}つまで）。",
    "takes_gift": "{0}が王の世継ぎから{1}を1つ受け取る。",
    "loses_for_first": "{0}が1番手のため{1}を1つ失う。",
    "gains_for_fourth": "{0}が4番手のため{1}を1つ得る。",
    "cap_loss": "{0}が{1}を1つ失う：マットには{2}つまで。",
    "builds": "{0}が{1}を建造：+{2}VP",
    "builds_solo": "{0}が{1}を建造。",
    "loses_vp": "{0}が{1}VPを失う。",
    "no_vp_to_lose": "{0}には失うVPがない。",
    "nobody_loses_vp": "相手の誰にも、{1}で失うVPがない。",
    "resolves_tax": "{0}が{1:resources}を支払って徴税カードを解決：+{2}VP",
    "resolves_tax_unit": "{0}が{1:resources}を支払って徴税カードを解決：常備ユニット（{2}）を得る。",
    "sets_turn_order": "{0}がターン順を決める：{1:list}。",
    "converts_area": "{0}が特殊能力を使う：このラウンド、{1}のユニットを{2}として数える。",
    "converts_permanent": "{0}が特殊能力を使う：このラウンド、常備ユニットの{1}を{2}として数える。",
    "ignores_event": "{0}が特殊能力を使う：このラウンド、{1}は自分には効かない。",
    "steals_from_supply": "{0}が特殊能力を使う：ストックから{1}を1つ取る。",
    "steals": "{0}が特殊能力を使う：{2}から{1}を1つ奪う。",
    "trades": "{0}が特殊能力を使う：{1:and}を手放し、{2:and}を得る。",
    "claims_victory": "{0}が目標を達成し、ゲームを終える。",
    "solo_won": "ゲーム終了：{0}シナリオに勝利（{1:progress}）。",
    "solo_lost": "ゲーム終了：{0}シナリオに敗北。足りなかったもの：{1:missing}。",
    "wins": "ゲーム終了：{0:and}の勝利。",
    "share_win": "ゲーム終了：{0:and}が勝利を分け合う。",
    "prompt": "{0}：{1:message}",
    "game_is_over": "ゲーム終了です。",
    "discard_tax": "捨てる徴税カードを選んでください（6枚から5枚残す）。",
    "discard_campaign": "捨てる行軍カードを選んでください（4枚から3枚残す）。",
    "place": "{0:nth}のワーカーを空きエリアかターン順スペースへ。",
    "place_solo": "{0:nth}のワーカーを空きエリアへ。",
    "campaign_or_pass": "行軍カードを解決するか、パスしてください。",
    "choose_gift": "王の世継ぎ：資源を選んでください（残り{0}つ）。",
    "choose_gathered_loss": "1番手：今回得た資源から失う1つを選んでください。",
    "choose_mat_loss": "1番手：マットから失う資源を選んでください。",
    "choose_gain": "4番手：得る資源を選んでください。",
    "built_most": "建物は最大の{0}つまで建造済みです：パスしてください。",
    "build_or_pass": "建物を建造するか、パスしてください。",
    "built_nothing_first": "1巡目に何も建造しなかったので、パスになります。",
    "build_second": "2つ目の建物を建造するか、パスしてください。",
    "tax_or_pass": "徴税カードを解決するか、パスしてください。",
    "set_turn_order": "次のラウンドのターン順を決めてください。",
    "missing": "{0:missing}",  # what a solo goal still lacks (R22)
    "counts": "{0:counted}",
    # Refusals: why a command is not allowed now (IllegalCommand).
    "solo_no_turn_change": "ソロではターン順スペースは使いません：ターン順トラック上の位置はソロタイルが決めます。",
    "turn_change_taken": "ターン順スペースは{0}が使っています。",
    "no_such_area": "マップに「{0}」というエリアはありません。",
    "home_area": "{0}は{1}の本拠エリアです：ワーカーは一般エリアに置きます。",
    "ai_occupies": "このラウンド、{0}はAIが占めています（ソロタイル）。",
    "area_taken": "{0}には{1}がいます。",
    "no_such_building": "「{0}」という建物はありません。",
    "already_built": "{0}はすでに{1}が建造しています。",
    "building_closed": "このラウンド、{0}は建造できません（ソロタイル）。",
    "most_buildings": "建物はすでに最大の{0}つを建造しています。",
    "second_waits": "2つ目の建物は、全員が1回ずつ建造かパスをした後です。",
    "second_only_builders": "このラウンドに2回目の建造ができるのは、1巡目に建造したプレイヤーだけです。",
    "building_needs": "{0}にはあと{1:resources}が必要です。",
    "split_loss": "相手が失う{0}VPを相手の間で割り振ってください（自分には割り振れません）。",
    "no_loss": "{0}は相手のVPを減らしません。",
    "two_campaigns": "このラウンドはすでに行軍カードを2枚解決しています。",
    "area_once": "各エリアは1回までしか選べません。",
    "unit_gone": "{0}のユニットはこのラウンドすでに行軍に出ています。",
    "not_your_area": "{0}はこのラウンドのあなたのエリアではありません。",
    "second_slot_unit": "2番手なので、このラウンドはエリアのユニットが1つ使えません。",
    "unit_not_needed": "この行軍に{1}の{0}は必要ありません。",
    "too_many_units": "この行軍に必要な{1}は{0}つだけです：{1}のエリアを減らしてください。",
    "lack_units": "この行軍にはユニットが足りません：{0:units}が必要です。",
    "choose_victim": "1VPを失う相手を選んでください。",
    "no_victim": "VPを失う相手がいません。",
    "tax_needs": "この徴税カードにはあと{0:resources}が必要です。",
    "not_gathered": "このラウンド{0}は得ていません：今回得た資源から1つ失ってください。",
    "not_held": "{0}を持っていません：マットにある資源から1つ失ってください。",
    "event_stops_gain": "このラウンドは{0}により{1}を得られません。",
    "no_such_resource": "「{0}」という資源はありません。",
    "not_in_hand": "その{0}カードは手札にありません。",
    "ability_not_yours": "その特殊能力を持つのは{0}の太守だけです。",
    "ability_used": "{0}の太守はこのゲームですでに特殊能力を使っています。",
    "ability_wrong_phase": "{0}の太守の特殊能力はこのフェイズには使えません。",
    "no_such_unit": "「{0}」という軍事ユニットはありません。",
    "not_unused_area": "{0}は、このラウンドにユニットが未使用のあなたのエリアではありません。",
    "no_spare_permanent": "変えられる未使用の常備ユニット（{0}）がありません。",
    "no_such_source": "{0}はエリアでも軍事ユニットでもありません。",
    "already_that_unit": "そのユニットはすでに{0}です。",
    "ignore_before_campaign": "イベントを無視するのは、このラウンドに行軍を解決する前でなければなりません。",
    "solo_no_opponent": "ソロには相手がいません：資源はストックから取ります。",
    "choose_steal_victim": "資源を奪う相手を選んでください。",
    "opponent_lacks": "{0}は{1}を持っていません。",
    "trade_two_for_two": "リディアの太守は、ちょうど2つの資源を別の2つと交換します。",
    "not_holding": "{1}を{0}つ持っていません。",
    "trade_other_types": "得る2つの資源は、手放す2つとは別の種類でなければなりません。",
    "no_such_scenario": "「{0}」というソロシナリオはありません：かんたん、ふつう、むずかしいから選んでください。",
    "solo_one_player": "ソロシナリオは1人で遊びます。",
    "player_count": "Xerxesは2〜{0}人で遊びます（ソロシナリオは1人）。",
    "satrap_for_every_player": "全プレイヤーについて、太守を選ぶかランダムにしてください。",
    "no_such_satrap": "「{0}」という太守はいません。",
    "same_satrap": "各プレイヤーは異なる太守にしてください。",
    "order_every_player": "プレイ順には全プレイヤーを1回ずつ入れてください。",
    "already_discarded_tax": "徴税カードはもう捨てました：次は捨てる行軍カードを選んでください。",
    "discard_tax_first": "まず捨てる徴税カードを選んでください。",
    "order_one_place_each": "新しいターン順で、各プレイヤーにちょうど1つずつ位置を決めてください。",
    "claim_only_solo": "勝利で早くゲームを終えられるのはソロだけです。",
    "goal_not_met": "目標はまだ達成していません：{0:progress}。",
    "nothing_to_pass": "今はパスできるものがありません：{0:message}",
    "discard_tax_at_setup": "徴税カードを捨てるのは準備の間です。今は{0:message}です。{1:message}",
    "discard_campaign_at_setup": "行軍カードを捨てるのは準備の間です。今は{0:message}です。{1:message}",
    "place_in_placement": "ワーカーを置くのは配置フェイズです。今は{0:message}です。{1:message}",
    "campaign_in_campaign_phase": "行軍カードを解決するのは行軍フェイズです。今は{0:message}です。{1:message}",
    "gift_at_gathering": "王の世継ぎの贈り物を選ぶのは資源フェイズです。今は{0:message}です。{1:message}",
    "loss_at_gathering": "1番手が失う資源を選ぶのは資源フェイズです。今は{0:message}です。{1:message}",
    "gain_at_gathering": "4番手が得る資源を選ぶのは資源フェイズです。今は{0:message}です。{1:message}",
    "build_in_build_phase": "建物を建造するのは建造フェイズです。今は{0:message}です。{1:message}",
    "tax_in_taxation_phase": "徴税カードを解決するのは徴税フェイズです。今は{0:message}です。{1:message}",
    "order_at_turn_change": "ターン順を決めるのはターン順フェイズです。今は{0:message}です。{1:message}",
    "not_now_in_this_game": "そのコマンドはこのゲームにはありません。今は{0:message}です。{1:message}",
    "phase_setup": "準備",
    "phase_placement": "配置フェイズ",
    "phase_campaign": "行軍フェイズ",
    "phase_gathering": "資源フェイズ",
    "phase_build": "建造フェイズ",
    "phase_taxation": "徴税フェイズ",
    "phase_turn_change": "ターン順フェイズ",
    "phase_game_over": "ゲーム終了",
    "no_gift_now": "今選べる王の世継ぎの贈り物はありません。{0:message}",
    "no_loss_now": "今失う資源はありません。{0:message}",
    "no_gain_now": "今得る資源はありません。{0:message}",
    "not_part_of_game": "そのコマンドはこのゲームにはありません。",
    "choose_card": "カードを選んでください。",
    "choose_place": "エリアかターン順スペースを選んでください。",
    "choose_areas": "ユニットを行軍に出すエリアを選んでください。",
    "choose_opponent": "相手を選んでください。",
    "choose_resource": "資源を選んでください。",
    "choose_building": "建物を選んでください。",
    "choose_losses": "各相手が失うVPを選んでください。",
    "choose_order": "新しいターン順にプレイヤーを選んでください。",
    "choose_source": "エリアか軍事ユニットを選んでください。",
    "choose_unit": "軍事ユニットを選んでください。",
    "choose_lose": "手放す2つの資源を選んでください。",
    "choose_gain_two": "得る2つの資源を選んでください。",
    # A computer's reasons (bots/explain.py).
    "reason_turn_change": "次のラウンドのターン順を決めるため、ターン順スペースを取る。",
    "reason_area_for_campaign": "このラウンドの行軍に向けて、{1}を求めて{0}へ。",
    "reason_area_for_goals": "目標が求める{1:all}を求めて{0}へ。",
    "reason_area_best_free": "空きエリアのうち最善の{0}へ。",
    "reason_campaign": "行軍カードを解決：+5VP。",
    "reason_campaign_hurting": "行軍カードを解決：+5VP、{0}は1VPを失う。",
    "reason_build": "{0}を建造：+{1}VP。",
    "reason_build_hurting": "{0}を建造：+{1}VP、相手から{2}VPを奪う。",
    "reason_tax": "徴税カードを支払う：+{0}VP。",
    "reason_tax_unit": "行軍のため、徴税カードを支払って常備ユニット（{0}）を得る。",
    "reason_take_spare": "{0}を取る：求めるカードは今はないが、後で役立つかもしれない。",
    "reason_take_for_building": "{1}に必要な{0}を取る。",
    "reason_take_for_tax": "{1}VPの徴税カードが求める{0}を取る。",
    "reason_take_for_tax_unit": "常備ユニット（{1}）の徴税カードが求める{0}を取る。",
    "reason_give_back": "最も必要の薄い資源、{0}を返す。",
    "reason_discard_tax": "自分の太守領が最も助けにならない徴税カードを捨てる。",
    "reason_discard_campaign": "ユニットを最も集めにくい行軍カードを捨てる。",
    "reason_slot": "次のラウンドはターン順トラックの{0:slot}を取る。",
    "reason_convert": "アイギュプトスの特殊能力を使う：行軍を可能にするため、{0}を{1}として使う。",
    "reason_ignore_event": "バビロニアの特殊能力を使う：今年のイベントは必要な資源を止めてしまう。",
    "reason_steal": "インディアの特殊能力を使う：目標を達成するため、{1}から{0}を1つ奪う。",
    "reason_steal_from_supply": "インディアの特殊能力を使う：目標を達成するため、ストックから{0}を1つ取る。",
    "reason_trade": "リディアの特殊能力を使う：目標を達成するため、{0:pair}を{1:pair}と交換する。",
    "reason_pass_campaign": "パス：今は解決できる行軍がない。",
    "reason_pass_build": "パス：資源は他の目標のために取っておく方がよい。",
    "reason_pass_tax": "パス：今は支払う価値のある徴税カードがない。",
    "reason_pass": "パス。",
    "reason_plays_on": "続ける。",
}

GOAL_NAMES = ("徴税", "行軍", "建物")
MISSING = (("徴税カード", "枚"), ("行軍カード", "枚"), ("建物", "つ"))


def term(value: Any) -> str:
    return TERMS.get(value, str(value))


def counted(counts, names) -> str:
    """Counts per resource or unit type: 「木材2、金1」."""
    return "、".join(f"{term(names[i])}{n}" for i, n in enumerate(counts) if n)


def sources(areas: Any, permanents: Any, bonus: int) -> str:
    parts = [f"{term(area)}の{term(unit)}" for area, unit in areas]
    parts += [f"常備{term(UNIT_NAMES[u])}" for u, n in enumerate(permanents) for _ in range(n)]
    if bonus:
        parts.append(f"ボーナスユニット{bonus}")
    return "、".join(parts)


def _same(words: str) -> str:
    return words


JAPANESE_WORDS = Words(
    sentences=JAPANESE,
    term=term,
    who=_same,
    one=_same,
    comma="、",
    both="と",
    all="、".join,
    two_of_one="{0}2",
    slots=("1番手", "2番手", "3番手", "4番手"),
    nth=("1人目", "2人目"),
    counted=counted,
    sources=sources,
    progress=lambda progress: "、".join(f"{name} {done}/{needed}" for name, (done, needed) in zip(GOAL_NAMES, progress)),
    missing=lambda progress: "、".join(
        f"{name}あと{needed - done}{unit}" for (name, unit), (done, needed) in zip(MISSING, progress) if done < needed
    ),
)
