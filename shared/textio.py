"""The one reader of user text: encoding detection (BOM, UTF-8, GBK/GB18030, charset guess) and decoding.

Every stage that reads a user's text file goes through ``read_user_text``, ``read_text`` or
``decode_text``, so one file reads the same everywhere: a byte-order mark is dropped, UTF-8 wins when the
bytes are valid UTF-8 (or nearly: a few undecodable sequences in UTF-8 text are replaced and counted, not
a reason to read the whole file as another encoding), the GB family decodes as GB18030 (a superset of GBK
and GB2312), and anything else is charset-normalizer's guess.

Only regular files are read: a FIFO, device or socket is refused without being opened where a ``stat``
shows it, and a file swapped for one afterwards is opened non-blocking and refused on its open descriptor,
so no read waits on a writer. ``read_user_text`` reads at most the caller's bound and says what it cut.
"""

from __future__ import annotations

import codecs
import contextlib
import json
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from shared.errors import InvalidInputError, NotFoundError, PermissionDeniedError

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
# Bytes that are not valid UTF-8 still decode as UTF-8 (the bad sequences replaced) when at least this
# share of their non-ASCII sequences is valid UTF-8: a stray byte in UTF-8 text. GBK text measures about a
# third (a GBK pair forms a UTF-8 sequence by chance), Big5, Shift-JIS, EUC-KR and Latin-1 near none.
_MIN_VALID_UTF8_SHARE = 0.9
# Bytes asked of the operating system per read call.
_READ_CHUNK = 1 << 22


@dataclass(frozen=True)
class EncodingInfo:
    """A Python codec name, whether the file began with a byte-order mark, and whether it was sure."""

    encoding: str
    bom: bool = False
    confident: bool = True
    # False: some byte sequences are not valid in ``encoding`` and decode as U+FFFD.
    valid: bool = True
    # Lines that are not valid UTF-8 are valid GB18030: a file whose lines were written in both
    # (rows appended by another program); each line decodes in its own encoding.
    mixed_lines: bool = False

    @property
    def is_utf8(self) -> bool:
        """The bytes are valid UTF-8 as they are: a UTF-8 reader can take the file unchanged."""
        return self.encoding in ("utf-8", "ascii") and self.valid and not self.mixed_lines


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
    # UTF-32's little-endian mark begins with UTF-16's, so it is looked for first.
    if head.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return EncodingInfo("utf-32", bom=True)
    if head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return EncodingInfo("utf-16", bom=True)
    return None


def _guess(sample: bytes) -> EncodingInfo | None:
    """charset-normalizer's best plausible guess, or None. UTF-16 and UTF-32 without a byte-order mark
    are plausible only for bytes with NULs: ASCII in them is half zeros, and a short GBK or Latin text
    decodes as UTF-16 to CJK nonsense."""
    import charset_normalizer  # imported on first non-UTF-8 input: most files never need it

    for match in charset_normalizer.from_bytes(sample):
        encoding = _normalized(match.encoding)
        if encoding.replace("-", "_").startswith(("utf_16", "utf_32")) and b"\x00" not in sample:
            continue
        return EncodingInfo(encoding)
    return None


def detect_bytes(data: bytes, *, partial: bool = False) -> EncodingInfo:
    """The encoding of ``data``, all of it checked for UTF-8; ``partial``: the data may end mid-character."""
    found = _bom(data[:4])
    if found is not None:
        return found
    counts = _Utf8Counts()
    counts.add(data, final=not partial)
    return _decide(counts, data, partial=partial)


