"""Names of the parties to a document (seller and buyer, 甲方 and 乙方): what one looks like, and where it
is printed when its label heads a block rather than the value's own line.

``party_name(text)`` is the party name ``text`` starts with, or None: an organisation (a name ending in
the word for what it is: 公司, 研究院, 银行, Inc, Ltd...), a person (a Chinese surname and one to three
characters, or capitalised Latin words), without what is printed after it on the same line (a seal
remark, "（以下简称甲方）", a clause). A sentence is no name: "甲方应于…向乙方支付…" is not read as 甲方's
name.

``read_blocks(specs, lines)`` reads fields whose label heads a block: the VAT invoice's 购买方 and 销售方
boxes, each with its own 名称, or an electronic invoice's 购买方信息 and 销售方信息 side by side, whose
名称 lines follow in the same order. A block's name label is taken for the blocks whose heads came last,
in their order; before any head is read, for the blocks in their ``block_rank`` order (the buyer's box
comes first on Chinese invoices). ``placed_name`` is a party's name so placed, or by the short name a
contract gives it; ``letterhead`` the organisation heading a document.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from services.extraction.fields.settings import FieldSpec
from shared.chinese_script import script_class, simplified

_CJK = r"\u3400-\u9fff\uf900-\ufaff"
# The kinds of organisation a Chinese name ends with (the longer first where one ends another).
_ORG_END = re.compile(
    r"(?:有限责任公司|股份有限公司|有限公司|分公司|公司|集团|研究院|研究所|研究中心|设计院|大学|学院|学校|"
    r"中学|小学|幼儿园|医院|卫生院|中心|银行|支行|分行|信用社|合作社|事务所|委员会|协会|学会|基金会|政府|办公室|"
    r"办公厅|管理局|局|厅|委|部|处|署|站|馆|院|所|厂|店|商行|行|社|台|队|园|场|工作室|个体工商户|企业|"
    r"合伙\)|合伙）)$"
)
_LATIN_ORG = re.compile(
    r"\b(?:Inc|Incorporated|Ltd|Limited|LLC|L\.L\.C|PLLC|LLP|L\.?P|DAC|Sdn|Co|Corp|Corporation|Company|GmbH|"
    r"AG|plc|PLC|S\.?A|Pte|Bhd|B\.?V|N\.?V|Pty|Group|Holdings|University|College|Institute|Bank|Hospital|Agency|Authority|"
    r"Council|Department|Ministry|Association|Foundation|Partners)\.?$",
    re.IGNORECASE,
)
# The most common Chinese surnames (compound ones first).
_SURNAMES_2 = ("欧阳", "司马", "上官", "诸葛", "东方", "皇甫", "尉迟", "公孙", "慕容", "令狐", "长孙", "宇文")
_SURNAMES = set(
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任"
    "沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔"
    "向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌"
    "毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦"
    "麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩"
    "明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权"
)
# What may follow a name on its line: a seal or signature remark, the short name the document uses.
# A branch or outlet in brackets after an organisation's name, part of it: （湖滨店）, (Singapore Branch).
_BRANCH = re.compile(r"\s*[（(]([^（()）:：]{1,20})[)）]$")


def _without_branch(text: str) -> str:
    """``text`` without the branch in brackets it ends with; a role in brackets ((the Seller), （甲方）,
    （出租人）) is none and stays."""
    m = _BRANCH.search(text)
    if m is None or _ROLE.match(m.group(1)) or re.search(r"(?:方|人)$|^the\s", m.group(1), re.IGNORECASE):
        return text
    return text[: m.start()]


# A registration number in brackets is one too: "(ABN 37 615 209 884)", "(Company No. 201912345K)".
_REMARK = re.compile(
    r"\s*[（(][^（()）]*(?:章|签|印|简称|下称|seal|sign|stamp|hereinafter|chop|(?:\d[\s-]?){5})[^（()）]*[)）].*$",
    re.IGNORECASE,
)
_STAMP_NOTE = re.compile(r"^\s*[(（]?\s*(?:盖\s?章|签\s?章|签\s?字|章|印)\s*[)）]\s*(?=\S)")
# (NFKC makes a Chinese comma ASCII: one before Chinese text is a sentence's too.)
_SENTENCE = re.compile(rf"[，。；！？!?;]|[,.]\s+[a-z]|,\s*[{_CJK}]")
_CUT = re.compile(r"[，,；;。]|\s{2,}|\t")


def _cjk_person(text: str) -> bool:
    if not re.fullmatch(rf"[{_CJK}·]{{2,5}}", text):
        return False
    if text[:2] in _SURNAMES_2:
        return len(text) in (3, 4)
    return text[0] in _SURNAMES and len(text) <= 4


_NOT_NAME_WORD = re.compile(
    r"\b(?:account|bank|branch|number|date|total|amount|address|tel|phone|fax|e-?mail|invoice|page|due"
    r"|balance)\b",
    re.IGNORECASE,
)


def _latin_name(text: str) -> bool:
    words = text.split()
    if not (1 <= len(words) <= 10) or not re.fullmatch(r"[A-Z][A-Za-z0-9&.,'’()\- ]*", text):
        return False
    if _LATIN_ORG.search(_without_branch(text)):
        return True
    capitalised = sum(w[:1].isupper() for w in words if len(w) > 2)
    # A person: two to four capitalised words (one word alone is a heading: "Invoice"), none of them a
    # word of a form's labels ("HSBC Account", "Due Date").
    return (
        2 <= len(words) <= 4
        and capitalised >= max(1, len([w for w in words if len(w) > 2]))
        and not _NOT_NAME_WORD.search(text)
    )


def _latin_prefix(text: str) -> str | None:
    """A Latin organisation name run on into more words ("Atlas Components plc Description Qty"): up to
    its first organisation word and those right after it ("Co., Ltd.")."""
    words = text.split()
    ends = [i for i, w in enumerate(words) if _LATIN_ORG.fullmatch(w.strip(","))]
    if not ends or ends[0] == 0:
        return None
    last = ends[0]
    while last + 1 in ends and words[last + 1][:1].isupper():  # (Co., Ltd.; not Ltd, incorporated in …)
        last += 1
    name = " ".join(words[: last + 1]).rstrip(",")
    return name if _latin_name(name) else None


def trim_value(text: str) -> str:
    """``text`` without the punctuation and quotes around it; a closing dot stays where it ends a company
    form's abbreviation ("Co., Ltd.")."""
    marks = " .:：;；,，、。|\"'“”‘’"
    trimmed = text.strip(marks)
    kept = text.rstrip(marks.replace(".", "")).endswith(".") and _LATIN_ORG.search(trimmed + ".")
    return trimmed + "." if kept else trimmed


