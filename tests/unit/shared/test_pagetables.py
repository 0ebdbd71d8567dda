"""Table rows of report pages written beside their column headers, figures in full units."""

from __future__ import annotations

from shared.pages.tables import page_scale, serialise_tables

CASH = """# CONSOLIDATED STATEMENTS OF CASH FLOWS
#### (Dollars in millions, except per share amounts)
2022 | 2021 | 2020
Net income ... $ 6,834 $ 7,721 $ 4,387
Accounts receivable ... | (797) | (962) | 327
Net cash provided by operating activities ... 8,522 | 8,959 | 9,232
Diluted earnings per share ... $ 22.65 $ 21.24 $ 11.70
The accompanying notes are an integral part of the statements."""


def test_rows_are_written_beside_their_years_with_figures_in_full() -> None:
    lines = serialise_tables(CASH).splitlines()
    assert lines[4] == (
        "Accounts receivable: 2022 = (797) (-797000000); 2021 = (962) (-962000000); 2020 = 327 (327000000)"
    )
    assert lines[5].startswith("Net cash provided by operating activities: 2022 = 8,522 (8522000000);")
    assert lines[3].startswith("Net income: 2022 = 6,834 (6834000000)")
    assert lines[6] == "Diluted earnings per share: 2022 = 22.65; 2021 = 21.24; 2020 = 11.70"
    assert lines[7] == CASH.splitlines()[7]  # prose stays as it is


def test_a_row_whose_figures_do_not_fit_its_header_is_kept_and_no_scale_means_no_full_figure() -> None:
    text = "Year | 2023 | 2022\nEmployees 1,200 1,150 1,100\n| Revenue | 10.5 | 9.8 |\nGrowth ... 7% | 5%"
    assert serialise_tables(text).splitlines()[1:] == [
        "Employees 1,200 1,150 1,100",
        "Revenue: 2023 = 10.5; 2022 = 9.8",
        "Growth: 2023 = 7%; 2022 = 5%",
    ]
    assert (
        serialise_tables("Employees 1,200 1,150\nRevenue 10.5 9.8")
        == "Employees 1,200 1,150\nRevenue 10.5 9.8"
    )


def test_the_scale_a_page_states_in_english_or_chinese() -> None:
    assert page_scale("(in thousands, except share data)") == 1000
    assert page_scale("All figures in US$ millions") == 10**6
    assert page_scale("$'000") == 1000
    assert page_scale("单位：万元 币种：人民币") == 10**4
    assert page_scale("单位：元") == 1
    chinese = "单位：万元\n项目 | 2023年 | 2022年\n营业收入 | 1,234.5 | 1,100.0"
    assert (
        serialise_tables(chinese).splitlines()[2]
        == "营业收入: 2023年 = 1,234.5 (12345000); 2022年 = 1,100.0 (11000000)"
    )