def _decide(counts: _Utf8Counts, head: bytes, *, partial: bool) -> EncodingInfo:
    """The encoding of a file without a byte-order mark from its UTF-8 ``counts`` and its ``head``.

    Text with more valid UTF-8 characters than undecodable sequences, that GB18030 cannot read either,
    is UTF-8 with a few stray bytes: a single-byte guess would decode every character of it wrongly and
    without a trace. A guess that still contradicts valid UTF-8 in the file is marked not confident, so
    the reader records it.
    """
    wide = _utf16_without_bom(head)
    if wide is not None:
        return EncodingInfo(wide, confident=False)
    if counts.bad == 0:
        return EncodingInfo("utf-8")
    if counts.mostly_valid():
        return EncodingInfo("utf-8", valid=False)
    if _mixed_lines(head, partial=partial):
        return EncodingInfo("utf-8", mixed_lines=True)
    strict_gb = _is_gb18030(head, partial=partial)
    if not strict_gb and counts.good > counts.bad:
        return EncodingInfo("utf-8", valid=False)
    guess = _guess(head[:_SAMPLE_BYTES])
    if strict_gb and (
        guess is None
        or guess.encoding in _OVERLAPPING_CJK
        or (guess.encoding != "gb18030" and not _decodes(head, guess.encoding))
    ):
        return EncodingInfo("gb18030")
    if guess is None:
        # Chinese material is the usual non-UTF-8 case.
        return EncodingInfo("gb18030", confident=False)
    if counts.good and guess.encoding != "gb18030":
        return EncodingInfo(guess.encoding, confident=False)
    return guess


def _utf16_without_bom(head: bytes) -> str | None:
    """UTF-16 without a byte-order mark, told by its zero bytes: text in the Latin range puts a zero in
    every other byte (the odd ones in little-endian order). NUL is valid UTF-8, so such a file would
    otherwise read as UTF-8 with a NUL between its letters."""
    sample = head[: 1 << 14]
    if len(sample) < 8:
        return None
    even, odd = sample[0::2], sample[1::2]
    zeros_even, zeros_odd = even.count(0) / len(even), odd.count(0) / len(odd)
    if zeros_odd >= 0.3 and zeros_even <= 0.05:
        return "utf-16-le"
    if zeros_even >= 0.3 and zeros_odd <= 0.05:
        return "utf-16-be"
    return None


class _Utf8Counts:
    """Valid non-ASCII UTF-8 characters and undecodable sequences of bytes fed in order."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.good = 0
        self.bad = 0
        self._tail = b""  # the last bytes fed: a U+FFFD written in the file may straddle two chunks

    def add(self, chunk: bytes, *, final: bool = False) -> None:
        text = self._decoder.decode(chunk, final=final)
        joined = self._tail + chunk
        # A U+FFFD in the text is either written in the file (EF BF BD) or a replaced sequence.
        # The 2-byte tail holds no whole one, so each is counted in the call that completes it.
        genuine = joined.count(b"\xef\xbf\xbd")
        self._tail = joined[-2:]
        bad = text.count("\ufffd") - genuine
        non_ascii = len(text) - len(text.encode("ascii", "ignore"))
        self.bad += bad
        self.good += non_ascii - bad

    def mostly_valid(self) -> bool:
        total = self.good + self.bad
        return self.good > 0 and self.good >= _MIN_VALID_UTF8_SHARE * total


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
    with open_regular(path) as (f, _):
        head = f.read(sample_bytes)
    found = _bom(head)
    if found is not None:
        return found
    counts = _utf8_counts(Path(path), head, full_check_max)
    return _decide(counts, head, partial=len(head) >= sample_bytes)


def _utf8_counts(path: Path, head: bytes, full_check_max: int) -> _Utf8Counts:
    """UTF-8 counts of the whole file up to ``full_check_max`` bytes, else of its head."""
    counts = _Utf8Counts()
    with open_regular(path) as (f, st):
        if st.st_size <= len(head) or st.st_size > full_check_max:
            counts.add(head, final=st.st_size <= len(head))
            return counts
        left = full_check_max
        while left > 0 and (chunk := f.read(min(_READ_CHUNK, left))):
            counts.add(chunk)
            left -= len(chunk)
        counts.add(b"", final=True)
    return counts


def _mixed_lines(data: bytes, *, partial: bool) -> bool:
    """Some non-ASCII lines are valid UTF-8, the others valid GB18030 (and not UTF-8), none neither."""
    lines = data.splitlines()
    if partial and lines:
        lines = lines[:-1]  # the last line may be cut mid-character
    utf8 = gb = 0
    for line in lines:
        if line.isascii():
            continue
        try:
            line.decode("utf-8")
            utf8 += 1
            continue
        except UnicodeDecodeError:
            pass
        try:
            line.decode("gb18030")
        except UnicodeDecodeError:
            return False
        gb += 1
    return utf8 > 0 and gb > 0


def _decode_lines(data: bytes, errors: str, partial: bool) -> str:
    """Each line in UTF-8 when it is valid UTF-8, else in GB18030."""
    out = []
    lines = data.splitlines(keepends=True)
    for i, line in enumerate(lines):
        last = partial and i == len(lines) - 1
        try:
            out.append(_decode(line, "utf-8", "strict", last))
        except UnicodeDecodeError:
            out.append(_decode(line, "gb18030", errors, last))
    return "".join(out)


def decode_text(data: bytes, encoding: EncodingInfo | None = None, *, partial: bool = False) -> DecodedText:
    """Decode ``data`` (detected when ``encoding`` is None); a byte-order mark is dropped.

    ``partial``: ``data`` is the head of a longer file, so a character cut at the end is not an error.
    """
    info = encoding or detect_bytes(data, partial=partial)
    text = _decode_as(data, info, "replace", partial)
    if text.startswith("\ufeff"):
        text = text[1:]
    replaced = 0
    if "\ufffd" in text:
        # A U+FFFD written in the file is text, not a replaced sequence.
        replaced = text.count("\ufffd") - _decode_as(data, info, "ignore", partial).count("\ufffd")
    return DecodedText(text, info, replaced)


def _decode_as(data: bytes, info: EncodingInfo, errors: str, partial: bool) -> str:
    return (
        _decode_lines(data, errors, partial)
        if info.mixed_lines
        else _decode(data, info.encoding, errors, partial)
    )


def _decode(data: bytes, encoding: str, errors: str, partial: bool) -> str:
    """``data`` decoded; ``partial``: a character cut at the end is left out, not replaced."""
    return codecs.getincrementaldecoder(encoding)(errors=errors).decode(data, final=not partial)


class NotRegularFileError(InvalidInputError):
    """A FIFO, device, socket or folder where a regular file was to be read; ``problem`` says which."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"{Path(path).name}: {problem}, not read")
        self.problem = problem


