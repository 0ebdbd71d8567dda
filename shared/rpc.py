"""gRPC plumbing every service shares: server start-up, health, reflection, errors, shutdown, clients, and the
transport (TLS and the bearer token of TransportSettings) on both sides."""

from __future__ import annotations

import asyncio
import contextvars
import functools
import hmac
import json
import signal
import sys
import time
import traceback
import uuid
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, TypeVar

import grpc
from google.protobuf.descriptor import ServiceDescriptor
from google.protobuf.message import Message
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from shared import errors
from shared.config import RequestLimits, ServiceSettings, TransportSettings, load_settings
from shared.logging import get_logger, log_context, setup_logging
from shared.request_limits import request_problem

log = get_logger("rpc")

TASK_ID_KEY = "x-task-id"
REQUEST_ID_KEY = "x-request-id"
RUN_ID_KEY = "x-run-id"
AUTHORIZATION_KEY = "authorization"
# Probes (compose, the launcher, load balancers) carry no token; health reveals nothing else.
_UNAUTHENTICATED_PREFIX = "/grpc.health.v1.Health/"

_STATUS_BY_ERROR: list[tuple[type[errors.DataAgentError], grpc.StatusCode]] = [
    (errors.InvalidInputError, grpc.StatusCode.INVALID_ARGUMENT),
    (errors.NotFoundError, grpc.StatusCode.NOT_FOUND),
    (errors.NotReadyError, grpc.StatusCode.UNAVAILABLE),
    (errors.LLMError, grpc.StatusCode.UNAVAILABLE),
    (errors.DeadlineError, grpc.StatusCode.DEADLINE_EXCEEDED),
    (errors.PermissionDeniedError, grpc.StatusCode.PERMISSION_DENIED),
    (errors.ConfigError, grpc.StatusCode.FAILED_PRECONDITION),
]

T = TypeVar("T")
S = TypeVar("S", bound=ServiceSettings)


def status_for(exc: BaseException) -> grpc.StatusCode:
    for cls, code in _STATUS_BY_ERROR:
        if isinstance(exc, cls):
            return code
    return grpc.StatusCode.INTERNAL


def error_from_status(e: grpc.aio.AioRpcError) -> errors.DataAgentError:
    """A client's view of a failed call: the domain error the status stands for, with the details."""
    cls = next(
        (c for c, code in _STATUS_BY_ERROR if code is e.code() and c is not errors.LLMError),
        errors.DataAgentError,
    )
    return cls(e.details() or e.code().name)


class AuthInterceptor(grpc.aio.ServerInterceptor):
    """Refuses (UNAUTHENTICATED) every call but health checks without ``authorization: Bearer <token>``."""

    def __init__(self, token: str) -> None:
        self._expected = f"Bearer {token}".encode()

    def _authorized(self, details: grpc.HandlerCallDetails) -> bool:
        sent = dict(details.invocation_metadata or ()).get(AUTHORIZATION_KEY, "")
        return hmac.compare_digest(str(sent).encode(), self._expected)

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        method = handler_call_details.method
        if (
            handler is None
            or method.startswith(_UNAUTHENTICATED_PREFIX)
            or self._authorized(handler_call_details)
        ):
            return handler
        log.warning("rpc", method=method, status=grpc.StatusCode.UNAUTHENTICATED.name)

        async def refuse(request: Any, context: grpc.aio.ServicerContext) -> None:
            await context.abort(
                grpc.StatusCode.UNAUTHENTICATED,
                "this service needs 'authorization: Bearer <token>' metadata (DATAAGENT_AUTH_TOKEN)",
            )

        kind = (
            grpc.unary_unary_rpc_method_handler
            if handler.unary_unary
            else grpc.unary_stream_rpc_method_handler
            if handler.unary_stream
            else grpc.stream_unary_rpc_method_handler
            if handler.stream_unary
            else grpc.stream_stream_rpc_method_handler
        )
        return kind(
            refuse,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )


