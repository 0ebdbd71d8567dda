"""Video service benchmark: slide-text recall, speech WER and seconds per minute of video by stage.

    PYTHONPATH=. nice -n 10 python benchmarks/video_bench.py [--model base|tiny.en] [--long-s 60]
    PYTHONPATH=. nice -n 10 python benchmarks/video_bench.py --set var/videoset_blind   # another set's tokens

On the committed video task set (tests/data/video_tasks, made by tests/videogen/make_videos.py):
- slide text: the share of each slide's key tokens (numbers, dates, field names) found in timeline.md,
  overall and for the two-second slide (goal >= 0.95);
- speech: word error rate of the transcript against the narration script (English videos);
- cost: seconds per minute of video for decode, stable frames, OCR and ASR, on the committed clips (720p,
  10 fps) and on a longer 720p 30 fps recording built from the briefing (its frames and audio looped),
  closer to a real screen recording (goal < 30 s per minute before the summary). The summary is a model
  call and is not timed here (no model is started).
"""

from __future__ import annotations

import argparse
import csv
import re
import sqlite3
import tempfile
import time
from pathlib import Path

import av
import numpy as np

from services.video import analysis
from services.video.settings import VideoSettings
from services.video.speech import Transcriber
from shared.artifacts import read_json
from shared.config import REPO_ROOT, load_settings
from shared.identifiers import IdentifierSnapper
from shared.layout import TaskOutput
from tests.videogen.mux import mux_frames, mux_pcm

TASKS = REPO_ROOT / "tests" / "data" / "video_tasks"
STAGES = ("decode", "stable_frames", "ocr", "asr")


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("'", ""))


def wer(reference: list[str], hypothesis: list[str]) -> float:
    prev = list(range(len(hypothesis) + 1))
    for i, r in enumerate(reference, 1):
        cur = [i] + [0] * len(hypothesis)
        for j, h in enumerate(hypothesis, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != h))
        prev = cur
    return prev[-1] / max(len(reference), 1)


