"""docker-compose.yml and deploy/Dockerfile match the services folder: one name per deployable."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from cli.launcher import INPUT_MOUNT, LLM_SERVICE, LocalSystem, grpc_services, interpolate, load_compose
from shared.config import REPO_ROOT

COMPOSE = load_compose()
SERVICES = COMPOSE["services"]
OURS = grpc_services(COMPOSE)
DOCKERFILE = (REPO_ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
DEV_TOOLS = ("pytest", "ruff", "grpcio-tools")


def service_folders() -> set[str]:
    return {p.parent.name for p in (REPO_ROOT / "services").glob("*/__main__.py")}


def stages() -> dict[str, tuple[str, str]]:
    """Dockerfile stages by name: (what the stage starts FROM, the instructions after the FROM line)."""
    found: dict[str, tuple[str, str]] = {}
    for block in re.split(r"^(?=FROM )", DOCKERFILE, flags=re.MULTILINE)[1:]:
        head, _, body = block.partition("\n")
        match = re.fullmatch(r"FROM (\S+) AS (\S+)", head.strip())
        assert match, f"every stage is named: {head!r}"
        found[match.group(2)] = (match.group(1), body)
    return found


STAGES = stages()


def chain(target: str) -> list[str]:
    """The stage and every stage it is built on, nearest first."""
    names = [target]
    while STAGES[names[-1]][0] in STAGES:
        names.append(STAGES[names[-1]][0])
    return names


def pins(path: str) -> set[str]:
    lines = (REPO_ROOT / path).read_text(encoding="utf-8").splitlines()
    return {line.split("==")[0].split("[")[0].lower() for line in lines if "==" in line}


def test_every_service_folder_has_a_compose_block_and_back() -> None:
    assert service_folders() == set(SERVICES)
    assert set(OURS) == service_folders() - {LLM_SERVICE}


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_service_has_build_health_check_and_artifact_volume(name: str) -> None:
    spec = SERVICES[name]
    assert spec["build"]["context"] == "."
    assert spec["image"] == f"dataagent-{name}"
    assert spec["healthcheck"]["test"], "health check missing"
    assert any(str(v).startswith("artifacts:/artifacts") for v in spec["volumes"])


@pytest.mark.parametrize("name", sorted(service_folders()))
def test_every_deployable_has_one_name_in_every_layer(name: str) -> None:
    spec = SERVICES[name]
    assert spec["image"] == f"dataagent-{name}"
    assert spec["build"] == {"context": ".", "dockerfile": "deploy/Dockerfile", "target": name}
    assert spec["command"][:3] == ["python", "-m", f"services.{name}"]
    assert (REPO_ROOT / "configs" / f"{name}.yaml").is_file()
    assert name in STAGES, f"deploy/Dockerfile has no target {name}"
    cmd = re.search(r"^CMD (\[.*\])$", STAGES[name][1], flags=re.MULTILINE)
    assert cmd and json.loads(cmd.group(1)) == spec["command"]


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


def test_the_model_server_is_reached_as_llm_on_its_serving_port() -> None:
    spec = SERVICES[LLM_SERVICE]
    command = spec["command"]
    port = command[command.index("--port") + 1]
    assert command[command.index("--host") + 1] == "0.0.0.0"
    assert f":{port}/" in " ".join(spec["healthcheck"]["test"])
    refs = [s["environment"]["LLM_ADDR"] for s in SERVICES.values() if "LLM_ADDR" in s.get("environment", {})]
    assert refs and set(refs) == {f"{LLM_SERVICE}:{port}"}


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
    for name in service_folders():
        block = STAGES[name][1]
        assert "USER app" in block
        assert f'CMD ["python", "-m", "services.{name}"' in block


def test_the_base_image_is_a_build_argument() -> None:
    first = next(line for line in DOCKERFILE.splitlines() if line and not line.startswith("#"))
    assert re.fullmatch(r"ARG PYTHON_IMAGE=python:3\.11-\S+", first)
    external = {base for base, _ in STAGES.values() if base not in STAGES}
    assert external == {"${PYTHON_IMAGE}"}


@pytest.mark.parametrize("name", sorted(service_folders()))
def test_service_images_share_the_runtime_and_carry_no_dev_tools_or_compilers(name: str) -> None:
    built_on = chain(name)
    assert built_on[-1] == "runtime" and "build" not in built_on
    # The runtime takes the dependencies from the build stage in one layer; nothing else comes from there
    # except the llm's prebuilt llama.cpp wheel.
    assert "COPY --from=build /opt/venv /opt/venv" in STAGES["runtime"][1]
    text = "\n".join(STAGES[stage][1] for stage in built_on)
    assert "requirements-dev" not in text and "requirements.lock" not in text
    for tool in (*DEV_TOOLS, "build-essential", "cmake"):
        assert not re.search(rf"(?<![\w-]){re.escape(tool)}(?![\w-])", text), f"{tool} in {name}'s image"


def test_the_runtime_lock_holds_the_runtime_and_the_dev_lock_the_rest() -> None:
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime, dev = pins("requirements.lock"), pins("requirements-dev.lock")
    llm = pins("requirements-llm.lock")
    assert {d.split("==")[0].lower() for d in project["dependencies"]} <= runtime
    assert not runtime & set(DEV_TOOLS)
    assert set(DEV_TOOLS) <= dev and not dev & runtime and not llm & runtime
    assert "-r requirements.lock" in (REPO_ROOT / "requirements-dev.lock").read_text(encoding="utf-8")
    assert {d.split("==")[0].split("[")[0].lower() for d in project["optional-dependencies"]["llm"]} <= llm
    assert "requirements.lock" in STAGES["build"][1] and "requirements-llm.lock" in STAGES["llm"][1]


@pytest.mark.skipif(shutil.which("docker-compose") is None, reason="docker-compose not installed")
def test_docker_compose_config_passes() -> None:
    result = subprocess.run(["docker-compose", "config", "-q"], cwd=REPO_ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


TRANSPORT_VARS = ("DATAAGENT_AUTH_TOKEN", "DATAAGENT_TLS_CERT", "DATAAGENT_TLS_KEY", "DATAAGENT_TLS_CA")


def test_only_the_coordinator_is_published_and_on_loopback_by_default() -> None:
    published = {name: spec["ports"] for name, spec in SERVICES.items() if spec.get("ports")}
    assert set(published) == {"coordinator"}
    (port,) = published["coordinator"]
    assert interpolate(port, {}) == "127.0.0.1:50050:50050"
    assert interpolate(port, {"DATAAGENT_PUBLISH_HOST": "0.0.0.0"}) == "0.0.0.0:50050:50050"


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_services_read_tasks_only_under_the_input_mount(name: str) -> None:
    spec = SERVICES[name]
    mounts = [str(v).split(":")[-2:] for v in spec["volumes"]]
    assert [INPUT_MOUNT, "ro"] in mounts, "the input folder is mounted read-only at /input"
    assert spec["environment"]["DATAAGENT_INPUT_ROOTS"] == INPUT_MOUNT


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_the_token_and_tls_settings_reach_every_service_unset_by_default(name: str) -> None:
    env = SERVICES[name]["environment"]
    for var in TRANSPORT_VARS:
        assert env[var] == f"${{{var}:-}}" and interpolate(env[var], {}) == ""
        assert interpolate(env[var], {var: "x"}) == "x"


def test_the_launcher_makes_the_input_mount_the_folders_it_was_given(tmp_path: Path) -> None:
    spec = SERVICES["context"]
    ports = {name: 1 for name in SERVICES}
    inputs = (tmp_path / "a", tmp_path / "b")
    system = LocalSystem(artifact_root=tmp_path / "art", log_dir=tmp_path, input_roots=inputs)
    env = system.environment("context", spec, ports)
    assert env["DATAAGENT_INPUT_ROOTS"] == os.pathsep.join(map(str, inputs))
    assert env["DATAAGENT_ARTIFACT_ROOT"] == str(tmp_path / "art")
    bare = LocalSystem(artifact_root=tmp_path / "art", log_dir=tmp_path).environment("context", spec, ports)
    assert bare["DATAAGENT_INPUT_ROOTS"] == ""


COMPOSE_TEST = REPO_ROOT / "deploy" / "compose-test.yml"


def test_compose_test_builds_every_image_from_the_base_argument_and_fakes_only_the_model() -> None:
    override = load_compose(COMPOSE_TEST)["services"]
    assert set(override) == set(SERVICES), "deploy/compose-test.yml names every service of docker-compose.yml"
    for name, spec in override.items():
        assert spec["build"]["args"]["PYTHON_IMAGE"].startswith("${DATAAGENT_PYTHON_IMAGE:-python:3.11-")
        assert spec["build"]["network"] == "host"
        assert set(spec) <= {"build", "healthcheck", "environment", "image", "command", "volumes"}
        if name != LLM_SERVICE:
            assert "image" not in spec and "command" not in spec, f"{name} runs as docker-compose.yml says"
    model = override[LLM_SERVICE]
    assert model["image"] == "dataagent-coordinator" and model["build"]["target"] == "coordinator"
    assert model["command"][:3] == ["python", "-m", "tests.compose.fake_model"]
    port = SERVICES[LLM_SERVICE]["command"][SERVICES[LLM_SERVICE]["command"].index("--port") + 1]
    assert model["command"][model["command"].index("--port") + 1] == port


@pytest.mark.skipif(shutil.which("docker-compose") is None, reason="docker-compose not installed")
def test_docker_compose_config_with_the_compose_test_file_passes() -> None:
    result = subprocess.run(
        ["docker-compose", "-f", "docker-compose.yml", "-f", str(COMPOSE_TEST), "config", "-q"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


def test_the_embedded_model_stages_come_after_every_other_service() -> None:
    # The classic builder builds every stage above the requested target: none but llm needs llama.cpp.
    order = list(STAGES)
    first_llm = min(order.index("llm-build"), order.index(LLM_SERVICE))
    assert all(order.index(name) < first_llm for name in service_folders() - {LLM_SERVICE})
