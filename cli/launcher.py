"""Starts the services of docker-compose.yml as local processes, with the same commands and environment.

Only what differs between a container and a local process is rewritten: listen addresses and
``<host>:<port>`` references to other compose services become free loopback ports, the artifact
volume's mount point becomes a local folder, the input mount point (``/input``, the services' input
root) becomes the input folders given (none: only the artifact root), and ``python`` becomes this
interpreter.

The ``llm`` block (the embedded local model, services/llm) is started first, and only when no
model endpoint is configured (neither DATAAGENT_LLM_BASE_URL nor MODEL_API_URL); the services then reach
it through their ``LLM_ADDR``. Its assembled weights are cached in var/cache/models so that
every run folder shares one copy (DATAAGENT_LLM_SERVER_CACHE_DIR overrides).
"""

from __future__ import annotations

import asyncio
import ctypes
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import yaml

from cli.paths import shown
from cli.shutdown import ProcessGroups
from shared.config import REPO_ROOT, addr_env, service_addr
from shared.errors import ConfigError, NotReadyError
from shared.rpc import wait_healthy

COMPOSE_FILE = REPO_ROOT / "docker-compose.yml"
ARTIFACT_MOUNT = "/artifacts"
INPUT_MOUNT = "/input"
_INTERPOLATION = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}")
_HOST_PORT = re.compile(r"^([A-Za-z0-9_.-]+):(\d+)$")
LLM_SERVICE = "llm"
_PR_SET_PDEATHSIG = 1
LLM_ENDPOINT_VARS = ("DATAAGENT_LLM_BASE_URL", "MODEL_API_URL")
MODEL_CACHE_DIR = REPO_ROOT / "var" / "cache" / "models"
# Where a command that starts the embedded model on its own (ask, extract, video) writes the model's log.
MODEL_LOG_DIR = REPO_ROOT / "var" / "logs"
# The video service's assembled Whisper model, shared by every run folder like the embedded model.
VIDEO_SERVICE = "video"
VIDEO_CACHE_DIR = REPO_ROOT / "var" / "cache" / "video"


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def interpolate(value: str, env: dict[str, str]) -> str:
    """Compose's ``${NAME}`` / ``${NAME:-default}`` substitution."""
    return _INTERPOLATION.sub(lambda m: env.get(m.group(1)) or (m.group(2) or ""), value)


def load_compose(path: Path = COMPOSE_FILE) -> dict[str, Any]:
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def grpc_services(compose: dict[str, Any]) -> list[str]:
    """Compose services that are ours (run ``python -m services.<name>``) and speak gRPC, in dependency order.

    The model server ``llm`` is ours too but speaks HTTP; the launcher starts it apart (``_start_llm``).
    """
    services = compose["services"]
    ours = [
        n
        for n, s in services.items()
        if n != LLM_SERVICE and s.get("command", [])[:3] == ["python", "-m", f"services.{n}"]
    ]
    ordered: list[str] = []

    def visit(name: str, path: tuple[str, ...]) -> None:
        if name in ordered:
            return
        if name in path:
            raise ConfigError(f"dependency cycle in compose: {' -> '.join((*path, name))}")
        for dep in services[name].get("depends_on", {}) or {}:
            if dep in ours:
                visit(dep, (*path, name))
        ordered.append(name)

    for name in ours:
        visit(name, ())
    return ordered


def needs_local_llm(compose: dict[str, Any], env: dict[str, str] | os._Environ[str]) -> bool:
    """The compose file has an ``llm`` block and no endpoint is configured in ``env``."""
    return LLM_SERVICE in compose["services"] and not any(env.get(v, "").strip() for v in LLM_ENDPOINT_VARS)


def _with_option(command: list[str], option: str, value: str) -> list[str]:
    if option in command[:-1]:
        command[command.index(option) + 1] = value
    else:
        command += [option, value]
    return command


