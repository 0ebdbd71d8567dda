"""Value renderers shared by the narrative_blind6 task modules.

Every renderer is exact: the typed value can always be recovered from the text it produces
(self_test() checks the Chinese-numeral ones by parsing them back).
"""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal

LOWER = "零一二三四五六七八九"
UPPER = "零壹贰叁肆伍陆柒捌玖"
SMALL_LOWER = ["", "十", "百", "千"]
SMALL_UPPER = ["", "拾", "佰", "仟"]
BIG = ["", "万", "亿"]


def _section(n: int, digits: str, units: list[str]) -> str:
    out = ""
    zero = False
    for power in (3, 2, 1, 0):
        d = n // 10**power % 10
        if d == 0:
            if out:
                zero = True
            continue
        if zero:
            out += digits[0]
            zero = False
        out += digits[d] + units[power]
    return out


def cn_int(n: int, upper: bool = False) -> str:
    """Integer to Chinese numerals (lower 一二三 or capital 壹贰叁), 0 <= n < 10**12."""
    if not 0 <= n < 10**12:
        raise ValueError(n)
    digits = UPPER if upper else LOWER
    units = SMALL_UPPER if upper else SMALL_LOWER
    if n == 0:
        return digits[0]
    groups = []
    while n:
        groups.append(n % 10000)
        n //= 10000
    out = ""
    need_zero = False
    for idx in range(len(groups) - 1, -1, -1):
        g = groups[idx]
        if g == 0:
            if out:
                need_zero = True
            continue
        if out and (need_zero or g < 1000):
            out += digits[0]
        out += _section(g, digits, units) + BIG[idx]
        need_zero = False
    if not upper and out.startswith("一十"):
        out = out[1:]
    return out


def cn_to_int(text: str) -> int:
    """Parse what cn_int produces (used by the self test only)."""
    digit = {c: i for i, c in enumerate(LOWER)} | {c: i for i, c in enumerate(UPPER)}
    small = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
    total = section = num = 0
    for ch in text:
        if ch in digit:
            num = digit[ch]
        elif ch in small:
            section += (num or 1) * small[ch]
            num = 0
        elif ch == "万":
            total += (section + num) * 10000
            section = num = 0
        elif ch == "亿":
            total = (total + section + num) * 10**8
            section = num = 0
        else:
            raise ValueError(ch)
    return total + section + num


def cn_decimal(value: Decimal | str) -> str:
    """3.5 -> 三点五 ; 12.05 -> 十二点零五."""
    text = str(Decimal(str(value)))
    whole, _, frac = text.partition(".")
    out = cn_int(int(whole))
    if frac:
        out += "点" + "".join(LOWER[int(c)] for c in frac)
    return out


def cn_money(yuan: Decimal | int | str) -> str:
    """Capital-numeral amount: 壹佰贰拾叁万肆仟伍佰元整 / ...元柒角壹分."""
    value = Decimal(str(yuan))
    fen_total = int((value * 100).to_integral_value())
    whole, rest = divmod(fen_total, 100)
    jiao, fen = divmod(rest, 10)
    out = cn_int(whole, upper=True) + "元"
    if not rest:
        return out + "整"
    if jiao:
        out += UPPER[jiao] + "角"
    elif fen:
        out += "零"
    if fen:
        out += UPPER[fen] + "分"
    return out


def fmt_num(value: Decimal | str | float | int, places: int | None = None, sep: bool = True) -> str:
    d = Decimal(str(value))
    if places is not None:
        d = d.quantize(Decimal(1).scaleb(-places))
    text = f"{d:,f}" if sep else f"{d:f}"
    if places is None and "." in text:
        text = text.rstrip("0").rstrip(".")
    return text


def money_wan(wan: Decimal | str | float, style: str) -> str:
    """Render an amount given in 万元. Styles: wan, wan_plain, yuan, yi, cap."""
    w = Decimal(str(wan))
    yuan = w * 10000
    if style == "wan":
        return fmt_num(w, 2) + "万元"
    if style == "wan_plain":
        return fmt_num(w, None, sep=False) + "万元"
    if style == "yuan":
        places = 0 if yuan == yuan.to_integral_value() else 2
        return fmt_num(yuan, places) + "元"
    if style == "yi":
        return fmt_num(w / 10000, None, sep=False) + "亿元"
    if style == "cap":
        return "人民币" + cn_money(yuan)
    raise ValueError(style)


def money_yuan(yuan: Decimal | str | float, style: str) -> str:
    """Render an amount given in 元. Styles: yuan, yuan_plain, wan, cap."""
    y = Decimal(str(yuan))
    if style == "yuan":
        return fmt_num(y, 2) + "元"
    if style == "yuan_plain":
        return fmt_num(y, 2, sep=False) + "元"
    if style == "wan":
        return fmt_num(y / 10000, None, sep=False) + "万元"
    if style == "cap":
        return "人民币" + cn_money(y)
    raise ValueError(style)


