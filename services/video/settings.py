"""Settings of the video service (DATAAGENT_VIDEO_*, every threshold in configs/video.yaml)."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection


class LimitSettings(SettingsSection):
    max_file_bytes: int = Field(gt=0)
    max_duration_s: float = Field(gt=0)
    max_frame_width: int = Field(gt=0)
    max_frame_height: int = Field(gt=0)
    truncated_gap_s: float = Field(ge=0)


class FrameSettings(SettingsSection):
    sample_fps: float = Field(gt=0)
    diff_threshold: float = Field(gt=0, lt=1)
    pixel_delta: float = Field(gt=0, lt=1)
    analysis_width: int = Field(ge=16)
    tiles_x: int = Field(ge=1)
    tiles_y: int = Field(ge=1)
    tile_diff_threshold: float = Field(gt=0, lt=1)
    min_stable_samples: int = Field(ge=1)
    representative_index: int = Field(ge=0)
    jpeg_quality: int = Field(ge=1, le=100)


class OcrSettings(SettingsSection):
    enabled: bool
    languages: str
    dpi: int = Field(gt=0)
    psm: int = Field(ge=0)
    timeout_s: float = Field(gt=0)
    tessdata: Path | None
    cell_gap_ratio: float = Field(gt=0)
    row_overlap_ratio: float = Field(gt=0)
    panel_aligned_share: float = Field(ge=0, le=1)
    low_confidence: float = Field(ge=0, le=1)
    same_slide_similarity: float = Field(gt=0, le=1)
    workers: int = Field(ge=1)


class WhisperModel(SettingsSection):
    """A Whisper model installed as a package: its directory, and model.bin in parts when it is split."""

    package: str
    directory: str
    multilingual: bool
    parts: tuple[tuple[str, str], ...] = ()
    sha256: str | None = Field(default=None, pattern=r"^[0-9a-f]{64}$")
    size_bytes: int | None = Field(default=None, gt=0)


class SpeechSettings(SettingsSection):
    enabled: bool
    model: str
    model_dir: Path | None
    compute_type: str
    cpu_threads: int = Field(ge=1)
    beam_size: int = Field(ge=1)
    temperatures: tuple[float, ...] = Field(min_length=1)
    vad_filter: bool
    min_language_probability: float = Field(ge=0, le=1)
    models: dict[str, WhisperModel]


class SummarySettings(SettingsSection):
    enabled: bool
    max_input_chars: int = Field(gt=0)
    max_tokens: int = Field(gt=0)
    temperature: float = Field(ge=0)
    max_attached_frames: int = Field(ge=0)


class VideoSettings(ServiceSettings):
    config_name: ClassVar[str] = "video"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_VIDEO_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    cache_dir: Path | None
    limits: LimitSettings
    frames: FrameSettings
    ocr: OcrSettings
    speech: SpeechSettings
    summary: SummarySettings

    def resolved_cache_dir(self) -> Path:
        return Path(self.cache_dir) if self.cache_dir else Path(self.artifact_root) / "cache" / "video"
