"""What a task's knowledge file says about one document: its fields, its table's name, its record count.

A knowledge file describes a document under a title that names it (a Markdown heading, a line in bold,
or a line that names the document's file). The fields follow in one of the layouts people write:

- a Markdown table whose header says which cells hold the name, the type and the meaning;
- list or definition lines: ``- `name` (TEXT): meaning``, ``**name** — meaning``, ``name：meaning``,
  ``- 中文说明（name）：more``;
- prose that names each field in backticks or brackets: "`name`（TEXT）表示…；`other`表示…" or
  "每条记录包含公告日期（announce_date）、证券简称（company）…".

Public API::

    knowledge_fields(knowledge, stem) -> dict[str, str]    # lower-cased name -> meaning (type kept)
    knowledge_table(knowledge, stem) -> str | None          # the table name the title gives
    knowledge_record_count(knowledge, stem) -> int          # records the knowledge states (0: none)
"""

from __future__ import annotations

import re

NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
# Header words of a knowledge table's columns: the field's name, its type, its meaning.
_HEADER_ROLES = {
    "name": re.compile(r"列名|字段|名称|^name$|column|field|identifier|^key$"),
    "type": re.compile(r"类型|^type$|data\s*type"),
    "meaning": re.compile(r"含义|说明|描述|释义|定义|meaning|description|definition|notes?$"),
}
# Type words written beside a field's name; never a field's name themselves.
_TYPE_WORD = re.compile(
    r"(?:text|real|integer|int|bigint|date|datetime|timestamp|varchar(?:\(\d+\))?|char|string|str|"
    r"number|numeric|float|double|decimal(?:\(\d+,\s*\d+\))?|bool|boolean|文本|字符串?|数值|数字|整数|"
    r"小数|浮点数?|日期|时间|布尔)",
    re.I,
)
_MARKER = r"(?:[-*+•·]\s*|\d{1,2}[.)、]\s*|[（(]\d{1,2}[)）]\s*)"
_SEPARATOR = r"(?:[:：|=]|——|—|–|->|\s-\s)"
# ``- `name` (TEXT): meaning``, ``**name** — meaning``, ``name：meaning``.
_NAMED_LINE = re.compile(
    rf"^\s*(?P<marker>{_MARKER})?(?P<open>\*\*`?|`\*\*|`)?(?P<name>[A-Za-z][A-Za-z0-9_]*)(?P<close>`?\*\*|`)?"
    rf"\s*(?:[（(](?P<kind>[^()（）]{{1,30}})[)）])?\s*{_SEPARATOR}\s*(?P<meaning>\S.*?)\s*$"
)
# ``- 公告日期（announce_date）：more``, ``- 公告日期 `announce_date```.
_LABELLED_LINE = re.compile(
    rf"^\s*{_MARKER}(?P<label>[^\s`(（:：|][^`(（:：|]{{0,40}}?)\s*"
    rf"(?:[（(]\s*`?(?P<pname>[A-Za-z][A-Za-z0-9_]*)`?(?:\s*[,，/、;；]\s*(?P<pkind>[^()（）]{{1,30}}))?\s*[)）]"
    rf"|`(?P<qname>[A-Za-z][A-Za-z0-9_]*)`)\s*(?:{_SEPARATOR}\s*)?(?P<rest>.*?)\s*$"
)
# A field named in prose: in backticks, or in brackets right after its label.
_PROSE_NAME = re.compile(
    r"`([A-Za-z][A-Za-z0-9_]*)`|[（(]\s*([A-Za-z][A-Za-z0-9_]*)\s*(?:[,，/、]\s*[^()（）]{1,20})?[)）]"
)
_KIND_AFTER = re.compile(r"^\s*[（(]\s*([^()（）]{1,30})\s*[)）]")
_LEADING_WORDS = re.compile(r"^[\s,，、:：;；。]*(?:表示|代表|即|为|是|指)?[\s:：]*")
_TRAILING_WORDS = re.compile(r"[\s,，、;；。]*(?:以及|和|及|与|或)?[\s,，、;；。]*$")
_FILE = re.compile(
    r"([A-Za-z0-9][A-Za-z0-9_\-]*)\.(?:md|markdown|txt|text|pdf|docx?|html?|csv|json|xlsx?)\b", re.I
)


def _table_cells(line: str) -> list[str] | None:
    body = line.strip()
    if not (body.startswith("|") and body.endswith("|")) or len(body) < 3:
        return None
    return [c.strip().strip("`*").strip() for c in body[1:-1].split("|")]


def _names(text: str, stem: str) -> bool:
    """Whether ``text`` names the document ``stem`` as a whole word (not inside another name)."""
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(stem)}(?![A-Za-z0-9_])", text, re.I) is not None


