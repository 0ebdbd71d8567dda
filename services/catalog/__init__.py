"""Catalog/query service: one locked-down DuckDB surface over a task's tables, and its Semantic Catalog."""
