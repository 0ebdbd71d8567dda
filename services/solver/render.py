"""What the model sees: tool results rendered as short fenced text, and the conversation window."""

from __future__ import annotations

from typing import Any

from services.solver.candidates import Candidate, Vote
from services.solver.settings import SolverSettings
from services.solver.state import SolverState
from services.solver.tools import QueryResult, TableProfile, ValueHit
from shared.llm import fence_untrusted


def cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit] + " …(cut)"


class Renderer:
    def __init__(self, settings: SolverSettings) -> None:
        self.tools = settings.tools
        self.prompt = settings.prompt
        self.loop = settings.loop
        self.drafts = settings.candidates

    def cell(self, value: Any) -> str:
        text = "NULL" if value is None else str(value)
        limit = self.tools.max_cell_chars
        return text if len(text) <= limit else text[: limit - 1] + "…"

    def result(self, result: QueryResult) -> str:
        shown = result.rows[: self.tools.rows_shown]
        more = len(result.rows) > len(shown) or result.truncated
        count = f"{len(result.rows)}{'+' if result.truncated else ''}"
        lines = [" | ".join(result.columns)] + [" | ".join(self.cell(v) for v in row) for row in shown]
        head = f"{count} row(s)" + (f", first {len(shown)} shown" if more else "")
        return f"{head}:\n" + fence_untrusted("query result", "\n".join(lines))

    def profile(self, p: TableProfile) -> str:
        cfg = self.tools
        lines = [f"table {p.table} ({p.row_count} rows) from {p.source_path}"]
        for c in p.columns:
            top = ", ".join(self.cell(v) for v in (c.get("top_values") or [])[: cfg.profile_top_values])
            nulls = c.get("null_ratio")
            stats = f" nulls={nulls:.0%}" if isinstance(nulls, float) else ""
            if c.get("distinct_count") is not None:
                stats += f" distinct={c['distinct_count']}"
            lines.append(f"- {c.get('name')} {c.get('type', '')}{stats}" + (f" top: {top}" if top else ""))
        if p.sample_rows:
            lines.append("sample rows:")
            samples = p.sample_rows[: cfg.profile_sample_rows]
            lines += [" | ".join(self.cell(v) for v in row) for row in samples]
        lines += [f"note: {n}" for n in p.notes[: cfg.profile_notes]]
        return fence_untrusted(f"profile {p.table}", "\n".join(lines))

    def hits(self, literal: str, hits: list[ValueHit]) -> str:
        if not hits:
            return (
                f"{literal!r} is in no table column. Look at a column's stored values with get_table_profile "
                "(top values) or probe_query SELECT DISTINCT col FROM table, or write the query without it."
            )
        lines = [
            f"- {h.table}.{h.column}: {h.match_count} match(es), stored as: "
            + ", ".join(repr(self.cell(e)) for e in h.examples[: self.tools.hit_examples])
            for h in hits[: self.tools.search_hits_shown]
        ]
        return fence_untrusted(f"search {literal}", f"{literal!r} found in:\n" + "\n".join(lines))

    def observation(self, state: SolverState, text: str) -> str:
        """A tool result as the next user message: cut to size, with the steps left."""
        remaining = state.max_steps - state.attempt_steps
        nudge = "; submit now." if remaining <= self.loop.submit_nudge_steps else "."
        return cut(text, self.tools.observation_max_chars) + f"\n({remaining} steps left{nudge})"

    def window(self, state: SolverState) -> list[dict[str, Any]]:
        """The conversation with older tool results shortened, so long solves fit the context."""
        keep = set(state.observations[-self.prompt.history_full_steps :])
        short = self.prompt.old_observation_chars
        window = []
        for i, message in enumerate(state.messages):
            if i in state.observations and i not in keep:
                message = {**message, "content": cut(message["content"], short)}
            window.append(message)
        return window

    def candidates(self, candidates: list[Candidate], vote: Vote) -> str:
        """The drafted candidates for the loop's first message: each SQL, its votes and its result."""
        votes = {v: g["votes"] for g in vote.groups for v in g["variants"]}
        lines = ["Candidate queries drafted for this question, each run on the data:"]
        shown: set[str] = set()
        for i, c in enumerate(candidates, 1):
            if not c.sql or c.sql in shown:
                continue
            shown.add(c.sql)
            agree = f" [{votes[c.variant]} of {len(candidates)} agree]" if c.variant in votes else ""
            lines.append(f"{i}.{agree} {c.sql}")
            if c.error:
                lines.append(f"   error: {cut(c.error, self.tools.failed_query_chars)}")
                continue
            head = [" | ".join(c.columns)]
            rows = [" | ".join(self.cell(v) for v in row) for row in c.rows[: self.drafts.rows_shown]]
            count = f"{len(c.rows)}{'+' if c.truncated else ''} row(s)"
            lines.append(f"   {count}:\n" + fence_untrusted("query result", "\n".join(head + rows)))
        if vote.winner is not None:
            lines.append(
                "Check the candidate with most agreement against the question: the right tables, joins and "
                "filters, the asked columns only. Submit it with submit_answer when it is right; otherwise "
                "fix it with probe_query and submit the fixed SQL."
            )
        else:
            lines.append("No candidate returned rows: find out why (literals, joins) and write the query.")
        return "\n".join(lines)
