"""Wiring of the extraction service: settings, model client, fan-out channel, servicer, server."""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Mapping

from dataagent.extraction.v1 import extraction_pb2, extraction_pb2_grpc
from services.extraction.fields.extract import FieldExtractor
from services.extraction.fields.settings import FieldSettings
from services.extraction.narrative.extractor import Extractor
from services.extraction.narrative.fanout import FanoutClient, fanout_target
from services.extraction.sandbox.run import unavailable_reason
from services.extraction.servicer import ExtractionServicer
from services.extraction.settings import ExtractionSettings
from shared.artifacts import ArtifactStore
from shared.config import load_settings, service_addr
from shared.errors import ConfigError
from shared.llm import LLMClient, LLMSettings
from shared.logging import get_logger
from shared.rpc import RunningServer, start_service

log = get_logger("extraction")


async def create_server(
    settings: ExtractionSettings,
    env: Mapping[str, str] | None = None,
    llm_settings: LLMSettings | None = None,
    field_settings: FieldSettings | None = None,
) -> RunningServer:
    """``env`` supplies EXTRACTION_ADDR (the fan-out target; unset: sections run in process)."""
    field_settings = field_settings or load_settings(FieldSettings)
    llm: LLMClient | None = None
    if llm_settings is None:
        try:
            llm_settings = load_settings(LLMSettings)
        except ConfigError as e:
            log.warning("no_model_endpoint", error=str(e))
    if llm_settings is not None:
        llm = LLMClient(llm_settings)
    no_sandbox = await asyncio.to_thread(unavailable_reason, settings.sandbox)
    if no_sandbox:
        log.warning(
            "no_sandbox", reason=no_sandbox, effect="model-written transforms and parsers are not run"
        )
    target = fanout_target(service_addr("extraction", env))
    fanout = FanoutClient(target, settings) if target else None
    servicer = ExtractionServicer(
        Extractor(settings, llm),
        ArtifactStore(settings.artifact_root).ensure(),
        fanout,
        FieldExtractor(field_settings, llm),
    )
    running = await start_service(
        settings,
        extraction_pb2,
        extraction_pb2_grpc,
        servicer,
        options=[
            ("grpc.max_connection_age_ms", int(settings.fanout.max_connection_age_s * 1000)),
            ("grpc.max_connection_age_grace_ms", int(settings.fanout.section_deadline_s * 1000)),
        ],
    )
    servicer.identity = f"{socket.gethostname()}:{running.port}"
    if fanout is not None:
        running.on_stop.append(fanout.close)
    if llm is not None:
        running.on_stop.append(llm.aclose)
    await running.set_serving()
    return running
