"""Page-cited document question answering: page indexes, routing, search, rerank, answers, scoring."""
