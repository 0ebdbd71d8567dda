"""Bad input for the commands beside `dataagent run` and for the services' RPCs, tried as a user or an
attacker would: each case runs a command (or calls a real server) and says what must hold.

Public API::

    ws = Workspace.make(tmp_path, llm_url)   # the planted secret outside, a run folder, inputs
    results = [case.run(ws) for case in CASES]
    table = command_table(results, ws)       # kinds tried, crashes, hangs, escapes, data lost

A case is a crash when a traceback reaches the user or the command dies of a signal, a hang when it
does not end within its limit, an escape when the secret reaches its output, its files or the model,
and data lost when what it must record or refuse (the case's own checks) is missing.
"""

from __future__ import annotations

import json
from typing import Any

from tests.badinput.cases_ask import ASK_CASES
from tests.badinput.cases_cli import (
    ask_huge_question,
    ask_link_out,
    ask_nested_questions,
    ask_too_many,
    catalog_task_file_link_out,
    extract_empty_document,
    file_hidden,
    file_root_given_twice,
    output_is_a_folder,
    output_is_a_pipe,
    output_is_the_input,
    pdf2md_blank_pages,
    pdf2md_encrypted,
    query_named,
    query_says_what_was_garbled,
    score_missing_predictions,
    score_one_gold_linked_out,
    score_prediction_link_out,
    score_rag_answer_not_in_gold,
    score_rag_gold_of_another_shape,
    score_rag_malformed_gold_values,
    split_blank_pages,
    split_short_text_pages,
    split_truncated,
    timed,
    video_empty,
    video_not_a_video,
    video_output_is_a_file,
    view_links_out,
    view_malformed_traces,
    view_port_out_of_range,
    view_short_token,
    view_wildcard_host,
)
from tests.badinput.cases_pdf import PDF_CASES
from tests.badinput.cases_query import QUERY_CASES
from tests.badinput.cases_rpc import (
    _in_process,
    rpc_convert_pdf,
    rpc_oversized,
)
from tests.badinput.cmdrun import CommandCase, Outcome, Workspace
from tests.badinput.evidence import TRACEBACK, read_text

__all__ = ["CASES", "CommandCase", "Outcome", "Workspace", "command_table"]

