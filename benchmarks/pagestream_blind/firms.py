"""People and firms: the per-stream Ctx (names, dates, companies, individuals), id numbers, items."""

from __future__ import annotations

import random
from datetime import date, timedelta
from decimal import Decimal

from common import (
    BANKS,
    FEMALE,
    GOODS,
    INDUSTRY,
    MALE,
    REGIONS,
    SERVICES,
    STREETS,
    SURNAMES,
    USC,
    ZIHAO,
    dec,
    pool,
)


# ----------------------------------------------------------------------------------------- people and firms
class Ctx:
    """Per-stream random source and the names already used in that stream."""

    def __init__(self, seed):
        self.r, self.used = random.Random(seed), set()

    def fresh(self, make):
        while True:
            v = make()
            if v[0] not in self.used:
                self.used.add(v[0])
                return v

    def date(self, y0=2023, y1=2024):
        return date(y0, 1, 1) + timedelta(days=self.r.randrange((date(y1, 12, 31) - date(y0, 1, 1)).days))

    def person(self, sex=None):
        given = MALE if (sex or self.r.choice("男女")) == "男" else FEMALE
        return self.fresh(lambda: (self.r.choice(SURNAMES) + self.r.choice(given),))[0]

    def digits(self, n):
        return "".join(str(self.r.randint(0, 9)) for _ in range(n))

    def address(self, reg, rural=False):
        r = self.r
        if rural:
            town, village = r.choice(pool("towns")), r.choice(pool("villages"))
            return f"{reg[1]}{town}镇{village}村{r.randint(1, 12)}组{r.randint(1, 80)}号"
        unit = f"{r.randint(1, 30)}幢{r.randint(1, 4)}单元{r.randint(101, 2602)}室"
        tail = r.choice(["", unit, f"{r.randint(101, 1808)}室"])
        return f"{reg[1]}{r.choice(STREETS)}{r.randint(1, 999)}号{tail}"

    def company(self, kind=None, inds=None):
        r = self.r

        def make():
            reg, z, ind, x = r.choice(REGIONS), r.choice(ZIHAO), r.choice(inds or INDUSTRY), r.random()
            if kind:
                return f"{reg[3]}{z}{kind}", reg
            if x < 0.55:
                return f"{reg[3]}{z}{ind}有限公司", reg
            if x < 0.72:
                return f"{z}（{reg[3]}）{ind}有限公司", reg
            if x < 0.9:
                return f"{reg[4]}{z}{ind}股份有限公司", reg
            return f"{reg[5]}{z}{r.choice(['工业技术', '环境科学', '智能制造'])}研究院", reg

        name, reg = self.fresh(make)
        usc = "91" + reg[0] + "MA" + "".join(r.choice(USC) for _ in range(7))
        usc += USC[-sum(USC.index(ch) * pow(3, i, 31) for i, ch in enumerate(usc)) % 31]  # GB 32100 check
        tel = f"{reg[6]}-{self.digits(7 if len(reg[6]) == 4 else 8).replace('0', '5', 1)}"
        bank = f"{r.choice(BANKS)}{reg[3]}{r.choice(['高新', '城东', '营业部', '科技'])}支行"
        info = dict(
            name=name, reg=reg, addr=self.address(reg), tax=usc, rep=self.person(), tel=tel, bank=bank
        )
        return info | {"acct": self.digits(19)}

    def individual(self):
        r, reg, sex = self.r, self.r.choice(REGIONS), self.r.choice("男女")
        birth = date(r.randint(1965, 1998), r.randint(1, 12), r.randint(1, 28))
        idn, tel = id_number(r, reg[0], birth, sex), f"1{r.choice('35789')}{self.digits(9)}"
        return dict(name=self.person(sex), person=True, addr=self.address(reg), tax=idn, tel=tel)


def id_number(r, code, birth, sex):
    """18-character resident id: area, birth date, sequence (odd for men), GB 11643 MOD 11-2 check."""
    body = f"{code}{birth:%Y%m%d}{r.randrange(0, 500) * 2 + (1 if sex == '男' else 0):03d}"
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    return body + "10X98765432"[sum(int(ch) * w for ch, w in zip(body, weights, strict=True)) % 11]


def items(r, n=None, pool_=None):
    pool_ = pool_ or (GOODS if r.random() < 0.6 else SERVICES)
    out = []
    for name, spec, unit, lo, hi, rate in r.sample(pool_, n or r.randint(1, 3)):
        qty = r.randint(1, 40) if pool_ is GOODS else r.choice([1, 1, 1, 2, 3, 12])
        if r.random() < 0.4:  # unit price back-computed from a round tax-inclusive price: long decimals
            price = Decimal(r.randrange(lo, hi) // 10 * 10) / (1 + Decimal(rate) / 100)
            price = price.quantize(Decimal("1E-6"))
        else:
            price = dec(r.uniform(lo, hi))
        amount = dec(price * qty)
        tax = dec(amount * rate / 100)
        out.append([name, spec, unit, qty, format(price.normalize(), "f"), amount, f"{rate}%", tax])
    return out, sum(i[5] for i in out), sum(i[7] for i in out)
