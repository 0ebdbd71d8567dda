"""Coordinator: drives every task of a run through the stage services."""