def is_organisation(text: str) -> bool:
    """Whether ``text`` is a whole organisation's name (not a person's, not a label and its value)."""
    text = simplified(text)
    if not looks_like_party(text) or re.search(r"[:：]", text):
        return False
    if re.search(rf"[{_CJK}]", text):
        return (org := _ORG_END.search(text)) is not None and org.start() > 0
    return _LATIN_ORG.search(text) is not None


# A contract's word for a party's role, which names no one: THE SELLER, the Buyer, Party A.
_ROLE = re.compile(
    r"(?:the\s+)?(?:seller|buyer|vendor|purchaser|supplier|customer|client|lessor|lessee|licensor|licensee"
    r"|contractor|provider|party\s+[ab12])s?\W*$",
    re.IGNORECASE,
)


def looks_like_party(text: str) -> bool:
    """Whether ``text`` is a whole party name: an organisation's or a person's (in either script)."""
    text = simplified(text)
    if not text or len(text) > 60 or _SENTENCE.search(text) or re.search(r"合同|协议|\|", text):
        return False
    if re.search(rf"[{_CJK}]", text):
        org = _ORG_END.search(_without_branch(text))
        return (org is not None and org.start() > 0) or _cjk_person(text)
    return _latin_name(text) and not _ROLE.match(text)


