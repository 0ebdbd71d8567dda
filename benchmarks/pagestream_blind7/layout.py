"""Block-based page renderer used for contracts, letters and most `other` documents."""

from __future__ import annotations

from stream import Stream
from util import BLACK, GREY, Canvas


def blk(kind: str, f: dict | None = None, **kw) -> dict:
    return {"k": kind, "f": f, **kw}


def title(text, size=17.0, f=None, spaced=False, gap=14.0):
    return blk("title", f, text=" ".join(text) if spaced else text, size=size, gap=gap)


def center(text, size=10.5, f=None, bold=False):
    return blk("center", f, text=text, size=size, bold=bold)


def right(text, size=10.0, f=None):
    return blk("right", f, text=text, size=size)


def para(text, size=10.0, indent=None, f=None, bold=False, lead=1.6):
    return blk("para", f, text=text, size=size, indent=indent, bold=bold, lead=lead)


def kv(pairs, size=10.0, colw=None, f=None, sep="：", lead=1.75):
    """pairs: list of (label, value); spread over equal columns on one line."""
    return blk("kv", f, pairs=pairs, size=size, colw=colw, sep=sep, lead=lead)


def kvnext(label, value, size=10.0, f=None):
    return blk("kvnext", f, label=label, value=value, size=size)


def table(rows, widths, size=9.0, header=True, f=None, row_h=None, aligns=None):
    return blk("table", f, rows=rows, widths=widths, size=size, header=header, row_h=row_h, aligns=aligns)


def gap(h=10.0):
    return blk("gap", None, h=h)


def rule(width=0.8, dashes=None):
    return blk("rule", None, width=width, dashes=dashes)


def sign(left, right, size=10.0, f=None, seals=(None, None), lead=2.0):
    return blk("sign", f, left=left, right=right, size=size, seals=seals, lead=lead)


def boxes(label, value, size=10.0, f=None):
    return blk("boxes", f, label=label, value=value, size=size)


def draw(c: Canvas, b: dict) -> None:
    k = b["k"]
    if k == "title":
        c.y += b["size"] * 0.4
        c.text(c.w / 2, c.y, b["text"], b["size"], bold=True, align="c")
        c.y += b["gap"] + b["size"] * 0.6
    elif k in ("center", "right"):
        x = c.w / 2 if k == "center" else c.x1
        c.text(x, c.y, b["text"], b["size"], bold=b.get("bold", False), align="c" if k == "center" else "r")
        c.y += b["size"] * 1.7
    elif k == "para":
        ind = b["indent"]
        if ind is None:
            ind = 2 * b["size"] if c.lang != "en" else 0.0
        c.y = c.para(c.x0, c.y, c.x1 - c.x0, b["text"], b["size"], b["lead"], ind, b["bold"])
        c.y += b["size"] * 0.35
    elif k == "kv":
        n = len(b["pairs"])
        colw = (c.x1 - c.x0) / n
        for i, (lab, val) in enumerate(b["pairs"]):
            x = c.x0 + i * colw
            if b["colw"]:
                c.text(x, c.y, lab, b["size"], color=GREY if c.lang == "en" else BLACK)
                c.text(x + b["colw"], c.y, val, b["size"])
            else:
                c.text(x, c.y, f"{lab}{b['sep']}{val}" if lab else val, b["size"])
        c.y += b["size"] * b["lead"]
    elif k == "kvnext":
        c.text(c.x0, c.y, b["label"], b["size"] - 1, color=GREY)
        c.y += b["size"] * 1.45
        c.text(c.x0 + 12, c.y, b["value"], b["size"])
        c.y += b["size"] * 1.9
    elif k == "table":
        _table(c, b)
    elif k == "gap":
        c.y += b["h"]
    elif k == "rule":
        c.line(c.x0, c.y - 4, c.x1, c.y - 4, width=b["width"], dashes=b["dashes"])
        c.y += 8
    elif k == "sign":
        _sign(c, b)
    elif k == "boxes":
        x = c.text(c.x0, c.y, b["label"], b["size"]) + 4
        s = b["size"] * 1.5
        for ch in b["value"]:
            c.rect(x, c.y - s * 0.78, x + s, c.y + s * 0.22, width=0.5)
            c.text(x + s / 2, c.y - 1, ch, b["size"], align="c")
            x += s
        c.y += b["size"] * 2.2
    else:
        raise ValueError(k)


def _table(c: Canvas, b: dict) -> None:
    size = b["size"]
    tot = sum(b["widths"])
    ws = [w / tot * (c.x1 - c.x0) for w in b["widths"]]
    rh = b["row_h"] or size * 2.1
    y = c.y - size * 1.2
    aligns = b["aligns"] or ["l"] * len(ws)
    for ri, row in enumerate(b["rows"]):
        x = c.x0
        head = b["header"] and ri == 0
        if head:
            c.rect(c.x0, y, c.x1, y + rh, width=0, fill=(0.9, 0.9, 0.9), color=None)
        for ci, cell in enumerate(row):
            c.rect(x, y, x + ws[ci], y + rh, width=0.5)
            al = "c" if head else aligns[ci]
            tx = {"l": x + 4, "c": x + ws[ci] / 2, "r": x + ws[ci] - 4}[al]
            c.text(tx, y + rh / 2 + size * 0.36, str(cell), size, bold=head, align=al)
            x += ws[ci]
        y += rh
    c.y = y + size * 2.0


def _sign(c: Canvas, b: dict) -> None:
    mid = (c.x0 + c.x1) / 2 + 10
    y0 = c.y
    for col, lines in ((c.x0, b["left"]), (mid, b["right"])):
        y = y0
        for ln in lines:
            c.text(col, y, ln, b["size"])
            y += b["size"] * b["lead"]
    for col, s in zip((c.x0, mid), b["seals"], strict=True):
        if s:
            c.seal(col + 95, y0 + 30, 38, s[0], s[1] if len(s) > 1 else "")
    c.y = y0 + b["size"] * b["lead"] * max(len(b["left"]), len(b["right"])) + 6


def render(
    st: Stream,
    pages: list[list[dict]],
    scanned=(),
    header: str = "",
    footer: str = "",
    top=72.0,
    **popts,
) -> None:
    """Render pages of blocks; scanned: 0-based indexes of pages to scan.

    footer may contain {p} and {n} placeholders.
    """
    n = len(pages)
    for i, blocks in enumerate(pages):
        opts = popts.get(f"scan{i}", {})
        kw = {k: popts[k] for k in ("lang", "serif", "size") if k in popts}
        c = st.page(scanned=i in scanned, **kw, **opts)
        c.y = top
        if header:
            c.text(c.x1, 40, header, 8, color=GREY, align="r")
            c.line(c.x0, 46, c.x1, 46, color=GREY, width=0.4)
        for b in blocks:
            draw(c, b)
            st.fields_from(b.get("f"))
            assert c.y < c.h - 45, (st.name, i, b["k"], c.y)
        if footer:
            c.text(c.w / 2, c.h - 30, footer.format(p=i + 1, n=n), 8, color=GREY, align="c")
