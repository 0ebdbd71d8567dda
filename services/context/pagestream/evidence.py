"""What programs read reliably off each page of a stream: page numbers, titles, identifiers, headers, blanks.

``gather`` turns page texts into ``PageEvidence``; ``program_start`` says where that evidence alone decides
whether a page starts a document ("Page 1 of N" starts; "Page k of N" after "Page k-1 of N" continues; a
changed identifier starts, the same one continues) and returns None where it does not.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from services.context.pagestream.settings import EvidenceSettings, PageStreamSettings
from services.context.pagestream.stream import PageText
from shared.chinese_script import simplified
from shared.resident_id import id_candidates

# Page numbers, matched on a line's cells with their spaces removed: "第2页共3页", "Page 2 of 3", "2/3" and
# "(page 2 / 3)" inside a line, "Minutes - page 1 of 2" ending one; alone: "— 3 —", "第3页", "Page 3". The
# worded ones are also read at the top.
_PAGE_WORDED = (
    re.compile(r"第(\d{1,3})\D{0,2}页\D{0,3}共\D{0,2}(\d{1,3})\D{0,2}页"),
    re.compile(r"(?:^|[-–—:·•,])Page(\d{1,3})(?:of|/)(\d{1,3})$", re.IGNORECASE),
    re.compile(r"[(（]Page(\d{1,3})(?:of|/)(\d{1,3})[)）]", re.IGNORECASE),
)
_PAGE_OF = (*_PAGE_WORDED, re.compile(r"^(\d{1,3})/(\d{1,3})$"))
_PAGE_ALONE = (
    re.compile(r"^[—–\-]{1,3}(\d{1,3})[—–\-]{1,3}$"),
    re.compile(r"^第(\d{1,3})页$"),
    re.compile(r"^Page(\d{1,3})$", re.IGNORECASE),
)
_SPACES = re.compile(r"\s+")
# OCR's stray marks between two digits of one number ("3:1010419830823131", "2910.974738").
_DIGIT_NOISE = re.compile(r"(?<=\d)[:.,'’](?=\d)")
# And between two letters of one label ("Account..Number", "Doc-ument").
_LETTER_NOISE = re.compile(r"(?<=[A-Za-z])[.\-·'’]+(?=[A-Za-z])")
# A line ending like a sentence, or holding a Chinese sentence's stops, is body text, not a title.
_SENTENCE_ENDS = ("。", ".", "，", ",", "；", ";", "：", ":")
_SENTENCE_STOPS = re.compile(r"[。，；]")
# A name's abbreviation ending a line (Brightwater Analytics, Inc.), no sentence's end.
_ABBREVIATION_END = re.compile(r"(?:^|\s)[A-Z][A-Za-z]{0,3}\.$")
# Chinese characters one a cell, a title letter-spaced into a table row (送 | 货 | 单), and the bar between.
_CJK = "\u3400-\u9fff"
_SPACED_CELLS = re.compile(rf"(?<![{_CJK}])[{_CJK}](?:\s*\|\s*[{_CJK}](?![{_CJK}]))+")
_CELL_BAR = re.compile(r"\s*\|\s*")
_WORD_OR_CJK = re.compile(rf"[{_CJK}]|[A-Za-z0-9]{{3}}")
# A note that a page is left blank on purpose; a page holding nothing else (a page number aside) is blank.
_BLANK_NOTE = re.compile(
    r"(?:本页|此页|该页)(?:为|是)?(?:空白页?|留空)|以下(?:空白|无正文)|(?:thispage(?:is)?)?(?:intentionally)?(?:left)?blank(?:page)?",
    re.IGNORECASE,
)
# A company's name: it names no document (NORTHWIND TRADING LTD).
_COMPANY = re.compile(r"\b(?:CO|LTD|LIMITED|INC|LLC|CORP|GMBH|PTE|PLC)\b", re.IGNORECASE)
# A bracketed note closing a line: 员工花名册（2024年6月）.
_TRAILING_NOTE = re.compile(r"\s*[（(][^（()）]{0,20}[)）]\s*$")
# The label of a form's number closing its name, the number below it (OFFICIAL RECEIPT No., 收据 NO.).
_NUMBER_LABEL_TAIL = re.compile(r"\s+(?:No|NO|Nr|Number|Nº|№|#)\.?\s*[:：]?\s*$")
_NOT_WORDS = re.compile(r"[\W\d_]+")
# One to four words in capitals closing a line: "Hengda Machinery Co., Ltd. COMMERCIAL INVOICE".
_CAPITALS_TAIL = re.compile(r"(?:^|\s)((?:[A-Z]{2,}\s+){0,3}[A-Z]{2,})\s*$")
# A line opening with a clause's number is a section heading, not a title (八、, 第八条, （三）, 2.1); a day
# and its month (22 February 2024) is a date.
_CLAUSE_NUMBER = re.compile(
    r"^(?:第[一二三四五六七八九十百\d]+[条章节款]|[一二三四五六七八九十]+[、.．]|[（(][一二三四五六七八九十\d]{1,3}[)）]"
    r"|\d{1,2}(?:\.\d{1,2})*[、.．\s](?!\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)"
    r"|(?:Article|Section|Clause)\s+\d)",
    re.IGNORECASE,
)


@dataclass(slots=True)
class PageEvidence:
    page: int
    blank: bool
    chars: int
    # (k, n) of "page k of n"; n is None for a lone page number.
    page_no: tuple[int, int | None] | None = None
    header: str = ""
    title: str = ""
    # The top line that names a document (ends with a document noun: 报价单, 会议纪要; a line in capitals:
    # QUOTATION); whether the page opens an annex of the document before (附件一, Schedule 1).
    name: str = ""
    annex: bool = False
    # Whether a salutation among the top lines opens a letter ("Dear Sir or Madam,").
    letter: bool = False
    identifiers: dict[str, str] = field(default_factory=dict)
    # Whether the page's first line (below its running header) is a sentence's body, no heading or label.
    opens_in_sentence: bool = False
    # Whether the page's text was read by OCR (its identifiers may hold a misread character).
    ocr: bool = False
    # Similarity of this page's text profile to the previous non-blank page (0..1; 0 for the first).
    similarity: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "page_number_printed": list(self.page_no) if self.page_no else None,
            "running_header": self.header or None,
            "title": self.title or None,
            "identifiers": self.identifiers,
            "similarity_to_previous": round(self.similarity, 2),
            "blank": self.blank,
        }


def _squash(text: str) -> str:
    return _SPACES.sub("", text)


def _plain(text: str) -> str:
    """Letters and digits only, upper-cased: one header read twice by OCR compares equal."""
    return "".join(ch for ch in text if ch.isalnum()).upper()


def _page_number(lines: list[str], worded_only: bool = False) -> tuple[int, int | None] | None:
    for line in reversed(lines):
        for cell in simplified(_squash(line)).split("|"):
            for rx in _PAGE_WORDED if worded_only else _PAGE_OF:
                if m := rx.search(cell):
                    k, n = int(m.group(1)), int(m.group(2))
                    if 1 <= k <= n:
                        return k, n
            for rx in () if worded_only else _PAGE_ALONE:
                if m := rx.match(cell):
                    return int(m.group(1)), None
    return None


def _profile(lines: list[str]) -> tuple[int, int]:
    return len(lines), sum(len(ln) for ln in lines)


def _similar(a: tuple[int, int], b: tuple[int, int]) -> float:
    parts = [1.0 - abs(x - y) / max(x, y, 1) for x, y in zip(a, b, strict=True)]
    return sum(parts) / len(parts)


def gather(pages: Sequence[PageText], settings: PageStreamSettings) -> list[PageEvidence]:
    """Evidence for every page, in page order."""
    cfg, rules = settings.evidence, settings.rules
    patterns = {kind: re.compile(rx) for kind, rx in cfg.identifiers.items()}
    zone = re.compile(cfg.machine_readable_zone) if cfg.machine_readable_zone else None
    lines_of = [[ln.strip() for ln in p.text.splitlines() if ln.strip()] for p in pages]
    out: list[PageEvidence] = []
    prev_profile: tuple[int, int] | None = None
    last_header = ""
    for page, lines in zip(pages, lines_of, strict=True):
        squashed = _squash(page.text)
        chars = len(squashed)
        noted = (
            bool(_BLANK_NOTE.search(squashed)) and len(_NOT_WORDS.sub("", _BLANK_NOTE.sub("", squashed))) < 4
        )
        specks = page.ocr and not _WORD_OR_CJK.search(page.text)
        most = settings.ocr_blank_max_chars if specks else settings.blank_max_chars
        ev = PageEvidence(page=page.number, blank=chars < most or noted, chars=chars, ocr=page.ocr)
        if ev.blank:
            out.append(ev)
            continue
        body_start = 0
        if page.header and lines and lines[0] == page.header.strip():
            ev.header, body_start = _plain(page.header), 1
        elif lines and last_header and _ratio(_plain(lines[0]), last_header) >= rules.same_header_ratio:
            # The previous page's header, read here in a size the font test missed (an OCR line height).
            ev.header, body_start = _plain(lines[0]), 1
        last_header = ev.header
        ev.page_no = _page_number(lines[-3:]) or _page_number(lines[:2], worded_only=True)
        top = lines[body_start : body_start + max(cfg.title_lines, cfg.name_lines)]
        ev.opens_in_sentence = bool(top) and not _clause(top[0], 0) and bool(_SENTENCE_STOPS.search(top[0]))
        ev.annex = bool(top) and _starts_with(top[0], cfg.annex_marks)
        opening = lines[body_start : body_start + cfg.salutation_lines]
        ev.letter = (
            any(
                _starts_with(line, cfg.salutations)
                and len(line) <= 60
                and line.endswith((",", "，", ":", "："))
                for line in opening
            )
            or _mail_headers(opening, cfg.mail_headers) >= cfg.mail_headers_min
        )
        for n, line in enumerate(top):
            line = _NUMBER_LABEL_TAIL.sub("", line)
            if (
                _clause(line, n)
                or _running_text(line)
                or (n >= cfg.title_lines and _prose(line) and not _label(line))
            ):
                break  # the page goes on with a section of the document before, or its body begins
            heading = _heading(line, cfg.title_max_chars, cfg.capital_nouns)
            if heading is None and n == 0 and len(line) <= 2 * cfg.title_max_chars:
                # A name in title case may run longer than a title: Minutes of a Meeting of the Board.
                heading = line if _title_case_name(line, cfg.capital_nouns) else None
            if heading is None:
                continue
            if n < 2:
                ev.title = ev.title or heading
            names = n < cfg.title_lines or _in_capitals(heading, cfg.capital_nouns)
            named = names and _names_document(heading, cfg.document_nouns, cfg.list_nouns, cfg.capital_nouns)
            if not ev.name and (named or (n == 0 and _title_case_name(heading, cfg.capital_nouns))):
                ev.name = heading
        if not ev.name and chars <= cfg.envelope_max_chars:
            # An envelope: a short page holding a stamp box's print, its addresses around it.
            ev.name = next((line for line in lines if _holds(line, cfg.envelope_marks)), "")
        if not ev.name and zone is not None:
            # A passport's or travel permit's machine-readable lines (P<GBRDOE<<JANE<<<<).
            ev.name = next((line for line in lines if zone.search(line.replace(" ", ""))), "")
        for line in lines:
            squashed = _LETTER_NOISE.sub("", _DIGIT_NOISE.sub("", simplified(_squash(line))))
            for kind, rx in patterns.items():
                if kind not in ev.identifiers and (m := rx.search(squashed)):
                    ev.identifiers[kind] = m.group(1)
        if "id_number" not in ev.identifiers and chars <= cfg.bare_id_max_chars:
            valid = {number for number, _, ok in id_candidates(page.text) if ok}
            if len(valid) == 1:
                ev.identifiers["id_number"] = valid.pop()
        profile = _profile(lines)
        ev.similarity = _similar(profile, prev_profile) if prev_profile else 0.0
        prev_profile = profile
        out.append(ev)
    return out


def _heading(line: str, max_chars: int, nouns: Sequence[str]) -> str | None:
    """``line`` when it reads as a heading: short, not ending like a sentence, no page number; for a row of
    two cells too long for that, the cell in capitals holding one of ``nouns`` (VAT INVOICE | the seller's
    name; the seller's name | RECHNUNG / INVOICE), else its first cell; for a longer first cell
    that mixes cases, the words in capitals it ends with when one of them is one of ``nouns`` (a
    letterhead's name, then PACKING LIST)."""
    cells = re.split(r"\s*\|\s*", line)
    tail = _CAPITALS_TAIL.search(cells[0])
    named = ""
    if tail and re.search(r"[a-z]", cells[0][: tail.start()]) and set(tail.group(1).split()) & set(nouns):
        named = tail.group(1)
    pair = [c for c in cells if _in_capitals(c, nouns)] + cells[:1] if len(cells) == 2 else []
    # A bilingual name too long for a heading: its Chinese first word (境外汇款申请书 APPLICATION FOR ...).
    first, _, rest = line.partition(" ")
    english = re.search(r"[A-Za-z]{3}", rest) and not re.search(r"[\u3400-\u9fff]", rest)
    chinese = first if re.search(r"[\u3400-\u9fff]{2}", first) and english else ""
    for text in (line, pair[0] if pair else "", named, chinese):
        if text and len(text) <= max_chars and not _prose(text) and not _page_number([text]):
            return text
    return None


def _clause(line: str, n: int) -> bool:
    """Whether ``line``, the page's ``n``-th line at the top, opens a clause: a number and a space ("5 Term")
    only as the page's first line (under a letterhead, "77 Quarry Road" is an address)."""
    m = _CLAUSE_NUMBER.match(line)
    return m is not None and (n == 0 or not m.group(0)[-1].isspace())


def _prose(line: str) -> bool:
    """Whether ``line`` is body text: it ends like a sentence (not with an abbreviation: Inc., Co.) or holds
    a Chinese sentence's stops."""
    ends = line.endswith(_SENTENCE_ENDS) and not _ABBREVIATION_END.search(line)
    return ends or bool(_SENTENCE_STOPS.search(line))


def _running_text(line: str) -> bool:
    """Whether ``line`` is running English text, a sentence going on past the line (IN WITNESS WHEREOF, the
    parties have executed ...): eight words or more, five of them in lower case."""
    words = line.split()
    title_case = all(w[0].isupper() for w in words if len(w) >= 4)  # Minutes of a Meeting of the Board
    return len(words) >= 8 and sum(w[0].islower() for w in words) >= 5 and not title_case


def _title_case_name(line: str, nouns: Sequence[str]) -> bool:
    """Whether ``line``, a page's first line, is a document's name in title case, one of ``nouns`` among its
    words (Minutes of Management Meeting; Quarterly Platform Report - Q2 2024, its period after a dash): at
    most six words of four letters or more before the dash, each capitalised, no figure, no company's name.
    (Lower on the page, a line so written heads a section: Chairman's Statement.)"""
    head = re.split(r"\s+[-–—:]\s+|:\s*", line, maxsplit=1)[0]
    words = [w for w in head.split() if len(w) >= 4]
    return (
        0 < len(words) <= 6
        and all(w[0].isupper() for w in words)
        and not re.search(r"\d", head)
        and not _COMPANY.search(head)
        and bool({w.upper() for w in re.findall(r"[A-Za-z]+", head)} & set(nouns))
    )


def _label(line: str) -> bool:
    """Whether ``line`` is a label alone, its value to follow (Bill To:, 收货单位：), not a sentence."""
    return line.endswith((":", "：")) and len(line) <= 20 and len(line.split()) <= 3


def _in_capitals(line: str, nouns: Sequence[str]) -> bool:
    """Whether ``line`` is in capitals and holds one of ``nouns`` as a word (LETTER OF INTENT)."""
    return line.isupper() and bool(set(re.findall(r"[A-Z]+", line)) & set(nouns))


def _mail_headers(lines: Sequence[str], labels: Sequence[str]) -> int:
    """How many of a message's header ``labels`` open one of ``lines`` before a colon ("Subject: ...")."""
    opened = {
        re.split(r"\s*[:：]", line, maxsplit=1)[0].strip().lower()
        for line in lines
        if re.search("[:：]", line)
    }
    return sum(label.lower() in opened for label in labels)


def _folded(text: str) -> str:
    """``text`` without spaces, in Simplified Chinese and lower case: how marks are looked for."""
    return simplified(_squash(text)).lower()


def _holds(line: str, marks: Sequence[str]) -> bool:
    low = _folded(line)
    return any(_folded(m) in low for m in marks)


def _starts_with(line: str, marks: Sequence[str]) -> bool:
    low = _folded(line).lstrip("（(《<〈[【“\"'")
    return any(low.startswith(_squash(m).lower()) for m in marks)


def _names_document(line: str, nouns: Sequence[str], lists: Sequence[str], capitals: Sequence[str]) -> bool:
    """Whether ``line`` (its first cell) is a document's name: it ends with one of ``nouns`` (letter-spaced
    Chinese joined: 送 货 单), or it is a few words in capitals that name no company (PURCHASE ORDER), one
    of them of four letters or more or one of ``capitals`` (FAX). In a row of two or three cells, a Chinese
    cell after the first may name it too (a platform's name | 结算账单).
    """
    cells = re.split(r"\s*\|\s*", _SPACED_CELLS.sub(lambda m: _CELL_BAR.sub("", m.group(0)), line.strip()))
    cell = cells[0]
    if any(_names_in_chinese(c, nouns, lists) for c in (cells if len(cells) <= 3 else cells[:1])):
        return True
    if re.search(r"[\u3400-\u9fff]", cell):
        return False
    words = cell.split()
    return (
        0 < len(words) <= 5
        and cell.isupper()
        and any(len(w) >= 4 or w in capitals for w in words)  # not two letters OCR made of a stamp (SR)
        and not re.search(r"\d", cell)
        and not _COMPANY.search(cell)
    )


def _names_in_chinese(cell: str, nouns: Sequence[str], lists: Sequence[str]) -> bool:
    """Whether a Chinese ``cell`` ends with one of ``nouns``, not one of ``lists``."""
    joined = simplified(_squash(_TRAILING_NOTE.sub("", cell)))
    if not re.search(r"[\u3400-\u9fff]", joined):
        return False
    # The name may come first, its month or department after a space: 考勤表 2024年5月 生产部.
    first = simplified((cell.split() or [""])[0])
    return any(
        name.endswith(tuple(nouns)) and not name.endswith(tuple(lists))
        for name in (joined, first if len(first) >= 2 else "")
    )


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio()


def _same(a: PageEvidence, b: PageEvidence, kind: str, cfg: EvidenceSettings) -> bool:
    """Whether two pages' identifiers of ``kind`` are one: equal where both pages carry a text layer (two
    invoices of a batch differ by a digit), differing in at most ``same_identifier_edits`` characters where
    either was read by OCR (which misreads a character now and then, drops a hyphen, takes a J for a 1).
    One digit read in place of another is a numbered series' next document (INV-1041, INV-1042), not
    a misreading."""
    x, y = a.identifiers[kind], b.identifiers[kind]
    if not (a.ocr or b.ocr):
        return x == y
    matcher = difflib.SequenceMatcher(None, x, y)
    swaps = [x[i1:i2] + y[j1:j2] for op, i1, i2, j1, j2 in matcher.get_opcodes() if op == "replace"]
    if any(swap.isdigit() for swap in swaps):
        return False
    kept = sum(block.size for block in matcher.get_matching_blocks())
    return max(len(x), len(y)) - kept <= cfg.same_identifier_edits


def program_start(evidence: Sequence[PageEvidence], index: int, settings: PageStreamSettings) -> float | None:
    """The start probability the evidence alone decides for ``evidence[index]``, or None.

    A page that prints "page 1 of N" starts; "page k of N" right after "page k-1 of N" (or after a page
    printing none) continues (``page_number_start``). An identifier unlike the last one of its kind
    earlier in the stream starts (the second of two invoices); the same identifier as on the page before
    continues (the rules hear a page naming a document of another type first: it quotes the number). A
    page printing no page number after a document's last page ("page 3 of 3") starts, unless it is an
    annex.
    """
    by_number = page_number_start(evidence, index, settings)
    if by_number is not None:
        return by_number
    rules, ev = settings.rules, evidence[index]
    prev = previous_content(evidence, index)
    for kind in sorted(ev.identifiers):
        last = next((e for e in reversed(evidence[:index]) if kind in e.identifiers), None)
        if last is not None and not _same(ev, last, kind, settings.evidence):
            return rules.certain_start
    if prev is not None and any(
        _same(ev, prev, kind, settings.evidence) for kind in ev.identifiers if kind in prev.identifiers
    ):
        return rules.certain_continue
    last = prev is not None and prev.page_no is not None and prev.page_no[0] == prev.page_no[1]
    if last and ev.page_no is None and not ev.annex:
        return rules.after_last_page
    return None


def page_number_start(
    evidence: Sequence[PageEvidence], index: int, settings: PageStreamSettings
) -> float | None:
    """The start probability the printed page numbers decide for ``evidence[index]``, or None."""
    rules, ev = settings.rules, evidence[index]
    if ev.page_no is None:
        return None
    prev = previous_content(evidence, index)
    k, n = ev.page_no
    if k == 1:
        return rules.certain_start
    if prev is not None and prev.page_no is not None:
        pk, pn = prev.page_no
        if pk == k - 1 and pn == n:
            return rules.certain_continue
    elif n is not None:
        # "Page 2 of 3" is no document's first page, whatever the page before prints.
        return rules.certain_continue
    return None


def previous_content(evidence: Sequence[PageEvidence], index: int) -> PageEvidence | None:
    """The nearest non-blank page before ``evidence[index]``."""
    for j in range(index - 1, -1, -1):
        if not evidence[j].blank:
            return evidence[j]
    return None
