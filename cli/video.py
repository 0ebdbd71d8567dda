"""``dataagent video FILE.mp4 -o OUT_DIR``: the video service on one file, for people; prints the timeline."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from cli.launcher import embedded_model
from cli.paths import input_file, output_folder, shown
from services.video.processor import VideoProcessor, video_name
from services.video.settings import VideoSettings
from services.video.speech import Transcriber
from shared.config import load_settings
from shared.errors import ConfigError, InvalidInputError
from shared.layout import TaskOutput, asset_kind
from shared.llm import LLMClient, LLMSettings, LLMTrace


async def _process(video: Path, out: TaskOutput, settings: VideoSettings, with_model: bool) -> int:
    async with contextlib.AsyncExitStack() as stack:
        llm = None
        if with_model:
            await stack.enter_async_context(embedded_model())
            llm = await stack.enter_async_context(LLMClient(load_settings(LLMSettings)))
        with ThreadPoolExecutor(max_workers=1) as pool:
            processor = VideoProcessor(
                settings, llm, Transcriber(settings.speech, settings.resolved_cache_dir()), pool
            )
            # The name the outputs record and the printed timeline shows: bytes that are not UTF-8 as
            # \xNN, control characters escaped.
            visible = shown(video.name)
            name = video_name(visible, set())
            result = await processor.process_one(visible, video.resolve(), name, out, LLMTrace())
    for problem in result.problems:
        print(shown(f"warning: {problem}"), file=sys.stderr)
    if result.status == "failed":
        print(shown(f"error: {video} not processed"), file=sys.stderr)
        return 1
    sys.stdout.write(Path(result.timeline_path).read_text(encoding="utf-8"))
    print(
        "\n"
        + shown(
            f"{result.timeline_path} ({result.stable_frame_count} stable frames, {result.duration_s:.1f} s); "
            f"summary {result.summary_path}"
        ),
        file=sys.stderr,
    )
    return 0


def video_main(argv: list[str] | None = None) -> int:
    """Process one video into OUT_DIR (laid out like a task's output folder) and print its timeline. Exit 0
    on success or partial success, 1 when the file could not be read, 2 on bad usage or settings."""
    ap = argparse.ArgumentParser(
        prog="dataagent video", description="Transcript, slides and timeline of a video."
    )
    ap.add_argument("video", type=Path, help="the video file (.mp4, .mov, .mkv, .avi, .webm)")
    ap.add_argument("-o", "--output", type=Path, required=True, help="the folder to write into")
    ap.add_argument(
        "--summary", action="store_true", help="ask the configured model for the navigation summary"
    )
    ap.add_argument("--no-speech", action="store_true", help="skip speech recognition")
    ap.add_argument("--no-ocr", action="store_true", help="skip slide text")
    args = ap.parse_args(argv)
    try:
        settings = load_settings(VideoSettings)
    except ConfigError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    try:
        input_file(args.video, "video")
        output_folder(args.output)
    except InvalidInputError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if asset_kind(args.video.name) != "video":
        print(
            shown(f"warning: {args.video.name} does not have a video extension; trying anyway"),
            file=sys.stderr,
        )
    settings = settings.model_copy(
        update={
            "speech": settings.speech.model_copy(update={"enabled": not args.no_speech}),
            "ocr": settings.ocr.model_copy(update={"enabled": not args.no_ocr}),
        }
    )
    new = not args.output.exists()
    code = 1
    try:
        code = asyncio.run(_process(args.video, TaskOutput(args.output), settings, args.summary))
    finally:
        if new and code != 0:
            _remove_empty_folders(args.output)
    return code


def _remove_empty_folders(root: Path) -> None:
    """The folders under ``root`` (and ``root``) left empty, removed: a failed run into a new folder
    leaves no empty folders behind."""
    for folder, _, _ in sorted(os.walk(root), key=lambda entry: -len(entry[0])):
        with contextlib.suppress(OSError):  # not empty
            os.rmdir(folder)


if __name__ == "__main__":
    raise SystemExit(video_main())
