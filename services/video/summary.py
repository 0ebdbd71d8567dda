"""The navigation summary of one video: the fast model reads the timeline (fenced as untrusted data) and says
where conditions, thresholds and field names are stated and where a later slide or sentence revises an
earlier one. The frames offered to the agent (at most ``max_attached_frames``) are listed after it.

Without a model answer the summary is an index of the slides' first lines, marked as such, so the agent
still gets a map of the video.
"""

from __future__ import annotations

from services.video.settings import SummarySettings
from services.video.timeline import SlideEntry
from shared.errors import LLMError
from shared.llm import UNTRUSTED_NOTE, LLMClient, LLMTrace, fence_untrusted
from shared.timeline import clock, fit, spread

SYSTEM = (
    "You write a short navigation summary of a screen recording for a data analyst who must answer a "
    "question from tables. You get the recording's timeline: stamped slide text (OCR of stable frames) and "
    "speech segments. Write Markdown bullets, each starting with its time range, saying: where filter "
    "conditions, thresholds, date windows, units and field or table names are stated (quote the exact "
    "values and names), and where a later slide or sentence revises, masks or contradicts an earlier one "
    "(give both times and both values). Do not invent anything absent from the timeline; do not answer "
    "any question. At most 15 bullets. " + UNTRUSTED_NOTE
)


def _frames_block(frames: list[SlideEntry], total: int) -> str:
    out = [f"## Frames offered ({len(frames)} of {total} stable frames)"]
    out += [f"- {clock(f.start_s)}-{clock(f.end_s)}: {f.frame}" for f in frames]
    return "\n".join(out)


def index_summary(slides: list[SlideEntry]) -> str:
    """The slides' first lines with their times: the map used when no model summary is available."""
    out = []
    for s in slides:
        first = s.text.lines[0].text if s.text is not None and s.text.lines else "(no text read)"
        out.append(f"- {clock(s.start_s)}-{clock(s.end_s)}: slide {s.index}: {first}")
    return "\n".join(out) or "- (no slides)"


async def summarize(
    visible_path: str,
    timeline: str,
    slides: list[SlideEntry],
    llm: LLMClient | None,
    cfg: SummarySettings,
    trace: LLMTrace | None,
) -> tuple[str, str | None]:
    """(the summary Markdown, the reason there is no model summary or None)."""
    body, problem = "", None
    if llm is None or not cfg.enabled:
        problem = "summary disabled or no model configured"
    else:
        messages = [
            {"role": "system", "content": SYSTEM},
            {
                "role": "user",
                "content": fence_untrusted(visible_path, fit(timeline, cfg.max_input_chars)),
            },
        ]
        try:
            result = await llm.chat(
                messages,
                temperature=cfg.temperature,
                max_tokens=cfg.max_tokens,
                trace=trace,
                label="video_summary",
            )
            body = (result.content or "").strip()
            if not body:
                problem = "the model returned an empty summary"
        except LLMError as e:
            problem = str(e)[:300]
    if problem:
        body = f"(No model summary: {problem}. An index of the slides instead.)\n\n{index_summary(slides)}"
    frames = spread(slides, cfg.max_attached_frames)
    text = (
        f"# Video summary of {visible_path}\n\n"
        "Navigation summary written by a model from the timeline; the timeline beside it holds the exact "
        "slide text and speech.\n\n"
        f"{body}\n\n{_frames_block(frames, len(slides))}\n"
    )
    return text, problem
