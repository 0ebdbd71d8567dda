"""Identifiers read back from OCR: a task's table and column names found in text that OCR damaged.

Public API::

    IdentifierSnapper(["order_status", "txn_amt_cny"]).find("| txn amt cny | 5000 |")
    # [Snap(start=2, end=13, raw="txn amt cny", identifier="txn_amt_cny")]
    IdentifierSnapper(names).rewrite(text) -> (text with each snap written "name (read as 'raw')", snaps)

A reading is compared with the known names after folding what OCR confuses: case, the separators between
a name's parts (``_``, ``.``, ``-`` or a space read for one another, or dropped), ``0``/``o``,
``1``/``l``/``i``, ``5``/``s`` and ``rn``/``m``. Only damage that cannot be an ordinary word is snapped: a
name of several parts (``order_status``, ``CustomerOrders``, ``sales.region_code``, ``销售额_2023``) read with
its parts spaced, joined, recased or with confused glyphs; a one-part name (``amount``, ``交易金额``) only
where it is read in pieces or a digit stands for a letter (``am0unt``), never a plain word that happens to
be a name. Names shorter than three
characters are matched only as written. A reading that folds to two different names is left as read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_TOKEN = re.compile(r"[0-9A-Za-z\u3400-\u9fff]+")
# What may stand between two parts of one name as OCR read it: a separator, a space, or both.
_GAP = re.compile(r"^(?: ?[_.\-] ?| )$")
_CAMEL = re.compile(r"[a-z0-9][A-Z]|[A-Z][A-Z][a-z]")
_MAX_PARTS = 6
_MIN_FOLDED = 3


def _fold(text: str) -> str:
    """The letters OCR may confuse, folded to one: lower case, no separators, 0->o, 1/i->l, 5->s, rn->m."""
    s = re.sub(r"[\s_.\-]", "", text.lower())
    return s.translate(str.maketrans("01i5", "olls")).replace("rn", "m")


def _parts(name: str) -> int:
    """How many parts a name has: split at separators, case humps and letter/digit edges."""
    pieces = [p for p in re.split(r"[_.\-\s]+", name) if p]
    humps = sum(len(_CAMEL.findall(p)) for p in pieces)
    edges = sum(len(re.findall(r"[A-Za-z\u3400-\u9fff]\d|\d[A-Za-z\u3400-\u9fff]", p)) for p in pieces)
    return len(pieces) + humps + edges


@dataclass(frozen=True)
class Snap:
    start: int
    end: int
    raw: str
    identifier: str


class IdentifierSnapper:
    def __init__(self, names: Iterable[str]) -> None:
        self.names = sorted({n for n in names if n and n.strip()})
        by_key: dict[str, set[str]] = {}
        for name in self.names:
            by_key.setdefault(_fold(name), set()).add(name)
        # A folded reading that two names share says nothing about which one was meant.
        self._by_key = {k: next(iter(v)) for k, v in by_key.items() if len(v) == 1 and len(k) >= _MIN_FOLDED}
        self._exact = set(self.names)

    def _snaps_to(self, raw: str, tokens: int, name: str) -> bool:
        if raw == name:
            return False
        if len(name) < _MIN_FOLDED:
            return False
        if _parts(name) > 1:
            return True
        # A one-part name: read in pieces ("交易 金额") or with a digit for a letter ("am0unt"), not a word.
        return tokens > 1 or (bool(re.search(r"[015]", raw)) and not re.search(r"\d", name))

    def find(self, text: str) -> list[Snap]:
        """The damaged readings of known names in ``text``, left to right, longest first, not overlapping."""
        if not self._by_key:
            return []
        tokens = list(_TOKEN.finditer(text))
        found: list[Snap] = []
        i = 0
        while i < len(tokens):
            match = None
            for j in range(min(len(tokens), i + _MAX_PARTS) - 1, i - 1, -1):
                gaps = [text[tokens[k].end() : tokens[k + 1].start()] for k in range(i, j)]
                if not all(_GAP.match(g) for g in gaps):
                    continue
                start, end = tokens[i].start(), tokens[j].end()
                raw = text[start:end]
                if raw in self._exact:
                    match = (j, None)
                    break
                name = self._by_key.get(_fold(raw))
                if name is not None:
                    match = (j, Snap(start, end, raw, name) if self._snaps_to(raw, j - i + 1, name) else None)
                    break
            if match is None:
                i += 1
                continue
            j, snap = match
            if snap is not None:
                found.append(snap)
            i = j + 1
        return found

    def rewrite(self, text: str) -> tuple[str, list[Snap]]:
        """``text`` with each damaged reading replaced by its name, the reading kept beside it."""
        snaps = self.find(text)
        out, at = [], 0
        for s in snaps:
            out.append(text[at : s.start])
            out.append(f"{s.identifier} (read as '{s.raw}')")
            at = s.end
        out.append(text[at:])
        return "".join(out), snaps
