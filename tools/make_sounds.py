"""Synthesise every sound of the app from code, with a fixed seed, into `assets/sounds/`.

Only the standard library makes the samples (a few oscillators, noise, Karplus-Strong plucked
strings, envelopes); `sox` only turns the two music loops into OGG Vorbis to keep them small.
Run by `scripts/make-sounds`; the same code and seed give the same sounds on every machine.

The music is in the Hijaz mode (Phrygian dominant) on D, a colour heard from Persia to the
Levant: a plucked santur-like voice over a drone and a soft frame drum. Each loop is written
into a buffer exactly a whole number of bars long, and every note that rings past the end is
folded back onto the start, so the last sample leads into the first as if the piece went on:
no fade and no seam at the loop point.
"""

from __future__ import annotations

import array
import math
import random
import shutil
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

RATE = 22050  # samples a second: plenty for soft effects and a calm loop, and small files
SEED = 29
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"
TAU = 2 * math.pi

# Hijaz on D: D Eb F# G A Bb C, in semitones above the tonic.
HIJAZ = (0, 1, 4, 5, 7, 8, 10)
TONIC = 146.83  # D3


def degree(step: int, tonic: float = TONIC) -> float:
    """The frequency of the scale's `step`-th note (negative and past an octave too)."""
    octave, index = divmod(step, len(HIJAZ))
    return tonic * 2 ** (octave + HIJAZ[index] / 12)


# Voices: each returns a list of samples in -1..1 -----------------------------------------------


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def tone(freq: float, seconds: float, decay: float, partials=((1, 1.0),), attack: float = 0.004,
         glide: float = 0.0) -> list[float]:
    """A struck or sung tone: a few sine partials under an exponential decay; `glide` bends the
    pitch by that many octaves over the length."""
    n = round(seconds * RATE)
    out = []
    phase = [0.0] * len(partials)
    for i in range(n):
        t = i / RATE
        f = freq * 2 ** (glide * t / seconds)
        env = min(1.0, t / attack) * math.exp(-t / decay)
        value = 0.0
        for k, (ratio, amp) in enumerate(partials):
            phase[k] += TAU * f * ratio / RATE
            value += amp * math.sin(phase[k])
        out.append(env * value)
    return out


def pluck(rng: random.Random, freq: float, seconds: float, brightness: float = 0.5) -> list[float]:
    """Karplus-Strong: a burst of noise in a delay line the length of one period, averaged as it
    goes round: a plucked string, santur- or oud-like."""
    period = max(2, round(RATE / freq))
    line = [rng.uniform(-1, 1) for _ in range(period)]
    # A softer pluck: the noise smoothed first.
    for _ in range(round((1 - brightness) * 4)):
        line = [(line[i] + line[i - 1]) / 2 for i in range(period)]
    out = []
    for i in range(round(seconds * RATE)):
        j = i % period
        value = line[j]
        line[j] = 0.498 * (value + line[j - 1])
        out.append(value)
    return out


def noise_hit(rng: random.Random, seconds: float, decay: float, smooth: int = 0) -> list[float]:
    """Decaying noise, smoothed `smooth` times (darker, woodier)."""
    n = round(seconds * RATE)
    out = [rng.uniform(-1, 1) * math.exp(-(i / RATE) / decay) for i in range(n)]
    for _ in range(smooth):
        out = [(out[i] + out[i - 1]) / 2 for i in range(n)]
    return out


def drum(rng: random.Random, seconds: float = 0.5, pitch: float = 90.0, slap: float = 0.3) -> list[float]:
    """A frame drum: a low skin tone falling in pitch, with a little slap of noise."""
    body = tone(pitch, seconds, 0.12, ((1, 1.0), (1.6, 0.3)), attack=0.002, glide=-0.5)
    hit = noise_hit(rng, seconds, 0.015, smooth=3)
    return [b + slap * h for b, h in zip(body, hit)]


