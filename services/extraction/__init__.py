"""Structured extraction service: narrative documents become one queryable, traceable table each."""
