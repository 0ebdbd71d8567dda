"""Decisions without a model: boundaries from page evidence, types from keywords, filename and text hints.

Used alone when no decision model is configured, and with one for the pages the evidence decides
(``program_decided``). Boundaries: ``program_start`` where the evidence decides, else the same running
header or an annex continues a document, a title of a known type starts one, and so do a top line naming a
document of no known type (报价单, MEMORANDUM: the document is other) and a salutation opening a letter
(other too), the page after a blank one starts one, and an untitled page continues the one before. Each
resulting document is then classified as a whole (keyword scores over its pages); a hint (a file-name
word, or text words such as "批准文号") replaces that only when its confidence is higher, and decides alone
when the document's text is shorter than ``short_text_chars``. A file-name hint describes the file, so it
applies only when the file holds a single document.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence

from services.context.pagestream.evidence import (
    PageEvidence,
    page_number_start,
    previous_content,
    program_start,
)
from services.context.pagestream.settings import FallbackSettings, Hint, PageStreamSettings, RuleSettings
from services.context.pagestream.stream import DOC_TYPES, PageDecision, PageText, normalise, one_hot
from shared.chinese_script import simplified

# Between two Chinese characters: spaces, the quotes, dots and dashes OCR makes of a scan's dirt (民 ” 族,
# 姓 - 名), and the cell bar of a letter-spaced title read as a table row (收 | 据).
_SPACED_CJK = re.compile(r"(?<=[\u3400-\u9fff])[ \t\u3000“”\"'‘’·.|\-]+(?=[\u3400-\u9fff])")


def _has(text: str, word: str) -> bool:
    """Whether lower-cased ``text`` holds ``word``; a Latin word only at a word's start (lease is not in
    please; invoice is in invoices)."""
    low = word.lower()
    if not low[:1].isascii() or not low[:1].isalpha():
        return low in text
    return _word_start(low).search(text) is not None


@functools.cache
def _word_start(low: str) -> re.Pattern[str]:
    """``low`` where no letter stands right before it (one pattern per keyword, compiled once)."""
    return re.compile(r"(?<![a-z])" + re.escape(low))


def _joined(text: str) -> str:
    """``text`` lower-cased, in Simplified Chinese (發票 as 发票), without the spaces of letter-spaced
    Chinese (a title printed "收 款 收 据") and OCR's stray marks between Chinese characters."""
    return _SPACED_CJK.sub("", simplified(text.lower()))


def keyword_probabilities(text: str, title: str, cfg: FallbackSettings) -> dict[str, float]:
    """A probability for every type from keyword counts (title keywords weigh more); other has a floor."""
    low, low_title = _joined(text), _joined(title)
    scores: dict[str, float] = {}
    for doc_type, words in cfg.keywords.items():
        score = sum(cfg.title_weight if _has(low_title, w) else 1.0 for w in words if _has(low, w))
        scores[doc_type] = score**cfg.sharpness
    scores["other"] = cfg.other_score**cfg.sharpness
    return normalise(scores)


def _has_title_word(low: str, tokens: list[str], word: str, ratio: float) -> bool:
    if _has(low, word):
        return True
    parts = word.lower().split()
    if not all(p.isascii() and p.isalpha() for p in parts) or not any(len(p) >= 4 for p in parts):
        return False
    # Every word of it there, those of four letters or more as OCR may have misread them (UTILITY BILE):
    # about as long, a letter or so changed (RELEASE is not LEASE).
    return all(
        p in tokens
        or (len(p) >= 4 and any(abs(len(t) - len(p)) <= 1 and _similar(t, p) >= ratio for t in tokens))
        for p in parts
    )


def title_type(title: str, cfg: FallbackSettings) -> str | None:
    """The type with the most title words in the title line; None when no type's title word is there (or
    only a type's whose ``not_titles`` word is there too: PROFORMA INVOICE)."""
    low = _joined(title)
    excluded = {t for t, words in cfg.not_titles.items() if any(_has(low, w) for w in words)}
    for t in excluded:  # nor may its title word pass for a like-spelt one of another type (NOTICE)
        for w in cfg.titles.get(t, ()):
            low = low.replace(w.lower(), " ")
    tokens = re.findall(r"[a-z]+", low)
    hits = {
        t: sum(_has_title_word(low, tokens, w, cfg.title_word_ratio) for w in words)
        for t, words in cfg.titles.items()
        if t not in excluded
    }
    best = max(hits, key=hits.__getitem__)
    return best if hits[best] else None