def _title(line: str) -> str | None:
    """The text of a line that opens a part of the knowledge: a heading, a line wholly in bold, or a short
    line that names a document's file and ends with a colon or nothing after the name."""
    text = line.strip()
    if text.startswith("#"):
        return text.lstrip("#").strip()
    if re.fullmatch(r"\*\*[^*]+\*\*[:：]?", text):
        return text.strip("*:： ")
    if len(text) <= 80 and _FILE.search(text) and re.search(r"[:：]$|\.\w+`?\)?$", text):
        return text
    return None


def _section(knowledge: str, stem: str) -> list[str]:
    """The lines under every title that names ``stem``, up to the next title (its own included first)."""
    lines: list[str] = []
    inside = False
    for line in knowledge.split("\n"):
        title = _title(line)
        if title is not None:
            inside = _names(title, stem)
        if inside:
            lines.append(line)
    return lines


def _header_roles(cells: list[str]) -> dict[str, int]:
    """Which cell of a Markdown table's header holds the field's name, its type and its meaning."""
    roles: dict[str, int] = {}
    for i, cell in enumerate(cells):
        low = cell.lower()
        for role, pattern in _HEADER_ROLES.items():
            if role not in roles and pattern.search(low):
                roles[role] = i
                break
    return roles


def _table_fields(rows: list[list[str]], fields: dict[str, str]) -> None:
    """The fields of one Markdown table: a header (the row above the ``|---|`` row) says which cells
    hold the name, the type and the meaning; without one, the first cell that reads as a name and the
    last cell. A stated type is kept after the meaning: ``公告日期 (DATE)``."""
    rule = [all(re.fullmatch(r":?-{2,}:?", c) for c in row if c) for row in rows]
    roles = _header_roles(rows[0]) if len(rows) > 1 and rule[1] else {}
    body = [row for k, row in enumerate(rows) if not rule[k] and not (roles and k == 0)]
    for cells in body:
        at = roles.get("name")
        names = [c for c in cells if NAME.fullmatch(c)] if at is None else cells[at : at + 1]
        if not names or not NAME.fullmatch(names[0]) or _TYPE_WORD.fullmatch(names[0]):
            continue
        meaning = cells[roles["meaning"]] if roles.get("meaning", len(cells)) < len(cells) else cells[-1]
        kind = cells[roles["type"]] if roles.get("type", len(cells)) < len(cells) else ""
        if "meaning" in roles:
            # Cells beyond the name, type and meaning (a unit, the values it takes, a form) add to it.
            named = {roles.get("name", cells.index(names[0])), *roles.values()}
            for extra in (c for i, c in enumerate(cells) if i not in named and c and c != meaning):
                meaning = _with_detail(meaning, extra)
        if meaning and meaning != names[0]:
            fields.setdefault(names[0].lower(), _typed(meaning, kind))


# A unit a knowledge table's cell states alone ("万元", "元/股", "小数").
_UNIT_CELL = re.compile(
    r"[千万亿]?(?:元|股|美元|港元)(?:/股)?|平方米|亩|年|月|天|日|个|家|倍|%|％|小数|比例|ratio|percent", re.I
)


def _with_detail(meaning: str, cell: str) -> str:
    """``meaning`` with one more cell of its row: a unit as "，单位：万元", a list of values as "，取值：A/B",
    anything else ("6位代码", "YYYY-MM-DD") after a comma."""
    parts = [p.strip() for p in re.split(r"[/／、]", cell)]
    if _UNIT_CELL.fullmatch(cell.strip()):
        return f"{meaning}，单位：{cell}"
    if len(parts) >= 2 and all(len(p) >= 2 for p in parts):
        return f"{meaning}，取值：{cell}"
    return f"{meaning}，{cell}"


def _typed(meaning: str, kind: str | None) -> str:
    kind = (kind or "").strip()
    return f"{meaning} ({kind})" if kind else meaning


def _line_field(line: str) -> tuple[str, str] | None:
    """The field one list or definition line states, as (name, meaning with its type)."""
    m = _NAMED_LINE.match(line)
    if m and _fieldlike(m["name"]):
        marked = m["marker"] or m["open"] or m["close"] or m["kind"] or "_" in m["name"]
        if marked and (m["open"] or "").strip("*") == (m["close"] or "").strip("*"):
            return m["name"], _typed(m["meaning"], m["kind"])
    m = _LABELLED_LINE.match(line)
    if m:
        name = m["pname"] or m["qname"]
        if _fieldlike(name):
            kind = m["pkind"]
            rest = m["rest"]
            k = _KIND_AFTER.match(rest)
            if k and _TYPE_WORD.fullmatch(k.group(1).strip()):
                kind, rest = k.group(1), rest[k.end() :]
            meaning = m["label"].strip(" *`") + (
                f"，{rest.strip(' ，,:：')}" if rest.strip(" ，,:：") else ""
            )
            return name, _typed(meaning, kind)
    return None


def _fieldlike(name: str) -> bool:
    """A name that can be a field's: not a type word, and not all capitals ("ISO", "TEXT")."""
    return not _TYPE_WORD.fullmatch(name) and (name != name.upper() or "_" in name)


