"""SQL from the model: SQLite/MySQL dialect to DuckDB (sqlglot), and the read-only statement gate.

Rewrites beyond sqlglot's transpile, each keeping the source dialect's meaning:
- SQLite reads a double-quoted word that names no column as a string (``name = "Tesco"``).
- A string in ORDER BY that names a column or an output alias (``ORDER BY '增长率' DESC``) sorts by it: as
  a constant it sorts nothing, and DuckDB refuses it.
- SQLite and MySQL ``LIKE`` ignore ASCII case; DuckDB's does not, so it becomes ``ILIKE``.
- SQLite ``int / int`` is integer division; ``__sqlite_div`` (a macro on the surface) keeps that.
- SQLite's ``julianday`` exists on the surface as a macro.
- SQLite allows bare columns beside aggregates; on DuckDB's GROUP BY binder error they are wrapped
  in ``arg_max``/``arg_min`` (SQLite's rule with a single max()/min()) or ``any_value``.
- SQLite's ``LIKE`` reads any value as text (a date, a number); on DuckDB's error that LIKE has no
  form for the operand's type, the operand is cast to VARCHAR.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable
from typing import Any

import duckdb
import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from shared.errors import InvalidInputError, PermissionDeniedError

# sqlglot logs a warning for every statement it keeps as an opaque Command (SHOW, PRAGMA, ...).
logging.getLogger("sqlglot").setLevel(logging.ERROR)

DIALECTS = ("sqlite", "mysql", "duckdb")
SQLITE_DIV_MACRO = "__sqlite_div"
_INT_TYPES = "'TINYINT','SMALLINT','INTEGER','BIGINT','HUGEINT','UTINYINT','USMALLINT','UINTEGER','UBIGINT'"
SQLITE_DIV_MACRO_SQL = (
    f"CREATE MACRO {SQLITE_DIV_MACRO}(a, b) AS CASE "
    f"WHEN typeof(a) IN ({_INT_TYPES}) AND typeof(b) IN ({_INT_TYPES}) "
    "THEN (CASE WHEN b = 0 THEN NULL ELSE trunc(a / b) END) "
    "ELSE (CASE WHEN b = 0 THEN NULL ELSE a / b END) END"
)
# SQLite's julianday counts from noon; DuckDB's julian from midnight.
SURFACE_MACROS = (
    SQLITE_DIV_MACRO_SQL,
    "CREATE MACRO julianday(x) AS julian(CAST(x AS TIMESTAMP)) - 0.5",
)
# PRAGMAs that only read; everything else a PRAGMA can do changes state or shows the host.
READ_PRAGMAS = {"table_info", "show_tables", "show_tables_expanded", "show"}
# Functions that show the host rather than the task's data (settings hold the service's folders and the
# allowed file paths; extensions and secrets their install folders), or run SQL text built at run time
# past this gate (query, query_table, json_execute_serialized_sql).
HOST_FUNCTIONS = frozenset(
    {
        "current_setting",
        "duckdb_settings",
        "duckdb_extensions",
        "duckdb_databases",
        "duckdb_secrets",
        "duckdb_secret_types",
        "which_secret",
        "duckdb_temporary_files",
        "duckdb_variables",
        "getvariable",
        "duckdb_views",
        "duckdb_log_contexts",
        "duckdb_logs",
        "duckdb_external_file_cache",
        "pragma_database_size",
        "pragma_metadata_info",
        "pragma_storage_info",
        "pragma_platform",
        "pragma_user_agent",
        "pragma_version",
        "query",
        "query_table",
        "json_execute_serialized_sql",
        "json_serialize_plan",
    }
)
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_READ_TYPES = {"SELECT", "EXPLAIN"}
# Blanks and comments between words.
_GAP = r"(?:\s|--[^\n]*(?:\n|$)|/\*.*?\*/)*"
# EXPLAIN [ANALYZE], and EXPLAIN's (options) list when the next parenthesis is one.
_EXPLAIN = re.compile(rf"^{_GAP}EXPLAIN\b{_GAP}(?:ANALY[SZ]E\b{_GAP})?", re.IGNORECASE | re.DOTALL)
_EXPLAIN_OPTIONS = re.compile(rf"^\([^()]*\){_GAP}", re.DOTALL)
_COMMENTS = re.compile(r"--[^\n]*|/\*.*?\*/", re.DOTALL)
_PRAGMA_NAME = re.compile(r"^\s*PRAGMA\s+([A-Za-z_][A-Za-z0-9_]*)", re.IGNORECASE)
_GROUP_BY_ERROR = "must appear in the GROUP BY clause"
# DuckDB's names for LIKE, ILIKE and their negations in "No function matches" binder errors.
_LIKE_TYPE_ERROR = re.compile(r"No function matches the given name and argument types '!?~~\*?\(")


def check_dialect(dialect: str) -> str:
    d = (dialect or "sqlite").lower()
    if d not in DIALECTS:
        raise InvalidInputError(f"unknown SQL dialect {dialect!r}; use one of {', '.join(DIALECTS)}")
    return d


def to_duckdb(sql: str, dialect: str, known_columns: Iterable[str]) -> str:
    """Transpile one statement to DuckDB; SQL sqlglot cannot parse is passed on for DuckDB to judge."""
    dialect = check_dialect(dialect)
    text = sql.strip().rstrip(";").strip()
    if not text:
        raise InvalidInputError("empty SQL")
    if dialect == "duckdb" or _PRAGMA_NAME.match(text):
        return text
    try:
        trees = sqlglot.parse(text, read=dialect)
    except SqlglotError:
        return text
    if len(trees) != 1 or trees[0] is None:
        return text
    tree = trees[0]
    if dialect == "sqlite":
        tree = _quoted_words_to_strings(tree, {c.lower() for c in known_columns})
        tree = _integer_division(tree)
    tree = _order_by_names(tree, {c.lower() for c in known_columns})
    # Every argument carried over: NOT LIKE is a Like with ``negate`` set.
    tree = tree.transform(lambda n: exp.ILike(**n.args) if type(n) is exp.Like else n)
    try:
        return tree.sql(dialect="duckdb")
    except SqlglotError:
        return text


def _defined_names(tree: exp.Expression) -> set[str]:
    names = {a.alias.lower() for a in tree.find_all(exp.Alias) if a.alias}
    for ta in tree.find_all(exp.TableAlias):
        if ta.name:
            names.add(ta.name.lower())
        names.update(c.name.lower() for c in ta.columns)
    return names


def _quoted_words_to_strings(tree: exp.Expression, known: set[str]) -> exp.Expression:
    known = known | _defined_names(tree)

    def fix(node: exp.Expression) -> exp.Expression:
        if (
            isinstance(node, exp.Column)
            and not node.table
            and isinstance(node.this, exp.Identifier)
            and node.this.quoted
            and node.name.lower() not in known
        ):
            return exp.Literal.string(node.name)
        return node

    return tree.transform(fix)


def _order_by_names(tree: exp.Expression, known: set[str]) -> exp.Expression:
    known = known | _defined_names(tree)
    for ordered in list(tree.find_all(exp.Ordered)):
        key = ordered.this
        if isinstance(key, exp.Literal) and key.is_string and key.name.lower() in known:
            ordered.set("this", exp.column(key.name, quoted=True))
    return tree


def _integer_division(tree: exp.Expression) -> exp.Expression:
    def fix(node: exp.Expression) -> exp.Expression:
        if isinstance(node, exp.Div):
            return exp.Anonymous(this=SQLITE_DIV_MACRO, expressions=[node.this, node.expression])
        return node

    return tree.transform(fix)


def sqlite_rewrite(sql: str, message: str) -> str | None:
    """``sql`` (DuckDB's dialect) rewritten to keep SQLite's meaning where DuckDB's error ``message`` says
    the two differ; None when the error is not one of those or nothing could be rewritten."""
    if _GROUP_BY_ERROR in message:
        return wrap_bare_columns(sql)
    if _LIKE_TYPE_ERROR.search(message):
        return like_as_text(sql)
    return None


def like_as_text(sql: str) -> str | None:
    """SQLite's LIKE in DuckDB terms: an operand that is not already text is cast to VARCHAR (a string
    cast to VARCHAR is unchanged); None when the statement has no LIKE to rewrite."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except SqlglotError:
        return None
    changed = False
    for node in list(tree.find_all(exp.Like, exp.ILike)):
        for key in ("this", "expression"):
            operand = node.args.get(key)
            if operand is None or (isinstance(operand, exp.Literal) and operand.is_string):
                continue
            if isinstance(operand, exp.Cast) and operand.to.this in exp.DataType.TEXT_TYPES:
                continue
            node.set(key, exp.cast(operand.copy(), exp.DataType.Type.VARCHAR))
            changed = True
    return tree.sql(dialect="duckdb") if changed else None


