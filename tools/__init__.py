"""What is not the app but works on it, beside the package so the installed game carries none:
the click and key drivers that play the real app (`autoplay.py`, `keyplay.py`; the GUI tests and
the screenshots use them), the screenshots (`shoot*.py`, `scripts/screenshots`) and the
benchmarks (`bench.py` and its `*_figures.py`, `scripts/bench`)."""
