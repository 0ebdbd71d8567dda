"""Document relevance service: which documents of a task the question needs."""
