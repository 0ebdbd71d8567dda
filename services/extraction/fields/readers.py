"""Deterministic readers of field values: ID numbers, amounts, dates, identifiers and label-followed text.

Each parser takes text as OCR leaves it (spaces inside numbers, a stray dot, full-width punctuation) and
returns the value in one canonical form, or None: ``id_number`` an 18-character resident ID whose GB 11643
(ISO 7064 MOD 11-2) check character is right, ``amount`` a plain decimal ("57670.00"), ``date`` ISO 8601.
``read_field`` finds a template field on a document's pages: after one of its labels first (labels in
the template's order), then, where the template allows it, the first or last value of its shape anywhere.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from services.extraction.fields.names import join_vertical, letterhead, party_name, placed_name, trim_value
from services.extraction.fields.settings import FieldSpec
from services.extraction.narrative.normalize import MONTHS
from shared.numbers import parse_number

_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CHECK = "10X98765432"
_CJK = r"\u3400-\u9fff\uf900-\ufaff"
_ID_CANDIDATE = re.compile(r"(?<![0-9A-Za-z])([0-9]{17}[0-9Xx])(?![0-9A-Za-z])")
_CURRENCY = r"(?:[¥￥$]|RMB|CNY|USD|US\$|人民币|Y(?=\s*\d))"
_NUMBER = re.compile(rf"({_CURRENCY})?\s*(\d[\d,，.\s-]*\d|\d)\s*(元)?")
_PERCENT = re.compile(r"\s?[%％]")
_PLAIN_AMOUNT = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?")
_MONTH = (
    r"(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?"
    r"|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
)
_ZH_DATE = re.compile(r"([\d.]{4,8})年[-.,:]?([\d.]{1,3})月[-.,:]?([\d.]{1,3})日")
_NUM_DATE = re.compile(r"(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)")
_EN_DATE = re.compile(rf"\b{_MONTH}\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})\b", re.IGNORECASE)
_EN_DATE_DMY = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+{_MONTH}\.?,?\s+(\d{{4}})\b", re.IGNORECASE)
# What may stand between a label and its value: a parenthetical such as （小写）, colons, OCR's stray marks.
_AFTER_LABEL = re.compile(
    r"[）)]?\s*(?:[（(〈<][^）)\n]{0,10}[）)>〉]\s*)?(?P<sep>[:：;；|]*)[\s:：;；,，、。.．】\]|”“\"'‘’-]*"
)
# A label inside a sentence that states the value: "合同总价款为人民币…", "the total is …".
_COPULA = re.compile(r"\s*(?:为|是|共计|计|\bis\b|\bof\b)\s*", re.IGNORECASE)
# What starts the next label on a value's line: a short word and a colon after a space.
_NEXT_LABEL = re.compile(r"(?<=\s)[^\s:：]{1,10}\s?[:：]")
# A word right after an amount's label, not a currency's code: the label began a longer one.
_WORD_AFTER_LABEL = re.compile(r"\s*(?!(?:USD|RMB|CNY|EUR|HKD|SGD|GBP|JPY)\b)[A-Za-z]{2,}")
# A generic label at the start of a party's value: "名称：", "单位名称 :", "Name:".
_INNER_LABEL = re.compile(r"^[^\s:：\d]{1,8}\s?[:：]\s*(?=\S)")
# An amount in words as invoices and contracts print it: 壹万壹仟叁佰元整, 叁仟伍佰元陆角.
_CAPITAL = re.compile(
    r"(?:[零壹贰叁肆伍陆柒捌玖拾佰仟万亿萬億]\s?)+[元圆]\s?(?:[零壹贰叁肆伍陆柒捌玖]\s?角)?\s?"
    r"(?:零?\s?[壹贰叁肆伍陆柒捌玖]\s?分)?\s?[整正]?"
)
_LINE_START = re.compile(r"^[\s【\[（(|”“\"'‘’·•*-]*$")
_TOKEN_END = re.compile(r"[，,；;。、]")


@dataclass(frozen=True, slots=True)
class Found:
    """A value read on ``page``: canonical ``value``, the text it was read from, and the whole line."""

    value: str
    raw: str
    page: int
    line: str


def tidy(text: str) -> str:
    """NFKC text with whitespace collapsed, and OCR's spaces between CJK characters or digits removed."""
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()
    return re.sub(rf"(?<=[{_CJK}\d]) (?=[{_CJK}\d])", "", text)


