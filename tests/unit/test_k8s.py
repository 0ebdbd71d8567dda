"""deploy/k8s agrees with docker-compose.yml and validates against the Kubernetes schemas, offline.

The base's files are read as they are; every patch of an overlay or component is merged onto the base
resource it names (a strategic merge: maps recursively, lists of named items by name, ``$patch: delete``)
and validated too. Where ``kubectl`` or ``kustomize`` is installed, every kustomization is also rendered
and each rendered resource validated; without either that part is skipped.
"""

from __future__ import annotations

import copy
import functools
import re
import shutil
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import kubernetes_validate
import pytest
import yaml

from cli.launcher import LLM_SERVICE, interpolate, load_compose
from services.extraction.narrative.fanout import fanout_target
from shared.config import REPO_ROOT

K8S = REPO_ROOT / "deploy" / "k8s"
BASE = K8S / "base"
RUN = K8S / "run"
KUSTOMIZATIONS = ("base", "overlays/small", "overlays/large", "overlays/external-model", "run")
PATCHING = ("overlays/small", "overlays/large", "components/external-model")
# 1.27: native gRPC probes are GA and pods carry the batch.kubernetes.io/job-name label; 1.37: the newest
# schemas the validator bundles.
VERSIONS = ("1.27", "1.37")
SERVICES = load_compose()["services"]
MODEL_CLIENTS = sorted(n for n, s in SERVICES.items() if "LLM_ADDR" in s.get("environment", {}))
Resource = dict[str, Any]


def load_docs(path: Path) -> list[Resource]:
    return [d for d in yaml.safe_load_all(path.read_text(encoding="utf-8")) if d]


def kustomization(folder: Path) -> dict[str, Any]:
    return yaml.safe_load((folder / "kustomization.yaml").read_text(encoding="utf-8"))


def file_resources(folder: Path) -> list[Resource]:
    return [d for name in kustomization(folder)["resources"] for d in load_docs(folder / name)]


def key(resource: Resource) -> tuple[str, str]:
    return resource["kind"], resource["metadata"]["name"]


BASE_RESOURCES = {key(r): r for r in file_resources(BASE)}
JOB = file_resources(RUN)[0]


def renderer() -> list[str] | None:
    if shutil.which("kubectl"):
        return ["kubectl", "kustomize"]
    if shutil.which("kustomize"):
        return ["kustomize", "build"]
    return None


RENDER = renderer()
needs_renderer = pytest.mark.skipif(
    RENDER is None,
    reason="neither kubectl nor kustomize is installed: the kustomizations are not rendered "
    "(the base files and every patch merged onto its base resource are still validated)",
)


