"""Slide text rows, versions of a slide (a masked value), the stamped timeline, reading it by time range."""

from __future__ import annotations

import pytest

from services.video.slides import SlideLine, SlideText, relate, row_text, rows_of
from services.video.speech import Segment, Transcript
from services.video.timeline import SlideEntry, build_timeline
from shared.ocr import OcrLine, parse_tsv
from shared.timeline import fit, interval, parse_clock, select, spread


def slide(*lines: str, confidence: float = 0.9) -> SlideText:
    return SlideText([SlideLine(t, confidence) for t in lines], confidence)


def test_pieces_on_one_row_become_cells_a_form_field_reads_label_value() -> None:
    pieces = [
        OcrLine(100, 10, 300, 40, "Parameter"),
        OcrLine(600, 12, 700, 38, "Value"),
        OcrLine(100, 60, 300, 90, "min_amount"),
        OcrLine(600, 62, 700, 88, "5000"),
        OcrLine(100, 110, 260, 140, "Threshold:"),
        OcrLine(520, 112, 640, 138, "5000"),
    ]
    rows = [row_text([p.text for p in row]) for row in rows_of(pieces, 0.5)]
    assert rows == ["| Parameter | Value |", "| min_amount | 5000 |", "Threshold: 5000"]


def test_tesseract_lines_are_cut_at_wide_gaps_into_cells() -> None:
    head = "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext"
    words = [(1, 100, "min_amount"), (2, 600, "5000")]
    rows = [f"5\t1\t1\t1\t1\t{n}\t{x}\t10\t150\t30\t95\t{t}" for n, x, t in words]
    whole = parse_tsv("\n".join([head, *rows]), 1.0)
    cut = parse_tsv("\n".join([head, *rows]), 1.0, split_gap_ratio=1.5)
    assert [ln.text for ln in whole.lines] == ["min_amount 5000"]
    assert [ln.text for ln in cut.lines] == ["min_amount", "5000"]
    assert cut.confidence == pytest.approx(0.95)


def test_a_later_masked_version_keeps_the_earlier_readable_one() -> None:
    texts = [
        slide("Filter panel", "Threshold: 5000", "Status: active"),
        slide("Other slide", "nothing in common here"),
        slide("Filter panel", "Threshold: ████", "Status: active"),
        slide("Filter panel", "Threshold: 5000", "Status: active"),
    ]
    relate(texts, 0.5)
    assert texts[2].version_of == 0 and texts[0].revised_by == [2]
    assert texts[2].earlier_lines_missing == ["Threshold: 5000"] and texts[2].masked
    assert texts[3].repeat_of == 0 and texts[1].version_of is None and texts[1].repeat_of is None
    entries = [
        SlideEntry(i + 1, 4.0 * i, 4.0 * (i + 1), f"stable_frames/s{i + 1}.jpg", t)
        for i, t in enumerate(texts)
    ]
    timeline = build_timeline("video/x.mp4", 16.0, entries, None, [], 0.6)
    assert (
        "SLIDE 1 (stable_frames/s1.jpg; OCR confidence 0.90) - EARLIER VERSION: revised later by slide 3"
        in timeline
    )
    assert (
        "[00:08.0-00:12.0] slide 3: [shown on the earlier version, not readable here] Threshold: 5000"
        in timeline
    )
    assert (
        "LATER VERSION of slide 1 at 00:00.0" in timeline and "some values are masked on screen" in timeline
    )
    assert "same text as slide 1 at 00:00.0" in timeline


def test_timeline_interleaves_slides_and_speech_and_stamps_every_line() -> None:
    entries = [
        SlideEntry(1, 0.0, 5.0, "stable_frames/a.jpg", slide("Q2 Review")),
        SlideEntry(2, 5.0, 9.0, "stable_frames/b.jpg", slide("min_amount 5000", confidence=0.4)),
    ]
    transcript = Transcript(
        "tiny.en",
        "en",
        1.0,
        [Segment(0.2, 3.0, "Welcome.", -0.2, 0.01), Segment(6.0, 8.5, "The table.", -0.3, 0.0)],
    )
    timeline = build_timeline("video/x.mp4", 9.0, entries, transcript, ["no audio stream: no speech"], 0.6)
    body = [ln for ln in timeline.splitlines() if ln.startswith("[")]
    assert all(interval(ln) is not None for ln in body)
    order = [ln.split("] ", 1)[1].split(" (")[0] for ln in body]
    assert order == [
        "SLIDE 1",
        "slide 1: Q2 Review",
        "SPEECH: Welcome.",
        "SLIDE 2",
        "slide 2: min_amount 5000",
        "SPEECH: The table.",
    ]
    assert "(low OCR confidence 0.40)" in timeline and "Note: no audio stream: no speech" in timeline
    assert [ln.split("] ")[1] for ln in select(timeline, 5.5, 7.0)] == [
        "SLIDE 2 (stable_frames/b.jpg; OCR confidence 0.40)",
        "slide 2: min_amount 5000 (low OCR confidence 0.40)",
        "SPEECH: The table.",
    ]


@pytest.mark.parametrize(
    ("text", "seconds"), [("75", 75.0), ("1:15", 75.0), ("01:02:03", 3723.0), ("2.5", 2.5)]
)
def test_clock_parsing(text: str, seconds: float) -> None:
    assert parse_clock(text) == seconds


@pytest.mark.parametrize("text", ["", "a:b", "1::2", "-3", "1:2:3:4"])
def test_bad_clock_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_clock(text)


def test_frames_offered_are_capped_and_spread() -> None:
    entries = [SlideEntry(i, float(i), float(i + 1), f"f{i}.jpg", None) for i in range(1, 101)]
    picked = spread(entries, 32)
    assert len(picked) == 32 and picked[0].index == 1 and picked[-1].index == 100
    assert len({p.index for p in picked}) == 32


def test_a_long_timeline_keeps_slide_text_first() -> None:
    lines = [f"[00:{i:02d}.0-00:{i:02d}.5] SPEECH: {'word ' * 20}" for i in range(50)]
    lines.insert(25, "[00:25.0-00:26.0] slide 4: Threshold: 5000")
    cut = fit("\n".join(lines), 600)
    assert "Threshold: 5000" in cut and len(cut) <= 600
