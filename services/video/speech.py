"""Speech: a timestamped transcript with faster-whisper on CPU (int8), the language detected.

The model is a directory CTranslate2 reads: ``speech.model_dir`` when set, else a model of
``speech.models`` installed as a package; one whose model.bin ships in parts is assembled once into the
cache (shared.assembly, size and sha256 checked) beside copies of the package's small files.
"""

from __future__ import annotations

import shutil
import threading
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from services.video.settings import SpeechSettings, WhisperModel
from shared.assembly import assemble_parts, package_file


@dataclass
class Segment:
    start: float
    end: float
    text: str
    avg_logprob: float
    no_speech_prob: float


@dataclass
class Transcript:
    model: str
    language: str
    language_probability: float
    segments: list[Segment] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def model_directory(cfg: SpeechSettings, cache_dir: Path) -> tuple[Path, bool]:
    """(the model directory, whether it is multilingual); NotFoundError names a missing package."""
    if cfg.model_dir is not None:
        return cfg.model_dir, True
    spec = cfg.models[cfg.model]
    source = package_file(spec.package, spec.directory)
    if not spec.parts:
        return source, spec.multilingual
    return _assembled(cfg.model, spec, source, cache_dir), spec.multilingual


def _assembled(name: str, spec: WhisperModel, source: Path, cache_dir: Path) -> Path:
    if spec.size_bytes is None or spec.sha256 is None:
        raise ValueError(f"speech model {name!r} ships in parts but has no size_bytes/sha256")
    target = cache_dir / "whisper" / name
    target.mkdir(parents=True, exist_ok=True)
    for item in source.iterdir():
        copy = target / item.name
        if item.is_file() and not item.name.startswith("model.bin") and not copy.exists():
            shutil.copyfile(item, copy)
    parts = [package_file(module, relative) for module, relative in spec.parts]
    assemble_parts(parts, target / "model.bin", spec.size_bytes, spec.sha256)
    return target


class Transcriber:
    """One loaded Whisper model per process, shared by the service's calls (loaded on first use); one
    transcription at a time, since each already uses ``cpu_threads`` cores."""

    def __init__(self, cfg: SpeechSettings, cache_dir: Path) -> None:
        self.cfg = cfg
        self.cache_dir = cache_dir
        self._model: Any = None
        self._multilingual = True
        self._lock = threading.Lock()
        self._busy = threading.Lock()

    def load(self) -> Any:
        """The model, loaded (and a split model.bin assembled) on the first call."""
        with self._lock:
            if self._model is None:
                from faster_whisper import WhisperModel as FasterWhisper

                path, self._multilingual = model_directory(self.cfg, self.cache_dir)
                self._model = FasterWhisper(
                    str(path),
                    device="cpu",
                    compute_type=self.cfg.compute_type,
                    cpu_threads=self.cfg.cpu_threads,
                )
            return self._model

    def transcribe(self, audio: np.ndarray) -> Transcript:
        model = self.load()
        name = str(self.cfg.model_dir) if self.cfg.model_dir else self.cfg.model
        with self._busy:
            segments, info = model.transcribe(
                audio,
                language=None if self._multilingual else "en",
                beam_size=self.cfg.beam_size,
                temperature=list(self.cfg.temperatures),
                vad_filter=self.cfg.vad_filter,
                condition_on_previous_text=False,
            )
            decoded = list(segments)  # the segments are decoded lazily, while they are iterated
        out = Transcript(name, info.language, round(float(info.language_probability), 4))
        for s in decoded:
            text = s.text.strip()
            if text:
                out.segments.append(
                    Segment(
                        round(s.start, 2),
                        round(s.end, 2),
                        text,
                        round(s.avg_logprob, 3),
                        round(s.no_speech_prob, 3),
                    )
                )
        return out