class ErrorMappingInterceptor(grpc.aio.ServerInterceptor):
    """Logs every RPC with its ids, status and duration, maps domain errors to status codes, and refuses
    a request beyond the service's ``limits`` (INVALID_ARGUMENT) before the servicer sees it."""

    def __init__(self, limits: RequestLimits | None = None) -> None:
        self.limits = limits

    def _check(self, request: Any) -> None:
        if self.limits is not None and isinstance(request, Message):
            problem = request_problem(request, self.limits)
            if problem:
                raise errors.InvalidInputError(f"request refused: {problem}")

    async def intercept_service(
        self,
        continuation: Callable[[grpc.HandlerCallDetails], Awaitable[grpc.RpcMethodHandler]],
        handler_call_details: grpc.HandlerCallDetails,
    ) -> grpc.RpcMethodHandler:
        handler = await continuation(handler_call_details)
        if handler is None or handler.stream_stream or handler.stream_unary:
            return handler
        method = handler_call_details.method
        metadata = dict(handler_call_details.invocation_metadata or ())
        ids = {
            "task_id": metadata.get(TASK_ID_KEY, ""),
            "request_id": metadata.get(REQUEST_ID_KEY) or uuid.uuid4().hex[:12],
            "run_id": metadata.get(RUN_ID_KEY, ""),
        }
        if handler.unary_unary:
            inner = handler.unary_unary

            async def unary(request: Any, context: grpc.aio.ServicerContext) -> Any:
                with log_context(**ids):
                    start = time.perf_counter()
                    try:
                        self._check(request)
                        response = await inner(request, context)
                    except Exception as e:
                        await _abort(context, method, e, start, ids["request_id"])
                    _log_done(method, grpc.StatusCode.OK, start)
                    return response

            return grpc.unary_unary_rpc_method_handler(
                unary,
                request_deserializer=handler.request_deserializer,
                response_serializer=handler.response_serializer,
            )
        inner_stream = handler.unary_stream

        async def stream(request: Any, context: grpc.aio.ServicerContext) -> Any:
            with log_context(**ids):
                start = time.perf_counter()
                try:
                    self._check(request)
                    async for item in inner_stream(request, context):
                        yield item
                except Exception as e:
                    await _abort(context, method, e, start, ids["request_id"])
                _log_done(method, grpc.StatusCode.OK, start)

        return grpc.unary_stream_rpc_method_handler(
            stream,
            request_deserializer=handler.request_deserializer,
            response_serializer=handler.response_serializer,
        )


def _log_done(method: str, code: grpc.StatusCode, start: float, **extra: Any) -> None:
    log.info(
        "rpc",
        method=method,
        status=code.name,
        duration_ms=round((time.perf_counter() - start) * 1e3, 2),
        **extra,
    )


async def _abort(
    context: grpc.aio.ServicerContext, method: str, exc: Exception, start: float, request_id: str
) -> None:
    if isinstance(exc, grpc.aio.AbortError):
        raise exc
    code = status_for(exc)
    if code is grpc.StatusCode.INTERNAL:
        message = f"internal error in {method} (request id {request_id}): {type(exc).__name__}"
        _log_done(method, code, start, error=str(exc), traceback=traceback.format_exc())
    else:
        message = str(exc) or type(exc).__name__
        _log_done(method, code, start, error=message)
    await context.abort(code, message)


@dataclass
class ServiceBinding:
    """One servicer to mount: its descriptor (for health/reflection) and the generated add function."""

    descriptor: ServiceDescriptor
    add_to_server: Callable[[Any, grpc.aio.Server], None]
    servicer: Any


@dataclass
class RunningServer:
    server: grpc.aio.Server
    port: int
    health: health.aio.HealthServicer
    service_names: list[str]
    on_stop: list[Callable[[], Awaitable[None] | None]] = field(default_factory=list)

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    async def set_serving(self) -> None:
        for name in ["", *self.service_names]:
            await self.health.set(name, health_pb2.HealthCheckResponse.SERVING)

    async def stop(self, grace: float) -> None:
        """Refuse new work (health NOT_SERVING), finish in-flight RPCs within ``grace``, release resources."""
        await self.health.enter_graceful_shutdown()
        await self.server.stop(grace)
        for hook in self.on_stop:
            result = hook()
            if asyncio.iscoroutine(result):
                await result


