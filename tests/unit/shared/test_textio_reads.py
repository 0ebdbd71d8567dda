"""Reads of user text: only regular files, never a wait on a FIFO, at most the caller's bound with the
cut said, and a stray byte in UTF-8 text read as UTF-8 with the replaced bytes counted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from shared.errors import InvalidInputError
from shared.textio import decode_text, detect_encoding, read_bytes, read_text, read_user_text
from tests.blocking import finishes, make_fifo, stat_sees_a_regular_file

CHINESE = "# 股权转让记录\n记录29的转让方为赵海峰，出让前持股2,441,732股。\n第二行也有文字。\n"


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = make_fifo(tmp_path / "knowledge.md")
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_bytes(fifo, 100), fifos=[fifo])
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_user_text(fifo, 100), fifos=[fifo])


def test_a_fifo_swapped_in_after_the_stat_is_refused_on_its_open_descriptor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = stat_sees_a_regular_file(monkeypatch, make_fifo(tmp_path / "knowledge.md"))
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_text(fifo, 100), fifos=[fifo])
    with pytest.raises(InvalidInputError, match="FIFO"):
        finishes(lambda: read_bytes(fifo), fifos=[fifo])


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_dev_zero_and_a_link_to_it_are_not_read(tmp_path: Path) -> None:
    link = tmp_path / "knowledge.md"
    link.symlink_to("/dev/zero")
    for path in (Path("/dev/zero"), link):
        with pytest.raises(InvalidInputError, match="character device"):
            finishes(lambda p=path: read_bytes(p))


def test_at_most_the_bound_is_read_and_the_cut_is_said(tmp_path: Path) -> None:
    path = tmp_path / "big.md"
    path.write_bytes(b"x" * 10_000)
    read = read_user_text(path, 1_000)
    assert (len(read.text), read.read, read.size, read.cut) == (1_000, 1_000, 10_000, True)
    assert read.losses() == [
        "only the first 1,000 of 10,000 bytes read (the configured limit); the rest is not used"
    ]
    whole = read_user_text(path, 10_000)
    assert (whole.cut, whole.losses()) == (False, [])
    assert len(read_bytes(path, 10)) == 10


def test_a_character_cut_by_the_bound_is_left_out_not_replaced(tmp_path: Path) -> None:
    path = tmp_path / "cn.md"
    path.write_bytes("股权转让".encode())  # 12 bytes: the bound ends inside the third character
    read = read_user_text(path, 8)
    assert (read.text, read.replaced) == ("股权", 0)
    assert read_text(path, 8) == "股权"


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="no procfs")
def test_a_file_whose_size_says_zero_is_still_bounded() -> None:
    read = read_user_text(Path("/proc/self/status"), 16)
    assert read.read == 16 and read.cut and read.size > 16


def test_a_stray_byte_in_utf8_text_is_read_as_utf8_and_counted(tmp_path: Path) -> None:
    data = CHINESE.encode().replace("记录29".encode(), b"\xff" + "记录29".encode(), 1)
    decoded = decode_text(data)
    assert decoded.encoding.encoding == "utf-8" and not decoded.encoding.is_utf8
    assert decoded.replaced == 1
    assert decoded.text == CHINESE.replace("记录29", "\ufffd记录29", 1)
    path = tmp_path / "doc.md"
    path.write_bytes(data)
    read = read_user_text(path, 1 << 20)
    assert read.text == decoded.text
    assert read.losses() == ["1 undecodable byte sequence(s) replaced by U+FFFD (read as utf-8)"]
    # The file-level detection agrees, and says the bytes need decoding (a UTF-8 reader would fail).
    info = detect_encoding(path)
    assert info.encoding == "utf-8" and not info.valid and not info.is_utf8


def test_other_encodings_are_not_taken_for_utf8_with_errors(tmp_path: Path) -> None:
    for data, encoding in (
        (CHINESE.encode("gbk"), "gb18030"),
        ("出让前持股数量".encode("gbk"), "gb18030"),
    ):
        assert decode_text(data).encoding.encoding == encoding
        path = tmp_path / "x.txt"
        path.write_bytes(data)
        assert detect_encoding(path).encoding == encoding
    french = "Le café est très bon, merci beaucoup à tous."
    assert decode_text(french.encode("cp1252")).text == french
    assert detect_encoding(tmp_path / "x.txt").is_utf8 is False
    valid = tmp_path / "ok.txt"
    valid.write_bytes(CHINESE.encode())
    assert detect_encoding(valid).is_utf8


def test_a_read_that_cannot_open_is_an_os_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_user_text(tmp_path / "missing.md", 10)
    os.mkdir(tmp_path / "folder.md")
    with pytest.raises(InvalidInputError, match="folder"):
        read_bytes(tmp_path / "folder.md", 10)


@pytest.mark.parametrize("codec", ["utf-32", "utf-32-be", "utf-16", "utf-16-be"])
def test_a_byte_order_mark_names_utf32_and_utf16_apart(codec: str) -> None:
    # UTF-32's little-endian mark begins with UTF-16's.
    text = "id,name\n1,Zoë\n"
    data = (
        text.encode(codec) if codec in ("utf-32", "utf-16") else "\ufeff".encode(codec) + text.encode(codec)
    )
    decoded = decode_text(data)
    assert decoded.text == text and decoded.encoding.encoding == codec[:6] and decoded.encoding.bom
