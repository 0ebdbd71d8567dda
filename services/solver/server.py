"""Wiring of the solver: settings, the model client, the catalog client, servicer, server."""

from __future__ import annotations

from collections.abc import Mapping

from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.solver.agent import Solver
from services.solver.clients import GrpcCatalogTools, GrpcExtractionTools
from services.solver.docservice import TaskDocQA
from services.solver.servicer import SolverServicer
from services.solver.settings import SolverSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings, service_addr
from shared.errors import ConfigError
from shared.llm import LLMClient, LLMSettings
from shared.pages.search import PageSearchSettings
from shared.rpc import RunningServer, start_service


async def create_server(
    settings: SolverSettings, llm_settings: LLMSettings | None = None, env: Mapping[str, str] | None = None
) -> RunningServer:
    """``env`` supplies CATALOG_ADDR (required) and EXTRACTION_ADDR (unset: no on-demand extraction)."""
    catalog_addr = service_addr("catalog", env)
    if catalog_addr is None:
        raise ConfigError("CATALOG_ADDR is not set: the solver needs the catalog service")
    extraction_addr = service_addr("extraction", env)
    llm = LLMClient(llm_settings or load_settings(LLMSettings))
    catalog = GrpcCatalogTools(
        catalog_addr,
        retry_attempts=settings.rpc_retry_attempts,
        probe_grace_s=settings.tools.probe_grace_s,
    )
    extraction = (
        GrpcExtractionTools(extraction_addr, retry_attempts=settings.rpc_retry_attempts)
        if extraction_addr
        else None
    )
    docqa = TaskDocQA(settings, load_settings(PageSearchSettings), llm)
    solver = Solver(settings, llm=llm, catalog=catalog, extraction=extraction, docqa=docqa)
    servicer = SolverServicer(solver, ArtifactStore(settings.artifact_root).ensure(), docqa)
    running = await start_service(settings, solver_pb2, solver_pb2_grpc, servicer)
    running.on_stop.extend([catalog.close, llm.aclose])
    if extraction is not None:
        running.on_stop.append(extraction.close)
    await running.set_serving()
    return running
