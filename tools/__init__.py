"""What is not the app but works on it, beside the package so the installed game carries none:
the click and key drivers that play the real app (`autoplay.py`, `keyplay.py`; the GUI tests and
the screenshots use them), the screenshots (`shoot*.py`, `scripts/screenshots`), the
benchmarks (`bench.py` and its `*_figures.py`, `scripts/bench`) and the balance report
(`balance.py`, `scripts/balance`)."""
