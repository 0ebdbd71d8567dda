"""Screen recordings for the video tests: slides rendered with PyMuPDF, narration by espeak-ng, PyAV encoding.

    python -m tests.videogen.make_videos [OUT_DIR]     # default: the committed video task set

Writes the task set under tests/data/video_tasks (CSV, knowledge.md, video, question, gold) and, beside
it, ``script.json``: per video its slides (the key tokens each must show) and its narration, which the
benchmark compares against. espeak-ng is needed only here; the tests use the committed files.
"""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import wave
from dataclasses import dataclass, field
from pathlib import Path

import av
import numpy as np
import pymupdf

from shared.layout import GoldLayout, TaskInput, TaskSpec
from tests.videogen.mux import mux_frames, mux_pcm

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = ROOT / "tests" / "data" / "video_tasks"
W, H, FPS, RATE = 1280, 720, 10, 22050


@dataclass
class Slide:
    """One screen: ``lines`` are (text, size) drawn top-down; ``table`` rows drawn as a ruled grid;
    ``form`` (label, value) pairs drawn as a config panel; ``mask`` hides the form value of that label."""

    seconds: float
    title: str = ""
    lines: list[tuple[str, float]] = field(default_factory=list)
    table: list[list[str]] = field(default_factory=list)
    form: list[tuple[str, str]] = field(default_factory=list)
    mask: str = ""
    fade_in: float = 0.0
    cursor: bool = False
    speech: str = ""
    voice: str = "en-us"
    keys: list[str] = field(default_factory=list)


def render(slide: Slide) -> np.ndarray:
    doc = pymupdf.open()
    page = doc.new_page(width=W, height=H)
    page.draw_rect(page.rect, color=None, fill=(0.97, 0.97, 0.99))
    cjk = any(ord(c) > 0x2E80 for c in slide.title + "".join(t for t, _ in slide.lines))
    font = "china-s" if cjk else "helv"
    y = 90.0
    if slide.title:
        page.insert_text((80, y), slide.title, fontsize=44, fontname=font, color=(0.1, 0.1, 0.4))
        y += 80
    for text, size in slide.lines:
        page.insert_text((80, y), text, fontsize=size, fontname=font)
        y += size * 1.8
    if slide.table:
        col_w, row_h = (W - 160) / len(slide.table[0]), 50
        for r, row in enumerate(slide.table):
            for c, cell in enumerate(row):
                rect = pymupdf.Rect(80 + c * col_w, y + r * row_h, 80 + (c + 1) * col_w, y + (r + 1) * row_h)
                page.draw_rect(rect, color=(0.3, 0.3, 0.3), width=1.5)
                page.insert_text((rect.x0 + 14, rect.y1 - 16), cell, fontsize=26, fontname=font)
        y += len(slide.table) * row_h + 30
    for label, value in slide.form:
        page.insert_text((100, y + 30), f"{label}:", fontsize=30, fontname=font)
        box = pymupdf.Rect(520, y, 980, y + 46)
        page.draw_rect(box, color=(0.4, 0.4, 0.6), fill=(1, 1, 1), width=1.5)
        if label == slide.mask:
            page.draw_rect(pymupdf.Rect(530, y + 6, 760, y + 40), color=None, fill=(0, 0, 0))
        else:
            page.insert_text((536, y + 32), value, fontsize=30, fontname=font)
        y += 70
    pix = page.get_pixmap(alpha=False)
    return np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 3).copy()


