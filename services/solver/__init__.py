"""Agent solving service: from a question and the task's catalog to prediction.csv."""
