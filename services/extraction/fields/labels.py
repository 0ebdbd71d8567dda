"""Labels as OCR prints them and the text that follows one where it counts as the label of a value.

A label counts at a line's start, before a colon or a cell's bar, inside a sentence before 为/是/is (with
``copula``), between spaces (a card's short values) or after a role's bracket; the value then runs to the
next label on its line (``cut_at_labels``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Sequence
from functools import cache

from services.extraction.fields.rows import LINE_START, NEXT_LABEL
from services.extraction.fields.shapes import CJK
from shared.chinese_script import script_class

# What may stand between a label and its value: a parenthetical such as （小写）, colons, OCR's stray marks.
_AFTER_LABEL = re.compile(
    r"\s*[）)]?\s*(?:[（(〈<][^）)\n]{0,30}[）)>〉]\s*)?(?P<sep>[:：;；|]*)"
    r"(?:[\s:：;；,，、。.．】\]|”“\"'‘’<>«»]|-(?![\d£€$¥]))*"  # (a minus sign before a figure stays)
)
# A label inside a sentence that states the value: "合同总价款为人民币…", "the total is …", "the total
# rent for the term shall be …".
_COPULA = re.compile(
    r"\s*(?:(?:for|over|during)\s+the\s+(?:whole\s+|entire\s+)?(?:term|period)\s+)?"
    r"(?:为|是|共计|合计|计|\bis\b|\bof\b|\bshall\s+be\b|\bwill\s+be\b|\bamounts\s+to\b)\s*",
    re.IGNORECASE,
)
# A currency right after an amount's label, then its figure: "租金總額新臺幣壹拾萬…", "總額 TOTAL HK$ |
# 1,200.00".
_CURRENCY_NEXT = re.compile(
    r"\s*(?:人民币|人民幣|新台币|新臺幣|港币|港幣|澳门币|澳門幣|美元|RMB|CNY|NT\$|HK\$|US\$|S\$|A\$|[¥￥$£€])"
)
# A label that is only the word for a number.
_BARE_NUMBER = re.compile(r"(?:No|NO|no|Nº|№|#)\.?")
# A basis a label follows inside a bracket, no label: "Subtotal (excl. GST)", "Total (incl. VAT)".
_BASIS = re.compile(
    r"(?:excl|incl|excluding|including|exclusive\s+of|inclusive\s+of|ex|inc|net\s+of|plus|before|after)\.?\s*$",
    re.IGNORECASE,
)
# A label in brackets after the role a line opens with: "需方（甲方）杭州…".
# Or after a role in a sentence naming the parties: "由業主（甲方）永藝置業有限公司與租客（乙方）…".
_BRACKETED = re.compile(rf"^\s*[^\s:：]{{1,6}}\s*[（(〈<]\s*$|[由与與和及、，,][{CJK}]{{1,4}}[（(]$")


@cache
def label_regex(label: str) -> re.Pattern[str]:
    """``label`` as OCR may print it: spaces (or a stray hyphen, dot, comma or quote) between its
    characters, any case, its Chinese characters in either script (发票号码, 發票號碼); built once a label."""
    chars = [c for c in unicodedata.normalize("NFKC", label) if not c.isspace()]
    gap = r"[\s.\-'’,，“”]{0,3}"
    # A closing dot ("Invoice No.") is often not printed: it is optional, but a word does not go on
    # where it is missing ("No." is no label of "Northwind").
    dotted = chars[-1:] == ["."]
    end = r"(?:\.|(?!(?-i:[a-z])))" if dotted else ""
    body = gap.join(script_class(c) for c in (chars[:-1] if dotted else chars)) + end
    # (Not after "Sub": a subtotal is no total.)
    lead = r"(?<![A-Za-z])(?<!sub )(?<!sub-)" if chars and chars[0].isascii() and chars[0].isalpha() else ""
    # (Nor before a possessive: "Buyer's Order No." is no buyer's label.)
    tail = r"(?![A-Za-z]|['’]s\b)" if chars and chars[-1].isascii() and chars[-1].isalpha() else ""
    return re.compile(lead + body + tail, re.IGNORECASE)


def after_labels(
    line: str,
    label: re.Pattern[str],
    copula: bool = False,
    spaced: bool = False,
    anywhere: bool = False,
    cells: bool = False,
) -> Iterator[str]:
    """The text after each occurrence of ``label`` in ``line`` that counts: at the line's start or before a
    colon (so "甲方应当……" in a clause is no label of 甲方); with ``copula``, also before 为/是 ("合同总价款
    为人民币…"); with ``spaced``, also between spaces ("张三 性别 男", a card's short values); with
    ``anywhere``, everywhere (a value from a closed set, which its pattern checks: "男民族汉"); with
    ``cells``, also where it opens a table's cell ("BILL TO | SHIP TO", "… | 有效期限 2017.09.03-长期")."""
    for m in label.finditer(line):
        if _BASIS.search(line[: m.start()]):
            continue
        if re.search(r"[“\"'‘]\s*$", line[: m.start()]) and re.match(r"\s*[”\"'’]", line[m.end() :]):
            continue  # a defined term in quotes (the "Tenant"), no label
        if _BARE_NUMBER.fullmatch(m.group(0)) and re.search(r"[A-Za-z]\.?\s*$", line[: m.start()]):
            continue  # "Registration No.", "PO No.": a bare number label after a word numbers something else
        rest = _AFTER_LABEL.match(line, m.end())
        assert rest is not None  # the pattern matches the empty string
        if len(m.group(0).rstrip(".")) <= 2 and m.group(0)[:1].islower() and not rest.group("sep"):
            continue  # "to", "no" without a colon: words of a sentence ("Credit to:" is a label)
        # Between spaces, or a space and the line's end (OFFICIAL RECEIPT No. / its number below); a Chinese
        # label of three characters or more needs the space after it only (OCR ran it into the cell
        # before: "行业分类：停车服务发票号码 31960475").
        glued = len(m.group(0)) >= 3 and bool(re.match(rf"[{CJK}]", m.group(0)))
        between = (
            spaced
            and (glued or line[m.start() - 1 : m.start()].isspace())
            and (line[m.end() : m.end() + 1].isspace() or not line[m.end() :].strip())
        )
        bracketed = _BRACKETED.search(line[: m.start()]) and re.match(r"\s*[）)>〉]", line[m.end() :])
        # A label opening a table's cell: filling it (BILL TO | SHIP TO), or before its value in it, after
        # another's value (… 3301… | 有效期限 2017.09.03-长期).
        cell = cells and line[: m.start()].rstrip().endswith("|")
        if (
            anywhere
            or rest.group("sep")
            or LINE_START.match(line[: m.start()])
            or between
            or bracketed
            or cell
        ):
            yield line[rest.end() :]
        elif copula and (stated := _COPULA.match(line, m.end())) and stated.group(0).strip():
            yield line[stated.end() :]
        elif copula and _CURRENCY_NEXT.match(line, m.end()):
            yield line[m.end() :]


def cut_at_labels(rest: str, stops: Sequence[re.Pattern[str]]) -> str:
    """``rest`` up to where the next label on its line begins: another field's label, or a short word
    and a colon after a space ("XX有限公司 纳税人识别号：…", "张三 性别 男")."""
    end = len(rest)
    if m := NEXT_LABEL.search(rest):
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
