"""Settings: YAML defaults, environment overrides, failing fast."""

from pathlib import Path
from typing import ClassVar

import pytest
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, load_settings
from shared.errors import ConfigError


class DemoSettings(ServiceSettings):
    config_name: ClassVar[str] = "demo"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_DEMO_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )
    threshold: float
    limits: dict[str, int]


@pytest.fixture
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "common.yaml").write_text(
        "artifact_root: /tmp/a\nlog_level: INFO\nshutdown_grace_s: 1\nrpc_workers: 2\n"
    )
    (tmp_path / "demo.yaml").write_text("threshold: 0.95\nlimits: {rows: 10}\nlog_level: DEBUG\n")
    monkeypatch.setenv("DATAAGENT_CONFIG_DIR", str(tmp_path))
    return tmp_path


def test_yaml_defaults_with_service_file_winning(config_dir: Path) -> None:
    s = load_settings(DemoSettings)
    assert (s.threshold, s.limits, s.log_level, s.rpc_workers) == (0.95, {"rows": 10}, "DEBUG", 2)


def test_environment_overrides_yaml(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_DEMO_THRESHOLD", "0.5")
    monkeypatch.setenv("DATAAGENT_ARTIFACT_ROOT", "/srv/artifacts")
    s = load_settings(DemoSettings)
    assert s.threshold == 0.5
    assert s.artifact_root == Path("/srv/artifacts")


def test_missing_threshold_fails_fast_with_its_name(config_dir: Path) -> None:
    (config_dir / "demo.yaml").write_text("limits: {rows: 10}\n")
    with pytest.raises(ConfigError, match="threshold"):
        load_settings(DemoSettings)


def test_invalid_value_is_reported(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_DEMO_THRESHOLD", "high")
    with pytest.raises(ConfigError, match="threshold"):
        load_settings(DemoSettings)


def test_every_service_config_loads_from_the_repo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DATAAGENT_CONFIG_DIR", raising=False)
    from services.coordinator.settings import CoordinatorSettings

    s = load_settings(CoordinatorSettings)
    assert s.task_deadline_s > 0
    assert set(s.stage_deadlines_s) == {"context", "video", "relevance", "extraction", "catalog", "solver"}
