"""Helpers shared by the stream builders: dates, made-up residents, bank account numbers."""

import datetime

from kit_values import id_number

dt = datetime.date


def person(st, name, sex, eth, birth, region, addr, auth, issued, order):
    """A made-up resident with a GB 11643-valid number and a validity period that fits the age at issue."""
    idn = id_number(region, birth, order, sex == "男", st.rng)
    age = issued.year - birth.year - ((issued.month, issued.day) < (birth.month, birth.day))
    years = 5 if age < 16 else 10 if age <= 25 else 20 if age <= 45 else None
    valid_to = issued.replace(year=issued.year + years) if years else None
    return dict(
        name=name,
        sex=sex,
        eth=eth,
        birth=birth,
        addr=addr,
        idn=idn,
        auth=auth,
        valid_from=issued,
        valid_to=valid_to,
    )


def bank_acct(st, n=19):
    return "".join(str(st.rng.randint(0, 9)) for _ in range(n))
