"""A form beside a table is read as two panels, each whole; a table's far-apart columns stay one table."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pymupdf

from services.video.slides import panels, read_slide, row_text, rows_of
from shared.ocr import OcrLine
from tests.unit.video.helpers import video_settings


def piece(x0: float, y: float, x1: float, text: str) -> OcrLine:
    return OcrLine(x0, y, x1, y + 24, text, 0.9)


def read(pieces: list[OcrLine]) -> list[str]:
    return [
        row_text([p.text for p in row]) for panel in panels(pieces, 0.5, 0.6) for row in rows_of(panel, 0.5)
    ]


def form_beside_table() -> list[OcrLine]:
    title = [piece(80, 20, 900, "Rule configuration")]
    form = [
        p
        for i, (label, value) in enumerate(
            [
                ("Rule name", "HIGH_VALUE"),
                ("Source table", "card_txn"),
                ("Channel", "ONLINE"),
                ("Status", "SETTLED"),
                ("Date from", "2024-03-01"),
                ("Date to", "2024-03-31"),
            ]
        )
        for p in (piece(80, 100 + 44 * i, 260, label), piece(300, 100 + 44 * i, 520, value))
    ]
    table = [
        p
        for i, (tier, amount) in enumerate(
            [("tier", "min_amt"), ("BRONZE", "400"), ("SILVER", "900"), ("GOLD", "2000")]
        )
        for p in (piece(700, 112 + 60 * i, 820, tier), piece(900, 112 + 60 * i, 1000, amount))
    ]
    footer = [piece(80, 420, 700, "Saved by the monitoring team")]
    return title + form + table + footer


def test_a_form_beside_a_table_is_read_panel_by_panel() -> None:
    assert read(form_beside_table()) == [
        "Rule configuration",
        "| Rule name | HIGH_VALUE |",
        "| Source table | card_txn |",
        "| Channel | ONLINE |",
        "| Status | SETTLED |",
        "| Date from | 2024-03-01 |",
        "| Date to | 2024-03-31 |",
        "| tier | min_amt |",
        "| BRONZE | 400 |",
        "| SILVER | 900 |",
        "| GOLD | 2000 |",
        "Saved by the monitoring team",
    ]


def test_columns_whose_rows_line_up_stay_one_table() -> None:
    rows = [("Parameter", "Value"), ("min_amount", "5000"), ("channel", "online"), ("region", "North")]
    table = [
        p
        for i, (a, b) in enumerate(rows)
        for p in (piece(80, 100 + 50 * i, 300, a), piece(800, 100 + 50 * i, 950, b))
    ]
    assert read(table) == [
        "| Parameter | Value |",
        "| min_amount | 5000 |",
        "| channel | online |",
        "| region | North |",
    ]


def render_panel() -> np.ndarray:
    doc = pymupdf.open()
    page = doc.new_page(width=1280, height=720)
    page.insert_text((60, 70), "Alert rule settings", fontsize=36)
    for i, (label, value) in enumerate(
        [("Rule name", "HIGH_VALUE_V2"), ("Source table", "card_txn"), ("Channel", "ONLINE"),
         ("Status", "SETTLED"), ("Date from", "2024-03-01"), ("Date to", "2024-03-31")]
    ):  # fmt: skip
        page.insert_text((60, 160 + 52 * i), label, fontsize=24)
        page.insert_text((300, 160 + 52 * i), value, fontsize=24)
    for i, (tier, amount) in enumerate(
        [("tier", "min_amt"), ("BRONZE", "400"), ("SILVER", "900"), ("GOLD", "2000")]
    ):
        y = 175 + 70 * i
        page.draw_rect(pymupdf.Rect(720, y - 40, 1180, y + 22), color=(0.3, 0.3, 0.3), width=1)
        page.insert_text((740, y), tier, fontsize=24)
        page.insert_text((980, y), amount, fontsize=24)
    pix = page.get_pixmap(alpha=False)
    return np.frombuffer(pix.samples, dtype=np.uint8).reshape(pix.height, pix.width, 3).copy()


def test_a_rendered_panel_keeps_each_table_row_with_its_label(tmp_path: Path) -> None:
    cfg = video_settings(tmp_path).ocr
    text = read_slide(render_panel(), cfg, "eng").text
    lines = text.splitlines()
    for row in ("| BRONZE | 400 |", "| SILVER | 900 |", "| GOLD | 2000 |"):
        assert row in lines, text
    # The table's rows come together, after the form's, not interleaved with them.
    at = [i for i, line in enumerate(lines) if any(t in line for t in ("BRONZE", "SILVER", "GOLD"))]
    assert at == list(range(at[0], at[0] + 3)) and all("card_txn" not in lines[i] for i in at), text
