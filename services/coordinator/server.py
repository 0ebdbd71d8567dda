"""Wiring of the coordinator: settings, stage clients, servicer, server."""

from __future__ import annotations

from collections.abc import Mapping

from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.runner import RunCoordinator
from services.coordinator.servicer import CoordinatorServicer
from services.coordinator.settings import CoordinatorSettings
from services.coordinator.stages import connect_stages
from shared.artifacts import ArtifactStore
from shared.rpc import RunningServer, ServiceBinding, start_server


async def create_server(settings: CoordinatorSettings, env: Mapping[str, str] | None = None) -> RunningServer:
    stages, channels = connect_stages(settings, env)
    servicer = CoordinatorServicer(
        RunCoordinator(settings, stages), ArtifactStore(settings.artifact_root).ensure()
    )
    running = await start_server(
        settings.listen_addr,
        [
            ServiceBinding(
                coordinator_pb2.DESCRIPTOR.services_by_name["CoordinatorService"],
                coordinator_pb2_grpc.add_CoordinatorServiceServicer_to_server,
                servicer,
            )
        ],
        limits=settings.request_limits,
    )
    running.on_stop.extend(channel.close for channel in channels)
    await running.set_serving()
    return running
