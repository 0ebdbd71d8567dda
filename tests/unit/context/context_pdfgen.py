"""Small PDFs made with PyMuPDF for the context tests, each showing one layout feature."""

from __future__ import annotations

from pathlib import Path

import pymupdf

A4 = (595, 842)
LOREM = (
    "The company reported steady progress across its operating segments during the year. "
    "Management continued to invest in new capacity while keeping costs under control. "
)


def _page(doc: pymupdf.Document) -> pymupdf.Page:
    return doc.new_page(width=A4[0], height=A4[1])


def _lines(page: pymupdf.Page, x: float, y: float, lines: list[str], size: float = 10, **kw) -> float:
    """Write ``lines`` top-down from (x, y); returns the y below the last line."""
    for text in lines:
        page.insert_text((x, y), text, fontsize=size, **kw)
        y += size * 1.35
    return y


def _box(page: pymupdf.Page, rect: tuple, text: str, size: float = 10, **kw) -> None:
    """Word-wrapped text in ``rect``, as a word processor would lay it out."""
    assert page.insert_textbox(rect, text, fontsize=size, **kw) >= 0, "text does not fit"


def two_columns(path: Path) -> Path:
    doc = pymupdf.open()
    page = _page(doc)
    page.insert_text((50, 60), "Quarterly Review of Operations", fontsize=18)
    left = " ".join(f"Left column sentence {i} talks about revenue growth." for i in range(1, 16))
    right = " ".join(f"Right column sentence {i} talks about cost control." for i in range(1, 16))
    _box(page, (50, 100, 290, 800), left)
    _box(page, (310, 100, 550, 800), right)
    doc.save(path)
    return path


def running_headers(path: Path, pages: int = 4) -> Path:
    doc = pymupdf.open()
    for i in range(pages):
        page = _page(doc)
        page.insert_text((50, 40), "ACME Holdings plc Annual Report 2023", fontsize=8)
        page.insert_text((280, 815), f"Page {i + 1}", fontsize=8)
        body = [f"Body text of page {i + 1} line {j} with ordinary words in it" for j in range(1, 8)]
        body[-1] += "."
        _lines(page, 50, 100, body)
    doc.save(path)
    return path


def page_break_paragraphs(path: Path) -> Path:
    """English and Chinese paragraphs that run over page breaks, and one that ends at a break."""
    doc = pymupdf.open()
    p1 = _page(doc)
    y = _lines(p1, 50, 80, ["First paragraph is complete and ends here."])
    y += 20
    _lines(
        p1,
        50,
        y,
        ["During the year the revenue of the group increased", "steadily and the margin of the group"],
    )
    p2 = _page(doc)
    y = _lines(
        p2, 50, 80, ["improved by ten percent in the year.", "The closing sentence stands on its own line."]
    )
    y += 20
    _lines(p2, 50, y, ["This page ends with a full stop."])
    p3 = _page(doc)
    y = _lines(p3, 50, 80, ["A new paragraph starts on the third page."])
    y += 20
    _lines(p3, 50, y, ["公司的营业收入在本年度"], fontname="china-s")
    p4 = _page(doc)
    _lines(p4, 50, 80, ["继续保持增长。", "这是新的一段。"], fontname="china-s")
    doc.save(path)
    return path


def heading_at_page_foot(path: Path) -> Path:
    """A block heading that ends a page (no sentence punctuation, body size), full lines on the next."""
    first = ["记录R01的转让方为张建国，出让前持股2,441,732股，出让前持股比例为1.55%。"]
    second = [
        "记录R01的受让方为李文华，受让前持股6,970,000股，受让前持股比例为4.42%。",
        "记录R02的受让方为王晓明，受让前持股2,123,578股，受让前持股比例为1.77%。",
    ]
    doc = pymupdf.open()
    p1 = _page(doc)
    y = _lines(p1, 50, 80, first, fontname="china-s")
    _lines(p1, 50, y + 20, ["三、受让方情况"], fontname="china-s")
    _lines(_page(doc), 50, 80, second, fontname="china-s")
    doc.save(path)
    return path


def headings_by_size(path: Path) -> Path:
    doc = pymupdf.open()
    page = _page(doc)
    page.insert_text((50, 70), "Annual Report Title", fontsize=22)
    y = 110
    for section in ("Strategy Section", "Finance Section"):
        page.insert_text((50, y), section, fontsize=15)
        page.insert_text((50, y + 28), "Subsection Detail", fontsize=12.5)
        _box(page, (50, y + 40, 400, y + 120), LOREM + "The outlook remains positive.")
        y += 160
    doc.save(path)
    return path


