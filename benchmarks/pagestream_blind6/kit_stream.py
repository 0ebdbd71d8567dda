"""Stream: one output PDF of pagestream_blind6 - pages, segments, gold registry and final assembly."""

from kit import A4H, A4W, fitz
from kit_canvas import Canvas
from kit_check import CONTRACT_FIELDS, ID_FIELDS, INVOICE_FIELDS
from kit_scan import scan_render


class Stream:
    """One output PDF: pages are drawn into self.src, then assembled (scans rasterised)."""

    def __init__(self, name, title, seed, scan_all=False):
        import random

        self.name, self.title, self.seed = name, title, seed
        self.rng = random.Random(seed)
        self.srng = random.Random(seed * 7919 + 17)
        self.src = fitz.open()
        self.pages = []  # dicts: scan, log, seg, size
        self.segments = []  # dicts: doc_type, layout, start
        self.reg = []  # (field, value, printed)
        self.found = {}  # (seg_index, field) -> [page, value, printed]
        self.scan_all = scan_all

    # -- structure
    def doc(self, doc_type, layout):
        assert doc_type in ("invoice", "contract", "id_card", "other")
        self.segments.append(dict(doc_type=doc_type, layout=layout, start=len(self.pages) + 1))

    def fld(self, field, value, printed=None):
        printed = value if printed is None else printed
        self.reg.append((field, str(value), str(printed)))
        return f"\x01{len(self.reg) - 1:d}\x02{printed}"

    def page(self, w=A4W, h=A4H, scan=None):
        if scan is None:
            scan = self.scan_all
        p = self.src.new_page(width=w, height=h)
        self.pages.append(
            dict(
                scan=self._scan_params(scan) if scan else None,
                log=[],
                seg=len(self.segments) - 1,
                size=(w, h),
            )
        )
        return Canvas(self, p, len(self.pages))

    def seg_pages(self, seg_index):
        start = self.segments[seg_index]["start"]
        end = (
            (self.segments[seg_index + 1]["start"] - 1)
            if seg_index + 1 < len(self.segments)
            else len(self.pages)
        )
        return start, end

    def canvas_for(self, pno):
        return Canvas(self, self.src[pno - 1], pno)

    def record(self, idx, pno):
        field, value, printed = self.reg[idx]
        seg = self.pages[pno - 1]["seg"]
        key = (seg, field)
        if key in self.found:
            old = self.found[key]
            if old[1] != value:
                raise AssertionError(
                    f"{self.name}: segment {seg + 1:d} field {field} printed with two gold values "
                    f"{old[1]!r} / {value!r}"
                )
            if pno < old[0]:
                self.found[key] = [pno, value, printed]
        else:
            self.found[key] = [pno, value, printed]

    def _scan_params(self, scan):
        r = self.srng
        p = dict(
            dpi=r.choice([150, 160, 170, 180, 200]),
            angle=r.uniform(-1.5, 1.5),
            quality=r.randint(50, 80),
            blur=r.uniform(0.35, 1.1),
            noise=r.uniform(3.0, 9.0),
            speckle=r.randint(150, 1200),
            light=r.uniform(0.04, 0.18),
            grad=r.uniform(-0.08, 0.08),
            color=r.random() < 0.3,
            seed=r.randint(0, 2**31 - 1),
            shift=(r.uniform(-8, 8), r.uniform(-8, 8)),
            ink=r.uniform(0.78, 1.0),
            edge=r.random() < 0.4,
            holes=r.random() < 0.15,
            streak=r.random() < 0.25,
        )
        p["angle"] = round(p["angle"], 2)
        if isinstance(scan, dict):
            p.update(scan)
        return p

    # -- output
    def gold(self):
        segs = []
        for i, s in enumerate(self.segments):
            a, b = self.seg_pages(i)
            segs.append(dict(start_page=a, end_page=b, doc_type=s["doc_type"]))
        fields = []
        order = {"invoice": INVOICE_FIELDS, "contract": CONTRACT_FIELDS, "id_card": ID_FIELDS}
        for i, s in enumerate(self.segments):
            for f in order.get(s["doc_type"], []):
                if (i, f) in self.found:
                    pg, v, _ = self.found[(i, f)]
                    fields.append(dict(segment=i + 1, field=f, value=v, page=pg))
            for si, f in self.found:
                if si == i and f not in order.get(s["doc_type"], []):
                    raise AssertionError(
                        f"{self.name}: field {f} not allowed in {s['doc_type']} segment {i + 1:d}"
                    )
        return dict(name=self.name, pages=len(self.pages), segments=segs, fields=fields)

    def build(self, path):
        out = fitz.open()
        for i, info in enumerate(self.pages):
            if info["scan"]:
                w, h = info["size"]
                jpg = scan_render(self.src[i], info["scan"])
                np_ = out.new_page(width=w, height=h)
                np_.insert_image(np_.rect, stream=jpg)
            else:
                out.insert_pdf(self.src, from_page=i, to_page=i)
        out.set_metadata(
            {
                "title": self.title,
                "author": "",
                "subject": "pagestream_blind6 synthetic stream",
                "keywords": "",
                "creator": "pagestream_blind6/make_streams.py",
                "producer": "PyMuPDF",
                "creationDate": "D:20240801000000Z",
                "modDate": "D:20240801000000Z",
            }
        )
        out.subset_fonts()
        out.save(path, garbage=4, deflate=True, no_new_id=True)
        out.close()
