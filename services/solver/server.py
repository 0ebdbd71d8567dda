"""Wiring of the solver: settings, the model client, the catalog client, servicer, server."""

from __future__ import annotations

from dataagent.solver.v1 import solver_pb2, solver_pb2_grpc
from services.solver.agent import Solver
from services.solver.clients import GrpcCatalogTools, GrpcExtractionTools
from services.solver.servicer import SolverServicer
from services.solver.settings import SolverSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.llm import LLMClient, LLMSettings
from shared.rpc import RunningServer, ServiceBinding, start_server


async def create_server(settings: SolverSettings, llm_settings: LLMSettings | None = None) -> RunningServer:
    llm = LLMClient(llm_settings or load_settings(LLMSettings))
    catalog = GrpcCatalogTools(
        settings.catalog_addr,
        retry_attempts=settings.rpc_retry_attempts,
        probe_grace_s=settings.tools.probe_grace_s,
    )
    extraction = (
        GrpcExtractionTools(settings.extraction_addr, retry_attempts=settings.rpc_retry_attempts)
        if settings.extraction_addr
        else None
    )
    solver = Solver(settings, llm=llm, catalog=catalog, extraction=extraction)
    servicer = SolverServicer(solver, ArtifactStore(settings.artifact_root).ensure())
    running = await start_server(
        settings.listen_addr,
        [
            ServiceBinding(
                solver_pb2.DESCRIPTOR.services_by_name["SolverService"],
                solver_pb2_grpc.add_SolverServiceServicer_to_server,
                servicer,
            )
        ],
    )
    running.on_stop.extend([catalog.close, llm.aclose])
    if extraction is not None:
        running.on_stop.append(extraction.close)
    await running.set_serving()
    return running