@functools.cache
def render(name: str) -> tuple[Resource, ...]:
    assert RENDER is not None
    done = subprocess.run([*RENDER, str(K8S / name)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return tuple(d for d in yaml.safe_load_all(done.stdout) if d)


def validate(resource: Resource) -> None:
    """Strict: an unknown field is an error, not ignored."""
    problems = []
    for version in VERSIONS:
        try:
            kubernetes_validate.validate(resource, version, strict=True)
        except kubernetes_validate.ValidationError as e:
            where = "/".join(str(p) for p in e.absolute_path)
            problems.append(f"{key(resource)} against {version} at {where}: {e.message}")
    assert not problems, "\n".join(problems)


def merge(base: Any, patch: Any) -> Any:
    """A strategic merge patch as the overlays use it: maps merge, named list items merge by name."""
    if isinstance(base, dict) and isinstance(patch, dict):
        merged = dict(base)
        for k, v in patch.items():
            merged[k] = merge(base[k], v) if k in base else v
        return merged
    if isinstance(base, list) and isinstance(patch, list) and all(isinstance(i, dict) for i in base + patch):
        if all("name" in i for i in base + patch):
            merged_items = {i["name"]: i for i in base}
            for item in patch:
                if item.get("$patch") == "delete":
                    merged_items.pop(item["name"])
                else:
                    merged_items[item["name"]] = merge(merged_items.get(item["name"], {}), item)
            return list(merged_items.values())
        return base + patch
    return patch


def patches(folder: str) -> list[Resource]:
    found = []
    for entry in kustomization(K8S / folder).get("patches", []):
        text = entry["patch"] if "patch" in entry else (K8S / folder / entry["path"]).read_text("utf-8")
        found += [d for d in yaml.safe_load_all(text) if d]
    return found


def deployments(resources: list[Resource] | tuple[Resource, ...]) -> dict[str, Resource]:
    return {r["metadata"]["name"]: r for r in resources if r["kind"] == "Deployment"}


def container(deployment: Resource) -> Resource:
    (only,) = deployment["spec"]["template"]["spec"]["containers"]
    return only


def env_of(c: Resource) -> dict[str, Any]:
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in c.get("env", [])}


def compose_port(name: str) -> int:
    spec = SERVICES[name]
    if name == LLM_SERVICE:
        return int(spec["command"][spec["command"].index("--port") + 1])
    return int(spec["environment"][f"DATAAGENT_{name.upper()}_LISTEN_ADDR"].rsplit(":", 1)[1])


def quantity(value: str | int) -> float:
    units = {"m": 1e-3, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "k": 1e3, "M": 1e6, "G": 1e9}
    number, unit = re.fullmatch(r"([0-9.]+)([A-Za-z]*)", str(value)).groups()  # type: ignore[union-attr]
    return float(number) * units.get(unit, 1)


def pod_specs(resources: list[Resource] | tuple[Resource, ...]) -> list[tuple[str, Resource]]:
    kinds = ("Deployment", "Job")
    return [(r["metadata"]["name"], r["spec"]["template"]["spec"]) for r in resources if r["kind"] in kinds]


BASE_DEPLOYMENTS = deployments(list(BASE_RESOURCES.values()))


# Schemas: every file resource, every patch merged onto its target, every rendered kustomization.


@pytest.mark.parametrize("resource", [*BASE_RESOURCES.values(), JOB], ids=lambda r: "/".join(key(r)))
def test_base_and_run_resources_validate(resource: Resource) -> None:
    validate(resource)


@pytest.mark.parametrize("folder", PATCHING)
def test_every_patch_names_a_base_resource_and_validates_merged_onto_it(folder: str) -> None:
    found = patches(folder)
    assert found
    for patch in found:
        target = BASE_RESOURCES.get(key(patch))
        assert target is not None, f"{folder} patches {key(patch)}, which the base does not define"
        if patch.get("$patch") == "delete":
            continue
        if patch["kind"] == "Deployment":
            names = {c["name"] for c in target["spec"]["template"]["spec"]["containers"]}
            patched_containers = patch["spec"].get("template", {}).get("spec", {}).get("containers", [])
            patched = {c["name"] for c in patched_containers}
            assert patched <= names, f"{folder}: containers {patched - names} are not in {key(patch)}"
            for c in patched_containers:
                for item in c.get("env", []):
                    if item.get("$patch") == "delete":
                        assert item["name"] in env_of(container(target)), (folder, item["name"])
        validate(merge(copy.deepcopy(target), patch))


def test_the_validator_refuses_a_misspelt_field() -> None:
    broken = copy.deepcopy(BASE_DEPLOYMENTS["context"])
    container(broken)["readinesProbe"] = container(broken).pop("readinessProbe")
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, VERSIONS[-1], strict=True)


@needs_renderer
@pytest.mark.parametrize("name", KUSTOMIZATIONS)
def test_rendered_kustomization_validates(name: str) -> None:
    rendered = render(name)
    assert rendered
    for resource in rendered:
        validate(resource)


# The same system as compose.


def test_every_service_folder_and_compose_service_is_a_deployment_and_a_service() -> None:
    folders = {p.parent.name for p in (REPO_ROOT / "services").glob("*/__main__.py")}
    k8s_services = {name for kind, name in BASE_RESOURCES if kind == "Service"}
    assert folders == set(SERVICES) == set(BASE_DEPLOYMENTS) == k8s_services


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_deployment_matches_its_compose_block(name: str) -> None:
    spec, deployment = SERVICES[name], BASE_DEPLOYMENTS[name]
    c = container(deployment)
    assert c["name"] == name
    assert c["image"] == spec["image"] == f"dataagent-{name}"
    assert c["command"] == spec["command"]
    assert [p["containerPort"] for p in c["ports"]] == [compose_port(name)]
    env = env_of(c)
    # Compose's values with nothing set in the environment; the empty ones (an endpoint not configured)
    # are left out.
    declared = {k: interpolate(str(v), {}) for k, v in spec["environment"].items()}
    assert {k: v for k, v in declared.items() if v} == {k: v for k, v in env.items() if k in declared}
    addrs = {k for k in env if k.endswith("_ADDR")}
    assert addrs == {k for k in declared if k.endswith("_ADDR")}


