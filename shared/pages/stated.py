"""Whether a number answer is one the text it was drawn from states, so that a figure the model worked
out or guessed (a margin divided from two other figures, a count made up) is not given as the report's.

Public API::

    if not stated(answer, context_text): ...   # the answer is no figure of the text

A figure of the text states a value when it equals it within the tolerance answers are scored with
(1%), as written or in any scale a report writes figures in (thousands, millions, billions, 万, 亿), so
406,100,000 is stated by "$406.1 million" and 96,348,000 by a row "96,348" of a table in thousands. The
sign is not compared (a report writes a loss in parentheses). A value written only in words ("twelve")
is not found.
"""

from __future__ import annotations

import math
import re

# A figure as a report writes it: thousands separated by commas, or a plain run of digits, with decimals.
_FIGURE = re.compile(r"(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d])")
_SCALES = (1, 10**3, 10**4, 10**6, 10**8, 10**9)
TOLERANCE = 0.01


def _figures(text: str) -> set[float]:
    """The distinct figures of ``text`` (absolute values, as written)."""
    return {float(m.group(0).replace(",", "")) for m in _FIGURE.finditer(text)}


def stated(value: float, text: str) -> bool:
    """Whether ``text`` states ``value`` (see the module doc)."""
    if not math.isfinite(value):
        return False
    target = abs(value)
    for figure in _figures(text):
        for scale in _SCALES:
            if math.isclose(figure * scale, target, rel_tol=TOLERANCE):
                return True
    return False
