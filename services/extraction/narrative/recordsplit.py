"""Where a narrative document's records start and end: at an enumerator's numbers, bullets, titles over
records, a label that opens each record, or paragraphs, whichever the document's layout shows.

Public API::

    found = split_records(lines, min_records, max_record_chars, expected)   # -> Records | None
    marked_records(text, settings) -> int  # the records an enumerator, title or label starts; else 0
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass

from services.extraction.settings import RecordsSettings
from shared.numbers import CN_NUMERAL_CHARS, cn_integer

# What starts a record: a Markdown heading (by level), 一、, （一）/ [01] / 【1】, 1. / 1、, 第一条; the
# enumerator may be set in bold or follow a list bullet ("**1.**", "- 1.").
_ENUMERATORS = (
    ("heading", re.compile(r"(#{1,6})\s+\S")),
    ("chinese", re.compile(r"[一二三四五六七八九十百]+\s*[、.．]")),
    ("bracketed", re.compile(r"[（(\[【]\s*[一二三四五六七八九十百0-9]+\s*[)）\]】]")),
    ("number", re.compile(r"[0-9]{1,3}\s*[.、．)）](?![0-9])")),
    ("article", re.compile(r"第\s*[一二三四五六七八九十百千0-9]+\s*[条项笔件]")),
)
_BULLET = re.compile(r"[-*+•·]\s+\S")
_CN_ORDINALS = "一二三四五六七八九十百千"


@dataclass
class Records:
    spans: list[tuple[int, int]]  # each record's first and last line (1-based)
    preamble_end: int  # the last line before the first record (0: none)
    by: str  # what started the records: an enumerator's name, or "paragraphs"


_EMPHASIS = re.compile(r"^(?:[-*+>]\s+)?(?:\*\*|__|\*|_)?")


def _style(line: str) -> str | None:
    text = _EMPHASIS.sub("", line.strip(), count=1)
    for name, pattern in _ENUMERATORS:
        m = pattern.match(text)
        if m:
            return f"{name}{len(m.group(1))}" if name == "heading" else name
    return "bullet" if _BULLET.match(line) else None  # an indented bullet is a field of a record


def _spans(lines: list[str], starts: list[int]) -> list[tuple[int, int]]:
    spans = []
    for k, start in enumerate(starts):
        end = starts[k + 1] - 1 if k + 1 < len(starts) else len(lines)
        while end > start and not lines[end - 1].strip():
            end -= 1
        spans.append((start, end))
    return spans


def _after_text(lines: list[str], n: int) -> bool:
    return n > 1 and bool(lines[n - 2].strip())


# A year alone ("2024年", "2023年度") is no record's figure: a title or a lead paragraph names one too.
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)\s*年?度?")
_FIGURE = re.compile(rf"\d|[{CN_NUMERAL_CHARS}]+\s*(?:月|日|元|股|万|亿|%|个百分点)")


def _holds_figure(lines: list[str], span: tuple[int, int]) -> bool:
    text = unicodedata.normalize("NFKC", " ".join(lines[span[0] - 1 : span[1]]))
    return bool(_FIGURE.search(_YEAR.sub("", text)))


# A sentence's punctuation: a title line (and a rule under it) has none.
_SENTENCE = re.compile(r"[，。；：,;:]")


def _in_sentences(lines: list[str], span: tuple[int, int]) -> bool:
    return any(_SENTENCE.search(lines[i - 1]) for i in range(span[0], span[1] + 1))


def _consecutive(lines: list[str], starts: list[int], by: str) -> bool:
    """Whether the numbers an enumerator writes at ``starts`` count up one by one (a list's numbering,
    each group of it maybe from 1 again); numbers that skip ("02.", "05.", "12.") are a record's own names,
    not its place in a list. Headings and bullets write no number to count."""
    pattern = dict(_ENUMERATORS).get(by)
    if pattern is None or by == "heading":
        return True
    numbers = []
    for n in starts:
        m = pattern.match(_EMPHASIS.sub("", lines[n - 1].strip(), count=1))
        digits = re.search(rf"[0-9]+|[{_CN_ORDINALS}]+", m.group(0)) if m else None
        if digits is None:
            return True
        numbers.append(int(digits.group(0)) if digits.group(0).isdigit() else cn_integer(digits.group(0)))
    return all(b in (a + 1, 1) for a, b in itertools.pairwise(numbers))  # a group may count from 1 again


def _framed(lines: list[str], spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Paragraphs without the document's frame: where most paragraphs hold figures in sentences, the
    leading and trailing ones that hold no figure but a year (a title, a lead paragraph on what the digest
    holds, a closing note), or no sentence at all (a title over a rule), are no records."""
    figured = [_holds_figure(lines, span) and _in_sentences(lines, span) for span in spans]
    if sum(figured) * 2 <= len(spans):
        return spans
    first, last = 0, len(spans)
    while not figured[first]:
        first += 1
    while not figured[last - 1]:
        last -= 1
    return spans[first:last]