def pct(value: Decimal | str | float, style: str) -> str:
    """Percent: 'pct' 3.5% ; 'pct2' 3.50% ; 'cn' 百分之三点五."""
    d = Decimal(str(value))
    if style == "pct":
        return fmt_num(d, None, sep=False) + "%"
    if style == "pct2":
        return fmt_num(d, 2, sep=False) + "%"
    if style == "cn":
        return "百分之" + cn_decimal(d.normalize() if d != d.to_integral_value() else int(d))
    raise ValueError(style)


def shares(n: int, style: str, unit: str = "股") -> str:
    """Share/option counts: 'sep' 1,234,500股 ; 'wan' 123.45万股 ; 'cn' 一百二十三万四千五百股."""
    if style == "sep":
        return f"{n:,}{unit}"
    if style == "plain":
        return f"{n}{unit}"
    if style == "wan":
        return fmt_num(Decimal(n) / 10000, None, sep=True) + "万" + unit
    if style == "cn":
        return cn_int(n) + unit
    raise ValueError(style)


def to_date(iso: str) -> dt.date:
    return dt.date.fromisoformat(iso)


def date_plus(iso: str, days: int) -> str:
    return (to_date(iso) + dt.timedelta(days=days)).isoformat()


def date_text(iso: str, style: str) -> str:
    """Styles: iso 2024-03-05 ; cn 2024年3月5日 ; dot 2024.3.5 ; slash 2024/03/05 ;
    upper 二〇二四年三月五日."""
    d = to_date(iso)
    if style == "iso":
        return d.isoformat()
    if style == "cn":
        return f"{d.year}年{d.month}月{d.day}日"
    if style == "dot":
        return f"{d.year}.{d.month}.{d.day}"
    if style == "slash":
        return f"{d.year}/{d.month:02d}/{d.day:02d}"
    if style == "upper":
        year = "".join("〇一二三四五六七八九"[int(c)] for c in str(d.year))
        return f"{year}年{cn_int(d.month)}月{cn_int(d.day)}日"
    raise ValueError(style)


class Styler:
    """Deterministic style picker: cycles through a shuffled list so every style appears."""

    def __init__(self, seed: str) -> None:
        self.rng = random.Random(seed)
        self.queues: dict[tuple[str, ...], list[str]] = {}

    def pick(self, *options: str) -> str:
        queue = self.queues.setdefault(options, [])
        if not queue:
            queue.extend(options)
            self.rng.shuffle(queue)
        return queue.pop()

    def chance(self, p: float) -> bool:
        return self.rng.random() < p


def self_test() -> None:
    samples = [0, 7, 10, 15, 20, 101, 1001, 1010, 10000, 10001, 100100, 1000000, 1005000, 12345678]
    samples += [100000000, 100005000, 120000000, 102030405, 999999999999]
    rng = random.Random(6)
    samples += [rng.randrange(1, 10**11) for _ in range(2000)]
    for n in samples:
        for upper in (False, True):
            text = cn_int(n, upper)
            if cn_to_int(text) != n:
                raise AssertionError(f"cn_int round trip failed: {n} -> {text}")
    checks = {
        cn_int(10000): "一万",
        cn_int(100005000): "一亿零五千",
        cn_int(1005000, True): "壹佰万伍仟",
        cn_money("452876.71"): "肆拾伍万贰仟捌佰柒拾陆元柒角壹分",
        cn_money("1200.05"): "壹仟贰佰元零伍分",
        cn_money(30000000): "叁仟万元整",
        pct("3.5", "cn"): "百分之三点五",
        pct("12", "cn"): "百分之十二",
        pct("0.46", "cn"): "百分之零点四六",
        date_text("2024-12-25", "upper"): "二〇二四年十二月二十五日",
        money_wan("12345.6", "yi"): "1.23456亿元",
        money_wan("3000", "yuan"): "30,000,000元",
        shares(7212000, "wan"): "721.2万股",
    }
    for got, want in checks.items():
        if got != want:
            raise AssertionError(f"{got!r} != {want!r}")


class Doc:
    """One prose document = one logical table (named after the file stem)."""

    def __init__(
        self,
        name: str,
        columns: list[tuple[str, str]],
        rows: list[tuple],
        text: str | None = None,
        pdf: tuple[str, str, list[tuple[str, str]]] | None = None,
    ) -> None:
        self.name = name
        self.columns = columns
        self.rows = rows
        self.text = text
        self.pdf = pdf
        for row in rows:
            if len(row) != len(columns):
                raise AssertionError(f"{name}: row width {len(row)} != {len(columns)}")

    @property
    def table(self) -> str:
        return self.name.rsplit("/", 1)[-1].rsplit(".", 1)[0]


def parse_rows(block: str) -> list[list[str]]:
    """Compact data blocks: one record a line, fields separated by '|' (a line ending in '|' continues)."""
    rows = []
    pending = ""
    for line in block.strip().splitlines():
        line = pending + line.strip()
        pending = ""
        if line.endswith("|"):
            pending = line
            continue
        if line and not line.startswith("#"):
            rows.append([cell.strip() for cell in line.split("|")])
    return rows
