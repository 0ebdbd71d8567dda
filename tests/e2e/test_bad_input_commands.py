"""The commands beside `dataagent run` (view, ask, pdf2md, split, video, file, query) and the services' RPCs
over bad input (tests/badinput/commands.py), with a scripted fake model.

Each case must end within its limit with no traceback and its own checks met, and the secret planted
outside its inputs must reach no output, file or model request. The closing table is written to
$DATAAGENT_BAD_INPUT_COMMANDS_TABLE when set; benchmarks/bad_input_table.py prints it beside the run's.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.badinput.commands import CASES, Workspace, command_table
from tests.fake_llm import FakeLLMServer, reply

pytestmark = pytest.mark.slow


@pytest.mark.timeout(900)
def test_bad_input_commands(tmp_path: Path) -> None:
    # Whatever the model is asked, it answers with no value: the cases are about what reaches it.
    answer = json.dumps(
        {
            "step_by_step_analysis": "n/a",
            "reasoning_summary": "n/a",
            "relevant_pages": [],
            "final_answer": "N/A",
        }
    )
    with FakeLLMServer([reply(answer, times=None)]) as llm:
        ws = Workspace.make(tmp_path, llm.base_url, lambda: list(llm.requests))
        results = {case.name: case.check(ws) for case in CASES}
        table = command_table(results, ws)
    if os.environ.get("DATAAGENT_BAD_INPUT_COMMANDS_TABLE"):
        Path(os.environ["DATAAGENT_BAD_INPUT_COMMANDS_TABLE"]).write_text(json.dumps(table, indent=2))
    keys = ("kinds_tried", "crashes", "hangs", "escapes", "data_lost")
    summary = {k: table[k] for k in keys}
    print(f"bad-input commands: {summary}; seconds {table['seconds']}")
    failures = [line for lines in table["details"].values() for line in lines]
    assert len(CASES) >= 15 and not failures, f"{summary}\n" + "\n".join(failures)
