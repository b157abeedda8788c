"""Lines break between words, and in Japanese between letters as Japanese typesetting allows."""

from xerxes_app.ui.looks.line_breaks import NO_END, NO_START, break_points, pieces


def test_english_breaks_between_words_only():
    assert pieces("Build the Road for +4 VP.") == [("", "Build"), (" ", "the"), (" ", "Road"), (" ", "for"),
                                                  (" ", "+4"), (" ", "VP.")]


def test_japanese_breaks_between_letters_but_never_before_a_closing_mark_or_after_an_opening_one():
    found = pieces("道路を建造：+4VP（R14）。")
    assert "".join(gap + piece for gap, piece in found) == "道路を建造：+4VP（R14）。"
    assert all(gap == "" for gap, _ in found)
    assert all(piece[0] not in NO_START and piece[-1] not in NO_END for _, piece in found)
    assert "+4VP" in [piece for _, piece in found]  # a Latin run stays whole
    assert "造：" in [piece for _, piece in found] and "（R14）。" in [piece for _, piece in found]


def test_a_small_kana_stays_with_the_letter_before_it():
    found = [piece for _, piece in pieces("ワーカーを置くことはできません。ショップ")]
    assert "ワー" in found and "カー" in found and "ん。" in found and "ショッ" in found and "プ" in found


def test_break_points_are_pygame_guis_own_in_english_and_japanese_ones_in_japanese():
    english = "Build the Road for +4 VP. "
    assert break_points(english) == [i + 1 for i, letter in enumerate(english) if letter == " "]
    japanese = "道路を建造：+4VP（R14）。次へ"
    lines = [japanese[a:b] for a, b in zip([0, *break_points(japanese)], [*break_points(japanese), len(japanese)])]
    assert lines == ["道", "路", "を", "建", "造：", "+4VP", "（R14）。", "次", "へ"]