def draw_cursor(frame: np.ndarray, x: int, y: int) -> np.ndarray:
    out = frame.copy()
    for i in range(28):
        out[y + i, x : x + max(1, i * 2 // 3)] = (0, 0, 0)
    return out


def speak(text: str, voice: str) -> np.ndarray:
    cmd = ["espeak-ng", "-v", voice, "-s", "150", "--stdout", text]
    wav = subprocess.run(cmd, capture_output=True, check=True)
    with wave.open(io.BytesIO(wav.stdout)) as w:
        assert w.getframerate() == RATE, w.getframerate()
        return np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16)


def frames_of(slides: list[Slide]):
    prev = None
    for s in slides:
        img = render(s)
        n = round(s.seconds * FPS)
        fade = round(s.fade_in * FPS)
        for i in range(n):
            frame = img
            if prev is not None and i < fade:
                a = (i + 1) / (fade + 1)
                frame = (prev.astype(np.float32) * (1 - a) + img.astype(np.float32) * a).astype(np.uint8)
            if s.cursor:
                frame = draw_cursor(frame, 300 + i * 9, 200 + (i * 5) % 300)
            yield frame
        prev = img


def encode(path: Path, slides: list[Slide], vcodec: str, acodec: str | None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    total = sum(s.seconds for s in slides)
    audio = np.zeros(int(total * RATE) + RATE, dtype=np.int16)
    t = 0.0
    for s in slides:
        if s.speech:
            pcm = speak(s.speech, s.voice)
            start = int((t + 0.2) * RATE)
            audio[start : start + len(pcm)] = pcm[: len(audio) - start]
        t += s.seconds
    with av.open(str(path), "w") as out:
        v = out.add_stream(vcodec, rate=FPS)
        v.width, v.height, v.pix_fmt = W, H, "yuv420p"
        if vcodec == "libx264":
            v.options = {"crf": "30", "preset": "veryfast", "g": "300"}
        else:
            v.bit_rate = 300_000
            v.options = {"g": "300"}
        a = None
        if acodec:
            a = out.add_stream(acodec, rate=RATE)
            a.layout = "mono"
            a.bit_rate = 32_000
        mux_frames(out, v, frames_of(slides))
        if a is not None:
            mux_pcm(out, a, audio, RATE)


# --- the task set -------------------------------------------------------------------------------------

ORDERS = [
    # order_id, region, channel, amount, order_date
    ("A1001", "North", "online", 7200, "2024-03-02"),
    ("A1002", "North", "store", 3100, "2024-03-05"),
    ("A1003", "South", "online", 9100, "2024-03-07"),
    ("A1004", "North", "online", 5600, "2024-04-11"),
    ("A1005", "East", "online", 6400, "2024-04-15"),
    ("A1006", "North", "online", 4750, "2024-05-20"),
    ("A1007", "North", "store", 8800, "2024-05-21"),
    ("A1008", "West", "online", 12000, "2024-06-01"),
    ("A1009", "North", "online", 9900, "2024-06-18"),
    ("A1010", "East", "store", 5100, "2024-06-30"),
]

BRIEFING = [
    Slide(
        4,
        "Q2 Order Review",
        [("Scope briefing for the analytics team", 30)],
        speech="Welcome. This short briefing explains which orders count for the review.",
        keys=["Q2", "Order", "Review"],
    ),
    Slide(
        5,
        "Parameter table",
        table=[["Parameter", "Value"], ["min_amount", "5000"], ["channel", "online"], ["region", "North"]],
        fade_in=1.0,
        speech="The parameter table lists the minimum amount, the channel and the region.",
        keys=["min_amount", "5000", "channel", "online", "region", "North"],
    ),
    Slide(
        2,
        "Date window",
        [("order_date from 2024-04-01 to 2024-06-30", 34)],
        speech="Note the date window.",
        keys=["order_date", "2024-04-01", "2024-06-30"],
    ),
    Slide(
        6,
        "Filter panel",
        form=[("Amount field", "amount"), ("Threshold", "5000"), ("Status", "active")],
        cursor=True,
        speech="In the filter panel the threshold applies to the amount field.",
        keys=["Amount", "amount", "Threshold", "5000", "Status", "active"],
    ),
    Slide(
        4,
        "Filter panel",
        form=[("Amount field", "amount"), ("Threshold", "5000"), ("Status", "active")],
        mask="Threshold",
        speech="Later the value is hidden on screen.",
    ),
    Slide(
        3,
        "Q2 Order Review",
        [("Scope briefing for the analytics team", 30)],
        fade_in=1.0,
        speech="That is all. Thank you.",
        keys=["Q2", "Order", "Review"],
    ),
]

SPOKEN = [
    Slide(
        4,
        "Channel report",
        [("Orders by channel", 32)],
        speech="For this report we look at store orders only. Online orders are excluded.",
        keys=["Channel", "report"],
    ),
    Slide(
        4,
        "Amounts",
        [("All amounts in US dollars", 32)],
        fade_in=1.0,
        speech="Every store order counts, whatever its amount.",
        keys=["amounts", "dollars"],
    ),
]

CHINESE = [
    Slide(
        4,
        "区域口径",
        [("统计范围：华北地区", 36)],
        speech="本次统计只包括华北地区的订单。",
        voice="cmn",
        keys=["区域", "华北"],
    ),
    Slide(
        4,
        "金额阈值",
        [("金额不低于 6000 元", 36)],
        fade_in=1.0,
        speech="金额不低于六千元。",
        voice="cmn",
        keys=["金额", "6000"],
    ),
]

TASKS = {
    "task_v1": (
        "briefing.mp4",
        BRIEFING,
        "libx264",
        "aac",
        "List the order_id of the orders that meet the criteria shown in the briefing video "
        "(amount threshold, channel, region and date window).",
        [
            o[0]
            for o in ORDERS
            if o[3] >= 5000 and o[2] == "online" and o[1] == "North" and "2024-04-01" <= o[4] <= "2024-06-30"
        ],
    ),
    "task_v2": (
        "channel_report.mp4",
        SPOKEN,
        "mpeg4",
        "libmp3lame",
        "Which order_id values belong to the channel the narrator of the video says the report covers?",
        [o[0] for o in ORDERS if o[2] == "store"],
    ),
    "task_v3": (
        "scope_zh.mp4",
        CHINESE,
        "libx264",
        "aac",
        "按视频中的口径（地区与金额阈值），列出符合条件的 order_id。",
        [o[0] for o in ORDERS if o[1] == "North" and o[3] >= 6000],
    ),
}

KNOWLEDGE = """# Orders

`csv/orders.csv` holds one row per order: `order_id`, `region`, `channel` (online or store), `amount`
(US dollars) and `order_date` (ISO date). The review criteria are explained in the video under
`video/`; they are not repeated here.
"""


def write_tasks(out: Path) -> dict:
    script: dict = {}
    for task_id, (video, slides, vcodec, acodec, question, gold) in TASKS.items():
        task_in = TaskInput(out / "input" / task_id)
        ctx = task_in.context_dir
        (ctx / "csv").mkdir(parents=True, exist_ok=True)
        with open(ctx / "csv" / "orders.csv", "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(["order_id", "region", "channel", "amount", "order_date"])
            w.writerows(ORDERS)
        task_in.knowledge.write_text(KNOWLEDGE, encoding="utf-8")
        encode(ctx / "video" / video, slides, vcodec, acodec)
        task_in.write_spec(TaskSpec(task_id=task_id, difficulty="easy", question=question))
        answer = GoldLayout(out / "gold").answer(task_id)
        answer.parent.mkdir(parents=True, exist_ok=True)
        answer.write_text("order_id\n" + "".join(f"{g}\n" for g in gold), encoding="utf-8")
        t, slides_out = 0.0, []
        for s in slides:
            slides_out.append({"start_s": t, "seconds": s.seconds, "keys": s.keys, "masked": s.mask})
            t += s.seconds
        script[f"{task_id}/context/video/{video}"] = {
            "language": "zh" if slides[0].voice == "cmn" else "en",
            "slides": slides_out,
            "narration": " ".join(s.speech for s in slides if s.speech),
        }
    text = json.dumps(script, ensure_ascii=False, indent=2) + "\n"
    (out / "script.json").write_text(text, encoding="utf-8")
    return script


if __name__ == "__main__":
    write_tasks(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT)
