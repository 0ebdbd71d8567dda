"""Stream bookkeeping for pagestream_blind5: pages, segments, gold fields, output, and the
self-check (accepted printed forms of each value, page of first occurrence, ID numbers)."""

from __future__ import annotations

import json
import os
import random
import re

import fitz
from psformat import dec, dfmt, id_valid, rmb_upper
from pslib import A4, P
from psscan import scan_image


# ---------------------------------------------------------------- variants for the self-check
def _nows(s: str) -> str:
    return re.sub(r"[\s\u3000\u00a0]+", "", s)


def variants(field: str, value: str) -> set[str]:
    out = {value}
    if field in ("totalAmount", "taxAmount", "contractAmount"):
        x = dec(value)
        out |= {f"{x:.2f}", f"{x:,.2f}", rmb_upper(x), rmb_upper(x, "圆")}
        if x == int(x):
            out |= {f"{int(x)}元", f"{int(x):,}元"}
            if abs(x) >= 1000:  # bare integers only when they cannot be a day/count
                out |= {f"{int(x)}", f"{int(x):,}"}
    elif field in ("date", "signDate", "birthDate"):
        for st in (
            "cn0",
            "cn",
            "iso",
            "dot",
            "slash",
            "upper",
            "en",
            "en_dmy",
            "en_short",
            "compact",
            "dmy_slash",
        ):
            out.add(dfmt(value, st))
        out.add(dfmt(value, "en").replace(" ", ""))
    elif field == "validPeriod":
        a, b = value.split("至")
        fa = {dfmt(a, s) for s in ("dot", "iso", "cn0")}
        fb = {"长期"} if b == "长期" else {dfmt(b, s) for s in ("dot", "iso", "cn0")}
        for x in fa:
            for y in fb:
                for sep in ("-", "至", "—", "～", "－"):
                    out.add(x + sep + y)
    return {_nows(v) for v in out}


_NUMERIC = re.compile(r"^[-\d,./]+$")


def printed(form: str, hay_strip: str, hay_sep: str) -> bool:
    """Is `form` (whitespace already removed) printed in the page text?

    Purely numeric forms (amounts, numbers, numeric dates) must stand alone: not glued to
    other digits, searched in the text whose whitespace runs are kept as separators.
    Other forms are searched in the whitespace-stripped text (so wrapped lines join)."""
    if _NUMERIC.match(form):
        pat = r"(?<![0-9])(?<![0-9][.,])" + re.escape(form) + r"(?![0-9])(?![.,][0-9])"
        return re.search(pat, hay_sep) is not None
    return form in hay_strip