def bell(freq: float, seconds: float, decay: float = 0.4) -> list[float]:
    """A small bell: inharmonic partials."""
    return tone(freq, seconds, decay, ((1, 1.0), (2.76, 0.35), (5.4, 0.12)), attack=0.002)


def wood(rng: random.Random, freq: float = 900.0, seconds: float = 0.09) -> list[float]:
    """A wooden click: a short resonance with a tick of noise."""
    body = tone(freq, seconds, 0.018, ((1, 1.0), (2.3, 0.4)), attack=0.0008)
    tick = noise_hit(rng, seconds, 0.004, smooth=1)
    return [b + 0.5 * t for b, t in zip(body, tick)]


def mix(length: float, *parts: tuple[float, list[float], float]) -> list[float]:
    """Lay (start in seconds, samples, gain) parts over each other, `length` seconds long."""
    out = [0.0] * round(length * RATE)
    for start, samples, gain in parts:
        at = round(start * RATE)
        for i, value in enumerate(samples[: max(0, len(out) - at)]):
            out[at + i] += gain * value
    return out


def normalise(samples: list[float], peak_db: float) -> list[float]:
    """Scale to the given peak in dBFS, and end on silence (a short fade out)."""
    top = max(abs(s) for s in samples) or 1.0
    gain = 10 ** (peak_db / 20) / top
    n = len(samples)
    fade = min(n, round(0.01 * RATE))
    return [s * gain * min(1.0, (n - i) / fade) for i, s in enumerate(samples)]


# The effects -----------------------------------------------------------------------------------


def effects(rng: random.Random) -> dict[str, tuple[list[float], float]]:
    """Each effect's samples and its peak in dBFS: soft, short, and all a little below -3."""
    d = degree
    coin = lambda f: tone(f, 0.25, 0.07, ((1, 1.0), (2.4, 0.5), (3.9, 0.3)), attack=0.001)  # noqa: E731
    return {
        # A worker set down on the board, or back home: one wooden click.
        "worker": (wood(rng), -6),
        # Resources gained: two little coins.
        "gain": (mix(0.32, (0, coin(2637), 0.8), (0.07, coin(3136), 0.6)), -7),
        # Resources lost: a soft falling tone.
        "loss": (tone(d(7, 392), 0.35, 0.12, ((1, 1.0), (2, 0.2)), attack=0.01, glide=-0.4), -9),
        # A resource lost to the cap: a muted double knock, lower, falling.
        "cap": (mix(0.3, (0, wood(rng, 420, 0.12), 1.0), (0.11, wood(rng, 330, 0.15), 0.9)), -7),
        # A campaign: three strokes of the frame drum.
        "campaign": (mix(0.8, (0, drum(rng), 0.7), (0.16, drum(rng), 0.6), (0.32, drum(rng, 0.45, 80), 1.0)), -5),
        # A building built: a mallet on stone, twice.
        "build": (mix(0.45, (0, noise_hit(rng, 0.2, 0.03, smooth=2), 1.0), (0, tone(180, 0.2, 0.05), 0.6),
                      (0.18, noise_hit(rng, 0.25, 0.035, smooth=2), 0.9), (0.18, tone(160, 0.25, 0.06), 0.6)), -6),
        # A Taxation card paid: coins into a bowl that rings.
        "tax": (mix(0.6, (0, coin(2349), 0.5), (0.05, coin(2794), 0.5), (0.1, coin(2637), 0.4),
                    (0.12, bell(d(0, 587.3), 0.48, 0.25), 0.6)), -6),
        # VP gained: two bell notes rising; lost: falling.
        "vp_gain": (mix(0.6, (0, bell(d(4, 587.3), 0.3), 0.8), (0.12, bell(d(7, 587.3), 0.48), 1.0)), -5),
        "vp_loss": (mix(0.6, (0, bell(d(4, 587.3), 0.3), 0.8), (0.12, bell(d(1, 587.3), 0.48), 1.0)), -7),
        # The event revealed: a quick santur flourish up the mode.
        "event": (mix(0.9, *((i * 0.07, pluck(rng, d(i + 2, 293.7), 0.6, 0.7), 1.0) for i in range(5))), -6),
        # A person's turn: one clear chime.
        "turn": (bell(d(0, 880.0), 0.9, 0.35), -6),
        # A word said at the table: a soft, short bell a fifth above the turn's, quieter, so
        # it is noticed without sounding like a turn.
        "talk": (mix(0.5, (0, bell(d(4, 880.0), 0.45, 0.12), 1.0)), -14),
        # A refusal: a low, soft double buzz.
        "refusal": (mix(0.3, (0, tone(160, 0.1, 0.05, ((1, 1.0), (3, 0.3))), 1.0),
                        (0.13, tone(150, 0.12, 0.05, ((1, 1.0), (3, 0.3))), 1.0)), -9),
        # Undo: a soft wooden click answered by a lower one, taking it back.
        "undo": (mix(0.22, (0, wood(rng, 1200, 0.08), 0.7), (0.08, wood(rng, 700, 0.12), 1.0)), -8),
        # Game over: won, the mode climbing to the octave; lost, sinking slowly.
        "win": (mix(1.8, *((i * 0.14, pluck(rng, d(s, 293.7), 1.2, 0.6), 1.0) for i, s in enumerate((0, 2, 4, 5, 7))),
                    (0.7, bell(587.3, 1.1, 0.5), 0.5), (0, drum(rng), 0.5), (0.7, drum(rng), 0.6)), -4),
        "loss_game": (mix(2.0, *((i * 0.3, pluck(rng, d(s, 293.7), 1.2, 0.3), 1.0) for i, s in enumerate((4, 3, 1, 0))),
                          (0, tone(d(-7, 293.7), 2.0, 0.8, attack=0.05), 0.4)), -6),
        # The solo goal met: three bells together.
        "goal": (mix(1.2, (0, bell(587.3, 1.2, 0.5), 0.7), (0.06, bell(d(2, 587.3), 1.1, 0.5), 0.6),
                     (0.12, bell(d(4, 587.3), 1.0, 0.5), 0.6)), -5),
        # A button pressed: a tiny dry tick.
        "button": (wood(rng, 1800, 0.04), -12),
    }


