"""Grounding: which tables the question needs and how the data stores the values it names, by programs.

A small model reads a short schema far better than a whole catalog, and writes a literal as the
question spells it ('California') where the data stores another form ('california'). Before any model
call, ``ground`` asks the catalog two things: its question-term ranking of the tables (names, columns
and top values the question repeats) and, for each literal of the question, the columns that store it
(the catalog's value search, exact and case-insensitive matches first). The result is a short schema
of the tables that matter and the stored forms of the question's literals, shown to every drafted
query and to the agent loop.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from services.solver.settings import GroundingSettings
from services.solver.tools import CatalogTools
from shared.errors import DataAgentError
from shared.layout import ExtractedColumns, LightCatalog
from shared.numbers import scaled_figures as find_scaled
from shared.numbers import stated_unit
from shared.stage import TaskPaths
from shared.terms import STOPWORDS

# A quoted literal; a run of capitalised words; a word (letters, digits, inner ' & . -); a number.
_QUOTED = re.compile(r"'([^'\n]{1,80})'|\"([^\"\n]{1,80})\"|“([^”\n]{1,80})”")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z0-9'&.-]*[A-Za-z0-9]|[A-Za-z]|\d[\d.,:/-]*\d|\d|[\u4e00-\u9fff]+")
NAMED_HEADER = "Columns the question names in the document's own words (use these columns):\n"
FIGURES_HEADER = (
    "Figures the question writes with a scale, in full units, and in the units a column counts in "
    "(compare a column with the figure in its own unit):\n"
)


def _column_units(notes: ExtractedColumns | None) -> dict[tuple[str, Decimal], list[str]]:
    """The units extracted columns count in ("亿元", 10**8), each with its columns (table.column)."""
    units: dict[tuple[str, Decimal], list[str]] = {}
    for table, columns in (notes.tables if notes else {}).items():
        for column, note in columns.items():
            stated = stated_unit(note.meaning)
            if stated:
                units.setdefault(stated, []).append(f"{table}.{column}")
    return units


def scaled_figures(question: str, notes: ExtractedColumns | None = None) -> list[tuple[str, str]]:
    """The figures the question writes with a scale word, each with its value in full units and in the
    units the extracted columns count in ("20亿元": "2000000000; in 亿元 (bond_issue.actual_size): 20")."""
    units = _column_units(notes)
    found = []
    for f in find_scaled(question):
        said = f"{f.value.normalize():f}"
        base = f.written[-1] if f.written[-1] in "元股" else ""
        for (unit, scale), columns in units.items():
            if base and not unit.endswith(base):
                continue
            shown = ", ".join(columns[:3])
            said += f"; in {unit} ({shown}): {(f.value / scale).normalize():f}"
        found.append((f.written, said))
    return list(dict.fromkeys(found))


def render_figures(figures: list[tuple[str, str]]) -> str:
    return FIGURES_HEADER + "\n".join(f"- {written} = {value}" for written, value in figures)


@dataclass
class StoredForm:
    """Where the data stores one literal of the question: a column and the values found there."""

    literal: str
    table: str
    column: str
    examples: list[str]
    exact: bool  # one example equals the literal, case aside

    def line(self) -> str:
        shown = ", ".join(repr(e) for e in self.examples)
        return f"{self.table}.{self.column} = {shown}"


@dataclass
class NamedColumn:
    """A column of an extracted table that the question names in the document's own words."""

    words: str  # as the question and the document both write them ("出让前持股")
    table: str
    column: str

    def line(self) -> str:
        return f"{self.words!r} -> {self.table}.{self.column}"


