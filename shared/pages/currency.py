"""Whether a page states figures in the currency a question asks for.

Public API::

    other = other_currency(question, page_text)   # "GBP" when the page states only pounds, else ""

Currencies are told apart by family, as pages write them: a dollar sign stands for US, Australian,
Canadian or Hong Kong dollars alike, so a question in any dollar is not told apart from a page in
another; a question in dollars about a page that writes only pounds is.
"""

from __future__ import annotations

import re

# family -> (how a question names it, how a page writes it)
_FAMILIES: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {
    "USD": (
        re.compile(r"\b(?:USD|AUD|CAD|HKD|SGD|NZD)\b|\$|\bdollars?\b|美元|澳元|港元|加元", re.IGNORECASE),
        re.compile(r"\$|\b(?:USD|AUD|CAD|HKD|SGD|NZD)\b|\bdollars?\b|美元|澳元|港元|加元", re.IGNORECASE),
    ),
    "GBP": (
        re.compile(r"\bGBP\b|£|\bpounds? sterling\b|\bsterling\b|英镑", re.IGNORECASE),
        re.compile(r"£|\bGBP\b|\bsterling\b|\bpence\b|英镑", re.IGNORECASE),
    ),
    "EUR": (
        re.compile(r"\bEUR\b|€|\beuros?\b|欧元", re.IGNORECASE),
        re.compile(r"€|\bEUR\b|\beuros?\b|欧元", re.IGNORECASE),
    ),
    "CNY": (
        re.compile(r"\b(?:CNY|RMB)\b|人民币|\byuan\b", re.IGNORECASE),
        re.compile(r"\b(?:CNY|RMB)\b|人民币|\byuan\b|¥|￥|(?<![美澳港加欧日])元", re.IGNORECASE),
    ),
    "JPY": (
        re.compile(r"\bJPY\b|\byen\b|日元", re.IGNORECASE),
        re.compile(r"\bJPY\b|\byen\b|日元|円|¥", re.IGNORECASE),
    ),
}


def asked_currency(question: str) -> str:
    """The currency family the question names, "" when it names none or several."""
    named = [family for family, (asked, _) in _FAMILIES.items() if asked.search(question)]
    return named[0] if len(named) == 1 else ""


def other_currency(question: str, text: str) -> str:
    """The currency family ``text`` writes its figures in when the question asks for another one and the
    text never writes that one; "" otherwise (no currency asked, the asked one written, or none)."""
    asked = asked_currency(question)
    if not asked or _FAMILIES[asked][1].search(text):
        return ""
    return next((family for family, (_, written) in _FAMILIES.items() if written.search(text)), "")
