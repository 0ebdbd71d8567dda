"""The one reader of user text: encoding detection (BOM, UTF-8, GBK/GB18030, charset guess) and decoding.

Every stage that reads a user's text file goes through ``read_text`` or ``decode_text``, so one file reads
the same everywhere: a byte-order mark is dropped, UTF-8 wins when the bytes are valid UTF-8, the GB
family decodes as GB18030 (a superset of GBK and GB2312), and anything else is charset-normalizer's guess.
"""

from __future__ import annotations

import codecs
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from shared.errors import InvalidInputError

# GBK, GB2312 and their aliases: GB18030 decodes every byte sequence they do.
_GB_FAMILY = {"gbk", "gb2312", "cp936", "gb18030", "hz", "euc_cn", "ms936"}
# East Asian multi-byte codecs whose byte ranges overlap GBK's: a short Chinese text is often guessed as
# one of them ("出让前持股数量" in GBK reads as Korean). Chinese is this project's usual non-UTF-8 input,
# so bytes that are valid GB18030 decode as GB18030 rather than as one of these guesses.
_OVERLAPPING_CJK = {
    "big5",
    "big5hkscs",
    "cp949",
    "cp950",
    "cp932",
    "euc_jis_2004",
    "euc_jisx0213",
    "euc_jp",
    "euc_kr",
    "johab",
    "shift_jis",
    "shift_jis_2004",
    "shift_jisx0213",
}
_SAMPLE_BYTES = 1 << 16


@dataclass(frozen=True)
class EncodingInfo:
    """A Python codec name, whether the file began with a byte-order mark, and whether it was sure."""

    encoding: str
    bom: bool = False
    confident: bool = True

    @property
    def is_utf8(self) -> bool:
        return self.encoding in ("utf-8", "ascii")


@dataclass(frozen=True)
class DecodedText:
    text: str
    encoding: EncodingInfo
    # Undecodable byte sequences replaced by U+FFFD.
    replaced: int = 0


def _normalized(name: str) -> str:
    enc = name.lower().replace("-", "_")
    if enc in _GB_FAMILY:
        return "gb18030"
    return codecs.lookup(enc).name


def _bom(head: bytes) -> EncodingInfo | None:
    if head.startswith(codecs.BOM_UTF8):
        return EncodingInfo("utf-8", bom=True)
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return EncodingInfo("utf-16", bom=True)
    return None


def _guess(sample: bytes) -> EncodingInfo:
    import charset_normalizer  # imported on first non-UTF-8 input: most files never need it

    best = charset_normalizer.from_bytes(sample).best()
    if best is None:
        # Chinese material is the usual non-UTF-8 case.
        return EncodingInfo("gb18030", confident=False)
    return EncodingInfo(_normalized(best.encoding))


def detect_bytes(data: bytes, *, partial: bool = False) -> EncodingInfo:
    """The encoding of ``data``, all of it checked for UTF-8; ``partial``: the data may end mid-character."""
    found = _bom(data[:4])
    if found is not None:
        return found
    try:
        codecs.getincrementaldecoder("utf-8")().decode(data, final=not partial)
        return EncodingInfo("utf-8")
    except UnicodeDecodeError:
        pass
    strict_gb = _is_gb18030(data, partial=partial)
    guess = _guess(data[:_SAMPLE_BYTES])
    if (
        strict_gb
        and guess.encoding != "gb18030"
        and (guess.encoding in _OVERLAPPING_CJK or not _decodes(data, guess.encoding))
    ):
        return EncodingInfo("gb18030")
    return guess


def _is_gb18030(data: bytes, *, partial: bool) -> bool:
    try:
        codecs.getincrementaldecoder("gb18030")().decode(data, final=not partial)
        return True
    except UnicodeDecodeError:
        return False


def _decodes(data: bytes, encoding: str) -> bool:
    try:
        data.decode(encoding)
        return True
    except (UnicodeDecodeError, LookupError):
        return False


def detect_encoding(
    path: Path, sample_bytes: int = _SAMPLE_BYTES, full_check_max: int = 64 << 20
) -> EncodingInfo:
    """The encoding of a file: UTF-8 is checked end to end for files up to ``full_check_max`` bytes."""
    with open(path, "rb") as f:
        head = f.read(sample_bytes)
    found = _bom(head)
    if found is not None:
        return found
    if _is_utf8(Path(path), head, full_check_max):
        return EncodingInfo("utf-8")
    guess = _guess(head)
    if guess.encoding in _OVERLAPPING_CJK and _is_gb18030(head, partial=len(head) >= sample_bytes):
        return EncodingInfo("gb18030")
    return guess


def _is_utf8(path: Path, head: bytes, full_check_max: int) -> bool:
    size = path.stat().st_size
    decoder = codecs.getincrementaldecoder("utf-8")()
    try:
        if size <= len(head):
            decoder.decode(head, final=True)
            return True
        if size > full_check_max:
            decoder.decode(head, final=False)
            return True
        with open(path, "rb") as f:
            while chunk := f.read(1 << 22):
                decoder.decode(chunk, final=False)
            decoder.decode(b"", final=True)
        return True
    except UnicodeDecodeError:
        return False


def decode_text(data: bytes, encoding: EncodingInfo | None = None, *, partial: bool = False) -> DecodedText:
    """Decode ``data`` (detected when ``encoding`` is None); a byte-order mark is dropped.

    ``partial``: ``data`` is the head of a longer file, so a character cut at the end is not an error.
    """
    info = encoding or detect_bytes(data, partial=partial)
    text = data.decode(info.encoding, errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    replaced = 0
    if "\ufffd" in text:
        replaced = text.count("\ufffd") - data.decode(info.encoding, errors="ignore").count("\ufffd")
    return DecodedText(text, info, replaced)


def read_bytes(path: Path, max_bytes: int | None = None) -> bytes:
    """A regular file's bytes (up to ``max_bytes``); a device, FIFO or socket is refused, not read."""
    path = Path(path)
    st = os.stat(path)
    if not stat.S_ISREG(st.st_mode):
        raise InvalidInputError(f"{path} is not a regular file")
    with open(path, "rb") as f:
        return f.read() if max_bytes is None else f.read(max_bytes)


def read_text(path: Path, max_bytes: int | None = None) -> str:
    """The text of a user's file, decoded as ``decode_text`` does; at most ``max_bytes`` are read."""
    data = read_bytes(path, max_bytes)
    partial = max_bytes is not None and len(data) >= max_bytes
    return decode_text(data, partial=partial).text