# The music -------------------------------------------------------------------------------------


def fold(buffer: list[float], start: int, samples: list[float], gain: float) -> None:
    """Add `samples` at `start`, wrapping past the end onto the start: the loop is seamless
    because a note ringing over the loop point goes on ringing after it."""
    n = len(buffer)
    for i, value in enumerate(samples):
        buffer[(start + i) % n] += gain * value


def drone(seconds: float, freq: float, gain: float) -> list[float]:
    """A steady drone whose partials each fit a whole number of cycles into the loop, so its
    end joins its start; a slow swell of a whole number of cycles too."""
    n = round(seconds * RATE)
    out = []
    whole = lambda f: round(f * seconds) / seconds  # noqa: E731
    parts = [(whole(freq), 1.0), (whole(freq * 1.5), 0.25), (whole(freq * 2), 0.35), (whole(freq * 3.001), 0.1)]
    swell = 4 / seconds  # four slow breaths a loop
    for i in range(n):
        t = i / RATE
        value = sum(a * math.sin(TAU * f * t) for f, a in parts)
        out.append(gain * value * (0.75 + 0.25 * math.sin(TAU * swell * t)))
    return out


def piece(rng: random.Random, bpm: float, bars: int, melody: list[tuple[float, int | None, float]],
          drum_pattern: list[tuple[float, float, float]], tonic: float) -> list[float]:
    """A loop of `bars` bars of 4 beats: the drone, the melody (beat, scale step or None, gain) repeated
    as it fits, and the drum's (beat, pitch, gain) in every bar."""
    beat = 60 / bpm
    seconds = bars * 4 * beat
    buffer = drone(seconds, tonic / 2, 0.18)
    length = len(buffer)
    phrase_beats = max(b for b, _, _ in melody) // 4 * 4 + 4
    for start in range(0, bars * 4, int(phrase_beats)):
        for at, step, gain in melody:
            if step is None:
                continue
            note = pluck(rng, degree(step, tonic * 2), beat * 4, 0.45 + rng.uniform(-0.1, 0.1))
            fold(buffer, round((start + at) * beat * RATE), note, gain * rng.uniform(0.85, 1.0))
    for bar in range(bars):
        for at, pitch, gain in drum_pattern:
            fold(buffer, round((bar * 4 + at) * beat * RATE), drum(rng, 0.6, pitch, 0.2), gain * rng.uniform(0.85, 1.0))
    assert len(buffer) == length
    return buffer


