"""Whether a page states figures in the currency a question asks for.

Public API::

    other = other_currency(question, page_text)   # "GBP" when the page states only pounds, else ""

Currencies are told apart by family, as pages write them: a dollar sign stands for US, Australian,
Canadian or Hong Kong dollars alike, so a question in any dollar is not told apart from a page in
another; a question in dollars about a page that writes only pounds is.
"""

from __future__ import annotations

import re

# How a question or a page names each currency family.
_NAMES = {
    "USD": r"\$|\b(?:USD|AUD|CAD|HKD|SGD|NZD)\b|\bdollars?\b|美元|澳元|港元|加元",
    "GBP": r"£|\bGBP\b|\bsterling\b|英镑",
    "EUR": r"€|\bEUR\b|\beuros?\b|欧元",
    "CNY": r"\b(?:CNY|RMB)\b|人民币|\byuan\b",
    "JPY": r"\bJPY\b|\byen\b|日元",
}
# Signs a page writes figures with beyond those names.
_SIGNS = {"GBP": r"\bpence\b", "CNY": r"¥|￥|(?<![美澳港加欧日])元", "JPY": r"円|¥"}
_ASKED = {family: re.compile(names, re.IGNORECASE) for family, names in _NAMES.items()}
_WRITTEN = {
    family: re.compile("|".join(filter(None, (names, _SIGNS.get(family)))), re.IGNORECASE)
    for family, names in _NAMES.items()
}


def asked_currency(question: str) -> str:
    """The currency family the question names, "" when it names none or several."""
    named = [family for family, asked in _ASKED.items() if asked.search(question)]
    return named[0] if len(named) == 1 else ""


def other_currency(question: str, text: str) -> str:
    """The currency family ``text`` writes its figures in when the question asks for another one and the
    text never writes that one; "" otherwise (no currency asked, the asked one written, or none)."""
    asked = asked_currency(question)
    if not asked or _WRITTEN[asked].search(text):
        return ""
    return next((family for family, written in _WRITTEN.items() if written.search(text)), "")
