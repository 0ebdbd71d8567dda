"""Deterministic readers of template fields on a document's pages.

``read_field`` finds a field after one of its labels first (labels in the template's order; on the
label's line, on the next line, in the cell below), then, where the template allows it, the first or
last value of its shape anywhere, a party's block or letterhead, a part of a total, or what a resident
ID number holds. Values of a fixed shape (ID numbers, amounts, dates) are parsed by ``shapes``.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import cache, partial

from services.extraction.fields.labels import after_labels, cut_at_labels, label_regex
from services.extraction.fields.names import (
    join_vertical,
    letterhead,
    party_name,
    placed_name,
    trim_value,
)
from services.extraction.fields.phrases import after_phrases, stated_twice
from services.extraction.fields.rows import (
    cell_below,
    label_cell,
    name_above,
    next_line,
    row_cells,
    run_on,
    starts_labelled,
)
from services.extraction.fields.settings import FieldSpec
from services.extraction.fields.shapes import (
    CJK,
    CURRENCY_CODES,
    amounts,
    dates,
    day_first,
    figure_over_words,
    is_money,
    parse_amount,
    parse_date,
    parse_id_number,
)
from shared.chinese_script import simplified
from shared.resident_id import id_candidates

# A line stating a period, not one day: "自2023年3月27日起至…", "2023-10-09至2026-10-08", "from … to …"; or a
# deadline: "Due Date 2 August 2024", "付款截止日期", "valid until".
_PERIOD = re.compile(
    r"自\s*\S{0,4}\d|\d\s*日?\s*起?\s*(?:至|到|～|~|—|–)\s*\S{0,3}\d|\bfrom\b.{1,30}\b(?:to|until|through)\b"
    r"|\bdue\b|\buntil\b|\bexpir|到期|截止",
    re.IGNORECASE,
)
# A Latin label with its colon opening a party's value, a name after it ("The Seller: Hubei …").
_LATIN_LABEL = re.compile(r"^\s*[A-Za-z][A-Za-z .’']{0,24}[:：]\s*(?=\S)")
# A word right after an amount's label, not a currency's code or mark (Rs., RM, HK$): the label began a
# longer one.
_WORD_AFTER_LABEL = re.compile(rf"\s*(?!(?:{CURRENCY_CODES}|Rs|Rp|RM|NT)\b|[A-Z]{{1,3}}\$)[A-Za-z]{{2,}}")
# A basis that includes the tax after an amount's label ("Total incl. VAT (AED) | 128,772.53"): the amount
# follows it (after "excl." the amount is another one, the net).
_INCLUSIVE = re.compile(
    r"\s*(?:including|inclusive\s+of|incl|inc)\.?\s*(?:VAT|GST|HST|SST|tax(?:es)?)\b\.?"
    rf"(?:\s*\(\s*(?:{CURRENCY_CODES})\s*\)|\s+(?:{CURRENCY_CODES})\b)?",
    re.IGNORECASE,
)
# What a sentence wrapped after an amount's or a date's label may leave on its line: its currency.
_WRAPPED = re.compile(rf"\s*(?:人民币|人民幣|(?:{CURRENCY_CODES})|[A-Z]{{0,3}}\$|[¥￥£€])?\s*[:：]?\s*")
# A Latin label's Chinese translation filling the rest of its cell ("BILL TO 客户 | …").
_TRANSLATION = re.compile(rf"\s*[{CJK}]{{1,8}}\s*\|")
# A code alone after a party's label: another column's value beside the label, the name on the next line.
_CODE_ONLY = re.compile(r"\s*[A-Z]{0,4}[-/]?\d[\w/.-]*\s*")
# A generic label at the start of a party's value: "名称：", "单位名称 :", "Name:".
_INNER_LABEL = re.compile(r"^[^\s:：;；\d]{1,8}\s?[:：;；]\s*(?=\S)")
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
    return re.sub(rf"(?<=[{CJK}\d]) (?=[{CJK}\d])", "", text)


def squash(text: str) -> str:
    """The comparison form of a value: NFKC, case-folded, without whitespace."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text)).casefold()