@pytest.mark.parametrize("name", sorted(SERVICES))
def test_service_exposes_the_compose_port_to_the_deployments_pods(name: str) -> None:
    service = BASE_RESOURCES["Service", name]
    pod_labels = BASE_DEPLOYMENTS[name]["spec"]["template"]["metadata"]["labels"]
    assert service["spec"]["selector"].items() <= pod_labels.items()
    assert BASE_DEPLOYMENTS[name]["spec"]["selector"]["matchLabels"] == service["spec"]["selector"]
    (port,) = service["spec"]["ports"]
    assert port["port"] == compose_port(name)
    assert port["targetPort"] == container(BASE_DEPLOYMENTS[name])["ports"][0]["name"]


def test_every_address_names_a_service_on_its_port() -> None:
    for name, deployment in BASE_DEPLOYMENTS.items():
        for var, value in env_of(container(deployment)).items():
            if var.endswith("_ADDR") and "_LISTEN" not in var:
                host, port = value.rsplit(":", 1)
                assert host == var.removesuffix("_ADDR").lower(), (name, var)
                assert int(port) == compose_port(host), (name, var)


@pytest.mark.parametrize("pod", pod_specs([*BASE_RESOURCES.values(), JOB]), ids=lambda p: p[0])
def test_every_pod_mounts_the_compose_volumes(pod: tuple[str, Resource]) -> None:
    _, spec = pod
    claims = {v["name"]: v.get("persistentVolumeClaim") for v in spec["volumes"]}
    assert claims["artifacts"] == {"claimName": "artifacts"}
    assert claims["input"] == {"claimName": "input", "readOnly": True}
    for c in spec["containers"]:
        mounts = {m["mountPath"]: m for m in c["volumeMounts"]}
        assert mounts["/artifacts"]["name"] == "artifacts" and not mounts["/artifacts"].get("readOnly")
        assert mounts["/input"]["name"] == "input" and mounts["/input"]["readOnly"] is True
    assert any(str(v).startswith("artifacts:/artifacts") for s in SERVICES.values() for v in s["volumes"])
    assert BASE_RESOURCES["PersistentVolumeClaim", "artifacts"]["spec"]["accessModes"] == ["ReadWriteMany"]


# Health, security, resources.


@pytest.mark.parametrize("name", sorted(set(SERVICES) - {LLM_SERVICE}))
def test_grpc_services_are_probed_on_the_standard_health_service(name: str) -> None:
    c = container(BASE_DEPLOYMENTS[name])
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert c[probe]["grpc"] == {"port": compose_port(name)}, probe


def test_the_model_is_probed_over_http_until_loaded_then_on_its_port() -> None:
    c = container(BASE_DEPLOYMENTS[LLM_SERVICE])
    port = compose_port(LLM_SERVICE)
    startup = c["startupProbe"]
    assert startup["httpGet"] == {"path": "/v1/models", "port": port}
    start_period = int(SERVICES[LLM_SERVICE]["healthcheck"]["start_period"].removesuffix("s"))
    assert startup["periodSeconds"] * startup["failureThreshold"] >= start_period
    assert c["readinessProbe"]["tcpSocket"] == c["livenessProbe"]["tcpSocket"] == {"port": port}


@pytest.mark.parametrize("pod", pod_specs([*BASE_RESOURCES.values(), JOB]), ids=lambda p: p[0])
def test_pods_run_as_non_root_on_a_read_only_root_without_capabilities(pod: tuple[str, Resource]) -> None:
    _, spec = pod
    assert spec["securityContext"]["runAsNonRoot"] is True
    assert spec["securityContext"]["runAsUser"] > 0
    assert spec["securityContext"]["seccompProfile"] == {"type": "RuntimeDefault"}
    tmp = {v["name"] for v in spec["volumes"] if "emptyDir" in v}
    for c in [*spec.get("initContainers", []), *spec["containers"]]:
        assert c["securityContext"] == {
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "capabilities": {"drop": ["ALL"]},
        }
        if "volumeMounts" in c:
            assert any(m["mountPath"] == "/tmp" and m["name"] in tmp for m in c["volumeMounts"])


@pytest.mark.parametrize("pod", pod_specs([*BASE_RESOURCES.values(), JOB]), ids=lambda p: p[0])
def test_every_container_requests_no_more_than_its_limits(pod: tuple[str, Resource]) -> None:
    _, spec = pod
    for c in [*spec.get("initContainers", []), *spec["containers"]]:
        requests, limits = c["resources"]["requests"], c["resources"]["limits"]
        assert {"cpu", "memory"} <= requests.keys() and {"cpu", "memory"} <= limits.keys()
        for resource in requests:
            assert quantity(requests[resource]) <= quantity(limits[resource]), (c["name"], resource)


# Scaling out extraction.


