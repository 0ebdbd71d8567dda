"""VideoService: check the TaskRef, process the task's videos, convert the result into the proto response."""

from __future__ import annotations

import grpc

from dataagent.video.v1 import video_pb2, video_pb2_grpc
from services.video.processor import TaskVideos, VideoProcessor
from shared.artifacts import ArtifactStore
from shared.stage import outcome, stage_status, task_paths, uncertainty


def to_response(result: TaskVideos) -> video_pb2.ProcessVideosResponse:
    problems = [uncertainty(v.visible_path, p, "video_problem") for v in result.videos for p in v.problems]
    artifacts = [result.manifest_path] + [v.timeline_path for v in result.videos if v.timeline_path]
    return video_pb2.ProcessVideosResponse(
        outcome=outcome(
            stage_status(result.status),
            result.message,
            usage=result.usage,
            uncertainties=problems,
            artifacts=artifacts,
        ),
        manifest_path=result.manifest_path,
        videos=[
            video_pb2.VideoResult(
                visible_path=v.visible_path,
                timeline_path=v.timeline_path,
                transcript_path=v.transcript_path,
                stable_frames_dir=v.frames_dir,
                summary_path=v.summary_path,
                stable_frame_count=v.stable_frame_count,
                duration_s=v.duration_s,
            )
            for v in result.videos
        ],
    )


class VideoServicer(video_pb2_grpc.VideoServiceServicer):
    def __init__(self, processor: VideoProcessor, store: ArtifactStore) -> None:
        self.processor = processor
        self.store = store

    async def ProcessVideos(  # noqa: N802 - generated name
        self, request: video_pb2.ProcessVideosRequest, context: grpc.aio.ServicerContext
    ) -> video_pb2.ProcessVideosResponse:
        paths = task_paths(request.task, self.store, self.processor.settings.input_roots)
        return to_response(await self.processor.process_task(paths))