def wrap_bare_columns(sql: str) -> str | None:
    """SQLite's bare-column rule in DuckDB terms; None when nothing could be rewritten."""
    try:
        tree = sqlglot.parse_one(sql, read="duckdb")
    except SqlglotError:
        return None
    changed = False
    for select in list(tree.find_all(exp.Select)):
        aggs = [a for e in select.expressions for a in e.find_all(exp.AggFunc)]
        if not aggs and not select.args.get("group"):
            continue
        group = select.args.get("group")
        grouped = [g for g in (group.expressions if group else [])]
        extremes = [a for a in aggs if isinstance(a, exp.Max | exp.Min)]
        pick = extremes[0] if len(extremes) == 1 else None

        def wrap(col: exp.Expression, pick: exp.Expression | None = pick) -> exp.Expression:
            if pick is None:
                return exp.AnyValue(this=col.copy())
            fn = "ARG_MAX" if isinstance(pick, exp.Max) else "ARG_MIN"
            return exp.Anonymous(this=fn, expressions=[col.copy(), pick.this.copy()])

        projections = []
        for proj in select.expressions:
            inner = proj.this if isinstance(proj, exp.Alias) else proj
            if isinstance(inner, exp.Column) and not _is_grouped(inner, grouped):
                new = wrap(inner)
                proj = exp.alias_(new, proj.alias if isinstance(proj, exp.Alias) else inner.name)
                changed = True
            projections.append(proj)
        select.set("expressions", projections)
    return tree.sql(dialect="duckdb") if changed else None