def _special_kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISDIR, "a folder"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def regular_file_problem(mode: int) -> str | None:
    """Why a file of ``mode`` (from ``stat``) is not read, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    kind = _special_kind(mode)
    return kind if kind == "not a regular file" else f"not a regular file ({kind})"


def regular_file_inside(path: Path, root: Path, what: str = "folder") -> Path:
    """The regular file ``path`` names, links resolved, when it lies inside ``root`` (links resolved too).

    The one check of every reader that takes files from a folder a user gave: a link that leaves the
    folder is PermissionDeniedError ("outside the <what>"), a loop of links or a special file
    InvalidInputError, a missing file or a folder NotFoundError. Read the returned path, not ``path``:
    it names no link, so a link swapped in later is not followed.
    """
    real_root = Path(root).resolve()
    try:
        target = Path(path).resolve(strict=True)
    except FileNotFoundError as e:
        raise NotFoundError(f"{Path(path).name}: no such file") from e
    except RuntimeError as e:  # a loop of links
        raise InvalidInputError(f"{Path(path).name}: a loop of symbolic links") from e
    except OSError as e:
        raise NotFoundError(f"{Path(path).name}: cannot be read ({e.strerror or e})") from e
    if target != real_root and real_root not in target.parents:
        raise PermissionDeniedError(f"{Path(path).name} is outside the {what}")
    mode = os.stat(target).st_mode
    if stat.S_ISDIR(mode):
        raise NotFoundError(f"{Path(path).name} is a folder, not a file")
    problem = regular_file_problem(mode)
    if problem is not None:
        raise NotRegularFileError(Path(path), problem)
    return target


@contextlib.contextmanager
def open_regular(path: Path, *, follow_symlinks: bool = True) -> Iterator[tuple[BinaryIO, os.stat_result]]:
    """``path`` opened for reading, with its ``fstat``, when it is a regular file; else NotRegularFileError.

    A special file seen by ``stat`` is never opened. The open is non-blocking, so a FIFO swapped in after
    the ``stat`` returns at once, and the open descriptor's ``fstat`` refuses it. ``follow_symlinks``
    False: a link as the last component is refused (OSError).
    """
    path = Path(path)
    st = os.stat(path, follow_symlinks=follow_symlinks)
    problem = regular_file_problem(st.st_mode)
    if problem is not None:
        raise NotRegularFileError(path, problem)
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    if not follow_symlinks:
        flags |= os.O_NOFOLLOW
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        problem = regular_file_problem(st.st_mode)
        if problem is not None:
            raise NotRegularFileError(path, problem)
        os.set_blocking(fd, True)  # a regular file: reads wait for the disk as usual
        f = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with f:
        yield f, st


def read_bytes_upto(path: Path, max_bytes: int | None) -> tuple[bytes, int]:
    """At most ``max_bytes`` (None: all) of a regular file, and the file's size: the read was cut when
    they differ. A device, FIFO or socket is refused, not read."""
    chunks: list[bytes] = []
    got = 0
    with open_regular(Path(path)) as (f, st):
        # One byte past the bound is asked for, so a file whose ``stat`` size understates it shows as cut.
        want = None if max_bytes is None else max_bytes + 1
        while want is None or got < want:
            chunk = f.read(_READ_CHUNK if want is None else min(_READ_CHUNK, want - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    data = b"".join(chunks)
    if max_bytes is not None and len(data) > max_bytes:
        return data[:max_bytes], max(st.st_size, len(data))
    return data, len(data)


def read_bytes(path: Path, max_bytes: int | None = None) -> bytes:
    """A regular file's bytes (up to ``max_bytes``); a device, FIFO or socket is refused, not read."""
    return read_bytes_upto(path, max_bytes)[0]


