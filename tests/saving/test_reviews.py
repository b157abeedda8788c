"""Kept reviews: written whole beside the saves, read back as they were, only the newest kept,
and a damaged one set aside, never lost."""

from tools.reviewed_games import finished_game
from xerxes_app.review import Review, Reviewing
from xerxes_app.saving import reviews
from xerxes_app.saving.reviews import kept_reviews, load_review, review_path, save_review


def small_review(seed: int, stop_after: int | None = None) -> Review:
    session, first = finished_game(2, seed=seed)
    review = Review(session, 2)
    reviewing = Reviewing(review, first, 0)
    reviewing.start()
    while reviewing.running and (stop_after is None or review.done < stop_after):
        reviewing.update()
    reviewing.stop()
    return review


def test_a_review_is_kept_and_read_back(tmp_path):
    review = small_review(1, stop_after=3)
    assert save_review(tmp_path, review) is None
    again = load_review(tmp_path, review.session)
    assert again is not None
    assert again.verdicts == review.verdicts and again.total == review.total and again.redeals == 2
    assert again.session.to_json() == review.session.to_json()
    assert [kept.review.verdicts for kept in kept_reviews(tmp_path).reviews] == [review.verdicts]


def test_only_the_newest_reviews_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(reviews, "KEPT", 2)
    for seed in (1, 2, 3):
        save_review(tmp_path, small_review(seed, stop_after=1))
    assert len(list((tmp_path / "reviews").glob("*.json"))) == 2


def test_a_damaged_review_is_set_aside(tmp_path):
    review = small_review(1, stop_after=1)
    save_review(tmp_path, review)
    path = review_path(tmp_path, review.session)
    path.write_text(path.read_text()[:-40], encoding="utf-8")
    kept = kept_reviews(tmp_path)
    assert kept.reviews == () and len(kept.problems) == 1
    assert kept.problems[0].key == "problem.review_set_aside"
    assert path.with_name(path.name + ".damaged-1").exists() and not path.exists()
