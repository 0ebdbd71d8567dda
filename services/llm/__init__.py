"""The embedded model service: the GGUF weights assembled from their part packages, served by llama.cpp."""