def _is_grouped(col: exp.Column, grouped: list[exp.Expression]) -> bool:
    for g in grouped:
        if g.sql().lower() == col.sql().lower():
            return True
        if isinstance(g, exp.Column) and g.name.lower() == col.name.lower() and not (g.table and col.table):
            return True
    return False


def gate(conn: duckdb.DuckDBPyConnection, sql: str, *, lenient: bool = False) -> None:
    """Refuse anything but one read statement before it runs; bad SQL gets DuckDB's parser message.

    ``lenient`` lets SQL that DuckDB cannot parse (other dialects) through, for a later check.
    """
    try:
        sql.encode("utf-8")
    except UnicodeEncodeError as e:  # undecodable bytes of a command line arrive as lone surrogates
        raise InvalidInputError(
            f"the SQL is not UTF-8 text (an undecodable byte at character {e.start + 1}); write it in UTF-8"
        ) from e
    try:
        statements = conn.extract_statements(sql)
    except duckdb.Error as e:
        if lenient:
            return
        raise InvalidInputError(str(e)) from e
    if len(statements) != 1:
        raise InvalidInputError(f"exactly one SQL statement per query, got {len(statements)}")
    kind = statements[0].type.name
    if kind == "PRAGMA":
        m = _PRAGMA_NAME.match(sql)
        if m and m.group(1).lower() in READ_PRAGMAS:
            return
        raise PermissionDeniedError("only read-only PRAGMAs (table_info, show_tables) are allowed")
    if kind == "EXPLAIN":
        # EXPLAIN ANALYZE runs the statement it explains: that statement is judged as if it ran alone.
        _gate_explained(conn, sql)
        return
    if kind not in _READ_TYPES:
        got = _statement_word(sql, kind)
        raise PermissionDeniedError(
            f"only read statements (SELECT, WITH, EXPLAIN) run on the query surface; got {got}"
        )
    host = sorted(_called_functions(conn, sql) & HOST_FUNCTIONS)
    if host:
        raise PermissionDeniedError(
            f"{', '.join(host)} shows the service's host, not the task's data; it is not available"
        )


def _gate_explained(conn: duckdb.DuckDBPyConnection, sql: str) -> None:
    """Gate the statement an EXPLAIN wraps. ``EXPLAIN (x) y`` is either options and a statement or a
    statement that begins with a parenthesis; each reading that parses must pass."""
    m = _EXPLAIN.match(sql)
    rest = sql[m.end() :] if m else ""
    readings = [rest]
    options = _EXPLAIN_OPTIONS.match(rest)
    if options:
        readings.append(rest[options.end() :])
    parsed = 0
    for inner in readings:
        try:
            if len(conn.extract_statements(inner)) != 1:
                continue
        except duckdb.Error:
            continue
        parsed += 1
        gate(conn, inner)
    if not parsed:
        raise PermissionDeniedError("the statement this EXPLAIN wraps could not be read; EXPLAIN a SELECT")


def _statement_word(sql: str, kind: str) -> str:
    """The statement as its writer named it (INSTALL, PRAGMA), not DuckDB's type for it (LOAD, SET)."""
    m = _WORD.search(_COMMENTS.sub(" ", sql))
    return m.group(0).upper() if m else kind


def _called_functions(conn: duckdb.DuckDBPyConnection, sql: str) -> set[str]:
    """Names of the functions a read statement calls, from DuckDB's own parse of it.

    When DuckDB cannot serialize the statement, every word of it counts: a denied name anywhere
    (even in a string) refuses the statement rather than let it through unchecked.
    """
    try:
        tree = json.loads(conn.execute("SELECT json_serialize_sql(?)", [sql]).fetchone()[0])
    except (duckdb.Error, TypeError, ValueError):
        tree = {"error": True}
    if tree.get("error"):
        return {w.lower() for w in _WORD.findall(sql)}
    names: set[str] = set()
    stack: list[Any] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            name = node.get("function_name")
            if isinstance(name, str):
                names.add(name.lower())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return names