@dataclass
class Grounding:
    """The tables a question needs (best first) and the stored forms of its literals."""

    tables: list[str] = field(default_factory=list)
    joins: list[str] = field(default_factory=list)  # "a.x = b.y" between the tables shown
    stored: list[StoredForm] = field(default_factory=list)
    literals: list[str] = field(default_factory=list)  # what was searched
    relevance: dict[str, float] = field(default_factory=dict)  # the catalog's question-term scores
    named: list[NamedColumn] = field(default_factory=list)
    # The catalog's relationships (table, column, table, column), every one, for mending joins.
    edges: list[tuple[str, str, str, str]] = field(default_factory=list)
    # Figures the question writes with a scale word, with their values in full units and in the units
    # extracted columns count in ("1亿元", "100000000; in 万元 (t.amount): 10000").
    figures: list[tuple[str, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "tables": self.tables,
            "joins": self.joins,
            "literals": self.literals,
            "stored": [
                {
                    "literal": s.literal,
                    "table": s.table,
                    "column": s.column,
                    "examples": s.examples,
                    "exact": s.exact,
                }
                for s in self.stored
            ],
            "relevance": self.relevance,
            "named_columns": [{"words": n.words, "table": n.table, "column": n.column} for n in self.named],
            "figures": [{"written": w, "value": v} for w, v in self.figures],
        }


def question_literals(question: str, schema_words: set[str], cfg: GroundingSettings) -> list[str]:
    """What the question may name as a stored value, most specific first: quoted text, runs of
    capitalised words, runs of two or three content words, then single content words (and a plural's
    singular). Words that name a table or a column are schema, not values, and stopwords name nothing."""
    found: list[str] = []
    for m in _QUOTED.finditer(question):
        found.append(next(g for g in m.groups() if g))
    tokens = [(m.group(0), m.start()) for m in _TOKEN.finditer(question)]

    def content(word: str) -> bool:
        low = word.lower()
        return (
            low not in STOPWORDS
            and low not in schema_words
            and (len(low) >= cfg.min_literal_chars or not low.isascii())
        )

    # Runs of capitalised words, the question's first word included only when it is not a stopword.
    run: list[str] = []
    for word, _ in [*tokens, ("", -1)]:
        if word[:1].isupper() and content(word):
            run.append(word)
            continue
        if run:
            found.append(" ".join(run))
            run = []
    words = [w for w, _ in tokens]
    for size in (3, 2):
        for i in range(len(words) - size + 1):
            gram = words[i : i + size]
            if all(content(w) for w in gram):
                found.append(" ".join(gram))
    for word in words:
        if content(word):
            found.append(word)
            low = word.lower()
            if low.endswith("s") and len(low) > cfg.min_literal_chars:
                found.append(word[:-1])
    unique: dict[str, str] = {}
    for literal in found:
        unique.setdefault(literal.strip().lower(), literal.strip())
    return [v for v in unique.values() if v][: cfg.max_literals]


# Characters that join a phrase to its slot rather than name anything ("比例为…", "的受让方为…").
_PHRASE_EDGE = "为的是了于：:，,、 "


def named_columns(question: str, notes: ExtractedColumns | None) -> list[NamedColumn]:
    """The extracted columns whose words in the document (the text before their value) the question
    repeats: at least two Chinese characters, or two Latin words; a question written in the document's
    language names its columns that way ("出让前持股" is the seller's holding, "受让前持股" the buyer's)."""
    found: list[NamedColumn] = []
    for table, columns in (notes.tables if notes else {}).items():
        for column, note in columns.items():
            words = note.phrase.split("…", 1)[0].strip(_PHRASE_EDGE)
            long_enough = len(words.split()) >= 2 if words.isascii() else len(words) >= 2
            if words and long_enough and words.lower() in question.lower():
                found.append(NamedColumn(words, table, column))
    return found


def render_named(named: list[NamedColumn]) -> str:
    return "\n".join(f"- {n.line()}" for n in named)


def schema_words(light_catalog: LightCatalog) -> set[str]:
    """The words of the tables' and columns' names (lower case), split at underscores."""
    words: set[str] = set()
    for surface in light_catalog.query_surfaces:
        names = [surface.name] + [c.name for c in surface.columns]
        for name in names:
            low = name.lower()
            words.add(low)
            words.update(p for p in re.split(r"[_\W]+", low) if p)
            if low.endswith("s"):
                words.add(low[:-1])
    words.update({w + "s" for w in list(words)})
    return words


async def ground(
    catalog: CatalogTools,
    task: TaskPaths,
    question: str,
    light_catalog: LightCatalog,
    cfg: GroundingSettings,
    timeout_s: float,
) -> Grounding:
    """The grounding of ``question``; a catalog call that fails leaves its part out (never raises)."""
    notes = task.output.read_extracted_columns()
    out = Grounding(named=named_columns(question, notes), figures=scaled_figures(question, notes))
    try:
        found = await catalog.lookup(task, "query_relevance", "", timeout_s)
    except DataAgentError:
        found = {}
    for item in found.get("query_relevance") or []:
        if isinstance(item, dict) and item.get("table"):
            out.relevance[str(item["table"])] = float(item.get("score") or 0.0)
    out.literals = question_literals(question, schema_words(light_catalog), cfg)
    covered: list[str] = []  # literals found exactly: a shorter literal inside one of them adds nothing
    # Stored values the question names among other words (Chinese has no spaces to find them by).
    try:
        inside = await catalog.search_value(task, question, cfg.hits_per_literal, timeout_s, within=True)
    except DataAgentError:
        inside = []
    for h in inside:
        for value in h.examples[: cfg.examples_per_hit]:
            out.stored.append(StoredForm(literal=str(value), table=h.table, column=h.column,
                                         examples=[str(value)], exact=True))  # fmt: skip
            covered.append(str(value).lower())
    for literal in out.literals:
        low = literal.lower()
        if any(low in longer for longer in covered):
            continue
        try:
            hits = await catalog.search_value(task, literal, cfg.hits_per_literal, timeout_s)
        except DataAgentError:
            continue
        forms = [
            StoredForm(
                literal=literal,
                table=h.table,
                column=h.column,
                examples=[str(e) for e in h.examples[: cfg.examples_per_hit]],
                exact=any(str(e).strip().lower() == low for e in h.examples),
            )
            for h in hits
            if h.examples
        ]
        exact = [f for f in forms if f.exact]
        if exact:
            out.stored += exact
            covered.append(low)
        elif len(low) >= cfg.min_substring_chars:
            out.stored += forms[: cfg.substring_hits_kept]
    try:
        related = await catalog.lookup(task, "relationships", "", timeout_s)
    except DataAgentError:
        related = {}
    edges = [
        (str(r["source_table"]), str(r["source_column"]), str(r["target_table"]), str(r["target_column"]))
        for r in related.get("relationships") or []
        if isinstance(r, dict)
        and all(r.get(k) for k in ("source_table", "source_column", "target_table", "target_column"))
    ]
    out.edges = edges
    out.tables = _pick_tables(out, light_catalog, edges, cfg)
    shown = set(out.tables)
    out.joins = [f"{a}.{x} = {b}.{y}" for a, x, b, y in edges if a in shown and b in shown and a != b]
    return out


def _pick_tables(
    g: Grounding,
    light_catalog: LightCatalog,
    edges: list[tuple[str, str, str, str]],
    cfg: GroundingSettings,
) -> list[str]:
    """The tables to show. Each scores the catalog's question-term score plus a bonus per stored form
    (exact ones count more). The anchors (the tables that store a literal exactly and the best scored
    ones) come first, then the tables on the shortest join path from each anchor to those before it
    (a bridge such as an order-items table names no word of the question), then the rest by score;
    every base table when nothing scored."""
    names = [s.name for s in light_catalog.base_tables if s.name]
    score = {n: g.relevance.get(n, 0.0) for n in names}
    for form in g.stored:
        if form.table in score:
            score[form.table] += cfg.exact_hit_weight if form.exact else cfg.substring_hit_weight
    for named in g.named:
        if named.table in score:
            score[named.table] += cfg.exact_hit_weight
    ranked = [n for n in sorted(names, key=lambda n: (-score[n], names.index(n))) if score[n] > 0]
    if not ranked:
        return names[: cfg.max_tables]
    anchors = list(
        dict.fromkeys(
            ranked[: cfg.anchor_tables] + [f.table for f in g.stored if f.exact and f.table in score]
        )
    )
    anchors.sort(key=lambda n: ranked.index(n))
    links: dict[str, set[str]] = {n: set() for n in names}
    for a, _, b, _ in edges:
        if a in links and b in links and a != b:
            links[a].add(b)
            links[b].add(a)
    picked: list[str] = []
    for anchor in anchors:
        if anchor in picked:  # already on a join path
            continue
        path = _path(anchor, set(picked), links, cfg.max_join_hops) if picked else [anchor]
        picked += [n for n in path if n not in picked]
    picked += [n for n in ranked if n not in picked]
    return picked[: max(cfg.max_tables, len(anchors))]


def _path(start: str, goal: set[str], links: dict[str, set[str]], max_hops: int) -> list[str]:
    """The tables from ``start`` to the nearest table of ``goal`` over the join graph (both ends
    included); ``[start]`` alone when none is within ``max_hops`` joins."""
    frontier, came = [start], {start: start}
    for _ in range(max_hops):
        nxt = []
        for node in frontier:
            for other in sorted(links.get(node, ())):
                if other in came:
                    continue
                came[other] = node
                if other in goal:
                    path = [other]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return path[::-1]
                nxt.append(other)
        frontier = nxt
    return [start]


def render_schema(light_catalog: LightCatalog, tables: list[str] | None) -> str:
    """One line per table, ``name(column type, ...)``: the tables named (in that order), or every base
    table when ``tables`` is None."""
    surfaces = {s.name: s for s in light_catalog.query_surfaces}
    if tables is None:
        tables = [s.name for s in light_catalog.base_tables]
    lines = []
    for name in tables:
        s = surfaces.get(name)
        if s is None:
            continue
        cols = ", ".join(f"{c.name} {c.type}".strip() for c in s.columns)
        lines.append(f"- {name}({cols})")
    return "\n".join(lines)


def render_stored(stored: list[StoredForm], limit: int) -> str:
    """The stored forms, one line per literal: where it is stored and as what."""
    by_literal: dict[str, list[StoredForm]] = {}
    for form in stored:
        by_literal.setdefault(form.literal, []).append(form)
    lines = []
    for literal, forms in by_literal.items():
        shown = "; ".join(f.line() for f in forms[:limit])
        more = f" (+{len(forms) - limit} more columns)" if len(forms) > limit else ""
        lines.append(f"- {literal!r}: {shown}{more}")
    return "\n".join(lines)


def render_grounded(light_catalog: LightCatalog, g: Grounding, stored_columns: int) -> str:
    """The loop's short context: the tables the question needs, their joins and the stored forms of the
    question's literals."""
    parts = ["Tables the question needs (name(columns)); others: lookup_catalog / get_table_profile:\n"]
    parts[0] += render_schema(light_catalog, g.tables)
    if g.joins:
        parts.append("Joins: " + "; ".join(g.joins))
    if g.stored:
        parts.append(
            "Values the question names, as the data stores them:\n" + render_stored(g.stored, stored_columns)
        )
    if g.named:
        parts.append(NAMED_HEADER + render_named(g.named))
    if g.figures:
        parts.append(render_figures(g.figures))
    return "\n\n".join(parts)
