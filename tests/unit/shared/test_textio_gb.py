"""The text decoder on short Chinese text in GBK, which charset guessing reads as Korean or Traditional."""

from __future__ import annotations

from pathlib import Path

import pytest

from shared.textio import decode_text, detect_bytes, detect_encoding, read_text

SHORT = ["出让前持股数量", "股东名称", "公司", "上海", "利息支出"]


@pytest.mark.parametrize("text", SHORT)
def test_short_gbk_text_decodes_as_gb18030(text: str, tmp_path: Path) -> None:
    data = text.encode("gbk")
    assert detect_bytes(data).encoding == "gb18030"
    assert decode_text(data).text == text
    path = tmp_path / "x.txt"
    path.write_bytes(data)
    assert read_text(path) == text
    assert detect_encoding(path).encoding == "gb18030"


def test_other_text_keeps_its_guess() -> None:
    assert decode_text("出让前持股数量".encode()).encoding.encoding == "utf-8"
    assert decode_text("\ufeffabc".encode()).text == "abc"
    french = "Le café est très bon, merci beaucoup à tous."
    assert decode_text(french.encode("cp1252")).text == french