# A line that is a whole record of its own: a long sentence with a figure that ends there, not a field
# ("发行价格：5.42元/股。") after a short label.
_LABEL = re.compile(r"^\s*(?:[-*+•·]\s+)?(?:\*\*)?([^\s，。；：:,;*]{2,10})(?:\*\*)?\s*[：:]")
_ENDS_SENTENCE = re.compile(r"[。！？!?](?:[”」）)])?\s*$")


def _line_record(line: str, min_chars: int) -> bool:
    text = line.strip()
    return (
        len(text) >= min_chars
        and bool(_ENDS_SENTENCE.search(text))
        and not _LABEL.match(text)
        and _holds_figure([text], (1, 1))
    )


def _paragraph_spans(lines: list[str], min_chars: int) -> list[tuple[int, int]]:
    """Paragraphs; a paragraph of lines that are each a whole record of its own (a list of one-line
    announcements, maybe under a short heading) gives one record per line."""
    # A heading among paragraphs is the document's title or a part's, not a record.
    starts = [
        n
        for n, line in enumerate(lines, start=1)
        if line.strip() and not _after_text(lines, n) and not (_style(line) or "").startswith("heading")
    ]
    spans: list[tuple[int, int]] = []
    grouped: list[tuple[int, int]] = []  # the records of paragraphs of one-line records
    for a, b in _spans(lines, starts):
        body = [n for n in range(a, b + 1) if lines[n - 1].strip()]
        records = [n for n in body if _line_record(lines[n - 1], min_chars)]
        heads = [lines[n - 1].strip() for n in body if n not in records]
        if len(records) >= 2 and all(len(h) < min_chars and not _ENDS_SENTENCE.search(h) for h in heads):
            spans.extend((n, n) for n in records)  # a group's short heading above them is no record
            grouped.extend((n, n) for n in records)
        else:
            spans.append((a, b))
    if len(grouped) * 2 > len(spans):
        # Paragraphs of one-line records: the paragraphs before the first and after the last are the frame.
        return spans[spans.index(grouped[0]) : spans.index(grouped[-1]) + 1]
    return _framed(lines, spans)


# A title over a record: a short line that is a paragraph's first, wholly enclosed ("【…】", "**…**",
# "《…》") or written without a sentence's punctuation outside brackets ("• 星源储能 · 300914",
# "◆东岳环境能源股份有限公司（证券简称：东岳环能）").
_ENCLOSED = re.compile(r"^(?:【[^】]+】|\*\*[^*]+\*\*\*?|《[^》]+》|\[[^\]]+\]|「[^」]+」)$")


def _title_starts(lines: list[str], max_chars: int) -> list[int]:
    starts = []
    for n, line in enumerate(lines, start=1):
        text = re.sub(r"^[-*+•·■□◆◇●○▲△★☆▶►◎※]\s*", "", line.strip())
        if not text or len(text) > max_chars or _after_text(lines, n) or text.startswith("#"):
            continue
        bare = re.sub(r"（[^）]*）|\([^)]*\)", "", text)  # a name's bracketed aside may hold a colon
        if _ENCLOSED.match(text) or not (_SENTENCE.search(bare) or _ENDS_SENTENCE.search(bare)):
            starts.append(n)
    return starts