def headings_by_outline(path: Path) -> Path:
    """Headings drawn at body size: only the outline says they are headings."""
    doc = pymupdf.open()
    for title, sub in (("Introduction", "Background"), ("Results", "Segment Detail")):
        page = _page(doc)
        page.insert_text((50, 70), title, fontsize=10)
        _box(page, (50, 85, 400, 160), LOREM)
        page.insert_text((50, 185), sub, fontsize=10)
        _box(page, (50, 200, 400, 280), LOREM)
    doc.set_toc([[1, "Introduction", 1], [2, "Background", 1], [1, "Results", 2], [2, "Segment Detail", 2]])
    doc.save(path)
    return path


def ruled_table(path: Path) -> Path:
    doc = pymupdf.open()
    page = _page(doc)
    _lines(page, 50, 60, ["The table below shows the results by quarter."])
    rows = [["Name", "Q1", "Q2"], ["Alpha", "10", "20"], ["Beta", "30", "40"], ["Gamma", "50", "60"]]
    x0, y0, cw, rh = 50, 90, 120, 22
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            page.insert_text((x0 + c * cw + 6, y0 + r * rh + 15), text, fontsize=10)
    for r in range(len(rows) + 1):
        page.draw_line((x0, y0 + r * rh), (x0 + 3 * cw, y0 + r * rh), width=0.8)
    for c in range(4):
        page.draw_line((x0 + c * cw, y0), (x0 + c * cw, y0 + len(rows) * rh), width=0.8)
    _lines(page, 50, y0 + len(rows) * rh + 30, ["Text after the table."])
    doc.save(path)
    return path


def image_only(path: Path) -> Path:
    """A scanned-looking page: text rendered to a bitmap, no text layer."""
    src = pymupdf.open()
    page = _page(src)
    page.insert_text((60, 120), "Scanned Invoice Number 4711", fontsize=26)
    page.insert_text((60, 180), "Total amount due 1250 EUR", fontsize=26)
    pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    out = _page(doc)
    out.insert_image(out.rect, pixmap=pix)
    doc.save(path)
    return path


def blank_pages(path: Path, pages: int) -> Path:
    """``pages`` empty pages: nothing drawn on any of them."""
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page()
    doc.save(path)
    return path


def scans_with_blank_backs(path: Path, scans: int) -> Path:
    """A scan of ``scans`` text pages, each followed by a white scanned back and a back that shows only
    a page number."""
    pixmaps = []
    for text, at, size in (
        ("The quarterly revenue grew by 12 percent to 3.4 million.", (72, 100), 12),
        ("", (72, 100), 12),
        ("- 3 -", (290, 800), 10),
    ):
        src = pymupdf.open()
        page = src.new_page()
        if text:
            page.insert_text(at, text, fontsize=size)
        pixmaps.append(page.get_pixmap(dpi=150))
    doc = pymupdf.open()
    for _ in range(scans):
        for pix in pixmaps:
            new = doc.new_page()
            new.insert_image(new.rect, pixmap=pix)
    doc.save(path)
    return path


def encrypted(path: Path) -> Path:
    doc = pymupdf.open()
    _lines(_page(doc), 50, 80, ["Secret content that needs a password."])
    doc.save(path, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="user", owner_pw="owner")
    return path


def truncated(path: Path, tmp: Path) -> Path:
    full = running_headers(tmp / "full_for_truncation.pdf", pages=6)
    data = full.read_bytes()
    path.write_bytes(data[: int(len(data) * 0.55)])
    return path


def turned_scan(path: Path, turn: int) -> Path:
    """A scanned-looking page of text copied turned ``turn`` degrees clockwise (a card copied on its
    side, a sheet fed upside down): a bitmap, no text layer."""
    src = pymupdf.open()
    page = _page(src)
    lines = [
        "Scanned Invoice Number 4711",
        "Total amount due 1250 EUR",
        "Payable within thirty days of the invoice date",
        "Bank transfer to the account named below",
        "Thank you for your business with us",
    ]
    for n, text in enumerate(lines):
        page.insert_text((60, 120 + 50 * n), text, fontsize=22)
    pix = page.get_pixmap(
        matrix=pymupdf.Matrix(200 / 72, 200 / 72).prerotate(turn), colorspace=pymupdf.csGRAY
    )
    doc = pymupdf.open()
    out = doc.new_page(width=pix.width * 72 / 200, height=pix.height * 72 / 200)
    out.insert_image(out.rect, pixmap=pix)
    doc.save(path)
    return path
