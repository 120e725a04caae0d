"""Settings: language, animation speed, full screen, sound, text size, the computer's think time
(saved at once), Tablewright in the desktop's menu with `.tws` files (issue 25: asked first,
for this user only; see game/desktop/), and the credits and licences page."""

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
    column_width = 600

    def build(self) -> None:
        tr, s = self.app.tr, self.app.settings
        on_off = lambda value: tr("on") if value else tr("off")  # noqa: E731
        sound = tr("settings.sound", value=on_off(s.sound)) if self.app.sounds.available else tr("settings.sound_unavailable")
        self.column([
            (tr("settings.language", value=LANGUAGE_NAMES[s.language]), lambda: self.change("language", _next(LANGUAGES, s.language))),
            (tr("settings.animation_speed", value=tr.number(s.animation_speed)), lambda: self.change("animation_speed", _next(ANIMATION_SPEEDS, s.animation_speed))),
            (tr("settings.fullscreen", value=on_off(s.fullscreen)), lambda: self.change("fullscreen", not s.fullscreen)),
            (sound, lambda: self.change("sound", not s.sound)),
            (tr("settings.text_size", value=tr.number(s.text_size)), lambda: self.change("text_size", _next(TEXT_SIZES, s.text_size))),
            (tr("settings.warnings", value=on_off(s.warn_before_ruin)), lambda: self.change("warn_before_ruin", not s.warn_before_ruin)),
            (tr("settings.summaries", value=on_off(s.round_summaries)), lambda: self.change("round_summaries", not s.round_summaries)),
            (tr("settings_computer.think_time", value=tr.number(s.think_seconds)), lambda: self.change("think_seconds", _next(THINK_SECONDS, s.think_seconds))),
            *self.desktop_rows(),
            (tr("credits.button"), self.credits),
            (tr("back"), self.app.pop),
        ], top=190)

    def credits(self) -> None:
        from game.ui.scenes.credits import CreditsScene

        self.app.push(CreditsScene(self.app))

    def desktop_rows(self) -> list:
        """Add to (or remove from) the desktop's menu, where this system has one to add to."""
        from game.desktop import integration

        self.desktop = integration()
        if self.desktop is None:
            return []  # macOS: the .app declares .tws itself
        key = "settings_desktop.remove" if self.desktop.is_installed() else "settings_desktop.add"
        return [(self.app.tr(key), self.ask_desktop)]

    def ask_desktop(self) -> None:
        """Nothing is written without asking: say what and where, then do it on the player's word."""
        from game.ui.scenes.save_prompt import PromptScene

        tr, desktop = self.app.tr, self.desktop
        adding = not desktop.is_installed()
        verb = "add" if adding else "remove"
        prompt = PromptScene(self.app, tr(f"settings_desktop.{verb}_title"),
                             tr(f"settings_desktop.{verb}_message", where=str(desktop.where)),
                             [(tr(f"settings_desktop.{verb}_confirm"), lambda: self.change_desktop(adding)),
                              (tr("settings_desktop.cancel"), self.app.pop)])
        self.app.push(prompt)

    def change_desktop(self, adding: bool) -> None:
        self.app.pop()
        tr = self.app.tr
        try:
            outcome = self.desktop.install() if adding else self.desktop.remove()
        except OSError as error:
            self.app.toast(tr("settings_desktop.failed", reason=error))
        else:
            message = tr("settings_desktop.added" if adding else "settings_desktop.removed")
            self.app.toast(message + (f" ({'; '.join(outcome.problems)})" if outcome.problems else ""))
        self.refresh()

    def change(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.app.apply_settings()