def long_recording(source: Path, target: Path, seconds: float, fps: int = 30) -> Path:
    """``source``'s frames re-encoded at ``fps`` (each repeated) and its audio, both looped to ``seconds``."""
    with av.open(str(source)) as src:
        frames = [f.to_ndarray(format="rgb24") for f in src.decode(video=0)]
        src_fps = float(src.streams.video[0].average_rate)
    with av.open(str(source)) as src:
        resampler = av.AudioResampler(format="s16", layout="mono", rate=16000)
        pcm = np.concatenate(
            [o.to_ndarray().reshape(-1) for f in src.decode(audio=0) for o in resampler.resample(f)]
        )
    repeat = max(1, round(fps / src_fps))
    total = int(seconds * fps)
    with av.open(str(target), "w") as out:
        v = out.add_stream("libx264", rate=fps)
        v.width, v.height, v.pix_fmt = frames[0].shape[1], frames[0].shape[0], "yuv420p"
        v.options = {"crf": "30", "preset": "veryfast"}
        a = out.add_stream("aac", rate=16000)
        a.layout = "mono"
        mux_frames(out, v, (frames[(i // repeat) % len(frames)] for i in range(total)))
        mux_pcm(out, a, np.resize(pcm, int(seconds * 16000)), 16000)
    return target


def run(path: Path, visible: str, out: TaskOutput, settings: VideoSettings, transcriber: Transcriber):
    name = path.stem
    t0 = time.perf_counter()
    found = analysis.analyse(path, visible, name, out, settings, transcriber)
    return found, time.perf_counter() - t0


def task_names(task: Path) -> list[str]:
    """The table and column names of a task's CSV files and SQLite databases."""
    names: list[str] = []
    for path in sorted((task / "context").rglob("*")):
        if path.suffix == ".csv":
            with path.open(encoding="utf-8", newline="") as f:
                names += [path.stem, *next(csv.reader(f), [])]
        elif path.suffix in (".sqlite", ".db"):
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
                for (table,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
                    names += [table, *(r[1] for r in db.execute(f'PRAGMA table_info("{table}")'))]
    return names


def token_recall(folder: Path, settings: VideoSettings, transcriber: Transcriber) -> int:
    """Each video's condition tokens found in its timeline (case aside), and seconds per video minute."""
    tokens: dict[str, list[str]] = read_json(folder / "tokens.json")
    found_n = all_n = snapped_n = 0
    seconds = video_s = 0.0
    print("\nvideo                                   dur_s  slides  tokens  missed")
    with tempfile.TemporaryDirectory() as tmp:
        out = TaskOutput(Path(tmp) / "out")
        for key, wanted in tokens.items():
            task, video = key.split("/", 1)
            path = folder / "input" / task / "context" / "video" / video
            found, wall = run(path, f"video/{video}", out, settings, transcriber)
            text = out.video_timeline(path.stem).read_text(encoding="utf-8")
            timeline = text.lower()
            snapped = IdentifierSnapper(task_names(folder / "input" / task)).rewrite(text)[0].lower()
            missed = [t for t in wanted if t.lower() not in timeline]
            snapped_n += sum(1 for t in wanted if t.lower() in snapped)
            found_n += len(wanted) - len(missed)
            all_n += len(wanted)
            seconds += wall
            video_s += found.duration_s
            print(
                f"{key:<38} {found.duration_s:5.1f}  {len(found.slides):6d}  "
                f"{len(wanted) - len(missed):2d}/{len(wanted):<4d} {', '.join(missed)}"
            )
    print(f"\ntoken recall: {found_n}/{all_n} = {found_n / max(all_n, 1):.3f}")
    print(
        f"with table and column names put back (as the solver reads it): {snapped_n}/{all_n} = "
        f"{snapped_n / max(all_n, 1):.3f}"
    )
    print(f"seconds per minute of video (wall, no summary): {seconds * 60 / max(video_s, 1e-9):.2f}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--model", default=None, help="speech model (configs/video.yaml speech.models); default as configured"
    )
    ap.add_argument("--long-s", type=float, default=60.0, help="length of the 30 fps recording (0: skip)")
    ap.add_argument(
        "--set",
        type=Path,
        default=None,
        help="another video task set: a folder with input/ and tokens.json ({task/video: [tokens]}); "
        "prints its token recall per video instead of the committed set's figures",
    )
    args = ap.parse_args()
    base = load_settings(VideoSettings)
    speech = base.speech.model_copy(update={"model": args.model}) if args.model else base.speech
    settings = base.model_copy(update={"speech": speech})
    transcriber = Transcriber(settings.speech, settings.resolved_cache_dir())
    t0 = time.perf_counter()
    transcriber.load()  # model load (and first assembly) is not a per-video cost
    print(f"speech model {settings.speech.model}: loaded in {time.perf_counter() - t0:.2f} s")
    if args.set is not None:
        return token_recall(args.set, settings, transcriber)
    script = read_json(TASKS / "script.json")
    totals = dict.fromkeys(STAGES, 0.0)
    video_s = 0.0
    found_keys = all_keys = two_found = two_all = 0
    wers = []
    with tempfile.TemporaryDirectory() as tmp:
        out = TaskOutput(Path(tmp) / "out")
        print("\nvideo                          dur_s  slides  keys    two-second  lang  WER")
        for rel, spec in script.items():
            path = TASKS / "input" / rel
            found, _ = run(path, rel.split("/context/")[1], out, settings, transcriber)
            timeline = out.video_timeline(path.stem).read_text(encoding="utf-8").lower()
            keys = [(k, s["seconds"] <= 2) for s in spec["slides"] for k in s["keys"]]
            hit = [(k.lower() in timeline, short) for k, short in keys]
            found_keys += sum(h for h, _ in hit)
            all_keys += len(hit)
            two_found += sum(h for h, short in hit if short)
            two_all += sum(1 for _, short in hit if short)
            transcript = read_json(out.video_transcript(path.stem))
            said = " ".join(s["text"] for s in transcript.get("segments", []))
            rate = wer(words(spec["narration"]), words(said)) if spec["language"] == "en" else None
            if rate is not None:
                wers.append((rate, len(words(spec["narration"]))))
            for stage in STAGES:
                totals[stage] += found.timings.get(stage, 0.0)
            video_s += found.duration_s
            short = (
                f"{sum(h for h, s in hit if s)}/{sum(1 for _, s in hit if s)}"
                if any(s for _, s in hit)
                else "-"
            )
            print(
                f"{rel.split('/')[-1]:<30} {found.duration_s:5.1f}  {len(found.slides):6d}  "
                f"{sum(h for h, _ in hit):2d}/{len(hit):<4d} {short:<11} "
                f"{transcript.get('language', '-'):<5} {'-' if rate is None else f'{rate:.3f}'}"
            )
        print(f"\nslide-text key-token recall: {found_keys}/{all_keys} = {found_keys / max(all_keys, 1):.3f}")
        print(f"two-second slide key tokens: {two_found}/{two_all}")
        if wers:
            weighted = sum(r * n for r, n in wers) / sum(n for _, n in wers)
            print(f"English WER vs narration script (word-weighted): {weighted:.3f}")
        per_min = {k: v * 60 / video_s for k, v in totals.items()}
        print(f"\ncommitted clips ({video_s:.0f} s, 1280x720, 10 fps): seconds per minute of video by stage")
        print(
            "  "
            + "  ".join(f"{k} {v:.2f}" for k, v in per_min.items())
            + f"  total {sum(per_min.values()):.2f}"
        )
        if args.long_s > 0:
            long_path = long_recording(
                TASKS / "input" / "task_v1" / "context" / "video" / "briefing.mp4",
                Path(tmp) / "long_720p30.mp4",
                args.long_s,
            )
            found, wall = run(long_path, "video/long_720p30.mp4", out, settings, transcriber)
            scale = 60 / found.duration_s
            stages = {k: found.timings.get(k, 0.0) * scale for k in STAGES}
            print(f"\n{found.duration_s:.0f} s recording, 1280x720, 30 fps: seconds per minute by stage")
            print(
                "  "
                + "  ".join(f"{k} {v:.2f}" for k, v in stages.items())
                + f"  total {sum(stages.values()):.2f} (wall {wall * scale:.2f}); "
                f"stable frames {len(found.slides)}"
            )
    print("summary: not timed (a model call; no model started by this benchmark)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
