"""Video understanding: speech transcript, stable frames, slide OCR, a timeline and a navigation summary."""