def test_extraction_scales_out_behind_a_headless_service_the_fanout_resolves() -> None:
    service = BASE_RESOURCES["Service", "extraction"]
    assert service["spec"]["clusterIP"] == "None"
    addr = env_of(container(BASE_DEPLOYMENTS["extraction"]))["EXTRACTION_ADDR"]
    assert fanout_target(addr) == f"dns:///extraction:{compose_port('extraction')}"
    target = BASE_RESOURCES["HorizontalPodAutoscaler", "extraction"]["spec"]["scaleTargetRef"]
    assert (target["apiVersion"], target["kind"], target["name"]) == ("apps/v1", "Deployment", "extraction")
    assert "replicas" not in BASE_DEPLOYMENTS["extraction"]["spec"], "the autoscaler owns the count"
    assert "cpu" in container(BASE_DEPLOYMENTS["extraction"])["resources"]["requests"]
    others = {n for kind, n in BASE_RESOURCES if kind == "Service"} - {"extraction"}
    assert all("clusterIP" not in BASE_RESOURCES["Service", n]["spec"] for n in others)


@needs_renderer
def test_the_large_overlay_scales_further_than_the_small_one() -> None:
    def bounds(name: str) -> tuple[int, int]:
        (hpa,) = [r for r in render(name) if r["kind"] == "HorizontalPodAutoscaler"]
        return hpa["spec"]["minReplicas"], hpa["spec"]["maxReplicas"]

    (small_min, small_max), (large_min, large_max) = bounds("overlays/small"), bounds("overlays/large")
    assert 1 <= small_min <= small_max < large_max and small_min <= large_min <= large_max


@needs_renderer
@pytest.mark.parametrize("name", ["overlays/small", "overlays/large"])
def test_overlays_keep_every_service_and_address(name: str) -> None:
    rendered = render(name)
    found = deployments(rendered)
    assert set(found) == set(SERVICES)
    services = {r["metadata"]["name"] for r in rendered if r["kind"] == "Service"}
    for deployment in found.values():
        for var, value in env_of(container(deployment)).items():
            if var.endswith("_ADDR") and "_LISTEN" not in var:
                assert value.rsplit(":", 1)[0] in services, (name, var)


# The model as an external endpoint.


@needs_renderer
def test_external_model_overlay_replaces_the_embedded_model_by_the_endpoint() -> None:
    rendered = render("overlays/external-model")
    kinds = {key(r) for r in rendered}
    assert ("Deployment", LLM_SERVICE) not in kinds and ("Service", LLM_SERVICE) not in kinds
    found = deployments(rendered)
    assert set(found) == set(SERVICES) - {LLM_SERVICE}
    config_maps = {r["metadata"]["name"]: r["data"] for r in rendered if r["kind"] == "ConfigMap"}
    for name, deployment in found.items():
        c = container(deployment)
        env = env_of(c)
        assert not any(str(v).startswith(f"{LLM_SERVICE}:") for v in env.values()), name
        if name not in MODEL_CLIENTS:
            continue
        assert "LLM_ADDR" not in env
        assert env["MODEL_API_KEY"] == {"secretKeyRef": {"name": "model-api-key", "key": "MODEL_API_KEY"}}
        (source,) = c["envFrom"]
        data = config_maps[source["configMapRef"]["name"]]
        assert {"MODEL_API_URL", "MODEL_NAME"} <= data.keys() and "MODEL_API_KEY" not in data


def test_external_model_component_patches_exactly_the_services_that_call_a_model() -> None:
    assert MODEL_CLIENTS
    found = patches("components/external-model")
    clients = {p["metadata"]["name"] for p in found if p.get("$patch") != "delete"}
    deleted = {key(p) for p in found if p.get("$patch") == "delete"}
    assert clients == set(MODEL_CLIENTS)
    assert deleted == {("Deployment", LLM_SERVICE), ("Service", LLM_SERVICE)}


# A run as a Job.


def test_the_run_job_runs_the_coordinators_command_against_the_coordinator_service() -> None:
    spec = JOB["spec"]["template"]["spec"]
    (run,) = spec["containers"]
    assert run["image"] == SERVICES["coordinator"]["image"]
    assert run["command"] == ["dataagent", "run", "/input", "--output", "/artifacts/runs/$(RUN_NAME)"]
    env = env_of(run)
    assert env["COORDINATOR_ADDR"] == SERVICES["coordinator"]["environment"]["COORDINATOR_ADDR"]
    assert env["RUN_NAME"] == {"fieldRef": {"fieldPath": "metadata.labels['batch.kubernetes.io/job-name']"}}
    assert spec["restartPolicy"] == "Never"
    scripts = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert "dataagent" in scripts
