"""Wiring of the coordinator: settings, stage clients, servicer, server."""

from __future__ import annotations

from collections.abc import Mapping

from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.runner import RunCoordinator
from services.coordinator.servicer import CoordinatorServicer
from services.coordinator.settings import CoordinatorSettings
from services.coordinator.stages import connect_stages
from shared.artifacts import ArtifactStore
from shared.rpc import RunningServer, start_service


async def create_server(settings: CoordinatorSettings, env: Mapping[str, str] | None = None) -> RunningServer:
    stages, channels = connect_stages(settings, env)
    servicer = CoordinatorServicer(
        RunCoordinator(settings, stages), ArtifactStore(settings.artifact_root).ensure()
    )
    running = await start_service(settings, coordinator_pb2, coordinator_pb2_grpc, servicer)
    running.on_stop.extend(channel.close for channel in channels)
    await running.set_serving()
    return running
