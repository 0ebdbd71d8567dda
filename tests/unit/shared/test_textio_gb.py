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


def test_lines_written_in_utf8_and_gbk_each_decode_in_their_own_encoding() -> None:
    data = "id,city\n1,广州\n".encode() + "2,深圳\n".encode("gbk") + b"3,abc\n"
    decoded = decode_text(data)
    assert decoded.text == "id,city\n1,广州\n2,深圳\n3,abc\n"
    assert decoded.encoding.mixed_lines and not decoded.encoding.is_utf8 and decoded.replaced == 0


def test_a_gbk_file_is_not_taken_for_mixed_lines() -> None:
    data = "编号,城市\n1,广州市天河区\n2,深圳\n3,出让前持股数量\n".encode("gbk")
    decoded = decode_text(data)
    assert decoded.encoding.encoding == "gb18030" and not decoded.encoding.mixed_lines
    assert decoded.text == "编号,城市\n1,广州市天河区\n2,深圳\n3,出让前持股数量\n"


def test_a_stray_byte_in_short_utf8_text_keeps_it_utf8() -> None:
    # Two valid characters and one bad byte: too few for the share rule, yet no single-byte guess.
    decoded = decode_text("1,北京".encode() + b"\xff\n")
    assert decoded.encoding.encoding == "utf-8" and decoded.text == "1,北京\ufffd\n"
    assert decoded.replaced == 1


def test_short_gbk_text_is_not_taken_for_utf16_without_a_bom() -> None:
    decoded = decode_text("id,city\n1,北京\n2,上海\n".encode("gbk"))
    assert decoded.encoding.encoding == "gb18030" and "上海" in decoded.text


def test_a_guess_against_valid_utf8_in_the_file_is_not_confident() -> None:
    # Valid UTF-8 (é) beside more Latin-1 bytes that are neither UTF-8 nor GB18030.
    data = "é".encode() + " caf\xe9 na\xefve \xe0 la cr\xe8me br\xfbl\xe9e\n".encode("latin-1")
    info = detect_bytes(data)
    assert info.encoding != "utf-8" and not info.confident
