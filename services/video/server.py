"""Wiring of the video service: settings, the model client, the Whisper model, servicer, server."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from dataagent.video.v1 import video_pb2, video_pb2_grpc
from services.video.processor import VideoProcessor
from services.video.servicer import VideoServicer
from services.video.settings import VideoSettings
from services.video.speech import Transcriber
from shared.artifacts import ArtifactStore
from shared.config import load_settings
from shared.llm import LLMClient, LLMSettings
from shared.rpc import RunningServer, start_service


async def create_server(settings: VideoSettings, llm_settings: LLMSettings | None = None) -> RunningServer:
    llm = LLMClient(llm_settings or load_settings(LLMSettings))
    executor = ThreadPoolExecutor(max_workers=settings.rpc_workers, thread_name_prefix="video")
    transcriber = Transcriber(settings.speech, settings.resolved_cache_dir())
    processor = VideoProcessor(settings, llm, transcriber, executor)
    servicer = VideoServicer(processor, ArtifactStore(settings.artifact_root).ensure())
    running = await start_service(settings, video_pb2, video_pb2_grpc, servicer)
    running.on_stop.extend([llm.aclose, lambda: executor.shutdown(wait=False, cancel_futures=True)])
    await running.set_serving()
    return running
