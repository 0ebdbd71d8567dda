"""Self-check: every gold value must be printed, in some accepted form, on its gold page."""

from __future__ import annotations

import datetime as dt
import re

from texts import id_check_char, printed_amount_forms, printed_date_forms

AMOUNT_FIELDS = ("totalAmount", "taxAmount", "contractAmount")
DATE_FIELDS = ("date", "signDate", "birthDate")
CN_NUMERAL = "零壹贰叁肆伍陆柒捌玖拾佰仟万亿"
_SPACE = re.compile(r"\s+")


class GoldError(RuntimeError):
    pass


def normalise(text: str) -> str:
    return _SPACE.sub("", text.replace("\u00ad", "-")).lower()


def value_patterns(field: str, value: str, weak: bool = False) -> list[re.Pattern]:
    """Regexes for the printed forms of a gold value, with digit boundaries for numbers and dates.

    For amounts the strong forms carry decimals or are Chinese capitals; weak forms are bare integers.
    """
    if field in AMOUNT_FIELDS:
        units, cents = value.split(".")
        forms = printed_amount_forms(int(units) * 100 + int(cents))
        forms = [f for f in forms if ("." not in f and f[0] not in CN_NUMERAL) == weak]
        patterns = []
        for form in forms:
            if form[0] in CN_NUMERAL:
                patterns.append(rf"(?<![{CN_NUMERAL}]){re.escape(form)}")
            else:
                patterns.append(rf"(?<![\d.,]){re.escape(form.lower())}(?![\d]|[.,]\d)")
        return [re.compile(p) for p in patterns]
    if field in DATE_FIELDS:
        forms = printed_date_forms(dt.date.fromisoformat(value))
        return [re.compile(rf"(?<!\d){re.escape(normalise(f))}(?!\d)") for f in forms]
    return [re.compile(re.escape(normalise(value)))]


def first_page(field: str, value: str, page_texts: list[str]) -> int | None:
    """Index of the first page text that holds the value, or None.

    Each page is searched twice: line by line (so number boundaries between separate strings hold) and with
    all line breaks removed (so values wrapped over two lines are found).
    """
    for weak in (False, True):
        patterns = value_patterns(field, value, weak)
        for index, text in enumerate(page_texts):
            by_line = "|".join(normalise(line) for line in text.splitlines())
            flat = normalise(text)
            if any(p.search(by_line) or p.search(flat) for p in patterns):
                return index
        if field not in AMOUNT_FIELDS:
            break
    return None


def check_id_fields(fields: dict[str, str]) -> None:
    number = fields["idNumber"]
    if len(number) != 18 or id_check_char(number[:17]) != number[17]:
        raise GoldError(f"bad ID check character: {number}")
    if number[6:14] != fields["birthDate"].replace("-", ""):
        raise GoldError(f"ID birth date mismatch: {number} vs {fields['birthDate']}")
    if (int(number[16]) % 2 == 1) != (fields["sex"] == "男"):
        raise GoldError(f"ID sex digit mismatch: {number} vs {fields['sex']}")


def check_segments(segments: list[dict], pages: int) -> None:
    expected = 1
    for seg in segments:
        if seg["start_page"] != expected or seg["end_page"] < seg["start_page"]:
            raise GoldError(f"segments do not tile the stream at page {expected}")
        if seg["doc_type"] not in ("invoice", "contract", "id_card", "other"):
            raise GoldError(f"bad doc_type {seg['doc_type']}")
        expected = seg["end_page"] + 1
    if expected != pages + 1:
        raise GoldError(f"segments end at {expected - 1}, stream has {pages} pages")
