"""Checks every contract test makes: health SERVING and the service listed by reflection."""

from __future__ import annotations

import asyncio

import grpc
from grpc_health.v1 import health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha.proto_reflection_descriptor_database import ProtoReflectionDescriptorDatabase


async def assert_serving_and_reflected(addr: str, service: str) -> None:
    async with grpc.aio.insecure_channel(addr) as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        for name in ("", service):
            reply = await stub.Check(health_pb2.HealthCheckRequest(service=name), timeout=5)
            assert reply.status == health_pb2.HealthCheckResponse.SERVING

    def reflected() -> list[str]:
        with grpc.insecure_channel(addr) as channel:
            return list(ProtoReflectionDescriptorDatabase(channel).get_services())

    services = await asyncio.to_thread(reflected)
    assert service in services
    assert "grpc.health.v1.Health" in services