_LABEL_BREAK = re.compile(r"[,，、;；:：。]|包含|包括|含有|依次为|分别为|以及|和|及")


def _prose_fields(text: str, others: set[str]) -> dict[str, str]:
    """Fields one paragraph names one after another. A name in backticks is followed by its meaning (up to
    the next name); a name in brackets follows its label, and what it says after the brackets, up to the
    next field's label, adds to it."""
    found = [
        m
        for m in _PROSE_NAME.finditer(text)
        if (m[1] or m[2]).lower() not in others and _fieldlike(m[1] or m[2])
    ]
    fields: dict[str, str] = {}
    for k, m in enumerate(found):
        name = m[1] or m[2]
        end = found[k + 1].start() if k + 1 < len(found) else len(text)
        after = text[m.end() : end]
        kind = _KIND_AFTER.match(after)
        if kind and _TYPE_WORD.fullmatch(kind.group(1)):
            after = after[kind.end() :]
        else:
            kind = None  # brackets of another kind ("（含税）") belong to the meaning
        if m[1]:
            meaning = _TRAILING_WORDS.sub("", _LEADING_WORDS.sub("", after))
        else:
            start = found[k - 1].end() if k else 0
            label = _LABEL_BREAK.split(text[start : m.start()])[-1].strip(" `*")
            if k + 1 < len(found) and not found[k + 1][1]:
                # The next field's label ends what is said here.
                after = after[: len(after) - len(_LABEL_BREAK.split(after)[-1])]
            rest = _TRAILING_WORDS.sub("", _LEADING_WORDS.sub("", after))
            meaning = f"{label}，{rest}" if label and rest else label or rest
        if meaning:
            fields.setdefault(name.lower(), _typed(meaning, kind.group(1) if kind else None))
    return fields


def knowledge_fields(knowledge: str, stem: str) -> dict[str, str]:
    """The fields the knowledge lists for ``stem`` (lower-cased names -> meaning, a stated type after it):
    table rows, then list lines, then, where neither names any, the fields its prose names."""
    section = _section(knowledge, stem)
    fields: dict[str, str] = {}
    table: list[list[str]] = []
    prose: list[str] = []  # paragraphs, each of which may name the fields one after another
    for line in [*section[1:], ""]:
        if _title(line) is not None:
            continue
        cells = _table_cells(line)
        if cells is not None:
            table.append(cells)
            continue
        if table:
            _table_fields(table, fields)
            table = []
        named = _line_field(line)
        if named:
            fields.setdefault(named[0].lower(), named[1])
        elif line.strip():
            prose.append(line.strip())
    if fields or not prose:
        return fields
    # Names of documents and tables (a file's stem, a name on any title) are no fields.
    others = {stem.lower()} | {f.lower() for f in _FILE.findall(knowledge)}
    for line in knowledge.split("\n"):
        if _title(line) is not None:
            others |= {q.lower() for q in re.findall(r"`([^`]+)`", line)}
    for line in prose:
        named = _prose_fields(line, others)
        if len(named) >= 2:
            for name, meaning in named.items():
                fields.setdefault(name, meaning)
    return fields


def knowledge_table(knowledge: str, stem: str) -> str | None:
    """The table name a knowledge title gives the document ``stem`` ("## 表 `LC_Transfer`（文档
    `doc/transfers.md`）"): a name in backticks on the title that names the document, else one written
    with an underscore or inner capitals; never a file name or the stem itself. None when no title does."""
    for line in knowledge.split("\n"):
        text = _title(line)
        if text is None or not _names(text, stem):
            continue
        quoted = [q for q in re.findall(r"`([^`]+)`", text) if NAME.fullmatch(q)]
        written = [
            w for w in NAME.findall(re.sub(r"`[^`]*`", " ", text)) if "_" in w or re.search(r"[a-z][A-Z]", w)
        ]
        for name in [*quoted, *written]:
            if name.lower() != stem.lower() and 2 < len(name) <= 64:
                return name
        return None
    return None


# How many records the knowledge says a document holds: "14 条记录", "共14条", "records: 14", "14 records".
_RECORD_COUNT = re.compile(
    r"(?:共\s*)?(\d{1,4})\s*(?:条|笔|项|则)\s*(?:记录|公告)?|(\d{1,4})\s+records?\b|records?\s*[:：]\s*(\d{1,4})",
    re.I,
)


def knowledge_record_count(knowledge: str, stem: str) -> int:
    """The number of records the knowledge states for ``stem``, on its title or in the lines under it
    before the first field; 0 when it states none."""
    for line in _section(knowledge, stem):
        if _line_field(line) or _table_cells(line) is not None:
            return 0
        bare = re.sub(r"`[^`]*`", "", line)
        before = bare if _title(line) is not None else _PROSE_NAME.split(bare, maxsplit=1)[0]
        m = _RECORD_COUNT.search(before)
        if m:
            return int(next(g for g in m.groups() if g))
        if _title(line) is None and _PROSE_NAME.search(line):
            return 0
    return 0
