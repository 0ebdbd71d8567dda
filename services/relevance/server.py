"""Wiring of the relevance service: settings, the model client, the judge, servicer,
server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from dataagent.relevance.v1 import relevance_pb2, relevance_pb2_grpc
from services.relevance.judge import RelevanceJudge
from services.relevance.servicer import RelevanceServicer
from services.relevance.settings import RelevanceSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.embedding import Embedder
from shared.llm import LLMClient, LLMSettings
from shared.rpc import RunningServer, start_service


async def create_server(
    settings: RelevanceSettings, llm_settings: LLMSettings | None = None, embedder: Embedder | None = None
) -> RunningServer:
    llm = LLMClient(llm_settings or load_settings(LLMSettings))
    executor = ThreadPoolExecutor(max_workers=settings.rpc_workers, thread_name_prefix="relevance")
    judge = RelevanceJudge(settings, llm, embedder=embedder, executor=executor)
    servicer = RelevanceServicer(judge, ArtifactStore(settings.artifact_root).ensure())
    running = await start_service(settings, relevance_pb2, relevance_pb2_grpc, servicer)
    running.on_stop.extend([llm.aclose, lambda: executor.shutdown(wait=False, cancel_futures=True)])
    await running.set_serving()
    return running
