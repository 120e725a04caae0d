"""Short sound effects, synthesized here, with a mute switch.

The synthesis is written once to assets/sounds/*.wav (`python -m game.ui.sound`; a test checks the
files match), because synthesizing them at start-up in pure Python took longer than everything
else before the menu's first frame. A missing file is synthesized as before.
The mixer may be missing (no audio device, a CI machine): then the game is silent, never broken.
"""

from __future__ import annotations

import math
import random
import sys
from array import array
from pathlib import Path
from typing import Optional

import pygame

from game.paths import resource_path

RATE = 22050


def _tone(parts: list[tuple[float, float, float]], noise: float = 0.0, volume: float = 0.35) -> bytes:
    """Concatenated (start Hz, end Hz, seconds) sweeps with a fast attack and decay, 16-bit mono."""
    samples = array("h")
    noise_rng = random.Random(7)
    for start, end, seconds in parts:
        count = int(RATE * seconds)
        phase = 0.0
        for i in range(count):
            t = i / count
            frequency = start + (end - start) * t
            phase += 2 * math.pi * frequency / RATE
            envelope = min(1.0, i / 80) * (1 - t) ** 2
            value = math.sin(phase) * (1 - noise) + (noise_rng.uniform(-1, 1) * noise)
            samples.append(int(32767 * volume * envelope * value))
    return samples.tobytes()


SOUND_SHAPES = {
    "card": ([(900, 500, 0.07)], 0.6),
    "flip": ([(600, 1200, 0.09)], 0.3),
    "tile": ([(500, 300, 0.08)], 0.2),
    "damage": ([(220, 90, 0.22)], 0.45),
    "move": ([(330, 440, 0.08), (440, 660, 0.1)], 0.0),
    "bonus": ([(660, 990, 0.08), (990, 1320, 0.12)], 0.0),
    "cancel": ([(300, 200, 0.12), (200, 140, 0.12)], 0.1),
    "error": ([(180, 160, 0.15)], 0.1),
    "victory": ([(523, 523, 0.12), (659, 659, 0.12), (784, 784, 0.14), (1046, 1046, 0.3)], 0.0),
}


def sound_file(name: str) -> Path:
    return resource_path("assets", "sounds", f"{name}.wav")


def write_sound_files(folder: Optional[Path] = None) -> list[Path]:
    """Write every effect as a 16-bit mono WAV (assets/sounds/ by default)."""
    import wave

    written = []
    for name, (parts, noise) in SOUND_SHAPES.items():
        path = (folder / f"{name}.wav") if folder else sound_file(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(_tone(parts, noise))
        written.append(path)
    return written


class SoundBank:
    """The effects, played if `enabled`. The audio device is opened and the files read by `open`,
    which the app calls once its first frame is shown (opening a real device can take longer
    than everything else before that frame, which plays no sound); `play` and `available` open
    it first if that has not happened yet."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.opened = False
        self._available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    @property
    def available(self) -> bool:
        """Whether sound can be played here (False: no audio device)."""
        self.open()
        return self._available

    def open(self) -> None:
        if self.opened:
            return
        self.opened = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1)
            frequency, _, channels = pygame.mixer.get_init()
            for name, (parts, noise) in SOUND_SHAPES.items():
                if sound_file(name).is_file():
                    self._sounds[name] = pygame.mixer.Sound(file=str(sound_file(name)))
                    continue
                data = _tone(parts, noise)
                if channels == 2:
                    mono = array("h", data)
                    data = array("h", (v for v in mono for _ in (0, 1))).tobytes()
                self._sounds[name] = pygame.mixer.Sound(buffer=data)
            self._available = True
        except (pygame.error, TypeError, ValueError):
            self._available = False  # no audio device: stay silent

    def play(self, name: Optional[str]) -> None:
        if name and self.enabled and self.available and name in self._sounds:
            self._sounds[name].play()


if __name__ == "__main__":
    for written in write_sound_files():
        print(f"wrote {written}")
    sys.exit(0)
