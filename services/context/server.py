"""Wiring of the context service: settings, executors, servicer, server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from dataagent.context.v1 import context_pb2, context_pb2_grpc
from services.context.context_view import make_executor
from services.context.servicer import ContextServicer
from services.context.settings import ContextSettings
from shared.artifacts import ArtifactStore
from shared.rpc import RunningServer, ServiceBinding, start_server


async def create_server(settings: ContextSettings) -> RunningServer:
    executor = ThreadPoolExecutor(settings.rpc_workers, thread_name_prefix="context")
    # One conversion pool for the server's life. It starts no process here: workers are spawned on the
    # first conversions (about 0.4 s each, PyMuPDF without its layout analyser) and then stay warm.
    converters = make_executor(settings)
    servicer = ContextServicer(settings, ArtifactStore(settings.artifact_root).ensure(), executor, converters)
    running = await start_server(
        settings.listen_addr,
        [
            ServiceBinding(
                context_pb2.DESCRIPTOR.services_by_name["ContextService"],
                context_pb2_grpc.add_ContextServiceServicer_to_server,
                servicer,
            )
        ],
    )
    for pool in (converters, executor):
        running.on_stop.append(lambda pool=pool: pool.shutdown(wait=False, cancel_futures=True))
    await running.set_serving()
    return running