def _text_value(rest: str, single_token: bool) -> str:
    value = re.split(r"\s{2,}|\t|\s*\|\s*", rest.strip(), maxsplit=1)[0]
    value = tidy(value)
    if single_token:
        # A transliterated name's middle dot, which OCR reads as a spaced full stop: 阿卜杜 . 热合曼.
        value = re.sub(rf"(?<=[{CJK}]) ?[.·•・] ?(?=[{CJK}])", "·", value)
        value = _TOKEN_END.split(value, maxsplit=1)[0]
        first = value.split(" ", 1)[0]
        if re.search(rf"[{CJK}]", first):
            # (Without a speck OCR read before a Chinese name as a letter or a digit: 7张浩然.)
            value = re.sub(rf"^[0-9A-Za-z]{{1,2}}(?=[{CJK}]{{2,}}$)", "", first)
    value = trim_value(value)
    return re.sub(rf"^[^\w{CJK}(（\[]+", "", value)


def read_value(
    spec: FieldSpec, text: str, labelled: bool, slash_day_first: bool | None = None
) -> tuple[str, str] | None:
    """(value, text read) of ``spec``'s kind at the start of ``text`` (after a label) or anywhere in it;
    ``slash_day_first``: the order the document writes its slash dates in, where it says."""
    if spec.kind == "id_number":
        return next(((n, raw) for n, raw, ok in id_candidates(text) if ok), None)
    if spec.kind == "amount":
        if labelled and (inclusive := _INCLUSIVE.match(text)):
            text = text[inclusive.end() :]
        if labelled and _WORD_AFTER_LABEL.match(text):
            return None  # "Total Packages: 318": the label was the start of another one
        found = list(amounts(text, need_currency=not labelled))
        # After a label, the first amount marked as money, where one is (a bare "43" OCR made of 小写
        # before ¥106,800.00 is none).
        found = found[next((i for i, f in enumerate(found) if is_money(f[1])), 0) :]
        return figure_over_words(found) if found else None
    if spec.kind == "date":
        if not labelled and _PERIOD.search(text):
            return None  # a term's first or last day, a deadline: not the document's own date
        return next(dates(text, slash_day_first), None)
    if spec.kind == "code":
        # OCR's spaces inside an identifier go; a space before a lower-case word (e-mail addresses) or a
        # date (a till's "Inv: 0123-45678 09/05/2024") stays.
        compact = re.sub(
            r"(?<=[0-9A-Z/+-])\s+(?=[0-9A-Z/-])(?!\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4})",
            "",
            unicodedata.normalize("NFKC", text),
        )
        compact = re.sub(r"[.:,]*([-/])[.:,]*", r"\1", compact)
        m = re.search(spec.pattern or r"[A-Z0-9][A-Z0-9/-]{3,}", compact)
        return (m.group(0), m.group(0)) if m else None
    if not labelled:
        # A text field with a shape (a title) is the first or last whole line of that shape.
        line = re.sub(r"\s+", " ", text).lstrip("#* ").strip()
        return (line, line) if spec.pattern and re.fullmatch(spec.pattern, simplified(tidy(line))) else None
    if spec.kind == "party":
        if re.match(r"[A-Za-z]+\s?[:：]", text):
            return None  # "Beneficiary Bank: …": the label began a longer one
        inner = _INNER_LABEL.match(text.strip())
        if inner and re.search(r"人\s?[:：;；]", inner.group(0)):
            return None  # "收款单位： 开票人：张三": the next cell is a person's role, the party's is empty
        name = party_name(_text_value(text.strip()[inner.end() if inner else 0 :], single_token=False))
        return (name, name) if name else None
    value = _text_value(text, spec.single_token)
    if spec.pattern and not re.fullmatch(spec.pattern, value):
        return None
    return (value, value) if re.search(rf"[{CJK}A-Za-z0-9]", value) and len(value) <= 120 else None


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
    order: bool | None = None,
) -> Iterator[Found]:
    """Values read after ``label`` (slash dates in ``order``: day first or not): on its line (a text value
    cut where the next label begins, one of ``stops`` or a short word and a colon), or on the next line of
    the page when the label ends its line (a label above its value, a table's label cell) and that line
    begins with none of ``starts``."""
    text = spec.kind in ("text", "party")
    copula = spec.kind in ("amount", "date")
    closed = spec.kind == "text" and spec.single_token and bool(spec.pattern)
    for i, (number, line) in enumerate(lines):
        spaced = spec.single_token or spec.kind == "code"
        # (Not an amount's: a column of figures' head, "| Amount", is no label of one figure.)
        for rest in after_labels(line, label, copula, spaced, closed, cells=spec.kind != "amount"):
            at, head = i, line[: len(line) - len(rest)]
            if (tr := _TRANSLATION.match(rest)) and not re.search(rf"[{CJK}]", label.pattern):
                head, rest = head + tr.group(0), rest[tr.end() :]  # a bilingual label's cell: BILL TO 客户 |
            column = re.sub(r"[\s:：|]*$", "", head).count("|")  # the label's cell in a row of cells
            digits = spec.kind in ("code", "date")  # a value with digits: a cell without any is none
            header = digits and head.rstrip().endswith("|") and not re.search(r"\d", row_cells(rest)[0])
            # A label with its other name filling its cell (Buyer / Consignee | L/C No.): value below.
            paired = text and re.match(r"\s*/\s*[A-Za-z][^|/:：]{0,24}?\s*(?:\||$)", rest)
            if (text or digits) and (header or paired or label_cell(head, rest, starts)):
                # The label's cell is followed by another label's (BILL TO | SHIP TO, a table's header
                # row: INVOICE # | DATE | DUE DATE): its value is in the cell below it.
                if (under := cell_below(lines, i, column)) is None or starts_labelled(under[1], starts):
                    continue
                at, rest = under
            elif (
                not re.search(rf"[{CJK}A-Za-z0-9]", rest)
                or (
                    spec.kind == "party"
                    and re.match(r"[^|:：]{1,30}[:：]", rest.strip())
                    and starts_labelled(rest, stops)
                )
                or (spec.kind == "party" and _CODE_ONLY.fullmatch(rest))
            ):
                # The label ends its line (or another column's label or value follows it: Invoice to:
                # Invoice number: …; Buyer DN-0412): the value is on the next line, in the label's column
                # when both lines are rows of as many cells.
                j, below = i, next_line(lines, i)
                if below is not None and spec.kind == "party" and starts_labelled(below, starts):
                    # Another column's label row between (Bill To / Invoice No | : … / the name): the next.
                    j, below = i + 1, next_line(lines, i + 1)
                if below is None or starts_labelled(below, starts):
                    continue
                cells = row_cells(below)
                same_row = len(cells) == len(row_cells(lines[j][1])) and column < len(cells)
                at, rest = j + 1, cells[column] if same_row else below
            value = cut_at_labels(rest, stops) if text else rest
            if spec.block_labels:
                # A role's label run into its name label (付款方名称杭州…): the name after both.
                value = _name_label(spec.block_labels).sub("", value)
            if spec.kind == "party":
                # A label's English after it (卖方 The Seller: Hubei …): the name after that.
                value = _LATIN_LABEL.sub("", value, count=1) if _LATIN_LABEL.match(value) else value
            if spec.continues and (more := "".join(run_on(lines, at, starts))):
                value = row_cells(value)[0] + more  # a wrapped value goes on below its own cell, not the next
            got = read_value(spec, value, labelled=True, slash_day_first=order)
            if got is None and spec.kind == "party" and at == i and (above := name_above(lines, i, starts)):
                at, got = i - 1, above  # a tall cell's label level with its second line (an address)
            if (
                got is None
                and copula
                and at == i
                and _WRAPPED.fullmatch(rest)
                and (below := next_line(lines, i))
            ):
                # A sentence wrapped after its label ("…租金总额为人民币" / "262,800.00元…"), not another
                # cell's label after it ("税额 | 机关及代码").
                at, got = i + 1, read_value(spec, f"{rest} {below}", labelled=True, slash_day_first=order)
            if got is not None:
                # The evidence is the line the value was read on (below its label, the label's line too).
                said = line.strip() if at == i else f"{line.strip()} / {lines[at][1].strip()}"
                yield Found(got[0], got[1], number, said)


