"""The shipped sound files are exactly what the synthesizer makes (so they never drift apart)."""

import wave

from game.ui.sound import RATE, SOUND_SHAPES, _tone, sound_file, write_sound_files


def test_every_sound_is_shipped_and_matches_its_synthesis():
    for name, (parts, noise) in SOUND_SHAPES.items():
        with wave.open(str(sound_file(name)), "rb") as shipped:
            assert (shipped.getnchannels(), shipped.getsampwidth(), shipped.getframerate()) == (1, 2, RATE)
            assert shipped.readframes(shipped.getnframes()) == _tone(parts, noise), f"{name}.wav is stale: python -m game.ui.sound"


def test_write_sound_files_writes_one_file_per_effect(tmp_path):
    written = write_sound_files(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{name}.wav" for name in SOUND_SHAPES)
    assert all(p.stat().st_size > 44 for p in written)
