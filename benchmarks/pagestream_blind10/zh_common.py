"""Pieces shared by the Chinese contracts: titles, party lines, signature blocks, boilerplate."""

from flow import Flow
from fmt import dfmt, money
from pdfkit import Pg, seed_of
from stamps import fingerprint, zh_seal


def spaced(s: str) -> str:
    return " ".join(s)


def title(fl: Flow, text, sz=22.0, space=True, fld=True, gap=14.0):
    shown = spaced(text) if space else text
    fl.h(shown, sz, fld=("contractTitle", text) if fld else None, gap=gap)


def number(fl: Flow, label, no, right=True):
    pg = fl.pg
    x = pg.w - fl.mr if right else fl.ml
    pg.t(x, fl.y + 4, label + no, "zh", 10, al="r" if right else "l", fld=("contractNumber", no))
    fl.y += 14


def party(fl: Flow, label, name, which, extra=(), sz=None):
    fl.line(label, name, fld=(which, name) if which else None, sz=sz)
    for lab, val in extra:
        fl.line(lab, val, sz=(sz or fl.sz) - 0.5)


def amount_text(seg, v, prefix="人民币", trad=False, paren=True):
    up = seg.word("cny_t" if trad else "cny", v)
    return f"{prefix}{up}（¥{money(v)}）" if paren else f"{prefix}{up}"


def sig_block(
    pg: Pg,
    y,
    x,
    role,
    name,
    kind,
    signer_label="法定代表人或授权代表（签字）：",
    date=None,
    dstyle="zh",
    key="",
    extra=(),
):
    """One signature column. kind: 'seal' (company) or 'fp' (person, thumbprint)."""
    pg.t(x, y, role, "zh", 10.5)
    pg.t(x + 4, y + 20, name, "zh", 10.5)
    if kind == "seal":
        zh_seal(pg, x + 70, y + 12, name, r=42, angle=(seed_of(key, name) % 13) - 6)
        pg.t(x, y + 48, signer_label, "zh", 10)
        pg.sign(x + 20, y + 72, 80, 20, key=key + name)
        yy = y + 92
    else:
        pg.t(x, y + 48, "签字（按手印）：", "zh", 10)
        pg.sign(x + 86, y + 50, 60, 18, key=key + name, c=(0.05, 0.05, 0.05))
        fingerprint(pg, x + 160, y + 44, key=name)
        yy = y + 76
    for lab, val in extra:
        pg.t(x, yy, lab + val, "zh", 9.5)
        yy += 17
    if date:
        pg.t(x, yy, "日期：" + dfmt(date, dstyle), "zh", 10)
        yy += 17
    return yy


BOILER = {
    "force": (
        "因不可抗力不能履行合同的，根据不可抗力的影响，部分或者全部免除责任，"
        "但法律另有规定的除外。一方因不可抗力不能履行合同的，应当及时通知对方，"
        "以减轻可能给对方造成的损失，并应当在合理期限内提供证明。"
    ),
    "court": (
        "因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的"
        "，任何一方均可向{place}有管辖权的人民法院提起诉讼。"
    ),
    "arb": (
        "因本合同引起的或与本合同有关的任何争议，均提请{place}按照申请仲裁时该会"
        "现行有效的仲裁规则进行仲裁。仲裁裁决是终局的，对双方均有约束力。"
    ),
    "secret": (
        "双方对在履行本合同过程中知悉的对方商业秘密及其他未公开信息负有保密义务"
        "，未经对方书面同意，不得向任何第三方披露。本条规定在本合同终止后继续有"
        "效。"
    ),
    "notice": (
        "本合同项下的通知应以书面形式送达合同首部所列地址或联系人。一方变更通知"
        "地址的，应当在变更后三日内书面通知对方，否则向原地址送达即视为有效送达"
        "。"
    ),
    "misc": (
        "本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效"
        "力。本合同附件是本合同不可分割的组成部分。"
    ),
    "copies": "本合同自双方签字并盖章之日起生效。本合同一式{n}份，甲乙双方各执{k}份，具有同等法律效力。",
}


def clause(fl: Flow, head, body, **kw):
    fl.h(head, fl.sz + 0.3, al="l", gap=0)
    if isinstance(body, str):
        body = [body]
    for para in body:
        fl.p(para.format(**kw), after=2)
