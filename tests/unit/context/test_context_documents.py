"""Where a task's narrative documents lie: under ``context/doc/`` or beside the knowledge."""

from __future__ import annotations

from pathlib import Path

from tests.context_stage import run_context_stage


def test_documents_beside_the_knowledge_are_documents_too(tmp_path: Path) -> None:
    task = tmp_path / "in" / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    (task / "context" / "transfers.md").write_text("# 2023年转让公告摘编\n\n## 1. 公告\n\n股东甲转让股份。")
    (task / "context" / "notes.txt").write_text("说明文字。")
    (task / "context" / "doc" / "pledges.md").write_text("# 质押公告\n\n股东乙质押股份。")
    (task / "context" / "knowledge.md").write_text("# 数据说明\n\n## transfers\n\n- seller: 出让方名称\n")
    manifest = run_context_stage(task, tmp_path / "o")
    # The knowledge is no document; a document at either place is.
    assert sorted(manifest.documents()) == ["notes", "pledges", "transfers"]