def _swallows(lines: list[str], spans: list[tuple[int, int]]) -> bool:
    """Whether bulleted records hold, after a blank line, a paragraph of another shape with figures in
    sentences (a record written otherwise, taken into the bullet's)."""
    for a, b in spans:
        for n in range(a + 1, b + 1):
            line = lines[n - 1]
            opens = line.strip() and not _after_text(lines, n) and line[:1].strip() and not _style(line)
            if opens and _holds_figure(lines, (n, n)) and _in_sentences(lines, (n, n)):
                return True
    return False


def _label_starts(lines: list[str]) -> list[int]:
    """The paragraphs that begin with the label most paragraphs begin with, the earliest such label
    among equals ("证券代码：" before "产品名称："): a record of labelled paragraphs starts at its first."""
    by_label: dict[str, list[int]] = {}
    for n, line in enumerate(lines, start=1):
        m = _LABEL.match(line) if line.strip() and not _after_text(lines, n) else None
        if m and not _style(line):
            by_label.setdefault(m.group(1), []).append(n)
    if not by_label:
        return []
    return max(by_label.values(), key=lambda starts: (len(starts), -starts[0]))


def split_records(
    lines: list[str], min_records: int, max_record_chars: int, expected: int = 0, line_chars: int = 40
) -> Records | None:
    """The records of a document, the first of these ways that finds at least ``min_records``: at each
    line of the enumerator that starts most lines; at bulleted lines (where no enumerator starts records,
    and no paragraph of another shape falls inside a bullet's record); at titles over their records; at
    the label that begins most paragraphs, where records run over several paragraphs; at each paragraph
    (a paragraph of one-line records of at least ``line_chars`` gives one record per line; the frame of
    paragraphs without figures around them left out). Where the knowledge states how many records the
    document holds (``expected``), the first way that finds that many. None when fewer records are found
    or one is longer than ``max_record_chars`` (a document of long chapters, not a list of records)."""
    styles: dict[str, list[int]] = {}
    for n, line in enumerate(lines, start=1):
        style = _style(line)
        if style:
            styles.setdefault(style, []).append(n)
    # Bullets start records only where no enumerator does: a numbered record may list its fields so.
    numbered = {k: v for k, v in styles.items() if k != "bullet" and len(v) >= min_records}
    ways = sorted((numbered or styles).items(), key=lambda item: -len(item[1]))
    splits = [
        (by, _spans(lines, starts))
        for by, starts in ways
        if len(starts) >= min_records and _consecutive(lines, starts, by)
    ]
    splits = [(by, spans) for by, spans in splits if by != "bullet" or not _swallows(lines, spans)]
    paragraphs = _paragraph_spans(lines, line_chars)
    # Titles over records, or the label that opens each record where records run over several
    # paragraphs: the one that finds more. Titles over runs of one-line records head groups of them.
    titled = _framed(lines, _spans(lines, _title_starts(lines, line_chars + 20)))
    if len(titled) < min_records or not all(
        _holds_figure(lines, span)
        and sum(_line_record(lines[n - 1], line_chars) for n in range(span[0], span[1] + 1)) < 2
        for span in titled
    ):
        titled = []
    labelled = _label_starts(lines)
    labelled_spans = _spans(lines, labelled) if len(paragraphs) >= 2 * len(labelled) else []
    for by, spans in sorted((("titles", titled), ("labels", labelled_spans)), key=lambda w: -len(w[1])):
        if len(spans) >= min_records:
            splits.append((by, spans))
    splits.append(("paragraphs", paragraphs))
    by, spans = next((w for w in splits if expected and len(w[1]) == expected), splits[0])
    if len(spans) < min_records:
        return None
    if any(sum(len(lines[i - 1]) for i in range(a, b + 1)) > max_record_chars for a, b in spans):
        return None
    return Records(spans, spans[0][0] - 1, by)


def marked_records(text: str, cfg: RecordsSettings) -> int:
    """How many records the document marks (an enumerator, a title or a label starts each); 0 when it
    marks none, or its records are plain paragraphs or bulleted lines (a bullet may start a record's field
    as well)."""
    found = split_records(text.split("\n"), cfg.min_records, cfg.max_record_chars)
    return len(found.spans) if found and found.by not in ("paragraphs", "bullet") else 0
