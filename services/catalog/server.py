"""Wiring of the catalog service: settings, task registry, executor, servicer, server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from dataagent.catalog.v1 import catalog_pb2, catalog_pb2_grpc
from services.catalog.registry import CatalogRegistry
from services.catalog.servicer import CatalogServicer
from services.catalog.settings import CatalogSettings
from shared.artifacts import ArtifactStore
from shared.rpc import RunningServer, start_service


async def create_server(settings: CatalogSettings) -> RunningServer:
    registry = CatalogRegistry(settings)
    executor = ThreadPoolExecutor(settings.rpc_workers, thread_name_prefix="catalog")
    servicer = CatalogServicer(registry, ArtifactStore(settings.artifact_root).ensure(), executor)
    running = await start_service(settings, catalog_pb2, catalog_pb2_grpc, servicer)
    running.on_stop.extend([registry.close, lambda: executor.shutdown(wait=False, cancel_futures=True)])
    await running.set_serving()
    return running
