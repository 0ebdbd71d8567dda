"""Self-check of one generated stream against its gold and its build records."""

import datetime as dt
import re

import fmt
import numpy as np
import pymupdf
from pdfkit import FIELDS, Builder

AMOUNT_RE = re.compile(r"^-?\d+\.\d{2}$")
DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
PERIOD_RE = re.compile(r"^\d{4}-\d{2}-\d{2}至(\d{4}-\d{2}-\d{2}|长期)$")


def _add_years(d: dt.date, n: int) -> dt.date:
    try:
        return d.replace(year=d.year + n)
    except ValueError:  # 29 February
        return d.replace(year=d.year + n, day=28)


def _id_checks(seg_no: int, f: dict[str, str]) -> list[str]:
    err = []
    idn = f.get("idNumber")
    if not idn:
        return [f"seg {seg_no}: id card without idNumber"]
    if not fmt.id_valid(idn):
        err.append(f"seg {seg_no}: {idn} fails the GB 11643-1999 check character")
    birth = f"{idn[6:10]}-{idn[10:12]}-{idn[12:14]}"
    if f.get("birthDate") and f["birthDate"] != birth:
        err.append(f"seg {seg_no}: birthDate {f['birthDate']} != {birth} from ID number")
    if f.get("sex") and f["sex"] != ("男" if int(idn[16]) % 2 else "女"):
        err.append(f"seg {seg_no}: sex disagrees with ID number")
    vp = f.get("validPeriod")
    if vp:
        a, b = vp.split("至")
        start, born = dt.date.fromisoformat(a), dt.date.fromisoformat(birth)
        age = start.year - born.year - ((start.month, start.day) < (born.month, born.day))
        years = 5 if age < 16 else 10 if age <= 25 else 20 if age <= 45 else None
        want = "长期" if years is None else _add_years(start, years).isoformat()
        if b != want:
            err.append(f"seg {seg_no}: validPeriod {vp} does not fit age {age} at issue (want {want})")
    return err


def overlaps(page: pymupdf.Page) -> list[str]:
    """Horizontal text lines whose boxes overlap (a layout bug: text drawn over text)."""
    boxes, texts = [], []
    for blk in page.get_text("dict")["blocks"]:
        for ln in blk.get("lines", []):
            if abs(ln["dir"][1]) > 1e-3:
                continue  # rotated watermark / overlay text is meant to cross other text
            for sp in ln["spans"]:
                if sp["text"].strip():
                    x0, y0, x1, y1 = sp["bbox"]
                    pad = (y1 - y0) * 0.2
                    boxes.append((x0 + 0.5, y0 + pad, x1 - 0.5, y1 - pad))
                    texts.append(sp["text"])
    if len(boxes) < 2:
        return []
    a = np.array(boxes)
    ix = np.minimum(a[:, None, 2], a[None, :, 2]) - np.maximum(a[:, None, 0], a[None, :, 0])
    iy = np.minimum(a[:, None, 3], a[None, :, 3]) - np.maximum(a[:, None, 1], a[None, :, 1])
    hit = (ix > 1.0) & (iy > 1.0)
    np.fill_diagonal(hit, False)
    i, j = np.nonzero(np.triu(hit))
    return [f"{texts[p]!r} overlaps {texts[q]!r}" for p, q in zip(i[:3], j[:3], strict=True)]


