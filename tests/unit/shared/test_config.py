"""Settings: YAML defaults, environment overrides, failing fast."""

import os
from pathlib import Path
from typing import ClassVar

import pytest
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, TransportSettings, load_settings
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
        "artifact_root: /tmp/a\nlog_level: INFO\nshutdown_grace_s: 1\nrpc_workers: 2\ninput_roots: [/data]\n"
        "tls_cert: null\ntls_key: null\ntls_ca: null\nauth_token: null\n"
        "request_limits: {message_bytes: 1024, string_chars: 100, path_chars: 100, items: 10}\n"
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


def test_input_roots_come_from_yaml_or_a_path_like_variable(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert load_settings(DemoSettings).input_roots == (Path("/data"),)
    monkeypatch.setenv("DATAAGENT_INPUT_ROOTS", os.pathsep.join(["/input", "/srv/tasks", ""]))
    assert load_settings(DemoSettings).input_roots == (Path("/input"), Path("/srv/tasks"))
    monkeypatch.setenv("DATAAGENT_INPUT_ROOTS", "")
    assert load_settings(DemoSettings).input_roots == ()


def test_the_repo_defaults_read_no_folder_but_the_artifact_root_and_talk_plaintext(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("DATAAGENT_CONFIG_DIR", raising=False)
    for name in ("INPUT_ROOTS", "TLS_CERT", "TLS_KEY", "TLS_CA", "AUTH_TOKEN"):
        monkeypatch.delenv(f"DATAAGENT_{name}", raising=False)
    from services.context.settings import ContextSettings

    assert load_settings(ContextSettings).input_roots == ()
    transport = load_settings(TransportSettings)
    assert not transport.tls and transport.token() is None


def test_transport_settings_from_the_environment(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_AUTH_TOKEN", "s3cret")
    monkeypatch.setenv("DATAAGENT_TLS_CA", "/etc/dataagent/ca.pem")
    monkeypatch.setenv("DATAAGENT_TLS_CERT", "")  # compose passes unset variables as empty strings
    transport = load_settings(TransportSettings)
    assert transport.token() == "s3cret" and "s3cret" not in repr(transport)
    assert transport.tls and transport.tls_ca == Path("/etc/dataagent/ca.pem") and transport.tls_cert is None


def test_a_certificate_without_its_key_stops_start_up(
    config_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DATAAGENT_TLS_CERT", "/etc/dataagent/cert.pem")
    with pytest.raises(ConfigError, match="tls_cert and tls_key"):
        load_settings(TransportSettings)


def test_an_unreadable_tls_file_is_a_config_error(config_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATAAGENT_TLS_CA", str(config_dir / "missing.pem"))
    with pytest.raises(ConfigError, match="tls_ca"):
        load_settings(TransportSettings).read("tls_ca")