@dataclass(frozen=True)
class UserText:
    """A user's text file as read: its text, how it was decoded, and how much of it was read."""

    text: str
    encoding: EncodingInfo
    replaced: int  # undecodable byte sequences replaced by U+FFFD
    size: int  # bytes in the file
    read: int  # bytes read and decoded

    @property
    def cut(self) -> bool:
        return self.read < self.size

    def losses(self) -> list[str]:
        """What of the file is not in ``text``, for a person: [] when nothing was lost."""
        found: list[str] = []
        if self.cut:
            found.append(
                f"only the first {self.read:,} of {self.size:,} bytes read (the configured limit); "
                "the rest is not used"
            )
        if self.replaced:
            found.append(
                f"{self.replaced} undecodable byte sequence(s) replaced by U+FFFD "
                f"(read as {self.encoding.encoding})"
            )
        elif not self.encoding.confident:
            found.append(f"encoding not certain: read as {self.encoding.encoding}")
        return found


def read_user_text(path: Path, max_bytes: int | None) -> UserText:
    """At most ``max_bytes`` (None: all) of a user's regular file, decoded as ``decode_text`` does.

    InvalidInputError for a special file, OSError when it cannot be opened.
    """
    data, size = read_bytes_upto(path, max_bytes)
    decoded = decode_text(data, partial=size > len(data))
    return UserText(decoded.text, decoded.encoding, decoded.replaced, size, len(data))


def loads_json(text: str | bytes, what: str) -> Any:
    """JSON from a user's text; InvalidInputError naming ``what`` when it is not JSON or is nested more
    deeply than a reader can follow."""
    try:
        return json.loads(text)
    except RecursionError as e:
        raise InvalidInputError(f"{what}: nested more deeply than can be read") from e
    except ValueError as e:
        raise InvalidInputError(f"{what}: not valid JSON ({e})") from e


def read_user_json(path: Path, max_bytes: int, what: str) -> Any:
    """A user's JSON file, read as ``read_user_text`` reads text; one larger than ``max_bytes`` is refused."""
    read = read_user_text(path, max_bytes)
    if read.cut:
        raise InvalidInputError(f"{what} is too large: {read.size:,} bytes, above the limit of {max_bytes:,}")
    return loads_json(read.text, what)


def read_text(path: Path, max_bytes: int | None = None) -> str:
    """The text of a user's file, decoded as ``decode_text`` does; at most ``max_bytes`` are read."""
    return read_user_text(path, max_bytes).text


def is_cjk(ch: str) -> bool:
    """A Chinese/Japanese/Korean ideograph or full-width form: such text joins without spaces."""
    o = ord(ch)
    return 0x2E80 <= o <= 0x9FFF or 0xF900 <= o <= 0xFAFF or 0xFF00 <= o <= 0xFFEF