def _die_with_parent() -> None:
    """In the child before exec: get SIGTERM when the launcher dies, even by SIGKILL, so nothing leaks."""
    if sys.platform == "linux":
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class LocalService:
    name: str
    addr: str
    process: subprocess.Popen[bytes]
    log_path: Path


@dataclass
class LocalSystem:
    """The compose system as local processes; use ``async with`` or start()/stop()."""

    artifact_root: Path
    log_dir: Path
    # The folders the services may read tasks from (DATAAGENT_INPUT_ROOTS, set to /input in compose).
    input_roots: tuple[Path, ...] = ()
    # The gRPC services to start (None: every one of the compose file); the embedded model is started
    # whenever no endpoint is configured.
    only: tuple[str, ...] | None = None
    compose_path: Path = COMPOSE_FILE
    health_timeout_s: float = 60.0
    # The first start of the local model assembles 1.1 GB of weights and loads them.
    llm_timeout_s: float = 600.0
    stop_grace_s: float = 10.0
    services: dict[str, LocalService] = field(default_factory=dict)
    groups: ProcessGroups = field(default_factory=ProcessGroups)

    def environment(self, name: str, spec: dict[str, Any], ports: dict[str, int]) -> dict[str, str]:
        env = dict(os.environ)
        declared = spec.get("environment", {}) or {}
        if isinstance(declared, list):
            declared = dict(item.split("=", 1) for item in declared)
        for key, raw in declared.items():
            value = interpolate(str(raw), env)
            match = _HOST_PORT.match(value)
            if match and match.group(1) == "0.0.0.0":
                value = f"127.0.0.1:{ports[name]}"
            elif match and match.group(1) in ports:
                value = f"127.0.0.1:{ports[match.group(1)]}"
            elif value == ARTIFACT_MOUNT or value.startswith(ARTIFACT_MOUNT + "/"):
                value = str(self.artifact_root) + value[len(ARTIFACT_MOUNT) :]
            elif value == INPUT_MOUNT:
                value = os.pathsep.join(str(root) for root in self.input_roots)
            env[key] = value
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH", "")) if p)
        if name == VIDEO_SERVICE:
            env.setdefault("DATAAGENT_VIDEO_CACHE_DIR", str(VIDEO_CACHE_DIR))
        return env

    async def start(self) -> dict[str, str]:
        compose = load_compose(self.compose_path)
        names = [n for n in grpc_services(compose) if self.only is None or n in self.only]
        ports = {name: free_port() for name in names}
        if needs_local_llm(compose, os.environ):
            ports[LLM_SERVICE] = free_port()
        self.artifact_root.mkdir(parents=True, exist_ok=True)
        self.log_dir.mkdir(parents=True, exist_ok=True)
        try:
            if LLM_SERVICE in ports:
                await self._start_llm(compose["services"][LLM_SERVICE], ports)
            for name in names:
                spec = compose["services"][name]
                command = [sys.executable if part == "python" else part for part in spec["command"]]
                service = self._spawn(name, command, self.environment(name, spec, ports), ports[name])
                await self._wait(service)
        except BaseException:
            await self.stop()
            raise
        return self.addresses()

    def _spawn(self, name: str, command: list[str], env: dict[str, str], port: int) -> LocalService:
        """Start one service in its own session (a Ctrl-C reaches only us; we stop it in order)."""
        log_path = self.log_dir / f"{name}.log"
        with open(log_path, "ab") as log_file:
            process = subprocess.Popen(
                command,
                cwd=REPO_ROOT,
                env=env,
                stdout=log_file,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
        self.groups.add(process, grace_s=self.stop_grace_s, log_path=self.log_dir / "shutdown.log")
        service = LocalService(name, f"127.0.0.1:{port}", process, log_path)
        self.services[name] = service
        return service

    async def _start_llm(self, spec: dict[str, Any], ports: dict[str, int]) -> None:
        port = ports[LLM_SERVICE]
        command = [sys.executable if part == "python" else part for part in spec["command"]]
        command = _with_option(_with_option(command, "--host", "127.0.0.1"), "--port", str(port))
        env = self.environment(LLM_SERVICE, spec, ports)
        env.setdefault("DATAAGENT_LLM_SERVER_CACHE_DIR", str(MODEL_CACHE_DIR))
        service = self._spawn(LLM_SERVICE, command, env, port)
        # The services find it through their LLM_ADDR, rewritten to this port like every <NAME>_ADDR.
        await self._wait_http(service, f"http://127.0.0.1:{port}/v1/models")

    async def _wait_http(self, service: LocalService, url: str) -> None:
        """Poll ``url`` until it answers 200; fail fast when the process exits."""
        give_up = asyncio.get_running_loop().time() + self.llm_timeout_s
        async with httpx.AsyncClient(timeout=2.0) as client:
            while True:
                if service.process.poll() is not None:
                    tail = service.log_path.read_text(encoding="utf-8", errors="replace")[-2000:]
                    code = service.process.returncode
                    raise NotReadyError(f"{service.name} exited with code {code}:\n{tail}")
                try:
                    if (await client.get(url)).status_code == 200:
                        return
                except httpx.HTTPError:
                    pass
                if asyncio.get_running_loop().time() > give_up:
                    waited = f"{self.llm_timeout_s:.0f}s"
                    raise NotReadyError(f"{service.name} did not answer {url} within {waited}")
                await asyncio.sleep(0.5)

    async def _wait(self, service: LocalService) -> None:
        waiter = asyncio.create_task(wait_healthy(service.addr, timeout_s=self.health_timeout_s))
        while not waiter.done():
            if service.process.poll() is not None:
                waiter.cancel()
                tail = service.log_path.read_text(encoding="utf-8", errors="replace")[-2000:]
                raise NotReadyError(f"{service.name} exited with code {service.process.returncode}:\n{tail}")
            await asyncio.sleep(0.1)
        await waiter

    def addresses(self) -> dict[str, str]:
        return {name: s.addr for name, s in self.services.items()}

    async def stop(self) -> None:
        """SIGTERM every process group started (each service and what it spawned) at once, then SIGKILL
        whatever outlives the grace period (cli/shutdown.py; a watchdog does it if this process dies)."""
        await self.groups.stop(self.stop_grace_s)
        self.services.clear()

    async def __aenter__(self) -> LocalSystem:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()


def _to_stderr(line: str) -> None:
    print(shown(line), file=sys.stderr)


@asynccontextmanager
async def embedded_model(
    say: Callable[[str], None] | None = None, log_dir: Path | None = None, compose_path: Path | None = None
) -> AsyncIterator[str | None]:
    """For a command that calls the model in its own process: with no endpoint configured and no model
    wired (``LLM_ADDR``), the embedded model is started for the block and this process's LLM settings
    reach it through ``LLM_ADDR``; its address is yielded (None when an endpoint or a wired model is
    used). ``say`` (default: a line on stderr) tells the user what is started and where its log goes."""
    compose_path = compose_path or COMPOSE_FILE
    log_dir = log_dir or MODEL_LOG_DIR
    compose = load_compose(compose_path)
    if service_addr(LLM_SERVICE) or not needs_local_llm(compose, os.environ):
        yield None
        return
    (say or _to_stderr)(
        "no model endpoint configured: starting the embedded local model (first start: minutes; "
        f"log {log_dir / (LLM_SERVICE + '.log')})"
    )
    system = LocalSystem(artifact_root=log_dir, log_dir=log_dir, compose_path=compose_path, only=())
    key = addr_env(LLM_SERVICE)
    async with system:
        addr = system.addresses()[LLM_SERVICE]
        os.environ[key] = addr
        try:
            yield addr
        finally:
            os.environ.pop(key, None)