@cache
def _name_label(block_labels: tuple[str, ...]) -> re.Pattern[str]:
    """One of a field's block labels (名称, Name) opening a value, with its colon."""
    labels = "|".join(re.escape(x) for x in sorted(block_labels, key=len, reverse=True))
    return re.compile(rf"^\s*(?:{labels})(?![A-Za-z])\s*[:：]?\s*", re.IGNORECASE)


def _part_of(total: Decimal, lines: Sequence[tuple[int, str]]) -> Found | None:
    """The smaller in size (a red-letter invoice's are negative) of two currency amounts side by side on a
    line that add up to ``total``; else the amount of a line that, with the last amount of one of the two
    lines before it on its page, adds up to ``total`` and is the smaller (a subtotal's line, then the
    tax's)."""
    for number, line in lines:
        values = [(Decimal(v), raw) for v, raw in amounts(line, need_currency=True)]
        for (a, _), (b, raw) in itertools.pairwise(values):
            if abs(b) < abs(a) and abs(a + b - total) <= Decimal("0.01"):
                return Found(str(b), raw, number, line.strip())
    read = [list(amounts(line, need_currency=False)) for _, line in lines]
    last = [Decimal(found[-1][0]) if found else Decimal(0) for found in read]
    for i, (number, line) in enumerate(lines):
        for v, raw in read[i]:
            b = Decimal(v)
            for j in range(max(0, i - 2), i):
                a, (page, above) = last[j], lines[j]
                if page == number and abs(b) < abs(a) and abs(a + b - total) <= Decimal("0.01"):
                    return Found(str(b), raw, number, f"{above.strip()} / {line.strip()}")
    return None


