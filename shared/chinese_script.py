"""Traditional and Simplified Chinese read alike: documents from Hong Kong and Taiwan print 發票號碼 and
協議編號 where the mainland prints 发票号码 and 协议编号.

Public API::

    simplified("服務協議 協議編號")  # "服务协议 协议编号": for matching words, not for values
    script_class("号")  # "[号號]": a regex class matching a character in either script (same length)

Conversion is OpenCC's (opencc-purepy); ``simplified`` may change a phrase's length, so text whose
positions matter is matched with ``script_class`` instead.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from opencc_purepy import OpenCC


@cache
def _converter(config: str) -> OpenCC:
    return OpenCC(config)


@lru_cache(maxsize=4096)
def simplified(text: str) -> str:
    """``text`` with Traditional characters and phrases written in Simplified."""
    if not re.search(r"[\u3400-\u9fff]", text):
        return text
    return _converter("t2s").convert(text)


@lru_cache(maxsize=4096)
def script_class(char: str) -> str:
    """A regex matching ``char`` and its other script's form: "[号號]"; the escaped character alone where
    it has one form."""
    forms = dict.fromkeys([char, _converter("s2t").convert(char), _converter("t2s").convert(char)])
    forms = {f: None for f in forms if len(f) == 1}
    return re.escape(char) if len(forms) == 1 else "[" + "".join(re.escape(f) for f in forms) + "]"
