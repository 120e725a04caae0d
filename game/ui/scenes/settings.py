"""Settings: language, animation speed, full screen, sound, text size, the computer's think time
(saved at once); the credits and licences page."""

from __future__ import annotations

from game.ui.scenes.menu_base import MenuScene
from game.ui.settings import ANIMATION_SPEEDS, LANGUAGES, TEXT_SIZES, THINK_SECONDS

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}


def _next(values, current):
    values = list(values)
    if current not in values:
        return values[0]
    return values[(values.index(current) + 1) % len(values)]


class SettingsScene(MenuScene):
    title_key = "settings.title"

    def build(self) -> None:
        tr, s = self.app.tr, self.app.settings
        on_off = lambda value: tr("on") if value else tr("off")  # noqa: E731
        sound = tr("settings.sound", value=on_off(s.sound)) if self.app.sounds.available else tr("settings.sound_unavailable")
        self.column([
            (tr("settings.language", value=LANGUAGE_NAMES[s.language]), lambda: self.change("language", _next(LANGUAGES, s.language))),
            (tr("settings.animation_speed", value=f"{s.animation_speed:g}"), lambda: self.change("animation_speed", _next(ANIMATION_SPEEDS, s.animation_speed))),
            (tr("settings.fullscreen", value=on_off(s.fullscreen)), lambda: self.change("fullscreen", not s.fullscreen)),
            (sound, lambda: self.change("sound", not s.sound)),
            (tr("settings.text_size", value=f"{s.text_size:g}"), lambda: self.change("text_size", _next(TEXT_SIZES, s.text_size))),
            (tr("settings_computer.think_time", value=f"{s.think_seconds:g}"), lambda: self.change("think_seconds", _next(THINK_SECONDS, s.think_seconds))),
            (tr("credits.button"), self.credits),
            (tr("back"), self.app.pop),
        ], top=190)

    def credits(self) -> None:
        from game.ui.scenes.credits import CreditsScene

        self.app.push(CreditsScene(self.app))

    def change(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_settings()