def _block(spec: FieldSpec, lines: Sequence[tuple[int, str]], template: Sequence[FieldSpec]) -> Found | None:
    """A party's name placed by its block or by the short name a contract gives it (``placed_name``)."""
    return _found(placed_name(spec, template or [spec], lines))


def _found(hit: tuple[str, int, str] | None) -> Found | None:
    """A name read by ``names`` ((name, page, line)) as a value found."""
    return Found(hit[0], hit[0], hit[1], hit[2]) if hit is not None else None


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
    label of ``template`` begins. A date or a name read on a later page is cited where the document
    first prints it (an agreement's opening sentence before its signature block's "Date:").
    """
    lines = join_vertical([(n, line) for n, text in pages for line in text.splitlines() if line.strip()])
    order = day_first("\n".join(line for _, line in lines))
    found, rejected = _read_field(spec, lines, order, pages, template, known)
    if found is None or spec.kind not in ("date", "party"):
        return found, rejected
    for number, text in pages:
        if number >= found.page:
            break
        for line in text.splitlines():
            if spec.kind == "date":
                same = any(v == found.value for v, _ in dates(line, order))
            else:
                same = squash(found.value) in squash(line)
            if same:
                return Found(found.value, found.raw, number, line.strip()), rejected
    return found, rejected


def _read_field(
    spec: FieldSpec,
    lines: Sequence[tuple[int, str]],
    order: bool | None,
    pages: Sequence[tuple[int, str]],
    template: Sequence[FieldSpec],
    known: Mapping[str, Found | None] | None,
) -> tuple[Found | None, list[str]]:
    """``read_field`` on the pages' ``lines`` (vertical labels joined), slash dates read in ``order``."""
    rejected = sorted({r for _, line in lines for r in _rejected_ids(spec, line)})
    starts = [label_regex(x) for f in (*template, spec) for x in f.labels]
    stops = _stops(spec, template)
    for label in spec.labels:
        hits = list(_labelled(spec, lines, label_regex(label), stops, starts, order))
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
    read = partial(read_value, spec, labelled=True, slash_day_first=order)
    if phrased := next(after_phrases([label_regex(x) for x in spec.phrases], lines, read), None):
        return Found(phrased[0], phrased[1], lines[phrased[2]][0], phrased[3]), rejected
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
        head = letterhead([(n, "" if starts_labelled(line, starts) else line) for n, line in lines])
        return _found(head), rejected
    if spec.unlabelled == "twice":
        twice = stated_twice(lines)
        return (Found(twice[0], twice[1], lines[twice[2]][0], twice[3]) if twice else None), rejected
    if spec.unlabelled != "none":
        found = [
            Found(got[0], got[1], number, line.strip())
            for number, line in lines
            if (got := read_value(spec, line, labelled=False, slash_day_first=order)) is not None
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
