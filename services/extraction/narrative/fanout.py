"""Fan-out of a document's sections as ExtractSection RPCs over every extraction replica (round robin).

Public API::

    fanout_target(addr) -> str | None        # "extraction:50054" -> "dns:///extraction:50054"
    client = FanoutClient(target, settings)   # one channel, created once, closed on shutdown
    runner = await client.runner(task_ref_fields)   # SectionRunner for Extractor.extract_document, or None
    await client.close()
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import grpc

from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.narrative.docs import DocInput
from services.extraction.narrative.extractor import SectionRunner
from services.extraction.narrative.models import SectionResult
from services.extraction.settings import ExtractionSettings
from shared.artifacts import read_json
from shared.logging import get_logger
from shared.rpc import call_metadata, open_channel
from shared.stage import task_ref

log = get_logger("extraction.fanout")
_SCHEMES = ("dns:", "ipv4:", "ipv6:", "unix:")


def fanout_target(addr: str | None) -> str | None:
    """A gRPC target that resolves to every replica: compose's ``host:port`` goes through DNS (all A
    records), a comma-separated list of local addresses becomes an ``ipv4:`` target."""
    addr = (addr or "").strip()
    if not addr:
        return None
    if addr.startswith(_SCHEMES):
        return addr
    if "," in addr:
        return "ipv4:" + addr
    host = addr.rsplit(":", 1)[0]
    if host.replace(".", "").isdigit():
        return "ipv4:" + addr
    return "dns:///" + addr


class FanoutClient:
    def __init__(self, target: str, settings: ExtractionSettings) -> None:
        self.target = target
        self.settings = settings
        self.channel = open_channel(target, retry_attempts=settings.fanout.retry_attempts, round_robin=True)
        self.stub = extraction_pb2_grpc.ExtractionServiceStub(self.channel)

    async def ready(self) -> bool:
        """Round robin only spreads calls over replicas it has connected to: wait before fanning out."""
        try:
            await asyncio.wait_for(self.channel.channel_ready(), self.settings.fanout.ready_timeout_s)
        except (TimeoutError, grpc.aio.AioRpcError):
            log.warning("fanout_not_ready", target=self.target)
            return False
        return True

    async def runner(self, task_id: str, run_id: str) -> SectionRunner | None:
        if not await self.ready():
            return None
        stub, deadline = self.stub, self.settings.fanout.section_deadline_s

        async def run(doc: DocInput, plan_path: Path, section_id: str) -> SectionResult:
            request = extraction_pb2.ExtractSectionRequest(
                task=task_ref(task_id, doc.task_dir, doc.task_output, run_id),
                doc_name=doc.stem,
                plan_path=str(plan_path),
                section_id=section_id,
            )
            response = await stub.ExtractSection(
                request, timeout=deadline, metadata=call_metadata(task_id=task_id, run_id=run_id)
            )
            result_path = doc.output.inside(Path(response.result_path))
            data: dict[str, Any] = await asyncio.to_thread(read_json, result_path)
            result = SectionResult.model_validate(data)
            u = response.outcome.usage
            result.usage = {
                "calls": u.calls,
                "cache_hits": u.cache_hits,
                "prompt_tokens": u.prompt_tokens,
                "completion_tokens": u.completion_tokens,
            }
            return result

        return run

    async def close(self) -> None:
        await self.channel.close()
