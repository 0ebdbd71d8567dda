"""Page streams: several business documents in one PDF, digital or scanned, with their gold segmentation.

Public API::

    stream = make_stream(seed, n_docs=6, lang="mixed")     # documents in order, blank backs, gold
    write_stream(stream, path, scanned=False, seed=0)      # the PDF (CJK font "china-s"); returns the path
    stream.gold()                                          # {"pages", "segments", "fields"} (1-based pages)
    make_corpus(root, seeds, scanned=...)                  # PDFs + <name>.gold.json for a benchmark

A stream may hold two documents of one type in a row (different identifiers), duplex blank backs after
single-page documents (gold: a blank page is a segment of its own, type ``other``), running headers and
page-number footers in several styles. A scanned stream is each page rasterised, slightly rotated,
speckled with noise and stored as a JPEG image: no text layer. Everything is derived from the seed.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf

from tests.pagestreams.documents import TYPES, Doc, Lang, make_document

A4 = (595, 842)


@dataclass
class Stream:
    name: str
    docs: list[Doc]
    # For each page of the PDF: (index of its document or -1 for a blank back, page within the document).
    layout: list[tuple[int, int]] = field(default_factory=list)

    def gold(self) -> dict[str, Any]:
        segments: list[dict[str, Any]] = []
        fields: list[dict[str, Any]] = []
        page = 0
        while page < len(self.layout):
            doc_i, _ = self.layout[page]
            end = page
            while doc_i >= 0 and end + 1 < len(self.layout) and self.layout[end + 1][0] == doc_i:
                end += 1
            doc_type = self.docs[doc_i].doc_type if doc_i >= 0 else "other"
            segments.append({"start_page": page + 1, "end_page": end + 1, "doc_type": doc_type})
            if doc_i >= 0:
                for name, (value, at) in self.docs[doc_i].fields.items():
                    fields.append(
                        {"segment": len(segments), "field": name, "value": value, "page": page + at}
                    )
            page = end + 1
        return {"name": self.name, "pages": len(self.layout), "segments": segments, "fields": fields}


def make_stream(seed: int, n_docs: int = 6, lang: str = "mixed", name: str = "") -> Stream:
    """``n_docs`` documents of random types; about one stream in two repeats a type with a new identifier."""
    rng = random.Random(seed)
    types = [rng.choice(TYPES) for _ in range(n_docs)]
    if n_docs >= 2 and rng.random() < 0.6:
        k = rng.randrange(n_docs - 1)
        types[k + 1] = types[k] = rng.choice(("invoice", "contract", "id_card", "utility_bill", "cv"))
    docs: list[Doc] = []
    for t in types:
        doc_lang: Lang = rng.choice(("zh", "en")) if lang == "mixed" else lang  # type: ignore[assignment]
        docs.append(make_document(t, doc_lang, rng))
    stream = Stream(name or f"stream_{seed:04d}", docs)
    for i, doc in enumerate(docs):
        stream.layout += [(i, k) for k in range(len(doc.pages))]
        if len(doc.pages) == 1 and rng.random() < 0.3:
            stream.layout.append((-1, 0))
    return stream


def _page_label(style: str, k: int, n: int) -> str:
    return {
        "zh_of": f"第 {k} 页 共 {n} 页",
        "en_of": f"Page {k} of {n}",
        "dash": f"— {k} —",
        "slash": f"{k}/{n}",
    }.get(style, "")


def _render_page(out: pymupdf.Document, doc: Doc, k: int) -> None:
    page = out.new_page(width=A4[0], height=A4[1])
    font = "china-s"  # the built-in CJK font also has Latin glyphs
    src = doc.pages[k]
    if doc.header:
        page.insert_text((50, 40), doc.header, fontsize=8, fontname=font)
        page.draw_line((50, 46), (545, 46), width=0.5)
    y = 90.0
    if src.title:
        size = 18.0
        while (width := pymupdf.get_text_length(src.title, fontname=font, fontsize=size)) > 480:
            size -= 1
        page.insert_text(((A4[0] - width) / 2, y), src.title, fontsize=size, fontname=font)
        y += 40
    for line in src.lines:
        page.insert_textbox((50, y - 11, 545, y + 30), line, fontsize=11, fontname=font)
        y += 22 if len(line) < 45 else 36
    label = _page_label(doc.page_style, k + 1, len(doc.pages))
    if label:
        width = pymupdf.get_text_length(label, fontname=font, fontsize=9)
        page.insert_text(((A4[0] - width) / 2, 815), label, fontsize=9, fontname=font)


def _scan(digital: pymupdf.Document, rng: random.Random, dpi: int = 150) -> pymupdf.Document:
    """Each page as a grey JPEG: rotated by up to a degree, with salt-and-pepper noise and a grey cast."""
    out = pymupdf.open()
    nrng = np.random.default_rng(rng.randrange(2**32))
    for page in digital:
        angle = rng.uniform(-1.0, 1.0)
        mat = pymupdf.Matrix(dpi / 72, dpi / 72).prerotate(angle)
        pix = page.get_pixmap(matrix=mat, colorspace=pymupdf.csGRAY, alpha=False)
        img = (
            np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.stride)[:, : pix.width].copy()
        )
        img = np.clip(img.astype(np.int16) - nrng.integers(0, 25), 0, 255).astype(np.uint8)
        noise = nrng.random(img.shape)
        img[noise < 0.002] = 0
        img[noise > 0.998] = 255
        gray = pymupdf.Pixmap(pymupdf.csGRAY, pix.width, pix.height, img.tobytes(), False)
        jpeg = gray.tobytes("jpeg", jpg_quality=60)
        new = out.new_page(width=A4[0], height=A4[1])
        new.insert_image(new.rect, stream=jpeg)
    return out


def write_stream(stream: Stream, path: Path, scanned: bool = False, seed: int = 0) -> Path:
    """Write the stream as a PDF (a scanned one has only images); returns ``path``."""
    out = pymupdf.open()
    for doc_i, k in stream.layout:
        if doc_i < 0:
            out.new_page(width=A4[0], height=A4[1])
        else:
            _render_page(out, stream.docs[doc_i], k)
    if scanned:
        scan = _scan(out, random.Random(seed))
        out.close()
        out = scan
    path.parent.mkdir(parents=True, exist_ok=True)
    out.save(path, garbage=3, deflate=True)
    out.close()
    return path


def make_corpus(root: Path, seeds: list[int], scanned: bool, n_docs: int = 6) -> list[tuple[Path, dict]]:
    """One PDF and ``<name>.gold.json`` per seed under ``root``; returns (pdf, gold) pairs."""
    pairs = []
    for seed in seeds:
        stream = make_stream(seed, n_docs)
        kind = "scan" if scanned else "digital"
        pdf = write_stream(stream, root / f"{stream.name}_{kind}.pdf", scanned=scanned, seed=seed)
        gold = stream.gold()
        pdf.with_suffix(".gold.json").write_text(
            json.dumps(gold, ensure_ascii=False, indent=1), encoding="utf-8"
        )
        pairs.append((pdf, gold))
    return pairs