# ---------------------------------------------------------------- streams
class Stream:
    def __init__(self, name: str, seed: int, setting: str = ""):
        self.name = name
        self.setting = setting
        self.rng = random.Random(seed)
        self._holders = []
        self.pages: list[P] = []
        self.segments: list[dict] = []
        self.fields: list[dict] = []
        self._open = None

    # -- structure
    def begin(self, doc_type: str, desc: str):
        assert self._open is None, "segment already open"
        self._open = {"start_page": len(self.pages) + 1, "doc_type": doc_type, "desc": desc}

    def end(self):
        seg = self._open
        assert seg is not None
        seg["end_page"] = len(self.pages)
        assert seg["end_page"] >= seg["start_page"], f"empty segment {seg}"
        self.segments.append(seg)
        self._open = None

    def field(self, name: str, value, page: int | None = None):
        assert self._open is not None
        self.fields.append(
            {"segment": len(self.segments) + 1, "field": name, "value": str(value), "page": page}
        )

    def page(self, scan=None, size=A4) -> P:
        """scan: None for a digital text page, or a dict of scan options (True = defaults)."""
        assert self._open is not None, "page outside a segment"
        if scan is True:
            scan = {}
        holder = fitz.open()  # one scratch document per page (page refs stay valid)
        pg = holder.new_page(width=size[0], height=size[1])
        self._holders.append(holder)
        p = P(pg, scan, self)
        self.pages.append(p)
        return p

    # -- output
    def build(self, out_dir: str) -> dict:
        assert self._open is None
        final = fitz.open()
        for p in self.pages:
            if p.scan is None:
                final.insert_pdf(p.page.parent)
            else:
                img, _, _ = scan_image(p.page, self.rng, p.scan)
                pw, ph = p.W, p.H
                if p.scan.get("rot90", 0) % 2:
                    pw, ph = ph, pw
                np_ = final.new_page(width=pw, height=ph)
                np_.insert_image(np_.rect, stream=img)
        final.subset_fonts()
        pdf_path = os.path.join(out_dir, f"{self.name}.pdf")
        final.save(pdf_path, garbage=3, deflate=True, no_new_id=True)
        final.close()
        return self.check_and_write(out_dir, pdf_path)

    def check_and_write(self, out_dir, pdf_path) -> dict:
        errors = []
        doc = fitz.open(pdf_path)
        n = doc.page_count
        if n != len(self.pages):
            errors.append(f"page count {n} != {len(self.pages)}")
        hay, hsep = [], []
        for i, p in enumerate(self.pages):
            txt = doc[i].get_text()
            if p.scan is not None:
                if txt.strip():
                    errors.append(f"scanned page {i + 1} has a text layer")
                if len(doc[i].get_images()) != 1:
                    errors.append(f"scanned page {i + 1} image count")
                hay.append(_nows("".join(p.strings)))
                hsep.append("|".join(_nows(x) for x in p.strings))
            else:
                hay.append(_nows(txt))
                hsep.append(re.sub(r"[\s\u3000\u00a0]+", "|", txt))
        # segments cover every page in order
        exp = 1
        for s in self.segments:
            if s["start_page"] != exp or s["end_page"] < s["start_page"]:
                errors.append(f"segment gap/overlap at {s}")
            exp = s["end_page"] + 1
            if s["doc_type"] not in ("invoice", "contract", "id_card", "other"):
                errors.append(f"bad doc_type {s}")
        if exp != n + 1:
            errors.append(f"segments end at {exp - 1}, pages {n}")
        allowed = {
            "invoice": {"invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"},
            "contract": {"contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"},
            "id_card": {
                "name",
                "sex",
                "ethnicity",
                "birthDate",
                "address",
                "idNumber",
                "issuingAuthority",
                "validPeriod",
            },
        }
        seen = set()
        out_fields = []
        for f in self.fields:
            seg = self.segments[f["segment"] - 1]
            key = (f["segment"], f["field"])
            if key in seen:
                errors.append(f"duplicate field {key}")
            seen.add(key)
            if f["field"] not in allowed.get(seg["doc_type"], set()):
                errors.append(f"field {f['field']} not allowed for {seg['doc_type']}")
            v = f["value"]
            if f["field"] in ("totalAmount", "taxAmount", "contractAmount") and not re.fullmatch(
                r"-?\d+\.\d\d", v
            ):
                errors.append(f"amount format {v}")
            if f["field"] in ("date", "signDate", "birthDate") and not re.fullmatch(r"\d{4}-\d\d-\d\d", v):
                errors.append(f"date format {v}")
            if f["field"] == "validPeriod" and not re.fullmatch(
                r"\d{4}-\d\d-\d\d至(\d{4}-\d\d-\d\d|长期)", v
            ):
                errors.append(f"validPeriod format {v}")
            if f["field"] == "ethnicity" and v.endswith("族"):
                errors.append(f"ethnicity with 族 {v}")
            forms = variants(f["field"], v)
            found = [
                pg
                for pg in range(seg["start_page"], seg["end_page"] + 1)
                if any(printed(fm, hay[pg - 1], hsep[pg - 1]) for fm in forms)
            ]
            if not found:
                errors.append(f"{self.name}: value not printed: seg {f['segment']} {f['field']}={v!r}")
                continue
            page = f["page"] or found[0]
            if page != found[0]:
                errors.append(f"{self.name}: {f['field']}={v!r} declared p{page} first printed p{found[0]}")
            out_fields.append({"segment": f["segment"], "field": f["field"], "value": v, "page": page})
        # id card consistency
        for si, seg in enumerate(self.segments, 1):
            if seg["doc_type"] != "id_card":
                continue
            fs = {f["field"]: f["value"] for f in self.fields if f["segment"] == si}
            num = fs.get("idNumber")
            if not num or not id_valid(num):
                errors.append(f"invalid id number {num}")
                continue
            if "birthDate" in fs and fs["birthDate"].replace("-", "") != num[6:14]:
                errors.append(f"birth date mismatch {num}")
            if "sex" in fs and (fs["sex"] == "男") != (int(num[16]) % 2 == 1):
                errors.append(f"sex mismatch {num}")
        # every 18-char ID-like string drawn must be valid
        for i, h in enumerate(hay):
            for m in re.findall(r"(?<!\d)\d{17}[\dX](?!\d)", h):
                if (
                    m[6:8] in ("19", "20")
                    and 1 <= int(m[10:12]) <= 12
                    and not id_valid(m)
                    and re.fullmatch(r"\d{6}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]", m)
                ):
                    errors.append(f"page {i + 1}: ID-like number with bad check digit {m}")
        gold = {
            "name": self.name,
            "pages": n,
            "segments": [
                {"start_page": s["start_page"], "end_page": s["end_page"], "doc_type": s["doc_type"]}
                for s in self.segments
            ],
            "fields": sorted(out_fields, key=lambda f: (f["segment"], f["page"])),
        }
        with open(os.path.join(out_dir, f"{self.name}.gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
        doc.close()
        return {
            "name": self.name,
            "setting": self.setting,
            "pages": n,
            "errors": errors,
            "segments": self.segments,
            "fields": out_fields,
            "scanned": sum(1 for p in self.pages if p.scan is not None),
        }
