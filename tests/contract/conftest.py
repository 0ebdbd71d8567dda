"""Fixtures of the contract tests: real servers on port 0 and channels to them."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import grpc
import pytest

from shared.rpc import RunningServer


@pytest.fixture
async def serve() -> AsyncIterator[Callable[[Awaitable[RunningServer]], Awaitable[grpc.aio.Channel]]]:
    """Starts a server being created and gives a channel to it; both are closed after the test. The
    channel sends messages up to 64 MiB, so a test can send what a server must refuse."""
    started: list[tuple[RunningServer, grpc.aio.Channel]] = []

    async def start(creating: Awaitable[RunningServer]) -> grpc.aio.Channel:
        server = await creating
        channel = grpc.aio.insecure_channel(
            server.address, options=[("grpc.max_send_message_length", 64 << 20)]
        )
        started.append((server, channel))
        return channel

    yield start
    for server, channel in started:
        await channel.close()
        await server.stop(0)
