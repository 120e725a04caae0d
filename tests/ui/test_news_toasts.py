"""Twenty-third trial F13: Mythos' "Ana n'a plus de chakra : passe." was replaced at once by the
next move the table made by itself, and the forced pass went by unseen. News waits for the news
shown to have been read; the answer to a gesture still comes at once."""

from __future__ import annotations

from game.ui.app import INFO_READ_SECONDS


def test_news_waits_for_the_news_shown_to_be_read(app):
    app.toast("Ana n'a plus de chakra : passe.", info=True)
    app.toast("L'effet ne pouvait plus rien changer.", info=True)
    assert app.toast_text == "Ana n'a plus de chakra : passe."
    assert 0 < app.wake_in() <= INFO_READ_SECONDS, "the window wakes to show the next"
    app._age_toast(INFO_READ_SECONDS + 0.1)
    assert app.toast_text == "L'effet ne pouvait plus rien changer." and app.toast_age == 0.0
    app._age_toast(INFO_READ_SECONDS + 0.1)
    assert app.toast_text == "L'effet ne pouvait plus rien changer.", "the last stays its usual time"


def test_a_refusal_comes_at_once_and_drops_the_news_waiting(app):
    app.toast("Ana n'a plus de chakra : passe.", info=True)
    app.toast("L'effet ne pouvait plus rien changer.", info=True)
    app.toast("Pas assez de chakra.")
    assert app.toast_text == "Pas assez de chakra." and app.news == []


def test_news_after_the_shown_one_was_read_replaces_it(app):
    app.toast("Sauvegardé.", info=True)
    app._age_toast(INFO_READ_SECONDS + 0.1)
    app.toast("Partie chargée.", info=True)
    assert app.toast_text == "Partie chargée." and app.news == []
