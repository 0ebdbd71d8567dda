"""Contract building blocks: party blocks, boilerplate clauses, signature blocks."""

from __future__ import annotations

from flow import Flow
from pslib import GRAY, tlen

NUM = "一二三四五六七八九十"


def cn_ord(i: int) -> str:
    if i <= 10:
        return NUM[i - 1]
    if i < 20:
        return "十" + NUM[i - 11]
    return NUM[i // 10 - 1] + "十" + (NUM[i % 10 - 1] if i % 10 else "")


def parties_preamble(fl: Flow, parties, size=None):
    """parties: list of (label, name, [extra lines])"""
    size = size or fl.size
    for label, name, extra in parties:
        fl.need(size * 2.5)
        fl.p.text(fl.ml, fl.y, f"{label}：", size, bold=True)
        fl.p.text(fl.ml + tlen(f"{label}：", size) + 2, fl.y, name, size)
        fl.y += size * fl.lead
        for e in extra:
            fl.p.text(fl.ml + 2 * size, fl.y, e, size - 0.5)
            fl.y += (size - 0.5) * fl.lead
        fl.y += 4


def parties_table(fl: Flow, parties, keys, size=9.5, lw=(78, None)):
    """parties: list of (label, dict) -> one table with a column per party."""
    w0 = lw[0]
    wc = (fl.width - w0) / len(parties)
    rows = [[""] + [lab for lab, _ in parties]]
    for k in keys:
        rows.append([k] + [d.get(k, "") for _, d in parties])
    fl.table(
        [w0] + [wc] * len(parties),
        rows,
        rh=20,
        size=size,
        aligns=["c"] + ["l"] * len(parties),
        bold_rows=(0,),
    )


BOILER = {
    "违约": (
        "任何一方违反本合同约定的，应当承担违约责任，赔偿因此给守约方造成的全部损失，"
        "包括但不限于直接损失、诉讼费、律师费、保全费及差旅费等。"
    ),
    "违约2": (
        "乙方逾期交货的，每逾期一日，按逾期交货部分货款的千分之五向甲方支付违约金；逾期超过十五日的，"
        "甲方有权解除合同。甲方逾期付款的，每逾期一日，按逾期付款金额的万分之五向乙方支付违约金。"
    ),
    "不可抗力": (
        "因地震、台风、洪水、火灾、战争、政府行为、公共卫生事件等不能预见、不能避免并不能克服的客观情况"
        "致使本合同不能履行或者不能完全履行的，遭受不可抗力的一方应在事件发生后十日内书面通知对方并提供"
        "相关证明，双方可根据不可抗力的影响部分或者全部免除责任。"
    ),
    "保密": (
        "双方对在履行本合同过程中知悉的对方商业秘密、技术资料及其他未公开信息负有保密义务，"
        "未经对方书面同意，不得向任何第三方披露。本条款在合同终止后三年内继续有效。"
    ),
    "争议": (
        "因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向{court}"
        "提起诉讼。"
    ),
    "通知": (
        "本合同项下的通知应以书面形式按本合同首部载明的地址送达。一方变更联系地址或联系方式的，"
        "应在变更后三日内书面通知对方，否则原地址视为有效送达地址。"
    ),
    "生效": (
        "本合同自双方法定代表人或授权代表签字并加盖公章或合同专用章之日起生效。本合同一式{n}份，"
        "甲方执{a}份，乙方执{b}份，具有同等法律效力。"
    ),
    "其他": (
        "本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。"
        "本合同的附件为本合同不可分割的组成部分。"
    ),
    "廉洁": (
        "双方应遵守廉洁从业的有关规定，任何一方不得向对方经办人员提供回扣、礼金、"
        "有价证券或其他不正当利益。一经发现，守约方有权解除合同并要求对方承担违约责任。"
    ),
}


def sign_two_col(
    fl: Flow, left, right, seals=True, size=None, gap=0, seed=0, sealtext=("合同专用章", "合同专用章")
):
    """left/right: list of (label, value) rows; the first row is the party name row.
    Returns y after the block."""
    size = size or fl.size
    rows = max(len(left), len(right))
    fl.need(rows * size * 2.3 + 30)
    y0 = fl.y + gap
    colx = [fl.ml, fl.ml + fl.width / 2 + 10]
    for ci, block in enumerate((left, right)):
        for ri, (lab, val) in enumerate(block):
            yy = y0 + ri * size * 2.3
            fl.p.text(colx[ci], yy, lab, size)
            if val:
                fl.p.text(
                    colx[ci] + tlen(lab, size) + 2,
                    yy,
                    val,
                    fl.p.fit(val, fl.width / 2 - tlen(lab, size) - 12, size),
                )
        if seals and block and block[0][1]:
            st = sealtext[ci]
            if st:
                fl.p.seal(colx[ci] + 120, y0 + size * 1.2, block[0][1], r=40, inner=st)
        fl.p.signature(colx[ci] + 110, y0 + size * 2.3 + 4, 55, seed=seed + ci)
    fl.y = y0 + rows * size * 2.3 + 10
    return fl.y


def sign_table(fl: Flow, parties, keys, size=9.5, seals=True, seed=0, rh=24, header=True):
    """Signature block as a table: a header row with the party labels, then one row per key;
    seals on the first key row (the party name)."""
    w0 = 92
    wc = (fl.width - w0) / len(parties)
    rows = [[""] + [lab for lab, _ in parties]] if header else []
    for k in keys:
        rows.append([k] + [d.get(k, "") for _, d in parties])
    hs = rh if isinstance(rh, (list, tuple)) else [rh] * len(keys)
    if header:
        hs = [22, *hs]
    fl.need(sum(hs) + 10)
    top = fl.y - fl.size
    fl.table(
        [w0] + [wc] * len(parties),
        rows,
        rh=hs,
        size=size,
        aligns=["c"] + ["l"] * len(parties),
        bold_rows=(0,) if header else (),
    )
    name_mid = top + (hs[0] if header else 0) + hs[1 if header else 0] / 2
    sig_y = top + sum(hs[: 3 if header else 2]) - 4
    for i, (_, d) in enumerate(parties):
        nm = d.get(keys[0], "")
        if seals and nm and d.get("_sealtext", "合同专用章"):
            fl.p.seal(
                fl.ml + w0 + wc * i + wc * 0.62,
                name_mid + 8,
                nm,
                r=38,
                inner=d.get("_sealtext", "合同专用章"),
            )
        fl.p.signature(fl.ml + w0 + wc * i + 12, sig_y, 50, seed=seed + i)


def plain_footer_note(fl: Flow, s="（以下无正文）"):
    fl.para(s, indent=0, align="c", color=GRAY)
