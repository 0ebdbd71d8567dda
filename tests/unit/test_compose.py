"""docker-compose.yml matches the services folder, one name per service in every layer."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from services.coordinator.launcher import grpc_services, load_compose
from shared.config import REPO_ROOT

COMPOSE = load_compose()
SERVICES = COMPOSE["services"]
OURS = grpc_services(COMPOSE)


def service_folders() -> set[str]:
    return {p.parent.name for p in (REPO_ROOT / "services").glob("*/__main__.py")}


def test_every_service_folder_has_a_compose_block_and_back() -> None:
    assert service_folders() == set(OURS)


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_service_has_build_health_check_and_artifact_volume(name: str) -> None:
    spec = SERVICES[name]
    assert spec["build"]["context"] == "."
    assert spec["image"] == f"dataagent-{name}"
    assert spec["healthcheck"]["test"], "health check missing"
    assert any(str(v).startswith("artifacts:/artifacts") for v in spec["volumes"])


@pytest.mark.parametrize("name", OURS)
def test_our_services_use_one_name_everywhere(name: str) -> None:
    spec = SERVICES[name]
    assert spec["build"]["target"] == name
    assert spec["command"] == ["python", "-m", f"services.{name}"]
    listen = spec["environment"][f"DATAAGENT_{name.upper()}_LISTEN_ADDR"]
    port = listen.rsplit(":", 1)[1]
    assert port in " ".join(spec["healthcheck"]["test"])
    for other in SERVICES.values():
        ref = other.get("environment", {}).get(f"{name.upper()}_ADDR")
        if ref is not None:
            assert ref == f"{name}:{port}"


@pytest.mark.parametrize("name", OURS)
def test_dependencies_wait_for_health(name: str) -> None:
    env = SERVICES[name]["environment"]
    needed = {k.removesuffix("_ADDR").lower() for k in env if k.endswith("_ADDR") and "_LISTEN" not in k} - {
        name
    }
    depends = SERVICES[name].get("depends_on", {}) or {}
    assert needed == set(depends)
    assert all(d["condition"] == "service_healthy" for d in depends.values())


def test_dockerfile_has_a_target_per_service_and_runs_as_non_root() -> None:
    text = (REPO_ROOT / "deploy" / "Dockerfile").read_text()
    for name in OURS:
        block = text.split(f" AS {name}\n", 1)[1].split("\nFROM ", 1)[0]
        assert "USER app" in block
        assert f'CMD ["python", "-m", "services.{name}"]' in block


@pytest.mark.skipif(shutil.which("docker-compose") is None, reason="docker-compose not installed")
def test_docker_compose_config_passes() -> None:
    result = subprocess.run(["docker-compose", "config", "-q"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