def squash(text: str) -> str:
    """The comparison form of a value: NFKC, case-folded, without whitespace."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold()


# -- shapes -------------------------------------------------------------------------------------------------


def id_checksum_ok(number: str) -> bool:
    """Whether an 18-character resident ID number has the right GB 11643 check character."""
    if not re.fullmatch(r"[0-9]{17}[0-9X]", number):
        return False
    total = sum(int(d) * w for d, w in zip(number[:17], _WEIGHTS, strict=True))
    return _CHECK[total % 11] == number[17]


def _birth_ok(number: str) -> bool:
    try:
        born = dt.date(int(number[6:10]), int(number[10:12]), int(number[12:14]))
    except ValueError:
        return False
    return dt.date(1900, 1, 1) <= born <= dt.date.today()


def id_candidates(text: str) -> Iterator[tuple[str, str, bool]]:
    """(number, text it was read from, valid) for every 18-character run of digits in ``text``."""
    joined = re.sub(r"(?<=\d)[ \t]+(?=[\dXx])", "", text)
    for m in _ID_CANDIDATE.finditer(joined):
        number = m.group(1).upper()
        yield number, m.group(1), id_checksum_ok(number) and _birth_ok(number)


def parse_id_number(text: str) -> str | None:
    """The first valid resident ID number in ``text``; bad check characters are not read."""
    return next((n for n, _, ok in id_candidates(text) if ok), None)


def _clean_amount(digits: str) -> str | None:
    """A number as OCR printed it ("5 7，6 7 0 . 0 0", "517,,.187.00") as a plain decimal.

    Runs of separators between digit groups are thousands separators, except a run holding a dot before
    the last group of one or two digits: the decimal point.
    """
    s = re.sub(r"[\s-]", "", digits).replace("，", ",")
    groups = re.findall(r"\d+", s)
    seps = re.findall(r"[^\d]+", s.strip(",."))
    if not groups:
        return None
    # A last group of two digits after a comma is cents too: a thousands group always has three.
    decimal = len(groups) > 1 and (
        (len(groups[-1]) <= 2 and "." in seps[-1]) or (len(groups[-1]) == 2 and seps[-1] == ",")
    )
    whole = groups[:-1] if decimal else groups
    if len(whole) > 1 and not all(len(g) == 3 for g in whole[1:]) and any("." in x for x in seps):
        return None  # dots between groups that are not thousands: not one amount
    text = "".join(whole) + (f".{groups[-1]}" if decimal else "")
    try:
        return str(Decimal(text))
    except InvalidOperation:
        return None


def amounts(text: str, need_currency: bool) -> Iterator[tuple[str, str]]:
    """(canonical amount, text it was read from) in order; ``need_currency``: only currency-marked ones.
    Amounts in words (大写) count as marked: they end in 元."""
    found: list[tuple[int, str, str]] = []
    for m in _NUMBER.finditer(text):
        if need_currency and not (m.group(1) or m.group(3)):
            continue
        if _PERCENT.match(text, m.end()):
            continue  # a rate ("GST 9%"), not an amount
        value = _clean_amount(m.group(2))
        if value is not None:
            found.append((m.start(), value, m.group(0).strip()))
    for m in _CAPITAL.finditer(text):
        parsed = parse_number(m.group(0))
        if parsed is not None:
            found.append((m.start(), f"{parsed.value:.2f}", m.group(0).strip()))
    for _, value, raw in sorted(found, key=lambda f: f[0]):
        yield value, raw


def parse_amount(text: str) -> str | None:
    return next((v for v, _ in amounts(text, need_currency=False)), None)


def _date(year: str, month: str | int, day: str) -> str | None:
    y, d = year.replace(".", ""), day.replace(".", "")
    m = month if isinstance(month, int) else int(month.replace(".", "") or 0)
    if len(y) != 4 or not d.isdigit():
        return None
    try:
        return dt.date(int(y), m, int(d)).isoformat()
    except ValueError:
        return None


def dates(text: str) -> Iterator[tuple[str, str]]:
    """(ISO date, text it was read from) for every date in ``text``, in order of position."""
    found: list[tuple[int, str, str]] = []
    # OCR's stray marks beside a date's separators: "2022-:12-03", "2020-.10-17".
    compact = re.sub(r"(?<=\d)[.:,]*([-/])[.:,]*(?=\d)", r"\1", re.sub(r"\s+", "", text))
    for m in _ZH_DATE.finditer(compact):
        found.append((m.start(), _date(m.group(1), m.group(2), m.group(3)) or "", m.group(0)))
    for m in _NUM_DATE.finditer(compact):
        found.append((m.start(), _date(m.group(1), m.group(3), m.group(4)) or "", m.group(0)))
    # English dates keep their spaces; positions are only compared within one kind of text, so both
    # orders agree on a line holding one kind.
    for m in _EN_DATE.finditer(text):
        month = MONTHS[m.group(1).lower().rstrip(".")]
        found.append((m.start(), _date(m.group(3), month, m.group(2)) or "", m.group(0)))
    for m in _EN_DATE_DMY.finditer(text):
        month = MONTHS[m.group(2).lower().rstrip(".")]
        found.append((m.start(), _date(m.group(3), month, m.group(1)) or "", m.group(0)))
    for _, iso, raw in sorted(found):
        if iso:
            yield iso, raw


def parse_date(text: str) -> str | None:
    return next((v for v, _ in dates(text)), None)


# -- labels -------------------------------------------------------------------------------------------------


def label_regex(label: str) -> re.Pattern[str]:
    """``label`` as OCR may print it: spaces (or a stray hyphen or dot) between its characters, any case."""
    chars = [c for c in unicodedata.normalize("NFKC", label) if not c.isspace()]
    gap = r"[\s.\-'’]{0,2}"
    # A closing dot ("Invoice No.") is often not printed, or read as a letter: it is optional, and what
    # follows it is not checked.
    dotted = chars[-1:] == ["."]
    body = gap.join(re.escape(c) for c in (chars[:-1] if dotted else chars)) + (r"\.?" if dotted else "")
    lead = r"(?<![A-Za-z])" if chars and chars[0].isascii() and chars[0].isalpha() else ""
    tail = r"(?![A-Za-z])" if chars and chars[-1].isascii() and chars[-1].isalpha() else ""
    return re.compile(lead + body + tail, re.IGNORECASE)


def after_labels(
    line: str, label: re.Pattern[str], copula: bool = False, spaced: bool = False
) -> Iterator[str]:
    """The text after each occurrence of ``label`` in ``line`` that counts: at the line's start or before a
    colon (so "甲方应当……" in a clause is no label of 甲方); with ``copula``, also before 为/是 ("合同总价款
    为人民币…"); with ``spaced``, also between spaces ("张三 性别 男", a card's short values)."""
    for m in label.finditer(line):
        rest = _AFTER_LABEL.match(line, m.end())
        assert rest is not None  # the pattern matches the empty string
        between = (
            spaced and line[m.start() - 1 : m.start()].isspace() and line[m.end() : m.end() + 1].isspace()
        )
        if rest.group("sep") or _LINE_START.match(line[: m.start()]) or between:
            yield line[rest.end() :]
        elif copula and (stated := _COPULA.match(line, m.end())) and stated.group(0).strip():
            yield line[stated.end() :]


def cut_at_labels(rest: str, stops: Sequence[re.Pattern[str]]) -> str:
    """``rest`` up to where the next label on its line begins: another field's label, or a short word
    and a colon after a space ("XX有限公司 纳税人识别号：…", "张三 性别 男")."""
    end = len(rest)
    if m := _NEXT_LABEL.search(rest):
        end = m.start()
    for stop in stops:
        # A label stands apart: a space before it or a gap, colon or the line's end after it ("民族大道" in
        # an address is no label of 民族).
        hits = (
            x
            for x in stop.finditer(rest, 1)
            if rest[x.start() - 1].isspace() or re.match(r"\s|[:：|]|$", rest[x.end() : x.end() + 1])
        )
        if m := next(hits, None):
            end = min(end, m.start())
    return rest[:end]


def _text_value(rest: str, single_token: bool) -> str:
    value = re.split(r"\s{2,}|\t|\s*\|\s*", rest.strip(), maxsplit=1)[0]
    value = tidy(value)
    if single_token:
        value = _TOKEN_END.split(value, maxsplit=1)[0]
        first = value.split(" ", 1)[0]
        if re.search(rf"[{_CJK}]", first):
            value = first
    value = trim_value(value)
    return re.sub(rf"^[^\w{_CJK}(（\[]+", "", value)


def read_value(spec: FieldSpec, text: str, labelled: bool) -> tuple[str, str] | None:
    """(value, text read) of ``spec``'s kind at the start of ``text`` (after a label) or anywhere in it."""
    if spec.kind == "id_number":
        return next(((n, raw) for n, raw, ok in id_candidates(text) if ok), None)
    if spec.kind == "amount":
        if labelled and _WORD_AFTER_LABEL.match(text):
            return None  # "Total Packages: 318": the label was the start of another one
        return next(amounts(text, need_currency=not labelled), None)
    if spec.kind == "date":
        return next(dates(text), None)
    if spec.kind == "code":
        # OCR's spaces inside an identifier go; a space before a lower-case word stays (e-mail addresses).
        compact = re.sub(r"(?<=[0-9A-Z/+-])\s+(?=[0-9A-Z/-])", "", unicodedata.normalize("NFKC", text))
        compact = re.sub(r"[.:,]*([-/])[.:,]*", r"\1", compact)
        m = re.search(spec.pattern or r"[A-Z0-9][A-Z0-9/-]{3,}", compact)
        return (m.group(0), m.group(0)) if m else None
    if not labelled:
        # A text field with a shape (a title) is the first or last whole line of that shape.
        line = re.sub(r"\s+", " ", text).lstrip("#* ").strip()
        return (line, line) if spec.pattern and re.fullmatch(spec.pattern, tidy(line)) else None
    if spec.kind == "party":
        if re.match(r"[A-Za-z]+\s?[:：]", text):
            return None  # "Beneficiary Bank: …": the label began a longer one
        name = party_name(_text_value(_INNER_LABEL.sub("", text.strip()), single_token=False))
        return (name, name) if name else None
    value = _text_value(text, spec.single_token)
    if spec.pattern and not re.fullmatch(spec.pattern, value):
        return None
    return (value, value) if re.search(rf"[{_CJK}A-Za-z0-9]", value) and len(value) <= 120 else None


def _rejected_ids(spec: FieldSpec, text: str) -> list[str]:
    return [n for n, _, ok in id_candidates(text) if not ok] if spec.kind == "id_number" else []


def _stops(spec: FieldSpec, template: Sequence[FieldSpec]) -> list[re.Pattern[str]]:
    """The other fields' labels, where a text value on the same line ends."""
    own = {squash(x) for x in spec.labels}
    return [
        label_regex(x) for f in template for x in f.labels if len(x.strip()) >= 2 and squash(x) not in own
    ]


def _labelled(
    spec: FieldSpec,
    lines: Sequence[tuple[int, str]],
    label: re.Pattern[str],
    stops: Sequence[re.Pattern[str]],
    starts: Sequence[re.Pattern[str]],
) -> Iterator[Found]:
    """Values read after ``label``: on its line (a text value cut where the next label begins, one of
    ``stops`` or a short word and a colon), or on the next line of the page when the label ends its line
    (a label above its value, a table's label cell) and that line begins with none of ``starts``."""
    text = spec.kind in ("text", "party")
    copula = spec.kind in ("amount", "date")
    for i, (number, line) in enumerate(lines):
        for rest in after_labels(line, label, copula, spec.single_token or spec.kind == "code"):
            at = i
            if not re.search(rf"[{_CJK}A-Za-z0-9]", rest):
                at = i + 1
                below = lines[at] if at < len(lines) else (-1, "")
                if below[0] != number or _starts_labelled(below[1], starts):
                    continue
                rest = below[1]
            value = cut_at_labels(rest, stops) if text else rest
            if spec.continues:
                value += "".join(_run_on(lines, at, starts))
            got = read_value(spec, value, labelled=True)
            if got is not None:
                # The evidence is the line the value was read on (below its label, the label's line too).
                said = line.strip() if at == i else f"{line.strip()} / {lines[at][1].strip()}"
                yield Found(got[0], got[1], number, said)


def _run_on(lines: Sequence[tuple[int, str]], at: int, starts: Sequence[re.Pattern[str]]) -> Iterator[str]:
    """The short lines after line ``at`` of its page that carry its value on (an address wrapped), up to
    one that begins with a label."""
    for number, line in lines[at + 1 : at + 3]:
        if number != lines[at][0] or len(line.strip()) > 30 or _starts_labelled(line, starts):
            return
        if _NEXT_LABEL.search(" " + line) or not re.search(rf"[{_CJK}0-9]", line):
            return
        yield line.strip()


def _starts_labelled(line: str, labels: Sequence[re.Pattern[str]]) -> bool:
    return any((m := p.search(line)) is not None and _LINE_START.match(line[: m.start()]) for p in labels)


def _part_of(total: Decimal, lines: Sequence[tuple[int, str]]) -> Found | None:
    """The smaller of two currency amounts side by side on a line that add up to ``total``; else the
    amount of a line that, with the last amount of one of the two lines before it on its page, adds up
    to ``total`` and is the smaller (a subtotal's line, then the tax's)."""
    for number, line in lines:
        values = [(Decimal(v), raw) for v, raw in amounts(line, need_currency=True)]
        for (a, _), (b, raw) in itertools.pairwise(values):
            if b < a and abs(a + b - total) <= Decimal("0.01"):
                return Found(str(b), raw, number, line.strip())
    for i, (number, line) in enumerate(lines):
        for v, raw in amounts(line, need_currency=False):
            b = Decimal(v)
            for page, above in lines[max(0, i - 2) : i]:
                last = list(amounts(above, need_currency=False))[-1:]
                a = Decimal(last[0][0]) if last else Decimal(0)
                if page == number and b < a and abs(a + b - total) <= Decimal("0.01"):
                    return Found(str(b), raw, number, f"{above.strip()} / {line.strip()}")
    return None


def _block(spec: FieldSpec, lines: Sequence[tuple[int, str]], template: Sequence[FieldSpec]) -> Found | None:
    """A party's name placed by its block or by the short name a contract gives it (``placed_name``)."""
    block = placed_name(spec, template or [spec], lines)
    return Found(block[0], block[0], block[1], block[2]) if block is not None else None


def _source(
    name: str | None,
    pages: Sequence[tuple[int, str]],
    template: Sequence[FieldSpec],
    known: Mapping[str, Found | None],
) -> Found | None:
    """Field ``name`` of ``template``: as already read (``known``, None: not found), else read now."""
    spec = next((f for f in template if f.name == name), None)
    if spec is None:
        return None
    return known[name] if name in known else read_field(spec, pages, template, known)[0]


def _from_id_number(
    spec: FieldSpec,
    pages: Sequence[tuple[int, str]],
    template: Sequence[FieldSpec],
    known: Mapping[str, Found | None],
) -> Found | None:
    """The birth date (digits 7-14) or the sex (the 17th digit: odd male) a valid resident ID number
    holds, where the card's own line was not read."""
    source = next((f.name for f in template if f.kind == "id_number"), None)
    got = _source(source, pages, template, known)
    if got is None:
        return None
    number = got.value
    if spec.from_id_number == "birth_date":
        value = f"{number[6:10]}-{number[10:12]}-{number[12:14]}"
    else:
        value = "男" if int(number[16]) % 2 else "女"
    return Found(value, number, got.page, got.line)


def read_field(
    spec: FieldSpec,
    pages: Sequence[tuple[int, str]],
    template: Sequence[FieldSpec] = (),
    known: Mapping[str, Found | None] | None = None,
) -> tuple[Found | None, list[str]]:
    """The field on ``pages`` ((number, text) in order) and the ID numbers refused for a bad checksum.
    ``known``: template fields already read (None: not found), taken as they are by a field derived from
    another (a tax from its total, a birth date from the ID number) instead of reading them again.

    The first label (in the template's order) that is followed by a value decides; for a code every
    occurrence after that label votes (a number repeated in running headers outvotes one misread copy)
    and the value read most often wins, on the first page it was read. A text value ends where another
    label of ``template`` begins.
    """
    lines = join_vertical([(n, line) for n, text in pages for line in text.splitlines() if line.strip()])
    rejected = sorted({r for _, line in lines for r in _rejected_ids(spec, line)})
    starts = [label_regex(x) for f in (*template, spec) for x in f.labels]
    stops = _stops(spec, template)
    for label in spec.labels:
        hits = list(_labelled(spec, lines, label_regex(label), stops, starts))
        if hits and spec.kind == "code":
            votes = Counter(h.value for h in hits)
            best = max(votes.values())
            return next(h for h in hits if votes[h.value] == best), rejected
        if hits and spec.kind == "party":
            # A name its block places on an earlier page (an invoice's box, before a list page that
            # labels it in full) is the document's own statement of it.
            block = _block(spec, lines, template)
            return (block if block is not None and block.page < hits[0].page else hits[0]), rejected
        if hits:
            return hits[0], rejected
    block = _block(spec, lines, template)
    if block is not None:
        return block, rejected
    known = known or {}
    if spec.part_of and (total := _source(spec.part_of, pages, template, known)) is not None:
        part = _part_of(Decimal(total.value), lines)
        if part is not None:
            return part, rejected
    if spec.from_id_number:
        derived = _from_id_number(spec, pages, template, known)
        if derived is not None:
            return derived, rejected
    if spec.kind == "party" and spec.unlabelled == "first":
        head = letterhead(lines)
        return (Found(head[0], head[0], head[1], head[2]) if head is not None else None), rejected
    if spec.unlabelled != "none":
        found = [
            Found(got[0], got[1], number, line.strip())
            for number, line in lines
            if (got := read_value(spec, line, labelled=False)) is not None
        ]
        if found and spec.unlabelled == "largest":
            return max(found, key=lambda f: Decimal(f.value)), rejected
        if found:
            return (found[0] if spec.unlabelled == "first" else found[-1]), rejected
    return None, rejected


def canonical(kind: str, value: str) -> str | None:
    """A value in its kind's canonical form (None: not a value of that kind); a party's name as it
    names one (a title or a sentence is none); text and codes tidied."""
    if kind == "party":
        return party_name(value)
    if kind == "id_number":
        return parse_id_number(value)
    if kind == "amount":
        return parse_amount(value)
    if kind == "date":
        return parse_date(value)
    return tidy(value) or None
