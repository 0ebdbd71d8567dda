"""Context preparation service: ContextView of a task and the PDF to Markdown converter."""
