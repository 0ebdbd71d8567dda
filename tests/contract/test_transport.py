"""The transport on a real server (port 0): the bearer token refuses unauthenticated calls but health checks,
and TLS with a self-signed certificate made here (openssl) serves only clients that trust it."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path

import grpc
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.server import create_server
from services.coordinator.settings import CoordinatorSettings
from shared.config import TransportSettings, load_settings
from shared.errors import NotReadyError
from shared.rpc import call_metadata, channel_credentials, open_channel, server_credentials, wait_healthy

TOKEN = "t0ken-for-tests"
TRANSPORT_VARS = ("DATAAGENT_AUTH_TOKEN", "DATAAGENT_TLS_CERT", "DATAAGENT_TLS_KEY", "DATAAGENT_TLS_CA")


@pytest.fixture(autouse=True)
def plain_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in TRANSPORT_VARS:
        monkeypatch.delenv(name, raising=False)


async def start(tmp_path: Path):
    settings = load_settings(
        CoordinatorSettings,
        artifact_root=tmp_path / "artifacts",
        input_roots=[tmp_path],
        listen_addr="127.0.0.1:0",
    )
    return await create_server(settings, env={})


@pytest.fixture
async def token_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[str]:
    monkeypatch.setenv("DATAAGENT_AUTH_TOKEN", TOKEN)
    running = await start(tmp_path)
    yield running.address
    await running.stop(0)


def get_run(tmp_path: Path) -> coordinator_pb2.GetRunRequest:
    return coordinator_pb2.GetRunRequest(output_dir=str(tmp_path / "artifacts" / "none"))


async def code_of(call) -> grpc.StatusCode:
    try:
        await call
    except grpc.aio.AioRpcError as e:
        return e.code()
    return grpc.StatusCode.OK


async def test_calls_without_the_token_are_unauthenticated(token_server: str, tmp_path: Path) -> None:
    async with grpc.aio.insecure_channel(token_server) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        assert await code_of(stub.GetRun(get_run(tmp_path), timeout=5)) is grpc.StatusCode.UNAUTHENTICATED
        wrong = (("authorization", "Bearer not-it"),)
        assert (
            await code_of(stub.GetRun(get_run(tmp_path), timeout=5, metadata=wrong))
            is grpc.StatusCode.UNAUTHENTICATED
        )
        run = coordinator_pb2.RunTasksRequest(
            input_dir=str(tmp_path), output_dir=str(tmp_path / "artifacts" / "r")
        )
        with pytest.raises(grpc.aio.AioRpcError) as info:
            [e async for e in stub.RunTasks(run, timeout=5)]
        assert info.value.code() is grpc.StatusCode.UNAUTHENTICATED
        assert "DATAAGENT_AUTH_TOKEN" in (info.value.details() or "")
        reflect = reflection_pb2_grpc.ServerReflectionStub(channel)
        with pytest.raises(grpc.aio.AioRpcError) as info:
            [
                r
                async for r in reflect.ServerReflectionInfo(
                    iter([reflection_pb2.ServerReflectionRequest(list_services="")]), timeout=5
                )
            ]
        assert info.value.code() is grpc.StatusCode.UNAUTHENTICATED
        # Probes carry no token: health stays open.
        health = await health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(), timeout=5)
        assert health.status == health_pb2.HealthCheckResponse.SERVING


async def test_clients_of_the_system_send_the_configured_token(token_server: str, tmp_path: Path) -> None:
    # open_channel reads DATAAGENT_AUTH_TOKEN like the servers do: the call reaches the servicer.
    async with open_channel(token_server) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        md = call_metadata(task_id="task_1")
        assert (
            await code_of(stub.GetRun(get_run(tmp_path), timeout=5, metadata=md)) is grpc.StatusCode.NOT_FOUND
        )
        (tmp_path / "in").mkdir()
        run = coordinator_pb2.RunTasksRequest(
            input_dir=str(tmp_path / "in"), output_dir=str(tmp_path / "artifacts" / "r")
        )
        events = [e.WhichOneof("event") async for e in stub.RunTasks(run, timeout=10, metadata=md)]
        assert events[0] == "run_started" and events[-1] == "run_finished"
    await wait_healthy(token_server, timeout_s=5)


def self_signed(folder: Path) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is not installed: no certificate to test TLS with")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=localhost",
            "-addext",
            "subjectAltName=DNS:localhost,IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


@pytest.fixture
async def tls_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[str, Path]]:
    cert, key = self_signed(tmp_path)
    for name, value in (("CERT", cert), ("KEY", key), ("CA", cert), ("AUTH_TOKEN", TOKEN)):
        monkeypatch.setenv(f"DATAAGENT_{'TLS_' if name != 'AUTH_TOKEN' else ''}{name}", str(value))
    running = await start(tmp_path)
    yield running.address, cert
    await running.stop(0)


async def test_tls_serves_clients_that_trust_the_certificate(
    tls_server: tuple[str, Path], tmp_path: Path
) -> None:
    addr, _ = tls_server
    await wait_healthy(addr, timeout_s=5)  # the health probe speaks TLS too
    async with open_channel(addr) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        assert await code_of(stub.GetRun(get_run(tmp_path), timeout=5)) is grpc.StatusCode.NOT_FOUND


async def test_tls_refuses_plaintext_and_untrusting_clients(
    tls_server: tuple[str, Path], tmp_path: Path
) -> None:
    addr, _ = tls_server
    async with grpc.aio.insecure_channel(addr) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        assert await code_of(stub.GetRun(get_run(tmp_path), timeout=5)) is grpc.StatusCode.UNAVAILABLE
    (tmp_path / "other").mkdir()
    other_cert, _ = self_signed(tmp_path / "other")
    untrusting = load_settings(TransportSettings, tls_ca=other_cert, auth_token=TOKEN)
    async with open_channel(addr, retry_attempts=2, transport=untrusting) as channel:
        stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
        assert await code_of(stub.GetRun(get_run(tmp_path), timeout=5)) is grpc.StatusCode.UNAVAILABLE
    with pytest.raises(NotReadyError):
        plaintext = load_settings(TransportSettings, tls_cert=None, tls_key=None, tls_ca=None)
        await wait_healthy(addr, timeout_s=1, transport=plaintext)


def test_credentials_are_built_only_from_complete_settings(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    plain = load_settings(TransportSettings)
    assert server_credentials(plain) is None and channel_credentials(plain) is None
    full = load_settings(TransportSettings, tls_cert=cert, tls_key=key, tls_ca=cert)
    assert isinstance(server_credentials(full), grpc.ServerCredentials)
    assert isinstance(channel_credentials(full), grpc.ChannelCredentials)
    client_only = load_settings(TransportSettings, tls_ca=cert)
    assert server_credentials(client_only) is None and channel_credentials(client_only) is not None
