"""Table rows of report pages written beside their column headers, figures in full units."""

from __future__ import annotations

from shared.pages.tables import full_units, page_scale, serialise_tables

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


CAPEX = """CAPITAL EXPENDITURES
(in thousands, except per share amounts) | 2022 | 2021
Consolidated total | 96,348 | 53,699
Dividends declared per share, Class A and Class B | $ | 0.88 $ | 0.81
Net loss | (1,932) | 4,010"""


def test_a_figure_answered_as_the_page_writes_it_is_put_in_full_units() -> None:
    value, note = full_units(96348.0, "What were the capital expenditures (in USD)?", CAPEX)
    assert value == 96348000.0
    assert "96,348 of 'Consolidated total' is stated in units of 1,000" in note
    assert full_units(-1932.0, "What was the net income?", CAPEX)[0] == -1932000.0


def test_a_per_share_figure_multiplied_by_the_page_scale_is_put_back() -> None:
    value, note = full_units(880.0, "What was the dividend per share (in USD)?", CAPEX)
    assert value == 0.88 and "per-unit figure" in note
    # A per-share figure as stated, a figure already in full units and one the page lacks stay as they are.
    assert full_units(0.88, "What was the dividend per share?", CAPEX) == (0.88, "")
    assert full_units(96348000.0, "What were the capital expenditures?", CAPEX) == (96348000.0, "")
    assert full_units(1234.0, "What were the capital expenditures?", CAPEX) == (1234.0, "")


def test_no_change_on_a_page_without_a_scale_or_for_a_per_unit_question() -> None:
    assert full_units(96348.0, "capital expenditures", CAPEX.replace("(in thousands, ", "(")) == (96348.0, "")
    assert full_units(53699.0, "What is the capex ratio (%)?", CAPEX) == (53699.0, "")


def test_a_currency_sign_in_a_column_of_its_own_is_not_a_cell() -> None:
    assert serialise_tables(CAPEX).splitlines()[3] == (
        "Dividends declared per share, Class A and Class B: 2022 = 0.88; 2021 = 0.81"
    )


def test_a_figure_in_prose_is_not_a_statement_of_scale_and_each_table_takes_the_scale_above_it() -> None:
    page = """Total deposits decreased $34.4 million, or 2.4%, to $1.421 billion at December 31, 2022.
(dollars in thousands) | 2022 | 2021
Total deposits ... $ 1,432,018 | $ 1,381,246
(dollars in millions) | 2022 | 2021
Total loans ... 1,150 | 1,080"""
    assert page_scale(page.splitlines()[0]) == 1
    lines = serialise_tables(page).splitlines()
    assert lines[2] == "Total deposits: 2022 = 1,432,018 (1432018000); 2021 = 1,381,246 (1381246000)"
    assert lines[4] == "Total loans: 2022 = 1,150 (1150000000); 2021 = 1,080 (1080000000)"
    assert full_units(1150.0, "What were total loans?", page)[0] == 1150000000.0
    assert full_units(1432018.0, "What were total deposits?", page)[0] == 1432018000.0


def test_a_figure_of_prose_answered_without_its_scale_word_is_put_in_full_units() -> None:
    page = "The Company recognized a $1,114 million goodwill impairment. Revenue was £2.5m."
    value, note = full_units(1114.0, "What is the goodwill impairment (in USD)?", page)
    assert value == 1114000000.0 and "1,114 million" in note
    assert full_units(2.5, "What was the revenue?", page)[0] == 2500000.0
    assert full_units(12.3, "营业收入是多少?", "营业收入 12.3亿元")[0] == 1230000000.0
    assert full_units(2.5, "What was the dividend per share?", page) == (2.5, "")  # per unit: as stated
    assert full_units(5.0, "How many months?", "over 5 months") == (5.0, "")
    assert full_units(1114.0, "What is the goodwill impairment (in millions)?", page) == (1114.0, "")
    assert full_units(96348.0, "What were the capital expenditures (in thousands)?", CAPEX) == (96348.0, "")
