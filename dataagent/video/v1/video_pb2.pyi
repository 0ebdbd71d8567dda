from dataagent.common.v1 import common_pb2 as _common_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ProcessVideosRequest(_message.Message):
    __slots__ = ("task",)
    TASK_FIELD_NUMBER: _ClassVar[int]
    task: _common_pb2.TaskRef
    def __init__(self, task: _Optional[_Union[_common_pb2.TaskRef, _Mapping]] = ...) -> None: ...

class VideoResult(_message.Message):
    __slots__ = ("visible_path", "timeline_path", "transcript_path", "stable_frames_dir", "summary_path", "stable_frame_count", "duration_s")
    VISIBLE_PATH_FIELD_NUMBER: _ClassVar[int]
    TIMELINE_PATH_FIELD_NUMBER: _ClassVar[int]
    TRANSCRIPT_PATH_FIELD_NUMBER: _ClassVar[int]
    STABLE_FRAMES_DIR_FIELD_NUMBER: _ClassVar[int]
    SUMMARY_PATH_FIELD_NUMBER: _ClassVar[int]
    STABLE_FRAME_COUNT_FIELD_NUMBER: _ClassVar[int]
    DURATION_S_FIELD_NUMBER: _ClassVar[int]
    visible_path: str
    timeline_path: str
    transcript_path: str
    stable_frames_dir: str
    summary_path: str
    stable_frame_count: int
    duration_s: float
    def __init__(self, visible_path: _Optional[str] = ..., timeline_path: _Optional[str] = ..., transcript_path: _Optional[str] = ..., stable_frames_dir: _Optional[str] = ..., summary_path: _Optional[str] = ..., stable_frame_count: _Optional[int] = ..., duration_s: _Optional[float] = ...) -> None: ...

class ProcessVideosResponse(_message.Message):
    __slots__ = ("outcome", "manifest_path", "videos")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    MANIFEST_PATH_FIELD_NUMBER: _ClassVar[int]
    VIDEOS_FIELD_NUMBER: _ClassVar[int]
    outcome: _common_pb2.StageOutcome
    manifest_path: str
    videos: _containers.RepeatedCompositeFieldContainer[VideoResult]
    def __init__(self, outcome: _Optional[_Union[_common_pb2.StageOutcome, _Mapping]] = ..., manifest_path: _Optional[str] = ..., videos: _Optional[_Iterable[_Union[VideoResult, _Mapping]]] = ...) -> None: ...