async def start_server(
    addr: str,
    bindings: Sequence[ServiceBinding],
    *,
    limits: RequestLimits | None = None,
    max_message_mb: int = 64,
    transport: TransportSettings | None = None,
    options: Sequence[tuple[str, Any]] = (),
) -> RunningServer:
    """Start a grpc.aio server with health (NOT_SERVING until set_serving) and reflection.

    ``limits``: what one request may carry (the service's ``request_limits``; None: only the message
    limit of ``max_message_mb``, which also bounds replies). ``transport`` (default: TransportSettings
    from configs/common.yaml and the environment) adds TLS and the token check when set; ``options`` are
    extra grpc server options.
    """
    transport = transport or load_settings(TransportSettings)
    token = transport.token()
    limit = max_message_mb * 1024 * 1024
    received = min(limit, limits.message_bytes) if limits is not None else limit
    server = grpc.aio.server(
        interceptors=[*([AuthInterceptor(token)] if token else []), ErrorMappingInterceptor(limits)],
        options=[
            ("grpc.max_send_message_length", limit),
            ("grpc.max_receive_message_length", received),
            *options,
        ],
    )
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    names = [b.descriptor.full_name for b in bindings]
    for b in bindings:
        b.add_to_server(b.servicer, server)
    for name in ["", *names]:
        await health_servicer.set(name, health_pb2.HealthCheckResponse.NOT_SERVING)
    reflection.enable_server_reflection(
        [*names, health_pb2.DESCRIPTOR.services_by_name["Health"].full_name, reflection.SERVICE_NAME], server
    )
    credentials = server_credentials(transport)
    port = server.add_secure_port(addr, credentials) if credentials else server.add_insecure_port(addr)
    if port == 0:
        raise errors.ConfigError(f"cannot listen on {addr}")
    await server.start()
    return RunningServer(server=server, port=port, health=health_servicer, service_names=names)


async def start_service(
    settings: ServiceSettings,
    pb2: ModuleType,
    pb2_grpc: ModuleType,
    servicer: Any,
    *,
    options: Sequence[tuple[str, Any]] = (),
) -> RunningServer:
    """Start the one service that the generated modules ``pb2``/``pb2_grpc`` define, served by
    ``servicer``, on the settings' address with their request limits."""
    (service,) = pb2.DESCRIPTOR.services_by_name.values()
    binding = ServiceBinding(service, getattr(pb2_grpc, f"add_{service.name}Servicer_to_server"), servicer)
    return await start_server(
        settings.listen_addr, [binding], limits=settings.request_limits, options=options
    )


def server_credentials(transport: TransportSettings) -> grpc.ServerCredentials | None:
    """TLS with the configured certificate and key, or None (plaintext) when they are unset."""
    cert, key = transport.read("tls_cert"), transport.read("tls_key")
    if cert is None or key is None:
        return None
    return grpc.ssl_server_credentials([(key, cert)])


def channel_credentials(transport: TransportSettings) -> grpc.ChannelCredentials | None:
    """TLS trusting the configured CA (unset: the system's roots), or None (plaintext) without TLS."""
    if not transport.tls:
        return None
    return grpc.ssl_channel_credentials(root_certificates=transport.read("tls_ca"))


def _with_token(details: grpc.aio.ClientCallDetails, token: str) -> grpc.aio.ClientCallDetails:
    pair = (AUTHORIZATION_KEY, f"Bearer {token}")
    return details._replace(metadata=grpc.aio.Metadata(*(details.metadata or ()), pair))


# A channel files each interceptor under one kind of call only, hence one class per kind.
class _UnaryToken(grpc.aio.UnaryUnaryClientInterceptor):
    def __init__(self, token: str) -> None:
        self.token = token

    async def intercept_unary_unary(self, continuation, client_call_details, request):  # type: ignore[override]
        return await continuation(_with_token(client_call_details, self.token), request)


class _StreamToken(grpc.aio.UnaryStreamClientInterceptor):
    def __init__(self, token: str) -> None:
        self.token = token

    async def intercept_unary_stream(self, continuation, client_call_details, request):  # type: ignore[override]
        return await continuation(_with_token(client_call_details, self.token), request)


def connect(
    addr: str, options: Sequence[tuple[str, Any]] = (), transport: TransportSettings | None = None
) -> grpc.aio.Channel:
    """A client channel with the configured transport: TLS and the bearer token when they are set."""
    transport = transport or load_settings(TransportSettings)
    token = transport.token()
    interceptors = [_UnaryToken(token), _StreamToken(token)] if token else None
    credentials = channel_credentials(transport)
    if credentials is None:
        return grpc.aio.insecure_channel(addr, options=list(options), interceptors=interceptors)
    return grpc.aio.secure_channel(addr, credentials, options=list(options), interceptors=interceptors)


