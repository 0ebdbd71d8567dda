"""Chinese resident ID numbers (GB 11643) in text as OCR leaves it: 17 digits and a check character.

Public API::

    id_checksum_ok("11010519491231002X")  # True: the ISO 7064 MOD 11-2 check character is right
    list(id_candidates("公民身份号码 1101 0519 4912 3100 2x"))
    # [("11010519491231002X", "11010519491231002x", True)]: (number, as read, valid)

A number is valid when its check character is right and the birth date it holds (digits 7-14) is a real
day between 1900 and today; spaces OCR put between its digits are closed first.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator

_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CHECK = "10X98765432"
_CANDIDATE = re.compile(r"(?<![0-9A-Za-z])([0-9]{17}[0-9Xx])(?![0-9A-Za-z])")


def id_checksum_ok(number: str) -> bool:
    """Whether an 18-character resident ID number has the right GB 11643 check character."""
    if not re.fullmatch(r"[0-9]{17}[0-9X]", number):
        return False
    total = sum(int(d) * w for d, w in zip(number[:17], _WEIGHTS, strict=True))
    return _CHECK[total % 11] == number[17]


def birth_ok(number: str) -> bool:
    """Whether the birth date an ID number holds is a real day from 1900 to today."""
    try:
        born = dt.date(int(number[6:10]), int(number[10:12]), int(number[12:14]))
    except ValueError:
        return False
    return dt.date(1900, 1, 1) <= born <= dt.date.today()


def id_candidates(text: str) -> Iterator[tuple[str, str, bool]]:
    """(number, text it was read from, valid) for every 18-character run of digits in ``text``: as
    printed (a number beside another: 288058 3301…), then with the spaces OCR put inside numbers closed
    (1101 0519 4912 3100 2x); each number once."""
    joined = re.sub(r"(?<=\d)[ \t]+(?=[\dXx])", "", text)
    seen: set[str] = set()
    for m in (*_CANDIDATE.finditer(text), *_CANDIDATE.finditer(joined)):
        number = m.group(1).upper()
        if number not in seen:
            seen.add(number)
            yield number, m.group(1), id_checksum_ok(number) and birth_ok(number)
