"""The six task definitions: documents (family, format, seed, planted rows), question and gold SQL.

Planted rows fix the records a question turns on (and the look-alike records meant to mislead);
the remaining rows of each document are random.  Gold answers are always computed by running
`sql` over all rows of the documents, never written by hand.
"""

from __future__ import annotations

import datetime as dt

D = dt.date
HX_INVEST = "杭州恒信投资控股有限公司"
HX_ASSET = "杭州恒信资产管理有限公司"

TASKS = [
    {
        "id": "task_801",
        "difficulty": "medium",
        "question": (
            f"受让方为“{HX_INVEST}”的各笔股份转让，请分别列出公告日期、成交金额（元）"
            "以及该受让方在本次转让完成后的持股比例。"
        ),
        "docs": [
            {
                "family": "transfer",
                "file": "股东股份转让公告摘编.md",
                "seed": 8011,
                "n": 22,
                "needed": True,
                "plants": [
                    {
                        "code": "603218",
                        "receiver": HX_INVEST,
                        "transferor": "张建国",
                        "shares": 12_000_000,
                        "price_cents": 1850,
                        "b_before": 0,
                        "date": D(2023, 3, 6),
                        "mode": "协议转让",
                    },
                    {
                        "code": "002476",
                        "receiver": HX_INVEST,
                        "transferor": "深圳前海聚源资本管理有限公司",
                        "shares": 15_550_000,
                        "price_cents": None,
                        "b_before": 8_000_000,
                        "date": D(2023, 8, 21),
                        "mode": "司法拍卖",
                    },
                    {
                        "code": "300782",
                        "receiver": HX_INVEST,
                        "transferor": "王素梅",
                        "shares": 5_024_000,
                        "price_cents": 2336,
                        "b_before": 3_350_000,
                        "date": D(2023, 11, 15),
                        "mode": "协议转让",
                    },
                    {
                        "code": "600938",
                        "transferor": HX_INVEST,
                        "receiver": HX_ASSET,
                        "shares": 31_400_000,
                        "price_cents": 742,
                        "b_before": 0,
                        "date": D(2023, 6, 12),
                        "mode": "非交易过户",
                    },
                    {
                        "code": "603676",
                        "transferor": "李文华",
                        "receiver": HX_ASSET,
                        "shares": 9_000_000,
                        "price_cents": 1525,
                        "b_before": 1_200_000,
                        "date": D(2023, 9, 4),
                        "mode": "协议转让",
                    },
                ],
            },
            {
                "family": "pledge",
                "file": "股东股份质押公告摘编.pdf",
                "seed": 8012,
                "n": 16,
                "needed": False,
                "plants": [{"code": "603218", "pledgor": HX_INVEST}],
            },
        ],
        "sql": (
            "SELECT InfoPublDate, DealTurnover, ReceiverPctAfter FROM LC_ShareTransfer "
            f"WHERE ReceiverName = '{HX_INVEST}' ORDER BY InfoPublDate"
        ),
    },
    {
        "id": "task_802",
        "difficulty": "medium",
        "question": (
            "2022年年度权益分派中，每股派发现金红利（税前）最高的是哪家公司？"
            "请给出证券简称和每股派息金额（元）。"
        ),
        "docs": [
            {
                "family": "dividend",
                "file": "2023年权益分派实施公告摘编.pdf",
                "seed": 8021,
                "n": 20,
                "needed": True,
                "plants": [
                    {
                        "code": "600769",
                        "period": "annual",
                        "per10_cents": 1250,
                        "cash_style": "upper",
                        "bonus10": 0,
                        "tran10": 0,
                    },
                    {"code": "601096", "period": "interim", "per10_cents": 1800, "cash_style": "per10"},
                    {
                        "code": "002931",
                        "period": "annual",
                        "per10_cents": 1180,
                        "cash_style": "per_share",
                        "repo": 3_600_000,
                    },
                    {"code": "300519", "period": "annual", "per10_cents": 300, "bonus10": 10, "tran10": 4},
                ],
            },
            {
                "family": "buyback",
                "file": "股份回购进展公告.txt",
                "seed": 8022,
                "n": 14,
                "needed": False,
                "plants": [],
            },
            {
                "family": "unlock",
                "file": "限售股解禁公告摘编.md",
                "seed": 8023,
                "n": 15,
                "needed": False,
                "plants": [],
            },
        ],
        "sql": (
            "SELECT SecuAbbr, CashDiviPerShare FROM LC_Dividend WHERE ReportPeriod = '2022-12-31' "
            "ORDER BY CashDiviPerShare DESC LIMIT 1"
        ),
    },
    {
        "id": "task_803",
        "difficulty": "hard",
        "question": (
            "列出股票代码600517的各次回购公告（含回购进展公告和回购实施结果公告）的"
            "公告日期、累计回购股数，"
            "以及对应的回购均价（元/股，即截至该次公告累计已支付的回购金额除以累计回购股数）。"
        ),
        "docs": [
            {
                "family": "buyback",
                "file": "上市公司回购股份公告汇总.txt",
                "seed": 8031,
                "n": 18,
                "needed": True,
                "plants": [
                    {"code": "600517", "count": 4, "complete": True, "first_month": 3},
                    {"code": "603517", "count": 3, "complete": False, "first_month": 5},
                ],
            },
            {
                "family": "dividend",
                "file": "权益分派实施情况.md",
                "seed": 8032,
                "n": 14,
                "needed": False,
                "plants": [{"code": "600517", "period": "annual"}],
            },
        ],
        "sql": (
            "SELECT InfoPublDate, CumBuybackShares, CumBuybackMoney / CumBuybackShares FROM LC_BuyBack "
            "WHERE SecuCode = '600517' ORDER BY InfoPublDate"
        ),
    },
    {
        "id": "task_804",
        "difficulty": "hard",
        "question": (
            "统计担保协议签署日期在2023年下半年（7月1日至12月31日）、"
            "且本次担保金额超过1亿元（不含1亿元）的"
            "担保事项数量，以及这些担保事项的担保金额合计（元）。"
        ),
        "docs": [
            {
                "family": "guarantee",
                "file": "对子公司担保公告摘编.pdf",
                "seed": 8041,
                "n": 24,
                "needed": True,
                "plants": [
                    {"code": "601858", "amount": 120_000_000, "sign": D(2023, 8, 14), "by_sub": False},
                    {"code": "600372", "amount": 100_000_000, "sign": D(2023, 9, 5), "by_sub": False},
                    {"code": "002557", "amount": 150_000_000, "sign": D(2023, 6, 30), "by_sub": False},
                    {"code": "000598", "amount": 250_000_000, "sign": None, "by_sub": False},
                    {"code": "601096", "amount": 300_000_000, "sign": D(2023, 11, 20), "by_sub": True},
                    {"code": "002214", "amount": 105_000_000, "sign": D(2023, 7, 3), "by_sub": False},
                    {"code": "603958", "amount": 80_000_000, "sign": D(2023, 10, 9), "by_sub": False},
                ],
            },
            {
                "family": "contract",
                "file": "重大合同公告.txt",
                "seed": 8042,
                "n": 14,
                "needed": False,
                "plants": [],
            },
            {
                "family": "litigation",
                "file": "诉讼仲裁公告.md",
                "seed": 8043,
                "n": 12,
                "needed": False,
                "plants": [],
            },
        ],
        "sql": (
            "SELECT COUNT(*), SUM(GuaranteeAmount) FROM LC_Guarantee "
            "WHERE SignDate BETWEEN '2023-07-01' AND '2023-12-31' AND GuaranteeAmount > 100000000"
        ),
    },
    {
        "id": "task_805",
        "difficulty": "hard",
        "question": (
            "哪些公司在2023年内有限售股份解除限售并上市流通（以上市流通日计），"
            "同时已披露股份回购实施完成的结果公告？"
            "请列出证券代码、该公司2023年上市流通的解除限售股份数量合计（股），以及回购实施完成时累计回购的股数。"
        ),
        "docs": [
            {
                "family": "unlock",
                "file": "限售股份上市流通公告摘编.md",
                "seed": 8051,
                "n": 20,
                "needed": True,
                "plants": [
                    {"code": "688315", "list_date": D(2023, 3, 20), "kind": "首发原股东限售股份"},
                    {"code": "688315", "list_date": D(2023, 9, 18), "kind": "股权激励限售股份"},
                    {"code": "300946", "list_date": D(2023, 6, 12)},
                    {
                        "code": "002689",
                        "list_date": D(2024, 1, 8),
                        "date": D(2023, 12, 28),
                        "kind": "定向增发限售股份",
                    },
                    {"code": "603958", "list_date": D(2023, 5, 22)},
                ],
            },
            {
                "family": "buyback",
                "file": "回购实施进展与结果.pdf",
                "seed": 8052,
                "n": 16,
                "needed": True,
                "plants": [
                    {"code": "688315", "count": 3, "complete": True, "first_month": 2},
                    {"code": "300946", "count": 2, "complete": True, "first_month": 7},
                    {"code": "002689", "count": 2, "complete": True, "first_month": 4},
                    {"code": "603958", "count": 3, "complete": False, "first_month": 6},
                ],
            },
            {
                "family": "pledge",
                "file": "股份质押公告.txt",
                "seed": 8053,
                "n": 14,
                "needed": False,
                "plants": [],
            },
        ],
        "sql": (
            "SELECT u.SecuCode, SUM(u.UnlockShares), b.CumBuybackShares FROM LC_SharesUnlock u "
            "JOIN LC_BuyBack b ON u.SecuCode = b.SecuCode "
            "WHERE u.ListDate BETWEEN '2023-01-01' AND '2023-12-31' AND b.EventProcedure = '实施完成' "
            "GROUP BY u.SecuCode, b.CumBuybackShares ORDER BY u.SecuCode"
        ),
    },
    {
        "id": "task_806",
        "difficulty": "medium",
        "question": (
            "在上市公司作为被告或被申请人的诉讼、仲裁案件中，"
            "列出涉案金额超过5,000万元的案件的公告编号、"
            "原告（或申请人）名称和涉案金额（元）。"
        ),
        "docs": [
            {
                "family": "litigation",
                "file": "重大诉讼仲裁事项.txt",
                "seed": 8061,
                "n": 18,
                "needed": True,
                "opts": {"cap_defendant": 50_000_000},
                "plants": [
                    {
                        "code": "600372",
                        "role": "被告",
                        "other": "江苏宏远建设工程有限公司",
                        "principal": 186_000_000,
                        "interest": 0,
                        "claim": "total",
                        "cause": "建设工程施工合同纠纷",
                    },
                    {
                        "code": "603676",
                        "role": "被申请人",
                        "other": "浙江天衡贸易有限公司",
                        "principal": 48_000_000,
                        "interest": 3_125_000,
                        "claim": "parts",
                        "cause": "买卖合同纠纷",
                    },
                    {
                        "code": "601858",
                        "role": "被告",
                        "principal": 50_000_000,
                        "interest": 0,
                        "claim": "total",
                    },
                    {"code": "600938", "role": "被告", "undisclosed": True},
                    {
                        "code": "603218",
                        "role": "原告",
                        "other": "深圳市博联供应链管理有限公司",
                        "principal": 320_000_000,
                        "interest": 12_000_000,
                        "claim": "parts_total",
                    },
                    {
                        "code": "600769",
                        "role": "被告",
                        "other": "河南豫中钢铁集团有限公司",
                        "principal": 72_350_000,
                        "interest": 1_860_000,
                        "claim": "parts_total",
                        "cause": "承揽合同纠纷",
                    },
                ],
            },
            {
                "family": "contract",
                "file": "日常经营重大合同.pdf",
                "seed": 8062,
                "n": 14,
                "needed": False,
                "plants": [],
            },
            {
                "family": "guarantee",
                "file": "担保事项公告.md",
                "seed": 8063,
                "n": 12,
                "needed": False,
                "plants": [],
            },
        ],
        "sql": (
            "SELECT AnnNo, PlaintiffName, AmountInvolved FROM LC_Litigation "
            "WHERE CompanyRole IN ('被告', '被申请人') AND AmountInvolved > 50000000 ORDER BY AnnNo"
        ),
    },
]