def check(b: Builder, out: pymupdf.Document, gold: dict) -> list[str]:
    err: list[str] = []
    n = len(out)
    if gold["pages"] != n or len(b.doc) != n:
        err.append(f"page count gold {gold['pages']} / pdf {n} / vector {len(b.doc)}")
    vtext = [fmt.norm(p.get_text()) for p in b.doc]
    otext = [fmt.norm(p.get_text()) for p in out]
    # segments cover every page in order
    expect = 1
    for i, s in enumerate(gold["segments"], 1):
        if s["start_page"] != expect or s["end_page"] < s["start_page"]:
            err.append(f"segment {i} does not continue at page {expect}: {s}")
        if s["doc_type"] not in FIELDS:
            err.append(f"segment {i}: bad doc_type {s['doc_type']}")
        expect = s["end_page"] + 1
    if expect != n + 1:
        err.append(f"segments end at page {expect - 1}, pdf has {n}")
    # fields
    seen, per_seg = set(), {}
    for fd in gold["fields"]:
        k, name, value, page = fd["segment"], fd["field"], fd["value"], fd["page"]
        if not 1 <= k <= len(gold["segments"]):
            err.append(f"field {fd} points at no segment")
            continue
        seg = gold["segments"][k - 1]
        if name not in FIELDS[seg["doc_type"]]:
            err.append(f"field {name} not allowed for {seg['doc_type']} (segment {k})")
        if (k, name) in seen:
            err.append(f"duplicate field {name} in segment {k}")
        seen.add((k, name))
        per_seg.setdefault(k, {})[name] = value
        if not seg["start_page"] <= page <= seg["end_page"]:
            err.append(f"field {name} page {page} outside segment {k}")
            continue
        if name in ("date", "signDate", "birthDate") and not DATE_RE.match(value):
            err.append(f"bad date {value}")
        if name.endswith("Amount") and not AMOUNT_RE.match(value):
            err.append(f"bad amount {value}")
        if name == "validPeriod" and not PERIOD_RE.match(value):
            err.append(f"bad validPeriod {value}")
        if name == "sex" and value not in ("男", "女"):
            err.append(f"bad sex {value}")
        if name == "ethnicity" and value.endswith("族"):
            err.append(f"ethnicity keeps 族: {value}")
        if not fmt.found(name, value, vtext[page - 1]):
            err.append(f"seg {k} {name}={value!r} not printed on page {page}")
        for p in range(seg["start_page"], page):
            if fmt.found(name, value, vtext[p - 1]):
                err.append(f"seg {k} {name}={value!r} already printed on page {p} (gold says {page})")
    for k, f in per_seg.items():
        if gold["segments"][k - 1]["doc_type"] == "id_card":
            err += _id_checks(k, f)
    # build records: sums, words, totals tied to gold
    for k, seg in enumerate(b.segs, 1):
        for label, parts, total in seg.sums:
            if sum((fmt.dec(p) for p in parts), fmt.dec(0)) != fmt.dec(total):
                err.append(f"seg {k} {seg.label}: '{label}' does not add up")
        for kind, value, words in seg.words:
            if fmt.words(kind, value) != words:
                err.append(f"seg {k}: words for {value} wrong")
            if not any(fmt.norm(words) in vtext[p] for p in seg.pnos):
                err.append(f"seg {k}: amount in words not printed: {words}")
        g = per_seg.get(k, {})
        key = {"invoice": "totalAmount", "contract": "contractAmount"}.get(seg.doc_type)
        if key and key in g and not any(fmt.dec(t) == fmt.dec(g[key]) for _, _, t in seg.sums):
            err.append(f"seg {k} {seg.label}: {key} {g[key]} is not the result of any recorded sum")
        if seg.doc_type == "other" and k in per_seg:
            err.append(f"seg {k} is other but has fields")
    # every drawn string reads back
    for pno, s in b.drawn:
        t = fmt.norm(s)
        if t and t not in vtext[pno]:
            err.append(f"page {pno + 1}: drawn text does not read back: {s!r}")
        elif t and b.scan[pno] is None and t not in otext[pno]:
            err.append(f"page {pno + 1}: drawn text missing in output: {s!r}")
    for pno, page in enumerate(b.doc):
        for o in overlaps(page):
            err.append(f"page {pno + 1}: text overlap: {o}")
    # scanned pages: exactly one image and no text
    for pno in range(min(n, len(b.scan))):
        page = out[pno]
        if b.scan[pno] is not None:
            if len(page.get_images(full=True)) != 1 or page.get_text().strip():
                err.append(f"scanned page {pno + 1} is not a single image without text")
        elif otext[pno] != vtext[pno]:
            err.append(f"vector page {pno + 1} text differs from the built page")
    return err
