"""What a video states: slide lines carrying values (not headings), the later version of a revised slide
with what it masks, and the speech, in time order."""

from __future__ import annotations

from services.video.slides import SlideLine, SlideText, relate
from services.video.speech import Segment, Transcript
from services.video.statements import statements
from services.video.timeline import SlideEntry


def slide(*lines: str) -> SlideText:
    return SlideText([SlideLine(t, 0.9) for t in lines], 0.9)


def entries(*texts: SlideText) -> list[SlideEntry]:
    relate(list(texts), 0.5)
    return [SlideEntry(i + 1, 5.0 * i, 5.0 * i + 5, f"f{i}.jpg", t) for i, t in enumerate(texts)]


def speech(*segments: tuple[float, str]) -> Transcript:
    return Transcript("base", "en", 0.9, [Segment(s, s + 2, t, -0.2, 0.01) for s, t in segments])


def test_values_are_kept_and_headings_left_out() -> None:
    slides = entries(
        slide("Quarterly review"),
        slide("Filter panel", "Channel: online", "| region | threshold |", "| North | 5000 |",
              "order_date from 2024-04-01 to 2024-06-30", "Only transfers between own accounts count"),
    )  # fmt: skip
    got = [(s["slide"], s["text"]) for s in statements(slides, None)]
    assert got == [
        (2, "Channel: online"),
        (2, "| region | threshold |"),
        (2, "| North | 5000 |"),
        (2, "order_date from 2024-04-01 to 2024-06-30"),
        (2, "Only transfers between own accounts count"),
    ]


def test_a_masked_value_is_kept_from_the_earlier_version_and_a_revised_one_is_not() -> None:
    slides = entries(
        slide("Settings", "Threshold: 5000", "Status: active", "Region: North", "Channel: online"),
        slide("Settings", "Threshold:", "Status: active", "Region: South", "Channel: online"),
    )
    got = statements(slides, None)
    texts = [s["text"] for s in got]
    assert "Region: North" not in texts and "Region: South" in texts
    masked = next(s for s in got if s["text"] == "Threshold: 5000")
    assert masked["slide"] == 2 and "slide 1 at 00:00.0" in masked["note"]
    assert all(s["slide"] == 2 for s in got)


def test_speech_is_kept_in_time_order_unless_the_recogniser_looped() -> None:
    slides = entries(slide("Date window", "2024-04-01 to 2024-06-30"))
    transcript = speech((1.0, "We only look at store orders."), (3.0, "men 4,4,4,4,4,4,4,4,4,4,4,4"))
    got = [(s["source"], s["text"]) for s in statements(slides, transcript)]
    assert got == [("slide", "2024-04-01 to 2024-06-30"), ("speech", "We only look at store orders.")]


def test_a_repeated_slide_adds_nothing() -> None:
    slides = entries(
        slide("Limit: 10"), slide("Agenda", "Scope and limits of the review"), slide("Limit: 10")
    )
    assert [s["slide"] for s in statements(slides, None)] == [1, 2]