def title_music(rng: random.Random) -> list[float]:
    # Slow and spacious: a phrase of 8 bars rising to the fifth and settling on the tonic.
    melody = [(0, 0, 0.6), (2, 1, 0.45), (3, 2, 0.5), (4, 4, 0.6), (7, 3, 0.4), (8, 2, 0.55), (10, 1, 0.45),
              (12, 0, 0.6), (16, 4, 0.55), (18, 5, 0.45), (19, 4, 0.4), (20, 3, 0.5), (22, 2, 0.45), (24, 1, 0.5),
              (26, 2, 0.4), (28, 0, 0.55), (30, -1, 0.35)]
    drums = [(0, 85, 0.35), (2.5, 110, 0.15)]
    return piece(rng, 66, 16, melody, drums, TONIC)


def table_music(rng: random.Random) -> list[float]:
    # Quieter still under the game, in G Hijaz: a pattern that turns around the tonic.
    melody = [(0, 0, 0.45), (1.5, 2, 0.3), (3, 1, 0.35), (4, 0, 0.4), (6, -1, 0.3), (8, 2, 0.4), (9.5, 3, 0.3),
              (11, 2, 0.3), (12, 1, 0.35), (14, 0, 0.4)]
    drums = [(0, 80, 0.3), (1.5, 115, 0.12), (3, 95, 0.15)]
    return piece(rng, 72, 16, melody, drums, TONIC * 2 ** (5 / 12))


# Writing ---------------------------------------------------------------------------------------


def write_wav(path: Path, samples: list[float]) -> None:
    data = array.array("h", (max(-32767, min(32767, round(s * 32767))) for s in samples))
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def scale_to(samples: list[float], peak_db: float) -> list[float]:
    """Scale to a peak in dBFS without touching the ends (a loop must not fade)."""
    top = max(abs(s) for s in samples) or 1.0
    gain = 10 ** (peak_db / 20) / top
    return [s * gain for s in samples]


def write_music(path: Path, samples: list[float]) -> None:
    """Write a loop to OGG Vorbis through sox, or WAV where sox is missing."""
    sox = shutil.which("sox")
    if sox is None:
        print("sox not found: the music is written as WAV (larger)", file=sys.stderr)
        write_wav(path.with_suffix(".wav"), samples)
        return
    with tempfile.TemporaryDirectory() as folder:
        raw = Path(folder) / "loop.wav"
        write_wav(raw, samples)
        subprocess.run([sox, str(raw), "-C", "3", str(path)], check=True)


def main() -> int:
    rng = random.Random(SEED)
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (samples, peak) in effects(rng).items():
        write_wav(OUT / f"{name}.wav", normalise(samples, peak))
    for name, make in (("title", title_music), ("table", table_music)):
        samples = scale_to(make(rng), -12)
        # The loop point: the step from the last sample to the first is no bigger than the
        # steps inside the piece, so nothing clicks when it comes round.
        biggest = max(abs(samples[i] - samples[i - 1]) for i in range(1, len(samples)))
        assert abs(samples[0] - samples[-1]) <= biggest, name
        write_music(OUT / f"{name}.ogg", samples)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