def serve(create: Callable[[], Awaitable[RunningServer]], grace_s: float, name: str) -> None:
    """Run a server until SIGTERM/SIGINT, then stop it gracefully."""

    async def main() -> None:
        running = await create()
        log.info("serving", service=name, port=running.port)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop.set)
        await stop.wait()
        log.info("shutting down", service=name, grace_s=grace_s)
        await running.stop(grace_s)
        log.info("stopped", service=name)

    asyncio.run(main())


async def run_blocking(executor: Executor | None, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """Run blocking work in the server's executor (None: the loop's default one), keeping the log context
    (task/request ids) in a thread; a process pool gets the bare call, since a context cannot be pickled."""
    if isinstance(executor, ProcessPoolExecutor):
        call = functools.partial(fn, *args, **kwargs)
    else:
        call = functools.partial(contextvars.copy_context().run, fn, *args, **kwargs)
    return await asyncio.get_running_loop().run_in_executor(executor, call)


def _retry_service_config(attempts: int, round_robin: bool) -> str:
    config: dict[str, Any] = {
        "methodConfig": [
            {
                "name": [{}],
                "retryPolicy": {
                    "maxAttempts": max(2, min(attempts, 5)),
                    "initialBackoff": "0.2s",
                    "maxBackoff": "2s",
                    "backoffMultiplier": 2,
                    "retryableStatusCodes": ["UNAVAILABLE"],
                },
            }
        ]
    }
    if round_robin:
        config["loadBalancingConfig"] = [{"round_robin": {}}]
    return json.dumps(config)


def open_channel(
    addr: str,
    *,
    retry_attempts: int = 4,
    max_message_mb: int = 64,
    transport: TransportSettings | None = None,
    round_robin: bool = False,
) -> grpc.aio.Channel:
    """A client channel that retries UNAVAILABLE; callers pass a deadline (timeout=) on every call.
    ``round_robin``: calls spread over every address the target resolves to (replicas of a service)."""
    limit = max_message_mb * 1024 * 1024
    options: list[tuple[str, Any]] = [
        ("grpc.enable_retries", 1),
        ("grpc.service_config", _retry_service_config(retry_attempts, round_robin)),
        ("grpc.max_send_message_length", limit),
        ("grpc.max_receive_message_length", limit),
    ]
    if round_robin:
        options.append(("grpc.lb_policy_name", "round_robin"))
    return connect(addr, options, transport)


def call_metadata(task_id: str = "", request_id: str = "", run_id: str = "") -> tuple[tuple[str, str], ...]:
    """Metadata that carries the ids into the callee's logs."""
    pairs = [
        (TASK_ID_KEY, task_id),
        (REQUEST_ID_KEY, request_id or uuid.uuid4().hex[:12]),
        (RUN_ID_KEY, run_id),
    ]
    return tuple((k, v) for k, v in pairs if v)


async def wait_healthy(
    addr: str, *, timeout_s: float, service: str = "", transport: TransportSettings | None = None
) -> None:
    """Poll the standard health service until SERVING; raise NotReadyError after ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    last = "no answer"
    async with connect(addr, transport=transport) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        while time.monotonic() < deadline:
            try:
                reply = await stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=1.0)
                if reply.status == health_pb2.HealthCheckResponse.SERVING:
                    return
                last = health_pb2.HealthCheckResponse.ServingStatus.Name(reply.status)
            except grpc.aio.AioRpcError as e:
                last = e.code().name
            await asyncio.sleep(0.1)
    raise errors.NotReadyError(f"{addr} not SERVING after {timeout_s:.0f}s (last: {last})")


def service_main(name: str, settings_cls: type[S], create: Callable[[S], Awaitable[RunningServer]]) -> None:
    """The whole ``__main__`` of a service: settings (failing fast), logging, serve until a signal."""
    try:
        settings = load_settings(settings_cls)
        load_settings(TransportSettings)
    except errors.ConfigError as e:
        print(f"{name}: {e}", file=sys.stderr)
        raise SystemExit(2) from e
    setup_logging(settings.log_level, service=name)
    try:
        serve(lambda: create(settings), settings.shutdown_grace_s, name)
    except errors.ConfigError as e:  # found only while starting: a port taken, a TLS file unreadable
        print(f"{name}: {e}", file=sys.stderr)
        raise SystemExit(2) from e
