"""Stream builder: pages, segments, gold fields, scanned-page handling."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pymupdf
from scan import scan_page
from util import Canvas

A4 = (595.0, 842.0)
LETTER = (612.0, 792.0)
FIELDS = {
    "invoice": ["invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"],
    "contract": ["contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"],
    "id_card": [
        "name",
        "sex",
        "ethnicity",
        "birthDate",
        "address",
        "idNumber",
        "issuingAuthority",
        "validPeriod",
    ],
    "other": [],
}
META = {
    "producer": "pagestream_blind7 generator",
    "creator": "pagestream_blind7",
    "creationDate": "D:20240701090000+08'00'",
    "modDate": "D:20240701090000+08'00'",
    "author": "",
    "subject": "synthetic page stream",
    "keywords": "",
}


def dump_gold(g: dict) -> str:
    """JSON with one segment / field per line."""

    def rows(items):
        return ",\n".join("  " + json.dumps(x, ensure_ascii=False) for x in items)

    return (
        f'{{"name": {json.dumps(g["name"])}, "pages": {g["pages"]},\n'
        f' "segments": [\n{rows(g["segments"])}\n ],\n'
        f' "fields": [\n{rows(g["fields"])}\n ]}}\n'
    )


class Stream:
    def __init__(self, name: str, lang: str = "s", size=A4):
        self.name = name
        self.lang = lang
        self.size = size
        self.out = pymupdf.open()
        self.scratch = pymupdf.open()
        self.segments: list[dict] = []
        self.fields: list[dict] = []
        self.page_info: list[dict] = []
        self._pending = None
        self.cur: Canvas | None = None

    # -- structure --------------------------------------------------------
    def doc(self, doc_type: str, note: str = "") -> None:
        assert doc_type in FIELDS
        self.segments.append({"start_page": len(self.page_info) + 1, "doc_type": doc_type, "note": note})

    def page(self, scanned=False, lang=None, size=None, serif=False, **scan_opts) -> Canvas:
        assert self.segments, "call doc() first"
        self._flush()
        w, h = size or self.size
        if scanned:
            pg = self.scratch.new_page(width=w, height=h)
            self._pending = (pg, len(self.page_info), scan_opts)
        else:
            pg = self.out.new_page(width=w, height=h)
        self.cur = Canvas(pg, lang or self.lang, serif)
        self.page_info.append({"scanned": scanned, "canvas": self.cur, "segment": len(self.segments)})
        return self.cur

    def field(self, name: str, value: str) -> None:
        seg = self.segments[-1]
        assert name in FIELDS[seg["doc_type"]], (self.name, name, seg["doc_type"])
        idx = len(self.segments)
        if any(f["segment"] == idx and f["field"] == name for f in self.fields):
            return
        self.fields.append({"segment": idx, "field": name, "value": value, "page": len(self.page_info)})

    def fields_from(self, f: dict | None) -> None:
        for k, v in (f or {}).items():
            self.field(k, v)

    def _flush(self) -> None:
        if self._pending is None:
            return
        src, idx, opts = self._pending
        dst = self.out.new_page(width=src.rect.width, height=src.rect.height)
        seed = zlib.crc32(f"{self.name}:{idx}".encode())
        scan_page(src, dst, seed, opts)
        self._pending = None

    # -- output -----------------------------------------------------------
    def gold(self) -> dict:
        segs = []
        for i, s in enumerate(self.segments):
            end = (
                self.segments[i + 1]["start_page"] - 1 if i + 1 < len(self.segments) else len(self.page_info)
            )
            segs.append({"start_page": s["start_page"], "end_page": end, "doc_type": s["doc_type"]})
        order = {n: k for t in FIELDS.values() for k, n in enumerate(t)}
        fields = sorted(self.fields, key=lambda f: (f["segment"], order[f["field"]]))
        return {"name": self.name, "pages": len(self.page_info), "segments": segs, "fields": fields}

    def save(self, outdir: Path) -> dict:
        self._flush()
        self.out.set_metadata({**META, "title": self.name})
        pdf = outdir / f"{self.name}.pdf"
        self.out.save(pdf, garbage=4, deflate=True, no_new_id=True)
        g = self.gold()
        (outdir / f"{self.name}.gold.json").write_text(dump_gold(g))
        return g