def party_name(text: str) -> str | None:
    """The party name ``text`` begins with, without remarks after it; None when it begins with none."""
    text = trim_value(unicodedata.normalize("NFKC", text))
    text = _STAMP_NOTE.sub("", text)  # a label's stamp note before it, its bracket cut: "章 ) 某某有限公司"
    text = re.split(r"\s*\|\s*|\s+[—–]+\s+", text, maxsplit=1)[0]  # a table's next cell (or column)
    text = _REMARK.sub("", text).strip()
    text = re.sub(r"(?<=\s)Lid(?=\.?$)", "Ltd", text)  # OCR reads a company's Ltd as Lid
    if looks_like_party(text):
        return text
    latin = _latin_prefix(text)
    if latin is not None:
        return latin
    head = _CUT.split(text, maxsplit=1)[0].strip()
    head = _REMARK.sub("", head).strip()
    if head != text and looks_like_party(head):
        return head
    # A Chinese organisation name run on into more words: up to the last organisation word that leaves
    # the rest unlike a name's continuation (what follows is a verb or a remark, not more of the name).
    for m in reversed(list(re.finditer(_ORG_END.pattern[:-1], head))):
        prefix = head[: m.end()]
        if len(m.group(0)) < 2:
            continue  # 场, 部, 所 also end words that are not names
        if looks_like_party(prefix) and not re.match(rf"[{_CJK}]{{0,3}}(?:公司|分行|支行)", head[m.end() :]):
            return prefix
    return None


# -- blocks -------------------------------------------------------------------------------------------------


def _occurrences(words: Sequence[str], line: str) -> list[tuple[int, int]]:
    """(start, end) of each of ``words`` in ``line`` (spaces allowed between characters), not inside a
    longer word of Chinese characters before it."""
    spans: list[tuple[int, int]] = []
    for word in words:
        chars = [c for c in word if not c.isspace()]
        pattern = r"\s?".join(script_class(c) for c in chars)
        for m in re.finditer(pattern, line, re.IGNORECASE):
            before = line[m.start() - 1] if m.start() else ""
            if before and re.match(rf"[{_CJK}A-Za-z]", before):
                continue
            if not any(s < m.end() and m.start() < e for s, e in spans):
                spans.append((m.start(), m.end()))
    return sorted(spans)