CASES = (
    CommandCase(
        "view_links_out_of_the_run", "symlink out", "answer, trace, manifest, gold linked out", view_links_out
    ),
    CommandCase("view_beyond_loopback", "exposure", "--host 0.0.0.0", timed(view_wildcard_host)),
    CommandCase("ask_link_out_of_reports", "symlink out", "a report linked from outside", ask_link_out),
    CommandCase("ask_10000_questions", "huge", "10,000 questions", ask_too_many),
    CommandCase("ask_huge_question", "hostile question", "a 1.8 MB question", ask_huge_question),
    CommandCase("pdf2md_2000_blank_pages", "huge", "2,000 blank pages", pdf2md_blank_pages),
    CommandCase("split_2000_blank_pages", "huge", "2,000 blank pages", split_blank_pages),
    CommandCase("split_truncated_pdf", "broken", "a PDF cut to a third", split_truncated),
    CommandCase("pdf2md_encrypted_pdf", "encrypted", "a password-protected PDF", pdf2md_encrypted),
    CommandCase("video_random_bytes", "broken", "random bytes named .mp4", video_not_a_video),
    CommandCase("video_empty_file", "empty", "a 0-byte .mp4", video_empty),
    CommandCase(
        "file_root_given_twice", "hostile config", "folders.yaml with root: twice", file_root_given_twice
    ),
    CommandCase("file_hidden_inbox_entries", "hostile name", "a hidden file and folder", file_hidden),
    CommandCase(
        "query_install_named", "hostile sql", "INSTALL httpfs", query_named("INSTALL httpfs", "INSTALL")
    ),
    CommandCase(
        "query_pragma_named", "hostile sql", "PRAGMA threads=1", query_named("PRAGMA threads=1", "PRAGMA")
    ),
    CommandCase("output_is_a_folder", "hostile name", "-o an existing folder", output_is_a_folder),
    CommandCase("output_is_a_pipe", "special file", "-o a FIFO", output_is_a_pipe),
    CommandCase("output_is_the_input", "hostile name", "-o the input file", output_is_the_input),
    CommandCase(
        "ask_questions_nested_10000", "deeply nested", "questions nested 10,000 deep", ask_nested_questions
    ),
    CommandCase(
        "score_rag_gold_of_another_shape",
        "broken",
        "gold values not objects",
        score_rag_gold_of_another_shape,
    ),
    CommandCase(
        "score_rag_malformed_gold_values",
        "broken",
        "NaN, null, object answers; unknown kind; pools of no page",
        score_rag_malformed_gold_values,
    ),
    CommandCase(
        "score_rag_answer_not_in_gold",
        "broken",
        "an answer to a question not in gold",
        score_rag_answer_not_in_gold,
    ),
    CommandCase(
        "score_prediction_link_out", "symlink out", "prediction.csv -> outside", score_prediction_link_out
    ),
    CommandCase(
        "score_one_gold_linked_out", "symlink out", "one gold.csv -> outside", score_one_gold_linked_out
    ),
    CommandCase("view_short_token", "exposure", "--host 0.0.0.0 with a 1-character token", view_short_token),
    CommandCase("score_missing_run_folder", "empty", "no such prediction folder", score_missing_predictions),
    CommandCase(
        "view_malformed_traces", "broken", "trace nested deep, steps not a list", timed(view_malformed_traces)
    ),
    CommandCase("view_port_out_of_range", "broken", "--port 99999", view_port_out_of_range),
    CommandCase(
        "split_600_short_text_pages", "huge", "600 pages with a short text layer", split_short_text_pages
    ),
    CommandCase("extract_empty_document", "empty", "a 0-byte document", extract_empty_document),
    CommandCase(
        "query_notes_what_was_read",
        "mis-encoded",
        "a stray byte in a queried CSV",
        query_says_what_was_garbled,
    ),
    CommandCase("video_output_is_a_file", "hostile name", "-o an existing file", video_output_is_a_file),
    CommandCase(
        "catalog_task_json_link_out", "symlink out", "task.json -> outside", catalog_task_file_link_out
    ),
    CommandCase(
        "rpc_convert_pdf_valid", "rpc", "ConvertPdf with a valid request", _in_process(rpc_convert_pdf)
    ),
    CommandCase("rpc_oversized_fields", "rpc", "a 10 MB task id, a 20 MB path", _in_process(rpc_oversized)),
    *ASK_CASES,
    *QUERY_CASES,
    *PDF_CASES,
)


def command_table(results: dict[str, Outcome], ws: Workspace) -> dict[str, Any]:
    """The closing table of the command cases, with each failure named."""
    details: dict[str, list[str]] = {"crashes": [], "hangs": [], "escapes": [], "data_lost": []}
    requests = json.dumps(ws.model_requests(), ensure_ascii=False)
    for name, o in results.items():
        if o.returncode is None:
            details["hangs"].append(f"{name}: did not end within its limit")
        elif TRACEBACK in o.output or o.returncode < 0:
            details["crashes"].append(f"{name}: {o.output[-300:]!r}")
        written = "".join(read_text(p) for p in o.written)
        if ws.secret in o.output or ws.secret in written:
            details["escapes"].append(f"{name}: the secret is in its output or files")
        details["data_lost"] += [f"{name}: {p}" for p in o.problems]
    if ws.secret in requests:
        details["escapes"].append("the secret reached the model")
    return {
        "kinds_tried": len(results),
        **{k: len(v) for k, v in details.items()},
        "details": details,
        "seconds": {name: round(o.seconds, 1) for name, o in results.items()},
    }
