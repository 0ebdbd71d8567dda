"""A bad-input corpus generated at test time: broken, hostile and special files, faults, and what to check.

``corpus.build_corpus`` writes the task folders and the planted secret, ``model.corpus_rules`` scripts the
fake model for them, ``evidence`` reads a run's records back, and ``report`` turns them into the
per-kind verdicts and the closing table (kinds tried, crashes, hangs, escapes, data lost).
"""