def join_vertical(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Runs of lines that hold one Chinese character each (a label printed top to bottom) as one line."""
    out: list[tuple[int, str]] = []
    run: list[tuple[int, str]] = []
    for page, line in [*lines, (-1, "")]:
        if page >= 0 and re.fullmatch(rf"\s*[{_CJK}]\s*", line) and (not run or run[-1][0] == page):
            run.append((page, line.strip()))
            continue
        if len(run) >= 2:
            out.append((run[0][0], "".join(c for _, c in run)))
        else:
            out += run
        run = []
        if page >= 0:
            out.append((page, line))
    return out


def split_names(text: str) -> list[str]:
    """Organisation names run together ("甲有限公司乙有限公司") apart, after each company-form ending that
    a branch (北京分行, 上海分公司) does not continue."""
    out, last = [], 0
    for m in re.finditer(r"(?:股份有限公司|有限责任公司|有限公司)", text):
        rest = text[m.end() :]
        branch = re.match(rf"[{_CJK}]{{0,3}}(?:分公司|分行|支行|公司)", rest)
        if not branch and re.match(rf"[{_CJK}]{{2}}", rest):
            out.append(text[last : m.end()])
            last = m.end()
    if out:
        return [*out, text[last:]]
    # Else after another organisation's ending (a school, a hospital) where both halves are names.
    for m in re.finditer(_ORG_END.pattern[:-1], text):
        rest = text[m.end() :]
        branch = re.fullmatch(rf"[{_CJK}]{{0,6}}分(?:局|公司|行|院|所|校|部)", rest)  # 市公安局 | 西湖区分局
        if (
            len(m.group(0)) >= 2
            and looks_like_party(text[: m.end()])
            and is_organisation(rest)
            and not branch
        ):
            return [text[: m.end()], rest]
    return [text]


# What may stand between a name label and its value: a note on the label (（盖章）, (seal)), a colon.
_LABEL_TAIL = re.compile(r"^\s*(?:[（(][^（()）]{1,8}[)）])?\s*[:：]?\s*")


def _heads_down_the_margin(
    specs: Sequence[FieldSpec], lines: Sequence[tuple[int, str]]
) -> list[tuple[int, str]]:
    """``lines`` with a block head printed top to bottom in a box's margin, one character opening each of
    its lines (购名称：… / 买纳税人识别号 / 方 | 地址电话), put whole before its first line's text."""
    heads = {h for s in specs for h in s.block_heads if len(h) >= 3 and re.fullmatch(rf"[{_CJK}]+", h)}
    out = [(page, line.lstrip()) for page, line in lines]
    for i in range(len(out)):
        for head in heads:
            rows = out[i : i + len(head)]
            if (
                len(rows) == len(head)
                and all(p == rows[0][0] and len(t) > 1 for p, t in rows)
                and "".join(t[0] for _, t in rows) == head
            ):
                out[i] = (rows[0][0], f"{head} {rows[0][1][1:]}")
                for j in range(1, len(head)):
                    out[i + j] = (rows[j][0], rows[j][1][1:])
                break
    return out


def read_blocks(
    specs: Sequence[FieldSpec], lines: Sequence[tuple[int, str]]
) -> dict[str, tuple[str, int, str]]:
    """{field: (name, page, line)} for the fields whose block heads and name labels place a party name."""
    specs = [s for s in specs if s.block_heads and s.block_labels]
    found: dict[str, tuple[str, int, str]] = {}
    # Before any block's head is read (a head printed top to bottom in a box's margin, lost in the
    # text): the blocks in the order such documents print them.
    ranked = sorted((s for s in specs if s.block_rank), key=lambda s: s.block_rank)
    waiting = list(ranked)
    rows = _heads_down_the_margin(specs, lines)
    above = tuple({label for spec in specs for label in spec.block_above})
    for i, (page, line) in enumerate(rows):
        heads = sorted(
            ((start, spec) for spec in specs for start, _ in _occurrences(spec.block_heads, line)[:1]),
            key=lambda h: h[0],
        )
        if heads:
            # The blocks headed here, then those ranked after them not read yet (a scan whose next head
            # ran into the box's lines below its name).
            waiting = [spec for _, spec in heads]
            last = max(s.block_rank for s in waiting)
            waiting += [s for s in ranked if s.block_rank > last and s.name not in found and s not in waiting]
        labels = sorted({span for spec in specs for span in _occurrences(spec.block_labels, line)})
        if waiting and not labels and (name := _name_above_label(rows, i, above)) is not None:
            spec = waiting.pop(0)
            if spec.name not in found:
                found[spec.name] = (name, page, line.strip())
            continue
        if not waiting or not labels:
            continue
        ends = [start for start, _ in labels[1:]] + [len(line)]
        values = [_LABEL_TAIL.sub("", line[end:stop]) for (_, end), stop in zip(labels, ends, strict=True)]
        cells = [c for c in re.split(r"\s*\|\s*", values[-1]) if c.strip()]
        names = len(cells) > 1 and all(party_name(c) for c in cells[: len(waiting)])
        if len(values) == 1 and len(cells) > 1 and (re.match(r"\s*\|", line[labels[0][1] :]) or names):
            # A table row: the label's cell (its value's cell beside it, or the first value in it), then
            # one cell per block; a row of other things is passed.
            if not names:
                continue
            values = cells
        elif len(values) == 1 and len(waiting) > 1 and len(glued := split_names(values[0])) > 1:
            values = glued  # a scan's row without its cell borders: names run together
        for value in values:
            if not waiting:
                break
            spec = waiting.pop(0)
            name = party_name(value)
            if name is not None and spec.name not in found:
                found[spec.name] = (name, page, line.strip())
    return found


def _name_above_label(rows: Sequence[tuple[int, str]], i: int, labels: Sequence[str]) -> str | None:
    """The organisation named on row ``i`` (after its last colon, in its first cell) when the next row on
    the page opens with one of ``labels``: the name line of a block whose name label OCR garbled."""
    if not labels or i + 1 >= len(rows) or rows[i + 1][0] != rows[i][0]:
        return None
    below = simplified(re.sub(r"\s+", "", rows[i + 1][1]))
    if not any(re.match(rf"[^:：]{{0,2}}{re.escape(label)}", below) for label in labels):
        return None
    cell = re.split(r"\s*\|\s*", re.split(r"[:：]", rows[i][1])[-1].strip())[0]
    name = party_name(cell)
    return name if name is not None and is_organisation(name) else None


# What a contract calls a party after naming it: （以下简称“甲方”）, (hereinafter "Party A"), (hereinafter
# called "the Landlord"), (hereinafter referred to as the "Lender", which expression shall include …).
_SHORT_NAME = re.compile(
    r"[（(]\s*(?:(?:以下简称|以下称|下称|简称|hereinafter(?:\s+(?:referred\s+to\s+as|called|known\s+as))?\s*(?:the\b)?"
    r"|the)\s*[:：]?\s*[“\"'‘]?|[“\"'‘])"
    r"\s*(?:the\s+)?(?P<role>[^”\"'’（()）]{1,24}?)\s*(?:[”\"'’]\s*(?:[,，][^（()）]{0,80})?)?[）)]",
    re.IGNORECASE,
)
# Where the clause that names a party may begin: after the words that join parties (由 A 与 B, between
# (1) A and (2) B, by and between A and B), else after other punctuation.
_JOINS = re.compile(r"(?:(?:由|与|和|及|\bbetween\b|\band\b|\(\d\)|（\d）|\([a-h]\))\s*)+", re.I)
_PUNCT = re.compile(r"(?:、|，|,\s|;|；|：|:|。)\s*")


def _clause_party(clause: str) -> str | None:
    """The party a clause names: after the first of its openings that leaves a name."""
    starts = [m.end() for m in _JOINS.finditer(clause)] + [m.end() for m in _PUNCT.finditer(clause)] or [0]
    return next((n for i in starts if (n := party_name(clause[i:])) is not None), None)


def read_short_names(
    specs: Sequence[FieldSpec], lines: Sequence[tuple[int, str]]
) -> dict[str, tuple[str, int, str]]:
    """{field: (name, page, sentence)} for parties a contract names and then calls by a short name: the
    short name a field's labels hold decides its field; the others go, in the order named, to the
    ranked fields left."""
    named: list[tuple[str, str, int, str]] = []  # (short name, party, page, text)
    for page in dict.fromkeys(p for p, _ in lines):
        text = "".join(
            line.strip() if not re.match(r"[A-Za-z0-9(]", line.strip()[:1]) else " " + line.strip()
            for p, line in lines
            if p == page
        )
        last = 0
        for m in _SHORT_NAME.finditer(text):
            clause = text[last : m.start()]
            last = m.end()
            name = _clause_party(clause)
            if name is not None and not any(n[1] == name for n in named):
                named.append((m.group("role"), name, page, text[max(0, m.start() - 80) : m.end()]))
    found: dict[str, tuple[str, int, str]] = {}
    for spec in specs:
        own = {re.sub(r"\s+", "", x).casefold() for x in spec.labels}
        hit = next((n for n in named if re.sub(r"\s+", "", n[0]).casefold() in own), None)
        if hit is not None:
            found[spec.name] = hit[1:]
            named.remove(hit)
    ranked = sorted((s for s in specs if s.block_rank and s.name not in found), key=lambda s: s.block_rank)
    for spec in ranked:
        if named:
            found[spec.name] = named.pop(0)[1:]
    return found


def placed_name(
    spec: FieldSpec, template: Sequence[FieldSpec], lines: Sequence[tuple[int, str]]
) -> tuple[str, int, str] | None:
    """(name, page, line) of party field ``spec`` where its block (under a generic name label) or the
    short name a contract gives it places the name."""
    block = read_blocks(template, lines).get(spec.name) if spec.block_labels else None
    if spec.kind != "party" or (block is not None and is_organisation(block[0])):
        return block
    short = read_short_names([f for f in template if f.kind == "party"], lines).get(spec.name)
    # A person under a signature block's Name: signs for the organisation the contract names.
    return short if short is not None and (block is None or is_organisation(short[0])) else block


def letterhead(lines: Sequence[tuple[int, str]]) -> tuple[str, int, str] | None:
    """(name, page, line) of the organisation heading a document (its issuer's letterhead): the first cell
    of one of the first three lines of its first page, when that cell is an organisation's name."""
    first = [(n, line) for n, line in lines if n == lines[0][0]][:3] if lines else []
    for number, line in first:
        cell = re.split(r"\s*\|\s*", line.strip(), maxsplit=1)[0]
        if not is_organisation(cell) and (name := _latin_prefix(cell)) is not None and is_organisation(name):
            cell = name  # another column's label run on into the name (… Private Limited Invoice No)
        # The tax authority heads the official invoice form it prints (国家税务总局): it issues no sale.
        if is_organisation(cell) and not re.search(r"税务(?:总)?局", cell):
            return cell, number, line.strip()
    return None