def named_type(ev: PageEvidence, cfg: FallbackSettings) -> str | None:
    """The type the page names itself: a known type's title word in its title or name, else other when it
    names a document (``ev.name``) in no known type's words (报价单, MEMORANDUM); None when it names none."""
    return title_type(f"{ev.title} {ev.name}", cfg) or ("other" if ev.name else None)


def names_other(ev: PageEvidence, cfg: FallbackSettings) -> bool:
    """Whether the page names a document of none of the types (``named_type`` is other), or opens a letter
    under no known type's title (a letter mentioning invoices is a letter)."""
    named = named_type(ev, cfg)
    return named == "other" or (named is None and ev.letter)


def _similar(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio() if a and b else 0.0


def _top(probs: dict[str, float]) -> tuple[str, float]:
    best = max(probs, key=probs.__getitem__)
    return best, probs[best]


def best_hint(text: str, hints: Sequence[Hint], *, all_words: bool) -> Hint | None:
    """The most confident hint whose words are in ``text`` (all of them, or any one for file names)."""
    low = text.lower()
    found = [
        h for h in hints if (all if all_words else any)(_has(low, w) for w in h.words) and h.type in DOC_TYPES
    ]
    return max(found, key=lambda h: h.confidence, default=None)


def rule_starts(
    pages: Sequence[PageText], evidence: Sequence[PageEvidence], settings: PageStreamSettings
) -> tuple[list[float], list[bool]]:
    """A start probability per page from evidence alone (page 1: 1.0; blank pages: 0), and whether the
    programs are sure of it: the evidence decided it (page 1, page numbers, identifiers, the running
    header, a title) or the page's own keywords name a type with ``type_change_probability`` or more (a
    start where that type differs from the document's so far, a continuation where it is the same),
    rather than a guess (the page after a blank one, an untitled page with few keywords of any type).

    Where page numbers and identifiers leave it open: the same running header or an annex's opening line
    continues a document (an annex whose title names another known type starts one); a title line with a
    type's title word starts one, and so do a top line naming a document in no known type's words and a
    page whose own keywords name, with ``type_change_probability`` or more, a type other than that of the
    document so far (other, for a document naming itself so; the first page's title weighs in its
    keywords).
    """
    rules, cfg = settings.rules, settings.fallback
    starts: list[float] = []
    decided_by: list[bool] = []
    current: list[str] = []  # text of the document so far
    current_title = ""  # the title of its first page
    current_name = ""  # the document name its first page prints
    current_ids: set[str] = set()  # the identifier kinds its pages carry
    named_other = False  # whether it names itself in no known type's words
    for i, ev in enumerate(evidence):
        if ev.blank:
            # A blank page is a document of its own (a run of them is one), after any other document.
            starts.append(1.0 if i == 0 or not evidence[i - 1].blank else 0.0)
            decided_by.append(True)
            continue
        own_type, own_p = _top(keyword_probabilities(pages[i].text, ev.title, cfg))
        run = keyword_probabilities("\n".join(current), current_title, cfg) if current else {"": 0.0}
        run_type, _ = _top(run)
        if current and named_other:
            run_type = "other"
        prev = previous_content(evidence, i)
        decided = program_start(evidence, i, settings) if i else 1.0
        if (
            decided == rules.certain_continue
            and page_number_start(evidence, i, settings) is None
            and (
                named_type(ev, cfg) not in (None, run_type)
                or (ev.name and current_name and not _same_name(ev.name, current_name))
                or _titled_after_end(evidence, i, cfg)
            )
        ):
            # The number of the document before, quoted by one that names itself otherwise (another type, or
            # another name: a delivery note after a payment request), or by one under its own title after the
            # page that printed "page N of N" (a supplementary agreement).
            decided = None
        if decided == rules.certain_start and _after_cover(evidence, i, len(current), cfg, rules):
            decided = rules.cover_continue
        if decided is not None:
            pass
        elif any(k in ev.identifiers and k not in current_ids for k in rules.opening_identifiers):
            decided = rules.title_start
        elif own_type == run_type and _repeats_fields(
            current, pages[i].text, rules.repeated_fields.get(run_type), rules
        ):
            decided = rules.repeated_start
        elif ev.header and prev is not None and _similar(ev.header, prev.header) >= rules.same_header_ratio:
            decided = rules.same_header
        elif ev.annex and title_type(ev.title, cfg) in (None, run_type):
            # An annex continues its document, unless it is one of another known type (附件：身份证复印件).
            decided = rules.annex_continue
        elif ev.title and title_type(ev.title, cfg):
            decided = rules.title_start
        elif ev.name or ev.letter:
            decided = rules.named_start
        if decided is not None:
            start = decided
        elif (
            own_type not in ("other", run_type)
            and own_p >= rules.type_change_probability
            and not (named_other and ev.opens_in_sentence)
        ):
            # (A document that names itself, in no known type's words, goes on over a page that opens in the
            # middle of its sentence, though that page's signature block says 盖章 and 合同 as a contract's.)
            start = rules.type_change_start
        elif evidence[i - 1].blank:
            start = rules.after_blank
        else:
            start = rules.default_start
        starts.append(start)
        sure_keywords = own_type != "other" and own_p >= rules.type_change_probability
        decided_by.append(decided is not None or sure_keywords)
        if start >= settings.boundary_threshold or evidence[i - 1].blank:
            current, current_title, current_name = [], ev.title, ev.name
            named_other = names_other(ev, cfg)
            current_ids = set()
        current.append(pages[i].text)
        current_ids |= set(ev.identifiers)
    return starts, decided_by


def _same_name(a: str, b: str) -> bool:
    """Whether two pages print one document's name: equal, or one the other's start (a later page's running
    header adds the number: 采购合同（合同编号：HT-2024-001）)."""
    x, y = _joined(a).replace(" ", ""), _joined(b).replace(" ", "")
    return x.startswith(y) or y.startswith(x)


def _titled_after_end(evidence: Sequence[PageEvidence], i: int, cfg: FallbackSettings) -> bool:
    """Whether page ``i`` has a known type's title (no annex's) and the page before printed its document's
    last page number ("page 3 of 3")."""
    ev, prev = evidence[i], previous_content(evidence, i)
    if prev is None or prev.page_no is None or prev.page_no[0] != prev.page_no[1] or ev.annex:
        return False
    return bool(ev.title) and title_type(ev.title, cfg) is not None


def _after_cover(
    evidence: Sequence[PageEvidence], i: int, pages_so_far: int, cfg: FallbackSettings, rules: RuleSettings
) -> bool:
    """Whether page ``i`` prints "page 1 of N" right after the cover of its document: the document so far
    is one short page without a page number under a known type's title, and page ``i`` names no other
    type."""
    ev, prev = evidence[i], evidence[i - 1]
    if pages_so_far != 1 or prev.blank or prev.page_no is not None or prev.chars > rules.cover_max_chars:
        return False
    if ev.page_no is None or ev.page_no[0] != 1:
        return False
    cover_type = title_type(f"{prev.title} {prev.name}", cfg)
    return cover_type is not None and named_type(ev, cfg) in (None, cover_type)


def _repeats_fields(
    current: Sequence[str], text: str, labels: Sequence[str] | None, rules: RuleSettings
) -> bool:
    """Whether ``text`` holds again at least ``repeated_fields_min`` of ``labels`` that the document so far
    (``current``, its pages' text) already holds: another copy of the same form."""
    if not labels or not current:
        return False
    before, here = _joined("\n".join(current)), _joined(text)
    again = [label for label in labels if _has(here, label) and _has(before, label)]
    return len(again) >= rules.repeated_fields_min


def classify(
    text: str,
    title: str,
    filename: str,
    single_document: bool,
    cfg: FallbackSettings,
    text_hints: bool = True,
) -> tuple[dict[str, float], float, bool]:
    """(probabilities, provider confidence, whether a hint decided) for one document's text; without
    ``text_hints`` only a file name's hint may decide."""
    probs = keyword_probabilities(text, title, cfg)
    provider = max(probs.values())
    hints = [h for h in [best_hint(text, cfg.text_hints, all_words=True)] if h and text_hints]
    if single_document:
        hints += [h for h in [best_hint(filename, cfg.filename_hints, all_words=False)] if h]
    hint = max(hints, key=lambda h: h.confidence, default=None)
    if hint is None:
        return probs, provider, False
    short = len("".join(text.split())) < cfg.short_text_chars
    top, top_p = _top(probs)
    # "other" from keywords means no type's words were found: it is no confidence to defend.
    if short or hint.confidence > (0.0 if top == "other" else top_p):
        return one_hot(hint.type, hint.confidence), provider, True
    return probs, provider, False


def fallback_decisions(
    pages: Sequence[PageText], evidence: Sequence[PageEvidence], filename: str, settings: PageStreamSettings
) -> list[PageDecision]:
    """Page decisions for the whole stream without a model."""
    starts, _ = rule_starts(pages, evidence, settings)
    return decisions_for_starts(pages, evidence, filename, settings, starts)


def decisions_for_starts(
    pages: Sequence[PageText],
    evidence: Sequence[PageEvidence],
    filename: str,
    settings: PageStreamSettings,
    starts: Sequence[float],
) -> list[PageDecision]:
    """Page decisions for the documents ``starts`` make: each document classified as a whole."""
    threshold = settings.boundary_threshold
    # Documents: runs of content pages between starts; a blank page is its own run.
    runs: list[list[int]] = []
    for i, ev in enumerate(evidence):
        if ev.blank or not runs or starts[i] >= threshold or evidence[runs[-1][-1]].blank:
            runs.append([i])
        else:
            runs[-1].append(i)
    content_runs = [r for r in runs if not evidence[r[0]].blank]
    cfg = settings.fallback
    decisions: list[PageDecision] = []
    for run in runs:
        if evidence[run[0]].blank:
            i = run[0]
            probs = one_hot("other", 1.0)
            decisions.append(PageDecision(i + 1, probs, starts[i], 1.0, "blank"))
            continue
        text = "\n".join(pages[i].text for i in run)
        first, single = evidence[run[0]], len(content_runs) == 1
        # A document that names itself, in no known type's words (报价单, MEMORANDUM), is none of them,
        # whatever words it quotes (the minutes of a meeting between 甲方 and 乙方).
        named_other = names_other(first, settings.fallback)
        probs, provider, hinted = classify(
            text,
            f"{first.title} {first.name}",
            filename,
            single,
            settings.fallback,
            text_hints=not named_other,
        )
        if not hinted and named_other:
            probs, provider = one_hot("other", settings.rules.named_start), settings.rules.named_start
        elif not hinted and _top(probs)[0] == "other" and (by_id := _identified_type(run, evidence, cfg)):
            probs, provider = one_hot(by_id, cfg.identifier_confidence), cfg.identifier_confidence
        elif not hinted and provider < cfg.other_below:
            probs = one_hot("other", provider)  # no type's words stand out: a cover listing several
        for i in run:
            source = "hint" if hinted else "rules"
            decisions.append(PageDecision(i + 1, dict(probs), starts[i], provider, source))
    return decisions


def _identified_type(
    run: Sequence[int], evidence: Sequence[PageEvidence], cfg: FallbackSettings
) -> str | None:
    """The type ``identifier_types`` gives the first identifier of those kinds on the pages of ``run``."""
    kinds = (kind for i in run for kind in evidence[i].identifiers if kind in cfg.identifier_types)
    return next((cfg.identifier_types[kind] for kind in kinds), None)


def program_decided(
    pages: Sequence[PageText], evidence: Sequence[PageEvidence], filename: str, settings: PageStreamSettings
) -> tuple[list[PageDecision], set[int]]:
    """The rule decision of every page, and the page numbers the programs decide on their own: content
    pages whose start the programs are sure of (``rule_starts``) and whose document the keywords (or a
    hint) classify with at least ``program_decides_probability``."""
    starts, sure_starts = rule_starts(pages, evidence, settings)
    decisions = decisions_for_starts(pages, evidence, filename, settings, starts)
    decided = {
        d.page
        for d, ev, sure in zip(decisions, evidence, sure_starts, strict=True)
        if sure and not ev.blank and d.probability >= settings.program_decides_probability
    }
    return decisions, decided
