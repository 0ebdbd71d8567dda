"""Values sentences state without a label: right after a phrase, wherever it stands ("This Agreement is made
on May 1, 2024", "本合同于2024年5月1日签订"), or an amount written both in words and in figures."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

from services.extraction.fields.rows import next_line
from services.extraction.fields.shapes import CJK, amounts

# At most this many characters between a phrase's end and its value ("made on the 12th day of …").
_GAP = 6


def after_phrases(
    phrases: Sequence[re.Pattern[str]],
    lines: Sequence[tuple[int, str]],
    read: Callable[[str], tuple[str, str] | None],
) -> Iterator[tuple[str, str, int, str]]:
    """(value, text read, index of the line, the line) for each value ``read`` finds right after one of
    ``phrases``, on the phrase's line or, where the phrase ends it, at the start of the next line."""
    for rx in phrases:
        for i, (_, line) in enumerate(lines):
            for m in rx.finditer(line):
                rest = line[m.end() :]
                if not rest.strip() and (below := next_line(lines, i)) is not None:
                    rest = below
                got = read(rest)
                if got is not None and 0 <= _compact(rest).find(_compact(got[1])) <= _GAP:
                    yield got[0], got[1], i, line.strip()


def _compact(text: str) -> str:
    return re.sub(r"\s+", "", text)


def stated_twice(lines: Sequence[tuple[int, str]]) -> tuple[str, str, int, str] | None:
    """(value, figure, index of the line, the line) of the first amount a line writes both in words and in
    figures ("人民币壹拾肆万贰仟元整（小写：¥142,000.00）")."""
    for i, (_, line) in enumerate(lines):
        found = list(amounts(line, need_currency=False))
        in_words = {value for value, raw in found if re.search(rf"[{CJK}]", raw)}
        figure = next((f for f in found if f[0] in in_words and re.search(r"\d", f[1])), None)
        if figure is not None:
            return figure[0], figure[1], i, line.strip()
    return None
