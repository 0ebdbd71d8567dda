"""Wiring of the context service: settings, executors, servicer, server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from dataagent.context.v1 import context_pb2, context_pb2_grpc
from services.context.context_view import make_executor
from services.context.pagestream.file import model_endpoint_configured
from services.context.pagestream.settings import PageStreamSettings
from services.context.servicer import ContextServicer
from services.context.settings import ContextSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.rpc import RunningServer, start_service

if TYPE_CHECKING:
    from shared.llm import LLMSettings


async def create_server(
    settings: ContextSettings,
    pagestream: PageStreamSettings | None = None,
    llm_settings: LLMSettings | None = None,
) -> RunningServer:
    """``llm_settings``: the split's decision model (default: the environment's, when it names an
    endpoint; none: the rule fallback decides)."""
    executor = ThreadPoolExecutor(settings.rpc_workers, thread_name_prefix="context")
    # One conversion pool for the server's life. It starts no process here: workers are spawned on the
    # first conversions (about 0.4 s each, PyMuPDF without its layout analyser) and then stay warm.
    converters = make_executor(settings)
    llm = None
    if llm_settings is None and model_endpoint_configured():
        from shared.llm import LLMSettings

        llm_settings = load_settings(LLMSettings)
    if llm_settings is not None:
        from shared.llm import LLMClient

        llm = LLMClient(llm_settings)
    servicer = ContextServicer(
        settings,
        ArtifactStore(settings.artifact_root).ensure(),
        executor,
        converters,
        pagestream or load_settings(PageStreamSettings, artifact_root=settings.artifact_root),
        llm,
    )
    running = await start_service(settings, context_pb2, context_pb2_grpc, servicer)
    for pool in (converters, executor):
        running.on_stop.append(lambda pool=pool: pool.shutdown(wait=False, cancel_futures=True))
    if llm is not None:
        running.on_stop.append(llm.aclose)
    await running.set_serving()
    return running
