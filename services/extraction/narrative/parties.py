"""The parties of a record and the figures each owns.

A table of two-party records (a seller and a buyer, a pledgor and a pledgee) names each party in a
column of its own ("受让方名称", "buyer name") and gives each party figures of its own ("受让方受让后持股
数", "buyer's holding after"). A record states a party's figures after naming it ("X持有公司股份N股，占
总股本的P%；Y持有…"; "X holds N shares; Y holds ..."): a sentence or clause that names one party and not
the other speaks of that party.

Public API::

    roles = party_roles(fields)                 # {"受让方": "ReceiverName", "出让方": "TransferorName"}
    role = column_party(meaning, roles)         # "受让方" for "受让方受让后持股数，单位：股"
    segments(record) -> list[str]               # the record's sentences and clauses, in order
    view = party_view(record, party, others)    # the record without the clauses only others speak of
    owner = segment_owner(segment, names)       # the one party a clause names, else None
    misplaced(values, meanings, record, writes) # [(party, other parties, its figures written elsewhere)]
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from services.extraction.narrative.normalize import target_kind

# A column that holds a party's name: its meaning's leading words end in a word for a name.
_NAME_WORD = re.compile(r"^(?P<role>.+?)(?:的)?\s*(?:名称|姓名|全称|名字|'s\s+name|\s+name)$", re.I)
_BRACKETED = re.compile(r"[（(][^）)]*[）)]")
_LEAD_END = re.compile(r"[，,。；;：:]")
# Where a record's sentences and clauses end.
_SEGMENT_END = re.compile(r"(?<=[；;。\n])|(?<=[.!?]\s)")


def _lead(meaning: str) -> str:
    """A meaning's leading words without its bracketed asides: "出让方名称" of "出让方（转让方）名称"."""
    return _LEAD_END.split(_BRACKETED.sub("", meaning), maxsplit=1)[0].strip()


def is_figure(meaning: str) -> bool:
    """A column of figures (an amount, a count, a ratio), not of words or dates."""
    return target_kind(meaning) not in ("text", "date")


def party_roles(fields: dict[str, str]) -> dict[str, str]:
    """Each party's role word and the column of its name, when the fields name at least two parties
    and some figure's meaning begins with one of the role words; else none."""
    roles: dict[str, str] = {}
    for column, meaning in fields.items():
        m = _NAME_WORD.match(_lead(meaning))
        role = m.group("role").strip().lower() if m else ""
        if len(role) >= 2 and role not in roles:
            roles[role] = column
    if len(roles) < 2:
        return {}
    owned = any(
        is_figure(meaning) and column_party(meaning, roles) is not None for meaning in fields.values()
    )
    return roles if owned else {}


def column_party(meaning: str, roles: dict[str, str]) -> str | None:
    """The role whose word a column's meaning begins with (the longest such), or None."""
    lead = _lead(meaning).lower()
    found = [r for r in roles if lead.startswith(r)]
    return max(found, key=len) if found else None


def segments(record: str) -> list[str]:
    """The record's sentences and clauses (split after 。；; and a sentence's end), in order, whole."""
    return [s for s in _SEGMENT_END.split(record) if s and s.strip()]


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


def named(segment: str, names: list[str]) -> set[str]:
    """The names a segment writes, a name inside a longer one that it writes not counted."""
    text = _norm(segment)
    found = set()
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        key = _norm(name)
        if key in text:
            found.add(name)
            text = text.replace(key, "\0")
    return found


def segment_owner(segment: str, names: list[str]) -> str | None:
    """The one party a segment names, or None when it names none or several."""
    found = named(segment, names)
    return found.pop() if len(found) == 1 else None


def party_view(record: str, party: str, others: list[str]) -> str:
    """The record's segments but those that name only other parties: what the record says of ``party``
    and of the record as a whole. A left-out segment's opening clause before the first name is kept
    when it holds no figure ("本次转让前，", "After the transfer,"): it says when the next one speaks."""
    kept = []
    for seg in segments(record):
        found = named(seg, [party, *others])
        if not found or party in found:
            kept.append(seg)
            continue
        places = [seg.find(n) for n in found if n in seg]
        lead = seg[: min(places)] if places else ""
        cut = max(lead.rfind("，"), lead.rfind(","))
        if cut >= 0 and not re.search(r"\d", lead[: cut + 1]):
            kept.append(lead[: cut + 1])
    return "".join(kept).strip()


def misplaced(
    values: dict[str, str | None], meanings: dict[str, str], record: str, writes: Callable[[str, str], bool]
) -> list[tuple[str, list[str], list[str]]]:
    """The figures given to a party that the record writes only where it speaks of another party:
    (the party's name, the other parties' names, its columns). ``writes(value, segment)`` says whether
    a segment writes a value."""
    roles = party_roles(meanings)
    names = {role: values.get(column) for role, column in roles.items()}
    parties = sorted({n for n in names.values() if n})
    if len(parties) < 2:
        return []
    wrong: dict[str, list[str]] = {}
    for column, meaning in meanings.items():
        role = column_party(meaning, roles)
        value = values.get(column)
        party = names.get(role) if role else None
        if not party or not value or not is_figure(meaning):
            continue
        owners = {segment_owner(seg, parties) for seg in segments(record) if writes(value, seg)}
        if owners and None not in owners and party not in owners:
            wrong.setdefault(party, []).append(column)
    return [(party, [p for p in parties if p != party], columns) for party, columns in wrong.items()]
