#!/usr/bin/env python3
"""Make the game's sounds: ``python packaging/make_sounds.py`` writes ``resources/sounds/*.wav``.

They are synthesised here from noise and sine waves, with the standard library only, so they are ours to
ship under the game's own licence.  Each is 16-bit mono at 44.1 kHz and under 0.6 s; the noise comes
from a seeded generator, so running this again writes the same bytes.

* ``deal``: four soft swishes, cards sliding off the pack.
* ``card``: a snap, a card put down on the felt.
* ``trick``: a longer swish ending in a tap, two cards swept to the winner's pile.
* ``chime``: two bell notes, for a pique, a repique or a capot.
* ``fanfare``: a rising arpeggio on C major, for the end of the partie.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "sounds"
RATE = 44100

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting at ``at`` seconds (cut at the end)."""
    start = int(at * RATE)
    for i, value in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += gain * value


def envelope(samples: Samples, attack: float, decay: float) -> Samples:
    """A linear rise over ``attack`` seconds, then an exponential fall with time constant ``decay``."""
    rise = max(1, int(attack * RATE))
    return [v * (i / rise if i < rise else math.exp(-(i - rise) / (decay * RATE))) for i, v in enumerate(samples)]


def fade_out(samples: Samples, seconds: float = 0.01) -> Samples:
    """The last few milliseconds fall to nothing, so that no sound ends with a click."""
    n = min(len(samples), int(seconds * RATE))
    return samples[: len(samples) - n] + [v * (n - i) / n for i, v in enumerate(samples[len(samples) - n:])]


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def band(samples: Samples, low_hz: float, high_hz: float) -> Samples:
    """A gentle band-pass: one-pole low-pass at ``high_hz`` after a one-pole high-pass at ``low_hz``."""
    hp = math.exp(-2 * math.pi * low_hz / RATE)
    lp = 1 - math.exp(-2 * math.pi * high_hz / RATE)
    out: Samples = []
    last_in = last_hp = last_lp = 0.0
    for v in samples:
        last_hp = hp * (last_hp + v - last_in)
        last_in = v
        last_lp += lp * (last_hp - last_lp)
        out.append(last_lp)
    return out


def tone(hz: float, seconds: float, partials: tuple[float, ...] = (1.0,)) -> Samples:
    """A note with the given strengths of its 1st, 2nd, 3rd … harmonics."""
    return [sum(p * math.sin(2 * math.pi * hz * (k + 1) * i / RATE) for k, p in enumerate(partials))
            for i in range(int(seconds * RATE))]


def bell(hz: float, seconds: float) -> Samples:
    """A small bell: a fundamental and two inharmonic partials that die away faster."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        out.append(math.sin(2 * math.pi * hz * t) * math.exp(-t / 0.25)
                   + 0.35 * math.sin(2 * math.pi * hz * 2.76 * t) * math.exp(-t / 0.09)
                   + 0.15 * math.sin(2 * math.pi * hz * 5.4 * t) * math.exp(-t / 0.04))
    return out


def swish(seconds: float, rng: random.Random, low_hz: float = 1500, high_hz: float = 6000) -> Samples:
    """Filtered noise that swells and fades, a card sliding over cloth."""
    body = band(noise(seconds, rng), low_hz, high_hz)
    n = len(body)
    return [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(body)]


def deal(rng: random.Random) -> Samples:
    out = silence(0.42)
    for k in range(4):
        mix(out, swish(0.07, rng), 0.02 + 0.1 * k, gain=0.8 + 0.05 * k)
    return out


def card(rng: random.Random) -> Samples:
    out = silence(0.09)
    mix(out, envelope(band(noise(0.05, rng), 1200, 9000), 0.001, 0.008), 0.0)
    mix(out, envelope(tone(170, 0.09), 0.001, 0.02), 0.0, gain=0.6)
    return out


def trick(rng: random.Random) -> Samples:
    out = silence(0.3)
    mix(out, swish(0.22, rng, 800, 4000), 0.0)
    mix(out, envelope(band(noise(0.04, rng), 600, 5000), 0.001, 0.01), 0.2, gain=0.8)
    mix(out, envelope(tone(140, 0.08), 0.001, 0.02), 0.2, gain=0.5)
    return out


def chime(rng: random.Random) -> Samples:
    out = silence(0.5)
    mix(out, bell(1318.5, 0.5), 0.0)       # E6
    mix(out, bell(1975.5, 0.42), 0.08)     # B6
    return out


def fanfare(rng: random.Random) -> Samples:
    out = silence(0.58)
    brass = (1.0, 0.5, 0.3, 0.15)
    for k, hz in enumerate((523.25, 659.25, 783.99)):  # C5 E5 G5, short
        mix(out, envelope(tone(hz, 0.12, brass), 0.008, 0.06), 0.09 * k)
    mix(out, envelope(tone(1046.5, 0.31, brass), 0.01, 0.14), 0.27, gain=1.1)  # C6, held
    return out


SOUNDS: dict[str, tuple[Callable[[random.Random], Samples], float]] = {
    "deal": (deal, 0.45), "card": (card, 0.6), "trick": (trick, 0.5), "chime": (chime, 0.4),
    "fanfare": (fanfare, 0.45),
}
"""Each sound's maker and its loudness (its peak, as a share of full scale)."""


def write(path: Path, samples: Samples, peak: float) -> None:
    top = max(abs(v) for v in samples) or 1.0
    frames = b"".join(struct.pack("<h", round(32767 * peak * v / top)) for v in fade_out(samples))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        path = FOLDER / f"{name}.wav"
        write(path, make(random.Random(name)), peak)
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1000} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
