"""Stream assembly, gold writing and self-check."""

import json
import os
import random
import re

import numpy as np
from psfmt import accepted_forms, id_valid
from pslib import A4, Pg, fitz, scan_image

SCAN_DEFAULT = dict(dpi=130, gray=True, skew=0.7, noise=6.0, blur=1, quality=55)


def _norm(s):
    return re.sub(r"\s+", "", s)


class Doc:
    def __init__(self, stream, doc_type, desc, scan=None):
        self.s = stream
        self.doc_type = doc_type
        self.desc = desc
        self.scan = scan
        self.pages = []
        self.fields = []

    def new_page(self, size=A4, scan=None):
        p = self.s.src.new_page(width=size[0], height=size[1])
        self.pages.append(len(self.s.src) - 1)
        sc = scan if scan is not None else self.scan
        self.s.page_scan.append(self.s.scan_opts(sc))
        return Pg(p)

    def f(self, field, value, pidx=None):
        """Record a gold field printed on doc page pidx (default: current page)."""
        if pidx is None:
            pidx = len(self.pages) - 1
        self.fields.append((field, str(value), pidx))


class Stream:
    def __init__(self, name, seed):
        self.name = name
        self.seed = seed
        self.src = fitz.open()
        self.docs = []
        self.page_scan = []
        self.rng = np.random.default_rng(seed)
        self.rnd = random.Random(seed)

    def scan_opts(self, sc):
        if not sc:
            return None
        o = dict(SCAN_DEFAULT)
        o["skew"] = float(self.rng.uniform(-1.4, 1.4))
        o["noise"] = float(self.rng.uniform(3.0, 9.0))
        o["quality"] = int(self.rng.integers(38, 70))
        o["dpi"] = int(self.rng.choice([110, 120, 130, 150]))
        o["blur"] = int(self.rng.choice([0, 1, 1]))
        if isinstance(sc, dict):
            o.update(sc)
        return o

    def doc(self, doc_type, desc, scan=None):
        d = Doc(self, doc_type, desc, scan)
        self.docs.append(d)
        return d

    # ------------------------------------------------------------ build
    def build(self, out_dir):
        out = fitz.open()
        srctext = []
        for i in range(len(self.src)):
            sp = self.src[i]
            srctext.append(sp.get_text())
            opts = self.page_scan[i]
            if opts:
                data, (w, h) = scan_image(sp, self.rng, **opts)
                np_ = out.new_page(width=w, height=h)
                np_.insert_image(np_.rect, stream=data)
            else:
                out.insert_pdf(self.src, from_page=i, to_page=i)
        out.subset_fonts()
        pdf_path = os.path.join(out_dir, self.name + ".pdf")
        out.save(pdf_path, garbage=4, deflate=True, no_new_id=True)
        out.close()

        segments, fields = [], []
        page = 1
        for si, d in enumerate(self.docs, 1):
            n = len(d.pages)
            segments.append({"start_page": page, "end_page": page + n - 1, "doc_type": d.doc_type})
            for fld, val, pidx in d.fields:
                fields.append({"segment": si, "field": fld, "value": val, "page": page + pidx})
            page += n
        gold = {"name": self.name, "pages": len(self.src), "segments": segments, "fields": fields}
        with open(os.path.join(out_dir, self.name + ".gold.json"), "w", encoding="utf-8") as fh:
            json.dump(gold, fh, ensure_ascii=False, indent=1)
        return gold, self.check(pdf_path, gold, srctext)

    # ------------------------------------------------------------ check
    def check(self, pdf_path, gold, srctext):
        errs = []
        doc = fitz.open(pdf_path)
        if len(doc) != gold["pages"]:
            errs.append(f"page count {len(doc)} != {gold['pages']}")
        texts = []
        for i in range(len(doc)):
            t = doc[i].get_text()
            if self.page_scan[i]:
                if t.strip():
                    errs.append(f"p{i + 1}: scanned page has a text layer")
                if not doc[i].get_images():
                    errs.append(f"p{i + 1}: scanned page has no image")
                texts.append(_norm(srctext[i]))
            else:
                if not t.strip():
                    errs.append(f"p{i + 1}: text page has no text")
                texts.append(_norm(t))
        # segments cover every page in order
        exp = 1
        for s in gold["segments"]:
            if s["start_page"] != exp or s["end_page"] < s["start_page"]:
                errs.append(f"segment gap/overlap at {s}")
            if s["doc_type"] not in ("invoice", "contract", "id_card", "other"):
                errs.append(f"bad doc_type {s}")
            exp = s["end_page"] + 1
        if exp != gold["pages"] + 1:
            errs.append("segments do not cover all pages")
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
            "other": set(),
        }
        seen = set()
        for f in gold["fields"]:
            seg = gold["segments"][f["segment"] - 1]
            key = (f["segment"], f["field"])
            if key in seen:
                errs.append(f"duplicate field {key}")
            seen.add(key)
            if f["field"] not in allowed[seg["doc_type"]]:
                errs.append(f"field {f['field']} not allowed for {seg['doc_type']}")
            if not (seg["start_page"] <= f["page"] <= seg["end_page"]):
                errs.append(f"field page outside segment: {f}")
            forms = accepted_forms(f["field"], f["value"])
            if not any(x in texts[f["page"] - 1] for x in forms):
                errs.append(f"value not on page: {f}")
            for p in range(seg["start_page"], f["page"]):
                if any(x in texts[p - 1] for x in forms) and len(f["value"]) > 1:
                    errs.append(f"value printed earlier (p{p}): {f}")
                    break
            if f["field"] == "idNumber" and not id_valid(f["value"]):
                errs.append(f"invalid id number {f['value']}")
        # id consistency
        by_seg = {}
        for f in gold["fields"]:
            by_seg.setdefault(f["segment"], {})[f["field"]] = f["value"]
        for si, fs in by_seg.items():
            if "idNumber" in fs:
                idn = fs["idNumber"]
                if "birthDate" in fs and fs["birthDate"].replace("-", "") != idn[6:14]:
                    errs.append(f"seg {si}: birthDate inconsistent with id")
                if "sex" in fs and (("男" if int(idn[16]) % 2 else "女") != fs["sex"]):
                    errs.append(f"seg {si}: sex inconsistent with id")
        return errs
