"""Cost of one gRPC hop: median latency of a small RPC over loopback vs the same call in-process."""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from pathlib import Path

import grpc

from dataagent.coordinator.v1 import coordinator_pb2, coordinator_pb2_grpc
from services.coordinator.manifest import ManifestStore
from services.coordinator.runner import RunCoordinator
from services.coordinator.server import create_server
from services.coordinator.servicer import CoordinatorServicer
from services.coordinator.settings import CoordinatorSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.logging import setup_logging


async def measure(n: int) -> None:
    setup_logging("WARNING")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        store = ManifestStore(root / "run")
        store.open(root / "in", ["context"], [])
        await store.save()
        settings = load_settings(
            CoordinatorSettings, artifact_root=root, listen_addr="127.0.0.1:0", log_level="ERROR"
        )
        running = await create_server(settings, env={})
        request = coordinator_pb2.GetRunRequest(output_dir=str(root / "run"))
        local = CoordinatorServicer(RunCoordinator(settings, {}), ArtifactStore(root))
        in_process, over_grpc = [], []
        async with grpc.aio.insecure_channel(running.address) as channel:
            stub = coordinator_pb2_grpc.CoordinatorServiceStub(channel)
            await stub.GetRun(request, timeout=5)
            for _ in range(n):
                t = time.perf_counter()
                await local.GetRun(request, None)  # type: ignore[arg-type]
                in_process.append(time.perf_counter() - t)
                t = time.perf_counter()
                await stub.GetRun(request, timeout=5)
                over_grpc.append(time.perf_counter() - t)
        await running.stop(0)
    a, b = statistics.median(in_process) * 1e6, statistics.median(over_grpc) * 1e6
    print(f"{'call':<28}{'median µs':>12}{'p90 µs':>10}")
    print(f"{'GetRun in-process':<28}{a:>12.0f}{sorted(in_process)[int(n * 0.9)] * 1e6:>10.0f}")
    print(f"{'GetRun over gRPC loopback':<28}{b:>12.0f}{sorted(over_grpc)[int(n * 0.9)] * 1e6:>10.0f}")
    print(f"one hop adds {b - a:.0f} µs (x{b / a:.1f}) over {n} interleaved calls")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("-n", type=int, default=2000)
    asyncio.run(measure(parser.parse_args().n))


if __name__ == "__main__":
    main()
