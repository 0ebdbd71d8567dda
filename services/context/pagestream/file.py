"""One PDF split into its documents: its pages read, the decisions made, and the record of the result.

``dataagent split``, the context service's SplitPdf and the split of a task's PDFs all go through here:
``read_pages`` reads every page (text layer, else OCR; ``progress_log`` logs how far it got),
``split_pages`` decides (the model when one is given, else the rule fallback) and merges, and
``PdfSplit.to_json`` is the record they print, return or keep. The PDF is only read. The heavy modules
are imported by the functions that need them, so the command line imports this one for its constants.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from shared.logging import get_logger

if TYPE_CHECKING:
    from services.context.pagestream.reader import Progress, StreamText
    from services.context.pagestream.settings import PageStreamSettings
    from services.context.pagestream.split import SplitResult
    from services.context.pdf.settings import PdfSettings
    from shared.llm import LLMClient, LLMTrace

log = get_logger("pagestream")

_ENDPOINT_VARS = ("DATAAGENT_LLM_BASE_URL", "MODEL_API_URL", "LLM_ADDR")
RULES_NOTE = "page types and boundaries decided by the rule fallback"
FALLBACK_NOTE = f"no model endpoint configured: {RULES_NOTE}"


def model_endpoint_configured() -> bool:
    """Whether the environment names a model endpoint (otherwise the rule fallback decides)."""
    return any(os.environ.get(name, "").strip() for name in _ENDPOINT_VARS)


@dataclass
class PdfSplit:
    """The pages of one PDF as read and the split decided on them."""

    path: Path
    stream: StreamText
    result: SplitResult

    @property
    def uncertainties(self) -> list[str]:
        """What the reader could not read well, then what the split is unsure of."""
        return self.stream.uncertainties + self.result.uncertainties

    def to_json(self) -> dict[str, Any]:
        """``segments`` first, then engine, cache, per-page decisions, source, OCR pages and timings; a
        ``note`` says why the rule fallback decided, when it did."""
        out = self.result.to_json()
        out["source"] = str(self.path)
        out["uncertainties"] = self.uncertainties
        out["ocr_pages"] = [p.number for p in self.stream.pages if p.ocr]
        out["timing"] = {
            "read_s": self.stream.read_seconds,
            "ocr_s": self.stream.ocr_seconds,
            "split_s": self.result.seconds,
        }
        if self.result.engine == "fallback":
            out["note"] = self.result.note or FALLBACK_NOTE
        return out


def progress_log(name: str, every: int) -> Progress | None:
    """A reader progress callback that logs every ``every`` pages of each phase and its last page."""
    if every <= 0:
        return None

    def report(phase: str, done: int, total: int) -> None:
        if done % every == 0 or done == total:
            log.info("pagestream_read_progress", file=name, phase=phase, pages_done=done, pages=total)

    return report


def read_pages(
    path: Path, settings: PageStreamSettings, pdf: PdfSettings | None = None, progress: Progress | None = None
) -> StreamText:
    """Every page's text (``pdf``: the converter's settings, default configs/context.yaml's);
    InvalidInputError for a file that is not a readable PDF, an encrypted one included."""
    from services.context.pagestream.reader import read_stream
    from services.context.pdf.settings import load_pdf_settings

    return read_stream(path, pdf or load_pdf_settings(), settings.ocr_dpi, progress)


async def split_pages(
    stream: StreamText,
    path: Path,
    settings: PageStreamSettings,
    llm: LLMClient | None = None,
    trace: LLMTrace | None = None,
    cache_dir: Path | None = None,
) -> PdfSplit:
    """The split of the pages read from ``path``: by ``llm`` when given (its failure raises
    SplitFailedError, never a fallback), else by the rule fallback."""
    from services.context.pagestream.split import PageStreamSplitter

    splitter = PageStreamSplitter(settings, llm, trace, cache_dir)
    result = await splitter.split(stream.pages, path.stem, path.name)
    return PdfSplit(path, stream, result)
