"""The Whisper model directory (a split model.bin assembled once and checked) and `dataagent video`."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from cli.video import video_main
from services.video.settings import WhisperModel
from services.video.speech import model_directory
from shared.errors import DataAgentError, NotFoundError
from tests.unit.video.helpers import CHANNEL, video_settings

PARTS = [b"ctranslate2-" + bytes(range(40)), b"\x01" * 500]


@pytest.fixture
def packages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    site = tmp_path / "site"
    for i, chunk in enumerate(PARTS, 1):
        data = site / f"fakewhisper_part{i}" / "data"
        data.mkdir(parents=True)
        (data.parent / "__init__.py").write_text("")
        (data / f"model.bin.part{i}").write_bytes(chunk)
    (site / "fakewhisper_part2" / "data" / "config.json").write_text("{}")
    monkeypatch.syspath_prepend(str(site))
    return site


def split_model(**kw) -> WhisperModel:
    whole = b"".join(PARTS)
    values = {
        "package": "fakewhisper_part2",
        "directory": "data",
        "multilingual": True,
        "parts": (
            ("fakewhisper_part1", "data/model.bin.part1"),
            ("fakewhisper_part2", "data/model.bin.part2"),
        ),
        "sha256": hashlib.sha256(whole).hexdigest(),
        "size_bytes": len(whole),
    }
    return WhisperModel(**{**values, **kw})


def test_a_split_model_is_assembled_once_beside_its_small_files(tmp_path: Path, packages: Path) -> None:
    s = video_settings(tmp_path)
    speech = s.speech.model_copy(update={"model": "fake", "models": {"fake": split_model()}})
    path, multilingual = model_directory(speech, tmp_path / "cache")
    assert multilingual and (path / "model.bin").read_bytes() == b"".join(PARTS)
    assert (path / "config.json").is_file() and not list(path.glob("model.bin.part*"))
    stamp = (path / "model.bin").stat().st_mtime_ns
    assert model_directory(speech, tmp_path / "cache")[0] == path
    assert (path / "model.bin").stat().st_mtime_ns == stamp


def test_a_wrong_digest_or_a_missing_package_is_an_error(tmp_path: Path, packages: Path) -> None:
    s = video_settings(tmp_path)
    bad = s.speech.model_copy(update={"model": "fake", "models": {"fake": split_model(sha256="0" * 64)}})
    with pytest.raises(DataAgentError, match="does not match"):
        model_directory(bad, tmp_path / "cache")
    missing = s.speech.model_copy(
        update={"model": "fake", "models": {"fake": split_model(package="nowhere_pkg")}}
    )
    with pytest.raises(NotFoundError, match="nowhere-pkg"):
        model_directory(missing, tmp_path / "cache")


def test_model_dir_overrides_the_packages(tmp_path: Path) -> None:
    s = video_settings(tmp_path)
    speech = s.speech.model_copy(update={"model_dir": tmp_path / "mine"})
    assert model_directory(speech, tmp_path / "cache") == (tmp_path / "mine", True)


def test_the_video_command_prints_the_timeline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert video_main([str(CHANNEL), "-o", str(tmp_path / "out"), "--no-speech"]) == 0
    printed = capsys.readouterr()
    assert printed.out.startswith("# Timeline of channel_report.mp4")
    assert "slide 1: Channel report" in printed.out and "slide 2: All amounts in US dollars" in printed.out
    assert video_main([str(tmp_path / "missing.mp4"), "-o", str(tmp_path / "o2")]) == 2
    (tmp_path / "bad.mp4").write_bytes(b"not a video")
    assert video_main([str(tmp_path / "bad.mp4"), "-o", str(tmp_path / "o3"), "--no-speech"]) == 1
    assert "not readable as video" in capsys.readouterr().err
